#!/usr/bin/env python3
"""Exact odds of monte o banca (Valencia 2003 art. 13) under the defaults of spec.md.

Verifies issue 33's figures with fractions.Fraction (no floats in any figure; floats only to
print percentages) and extends them to doubled/tripled layouts, under the defaults and under
the literal alternatives, to show that no default leaves a suerte with a player edge.

Run: python3 odds.py            (prints every table; exits 1 if a default gives a player edge
                                 or an issue figure is not reproduced)

Model (spec.md § 4): one 40-card deck per coup; 10 values × 4 suits. A placed card P has, of
its own value, the three other suits as its Camo (C, next suit), Anti (A, previous) and Viudo
(V, opposite). A doubling card removes one of them from play, a tripling one another. A bet is
a race: it wins when the first drawn card of its live winning set comes before any card of its
live losing set; annulled cards are "no action" (the bet stays). P(win | decided) = W/(W+L).
The 10 % commission (default: of the winnings, on the bets decided by the first card drawn
after their own window's «no va más») applies with probability W/N, N the unseen cards.
"""

from fractions import Fraction as F
from functools import lru_cache
from itertools import combinations
import sys

TEN = F(1, 10)
REL = ("C", "V", "A")          # annulment order: Camo, then Viudo, then Anti (the text's order)
H = {0: 1, 1: 0, 2: 3, 3: 2}   # horizontal partner (P1-P2, P3-P4)
VT = {0: 2, 2: 0, 1: 3, 3: 1}  # vertical partner (P1-P3, P2-P4)
DG = {0: 3, 3: 0, 1: 2, 2: 1}  # diagonal (P1-P4, P2-P3)
NAME = ["P1", "P2", "P3", "P4"]
failures = []


def pct(x):
    return f"{float(x) * 100:8.4f} %"


def check(label, got, want):
    ok = got == want
    print(f"  {'ok ' if ok else 'XX '} {label}: {got} ({pct(got) if isinstance(got, F) else got})"
          + ("" if ok else f"   expected {want}"))
    if not ok:
        failures.append(label)


def ev(p_win, p_lose, pay, p_comm, rate=TEN, of_stake=False):
    """Expected value per unit staked: pay `pay` to 1 net, less the commission."""
    cut = rate * (1 if of_stake else pay) * p_comm
    return p_win * pay - p_lose - cut


# ---------------------------------------------------------------------------------------------
print("1. Clean layout: 4 placed values, 36 unseen cards, 12 live")
N, LIVE = 36, 12
salto = F(3, LIVE)
cav = F(1, LIVE)
cartas11 = F(3, 6)
cartas22 = F(6, 12)
check("Salto wins", salto, F(1, 4))
check("Camo/Anti/Viudo wins", cav, F(1, 12))
check("Cartas 1 v 1 wins", cartas11, F(1, 2))
check("Cartas 2 v 2 wins", cartas22, F(1, 2))
check("first card drawn hits (commission)", F(LIVE, N), F(1, 3))
print("   fair before the commission: Salto 3x, C/A/V 11x, Cartas 1:1 ->",
      ev(salto, 1 - salto, 3, 0), ev(cav, 1 - cav, 11, 0), ev(cartas11, 1 - cartas11, 1, 0))
e_salto = -ev(salto, 1 - salto, 3, F(3, N))
e_cav = -ev(cav, 1 - cav, 11, F(1, N))
e_c11 = -ev(cartas11, 1 - cartas11, 1, F(3, N))
e_c22 = -ev(cartas22, 1 - cartas22, 1, F(6, N))
check("house edge Salto", e_salto, F(1, 40))
check("house edge C/A/V (3.056 %)", e_cav, F(11, 360))
check("house edge Cartas 1 v 1 (0.833 %)", e_c11, F(1, 120))
check("house edge Cartas 2 v 2 (1.667 %)", e_c22, F(1, 60))
for n, want in ((0, F(1, 12)), (1, F(3, 35)), (2, F(3, 34))):
    vis = -ev(F(1, N - n), 1 - F(1, N - n), 32 - n, 0)   # VIS is exempt from the commission
    check(f"house edge VIS, n = {n} (3/(36-n))", vis, want)
print("   alternatives: commission of the STAKE (A-MON-5 literal):",
      "Salto", pct(-ev(salto, 1 - salto, 3, F(3, N), of_stake=True)),
      "C/A/V", pct(-ev(cav, 1 - cav, 11, F(1, N), of_stake=True)),
      "Cartas 1v1", pct(-ev(cartas11, 1 - cartas11, 1, F(3, N), of_stake=True)))
print("   alternatives: 'X veces' as the GROSS return, stake included (A-MON-13):",
      "Salto", pct(-ev(salto, 1 - salto, 2, F(3, N))),
      "C/A/V", pct(-ev(cav, 1 - cav, 10, F(1, N))), "VIS n=0", pct(-ev(F(1, N), 1 - F(1, N), 31, 0)))

# Commission on a Cartas 1v1 bet under the literal «a todas las apuestas ganadoras»: the first
# card hits ANY placed card (1/3) and the bet wins, later or at once.
lit = F(3, N) + F(6, N) * F(1, 2)
print("   Cartas 1v1 if every bet that ever wins after a hitting first card pays the 10 %:",
      pct(TEN * lit), "(the issue's 0.833 % needs the default: only bets the first card decides)")

# ---------------------------------------------------------------------------------------------
print("\n2. The layout procedure, exactly (defaults: burned pair redrawn from the same end; a layout"
      "\n   card of a burned value burned too; P3 = P4 burned both and redrawn from the top)")


def layout_distribution(p34="burn-both"):
    """Exact distribution of layout outcomes over a uniformly shuffled 40-card deck.

    Returns {outcome: probability}; outcome = ("void",) or (k1, k2, b, p34_events, p12_burns).
    Bottom and top draws of a shuffled deck are both uniform draws from the unseen cards.
    """
    out = {}

    @lru_cache(maxsize=None)
    def go(stage, r1, r2, r3, B, fresh, k1, k2, b, e34, e12):
        # stage 0: need P1; 1: need P2; 2: need P3; 3: need P4. B: cards left of burned values
        # (under the default every one of them is burned when drawn, so their values do not
        # matter, only how many there are).
        tot = r1 + r2 + r3 + B + 4 * fresh
        if tot == 0:  # the deck ran out before the layout was complete (astronomically rare)
            return {("deck-out",): F(1)}
        res = {}

        def add(p, sub):
            for k, v in sub.items():
                res[k] = res.get(k, 0) + p * v

        if B:  # a card of a burned value: burned too (one more VIS point)
            add(F(B, tot), go(stage, r1, r2, r3, B - 1, fresh, k1, k2, b + 1, e34, e12))
        if stage == 0:
            if fresh:
                add(F(4 * fresh, tot), go(1, 3, 0, 0, B, fresh - 1, 0, 0, b, e34, e12))
        elif stage == 1:
            if r1:  # same value as P1: both burned, redrawn from the bottom
                add(F(r1, tot), go(0, 0, 0, 0, B + r1 - 1, fresh, 0, 0, b + 2, e34, e12 + 1))
            if fresh:
                add(F(4 * fresh, tot), go(2, r1, 3, 0, B, fresh - 1, k1, k2, b, e34, e12))
        else:
            for which in (1, 2):  # a doubling of P1 or P2 (from the top)
                r = r1 if which == 1 else r2
                if not r:
                    continue
                nk1, nk2 = (k1 + 1, k2) if which == 1 else (k1, k2 + 1)
                if max(nk1, nk2) == 3:   # all four of the value out: the coup is void
                    res[("void",)] = res.get(("void",), 0) + F(r, tot)
                    continue
                nr1, nr2 = (r1 - 1, r2) if which == 1 else (r1, r2 - 1)
                add(F(r, tot), go(stage, nr1, nr2, r3, B, fresh, nk1, nk2, b, e34, e12))
            if stage == 2:
                if fresh:
                    add(F(4 * fresh, tot), go(3, r1, r2, 3, B, fresh - 1, k1, k2, b, e34, e12))
            else:
                if r3:  # P4 of P3's value
                    if p34 == "burn-both":
                        add(F(r3, tot), go(2, r1, r2, 0, B + r3 - 1, fresh, k1, k2, b + 2, e34 + 1, e12))
                    else:  # "play": P4 placed as drawn (counted, not played further here)
                        key = (k1, k2, b, e34 + 1, e12, "P3=P4 played")
                        res[key] = res.get(key, 0) + F(r3, tot)
                if fresh:  # a fresh value: the layout is complete
                    key = (k1, k2, b, e34, e12)
                    res[key] = res.get(key, 0) + F(4 * fresh, tot)
        return res

    return go(0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0)


dist = layout_distribution()
total = sum(dist.values())
check("layout outcomes sum to 1", total, F(1))
p_void = dist.get(("void",), 0) + dist.get(("deck-out",), 0)
print(f"   deck ran out during the layout: {dist.get(('deck-out',), 0)}")
p_burn12 = sum(p for k, p in dist.items() if len(k) > 1 and k[4] > 0)
p_p34 = sum(p for k, p in dist.items() if len(k) > 1 and k[3] > 0)
check("first two cards of one value (burn) at the first attempt", F(3, 39), F(1, 13))
print(f"   P(the layout completes after at least one burned first pair): {p_burn12} = {pct(p_burn12)}"
      " (below 1/13: the voids)")
print(f"   a coup with P3 and P4 of one value at least once: {p_p34} = {pct(p_p34)}")
naive = F(32, 38) * F(3, 37)
print(f"   the issue's 'about 6.8 %' is (32/38)(3/37) = {naive} = {pct(naive)}: the 3rd and 4th cards"
      "\n   drawn both free and equal, forgetting that a doubling card is replaced (P4 is the first card"
      "\n   after P3 not of P1's or P2's value): given P1, P2, P3, P(P4 = P3) = 3/31 =", pct(F(3, 31)))
p34_played = layout_distribution(p34="play")
pp = sum(p for k, p in p34_played.items() if len(k) == 6)
print(f"   (P3 = P4 as placed, if played as drawn: {pp} = {pct(pp)} of deals)")
print(f"   void coup (four of P1's or P2's value out before the layout is complete): {p_void} = {pct(p_void)}")
byk = {}
for k, p in dist.items():
    if len(k) == 1:
        continue
    kk = tuple(sorted((k[0], k[1]), reverse=True))
    byk[kk] = byk.get(kk, 0) + p
print("   complete layouts by doubling (k = cards on P1/P2: 1 doubled, 2 tripled):")
for kk in sorted(byk):
    print(f"     k = {kk}: {pct(byk[kk] / (1 - p_void))} of complete layouts")
n_dist = {}
for k, p in dist.items():
    if len(k) == 1:
        continue
    n = k[0] + k[1] + k[2]
    n_dist[n] = n_dist.get(n, 0) + p / (1 - p_void)
e_vis = sum(p * F(3, 36 - n) for n, p in n_dist.items() if n < 36)
print(f"   VIS edge averaged over complete layouts (n = doubled + tripled + burned cards): {pct(e_vis)}")

# ---------------------------------------------------------------------------------------------
print("\n3. Doubled and tripled layouts: every suerte under the defaults and the literal text")


def layouts():
    """Every (k1, k2) and every choice of the dead relations of P1 and P2 (uniform weights)."""
    for k1 in range(3):
        for k2 in range(3):
            for d1 in combinations(REL, k1):
                for d2 in combinations(REL, k2):
                    live = [set(REL) - set(d1), set(REL) - set(d2), set(REL), set(REL)]
                    w = F(1, len(list(combinations(REL, k1))) * len(list(combinations(REL, k2))))
                    yield k1, k2, live, w


def order_against(ref):
    return [H[ref], VT[ref], DG[ref]]


def annul_cartas(live, side, other):
    """Default (principle): annul live cards of the side with more of them, Camos first, then
    Viudos, then Antis, its cards ordered by their relation to the most reduced card of the
    other side (horizontal, vertical, diagonal), until both sides have as many live cards."""
    cnt = lambda s: sum(len(live[p]) for p in s)
    a, b = cnt(side), cnt(other)
    if a == b:
        return set()
    big, small = (side, other) if a > b else (other, side)
    ref = min(small, key=lambda p: (len(live[p]), p))
    cards = [p for p in order_against(ref) if p in big] + [p for p in big if p not in order_against(ref)]
    ann, excess = set(), abs(a - b)
    for rel in REL:
        for p in cards:
            if excess and rel in live[p]:
                ann.add((p, rel))
                excess -= 1
    return ann


# The text's table (§13.VI.4 a-d and the Valencian sentence), as literally printed: for each
# doubled/tripled configuration, the (card, relation) pairs it annuls (annulments.yaml).
def literal_table(k1, k2):
    t = set()
    def one(d, k, other_k):
        h, v, dg = H[d], VT[d], DG[d]
        if k == 1 and other_k == 0:                     # a)
            t.update({(h, "C"), (v, "C")})
        if k == 2 and other_k == 0:                     # c)
            t.update({(h, "C"), (h, "V"), (2, "C"), (3, "C")})
        if k == 2 and other_k == 1:                     # d) the tripled one's clause
            t.update({(h, "C"), (h, "V"), (v, "C"), (v, "V"), (dg, "C")})
    one(0, k1, k2)
    one(1, k2, k1)
    if k1 == 1 and k2 == 1:                             # b)
        t.update({(2, "C"), (3, "C")})
    if k1 == 2 and k2 == 2:                             # the Valencian sentence
        t.update({(2, "C"), (2, "V"), (3, "C"), (3, "V")})
    return t


def reduced(k1, k2):
    return [p for p, k in ((0, k1), (1, k2)) if k > 0]


def annul_cartas_literal(live, side, other, k1, k2):
    """Literal: the listed pairs are annulled in a bet when their card plays against a doubled
    or tripled card (it is on the other side from one)."""
    red = reduced(k1, k2)
    ann = set()
    for (p, rel) in literal_table(k1, k2):
        opp = other if p in other else side
        mine = side if opp is other else other
        if any(r in mine for r in red) and rel in live[p]:
            ann.add((p, rel))
    return ann


def salto_annul_default(live):
    """Default (principle, and the text's Salto a-b read as layout-wide): every card annulled,
    Camo then Viudo then Anti, down to the live count of the most reduced card."""
    m = min(len(s) for s in live)
    ann = set()
    for p in range(4):
        extra = len(live[p]) - m
        for rel in REL:
            if extra and rel in live[p]:
                ann.add((p, rel))
                extra -= 1
    return ann


def salto_annul_literal(live, x, k1, k2):
    """Literal: only a Salto ON a doubled (tripled) card: the Camo (and Viudo) of the others."""
    k = (k1, k2, 0, 0)[x]
    rels = {1: ("C",), 2: ("C", "V")}.get(k, ())
    return {(p, r) for p in range(4) if p != x for r in rels if r in live[p]}


def live_count(live, cards, ann):
    return sum(1 for p in cards for r in live[p] if (p, r) not in ann)


PAIRS_1V1 = [(0, 1), (2, 3), (0, 2), (1, 3)]
PAIRS_2V2 = [((0, 1), (2, 3)), ((0, 2), (1, 3)), ((0, 3), (1, 2))]
PAIRS_DIAG_1V1 = [(0, 3), (1, 2)]


def bets_primeras(live, k1, k2, mode):
    """Yield (name, W, L, pay, p_comm numerator W) for every Primeras bet of the layout."""
    d = k1 + k2
    n = d  # no burned cards (a burn only shortens N, see the VIS line)
    Nn = 36 - n
    total_live = sum(len(s) for s in live)
    # Salto
    for x in range(4):
        ann = salto_annul_default(live) if mode == "default" else salto_annul_literal(live, x, k1, k2)
        W = live_count(live, [x], ann)
        L = live_count(live, [p for p in range(4) if p != x], ann)
        yield f"Salto {NAME[x]}", W, L, 3, Nn
    # Camo/Anti/Viudo: 11 less one point per doubled card (a tripled card two); literal: one
    pay = 11 - d if mode == "default" else 11 - (int(k1 > 0) + int(k2 > 0))
    for x in range(4):
        for rel in sorted(live[x]):
            yield f"{ {'C': 'Camo', 'A': 'Anti', 'V': 'Viudo'}[rel]} {NAME[x]}", 1, total_live - 1, pay, Nn
    # Cartas
    pairs = [((a,), (b,)) for a, b in PAIRS_1V1] + PAIRS_2V2
    for s, o in pairs:
        for side, other in ((s, o), (o, s)):
            ann = (annul_cartas(live, side, other) if mode == "default"
                   else annul_cartas_literal(live, side, other, k1, k2))
            W = live_count(live, side, ann)
            L = live_count(live, other, ann)
            yield f"Cartas {'+'.join(NAME[p] for p in side)} v {'+'.join(NAME[p] for p in other)}", W, L, 1, Nn


def worst(mode):
    rows = []
    for k1, k2, live, w in layouts():
        for name, W, L, pay, Nn in bets_primeras(live, k1, k2, mode):
            p = F(W, W + L)
            e = -ev(p, 1 - p, pay, F(W, Nn))
            rows.append((e, k1, k2, name, W, L, pay, tuple(tuple(sorted(s)) for s in live[:2])))
    return rows


for mode in ("default", "literal"):
    rows = worst(mode)
    player = [r for r in rows if r[0] < 0]
    fair_before = [r for r in rows if F(r[4], r[4] + r[5]) * (r[6] + 1) != 1]
    print(f"\n   {mode}: {len(rows)} (layout, bet) pairs in Primeras; lowest house edge {pct(min(r[0] for r in rows))};"
          f" bets not fair before the commission: {len(fair_before)}; with a PLAYER edge: {len(player)}")
    if mode == "default":
        if player:
            failures.append("a default leaves a player edge")
        if fair_before:
            failures.append("a default leaves a bet unfair before the commission")
    seen = set()
    for r in sorted(player, key=lambda r: r[0])[:400]:
        key = (r[1], r[2], r[3].split()[0] + ("1v1" if r[3].count("+") == 0 else "2v2"))
        if key in seen:
            continue
        seen.add(key)
        print(f"     k1={r[1]} k2={r[2]} {r[3]:<22} live {r[4]}:{r[5]} pays {r[6]}: house edge {pct(r[0])}"
              f"   (P1/P2 live {r[7]})")

print("\n   per configuration, defaults (house edge range over the bets of each kind; b = 0):")
for k1 in range(3):
    for k2 in range(k1, 3):
        rng = {}
        for kk1, kk2, live, w in layouts():
            if (kk1, kk2) != (k1, k2):
                continue
            for name, W, L, pay, Nn in bets_primeras(live, k1, k2, "default"):
                kind = name.split()[0]
                kind = "C/A/V" if kind in ("Camo", "Anti", "Viudo") else kind
                kind += "" if kind != "Cartas" else (" 1v1" if "+" not in name else " 2v2")
                p = F(W, W + L)
                e = -ev(p, 1 - p, pay, F(W, Nn))
                lo, hi = rng.get(kind, (e, e))
                rng[kind] = (min(lo, e), max(hi, e))
        d = k1 + k2
        vis = F(3, 36 - d)
        parts = [f"{kd} {pct(lo).strip()}" + ("" if lo == hi else f"..{pct(hi).strip()}") for kd, (lo, hi) in sorted(rng.items())]
        print(f"     k=({k1},{k2}) N={36 - d}: " + "; ".join(parts) + f"; VIS {pct(vis).strip()}")

# ---------------------------------------------------------------------------------------------
print("\n4. Diagonal one-against-one (A-MON-9 alternative 'allow'): default annulment keeps it fair")
bad = 0
for k1, k2, live, w in layouts():
    for a, b in PAIRS_DIAG_1V1:
        for side, other in (((a,), (b,)), ((b,), (a,))):
            ann = annul_cartas(live, side, other)
            W, L = live_count(live, side, ann), live_count(live, other, ann)
            if W != L:
                bad += 1
print(f"   unfair diagonal 1v1 bets under the default annulment: {bad}")

# ---------------------------------------------------------------------------------------------
print("\n5. Segundas (the row still placed): C/A/V 5x, Cartas 1:1; the commission on the first card"
      "\n   drawn after Segundas' «no va más». N2 = unseen cards when Segundas starts.")


def first_hit_position(Nn, R):
    """P(the first of R live cards among Nn shuffled cards is at position k), k = 1..Nn-R+1."""
    from math import comb
    return {k: F(comb(Nn - k, R - 1), comb(Nn, R)) for k in range(1, Nn - R + 2)}


pos = first_hit_position(36, 12)
check("first-hit positions sum to 1", sum(pos.values()), F(1))
e_inv = sum(p * F(1, 36 - k) for k, p in pos.items())
print(f"   clean layout: E[1/N2] = {e_inv} (~1/{float(1 / e_inv):.3f})")
print(f"   Segundas C/A/V at 5x, clean row (6 live): fair; house edge 0.1*5*E[1/N2] = {pct(TEN * 5 * e_inv)}")
print(f"   Segundas Cartas 1v1, clean row: house edge 0.1*3*E[1/N2] = {pct(TEN * 3 * e_inv)}")
for d2 in (1, 2, 3, 4):
    L2 = 6 - d2
    if L2 < 2:
        continue
    lit = -ev(F(1, L2), 1 - F(1, L2), 5, 0)
    dflt = -ev(F(1, L2), 1 - F(1, L2), 5 - d2, 0)
    print(f"   top row still placed with {d2} card(s) on P1/P2 ({L2} live): C/A/V literal 5x edge before the"
          f" commission {pct(lit)}; default {5 - d2}x: {pct(dflt)}")
    if dflt < 0:
        failures.append("Segundas default")
p_short = sum(p for k, p in pos.items() if 36 - k < 33)
print(f"   VIS in Segundas (A-MON-11 alternative) at 32x, clean: a player edge whenever N2 < 33, i.e. after"
      f" 4+ cards in Primeras: probability {p_short} = {pct(p_short)}; edge then 1 - 33/N2, e.g. N2 = 30: {pct(1 - F(33, 30))}")

# ---------------------------------------------------------------------------------------------
print("\n6. Burned values (A-MON-3): a new P1 of the burned pair's value, if played as drawn")
# P1 redrawn of the burned value: 1 live (like a tripled card) against 3: Cartas P1 v P2 at 1:1
p = F(1, 4)
print(f"   Cartas P2 v P1 with P1 of a burned value (1 live v 3): P2 wins {1 - p}, house edge"
      f" {pct(-ev(1 - p, p, 1, F(3, 34)))} (a player edge): hence the default 'burn it too'")

print()
if failures:
    print("FAILED:", "; ".join(failures))
    sys.exit(1)
print("all issue figures reproduced; no default leaves a suerte with a player edge")


# ---------------------------------------------------------------------------------------------
# `python3 odds.py --write-annulments`: the default annulment table as data (annulments.yaml's
# `default:` section), generated from the same functions the odds above were computed with.
RELNAME = {"C": "camo", "V": "viudo", "A": "anti"}


def default_table():
    import yaml
    out = {"cartas": [], "salto": []}
    for k1 in range(3):
        for k2 in range(3):
            if (k1, k2) == (0, 0):
                continue
            # counts only depend on k; the order lists every relation, the engine skips dead ones
            cnt = [3 - k1, 3 - k2, 3, 3]
            cfg = {"p1": ["clean", "doubled", "tripled"][k1], "p2": ["clean", "doubled", "tripled"][k2]}
            rows = []
            pairs = [((a,), (b,)) for a, b in PAIRS_1V1 + PAIRS_DIAG_1V1] + PAIRS_2V2
            for s, o in pairs:
                a, b = sum(cnt[p] for p in s), sum(cnt[p] for p in o)
                bet = "cartas " + "-".join(str(p + 1) for p in s + o)
                extra = {"only_if": "cartas.diagonal_one"} if (s + o) in ((0, 3), (1, 2)) else {}
                if a == b:
                    rows.append({"bet": bet, "annul": 0, **extra})
                    continue
                big, small = (s, o) if a > b else (o, s)
                ref = min(small, key=lambda p: (cnt[p], p))
                cards = [p for p in order_against(ref) if p in big] + [p for p in big if p not in order_against(ref)]
                order = [[p + 1, RELNAME[r]] for r in REL for p in cards]
                rows.append({"bet": bet, "annul": abs(a - b), "side": [p + 1 for p in big], "order": order, **extra})
            out["cartas"].append({"config": cfg, "bets": rows})
            m = min(cnt)
            out["salto"].append({"config": cfg, "every_salto": {
                "annul_per_card": {p + 1: cnt[p] - m for p in range(4) if cnt[p] > m},
                "order_within_card": ["camo", "viudo", "anti"]}})
    return out


if "--write-annulments" in sys.argv:
    import yaml
    from pathlib import Path
    path = Path(__file__).with_name("annulments.yaml")
    text = path.read_text(encoding="utf-8")
    marker = "# --- generated by odds.py --write-annulments: do not edit below ---\n"
    text = text.split(marker)[0] + marker + yaml.safe_dump({"default": default_table()}, allow_unicode=True,
                                                           sort_keys=False, width=110, default_flow_style=None)
    path.write_text(text, encoding="utf-8")
    print("annulments.yaml: default table written")

#!/usr/bin/env python3
"""A reference simulation of whole coups under spec.md § 4's defaults — a cross-check of odds.py
by another route (cards dealt, drawn and bets settled one by one, riders and Segundas included),
and a model for the engine and the simulator to be written next session.

Every coup places EVERY bet of stake 1 (each Salto, each live Camo/Anti/Viudo, each allowed
Cartas direction, each VIS in Primeras; each Cartas and C/A/V of the remaining row in Segundas)
and records its net result (winnings less the 10 % when due; -1 lost; 0 returned).

Run: python3 sim.py [coups] [seed]     (default 200000 coups, seed 1; about a minute)
Prints the mean return per unit staked by suerte and phase, clean layouts apart, with a 4-sigma
band, and exits 1 if a suerte shows a player edge beyond noise or a clean figure misses odds.py's.
"""
import random
import sys
from collections import defaultdict
from fractions import Fraction as F
from math import sqrt

NEXT = {0: 1, 1: 2, 2: 3, 3: 0}      # oros → copas → espadas → bastos → oros
H = {0: 1, 1: 0, 2: 3, 3: 2}
VT = {0: 2, 2: 0, 1: 3, 3: 1}
DG = {0: 3, 3: 0, 1: 2, 2: 1}
REL = ("C", "V", "A")


def rel(placed_suit, suit):
    if suit == NEXT[placed_suit]:
        return "C"
    if placed_suit == NEXT[suit]:
        return "A"
    return "V"


def card_of(value, placed_suit, r):
    for s in range(4):
        if s != placed_suit and rel(placed_suit, s) == r:
            return (value, s)


def annul_cartas(live, side, other):
    """live: {pos: set of relations}; spec's default (annulments.yaml `default`)."""
    cnt = lambda s: sum(len(live[p]) for p in s)
    a, b = cnt(side), cnt(other)
    if a == b:
        return set()
    big, small = (side, other) if a > b else (other, side)
    ref = min(small, key=lambda p: (len(live[p]), p))
    order = [p for p in (H[ref], VT[ref], DG[ref]) if p in big]
    order += [p for p in big if p not in order]
    ann, excess = set(), abs(a - b)
    for r in REL:
        for p in order:
            if excess and r in live[p]:
                ann.add((p, r))
                excess -= 1
    return ann


def salto_annul(live):
    m = min(len(live[p]) for p in live)
    ann = set()
    for p in live:
        extra = len(live[p]) - m
        for r in REL:
            if extra and r in live[p]:
                ann.add((p, r))
                extra -= 1
    return ann


def layout(deck):
    """Deal the layout from a shuffled deck (list; top = index 0). Returns None for a void coup,
    else (placed {pos: card}, live {pos: set of relations}, n out beyond the four, the rest of the deck)."""
    top, bottom = 0, len(deck) - 1
    burned_values, n = set(), 0
    on = {0: [], 1: []}

    def from_bottom():
        nonlocal bottom, n
        while True:
            c = deck[bottom]; bottom -= 1
            if c[0] in burned_values:
                n += 1; continue
            return c

    def from_top():
        nonlocal top, n
        while True:
            c = deck[top]; top += 1
            if c[0] in burned_values:
                n += 1; continue
            return c

    while True:
        p1, p2 = from_bottom(), from_bottom()
        if p1[0] != p2[0]:
            break
        burned_values.add(p1[0]); n += 2
    placed = {0: p1, 1: p2}
    while True:
        got = []
        while len(got) < 2:
            c = from_top()
            hit = [p for p in (0, 1) if placed[p][0] == c[0]]
            if hit:
                on[hit[0]].append(c); n += 1
                if len(on[hit[0]]) == 3:
                    return None
                continue
            got.append(c)
        if got[0][0] != got[1][0]:
            break
        burned_values.add(got[0][0]); n += 2
    placed[2], placed[3] = got
    live = {}
    for p in range(4):
        v, s = placed[p]
        dead = {rel(s, c[1]) for c in on.get(p, [])}
        live[p] = set(REL) - dead
    rest = deck[top:bottom + 1]
    return placed, live, n, rest, tuple(len(on[p]) for p in (0, 1))


class Bet:
    __slots__ = ("kind", "phase", "W", "L", "pay", "done", "result", "vis")

    def __init__(self, kind, phase, W, L, pay, vis=False):
        self.kind, self.phase, self.W, self.L, self.pay = kind, phase, W, L, pay
        self.done, self.result, self.vis = False, 0, vis


def cards(placed, live, positions, ann=frozenset()):
    return {card_of(placed[p][0], placed[p][1], r) for p in positions for r in live[p] if (p, r) not in ann}


def coup(rng, tally):
    deck = [(v, s) for v in range(10) for s in range(4)]
    rng.shuffle(deck)
    lay = layout(deck)
    if lay is None:
        tally["void"] += 1
        return
    placed, live, n, rest, ks = lay
    cfg = "clean" if ks == (0, 0) else "doubled"
    allc = cards(placed, live, range(4))
    bets = []
    sa = salto_annul(live)
    for x in range(4):
        others = [p for p in range(4) if p != x]
        bets.append(Bet("Salto", 1, cards(placed, live, [x], sa), cards(placed, live, others, sa), 3))
    d = 12 - len(allc)
    for x in range(4):
        for r in live[x]:
            c = card_of(placed[x][0], placed[x][1], r)
            bets.append(Bet("C/A/V", 1, {c}, allc - {c}, 11 - d))
        if "C" in live[x]:   # a VIS whose card is out (it doubled x) can only lose: not placed
            bets.append(Bet("VIS", 1, {card_of(placed[x][0], placed[x][1], "C")}, None, 32 - n, vis=True))
    pairs = [((0,), (1,)), ((2,), (3,)), ((0,), (2,)), ((1,), (3,)),
             ((0, 1), (2, 3)), ((0, 2), (1, 3)), ((0, 3), (1, 2))]
    for s, o in pairs:
        for side, other in ((s, o), (o, s)):
            ann = annul_cartas(live, side, other)
            kind = "Cartas 1v1" if len(side) == 1 else "Cartas 2v2"
            bets.append(Bet(kind, 1, cards(placed, live, side, ann), cards(placed, live, other, ann), 1))
    # the rows' one-against-one decide Primeras
    row_live = {}
    for a, b in ((0, 1), (2, 3)):
        ann = annul_cartas(live, (a,), (b,))
        row_live[a] = cards(placed, live, [a], ann)
        row_live[b] = cards(placed, live, [b], ann)
    phase, first, i = 1, True, 0
    segundas_row = None
    drawn = set()
    while i < len(rest):
        c = rest[i]; i += 1
        drawn.add(c)
        for bet in bets:
            if bet.done:
                continue
            if bet.vis:
                if bet.phase == phase:
                    bet.done, bet.result = True, (bet.pay if c in bet.W else -1)
                continue
            if c in bet.W:
                cut = F(bet.pay, 10) if (first and bet.phase == phase) else 0
                bet.done, bet.result = True, bet.pay - cut
            elif c in bet.L:
                bet.done, bet.result = True, -1
        first = False
        ended = [p for p in row_live if c in row_live[p] and (phase == 1 or p in segundas_row)]
        if not ended:
            continue
        if phase == 1:
            won = ended[0]
            segundas_row = (2, 3) if won in (0, 1) else (0, 1)
            # Segundas: the remaining row's live cards now (cards drawn in Primeras are out)
            live2 = {p: {r for r in live[p] if card_of(placed[p][0], placed[p][1], r) not in drawn}
                     for p in segundas_row}
            a, b = segundas_row
            all2 = cards(placed, live2, segundas_row)
            for x in segundas_row:
                for r in live2[x]:
                    cc = card_of(placed[x][0], placed[x][1], r)
                    bets.append(Bet("C/A/V", 2, {cc}, all2 - {cc}, len(all2) - 1))
            for side, other in (((a,), (b,)), ((b,), (a,))):
                ann = annul_cartas(live2, side, other)
                bets.append(Bet("Cartas 1v1", 2, cards(placed, live2, side, ann), cards(placed, live2, other, ann), 1))
            ann = annul_cartas(live2, (a,), (b,))
            row_live = {a: cards(placed, live2, [a], ann), b: cards(placed, live2, [b], ann)}
            phase, first = 2, True
        else:
            break
    for bet in bets:   # undecided at the coup's end: returned (result 0)
        key = (bet.kind, bet.phase, cfg)
        t = tally.setdefault(key, [0, 0.0, 0.0])
        t[0] += 1; t[1] += float(bet.result); t[2] += float(bet.result) ** 2


def main():
    coups = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rng = random.Random(seed)
    tally = {"void": 0}
    for _ in range(coups):
        coup(rng, tally)
    exact_clean = {("Salto", 1): -F(1, 40), ("C/A/V", 1): -F(11, 360), ("Cartas 1v1", 1): -F(1, 120),
                   ("Cartas 2v2", 1): -F(1, 60), ("VIS", 1): -F(1, 12), ("C/A/V", 2): -F(1, 66),
                   ("Cartas 1v1", 2): -F(1, 110)}
    bad = 0
    print(f"{coups} coups, seed {seed}, void {tally['void']}")
    print(f"{'suerte':<12}{'phase':<10}{'layout':<9}{'bets':>9}{'mean return':>13}{'± 4 sigma':>11}{'exact':>10}")
    for key in sorted(k for k in tally if k != "void"):
        kind, phase, cfg = key
        nb, s, s2 = tally[key]
        mean = s / nb
        sd = sqrt(max(s2 / nb - mean * mean, 0) / nb)
        ex = exact_clean.get((kind, phase)) if cfg == "clean" else None
        flag = ""
        if mean - 4 * sd > 0:
            flag, bad = "  PLAYER EDGE?", bad + 1
        if ex is not None and abs(mean - float(ex)) > 4 * sd:
            flag, bad = flag + "  MISSES EXACT", bad + 1
        exs = f"{float(ex) * 100:8.3f} %" if ex is not None else ""
        print(f"{kind:<12}{['', 'Primeras', 'Segundas'][phase]:<10}{cfg:<9}{nb:>9}{mean * 100:>11.3f} %"
              f"{4 * sd * 100:>9.3f} %{exs:>11}{flag}")
    print("(Segundas exact figures are for clean layouts, E[1/N2] = 1/33)")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()

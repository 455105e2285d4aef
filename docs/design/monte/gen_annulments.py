#!/usr/bin/env python3
"""Writes annulments.yaml's literal part (the text's table and worked examples, quotes cut from
the source so that they are verbatim); then `python3 odds.py --write-annulments` appends the
default table computed by the principle. Run both, in this order.
"""
import sys
import yaml
from pathlib import Path

from gen_rules import cut, R as RULES, verify

HERE = Path(__file__).parent


def q(line, start, end=None):
    return {"quote": cut(line, start, end), "source_line": line}


literal = {
    "note": (
        "The text as printed. Positions: 1 top left, 2 top right (both from the bottom of the deck), 3 bottom "
        "left, 4 bottom right (from the top). Only 1 and 2 can be doubled or tripled. «Annul» = the bet neither "
        "wins nor loses on that card (examples L3543, L3567) and stays on the table. Each entry lists the "
        "(position, relation) pairs the configuration annuls; the text does not say for which bets each applies: "
        "`literal` reads them as annulled in every Cartas bet where the listed card plays against a doubled or "
        "tripled card. odds.py § 3 shows that reading gives players an edge in 510 (layout, bet) cases "
        "(e.g. rule a on the diagonals 5:4, rule c on a column 1:2, rule d leaving a doubled card no live suit)."),
    "cartas": [
        {"config": {"p1": "doubled", "p2": "clean"}, "rule": "monte.cartas.doubled_one",
         "annuls": [[2, "camo"], [3, "camo"]], "mirror": {"p2": "doubled", "annuls": [[1, "camo"], [4, "camo"]]},
         **q(3493, "Una carta doblada anulará", "(verticalmente).")},
        {"config": {"p1": "doubled", "p2": "doubled"}, "rule": "monte.cartas.doubled_two",
         "annuls": [[3, "camo"], [4, "camo"]], "diagonals": "no effect",
         **q(3495, "Dos cartas dobladas anularán", "ningún efecto sobre el juego.")},
        {"config": {"p1": "tripled", "p2": "clean"}, "rule": "monte.cartas.tripled_one",
         "annuls": [[2, "camo"], [2, "viudo"], [3, "camo"], [4, "camo"]],
         "mirror": {"p2": "tripled", "annuls": [[1, "camo"], [1, "viudo"], [3, "camo"], [4, "camo"]]},
         **q(3497, "Una carta triplicada anula", "cuarta carta emplaçada.")},
        {"config": {"p1": "tripled", "p2": "doubled"}, "rule": "monte.cartas.triple_double",
         "annuls": [[2, "camo"], [2, "viudo"], [3, "camo"], [3, "viudo"], [4, "camo"]],
         "mirror": {"p1": "doubled", "p2": "tripled",
                    "annuls": [[1, "camo"], [1, "viudo"], [4, "camo"], [4, "viudo"], [3, "camo"]]},
         **q(3501, "Si se tripliquen la primera y se dobla la segunda", "la *Camo* de la cuarta.")},
        {"config": {"p1": "tripled", "p2": "tripled"}, "rule": "monte.cartas.triple_triple",
         "annuls": [[3, "camo"], [3, "viudo"], [4, "camo"], [4, "viudo"]],
         "language": "Valencian, printed inside the Spanish block; no Spanish sentence exists",
         **q(3503, "Si se tripliquen la primera y la segona", "amb l'*Anti*.")},
    ],
    "salto": [
        {"on": "a doubled card", "rule": "monte.salto.doubled", "annuls": "camo of the three other cards",
         **q(3507, "Una carta doblada anula la *Camo* de las cartas contrarias", "y el *Viudo*.")},
        {"on": "a tripled card", "rule": "monte.salto.tripled", "annuls": "camo and viudo of the three other cards",
         **q(3509, "Una carta triplicada anula la *Camo* y el *Viudo* de las cartas contrarias", "con el *Anti*.")},
        {"on": "a card not doubled, another doubled or tripled", "annuls": "nothing (the text is silent)",
         "note": "3 live against 8 (one doubled elsewhere): wins 3/11 at 3x, a player edge of 1/11 less the "
                 "commission; hence the default reads rules a-b layout-wide."},
    ],
}

examples = {
    "note": (
        "The worked examples refer to drawings missing from the file. Read with the doubled/tripled card(s) at "
        "positions 1 (and 2) and the others placed as below, every example is what the DEFAULT table gives; "
        "they are regression tests once the drawings are recovered (A-MON-10)."),
    "doubled_one": {
        "layout": {"1": "5 (doubled)", "2": "2", "3": "4", "4": "3"},
        "lines": [
            {**q(3543, "Cuando juegue el 2 contra el 5", "con el *Anti* y *Viudo*."), "bet": "cartas 2-1",
             "default": "annul camo of 2"},
            {**q(3544, "Cuando juegue el 3 y el 4", "ganarán las demás."), "bet": "cartas 3-4-1-2 (rows)",
             "default": "annul camo of 3 (the card below 1)",
             "valencian": "L3525 reads «el 3 i l'1»: the 1 is not on the layout; the Spanish «el 3 y el 4» is "
                          "the one the arithmetic fits (A-MON-14)"},
            {**q(3545, "Del mismo modo, la carta 5 no pierde", "y del 4."), "bet": "cartas 1-2 and cartas 1-3",
             "default": "annul camo of 2, of 3"},
            {**q(3546, "Si sale el 5", "pierden todas."), "default": "the doubled card's own live suits always decide"},
        ]},
    "doubled_two": {
        "layout": {"1": "5 (doubled)", "2": "2 (doubled)", "3": "4", "4": "3"},
        "lines": [
            {**q(3551, "Cuando juegue el 5 y el 2", "de ambos."), "bet": "cartas 1-2-3-4 (rows)",
             "default": "annul camo of 3 and of 4"},
            {**q(3552, "Con el 5 y el 2 todo gana y pierde."), "default": "1 and 2's live suits always decide"},
        ]},
    "tripled_one": {
        "layout": {"1": "5 (tripled)", "2": "2", "3": "3", "4": "4"},
        "lines": [
            {**q(3567, "Cuando juegue el 2 contra el 5", "ganan y pierden las cartas."), "bet": "cartas 2-1",
             "default": "annul camo and viudo of 2"},
            {**q(3568, "Las «barrigas» ni ganan ni pierden", "Anti* y *Viudo* del 3 y 4."),
             "bet": "cartas 3-4-1-2 (rows): «barrigas» read as the bottom pair against the top pair (A-MON-10)",
             "default": "annul camo of 3 and of 4"},
        ]},
    "tripled_and_doubled": {
        "layout": {"1": "5 (tripled)", "2": "2 (doubled)", "3": "4", "4": "3"},
        "lines": [
            {**q(3578, "La triple anula la *Camo* y el *Viudo* del 4", "la *Camo* del 3."),
             "bet": "cartas 3-1 and cartas 4-2 (columns)", "default": "annul camo and viudo of 3; camo of 4"},
            {**q(3579, "Cuando juegue el 5 contra el 2", "con el *Anti*."), "bet": "cartas 1-2",
             "default": "annul one of 2's two live suits, camo before viudo: the anti stays (the text assumes the "
                        "doubling card was 2's camo or viudo; if it was its anti, the text would leave 2 no live "
                        "suit and the default annuls its camo only)"},
        ]},
    "two_tripled": {
        "layout": {"1": "5 (tripled)", "2": "2 (tripled)", "3": "4", "4": "3"},
        "lines": [
            {**q(3615, "Las triples anulan a la *Camo*", "sólo ganan con el *Anti*."),
             "bet": "cartas 3-1, 4-2 (columns) and the rows",
             "default": "columns: camo and viudo of 3 (of 4); rows: camo and viudo of both",
             "note": "printed after the unrelated Universitat de València resolution (L3587–3611)"},
            {**q(3616, "Saliendo el 5 o el 2", "ganan y pierden.")},
        ]},
}

principle = {
    "statement": (
        "Annul live cards of the side with more of them until the bet's live winning and losing cards stand at "
        "its fair odds: Cartas 1 : 1; Salto 1 : 3 (every placed card brought down to the live count of the most "
        "reduced one). Relations in the order camo, viudo, anti (the text never annuls an anti), skipping any "
        "already out of play (a doubling or tripling card); a Cartas bet's cards in the order of their relation "
        "to the most reduced card of the other side: horizontal partner, vertical partner, diagonal."),
    "applies": "per bet for Cartas (the minimum annulled); layout-wide for Salto (rules a-b read for every Salto)",
    "camo_anti_viudo": "never annulled: the deduction (11 less one point per card on a doubled card) keeps them fair",
    "vista_hermosa": "never annulled: decided by the first card; 32 less one point per doubled, tripled or burned card",
    "segundas": ("In Segundas the table is applied to the live counts of the row at its «no va más», not to the "
                 "layout's doubling pattern: a card of the row's values drawn in Primeras (an annulled one) is "
                 "out of play like a card lying on it. Key the engine's lookup by live counts."),
    "run_time": ("`annul` = how many; `order` = the candidates; the engine takes the first `annul` of them that "
                 "are still live. Counts depend only on the configuration; which relation is dead depends on "
                 "the doubling card's suit, hence the order list rather than a fixed set."),
}

if __name__ == "__main__":
    # verify every quote here as the catalogue test does
    items = [x for x in literal["cartas"] + literal["salto"] if "quote" in x]
    items += [l for ex in examples.values() if isinstance(ex, dict) for l in ex["lines"]]
    bad = verify([{"id": f"L{x['source_line']}", **x} for x in items])
    head = ("# valencia-2003/monte — annulments by doubled and tripled cards (§13.VI.4 a–d, the Valencian sentence\n"
            "# at L3503, the Salto rules a–b), as data for the catalogue YAML (`play.monte.annulments`).\n"
            "# `literal`: the text as printed (gen_annulments.py; quotes cut from the source and verified).\n"
            "# `default`: the principle's table (odds.py --write-annulments), which reproduces every worked example\n"
            "# (`examples`) and leaves every bet fair before the commission (odds.py § 3).\n")
    body = yaml.safe_dump({"principle": principle, "literal": literal, "examples": examples},
                          allow_unicode=True, sort_keys=False, width=110)
    marker = "# --- generated by odds.py --write-annulments: do not edit below ---\n"
    (HERE / "annulments.yaml").write_text(head + body + marker, encoding="utf-8")
    print(f"annulments.yaml literal part: {len(items)} quotes, {bad} problems")
    sys.exit(1 if bad else 0)

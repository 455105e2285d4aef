#!/usr/bin/env python3
"""Writes rules.yaml: the rules of valencia-2003/monte with VERBATIM quotes.

Each quote is cut out of the source line (from its first words to its last words, both
included), so its typography (*italics*, “…”, «…», the Catalanisms naip/emplaçada, the
Valencian sentence at L3503) is the file's, not retyped. A segment list joined by ` … `
spans lines (L3449 → L3487 across the interleaved Valencian block). Then the quotes are
checked the way tests/catalog.rs `quotes_are_verbatim_in_the_sources` checks them.

Run: python3 gen_rules.py   (writes rules.yaml next to it; exits 1 on any mismatch)
"""
import sys
import yaml
from pathlib import Path

SRC = Path("/work/shared/sources/valencia-2003-catalogo-de-juegos.txt")
LINES = SRC.read_text(encoding="utf-8").split("\n")
HERE = Path(__file__).parent


def cut(line, start, end=None):
    text = LINES[line - 1]
    i = text.find(start)
    if i < 0:
        sys.exit(f"L{line}: «{start}» not found")
    if end is None:
        return text[i:]
    j = text.find(end, i)
    if j < 0:
        sys.exit(f"L{line}: «{end}» not found after «{start}»")
    return text[i:j + len(end)]


# (id, section, line, [(line, start, end), …], en, es, inventory, checks | ("not", reason, detail), note)
R = []


def rule(id, section, segs, en, es, inventory, checks, note=None):
    line = segs[0][0]
    quote = " … ".join(cut(*s) for s in segs)
    r = {"id": id, "title": {"en": en, "es": es}, "article": "13", "section": section,
         "quote": quote, "source_line": line}
    if inventory:
        r["inventory"] = inventory
    if isinstance(checks, tuple):
        r["not_checkable"] = {"reason": checks[1], "detail": checks[2]}
    else:
        r["checks"] = checks
    if note:
        r["note"] = note
    R.append(r)


rule("monte.banked", "I", [(3281, "en el que los participantes", "combinaciones ganadoras.")],
     "A banked card game with several winning combinations",
     "Juego de contrapartida con varias combinaciones ganadoras", ["va.monte.banked"],
     ("not", "descriptive", "The game's nature; the settlement rules check what it implies."))
rule("monte.decks", "II.1", [(3287, "Al Monte se juega con dos barajas", "de 40 cartas cada una")],
     "Two Spanish decks of 40 cards, one red and one blue",
     "Dos barajas españolas de 40 cartas, una roja y otra azul", ["va.monte.decks"], ["MO001"],
     "A-MON-1: one 40-card deck per coup (`decks.per_coup: 1`); the void rule needs it. The deck's colour is "
     "recorded (`shoe colour=roja|azul`), not enforced (`decks.alternate: false`).")
rule("monte.deck.cards", "II.1",
     [(3287, "con cuatro \"palos\"", "Sota, Caballo y Rey.")],
     "Four suits of ten cards: 1 to 7, sota, caballo and rey",
     "Cuatro palos de diez cartas: 1 a 7, sota, caballo y rey", ["va.monte.decks"], ["MO001"],
     "Written `1`–`7`, `S`, `C`, `R` and `o`, `c`, `e`, `b` (spec § 1); a French card at a monte table is M001 "
     "with the Spanish card meant.")
rule("monte.sabot", "II.2", [(3291, "De los regulados en el Black-Jack.")],
     "A sabot as Black Jack's article requires", "Un sabot de los regulados en el Black Jack", ["va.monte.sabot"],
     ("not", "equipment", "The log records the cards, not the device."))
rule("monte.table", "II.3", [(3295, "De medidas mínimas similares")],
     "A table at least the size of a punto y banca table",
     "Mesa de medidas mínimas como la de punto y banca", ["va.monte.table"],
     ("not", "equipment", "The log does not describe the table."))
rule("monte.staff.inspector", "III.1", [(3301, "Es el responsable máximo del juego.")],
     "An inspector, the game's highest authority", "Un inspector, responsable máximo del juego",
     ["va.monte.staff"], ("not", "staff", "The log names no staff."))
rule("monte.staff.tirador", "III.2", [(3305, "Es el que dirige la partida", "ayudante mezclado.")],
     "The crupier tirador runs the game and deals", "El crupier tirador dirige la partida y distribuye las cartas",
     ["va.monte.staff"], ("not", "staff", "The log names no staff."),
     "«ayudante mezclado» is the source's typo for «mezclador» (inventory § 9.2), quoted as printed.")
rule("monte.staff.pagador", "III.3", [(3309, "Es el que retira las apuestas perdedoras", "resulten ganadoras.")],
     "The crupier pagador collects and pays", "El crupier pagador retira las perdedoras y paga las ganadoras",
     ["va.monte.staff"], ("not", "staff", "The log names no staff."))
rule("monte.staff.mezclador", "III.4", [(3313, "Es el que baraja o mezcla")],
     "An ayudante mezclador shuffles", "Un ayudante mezclador baraja los mazos", ["va.monte.staff"],
     ("not", "staff", "The log names no staff."))
rule("monte.players", "IV", [(3317, "Podrán participar en el juego")],
     "Seated and standing players may bet", "Pueden jugar los jugadores sentados y los de pie",
     ["va.monte.players"], ("not", "descriptive", "A permission: any seat identifier is accepted."))
rule("monte.bank", "V", [(3321, "El establecimiento se constituye en banca")],
     "The house is the bank: it collects and pays every bet",
     "El establecimiento es la banca: cobra y paga las apuestas", ["va.monte.bank"], ["MO016"])
rule("monte.commission", "V", [(3323, "el primer naip descubierto", "excepto en la *Vista Hermosa*.")],
     "10 % off every winning bet when the first card drawn hits a placed card, Vista Hermosa excepted",
     "Se deduce un 10 % a las apuestas ganadoras si el primer naipe descubierto corresponde a una emplazada, salvo la Vista Hermosa",
     ["va.monte.commission.first_card"], ["MO014"],
     "A-MON-5: 10 % of the winnings (`commission.of: winnings`), taken from the bets that the first card drawn "
     "after their own window's «no va más» decides (`commission.scope: decided-by-first-card`), in Primeras and in "
     "Segundas; rounded down to the cent. «naip» and «emplaçadas» are the source's Catalanisms, quoted as printed.")
rule("monte.suit_order", "VI.1.a", [(3331, "siguiendo un orden circular", "espadas y bastos.")],
     "The suits in a circle: oros, copas, espadas, bastos",
     "Orden circular de los palos: oros, copas, espadas y bastos", ["va.monte.suit_order"], ["MO012"],
     "Stated in the Vista Hermosa's definition; Camo, Anti and Viudo use the same circle (A-MON, spec § 4).")
rule("monte.vis.def", "VI.1.a", [(3331, "Consiste en apostar a que la primera carta", "sobre la que se apuesta")],
     "Vista Hermosa: the first card drawn is the same value, next suit, of the card bet on",
     "Vista Hermosa: la primera carta que se descubre es del mismo valor y del palo siguiente",
     ["va.monte.vis.def"], ["MO012", "MO008"],
     "A-MON-11/12: bet on a placed card (`vis N`); decided by the first card drawn after Primeras' «no va más»; "
     "not offered in Segundas (`vis.phases: [primeras]`).")
rule("monte.vis.pay", "VI.1.a", [(3333, "Se paga 32 veces la postura", "por cada una de ellas.")],
     "Vista Hermosa pays 32 times, one point less per doubled or burned card",
     "La Vista Hermosa se paga 32 veces, un punto menos por carta doblada o quemada", ["va.monte.vis.pay"], ["MO013"])
rule("monte.camo.def", "VI.1.a", [(3337, "Camo. Se juega a la carta", "denominada C.")],
     "Camo: the same value in the next suit", "Camo: la carta del mismo valor y del palo posterior",
     ["va.monte.camo.def"], ["MO012"])
rule("monte.anti.def", "VI.1.a", [(3395, "Anti. Es la apuesta", "denominada A.")],
     "Anti: the same value in the previous suit", "Anti: la carta del mismo valor y del palo anterior",
     ["va.monte.anti.def"], ["MO012"])
rule("monte.viudo.def", "VI.1.a", [(3397, "Viudo. La apuesta se efectúa", "denominada V.")],
     "Viudo: the same value in the opposite suit", "Viudo: la carta del mismo valor y de ninguno de los palos inmediatos",
     ["va.monte.viudo.def"], ["MO012"])
rule("monte.cav.pay.primeras", "VI.1.a", [(3399, "El *Camo*, *Anti* y *Viudo* se paga 11 veces", "si las hubiere.")],
     "Camo, Anti and Viudo pay 11 times in Primeras, one point less per doubled card",
     "Camo, Anti y Viudo se pagan 11 veces en Primeras, un punto menos por carta doblada",
     ["va.monte.cav.pay.primeras"], ["MO013"],
     "A-MON-6: a tripled card counts two (`cav.deduction.tripled: 2`); burned cards do not count.")
rule("monte.cav.pay.segundas", "VI.1.a", [(3401, "En la fase del juego de Segundas, se paga 5 veces la apuesta.")],
     "Camo, Anti and Viudo pay 5 times in Segundas", "Camo, Anti y Viudo se pagan 5 veces en Segundas",
     ["va.monte.cav.pay.segundas"], ["MO013"],
     "`cav.segundas_deduction: per-missing-live-card` (not in the text): 5 less one point per live card the row "
     "lacks of its six at Segundas' «no va más» (cards on its cards, or of its values drawn in Primeras as "
     "annulled cards), or the bet would pay more than its odds (spec § 4, odds.py § 5).")
rule("monte.salto.def", "VI.1.a", [(3403, "Se apuesta a una carta del mismo valor", "denominada S.")],
     "Salto: a card of the placed card's value, any suit", "Salto: una carta del mismo valor que la emplazada, de cualquier palo",
     ["va.monte.salto.def"], ["MO012"])
rule("monte.salto.primeras_only", "VI.1.a", [(3405, "Solamente se puede apostar a esta combinación")],
     "Salto is bet in Primeras only", "El Salto sólo se apuesta en Primeras", ["va.monte.salto.primeras_only"], ["MO007"])
rule("monte.salto.pay", "VI.1.a", [(3407, "Se paga tres veces la apuesta.")],
     "Salto pays 3 times", "El Salto se paga tres veces", ["va.monte.salto.pay"], ["MO013"])
rule("monte.cartas.def", "VI.1.b", [(3411, "Las apuestas sobre Cartas", "de las emplazadas Cartas.")],
     "Cartas: one placed card against another in a row or column, or two against the other two",
     "Cartas: una emplazada contra otra en horizontal o vertical, o dos contra las otras dos",
     ["va.monte.cartas.def"], ["MO011"],
     "A-MON-9: one against one in a row or a column; two against two by rows, columns or diagonals "
     "(rule b's «juego de las diagonales»); one against one on a diagonal is not a bet (`cartas.diagonal_one: false`).")
rule("monte.cartas.pay", "VI.1.b", [(3411, "Se gana cuando se descubre una carta", "(1 por 1).")],
     "Cartas wins when a card of its placed card's value comes first; pays 1 to 1",
     "Cartas gana cuando sale una carta del valor de una de las suyas; se paga 1 por 1",
     ["va.monte.cartas.pay"], ["MO012", "MO013"])
rule("monte.limits.min", "VI.2", [(3415, "El mínimo de las apuestas en el juego del monte")],
     "The minimum is set by the Comisión Técnica del Juego", "El mínimo lo fija la Comisión Técnica del Juego",
     ["va.monte.limits.min"], ["MO010"])
rule("monte.limits.cartas", "VI.2.a", [(3419, "En las suertes sencillas (Cartas) el máximo será de 300 veces")],
     "Cartas: at most 300 minimums", "Cartas: como máximo 300 veces el mínimo", ["va.monte.limits.cartas"], ["MO009"])
rule("monte.limits.vis", "VI.2.b", [(3423, "En la *Vista Hermosa*, 10 veces")],
     "Vista Hermosa: at most 10 minimums", "Vista Hermosa: como máximo 10 veces el mínimo", ["va.monte.limits.vis"], ["MO009"])
rule("monte.limits.cav", "VI.2.b", [(3425, "En el *Camo*, *Anti* y *Viudo*, 30 veces")],
     "Camo, Anti, Viudo: at most 30 minimums in Primeras, 60 in Segundas",
     "Camo, Anti y Viudo: como máximo 30 veces el mínimo en Primeras y 60 en Segundas", ["va.monte.limits.cav"], ["MO009"])
rule("monte.limits.salto", "VI.2.b", [(3427, "En el *Salto*, 100 veces la apuesta mínima.")],
     "Salto: at most 100 minimums", "Salto: como máximo 100 veces la apuesta mínima", ["va.monte.limits.salto"], ["MO009"])
rule("monte.phases", "VI.3", [(3431, "El juego tiene dos fases", "Primeras y de Segundas")],
     "Two phases, Primeras and Segundas", "Dos fases: Primeras y Segundas", ["va.monte.phases"], ["MO006"])
rule("monte.prep", "VI.3", [(3433, "Corta el mazo", "comienza la partida.")],
     "The deck is cut and put in the sabot at the start of the coup",
     "El mazo se corta y se introduce en el sabot al comenzar la partida", ["va.monte.prep"], ["MO001"],
     "A card before the coup's `shoe` line is MO001; the cut itself is not logged.")
rule("monte.layout.p1p2", "VI.3", [(3433, "Extrae una carta anunciando", "casilla superior derecha.")],
     "First card top left, second card top right", "Primera carta arriba a la izquierda, segunda arriba a la derecha",
     ["va.monte.layout.p1p2"], ["MO002"])
rule("monte.layout.p3p4", "VI.3", [(3433, "A continuación descubrirá dos cartas más", "casilla inferior derecha.")],
     "Third card bottom left, fourth bottom right", "Tercera carta abajo a la izquierda, cuarta abajo a la derecha",
     ["va.monte.layout.p3p4"], ["MO002"])
rule("monte.bets.window", "VI.3", [(3435, "En ese momento comienzan las apuestas", "fase del juego de Primeras.")],
     "Bets only after the layout, from «hagan juego» to «no va más»",
     "Apuestas sólo con las cuatro cartas emplazadas, de «hagan juego» a «no va más»", ["va.monte.bets.window"], ["MO006"])
rule("monte.primeras.resolve", "VI.3", [(3437, "Cuando salga alguna carta ganadora", "pagando las ganadoras.")],
     "At the winning card the losing card is turned face down, losers collected, winners paid",
     "Al salir la carta ganadora, la perdedora se coloca boca abajo; se retiran las perdedoras y se pagan las ganadoras",
     ["va.monte.primeras.resolve"], ["MO015", "MO012", "MO017"],
     "A-MON-7: the winning card is the first card of a placed value live for its row's one-against-one; the "
     "losing card is its horizontal partner.")
rule("monte.segundas.start", "VI.3", [(3439, "la fase del juego de Primeras habrá finalizado", "sigan emplazadas.")],
     "Segundas is played with the horizontal cards still placed",
     "Segundas se juega con las cartas horizontales que siguen emplazadas", ["va.monte.segundas.start"], ["MO015", "MO011"],
     "A-MON-11: the row Primeras did not decide.")
rule("monte.segundas.window", "VI.3", [(3441, "Se anunciará de nuevo", "para el juego de Segundas.")],
     "Segundas has its own «hagan juego» and «no va más»", "Segundas tiene su «hagan juego» y su «no va más»",
     ["va.monte.segundas.window"], ["MO006"])
rule("monte.burn.first_two", "VI.4", [(3447, "Si al descubrir las dos primeras cartas fueran del mismo valor se quemarán.")],
     "First two cards of one value are burned", "Las dos primeras cartas del mismo valor se queman",
     ["va.monte.burn.first_two"], ["MO003"],
     "A-MON-3: redrawn from the bottom; each burned card one point off VIS; a layout card of a burned value "
     "is burned too; P3 and P4 of one value are both burned and redrawn from the top (`layout.*`).")
rule("monte.double", "VI.4", [(3449, "Si al descubrir la tercera y cuarta carta", "colocándose encima")],
     "A third or fourth card of the first's or second's value is doubled, placed on it",
     "La tercera o cuarta carta del valor de la primera o segunda se considera doblada y se coloca encima",
     ["va.monte.double"], ["MO004"])
rule("monte.double.repeat", "VI.4",
     [(3449, "procediendo a descubrir un nuevo naipe", "nuevamente del"),
      (3487, "mismo valor se considerará doblada o triplicada", "según proceda.")],
     "A new card is drawn; of the same value again, it is doubled or tripled",
     "Se descubre un nuevo naipe; si es de nuevo del mismo valor, se considera doblada o triplicada",
     ["va.monte.double.repeat"], ["MO004"],
     "The sentence is split by the interleaved Valencian block (L3450–3486); quoted in two segments.")
rule("monte.void.four_of_value", "VI.4", [(3487, "si antes de completar la extracción", "se anulará la jugada.")],
     "All four of the first's or second's value out before the layout is complete: the coup is void",
     "Si salen las cuatro de una de las dos primeras antes de completar las cuatro cartas, se anula la jugada",
     ["va.monte.void.four_of_value"], ["MO005"],
     "«se descubrirán» is the source's slip for «descubrieran» (§ 9.2), quoted as printed.")
rule("monte.vis.deductions", "VI.4", [(3489, "Todas las cartas dobladas, triplicadas o quemadas", "apuesta *VIS*.")],
     "Every doubled, tripled or burned card takes one point off VIS",
     "Cada carta doblada, triplicada o quemada resta un punto a la VIS", ["va.monte.vis.deduction_scope"], ["MO013"])
rule("monte.cartas.doubled_one", "VI.4.a", [(3493, "Una carta doblada anulará", "con el *Anti* y el *Viudo*.")],
     "One doubled card annuls the Camo of the card opposite and of the card below",
     "Una carta doblada anula la Camo de la de enfrente y la de abajo", ["va.monte.cartas.doubled_one"], ["MO012"],
     "Table: annulments.yaml (literal and default).")
rule("monte.cartas.doubled_two", "VI.4.b", [(3495, "Dos cartas dobladas anularán", "ningún efecto sobre el juego.")],
     "Two doubled cards annul the Camos of the third and fourth; no effect on the diagonals",
     "Dos cartas dobladas anulan las Camos de la tercera y la cuarta; sin efecto en las diagonales",
     ["va.monte.cartas.doubled_two"], ["MO012"])
rule("monte.cartas.tripled_one", "VI.4.c", [(3497, "Una carta triplicada anula", "cuarta carta emplaçada.")],
     "One tripled card annuls the Camo and Viudo of the card opposite and the Camos of the third and fourth",
     "Una carta triplicada anula la Camo y el Viudo de la de enfrente y las Camos de la tercera y cuarta",
     ["va.monte.cartas.tripled_one"], ["MO012"],
     "A-MON-8: read as the rows' two-against-two; a column one-against-one needs Camo and Viudo (default).")
rule("monte.cartas.triple_double", "VI.4.d", [(3501, "Si se tripliquen la primera y se dobla la segunda", "la *Camo* de la cuarta.")],
     "First tripled, second doubled: Camo and Viudo of the second and third, Camo of the fourth",
     "Primera triplicada y segunda doblada: Camo y Viudo de la segunda y la tercera, Camo de la cuarta",
     ["va.monte.cartas.triple_double"], ["MO012"])
rule("monte.cartas.triple_triple", "VI.4.d", [(3503, "Si se tripliquen la primera y la segona", "amb l'*Anti*.")],
     "First and second tripled: Camo and Viudo of the third and fourth; only the Anti wins",
     "Primera y segunda triplicadas: Camo y Viudo de la tercera y la cuarta; sólo gana el Anti",
     ["va.monte.cartas.triple_triple"], ["MO012"],
     "Printed only in Valencian inside the Spanish block (no Spanish sentence exists); quoted as printed.")
rule("monte.salto.doubled", "VI.4 Salto a", [(3507, "Una carta doblada anula la *Camo* de las cartas contrarias", "y el *Viudo*.")],
     "Salto: a doubled card annuls the Camo of the opposing cards", "Salto: una carta doblada anula la Camo de las contrarias",
     ["va.monte.salto.doubled"], ["MO012"],
     "Default: read layout-wide for every Salto (annulments.yaml).")
rule("monte.salto.tripled", "VI.4 Salto b", [(3509, "Una carta triplicada anula la *Camo* y el *Viudo* de las cartas contrarias", "con el *Anti*.")],
     "Salto: a tripled card annuls the Camo and Viudo of the opposing cards",
     "Salto: una carta triplicada anula la Camo y el Viudo de las contrarias", ["va.monte.salto.tripled"], ["MO012"])
rule("monte.cloth", "VI.4", [(3511, "Figura número doce.")],
     "The cloth's layout (figure 12, not in the file)", "Distribución de la mesa (figura doce, ausente)", [],
     ("not", "equipment", "The figure is missing from the bulletin's text; the log does not describe the cloth."))
rule("monte.double.from_top", "VI.4", [(3516, "Las cartas para ser dobladas", "tercera o cuarta.")],
     "Doubling only with the cards drawn from the top, the third or fourth",
     "Sólo se dobla con las cartas sacadas por arriba, la tercera o la cuarta", ["va.monte.draw_positions"], ["MO004", "MO002"],
     "«tendrá que ser» (for «tendrán») is the source's, quoted as printed.")
rule("monte.burn.bottom", "VI.4", [(3518, "Las cartas de Primeras pueden ser dobladas", "se quemarán (anularán).")],
     "The first two come from the bottom; equal, they are burned",
     "Las dos primeras se sacan por abajo; iguales, se queman", ["va.monte.draw_positions"], ["MO003", "MO002"])
rule("monte.burn.vis", "VI.4", [(3518, "Cada carta quemada restará un punto", "*Vista Hermosa*.")],
     "Each burned card takes one point off Vista Hermosa", "Cada carta quemada resta un punto a la Vista Hermosa",
     ["va.monte.vis.deduction_scope"], ["MO013"])
rule("monte.triple.from_top", "VI.4", [(3556, "Las cartas para ser triplicadas", "tercera o cuarta.")],
     "Tripling only from the top, with the third or fourth card",
     "Sólo se triplica por arriba, con la tercera o la cuarta", ["va.monte.triple.from_top"], ["MO004"])


def verify(rules):
    bad = 0
    for r in rules:
        at = r["source_line"]
        segs = r["quote"].split(" … ")
        line = LINES[at - 1]
        col = line.find(segs[0])
        if col < 0:
            print("NOT ON LINE", r["id"], at); bad += 1; continue
        l, frm = at - 1, col + len(segs[0])
        for seg in segs[1:]:
            found = None
            for k in range(l, min(len(LINES), l + 40)):
                start = frm if k == l else 0
                i = LINES[k].find(seg, start)
                if i >= 0:
                    found = (k, i + len(seg)); break
            if not found:
                print("SEGMENT NOT FOLLOWING", r["id"], seg); bad += 1; break
            l, frm = found
        words = len([w for w in r["quote"].split() if w != "…"])
        if words > 42:
            print("TOO LONG", r["id"], words); bad += 1
    return bad


if __name__ == "__main__":
    bad = verify(R)
    head = ("# valencia-2003/monte — the article's rules, for catalog/valencia-2003/monte.yaml's `rules:`.\n"
            "# Generated by gen_rules.py: every quote cut from its line of\n"
            "# /work/shared/sources/valencia-2003-catalogo-de-juegos.txt (typography as printed) and checked as\n"
            "# tests/catalog.rs checks quotes (verbatim at source_line; segments joined by ` … ` follow within 40\n"
            "# lines; at most 42 words). Titles are veedor's; checks are spec.md § 3's codes.\n")
    (HERE / "rules.yaml").write_text(head + yaml.safe_dump({"rules": R}, allow_unicode=True, sort_keys=False, width=110),
                                     encoding="utf-8")
    ids = [r["id"] for r in R]
    assert len(ids) == len(set(ids)), "duplicate ids"
    codes = sorted({c for r in R for c in r.get("checks", [])})
    print(f"{len(R)} rules, {bad} quote problems; codes cited: {' '.join(codes)}")
    sys.exit(1 if bad else 0)

## Hallazgos del Black Jack (src/engine/black_jack/). Las manos son `m3`, `m3-1`, `crupier`; las
## apuestas `mano 3`, `seguro 3`, `menor 3`.

## El artículo y la cabecera (mod.rs)

bj-compile-decks = un distribuidor tiene de 1 a 64 barajas
bj-compile-boxes = `allowed` debe indicar de 1 a 9 casillas e incluir `default`
bj-compile-max-bets = `max_bets` debe ser al menos 1 e ir con su `max_bets_rule`
bj-compile-stands-on = el crupier se planta con un total de 2 a 21
bj-compile-double-totals = los totales para doblar deben estar entre 2 y 20
bj-compile-max-pairs = `max_pairs` debe ser al menos 1, o null si no hay límite
bj-compile-burn = se apartan como máximo 52 cartas
bj-compile-shoe-burn = el Black Jack aparta un número fijo: úsese `burn`, no `shoe.burn`
bj-compile-fraction = la fracción debe ser mayor que 0 y como máximo 1
bj-compile-side-total = el total de la apuesta adicional debe estar entre 3 y 19
bj-boxes-not-allowed = `boxes={ $boxes }` no es un número de casillas que este artículo permita
bj-boxes-allowed = uno de { $allowed }
bj-boxes-up-to = de 1 a { $max } casillas

## Apuestas y límites (settle.rs)

bj-not-a-bet-of-this-game = no es una apuesta de este juego
# $suggestion: log-did-you-mean, o nada.
bj-not-a-bet = `{ $bet }` no es una apuesta de este juego{ $suggestion }
bj-one-of = alguno de estos valores: { $names }
bj-no-box = sin casilla
bj-bet-needs-box = `{ $bet }` no indica su casilla
bj-no-split-bet = no es una apuesta del momento de apostar
bj-bet-on-split-hand = la apuesta nombra la mano separada `{ $bx }-{ $sub }`; se apuesta a la casilla (`mano { $bx }`)
bj-no-such-box = casilla inexistente
bj-box-not-on-table = la casilla { $bx } no está en esta mesa, que tiene { $boxes } casillas
bj-boxes-from-1 = una casilla de 1 a { $boxes }
bj-late-stake = apuesta tardía
# $what: `card` (se dio la primera carta de la jugada) o `nomore`.
bj-bet-after-cards = se apuesta después de { $what ->
    [card] dar la primera carta
   *[nomore] «no va más»
}
bj-betting-closed-here = aquí se cerraron las apuestas
bj-bets-before-cards = apuestas antes de distribuir las cartas
bj-below-minimum = `{ $bet }` lleva { $amount }, por debajo del mínimo de la mesa, { $min }
bj-at-least = al menos { $min }
bj-above-max = por encima del máximo
bj-above-maximum = `{ $bet }` lleva { $amount }, por encima del máximo de la mesa, { $max }
bj-at-most = como máximo { $max }
bj-one-bet-too-many = una apuesta de más
bj-too-many-bets = la casilla { $bx } lleva { $count } apuestas; el artículo permite { $max }
bj-first-bet-on-box = primera apuesta de la casilla
bj-at-most-bets = como máximo { $max } apuestas por casilla
bj-bets-count = { $count } apuestas
bj-over-half = por encima del máximo
bj-progressive-over = una apuesta al progresivo de { $amount } supera { $max }, la mitad del mínimo de la mesa, { $min }

## El reparto y los jugadores (round.rs)

bj-face-down = boca abajo
bj-card-face-down = { $card } se reparte boca abajo
bj-face-up-expected = todas las cartas boca arriba
# $suggestion: log-did-you-mean, o nada.
bj-not-a-hand-of-the-round = `{ $hand }` no es una mano de esta jugada{ $suggestion }
bj-out-of-order = fuera de orden
# $what: card (se da una carta) o decision (una decisión de un jugador).
bj-card-out-of-order = { $what ->
    [decision] `{ $hand }` actúa
   *[card] una carta va { $hand ->
        [crupier] al crupier
       *[other] a `{ $hand }`
    }
} cuando es el turno de `{ $want }` (las cartas de la jugada ya no se juzgan)
bj-dealer-drew-early = el crupier se da carta antes de que acaben los jugadores
# $what: card (la mano del jugador recibe carta tras la del crupier) o decision.
bj-dealer-before-players = el crupier recibe una carta antes de que `{ $hand }` haya jugado: { $what ->
    [decision] `{ $hand }` aún decide
   *[card] `{ $hand }` aún recibe carta
} después (las cartas de la jugada ya no se juzgan)
bj-still-draws = esta mano aún recibe carta aquí
bj-still-decides = esta mano aún decide aquí
bj-limits-unknown-key-expected = `min=` o `max=`
bj-limits-changed = los límites de la mesa se variaron durante la sesión, lo que prohíben las normas de la ruleta sobre su modificación, aplicables a este juego
bj-limits-changed-expected = mínimo { $min } y máximo { $multiple } veces el mínimo durante toda la sesión
bj-limits-changed-found = mínimo { $min }, máximo { $multiple } veces el mínimo
bj-acts = `{ $hand }` actúa
bj-card-to = una carta { $hand ->
    [crupier] al crupier
   *[other] a `{ $hand }`
}
bj-decision-before-card = `{ $hand }` decide antes de recibir su segunda carta (las cartas de la jugada ya no se juzgan)
bj-a-decision = una decisión
bj-hand-already-passed = el juego ya había pasado esta mano
bj-hand-out-of-turn = `{ $hand }` actúa cuando el juego ya había pasado a `{ $now }`
bj-turn-of = el turno de `{ $hand }`
bj-play-moves-on = el juego sigue
bj-bust-not-collected = `{ $hand }` se pasó de 21, pero la apuesta `{ $bet }` de { $seat } no se recogió antes de seguir el juego
bj-collect-before-next = `collect { $seat } { $bet } { $amount }` antes de la mano siguiente
bj-play-went-on = el juego siguió
bj-busts-here = se pasa de 21 aquí
bj-not-asked = no pedida
bj-card-not-asked = `{ $hand }` recibe { $card } sin pedir carta
bj-hit-before-card = `hit { $hand }` antes de su carta
bj-card-without-hit = una carta sin `hit`
bj-hand-over = la mano ya terminó
# $what: la carta, o `hit`; $why: split-ace, doubled, bust o stood.
bj-card-to-finished-hand = `{ $hand }` { $what ->
    [hit] pide carta
   *[other] recibe { $what }
} cuando ya había terminado ({ $why ->
    [split-ace] un as separado recibe una sola carta
    [doubled] un doble recibe una sola carta
    [bust] se pasó de 21
   *[stood] se plantó
})
bj-nothing-more-for = nada más para `{ $hand }`
bj-no-card-at-21 = ninguna carta con 21 o más
# $asked: yes (se anotó `hit`) o no (se le dio la carta).
bj-hit-on-21 = `{ $hand }` { $asked ->
    [no] recibe carta
   *[yes] pide carta
} con { $total }
bj-stands-at = se planta con { $total }
bj-another-card = otra carta
bj-no-double-here = no se puede doblar aquí
# $why: cards (no tiene exactamente dos cartas), split-aces, after-split, total.
bj-double-not-allowed = `{ $hand }` dobla { $why ->
    [cards] sin tener exactamente sus dos primeras cartas
    [split-aces] con un as separado, que recibe una sola carta
    [after-split] tras separar, lo que el artículo no permite
   *[total] con un total que el artículo no permite
}
bj-double-allowed = dos cartas que suman { $totals }{ $has_aces ->
    [yes] , o un as (que vale uno) con { $aces }
   *[no] {""}
}
bj-hand-cards = `{ $cards }`
bj-not-the-stake = no es la apuesta
bj-stake-placed = apuesta hecha aquí
bj-double-amount = { $seat } dobla con { $amount } sobre una apuesta de { $stake }
bj-no-stake-here = sin apuesta aquí
bj-seat-has-no-stake = { $seat } no tiene apuesta en `{ $hand }`
bj-a-bettor-of = un apostante de `{ $hand }`
bj-no-split-here = no se puede separar aquí
# $why: cards, values (no del mismo valor), limit ($max pares).
bj-split-not-allowed = `{ $hand }` separa { $why ->
    [cards] sin tener exactamente dos cartas
    [values] dos cartas de distinto valor
   *[limit] más allá del límite del artículo de { $max } pares
}
bj-split-allowed = dos primeras cartas del mismo valor, dentro del límite del artículo
bj-split-amount = { $seat } separa con { $amount } sobre una apuesta de { $stake }
bj-no-insurance-here = no hay seguro aquí
# $why: bet (el puesto no apostó en esa mano), no-ace, closed, twice.
bj-insurance-not-allowed = un seguro { $why ->
    [bet] sobre una apuesta que el puesto no hizo
    [no-ace] cuando la primera carta del crupier no es un as
    [closed] después de dar la primera carta tras el reparto
    [even-money] sobre un Black-Jack que ya cobró a la par (una cosa o la otra)
   *[twice] por segunda vez sobre la misma apuesta
}
bj-insurance-when = un seguro ante el as del crupier, antes de la primera carta tras el reparto
bj-insurance-closed-here = aquí se cerró el seguro
bj-insurance-over = un seguro de { $amount } supera { $max }, la mitad de la apuesta primitiva de { $stake }
bj-no-even-money-here = no hay pago a la par aquí
# $why: bet, no-ace, late (tras la segunda carta del crupier), no-blackjack.
bj-even-money-not-allowed = pago a la par { $why ->
    [bet] sobre una apuesta que el puesto no hizo
    [no-ace] cuando la primera carta del crupier no es un as
    [late] después de la segunda carta del crupier
    [insured] sobre un Black-Jack ya asegurado (una cosa o la otra)
   *[no-blackjack] para una mano que no es Black-Jack
}
bj-even-money-when = un Black-Jack ante el as del crupier, antes de su segunda carta

## El crupier (round.rs)

bj-dealer-card = carta del crupier
# $soft: soft o hard.
bj-dealer-drew-on = el crupier toma { $card } con { $soft ->
    [soft] un { $total } blando
   *[hard] { $total }
}
bj-dealer-stands-on = el crupier se planta con { $total }
bj-dealer-drew = el crupier pidió
bj-dealer-stops-here = el crupier se detiene aquí
# $soft17: yes cuando el crupier se detiene con un 17 blando que el artículo le hace pedir.
bj-dealer-stood-below = { $soft17 ->
    [yes] el crupier se detiene con un { $total } blando, con el que este artículo pide
   *[no] el crupier se detiene con { $total }, por debajo de { $stands }
}
bj-dealer-draws-to = el crupier pide hasta { $stands } o más
bj-dealer-stops-at = el crupier se detiene con { $total }
bj-settled-at-that-total = liquidado con ese total
bj-dealer-still-draws = el crupier todavía pide
bj-settled-too-early = liquidado demasiado pronto
bj-settled-before-dealer = se liquida una mano antes de terminar la del crupier
bj-settle-after-dealer = liquidaciones tras la última carta del crupier
bj-settled-before-dealer-found = una liquidación anterior
bj-side-settled-before-cards = una apuesta adicional de la casilla { $bx } se liquida antes de su segunda carta
bj-box-second-card = la segunda carta de la casilla

## Liquidaciones (settle.rs)

bj-no-such-stake = apuesta inexistente
bj-settles-no-stake = { $seat } no tiene apuesta `{ $bet }` en esta jugada
bj-a-stake-of-the-round = una apuesta de la jugada
bj-settled-again-here = liquidada otra vez
bj-first-settlement = primera liquidación
bj-settled-twice = la apuesta `{ $bet }` de { $seat } se liquida dos veces
bj-settled-once = una liquidación
bj-settled-again = una segunda liquidación
bj-wrong-amount = { $action ->
    [pay] el pago de { $amount }
    [collect] el cobro de { $amount }
    [return] la devolución de { $amount }
    [release] la liberación de { $amount }
   *[other] una línea `{ $action }` de { $amount }
} en `{ $bet }`; las cartas dan { $want }
bj-wrong-way-here = al revés
bj-wrong-way = `{ $bet }` se { $action ->
    [pay] paga
    [collect] cobra
    [return] devuelve
   *[other] liquida (`{ $action }`)
}, pero según las cartas procede { $want ->
    [pay] pagarla
    [collect] cobrarla
    [return] devolverla
   *[other] `{ $want }`
}
# $kind: mano, seguro, menor, mayor.
bj-settled-before-outcome = `{ $bet }` se liquida antes de conocerse su resultado
bj-outcome-first = { $kind ->
    [seguro] la segunda carta del crupier
    [menor] la segunda carta de la casilla
    [mayor] la segunda carta de la casilla
   *[other] el resultado de la mano
} antes de liquidar
bj-settled-late = liquidada tras una mano a su izquierda
bj-right-to-left = `{ $hand }` se liquida después de una mano a su izquierda, contra el orden de derecha a izquierda
bj-settled-before-it = liquidada antes
bj-right-to-left-expected = de la derecha del crupier a su izquierda
bj-left-before-right = primero una mano de la izquierda
bj-never-collected = la apuesta perdedora `{ $bet }` de { $seat } nunca se recoge
bj-never-paid = la apuesta `{ $bet }` de { $seat } nunca se paga ni se devuelve
bj-no-settlement = ninguna liquidación

## veedor odds y el estudio (family.rs, study.rs)

# $soft: stands o hits (con un 17 blando).
bj-odds-title = { $catalog }: la mano final del crupier según su carta descubierta, { $decks } barajas ({ $cards } cartas), sin carta tapada, el crupier { $soft ->
    [hits] pide con
   *[stands] se planta con
} un 17 blando
bj-odds-upcard = carta
bj-odds-ten = 10-K
bj-odds-bust = se pasa
bj-odds-note = Probabilidades exactas de un distribuidor completo menos la carta descubierta; BJ es 21 con las dos primeras cartas del crupier.
bj-odds-error = { $id }: un distribuidor de { $decks } barajas no se calcula exactamente (de 1 a { $max } barajas): { $error }
bj-study-no-edge = la ventaja del establecimiento con la estrategia básica y las reglas del artículo no es una cifra finita
bj-study-outcome-blackjack = Black-Jack
bj-study-outcome-bust = se pasa
bj-study-no-odds = las probabilidades del crupier se calculan exactamente para un distribuidor de 1 a { $max } barajas, no de { $decks }

## Repeats and cards left out (round.rs)

bj-same-again = lo mismo otra vez
bj-card-left-out = { $card } no forma parte de la mano: queda fuera de ella
bj-card-to-late-box = una carta a la casilla de la apuesta tardía
bj-dealer-decides-not = el crupier no decide
bj-dealer-no-decision = se anota una decisión de `crupier`, pero el crupier no decide: pide o se planta según la regla
bj-a-player-hand = una mano de jugador
bj-settles-refused = se liquida de todos modos
# BJ039. $decision: double, split. $why: first-line, highest, nearest, tied.
bj-not-the-controller = no manda en la casilla
bj-decided-by-another = { $seat } decide { $decision ->
        [split] la separación
       *[double] el doble
    } de `{ $hand }`, pero en la casilla { $bx } manda { $controller } ({ $why ->
        [highest] la apuesta mayor de la casilla vacante
        [nearest] una apuesta mayor igualada de la casilla vacante, con su propia casilla más cercana al cajetín
        [tied] una apuesta mayor igualada de la casilla vacante
       *[first-line] el jugador situado en primera línea delante de ella
    }); solo decide quien manda en la casilla, los demás le siguen
bj-controller-stake = la apuesta de { $seat }: { $why ->
        [highest] la mayor de la casilla vacante
        [nearest] la mayor de la casilla vacante, igualada con otras, y su propia casilla la más cercana al cajetín
        [tied] la mayor de la casilla vacante, igualada con otras
       *[first-line] la primera de la casilla, la del jugador de primera línea
    }
bj-decision-of = una línea `{ $decision }` de { $seat }
bj-decision-without = una línea `{ $decision }` de { $seat }, sin ninguna de { $controller } tras ella
# Una línea `deal` que repite la anterior (BJ010).
bj-card-repeated = `{ $hand }` recibe { $card } otra vez en la línea siguiente, sin que nada se pida entre ambas: la línea escrita dos veces (la jugada se juzga sin la carta repetida)
bj-same-line-before = la misma línea justo antes
bj-settled-on-left-out-card = liquidada contra la mano con la carta excluida o sin ella
bj-settled-on-that-card = liquidada contra la mano del crupier con esa carta o sin ella
bj-one-card-per-deal = una línea `deal` por carta repartida
bj-deal-twice = `deal { $hand } { $card }` dos veces seguidas
# BJ040: una apuesta adicional en la casilla $bx, que no recibe mano.
bj-side-no-hand = ninguna mano en esta casilla
bj-side-without-hand = `{ $bet }` se apuesta en la casilla { $bx }, que no tiene apuesta `mano { $bx }` ni recibe mano: «menor o mayor de 13» es una apuesta sobre los dos primeros naipes del jugador
bj-side-hand-expected = una apuesta `mano { $bx }` antes de las cartas
bj-side-hand-found = ninguna mano en la casilla { $bx }

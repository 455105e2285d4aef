# La familia del póquer (src/engine/poker/): los nombres de las categorías de las manos.

## Categorías, como las nombran los artículos (V §11.V.1, M art. 7)
poker-cat-high-cards = cartas mayores
poker-cat-pair = pareja
poker-cat-two-pair = doble pareja
poker-cat-trio = trío
poker-cat-straight = escalera
poker-cat-color = color
poker-cat-full = full
poker-cat-poker = póquer
poker-cat-straight-flush = escalera de color
poker-cat-royal-flush = escalera real

## Las líneas de póquer del registro (src/log/parser/poker.rs)
log-ps-expect-box = una casilla como `m3` (minúsculas, cifras y `-`)
log-ps-needs-box = `{ $keyword }` requiere la casilla (`m3`, en el sin descarte) o el puesto (`s2`, en una mesa de círculo)
log-ps-consent-needs-box = `consent` requiere la casilla y el puesto al que da su consentimiento (`consent 1 p2`)

## Póquer sin descarte: los hallazgos del motor (src/engine/poker/engine.rs)
ps-label-ante = la postura inicial
ps-label-box = esta casilla
ps-label-boxes = las casillas del tapete
ps-label-card = esta carta
ps-label-kind = la apuesta
ps-label-late-bet = una apuesta después del «no va más»
ps-label-nomore = el «no va más», aquí
ps-label-maximum = el máximo por casilla
ps-label-minimum = el mínimo de la mesa
ps-label-sabot = la distribución
ps-label-misdeal = el error de distribución
ps-label-decision = la decisión
ps-label-box-decided = la decisión de la casilla
ps-label-decided-after = decidió después de descubrirse la banca
ps-label-reveal = aquí se descubren las cartas de la banca
ps-label-second-bet = la segunda apuesta
ps-label-fold = «paso», aquí
ps-label-before-collect = antes de retirar las posturas de la casilla que pasó
ps-label-settled = liquidada aquí
ps-label-stake = la apuesta
ps-label-first-settlement = liquidada por primera vez aquí
ps-label-after-void = después de anularse la jugada
ps-label-void = aquí se anula la jugada
ps-unknown-kind = `{ $kind }` no es una apuesta de este juego{ $hint }
ps-bet-needs-box = una apuesta `{ $kind }` indica su casilla por el número
ps-box-past-cloth = la casilla { $bx } no está en el tapete (tiene { $boxes } casillas)
ps-too-many-boxes = `boxes={ $boxes }`: el artículo permite como máximo { $max } plazas
ps-bet-after-nomore = { $seat } apuesta después del «no va más»
ps-card-before-nomore = se reparte una carta antes del «no va más»
ps-ante-below-min = una postura inicial de { $amount } por debajo del mínimo de la mesa, { $min }
ps-too-many-bets = la casilla { $bx } ya tiene { $max } apuestas
ps-box-over-max = las posturas iniciales de la casilla { $bx } suman { $total }, por encima del máximo por casilla, { $max }
ps-no-consent = { $seat } apuesta sobre la casilla { $bx } sin el consentimiento del jugador sentado en ella
ps-card-unknown = una carta que no es de la baraja (`??`)
ps-card-twice = el { $card } se reparte por segunda vez en la jugada
ps-deal-to-no-box = una carta para `{ $hand }`, una mano sin apuesta en esta jugada
ps-deal-order = una carta para `{ $hand }` cuando la siguiente corresponde a `{ $want }`
ps-misdeal-sixth = una sexta carta para `{ $hand }`
ps-misdeal-box-up = una carta para `{ $hand }` repartida descubierta
ps-misdeal-count = `{ $hand }` tiene { $cards } cartas, no cinco
ps-misdeal-bank-up = una carta de la banca distinta de la última, repartida descubierta
ps-misdeal-bank-last-down = la última carta de la banca, repartida tapada
ps-misdeal-played-on = la distribución fue errónea ({ $why }) y la jugada siguió en lugar de anularse
ps-decision-no-box = una decisión sobre `{ $hand }`, una casilla sin postura inicial en esta jugada
ps-reveal-early = se descubrieron las cartas de la banca antes de que decidiera la casilla { $bx }
ps-fold-after-call = «paso» en la casilla { $bx } después de su «voy»
ps-fold-twice = la casilla { $bx } pasa dos veces
ps-call-after-fold = { $seat } va en la casilla { $bx }, que ha pasado
ps-call-not-seated = { $seat } va en la casilla { $bx } antes que su jugador sentado, { $seated }
ps-call-not-vacant-decider = { $seat } va en la casilla { $bx }, en la que nadie está sentado, antes que { $decider }, que decide por ella
ps-call-without-ante = { $seat } va en la casilla { $bx } sin postura inicial en ella
ps-second-bet-amount = una segunda apuesta de { $amount } sobre una postura inicial de { $ante }: debe ser de { $due }
ps-second-bet-twice = { $seat } va dos veces en la casilla { $bx }
ps-fold-not-collected = la casilla { $bx } pasó y sus posturas iniciales no se retiraron en ese momento
ps-box-never-decided = la casilla { $bx } tiene postura inicial y nunca dice «voy» ni «paso»
ps-settle-no-stake = una liquidación de `{ $bet }` de { $seat }, una apuesta no hecha en esta jugada
ps-never-settled = { $kind ->
    [inicial] la postura inicial
    [segunda] la segunda apuesta
    [carrusel] la postura del carrusel
   *[other] la apuesta `{ $kind }`
} de { $seat } en la casilla { $bx } no se liquida nunca
ps-settled-twice = { $kind ->
    [inicial] la postura inicial
    [segunda] la segunda apuesta
    [carrusel] la postura del carrusel
   *[other] la apuesta `{ $kind }`
} de { $seat } en la casilla { $bx } se liquida por segunda vez
ps-against-cards = { $action ->
    [pay] el pago
    [collect] el cobro
    [return] la devolución
   *[other] una línea `{ $action }`
} de { $kind ->
    [inicial] la postura inicial
    [segunda] la segunda apuesta
    [carrusel] la postura del carrusel
   *[other] la apuesta `{ $kind }`
} de { $seat } en la casilla { $bx } contra lo que dicen las cartas: { $outcome }
ps-wrong-amount = { $action ->
    [pay] el pago
    [collect] el cobro
    [return] la devolución
   *[other] una línea `{ $action }`
} de { $amount } en { $kind ->
    [inicial] la postura inicial
    [segunda] la segunda apuesta
    [carrusel] la postura del carrusel
   *[other] la apuesta `{ $kind }`
} de { $seat } en la casilla { $bx }; lo debido es { $due }: { $outcome }
ps-void-not-returned = { $kind ->
    [inicial] la postura inicial
    [segunda] la segunda apuesta
    [carrusel] la postura del carrusel
   *[other] la apuesta `{ $kind }`
} de { $seat }, de { $amount }, en la casilla { $bx } no se devuelve íntegra tras la anulación
ps-carrusel-no-stake = un premio del carrusel a { $seat } en la casilla { $bx }, sin postura en el carrusel en esta jugada
ps-carrusel-no-combination = un premio del carrusel a { $seat } en la casilla { $bx }, cuyas cartas forman { $cat }, que no es combinación premiada
ps-carrusel-below-min = un premio del carrusel de { $amount } por { $cat }, por debajo de los { $due } de la tabla mínima
ps-carrusel-prize-missing = las cartas de la casilla { $bx } forman { $cat } y no se paga el premio del carrusel de { $seat }
ps-carrusel-stake-settled = la postura del carrusel de { $seat } en la casilla { $bx } se liquida de otro modo que retirándola para el acumulado
ps-max-not-allowed = `max={ $max }`: el máximo por casilla no es un múltiplo del mínimo que permita el artículo
ps-minimum-not-band = un mínimo de mesa de { $min } no es el de ninguna de las bandas del artículo
ps-sabot-not-allowed = `sabot={ $sabot }`: el artículo reparte las cartas de una en una
ps-outcome-fold = la casilla pasó
ps-outcome-bank-does-not-play = la banca no juega, con { $bank }
ps-outcome-box-wins = la casilla ({ $own }) gana a la banca ({ $bank })
ps-outcome-bank-wins = la banca ({ $bank }) gana a la casilla ({ $own })
ps-outcome-tie = un empate: { $own } en la casilla y en la banca
ps-expect-kind = alguno de estos valores: { $kinds }
ps-expect-bet-line = `bet SEAT { $kind } BOX AMOUNT`
ps-expect-box-range = una casilla de la 1 a la { $boxes }
ps-expect-boxes = como máximo { $max } casillas
ps-expect-at-least = al menos { $min }
ps-expect-at-most = como máximo { $max }
ps-expect-max-bets = como máximo { $max } apuestas por casilla
ps-expect-consent = una línea `consent { $bx } { $seat }` antes de la apuesta
ps-expect-one-deck = cada carta de la baraja una vez por jugada
ps-expect-hands = cartas para las casillas con postura (`m1`…) y para `banca`
ps-expect-next-hand = la siguiente carta para `{ $want }`
ps-expect-void = una línea `void` y la devolución de todas las apuestas
ps-expect-decision = una línea `call` o `fold` sobre `m{ $bx }` antes de descubrirse la banca
ps-expect-seated-first = primero la decisión de { $seated }
ps-expect-amount = { $due }
ps-expect-one-of = alguno de estos valores: { $values }
ps-expect-sabot = sin `sabot=` (de una en una)
ps-compile-zero = debe ser al menos 1 (y constar)
ps-compile-qualifier-rank = `{ $rank }` no es un valor de carta: A, K, Q, J, T (o 10), 9 … 2
ps-compile-qualifier-too-many = { $cat } se compara como mucho por { $most } valores
ps-compile-qualifier-not-a-hand = ninguna mano de { $cat } empieza por { $ranks }: un valor repetido, o los de un grupo no ordenados de mayor a menor

## `veedor odds`
ps-odds-title = { $catalog }: probabilidades exactas sobre las 2.598.960 manos de cinco cartas
ps-odds-bank-qualifies = La banca juega ({ $qualifier }, o más): { $p } ({ $ratio })
ps-qualifier-ace-king = un as y un rey
ps-qualifier-any = cualquier { $cat }
ps-qualifier-ranks = { $cat } de { $ranks }
ps-odds-distribution-heading = Las cinco cartas de una casilla (manos, probabilidad, veces la segunda apuesta):
ps-odds-mean-payout = Multiplicador medio de la segunda apuesta sobre las manos de una casilla: { $mean } ({ $p } de la segunda apuesta)
ps-odds-carrusel = El carrusel devuelve { $ratio } de su postura con la tabla mínima ({ $p }), sin contar el acumulado
ps-odds-edge = Ventaja de la casa por postura inicial, { $rule }: { $p }
ps-odds-edge-optimal = con la decisión óptima
ps-odds-edge-release-only = Ventaja de la casa por postura inicial con la decisión óptima: solo la calcula la compilación optimizada (un recorrido de unos 6 s)

## El estudio de la mesa (src/engine/poker/study.rs).
ps-study-color-or-better = color o más
ps-study-no-edge = la ventaja exacta se guarda solo para la tabla de pagos y las reglas de los artículos (en otro caso, un cálculo de segundos)
ps-study-no-odds = la distribución exacta se guarda solo para una baraja francesa de 52 cartas

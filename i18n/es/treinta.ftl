# Treinta y cuarenta: los hallazgos del motor, los errores de compilación de su artículo,
# `veedor odds` y el estudio (src/engine/treinta/).

## Etiquetas y palabras comunes
tc-announced-here = el anuncio del crupier
tc-at-least = al menos { $amount }
tc-at-most = como máximo { $amount }
tc-one-of = una de: { $names }
tc-the-bet = la apuesta
tc-the-prisoner = la apuesta en prisión
tc-first-bet = su primera postura
tc-coup-here = aquí empieza la jugada
tc-coup-ends-here = aquí termina la jugada
tc-no-line = ninguna línea de liquidación
tc-settled-here = liquidada aquí
tc-no-more-here = «no va más» aquí
tc-first-card-here = primera carta de la jugada
tc-bets-closed-here = aquí se cerraron las apuestas
tc-premium-here = el depósito del 1 %
tc-insured-here = asegurada aquí
tc-row-last-card = la última carta de la fila
tc-row-reached-stop = esta carta llevó la fila { $row } a { $total } ({ $stop } o más): la fila quedó completa
tc-row-ends-here = la fila { $row } termina aquí, con { $total }
tc-red-card-here = aquí apareció la carta roja
tc-choice-here = la opción, aquí

## Resultados, en los mensajes
tc-outcome-decided = ganó la fila { $row }{ $colour ->
    [color] , con color
    [inverso] , con inverso
   *[other] {""}
}
tc-outcome-tie = un empate, que anula la jugada
tc-outcome-refait = el refait (31–31)
tc-outcome-red-card = la carta roja, que anula el juego en curso

## Apuestas y límites (TC009–TC012)
tc-not-a-bet-of-this-game = no es una suerte de este juego
tc-not-a-bet = `{ $bet }` no es una suerte del treinta y cuarenta{ $suggestion }
tc-bet-takes-no-numbers = la suerte `{ $bet }` no lleva números
tc-below-minimum = por debajo del mínimo de la mesa
tc-stake-below-minimum = la postura de { $seat } de { $stake } a { $bet } no llega al mínimo de la mesa, { $min }
tc-over-the-maximum = por encima del máximo
tc-stake-over-maximum = la postura de { $seat } a { $bet } llega a { $stake }, por encima del máximo de { $max } (mil veces el mínimo)
tc-late-bet = hecha con las apuestas cerradas
tc-bet-after-no-more = { $seat } apostó después de cerrarse las apuestas de la jugada
tc-a-late-bet = una apuesta con las apuestas cerradas
tc-bets-before-no-more = las apuestas antes del «no va más» y de la primera carta

## El seguro del 1 % (TC013)
tc-insures-no-bet = no hay tal apuesta que asegurar
tc-insurance-without-bet = { $seat } asegura `{ $bet }`, pero no tiene postura en ella en esta jugada
tc-insure-a-bet = una línea `insure` de una postura de la jugada
tc-late-insurance = depositado con las apuestas cerradas
tc-insured-late = el depósito del 1 % de { $seat } llegó cerradas las apuestas, no con la postura
tc-insure-with-the-bet = el depósito hecho con la postura
tc-insured-after-closing = un depósito con las apuestas cerradas
tc-insured-below-threshold = la postura de { $seat } de { $stake } a { $bet } está asegurada, pero solo pueden estarlo las de { $threshold } o más
tc-wrong-premium = el depósito de { $seat } en { $bet } es de { $premium }; el { $percent } % de la postura de { $stake } es { $due }
tc-premium-not-collected = el depósito del 1 % de { $seat }, { $premium }, es del establecimiento, que lo retira sea cual sea el resultado
tc-premium-not-returned = el depósito del 1 % de { $seat }, { $premium }, se devuelve con las apuestas de un juego nulo
tc-premium-kept = el depósito del 1 % de { $seat }, { $premium }, es del establecimiento cuando el juego se decide
tc-premium-unsettled = el depósito del 1 % de { $seat }, { $premium }, nunca se retiró

## Las filas (TC005–TC008, TC021)
tc-not-a-row = no es una fila de este juego
tc-unknown-row = `{ $hand }` no es una fila del treinta y cuarenta{ $suggestion }
tc-card-out-of-order = dada a la fila equivocada
tc-row-short = se dio una carta a la fila `{ $dealt }` con la fila { $row } en { $total }, sin llegar a { $stop }: esa fila recibe cartas hasta alcanzar o sobrepasar { $stop }
tc-rows-complete = se dio una carta a la fila { $row }, que ya había llegado a { $total } (una fila se detiene en la primera carta que la lleva a { $stop } o más)
tc-next-card-to = la carta siguiente, a la fila { $row }
tc-no-more-cards = ninguna carta más: las dos filas están completas
tc-row-stopped-short = la fila { $row } se detuvo en { $total }, sin llegar a { $stop }
tc-row-to-stop = cada fila servida hasta alcanzar o sobrepasar { $stop }
tc-row-total = la fila { $row } en { $total }
tc-wrong-points = el crupier anunció { $negra } y { $roja }; las cartas dan { $cards_negra } y { $cards_roja }
tc-face-down = boca abajo
tc-card-face-down = { $card } se dio boca abajo; las filas se colocan en forma descubierta
tc-face-up = toda carta boca arriba

## La carta roja (TC018)
tc-card-after-red-card = dada después de la carta roja
tc-dealt-after-red-card = se dio una carta después de aparecer la carta roja, que anula el juego en curso
tc-coup-void-at-red-card = la jugada anulada en la carta roja, sus posturas devueltas
tc-red-card-out-here = la carta roja, con { $left } cartas en el sabot
tc-red-card-placed-here = colocada aquí, delante de las { $below } últimas cartas
tc-red-card-placed-by-article = sin línea `cutcard N`: la carta roja contada donde la coloca el artículo, delante de las { $below } últimas cartas
tc-red-card-out-of-place = la carta roja apareció con { $left } cartas en el sabot, pero, colocada delante de las { $below } últimas, solo puede aparecer cuando quedan { $below }: la jugada no es nula
tc-red-card-with-left = la carta roja con { $left } cartas por salir

## El dinero (TC014–TC017, TC019, TC020)
tc-wrong-amount = { $action ->
    [pay] el pago de { $amount }
    [collect] el cobro de { $amount }
    [return] la devolución de { $amount }
    [release] la liberación de { $amount }
   *[other] una línea `{ $action }` de { $amount }
} a { $seat } en { $bet }; lo debido es { $due }
tc-contradicts-outcome = { $action ->
    [pay] el pago
    [collect] el cobro
    [return] la devolución
    [release] la liberación
   *[other] `{ $action }`
} a { $seat } en { $bet } contradice el resultado de la jugada: { $outcome }
tc-not-settled = la postura de { $seat } a { $bet } no se liquidó como exige el resultado de la jugada ({ $outcome })
tc-no-such-bet = no hay tal apuesta en la mesa
tc-settlement-without-bet = una liquidación de `{ $bet }` de { $seat }, que no tiene postura en esta jugada{ $suggestion }
tc-settle-a-bet = la liquidación de una postura de la jugada
tc-collected-late = retirada después de un pago
tc-loser-after-payment = la postura perdedora de { $seat } a { $bet } se retiró después de pagarse una ganadora
tc-first-payment = el primer pago
tc-losers-first = las posturas perdedoras retiradas antes del primer pago
tc-payment-before-loser = un pago antes de retirar una postura perdedora
tc-paid-late = pagada fuera de orden
tc-payment-order = se pagó una postura a { $bet } después de una a negro o rojo; color e inverso se pagan primero
tc-paid-before = pagada antes que ella
tc-color-first = color e inverso pagados antes que negro y rojo
tc-rows-before-colour = negro o rojo pagados primero
tc-choice-not-refait = una opción de mitad o prisión, pero la jugada no fue un refait: { $outcome }
tc-choice-before-result = una opción de mitad o prisión antes de decidirse la jugada
tc-choice-no-option = { $seat } no tiene en `{ $bet }` postura con opción en este refait (ninguna, asegurada o ya elegida)
tc-choice-on-refait = una opción solo en el refait, para una postura sin seguro

## El artículo (errores de compilación)
tc-compile-chance-count = la suerte `{ $chance }` debe tener exactamente una apuesta; tiene { $count }
tc-compile-bet-twice = la apuesta `{ $bet }` se nombra dos veces
tc-compile-rows-same = las dos filas necesitan nombres distintos
tc-compile-stop = el tope de una fila debe estar entre 1 y el total del refait
tc-compile-percent = el porcentaje del seguro debe estar entre 1 y 100
tc-compile-maximum = el múltiplo del mínimo que da el máximo debe ser al menos 1
tc-compile-decks = el sabot debe tener entre 1 y 64 barajas

## veedor odds
tc-odds-title = { $catalog }: probabilidades exactas del treinta y cuarenta, { $decks } barajas ({ $cards } cartas)
tc-odds-decks = se esperaba un sabot de 1 a { $max } barajas, no de { $decks }
tc-odds-row-heading = El total de una fila (servida hasta alcanzar o sobrepasar 31):
tc-odds-coup-heading = Una jugada (las filas tomadas independientes, cada una de un sabot completo):
tc-odds-negra = fila negra menor
tc-odds-roja = fila roja menor
tc-odds-tie = empate de 32 a 40 (nulo)
tc-odds-refait = refait, 31–31
tc-odds-edge-heading = Ventaja del establecimiento por jugada, según la opción del jugador en el refait:
tc-odds-half-back = mitad devuelta
tc-odds-prison = prisión
tc-odds-no-edge = la ventaja no se puede calcular
tc-odds-note = Color e inverso ganan cada uno la mitad de las jugadas decididas. El seguro del 1 % y la carta roja no entran en estas cifras.

## El estudio
tc-study-no-odds = no hay probabilidades exactas para un sabot de { $decks } barajas

# TC023: una postura dejada en prisión al cierre de la sesión.
tc-left-in-prison = la postura de { $seat } en `{ $bet }` quedó en prisión al cierre de la sesión, con { $outcome } en su última jugada: ninguna jugada la sigue para liberarla
tc-prison-chosen-here = prisión elegida en la última jugada de la sesión
tc-last-coup-here = la última jugada de la sesión
tc-session-closes-here = aquí se cierra la sesión

# TC024: una liquidación antes de ninguna carta de la jugada.
tc-settled-before-cards = { $action ->
    [pay] un pago
    [collect] un cobro
    [return] una devolución
    [release] una liberación
   *[other] `{ $action }`
} a { $seat } en `{ $bet }` antes de darse ninguna carta de la jugada: nada se liquida antes de que las filas den el resultado
tc-settled-before-cards-here = liquidado antes de la primera carta
tc-settle-after-result = las liquidaciones tras las filas y el anuncio
tc-settled-as-announced = liquidado según el anuncio, no según las cartas

# Donde a una postura no se le debe ninguna línea de liquidación (prisión, o en el paño).
tc-expected-no-line = ninguna línea de liquidación: la postura se queda (en prisión, o en el paño)
tc-expected-lines-or-none = { $lines }, o ninguna línea de liquidación (la postura a prisión)

## El sabot con las palabras del artículo: la carta roja (TC002, TC003)
tc-shoe-new-coup = nueva jugada
tc-shoe-coup-after-red-card = se da una jugada después de aparecer la carta roja
tc-shoe-red-card-out = aparece la carta roja
tc-shoe-no-coup-after-red-card = ninguna jugada nueva después de la carta roja (anula el juego en curso)
tc-shoe-a-new-coup = una jugada nueva
tc-shoe-cards-behind-red-card = cartas tras la carta roja
tc-shoe-red-card-placed = la carta roja se coloca delante de las { $below } últimas cartas; el artículo dice { $how ->
    [at-least] al menos { $want }
   *[exactly] { $want }
}
tc-shoe-unlogged-cutcard = el lugar de la carta roja, y que no empiece ninguna jugada después de aparecer

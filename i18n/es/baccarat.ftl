# Los motores de la familia del bacará (src/engine/baccarat/, salvo chemin.rs: chemin.ftl), los
# textos comunes de los motores (src/engine/) y lo que escribe `veedor odds`.
# Los nombres de manos y apuestas ($hand, $bet, $winner) son las palabras del catálogo; los
# puestos ($seat) y las cartas ($card), las del registro: se muestran tal cual.

## Terceras cartas (draws.rs)

bac-illegal-third-card = tercera carta indebida
bac-player-draws-on-stand = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} pide carta con { $total }, pero con { $total } ha de plantarse
bac-player-draws-on-stand-why = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} pide carta con { $total }, pero con { $total } ha de plantarse{ $why }
bac-hand-total = { $hand } { $total }
bac-hand-stands-on = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} se planta con { $total }
bac-deal-line = `deal { $hand } { $card }`
bac-fourth-card = cuarta carta
bac-fourth-card-dealt = se da una cuarta carta { $hand ->
    [banca] a la banca
   *[other] al { $hand }
}
bac-at-most-three-cards = tres cartas como máximo
bac-n-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}

## Puestas y liquidaciones (settlement.rs, money.rs)

bac-below-minimum = por debajo del mínimo
bac-stake-below-minimum = la postura de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} es de { $stake }, por debajo del mínimo de la mesa, { $min }
bac-at-least = { $amount } como mínimo
bac-no-such-bet = apuesta inexistente
bac-settles-no-such-bet = { $action ->
    [pay] se pagan
    [collect] se cobran
    [return] se devuelven
   *[other] se liquidan
} { $amount } (`{ $action }`) de una apuesta de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} que no se hizo en esta jugada
bac-a-bet-in-this-coup = una apuesta de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} hecha en esta jugada
bac-no-bet-of = ninguna apuesta de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
}
bac-never-paid = no se pagó
bac-never-collected = no se cobró
bac-result = resultado
bac-settlement-line = { $action ->
    [pay] pagar
    [collect] cobrar
    [return] devolver
   *[other] { $action }
} { $amount } de la apuesta de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
}
bac-no-settlement-before = { $what ->
    [payment] ningún pago
   *[collection] ningún cobro
} antes de { $until ->
    [coup-ends] que termine la jugada
   *[next-coup] la jugada siguiente
}
bac-due-pay = pagar { $amount }
bac-due-collect = cobrar { $amount }
bac-due-push = devolver { $amount } (o dejarlo para la jugada siguiente)
bac-percent-whole = { $whole } %
bac-percent-decimal = { $whole },{ $decimals } %
bac-percent-fraction = { $num }/{ $den } %

## El curso de la jugada (coup.rs)

bac-late-bet = apuesta tardía
bac-bet-after = { $seat } apuesta { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} después { $what ->
    [result] de anunciado el resultado
    [nomore] del «no va más»
   *[deal] de darse la primera carta
}
bac-betting-closed-by = { $what ->
    [result] resultado anunciado
    [nomore] «no va más»
   *[deal] primera carta dada
}
bac-bets-before-no-more = apuestas antes del «no va más»
bac-bet-line = apuesta de { $amount } de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
}
bac-cards = cartas
bac-cards-before-no-more = se dan cartas antes del «no va más»
bac-coup-starts = empieza la jugada
bac-no-more-then-cards = «no va más» (`nomore`) y después las cartas
bac-a-card = una carta
bac-card-after-result = carta después del resultado
bac-card-dealt-after-result = se da una carta { $hand ->
    [banca] a la banca
   *[other] al { $hand }
} después de anunciado el resultado de la jugada
bac-no-card-after-result = ninguna carta después del resultado hasta la jugada siguiente
bac-second-result = segundo resultado
bac-result-announced-twice = el resultado de la jugada se anuncia dos veces
bac-first-result = primer resultado
bac-one-result-per-coup = un resultado por jugada
bac-another-result = otra línea `result`
bac-coup-ends-without-result = la jugada termina sin que se anuncie el resultado
bac-cards-dealt = cartas dadas
bac-no-result = ningún resultado
bac-hand-has-cards = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} tiene { $count } { $count ->
    [one] carta
   *[other] cartas
}
bac-result-but = se anuncia el resultado, pero { $hands }
bac-two-cards-each-then-result = dos cartas a cada mano, después las terceras cartas y después el resultado
bac-list-and = { $head } y { $tail }
bac-list-comma = { $head }, { $tail }
bac-announced = anunciado
bac-wrong-winner = el «croupier» anuncia «{ $said }», pero las cartas dan «{ $actual }» ({ $totals })
bac-wrong-winner-on = en el paño de { $pano } el «croupier» anuncia «{ $said }», pero las cartas dan «{ $actual }» ({ $totals })
bac-out-of-order = fuera de orden
bac-card-out-of-deal-order = la carta { $number } de la jugada va { $hand ->
    [banca] a la banca
   *[other] al { $hand }
}, pero las primeras cartas se dan en este orden: { $order }
bac-card-to = la carta { $number } { $hand ->
    [banca] a la banca
   *[other] al { $hand }
}

## El «sabot» (shoe_log.rs)

bac-decks-in-this-shoe = barajas de este «sabot»
bac-wrong-deck-count = el «sabot» se carga con { $decks } barajas; el artículo dice { $article }
bac-one-copy-too-many = un ejemplar de más
bac-card-too-many-times = { $card } sale del «sabot» por { $nth }.ª vez, pero el «sabot» solo tiene { $copies }
bac-at-most-copies = { $copies } × { $card } por «sabot» como máximo
bac-copies = { $copies } × { $card }
bac-first-copy = primer ejemplar
bac-no-card-left = no queda ninguna carta
bac-shoe-empty = { $card } sale de un «sabot» cuyas { $size } cartas ya han salido todas (no se juzgan las cartas siguientes de este «sabot»)
bac-at-most-cards-per-shoe = { $size } cartas por «sabot» como máximo
bac-card-number = carta { $number }
bac-cards-under-stop-card = cartas bajo la carta de detención
bac-stop-card-placed = la carta de detención se coloca con { $below } cartas por debajo; el artículo dice { $how ->
    [at-least] al menos { $want }
   *[exactly] { $want }
}
bac-cutcard-expected = `cutcard { $want }`{ $how ->
    [at-least] {" "}o más
   *[exactly] {""}
}
bac-new-coup = nueva jugada
bac-coup-after-stop-card = se da una jugada después de aparecer la carta de detención
bac-stop-card-out = aparece la carta de detención
bac-first-card = primera carta
bac-no-coup-after-stop-card = ninguna jugada nueva después de la carta de detención (solo se termina la que se está llevando a cabo)
bac-a-new-coup = una jugada nueva
bac-first-card-dealt = primera carta dada
bac-dealt-without-burn = se reparte del «sabot» sin inutilizar las cartas
bac-shoe-loaded-here = «sabot» cargado aquí
bac-burn-expected = una primera carta descubierta y, después, tantas cartas inutilizadas como su valor
bac-no-burned-card = ninguna carta inutilizada
bac-burn-too-many = cartas inutilizadas de más
bac-burn-too-short = faltan cartas inutilizadas
bac-wrong-burn = la primera carta, { $card }, vale { $value }, así que se inutilizan { $want } cartas ({ $value } { $counted ->
    [including] contando esa carta
   *[after] además de esa carta
}), pero se inutilizaron { $got }
bac-worth = vale { $value }
bac-burned-cards = { $count ->
    [one] { $count } carta inutilizada
   *[other] { $count } cartas inutilizadas
}

## Manos, apuestas y cabecera del juego (mod.rs)

bac-unlogged-decks = el número de barajas cargadas{ $burn ->
    [yes] {" "}y el de cartas inutilizadas
   *[no] {""}
}
bac-unlogged-cutcard = el lugar de la carta de detención, y que no empiece ninguna jugada después de aparecer
bac-no-such-hand = mano inexistente
bac-not-a-hand = `{ $hand }` no es una mano de este juego{ $suggestion }
bac-no-such-winner = ganador inexistente
bac-not-a-winner = `{ $winner }` no es un ganador posible en este juego{ $suggestion }
bac-one-of = alguno de estos valores: { $names }
bac-not-a-bet-of-this-game = no es una apuesta de este juego
bac-not-a-bet = `{ $bet }` no es una apuesta de este artículo{ $suggestion }
bac-list-or = { $head } o { $tail }
bac-unexpected-numbers = números no previstos
bac-bet-takes-no-numbers = una apuesta { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} no lleva números
bac-not-allowed = no permitido
bac-max-not-allowed = `max={ $max }` no es un máximo que permita este artículo
bac-max-multiples = uno de { $multiples } (veces el mínimo)
bac-multiples-not-allowed = este artículo no permite `multiples={ $value }`
bac-multiples-allowed = { $policy ->
    [required] `yes` (el artículo exige múltiplos)
    [never] `no`
   *[optional] `yes` o `no`
}
bac-not-supported-yet = aún no admitido
bac-variant-not-supported = aún no pueden comprobarse las mesas de { $variant }

## Líneas opcionales que el registro omitió (not_logged.rs)

bac-not-logged-item = sin `{ $line }`, { $unchecked } ({ $checks })
bac-not-logged-list = { $head }; { $tail }
bac-not-logged-first-coup = primera jugada dada
bac-not-logged = el registro omite { $count } { $count ->
    [one] línea opcional, así que no se comprobó lo siguiente
   *[other] líneas opcionales, así que no se comprobó lo siguiente
}: { $items }
bac-not-logged-found = { $count ->
    [one] ninguna línea así en el registro
   *[other] ninguna de estas líneas en el registro
}

## Punto y banca (punto_banca.rs)

bac-unlogged-holder = que el «sabot» pase cuando pierde la banca
bac-unlogged-hand = que las cartas se entreguen a quien hizo la mayor apuesta { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
}
bac-shoe-passed = el «sabot» pasa
bac-shoe-passed-early = el «sabot» pasa de { $from } a { $to } aunque la banca no perdió
bac-holds-the-shoe = { $seat } tiene el «sabot»
bac-keeps-the-shoe = { $seat } conserva el «sabot» hasta que pierda la mano de la banca
bac-salutes-again = vuelve a saludar
bac-salutes-nth = { $seat } «saluda» por { $nth }.ª vez en este «sabot»
bac-first-time = primera vez
bac-at-most-salutes = { $max ->
    [one] { $max } saludo
   *[other] { $max } saludos
} por «sabot» como máximo
bac-salutes-in-shoe = { $count } saludos en este «sabot»
bac-plays-on = sigue jugando
bac-refused-but-plays = { $seat } rehusó la mano { $count ->
    [one] { $count } vez
   *[other] { $count } veces seguidas
}, pero sigue jugando en la mesa
bac-last-refusal = última negativa
bac-bet-from-same-seat = una apuesta del mismo jugador
bac-given-the-cards = recibe las cartas
bac-nobody-bets-yet-given = nadie apuesta { $hand ->
    [banca] a la banca
   *[other] al { $hand }
} y, sin embargo, sus cartas se entregan a { $seat }
bac-given-hand-not-highest = a { $seat } se le entrega la mano { $hand ->
    [banca] de la banca
   *[other] del { $hand }
}, pero la mayor apuesta { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} ({ $top }) es de { $highest }
bac-highest-bet = mayor apuesta
bac-over-the-maximum = por encima del máximo
bac-stake-over-maximum = la postura de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} asciende a { $stake }, por encima del máximo de la mesa, { $max }
bac-at-most = { $amount } como máximo
bac-first-bet = primera apuesta
bac-not-a-multiple = no es múltiplo
bac-stake-not-multiple = la postura de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} es de { $stake }, que no es múltiplo del mínimo de la mesa, { $min }
bac-a-multiple-of = un múltiplo de { $amount }
bac-third-card-after-bank = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} recibe su tercera carta después de la de la banca
bac-third-card-before = la tercera carta { $hand ->
    [banca] de la banca
   *[other] del { $hand }
} antes que la { $banker ->
    [banca] de la banca
   *[other] del { $banker }
}
bac-face-up = descubierta
bac-card-face-up = la carta { $number } de la jugada se da descubierta { $hand ->
    [banca] a la banca
   *[other] al { $hand }
}
bac-first-two-face-down = las dos primeras cartas de cada mano, boca abajo
bac-still-dealing = sigue repartiendo
bac-still-holds-the-shoe = { $seat } sigue teniendo el «sabot» aunque la banca perdió la jugada anterior
bac-the-bank-lost = la banca perdió
bac-took-the-shoe = { $seat } tomó el «sabot»
bac-shoe-passes-on = el «sabot» pasa al siguiente cuando pierde la mano de la banca
bac-deals-again = { $seat } vuelve a repartir
bac-one-winner = un solo ganador
bac-one-result-in-punto-y-banca = en el punto y banca hay un solo resultado por jugada
bac-n-results = { $count } resultados
bac-no-hand-here = aquí no procede una mano
bac-bare-winner = el punto y banca anuncia solo el ganador (`result { $winner }`), no `{ $hand }={ $winner }`
bac-draw-and-legal-result = { $message }; { $should }, y las apuestas se liquidaron según «{ $said }»
bac-expected-and-result = { $expected }; `result { $result }`
bac-draw-and-dealt-result = { $message }; las cartas dadas dan «{ $dealt }» { $first }–{ $second }, y se anunció y liquidó «{ $said }»
bac-should-have-won = debió ganar { $hand ->
    [banca] la banca
   *[other] el { $hand }
} { $winner }–{ $loser }
bac-should-have-tied = la jugada debió terminar en empate a { $total }
bac-third-card = tercera carta
bac-draw-after-natural = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} pide tercera carta aunque { $natural_hand ->
    [banca] la banca
   *[other] el { $natural_hand }
} abatió con { $natural }: la jugada había terminado
bac-no-third-card-totals = ninguna tercera carta ({ $player } { $player_total }, { $banker } { $banker_total })
bac-a-third-card-to = una tercera carta para { $hand ->
    [banca] la banca
   *[other] el { $hand }
}
bac-natural = abate con { $total }
bac-draws-other-never-did = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} pide carta; { $other ->
    [banca] la banca
   *[other] el { $other }
} no la pidió
bac-hand-total-stands = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} se planta con { $total }
bac-stands-but-must-draw = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} se planta con { $total }, pero con { $total } ha de pedir carta
bac-no-third-card = ninguna tercera carta
bac-tableau-cell = cuadro: la banca con { $row } { $stood ->
    [yes] tras plantarse el punto
   *[no] ante una tercera carta del punto de { $column }
} { $cell ->
    [T] pide carta
    [P] se planta
   *[O] elige
}
bac-punto-third-card-is = la tercera carta del punto es un { $value }
bac-punto-should-have-stood = el punto debió plantarse
bac-punto-stood = el punto se plantó
bac-bank-third-card-missing = falta la tercera carta de la banca
bac-bank-stands-tableau-draw = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} se planta con { $total } cuando { $when }; el cuadro dice pedir carta ({ $cell })
bac-bank-draws-tableau-stand = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} pide carta con { $total } cuando { $when }; el cuadro dice plantarse ({ $cell })
bac-hand-stands = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} se planta
bac-third-card-decides-column = la tercera carta del punto, un { $value }, decide la columna
bac-second-settlement = segunda liquidación
bac-settled-twice = la apuesta de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} se liquida dos veces
bac-settled-here = { $action ->
    [pay] pagada
    [collect] cobrada
    [return] devuelta
   *[other] `{ $action }`
} aquí
bac-one-settlement-per-bet = una liquidación por apuesta
bac-action-after = { $action ->
    [pay] un pago
    [collect] un cobro
    [return] una devolución
   *[other] una línea `{ $action }`
} después de { $previous ->
    [pay] un pago
    [collect] un cobro
    [return] una devolución
   *[other] una línea `{ $previous }`
}
bac-before-the-result = antes del resultado
bac-settled-before-result = la apuesta de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} se liquida antes del resultado de la jugada
bac-settlements-after-result = liquidaciones después de `result`
bac-before-any-result = { $action ->
    [pay] un pago
    [collect] un cobro
    [return] una devolución
   *[other] una línea `{ $action }`
} antes de que haya resultado
bac-hand-wins = gana { $hand ->
    [banca] la banca
   *[other] el { $hand }
}
bac-a-tie = empate
bac-by-the-cards = {" "}(según las cartas; se anunció «{ $announced }»)
bac-stake-desc = la postura de { $stake } de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
}
bac-commission-deducted = { $gross } (pago { $payout } a 1) menos la deducción del { $rate }: el { $share } de { $gross } = { $exact }, redondeado { $rounding ->
    [up] por exceso
    [half-up] al más próximo (mitades por exceso)
    [half-even] al más próximo (mitades al par)
   *[down] por defecto
} a { $commission } según `commission.rounding` → { $net }
bac-commission-paid = { $gross } (pago { $payout } a 1) menos la deducción del { $rate }: el { $share } de { $gross } = { $exact }, redondeado { $rounding ->
    [up] por exceso
    [half-up] al más próximo (mitades por exceso)
    [half-even] al más próximo (mitades al par)
   *[down] por defecto
} según `commission.rounding` → { $net }
bac-winnings-at-odds = { $gross } (pago { $payout } a 1) = { $net }
bac-winnings-times = { $stake } × { $payout } = { $net }
bac-paid = pagado
bac-paid-but-wins = a { $desc } se le pagan { $paid }, pero gana { $how }
bac-wrong-amount = importe erróneo
bac-instead-of-the-stake = { $desc }: { $action ->
    [pay] el pago de { $amount }
    [collect] el cobro de { $amount }
    [return] la devolución de { $amount }
    [release] la liberación de { $amount }
   *[other] una línea `{ $action }` de { $amount }
} en lugar de la postura
bac-action-amount = { $action ->
    [pay] pagar
    [collect] cobrar
    [return] devolver
   *[other] { $action }
} { $amount }
bac-on-a-tie = en un empate
bac-settled-on-a-tie = { $desc } se { $action ->
    [pay] paga
    [collect] cobra
   *[other] liquida (`{ $action }`)
} en un empate, que la deja nula
bac-tie = empate
bac-contradicts-the-result = contradice el resultado
bac-settled-against-result = { $desc } se { $action ->
    [pay] paga
    [collect] cobra
    [return] devuelve
   *[other] liquida (`{ $action }`)
}, pero con el resultado «{ $outcome }»{ $by_cards } corresponde: { $due }
bac-coup-ends = termina la jugada
bac-end-of-input = fin del registro
bac-result-after-the-cards = `result { $player }|{ $banker }|{ $tie }` después de las cartas
bac-round-without-result = jugada sin resultado
bac-bets-in-coup-never-dealt = se hicieron apuestas en una jugada en la que nunca se dieron cartas
bac-cards-and-a-result = cartas y un resultado
bac-no-cards = ninguna carta
bac-winning-not-paid = la postura ganadora de { $stake } de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} no se paga
bac-losing-not-collected = la postura perdedora de { $stake } de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} no se cobra
bac-exact-amount = { $whole },{ $decimals }

## `veedor odds` (odds.rs)

bac-odds-one-player-hand = las probabilidades se enumeran para una sola mano del jugador contra la banca (punto y banca)
bac-odds-decks = { $decks } barajas: el «sabot» ha de tener de 1 a 64 barajas
bac-odds-options = las reglas dejan opciones (casillas de opción): solo pueden enumerarse reglas obligatorias
bac-odds-overflow = desbordamiento de los recuentos
bac-odds-title = { $catalog } — { $decks } barajas ({ $cards } cartas); extracciones ordenadas ponderadas a seis cartas
bac-odds-outcome = resultado
bac-odds-ordered-draws = extracciones ordenadas
bac-odds-probability = probabilidad
bac-odds-banca-wins = gana la banca
bac-odds-punto-wins = gana el punto
bac-odds-tie = empate
bac-odds-total = total
bac-odds-bet = apuesta
bac-odds-house-edge = ventaja del establecimiento
bac-odds-ties-push = (en el empate, las apuestas a una mano no ganan ni pierden)

## Errores del catálogo (mod.rs, tableau.rs): lo que `catalog lint` señala en un artículo de bacará

bac-compile-decks = un «sabot» tiene de 1 a 64 barajas
bac-compile-hand-name = `{ $name }` es un nombre de mano repetido o reservado
bac-compile-one-banker = exactamente una mano ha de tener el papel `banker`
bac-compile-a-player = al menos una mano ha de tener el papel `player`
bac-compile-not-a-hand = `{ $name }` no es ninguna de las manos
bac-compile-two-cards-first-deal = la mano `{ $hand }` ha de recibir exactamente dos cartas en el primer reparto
bac-compile-not-a-natural = { $total } no puede ser un «natural»: el cuadro tiene filas para las puntuaciones de 0 a 7
bac-compile-wins-on = `{ $name }` no es una mano ni `{ $tie }`
bac-compile-bet-twice = la apuesta `{ $bet }` figura dos veces
bac-compile-no-commission = la apuesta paga comisión, pero el artículo no tiene `commission`
bac-compile-not-a-bet = `{ $name }` no es una apuesta
bac-compile-maximum-multiples = `maximum_multiples` ha de ser positivo e incluir `default_maximum_multiple`
bac-compile-commission-below-100 = la comisión ha de ser inferior al 100 %
bac-compile-not-in-hands = `{ $name }` no es una mano de `hands`
bac-compile-not-in-bets = `{ $name }` no es una apuesta de `bets`
bac-compile-one-seat-word = ha de ser una sola palabra de puesto (`croupier`)
bac-compile-tie-word = ha de ser una sola palabra, que no sea el nombre de una mano
bac-compile-positive = ha de ser positivo
bac-compile-tableau-rows = el cuadro tiene { $rows } filas; necesita 8 (puntuaciones de la banca de 0 a 7)
bac-compile-tableau-cells = la fila { $row } tiene { $cells } casillas; necesita 11 (tercera carta del jugador de 0 a 9, y P)
bac-compile-tableau-symbol = fila { $row }, columna { $column }: `{ $symbol }` no es una casilla (T pedir carta, P plantarse, O opción)
bac-compile-printed-rows = { $printed } filas impresas para { $rows } filas de la cuadrícula
bac-compile-column-reads = la columna { $column } se lee `{ $read }`, pero la cuadrícula tiene `{ $grid }`
bac-compile-printed-cells = la fila { $row } tiene { $printed } casillas impresas y { $cells } en la cuadrícula
bac-compile-printed-differs = la fila { $row } tal como está impresa, leída según `readings`, difiere de la cuadrícula: { $differences }
bac-compile-list = { $head }; { $tail }
bac-compile-not-a-total = { $total } no es una puntuación de dos cartas inferior a los «naturales» (0 a 7)
bac-compile-total-twice = la puntuación { $total } figura dos veces
bac-compile-total-missing = la puntuación { $total } no figura en `draw`, `stand` ni `option`

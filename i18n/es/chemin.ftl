# Chemin de fer y bacará a dos paños (src/engine/baccarat/chemin.rs): la banca en manos de un
# jugador, el «banco», la cagnotte, el «garage», las tallas, los jugadores, los paños.

## Los parámetros de la banca en la cabecera (`bank=`, `banco_free=`, `bank_min=`, `bank_max=`)

chemin-no-authorised-limits-label = sin límites autorizados
chemin-no-authorised-limits = se indica `{ $key }=` con `bank={ $modality }`, una banca sin límites fijados en la autorización
chemin-no-authorised-limits-expected = ni `bank_min=` ni `bank_max=` con `bank={ $modality }`
chemin-this-modality = esta modalidad
chemin-not-positive-amount-label = no es una cantidad positiva
chemin-limit-not-amount = `{ $key }=` no es una cantidad positiva: { $why }
chemin-limit-not-positive = `{ $key }=` no es una cantidad positiva
chemin-positive-amount-expected = una cantidad decimal positiva, como `5000` o `2500.50` (con punto decimal y sin separador de millares)
chemin-below-minimum-label = por debajo del mínimo
chemin-authorised-max-below-min = el máximo autorizado de la banca, { $max }, es inferior a su mínimo, { $min }
chemin-authorised-minimum = mínimo autorizado
chemin-bank-max-or-more = `bank_max=` de { $amount } o más
chemin-bank-max-is = `bank_max=` de { $amount }
chemin-below-table-minimum-label = por debajo del mínimo de la mesa
chemin-authorised-max-below-table-min = el máximo autorizado de la banca, { $max }, no cubre una sola postura del mínimo de la mesa, { $min }
chemin-authorised-limit-label = { $side ->
    [max] por encima del máximo autorizado
   *[min] por debajo del mínimo autorizado
}
chemin-authorised-limit = la banca se constituye con { $bank }, { $side ->
    [max] por encima del máximo
   *[min] por debajo del mínimo
} de { $bound } fijado en la autorización de la mesa
chemin-authorised-limit-at = { $side ->
    [max] máximo autorizado
   *[min] mínimo autorizado
}
chemin-authorised-limit-expected = { $side ->
    [max] una banca de { $bound } como máximo (`bank_max=`)
   *[min] una banca de { $bound } como mínimo (`bank_min=`)
}
chemin-found-bank = banca de { $amount }
chemin-no-bank-rules-label = sin reglas de la banca
chemin-no-bank-rules = el catálogo no tiene bloque `player_bank` para este juego
chemin-not-a-modality-label = no es una modalidad
chemin-not-a-modality = `bank={ $value }` no es una modalidad de banca de este artículo
chemin-one-of = alguno de estos valores: { $names }
chemin-no-modality-label = sin modalidad
chemin-no-modality = el catálogo no recoge ninguna modalidad de la banca
chemin-yes-or-no-label = `yes` o `no`
chemin-banco-free-yes-or-no = `banco_free={ $value }` debe ser `yes` o `no`

## Los jugadores (`players N [M]`)

chemin-player-count-label = número de jugadores
chemin-player-count-shape = `players` da { $given ->
    [one] { $given } cifra
   *[other] { $given } cifras
}, pero el registro de este juego da { $want ->
    [1] una cifra para la mesa
   *[other] una cifra por paño
} ({ $want })
chemin-counts = { $n ->
    [one] { $n } cifra
   *[other] { $n } cifras
}

## El banquero y la banca (`holder`, `bank`, `garage`)

chemin-bank-passes-label = la banca pasa
chemin-left-before-dealing = { $prev } cede la banca a { $next } sin haber dado cartas en ninguna jugada
chemin-takes-the-bank = { $holder } toma la banca
chemin-deals-one-coup = { $holder } da cartas por lo menos una vez
chemin-holder-no-coup = `holder { $next }` sin ninguna jugada dada
chemin-garage-label = «garage»
chemin-no-garage-in-game = este juego no tiene «garage»: las ganancias del banquero quedan en la banca
chemin-no-garage-expected = ninguna reserva (`garage`)
chemin-found-garage = «garage» de { $amount }
chemin-garaged-label = pasado al «garage»
chemin-garage-winnings-too-low = «garage» voluntario no permitido: el banquero ha ganado { $won } desde que tomó la banca, sin superar { $multiple } veces el mínimo ({ $threshold })
chemin-garage-winnings-over = ganancias superiores a { $threshold } antes de cualquier «garage»
chemin-garage-over-winnings = «garage» voluntario no permitido: el banquero excluye { $garaged } pero solo ha ganado { $won } desde que tomó la banca
chemin-garage-at-most = «garage» de { $won } como máximo
chemin-announced-again-label = anunciada de nuevo
chemin-announced-again = la banca se anuncia de nuevo con { $bank } tras { $first } en la misma jugada
chemin-first-announcement = primer anuncio
chemin-one-bank-per-coup = una sola banca por jugada ({ $first })
chemin-less-than-left-label = menos de lo que tenía la banca abandonada
chemin-less-than-left = el nuevo banquero toma la banca con { $bank }, menos que los { $held } con que { $prev } la abandonó voluntariamente
chemin-leaves-the-bank = { $holder } abandona la banca
chemin-bank-or-more = banca de { $amount } o más
chemin-announced-late-label = banca anunciada tarde
chemin-announced-late = la banca ({ $bank }) se anuncia después de las posturas
chemin-first-stake = primera postura
chemin-bank-before-first-bet = `bank CANTIDAD` («hay … en la banca») antes de la primera apuesta
chemin-bank-after-a-bet = banca de { $bank } después de una apuesta
chemin-over-bank-maximum-label = por encima del máximo de la banca
chemin-over-bank-maximum = la banca es de { $bank }, más de { $multiple } veces el mínimo ({ $max })
chemin-at-most-in-play = como máximo { $max } en juego (el resto es «garage»)
chemin-bank-below-table-minimum = la banca es de { $bank }, inferior al mínimo de la mesa, { $min }
chemin-at-least = como mínimo { $amount }
chemin-below-initial-deposit-label = inferior al depósito inicial
chemin-below-initial-deposit = la banca «saltó» y el banquero continúa con un nuevo depósito de { $bank }, inferior a su depósito inicial de { $initial }
chemin-initial-deposit = depósito inicial
chemin-new-deposit-or-more = un nuevo depósito de { $initial } o más
chemin-bank-decreased-label = banca disminuida
chemin-bank-decreased = la banca se anuncia con { $bank }, pero tras su última jugada la banca del banquero contiene { $floor }
chemin-previous-bank = banca anterior

## Las apuestas

chemin-bet-label = apuesta
chemin-bank-not-announced = se hace una postura sin que se haya anunciado la banca de esta jugada
chemin-coup-starts = comienza la jugada
chemin-no-bank = ninguna banca
chemin-banco-stake-label = postura de «banco»
chemin-banco-stake = la postura de { $seat } ({ $bet ->
    [banco] «banco»
    [con-la-mesa] «banco con la mesa»
   *[other] `{ $bet }`
}) es de { $stake }, pero ha de cubrir { $what ->
    [half] la mitad de la banca
   *[whole] toda la banca
}, { $due }
chemin-bank-label = banca
chemin-bet-amount = { $bet } { $amount }
chemin-stakes-exceed-bank-label = las posturas exceden la banca
chemin-stakes-exceed-bank = las posturas de la jugada suman { $total }, más que los { $bank } que hay en la banca
chemin-stakes-at-most = posturas que sumen como máximo { $bank }

## Las cartas

chemin-out-of-order-label = fuera de orden
chemin-third-card-after = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} recibe su tercera carta después de la { $other ->
    [banca] de la banca
   *[other] del { $other }
}
chemin-third-card-before = la tercera carta { $hand ->
    [banca] de la banca
   *[other] del { $hand }
} antes que la { $other ->
    [banca] de la banca
   *[other] del { $other }
}
chemin-face-up-label = descubierta
chemin-first-card-face-up = una de las dos primeras cartas { $hand ->
    [banca] de la banca
   *[other] del { $hand }
} se da descubierta
chemin-first-cards-face-down = las dos primeras cartas de cada mano, dadas tapadas
chemin-still-dealing-label = sigue dando cartas
chemin-still-holds-bank = { $holder } conserva la banca aunque perdió la jugada anterior
chemin-the-bank-lost = la banca perdió
chemin-took-the-bank = { $holder } tomó la banca
chemin-bank-passes-on-loss = la banca se cede cuando el banquero pierde
chemin-deals-again = { $holder } vuelve a dar cartas
chemin-coup-dealt-label = jugada dada
chemin-players-never-counted = se da una jugada sin que el registro cuente a los jugadores: no se verifica el mínimo de { $min }
chemin-players-before-first-coup = `{ $shape }` antes de la primera jugada
chemin-no-players-line = ninguna línea `players`
chemin-and = { $left } y { $right }
chemin-too-few-players = se da una jugada con { $counts } { $n ->
    [one] jugador
   *[other] jugadores
}{ $per ->
    [pano] {" "}por paño
   *[table] {" "}en la mesa
}; el juego exige un mínimo de { $min }
chemin-players-counted = jugadores contados
chemin-at-least-players = como mínimo { $min }{ $per ->
    [pano] {" "}por paño
   *[table] {" "}en la mesa
}

## El resultado

chemin-result-label = resultado
chemin-extra-card-baccara = carta de más del banquero: se considera que tiene cero («baccará»)
chemin-one-result-per-coup = este juego tiene un solo resultado por jugada
chemin-results = { $n ->
    [one] { $n } resultado
   *[other] { $n } resultados
}
chemin-result-names-winner-only = el resultado de este juego nombra solo al ganador
chemin-winner-of-each-pano = indíquese el ganador de cada paño, `MANO=GANADOR`
chemin-cannot-win-on = `{ $winner }` no puede ganar en el paño de { $hand }
chemin-winner-of-every-pano = el resultado debe dar el ganador de cada paño
chemin-n-of-m = { $n } de { $m }

## La tercera carta

chemin-face-down-label = tapada
chemin-third-card-face-down = la tercera carta { $hand ->
    [banca] de la banca
   *[other] del { $hand }
} se da tapada
chemin-third-card-label = tercera carta
chemin-draws-against-natural = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} recibe una tercera carta aunque { $natural ->
    [banca] la banca
   *[other] el { $natural }
} abatió con { $total }
chemin-natural = abate con { $total }
chemin-no-third-card-to = ninguna tercera carta { $hand ->
    [banca] a la banca
   *[other] al { $hand }
}
chemin-a-third-card-to = una tercera carta { $hand ->
    [banca] a la banca
   *[other] al { $hand }
}
chemin-player-third-missing-label = falta la tercera carta del jugador
chemin-player-must-draw = { $hand ->
    [banca] la banca
   *[other] el { $hand }
} se planta con { $total }, pero con { $total } ha de pedir carta{ $banco ->
    [unauthorised] {" "}(hace «banco», pero la cabecera no recoge la autorización, `banco_free=yes`)
   *[none] {""}
}
chemin-hand-total = { $hand } { $total }
chemin-no-third-card = ninguna tercera carta
chemin-banker-third-missing-label = falta la tercera carta del banquero
chemin-banker-must-draw = el banquero ({ $hand }) se planta con { $total }, pero con { $total } ha de pedir tercera carta{ $total ->
    [0] {" "}(«baccará»)
   *[other] {""}
}
chemin-tableau-cell = la banca con { $row } { $column ->
    [P] tras plantarse el jugador
   *[other] ante una tercera carta de { $column }
} { $cell ->
    [T] pide carta
    [P] se planta
    [O] elige
   *[other] no se lee
}
chemin-and-also = { $left }; { $right }
chemin-tableau-says-draw = el banquero ({ $hand }) solicitó el cuadro y se planta con { $total }, pero el cuadro indica pedir carta ({ $cells })
chemin-tableau-requested = cuadro solicitado
chemin-illegal-third-card-label = tercera carta indebida
chemin-tableau-says-stand = el banquero ({ $hand }) solicitó el cuadro y pide carta con { $total }, pero el cuadro indica plantarse ({ $cells })
chemin-banker-stands = el banquero ({ $hand }) se planta

## Los pagos y cobros

chemin-before-result-label = antes del resultado
chemin-settled-before-result = la apuesta de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} se liquida antes del resultado de la jugada
chemin-settlements-after-result = liquidaciones después de `result`
chemin-action-before-result = { $action ->
    [pay] un pago
    [collect] un cobro
    [return] una devolución
   *[other] una línea `{ $action }`
} antes de que haya resultado
chemin-second-settlement-label = segunda liquidación
chemin-settled-twice = la apuesta de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
} se { $action ->
    [pay] paga
    [collect] cobra
    [return] devuelve
   *[other] liquida (`{ $action }`)
} dos veces
chemin-first-here = la primera, aquí
chemin-one-action-per-bet = { $action ->
    [pay] un solo pago
    [collect] un solo cobro
    [return] una sola devolución
   *[other] una sola línea `{ $action }`
} por apuesta
chemin-a-second-action = { $action ->
    [pay] un segundo pago
    [collect] un segundo cobro
    [return] una segunda devolución
   *[other] una segunda línea `{ $action }`
}
chemin-coup-ends = termina la jugada
chemin-result-after-cards = `result` después de las cartas
chemin-settled-no-result = liquidada sin resultado
chemin-stake = la postura de { $stake } de { $seat } { $bet ->
    [banca] a la banca
    [punto] al punto
    [empate] al empate
   *[other] a { $bet }
}
chemin-paid-label = pagada
chemin-collected-label = cobrada
chemin-by-the-cards = { $message } (según el resultado de las cartas, no el anunciado)
chemin-wins-but-paid = { $stake } gana { $due }{ $part ->
    [share] {" "}(la parte que juega)
   *[whole] {""}
}, pero se pagan { $amount }
chemin-loses-but-collected = { $stake } pierde { $due }{ $part ->
    [share] {" "}(la parte que juega)
   *[whole] {""}
}, pero se cobran { $amount }
chemin-action-amount = { $action ->
    [pay] pagar { $amount }
    [collect] cobrar { $amount }
   *[other] `{ $action }` { $amount }
}
chemin-wins-not-paid = { $stake } gana { $amount }, pero no se paga
chemin-loses-not-collected = { $stake } pierde { $amount }, pero no se cobra
chemin-due-pay-and-collect = pagar { $pay } y cobrar { $collect }
chemin-due-nothing = nada: la postura se devuelve o queda en juego
chemin-on-null-coup-label = en una jugada nula
chemin-settled-on-null-coup = { $stake } se { $action ->
    [pay] paga
    [collect] cobra
   *[other] liquida (`{ $action }`)
} en una jugada nula, en la que no se gana ni se pierde
chemin-tie-label = empate
chemin-contradicts-result-label = contradice el resultado
chemin-contradicts-result = { $stake } se { $action ->
    [pay] paga
    [collect] cobra
    [return] devuelve
   *[other] liquida (`{ $action }`)
}, pero con este resultado procede: { $due }

## La cagnotte

chemin-cagnotte-establishment-rate = el porcentaje del establecimiento
chemin-cagnotte-base-net = sus ganancias netas de { $won }
chemin-cagnotte-base-gross = los { $collected } que cobra
chemin-cagnotte-banker-wins = la «cagnotte» detraída es de { $taken }; el banquero gana la jugada: el { $rate } de { $base } es { $due }
chemin-cagnotte-banker-wins-nothing = la «cagnotte» detraída es de { $taken }; el banquero no gana nada en el conjunto de esta jugada, por lo que no procede detraer «cagnotte»
chemin-cagnotte-banker-loses = la «cagnotte» detraída es de { $taken }; el banquero pierde la jugada, por lo que no procede detraer «cagnotte»
chemin-no-cagnotte-taken-label = no se detrae «cagnotte»
chemin-cagnotte-label = «cagnotte»
chemin-cagnotte-amount = «cagnotte» de { $amount }
chemin-no-cagnotte = ninguna línea `cagnotte`

## Jugadas repetidas tras un «banco» nulo, tallas

chemin-replay-label = jugada repetida
chemin-replay-without-null-banco = se juega una jugada como repetición de una jugada de «banco» nula, pero la jugada anterior no lo fue
chemin-replay-only-after-null-banco = una repetición solo tras una jugada de «banco» nula en ambos paños
chemin-too-many-replays = una jugada de «banco» nula se repite por { $nth }.ª vez; se permiten como máximo { $max ->
    [one] { $max } repetición
   *[other] { $max } repeticiones
}
chemin-null-banco-coup = jugada de «banco» nula
chemin-at-most-replays = como máximo { $max ->
    [one] { $max } repetición
   *[other] { $max } repeticiones
}
chemin-replay-nth = repetición { $nth }
chemin-session-closes-label = se cierra la sesión
chemin-tallas-per-session = la sesión se cierra tras { $shoes } { $shoes ->
    [one] talla
   *[other] tallas
}; con `bank={ $modality }`, en cada sesión { $count ->
    [one] se juega { $count }
   *[other] se juegan { $count }
}
chemin-shoe-lines-in-session = { $count ->
    [one] { $count } línea `shoe`
   *[other] { $count } líneas `shoe`
} en la sesión
chemin-session-opens = se abre la sesión

## Por qué el jugador que hace «banco» está sujeto a la regla del punto (final de un mensaje BC003)

chemin-banco-unauthorised-why = {" "}(hace «banco», pero la cabecera no recoge la autorización, `banco_free=yes`)

## Un anuncio erróneo (BC008): las puntuaciones de las manos

chemin-totals-without-fourth = { $totals }; sin la cuarta carta, { $cut }

## Líneas que el registro nunca mostró (BC055): lo que `holder SEAT` habría permitido comprobar

chemin-unlogged-bank-passes = que la banca se ceda cuando pierde el banquero
chemin-unlogged-first-coup = que el banquero dé cartas por lo menos una vez
chemin-unlogged-abandoned-bank = que quien toma una banca abandonada voluntariamente lo haga por lo menos con la misma cantidad
chemin-comma = { $left }, { $right }

## El bloque `player_bank` del catálogo (veedor lint)

chemin-compile-needs-player-bank = un artículo { $variant } necesita un bloque `player_bank`
chemin-compile-a-modality = se necesita al menos una modalidad de la banca
chemin-compile-cagnotte-rate = la «cagnotte» es un porcentaje entre 0 y 100 %
chemin-compile-limits-rule = una modalidad con límites de la banca necesita `limits_rule`
chemin-compile-not-below-naturals = { $total } no es una puntuación inferior a las que abaten
chemin-compile-one-player-hand = una sola mano de jugador: cuéntese la mesa
chemin-compile-not-a-bet = `{ $name }` no es una de las apuestas
chemin-compile-share-hands = un reparto juega al menos en una mano
chemin-compile-not-a-player-hand = `{ $name }` no es una mano de jugador
chemin-compile-share-range = un reparto es mayor que 0 y como máximo 1

# Los hallazgos del motor de la ruleta (src/engine/roulette/): la Ruleta francesa, en los términos
# de su artículo del Catálogo (art. 01 de la Orden de 1979 y de la Orden valenciana de 2003).
# Argumentos: $seat, $kind, $numbers, $action, $reason, $key, $scale son palabras del registro o
# nombres del catálogo, tal como se escriben; los importes son dinero; $number es un número del
# cilindro; $bet es una apuesta tal como la describe `rl-bet-of-seat`.
# Las palabras del registro (`pay`, `collect`, `return`, `release`, `choose`, `spin`, `void`,
# `prison`, `ball=`, `from=`) no se traducen: son la sintaxis del fichero.

## Piezas que van dentro de otros mensajes

# La apuesta de un puesto a una combinación sin números (una suerte sencilla, una serie).
rl-bet-of-seat = la apuesta a { $kind ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $kind }
} de { $seat }
# La apuesta de un puesto a una combinación escrita con sus números (`pleno 17`, `caballo 17-20`).
rl-bet-of-seat-numbers = la apuesta { $kind ->
    [numero] al número
   *[other] a { $kind }
} { $numbers } de { $seat }
# Una lista de nombres del catálogo o de palabras del registro, separados por comas.
rl-one-of = alguno de estos valores: { $names }
# Una liquidación, con el nombre español de su palabra del registro: el pago de 350,00 €.
rl-move = { $action ->
    [pay] el pago de { $amount }
    [collect] el cobro de { $amount }
    [return] la devolución de { $amount }
    [release] la liberación de { $amount }
   *[other] una línea `{ $action }` de { $amount }
}
# Varias liquidaciones esperadas: la primera y, tras ella, la lista de las demás.
rl-moves-and = { $first } y { $rest }
rl-no-money-moves-in-prison = ningún movimiento de dinero: la apuesta queda en prisión
rl-no-settlement = ninguna liquidación
# La parte de la apuesta inicial que conserva una apuesta tras uno o más ceros: $denominator es
# 2, 4, 8… («la mitad, la cuarta parte, la octava parte, etcétera», art. 01, §IV.1.B.b).
rl-fraction = { $denominator ->
    [2] la mitad
    [4] la cuarta parte
    [8] la octava parte
   *[other] 1/{ $denominator }
}
rl-fraction-vanishing = una fracción ínfima

## Etiquetas comunes a varios hallazgos

rl-stake-label = postura de { $stake }
rl-result-label = resultado
rl-result-number-label = salió el { $number ->
    [0] cero
   *[other] { $number }
}
rl-zero-label = salió el cero
rl-zero-on-last-spin-label = salió el cero en la última jugada de la sesión
rl-no-result-yet-label = aún sin resultado
rl-went-to-prison-label = entró en prisión aquí
rl-still-in-prison = sigue en prisión
rl-over-maximum-label = por encima del máximo

## RL001: un resultado fuera del cilindro

rl-result-off-wheel = el resultado { $number } no es un número del cilindro
rl-result-not-a-spot = el resultado { $result } no es una posición de la rueda{ $suggestion }
rl-result-off-wheel-label = no está en el cilindro
# $highest: el número más alto del cilindro.
rl-result-off-wheel-expected = un número del { $lowest } al { $highest }

## RL002: una apuesta a una combinación que no es del catálogo

# M001 con las palabras del juego: una apuesta escrita como un número (`bet s1 15 10`); $hint: log-did-you-mean.
rl-spot-bet-by-name = `{ $token }` no es una apuesta de esta rueda: a sus posiciones se apuesta por su nombre{ $hint }
rl-kind-before-numbers = `{ $token }` no es una suerte: la suerte va antes de sus números{ $hint }
rl-bet-in-prison = no puede colocarse una apuesta nueva en prisión
rl-bet-in-prison-label = no es una combinación
rl-bet-in-prison-expected = una combinación del catálogo
rl-unknown-kind = `{ $kind }` no es una combinación de este catálogo
# $suggestion: la sugerencia del lector del registro («: ¿quiso decir `pleno`?»).
rl-unknown-kind-suggestion = `{ $kind }` no es una combinación de este catálogo{ $suggestion }
rl-unknown-kind-label = no está en el catálogo
rl-not-on-cloth = `{ $kind } { $numbers }` no es una combinación de este paño
# Una docena o columna escrita con los números que abarca: $meant es su lugar (`1`, `1-2`).
rl-not-on-cloth-meant = `{ $kind } { $numbers }` no es una combinación de este paño: ¿quiso decir `{ $kind } { $meant }`? (esta combinación se escribe por su lugar en el paño, no por sus números)
rl-takes-no-numbers = `{ $kind }` no lleva números
rl-needs-numbers = `{ $kind }` necesita sus números (¿ocupó su lugar el importe?)
rl-not-on-cloth-label = no es una combinación del catálogo
# Cómo se escribe una apuesta de cada forma: $shape elige, $kind es el nombre del catálogo.
rl-expected-target = { $shape ->
    [straight] `{ $kind } N` con un número del cilindro
    [split] `{ $kind } A-B` con dos números contiguos
    [street] `{ $kind } A-B-C` con una fila del paño
    [corner] `{ $kind } A-B-C-D` con cuatro números contiguos que forman un cuadro
    [six-line] `{ $kind } A-B-C-D-E-F` con dos filas contiguas
    [ordinal] `{ $kind } N` con N del 1 al 3
    [two-ordinals] `{ $kind } 1-2` o `{ $kind } 2-3`
   *[no-numbers] `{ $kind }` sin números
}

## RL003, RL018, RL022, RL030, RL031: una liquidación por un importe equivocado

rl-wrong-amount = { $action ->
    [pay] el pago de { $amount }
    [collect] el cobro de { $amount }
    [return] la devolución de { $amount }
    [release] la liberación de { $amount }
   *[other] una línea `{ $action }` de { $amount }
} sobre { $bet }; según las reglas corresponden { $expected }
# $why: por qué las reglas dan ese importe (uno de los mensajes rl-why-…).
rl-wrong-amount-expected = { $action ->
    [pay] el pago de { $amount }
    [collect] el cobro de { $amount }
    [return] la devolución de { $amount }
    [release] la liberación de { $amount }
   *[other] una línea `{ $action }` de { $amount }
} ({ $why })
# $payout: el pago de la combinación (`35`, `1/2`).
rl-why-payout = { $payout } × { $stake }
rl-why-series-payout = las fichas de la combinación ganadora, según lo que paga esa combinación
rl-why-last-spin-refund = { $fraction } de la apuesta inicial en la última jugada
rl-why-zero-half = valor residual: { $fraction } de la apuesta tras { $zeros ->
    [one] un cero
   *[other] { $zeros } ceros
}
rl-why-release-initial = la apuesta inicial, que recobra su libertad
rl-why-release-residual = el valor residual tras { $zeros ->
    [one] un cero
   *[other] { $zeros } ceros
}
rl-why-losing-stake = toda la apuesta perdida
rl-number-wins-label = gana el { $number ->
    [0] cero
   *[other] { $number }
}
rl-number-frees-label = { $number ->
    [0] el cero
   *[other] el { $number }
} la libera

## RL004: una apuesta ganadora sin pagar

rl-never-paid = { $bet } ganó pero no se pagó
rl-never-paid-label = nunca se pagó
rl-never-paid-found = ningún pago

## RL005: una liquidación que el resultado no justifica

# $state: qué fue de la apuesta (uno de los mensajes rl-state-…).
rl-move-does-not-fit = { $action ->
    [pay] el pago de { $amount }
    [collect] el cobro de { $amount }
    [return] la devolución de { $amount }
    [release] la liberación de { $amount }
   *[other] una línea `{ $action }` de { $amount }
} sobre { $bet }, que { $state }
rl-move-does-not-fit-label = { $action ->
    [pay] el pago
    [collect] el cobro
    [return] la devolución
    [release] la liberación
   *[other] `{ $action }`
} no procede
rl-state-imprisoned = queda en prisión
rl-state-half-returned = recuperó la mitad con el cero
rl-state-last-spin-refund = recibe el reintegro obligado de la última jugada
rl-state-freed = recobra su libertad con el { $number ->
    [0] cero
   *[other] { $number }
}
rl-state-lost-from-prison = estando en prisión, se pierde con el { $number ->
    [0] cero
   *[other] { $number }
}
rl-state-partly-won = ganó en parte con el { $number ->
    [0] cero
   *[other] { $number }
}
rl-state-won = ganó con el { $number ->
    [0] cero
   *[other] { $number }
}
rl-state-lost = perdió con el { $number ->
    [0] cero
   *[other] { $number }
}

## RL006: una apuesta liquidada dos veces

rl-settled-twice = { $bet } se { $action ->
    [pay] pagó
    [collect] cobró
    [return] devolvió
    [release] liberó
   *[other] liquidó (`{ $action }`)
} dos veces
rl-settled-twice-label = liquidada de nuevo
rl-first-settlement-label = primera liquidación
rl-settled-twice-expected = { $action ->
    [pay] un solo pago
    [collect] un solo cobro
    [return] una sola devolución
    [release] una sola liberación
   *[other] un solo `{ $action }`
}
rl-settled-twice-found = { $action ->
    [pay] un segundo pago de { $amount }
    [collect] un segundo cobro de { $amount }
    [return] una segunda devolución de { $amount }
    [release] una segunda liberación de { $amount }
   *[other] una segunda línea `{ $action }` de { $amount }
}

## RL007: una liquidación o opción que no nombra ninguna apuesta

# $place: `table` (una apuesta sobre el paño) o `prison` (una apuesta retenida en prisión).
rl-no-such-bet = la línea `{ $action }` nombra una apuesta de { $seat } que no está { $place ->
    [prison] en prisión
   *[table] en la mesa
}
rl-no-such-bet-label = no hay tal apuesta { $place ->
    [prison] en prisión
   *[table] en la mesa
}
rl-no-such-bet-expected = una apuesta colocada por { $seat } (o retenida en prisión)
rl-no-such-bet-expected-no-prison = una apuesta colocada por { $seat }
rl-choice-no-such-bet = `choose` nombra una apuesta de { $seat } que no está en la mesa
rl-choice-no-such-bet-label = no hay tal apuesta
rl-choice-no-such-bet-expected = una apuesta de { $seat } a una suerte sencilla
rl-prisoner-without-prison = la línea `{ $action }` nombra la apuesta a { $kind } de { $seat } sin `prison`, pero esa apuesta está en prisión
rl-not-prison-label = falta `prison …`
# $line: la línea tal como debió escribirse.
rl-prisoner-without-prison-expected = `{ $line }`: una apuesta retenida en prisión se escribe `prison { $kind }`

## RL008: una apuesta perdedora sin cobrar

rl-never-collected = { $bet } perdió pero no se cobró
rl-bank-share-not-collected = con el cero, la banca no recuperó su parte de { $bet }
rl-never-collected-label = nunca se cobró
rl-never-collected-found = ningún cobro

## RL009: el orden de pago

# $bet se pagó después de $earlier; $kind y $earlier_kind son sus combinaciones.
rl-paid-too-late = { $bet } se pagó después de { $earlier }, pero el orden de pago del artículo pone { $kind ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $kind }
} antes que { $earlier_kind ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $earlier_kind }
}
rl-paid-too-late-label = pagada demasiado tarde
rl-paid-earlier-label = pago anterior de una apuesta a { $kind ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $kind }
}
rl-paid-too-late-expected = pagar las apuestas a { $kind ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $kind }
} antes que las apuestas a { $earlier_kind ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $earlier_kind }
}
rl-paid-too-late-found = se pagó primero { $earlier_kind ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $earlier_kind }
} y después { $kind ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $kind }
}

# Un juego que paga de una sola vez las ganancias de un jugador (ruleta americana).
rl-block-paid-too-late = las ganancias de { $seat }, pagadas de una sola vez con { $bet } entre ellas, se pagaron después de { $earlier }, pero el orden de pago del artículo pone { $kind } antes que { $earlier_kind }
rl-second-block = las ganancias de { $seat } se pagaron en dos veces, con el pago de otro jugador en medio, pero el artículo paga de una sola vez todas las combinaciones ganadoras de un jugador
rl-second-block-label = segundo pago
rl-first-block-label = primer pago
rl-second-block-expected = todas las apuestas ganadoras de { $seat } pagadas de una sola vez
rl-second-block-found = dos pagos

## RL010: una apuesta perdedora cobrada después de empezar los pagos

rl-collected-late = { $bet }, que había perdido, se cobró cuando ya había empezado el pago de las ganadoras
rl-collected-late-label = cobrada después de empezar los pagos
rl-first-payment-label = primer pago
rl-collected-late-expected = todas las apuestas perdedoras cobradas antes del primer pago
rl-collected-late-found = un cobro después de un pago

## RL011: una apuesta después de «no va más»

rl-bet-after-result = se colocó una apuesta cuando la bola ya había caído
rl-bet-after-result-label = apuesta tras el resultado
rl-bet-after-no-more = se aceptó una apuesta después de «no va más»
rl-bet-after-no-more-label = apuesta tras «no va más»
rl-no-more-announced-label = aquí se anunció «no va más»
rl-bet-after-no-more-expected = ninguna apuesta después de «no va más»
rl-bet-after-no-more-found = apuesta de { $amount } a { $kind }

## RL012, RL013: el sentido del cilindro y el de la bola

# $sense: `cw` o `ccw`, como lo escribe el registro.
rl-rotor-same-sense = el cilindro giró otra vez en sentido `{ $sense }`
rl-rotor-same-sense-label = mismo sentido que la tirada anterior
rl-previous-spin-label = tirada anterior, también `{ $sense }`
rl-ball-with-rotor = la bola se lanzó en el mismo sentido que el cilindro
rl-ball-with-rotor-label = en el sentido del cilindro
rl-rotor-sense-label = sentido del cilindro

## RL014, RL016: el mínimo de la mesa

rl-below-minimum = la apuesta es de { $stake }, por debajo del mínimo de la mesa, { $min }
# $series: la serie (`vecinos`) cuyas fichas son cada una de $stake.
rl-chip-below-minimum = cada ficha de la serie { $series ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $series }
} es de { $stake }, por debajo del mínimo de la mesa, { $min }
rl-below-minimum-label = por debajo del mínimo
rl-below-minimum-expected = al menos { $min }
rl-not-multiple = la apuesta es de { $stake }, que no es múltiplo del mínimo de la mesa, { $min }
rl-chip-not-multiple = cada ficha de la serie { $series ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $series }
} es de { $stake }, que no es múltiplo del mínimo de la mesa, { $min }
rl-not-multiple-label = no es múltiplo del mínimo
rl-not-multiple-expected = un múltiplo de { $min }

## RL015: el máximo

# $class: la clase de máximo del catálogo (`sencillas`, `pleno`).
rl-over-maximum = las posturas a { $kind ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $kind }
} suman { $stake }, por encima del máximo de { $class ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $class }
}, { $max }
# Las fichas de una serie sobre una de sus combinaciones ($kind) suman $stake.
rl-series-over-maximum = la serie { $series ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $series }
} pone { $stake } a { $kind ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $kind }
}, por encima de su máximo, { $max }
# $multiple: cuántas veces el mínimo; $scale: la escala de máximos del catálogo en vigor.
rl-over-maximum-expected = como máximo { $max } ({ $multiple } veces el mínimo, { $min }; escala { $scale ->
    [unica] única
   *[other] { $scale }
})
# $class: la clase de límite (`numero`); $max: el máximo que da para ella la cabecera de la mesa.
rl-authorised-maximum-expected = como máximo { $max } (el máximo autorizado de la mesa para { $class ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $class }
}, `max-{ $class }=`)
# $multiple × $min: el máximo más alto que permite el artículo, aplicado cuando la cabecera no da ninguno.
rl-article-maximum-expected = como máximo { $max } ({ $multiple } × mínimo { $min }: el máximo más alto que permite el artículo para { $class ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $class }
}; la cabecera no da `max-{ $class }=`)
rl-first-stake-label = primera postura

## RL017, RL019, RL022, RL029: la opción ante el cero

rl-no-choice = con el cero, no consta que { $bet } retirase la mitad ni quedase en prisión
rl-no-choice-label = sin opción registrada para esta apuesta
rl-no-choice-expected = `choose PUESTO APUESTA half` o `choose PUESTO APUESTA prison`
rl-no-choice-found = ninguna opción
rl-half-taken-below-minimum = el valor residual, { $refund }, queda por debajo del mínimo de la mesa, { $min }, por lo que la apuesta debía quedar en prisión
rl-half-taken-label = se retiró la mitad
rl-choice-on-last-spin = en la última jugada de la sesión el cero obliga a aceptar el reintegro de { $refund }, pero se registró una opción
rl-choice-on-last-spin-label = sin opción en la última jugada
rl-choice-on-last-spin-expected = la devolución de { $refund } ({ $fraction } de la apuesta inicial)
rl-second-choice = se registró una segunda opción ante el cero para la misma apuesta
rl-second-choice-label = segunda opción
rl-first-choice-label = primera opción
rl-second-choice-expected = una sola opción por apuesta y cero
rl-choice-not-even-chance = se registró una opción ante el cero, pero la combinación { $kind } no es una suerte sencilla
rl-choice-not-zero = se registró una opción ante el cero, pero salió el { $number }, no el cero
rl-no-choice-here-label = aquí no cabe opción
rl-choice-only-on-zero-expected = una opción solo para apuestas a suertes sencillas cuando sale el cero
rl-no-choice-at-all-expected = ninguna opción: el artículo da a las suertes sencillas una sola regla para el cero
# $choice: `half` o `prison`, como lo escribe el registro.
rl-option-not-offered = el catálogo no ofrece `{ $choice }` ante el cero
rl-option-not-offered-label = opción no ofrecida
rl-choice-before-result = se registró una opción ante el cero antes de que la jugada tuviera resultado
rl-choice-before-result-expected = una opción tras salir el cero

## RL018, RL022: un reintegro con el cero que no se hizo

rl-nothing-returned = { $bet } debió recuperar { $refund } con el cero
rl-nothing-returned-label = nada devuelto
rl-nothing-returned-found = ningún reintegro

## RL020, RL021: la prisión

rl-prisoner-paid = { $bet } salió de prisión con una ganancia de { $amount }
rl-prisoner-paid-label = ganancia pagada
rl-imprisoned-stake-label = postura de { $stake } en prisión
rl-prisoner-not-resolved = { $bet }, en prisión, no se liberó ni se perdió en la jugada siguiente
rl-prisoner-not-resolved-found = nada
rl-prisoner-at-close = { $bet } seguía en prisión al cerrarse la sesión
rl-session-closed-label = cierre de la sesión
rl-prisoner-at-close-expected-refund = liberada, perdida o reintegrada en la última jugada de la sesión
rl-prisoner-at-close-expected = liberada o perdida en una jugada posterior

## RL023, RL024: la «tirada nula»

rl-void-reason-unknown = se declaró «tirada nula» por `{ $reason }`, que el catálogo no recoge
rl-void-reason-unknown-label = no es causa de «tirada nula»
rl-void-after-result = se declaró «tirada nula» cuando la bola ya había caído en el { $number ->
    [0] cero
   *[other] { $number }
}
rl-void-after-result-label = declarada tras el resultado
rl-void-after-result-expected = «tirada nula» con la bola en juego, antes del resultado
rl-void-after-result-found = `void { $reason }` tras `spin { $number }`
# $from: desde dónde se volvió a lanzar la bola; $previous: el resultado de la jugada anterior.
rl-relaunch-not-from-previous = tras la «tirada nula» la bola se volvió a lanzar desde el { $from ->
    [0] cero
   *[other] { $from }
} en lugar del número que cayó en la jugada anterior, el { $previous ->
    [0] cero
   *[other] { $previous }
}
rl-relaunched-from-label = lanzada de nuevo desde aquí
rl-void-label = «tirada nula»
rl-previous-result-label = resultado anterior

## RL025: una liquidación antes del resultado

rl-settled-before-result = { $action ->
    [pay] un pago
    [collect] un cobro
    [return] una devolución
    [release] una liberación
   *[other] `{ $action }`
} antes de que la jugada tenga resultado
rl-settled-before-result-expected = las liquidaciones, tras el resultado de la jugada
rl-move-of = { $action ->
    [pay] el pago de { $amount }
    [collect] el cobro de { $amount }
    [return] la devolución de { $amount }
    [release] la liberación de { $amount }
   *[other] una línea `{ $action }` de { $amount }
}
rl-void-no-settlement-label = «tirada nula»: no se liquida

## RL026: las fichas de una serie

rl-series-chips = la serie { $kind ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $kind }
} de { $stake } no se divide en sus { $chips } fichas iguales
rl-series-chips-label = no es un número entero de fichas
rl-series-chips-expected = una apuesta divisible en { $chips } fichas de igual valor

## RL027: límites variados durante la sesión

rl-limits-changed = se variaron los límites de la mesa durante la sesión
rl-limits-changed-label = límites variados
rl-limits-changed-expected = mínimo de { $min } y escala { $scale ->
    [unica] única
   *[other] { $scale }
} durante toda la sesión
rl-limits-changed-found = mínimo de { $min }, escala { $scale ->
    [unica] única
   *[other] { $scale }
}

## RL028, RL032: la tirada

# $wheel: `spots` para una rueda de posiciones con nombre (la ruleta de la fortuna, sin bola); si no, `ball`.
rl-spin-without-no-more = { $wheel ->
    [spots] la rueda se detuvo
   *[ball] la bola cayó
} sin que se hubiera anunciado «no va más»
rl-spin-without-no-more-label = resultado sin «no va más»
rl-bets-open-label = apuestas abiertas
rl-spin-without-no-more-expected = `nomore` antes del resultado
# $void: `no` donde el artículo no tiene «tirada nula» (boule, ruleta de la fortuna).
rl-second-result = { $void ->
    [no] la jugada tiene un segundo resultado
   *[yes] la jugada tiene un segundo resultado sin «tirada nula»
}
rl-second-result-label = segundo resultado
rl-first-result-label = primer resultado, el { $number ->
    [0] cero
   *[other] { $number }
}
rl-second-result-expected = { $void ->
    [no] un resultado por jugada
   *[yes] un resultado por jugada, o `void MOTIVO` antes de volver a lanzar la bola
}

## RL034, RL035, RL036: fichas de color (ruleta americana)

rl-colour-below-minimum = { $seat } da a sus fichas de color un valor de { $value }, inferior al mínimo de la mesa, { $min }
rl-colour-over-pleno = { $seat } da a sus fichas de color un valor de { $value }, superior al máximo del pleno, { $max }
rl-colour-value-label = valor de la ficha
rl-colour-value-expected = un valor de { $min } (el mínimo) a { $max } ({ $multiple } veces el mínimo, el máximo del pleno en la escala { $scale ->
    [unica] única
   *[other] { $scale }
})
rl-colour-players = { $seat } es el jugador número { $count } con fichas de color, pero como máximo pueden jugar con fichas de color { $max } jugadores
rl-colour-players-label = jugador de color { $count }
rl-colour-first-player-label = primer jugador de color
rl-colour-players-expected = { $max } jugadores con fichas de color como máximo
rl-colour-players-found = { $count } jugadores con fichas de color
rl-colour-bet = { $seat } apostó { $stake }, que no es un número entero de sus fichas de color de { $chip }
rl-colour-bet-label = no es un número entero de fichas
rl-colour-chips-given-label = fichas de color de { $chip }
rl-colour-bet-expected = un múltiplo de { $chip }

## RL033: comprobaciones que el registro no permitió

# $check y $name: la comprobación no hecha (`RL013`, `ball-not-against-rotor`); $count: las
# tiradas (o nuevos lanzamientos) sin la clave.
rl-unchecked-ball = no se comprobó { $check } ({ $name }): { $count ->
    [one] { $count } tirada de esta mesa no lleva
   *[other] { $count } tiradas de esta mesa no llevan
} `ball=`, por lo que no consta si la bola se lanzó en sentido inverso al del cilindro
rl-unchecked-ball-expected = `spin N SENTIDO ball=SENTIDO`
rl-unchecked-ball-found = { $count ->
    [one] { $count } tirada
   *[other] { $count } tiradas
} sin `ball=`
rl-unchecked-from = no se comprobó { $check } ({ $name }): { $count ->
    [one] { $count } nuevo lanzamiento de esta mesa no lleva
   *[other] { $count } nuevos lanzamientos de esta mesa no llevan
} `from=`, por lo que no consta si la bola se volvió a lanzar desde el número que cayó en la jugada anterior
rl-unchecked-from-expected = `spin N SENTIDO from=ANTERIOR` tras la tirada nula (`void`)
rl-unchecked-from-found = { $count ->
    [one] { $count } nuevo lanzamiento
   *[other] { $count } nuevos lanzamientos
} sin `from=`
# $key: `ball` o `from`.
rl-unchecked-label = sin `{ $key }=`
rl-unchecked-rotor-label = sin sentido del cilindro
# $checks: las comprobaciones no hechas (`RL012, RL013`); $name: el nombre de la primera.
rl-unchecked-rotor = no se comprobó { $checks } ({ $name }): { $count ->
    [one] { $count } tirada de esta mesa no lleva
   *[other] { $count } tiradas de esta mesa no llevan
} el sentido del cilindro (`cw` o `ccw` tras el número), por lo que no consta si el cilindro alternó su giro
rl-unchecked-rotor-expected = `spin N SENTIDO`
rl-unchecked-rotor-found = { $count ->
    [one] { $count } tirada
   *[other] { $count } tiradas
} sin el sentido del cilindro

## S004: una jugada sin resultado

rl-round-without-result = la jugada terminó sin resultado
rl-round-without-result-void-settled = la jugada terminó sin resultado, con la «tirada nula» sin nuevo lanzamiento, aunque se liquidó
rl-round-without-result-settled = la jugada terminó sin resultado, aunque se liquidó: puede faltar su línea `spin`
rl-round-without-result-label = apuestas de una jugada sin resultado
rl-round-without-result-expected = un resultado `spin` (o `void` y un nuevo lanzamiento)
rl-round-without-result-found = ningún resultado
rl-round-without-result-found-choice = una opción ante el cero, y ningún resultado
rl-round-without-result-found-settled = liquidaciones, y ningún resultado
rl-void-not-relaunched-label = «tirada nula» sin nuevo lanzamiento
rl-choice-without-result-label = opción ante el cero sin resultado
rl-settled-without-result-label = liquidada sin resultado

## M004: los límites de la mesa en la cabecera o en una línea `limits`

rl-header-scale-unknown = `scale={ $scale }` no es una escala de máximos de este catálogo
# $key: la clave de la cabecera (`max-numero`, `authorised-min`).
rl-header-max-not-amount = `{ $key }=` no es una cantidad
rl-header-max-not-amount-label = no es una cantidad
rl-header-max-not-amount-expected = una cantidad positiva como `400` o `400.50`
# $class: la clase de límite; $max: el máximo que da la cabecera para ella.
rl-authorised-max-out-of-range = el máximo autorizado de la mesa para { $class ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $class }
}, { $max }, queda fuera de los límites que fija el artículo
rl-authorised-max-out-of-range-label = máximo autorizado fuera de los límites del artículo
# $low y $high: $from y $to veces el mínimo de la mesa $min.
rl-authorised-max-out-of-range-expected = de { $low } a { $high } (de { $from } a { $to } × mínimo { $min })
rl-authorised-max-below-expected = al menos { $low } ({ $from } × mínimo { $min })
rl-minimum-not-authorised = el mínimo de la mesa, { $min }, no es el mínimo autorizado { $authorised } ni su doble
rl-minimum-not-authorised-label = mínimo de la mesa
rl-authorised-minimum-label = mínimo autorizado
rl-minimum-not-authorised-expected = { $authorised } o { $doubled }
rl-header-scale-unknown-label = no es una escala de este catálogo
rl-limits-min-not-amount = el nuevo mínimo de la mesa no es un importe positivo
# $why: la explicación del lector del registro de por qué el texto no es un importe.
rl-limits-min-not-amount-why = el nuevo mínimo de la mesa no es un importe positivo: { $why }
rl-limits-min-not-amount-label = no es un importe
rl-limits-min-not-amount-expected = un importe decimal positivo
rl-limits-scale-unknown = `{ $scale }` no es una escala de máximos de este catálogo
rl-limits-scale-unknown-label = escala desconocida
rl-limits-unknown-key = `{ $key }` no es un límite que pueda variar
rl-limits-unknown-key-label = parámetro desconocido
rl-limits-unknown-key-expected = `min=` o `scale=`

## Errores del catálogo (mod.rs): lo que `catalog lint` señala en el `play.roulette` de un artículo de ruleta

rl-compile-numbers = el cilindro ha de tener entre 1 y 64 números
# $columns × $rows: la disposición del paño; $cells: los números que contiene; $numbers: los del cilindro.
rl-compile-layout-size = un paño de { $columns }×{ $rows } contiene { $cells } números además del cero, pero el cilindro tiene { $numbers }
rl-compile-layout-dozens = los números del paño han de dividirse en tres docenas
rl-compile-no-scale = se necesita al menos una escala
# $scales: las escalas del artículo, como lista (`["alta", "baja"]`).
rl-compile-not-a-scale = `{ $scale }` no es una de las escalas { $scales }
rl-compile-no-maximum = no hay un máximo positivo para la escala `{ $scale }`
rl-compile-kind-twice = la combinación `{ $kind }` está definida dos veces
rl-compile-series-payout = una serie se paga a través de sus posturas; elimínese `payout`
rl-compile-no-payout = la combinación `{ $kind }` necesita un `payout`
rl-compile-extra-set = un conjunto adicional tiene de 1 a 6 números del cilindro, para una combinación escrita con sus números
rl-compile-chance-numbers = una suerte sencilla enumera sus números, del 1 al más alto
rl-compile-numbers-not-chance = solo una `chance` enumera `numbers`
rl-compile-placements-not-series = solo una `series` tiene `placements`
rl-compile-series-placements = una serie necesita sus `placements`
rl-compile-not-a-limit = `{ $limit }` no es una clase de `limits.maximum`
rl-compile-not-a-kind = `{ $kind }` no es una combinación
rl-compile-placement-kind = una postura de serie va sobre una combinación escrita con sus números
# $numbers: los números de la postura, como lista (`[17, 20]`).
rl-compile-not-on-cloth = { $numbers } no es un `{ $kind }` del paño
rl-compile-placement-chips = una postura de serie tiene de 1 a 1000 fichas
rl-compile-series-in-order = una serie se paga en el rango de las combinaciones a las que se llevan sus fichas: omítase aquí
rl-compile-listed-twice = `{ $kind }` figura dos veces
# $index: el lugar de la combinación en `bets` (desde 0).
rl-compile-not-in-order = la combinación `{ $kind }` (bets[{ $index }]) no tiene lugar en el orden de pago
rl-compile-pockets = cada número tiene al menos una casilla
rl-compile-symbols-count = una rueda de posiciones con nombre las cuenta en `numbers`, desde 0, sin `layout`
rl-compile-symbol = el nombre de una posición se usa una sola vez y tiene al menos una casilla
rl-compile-chance-symbols = en una rueda de posiciones con nombre una suerte enumera sus `symbols`, por su nombre
rl-compile-zero-number = `zero.number` es un número del cilindro
rl-compile-shape-needs-layout = esta combinación se lee en la cuadrícula del paño: el artículo necesita un `layout`
rl-compile-range = un intervalo autorizado va de 1 en adelante, con `from` no mayor que `to`
rl-compile-maximum-both = el máximo de una clase es o bien `multiples` por escala o bien un intervalo `authorised`, no ambos
rl-compile-listed-zeros = al menos el primer cero figura en la lista
rl-compile-colour-no-pleno = el juego tiene fichas de color, cuyo valor limita el máximo del pleno, pero ninguna combinación `straight` (pleno)
rl-compile-at-once-rule = `pay_player_at_once_rule` nombra la regla del pago de una sola vez, pero `pay_player_at_once` no es `true`

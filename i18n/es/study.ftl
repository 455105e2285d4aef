# Las estadísticas de la mesa (src/study): las secciones de «estudios» de `--summary`, y las
# ventajas de la ruleta de `veedor odds`.

study-table-heading = mesa { $table } ({ $catalog }): { $files ->
    [one] 1 fichero
   *[other] { $files } ficheros
}, { $sessions ->
    [one] 1 sesión
   *[other] { $sessions } sesiones
}, { $rounds ->
    [one] 1 jugada
   *[other] { $rounds } jugadas
}
study-money-banker = apostado { $staked }, pagado { $paid }, devuelto { $returned }, cobrado { $collected }; resultado del establecimiento { $result }
study-money-cagnotte = apostado { $staked }, pagado { $paid }, cobrado { $collected }; ingreso del establecimiento («cagnotte») { $result }
study-hold = retención observada { $hold }; ventaja teórica del establecimiento { $edge }
study-hold-none = ninguna (nada apostado)
study-edge-value = { $percent } ({ $fraction })
study-edge-house-does-not-bank = ninguna: la banca la tiene un jugador
study-edge-house-plays-no-hand = ninguna: el establecimiento no juega ninguna mano
study-take = detracción { $taken } de { $pots } puestos en los botes ({ $rate }); el artículo permite como máximo { $allowed }
study-take-per-hour = detracción por hora { $taken }; el artículo permite como máximo { $allowed } por hora
study-edge-no-stakes = ninguna: ninguna apuesta con ventaja exacta
study-edge-not-enumerable = ninguna: las reglas del artículo no se pueden enumerar con exactitud
study-edge-basic-strategy = { $percent } con la estrategia básica, por apuesta inicial
study-outcomes-tested = resultados: { $total } contados; chi-cuadrado { $statistic } con { $df ->
    [one] { $df } grado de libertad
   *[other] { $df } grados de libertad
}, p = { $p }: { $verdict }
study-outcomes-untested = resultados: { $counts } (sin contraste: no hay probabilidades exactas)
study-view = { $title }: { $counts }
study-verdict-no-sign-of-bias = sin indicios de sesgo
study-verdict-anomalous = frecuencias anómalas (p inferior a { $threshold })
study-verdict-too-few-rounds = jugadas insuficientes para juzgar (alguna frecuencia esperada es inferior a { $min })

odds-roulette-heading = { $catalog } — { $numbers } números, cada uno de probabilidad 1/{ $numbers }
# $spots: las posiciones con nombre de la rueda; $pockets: sus celdas.
odds-wheel-heading-spots = { $catalog } — { $spots } posiciones en { $pockets } celdas, todas las celdas igual de probables
# $pockets: cuántas casillas tiene cada número en el cilindro (boule: 2).
odds-wheel-heading-pockets = { $catalog } — { $numbers } números, { $pockets } casillas cada uno, cada número de probabilidad 1/{ $numbers }
odds-col-bet = apuesta
odds-col-payout = pago
odds-col-numbers = números
odds-col-cells = celdas
odds-col-edge = ventaja del establecimiento
odds-col-exact = exacta
odds-col-zero = con el cero
odds-series = serie
odds-zero-half = retirar la mitad
odds-zero-prison = prisión
odds-zero-loses = pierde con el { $number }
odds-roulette-prison-initial = prisión: la postura que recobra su libertad en la jugada siguiente recupera su apuesta inicial; si el cero sale de nuevo, el jugador tiene la misma opción (la ventaja indicada deja la postura en prisión).
odds-roulette-prison-residual = prisión: la postura que recobra su libertad en la jugada siguiente recupera su valor residual (la apuesta, que pierde el 50 por 100 a cada cero); si el cero sale de nuevo, el jugador tiene la misma opción (la ventaja indicada deja la postura en prisión).
# Por qué las probabilidades de una mesa de bacará no son una cifra exacta (dentro de una frase del informe).
study-detail-several-player-hands = hay más de una mano de jugador
study-detail-players-choose = las probabilidades de cada resultado dependen de las decisiones de los jugadores
# $files: los nombres de los ficheros, separados por comas.
study-repeated = { $count ->
    [one] 1 fichero repite
   *[other] { $count } ficheros repiten
} el contenido de un fichero ya contado (el mismo SHA-256: la misma exportación dos veces) y no se { $count ->
    [one] suma
   *[other] suman
}: { $files }
# $changes: cada cambio como «fichero: 5,00 € → 2,00 €», separados por punto y coma.
study-minimum-changed = el mínimo de la mesa cambia entre sesiones: { $changes }

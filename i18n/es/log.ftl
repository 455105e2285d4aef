# Los diagnósticos del propio registro (src/log/, src/check.rs, src/batch.rs): líneas que no
# pueden leerse, la cabecera y la estructura de la sesión. Los elementos del registro se citan
# tal cual entre comillas invertidas: son la sintaxis del registro y no se traducen.

## Lo que el analizador esperaba donde una línea falla (src/log/parser.rs).

log-expect-keyword = una palabra clave de evento: `mesa-log`, `table`, `session`, `limits`, `round`, `bet`, `nomore`, `spin`, `void`, `choose`, `collect`, `pay`, `return`, `release`, `shoe`, `cutcard`, `burn`, `deal`, `holder`, `hand`, `result`, `refuse`, `salute`, `leave`, `bank`, `garage`, `cagnotte`, `tableau`, `players`, `replay`, `hit`, `stand`, `double`, `split`, `insure`, `evenmoney`, `vacant`
log-expect-end = el final de la línea (o un comentario `#`)
log-expect-stamp = una hora `HH:MM:SS` o `AAAA-MM-DDTHH:MM[:SS]`, seguida opcionalmente de `Z` o `±HH:MM`
log-expect-session-time = una fecha y hora como `2026-11-20T20:00` (opcionalmente con `Z` o `±HH:MM`), o el final de la línea
log-expect-version = la versión del formato, `1`
log-expect-table-id = un identificador de mesa como `RF-03` (letras, cifras, `_`, `.`, `-`)
log-expect-param = un parámetro `clave=valor`, p. ej. `min=5`
log-expect-session = `open` o `close`
log-expect-round = un número de jugada como `12`
log-expect-wheel = un número del cilindro como `17`
log-expect-direction = `cw` o `ccw`
log-expect-spin-option = `ball=cw`, `ball=ccw`, `from=N` o el final de la línea
log-expect-reason = un motivo como `ball-out` (minúsculas, cifras y `-`)
log-expect-seat = un puesto como `s3` (letras, cifras, `_`, `.`, `-`)
log-expect-bet = una apuesta como `pleno 17`, `rojo` o `prison rojo`
log-expect-kind = una suerte como `pleno` o `rojo`
log-expect-numbers = los números de la apuesta, como `17` o `0-2-3` (6 como máximo, unidos con `-`)
log-expect-amount = un importe como `10` o `12.50`
log-expect-choice = `half` o `prison`
log-expect-card = una carta como `Kh`, `Td` o `9c` (valor A 2-9 T J Q K, palo c d h s), o `??`
log-expect-face = `up`, `down` o el final de la línea
log-expect-card-or-face = otra carta, `up`, `down` o el final de la línea
log-expect-seat-or-end = el puesto del que se detrae (`s2`), o el final de la línea
log-circ-expect-allin = `allin` o el final de la línea
log-circ-expect-seen-card = una carta vista boca arriba, como `9c` (valor A 2-9 T J Q K, palo c d h s)
log-expect-hand = una mano como `punto` o `banca` (minúsculas, cifras y `-`)
log-expect-bj-hand = una mano como `m3`, `m3-1` o `crupier` (minúsculas, cifras y `-`)
log-expect-bj-box = un número de casilla como `3`
log-expect-decks = `decks=N`, p. ej. `decks=6`, o el final de la línea
log-expect-cutcard = el número de cartas por debajo de la carta de corte, p. ej. `7`, o `out`
log-expect-players = el número de jugadores, p. ej. `6`, o un número por paño, p. ej. `3 2`
log-expect-result = el ganador, p. ej. `banca`, `punto` o `empate`, o `MANO=GANADOR` por mano
log-expect-hand-once = cada mano una sola vez
log-expect-param-once = cada parámetro una sola vez
log-expect-limits-params = parámetros como `min=10`
log-expect-option-once = cada opción una vez como máximo
log-expect-numbers-then-amount = los números de la apuesta (p. ej. `17` o `0-2-3`) y después el importe
log-expect-numbers-then-choice = los números de la apuesta (p. ej. `17`) y después `half` o `prison`
log-expect-amount-last = el importe, como último elemento
log-expect-choice-last = `half` o `prison`, como último elemento
log-expect-short-line = una línea de menos de 4 GiB
log-expect-points = el total de la fila negra y el de la roja, p. ej. `32 34`
log-expect-die = la cara de un dado, de `1` a `6`, p. ej. `roll 3 4`
log-expect-point = el punto, `4`, `5`, `6`, `8`, `9` o `10`, u `off`
log-expect-shooter-reason = por qué cambiaron de mano los dados: `seven-out`, `refusal` o `barred` (o nada)
log-expect-dice-reason = por qué se cambiaron los dados: `shooter`, `chief`, `lost-die` o `new-set`
log-expect-no-thousands-here = { log-no-thousands } (aquí `{ $meant }`)

## Qué es un elemento, en «`x` no es { $what }» (con su artículo).

log-what-seat = un puesto
log-what-table-id = un identificador de mesa
log-what-hand = una mano
log-what-winner = un ganador
log-what-param-name = un nombre de parámetro
log-what-reason = un motivo
log-what-kind = una suerte
log-what-players = un número de jugadores
log-what-decks = un número de barajas
log-what-cards = un número de cartas
log-what-version = una versión de formato
log-what-round = un número de jugada
log-what-wheel = un número del cilindro
log-what-points = un total de fila
log-what-point = un punto
log-what-box = un número de casilla

## Por qué no puede leerse una línea. $token es el elemento que falla, tal como está escrito;
## $hint está vacío o es uno de los mensajes log-hint-* (cada uno lleva su puntuación inicial).

log-not-grammar = esta línea no sigue la gramática del registro de mesa
log-line-too-long-for-event = esta línea es demasiado larga para ser un evento (4 GiB o más)
log-stamp-needs-event = tras la hora debe figurar un evento
log-deal-needs-hand = `deal` requiere la mano a la que va la carta
log-needs-seat = `{ $keyword }` requiere el puesto
log-hand-needs-name = `hand` requiere el nombre de la mano
log-hand-needs-seat = `hand` requiere el puesto al que se da la mano
log-needs-amount = `{ $keyword }` requiere el importe
log-bj-needs-hand = `{ $keyword }` requiere la mano (`m3`, `m3-1`, `crupier`)
log-bj-vacant-needs-box = `vacant` requiere la casilla ante la que no se sienta nadie (`vacant 3`)
log-bj-evenmoney-needs-bet = `evenmoney` requiere la apuesta tras el puesto (`mano 3`)
log-players-at-most = una línea `players` da como máximo { $max } cifras
log-players-needs-count = `players` requiere el número de jugadores
log-not-shoe-option = `{ $token }` no es una opción de `shoe`
log-cutcard-needs-count = `cutcard` requiere el número de cartas por debajo de la carta de corte, o `out`
log-points-needs-totals = `points` requiere el total de la fila negra y el de la roja
log-roll-needs-dice = `roll` requiere las caras de los dos dados, p. ej. `roll 3 4`
log-not-die = `{ $token }` no es la cara de un dado: un dado muestra de 1 a 6
log-not-shooter-reason = `{ $token }` no es un motivo para que los dados cambien de mano{ $hint }
log-point-needs-number = `point` requiere el punto que marca la placa, u `off`
log-not-point = `{ $token }` no es un punto{ $hint }
log-point-then-number = `{ $token }` inesperado tras el punto{ $hint }
log-dice-needs-reason = `dice` requiere el motivo del cambio de dados
log-not-dice-reason = `{ $token }` no es un motivo de cambio de dados{ $hint }
log-needs-card = `{ $keyword }` requiere la carta
log-not-face = `{ $token }` no es una cara de la carta{ $hint }
log-not-card-or-face = `{ $token }` no es una carta ni una cara de las cartas{ $hint }
# Póquer de círculo y sintético (docs/design/poquer-circulo.md §A); $keyword: `raise` o `call`.
log-circ-not-allin = `{ $token }` tras el importe de `{ $keyword }` no es `allin`{ $hint }
# $keyword: `discard` o `show`.
log-circ-card-seen = la carta que nombra `{ $keyword }` se ve boca arriba: escríbala (`9c`), no `??`
log-circ-too-many-cards = una línea nombra como máximo { $max } cartas
log-circ-show-needs-cards = `show` requiere las cartas mostradas (`show s3 Ac Kd`)
log-circ-lend-needs-to = `lend` requiere el puesto que presta, el que recibe y el importe (`lend s2 s3 50`)
log-circ-call-needs-seat = `call` requiere el puesto (`call s4`, `call s4 20`) o, en el póquer sin descarte, la casilla, el puesto y el importe (`call m3 p3 10`)
log-too-many-results = una línea puede tener como máximo { $max } resultados
log-not-hand-winner = `{ $token }` no es `MANO=GANADOR`
log-result-mixed = una línea `result` da o bien un ganador, o bien un `MANO=GANADOR` por mano
log-given-twice = `{ $token }` figura dos veces en esta línea (la primera en la columna { $col })
log-result-needs-winner = `result` requiere el ganador
log-format-needs-version = `mesa-log` requiere la versión del formato
log-table-needs-id = `table` requiere el identificador de la mesa
log-table-id-first = `table` requiere el identificador de la mesa antes de sus parámetros; se encontró `{ $token }`
log-limits-needs-param = `limits` requiere al menos un parámetro `clave=valor`
log-too-many-params = una línea puede tener como máximo { $max } parámetros
log-not-param = `{ $token }` no es un parámetro `clave=valor`
log-param-no-name = `{ $token }` no tiene nombre de parámetro antes de `=`
log-no-value = `{ $token }` no tiene valor tras `=`
log-session-needs-which = `session` requiere `open` o `close`
log-not-open-close = `{ $token }` no es `open` ni `close`
log-round-needs-number = `round` requiere el número de la jugada
log-spin-needs-number = `spin` requiere el número ganador
log-spin-rotor-first = `spin` requiere el sentido de giro del cilindro justo tras el número, antes de `{ $token }`
log-not-direction = `{ $token }` no es un sentido de giro{ $hint }
log-not-spin-option = `{ $token }` no es una opción de `spin`{ $hint }
log-void-needs-reason = `void` requiere el motivo de la «tirada nula»
log-not-choice = `{ $token }` no es una elección{ $hint }
log-stake-needs-bet = `{ $keyword }` requiere la apuesta y { $tail } tras el puesto
log-stake-no-bet = `{ $keyword }` no tiene apuesta entre el puesto y { $tail }
log-circ-bet-no-kind = `bet` no tiene apuesta entre el puesto y el importe: una apuesta en un intervalo del póquer de círculo es `raise SEAT AMOUNT` (su ante, `bet SEAT ante AMOUNT`)
log-stake-needs-tail = `{ $keyword }` requiere { $tail } tras la apuesta
log-unexpected-after-tail = `{ $token }` inesperado tras { $tail }
log-tail-amount = el importe
log-tail-choice = la elección
log-prison-needs-kind = tras `prison` debe figurar la clase de apuesta
log-kind-before-numbers = `{ $token }` no es una suerte: la suerte va antes de sus números, p. ej. `pleno 17`
log-bet-incomplete = la apuesta está incompleta
log-unexpected-after-kind = `{ $token }` inesperado tras la suerte `{ $kind }`{ $hint }
log-unexpected-after-numbers = `{ $token }` inesperado tras los números de la apuesta `{ $numbers }`{ $hint }
log-unexpected-after-event = `{ $token }` inesperado tras el final del evento `{ $keyword }`
log-too-large = `{ $token }` es demasiado grande para { $what } (como máximo { $max })
log-not-a = `{ $token }` no es { $what }{ $hint }
log-not-a-because = `{ $token }` no es { $what }: { $why }
log-spin-option-twice = `spin` da `{ $option }` dos veces
log-bet-number-too-large = `{ $token }` es demasiado grande para un número de una apuesta (como máximo { $max })
log-too-many-numbers = `{ $token }` tiene { $count } números, pero una apuesta cubre como máximo { $max }
log-not-numbers = `{ $token }` no es una lista de números{ $hint }
log-thousands-after-numbers = `{ $token }` inesperado tras los números de la apuesta `{ $numbers }`: el importe `{ $amount }` está escrito con separador de millares
log-thousands-after-amount = `{ $token }` inesperado tras el importe `{ $first }` de `{ $keyword }`: el importe `{ $amount }` está escrito con separador de millares
log-not-card = `{ $token }` no es una carta{ $hint }
log-stamp-invalid = `{ $token }` no es una hora válida: { $why }
log-not-stamp = `{ $token }` no es una hora{ $hint }
log-neither-keyword-nor-stamp = `{ $token }` no es una palabra clave de evento ni una hora: cada línea empieza por la palabra clave de su evento, opcionalmente precedida de la hora
log-not-keyword = `{ $token }` no es una palabra clave de evento{ $hint }

## Por qué una hora bien escrita no designa un instante real.

log-stamp-no-month = no existe el mes { $month }
log-stamp-no-day = el mes { $month } de { $year } no tiene día { $day }
log-stamp-hour = la hora { $hour } está fuera de rango (de 00 a 23)
log-stamp-minute = el minuto { $minute } está fuera de rango (de 00 a 59)
log-stamp-second = el segundo { $second } está fuera de rango (de 00 a 59)
log-stamp-offset = el desfase respecto de UTC { $offset } está fuera de rango

## Por qué un elemento no es un identificador o una palabra válida ($char: `x`, `é` (U+00E9) o U+00A0).

# Un carácter que no es ASCII, y su punto de código: `é` (U+00E9).
log-char-code-point = { $char } ({ $code })
log-why-start-alnum = debe empezar por una letra o una cifra, no por { $char }
log-why-not-allowed = no admite { $char }
log-why-not-allowed-meant = no admite { $char }{ $hint }
log-why-empty = está vacío
log-why-lower-case = debe escribirse en minúsculas, `{ $word }`
log-why-start-letter = debe empezar por una letra
log-why-start-letter-not = debe empezar por una letra, no por { $char }

## Indicaciones al final de un mensaje: cada una lleva su puntuación inicial.

log-hint-lower-case = : escríbase en minúsculas, `{ $word }`
log-hint-ball = : el sentido de la bola se escribe `ball={ $value }`
log-hint-from = : el número desde el que se lanzó la bola se escribe `from={ $value }`
log-hint-choose-amount = : `choose` termina con la elección del jugador, no con un importe
log-hint-join-kind = {" "}(una suerte de varias palabras se une con `-`, p. ej. `{ $first }-{ $second }`)
log-hint-join-numbers = {" "}(los números de una misma apuesta se unen con `-`, p. ej. `{ $first }-{ $second }`)
log-hint-negative = : no se admiten números negativos
log-hint-no-sign = : los números se escriben sin signo
log-hint-whole = : debe ser un número entero
log-hint-join-dash = : los números de una apuesta se unen con `-`, p. ej. `17-20`
log-hint-number-missing = : falta un número junto a un `-`
log-hint-ten = : el diez se escribe `T`, p. ej. `T{ $suit }`
log-hint-card-case = : el valor es una letra mayúscula o una cifra y el palo va en minúscula, `{ $card }`
log-hint-suit = : el palo es uno de `c`, `d`, `h`, `s`
log-hint-rank = : el valor es uno de `A 2 3 4 5 6 7 8 9 T J Q K`
log-hint-unseen = : una carta no vista se escribe `??`
log-hint-date-needs-time = : una fecha requiere su hora, unida con `T`, p. ej. `2026-11-20T20:00`
log-hint-time-needs-seconds = : una hora sin fecha requiere sus segundos, `HH:MM:SS`
log-hint-stamp-capitals = : `T` y `Z` son mayúsculas
log-hint-no-fractions = : no se admiten fracciones de segundo
log-hint-keyword-case = : las palabras clave se escriben en minúsculas, `{ $word }`
log-hint-param-line = : un parámetro `clave=valor` va en una línea `table` o `limits`
log-hint-contains-blank = : contiene { $char }, pero los elementos se separan con espacios o tabuladores
log-did-you-mean = : ¿quiso decir { $words }?
log-or = { $first } o { $last }
# «paso»: el analizador no sabe el juego de la mesa, y la palabra es una palabra clave distinta en cada uno.
log-hint-paso = : ¿quiso decir `check` (en el póquer de círculo, «paso» no apuesta nada) o `fold` (en el póquer sin descarte, «paso» abandona la casilla)?

## Las líneas del monte o banca (src/log/parser/monte.rs; log-format.md § 18). $name: el nombre
## de la carta (`rey de copas`).

log-expect-monte-card = una carta de la baraja española como `5o`, `Re` o `Sb` (valor 1-7 S C R, palo o c e b)
log-expect-monte-pos = un lugar de la mesa: `p1`, `p2`, `p3` o `p4`
log-expect-monte-end = `top`, `bottom` o el final de la línea
log-expect-monte-phase = `primeras` o `segundas`
log-expect-monte-shoe = `colour=roja`, `colour=azul`, `decks=1` o el final de la línea
log-what-monte-colour = un color de baraja
log-monte-not-card = `{ $token }` no es una carta de la baraja española{ $hint }
log-monte-french-card = `{ $token }` es una carta de la baraja francesa; esta mesa juega con la baraja española{ $hint }
log-monte-line-french-card = `{ $token }` es una carta de la baraja francesa; `{ $keyword }` es una línea del monte o banca, cuyas cartas son de la baraja española
log-monte-no-eight = `{ $token }` no es una carta de esta mesa: la baraja española de 40 cartas no tiene 8, 9 ni 10
log-hint-monte-card = : ¿quiso decir `{ $card }` ({ $name })?
log-hint-monte-figure = : las figuras se escriben con letra, `{ $card }` ({ $name })
log-hint-monte-case = : el valor es una cifra o una mayúscula (`S`, `C`, `R`) y el palo va en minúscula, `{ $card }`
log-hint-monte-suit = : el palo es `o`, `c`, `e` o `b` (oros, copas, espadas, bastos)
log-hint-monte-rank = : el valor es `1 2 3 4 5 6 7 S C R` (sota, caballo, rey)
log-hint-monte-unseen = : toda carta de una jugada de monte se ve boca arriba, así que se escribe, nunca `??`
log-spanish-card = `{ $token }` es una carta de la baraja española; esta mesa juega con la baraja francesa{ $hint }
log-monte-needs-pos = `{ $keyword }` requiere el lugar de la mesa, de `p1` a `p4`
log-monte-not-pos = `{ $token }` no es un lugar de la mesa{ $hint }
log-monte-not-end = `{ $token }` no es un extremo de la baraja{ $hint }
log-hint-monte-face = : una carta del monte está siempre boca arriba; `top` o `bottom` dice de qué extremo de la baraja salió
log-betting-needs-phase = `betting` requiere la fase, `primeras` o `segundas`
log-monte-not-phase = `{ $token }` no es una fase de la jugada{ $hint }
log-monte-not-shoe-option = `{ $token }` no es una opción de una baraja de monte{ $hint }
log-monte-one-deck = `decks={ $token }` no es un número de barajas: una jugada de monte se juega con una sola baraja de 40 cartas, `decks=1` o nada

## Importes.

log-no-thousands = los importes se escriben sin separador de millares: `1000` o `1000.00`
log-amount-thousands = `{ $token }` está escrito con separador de millares (o tiene más de dos decimales): { log-no-thousands }; aquí `{ $meant }`
log-amount-decimals = `{ $token }` tiene más de dos decimales: los importes se expresan en céntimos enteros
log-amount-too-large = `{ $token }` es demasiado grande para un importe
log-amount-negative = `{ $token }` es negativo: los importes se escriben sin signo
log-amount-sign = `{ $token }` lleva signo: los importes se escriben sin él
log-amount-exponent = `{ $token }` usa un exponente: escríbase el importe completo, p. ej. `1000`
log-amount-currency = `{ $token }` lleva moneda: los importes son números sin más; la cabecera de la mesa indica la moneda
log-amount-comma = `{ $token }` lleva una coma: el separador decimal se escribe `.`, sin separador de millares, p. ej. `12.50` y no `12,50`
log-amount-decimal-comma = `{ $token }` lleva coma decimal: el registro escribe el separador decimal como `.`; aquí `{ $meant }`
log-amount-leading-point = `{ $token }` requiere una cifra antes del punto decimal, p. ej. `0.50`
log-amount-trailing-point = `{ $token }` requiere cifras tras el punto decimal
log-amount-points = `{ $token }` tiene más de un `.`: los importes no llevan separador de millares
log-amount-digit-separator = `{ $token }` lleva un separador de cifras: los importes se escriben sin él
log-amount-not = `{ $token }` no es un importe: los importes son cifras con un `.` opcional y uno o dos decimales
log-label-thousands = importe con separador de millares
log-thousands-split = `{ $written }` se lee como una apuesta a `{ $bet }` por { $amount }, lo que esta apuesta no puede ser: el importe es `{ $meant }` escrito con separador de millares

## El verificador (src/check.rs): líneas ilegibles, la línea de formato, la cabecera y la
## estructura de la sesión.

chk-label-here = aquí
chk-cannot-read = no puede leerse `{ $name }`: { $why }
chk-label-reading-stopped = la lectura se detuvo aquí
chk-reading-failed = falló la lectura de `{ $name }`: { $why }
chk-label-line-too-long = línea demasiado larga
chk-line-too-long = la línea { $line } tiene { $len } bytes
chk-expect-line-length = líneas de { $max } bytes como máximo
chk-bytes = { $len } bytes
chk-label-not-utf8 = no es UTF-8
chk-not-utf8 = la línea { $line } no es texto UTF-8 válido
chk-expect-utf8 = texto UTF-8
chk-expect-utf8-windows = texto UTF-8 (el fichero parece estar en Windows-1252, donde el byte { $byte } es `{ $char }`: léase con `--encoding windows-1252`, o guárdese como UTF-8)
chk-byte = byte { $byte }
chk-label-expected = se esperaba { $what }
chk-label-not-understood = no se entiende
chk-byte-at = byte { $byte } en la línea { $line }, columna { $col }
chk-label-bom = marca de orden de bytes UTF-16
chk-utf16 = el fichero es texto { $encoding }, no UTF-8
chk-expect-utf8-log = texto UTF-8 que empiece por `mesa-log { $version }` (o léase con `--encoding { $encoding }`)
chk-bytes-two = bytes { $first } { $second }
chk-label-binary = datos binarios
chk-binary-file = el fichero no es un registro de texto: contiene datos binarios; no se lee el resto
chk-expect-text-log = un registro de texto que empiece por `mesa-log { $version }`
chk-binary-line = la línea { $line } contiene datos binarios, no texto: no se lee el resto del fichero
chk-expect-text-lines = líneas de texto
chk-label-not-read-further = no se lee más allá
chk-not-a-log = el fichero no es un registro de mesa: no pudieron leerse sus primeros { $count } eventos y ninguno es la línea de formato; no se lee el resto
chk-expect-log = un registro que empiece por `mesa-log { $version }`
chk-unreadable-lines = { $count } líneas ilegibles
chk-label-round-settled = jugada { $round } liquidada desde aquí
chk-label-round-decided = resultado de la jugada { $round }, sin apuestas
chk-label-new-round = comienza una nueva jugada
chk-round-not-announced = una línea `{ $keyword }` figura después de que la jugada { $round } { $was ->
    [settled] se liquidara
   *[decided] se decidiera
}, sin una línea `round` antes
chk-expect-round-line = `round { $round }` antes de esta línea `{ $keyword }`
chk-label-unsupported-version = versión no admitida
chk-unsupported-version = este registro es de la versión de formato { $version }; veedor lee la versión { $supported }
chk-label-first-event = primer evento
chk-no-format-line = el registro no empieza por su línea de formato
chk-label-header-expected = se esperaba antes la cabecera de la mesa
chk-no-header = el registro no tiene cabecera `table`
chk-expect-header = `table ID catalog=JURISDICCIÓN/JUEGO min=IMPORTE …`
chk-label-no-catalog = sin catalog=
chk-no-catalog = la cabecera de la mesa no indica su catálogo
chk-expect-catalog = catalog=JURISDICCIÓN/JUEGO
chk-label-unknown-catalog = catálogo desconocido
chk-unknown-catalog = no se conoce ningún artículo de catálogo `{ $catalog }`{ $hint }
chk-expect-one-of = uno de: { $list }
chk-expect-one-of-list = uno de { $list }
chk-label-no-min = sin min=
chk-no-min = la cabecera de la mesa no indica el mínimo de la mesa
chk-expect-min = min=IMPORTE
chk-label-not-amount = no es un importe
chk-min-not-amount = el mínimo de la mesa no es un importe positivo: { $why }
chk-min-not-positive = el mínimo de la mesa no es un importe positivo
chk-expect-positive-amount = un importe decimal positivo como `5` o `2.50`
chk-label-not-allowed = no permitido
chk-panos-not-allowed = `panos={ $value }` no lo permite { $catalog }
chk-label-not-currency = no es un código de moneda
chk-not-currency = la moneda no es un código ISO 4217
chk-expect-currency = tres letras mayúsculas, p. ej. EUR
chk-label-unknown-param = parámetro desconocido
chk-unknown-param = `{ $key }` no es un parámetro de mesa de { $catalog }
chk-label-second-open = segunda apertura de sesión
chk-session-reopened = se abre de nuevo una sesión en el mismo registro
chk-label-session-opened = sesión abierta aquí
chk-expect-one-session = una sesión por registro
chk-found-second-open = un segundo `session open`
chk-label-top-only = solo se admite al principio
chk-top-only = una línea `{ $keyword }` solo puede figurar al principio del registro
chk-expect-game-event = un evento de juego
chk-label-round-not-after = no sigue a la jugada anterior
chk-round-order = la jugada { $round } sigue a la jugada { $prev }
chk-label-previous-round = jugada anterior
chk-expect-round-above = un número de jugada mayor que { $prev }
chk-label-no-round = aún no hay jugada
chk-before-first-round = una línea `{ $keyword }` figura antes de la primera jugada
chk-expect-round-first = `round N` antes de las apuestas y los resultados
chk-label-foreign = no es un evento de este juego
chk-foreign-event = `{ $keyword }` no es un evento del juego de esta mesa ({ $game })
chk-expect-game-events = los eventos del juego de esta mesa ({ $game })
chk-after-session = una línea `{ $keyword }` figura después del cierre de la sesión
chk-before-session = una línea `{ $keyword }` figura antes de la apertura de la sesión
chk-found-after-close = después de `session close`
chk-found-before-open = antes de `session open`
chk-label-outside-session = fuera de la sesión
chk-expect-inside-session = eventos de juego entre `session open` y `session close`
chk-label-session-closed = sesión cerrada aquí
chk-label-log-ends = el registro termina aquí
chk-no-session = el registro no recoge ninguna sesión
chk-expect-session = `session open`, las jugadas y después `session close`
chk-found-end-after-header = fin del fichero tras la cabecera
chk-session-not-closed = el registro termina sin cerrar la sesión
chk-found-end-of-file = fin del fichero
chk-what-format-line = la línea de formato `mesa-log 1`
chk-what-header = una cabecera `table`
chk-label-input-ends = la entrada termina aquí
chk-ends-before = el registro termina antes de { $what }
chk-label-checked-again = se revisa de nuevo desde aquí: { $count ->
    [one] se deja aparte 1 hallazgo desde la línea { $line }, pues puede derivar de ella
   *[other] se dejan aparte { $count } hallazgos desde la línea { $line }, pues pueden derivar de ella
}
chk-label-set-aside = { $count ->
    [one] se deja aparte 1 hallazgo tras esta línea, pues puede derivar de ella
   *[other] se dejan aparte { $count } hallazgos tras esta línea, pues pueden derivar de ella
}

## Entradas que no pueden revisarse (src/batch.rs): por qué un argumento de la línea de
## órdenes no corresponde a ningún registro, y una revisión que falló dentro de veedor.

chk-dir-no-logs = el directorio no contiene registros `.{ $extension }`
chk-glob-no-logs = el patrón no corresponde a ningún registro `.{ $extension }`
# $why: la explicación de la biblioteca de patrones (glob), en sus propias palabras inglesas.
chk-bad-glob = patrón de búsqueda no válido; la biblioteca de patrones dice (en inglés): { $why }
chk-unknown-file-kind = no puede determinarse qué tipo de fichero es
chk-dangling-link-to = el enlace simbólico a `{ $target }` no lleva a ningún fichero: { $why }
chk-dangling-link = el enlace simbólico no lleva a ningún fichero: { $why }
chk-special-file = es { $kind ->
    [pipe] una tubería con nombre
    [socket] un socket
    [device] un dispositivo
   *[other] un fichero que no es ordinario
}: los registros de un directorio solo se leen de ficheros ordinarios (indíquese por su nombre para leerlo)
# $message: el texto del propio pánico (de un programador, en inglés); $place: el lugar del código
# fuente de veedor (`src/engine/roulette/settle.rs:412`), cuando $located es `yes`. La
# explicación de M006 (checks.ftl) cita este mensaje: han de coincidir.
chk-internal-error = veedor falló con `{ $name }` (error interno: { $message }{ $located ->
    [yes] , en { $place }
   *[no] {""}
}); el fichero no se revisa: es un defecto de veedor, se ruega comunicarlo, con el fichero
chk-panic-without-message = un pánico sin mensaje
# $message: el M001 de una carta francesa en una mesa de monte (log-format § 18).
chk-monte-copas-note = { $message } (nota: en esta mesa `c` es copas; los tréboles son bastos, `b`)

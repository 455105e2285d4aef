# El simulador (src/sim/, y el de cada familia en src/engine/<familia>/): lo que `veedor
# simulate` dice a quien lo usa. Los registros que escribe son la sintaxis del fichero y no se
# traducen nunca.

## Errores

# $fault: el nombre pedido; $id: el artículo del catálogo; $available: sus fallos, por nombre.
sim-unknown-fault = no hay ningún fallo `{ $fault }` para { $id }; disponibles: { $available }
sim-no-rounds = una sesión necesita al menos una jugada
# $rounds: el mínimo de jugadas en que puede inyectarse un fallo.
sim-fault-needs-rounds = la inyección de un fallo necesita al menos { $rounds } jugadas
sim-bias-not-taken = { $id }: solo puede sesgarse el cilindro de una ruleta (`--bias`)
sim-no-simulator = aún no hay simulador para { $id }
sim-catalogue-invalid = { $id }: el artículo del catálogo no es válido
sim-no-player-bank = { $id } no tiene bloque `player_bank`
# $error: lo que dijo el sistema (sys-io-error).
sim-write-failed = no se pudo escribir el registro: { $error }
# $from, $to: las jugadas en que debía inyectarse el fallo; $game: `roulette` o `cards` (en
# español, «jugada» en ambos casos).
sim-fault-not-injected = no pudo inyectarse el fallo: ninguna jugada de la { $from } a la { $to } ofreció la situación que necesita; pruebe con más jugadas o con otra semilla
sim-fault-not-placed = no pudo colocarse el fallo en tan pocas jugadas; pruebe con más jugadas
sim-shoe-ran-out = se agotaron las cartas del «sabot» simulado
sim-shoe-lacks-cards = el «sabot» no tiene las cartas que el fallo necesita

## --bias NUMBER:WEIGHT (número del cilindro y peso)

# $text: lo que se escribió.
sim-bias-not-number-weight = `{ $text }`: se esperaba NUMBER:WEIGHT (número del cilindro y peso), p. ej. 17:2
sim-bias-not-a-number = `{ $number }` no es un número del cilindro
sim-bias-not-a-weight = `{ $weight }` no es un peso entero (de 0 a 1000)
sim-bias-weight-too-high = peso { $weight }: como máximo { $max }
# $highest: el número más alto del cilindro.
sim-bias-off-wheel = --bias: { $number } no es un número del cilindro (del 0 al { $highest })
sim-bias-all-zero = --bias: todos los números tienen peso 0
sim-date-not-a-day = `{ $text }` no es un día: escríbalo AAAA-MM-DD, p. ej. 2026-12-01
sim-table-not-a-name = `{ $text }` no puede ser el nombre de una mesa: una palabra, sin espacios ni `=`

## Los fallos que enumera `--list-faults`: lo que cada uno hace en el registro, en pocas palabras

## Ruleta (src/engine/roulette/sim/)

sim-fault-roulette-result-out-of-range = el resultado de una tirada no está en el cilindro (el 37 en una ruleta)
sim-fault-roulette-bet-not-in-catalogue = un caballo a dos números que no son contiguos
sim-fault-roulette-wrong-payout = una apuesta ganadora pagada con un céntimo de más
sim-fault-roulette-unpaid-winner = se omite el pago de una apuesta ganadora
sim-fault-roulette-paid-loser = una apuesta perdedora pagada en lugar de cobrada
sim-fault-roulette-duplicate-settlement = una liquidación escrita dos veces
sim-fault-roulette-settlement-without-bet = un cobro a un puesto que nunca apostó
sim-fault-roulette-uncollected-loser = se omite el cobro de una apuesta perdedora
sim-fault-roulette-payment-order = el pago que el orden de pago pone el último, hecho el primero
sim-fault-roulette-late-collection = una apuesta perdedora cobrada después de los pagos
sim-fault-roulette-bet-after-no-more = una apuesta escrita después de «no va más»
sim-fault-roulette-rotor-not-alternated = el cilindro gira dos veces seguidas en el mismo sentido
sim-fault-roulette-ball-with-rotor = la bola lanzada en el mismo sentido que el cilindro
sim-fault-roulette-bet-below-minimum = una apuesta un céntimo por debajo del mínimo
sim-fault-roulette-bet-above-maximum = una apuesta un mínimo por encima del máximo
sim-fault-roulette-bet-not-multiple = una apuesta de un mínimo y medio
sim-fault-roulette-zero-choice-missing = con el cero, la elección de prisión no se registra
sim-fault-roulette-wrong-half-refund = con el cero, la mitad se devuelve con un céntimo de más
sim-fault-roulette-forced-prison-ignored = se devuelve la mitad de una postura mínima
sim-fault-roulette-prisoner-paid = a una apuesta que sale de prisión se le pagan además ganancias
sim-fault-roulette-prisoner-not-resolved = se omite la liberación (`release`) de una apuesta que sale de prisión
sim-fault-roulette-last-spin-refund = una elección de prisión con el cero de la última tirada
sim-fault-roulette-void-reason = «tirada nula» por un motivo que el texto no recoge
sim-fault-roulette-relaunch-from = nuevo lanzamiento desde un número que no es el último
sim-fault-roulette-settlement-before-result = un cobro escrito antes de la tirada
sim-fault-roulette-series-chips = una postura a una serie que difiere en un céntimo de sus fichas
sim-fault-roulette-limits-changed = una línea `limits` durante la sesión
sim-fault-roulette-spin-without-no-more = se omite «no va más»
sim-fault-roulette-choice-not-allowed = una elección de cero con un resultado que no es cero
sim-fault-roulette-wrong-release = una apuesta que sale de prisión, devuelta con un céntimo de menos
sim-fault-roulette-wrong-collection = una apuesta perdedora cobrada con un céntimo de menos
sim-fault-roulette-second-result = una segunda tirada sin «tirada nula»
sim-fault-roulette-colour-value = fichas de color con un valor superior al máximo del pleno
sim-fault-roulette-too-many-colour-players = un jugador con fichas de color más de los que permite el artículo
sim-fault-roulette-bet-not-in-colour-chips = una apuesta de ficha y media de un jugador con fichas de color
sim-fault-roulette-event-outside-session = un evento después de `session close`
sim-fault-roulette-round-order = un número de jugada repetido
sim-fault-roulette-session-not-closed = se omite `session close`
sim-fault-roulette-round-without-result = una «tirada nula» que nunca vuelve a lanzarse
sim-fault-roulette-event-outside-round = «no va más» antes de la primera jugada
sim-fault-roulette-session-reopened = un segundo `session open`
sim-fault-roulette-round-not-announced = se omite una línea `round`

## Punto y banca (src/engine/baccarat/punto_banca/sim.rs)

sim-fault-baccarat-card-not-in-shoe = un séptimo rey de corazones de un «sabot» de seis barajas
sim-fault-baccarat-deal-order = la primera carta de la banca, dada antes que la del punto
sim-fault-baccarat-player-illegal-draw = el punto pide carta con 6
sim-fault-baccarat-player-missed-draw = el punto se planta con 2
sim-fault-baccarat-banker-illegal-draw = la banca pide carta con 6 cuando el punto se plantó
sim-fault-baccarat-banker-missed-draw = la banca se planta con 3 cuando el punto se plantó
sim-fault-baccarat-draw-after-natural = el punto pide carta con un 9 natural
sim-fault-baccarat-wrong-winner = se anuncia la banca cuando gana el punto
sim-fault-baccarat-wrong-payout = una apuesta ganadora al punto pagada con un céntimo de más
sim-fault-baccarat-wrong-commission = una apuesta ganadora a la banca pagada sin descontar el 5 %
sim-fault-baccarat-paid-loser = una apuesta perdedora a la banca, pagada
sim-fault-baccarat-unpaid-winner = se omite el pago de una apuesta ganadora al punto
sim-fault-baccarat-duplicate-settlement = una liquidación escrita dos veces
sim-fault-baccarat-tie-collected = en un empate, se cobra una apuesta al punto
sim-fault-baccarat-bet-after-no-more = una apuesta escrita después de «no va más»
sim-fault-baccarat-bet-below-minimum = una apuesta un céntimo por debajo del mínimo
sim-fault-baccarat-bet-above-maximum = una apuesta un mínimo por encima del máximo
sim-fault-baccarat-bet-not-multiple = una apuesta de un mínimo y medio
sim-fault-baccarat-bet-not-in-catalogue = una apuesta a `pareja`
sim-fault-baccarat-wrong-burn-count = una carta inutilizada de menos
sim-fault-baccarat-cut-card-position = la carta de detención, colocada con 8 cartas por debajo
sim-fault-baccarat-coup-after-stop-card = una jugada repartida después de `cutcard out`
sim-fault-baccarat-wrong-deck-count = una línea `shoe decks=8`
sim-fault-baccarat-shoe-passed-without-loss = el «sabot» cambia de manos después de ganar la banca
sim-fault-baccarat-hand-not-to-highest-bettor = las cartas del punto, dadas a un puesto que no apostó
sim-fault-baccarat-seat-kept-after-refusals = un puesto rehúsa dos veces y después apuesta
sim-fault-baccarat-salute-repeated = un puesto saluda dos veces en un mismo «sabot»
sim-fault-baccarat-coup-without-result = se omite el resultado de una jugada (y sus liquidaciones)
sim-fault-baccarat-cards-before-no-more = se omite «no va más»
sim-fault-baccarat-unknown-hand = una línea `hand pinto croupier`
sim-fault-baccarat-second-result = el resultado, escrito dos veces
sim-fault-baccarat-settlement-before-result = una liquidación correcta escrita antes del resultado
sim-fault-baccarat-settlement-without-bet = un cobro a un puesto que nunca apostó
sim-fault-baccarat-uncollected-loser = se omite el cobro de una apuesta perdedora
sim-fault-baccarat-first-card-face-up = la primera carta del punto, dada boca arriba

## Chemin de fer y dos paños (src/engine/baccarat/chemin/sim.rs)

sim-fault-chemin-card-not-in-shoe = un séptimo rey de corazones en un «sabot» de seis barajas
sim-fault-chemin-deal-order = las dos primeras cartas de una jugada, intercambiadas
sim-fault-chemin-illegal-draw = una mano de jugador pide carta con 6 o 7
sim-fault-chemin-missed-draw = una mano de jugador se planta con 0 a 4
sim-fault-chemin-banker-against-tableau = un banquero que solicitó el cuadro pide carta en una casilla P
sim-fault-chemin-banker-missed-draw = el banquero se planta con «baccará» (0) o donde su cuadro indica pedir carta
sim-fault-chemin-draw-after-natural = una mano de jugador con un natural pide tercera carta
sim-fault-chemin-wrong-winner = se anuncia como ganadora la otra parte
sim-fault-chemin-wrong-payout = una postura ganadora pagada con un céntimo de más
sim-fault-chemin-unpaid-winner = se omite el pago de una postura ganadora
sim-fault-chemin-duplicate-settlement = un cobro escrito dos veces
sim-fault-chemin-coup-after-stop-card = una jugada repartida después de `cutcard out`
sim-fault-chemin-cards-before-no-more = se omite «no va más» en una jugada con posturas
sim-fault-chemin-settlement-without-bet = un cobro a un puesto que no apostó
sim-fault-chemin-first-card-face-up = una primera carta dada boca arriba
sim-fault-chemin-wrong-cagnotte = la «cagnotte», con un céntimo de más
sim-fault-chemin-too-few-players = un jugador menos de los necesarios en la mesa
sim-fault-chemin-wrong-share = una postura sobre la raya cobrada entera
sim-fault-chemin-bank-decreased = la banca, anunciada con un céntimo menos de lo que contiene
sim-fault-chemin-bank-over-authorised-maximum = una banca constituida con un céntimo por encima del máximo autorizado
sim-fault-chemin-banco-amount = un «banco» un céntimo inferior a la banca
sim-fault-chemin-third-card-face-down = una tercera carta dada boca abajo
sim-fault-chemin-bank-left-before-dealing = un banquero cede la banca antes de su primera jugada

## Black Jack (src/engine/black_jack/sim/)

sim-fault-bj-card-not-in-shoe = un séptimo rey de corazones de un «sabot» de seis barajas
sim-fault-bj-wrong-burn-count = cuatro cartas quemadas en el primer «sabot» en vez de cinco
sim-fault-bj-cut-card-reserve = el separador del primer «sabot» con menos de una baraja detrás
sim-fault-bj-round-after-cut-card = una jugada dada tras la del separador, antes de un «sabot» nuevo
sim-fault-bj-wrong-deck-count = el primer «sabot» cargado con dos barajas de más
sim-fault-bj-deal-order = la primera carta del crupier, dada antes que la de la primera casilla
sim-fault-bj-unknown-hand = una decisión de una mano separada que nunca se formó
sim-fault-bj-card-face-down = la primera carta de una jugada, dada boca abajo
sim-fault-bj-hit-on-21 = una mano con 21 pide otra carta
sim-fault-bj-card-not-asked-for = una carta dada a una mano que no la pidió
sim-fault-bj-hand-out-of-turn = una mano se planta de nuevo cuando la siguiente ya ha empezado a jugar
sim-fault-bj-card-to-finished-hand = la última mano, ya plantada, pide y recibe otra carta
sim-fault-bj-bust-collected-late = las apuestas de una mano pasada, recogidas con la liquidación y no en el acto
sim-fault-bj-dealer-drew-on-17 = el crupier toma una carta más con 17 o más
sim-fault-bj-dealer-stood-on-16 = el crupier se planta con un total de 12 a 16
sim-fault-bj-double-on-12 = un doble con dos cartas que suman de 12 a 16
sim-fault-bj-double-wrong-amount = un doble por la mitad de la apuesta
sim-fault-bj-split-unequal-cards = una separación de dos cartas de distinto valor
sim-fault-bj-split-wrong-amount = una separación por la mitad de la apuesta
sim-fault-bj-insurance-without-ace = un seguro contra una carta del crupier del 2 al 9
sim-fault-bj-insurance-over-half = un seguro de una unidad más que la mitad de la apuesta
sim-fault-bj-even-money-not-allowed = un pago a la par donde el artículo no lo tiene, o contra una carta del crupier que no es un as
sim-fault-bj-wrong-payout = una mano ganadora pagada con un céntimo de más
sim-fault-bj-paid-1-to-1-on-black-jack = un Black-Jack pagado a la par en vez de tres por dos
sim-fault-bj-paid-3-to-2-on-split-21 = un 21 de dos cartas de una mano separada, pagado tres por dos como un Black-Jack
sim-fault-bj-paid-loser = una mano perdedora pagada en vez de recogida
sim-fault-bj-push-collected = la apuesta de un empate, recogida en vez de devuelta
sim-fault-bj-unpaid-winner = falta el pago de una mano ganadora
sim-fault-bj-uncollected-loser = falta la recogida de una mano perdedora
sim-fault-bj-duplicate-settlement = la liquidación de una mano, escrita dos veces
sim-fault-bj-settlement-without-bet = una recogida a un asiento que no apostó
sim-fault-bj-settled-left-to-right = la casilla de más a la izquierda, liquidada la primera
sim-fault-bj-settled-before-dealer = una mano liquidada antes de la segunda carta del crupier
sim-fault-bj-bet-below-minimum = una apuesta de la mitad del mínimo de la mesa
sim-fault-bj-bet-above-maximum = una apuesta de un mínimo más que el máximo de la mesa
sim-fault-bj-too-many-bets-on-box = cinco apuestas en una casilla
sim-fault-bj-box-not-on-table = una apuesta en una casilla más allá de la última de la mesa
sim-fault-bj-bet-after-first-card = una apuesta sobre la mano de otro hecha tras la primera carta de la jugada
sim-fault-bj-bet-not-in-catalogue = una apuesta a «pareja», que el artículo no tiene
sim-fault-bj-progressive-over-half-minimum = una apuesta al progresivo de un mínimo y medio
sim-fault-bj-cut-card-place-not-logged = ningún «sabot» con su línea `cutcard N`
sim-fault-bj-back-bettor-decides = un jugador que apuesta detrás dobla la mano de una casilla que su jugador de primera línea no dobla
sim-fault-bj-side-bet-on-empty-box = una apuesta a «menor» en una casilla sin apuestas, a la que no se dan cartas
sim-fault-bj-limits-changed = una línea `limits` que cambia el mínimo durante la sesión
# Treinta y cuarenta
sim-fault-treinta-card-not-in-shoe = un séptimo rey de corazones de un «sabot» de seis barajas
sim-fault-treinta-red-card-position = la carta roja colocada con cuatro cartas debajo, no cinco
sim-fault-treinta-coup-after-red-card = una jugada servida después de salir la carta roja
sim-fault-treinta-wrong-deck-count = un «sabot» declarado con una baraja de más
sim-fault-treinta-row-deal-order = la segunda carta de la fila negra dada a la roja
sim-fault-treinta-coup-incomplete = la fila roja detenida a una carta de 31, y la jugada anunciada
sim-fault-treinta-unknown-row = una carta dada a `negro`, que no es una fila
sim-fault-treinta-wrong-points = el total de la fila roja anunciado con un punto de más
sim-fault-treinta-bet-not-in-catalogue = una apuesta a una suerte que el juego no tiene
sim-fault-treinta-bet-below-minimum = una postura de la mitad del mínimo
sim-fault-treinta-bet-above-maximum = una postura de un mínimo por encima del máximo
sim-fault-treinta-bet-after-no-more = una apuesta después del «no va más»
sim-fault-treinta-wrong-insurance = un depósito del 1 % con un céntimo de más
sim-fault-treinta-paid-loser = una postura perdedora pagada
sim-fault-treinta-unpaid-winner = una postura ganadora que nunca se paga
sim-fault-treinta-losers-not-first = una postura perdedora retirada después de los pagos
sim-fault-treinta-payment-order = negro o rojo pagados antes que color o inverso
sim-fault-treinta-card-after-red-card = una carta dada después de salir la carta roja en una jugada
sim-fault-treinta-settlement-without-bet = un pago a un asiento que no apostó
sim-fault-treinta-choice-without-refait = una opción de mitad devuelta en una jugada decidida
sim-fault-treinta-card-face-down = una carta de la fila negra dada boca abajo

## Póquer sin descarte (src/engine/poker/sim/)

sim-fault-ps-card-dealt-twice = la última carta de la banca, otra vez la primera carta de la primera casilla
sim-fault-ps-ante-below-minimum = una postura inicial de la mitad del mínimo
sim-fault-ps-box-above-maximum = una postura inicial de un mínimo por encima del máximo de la casilla
sim-fault-ps-five-bets-on-box = cinco posturas iniciales en una casilla
sim-fault-ps-bet-after-nomore = una postura inicial después del «no va más»
sim-fault-ps-deal-out-of-order = dos cartas a manos distintas dadas en el orden contrario
sim-fault-ps-misdeal-played-on = una carta de una casilla dada descubierta, y la jugada sigue
sim-fault-ps-void-stake-kept = una postura inicial retirada en una jugada anulada en vez de devuelta
sim-fault-ps-co-bettor-decides-first = el «voy» de un coapostante antes que el del jugador sentado
sim-fault-ps-second-bet-wrong = una segunda apuesta de una vez la inicial en vez de dos
sim-fault-ps-box-never-decides = una casilla que ni va ni pasa, sus posturas retiradas después de descubrir la banca
sim-fault-ps-reveal-before-decisions = las cartas de la banca descubiertas antes de que decida la última casilla
sim-fault-ps-fold-collect-late = las posturas de un «paso» retiradas después de descubrir la banca
sim-fault-ps-settled-against-cards = la postura inicial de una casilla que fue, liquidada al revés: pagada si perdió, retirada si ganó o empató
sim-fault-ps-paid-wrong-amount = una segunda apuesta pagada con un múltiplo de más
sim-fault-ps-stake-never-settled = una postura de una casilla que fue, nunca liquidada
sim-fault-ps-settled-twice = una postura de una casilla que fue, liquidada dos veces
sim-fault-ps-limits-not-the-articles = un máximo de un mínimo más que los del artículo
sim-fault-ps-more-boxes-than-seats = una casilla más en el tapete que las plazas del artículo
sim-fault-ps-carrusel-prize-short = un premio del Carrusel una postura por debajo de la tabla mínima
sim-fault-ps-carrusel-prize-unearned = un premio del Carrusel con cartas que no hacen premio
sim-fault-ps-bet-without-consent = una apuesta en la casilla de otro sin el consentimiento del jugador sentado
sim-fault-ps-bet-kind-not-of-the-game = una segunda apuesta escrita como línea `bet` antes de las cartas

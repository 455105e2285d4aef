# `veedor odds` para un artículo de dados (src/engine/dice/odds.rs). $catalog es el id del
# artículo; $edge un porcentaje ya escrito como lo escribe el lector; $exact una fracción; $bet
# una suerte como la nombra el registro; $push un total de los dados.

dice-odds-title = { $catalog }: probabilidades exactas de dados o craps, dos dados equilibrados (36 resultados igualmente probables)
dice-odds-reading-to-one = «N veces la apuesta» leído como N a 1: la suerte gana N veces lo apostado y se devuelve la apuesta.
dice-odds-reading-for-one = «N veces la apuesta» leído como N por 1: el jugador recibe N veces lo apostado en total, la apuesta incluida.
dice-odds-col-bet = suerte
dice-odds-col-pays = paga
dice-odds-col-wins = gana
dice-odds-col-edge = ventaja por apuesta
dice-odds-col-exact = exacta
dice-odds-col-per-roll = por tirada
dice-odds-col-for-one = leído N por 1
dice-odds-col-to-one = leído N a 1
dice-odds-push = { $bet } por apuesta decidida, sin el resultado nulo del { $push }: { $edge } ({ $exact })
dice-odds-with-odds = el Win y el Come con una suerte asociada igual a su apuesta, sobre todo lo apostado: { $edge } ({ $exact })
dice-odds-with-dont-odds = el Don't Win y el Don't Come con la suerte asociada máxima ({ $four } % en 4 y 10, { $five } % en 5 y 9, { $six } % en 6 y 8), sobre todo lo apostado: { $edge } ({ $exact })
dice-odds-note = Ventaja por apuesta: lo que el jugador pierde en promedio por unidad apostada, desde que coloca la suerte hasta que se decide (el resultado nulo cuenta como apuesta; las suertes asociadas, las de número y los dobles, por su número). Por tirada: lo mismo repartido entre las tiradas que la suerte sigue en la mesa. La última columna es la ventaja de las suertes que se pagan «N veces» según la otra lectura.
dice-odds-no-decks = { $id }: los dados no tienen barajas (`--decks`)
dice-odds-incomplete = { $id }: al artículo le falta una suerte o un pago que las probabilidades necesitan

# `veedor odds` de un artículo de bingo (src/engine/bingo/odds.rs): la probabilidad exacta de que
# un solo cartón complete línea o bingo con cada bola. $catalog es el id del artículo; $line,
# $bingo y $mean son cifras ya escritas como las escribe el lector; $n, un entero ya agrupado.

bingo-odds-title = { $catalog }: probabilidades exactas de un solo cartón de bingo (90 bolas; 15 números en 3 líneas de 5)
bingo-odds-table-heading = Probabilidad de que el cartón haya completado una línea (cualquiera de sus 3) o su bingo (los 15 números) al extraerse la bola k-ésima:
bingo-odds-column-ball = bola
bingo-odds-column-line = línea
bingo-odds-column-bingo = bingo
bingo-odds-one-in = 1 entre { $n }
bingo-odds-summary-heading = La bola con la que el cartón lo completa:
bingo-odds-summary = { $prize }: la primera posible { $first }, la más probable { $mode }, mediana { $median }, media { $mean }
bingo-odds-jackpot-heading = Bingo acumulativo: probabilidad de que un solo cartón gane un premio acumulado (su línea o su bingo con una bola dentro de la escala, según los cartones vendidos):
bingo-odds-band-upto = de { $from } a { $to } cartones vendidos
bingo-odds-band-more = más de { $from } cartones vendidos
bingo-odds-jackpot-band = { $cards }: línea hasta la bola { $line_ball }: { $line }; bingo hasta la bola { $bingo_ball }: { $bingo }
bingo-odds-note = Son las cifras de un solo cartón. La primera línea y el primer bingo de una partida con muchos cartones llegan antes; su ley no tiene forma cerrada (los cartones comparten números).

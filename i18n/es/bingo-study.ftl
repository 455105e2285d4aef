# El estudio de una mesa de bingo (src/engine/bingo/study.rs): la bola con la que cayeron la
# línea y el bingo, junto a la ley exacta de un solo cartón.

bingo-study-line-ball = Bola con la que cayó la línea (en tramos de cinco; las marcas: la ley de un solo cartón)
bingo-study-bingo-ball = Bola con la que cayó el bingo (en tramos de cinco; las marcas: la ley de un solo cartón)
bingo-study-single-card = las marcas son la ley exacta de un solo cartón, como referencia: la primera línea o el primer bingo entre muchos cartones cae antes, y su ley no tiene forma cerrada

# La familia del póquer (src/engine/poker/): los nombres de las categorías de las manos.

## Categorías, como las nombran los artículos (V §11.V.1, M art. 7)
poker-cat-high-cards = cartas mayores
poker-cat-pair = pareja
poker-cat-two-pair = doble pareja
poker-cat-trio = trío
poker-cat-straight = escalera
poker-cat-color = color
poker-cat-full = full
poker-cat-poker = póquer
poker-cat-straight-flush = escalera de color
poker-cat-royal-flush = escalera real

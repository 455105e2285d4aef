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

## Las líneas de póquer del registro (src/log/parser/poker.rs)
log-ps-expect-box = una casilla como `m3` (minúsculas, cifras y `-`)
log-ps-needs-box = `{ $keyword }` requiere la casilla (`m3`)
log-ps-consent-needs-box = `consent` requiere la casilla y el puesto al que da su consentimiento (`consent 1 p2`)

# The poker family (src/engine/poker/): the names of the hands' categories.

## Categories, as the articles name them (V §11.V.1, M art. 7)
poker-cat-high-cards = high cards (cartas mayores)
poker-cat-pair = pair (pareja)
poker-cat-two-pair = two pair (doble pareja)
poker-cat-trio = three of a kind (trío)
poker-cat-straight = straight (escalera)
poker-cat-color = flush (color)
poker-cat-full = full house (full)
poker-cat-poker = four of a kind (póquer)
poker-cat-straight-flush = straight flush (escalera de color)
poker-cat-royal-flush = royal flush (escalera real)

## The log's poker lines (src/log/parser/poker.rs)
log-ps-expect-box = a box such as `m3` (lower-case letters, digits and `-`)
log-ps-needs-box = `{ $keyword }` needs the box (`m3`)
log-ps-consent-needs-box = `consent` needs the box and the seat it consents to (`consent 1 p2`)

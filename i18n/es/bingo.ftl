# Bingo: sus líneas del registro (src/log/parser/bingo.rs), los hallazgos del motor, los errores
# de compilación de sus artículos, `veedor odds` y el estudio (src/engine/bingo/).

## Las líneas del registro
log-bingo-expect-card = un cartón por su serie y su número, como `A-17`
log-bingo-expect-row = una línea del cartón: sus números unidos por `-`, como `2-10-30-56-61`
log-bingo-expect-series = una serie: letras y cifras, como `A` o `B12`
log-bingo-expect-series-size = el número de cartones de la serie, como `1000`
log-bingo-expect-double = `double` (una serie de cartones dobles) o el final de la línea
log-bingo-expect-sold = los cartones vendidos, `PRIMERO-ÚLTIMO` como `1-350`, o el número de un cartón
log-bingo-expect-ball = el número de una bola, como `17`
log-bingo-expect-combination = `line` (línea) o `bingo`
log-bingo-expect-verdict = la comprobación, `good` (correcta) o `bad` (errónea)
log-bingo-expect-prizes = `line=IMPORTE bingo=IMPORTE` y, en el acumulativo, `jackpot-line=`, `jackpot-bingo=`, `maxball=`
log-bingo-expect-jackpot = `line=IMPORTE` y `bingo=IMPORTE`
log-bingo-what-ball = número de bola
log-bingo-what-card-number = número de cartón
log-bingo-what-series-size = número de cartones
log-bingo-what-maxball = orden de extracción
log-bingo-card-needs-card = `card` necesita el cartón, como `A-17`, y después sus tres líneas
log-bingo-card-needs-rows = al cartón le falta su línea { $row } (los números de cada línea unidos por `-`)
log-bingo-series-needs-size = `series` necesita el número de cartones de la serie tras su nombre
log-bingo-series-needs-face = `series` necesita el valor facial de un cartón tras el número de cartones
log-bingo-not-double = `{ $token }` no es `double`{ $hint }
log-bingo-sold-needs-range = `sold` necesita los cartones vendidos tras la serie (`1-350`)
log-bingo-needs-series = `{ $keyword }` necesita la serie (`A`)
log-bingo-not-series = `{ $token }` no es una serie: solo letras y cifras
log-bingo-not-card = `{ $token }` no es un cartón: un cartón se escribe con su serie, `-` y su número (`A-17`)
log-bingo-not-row = `{ $token }` no es una línea de un cartón: números unidos por `-`
log-bingo-row-too-long = la línea `{ $token }` tiene más de { $max } números
log-bingo-not-range = `{ $token }` no es un intervalo de cartones: `PRIMERO-ÚLTIMO` o un número
log-bingo-prizes-needs-both = `prizes` necesita `line=` y `bingo=`
log-bingo-jackpot-needs-one = `{ $keyword }` necesita `line=`, `bingo=` o ambos
log-bingo-unknown-key = `{ $key }` no es un parámetro de `{ $keyword }`{ $hint }
log-bingo-ball-needs-number = `ball` necesita el número de la bola
log-bingo-claim-needs-combination = `claim` necesita lo que se canta, `line` o `bingo`
log-bingo-not-combination = `{ $token }` no es algo que se cante: `line` o `bingo`{ $hint }
log-bingo-claim-needs-card = `claim` necesita el cartón cantado (`A-17`)
log-bingo-claim-needs-verdict = `claim` necesita la comprobación tras el cartón, `good` o `bad`
log-bingo-not-verdict = `{ $token }` no es una comprobación: `good` o `bad`{ $hint }

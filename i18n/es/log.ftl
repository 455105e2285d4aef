# Los diagnósticos del propio registro (src/log/, src/check.rs, src/batch.rs): líneas que no
# pueden leerse, la cabecera y la estructura de la sesión. Los elementos del registro se citan
# tal cual entre comillas invertidas: son la sintaxis del registro y no se traducen.

## Lo que el analizador esperaba donde una línea falla (src/log/parser.rs).

log-expect-keyword = una palabra clave de evento: mesa-log, table, session, limits, round, bet, nomore, spin, void, choose, collect, pay, return, release, shoe, cutcard, burn, deal, holder, hand, result, refuse, salute, leave, bank, garage, cagnotte, tableau, players, replay
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
log-expect-seat = un asiento como `s3` (letras, cifras, `_`, `.`, `-`)
log-expect-bet = una apuesta como `pleno 17`, `rojo` o `prison rojo`
log-expect-kind = una suerte como `pleno` o `rojo`
log-expect-numbers = los números de la apuesta, como `17` o `0-2-3` (6 como máximo, unidos con `-`)
log-expect-amount = un importe como `10` o `12.50`
log-expect-choice = `half` o `prison`
log-expect-card = una carta como `Kh`, `Td` o `9c` (valor A 2-9 T J Q K, palo c d h s), o `??`
log-expect-face = `up`, `down` o el final de la línea
log-expect-hand = una mano como `punto` o `banca` (minúsculas, cifras y `-`)
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

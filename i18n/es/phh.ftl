## Historiales PHH (src/engine/circulo/phh/): la lectura de un fichero `.phh` (TOML), el
## artículo de su mesa (un fichero acompañante o `--table`) y lo que no puede comprobarse.

phh-label-not-toml = no es TOML
# $why: el motivo del lector de TOML, en inglés, tal como lo da.
phh-not-toml = la mano PHH no es TOML válido: { $why }
phh-label-variant-not-checked = variante no comprobada
# $variant: el código de variante PHH, p. ej. F2L3D.
phh-variant-not-checked = la variante PHH `{ $variant }` no es un juego del art. 12 que veedor compruebe: la mano se omite
phh-expect-variant = `NT` (el Texas hold'em sin límite) o `FT` (el Texas hold'em de límite fijo)
phh-label-no-awards = sin entregas en el fichero
phh-awards-unjudged = la mano no da `winnings` ni `finishing_stacks`: no se juzga a quién se pagó qué ni la detracción
phh-expect-awards = `winnings` (o `finishing_stacks`) para juzgar los botes y la detracción
phh-label-players = jugadores
phh-too-few-players = la mano PHH tiene { $count } { $count ->
    [one] jugador
   *[other] jugadores
} en `starting_stacks`; una mano tiene al menos dos
phh-label-wrong-type = tipo erróneo
phh-wrong-type = `{ $key }` no es del tipo debido
phh-expect-string = una cadena
phh-expect-name = una cadena o un entero
phh-expect-array = una lista
phh-expect-time = una hora local como 20:01:05
phh-label-missing-key = aquí
phh-missing-key = la mano PHH no tiene `{ $key }`, que su variante exige
phh-label-length = longitud errónea
phh-wrong-length = `{ $key }` tiene { $len } { $len ->
    [one] valor
   *[other] valores
} para { $players } jugadores
phh-expect-length = un valor por jugador: { $players }
phh-label-not-amount = no es un importe
phh-not-amount = un importe de la mano PHH no es un número entero de céntimos no negativo
phh-expect-amount = un número como `2000` o `0.50`
phh-label-zero-stack = un resto de nada
phh-zero-stack = un resto inicial de 0: los restos de PHH son mayores que cero («All stack sizes must strictly be non-zero»), y un jugador sin fichas no recibe cartas
phh-expect-stack = un importe positivo, o `inf` si el resto no se conoce
phh-label-not-seat = no es un puesto
phh-not-seat = un número de puesto de `seats` no es un entero positivo
phh-label-action = no se entiende
# $why: uno de phh-why-*.
phh-bad-action = una acción PHH no puede leerse: { $why }
phh-expect-action = una acción como `d dh p1 AcKd`, `d db Jc3d5c`, `p2 cbr 300`, `p3 cc`, `p1 f` o `p1 sm AcKd`
phh-why-player = `{ $word }` no es ninguno de los jugadores p1…p{ $players }
phh-why-arity = tiene { $words } palabras, y esta acción tiene { $want }
phh-why-dealer = el `{ $word }` del crupier no es `dh` (cartas propias) ni `db` (la mesa)
phh-why-amount = `{ $word }` no es un importe en céntimos enteros
phh-why-not-holdem = `{ $word }` (un descarte o un bring-in) no es una acción del hold'em
phh-why-verb = `{ $word }` no es una acción (cbr, cc, f, sm)
phh-why-cards = `{ $word }` no es una serie de cartas como `AcKd` (`??` para una carta desconocida)
phh-label-no-table = ¿qué mesa?
phh-no-table = una mano PHH necesita el artículo de su mesa, y no se da ninguno
# $sidecar: MANO.phh.table; $dir: table.mesa.
phh-expect-table = un fichero `{ $sidecar }` junto a la mano (o `{ $dir }` en su directorio) con una línea `table ID catalog=valencia-2003/poquer-circulo min=… max=…`, o la opción `--table 'catalog=… min=… max=…'`
phh-table-unusable = el fichero de mesa de las manos PHH no puede usarse (véase su propio informe)
phh-sidecar-no-table = el fichero de mesa de las manos PHH no tiene línea `table`
phh-label-disagrees = no es el de la mesa
# $key: la clave de la mesa (limit, min, currency…); $phh_key: el campo PHH.
phh-disagrees = el `{ $phh_key }` de la mano PHH no es el `{ $key }=` de la mesa: la mano no se comprueba con ella
phh-label-take = la detracción de la mano
# $take, $pot: importes; $pct: el porcentaje del artículo.
phh-take-over = la detracción de la mano, { $take }, supera el { $pct } % de su bote de { $pot } (PHH da la detracción de toda la mano, que se compara con todo el bote)
phh-expect-take = como máximo { $max }

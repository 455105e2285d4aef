# `veedor odds` de un artículo de monte (src/engine/monte/odds.rs): cifras exactas a partir de
# los múltiplos, la comisión y la tabla de anulaciones del artículo. $catalog: el artículo.

mo-odds-title = { $catalog }: probabilidades exactas según la codificación (un mazo de 40 cartas por jugada; cada apuesta es una carrera de sus cartas vivas)
mo-odds-clean-heading = Emplazamiento limpio (36 cartas por salir, 12 vivas), en fracción y porcentaje:
mo-odds-salto-wins = gana el Salto
mo-odds-cav-wins = gana el Camo, el Anti o el Viudo
mo-odds-cartas-1v1-wins = gana Cartas de una contra otra
mo-odds-cartas-2v2-wins = gana Cartas de dos contra dos
mo-odds-first-card-hits = la primera carta descubierta acierta una emplazada (se debe el 10 %)
mo-odds-edge-salto = ventaja de la casa, Salto
mo-odds-edge-cav = ventaja de la casa, Camo, Anti, Viudo
mo-odds-edge-cartas-1v1 = ventaja de la casa, Cartas de una contra otra
mo-odds-edge-cartas-2v2 = ventaja de la casa, Cartas de dos contra dos
mo-odds-edge-vis-0 = ventaja de la casa, Vista Hermosa, sin cartas dobladas ni quemadas
mo-odds-edge-vis-1 = ventaja de la casa, Vista Hermosa, una carta doblada o quemada
mo-odds-edge-vis-2 = ventaja de la casa, Vista Hermosa, dos cartas dobladas o quemadas
mo-odds-segundas-inverse = Segundas: E[1/N2], N2 las cartas por salir al empezar
mo-odds-edge-segundas-cav = ventaja de la casa, Camo, Anti, Viudo en Segundas
mo-odds-edge-segundas-cartas = ventaja de la casa, Cartas en Segundas
mo-odds-layout-heading = El emplazamiento, exacto sobre un mazo barajado:
mo-odds-first-pair = las dos primeras cartas del mismo valor (se queman)
mo-odds-p34 = la tercera y la cuarta del mismo valor, al menos una vez en una jugada
mo-odds-void = jugada anulada (las cuatro del valor de la primera o la segunda antes de completar el emplazamiento)
mo-odds-config-clean = emplazamientos completos sin cartas sobre las dos primeras
mo-odds-config-one-doubled = una doblada
mo-odds-config-two-doubled = dos dobladas
mo-odds-config-one-tripled = una triplicada
mo-odds-config-tripled-doubled = una triplicada y una doblada
mo-odds-config-two-tripled = dos triplicadas
mo-odds-kind-cav = C/A/V
mo-odds-kind-cartas-1v1 = Cartas 1 c 1
mo-odds-kind-cartas-2v2 = Cartas 2 c 2
mo-odds-kind-salto = Salto
mo-odds-kind-vis = VIS
# $cases: casos (emplazamiento, apuesta); $unfair: no equitativos antes de la comisión; $player: con ventaja del jugador; $lowest: la menor ventaja de la casa.
mo-odds-sweep-principle = Todos los emplazamientos con cartas dobladas y triplicadas según la tabla del artículo: { $cases } casos (emplazamiento, apuesta) de Primeras, { $unfair } no equitativos antes de la comisión, { $player } con ventaja del jugador; menor ventaja de la casa { $lowest }. Ventaja de la casa por configuración:
mo-odds-sweep-literal = Con la tabla literal (`annulments.mode: literal`): { $cases } casos, { $unfair } no equitativos antes de la comisión, { $player } con ventaja del jugador; menor ventaja de la casa { $lowest }.

# `veedor odds` de un artículo de círculo (src/engine/circulo/odds.rs): la mejor jugada de un
# jugador en un reparto, contada sobre todos los repartos. $catalog es el id del artículo;
# $deals, $sets, $color, $full y $poker recuentos ya agrupados como los escribe el lector; $ratio
# un cociente con un decimal.

pc-odds-title-deals = { $catalog }: la mejor jugada de un jugador, exacta sobre los { $deals } repartos de { $hole } cartas propias y { $board } en la mesa, de { $cards } cartas
pc-odds-title-sets = { $catalog }: la mejor jugada de un jugador, exacta sobre los { $sets } conjuntos de { $seven } de las { $cards } cartas (cada uno vale por sus { $each } repartos de { $hole } cartas propias y { $board } en la mesa)
pc-odds-selection-any-five = las cinco mejores de las { $cards } cartas
pc-odds-selection-hole = sus dos cartas propias y { $table } de las comunes
pc-odds-color-over-full = el color está por encima del full
pc-odds-full-over-color = el full está por encima del color
pc-odds-how = Las cinco de un jugador: { $selection }; { $order }.
pc-odds-heading = Mejor jugada, de la más alta (recuento, probabilidad exacta y en porcentaje):
pc-odds-note-full-over-color-short = Nota: el artículo pone el full por encima del color, como con 52 cartas. Con estas 28 cartas el color no es más raro que el póquer ({ $color } frente a { $poker }), pero sí { $ratio } veces más raro que el full, que está por encima ({ $full }). Un full y un color nunca se dan en las mismas siete cartas: el orden cambia quién gana, nunca estas cifras.
pc-odds-note-color-over-full-short = Nota: con menos de 52 cartas el color está por encima del full (V art. 12.VI.1): aquí el color es { $ratio } veces más raro ({ $color } frente a { $full }).
pc-odds-note-full-deck = Nota: con 52 cartas el full está por encima del color, y es el más raro ({ $full } frente a { $color }).
pc-odds-release-only = { $catalog }: la distribución del reparto de { $cards } cartas tarda minutos sin optimizar; solo la calculan las compilaciones optimizadas (`cargo build --release`)

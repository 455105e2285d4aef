## La estadística de los juegos de círculo (src/engine/circulo/study.rs)
pc-study-pair-or-less = pareja o menos (cartas mayores, pareja)
pc-study-color-or-better = color, póquer y escaleras de color
pc-study-no-odds = la distribución exacta se conserva solo para los dos artículos del sintético y la mano de siete cartas de 52
pc-study-decided-by-players = estas cifras las deciden los jugadores: no hay distribución exacta con la que contrastarlas
pc-study-winners-title = Manos que ganaron un bote en la confrontación de cartas
pc-study-endings-title = Cómo terminaron las manos
pc-study-showdown = con confrontación, un ganador
pc-study-split = con confrontación, un bote repartido
pc-study-uncontested = los demás se retiraron
pc-study-void = anuladas
pc-study-pots-title = Botes por mano adjudicada
pc-study-pots-one = un bote
pc-study-pots-two = un bote secundario (dos botes)
pc-study-pots-more = tres botes o más

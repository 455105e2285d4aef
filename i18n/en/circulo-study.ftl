## The círculo games' study (src/engine/circulo/study.rs)
pc-study-pair-or-less = pair or less (cartas mayores, pareja)
pc-study-color-or-better = flush, four of a kind and straight flushes (color, póquer, escaleras de color)
pc-study-no-odds = the exact distribution is kept for the sintético's two articles and the 52-card seven-card hand only
pc-study-decided-by-players = the players' decisions make these counts: no exact distribution to test them against
pc-study-winners-title = Hands that won a pot at a showdown
pc-study-endings-title = How the hands ended
pc-study-showdown = shown down, one winner
pc-study-split = shown down, a pot split
pc-study-uncontested = everyone else folded
pc-study-void = annulled
pc-study-pots-title = Pots per hand awarded
pc-study-pots-one = one pot
pc-study-pots-two = a side pot (two pots)
pc-study-pots-more = three pots or more

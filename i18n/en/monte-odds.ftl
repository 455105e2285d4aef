# `veedor odds` for a monte article (src/engine/monte/odds.rs): exact figures from the article's
# multiples, commission and annulment table. $catalog is the article's id.

mo-odds-title = { $catalog }: exact odds from the encoding (one 40-card deck per coup; a bet is a race of its live cards)
mo-odds-clean-heading = A clean layout (36 unseen cards, 12 live), as a fraction and a percentage:
mo-odds-salto-wins = Salto wins
mo-odds-cav-wins = Camo, Anti or Viudo wins
mo-odds-cartas-1v1-wins = Cartas one against one wins
mo-odds-cartas-2v2-wins = Cartas two against two wins
mo-odds-first-card-hits = the first card drawn hits a placed card (the 10 % is due)
mo-odds-edge-salto = house edge, Salto
mo-odds-edge-cav = house edge, Camo, Anti, Viudo
mo-odds-edge-cartas-1v1 = house edge, Cartas one against one
mo-odds-edge-cartas-2v2 = house edge, Cartas two against two
mo-odds-edge-vis-0 = house edge, Vista Hermosa, no card doubled or burned
mo-odds-edge-vis-1 = house edge, Vista Hermosa, one card doubled or burned
mo-odds-edge-vis-2 = house edge, Vista Hermosa, two cards doubled or burned
mo-odds-segundas-inverse = Segundas: E[1/N2], N2 the unseen cards when it starts
mo-odds-edge-segundas-cav = house edge, Camo, Anti, Viudo in Segundas
mo-odds-edge-segundas-cartas = house edge, Cartas in Segundas
mo-odds-layout-heading = The layout, exactly over a shuffled deck:
mo-odds-first-pair = the first two cards of one value (burned)
mo-odds-p34 = the third and fourth of one value, at least once in a coup
mo-odds-void = the coup void (four of the first's or second's value before the layout is complete)
mo-odds-config-clean = complete layouts with nothing on the first two cards
mo-odds-config-one-doubled = one doubled
mo-odds-config-two-doubled = two doubled
mo-odds-config-one-tripled = one tripled
mo-odds-config-tripled-doubled = one tripled, one doubled
mo-odds-config-two-tripled = two tripled
mo-odds-kind-cav = C/A/V
mo-odds-kind-cartas-1v1 = Cartas 1 v 1
mo-odds-kind-cartas-2v2 = Cartas 2 v 2
mo-odds-kind-salto = Salto
mo-odds-kind-vis = VIS
# $cases: (layout, bet) cases; $unfair: not fair before the commission; $player: with a player edge; $lowest: the lowest house edge.
mo-odds-sweep-principle = Every doubled and tripled layout under the article's table: { $cases } (layout, bet) cases of Primeras, { $unfair } not fair before the commission, { $player } with a player edge; lowest house edge { $lowest }. House edge by configuration:
mo-odds-sweep-literal = Under the literal table (`annulments.mode: literal`): { $cases } cases, { $unfair } not fair before the commission, { $player } with a player edge; lowest house edge { $lowest }.

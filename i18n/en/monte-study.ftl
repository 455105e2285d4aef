## Monte's study (src/engine/monte/study.rs)

# $pos: the placed card (1–4).
mo-study-first-hit = the first hit on the { $pos ->
    [1] first card (p1)
    [2] second card (p2)
    [3] third card (p3)
   *[4] fourth card (p4)
}, clean layouts
mo-study-first-card-title = The first card drawn hits a placed card (the 10 % is due)
mo-study-first-card-hit = hits
mo-study-first-card-miss = misses
mo-study-layouts-title = The layouts: doubled and tripled cards, void coups
mo-study-layout-clean = nothing on the first two cards
mo-study-layout-one-doubled = one doubled
mo-study-layout-two-doubled = two doubled
mo-study-layout-one-tripled = one tripled
mo-study-layout-tripled-doubled = one tripled, one doubled
mo-study-layout-two-tripled = two tripled
mo-study-layout-void = void coup
mo-study-burns-title = Complete layouts with a card burned
mo-study-burned = a card burned
mo-study-not-burned = none burned
mo-study-kind-cartas = Cartas
mo-study-kind-salto = Salto
mo-study-kind-cav = Camo, Anti, Viudo
mo-study-kind-vis = Vista Hermosa

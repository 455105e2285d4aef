## El estudio del monte (src/engine/monte/study.rs)

# $pos: la carta emplazada (1–4).
mo-study-first-hit = primer acierto de la { $pos ->
    [1] primera carta (p1)
    [2] segunda carta (p2)
    [3] tercera carta (p3)
   *[4] cuarta carta (p4)
}, emplazamientos limpios
mo-study-first-card-title = La primera carta descubierta acierta una emplazada (se debe el 10 %)
mo-study-first-card-hit = acierta
mo-study-first-card-miss = no acierta
mo-study-layouts-title = Los emplazamientos: cartas dobladas y triplicadas, jugadas anuladas
mo-study-layout-clean = nada sobre las dos primeras cartas
mo-study-layout-one-doubled = una doblada
mo-study-layout-two-doubled = dos dobladas
mo-study-layout-one-tripled = una triplicada
mo-study-layout-tripled-doubled = una triplicada y una doblada
mo-study-layout-two-tripled = dos triplicadas
mo-study-layout-void = jugada anulada
mo-study-burns-title = Emplazamientos completos con alguna carta quemada
mo-study-burned = alguna quemada
mo-study-not-burned = ninguna quemada
mo-study-kind-cartas = Cartas
mo-study-kind-salto = Salto
mo-study-kind-cav = Camo, Anti, Viudo
mo-study-kind-vis = Vista Hermosa

## Los hallazgos del distribuidor de cartas compartido con las palabras de un juego de jugadas y
## separador (Black Jack: «separador de muestra o de bloqueo», art. 03): `engine::shoe::ShoeWords::ROUNDS`. Las del bacará son `bac-*`.

shoe-new-round = nueva jugada
shoe-round-after-cut-card = se da una jugada después de aparecer el separador
shoe-cut-card-out = aparece el separador
shoe-no-round-after-cut-card = ninguna jugada nueva después del separador (solo se termina la que se está realizando)
shoe-a-new-round = una jugada nueva
shoe-cards-behind-cut-card = cartas tras el separador
# $how: `exactly` el número del artículo ($want) de cartas tras el separador, o `at-least`.
shoe-cut-card-placed = el separador se coloca con { $below } cartas tras él; el artículo dice { $how ->
    [at-least] al menos { $want }
   *[exactly] { $want }
}
shoe-unlogged-cutcard = el lugar del separador, y que no empiece ninguna jugada después de aparecer
# Una quema de número fijo: $want cartas quemadas, $got lo fueron.
shoe-wrong-fixed-burn = el distribuidor empieza apartando { $want } cartas, pero { $got ->
    [one] se apartó { $got }
   *[other] se apartaron { $got }
}
# `cutcard out` antes de sacarse todas las cartas por delante del separador ($drawn
# sacadas, $below detrás de ella, y así $above delante).
shoe-cut-card-out-early = el separador no puede salir todavía
shoe-cut-card-out-too-soon = el separador sale tras { $drawn } cartas, pero con { $below } cartas detrás solo puede salir una vez sacadas las { $above } cartas que tiene delante
shoe-cut-card-out-after = `cutcard out` una vez sacadas { $above } cartas (las quemadas incluidas)
shoe-cut-card-out-at = `cutcard out` tras { $drawn } cartas

# Ejemplos que usan las pruebas y la documentación del módulo i18n (src/i18n/mod.rs).
test-bets-over-maximum = { $count ->
    [one] { $count } apuesta por encima del máximo de { $max }
   *[other] { $count } apuestas por encima del máximo de { $max }
}

# Examples the i18n module's own tests and documentation render (src/i18n/mod.rs).
test-bets-over-maximum = { $count ->
    [one] { $count } bet over the maximum of { $max }
   *[other] { $count } bets over the maximum of { $max }
}

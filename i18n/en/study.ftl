# The table's statistics (src/study): the «estudios» sections of `--summary`, and the roulette
# odds of `veedor odds`.

study-table-heading = table { $table } ({ $catalog }): { $files ->
    [one] 1 file
   *[other] { $files } files
}, { $sessions ->
    [one] 1 session
   *[other] { $sessions } sessions
}, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
study-money-banker = staked { $staked }, paid { $paid }, returned { $returned }, collected { $collected }; house result { $result }
study-money-cagnotte = staked { $staked }, paid { $paid }, collected { $collected }; house result (cagnotte) { $result }
study-hold = observed hold { $hold }; theoretical house edge { $edge }
study-hold-none = none (nothing staked)
study-edge-value = { $percent } ({ $fraction })
study-edge-house-does-not-bank = none: a player holds the bank
study-edge-house-plays-no-hand = none: the house plays no hand
study-take = take { $taken } of { $pots } put in the pots ({ $rate }); the article allows at most { $allowed }
study-take-per-hour = take per hour { $taken }; the article allows at most { $allowed } an hour
study-edge-no-stakes = none: no stake on a bet with an exact edge
study-edge-not-enumerable = none: the article's rules cannot be enumerated exactly
study-edge-basic-strategy = { $percent } with basic strategy, per initial stake
study-outcomes-tested = outcomes: { $total } counted; chi-square { $statistic } on { $df } degrees of freedom, p = { $p }: { $verdict }
study-outcomes-untested = outcomes: { $counts } (not tested: no exact probabilities)
study-view = { $title }: { $counts }
study-verdict-no-sign-of-bias = no sign of bias
study-verdict-anomalous = anomalous frequencies (p below { $threshold })
study-verdict-too-few-rounds = too few rounds to judge (an expected count below { $min })

odds-roulette-heading = { $catalog } — { $numbers } numbers, each of probability 1/{ $numbers }
# $spots: the named spots of the wheel; $pockets: its cells.
odds-wheel-heading-spots = { $catalog } — { $spots } spots on { $pockets } cells, each cell equally likely
# $pockets: how many pockets each number has on the wheel (boule: 2).
odds-wheel-heading-pockets = { $catalog } — { $numbers } numbers, { $pockets } pockets each, each number of probability 1/{ $numbers }
odds-col-bet = bet
odds-col-payout = payout
odds-col-numbers = numbers
odds-col-cells = cells
odds-col-edge = house edge
odds-col-exact = exact
odds-col-zero = on the zero
odds-series = series
odds-zero-half = half back
odds-zero-prison = prisión
odds-zero-loses = loses on the { $number }
odds-roulette-prison-initial = prisión: a bet freed on the next spin gets back its initial stake; on a further zero the same options apply again (the edge shown keeps the bet in prisión).
odds-roulette-prison-residual = prisión: a bet freed on the next spin gets back its residual value (the stake halved at each zero); on a further zero the same options apply again (the edge shown keeps the bet in prisión).
# Why a baccarat table's odds are not one exact figure (shown inside a sentence of the report).
study-detail-several-player-hands = more than one player hand
study-detail-players-choose = the outcome probabilities depend on the players' choices
# $files: the file names, separated by commas.
study-repeated = { $count ->
    [one] 1 file repeats
   *[other] { $count } files repeat
} the content of a file already counted (the same SHA-256: the same export twice) and { $count ->
    [one] is
   *[other] are
} not summed: { $files }
# $changes: each change as «file: 5,00 € → 2,00 €», separated by semicolons.
study-minimum-changed = the table minimum changes between sessions: { $changes }

# The roulette engine's findings (src/engine/roulette/): Ruleta francesa and its catalogue terms.
# Arguments: $seat, $kind, $numbers, $action, $reason, $key, $scale are tokens of the log or
# names of the catalogue, shown as written; amounts are money; $number is a result of the wheel;
# $bet is a bet as `rl-bet-of-seat` describes it.

## Pieces used inside other messages

# A seat's bet on a combination without numbers (an even chance, a series).
rl-bet-of-seat = { $seat }'s { $kind }
# A seat's bet on a combination written with its numbers (`pleno 17`, `caballo 17-20`).
rl-bet-of-seat-numbers = { $seat }'s { $kind } { $numbers }
# A list of catalogue names or log tokens, joined with commas.
rl-one-of = one of: { $names }
# A settlement as the log writes it: `pay 350.00`.
rl-move = { $action } { $amount }
# Several expected settlements: the first, then the list of the others.
rl-moves-and = { $first } and { $rest }
rl-no-money-moves-in-prison = no money moves: the bet stays in prisión
rl-no-settlement = no settlement
# The share of the initial stake a bet keeps after one zero or more: $denominator is 2, 4, 8…
rl-fraction = 1/{ $denominator }
rl-fraction-vanishing = a vanishing fraction

## Labels shared by several findings

rl-stake-label = stake { $stake }
rl-result-label = result
rl-result-number-label = result { $number }
rl-zero-label = zero
rl-zero-on-last-spin-label = zero on the last spin
rl-no-result-yet-label = no result yet
rl-went-to-prison-label = went to prisión here
rl-still-in-prison = still in prisión
rl-over-maximum-label = over the maximum

## RL001: a result off the wheel

rl-result-off-wheel = the result { $number } is not a number of the wheel
rl-result-not-a-spot = the result { $result } is not a spot of the wheel{ $suggestion }
rl-result-off-wheel-label = not on the wheel
# $highest: the wheel's highest number.
rl-result-off-wheel-expected = a number from { $lowest } to { $highest }

## RL002: a bet on no combination of the catalogue

# M001 in the game's words: a bet written as a number (`bet s1 15 10`); $hint: log-did-you-mean.
rl-spot-bet-by-name = `{ $token }` is not a bet of this wheel: its spots are bet by name{ $hint }
rl-kind-before-numbers = `{ $token }` is not a bet kind: the kind comes before its numbers{ $hint }
rl-bet-in-prison = a new bet cannot be placed in prisión
rl-bet-in-prison-label = not a combination
rl-bet-in-prison-expected = a combination of the catalogue
rl-unknown-kind = `{ $kind }` is not a combination of this catalogue
# $suggestion: the log reader's «: did you mean `pleno`?».
rl-unknown-kind-suggestion = `{ $kind }` is not a combination of this catalogue{ $suggestion }
rl-unknown-kind-label = not in the catalogue
rl-not-on-cloth = { $numbers } is not a { $kind } on this cloth
# A dozen or column written as the numbers it covers: $meant is its place (`1`, `1-2`).
rl-not-on-cloth-meant = { $numbers } is not a { $kind } on this cloth: did you mean `{ $kind } { $meant }`? (a { $kind } is written by its place on the cloth, not by its numbers)
rl-takes-no-numbers = `{ $kind }` takes no numbers
rl-needs-numbers = `{ $kind }` needs its numbers (did the amount take their place?)
rl-not-on-cloth-label = not a combination of the catalogue
# How a bet of each shape is written: $shape selects, $kind is the catalogue's name.
rl-expected-target = { $shape ->
    [straight] `{ $kind } N` with one number of the wheel
    [split] `{ $kind } A-B` with two adjacent numbers
    [street] `{ $kind } A-B-C` with one row of the cloth
    [corner] `{ $kind } A-B-C-D` with four numbers meeting at a corner
    [six-line] `{ $kind } A-B-C-D-E-F` with two adjacent rows
    [ordinal] `{ $kind } N` with N from 1 to 3
    [two-ordinals] `{ $kind } 1-2` or `{ $kind } 2-3`
   *[no-numbers] `{ $kind }` with no numbers
}

## RL003, RL018, RL022, RL030, RL031: a settlement of the wrong amount

rl-wrong-amount = { $action } of { $amount } on { $bet }; the rules give { $expected }
# $why: how the rules give that amount (one of the rl-why-… messages).
rl-wrong-amount-expected = { $action } { $amount } ({ $why })
# $payout: the combination's payout (`35`, `1/2`).
rl-why-payout = { $payout } × { $stake }
rl-why-series-payout = the chips on the winning combination at its rate
rl-why-last-spin-refund = { $fraction } of the initial stake on the last spin
rl-why-zero-half = residual value { $fraction } of the stake after { $zeros } zero(s)
rl-why-release-initial = the initial stake, freed
rl-why-release-residual = the residual value after { $zeros } zero(s)
rl-why-losing-stake = the whole losing stake
rl-number-wins-label = { $number } wins
rl-number-frees-label = { $number } frees it

## RL004: a winner not paid

rl-never-paid = { $bet } won but was not paid
rl-never-paid-label = never paid
rl-never-paid-found = no payment

## RL005: a settlement the result does not call for

# $state: what became of the bet (one of the rl-state-… messages).
rl-move-does-not-fit = `{ $action }` of { $amount } on { $bet }, which { $state }
rl-move-does-not-fit-label = { $action } does not fit
rl-state-imprisoned = stays in prisión
rl-state-half-returned = was half returned on zero
rl-state-last-spin-refund = gets the forced refund of the last spin
rl-state-freed = is freed from prisión by { $number }
rl-state-lost-from-prison = is lost from prisión on { $number }
rl-state-partly-won = partly won on { $number }
rl-state-won = won on { $number }
rl-state-lost = lost on { $number }

## RL006: a bet settled twice

rl-settled-twice = { $bet } was settled twice (`{ $action }`)
rl-settled-twice-label = settled again
rl-first-settlement-label = first settlement
rl-settled-twice-expected = one `{ $action }`
rl-settled-twice-found = a second `{ $action }` of { $amount }

## RL007: a settlement or choice naming no bet

# $place: `table` (a bet on the cloth) or `prison` (a bet held in prisión).
rl-no-such-bet = `{ $action }` names a bet of { $seat } that is not { $place ->
    [prison] in prisión
   *[table] on the table
}
rl-no-such-bet-label = no such bet { $place ->
    [prison] in prisión
   *[table] on the table
}
rl-no-such-bet-expected = a bet placed by { $seat } (or held in prisión)
rl-no-such-bet-expected-no-prison = a bet placed by { $seat }
rl-choice-no-such-bet = `choose` names a bet of { $seat } that is not on the table
rl-choice-no-such-bet-label = no such bet
rl-choice-no-such-bet-expected = an even-chance bet of { $seat }
rl-prisoner-without-prison = `{ $action }` names { $seat }'s { $kind } without `prison`, but that bet is in prisión
rl-not-prison-label = not `prison …`
# $line: the line as it should have been written.
rl-prisoner-without-prison-expected = `{ $line }`: a bet held in prisión is written `prison { $kind }`

## RL008: a loser not collected

rl-never-collected = { $bet } lost but was not collected
rl-bank-share-not-collected = the bank's share of { $bet } on zero was not collected
rl-never-collected-label = never collected
rl-never-collected-found = no collection

## RL009: payment order

# $bet was paid after $earlier; $kind and $earlier_kind are their combinations.
rl-paid-too-late = { $bet } was paid after { $earlier }, but the article pays a { $kind } before a { $earlier_kind }
rl-paid-too-late-label = paid too late
rl-paid-earlier-label = { $kind } paid earlier
rl-paid-too-late-expected = every { $kind } paid before any { $earlier_kind }
rl-paid-too-late-found = { $earlier_kind } paid first, then { $kind }

# A game that pays a player's winnings at once (Ruleta americana): $seat paid in two blocks.
rl-block-paid-too-late = { $seat }'s winnings, paid at once with { $bet } among them, were paid after { $earlier }, but the article pays a { $kind } before a { $earlier_kind }
rl-second-block = { $seat }'s winnings were paid in two blocks, with another player's payment in between, but the article pays all of a player's winning combinations at once
rl-second-block-label = second block
rl-first-block-label = first block
rl-second-block-expected = every winning bet of { $seat } paid in one block
rl-second-block-found = two blocks

## RL010: a loser collected after the payments began

rl-collected-late = { $bet }, a losing bet, was collected after winners had started to be paid
rl-collected-late-label = collected after payments began
rl-first-payment-label = first payment
rl-collected-late-expected = every losing bet collected before the first payment
rl-collected-late-found = a collection after a payment

## RL011: a bet after «no va más»

rl-bet-after-result = a bet was placed after the ball had dropped
rl-bet-after-result-label = bet after the result
rl-bet-after-no-more = a bet was accepted after «no va más»
rl-bet-after-no-more-label = bet after «no va más»
rl-no-more-announced-label = «no va más» announced here
rl-bet-after-no-more-expected = no bets after «no va más»
rl-bet-after-no-more-found = bet of { $amount } on { $kind }

## RL012, RL013: the cylinder's and the ball's sense

# $sense: `cw` or `ccw`, as the log writes it.
rl-rotor-same-sense = the cylinder turned { $sense } again
rl-rotor-same-sense-label = same sense as the previous spin
rl-previous-spin-label = previous spin, also { $sense }
rl-ball-with-rotor = the ball was launched in the cylinder's own sense
rl-ball-with-rotor-label = with the cylinder
rl-rotor-sense-label = cylinder's sense

## RL014, RL016: the table minimum

rl-below-minimum = the bet is { $stake }, below the table minimum { $min }
# $series: the series (`vecinos`) whose chips are each $stake.
rl-chip-below-minimum = each chip of this { $series } is { $stake }, below the table minimum { $min }
rl-below-minimum-label = below the minimum
rl-below-minimum-expected = at least { $min }
rl-not-multiple = the bet is { $stake }, not a multiple of the table minimum { $min }
rl-chip-not-multiple = each chip of this { $series } is { $stake }, not a multiple of the table minimum { $min }
rl-not-multiple-label = not a multiple of the minimum
rl-not-multiple-expected = a multiple of { $min }

## RL015: the maximum

# $class: the catalogue's class of maximum (`sencillas`, `pleno`).
rl-over-maximum = stakes on this { $kind } reach { $stake }, over the { $class } maximum { $max }
# A series' chips on one of its combinations ($kind) add up to $stake.
rl-series-over-maximum = this { $series } puts { $stake } on a { $kind }, over its maximum { $max }
# $multiple: how many times the minimum; $scale: the catalogue's scale of maximums in force.
rl-over-maximum-expected = at most { $max } ({ $multiple } × minimum { $min }, scale { $scale })
# $class: the limit class (`numero`); $max: the maximum the table header gives for it.
rl-authorised-maximum-expected = at most { $max } (the table's authorised maximum for { $class }, `max-{ $class }=`)
# $multiple × $min: the highest maximum the article allows, applied when the header gives none.
rl-article-maximum-expected = at most { $max } ({ $multiple } × minimum { $min }: the highest maximum the article allows for { $class }; the header gives no `max-{ $class }=`)
rl-first-stake-label = first stake on it

## RL017, RL019, RL022, RL029: the choice on zero

rl-no-choice = on zero, { $bet } got neither half back nor prisión by record
rl-no-choice-label = no choice recorded for this bet
rl-no-choice-expected = `choose SEAT BET half` or `choose SEAT BET prison`
rl-no-choice-found = no choice
rl-half-taken-below-minimum = the residual value { $refund } is below the table minimum { $min }, so the bet had to stay in prisión
rl-half-taken-label = half taken
rl-choice-on-last-spin = on the session's last spin the zero forces a refund of { $refund }, but a choice was recorded
rl-choice-on-last-spin-label = no choice on the last spin
rl-choice-on-last-spin-expected = return { $refund } ({ $fraction } of the initial stake)
rl-second-choice = a second zero choice was recorded for the same bet
rl-second-choice-label = second choice
rl-first-choice-label = first choice
rl-second-choice-expected = one choice per bet and zero
rl-choice-not-even-chance = a zero choice was recorded but { $kind } is not an even chance
rl-choice-not-zero = a zero choice was recorded but the result was { $number }, not zero
rl-no-choice-here-label = no choice here
rl-choice-only-on-zero-expected = a choice only for even-chance bets when the zero comes
rl-no-choice-at-all-expected = no choice: the article gives even chances one rule on the zero
# $choice: `half` or `prison`, as the log writes it.
rl-option-not-offered = the catalogue does not offer `{ $choice }` on zero
rl-option-not-offered-label = option not offered
rl-choice-before-result = a zero choice was recorded before the round had a result
rl-choice-before-result-expected = a choice after a zero

## RL018, RL022: a refund on zero not made

rl-nothing-returned = { $bet } should have got { $refund } back on the zero
rl-nothing-returned-label = nothing returned
rl-nothing-returned-found = no return

## RL020, RL021: prisión

rl-prisoner-paid = { $bet } was freed from prisión with winnings of { $amount }
rl-prisoner-paid-label = winnings paid
rl-imprisoned-stake-label = imprisoned stake { $stake }
rl-prisoner-not-resolved = { $bet } in prisión was neither freed nor lost after the spin
rl-prisoner-not-resolved-found = nothing
rl-prisoner-at-close = { $bet } was still in prisión when the session closed
rl-session-closed-label = session closed
rl-prisoner-at-close-expected-refund = freed, lost or refunded by the session's last spin
rl-prisoner-at-close-expected = freed or lost on a later spin

## RL023, RL024: «tirada nula»

rl-void-reason-unknown = «tirada nula» declared for `{ $reason }`, which the catalogue does not list
rl-void-reason-unknown-label = not a reason for «tirada nula»
rl-void-after-result = «tirada nula» declared after the ball had dropped on { $number }
rl-void-after-result-label = declared after the result
rl-void-after-result-expected = «tirada nula» while the ball is in play, before a result
rl-void-after-result-found = void { $reason } after spin { $number }
# $from: where the ball was relaunched from; $previous: the previous round's result.
rl-relaunch-not-from-previous = after the «tirada nula» the ball was relaunched from { $from } instead of the previous result { $previous }
rl-relaunched-from-label = relaunched from here
rl-void-label = «tirada nula»
rl-previous-result-label = previous result

## RL025: a settlement before the result

rl-settled-before-result = `{ $action }` before the round has a result
rl-settled-before-result-expected = settlements after the spin's result
rl-move-of = { $action } of { $amount }
rl-void-no-settlement-label = «tirada nula»: no settlement

## RL026: a series' chips

rl-series-chips = a { $kind } of { $stake } does not divide into its { $chips } equal chips
rl-series-chips-label = not a whole number of chips
rl-series-chips-expected = a stake that divides into { $chips } chips of one value

## RL027: limits changed during the session

rl-limits-changed = the table's limits were changed during the session
rl-limits-changed-label = limits changed
rl-limits-changed-expected = minimum { $min } and scale { $scale } for the whole session
rl-limits-changed-found = minimum { $min }, scale { $scale }

## RL028, RL032: the spin

# $wheel: `spots` for a wheel of named spots (the fortune wheel, no ball), else `ball`.
rl-spin-without-no-more = { $wheel ->
    [spots] the wheel stopped
   *[ball] the ball dropped
} without «no va más» having been announced
rl-spin-without-no-more-label = result without «no va más»
rl-bets-open-label = bets open
rl-spin-without-no-more-expected = `nomore` before the result
# $void: `no` where the article has no «tirada nula» (boule, the fortune wheel).
rl-second-result = { $void ->
    [no] the round has a second result
   *[yes] the round has a second result without a «tirada nula»
}
rl-second-result-label = second result
rl-first-result-label = first result { $number }
rl-second-result-expected = { $void ->
    [no] one result per round
   *[yes] one result per round, or `void REASON` before a relaunch
}

## RL034, RL035, RL036: colour chips (Ruleta americana)

rl-colour-below-minimum = { $seat } gives its colour chips a value of { $value }, below the table minimum of { $min }
rl-colour-over-pleno = { $seat } gives its colour chips a value of { $value }, above the pleno maximum of { $max }
rl-colour-value-label = chip value
rl-colour-value-expected = a value from { $min } (the minimum) to { $max } ({ $multiple } × the minimum, the pleno maximum of scale { $scale })
rl-colour-players = { $seat } is colour-chip player number { $count }, but at most { $max } players may play with colour chips
rl-colour-players-label = colour player { $count }
rl-colour-first-player-label = first colour player
rl-colour-players-expected = at most { $max } players with colour chips
rl-colour-players-found = { $count } players with colour chips
rl-colour-bet = { $seat } bet { $stake }, which is not a whole number of its colour chips of { $chip }
rl-colour-bet-label = not a whole number of chips
rl-colour-chips-given-label = colour chips of { $chip }
rl-colour-bet-expected = a multiple of { $chip }

## RL033: checks the log did not allow

# $check and $name: the check not made (`RL013`, `ball-not-against-rotor`); $count: the spins
# (or relaunches) without the key.
rl-unchecked-ball = { $check } ({ $name }) was not checked: { $count ->
    [one] { $count } spin of this table gives
   *[other] { $count } spins of this table give
} no `ball=`, so whether the ball was launched against the cylinder is not known
rl-unchecked-ball-expected = `spin N SENSE ball=SENSE`
rl-unchecked-ball-found = { $count ->
    [one] { $count } spin
   *[other] { $count } spins
} without `ball=`
rl-unchecked-from = { $check } ({ $name }) was not checked: { $count ->
    [one] { $count } relaunch of this table gives
   *[other] { $count } relaunches of this table give
} no `from=`, so whether the ball was relaunched from the previous result is not known
rl-unchecked-from-expected = `spin N SENSE from=PREVIOUS after `void``
rl-unchecked-from-found = { $count ->
    [one] { $count } relaunch
   *[other] { $count } relaunches
} without `from=`
# $key: `ball` or `from`.
rl-unchecked-label = no `{ $key }=`
rl-unchecked-rotor-label = no cylinder sense
# $checks: the checks not made (`RL012, RL013`); $name: the first one's name.
rl-unchecked-rotor = { $checks } ({ $name }) not checked: { $count ->
    [one] { $count } spin of this table gives
   *[other] { $count } spins of this table give
} no cylinder sense (`cw` or `ccw` after the number), so whether the cylinder alternated is not known
rl-unchecked-rotor-expected = `spin N SENSE`
rl-unchecked-rotor-found = { $count ->
    [one] { $count } spin
   *[other] { $count } spins
} without the cylinder's sense

## S004: a round without a result

rl-round-without-result = the round ended without a result
rl-round-without-result-void-settled = the round ended without a result, its «tirada nula» not relaunched, though it was settled
rl-round-without-result-settled = the round ended without a result, though it was settled: its `spin` line may be missing
rl-round-without-result-label = bets of a round with no result
rl-round-without-result-expected = a `spin` result (or `void` then a relaunch)
rl-round-without-result-found = no result
rl-round-without-result-found-choice = a zero choice, and no result
rl-round-without-result-found-settled = settlements, and no result
rl-void-not-relaunched-label = «tirada nula» not followed by a relaunch
rl-choice-without-result-label = zero choice with no result
rl-settled-without-result-label = settled with no result

## M004: the table's limits in the header or a `limits` line

rl-header-scale-unknown = `scale={ $scale }` is not a maximum scale of this catalogue
# $key: the header key (`max-numero`, `authorised-min`).
rl-header-max-not-amount = `{ $key }=` is not an amount
rl-header-max-not-amount-label = not an amount
rl-header-max-not-amount-expected = a positive amount such as 400 or 400.50
# $class: the limit class; $max: the header's maximum for it.
rl-authorised-max-out-of-range = the table's authorised maximum for { $class }, { $max }, is outside the bounds the article sets
rl-authorised-max-out-of-range-label = authorised maximum out of the article's bounds
# $low and $high: $from and $to times the table minimum $min.
rl-authorised-max-out-of-range-expected = from { $low } to { $high } ({ $from } to { $to } × minimum { $min })
rl-authorised-max-below-expected = at least { $low } ({ $from } × minimum { $min })
rl-minimum-not-authorised = the table's minimum { $min } is neither the authorised minimum { $authorised } nor twice it
rl-minimum-not-authorised-label = table minimum
rl-authorised-minimum-label = authorised minimum
rl-minimum-not-authorised-expected = { $authorised } or { $doubled }
rl-header-scale-unknown-label = not a scale of this catalogue
rl-limits-min-not-amount = the new table minimum is not a positive amount
# $why: the log reader's account of why the text is not an amount.
rl-limits-min-not-amount-why = the new table minimum is not a positive amount: { $why }
rl-limits-min-not-amount-label = not an amount
rl-limits-min-not-amount-expected = a positive decimal amount
rl-limits-scale-unknown = `{ $scale }` is not a maximum scale of this catalogue
rl-limits-scale-unknown-label = unknown scale
rl-limits-unknown-key = `{ $key }` is not a limit that can change
rl-limits-unknown-key-label = unknown parameter
rl-limits-unknown-key-expected = min= or scale=

## Catalogue errors (mod.rs): what `catalog lint` reports in a roulette article's `play.roulette`

rl-compile-numbers = the wheel must have between 1 and 64 numbers
# $columns × $rows: the cloth's layout; $cells: the numbers it holds; $numbers: the wheel's.
rl-compile-layout-size = a { $columns }×{ $rows } cloth holds { $cells } numbers besides the zero, but the wheel has { $numbers }
rl-compile-layout-dozens = the cloth's numbers must split into three dozens
rl-compile-no-scale = at least one scale is needed
# $scales: the article's scales, as a list (`["alta", "baja"]`).
rl-compile-not-a-scale = `{ $scale }` is not one of the scales { $scales }
rl-compile-no-maximum = no positive maximum for scale `{ $scale }`
rl-compile-kind-twice = bet kind `{ $kind }` is defined twice
rl-compile-series-payout = a series is paid through its placements; remove `payout`
rl-compile-no-payout = bet kind `{ $kind }` needs a `payout`
rl-compile-extra-set = an extra set is 1 to 6 numbers of the wheel, for a combination written with its numbers
rl-compile-chance-numbers = a chance lists its numbers, from 1 to the highest number
rl-compile-numbers-not-chance = only a `chance` lists `numbers`
rl-compile-placements-not-series = only a `series` has placements
rl-compile-series-placements = a series needs its `placements`
rl-compile-not-a-limit = `{ $limit }` is not a class of `limits.maximum`
rl-compile-not-a-kind = `{ $kind }` is not a bet kind
rl-compile-placement-kind = a placement goes on a combination written with its numbers
# $numbers: the placement's numbers, as a list (`[17, 20]`).
rl-compile-not-on-cloth = { $numbers } is not a `{ $kind }` of the cloth
rl-compile-placement-chips = a placement has from 1 to 1000 chips
rl-compile-series-in-order = a series is paid at the rank of the combinations its chips are moved to; leave it out
rl-compile-listed-twice = `{ $kind }` is listed twice
# $index: the kind's place in `bets` (from 0).
rl-compile-not-in-order = bet kind `{ $kind }` (bets[{ $index }]) has no place in the payment order
rl-compile-pockets = a number has at least one pocket
rl-compile-symbols-count = a wheel of named spots counts them in `numbers`, from 0, without a `layout`
rl-compile-symbol = a spot's name is used once and it has at least one pocket
rl-compile-chance-symbols = on a wheel of named spots a chance lists its `symbols`, by their names
rl-compile-zero-number = `zero.number` is a number of the wheel
rl-compile-shape-needs-layout = this combination is read on the cloth's grid: the article needs a `layout`
rl-compile-range = an authorised range goes from 1 up, `from` no higher than `to`
rl-compile-maximum-both = a class's maximum is either `multiples` per scale or an `authorised` range, not both
rl-compile-listed-zeros = at least the first zero is listed
rl-compile-colour-no-pleno = the game has colour chips, whose value is bounded by the pleno maximum, but no straight-up (`straight`) bet kind
rl-compile-at-once-rule = `pay_player_at_once_rule` names the rule of a payment in one block, but `pay_player_at_once` is not `true`

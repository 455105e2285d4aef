# Treinta y cuarenta: the engine's findings, its article's compile errors, `veedor odds` and
# the study (src/engine/treinta/).

## Labels and common words
tc-announced-here = the croupier's announcement
tc-at-least = at least { $amount }
tc-at-most = at most { $amount }
tc-one-of = one of: { $names }
tc-the-bet = the bet
tc-the-prisoner = the bet held in prisión
tc-first-bet = its first stake
tc-coup-here = the coup starts here
tc-coup-ends-here = the coup ends here
tc-no-line = no settlement line
tc-settled-here = settled here
tc-no-more-here = «no va más» here
tc-first-card-here = first card of the coup
tc-bets-closed-here = betting closed here
tc-premium-here = the 1 % deposit
tc-insured-here = insured here
tc-row-last-card = the row's last card
tc-row-reached-stop = this card brought the { $row } row to { $total } ({ $stop } or more): the row was complete
tc-row-ends-here = the { $row } row ends here, at { $total }
tc-red-card-here = the red card appeared here
tc-choice-here = the option given here

## Outcomes, in messages
tc-outcome-decided = the { $row } row won{ $colour ->
    [color] , with color
    [inverso] , with inverso
   *[other] {""}
}
tc-outcome-tie = a tie, which voids the coup
tc-outcome-refait = the refait (31–31)
tc-outcome-red-card = the red card, which voids the coup in progress

## Bets and limits (TC009–TC012)
tc-not-a-bet-of-this-game = not a chance of this game
tc-not-a-bet = `{ $bet }` is not a chance of treinta y cuarenta{ $suggestion }
tc-bet-takes-no-numbers = the chance `{ $bet }` takes no numbers
tc-below-minimum = below the table minimum
tc-stake-below-minimum = { $seat }'s stake of { $stake } on { $bet } is below the table minimum of { $min }
tc-over-the-maximum = over the maximum
tc-stake-over-maximum = { $seat }'s stake on { $bet } reaches { $stake }, over the maximum of { $max } (a thousand times the minimum)
tc-late-bet = placed after betting closed
tc-bet-after-no-more = { $seat } placed a bet after betting closed for the coup
tc-a-late-bet = a bet after betting closed
tc-bets-before-no-more = bets before «no va más» and the first card

## The 1 % insurance (TC013)
tc-insures-no-bet = no such bet to insure
tc-insurance-without-bet = { $seat } insures `{ $bet }`, but has no stake on it in this coup
tc-insure-a-bet = an `insure` line for a stake of the coup
tc-late-insurance = deposited after betting closed
tc-insured-late = { $seat }'s 1 % deposit came after betting closed, not with the bet
tc-insure-with-the-bet = the deposit made with the bet
tc-insured-after-closing = a deposit after betting closed
tc-insured-below-threshold = { $seat }'s stake of { $stake } on { $bet } is insured, but only stakes of { $threshold } or more may be
tc-wrong-premium = { $seat }'s deposit on { $bet } is { $premium }; { $percent } % of the stake of { $stake } is { $due }
tc-premium-not-collected = { $seat }'s 1 % deposit of { $premium } is the house's, collected whatever the outcome
tc-premium-not-returned = { $seat }'s 1 % deposit of { $premium } goes back with the stakes of a void coup
tc-premium-kept = { $seat }'s 1 % deposit of { $premium } is the house's once the coup is played out
tc-premium-unsettled = { $seat }'s 1 % deposit of { $premium } was never collected

## The rows (TC005–TC008, TC021)
tc-not-a-row = not a row of this game
tc-unknown-row = `{ $hand }` is not a row of treinta y cuarenta{ $suggestion }
tc-card-out-of-order = dealt to the wrong row
tc-row-short = a card was dealt to `{ $dealt }` while the { $row } row stood at { $total }, short of { $stop }: that row takes cards until it reaches { $stop } or more
tc-rows-complete = a card was dealt to the { $row } row, which had already reached { $total } (a row stops at the first card that brings it to { $stop } or more)
tc-next-card-to = the next card to the { $row } row
tc-no-more-cards = no more cards: both rows are complete
tc-row-stopped-short = the { $row } row stopped at { $total }, short of { $stop }
tc-row-to-stop = each row dealt until it reaches { $stop } or more
tc-row-total = the { $row } row at { $total }
tc-wrong-points = the croupier announced { $negra } and { $roja }; the cards give { $cards_negra } and { $cards_roja }
tc-face-down = face down
tc-card-face-down = { $card } was dealt face down; the rows are laid out face up
tc-face-up = every card face up

## The red card (TC018)
tc-card-after-red-card = dealt after the red card
tc-dealt-after-red-card = a card was dealt after the red card appeared, which voids the coup in progress
tc-coup-void-at-red-card = the coup void at the red card, its stakes returned
tc-red-card-out-here = the red card, with { $left } cards left in the shoe
tc-red-card-placed-here = placed here, before the last { $below } cards
tc-red-card-placed-by-article = no `cutcard N` line: the red card counted where the article places it, before the last { $below } cards
tc-red-card-out-of-place = the red card appeared with { $left } cards left in the shoe, but, placed before the last { $below }, it can appear only when { $below } are left: the coup is not void
tc-red-card-with-left = the red card with { $left } cards left

## Money (TC014–TC017, TC019, TC020)
tc-wrong-amount = `{ $action }` of { $amount } to { $seat } on { $bet }; the amount owed is { $due }
tc-contradicts-outcome = `{ $action }` to { $seat } on { $bet } contradicts the coup's outcome: { $outcome }
tc-not-settled = { $seat }'s stake on { $bet } was not settled as the coup's outcome requires ({ $outcome })
tc-no-such-bet = no such bet on the table
tc-settlement-without-bet = a settlement for { $seat }'s `{ $bet }`, which has no stake in this coup{ $suggestion }
tc-settle-a-bet = a settlement of a stake of the coup
tc-collected-late = collected after a payment
tc-loser-after-payment = { $seat }'s losing stake on { $bet } was collected after a winning bet had been paid
tc-first-payment = the first payment
tc-losers-first = losing stakes collected before any payment
tc-payment-before-loser = a payment before a losing stake was collected
tc-paid-late = paid out of order
tc-payment-order = a stake on { $bet } was paid after a stake on negro or rojo; color and inverso are paid first
tc-paid-before = paid before it
tc-color-first = color and inverso paid before negro and rojo
tc-rows-before-colour = negro or rojo paid first
tc-choice-not-refait = an option of half or prisión, but the coup was no refait: { $outcome }
tc-choice-before-result = an option of half or prisión before the coup was decided
tc-choice-no-option = { $seat } has no stake on `{ $bet }` with an option on this refait (none, insured, or already chosen)
tc-choice-on-refait = a choice only on the refait, for an uninsured stake

## The article (compile errors)
tc-compile-chance-count = the chance `{ $chance }` must be backed by exactly one bet; found { $count }
tc-compile-bet-twice = the bet `{ $bet }` is named twice
tc-compile-rows-same = the two rows need different names
tc-compile-stop = a row's stop must be between 1 and the refait's total
tc-compile-percent = the insurance's percentage must be between 1 and 100
tc-compile-maximum = the maximum's multiple of the minimum must be at least 1
tc-compile-decks = the shoe must have between 1 and 64 decks

## veedor odds
tc-odds-title = { $catalog }: exact odds of treinta y cuarenta, { $decks } decks ({ $cards } cards)
tc-odds-decks = expected a shoe of 1 to { $max } decks, found { $decks }
tc-odds-row-heading = A row's total (dealt until it reaches 31 or more):
tc-odds-coup-heading = A coup (the rows taken independent, each from a full shoe):
tc-odds-negra = negra row lower
tc-odds-roja = roja row lower
tc-odds-tie = tie at 32–40 (void)
tc-odds-refait = refait, 31–31
tc-odds-edge-heading = House edge per coup, by the player's option on the refait:
tc-odds-half-back = half back
tc-odds-prison = prisión
tc-odds-no-edge = the edge cannot be computed
tc-odds-note = Color and inverso each win half of the decided coups. The 1 % insurance and the red card are not in these figures.

## The study
tc-study-no-odds = no exact odds for a shoe of { $decks } decks

# TC023: a stake left in prisión at the session's close.
tc-left-in-prison = { $seat }'s stake on `{ $bet }` was left in prisión at the session's close, its last coup { $outcome }: no coup follows to free it
tc-prison-chosen-here = prisión chosen on the session's last coup
tc-last-coup-here = the session's last coup
tc-session-closes-here = the session closes here

# TC024: a settlement before any card of the coup.
tc-settled-before-cards = `{ $action }` to { $seat } on `{ $bet }` before any card of the coup was dealt: nothing is settled before the rows give the result
tc-settled-before-cards-here = settled before the first card
tc-settle-after-result = the settlements after the rows and the announcement
tc-settled-as-announced = settled as announced, not as the cards give

# Where a stake is owed no settlement line (prisión, or left on the cloth).
tc-expected-no-line = no settlement line: the stake stays (in prisión, or on the cloth)
tc-expected-lines-or-none = { $lines }, or no settlement line (the stake to prisión)

## The shoe in the article's words: the red card (TC002, TC003)
tc-shoe-new-coup = new coup
tc-shoe-coup-after-red-card = a coup is dealt after the red card came out
tc-shoe-red-card-out = red card out
tc-shoe-no-coup-after-red-card = no new coup after the red card (it voids the coup in progress)
tc-shoe-a-new-coup = a new coup
tc-shoe-cards-behind-red-card = cards behind the red card
# $how: `exactly` the article's number ($want) of cards behind the red card, or `at-least` it.
tc-shoe-red-card-placed = the red card is placed in front of the last { $below } cards, the article says { $how ->
    [at-least] at least { $want }
   *[exactly] { $want }
}
tc-shoe-unlogged-cutcard = the red card's place, and that no coup starts after it came out

# The baccarat family's engines (src/engine/baccarat/, chemin.rs aside: chemin.ftl), the
# engines' shared texts (src/engine/), and what `veedor odds` prints.
# Hand and bet names ($hand, $bet, $winner) are the catalogue's words, seats ($seat) and cards
# ($card) the log's tokens: shown as they are.

## Third cards (draws.rs)

bac-illegal-third-card = illegal third card
# $total: the hand's two-card total.
bac-player-draws-on-stand = { $hand } draws on { $total }, but must stand on { $total }
# $why: why the hand was bound, beginning with its own space or punctuation.
bac-player-draws-on-stand-why = { $hand } draws on { $total }, but must stand on { $total }{ $why }
bac-hand-total = { $hand } { $total }
bac-hand-stands-on = { $hand } stands on { $total }
# A `deal` line as the log writes it.
bac-deal-line = deal { $hand } { $card }
bac-fourth-card = fourth card
bac-fourth-card-dealt = { $hand } is dealt a fourth card
bac-at-most-three-cards = at most three cards
bac-n-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

## Stakes and settlements (settlement.rs, money.rs)

bac-below-minimum = below the minimum
bac-stake-below-minimum = { $seat }'s stake on { $bet } is { $stake }, below the table minimum { $min }
bac-at-least = at least { $amount }
bac-no-such-bet = no such bet
# $action: the settlement's log word (`pay`, `collect`, `return`, `release`).
bac-settles-no-such-bet = { $action } { $seat } { $amount } on { $bet }, but it has no such bet in this coup
bac-a-bet-in-this-coup = a bet of { $seat } on { $bet } placed in this coup
bac-no-bet-of = no bet of { $seat } on { $bet }
bac-never-paid = never paid
bac-never-collected = never collected
bac-result = result
# A settlement line as the log writes it.
bac-settlement-line = { $action } { $seat } { $bet } { $amount }
bac-no-settlement-before = no { $what ->
    [payment] payment
   *[collection] collection
} before { $until ->
    [coup-ends] the coup ends
   *[next-coup] the next coup
}
bac-due-pay = pay { $amount }
bac-due-collect = collect { $amount }
bac-due-push = return { $amount } (or leave it for the next coup)
# A rate (commission, cagnotte), exactly: $whole and $decimals are digits (5 %, 1.25 %),
# $num/$den a fraction when no decimal is exact (1/3 %).
bac-percent-whole = { $whole } %
bac-percent-decimal = { $whole }.{ $decimals } %
bac-percent-fraction = { $num }/{ $den } %

## The coup's course (coup.rs)

bac-late-bet = late bet
# $what: what closed betting: `result` (announced), `nomore` («no va más») or `deal` (the first card).
bac-bet-after = { $seat } bets on { $bet } after the { $what ->
    [result] result announced
    [nomore] «no va más»
   *[deal] first card dealt
}
bac-betting-closed-by = { $what ->
    [result] result announced
    [nomore] «no va más»
   *[deal] first card dealt
}
bac-bets-before-no-more = bets before «no va más»
# A `bet` line as the log writes it.
bac-bet-line = bet { $seat } { $bet } { $amount }
bac-cards = cards
bac-cards-before-no-more = cards are dealt before «no va más»
bac-coup-starts = coup starts
bac-no-more-then-cards = «no va más» (`nomore`), then the cards
bac-a-card = a card
bac-card-after-result = card after the result
bac-card-dealt-after-result = a card is dealt to { $hand } after the coup's result was announced
bac-no-card-after-result = no card after the result until the next coup
bac-second-result = second result
bac-result-announced-twice = the coup's result is announced twice
bac-first-result = first result
bac-one-result-per-coup = one result per coup
bac-another-result = another `result`
bac-coup-ends-without-result = the coup ends without an announced result
bac-cards-dealt = cards dealt
bac-no-result = no result
bac-hand-has-cards = { $hand } has { $count } { $count ->
    [one] card
   *[other] cards
}
# $hands: the hands short of cards, a list (bac-list-and).
bac-result-but = the result is announced but { $hands }
bac-two-cards-each-then-result = two cards to each hand, then the draws, then the result
# Lists: $head is the first item, $tail the rest (itself a list).
bac-list-and = { $head } and { $tail }
bac-list-comma = { $head }, { $tail }
bac-announced = announced
# $totals: the hands' totals (e.g. `punto 5, banca 7`).
bac-wrong-winner = the croupier announces { $said } but the cards give { $actual } ({ $totals })
# Where each player hand (paño) has its own winner: $pano names it.
bac-wrong-winner-on = on { $pano } the croupier announces { $said } but the cards give { $actual } ({ $totals })
bac-out-of-order = out of order
# $number: the card's place in the coup (from 1); $order: the hands in the deal order.
bac-card-out-of-deal-order = card { $number } of the coup goes to { $hand }, but the first cards go { $order }
bac-card-to = card { $number } to { $hand }

## The shoe (shoe_log.rs)

bac-decks-in-this-shoe = decks in this shoe
# $decks: loaded; $article: what the article says.
bac-wrong-deck-count = the shoe is loaded with { $decks } decks, the article says { $article }
bac-one-copy-too-many = one copy too many
# $nth: which time the card comes out; $nth_category: its English ordinal category (one, two,
# few, other); $copies: how many copies of the card the shoe holds.
bac-card-too-many-times = { $card } comes out of the shoe for the { $nth }{ $nth_category ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
} time, but the shoe holds { $copies }
bac-at-most-copies = at most { $copies } × { $card } per shoe
bac-copies = { $copies } × { $card }
bac-first-copy = first copy
bac-no-card-left = no card left
bac-shoe-empty = { $card } comes out of a shoe whose { $size } cards are all out (later cards of this shoe are not judged)
bac-at-most-cards-per-shoe = at most { $size } cards per shoe
bac-card-number = card { $number }
bac-cards-under-stop-card = cards under the stop card
# $how: `exactly` the article's number ($want) of cards under the stop card, or `at-least` it.
bac-stop-card-placed = the stop card is placed with { $below } cards below it, the article says { $how ->
    [at-least] at least { $want }
   *[exactly] { $want }
}
bac-cutcard-expected = cutcard { $want }{ $how ->
    [at-least] {" "}or more
   *[exactly] {""}
}
bac-new-coup = new coup
bac-coup-after-stop-card = a coup is dealt after the stop card came out
bac-stop-card-out = stop card out
bac-first-card = first card
bac-no-coup-after-stop-card = no new coup after the stop card (only the coup in progress is completed)
bac-a-new-coup = a new coup
bac-first-card-dealt = first card dealt
bac-dealt-without-burn = the shoe is dealt without the burn
bac-shoe-loaded-here = shoe loaded here
bac-burn-expected = a first card turned up, then as many cards burned as its value
bac-no-burned-card = no burned card
bac-burn-too-many = burn too many
bac-burn-too-short = burn too short
# The first card turned up is worth $value, so $want cards are burned; $counted: whether the
# card turned up is one of them (`including`) or not (`after`); $got: how many were.
bac-wrong-burn = the first card { $card } is worth { $value }, so { $want } cards are burned ({ $value } { $counted ->
    [including] including
   *[after] after
} it), but { $got } were
bac-worth = worth { $value }
bac-burned-cards = { $count } burned cards

## The game's hands, bets and header (mod.rs)

# $burn: `yes` when the article burns cards (their count is then not checked either).
bac-unlogged-decks = the number of decks loaded{ $burn ->
    [yes] , the burn's count
   *[no] {""}
}
bac-unlogged-cutcard = the stop card's place, and that no coup starts after it came out
bac-no-such-hand = no such hand
# $suggestion: log-did-you-mean, or nothing.
bac-not-a-hand = `{ $hand }` is not a hand of this game{ $suggestion }
bac-no-such-winner = no such winner
bac-not-a-winner = `{ $winner }` is not a winner of this game{ $suggestion }
# $names: the catalogue's words, separated by commas.
bac-one-of = one of: { $names }
bac-not-a-bet-of-this-game = not a bet of this game
bac-not-a-bet = `{ $bet }` is not a bet of this article{ $suggestion }
bac-list-or = { $head } or { $tail }
bac-unexpected-numbers = unexpected numbers
bac-bet-takes-no-numbers = a bet on { $bet } takes no numbers
bac-not-allowed = not allowed
bac-max-not-allowed = `max={ $max }` is not a maximum this article allows
# $multiples: the article's maxima as multiples of the minimum, e.g. [50, 100].
bac-max-multiples = one of { $multiples } (times the minimum)
bac-multiples-not-allowed = `multiples={ $value }` is not allowed by this article
# $policy: whether the article leaves multiples `optional`, `required` or `never` allows them.
bac-multiples-allowed = { $policy ->
    [required] `yes` (the article requires multiples)
    [never] `no`
   *[optional] `yes` or `no`
}
bac-not-supported-yet = not supported yet
bac-variant-not-supported = { $variant } tables cannot be checked yet

## Optional lines a log left out (not_logged.rs)

# One line left out: $line as the log would write it, $unchecked what could not be checked
# without it, $checks the check codes not made.
bac-not-logged-item = without `{ $line }`, { $unchecked } ({ $checks })
# The items are separated so.
bac-not-logged-list = { $head }; { $tail }
bac-not-logged-first-coup = first coup dealt
# $count: how many lines were left out; $items: each (not-logged-item).
bac-not-logged = the log leaves out { $count } optional { $count ->
    [one] line, so this was
   *[other] lines, so these were
} not checked: { $items }
bac-not-logged-found = { $count ->
    [one] no such line in the log
   *[other] none of these lines in the log
}

## Punto y banca (punto_banca.rs)

bac-unlogged-holder = that the shoe passes when the bank loses
# $bet: the bet whose highest bettor holds the hand.
bac-unlogged-hand = that the highest bettor on { $bet } is given its cards
bac-shoe-passed = shoe passed
bac-shoe-passed-early = the shoe passes from { $from } to { $to } although the bank did not lose
bac-holds-the-shoe = { $seat } holds the shoe
bac-keeps-the-shoe = { $seat } keeps the shoe until the bank's hand loses
bac-salutes-again = salutes again
# $nth: which salute; $nth_category: its English ordinal category (one, two, few, other).
bac-salutes-nth = { $seat } «saluda» for the { $nth }{ $nth_category ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
} time in this shoe
bac-first-time = first time
bac-at-most-salutes = at most { $max } { $max ->
    [one] salute
   *[other] salutes
} per shoe
bac-salutes-in-shoe = { $count } salutes in this shoe
bac-plays-on = plays on
bac-refused-but-plays = { $seat } refused the hand { $count } times in a row but keeps playing at the table
bac-last-refusal = last refusal
bac-bet-from-same-seat = a bet from the same seat
bac-given-the-cards = given the cards
bac-nobody-bets-yet-given = nobody bets on { $hand }, yet { $seat } is given its cards
# $top: the highest stake; $highest: the seats that placed it (bac-list-or).
bac-given-hand-not-highest = { $seat } is given the { $hand } hand, but the highest bet on { $bet } ({ $top }) is { $highest }'s
bac-highest-bet = highest bet
bac-over-the-maximum = over the maximum
bac-stake-over-maximum = { $seat }'s stake on { $bet } comes to { $stake }, over the table maximum { $max }
bac-at-most = at most { $amount }
bac-first-bet = first bet
bac-not-a-multiple = not a multiple
bac-stake-not-multiple = { $seat }'s stake on { $bet } is { $stake }, not a multiple of the minimum { $min }
bac-a-multiple-of = a multiple of { $amount }
bac-third-card-after-bank = { $hand } gets its third card after the bank's
bac-third-card-before = the third card of { $hand } before that of { $banker }
bac-face-up = face up
bac-card-face-up = card { $number } of the coup is dealt face up to { $hand }
bac-first-two-face-down = the first two cards of each hand dealt face down
bac-still-dealing = still dealing
bac-still-holds-the-shoe = { $seat } still holds the shoe although the bank lost the previous coup
bac-the-bank-lost = the bank lost
bac-took-the-shoe = { $seat } took the shoe
bac-shoe-passes-on = the shoe passes on when the bank's hand loses
bac-deals-again = { $seat } deals again
bac-one-winner = one winner
bac-one-result-in-punto-y-banca = punto y banca has one result per coup
bac-n-results = { $count } results
bac-no-hand-here = no hand here
bac-bare-winner = punto y banca takes a bare winner (`result { $winner }`), not `{ $hand }={ $winner }`
# A draw finding that also says who should have won: $message is the draw's own sentence,
# $should who should have won (bac-should-have-*), $said the result announced.
bac-draw-and-legal-result = { $message }; { $should }, settlements followed { $said }
bac-expected-and-result = { $expected }; result { $result }
# $dealt: the winner the cards dealt give, at $first–$second.
bac-draw-and-dealt-result = { $message }; the cards dealt give { $dealt } { $first }–{ $second }, { $said } was announced and settled
bac-should-have-won = { $hand } should have won { $winner }–{ $loser }
bac-should-have-tied = the coup should have been a tie at { $total }
bac-third-card = third card
bac-draw-after-natural = { $hand } draws a third card although { $natural_hand } has a natural { $natural }: the coup was over
bac-no-third-card-totals = no third card ({ $player } { $player_total }, { $banker } { $banker_total })
bac-a-third-card-to = a third card to { $hand }
bac-natural = natural { $total }
bac-draws-other-never-did = { $hand } draws, { $other } never did
bac-hand-total-stands = { $hand } { $total } stands
bac-stands-but-must-draw = { $hand } stands on { $total }, but must draw on { $total }
bac-no-third-card = no third card
# The tableau's cell, in words: $row the bank's two-card total, $column punto's third card
# (0-9), $stood `yes` when punto stood, $cell the symbol (T draw, P stand, O option).
bac-tableau-cell = tableau: a bank of { $row } { $stood ->
    [yes] after punto stood
   *[no] against punto's third card { $column }
} { $cell ->
    [T] draws
    [P] stands
   *[O] may choose
}
bac-punto-third-card-is = punto's third card is { $value }
bac-punto-should-have-stood = punto should have stood
bac-punto-stood = punto stood
bac-bank-third-card-missing = bank's third card missing
# $when: punto's third card (bac-punto-*); $cell: bac-tableau-cell.
bac-bank-stands-tableau-draw = { $hand } stands on { $total } when { $when }; the tableau says draw ({ $cell })
bac-bank-draws-tableau-stand = { $hand } draws on { $total } when { $when }; the tableau says stand ({ $cell })
bac-hand-stands = { $hand } stands
bac-third-card-decides-column = punto's third card { $value } decides the column
bac-second-settlement = second settlement
bac-settled-twice = { $seat }'s bet on { $bet } is settled twice
# $action, $previous: settlement words of the log (`pay`, `collect`, `return`, `release`).
bac-settled-here = { $action } here
bac-one-settlement-per-bet = one settlement per bet
bac-action-after = { $action } after { $previous }
bac-before-the-result = before the result
bac-settled-before-result = { $seat }'s bet on { $bet } is settled before the coup's result
bac-settlements-after-result = settlements after `result`
bac-before-any-result = { $action } before any result
bac-hand-wins = { $hand } wins
bac-a-tie = a tie
# After a wrong announcement: the result is the cards'.
bac-by-the-cards = {" "}(by the cards; { $announced } was announced)
# A stake, inside a sentence: $stake is its amount.
bac-stake-desc = { $seat }'s { $stake } on { $bet }
# How winnings net of commission come about: $gross the winnings at $payout to 1, less $rate
# commission; $share of $gross is $exact exactly, rounded as $rounding says (down, up,
# half-up, half-even) to $commission; $net what is due.
bac-commission-deducted = { $gross } at { $payout } to 1 less { $rate } commission: { $share } of { $gross } = { $exact }, { $rounding ->
    [up] rounded up
    [half-up] rounded half up
    [half-even] rounded half to even
   *[down] rounded down
} to { $commission } per commission.rounding → { $net }
# The same where the catalogue pays a share ($share) of the winnings instead.
bac-commission-paid = { $gross } at { $payout } to 1 less { $rate } commission: { $share } of { $gross } = { $exact }, { $rounding ->
    [up] rounded up
    [half-up] rounded half up
    [half-even] rounded half to even
   *[down] rounded down
} per commission.rounding → { $net }
bac-winnings-at-odds = { $gross } at { $payout } to 1 = { $net }
bac-winnings-times = { $stake } × { $payout } = { $net }
bac-paid = paid
# $desc: bac-stake-desc; $how: how the winnings come about (bac-commission-*, bac-winnings-*).
bac-paid-but-wins = { $desc } is paid { $paid }, but wins { $how }
bac-wrong-amount = wrong amount
bac-instead-of-the-stake = { $desc }: { $action } { $amount } instead of the stake
bac-action-amount = { $action } { $amount }
bac-on-a-tie = on a tie
bac-settled-on-a-tie = { $desc } is settled with `{ $action }` on a tie, which leaves it void
bac-tie = tie
bac-contradicts-the-result = contradicts the result
# $outcome: bac-hand-wins or bac-a-tie; $by_cards: bac-by-the-cards or nothing; $due: what the
# settlement should have been.
bac-settled-against-result = { $desc } is settled with `{ $action }`, but on { $outcome }{ $by_cards } it is due: { $due }
bac-coup-ends = coup ends
bac-end-of-input = end of input
bac-result-after-the-cards = `result { $player }|{ $banker }|{ $tie }` after the cards
bac-round-without-result = round without result
bac-bets-in-coup-never-dealt = bets were placed in a coup that was never dealt
bac-cards-and-a-result = cards and a result
bac-no-cards = no cards
bac-winning-not-paid = { $seat }'s winning { $stake } on { $bet } is not paid
bac-losing-not-collected = { $seat }'s losing { $stake } on { $bet } is not collected
# An exact figure in currency units before rounding: $whole, then $decimals (digits, maybe …).
bac-exact-amount = { $whole }.{ $decimals }

## `veedor odds` (odds.rs)

bac-odds-one-player-hand = odds are enumerated for one player hand against the bank (punto y banca)
bac-odds-decks = { $decks } decks: the shoe must have 1 to 64 decks
bac-odds-options = the rules leave choices (option cells): only forced rules can be enumerated
bac-odds-overflow = counts overflow
# The report's first line: $cards is 52 × $decks.
bac-odds-title = { $catalog } — { $decks } decks ({ $cards } cards); ordered draws weighted to six cards
# Column heads and row names of the table (the columns are padded to fit them).
bac-odds-outcome = outcome
bac-odds-ordered-draws = ordered draws
bac-odds-probability = probability
bac-odds-banca-wins = banca wins
bac-odds-punto-wins = punto wins
bac-odds-tie = tie
bac-odds-total = total
bac-odds-bet = bet
bac-odds-house-edge = house edge
bac-odds-ties-push = (ties push bets on a hand)

## Catalogue errors (mod.rs, tableau.rs): what `catalog lint` reports on a baccarat article

bac-compile-decks = a shoe holds 1 to 64 decks
bac-compile-hand-name = `{ $name }` is a duplicate or reserved hand name
bac-compile-one-banker = exactly one hand must have the role `banker`
bac-compile-a-player = at least one hand must have the role `player`
bac-compile-not-a-hand = `{ $name }` is not one of the hands
bac-compile-two-cards-first-deal = hand `{ $hand }` must get exactly two cards in the first deal
bac-compile-not-a-natural = { $total } cannot be a natural: the tableau has rows for totals 0 to 7
# $tie: the word for a bet on the tie.
bac-compile-wins-on = `{ $name }` is neither a hand nor `{ $tie }`
bac-compile-bet-twice = bet `{ $bet }` twice
bac-compile-no-commission = the bet pays commission but the article has no `commission`
bac-compile-not-a-bet = `{ $name }` is not a bet
bac-compile-maximum-multiples = `maximum_multiples` must be positive and include `default_maximum_multiple`
bac-compile-commission-below-100 = the commission must be below 100 %
bac-compile-not-in-hands = `{ $name }` is not a hand of `hands`
bac-compile-not-in-bets = `{ $name }` is not a bet of `bets`
bac-compile-one-seat-word = must be one seat word (`croupier`)
bac-compile-tie-word = must be one word, not a hand's name
bac-compile-positive = must be positive
bac-compile-tableau-rows = the tableau has { $rows } rows; it needs 8 (banker totals 0 to 7)
bac-compile-tableau-cells = row { $row } has { $cells } cells; it needs 11 (player's third card 0 to 9, then P)
bac-compile-tableau-symbol = row { $row }, column { $column }: `{ $symbol }` is not a cell (T draw, P stand, O option)
bac-compile-printed-rows = { $printed } printed rows for { $rows } rows of the grid
bac-compile-column-reads = column { $column } reads `{ $read }` but the grid has `{ $grid }`
bac-compile-printed-cells = row { $row } has { $printed } printed cells and { $cells } in the grid
# $differences: bac-compile-column-reads, separated by semicolons (bac-compile-list).
bac-compile-printed-differs = row { $row } as printed, read through `readings`, differs from the grid: { $differences }
bac-compile-list = { $head }; { $tail }
bac-compile-not-a-total = { $total } is not a two-card total below the naturals (0 to 7)
bac-compile-total-twice = total { $total } is listed twice
bac-compile-total-missing = total { $total } is in none of draw, stand, option

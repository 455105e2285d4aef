## Black Jack's findings (src/engine/black_jack/). Hands are `m3`, `m3-1`, `crupier`; bets
## `mano 3`, `seguro 3`, `menor 3`.

## The article and the header (mod.rs)

bj-compile-decks = a shoe holds 1 to 64 decks
bj-compile-boxes = `allowed` must list 1 to 9 boxes and include `default`
bj-compile-max-bets = `max_bets` must be at least 1 and come with its `max_bets_rule`
bj-compile-stands-on = the dealer stands on a total from 2 to 21
bj-compile-double-totals = doubling totals must be between 2 and 20
bj-compile-max-pairs = `max_pairs` must be at least 1, or null for no limit
bj-compile-burn = at most 52 cards are burned
bj-compile-shoe-burn = Black Jack burns a fixed count: give `burn`, not `shoe.burn`
bj-compile-fraction = the fraction must be above 0 and at most 1
bj-compile-side-total = the side bet's total must be between 3 and 19
bj-boxes-not-allowed = `boxes={ $boxes }` is not a number of boxes this article allows
bj-boxes-allowed = one of { $allowed }
bj-boxes-up-to = from 1 to { $max } boxes

## Stakes and limits (settle.rs)

bj-not-a-bet-of-this-game = not a bet of this game
# $suggestion: log-did-you-mean, or nothing.
bj-not-a-bet = `{ $bet }` is not a bet of this game{ $suggestion }
bj-one-of = one of { $names }
bj-no-box = no box
bj-bet-needs-box = `{ $bet }` does not name its box
bj-no-split-bet = not a stake of the betting
bj-bet-on-split-hand = a bet names split hand `{ $bx }-{ $sub }`; bets are placed on the box (`mano { $bx }`)
bj-no-such-box = no such box
bj-box-not-on-table = box { $bx } is not on this table, which has { $boxes } boxes
bj-boxes-from-1 = a box from 1 to { $boxes }
bj-late-stake = late stake
# $what: `card` (the round's first card was dealt) or `nomore`.
bj-bet-after-cards = a stake is placed after { $what ->
    [card] the first card was dealt
   *[nomore] «no va más»
}
bj-betting-closed-here = betting closed here
bj-bets-before-cards = stakes before the cards are dealt
bj-below-minimum = `{ $bet }` is staked { $amount }, below the table minimum of { $min }
bj-at-least = at least { $min }
bj-above-max = above the maximum
bj-above-maximum = `{ $bet }` is staked { $amount }, above the table maximum of { $max }
bj-at-most = at most { $max }
bj-one-bet-too-many = one bet too many
bj-too-many-bets = box { $bx } carries { $count } bets, the article allows { $max }
bj-first-bet-on-box = first bet on the box
bj-at-most-bets = at most { $max } bets on a box
bj-bets-count = { $count } bets
bj-over-half = over the maximum
bj-progressive-over = a progressive stake of { $amount } is above { $max }, half the table minimum of { $min }

## The deal and the players (round.rs)

bj-face-down = face down
bj-card-face-down = { $card } is dealt face down
bj-face-up-expected = every card face up
# $suggestion: log-did-you-mean, or nothing.
bj-not-a-hand-of-the-round = `{ $hand }` is not a hand of this round{ $suggestion }
bj-out-of-order = out of order
# $what: card (a card dealt) or decision (a player's decision line).
bj-card-out-of-order = { $what ->
    [decision] `{ $hand }` acts
   *[card] a card goes to `{ $hand }`
} when it is `{ $want }`'s turn (the round's cards are judged no further)
bj-dealer-drew-early = the dealer draws before the players are done
# $what: card (the player's hand is dealt a card after the dealer's) or decision.
bj-dealer-before-players = `crupier` is dealt a card before `{ $hand }` has played: { $what ->
    [decision] `{ $hand }` still decides
   *[card] `{ $hand }` still draws
} after it (the round's cards are judged no further)
bj-still-draws = this hand still draws here
bj-still-decides = this hand still decides here
bj-limits-unknown-key-expected = min= or max=
bj-limits-changed = the table's limits were changed during the session, which the roulette's rules on changing limits, applied to this game, forbid
bj-limits-changed-expected = minimum { $min } and maximum { $multiple } times it for the whole session
bj-limits-changed-found = minimum { $min }, maximum { $multiple } times it
bj-acts = `{ $hand }` acts
bj-card-to = a card to `{ $hand }`
bj-decision-before-card = `{ $hand }` decides before its second card is dealt (the round's cards are judged no further)
bj-a-decision = a decision
bj-hand-already-passed = play had passed this hand
bj-hand-out-of-turn = `{ $hand }` acts after the play had moved on to `{ $now }`
bj-turn-of = `{ $hand }`'s turn
bj-play-moves-on = play moves on
bj-bust-not-collected = `{ $hand }` went over 21 but { $seat }'s `{ $bet }` was not collected before play moved on
bj-collect-before-next = `collect { $seat } { $bet } { $amount }` before the next hand
bj-play-went-on = play went on
bj-busts-here = over 21 here
bj-not-asked = not asked for
bj-card-not-asked = `{ $hand }` is given { $card } without asking for a card
bj-hit-before-card = `hit { $hand }` before its card
bj-card-without-hit = a card without `hit`
bj-hand-over = the hand is over
# $what: the card, or `hit`; $why: split-ace, doubled, bust or stood.
bj-card-to-finished-hand = `{ $hand }` gets { $what } after it was over ({ $why ->
    [split-ace] a split ace gets one card
    [doubled] a double gets one card
    [bust] it went over 21
   *[stood] it stood
})
bj-nothing-more-for = nothing more for `{ $hand }`
bj-no-card-at-21 = no card at 21 or more
# $asked: yes (a `hit` was logged) or no (the card was given).
bj-hit-on-21 = `{ $hand }` { $asked ->
    [no] is given a card
   *[yes] asks for a card
} with { $total }
bj-stands-at = stands at { $total }
bj-another-card = another card
bj-no-double-here = no double here
# $why: cards (not two cards), split-aces, after-split, total.
bj-double-not-allowed = `{ $hand }` doubles { $why ->
    [cards] without holding exactly its first two cards
    [split-aces] on a split ace, which gets one card only
    [after-split] after a split, which the article does not allow
   *[total] on a total the article does not allow
}
bj-double-allowed = two cards totalling { $totals }{ $has_aces ->
    [yes] , or an ace (counted 1) with { $aces }
   *[no] {""}
}
bj-hand-cards = `{ $cards }`
bj-not-the-stake = not the stake
bj-stake-placed = stake placed here
bj-double-amount = { $seat } doubles with { $amount } on a stake of { $stake }
bj-no-stake-here = no stake here
bj-seat-has-no-stake = { $seat } has no stake on `{ $hand }`
bj-a-bettor-of = a bettor of `{ $hand }`
bj-no-split-here = no split here
# $why: cards, values (not the same value), limit ($max pairs).
bj-split-not-allowed = `{ $hand }` splits { $why ->
    [cards] without holding exactly two cards
    [values] two cards of different values
   *[limit] beyond the article's limit of { $max } pairs
}
bj-split-allowed = two first cards of the same value, within the article's limit
bj-split-amount = { $seat } splits with { $amount } on a stake of { $stake }
bj-no-insurance-here = no insurance here
# $why: bet (no stake of the seat on that hand), no-ace, closed, twice.
bj-insurance-not-allowed = an insurance { $why ->
    [bet] on a stake the seat did not place
    [no-ace] when the dealer's first card is not an ace
    [closed] after the first card following the deal was given
    [even-money] on a Black-Jack that took even money (one or the other)
   *[twice] a second time on the same stake
}
bj-insurance-when = an insurance against the dealer's ace, before the first card after the deal
bj-insurance-closed-here = insurance closed here
bj-insurance-over = an insurance of { $amount } is above { $max }, half the original stake of { $stake }
bj-no-even-money-here = no even money here
# $why: bet, no-ace, late (after the dealer's second card), no-blackjack.
bj-even-money-not-allowed = even money { $why ->
    [bet] on a stake the seat did not place
    [no-ace] when the dealer's first card is not an ace
    [late] after the dealer's second card
    [insured] on a Black-Jack already insured (one or the other)
   *[no-blackjack] for a hand that is not a Black-Jack
}
bj-even-money-when = a Black-Jack against the dealer's ace, before the dealer's second card

## The dealer (round.rs)

bj-dealer-card = dealer's card
# $soft: soft or hard.
bj-dealer-drew-on = the dealer draws { $card } with { $soft ->
    [soft] a soft { $total }
   *[hard] { $total }
}
bj-dealer-stands-on = the dealer stands on { $total }
bj-dealer-drew = the dealer drew
bj-dealer-stops-here = the dealer stops here
# $soft17: yes when the dealer stops at a soft 17 that the article has him hit.
bj-dealer-stood-below = { $soft17 ->
    [yes] the dealer stops at a soft { $total }, which this article hits
   *[no] the dealer stops at { $total }, below { $stands }
}
bj-dealer-draws-to = the dealer draws until { $stands } or more
bj-dealer-stops-at = the dealer stops at { $total }
bj-settled-at-that-total = settled at that total
bj-dealer-still-draws = the dealer still draws
bj-settled-too-early = settled too early
bj-settled-before-dealer = a hand is settled before the dealer's hand is over
bj-settle-after-dealer = settlements after the dealer's last card
bj-settled-before-dealer-found = a settlement before it
bj-side-settled-before-cards = a side bet on box { $bx } is settled before the box's second card
bj-box-second-card = the box's second card

## Settlements (settle.rs)

bj-no-such-stake = no such stake
bj-settles-no-stake = { $seat } has no `{ $bet }` stake in this round
bj-a-stake-of-the-round = a stake of the round
bj-settled-again-here = settled again
bj-first-settlement = first settlement
bj-settled-twice = { $seat }'s `{ $bet }` is settled twice
bj-settled-once = one settlement
bj-settled-again = a second settlement
bj-wrong-amount = `{ $action }` of { $amount } on `{ $bet }`, the cards give { $want }
bj-wrong-way-here = the wrong way
bj-wrong-way = `{ $bet }` is settled with `{ $action }`, the cards give `{ $want }`
# $kind: mano, seguro, menor, mayor.
bj-settled-before-outcome = `{ $bet }` is settled before its outcome is known
bj-outcome-first = { $kind ->
    [seguro] the dealer's second card
    [menor] the box's second card
    [mayor] the box's second card
   *[other] the hand's outcome
} before the settlement
bj-settled-late = settled after a hand to its left
bj-right-to-left = `{ $hand }` is settled after a hand to its left, against the right-to-left order
bj-settled-before-it = settled before it
bj-right-to-left-expected = from the dealer's right to his left
bj-left-before-right = a hand on the left first
bj-never-collected = { $seat }'s losing `{ $bet }` is never collected
bj-never-paid = { $seat }'s `{ $bet }` is never paid or returned
bj-no-settlement = no settlement

## veedor odds and the study (family.rs, study.rs)

# $soft: stands or hits (on a soft 17).
bj-odds-title = { $catalog }: the dealer's final hand by up-card, { $decks } decks ({ $cards } cards), no hole card, the dealer { $soft ->
    [hits] hits
   *[stands] stands on
} soft 17
bj-odds-upcard = up-card
bj-odds-ten = 10-K
bj-odds-bust = bust
bj-odds-note = Exact probabilities from a full shoe less the up-card; BJ is 21 with the dealer's first two cards.
bj-odds-error = { $id }: a shoe of { $decks } decks cannot be computed exactly (1 to { $max } decks): { $error }
bj-study-no-edge = basic strategy's house edge under the article's rules is not a finite figure
bj-study-outcome-blackjack = Black-Jack
bj-study-outcome-bust = bust
bj-study-no-odds = the dealer's odds are computed exactly for a shoe of 1 to { $max } decks, not { $decks }

## Repeats and cards left out (round.rs)

bj-same-again = the same again
bj-card-left-out = { $card } is not part of the hand: it is left out of it
bj-card-to-late-box = a card to the box of the late stake
bj-dealer-decides-not = the dealer makes no decisions
bj-dealer-no-decision = a decision is logged for `crupier`, but the dealer makes no decisions: he draws by rule
bj-a-player-hand = a player's hand
bj-settles-refused = settled all the same
# BJ039. $decision: double, split. $why: first-line (the box's first-line player), highest (the
# highest stake on a vacant box), nearest (equal highest stakes, this one's own box nearest
# the cajetín), tied (equal highest stakes on a vacant box, the log not saying
# whose hand is nearest the cajetín).
bj-not-the-controller = not the box's controller
bj-decided-by-another = { $seat } decides the { $decision ->
        [split] split
       *[double] double
    } of `{ $hand }`, but box { $bx } is controlled by { $controller } ({ $why ->
        [highest] the highest stake on the vacant box
        [nearest] an equal highest stake on the vacant box, its own box nearest the cajetín
        [tied] an equal highest stake on the vacant box
       *[first-line] the first-line player in front of it
    }); only the box's controller decides, the others follow
bj-controller-stake = { $seat }'s stake: { $why ->
        [highest] the highest on the vacant box
        [nearest] the highest on the vacant box with others, its own box nearest the cajetín
        [tied] the highest on the vacant box, with others
       *[first-line] the box's first bet, its first-line player's
    }
bj-decision-of = a `{ $decision }` line of { $seat }
bj-decision-without = a `{ $decision }` line of { $seat }, none of { $controller } after it
# A `deal` line that repeats the line before it (BJ010).
bj-card-repeated = `{ $hand }` is given { $card } again on the very next line, with nothing asked for between: the line written twice (the round is judged without the repeated card)
bj-same-line-before = the same line just before
bj-settled-on-left-out-card = settled against the hand with the card left out or without it
bj-settled-on-that-card = settled against the dealer's hand with or without that card
bj-one-card-per-deal = one `deal` line per card dealt
bj-deal-twice = `deal { $hand } { $card }` twice in a row
# BJ040: a side bet on box $bx, which is dealt no hand.
bj-side-no-hand = no hand on this box
bj-side-without-hand = `{ $bet }` is staked on box { $bx }, which has no `mano { $bx }` stake and is dealt no hand: «menor o mayor de 13» is a bet on the player's first two cards
bj-side-hand-expected = a `mano { $bx }` stake before the cards
bj-side-hand-found = no hand on box { $bx }

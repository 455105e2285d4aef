# Chemin de fer and bacará a dos paños (src/engine/baccarat/chemin.rs): the bank held by a
# player, the banco, the cagnotte, the garage, the tallas, the players, the paños.

## The header's bank parameters (`bank=`, `banco_free=`, `bank_min=`, `bank_max=`)

chemin-no-authorised-limits-label = no authorised limits
# $key: `bank_min` or `bank_max`; $modality: the header's `bank=` value.
chemin-no-authorised-limits = `{ $key }=` is given with `bank={ $modality }`, a bank without limits set by the authorisation
chemin-no-authorised-limits-expected = no `bank_min=` or `bank_max=` with bank={ $modality }
chemin-this-modality = this modality
chemin-not-positive-amount-label = not a positive amount
# $why: what is wrong with the amount as written.
chemin-limit-not-amount = `{ $key }=` is not a positive amount: { $why }
chemin-limit-not-positive = `{ $key }=` is not a positive amount
chemin-positive-amount-expected = a positive decimal amount such as 5000 or 2500.50
chemin-below-minimum-label = below the minimum
chemin-authorised-max-below-min = the authorised bank maximum { $max } is below its minimum { $min }
chemin-authorised-minimum = authorised minimum
chemin-bank-max-or-more = bank_max={ $amount } or more
chemin-bank-max-is = bank_max={ $amount }
chemin-below-table-minimum-label = below the table minimum
chemin-authorised-max-below-table-min = the authorised bank maximum { $max } cannot cover one stake of the table minimum { $min }
# $side: `max` (the bank is over the authorised maximum) or `min` (below the minimum).
chemin-authorised-limit-label = { $side ->
    [max] over the authorised maximum
   *[min] below the authorised minimum
}
chemin-authorised-limit = the bank is constituted at { $bank }, { $side ->
    [max] over the maximum
   *[min] below the minimum
} { $bound } of the table's authorisation
chemin-authorised-limit-at = { $side ->
    [max] authorised maximum
   *[min] authorised minimum
}
chemin-authorised-limit-expected = { $side ->
    [max] a bank of at most { $bound } (`bank_max=`)
   *[min] a bank of at least { $bound } (`bank_min=`)
}
chemin-found-bank = bank { $amount }
chemin-no-bank-rules-label = no bank rules
chemin-no-bank-rules = the catalogue has no `player_bank` block for this game
chemin-not-a-modality-label = not a modality
chemin-not-a-modality = `bank={ $value }` is not a modality of this article
# $names: the catalogue's modalities, comma-separated.
chemin-one-of = one of: { $names }
chemin-no-modality-label = no modality
chemin-no-modality = the catalogue lists no modality of the bank
chemin-yes-or-no-label = yes or no
chemin-banco-free-yes-or-no = `banco_free={ $value }` must be `yes` or `no`

## The players (`players N [M]`)

chemin-player-count-label = player count
# $given: the counts on the line; $want: the counts this game's log gives (1: for the table; 2: per paño).
chemin-player-count-shape = `players` gives { $given } count(s), but this game's log gives { $want ->
    [1] one count for the table
   *[other] one count per paño
} ({ $want })
chemin-counts = { $n } count(s)

## The banker and the bank (`holder`, `bank`, `garage`)

chemin-bank-passes-label = bank passes
# $prev: the banker leaving the bank; $next: the seat taking it.
chemin-left-before-dealing = { $prev } leaves the bank to { $next } before dealing a coup with it
chemin-takes-the-bank = { $holder } takes the bank
chemin-deals-one-coup = { $holder } deals at least one coup
chemin-holder-no-coup = holder { $next } with no coup dealt
chemin-garage-label = garage
chemin-no-garage-in-game = this game has no garage: the banker's winnings stay in the bank
chemin-no-garage-expected = no `garage`
chemin-found-garage = garage { $amount }
chemin-garaged-label = garaged
# $multiple × the table minimum is $threshold.
chemin-garage-winnings-too-low = voluntary garage not allowed: the banker has won { $won } since he took the bank, not more than { $multiple } × the minimum ({ $threshold })
chemin-garage-winnings-over = winnings over { $threshold } before any garage
chemin-garage-over-winnings = voluntary garage not allowed: the banker garages { $garaged } but has won only { $won } since he took the bank
chemin-garage-at-most = garage at most { $won }
chemin-announced-again-label = announced again
chemin-announced-again = the bank is announced again at { $bank } after { $first } in the same coup
chemin-first-announcement = first announcement
chemin-one-bank-per-coup = one bank per coup ({ $first })
chemin-less-than-left-label = less than the bank left
# $held: what the bank held when $prev left it voluntarily.
chemin-less-than-left = the new banker takes the bank with { $bank }, less than the { $held } { $prev } left it with voluntarily
chemin-leaves-the-bank = { $holder } leaves the bank
chemin-bank-or-more = bank { $amount } or more
chemin-announced-late-label = bank announced late
chemin-announced-late = the bank ({ $bank }) is announced after the stakes
chemin-first-stake = first stake
chemin-bank-before-first-bet = `bank AMOUNT` («hay … en la banca») before the first bet
chemin-bank-after-a-bet = bank { $bank } after a bet
chemin-over-bank-maximum-label = over the bank maximum
chemin-over-bank-maximum = the bank is { $bank }, over { $multiple } times the minimum ({ $max })
chemin-at-most-in-play = at most { $max } in play (the rest is «garage»)
chemin-bank-below-table-minimum = the bank is { $bank }, below the table minimum { $min }
chemin-at-least = at least { $amount }
chemin-below-initial-deposit-label = below the initial deposit
chemin-below-initial-deposit = the bank «saltó» and the banker goes on with a new deposit of { $bank }, less than his initial { $initial }
chemin-initial-deposit = initial deposit
chemin-new-deposit-or-more = a new deposit of { $initial } or more
chemin-bank-decreased-label = bank decreased
chemin-bank-decreased = the bank is announced at { $bank }, but the banker's bank holds { $floor } after his last coup
chemin-previous-bank = previous bank

## Betting

chemin-bet-label = bet
chemin-bank-not-announced = a stake is placed but the bank of this coup was not announced
chemin-coup-starts = coup starts
chemin-no-bank = no bank
chemin-banco-stake-label = banco stake
# $what: `whole` (a banco covers the whole bank) or `half` (half a banco).
chemin-banco-stake = { $seat }'s { $bet } is { $stake }, but it covers { $what ->
    [half] half the bank
   *[whole] the whole bank
}, { $due }
chemin-bank-label = bank
# $bet: the catalogue's name of the bet.
chemin-bet-amount = { $bet } { $amount }
chemin-stakes-exceed-bank-label = stakes exceed the bank
chemin-stakes-exceed-bank = the stakes of the coup come to { $total }, more than the { $bank } in the bank
chemin-stakes-at-most = stakes totalling at most { $bank }

## Cards

chemin-out-of-order-label = out of order
chemin-third-card-after = { $hand } gets its third card after { $other }'s
chemin-third-card-before = the third card of { $hand } before that of { $other }
chemin-face-up-label = face up
chemin-first-card-face-up = a first card of { $hand } is dealt face up
chemin-first-cards-face-down = the first two cards of each hand dealt face down («tapadas»)
chemin-still-dealing-label = still dealing
chemin-still-holds-bank = { $holder } still holds the bank although he lost the previous coup
chemin-the-bank-lost = the bank lost
chemin-took-the-bank = { $holder } took the bank
chemin-bank-passes-on-loss = the bank passes on when the banker loses
chemin-deals-again = { $holder } deals again
chemin-coup-dealt-label = coup dealt
chemin-players-never-counted = a coup is dealt but the log never counts the players: the minimum of { $min } is not verified
# $shape: the line as the log writes it (`players N` or `players N M`).
chemin-players-before-first-coup = `{ $shape }` before the first coup
chemin-no-players-line = no `players` line
# Two counts, or a list and one more count.
chemin-and = { $left } and { $right }
# $counts: the counts recorded; $n: the one count, or a large number when there are several; $per: `pano` (counted per paño) or `table`.
chemin-too-few-players = a coup is dealt with { $counts } player(s){ $per ->
    [pano] {" "}per paño
   *[table] {" "}at the table
}; the game needs at least { $min }
chemin-players-counted = players counted
chemin-at-least-players = at least { $min }{ $per ->
    [pano] {" "}per paño
   *[table] {" "}at the table
}

## The result

chemin-result-label = result
chemin-extra-card-baccara = banker's extra card: he counts baccarà
chemin-one-result-per-coup = this game has one result per coup
chemin-results = { $n } results
chemin-result-names-winner-only = this game's result names only the winner
chemin-winner-of-each-pano = give the winner of each paño, `HAND=WINNER`
# $winner: the word the log gives as winner; $hand: the player hand (paño) it is given for.
chemin-cannot-win-on = `{ $winner }` cannot win on { $hand }
chemin-winner-of-every-pano = the result must give the winner of every paño
# $n results given of the $m paños.
chemin-n-of-m = { $n } of { $m }

## The draws

chemin-face-down-label = face down
chemin-third-card-face-down = { $hand }'s third card is dealt face down
chemin-third-card-label = third card
# $natural: the hand with a natural $total.
chemin-draws-against-natural = { $hand } draws a third card although { $natural } has a natural { $total }
chemin-natural = natural { $total }
chemin-no-third-card-to = no third card to { $hand }
chemin-a-third-card-to = a third card to { $hand }
chemin-player-third-missing-label = player's third card missing
# $banco: `unauthorised` (a banco player bound by the rule, his freedom not authorised in the header) or `none`.
chemin-player-must-draw = { $hand } stands on { $total }, but must draw on { $total }{ $banco ->
    [unauthorised] {" "}(a banco player, but the header does not record the authorisation, `banco_free=yes`)
   *[none] {""}
}
chemin-hand-total = { $hand } { $total }
chemin-no-third-card = no third card
chemin-banker-third-missing-label = banker's third card missing
chemin-banker-must-draw = { $hand } stands on { $total }, but must draw on { $total }{ $total ->
    [0] {" "}(«baccará»)
   *[other] {""}
}
# A cell of the banker's tableau, in words: $row his total, $column the player's third card
# (`P`: stood), $cell `T` (draw), `P` (stand), `O` (option) or `?` (not read).
chemin-tableau-cell = a bank of { $row } { $column ->
    [P] after the player stood
   *[other] against a third card of { $column }
} { $cell ->
    [T] draws
    [P] stands
    [O] may choose
   *[other] is not read
}
# Two cells read, or a list and one more.
chemin-and-also = { $left }; { $right }
chemin-tableau-says-draw = { $hand } asked for the tableau and stands on { $total }, but it says draw ({ $cells })
chemin-tableau-requested = tableau requested
chemin-illegal-third-card-label = illegal third card
chemin-tableau-says-stand = { $hand } asked for the tableau and draws on { $total }, but it says stand ({ $cells })
chemin-banker-stands = { $hand } stands

## Settlements

chemin-before-result-label = before the result
chemin-settled-before-result = { $seat }'s bet on { $bet } is settled before the coup's result
chemin-settlements-after-result = settlements after `result`
# $action: the log's settlement word (`pay`, `collect`, `return`, `release`).
chemin-action-before-result = { $action } before any result
chemin-second-settlement-label = second settlement
chemin-settled-twice = { $seat }'s bet on { $bet } is settled with `{ $action }` twice
chemin-first-here = first here
chemin-one-action-per-bet = one `{ $action }` per bet
chemin-a-second-action = a second `{ $action }`
chemin-coup-ends = coup ends
chemin-result-after-cards = `result` after the cards
chemin-settled-no-result = settled with no result
# A stake: $seat's $stake on bet $bet.
chemin-stake = { $seat }'s { $stake } on { $bet }
chemin-paid-label = paid
chemin-collected-label = collected
# $message: a settlement's finding, judged against the cards' result after a wrong announcement.
chemin-by-the-cards = { $message } (the result by the cards, not the announced one)
# $part: `share` (only the part of a split stake that plays) or `whole`.
chemin-wins-but-paid = { $stake } wins { $due }{ $part ->
    [share] {" "}(the part that plays)
   *[whole] {""}
}, but is paid { $amount }
chemin-loses-but-collected = { $stake } loses { $due }{ $part ->
    [share] {" "}(the part that plays)
   *[whole] {""}
}, but { $amount } is collected
# $action: the log's settlement word (`pay`, `collect`).
chemin-action-amount = { $action } { $amount }
chemin-wins-not-paid = { $stake } wins { $amount } but is not paid
chemin-loses-not-collected = { $stake } loses { $amount } but is not collected
chemin-due-pay-and-collect = pay { $pay } and collect { $collect }
chemin-due-nothing = nothing: the stake is returned or stays
chemin-on-null-coup-label = on a null coup
chemin-settled-on-null-coup = { $stake } is settled with `{ $action }` on a null coup, which wins and loses nothing
chemin-tie-label = tie
chemin-contradicts-result-label = contradicts the result
# $due: what the result makes due.
chemin-contradicts-result = { $stake } is settled with `{ $action }`, but on this result it is due: { $due }

## The cagnotte

chemin-cagnotte-establishment-rate = the establishment's percentage
chemin-cagnotte-base-net = his net winnings of { $won }
chemin-cagnotte-base-gross = the { $collected } he collects
# $rate of $base is $due: the cagnotte the rules give; $taken: the one the log takes.
chemin-cagnotte-banker-wins = the cagnotte is { $taken }; the banker wins the coup: { $rate } of { $base } is { $due }
chemin-cagnotte-banker-wins-nothing = the cagnotte is { $taken }; the banker wins nothing overall in this coup, so no cagnotte is due
chemin-cagnotte-banker-loses = the cagnotte is { $taken }; the banker loses the coup, so no cagnotte is due
chemin-no-cagnotte-taken-label = no cagnotte taken
chemin-cagnotte-label = cagnotte
chemin-cagnotte-amount = cagnotte { $amount }
chemin-no-cagnotte = no `cagnotte`

## Replays of a null banco coup, tallas

chemin-replay-label = replay
chemin-replay-without-null-banco = a coup is played as the replay of a null banco coup, but the previous coup was not one
chemin-replay-only-after-null-banco = a replay only after a banco coup null on both paños
# $nth: which replay this is (2: the second).
chemin-too-many-replays = a null banco coup is replayed { $nth ->
    [1] once
    [2] twice
   *[other] { $nth } times
}; at most { $max } replays are allowed
chemin-null-banco-coup = null banco coup
chemin-at-most-replays = at most { $max } replays
chemin-replay-nth = replay { $nth }
chemin-session-closes-label = session closes
# $shoes: the tallas played; $count: the tallas a session of modality $modality plays.
chemin-tallas-per-session = the session closes after { $shoes } { $shoes ->
    [one] talla
   *[other] tallas
}; under bank={ $modality } each session plays { $count }
chemin-shoe-lines-in-session = { $count } `shoe` lines in the session
chemin-session-opens = session opens

## Why a banco player is bound by the players' rule (the end of a BC003 message)

chemin-banco-unauthorised-why = {" "}(a banco player, but the header does not record the authorisation, `banco_free=yes`)

## A wrong announcement (BC008): the hands' totals

# $totals: the hands' totals of the cards dealt; $cut: without the fourth card.
chemin-totals-without-fourth = { $totals }; without the fourth card, { $cut }

## Lines the log never showed (BC055): what `holder SEAT` would have let check

chemin-unlogged-bank-passes = that the bank passes when the banker loses
chemin-unlogged-first-coup = that a banker deals at least one coup
chemin-unlogged-abandoned-bank = that a bank left voluntarily is taken for at least as much
chemin-comma = { $left }, { $right }

## The catalogue's `player_bank` block (veedor lint)

# $variant: `chemin-de-fer` or `dos-panos`.
chemin-compile-needs-player-bank = a { $variant } article needs a `player_bank` block
chemin-compile-a-modality = at least one modality of the bank is needed
chemin-compile-cagnotte-rate = the cagnotte is a rate between 0 and 100 %
chemin-compile-limits-rule = a modality with bank limits needs `limits_rule`
chemin-compile-not-below-naturals = { $total } is not a total below the naturals
chemin-compile-one-player-hand = only one player hand: count the table
chemin-compile-not-a-bet = `{ $name }` is not one of the bets
chemin-compile-share-hands = a share plays on at least one hand
chemin-compile-not-a-player-hand = `{ $name }` is not a player hand
chemin-compile-share-range = a share is above 0 and at most 1

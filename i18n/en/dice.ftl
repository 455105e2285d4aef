## Dados o craps: the engine's findings (src/engine/dice/). $seat is a seat, $bet a bet as the
## log writes it (`hard 8`), amounts as the log writes them.

## The article compiled (catalog lint).
dice-compile-bet-twice = the bet `{ $bet }` is named twice
dice-compile-numbers = the bet `{ $bet }` has the wrong numbers for its kind (hard ways, Big, craps, odds on a Come and place bets need them, 2 to 12; the others take none)
dice-compile-pays = the bet `{ $bet }` needs its payouts, each with exactly one of `ratio` and `veces` (and «N veces» that pays something under `veces`)
dice-compile-lost-die-void = `{ $reason }` is not one of the `void` reasons (`void_reasons`)
dice-compile-limits = the limits are inconsistent: the simple maximum's bounds must hold its default, and the multiple bets' default factor must be 1 to its maximum
dice-limits-multiple = multiple bets: winnings up to { $factor } × the simple maximum's

## The header.
dice-label-not-allowed = not allowed by the article
dice-header-out-of-bounds = `{ $key }={ $value }` is outside what the article allows
dice-header-bounds = `{ $key }=` from { $lo } to { $hi }

## Bets.
dice-label-not-a-bet = not a bet of the article
dice-bet-unknown = { $seat } bets on `{ $bet }`, which is not a bet of the article{ $hint }
dice-expect-bets = one of the article's bets: { $bets }
dice-bet-bad-number = { $seat } bets on `{ $bet } { $number }`, which the article does not have
dice-expect-no-number = `{ $bet }` without a number
dice-expect-numbers = `{ $bet }` on { $numbers }
dice-label-late-bet = placed after «ya no va más»
dice-bet-after-no-more = { $seat } bets on `{ $bet }` after «ya no va más»
dice-label-no-more-here = «ya no va más» here
dice-expect-before-no-more = bets before «ya no va más»
dice-found-late-bet = a bet after it
dice-label-out-of-turn = not allowed now
dice-bet-out-of-turn = { $seat } bets on `{ $bet }` when the article does not allow it: { $why }
dice-why-line-on-point = the point ({ $point }) is on, and the line bets are played on the come-out
dice-why-come-on-come-out = no point is on: Come and Don't Come are played after the first roll
dice-why-odds-no-point = the seat has no bet with an established point for these odds to stand behind
dice-expect-line-on-come-out = a line bet on the come-out roll
dice-expect-come-after-come-out = a Come bet while a point is on
dice-expect-odds-behind = odds behind the seat's own bet, once its point is known
dice-found-out-of-turn = a bet out of turn
dice-label-over-maximum = over the maximum
dice-bet-over-maximum = { $seat }'s stake on `{ $bet }` comes to { $stake }, over its maximum of { $max }
dice-expect-at-most = at most { $amount }
dice-label-parent = the bet behind it: { $stake } on the point { $point }
dice-label-first-bet = first stake on this bet
dice-label-the-bet = the bet

## Takedowns.
dice-label-takedown = not a takedown the article allows
dice-takedown-not-allowed = { $seat } takes down `{ $bet }`, which the article does not allow: { $why }
dice-why-no-such-bet = the seat has no such bet on the table
dice-why-may-not-come-down = this bet may not be taken down
dice-why-after-no-more = «ya no va más» was called
dice-why-more-than-stake = more than its stake of { $stake }
dice-expect-takedown = a bet that may be taken down, up to its stake, before «ya no va más»

## The throw.
dice-label-second-throw = a second throw
dice-second-throw = the dice are thrown a second time in the round, with no «tirada nula» between
dice-label-the-throw = the throw
dice-expect-one-throw = one throw per round, or a throw again after a `void`
dice-found-second-throw = a second throw
dice-label-no-shooter = thrown by nobody
dice-roll-without-shooter = the dice are thrown before any `shooter` line gave them to a player
dice-expect-shooter-line = a `shooter` line before the roll
dice-found-no-shooter = no shooter
dice-label-same-shooter = thrown by the same shooter
dice-same-shooter-after-seven-out = { $seat } throws again after the seven-out, when the dice pass to the next player
dice-label-seven-out = the seven-out
dice-found-same-shooter = the same shooter
dice-label-roll = the roll
dice-shooter-without-line-bet = the shooter { $seat } throws with no bet on the Win or the Don't Win
dice-expect-line-bet = the shooter's bet on `win` or `dont-win` before the roll
dice-found-no-line-bet = none on the table
dice-label-shooter = the shooter's line
dice-label-void-reason = not a reason of the article
dice-void-reason = `{ $reason }` is not a reason the article gives for a «tirada nula»{ $hint }
dice-expect-void-reasons = one of { $reasons }
dice-label-void = «tirada nula»
dice-void-after-settlement = the throw is declared null after its bets were settled
dice-label-settled-bet = a bet settled on it
dice-expect-void-settles-nothing = a null throw settles nothing
dice-found-settled-null-throw = a settlement of a null throw

## The plaque.
dice-point-off = off
dice-label-plaque = the plaque
dice-plaque-wrong = the plaque marks the point as { $plaque }, but the dice make it { $dice }

## A round with no roll.
dice-no-roll = the round ended without a roll after «ya no va más»: its `roll` line may be missing
dice-no-roll-settled = the round ended without a roll, though { $seat }'s `{ $bet }` is settled: its `roll` line may be missing
dice-no-roll-plaque = the round ended without a roll, though the plaque marks the point as { $plaque } (the dice left it { $dice }): its `roll` line may be missing
dice-label-round-no-roll = a round with no roll
dice-label-settled-no-roll = settled with no roll
dice-expect-roll = a `roll` after «ya no va más» (or after a `void`, the throw again), before the plaque and the settlements
dice-found-no-roll = no roll in the round

## The shooter and the dice.
dice-label-shooter-change = the dice change hands here
dice-shooter-change = the dice pass to { $seat } without a seven-out, a refusal or a bar (shooter before: { $from })
dice-expect-shooter-change = a change after a seven-out, or a `refusal` or `barred`
dice-found-no-reason = no seven-out
dice-label-refusal-in-point = a refusal during the point
dice-refusal-during-point = the dice pass to { $seat } on a refusal while { $from }'s point ({ $point }) is on: a refusal is of dice offered, and during a point the dice change hands only on the seven-out
dice-expect-refusal-during-point = the shooter keeps the dice until the seven-out (a refusal only with no point on: the catalogue's `throw.refusal_during_point: forbidden`)
dice-found-refusal-during-point = a refusal on the point { $point }
dice-label-point-set = the point { $point } set here
dice-label-dice-change = the dice changed
dice-change-during-point = the shooter changes the dice while the point ({ $point }) is on
dice-expect-dice-change = a change of dice by the shooter only with no point on
dice-found-dice-change = a change on the point { $point }
dice-lost-die-without-die-off = the dice are changed for a lost die while the point ({ $point }) is on, but no throw since the last roll was declared null for a die off the table
dice-expect-lost-die = a `void { $reason }` (a die off the table) before a change for a lost die during the point
dice-found-lost-die = no die off the table
dice-new-set-during-point = a new set of dice comes while the point ({ $point }) is on: the lost die is replaced once the point is decided
dice-expect-new-set = a new set once the point is decided, the shooter finishing it with the dice left

## Settlements.
dice-label-wrong-way = not what the dice decided
dice-settled-wrong-way = { $seat }'s `{ $bet }` is settled with `{ $written }`, but the dice owe it a `{ $owed }`
dice-expect-settlement = `{ $action }` of { $amount }
dice-label-wrong-amount = not the article's payout
dice-wrong-amount = { $seat }'s `{ $bet }` is settled for { $written }, but the article's ratio gives { $owed }
dice-label-settled-null = settles a null throw
dice-settled-null-throw = { $seat }'s `{ $bet }` is settled although the throw was declared null
dice-label-not-decided = not decided by this roll
dice-settled-undecided = { $seat }'s `{ $bet }` is settled, but no roll has decided it
dice-expect-decided-bets = settlements of the bets the roll decided
dice-found-undecided = a bet still in play
dice-label-no-bet = no such bet
dice-settlement-without-bet = { $seat }'s `{ $bet }` is settled, but the seat has no such bet
dice-expect-a-bet = a settlement of a bet on the table
dice-found-no-bet = no bet
dice-label-unsettled = never settled
dice-unsettled = { $seat }'s `{ $bet }` was decided by the roll but never settled
dice-found-unsettled = no settlement
dice-label-decided-here = decided here

# `veedor simulate` at a craps table (src/engine/dice/sim/): the simulator's own failures and
# its faults' summaries. $stake is an amount.

sim-dice-inexact-payout = the simulator chose a stake of { $stake } whose winnings are not whole cents

## The faults (`simulate --list-faults`)

sim-fault-dice-bet-not-in-article = a bet the article does not have
sim-fault-dice-come-before-come-out = a Come bet on a come-out roll
sim-fault-dice-bet-after-no-more = a bet after «ya no va más»
sim-fault-dice-bet-above-maximum = a Field bet over the simple bets' maximum
sim-fault-dice-odds-above-maximum = odds behind a Win bet over its stake
sim-fault-dice-loser-paid = a losing bet paid
sim-fault-dice-payout-off-ratio = a winning bet paid more than its ratio
sim-fault-dice-bet-unsettled = a losing bet left uncollected
sim-fault-dice-settlement-without-bet = a payment to a seat with no bet
sim-fault-dice-shooter-change = the dice passed with no seven-out
sim-fault-dice-shooter-without-line-bet = a shooter throwing with no Win or Don't Win bet
sim-fault-dice-null-throw-settled = a bet settled on a «tirada nula»
sim-fault-dice-second-throw = a second throw in one round, the first not null
sim-fault-dice-win-taken-down = a Win bet taken down
sim-fault-dice-plaque-wrong = the point's plaque on a number the dice did not make
sim-fault-dice-dice-change-during-point = the shooter changing dice while a point is on
sim-fault-dice-void-reason = a «tirada nula» for a reason the article does not give

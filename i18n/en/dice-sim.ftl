# `veedor simulate` at a craps table (src/engine/dice/sim/): the simulator's own failures and
# its faults' summaries. $stake is an amount.

sim-dice-inexact-payout = the simulator chose a stake of { $stake } whose winnings are not whole cents

# `veedor simulate --list-faults` for a bingo article (src/engine/bingo/sim/faults.rs): what
# each fault does to the simulated log.

sim-fault-bingo-bad-card = a card of the series, not sold, with a number twice
sim-fault-bingo-ball-out-of-range = a ball 91 among the balls drawn
sim-fault-bingo-ball-twice = a ball drawn a second time
sim-fault-bingo-incomplete-claim-verified = a call by a card that has not completed it, verified good
sim-fault-bingo-late-line-verified = a line completed after the line was won, called and verified good
sim-fault-bingo-winner-not-paid = a winner of the line not paid
sim-fault-bingo-winning-claim-rejected = a winning line verified bad, and not paid
sim-fault-bingo-wrong-share = a winner of the line paid a cent more than its share
sim-fault-bingo-ball-after-bingo = a ball drawn after the verified bingo
sim-fault-bingo-wrong-prize-announced = the line prize announced a cent over its percentage of the sales
sim-fault-bingo-claim-unknown-card = a call by a card with no card line
sim-fault-bingo-jackpot-not-won = the line jackpot paid to a line won past the scale's ball
sim-fault-bingo-wrong-funding = the line jackpot's funding written a cent over 0.5 % of the sales
sim-fault-bingo-wrong-balance = the line jackpot's balance written a cent over what it is
sim-fault-bingo-maxball-above-scale = the maximum ball announced one past the scale's
sim-fault-bingo-wrong-jackpot-announced = the bingo jackpot announced a cent over 80 % of its balance
sim-fault-bingo-not-a-prize = a winner's prize written again as collected

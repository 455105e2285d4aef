# `veedor odds` for a craps article (src/engine/dice/odds.rs). $catalog is the article's id;
# $edge a percentage already written as the reader writes them; $exact a fraction; $bet a bet
# as the log names it; $push a total of the dice.

dice-odds-title = { $catalog }: exact odds of dados o craps, two fair dice (36 equally likely outcomes)
dice-odds-reading-to-one = «N veces la apuesta» read as N to 1: the bet wins N times the stake, and the stake comes back.
dice-odds-reading-for-one = «N veces la apuesta» read as N for 1: the player gets N times the stake in all, the stake included.
dice-odds-col-bet = bet
dice-odds-col-pays = pays
dice-odds-col-wins = wins
dice-odds-col-edge = edge per bet
dice-odds-col-exact = exact
dice-odds-col-per-roll = per roll
dice-odds-col-for-one = read N for 1
dice-odds-col-to-one = read N to 1
dice-odds-push = { $bet } per decided bet, the { $push }'s push left out: { $edge } ({ $exact })
dice-odds-with-odds = win and come with odds of their stake behind them, on all staked: { $edge } ({ $exact })
dice-odds-with-dont-odds = dont-win and dont-come with the most odds ({ $four } % on 4 and 10, { $five } % on 5 and 9, { $six } % on 6 and 8), on all staked: { $edge } ({ $exact })
dice-odds-note = Edge per bet: minus the expected return per unit staked, from the bet's placing to its decision (a push counts as a bet; the odds, place and hard-way bets by their number). Per roll: the same over the rolls the bet stays on the table. The last column is the edge of the bets paid «N veces» under the other reading.
dice-odds-no-decks = { $id }: dice have no decks (`--decks`)
dice-odds-incomplete = { $id }: the article lacks a bet or a payout the odds need

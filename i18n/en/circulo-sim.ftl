# `veedor simulate --list-faults` for the círculo articles (src/engine/circulo/sim/faults.rs):
# what each fault does to a clean session's log, in a few words.

sim-fault-pc-too-few-players = a hand dealt with three players, the others resting
sim-fault-pc-ante-above-half-minimum = the header's ante at 60 % of the table minimum
sim-fault-pc-minimum-outside-ratio = the header's maximum six times the minimum (the minimum at 16.7 %)
sim-fault-pc-mano-not-rotated = the mano skips the seat the rotation gives it to
sim-fault-pc-cut-by-wrong-seat = the cut by the player after the mano, not the one before
sim-fault-pc-check-after-bet = a «paso» from a player facing a bet, who then calls
sim-fault-pc-out-of-turn = two players' checks or calls written the other way round
sim-fault-pc-split-over-half-pot = at split limit, an interval opened with a bet of the whole pot
sim-fault-pc-pot-limit-exceeded = at pot limit, an interval opened with the pot plus the minimum
sim-fault-pc-no-limit-bet-below-minimum = with no limit, an interval opened with half the minimum
sim-fault-pc-interval-not-level = a call left out: the next card turned with a player short of the bet
sim-fault-pc-chips-added = a count between hands one minimum above the resto the log gives
sim-fault-pc-chips-lent = one player lends another the minimum between hands
sim-fault-pc-chips-pocketed = a count between hands one minimum below the resto the log gives
sim-fault-pc-interval-take-over = an interval's take one cent over 5 % of its new money
sim-fault-pc-take-of-other-option = a session take from a player at a table that takes by interval
sim-fault-pc-pot-to-wrong-hand = the main pot paid to a shown hand that lost it
sim-fault-pc-showdown-out-of-order = the showdown's first two hands shown the other way round
sim-fault-pc-shown-uncontested = the winner of an uncontested pot shows his cards
sim-fault-pc-muck-awarded = the main pot's winner mucks and is paid
sim-fault-pc-all-in-overpaid = a side pot paid to the all-in player who won the main pot
sim-fault-pc-tie-split-wrong = a tied pot split a cent unevenly
sim-fault-pc-pot-paid-twice = the main pot paid the table minimum more than it held
sim-fault-pc-hole-card-face-up = a player's hole cards dealt face up, the hand played on
sim-fault-pc-void-chips-kept = the last hand voided with one ante not returned
sim-fault-pc-card-not-of-the-deck = a seven among a player's hole cards
sim-fault-pc-dealt-without-ante = a player dealt in without an ante
sim-fault-pc-rest-third-hand = a seat resting a third hand in a row
sim-fault-pc-mano-never-reached = no `duration=`, and a seat that rests whenever the mano would come to it
sim-fault-pc-action-after-fold = a player folds twice
sim-fault-pc-uncontested-paid-to-folded = an uncontested pot paid to a player who folded
sim-fault-pc-allin-claimed-with-chips = `allin` on a call that leaves chips
sim-fault-pc-hole-card-shown-in-deal = a player's two cards dealt face up, the hand played on
sim-fault-pc-wrong-number-of-intervals = a hand's last interval left out, its card never turned
sim-fault-pc-wrong-opener = a later interval opened by the player after its opener
sim-fault-pc-starting-resto = a player sits down with a resto the article does not allow
sim-fault-pc-rebuy-outside-bounds = a rebuy the article does not allow (below its least, or before the resto is spent)
sim-fault-pc-hand-take = a hand's take one step above 3 % of its money
sim-fault-pc-check-raise = a player who checked raises in the same interval
sim-fault-pc-card-dealt-twice = the first player's first card given again to the last player

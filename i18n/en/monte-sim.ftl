# `veedor simulate --list-faults` for monte o banca (src/engine/monte/sim/faults.rs): what each
# fault does to a clean session's log, in a few words.

sim-fault-mo-card-seen-twice = a card drawn twice in one coup
sim-fault-mo-draw-from-bottom = a play card written as drawn from the bottom of the deck
sim-fault-mo-needless-burn = a card burned after the layout was complete
sim-fault-mo-doubling-from-bottom = a doubling card written as taken from the bottom
sim-fault-mo-void-without-fourth = a complete layout declared void
sim-fault-mo-draw-before-nomore = Primeras' first card drawn before «no va más»
sim-fault-mo-salto-in-segundas = a Salto bet in Segundas
sim-fault-mo-vis-in-segundas = a Vista Hermosa bet in Segundas
sim-fault-mo-over-maximum = a bet of its maximum plus one minimum
sim-fault-mo-below-minimum = a bet of half the table minimum
sim-fault-mo-diagonal-cartas = a diagonal one-against-one Cartas bet (`cartas 1-4`)
sim-fault-mo-lost-bet-paid = a losing bet paid instead of collected
sim-fault-mo-wrong-multiple = a winning bet paid one multiple too many
sim-fault-mo-commission-not-taken = a win of the first card paid without the 10 %
sim-fault-mo-winner-turned = the winning card turned down instead of the losing one
sim-fault-mo-stake-never-settled = a losing stake never collected
sim-fault-mo-wrong-result = the losing card announced as the winner (`result`)

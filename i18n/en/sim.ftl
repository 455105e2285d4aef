# The simulator (src/sim/, and each family's own in src/engine/<family>/): what `veedor
# simulate` says to its user. The logs it writes are the log's own syntax and are never
# translated.

## Errors

# $fault: the name asked for; $id: the catalogue article; $available: the faults it has, by name.
sim-unknown-fault = no fault `{ $fault }` for { $id }; available: { $available }
sim-no-rounds = a session needs at least one round
# $rounds: the fewest rounds a fault can be injected into.
sim-fault-needs-rounds = fault injection needs at least { $rounds } rounds
sim-bias-not-taken = { $id }: only a roulette wheel can be biased (`--bias`)
sim-no-simulator = no simulator for { $id } yet
sim-catalogue-invalid = { $id }: the catalogue does not compile
sim-no-player-bank = { $id } has no `player_bank` block
# $error: what the system said (sys-io-error).
sim-write-failed = writing the log failed: { $error }
# $from, $to: the rounds in which the fault was to be injected; $game: `roulette` (a round is a
# spin), `dice` (a round is a roll) or `cards` (a round is a coup).
sim-fault-not-injected = the fault could not be injected: no { $game ->
    [roulette] round
    [dice] roll
   *[cards] coup
} from { $from } to { $to } offered the situation it needs; try more rounds or another seed
sim-fault-not-placed = the fault could not be placed in this many rounds; try more rounds
sim-shoe-ran-out = the simulated shoe ran out
sim-shoe-lacks-cards = the shoe lacks the cards the fault needs

## --bias NUMBER:WEIGHT

# $text: what was given.
sim-bias-not-number-weight = `{ $text }`: expected NUMBER:WEIGHT, e.g. 17:2
sim-bias-not-a-number = `{ $number }` is not a number of the wheel
sim-bias-not-a-weight = `{ $weight }` is not a whole weight (0 to 1000)
sim-bias-weight-too-high = weight { $weight }: at most { $max }
# $highest: the wheel's highest number.
sim-bias-off-wheel = --bias: { $number } is not a number of the wheel (0 to { $highest })
sim-bias-all-zero = --bias: every number has weight 0
sim-date-not-a-day = `{ $text }` is not a day: write it YYYY-MM-DD, e.g. 2026-12-01
sim-table-not-a-name = `{ $text }` cannot name a table: one word, without spaces or `=`

## The faults `--list-faults` lists: what each does to the log, in a few words

## Roulette (src/engine/roulette/sim/)

sim-fault-roulette-result-out-of-range = a spin's result is not on the wheel (37 on a roulette)
sim-fault-roulette-bet-not-in-catalogue = a caballo on two numbers that do not touch
sim-fault-roulette-wrong-payout = one winning bet paid one cent more
sim-fault-roulette-unpaid-winner = one winning bet's payment left out
sim-fault-roulette-paid-loser = a losing bet paid instead of collected
sim-fault-roulette-duplicate-settlement = one settlement written twice
sim-fault-roulette-settlement-without-bet = a collection from a seat that never bet
sim-fault-roulette-uncollected-loser = one losing bet's collection left out
sim-fault-roulette-payment-order = the last-rank payment made first
sim-fault-roulette-late-collection = a losing bet collected after the payments
sim-fault-roulette-bet-after-no-more = a bet written after «no va más»
sim-fault-roulette-rotor-not-alternated = the cylinder turned the same way twice
sim-fault-roulette-ball-with-rotor = the ball launched in the cylinder's sense
sim-fault-roulette-bet-below-minimum = a bet one cent under the minimum
sim-fault-roulette-bet-above-maximum = a bet one minimum over the maximum
sim-fault-roulette-bet-not-multiple = a bet of one and a half minimums
sim-fault-roulette-zero-choice-missing = on zero, a prisión choice not recorded
sim-fault-roulette-wrong-half-refund = half back on zero one cent too much
sim-fault-roulette-forced-prison-ignored = half back on a minimum stake
sim-fault-roulette-prisoner-paid = a freed prisoner also paid winnings
sim-fault-roulette-prisoner-not-resolved = a freed prisoner's release left out
sim-fault-roulette-last-spin-refund = a prisión choice on the last spin's zero
sim-fault-roulette-void-reason = «tirada nula» for a reason not in the text
sim-fault-roulette-relaunch-from = relaunch from a number other than the last
sim-fault-roulette-settlement-before-result = a collection written before the spin
sim-fault-roulette-series-chips = a series stake one cent off its chips
sim-fault-roulette-limits-changed = a `limits` line during the session
sim-fault-roulette-spin-without-no-more = «no va más» left out
sim-fault-roulette-choice-not-allowed = a zero choice on a non-zero result
sim-fault-roulette-wrong-release = a prisoner released one cent short
sim-fault-roulette-wrong-collection = a losing bet collected one cent short
sim-fault-roulette-second-result = a second spin without «tirada nula»
sim-fault-roulette-colour-value = colour chips given a value above the pleno maximum
sim-fault-roulette-too-many-colour-players = one colour-chip player more than the article allows
sim-fault-roulette-bet-not-in-colour-chips = a colour-chip player's bet of one chip and a half
sim-fault-roulette-event-outside-session = an event after `session close`
sim-fault-roulette-round-order = a round number repeated
sim-fault-roulette-session-not-closed = `session close` left out
sim-fault-roulette-round-without-result = a «tirada nula» never relaunched
sim-fault-roulette-event-outside-round = «no va más» before the first round
sim-fault-roulette-session-reopened = a second `session open`
sim-fault-roulette-round-not-announced = a `round` line left out

## Punto y banca (src/engine/baccarat/punto_banca/sim.rs)

sim-fault-baccarat-card-not-in-shoe = a seventh king of hearts from a six-deck shoe
sim-fault-baccarat-deal-order = the bank's first card dealt before punto's
sim-fault-baccarat-player-illegal-draw = punto draws on 6
sim-fault-baccarat-player-missed-draw = punto stands on 2
sim-fault-baccarat-banker-illegal-draw = banca draws on 6 when punto stood
sim-fault-baccarat-banker-missed-draw = banca stands on 3 when punto stood
sim-fault-baccarat-draw-after-natural = punto draws on a natural 9
sim-fault-baccarat-wrong-winner = banca announced when punto wins
sim-fault-baccarat-wrong-payout = a winning punto bet paid one cent more
sim-fault-baccarat-wrong-commission = a winning banca bet paid without the 5 %
sim-fault-baccarat-paid-loser = a losing banca bet paid
sim-fault-baccarat-unpaid-winner = a winning punto bet's payment left out
sim-fault-baccarat-duplicate-settlement = one settlement written twice
sim-fault-baccarat-tie-collected = on a tie, a punto bet collected
sim-fault-baccarat-bet-after-no-more = a bet written after «no va más»
sim-fault-baccarat-bet-below-minimum = a bet one cent under the minimum
sim-fault-baccarat-bet-above-maximum = a bet one minimum over the maximum
sim-fault-baccarat-bet-not-multiple = a bet of one and a half minimums
sim-fault-baccarat-bet-not-in-catalogue = a bet on `pareja`
sim-fault-baccarat-wrong-burn-count = one card too few burned
sim-fault-baccarat-cut-card-position = the stop card placed with 8 cards below
sim-fault-baccarat-coup-after-stop-card = a coup dealt after `cutcard out`
sim-fault-baccarat-wrong-deck-count = `shoe decks=8`
sim-fault-baccarat-shoe-passed-without-loss = the shoe changes hands after the bank won
sim-fault-baccarat-hand-not-to-highest-bettor = punto's cards given to a seat that did not bet
sim-fault-baccarat-seat-kept-after-refusals = a seat refuses twice, then bets
sim-fault-baccarat-salute-repeated = a seat salutes twice in one shoe
sim-fault-baccarat-coup-without-result = a coup's result (and settlements) left out
sim-fault-baccarat-cards-before-no-more = «no va más» left out
sim-fault-baccarat-unknown-hand = `hand pinto croupier`
sim-fault-baccarat-second-result = the result written twice
sim-fault-baccarat-settlement-before-result = a correct settlement written before the result
sim-fault-baccarat-settlement-without-bet = a collection from a seat that never bet
sim-fault-baccarat-uncollected-loser = a losing bet's collection left out
sim-fault-baccarat-first-card-face-up = punto's first card dealt face up

## Chemin de fer and dos paños (src/engine/baccarat/chemin/sim.rs)

sim-fault-chemin-card-not-in-shoe = a seventh king of hearts in a six-deck shoe
sim-fault-chemin-deal-order = the first two cards of a coup swapped
sim-fault-chemin-illegal-draw = a player hand draws on 6 or 7
sim-fault-chemin-missed-draw = a player hand stands on 0 to 4
sim-fault-chemin-banker-against-tableau = a banker who asked for the tableau draws on a P cell
sim-fault-chemin-banker-missed-draw = the banker stands on baccarà (0) or where his tableau says draw
sim-fault-chemin-draw-after-natural = a player hand with a natural draws a third card
sim-fault-chemin-wrong-winner = the other side announced as winner
sim-fault-chemin-wrong-payout = a winning stake paid one cent more
sim-fault-chemin-unpaid-winner = one winning stake's payment left out
sim-fault-chemin-duplicate-settlement = one collection written twice
sim-fault-chemin-coup-after-stop-card = a coup dealt after `cutcard out`
sim-fault-chemin-cards-before-no-more = «no va más» left out of a coup with stakes
sim-fault-chemin-settlement-without-bet = a collection from a seat that did not bet
sim-fault-chemin-first-card-face-up = a first card dealt face up
sim-fault-chemin-wrong-cagnotte = the cagnotte one cent more
sim-fault-chemin-too-few-players = one player too few at the table
sim-fault-chemin-wrong-share = a stake on the line collected whole
sim-fault-chemin-bank-decreased = the bank announced one cent under what it holds
sim-fault-chemin-bank-over-authorised-maximum = a bank constituted one cent over the authorised maximum
sim-fault-chemin-banco-amount = a banco one cent short of the bank
sim-fault-chemin-third-card-face-down = a third card dealt face down
sim-fault-chemin-bank-left-before-dealing = a banker gives up the bank before his first coup

## Black Jack (src/engine/black_jack/sim/)

sim-fault-bj-card-not-in-shoe = a seventh king of hearts from a six-deck shoe
sim-fault-bj-wrong-burn-count = four cards burned at the first shoe instead of five
sim-fault-bj-cut-card-reserve = the first shoe's cut card placed with less than a deck behind it
sim-fault-bj-round-after-cut-card = a round dealt after the cut card's round, before a new shoe
sim-fault-bj-wrong-deck-count = the first shoe loaded with two decks too many
sim-fault-bj-deal-order = the dealer's first card dealt before the first box's
sim-fault-bj-unknown-hand = a decision for a split hand that was never made
sim-fault-bj-card-face-down = a round's first card dealt face down
sim-fault-bj-hit-on-21 = a hand with 21 asks for another card
sim-fault-bj-card-not-asked-for = a hand given a card without a hit
sim-fault-bj-hand-out-of-turn = a hand stands again after the next hand has begun to play
sim-fault-bj-card-to-finished-hand = the last hand, after it stood, asks for and gets another card
sim-fault-bj-bust-collected-late = a bust's stakes collected with the settlement, not at once
sim-fault-bj-dealer-drew-on-17 = the dealer draws one card more on 17 or more
sim-fault-bj-dealer-stood-on-16 = the dealer stands on a total from 12 to 16
sim-fault-bj-double-on-12 = a double on two cards totalling 12 to 16
sim-fault-bj-double-wrong-amount = a double for half the stake
sim-fault-bj-split-unequal-cards = a split of two cards of different values
sim-fault-bj-split-wrong-amount = a split for half the stake
sim-fault-bj-insurance-without-ace = an insurance against a dealer's card from 2 to 9
sim-fault-bj-insurance-over-half = an insurance one unit over half the stake
sim-fault-bj-even-money-not-allowed = even money where the article has none, or against a dealer's card that is no ace
sim-fault-bj-wrong-payout = a winning hand paid one cent too much
sim-fault-bj-paid-1-to-1-on-black-jack = a Black-Jack paid 1:1 instead of 3:2
sim-fault-bj-paid-3-to-2-on-split-21 = a split hand's two-card 21 paid 3:2 as a Black-Jack
sim-fault-bj-paid-loser = a losing hand paid instead of collected
sim-fault-bj-push-collected = a tie's stake collected instead of returned
sim-fault-bj-unpaid-winner = a winning hand's payment left out
sim-fault-bj-uncollected-loser = a losing hand's collection left out
sim-fault-bj-duplicate-settlement = a hand's settlement written twice
sim-fault-bj-settlement-without-bet = a collection from a seat that never bet
sim-fault-bj-settled-left-to-right = the leftmost box settled first
sim-fault-bj-settled-before-dealer = a hand settled before the dealer's second card
sim-fault-bj-bet-below-minimum = a stake of half the table minimum
sim-fault-bj-bet-above-maximum = a stake one minimum over the table maximum
sim-fault-bj-too-many-bets-on-box = five bets on one box
sim-fault-bj-box-not-on-table = a bet on a box past the table's last
sim-fault-bj-bet-after-first-card = a back bet placed after the round's first card
sim-fault-bj-bet-not-in-catalogue = a bet on a «pareja» the article does not have
sim-fault-bj-progressive-over-half-minimum = a progressive stake of the minimum and a half
sim-fault-bj-cut-card-place-not-logged = no shoe's `cutcard N` line written
sim-fault-bj-back-bettor-decides = a back bettor doubles a box's hand its first-line player does not double
sim-fault-bj-side-bet-on-empty-box = a «menor» on a box nobody stakes, dealt no cards
sim-fault-bj-limits-changed = a `limits` line changing the minimum during the session
# Treinta y cuarenta
sim-fault-treinta-card-not-in-shoe = a seventh king of hearts from a six-deck shoe
sim-fault-treinta-red-card-position = the red card placed with four cards under it, not five
sim-fault-treinta-coup-after-red-card = a coup dealt after the red card came out
sim-fault-treinta-wrong-deck-count = a shoe declared with one deck too many
sim-fault-treinta-row-deal-order = the negra row's second card dealt to roja
sim-fault-treinta-coup-incomplete = the roja row stopped one card short of 31, and the coup announced
sim-fault-treinta-unknown-row = a card dealt to `negro`, not a row
sim-fault-treinta-wrong-points = the roja row's total announced one point high
sim-fault-treinta-bet-not-in-catalogue = a bet on a chance the game does not have
sim-fault-treinta-bet-below-minimum = a stake of half the minimum
sim-fault-treinta-bet-above-maximum = a stake a minimum over the maximum
sim-fault-treinta-bet-after-no-more = a bet after «no va más»
sim-fault-treinta-wrong-insurance = a 1 % deposit one cent too high
sim-fault-treinta-paid-loser = a losing stake paid
sim-fault-treinta-unpaid-winner = a winning stake never paid
sim-fault-treinta-losers-not-first = a losing stake collected after the payments
sim-fault-treinta-payment-order = negro or rojo paid before color or inverso
sim-fault-treinta-card-after-red-card = a card dealt after the red card came out in a coup
sim-fault-treinta-settlement-without-bet = a payment to a seat that did not bet
sim-fault-treinta-choice-without-refait = an option of half back on a decided coup
sim-fault-treinta-card-face-down = a card of the negra row dealt face down

## Póquer sin descarte (src/engine/poker/sim/)

sim-fault-ps-card-dealt-twice = the bank's last card, the first box's first card again
sim-fault-ps-ante-below-minimum = an ante of half the minimum
sim-fault-ps-box-above-maximum = an ante of one minimum over the box's maximum
sim-fault-ps-five-bets-on-box = five antes on one box
sim-fault-ps-bet-after-nomore = an ante after «no va más»
sim-fault-ps-deal-out-of-order = two cards to different hands dealt the other way round
sim-fault-ps-misdeal-played-on = a box's card dealt face up, and the round played on
sim-fault-ps-void-stake-kept = an ante collected in a voided round instead of returned
sim-fault-ps-co-bettor-decides-first = a co-bettor's «voy» before the seated player's
sim-fault-ps-second-bet-wrong = a second bet of once the ante instead of twice
sim-fault-ps-box-never-decides = a box that neither calls nor folds, its antes collected after the reveal
sim-fault-ps-reveal-before-decisions = the bank's cards revealed before the last box decides
sim-fault-ps-fold-collect-late = a fold's antes collected after the reveal
sim-fault-ps-settled-against-cards = a called box's ante settled the other way: paid when lost, collected when won or pushed
sim-fault-ps-paid-wrong-amount = a second bet paid one multiple too many
sim-fault-ps-stake-never-settled = a called box's stake never settled
sim-fault-ps-settled-twice = a called box's stake settled twice
sim-fault-ps-limits-not-the-articles = a maximum one minimum above the article's
sim-fault-ps-more-boxes-than-seats = one box more on the cloth than the article's seats
sim-fault-ps-carrusel-prize-short = a Carrusel prize one stake under the minimum table
sim-fault-ps-carrusel-prize-unearned = a Carrusel prize on cards that make no prize
sim-fault-ps-bet-without-consent = a bet on another's box without the seated player's consent
sim-fault-ps-bet-kind-not-of-the-game = a second bet written as a `bet` line before the cards

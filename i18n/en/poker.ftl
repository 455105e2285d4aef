# The poker family (src/engine/poker/): the names of the hands' categories.

## Categories, as the articles name them (V §11.V.1, M art. 7)
poker-cat-high-cards = high cards (cartas mayores)
poker-cat-pair = pair (pareja)
poker-cat-two-pair = two pair (doble pareja)
poker-cat-trio = three of a kind (trío)
poker-cat-straight = straight (escalera)
poker-cat-color = flush (color)
poker-cat-full = full house (full)
poker-cat-poker = four of a kind (póquer)
poker-cat-straight-flush = straight flush (escalera de color)
poker-cat-royal-flush = royal flush (escalera real)

## The log's poker lines (src/log/parser/poker.rs)
log-ps-expect-box = a box such as `m3` (lower-case letters, digits and `-`)
log-ps-needs-box = `{ $keyword }` needs the box (`m3`, at sin descarte) or the seat (`s2`, at a círculo table)
log-ps-consent-needs-box = `consent` needs the box and the seat it consents to (`consent 1 p2`)

## Póquer sin descarte: the engine's findings (src/engine/poker/engine.rs)
ps-label-ante = the ante
ps-label-box = this box
ps-label-boxes = the boxes on the cloth
ps-label-card = this card
ps-label-kind = the bet
ps-label-late-bet = a bet after «no va más»
ps-label-nomore = «no va más» here
ps-label-maximum = the box maximum
ps-label-minimum = the table minimum
ps-label-sabot = the deal
ps-label-misdeal = the misdeal
ps-label-decision = the decision
ps-label-box-decided = the box's decision
ps-label-decided-after = decided after the reveal
ps-label-reveal = the bank's cards turned here
ps-label-second-bet = the second bet
ps-label-fold = «paso» here
ps-label-before-collect = before the folded antes were collected
ps-label-settled = settled here
ps-label-stake = the stake
ps-label-first-settlement = first settled here
ps-label-after-void = after the round was annulled
ps-label-void = the round annulled here
ps-unknown-kind = `{ $kind }` is not a bet of this game{ $hint }
ps-bet-needs-box = a `{ $kind }` bet names its box by number
ps-box-past-cloth = box { $bx } is not on the cloth (it has { $boxes } boxes)
ps-too-many-boxes = `boxes={ $boxes }`: the article allows at most { $max } seats
ps-bet-after-nomore = { $seat } bets after «no va más»
ps-card-before-nomore = a card is dealt before «no va más»
ps-ante-below-min = an ante of { $amount } is below the table minimum of { $min }
ps-too-many-bets = box { $bx } already holds { $max } bets
ps-box-over-max = the antes on box { $bx } come to { $total }, over the box maximum of { $max }
ps-no-consent = { $seat } bets on box { $bx } without its seated player's consent
ps-card-unknown = a card not of the deck (`??`)
ps-card-twice = { $card } is dealt a second time this round
ps-deal-to-no-box = a card dealt to `{ $hand }`, a hand without a bet this round
ps-deal-order = a card to `{ $hand }` where the next card goes to `{ $want }`
ps-misdeal-sixth = a sixth card to `{ $hand }`
ps-misdeal-box-up = a card to `{ $hand }` dealt face up
ps-misdeal-count = `{ $hand }` holds { $cards } cards, not five
ps-misdeal-bank-up = a bank card other than the last dealt face up
ps-misdeal-bank-last-down = the bank's last card dealt face down
ps-misdeal-played-on = the deal was wrong ({ $why }) and the round was played on instead of annulled
ps-decision-no-box = a decision on `{ $hand }`, a box without an ante this round
ps-reveal-early = the bank's cards were turned before box { $bx } decided
ps-fold-after-call = «paso» on box { $bx } after its «voy»
ps-fold-twice = box { $bx } passes twice
ps-call-after-fold = { $seat } calls on box { $bx }, which has passed
ps-call-not-seated = { $seat } calls on box { $bx } before its seated player, { $seated }
ps-call-not-vacant-decider = { $seat } calls on box { $bx }, which nobody sits at, before { $decider }, who decides for it
ps-call-without-ante = { $seat } calls on box { $bx } without an ante on it
ps-second-bet-amount = a second bet of { $amount } on an ante of { $ante }: it must be { $due }
ps-second-bet-twice = { $seat } calls twice on box { $bx }
ps-fold-not-collected = box { $bx } passed and its antes were not collected at once
ps-box-never-decided = box { $bx } has an ante and never says «voy» or «paso»
ps-settle-no-stake = a settlement of { $seat }'s `{ $bet }`, a stake not placed this round
ps-never-settled = { $seat }'s { $kind ->
    [inicial] ante
    [segunda] second bet
    [carrusel] carrusel stake
   *[other] `{ $kind }` stake
} on box { $bx } is never settled
ps-settled-twice = { $seat }'s { $kind ->
    [inicial] ante
    [segunda] second bet
    [carrusel] carrusel stake
   *[other] `{ $kind }` stake
} on box { $bx } is settled a second time
ps-against-cards = { $action ->
    [pay] a payment
    [collect] a collection
    [return] a return
   *[other] a `{ $action }`
} of { $seat }'s { $kind ->
    [inicial] ante
    [segunda] second bet
    [carrusel] carrusel stake
   *[other] `{ $kind }` stake
} on box { $bx } against the cards: { $outcome }
ps-wrong-amount = { $action ->
    [pay] a payment
    [collect] a collection
    [return] a return
   *[other] a `{ $action }`
} of { $amount } on { $seat }'s { $kind ->
    [inicial] ante
    [segunda] second bet
    [carrusel] carrusel stake
   *[other] `{ $kind }` stake
} on box { $bx }; the amount owed is { $due }: { $outcome }
ps-void-not-returned = { $seat }'s { $kind ->
    [inicial] ante
    [segunda] second bet
    [carrusel] carrusel stake
   *[other] `{ $kind }` stake
} of { $amount } on box { $bx } is not returned in full after the annulment
ps-carrusel-no-stake = a carrusel prize to { $seat } on box { $bx }, without a carrusel stake there this round
ps-carrusel-no-combination = a carrusel prize to { $seat } on box { $bx }, whose cards make { $cat }, no prize combination
ps-carrusel-below-min = a carrusel prize of { $amount } for { $cat }, below the minimum table's { $due }
ps-carrusel-prize-missing = box { $bx }'s cards make { $cat } and { $seat }'s carrusel prize is not paid
ps-carrusel-stake-settled = { $seat }'s carrusel stake on box { $bx } is settled otherwise than collected for the fund
ps-max-not-allowed = `max={ $max }`: the box maximum is not a multiple of the minimum the article allows
ps-minimum-not-band = a table minimum of { $min } is not one of the article's bands
ps-sabot-not-allowed = `sabot={ $sabot }`: the article deals one card at a time
ps-outcome-fold = the box passed
ps-outcome-bank-does-not-play = the bank does not play, with { $bank }
ps-outcome-box-wins = the box's { $own } beats the bank's { $bank }
ps-outcome-bank-wins = the bank's { $bank } beats the box's { $own }
ps-outcome-tie = a tie, { $own } against the same
ps-expect-kind = one of: { $kinds }
ps-expect-bet-line = `bet SEAT { $kind } BOX AMOUNT`
ps-expect-box-range = a box from 1 to { $boxes }
ps-expect-boxes = at most { $max } boxes
ps-expect-at-least = at least { $min }
ps-expect-at-most = at most { $max }
ps-expect-max-bets = at most { $max } bets a box
ps-expect-consent = a `consent { $bx } { $seat }` line before the bet
ps-expect-one-deck = each card of the deck once a round
ps-expect-hands = cards to the boxes with antes (`m1`…) and to `banca`
ps-expect-next-hand = the next card to `{ $want }`
ps-expect-void = a `void` line, and every stake returned
ps-expect-decision = a `call` or `fold` on `m{ $bx }` before the reveal
ps-expect-seated-first = { $seated }'s decision first
ps-expect-amount = { $due }
ps-expect-one-of = one of: { $values }
ps-expect-sabot = no `sabot=` (one card at a time)
ps-compile-zero = must be at least 1 (and given)
ps-compile-qualifier-rank = `{ $rank }` is not a rank: A, K, Q, J, T (or 10), 9 … 2
ps-compile-qualifier-too-many = { $cat } is compared on at most { $most } ranks
ps-compile-qualifier-not-a-hand = no { $cat } begins { $ranks }: a rank given twice, or a group's ranks not highest first

## `veedor odds`
ps-odds-title = { $catalog }: exact odds over all 2,598,960 five-card hands
ps-odds-bank-qualifies = The bank plays ({ $qualifier } or better): { $p } ({ $ratio })
ps-qualifier-ace-king = an ace and a king
ps-qualifier-any = any { $cat }
ps-qualifier-ranks = { $cat } of { $ranks }
ps-odds-distribution-heading = A box's five cards (hands, probability, second bet's multiplier):
ps-odds-mean-payout = The second bet's mean multiplier over a box's hands: { $mean } ({ $p } of the second bet)
ps-odds-carrusel = The Carrusel returns { $ratio } of its stake at the minimum table ({ $p }), before any accumulated fund
ps-odds-edge = House edge per ante, { $rule }: { $p }
ps-odds-edge-optimal = under the optimal decision
ps-odds-edge-release-only = House edge per ante under the optimal decision: computed by release builds only (a sweep of about 6 s there)

## The table's study (src/engine/poker/study.rs).
ps-study-color-or-better = flush or better (color o más)
ps-study-no-edge = the exact edge is kept for the articles' pay table and rules only (a sweep of seconds otherwise)
ps-study-no-odds = the exact distribution is kept for a French deck of 52 cards only

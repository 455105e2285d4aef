# Monte o banca (issue 33): the engine's findings (src/engine/monte/). The game's own words are
# kept in Spanish: emplazar, doblada, triplicada, quemada, hagan juego, no va más, Primeras, Segundas.

mo-compile-one-deck = monte is played with one 40-card deck per coup
mo-compile-rate = the commission cannot be over 100 %
mo-compile-limits = every maximum must be at least one minimum
mo-compile-literal = `annulments.mode: literal` needs the `literal` table

mo-limits-heading = Maxima (multiples of the minimum)
mo-limits-line = { $suerte }: { $max } ({ $multiple } minimums)

mo-label-bet = the bet
mo-label-betting = «hagan juego» here
mo-label-card = this card
mo-label-commission = the commission announced
mo-label-coup = the coup begins here
mo-label-decided = the card that decided the row
mo-label-deciding-card = the card that decided the bet
mo-label-deck = the deck
mo-label-earlier = settled here already
mo-label-end = the end of the deck
mo-label-first-card = the phase's first card
mo-label-fourth = the fourth card of the value
mo-label-kind = the bet
mo-label-line = this line
mo-label-next-card = the next card
mo-label-nomore = «no va más» here
mo-label-pair = the pair of one value
mo-label-place = this place
mo-label-played-on = played on here
mo-label-result = the announcement
mo-label-settlement = the settlement
mo-label-turn = the card turned
mo-label-void = the coup annulled here

mo-same-colour = the coup is played with the { $colour } deck again, where the decks alternate
mo-expect-other-colour = the other deck's colour
mo-decks-per-coup = the coup is played with { $decks } decks; monte plays one 40-card deck per coup
mo-expect-decks = `decks={ $per_coup }` (one 40-card deck) or no `decks=`
mo-card-before-deck = a card came out before the coup's deck was put in the sabot (`shoe`)
mo-expect-deck = a `shoe` line before the coup's first card
mo-found-no-deck = no deck for the coup
mo-card-twice = `{ $card }` is seen twice in one coup of a single 40-card deck
mo-expect-once = each card once per coup
mo-found-twice = the card again

mo-out-of-order = a card is placed on p{ $pos } while p{ $expected } is still empty: the layout goes p1, p2, then p3, p4
mo-expect-place = the next card on p{ $pos }
mo-found-place = a card on p{ $pos }
mo-wrong-end = `{ $card }` is placed on p{ $pos } from { $end } of the deck, not from { $want }
mo-end-top = the top
mo-end-bottom = the bottom
mo-expect-end = from { $end }
mo-found-end = from { $end }
mo-draw-from-bottom = `{ $card }` is drawn from the bottom of the deck; the play cards come from the top
mo-pair-not-burned = the first two cards (or the third and fourth) are of one value and were not burned («quemadas»)
mo-expect-pair-burned = both cards burned and two new ones placed
mo-found-pair-played = the pair left on the layout
mo-burned-value-placed = `{ $card }` is of a burned value and was placed on p{ $pos } instead of being burned too
mo-expect-burned = `{ $card }` burned
mo-found-placed = placed on p{ $pos }
mo-needless-burn = `{ $card }` was burned («quemada») without cause: no pair of one value and not of a burned value
mo-needless-burn-after-layout = `{ $card }` was burned («quemada») after the four cards were placed, when nothing calls for a burn
mo-expect-no-burn = the card placed or drawn, not burned
mo-found-burned = `{ $card }` burned
mo-not-doubled = `{ $card }` is of the value of p{ $on } and was placed on p{ $pos } instead of on p{ $on } («doblada»)
mo-expect-on = the card placed on p{ $pos }
mo-bad-doubling = `{ $card }` was placed on p{ $pos }'s `{ $on }`: { $why }
mo-why-p3p4 = only the first and second cards are doubled
mo-why-value = a card is placed only on a card of its value
mo-why-bottom = a doubling card comes from the top of the deck
mo-expect-doubling = a doubling card of the first or second card's value, from the top
mo-found-on = `{ $card }` on p{ $pos }
mo-void-without-fourth = the coup was declared void, but no fourth card of the first or second card's value came out before the layout was complete
mo-expect-void-cause = the coup played (a void coup needs the fourth card of a placed value)
mo-found-void = `void`
mo-played-on = the fourth card of the first or second card's value came out before the layout was complete and the coup was played on
mo-expect-void = the coup void («se anulará la jugada»)
mo-found-played-on = the coup played on

mo-betting-before-layout = «hagan juego» was called before the layout was complete
mo-bet-before-layout = a bet was taken before the layout was complete
mo-draw-before-layout = a card was drawn before the layout was complete
mo-expect-layout-first = the four cards placed first
mo-found-layout-incomplete = the layout incomplete
mo-segundas-before-decided = Segundas was opened before a card decided Primeras
mo-expect-primeras-decided = Primeras decided first
mo-found-segundas-early = Segundas opened
mo-segundas-without-betting = a Segundas bet or card without Segundas' own «hagan juego» (`betting segundas`)
mo-bet-after-nomore = a bet was taken after «no va más»
mo-bet-before-betting = a bet was taken before «hagan juego» (`betting primeras`)
mo-draw-before-nomore = a card was drawn before «no va más»
mo-draw-after-coup = a card was drawn after Segundas was decided
mo-expect-window = bets between «hagan juego» and «no va más», cards after it

mo-salto-segundas = a Salto was taken in Segundas; it is a Primeras bet only
mo-vis-segundas = a Vista Hermosa was taken in Segundas; it is a Primeras bet only
mo-expect-primeras-only = the bet in Primeras
mo-unknown-kind = `{ $kind }` is not a bet of monte{ $hint }
mo-expect-one-of = one of: { $list }
mo-place-out-of-range = `{ $target }` names a place not on the cloth: the places are 1 to 4
mo-expect-positions = places 1 to 4
mo-cartas-no-places = a Cartas bet names two places (`1-2`) or four (`1-2-3-4` …); this one names none (its only number is the stake)
mo-cartas-place-count = a Cartas bet names two places (`1-2`) or four (`1-2-3-4` …); `{ $target }` names { $count }
mo-cartas-against-itself = Cartas `{ $target }` sets a card against itself
mo-one-place-none = a { $suerte } bet names one place (1 to 4); this one names none (its only number is the stake)
mo-one-place-count = a { $suerte } bet names one place (1 to 4); `{ $target }` names { $count }
mo-expect-one-place = one place, 1 to 4
mo-bad-pairing = Cartas `{ $target }` is not a pairing of the game
mo-expect-pairings = one card against another in a row or a column, or two against two
mo-not-placed = the Segundas bet on `{ $target }` names a card no longer placed
mo-expect-row = the cards of the row still placed

mo-over-max = { $seat }'s stake of { $stake } on { $bet } is over its maximum of { $max }
mo-expect-at-most = at most { $max } ({ $times } minimums)
mo-below-min = { $seat }'s stake of { $stake } on { $bet } is below the table minimum of { $min }
mo-expect-at-least = at least { $min }

mo-result-undecided = p{ $pos } was announced as the winning card before any card decided the row
mo-wrong-result = p{ $pos } was announced as the winning card; the cards give p{ $winner }
mo-expect-decided-first = a card that decides the row first
mo-found-pos = p{ $pos }
mo-turn-undecided = p{ $pos } was turned down before any card decided the row
mo-wrong-turn = p{ $pos } was turned down; «la carta perdedora» is p{ $loser }, p{ $winner }'s partner
mo-not-turned = «la carta perdedora», p{ $pos }, was not turned down
mo-segundas-before-turn = Segundas was opened before «la carta perdedora», p{ $pos }, was turned down
mo-expect-turn = `turn p{ $pos }`
mo-found-no-turn = no card turned

mo-commission-no-hit = the commission was announced, but the first card, `{ $card }`, hit no placed card
mo-commission-no-card = the commission was announced before any card was drawn
mo-expect-no-commission = no commission
mo-found-commission = `commission`
mo-commission-not-announced = the first card of { $phase }, `{ $card }`, hit a placed card and the 10 % was not announced
mo-expect-commission-line = `commission`
mo-found-no-commission-line = no `commission` line
mo-commission-not-taken = { $seat }'s { $bet } was won by the first card after «no va más» and was paid without the 10 % taken
mo-commission-not-due = { $seat }'s { $bet } was paid less 10 %, which is not due on it
mo-commission-on-exempt = { $seat }'s { $bet } was paid less 10 %, which a Vista Hermosa never pays

mo-wrong-multiple = { $seat }'s { $bet } won { $multiple } times its stake of { $stake } and was paid another amount
mo-paid-lost = { $seat }'s { $bet } lost by the cards and was paid
mo-collected-won = { $seat }'s { $bet } won by the cards and was collected
mo-returned-decided = { $seat }'s { $bet } was decided by a card and was returned
mo-wrong-collect = { $seat }'s { $bet } lost; { $amount } was collected of a stake of { $stake }
mo-settled-annulled = { $seat }'s { $bet } was settled on a card annulled for it, which «ni gana ni pierde»
mo-settled-undecided = { $seat }'s { $bet } was settled before any card decided it
mo-owed-pay = `pay` { $amount }
mo-owed-collect = `collect` { $amount }
mo-owed-return = `return` { $amount }
mo-owed-nothing-yet = nothing until a live card decides it

mo-never-settled = { $seat }'s stake of { $stake } on { $bet } was never settled
mo-found-no-settlement = no settlement
mo-settled-twice = { $seat }'s { $bet } was settled twice
mo-no-such-stake = { $seat } has no stake on { $bet } in this coup to settle
mo-expect-one-settlement = one settlement per stake
mo-found-settlement = `{ $action }` { $amount }

# `veedor odds` for a Black Jack article (src/engine/black_jack/strategy/render.rs): basic
# strategy and its house edge. $catalog is the article's id; $edge, $insurance are percentages
# already written as the reader writes them; $exact is a fraction; $decks, $splits are counts.

bj-strategy-title = { $catalog } — Black Jack basic strategy and its house edge
bj-odds-shoe-infinite = infinite deck: every card ace to nine 1/13, ten-valued 4/13; exact
bj-odds-shoe-decks = { $decks ->
    [one] one deck
   *[other] { $decks } decks
  }: the player's two cards and the dealer's up-card dealt exactly from the full shoe, later cards from what they leave, with replacement (start-of-shoe approximation)
bj-odds-rules = rules:
bj-odds-rule-stands-soft-17 = the dealer takes no hole card and stands on soft 17
bj-odds-rule-hits-soft-17 = the dealer takes no hole card and hits soft 17
bj-odds-rule-blackjack-pays = a Black-Jack pays { $numerator }:{ $denominator }; 21 after a split is not a Black-Jack
bj-odds-rule-no-doubles = no doubling
bj-odds-rule-doubles = doubling on two cards without an ace totalling one of { $totals }
bj-odds-rule-doubles-ace-only = doubling only on an ace and one of { $cards }, the ace counted 1
bj-odds-rule-doubles-and-ace = doubling on two cards without an ace totalling one of { $totals }, and on an ace and one of { $cards }, the ace counted 1
bj-odds-rule-double-split-aces = a split ace's hand may double
bj-odds-rule-drawn-ace-one = an ace drawn on a double counts 1
bj-odds-rule-das = doubling after a split allowed
bj-odds-rule-no-das = no doubling after a split
bj-odds-rule-splits-unlimited = re-splitting without limit; split aces take one card each
bj-odds-rule-splits-limited = { $splits ->
    [one] one split
   *[other] { $splits } splits
  } at most per initial hand; split aces take one card each
bj-odds-rule-no-resplit-aces = split aces are not split again
bj-odds-rule-all-stakes = the dealer's Black-Jack takes every stake, doubles and splits included
bj-odds-rule-original-stake = the dealer's Black-Jack takes only the original stake
bj-odds-edge = house edge of basic strategy: { $edge } of the initial stake
bj-odds-edge-infinite = the same rules from an infinite deck, exactly: house edge { $edge }
bj-odds-insurance = insurance (never taken): house edge { $insurance } ({ $exact })
bj-odds-hard = hard
bj-odds-soft = soft
bj-odds-pairs = pairs
bj-odds-legend = { $stand } stand, { $hit } hit, { $double } double, { $split } split; columns: the dealer's up-card
bj-odds-letter-stand = S
bj-odds-letter-hit = H
bj-odds-letter-double = D
bj-odds-letter-split = P
bj-odds-error-decks = expected a shoe of 1 to { $max } decks, found { $decks }
bj-odds-error-payout = a Black-Jack payout needs a denominator above zero

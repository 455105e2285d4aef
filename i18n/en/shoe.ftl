## The shared card shoe's findings in the words of a game of rounds and a cut card (Black Jack):
## `engine::shoe::ShoeWords::ROUNDS`. The baccarat family's words are `bac-*` in baccarat.ftl.

shoe-new-round = new round
shoe-round-after-cut-card = a round is dealt after the cut card came out
shoe-cut-card-out = cut card out
shoe-no-round-after-cut-card = no new round after the cut card (only the round in progress is completed)
shoe-a-new-round = a new round
shoe-cards-behind-cut-card = cards behind the cut card
# $how: `exactly` the article's number ($want) of cards behind the cut card, or `at-least` it.
shoe-cut-card-placed = the cut card is placed with { $below } cards behind it, the article says { $how ->
    [at-least] at least { $want }
   *[exactly] { $want }
}
shoe-unlogged-cutcard = the cut card's place, and that no round starts after it came out
# A burn of a fixed count: $want cards burned, $got were.
shoe-wrong-fixed-burn = the shoe starts by burning { $want } cards, but { $got ->
    [one] { $got } was burned
   *[other] { $got } were burned
}
# `cutcard out` before the cards above the cut card were all drawn ($drawn drawn, $below below
# it, so $above above it).
shoe-cut-card-out-early = the cut card cannot come out yet
shoe-cut-card-out-too-soon = the cut card comes out after { $drawn } cards, but with { $below } cards behind it it can only come out once the { $above } cards in front of it are drawn
shoe-cut-card-out-after = `cutcard out` once { $above } cards are drawn (burns included)
shoe-cut-card-out-at = `cutcard out` after { $drawn } cards

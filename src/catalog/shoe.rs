//! The catalogue model of a French-deck card shoe, shared by every card game dealt from one
//! (the baccarat family today; Black Jack and Treinta y cuarenta next): how many decks make the
//! shoe, where the stop card goes and when it counts as out, and the burn at the start of a
//! shoe. A family's article embeds these blocks under its own keys (`cards:`, `shoe:`); the
//! engine side is `engine::shoe`.
//!
//! The doc comments below are the descriptions `catalog/schema.json` shows; they still speak of
//! the baccarat family, whose articles were the first to use them.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardsSpec {
    /// Decks of 52 in the shoe (6 in every article of the family).
    pub decks: u16,
    /// Rule that gives the number of decks (cited when a `shoe decks=N` differs, and when a card
    /// comes out more often than the decks hold).
    pub rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ShoeSpec {
    /// Cards that must lie under the stop card (`cutcard 7`).
    pub cut_card_below: u16,
    /// Rule that places the stop card and ends the shoe at its appearance.
    pub cut_card_rule: String,
    /// The burn at the start of a shoe; `null` where the article has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub burn: Option<BurnSpec>,
    /// When a stop card known only by count (no `cutcard out` line) counts as out. The texts
    /// do not say; default `with-next-card`: it comes out with the card drawn after the last
    /// card above it, so the coup that draws that card is the one in progress and completes.
    /// Either way a coup is late only if it starts after the stop card appeared.
    #[serde(default)]
    pub stop_card_shows: StopCardShows,
}

/// When the stop card, counted from `cutcard N`, is out (`shoe.stop_card_shows`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum StopCardShows {
    /// With the first card drawn after the last card above it (it lies on top of that card).
    #[default]
    WithNextCard,
    /// As soon as the last card above it is drawn (it is then visible in the shoe's mouth).
    AfterLastCardAbove,
}

/// Punto y banca: a first card is turned up and its value says how many cards are burned.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BurnSpec {
    /// Value of tens and court cards for this count (10); aces count 1, the rest their number.
    pub ten_and_court_value: u8,
    /// Whether the exposed card is itself one of the burned cards (the text does not say).
    /// `false`: the exposed card, then as many more as its value.
    pub exposed_card_counts: bool,
    pub rule: String,
}

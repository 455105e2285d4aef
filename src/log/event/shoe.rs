//! The French-deck card shoe's events, shared by every card game: a new shoe, its cut card,
//! the cards burned and the cards dealt to the hands.

use crate::log::card::{CardSeen, Face};
use crate::log::event::{Sp, Word};

/// An event of the card shoe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShoeEvent<'a> {
    /// `shoe [decks=6]`: a new shoe («talla»): cards counted, shuffled, cut and loaded. Shoe
    /// accounting starts afresh. Without `decks=` the catalogue's number of decks is assumed.
    Shoe { decks: Option<Sp<u16>> },
    /// `cutcard 7`: the stop card («carta de detención») placed with this many cards below it.
    CutCard { below: Sp<u16> },
    /// `cutcard out`: the stop card came out of the shoe.
    CutCardOut,
    /// `burn Kh [up|down]`: a card taken out of play («inutilizada») into the discard.
    Burn { card: Sp<CardSeen>, face: Option<Sp<Face>> },
    /// `deal punto 9c [up|down]`: a card dealt to a hand (hand names come from the catalogue).
    Deal { hand: Word<'a>, card: Sp<CardSeen>, face: Option<Sp<Face>> },
}

impl ShoeEvent<'_> {
    /// The keywords of these events, in the order the documentation lists them.
    pub const KEYWORDS: [&'static str; 4] = ["shoe", "cutcard", "burn", "deal"];

    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            ShoeEvent::Shoe { .. } => "shoe",
            ShoeEvent::CutCard { .. } | ShoeEvent::CutCardOut => "cutcard",
            ShoeEvent::Burn { .. } => "burn",
            ShoeEvent::Deal { .. } => "deal",
        }
    }

    /// A new shoe, its cut card and its burned cards come between coups, not only inside a
    /// round; a card dealt belongs to a coup.
    pub fn between_rounds(&self) -> bool {
        !matches!(self, ShoeEvent::Deal { .. })
    }
}

//! Black Jack's own events: the players' decisions on their hands (ask for a card, stand,
//! double, split) and 2003's even money. The cards themselves (`deal m1 9c`, `deal crupier Ad`)
//! and the shoe are the shared [`super::ShoeEvent`]s; the insurance is the common `insure` line.

use crate::log::event::{BetRef, Sp, Word};
use crate::money::Amount;

/// A player's decision on a hand of a Black Jack round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BlackJackEvent<'a> {
    /// `hit m3`: the hand asks for a card; the next `deal m3 CARD` is that card.
    Hit { hand: Word<'a> },
    /// `stand m3`: the hand stands (optional where the rules end the hand).
    Stand { hand: Word<'a> },
    /// `double m3 p1 50`: the seat adds `amount` to its bet on the hand (one line per bettor of
    /// the box, the controller's first); then exactly one card.
    Double { hand: Word<'a>, seat: Word<'a>, amount: Sp<Amount> },
    /// `split m3 p1 50`: the seat matches its stake for the new hand (one line per bettor of the
    /// box, the controller's first); the hand becomes `m3-1` and `m3-2`.
    Split { hand: Word<'a>, seat: Word<'a>, amount: Sp<Amount> },
    /// `evenmoney p1 mano 3`: a Black-Jack against the dealer's ace takes even money at once
    /// (Valencia 2003), which ends the hand.
    EvenMoney { seat: Word<'a>, bet: BetRef<'a> },
    /// `vacant 3`: nobody sits in front of box 3 this round; its bettors bet on a vacant box
    /// (who controls it is then the article's rule for vacant boxes, not the first bettor).
    Vacant { bx: Sp<u16> },
}

impl BlackJackEvent<'_> {
    /// The keywords of these events, in the order the documentation lists them.
    pub const KEYWORDS: [&'static str; 6] = ["hit", "stand", "double", "split", "evenmoney", "vacant"];

    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            BlackJackEvent::Hit { .. } => "hit",
            BlackJackEvent::Stand { .. } => "stand",
            BlackJackEvent::Double { .. } => "double",
            BlackJackEvent::Split { .. } => "split",
            BlackJackEvent::EvenMoney { .. } => "evenmoney",
            BlackJackEvent::Vacant { .. } => "vacant",
        }
    }

    /// Money a double or a split adds to the cloth (see [`super::EventKind::stake_added`]).
    #[inline]
    pub fn stake_added(&self) -> Option<Amount> {
        match self {
            BlackJackEvent::Double { amount, .. } | BlackJackEvent::Split { amount, .. } => Some(amount.value),
            _ => None,
        }
    }
}

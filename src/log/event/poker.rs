//! The poker family's own events (póquer sin descarte, issue 31): a box's decision (`call`,
//! «voy», with its second bet; `fold`, «paso»), the bank's hidden cards turned (`reveal`), a
//! seated player's consent to another's bet on the box (Murcia), and the round annulled
//! (`void` without a reason; a wheel's «tirada nula» has one). The antes are the common `bet`
//! line (`bet p1 inicial 1 10`), the cards the shoe's `deal`, a box nobody sits at Black
//! Jack's `vacant`, the settlements the common lines.

use crate::log::event::{Sp, Word};
use crate::money::Amount;

/// An event of a poker table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PokerEvent<'a> {
    /// `call m1 p1 20`: «voy»; the bettor `seat` puts its second bet on box `hand` (one line per
    /// bettor of the box, the seated player first).
    Call { hand: Word<'a>, seat: Word<'a>, amount: Sp<Amount> },
    /// `fold m3`: «paso»; the whole box passes.
    Fold { hand: Word<'a> },
    /// `reveal`: the bank's hidden cards turned face up.
    Reveal,
    /// `consent 1 p2`: box 1's seated player consents to `seat`'s bet on it (Murcia).
    Consent { bx: Sp<u16>, seat: Word<'a> },
    /// `void`: the round annulled («anulación de toda la jugada»).
    Void,
}

impl PokerEvent<'_> {
    /// The keywords of these events, in the order the documentation lists them (`void` is the
    /// wheel's keyword too: a bare `void` is this event, `void REASON` the wheel's).
    pub const KEYWORDS: [&'static str; 4] = ["call", "fold", "reveal", "consent"];

    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            PokerEvent::Call { .. } => "call",
            PokerEvent::Fold { .. } => "fold",
            PokerEvent::Reveal => "reveal",
            PokerEvent::Consent { .. } => "consent",
            PokerEvent::Void => "void",
        }
    }

    /// A second bet is money added to the cloth after the antes (see
    /// [`super::EventKind::stake_added`]).
    #[inline]
    pub fn stake_added(&self) -> Option<Amount> {
        match self {
            PokerEvent::Call { amount, .. } => Some(amount.value),
            _ => None,
        }
    }

    /// A consent is given before the bet it allows, among the round's stakes.
    pub fn stakes_a_round(&self) -> bool {
        matches!(self, PokerEvent::Consent { .. })
    }
}

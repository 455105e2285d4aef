//! The baccarat family's events (punto y banca, chemin de fer, dos paños): who holds the shoe
//! and the hands, the result the croupier announces, and the bank of the banking games.

use crate::log::event::{Sp, Word};
use crate::money::Amount;

/// An event of a baccarat game's coup or table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BaccaratEvent<'a> {
    /// `holder s4`: this seat now holds the shoe (deals, and plays the bank's hand in punto y
    /// banca; is the banker in chemin de fer and dos paños). `holder croupier` for the croupier.
    Holder { seat: Word<'a> },
    /// `hand punto s7`: who is given a hand's cards (in punto y banca, the highest bettor on
    /// punto, or `croupier`).
    HandHolder { hand: Word<'a>, seat: Word<'a> },
    /// `result banca` or, per hand, `result punto1=banca punto2=punto`: the winner the croupier
    /// announces.
    /// Inline up to two parts (one per paño of the games so far): every coup's result line
    /// allocated its list.
    Outcome { parts: OutcomeParts<'a> },
    /// `refuse s4`: the seat declined the shoe (the hand) when its turn came.
    Refuse { seat: Word<'a> },
    /// `salute s4`: the seat «saluda» (whatever the casino's practice calls so; counted only).
    Salute { seat: Word<'a> },
    /// `leave s4`: the player of this seat gives up the seat.
    Leave { seat: Word<'a> },

    // ---- chemin de fer / dos paños: the bank ----
    /// `bank 500`: the bank announced for the coup («hay … euros en la banca»).
    Bank { amount: Sp<Amount> },
    /// `garage 140.75`: the banker withdraws winnings from the bank («garage voluntario»).
    Garage { amount: Sp<Amount> },
    /// `cagnotte 7.50`: the deduction on the banker's winnings put in the pozo. At a círculo
    /// table the house's take from the pot, with the seat it is taken from when the take is
    /// per session (`cagnotte 30 s2`, Valencia's option b); chemin de fer has no seat there
    /// and its engine ignores one.
    Cagnotte { amount: Sp<Amount>, seat: Option<Word<'a>> },
    /// `tableau`: the banker asks the croupier for the tableau and is bound by it.
    Tableau,
    /// `players 6` (chemin de fer) or `players 3 2` (per paño): players at the table.
    Players { counts: Vec<Sp<u16>> },
    /// `replay`: this coup repeats a null banco coup (dos paños).
    Replay,
}

impl BaccaratEvent<'_> {
    /// The keywords of these events, in the order the documentation lists them.
    pub const KEYWORDS: [&'static str; 12] = [
        "holder", "hand", "result", "refuse", "salute", "leave", "bank", "garage", "cagnotte", "tableau", "players",
        "replay",
    ];

    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            BaccaratEvent::Holder { .. } => "holder",
            BaccaratEvent::HandHolder { .. } => "hand",
            BaccaratEvent::Outcome { .. } => "result",
            BaccaratEvent::Refuse { .. } => "refuse",
            BaccaratEvent::Salute { .. } => "salute",
            BaccaratEvent::Leave { .. } => "leave",
            BaccaratEvent::Bank { .. } => "bank",
            BaccaratEvent::Garage { .. } => "garage",
            BaccaratEvent::Cagnotte { .. } => "cagnotte",
            BaccaratEvent::Tableau => "tableau",
            BaccaratEvent::Players { .. } => "players",
            BaccaratEvent::Replay => "replay",
        }
    }

    /// `bank`: part of a coup's staking (see [`super::EventKind::stakes_a_round`]).
    #[inline]
    pub fn stakes_a_round(&self) -> bool {
        matches!(self, BaccaratEvent::Bank { .. })
    }

    /// `cagnotte`: the house's deduction (see [`super::EventKind::house_deduction`]).
    #[inline]
    pub fn house_deduction(&self) -> Option<Amount> {
        match self {
            BaccaratEvent::Cagnotte { amount, .. } => Some(amount.value),
            _ => None,
        }
    }

    /// Who holds the shoe, a seat's refusal, salute or departure, the count of players and a
    /// garage come between coups, not only inside a round.
    pub fn between_rounds(&self) -> bool {
        matches!(
            self,
            BaccaratEvent::Holder { .. }
                | BaccaratEvent::Refuse { .. }
                | BaccaratEvent::Salute { .. }
                | BaccaratEvent::Leave { .. }
                | BaccaratEvent::Players { .. }
                | BaccaratEvent::Garage { .. }
        )
    }
}

/// The parts of a `result` line.
pub type OutcomeParts<'a> = smallvec::SmallVec<[OutcomePart<'a>; 2]>;

/// One part of a `result` line: `banca`, or `punto1=banca`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutcomePart<'a> {
    /// The hand (paño) the result is for, when the game has several.
    pub hand: Option<Word<'a>>,
    /// The winner announced: a hand name or `empate`.
    pub winner: Word<'a>,
}

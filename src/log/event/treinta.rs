//! Treinta y cuarenta's own event: the points the croupier announces for the two rows. The
//! cards are the shared shoe's `deal` lines (`deal negra 5h`), the bets and settlements the
//! common lines, the refait's option the roulette's `choose` and the 1 % the common `insure`.

use crate::log::event::Sp;

/// An event of a treinta y cuarenta coup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreintaEvent {
    /// `points 32 34`: the totals the croupier announces for the negra row and the roja row
    /// («anuncia en voz alta la puntuación de cada fila»); the winning chances follow from them
    /// and the negra row's first card.
    Points { negra: Sp<u8>, roja: Sp<u8> },
}

impl TreintaEvent {
    /// The keywords of these events, in the order the documentation lists them.
    pub const KEYWORDS: [&'static str; 1] = ["points"];

    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            TreintaEvent::Points { .. } => "points",
        }
    }
}

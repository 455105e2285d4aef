//! The roulette family's events: a wheel's result, a «tirada nula», an even-chance player's
//! option on zero, and the colour chips of ruleta americana.

use crate::log::event::{BetRef, Sp, Word};
use crate::money::Amount;

/// An event of a wheel game (ruleta francesa and americana, boule, the fortune wheel).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WheelEvent<'a> {
    /// `spin 17 cw [ball=ccw] [from=32]`: the result, the cylinder's sense, optionally the
    /// ball's sense and the number the ball was launched from; `spin 7` on a wheel whose
    /// plate does not turn (boule); `spin joker` on a wheel of named spots (the fortune wheel),
    /// where `name` holds the word and `number` is 0.
    Spin {
        number: Sp<u16>,
        name: Option<Word<'a>>,
        rotor: Option<Sp<Direction>>,
        ball: Option<Sp<Direction>>,
        from: Option<Sp<u16>>,
    },
    /// `void ball-out`: «tirada nula», with the reason.
    Void { reason: Word<'a> },
    /// `choose s3 rojo prison`: an even-chance player's choice on zero.
    Choose { seat: Word<'a>, bet: BetRef<'a>, choice: Sp<ZeroChoice> },
    /// `colour s3 20`: the seat takes colour chips (Ruleta americana), each worth 20; `colour
    /// s3` without a value: each worth the table minimum.
    Colour { seat: Word<'a>, value: Option<Sp<Amount>> },
}

impl WheelEvent<'_> {
    /// The keywords of these events, in the order the documentation lists them.
    pub const KEYWORDS: [&'static str; 4] = ["spin", "void", "choose", "colour"];

    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            WheelEvent::Spin { .. } => "spin",
            WheelEvent::Void { .. } => "void",
            WheelEvent::Choose { .. } => "choose",
            WheelEvent::Colour { .. } => "colour",
        }
    }

    /// A player's colour chips are taken before or between coups, not only inside a round.
    pub fn between_rounds(&self) -> bool {
        matches!(self, WheelEvent::Colour { .. })
    }
}

/// Sense of rotation of the cylinder or the ball.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// `cw`: clockwise.
    Clockwise,
    /// `ccw`: counter-clockwise.
    CounterClockwise,
}

impl Direction {
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::Clockwise => "cw",
            Direction::CounterClockwise => "ccw",
        }
    }
}

/// A player's choice for an even-chance bet when the zero comes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ZeroChoice {
    /// `half`: take back half, the bank keeps half.
    Half,
    /// `prison`: leave the whole stake in prisión.
    Prison,
}

impl ZeroChoice {
    pub fn as_str(self) -> &'static str {
        match self {
            ZeroChoice::Half => "half",
            ZeroChoice::Prison => "prison",
        }
    }
}

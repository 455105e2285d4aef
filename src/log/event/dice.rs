//! The dice family's own events (Dados o craps): the roll of the two dice, the shooter, the
//! point's plaque, a change of dice, and a bet taken down. The «tirada nula» is the wheel's
//! `void` line ([`super::WheelEvent::Void`]); the bets and settlements are the common lines.

use crate::log::event::{BetRef, Loc, Sp, Word};
use crate::money::Amount;

/// An event of a craps table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiceEvent<'a> {
    /// `roll 3 4`: the dice came to rest showing these faces (each 1 to 6).
    Roll { dice: [Sp<u8>; 2] },
    /// `shooter s2 [seven-out|refusal|barred]`: the seat takes the dice; the reason is why they
    /// left the previous shooter (none for the session's first).
    Shooter { seat: Word<'a>, reason: Option<Sp<ShooterReason>> },
    /// `point 6` / `point off`: the croupier's plaque (`None`: off), judged against the dice.
    Point { number: Option<Sp<u8>>, loc: Loc },
    /// `dice shooter|chief|lost-die|new-set`: the dice thrown change, and why.
    Dice { reason: Sp<DiceChange> },
    /// `takedown s4 hard 8 5`: the seat withdraws `amount` of its bet before «ya no va más»;
    /// the amount goes back to the player.
    TakeDown { seat: Word<'a>, bet: BetRef<'a>, amount: Sp<Amount> },
}

impl DiceEvent<'_> {
    /// The keywords of these events, in the order the documentation lists them.
    pub const KEYWORDS: [&'static str; 5] = ["roll", "shooter", "point", "dice", "takedown"];

    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            DiceEvent::Roll { .. } => "roll",
            DiceEvent::Shooter { .. } => "shooter",
            DiceEvent::Point { .. } => "point",
            DiceEvent::Dice { .. } => "dice",
            DiceEvent::TakeDown { .. } => "takedown",
        }
    }

    /// The shooter and the dice belong to the table, not to one roll: they may come between
    /// rounds.
    pub fn between_rounds(&self) -> bool {
        matches!(self, DiceEvent::Shooter { .. } | DiceEvent::Dice { .. })
    }
}

/// Why the dice passed to a new shooter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShooterReason {
    /// `seven-out`: the previous shooter threw the 7 that loses.
    SevenOut,
    /// `refusal`: the player holding or offered the dice refused them.
    Refusal,
    /// `barred`: the jefe de mesa took away the shooter's right to throw.
    Barred,
}

impl ShooterReason {
    pub const WORDS: [&'static str; 3] = ["seven-out", "refusal", "barred"];

    pub fn as_str(self) -> &'static str {
        match self {
            ShooterReason::SevenOut => "seven-out",
            ShooterReason::Refusal => "refusal",
            ShooterReason::Barred => "barred",
        }
    }

    pub fn from_word(w: &str) -> Option<ShooterReason> {
        match w {
            "seven-out" => Some(ShooterReason::SevenOut),
            "refusal" => Some(ShooterReason::Refusal),
            "barred" => Some(ShooterReason::Barred),
            _ => None,
        }
    }
}

/// Why the dice thrown changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiceChange {
    /// `shooter`: the shooter asked for other dice (not while a point is on).
    Shooter,
    /// `chief`: the jefe de mesa ordered a change.
    Chief,
    /// `lost-die`: a die fell off the table; the shooter chooses from the remaining dice.
    LostDie,
    /// `new-set`: the lost die was not found; a new set is supplied.
    NewSet,
}

impl DiceChange {
    pub const WORDS: [&'static str; 4] = ["shooter", "chief", "lost-die", "new-set"];

    pub fn as_str(self) -> &'static str {
        match self {
            DiceChange::Shooter => "shooter",
            DiceChange::Chief => "chief",
            DiceChange::LostDie => "lost-die",
            DiceChange::NewSet => "new-set",
        }
    }

    pub fn from_word(w: &str) -> Option<DiceChange> {
        match w {
            "shooter" => Some(DiceChange::Shooter),
            "chief" => Some(DiceChange::Chief),
            "lost-die" => Some(DiceChange::LostDie),
            "new-set" => Some(DiceChange::NewSet),
            _ => None,
        }
    }
}

//! Dados o craps (art. 06 of the 1979 catalogue, art. 09 of Valencia 2003; Murcia 1996 adopts
//! the 1979 article): the engine and its article compiled.
//!
//! A round is one roll of the dice (docs/log-format.md § 14); the shooter, the point and the
//! bets not yet decided live across rounds. Every bet is judged against the dice: a line or
//! Come bet's point comes from its first roll, not from the plaque (`point`), which is itself
//! judged against them.
//!
//! - [`article`]: the article compiled ([`DiceGame`]): the bets and their exact payouts, the
//!   maxima;
//! - [`table`]: the engine, event by event;
//! - [`family`]: the family as the rest of veedor sees it.
//! - [`odds`]: every bet's exact fate over the 36 outcomes (`veedor odds`);
//! - [`sim`]: simulated sessions and their faults (`veedor simulate`);
//! - [`study`]: the table's study (dice totals, the edge of the bets played).

pub mod article;
pub mod family;
pub mod odds;
pub mod sim;
pub mod study;
pub mod table;

pub use article::DiceGame;

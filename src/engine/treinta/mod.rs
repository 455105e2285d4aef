//! Treinta y cuarenta (art. 05 of the 1979 and Valencia 2003 catalogues; Murcia 1996 adopts the
//! 1979 article): the engine, its article compiled, and the family's exact odds.
//!
//! A coup (`round N`) collects its stakes (`bet`, the 1 % `insure`) and its cards, dealt with
//! the shared shoe's `deal` lines to the two rows, negra first; each row stops at the first
//! card that brings it to 31 or more. The winner comes from the cards: the lower row wins,
//! color or inverso by the negra row's first card; equal totals void the coup but 31–31, the
//! refait, which follows the roulette's zero system (half back, or prisión, held across coups in
//! the shared prisión ledger, `engine::prison`). The red card before the last five cards voids
//! the coup in progress when it appears, and no coup starts after it.
//!
//! - [`article`]: the article compiled ([`TreintaGame`]): the chances, the shoe's rules;
//! - [`coup`]: one coup's cards and what they give;
//! - [`settlement`]: what each stake is owed, and the settlement lines judged against it;
//! - [`table`]: the engine, event by event (the coup's course; its money in `table::money`, the
//!   findings it builds in `table::findings`);
//! - [`family`]: the family as the rest of veedor sees it (`veedor odds`, the study);
//! - `sim`: simulated sessions and their faults (`veedor simulate`);
//! - [`odds`], [`exact`]: the exact odds.

pub mod article;
pub mod coup;
pub mod exact;
pub mod family;
pub mod odds;
pub mod settlement;
pub(crate) mod sim;
pub mod study;
pub mod table;

pub use article::TreintaGame;

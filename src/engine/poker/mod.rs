//! The poker family (V §11 póquer sin descarte, V §12 póquer de círculo and its sintético; M
//! art. 4): the parts every poker game shares, and póquer sin descarte's engine.
//!
//! - [`game`]: the article compiled ([`game::PokerGame`]) and what the checker asks of it;
//! - [`engine`]: the engine, event by event; settlements judged from the cards at the round's end;
//!   a round's boxes are kept inline (`boxes`);
//! - `stake_index`: a round's stakes found by (kind, box, seat) once a scan is too slow;
//! - [`family`]: the family as the rest of veedor sees it (`veedor odds`, limits);
//! - [`hand`]: the five-card evaluator, parameterised by the deck, the low ace, the order of the
//!   categories and the tie-break depth;
//! - [`odds`]: exact counts over every hand: the categories, the bank's qualifier, the pay
//!   table's mean, the Carrusel's return;
//! - [`edge`]: the exact house edge against the bank, under the optimal decision or a simple rule;
//! - [`study`]: the table's study: the boxes' combinations, the edge beside the hold.

mod boxes;
pub mod edge;
pub mod engine;
pub mod family;
pub mod game;
pub mod hand;
pub mod odds;
pub mod sim;
mod stake_index;
pub mod study;

pub(crate) use engine::{carrusel_rule, pay_rule};
pub use hand::{
    Best, BoardCounts, Category, Deck, FiveTable, HandError, HandValue, Qualifier, QualifierError, Ranking, Selection,
};

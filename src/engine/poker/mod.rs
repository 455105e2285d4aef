//! The poker family (V §11 póquer sin descarte, V §12 póquer de círculo and its sintético; M
//! art. 7): for now the parts every poker game shares, with no engine yet (the family is not in
//! `engine::compile`, so no article can name it).
//!
//! - [`hand`]: the five-card evaluator, parameterised by the deck, the low ace, the order of the
//!   categories and the tie-break depth;
//! - [`odds`]: exact counts over every hand: the categories, the bank's qualifier, the pay
//!   table's mean, the Carrusel's return;
//! - [`edge`]: the exact house edge against the bank, under the optimal decision or a simple rule.

pub mod edge;
pub mod hand;
pub mod odds;
pub mod sim;

pub use hand::{Category, Deck, HandError, HandValue, Ranking};

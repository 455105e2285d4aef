//! Monte o banca (Valencia 2003 art. 13, issue 33): a banked game on the Spanish 40-card deck.
//! Four cards are placed, bets are made on which of them a drawn card will match first, in two
//! phases (Primeras, Segundas). The design is `docs/design/monte/spec.md`.

mod announce;
mod annul;
mod bets;
pub mod engine;
pub mod family;
pub mod game;
mod layout;
pub mod odds;
mod settle;
pub mod sim;
pub mod spec;
pub mod study;
#[cfg(test)]
pub(crate) mod test_spec;
#[cfg(test)]
mod tests;

pub use game::MonteGame;
pub use spec::MonteSpec;

//! Bingo (art. 10 of the 1979 catalogue; Murcia 1996 adopts it and adds the bingo acumulativo
//! of its art. 5).
//!
//! - [`odds`]: a single card's exact odds of a line and a bingo by each ball (`veedor odds`).
//! - `sim`: simulated sessions and their faults (`veedor simulate`).
//! - [`study`]: the table's study (money, balls, the line's and bingo's ball).

pub mod odds;
pub(crate) mod sim;
pub mod study;

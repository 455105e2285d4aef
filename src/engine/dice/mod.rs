//! Dados o craps.

pub mod odds;
pub mod sim;

//! Dados o craps.

pub mod odds;

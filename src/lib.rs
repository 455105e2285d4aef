//! veedor: audits recorded casino table-game logs against the Spanish Catálogo de Juegos.
//!
//! log text → [`log::parser`] → typed [`log::event::Event`]s with byte spans → the game's
//! [`engine::Engine`], parameterised by a [`catalog`] article → [`finding::Finding`]s →
//! [`report`] and exit code.

pub mod batch;
pub mod catalog;
pub mod check;
pub mod cli;
pub mod engine;
pub mod finding;
pub mod i18n;
pub mod log;
pub mod money;
pub mod report;
pub mod rules;
pub mod sim;
pub mod study;
pub mod waiver;

//! The table-log format (`.mesa`, version 1): events, the nom parser, and the streaming reader.
//! The format is specified in `docs/log-format.md`.

pub mod card;
pub mod event;
pub mod parser;
pub mod reader;
pub mod spanish_card;
pub mod suggest;
pub mod text;

/// File extension of table logs.
pub const EXTENSION: &str = "mesa";
/// The format version this build reads.
pub const FORMAT_VERSION: u32 = 1;

//! Rendering reports: human (miette) and JSON. (Being written.)

pub mod snippets;

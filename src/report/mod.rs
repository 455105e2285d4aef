//! Rendering reports: human (miette) and JSON. (Skeleton: being written.)

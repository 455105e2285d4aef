//! Simulated sessions and fault injection. (Skeleton: being written.)

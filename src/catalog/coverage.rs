//! `veedor catalog coverage`: per article, which rules are checked and which are declared not
//! checkable from a log. (Skeleton: being written.)

//! Optional lines a log left out, and the checks that could not be made without them.
//!
//! Some lines of the format are optional (a log may not know who was given punto's cards, or
//! where the stop card was placed), and a check that needs one simply has nothing to compare.
//! Passing silently would let a log look verified where it was not, so each engine lists what
//! it missed and the file gets one note-level finding (a warning) that says which checks were
//! not made and why, at the first play it concerns.

use crate::finding::{Finding, Label};
use crate::log::event::Loc;

/// One optional line never logged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unlogged {
    /// The line as it would be written, e.g. `hand punto SEAT`.
    pub line: &'static str,
    /// What could not be checked without it, e.g. `that the highest bettor on punto is given
    /// its cards`.
    pub unchecked: String,
    /// The checks not made, e.g. `BC025`.
    pub checks: String,
}

/// The one finding of `code` for the lines in `missing`, at `at` (the first play they concern);
/// `None` when nothing is missing.
pub fn finding(code: &'static str, at: Loc, missing: &[Unlogged]) -> Option<Finding> {
    if missing.is_empty() {
        return None;
    }
    let items: Vec<String> =
        missing.iter().map(|m| format!("without `{}`, {} ({})", m.line, m.unchecked, m.checks)).collect();
    let lines: Vec<String> = missing.iter().map(|m| format!("`{}`", m.line)).collect();
    let n = missing.len();
    Some(
        Finding::new(
            code,
            Label::new(at, "first coup dealt"),
            format!(
                "the log leaves out {} optional line{}, so {} not checked: {}",
                n,
                if n == 1 { "" } else { "s" },
                if n == 1 { "this was" } else { "these were" },
                items.join("; ")
            ),
        )
        .expected(lines.join(", "))
        .found(if n == 1 { "no such line in the log" } else { "none of these lines in the log" }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_finding_listing_every_line() {
        let at = Loc { line: 3, col: 1, offset: 20, len: 4 };
        assert_eq!(finding("BC055", at, &[]), None);
        let m = [
            Unlogged {
                line: "hand punto SEAT",
                unchecked: "who is given punto's cards".into(),
                checks: "BC025".into(),
            },
            Unlogged { line: "cutcard N", unchecked: "the stop card's place".into(), checks: "BC021, BC022".into() },
        ];
        let f = finding("BC055", at, &m).unwrap();
        assert_eq!(
            f.message,
            "the log leaves out 2 optional lines, so these were not checked: without `hand punto SEAT`, who is \
             given punto's cards (BC025); without `cutcard N`, the stop card's place (BC021, BC022)"
        );
        assert_eq!(f.expected.map(|e| e.en()).as_deref(), Some("`hand punto SEAT`, `cutcard N`"));
    }
}

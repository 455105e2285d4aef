//! Optional lines a log left out, and the checks that could not be made without them.
//!
//! Some lines of the format are optional (a log may not know who was given punto's cards, or
//! where the stop card was placed), and a check that needs one simply has nothing to compare.
//! Passing silently would let a log look verified where it was not, so each engine lists what
//! it missed and the file gets one note-level finding (a warning) that says which checks were
//! not made and why, at the first play it concerns.

use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::Loc;
use crate::t;

/// One optional line never logged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unlogged {
    /// The line as it would be written, e.g. `hand punto SEAT`.
    pub line: &'static str,
    /// What could not be checked without it, e.g. `that the highest bettor on punto is given
    /// its cards`.
    pub unchecked: Text,
    /// The checks not made, e.g. `BC025`.
    pub checks: String,
}

/// The one finding of `code` for the lines in `missing`, at `at` (the first play they concern);
/// `None` when nothing is missing.
pub fn finding(code: &'static str, at: Loc, missing: &[Unlogged]) -> Option<Finding> {
    if missing.is_empty() {
        return None;
    }
    let items: Vec<Text> = missing
        .iter()
        .map(|m| t!("bac-not-logged-item", line = m.line, unchecked = m.unchecked.clone(), checks = m.checks.as_str()))
        .collect();
    let lines: Vec<Text> = missing.iter().map(|m| Text::code(m.line)).collect();
    let n = missing.len();
    Some(
        Finding::new(
            code,
            Label::new(at, t!("bac-not-logged-first-coup")),
            t!("bac-not-logged", count = n, items = list(&items)),
        )
        .expected(t!("report-log-lines", lines = code_list(&lines)))
        .found(t!("bac-not-logged-found", count = n)),
    )
}

/// The items, separated by semicolons (each item has commas of its own).
fn list(items: &[Text]) -> Text {
    match items {
        [] => Text::verbatim(""),
        [one] => one.clone(),
        [head, rest @ ..] => t!("bac-not-logged-list", head = head.clone(), tail = list(rest)),
    }
}

/// Log lines one after the other, comma-separated.
fn code_list(items: &[Text]) -> Text {
    match items {
        [] => Text::verbatim(""),
        [one] => one.clone(),
        [head, rest @ ..] => t!("report-code-list", head = head.clone(), tail = code_list(rest)),
    }
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
                unchecked: Text::verbatim("who is given punto's cards"),
                checks: "BC025".into(),
            },
            Unlogged {
                line: "cutcard N",
                unchecked: Text::verbatim("the stop card's place"),
                checks: "BC021, BC022".into(),
            },
        ];
        let f = finding("BC055", at, &m).unwrap();
        assert_eq!(
            f.message,
            "the log leaves out 2 optional lines, so these were not checked: without `hand punto SEAT`, who is \
             given punto's cards (BC025); without `cutcard N`, the stop card's place (BC021, BC022)"
        );
        assert_eq!(f.expected.map(|e| e.en()).as_deref(), Some("log lines: `hand punto SEAT`, `cutcard N`"));
        assert_eq!(
            f.message.render(crate::i18n::Locale::human(crate::i18n::Lang::Es)),
            "el registro omite 2 líneas opcionales, así que no se comprobó lo siguiente: sin `hand punto SEAT`, \
             who is given punto's cards (BC025); sin `cutcard N`, the stop card's place (BC021, BC022)"
        );
    }
}

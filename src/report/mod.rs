//! Rendering reports: human ([`human`], miette diagnostics on sparse snippets of the log) and
//! machine-readable ([`json`], documented in `docs/json-output.md`), plus the totals and exit
//! code they share.

pub mod examples;
pub mod human;
pub mod json;
pub mod snippets;

use serde::Serialize;

use crate::check::FileReport;
use crate::finding::Severity;
use crate::rules;

/// Exit code: nothing found.
pub const EXIT_CLEAN: u8 = 0;
/// Exit code: at least one violation (a finding of a non-input check).
pub const EXIT_FINDINGS: u8 = 1;
/// Exit code: an input could not be (fully) checked, or the command itself failed. Wins over 1.
pub const EXIT_INPUT_ERROR: u8 = 2;

/// Totals over the files of one run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// Inputs reported (each file, each unreadable path, standard input).
    pub files: usize,
    /// Findings of severity error, input errors included.
    pub errors: usize,
    pub warnings: usize,
    /// Files that could not be fully checked (a finding of the log-format group).
    pub input_errors: usize,
    /// Findings of violation groups (session, game), whatever their severity.
    #[serde(skip)]
    pub violations: usize,
}

impl Summary {
    pub fn add(&mut self, report: &FileReport) {
        self.files += 1;
        self.errors += report.count(Severity::Error);
        self.warnings += report.count(Severity::Warning);
        if report.has_input_error() {
            self.input_errors += 1;
        }
        self.violations +=
            report.findings.iter().filter(|f| !rules::lookup(f.code).is_some_and(rules::Check::is_input_error)).count();
    }

    /// 2 when any input could not be fully checked, else 1 when anything was found, else 0.
    pub fn exit_code(&self) -> u8 {
        if self.input_errors > 0 {
            EXIT_INPUT_ERROR
        } else if self.violations > 0 {
            EXIT_FINDINGS
        } else {
            EXIT_CLEAN
        }
    }
}

/// `1 error`, `2 warnings`.
pub(crate) fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::check::{FileStats, SourceHandle, unreadable};
    use crate::finding::{Finding, Label};
    use crate::log::event::Loc;

    fn with(codes: &[&'static str]) -> FileReport {
        let at = Loc { line: 1, col: 1, offset: 0, len: 1 };
        FileReport {
            name: "t.mesa".into(),
            source: SourceHandle::Bytes(Arc::from(&b"x"[..])),
            catalog: None,
            findings: codes.iter().map(|c| Finding::new(c, Label::new(at, ""), "m")).collect(),
            stats: FileStats::default(),
        }
    }

    #[test]
    fn exit_codes() {
        let code = |reports: &[FileReport]| {
            let mut s = Summary::default();
            reports.iter().for_each(|r| s.add(r));
            s.exit_code()
        };
        assert_eq!(code(&[]), EXIT_CLEAN);
        assert_eq!(code(&[with(&[])]), EXIT_CLEAN);
        assert_eq!(code(&[with(&["S003"])]), EXIT_FINDINGS, "a warning of a violation group counts");
        assert_eq!(code(&[with(&["RL003"]), with(&[])]), EXIT_FINDINGS);
        assert_eq!(code(&[with(&["RL003"]), with(&["M001"])]), EXIT_INPUT_ERROR, "2 wins over 1");
        let missing = unreadable("x".into(), SourceHandle::Path("x".into()), "gone");
        assert_eq!(code(&[with(&[]), missing]), EXIT_INPUT_ERROR);
        let mut s = Summary::default();
        s.add(&with(&["S003", "RL003", "M002"]));
        assert_eq!((s.files, s.errors, s.warnings, s.input_errors, s.violations), (1, 2, 1, 1, 2));
    }
}

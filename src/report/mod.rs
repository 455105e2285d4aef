//! Rendering reports: human ([`human`], miette diagnostics on sparse snippets of the log),
//! one line per finding ([`concise`], [`github`] workflow commands) and machine-readable
//! ([`json`] and [`jsonl`], documented in `docs/json-output.md`; [`sarif`] 2.1.0; [`junit`]
//! XML), the inspector's document ([`html`]), the `--summary` table and `--statistics`
//! ([`stats`]), plus the totals and exit code they share. Every format shows waived findings
//! as waived.

pub mod concise;
pub mod custody;
pub mod examples;
pub mod github;
pub mod html;
pub mod human;
pub mod json;
pub mod jsonl;
pub mod junit;
pub mod sarif;
pub mod sarif_rules;
pub mod snippets;
pub mod stats;
pub mod tables;
pub mod verdict;

use serde::Serialize;

use crate::check::FileReport;
use crate::finding::{Finding, Severity};
use crate::log::event::Loc;
use crate::rules;

/// Exit code: nothing found (or nothing at or above `--fail-on`, or `--exit-zero`).
pub const EXIT_CLEAN: u8 = 0;
/// Exit code: at least one active finding of a violation check at or above `--fail-on`.
pub const EXIT_FINDINGS: u8 = 1;
/// Exit code: an input could not be (fully) checked, or the command itself failed. Wins over 1,
/// and `--exit-zero` does not hide it.
pub const EXIT_INPUT_ERROR: u8 = 2;

/// What makes `veedor check` exit with 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExitPolicy {
    /// The lowest severity that fails the run (`--fail-on`, default error).
    pub fail_on: Severity,
    /// `--exit-zero`: findings never fail the run (input errors still give 2).
    pub exit_zero: bool,
}

impl Default for ExitPolicy {
    fn default() -> ExitPolicy {
        ExitPolicy { fail_on: Severity::Error, exit_zero: false }
    }
}

/// Totals over the files of one run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// Inputs reported (each file, each unreadable path, standard input, a waivers file with
    /// problems).
    pub files: usize,
    /// Active (not waived) findings of severity error, input errors included.
    pub errors: usize,
    /// Active findings of severity warning.
    pub warnings: usize,
    /// Files that could not be fully checked (a finding of the log-format group).
    pub input_errors: usize,
    /// Findings waived by an inline waiver or a waivers file (not in `errors`/`warnings`).
    pub waived: usize,
    /// Active findings of the other groups (violations, waiver problems) that are errors.
    #[serde(skip)]
    pub violation_errors: usize,
    /// Active findings of the other groups that are warnings.
    #[serde(skip)]
    pub violation_warnings: usize,
}

impl Summary {
    pub fn add(&mut self, report: &FileReport) {
        self.files += 1;
        self.errors += report.count(Severity::Error);
        self.warnings += report.count(Severity::Warning);
        self.waived += report.waived();
        if report.has_input_error() {
            self.input_errors += 1;
        }
        for f in report.findings.iter().filter(|f| f.is_active()) {
            if rules::lookup(f.code).is_some_and(rules::Check::is_input_error) {
                continue;
            }
            match f.severity {
                Severity::Error => self.violation_errors += 1,
                Severity::Warning => self.violation_warnings += 1,
            }
        }
    }

    /// 2 when any input could not be fully checked; else 1 when an active violation is at or
    /// above `policy.fail_on` (and not `exit_zero`); else 0.
    pub fn exit_code(&self, policy: ExitPolicy) -> u8 {
        let failing = match policy.fail_on {
            Severity::Error => self.violation_errors,
            Severity::Warning => self.violation_errors + self.violation_warnings,
        };
        if self.input_errors > 0 {
            EXIT_INPUT_ERROR
        } else if failing > 0 && !policy.exit_zero {
            EXIT_FINDINGS
        } else {
            EXIT_CLEAN
        }
    }
}

/// The finding's position, when it has one (`None` for an input that could not be read).
pub fn position(f: &Finding) -> Option<Loc> {
    (f.primary.loc.line > 0).then_some(f.primary.loc)
}

/// `error` / `warning` as a reader of `lang` calls them (JSON and SARIF keep the English
/// keywords, which are part of their schema).
pub fn severity_name(severity: Severity, lang: crate::i18n::Lang) -> String {
    match severity {
        Severity::Error => crate::t!("severity-error"),
        Severity::Warning => crate::t!("severity-warning"),
    }
    .render(crate::i18n::Locale::human(lang))
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
            study: None,
            lang: crate::i18n::Lang::En,
        }
    }

    #[test]
    fn exit_codes() {
        let code = |reports: &[FileReport], policy: ExitPolicy| {
            let mut s = Summary::default();
            reports.iter().for_each(|r| s.add(r));
            s.exit_code(policy)
        };
        let default = ExitPolicy::default();
        let warning = ExitPolicy { fail_on: Severity::Warning, exit_zero: false };
        let zero = ExitPolicy { exit_zero: true, ..default };
        assert_eq!(code(&[], default), EXIT_CLEAN);
        assert_eq!(code(&[with(&[])], default), EXIT_CLEAN);
        assert_eq!(code(&[with(&["S003"])], default), EXIT_CLEAN, "a warning passes --fail-on error");
        assert_eq!(code(&[with(&["S003"])], warning), EXIT_FINDINGS, "and fails --fail-on warning");
        assert_eq!(code(&[with(&["RL003"]), with(&[])], default), EXIT_FINDINGS);
        assert_eq!(code(&[with(&["RL003"])], zero), EXIT_CLEAN);
        assert_eq!(code(&[with(&["RL003"]), with(&["M001"])], default), EXIT_INPUT_ERROR, "2 wins over 1");
        assert_eq!(code(&[with(&["M001"])], zero), EXIT_INPUT_ERROR, "--exit-zero keeps input errors");
        let missing = unreadable("x".into(), SourceHandle::Path("x".into()), "gone");
        assert_eq!(code(&[with(&[]), missing], default), EXIT_INPUT_ERROR);
        let mut waived = with(&["RL003"]);
        waived.findings[0].waived = Some(crate::finding::Waived {
            reason: "ok".into(),
            source: crate::finding::WaiverSource::Inline,
            file: None,
            line: 1,
        });
        assert_eq!(code(&[waived.clone()], warning), EXIT_CLEAN, "waived findings do not count");
        let mut s = Summary::default();
        s.add(&waived);
        assert_eq!((s.errors, s.waived), (0, 1));
        let mut s = Summary::default();
        s.add(&with(&["S003", "RL003", "M002"]));
        assert_eq!((s.files, s.errors, s.warnings, s.input_errors), (1, 2, 1, 1));
        assert_eq!((s.violation_errors, s.violation_warnings), (1, 1));
    }
}

//! The verdict on a table (or one session of it): what its findings say, and whether its
//! statistics call for a second look. A table without a violation whose outcome frequencies are
//! anomalous is not shown «CONFORME» in green: it is «CONFORME CON OBSERVACIONES» (REVIEW), so
//! that the verdict never contradicts the statistics printed under it.
//!
//! The statistical alerts: the chi-square test of the outcome frequencies ([`crate::study`]),
//! p below `--alert-p` (default [`DEFAULT_ALERT_P`]) with enough rounds for the test to hold;
//! and the hold far outside the range the bets' edge allows for the rounds played
//! ([`crate::study::hold`]), at the same threshold.
//! The test's own threshold is the same figure ([`crate::study::TableStudy::judge`]), so the
//! study's «anomalous» and the verdict's REVIEW always agree.

use serde::Serialize;

use crate::check::FileReport;
use crate::finding::Severity;
use crate::i18n::Text;
use crate::study::{TableStudy, Verdict as TestVerdict};
use crate::t;

/// `--alert-p`'s default: one fair table in a thousand is flagged by chance, so that a day of
/// hundreds of tables is not full of false alarms, while a wheel biased enough to matter over a
/// few thousand spins still falls far below it.
pub const DEFAULT_ALERT_P: f64 = crate::study::DEFAULT_THRESHOLD;

/// The verdict, worst first (the order tables are listed in).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// A log could not be (fully) checked.
    NotFullyChecked,
    /// An active finding of severity error.
    NonCompliant,
    /// No active error, but a statistical alert: «conforme con observaciones».
    Review,
    /// Active warnings only.
    Warnings,
    /// No active finding (waived ones aside) and no alert.
    Compliant,
}

impl Verdict {
    /// What the findings of `reports` say (the statistics aside).
    pub fn of_findings<'r>(reports: impl IntoIterator<Item = &'r FileReport>) -> Verdict {
        reports
            .into_iter()
            .map(|r| {
                if r.has_input_error() {
                    Verdict::NotFullyChecked
                } else if r.count(Severity::Error) > 0 {
                    Verdict::NonCompliant
                } else if r.count(Severity::Warning) > 0 {
                    Verdict::Warnings
                } else {
                    Verdict::Compliant
                }
            })
            .min()
            .unwrap_or(Verdict::Compliant)
    }

    /// The verdict once the statistics are read: an alert turns a table without violations
    /// (compliant, or with warnings only) into [`Verdict::Review`].
    pub fn with_alert(self, alert: Option<&Alert>) -> Verdict {
        match (self, alert) {
            (Verdict::Compliant | Verdict::Warnings, Some(_)) => Verdict::Review,
            (v, _) => v,
        }
    }

    /// The key of the JSON (`review`) and of the HTML badge's class.
    pub fn key(self) -> &'static str {
        match self {
            Verdict::NotFullyChecked => "not-fully-checked",
            Verdict::NonCompliant => "non-compliant",
            Verdict::Review => "review",
            Verdict::Warnings => "warnings",
            Verdict::Compliant => "compliant",
        }
    }

    /// The verdict's word for a reader.
    pub fn word(self) -> Text {
        match self {
            Verdict::NotFullyChecked => t!("html-verdict-not-fully-checked"),
            Verdict::NonCompliant => t!("html-verdict-non-compliant"),
            Verdict::Review => t!("html-verdict-review"),
            Verdict::Warnings => t!("html-verdict-warnings"),
            Verdict::Compliant => t!("html-verdict-compliant"),
        }
    }
}

/// Why a table's statistics call for a second look.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Alert {
    /// The outcome frequencies are anomalous: the chi-square test's p-value is below the
    /// threshold, with enough rounds for the test to hold.
    Frequencies { p_value: f64, threshold: f64 },
    /// The observed hold is far from what the edge of the bets placed leads one to expect over
    /// this many rounds ([`crate::study::hold`]): the two-sided p-value of its deviation is
    /// below the threshold. `z` is positive when the house won more than expected.
    Hold { z: f64, p_value: f64, threshold: f64 },
}

impl Alert {
    /// The alert of `study`, if any: its outcomes' test judged anomalous (at the threshold the
    /// test was judged at: `--alert-p`).
    /// The frequencies' alert first (the outcomes are what the law governs); else the hold's.
    pub fn of(study: &TableStudy) -> Option<Alert> {
        let frequencies = study.outcomes.test.as_ref().and_then(|test| {
            (test.verdict == TestVerdict::Anomalous)
                .then_some(Alert::Frequencies { p_value: test.p_value, threshold: test.threshold })
        });
        frequencies.or_else(|| {
            let test = study.hold_test()?;
            (test.p_value < study.alert_p).then_some(Alert::Hold {
                z: test.z,
                p_value: test.p_value,
                threshold: study.alert_p,
            })
        })
    }

    /// The alert in a sentence.
    pub fn text(&self, locale: crate::i18n::Locale) -> Text {
        match *self {
            Alert::Frequencies { p_value, threshold } => t!(
                "verdict-alert-frequencies",
                p = crate::report::stats::p_text(p_value, locale),
                threshold = crate::report::stats::threshold_text(threshold, locale)
            ),
            Alert::Hold { z, p_value, threshold } => t!(
                "verdict-alert-hold",
                direction = if z > 0.0 { "above" } else { "below" },
                p = crate::report::stats::p_text(p_value, locale),
                threshold = crate::report::stats::threshold_text(threshold, locale)
            ),
        }
    }
}

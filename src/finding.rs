//! Findings: what a check reports, in a shape every output format renders from.

use std::fmt;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::i18n::Text;
use crate::log::event::Loc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Warning,
    Error,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
        })
    }
}

/// A place in the log and what it has to do with the finding.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Label {
    pub loc: Loc,
    pub text: Text,
}

impl Label {
    pub fn new(loc: Loc, text: impl Into<Text>) -> Label {
        Label { loc, text: text.into() }
    }
}

/// The catalogue text a finding breaks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Citation {
    /// Catalogue id, e.g. `estado-1979/ruleta-francesa`.
    pub catalog: String,
    /// Rule id inside the catalogue, e.g. `ruleta.payout.pleno`.
    pub rule: String,
    /// The legal text, e.g. `Orden de 9 de octubre de 1979, Catálogo de Juegos (BOE-A-1979-25744)`.
    pub document: String,
    pub article: String,
    pub section: String,
    /// Verbatim quote of the text.
    pub quote: String,
    /// The provision that makes this rule the law of the table's jurisdiction, when the table's
    /// catalogue article adopts another's (Murcia's art. 2 adopting the 1979 article): its
    /// `catalog` is the table's article, and it may itself be adopted by another.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adopted_by: Option<Box<Citation>>,
}

impl fmt::Display for Citation {
    /// `DOCUMENT, art. A, §S [RULE]: «QUOTE»`, then one line per adopting provision:
    /// `as adopted by DOCUMENT, art. A [RULE]: «QUOTE»` (no `§` where the article has none).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, art. {}", self.document, self.article)?;
        if !self.section.is_empty() {
            write!(f, ", §{}", self.section)?;
        }
        write!(f, " [{}]: «{}»", self.rule, self.quote)?;
        if let Some(by) = &self.adopted_by {
            write!(f, "\nas adopted by {by}")?;
        }
        Ok(())
    }
}

impl Citation {
    /// As `Display` writes it, in `lang`: only the adopting provision's lead words are
    /// veedor's; the rest is the catalogue's own text.
    pub fn render(&self, lang: crate::i18n::Lang) -> String {
        let mut out = format!("{}, art. {}", self.document, self.article);
        if !self.section.is_empty() {
            out.push_str(&format!(", §{}", self.section));
        }
        out.push_str(&format!(" [{}]: «{}»", self.rule, self.quote));
        if let Some(by) = &self.adopted_by {
            out.push('\n');
            out.push_str(
                &crate::t!("report-adopted-by", citation = by.render(lang)).render(crate::i18n::Locale::human(lang)),
            );
        }
        out
    }
}

/// One violation (or log defect) found in a file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// Stable check code from the registry (`RL003`).
    pub code: &'static str,
    pub severity: Severity,
    /// One sentence.
    pub message: Text,
    pub expected: Option<Text>,
    pub found: Option<Text>,
    /// The offending event.
    pub primary: Label,
    /// Its causes: the bet, the spin, the earlier settlement.
    pub secondary: Vec<Label>,
    /// Catalogue rule the engine says this finding breaks, when more than one rule shares the
    /// check (e.g. the payout rule of the bet's kind). Resolved into `citation` by the checker.
    pub rule_hint: Option<String>,
    pub citation: Option<Citation>,
    /// Set when an inspector accepted the finding (an inline waiver in the log or an entry of a
    /// waivers file): still reported, but it does not count towards the exit code.
    pub waived: Option<Waived>,
}

/// Why and where a finding was waived.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Waived {
    /// The inspector's reason, as written.
    pub reason: String,
    /// `inline` (a `# veedor: waive` comment in the log) or `file` (a waivers file).
    pub source: WaiverSource,
    /// The waivers file, for `file`; `null` for inline waivers.
    pub file: Option<String>,
    /// 1-based line of the waiver: the comment in the log, or the entry in the waivers file.
    pub line: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum WaiverSource {
    Inline,
    File,
}

impl Finding {
    /// A finding with the registry's default severity for `code`.
    pub fn new(code: &'static str, primary: Label, message: impl Into<Text>) -> Finding {
        let severity = crate::rules::lookup(code).map_or(Severity::Error, |c| c.severity);
        Finding {
            code,
            severity,
            message: message.into(),
            expected: None,
            found: None,
            primary,
            secondary: Vec::new(),
            rule_hint: None,
            citation: None,
            waived: None,
        }
    }

    pub fn expected(mut self, e: impl Into<Text>) -> Finding {
        self.expected = Some(e.into());
        self
    }

    pub fn found(mut self, f: impl Into<Text>) -> Finding {
        self.found = Some(f.into());
        self
    }

    pub fn label(mut self, loc: Loc, text: impl Into<Text>) -> Finding {
        self.secondary.push(Label::new(loc, text));
        self
    }

    pub fn rule(mut self, rule_id: impl Into<String>) -> Finding {
        self.rule_hint = Some(rule_id.into());
        self
    }

    /// Like [`Finding::rule`], when the engine may or may not know a more specific rule.
    pub fn rule_opt(mut self, rule_id: Option<String>) -> Finding {
        if rule_id.is_some() {
            self.rule_hint = rule_id;
        }
        self
    }

    /// Whether the finding counts: not waived.
    pub fn is_active(&self) -> bool {
        self.waived.is_none()
    }

    /// Sort key giving the same order every run: by position, then code.
    pub fn order_key(&self) -> (u64, &'static str) {
        (self.primary.loc.offset, self.code)
    }
}

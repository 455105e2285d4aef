//! `--summary` (per file: findings by rule and severity, with totals) and `--statistics`
//! (counts per rule over the run, like ruff's `--statistics`), as text tables or JSON.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;

use crate::check::FileReport;
use crate::finding::Severity;
use crate::i18n::{Lang, Locale};
use crate::rules;
use crate::t;

/// One row of the `--summary` table.
#[derive(Clone, Debug, Default, Serialize)]
pub struct FileRow {
    pub file: String,
    /// `clean`, `findings` or `input-error`.
    pub status: &'static str,
    pub errors: usize,
    pub warnings: usize,
    pub waived: usize,
    /// Active findings per rule code, in code order.
    pub by_rule: BTreeMap<&'static str, usize>,
}

/// The `--summary` table: one row per file, then the totals.
#[derive(Clone, Debug, Serialize)]
pub struct SummaryTable {
    pub files: Vec<FileRow>,
    pub total: FileRow,
    /// The statistics per table across its sessions («estudios», docs/json-output.md).
    pub tables: crate::study::estudios::Estudios,
}

impl Default for SummaryTable {
    fn default() -> SummaryTable {
        SummaryTable {
            files: Vec::new(),
            total: FileRow { file: "total".into(), status: "clean", ..FileRow::default() },
            tables: Default::default(),
        }
    }
}

impl SummaryTable {
    pub fn new(reports: &[FileReport]) -> SummaryTable {
        let mut table = SummaryTable::default();
        reports.iter().for_each(|r| table.add(r));
        table
    }

    /// A file's row, as its report arrives.
    pub fn add(&mut self, r: &FileReport) {
        self.tables.add(r);
        let total = &mut self.total;
        let mut row = FileRow {
            file: r.name.clone(),
            status: if r.has_input_error() {
                "input-error"
            } else if r.findings.iter().any(|f| f.is_active()) {
                "findings"
            } else {
                "clean"
            },
            errors: r.count(Severity::Error),
            warnings: r.count(Severity::Warning),
            waived: r.waived(),
            by_rule: BTreeMap::new(),
        };
        for f in r.findings.iter().filter(|f| f.is_active()) {
            *row.by_rule.entry(f.code).or_default() += 1;
            *total.by_rule.entry(f.code).or_default() += 1;
        }
        total.errors += row.errors;
        total.warnings += row.warnings;
        total.waived += row.waived;
        if row.status == "input-error" || (row.status == "findings" && total.status == "clean") {
            total.status = row.status;
        }
        self.files.push(row);
    }

    /// The table as text in `lang`: `file  errors  warnings  waived  rules`, rules as
    /// `RL003×2 S003×1`; each count column as wide as its heading.
    pub fn render(&self, lang: Lang) -> String {
        let word = |text: crate::i18n::Text| text.render(Locale::human(lang));
        let rules_text = |row: &FileRow| {
            let parts: Vec<String> = row.by_rule.iter().map(|(c, n)| format!("{c}×{n}")).collect();
            if parts.is_empty() { "-".to_owned() } else { parts.join(" ") }
        };
        let (file, errors, warnings, waived, rules_) = (
            word(t!("stats-file")),
            word(t!("stats-errors")),
            word(t!("stats-warnings")),
            word(t!("stats-waived")),
            word(t!("stats-rules")),
        );
        let total = word(t!("stats-total"));
        let input_error = word(t!("stats-input-error"));
        let len = |s: &str| s.chars().count();
        let width = self.files.iter().map(|r| len(&r.file)).chain([5, len(&total), len(&file)]).max().unwrap_or(5);
        let (w_err, w_warn, w_waived) = (len(&errors), len(&warnings), len(&waived));
        let mut out = String::new();
        let _ = writeln!(out, "{file:<width$}  {errors:>w_err$}  {warnings:>w_warn$}  {waived:>w_waived$}  {rules_}");
        let rows = self.files.iter().map(|r| (r, r.file.as_str())).chain([(&self.total, total.as_str())]);
        for (row, name) in rows {
            let _ = writeln!(
                out,
                "{:<width$}  {:>w_err$}  {:>w_warn$}  {:>w_waived$}  {}{}",
                name,
                row.errors,
                row.warnings,
                row.waived,
                rules_text(row),
                if row.status == "input-error" { format!("  {input_error}") } else { String::new() }
            );
        }
        out.push_str(&crate::study::text::render(&self.tables, Locale::human(lang)));
        out
    }
}

/// One line of `--statistics`.
#[derive(Clone, Debug, Serialize)]
pub struct RuleCount {
    pub code: &'static str,
    pub name: &'static str,
    /// Active findings.
    pub count: usize,
    pub waived: usize,
}

/// Counts per rule code over the run: most frequent first, then by code.
pub fn statistics(reports: &[FileReport]) -> Vec<RuleCount> {
    let mut counts: BTreeMap<&'static str, (usize, usize)> = BTreeMap::new();
    for f in reports.iter().flat_map(|r| &r.findings) {
        let e = counts.entry(f.code).or_default();
        if f.is_active() {
            e.0 += 1;
        } else {
            e.1 += 1;
        }
    }
    let mut out: Vec<RuleCount> = counts
        .into_iter()
        .map(|(code, (count, waived))| RuleCount {
            code,
            name: rules::lookup(code).map_or("", |c| c.name),
            count,
            waived,
        })
        .collect();
    out.sort_by(|a, b| b.count.cmp(&a.count).then(a.code.cmp(b.code)));
    out
}

/// `--statistics` as text in `lang`: `count  CODE   name` (and `(N waived)`).
pub fn render_statistics(counts: &[RuleCount], lang: Lang) -> String {
    let width = counts.iter().map(|c| c.count.to_string().len()).max().unwrap_or(1);
    let mut out = String::new();
    for c in counts {
        let waived = if c.waived > 0 {
            format!("  {}", t!("stats-rule-waived", waived = c.waived).render(Locale::human(lang)))
        } else {
            String::new()
        };
        let _ = writeln!(out, "{:>width$}  {:<6} {}{waived}", c.count, c.code, c.name);
    }
    out
}

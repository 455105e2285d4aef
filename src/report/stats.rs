//! `--summary` (per table: its sessions, rounds, staked, hold, verdict and codes, worst first;
//! the totals; the tables' statistics; the chain of custody) and `--statistics` (counts per rule
//! over the run, like ruff's `--statistics`), as text tables or JSON.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;

use super::custody::{Custody, Run};
use super::tables::{self, TableRow, TableRows};
use super::verdict::Verdict;
use crate::catalog::CatalogSet;
use crate::check::FileReport;
use crate::finding::Severity;
use crate::i18n::numbers::{amount, percent};
use crate::i18n::{Currency, Lang, Locale};
use crate::money::Amount;
use crate::rules;
use crate::t;

/// Codes listed in the total line before the rest are counted.
const TOP_CODES_TOTAL: usize = 8;

/// One file's counts (the JSON's `files`, and the total).
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

/// The `--summary` table.
#[derive(Clone, Debug, Serialize)]
pub struct SummaryTable {
    /// One row per file, in the order they were checked.
    pub files: Vec<FileRow>,
    pub total: FileRow,
    /// The statistics per table across its sessions («estudios», docs/json-output.md).
    pub tables: crate::study::estudios::Estudios,
    /// One row per table, worst first (docs/json-output.md, «verdicts»).
    pub verdicts: TableRows,
    /// What was examined, by which veedor, for whom.
    pub custody: Custody,
    /// `--summary-all`: the text lists clean tables too.
    #[serde(skip)]
    pub all: bool,
}

impl Default for SummaryTable {
    fn default() -> SummaryTable {
        SummaryTable::for_run(Run::default(), false)
    }
}

impl SummaryTable {
    /// The table of a run (`all`: `--summary-all`).
    pub fn for_run(run: Run, all: bool) -> SummaryTable {
        SummaryTable {
            files: Vec::new(),
            total: FileRow { file: "total".into(), status: "clean", ..FileRow::default() },
            tables: Default::default(),
            verdicts: TableRows::default(),
            custody: Custody::new(run),
            all,
        }
    }

    /// The table of `reports`, finished (tests and the formats written as a whole).
    pub fn new(reports: &[FileReport]) -> SummaryTable {
        let mut table = SummaryTable::default();
        reports.iter().for_each(|r| table.add(r));
        table.finish(None);
        table
    }

    /// A file's row, as its report arrives.
    pub fn add(&mut self, r: &FileReport) {
        self.tables.add(r);
        self.verdicts.add(r);
        self.custody.add(r);
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

    /// Once every file is in: the verdict per table, sorted, and the articles' digests from the
    /// catalogues the run used (when given).
    pub fn finish(&mut self, catalogs: Option<&CatalogSet>) {
        self.verdicts.finish(&self.tables);
        if let Some(c) = catalogs {
            self.custody.seal_articles(c);
        }
    }

    /// The table as text in `lang`: a row per table (clean ones counted unless `all`), the
    /// totals with the most frequent codes, the statistics of the tables shown, the chain of
    /// custody.
    pub fn render(&self, lang: Lang) -> String {
        let locale = Locale::human(lang);
        let word = |text: crate::i18n::Text| text.render(locale);
        let shown: Vec<&TableRow> = self.verdicts.shown(self.all).collect();
        let mut out = String::new();
        if !shown.is_empty() {
            let headings = [
                word(t!("stats-table")),
                word(t!("stats-article")),
                word(t!("stats-sessions")),
                word(t!("stats-rounds")),
                word(t!("stats-staked")),
                word(t!("stats-hold")),
                word(t!("stats-verdict")),
                word(t!("stats-codes")),
            ];
            let cells: Vec<[String; 8]> = shown.iter().map(|r| row_cells(r, locale)).collect();
            let len = |s: &str| s.chars().count();
            let mut widths = [0usize; 8];
            for row in std::iter::once(&headings).chain(cells.iter()) {
                for (w, c) in widths.iter_mut().zip(row) {
                    *w = (*w).max(len(c));
                }
            }
            // Counts and money to the right; the last column unpadded.
            let right = [false, false, true, true, true, true, false, false];
            for row in std::iter::once(&headings).chain(cells.iter()) {
                let mut line = String::new();
                for (i, c) in row.iter().enumerate() {
                    if i > 0 {
                        line.push_str("  ");
                    }
                    let pad = widths[i] - len(c);
                    if i == 7 {
                        line.push_str(c);
                    } else if right[i] {
                        line.push_str(&" ".repeat(pad));
                        line.push_str(c);
                    } else {
                        line.push_str(c);
                        line.push_str(&" ".repeat(pad));
                    }
                }
                let _ = writeln!(out, "{}", line.trim_end());
            }
        }
        // Why a table is «conforme con observaciones»: its alert, under the rows.
        for r in &shown {
            if let (Some(table), Some(alert)) = (&r.table, &r.alert) {
                let _ = writeln!(out, "{table}: {}", word(alert.text(locale)));
            }
        }
        let clean = self.verdicts.folded(self.all);
        if clean > 0 {
            let _ = writeln!(out, "{}", word(t!("stats-clean-folded", tables = clean)));
        }
        let by = |v: Verdict| self.verdicts.rows.iter().filter(|r| r.table.is_some() && r.verdict == v).count();
        let tables = self.verdicts.rows.iter().filter(|r| r.table.is_some()).count();
        let _ = writeln!(
            out,
            "{}",
            word(t!(
                "stats-total-line",
                files = self.files.len(),
                tables = tables,
                non_compliant = by(Verdict::NonCompliant),
                review = by(Verdict::Review),
                warnings_only = by(Verdict::Warnings),
                compliant = by(Verdict::Compliant),
                not_checked = self.verdicts.rows.iter().filter(|r| r.verdict == Verdict::NotFullyChecked).count(),
                errors = self.total.errors,
                warnings = self.total.warnings,
                waived = self.total.waived
            ))
        );
        let codes = tables::all_codes(&self.verdicts.rows);
        if !codes.is_empty() {
            let _ = writeln!(out, "{}", word(t!("stats-top-codes", codes = tables::top(&codes, TOP_CODES_TOTAL))));
        }
        // The statistics of the tables shown (a clean table's are in the JSON and the HTML).
        let mut studied = crate::study::estudios::Estudios::default();
        for e in &self.tables.tables {
            let listed = shown.iter().any(|r| {
                r.table.as_deref() == Some(e.study.table.as_str())
                    && r.catalog.as_deref() == Some(e.study.catalog.as_str())
            });
            if listed {
                studied.tables.push(e.clone());
            }
        }
        out.push_str(&crate::study::text::render(&studied, locale));
        out.push('\n');
        out.push_str(&self.custody.render(locale));
        out
    }
}

/// A row's cells as a reader of `locale` reads them.
fn row_cells(r: &TableRow, locale: Locale) -> [String; 8] {
    let none = "-".to_owned();
    let locale_money = locale.with_currency(Currency::from_code(r.currency.as_deref().unwrap_or("EUR")));
    let (table, catalog) = match &r.table {
        Some(t) => (t.clone(), r.catalog.clone().unwrap_or_else(|| none.clone())),
        // An input that is no table's session: its file stands in the row.
        None => (none.clone(), r.files.join(", ")),
    };
    [
        table,
        catalog,
        if r.table.is_some() { crate::report::html::count(r.sessions, locale) } else { none.clone() },
        crate::report::html::count(r.rounds, locale),
        r.staked.map_or_else(|| none.clone(), |m| amount(Amount(m), locale_money)),
        r.hold.map_or_else(|| none.clone(), |h| percent(i128::from(*h.numer()), i128::from(*h.denom()), 2, locale)),
        r.verdict.word().render(locale),
        r.codes_short(),
    ]
}

/// A p-value as a reader of `locale` writes it: `p = 0,0003`, or `p < 0,0001` below four
/// decimals.
pub fn p_text(p: f64, locale: Locale) -> String {
    let s = if p < 0.0001 { "p < 0.0001".to_owned() } else { format!("p = {}", trim(format!("{p:.4}"))) };
    if locale.lang == Lang::Es { s.replace('.', ",") } else { s }
}

/// A threshold as a reader of `locale` writes it (`0,001`), without trailing zeros.
pub fn threshold_text(p: f64, locale: Locale) -> String {
    let s = trim(format!("{p:.10}"));
    if locale.lang == Lang::Es { s.replace('.', ",") } else { s }
}

/// A decimal without its trailing zeros (`0.0010` → `0.001`).
fn trim(s: String) -> String {
    if s.contains('.') { s.trim_end_matches('0').trim_end_matches('.').to_owned() } else { s }
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

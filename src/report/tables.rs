//! The verdict per table of a run, for a day's batch: one row per table (its sessions, rounds,
//! staked, hold, verdict and the codes found), worst first, so that hundreds of files read as
//! the few tables that need a look and a count of the clean ones. `--summary` writes it as text
//! and JSON; the HTML cover shows the same rows.

use std::collections::BTreeMap;

use num_rational::Ratio;
use serde::{Serialize, Serializer};

use super::verdict::{Alert, Verdict};
use crate::check::FileReport;
use crate::finding::Severity;
use crate::study::estudios::Estudios;

/// Codes shown in a row before the rest are counted (`RL003×12 RL007×3 S003×1 (+4)`).
pub const TOP_CODES: usize = 3;

/// Above this many tables, the clean ones are counted rather than listed (unless
/// `--summary-all`): a day's batch reads as the tables that need a look. A run of a few tables
/// lists them all, with their statistics.
pub const FOLD_ABOVE: usize = 10;

/// One table of the run: the files of one table id under one catalogue article, or (no table)
/// one input whose header could not be read.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableRow {
    /// The table id; `null` for an input that is no table's session.
    pub table: Option<String>,
    pub catalog: Option<String>,
    /// The files of the table, in the order they were checked.
    pub files: Vec<String>,
    /// Sessions summed in its statistics (the files less those that repeat another's content).
    pub sessions: u64,
    /// Rounds of the sessions summed.
    pub rounds: u64,
    /// ISO 4217 code of the table's currency.
    pub currency: Option<String>,
    /// Staked over the sessions summed, in minor units.
    pub staked: Option<i64>,
    /// The observed hold, exact (`n/d`); `null` when nothing was staked or no statistics.
    #[serde(serialize_with = "ratio")]
    pub hold: Option<Ratio<i64>>,
    pub verdict: Verdict,
    /// Why the statistics call for a second look, when they do.
    pub alert: Option<Alert>,
    pub errors: usize,
    pub warnings: usize,
    pub waived: usize,
    /// Active findings per code, most frequent first (then by code).
    pub codes: Vec<CodeCount>,
    /// What the findings alone say (the verdict before the statistics are read).
    #[serde(skip)]
    findings_verdict: Verdict,
}

/// A code and how many active findings of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CodeCount {
    pub code: &'static str,
    pub count: usize,
}

fn ratio<S: Serializer>(r: &Option<Ratio<i64>>, s: S) -> Result<S::Ok, S::Error> {
    match r {
        Some(r) => s.serialize_str(&r.to_string()),
        None => s.serialize_none(),
    }
}

/// The rows of a run, built as the reports arrive.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(transparent)]
pub struct TableRows {
    pub rows: Vec<TableRow>,
    /// Per row, its codes while they are counted.
    #[serde(skip)]
    counts: Vec<BTreeMap<&'static str, usize>>,
}

impl TableRows {
    /// A file, as its report arrives.
    pub fn add(&mut self, r: &FileReport) {
        let key = r.study.as_deref().map(|s| (s.table.clone(), s.catalog.clone()));
        let i = match key.as_ref().and_then(|k| {
            self.rows.iter().position(|row| row.table.as_ref() == Some(&k.0) && row.catalog.as_ref() == Some(&k.1))
        }) {
            Some(i) => i,
            None => {
                let (table, catalog) = match key {
                    Some((t, c)) => (Some(t), Some(c)),
                    None => (None, r.catalog.clone()),
                };
                self.rows.push(TableRow {
                    table,
                    catalog,
                    files: Vec::new(),
                    sessions: 0,
                    rounds: 0,
                    currency: None,
                    staked: None,
                    hold: None,
                    verdict: Verdict::Compliant,
                    alert: None,
                    errors: 0,
                    warnings: 0,
                    waived: 0,
                    codes: Vec::new(),
                    findings_verdict: Verdict::Compliant,
                });
                self.counts.push(BTreeMap::new());
                self.rows.len() - 1
            }
        };
        let row = &mut self.rows[i];
        row.files.push(r.name.clone());
        row.errors += r.count(Severity::Error);
        row.warnings += r.count(Severity::Warning);
        row.waived += r.waived();
        row.findings_verdict = row.findings_verdict.min(Verdict::of_findings([r]));
        if row.table.is_none() {
            // No statistics: the file's own rounds.
            row.rounds += r.stats.rounds;
        }
        for f in r.findings.iter().filter(|f| f.is_active()) {
            *self.counts[i].entry(f.code).or_default() += 1;
        }
    }

    /// The rows complete: their statistics from the run's `estudios`, their verdicts, sorted
    /// worst first (then by table id, then by article: the same order every run).
    pub fn finish(&mut self, estudios: &Estudios) {
        for (row, counts) in self.rows.iter_mut().zip(&self.counts) {
            let mut codes: Vec<CodeCount> = counts.iter().map(|(&code, &count)| CodeCount { code, count }).collect();
            codes.sort_by(|a, b| b.count.cmp(&a.count).then(a.code.cmp(b.code)));
            row.codes = codes;
            let estudio = estudios.tables.iter().find(|e| {
                row.table.as_deref() == Some(e.study.table.as_str())
                    && row.catalog.as_deref() == Some(e.study.catalog.as_str())
            });
            if let Some(e) = estudio {
                row.sessions = e.study.sessions;
                row.rounds = e.study.rounds;
                row.currency = Some(e.study.currency.clone());
                row.staked = Some(e.study.money.staked.minor());
                row.hold = e.study.hold();
                row.alert = Alert::of(&e.study);
            } else {
                row.sessions = row.files.len() as u64;
            }
            row.verdict = row.findings_verdict.with_alert(row.alert.as_ref());
        }
        let mut order: Vec<usize> = (0..self.rows.len()).collect();
        order.sort_by(|&a, &b| {
            let (x, y) = (&self.rows[a], &self.rows[b]);
            x.verdict
                .cmp(&y.verdict)
                .then(y.errors.cmp(&x.errors))
                .then(y.warnings.cmp(&x.warnings))
                .then(x.table.is_none().cmp(&y.table.is_none()))
                .then(x.table.cmp(&y.table))
                .then(x.catalog.cmp(&y.catalog))
                .then(x.files.cmp(&y.files))
        });
        let rows = std::mem::take(&mut self.rows);
        let mut slots: Vec<Option<TableRow>> = rows.into_iter().map(Some).collect();
        self.rows = order.into_iter().filter_map(|i| slots[i].take()).collect();
        self.counts.clear();
    }

    /// Whether clean tables are counted rather than listed: more than [`FOLD_ABOVE`] tables,
    /// and not `all` (`--summary-all`).
    pub fn folds(&self, all: bool) -> bool {
        !all && self.rows.iter().filter(|r| r.table.is_some()).count() > FOLD_ABOVE
    }

    /// The rows a reader is shown: those that are not clean, and the clean ones unless they are
    /// folded ([`TableRows::folds`]).
    pub fn shown(&self, all: bool) -> impl Iterator<Item = &TableRow> {
        let folds = self.folds(all);
        self.rows.iter().filter(move |r| !folds || r.verdict != Verdict::Compliant)
    }

    /// Clean tables counted rather than listed.
    pub fn folded(&self, all: bool) -> usize {
        if self.folds(all) { self.rows.iter().filter(|r| r.verdict == Verdict::Compliant).count() } else { 0 }
    }
}

impl TableRow {
    /// The codes as a short list: the [`TOP_CODES`] most frequent (`RL003×12 RL007×3`), and how
    /// many other codes there are; `-` when none.
    pub fn codes_short(&self) -> String {
        top(&self.codes, TOP_CODES)
    }
}

/// `CODE×N` for the `n` first codes, `(+k)` for the rest; `-` when there are none.
pub fn top(codes: &[CodeCount], n: usize) -> String {
    if codes.is_empty() {
        return "-".to_owned();
    }
    let mut parts: Vec<String> = codes.iter().take(n).map(|c| format!("{}×{}", c.code, c.count)).collect();
    if codes.len() > n {
        parts.push(format!("(+{})", codes.len() - n));
    }
    parts.join(" ")
}

/// The codes of several rows added up, most frequent first.
pub fn all_codes<'r>(rows: impl IntoIterator<Item = &'r TableRow>) -> Vec<CodeCount> {
    let mut counts: BTreeMap<&'static str, usize> = BTreeMap::new();
    for c in rows.into_iter().flat_map(|r| &r.codes) {
        *counts.entry(c.code).or_default() += c.count;
    }
    let mut codes: Vec<CodeCount> = counts.into_iter().map(|(code, count)| CodeCount { code, count }).collect();
    codes.sort_by(|a, b| b.count.cmp(&a.count).then(a.code.cmp(b.code)));
    codes
}

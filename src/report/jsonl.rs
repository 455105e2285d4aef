//! `--format jsonl`: JSON Lines, one compact object per line. Each finding is a record
//! `{"type": "finding", …}` with the fields of a `files[].findings[]` entry of the JSON report;
//! after a file's findings comes its `{"type": "file", …}` record (`file`, `catalog`, `stats`,
//! `status`: `clean`, `findings` or `input-error`, and its counts), so that files without
//! findings and files that could not be read appear too. The last line is the
//! `{"type": "summary", …}` record. See docs/json-output.md.

use std::io::{self, Write};

use serde::Serialize;

use super::Summary;
use super::json::{FileJson, FindingJson, StatsJson};
use super::stats::SummaryTable;
use crate::check::FileReport;
use crate::finding::Severity;

#[derive(Serialize)]
struct Tagged<T: Serialize> {
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(flatten)]
    body: T,
}

#[derive(Serialize)]
struct FileRecord<'a> {
    file: &'a str,
    catalog: Option<&'a str>,
    stats: StatsJson,
    status: &'static str,
    errors: usize,
    warnings: usize,
    waived: usize,
}

fn record(out: &mut dyn Write, kind: &'static str, body: impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, &Tagged { kind, body }).map_err(io::Error::from)?;
    out.write_all(b"\n")
}

pub fn write_file(out: &mut dyn Write, r: &FileReport) -> io::Result<()> {
    for f in &r.findings {
        record(out, "finding", FindingJson::new(f, &r.name, r.machine_locale()))?;
    }
    let status = if r.has_input_error() {
        "input-error"
    } else if r.findings.iter().any(|f| f.is_active()) {
        "findings"
    } else {
        "clean"
    };
    let FileJson { file, catalog, stats, .. } = FileJson::new(r);
    let body = FileRecord {
        file,
        catalog,
        stats,
        status,
        errors: r.count(Severity::Error),
        warnings: r.count(Severity::Warning),
        waived: r.waived(),
    };
    record(out, "file", body)
}

/// The `--summary` table: `{"type": "summary_table", "files": [...], "total": {...}}`.
pub fn write_table(out: &mut dyn Write, table: &SummaryTable) -> io::Result<()> {
    record(out, "summary_table", table)
}

pub fn write_summary(out: &mut dyn Write, summary: &Summary) -> io::Result<()> {
    record(out, "summary", summary)
}

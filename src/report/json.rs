//! The JSON report (schema in `docs/json-output.md`): one object per run, written file by file
//! so that a batch of many logs does not have to be held in memory.
//!
//! Field order is fixed by the structs below; renaming or removing a field, or changing its
//! meaning, requires a new `version`.

use std::io::{self, Write};

use serde::Serialize;

use super::Summary;
use super::stats::SummaryTable;
use crate::check::{FileReport, FileStats};
use crate::finding::{Citation, Finding, Label, Severity, Waived};
use crate::i18n::Locale;
use crate::log::event::Loc;
use crate::rules;

/// Version of the JSON report's shape.
pub const VERSION: u32 = 1;

#[derive(Serialize)]
pub struct FileJson<'a> {
    pub file: &'a str,
    pub catalog: Option<&'a str>,
    pub stats: StatsJson,
    pub findings: Vec<FindingJson<'a>>,
}

#[derive(Serialize)]
pub struct StatsJson {
    /// The SHA-256 of the file's bytes as read from disk (the chain of custody); `null` when
    /// it could not be read.
    pub sha256: Option<String>,
    pub bytes: u64,
    pub lines: u64,
    pub events: u64,
    pub rounds: u64,
}

#[derive(Serialize)]
pub struct FindingJson<'a> {
    pub code: &'a str,
    pub name: &'a str,
    pub severity: Severity,
    pub message: String,
    pub expected: Option<String>,
    pub found: Option<String>,
    pub file: &'a str,
    /// 1-based; `null` when the finding has no position (an input that could not be read).
    pub line: Option<u32>,
    /// 1-based, in bytes.
    pub column: Option<u32>,
    pub span: Option<SpanJson>,
    /// The primary label first, then its causes. Labels without a position are left out.
    pub labels: Vec<LabelJson>,
    pub citation: Option<&'a Citation>,
    /// Set when the finding is waived: it does not count towards the exit code.
    pub waived: Option<&'a Waived>,
}

#[derive(Serialize)]
pub struct SpanJson {
    pub offset: u64,
    pub length: u32,
}

#[derive(Serialize)]
pub struct LabelJson {
    pub line: u32,
    pub column: u32,
    pub span: SpanJson,
    pub text: String,
    pub primary: bool,
}

fn positioned(loc: Loc) -> bool {
    loc.line > 0
}

impl<'a> FileJson<'a> {
    pub fn new(report: &'a FileReport) -> FileJson<'a> {
        let FileStats { bytes, lines, events, rounds, .. } = report.stats;
        // Taken at check time by the CLI (in parallel), else read now.
        let seal = report.seal();
        FileJson {
            file: &report.name,
            catalog: report.catalog.as_deref(),
            stats: StatsJson { sha256: seal.map(|s| s.hex()), bytes, lines, events, rounds },
            findings: report
                .findings
                .iter()
                .map(|f| FindingJson::new(f, &report.name, report.machine_locale()))
                .collect(),
        }
    }
}

impl<'a> FindingJson<'a> {
    /// `locale` decides the language of the texts; numbers stay plain in every language.
    pub fn new(f: &'a Finding, file: &'a str, locale: Locale) -> FindingJson<'a> {
        let at = positioned(f.primary.loc).then_some(f.primary.loc);
        let label = |primary: bool, l: &'a Label| LabelJson {
            line: l.loc.line,
            column: l.loc.col,
            span: SpanJson { offset: l.loc.offset, length: l.loc.len },
            text: l.text.marked(locale).plain(),
            primary,
        };
        FindingJson {
            code: f.code,
            name: rules::lookup(f.code).map_or("", |c| c.name),
            severity: f.severity,
            message: f.message.marked(locale).plain(),
            expected: f.expected.as_ref().map(|t| t.marked(locale).plain()),
            found: f.found.as_ref().map(|t| t.marked(locale).plain()),
            file,
            line: at.map(|l| l.line),
            column: at.map(|l| l.col),
            span: at.map(|l| SpanJson { offset: l.offset, length: l.len }),
            labels: std::iter::once((true, &f.primary))
                .chain(f.secondary.iter().map(|l| (false, l)))
                .filter(|(_, l)| positioned(l.loc))
                .map(|(p, l)| label(p, l))
                .collect(),
            citation: f.citation.as_ref(),
            waived: f.waived.as_ref(),
        }
    }
}

/// Writes `{"version": 1, "files": [...], "summary": {...}}` one file at a time, pretty-printed.
pub struct JsonWriter<W: Write> {
    out: W,
    files: usize,
    summary: Summary,
}

impl<W: Write> JsonWriter<W> {
    pub fn begin(mut out: W) -> io::Result<JsonWriter<W>> {
        write!(out, "{{\n  \"version\": {VERSION},\n  \"files\": [")?;
        Ok(JsonWriter { out, files: 0, summary: Summary::default() })
    }

    pub fn file(&mut self, report: &FileReport) -> io::Result<()> {
        self.summary.add(report);
        let text = serde_json::to_string_pretty(&FileJson::new(report)).map_err(io::Error::other)?;
        self.out.write_all(if self.files == 0 { b"\n" } else { b",\n" })?;
        self.files += 1;
        write_indented(&mut self.out, &text, "    ", "    ")
    }

    /// Writes the summary (and the `--summary` table, as `summary_table`) and closes the
    /// object; returns the totals.
    pub fn finish(mut self, table: Option<&SummaryTable>) -> io::Result<Summary> {
        if self.files > 0 {
            self.out.write_all(b"\n  ")?;
        }
        self.out.write_all(b"],\n  \"summary\": ")?;
        let text = serde_json::to_string_pretty(&self.summary).map_err(io::Error::other)?;
        write_indented(&mut self.out, &text, "", "  ")?;
        if let Some(table) = table {
            self.out.write_all(b",\n  \"summary_table\": ")?;
            let text = serde_json::to_string_pretty(table).map_err(io::Error::other)?;
            write_indented(&mut self.out, &text, "", "  ")?;
        }
        self.out.write_all(b"\n}\n")?;
        self.out.flush()?;
        Ok(self.summary)
    }
}

/// JSON text never holds a raw newline inside a string, so indenting line by line is safe.
fn write_indented(out: &mut impl Write, text: &str, first: &str, rest: &str) -> io::Result<()> {
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            out.write_all(b"\n")?;
        }
        out.write_all(if i == 0 { first } else { rest }.as_bytes())?;
        out.write_all(line.as_bytes())?;
    }
    Ok(())
}

/// The whole report for `reports`, as one string.
pub fn render(reports: &[FileReport]) -> String {
    // No input reaches these `unreachable!`s: a `Vec` takes every byte written to it, and
    // serde_json's only other failure, a map with keys that are not strings, is a matter of the
    // report's types, not of what a log holds (docs/robustness.md).
    let mut buf = Vec::new();
    let mut w = match JsonWriter::begin(&mut buf) {
        Ok(w) => w,
        Err(e) => unreachable!("writing to memory failed: {e}"),
    };
    for r in reports {
        if let Err(e) = w.file(r) {
            unreachable!("writing to memory failed: {e}");
        }
    }
    if let Err(e) = w.finish(None) {
        unreachable!("writing to memory failed: {e}");
    }
    String::from_utf8(buf).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use serde_json::Value;

    use super::*;
    use crate::check::{SourceHandle, unreadable};

    fn finding() -> Finding {
        let at = Loc { line: 8, col: 17, offset: 140, len: 3 };
        let mut f = Finding::new("RL003", Label::new(at, "paid here"), "paid 700, the payout gives 350")
            .expected("350")
            .found("700")
            .label(Loc { line: 5, col: 8, offset: 90, len: 11 }, "bet of 10");
        f.citation = Some(Citation {
            catalog: "estado-1979/ruleta-francesa".into(),
            rule: "ruleta.payout.pleno".into(),
            document: "Orden".into(),
            article: "01".into(),
            section: "IV.1.A.a".into(),
            quote: "treinta y cinco".into(),
            adopted_by: None,
        });
        f
    }

    fn report() -> FileReport {
        FileReport {
            name: "t.mesa".into(),
            source: SourceHandle::Bytes(Arc::from(&b""[..])),
            catalog: Some("estado-1979/ruleta-francesa".into()),
            findings: vec![finding()],
            stats: FileStats { bytes: 200, lines: 9, events: 9, rounds: 1, ..FileStats::default() },
            study: None,
            lang: crate::i18n::Lang::En,
        }
    }

    #[test]
    fn shape_and_field_order() {
        let missing = unreadable("gone.mesa".into(), SourceHandle::Path("gone.mesa".into()), "not found");
        let text = render(&[report(), missing]);
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["version"], 1);
        assert_eq!(
            v["summary"],
            serde_json::json!({"files": 2, "errors": 2, "warnings": 0, "input_errors": 1, "waived": 0})
        );
        let f = &v["files"][0]["findings"][0];
        assert_eq!(f["code"], "RL003");
        assert_eq!(f["name"], "wrong-payout");
        assert_eq!(f["severity"], "error");
        assert_eq!(f["line"], 8);
        assert_eq!(f["span"], serde_json::json!({"offset": 140, "length": 3}));
        assert_eq!(f["labels"][1]["text"], "bet of 10");
        assert_eq!(f["citation"]["rule"], "ruleta.payout.pleno");
        let m = &v["files"][1]["findings"][0];
        assert_eq!((&m["line"], &m["span"], &m["citation"]), (&Value::Null, &Value::Null, &Value::Null));
        assert_eq!(m["labels"], serde_json::json!([]));
        // Keys in the documented order.
        let f = finding();
        let one = serde_json::to_string(&FindingJson::new(&f, "t.mesa", Locale::default())).unwrap();
        let order = [
            "code", "name", "severity", "message", "expected", "found", "file", "line", "column", "span", "labels",
            "citation", "waived",
        ];
        let at = |k: &str| one.find(&format!("\"{k}\":")).unwrap();
        for pair in order.windows(2) {
            assert!(at(pair[0]) < at(pair[1]), "{} before {}: {one}", pair[0], pair[1]);
        }
    }

    #[test]
    fn empty_run_and_layout() {
        assert_eq!(
            render(&[]),
            "{\n  \"version\": 1,\n  \"files\": [],\n  \"summary\": {\n    \"files\": 0,\n    \"errors\": 0,\n    \"warnings\": 0,\n    \"input_errors\": 0,\n    \"waived\": 0\n  }\n}\n"
        );
        let one = render(&[FileReport { findings: Vec::new(), ..report() }]);
        let expected = r#"{
  "version": 1,
  "files": [
    {
      "file": "t.mesa",
      "catalog": "estado-1979/ruleta-francesa",
      "stats": {
        "sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "bytes": 200,
        "lines": 9,
        "events": 9,
        "rounds": 1
      },
      "findings": []
    }
  ],
  "summary": {
    "files": 1,
    "errors": 0,
    "warnings": 0,
    "input_errors": 0,
    "waived": 0
  }
}
"#;
        assert_eq!(one, expected);
    }
}

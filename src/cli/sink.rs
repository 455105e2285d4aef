//! `veedor check`'s streamed formats (human, concise, json, jsonl, github): each file's report
//! written as soon as it is checked, then the totals and the `--summary` table. The formats
//! written as a whole (sarif, junit, html) and `--statistics` are `check.rs`'s.

use std::io::{self, Write};

use super::CheckFormat;
use crate::check::FileReport;
use crate::i18n::{Lang, Locale};
use crate::report::human::{self, Style};
use crate::report::json::JsonWriter;
use crate::report::stats::SummaryTable;
use crate::report::{Summary, concise, github, jsonl};

/// Where `veedor check` writes its reports.
pub(super) enum Sink<W: Write> {
    /// `gap`: the next block starts with a blank line (a file with findings stands apart).
    /// `quiet`: no line per file, no total (`--quiet`).
    Human {
        out: W,
        style: Style,
        summary: Summary,
        gap: bool,
        quiet: bool,
    },
    Json(JsonWriter<W>),
    /// `color`: the code and severity coloured; `quiet`: no total.
    Concise {
        out: W,
        color: bool,
        quiet: bool,
        lang: Lang,
    },
    Jsonl(W),
    Github(W),
}

impl<W: Write> Sink<W> {
    /// The sink for `format` (a format written file by file), its opening written.
    pub(super) fn begin(format: CheckFormat, out: W, style: Style, quiet: bool) -> io::Result<Sink<W>> {
        Ok(match format {
            CheckFormat::Json => Sink::Json(JsonWriter::begin(out)?),
            CheckFormat::Concise => Sink::Concise { out, color: style.color, quiet, lang: style.lang },
            CheckFormat::Jsonl => Sink::Jsonl(out),
            CheckFormat::Github => Sink::Github(out),
            CheckFormat::Human | CheckFormat::Sarif | CheckFormat::Junit | CheckFormat::Html => {
                Sink::Human { out, style, summary: Summary::default(), gap: false, quiet }
            }
        })
    }

    /// One file's findings, flushed so that they show while the next files are checked.
    /// `rendered`: the human text of `report`, when already rendered.
    pub(super) fn file(&mut self, report: &FileReport, rendered: Option<&str>) -> io::Result<()> {
        match self {
            Sink::Human { out, style, summary, gap, quiet } => {
                let apart = report.findings.iter().any(|f| f.is_active());
                // Quiet: only files with something to show, a blank line between them.
                let shown = !*quiet || !report.findings.is_empty();
                if shown && (*gap || (apart && summary.files > 0)) {
                    out.write_all(b"\n")?;
                }
                if shown {
                    *gap = apart;
                }
                summary.add(report);
                match rendered {
                    Some(text) => out.write_all(text.as_bytes())?,
                    None if *quiet => out.write_all(human::render_findings(report, *style).as_bytes())?,
                    None => out.write_all(human::render_file(report, *style).as_bytes())?,
                }
                out.flush()
            }
            Sink::Json(w) => w.file(report),
            Sink::Concise { out, color, .. } => {
                for f in &report.findings {
                    writeln!(out, "{}", concise::styled_line(f, &report.name, *color, report.human_locale()))?;
                }
                out.flush()
            }
            Sink::Jsonl(out) => {
                jsonl::write_file(out, report)?;
                out.flush()
            }
            Sink::Github(out) => {
                for f in &report.findings {
                    writeln!(out, "{}", github::line(f, &report.name, report.machine_locale()))?;
                }
                out.flush()
            }
        }
    }

    /// The totals and the `--summary` table (on `err` for the GitHub commands, which keep
    /// standard output to themselves).
    pub(super) fn finish(
        self,
        summary: &Summary,
        table: Option<&SummaryTable>,
        err: &mut dyn Write,
        lang: Lang,
    ) -> io::Result<()> {
        let (mut out, table) = match self {
            Sink::Human { mut out, quiet: true, .. } | Sink::Concise { mut out, quiet: true, .. } => {
                return out.flush();
            }
            Sink::Human { mut out, summary, gap, style, .. } => {
                if gap {
                    writeln!(out)?;
                }
                writeln!(out, "{}", human::total_line(&summary, style.lang))?;
                (out, table)
            }
            Sink::Json(w) => {
                // The tables' studies say why a figure is missing (`detail`) in the report's
                // language, as the findings.
                crate::i18n::serialized_in(Locale::machine(lang), || w.finish(table))?;
                return Ok(());
            }
            Sink::Concise { mut out, lang, .. } => {
                writeln!(out, "{}", human::total_line(summary, lang))?;
                (out, table)
            }
            Sink::Jsonl(mut out) => {
                if let Some(t) = table {
                    crate::i18n::serialized_in(Locale::machine(lang), || jsonl::write_table(&mut out, t))?;
                }
                jsonl::write_summary(&mut out, summary)?;
                return out.flush();
            }
            Sink::Github(mut out) => {
                if let Some(t) = table {
                    err.write_all(t.render(lang).as_bytes())?;
                }
                return out.flush();
            }
        };
        if let Some(t) = table {
            writeln!(out)?;
            out.write_all(t.render(lang).as_bytes())?;
        }
        out.flush()
    }
}

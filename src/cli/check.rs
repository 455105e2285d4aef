//! `veedor check`: the logs checked in parallel (src/batch.rs), the waivers applied, the report
//! written in the format asked for (file by file through [`Sink`], or as a whole: sarif, junit,
//! html, `--statistics`, `--write-baseline`), and the exit code.

use std::fs;
use std::io::{self, Write};
use std::path::Path;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::sink::Sink;
use super::{CheckArgs, CheckFormat, Ctx, FailOn};
use crate::batch;
use crate::catalog::CatalogSet;
use crate::check::FileReport;
use crate::finding::Severity;
use crate::i18n::{Lang, Locale};
use crate::report::custody::{Acta, Run};
use crate::report::human;
use crate::report::stats::{self, SummaryTable};
use crate::report::{EXIT_CLEAN, EXIT_INPUT_ERROR, ExitPolicy, Summary, junit, sarif};
use crate::t;
use crate::waiver::{self, WaiverFile};

impl Ctx<'_> {
    pub(super) fn check(&mut self, args: &CheckArgs) -> io::Result<u8> {
        // Only the articles the logs name are loaded (the catalogue's validity is what
        // `catalog lint` and the test suite check).
        let Some(catalogs) = self.catalogs_from(Ok(CatalogSet::embedded_lazy()), args.catalog.as_deref())? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        let mut waivers = match args.waivers.as_deref().map(WaiverFile::load).transpose() {
            Ok(w) => w,
            // The waivers file's errors are waiver.rs's, in the reader's language.
            Err(e) => return self.fail(e),
        };
        let inputs = batch::expand(&args.paths);
        let bar = (self.progress && inputs.len() > 1).then(|| progress_bar(inputs.len() as u64, self.style.lang));
        let tick = || {
            if let Some(b) = &bar {
                b.inc(1);
            }
        };
        let waived_files = waivers.as_ref().map(WaiverFile::files);
        let style = self.style;
        let quiet = args.quiet;
        let render_human =
            |r: &FileReport| if quiet { human::render_findings(r, style) } else { human::render_file(r, style) };
        // A waivers file changes the findings after the check: the report is rendered then.
        let pre_render = args.format == CheckFormat::Human && waivers.is_none() && !args.statistics;
        let opts = batch::Options {
            jobs: args.jobs,
            waived_files: waived_files.as_ref(),
            keep_lines: args.write_baseline.is_some(),
            progress: Some(&tick),
            render: pre_render.then_some(&render_human as &(dyn Fn(&FileReport) -> String + Sync)),
            encoding: args.encoding,
            lang: style.lang,
            stdin_name: args.stdin_filename.as_deref(),
            phh_table: args.table.as_deref(),
            alert_p: (args.alert_p != crate::report::verdict::DEFAULT_ALERT_P).then_some(args.alert_p),
            // The chain of custody (and telling a repeated export by its content) needs each
            // file's digest: taken in parallel, on the thread that checked the file.
            seal: args.summary || matches!(args.format, CheckFormat::Html | CheckFormat::Json | CheckFormat::Jsonl),
        };
        let run = Run::current(Acta {
            acta_id: args.acta_id.clone(),
            inspector: args.inspector.clone(),
            establishment: args.establishment.clone(),
        });
        let policy = ExitPolicy {
            fail_on: match args.fail_on {
                FailOn::Error => Severity::Error,
                FailOn::Warning => Severity::Warning,
            },
            exit_zero: args.exit_zero,
        };
        // The SARIF and JUnit documents, the statistics and a baseline need every report first;
        // the other formats are written file by file, as the files are checked.
        let whole = args.statistics
            || args.write_baseline.is_some()
            || matches!(args.format, CheckFormat::Sarif | CheckFormat::Junit | CheckFormat::Html);
        if whole {
            let mut checked = batch::run(&inputs, &catalogs, &opts);
            if let Some(b) = &bar {
                b.finish_and_clear();
            }
            if let Some(w) = waivers.as_mut() {
                for c in &mut checked {
                    w.apply(&mut c.report, &c.lines);
                }
            }
            if let (Some(path), Some(reason)) = (&args.write_baseline, &args.reason) {
                return self.write_baseline(path, reason, &checked, args.quiet);
            }
            let times: Vec<std::time::Duration> = checked.iter().map(|c| c.elapsed).collect();
            let mut reports: Vec<FileReport> = checked.into_iter().map(|c| c.report).collect();
            if let Some(extra) = waivers.and_then(|w| w.report(reports.iter().map(|r| r.name.as_str()))) {
                reports.push(extra);
            }
            let mut summary = Summary::default();
            reports.iter().for_each(|r| summary.add(r));
            if args.statistics {
                self.statistics(args.format, &reports)?;
            } else {
                let document = match args.format {
                    CheckFormat::Junit => junit::write(self.out, &reports, &times),
                    CheckFormat::Html => {
                        let opts = crate::report::html::Options {
                            lang: style.lang,
                            generated: report_time(),
                            run: Some(&run),
                            all_tables: args.summary_all,
                            full: args.html_full,
                        };
                        crate::report::html::write(self.out, &reports, &catalogs, &opts)
                    }
                    _ => sarif::write(self.out, &reports, &catalogs),
                };
                document?;
                if args.summary {
                    // Machine formats keep standard output to themselves.
                    let mut table = SummaryTable::for_run(run.clone(), args.summary_all);
                    reports.iter().for_each(|r| table.add(r));
                    table.finish(Some(&catalogs));
                    self.err.write_all(table.render(self.err_style.lang).as_bytes())?;
                }
            }
            return Ok(summary.exit_code(policy));
        }

        let mut run = Streamed {
            sink: Sink::begin(args.format, &mut *self.out, style, args.quiet)?,
            waivers,
            names: Vec::new(),
            summary: Summary::default(),
            table: args.summary.then(|| SummaryTable::for_run(run.clone(), args.summary_all)),
        };
        batch::for_each(&inputs, &catalogs, &opts, |c| run.file(c, bar.as_ref()))?;
        if let Some(b) = &bar {
            b.finish_and_clear();
        }
        let Streamed { mut sink, waivers, names, mut summary, mut table } = run;
        if let Some(extra) = waivers.and_then(|w| w.report(names.iter().map(String::as_str))) {
            summary.add(&extra);
            if let Some(t) = table.as_mut() {
                t.add(&extra);
            }
            sink.file(&extra, None)?;
        }
        if let Some(t) = table.as_mut() {
            t.finish(Some(&catalogs));
        }
        sink.finish(&summary, table.as_ref(), &mut *self.err, style.lang)?;
        Ok(summary.exit_code(policy))
    }

    /// `--statistics`: counts per rule, as text or (json, jsonl) JSON.
    fn statistics(&mut self, format: CheckFormat, reports: &[FileReport]) -> io::Result<()> {
        let counts = stats::statistics(reports);
        match format {
            CheckFormat::Json => {
                serde_json::to_writer_pretty(&mut *self.out, &counts).map_err(io::Error::from)?;
                writeln!(self.out)
            }
            CheckFormat::Jsonl => {
                for c in &counts {
                    serde_json::to_writer(&mut *self.out, c).map_err(io::Error::from)?;
                    writeln!(self.out)?;
                }
                Ok(())
            }
            _ => self.out.write_all(stats::render_statistics(&counts, self.style.lang).as_bytes()),
        }
    }

    /// `--write-baseline FILE --reason TEXT`.
    fn write_baseline(&mut self, path: &Path, reason: &str, checked: &[batch::Checked], quiet: bool) -> io::Result<u8> {
        if reason.trim().is_empty() {
            return self.fail(t!("cli-reason-empty"));
        }
        let mut buf = Vec::new();
        let n = waiver::write_baseline(&mut buf, checked, reason.trim())?;
        if let Err(e) = fs::write(path, &buf) {
            return self.fail(t!(
                "cli-cannot-write",
                path = path.display().to_string(),
                error = crate::i18n::io_error(&e)
            ));
        }
        if !quiet {
            let message = t!("cli-baseline-written", waivers = n, path = path.display().to_string());
            writeln!(self.out, "{}", message.render(Locale::human(self.style.lang)))?;
        }
        let input_errors = checked.iter().filter(|c| c.report.has_input_error()).count();
        if input_errors > 0 {
            writeln!(
                self.err,
                "veedor: {}",
                t!("cli-baseline-input-errors", files = input_errors).render(self.err_locale())
            )?;
            return Ok(EXIT_INPUT_ERROR);
        }
        Ok(EXIT_CLEAN)
    }
}

/// A `check` run whose report is written file by file.
struct Streamed<W: Write> {
    sink: Sink<W>,
    waivers: Option<WaiverFile>,
    /// The files checked, for the waivers file's stale entries.
    names: Vec<String>,
    summary: Summary,
    table: Option<SummaryTable>,
}

impl<W: Write> Streamed<W> {
    /// A checked file, in its turn: its waivers applied, counted, written.
    fn file(&mut self, mut c: batch::Checked, bar: Option<&ProgressBar>) -> io::Result<()> {
        if let Some(w) = self.waivers.as_mut() {
            w.apply(&mut c.report, &c.lines);
            self.names.push(c.report.name.clone());
        }
        self.summary.add(&c.report);
        if let Some(t) = self.table.as_mut() {
            t.add(&c.report);
        }
        let sink = &mut self.sink;
        let mut write = || sink.file(&c.report, c.rendered.as_deref());
        match bar {
            // Above the progress bar, which is drawn again below what was written.
            Some(b) => b.suspend(write),
            None => write(),
        }
    }
}

/// When the run was made, in seconds since 1970 (UTC): `SOURCE_DATE_EPOCH` when it holds an
/// integer (the reproducible-builds convention: the same inputs give the same document), else
/// the clock.
fn report_time() -> i64 {
    std::env::var("SOURCE_DATE_EPOCH").ok().and_then(|v| v.trim().parse().ok()).unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
    })
}

/// Whether a progress bar may be drawn: standard error is a terminal and the environment
/// variable `CI` is not set (whatever its value). It is drawn only for runs of several inputs.
pub(super) fn may_show_progress(stderr_is_terminal: bool, ci_set: bool) -> bool {
    stderr_is_terminal && !ci_set
}

/// A progress bar on standard error, for multi-file runs on a terminal.
fn progress_bar(len: u64, lang: Lang) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
    // The template's placeholders are the message's arguments, placed where the language puts
    // them.
    let template = t!(
        "cli-progress",
        bar = "{bar:40}",
        pos = "{pos}",
        len = "{len}",
        elapsed = "{elapsed}",
        eta = "{eta}",
        files = len
    )
    .render(Locale::human(lang));
    if let Ok(style) = ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_only_on_a_terminal_outside_ci() {
        assert!(may_show_progress(true, false));
        assert!(!may_show_progress(false, false), "not when standard error is redirected");
        assert!(!may_show_progress(true, true), "not under CI");
    }
}

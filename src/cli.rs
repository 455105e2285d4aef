//! The command line: arguments (clap derive) and the subcommands. `main.rs` only calls [`main`].
//!
//! Exit codes: 0 clean; 1 a finding (not waived) at or above `--fail-on` was found (never with
//! `--exit-zero`); 2 an input could not be (fully) checked, the arguments, a catalogue or a
//! waivers file were invalid, or the command failed. 2 wins over 1.
//!
//! Reports go to standard output (in `--format json`, only the JSON); errors about the command
//! itself go to standard error.

use std::ffi::OsString;
use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::Path;

use clap::CommandFactory;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::batch;
use crate::catalog::{CatalogError, CatalogSet};
use crate::check::FileReport;
use crate::finding::Severity;
use crate::i18n::{Lang, Locale, Text};
use crate::report::human::{self, Style};
use crate::report::stats::{self, SummaryTable};
use crate::report::{EXIT_CLEAN, EXIT_INPUT_ERROR, ExitPolicy, Summary, junit, sarif};
use crate::t;
use crate::waiver::{self, WaiverFile};
use sink::Sink;

mod args;
mod catalog;
mod errors;
mod explain;
pub mod help;
mod man;
mod odds;
mod simulate;
mod sink;

pub use args::{
    CatalogCommand, CheckArgs, CheckFormat, Cli, ColorWhen, Command, FailOn, Format, LangArg, OddsArgs, SimulateArgs,
};
pub use catalog::catalog_list_text;
pub use explain::{explain_list, explain_text};

/// Runs veedor with the process's arguments and standard streams.
pub fn main() -> std::process::ExitCode {
    let stdout = io::stdout();
    let stderr = io::stderr();
    let lang = Lang::from_env();
    let term = Terminals { stdout: stdout.is_terminal(), stderr: stderr.is_terminal(), lang };
    let mut out = io::BufWriter::new(stdout.lock());
    // Not locked for the whole run: the progress bar writes to standard error from the worker
    // threads while the main thread waits for them (holding the lock would deadlock).
    let mut err = stderr;
    let code = run(std::env::args_os(), term, &mut out, &mut err);
    let code = match out.flush() {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            let _ = writeln!(
                err,
                "veedor: {}",
                t!("cli-cannot-write-output", error = crate::i18n::io_error(&e)).render(Locale::human(lang))
            );
            EXIT_INPUT_ERROR
        }
        _ => code,
    };
    std::process::ExitCode::from(code)
}

/// Whether standard output and standard error are terminals (decides `--color auto`), and the
/// language the locale asks for (used when `--lang` is not given).
#[derive(Clone, Copy, Debug, Default)]
pub struct Terminals {
    pub stdout: bool,
    pub stderr: bool,
    pub lang: Lang,
}

/// What the colour environment variables ask for (`--color auto`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ColorEnv {
    /// NO_COLOR is set and not empty: never colour.
    pub no_color: bool,
    /// FORCE_COLOR is set and not empty, or CLICOLOR_FORCE is set, not empty and not `0`: colour
    /// even when not writing to a terminal.
    pub force: bool,
}

impl ColorEnv {
    /// From the process's environment.
    pub fn from_env() -> ColorEnv {
        let set = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
        ColorEnv {
            no_color: set("NO_COLOR").is_some(),
            force: set("FORCE_COLOR").is_some() || set("CLICOLOR_FORCE").is_some_and(|v| v != "0"),
        }
    }

    /// Whether to colour a stream (a terminal or not) for `--color when`. NO_COLOR wins over
    /// the forcing variables (as in anstream, which ruff uses); the option wins over both.
    pub fn colour(self, when: ColorWhen, is_term: bool) -> bool {
        match when {
            ColorWhen::Always => true,
            ColorWhen::Never => false,
            ColorWhen::Auto => !self.no_color && (is_term || self.force),
        }
    }
}

/// Arguments clap accepts but veedor cannot honour together, as a clap usage error (exit 2).
fn usage_error(cli: &Cli, lang: Lang) -> Option<clap::Error> {
    let Command::Check(args) = &cli.command else { return None };
    let format = match args.format {
        CheckFormat::Sarif => "sarif",
        CheckFormat::Junit => "junit",
        CheckFormat::Github => "github",
        CheckFormat::Html => "html",
        _ => return None,
    };
    // The counts are text or JSON: in these formats they would not be the document asked for.
    let message = t!("cli-statistics-refused", format = format).render(Locale::human(lang));
    args.statistics.then(|| {
        let mut cmd = help::localized(Cli::command(), lang);
        let check = cmd.find_subcommand_mut("check").map(|c| c.clone().bin_name("veedor check"));
        check.unwrap_or(cmd).error(clap::error::ErrorKind::ArgumentConflict, message)
    })
}

/// Parses `args` (program name first) and runs the command; returns the exit code.
pub fn run(args: impl IntoIterator<Item = OsString>, term: Terminals, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let env = ColorEnv::from_env();
    let args: Vec<OsString> = args.into_iter().collect();
    // The help is written while the arguments are parsed: `--lang` is read before.
    let lang = help::peek_lang(args.iter().map(OsString::as_os_str)).unwrap_or(term.lang);
    let parse = |cmd: clap::Command| {
        cmd.try_get_matches_from(&args).and_then(|matches| <Cli as clap::FromArgMatches>::from_arg_matches(&matches))
    };
    // The arguments are read with the derive's command; only when clap has something to say
    // (help, version, an error) are they read again with the one that says it in `lang`
    // (translating it costs about 2.4 M instructions, a tenth of checking a small log).
    let parsed = match parse(Cli::command()) {
        Err(_) if lang != Lang::En => parse(help::localized(Cli::command(), lang)),
        parsed => parsed,
    }
    .and_then(|cli| match usage_error(&cli, lang) {
        Some(e) => Err(e),
        None => Ok(cli),
    });
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with code 0; usage errors to stderr with code 2.
            let (to_stderr, code) = (e.use_stderr(), e.exit_code());
            let text = errors::render(e, lang, env.colour(ColorWhen::Auto, term.stderr) && to_stderr);
            let _ = if to_stderr { err.write_all(text.as_bytes()) } else { out.write_all(text.as_bytes()) };
            return u8::try_from(code).unwrap_or(EXIT_INPUT_ERROR);
        }
    };
    // `check -o FILE`: the report goes to the file (not a terminal).
    let mut file_out = None;
    let output_file = match &cli.command {
        Command::Check(args) => args.output_file.clone(),
        _ => None,
    };
    if let Some(path) = &output_file {
        match fs::File::create(path) {
            Ok(f) => file_out = Some(io::BufWriter::new(f)),
            Err(e) => {
                let message =
                    t!("cli-cannot-create", path = path.display().to_string(), error = crate::i18n::io_error(&e));
                let _ = writeln!(err, "veedor: {}", message.render(Locale::human(lang)));
                return EXIT_INPUT_ERROR;
            }
        }
    }
    let (out, out_is_term): (&mut dyn Write, bool) = match file_out.as_mut() {
        Some(f) => (f, false),
        None => (out, term.stdout),
    };
    let quiet = matches!(&cli.command, Command::Check(a) if a.quiet);
    let lang = cli.lang.map_or(term.lang, Lang::from);
    let color = |is_term: bool| env.colour(cli.color, is_term);
    let mut ctx = Ctx {
        out,
        err,
        progress: !quiet && may_show_progress(term.stderr, std::env::var_os("CI").is_some()),
        style: Style { color: color(out_is_term), lang, ..Style::default() },
        err_style: Style { color: color(term.stderr), lang, ..Style::default() },
    };
    let result = match cli.command {
        Command::Check(args) => ctx.check(&args),
        Command::Explain { rule, catalog } => ctx.explain(rule.as_deref(), catalog.as_deref()),
        Command::Schema => ctx.out.write_all(crate::catalog::schema_json().as_bytes()).map(|()| EXIT_CLEAN),
        Command::Catalog(CatalogCommand::List { catalog }) => ctx.catalog_list(catalog.as_deref()),
        Command::Catalog(CatalogCommand::Lint { dir }) => ctx.catalog_lint(dir.as_deref()),
        Command::Catalog(CatalogCommand::Coverage { format, catalog }) => {
            ctx.catalog_coverage(format, catalog.as_deref())
        }
        Command::Simulate(args) => ctx.simulate(&args),
        Command::Odds(args) => ctx.odds(&args),
        Command::Completions { shell } => {
            // The descriptions a shell shows beside each option, in the reader's language.
            let mut cmd = help::translated(Cli::command(), lang);
            clap_complete::generate(shell, &mut cmd, "veedor", &mut ctx.out);
            Ok(EXIT_CLEAN)
        }
        Command::Man => man::man_page(&mut ctx.out, lang).map(|()| EXIT_CLEAN),
    };
    // The report file is complete only once flushed: a failure there is a failed run.
    let result = match (result, &output_file) {
        (Ok(code), Some(path)) => match ctx.out.flush() {
            Ok(()) => Ok(code),
            Err(e) => {
                let message =
                    t!("cli-cannot-write", path = path.display().to_string(), error = crate::i18n::io_error(&e));
                let _ = writeln!(ctx.err, "veedor: {}", message.render(Locale::human(lang)));
                return EXIT_INPUT_ERROR;
            }
        },
        (result, _) => result,
    };
    match result {
        Ok(code) => code,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => EXIT_INPUT_ERROR,
        Err(e) => {
            let message = t!("cli-cannot-write-output", error = crate::i18n::io_error(&e));
            let _ = writeln!(ctx.err, "veedor: {}", message.render(Locale::human(lang)));
            EXIT_INPUT_ERROR
        }
    }
}

/// Where a command writes, and how.
struct Ctx<'a> {
    out: &'a mut dyn Write,
    err: &'a mut dyn Write,
    /// For what goes to `out`.
    style: Style,
    /// For what goes to `err`.
    err_style: Style,
    /// A progress bar may be drawn on standard error (a terminal, and `CI` is not set).
    progress: bool,
}

impl Ctx<'_> {
    /// `veedor: message` on standard error; returns exit code 2.
    fn fail(&mut self, message: impl Into<Text>) -> io::Result<u8> {
        writeln!(self.err, "veedor: {}", message.into().render(self.err_locale()))?;
        Ok(EXIT_INPUT_ERROR)
    }

    /// How texts written to standard error read.
    fn err_locale(&self) -> Locale {
        Locale::human(self.err_style.lang)
    }

    /// The embedded catalogue plus `dir`. Invalid articles are rendered on standard error and
    /// give `None` (nothing is checked against a catalogue that is partly invalid).
    fn catalogs(&mut self, dir: Option<&Path>) -> io::Result<Option<CatalogSet>> {
        self.catalogs_from(CatalogSet::embedded(), dir)
    }

    /// [`Ctx::catalogs`] from an embedded catalogue already made (loaded, or to load lazily).
    fn catalogs_from(
        &mut self,
        embedded: Result<CatalogSet, Vec<CatalogError>>,
        dir: Option<&Path>,
    ) -> io::Result<Option<CatalogSet>> {
        let (set, errors, place) = match embedded {
            Err(errors) => (None, errors, None),
            Ok(mut set) => match dir {
                None => (Some(set), Vec::new(), None),
                Some(dir) => {
                    let errors = set.load_dir(dir);
                    (Some(set), errors, Some(dir.display().to_string()))
                }
            },
        };
        if errors.is_empty() {
            return Ok(set);
        }
        for e in &errors {
            self.err
                .write_all(human::render_diagnostic(&e.localized(self.err_style.lang), self.err_style).as_bytes())?;
            writeln!(self.err)?;
        }
        let message = match place {
            None => t!("cli-catalog-embedded-invalid", problems = errors.len()),
            Some(dir) => t!("cli-catalog-dir-invalid", dir = dir, problems = errors.len()),
        };
        writeln!(self.err, "veedor: {}", message.render(self.err_locale()))?;
        Ok(None)
    }

    // ---- check ----------------------------------------------------------------------------------

    fn check(&mut self, args: &CheckArgs) -> io::Result<u8> {
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
        };
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
                        let opts = crate::report::html::Options { lang: style.lang, generated: report_time() };
                        crate::report::html::write(self.out, &reports, &catalogs, &opts)
                    }
                    _ => sarif::write(self.out, &reports, &catalogs),
                };
                document?;
                if args.summary {
                    // Machine formats keep standard output to themselves.
                    self.err.write_all(SummaryTable::new(&reports).render(self.err_style.lang).as_bytes())?;
                }
            }
            return Ok(summary.exit_code(policy));
        }

        let mut run = Streamed {
            sink: Sink::begin(args.format, &mut *self.out, style, args.quiet)?,
            waivers,
            names: Vec::new(),
            summary: Summary::default(),
            table: args.summary.then(SummaryTable::default),
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

/// No article `id` in `catalogs`: the message names the known ones.
fn unknown_article(id: &str, catalogs: &CatalogSet) -> Text {
    let known: Vec<&str> = catalogs.ids().collect();
    let known = if known.is_empty() { t!("cli-none") } else { Text::verbatim(known.join(", ")) };
    t!("cli-unknown-article", id = id, known = known)
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
fn may_show_progress(stderr_is_terminal: bool, ci_set: bool) -> bool {
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

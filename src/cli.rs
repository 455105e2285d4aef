//! The command line: parses the arguments and runs the command. `main.rs` only calls [`main`].
//!
//! This file is the entry point ([`run`]: parsing, colour, the output file, the exit code) and
//! what every command shares (`Ctx`: where it writes, the catalogue it reads). The arguments are
//! `args.rs` (their translations `help.rs`, clap's errors `errors.rs`); each command is a module
//! of its own: `check.rs` (its streamed formats `sink.rs`), `explain.rs`, `catalog.rs`,
//! `odds.rs`, `simulate.rs`, `man.rs`.
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

use crate::catalog::{CatalogError, CatalogSet};
use crate::i18n::{Lang, Locale, Text};
use crate::report::human::{self, Style};
use crate::report::{EXIT_CLEAN, EXIT_INPUT_ERROR};
use crate::t;

mod args;
mod catalog;
mod check;
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
    // Rendered only when refused: the first message of a run reads the translations' index.
    args.statistics.then(|| {
        let message = t!("cli-statistics-refused", format = format).render(Locale::human(lang));
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
        progress: !quiet && check::may_show_progress(term.stderr, std::env::var_os("CI").is_some()),
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
}

/// No article `id` in `catalogs`: the message names the known ones.
fn unknown_article(id: &str, catalogs: &CatalogSet) -> Text {
    let near = catalogs.near_ids(id);
    if !near.is_empty() {
        return t!("cli-unknown-article-near", id = id, hint = crate::log::suggest::did_you_mean_words(&near));
    }
    let known: Vec<&str> = catalogs.ids().collect();
    let known = if known.is_empty() { t!("cli-none") } else { Text::verbatim(known.join(", ")) };
    t!("cli-unknown-article", id = id, known = known)
}

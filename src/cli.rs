//! The command line: arguments (clap derive) and the subcommands. `main.rs` only calls [`main`].
//!
//! Exit codes: 0 clean; 1 a violation was found; 2 an input could not be (fully) checked, the
//! arguments or a catalogue were invalid, or the command failed. 2 wins over 1.
//!
//! Reports go to standard output (in `--format json`, only the JSON); errors about the command
//! itself go to standard error.

use std::ffi::OsString;
use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::catalog::{CatalogError, CatalogSet};
use crate::check::{self, FileReport, SourceHandle};
use crate::report::human::{self, Style};
use crate::report::json::JsonWriter;
use crate::report::{EXIT_CLEAN, EXIT_INPUT_ERROR, Summary, examples};
use crate::rules::{self, CHECKS, Check};
use crate::sim::{self, SimOptions};

#[derive(Debug, Parser)]
#[command(
    name = "veedor",
    version,
    about = "Audits recorded casino table-game logs (.mesa) against the Spanish Catálogo de Juegos",
    after_help = "Exit codes: 0 clean, 1 violations found, 2 input or usage error (2 wins over 1)."
)]
pub struct Cli {
    /// When to colour the output: `auto` colours only when writing to a terminal and NO_COLOR is
    /// not set.
    #[arg(long, value_enum, default_value_t = ColorWhen::Auto, global = true)]
    pub color: ColorWhen,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorWhen {
    Auto,
    Always,
    Never,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Diagnostics on the log's lines, for reading.
    Human,
    /// One JSON document (docs/json-output.md).
    Json,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check table logs: files, directories (every *.mesa below, in path order) or `-` for
    /// standard input.
    Check(CheckArgs),
    /// Explain a check (by code, e.g. RL003, or name, e.g. wrong-payout): what it compares, the
    /// catalogue text it enforces, an example. Without RULE, list every check.
    Explain {
        rule: Option<String>,
        /// Catalogue directory whose articles are cited as well as the embedded ones.
        #[arg(long, value_name = "DIR")]
        catalog: Option<PathBuf>,
    },
    /// Print the JSON Schema of catalogue files (for YAML editors).
    Schema,
    /// Inspect or validate the catalogue.
    #[command(subcommand)]
    Catalog(CatalogCommand),
    /// Write a simulated session log for a catalogue article, optionally with one injected fault.
    Simulate(SimulateArgs),
    /// Exact odds of punto y banca, enumerated from a catalogue article's rules: outcome counts
    /// and probabilities, and each bet's house edge.
    Odds(OddsArgs),
}

#[derive(Debug, Args)]
pub struct OddsArgs {
    /// Catalogue article, e.g. valencia-2003/punto-y-banca.
    #[arg(value_name = "CATALOG_ID")]
    pub catalog_id: String,
    /// Decks in the shoe (default: the article's).
    #[arg(long, value_name = "N")]
    pub decks: Option<u16>,
    #[arg(long, value_name = "DIR")]
    pub catalog: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Log files, directories, or `-` (standard input).
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
    /// Directory of catalogue articles (JURISDICTION/GAME.yaml) added to, or replacing, the
    /// embedded ones.
    #[arg(long, value_name = "DIR")]
    pub catalog: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum CatalogCommand {
    /// List jurisdictions and games.
    List {
        #[arg(long, value_name = "DIR")]
        catalog: Option<PathBuf>,
    },
    /// Validate a catalogue directory (default: the embedded catalogue).
    Lint { dir: Option<PathBuf> },
    /// Which rules of each article are checked, and which no log can show.
    Coverage {
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        #[arg(long, value_name = "DIR")]
        catalog: Option<PathBuf>,
    },
}

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// Catalogue article, e.g. estado-1979/ruleta-francesa (see `veedor catalog list`).
    #[arg(value_name = "CATALOG_ID")]
    pub catalog_id: String,
    #[arg(long, default_value_t = 100)]
    pub rounds: u32,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Inject one fault (see --list-faults): the log then breaks exactly one rule.
    #[arg(long, value_name = "FAULT")]
    pub inject: Option<String>,
    /// Write the log to FILE instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// List the faults that can be injected for this article, and stop.
    #[arg(long)]
    pub list_faults: bool,
    #[arg(long, value_name = "DIR")]
    pub catalog: Option<PathBuf>,
}

/// Runs veedor with the process's arguments and standard streams.
pub fn main() -> std::process::ExitCode {
    let stdout = io::stdout();
    let stderr = io::stderr();
    let term = Terminals { stdout: stdout.is_terminal(), stderr: stderr.is_terminal() };
    let mut out = io::BufWriter::new(stdout.lock());
    let mut err = stderr.lock();
    let code = run(std::env::args_os(), term, &mut out, &mut err);
    let code = match out.flush() {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            let _ = writeln!(err, "veedor: cannot write the output: {e}");
            EXIT_INPUT_ERROR
        }
        _ => code,
    };
    std::process::ExitCode::from(code)
}

/// Whether standard output and standard error are terminals (decides `--color auto`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Terminals {
    pub stdout: bool,
    pub stderr: bool,
}

/// Parses `args` (program name first) and runs the command; returns the exit code.
pub fn run(args: impl IntoIterator<Item = OsString>, term: Terminals, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with code 0; usage errors to stderr with code 2.
            let text = if term.stderr && !no_color && e.use_stderr() {
                e.render().ansi().to_string()
            } else {
                e.render().to_string()
            };
            let _ = if e.use_stderr() { err.write_all(text.as_bytes()) } else { out.write_all(text.as_bytes()) };
            return u8::try_from(e.exit_code()).unwrap_or(EXIT_INPUT_ERROR);
        }
    };
    let color = |is_term: bool| match cli.color {
        ColorWhen::Always => true,
        ColorWhen::Never => false,
        ColorWhen::Auto => is_term && !no_color,
    };
    let mut ctx = Ctx {
        out,
        err,
        style: Style { color: color(term.stdout), ..Style::default() },
        err_style: Style { color: color(term.stderr), ..Style::default() },
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
    };
    match result {
        Ok(code) => code,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => EXIT_INPUT_ERROR,
        Err(e) => {
            let _ = writeln!(ctx.err, "veedor: cannot write the output: {e}");
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
}

impl Ctx<'_> {
    /// `veedor: message` on standard error; returns exit code 2.
    fn fail(&mut self, message: impl std::fmt::Display) -> io::Result<u8> {
        writeln!(self.err, "veedor: {message}")?;
        Ok(EXIT_INPUT_ERROR)
    }

    /// The embedded catalogue plus `dir`. Invalid articles are rendered on standard error and
    /// give `None` (nothing is checked against a catalogue that is partly invalid).
    fn catalogs(&mut self, dir: Option<&Path>) -> io::Result<Option<CatalogSet>> {
        let (set, errors, place) = match CatalogSet::embedded() {
            Err(errors) => (None, errors, "the embedded catalogue".to_owned()),
            Ok(mut set) => match dir {
                None => (Some(set), Vec::new(), String::new()),
                Some(dir) => {
                    let errors = set.load_dir(dir);
                    (Some(set), errors, format!("the catalogue directory `{}`", dir.display()))
                }
            },
        };
        if errors.is_empty() {
            return Ok(set);
        }
        for e in &errors {
            self.err.write_all(human::render_diagnostic(e, self.err_style).as_bytes())?;
            writeln!(self.err)?;
        }
        writeln!(
            self.err,
            "veedor: {place} is invalid ({})",
            crate::report::plural(errors.len(), "problem", "problems")
        )?;
        Ok(None)
    }

    // ---- check ----------------------------------------------------------------------------------

    fn check(&mut self, args: &CheckArgs) -> io::Result<u8> {
        let Some(catalogs) = self.catalogs(args.catalog.as_deref())? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        let style = self.style;
        let mut sink = match args.format {
            Format::Json => Sink::Json(JsonWriter::begin(&mut self.out)?),
            Format::Human => Sink::Human { out: &mut self.out, style, summary: Summary::default(), gap: false },
        };
        for arg in &args.paths {
            for input in inputs(arg) {
                let report = match input {
                    Input::Stdin => check::check_stdin(&catalogs),
                    Input::File(path) => check::check_path(&path, &catalogs),
                    Input::Unreadable(path, why) => {
                        check::unreadable(path.display().to_string(), SourceHandle::Path(path), &why)
                    }
                };
                sink.file(&report)?;
            }
        }
        Ok(sink.finish()?.exit_code())
    }

    // ---- explain --------------------------------------------------------------------------------

    fn explain(&mut self, rule: Option<&str>, catalog_dir: Option<&Path>) -> io::Result<u8> {
        let Some(query) = rule else {
            let width = CHECKS.iter().map(|c| c.name.len()).max().unwrap_or(0);
            for c in CHECKS {
                writeln!(self.out, "{:<6} {:<width$}  {:<7}  {}", c.code, c.name, c.severity, c.summary)?;
            }
            return Ok(EXIT_CLEAN);
        };
        let Some(check) = rules::find(query).or_else(|| rules::find(&query.to_ascii_lowercase())) else {
            let near = suggestions(query);
            writeln!(self.err, "veedor: no check is called `{query}`")?;
            if !near.is_empty() {
                writeln!(self.err, "did you mean:")?;
                let width = near.iter().map(|c| c.code.len() + 1 + c.name.len()).max().unwrap_or(0);
                for c in near {
                    let id = format!("{} {}", c.code, c.name);
                    writeln!(self.err, "  {id:<width$}  {}", c.summary)?;
                }
            }
            writeln!(self.err, "run `veedor explain` for the list of checks")?;
            return Ok(EXIT_INPUT_ERROR);
        };
        let Some(catalogs) = self.catalogs(catalog_dir)? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        let text = explain_text(check, &catalogs, self.style);
        self.out.write_all(text.as_bytes())?;
        Ok(EXIT_CLEAN)
    }

    // ---- catalog --------------------------------------------------------------------------------

    fn catalog_list(&mut self, dir: Option<&Path>) -> io::Result<u8> {
        let Some(catalogs) = self.catalogs(dir)? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        self.out.write_all(catalog_list_text(&catalogs).as_bytes())?;
        Ok(EXIT_CLEAN)
    }

    fn catalog_lint(&mut self, dir: Option<&Path>) -> io::Result<u8> {
        let (set, errors, place) = match dir {
            None => match CatalogSet::embedded() {
                Ok(set) => (set, Vec::new(), "embedded catalogue".to_owned()),
                Err(errors) => (CatalogSet::default(), errors, "embedded catalogue".to_owned()),
            },
            Some(dir) if !dir.is_dir() => {
                return self.fail(format_args!("`{}` is not a directory", dir.display()));
            }
            Some(dir) => {
                let mut set = CatalogSet::default();
                let errors: Vec<CatalogError> = set.load_dir(dir);
                (set, errors, dir.display().to_string())
            }
        };
        for e in &errors {
            self.out.write_all(human::render_diagnostic(e, self.style).as_bytes())?;
            writeln!(self.out)?;
        }
        let articles = set.iter().count();
        let rules: usize = set.iter().map(|c| c.file.rules.len()).sum();
        if errors.is_empty() {
            writeln!(
                self.out,
                "{place}: OK, {} with {}",
                crate::report::plural(articles, "article", "articles"),
                crate::report::plural(rules, "rule", "rules")
            )?;
            Ok(EXIT_CLEAN)
        } else {
            writeln!(
                self.out,
                "{place}: {}, {} valid",
                crate::report::plural(errors.len(), "problem", "problems"),
                crate::report::plural(articles, "article", "articles")
            )?;
            Ok(EXIT_INPUT_ERROR)
        }
    }

    fn catalog_coverage(&mut self, format: Format, dir: Option<&Path>) -> io::Result<u8> {
        let Some(catalogs) = self.catalogs(dir)? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        let coverage = crate::catalog::coverage::coverage(&catalogs);
        match format {
            Format::Human => self.out.write_all(coverage.render_text().as_bytes())?,
            Format::Json => {
                serde_json::to_writer_pretty(&mut *self.out, &coverage).map_err(io::Error::other)?;
                writeln!(self.out)?;
            }
        }
        Ok(EXIT_CLEAN)
    }

    // ---- odds -----------------------------------------------------------------------------------

    fn odds(&mut self, args: &OddsArgs) -> io::Result<u8> {
        let Some(catalogs) = self.catalogs(args.catalog.as_deref())? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        let Some(catalog) = catalogs.get(&args.catalog_id) else {
            let known: Vec<&str> = catalogs.ids().collect();
            let known = if known.is_empty() { "none".to_owned() } else { known.join(", ") };
            return self.fail(format_args!("no catalogue article `{}`; known: {known}", args.catalog_id));
        };
        let crate::catalog::model::Play::Baccarat(spec) = &catalog.file.play else {
            return self.fail(format_args!("{} is not a baccarat-family article", catalog.id()));
        };
        let game = match crate::engine::baccarat::BaccaratGame::compile(spec) {
            Ok(g) => g,
            Err(errs) => {
                let why: Vec<String> = errs.iter().map(|e| format!("{}: {}", e.path, e.message)).collect();
                return self.fail(why.join("; "));
            }
        };
        match crate::engine::baccarat::odds::odds(catalog.id(), &game, args.decks) {
            Ok(o) => {
                self.out.write_all(o.render().as_bytes())?;
                Ok(EXIT_CLEAN)
            }
            Err(e) => self.fail(format_args!("{}: {}", catalog.id(), e.0)),
        }
    }

    // ---- simulate -------------------------------------------------------------------------------

    fn simulate(&mut self, args: &SimulateArgs) -> io::Result<u8> {
        let Some(catalogs) = self.catalogs(args.catalog.as_deref())? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        let Some(catalog) = catalogs.get(&args.catalog_id) else {
            let known: Vec<&str> = catalogs.ids().collect();
            let known = if known.is_empty() { "none".to_owned() } else { known.join(", ") };
            return self.fail(format_args!("no catalogue article `{}`; known: {known}", args.catalog_id));
        };
        if args.list_faults {
            let faults = sim::faults(catalog);
            let width = faults.iter().map(|f| f.name.len()).max().unwrap_or(0);
            for f in faults {
                writeln!(self.out, "{:<width$}  {:<5}  {}", f.name, f.code, f.summary)?;
            }
            return Ok(EXIT_CLEAN);
        }
        let opts = SimOptions { rounds: args.rounds, seed: args.seed, inject: args.inject.clone() };
        let result = match &args.output {
            None => sim::simulate(catalog, &opts, &mut *self.out),
            Some(path) => {
                let file = match fs::File::create(path) {
                    Ok(f) => f,
                    Err(e) => {
                        return self.fail(format_args!("cannot create `{}`: {e}", path.display()));
                    }
                };
                let mut w = io::BufWriter::new(file);
                let r = sim::simulate(catalog, &opts, &mut w)
                    .and_then(|()| w.flush().map_err(|e| format!("writing the log failed: {e}")));
                if r.is_err() {
                    drop(w);
                    let _ = fs::remove_file(path);
                }
                r
            }
        };
        match result {
            Ok(()) => Ok(EXIT_CLEAN),
            Err(e) => self.fail(e),
        }
    }
}

/// Where `veedor check` writes its reports.
enum Sink<W: Write> {
    /// `gap`: the next block starts with a blank line (a file with findings stands apart).
    Human {
        out: W,
        style: Style,
        summary: Summary,
        gap: bool,
    },
    Json(JsonWriter<W>),
}

impl<W: Write> Sink<W> {
    fn file(&mut self, report: &FileReport) -> io::Result<()> {
        match self {
            Sink::Human { out, style, summary, gap } => {
                let apart = !report.findings.is_empty();
                if *gap || (apart && summary.files > 0) {
                    out.write_all(b"\n")?;
                }
                *gap = apart;
                summary.add(report);
                out.write_all(human::render_file(report, *style).as_bytes())?;
                out.flush()
            }
            Sink::Json(w) => w.file(report),
        }
    }

    fn finish(self) -> io::Result<Summary> {
        match self {
            Sink::Human { mut out, summary, gap, .. } => {
                if gap {
                    writeln!(out)?;
                }
                writeln!(out, "{}", human::total_line(&summary))?;
                Ok(summary)
            }
            Sink::Json(w) => w.finish(),
        }
    }
}

/// One thing to check.
#[derive(Debug, PartialEq, Eq)]
enum Input {
    Stdin,
    File(PathBuf),
    /// A directory (or part of one) that could not be read, or that holds no log.
    Unreadable(PathBuf, String),
}

/// What one command-line argument stands for: `-`, a file (checked whatever its name; a missing
/// one is reported by the checker), or a directory's `*.mesa` files, recursively, in path order.
/// Symbolic links to directories are not followed inside a directory (no cycles).
fn inputs(arg: &Path) -> Vec<Input> {
    if arg.as_os_str() == "-" {
        return vec![Input::Stdin];
    }
    if !fs::metadata(arg).is_ok_and(|m| m.is_dir()) {
        return vec![Input::File(arg.to_path_buf())];
    }
    let mut found = Vec::new();
    walk(arg, &mut found);
    if found.is_empty() {
        let why = format!("the directory holds no `.{}` logs", crate::log::EXTENSION);
        return vec![Input::Unreadable(arg.to_path_buf(), why)];
    }
    found.sort_by(|a, b| input_path(a).cmp(input_path(b)));
    found
}

fn input_path(i: &Input) -> &Path {
    match i {
        Input::Stdin => Path::new("-"),
        Input::File(p) | Input::Unreadable(p, _) => p,
    }
}

fn walk(dir: &Path, out: &mut Vec<Input>) {
    let entries = match fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            out.push(Input::Unreadable(dir.to_path_buf(), e.to_string()));
            return;
        }
    };
    for entry in entries {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                out.push(Input::Unreadable(dir.to_path_buf(), e.to_string()));
                continue;
            }
        };
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        let is_log = path.extension().is_some_and(|e| e == crate::log::EXTENSION);
        if kind.is_dir() {
            walk(&path, out);
        } else if is_log && (kind.is_file() || fs::metadata(&path).is_ok_and(|m| m.is_file())) {
            out.push(Input::File(path));
        }
    }
}

// ---- explain ------------------------------------------------------------------------------------

/// Checks whose code or name is close to `query`, nearest first (at most 5).
fn suggestions(query: &str) -> Vec<&'static Check> {
    let q = query.to_ascii_lowercase();
    let mut scored: Vec<(usize, &'static Check)> = CHECKS
        .iter()
        .filter_map(|c| {
            let code = c.code.to_ascii_lowercase();
            let d = distance(&q, &code).min(distance(&q, c.name));
            let close = d <= (q.len().max(3) / 3).max(1);
            let part = q.len() >= 3 && (c.name.contains(q.as_str()) || code.starts_with(q.as_str()));
            (close || part).then_some((d, c))
        })
        .collect();
    scored.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.code.cmp(b.1.code)));
    scored.into_iter().take(5).map(|(_, c)| c).collect()
}

/// Levenshtein distance, by characters.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let up = row[j + 1];
            row[j + 1] = (diag + usize::from(ca != *cb)).min(up + 1).min(row[j] + 1);
            diag = up;
        }
    }
    row[b.len()]
}

/// Word-wraps `text` to `width` columns, each line starting with `indent`.
fn wrap(text: &str, indent: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && indent.chars().count() + line.chars().count() + 1 + word.chars().count() > width {
            out.push_str(indent);
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push_str(indent);
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// `veedor explain CODE`: the registry entry, the catalogue rules that cite it, an example.
pub fn explain_text(check: &Check, catalogs: &CatalogSet, style: Style) -> String {
    let width = style.width;
    let mut out = format!(
        "{} {}\n  group:            {}\n  default severity: {}\n\n",
        check.code,
        check.name,
        check.group.as_str(),
        check.severity
    );
    out.push_str(&wrap(check.summary, "", width));
    out.push('\n');
    out.push_str(&wrap(check.explanation, "", width));
    out.push_str("\nCatalogue text\n");
    let mut any = false;
    for cat in catalogs.iter() {
        for rule in cat.file.rules.iter().filter(|r| r.checks.iter().any(|c| c == check.code)) {
            any = true;
            out.push_str(&format!("  {} [{}] {}\n", cat.id(), rule.id, rule.title));
            out.push_str(&format!("    {}, art. {}, §{}\n", cat.file.source.document, rule.article, rule.section));
            out.push_str(&wrap(&format!("«{}»", rule.quote), "    ", width));
            if let Some(sev) = rule.severity {
                out.push_str(&format!("    severity here: {sev}\n"));
            }
        }
    }
    if !any {
        out.push_str(&format!("  no catalogue article lists {}\n", check.code));
    }
    out.push_str("\nExample\n");
    match examples::find(check.code) {
        None => out.push_str(&format!("  no example log yet (fixtures/**/{}-*.mesa)\n", check.code)),
        Some(ex) => {
            let report = check::check_bytes(&ex.path, ex.text.to_vec(), catalogs);
            let findings: Vec<_> = report.findings.iter().filter(|f| f.code == check.code).collect();
            if findings.is_empty() {
                out.push_str(&format!("  {} gives no {} finding in this build\n", ex.path, check.code));
            } else {
                let source = human::snippets_for(&report);
                for f in findings {
                    out.push('\n');
                    out.push_str(&human::render_finding(f, &report.name, source.as_ref(), style));
                }
            }
        }
    }
    out
}

// ---- catalog list -------------------------------------------------------------------------------

/// `veedor catalog list`: articles by jurisdiction.
pub fn catalog_list_text(catalogs: &CatalogSet) -> String {
    let mut out = String::new();
    let mut jurisdiction: Option<&str> = None;
    for cat in catalogs.iter() {
        let f = &cat.file;
        if jurisdiction != Some(f.jurisdiction.as_str()) {
            if jurisdiction.is_some() {
                out.push('\n');
            }
            out.push_str(&f.jurisdiction);
            out.push('\n');
            jurisdiction = Some(&f.jurisdiction);
        }
        let checked = f.rules.iter().filter(|r| !r.checks.is_empty()).count();
        let not_checkable = f.rules.iter().filter(|r| r.not_checkable.is_some()).count();
        out.push_str(&format!("  {}  {}\n", f.id, f.title));
        out.push_str(&format!("    source: {}, art. {}\n", f.source.document, f.source.article));
        out.push_str(&format!("    rules:  {checked} checked, {not_checkable} not checkable\n"));
        out.push_str(&format!("    from:   {}\n", cat.origin));
    }
    if out.is_empty() {
        out.push_str("no catalogue articles\n");
    }
    out
}

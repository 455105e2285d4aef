//! The arguments (clap derive): the commands and their options. Their doc comments are the
//! English help; `help.rs` gives them in the reader's language at run time.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::batch;
use crate::i18n::{Lang, Locale};
use crate::sim;
use crate::t;

#[derive(Debug, Parser)]
#[command(
    name = "veedor",
    version,
    about = "Audits recorded casino table-game logs (.mesa) against the Spanish Catálogo de Juegos",
    after_help = "Exit codes: 0 clean, 1 findings at or above --fail-on, 2 input or usage error (2 wins over 1)."
)]
pub struct Cli {
    /// When to colour the output: `auto` colours when writing to a terminal, or when FORCE_COLOR
    /// (not empty) or CLICOLOR_FORCE (not empty, not 0) is set, and never when NO_COLOR (not
    /// empty) is set; `always` and `never` override the environment.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorWhen::Auto, global = true)]
    pub color: ColorWhen,
    /// The language of what veedor writes: `es` (Spanish) or `en` (English). Without it the
    /// locale decides: the first of LC_ALL, LC_MESSAGES and LANG that is set; `es_*` gives
    /// Spanish, anything else English. Codes, rule names, JSON keys and SARIF ids are the same in
    /// both; machine formats keep plain numbers.
    #[arg(long, value_enum, value_name = "LANG", global = true)]
    pub lang: Option<LangArg>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// Spanish (español).
    Es,
    /// English.
    En,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::Es => Lang::Es,
            LangArg::En => Lang::En,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorWhen {
    /// On a terminal, unless NO_COLOR is set; also off a terminal when FORCE_COLOR or
    /// CLICOLOR_FORCE is set.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
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
    /// Check table logs: files, directories (every *.mesa below, in path order), globs or `-`
    /// for standard input, in parallel.
    Check(CheckArgs),
    /// Explain a check (by code, e.g. RL003, or name, e.g. wrong-payout): what it compares, the
    /// catalogue text it enforces, an example. Without RULE, list every check.
    Explain {
        /// The check: its code (RL003) or name (wrong-payout); without it, every check is listed.
        #[arg(value_name = "RULE")]
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
    /// Exact odds from a catalogue article's rules, for every game but chemin de fer and dos
    /// paños (their players choose): punto y banca's outcomes and bets; every bet of the roulettes
    /// (francesa, americana, boule, fortune wheel) and of dados; treinta y cuarenta's rows and
    /// chances; Black Jack's dealer outcomes and basic strategy's edge; a bingo card's line and
    /// bingo by the ball; póquer sin descarte's combinations, the bank's qualifying, the
    /// Carrusel's return and the house edge.
    Odds(OddsArgs),
    /// Print a shell completion script (e.g. `veedor completions bash >
    /// ~/.local/share/bash-completion/completions/veedor`).
    Completions {
        /// The shell to complete in.
        #[arg(value_enum, value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff; e.g. `veedor man > veedor.1; man ./veedor.1`).
    Man,
}

#[derive(Debug, Args)]
pub struct OddsArgs {
    /// Catalogue article, e.g. valencia-2003/punto-y-banca.
    #[arg(value_name = "CATALOG_ID")]
    pub catalog_id: String,
    /// Decks in the shoe (default: the article's).
    #[arg(long, value_name = "N")]
    pub decks: Option<u16>,
    /// Directory of catalogue articles (JURISDICTION/GAME.yaml) added to, or replacing, the
    /// embedded ones.
    #[arg(long, value_name = "DIR")]
    pub catalog: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CheckFormat {
    /// Diagnostics on the log's lines, for reading.
    Human,
    /// One line per finding: `path:line:col: CODE [severity] message`.
    Concise,
    /// One JSON document (docs/json-output.md).
    Json,
    /// JSON Lines: one record per finding, per file, and a summary (docs/json-output.md).
    Jsonl,
    /// SARIF 2.1.0, for code-scanning dashboards.
    Sarif,
    /// JUnit XML, for CI test reports.
    Junit,
    /// GitHub Actions workflow commands (annotations).
    Github,
    /// One self-contained HTML document for an inspector's file: cover, findings per table with
    /// the log excerpt and the article quoted, the table's money and outcome frequencies; prints
    /// to A4 (README, «The HTML report»).
    Html,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FailOn {
    /// Fail on errors only (warnings alone exit 0).
    Error,
    /// Fail on warnings too.
    Warning,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Log files, directories (every *.mesa below, in path order), glob patterns (quoted, e.g.
    /// 'exports/**/*.mesa'), or `-` (standard input).
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// How to write the report (`--output-format` is the same option, as ruff names it).
    #[arg(long, visible_alias = "output-format", value_enum, value_name = "FORMAT", default_value_t = CheckFormat::Human)]
    pub format: CheckFormat,
    /// Directory of catalogue articles (JURISDICTION/GAME.yaml) added to, or replacing, the
    /// embedded ones.
    #[arg(long, value_name = "DIR")]
    pub catalog: Option<PathBuf>,
    /// Files checked in parallel; 0 (the default) is one per core, at most 256 (never more than
    /// the files). The output is the same for any N.
    #[arg(short = 'j', long, value_name = "N", default_value_t = 0, value_parser = parse_jobs)]
    pub jobs: usize,
    /// Exit with 1 when a finding (not waived) is at least this severe.
    #[arg(long, value_enum, value_name = "SEVERITY", default_value_t = FailOn::Error)]
    pub fail_on: FailOn,
    /// Exit with 0 even when there are findings (input and argument errors still give 2).
    #[arg(long)]
    pub exit_zero: bool,
    /// After the report, a table per table: its sessions, rounds, staked, hold, verdict and
    /// codes, worst first, clean tables counted; then what was examined (each file's SHA-256)
    /// (in the JSON formats, as JSON; with sarif, junit, github and html, on standard error).
    #[arg(long)]
    pub summary: bool,
    /// With --summary: list the clean tables too, rather than counting them.
    #[arg(long)]
    pub summary_all: bool,
    /// The p-value below which a table's outcome frequencies are anomalous: a table without
    /// violations is then «conforme con observaciones» (REVIEW).
    #[arg(long, value_name = "P", default_value_t = crate::report::verdict::DEFAULT_ALERT_P, value_parser = parse_alert_p)]
    pub alert_p: f64,
    /// The acta's number, printed on the HTML report's cover and in --summary (a line to fill
    /// when not given).
    #[arg(long, value_name = "TEXT")]
    pub acta_id: Option<String>,
    /// Who examined the logs, printed on the HTML report's cover and in --summary.
    #[arg(long, value_name = "NAME")]
    pub inspector: Option<String>,
    /// The establishment (casino) the logs come from, printed on the HTML report's cover and in
    /// --summary.
    #[arg(long, value_name = "NAME")]
    pub establishment: Option<String>,
    /// Instead of the findings, counts per rule (most frequent first): text with human and
    /// concise, JSON with json and jsonl; refused with sarif, junit, github and html.
    #[arg(long)]
    pub statistics: bool,
    /// With html: every session in full (its header, study and findings), the clean ones too;
    /// without it, a table or session with neither findings nor observations is one line.
    #[arg(long)]
    pub html_full: bool,
    /// Waivers file (YAML) of accepted findings; see README, "Waivers".
    #[arg(long, value_name = "FILE")]
    pub waivers: Option<PathBuf>,
    /// Write a waivers file accepting every current finding (with --reason) instead of
    /// reporting; findings already waived by --waivers keep their reason.
    #[arg(long, value_name = "FILE", requires = "reason")]
    pub write_baseline: Option<PathBuf>,
    /// The reason recorded in the waivers --write-baseline writes (mandatory there).
    #[arg(long, value_name = "TEXT", requires = "write_baseline")]
    pub reason: Option<String>,
    /// Write the report to FILE instead of standard output (created or replaced; not coloured
    /// unless --color always).
    #[arg(short = 'o', long, value_name = "FILE")]
    pub output_file: Option<PathBuf>,
    /// Only the findings: no line per file, no total, no progress bar (as ruff's --quiet). The
    /// machine formats (json, jsonl, sarif, junit, github) are whole documents and unchanged.
    #[arg(short = 'q', long, conflicts_with = "summary")]
    pub quiet: bool,
    /// Text encoding of the logs: `utf-8` (the default), or a legacy one such as `windows-1252`
    /// (Latin-1 exports from Windows; `latin-1` is read as `latin1`) or `utf-16le` (any WHATWG
    /// label).
    #[arg(long, value_name = "LABEL", value_parser = parse_encoding)]
    pub encoding: Option<&'static encoding_rs::Encoding>,
    /// The name standard input (`-`) is reported under, in place of `<stdin>` (as an editor or
    /// a pipeline knows the file it pipes in).
    #[arg(long, value_name = "NAME")]
    pub stdin_filename: Option<String>,
    /// The table of PHH hand histories (*.phh) without a sidecar file: its `table` line, or
    /// its words (e.g. 'catalog=valencia-2003/poquer-circulo min=2 max=10 ante=0'); see
    /// docs/phh.md.
    #[arg(long, value_name = "TABLE")]
    pub table: Option<String>,
}

/// An `--encoding` label, as the WHATWG Encoding Standard names them (`latin1` and
/// `iso-8859-1` are windows-1252 there, as browsers read them).
fn parse_encoding(label: &str) -> Result<&'static encoding_rs::Encoding, String> {
    parse_encoding_in(label, Lang::En)
}

/// [`parse_encoding`], its error in `lang` (the parser [`super::help::localized`] gives
/// `--encoding`).
pub(super) fn parse_encoding_in(label: &str, lang: Lang) -> Result<&'static encoding_rs::Encoding, String> {
    let label = label.trim();
    encoding_rs::Encoding::for_label(label.as_bytes())
        .or_else(|| encoding_rs::Encoding::for_label(common_spelling(label)?.as_bytes()))
        .ok_or_else(|| t!("cli-unknown-encoding", label = label).render(Locale::human(lang)))
}

/// An encoding name as people write it that the WHATWG standard does not list, such as
/// `latin-1` or `ISO_8859_1`: the same name without its hyphens, underscores and spaces (`latin1`,
/// `iso88591`, `utf8` are labels of the standard). `None` when nothing was dropped.
fn common_spelling(label: &str) -> Option<String> {
    let squeezed: String = label.chars().filter(|c| !matches!(c, '-' | '_' | ' ')).collect();
    (squeezed.len() != label.len()).then_some(squeezed)
}

#[derive(Debug, Subcommand)]
pub enum CatalogCommand {
    /// List jurisdictions and games.
    List {
        /// Directory of catalogue articles (JURISDICTION/GAME.yaml) added to, or replacing, the
        /// embedded ones.
        #[arg(long, value_name = "DIR")]
        catalog: Option<PathBuf>,
    },
    /// Validate a catalogue directory (default: the embedded catalogue).
    Lint {
        /// Directory of catalogue articles (JURISDICTION/GAME.yaml) to validate; without it, the
        /// catalogue embedded in veedor.
        #[arg(value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Which rules of each article are checked, and which no log can show.
    Coverage {
        /// How to write it (json: docs/json-output.md, «Catalogue coverage»).
        #[arg(long, value_enum, value_name = "FORMAT", default_value_t = Format::Human)]
        format: Format,
        /// Directory of catalogue articles (JURISDICTION/GAME.yaml) added to, or replacing, the
        /// embedded ones.
        #[arg(long, value_name = "DIR")]
        catalog: Option<PathBuf>,
    },
}

/// `--alert-p`: a probability strictly between 0 and 1.
fn parse_alert_p(s: &str) -> Result<f64, String> {
    parse_alert_p_in(s, Lang::En)
}

/// [`parse_alert_p`], its error in `lang`.
pub(super) fn parse_alert_p_in(s: &str, lang: Lang) -> Result<f64, String> {
    // A Spanish reader may write the decimal comma.
    match s.trim().replace(',', ".").parse::<f64>() {
        Ok(p) if p > 0.0 && p < 1.0 => Ok(p),
        _ => Err(t!("cli-alert-p-invalid", value = s).render(Locale::human(lang))),
    }
}

/// `--jobs`: a number of threads up to [`batch::MAX_JOBS`]; more is refused rather than
/// started (each thread costs its stack and start-up, and a check is CPU work).
fn parse_jobs(s: &str) -> Result<usize, String> {
    parse_jobs_in(s, Lang::En)
}

/// [`parse_jobs`], its error in `lang` (the parser [`super::help::localized`] gives `--jobs`).
pub(super) fn parse_jobs_in(s: &str, lang: Lang) -> Result<usize, String> {
    let locale = Locale::human(lang);
    // The standard library's words for a number that is not one, in English as before.
    let n: usize = s.parse().map_err(|e: std::num::ParseIntError| match lang {
        Lang::En => e.to_string(),
        Lang::Es => t!("cli-jobs-not-a-number").render(locale),
    })?;
    if n > batch::MAX_JOBS {
        return Err(t!("cli-jobs-too-many", max = batch::MAX_JOBS).render(locale));
    }
    Ok(n)
}

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// Catalogue article, e.g. estado-1979/ruleta-francesa (see `veedor catalog list`).
    #[arg(value_name = "CATALOG_ID")]
    pub catalog_id: String,
    /// Rounds (spins or coups) to play.
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub rounds: u32,
    /// Seed of the random choices (stakes, bets, outcomes): the same seed writes the same log.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
    /// Inject one fault (see --list-faults): the log then breaks exactly one rule.
    #[arg(long, value_name = "FAULT")]
    pub inject: Option<String>,
    /// Bias the roulette wheel: NUMBER comes WEIGHT times as often as any other number
    /// (`--bias 17:2`; repeat for several numbers). Without it the wheel is fair.
    #[arg(long, value_name = "NUMBER:WEIGHT", value_parser = sim::parse_bias)]
    pub bias: Vec<(u16, u32)>,
    /// Write the log to FILE instead of standard output (`--output-file` as `check` names it).
    #[arg(short = 'o', long = "output", visible_alias = "output-file", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// The table's name on the log's `table` line, in place of the simulator's `SIM-NN` (a
    /// month of one simulated table is the same `--table` with a `--date` per day).
    #[arg(long, value_name = "ID", value_parser = sim::parse_table_name)]
    pub table: Option<String>,
    /// The day the session opens (YYYY-MM-DD), in place of the simulator's 2026-11-20; the close
    /// moves with it (the next day, at the article's closing hour).
    #[arg(long, value_name = "YYYY-MM-DD", value_parser = sim::parse_day)]
    pub date: Option<sim::Day>,
    /// List the faults that can be injected for this article, and stop.
    #[arg(long)]
    pub list_faults: bool,
    /// Directory of catalogue articles (JURISDICTION/GAME.yaml) added to, or replacing, the
    /// embedded ones.
    #[arg(long, value_name = "DIR")]
    pub catalog: Option<PathBuf>,
}

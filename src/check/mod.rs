//! Checking one log: read lines, parse events, check the session's structure, hand events to the
//! game's engine, and resolve each finding's citation in the table's own catalogue.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use encoding_rs::Encoding;

use crate::catalog::{Catalog, CatalogSet};
use crate::engine::{Engine, Game, TableConfig};
use crate::finding::{Finding, Label, Severity};
use crate::i18n::{Currency, Lang, Locale, Text};
use crate::log::FORMAT_VERSION;
use crate::log::event::{Event, EventKind, Loc, PokerEvent, Sp, TableHeader, WheelEvent};
use crate::log::parser::{ParseError, parse_line, parse_line_spanish, parse_read_line_circulo};
use crate::log::reader::LineReader;
use crate::log::text;
use crate::money::Amount;
use crate::rules;
use crate::t;
use crate::waiver::InlineWaivers;

mod finish;
mod header;
mod ledger;
mod lines;
mod seal;
mod structure;
mod taints;

use ledger::Ledger;
pub use seal::{Seal, hex};
use taints::Taints;

/// Where a checked log's text can be read again (to render snippets).
#[derive(Clone, Debug)]
pub enum SourceHandle {
    Path(PathBuf),
    Bytes(Arc<[u8]>),
}

#[derive(Clone, Debug, Default)]
pub struct FileStats {
    pub bytes: u64,
    pub lines: u64,
    pub events: u64,
    pub rounds: u64,
    /// The table's currency (`currency=` of the header, EUR by default), once the header is
    /// read: a Spanish report writes amounts with its sign.
    pub currency: Currency,
    /// The input's SHA-256 and size, when the run asked for them at check time
    /// ([`FileReport::seal`] works them out otherwise).
    pub seal: Option<Seal>,
}

/// Everything found in one input.
#[derive(Clone, Debug)]
pub struct FileReport {
    /// As given on the command line (`-` is shown as `<stdin>`).
    pub name: String,
    pub source: SourceHandle,
    /// Catalogue id from the header, once known.
    pub catalog: Option<String>,
    /// In file order; the same every run.
    pub findings: Vec<Finding>,
    pub stats: FileStats,
    /// The table's statistics (money, edge, outcome frequencies), once the header was accepted
    /// and the engine has replayed the log; `None` for a file that could not be checked.
    pub study: Option<Box<crate::study::TableStudy>>,
    /// The language the report is written in: the checker makes it English, the CLI sets the
    /// user's (`--lang`, the locale).
    pub lang: Lang,
}

impl FileReport {
    /// The file could not be (fully) read as a log: exit code 2.
    pub fn has_input_error(&self) -> bool {
        self.findings.iter().any(|f| rules::lookup(f.code).is_some_and(rules::Check::is_input_error))
    }

    /// Findings of `severity` that are not waived.
    pub fn count(&self, severity: Severity) -> usize {
        self.findings.iter().filter(|f| f.severity == severity && f.is_active()).count()
    }

    /// How this report's texts are written for a human reader: its language, with local
    /// numbers and the table's currency.
    pub fn human_locale(&self) -> Locale {
        Locale::human(self.lang).with_currency(self.stats.currency)
    }

    /// How this report's texts are written in a machine format: its language, plain numbers.
    pub fn machine_locale(&self) -> Locale {
        Locale::machine(self.lang)
    }

    /// Waived findings.
    pub fn waived(&self) -> usize {
        self.findings.iter().filter(|f| !f.is_active()).count()
    }
}

/// Checks a file on disk, streaming it.
pub fn check_path(path: &Path, catalogs: &CatalogSet) -> FileReport {
    check_path_as(path, catalogs, None)
}

/// Checks a file on disk whose text is in `encoding` (`None`: UTF-8).
///
/// A regular file in UTF-8 is streamed, and read again only for the lines a report shows. Any
/// other input (a named pipe, `/dev/stdin`, a process substitution, a device) can be read only
/// once: it is read whole, and its bytes are kept for the report. A file in another encoding is
/// decoded whole, and the report shows (and its positions count in) the decoded text.
pub fn check_path_as(path: &Path, catalogs: &CatalogSet, encoding: Option<&'static Encoding>) -> FileReport {
    let name = path.display().to_string();
    let source = SourceHandle::Path(path.to_path_buf());
    let mut file = match File::open(path) {
        Ok(f) => f,
        Err(e) => return unreadable(name, source, crate::i18n::io_error(&e)),
    };
    let regular = file.metadata().is_ok_and(|m| m.is_file());
    if regular && encoding.is_none_or(|e| e == encoding_rs::UTF_8) {
        return check_reader(name, source, file, catalogs);
    }
    let mut buf = Vec::new();
    match file.read_to_end(&mut buf) {
        Ok(_) => check_bytes_as(&name, buf, catalogs, encoding),
        Err(e) => unreadable(name, SourceHandle::Bytes(Arc::from(Vec::new())), crate::i18n::io_error(&e)),
    }
}

/// Checks text already in memory (standard input, tests).
pub fn check_bytes(name: &str, bytes: impl Into<Arc<[u8]>>, catalogs: &CatalogSet) -> FileReport {
    let bytes: Arc<[u8]> = bytes.into();
    let source = SourceHandle::Bytes(bytes.clone());
    check_reader(name.to_owned(), source, &bytes[..], catalogs)
}

/// Checks bytes in memory whose text is in `encoding` (`None`: UTF-8): decoded first (a
/// byte-order mark, if any, decides), so that positions count in the decoded text the report
/// shows.
pub fn check_bytes_as(
    name: &str,
    bytes: Vec<u8>,
    catalogs: &CatalogSet,
    encoding: Option<&'static Encoding>,
) -> FileReport {
    match encoding.filter(|&e| e != encoding_rs::UTF_8) {
        None => check_bytes(name, bytes, catalogs),
        Some(e) => {
            let (text, _, _) = e.decode(&bytes);
            check_bytes(name, text.into_owned().into_bytes(), catalogs)
        }
    }
}

/// Reads all of standard input, then checks it.
pub fn check_stdin(catalogs: &CatalogSet) -> FileReport {
    check_stdin_as(catalogs, None)
}

/// Reads all of standard input, then checks it as text in `encoding` (`None`: UTF-8).
pub fn check_stdin_as(catalogs: &CatalogSet, encoding: Option<&'static Encoding>) -> FileReport {
    let mut buf = Vec::new();
    match std::io::stdin().lock().read_to_end(&mut buf) {
        Ok(_) => check_bytes_as("<stdin>", buf, catalogs, encoding),
        Err(e) => unreadable("<stdin>".into(), SourceHandle::Bytes(Arc::from(Vec::new())), crate::i18n::io_error(&e)),
    }
}

/// The event's keyword as the log writes it, quoted: what a structure finding found.
fn keyword_found(ev: &Event<'_>) -> Text {
    Text::code(ev.keyword())
}

/// A report for an input that could not be read at all; `why` is the system's reason (shown
/// as it is: [`Text::verbatim`]) or a translated one.
pub fn unreadable(name: String, source: SourceHandle, why: impl Into<Text>) -> FileReport {
    let f = Finding::new(
        "M005",
        Label::new(Loc::default(), t!("chk-label-here")),
        t!("chk-cannot-read", name = name.as_str(), why = why.into()),
    );
    FileReport {
        name,
        source,
        catalog: None,
        findings: vec![f],
        stats: FileStats::default(),
        study: None,
        lang: Lang::En,
    }
}

/// Checks a log from any reader.
pub fn check_reader(name: String, source: SourceHandle, mut reader: impl Read, catalogs: &CatalogSet) -> FileReport {
    read_and_check(name, source, &mut reader, catalogs)
}

/// The reading loop of [`check_reader`], compiled once for every kind of reader (a read is a
/// dynamic call per 256 KiB): the parser's fast path is inlined into it, and two copies of it
/// would double its share of the build.
fn read_and_check(name: String, source: SourceHandle, reader: &mut dyn Read, catalogs: &CatalogSet) -> FileReport {
    let mut checker = Checker::new(catalogs);
    let mut waivers = InlineWaivers::default();
    let mut lines = LineReader::new(reader);
    read_lines::<FRENCH>(&mut checker, &mut waivers, &mut lines, &name);
    // The header named a game of the Spanish deck (monte o banca) or of the círculo family: the
    // rest of the file is read with its own loop, so that the French tables' loop holds no test
    // of the deck, and is not shaped by the círculo's lines.
    match std::mem::take(&mut checker.next_reader) {
        NextReader::None => {}
        NextReader::Spanish => read_spanish(&mut checker, &mut waivers, &mut lines, &name),
        NextReader::Circulo => read_circulo(&mut checker, &mut waivers, &mut lines, &name),
    }
    checker.stats.bytes = lines.consumed();
    let stats = std::mem::take(&mut checker.stats);
    // A file not checked to its end (bad format line or header) cannot tell a stale waiver.
    let complete = checker.phase == Phase::Body;
    let rounds = stats.rounds;
    let (mut findings, catalog, study) = checker.finish(rounds);
    waivers.apply(&mut findings, complete);
    FileReport { name, source, catalog, findings, stats, study, lang: Lang::En }
}

/// [`read_lines`]'s mode at every table but those with a loop of their own: [`parse_line`].
const FRENCH: u8 = 0;
/// [`read_lines`]'s mode at a table of the Spanish deck: [`parse_line_spanish`].
const SPANISH: u8 = 1;
/// [`read_lines`]'s mode at a círculo table: [`parse_read_line_circulo`], and the círculo's own
/// events handed to the engine without the questions to the game ([`Checker::circulo_own`]).
const CIRCULO: u8 = 2;

/// The reading loop: each line read, parsed and handed to the checker, until the end of the
/// input, or until the checker stops (a file that is not a log) or asks for another reader
/// (`Checker::next_reader`). `MODE`: [`FRENCH`], [`SPANISH`] or [`CIRCULO`], a constant, so
/// that each loop holds only its own reading.
#[inline(always)]
fn read_lines<const MODE: u8>(
    checker: &mut Checker<'_>,
    waivers: &mut InlineWaivers,
    lines: &mut LineReader<&mut dyn Read>,
    name: &str,
) {
    loop {
        let line = match lines.next_line() {
            Ok(Some(l)) => l,
            Ok(None) => break,
            Err(e) => {
                let loc = Loc { line: checker.stats.lines as u32 + 1, col: 1, offset: lines.consumed(), len: 0 };
                checker.out.push(Finding::new(
                    "M005",
                    Label::new(loc, t!("chk-label-reading-stopped")),
                    t!("chk-reading-failed", name = name, why = crate::i18n::io_error(&e)),
                ));
                break;
            }
        };
        checker.stats.lines += 1;
        if let Some(len) = line.too_long {
            checker.too_long(line.no, line.offset, len);
            continue;
        }
        // A `# veedor: waive` comment (no token holds `#`, so any `#` starts a comment).
        if let Some(hash) = line.hash {
            waivers.comment(line.bytes, line.no, line.offset, hash);
        }
        // A plain match, not `map_or_else` with a closure: the closure borrowed the line, which
        // then had to be stored in memory every line (as did `format!` on its fields: findings
        // are built out of this loop, from copies).
        let text = match line.text {
            Some(text) => text,
            None => match std::str::from_utf8(line.bytes) {
                Ok(text) => text,
                Err(e) => {
                    if checker.not_utf8(line.no, line.offset, line.bytes, &e) {
                        continue;
                    }
                    break;
                }
            },
        };
        let parsed = match MODE {
            SPANISH => parse_line_spanish(text, line.no, line.offset),
            // A line of the reader: at most `reader::MAX_LINE` bytes.
            CIRCULO => parse_read_line_circulo(text, line.no, line.offset),
            _ => parse_line(text, line.no, line.offset),
        };
        match parsed {
            // By reference: matching by value would copy the event out of the `Result`.
            // A bare `void` (a poker round annulled) at a wheel's table is its void without the
            // reason, as the wheel's grammar reads it.
            // (Never at a círculo table, whose game has a bare `void`.)
            Ok(Some(Event { kind: EventKind::Poker(PokerEvent::Void), .. }))
                if MODE != CIRCULO && checker.has_wheel_voids() =>
            {
                if let Some(e) = crate::log::parser::wheel_void_error(text, line.no, line.offset)
                    && !checker.parse_error(e, text.as_bytes(), line.offset)
                {
                    break;
                }
            }
            Ok(Some(ref ev)) => {
                if waivers.pending() {
                    waivers.event(line.no);
                }
                checker.stats.events += 1;
                // A círculo table's own line inside a round, handed to the engine: such an
                // event owns nothing, and the next line is read at once (the tests below, of
                // what the event owns and whether to go on, cost some seven instructions a
                // line there).
                if MODE == CIRCULO && checker.circulo_own(ev) {
                    debug_assert!(ev.kind.owns_nothing());
                    std::mem::forget(parsed);
                    continue;
                }
                let go_on = checker.event(ev);
                // Nearly every event owns nothing: forgotten, it costs no call to its drop glue.
                if ev.kind.owns_nothing() {
                    std::mem::forget(parsed);
                }
                if !go_on {
                    break;
                }
            }
            Ok(None) => {}
            Err(e) => {
                if !checker.parse_error(e, text.as_bytes(), line.offset) {
                    break;
                }
            }
        }
    }
}

/// [`read_lines`] at a table of the Spanish deck: a second copy of the loop, out of line.
#[inline(never)]
fn read_spanish(
    checker: &mut Checker<'_>,
    waivers: &mut InlineWaivers,
    lines: &mut LineReader<&mut dyn Read>,
    name: &str,
) {
    read_lines::<SPANISH>(checker, waivers, lines, name);
}

/// [`read_lines`] at a table of the círculo family (póquer de círculo and sintético): a copy of
/// the loop, out of line, whose fast path tries the círculo's lines first. Its lines are short
/// (thirteen bytes), so that a line's fixed cost weighs three times what it does elsewhere;
/// in the first loop, the French tables' code would be shaped by them.
#[inline(never)]
fn read_circulo(
    checker: &mut Checker<'_>,
    waivers: &mut InlineWaivers,
    lines: &mut LineReader<&mut dyn Read>,
    name: &str,
) {
    read_lines::<CIRCULO>(checker, waivers, lines, name);
}

/// The reading loop the body of the log is read with, when not the first one ([`read_lines`]
/// with [`FRENCH`]): the header's game asks for it, and the first loop stops there.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum NextReader {
    #[default]
    None,
    /// A game of the Spanish deck (monte o banca): [`read_spanish`].
    Spanish,
    /// A game of the círculo family: [`read_circulo`].
    Circulo,
}

/// Where the checker is in the file's structure.
#[derive(PartialEq, Eq)]
enum Phase {
    /// Waiting for `mesa-log 1`.
    Format,
    /// Waiting for the `table` header.
    Header,
    /// Header accepted: game events flow to the engine.
    Body,
    /// The header was refused (M004): no rule can be judged, but every later line is still
    /// read, so that all the file's format errors come in one run.
    LinesOnly,
    /// The file cannot be read further (bad format line, not a text log).
    Stopped,
}

/// How the current round was over, before a stake that begins the next one (S008).
#[derive(Clone, Copy)]
enum Over {
    /// Its settlements began, after its result.
    Settled,
    /// It had its result, and no stake.
    Decided,
}

struct Checker<'c> {
    catalogs: &'c CatalogSet,
    catalog: Option<&'c Catalog>,
    /// The catalogue's game, once the header is accepted: asked about every event, so held by
    /// reference rather than reached through the catalogue's `Arc` (its family, needed only to
    /// report a foreign event, is not: loading it for every event cost two loads).
    game: Option<&'c dyn Game>,
    engine: Option<Box<dyn Engine + 'c>>,
    phase: Phase,
    /// The checker's own findings (format, header, session structure).
    out: Vec<Finding>,
    /// The engine's findings, kept apart so that those made after an unreadable line, to the
    /// end of its round and the next, can be set aside at the end (see [`Taints`]).
    engine_out: Vec<Finding>,
    taints: Taints,
    stats: FileStats,
    session_open: Option<Loc>,
    session_closed: Option<Loc>,
    last_round: Option<(u64, Loc)>,
    /// Where the current round was over: its first settlement line, or its result when no
    /// stake had been placed in it (`Over`). A stake after it begins a round whose `round` line
    /// is missing (S008).
    over: Option<(Loc, Over)>,
    /// A stake was placed in the current round.
    staked: bool,
    /// The current round has a result (`spin`, `result`): a settlement before it does not end
    /// the round (it is the game's finding, RL025 or BC032).
    resulted: bool,
    /// Rounds begun with no `round` line since the last one written (S008).
    implied_rounds: u64,
    last_event: Loc,
    /// S001 and S005 are reported once per stretch, not once per line.
    outside_session_reported: bool,
    outside_round_reported: bool,
    /// Keywords of foreign events already reported (S007).
    foreign_reported: Vec<&'static str>,
    /// A line could not be read since the last step towards the body (the format line, the
    /// header): it may have been the line expected, so its absence is not reported again.
    unreadable_before_body: bool,
    /// Unreadable lines before the format line ([`MAX_UNREADABLE_BEFORE_FORMAT`]).
    unreadable_before_format: u32,
    /// The header's parameters, once accepted: the study's heading.
    table: Option<TableConfig>,
    /// The money the log records (the study's), counted as the lines pass.
    ledger: Ledger,
    /// `session open` lines, and the timestamps written on the first opening and last closing.
    sessions: u64,
    opened: Option<String>,
    closed: Option<String>,
    /// The header's game has a reading loop of its own (the Spanish deck's, the círculo's)
    /// and the first loop has not switched to it yet.
    next_reader: NextReader,
    /// A French card at a table of the Spanish deck has had its note on `c` (copas here, clubs
    /// there): once a log.
    copas_noted: bool,
}

/// After this many unreadable lines and no format line, a file is not taken for a table log
/// (M003): a log starts with its format line, after at most a few comments.
pub const MAX_UNREADABLE_BEFORE_FORMAT: u32 = 8;

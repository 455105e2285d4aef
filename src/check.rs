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
use crate::log::event::{Event, EventKind, Loc, Sp, TableHeader};
use crate::log::parser::{ParseError, parse_line};
use crate::log::reader::LineReader;
use crate::log::text;
use crate::money::Amount;
use crate::rules;
use crate::t;
use crate::waiver::InlineWaivers;

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
    Text::verbatim(format!("`{}`", ev.keyword()))
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
pub fn check_reader(name: String, source: SourceHandle, reader: impl Read, catalogs: &CatalogSet) -> FileReport {
    let mut checker = Checker::new(catalogs);
    let mut waivers = InlineWaivers::default();
    let mut lines = LineReader::new(reader);
    loop {
        let line = match lines.next_line() {
            Ok(Some(l)) => l,
            Ok(None) => break,
            Err(e) => {
                let loc = Loc { line: checker.stats.lines as u32 + 1, col: 1, offset: lines.consumed(), len: 0 };
                checker.out.push(Finding::new(
                    "M005",
                    Label::new(loc, t!("chk-label-reading-stopped")),
                    t!("chk-reading-failed", name = name.as_str(), why = crate::i18n::io_error(&e)),
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
        match parse_line(text, line.no, line.offset) {
            // By reference: matching by value would copy the event out of the `Result`.
            Ok(Some(ref ev)) => {
                if waivers.pending() {
                    waivers.event(line.no);
                }
                checker.stats.events += 1;
                if !checker.event(ev) {
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
    checker.stats.bytes = lines.consumed();
    let stats = std::mem::take(&mut checker.stats);
    // A file not checked to its end (bad format line or header) cannot tell a stale waiver.
    let complete = checker.phase == Phase::Body;
    let rounds = stats.rounds;
    let (mut findings, catalog, study) = checker.finish(rounds);
    waivers.apply(&mut findings, complete);
    FileReport { name, source, catalog, findings, stats, study, lang: Lang::En }
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
    /// The file cannot be checked further (bad format line or header).
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
}

/// The money of a log as its lines record it, in minor units: plain sums, one addition per
/// `bet`, settlement or `cagnotte` line (see [`crate::study::Money`]).
#[derive(Default)]
struct Ledger {
    staked: i64,
    /// By [`crate::log::event::SettleAction`]: collect, pay, return, release.
    settled: [i64; 4],
    cagnotte: i64,
}

impl Ledger {
    #[inline]
    fn stake(&mut self, a: Amount) {
        self.staked = self.staked.saturating_add(a.0);
    }

    #[inline]
    fn settle(&mut self, action: crate::log::event::SettleAction, a: Amount) {
        let sum = &mut self.settled[action as usize];
        *sum = sum.saturating_add(a.0);
    }
}

/// After this many unreadable lines and no format line, a file is not taken for a table log
/// (M003): a log starts with its format line, after at most a few comments.
pub const MAX_UNREADABLE_BEFORE_FORMAT: u32 = 8;

impl<'c> Checker<'c> {
    fn new(catalogs: &'c CatalogSet) -> Checker<'c> {
        Checker {
            catalogs,
            catalog: None,
            game: None,
            engine: None,
            phase: Phase::Format,
            out: Vec::new(),
            engine_out: Vec::new(),
            taints: Taints::default(),
            stats: FileStats::default(),
            session_open: None,
            session_closed: None,
            last_round: None,
            over: None,
            staked: false,
            resulted: false,
            implied_rounds: 0,
            last_event: Loc::default(),
            outside_session_reported: false,
            outside_round_reported: false,
            foreign_reported: Vec::new(),
            unreadable_before_body: false,
            unreadable_before_format: 0,
            table: None,
            ledger: Ledger::default(),
            sessions: 0,
            opened: None,
            closed: None,
        }
    }

    /// A line longer than the reader keeps (M001). Out of the reading loop, like the other
    /// findings on a line as such.
    #[cold]
    fn too_long(&mut self, no: u32, offset: u64, len: u64) {
        let loc = Loc { line: no, col: 1, offset, len: 0 };
        self.out.push(
            Finding::new(
                "M001",
                Label::new(loc, t!("chk-label-line-too-long")),
                t!("chk-line-too-long", line = no, len = len),
            )
            .expected(t!("chk-expect-line-length", max = crate::log::reader::MAX_LINE))
            .found(t!("chk-bytes", len = len)),
        );
        self.unreadable(loc);
    }

    /// A line that is not UTF-8 (M002); `false` when the file is not a text log after all
    /// ([`Checker::not_text`]).
    #[cold]
    fn not_utf8(&mut self, no: u32, offset: u64, bytes: &[u8], e: &std::str::Utf8Error) -> bool {
        if !self.is_text(no, offset, bytes) {
            return false;
        }
        let at = e.valid_up_to();
        let bad = e.error_len().unwrap_or(bytes.len() - at).max(1);
        let loc = Loc { line: no, col: at as u32 + 1, offset: offset + at as u64, len: bad as u32 };
        let expected = match text::as_windows_1252(bytes) {
            Some(c) => t!("chk-expect-utf8-windows", byte = format!("0x{:02X}", bytes[at]), char = c.to_string()),
            None => t!("chk-expect-utf8"),
        };
        self.out.push(
            Finding::new("M002", Label::new(loc, t!("chk-label-not-utf8")), t!("chk-not-utf8", line = no))
                .expected(expected)
                .found(t!("chk-byte", byte = format!("0x{:02X}", bytes[at]))),
        );
        self.unreadable(loc);
        self.before_format_line(loc)
    }

    /// A line the parser did not understand (M001); `false` when the file is not a text log
    /// after all ([`Checker::not_text`]).
    #[cold]
    fn parse_error(&mut self, e: ParseError, bytes: &[u8], offset: u64) -> bool {
        if !self.is_text(e.loc.line, offset, bytes) {
            return false;
        }
        let loc = e.loc;
        self.out.push(
            Finding::new(
                "M001",
                // A long list of what was expected reads better in the help than on the label.
                Label::new(
                    e.loc,
                    if e.expected.en().len() <= 80 {
                        t!("chk-label-expected", what = e.expected.clone())
                    } else {
                        t!("chk-label-not-understood")
                    },
                ),
                e.message,
            )
            .expected(e.expected),
        );
        self.unreadable(loc);
        self.before_format_line(loc)
    }

    /// Whether an unreadable line is text: when it holds bytes no text has (NUL and other
    /// control characters), the file is not a text log, and one finding says so instead of one
    /// per line ([`Checker::not_text`]).
    fn is_text(&mut self, no: u32, offset: u64, bytes: &[u8]) -> bool {
        match text::binary_at(bytes) {
            None => true,
            Some(at) => {
                self.not_text(no, offset, bytes, at);
                false
            }
        }
    }

    /// The file is not a text log (a binary, UTF-16 text, a zero-filled tail): said once, and
    /// reading stops. Before the format line it is M003 (the file is no log at all); after it,
    /// M002 on the first such line (what came before was read).
    #[cold]
    fn not_text(&mut self, no: u32, offset: u64, bytes: &[u8], at: usize) {
        let byte = bytes.get(at).copied().unwrap_or(0);
        let loc = Loc { line: no, col: at as u32 + 1, offset: offset + at as u64, len: 1 };
        let found = t!("chk-byte-at", byte = format!("0x{byte:02X}"), line = no, col = at + 1);
        let f = if self.phase == Phase::Format {
            match text::utf16_bom(bytes).filter(|_| no == 1) {
                Some(enc) => Finding::new(
                    "M003",
                    Label::new(Loc { col: 1, offset, len: 2, ..loc }, t!("chk-label-bom")),
                    t!("chk-utf16", encoding = enc.to_uppercase()),
                )
                .expected(t!("chk-expect-utf8-log", version = FORMAT_VERSION, encoding = enc))
                .found(t!(
                    "chk-bytes-two",
                    first = format!("0x{:02X}", bytes[0]),
                    second = format!("0x{:02X}", bytes[1])
                )),
                None => Finding::new("M003", Label::new(loc, t!("chk-label-binary")), t!("chk-binary-file"))
                    .expected(t!("chk-expect-text-log", version = FORMAT_VERSION))
                    .found(found),
            }
        } else {
            Finding::new("M002", Label::new(loc, t!("chk-label-binary")), t!("chk-binary-line", line = no))
                .expected(t!("chk-expect-text-lines"))
                .found(found)
        };
        self.out.push(f);
        self.phase = Phase::Stopped;
    }

    /// After an unreadable line: `false` when it is the [`MAX_UNREADABLE_BEFORE_FORMAT`]th
    /// before the format line, and the file is taken for something other than a table log
    /// (M003, once), so that a text file given by mistake does not give a finding per line.
    fn before_format_line(&mut self, at: Loc) -> bool {
        if self.phase != Phase::Format {
            return true;
        }
        self.unreadable_before_format += 1;
        if self.unreadable_before_format < MAX_UNREADABLE_BEFORE_FORMAT {
            return true;
        }
        self.out.push(
            Finding::new(
                "M003",
                Label::new(at, t!("chk-label-not-read-further")),
                t!("chk-not-a-log", count = MAX_UNREADABLE_BEFORE_FORMAT),
            )
            .expected(t!("chk-expect-log", version = FORMAT_VERSION))
            .found(t!("chk-unreadable-lines", count = MAX_UNREADABLE_BEFORE_FORMAT)),
        );
        self.phase = Phase::Stopped;
        false
    }

    /// A line could not be read (its finding just pushed): the engine is told (it may hold back
    /// a count-based check), and a stretch of set-aside findings opens (see [`Taints`]).
    fn unreadable(&mut self, at: Loc) {
        if self.phase != Phase::Body {
            self.unreadable_before_body = true;
        } else {
            self.taints.unreadable(at, self.out.len().saturating_sub(1), self.engine_out.len());
        }
        if let Some(engine) = self.engine.as_mut() {
            engine.unreadable(at);
        }
    }

    /// Handles one event; `false` stops reading the file.
    // Inlined into the reading loop, with the body's path first: every other phase lasts one
    // event, and a call per event (with its register saves) cost ~15 instructions.
    #[inline(always)]
    fn event(&mut self, ev: &Event<'_>) -> bool {
        self.last_event = ev.loc;
        // The game is known exactly when the header has been accepted (`Phase::Body`): one test
        // for both.
        let Some(game) = self.game else {
            return self.before_body(ev);
        };
        if !ev.kind.common_to_every_game() && !ev.kind.frames_every_log() && !game.accepts(&ev.kind) {
            self.foreign(ev);
            return true;
        }
        if self.structure(ev) {
            self.round_not_announced(ev);
        }
        self.engine_sees(ev);
        true
    }

    /// The engine's turn at `ev`, and the end of a stretch of set-aside findings it may make.
    #[inline]
    fn engine_sees(&mut self, ev: &Event<'_>) {
        if let Some(engine) = self.engine.as_mut() {
            engine.event(ev, &mut self.engine_out);
        }
        if self.taints.open.is_some() {
            self.taints.after_event(ev, self.engine_out.len());
        }
    }

    /// A stake or «no va más» (`ev`) after the round was over (its settlements began after its
    /// result, or it had its result and no stake): the next round's `round` line is missing
    /// (S008). The engine is given the round the line would have begun, so that the stakes
    /// that follow are not all late bets of the settled round. That round has no number of its
    /// own (the next `round` line need only be above the last one written); it is told as the
    /// next after the last round, written or implied.
    #[cold]
    #[inline(never)]
    fn round_not_announced(&mut self, ev: &Event<'_>) {
        let Some(((written, _), (at, over))) = self.last_round.zip(self.over.take()) else { return };
        self.staked = matches!(ev.kind, EventKind::Bet { .. });
        self.resulted = false;
        // After another round with no `round` line, this one follows it.
        let prev = written.saturating_add(self.implied_rounds);
        self.implied_rounds = self.implied_rounds.saturating_add(1);
        // An unreadable line since the round was over was probably the `round` line, already
        // reported.
        if self.taints.last.is_none_or(|u| u.offset < at.offset) {
            // `prev` as written (a `u64`, which Fluent's integers may not hold).
            let (was, cause) = match over {
                Over::Settled => ("settled", t!("chk-label-round-settled", round = prev.to_string())),
                Over::Decided => ("decided", t!("chk-label-round-decided", round = prev.to_string())),
            };
            self.out.push(
                Finding::new(
                    "S008",
                    Label::new(ev.loc, t!("chk-label-new-round")),
                    t!("chk-round-not-announced", keyword = ev.keyword(), round = prev.to_string(), was = was),
                )
                .label(at, cause)
                .expected(t!(
                    "chk-expect-round-line",
                    round = prev.saturating_add(1).to_string(),
                    keyword = ev.keyword()
                ))
                .found(keyword_found(ev)),
            );
        }
        self.stats.rounds += 1;
        let number = Sp { loc: Loc { len: 0, ..ev.loc }, value: prev.saturating_add(1) };
        let round = Event { loc: number.loc, time: None, kind: EventKind::Round { number } };
        self.engine_sees(&round);
    }

    /// A round (or session) begins: nothing is known yet of how it ends (S008).
    fn new_round_course(&mut self) {
        self.over = None;
        self.staked = false;
        self.resulted = false;
    }

    /// An event before the body: the format line or the header (or any event once stopped).
    #[cold]
    fn before_body(&mut self, ev: &Event<'_>) -> bool {
        match self.phase {
            Phase::Format => self.format_line(ev),
            Phase::Header => self.header(ev),
            Phase::Stopped => false,
            Phase::Body => unreachable!("`event` handles the body's events itself"),
        }
    }

    /// The first event, which must be the format line. Out of line (once per file), so that
    /// [`Checker::event`] stays small for the events of the body.
    #[cold]
    fn format_line(&mut self, ev: &Event<'_>) -> bool {
        match &ev.kind {
            EventKind::Format { version } if version.value == FORMAT_VERSION => {
                self.phase = Phase::Header;
                self.unreadable_before_body = false;
            }
            EventKind::Format { version } => {
                self.out.push(
                    Finding::new(
                        "M003",
                        Label::new(version.loc, t!("chk-label-unsupported-version")),
                        t!("chk-unsupported-version", version = version.value, supported = FORMAT_VERSION),
                    )
                    .expected(Text::verbatim(format!("mesa-log {FORMAT_VERSION}")))
                    .found(Text::verbatim(format!("mesa-log {}", version.value))),
                );
                self.phase = Phase::Stopped;
            }
            // The unreadable line before it, already reported, was likely the format line.
            _ if self.unreadable_before_body => self.phase = Phase::Stopped,
            _ => {
                self.out.push(
                    Finding::new("M003", Label::new(ev.loc, t!("chk-label-first-event")), t!("chk-no-format-line"))
                        .expected(Text::verbatim(format!("mesa-log {FORMAT_VERSION}")))
                        .found(keyword_found(ev)),
                );
                self.phase = Phase::Stopped;
            }
        }
        self.phase != Phase::Stopped
    }

    /// The event after the format line, which must be the `table` header.
    #[cold]
    fn header(&mut self, ev: &Event<'_>) -> bool {
        match &ev.kind {
            EventKind::Table(h) => match self.start(h) {
                Ok(()) => self.phase = Phase::Body,
                Err(f) => {
                    self.out.push(*f);
                    self.phase = Phase::Stopped;
                }
            },
            // The unreadable line before it, already reported, was likely the header.
            _ if self.unreadable_before_body => self.phase = Phase::Stopped,
            _ => {
                self.out.push(
                    Finding::new("M004", Label::new(ev.loc, t!("chk-label-header-expected")), t!("chk-no-header"))
                        .expected(t!("chk-expect-header"))
                        .found(keyword_found(ev)),
                );
                self.phase = Phase::Stopped;
            }
        }
        self.phase != Phase::Stopped
    }

    /// Validates the header's common parameters and starts the game's engine.
    fn start(&mut self, h: &TableHeader<'_>) -> Result<(), Box<Finding>> {
        let header_error = |loc: Loc, label: Text, msg: Text| Finding::new("M004", Label::new(loc, label), msg);
        let Some(cat) = h.get("catalog") else {
            return Err(Box::new(
                header_error(h.id.loc, t!("chk-label-no-catalog"), t!("chk-no-catalog"))
                    .expected(t!("chk-expect-catalog")),
            ));
        };
        let Some(catalog) = self.catalogs.get(cat.value.value) else {
            let known: Vec<&str> = self.catalogs.ids().collect();
            return Err(Box::new(
                header_error(
                    cat.value.loc,
                    t!("chk-label-unknown-catalog"),
                    t!("chk-unknown-catalog", catalog = cat.value.value),
                )
                .expected(t!("chk-expect-one-of", list = known.join(", ")))
                .found(Text::verbatim(cat.value.value)),
            ));
        };
        let Some(min) = h.get("min") else {
            return Err(Box::new(
                header_error(h.id.loc, t!("chk-label-no-min"), t!("chk-no-min")).expected(t!("chk-expect-min")),
            ));
        };
        let min_amount = match Amount::parse(min.value.value) {
            Some(a) if a > Amount::ZERO => a,
            parsed => {
                // Why it is not one, when it is not an amount at all (`min=1.000`: a thousands
                // separator).
                let msg = match parsed {
                    None => t!("chk-min-not-amount", why = crate::log::parser::amount_problem_text(min.value.value)),
                    Some(_) => t!("chk-min-not-positive"),
                };
                return Err(Box::new(
                    header_error(min.value.loc, t!("chk-label-not-amount"), msg)
                        .expected(t!("chk-expect-positive-amount"))
                        .found(Text::verbatim(min.value.value)),
                ));
            }
        };
        let spec = &catalog.file.table;
        let panos = match h.get("panos") {
            None => spec.default_panos,
            Some(p) => match p.value.value.parse::<u8>() {
                Ok(n) if spec.panos.contains(&n) => n,
                _ => {
                    return Err(Box::new(
                        header_error(
                            p.value.loc,
                            t!("chk-label-not-allowed"),
                            t!("chk-panos-not-allowed", value = p.value.value, catalog = catalog.id()),
                        )
                        .expected(t!("chk-expect-one-of-list", list = format!("{:?}", spec.panos)))
                        .found(Text::verbatim(p.value.value)),
                    ));
                }
            },
        };
        let currency = match h.get("currency") {
            None => "EUR".to_owned(),
            Some(c) if c.value.value.len() == 3 && c.value.value.bytes().all(|b| b.is_ascii_uppercase()) => {
                c.value.value.to_owned()
            }
            Some(c) => {
                return Err(Box::new(
                    header_error(c.value.loc, t!("chk-label-not-currency"), t!("chk-not-currency"))
                        .expected(t!("chk-expect-currency"))
                        .found(Text::verbatim(c.value.value)),
                ));
            }
        };
        let game_keys = catalog.game.header_keys();
        for p in &h.params {
            let k = p.key.value;
            if !matches!(k, "catalog" | "min" | "panos" | "currency") && !game_keys.contains(&k) {
                let mut allowed = vec!["catalog", "min", "panos", "currency"];
                allowed.extend_from_slice(&game_keys);
                return Err(Box::new(
                    header_error(
                        p.key.loc,
                        t!("chk-label-unknown-param"),
                        t!("chk-unknown-param", key = k, catalog = catalog.id()),
                    )
                    .expected(t!("chk-expect-one-of", list = allowed.join(", ")))
                    .found(Text::verbatim(k)),
                ));
            }
        }
        self.stats.currency = Currency::from_code(&currency);
        let table = TableConfig { id: h.id.value.to_owned(), min: min_amount, panos, currency };
        let engine = catalog.game.start(&table, h)?;
        self.table = Some(table);
        self.taints.rounds = 2 + engine.judged_late_by();
        self.engine = Some(engine);
        self.catalog = Some(catalog);
        self.game = Some(&*catalog.game);
        Ok(())
    }

    /// Session and round structure, common to every game. Returns whether `ev` begins a round
    /// whose `round` line is missing (see [`Checker::round_not_announced`]).
    #[inline]
    fn structure(&mut self, ev: &Event<'_>) -> bool {
        // Inside a round of an open session, only the session's and rounds' own events (and a
        // misplaced format line or header) have anything to check: one test for the bets,
        // settlements and spins that make up most of a log, instead of the match below.
        if self.session_open.is_some() && self.last_round.is_some() {
            // The money lines are added to the study's ledger in the same match (a match of its
            // own cost punto y banca 0.4 instructions per byte).
            match ev.kind {
                EventKind::Settle { action, amount, .. } => {
                    self.ledger.settle(action.value, amount.value);
                    if self.resulted && !matches!(self.over, Some((_, Over::Settled))) {
                        self.over = Some((ev.loc, Over::Settled));
                    }
                    return false;
                }
                EventKind::NoMoreBets => return self.over.is_some(),
                EventKind::Bet { amount, .. } => {
                    self.ledger.stake(amount.value);
                    self.staked = true;
                    return self.over.is_some();
                }
                EventKind::SessionOpen { .. }
                | EventKind::SessionClose { .. }
                | EventKind::Format { .. }
                | EventKind::Table(_)
                | EventKind::Round { .. } => {}
                // A family's own events: part of a round's staking (chemin de fer's `bank`), the
                // house's deduction (its `cagnotte`), or what decides a round (a spin, a coup's
                // outcome), which is the game's to say, asked only of the events no arm above
                // takes: about one a round.
                _ => {
                    if ev.kind.stakes_a_round() {
                        return self.over.is_some();
                    }
                    if let Some(deduction) = ev.kind.house_deduction() {
                        self.ledger.cagnotte = self.ledger.cagnotte.saturating_add(deduction.0);
                    } else if self.game.is_some_and(|g| g.decides_round(&ev.kind)) {
                        self.resulted = true;
                        if !self.staked && self.over.is_none() {
                            self.over = Some((ev.loc, Over::Decided));
                        }
                    }
                    return false;
                }
            }
        }
        self.structure_match(ev);
        false
    }

    /// The full structure check, out of line: it builds findings, which would otherwise weigh
    /// on the reading loop's frame.
    #[inline(never)]
    fn structure_match(&mut self, ev: &Event<'_>) {
        // Money outside a round or session (reported below) is money the log moved all the same.
        match ev.kind {
            EventKind::Bet { amount, .. } => self.ledger.stake(amount.value),
            EventKind::Settle { action, amount, .. } => self.ledger.settle(action.value, amount.value),
            _ => {
                if let Some(deduction) = ev.kind.house_deduction() {
                    self.ledger.cagnotte = self.ledger.cagnotte.saturating_add(deduction.0)
                }
            }
        }
        match &ev.kind {
            EventKind::SessionOpen { at } => {
                self.sessions += 1;
                if self.opened.is_none() {
                    self.opened = at.map(|w| w.value.to_owned());
                }
                if let Some(prev) = self.session_open.or(self.session_closed) {
                    self.out.push(
                        Finding::new(
                            "S006",
                            Label::new(ev.loc, t!("chk-label-second-open")),
                            t!("chk-session-reopened"),
                        )
                        .label(prev, t!("chk-label-session-opened"))
                        .expected(t!("chk-expect-one-session"))
                        .found(t!("chk-found-second-open")),
                    );
                }
                self.session_open = Some(ev.loc);
                self.session_closed = None;
                self.outside_session_reported = false;
                self.new_round_course();
            }
            EventKind::SessionClose { at } => {
                if at.is_some() {
                    self.closed = at.map(|w| w.value.to_owned());
                }
                if self.session_open.is_none() {
                    self.outside(ev);
                }
                self.session_open = None;
                self.session_closed = Some(ev.loc);
                self.new_round_course();
            }
            EventKind::Format { .. } | EventKind::Table(_) => {
                self.out.push(
                    Finding::new(
                        "M001",
                        Label::new(ev.loc, t!("chk-label-top-only")),
                        t!("chk-top-only", keyword = ev.keyword()),
                    )
                    .expected(t!("chk-expect-game-event")),
                );
            }
            EventKind::Round { number } => {
                self.stats.rounds += 1;
                if self.session_open.is_none() {
                    self.outside(ev);
                }
                if let Some((prev, prev_loc)) = self.last_round {
                    if number.value <= prev {
                        self.out.push(
                            Finding::new(
                                "S002",
                                Label::new(number.loc, t!("chk-label-round-not-after")),
                                t!("chk-round-order", round = number.value.to_string(), prev = prev.to_string()),
                            )
                            .label(prev_loc, t!("chk-label-previous-round"))
                            .expected(t!("chk-expect-round-above", prev = prev.to_string()))
                            .found(Text::verbatim(number.value.to_string())),
                        );
                    }
                }
                self.last_round = Some((number.value, number.loc));
                self.new_round_course();
                self.implied_rounds = 0;
            }
            // Table-level events: inside the session, but not necessarily inside a round (a
            // change of limits, a new shoe, who holds it, a seat's refusal or departure, a
            // player's colour chips): each family's event type says which.
            _ if ev.kind.between_rounds() => {
                if self.session_open.is_none() {
                    self.outside(ev);
                }
            }
            _ => {
                if self.session_open.is_none() {
                    self.outside(ev);
                } else if self.last_round.is_none() && !self.outside_round_reported {
                    self.outside_round_reported = true;
                    // After an unreadable line, that line was likely the first `round`.
                    if self.taints.last.is_some() {
                        return;
                    }
                    self.out.push(
                        Finding::new(
                            "S005",
                            Label::new(ev.loc, t!("chk-label-no-round")),
                            t!("chk-before-first-round", keyword = ev.keyword()),
                        )
                        .expected(t!("chk-expect-round-first"))
                        .found(keyword_found(ev)),
                    );
                }
            }
        }
    }

    /// An event of another family of games: reported once per keyword, then ignored.
    #[cold]
    fn foreign(&mut self, ev: &Event<'_>) {
        let keyword = ev.keyword();
        if self.foreign_reported.contains(&keyword) {
            return;
        }
        // The game, as its catalogue names it (a `bank` is an event of the baccarat family, but
        // not of punto y banca's), or as its id does.
        let game = match self.catalog.map(|c| (&c.file.name, c.file.game.as_str())) {
            Some((Some(name), _)) => Text::by_lang(name.get(Lang::En), name.get(Lang::Es)),
            Some((None, id)) => Text::verbatim(id.replace('-', " ")),
            None => Text::verbatim(""),
        };
        self.foreign_reported.push(keyword);
        self.out.push(
            Finding::new(
                "S007",
                Label::new(ev.loc, t!("chk-label-foreign")),
                t!("chk-foreign-event", keyword = keyword, game = game.clone()),
            )
            .expected(t!("chk-expect-game-events", game = game))
            .found(keyword_found(ev)),
        );
    }

    fn outside(&mut self, ev: &Event<'_>) {
        if self.outside_session_reported {
            return;
        }
        self.outside_session_reported = true;
        // Before the session opened, after an unreadable line: that line was likely the opening.
        if self.session_closed.is_none() && self.taints.last.is_some() {
            return;
        }
        let (msg, found) = match self.session_closed {
            Some(_) => (t!("chk-after-session", keyword = ev.keyword()), t!("chk-found-after-close")),
            None => (t!("chk-before-session", keyword = ev.keyword()), t!("chk-found-before-open")),
        };
        let mut f = Finding::new("S001", Label::new(ev.loc, t!("chk-label-outside-session")), msg)
            .expected(t!("chk-expect-inside-session"))
            .found(found);
        if let Some(c) = self.session_closed {
            f = f.label(c, t!("chk-label-session-closed"));
        }
        self.out.push(f);
    }

    /// A log that ends after its header, with no session (S009).
    #[cold]
    fn no_session(&mut self) {
        self.out.push(
            Finding::new("S009", Label::new(self.last_event, t!("chk-label-log-ends")), t!("chk-no-session"))
                .expected(t!("chk-expect-session"))
                .found(t!("chk-found-end-after-header")),
        );
    }

    /// The findings in order, the catalogue id, and the table's study (of `rounds` rounds).
    fn finish(mut self, rounds: u64) -> (Vec<Finding>, Option<String>, Option<Box<crate::study::TableStudy>>) {
        if self.phase == Phase::Body {
            let closed = self.session_closed.is_some() && self.session_open.is_none();
            // After the last event, an unreadable line was likely the `session close`.
            let close_unreadable = self.taints.last.is_some_and(|l| l.offset > self.last_event.offset);
            if let Some(open) = self.session_open.filter(|_| !close_unreadable) {
                self.out.push(
                    Finding::new(
                        "S003",
                        Label::new(self.last_event, t!("chk-label-log-ends")),
                        t!("chk-session-not-closed"),
                    )
                    .label(open, t!("chk-label-session-opened"))
                    .expected(Text::verbatim("`session close`"))
                    .found(t!("chk-found-end-of-file")),
                );
            }
            if self.session_open.is_none()
                && self.session_closed.is_none()
                && !self.outside_session_reported
                && self.taints.last.is_none()
            {
                self.no_session();
            }
            if let Some(engine) = self.engine.as_mut() {
                engine.finish(closed, &mut self.engine_out);
            }
        } else if self.phase != Phase::Stopped && !self.unreadable_before_body {
            // (After an unreadable line the missing line is likely that one, already reported.)
            let what = || if self.phase == Phase::Format { t!("chk-what-format-line") } else { t!("chk-what-header") };
            let code = if self.phase == Phase::Format { "M003" } else { "M004" };
            self.out.push(
                Finding::new(
                    code,
                    Label::new(self.last_event, t!("chk-label-input-ends")),
                    t!("chk-ends-before", what = what()),
                )
                .expected(what())
                .found(t!("chk-found-end-of-file")),
            );
        }
        self.taints.set_aside(&mut self.engine_out, &mut self.out);
        self.out.append(&mut self.engine_out);
        if let Some(cat) = self.catalog {
            for f in &mut self.out {
                if let Some(rule) = cat.rule_for(f.code, f.rule_hint.as_deref()) {
                    if let Some(sev) = rule.severity {
                        f.severity = sev;
                    }
                    f.citation = Some(cat.citation(rule));
                }
            }
        }
        self.out.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
        let study = self.study(rounds);
        (self.out, self.catalog.map(|c| c.file.id.clone()), study)
    }

    /// The table's study: the header, the money counted, and the engine's part.
    fn study(&self, rounds: u64) -> Option<Box<crate::study::TableStudy>> {
        use crate::study::{Money, TableStudy};
        let (table, catalog, game) = (self.table.as_ref()?, self.catalog?, self.engine.as_ref()?.study()?);
        let l = &self.ledger;
        let mut money = Money::new(game.house_income);
        money.staked = Amount(l.staked);
        money.collected = Amount(l.settled[crate::log::event::SettleAction::Collect as usize]);
        money.paid = Amount(l.settled[crate::log::event::SettleAction::Pay as usize]);
        money.returned = Amount(l.settled[crate::log::event::SettleAction::Return as usize])
            .saturating_add(Amount(l.settled[crate::log::event::SettleAction::Release as usize]));
        money.cagnotte = Amount(l.cagnotte);
        Some(Box::new(TableStudy {
            table: table.id.clone(),
            catalog: catalog.file.id.clone(),
            currency: table.currency.clone(),
            min: table.min,
            opened: self.opened.clone(),
            closed: self.closed.clone(),
            sessions: self.sessions,
            rounds,
            money,
            edge: game.edge,
            outcomes: game.outcomes,
        }))
    }
}

/// What the engine judged after a line which could not be read (M001, M002).
///
/// What such a line said is unknown: a bet, a card, the result, a settlement, the next round's
/// start. What the engine finds after it, until its round and the next one have ended (the next
/// starts from the state the line left: the previous spin's sense, the prisoners, the bank), may
/// be only a consequence of the missing event, and one unreadable line must give one finding, not
/// a page of them. So those findings are set aside, and the unreadable line's finding says how
/// many, on the line where checking resumes. A round ends at the next boundary (a `round` line,
/// the session's opening or closing), once the engine has seen it: what it judges there (a
/// round's settlement) is set aside too. What the engine found before the line stands: it was
/// judged on the lines before, so it cannot follow from this one. The checker's own findings
/// (format, session structure) are kept, except that a missing session opening or first
/// `round` is not reported after an unreadable line, which was likely that line.
#[derive(Default)]
struct Taints {
    /// Round ends a stretch lasts: the end of the round holding the unreadable line, that of
    /// the next, and as many more as the engine judges a round late.
    rounds: u8,
    /// The open stretch, once a line could not be read.
    open: Option<Taint>,
    closed: Vec<Taint>,
    /// The last unreadable line.
    last: Option<Loc>,
}

struct Taint {
    /// Round ends still to come before the stretch ends.
    rounds_left: u8,
    /// The engine's findings made in the stretch (indices into the engine's).
    made: std::ops::Range<usize>,
    /// The unreadable line's finding (the stretch's first one), an index into the checker's.
    finding: usize,
    /// The boundary where checking resumes (`None`: the end of the log).
    resumes: Option<Loc>,
}

impl Taints {
    /// The line at `at` could not be read: its finding is `finding`; the engine has made
    /// `made` findings so far.
    fn unreadable(&mut self, at: Loc, finding: usize, made: usize) {
        self.last = Some(at);
        match self.open.as_mut() {
            Some(t) => t.rounds_left = self.rounds,
            None => {
                let rounds_left = self.rounds;
                self.open = Some(Taint { rounds_left, made: made..usize::MAX, finding, resumes: None });
            }
        }
    }

    /// After the engine has seen `ev` and made `made` findings in all, while a stretch is open:
    /// a boundary ends a round of it.
    #[cold]
    fn after_event(&mut self, ev: &Event<'_>, made: usize) {
        let last = match ev.kind {
            EventKind::Round { .. } | EventKind::SessionOpen { .. } => false,
            EventKind::SessionClose { .. } => true,
            _ => return,
        };
        if let Some(mut t) = self.open.take() {
            t.rounds_left = t.rounds_left.saturating_sub(1);
            if t.rounds_left == 0 || last {
                t.made.end = made;
                t.resumes = Some(ev.loc).filter(|_| !last);
                self.closed.push(t);
            } else {
                self.open = Some(t);
            }
        }
    }

    /// Removes from `engine` the findings made in a stretch, and labels each stretch's
    /// unreadable finding (in `own`) with how many were set aside.
    fn set_aside(&mut self, engine: &mut Vec<Finding>, own: &mut [Finding]) {
        self.closed.extend(self.open.take());
        if self.closed.is_empty() {
            return;
        }
        let mut aside = vec![0usize; self.closed.len()];
        let mut index = 0;
        engine.retain(|_| {
            let made = index;
            index += 1;
            // The stretches are in order and disjoint.
            let next = self.closed.partition_point(|t| t.made.start <= made);
            match next.checked_sub(1).filter(|&i| self.closed.get(i).is_some_and(|t| t.made.contains(&made))) {
                Some(i) => {
                    if let Some(n) = aside.get_mut(i) {
                        *n += 1;
                    }
                    false
                }
                None => true,
            }
        });
        for (t, n) in self.closed.iter().zip(aside) {
            let Some(f) = own.get_mut(t.finding).filter(|_| n > 0) else { continue };
            let line = f.primary.loc.line;
            match t.resumes {
                Some(at) => f.secondary.push(Label::new(at, t!("chk-label-checked-again", count = n, line = line))),
                None => {
                    f.secondary.push(Label::new(f.primary.loc, t!("chk-label-set-aside", count = n)));
                }
            }
        }
    }
}

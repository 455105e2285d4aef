//! The lines before they are events: too long, not UTF-8, not text at all, unreadable, and the
//! unreadable lines before the format line (M003).

use super::*;

impl<'c> Checker<'c> {
    pub(super) fn new(catalogs: &'c CatalogSet) -> Checker<'c> {
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
            next_reader: NextReader::None,
            copas_noted: false,
        }
    }

    /// A line longer than the reader keeps (M001). Out of the reading loop, like the other
    /// findings on a line as such.
    #[cold]
    pub(super) fn too_long(&mut self, no: u32, offset: u64, len: u64) {
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
    pub(super) fn not_utf8(&mut self, no: u32, offset: u64, bytes: &[u8], e: &std::str::Utf8Error) -> bool {
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
    pub(super) fn parse_error(&mut self, mut e: ParseError, bytes: &[u8], offset: u64) -> bool {
        if !self.is_text(e.loc.line, offset, bytes) {
            return false;
        }
        // A bet written as a number: the table's game says how its bets are written.
        if e.kind_is_a_number() {
            let start = usize::try_from(e.loc.offset.saturating_sub(offset)).unwrap_or(usize::MAX);
            let token =
                bytes.get(start..start.saturating_add(e.loc.len as usize)).and_then(|t| std::str::from_utf8(t).ok());
            if let Some((message, expected)) = token.zip(self.game).and_then(|(t, g)| g.numeric_bet(t)) {
                e.message = message;
                e.expected = expected;
            }
        }
        // A French card at a monte table: its other `c` cards may be clubs meant as such, which
        // no line can tell from copas (log-format § 18); said once a log.
        if !self.copas_noted && e.message.id() == Some(crate::log::parser::MONTE_FRENCH_CARD) {
            self.copas_noted = true;
            e.message = t!("chk-monte-copas-note", message = e.message);
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
    pub(super) fn is_text(&mut self, no: u32, offset: u64, bytes: &[u8]) -> bool {
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
    pub(super) fn not_text(&mut self, no: u32, offset: u64, bytes: &[u8], at: usize) {
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
    pub(super) fn before_format_line(&mut self, at: Loc) -> bool {
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
    pub(super) fn unreadable(&mut self, at: Loc) {
        if self.phase != Phase::Body {
            self.unreadable_before_body = true;
        } else {
            self.taints.unreadable(at, self.out.len().saturating_sub(1), self.engine_out.len());
        }
        if let Some(engine) = self.engine.as_mut() {
            engine.unreadable(at);
        }
    }
}

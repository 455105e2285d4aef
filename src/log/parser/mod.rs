//! nom parser for one line of the table-log format (`.mesa`, version 1).
//!
//! The grammar is specified in `docs/log-format.md`. Two readers share it:
//!
//! - The **full parser** ([`Line::full`]) reads any line as tokens (runs of characters other
//!   than space, tab and `#`, found with nom's `space0` and `take_till1`); the event's keyword
//!   picks the parser that reads the rest of the tokens in order, and each token is checked with
//!   a small nom grammar of its own (numbers, amounts, timestamps, identifiers, `key=value`).
//!   When a line is wrong it says where, what, and what was expected.
//! - The **fast path** ([`Line::fast`]) reads, in one pass of byte scanners (a class table per
//!   byte, with nom's result type so the token grammars share them), the well-formed
//!   lines of the events that make up nearly all of a log (bets, settlements, spins, rounds, «no
//!   va más», choices, voids). It explains nothing: any line it does not accept goes to the full
//!   parser, which has the last word. Tests check that the two agree wherever the fast path
//!   reads a line. The fast path is what makes the parser several times faster than the checker
//!   needs; it is forced inline because measurements showed the calls and copies to matter.
//!
//! Token grammars fail cheaply (`()` errors, nothing allocated): only the error that ends a line
//! builds a message, so the success path allocates nothing except the parameter list of `table`
//! and `limits` lines. Every [`Loc`] is computed from where the token's slice sits in the line
//! (pointer arithmetic on nom's remaining input), so events borrow the line.

use nom::branch::alt;
use nom::bytes::complete::{take_till1, take_while_m_n, take_while1};
use nom::character::complete::{char, digit1, one_of, space0};
use nom::combinator::{all_consuming, map, opt, recognize, value};
use nom::sequence::preceded;
use nom::{Err as NomErr, IResult, Parser};

use crate::i18n::Text;
use crate::log::card::{Card, CardSeen, Face};
use crate::log::event::{
    BaccaratEvent, BetRef, BlackJackEvent, CirculoEvent, Direction, Event, EventKind, Loc, MonteEvent, Numbers,
    OutcomePart, OutcomeParts, Param, SettleAction, ShoeEvent, Sp, TableHeader, TreintaEvent, WheelEvent, Word,
    ZeroChoice,
};
use crate::money::Amount;
use crate::t;

/// On the fast path: the value of `$e`, or the full parser's reading of the line (`$fallback`).
macro_rules! need {
    ($fallback:ident, $e:expr) => {
        match $e {
            Some(v) => v,
            None => return $fallback(),
        }
    };
}

/// On the fast path: the event `$kind` of the line `$line` (its start and time in `$head`),
/// ending where `$rest` starts, if nothing but a comment follows; else the full parser's
/// reading (`$fallback`). The event is built right in the value returned. Its location by
/// `Line::span`, or by the method named after `@`.
macro_rules! emit {
    ($line:expr, $head:expr, $fallback:ident, $rest:expr, $kind:expr) => {
        emit!(@span $line, $head, $fallback, $rest, $kind)
    };
    (@$span:ident $line:expr, $head:expr, $fallback:ident, $rest:expr, $kind:expr) => {{
        let rest: &[u8] = $rest;
        if !at_end(rest) {
            return $fallback();
        }
        Ok(Some(Event { loc: $line.$span($head.first, rest), time: $head.time, kind: $kind }))
    }};
}

/// `emit!` at a círculo table's own loop: the event's location by `Line::span_on`.
macro_rules! emit_c {
    ($($args:tt)*) => {
        emit!(@span_on $($args)*)
    };
}

mod baccarat;
mod bingo;
mod black_jack;
mod circulo;
mod dice;
mod fast;
mod frame;
mod lex;
mod monte;
mod poker;
mod shoe;
mod stake;
mod stamp;
mod tokens;
mod treinta;
mod wheel;

use baccarat::*;
use bingo::*;
use black_jack::*;
use circulo::*;
use dice::*;
use fast::*;
use lex::*;
use monte::*;
use poker::*;
use shoe::*;
use stake::*;
use stamp::*;
use tokens::*;
use treinta::*;
use wheel::*;

/// The grammar of a family's own events: its keywords, and the full parser of a line that
/// starts with one of them (its fast path is the family module's `Line::fast_*`, which
/// [`Keyword`] dispatches to).
struct Grammar {
    keywords: &'static [&'static str],
    /// Reads the line after its keyword (given) up to the event's end; the caller checks that
    /// nothing follows.
    full: for<'a> fn(&Line<'a>, &'a str, &'a str) -> PResult<'a, EventKind<'a>>,
}

/// The families' grammars: a new family of events adds its module and its entry here.
const FAMILY_GRAMMARS: [Grammar; 10] = [
    WHEEL_GRAMMAR,
    SHOE_GRAMMAR,
    BACCARAT_GRAMMAR,
    BLACK_JACK_GRAMMAR,
    TREINTA_GRAMMAR,
    DICE_GRAMMAR,
    BINGO_GRAMMAR,
    POKER_GRAMMAR,
    CIRCULO_GRAMMAR,
    MONTE_GRAMMAR,
];

pub use monte::MONTE_FRENCH_CARD;
pub use tokens::{amount_problem, amount_problem_text};

/// The message of a bet whose kind is written as a number (`bet s1 15 10`): the parser's hint
/// is a roulette cloth's (`pleno 17`); a game that bets by other words gives its own
/// ([`crate::engine::Game::numeric_bet`]).
const KIND_IS_A_NUMBER: &str = "log-kind-before-numbers";

impl ParseError {
    /// Whether the line's bet kind is written as a number (`bet s1 15 10`).
    pub fn kind_is_a_number(&self) -> bool {
        self.message.id() == Some(KIND_IS_A_NUMBER)
    }
}

/// Why a line could not be parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The offending token (or the end of the line when something is missing).
    pub loc: Loc,
    /// One sentence: what is wrong.
    pub message: Text,
    /// What would have been accepted here, e.g. "a bet kind such as `pleno` or `rojo`".
    pub expected: Text,
}

/// Every event keyword: those of every game's events, then each family's (in the order of
/// [`FAMILY_GRAMMARS`]), each in the order the documentation lists them.
pub fn keywords() -> impl Iterator<Item = &'static str> {
    EventKind::KEYWORDS.into_iter().chain(FAMILY_GRAMMARS.iter().flat_map(|g| g.keywords.iter().copied()))
}

/// At most this many `key=value` parameters on one `table` or `limits` line.
pub const MAX_PARAMS: usize = 64;

/// What the parser expected where a line went wrong: message ids of the translation files
/// (`i18n/*/log.ftl`).
const EXPECT_KEYWORD: &str = "log-expect-keyword";
const EXPECT_END: &str = "log-expect-end";
const EXPECT_STAMP: &str = "log-expect-stamp";
const EXPECT_SESSION_TIME: &str = "log-expect-session-time";
const EXPECT_VERSION: &str = "log-expect-version";
const EXPECT_TABLE_ID: &str = "log-expect-table-id";
const EXPECT_PARAM: &str = "log-expect-param";
const EXPECT_SESSION: &str = "log-expect-session";
const EXPECT_ROUND: &str = "log-expect-round";
const EXPECT_WHEEL: &str = "log-expect-wheel";
const EXPECT_DIRECTION: &str = "log-expect-direction";
const EXPECT_SPIN_OPTION: &str = "log-expect-spin-option";
const EXPECT_REASON: &str = "log-expect-reason";
const EXPECT_SEAT: &str = "log-expect-seat";
const EXPECT_BET: &str = "log-expect-bet";
const EXPECT_KIND: &str = "log-expect-kind";
const EXPECT_NUMBERS: &str = "log-expect-numbers";
const EXPECT_AMOUNT: &str = "log-expect-amount";
const EXPECT_CHOICE: &str = "log-expect-choice";
const EXPECT_CARD: &str = "log-expect-card";
const EXPECT_FACE: &str = "log-expect-face";
const EXPECT_HAND: &str = "log-expect-hand";
const EXPECT_BJ_HAND: &str = "log-expect-bj-hand";
const EXPECT_BJ_BOX: &str = "log-expect-bj-box";
const EXPECT_DECKS: &str = "log-expect-decks";
const EXPECT_CUTCARD: &str = "log-expect-cutcard";
const EXPECT_PLAYERS: &str = "log-expect-players";
const EXPECT_RESULT: &str = "log-expect-result";
const EXPECT_HAND_ONCE: &str = "log-expect-hand-once";
const EXPECT_PARAM_ONCE: &str = "log-expect-param-once";
const EXPECT_LIMITS_PARAMS: &str = "log-expect-limits-params";
const EXPECT_OPTION_ONCE: &str = "log-expect-option-once";
const EXPECT_NUMBERS_THEN_AMOUNT: &str = "log-expect-numbers-then-amount";
const EXPECT_NUMBERS_THEN_CHOICE: &str = "log-expect-numbers-then-choice";
const EXPECT_AMOUNT_LAST: &str = "log-expect-amount-last";
const EXPECT_CHOICE_LAST: &str = "log-expect-choice-last";
const EXPECT_SHORT_LINE: &str = "log-expect-short-line";
const EXPECT_POINTS: &str = "log-expect-points";
const EXPECT_DIE: &str = "log-expect-die";
const EXPECT_POINT: &str = "log-expect-point";
const EXPECT_SHOOTER_REASON: &str = "log-expect-shooter-reason";
const EXPECT_DICE_REASON: &str = "log-expect-dice-reason";
/// What a token is, in messages such as "`x` is not a seat": message ids.
const WHAT_SEAT: &str = "log-what-seat";
const WHAT_TABLE_ID: &str = "log-what-table-id";
const WHAT_HAND: &str = "log-what-hand";
const WHAT_WINNER: &str = "log-what-winner";
const WHAT_PARAM_NAME: &str = "log-what-param-name";
const WHAT_REASON: &str = "log-what-reason";
const WHAT_KIND: &str = "log-what-kind";
const WHAT_PLAYERS: &str = "log-what-players";
const WHAT_DECKS: &str = "log-what-decks";
const WHAT_CARDS: &str = "log-what-cards";
const WHAT_VERSION: &str = "log-what-version";
const WHAT_ROUND: &str = "log-what-round";
const WHAT_WHEEL: &str = "log-what-wheel";
const WHAT_POINTS: &str = "log-what-points";
const WHAT_POINT: &str = "log-what-point";
const WHAT_BOX: &str = "log-what-box";

/// Parses one line (without its terminator). `Ok(None)` for a blank or comment-only line.
/// `line_no` is 1-based; `line_offset` is the byte offset of the line's first byte in the file.
// Inlined into the checker's reading loop, so that the event is written straight into the
// loop's frame: as a call, its register saves, its arguments and its return cost some
// twenty-five instructions a line (the full parser stays out of line, in `Line::full`).
#[inline(always)]
pub fn parse_line(text: &str, line_no: u32, line_offset: u64) -> Result<Option<Event<'_>>, ParseError> {
    if text.len() >= MAX_LINE {
        return Err(ParseError {
            loc: Loc { line: line_no, col: 1, offset: line_offset, len: 0 },
            message: t!("log-line-too-long-for-event"),
            expected: Text::new(EXPECT_SHORT_LINE),
        });
    }
    let line = Line { text, no: line_no, offset: line_offset };
    line.fast::<false>(|| line.full())
}

/// [`parse_line`] at a table that plays the Spanish deck (monte o banca): `shoe`, `deal`,
/// `burn` and `result` are read as [`crate::log::event::MonteEvent`]s, with cards of the Spanish
/// deck; every other line as [`parse_line`] reads it. The checker switches to it once the
/// header is accepted (it has a reading loop of its own, so that the French tables' loop holds
/// no test of the deck).
#[inline(always)]
pub fn parse_line_spanish(text: &str, line_no: u32, line_offset: u64) -> Result<Option<Event<'_>>, ParseError> {
    if text.len() >= MAX_LINE {
        return Err(ParseError {
            loc: Loc { line: line_no, col: 1, offset: line_offset, len: 0 },
            message: t!("log-line-too-long-for-event"),
            expected: Text::new(EXPECT_SHORT_LINE),
        });
    }
    let line = Line { text, no: line_no, offset: line_offset };
    line.fast::<true>(|| line.full_spanish())
}

/// [`parse_line`] at a table of the círculo family (póquer de círculo and sintético): the same
/// events, read by a fast path that tries the círculo log's own lines first. The checker
/// switches to it once the header is accepted (it has a reading loop of its own, so that the
/// other tables' loop is not shaped by the círculo's reading).
#[inline(always)]
pub fn parse_line_circulo(text: &str, line_no: u32, line_offset: u64) -> Result<Option<Event<'_>>, ParseError> {
    if text.len() >= MAX_LINE {
        return Err(ParseError {
            loc: Loc { line: line_no, col: 1, offset: line_offset, len: 0 },
            message: t!("log-line-too-long-for-event"),
            expected: Text::new(EXPECT_SHORT_LINE),
        });
    }
    // By value, with no fallback given (see `Line::fast_circulo_table`).
    Line { text, no: line_no, offset: line_offset }.fast_circulo_table()
}

/// [`parse_line_circulo`] of a line the checker's line reader gave, which is at most
/// [`crate::log::reader::MAX_LINE`] bytes (a longer one is skipped, not given): far below the
/// length whose columns would not fit a `u32`, so the length is not tested again (three
/// instructions a line on the círculo's short lines).
#[inline(always)]
pub fn parse_read_line_circulo(text: &str, line_no: u32, line_offset: u64) -> Result<Option<Event<'_>>, ParseError> {
    const { assert!(crate::log::reader::MAX_LINE < MAX_LINE) };
    debug_assert!(text.len() <= crate::log::reader::MAX_LINE);
    Line { text, no: line_no, offset: line_offset }.fast_circulo_table()
}

/// [`Line::full`] of a line given by its parts (the fallback of [`parse_line_circulo`]).
#[inline(never)]
fn full_line(text: &str, no: u32, offset: u64) -> Result<Option<Event<'_>>, ParseError> {
    Line { text, no, offset }.full()
}

/// A bare `void` read as the wheel reads its «tirada nula», which needs a reason: the error of the
/// line at a table whose game has wheel voids, where a bare `void` (a poker round annulled) is
/// not an event of another game but a wheel's void missing its reason. `None` for any other line.
#[cold]
pub fn wheel_void_error(text: &str, line_no: u32, line_offset: u64) -> Option<ParseError> {
    let line = Line { text, no: line_no, offset: line_offset };
    let (mut rest, mut first) = next_token(text);
    if first.is_some_and(|f| f.starts_with(|c: char| c.is_ascii_digit())) {
        (rest, first) = next_token(rest);
    }
    if first != Some("void") {
        return None;
    }
    line.void(rest).err().map(|stop| line.failed(stop))
}

/// Lines are shorter than this, so that every column and length fits a `u32`.
const MAX_LINE: usize = u32::MAX as usize;

// ---- errors ------------------------------------------------------------------------------------

/// A failure inside the parser, boxed so that the parsers' results stay small (it is built
/// once, for the error that ends the line).
#[derive(Debug)]
struct Fail<'a>(Box<Failure<'a>>);

/// Where (a slice of the line: the offending token, or an empty slice where something is
/// missing), what is wrong, and what was acceptable: translatable texts, built only here, on
/// the error that ends a line.
#[derive(Debug)]
struct Failure<'a> {
    at: &'a str,
    /// `None` for a failure nom made without a message of ours.
    message: Option<Text>,
    expected: Text,
}

impl<'a> Fail<'a> {
    /// A committed failure: the line is wrong here; `expected` is the message id of what was
    /// acceptable (an `EXPECT_*`).
    fn stop(at: &'a str, message: Text, expected: &'static str) -> Stop<'a> {
        Fail::stop_text(at, message, Text::new(expected))
    }

    /// [`Fail::stop`] with what was expected as a text of its own.
    fn stop_text(at: &'a str, message: Text, expected: Text) -> Stop<'a> {
        NomErr::Failure(Fail(Box::new(Failure { at, message: Some(message), expected })))
    }

    /// A failure nom produced without a message of ours (should not reach the user; the
    /// checker still gets a sensible diagnostic if it does).
    fn internal(at: &'a str) -> Fail<'a> {
        Fail(Box::new(Failure { at: &at[..0], message: None, expected: Text::new(EXPECT_KEYWORD) }))
    }
}

impl<'a> nom::error::ParseError<&'a str> for Fail<'a> {
    fn from_error_kind(input: &'a str, _: nom::error::ErrorKind) -> Self {
        Fail::internal(input)
    }

    fn append(_: &'a str, _: nom::error::ErrorKind, other: Self) -> Self {
        other
    }
}

/// Result of the line-level parsers.
type PResult<'a, O> = IResult<&'a str, O, Fail<'a>>;
/// The error of [`PResult`], for checks of a single token.
type Stop<'a> = NomErr<Fail<'a>>;
/// Result of the token grammars: failures carry nothing, the caller explains them.
/// They read bytes: every byte a token grammar accepts is ASCII.
type Lex<'a, O> = IResult<&'a [u8], O, ()>;

// ---- the line ----------------------------------------------------------------------------------

/// The line being parsed, to turn slices of it into locations.
struct Line<'a> {
    text: &'a str,
    no: u32,
    offset: u64,
}

impl<'a> Line<'a> {
    /// Byte index of `s` in the line: every slice the parser handles (`&str` or bytes) is a
    /// slice of it, so this is where nom's remaining input or a token starts.
    #[inline(always)]
    fn index(&self, s: &(impl AsRef<[u8]> + ?Sized)) -> usize {
        // No clamping: it is exact for every slice of the line, and the parser takes no other
        // (the clamps cost a measurable share of the fast path).
        let at = (s.as_ref().as_ptr() as usize).wrapping_sub(self.text.as_ptr() as usize);
        debug_assert!(at <= self.text.len() && s.as_ref().len() <= self.text.len() - at);
        at
    }

    #[inline(always)]
    fn loc(&self, s: &(impl AsRef<[u8]> + ?Sized)) -> Loc {
        let start = self.index(s);
        Loc {
            line: self.no,
            // Exact: `parse_line` takes no line of `u32::MAX` bytes or more.
            col: start as u32 + 1,
            offset: self.offset.wrapping_add(start as u64),
            len: s.as_ref().len() as u32,
        }
    }

    /// From the start of `first` to the start of `rest` (the input left after the last token).
    #[inline(always)]
    fn span(&self, first: &(impl AsRef<[u8]> + ?Sized), rest: &(impl AsRef<[u8]> + ?Sized)) -> Loc {
        let start = self.index(first);
        let end = self.index(rest);
        Loc { len: end.saturating_sub(start) as u32, ..self.loc(first) }
    }

    /// [`Line::span`] from `first` to `rest`, which starts at or after it (the input left
    /// after an event's last token, as every event's end is): the length without `span`'s
    /// saturation, two instructions an event (the círculo's loop, `emit_c!`).
    #[inline(always)]
    fn span_on(&self, first: &[u8], rest: &[u8]) -> Loc {
        let start = self.index(first);
        let end = self.index(rest);
        debug_assert!(end >= start);
        Loc { len: end.wrapping_sub(start) as u32, ..self.loc(first) }
    }

    #[inline(always)]
    fn word(&self, s: &'a str) -> Word<'a> {
        Sp { loc: self.loc(s), value: s }
    }

    #[inline(always)]
    fn sp<T>(&self, s: &(impl AsRef<[u8]> + ?Sized), value: T) -> Sp<T> {
        Sp { loc: self.loc(s), value }
    }

    /// The text of `b`, a slice of the line's bytes cut at ASCII bytes.
    #[inline(always)]
    fn text_of(&self, b: &[u8]) -> Option<&'a str> {
        let start = self.index(b);
        self.text.get(start..start.checked_add(b.len())?)
    }

    /// The text of a token that a byte-class scanner ([`span_of`] with a class other than
    /// [`SEPARATOR`]'s complement) accepted, without `text_of`'s character-boundary checks
    /// (a measurable share of the fast path).
    #[inline(always)]
    fn ascii(&self, b: &'a [u8]) -> &'a str {
        debug_assert!(b.is_ascii());
        // SAFETY: `b` was accepted byte by byte by a class of `CLASS`, and no byte outside
        // ASCII is in any class (checked at compile time below `CLASS`), so `b` is ASCII and
        // therefore valid UTF-8 on its own.
        unsafe { std::str::from_utf8_unchecked(b) }
    }

    fn failed(&self, stop: Stop<'_>) -> ParseError {
        match stop {
            NomErr::Error(f) | NomErr::Failure(f) => self.error(f),
            NomErr::Incomplete(_) => self.error(Fail::internal(self.text)),
        }
    }

    fn error(&self, f: Fail<'_>) -> ParseError {
        let f = *f.0;
        let (message, expected) = match f.message {
            None => (t!("log-not-grammar"), Text::new(EXPECT_KEYWORD)),
            Some(message) => (message, f.expected),
        };
        // The failure's slice is one of the line's, like every other; clamped all the same, as
        // this is off the fast path and a wrong location here would mislead the reader.
        let start = (f.at.as_ptr() as usize).wrapping_sub(self.text.as_ptr() as usize).min(self.text.len());
        let len = f.at.len().min(self.text.len() - start);
        // In bounds: `start <= text.len()` and `len <= text.len() - start`.
        let at = &self.text.as_bytes()[start..start + len];
        ParseError { loc: self.loc(at), message, expected }
    }

    // ---- the full parser ---------------------------------------------------------------------

    /// The full parser: reads any line token by token, and explains what is wrong with it.
    #[inline(never)]
    fn full(&self) -> Result<Option<Event<'a>>, ParseError> {
        match next_token(self.text) {
            (rest, Some(first)) => self.event(first, rest, false),
            (_, None) => Ok(None),
        }
    }

    /// [`Line::full`] at a table that plays the Spanish deck (see [`parse_line_spanish`]).
    #[inline(never)]
    fn full_spanish(&self) -> Result<Option<Event<'a>>, ParseError> {
        match next_token(self.text) {
            (rest, Some(first)) => self.event(first, rest, true),
            (_, None) => Ok(None),
        }
    }

    /// The event that starts with the line's `first` token (its keyword, or a timestamp). As in
    /// [`Line::fast`], each arm builds the event right in the value returned.
    /// `spanish`: the table plays the Spanish deck ([`parse_line_spanish`]).
    fn event(&self, first: &'a str, rest: &'a str, spanish: bool) -> Result<Option<Event<'a>>, ParseError> {
        /// The value of a parser's result, or the line's error.
        macro_rules! ok {
            ($result:expr) => {
                match $result {
                    Ok(value) => value,
                    Err(stop) => return Err(self.failed(stop)),
                }
            };
        }
        let (rest, time, keyword) = if first.starts_with(|c: char| c.is_ascii_digit()) {
            ok!(leading_stamp(first));
            let (rest, keyword) = ok!(required(rest, || t!("log-stamp-needs-event"), EXPECT_KEYWORD,));
            (rest, Some(self.word(first)), keyword)
        } else {
            (rest, None, first)
        };
        /// The event `$kind` ending at `$rest`, if nothing follows it.
        macro_rules! event {
            ($keyword:expr, $rest:expr, $kind:expr) => {{
                let rest: &'a str = $rest;
                ok!(end_of_event(rest, $keyword));
                Ok(Some(Event { loc: self.span(first, rest), time, kind: $kind }))
            }};
        }
        if spanish && MONTE_DECK_KEYWORDS.contains(&keyword) {
            let (rest, kind) = ok!(self.monte_deck_event(keyword, rest));
            return event!(keyword, rest, kind);
        }
        if spanish && MonteEvent::KEYWORDS.contains(&keyword) {
            let (rest, kind) = ok!(self.monte_event(keyword, rest, true));
            return event!(keyword, rest, kind);
        }
        match keyword {
            "bet" => {
                let (rest, (seat, bet, amount)) = ok!(self.bet(rest));
                event!("bet", rest, EventKind::Bet { seat, bet, amount })
            }
            "insure" => {
                let (rest, (seat, bet, last)) = ok!(self.stake("insure", rest, Tail::Amount));
                let amount = ok!(self.amount(last));
                event!("insure", rest, EventKind::Insure { seat, bet, amount })
            }
            "collect" | "pay" | "return" | "release" => {
                let action = match keyword {
                    "collect" => SettleAction::Collect,
                    "pay" => SettleAction::Pay,
                    "return" => SettleAction::Return,
                    _ => SettleAction::Release,
                };
                let (rest, (seat, bet, amount)) = ok!(self.settle(action, rest));
                let action = self.sp(keyword, action);
                event!(keyword, rest, EventKind::Settle { action, seat, bet, amount })
            }
            "round" => {
                let (rest, number) = ok!(self.round(rest));
                event!("round", rest, EventKind::Round { number })
            }
            "nomore" => event!("nomore", rest, EventKind::NoMoreBets),
            "mesa-log" => {
                let (rest, version) = ok!(self.format(rest));
                event!("mesa-log", rest, EventKind::Format { version })
            }
            "table" => {
                let (rest, header) = ok!(self.table(rest));
                event!("table", rest, EventKind::Table(header))
            }
            "session" => match ok!(self.session(rest)) {
                (rest, (true, at)) => event!("session open", rest, EventKind::SessionOpen { at }),
                (rest, (false, at)) => {
                    event!("session close", rest, EventKind::SessionClose { at })
                }
            },
            "limits" => {
                let (rest, params) = ok!(self.limits(rest));
                event!("limits", rest, EventKind::Limits { params })
            }
            _ => match FAMILY_GRAMMARS.iter().find(|g| g.keywords.contains(&keyword)) {
                Some(grammar) => {
                    let (rest, kind) = ok!((grammar.full)(self, keyword, rest));
                    event!(kind.keyword(), rest, kind)
                }
                None => Err(self.failed(unknown_keyword(keyword))),
            },
        }
    }
}

#[cfg(test)]
mod tests;

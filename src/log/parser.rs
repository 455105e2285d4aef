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
    BaccaratEvent, BetRef, Direction, Event, EventKind, Loc, Numbers, OutcomePart, OutcomeParts, Param, SettleAction,
    ShoeEvent, Sp, TableHeader, WheelEvent, Word, ZeroChoice,
};
use crate::money::Amount;
use crate::t;

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

/// The event keywords, in the order the documentation lists them.
pub const KEYWORDS: [&str; 31] = [
    "mesa-log", "table", "session", "limits", "round", "bet", "nomore", "spin", "void", "choose", "colour", "collect",
    "pay", "return", "release", "shoe", "cutcard", "burn", "deal", "holder", "hand", "result", "refuse", "salute",
    "leave", "bank", "garage", "cagnotte", "tableau", "players", "replay",
];

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

/// Parses one line (without its terminator). `Ok(None)` for a blank or comment-only line.
/// `line_no` is 1-based; `line_offset` is the byte offset of the line's first byte in the file.
pub fn parse_line(text: &str, line_no: u32, line_offset: u64) -> Result<Option<Event<'_>>, ParseError> {
    if text.len() >= MAX_LINE {
        return Err(ParseError {
            loc: Loc { line: line_no, col: 1, offset: line_offset, len: 0 },
            message: t!("log-line-too-long-for-event"),
            expected: Text::new(EXPECT_SHORT_LINE),
        });
    }
    let line = Line { text, no: line_no, offset: line_offset };
    line.fast(|| line.full())
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
            (rest, Some(first)) => self.event(first, rest),
            (_, None) => Ok(None),
        }
    }

    /// The event that starts with the line's `first` token (its keyword, or a timestamp). As in
    /// [`Line::fast`], each arm builds the event right in the value returned.
    fn event(&self, first: &'a str, rest: &'a str) -> Result<Option<Event<'a>>, ParseError> {
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
        match keyword {
            "bet" => {
                let (rest, (seat, bet, amount)) = ok!(self.bet(rest));
                event!("bet", rest, EventKind::Bet { seat, bet, amount })
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
            "spin" => {
                let (rest, ((number, name), rotor, ball, from)) = ok!(self.spin(rest));
                event!("spin", rest, EventKind::Wheel(WheelEvent::Spin { number, name, rotor, ball, from }))
            }
            "round" => {
                let (rest, number) = ok!(self.round(rest));
                event!("round", rest, EventKind::Round { number })
            }
            "nomore" => event!("nomore", rest, EventKind::NoMoreBets),
            "choose" => {
                let (rest, (seat, bet, choice)) = ok!(self.choose(rest));
                event!("choose", rest, EventKind::Wheel(WheelEvent::Choose { seat, bet, choice }))
            }
            "colour" => {
                let (rest, seat) = ok!(required(rest, || t!("log-needs-seat", keyword = keyword), EXPECT_SEAT));
                ok!(check_ident(seat, WHAT_SEAT, EXPECT_SEAT));
                let seat = self.word(seat);
                match next_token(rest) {
                    (after, Some(t)) => {
                        let value = ok!(self.amount(t));
                        ok!(after_amount(after, keyword, t));
                        event!("colour", after, EventKind::Wheel(WheelEvent::Colour { seat, value: Some(value) }))
                    }
                    (_, None) => event!("colour", rest, EventKind::Wheel(WheelEvent::Colour { seat, value: None })),
                }
            }
            "void" => {
                let (rest, reason) = ok!(self.void(rest));
                event!("void", rest, EventKind::Wheel(WheelEvent::Void { reason }))
            }
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
            "shoe" => {
                let (rest, decks) = ok!(self.shoe(rest));
                event!("shoe", rest, EventKind::Shoe(ShoeEvent::Shoe { decks }))
            }
            "cutcard" => match ok!(self.cutcard(rest)) {
                (rest, Some(below)) => event!("cutcard", rest, EventKind::Shoe(ShoeEvent::CutCard { below })),
                (rest, None) => event!("cutcard", rest, EventKind::Shoe(ShoeEvent::CutCardOut)),
            },
            "burn" => {
                let (rest, (card, face)) = ok!(self.card_face("burn", rest));
                event!("burn", rest, EventKind::Shoe(ShoeEvent::Burn { card, face }))
            }
            "deal" => {
                let (rest, hand) = ok!(required(rest, || t!("log-deal-needs-hand"), EXPECT_HAND));
                ok!(check_word(hand, WHAT_HAND, EXPECT_HAND, false));
                let (rest, (card, face)) = ok!(self.card_face("deal", rest));
                event!("deal", rest, EventKind::Shoe(ShoeEvent::Deal { hand: self.word(hand), card, face }))
            }
            "holder" | "refuse" | "salute" | "leave" => {
                let (rest, seat) = ok!(required(rest, || t!("log-needs-seat", keyword = keyword), EXPECT_SEAT));
                ok!(check_ident(seat, WHAT_SEAT, EXPECT_SEAT));
                let seat = self.word(seat);
                match keyword {
                    "holder" => event!("holder", rest, EventKind::Baccarat(BaccaratEvent::Holder { seat })),
                    "refuse" => event!("refuse", rest, EventKind::Baccarat(BaccaratEvent::Refuse { seat })),
                    "salute" => event!("salute", rest, EventKind::Baccarat(BaccaratEvent::Salute { seat })),
                    _ => event!("leave", rest, EventKind::Baccarat(BaccaratEvent::Leave { seat })),
                }
            }
            "hand" => {
                let (rest, hand) = ok!(required(rest, || t!("log-hand-needs-name"), EXPECT_HAND));
                ok!(check_word(hand, WHAT_HAND, EXPECT_HAND, false));
                let (rest, seat) = ok!(required(rest, || t!("log-hand-needs-seat"), EXPECT_SEAT));
                ok!(check_ident(seat, WHAT_SEAT, EXPECT_SEAT));
                event!(
                    "hand",
                    rest,
                    EventKind::Baccarat(BaccaratEvent::HandHolder { hand: self.word(hand), seat: self.word(seat) })
                )
            }
            "result" => {
                let (rest, parts) = ok!(self.outcome(rest));
                event!("result", rest, EventKind::Baccarat(BaccaratEvent::Outcome { parts: parts.into() }))
            }
            // ---- chemin de fer / dos paños events ----
            "bank" | "garage" | "cagnotte" => {
                let (rest, t) = ok!(required(rest, || t!("log-needs-amount", keyword = keyword), EXPECT_AMOUNT));
                let amount = ok!(self.amount(t));
                ok!(after_amount(rest, keyword, t));
                match keyword {
                    "bank" => event!("bank", rest, EventKind::Baccarat(BaccaratEvent::Bank { amount })),
                    "garage" => event!("garage", rest, EventKind::Baccarat(BaccaratEvent::Garage { amount })),
                    _ => event!("cagnotte", rest, EventKind::Baccarat(BaccaratEvent::Cagnotte { amount })),
                }
            }
            "tableau" => event!("tableau", rest, EventKind::Baccarat(BaccaratEvent::Tableau)),
            "replay" => event!("replay", rest, EventKind::Baccarat(BaccaratEvent::Replay)),
            "players" => {
                let (rest, counts) = ok!(self.players(rest));
                event!("players", rest, EventKind::Baccarat(BaccaratEvent::Players { counts }))
            }
            _ => Err(self.failed(unknown_keyword(keyword))),
        }
    }

    /// `players <u16> [<u16> …]`: one count, or one per paño (at most 8).
    fn players(&self, mut i: &'a str) -> PResult<'a, Vec<Sp<u16>>> {
        let mut counts = Vec::new();
        while let (rest, Some(t)) = next_token(i) {
            if counts.len() == 8 {
                return Err(Fail::stop(t, t!("log-players-at-most", max = 8), EXPECT_END));
            }
            let n = whole(t, WHAT_PLAYERS, u16::MAX.into(), EXPECT_PLAYERS)?;
            counts.push(self.sp(t, u16::try_from(n).unwrap_or(u16::MAX)));
            i = rest;
        }
        if counts.is_empty() {
            return Err(Fail::stop(&i[..0], t!("log-players-needs-count"), EXPECT_PLAYERS));
        }
        Ok((i, counts))
    }

    /// `shoe [decks=<u16>]`
    fn shoe(&self, i: &'a str) -> PResult<'a, Option<Sp<u16>>> {
        match next_token(i) {
            (_, None) => Ok((i, None)),
            (rest, Some(t)) => match t.split_once('=') {
                Some(("decks", v)) if !v.is_empty() => {
                    let n = whole(v, WHAT_DECKS, u16::MAX.into(), EXPECT_DECKS)?;
                    Ok((rest, Some(self.sp(v, u16::try_from(n).unwrap_or(u16::MAX)))))
                }
                _ => Err(Fail::stop(t, t!("log-not-shoe-option", token = shown(t)), EXPECT_DECKS)),
            },
        }
    }

    /// `cutcard <u16>|out`: `None` for `out`.
    fn cutcard(&self, i: &'a str) -> PResult<'a, Option<Sp<u16>>> {
        let (rest, t) = required(i, || t!("log-cutcard-needs-count"), EXPECT_CUTCARD)?;
        if t == "out" {
            return Ok((rest, None));
        }
        let n = whole(t, WHAT_CARDS, u16::MAX.into(), EXPECT_CUTCARD)?;
        Ok((rest, Some(self.sp(t, u16::try_from(n).unwrap_or(u16::MAX)))))
    }

    /// `<card> [up|down]`
    fn card_face(&self, keyword: &'static str, i: &'a str) -> PResult<'a, CardParts> {
        let (i, t) = required(i, || t!("log-needs-card", keyword = keyword), EXPECT_CARD)?;
        let card = self.sp(t, card(t)?);
        match next_token(i) {
            (_, None) => Ok((i, (card, None))),
            (rest, Some(f)) => {
                let face = match f {
                    "up" => Face::Up,
                    "down" => Face::Down,
                    _ => {
                        let hint = match f.to_ascii_lowercase().as_str() {
                            "up" | "down" => t!("log-hint-lower-case", word = f.to_ascii_lowercase()),
                            _ => no_hint(),
                        };
                        return Err(Fail::stop(f, t!("log-not-face", token = shown(f), hint = hint), EXPECT_FACE));
                    }
                };
                Ok((rest, (card, Some(self.sp(f, face)))))
            }
        }
    }

    /// `<winner>` or `(<hand>=<winner>)+`
    fn outcome(&self, mut i: &'a str) -> PResult<'a, Vec<OutcomePart<'a>>> {
        let mut parts: Vec<OutcomePart<'a>> = Vec::new();
        while let (rest, Some(t)) = next_token(i) {
            if parts.len() == MAX_PARAMS {
                return Err(Fail::stop(t, t!("log-too-many-results", max = MAX_PARAMS), EXPECT_END));
            }
            let part = match t.split_once('=') {
                Some((hand, winner)) => {
                    if hand.is_empty() || winner.is_empty() {
                        return Err(Fail::stop(t, t!("log-not-hand-winner", token = shown(t)), EXPECT_RESULT));
                    }
                    check_word(hand, WHAT_HAND, EXPECT_RESULT, false)?;
                    check_word(winner, WHAT_WINNER, EXPECT_RESULT, false)?;
                    OutcomePart { hand: Some(self.word(hand)), winner: self.word(winner) }
                }
                None => {
                    check_word(t, WHAT_WINNER, EXPECT_RESULT, false)?;
                    OutcomePart { hand: None, winner: self.word(t) }
                }
            };
            if parts.iter().any(|p| p.hand.is_none()) || (part.hand.is_none() && !parts.is_empty()) {
                return Err(Fail::stop(t, t!("log-result-mixed"), EXPECT_END));
            }
            if let (Some(h), Some(first)) =
                (part.hand, parts.iter().find(|p| p.hand.map(|x| x.value) == part.hand.map(|x| x.value)))
            {
                let col = first.hand.map_or(0, |x| x.loc.col);
                return Err(Fail::stop(
                    h.value,
                    t!("log-given-twice", token = shown(h.value), col = col),
                    EXPECT_HAND_ONCE,
                ));
            }
            parts.push(part);
            i = rest;
        }
        if parts.is_empty() {
            return Err(Fail::stop(&i[..0], t!("log-result-needs-winner"), EXPECT_RESULT));
        }
        Ok((i, parts))
    }

    /// `mesa-log <u32>`
    fn format(&self, i: &'a str) -> PResult<'a, Sp<u32>> {
        let (i, t) = required(i, || t!("log-format-needs-version"), EXPECT_VERSION)?;
        let v = whole(t, WHAT_VERSION, u32::MAX.into(), EXPECT_VERSION)?;
        let version = self.sp(t, u32::try_from(v).unwrap_or(u32::MAX));
        Ok((i, version))
    }

    /// `table <id> (<key>=<value>)*`
    fn table(&self, i: &'a str) -> PResult<'a, TableHeader<'a>> {
        let (i, id) = required(i, || t!("log-table-needs-id"), EXPECT_TABLE_ID)?;
        if id.contains('=') {
            return Err(Fail::stop(id, t!("log-table-id-first", token = shown(id)), EXPECT_TABLE_ID));
        }
        check_ident(id, WHAT_TABLE_ID, EXPECT_TABLE_ID)?;
        let (i, params) = self.params(i)?;
        Ok((i, TableHeader { id: self.word(id), params }))
    }

    /// `limits (<key>=<value>)+`
    fn limits(&self, i: &'a str) -> PResult<'a, Vec<Param<'a>>> {
        let (rest, params) = self.params(i)?;
        if params.is_empty() {
            return Err(Fail::stop(&i[..0], t!("log-limits-needs-param"), EXPECT_LIMITS_PARAMS));
        }
        Ok((rest, params))
    }

    /// `(<key>=<value>)*` up to the end of the line.
    fn params(&self, mut i: &'a str) -> PResult<'a, Vec<Param<'a>>> {
        let mut params: Vec<Param<'a>> = Vec::new();
        while let (rest, Some(t)) = next_token(i) {
            if params.len() == MAX_PARAMS {
                return Err(Fail::stop(t, t!("log-too-many-params", max = MAX_PARAMS), EXPECT_END));
            }
            let p = self.param(t)?;
            if let Some(first) = params.iter().find(|q| q.key.value == p.key.value) {
                return Err(Fail::stop(
                    p.key.value,
                    t!("log-given-twice", token = shown(p.key.value), col = first.key.loc.col),
                    EXPECT_PARAM_ONCE,
                ));
            }
            params.push(p);
            i = rest;
        }
        Ok((i, params))
    }

    /// One `key=value` token.
    fn param(&self, t: &'a str) -> Result<Param<'a>, Stop<'a>> {
        if let Ok((_, (key, _, value))) =
            all_consuming((param_key, char('='), take_while1(|_| true))).parse(t.as_bytes())
        {
            return Ok(Param { key: self.word(sub(t, key)), value: self.word(sub(t, value)) });
        }
        let Some((key, value)) = t.split_once('=') else {
            return Err(Fail::stop(t, t!("log-not-param", token = shown(t)), EXPECT_PARAM));
        };
        if key.is_empty() {
            return Err(Fail::stop(t, t!("log-param-no-name", token = shown(t)), EXPECT_PARAM));
        }
        check_word(key, WHAT_PARAM_NAME, EXPECT_PARAM, true)?;
        debug_assert!(value.is_empty());
        Err(Fail::stop(t, t!("log-no-value", token = shown(t)), EXPECT_PARAM))
    }

    /// `session open|close [<datetime>]`
    /// Whether the session opens, and when.
    fn session(&self, i: &'a str) -> PResult<'a, (bool, Option<Word<'a>>)> {
        let (i, which) = required(i, || t!("log-session-needs-which"), EXPECT_SESSION)?;
        let open = match which {
            "open" => true,
            "close" => false,
            _ => {
                return Err(Fail::stop(which, t!("log-not-open-close", token = shown(which)), EXPECT_SESSION));
            }
        };
        let (i, at) = match next_token(i) {
            (rest, Some(t)) => {
                check_stamp(t, EXPECT_SESSION_TIME)?;
                (rest, Some(self.word(t)))
            }
            (_, None) => (i, None),
        };
        Ok((i, (open, at)))
    }

    /// `round <u64>`
    fn round(&self, i: &'a str) -> PResult<'a, Sp<u64>> {
        let (i, t) = required(i, || t!("log-round-needs-number"), EXPECT_ROUND)?;
        let number = whole(t, WHAT_ROUND, u64::MAX, EXPECT_ROUND)?;
        Ok((i, self.sp(t, number)))
    }

    /// `spin <u16> [<cw|ccw> [ball=<cw|ccw>] [from=<u16>]]`: a wheel without a turning
    /// cylinder (boule's plate) gives the number alone; whether the sense was owed is the
    /// game's to judge.
    fn spin(&self, i: &'a str) -> PResult<'a, SpinParts<'a>> {
        let (i, n) = required(i, || t!("log-spin-needs-number"), EXPECT_WHEEL)?;
        // A word (not a sense of rotation) names a spot of a wheel of named spots.
        let number = if n.starts_with(|c: char| c.is_ascii_alphabetic()) && direction(n).is_none() {
            check_word(n, WHAT_WHEEL, EXPECT_WHEEL, false)?;
            (self.sp(n, 0), Some(self.word(n)))
        } else {
            (self.sp(n, wheel_number(n)?), None)
        };
        let (mut i, r) = match next_token(i) {
            (rest, Some(t)) => (rest, t),
            (_, None) => return Ok((i, (number, None, None, None))),
        };
        let rotor = match direction(r) {
            Some(d) => Some(self.sp(r, d)),
            None if r.contains('=') => {
                return Err(Fail::stop(r, t!("log-spin-rotor-first", token = shown(r)), EXPECT_DIRECTION));
            }
            None => {
                return Err(Fail::stop(
                    r,
                    t!("log-not-direction", token = shown(r), hint = case_hint(r)),
                    EXPECT_DIRECTION,
                ));
            }
        };
        let mut ball: Option<Sp<Direction>> = None;
        let mut from: Option<Sp<u16>> = None;
        while let (rest, Some(t)) = next_token(i) {
            match t.split_once('=') {
                Some(("ball", v)) => {
                    let v = option_value(t, v)?;
                    if ball.is_some() {
                        return Err(twice(t, "ball="));
                    }
                    let Some(d) = direction(v) else {
                        return Err(Fail::stop(
                            v,
                            t!("log-not-direction", token = shown(v), hint = case_hint(v)),
                            EXPECT_DIRECTION,
                        ));
                    };
                    ball = Some(self.sp(v, d));
                }
                Some(("from", v)) => {
                    let v = option_value(t, v)?;
                    if from.is_some() {
                        return Err(twice(t, "from="));
                    }
                    from = Some(self.sp(v, wheel_number(v)?));
                }
                _ => {
                    let hint = if direction(t).is_some() {
                        t!("log-hint-ball", value = t)
                    } else if all_consuming(digit1::<_, ()>).parse(t).is_ok() {
                        t!("log-hint-from", value = t)
                    } else {
                        no_hint()
                    };
                    return Err(Fail::stop(
                        t,
                        t!("log-not-spin-option", token = shown(t), hint = hint),
                        EXPECT_SPIN_OPTION,
                    ));
                }
            }
            i = rest;
        }
        Ok((i, (number, rotor, ball, from)))
    }

    /// `void <reason>`
    fn void(&self, i: &'a str) -> PResult<'a, Word<'a>> {
        let (i, t) = required(i, || t!("log-void-needs-reason"), EXPECT_REASON)?;
        check_word(t, WHAT_REASON, EXPECT_REASON, false)?;
        Ok((i, self.word(t)))
    }

    /// `bet <seat> <betref> <amount>`
    fn bet(&self, i: &'a str) -> PResult<'a, StakeParts<'a, Sp<Amount>>> {
        let (i, (seat, bet, last)) = self.stake("bet", i, Tail::Amount)?;
        let amount = self.amount(last)?;
        Ok((i, (seat, bet, amount)))
    }

    /// `collect|pay|return|release <seat> <betref> <amount>`
    fn settle(&self, action: SettleAction, i: &'a str) -> PResult<'a, StakeParts<'a, Sp<Amount>>> {
        let (i, (seat, bet, last)) = self.stake(action.as_str(), i, Tail::Amount)?;
        let amount = self.amount(last)?;
        Ok((i, (seat, bet, amount)))
    }

    /// `choose <seat> <betref> <half|prison>`
    fn choose(&self, i: &'a str) -> PResult<'a, StakeParts<'a, Sp<ZeroChoice>>> {
        let (i, (seat, bet, last)) = self.stake("choose", i, Tail::Choice)?;
        let choice = match last {
            "half" => ZeroChoice::Half,
            "prison" => ZeroChoice::Prison,
            _ => {
                let hint = if Amount::parse(last).is_some() { t!("log-hint-choose-amount") } else { case_hint(last) };
                return Err(Fail::stop(last, t!("log-not-choice", token = shown(last), hint = hint), EXPECT_CHOICE));
            }
        };
        Ok((i, (seat, bet, self.sp(last, choice))))
    }

    /// `<seat> <betref> <tail>`: the seat, the bet, and the last token (not yet checked: the
    /// caller reads it as the amount or the choice).
    ///
    /// The last token is always the tail, so `bet s3 rojo 20` is `rojo` for 20 and `bet s3
    /// pleno 17 10` is `pleno 17` for 10.
    fn stake(&self, keyword: &'static str, i: &'a str, tail: Tail) -> PResult<'a, (Word<'a>, BetRef<'a>, &'a str)> {
        let (i, seat) = required(i, || t!("log-needs-seat", keyword = keyword), EXPECT_SEAT)?;
        check_ident(seat, WHAT_SEAT, EXPECT_SEAT)?;
        let after_seat = &i[..0];
        // The first tokens (a valid bet has at most three, then the tail), and the last one.
        let mut toks: [&'a str; 5] = [""; 5];
        let mut n = 0usize;
        let mut last = "";
        let mut rest = i;
        while let (r, Some(t)) = next_token(rest) {
            if let Some(slot) = toks.get_mut(n) {
                *slot = t;
            }
            n += 1;
            last = t;
            rest = r;
        }
        if n == 0 {
            return Err(Fail::stop(
                after_seat,
                t!("log-stake-needs-bet", keyword = keyword, tail = tail.name()),
                EXPECT_BET,
            ));
        }
        if n == 1 {
            if tail.accepts(last) {
                return Err(Fail::stop(
                    after_seat,
                    t!("log-stake-no-bet", keyword = keyword, tail = tail.name()),
                    EXPECT_BET,
                ));
            }
            // The one token is the bet; what is missing is the tail.
            self.bet_ref(&toks[..1]).map_err(|e| self.ref_error(e, &toks[..1], tail))?;
            return Err(Fail::stop(
                &rest[..0],
                t!("log-stake-needs-tail", keyword = keyword, tail = tail.name()),
                tail.expected(),
            ));
        }
        let refs = &toks[..(n - 1).min(toks.len())];
        let bet = match self.bet_ref(refs) {
            Ok(bet) => bet,
            // `bet s3 pleno 17 10 x`: a complete event, then garbage.
            Err(RefError::Extra(k)) if !tail.accepts(last) && refs.get(k).is_some_and(|t| tail.accepts(t)) => {
                let extra = refs.get(k + 1).copied().unwrap_or(last);
                return Err(Fail::stop(
                    extra,
                    t!("log-unexpected-after-tail", token = shown(extra), tail = tail.name()),
                    EXPECT_END,
                ));
            }
            Err(e) => {
                if let Some(stop) = thousands_groups(refs, last, tail) {
                    return Err(stop);
                }
                return Err(self.ref_error(e, refs, tail));
            }
        };
        Ok((rest, (self.word(seat), bet, last)))
    }

    /// `[prison] <kind> [<numbers>]` from its tokens (at least one).
    fn bet_ref(&self, toks: &[&'a str]) -> Result<BetRef<'a>, RefError<'a>> {
        let Some(&first) = toks.first() else {
            return Err(RefError::Extra(0));
        };
        let prison = first == "prison";
        let k = usize::from(prison);
        let Some(&kind) = toks.get(k) else {
            return Err(RefError::Stop(Fail::stop(&first[first.len()..], t!("log-prison-needs-kind"), EXPECT_KIND)));
        };
        if kind.starts_with(|c: char| c.is_ascii_digit()) {
            return Err(RefError::Stop(Fail::stop(
                kind,
                t!("log-kind-before-numbers", token = shown(kind)),
                EXPECT_KIND,
            )));
        }
        check_word(kind, WHAT_KIND, EXPECT_KIND, false).map_err(RefError::Stop)?;
        let mut end = kind;
        let target = match toks.get(k + 1) {
            Some(&t) if t.starts_with(|c: char| c.is_ascii_digit()) => {
                let numbers = numbers(t).map_err(RefError::Stop)?;
                end = t;
                Some(self.sp(t, numbers))
            }
            Some(_) => return Err(RefError::Extra(k + 1)),
            None => None,
        };
        if toks.len() > k + 2 {
            return Err(RefError::Extra(k + 2));
        }
        Ok(BetRef { prison, kind: self.word(kind), target, loc: self.loc(first).join(self.loc(end)) })
    }

    /// Explains an extra token inside a bet reference.
    fn ref_error(&self, e: RefError<'a>, toks: &[&'a str], tail: Tail) -> Stop<'a> {
        let k = match e {
            RefError::Stop(stop) => return stop,
            RefError::Extra(k) => k,
        };
        let (Some(&t), Some(&first)) = (toks.get(k), toks.first()) else {
            return Fail::stop(&self.text[self.text.len()..], t!("log-bet-incomplete"), EXPECT_BET);
        };
        let prev = toks.get(k.wrapping_sub(1)).copied().unwrap_or("");
        let prev_is_kind = k == 1 || (k == 2 && first == "prison");
        if prev_is_kind {
            let hint = if lower_word(t.as_bytes(), false).is_ok() {
                t!("log-hint-join-kind", first = shown(prev), second = shown(t))
            } else {
                no_hint()
            };
            Fail::stop(
                t,
                t!("log-unexpected-after-kind", token = shown(t), kind = shown(prev), hint = hint),
                match tail {
                    Tail::Amount => EXPECT_NUMBERS_THEN_AMOUNT,
                    Tail::Choice => EXPECT_NUMBERS_THEN_CHOICE,
                },
            )
        } else {
            let hint = if t.starts_with(|c: char| c.is_ascii_digit()) {
                t!("log-hint-join-numbers", first = shown(prev), second = shown(t))
            } else {
                no_hint()
            };
            Fail::stop(
                t,
                t!("log-unexpected-after-numbers", token = shown(t), numbers = shown(prev), hint = hint),
                match tail {
                    Tail::Amount => EXPECT_AMOUNT_LAST,
                    Tail::Choice => EXPECT_CHOICE_LAST,
                },
            )
        }
    }

    /// `\d+(\.\d{1,2})?` as integer cents.
    fn amount(&self, t: &'a str) -> Result<Sp<Amount>, Stop<'a>> {
        if let Some(a) = Amount::parse(t) {
            return Ok(self.sp(t, a));
        }
        Err(Fail::stop(t, amount_problem_text(t), EXPECT_AMOUNT))
    }
}

// ---- the fast path -----------------------------------------------------------------------------

/// The fast path reads, in one pass over the bytes, the well-formed lines of the events that fill
/// a log (bets, settlements, spins, rounds, «no va más», choices, voids), optionally after a
/// timestamp. It explains nothing: anything else (a header, a session line, a mistake) goes to
/// [`Line::full`], the parser of the whole grammar, which has the last word. The tests check
/// that both read every line they both accept the same way.
impl<'a> Line<'a> {
    /// The event of a well-formed frequent line, or `fallback()`.
    ///
    /// Each arm builds the event right in the value returned: copying a freshly built event (a
    /// few hundred bytes) to its destination used to take a third of the parser's time.
    #[inline(always)]
    fn fast(
        &self,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        /// The value, or the full parser's reading of the line.
        macro_rules! need {
            ($e:expr) => {
                match $e {
                    Some(v) => v,
                    None => return fallback(),
                }
            };
        }
        let line = self.text.as_bytes();
        let first = match line {
            // The usual indentation, two spaces, without a loop.
            [b' ', b' ', b, ..] if !is(*b, BLANK) => line.get(2..).unwrap_or_default(),
            _ => blanks(line),
        };
        // Blanks are skipped already: only the end or a comment can make the line empty.
        if matches!(first.first(), None | Some(b'#')) {
            return Ok(None);
        }
        let (i, time) = if first.first().is_some_and(u8::is_ascii_digit) {
            let (rest, st) = need!(ended(stamp(first)));
            if stamp_out_of_range(&st).is_some() {
                return fallback();
            }
            let time = self.word(need!(self.text_of(&first[..first.len() - rest.len()])));
            (need!(blanks1(rest)), Some(time))
        } else {
            (first, None)
        };
        let (i, keyword, kw) = match frequent_keyword(i) {
            Some(found) => found,
            None => {
                let (i, keyword) = need!(ended(keyword_shape(i)));
                (i, keyword, Keyword::of(keyword))
            }
        };
        /// The event `$kind` ending where `$rest` starts, if nothing but a comment follows.
        macro_rules! event {
            ($rest:expr, $kind:expr) => {{
                let rest: &'a [u8] = $rest;
                if !at_end(rest) {
                    return fallback();
                }
                Ok(Some(Event { loc: self.span(first, rest), time, kind: $kind }))
            }};
        }
        match kw {
            Keyword::Bet => {
                let (i, seat, bet, amount) = need!(self.fast_stake::<Amount>(i));
                event!(i, EventKind::Bet { seat, bet, amount })
            }
            Keyword::Settle(action) => {
                let action = self.sp(keyword, action);
                let (i, seat, bet, amount) = need!(self.fast_stake::<Amount>(i));
                event!(i, EventKind::Settle { action, seat, bet, amount })
            }
            Keyword::Spin => {
                let i = need!(blanks1(i));
                let (i, n, v) = need!(fast_u16(i));
                let number = self.sp(n, v);
                // `spin 7`: the number alone (a fixed plate); the slow path reads a comment.
                if at_end(i) {
                    return event!(
                        i,
                        EventKind::Wheel(WheelEvent::Spin { number, name: None, rotor: None, ball: None, from: None })
                    );
                }
                let i = need!(blanks1(i));
                let (mut i, r) = need!(ended(any_token(i)));
                let rotor = Some(self.sp(r, need!(direction_of(r))));
                let mut ball = None;
                let mut from = None;
                while let Some((rest, option)) = blanks1(i).and_then(|j| ended(any_token(j))) {
                    match option.split_at_checked(5) {
                        Some((b"ball=", v)) if ball.is_none() => ball = Some(self.sp(v, need!(direction_of(v)))),
                        Some((b"from=", v)) if from.is_none() => {
                            let (_, _, n) = need!(fast_u16(v));
                            from = Some(self.sp(v, n));
                        }
                        _ => return fallback(),
                    }
                    i = rest;
                }
                event!(i, EventKind::Wheel(WheelEvent::Spin { number, name: None, rotor, ball, from }))
            }
            Keyword::Round => {
                let i = need!(blanks1(i));
                let (i, digits, n) = need!(fast_unsigned(i));
                let number = self.sp(digits, n);
                event!(i, EventKind::Round { number })
            }
            Keyword::NoMore => event!(i, EventKind::NoMoreBets),
            Keyword::Choose => {
                let (i, seat, bet, choice) = need!(self.fast_stake::<ZeroChoice>(i));
                event!(i, EventKind::Wheel(WheelEvent::Choose { seat, bet, choice }))
            }
            Keyword::Void => {
                let i = need!(blanks1(i));
                let (i, reason) = need!(ended(kind_word(i)));
                let reason = self.word(self.ascii(reason));
                event!(i, EventKind::Wheel(WheelEvent::Void { reason }))
            }
            Keyword::Deal => {
                let i = need!(blanks1(i));
                let (i, hand) = need!(ended(kind_word(i)));
                let hand = self.word(self.ascii(hand));
                let (i, (card, face)) = need!(self.fast_card_face(i));
                event!(i, EventKind::Shoe(ShoeEvent::Deal { hand, card, face }))
            }
            Keyword::Burn => {
                let (i, (card, face)) = need!(self.fast_card_face(i));
                event!(i, EventKind::Shoe(ShoeEvent::Burn { card, face }))
            }
            Keyword::Result => {
                let (i, parts) = need!(self.fast_outcome(i));
                event!(i, EventKind::Baccarat(BaccaratEvent::Outcome { parts }))
            }
            Keyword::HandHolder => {
                let (i, hand) = need!(ended(kind_word(need!(blanks1(i)))));
                let (i, seat) = need!(ended(ident(need!(blanks1(i)))));
                event!(
                    i,
                    EventKind::Baccarat(BaccaratEvent::HandHolder {
                        hand: self.word(self.ascii(hand)),
                        seat: self.word(self.ascii(seat))
                    })
                )
            }
            Keyword::Holder => {
                let (i, seat) = need!(ended(ident(need!(blanks1(i)))));
                event!(i, EventKind::Baccarat(BaccaratEvent::Holder { seat: self.word(self.ascii(seat)) }))
            }
            Keyword::Bank => {
                let (i, t, a) = need!(fast_amount(need!(blanks1(i))));
                event!(i, EventKind::Baccarat(BaccaratEvent::Bank { amount: self.sp(t, a) }))
            }
            Keyword::Cagnotte => {
                let (i, t, a) = need!(fast_amount(need!(blanks1(i))));
                event!(i, EventKind::Baccarat(BaccaratEvent::Cagnotte { amount: self.sp(t, a) }))
            }
            Keyword::Tableau => event!(i, EventKind::Baccarat(BaccaratEvent::Tableau)),
            Keyword::Other => fallback(),
        }
    }

    /// ` <winner>` or ` <hand>=<winner> …` of a well-formed `result` (each hand once, at most
    /// [`FAST_PARTS`]): the input after it and the parts. A bare winner with other parts, a
    /// hand twice, and anything else unusual go to the full parser, which explains them.
    #[inline(always)]
    fn fast_outcome(&self, mut i: &'a [u8]) -> Option<(&'a [u8], OutcomeParts<'a>)> {
        let mut parts = OutcomeParts::new();
        while let Some(j) = blanks1(i) {
            if j.first().is_none_or(|&b| b == b'#') {
                // A comment (or trailing blanks): the caller's end check reads it.
                break;
            }
            let (rest, word) = kind_word(j).ok()?;
            let (rest, part) = match rest.split_first() {
                Some((b'=', after)) => {
                    let (rest, winner) = ended(kind_word(after))?;
                    let hand = self.word(self.ascii(word));
                    if parts.len() == FAST_PARTS || parts.iter().any(|p| p.hand.is_none_or(|h| h.value == hand.value)) {
                        return None;
                    }
                    (rest, OutcomePart { hand: Some(hand), winner: self.word(self.ascii(winner)) })
                }
                Some((&b, _)) if !is_separator(b) => return None,
                _ if !parts.is_empty() => return None,
                _ => (rest, OutcomePart { hand: None, winner: self.word(self.ascii(word)) }),
            };
            parts.push(part);
            i = rest;
        }
        if parts.is_empty() {
            return None;
        }
        Some((i, parts))
    }

    /// ` <card> [up|down]` of a well-formed `deal` or `burn`: the input after it, the card and
    /// the side.
    #[inline(always)]
    fn fast_card_face(&self, i: &'a [u8]) -> Option<(&'a [u8], CardParts)> {
        let i = blanks1(i)?;
        let (i, t) = ended(any_token(i))?;
        let card = match t {
            b"??" => None,
            &[r, su] => {
                Some(Card { rank: crate::log::card::Rank::from_char(r)?, suit: crate::log::card::Suit::from_char(su)? })
            }
            _ => return None,
        };
        let card = self.sp(t, card);
        match blanks1(i).and_then(|j| ended(any_token(j))) {
            Some((rest, f)) => {
                let face = match f {
                    b"up" => Face::Up,
                    b"down" => Face::Down,
                    _ => return None,
                };
                Some((rest, (card, Some(self.sp(f, face)))))
            }
            None => Some((i, (card, None))),
        }
    }

    /// `<seat> [prison] <kind> [<numbers>] <tail>` of a well-formed bet, settlement or choice:
    /// the input after it, the seat, the bet and the tail `T` (the amount or the choice).
    ///
    /// The numbers and the tail are read in the same pass that finds where their tokens end
    /// (scanning a token, then parsing it, walked its bytes twice).
    #[inline(always)]
    fn fast_stake<T: FastTail>(&self, i: &'a [u8]) -> Option<(&'a [u8], Word<'a>, BetRef<'a>, Sp<T>)> {
        let i = blanks1(i)?;
        let (i, seat) = ended(ident(i))?;
        let seat = self.word(self.ascii(seat));
        let first = blanks1(i)?;
        let (after_kind, kind, prison) = match ended(kind_word(first))? {
            (rest, b"prison") => {
                let (rest, kind) = ended(kind_word(blanks1(rest)?))?;
                (rest, kind, true)
            }
            (rest, kind) => (rest, kind, false),
        };
        let kind = self.word(self.ascii(kind));
        let j = blanks1(after_kind)?;
        // `pleno 17 10`: the numbers, then the tail. (When the token after the kind reads as
        // numbers but no tail follows, it is the tail itself, as in `rojo 20`.)
        if let Some((i, a, numbers)) = fast_numbers(j) {
            if let Some((rest, last, value)) = blanks1(i).and_then(T::read) {
                let bet = BetRef { prison, kind, target: Some(self.sp(a, numbers)), loc: self.span(first, i) };
                return Some((rest, seat, bet, self.sp(last, value)));
            }
        }
        // `rojo 20`: no numbers. Anything after the tail is left to the caller's end check.
        let (rest, last, value) = T::read(j)?;
        let bet = BetRef { prison, kind, target: None, loc: self.span(first, after_kind) };
        Some((rest, seat, bet, self.sp(last, value)))
    }
}

/// Byte classes for the token scanners: one table load per byte instead of a chain of
/// comparisons (the scanners run over every byte of every line).
const BLANK: u8 = 1;
/// A blank or `#`: what ends a token.
const SEPARATOR: u8 = 2;
const DIGIT: u8 = 4;
const LOWER: u8 = 8;
/// `[A-Za-z0-9_.-]`
const IDENT: u8 = 16;
/// `[a-z0-9-]`
const WORD: u8 = 32;
/// `[a-z-]`
const KEYWORD: u8 = 64;
/// `[A-Za-z0-9]`: what starts an identifier.
const ALNUM: u8 = 128;

static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        let mut k = 0;
        if c == b' ' || c == b'\t' {
            k |= BLANK | SEPARATOR;
        }
        if c == b'#' {
            k |= SEPARATOR;
        }
        if c.is_ascii_digit() {
            k |= DIGIT | IDENT | WORD;
        }
        if c.is_ascii_lowercase() {
            k |= LOWER | IDENT | WORD | KEYWORD;
        }
        if c.is_ascii_uppercase() || c == b'_' || c == b'.' {
            k |= IDENT;
        }
        if c == b'-' {
            k |= IDENT | WORD | KEYWORD;
        }
        if c.is_ascii_alphanumeric() {
            k |= ALNUM;
        }
        t[b] = k;
        b += 1;
    }
    t
};

// The fast path's `Line::ascii` relies on this: no byte outside ASCII is in any class.
const _: () = {
    let mut b = 128;
    while b < 256 {
        assert!(CLASS[b] == 0);
        b += 1;
    }
};

/// Whether `b` is in one of the classes `mask`.
#[inline(always)]
fn is(b: u8, mask: u8) -> bool {
    CLASS[usize::from(b)] & mask != 0
}

/// How many bytes at the start of `i` are in the classes `mask`.
#[inline(always)]
fn span_of(i: &[u8], mask: u8) -> usize {
    span_while(i, |b| is(b, mask))
}

/// How many bytes at the start of `i` are outside the classes `mask`.
#[inline(always)]
fn span_until(i: &[u8], mask: u8) -> usize {
    span_while(i, |b| !is(b, mask))
}

/// How many bytes at the start of `i` satisfy `pred`: four bytes a round while four are left,
/// so that the index and the end are checked once per four bytes (the loop runs over nearly
/// every byte of every line), then byte by byte.
#[inline(always)]
fn span_while(i: &[u8], pred: impl Fn(u8) -> bool) -> usize {
    let mut n = 0;
    while let Some(&[a, b, c, d]) = i.get(n..).and_then(<[u8]>::first_chunk) {
        if !pred(a) {
            return n;
        }
        if !pred(b) {
            return n + 1;
        }
        if !pred(c) {
            return n + 2;
        }
        if !pred(d) {
            return n + 3;
        }
        n += 4;
    }
    while n < i.len() && pred(i[n]) {
        n += 1;
    }
    n
}

/// At least one byte, then the rest and the bytes taken (nom's `take_while1` over bytes).
#[inline(always)]
fn take1(i: &[u8], n: usize) -> Lex<'_, &[u8]> {
    if n == 0 {
        return Err(NomErr::Error(()));
    }
    let (taken, rest) = i.split_at(n.min(i.len()));
    Ok((rest, taken))
}

/// Skips blanks (nom's `space0`).
#[inline(always)]
fn blanks(i: &[u8]) -> &[u8] {
    i.get(span_of(i, BLANK)..).unwrap_or_default()
}

/// At least one blank (nom's `space1`), then the rest; but after a space, the rest at once,
/// even if more blanks follow. Tokens are nearly always one space apart, and testing the byte
/// after the space cost a measurable share of the fast path: every caller reads a token next,
/// and no token grammar of the fast path accepts a blank as its first byte, so a line with a
/// run of blanks after a space goes to the full parser.
#[inline(always)]
fn blanks1(i: &[u8]) -> Option<&[u8]> {
    match i {
        [b' ', rest @ ..] => Some(rest),
        _ => take1(i, span_of(i, BLANK)).ok().map(|(rest, _)| rest),
    }
}

/// Nothing but blanks and perhaps a comment is left.
#[inline(always)]
fn at_end(i: &[u8]) -> bool {
    // Most events end the line: no scan for that.
    i.is_empty() || matches!(blanks(i).first(), None | Some(b'#'))
}

/// The result of a token grammar, which must have stopped at the token's end (a blank, `#`,
/// the end of the line).
#[inline(always)]
fn ended<O>(result: Lex<'_, O>) -> Option<(&[u8], O)> {
    match result {
        Ok((rest, o)) if rest.first().is_none_or(|&b| is_separator(b)) => Some((rest, o)),
        _ => None,
    }
}

/// `[a-z][a-z0-9-]*`: a bet kind or a reason.
#[inline(always)]
fn kind_word(i: &[u8]) -> Lex<'_, &[u8]> {
    lower_word(i, false)
}

/// nom's `take_while1` over bytes.
#[inline(always)]
fn while1(i: &[u8], pred: impl Fn(u8) -> bool) -> Lex<'_, &[u8]> {
    take1(i, i.iter().take_while(|&&b| pred(b)).count())
}

/// nom's `take_till1(is_separator)`: a whole token.
#[inline(always)]
fn any_token(i: &[u8]) -> Lex<'_, &[u8]> {
    take1(i, span_until(i, SEPARATOR))
}

/// The commonest keywords followed by a space, recognised by comparing the line's first eight
/// bytes at once: the rest and the keyword, as `ended(keyword_shape(i))` gives them. `None`
/// for anything else (other keywords, other separators, lines shorter than eight bytes), which
/// the byte scan reads. The scan of the keyword cost as much as the rest of a `bet` line's
/// dispatch.
#[inline(always)]
fn frequent_keyword(i: &[u8]) -> Option<(&[u8], &[u8], Keyword)> {
    /// The first `N` bytes of `word` as the low bytes of a little-endian word, and the mask
    /// that keeps them.
    const fn prefix<const N: usize>(word: &[u8; N]) -> (u64, u64) {
        let mut bytes = [0u8; 8];
        let mut k = 0;
        while k < N {
            bytes[k] = word[k];
            k += 1;
        }
        (u64::from_le_bytes(bytes), u64::MAX >> (64 - 8 * N))
    }
    // Roulette's and the card games' most frequent first: a line tries them in this order. The
    // card games' once-a-coup lines follow (their names were compared by the byte scan).
    const FREQUENT: [((u64, u64), usize, Keyword); 10] = [
        (prefix(b"bet "), 3, Keyword::Bet),
        (prefix(b"deal "), 4, Keyword::Deal),
        (prefix(b"collect "), 7, Keyword::Settle(SettleAction::Collect)),
        (prefix(b"pay "), 3, Keyword::Settle(SettleAction::Pay)),
        (prefix(b"spin "), 4, Keyword::Spin),
        (prefix(b"round "), 5, Keyword::Round),
        (prefix(b"return "), 6, Keyword::Settle(SettleAction::Return)),
        (prefix(b"result "), 6, Keyword::Result),
        (prefix(b"hand "), 4, Keyword::HandHolder),
        (prefix(b"bank "), 4, Keyword::Bank),
    ];
    // `nomore` ends its line, too short for the eight-byte compare.
    if i == b"nomore" {
        let (keyword, rest) = i.split_at(6);
        return Some((rest, keyword, Keyword::NoMore));
    }
    let head: [u8; 8] = *i.first_chunk()?;
    let head = u64::from_le_bytes(head);
    let &(_, n, kw) = FREQUENT.iter().find(|((word, mask), _, _)| head & mask == *word)?;
    let (keyword, rest) = i.split_at_checked(n)?;
    Some((rest, keyword, kw))
}

/// The most parts of a `result` line the fast path reads (one per paño; more go to the full
/// parser, which also enforces [`MAX_PARAMS`]).
const FAST_PARTS: usize = 8;

/// The keywords the fast path reads, known once (the keyword's bytes were compared a second
/// time to choose the event to read).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Keyword {
    Bet,
    Settle(SettleAction),
    Spin,
    Round,
    NoMore,
    Choose,
    Void,
    Deal,
    Burn,
    Result,
    HandHolder,
    Holder,
    Bank,
    Cagnotte,
    Tableau,
    /// Read by the full parser.
    Other,
}

impl Keyword {
    #[inline(always)]
    fn of(keyword: &[u8]) -> Keyword {
        match keyword {
            b"bet" => Keyword::Bet,
            b"collect" => Keyword::Settle(SettleAction::Collect),
            b"pay" => Keyword::Settle(SettleAction::Pay),
            b"return" => Keyword::Settle(SettleAction::Return),
            b"release" => Keyword::Settle(SettleAction::Release),
            b"spin" => Keyword::Spin,
            b"round" => Keyword::Round,
            b"nomore" => Keyword::NoMore,
            b"choose" => Keyword::Choose,
            b"void" => Keyword::Void,
            b"deal" => Keyword::Deal,
            b"burn" => Keyword::Burn,
            b"result" => Keyword::Result,
            b"hand" => Keyword::HandHolder,
            b"holder" => Keyword::Holder,
            b"bank" => Keyword::Bank,
            b"cagnotte" => Keyword::Cagnotte,
            b"tableau" => Keyword::Tableau,
            _ => Keyword::Other,
        }
    }
}

/// An event keyword's shape: lower-case letters and `-`.
#[inline(always)]
fn keyword_shape(i: &[u8]) -> Lex<'_, &[u8]> {
    take1(i, span_of(i, KEYWORD))
}

/// `n(-n)*`: one to six numbers of at most 65535 (what [`numbers`] reads, without explaining),
/// as a whole token: the input after it, the token and the numbers.
#[inline(always)]
fn fast_numbers(i: &[u8]) -> Option<(&[u8], &[u8], Numbers)> {
    let mut items = [0u16; Numbers::MAX];
    let mut count = 0;
    let mut n = 0;
    loop {
        let (end, v) = u16_digits(i, n)?;
        if end == n {
            return None;
        }
        n = end;
        *items.get_mut(count)? = v;
        count += 1;
        match i.get(n) {
            Some(b'-') => n += 1,
            Some(&b) if !is_separator(b) => return None,
            _ => break,
        }
    }
    let (token, rest) = i.split_at_checked(n)?;
    Some((rest, token, Numbers::from_array(items, count)?))
}

/// Decimal digits as a whole token, read with their value in one pass: the input after it, the
/// token and the value (`None` also when the value does not fit in a `u64`).
#[inline(always)]
fn fast_unsigned(i: &[u8]) -> Option<(&[u8], &[u8], u64)> {
    let mut n = 0;
    let mut v = 0u64;
    while let Some(d) = i.get(n).map(|b| b.wrapping_sub(b'0')).filter(|&d| d <= 9) {
        v = v.checked_mul(10)?.checked_add(u64::from(d))?;
        n += 1;
    }
    if n == 0 || i.get(n).is_some_and(|&b| !is_separator(b)) {
        return None;
    }
    let (token, rest) = i.split_at_checked(n)?;
    Some((rest, token, v))
}

/// A number of at most 65535 as a whole token, read with its value in one pass: the input
/// after it, the token and the value.
#[inline(always)]
fn fast_u16(i: &[u8]) -> Option<(&[u8], &[u8], u16)> {
    let (n, v) = u16_digits(i, 0)?;
    if n == 0 || i.get(n).is_some_and(|&b| !is_separator(b)) {
        return None;
    }
    let (token, rest) = i.split_at_checked(n)?;
    Some((rest, token, v))
}

/// The digits of `i` from index `n` on, read as one number of at most 65535: where they end and
/// the value (`n` itself and 0 when there is no digit; `None` when the value is larger).
#[inline(always)]
fn u16_digits(i: &[u8], mut n: usize) -> Option<(usize, u16)> {
    let mut v = 0u32;
    while let Some(d) = i.get(n).map(|b| b.wrapping_sub(b'0')).filter(|&d| d <= 9) {
        v = v * 10 + u32::from(d);
        if v > u32::from(u16::MAX) {
            return None;
        }
        n += 1;
    }
    // Fits: checked at each digit.
    Some((n, v as u16))
}

/// An amount as [`Amount::parse_bytes`] reads it (`12`, `12.5`, `12.50`), as a whole token:
/// the input after it, the token and the amount. Declines more than 16 whole digits (which
/// the full parser then reads), so that nothing can overflow here.
#[inline(always)]
fn fast_amount(i: &[u8]) -> Option<(&[u8], &[u8], Amount)> {
    let digit = |n: usize| i.get(n).map(|b| b.wrapping_sub(b'0')).filter(|&d| d <= 9);
    let mut n = 0;
    let mut units = 0i64;
    while let Some(d) = digit(n) {
        // Wrapping only past 18 digits, which are declined below.
        units = units.wrapping_mul(10).wrapping_add(i64::from(d));
        n += 1;
    }
    if n == 0 || n > 16 {
        return None;
    }
    // At most 16 digits: no overflow in cents.
    let mut cents = units * 100;
    if i.get(n) == Some(&b'.') {
        let d = digit(n + 1)?;
        match digit(n + 2) {
            Some(e) => {
                cents += i64::from(d) * 10 + i64::from(e);
                n += 3;
            }
            None => {
                cents += i64::from(d) * 10;
                n += 2;
            }
        }
    }
    if i.get(n).is_some_and(|&b| !is_separator(b)) {
        return None;
    }
    let (token, rest) = i.split_at_checked(n)?;
    Some((rest, token, Amount(cents)))
}

/// What ends a stake line on the fast path, read as a whole token: the input after it, the
/// token and its value. A trait rather than a closure so that it is inlined (the `Fn` shim of
/// a function item was called, not inlined, costing some 70 instructions per line).
trait FastTail: Sized {
    fn read(i: &[u8]) -> Option<(&[u8], &[u8], Self)>;
}

impl FastTail for Amount {
    #[inline(always)]
    fn read(i: &[u8]) -> Option<(&[u8], &[u8], Self)> {
        fast_amount(i)
    }
}

impl FastTail for ZeroChoice {
    #[inline(always)]
    fn read(i: &[u8]) -> Option<(&[u8], &[u8], Self)> {
        fast_choice(i)
    }
}

/// `half` or `prison`, as a whole token: the input after it, the token and the choice.
#[inline(always)]
fn fast_choice(i: &[u8]) -> Option<(&[u8], &[u8], ZeroChoice)> {
    let (rest, t) = ended(any_token(i))?;
    let choice = match t {
        b"half" => ZeroChoice::Half,
        b"prison" => ZeroChoice::Prison,
        _ => return None,
    };
    Some((rest, t, choice))
}

#[inline(always)]
fn direction_of(t: &[u8]) -> Option<Direction> {
    match t {
        b"cw" => Some(Direction::Clockwise),
        b"ccw" => Some(Direction::CounterClockwise),
        _ => None,
    }
}

/// What `spin` says: the number, the rotor's sense, the ball's sense, the number launched from.
type SpinParts<'a> = ((Sp<u16>, Option<Word<'a>>), Option<Sp<Direction>>, Option<Sp<Direction>>, Option<Sp<u16>>);

/// The card and the side it lies on, of a `deal` or `burn` line.
type CardParts = (Sp<CardSeen>, Option<Sp<Face>>);

/// The seat, the bet and what ends the line (amount or choice) of a stake line.
type StakeParts<'a, T> = (Word<'a>, BetRef<'a>, T);

/// What ends a bet reference on a stake line.
#[derive(Clone, Copy)]
enum Tail {
    /// `bet` and the settlements end with the amount.
    Amount,
    /// `choose` ends with `half` or `prison`.
    Choice,
}

impl Tail {
    /// What the tail is, for messages.
    fn name(self) -> Text {
        match self {
            Tail::Amount => t!("log-tail-amount"),
            Tail::Choice => t!("log-tail-choice"),
        }
    }

    fn expected(self) -> &'static str {
        match self {
            Tail::Amount => EXPECT_AMOUNT,
            Tail::Choice => EXPECT_CHOICE,
        }
    }

    fn accepts(self, t: &str) -> bool {
        match self {
            Tail::Amount => Amount::parse(t).is_some(),
            Tail::Choice => matches!(t, "half" | "prison"),
        }
    }
}

/// Why a bet reference did not parse: a token with no place in it (by index), or a token that
/// is wrong in its place.
enum RefError<'a> {
    Extra(usize),
    Stop(Stop<'a>),
}

// ---- tokens ------------------------------------------------------------------------------------

#[inline(always)]
fn is_separator(b: u8) -> bool {
    is(b, SEPARATOR)
}

/// Skips blanks and returns the next token, or `None` (and the input unchanged) at the end of
/// the event: the end of the line or a `#` comment.
///
/// Scans bytes (every separator is ASCII, so the cuts fall on character boundaries).
fn next_token(i: &str) -> (&str, Option<&str>) {
    let bytes = i.as_bytes();
    let Ok((after, _)) = space0::<_, ()>(bytes) else {
        return (i, None);
    };
    let Ok((rest, _)) = take_till1::<_, _, ()>(is_separator).parse(after) else {
        return (i, None);
    };
    let start = bytes.len() - after.len();
    let end = bytes.len() - rest.len();
    match (i.get(start..end), i.get(end..)) {
        (Some(token), Some(rest)) => (rest, Some(token)),
        _ => (i, None),
    }
}

/// The part of `t` that `part`, a subslice of `t`'s bytes cut at ASCII bytes, covers.
fn sub<'a>(t: &'a str, part: &[u8]) -> &'a str {
    let start = (part.as_ptr() as usize).wrapping_sub(t.as_ptr() as usize);
    t.get(start..start.saturating_add(part.len())).unwrap_or(t)
}

/// The next token, which must be there.
/// Nothing but blanks or a comment may follow an event's last token.
fn end_of_event<'a>(rest: &'a str, keyword: &str) -> Result<(), Stop<'a>> {
    match next_token(rest) {
        (_, None) => Ok(()),
        (_, Some(extra)) => Err(Fail::stop(
            extra,
            t!("log-unexpected-after-event", token = shown(extra), keyword = keyword),
            EXPECT_END,
        )),
    }
}

fn required<'a>(i: &'a str, missing: impl FnOnce() -> Text, expected: &'static str) -> PResult<'a, &'a str> {
    match next_token(i) {
        (rest, Some(t)) => Ok((rest, t)),
        (_, None) => Err(Fail::stop(&i[..0], missing(), expected)),
    }
}

/// A token for messages: control characters escaped, at most 40 characters.
fn shown(t: &str) -> String {
    const MAX: usize = 40;
    if t.len() <= MAX && !t.chars().any(char::is_control) {
        return t.to_owned();
    }
    let mut s = String::new();
    for (n, c) in t.chars().enumerate() {
        if n == MAX {
            s.push('…');
            break;
        }
        if c.is_control() {
            s.extend(c.escape_default());
        } else {
            s.push(c);
        }
    }
    s
}

/// A character for messages: `` `!` ``, `` `é` (U+00E9) ``, or `U+00A0` for what cannot be seen.
fn char_name(c: char) -> String {
    if c.is_whitespace() || c.is_control() || c == '`' || matches!(c, '\u{200b}'..='\u{200f}' | '\u{feff}') {
        format!("U+{:04X}", u32::from(c))
    } else if c.is_ascii() {
        format!("`{c}`")
    } else {
        format!("`{c}` (U+{:04X})", u32::from(c))
    }
}

/// `: senses are lower-case` style hint when the token is a keyword in the wrong case.
fn case_hint(t: &str) -> Text {
    let lower = t.to_ascii_lowercase();
    if lower != t && matches!(lower.as_str(), "cw" | "ccw" | "half" | "prison") {
        t!("log-hint-lower-case", word = lower)
    } else {
        no_hint()
    }
}

/// The hint a message ends with when there is none to give (messages end with `{ $hint }`).
fn no_hint() -> Text {
    Text::verbatim(String::new())
}

// ---- token grammars ----------------------------------------------------------------------------

/// Decimal digits and their value (`None` when it does not fit in a u64).
#[inline(always)]
fn unsigned(i: &[u8]) -> Lex<'_, (&[u8], Option<u64>)> {
    let (rest, digits) = digit1(i)?;
    let v = digits.iter().try_fold(0u64, |acc, &b| acc.checked_mul(10)?.checked_add(u64::from(b - b'0')));
    Ok((rest, (digits, v)))
}

/// A whole token that is an unsigned number no larger than `max`.
/// `what` is the message id of what the token is (a `WHAT_*`).
fn whole<'a>(t: &'a str, what: &'static str, max: u64, expected: &'static str) -> Result<u64, Stop<'a>> {
    match all_consuming(unsigned).parse(t.as_bytes()) {
        Ok((_, (_, Some(v)))) if v <= max => Ok(v),
        Ok(_) => Err(Fail::stop(
            t,
            // The maximum as written (a `u64` may not fit Fluent's integers).
            t!("log-too-large", token = shown(t), what = Text::new(what), max = max.to_string()),
            expected,
        )),
        Err(_) => {
            let hint = if t.starts_with('-') {
                t!("log-hint-negative")
            } else if t.starts_with('+') {
                t!("log-hint-no-sign")
            } else if t.contains(['.', ',']) {
                t!("log-hint-whole")
            } else {
                no_hint()
            };
            Err(Fail::stop(t, t!("log-not-a", token = shown(t), what = Text::new(what), hint = hint), expected))
        }
    }
}

fn wheel_number(t: &str) -> Result<u16, Stop<'_>> {
    let v = whole(t, WHAT_WHEEL, u16::MAX.into(), EXPECT_WHEEL)?;
    Ok(u16::try_from(v).unwrap_or(u16::MAX))
}

fn direction(t: &str) -> Option<Direction> {
    match t {
        "cw" => Some(Direction::Clockwise),
        "ccw" => Some(Direction::CounterClockwise),
        _ => None,
    }
}

/// The value of a `spin` option, which must not be empty.
fn option_value<'a>(t: &'a str, v: &'a str) -> Result<&'a str, Stop<'a>> {
    if v.is_empty() {
        return Err(Fail::stop(t, t!("log-no-value", token = shown(t)), EXPECT_SPIN_OPTION));
    }
    Ok(v)
}

fn twice<'a>(t: &'a str, option: &str) -> Stop<'a> {
    Fail::stop(t, t!("log-spin-option-twice", option = option), EXPECT_OPTION_ONCE)
}

/// `n(-n)*`, one to six numbers.
fn numbers(t: &str) -> Result<Numbers, Stop<'_>> {
    let mut items = [0u16; Numbers::MAX];
    let mut count = 0usize;
    let mut rest = t.as_bytes();
    loop {
        let Ok((r, digits)) = digit1::<_, ()>(rest) else {
            return Err(bad_numbers(t));
        };
        let v = digits.iter().fold(0u32, |acc, &b| acc.saturating_mul(10).saturating_add(u32::from(b - b'0')));
        let Ok(v) = u16::try_from(v) else {
            let digits = sub(t, digits);
            return Err(Fail::stop(
                digits,
                t!("log-bet-number-too-large", token = shown(digits), max = u16::MAX.to_string()),
                EXPECT_NUMBERS,
            ));
        };
        if let Some(slot) = items.get_mut(count) {
            *slot = v;
        }
        count += 1;
        match r.split_first() {
            None => break,
            Some((b'-', r)) => rest = r,
            Some(_) => return Err(bad_numbers(t)),
        }
    }
    items.get(..count).and_then(Numbers::from_slice).ok_or_else(|| {
        Fail::stop(t, t!("log-too-many-numbers", token = shown(t), count = count, max = Numbers::MAX), EXPECT_NUMBERS)
    })
}

fn bad_numbers(t: &str) -> Stop<'_> {
    let hint = if t.contains([',', '/', '.', '+', '_', ':', ';']) {
        t!("log-hint-join-dash")
    } else if t.ends_with('-') || t.contains("--") {
        t!("log-hint-number-missing")
    } else {
        no_hint()
    };
    Fail::stop(t, t!("log-not-numbers", token = shown(t), hint = hint), EXPECT_NUMBERS)
}

/// `bet s3 pleno 17 1 000`: after a bet's numbers, an amount split in digit groups by a
/// thousands separator (a first group of one to three digits, then groups of three, the last
/// with its decimals if any). `None` for any other extra token.
fn thousands_groups<'a>(refs: &[&'a str], last: &'a str, tail: Tail) -> Option<Stop<'a>> {
    if !matches!(tail, Tail::Amount) {
        return None;
    }
    let k = usize::from(refs.first() == Some(&"prison"));
    // The kind, its numbers, then the groups before the last.
    let groups = refs.get(k + 2..).filter(|g| !g.is_empty())?;
    let numbers = refs.get(k + 1)?;
    let digits =
        |t: &str, n: std::ops::RangeInclusive<usize>| n.contains(&t.len()) && t.bytes().all(|b| b.is_ascii_digit());
    let whole = last.split_once('.').map_or(last, |(w, _)| w);
    let split = numbers.starts_with(|c: char| c.is_ascii_digit())
        && digits(groups[0], 1..=3)
        && groups[1..].iter().all(|g| digits(g, 3..=3))
        && digits(whole, 3..=3)
        && Amount::parse(last).is_some();
    if !split {
        return None;
    }
    let first = groups[0];
    let meant: String = groups.iter().copied().chain([last]).collect();
    Some(Fail::stop_text(
        first,
        t!(
            "log-thousands-after-numbers",
            token = shown(first),
            numbers = shown(numbers),
            amount = groups.iter().copied().chain([last]).collect::<Vec<_>>().join(" ")
        ),
        t!("log-expect-no-thousands-here", meant = meant),
    ))
}

/// `bank 1 000`: after an event's closing amount `amount`, digit groups that make it an amount
/// written with a thousands separator (a first group of one to three digits, then groups of
/// three, the last with its decimals if any). Anything else after the amount is left to
/// [`end_of_event`].
fn after_amount<'a>(rest: &'a str, keyword: &str, amount: &'a str) -> Result<(), Stop<'a>> {
    let digits =
        |t: &str, n: std::ops::RangeInclusive<usize>| n.contains(&t.len()) && t.bytes().all(|b| b.is_ascii_digit());
    // Nothing follows the amount on a well-formed line: answered without building the list.
    if !digits(amount, 1..=3) || next_token(rest).1.is_none() {
        return Ok(());
    }
    let mut groups = vec![amount];
    let mut i = rest;
    while let (next, Some(t)) = next_token(i) {
        groups.push(t);
        i = next;
    }
    let Some((&last, middle)) = groups[1..].split_last() else { return Ok(()) };
    let whole = last.split_once('.').map_or(last, |(w, _)| w);
    if !(middle.iter().all(|g| digits(g, 3..=3)) && digits(whole, 3..=3) && Amount::parse(last).is_some()) {
        return Ok(());
    }
    let first = groups[1];
    Err(Fail::stop_text(
        first,
        t!(
            "log-thousands-after-amount",
            token = shown(first),
            keyword = keyword,
            first = shown(amount),
            amount = groups.join(" ")
        ),
        t!("log-expect-no-thousands-here", meant = groups.concat()),
    ))
}

/// `1.000`, `1,000`, `12.500,50`, `1'000`: digits in groups of three after a first group of one
/// to three, joined by `.`, `,` or `'`, with decimals after another mark if any. The amount meant,
/// in the log's form, when it is one.
fn thousands_amount(t: &str) -> Option<String> {
    let parts: Vec<&str> = t.split(['.', ',', '\'']).collect();
    if parts.len() < 2 || parts.iter().any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit())) {
        return None;
    }
    let (whole, cents) = match parts.last() {
        // A last part of one or two digits after at least one group is the decimals.
        Some(d) if d.len() <= 2 && parts.len() >= 3 => (&parts[..parts.len() - 1], Some(*d)),
        _ => (&parts[..], None),
    };
    let grouped = whole.len() >= 2 && (1..=3).contains(&whole[0].len()) && whole[1..].iter().all(|g| g.len() == 3);
    // The marks between the groups are all the same one.
    let marks: Vec<char> = t.chars().filter(|c| matches!(c, '.' | ',' | '\'')).collect();
    let same = marks[..whole.len() - 1].windows(2).all(|w| w[0] == w[1]);
    if !grouped || !same {
        return None;
    }
    let units: String = whole.concat();
    Some(match cents {
        Some(c) => format!("{units}.{c}"),
        None => units,
    })
}

/// Why a token is not an amount, in one sentence (also for the table header's amounts), in
/// English: [`amount_problem_text`] is the translatable text.
pub fn amount_problem(t: &str) -> String {
    amount_problem_text(t).en()
}

/// Why a token is not an amount, in one sentence (also for the table header's amounts).
pub fn amount_problem_text(t: &str) -> Text {
    let s = shown(t);
    if let Some(meant) = thousands_amount(t) {
        return t!("log-amount-thousands", token = s, meant = meant);
    }
    let plain = all_consuming(recognize((digit1::<_, ()>, opt((char('.'), digit1))))).parse(t).is_ok();
    if plain {
        if t.split_once('.').is_some_and(|(_, f)| f.len() > 2) {
            t!("log-amount-decimals", token = s)
        } else {
            t!("log-amount-too-large", token = s)
        }
    } else if t.starts_with('-') {
        t!("log-amount-negative", token = s)
    } else if t.starts_with('+') {
        t!("log-amount-sign", token = s)
    } else if is_exponent(t) {
        t!("log-amount-exponent", token = s)
    } else if has_currency(t) {
        t!("log-amount-currency", token = s)
    } else if t.contains(',') {
        t!("log-amount-comma", token = s)
    } else if t.starts_with('.') {
        t!("log-amount-leading-point", token = s)
    } else if t.ends_with('.') {
        t!("log-amount-trailing-point", token = s)
    } else if t.matches('.').count() > 1 {
        t!("log-amount-points", token = s)
    } else if t.contains('_') || t.contains('\'') {
        t!("log-amount-digit-separator", token = s)
    } else {
        t!("log-amount-not", token = s)
    }
}

/// `1e3`, `2.5E+2`.
fn is_exponent(t: &str) -> bool {
    let Some((mantissa, exp)) = t.split_once(['e', 'E']) else {
        return false;
    };
    let exp = exp.strip_prefix(['+', '-']).unwrap_or(exp);
    mantissa.starts_with(|c: char| c.is_ascii_digit())
        && mantissa.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && !exp.is_empty()
        && exp.bytes().all(|b| b.is_ascii_digit())
}

/// `10€`, `EUR10`, `10eur`.
fn has_currency(t: &str) -> bool {
    let letters = t.trim_matches(|c: char| c.is_ascii_digit() || matches!(c, '.' | ','));
    t.contains(['€', '$', '£'])
        || (letters.len() < t.len() && !letters.is_empty() && letters.chars().all(char::is_alphabetic))
}

#[inline(always)]
fn is_ident_byte(b: u8) -> bool {
    is(b, IDENT)
}

fn is_ident_char(c: char) -> bool {
    u8::try_from(c).is_ok_and(is_ident_byte)
}

/// `[A-Za-z0-9][A-Za-z0-9_.-]*`: seats and table ids.
#[inline(always)]
fn ident(i: &[u8]) -> Lex<'_, &[u8]> {
    match i.split_first() {
        // The first byte is an identifier byte too: the scan goes on from the second.
        Some((&b, rest)) if is(b, ALNUM) => take1(i, 1 + span_of(rest, IDENT)),
        _ => Err(NomErr::Error(())),
    }
}

fn is_ident(t: &[u8]) -> bool {
    ident(t).is_ok_and(|(rest, _)| rest.is_empty())
}

fn check_ident<'a>(t: &'a str, what: &'static str, expected: &'static str) -> Result<(), Stop<'a>> {
    if is_ident(t.as_bytes()) {
        return Ok(());
    }
    let why = match t.chars().next() {
        Some(c) if !c.is_ascii_alphanumeric() => t!("log-why-start-alnum", char = char_name(c)),
        _ => match t.chars().find(|&c| !is_ident_char(c)) {
            Some(c) => t!("log-why-not-allowed", char = char_name(c)),
            None => t!("log-why-empty"),
        },
    };
    Err(Fail::stop(t, t!("log-not-a-because", token = shown(t), what = Text::new(what), why = why), expected))
}

#[inline(always)]
fn is_word_byte(b: u8, underscore: bool) -> bool {
    b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || (underscore && b == b'_')
}

fn is_word_char(c: char, underscore: bool) -> bool {
    u8::try_from(c).is_ok_and(|b| is_word_byte(b, underscore))
}

/// `[a-z][a-z0-9_-]*`: parameter names.
fn param_key(i: &[u8]) -> Lex<'_, &[u8]> {
    lower_word(i, true)
}

/// `[a-z][a-z0-9-]*` (with `_` too for parameter names): bet kinds, reasons, keys.
#[inline(always)]
fn lower_word(i: &[u8], underscore: bool) -> Lex<'_, &[u8]> {
    match i.split_first() {
        // The first byte is a word byte too: the scan goes on from the second.
        Some((b, rest)) if b.is_ascii_lowercase() && !underscore => take1(i, 1 + span_of(rest, WORD)),
        Some((b, _)) if b.is_ascii_lowercase() => while1(i, |b| is_word_byte(b, underscore)),
        _ => Err(NomErr::Error(())),
    }
}

fn check_word<'a>(t: &'a str, what: &'static str, expected: &'static str, underscore: bool) -> Result<(), Stop<'a>> {
    if lower_word(t.as_bytes(), underscore).is_ok_and(|(rest, _)| rest.is_empty()) {
        return Ok(());
    }
    let why = if t.chars().any(|c| c.is_ascii_uppercase()) {
        t!("log-why-lower-case", word = shown(&t.to_ascii_lowercase()))
    } else {
        match t.chars().next() {
            Some(c) if c.is_ascii_digit() => t!("log-why-start-letter"),
            Some(c) if !c.is_ascii_lowercase() => t!("log-why-start-letter-not", char = char_name(c)),
            _ => match t.chars().find(|&c| !is_word_char(c, underscore)) {
                Some(c) => t!("log-why-not-allowed", char = char_name(c)),
                None => t!("log-why-empty"),
            },
        }
    };
    Err(Fail::stop(t, t!("log-not-a-because", token = shown(t), what = Text::new(what), why = why), expected))
}

// ---- cards -------------------------------------------------------------------------------------

/// `Kh`, `Td`, `9c` or `??`.
fn card(t: &str) -> Result<CardSeen, Stop<'_>> {
    if t == "??" {
        return Ok(None);
    }
    if let Some(c) = Card::parse(t) {
        return Ok(Some(c));
    }
    let b = t.as_bytes();
    let hint = if t.starts_with("10") {
        t!("log-hint-ten", suit = t.get(2..).unwrap_or(""))
    } else if let [r, s] = *b
        && t.is_ascii()
        && Card::parse(&format!("{}{}", char::from(r.to_ascii_uppercase()), char::from(s.to_ascii_lowercase())))
            .is_some()
    {
        let (r, s) = (char::from(r.to_ascii_uppercase()), char::from(s.to_ascii_lowercase()));
        t!("log-hint-card-case", card = format!("{r}{s}"))
    } else if let [r, _] = *b
        && t.is_ascii()
        && crate::log::card::Rank::from_char(r).is_some()
    {
        t!("log-hint-suit")
    } else if b.len() == 2 && t.is_ascii() {
        t!("log-hint-rank")
    } else if t.contains('?') {
        t!("log-hint-unseen")
    } else {
        no_hint()
    };
    Err(Fail::stop(t, t!("log-not-card", token = shown(t), hint = hint), EXPECT_CARD))
}

// ---- timestamps --------------------------------------------------------------------------------

struct Stamp {
    date: Option<(u32, u32, u32)>,
    hour: u32,
    minute: u32,
    second: Option<u32>,
    /// Explicit `±HH:MM` offset (`Z` is none).
    offset: Option<(u32, u32)>,
}

fn digits_value(d: &[u8]) -> u32 {
    d.iter().fold(0, |acc, &b| acc * 10 + u32::from(b - b'0'))
}

fn two_digits(i: &[u8]) -> Lex<'_, u32> {
    map(take_while_m_n(2, 2, |b: u8| b.is_ascii_digit()), digits_value).parse(i)
}

fn four_digits(i: &[u8]) -> Lex<'_, u32> {
    map(take_while_m_n(4, 4, |b: u8| b.is_ascii_digit()), digits_value).parse(i)
}

/// `HH:MM:SS` or `YYYY-MM-DDTHH:MM[:SS]`, then `Z` or `±HH:MM` or nothing.
fn stamp(i: &[u8]) -> Lex<'_, Stamp> {
    let date_time = map(
        (
            four_digits,
            char('-'),
            two_digits,
            char('-'),
            two_digits,
            char('T'),
            two_digits,
            char(':'),
            two_digits,
            opt(preceded(char(':'), two_digits)),
        ),
        |(y, _, mo, _, d, _, hour, _, minute, second)| Stamp {
            date: Some((y, mo, d)),
            hour,
            minute,
            second,
            offset: None,
        },
    );
    let time = map((two_digits, char(':'), two_digits, char(':'), two_digits), |(hour, _, minute, _, s)| Stamp {
        date: None,
        hour,
        minute,
        second: Some(s),
        offset: None,
    });
    let zone = alt((
        value(None, char('Z')),
        map((one_of("+-"), two_digits, char(':'), two_digits), |(_, h, _, m)| Some((h, m))),
    ));
    let (i, mut st) = alt((date_time, time)).parse(i)?;
    let (i, offset) = opt(zone).parse(i)?;
    st.offset = offset.flatten();
    Ok((i, st))
}

fn days_in_month(y: u32, m: u32) -> u32 {
    match m {
        2 if y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Why a well-formed timestamp names no real instant (the fields as the log writes them,
/// zero-padded).
fn stamp_out_of_range(st: &Stamp) -> Option<Text> {
    if let Some((y, mo, d)) = st.date {
        if !(1..=12).contains(&mo) {
            return Some(t!("log-stamp-no-month", month = format!("{mo:02}")));
        }
        if d == 0 || d > days_in_month(y, mo) {
            return Some(t!(
                "log-stamp-no-day",
                month = format!("{mo:02}"),
                year = format!("{y:04}"),
                day = format!("{d:02}")
            ));
        }
    }
    if st.hour > 23 {
        return Some(t!("log-stamp-hour", hour = format!("{:02}", st.hour)));
    }
    if st.minute > 59 {
        return Some(t!("log-stamp-minute", minute = format!("{:02}", st.minute)));
    }
    if let Some(s) = st.second.filter(|&s| s > 59) {
        return Some(t!("log-stamp-second", second = format!("{s:02}")));
    }
    if let Some((h, m)) = st.offset.filter(|&(h, m)| h > 23 || m > 59) {
        return Some(t!("log-stamp-offset", offset = format!("{h:02}:{m:02}")));
    }
    None
}

/// A timestamp token.
fn check_stamp<'a>(t: &'a str, expected: &'static str) -> Result<(), Stop<'a>> {
    match all_consuming(stamp).parse(t.as_bytes()) {
        Ok((_, st)) => match stamp_out_of_range(&st) {
            None => Ok(()),
            Some(why) => Err(Fail::stop(t, t!("log-stamp-invalid", token = shown(t), why = why), expected)),
        },
        Err(_) => {
            let date_only =
                all_consuming((four_digits, char('-'), two_digits, char('-'), two_digits)).parse(t.as_bytes()).is_ok();
            let hour_minute = all_consuming((two_digits, char(':'), two_digits)).parse(t.as_bytes()).is_ok();
            let hint = if date_only {
                t!("log-hint-date-needs-time")
            } else if hour_minute {
                t!("log-hint-time-needs-seconds")
            } else if t.contains('t') || t.contains('z') {
                t!("log-hint-stamp-capitals")
            } else if t.contains('.') || t.contains(',') {
                t!("log-hint-no-fractions")
            } else {
                no_hint()
            };
            Err(Fail::stop(t, t!("log-not-stamp", token = shown(t), hint = hint), expected))
        }
    }
}

/// The first token of a line starts with a digit: a timestamp, or a line that lacks its
/// keyword.
fn leading_stamp(t: &str) -> Result<(), Stop<'_>> {
    let date_like = t.len() >= 5 && t.as_bytes().get(4) == Some(&b'-');
    if t.contains(':') || date_like {
        return check_stamp(t, EXPECT_STAMP);
    }
    Err(Fail::stop(t, t!("log-neither-keyword-nor-stamp", token = shown(t)), EXPECT_KEYWORD))
}

// ---- keywords ----------------------------------------------------------------------------------

fn unknown_keyword(t: &str) -> Stop<'_> {
    let lower = t.to_ascii_lowercase();
    let hint = if KEYWORDS.contains(&lower.as_str()) {
        t!("log-hint-keyword-case", word = lower)
    } else if matches!(t, "open" | "close") {
        crate::log::suggest::did_you_mean_words(&[&format!("session {t}")])
    } else if let Some(k) = KEYWORDS.iter().find(|k| close_to(&lower, k)) {
        crate::log::suggest::did_you_mean_words(&[k])
    } else if t.contains('=') {
        t!("log-hint-param-line")
    } else if let Some(c) = t.chars().find(|c| c.is_whitespace() || matches!(c, '\u{200b}'..='\u{200d}' | '\u{feff}')) {
        t!("log-hint-contains-blank", char = char_name(c))
    } else {
        no_hint()
    };
    Fail::stop(t, t!("log-not-keyword", token = shown(t), hint = hint), EXPECT_KEYWORD)
}

/// A likely misspelling: at most one edit (two for longer keywords), where swapping two
/// neighbouring letters counts as one edit.
fn close_to(t: &str, keyword: &str) -> bool {
    const N: usize = 17;
    let (a, b) = (t.as_bytes(), keyword.as_bytes());
    if a.len() >= N || a.len().abs_diff(b.len()) > 2 {
        return false;
    }
    // Optimal string alignment distance, three rows of the usual table.
    let mut before = [0usize; N];
    let mut prev: [usize; N] = std::array::from_fn(|j| j);
    let mut cur = [0usize; N];
    for (i, &cb) in b.iter().enumerate() {
        cur[0] = i + 1;
        for (j, &ca) in a.iter().enumerate() {
            let cost = usize::from(ca != cb);
            let mut d = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
            if i > 0 && j > 0 && ca == b[i - 1] && a[j - 1] == cb {
                d = d.min(before[j - 1] + 1);
            }
            cur[j + 1] = d;
        }
        before = prev;
        prev = cur;
    }
    let allowed = if b.len() >= 6 { 2 } else { 1 };
    prev[a.len()] <= allowed
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `EXPECT_*` and `WHAT_*` ids are passed around as strings, not named by `t!`: each
    /// must be a message of both languages.
    #[test]
    fn every_expected_and_what_is_a_message() {
        for lang in crate::i18n::Lang::ALL {
            let defined = crate::i18n::message_ids(lang);
            for id in [
                EXPECT_KEYWORD,
                EXPECT_END,
                EXPECT_STAMP,
                EXPECT_SESSION_TIME,
                EXPECT_VERSION,
                EXPECT_TABLE_ID,
                EXPECT_PARAM,
                EXPECT_SESSION,
                EXPECT_ROUND,
                EXPECT_WHEEL,
                EXPECT_DIRECTION,
                EXPECT_SPIN_OPTION,
                EXPECT_REASON,
                EXPECT_SEAT,
                EXPECT_BET,
                EXPECT_KIND,
                EXPECT_NUMBERS,
                EXPECT_AMOUNT,
                EXPECT_CHOICE,
                EXPECT_CARD,
                EXPECT_FACE,
                EXPECT_HAND,
                EXPECT_DECKS,
                EXPECT_CUTCARD,
                EXPECT_PLAYERS,
                EXPECT_RESULT,
                EXPECT_HAND_ONCE,
                EXPECT_PARAM_ONCE,
                EXPECT_LIMITS_PARAMS,
                EXPECT_OPTION_ONCE,
                EXPECT_NUMBERS_THEN_AMOUNT,
                EXPECT_NUMBERS_THEN_CHOICE,
                EXPECT_AMOUNT_LAST,
                EXPECT_CHOICE_LAST,
                EXPECT_SHORT_LINE,
                WHAT_SEAT,
                WHAT_TABLE_ID,
                WHAT_HAND,
                WHAT_WINNER,
                WHAT_PARAM_NAME,
                WHAT_REASON,
                WHAT_KIND,
                WHAT_PLAYERS,
                WHAT_DECKS,
                WHAT_CARDS,
                WHAT_VERSION,
                WHAT_ROUND,
                WHAT_WHEEL,
                crate::log::suggest::NO_THOUSANDS,
            ] {
                assert!(defined.iter().any(|d| d == id), "{}: no message {id}", lang.code());
            }
        }
    }

    const LINE: u32 = 7;
    const OFFSET: u64 = 1000;

    fn parse(line: &str) -> Result<Option<Event<'_>>, ParseError> {
        parse_line(line, LINE, OFFSET)
    }

    fn ev(line: &str) -> Event<'_> {
        match parse(line) {
            Ok(Some(e)) => e,
            other => panic!("{line:?} should parse, got {other:?}"),
        }
    }

    fn kind(line: &str) -> EventKind<'_> {
        ev(line).kind
    }

    fn err(line: &str) -> ParseError {
        match parse(line) {
            Err(e) => e,
            other => panic!("{line:?} should fail, got {other:?}"),
        }
    }

    fn loc(idx: usize, len: usize) -> Loc {
        Loc { line: LINE, col: idx as u32 + 1, offset: OFFSET + idx as u64, len: len as u32 }
    }

    /// The location of the `nth` (0-based) occurrence of `needle` in `line`.
    fn at_nth(line: &str, needle: &str, nth: usize) -> Loc {
        let idx = line.match_indices(needle).nth(nth).unwrap_or_else(|| panic!("{needle:?} in {line:?}")).0;
        loc(idx, needle.len())
    }

    fn at(line: &str, needle: &str) -> Loc {
        at_nth(line, needle, 0)
    }

    fn w<'a>(line: &str, s: &'a str) -> Word<'a> {
        Sp { loc: at(line, s), value: s }
    }

    fn nums(n: &[u16]) -> Numbers {
        Numbers::from_slice(n).unwrap()
    }

    #[track_caller]
    fn check_err(line: &str, want: Loc, message: &str, expected: &str) {
        let e = err(line);
        assert_eq!(e.loc, want, "loc of {line:?}: {e:?}");
        assert_eq!(e.message, message, "message of {line:?}");
        // `expected` is an `EXPECT_*` (a message id) or the English text.
        if expected.starts_with("log-expect-") {
            assert_eq!(e.expected.id(), Some(expected), "expected of {line:?}");
        } else {
            assert_eq!(e.expected, expected, "expected of {line:?}");
        }
    }

    // ---- blank lines and comments ------------------------------------------------------------

    #[test]
    fn blank_and_comment_lines_are_nothing() {
        for line in ["", " ", "\t \t", "#", "# a comment", "   # bet s3 rojo 20", "\t#", "##"] {
            assert_eq!(parse(line), Ok(None), "{line:?}");
        }
    }

    #[test]
    fn event_loc_excludes_indentation_and_comment() {
        let line = "  \tbet s3 rojo 20   # the first bet";
        let e = ev(line);
        assert_eq!(e.loc, at(line, "bet s3 rojo 20"));
        assert_eq!(e.time, None);
        let line = "nomore#closed";
        assert_eq!(ev(line).loc, at(line, "nomore"));
        let line = "bet\ts3\t\trojo 20#x";
        assert_eq!(ev(line).loc, at(line, "bet\ts3\t\trojo 20"));
        let EventKind::Bet { seat, bet, amount } = kind(line) else { panic!() };
        assert_eq!((seat, bet.kind, amount.loc), (w(line, "s3"), w(line, "rojo"), at(line, "20")));
    }

    // ---- every event ---------------------------------------------------------------------------

    #[test]
    fn format_line() {
        let line = "mesa-log 1";
        let e = ev(line);
        assert_eq!(e.loc, loc(0, 10));
        assert_eq!(e.kind, EventKind::Format { version: Sp { loc: at(line, "1"), value: 1 } });
        assert_eq!(e.keyword(), "mesa-log");
        assert!(matches!(kind("mesa-log 4294967295"), EventKind::Format { version: Sp { value: u32::MAX, .. } }));
    }

    #[test]
    fn table_header() {
        let line = "table RF-03 catalog=estado-1979/ruleta-francesa min=5 panos=2 scale=alta currency=EUR";
        let e = ev(line);
        assert_eq!(e.loc, loc(0, line.len()));
        let EventKind::Table(h) = e.kind else { panic!() };
        assert_eq!(h.id, w(line, "RF-03"));
        let got: Vec<(&str, &str)> = h.params.iter().map(|p| (p.key.value, p.value.value)).collect();
        assert_eq!(
            got,
            [
                ("catalog", "estado-1979/ruleta-francesa"),
                ("min", "5"),
                ("panos", "2"),
                ("scale", "alta"),
                ("currency", "EUR")
            ]
        );
        assert_eq!(h.params[0].key, w(line, "catalog"));
        assert_eq!(h.params[0].value, w(line, "estado-1979/ruleta-francesa"));
        assert_eq!(h.params[1].value, w(line, "5"));
        assert_eq!(h.get("scale").map(|p| p.value.loc), Some(at(line, "alta")));
        // No parameters is grammatical (the checker asks for catalog= and min=).
        let line = "table mesa_1.b";
        let EventKind::Table(h) = kind(line) else { panic!() };
        assert_eq!(h.id, w(line, "mesa_1.b"));
        assert!(h.params.is_empty());
        // A value is anything but blanks and `#`, `=` included.
        let EventKind::Table(h) = kind("table T x_y-2=a=b=c#c") else { panic!() };
        assert_eq!((h.params[0].key.value, h.params[0].value.value), ("x_y-2", "a=b=c"));
    }

    #[test]
    fn session_open_and_close() {
        let line = "session open 2026-11-20T20:00";
        let e = ev(line);
        assert_eq!(e.loc, loc(0, line.len()));
        assert_eq!(e.kind, EventKind::SessionOpen { at: Some(w(line, "2026-11-20T20:00")) });
        assert_eq!(e.keyword(), "session open");
        assert_eq!(kind("session open"), EventKind::SessionOpen { at: None });
        let line = "session close 2026-11-21T04:00:30+01:00 # end";
        let e = ev(line);
        assert_eq!(e.loc, at(line, "session close 2026-11-21T04:00:30+01:00"));
        assert_eq!(e.kind, EventKind::SessionClose { at: Some(w(line, "2026-11-21T04:00:30+01:00")) });
        assert_eq!(kind("session close"), EventKind::SessionClose { at: None });
    }

    #[test]
    fn limits_line() {
        let line = "limits min=10 scale=alta";
        let EventKind::Limits { params } = kind(line) else { panic!() };
        assert_eq!(params.len(), 2);
        assert_eq!(params[0], Param { key: w(line, "min"), value: w(line, "10") });
        assert_eq!(params[1], Param { key: w(line, "scale"), value: w(line, "alta") });
    }

    #[test]
    fn round_line() {
        let line = "round 123";
        assert_eq!(kind(line), EventKind::Round { number: Sp { loc: at(line, "123"), value: 123 } });
        assert!(matches!(kind("round 18446744073709551615"), EventKind::Round { number: Sp { value: u64::MAX, .. } }));
        assert!(matches!(kind("round 007"), EventKind::Round { number: Sp { value: 7, .. } }));
    }

    #[test]
    fn bet_lines() {
        let line = "bet s3 pleno 17 10";
        let e = ev(line);
        assert_eq!(e.loc, loc(0, line.len()));
        assert_eq!(
            e.kind,
            EventKind::Bet {
                seat: w(line, "s3"),
                bet: BetRef {
                    prison: false,
                    kind: w(line, "pleno"),
                    target: Some(Sp { loc: at(line, "17"), value: nums(&[17]) }),
                    loc: at(line, "pleno 17"),
                },
                amount: Sp { loc: at(line, "10"), value: Amount(1000) },
            }
        );
        // The last token is the amount: `rojo 20` is rojo for 20.
        let line = "bet s3 rojo 20";
        assert_eq!(
            kind(line),
            EventKind::Bet {
                seat: w(line, "s3"),
                bet: BetRef { prison: false, kind: w(line, "rojo"), target: None, loc: at(line, "rojo") },
                amount: Sp { loc: at(line, "20"), value: Amount(2000) },
            }
        );
        let line = "bet p12 seisena 4-5-6-1-2-3 2.5";
        let EventKind::Bet { seat, bet, amount } = kind(line) else { panic!() };
        assert_eq!(seat, w(line, "p12"));
        assert_eq!(bet.target, Some(Sp { loc: at(line, "4-5-6-1-2-3"), value: nums(&[4, 5, 6, 1, 2, 3]) }));
        assert_eq!(bet.loc, at(line, "seisena 4-5-6-1-2-3"));
        assert_eq!(amount.value, Amount(250));
        let EventKind::Bet { bet, amount, .. } = kind("bet s1 dos-docenas 1-2 12.50") else { panic!() };
        assert_eq!((bet.kind.value, bet.target.map(|t| t.value)), ("dos-docenas", Some(nums(&[1, 2]))));
        assert_eq!(amount.value, Amount(1250));
        let EventKind::Bet { bet, .. } = kind("bet s1 transversal 0-2-3 5") else { panic!() };
        assert_eq!(bet.target.map(|t| t.value), Some(nums(&[0, 2, 3])));
        let EventKind::Bet { bet, amount, .. } = kind("bet s9 vecinos 0.05") else { panic!() };
        assert_eq!((bet.kind.value, bet.target, amount.value), ("vecinos", None, Amount(5)));
    }

    #[test]
    fn nomore_line() {
        let line = "nomore";
        assert_eq!(ev(line), Event { loc: loc(0, 6), time: None, kind: EventKind::NoMoreBets });
    }

    #[test]
    fn spin_lines() {
        // A plate that does not turn (boule): the number alone, by both readers.
        for line in ["spin 7", "spin 7   # boule", "  spin 7"] {
            assert_eq!(
                kind(line),
                EventKind::Wheel(WheelEvent::Spin {
                    number: Sp { loc: at(line, "7"), value: 7 },
                    name: None,
                    rotor: None,
                    ball: None,
                    from: None
                }),
                "{line}"
            );
        }
        let line = "spin 17 cw";
        assert_eq!(
            kind(line),
            EventKind::Wheel(WheelEvent::Spin {
                number: Sp { loc: at(line, "17"), value: 17 },
                name: None,
                rotor: Some(Sp { loc: at(line, "cw"), value: Direction::Clockwise }),
                ball: None,
                from: None,
            })
        );
        let line = "spin 0 ccw from=32 ball=cw";
        let e = ev(line);
        assert_eq!(e.loc, loc(0, line.len()));
        assert_eq!(
            e.kind,
            EventKind::Wheel(WheelEvent::Spin {
                number: Sp { loc: at(line, "0"), value: 0 },
                name: None,
                rotor: Some(Sp { loc: at(line, "ccw"), value: Direction::CounterClockwise }),
                ball: Some(Sp { loc: at_nth(line, "cw", 1), value: Direction::Clockwise }),
                from: Some(Sp { loc: at(line, "32"), value: 32 }),
            })
        );
        let EventKind::Wheel(WheelEvent::Spin { ball, from, .. }) = kind("spin 5 cw ball=ccw") else { panic!() };
        assert_eq!((ball.map(|b| b.value), from), (Some(Direction::CounterClockwise), None));
    }

    #[test]
    fn void_line() {
        let line = "void object-in-cylinder";
        assert_eq!(kind(line), EventKind::Wheel(WheelEvent::Void { reason: w(line, "object-in-cylinder") }));
    }

    #[test]
    fn choose_lines() {
        let line = "choose s3 rojo prison";
        assert_eq!(
            kind(line),
            EventKind::Wheel(WheelEvent::Choose {
                seat: w(line, "s3"),
                bet: BetRef { prison: false, kind: w(line, "rojo"), target: None, loc: at(line, "rojo") },
                choice: Sp { loc: at(line, "prison"), value: ZeroChoice::Prison },
            })
        );
        // A bet already in prisión (a second zero).
        let line = "choose s3 prison rojo half";
        assert_eq!(
            kind(line),
            EventKind::Wheel(WheelEvent::Choose {
                seat: w(line, "s3"),
                bet: BetRef { prison: true, kind: w(line, "rojo"), target: None, loc: at(line, "prison rojo") },
                choice: Sp { loc: at(line, "half"), value: ZeroChoice::Half },
            })
        );
        let line = "choose s3 prison rojo prison";
        let EventKind::Wheel(WheelEvent::Choose { bet, choice, .. }) = kind(line) else { panic!() };
        assert_eq!((bet.prison, bet.loc, choice.loc), (true, at(line, "prison rojo"), at_nth(line, "prison", 1)));
    }

    #[test]
    fn colour_lines() {
        let line = "colour s3 20";
        assert_eq!(
            kind(line),
            EventKind::Wheel(WheelEvent::Colour {
                seat: w(line, "s3"),
                value: Some(Sp { loc: at(line, "20"), value: Amount::parse("20").expect("an amount") }),
            })
        );
        // Without a value: each chip is worth the table minimum.
        let line = "colour s3 # its chips are worth the minimum";
        assert_eq!(kind(line), EventKind::Wheel(WheelEvent::Colour { seat: w(line, "s3"), value: None }));
        assert_eq!(ev("colour s3 12.50").keyword(), "colour");
        check_err("colour", loc(6, 0), "`colour` needs the seat", EXPECT_SEAT);
        let e = err("colour s3 ten");
        assert_eq!(e.loc, loc(10, 3));
        let e = err("colour s3 10 20");
        assert_eq!(e.loc, loc(13, 2));
    }

    #[test]
    fn settle_lines() {
        for (word, action) in [
            ("collect", SettleAction::Collect),
            ("pay", SettleAction::Pay),
            ("return", SettleAction::Return),
            ("release", SettleAction::Release),
        ] {
            let line = format!("{word} s3 pleno 17 350");
            let e = ev(&line);
            assert_eq!(e.keyword(), word);
            assert_eq!(e.loc, loc(0, line.len()));
            assert_eq!(
                e.kind,
                EventKind::Settle {
                    action: Sp { loc: at(&line, word), value: action },
                    seat: w(&line, "s3"),
                    bet: BetRef {
                        prison: false,
                        kind: w(&line, "pleno"),
                        target: Some(Sp { loc: at(&line, "17"), value: nums(&[17]) }),
                        loc: at(&line, "pleno 17"),
                    },
                    amount: Sp { loc: at(&line, "350"), value: Amount(35000) },
                }
            );
        }
        let line = "release s4 prison negro 10";
        let EventKind::Settle { bet, amount, .. } = kind(line) else { panic!() };
        assert!(bet.prison);
        assert_eq!((bet.kind, bet.loc, amount.value), (w(line, "negro"), at(line, "prison negro"), Amount(1000)));
        let line = "return s4 rojo 7.5";
        let EventKind::Settle { amount, .. } = kind(line) else { panic!() };
        assert_eq!(amount, Sp { loc: at(line, "7.5"), value: Amount(750) });
    }

    // ---- timestamps ----------------------------------------------------------------------------

    #[test]
    fn leading_timestamps() {
        for stamp in [
            "20:01:05",
            "00:00:00",
            "23:59:59Z",
            "20:01:05+01:00",
            "2026-11-20T20:01",
            "2026-11-20T20:01:05",
            "2026-11-20T20:01Z",
            "2026-11-20T20:01:05-03:30",
            "2024-02-29T12:00",
        ] {
            let line = format!("  {stamp}\tspin 17 cw # x");
            let e = ev(&line);
            assert_eq!(e.time, Some(Sp { loc: at(&line, stamp), value: stamp }), "{line}");
            assert_eq!(e.loc, at(&line, &format!("{stamp}\tspin 17 cw")), "{line}");
            assert!(matches!(e.kind, EventKind::Wheel(WheelEvent::Spin { .. })));
        }
        let line = "20:01:05 session open 2026-11-20T20:00";
        let e = ev(line);
        assert_eq!(e.time, Some(w(line, "20:01:05")));
        assert_eq!(e.kind, EventKind::SessionOpen { at: Some(w(line, "2026-11-20T20:00")) });
    }

    #[test]
    fn locations_use_line_number_and_offset() {
        let e = parse_line("  round 5", 42, 10_000).unwrap().unwrap();
        assert_eq!(e.loc, Loc { line: 42, col: 3, offset: 10_002, len: 7 });
        let EventKind::Round { number } = e.kind else { panic!() };
        assert_eq!(number.loc, Loc { line: 42, col: 9, offset: 10_008, len: 1 });
        // Columns count bytes.
        let line = "bet s3 rojo 20 # ñandú";
        assert_eq!(parse(line).unwrap().unwrap().loc.len, 14);
        let e = err("round é");
        assert_eq!(e.loc, loc(6, 2));
        let e = err("spin 17 cw ñ");
        assert_eq!(e.loc, loc(11, 2));
    }

    #[test]
    fn bad_timestamps() {
        check_err(
            "25:00:00 nomore",
            loc(0, 8),
            "`25:00:00` is not a valid timestamp: hour 25 is out of range (00 to 23)",
            EXPECT_STAMP,
        );
        check_err(
            "2026-02-29T10:00 nomore",
            loc(0, 16),
            "`2026-02-29T10:00` is not a valid timestamp: month 02 of 2026 has no day 29",
            EXPECT_STAMP,
        );
        check_err(
            "2026-13-01T10:00 nomore",
            loc(0, 16),
            "`2026-13-01T10:00` is not a valid timestamp: there is no month 13",
            EXPECT_STAMP,
        );
        check_err(
            "20:60:00 nomore",
            loc(0, 8),
            "`20:60:00` is not a valid timestamp: minute 60 is out of range (00 to 59)",
            EXPECT_STAMP,
        );
        check_err(
            "20:00:61 nomore",
            loc(0, 8),
            "`20:00:61` is not a valid timestamp: second 61 is out of range (00 to 59)",
            EXPECT_STAMP,
        );
        check_err(
            "20:00:00+25:00 nomore",
            loc(0, 14),
            "`20:00:00+25:00` is not a valid timestamp: the UTC offset 25:00 is out of range",
            EXPECT_STAMP,
        );
        check_err(
            "20:01 nomore",
            loc(0, 5),
            "`20:01` is not a timestamp: a time without a date needs its seconds, `HH:MM:SS`",
            EXPECT_STAMP,
        );
        check_err(
            "2026-11-20 20:00:00 nomore",
            loc(0, 10),
            "`2026-11-20` is not a timestamp: a date needs its time, joined with `T`, e.g. `2026-11-20T20:00`",
            EXPECT_STAMP,
        );
        check_err(
            "2026-11-20t20:00 nomore",
            loc(0, 16),
            "`2026-11-20t20:00` is not a timestamp: `T` and `Z` are capital letters",
            EXPECT_STAMP,
        );
        check_err(
            "20:01:05.250 nomore",
            loc(0, 12),
            "`20:01:05.250` is not a timestamp: fractions of a second are not allowed",
            EXPECT_STAMP,
        );
        check_err("2:01:05 nomore", loc(0, 7), "`2:01:05` is not a timestamp", EXPECT_STAMP);
        check_err("20:01:05", loc(8, 0), "a timestamp must be followed by an event", EXPECT_KEYWORD);
        check_err(
            "17 cw",
            loc(0, 2),
            "`17` is neither an event keyword nor a timestamp: a line starts with its event keyword, optionally after \
             a timestamp",
            EXPECT_KEYWORD,
        );
        check_err(
            "session open 2026-11-20",
            at("session open 2026-11-20", "2026-11-20"),
            "`2026-11-20` is not a timestamp: a date needs its time, joined with `T`, e.g. `2026-11-20T20:00`",
            EXPECT_SESSION_TIME,
        );
        check_err("session close now", loc(14, 3), "`now` is not a timestamp", EXPECT_SESSION_TIME);
    }

    // ---- errors --------------------------------------------------------------------------------

    #[test]
    fn unknown_keywords() {
        check_err("dance s3", loc(0, 5), "`dance` is not an event keyword", EXPECT_KEYWORD);
        check_err(
            "  BET s3 rojo 20",
            loc(2, 3),
            "`BET` is not an event keyword: keywords are written in lower case, `bet`",
            EXPECT_KEYWORD,
        );
        check_err("no-more", loc(0, 7), "`no-more` is not an event keyword: did you mean `nomore`?", EXPECT_KEYWORD);
        check_err("spni 17 cw", loc(0, 4), "`spni` is not an event keyword: did you mean `spin`?", EXPECT_KEYWORD);
        check_err("open", loc(0, 4), "`open` is not an event keyword: did you mean `session open`?", EXPECT_KEYWORD);
        check_err(
            "min=5",
            loc(0, 5),
            "`min=5` is not an event keyword: a `key=value` parameter belongs on a `table` or `limits` line",
            EXPECT_KEYWORD,
        );
        check_err(
            "bet\u{a0}s3 rojo 20",
            loc(0, 7),
            "`bet\u{a0}s3` is not an event keyword: it contains U+00A0, but tokens are separated by spaces or tabs",
            EXPECT_KEYWORD,
        );
        check_err("20:01:05 dance", loc(9, 5), "`dance` is not an event keyword", EXPECT_KEYWORD);
        let long = "x".repeat(100);
        let e = err(&long);
        assert_eq!(e.loc, loc(0, 100));
        assert_eq!(e.message.en(), format!("`{}…` is not an event keyword", "x".repeat(40)));
        let e = err("\u{7}bell");
        assert_eq!(e.message, "`\\u{7}bell` is not an event keyword");
    }

    #[test]
    fn trailing_tokens() {
        check_err("nomore now", loc(7, 3), "unexpected `now` after the end of the `nomore` event", EXPECT_END);
        check_err("round 12 13", loc(9, 2), "unexpected `13` after the end of the `round` event", EXPECT_END);
        check_err("mesa-log 1 x # c", loc(11, 1), "unexpected `x` after the end of the `mesa-log` event", EXPECT_END);
        check_err(
            "session open 2026-11-20T20:00 late",
            loc(30, 4),
            "unexpected `late` after the end of the `session open` event",
            EXPECT_END,
        );
        check_err(
            "void ball-out twice",
            loc(14, 5),
            "unexpected `twice` after the end of the `void` event",
            EXPECT_END,
        );
        let line = "bet s3 pleno 17 10 extra";
        check_err(line, at(line, "extra"), "unexpected `extra` after the amount", EXPECT_END);
        let line = "pay s3 rojo 20 x";
        // `rojo 20` reads as a bet on number 20 and `x` as its amount.
        check_err(
            line,
            at(line, "x"),
            "`x` is not an amount: amounts are digits with an optional `.` and one or two decimals",
            EXPECT_AMOUNT,
        );
        let line = "choose s3 rojo prison now";
        check_err(line, at(line, "now"), "unexpected `now` after the choice", EXPECT_END);
    }

    #[test]
    fn format_errors() {
        check_err("mesa-log", loc(8, 0), "`mesa-log` needs the format version", EXPECT_VERSION);
        check_err("mesa-log  # v", loc(8, 0), "`mesa-log` needs the format version", EXPECT_VERSION);
        check_err("mesa-log one", loc(9, 3), "`one` is not a format version", EXPECT_VERSION);
        check_err(
            "mesa-log 1.0",
            loc(9, 3),
            "`1.0` is not a format version: it must be a whole number",
            EXPECT_VERSION,
        );
        check_err(
            "mesa-log 4294967296",
            loc(9, 10),
            "`4294967296` is too large for a format version (at most 4294967295)",
            EXPECT_VERSION,
        );
    }

    #[test]
    fn table_and_limits_errors() {
        check_err("table", loc(5, 0), "`table` needs the table's id", EXPECT_TABLE_ID);
        check_err(
            "table catalog=x min=5",
            loc(6, 9),
            "`table` needs the table's id before its parameters, found `catalog=x`",
            EXPECT_TABLE_ID,
        );
        check_err("table RF/03", loc(6, 5), "`RF/03` is not a table id: `/` is not allowed in it", EXPECT_TABLE_ID);
        check_err(
            "table -RF",
            loc(6, 3),
            "`-RF` is not a table id: it must start with a letter or a digit, not `-`",
            EXPECT_TABLE_ID,
        );
        check_err("table T min", loc(8, 3), "`min` is not a `key=value` parameter", EXPECT_PARAM);
        check_err("table T min=", loc(8, 4), "`min=` has no value after `=`", EXPECT_PARAM);
        check_err("table T =5", loc(8, 2), "`=5` has no parameter name before `=`", EXPECT_PARAM);
        check_err(
            "table T Min=5",
            loc(8, 3),
            "`Min` is not a parameter name: it must be written in lower case, `min`",
            EXPECT_PARAM,
        );
        check_err("table T 2x=5", loc(8, 2), "`2x` is not a parameter name: it must start with a letter", EXPECT_PARAM);
        check_err("table T m.n=5", loc(8, 3), "`m.n` is not a parameter name: `.` is not allowed in it", EXPECT_PARAM);
        check_err(
            "table T min=5 panos=2 min=10",
            loc(22, 3),
            "`min` is given twice on this line (first at column 9)",
            "each parameter once",
        );
        check_err(
            "limits",
            loc(6, 0),
            "`limits` needs at least one `key=value` parameter",
            "parameters such as `min=10`",
        );
        check_err(
            "limits # none",
            loc(6, 0),
            "`limits` needs at least one `key=value` parameter",
            "parameters such as `min=10`",
        );
        check_err("limits min", loc(7, 3), "`min` is not a `key=value` parameter", EXPECT_PARAM);
        let many: String = (0..=MAX_PARAMS).map(|i| format!(" k{i}=v")).collect();
        let line = format!("limits{many}");
        let e = err(&line);
        assert_eq!(e.loc, at(&line, &format!("k{MAX_PARAMS}=v")));
        assert_eq!(e.message, "a line may have at most 64 parameters");
        let fine: String = (0..MAX_PARAMS).map(|i| format!(" k{i}=v")).collect();
        assert!(matches!(kind(&format!("limits{fine}")), EventKind::Limits { params } if params.len() == MAX_PARAMS));
    }

    #[test]
    fn session_and_round_errors() {
        check_err("session", loc(7, 0), "`session` needs `open` or `close`", EXPECT_SESSION);
        check_err("session start", loc(8, 5), "`start` is not `open` or `close`", EXPECT_SESSION);
        check_err("round", loc(5, 0), "`round` needs the round number", EXPECT_ROUND);
        check_err("round -1", loc(6, 2), "`-1` is not a round number: negative numbers are not allowed", EXPECT_ROUND);
        check_err(
            "round +1",
            loc(6, 2),
            "`+1` is not a round number: numbers are written without a sign",
            EXPECT_ROUND,
        );
        check_err("round twelve", loc(6, 6), "`twelve` is not a round number", EXPECT_ROUND);
        check_err(
            "round 18446744073709551616",
            loc(6, 20),
            "`18446744073709551616` is too large for a round number (at most 18446744073709551615)",
            EXPECT_ROUND,
        );
    }

    #[test]
    fn spin_errors() {
        check_err("spin", loc(4, 0), "`spin` needs the winning number", EXPECT_WHEEL);
        check_err("spin cw", loc(5, 2), "`cw` is not a wheel number", EXPECT_WHEEL);
        check_err("spin 65536 cw", loc(5, 5), "`65536` is too large for a wheel number (at most 65535)", EXPECT_WHEEL);
        check_err("spin 17 left", loc(8, 4), "`left` is not a sense of rotation", EXPECT_DIRECTION);
        check_err(
            "spin 17 CW",
            loc(8, 2),
            "`CW` is not a sense of rotation: write it in lower case, `cw`",
            EXPECT_DIRECTION,
        );
        check_err(
            "spin 17 ball=cw ccw",
            loc(8, 7),
            "`spin` needs the rotor's sense right after the number, before `ball=cw`",
            EXPECT_DIRECTION,
        );
        check_err("spin 17 cw ball=up", loc(16, 2), "`up` is not a sense of rotation", EXPECT_DIRECTION);
        check_err("spin 17 cw ball=", loc(11, 5), "`ball=` has no value after `=`", EXPECT_SPIN_OPTION);
        check_err("spin 17 cw from=x", loc(16, 1), "`x` is not a wheel number", EXPECT_WHEEL);
        check_err(
            "spin 17 cw from=99999",
            loc(16, 5),
            "`99999` is too large for a wheel number (at most 65535)",
            EXPECT_WHEEL,
        );
        check_err("spin 17 cw ball=ccw ball=ccw", loc(20, 8), "`spin` gives `ball=` twice", "each option at most once");
        check_err("spin 17 cw from=3 from=3", loc(18, 6), "`spin` gives `from=` twice", "each option at most once");
        check_err("spin 17 cw fast", loc(11, 4), "`fast` is not an option of `spin`", EXPECT_SPIN_OPTION);
        check_err("spin 17 cw speed=3", loc(11, 7), "`speed=3` is not an option of `spin`", EXPECT_SPIN_OPTION);
        check_err(
            "spin 17 cw ccw",
            loc(11, 3),
            "`ccw` is not an option of `spin`: the ball's sense is written `ball=ccw`",
            EXPECT_SPIN_OPTION,
        );
        check_err(
            "spin 17 cw 32",
            loc(11, 2),
            "`32` is not an option of `spin`: the number the ball was launched from is written `from=32`",
            EXPECT_SPIN_OPTION,
        );
    }

    #[test]
    fn void_errors() {
        check_err("void", loc(4, 0), "`void` needs the reason the spin is void", EXPECT_REASON);
        check_err(
            "void Ball-Out",
            loc(5, 8),
            "`Ball-Out` is not a reason: it must be written in lower case, `ball-out`",
            EXPECT_REASON,
        );
        check_err("void ball_out", loc(5, 8), "`ball_out` is not a reason: `_` is not allowed in it", EXPECT_REASON);
        check_err("void 1", loc(5, 1), "`1` is not a reason: it must start with a letter", EXPECT_REASON);
    }

    #[test]
    fn stake_structure_errors() {
        check_err("bet", loc(3, 0), "`bet` needs the seat", EXPECT_SEAT);
        check_err("pay # nothing", loc(3, 0), "`pay` needs the seat", EXPECT_SEAT);
        check_err("bet s3!", loc(4, 3), "`s3!` is not a seat: `!` is not allowed in it", EXPECT_SEAT);
        check_err(
            "bet _s3 rojo 1",
            loc(4, 3),
            "`_s3` is not a seat: it must start with a letter or a digit, not `_`",
            EXPECT_SEAT,
        );
        check_err("bet s3", loc(6, 0), "`bet` needs the bet and the amount after the seat", EXPECT_BET);
        check_err("choose s3", loc(9, 0), "`choose` needs the bet and the choice after the seat", EXPECT_BET);
        check_err("bet s3 20", loc(6, 0), "`bet` has no bet between the seat and the amount", EXPECT_BET);
        check_err("choose s3 half", loc(9, 0), "`choose` has no bet between the seat and the choice", EXPECT_BET);
        check_err("bet s3 rojo", loc(11, 0), "`bet` needs the amount after the bet", EXPECT_AMOUNT);
        check_err("collect s3 rojo  # c", loc(15, 0), "`collect` needs the amount after the bet", EXPECT_AMOUNT);
        check_err("choose s3 rojo", loc(14, 0), "`choose` needs the choice after the bet", EXPECT_CHOICE);
        check_err("bet s3 prison", loc(13, 0), "`prison` must be followed by the bet kind", EXPECT_KIND);
        check_err("release s3 prison 10", loc(17, 0), "`prison` must be followed by the bet kind", EXPECT_KIND);
        check_err(
            "bet s3 17 10",
            loc(7, 2),
            "`17` is not a bet kind: the kind comes before its numbers, e.g. `pleno 17`",
            EXPECT_KIND,
        );
        check_err(
            "bet s3 Pleno 17 10",
            loc(7, 5),
            "`Pleno` is not a bet kind: it must be written in lower case, `pleno`",
            EXPECT_KIND,
        );
        check_err(
            "bet s3 dos_docenas 1-2 10",
            loc(7, 11),
            "`dos_docenas` is not a bet kind: `_` is not allowed in it",
            EXPECT_KIND,
        );
        check_err(
            "bet s3 dos docenas 1-2 10",
            loc(11, 7),
            "unexpected `docenas` after the bet kind `dos` (a kind of several words is joined with `-`, e.g. `dos-docenas`)",
            "the bet's numbers (e.g. `17` or `0-2-3`), then the amount",
        );
        check_err(
            "choose s3 rojo x half",
            loc(15, 1),
            "unexpected `x` after the bet kind `rojo` (a kind of several words is joined with `-`, e.g. `rojo-x`)",
            "the bet's numbers (e.g. `17`), then `half` or `prison`",
        );
        check_err(
            "bet s3 caballo 17 20 10",
            loc(18, 2),
            "unexpected `20` after the bet's numbers `17` (the numbers of one bet are joined with `-`, e.g. `17-20`)",
            "the amount, as the last token",
        );
        check_err(
            "choose s3 prison rojo 5 x half",
            loc(24, 1),
            "unexpected `x` after the bet's numbers `5`",
            "`half` or `prison`, as the last token",
        );
        check_err("choose s3 rojo later", loc(15, 5), "`later` is not a choice", EXPECT_CHOICE);
        check_err(
            "choose s3 rojo Half",
            loc(15, 4),
            "`Half` is not a choice: write it in lower case, `half`",
            EXPECT_CHOICE,
        );
        check_err(
            "choose s3 rojo 10",
            loc(15, 2),
            "`10` is not a choice: `choose` ends with the player's choice, not an amount",
            EXPECT_CHOICE,
        );
    }

    #[test]
    fn numbers_errors() {
        check_err(
            "bet s3 caballo 17,20 10",
            loc(15, 5),
            "`17,20` is not a list of numbers: join the numbers of a bet with `-`, e.g. `17-20`",
            EXPECT_NUMBERS,
        );
        check_err(
            "bet s3 caballo 17- 10",
            loc(15, 3),
            "`17-` is not a list of numbers: a number is missing next to a `-`",
            EXPECT_NUMBERS,
        );
        check_err(
            "bet s3 caballo 17--20 10",
            loc(15, 6),
            "`17--20` is not a list of numbers: a number is missing next to a `-`",
            EXPECT_NUMBERS,
        );
        check_err("bet s3 caballo 17a 10", loc(15, 3), "`17a` is not a list of numbers", EXPECT_NUMBERS);
        check_err(
            "bet s3 cuadro 1-2-70000-5 10",
            loc(18, 5),
            "`70000` is too large for a number of a bet (at most 65535)",
            EXPECT_NUMBERS,
        );
        check_err(
            "bet s3 x 1-2-3-4-5-6-7 10",
            loc(9, 13),
            "`1-2-3-4-5-6-7` has 7 numbers, but a bet covers at most 6",
            EXPECT_NUMBERS,
        );
        let line = "bet s3 x 99999999999999999999999 10";
        check_err(
            line,
            at(line, "99999999999999999999999"),
            "`99999999999999999999999` is too large for a number of a bet (at most 65535)",
            EXPECT_NUMBERS,
        );
    }

    #[test]
    fn amount_errors() {
        let cases = [
            (
                "12,50",
                "`12,50` has a comma: write the decimal point as `.`, without thousands separators, e.g. `1250.50`",
            ),
            (
                "1,000",
                "`1,000` is written with a thousands separator (or has more than two decimals): amounts are written without thousands separators: 1000 or 1000.00; here `1000`",
            ),
            ("-3", "`-3` is negative: amounts are written without a sign"),
            ("+3", "`+3` has a sign: amounts are written without one"),
            ("1e3", "`1e3` uses an exponent: write the amount in full, e.g. `1000`"),
            (
                "12.505",
                "`12.505` is written with a thousands separator (or has more than two decimals): amounts are written without thousands separators: 1000 or 1000.00; here `12505`",
            ),
            ("12.5055", "`12.5055` has more than two decimals: amounts are in whole cents"),
            (
                "1.000,50",
                "`1.000,50` is written with a thousands separator (or has more than two decimals): amounts are written without thousands separators: 1000 or 1000.00; here `1000.50`",
            ),
            ("1,5", "`1,5` has a comma: write the decimal point as `.`, without thousands separators, e.g. `1250.50`"),
            (".5", "`.5` needs a digit before the decimal point, e.g. `0.50`"),
            ("12.", "`12.` needs digits after the decimal point"),
            (
                "1.000.000",
                "`1.000.000` is written with a thousands separator (or has more than two decimals): amounts are written without thousands separators: 1000 or 1000.00; here `1000000`",
            ),
            ("1.00.0", "`1.00.0` has more than one `.`: amounts have no thousands separators"),
            ("10€", "`10€` has a currency: amounts are plain numbers, the table header gives the currency"),
            ("10EUR", "`10EUR` has a currency: amounts are plain numbers, the table header gives the currency"),
            ("1_000", "`1_000` has a digit separator: amounts are written without one"),
            ("99999999999999999999", "`99999999999999999999` is too large for an amount"),
            ("ten", "`ten` is not an amount: amounts are digits with an optional `.` and one or two decimals"),
        ];
        for (amount, message) in cases {
            for verb in ["bet", "collect", "pay", "return", "release"] {
                let line = format!("{verb} s3 pleno 17 {amount}");
                check_err(&line, at(&line, amount), message, EXPECT_AMOUNT);
            }
            let line = format!("bet s3 rojo {amount}  # c");
            check_err(&line, at(&line, amount), message, EXPECT_AMOUNT);
        }
    }

    #[test]
    fn odd_characters_are_reported_with_their_code_point() {
        check_err(
            "bet s\u{200b}3 rojo 1",
            loc(4, 5),
            "`s\u{200b}3` is not a seat: U+200B is not allowed in it",
            EXPECT_SEAT,
        );
        check_err(
            "bet s3 rojó 1",
            loc(7, 5),
            "`rojó` is not a bet kind: `ó` (U+00F3) is not allowed in it",
            EXPECT_KIND,
        );
        check_err(
            "void \u{1}",
            loc(5, 1),
            "`\\u{1}` is not a reason: it must start with a letter, not U+0001",
            EXPECT_REASON,
        );
    }

    // ---- the specification ---------------------------------------------------------------------

    /// Every line of the examples in `docs/log-format.md` (its ```` ```mesa ```` blocks) parses.
    #[test]
    fn documentation_examples_parse() {
        let doc = include_str!("../../docs/log-format.md");
        let mut in_example = false;
        let mut events = 0;
        for (n, line) in doc.lines().enumerate() {
            if line.starts_with("```") {
                in_example = line == "```mesa";
                continue;
            }
            if in_example {
                match parse_line(line, n as u32 + 1, 0) {
                    Ok(Some(_)) => events += 1,
                    Ok(None) => {}
                    Err(e) => panic!("docs/log-format.md:{}: {line:?}: {e:?}", n + 1),
                }
                check_fast_agrees(line);
            }
        }
        assert!(events > 40, "only {events} example events");
    }

    // ---- fast path -----------------------------------------------------------------------------

    /// The fast path's reading of `line`, without falling back to the full parser.
    fn fast_only(line: &str) -> Option<Event<'_>> {
        let l = Line { text: line, no: LINE, offset: OFFSET };
        let fallback =
            || Err(ParseError { loc: Loc::default(), message: Text::verbatim(""), expected: Text::verbatim("") });
        l.fast(fallback).ok().flatten()
    }

    /// Where the fast path reads a line, it reads it as the full parser does.
    #[track_caller]
    fn check_fast_agrees(line: &str) {
        if let Some(fast) = fast_only(line) {
            let l = Line { text: line, no: LINE, offset: OFFSET };
            assert_eq!(l.full(), Ok(Some(fast)), "{line:?}");
        }
    }

    #[test]
    fn fast_path_reads_the_frequent_lines() {
        for line in [
            "bet s3 pleno 17 10",
            "  bet s3 rojo 20 # c",
            "bet s1 dos-docenas 1-2 12.50",
            "bet s9 seisena 1-2-3-4-5-6 0.05",
            "pay s3 pleno 17 350",
            "collect s7 rojo 20",
            "return s4 rojo 7.5",
            "release s4 prison negro 10",
            "choose s3 rojo prison",
            "choose s3 prison rojo half",
            "round 123",
            "round 18446744073709551615",
            "nomore",
            "nomore   #",
            "spin 17 cw",
            "spin 0 ccw from=32 ball=cw",
            "deal punto 9c",
            "deal banca Td down",
            "12:00:01 deal punto1 ?? up # c",
            "burn Kh up",
            "burn ??",
            "result banca",
            "result punto1=banca punto2=empate",
            "  result punto1=punto1\tpunto2=banca # c",
            "hand punto s7",
            "holder s4",
            "holder croupier",
            "bank 500",
            "cagnotte 7.50",
            "tableau",
            "void ball-out",
            "20:01:05 spin 17 cw",
            "2026-11-20T20:01:05+01:00\tpay s3 pleno 17 350",
        ] {
            assert!(fast_only(line).is_some(), "the fast path should read {line:?}");
            check_fast_agrees(line);
        }
        for line in [
            "mesa-log 1",
            "table T min=5",
            "session open",
            "limits min=5",
            "bet s3 pleno 17 10 x",
            "bet s3 pleno 17 12.505",
            "spin 17 cw ball=cw ball=cw",
            "spin 70000 cw",
            "round 18446744073709551616",
            "25:00:00 nomore",
            "choose s3 rojo later",
            "result",
            "result banca punto",
            "result banca punto1=banca",
            "result punto1=banca banca",
            "result punto1=banca punto1=punto1",
            "result punto1=",
            "result =banca",
            "result Banca",
            "hand punto",
            "hand Punto s7",
            "holder",
            "holder s4 s5",
            "bank -20",
            "bank 1 000",
            "bank 1.000",
            "cagnotte",
            "tableau now",
        ] {
            assert!(fast_only(line).is_none(), "the fast path should leave {line:?}");
        }
    }

    /// Tokens for the fused scanners: every shape an amount or a numbers token can take, and
    /// near misses.
    const NUMERIC_TOKENS: &[&str] = &[
        "0",
        "7",
        "17",
        "007",
        "65535",
        "65536",
        "99999",
        "12.5",
        "12.50",
        "0.05",
        "12.",
        ".5",
        "12.505",
        "1.2.3",
        "1-2",
        "0-2-3",
        "1-2-3-4-5-6",
        "1-2-3-4-5-6-7",
        "1-",
        "-1",
        "1--2",
        "1-65536",
        "12,50",
        "1e3",
        "12x",
        "9999999999999999",
        "99999999999999999",
        "9999999999999999.99",
        "99999999999999999999",
        "",
        "x",
        "-",
        ".",
    ];

    #[test]
    fn fused_scanners_read_tokens_as_the_token_grammars() {
        for t in NUMERIC_TOKENS {
            for after in ["", " x", "\t", "#c", "x", "-", ".", "é"] {
                let text = format!("{t}{after}");
                let i = text.as_bytes();
                let token_end = i.iter().position(|&b| is_separator(b)).unwrap_or(i.len());
                let (token, rest) = i.split_at(token_end);
                // A whole token that the grammar accepts, or nothing.
                let want = Amount::parse_bytes(token).filter(|_| token_end > 0);
                match fast_amount(i) {
                    Some((r, tok, a)) => {
                        assert_eq!((r, tok, Some(a)), (rest, token, want), "{text:?}");
                    }
                    // Declined: only what the grammar rejects, or over 16 whole digits.
                    None => assert!(
                        want.is_none() || token.iter().take_while(|b| b.is_ascii_digit()).count() > 16,
                        "{text:?}"
                    ),
                }
                let want = std::str::from_utf8(token).ok().and_then(|t| numbers(t).ok());
                match fast_numbers(i) {
                    Some((r, tok, n)) => assert_eq!((r, tok, Some(n)), (rest, token, want), "{text:?}"),
                    None => assert_eq!(want, None, "{text:?}"),
                }
            }
        }
        for t in ["half", "prison", "half#", "halfx", "Half", "prisons", ""] {
            let i = t.as_bytes();
            let got = fast_choice(i).map(|(r, tok, c)| (r.len(), tok.len(), c));
            let want = match t.trim_end_matches('#') {
                "half" => Some((t.len() - 4, 4, ZeroChoice::Half)),
                "prison" => Some((0, 6, ZeroChoice::Prison)),
                _ => None,
            };
            assert_eq!(got, want, "{t:?}");
        }
    }

    #[test]
    fn unrolled_spans_count_as_a_byte_loop() {
        let mut rng = Rng(7);
        for _ in 0..20_000 {
            let len = rng.below(14);
            let bytes: Vec<u8> = (0..len).map(|_| b"ab1 \t#-.Z\xc3"[rng.below(10)]).collect();
            for mask in [BLANK, SEPARATOR, DIGIT, IDENT, WORD, KEYWORD] {
                let of = bytes.iter().take_while(|&&b| is(b, mask)).count();
                let until = bytes.iter().take_while(|&&b| !is(b, mask)).count();
                assert_eq!((span_of(&bytes, mask), span_until(&bytes, mask)), (of, until), "{bytes:?} {mask}");
            }
        }
    }

    #[test]
    fn runs_of_blanks_between_tokens_read_alike() {
        let lines = VALID.iter().chain(&["  bet p3 seisena 4-5-6-7-8-9 14.00", "deal banca Td down", "burn ?? up"]);
        for line in lines {
            for (k, _) in line.match_indices(' ') {
                for blanks in ["  ", " \t", "\t", "\t ", "   "] {
                    let changed = format!("{}{blanks}{}", &line[..k], &line[k + 1..]);
                    check_fast_agrees(&changed);
                    check_invariants(&changed);
                }
            }
        }
    }

    #[test]
    fn frequent_keywords_read_as_the_keyword_scan() {
        let mut found = 0;
        for kw in KEYWORDS.iter().chain(&["be", "bets", "collec", "pays", "spinx", "Round", "retur", "bet-", ""]) {
            for after in ["", " ", "  ", " s3 pleno 17 10", "\tx", "#c", "x y z w", "-y z", " 1", "1234567 8"] {
                let line = format!("{kw}{after}");
                let i = line.as_bytes();
                if let Some((rest, keyword, kw)) = frequent_keyword(i) {
                    assert_eq!(Some((rest, keyword)), ended(keyword_shape(i)), "{line:?}");
                    assert_eq!(kw, Keyword::of(keyword), "{line:?}");
                    found += 1;
                }
            }
        }
        assert!(found >= 10, "{found}");
    }

    #[test]
    fn indentation_is_skipped_whatever_it_is() {
        for indent in ["", " ", "  ", "   ", "\t", " \t", "  \t", "\t  ", "    "] {
            for rest in ["bet s3 rojo 20", "nomore", "# c", "", "round 2", "pay s1 pleno 0 35"] {
                let line = format!("{indent}{rest}");
                check_fast_agrees(&line);
                check_invariants(&line);
            }
        }
    }

    #[test]
    fn fast_unsigned_reads_as_unsigned() {
        for t in
            NUMERIC_TOKENS.iter().chain(&["18446744073709551615", "18446744073709551616", "00018446744073709551615"])
        {
            for after in ["", " x", "\t", "#c", "x", "-"] {
                let text = format!("{t}{after}");
                let i = text.as_bytes();
                let want = match ended(unsigned(i)) {
                    Some((rest, (token, Some(v)))) => Some((rest, token, v)),
                    _ => None,
                };
                assert_eq!(fast_unsigned(i), want, "{text:?}");
            }
        }
    }

    #[test]
    fn fast_u16_reads_small_numbers() {
        for t in NUMERIC_TOKENS.iter().chain(&["000000000000017", "65535", "65536", "0"]) {
            for after in ["", " x", "\t", "#c", "x", "-"] {
                let text = format!("{t}{after}");
                let i = text.as_bytes();
                let end = i.iter().position(|&b| is_separator(b)).unwrap_or(i.len());
                let (token, rest) = i.split_at(end);
                let want = std::str::from_utf8(token)
                    .ok()
                    .filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                    .and_then(|t| t.parse::<u16>().ok())
                    .map(|v| (rest, token, v));
                assert_eq!(fast_u16(i), want, "{text:?}");
            }
        }
    }

    #[test]
    fn fast_path_agrees_on_numeric_tails() {
        let mut read = 0;
        for kw in ["bet", "pay", "choose"] {
            for a in NUMERIC_TOKENS.iter().chain(&["rojo", "half", "prison"]) {
                for b in NUMERIC_TOKENS.iter().chain(&["half", "prison", "x", "# c"]) {
                    for line in [
                        format!("{kw} s3 pleno {a} {b}"),
                        format!("{kw} s3 rojo {a}"),
                        format!("{kw} s3 rojo {a} {b}"),
                        format!("{kw} s3 prison rojo {a}  {b} # c"),
                    ] {
                        check_fast_agrees(&line);
                        read += usize::from(fast_only(&line).is_some());
                    }
                }
            }
        }
        assert!(read > 500, "the fast path read only {read} lines");
    }

    // ---- card events ---------------------------------------------------------------------------

    #[test]
    fn card_events() {
        use crate::log::card::{Card, Face, Rank, Suit};
        let kh = Some(Card { rank: Rank::King, suit: Suit::Hearts });
        assert_eq!(kind("shoe"), EventKind::Shoe(ShoeEvent::Shoe { decks: None }));
        let line = "shoe decks=6";
        assert_eq!(kind(line), EventKind::Shoe(ShoeEvent::Shoe { decks: Some(Sp { loc: at(line, "6"), value: 6 }) }));
        let line = "cutcard 7";
        assert_eq!(kind(line), EventKind::Shoe(ShoeEvent::CutCard { below: Sp { loc: at(line, "7"), value: 7 } }));
        assert_eq!(kind("cutcard out"), EventKind::Shoe(ShoeEvent::CutCardOut));
        let line = "burn Kh up";
        assert_eq!(
            kind(line),
            EventKind::Shoe(ShoeEvent::Burn {
                card: Sp { loc: at(line, "Kh"), value: kh },
                face: Some(Sp { loc: at(line, "up"), value: Face::Up })
            })
        );
        let line = "burn ?? down";
        assert!(matches!(
            kind(line),
            EventKind::Shoe(ShoeEvent::Burn { card: Sp { value: None, .. }, face: Some(Sp { value: Face::Down, .. }) })
        ));
        let line = "12:00:01 deal punto Td";
        match kind(line) {
            EventKind::Shoe(ShoeEvent::Deal { hand, card, face }) => {
                assert_eq!(hand, Sp { loc: at(line, "punto"), value: "punto" });
                assert_eq!(card.value, Some(Card { rank: Rank::Ten, suit: Suit::Diamonds }));
                assert_eq!(card.loc, at(line, "Td"));
                assert_eq!(face, None);
            }
            other => panic!("{other:?}"),
        }
        let line = "holder s4";
        assert_eq!(
            kind(line),
            EventKind::Baccarat(BaccaratEvent::Holder { seat: Sp { loc: at(line, "s4"), value: "s4" } })
        );
        let line = "hand punto croupier";
        assert_eq!(
            kind(line),
            EventKind::Baccarat(BaccaratEvent::HandHolder {
                hand: Sp { loc: at(line, "punto"), value: "punto" },
                seat: Sp { loc: at(line, "croupier"), value: "croupier" }
            })
        );
        let line = "result banca # 7 to 5";
        assert_eq!(
            kind(line),
            EventKind::Baccarat(BaccaratEvent::Outcome {
                parts: smallvec::smallvec![OutcomePart {
                    hand: None,
                    winner: Sp { loc: at(line, "banca"), value: "banca" }
                }]
            })
        );
        let line = "result punto1=banca punto2=punto";
        match kind(line) {
            EventKind::Baccarat(BaccaratEvent::Outcome { parts }) => {
                assert_eq!(parts.len(), 2);
                assert_eq!(parts[0].hand.map(|h| h.value), Some("punto1"));
                assert_eq!(parts[1].winner.loc, loc(line.len() - 5, 5));
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(kind("refuse s2"), EventKind::Baccarat(BaccaratEvent::Refuse { .. })));
        assert!(matches!(kind("salute s2"), EventKind::Baccarat(BaccaratEvent::Salute { .. })));
        assert!(matches!(kind("leave s2"), EventKind::Baccarat(BaccaratEvent::Leave { .. })));
        assert_eq!(ev("deal banca 9c").keyword(), "deal");
        assert_eq!(ev("cutcard out").keyword(), "cutcard");
    }

    // ---- chemin de fer / dos paños events ----

    #[test]
    fn bank_events() {
        match kind("bank 342.50") {
            EventKind::Baccarat(BaccaratEvent::Bank { amount }) => {
                assert_eq!(amount.value, Amount(34250));
                assert_eq!(amount.loc.col, 6);
            }
            other => panic!("{other:?}"),
        }
        assert!(
            matches!(kind("garage 140.75"), EventKind::Baccarat(BaccaratEvent::Garage { amount }) if amount.value == Amount(14075))
        );
        assert!(
            matches!(kind("cagnotte 7.5"), EventKind::Baccarat(BaccaratEvent::Cagnotte { amount }) if amount.value == Amount(750))
        );
        assert!(matches!(kind("tableau"), EventKind::Baccarat(BaccaratEvent::Tableau)));
        assert!(matches!(kind("replay   # a null banco coup"), EventKind::Baccarat(BaccaratEvent::Replay)));
        match kind("players 3 2") {
            EventKind::Baccarat(BaccaratEvent::Players { counts }) => {
                assert_eq!(counts.iter().map(|c| c.value).collect::<Vec<_>>(), [3, 2]);
                assert_eq!(counts[1].loc.col, 11);
            }
            other => panic!("{other:?}"),
        }
        for (line, kw) in
            [("bank 1", "bank"), ("garage 1", "garage"), ("cagnotte 1", "cagnotte"), ("players 4", "players")]
        {
            assert_eq!(ev(line).keyword(), kw);
        }
        assert_eq!(ev("tableau").keyword(), "tableau");
        assert_eq!(ev("replay").keyword(), "replay");
    }

    #[test]
    fn bank_event_errors_point_at_the_token() {
        let e = err("bank");
        assert!(e.message.en().contains("`bank` needs the amount"), "{e:?}");
        let e = err("bank 12,50");
        assert_eq!(e.loc.col, 6, "{e:?}");
        assert_eq!(e.expected.id(), Some(EXPECT_AMOUNT));
        let e = err("cagnotte 5 now");
        assert_eq!(e.loc.col, 12, "{e:?}");
        let e = err("tableau please");
        assert_eq!(e.loc.col, 9, "{e:?}");
        let e = err("players");
        assert_eq!(e.expected.id(), Some(EXPECT_PLAYERS), "{e:?}");
        let e = err("players 4 x");
        assert_eq!(e.loc.col, 11, "{e:?}");
        let e = err("players 1 2 3 4 5 6 7 8 9");
        assert!(e.message.en().contains("at most 8"), "{e:?}");
        let e = err("players 70000");
        assert_eq!(e.loc.col, 9, "{e:?}");
    }

    #[test]
    fn card_event_errors() {
        for (line, token, says) in [
            ("deal punto 10h", "10h", "the ten is written `T`"),
            ("deal punto kH", "kH", "`Kh`"),
            ("deal punto Kx", "Kx", "suit is one of"),
            ("deal punto Xh", "Xh", "rank is one of"),
            ("deal punto ?", "?", "`??`"),
            ("burn Kh sideways", "sideways", "not a side of a card"),
            ("burn Kh UP", "UP", "lower case"),
            ("deal Punto 9c", "Punto", "lower case"),
            ("shoe 6", "6", "not an option of `shoe`"),
            ("shoe decks=x", "x", "not a number of decks"),
            ("cutcard seven", "seven", "not a number of cards"),
            ("result banca punto", "punto", "either one winner"),
            ("result punto1=banca punto1=punto", "punto1", "given twice"),
            ("result a=", "a=", "not `HAND=WINNER`"),
            ("holder s3 s4", "s4", "unexpected `s4`"),
            ("deal punto 9c up down", "down", "unexpected `down`"),
            ("deal punto Éh", "Éh", "not a card"),
        ] {
            let e = err(line);
            assert_eq!(e.loc, at_nth(line, token, line.matches(token).count() - 1), "{line}: {e:?}");
            assert!(e.message.en().contains(says), "{line}: {}", e.message);
        }
        for (line, says) in [
            ("deal", "needs the hand"),
            ("deal punto", "needs the card"),
            ("burn", "needs the card"),
            ("cutcard", "or `out`"),
            ("holder", "needs the seat"),
            ("hand punto", "needs the seat"),
            ("result", "needs the winner"),
        ] {
            let e = err(line);
            assert_eq!(e.loc.len, 0, "{line}");
            assert!(e.message.en().contains(says), "{line}: {}", e.message);
        }
    }

    // ---- robustness ----------------------------------------------------------------------------

    /// Every location a result carries lies inside the line, on character boundaries; an event's
    /// location is exactly its text without indentation and comment.
    fn check_invariants(line: &str) {
        let within = |l: Loc| {
            assert_eq!(l.line, LINE, "{line:?}");
            let start = usize::try_from(l.offset - OFFSET).unwrap();
            let end = start + l.len as usize;
            assert_eq!(l.col as usize, start + 1, "{line:?}");
            assert!(end <= line.len() && line.is_char_boundary(start) && line.is_char_boundary(end), "{line:?} {l:?}");
            &line[start..end]
        };
        match parse(line) {
            Ok(None) => assert!(line.split('#').next().unwrap().trim_matches([' ', '\t']).is_empty(), "{line:?}"),
            Ok(Some(e)) => {
                let content = line.split('#').next().unwrap().trim_matches([' ', '\t']);
                assert_eq!(within(e.loc), content, "{line:?}");
                let words: Vec<Word<'_>> = match &e.kind {
                    EventKind::Table(h) => {
                        let mut v = vec![h.id];
                        v.extend(h.params.iter().flat_map(|p| [p.key, p.value]));
                        v
                    }
                    EventKind::Limits { params } => params.iter().flat_map(|p| [p.key, p.value]).collect(),
                    EventKind::SessionOpen { at } | EventKind::SessionClose { at } => at.iter().copied().collect(),
                    EventKind::Bet { seat, bet, .. }
                    | EventKind::Settle { seat, bet, .. }
                    | EventKind::Wheel(WheelEvent::Choose { seat, bet, .. }) => {
                        within(bet.loc);
                        if let Some(t) = bet.target {
                            within(t.loc);
                        }
                        vec![*seat, bet.kind]
                    }
                    EventKind::Wheel(WheelEvent::Void { reason }) => vec![*reason],
                    EventKind::Baccarat(BaccaratEvent::Holder { seat })
                    | EventKind::Baccarat(BaccaratEvent::Refuse { seat })
                    | EventKind::Baccarat(BaccaratEvent::Salute { seat })
                    | EventKind::Baccarat(BaccaratEvent::Leave { seat }) => vec![*seat],
                    EventKind::Baccarat(BaccaratEvent::HandHolder { hand, seat }) => vec![*hand, *seat],
                    EventKind::Baccarat(BaccaratEvent::Outcome { parts }) => {
                        parts.iter().flat_map(|p| p.hand.into_iter().chain([p.winner])).collect()
                    }
                    EventKind::Shoe(ShoeEvent::Deal { hand, card, face }) => {
                        within(card.loc);
                        if let Some(f) = face {
                            assert_eq!(within(f.loc), f.value.as_str(), "{line:?}");
                        }
                        vec![*hand]
                    }
                    EventKind::Shoe(ShoeEvent::Burn { card, .. }) => {
                        within(card.loc);
                        vec![]
                    }
                    _ => vec![],
                };
                for word in words.iter().chain(e.time.iter()) {
                    assert_eq!(within(word.loc), word.value, "{line:?}");
                }
            }
            Err(e) => {
                within(e.loc);
                assert!(!e.message.en().is_empty() && !e.expected.en().is_empty(), "{line:?}");
                assert!(e.message.en().len() < 400, "{line:?}: {}", e.message);
            }
        }
    }

    /// xorshift64*: reproducible pseudo-random numbers without a dependency.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }

        fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
            items[self.below(items.len())]
        }
    }

    const VALID: &[&str] = &[
        "mesa-log 1",
        "table RF-03 catalog=estado-1979/ruleta-francesa min=5 panos=2 scale=alta currency=EUR",
        "session open 2026-11-20T20:00",
        "session close",
        "limits min=10",
        "round 12",
        "bet s3 pleno 17 10",
        "bet s3 rojo 20",
        "bet s1 dos-docenas 1-2 12.50",
        "nomore",
        "spin 17 cw ball=ccw from=32",
        "void ball-out",
        "choose s3 prison rojo half",
        "pay s3 pleno 17 350",
        "collect s7 rojo 20",
        "release s4 prison negro 10",
        "20:01:05 spin 0 ccw",
        "2026-11-20T20:01:05+01:00 return s3 rojo 10",
        "deal punto 9c down",
        "burn Kh up",
        "result banca",
        "result punto1=banca punto2=empate",
        "hand punto s7",
        "holder s4",
        "bank 500",
        "cagnotte 7.50",
        "tableau",
    ];

    const PIECES: &[&str] = &[
        " ",
        "\t",
        "#",
        "=",
        "-",
        ".",
        ",",
        ":",
        "T",
        "Z",
        "+",
        "0",
        "17",
        "65536",
        "99999999999999999999",
        "s3",
        "prison",
        "half",
        "rojo",
        "pleno",
        "cw",
        "ccw",
        "ball=",
        "from=",
        "min=",
        "é",
        "€",
        "\u{a0}",
        "\u{200b}",
        "\u{0}",
        "\r",
        "𝟙",
        "ß",
        "\u{feff}",
        "bet",
        "spin",
        "table",
        "session",
        "open",
        "2026-11-20T20:00",
        "20:01:05",
        "1-2-3-4-5-6-7",
        "12.505",
    ];

    #[test]
    fn garbled_lines_never_panic() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let mut line = String::new();
        let mut fast_reads = 0usize;
        for round in 0..60_000 {
            line.clear();
            if round % 3 == 2 {
                // A valid line with one byte changed: many stay valid, and the fast path and
                // the full parser must agree on them.
                line.push_str(rng.pick(VALID));
                let bytes: Vec<u8> = line.bytes().collect();
                let at = rng.below(bytes.len());
                let alphabet = b"0123456789 \t-.#=apsz";
                let with = alphabet[rng.below(alphabet.len())];
                let mut changed = bytes.clone();
                changed[at] = with;
                if let Ok(text) = String::from_utf8(changed) {
                    line = text;
                }
            } else if round % 3 == 0 {
                // A valid line, mutated.
                line.push_str(rng.pick(VALID));
                for _ in 0..=rng.below(3) {
                    let cuts: Vec<usize> = (0..=line.len()).filter(|&i| line.is_char_boundary(i)).collect();
                    let at = cuts[rng.below(cuts.len())];
                    match rng.below(4) {
                        0 => line.insert_str(at, rng.pick(PIECES)),
                        1 => {
                            let to = cuts[rng.below(cuts.len())];
                            if to > at {
                                line.replace_range(at..to, "");
                            }
                        }
                        2 => line.truncate(at),
                        _ => {
                            let to = cuts[rng.below(cuts.len())];
                            if to > at {
                                line.replace_range(at..to, rng.pick(PIECES));
                            }
                        }
                    }
                }
            } else {
                // Random pieces.
                for _ in 0..rng.below(12) {
                    line.push_str(rng.pick(PIECES));
                    if rng.below(3) == 0 {
                        line.push(' ');
                    }
                }
            }
            check_invariants(&line);
            check_fast_agrees(&line);
            fast_reads += usize::from(fast_only(&line).is_some());
        }
        // The agreement check above means something only if the fast path read many lines.
        assert!(fast_reads > 5_000, "the fast path read only {fast_reads} lines");
        for line in VALID {
            check_invariants(line);
            assert!(matches!(parse(line), Ok(Some(_))), "{line}");
        }
    }

    #[test]
    fn every_short_ascii_line_is_handled() {
        // Every line of up to three characters from a small alphabet, after each keyword.
        let alphabet = [' ', '#', '=', '-', '.', '0', '9', 'a', 'Z', ':', 'T', '\t'];
        for keyword in KEYWORDS.iter().chain(["", "20:01:05", "session open"].iter()) {
            for a in alphabet {
                for b in alphabet {
                    for c in alphabet {
                        for line in [format!("{keyword} {a}{b}{c}"), format!("{keyword} s3 {a}{b} {c}")] {
                            check_invariants(&line);
                            check_fast_agrees(&line);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn very_long_lines() {
        let n = 1 << 20;
        for line in [
            "x".repeat(n),
            "#".repeat(n),
            " ".repeat(n),
            "=".repeat(n),
            format!("bet s3 pleno {} 10", "1-".repeat(n / 2)),
            format!("bet s3 pleno 17 {}", "9".repeat(n)),
            format!("round {}", "9".repeat(n)),
            format!("bet s3 rojo 20{}", " x".repeat(n / 2)),
            format!("table T{}", " a=1".repeat(n / 4)),
            format!("spin 1 cw{}", " ball=cw".repeat(n / 8)),
            format!("session open {}", "é".repeat(n)),
            "𝟙".repeat(n / 4),
        ] {
            check_invariants(&line);
        }
        let line = format!("bet s3 rojo 20 {}", "1".repeat(n));
        let e = err(&line);
        assert!(e.message.en().contains('…'), "{}", e.message);
    }
}

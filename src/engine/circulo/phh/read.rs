//! Reading one PHH hand (TOML) into [`Hand`]: every field the translation needs, each with
//! where it is in the file, so that a finding about the hand points at its own text.
//!
//! The TOML is read with the `toml` crate's span-keeping document (`DeTable`), not through
//! serde into floats: a PHH amount is written as an integer or a float, and its literal text is
//! read here straight into cents, so `0.1` is ten cents exactly and `12.345` is refused (money
//! is exact in veedor; a float would make `0.1 + 0.2` a finding).

use std::ops::Range;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{Card, CardSeen};
use crate::log::event::Loc;
use crate::money::Amount;
use crate::t;

/// Where things are in a file's text: byte offsets to 1-based lines and columns.
pub struct Lines {
    starts: Vec<usize>,
    len: usize,
}

impl Lines {
    pub fn new(text: &str) -> Lines {
        let mut starts = vec![0];
        starts.extend(text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1));
        Lines { starts, len: text.len() }
    }

    /// The location of a byte range, cut at the end of its first line (a finding's label
    /// underlines one line).
    pub fn loc(&self, span: Range<usize>) -> Loc {
        let start = span.start.min(self.len);
        let line = self.starts.partition_point(|&s| s <= start).max(1);
        let line_start = self.starts.get(line - 1).copied().unwrap_or(0);
        let line_end = self.starts.get(line).map_or(self.len, |&next| next.saturating_sub(1));
        let end = span.end.clamp(start, line_end.max(start));
        Loc {
            line: u32::try_from(line).unwrap_or(u32::MAX),
            col: u32::try_from(start - line_start + 1).unwrap_or(u32::MAX),
            offset: start as u64,
            len: u32::try_from(end - start).unwrap_or(u32::MAX),
        }
    }
}

/// A value of the hand and where it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct At<T> {
    pub value: T,
    pub loc: Loc,
}

/// The PHH variants veedor checks (design note §A.2): hold'em under art. 12's general rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// `NT`: no-limit Texas hold'em (`limit=no`).
    NoLimit,
    /// `FT`: fixed-limit Texas hold'em (`limit=fixed`).
    FixedLimit,
}

impl Variant {
    /// The header's `limit=` of this variant.
    pub fn limit(self) -> &'static str {
        match self {
            Variant::NoLimit => "no",
            Variant::FixedLimit => "fixed",
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Variant::NoLimit => "NT",
            Variant::FixedLimit => "FT",
        }
    }
}

/// The cards of a `sm` (showdown) action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// `pN sm Ac2d`.
    Cards(Vec<CardSeen>),
    /// `pN sm -`: the cards dealt to the player.
    Dealt,
    /// `pN sm`: mucked.
    Muck,
}

/// One action of `actions`, players numbered from 1 (`p1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// `d dh pN cards`.
    DealHole { player: usize, cards: Vec<CardSeen> },
    /// `d db cards`.
    DealBoard { cards: Vec<CardSeen> },
    /// `pN cbr amount`: bet or raise to `to`.
    Cbr { player: usize, to: Amount },
    /// `pN cc`: check or call.
    Cc { player: usize },
    /// `pN f`.
    Fold { player: usize },
    /// `pN sm [cards|-]`.
    Show { player: usize, shown: Shown },
    /// An empty string or a standalone commentary.
    Noop,
}

/// One PHH hand, as far as veedor reads it.
#[derive(Clone, Debug)]
pub struct Hand {
    pub variant: At<Variant>,
    /// Where the file's first key is: the place of what has no text of its own in the hand
    /// (the `round` line, the session's).
    pub start: Loc,
    pub antes: Vec<At<Amount>>,
    pub blinds: Vec<At<Amount>>,
    pub min_bet: Option<At<Amount>>,
    pub small_bet: Option<At<Amount>>,
    pub big_bet: Option<At<Amount>>,
    /// `None`: `inf`, the stack not known.
    pub starting_stacks: Vec<At<Option<Amount>>>,
    pub actions_key: Loc,
    pub actions: Vec<At<Action>>,
    pub seats: Option<Vec<At<u32>>>,
    pub winnings: Option<(Loc, Vec<At<Amount>>)>,
    pub finishing_stacks: Option<Vec<At<Amount>>>,
    pub currency: Option<At<String>>,
    pub hand: Option<At<String>>,
    pub table: Option<At<String>>,
    /// A leading timestamp for the hand's lines (`time`, with `year`/`month`/`day` when given).
    pub time: Option<String>,
}

impl Hand {
    pub fn players(&self) -> usize {
        self.starting_stacks.len()
    }

    /// The seat number of player `p` (1-based): `seats[p-1]`, else `p`.
    pub fn seat(&self, p: usize) -> u32 {
        self.seats
            .as_ref()
            .and_then(|s| s.get(p.wrapping_sub(1)))
            .map_or(u32::try_from(p).unwrap_or(u32::MAX), |s| s.value)
    }
}

/// What reading a file gave: the hand, or why it cannot be checked.
pub enum Read {
    Hand(Box<Hand>),
    /// Findings (M001 and kin) that make the hand uncheckable.
    Bad(Vec<Finding>),
    /// A variant veedor does not check (PC060), with its finding.
    Skipped(Box<Finding>),
}

/// Reads a PHH file's text.
pub fn read(text: &str) -> Read {
    let lines = Lines::new(text);
    let doc = match DeTable::parse(text) {
        Ok(doc) => doc,
        Err(e) => {
            let loc = lines.loc(e.span().unwrap_or(0..0));
            let why = e.message().trim().to_owned();
            return Read::Bad(vec![Finding::new(
                "M001",
                Label::new(loc, t!("phh-label-not-toml")),
                t!("phh-not-toml", why = Text::verbatim(why)),
            )]);
        }
    };
    let mut r = Reader { lines: &lines, table: doc.get_ref(), errors: Vec::new() };
    let start = r.table.iter().map(|(k, _)| k.span()).min_by_key(|s| s.start).map_or(Loc::default(), |s| lines.loc(s));
    let start = Loc { line: start.line.max(1), col: start.col.max(1), ..start };
    let Some(code) = r.string("variant", start) else { return Read::Bad(r.errors) };
    let variant = match code.value.as_str() {
        "NT" => Variant::NoLimit,
        "FT" => Variant::FixedLimit,
        other => {
            return Read::Skipped(Box::new(
                Finding::new(
                    "PC060",
                    Label::new(code.loc, t!("phh-label-variant-not-checked")),
                    t!("phh-variant-not-checked", variant = other),
                )
                .expected(t!("phh-expect-variant")),
            ));
        }
    };
    let variant = At { value: variant, loc: code.loc };
    let stacks = r.array("starting_stacks", start, |r, v| r.stack(v));
    let n = stacks.as_ref().map_or(0, |(_, s)| s.len());
    if let Some((loc, s)) = &stacks
        && s.len() < 2
    {
        r.bad(*loc, t!("phh-label-players"), t!("phh-too-few-players", count = s.len()));
    }
    let antes = r.per_player("antes", start, n, |r, v| r.amount(v));
    let blinds = r.per_player("blinds_or_straddles", start, n, |r, v| r.amount(v));
    let (min_bet, small_bet, big_bet) = match variant.value {
        Variant::NoLimit => (r.amount_key("min_bet", Some(start)), None, None),
        Variant::FixedLimit => (None, r.amount_key("small_bet", Some(start)), r.amount_key("big_bet", Some(start))),
    };
    let seats = r.optional_per_player("seats", n, |r, v| r.seat_number(v));
    let winnings = r.optional_per_player_keyed("winnings", n, |r, v| r.amount(v));
    let finishing_stacks = r.optional_per_player("finishing_stacks", n, |r, v| r.amount(v));
    let currency = r.optional_string("currency");
    let hand = r.optional_name("hand");
    let table = r.optional_name("table");
    let time = r.time();
    let actions = r.array("actions", start, |r, v| r.action(v, n));
    if !r.errors.is_empty() {
        return Read::Bad(r.errors);
    }
    let (Some((_, stacks)), Some(antes), Some(blinds), Some((actions_key, actions))) = (stacks, antes, blinds, actions)
    else {
        return Read::Bad(r.errors);
    };
    Read::Hand(Box::new(Hand {
        variant,
        start,
        antes,
        blinds,
        min_bet,
        small_bet,
        big_bet,
        starting_stacks: stacks,
        actions_key,
        actions,
        seats,
        winnings,
        finishing_stacks,
        currency,
        hand,
        table,
        time,
    }))
}

type Value<'i> = Spanned<DeValue<'i>>;

struct Reader<'r, 'i> {
    lines: &'r Lines,
    table: &'r DeTable<'i>,
    errors: Vec<Finding>,
}

impl<'i> Reader<'_, 'i> {
    fn loc(&self, v: &Value<'_>) -> Loc {
        self.lines.loc(v.span())
    }

    fn key_loc(&self, key: &str) -> Option<Loc> {
        self.table.iter().find(|(k, _)| k.get_ref() == key).map(|(k, _)| self.lines.loc(k.span()))
    }

    fn bad(&mut self, loc: Loc, label: Text, message: Text) {
        self.errors.push(Finding::new("M001", Label::new(loc, label), message));
    }

    fn wrong_type(&mut self, key: &str, v: &Value<'_>, want: Text) {
        let loc = self.loc(v);
        let found = Text::verbatim(v.get_ref().type_str());
        self.errors.push(
            Finding::new("M001", Label::new(loc, t!("phh-label-wrong-type")), t!("phh-wrong-type", key = key))
                .expected(want)
                .found(found),
        );
    }

    /// A required key's value; its absence reported at `start` (the file's first key).
    fn required(&mut self, key: &str, start: Loc) -> Option<&'_ Value<'i>> {
        let found = self.table.get(key);
        if found.is_none() {
            self.bad(start, t!("phh-label-missing-key"), t!("phh-missing-key", key = key));
        }
        found
    }

    fn string(&mut self, key: &str, start: Loc) -> Option<At<String>> {
        let v = self.required(key, start)?.clone();
        match v.get_ref() {
            DeValue::String(s) => Some(At { value: s.to_string(), loc: self.loc(&v) }),
            _ => {
                self.wrong_type(key, &v, t!("phh-expect-string"));
                None
            }
        }
    }

    fn optional_string(&mut self, key: &str) -> Option<At<String>> {
        let v = self.table.get(key)?.clone();
        match v.get_ref() {
            DeValue::String(s) => Some(At { value: s.to_string(), loc: self.loc(&v) }),
            _ => {
                self.wrong_type(key, &v, t!("phh-expect-string"));
                None
            }
        }
    }

    /// `hand` and `table`: a string or an integer.
    fn optional_name(&mut self, key: &str) -> Option<At<String>> {
        let v = self.table.get(key)?.clone();
        match v.get_ref() {
            DeValue::String(s) => Some(At { value: s.to_string(), loc: self.loc(&v) }),
            DeValue::Integer(i) => Some(At { value: i.as_str().to_owned(), loc: self.loc(&v) }),
            _ => {
                self.wrong_type(key, &v, t!("phh-expect-name"));
                None
            }
        }
    }

    /// An array under `key`, each element read by `each`; `None` when absent or wrong.
    fn array<T>(
        &mut self,
        key: &str,
        start: Loc,
        each: impl Fn(&mut Self, &Value<'i>) -> Option<T>,
    ) -> Option<(Loc, Vec<T>)> {
        let v = self.required(key, start)?.clone();
        self.elements(key, &v, each).map(|items| (self.key_loc(key).unwrap_or(start), items))
    }

    fn elements<T>(
        &mut self,
        key: &str,
        v: &Value<'i>,
        each: impl Fn(&mut Self, &Value<'i>) -> Option<T>,
    ) -> Option<Vec<T>> {
        let DeValue::Array(items) = v.get_ref() else {
            self.wrong_type(key, v, t!("phh-expect-array"));
            return None;
        };
        let mut out = Vec::with_capacity(items.len());
        let mut ok = true;
        for item in items.iter() {
            match each(self, item) {
                Some(x) => out.push(x),
                None => ok = false,
            }
        }
        ok.then_some(out)
    }

    /// An array with one element per player (`n`, from `starting_stacks`).
    fn per_player<T>(
        &mut self,
        key: &str,
        start: Loc,
        n: usize,
        each: impl Fn(&mut Self, &Value<'i>) -> Option<At<T>>,
    ) -> Option<Vec<At<T>>> {
        let (loc, items) = self.array(key, start, each)?;
        self.check_length(key, loc, items.len(), n).then_some(items)
    }

    fn optional_per_player<T>(
        &mut self,
        key: &str,
        n: usize,
        each: impl Fn(&mut Self, &Value<'i>) -> Option<At<T>>,
    ) -> Option<Vec<At<T>>> {
        self.optional_per_player_keyed(key, n, each).map(|(_, items)| items)
    }

    fn optional_per_player_keyed<T>(
        &mut self,
        key: &str,
        n: usize,
        each: impl Fn(&mut Self, &Value<'i>) -> Option<At<T>>,
    ) -> Option<(Loc, Vec<At<T>>)> {
        let v = self.table.get(key)?.clone();
        let loc = self.key_loc(key).unwrap_or_else(|| self.loc(&v));
        let items = self.elements(key, &v, each)?;
        self.check_length(key, loc, items.len(), n).then_some((loc, items))
    }

    fn check_length(&mut self, key: &str, loc: Loc, len: usize, n: usize) -> bool {
        // `n` is 0 when `starting_stacks` itself is wrong: that error is reported already.
        if n == 0 || len == n {
            return true;
        }
        self.errors.push(
            Finding::new(
                "M001",
                Label::new(loc, t!("phh-label-length")),
                t!("phh-wrong-length", key = key, len = len, players = n),
            )
            .expected(t!("phh-expect-length", players = n)),
        );
        false
    }

    fn amount_key(&mut self, key: &str, start: Option<Loc>) -> Option<At<Amount>> {
        let v = match start {
            Some(start) => self.required(key, start)?.clone(),
            None => self.table.get(key)?.clone(),
        };
        self.amount(&v)
    }

    /// A number written as an integer or a float, read from its text into cents.
    fn amount(&mut self, v: &Value<'_>) -> Option<At<Amount>> {
        let loc = self.loc(v);
        let text = match v.get_ref() {
            DeValue::Integer(i) if i.radix() == 10 => i.as_str(),
            DeValue::Float(f) => f.as_str(),
            _ => {
                self.errors.push(
                    Finding::new("M001", Label::new(loc, t!("phh-label-not-amount")), t!("phh-not-amount"))
                        .expected(t!("phh-expect-amount"))
                        .found(Text::verbatim(self.source_text(v))),
                );
                return None;
            }
        };
        match cents(text) {
            Some(a) => Some(At { value: a, loc }),
            None => {
                self.errors.push(
                    Finding::new("M001", Label::new(loc, t!("phh-label-not-amount")), t!("phh-not-amount"))
                        .expected(t!("phh-expect-amount"))
                        .found(Text::verbatim(text)),
                );
                None
            }
        }
    }

    /// A starting stack: an amount, or `inf` (not known).
    fn stack(&mut self, v: &Value<'_>) -> Option<At<Option<Amount>>> {
        if let DeValue::Float(f) = v.get_ref()
            && matches!(f.as_str(), "inf" | "+inf")
        {
            return Some(At { value: None, loc: self.loc(v) });
        }
        let a = self.amount(v)?;
        if a.value == Amount::ZERO {
            // PHH: «All stack sizes must strictly be non-zero». A player with nothing cannot post
            // a blind or an ante (the engine would see a stack below zero): one finding, here,
            // the stack still counted as a player's so that the rest reads against all of them.
            self.errors.push(
                Finding::new("M001", Label::new(a.loc, t!("phh-label-zero-stack")), t!("phh-zero-stack"))
                    .expected(t!("phh-expect-stack")),
            );
        }
        Some(At { value: Some(a.value), loc: a.loc })
    }

    fn seat_number(&mut self, v: &Value<'_>) -> Option<At<u32>> {
        let loc = self.loc(v);
        match v.get_ref() {
            DeValue::Integer(i) if i.radix() == 10 => match i.as_str().parse::<u32>() {
                Ok(n) if n > 0 => Some(At { value: n, loc }),
                _ => {
                    self.bad(loc, t!("phh-label-not-seat"), t!("phh-not-seat"));
                    None
                }
            },
            _ => {
                self.bad(loc, t!("phh-label-not-seat"), t!("phh-not-seat"));
                None
            }
        }
    }

    /// What the value's text is, for a message (its kind when the span is not in the file).
    fn source_text(&self, v: &Value<'_>) -> String {
        v.get_ref().type_str().to_owned()
    }

    /// `time` (a TOML local time) and `year`, `month`, `day`: the hand's leading timestamp.
    fn time(&mut self) -> Option<String> {
        let v = self.table.get("time")?.clone();
        let DeValue::Datetime(dt) = v.get_ref() else {
            self.wrong_type("time", &v, t!("phh-expect-time"));
            return None;
        };
        let time = dt.time?;
        let hms = format!("{:02}:{:02}:{:02}", time.hour, time.minute, time.second.unwrap_or(0));
        let date = dt.date.map(|d| (u32::from(d.year), u32::from(d.month), u32::from(d.day))).or_else(|| {
            let int = |k: &str| match self.table.get(k).map(|v| v.get_ref()) {
                Some(DeValue::Integer(i)) => i.as_str().parse::<u32>().ok(),
                _ => None,
            };
            Some((int("year")?, int("month")?, int("day")?))
        });
        Some(match date {
            Some((y, m, d)) => format!("{y:04}-{m:02}-{d:02}T{hms}"),
            None => hms,
        })
    }

    /// One action string.
    fn action(&mut self, v: &Value<'_>, players: usize) -> Option<At<Action>> {
        let loc = self.loc(v);
        let DeValue::String(s) = v.get_ref() else {
            self.wrong_type("actions", v, t!("phh-expect-action"));
            return None;
        };
        match parse_action(s, players) {
            Ok(action) => Some(At { value: action, loc }),
            Err(why) => {
                self.errors.push(
                    Finding::new("M001", Label::new(loc, t!("phh-label-action")), t!("phh-bad-action", why = why))
                        .expected(t!("phh-expect-action"))
                        .found(Text::verbatim(s.trim())),
                );
                None
            }
        }
    }
}

/// A PHH number's text (`2000`, `-3`, `0.5`, `1e3`, `1_000`) as cents, when it is a
/// non-negative whole number of cents; exact (no floating point).
pub fn cents(text: &str) -> Option<Amount> {
    let text = text.replace('_', "");
    let text = text.strip_prefix('+').unwrap_or(&text);
    if text.starts_with('-') {
        return None;
    }
    let (mantissa, exp) = match text.find(['e', 'E']) {
        Some(i) => (&text[..i], text[i + 1..].parse::<i32>().ok()?),
        None => (text, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if int.is_empty() || !int.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // digits × 10^(exp − decimals) cents × 100.
    let digits = format!("{int}{frac}");
    let digits = digits.trim_start_matches('0');
    // Zero is zero at any exponent; and the loops below stop early only for a value other than
    // zero (an overflow, a digit left over), so `0e2000000000` would have them run 2·10⁹ times.
    if digits.is_empty() {
        return Some(Amount::ZERO);
    }
    let scale = exp.checked_sub(i32::try_from(frac.len()).ok()?)?.checked_add(2)?;
    let mut value: i128 = digits.parse().ok()?;
    if scale >= 0 {
        for _ in 0..scale {
            value = value.checked_mul(10)?;
        }
    } else {
        for _ in 0..scale.unsigned_abs() {
            if value % 10 != 0 {
                return None;
            }
            value /= 10;
        }
    }
    i64::try_from(value).ok().map(Amount)
}

/// One action's text: `Err` with why it cannot be read.
pub fn parse_action(text: &str, players: usize) -> Result<Action, Text> {
    // A commentary runs from `#` to the end; the action is what comes before.
    let body = text.split_once('#').map_or(text, |(a, _)| a);
    let words: Vec<&str> = body.split_whitespace().collect();
    let Some(&actor) = words.first() else { return Ok(Action::Noop) };
    let player_of = |w: &str| -> Result<usize, Text> {
        let n = w.strip_prefix('p').and_then(|d| d.parse::<usize>().ok());
        match n {
            Some(n) if n >= 1 && n <= players => Ok(n),
            _ => Err(t!("phh-why-player", word = w, players = players)),
        }
    };
    let arity = |n: usize| -> Result<(), Text> {
        if words.len() == n { Ok(()) } else { Err(t!("phh-why-arity", words = words.len(), want = n)) }
    };
    if actor == "d" {
        return match words.get(1).copied() {
            Some("dh") => {
                arity(4)?;
                let player = player_of(words[2])?;
                Ok(Action::DealHole { player, cards: cards(words[3])? })
            }
            Some("db") => {
                arity(3)?;
                Ok(Action::DealBoard { cards: cards(words[2])? })
            }
            other => Err(t!("phh-why-dealer", word = other.unwrap_or(""))),
        };
    }
    let player = player_of(actor)?;
    match words.get(1).copied() {
        Some("cbr") => {
            arity(3)?;
            let to = cents(words[2]).ok_or_else(|| t!("phh-why-amount", word = words[2]))?;
            Ok(Action::Cbr { player, to })
        }
        Some("cc") => arity(2).map(|()| Action::Cc { player }),
        Some("f") => arity(2).map(|()| Action::Fold { player }),
        Some("sm") => match words.get(2).copied() {
            None => Ok(Action::Show { player, shown: Shown::Muck }),
            Some("-") => arity(3).map(|()| Action::Show { player, shown: Shown::Dealt }),
            Some(c) => {
                arity(3)?;
                Ok(Action::Show { player, shown: Shown::Cards(cards(c)?) })
            }
        },
        // Draws and stud's bring-in are not in art. 12's hold'em: the variant is refused
        // before any action is read, so they are an action the variant does not have.
        Some(w @ ("sd" | "pb")) => Err(t!("phh-why-not-holdem", word = w)),
        other => Err(t!("phh-why-verb", word = other.unwrap_or(""))),
    }
}

/// Concatenated cards (`AcKd`, `????`) one by one.
fn cards(text: &str) -> Result<Vec<CardSeen>, Text> {
    if text.len() % 2 != 0 || !text.is_ascii() || text.is_empty() {
        return Err(t!("phh-why-cards", word = text));
    }
    (0..text.len())
        .step_by(2)
        .map(|i| {
            let c = &text[i..i + 2];
            if c == "??" { Ok(None) } else { Card::parse(c).map(Some).ok_or_else(|| t!("phh-why-cards", word = text)) }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_read_exactly() {
        assert_eq!(cents("2000"), Some(Amount(200_000)));
        assert_eq!(cents("0.1"), Some(Amount(10)));
        assert_eq!(cents("12.50"), Some(Amount(1250)));
        assert_eq!(cents("1.500"), Some(Amount(150)));
        assert_eq!(cents("1e3"), Some(Amount(100_000)));
        assert_eq!(cents("2.5e-1"), Some(Amount(25)));
        assert_eq!(cents("1_000"), Some(Amount(100_000)));
        assert_eq!(cents("12.345"), None);
        assert_eq!(cents("-3"), None);
        assert_eq!(cents("inf"), None);
        assert_eq!(cents("nan"), None);
    }

    #[test]
    fn actions() {
        assert_eq!(parse_action("p3 cbr 7000  # Dwan", 3), Ok(Action::Cbr { player: 3, to: Amount(700_000) }));
        assert_eq!(parse_action("  ", 3), Ok(Action::Noop));
        assert_eq!(parse_action("# Burn card 6s is exposed", 3), Ok(Action::Noop));
        assert_eq!(parse_action("d dh p2 ????", 3), Ok(Action::DealHole { player: 2, cards: vec![None, None] }));
        assert!(parse_action("p4 cc", 3).is_err());
        assert!(parse_action("p1 sd", 3).is_err());
        assert!(parse_action("d db Jc3d5", 3).is_err());
        assert!(parse_action("p1 cbr", 3).is_err());
    }

    #[test]
    fn locations_stay_on_their_line() {
        let l = Lines::new("a = 1\nbb = [\n 2 ]\n");
        assert_eq!(l.loc(6..14), Loc { line: 2, col: 1, offset: 6, len: 6 });
        assert_eq!(l.loc(14..15), Loc { line: 3, col: 2, offset: 14, len: 1 });
    }
}

//! The círculo family's lines (póquer de círculo and sintético, design note
//! `docs/design/poquer-circulo.md` §A): `stack`, `mano`, `cut`, `rest`, `discard`, `check`,
//! `raise`, `show`, `muck`, `rebuy` and `lend` (see [`crate::log::event::CirculoEvent`]), and
//! the círculo shapes of two keywords other families own: `call SEAT [AMOUNT] [allin]` (the
//! poker family's keyword, told from sin descarte's `call BOX SEAT AMOUNT` by its shape, see
//! [`call_is_circulo`]) and `deal HAND CARD CARD… [up|down]` (the shoe's keyword: one card stays
//! the shoe's event).

use super::*;
use crate::log::event::CardRun;

/// The círculo family's grammar (see [`FAMILY_GRAMMARS`]).
pub(super) const CIRCULO_GRAMMAR: Grammar =
    Grammar { keywords: &CirculoEvent::KEYWORDS, full: |line, keyword, rest| line.circulo_event(keyword, rest) };

/// The word that claims a bet or call takes the seat's last chips.
const ALLIN: &str = "allin";

/// Whether the tokens after `call` are the círculo's shape rather than sin descarte's `call BOX
/// SEAT AMOUNT`. The parser does not know the table's game, so the shape decides, by token count
/// first: three tokens whose third is not `allin` are sin descarte's; one token, or a second that
/// is `allin` or an amount (it starts as one: a digit, a sign, a decimal mark or a currency
/// symbol, so that a wrong amount is explained as one), are the círculo's, and so is an amount
/// followed by a misspelt `allin`. Two tokens whose second
/// is a word (`call m1 p1`) are sin descarte's with its amount missing, as before the círculo.
/// The fast path reads `call` by the same rule.
pub(super) fn call_is_circulo(second: Option<&str>, third: Option<&str>) -> bool {
    match (second, third) {
        (None, _) => true,
        // A misspelt `allin` after an amount (`call s4 20 all-in`) is explained as one.
        (Some(s), Some(t)) if t != ALLIN => amount_like(s) && allin_hint(t).is_some(),
        (Some(s), _) => s == ALLIN || amount_like(s),
    }
}

/// A token that starts the way an amount does (what [`call_is_circulo`] counts as one).
fn amount_like(t: &str) -> bool {
    t.starts_with(|c: char| c.is_ascii_digit() || matches!(c, '-' | '+' | '.' | ',' | '€' | '$' | '£'))
}

/// A misspelt `allin` (`all-in`, `ALLIN`, `allín`): the hint that names it, when it is one.
fn allin_hint(t: &str) -> Option<Text> {
    let plain: String = t
        .chars()
        .filter(|c| !matches!(c, '-' | '_' | '.'))
        .map(|c| if c == 'í' || c == 'Í' { 'i' } else { c.to_ascii_lowercase() })
        .collect();
    (plain == ALLIN || close_to(&plain, ALLIN)).then(|| crate::log::suggest::did_you_mean_words(&[ALLIN]))
}

impl<'a> Line<'a> {
    /// The full parser of a line whose keyword is one of [`CirculoEvent::KEYWORDS`].
    fn circulo_event(&self, keyword: &'a str, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let (rest, event) = match keyword {
            "mano" | "cut" | "rest" | "check" | "muck" => {
                let (rest, seat) = self.circulo_seat(keyword, rest)?;
                let event = match keyword {
                    "mano" => CirculoEvent::Mano { seat },
                    "cut" => CirculoEvent::Cut { seat },
                    "rest" => CirculoEvent::Rest { seat },
                    "check" => CirculoEvent::Check { seat },
                    _ => CirculoEvent::Muck { seat },
                };
                (rest, event)
            }
            "stack" | "rebuy" => {
                let (rest, seat) = self.circulo_seat(keyword, rest)?;
                let (rest, amount) = self.circulo_amount(keyword, rest)?;
                let event = match keyword {
                    "stack" => CirculoEvent::Stack { seat, amount },
                    _ => CirculoEvent::Rebuy { seat, amount },
                };
                (rest, event)
            }
            "raise" => {
                let (rest, seat) = self.circulo_seat(keyword, rest)?;
                let (rest, to) = self.circulo_amount(keyword, rest)?;
                let (rest, allin) = self.allin(keyword, rest)?;
                (rest, CirculoEvent::Raise { seat, to, allin })
            }
            "lend" => {
                let (rest, from) = self.circulo_seat(keyword, rest)?;
                let (rest, to) = required(rest, || t!("log-circ-lend-needs-to"), EXPECT_SEAT)?;
                check_ident(to, WHAT_SEAT, EXPECT_SEAT)?;
                let (rest, amount) = self.circulo_amount(keyword, rest)?;
                (rest, CirculoEvent::Lend { from, to: self.word(to), amount })
            }
            "discard" => {
                let (rest, t) = required(rest, || t!("log-needs-card", keyword = keyword), EXPECT_CARD)?;
                let card = self.seen_card(keyword, t)?;
                (rest, CirculoEvent::Discard { card: self.sp(t, card) })
            }
            _ => {
                // `show`
                let (rest, seat) = self.circulo_seat(keyword, rest)?;
                let (rest, t) = required(rest, || t!("log-circ-show-needs-cards"), EXPECT_CARD)?;
                self.seen_card(keyword, t)?;
                let (rest, (cards, _, _)) = self.card_run(keyword, t, rest, false)?;
                (rest, CirculoEvent::Show { seat, cards })
            }
        };
        Ok((rest, EventKind::Circulo(event)))
    }

    /// ` <seat>` after `keyword`.
    fn circulo_seat(&self, keyword: &str, i: &'a str) -> PResult<'a, Word<'a>> {
        let (rest, seat) = required(i, || t!("log-needs-seat", keyword = keyword), EXPECT_SEAT)?;
        check_ident(seat, WHAT_SEAT, EXPECT_SEAT)?;
        Ok((rest, self.word(seat)))
    }

    /// ` <amount>` after `keyword`'s other tokens, and no thousands groups after it.
    fn circulo_amount(&self, keyword: &str, i: &'a str) -> PResult<'a, Sp<Amount>> {
        let (rest, t) = required(i, || t!("log-needs-amount", keyword = keyword), EXPECT_AMOUNT)?;
        let amount = self.amount(t)?;
        after_amount(rest, keyword, t)?;
        Ok((rest, amount))
    }

    /// An optional ` allin` after a bet's or call's amount: its location. Another token is left
    /// to the end-of-event check, unless it is a misspelt `allin`.
    fn allin(&self, keyword: &str, i: &'a str) -> PResult<'a, Option<Loc>> {
        match next_token(i) {
            (rest, Some(t)) if t == ALLIN => Ok((rest, Some(self.loc(t)))),
            (_, Some(t)) => match allin_hint(t) {
                Some(hint) => Err(Fail::stop(
                    t,
                    t!("log-circ-not-allin", token = shown(t), keyword = keyword, hint = hint),
                    EXPECT_CIRC_ALLIN,
                )),
                None => Ok((i, None)),
            },
            (_, None) => Ok((i, None)),
        }
    }

    /// A card that `keyword` names face up (`discard`, `show`): `??` is refused.
    fn seen_card(&self, keyword: &str, t: &'a str) -> Result<CardSeen, Stop<'a>> {
        match card(t)? {
            None => Err(Fail::stop(t, t!("log-circ-card-seen", keyword = keyword), EXPECT_SEEN_CARD)),
            seen => Ok(seen),
        }
    }

    /// The círculo's `call SEAT [AMOUNT] [allin]` (the caller decided the shape with
    /// [`call_is_circulo`]).
    pub(super) fn circulo_call(&self, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let keyword = "call";
        let (rest, seat) = self.circulo_seat(keyword, rest)?;
        let (rest, amount) = match next_token(rest) {
            (after, Some(t)) if t != ALLIN => {
                let amount = self.amount(t)?;
                after_amount(after, keyword, t)?;
                (after, Some(amount))
            }
            _ => (rest, None),
        };
        let (rest, allin) = self.allin(keyword, rest)?;
        Ok((rest, EventKind::Circulo(CirculoEvent::Call { seat, amount, allin })))
    }

    /// The cards of a `deal` or `show` from the first (`first`, already read and checked as a
    /// card: [`card`]) on, each a card or `??` where `unseen` allows it, at most
    /// [`CardRun::MAX`]; with `faces`, an optional `up` or `down` after them. The run (from the
    /// first card to the last), how many, and the side. A token after the cards that is neither
    /// a card nor a side: a card's error if it looks like a card, else a side's.
    pub(super) fn card_run(
        &self,
        keyword: &str,
        first: &'a str,
        mut i: &'a str,
        faces: bool,
    ) -> PResult<'a, (CardRun<'a>, usize, Option<Sp<Face>>)> {
        let mut last = first;
        let mut count = 1usize;
        let mut face = None;
        while let (rest, Some(t)) = next_token(i) {
            if faces {
                match t {
                    "up" | "down" => {
                        face = Some(self.sp(t, if t == "up" { Face::Up } else { Face::Down }));
                        i = rest;
                        break;
                    }
                    _ if t.eq_ignore_ascii_case("up") || t.eq_ignore_ascii_case("down") => {
                        let hint = t!("log-hint-lower-case", word = t.to_ascii_lowercase());
                        let message = t!("log-not-card-or-face", token = shown(t), hint = hint);
                        return Err(Fail::stop(t, message, EXPECT_CARD_OR_FACE));
                    }
                    _ if !looks_like_card(t) => {
                        let message = t!("log-not-card-or-face", token = shown(t), hint = no_hint());
                        return Err(Fail::stop(t, message, EXPECT_CARD_OR_FACE));
                    }
                    _ => {
                        card(t)?;
                    }
                }
            } else if !looks_like_card(t) && card(t).is_err() {
                // Not a card: left to the end-of-event check.
                break;
            } else {
                self.seen_card(keyword, t)?;
            }
            if count == CardRun::MAX {
                return Err(Fail::stop(t, t!("log-circ-too-many-cards", max = CardRun::MAX), EXPECT_END));
            }
            count += 1;
            last = t;
            i = rest;
        }
        let start = self.index(first);
        let end = self.index(last) + last.len();
        let text = self.text.get(start..end).unwrap_or(first);
        // At most `CardRun::MAX` (7): fits a byte.
        Ok((i, (CardRun { text: self.word(text), count: count as u8 }, count, face)))
    }
}

/// [`fast_amount`], with an amount that ends the line as the simulator writes one (`2.80`,
/// `40.00`, `200.00`: one to three digits, a point and two) read at its fixed places, without
/// the loops; any other by `fast_amount`, which reads these alike (the same token, rest and
/// value). A stake, a raise or a count ends nearly every amount line of a círculo log.
#[inline(always)]
pub(super) fn fast_end_amount(i: &[u8]) -> Option<(&[u8], &[u8], Amount)> {
    let ok = |b: u8| b.wrapping_sub(b'0') <= 9;
    let d = |b: u8| i64::from(b.wrapping_sub(b'0'));
    let whole = match *i {
        [a, b'.', _, _] if ok(a) => d(a),
        [a, b, b'.', _, _] if ok(a) && ok(b) => d(a) * 10 + d(b),
        [a, b, c, b'.', _, _] if ok(a) && ok(b) && ok(c) => (d(a) * 10 + d(b)) * 10 + d(c),
        _ => return fast_amount(i),
    };
    match *i {
        [.., x, y] if ok(x) && ok(y) => {
            // At most 999.99: no overflow.
            Some((i.get(i.len()..).unwrap_or_default(), i, Amount(whole * 100 + d(x) * 10 + d(y))))
        }
        _ => fast_amount(i),
    }
}

/// A seen card's two bytes (a rank and a suit), as [`Line::fast_cards`] takes one where `??`
/// is not allowed.
#[inline(always)]
fn seen(r: u8, s: u8) -> bool {
    use crate::log::card::{Rank, Suit};
    Rank::from_char(r).is_some() && Suit::from_char(s).is_some()
}

/// A token written as a card would be (two characters, a `10`, a `?`, a suit's symbol): after a
/// card, such a token is read as another card (and explained as one when wrong); anything else
/// as the side the cards lie on.
fn looks_like_card(t: &str) -> bool {
    t.chars().count() == 2
        || t.starts_with("10")
        || t.contains('?')
        || t.ends_with(['♠', '♤', '♥', '♡', '♦', '♢', '♣', '♧'])
}

/// The círculo's own lines the fast path reads: the betting actions, the counts and the
/// seats' lines of every hand, and the showdown (`discard` and `lend` are rare: the full parser
/// reads them). A `deal` of several cards is read by the shoe's `deal`, the círculo's `call` by
/// the poker family's, each only when its own shape does not fit the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CirculoKeyword {
    Check,
    Raise,
    Stack,
    Show,
    Mano,
    Cut,
    Rest,
    Muck,
    Rebuy,
}

impl CirculoKeyword {
    #[inline(always)]
    pub(super) fn of(keyword: &[u8]) -> Option<CirculoKeyword> {
        match keyword {
            b"check" => Some(CirculoKeyword::Check),
            b"raise" => Some(CirculoKeyword::Raise),
            b"stack" => Some(CirculoKeyword::Stack),
            b"show" => Some(CirculoKeyword::Show),
            b"mano" => Some(CirculoKeyword::Mano),
            b"cut" => Some(CirculoKeyword::Cut),
            b"rest" => Some(CirculoKeyword::Rest),
            b"muck" => Some(CirculoKeyword::Muck),
            b"rebuy" => Some(CirculoKeyword::Rebuy),
            _ => None,
        }
    }
}

impl<'a> Line<'a> {
    /// The fast path's reading of a círculo line (see [`Line::fast`]): the keyword, a seat,
    /// then an amount (`stack`, `rebuy`), an amount and an optional `allin` (`raise`), the
    /// cards (`show`) or nothing. Anything else goes to the full parser. (Out of line it cost
    /// punto y banca's log more, not less: 577.4 M instructions against 575.6 M.)
    ///
    /// `CIRCULO_TABLE`: read by the círculo's own loop, which takes a two-byte seat without
    /// the scan ([`seat_token`]); the French tables' loop reads it as before (a constant, so
    /// that their loop's code is not changed by the círculo's).
    #[inline(always)]
    pub(super) fn fast_circulo<const CIRCULO_TABLE: bool>(
        &self,
        k: CirculoKeyword,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let i = need!(fallback, blanks1(i));
        let (i, seat) = need!(fallback, if CIRCULO_TABLE { seat_token(i) } else { ended(ident(i)) });
        let seat = self.word(self.ascii(seat));
        // At the círculo's own table, the event's span unsaturated (`emit_c!`).
        macro_rules! emit_k {
            ($($t:tt)*) => {
                if CIRCULO_TABLE { emit_c!($($t)*) } else { emit!($($t)*) }
            };
        }
        // An amount: at the círculo's own table, as the simulator writes one where it ends
        // the line ([`fast_end_amount`], the same reading).
        let read_amount = |i: &'a [u8]| if CIRCULO_TABLE { fast_end_amount(i) } else { fast_amount(i) };
        // Each arm emits its own event, built in place (see `fast_black_jack`).
        match k {
            CirculoKeyword::Check => emit_k!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Check { seat })),
            CirculoKeyword::Mano => emit_k!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Mano { seat })),
            CirculoKeyword::Cut => emit_k!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Cut { seat })),
            CirculoKeyword::Rest => emit_k!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Rest { seat })),
            CirculoKeyword::Muck => emit_k!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Muck { seat })),
            CirculoKeyword::Stack | CirculoKeyword::Rebuy => {
                let (i, t, a) = need!(fallback, read_amount(need!(fallback, blanks1(i))));
                let amount = self.sp(t, a);
                if k == CirculoKeyword::Stack {
                    return emit_k!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Stack { seat, amount }));
                }
                emit_k!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Rebuy { seat, amount }))
            }
            CirculoKeyword::Raise => {
                let (i, t, a) = need!(fallback, read_amount(need!(fallback, blanks1(i))));
                let to = self.sp(t, a);
                // An amount that ends the line has no `allin` after it (`fast_allin` finds
                // none there either).
                if CIRCULO_TABLE && i.is_empty() {
                    return emit_k!(
                        self,
                        head,
                        fallback,
                        i,
                        EventKind::Circulo(CirculoEvent::Raise { seat, to, allin: None })
                    );
                }
                let (i, allin) = self.fast_allin(i);
                emit_k!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Raise { seat, to, allin }))
            }
            CirculoKeyword::Show => {
                // Two cards that end the line (`show s1 Qh Ac`), at the círculo's own table:
                // `fast_cards` reads them alike (a run of two seen cards), with its loop.
                if CIRCULO_TABLE
                    && let [b' ', r1, s1, b' ', r2, s2] = *i
                    && seen(r1, s1)
                    && seen(r2, s2)
                {
                    let text = self.ascii(i.get(1..).unwrap_or_default());
                    let cards = CardRun { text: self.word(text), count: 2 };
                    let end = i.get(6..).unwrap_or_default();
                    return emit_k!(self, head, fallback, end, EventKind::Circulo(CirculoEvent::Show { seat, cards }));
                }
                let (i, cards, _) = need!(fallback, self.fast_cards(i, false));
                emit_k!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Show { seat, cards }))
            }
        }
    }

    /// An optional ` allin` (the input after it and its location), or the input unchanged.
    #[inline(always)]
    fn fast_allin(&self, i: &'a [u8]) -> (&'a [u8], Option<Loc>) {
        match blanks1(i).and_then(|j| ended(any_token(j))) {
            Some((rest, t)) if t == ALLIN.as_bytes() => (rest, Some(self.loc(t))),
            _ => (i, None),
        }
    }

    /// ` <card>` one or more times (`??` too where `unseen` allows it), at most
    /// [`CardRun::MAX`]: the input after the last card, the run and the count. A card is two
    /// bytes, then a separator or the line's end, as [`Line::fast_card_face`] reads it.
    #[inline(always)]
    fn fast_cards(&self, i: &'a [u8], unseen: bool) -> Option<(&'a [u8], CardRun<'a>, usize)> {
        use crate::log::card::{Rank, Suit};
        let mut first: Option<&'a [u8]> = None;
        let mut end = i;
        let mut count = 0usize;
        while let Some(j) = blanks1(end) {
            let Some((t, rest)) = j.split_first_chunk::<2>() else { break };
            if rest.first().is_some_and(|&b| !is_separator(b)) {
                break;
            }
            let card = match *t {
                [b'?', b'?'] => unseen,
                [r, s] => Rank::from_char(r).is_some() && Suit::from_char(s).is_some(),
            };
            if !card {
                break;
            }
            if count == CardRun::MAX {
                return None;
            }
            count += 1;
            first.get_or_insert(j);
            end = rest;
        }
        let first = first?;
        let len = self.index(end).checked_sub(self.index(first))?;
        // Cards and the blanks between them: ASCII.
        let text = self.ascii(first.get(..len)?);
        // At most `CardRun::MAX` (7): fits a byte.
        Some((end, CardRun { text: self.word(text), count: count as u8 }, count))
    }

    /// The rest of a `deal` line whose one card is not the whole line (`i`: after its hand):
    /// a círculo's deal of several cards (`deal s1 Ac Kd`, `deal mesa Jc 3d 5c up`), or the
    /// full parser's reading.
    #[inline(never)]
    pub(super) fn fast_deal_run(
        &self,
        hand: Word<'a>,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let (i, cards, count) = need!(fallback, self.fast_cards(i, true));
        if count < 2 {
            return fallback();
        }
        let (i, face) = match blanks1(i).and_then(|j| ended(any_token(j))) {
            Some((rest, f @ b"up")) => (rest, Some(self.sp(f, Face::Up))),
            Some((rest, f @ b"down")) => (rest, Some(self.sp(f, Face::Down))),
            _ => (i, None),
        };
        emit!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Deal { hand, cards, face }))
    }

    /// The rest of a `call` line that is not sin descarte's `call BOX SEAT AMOUNT` (`j`: after
    /// its first word, `seat`): the círculo's `call SEAT AMOUNT [allin]` or `call SEAT allin`,
    /// or the full parser's reading.
    #[inline(never)]
    pub(super) fn fast_circulo_call(
        &self,
        seat: Word<'a>,
        j: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let (i, amount, allin) = need!(fallback, circulo_call_tail(j));
        let amount = amount.map(|(t, a)| self.sp(t, a));
        let allin = allin.map(|t| self.loc(t));
        emit!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Call { seat, amount, allin }))
    }
}

/// What [`circulo_call_tail`] reads: the input after it, the amount's token and value, and
/// the `allin` token.
pub(super) type CallTail<'a> = (&'a [u8], Option<(&'a [u8], Amount)>, Option<&'a [u8]>);

/// The círculo's `call SEAT` after its seat (`j`: `AMOUNT [allin]` or `allin`): the input after
/// it, the amount's token and value, and the `allin` token; `None` for anything else. Out of
/// line, and given neither the line nor the event's head, so that the reading loop's copies of
/// them stay in registers (passed to a call, they were kept in memory for every line).
#[inline(never)]
pub(super) fn circulo_call_tail(j: &[u8]) -> Option<CallTail<'_>> {
    match fast_amount(j) {
        Some((i, t, a)) => {
            let (i, allin) = allin_token(i);
            Some((i, Some((t, a)), allin))
        }
        None => match ended(any_token(j)) {
            Some((i, t)) if t == ALLIN.as_bytes() => Some((i, None, Some(t))),
            _ => None,
        },
    }
}

/// An optional ` allin`: the input after it and its token, or the input unchanged.
#[inline(always)]
fn allin_token(i: &[u8]) -> (&[u8], Option<&[u8]>) {
    match blanks1(i).and_then(|j| ended(any_token(j))) {
        Some((rest, t)) if t == ALLIN.as_bytes() => (rest, Some(t)),
        _ => (i, None),
    }
}

const EXPECT_CIRC_ALLIN: &str = "log-circ-expect-allin";
const EXPECT_SEEN_CARD: &str = "log-circ-expect-seen-card";
pub(super) const EXPECT_CARD_OR_FACE: &str = "log-expect-card-or-face";

mod fast;

#[cfg(test)]
mod tests;

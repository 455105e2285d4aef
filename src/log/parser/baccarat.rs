//! The baccarat family's lines: who holds the shoe and the hands, the result, and the bank
//! of chemin de fer and dos paños (see [`crate::log::event::BaccaratEvent`]).

use super::*;

impl<'a> Line<'a> {
    /// `players <u16> [<u16> …]`: one count, or one per paño (at most 8).
    pub(super) fn players(&self, mut i: &'a str) -> PResult<'a, Vec<Sp<u16>>> {
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

    /// `<winner>` or `(<hand>=<winner>)+`
    pub(super) fn outcome(&self, mut i: &'a str) -> PResult<'a, Vec<OutcomePart<'a>>> {
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

    /// ` <winner>` or ` <hand>=<winner> …` of a well-formed `result` (each hand once, at most
    /// [`FAST_PARTS`]): the input after it and the parts. A bare winner with other parts, a
    /// hand twice, and anything else unusual go to the full parser, which explains them.
    #[inline(always)]
    pub(super) fn fast_outcome(&self, mut i: &'a [u8]) -> Option<(&'a [u8], OutcomeParts<'a>)> {
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
}

/// What may follow a `cagnotte`'s amount: the seat, or nothing.
const EXPECT_SEAT_OR_END: &str = "log-expect-seat-or-end";

/// The most parts of a `result` line the fast path reads (one per paño; more go to the full
/// parser, which also enforces [`MAX_PARAMS`]).
pub(super) const FAST_PARTS: usize = 8;

/// The baccarat family's grammar (see [`FAMILY_GRAMMARS`]).
pub(super) const BACCARAT_GRAMMAR: Grammar =
    Grammar { keywords: &BaccaratEvent::KEYWORDS, full: |line, keyword, rest| line.baccarat_event(keyword, rest) };

/// The baccarat family's lines the fast path reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BaccaratKeyword {
    Result,
    HandHolder,
    Holder,
    Bank,
    Cagnotte,
    Tableau,
}

impl BaccaratKeyword {
    #[inline(always)]
    pub(super) fn of(keyword: &[u8]) -> Option<BaccaratKeyword> {
        match keyword {
            b"result" => Some(BaccaratKeyword::Result),
            b"hand" => Some(BaccaratKeyword::HandHolder),
            b"holder" => Some(BaccaratKeyword::Holder),
            b"bank" => Some(BaccaratKeyword::Bank),
            b"cagnotte" => Some(BaccaratKeyword::Cagnotte),
            b"tableau" => Some(BaccaratKeyword::Tableau),
            _ => None,
        }
    }
}

impl<'a> Line<'a> {
    /// The full parser of a line whose keyword is one of [`BaccaratEvent::KEYWORDS`].
    fn baccarat_event(&self, keyword: &'a str, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let (rest, event) = match keyword {
            "holder" | "refuse" | "salute" | "leave" => {
                let (rest, seat) = required(rest, || t!("log-needs-seat", keyword = keyword), EXPECT_SEAT)?;
                check_ident(seat, WHAT_SEAT, EXPECT_SEAT)?;
                let seat = self.word(seat);
                let event = match keyword {
                    "holder" => BaccaratEvent::Holder { seat },
                    "refuse" => BaccaratEvent::Refuse { seat },
                    "salute" => BaccaratEvent::Salute { seat },
                    _ => BaccaratEvent::Leave { seat },
                };
                (rest, event)
            }
            "hand" => {
                let (rest, hand) = required(rest, || t!("log-hand-needs-name"), EXPECT_HAND)?;
                check_word(hand, WHAT_HAND, EXPECT_HAND, false)?;
                let (rest, seat) = required(rest, || t!("log-hand-needs-seat"), EXPECT_SEAT)?;
                check_ident(seat, WHAT_SEAT, EXPECT_SEAT)?;
                (rest, BaccaratEvent::HandHolder { hand: self.word(hand), seat: self.word(seat) })
            }
            "result" => {
                let (rest, parts) = self.outcome(rest)?;
                (rest, BaccaratEvent::Outcome { parts: parts.into() })
            }
            // ---- chemin de fer / dos paños: the bank ----
            "bank" | "garage" | "cagnotte" => {
                let (rest, t) = required(rest, || t!("log-needs-amount", keyword = keyword), EXPECT_AMOUNT)?;
                let amount = self.amount(t)?;
                after_amount(rest, keyword, t)?;
                match keyword {
                    "bank" => (rest, BaccaratEvent::Bank { amount }),
                    "garage" => (rest, BaccaratEvent::Garage { amount }),
                    // `cagnotte 30 s2`: the seat a círculo's per-session take comes from.
                    _ => match next_token(rest) {
                        (after, Some(seat)) => {
                            check_ident(seat, WHAT_SEAT, EXPECT_SEAT_OR_END)?;
                            (after, BaccaratEvent::Cagnotte { amount, seat: Some(self.word(seat)) })
                        }
                        (_, None) => (rest, BaccaratEvent::Cagnotte { amount, seat: None }),
                    },
                }
            }
            "tableau" => (rest, BaccaratEvent::Tableau),
            "replay" => (rest, BaccaratEvent::Replay),
            _ => {
                let (rest, counts) = self.players(rest)?;
                (rest, BaccaratEvent::Players { counts })
            }
        };
        Ok((rest, EventKind::Baccarat(event)))
    }

    /// The fast path's reading of a baccarat family's line (see [`Line::fast`]).
    #[inline(always)]
    pub(super) fn fast_baccarat(
        &self,
        k: BaccaratKeyword,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        match k {
            BaccaratKeyword::Result => {
                let (i, parts) = need!(fallback, self.fast_outcome(i));
                emit!(self, head, fallback, i, EventKind::Baccarat(BaccaratEvent::Outcome { parts }))
            }
            BaccaratKeyword::HandHolder => {
                let (i, hand) = need!(fallback, ended(kind_word(need!(fallback, blanks1(i)))));
                let (i, seat) = need!(fallback, ended(ident(need!(fallback, blanks1(i)))));
                let (hand, seat) = (self.word(self.ascii(hand)), self.word(self.ascii(seat)));
                emit!(self, head, fallback, i, EventKind::Baccarat(BaccaratEvent::HandHolder { hand, seat }))
            }
            BaccaratKeyword::Holder => {
                let (i, seat) = need!(fallback, ended(ident(need!(fallback, blanks1(i)))));
                let seat = self.word(self.ascii(seat));
                emit!(self, head, fallback, i, EventKind::Baccarat(BaccaratEvent::Holder { seat }))
            }
            BaccaratKeyword::Bank => {
                let (i, t, a) = need!(fallback, fast_amount(need!(fallback, blanks1(i))));
                emit!(self, head, fallback, i, EventKind::Baccarat(BaccaratEvent::Bank { amount: self.sp(t, a) }))
            }
            BaccaratKeyword::Cagnotte => {
                let (i, t, a) = need!(fallback, fast_amount(need!(fallback, blanks1(i))));
                let amount = self.sp(t, a);
                // `cagnotte 30 s2`: a seat after the amount (a círculo's per-session take).
                if let Some((rest, seat)) = blanks1(i).and_then(|j| ended(ident(j))) {
                    let seat = Some(self.word(self.ascii(seat)));
                    return emit!(
                        self,
                        head,
                        fallback,
                        rest,
                        EventKind::Baccarat(BaccaratEvent::Cagnotte { amount, seat })
                    );
                }
                emit!(self, head, fallback, i, EventKind::Baccarat(BaccaratEvent::Cagnotte { amount, seat: None }))
            }
            BaccaratKeyword::Tableau => emit!(self, head, fallback, i, EventKind::Baccarat(BaccaratEvent::Tableau)),
        }
    }
}

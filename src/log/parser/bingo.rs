//! Bingo's lines (docs/log-format.md § 15; see [`crate::log::event::BingoEvent`]): `card`,
//! `series`, `sold`, `prizes`, `jackpot`, `fund`, `ball` and `claim`. The prizes are the
//! common `pay` line, an annulled partida the common `void` line.
//!
//! Their messages are in `i18n/*/bingo.ftl` (`log-bingo-*`).

use super::*;
use crate::log::event::{Announcement, Balls, BingoEvent, CardRef, CardRow, Combination, JackpotPair};
use crate::log::suggest::did_you_mean_text;

/// Bingo's grammar (see [`FAMILY_GRAMMARS`]). The `card` and `ball` lines, most of a bingo log,
/// have a fast path ([`Line::fast_bingo`]); the full parser reads the others.
pub(super) const BINGO_GRAMMAR: Grammar =
    Grammar { keywords: &BingoEvent::KEYWORDS, full: |line, keyword, rest| line.bingo_event(keyword, rest) };

const EXPECT_CARD_REF: &str = "log-bingo-expect-card";
const EXPECT_ROW: &str = "log-bingo-expect-row";
const EXPECT_SERIES: &str = "log-bingo-expect-series";
const EXPECT_SERIES_SIZE: &str = "log-bingo-expect-series-size";
const EXPECT_DOUBLE: &str = "log-bingo-expect-double";
const EXPECT_SOLD: &str = "log-bingo-expect-sold";
const EXPECT_BALL: &str = "log-bingo-expect-ball";
const EXPECT_COMBINATION: &str = "log-bingo-expect-combination";
const EXPECT_VERDICT: &str = "log-bingo-expect-verdict";
const EXPECT_PRIZES: &str = "log-bingo-expect-prizes";
const EXPECT_JACKPOT: &str = "log-bingo-expect-jackpot";
const WHAT_BALL: &str = "log-bingo-what-ball";
const WHAT_CARD_NUMBER: &str = "log-bingo-what-card-number";
const WHAT_SERIES_SIZE: &str = "log-bingo-what-series-size";
const WHAT_MAXBALL: &str = "log-bingo-what-maxball";

/// Bingo's lines the fast path reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BingoKeyword {
    Card,
    Ball,
}

impl BingoKeyword {
    #[inline(always)]
    pub(super) fn of(keyword: &[u8]) -> Option<BingoKeyword> {
        match keyword {
            b"card" => Some(BingoKeyword::Card),
            b"ball" => Some(BingoKeyword::Ball),
            _ => None,
        }
    }
}

impl<'a> Line<'a> {
    /// The fast path's reading of a bingo line (see [`Line::fast`]): `card` with its card and
    /// three rows, `ball` and its numbers, each at most 255; anything else goes to the full
    /// parser. The `card` lines are most of a simulated log's bytes: read here in one pass
    /// over their bytes, where the full parser cut each token twice (by blanks, then by `-`)
    /// and read each number a third time.
    #[inline(always)]
    pub(super) fn fast_bingo(
        &self,
        k: BingoKeyword,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        match k {
            BingoKeyword::Card => {
                let (i, card) = need!(fallback, self.fast_card_ref(need!(fallback, blanks1(i))));
                let (i, r1) = need!(fallback, self.fast_card_row(need!(fallback, blanks1(i))));
                let (i, r2) = need!(fallback, self.fast_card_row(need!(fallback, blanks1(i))));
                let (i, r3) = need!(fallback, self.fast_card_row(need!(fallback, blanks1(i))));
                emit!(self, head, fallback, i, EventKind::Bingo(BingoEvent::Card { card, rows: [r1, r2, r3] }))
            }
            BingoKeyword::Ball => {
                let first = need!(fallback, blanks1(i));
                let mut rest = first;
                let end = loop {
                    let (after, _, n) = need!(fallback, fast_u16(rest));
                    if n > u16::from(u8::MAX) {
                        return fallback();
                    }
                    match blanks1(after) {
                        Some(next) if next.first().is_some_and(u8::is_ascii_digit) => rest = next,
                        _ => break after,
                    }
                };
                let text = self.ascii(&first[..first.len() - end.len()]);
                let balls = Balls { text, loc: self.loc(text) };
                emit!(self, head, fallback, end, EventKind::Bingo(BingoEvent::Ball(balls)))
            }
        }
    }

    /// `A-17` on the fast path, as [`Line::card_ref`] reads it: a series of letters and digits,
    /// `-`, a number of at most `u32::MAX`, then the token's end; `None` for anything else
    /// (which the full parser then reads or explains).
    #[inline(always)]
    fn fast_card_ref(&self, i: &'a [u8]) -> Option<(&'a [u8], CardRef<'a>)> {
        let s = span_of(i, ALNUM);
        // The series has no `-`, so the one after it is the token's last, where the full
        // parser cuts.
        if s == 0 || i.get(s) != Some(&b'-') {
            return None;
        }
        let mut n = s + 1;
        let mut number = 0u64;
        while let Some(d) = i.get(n).map(|b| b.wrapping_sub(b'0')).filter(|&d| d <= 9) {
            number = number.checked_mul(10)?.checked_add(u64::from(d))?;
            n += 1;
        }
        if n == s + 1 || i.get(n).is_some_and(|&b| !is_separator(b)) {
            return None;
        }
        let number = u32::try_from(number).ok()?;
        let (token, rest) = i.split_at_checked(n)?;
        let series = self.ascii(token.get(..s)?);
        Some((rest, CardRef { series, number, loc: self.loc(token) }))
    }

    /// `2-10-30-56-61` on the fast path, as [`Line::card_row`] reads it: 1 to
    /// [`CardRow::MAX`] numbers of at most 255 joined by `-`, then the token's end; `None` for
    /// anything else.
    ///
    /// Kept out of line: inlined into the reading loop (as `parse_line` is), its loop ran
    /// short of registers, 43 million instructions more on the bench's 10 MB bingo log (555 M
    /// with it apart, 598 M inlined; three calls a `card` line cost a few dozen).
    #[inline(never)]
    fn fast_card_row(&self, i: &'a [u8]) -> Option<(&'a [u8], Sp<CardRow>)> {
        let mut nums = [0u8; CardRow::MAX];
        let mut count = 0;
        // The number being read (at most 255, checked at each digit, so no overflow), and
        // whether it has a digit yet. One pass over the bytes, the end of the input read as a
        // separator: no index to check per byte.
        let mut v = 0u32;
        let mut digits = false;
        let mut end = i.len();
        for (k, &b) in i.iter().enumerate() {
            let d = b.wrapping_sub(b'0');
            if d <= 9 {
                v = v * 10 + u32::from(d);
                if v > u32::from(u8::MAX) {
                    return None;
                }
                digits = true;
                continue;
            }
            if !digits {
                return None;
            }
            *nums.get_mut(count)? = v as u8;
            count += 1;
            (v, digits) = (0, false);
            if b != b'-' {
                if !is_separator(b) {
                    return None;
                }
                end = k;
                break;
            }
        }
        if end == i.len() {
            // The input ended in the number: it is the row's last.
            if !digits {
                return None;
            }
            *nums.get_mut(count)? = v as u8;
            count += 1;
        }
        let (token, rest) = i.split_at_checked(end)?;
        Some((rest, self.sp(token, CardRow::from_array(nums, count)?)))
    }

    /// The full parser of a line whose keyword is one of [`BingoEvent::KEYWORDS`].
    fn bingo_event(&self, keyword: &'a str, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let (rest, event) = match keyword {
            "card" => {
                let (rest, t) = required(rest, || t!("log-bingo-card-needs-card"), EXPECT_CARD_REF)?;
                let card = self.card_ref(t)?;
                let mut rows = [Sp { loc: card.loc, value: CardRow::default() }; 3];
                let mut rest = rest;
                for (k, row) in rows.iter_mut().enumerate() {
                    let (r, t) = required(rest, || t!("log-bingo-card-needs-rows", row = k + 1), EXPECT_ROW)?;
                    *row = self.card_row(t)?;
                    rest = r;
                }
                (rest, BingoEvent::Card { card, rows })
            }
            "series" => {
                let (rest, series) = self.series_id(keyword, rest)?;
                let (rest, t) = required(rest, || t!("log-bingo-series-needs-size"), EXPECT_SERIES_SIZE)?;
                let size = whole(t, WHAT_SERIES_SIZE, u32::MAX.into(), EXPECT_SERIES_SIZE)?;
                let size = self.sp(t, size as u32);
                let (rest, t) = required(rest, || t!("log-bingo-series-needs-face"), EXPECT_AMOUNT)?;
                let face = self.amount(t)?;
                let (rest, double) = match next_token(rest) {
                    (r, Some(t)) if t == "double" => (r, Some(self.loc(t))),
                    (_, Some(t)) if t.starts_with(|c: char| c.is_ascii_alphabetic()) => {
                        let hint = did_you_mean_text(t, &["double"]);
                        return Err(Fail::stop(
                            t,
                            t!("log-bingo-not-double", token = shown(t), hint = hint),
                            EXPECT_DOUBLE,
                        ));
                    }
                    _ => (rest, None),
                };
                (rest, BingoEvent::Series { series, size, face, double })
            }
            "sold" => {
                let (rest, series) = self.series_id(keyword, rest)?;
                let (rest, t) = required(rest, || t!("log-bingo-sold-needs-range"), EXPECT_SOLD)?;
                let (first, last) = self.card_range(t)?;
                (rest, BingoEvent::Sold { series, first, last })
            }
            "prizes" => {
                let (rest, params) = self.params(rest)?;
                (rest, BingoEvent::Prizes(self.announcement(rest, &params)?))
            }
            "jackpot" | "fund" => {
                let (rest, params) = self.params(rest)?;
                let pair = self.jackpot_pair(keyword, rest, &params)?;
                (rest, if keyword == "fund" { BingoEvent::Fund(pair) } else { BingoEvent::Jackpot(pair) })
            }
            "ball" => {
                let (mut after, first) = required(rest, || t!("log-bingo-ball-needs-number"), EXPECT_BALL)?;
                whole(first, WHAT_BALL, u8::MAX.into(), EXPECT_BALL)?;
                let mut last = first;
                while let (r, Some(t)) = next_token(after) {
                    whole(t, WHAT_BALL, u8::MAX.into(), EXPECT_BALL)?;
                    last = t;
                    after = r;
                }
                let start = self.index(first);
                let end = self.index(last) + last.len();
                let text = self.text.get(start..end).unwrap_or(first);
                (after, BingoEvent::Ball(Balls { text, loc: self.loc(text) }))
            }
            _ => {
                let (rest, t) = required(rest, || t!("log-bingo-claim-needs-combination"), EXPECT_COMBINATION)?;
                let combination = match t {
                    "line" => Combination::Line,
                    "bingo" => Combination::Bingo,
                    _ => {
                        let hint = did_you_mean_text(t, &["line", "bingo"]);
                        return Err(Fail::stop(
                            t,
                            t!("log-bingo-not-combination", token = shown(t), hint = hint),
                            EXPECT_COMBINATION,
                        ));
                    }
                };
                let combination = self.sp(t, combination);
                let (rest, c) = required(rest, || t!("log-bingo-claim-needs-card"), EXPECT_CARD_REF)?;
                let card = self.card_ref(c)?;
                let (rest, v) = required(rest, || t!("log-bingo-claim-needs-verdict"), EXPECT_VERDICT)?;
                let good = match v {
                    "good" => true,
                    "bad" => false,
                    _ => {
                        let hint = did_you_mean_text(v, &["good", "bad"]);
                        return Err(Fail::stop(
                            v,
                            t!("log-bingo-not-verdict", token = shown(v), hint = hint),
                            EXPECT_VERDICT,
                        ));
                    }
                };
                (rest, BingoEvent::Claim { combination, card, good: self.sp(v, good) })
            }
        };
        Ok((rest, EventKind::Bingo(event)))
    }

    /// ` <series>`: a series' letters and digits.
    fn series_id(&self, keyword: &str, i: &'a str) -> PResult<'a, Word<'a>> {
        let (rest, t) = required(i, || t!("log-bingo-needs-series", keyword = keyword), EXPECT_SERIES)?;
        if !is_series(t) {
            return Err(Fail::stop(t, t!("log-bingo-not-series", token = shown(t)), EXPECT_SERIES));
        }
        Ok((rest, self.word(t)))
    }

    /// `A-17`: a card's series and number, cut at the last `-`.
    fn card_ref(&self, t: &'a str) -> Result<CardRef<'a>, Stop<'a>> {
        let bad = || Fail::stop(t, t!("log-bingo-not-card", token = shown(t)), EXPECT_CARD_REF);
        let (series, number) = t.rsplit_once('-').ok_or_else(bad)?;
        if !is_series(series) || number.is_empty() {
            return Err(bad());
        }
        let number = whole(number, WHAT_CARD_NUMBER, u32::MAX.into(), EXPECT_CARD_REF)?;
        Ok(CardRef { series, number: number as u32, loc: self.loc(t) })
    }

    /// `2-10-30-56-61`: a row's numbers, 1 to 9 of them, each at most 255.
    fn card_row(&self, t: &'a str) -> Result<Sp<CardRow>, Stop<'a>> {
        let mut nums = [0u8; CardRow::MAX];
        let mut n = 0usize;
        for part in t.split('-') {
            if n == CardRow::MAX {
                return Err(Fail::stop(
                    t,
                    t!("log-bingo-row-too-long", token = shown(t), max = CardRow::MAX),
                    EXPECT_ROW,
                ));
            }
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(Fail::stop(t, t!("log-bingo-not-row", token = shown(t)), EXPECT_ROW));
            }
            nums[n] = whole(part, WHAT_BALL, u8::MAX.into(), EXPECT_ROW)? as u8;
            n += 1;
        }
        let row = CardRow::from_slice(&nums[..n])
            .ok_or_else(|| Fail::stop(t, t!("log-bingo-not-row", token = shown(t)), EXPECT_ROW))?;
        Ok(self.sp(t, row))
    }

    /// `1-350` or `7`: the first and last card numbers of a range sold.
    fn card_range(&self, t: &'a str) -> Result<(Sp<u32>, Sp<u32>), Stop<'a>> {
        let (a, b) = t.split_once('-').unwrap_or((t, t));
        if a.is_empty()
            || b.is_empty()
            || !a.bytes().all(|c| c.is_ascii_digit())
            || !b.bytes().all(|c| c.is_ascii_digit())
        {
            return Err(Fail::stop(t, t!("log-bingo-not-range", token = shown(t)), EXPECT_SOLD));
        }
        let first = whole(a, WHAT_CARD_NUMBER, u32::MAX.into(), EXPECT_SOLD)? as u32;
        let last = whole(b, WHAT_CARD_NUMBER, u32::MAX.into(), EXPECT_SOLD)? as u32;
        Ok((self.sp(a, first), self.sp(b, last)))
    }

    /// A `prizes` line's parameters: `line=` and `bingo=` (amounts, required), `jackpot-line=`
    /// and `jackpot-bingo=` (amounts), `maxball=` and `maxball-line=` (ball positions).
    fn announcement(&self, rest: &'a str, params: &[Param<'a>]) -> Result<Announcement, Stop<'a>> {
        let mut amounts: [Option<Sp<Amount>>; 4] = [None; 4];
        let mut balls: [Option<Sp<u16>>; 2] = [None; 2];
        for p in params {
            let key = p.key.value;
            match Announcement::KEYS.iter().position(|&k| k == key) {
                Some(k @ 0..=3) => amounts[k] = Some(self.amount(p.value.value)?),
                Some(k) => {
                    let v = p.value.value;
                    let n = whole(v, WHAT_MAXBALL, u16::MAX.into(), EXPECT_PRIZES)?;
                    balls[k - 4] = Some(self.sp(v, n as u16));
                }
                None => return Err(unknown_key(key, "prizes", &Announcement::KEYS, EXPECT_PRIZES)),
            }
        }
        let [line, bingo, jackpot_line, jackpot_bingo] = amounts;
        let (Some(line), Some(bingo)) = (line, bingo) else {
            return Err(Fail::stop(&rest[..0], t!("log-bingo-prizes-needs-both"), EXPECT_PRIZES));
        };
        Ok(Announcement { line, bingo, jackpot_line, jackpot_bingo, maxball: balls[0], maxball_line: balls[1] })
    }

    /// A `jackpot` or `fund` line's parameters: `line=` and `bingo=`, amounts, at least one.
    fn jackpot_pair(&self, keyword: &str, rest: &'a str, params: &[Param<'a>]) -> Result<JackpotPair, Stop<'a>> {
        let mut pair = JackpotPair { line: None, bingo: None };
        for p in params {
            match p.key.value {
                "line" => pair.line = Some(self.amount(p.value.value)?),
                "bingo" => pair.bingo = Some(self.amount(p.value.value)?),
                key => return Err(unknown_key(key, keyword, &JackpotPair::KEYS, EXPECT_JACKPOT)),
            }
        }
        if pair.line.is_none() && pair.bingo.is_none() {
            return Err(Fail::stop(&rest[..0], t!("log-bingo-jackpot-needs-one", keyword = keyword), EXPECT_JACKPOT));
        }
        Ok(pair)
    }
}

/// A series: letters and digits.
fn is_series(t: &str) -> bool {
    !t.is_empty() && t.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// A key the line does not have, with the one meant where one is close.
fn unknown_key<'a>(key: &'a str, keyword: &str, known: &[&str], expected: &'static str) -> Stop<'a> {
    let hint = did_you_mean_text(key, known);
    Fail::stop(key, t!("log-bingo-unknown-key", key = shown(key), keyword = keyword, hint = hint), expected)
}

#[cfg(test)]
mod tests {
    use crate::log::event::{BingoEvent, Combination, EventKind};
    use crate::log::parser::parse_line;
    use crate::money::Amount;

    fn bingo(line: &str) -> BingoEvent<'_> {
        match parse_line(line, 1, 0) {
            Ok(Some(ev)) => match ev.kind {
                EventKind::Bingo(b) => b,
                other => panic!("{line}: {other:?}"),
            },
            other => panic!("{line}: {other:?}"),
        }
    }

    fn error(line: &str) -> String {
        match parse_line(line, 1, 0) {
            Err(e) => format!("{} | {}", e.message.en(), e.expected.en()),
            Ok(ev) => panic!("{line}: parsed as {ev:?}"),
        }
    }

    #[test]
    fn card_reads_three_rows() {
        match bingo("card A-017 2-10-30-56-61 6-23-41-59-86 19-28-63-71-88  # row by row") {
            BingoEvent::Card { card, rows } => {
                assert_eq!((card.series, card.number, card.loc.col), ("A", 17, 6));
                assert_eq!(rows[0].value.as_slice(), &[2, 10, 30, 56, 61]);
                assert_eq!(rows[2].value.as_slice(), &[19, 28, 63, 71, 88]);
                assert_eq!(rows[1].loc.col, 26);
                assert_eq!(rows[1].value.to_string(), "6-23-41-59-86");
            }
            other => panic!("{other:?}"),
        }
        // A series of letters and digits; rows of any length up to nine are the engine's to judge.
        match bingo("card B12-3 1-2 3 4-5-6-7-8-9-10-11-12") {
            BingoEvent::Card { card, rows } => {
                assert_eq!((card.series, card.number), ("B12", 3));
                assert_eq!(rows[1].value.as_slice(), &[3]);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn card_fast_path_reads_as_the_full_parser() {
        // The fast path's reading is the full parser's, to the last location; what it declines
        // (or what is wrong) the full parser reads or explains.
        for line in [
            "card A-017 2-10-30-56-61 6-23-41-59-86 19-28-63-71-88",
            "card A-017 2-10-30-56-61 6-23-41-59-86 19-28-63-71-88  # row by row",
            "  card D12-4294967295 1-2 3 4-5-6-7-8-9-10-11-12#c",
            "card\tB-1  1-2-3 4\t5",
            "18:00:05 card B-1 1 2 255",
            "card A-4294967296 1 2 3",
            "card A-1 1-2-3-4-5-6-7-8-9-10 1 1",
            "card A-1 1 2 256",
            "card A-1 1 2 3 4",
            "card A-1-2 1 2 3",
            "card -1 1 2 3",
            "card A- 1 2 3",
            "card A-1 1--2 2 3",
            "card A-1 1-2- 2 3",
            "card A-1 1 2",
            "card A_1-1 1 2 3",
            "card A-1x 1 2 3",
            "card Ñ-1 1 2 3",
        ] {
            let fast = parse_line(line, 7, 40);
            let full = super::Line { text: line, no: 7, offset: 40 }.full();
            assert_eq!(fast, full, "{line}");
        }
        let ev = parse_line("card A-017 2-10-30-56-61 6-23-41-59-86 19-28-63-71-88", 7, 40).unwrap().unwrap();
        assert!(matches!(ev.kind, EventKind::Bingo(BingoEvent::Card { card, .. }) if card.number == 17));
    }

    #[test]
    fn sale_and_announcement() {
        match bingo("series A 1000 2.00 double") {
            BingoEvent::Series { series, size, face, double } => {
                assert_eq!((series.value, size.value, face.value), ("A", 1000, Amount(200)));
                assert_eq!(double.map(|l| l.col), Some(20));
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(bingo("series A 10 1"), BingoEvent::Series { double: None, .. }));
        match bingo("sold A 1-350") {
            BingoEvent::Sold { series, first, last } => {
                assert_eq!((series.value, first.value, last.value), ("A", 1, 350));
                assert_eq!((first.loc.col, last.loc.col), (8, 10));
            }
            other => panic!("{other:?}"),
        }
        assert!(
            matches!(bingo("sold A 7"), BingoEvent::Sold { first, last, .. } if first.value == 7 && last.value == 7)
        );
        match bingo("prizes line=66.50 bingo=402.50 jackpot-line=652.72 jackpot-bingo=3262 maxball=39") {
            BingoEvent::Prizes(a) => {
                assert_eq!((a.line.value, a.bingo.value), (Amount(6650), Amount(40250)));
                assert_eq!(a.jackpot_line.map(|x| x.value), Some(Amount(65272)));
                assert_eq!(a.jackpot_bingo.map(|x| x.value), Some(Amount(326200)));
                assert_eq!(a.maxball.map(|x| x.value), Some(39));
                assert_eq!(a.maxball_line, None);
            }
            other => panic!("{other:?}"),
        }
        match bingo("jackpot line=812.40 bingo=4060") {
            BingoEvent::Jackpot(p) => assert_eq!(p.bingo.map(|x| x.value), Some(Amount(406000))),
            other => panic!("{other:?}"),
        }
        assert!(matches!(bingo("fund bingo=17.50"), BingoEvent::Fund(p) if p.line.is_none()));
    }

    #[test]
    fn balls_and_claims() {
        for line in ["ball 8 34  69\t81 # four", "ball 8 34 69 81"] {
            let ev = parse_line(line, 3, 100).unwrap().unwrap();
            // The fast path and the full parser read it alike.
            let full = super::Line { text: line, no: 3, offset: 100 };
            assert_eq!(full.full().unwrap(), Some(ev.clone()));
            match ev.kind {
                EventKind::Bingo(BingoEvent::Ball(b)) => {
                    let balls: Vec<(u8, u32, u64)> = b.iter().map(|s| (s.value, s.loc.col, s.loc.offset)).collect();
                    assert_eq!(balls[0], (8, 6, 105));
                    assert_eq!(balls[3].0, 81);
                    assert_eq!(balls.len(), 4);
                }
                other => panic!("{other:?}"),
            }
        }
        match bingo("claim line A-17 good") {
            BingoEvent::Claim { combination, card, good } => {
                assert_eq!((combination.value, card.number, good.value), (Combination::Line, 17, true));
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(bingo("claim bingo Z9-1 bad"), BingoEvent::Claim { good, .. } if !good.value));
    }

    #[test]
    fn prizes_are_the_shared_pay_line() {
        // The seat is the card, the bet the prize (docs/log-format.md § 15).
        for (line, prize, cents) in
            [("pay A-17 line 35.00", "line", 3500), ("pay A23-0017 jackpot-bingo 3262", "jackpot-bingo", 326200)]
        {
            match parse_line(line, 1, 0).unwrap().unwrap().kind {
                EventKind::Settle { seat, bet, amount, .. } => {
                    assert!(seat.value.contains('-'), "{line}: {seat:?}");
                    assert_eq!((bet.kind.value, bet.target, amount.value), (prize, None, Amount(cents)));
                }
                other => panic!("{line}: {other:?}"),
            }
        }
    }

    #[test]
    fn bingo_lines_explain_what_is_wrong() {
        for (line, says) in [
            ("card", "needs the card"),
            ("card A17 1-2-3", "`A17` is not a card"),
            ("card A-1 1-2-3 4-5", "needs its row 3"),
            ("card A-1 1-2-3 4-x 5", "`4-x` is not a row"),
            ("card A-1 1-2-3 4--5 5", "`4--5` is not a row"),
            ("card A-1 1-2-3-4-5-6-7-8-9-10 1 1", "more than 9 numbers"),
            ("card A-1 1 2 300", "300"),
            ("card A-1 1 2 3 4", "unexpected `4`"),
            ("series", "needs the series"),
            ("series A-1 10 1", "`A-1` is not a series"),
            ("series A 10", "needs the face value"),
            ("series A 10 1,50", "1,50"),
            ("series A 10 1 dobule", "did you mean `double`"),
            ("sold A", "needs the cards sold"),
            ("sold A 1-x", "`1-x` is not"),
            ("prizes line=1", "needs both"),
            ("prizes line=1 bingo=2 jackpot-lines=3", "did you mean `jackpot-line`"),
            ("prizes line=1 bingo=2 maxball=x", "`x` is not"),
            ("prizes line=1 bingo=1.000", "1000"),
            ("jackpot", "needs"),
            ("fund lines=1", "did you mean `line`"),
            ("ball", "needs the ball"),
            ("ball 17 x", "`x` is not a ball"),
            ("ball 256", "at most 255"),
            ("claim lien A-1 good", "did you mean `line`"),
            ("claim line A-1", "needs the verification"),
            ("claim line A-1 godo", "did you mean `good`"),
            ("claim line A-1 good extra", "unexpected `extra`"),
        ] {
            let text = error(line);
            assert!(text.contains(says), "{line}: {text}");
        }
        // A mistyped keyword gets a «did you mean».
        for (line, meant) in [("bal 17", "ball"), ("clam line A-1 good", "claim"), ("prize line=1 bingo=2", "prizes")] {
            let text = error(line);
            assert!(text.contains(&format!("did you mean `{meant}`")), "{line}: {text}");
        }
    }
}

//! The fast path: the well-formed lines of the frequent events, read in one pass of byte
//! scanners (see the parser's documentation). Each family's own lines are read by its module
//! (`Line::fast_wheel`, …); this module reads the lines common to every game and dispatches.

use super::*;

impl<'a> Line<'a> {
    /// The event of a well-formed frequent line, or `fallback()`. `SPANISH`: the table plays
    /// the Spanish deck (monte o banca: [`parse_line_spanish`]); a constant, so that the French
    /// tables' reading holds no test of it.
    ///
    /// Each arm builds the event right in the value returned: copying a freshly built event (a
    /// few hundred bytes) to its destination used to take a third of the parser's time.
    #[inline(always)]
    pub(super) fn fast<const SPANISH: bool>(
        &self,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let line = self.text.as_bytes();
        let first = match line {
            // No indentation (what simulated and most recorded logs write) or the usual two
            // spaces, without a loop: the scan cost some fifteen instructions a line.
            [b, ..] if !is(*b, BLANK) => line,
            [b' ', b' ', b, ..] if !is(*b, BLANK) => line.get(2..).unwrap_or_default(),
            _ => blanks(line),
        };
        // Blanks are skipped already: only the end or a comment can make the line empty.
        if matches!(first.first(), None | Some(b'#')) {
            return Ok(None);
        }
        if first.first().is_some_and(u8::is_ascii_digit) {
            return self.fast_timed::<SPANISH>(first, fallback);
        }
        // No timestamp: the event's time is a constant `None` here, one word to write, where
        // a time known only at run time was copied whole into every event (five words).
        self.fast_event::<SPANISH>(first, Head { first, time: None }, fallback)
    }

    /// [`Line::fast`] on a line that starts with a timestamp (`first`): the same reading, with
    /// the time. Out of line, so that the reading loop holds one copy of the fast path.
    #[inline(never)]
    fn fast_timed<const SPANISH: bool>(
        &self,
        first: &'a [u8],
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let (rest, st) = need!(fallback, ended(stamp(first)));
        if stamp_out_of_range(&st).is_some() {
            return fallback();
        }
        let time = self.word(need!(fallback, self.text_of(&first[..first.len() - rest.len()])));
        let i = need!(fallback, blanks1(rest));
        self.fast_event::<SPANISH>(i, Head { first, time: Some(time) }, fallback)
    }

    /// The event of a frequent line from its keyword on (`i`), its start and time in `head`.
    #[inline(always)]
    fn fast_event<const SPANISH: bool>(
        &self,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        // A monte table's frequent lines are found by a dispatch of their own (`draw` and
        // `shoe` read there), not at all elsewhere (a French table's `draw` is another game's
        // line, which the full parser reads). `SPANISH` is a constant.
        // (A plain `if`: `SPANISH.then(…)` left a closure called, not inlined.)
        let found = if SPANISH {
            match monte_keyword(i) {
                Some((rest, _, MonteLine::Draw)) => return self.fast_monte_draw(rest, head, fallback),
                Some((rest, _, MonteLine::Deck)) => return self.fast_monte_deck(rest, head, fallback),
                Some((rest, keyword, MonteLine::Known(kw))) => Some((rest, keyword, kw)),
                None => frequent_keyword(i),
            }
        } else {
            frequent_keyword(i)
        };
        let (i, keyword, kw) = match found {
            Some(found) => found,
            None => {
                let (i, keyword) = need!(fallback, ended(keyword_shape(i)));
                (i, keyword, Keyword::of(keyword))
            }
        };
        match kw {
            Keyword::Bet => {
                let (i, seat, bet, amount) = need!(fallback, self.fast_stake::<Amount>(i));
                emit!(self, head, fallback, i, EventKind::Bet { seat, bet, amount })
            }
            // An insurance is a stake line (`insure p1 mano 1 3.00`), read as a bet is.
            Keyword::Insure => {
                let (i, seat, bet, amount) = need!(fallback, self.fast_stake::<Amount>(i));
                emit!(self, head, fallback, i, EventKind::Insure { seat, bet, amount })
            }
            Keyword::Settle(action) => {
                let action = self.sp(keyword, action);
                let (i, seat, bet, amount) = need!(fallback, self.fast_stake::<Amount>(i));
                emit!(self, head, fallback, i, EventKind::Settle { action, seat, bet, amount })
            }
            Keyword::Round => {
                let i = need!(fallback, blanks1(i));
                let (i, digits, n) = need!(fallback, fast_unsigned(i));
                let number = self.sp(digits, n);
                emit!(self, head, fallback, i, EventKind::Round { number })
            }
            Keyword::NoMore => emit!(self, head, fallback, i, EventKind::NoMoreBets),
            // Each family's own lines, read by its module.
            Keyword::Wheel(k) => self.fast_wheel(k, i, head, fallback),
            // A monte table's `deal`, `burn` and `result` are its own (`SPANISH` is a constant).
            Keyword::Shoe(k) if SPANISH => self.fast_monte_shoe(k, i, head, fallback),
            Keyword::Baccarat(BaccaratKeyword::Result) if SPANISH => self.fast_monte_result(i, head, fallback),
            Keyword::Shoe(k) => self.fast_shoe(k, i, head, fallback),
            Keyword::Baccarat(k) => self.fast_baccarat(k, i, head, fallback),
            Keyword::Treinta(k) => self.fast_treinta(k, i, head, fallback),
            Keyword::Dice(k) => self.fast_dice(k, i, head, fallback),
            Keyword::Bingo(k) => self.fast_bingo(k, i, head, fallback),
            Keyword::BlackJack(k) => self.fast_black_jack(k, i, head, fallback),
            Keyword::Poker(k) => self.fast_poker(k, i, head, fallback),
            Keyword::Circulo(k) => self.fast_circulo::<false>(k, i, head, fallback),
            Keyword::Other if SPANISH => self.fast_monte_other(keyword, i, head, fallback),
            Keyword::Other => fallback(),
        }
    }

    /// `<seat> [prison] <kind> [<numbers>] <tail>` of a well-formed bet, settlement or choice:
    /// the input after it, the seat, the bet and the tail `T` (the amount or the choice).
    ///
    /// The numbers and the tail are read in the same pass that finds where their tokens end
    /// (scanning a token, then parsing it, walked its bytes twice).
    #[inline(always)]
    pub(super) fn fast_stake<T: FastTail>(&self, i: &'a [u8]) -> Option<(&'a [u8], Word<'a>, BetRef<'a>, Sp<T>)> {
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

/// The commonest keywords followed by a space, recognised by comparing the line's first eight
/// bytes at once (its first four on a line of four to seven bytes, such as `hit m1`): the rest
/// and the keyword, as `ended(keyword_shape(i))` gives them. `None` for anything else (other
/// keywords, other separators, lines shorter than four bytes), which the byte scan reads. The
/// scan of the keyword cost as much as the rest of a `bet` line's dispatch.
#[inline(always)]
pub(super) fn frequent_keyword(i: &[u8]) -> Option<(&[u8], &[u8], Keyword)> {
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
    // The most frequent first: a line tries them in this order (a try is a few instructions).
    // Black Jack's decisions (a sixth of its log) come before the once-a-round lines of the
    // other games; the card games' once-a-coup lines follow (their names were compared by the
    // byte scan), then the poker decisions (two or three a round there; last, so that the
    // other games' lines pay nothing for them but the rare lines none of these names).
    const FREQUENT: [((u64, u64), usize, Keyword); 14] = [
        (prefix(b"bet "), 3, Keyword::Bet),
        (prefix(b"deal "), 4, Keyword::Shoe(ShoeKeyword::Deal)),
        (prefix(b"collect "), 7, Keyword::Settle(SettleAction::Collect)),
        (prefix(b"pay "), 3, Keyword::Settle(SettleAction::Pay)),
        (prefix(b"hit "), 3, Keyword::BlackJack(BlackJackKeyword::Hit)),
        (prefix(b"stand "), 5, Keyword::BlackJack(BlackJackKeyword::Stand)),
        (prefix(b"spin "), 4, Keyword::Wheel(WheelKeyword::Spin)),
        (prefix(b"round "), 5, Keyword::Round),
        (prefix(b"return "), 6, Keyword::Settle(SettleAction::Return)),
        (prefix(b"result "), 6, Keyword::Baccarat(BaccaratKeyword::Result)),
        (prefix(b"hand "), 4, Keyword::Baccarat(BaccaratKeyword::HandHolder)),
        (prefix(b"bank "), 4, Keyword::Baccarat(BaccaratKeyword::Bank)),
        (prefix(b"call "), 4, Keyword::Poker(PokerKeyword::Call)),
        (prefix(b"fold "), 4, Keyword::Poker(PokerKeyword::Fold)),
    ];
    // `nomore` ends its line, too short for the eight-byte compare.
    if i == b"nomore" {
        let (keyword, rest) = i.split_at(6);
        return Some((rest, keyword, Keyword::NoMore));
    }
    // A line of four to seven bytes gives its first four, the others zero: no keyword's
    // prefix holds a zero byte, so a prefix longer than four bytes cannot match it.
    let head = match i.first_chunk::<8>() {
        Some(head) => u64::from_le_bytes(*head),
        None => u64::from(u32::from_le_bytes(*i.first_chunk::<4>()?)),
    };
    let &(_, n, kw) = FREQUENT.iter().find(|((word, mask), _, _)| head & mask == *word)?;
    let (keyword, rest) = i.split_at_checked(n)?;
    Some((rest, keyword, kw))
}

/// The keywords the fast path reads, known once (the keyword's bytes were compared a second
/// time to choose the event to read).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Keyword {
    Bet,
    Insure,
    Settle(SettleAction),
    Round,
    NoMore,
    /// A line of a family's own, read by its module.
    Wheel(WheelKeyword),
    Shoe(ShoeKeyword),
    Baccarat(BaccaratKeyword),
    Treinta(TreintaKeyword),
    Dice(DiceKeyword),
    Bingo(BingoKeyword),
    BlackJack(BlackJackKeyword),
    Poker(PokerKeyword),
    Circulo(CirculoKeyword),
    /// Read by the full parser.
    Other,
}

impl Keyword {
    #[inline(always)]
    pub(super) fn of(keyword: &[u8]) -> Keyword {
        match keyword {
            b"bet" => Keyword::Bet,
            b"insure" => Keyword::Insure,
            b"collect" => Keyword::Settle(SettleAction::Collect),
            b"pay" => Keyword::Settle(SettleAction::Pay),
            b"return" => Keyword::Settle(SettleAction::Return),
            b"release" => Keyword::Settle(SettleAction::Release),
            b"round" => Keyword::Round,
            b"nomore" => Keyword::NoMore,
            _ => {
                if let Some(k) = WheelKeyword::of(keyword) {
                    Keyword::Wheel(k)
                } else if let Some(k) = ShoeKeyword::of(keyword) {
                    Keyword::Shoe(k)
                } else if let Some(k) = BaccaratKeyword::of(keyword) {
                    Keyword::Baccarat(k)
                } else if let Some(k) = TreintaKeyword::of(keyword) {
                    Keyword::Treinta(k)
                } else if let Some(k) = DiceKeyword::of(keyword) {
                    Keyword::Dice(k)
                } else if let Some(k) = BingoKeyword::of(keyword) {
                    Keyword::Bingo(k)
                } else if let Some(k) = BlackJackKeyword::of(keyword) {
                    Keyword::BlackJack(k)
                } else if let Some(k) = PokerKeyword::of(keyword) {
                    Keyword::Poker(k)
                } else if let Some(k) = CirculoKeyword::of(keyword) {
                    // Last: the other games' keywords are found without trying the círculo's.
                    Keyword::Circulo(k)
                } else {
                    Keyword::Other
                }
            }
        }
    }
}

/// `n(-n)*`: one to six numbers of at most 65535 (what [`numbers`] reads, without explaining),
/// as a whole token: the input after it, the token and the numbers.
#[inline(always)]
pub(super) fn fast_numbers(i: &[u8]) -> Option<(&[u8], &[u8], Numbers)> {
    // One number, the commonest target (`pleno 17`, `mano 1`): no list to fill.
    let (end, v) = u16_digits(i, 0)?;
    if end == 0 {
        return None;
    }
    if i.get(end).is_none_or(|&b| is_separator(b)) {
        let (token, rest) = i.split_at_checked(end)?;
        return Some((rest, token, Numbers::one(v)));
    }
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
    // `items` is zero past `count`: only the numbers read were written.
    Some((rest, token, Numbers::from_filled(items, count)?))
}

/// Decimal digits as a whole token, read with their value in one pass: the input after it, the
/// token and the value (`None` also when the value does not fit in a `u64`).
#[inline(always)]
pub(super) fn fast_unsigned(i: &[u8]) -> Option<(&[u8], &[u8], u64)> {
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
pub(super) fn fast_u16(i: &[u8]) -> Option<(&[u8], &[u8], u16)> {
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
pub(super) fn u16_digits(i: &[u8], mut n: usize) -> Option<(usize, u16)> {
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
pub(super) fn fast_amount(i: &[u8]) -> Option<(&[u8], &[u8], Amount)> {
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
pub(super) trait FastTail: Sized {
    fn read(i: &[u8]) -> Option<(&[u8], &[u8], Self)>;
}

impl FastTail for Amount {
    #[inline(always)]
    fn read(i: &[u8]) -> Option<(&[u8], &[u8], Self)> {
        fast_amount(i)
    }
}

/// Where a fast-path line's event starts (after its indentation) and its timestamp.
#[derive(Clone, Copy)]
pub(super) struct Head<'a> {
    pub(super) first: &'a [u8],
    pub(super) time: Option<Word<'a>>,
}

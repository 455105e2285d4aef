//! Stake lines, common to every game: a bet, its settlement (`collect`, `pay`, `return`,
//! `release`), and the wheel's `choose`, which names a bet the same way: `<seat> [prison]
//! <kind> [<numbers>] <tail>`.

use super::*;

impl<'a> Line<'a> {
    /// `bet <seat> <betref> <amount>`
    pub(super) fn bet(&self, i: &'a str) -> PResult<'a, StakeParts<'a, Sp<Amount>>> {
        let (i, (seat, bet, last)) = self.stake("bet", i, Tail::Amount)?;
        let amount = self.amount(last)?;
        Ok((i, (seat, bet, amount)))
    }

    /// `collect|pay|return|release <seat> <betref> <amount>`
    pub(super) fn settle(&self, action: SettleAction, i: &'a str) -> PResult<'a, StakeParts<'a, Sp<Amount>>> {
        let (i, (seat, bet, last)) = self.stake(action.as_str(), i, Tail::Amount)?;
        let amount = self.amount(last)?;
        Ok((i, (seat, bet, amount)))
    }

    /// `<seat> <betref> <tail>`: the seat, the bet, and the last token (not yet checked: the
    /// caller reads it as the amount or the choice).
    ///
    /// The last token is always the tail, so `bet s3 rojo 20` is `rojo` for 20 and `bet s3
    /// pleno 17 10` is `pleno 17` for 10.
    pub(super) fn stake(
        &self,
        keyword: &'static str,
        i: &'a str,
        tail: Tail,
    ) -> PResult<'a, (Word<'a>, BetRef<'a>, &'a str)> {
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
                // `bet s1 20`: at póquer de círculo, the bet of an interval is a `raise`.
                let message = match (keyword, tail) {
                    ("bet", Tail::Amount) => t!("log-circ-bet-no-kind"),
                    _ => t!("log-stake-no-bet", keyword = keyword, tail = tail.name()),
                };
                return Err(Fail::stop(after_seat, message, EXPECT_BET));
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
    pub(super) fn bet_ref(&self, toks: &[&'a str]) -> Result<BetRef<'a>, RefError<'a>> {
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
                Text::new(KIND_IS_A_NUMBER).arg("token", shown(kind)),
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
    pub(super) fn ref_error(&self, e: RefError<'a>, toks: &[&'a str], tail: Tail) -> Stop<'a> {
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
    pub(super) fn amount(&self, t: &'a str) -> Result<Sp<Amount>, Stop<'a>> {
        if let Some(a) = Amount::parse(t) {
            return Ok(self.sp(t, a));
        }
        Err(Fail::stop(t, amount_problem_text(t), EXPECT_AMOUNT))
    }
}

/// The seat, the bet and what ends the line (amount or choice) of a stake line.
pub(super) type StakeParts<'a, T> = (Word<'a>, BetRef<'a>, T);

/// What ends a bet reference on a stake line.
#[derive(Clone, Copy)]
pub(super) enum Tail {
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
pub(super) enum RefError<'a> {
    Extra(usize),
    Stop(Stop<'a>),
}

/// `bet s3 pleno 17 1 000`: after a bet's numbers, an amount split in digit groups by a
/// thousands separator (a first group of one to three digits, then groups of three, the last
/// with its decimals if any). `None` for any other extra token.
pub(super) fn thousands_groups<'a>(refs: &[&'a str], last: &'a str, tail: Tail) -> Option<Stop<'a>> {
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

//! The roulette family's lines: `spin`, `void`, `choose` and `colour` (see
//! [`crate::log::event::WheelEvent`]).

use super::*;

impl<'a> Line<'a> {
    /// `spin <u16> [<cw|ccw> [ball=<cw|ccw>] [from=<u16>]]`: a wheel without a turning
    /// cylinder (boule's plate) gives the number alone; whether the sense was owed is the
    /// game's to judge.
    pub(super) fn spin(&self, i: &'a str) -> PResult<'a, SpinParts<'a>> {
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
    pub(super) fn void(&self, i: &'a str) -> PResult<'a, Word<'a>> {
        let (i, t) = required(i, || t!("log-void-needs-reason"), EXPECT_REASON)?;
        check_word(t, WHAT_REASON, EXPECT_REASON, false)?;
        Ok((i, self.word(t)))
    }

    /// `choose <seat> <betref> <half|prison>`
    pub(super) fn choose(&self, i: &'a str) -> PResult<'a, StakeParts<'a, Sp<ZeroChoice>>> {
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
}

/// What `spin` says: the number, the rotor's sense, the ball's sense, the number launched from.
pub(super) type SpinParts<'a> =
    ((Sp<u16>, Option<Word<'a>>), Option<Sp<Direction>>, Option<Sp<Direction>>, Option<Sp<u16>>);

pub(super) fn wheel_number(t: &str) -> Result<u16, Stop<'_>> {
    let v = whole(t, WHAT_WHEEL, u16::MAX.into(), EXPECT_WHEEL)?;
    Ok(u16::try_from(v).unwrap_or(u16::MAX))
}

pub(super) fn direction(t: &str) -> Option<Direction> {
    match t {
        "cw" => Some(Direction::Clockwise),
        "ccw" => Some(Direction::CounterClockwise),
        _ => None,
    }
}

#[inline(always)]
pub(super) fn direction_of(t: &[u8]) -> Option<Direction> {
    match t {
        b"cw" => Some(Direction::Clockwise),
        b"ccw" => Some(Direction::CounterClockwise),
        _ => None,
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
pub(super) fn fast_choice(i: &[u8]) -> Option<(&[u8], &[u8], ZeroChoice)> {
    let (rest, t) = ended(any_token(i))?;
    let choice = match t {
        b"half" => ZeroChoice::Half,
        b"prison" => ZeroChoice::Prison,
        _ => return None,
    };
    Some((rest, t, choice))
}

/// The roulette family's grammar (see [`FAMILY_GRAMMARS`]).
pub(super) const WHEEL_GRAMMAR: Grammar =
    Grammar { keywords: &WheelEvent::KEYWORDS, full: |line, keyword, rest| line.wheel_event(keyword, rest) };

/// The roulette family's lines the fast path reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum WheelKeyword {
    Spin,
    Choose,
    Void,
}

impl WheelKeyword {
    #[inline(always)]
    pub(super) fn of(keyword: &[u8]) -> Option<WheelKeyword> {
        match keyword {
            b"spin" => Some(WheelKeyword::Spin),
            b"choose" => Some(WheelKeyword::Choose),
            b"void" => Some(WheelKeyword::Void),
            _ => None,
        }
    }
}

impl<'a> Line<'a> {
    /// The full parser of a line whose keyword is one of [`WheelEvent::KEYWORDS`].
    fn wheel_event(&self, keyword: &'a str, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let event = match keyword {
            "spin" => {
                let (rest, ((number, name), rotor, ball, from)) = self.spin(rest)?;
                (rest, WheelEvent::Spin { number, name, rotor, ball, from })
            }
            "choose" => {
                let (rest, (seat, bet, choice)) = self.choose(rest)?;
                (rest, WheelEvent::Choose { seat, bet, choice })
            }
            "colour" => {
                let (rest, seat) = required(rest, || t!("log-needs-seat", keyword = keyword), EXPECT_SEAT)?;
                check_ident(seat, WHAT_SEAT, EXPECT_SEAT)?;
                let seat = self.word(seat);
                match next_token(rest) {
                    (after, Some(t)) => {
                        let value = self.amount(t)?;
                        after_amount(after, keyword, t)?;
                        (after, WheelEvent::Colour { seat, value: Some(value) })
                    }
                    (_, None) => (rest, WheelEvent::Colour { seat, value: None }),
                }
            }
            _ => {
                // A bare `void` is a poker round annulled (its misdeal needs no reason word);
                // a wheel's «tirada nula» gives its reason.
                if next_token(rest).1.is_none() {
                    return Ok((rest, EventKind::Poker(crate::log::event::PokerEvent::Void)));
                }
                let (rest, reason) = self.void(rest)?;
                (rest, WheelEvent::Void { reason })
            }
        };
        Ok((event.0, EventKind::Wheel(event.1)))
    }

    /// The fast path's reading of a roulette family's line (see [`Line::fast`]).
    #[inline(always)]
    pub(super) fn fast_wheel(
        &self,
        k: WheelKeyword,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        match k {
            WheelKeyword::Spin => {
                let i = need!(fallback, blanks1(i));
                let (i, n, v) = need!(fallback, fast_u16(i));
                let number = self.sp(n, v);
                // `spin 7`: the number alone (a fixed plate); the slow path reads a comment.
                if at_end(i) {
                    let spin = WheelEvent::Spin { number, name: None, rotor: None, ball: None, from: None };
                    return emit!(self, head, fallback, i, EventKind::Wheel(spin));
                }
                let i = need!(fallback, blanks1(i));
                let (mut i, r) = need!(fallback, ended(any_token(i)));
                let rotor = Some(self.sp(r, need!(fallback, direction_of(r))));
                let mut ball = None;
                let mut from = None;
                while let Some((rest, option)) = blanks1(i).and_then(|j| ended(any_token(j))) {
                    match option.split_at_checked(5) {
                        Some((b"ball=", v)) if ball.is_none() => {
                            ball = Some(self.sp(v, need!(fallback, direction_of(v))))
                        }
                        Some((b"from=", v)) if from.is_none() => {
                            let (_, _, n) = need!(fallback, fast_u16(v));
                            from = Some(self.sp(v, n));
                        }
                        _ => return fallback(),
                    }
                    i = rest;
                }
                emit!(
                    self,
                    head,
                    fallback,
                    i,
                    EventKind::Wheel(WheelEvent::Spin { number, name: None, rotor, ball, from })
                )
            }
            WheelKeyword::Choose => {
                let (i, seat, bet, choice) = need!(fallback, self.fast_stake::<ZeroChoice>(i));
                emit!(self, head, fallback, i, EventKind::Wheel(WheelEvent::Choose { seat, bet, choice }))
            }
            WheelKeyword::Void => {
                // A bare `void` is a poker round annulled (see `wheel_event`).
                if at_end(i) {
                    return emit!(self, head, fallback, i, EventKind::Poker(crate::log::event::PokerEvent::Void));
                }
                let i = need!(fallback, blanks1(i));
                let (i, reason) = need!(fallback, ended(kind_word(i)));
                let reason = self.word(self.ascii(reason));
                emit!(self, head, fallback, i, EventKind::Wheel(WheelEvent::Void { reason }))
            }
        }
    }
}

//! The dice family's lines (Dados o craps): `roll`, `shooter`, `point`, `dice` and `takedown`
//! (see [`crate::log::event::DiceEvent`]). The «tirada nula» is the wheel's `void` line.

use super::*;
use crate::log::event::{DiceChange, DiceEvent, ShooterReason};

/// The dice family's grammar (see [`FAMILY_GRAMMARS`]).
pub(super) const DICE_GRAMMAR: Grammar =
    Grammar { keywords: &DiceEvent::KEYWORDS, full: |line, keyword, rest| line.dice_event(keyword, rest) };

/// The dice family's lines the fast path reads: `roll`, the one of every round, and the
/// plaque's `point` and `shooter`, which follow many rolls (on the full parser, their few
/// per cent of a log's lines had cost a tenth of its parsing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum DiceKeyword {
    Roll,
    Point,
    Shooter,
}

impl DiceKeyword {
    #[inline(always)]
    pub(super) fn of(keyword: &[u8]) -> Option<DiceKeyword> {
        match keyword {
            b"roll" => Some(DiceKeyword::Roll),
            b"point" => Some(DiceKeyword::Point),
            b"shooter" => Some(DiceKeyword::Shooter),
            _ => None,
        }
    }
}

/// A die's face as one digit 1 to 6, on the fast path.
#[inline(always)]
fn fast_die(i: &[u8]) -> Option<(&[u8], &[u8], u8)> {
    match i {
        [d @ b'1'..=b'6', rest @ ..] if rest.first().is_none_or(|&b| is_separator(b)) => {
            Some((rest, &i[..1], d - b'0'))
        }
        _ => None,
    }
}

impl<'a> Line<'a> {
    /// The fast path's reading of a dice line (see [`Line::fast`]): `roll` and two faces.
    #[inline(always)]
    pub(super) fn fast_dice(
        &self,
        k: DiceKeyword,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        match k {
            DiceKeyword::Roll => {
                let (i, t1, a) = need!(fallback, fast_die(need!(fallback, blanks1(i))));
                let (i, t2, b) = need!(fallback, fast_die(need!(fallback, blanks1(i))));
                let dice = [self.sp(t1, a), self.sp(t2, b)];
                emit!(self, head, fallback, i, EventKind::Dice(DiceEvent::Roll { dice }))
            }
            // `point 6`, `point off`: what the full parser reads, a number of at most 255 or
            // `off`, then the line's end.
            DiceKeyword::Point => {
                let i = need!(fallback, blanks1(i));
                let (rest, t, number) = match fast_unsigned(i) {
                    Some((rest, t, n)) => (rest, t, Some(self.sp(t, need!(fallback, u8::try_from(n).ok())))),
                    None => match i.split_at_checked(3) {
                        Some((t @ b"off", rest)) if rest.first().is_none_or(|&b| is_separator(b)) => (rest, t, None),
                        _ => return fallback(),
                    },
                };
                let loc = self.loc(t);
                emit!(self, head, fallback, rest, EventKind::Dice(DiceEvent::Point { number, loc }))
            }
            // `shooter s1`, `shooter s2 seven-out`.
            DiceKeyword::Shooter => {
                let i = need!(fallback, blanks1(i));
                let (i, seat) = need!(fallback, ended(ident(i)));
                let seat = self.word(self.ascii(seat));
                if at_end(i) {
                    return emit!(self, head, fallback, i, EventKind::Dice(DiceEvent::Shooter { seat, reason: None }));
                }
                let (rest, w) = need!(fallback, ended(kind_word(need!(fallback, blanks1(i)))));
                let reason = need!(fallback, ShooterReason::from_word(self.ascii(w)));
                let reason = Some(self.sp(w, reason));
                emit!(self, head, fallback, rest, EventKind::Dice(DiceEvent::Shooter { seat, reason }))
            }
        }
    }

    /// The full parser of a line whose keyword is one of [`DiceEvent::KEYWORDS`].
    fn dice_event(&self, keyword: &'a str, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let (rest, event) = match keyword {
            "roll" => {
                let (rest, a) = self.die(rest)?;
                let (rest, b) = self.die(rest)?;
                (rest, DiceEvent::Roll { dice: [a, b] })
            }
            "shooter" => {
                let (rest, seat) = required(rest, || t!("log-needs-seat", keyword = "shooter"), EXPECT_SEAT)?;
                check_ident(seat, WHAT_SEAT, EXPECT_SEAT)?;
                let seat = self.word(seat);
                match next_token(rest) {
                    (after, Some(w)) => {
                        let Some(reason) = ShooterReason::from_word(w) else {
                            let hint = crate::log::suggest::did_you_mean_text(w, &ShooterReason::WORDS);
                            return Err(Fail::stop(
                                w,
                                t!("log-not-shooter-reason", token = shown(w), hint = hint),
                                EXPECT_SHOOTER_REASON,
                            ));
                        };
                        (after, DiceEvent::Shooter { seat, reason: Some(self.sp(w, reason)) })
                    }
                    (_, None) => (rest, DiceEvent::Shooter { seat, reason: None }),
                }
            }
            "point" => {
                let (rest, t) = required(rest, || t!("log-point-needs-number"), EXPECT_POINT)?;
                let number = if t == "off" {
                    None
                } else if t.starts_with(|c: char| c.is_ascii_digit()) {
                    Some(self.sp(t, whole(t, WHAT_POINT, u8::MAX.into(), EXPECT_POINT)? as u8))
                } else {
                    let hint = crate::log::suggest::did_you_mean_text(t, &["off"]);
                    return Err(Fail::stop(t, t!("log-not-point", token = shown(t), hint = hint), EXPECT_POINT));
                };
                // `point 32 35` is more likely treinta's `points` mistyped than a plaque with a
                // stray token: say so.
                if let (_, Some(extra)) = next_token(rest) {
                    if extra.starts_with(|c: char| c.is_ascii_digit()) {
                        let hint = crate::log::suggest::did_you_mean_words(&["points"]);
                        return Err(Fail::stop(
                            extra,
                            t!("log-point-then-number", token = shown(extra), hint = hint),
                            EXPECT_END,
                        ));
                    }
                }
                (rest, DiceEvent::Point { number, loc: self.loc(t) })
            }
            "dice" => {
                let (rest, w) = required(rest, || t!("log-dice-needs-reason"), EXPECT_DICE_REASON)?;
                let Some(reason) = DiceChange::from_word(w) else {
                    let hint = crate::log::suggest::did_you_mean_text(w, &DiceChange::WORDS);
                    return Err(Fail::stop(
                        w,
                        t!("log-not-dice-reason", token = shown(w), hint = hint),
                        EXPECT_DICE_REASON,
                    ));
                };
                (rest, DiceEvent::Dice { reason: self.sp(w, reason) })
            }
            _ => {
                let (rest, (seat, bet, last)) = self.stake("takedown", rest, Tail::Amount)?;
                let amount = self.amount(last)?;
                (rest, DiceEvent::TakeDown { seat, bet, amount })
            }
        };
        Ok((rest, EventKind::Dice(event)))
    }

    /// ` <die>`: one die's face, 1 to 6.
    fn die(&self, i: &'a str) -> PResult<'a, Sp<u8>> {
        let (rest, t) = required(i, || t!("log-roll-needs-dice"), EXPECT_DIE)?;
        match t.as_bytes() {
            [d @ b'1'..=b'6'] => Ok((rest, self.sp(t, d - b'0'))),
            _ => Err(Fail::stop(t, t!("log-not-die", token = shown(t)), EXPECT_DIE)),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::log::event::{DiceChange, DiceEvent, EventKind, ShooterReason, WheelEvent};
    use crate::log::parser::parse_line;

    fn dice(line: &str) -> DiceEvent<'_> {
        match parse_line(line, 1, 0) {
            Ok(Some(ev)) => match ev.kind {
                EventKind::Dice(e) => e,
                other => panic!("{line}: {other:?}"),
            },
            other => panic!("{line}: {other:?}"),
        }
    }

    fn error(line: &str) -> String {
        match parse_line(line, 1, 0) {
            Err(e) => format!("{} | {}", e.message.en(), e.expected.en()),
            Ok(ev) => panic!("{line}: read as {ev:?}"),
        }
    }

    #[test]
    fn roll_reads_each_die_on_both_paths() {
        for text in ["roll 3 4", "  roll 3 4  # seven", "22:01:05 roll 3 4", "roll\t3\t4"] {
            let ev = parse_line(text, 1, 0).unwrap().unwrap();
            let full = super::Line { text, no: 1, offset: 0 }.full().unwrap();
            assert_eq!(full, Some(ev.clone()), "{text}");
            match ev.kind {
                EventKind::Dice(DiceEvent::Roll { dice: [a, b] }) => assert_eq!((a.value, b.value), (3, 4)),
                other => panic!("{other:?}"),
            }
        }
        let ev = parse_line("  roll 6 1", 1, 0).unwrap().unwrap();
        match ev.kind {
            EventKind::Dice(DiceEvent::Roll { dice: [a, b] }) => assert_eq!((a.loc.col, b.loc.col), (8, 10)),
            other => panic!("{other:?}"),
        }
    }

    /// The fast path reads `point` and `shooter` lines as the full parser does, and leaves it
    /// what it does not read.
    #[test]
    fn point_and_shooter_read_alike_on_both_paths() {
        for text in [
            "point 6",
            "point off",
            "  point 10  # on",
            "22:01:05 point 4",
            "point 255",
            "point 06",
            "point\t9",
            "shooter s1",
            "  shooter s2 seven-out",
            "shooter s3 refusal # asked",
            "shooter box-12 barred",
            "shooter s2\tbarred",
            // The full parser's to explain.
            "point 256",
            "point offf",
            "point 6 7",
            "point",
            "shooter s1 sevenout",
            "shooter s1 seven-out now",
            "shooter",
        ] {
            let fast = parse_line(text, 1, 0);
            let full = super::Line { text, no: 1, offset: 0 }.full();
            assert_eq!(fast, full, "{text}");
        }
        let ev = parse_line("  point 8", 1, 0).unwrap().unwrap();
        match ev.kind {
            EventKind::Dice(DiceEvent::Point { number: Some(n), loc }) => assert_eq!((n.value, loc.col), (8, 9)),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn roll_explains_what_is_wrong() {
        for (line, says) in [
            ("roll", "needs the two dice"),
            ("roll 3", "needs the two dice"),
            ("roll 7 1", "`7` is not a die"),
            ("roll 0 3", "`0` is not a die"),
            ("roll 3 04", "`04` is not a die"),
            ("roll 3 4 5", "`5`"),
            ("roll three 4", "`three` is not a die"),
        ] {
            let text = error(line);
            assert!(text.contains(says), "{line}: {text}");
        }
    }

    #[test]
    fn shooter_point_dice_and_takedown() {
        assert!(matches!(dice("shooter s1"), DiceEvent::Shooter { seat, reason: None } if seat.value == "s1"));
        for (w, r) in [
            ("seven-out", ShooterReason::SevenOut),
            ("refusal", ShooterReason::Refusal),
            ("barred", ShooterReason::Barred),
        ] {
            let line = format!("shooter s2 {w}");
            let DiceEvent::Shooter { reason: Some(got), .. } = dice(&line) else { panic!("{line}") };
            assert_eq!(got.value, r);
        }
        assert!(matches!(dice("point 6"), DiceEvent::Point { number: Some(n), .. } if n.value == 6));
        assert!(matches!(dice("point off"), DiceEvent::Point { number: None, .. }));
        for (w, r) in [
            ("shooter", DiceChange::Shooter),
            ("chief", DiceChange::Chief),
            ("lost-die", DiceChange::LostDie),
            ("new-set", DiceChange::NewSet),
        ] {
            let line = format!("dice {w}");
            let DiceEvent::Dice { reason } = dice(&line) else { panic!("{line}") };
            assert_eq!(reason.value, r);
        }
        let DiceEvent::TakeDown { seat, bet, amount } = dice("takedown s4 hard 8 5") else { panic!() };
        assert_eq!((seat.value, bet.kind.value), ("s4", "hard"));
        assert_eq!(bet.target.map(|t| t.value.as_slice().to_vec()), Some(vec![8]));
        assert_eq!(amount.value.0, 500);
        // The «tirada nula» is the wheel's `void`.
        let ev = parse_line("void on-chip", 1, 0).unwrap().unwrap();
        assert!(matches!(ev.kind, EventKind::Wheel(WheelEvent::Void { reason }) if reason.value == "on-chip"));
    }

    #[test]
    fn mistyped_words_get_a_did_you_mean() {
        for (line, says) in [
            ("rol 3 4", "did you mean `roll`"),
            ("shoter s1", "did you mean `shooter`"),
            ("takedonw s4 hard 8 5", "did you mean `takedown`"),
            ("shooter s2 sevenout", "did you mean `seven-out`"),
            ("shooter s2 refusl", "did you mean `refusal`"),
            ("point 32 35", "did you mean `points`"),
            ("dice lostdie", "did you mean `lost-die`"),
            ("dice chef", "did you mean `chief`"),
            ("point of", "did you mean `off`"),
            ("shooter", "needs the seat"),
            ("dice", "needs the reason"),
            ("point", "needs the point"),
            ("point 300", "300"),
            ("shooter s2 seven-out now", "`now`"),
            ("takedown s4", "bet"),
        ] {
            let text = error(line);
            assert!(text.contains(says), "{line}: {text}");
        }
    }
}

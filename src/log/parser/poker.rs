//! The poker family's lines: `call`, `fold`, `reveal`, `consent` and a bare `void` (see
//! [`crate::log::event::PokerEvent`]). The well-formed `call`, `fold`, `reveal` and `consent`
//! lines are read on the fast path ([`Line::fast_poker`]; a bare `void` by the wheel's, whose
//! keyword it shares): a round's decisions are a fifth of a simulated log's lines after its
//! `deal` lines, and the full parser cost each some 900 instructions.

use super::*;
use crate::log::event::PokerEvent;

/// The poker family's grammar (see [`FAMILY_GRAMMARS`]).
pub(super) const POKER_GRAMMAR: Grammar =
    Grammar { keywords: &PokerEvent::KEYWORDS, full: |line, keyword, rest| line.poker_event(keyword, rest) };

/// The poker family's lines the fast path reads (every one of [`PokerEvent::KEYWORDS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PokerKeyword {
    Call,
    Fold,
    Reveal,
    Consent,
}

impl PokerKeyword {
    #[inline(always)]
    pub(super) fn of(keyword: &[u8]) -> Option<PokerKeyword> {
        match keyword {
            b"call" => Some(PokerKeyword::Call),
            b"fold" => Some(PokerKeyword::Fold),
            b"reveal" => Some(PokerKeyword::Reveal),
            b"consent" => Some(PokerKeyword::Consent),
            _ => None,
        }
    }
}

impl<'a> Line<'a> {
    /// The fast path's reading of a poker line (see [`Line::fast`]): `call`, a box word (as a
    /// `deal` line's hand is read), a seat and an amount; `fold` and a box word; `reveal`
    /// alone; `consent`, a box number and a seat. Anything else goes to the full parser.
    #[inline(always)]
    pub(super) fn fast_poker(
        &self,
        k: PokerKeyword,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        // Each arm emits its own event, built in place (see `fast_black_jack`).
        match k {
            PokerKeyword::Reveal => emit!(self, head, fallback, i, EventKind::Poker(PokerEvent::Reveal)),
            PokerKeyword::Consent => {
                let i = need!(fallback, blanks1(i));
                let (i, t, n) = need!(fallback, fast_u16(i));
                let bx = self.sp(t, n);
                let i = need!(fallback, blanks1(i));
                let (i, seat) = need!(fallback, ended(ident(i)));
                let seat = self.word(self.ascii(seat));
                emit!(self, head, fallback, i, EventKind::Poker(PokerEvent::Consent { bx, seat }))
            }
            PokerKeyword::Call | PokerKeyword::Fold => {
                let i = need!(fallback, blanks1(i));
                let (i, hand) = need!(fallback, ended(kind_word(i)));
                let hand = self.word(self.ascii(hand));
                if k == PokerKeyword::Fold {
                    return emit!(self, head, fallback, i, EventKind::Poker(PokerEvent::Fold { hand }));
                }
                // Sin descarte's `call BOX SEAT AMOUNT` is read first, unchanged; where its shape
                // does not fit, the círculo's `call SEAT [AMOUNT] [allin]` (`call_is_circulo`).
                let Some(j) = blanks1(i) else {
                    let call = CirculoEvent::Call { seat: hand, amount: None, allin: None };
                    return emit!(self, head, fallback, i, EventKind::Circulo(call));
                };
                let (i, seat) = need!(fallback, ended(ident(j)));
                let Some(i) = blanks1(i) else { return self.fast_circulo_call(hand, j, head, fallback) };
                let Some((i, t, amount)) = fast_amount(i) else {
                    return self.fast_circulo_call(hand, j, head, fallback);
                };
                let seat = self.word(self.ascii(seat));
                let amount = self.sp(t, amount);
                emit!(self, head, fallback, i, EventKind::Poker(PokerEvent::Call { hand, seat, amount }))
            }
        }
    }

    /// The full parser of a line whose keyword is one of [`PokerEvent::KEYWORDS`].
    fn poker_event(&self, keyword: &'a str, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let (rest, event) = match keyword {
            "call" => {
                let (after, first) = next_token(rest);
                let (after, second) = next_token(after);
                let third = next_token(after).1;
                if first.is_none() {
                    return Err(Fail::stop(&rest[..0], t!("log-circ-call-needs-seat"), EXPECT_SEAT));
                }
                if call_is_circulo(second, third) {
                    return self.circulo_call(rest);
                }
                let (rest, hand) = self.poker_hand(keyword, rest)?;
                let (rest, seat) = required(rest, || t!("log-needs-seat", keyword = keyword), EXPECT_SEAT)?;
                check_ident(seat, WHAT_SEAT, EXPECT_SEAT)?;
                let (rest, t) = required(rest, || t!("log-needs-amount", keyword = keyword), EXPECT_AMOUNT)?;
                let amount = self.amount(t)?;
                after_amount(rest, keyword, t)?;
                (rest, PokerEvent::Call { hand, seat: self.word(seat), amount })
            }
            "fold" => {
                let (rest, hand) = self.poker_hand(keyword, rest)?;
                (rest, PokerEvent::Fold { hand })
            }
            "reveal" => (rest, PokerEvent::Reveal),
            _ => {
                let (rest, t) = required(rest, || t!("log-ps-consent-needs-box"), EXPECT_BJ_BOX)?;
                let n = whole(t, WHAT_BOX, u16::MAX.into(), EXPECT_BJ_BOX)?;
                let bx = self.sp(t, u16::try_from(n).unwrap_or(u16::MAX));
                let (rest, seat) = required(rest, || t!("log-needs-seat", keyword = keyword), EXPECT_SEAT)?;
                check_ident(seat, WHAT_SEAT, EXPECT_SEAT)?;
                (rest, PokerEvent::Consent { bx, seat: self.word(seat) })
            }
        };
        Ok((rest, EventKind::Poker(event)))
    }

    /// ` <hand>`: a box of the round (`m3`).
    fn poker_hand(&self, keyword: &str, i: &'a str) -> PResult<'a, Word<'a>> {
        let (rest, hand) = required(i, || t!("log-ps-needs-box", keyword = keyword), EXPECT_PS_HAND)?;
        check_word(hand, WHAT_HAND, EXPECT_PS_HAND, false)?;
        Ok((rest, self.word(hand)))
    }
}

const EXPECT_PS_HAND: &str = "log-ps-expect-box";

#[cfg(test)]
mod tests {
    use crate::log::event::{EventKind, PokerEvent, WheelEvent};
    use crate::log::parser::parse_line;

    fn kind(text: &str) -> EventKind<'_> {
        match parse_line(text, 1, 0) {
            Ok(Some(ev)) => ev.kind,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn decisions() {
        assert!(matches!(kind("call m1 p1 20"), EventKind::Poker(PokerEvent::Call { hand, seat, amount })
            if hand.value == "m1" && seat.value == "p1" && amount.value.minor() == 2000));
        assert!(matches!(kind("fold m3"), EventKind::Poker(PokerEvent::Fold { hand }) if hand.value == "m3"));
        assert!(matches!(kind("reveal"), EventKind::Poker(PokerEvent::Reveal)));
        assert!(matches!(kind("consent 1 p2"), EventKind::Poker(PokerEvent::Consent { bx, seat })
            if bx.value == 1 && seat.value == "p2"));
    }

    #[test]
    fn void_with_and_without_reason() {
        assert!(matches!(kind("void"), EventKind::Poker(PokerEvent::Void)));
        assert!(matches!(kind("void  # misdeal"), EventKind::Poker(PokerEvent::Void)));
        assert!(matches!(kind("void ball-out"), EventKind::Wheel(WheelEvent::Void { .. })));
    }

    #[test]
    fn wrong_lines() {
        // `call m1` is a círculo's call (`call SEAT`): the parser reads the shape, the game
        // judges it.
        for text in ["call m1 p1", "fold", "consent p2", "consent 1", "reveal now", "call m1 p1 20 x"] {
            assert!(parse_line(text, 1, 0).is_err(), "{text}");
        }
    }

    #[test]
    fn spanish_words_suggest_the_keyword() {
        for (word, keyword) in [("voy", "call"), ("ir", "call"), ("paso", "fold"), ("pasar", "fold")] {
            let text = format!("{word} m1");
            let err = parse_line(&text, 1, 0).expect_err(word);
            let shown = err.message.render(crate::i18n::Locale::machine(crate::i18n::Lang::En));
            assert!(shown.contains(&format!("`{keyword}`")), "{word}: {shown}");
        }
    }
}

//! The poker family's lines: `call`, `fold`, `reveal`, `consent` and a bare `void` (see
//! [`crate::log::event::PokerEvent`]). Read by the full parser only: a round has one decision
//! per bettor and a reveal, a few lines among its dozens of `deal` lines, which the shoe's
//! fast path reads.

use super::*;
use crate::log::event::PokerEvent;

/// The poker family's grammar (see [`FAMILY_GRAMMARS`]).
pub(super) const POKER_GRAMMAR: Grammar =
    Grammar { keywords: &PokerEvent::KEYWORDS, full: |line, keyword, rest| line.poker_event(keyword, rest) };

impl<'a> Line<'a> {
    /// The full parser of a line whose keyword is one of [`PokerEvent::KEYWORDS`].
    fn poker_event(&self, keyword: &'a str, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let (rest, event) = match keyword {
            "call" => {
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
        for text in ["call m1", "call m1 p1", "fold", "consent p2", "consent 1", "reveal now", "call m1 p1 20 x"] {
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

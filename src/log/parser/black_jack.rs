//! Black Jack's lines: a player's decisions on a hand — `hit`, `stand`, `double`, `split` —
//! 2003's `evenmoney` and `vacant` (a box nobody sits in front of) (see [`crate::log::event::BlackJackEvent`]). The cards are the shoe's
//! `deal` lines and the insurance the common `insure` line.

use super::*;

/// Black Jack's grammar (see [`FAMILY_GRAMMARS`]).
pub(super) const BLACK_JACK_GRAMMAR: Grammar =
    Grammar { keywords: &BlackJackEvent::KEYWORDS, full: |line, keyword, rest| line.black_jack_event(keyword, rest) };

/// Black Jack's lines the fast path reads: `hit` and `stand`, a sixth of a log (one or more
/// per hand), and `double` and `split` (one line in sixty, each some 600 instructions on the
/// full parser); `vacant` too, which the poker tables write about once in three rounds;
/// `evenmoney` goes to the full parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BlackJackKeyword {
    Hit,
    Stand,
    Double,
    Split,
    Vacant,
}

impl BlackJackKeyword {
    #[inline(always)]
    pub(super) fn of(keyword: &[u8]) -> Option<BlackJackKeyword> {
        match keyword {
            b"hit" => Some(BlackJackKeyword::Hit),
            b"stand" => Some(BlackJackKeyword::Stand),
            b"double" => Some(BlackJackKeyword::Double),
            b"split" => Some(BlackJackKeyword::Split),
            b"vacant" => Some(BlackJackKeyword::Vacant),
            _ => None,
        }
    }
}

impl<'a> Line<'a> {
    /// The fast path's reading of a Black Jack line (see [`Line::fast`]): `hit` or `stand` and
    /// a hand word (as a `deal` line's hand is read), `double` or `split` and a hand word, a
    /// seat and an amount, `vacant` and a box number; anything else goes to the full parser.
    #[inline(always)]
    pub(super) fn fast_black_jack(
        &self,
        k: BlackJackKeyword,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let i = need!(fallback, blanks1(i));
        // `vacant <box>`: a number, where the decisions have a hand word.
        if k == BlackJackKeyword::Vacant {
            let (i, t, n) = need!(fallback, fast_u16(i));
            let bx = self.sp(t, n);
            return emit!(self, head, fallback, i, EventKind::BlackJack(BlackJackEvent::Vacant { bx }));
        }
        let (i, hand) = need!(fallback, ended(kind_word(i)));
        let hand = self.word(self.ascii(hand));
        // Each arm emits its own event: an event built first and emitted once was copied whole,
        // as large as the largest decision (`evenmoney`'s), for a `hit` or a `stand`.
        match k {
            BlackJackKeyword::Hit => emit!(self, head, fallback, i, EventKind::BlackJack(BlackJackEvent::Hit { hand })),
            BlackJackKeyword::Stand => {
                emit!(self, head, fallback, i, EventKind::BlackJack(BlackJackEvent::Stand { hand }))
            }
            BlackJackKeyword::Double | BlackJackKeyword::Split | BlackJackKeyword::Vacant => {
                let i = need!(fallback, blanks1(i));
                let (i, seat) = need!(fallback, ended(ident(i)));
                let seat = self.word(self.ascii(seat));
                let i = need!(fallback, blanks1(i));
                let (i, t, amount) = need!(fallback, fast_amount(i));
                let amount = self.sp(t, amount);
                // (`vacant` was read above.)
                if k == BlackJackKeyword::Double {
                    emit!(self, head, fallback, i, EventKind::BlackJack(BlackJackEvent::Double { hand, seat, amount }))
                } else {
                    emit!(self, head, fallback, i, EventKind::BlackJack(BlackJackEvent::Split { hand, seat, amount }))
                }
            }
        }
    }

    /// The full parser of a line whose keyword is one of [`BlackJackEvent::KEYWORDS`].
    fn black_jack_event(&self, keyword: &'a str, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let (rest, event) = match keyword {
            "hit" | "stand" => {
                let (rest, hand) = self.bj_hand(keyword, rest)?;
                let event =
                    if keyword == "hit" { BlackJackEvent::Hit { hand } } else { BlackJackEvent::Stand { hand } };
                (rest, event)
            }
            "double" | "split" => {
                let (rest, hand) = self.bj_hand(keyword, rest)?;
                let (rest, seat) = required(rest, || t!("log-needs-seat", keyword = keyword), EXPECT_SEAT)?;
                check_ident(seat, WHAT_SEAT, EXPECT_SEAT)?;
                let (rest, t) = required(rest, || t!("log-needs-amount", keyword = keyword), EXPECT_AMOUNT)?;
                let amount = self.amount(t)?;
                after_amount(rest, keyword, t)?;
                let seat = self.word(seat);
                let event = if keyword == "double" {
                    BlackJackEvent::Double { hand, seat, amount }
                } else {
                    BlackJackEvent::Split { hand, seat, amount }
                };
                (rest, event)
            }
            "vacant" => {
                let (rest, t) = required(rest, || t!("log-bj-vacant-needs-box"), EXPECT_BJ_BOX)?;
                let n = whole(t, WHAT_BOX, u16::MAX.into(), EXPECT_BJ_BOX)?;
                let bx = self.sp(t, u16::try_from(n).unwrap_or(u16::MAX));
                (rest, BlackJackEvent::Vacant { bx })
            }
            _ => {
                let (rest, (seat, bet)) = self.even_money(rest)?;
                (rest, BlackJackEvent::EvenMoney { seat, bet })
            }
        };
        Ok((rest, EventKind::BlackJack(event)))
    }

    /// ` <hand>`: a hand of the round (`m3`, `m3-1`, `crupier`).
    fn bj_hand(&self, keyword: &str, i: &'a str) -> PResult<'a, Word<'a>> {
        let (rest, hand) = required(i, || t!("log-bj-needs-hand", keyword = keyword), EXPECT_BJ_HAND)?;
        check_word(hand, WHAT_HAND, EXPECT_BJ_HAND, false)?;
        Ok((rest, self.word(hand)))
    }

    /// `evenmoney <seat> <betref>`: the seat and the bet (a kind and its numbers; no amount —
    /// the payment follows as a `pay` line).
    fn even_money(&self, i: &'a str) -> PResult<'a, (Word<'a>, BetRef<'a>)> {
        let (i, seat) = required(i, || t!("log-needs-seat", keyword = "evenmoney"), EXPECT_SEAT)?;
        check_ident(seat, WHAT_SEAT, EXPECT_SEAT)?;
        let mut toks: [&'a str; 3] = [""; 3];
        let mut n = 0usize;
        let mut rest = i;
        while let (r, Some(t)) = next_token(rest) {
            if n == toks.len() {
                break;
            }
            toks[n] = t;
            n += 1;
            rest = r;
        }
        if n == 0 {
            return Err(Fail::stop(&i[..0], t!("log-bj-evenmoney-needs-bet"), EXPECT_BET));
        }
        match self.bet_ref(&toks[..n]) {
            Ok(bet) => Ok((rest, (self.word(seat), bet))),
            Err(RefError::Stop(stop)) => Err(stop),
            Err(RefError::Extra(k)) => {
                let extra = toks.get(k).copied().unwrap_or(rest);
                Err(Fail::stop(
                    extra,
                    t!("log-unexpected-after-event", token = shown(extra), keyword = "evenmoney"),
                    EXPECT_END,
                ))
            }
        }
    }
}

//! The fast path at a círculo table ([`super::super::parse_line_circulo`]): the keyword found
//! among the círculo log's own (its betting actions, stacks, deals, the showdown, the antes and
//! the pot's payments) by its first four bytes, and each line read as the French fast path
//! reads it ([`Line::fast`]), so that both give the same event. Any other line, or one this
//! path declines, goes to the full parser.
//!
//! The checker reads a círculo table's body with a loop of its own: this path is compiled into
//! that loop only, so the other games' loop is not shaped by it, and a círculo line does not
//! try the other games' keywords first.

use super::*;
use crate::log::card::{Rank, Suit};

/// A four-byte keyword prefix as a little-endian word.
const fn w4(s: &[u8; 4]) -> u32 {
    u32::from_le_bytes(*s)
}

const BET: u32 = w4(b"bet ");
const PAY: u32 = w4(b"pay ");
const CUT: u32 = w4(b"cut ");
const DEAL: u32 = w4(b"deal");
const CALL: u32 = w4(b"call");
const FOLD: u32 = w4(b"fold");
const SHOW: u32 = w4(b"show");
const MANO: u32 = w4(b"mano");
const REST: u32 = w4(b"rest");
const MUCK: u32 = w4(b"muck");
const CHEC: u32 = w4(b"chec");
const STAC: u32 = w4(b"stac");
const RAIS: u32 = w4(b"rais");
const REBU: u32 = w4(b"rebu");
const ROUN: u32 = w4(b"roun");
const RETU: u32 = w4(b"retu");
const CAGN: u32 = w4(b"cagn");
const COLL: u32 = w4(b"coll");

impl<'a> Line<'a> {
    /// [`Line::fast`] at a círculo table.
    #[inline(always)]
    pub(in crate::log::parser) fn fast_circulo_table(
        &self,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let line = self.text.as_bytes();
        let first = match line {
            [b, ..] if !is(*b, BLANK) => line,
            [b' ', b' ', b, ..] if !is(*b, BLANK) => line.get(2..).unwrap_or_default(),
            _ => blanks(line),
        };
        if matches!(first.first(), None | Some(b'#')) {
            return Ok(None);
        }
        if first.first().is_some_and(u8::is_ascii_digit) {
            return self.fast_circulo_timed(first, fallback);
        }
        self.fast_circulo_event(first, Head { first, time: None }, fallback)
    }

    /// [`Line::fast_circulo_table`] on a line that starts with a timestamp, as
    /// [`Line::fast`]'s own reads it; out of line.
    #[inline(never)]
    fn fast_circulo_timed(
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
        self.fast_circulo_event(i, Head { first, time: Some(time) }, fallback)
    }

    /// The event of a círculo table's line from its keyword on (`i`). The keyword is its first
    /// four bytes and, for the longer ones, the bytes after them, always with the space that
    /// follows it (a tab or a longer run of blanks goes to the full parser).
    #[inline(always)]
    fn fast_circulo_event(
        &self,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        // Whatever this path declines, the full parser reads: the other lines of a círculo log
        // are a few a session (`session`, `void`), and a second copy of the French fast path
        // here shaped the French tables' loop (Black Jack +0.16 instructions a byte).
        let other = fallback;
        let Some(four) = i.first_chunk::<4>() else { return other() };
        let next = |tail: &[u8]| i.get(4..4 + tail.len()) == Some(tail);
        let (n, k) = match u32::from_le_bytes(*four) {
            BET => (3, Keyword::Bet),
            PAY => (3, Keyword::Settle(SettleAction::Pay)),
            CUT => (3, Keyword::Circulo(CirculoKeyword::Cut)),
            DEAL if next(b" ") => return self.fast_circulo_deal(&i[4..], head, other),
            CALL if next(b" ") => (4, Keyword::Poker(PokerKeyword::Call)),
            FOLD if next(b" ") => (4, Keyword::Poker(PokerKeyword::Fold)),
            SHOW if next(b" ") => (4, Keyword::Circulo(CirculoKeyword::Show)),
            MANO if next(b" ") => (4, Keyword::Circulo(CirculoKeyword::Mano)),
            REST if next(b" ") => (4, Keyword::Circulo(CirculoKeyword::Rest)),
            MUCK if next(b" ") => (4, Keyword::Circulo(CirculoKeyword::Muck)),
            CHEC if next(b"k ") => (5, Keyword::Circulo(CirculoKeyword::Check)),
            STAC if next(b"k ") => (5, Keyword::Circulo(CirculoKeyword::Stack)),
            RAIS if next(b"e ") => (5, Keyword::Circulo(CirculoKeyword::Raise)),
            REBU if next(b"y ") => (5, Keyword::Circulo(CirculoKeyword::Rebuy)),
            ROUN if next(b"d ") => (5, Keyword::Round),
            RETU if next(b"rn ") => (6, Keyword::Settle(SettleAction::Return)),
            CAGN if next(b"otte ") => (8, Keyword::Baccarat(BaccaratKeyword::Cagnotte)),
            COLL if next(b"ect ") => (7, Keyword::Settle(SettleAction::Collect)),
            _ => return other(),
        };
        // In bounds: the keyword and its space were compared.
        let (keyword, i) = i.split_at(n);
        match k {
            Keyword::Circulo(k) => self.fast_circulo(k, i, head, other),
            Keyword::Poker(k) => self.fast_poker(k, i, head, other),
            Keyword::Bet => {
                let (i, seat, bet, amount) = need!(other, self.fast_stake::<Amount>(i));
                emit!(self, head, other, i, EventKind::Bet { seat, bet, amount })
            }
            Keyword::Settle(action) => {
                let action = self.sp(keyword, action);
                let (i, seat, bet, amount) = need!(other, self.fast_stake::<Amount>(i));
                emit!(self, head, other, i, EventKind::Settle { action, seat, bet, amount })
            }
            Keyword::Round => {
                let (i, digits, n) = need!(other, fast_unsigned(need!(other, blanks1(i))));
                let number = self.sp(digits, n);
                emit!(self, head, other, i, EventKind::Round { number })
            }
            Keyword::Baccarat(k) => self.fast_baccarat(k, i, head, other),
            _ => other(),
        }
    }

    /// A `deal` line after its keyword (`i`): the hand, then one card (the shoe's deal, as
    /// [`Line::fast_shoe`] reads it) or several (the círculo's, as [`Line::fast_deal_run`]
    /// reads them), in one pass over the cards, and the side they lie on.
    #[inline(always)]
    fn fast_circulo_deal(
        &self,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let i = need!(fallback, blanks1(i));
        let (i, hand) = need!(fallback, ended(kind_word(i)));
        let hand = self.word(self.ascii(hand));
        // The cards: each two bytes (`??` too), then a separator or the line's end.
        let mut end = i;
        let mut count = 0usize;
        let mut one: Option<(&'a [u8; 2], CardSeen)> = None;
        while let Some(j) = blanks1(end) {
            let Some((t, rest)) = j.split_first_chunk::<2>() else { break };
            if rest.first().is_some_and(|&b| !is_separator(b)) {
                break;
            }
            let card = match *t {
                [b'?', b'?'] => None,
                [r, s] => match (Rank::from_char(r), Suit::from_char(s)) {
                    (Some(rank), Some(suit)) => Some(Card { rank, suit }),
                    _ => break,
                },
            };
            if count == CardRun::MAX {
                return fallback();
            }
            if count == 0 {
                one = Some((t, card));
            }
            count += 1;
            end = rest;
        }
        let (t, card) = need!(fallback, one);
        // The side, if a token follows the cards: `up` or `down`, or the line is not a deal.
        let (i, face) = match blanks1(end).and_then(|j| ended(any_token(j))) {
            Some((rest, f @ b"up")) => (rest, Some(self.sp(f, Face::Up))),
            Some((rest, f @ b"down")) => (rest, Some(self.sp(f, Face::Down))),
            Some(_) => return fallback(),
            None => (end, None),
        };
        if count == 1 {
            let card = self.sp(t, card);
            return emit!(self, head, fallback, i, EventKind::Shoe(ShoeEvent::Deal { hand, card, face }));
        }
        // From the first card to the end of the last: ASCII (cards and the blanks between them).
        let start = self.index(t);
        let text = self.ascii(need!(fallback, self.text.as_bytes().get(start..self.index(end))));
        // At most `CardRun::MAX` (7): fits a byte.
        let cards = CardRun { text: self.word(text), count: count as u8 };
        emit!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Deal { hand, cards, face }))
    }
}

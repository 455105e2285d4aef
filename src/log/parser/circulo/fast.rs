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
use crate::log::event::PokerEvent;

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

/// The círculo's two bet kinds, compared as words.
const ANTE: u32 = w4(b"ante");
const BOTE: u32 = w4(b"bote");

/// The slot of a keyword's four bytes among 32 (their product with [`SLOT_FACTOR`], top five
/// bits): the eighteen keywords above fall in eighteen different slots, so that one jump
/// finds the only keyword a line can start with, which is then compared (a search among the
/// eighteen words took some five comparisons a line). Checked at compile time below.
const fn slot(w: u32) -> u32 {
    w.wrapping_mul(SLOT_FACTOR) >> 27
}

/// Found by trying odd factors until the eighteen slots differed, the first (0) among them: the
/// jump's table then starts at slot 0, and the slot is not shifted to the table's first.
const SLOT_FACTOR: u32 = 0xc76c_6515;

const S_MANO: u32 = slot(MANO);
const S_REBU: u32 = slot(REBU);
const S_CAGN: u32 = slot(CAGN);
const S_COLL: u32 = slot(COLL);
const S_CALL: u32 = slot(CALL);
const S_DEAL: u32 = slot(DEAL);
const S_RAIS: u32 = slot(RAIS);
const S_PAY: u32 = slot(PAY);
const S_ROUN: u32 = slot(ROUN);
const S_REST: u32 = slot(REST);
const S_MUCK: u32 = slot(MUCK);
const S_RETU: u32 = slot(RETU);
const S_FOLD: u32 = slot(FOLD);
const S_BET: u32 = slot(BET);
const S_CUT: u32 = slot(CUT);
const S_SHOW: u32 = slot(SHOW);
const S_STAC: u32 = slot(STAC);
const S_CHEC: u32 = slot(CHEC);

// Each keyword in a slot of its own (else a keyword would be shadowed by another's arm).
const _: () = {
    let slots = [
        S_MANO, S_REBU, S_CAGN, S_COLL, S_CALL, S_DEAL, S_RAIS, S_PAY, S_ROUN, S_REST, S_MUCK, S_RETU, S_FOLD, S_BET,
        S_CUT, S_SHOW, S_STAC, S_CHEC,
    ];
    let mut a = 0;
    while a < slots.len() {
        let mut b = a + 1;
        while b < slots.len() {
            assert!(slots[a] != slots[b]);
            b += 1;
        }
        a += 1;
    }
};

impl<'a> Line<'a> {
    /// [`Line::fast`] at a círculo table. By value: the line's text, number and offset stay
    /// in registers, where a line borrowed by the fallback was written to memory for every
    /// line read. The full parser, the fallback, is given the line's parts (`full_line`) and
    /// builds a line of its own: a fallback made by the caller was passed whole to the timed
    /// lines' reader, and stored for every line.
    #[inline(always)]
    pub(in crate::log::parser) fn fast_circulo_table(self) -> Result<Option<Event<'a>>, ParseError> {
        let Line { text, no, offset } = self;
        let fallback = move || full_line(text, no, offset);
        let line = self.text.as_bytes();
        // Nearly every line starts with its keyword: a lower-case letter is neither a blank,
        // nor a comment's `#`, nor a timestamp's digit, so one test leads to the keyword (the
        // three tests after it cost some ten instructions a line).
        // (Its first four bytes asked for here, as the keyword's dispatch asks for them: a
        // shorter line goes the other way, to the same full parser.)
        let first = if let Some([b, ..]) = line.first_chunk::<4>()
            && b.is_ascii_lowercase()
        {
            line
        } else {
            let first = match line {
                [b, ..] if !is(*b, BLANK) => line,
                [b' ', b' ', b, ..] if !is(*b, BLANK) => line.get(2..).unwrap_or_default(),
                _ => blanks(line),
            };
            if matches!(first.first(), None | Some(b'#')) {
                return Ok(None);
            }
            if first.first().is_some_and(u8::is_ascii_digit) {
                return self.fast_circulo_timed(first);
            }
            first
        };
        self.fast_circulo_event(first, Head { first, time: None }, fallback)
    }

    /// [`Line::fast_circulo_table`] on a line that starts with a timestamp, as
    /// [`Line::fast`]'s own reads it; out of line (the line by value, as above).
    #[inline(never)]
    fn fast_circulo_timed(self, first: &'a [u8]) -> Result<Option<Event<'a>>, ParseError> {
        let Line { text, no, offset } = self;
        let fallback = move || full_line(text, no, offset);
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
    /// follows it (a tab or a longer run of blanks goes to the full parser). Each keyword's
    /// arm reads its line with the keyword a constant, so that the family's reader is inlined
    /// for it alone (a second dispatch on the keyword cost some five instructions a line).
    /// Nothing here hands the event's head to a call: it stays in registers, and an event's
    /// time is written as the constant it is on an untimed line (a head passed to a call was
    /// kept in memory, and its time copied whole into every event).
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
        // After the keyword (`n` bytes, compared above, so in bounds) and the keyword itself.
        let after = |n: usize| i.get(n..).unwrap_or_default();
        let keyword = |n: usize| i.get(..n).unwrap_or_default();
        // The keyword's slot, then its bytes: each arm compares the one keyword of its slot.
        let w = u32::from_le_bytes(*four);
        match slot(w) {
            S_BET if w == BET => self.fast_circulo_bet(after(3), head, other),
            S_PAY if w == PAY => self.fast_circulo_settle(keyword(3), SettleAction::Pay, after(3), head, other),
            S_CUT if w == CUT => self.fast_circulo::<true>(CirculoKeyword::Cut, after(3), head, other),
            S_DEAL if w == DEAL && next(b" ") => self.fast_circulo_deal(after(4), head, other),
            S_CALL if w == CALL && next(b" ") => self.fast_circulo_call_fold::<true>(after(4), head, other),
            S_FOLD if w == FOLD && next(b" ") => self.fast_circulo_call_fold::<false>(after(4), head, other),
            S_SHOW if w == SHOW && next(b" ") => self.fast_circulo::<true>(CirculoKeyword::Show, after(4), head, other),
            S_MANO if w == MANO && next(b" ") => self.fast_circulo::<true>(CirculoKeyword::Mano, after(4), head, other),
            S_REST if w == REST && next(b" ") => self.fast_circulo::<true>(CirculoKeyword::Rest, after(4), head, other),
            S_MUCK if w == MUCK && next(b" ") => self.fast_circulo::<true>(CirculoKeyword::Muck, after(4), head, other),
            S_CHEC if w == CHEC && next(b"k ") => {
                self.fast_circulo::<true>(CirculoKeyword::Check, after(5), head, other)
            }
            S_STAC if w == STAC && next(b"k ") => {
                self.fast_circulo::<true>(CirculoKeyword::Stack, after(5), head, other)
            }
            S_RAIS if w == RAIS && next(b"e ") => {
                self.fast_circulo::<true>(CirculoKeyword::Raise, after(5), head, other)
            }
            S_REBU if w == REBU && next(b"y ") => {
                self.fast_circulo::<true>(CirculoKeyword::Rebuy, after(5), head, other)
            }
            S_ROUN if w == ROUN && next(b"d ") => {
                let (i, digits, n) = need!(other, fast_unsigned(need!(other, blanks1(after(5)))));
                let number = self.sp(digits, n);
                emit_c!(self, head, other, i, EventKind::Round { number })
            }
            S_RETU if w == RETU && next(b"rn ") => {
                self.fast_circulo_settle(keyword(6), SettleAction::Return, after(6), head, other)
            }
            S_CAGN if w == CAGN && next(b"otte ") => {
                // The house's take as the círculo writes it, an amount that ends the line
                // (`cagnotte 0.40`): `fast_baccarat` reads it alike (no seat after it).
                if let Some((rest, t, a)) = fast_end_amount(after(9))
                    && rest.is_empty()
                {
                    let amount = self.sp(t, a);
                    let cagnotte = BaccaratEvent::Cagnotte { amount, seat: None };
                    return emit_c!(self, head, other, rest, EventKind::Baccarat(cagnotte));
                }
                self.fast_baccarat(BaccaratKeyword::Cagnotte, after(8), head, other)
            }
            S_COLL if w == COLL && next(b"ect ") => {
                self.fast_circulo_settle(keyword(7), SettleAction::Collect, after(7), head, other)
            }
            _ => other(),
        }
    }

    /// A `bet` line after its keyword (`i`): the círculo's forced bets (`bet s1 ante 1.00`).
    #[inline(always)]
    fn fast_circulo_bet(
        &self,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let (i, seat, bet, amount) = need!(fallback, self.fast_circulo_stake(i));
        // A bet without a target (the antes) emitted apart, its target the constant `None`:
        // where both shapes met, the event was given a target's forty bytes whatever they held.
        if bet.target.is_none() {
            let bet = BetRef { target: None, ..bet };
            return emit_c!(self, head, fallback, i, EventKind::Bet { seat, bet, amount });
        }
        emit_c!(self, head, fallback, i, EventKind::Bet { seat, bet, amount })
    }

    /// A settlement (`pay`, `return`, `collect`) after its keyword (`i`).
    #[inline(always)]
    fn fast_circulo_settle(
        &self,
        keyword: &'a [u8],
        action: SettleAction,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let action = self.sp(keyword, action);
        let (i, seat, bet, amount) = need!(fallback, self.fast_circulo_stake(i));
        emit_c!(self, head, fallback, i, EventKind::Settle { action, seat, bet, amount })
    }

    /// A stake's seat, bet and amount at a círculo table (`s1 ante 1.00`, `s1 bote 1 7.00`),
    /// as [`Line::fast_stake`] reads them: an amount that ends the event, or one number (the
    /// pot's) and then the amount. Anything else (a bet in prisión, several numbers: none of
    /// the círculo's) is `None`, for the full parser. `fast_stake` tried the numbers first on
    /// every line and built the bet's target (six words) whether or not it had one: on a
    /// `bet … ante` line, some 200 instructions.
    ///
    /// The same reading: where an amount ends the event, `fast_stake`'s numbers (the same
    /// token) are followed by no amount, so it too reads the token as the amount.
    #[inline(always)]
    fn fast_circulo_stake(&self, i: &'a [u8]) -> Option<(&'a [u8], Word<'a>, BetRef<'a>, Sp<Amount>)> {
        let (i, seat) = seat_token(blanks1(i)?)?;
        let seat = self.word(self.ascii(seat));
        let first = blanks1(i)?;
        // The círculo's two kinds (`ante`, the pot's `bote`) compared whole with the space
        // after them, without the word's scan: `ended(kind_word(first))` reads them alike.
        let (after_kind, kind) = match first.split_first_chunk::<4>() {
            Some((kind, after)) if matches!(u32::from_le_bytes(*kind), ANTE | BOTE) && after.first() == Some(&b' ') => {
                (after, &kind[..])
            }
            _ => {
                let (after_kind, kind) = ended(kind_word(first))?;
                if kind == b"prison" {
                    return None;
                }
                (after_kind, kind)
            }
        };
        let kind = self.word(self.ascii(kind));
        let j = blanks1(after_kind)?;
        // A pot's number then its amount (`bote 1 7.00`): the number is not tried as the
        // amount first (read as one, it would not end the event: a digit follows its space).
        let numbered = matches!(*j, [d, b' ', e, ..] if d.is_ascii_digit() && e.is_ascii_digit());
        if !numbered
            && let Some((rest, t, value)) = fast_end_amount(j)
            && at_end(rest)
        {
            let bet = BetRef { prison: false, kind, target: None, loc: self.span(first, after_kind) };
            return Some((rest, seat, bet, self.sp(t, value)));
        }
        // One number, as `fast_numbers` reads it, then the amount.
        let (end, v) = u16_digits(j, 0)?;
        if end == 0 || j.get(end).is_some_and(|&b| !is_separator(b)) {
            return None;
        }
        let (token, i) = j.split_at_checked(end)?;
        let (rest, t, value) = blanks1(i).and_then(fast_end_amount)?;
        let bet =
            BetRef { prison: false, kind, target: Some(self.sp(token, Numbers::one(v))), loc: self.span(first, i) };
        Some((rest, seat, bet, self.sp(t, value)))
    }

    /// A `call` (`CALL`) or `fold` line after its keyword (`i`), as [`Line::fast_poker`] reads
    /// it: sin descarte's `call BOX SEAT AMOUNT` first, then the círculo's `call SEAT [AMOUNT]
    /// [allin]`, whose rare tail is read out of line ([`circulo_call_tail`]) and emitted here.
    #[inline(always)]
    fn fast_circulo_call_fold<const CALL: bool>(
        &self,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let i = need!(fallback, blanks1(i));
        let (i, hand) = need!(fallback, hand_token(i));
        let hand = self.word(self.ascii(hand));
        if !CALL {
            return emit_c!(self, head, fallback, i, EventKind::Poker(PokerEvent::Fold { hand }));
        }
        let Some(j) = blanks1(i) else {
            let call = CirculoEvent::Call { seat: hand, amount: None, allin: None };
            return emit_c!(self, head, fallback, i, EventKind::Circulo(call));
        };
        let (i, seat) = need!(fallback, seat_token(j));
        if let Some((i, t, amount)) = blanks1(i).and_then(fast_end_amount) {
            let seat = self.word(self.ascii(seat));
            let amount = self.sp(t, amount);
            return emit_c!(self, head, fallback, i, EventKind::Poker(PokerEvent::Call { hand, seat, amount }));
        }
        let (i, amount, allin) = need!(fallback, circulo_call_tail(j));
        let amount = amount.map(|(t, a)| self.sp(t, a));
        let allin = allin.map(|t| self.loc(t));
        emit_c!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Call { seat: hand, amount, allin }))
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
        // The board's card as the sintéticos write it, a card a line (`deal mesa Kd up`),
        // compared whole: the hand's scan and the cards' loop below read it alike (the hand
        // `mesa`, one card or `??`, face up, the line's end), at some hundred instructions.
        // (The words around the card compared as two words, eight bytes then three.)
        if let Some((head8, b" up")) = i.split_first_chunk::<8>()
            && u64::from_le_bytes(*head8) & 0x0000_ffff_ffff_ffff == u64::from_le_bytes(*b" mesa \0\0")
            && let [.., r, s] = *head8
            && seen_or_unseen(r, s)
        {
            let hand = self.word(self.ascii(i.get(1..5).unwrap_or_default()));
            let seen = Rank::from_char(r).zip(Suit::from_char(s)).map(|(rank, suit)| Card { rank, suit });
            let card = self.sp(i.get(6..8).unwrap_or_default(), seen);
            let face = Some(self.sp(i.get(9..11).unwrap_or_default(), Face::Up));
            let end = i.get(11..).unwrap_or_default();
            return emit_c!(self, head, fallback, end, EventKind::Shoe(ShoeEvent::Deal { hand, card, face }));
        }
        let i = need!(fallback, blanks1(i));
        let (i, hand) = need!(fallback, hand_token(i));
        let hand = self.word(self.ascii(hand));
        // The commonest deal, two hole cards that end the line (`deal s1 Jh 8c`), without the
        // loop below (which reads it alike: its run, two cards, no side).
        if let [b' ', r1, s1, b' ', r2, s2] = *i
            && seen_or_unseen(r1, s1)
            && seen_or_unseen(r2, s2)
        {
            let text = self.ascii(i.get(1..).unwrap_or_default());
            let cards = CardRun { text: self.word(text), count: 2 };
            let end = i.get(6..).unwrap_or_default();
            return emit_c!(
                self,
                head,
                fallback,
                end,
                EventKind::Circulo(CirculoEvent::Deal { hand, cards, face: None })
            );
        }
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
            return emit_c!(self, head, fallback, i, EventKind::Shoe(ShoeEvent::Deal { hand, card, face }));
        }
        // From the first card to the end of the last: ASCII (cards and the blanks between them).
        let start = self.index(t);
        let text = self.ascii(need!(fallback, self.text.as_bytes().get(start..self.index(end))));
        // At most `CardRun::MAX` (7): fits a byte.
        let cards = CardRun { text: self.word(text), count: count as u8 };
        emit_c!(self, head, fallback, i, EventKind::Circulo(CirculoEvent::Deal { hand, cards, face }))
    }
}

/// A card as the deal's loop takes it: a rank and a suit, or `??` (a card not seen).
#[inline(always)]
fn seen_or_unseen(r: u8, s: u8) -> bool {
    // A seen card first: nearly every card of a log.
    (Rank::from_char(r).is_some() && Suit::from_char(s).is_some()) || (r == b'?' && s == b'?')
}

//! The círculo family's own events (póquer de círculo and sintético, issue 32): players betting
//! against each other, the pot and the house's take. The design is `docs/design/poquer-circulo.md`
//! §A; each line maps one to one onto an action of the Poker Hand History format (PHH).
//!
//! Shared with other families, read by the círculo engine in its own sense: `fold SEAT` is the
//! poker family's [`super::PokerEvent::Fold`] (its `hand` word is the seat), a bare `void` is
//! [`super::PokerEvent::Void`], a single-card `deal SEAT Ac` is the shoe's
//! [`super::ShoeEvent::Deal`], `bet SEAT ante 5`, `pay SEAT bote 1 118` and `return SEAT apuesta
//! 15` are the common stake and settlement lines, and `cagnotte AMOUNT [SEAT]` is chemin de
//! fer's line (see [`super::BaccaratEvent`]).
//!
//! The events live beside the other families' in `src/log/event/` (and their grammar in
//! `src/log/parser/circulo.rs`) because the parser's token grammars are private to it.

use crate::log::card::{Card, CardSeen, Face, Rank, Suit};
use crate::log::event::{Loc, Sp, Word};
use crate::money::Amount;

/// Two or more cards written on one line, separated by blanks (`Ac Kd`, `Jc 3d 5c`): kept as
/// the text the parser validated, so the event stays small and `Copy` (an inline array of
/// located cards would grow every event of every game); [`CardRun::iter`] reads them again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardRun<'a> {
    /// From the first card to the last, blanks between them included.
    pub text: Word<'a>,
    /// How many cards (the parser counted them: at most [`CardRun::MAX`]).
    pub count: u8,
}

impl<'a> CardRun<'a> {
    /// The most cards one line names: a showdown of seven (the five best of seven shown with
    /// the board is still two hole cards; PHH's Omaha shows four).
    pub const MAX: usize = 7;

    /// The cards with their locations, in the order written, into `out` ([`CardRun::iter`]'s,
    /// at most `out`'s length); how many. A run as the simulator and most logs write it (cards
    /// of two characters, one blank between them) is read at fixed places, without looking for
    /// each token's ends: a deal's cards were read a byte at a time, a tenth of the deal.
    pub fn read_into(&self, out: &mut [Sp<CardSeen>]) -> usize {
        // Two cards (a hole deal, a show): read straight from their five bytes.
        if let Some([a, b]) = self.two()
            && let [x, y, ..] = out
        {
            let base = self.text.loc;
            *x = Sp { loc: Loc { len: 2, ..base }, value: a };
            *y = Sp { loc: Loc { line: base.line, col: base.col + 3, offset: base.offset + 3, len: 2 }, value: b };
            return 2;
        }
        let text = self.text.value.as_bytes();
        let count = usize::from(self.count);
        let blank = |b: u8| b == b' ' || b == b'\t';
        if count == 0 || count > out.len() || text.len() != 3 * count - 1 {
            return self.read_slowly(out);
        }
        let base = self.text.loc;
        for (k, (slot, c)) in out.iter_mut().zip(text.chunks(3)).enumerate() {
            // The token's two bytes, and a blank after it but for the last: the tokens are then
            // exactly those `iter` finds.
            let (r, s) = match *c {
                [r, s, sep] if blank(sep) => (r, s),
                [r, s] => (r, s),
                _ => return self.read_slowly(out),
            };
            if blank(r) || blank(s) {
                return self.read_slowly(out);
            }
            // `Card::parse` of the two bytes (`??` is no rank: `None`, as `iter` gives it).
            let value = Rank::from_char(r).zip(Suit::from_char(s)).map(|(rank, suit)| Card { rank, suit });
            let start = 3 * k;
            let loc = Loc { line: base.line, col: base.col + start as u32, offset: base.offset + start as u64, len: 2 };
            *slot = Sp { loc, value };
        }
        count
    }

    /// A run of two cards written as the simulator writes them (`Ac Kd`: two characters each,
    /// one blank between them), read at their fixed places: the values [`CardRun::iter`] gives
    /// (`??` is no rank: `None`); `None` for a run written otherwise.
    #[inline]
    pub fn two(&self) -> Option<[CardSeen; 2]> {
        let [r0, s0, sep, r1, s1] = *self.text.value.as_bytes() else { return None };
        let blank = |b: u8| b == b' ' || b == b'\t';
        if self.count != 2 || !blank(sep) || blank(r0) || blank(s0) || blank(r1) || blank(s1) {
            return None;
        }
        let card = |r: u8, s: u8| Rank::from_char(r).zip(Suit::from_char(s)).map(|(rank, suit)| Card { rank, suit });
        Some([card(r0, s0), card(r1, s1)])
    }

    /// [`CardRun::read_into`] by [`CardRun::iter`], for a run written otherwise.
    #[cold]
    #[inline(never)]
    fn read_slowly(&self, out: &mut [Sp<CardSeen>]) -> usize {
        let mut n = 0;
        for (slot, c) in out.iter_mut().zip(self.iter()) {
            *slot = c;
            n += 1;
        }
        n
    }

    /// The cards with their locations, in the order written. Cards the parser did not accept
    /// cannot be here (it rejected the line), so this never fails; a token that is not a card
    /// is skipped rather than trusted.
    pub fn iter(&self) -> impl Iterator<Item = Sp<CardSeen>> + 'a {
        let base = self.text.loc;
        let text = self.text.value;
        let mut at = 0usize;
        std::iter::from_fn(move || {
            let bytes = text.as_bytes();
            while at < bytes.len() && (bytes[at] == b' ' || bytes[at] == b'\t') {
                at += 1;
            }
            if at >= bytes.len() {
                return None;
            }
            let start = at;
            while at < bytes.len() && bytes[at] != b' ' && bytes[at] != b'\t' {
                at += 1;
            }
            let token = &text[start..at];
            let seen: CardSeen = if token == "??" { None } else { Card::parse(token) };
            let loc = Loc {
                line: base.line,
                col: base.col + start as u32,
                offset: base.offset + start as u64,
                len: (at - start) as u32,
            };
            Some(Sp { loc, value: seen })
        })
    }
}

/// An event of a círculo table (every amount in the table's currency; a bet or raise is the
/// seat's total in the betting interval after the action, as PHH's `cbr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CirculoEvent<'a> {
    /// `stack s1 200`: a count of the seat's chips (its «resto»): when a hand starts, one per
    /// seat playing; between hands, a count the log's money must agree with.
    Stack { seat: Word<'a>, amount: Sp<Amount> },
    /// `mano s3`: the «marca» placed in front of the seat that has the mano this hand.
    Mano { seat: Word<'a> },
    /// `cut s4`: who cut the deck («corte o talla»).
    Cut { seat: Word<'a> },
    /// `rest s4`: the seat sits this hand out («descansa»).
    Rest { seat: Word<'a> },
    /// `deal s1 Ac Kd [up|down]`, `deal mesa Jc 3d 5c up`: several cards dealt in one line (one
    /// card is the shoe's `deal`). `hand` is a seat or `mesa` (the community cards).
    Deal { hand: Word<'a>, cards: CardRun<'a>, face: Option<Sp<Face>> },
    /// `discard 9c`: a community card turned by mistake, annulled (the next `deal mesa` replaces
    /// it).
    Discard { card: Sp<CardSeen> },
    /// `check s2`: «paso», a bet of nothing.
    Check { seat: Word<'a> },
    /// `raise s3 20 [allin]`: «apuesto» or «subo», to a total of `to` in this interval;
    /// `allin` (its location) claims these are the seat's last chips.
    Raise { seat: Word<'a>, to: Sp<Amount>, allin: Option<Loc> },
    /// `call s4 [20] [allin]`: «igualo», to the interval's highest total; `amount`, when
    /// written, is the chips put in by this call.
    Call { seat: Word<'a>, amount: Option<Sp<Amount>>, allin: Option<Loc> },
    /// `show s3 Ac Kd`: the seat's hole cards shown at the showdown.
    Show { seat: Word<'a>, cards: CardRun<'a> },
    /// `muck s4`: the seat does not show (and forfeits the pot).
    Muck { seat: Word<'a> },
    /// `rebuy s6 100`: chips bought («reposición»).
    Rebuy { seat: Word<'a>, amount: Sp<Amount> },
    /// `lend s2 s3 50`: chips passed from one player to another.
    Lend { from: Word<'a>, to: Word<'a>, amount: Sp<Amount> },
}

impl CirculoEvent<'_> {
    /// The keywords of these events, in the order the documentation lists them (`deal` is the
    /// shoe's keyword: its several-card form is [`CirculoEvent::Deal`]; `call` is the poker
    /// family's too: `call SEAT [AMOUNT] [allin]` is this event, `call BOX SEAT AMOUNT` sin
    /// descarte's).
    pub const KEYWORDS: [&'static str; 11] =
        ["stack", "mano", "cut", "rest", "discard", "check", "raise", "show", "muck", "rebuy", "lend"];

    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            CirculoEvent::Stack { .. } => "stack",
            CirculoEvent::Mano { .. } => "mano",
            CirculoEvent::Cut { .. } => "cut",
            CirculoEvent::Rest { .. } => "rest",
            CirculoEvent::Deal { .. } => "deal",
            CirculoEvent::Discard { .. } => "discard",
            CirculoEvent::Check { .. } => "check",
            CirculoEvent::Raise { .. } => "raise",
            CirculoEvent::Call { .. } => "call",
            CirculoEvent::Show { .. } => "show",
            CirculoEvent::Muck { .. } => "muck",
            CirculoEvent::Rebuy { .. } => "rebuy",
            CirculoEvent::Lend { .. } => "lend",
        }
    }

    /// A count of chips, a rebuy, a rest or a loan can come between hands.
    pub fn between_rounds(&self) -> bool {
        matches!(
            self,
            CirculoEvent::Stack { .. }
                | CirculoEvent::Rebuy { .. }
                | CirculoEvent::Rest { .. }
                | CirculoEvent::Lend { .. }
        )
    }
}

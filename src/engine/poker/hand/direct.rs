//! A player's best value straight from the cards' ranks and suits, for the hands judged at every
//! showdown ([`Ranking::best_value`]): trying every five the selection allows ([`Ranking::best`]:
//! 21 fives of seven cards, each evaluated from scratch) was a third of a círculo log's checking.
//!
//! The cards are counted once into bitmasks of ranks (seen at least once, twice, three and four
//! times) and of each suit's ranks; then the categories are read off the masks from the highest
//! down (the ranking's order of full and colour respected), and the first the cards make is the
//! player's, with its best ranks. A category's best read so is either a five the cards make (a
//! trío and the two highest other ranks: three of a kind and two single cards) or, where those
//! five are something higher (the highest five of a suit that run in sequence: an escalera de
//! color), a hand below one the cards make, which was read first. `tests/poker_hands_direct.rs`
//! checks every set of seven of the 28 cards and samples of 52 against
//! [`Ranking::best_indices`], which tries every five.

use super::{Category, HandValue, MAX_CARDS, Ranking, Selection, subsets};
use crate::log::card::Card;

/// The highest rank of a non-empty mask (callers never pass an empty one; wrapping rather than
/// panicking if one did).
#[inline]
fn top(m: u16) -> u8 {
    15u8.wrapping_sub(m.leading_zeros() as u8)
}

/// The `N` highest ranks of a mask with at least `N`, highest first.
#[inline]
fn highest<const N: usize>(mut m: u16) -> [u8; N] {
    let mut out = [0u8; N];
    for r in &mut out {
        *r = top(m);
        m &= !1u16.wrapping_shl(u32::from(*r));
    }
    out
}

/// Whether a mask has at least `n` ranks (1 to 3): the lowest cleared that many times less one.
#[inline]
fn at_least(mut m: u16, n: u8) -> bool {
    for _ in 1..n {
        m &= m.wrapping_sub(1);
    }
    m != 0
}

/// A-K-Q-J-10: strengths 8 to 12 in both decks.
const ROYAL: u16 = 0x1f << 8;

impl Ranking {
    /// [`Ranking::best`]'s value, without naming the five that make it: `None` where `best`
    /// errs. The same value as `best`'s (and [`Ranking::best_indices`]'), found without trying
    /// every five under [`Selection::AnyFive`]; under [`Selection::Hole`] each allowed five is
    /// still tried (ten for Valencia's two and three of five), each read the same way.
    pub fn best_value(&self, hole: &[Card], board: &[Card], selection: Selection) -> Option<HandValue> {
        let (h, b) = (hole.len(), board.len());
        if h + b > MAX_CARDS || !selection.possible(h, b) {
            return None;
        }
        let mut idx = [0u8; MAX_CARDS];
        let mut seen = 0u64;
        for (slot, &c) in idx.iter_mut().zip(hole.iter().chain(board)) {
            let i = self.deck.index_of(c)?;
            if seen & (1 << i) != 0 {
                return None;
            }
            seen |= 1 << i;
            *slot = i;
        }
        let low = self.deck.lowest();
        Some(match selection {
            Selection::AnyFive => {
                let mut c = Counts::default();
                for &i in &idx[..h + b] {
                    c.add(i, low);
                }
                self.read(&c)
            }
            Selection::Hole(k) => {
                let k = usize::from(k);
                let (own, table) = (&idx[..h], &idx[h..h + b]);
                let mut best = HandValue(0);
                // Each choice of own cards counted once, then each choice of the table's added.
                subsets(h, k, &mut |o| {
                    let mut mine = Counts::default();
                    for (p, &i) in own.iter().enumerate() {
                        if o & (1 << p) != 0 {
                            mine.add(i, low);
                        }
                    }
                    subsets(b, 5 - k, &mut |t| {
                        let mut c = mine;
                        for (p, &i) in table.iter().enumerate() {
                            if t & (1 << p) != 0 {
                                c.add(i, low);
                            }
                        }
                        best = best.max(self.read_five(&c));
                    })
                });
                best
            }
        })
    }

    /// The top key of the best straight in a mask of ranks: five consecutive, or the ace and
    /// the deck's four lowest where the ace plays low (keyed as [`Ranking::value`] keys it).
    #[inline]
    fn straight_top(&self, m: u16, low: u8) -> Option<u8> {
        // Bit r stands where ranks r to r + 4 all do.
        let runs = m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4);
        let wheel_mask = (1u16 << 12) | (0xf << low);
        let wheel = self.ace_low && m & wheel_mask == wheel_mask;
        if wheel && self.low_top_ace {
            return Some(12);
        }
        if runs != 0 {
            return Some(top(runs) + 4);
        }
        wheel.then_some(low + 3)
    }

    /// The best value of five or more distinct places of this deck (checked by the callers),
    /// counted: each category's best read off the masks from the highest category down, the
    /// first found the answer.
    fn read(&self, c: &Counts) -> HandValue {
        let low = self.deck.lowest();
        let (c1, c2, c3, c4) = (c.c1, c.c2, c.c3, c.c4);
        // Each suit of five or more: a royal, else its best straight flush, else its colour.
        let mut royal = false;
        let mut sf: Option<u8> = None;
        let mut color: Option<[u8; 5]> = None;
        for (&s, &n) in c.suits.iter().zip(&c.in_suit) {
            if n < 5 {
                continue;
            }
            royal |= s & ROYAL == ROYAL;
            if let Some(t) = self.straight_top(s, low) {
                sf = sf.max(Some(t));
            }
            color = color.max(Some(highest::<5>(s)));
        }
        if royal {
            return self.pack(Category::RoyalFlush, &[12]);
        }
        if let Some(t) = sf {
            return self.pack(Category::StraightFlush, &[t]);
        }
        if c4 != 0 {
            let r = top(c4);
            let rest = c1 & !(1 << r);
            if rest != 0 {
                return self.pack(Category::Poker, &[r, top(rest)]);
            }
        }
        let full = match c3 {
            0 => None,
            _ => {
                let t = top(c3);
                let pair = c2 & !(1 << t);
                (pair != 0).then(|| [t, top(pair)])
            }
        };
        // The full and the colour in the ranking's order.
        let (first, second) = match (full, color) {
            (Some(f), Some(k)) if self.color_over_full => {
                return self.pack(Category::Color, &k).max(self.pack(Category::Full, &f));
            }
            (f, k) => (f.map(|f| self.pack(Category::Full, &f)), k.map(|k| self.pack(Category::Color, &k))),
        };
        if let Some(v) = first.or(second) {
            return v;
        }
        if let Some(t) = self.straight_top(c1, low) {
            return self.pack(Category::Straight, &[t]);
        }
        if c3 != 0 {
            let t = top(c3);
            let rest = c1 & !(1 << t);
            if at_least(rest, 2) {
                let [a, b] = highest::<2>(rest);
                return self.pack(Category::Trio, &[t, a, b]);
            }
        }
        if at_least(c2, 2) {
            let [p, q] = highest::<2>(c2);
            let rest = c1 & !(1 << p) & !(1 << q);
            if rest != 0 {
                return self.pack(Category::TwoPair, &[p, q, top(rest)]);
            }
        }
        if c2 != 0 {
            let p = top(c2);
            let rest = c1 & !(1 << p);
            if at_least(rest, 3) {
                let [a, b, c] = highest::<3>(rest);
                return self.pack(Category::Pair, &[p, a, b, c]);
            }
        }
        self.pack(Category::HighCards, &highest::<5>(c1))
    }
}

impl Ranking {
    /// [`Ranking::read`] of exactly five cards: their category from the counts alone (five
    /// ranks: a straight, a colour, both or neither; fewer: the groups), each selection of
    /// Valencia's two and three read so.
    fn read_five(&self, c: &Counts) -> HandValue {
        let low = self.deck.lowest();
        let (c1, c2, c3, c4) = (c.c1, c.c2, c.c3, c.c4);
        if c2 == 0 {
            let flush = c.in_suit.contains(&5);
            return match (self.straight_top(c1, low), flush) {
                (Some(12), true) if c1 == ROYAL => self.pack(Category::RoyalFlush, &[12]),
                (Some(t), true) => self.pack(Category::StraightFlush, &[t]),
                (Some(t), false) => self.pack(Category::Straight, &[t]),
                (None, true) => self.pack(Category::Color, &highest::<5>(c1)),
                (None, false) => self.pack(Category::HighCards, &highest::<5>(c1)),
            };
        }
        if c4 != 0 {
            return self.pack(Category::Poker, &[top(c4), top(c1 & !c4)]);
        }
        if c3 != 0 {
            let rest = c1 & !c3;
            return if c2 & !c3 != 0 {
                self.pack(Category::Full, &[top(c3), top(rest)])
            } else {
                let [a, b] = highest::<2>(rest);
                self.pack(Category::Trio, &[top(c3), a, b])
            };
        }
        if at_least(c2, 2) {
            let [p, q] = highest::<2>(c2);
            return self.pack(Category::TwoPair, &[p, q, top(c1 & !c2)]);
        }
        let [a, b, k] = highest::<3>(c1 & !c2);
        self.pack(Category::Pair, &[top(c2), a, b, k])
    }
}

/// Cards counted by rank: the ranks seen at least once, twice, three and four times, and each
/// suit's ranks (bit = strength) and cards.
#[derive(Clone, Copy, Default)]
struct Counts {
    c1: u16,
    c2: u16,
    c3: u16,
    c4: u16,
    suits: [u16; 4],
    in_suit: [u8; 4],
}

impl Counts {
    #[inline]
    fn add(&mut self, place: u8, low: u8) {
        let bit = 1u16 << (place / 4 + low);
        self.c4 |= self.c3 & bit;
        self.c3 |= self.c2 & bit;
        self.c2 |= self.c1 & bit;
        self.c1 |= bit;
        self.suits[usize::from(place % 4)] |= bit;
        self.in_suit[usize::from(place % 4)] += 1;
    }
}

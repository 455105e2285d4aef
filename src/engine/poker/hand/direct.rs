//! A player's best value straight from the cards' ranks and suits, for the hands judged at every
//! showdown ([`Ranking::best_value`]): trying every five the selection allows ([`Ranking::best`]:
//! 21 fives of seven cards, each evaluated from scratch) was a third of a círculo log's checking.
//!
//! The cards are counted once into bitmasks of ranks (seen at least once, twice, three and four
//! times) and of each suit's ranks; then each category's best hand is read off the masks, and
//! the highest of them under the ranking is the player's. A category's best read so is either a
//! five the cards make (a trío and the two highest other ranks: three of a kind and two single
//! cards) or, where those five are something higher (the highest five of a suit that run in
//! sequence: an escalera de color), lower than a hand the cards also make, which is read as well
//! (`tests/poker_hands_direct.rs` checks every set of seven of the 28 cards and samples of 52
//! against [`Ranking::best_indices`], which tries every five).

use super::{Category, HandValue, MAX_CARDS, Ranking, Selection, subsets};
use crate::log::card::Card;

/// The highest rank of a non-empty mask.
#[inline]
fn top(m: u16) -> u8 {
    15 - m.leading_zeros() as u8
}

/// The `N` highest ranks of a mask with at least `N`, highest first.
#[inline]
fn highest<const N: usize>(mut m: u16) -> [u8; N] {
    let mut out = [0u8; N];
    for r in &mut out {
        *r = top(m);
        m &= !(1 << *r);
    }
    out
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
        Some(match selection {
            Selection::AnyFive => self.best_direct(&idx[..h + b]),
            Selection::Hole(k) => {
                let k = usize::from(k);
                let (own, table) = (&idx[..h], &idx[h..h + b]);
                let mut best = HandValue(0);
                subsets(h, k, &mut |o| {
                    subsets(b, 5 - k, &mut |t| {
                        let mut five = [0u8; 5];
                        let mut n = 0;
                        for (p, &i) in own.iter().enumerate() {
                            if o & (1 << p) != 0 && n < 5 {
                                five[n] = i;
                                n += 1;
                            }
                        }
                        for (p, &i) in table.iter().enumerate() {
                            if t & (1 << p) != 0 && n < 5 {
                                five[n] = i;
                                n += 1;
                            }
                        }
                        best = best.max(self.best_direct(&five));
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

    /// The best value of five or more distinct places of this deck (checked by the callers).
    fn best_direct(&self, idx: &[u8]) -> HandValue {
        let low = self.deck.lowest();
        // Ranks seen at least once, twice, three and four times; each suit's ranks.
        let (mut c1, mut c2, mut c3, mut c4) = (0u16, 0u16, 0u16, 0u16);
        let mut suits = [0u16; 4];
        for &i in idx {
            let bit = 1u16 << (i / 4 + low);
            c4 |= c3 & bit;
            c3 |= c2 & bit;
            c2 |= c1 & bit;
            c1 |= bit;
            suits[usize::from(i % 4)] |= bit;
        }
        let mut best = HandValue(0);
        let mut keep = |v: HandValue| {
            if v > best {
                best = v;
            }
        };
        for &s in &suits {
            if s.count_ones() < 5 {
                continue;
            }
            if s & ROYAL == ROYAL {
                keep(self.pack(Category::RoyalFlush, &[12]));
            }
            if let Some(t) = self.straight_top(s, low) {
                keep(self.pack(Category::StraightFlush, &[t]));
            }
            keep(self.pack(Category::Color, &highest::<5>(s)));
        }
        if let Some(t) = self.straight_top(c1, low) {
            keep(self.pack(Category::Straight, &[t]));
        }
        if c4 != 0 {
            let r = top(c4);
            let rest = c1 & !(1 << r);
            if rest != 0 {
                keep(self.pack(Category::Poker, &[r, top(rest)]));
            }
        }
        if c3 != 0 {
            let t = top(c3);
            let pair = c2 & !(1 << t);
            if pair != 0 {
                keep(self.pack(Category::Full, &[t, top(pair)]));
            }
            let rest = c1 & !(1 << t);
            if rest.count_ones() >= 2 {
                let [a, b] = highest::<2>(rest);
                keep(self.pack(Category::Trio, &[t, a, b]));
            }
        }
        if c2.count_ones() >= 2 {
            let [p, q] = highest::<2>(c2);
            let rest = c1 & !(1 << p) & !(1 << q);
            if rest != 0 {
                keep(self.pack(Category::TwoPair, &[p, q, top(rest)]));
            }
        }
        if c2 != 0 {
            let p = top(c2);
            let rest = c1 & !(1 << p);
            if rest.count_ones() >= 3 {
                let [a, b, c] = highest::<3>(rest);
                keep(self.pack(Category::Pair, &[p, a, b, c]));
            }
        }
        if c1.count_ones() >= 5 {
            keep(self.pack(Category::HighCards, &highest::<5>(c1)));
        }
        best
    }
}

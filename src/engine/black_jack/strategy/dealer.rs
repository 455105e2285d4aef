//! The dealer's final-total distribution from a given shoe composition, in `f64`, for the
//! start-of-shoe approximation of [`super`]: the cards the player holds and the up-card are out of
//! the shoe, and the dealer's later cards come from what is left, without replacement.
//!
//! This is `odds.rs`'s finite recursion, in floating point and from any composition (the same
//! dealer's hand and rule, `odds::Hand`): `odds.rs`
//! keeps exact rationals for a shoe with only the up-card out; here the composition changes with
//! each of the player's 55 two-card hands, and 550 exact recursions would be too slow for a
//! command line. The tests check it against `odds.rs` where both apply.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

use num_rational::Ratio;

use super::super::odds::{DealerRules, Hand};

/// A distribution over [`DealerFinal::ALL`](super::super::odds::DealerFinal::ALL).
pub type Dist = [f64; 7];

/// The dealer's final-total distribution with up-card class `up` (0 = ace, …, 9 = ten-valued)
/// and `left` cards of each class still in the shoe (the up-card already taken out).
pub fn from_composition(up: usize, left: [u16; 10], rules: DealerRules) -> Dist {
    endings(up, rules).in_shoe(left).without(&[])
}

/// The endings of up-card class `up` (< 10; a larger one is read as a ten-valued card) under
/// `rules`, enumerated on first use and kept for the process (they depend on nothing else).
pub fn endings(up: usize, rules: DealerRules) -> &'static Endings {
    static BY_RULE: [OnceLock<[Endings; 10]>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = &BY_RULE[usize::from(rules.hits_soft_17)];
    &slot.get_or_init(|| std::array::from_fn(|u| Endings::new(u, rules)))[up.min(9)]
}

/// One way the dealer's hand ends: the cards he draws after the up-card (a count per class),
/// how many they are, in how many orders he draws them without stopping earlier, and the
/// outcome's index in [`DealerFinal::ALL`](super::super::odds::DealerFinal::ALL).
struct Ending {
    drawn: [u8; 10],
    cards: usize,
    /// An integer (at most the orders of eleven cards), exact in both `u64` and `f64`.
    orders: u64,
    outcome: usize,
}

/// Every way the dealer's hand can end from one up-card, as multisets of the cards he draws
/// after it: the probability of drawing a given multiset in any one valid order is the same
/// for every order (`Π n_c·(n_c − 1)⋯ / N·(N − 1)⋯`), so each ending needs only the number of
/// orders in which the dealer draws it without stopping earlier, whatever the composition. The
/// endings are enumerated once per up-card; a composition's distribution is then a sum over
/// them, without a recursion and its memo for each of the player's hands.
pub struct Endings {
    endings: Vec<Ending>,
    /// The most cards the dealer draws after the up-card.
    longest: usize,
}

type Open = HashMap<u64, ([u8; 10], Hand, u64), BuildHasherDefault<Packed>>;

impl Endings {
    fn new(up: usize, rules: DealerRules) -> Endings {
        let start = Hand::default().with(up);
        // The hands still drawing, keyed by the multiset drawn (four bits a class: he draws at
        // most eleven of one class before he stops), with their number of orders.
        let mut open = Open::default();
        open.insert(0, ([0; 10], start, 1));
        let mut ends: HashMap<u64, Ending, BuildHasherDefault<Packed>> = HashMap::default();
        let mut longest = 0;
        while !open.is_empty() {
            let mut next = Open::default();
            for (key, (drawn, hand, orders)) in open {
                for c in 0..10 {
                    let mut d = drawn;
                    d[c] += 1;
                    let k = key + (1 << (4 * c));
                    let h = hand.with(c);
                    let cards = usize::from(h.cards) - 1;
                    longest = longest.max(cards);
                    match h.stops(rules) {
                        Some(f) => {
                            ends.entry(k).or_insert(Ending { drawn: d, cards, orders: 0, outcome: f.index() }).orders +=
                                orders
                        }
                        None => next.entry(k).or_insert((d, h, 0)).2 += orders,
                    }
                }
            }
            open = next;
        }
        let mut endings: Vec<Ending> = ends.into_values().collect();
        // A fixed order, so that the sums are the same every run.
        endings.sort_by_key(|a| a.drawn);
        Endings { endings, longest }
    }

    /// The distribution for a shoe of `left` cards, in exact rationals: `odds.rs`'s figures for
    /// a finite shoe. Each ending's weight is an integer (`orders · Π n_c·(n_c − 1)⋯`, at most
    /// the `N·(N − 1)⋯` of its card count, so below 416^13 < 2^114); the weights are summed per
    /// outcome and card count, and only those sums (at most 7 × 13) become fractions, over
    /// `N·(N − 1)⋯`: no reduction per card drawn, as a recursion over the shoe's compositions
    /// would need (a hundred times the instructions, which a log's study paid on every run).
    pub fn exact(&self, left: [u16; 10]) -> [Ratio<i128>; 7] {
        let mut sums = vec![[0i128; 7]; self.longest + 1];
        for e in &self.endings {
            let mut w = i128::from(e.orders);
            for (c, &d) in e.drawn.iter().enumerate() {
                for i in 0..d {
                    w *= (i128::from(left[c]) - i128::from(i)).max(0);
                }
            }
            sums[e.cards][e.outcome] += w;
        }
        let n: i128 = left.iter().map(|&x| i128::from(x)).sum();
        let mut v = [Ratio::from_integer(0); 7];
        let mut falling = 1i128;
        for (k, by_outcome) in sums.iter().enumerate().skip(1) {
            let next = n - (k as i128 - 1);
            if next <= 0 {
                // The shoe holds fewer cards than the ending draws: no weight can be left.
                break;
            }
            falling *= next;
            for (acc, &w) in v.iter_mut().zip(by_outcome) {
                if w != 0 {
                    *acc += Ratio::new(w, falling);
                }
            }
        }
        v
    }

    /// The endings weighted for a shoe of `left` cards, ready for [`InShoe::without`].
    pub fn in_shoe(&self, left: [u16; 10]) -> InShoe<'_> {
        let base = self
            .endings
            .iter()
            .map(|e| {
                // Fewer than 2^53 orders: the conversion is exact.
                let mut w = e.orders as f64;
                for (c, &d) in e.drawn.iter().enumerate() {
                    for i in 0..d {
                        w *= (f64::from(left[c]) - f64::from(i)).max(0.0);
                    }
                }
                w
            })
            .collect();
        InShoe { endings: self, left, base }
    }
}

/// [`Endings`] with the shoe's falling factorials worked out once (`orders · Π n_c·(n_c − 1)⋯`):
/// taking one or two more cards out of the shoe multiplies each ending's weight by a ratio,
/// `(n_c − d_c)/n_c` a card, which is what the player's two-card hands do to the shoe the dealer
/// draws from.
pub struct InShoe<'a> {
    endings: &'a Endings,
    left: [u16; 10],
    base: Vec<f64>,
}

impl InShoe<'_> {
    /// The distribution once cards of classes `out` (none, one or two) are also out of the
    /// shoe; all zero if the shoe does not hold them.
    pub fn without(&self, out: &[usize]) -> Dist {
        let mut v = [0.0; 7];
        let mut left = self.left;
        // Each card taken out turns n·(n − 1)⋯(n − d + 1) into (n − 1)⋯(n − d): a factor
        // (n − d)/n, n its class's count before that card. `firsts`: (class, n) per card.
        let mut firsts = [(0usize, 0.0f64); 2];
        for (slot, &c) in firsts.iter_mut().zip(out) {
            match left.get_mut(c) {
                Some(n) if *n > 0 => {
                    *slot = (c, f64::from(*n));
                    *n -= 1;
                }
                _ => return v,
            }
        }
        let taken = out.len().min(2);
        let n: f64 = left.iter().map(|&x| f64::from(x)).sum();
        let mut falling = vec![1.0; self.endings.longest + 1];
        for k in 1..falling.len() {
            falling[k] = falling[k - 1] * (n - (k - 1) as f64);
        }
        for (e, &base) in self.endings.endings.iter().zip(&self.base) {
            if base == 0.0 {
                continue;
            }
            let mut w = base / falling[e.cards];
            for &(c, nc) in &firsts[..taken] {
                w *= (nc - f64::from(e.drawn[c])).max(0.0) / nc;
            }
            v[e.outcome] += w;
        }
        v
    }
}

/// A hasher for the packed keys below: they are already well spread small integers, and the
/// standard SipHash costs more than the arithmetic it would guard.
#[derive(Default)]
struct Packed(u64);

impl Hasher for Packed {
    fn finish(&self) -> u64 {
        self.0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8 | u64::from(b)).rotate_left(5);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::odds::{Shoe, dealer_outcomes};
    use super::*;

    /// With only the up-card out, the floating-point recursion gives `odds.rs`'s exact rationals
    /// (to rounding), for both dealer rules and both 1 and 6 decks.
    #[test]
    fn agrees_with_the_exact_dealer_odds() {
        for decks in [1u16, 6] {
            for rules in [DealerRules::CATALOGUE, DealerRules { hits_soft_17: true }] {
                let exact = dealer_outcomes(Shoe::Decks(decks), rules).unwrap();
                for up in 0..10 {
                    let mut left = [4 * decks; 10];
                    left[9] = 16 * decks;
                    left[up] -= 1;
                    let got = from_composition(up, left, rules);
                    for (g, want) in got.iter().zip(&exact.by_upcard[up]) {
                        let want = *want.numer() as f64 / *want.denom() as f64;
                        assert!((g - want).abs() < 1e-12, "{decks} decks, up {up}: {g} vs {want}");
                    }
                }
            }
        }
    }
}

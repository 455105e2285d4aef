//! Exact odds of treinta y cuarenta (Valencia 2003 and State 1979, art. 05): the distribution of
//! a row's total, the outcomes of a coup, and the house edge of the four chances.
//!
//! The rules this follows (§05.II.1, §05.V.1, §05.V.3): six French decks (312 cards); court
//! cards count 10, the ace 1, other cards their face value; the negra row is dealt first, card by
//! card, until it totals 31 or more (so 31 to 40), then the roja row the same way. The row nearer
//! to 31 (the lower) wins; equal totals void the coup, except 31–31 (the «refait»), settled as
//! the roulette's zero: half the stake back, or prisión ([`ZeroPolicy`], shared with the
//! roulette's odds in `engine::prison`). Color wins when the winning row has the colour of the negra row's first
//! card, inverso otherwise.
//!
//! What is exact and what is not:
//!
//! - **one row** ([`row_totals`]): exact, from the shoe's composition (`Shoe::Decks`: 4 cards of
//!   each value ace to nine and 16 ten-valued cards a deck, drawn without replacement, the
//!   recursion memoised on the cards left) or from an infinite deck (`Shoe::Infinite`: ace to
//!   nine 1/13 each, ten-valued 4/13);
//! - **the coup** ([`coup`]): the two rows are taken as **independent, each dealt from the shoe's
//!   composition at its start**. In the real deal the roja row comes from what the negra row left,
//!   so the rows are slightly dependent; the exact joint computation needs the negra row's whole
//!   multiset as the roja row's starting state (of the order of 10^5 multisets, each a full
//!   recursion of 10^4 states) and is not done. Under this approximation negra and roja win
//!   equally often and the edge of every chance under the half-back rule is exactly half the
//!   refait's probability; the published figures (refait about 2.19 % of coups, edge about
//!   1.1 %) are reproduced to their printed precision;
//! - **color and inverso**: a card's colour is independent of its value (every value has as many
//!   red as black cards), so color and inverso each win half of the decided coups, whatever the
//!   rows' dependence.
//!
//! Probabilities are [`Exact`] rationals (`num-rational`'s `BigRational`): a row can take 28
//! cards from a 6-deck shoe, so its probabilities have denominators near 312^28, past what
//! `Ratio<i128>` holds.
//!
//! Not modelled: the 1 % insurance against the refait (its sentence is truncated in both texts),
//! and the red card before the last five cards (a coup it interrupts is void, which needs the
//! position in the shoe, not the composition).

use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

use super::exact::{Exact, Nat};
use crate::catalog::model::ReleaseAmount;
use crate::engine::prison::{FurtherZero, ZeroPolicy};

/// The lowest total a row stops at.
pub const STOP: u8 = 31;

/// Where the cards come from: the shared card shoe's composition (for the dealer, a shoe
/// `Decks(n)` is full but for the up-card).
pub use crate::engine::shoe::Composition as Shoe;

/// Why the odds cannot be computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OddsError {
    /// The deck count is outside 1–[`MAX_DECKS`].
    Decks(u16),
}

impl fmt::Display for OddsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OddsError::Decks(d) => write!(f, "expected a shoe of 1 to {MAX_DECKS} decks, found {d}"),
        }
    }
}

impl std::error::Error for OddsError {}

/// The largest shoe computed (the catalogues' is 6).
pub const MAX_DECKS: u16 = 16;

/// The distribution of one row's total.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowTotals {
    pub shoe: Shoe,
    /// `p[i]`: the probability that the row totals `31 + i`. Sums to exactly 1.
    pub p: [Exact; 10],
}

/// The outcomes of a coup, rows taken independent (see the module's documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coup {
    pub shoe: Shoe,
    /// The negra row is the lower.
    pub negra: Exact,
    /// The roja row is the lower.
    pub roja: Exact,
    /// `ties[i]`: both rows total `31 + i`; `ties[0]` is the refait, the others void the coup.
    pub ties: [Exact; 10],
}

impl Coup {
    /// The refait, 31–31.
    pub fn refait(&self) -> &Exact {
        &self.ties[0]
    }

    /// A tie at 32 to 40 (the coup is void).
    pub fn void(&self) -> Exact {
        self.ties[1..].iter().fold(Exact::zero(), |acc, t| acc.add(t))
    }
}

/// The four chances of §05.V.1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chance {
    Negra,
    Roja,
    Color,
    Inverso,
}

/// A house edge per coup played: minus the expected return per unit staked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    /// Whether the edge is the player's (a negative house edge).
    pub favours_player: bool,
    pub magnitude: Exact,
}

impl Edge {
    /// For display only.
    pub fn to_f64(&self) -> f64 {
        let x = self.magnitude.to_f64();
        if self.favours_player { -x } else { x }
    }
}

/// The distribution of one row's total, dealt until it reaches 31 or more.
pub fn row_totals(shoe: Shoe) -> Result<RowTotals, OddsError> {
    let (left, infinite) = match shoe {
        Shoe::Infinite => ([1; 10], true),
        Shoe::Decks(d) => {
            if !(1..=MAX_DECKS).contains(&d) {
                return Err(OddsError::Decks(d));
            }
            let mut left = [4 * d; 10];
            left[9] = 16 * d;
            (left, false)
        }
    };
    let (weights, max_cards) = if infinite {
        let mut w = [1; 10];
        w[9] = 4;
        // Thirty-one aces at most.
        (w, usize::from(STOP))
    } else {
        (left, longest_row(left))
    };
    let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
    // pad[e]: the number of ordered ways to draw the cards from the e-th to the last possible
    // one, so that every row, however long, is counted out of the same pad[0] sequences.
    let mut pad = vec![Nat::from(1u64); max_cards + 1];
    for e in (0..max_cards).rev() {
        let drawable = if infinite { total } else { total - e as u64 };
        pad[e] = &pad[e + 1] * drawable;
    }
    let mut rows = Rows { left: weights, infinite, pad, memo: HashMap::new() };
    let counts = rows.count(0, 0);
    let p = std::array::from_fn(|i| Exact::new(counts[i].clone(), rows.pad[0].clone()).unwrap_or_else(Exact::zero));
    Ok(RowTotals { shoe, p })
}

/// The most cards a row can take from `left`: the smallest cards first.
fn longest_row(left: [u16; 10]) -> usize {
    let (mut sum, mut cards) = (0u32, 0usize);
    for (c, &n) in left.iter().enumerate() {
        for _ in 0..n {
            if sum >= u32::from(STOP) {
                return cards;
            }
            sum += c as u32 + 1;
            cards += 1;
        }
    }
    cards
}

struct Rows {
    /// Cards of each value left (ace to ten); an infinite deck's fixed weights.
    left: [u16; 10],
    infinite: bool,
    pad: Vec<Nat>,
    /// Keyed on the cards left (which fix the running total and the cards drawn); for an
    /// infinite deck on `[total, drawn, 0, …]`.
    memo: HashMap<[u16; 10], Rc<[Nat; 10]>>,
}

impl Rows {
    /// Counts of the ways to end at each total from a running total `sum` after `depth` cards,
    /// out of `pad[depth]`.
    fn count(&mut self, sum: u8, depth: usize) -> Rc<[Nat; 10]> {
        let mut key = self.left;
        if self.infinite {
            key = [0; 10];
            key[0] = u16::from(sum);
            key[1] = u16::try_from(depth).unwrap_or(u16::MAX);
        }
        if let Some(v) = self.memo.get(&key) {
            return Rc::clone(v);
        }
        let mut acc: [Nat; 10] = std::array::from_fn(|_| Nat::ZERO);
        for c in 0..10 {
            let n = self.left[c];
            if n == 0 {
                continue;
            }
            // Value c + 1 ≤ 10 and sum ≤ 30: no overflow.
            let next = sum + c as u8 + 1;
            if next >= STOP {
                acc[usize::from(next - STOP)] += &self.pad[depth + 1] * n;
                continue;
            }
            if !self.infinite {
                self.left[c] -= 1;
            }
            let sub = self.count(next, depth + 1);
            if !self.infinite {
                self.left[c] += 1;
            }
            for (a, s) in acc.iter_mut().zip(sub.iter()) {
                *a += s * n;
            }
        }
        let v = Rc::new(acc);
        self.memo.insert(key, Rc::clone(&v));
        v
    }
}

/// The outcomes of a coup, each row dealt independently from `shoe` at its start.
pub fn coup(shoe: Shoe) -> Result<Coup, OddsError> {
    let row = row_totals(shoe)?;
    let mut negra = Exact::zero();
    let mut roja = Exact::zero();
    for i in 0..10 {
        for j in (i + 1)..10 {
            let p = row.p[i].mul(&row.p[j]);
            negra = negra.add(&p);
            roja = roja.add(&p);
        }
    }
    let ties = std::array::from_fn(|i| row.p[i].mul(&row.p[i]));
    Ok(Coup { shoe, negra, roja, ties })
}

/// The value, per unit of stake, of a bet caught by the refait under `policy`, given the chance's
/// probabilities of winning and of a void tie on a coup: half back gives 1/2; a prisoner goes on
/// to later coups (a void tie leaves it in prisión), is freed with its stake (or half of it, the
/// residual) when the chance wins, and on a further refait is kept in prisión again (its
/// residual halved) or lost.
fn refait_value(win: &Exact, void: &Exact, refait: &Exact, policy: ZeroPolicy) -> Option<Exact> {
    let half = Exact::from_ratio(1, 2)?;
    let one = Exact::one();
    let (_, stay) = one.minus(void);
    match policy {
        ZeroPolicy::Half => Some(half),
        // Z = w + t·Z + r·Z.
        ZeroPolicy::Prison { release: ReleaseAmount::Initial, further: FurtherZero::OptionsAgain } => {
            win.div(&stay.minus(refait).1)
        }
        // Z = w/2 + t·Z + r·Z/2.
        ZeroPolicy::Prison { release: ReleaseAmount::Residual, further: FurtherZero::OptionsAgain } => {
            win.mul(&half).div(&stay.minus(&refait.mul(&half)).1)
        }
        // Z = w + t·Z.
        ZeroPolicy::Prison { release: ReleaseAmount::Initial, further: FurtherZero::Loses } => win.div(&stay),
        // Z = w/2 + t·Z.
        ZeroPolicy::Prison { release: ReleaseAmount::Residual, further: FurtherZero::Loses } => {
            win.mul(&half).div(&stay)
        }
    }
}

/// The house edge per coup of `chance` under `policy` on the refait.
pub fn edge(coup: &Coup, chance: Chance, policy: ZeroPolicy) -> Option<Edge> {
    let half = Exact::from_ratio(1, 2)?;
    let decided = coup.negra.add(&coup.roja);
    let (win, lose) = match chance {
        Chance::Negra => (coup.negra.clone(), coup.roja.clone()),
        Chance::Roja => (coup.roja.clone(), coup.negra.clone()),
        // A card's colour is independent of its value: each wins half the decided coups.
        Chance::Color | Chance::Inverso => (decided.mul(&half), decided.mul(&half)),
    };
    let z = refait_value(&win, &coup.void(), coup.refait(), policy)?;
    let (_, kept_lost) = Exact::one().minus(&z);
    let house = lose.add(&coup.refait().mul(&kept_lost));
    let (favours_player, magnitude) = house.minus(&win);
    Some(Edge { favours_player, magnitude })
}

#[cfg(test)]
mod tests {
    use super::*;

    const HALF: ZeroPolicy = ZeroPolicy::Half;

    #[test]
    fn a_row_totals_31_to_40_with_certainty() {
        for shoe in [Shoe::Infinite, Shoe::Decks(1), Shoe::Decks(6)] {
            let row = row_totals(shoe).unwrap();
            let sum = row.p.iter().fold(Exact::zero(), |a, p| a.add(p));
            assert_eq!(sum, Exact::one(), "{shoe:?}");
            // The lower totals are the likelier: every total from 31 to 40 is reachable from 30
            // with one card, but 40 only from 30 with a ten.
            assert!(row.p.windows(2).all(|w| w[0] > w[1]), "{shoe:?}: {:?}", row.p);
        }
        assert_eq!(row_totals(Shoe::Decks(0)), Err(OddsError::Decks(0)));
        assert_eq!(coup(Shoe::Decks(MAX_DECKS + 1)), Err(OddsError::Decks(MAX_DECKS + 1)));
    }

    /// A hand-checkable case: from an infinite deck, a row ends at 40 only from 30 with a ten.
    /// P(40) = (4/13)·P(the running total hits 30), and the total hits every value from 1 to 30
    /// along the way or jumps it: this cross-checks the recursion against a direct one-line
    /// recurrence on the running total (h(s) = Σ_v w_v/13 · h(s − v)).
    #[test]
    fn infinite_deck_row_matches_the_hitting_recurrence() {
        let w = |v: usize| if v == 10 { 4u64 } else { 1 };
        // h[s]: the probability that the running total is ever exactly s (s ≤ 30).
        let mut h = vec![Exact::one()];
        for s in 1..=30usize {
            let mut x = Exact::zero();
            for v in 1..=10.min(s) {
                x = x.add(&h[s - v].mul(&Exact::from_ratio(w(v), 13).unwrap()));
            }
            h.push(x);
        }
        let row = row_totals(Shoe::Infinite).unwrap();
        for t in 31..=40usize {
            let mut want = Exact::zero();
            for v in (t - 30)..=10 {
                want = want.add(&h[t - v].mul(&Exact::from_ratio(w(v), 13).unwrap()));
            }
            assert_eq!(row.p[t - 31], want, "total {t}");
        }
    }

    /// Published figures: "There is a 2.19% chance that there will be a 31 tie" and "the house
    /// ... edge of about 1.1%" (Gambling in America, "Trente et quarante",
    /// https://gamblinginamerica.name/trente-et-quarante-30-and-40-gambling-in-america); "Ad
    /// inizio mazzo il vantaggio del banco è pari a circa 1,096%" (beatablegames.com, "Il 31
    /// après al trente et quarante"). Compared to the precision printed: 2.19 % within 0.005
    /// points, 1.1 % within 0.05 points, 1.096 % within 0.0005 points.
    #[test]
    fn six_decks_reproduce_the_published_refait_and_edge() {
        let c = coup(Shoe::Decks(6)).unwrap();
        let refait = c.refait().to_f64() * 100.0;
        assert!((refait - 2.19).abs() <= 0.005, "refait {refait} %");
        assert_eq!(c.negra, c.roja);
        for chance in [Chance::Negra, Chance::Roja, Chance::Color, Chance::Inverso] {
            let e = edge(&c, chance, HALF).unwrap();
            assert!(!e.favours_player);
            // Under half back the edge is exactly half the refait.
            assert_eq!(e.magnitude, c.refait().mul(&Exact::from_ratio(1, 2).unwrap()));
            let pct = e.to_f64() * 100.0;
            assert!((pct - 1.1).abs() <= 0.05, "{chance:?}: {pct} %");
            assert!((pct - 1.096).abs() <= 0.0005, "{chance:?}: {pct} %");
        }
    }

    #[test]
    fn prison_kept_until_a_decision_costs_the_same_as_half_back() {
        let c = coup(Shoe::Decks(6)).unwrap();
        let half = edge(&c, Chance::Negra, HALF).unwrap();
        let again = ZeroPolicy::Prison { release: ReleaseAmount::Initial, further: FurtherZero::OptionsAgain };
        // Freed whole on a win, lost on a loss, kept through ties and refaits: worth w/(w + l),
        // one half when negra and roja are equally likely.
        assert_eq!(edge(&c, Chance::Negra, again).unwrap(), half);
        // Losing the prisoner on a second refait, or freeing only its residual, costs more.
        for policy in [
            ZeroPolicy::Prison { release: ReleaseAmount::Initial, further: FurtherZero::Loses },
            ZeroPolicy::Prison { release: ReleaseAmount::Residual, further: FurtherZero::OptionsAgain },
            ZeroPolicy::Prison { release: ReleaseAmount::Residual, further: FurtherZero::Loses },
        ] {
            let e = edge(&c, Chance::Color, policy).unwrap();
            assert!(e.magnitude > half.magnitude, "{policy:?}");
        }
    }
}

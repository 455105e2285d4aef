//! Exact odds of a five-card hand under a [`Ranking`]: how often each category comes, how often
//! the bank qualifies, what the pay table gives on average and what the Carrusel returns. The
//! house edge of the game against the bank is in [`super::edge`].
//!
//! Every figure is a count over all C(n, 5) hands of the deck (2,598,960 on 52 cards, 98,280 on
//! 28) made a [`Q`] rational: no sampling, no floating point.

use num_rational::Ratio;

use super::hand::{Category, Qualifier, Ranking};

/// An exact probability, multiplier or return.
pub type Q = Ratio<i128>;

/// What a box is paid on its second bet, by its own combination («N veces la apuesta», the
/// second bet kept besides), indexed by [`Category`] as `usize`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PayTable(pub [u32; 10]);

impl PayTable {
    /// V §11.V.1 and M art. 7: cartas mayores 1, pareja 1, doble pareja 2, trío 3, escalera 4,
    /// color 5, full 7, póquer 20, escalera de color 25, escalera real 100.
    pub const SIN_DESCARTE: PayTable = PayTable([1, 1, 2, 3, 4, 5, 7, 20, 25, 100]);
    /// Caribbean Stud's usual table (escalera de color 50), whose published edge tests the
    /// computation.
    pub const CARIBBEAN_STUD: PayTable = PayTable([1, 1, 2, 3, 4, 5, 7, 20, 50, 100]);

    pub fn multiplier(&self, c: Category) -> u32 {
        self.0[c as usize]
    }
}

/// The Carrusel's prizes as multiples of its stake, by [`Category`] as `usize` (0: no prize).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CarruselTable(pub [u32; 10]);

impl CarruselTable {
    /// V §11.V.5's «tabla mínima de pagos para el acumulado»: escalera máxima de color 12.000,
    /// escalera de color 2.000, póquer 400, full 100, color 60 «veces la postura»; nothing below
    /// the colour.
    pub const VALENCIA_MINIMUM: CarruselTable = CarruselTable([0, 0, 0, 0, 0, 60, 100, 400, 2_000, 12_000]);
}

/// Every hand of the deck counted by category.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Distribution {
    pub ranking: Ranking,
    /// The bank's qualifier the hands were counted against.
    pub qualifier: Qualifier,
    /// Hands of each category, indexed by [`Category`] as `usize`.
    pub counts: [u64; 10],
    /// All hands: C(n, 5).
    pub hands: u64,
    /// Hands that reach the qualifier: those with which the bank plays.
    pub qualifying: u64,
    /// Distinct values under the ranking's depth (classes of hands that tie with each other).
    pub classes: usize,
}

/// Counts every hand of the ranking's deck, and those that reach the bank's `qualifier`.
pub fn distribution(ranking: &Ranking, qualifier: &Qualifier) -> Distribution {
    let mut counts = [0u64; 10];
    let mut hands = 0;
    let mut qualifying = 0;
    // A class is 28 bits whose lowest four are zero: one bit each in a table of 2^24.
    let mut seen = vec![0u64; 1 << 18];
    for_each_hand(ranking.deck.len() as u8, |idx| {
        let Some(v) = ranking.evaluate_indices(idx) else { return };
        hands += 1;
        counts[v.category() as usize] += 1;
        qualifying += u64::from(ranking.qualifies(qualifier, v));
        let c = (ranking.class(v) >> 4) as usize;
        seen[c >> 6] |= 1 << (c & 63);
    });
    let classes = seen.iter().map(|w| w.count_ones() as usize).sum();
    Distribution { ranking: *ranking, qualifier: *qualifier, counts, hands, qualifying, classes }
}

impl Distribution {
    /// The probability of a category.
    pub fn probability(&self, c: Category) -> Q {
        Q::new(i128::from(self.counts[c as usize]), i128::from(self.hands))
    }

    /// The probability that the bank plays: its qualifier or better (V §11.V.4's ace and king:
    /// 205/364 with A-2-3-4-5 a straight; 717/1274 without, as in Murcia).
    pub fn bank_qualifies(&self) -> Q {
        Q::new(i128::from(self.qualifying), i128::from(self.hands))
    }

    /// The mean of the pay table's multiplier over the player's five cards: what a second bet
    /// would be paid on average if every box beat a qualifying bank (a property of the table
    /// and the deck, not the game's return: see [`super::edge`] for that).
    pub fn mean_multiplier(&self, table: &PayTable) -> Q {
        self.weighted(&table.0)
    }

    /// What the Carrusel pays back per unit staked, on the player's five cards alone (A-CAR-3),
    /// before any accumulated fund: 4377/10829 at Valencia's minimum table.
    pub fn carrusel_return(&self, table: &CarruselTable) -> Q {
        self.weighted(&table.0)
    }

    fn weighted(&self, w: &[u32; 10]) -> Q {
        let total: i128 = self.counts.iter().zip(w).map(|(&n, &m)| i128::from(n) * i128::from(m)).sum();
        Q::new(total, i128::from(self.hands))
    }
}

/// Calls `f` with every five places `a < b < c < d < e` of a deck of `n` cards.
pub(super) fn for_each_hand(n: u8, mut f: impl FnMut([u8; 5])) {
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        f([a, b, c, d, e]);
                    }
                }
            }
        }
    }
}

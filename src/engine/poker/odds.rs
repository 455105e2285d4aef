//! Exact odds of a five-card hand under a [`Ranking`]: how often each category comes, how often
//! the bank qualifies, what the pay table gives on average and what the Carrusel returns. The
//! house edge of the game against the bank is in [`super::edge`]. And, for the games of
//! community cards (the sintético), how often a deal gives a player each category as their best
//! hand ([`deal_distribution`]).
//!
//! Every figure is a count over all C(n, 5) hands of the deck (2,598,960 on 52 cards, 98,280 on
//! 28), or over every deal, made a [`Q`] rational: no sampling, no floating point.

use num_rational::Ratio;

use super::hand::{Category, Ranking, Selection};

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
    /// Hands of each category, indexed by [`Category`] as `usize`.
    pub counts: [u64; 10],
    /// All hands: C(n, 5).
    pub hands: u64,
    /// Hands with an ace and a king or a combination: those with which the bank plays.
    pub ace_king_or_better: u64,
    /// Distinct values under the ranking's depth (classes of hands that tie with each other).
    pub classes: usize,
}

/// Counts every hand of the ranking's deck.
pub fn distribution(ranking: &Ranking) -> Distribution {
    let mut counts = [0u64; 10];
    let mut hands = 0;
    let mut qualifying = 0;
    // A class is 28 bits whose lowest four are zero: one bit each in a table of 2^24.
    let mut seen = vec![0u64; 1 << 18];
    for_each_hand(ranking.deck.len() as u8, |idx| {
        let Some(v) = ranking.evaluate_indices(idx) else { return };
        hands += 1;
        counts[v.category() as usize] += 1;
        qualifying += u64::from(v.ace_king_or_better());
        let c = (ranking.class(v) >> 4) as usize;
        seen[c >> 6] |= 1 << (c & 63);
    });
    let classes = seen.iter().map(|w| w.count_ones() as usize).sum();
    Distribution { ranking: *ranking, counts, hands, ace_king_or_better: qualifying, classes }
}

impl Distribution {
    /// The probability of a category.
    pub fn probability(&self, c: Category) -> Q {
        Q::new(i128::from(self.counts[c as usize]), i128::from(self.hands))
    }

    /// The probability that the bank plays: an ace and a king, or better (V §11.V.4:
    /// 205/364 with A-2-3-4-5 a straight; 717/1274 without, as in Murcia).
    pub fn bank_qualifies(&self) -> Q {
        Q::new(i128::from(self.ace_king_or_better), i128::from(self.hands))
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

/// Every deal of a game of community cards counted by the category of one player's best hand
/// ([`Ranking::best`]): `hole` cards of their own and `board` on the table, from the ranking's
/// deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealDistribution {
    pub ranking: Ranking,
    pub selection: Selection,
    pub hole: u8,
    pub board: u8,
    /// Deals of each category, indexed by [`Category`] as `usize`.
    pub counts: [u64; 10],
    /// All deals: C(n, hole) · C(n − hole, board).
    pub deals: u64,
}

impl DealDistribution {
    /// The probability that a player's best hand is of a category.
    pub fn probability(&self, c: Category) -> Q {
        Q::new(i128::from(self.counts[c as usize]), i128::from(self.deals))
    }
}

/// Counts every deal of `hole` own and `board` community cards by the player's best hand.
///
/// Murcia's sintético (the best five of seven) is `(7, 0, AnyFive)`: which two of the seven
/// are the player's does not matter, so its 1,184,040 sets of seven stand for the 24,864,840
/// deals, 21 each. Valencia's is `(2, 5, Hole(2))`.
///
/// The deals are taken up to a renaming of the four suits, which changes no hand's value: each
/// deal stands for the deals it can be renamed into (its orbit, 24 over the renamings that leave
/// it unchanged), and only the smallest of them, as a set of places in the deck, is evaluated.
/// About 24 times fewer deals to evaluate: Valencia's figures take seconds, not minutes.
/// `None` when the cards do not make a five under the selection or outrun the deck.
pub fn deal_distribution(ranking: &Ranking, hole: u8, board: u8, selection: Selection) -> Option<DealDistribution> {
    let n = ranking.deck.len() as u8;
    let (h, b) = (usize::from(hole), usize::from(board));
    if hole.checked_add(board)? > n || h + b > super::hand::MAX_CARDS || !selection.possible(h, b) {
        return None;
    }
    let renamings = Renamings::new(n);
    let mut counts = [0u64; 10];
    let mut deals = 0u64;
    let mut own = [0u8; super::hand::MAX_CARDS];
    let mut table = [0u8; super::hand::MAX_CARDS];
    for_each_subset(n, hole, |hm| {
        // The smallest of its images, and which renamings leave it where it is.
        let mut fixing = [0usize; 24];
        let mut kept = 0;
        for (i, r) in renamings.all.iter().enumerate() {
            let image = renamings.apply(r, hm);
            if image < hm {
                return;
            }
            if image == hm {
                fixing[kept] = i;
                kept += 1;
            }
        }
        let h_len = places(hm, &mut own);
        for_each_subset(n, board, |bm| {
            if bm & hm != 0 {
                return;
            }
            let mut stay = 0;
            for &i in &fixing[..kept] {
                let image = renamings.apply(&renamings.all[i], bm);
                if image < bm {
                    return;
                }
                stay += u64::from(image == bm);
            }
            let b_len = places(bm, &mut table);
            let Some(v) = ranking.best_indices(&own[..h_len], &table[..b_len], selection) else { return };
            // The deal's orbit: 24 over the renamings that fix both the hole and the board.
            let weight = 24 / stay;
            counts[v.category() as usize] += weight;
            deals += weight;
        });
    });
    (deals > 0).then_some(DealDistribution { ranking: *ranking, selection, hole, board, counts, deals })
}

/// The 24 renamings of the four suits, as moves of a deck's places (`4·rank + suit`).
struct Renamings {
    /// Each suit's places in the deck, as a mask.
    suit: [u64; 4],
    /// Where each renaming sends suits 0, 1, 2, 3.
    all: Vec<[u8; 4]>,
}

impl Renamings {
    fn new(n: u8) -> Renamings {
        let mut suit = [0u64; 4];
        for i in 0..n {
            suit[usize::from(i % 4)] |= 1 << i;
        }
        let mut all = Vec::with_capacity(24);
        for a in 0..4u8 {
            for b in (0..4u8).filter(|&b| b != a) {
                for c in (0..4u8).filter(|&c| c != a && c != b) {
                    // The suit left: 0 + 1 + 2 + 3 = 6.
                    all.push([a, b, c, 6 - a - b - c]);
                }
            }
        }
        Renamings { suit, all }
    }

    /// A set of places with its suits renamed: a card of suit `s` moves `r[s] − s` places.
    fn apply(&self, r: &[u8; 4], mask: u64) -> u64 {
        let mut image = 0;
        for (s, &to) in r.iter().enumerate() {
            let part = mask & self.suit[s];
            image |= if usize::from(to) >= s { part << (usize::from(to) - s) } else { part >> (s - usize::from(to)) };
        }
        image
    }
}

/// The places of a set, lowest first, into `out`; how many.
fn places(mut mask: u64, out: &mut [u8]) -> usize {
    let mut k = 0;
    while mask != 0 && k < out.len() {
        out[k] = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        k += 1;
    }
    k
}

/// Calls `f` with every set of `k` of the places `0..n` (n ≤ 64), as a mask, in increasing
/// order (Gosper's next-combination step); once with the empty set when `k` is 0.
fn for_each_subset(n: u8, k: u8, mut f: impl FnMut(u64)) {
    if k > n {
        return;
    }
    if k == 0 {
        f(0);
        return;
    }
    let end = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let mut m: u64 = (1u64 << k) - 1;
    loop {
        f(m);
        // The next larger mask with as many bits: carry the lowest run of ones one place up
        // and put the rest of the run back at the bottom.
        let low = m & m.wrapping_neg();
        let Some(ripple) = m.checked_add(low) else { return };
        let next = ripple | (((m ^ ripple) >> 2) / low);
        if next > end || next == 0 {
            return;
        }
        m = next;
    }
}

//! The exact house edge of póquer sin descarte (a Caribbean Stud): every player hand against
//! every up-card of the bank and every four hidden cards, under the optimal «voy»/«paso» or
//! under the simple rule «voy with the bank's own qualifier or better» (an ace and a king in
//! both texts; the article's `bank.qualifier`).
//!
//! A box that «pasa» loses its ante. One that «va» adds a second bet of `call` antes and then:
//! the bank does not qualify (below its qualifier: no ace and king, no combination) → +1 ante, the second bet back
//! (A-PSD-2); the bank qualifies and loses → +1 ante and the multiplier of the player's own
//! combination on the second bet; the bank wins → −(1 + call); an exact tie → 0.
//!
//! Over 52 cards that is 2,598,960 × 47 × 163,185 ≈ 2·10^13 deals, too many to play one by one.
//! What a «voy» earns against the bank's hidden cards depends only on how many of them, given
//! the up-card `u` and avoiding the player's five cards `P`, rank below, equal to or above `P`,
//! and how many do not qualify. Each such count is, by inclusion–exclusion over the subsets `S`
//! of `P`, `Σ (−1)^|S| · #{hands ⊇ {u} ∪ S with the property}`; and the hands holding a given
//! set of one to four cards with a rank below `r` are counters kept while the hands are swept
//! in rank order (every hand adds one to each of its subsets). The player's hands are taken up
//! to a permutation of the suits (134,459 of them on 52 cards, each weighted by its images), so
//! the sweep does about 6·10^8 lookups (three counts of 31 terms per hand and up-card): about 6 s
//! in a release build (`tests/poker_odds.rs` runs it there, `#[ignore]`d in debug; on 28 cards it
//! is cheap and checked against a direct count).

use num_rational::Ratio;

use super::hand::{HandValue, Qualifier, Ranking};
use super::odds::{PayTable, Q, for_each_hand};

/// The game against the bank: the ranking of hands, the lowest hand with which the bank plays,
/// the pay table on the second bet, and how many antes the second bet is (2: «añadiendo una
/// cantidad doble», A-PSD-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game {
    pub ranking: Ranking,
    pub qualifier: Qualifier,
    pub pays: PayTable,
    pub call: u32,
}

/// When a box «va».
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Whenever «voy» expects more than the ante lost by «paso», seeing the bank's up-card.
    Optimal,
    /// With the bank's own qualifier or better (an ace and a king in the texts), whatever the
    /// up-card.
    Qualifier,
}

/// The bank's hidden four cards, for one player hand and one up-card, counted by what they
/// make of a «voy».
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Outcomes {
    /// The bank does not qualify.
    pub not_qualifying: u64,
    /// The bank qualifies and the player's hand is higher.
    pub player_higher: u64,
    /// The bank qualifies and the hands tie.
    pub tie: u64,
    /// The bank qualifies and its hand is higher.
    pub bank_higher: u64,
}

impl Outcomes {
    /// What «voy» wins in antes, summed over the hidden hands, for a player combination paid
    /// `multiplier` on a second bet of `call` antes.
    pub fn voy(&self, multiplier: u32, call: u32) -> i128 {
        let (m, c) = (i128::from(multiplier), i128::from(call));
        i128::from(self.not_qualifying) + i128::from(self.player_higher) * (1 + c * m)
            - i128::from(self.bank_higher) * (1 + c)
    }

    pub fn total(&self) -> u64 {
        self.not_qualifying + self.player_higher + self.tie + self.bank_higher
    }
}

/// The result of [`house_edge`]: sums over every player hand, up-card and hidden hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    /// What the house wins, in antes (negative: the player's gain).
    pub house_wins: i128,
    /// Deals counted: C(n, 5) · (n − 5) · C(n − 6, 4).
    pub deals: i128,
    /// Player hand and up-card pairs (of C(n, 5) · (n − 5)) on which the box «va».
    pub voy: u64,
}

impl Edge {
    /// The house edge per ante.
    pub fn per_ante(&self) -> Q {
        Ratio::new(self.house_wins, self.deals)
    }
}

/// The exact house edge of `game` under `decision`.
pub fn house_edge(game: &Game, decision: Decision) -> Edge {
    let n = game.ranking.deck.len() as i128;
    let hidden = binom(n - 6, 4);
    let mut house_wins = 0i128;
    let mut voy = 0u64;
    sweep(&game.ranking, &game.qualifier, |_, player, weight, _up, o| {
        let m = game.pays.multiplier(player.category());
        let voy_wins = o.voy(m, game.call);
        let go = match decision {
            Decision::Optimal => voy_wins > -hidden,
            Decision::Qualifier => game.ranking.qualifies(&game.qualifier, player),
        };
        let wins = if go { voy_wins } else { -hidden };
        house_wins -= i128::from(weight) * wins;
        voy += u64::from(weight) * u64::from(go);
    });
    Edge { house_wins, deals: binom(n, 5) * (n - 5) * hidden, voy }
}

/// The outcomes of one player hand and up-card (places in the deck) against a bank that plays
/// from `qualifier`, counted one hidden hand at a time: the definition [`sweep`] is checked
/// against. `None` for places that are not five distinct cards of the deck and one more.
pub fn outcomes(ranking: &Ranking, qualifier: &Qualifier, player: [u8; 5], up: u8) -> Option<Outcomes> {
    let p = ranking.evaluate_indices(player)?;
    let n = ranking.deck.len() as u8;
    if up >= n || player.contains(&up) {
        return None;
    }
    let rest: Vec<u8> = (0..n).filter(|c| *c != up && !player.contains(c)).collect();
    let mut o = Outcomes::default();
    let k = rest.len();
    for a in 0..k {
        for b in a + 1..k {
            for c in b + 1..k {
                for d in c + 1..k {
                    let bank = ranking.evaluate_indices([up, rest[a], rest[b], rest[c], rest[d]])?;
                    tally(ranking, qualifier, p, bank, &mut o);
                }
            }
        }
    }
    Some(o)
}

fn tally(ranking: &Ranking, qualifier: &Qualifier, player: HandValue, bank: HandValue, o: &mut Outcomes) {
    if !ranking.qualifies(qualifier, bank) {
        o.not_qualifying += 1;
        return;
    }
    match ranking.compare(player, bank) {
        std::cmp::Ordering::Greater => o.player_higher += 1,
        std::cmp::Ordering::Equal => o.tie += 1,
        std::cmp::Ordering::Less => o.bank_higher += 1,
    }
}

/// Visits every player hand up to a permutation of the suits (its places in the deck, its value,
/// the number of hands it stands for) and every up-card, with the [`Outcomes`] of the hidden
/// hands against a bank that plays from `qualifier`.
pub fn sweep(ranking: &Ranking, qualifier: &Qualifier, mut visit: impl FnMut([u8; 5], HandValue, u32, u8, Outcomes)) {
    let plays = |raw: u32| ranking.qualifies(qualifier, HandValue::from_raw(raw));
    let n = ranking.deck.len() as u8;
    let table = Binomials::new();
    // Every hand's value, by its combinatorial index; and the hands in rank order.
    let mut values = vec![0u32; table.c(n, 5)];
    let mut hands: Vec<(u32, [u8; 5])> = Vec::with_capacity(values.len());
    for_each_hand(n, |h| {
        if let Some(v) = ranking.evaluate_indices(h) {
            values[table.index(&h)] = v.raw();
            hands.push((ranking.class(v), h));
        }
    });
    hands.sort_unstable();
    let hidden = table.c(n - 6, 4) as u64;
    // Hands that do not qualify, counted by each of their subsets.
    let mut not_qualifying = Counters::new(&table, n);
    for &(_, h) in &hands {
        if !plays(values[table.index(&h)]) {
            not_qualifying.add(&table, &h);
        }
    }
    let mut below = Counters::new(&table, n);
    let mut players: Vec<([u8; 5], u32, HandValue)> = Vec::new();
    let mut pending: Vec<(u64, u64)> = Vec::new();
    let mut start = 0;
    while start < hands.len() {
        let class = hands[start].0;
        let end = start + hands[start..].iter().take_while(|h| h.0 == class).count();
        let group = &hands[start..end];
        players.clear();
        players.extend(group.iter().filter_map(|&(_, p)| {
            let weight = suit_images(&p)?;
            Some((p, weight, HandValue::from_raw(values[table.index(&p)])))
        }));
        // Below this class: counted before the class's own hands are added.
        pending.clear();
        for (p, _, _) in &players {
            for up in (0..n).filter(|c| !p.contains(c)) {
                let lower = below.avoiding(&table, p, up, &values, |w| ranking.class(HandValue::from_raw(w)) < class);
                let nq = not_qualifying.avoiding(&table, p, up, &values, |w| !plays(w));
                pending.push((lower, nq));
            }
        }
        for (_, h) in group {
            below.add(&table, h);
        }
        let mut counted = pending.iter();
        for &(p, weight, v) in &players {
            for up in (0..n).filter(|c| !p.contains(c)) {
                let Some(&(lower, nq)) = counted.next() else { return };
                let upto = below.avoiding(&table, &p, up, &values, |w| ranking.class(HandValue::from_raw(w)) <= class);
                // A player hand below the qualifier ties or beats no qualifying bank (the
                // qualifier is a threshold: every playing bank is above it).
                let o = if plays(v.raw()) {
                    Outcomes {
                        not_qualifying: nq,
                        player_higher: lower.saturating_sub(nq),
                        tie: upto.saturating_sub(lower),
                        bank_higher: hidden.saturating_sub(upto),
                    }
                } else {
                    Outcomes { not_qualifying: nq, player_higher: 0, tie: 0, bank_higher: hidden.saturating_sub(nq) }
                };
                visit(p, v, weight, up, o);
            }
        }
        start = end;
    }
}

/// How many hands of each subset of one to four cards have been added (by combinatorial index).
struct Counters {
    by_size: [Vec<u32>; 5],
}

impl Counters {
    fn new(t: &Binomials, n: u8) -> Counters {
        Counters { by_size: std::array::from_fn(|k| vec![0; if k == 0 { 0 } else { t.c(n, k as u8) }]) }
    }

    /// A hand: one more for each of its 30 subsets of one to four cards.
    fn add(&mut self, t: &Binomials, h: &[u8; 5]) {
        for mask in 1u32..31 {
            if mask.count_ones() == 5 {
                continue;
            }
            let mut sub = [0u8; 4];
            let mut k = 0;
            for (i, &c) in h.iter().enumerate() {
                if mask & (1 << i) != 0 {
                    sub[k] = c;
                    k += 1;
                }
            }
            self.by_size[k][t.index(&sub[..k])] += 1;
        }
    }

    /// The hands added that hold `up` and none of `p`, by inclusion–exclusion over the
    /// subsets of `p`; a five-card set (`up` and four of `p`) counts when `holds` says its
    /// value was added.
    fn avoiding(&self, t: &Binomials, p: &[u8; 5], up: u8, values: &[u32], holds: impl Fn(u32) -> bool) -> u64 {
        let mut sum = 0i64;
        for mask in 0u32..31 {
            let mut set = [0u8; 5];
            let mut k = 0;
            let mut placed = false;
            for (i, &c) in p.iter().enumerate() {
                if mask & (1 << i) == 0 {
                    continue;
                }
                if !placed && up < c {
                    set[k] = up;
                    k += 1;
                    placed = true;
                }
                set[k] = c;
                k += 1;
            }
            if !placed {
                set[k] = up;
                k += 1;
            }
            let count = if k == 5 {
                i64::from(holds(values[t.index(&set)]))
            } else {
                i64::from(self.by_size[k][t.index(&set[..k])])
            };
            sum += if mask.count_ones() % 2 == 0 { count } else { -count };
        }
        sum.max(0) as u64
    }
}

/// How many hands the suits' 24 permutations make of `h` when `h` is the least of them (as
/// sorted places), `None` otherwise: each class of hands is visited once, weighted.
fn suit_images(h: &[u8; 5]) -> Option<u32> {
    let mut images = [[0u8; 5]; 24];
    for (img, perm) in images.iter_mut().zip(SUIT_PERMUTATIONS) {
        *img = h.map(|x| x / 4 * 4 + perm[usize::from(x % 4)]);
        img.sort_unstable();
        if *img < *h {
            return None;
        }
    }
    let mut distinct = images.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    Some(distinct.len() as u32)
}

/// The 24 orders of the four suits.
const SUIT_PERMUTATIONS: [[u8; 4]; 24] = {
    let mut out = [[0u8; 4]; 24];
    let mut n = 0;
    let mut code = 0;
    while code < 256 {
        let p = [(code & 3) as u8, ((code >> 2) & 3) as u8, ((code >> 4) & 3) as u8, ((code >> 6) & 3) as u8];
        let seen = (1u8 << p[0]) | (1 << p[1]) | (1 << p[2]) | (1 << p[3]);
        if seen == 0xf {
            out[n] = p;
            n += 1;
        }
        code += 1;
    }
    out
};

/// Binomial coefficients up to C(52, 5), for the combinatorial number system: a sorted set
/// `c1 < c2 < … < ck` has index `Σ C(ci, i)`, a bijection onto `0..C(n, k)`.
struct Binomials([[usize; 6]; 53]);

impl Binomials {
    fn new() -> Binomials {
        Binomials(std::array::from_fn(|n| std::array::from_fn(|k| binom(n as i128, k as i128) as usize)))
    }

    fn c(&self, n: u8, k: u8) -> usize {
        self.0[usize::from(n)][usize::from(k)]
    }

    fn index(&self, set: &[u8]) -> usize {
        set.iter().enumerate().map(|(i, &c)| self.0[usize::from(c)][i + 1]).sum()
    }
}

fn binom(n: i128, k: i128) -> i128 {
    if k < 0 || k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

//! Monte's part of a table's study ([`crate::study`]): what the engine tells it at each coup's
//! end ([`CoupSummary`]), summed over the log ([`MonteStudy`]) into the money per suerte, the
//! hold set beside the exact edge of the bets placed, the first hits per placed card against
//! 1/4, and the layout's burns, doublings and void coups against their exact frequencies.
//!
//! The feed is the interface agreed between the engine and the study (issue 33): the engine
//! calls [`MonteStudy::coup`] once per coup, when the coup ends (its Segundas decided, its
//! `void`, or the next `round`), with what it judged from the cards. The study never reads the
//! log itself.

use std::collections::BTreeMap;

use crate::log::spanish_card::SpanishCard;
use crate::money::Amount;

pub use super::spec::Phase;

/// The suertes as the study counts their money: Camo, Anti and Viudo are one suerte (one box of
/// the cloth, one multiple).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SuerteKind {
    Cartas = 0,
    Salto = 1,
    /// Camo, Anti, Viudo.
    Cav = 2,
    /// Vista Hermosa.
    Vis = 3,
}

impl SuerteKind {
    pub const ALL: [SuerteKind; 4] = [SuerteKind::Cartas, SuerteKind::Salto, SuerteKind::Cav, SuerteKind::Vis];

    /// The JSON key.
    pub fn key(self) -> &'static str {
        match self {
            SuerteKind::Cartas => "cartas",
            SuerteKind::Salto => "salto",
            SuerteKind::Cav => "camo-anti-viudo",
            SuerteKind::Vis => "vista-hermosa",
        }
    }
}

/// One suerte's money over one coup, as the settlement lines wrote it (right or wrong: the
/// findings say where they break the rules). Minor units.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SuerteMoney {
    /// The `bet` lines.
    pub staked: Amount,
    /// The `collect` lines: losing stakes the house took.
    pub collected: Amount,
    /// The `pay` lines: winnings paid, net of the commission.
    pub paid: Amount,
    /// The `return` lines: stakes given back (undecided at the coup's end).
    pub returned: Amount,
    /// The 10 % kept from the winnings (what the cards and the multiple give, less what was
    /// paid, on the bets the commission was due on).
    pub commission: Amount,
}

/// One bet as placed, for the exact edge of the stakes (every default bet is a fair race before
/// the commission, so its edge is the commission's expectation; under `annulments.mode:
/// literal` it need not be, and the edge shows it). What the engine already knows to settle it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BetSummary {
    pub suerte: SuerteKind,
    pub phase: Phase,
    /// The stake, minor units.
    pub stake: Amount,
    /// The multiple it pays when it wins (net: 1, 3, 11 − d, 5 − d, 32 − n).
    pub pays: u32,
    /// Its live winning and losing cards when it was placed (annulled cards in neither). A VIS
    /// wins on 1 card and loses on every other unseen card.
    pub live_win: u8,
    pub live_lose: u8,
    /// Cards unseen at its window's «no va más» (36 − n in Primeras).
    pub unseen: u8,
    /// Whether the commission can be due on it (VIS is exempt).
    pub commission: bool,
}

/// What the engine judged of one coup, at its end.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CoupSummary<'a> {
    /// The four placed cards (p1…p4); `None` for a place a void coup left empty.
    pub placed: [Option<SpanishCard>; 4],
    /// Cards lying on p1 and on p2 (0 clean, 1 doubled, 2 tripled; 3 only in a void coup).
    pub on: [u8; 2],
    /// Cards burned in the layout («quemadas»).
    pub burned: u8,
    /// The coup was void (the fourth card of p1's or p2's value before the layout was complete).
    pub void: bool,
    /// The coup's first card drawn hit a placed value (the 10 % was due on what it decided).
    pub first_card_hit: bool,
    /// The place (1–4) of the first card drawn that matched a placed value, live or annulled;
    /// `None` when the coup ended with none.
    pub first_match: Option<u8>,
    /// Money per suerte, indexed by [`SuerteKind`] as `usize`.
    pub money: [SuerteMoney; 4],
    /// The coup's bets as placed (the engine's own list; may be empty, then the edge is not
    /// known for this coup's stakes).
    pub bets: &'a [BetSummary],
}

/// The study's counts over a log (or, added up, over the sessions of one table).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MonteStudy {
    pub(crate) coups: u64,
    pub(crate) voids: u64,
    /// Complete layouts by what lies on p1/p2: clean, one doubled, two doubled, one tripled,
    /// tripled + doubled, two tripled.
    pub(crate) configs: [u64; 6],
    /// Complete layouts with at least one burned card.
    pub(crate) burned_layouts: u64,
    /// Played coups whose first card drawn hit a placed value, and the exact expectation of
    /// that count: Σ live / unseen over the played coups ((12 − d) / (36 − n); 1/3 clean).
    pub(crate) first_hits: u64,
    pub(crate) played: u64,
    /// The played coups by their live cards (≤ 12) and unseen cards (≤ 36): the expectation is
    /// summed from these counts when it is read ([`MonteStudy::first_hits_expected`]), not one
    /// rational addition per coup.
    pub(crate) first_hit_chances: [[u64; 37]; 13],
    /// Clean layouts' first matches by place (p1…p4).
    pub(crate) first_match_clean: [u64; 4],
    pub(crate) money: [SuerteMoney; 4],
    /// Σ stake × exact edge per suerte, kept as integers: every bet's edge is N / D with
    /// D = (W + L) · unseen · the rate's denominator ([`edge_unit`]), so the stakes' N are summed
    /// per D, and the rationals are added once, when the study is read
    /// ([`MonteStudy::edge_weighted`]). A rational sum per bet (two gcds in `i128`) cost more
    /// instructions than the rest of a check.
    ///
    /// The sums are kept by T · N (D over the rate's denominator, the same for every bet of the
    /// study), in a flat grid of [`EDGE_GRID`] per suerte (`edge_grid[k * EDGE_GRID + T·N]`): a
    /// map's look-up per bet cost two instructions a byte of the log. The map keeps the sums of
    /// a T · N past the grid (none under the 40-card deck, where T and N are at most 40).
    pub(crate) edge_grid: Box<[i128]>,
    pub(crate) edge_sums: [BTreeMap<i128, i128>; 4],
    pub(crate) edge_stake: [i128; 4],
    /// The commission's rate as a fraction (the catalogue's percentage over 100).
    pub(crate) rate: num_rational::Ratio<i128>,
}

/// The sums of [`MonteStudy::edge_grid`] per suerte: every T · N up to 40 · 40.
const EDGE_GRID: usize = 40 * 40 + 1;

/// The index in [`MonteStudy::configs`] of a complete layout's p1/p2 doubling.
fn config_index(on: [u8; 2]) -> Option<usize> {
    let (hi, lo) = if on[0] >= on[1] { (on[0], on[1]) } else { (on[1], on[0]) };
    Some(match (hi, lo) {
        (0, 0) => 0,
        (1, 0) => 1,
        (1, 1) => 2,
        (2, 0) => 3,
        (2, 1) => 4,
        (2, 2) => 5,
        _ => return None,
    })
}

/// The exact house edge of one bet as placed (per unit staked): it wins with probability
/// W / (W + L) and pays `pays`; when the commission can be due, the first card after its window
/// wins it with probability W / N and the house keeps `rate` of the winnings.
pub fn edge_of(b: &BetSummary, rate: num_rational::Ratio<i128>) -> Option<num_rational::Ratio<i128>> {
    use num_rational::Ratio;
    let (w, l, n) = (i128::from(b.live_win), i128::from(b.live_lose), i128::from(b.unseen));
    if w + l == 0 || n == 0 {
        return None;
    }
    let pays = Ratio::from_integer(i128::from(b.pays));
    let p = Ratio::new(w, w + l);
    let one = Ratio::from_integer(1);
    let mut edge = (one - p) - p * pays;
    if b.commission {
        edge += rate * pays * Ratio::new(w, n);
    }
    Some(edge)
}

/// [`edge_of`] times the stake as an integer numerator over an integer denominator (not
/// reduced), for `rate` = `rn / rd`: with T = W + L and p = W / T, the edge (1 − p) − p·pays
/// + rate·pays·W / N is ((L − W·pays)·N·rd + rn·pays·W·T) / (T·N·rd).
#[cfg(test)]
fn edge_parts(b: &BetSummary, rn: i128, rd: i128) -> Option<(i128, i128)> {
    let (numer, t, n) = edge_unit(b, rn, rd)?;
    Some((stake_times(numer, b), t * n * rd))
}

/// [`edge_parts`]' numerator for a stake of one unit, and T and N.
#[inline]
fn edge_unit(b: &BetSummary, rn: i128, rd: i128) -> Option<(i128, i128, i128)> {
    let (w, l, n) = (i128::from(b.live_win), i128::from(b.live_lose), i128::from(b.unseen));
    let t = w + l;
    if t == 0 || n == 0 {
        return None;
    }
    let pays = i128::from(b.pays);
    let mut numer = (l - w * pays) * n * rd;
    if b.commission {
        numer += rn * pays * w * t;
    }
    Some((numer, t, n))
}

/// `numer` × the bet's stake, saturating: a numerator within `i64` (every bet's: its factors
/// are counts of cards, a multiple and the rate) times a stake cannot overflow, and is
/// multiplied without the overflow test (a call to the runtime's checked multiplication).
#[inline]
fn stake_times(numer: i128, b: &BetSummary) -> i128 {
    let stake = i128::from(b.stake.minor());
    if i64::try_from(numer).is_ok() { numer * stake } else { numer.saturating_mul(stake) }
}

impl Default for MonteStudy {
    /// The study of an article with the text's 10 %.
    fn default() -> Self {
        MonteStudy::new(&crate::catalog::bingo::Percent(num_rational::Ratio::from_integer(10)))
    }
}

impl MonteStudy {
    /// An empty study for an article whose commission is `rate` per cent.
    pub fn new(rate: &crate::catalog::bingo::Percent) -> MonteStudy {
        use num_rational::Ratio;
        MonteStudy {
            coups: 0,
            voids: 0,
            configs: [0; 6],
            burned_layouts: 0,
            first_hits: 0,
            played: 0,
            first_hit_chances: [[0; 37]; 13],
            first_match_clean: [0; 4],
            money: [SuerteMoney::default(); 4],
            edge_grid: vec![0; 4 * EDGE_GRID].into_boxed_slice(),
            edge_sums: Default::default(),
            edge_stake: [0; 4],
            rate: Ratio::new(i128::from(*rate.0.numer()), i128::from(*rate.0.denom()) * 100),
        }
    }

    /// One coup, at its end (the engine's call).
    pub fn coup(&mut self, c: &CoupSummary<'_>) {
        self.coups += 1;
        for (sum, m) in self.money.iter_mut().zip(&c.money) {
            sum.staked = sum.staked.saturating_add(m.staked);
            sum.collected = sum.collected.saturating_add(m.collected);
            sum.paid = sum.paid.saturating_add(m.paid);
            sum.returned = sum.returned.saturating_add(m.returned);
            sum.commission = sum.commission.saturating_add(m.commission);
        }
        if c.void {
            self.voids += 1;
            return;
        }
        let config = config_index(c.on);
        if let Some(i) = config {
            self.configs[i] += 1;
        }
        if c.burned > 0 {
            self.burned_layouts += 1;
        }
        // A played coup: the layout complete. Its first card hits one of the live cards of the
        // four values among the unseen ones.
        let on = u32::from(c.on[0]) + u32::from(c.on[1]);
        let (live, unseen) = (12u32.saturating_sub(on), 36u32.saturating_sub(on + u32::from(c.burned)));
        if unseen > 0 {
            self.played += 1;
            // `live` ≤ 12 and `unseen` ≤ 36 by the saturating subtractions above.
            self.first_hit_chances[live as usize][unseen as usize] += 1;
            if c.first_card_hit {
                self.first_hits += 1;
            }
        }
        if config == Some(0) {
            if let Some(p @ 1..=4) = c.first_match {
                self.first_match_clean[usize::from(p - 1)] += 1;
            }
        }
        let (rn, rd) = (*self.rate.numer(), *self.rate.denom());
        for b in c.bets {
            if let Some((unit, t, n)) = edge_unit(b, rn, rd) {
                let k = b.suerte as usize;
                let numer = stake_times(unit, b);
                let sum = match usize::try_from(t * n).ok().filter(|&tn| tn < EDGE_GRID) {
                    Some(tn) => &mut self.edge_grid[k * EDGE_GRID + tn],
                    None => self.edge_sums[k].entry(t * n * rd).or_insert(0),
                };
                *sum = sum.saturating_add(numer);
                self.edge_stake[k] += i128::from(b.stake.minor());
            }
        }
    }
}

/// The exact probability of each layout category per coup, in [`LAYOUTS`]' order (complete
/// layouts by what lies on the first two cards, then the void coup with the deck run out), and
/// the share of complete layouts with a card burned: [`super::odds::layout_odds`]'s figures for
/// the default layout rules, kept as constants so that a check does not work them out (a test
/// holds them to it).
pub const LAYOUT_ODDS: [(i128, i128); 7] = [
    (97_382_247_704_867_071_616, 143_642_022_205_570_263_375),
    (11_853_572_542_905_880_448, 47_880_674_068_523_421_125),
    (1_748_753_915_017_028_928, 47_880_674_068_523_421_125),
    (1_165_835_943_344_685_952, 47_880_674_068_523_421_125),
    (501_535_647_151_003_904, 47_880_674_068_523_421_125),
    (35_883_867_994_844_032, 34_200_481_477_516_729_375),
    (1_499_840_549_345_245_643, 718_210_111_027_851_316_875),
];
pub const BURNED_ODDS: (i128, i128) = (1_853_675_373_934_130_113, 11_198_597_976_226_657_363);

/// The layouts' categories in the study, in order (the JSON keys).
const LAYOUTS: [&str; 7] =
    ["clean", "one-doubled", "two-doubled", "one-tripled", "tripled-doubled", "two-tripled", "void"];

impl MonteStudy {
    /// Adds another session's counts of the same table.
    pub fn add(&mut self, o: &MonteStudy) {
        self.coups += o.coups;
        self.voids += o.voids;
        for (a, b) in self.configs.iter_mut().zip(&o.configs) {
            *a += b;
        }
        self.burned_layouts += o.burned_layouts;
        self.first_hits += o.first_hits;
        self.played += o.played;
        for (a, b) in self.first_hit_chances.iter_mut().flatten().zip(o.first_hit_chances.iter().flatten()) {
            *a += b;
        }
        for (a, b) in self.first_match_clean.iter_mut().zip(&o.first_match_clean) {
            *a += b;
        }
        for (a, b) in self.money.iter_mut().zip(&o.money) {
            a.staked = a.staked.saturating_add(b.staked);
            a.collected = a.collected.saturating_add(b.collected);
            a.paid = a.paid.saturating_add(b.paid);
            a.returned = a.returned.saturating_add(b.returned);
            a.commission = a.commission.saturating_add(b.commission);
        }
        for (a, b) in self.edge_grid.iter_mut().zip(o.edge_grid.iter()) {
            *a = a.saturating_add(*b);
        }
        for k in 0..4 {
            for (&denom, &numer) in &o.edge_sums[k] {
                let sum = self.edge_sums[k].entry(denom).or_insert(0);
                *sum = sum.saturating_add(numer);
            }
            self.edge_stake[k] += o.edge_stake[k];
        }
    }

    /// Σ stake × exact edge of suerte `k`'s bets.
    fn edge_weighted(&self, k: usize) -> num_rational::Ratio<i128> {
        let zero = num_rational::Ratio::from_integer(0);
        let rd = *self.rate.denom();
        // By denominator, the grid's (T · N ascending) before the map's (past the grid): a sum
        // of zero adds nothing.
        let grid = self.edge_grid.get(k * EDGE_GRID..(k + 1) * EDGE_GRID).unwrap_or_default();
        let grid =
            grid.iter().enumerate().filter(|&(_, &numer)| numer != 0).map(|(tn, &numer)| (tn as i128 * rd, numer));
        grid.chain(self.edge_sums[k].iter().map(|(&denom, &numer)| (denom, numer)))
            .fold(zero, |acc, (denom, numer)| acc + num_rational::Ratio::new(numer, denom))
    }

    /// The exact expectation of the first hits: Σ live / unseen over the played coups.
    pub(crate) fn first_hits_expected(&self) -> num_rational::Ratio<i128> {
        let mut sum = num_rational::Ratio::from_integer(0);
        for (live, row) in self.first_hit_chances.iter().enumerate() {
            for (unseen, &n) in row.iter().enumerate() {
                if n > 0 {
                    sum += num_rational::Ratio::new(live as i128 * i128::from(n), unseen as i128);
                }
            }
        }
        sum
    }

    /// The money of one suerte over the log.
    pub fn money(&self, k: SuerteKind) -> SuerteMoney {
        self.money[k as usize]
    }

    /// The money of each suerte staked on, beside the exact edge of its stakes (the report's
    /// table of the suertes).
    pub fn kinds(&self) -> Vec<crate::study::KindMoney> {
        SuerteKind::ALL
            .into_iter()
            .filter(|&k| self.money[k as usize].staked > Amount::ZERO)
            .map(|k| {
                let m = self.money[k as usize];
                crate::study::KindMoney {
                    key: k.key(),
                    name: match k {
                        SuerteKind::Cartas => crate::t!("mo-study-kind-cartas"),
                        SuerteKind::Salto => crate::t!("mo-study-kind-salto"),
                        SuerteKind::Cav => crate::t!("mo-study-kind-cav"),
                        SuerteKind::Vis => crate::t!("mo-study-kind-vis"),
                    },
                    staked: m.staked,
                    paid: m.paid,
                    collected: m.collected,
                    returned: m.returned,
                    commission: m.commission,
                    edge: crate::study::EdgeMix {
                        weighted: self.edge_weighted(k as usize),
                        stake: self.edge_stake[k as usize],
                    },
                }
            })
            .collect()
    }

    /// The exact edge of one suerte's stakes as placed (Σ stake × edge / Σ stake); `None`
    /// without stakes.
    pub fn edge(&self, k: SuerteKind) -> Option<num_rational::Ratio<i128>> {
        let i = k as usize;
        (self.edge_stake[i] > 0).then(|| self.edge_weighted(i) / num_rational::Ratio::from_integer(self.edge_stake[i]))
    }

    /// The study: the house banks every bet; the exact edge of the stakes placed; the first hit
    /// of each clean layout by placed card, against 1/4 each.
    pub fn game_study(&self) -> crate::study::GameStudy {
        use crate::study::{EdgeMix, Frequencies, GameStudy, HouseIncome, Outcomes, TheoreticalEdge};
        let mut mix = EdgeMix::zero();
        for k in 0..4 {
            mix.weighted += self.edge_weighted(k);
            mix.stake += self.edge_stake[k];
        }
        let observed = self.first_match_clean.to_vec();
        let outcomes = Outcomes::lazy(move || {
            let labels = ["p1", "p2", "p3", "p4"].map(str::to_owned).to_vec();
            let quarter = num_rational::Ratio::new(1, 4);
            Frequencies::with_odds(labels, observed, vec![quarter; 4]).named(vec![
                crate::t!("mo-study-first-hit", pos = 1),
                crate::t!("mo-study-first-hit", pos = 2),
                crate::t!("mo-study-first-hit", pos = 3),
                crate::t!("mo-study-first-hit", pos = 4),
            ])
        });
        GameStudy { house_income: HouseIncome::Banker, edge: TheoreticalEdge::Mix(mix), outcomes }
    }

    /// Beside the outcomes: the first card's hits against their exact expectation, the layouts
    /// (doubled, tripled, void) and the burns against the layout procedure's exact odds.
    pub fn views(&self) -> Vec<crate::study::View> {
        use crate::study::{Frequencies, View};
        use crate::t;
        use num_rational::Ratio;
        let mut views = Vec::new();
        // The first card drawn hits a placed value: (12 − d)/(36 − n) per coup; the test is set
        // against the mean of the coups' chances.
        if self.played > 0 {
            let p = self.first_hits_expected() / Ratio::from_integer(i128::from(self.played));
            let f = Frequencies::with_odds(
                vec!["hit".to_owned(), "miss".to_owned()],
                vec![self.first_hits, self.played - self.first_hits],
                vec![p, Ratio::from_integer(1) - p],
            )
            .named(vec![t!("mo-study-first-card-hit"), t!("mo-study-first-card-miss")]);
            views.push(View { title: t!("mo-study-first-card-title"), frequencies: f });
        }
        let p: Vec<Ratio<i128>> = LAYOUT_ODDS.iter().map(|&(n, d)| Ratio::new(n, d)).collect();
        let mut observed = self.configs.to_vec();
        observed.push(self.voids);
        let f = Frequencies::with_odds(LAYOUTS.map(str::to_owned).to_vec(), observed, p).named(vec![
            t!("mo-study-layout-clean"),
            t!("mo-study-layout-one-doubled"),
            t!("mo-study-layout-two-doubled"),
            t!("mo-study-layout-one-tripled"),
            t!("mo-study-layout-tripled-doubled"),
            t!("mo-study-layout-two-tripled"),
            t!("mo-study-layout-void"),
        ]);
        views.push(View { title: t!("mo-study-layouts-title"), frequencies: f });
        let complete_layouts: u64 = self.configs.iter().sum();
        if complete_layouts > 0 {
            let b = Ratio::new(BURNED_ODDS.0, BURNED_ODDS.1);
            let f = Frequencies::with_odds(
                vec!["burned".to_owned(), "not-burned".to_owned()],
                vec![self.burned_layouts, complete_layouts - self.burned_layouts.min(complete_layouts)],
                vec![b, Ratio::from_integer(1) - b],
            )
            .named(vec![t!("mo-study-burned"), t!("mo-study-not-burned")]);
            views.push(View { title: t!("mo-study-burns-title"), frequencies: f });
        }
        views
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clean_coup(first_match: u8, hit: bool) -> CoupSummary<'static> {
        CoupSummary { first_card_hit: hit, first_match: Some(first_match), ..CoupSummary::default() }
    }

    /// The integer parts the study sums are the exact edge times the stake, for every race a
    /// bet can run (and a rate that is not a whole per cent).
    #[test]
    fn the_edges_integer_parts_are_the_exact_edge_times_the_stake() {
        use num_rational::Ratio;
        for rate in [Ratio::new(1, 10), Ratio::new(3, 40), Ratio::new(0, 1)] {
            for (w, l, n, pays, commission) in [
                (1, 1, 36, 1, true),
                (3, 9, 36, 3, true),
                (1, 11, 35, 10, true),
                (1, 34, 35, 31, false),
                (2, 6, 33, 3, true),
                (4, 4, 30, 1, true),
                (0, 5, 20, 5, true),
                (3, 0, 20, 5, false),
            ] {
                let b = BetSummary {
                    suerte: SuerteKind::Cartas,
                    phase: Phase::Primeras,
                    stake: Amount(1234),
                    pays,
                    live_win: w,
                    live_lose: l,
                    unseen: n,
                    commission,
                };
                let (numer, denom) = edge_parts(&b, *rate.numer(), *rate.denom()).unwrap();
                let exact = edge_of(&b, rate).unwrap() * Ratio::from_integer(1234);
                assert_eq!(Ratio::new(numer, denom), exact, "{w} {l} {n} {pays} {commission} at {rate}");
            }
        }
        let none = BetSummary {
            suerte: SuerteKind::Vis,
            phase: Phase::Primeras,
            stake: Amount(5),
            pays: 32,
            live_win: 0,
            live_lose: 0,
            unseen: 30,
            commission: false,
        };
        assert_eq!(edge_parts(&none, 1, 10), None);
        assert_eq!(edge_of(&none, Ratio::new(1, 10)), None);
    }

    #[test]
    fn the_study_counts_first_hits_layouts_and_the_edge_of_the_stakes() {
        let mut s = MonteStudy::default();
        let bets = [BetSummary {
            suerte: SuerteKind::Salto,
            phase: Phase::Primeras,
            stake: Amount(1000),
            pays: 3,
            live_win: 3,
            live_lose: 9,
            unseen: 36,
            commission: true,
        }];
        let mut c = clean_coup(2, true);
        c.bets = &bets;
        c.money[SuerteKind::Salto as usize].staked = Amount(1000);
        s.coup(&c);
        s.coup(&clean_coup(3, false));
        s.coup(&CoupSummary { void: true, on: [3, 0], ..CoupSummary::default() });
        s.coup(&CoupSummary { on: [1, 0], burned: 2, ..CoupSummary::default() });
        assert_eq!(s.first_match_clean, [0, 1, 1, 0]);
        assert_eq!(s.configs[..2], [2, 1]);
        assert_eq!((s.voids, s.burned_layouts, s.first_hits, s.played), (1, 1, 1, 3));
        // (12/36 + 12/36 + 11/33): every coup's chance that its first card hits.
        assert_eq!(s.first_hits_expected(), num_rational::Ratio::new(1, 1));
        assert_eq!(s.edge(SuerteKind::Salto), Some(num_rational::Ratio::new(1, 40)));
        assert_eq!(s.money(SuerteKind::Salto).staked, Amount(1000));
        let g = s.game_study();
        assert_eq!(g.outcomes.total, 2);
        assert_eq!(g.edge.value(), Some(num_rational::Ratio::new(1, 40)));
        let views = s.views();
        assert_eq!(views.len(), 3);
        let layouts = &views[1].frequencies;
        let total: num_rational::Ratio<i128> = layouts.categories.iter().filter_map(|c| c.probability).sum();
        let one = num_rational::Ratio::from_integer(1);
        assert!(
            total > one - num_rational::Ratio::new(1, 1_000_000_000)
                && total < one + num_rational::Ratio::new(1, 1_000_000_000)
        );
    }
}

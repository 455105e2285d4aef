//! Craps's part of a table's study ([`crate::study`]): the dice totals of the rolls that counted
//! (a «tirada nula» is not one), against their exact probabilities 1/36 to 6/36, and the stakes
//! of each bet weighted by its exact per-bet edge ([`super::odds`]) for the edge of the mix the
//! table played, to set against the hold the log shows.
//!
//! A stake only adds its minor units to its bet kind and number's sum; the mix (Σ stake·edge,
//! exact) is made from those sums when the study is asked for: the same exact rational, without
//! a rational product and reduction (an i128 gcd) per stake line, which had been a quarter of a
//! log's check. The edges themselves (a few hundred exact rational steps per bet and number)
//! are computed then, once each, and only for the bets the log staked on: the whole table, built
//! when the engine started, had been most of the check of a short log (12 M instructions of 29 M
//! for a one-round log), in every output format.

use num_rational::Ratio;

use super::article::DiceGame;
use super::odds::{self, Q, Rule, State};
use crate::catalog::dice::Backs;
use crate::study::{EdgeMix, Frequencies, GameStudy, HouseIncome, NoEdge, Outcomes, TheoreticalEdge};

/// The kinds of bet ([`Backs`]), as indices of the edge table.
const KINDS: usize = 20;

/// How the dice decide a stake, from which state ([`rule`]); `None` for a bet the article lacks.
type Decided = Option<(Rule, State)>;

/// The counts an engine keeps for the study.
#[derive(Debug)]
pub struct Tally {
    /// Rolls by total, 2 to 12.
    totals: [u64; 11],
    /// `rules[kind][number]`: how the dice decide a stake on that bet (`number`: its number, or
    /// its point for the odds behind a line bet; 0 for a bet without one), whose edge
    /// ([`Tally::edge`]) is worked out only for a bet staked on.
    rules: Box<[[Decided; odds::TOTALS]; KINDS]>,
    /// `staked[kind][number]`: the minor units staked on a bet, summed (an i128: i64 stakes
    /// cannot overflow it in any log that fits on a disk); a bet without an edge (one the
    /// article lacks, reported by the engine) is left out of the mix.
    staked: Box<[[i128; odds::TOTALS]; KINDS]>,
    /// `withdrawn[kind][number]`: the minor units of those stakes taken down before a roll
    /// decided them (see [`Tally::withdraw`]), summed the same way.
    withdrawn: Box<[[i128; odds::TOTALS]; KINDS]>,
}

/// How the dice decide a stake on `backs` with `number` (see [`Tally::stake`]) under `g`'s
/// payouts, and from which state: `None` where the article lacks the bet or its payout.
pub fn rule(g: &DiceGame, backs: Backs, number: Option<u8>) -> Option<(Rule, State)> {
    let bet = g.bet_of(backs)?;
    let pays = |key: Option<u8>| bet.payout(key).map(|p| Q::new(i128::from(*p.0.numer()), i128::from(*p.0.denom())));
    let start = State::Start;
    let dont_push = 12;
    Some(match backs {
        Backs::Win | Backs::Come => (Rule::Pass { pays: pays(None)? }, number.map_or(start, State::Point)),
        Backs::DontWin | Backs::DontCome => {
            (Rule::DontPass { pays: pays(None)?, push: dont_push }, number.map_or(start, State::Point))
        }
        Backs::Field => {
            let mut p = [None; odds::TOTALS];
            for t in [2u8, 3, 4, 9, 10, 11, 12] {
                p[usize::from(t)] = Some(pays(Some(t))?);
            }
            (Rule::OneRoll { pays: Box::new(p) }, start)
        }
        Backs::Under7 => (Rule::one_roll(&[2, 3, 4, 5, 6], pays(None)?), start),
        Backs::Over7 => (Rule::one_roll(&[8, 9, 10, 11, 12], pays(None)?), start),
        Backs::Seven => (Rule::one_roll(&[7], pays(None)?), start),
        Backs::Eleven => (Rule::one_roll(&[11], pays(None)?), start),
        Backs::AnyCraps => (Rule::one_roll(&[2, 3, 12], pays(None)?), start),
        Backs::Horn => (Rule::one_roll(&[2, 3, 11, 12], pays(None)?), start),
        Backs::Craps => {
            let n = number?;
            (Rule::one_roll(&[n], pays(Some(n))?), start)
        }
        Backs::Hard => {
            let n = number?;
            (Rule::Hard { number: n, pays: pays(Some(n))? }, start)
        }
        Backs::Big | Backs::Right | Backs::OddsWin | Backs::OddsCome => {
            let n = number?;
            (Rule::NumberFirst { number: n, pays: pays(Some(n))? }, start)
        }
        Backs::Wrong | Backs::OddsDontWin | Backs::OddsDontCome => {
            let n = number?;
            (Rule::SevenFirst { number: n, pays: pays(Some(n))? }, start)
        }
    })
}

fn kind_index(b: Backs) -> usize {
    b as usize
}

const ALL_BACKS: [Backs; KINDS] = [
    Backs::Win,
    Backs::DontWin,
    Backs::Come,
    Backs::DontCome,
    Backs::Field,
    Backs::Big,
    Backs::Under7,
    Backs::Over7,
    Backs::Hard,
    Backs::Seven,
    Backs::Eleven,
    Backs::AnyCraps,
    Backs::Craps,
    Backs::Horn,
    Backs::OddsWin,
    Backs::OddsDontWin,
    Backs::OddsCome,
    Backs::OddsDontCome,
    Backs::Right,
    Backs::Wrong,
];

impl Tally {
    /// The tally of a log at a table of `g`.
    pub fn new(g: &DiceGame) -> Tally {
        let mut rules: Box<[[Decided; odds::TOTALS]; KINDS]> =
            Box::new(std::array::from_fn(|_| std::array::from_fn(|_| None)));
        for backs in ALL_BACKS {
            let row = &mut rules[kind_index(backs)];
            for (n, slot) in row.iter_mut().enumerate() {
                // 0: the bet without a number; a line or Come bet with a number stands on it.
                let number = u8::try_from(n).ok().filter(|&n| n >= 2);
                if n == 1 {
                    continue;
                }
                *slot = rule(g, backs, number);
            }
        }
        Tally {
            totals: [0; 11],
            rules,
            staked: Box::new([[0; odds::TOTALS]; KINDS]),
            withdrawn: Box::new([[0; odds::TOTALS]; KINDS]),
        }
    }

    /// A roll that counted (not a «tirada nula»), its dice `a` and `b`.
    pub fn roll(&mut self, a: u8, b: u8) {
        if let Some(n) = usize::from(a + b).checked_sub(2).and_then(|i| self.totals.get_mut(i)) {
            *n += 1;
        }
    }

    /// A stake of `minor` units on `backs`: `number` is the bet's number (`hard 8`, `right 4`,
    /// `odds-come 5`, a Come bet standing on its number), the table's point for the odds behind
    /// Win and Don't Win, `None` for a bet without one.
    pub fn stake(&mut self, backs: Backs, number: Option<u8>, minor: i64) {
        let (k, n) = (kind_index(backs), number.map_or(0, usize::from));
        if let Some(sum) = self.staked.get_mut(k).and_then(|row| row.get_mut(n)) {
            *sum = sum.saturating_add(i128::from(minor));
        }
    }

    /// `minor` units of a stake on `backs` (as [`Tally::stake`]) taken down before a roll
    /// decided it: they went back whole, so they stay staked with no edge (their edge is taken
    /// out of the weighted sum, their stake stays in the total), as the study's money counts
    /// them staked and returned.
    pub fn withdraw(&mut self, backs: Backs, number: Option<u8>, minor: i64) {
        let (k, n) = (kind_index(backs), number.map_or(0, usize::from));
        if let Some(sum) = self.withdrawn.get_mut(k).and_then(|row| row.get_mut(n)) {
            *sum = sum.saturating_add(i128::from(minor));
        }
    }

    /// The stake-weighted edge of the bets played: each bet kind and number's summed stakes
    /// times its edge.
    fn mix(&self) -> EdgeMix {
        let mut mix = EdgeMix::zero();
        for ((rules, staked), withdrawn) in self.rules.iter().zip(self.staked.iter()).zip(self.withdrawn.iter()) {
            for ((rule, &stake), &back) in rules.iter().zip(staked).zip(withdrawn) {
                if stake == 0 && back == 0 {
                    continue;
                }
                let Some(e) = Self::edge(rule) else { continue };
                let e = &e;
                if stake != 0 {
                    mix.add_stake(stake, e);
                }
                if back != 0 {
                    mix.weighted -= e * Ratio::from_integer(back);
                }
            }
        }
        mix
    }

    /// The per-bet edge of a stake decided by `rule`, if it has one.
    fn edge(rule: &Decided) -> Option<Q> {
        rule.as_ref().and_then(|(r, s)| r.fate_at(*s)).map(|f| f.edge_per_bet())
    }

    pub fn study(&self) -> GameStudy {
        let mix = self.mix();
        let totals = self.totals.to_vec();
        let edge =
            if mix.edge().is_some() { TheoreticalEdge::Mix(mix) } else { TheoreticalEdge::None(NoEdge::NoStakes) };
        GameStudy {
            house_income: HouseIncome::Banker,
            edge,
            // The totals' odds and the test, only if a report shows them (see [`Outcomes`]).
            outcomes: Outcomes::lazy(move || {
                let labels: Vec<String> = (2..=12u8).map(|t| t.to_string()).collect();
                let probs: Vec<Ratio<i128>> = (2..=12u8).map(odds::p_total).collect();
                Frequencies::with_odds(labels, totals, probs)
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::CatalogSet;
    use crate::catalog::model::Play;

    /// The mix made from the sums per bet kind and number is, exactly, the one added up stake
    /// by stake (each stake times its edge, a takedown's edge taken out again).
    #[test]
    fn the_mix_from_the_sums_is_the_mix_stake_by_stake() {
        let set = CatalogSet::embedded().expect("embedded catalogue");
        let Play::Dice(spec) = &set.get("estado-1979/dados").expect("dados").file.play else { panic!("not dice") };
        let g = DiceGame::compile(spec).expect("compiles");
        let mut tally = Tally::new(&g);
        let mut by_stake = EdgeMix::zero();
        let mut seed = 7u64;
        let mut next = |below: u64| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % below
        };
        let mut stakes = 0;
        for _ in 0..2000 {
            let backs = ALL_BACKS[next(KINDS as u64) as usize];
            let number = u8::try_from(next(13)).ok().filter(|&n| n >= 2);
            let minor = i64::try_from(next(100_000)).unwrap_or(0) + 1;
            let edge = Tally::edge(&tally.rules[kind_index(backs)][number.map_or(0, usize::from)]);
            let withdraw = next(5) == 0;
            if withdraw {
                tally.withdraw(backs, number, minor);
            } else {
                tally.stake(backs, number, minor);
            }
            if let Some(e) = edge {
                if withdraw {
                    by_stake.weighted -= e * Ratio::from_integer(i128::from(minor));
                } else {
                    by_stake.add_stake(i128::from(minor), &e);
                    stakes += 1;
                }
            }
        }
        assert!(stakes > 500, "only {stakes} stakes with an edge");
        assert_eq!(tally.mix(), by_stake);
        assert!(matches!(tally.study().edge, TheoreticalEdge::Mix(m) if m == by_stake));
    }
}

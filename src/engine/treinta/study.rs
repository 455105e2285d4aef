//! Treinta y cuarenta's part of a table's study ([`crate::study`]): coups counted by outcome
//! from the cards (negra or roja with color or inverso, a void tie, the refait), against the
//! exact probabilities of [`super::odds`] for the article's shoe, and the stakes per chance for
//! the edge of the bets placed.
//!
//! The probabilities are the odds module's model (the rows taken independent, each from a full
//! shoe: see [`super::odds`]), computed here in floating point and rounded to 18 decimals: the
//! test and the edge mix are read to a few digits, and the exact computation (`veedor odds`,
//! denominators near 10^70) cost about half the instructions of checking a 10 MB log, once per
//! process. The edge of every chance is the half-back one (the player's option on each refait
//! is not known in advance; keeping prisoners until decided costs the same,
//! [`super::odds::edge`]); a test below checks both computations agree.

use num_rational::Ratio;

use super::TreintaGame;
use super::coup::Outcome;
use crate::catalog::treinta::Chance;
use crate::study::{EdgeMix, Frequencies, GameStudy, HouseIncome, LazyMix, Outcomes, TheoreticalEdge};

/// The probabilities' denominator.
const DEN: i128 = 1_000_000_000_000_000_000;

/// The outcome categories, in order, in the game's words (as a log writes them, like the
/// baccarat family's `banca`, `punto`, `empate`): the winning row with color or inverso, a void
/// tie, the refait.
fn labels(g: &TreintaGame) -> Vec<String> {
    let (color, inverso) = (g.name_of(Chance::Color), g.name_of(Chance::Inverso));
    let mut v = Vec::new();
    for row in &g.rows {
        v.push(format!("{row} {color}"));
        v.push(format!("{row} {inverso}"));
    }
    v.extend(["empate".to_owned(), "refait".to_owned()]);
    v
}

/// The exact figures a study needs, computed once per article.
#[derive(Debug)]
pub struct StudyOdds {
    /// Probabilities of the categories of [`labels`].
    probs: Vec<Ratio<i128>>,
    /// Edge per chance (article order of `Chance`: negra, roja, color, inverso).
    edges: [Ratio<i128>; 4],
}

/// The study odds of `g`'s shoe, computed the first time they are read (a six-deck shoe takes a
/// moment).
pub fn study_odds(g: &TreintaGame) -> Option<&StudyOdds> {
    odds_of(&g.study_odds, g.spec.cards.decks)
}

/// The study odds of a shoe of `decks` decks, kept in `cell`.
fn odds_of(cell: &std::sync::OnceLock<Option<StudyOdds>>, decks: u16) -> Option<&StudyOdds> {
    cell.get_or_init(|| compute(decks)).as_ref()
}

fn compute(decks: u16) -> Option<StudyOdds> {
    let p = row_totals(decks)?;
    let (mut lower, mut void) = (0.0, 0.0);
    for i in 0..10 {
        for j in (i + 1)..10 {
            lower += p[i] * p[j];
        }
        if i > 0 {
            void += p[i] * p[i];
        }
    }
    let refait = p[0] * p[0];
    let r = |x: f64| Ratio::new((x * DEN as f64).round() as i128, DEN);
    let probs = vec![r(lower / 2.0), r(lower / 2.0), r(lower / 2.0), r(lower / 2.0), r(void), r(refait)];
    // Half back on the refait: the house keeps half of each stake caught by it. Negra and roja
    // are equally likely, color and inverso each half of the decided coups: every chance wins
    // as often as it loses, and its edge is what the refait keeps.
    let edge = r(refait / 2.0);
    Some(StudyOdds { probs, edges: [edge; 4] })
}

/// A row's totals (31 to 40) dealt from a full shoe of `decks` decks, in floating point: the
/// recursion of [`super::odds::row_totals`] on the cards left, with probabilities for counts.
pub(crate) fn row_totals(decks: u16) -> Option<[f64; 10]> {
    if decks == 0 || decks > super::odds::MAX_DECKS {
        return None;
    }
    // The embedded articles' shoes are worked out ahead (the figures are the same).
    crate::engine::known_odds::treinta_row_totals(decks).or_else(|| row_totals_computed(decks))
}

/// [`row_totals`], worked out.
pub(crate) fn row_totals_computed(decks: u16) -> Option<[f64; 10]> {
    if decks == 0 || decks > super::odds::MAX_DECKS {
        return None;
    }
    let mut left = [4 * decks; 10];
    left[9] = 16 * decks;
    let mut memo = rustc_hash::FxHashMap::default();
    Some(row_from(&mut left, 0, u32::from(decks) * 52, &mut memo))
}

fn row_from(
    left: &mut [u16; 10],
    sum: u8,
    remaining: u32,
    memo: &mut rustc_hash::FxHashMap<[u16; 10], [f64; 10]>,
) -> [f64; 10] {
    if let Some(v) = memo.get(left) {
        return *v;
    }
    let mut acc = [0.0; 10];
    for c in 0..10 {
        let n = left[c];
        if n == 0 || remaining == 0 {
            continue;
        }
        let p = f64::from(n) / f64::from(remaining);
        let next = sum + c as u8 + 1;
        if next >= super::odds::STOP {
            acc[usize::from(next - super::odds::STOP)] += p;
            continue;
        }
        left[c] -= 1;
        let sub = row_from(left, next, remaining - 1, memo);
        left[c] += 1;
        for (a, s) in acc.iter_mut().zip(sub) {
            *a += p * s;
        }
    }
    memo.insert(*left, acc);
    acc
}

fn index(c: Chance) -> usize {
    match c {
        Chance::FirstRow => 0,
        Chance::SecondRow => 1,
        Chance::Color => 2,
        Chance::Inverso => 3,
    }
}

/// The counts an engine keeps for the study.
#[derive(Debug, Default)]
pub struct Tally {
    outcomes: [u64; 6],
    /// Minor units staked per chance.
    staked: [i64; 4],
}

impl Tally {
    /// A decided coup (`slot`: [`Outcome::slot`]). A decided coup whose color is unknown (the
    /// first card unseen) is not counted.
    pub fn coup(&mut self, slot: usize, o: Outcome) {
        let i = match (slot, o) {
            (0 | 1, Outcome::Decided { color: Some(c), .. }) => slot * 2 + usize::from(!c),
            (0 | 1, _) => return,
            (s, _) => s + 2,
        };
        if let Some(n) = self.outcomes.get_mut(i) {
            *n += 1;
        }
    }

    pub fn stake(&mut self, c: Chance, minor: i64) {
        let s = &mut self.staked[index(c)];
        *s = s.saturating_add(minor);
    }

    /// The table's study. The exact figures (the row totals of the article's shoe: 17 M
    /// instructions for six decks) are worked out the first time a report reads the edge or
    /// the frequencies' odds, not here: most reports never show them.
    pub fn study(&self, g: &TreintaGame) -> GameStudy {
        let labels = labels(g);
        let observed = self.outcomes.to_vec();
        let decks = g.spec.cards.decks;
        if decks == 0 || decks > super::odds::MAX_DECKS {
            let detail = crate::t!("tc-study-no-odds", decks = decks);
            return GameStudy {
                house_income: HouseIncome::Banker,
                edge: TheoreticalEdge::None(crate::study::NoEdge::NotEnumerable { detail: detail.clone() }),
                outcomes: Frequencies::untested(labels, observed, crate::study::NoOdds::NotEnumerable { detail })
                    .into(),
            };
        }
        let staked = self.staked;
        let stake: i128 = staked.iter().filter(|s| **s > 0).map(|&s| i128::from(s)).sum();
        let odds = std::sync::Arc::clone(&g.study_odds);
        let edge = TheoreticalEdge::LazyMix(LazyMix::new(stake, move || {
            let mut mix = EdgeMix::zero();
            if let Some(o) = odds_of(&odds, decks) {
                for (i, &stake) in staked.iter().enumerate().filter(|(_, s)| **s > 0) {
                    mix.add_stake(i128::from(stake), &o.edges[i]);
                }
            }
            mix
        }));
        let odds = std::sync::Arc::clone(&g.study_odds);
        GameStudy {
            house_income: HouseIncome::Banker,
            edge,
            outcomes: Outcomes::lazy(move || {
                let probs = odds_of(&odds, decks).map_or_else(Vec::new, |o| o.probs.clone());
                Frequencies::with_odds(labels, observed, probs)
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::prison::ZeroPolicy;
    use crate::engine::treinta::odds::{self, Chance as OddsChance, Shoe};

    /// The floating-point figures agree with the exact ones to far more digits than the study
    /// prints.
    #[test]
    fn the_study_agrees_with_the_exact_odds() {
        let study = compute(6).unwrap();
        let exact = odds::coup(Shoe::Decks(6)).unwrap();
        let close = |a: &Ratio<i128>, b: f64| {
            let a = *a.numer() as f64 / *a.denom() as f64;
            assert!((a - b).abs() < 1e-12, "{a} against {b}");
        };
        close(&study.probs[5], exact.refait().to_f64());
        close(&study.probs[4], exact.void().to_f64());
        close(&study.probs[0], exact.negra.to_f64() / 2.0);
        for (i, chance) in
            [OddsChance::Negra, OddsChance::Roja, OddsChance::Color, OddsChance::Inverso].into_iter().enumerate()
        {
            close(&study.edges[i], odds::edge(&exact, chance, ZeroPolicy::Half).unwrap().to_f64());
        }
    }
}

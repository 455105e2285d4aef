//! Treinta y cuarenta's part of a table's study ([`crate::study`]): coups counted by outcome
//! from the cards (negra or roja with color or inverso, a void tie, the refait), against the
//! exact probabilities of [`super::odds`] for the article's shoe, and the stakes per chance for
//! the edge of the bets placed.
//!
//! The probabilities are the odds module's (the rows taken independent, each from a full shoe:
//! see its documentation), rounded to 18 decimals for the test; the edge of every chance is the
//! half-back one (the player's option on each refait is not known in advance; keeping prisoners
//! until decided costs the same, [`super::odds::edge`]).

use num_rational::Ratio;

use super::TreintaGame;
use super::coup::Outcome;
use super::odds::{self, Chance as OddsChance, Shoe};
use crate::catalog::treinta::Chance;
use crate::engine::prison::ZeroPolicy;
use crate::study::{EdgeMix, Frequencies, GameStudy, HouseIncome, TheoreticalEdge};

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

/// The study odds of `g`'s shoe, computed at the first study (a six-deck shoe takes a moment).
pub fn study_odds(g: &TreintaGame) -> Option<&StudyOdds> {
    g.study_odds.get_or_init(|| compute(g.spec.cards.decks)).as_ref()
}

fn compute(decks: u16) -> Option<StudyOdds> {
    let c = odds::coup(Shoe::Decks(decks)).ok()?;
    let half = super::exact::Exact::from_ratio(1, 2)?;
    let r = |e: &super::exact::Exact| e.rounded_to(DEN);
    let negra_half = r(&c.negra.mul(&half))?;
    let roja_half = r(&c.roja.mul(&half))?;
    let probs = vec![negra_half, negra_half, roja_half, roja_half, r(&c.void())?, r(c.refait())?];
    let edge = |ch| {
        let e = odds::edge(&c, ch, ZeroPolicy::Half)?;
        let m = r(&e.magnitude)?;
        Some(if e.favours_player { -m } else { m })
    };
    Some(StudyOdds {
        probs,
        edges: [
            edge(OddsChance::Negra)?,
            edge(OddsChance::Roja)?,
            edge(OddsChance::Color)?,
            edge(OddsChance::Inverso)?,
        ],
    })
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

    pub fn study(&self, g: &TreintaGame) -> GameStudy {
        let labels = labels(g);
        let observed = self.outcomes.to_vec();
        match study_odds(g) {
            Some(o) => {
                let mut mix = EdgeMix::zero();
                for (i, &stake) in self.staked.iter().enumerate().filter(|(_, s)| **s > 0) {
                    mix.add_stake(i128::from(stake), &o.edges[i]);
                }
                GameStudy {
                    house_income: HouseIncome::Banker,
                    edge: TheoreticalEdge::Mix(mix),
                    outcomes: Frequencies::with_odds(labels, observed, o.probs.clone()),
                }
            }
            None => {
                let detail = crate::t!("tc-study-no-odds", decks = g.spec.cards.decks);
                GameStudy {
                    house_income: HouseIncome::Banker,
                    edge: TheoreticalEdge::None(crate::study::NoEdge::NotEnumerable { detail: detail.clone() }),
                    outcomes: Frequencies::untested(labels, observed, crate::study::NoOdds::NotEnumerable { detail }),
                }
            }
        }
    }
}

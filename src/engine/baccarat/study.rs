//! The baccarat family's part of a table's study ([`crate::study`]): coups counted by outcome
//! (judged from the cards) per player hand, and stakes per bet for the edge mix.
//!
//! - punto y banca: the house banks. The outcome probabilities and each bet's edge are the
//!   article's exact odds ([`super::odds`]) with the article's deck count (the log's `shoe
//!   decks=` is checked against it, BC023); the coups are tested against them.
//! - chemin de fer, dos paños: a player banks, the house takes the cagnotte. There is no house
//!   edge, and the outcome probabilities are not one exact figure (the tableau leaves the banker
//!   choices; dos paños has two player hands): the counts are given, untested.

use num_rational::Ratio;

use super::BaccaratGame;
use crate::study::{EdgeMix, Frequencies, GameStudy, HouseIncome, NoEdge, NoOdds, TheoreticalEdge};

/// Index of an outcome in a hand's counts.
pub(crate) const BANKER_WON: usize = 0;
pub(crate) const PLAYER_WON: usize = 1;
pub(crate) const TIE: usize = 2;

/// The counts an engine keeps for the study: a few additions per coup.
#[derive(Debug)]
pub(crate) struct Tally {
    /// Per player hand (in the order of `BaccaratGame::players`): banker won, player won, tie.
    outcomes: Vec<[u64; 3]>,
    /// Minor units staked per bet (index into `BaccaratGame::bets`).
    staked: Vec<i64>,
}

impl Tally {
    pub(crate) fn new(g: &BaccaratGame) -> Tally {
        Tally { outcomes: vec![[0; 3]; g.players.len().max(1)], staked: vec![0; g.bets.len()] }
    }

    /// A coup's outcome for the `slot`th player hand.
    #[inline]
    pub(crate) fn outcome(&mut self, slot: usize, outcome: usize) {
        if let Some(c) = self.outcomes.get_mut(slot).and_then(|h| h.get_mut(outcome)) {
            *c += 1;
        }
    }

    #[inline]
    pub(crate) fn stake(&mut self, bet: usize, minor: i64) {
        if let Some(s) = self.staked.get_mut(bet) {
            *s = s.saturating_add(minor);
        }
    }

    /// The study of a table where the house banks (punto y banca).
    pub(crate) fn house_banks(&self, g: &BaccaratGame) -> GameStudy {
        let labels = self.labels(g);
        let observed: Vec<u64> = self.outcomes.iter().flatten().copied().collect();
        match g.exact_odds() {
            Ok(odds) if self.outcomes.len() == 1 => {
                let total = i128::try_from(odds.counts.total()).unwrap_or(i128::MAX);
                let p = |x: u128| Ratio::new(i128::try_from(x).unwrap_or(i128::MAX), total);
                let probs = vec![p(odds.counts.banker), p(odds.counts.player), p(odds.counts.tie)];
                let mut mix = EdgeMix::zero();
                for (bet, &stake) in self.staked.iter().enumerate().filter(|(_, s)| **s > 0) {
                    if let Some(e) = odds.edges.get(bet) {
                        mix.add_stake(i128::from(stake), &e.edge);
                    }
                }
                GameStudy {
                    house_income: HouseIncome::Banker,
                    edge: TheoreticalEdge::Mix(mix),
                    outcomes: Frequencies::with_odds(labels, observed, probs).into(),
                }
            }
            Ok(_) => self.untested(g, HouseIncome::Banker, crate::t!("study-detail-several-player-hands")),
            Err(e) => self.untested(g, HouseIncome::Banker, e.0.clone()),
        }
    }

    /// The study of a table where a player banks (chemin de fer, dos paños).
    pub(crate) fn player_banks(&self, g: &BaccaratGame) -> GameStudy {
        let why = match g.exact_odds() {
            Err(e) => e.0.clone(),
            Ok(_) => crate::t!("study-detail-players-choose"),
        };
        let mut s = self.untested(g, HouseIncome::Cagnotte, why);
        s.edge = TheoreticalEdge::None(NoEdge::HouseDoesNotBank);
        s
    }

    fn untested(&self, g: &BaccaratGame, house_income: HouseIncome, detail: crate::i18n::Text) -> GameStudy {
        let observed: Vec<u64> = self.outcomes.iter().flatten().copied().collect();
        GameStudy {
            house_income,
            edge: TheoreticalEdge::None(NoEdge::NotEnumerable { detail: detail.clone() }),
            outcomes: Frequencies::untested(self.labels(g), observed, NoOdds::NotEnumerable { detail }).into(),
        }
    }

    /// `banca`, `punto`, the tie word; per hand (`punto1=banca`, …) where there are several.
    fn labels(&self, g: &BaccaratGame) -> Vec<String> {
        let banker = g.hand_name(g.banker);
        let several = self.outcomes.len() > 1;
        (0..self.outcomes.len())
            .flat_map(|slot| {
                let hand = g.players.get(slot).map_or("?", |&h| g.hand_name(h));
                [banker, hand, g.spec.tie_word.as_str()]
                    .map(|w| if several { format!("{hand}={w}") } else { w.to_owned() })
            })
            .collect()
    }
}

//! Black Jack's part of a table's study ([`crate::study`]): the dealer's final hands counted
//! (17, 18, 19, 20, 21, Black-Jack, bust) and tested against the exact probabilities of
//! [`super::odds`] with the article's decks and soft-17 rule, averaged over the up-card (each of
//! ace to nine 1/13, a ten-valued card 4/13).
//!
//! Counted only where the dealer's hand was dealt to its end by the rule: not a round whose cards
//! were out of order or not seen, nor one where the dealer stopped early (Valencia 2003 lets him
//! when every player busted; those rounds leave the count, a small bias the report's test does
//! not correct). No house edge is given: it depends on the players' decisions and on the
//! article's readings (doubled and split stakes against a later dealer Black-Jack), and
//! `odds.rs` does not compute basic strategy.

use num_rational::Ratio;

use super::BlackJackGame;
use super::odds::DealerFinal;
use super::round::Round;
use crate::study::{Frequencies, GameStudy, HouseIncome, NoEdge, NoOdds, TheoreticalEdge};

/// The dealer's final hands counted, in [`DealerFinal::ALL`]'s order.
#[derive(Debug, Default)]
pub(crate) struct Tally {
    outcomes: [u64; 7],
}

impl Tally {
    /// A round ended: its dealer's hand, if dealt to its end.
    pub(crate) fn round(&mut self, g: &BlackJackGame, r: &Round) {
        if r.broken || r.dealer_points.unseen || !r.dealer_over(g) {
            return;
        }
        let p = r.dealer_points;
        let outcome = match p.total() {
            _ if p.bust() => DealerFinal::Bust,
            Some(21) if p.cards == 2 => DealerFinal::BlackJack,
            Some(17) => DealerFinal::Total17,
            Some(18) => DealerFinal::Total18,
            Some(19) => DealerFinal::Total19,
            Some(20) => DealerFinal::Total20,
            Some(21) => DealerFinal::Total21,
            _ => return,
        };
        self.outcomes[outcome.index()] += 1;
    }

    pub(crate) fn study(&self, g: &BlackJackGame) -> GameStudy {
        let labels: Vec<String> = ["17", "18", "19", "20", "21", "Black-Jack", "bust"].map(str::to_owned).to_vec();
        let observed = self.outcomes.to_vec();
        let edge = TheoreticalEdge::None(NoEdge::NotEnumerable { detail: crate::t!("bj-study-no-edge") });
        let outcomes = match g.dealer_odds() {
            Ok(o) => {
                let mut p = [Ratio::from_integer(0); 7];
                for (u, row) in o.by_upcard.iter().enumerate() {
                    let weight = if u == 9 { Ratio::new(4, 13) } else { Ratio::new(1, 13) };
                    for (f, x) in row.iter().enumerate() {
                        p[f] += weight * x;
                    }
                }
                Frequencies::with_odds(labels, observed, p.to_vec())
            }
            Err(e) => Frequencies::untested(
                labels,
                observed,
                NoOdds::NotEnumerable { detail: crate::i18n::Text::verbatim(e.to_string()) },
            ),
        };
        GameStudy { house_income: HouseIncome::Banker, edge, outcomes }
    }
}

//! Black Jack's part of a table's study ([`crate::study`]): the dealer's final hands counted
//! (17, 18, 19, 20, 21, Black-Jack, bust) and tested against the exact probabilities of
//! [`super::odds`] with the article's decks and soft-17 rule, averaged over the up-card (each of
//! ace to nine 1/13, a ten-valued card 4/13).
//!
//! Counted only where the dealer's hand was dealt to its end by the rule: not a round whose cards
//! were out of order or not seen, nor one where the dealer stopped early (Valencia 2003 lets him
//! when every player busted; those rounds leave the count, a small bias the report's test does
//! not correct). The edge set beside the observed hold is basic strategy's under the article's
//! rules and decks ([`super::strategy`], `veedor odds`' figure), per initial stake: what the
//! house keeps from players who play well, not a mix of the stakes placed (the players'
//! decisions make the edge, and the hold counts doubles, splits and insurance as staked).

use std::sync::{Arc, Mutex, PoisonError};

use num_rational::Ratio;

use super::BlackJackGame;
use super::odds::{DealerFinal, DealerOutcomes, DealerRules, MAX_DECKS, OddsError, Prob, Shoe, dealer_outcomes};
use super::round::Round;
use crate::i18n::Text;
use crate::study::{Frequencies, GameStudy, HouseIncome, NoEdge, NoOdds, Outcomes, StrategyEdge, TheoreticalEdge};

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
        // The labels are the JSON's keys; the names are what a reader sees, in his language.
        let labels: Vec<String> = ["17", "18", "19", "20", "21", "Black-Jack", "bust"].map(str::to_owned).to_vec();
        let names = DealerFinal::ALL.map(|f| match f {
            DealerFinal::Total17 => Text::verbatim("17"),
            DealerFinal::Total18 => Text::verbatim("18"),
            DealerFinal::Total19 => Text::verbatim("19"),
            DealerFinal::Total20 => Text::verbatim("20"),
            DealerFinal::Total21 => Text::verbatim("21"),
            DealerFinal::BlackJack => crate::t!("bj-study-outcome-blackjack"),
            DealerFinal::Bust => crate::t!("bj-study-outcome-bust"),
        });
        let observed = self.outcomes.to_vec();
        // The players' decisions make the edge: the study sets the hold beside basic strategy's,
        // worked out only if a report shows it.
        let shared = g.strategy_edge_shared();
        let edge = TheoreticalEdge::Strategy(StrategyEdge::lazy(
            g.spec.cards.decks,
            move || match &**shared {
                Ok(e) => Ok(*e),
                Err(detail) => Err(NoEdge::NotEnumerable { detail: detail.clone() }),
            },
            || NoEdge::NotEnumerable { detail: crate::t!("bj-study-no-edge") },
        ));
        // The expected side, from the dealer's exact odds, is worked out only if a report
        // shows it (see [`Outcomes`]).
        let (decks, rules) = (g.spec.cards.decks, DealerRules { hits_soft_17: g.spec.dealer.hit_soft_17 });
        let outcomes = Outcomes::lazy(move || {
            // The embedded articles' shoes are worked out ahead (the figures are the same).
            let known = crate::engine::known_odds::dealer_averaged(decks, rules).map(Ok);
            let odds = known.unwrap_or_else(|| match &*dealer_odds(decks, rules) {
                Ok(o) => Ok(averaged(o)),
                Err(e) => Err(*e),
            });
            let outcomes = match odds {
                Ok(p) => Frequencies::with_odds(labels, observed, p.to_vec()),
                Err(e) => Frequencies::untested(labels, observed, NoOdds::NotEnumerable { detail: no_odds(e) }),
            };
            outcomes.named(names.to_vec())
        });
        GameStudy { house_income: HouseIncome::Banker, edge, outcomes }
    }
}

/// The dealer's outcomes averaged over the up-card: each of ace to nine 1/13, a ten-valued card
/// 4/13.
pub(crate) fn averaged(o: &DealerOutcomes) -> [Prob; 7] {
    let mut p = [Ratio::from_integer(0); 7];
    for (u, row) in o.by_upcard.iter().enumerate() {
        let weight = if u == 9 { Ratio::new(4, 13) } else { Ratio::new(1, 13) };
        for (f, x) in row.iter().enumerate() {
            p[f] += weight * x;
        }
    }
    p
}

/// The dealer's exact outcomes with `decks` decks under `rules`, worked out once per process
/// and kept for every later study of the same shoe and rule (a batch's tables, an HTML
/// report's sessions). Kept here, not in the article's engine ([`BlackJackGame`]), because a
/// study outlives the engine that made it: it reads them when a report shows it.
fn dealer_odds(decks: u16, rules: DealerRules) -> Arc<DealerOdds> {
    static DONE: Mutex<Vec<(DealerShoe, Arc<DealerOdds>)>> = Mutex::new(Vec::new());
    let key = (decks, rules);
    // Worked out under the lock: two studies reading them at once wait for one computation.
    let mut done = DONE.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, odds)) = done.iter().find(|(k, _)| *k == key) {
        return Arc::clone(odds);
    }
    let odds = Arc::new(dealer_outcomes(Shoe::Decks(decks), rules));
    done.push((key, Arc::clone(&odds)));
    odds
}

type DealerOdds = Result<DealerOutcomes, OddsError>;

/// The decks and the dealer's rule that [`DealerOdds`] are worked out for.
type DealerShoe = (u16, DealerRules);

/// Why the dealer's odds are not computed, for the reader.
fn no_odds(e: OddsError) -> Text {
    match e {
        OddsError::Decks(decks) => crate::t!("bj-study-no-odds", decks = decks, max = MAX_DECKS),
    }
}

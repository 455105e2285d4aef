//! Póquer sin descarte's part of a table's study ([`crate::study`]): the boxes' five-card
//! combinations counted and tested against their exact distribution ([`super::odds`]), and the
//! house edge of the optimal «voy»/«paso» ([`super::edge`]) set beside the hold.
//!
//! The combinations are pooled into six categories for the chi-square: «color» and everything
//! above it come about once in 270 hands (a royal flush once in 649,740), and the test needs five
//! expected hands per category. Every box dealt in a round that was not annulled or misdealt is
//! counted: the boxes of one round share a deck, so they are not quite independent (a small bias
//! the report's test does not correct), but each box's hand has the exact distribution.
//!
//! The exact edge is a sweep of about 6 s in a release build, too slow for a report: the two
//! articles' figures (for their own qualifier, an ace and a king, and pay table; an article
//! with another gets no edge here, `veedor odds` computes its) are kept here as constants, checked against [`super::edge::house_edge`] by
//! `tests/poker_study.rs` (ignored in debug). The edge is per ante, while the hold is per unit
//! staked (antes and second bets): the figure set beside the hold is the house result the
//! antes placed should give under the optimal decisions (edge × antes) over the antes and second
//! bets staked, so that both speak per unit staked. A Carrusel's stakes are in neither.

use num_rational::Ratio;

use super::game::PokerGame;
use super::hand::{Category, HandValue, Qualifier, Ranking};
use super::odds::{PayTable, Q};
use crate::i18n::Text;
use crate::study::{EdgeMix, Frequencies, GameStudy, HouseIncome, NoEdge, Outcomes, TheoreticalEdge};

/// Deals of the exact edge's sweep on 52 cards: C(52, 5) · 47 · C(46, 4).
pub const DEALS: i128 = 19_933_230_517_200;
/// What the house wins in antes over [`DEALS`] under the optimal decisions, Valencia's ranking
/// (A-2-3-4-5 a straight), the texts' qualifier ([`Qualifier::ACE_KING`]) and pay table
/// ([`PayTable::SIN_DESCARTE`], second bet of two antes).
pub const VALENCIA_HOUSE_WINS: i128 = 1_049_219_398_372;
/// The same without the low straight (Murcia).
pub const MURCIA_HOUSE_WINS: i128 = 1_084_148_853_032;

/// Hands of each [`Category`] over the 2,598,960 of a French deck, with A-2-3-4-5 a straight.
pub const COUNTS_ACE_LOW: [u64; 10] = [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4];
/// The same without the low straight: its 1,020 hands of mixed suits are high cards, its 4 of one
/// suit flushes.
pub const COUNTS_NO_ACE_LOW: [u64; 10] = [1_303_560, 1_098_240, 123_552, 54_912, 9_180, 5_112, 3_744, 624, 32, 4];

/// The pooled categories' keys in the JSON, lowest first.
const LABELS: [&str; 6] = ["high-cards", "pair", "two-pair", "trio", "straight", "color-or-better"];

/// The exact optimal edge per ante of `g`, when it is one of the figures kept here.
pub fn known_edge(g: &PokerGame) -> Option<Q> {
    let standard = g.pay == PayTable::SIN_DESCARTE.0
        && g.spec.second_bet.multiple == 2
        && g.spec.second_bet.when_bank_does_not_play == crate::catalog::poker::NotQualified::Returned
        && g.qualifier == Qualifier::ACE_KING
        && g.ranking.deck.len() == 52
        && g.ranking.depth == 5
        && !g.ranking.color_over_full
        && !g.ranking.low_top_ace;
    if !standard {
        return None;
    }
    let wins = if g.ranking.ace_low { VALENCIA_HOUSE_WINS } else { MURCIA_HOUSE_WINS };
    Some(Ratio::new(wins, DEALS))
}

/// The exact counts of `ranking`'s categories, when it is a French deck's with five cards compared.
pub fn known_counts(ranking: &Ranking) -> Option<[u64; 10]> {
    (ranking.deck.len() == 52 && !ranking.color_over_full).then_some(if ranking.ace_low {
        COUNTS_ACE_LOW
    } else {
        COUNTS_NO_ACE_LOW
    })
}

/// The pooled category of a combination (see the module's documentation).
fn pooled(c: Category) -> usize {
    (c as usize).min(LABELS.len() - 1)
}

/// What the engine counts for the study over a log.
#[derive(Debug, Default)]
pub(crate) struct Tally {
    /// The boxes' hands, by pooled category.
    hands: [u64; 6],
    /// The antes of the rounds judged, and the antes and second bets of every round, in minor
    /// units.
    antes_judged: i128,
    staked: i128,
}

impl Tally {
    /// A box's five cards, in a round played to its end.
    pub(crate) fn hand(&mut self, v: HandValue) {
        self.hands[pooled(v.category())] += 1;
    }

    /// A stake of the game (not the Carrusel's): `ante` or a second bet; `judged` when its round
    /// was played to its end (an annulled round's stakes are returned: nothing is expected).
    pub(crate) fn stake(&mut self, amount: i64, ante: bool, judged: bool) {
        self.staked += i128::from(amount);
        if ante && judged {
            self.antes_judged += i128::from(amount);
        }
    }

    pub(crate) fn study(&self, g: &PokerGame) -> GameStudy {
        let edge = match known_edge(g) {
            Some(e) if self.staked > 0 => TheoreticalEdge::Mix(EdgeMix {
                weighted: e * Ratio::from_integer(self.antes_judged),
                stake: self.staked,
            }),
            Some(_) => TheoreticalEdge::None(NoEdge::NoStakes),
            None => TheoreticalEdge::None(NoEdge::NotEnumerable { detail: crate::t!("ps-study-no-edge") }),
        };
        let observed = self.hands.to_vec();
        let ranking = g.ranking;
        let outcomes = Outcomes::lazy(move || {
            let labels: Vec<String> = LABELS.map(str::to_owned).to_vec();
            let mut names: Vec<Text> = Category::ALL[..5].iter().map(|c| c.name()).collect();
            names.push(crate::t!("ps-study-color-or-better"));
            let f = match known_counts(&ranking) {
                Some(counts) => {
                    let total: u64 = counts.iter().sum();
                    let mut p = vec![0i128; 6];
                    for (c, n) in counts.iter().enumerate() {
                        p[c.min(5)] += i128::from(*n);
                    }
                    let p = p.into_iter().map(|n| Ratio::new(n, i128::from(total))).collect();
                    Frequencies::with_odds(labels, observed, p)
                }
                None => Frequencies::untested(
                    labels,
                    observed,
                    crate::study::NoOdds::NotEnumerable { detail: crate::t!("ps-study-no-odds") },
                ),
            };
            f.named(names)
        });
        GameStudy { house_income: HouseIncome::Banker, edge, outcomes }
    }
}

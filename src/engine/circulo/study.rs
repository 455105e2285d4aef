//! The círculo games' part of a table's study ([`crate::study`]): the house's take beside the
//! most the article allows ([`Take`]), every dealt hand's best combination tested against its
//! exact distribution, and what the inspector reads beside them: the winning hands, and how the
//! hands ended (a showdown, everyone else folded, annulled), with the side pots and splits.
//!
//! Which hands are counted against the exact distribution: every player dealt in at a hand whose
//! five community cards all came out and that was not annulled, folded players included (the
//! log shows every hole card). Each such player's cards are a uniform deal of two and five, so
//! each has the exact distribution of [`super::super::poker::odds::deal_distribution`]; the
//! players of one hand share a deck, and whether the board comes out at all depends a little on
//! their hands (someone must stay in): a small bias the test does not correct, as the sin
//! descarte's study says of its boxes. The winners' combinations are not tested: who wins
//! depends on the players and on who folds.
//!
//! The exact counts are kept here as constants for the two sintético articles (Valencia's
//! sweep takes seconds, too slow for a report) and for the 52-card seven-card hand (hold'em),
//! each checked against the enumeration by tests (`tests/sintetico_hands.rs`; the 52-card
//! figures are the published ones, `docs/sintetico-odds.md`).

use num_rational::Ratio;

use crate::engine::poker::hand::{Category, HandValue};
use crate::i18n::Text;
use crate::money::Amount;
use crate::study::{Frequencies, GameStudy, HouseIncome, NoEdge, NoOdds, Outcomes, Take, TheoreticalEdge, View};
use crate::t;

/// Murcia's sintético: the best five of seven on 28 cards, over the 1,184,040 sets of seven,
/// indexed by [`Category`] as `usize` (high cards first).
pub const MURCIA_SINTETICO: [u64; 10] = [0, 71_280, 506_520, 86_020, 304_700, 14_448, 183_120, 14_168, 2_772, 1_012];
/// Valencia's sintético: both hole cards and three of the five community cards on 28 cards,
/// over the 24,864,840 deals of two and five.
pub const VALENCIA_SINTETICO: [u64; 10] =
    [15_960, 3_492_144, 9_731_880, 3_790_920, 5_417_424, 146_416, 1_976_184, 255_024, 28_768, 10_120];
/// The best five of seven on 52 cards (hold'em), over the 133,784,560 sets of seven, with
/// A-2-3-4-5 a straight: the published figures.
pub const SEVEN_OF_FIFTY_TWO: [u64; 10] =
    [23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 37_260, 4_324];

/// Which exact distribution a table's hands follow, when one is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exact {
    MurciaSintetico,
    ValenciaSintetico,
    SevenOfFiftyTwo,
}

impl Exact {
    pub fn counts(self) -> [u64; 10] {
        match self {
            Exact::MurciaSintetico => MURCIA_SINTETICO,
            Exact::ValenciaSintetico => VALENCIA_SINTETICO,
            Exact::SevenOfFiftyTwo => SEVEN_OF_FIFTY_TWO,
        }
    }
}

/// The pooled categories' keys in the JSON, lowest first: a chi-square needs about five
/// expected hands in each, and a royal flush comes once in a thousand deals or rarer.
const LABELS: [&str; 6] = ["pair-or-less", "two-pair", "trio", "straight", "full", "color-or-better"];

/// The pooled category of a combination: high cards with the pair, the colour with everything
/// above it but the full (on 28 cards the colour ranks above or below the full by article, so
/// it is pooled by what it is, not by its place).
fn pooled(c: Category) -> usize {
    match c {
        Category::HighCards | Category::Pair => 0,
        Category::TwoPair => 1,
        Category::Trio => 2,
        Category::Straight => 3,
        Category::Full => 4,
        Category::Color | Category::Poker | Category::StraightFlush | Category::RoyalFlush => 5,
    }
}

/// How a hand ended, for the view of the hands' ends (one each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Shown down, every pot to one player.
    Showdown,
    /// Shown down, a pot split between tied players.
    Split,
    /// Everyone else folded.
    Uncontested,
    /// Annulled (a misdeal, the community cards run out).
    Void,
}

/// What the engine counts for the study over a log.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Every dealt hand's best combination at hands whose board came out, by pooled category.
    hands: [u64; 6],
    /// The combinations that won a pot (or a share of one) at a showdown, by [`Category`].
    winners: [u64; 10],
    /// Hands by how they ended ([`Ending`]).
    endings: [u64; 4],
    /// Hands awarded, by their number of pots: one, two (a side pot), three or more.
    pots_per_hand: [u64; 3],
    /// Minor units: put into the pots, taken, and the most the article allowed to take.
    pots: i64,
    taken: i64,
    allowed: i64,
    hands_dealt: u64,
    /// Minutes of play: the sum over sessions of the last timestamp less the first.
    minutes: Option<u64>,
}

impl Tally {
    /// A hand dealt (annulled or not).
    pub fn hand_dealt(&mut self) {
        self.hands_dealt += 1;
    }

    /// A player's best combination at a hand whose five community cards came out.
    pub fn best_hand(&mut self, v: HandValue) {
        self.hands[pooled(v.category())] += 1;
    }

    /// A combination that won a pot or a share of one at a showdown.
    pub fn winner(&mut self, v: HandValue) {
        self.winners[v.category() as usize] += 1;
    }

    /// How a hand ended, and into how many pots its money went (none when annulled).
    pub fn ending(&mut self, ending: Ending, pots: usize) {
        self.endings[ending as usize] += 1;
        if pots > 0 {
            self.pots_per_hand[(pots - 1).min(2)] += 1;
        }
    }

    /// Chips put into the pot (an ante, a bet, a call), less any given back uncalled.
    pub fn into_pots(&mut self, amount: Amount) {
        self.pots = self.pots.saturating_add(amount.minor());
    }

    /// A `cagnotte` line: chips taken.
    pub fn taken(&mut self, amount: Amount) {
        self.taken = self.taken.saturating_add(amount.minor());
    }

    /// The most the article allowed to take at a betting interval, a hand or a session.
    pub fn allowed(&mut self, amount: Amount) {
        self.allowed = self.allowed.saturating_add(amount.minor());
    }

    /// The session's minutes of play, from its first and last timestamps.
    pub fn minutes(&mut self, minutes: u64) {
        self.minutes = Some(self.minutes.unwrap_or(0).saturating_add(minutes));
    }

    pub fn take(&self) -> Take {
        Take {
            taken: Amount(self.taken),
            allowed: Amount(self.allowed),
            pots: Amount(self.pots),
            hands: self.hands_dealt,
            minutes: self.minutes,
        }
    }

    /// The study: the take is the house's income, no edge (the house plays no hand), the dealt
    /// hands against `exact` when one is kept.
    pub fn study(&self, exact: Option<Exact>) -> GameStudy {
        let observed = self.hands.to_vec();
        let outcomes = Outcomes::lazy(move || {
            let labels: Vec<String> = LABELS.map(str::to_owned).to_vec();
            let names = vec![
                t!("pc-study-pair-or-less"),
                Category::TwoPair.name(),
                Category::Trio.name(),
                Category::Straight.name(),
                Category::Full.name(),
                t!("pc-study-color-or-better"),
            ];
            let f = match exact {
                Some(e) => {
                    let counts = e.counts();
                    let total: u64 = counts.iter().sum();
                    let mut p = [0i128; 6];
                    for (c, n) in Category::ALL.iter().zip(counts) {
                        p[pooled(*c)] += i128::from(n);
                    }
                    let p = p.into_iter().map(|n| Ratio::new(n, i128::from(total))).collect();
                    Frequencies::with_odds(labels, observed, p)
                }
                None => {
                    Frequencies::untested(labels, observed, NoOdds::NotEnumerable { detail: t!("pc-study-no-odds") })
                }
            };
            f.named(names)
        });
        GameStudy {
            house_income: HouseIncome::Cagnotte,
            edge: TheoreticalEdge::None(NoEdge::HousePlaysNoHand),
            outcomes,
        }
    }

    /// The winning hands, the hands' ends and their pots, beside the outcomes: counts, not
    /// tested (the players' decisions make them).
    pub fn views(&self) -> Vec<View> {
        let untested = |labels: &[&str], observed: Vec<u64>, names: Vec<Text>, why: &'static str| {
            Frequencies::untested(
                labels.iter().map(|l| (*l).to_owned()).collect(),
                observed,
                NoOdds::NotEnumerable { detail: Text::new(why) },
            )
            .named(names)
        };
        let winners = untested(
            &CATEGORY_KEYS,
            self.winners.to_vec(),
            Category::ALL.iter().map(|c| c.name()).collect(),
            "pc-study-decided-by-players",
        );
        let endings = untested(
            &["showdown", "split", "uncontested", "void"],
            self.endings.to_vec(),
            vec![t!("pc-study-showdown"), t!("pc-study-split"), t!("pc-study-uncontested"), t!("pc-study-void")],
            "pc-study-decided-by-players",
        );
        let pots = untested(
            &["one", "two", "three-or-more"],
            self.pots_per_hand.to_vec(),
            vec![t!("pc-study-pots-one"), t!("pc-study-pots-two"), t!("pc-study-pots-more")],
            "pc-study-decided-by-players",
        );
        vec![
            View { title: t!("pc-study-winners-title"), frequencies: winners },
            View { title: t!("pc-study-endings-title"), frequencies: endings },
            View { title: t!("pc-study-pots-title"), frequencies: pots },
        ]
    }
}

/// The JSON keys of the categories, lowest first (as [`Category::ALL`]).
const CATEGORY_KEYS: [&str; 10] =
    ["high-cards", "pair", "two-pair", "trio", "straight", "color", "full", "poker", "straight-flush", "royal-flush"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kept_counts_are_the_issues_and_the_published_ones() {
        assert_eq!(MURCIA_SINTETICO.iter().sum::<u64>(), 1_184_040);
        assert_eq!(VALENCIA_SINTETICO.iter().sum::<u64>(), 24_864_840);
        assert_eq!(SEVEN_OF_FIFTY_TWO.iter().sum::<u64>(), 133_784_560);
    }
}

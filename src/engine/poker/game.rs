//! Póquer sin descarte's article compiled ([`PokerGame`]): the ranking, the table's limits as
//! the header chooses them, and the [`Game`] the checker asks.

use crate::catalog::model::{CatalogFile, Play};
use crate::catalog::poker::PokerSpec;
use crate::engine::poker::hand::{Category, Deck};
use crate::engine::poker::{Qualifier, QualifierError, Ranking};
use crate::engine::{CompileError, Engine, Game, TableConfig};
use crate::finding::Finding;
use crate::log::event::{BlackJackEvent, EventKind, PokerEvent, ShoeEvent, TableHeader};
use crate::money::Amount;
use crate::t;

/// Every check the engine can emit; PS020/PS021 only with a Carrusel, PS022 only where a bet on
/// another's box needs consent.
const CHECKS: [&str; 19] = [
    "PS001", "PS002", "PS003", "PS004", "PS005", "PS006", "PS007", "PS008", "PS009", "PS010", "PS011", "PS012",
    "PS013", "PS014", "PS015", "PS016", "PS017", "PS018", "PS019",
];

/// An article compiled for the engine.
pub struct PokerGame {
    pub spec: PokerSpec,
    pub ranking: Ranking,
    /// The lowest hand with which the bank plays (`bank.qualifier`).
    pub qualifier: Qualifier,
    /// The rule of the article that breaks a tie between two hands of a category (by
    /// [`Category`] as `usize`), where it has one.
    pub tie_rules: [Option<&'static str>; 10],
    pub pay: [u32; 10],
    pub carrusel: Option<[u32; 10]>,
}

impl PokerGame {
    pub fn compile(file: &CatalogFile) -> Result<PokerGame, Vec<CompileError>> {
        let Play::Poker(spec) = &file.play else { return Err(Vec::new()) };
        let mut errs = Vec::new();
        let base = "play.poker";
        if spec.second_bet.multiple == 0 {
            errs.push(CompileError::new(format!("{base}.second_bet.multiple"), t!("ps-compile-zero")));
        }
        if spec.limits.maximum_multiples.is_empty() {
            errs.push(CompileError::new(format!("{base}.limits.maximum_multiples"), t!("ps-compile-zero")));
        }
        if spec.boxes.max == 0 || spec.boxes.max_bets == 0 || spec.boxes.default == 0 {
            errs.push(CompileError::new(format!("{base}.boxes"), t!("ps-compile-zero")));
        }
        if !spec.limits.minimum_pesetas.is_empty() && spec.limits.pesetas_per_euro.is_none_or(|r| *r.0.numer() == 0) {
            errs.push(CompileError::new(format!("{base}.limits.pesetas_per_euro"), t!("ps-compile-zero")));
        }
        let qualifier = compile_qualifier(spec, base).map_err(|e| errs.push(e)).ok();
        let Some(qualifier) = qualifier.filter(|_| errs.is_empty()) else { return Err(errs) };
        // One French deck; the colour under the full; every card compared (V §11.V.1's
        // «y así sucesivamente»).
        let ranking = Ranking {
            deck: Deck::French52,
            ace_low: spec.ranking.ace_low,
            low_top_ace: spec.ranking.low_straight_top == crate::catalog::poker::LowStraightTop::Ace,
            color_over_full: false,
            depth: 5,
        };
        Ok(PokerGame {
            qualifier,
            tie_rules: tie_rules(file),
            pay: spec.pay_table.as_array(),
            carrusel: spec.carrusel.as_ref().map(|c| c.minimum.as_array()),
            ranking,
            spec: spec.clone(),
        })
    }

    /// The minima the article allows, in the table's currency's minor units (Murcia's bands);
    /// empty where the authorisation sets it.
    pub fn allowed_minima(&self, currency: &str) -> Vec<Amount> {
        let l = &self.spec.limits;
        l.minimum_pesetas
            .iter()
            .map(|&pta| {
                let cents = i128::from(pta) * 100;
                if currency.eq_ignore_ascii_case("ESP") {
                    return Amount(i64::try_from(cents).unwrap_or(i64::MAX));
                }
                let Some(rate) = l.pesetas_per_euro else { return Amount(i64::MAX) };
                let v = l.rounding.divide(cents * i128::from(*rate.0.denom()), i128::from(*rate.0.numer()));
                Amount(i64::try_from(v).unwrap_or(i64::MAX))
            })
            .collect()
    }
}

/// The article's `bank.qualifier` made a [`Qualifier`], or why it is no hand.
fn compile_qualifier(spec: &PokerSpec, base: &str) -> Result<Qualifier, CompileError> {
    let q = &spec.bank.qualifier;
    let mut ranks = Vec::with_capacity(q.ranks.len());
    for (i, r) in q.ranks.iter().enumerate() {
        let rank = match r.as_str() {
            "10" => Some(crate::log::card::Rank::Ten),
            one if one.len() == 1 => crate::log::card::Rank::from_char(one.as_bytes()[0]),
            _ => None,
        };
        let Some(rank) = rank else {
            return Err(CompileError::new(
                format!("{base}.bank.qualifier.ranks[{i}]"),
                t!("ps-compile-qualifier-rank", rank = r.as_str()),
            ));
        };
        ranks.push(rank);
    }
    let category = q.combination;
    Qualifier::new(category, &ranks).map_err(|e| {
        let message = match e {
            QualifierError::TooManyRanks { most } => {
                t!("ps-compile-qualifier-too-many", cat = category.name(), most = most)
            }
            QualifierError::NotAHand => {
                t!("ps-compile-qualifier-not-a-hand", cat = category.name(), ranks = q.ranks.join(" "))
            }
        };
        CompileError::new(format!("{base}.bank.qualifier.ranks"), message)
    })
}

/// The tie-break rules of V §11.V.1 and M art. 4.e.1 by the ids the articles' YAML gives them:
/// Valencia one rule a category, Murcia the póquer's and the full's in one quote, and both
/// compare cartas mayores card by card. The first id of each list the article has is the rule.
fn tie_rules(file: &CatalogFile) -> [Option<&'static str>; 10] {
    let candidates = |c: Category| -> &'static [&'static str] {
        match c {
            Category::HighCards => &["psd.compare.high_cards"],
            Category::Pair => &["psd.tie.pair"],
            Category::TwoPair => &["psd.tie.two_pair"],
            Category::Trio => &["psd.tie.trio"],
            Category::Straight | Category::StraightFlush | Category::RoyalFlush => &["psd.tie.straight_any"],
            Category::Color => &["psd.tie.color"],
            Category::Full => &["psd.tie.full", "psd.tie.poker_full"],
            Category::Poker => &["psd.tie.poker", "psd.tie.poker_full"],
        }
    };
    Category::ALL.map(|c| candidates(c).iter().copied().find(|id| file.rules.iter().any(|r| r.id == *id)))
}

impl Game for PokerGame {
    fn header_keys(&self) -> Vec<&str> {
        vec!["max", "boxes", "sabot"]
    }

    fn emitted_checks(&self) -> Vec<&'static str> {
        let mut v = CHECKS.to_vec();
        if self.carrusel.is_some() {
            v.extend(["PS020", "PS021"]);
        }
        if self.spec.boxes.consent {
            v.push("PS022");
        }
        v.push("PS023");
        v
    }

    fn start(&self, table: &TableConfig, header: &TableHeader<'_>) -> Result<Box<dyn Engine + '_>, Box<Finding>> {
        Ok(Box::new(super::engine::Table::new(self, table, header)))
    }

    fn accepts(&self, kind: &EventKind<'_>) -> bool {
        match kind {
            EventKind::Shoe(ShoeEvent::Deal { .. }) | EventKind::Poker(_) => {
                // Consent is Murcia's: elsewhere a `consent` line belongs to no rule of the game.
                !matches!(kind, EventKind::Poker(PokerEvent::Consent { .. })) || self.spec.boxes.consent
            }
            EventKind::BlackJack(BlackJackEvent::Vacant { .. }) => true,
            _ => false,
        }
    }

    /// The reveal decides the round, and so does its annulment; and a «paso», whose ante is
    /// settled at once: when every box passes, the round's settlements all come before the
    /// reveal, and a stake after them begins the next round (S008 where its `round` line is
    /// missing), as after any settled round.
    fn decides_round(&self, kind: &EventKind<'_>) -> bool {
        matches!(kind, EventKind::Poker(PokerEvent::Reveal | PokerEvent::Void | PokerEvent::Fold { .. }))
    }
}

//! Black Jack (Veintiuno): the article compiled ([`BlackJackGame`]), its engine and its exact
//! odds.
//!
//! - [`cards`]: card values and a hand's points (an ace 1 or 11, a doubled ace 1);
//! - [`round`]: one round as the log tells it — stakes, boxes, the deal, the players' decisions,
//!   the dealer's draw — and the findings about its course;
//! - [`settle`]: what each stake is due against the cards, and the findings about its money;
//! - [`engine`]: the engine of one log (the shoe, the rounds, the end of input);
//! - [`limits_change`]: a `limits` line, the limits changed during the session;
//! - [`study`]: the engine's part of the HTML report's study;
//! - [`family`]: the family as a plug-in ([`crate::engine::family`]);
//! - [`odds`]: the dealer's exact final-total distribution (`veedor odds`, the study);
//! - [`strategy`]: basic strategy and the player's exact edge under the article's rules;
//! - [`sim`]: the simulator.
//!
//! The shoe (copies per card, the five-card burn, the cut card's reserve, a round after the cut
//! card, the deck count) is the shared card shoe of [`crate::engine::shoe`], reporting under
//! BJ001–BJ005 in the words of rounds and the cut card.

pub mod cards;
pub mod control;
pub mod engine;
pub mod family;
pub mod limits_change;
pub mod odds;
pub mod round;
pub mod settle;
pub mod sim;
pub mod strategy;
pub(crate) mod study;

use std::sync::{Arc, LazyLock};

use crate::catalog::black_jack::{BlackJackSpec, MaximumApplies};
use crate::catalog::roulette::ChangePolicy;
use crate::engine::shoe::{ShoeCodes, ShoeRules, ShoeWords};
use crate::engine::{CompileError, Engine, Game, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{BlackJackEvent, EventKind, ShoeEvent, TableHeader};
use crate::t;

/// The dealer's hand word (`deal crupier 6s`).
pub const DEALER: &str = "crupier";

/// The codes under which the family reports the shared shoe's findings.
pub const SHOE_CODES: ShoeCodes = ShoeCodes {
    impossible_card: "BJ001",
    burn: "BJ002",
    cut_card_place: "BJ003",
    round_after_stop_card: "BJ004",
    deck_count: "BJ005",
};

/// A compiled Black Jack article.
#[derive(Debug)]
pub struct BlackJackGame {
    pub spec: BlackJackSpec,
    pub shoe_rules: ShoeRules,
    /// The house edge of basic strategy under the article (`veedor odds`'s first figure), or
    /// why it is not computed, the first time a report shows a table's study (once per article;
    /// shared with the studies, which outlive the engine, and read it only when shown).
    strategy_edge: Arc<LazyLock<Result<f64, Text>, StrategyFn>>,
}

/// What works out [`BlackJackGame::strategy_edge`].
type StrategyFn = Box<dyn FnOnce() -> Result<f64, Text> + Send>;

impl BlackJackGame {
    /// Checks what YAML types cannot and compiles the shoe.
    pub fn compile(spec: &BlackJackSpec) -> Result<BlackJackGame, Vec<CompileError>> {
        let base = "play.black-jack";
        let mut errs = Vec::new();
        if spec.cards.decks == 0 || spec.cards.decks > 64 {
            errs.push(CompileError::new(format!("{base}.cards.decks"), t!("bj-compile-decks")));
        }
        if spec.boxes.allowed.is_empty()
            || spec.boxes.allowed.iter().any(|&b| b == 0 || b > 9)
            || !spec.boxes.allowed.contains(&spec.boxes.default)
        {
            errs.push(CompileError::new(format!("{base}.boxes"), t!("bj-compile-boxes")));
        }
        if spec.boxes.max_bets == Some(0) || spec.boxes.max_bets.is_some() != spec.boxes.max_bets_rule.is_some() {
            errs.push(CompileError::new(format!("{base}.boxes.max_bets"), t!("bj-compile-max-bets")));
        }
        let l = &spec.limits;
        if l.maximum_multiples.is_empty()
            || l.maximum_multiples.contains(&0)
            || !l.maximum_multiples.contains(&l.default_maximum_multiple)
        {
            errs.push(CompileError::new(format!("{base}.limits"), t!("bac-compile-maximum-multiples")));
        }
        if !(2..=21).contains(&spec.dealer.stands_on) {
            errs.push(CompileError::new(format!("{base}.dealer.stands_on"), t!("bj-compile-stands-on")));
        }
        if spec.double.totals.iter().chain(&spec.double.ace_with).any(|&t| !(2..=20).contains(&t)) {
            errs.push(CompileError::new(format!("{base}.double"), t!("bj-compile-double-totals")));
        }
        if spec.split.max_pairs == Some(0) {
            errs.push(CompileError::new(format!("{base}.split.max_pairs"), t!("bj-compile-max-pairs")));
        }
        if spec.burn.count > 52 {
            errs.push(CompileError::new(format!("{base}.burn.count"), t!("bj-compile-burn")));
        }
        if spec.shoe.burn.is_some() {
            errs.push(CompileError::new(format!("{base}.shoe.burn"), t!("bj-compile-shoe-burn")));
        }
        let half = |p: &crate::money::Payout| *p.0.numer() > 0 && p.0.numer() <= p.0.denom();
        if !half(&spec.insurance.max_fraction) {
            errs.push(CompileError::new(format!("{base}.insurance.max_fraction"), t!("bj-compile-fraction")));
        }
        if spec.progressive.as_ref().is_some_and(|p| !half(&p.max_fraction_of_minimum)) {
            errs.push(CompileError::new(
                format!("{base}.progressive.max_fraction_of_minimum"),
                t!("bj-compile-fraction"),
            ));
        }
        if spec.side_bet_13.as_ref().is_some_and(|s| !(3..=19).contains(&s.total)) {
            errs.push(CompileError::new(format!("{base}.side_bet_13.total"), t!("bj-compile-side-total")));
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        let shoe_rules = ShoeRules {
            decks: spec.cards.decks,
            decks_rule: spec.cards.rule.clone(),
            cut_card_below: spec.shoe.cut_card_below,
            // «como mínimo, a un juego»: at least, not exactly.
            cut_at_least: true,
            cut_card_rule: spec.shoe.cut_card_rule.clone(),
            stop_card_shows: spec.shoe.stop_card_shows,
            burn: None,
            fixed_burn: Some((u32::from(spec.burn.count), spec.burn.rule.clone())),
            codes: SHOE_CODES,
            words: ShoeWords::ROUNDS,
        };
        let (rules, decks) = (family::strategy_rules(spec), spec.cards.decks);
        let strategy: StrategyFn = Box::new(move || {
            let rules = rules?;
            // The embedded articles' rules are worked out ahead (the figure is the same).
            if let Some(edge) = crate::engine::known_odds::strategy_edge(&rules, decks) {
                return Ok(edge);
            }
            strategy::basic_strategy(&rules, odds::Shoe::Decks(decks))
                .map(|r| r.edge)
                .map_err(strategy::render::error_text)
        });
        Ok(BlackJackGame { spec: spec.clone(), shoe_rules, strategy_edge: Arc::new(LazyLock::new(strategy)) })
    }

    /// The house edge of basic strategy under the article's rules, from a shoe of its decks
    /// (see [`strategy`] for what is exact), per initial stake; the error is a sentence for
    /// the reader.
    pub fn strategy_edge(&self) -> Result<f64, &Text> {
        self.strategy_edge.as_ref().as_ref().copied()
    }

    /// [`Self::strategy_edge`] for a study, which may outlive the article's engine: worked out
    /// when a report shows it (see [`crate::study::StrategyEdge`]).
    pub(crate) fn strategy_edge_shared(&self) -> Arc<LazyLock<Result<f64, Text>, StrategyFn>> {
        Arc::clone(&self.strategy_edge)
    }

    /// The header's `max=` (a multiple of the minimum) and `boxes=`.
    fn table(&self, header: &TableHeader<'_>) -> Result<(u32, u8), Box<Finding>> {
        let l = &self.spec.limits;
        let max = match header.get("max") {
            None => l.default_maximum_multiple,
            Some(p) => match p.value.value.parse::<u32>() {
                Ok(m) if l.maximum_multiples.contains(&m) => m,
                _ => {
                    return Err(Box::new(
                        Finding::new(
                            "M004",
                            Label::new(p.value.loc, t!("bac-not-allowed")),
                            t!("bac-max-not-allowed", max = p.value.value),
                        )
                        .expected(t!("bac-max-multiples", multiples = format!("{:?}", l.maximum_multiples)))
                        .found(Text::verbatim(p.value.value)),
                    ));
                }
            },
        };
        let b = &self.spec.boxes;
        let boxes = match header.get("boxes") {
            None => b.default,
            Some(p) => match p.value.value.parse::<u8>() {
                Ok(n) if b.allowed.contains(&n) => n,
                // «cuya cifra máxima es …»: fewer boxes than the largest table are a table of the
                // text (`boxes.fewer`).
                Ok(n) if b.fewer && n >= 1 && b.allowed.iter().any(|&m| n <= m) => n,
                _ => {
                    return Err(Box::new(
                        Finding::new(
                            "M004",
                            Label::new(p.value.loc, t!("bac-not-allowed")),
                            t!("bj-boxes-not-allowed", boxes = p.value.value),
                        )
                        .expected(if b.fewer {
                            t!("bj-boxes-up-to", max = b.allowed.iter().copied().max().unwrap_or(b.default))
                        } else {
                            t!("bj-boxes-allowed", allowed = round::list(&b.allowed))
                        })
                        .found(Text::verbatim(p.value.value)),
                    ));
                }
            },
        };
        Ok((max, boxes))
    }

    /// Whether the article has the side bet «menor o mayor de 13».
    pub fn side_bets(&self) -> bool {
        self.spec.side_bet_13.is_some()
    }

    /// The maximum binds the box's total rather than each bet.
    pub fn per_box_maximum(&self) -> bool {
        self.spec.limits.maximum_applies == MaximumApplies::PerBox
    }
}

/// Compiles a Black Jack article.
pub fn compile(spec: &BlackJackSpec) -> Result<Arc<dyn Game>, Vec<CompileError>> {
    Ok(Arc::new(BlackJackGame::compile(spec)?))
}

impl Game for BlackJackGame {
    fn header_keys(&self) -> Vec<&str> {
        vec!["max", "boxes"]
    }

    fn emitted_checks(&self) -> Vec<&'static str> {
        let s = &self.spec;
        let mut v = vec![
            "BJ001", "BJ002", "BJ003", "BJ004", "BJ005", "BJ006", "BJ007", "BJ008", "BJ009", "BJ010", "BJ011", "BJ012",
            "BJ013", "BJ014", "BJ015", "BJ016", "BJ017", "BJ018", "BJ019", "BJ020", "BJ021", "BJ023", "BJ024", "BJ025",
            "BJ026", "BJ027", "BJ028", "BJ029", "BJ030", "BJ031", "BJ032", "BJ034", "BJ035", "BJ036", "BJ038",
        ];
        if s.even_money.is_some() {
            v.push("BJ022");
        }
        if s.boxes.max_bets.is_some() {
            v.push("BJ033");
        }
        if s.progressive.is_some() {
            v.push("BJ037");
        }
        if s.boxes.control.is_some() {
            v.push("BJ039");
        }
        if s.side_bet_13.is_some() {
            v.push("BJ040");
        }
        if s.limits.change_during_session == ChangePolicy::Forbidden {
            v.push("BJ041");
        }
        v.sort_unstable();
        v
    }

    fn start(&self, table: &TableConfig, header: &TableHeader<'_>) -> Result<Box<dyn Engine + '_>, Box<Finding>> {
        let (max, boxes) = self.table(header)?;
        Ok(Box::new(engine::BlackJack::new(self, table.min, max, boxes)))
    }

    fn accepts(&self, kind: &EventKind<'_>) -> bool {
        match kind {
            EventKind::Shoe(_) | EventKind::Insure { .. } => true,
            EventKind::BlackJack(BlackJackEvent::EvenMoney { .. }) => self.spec.even_money.is_some(),
            EventKind::BlackJack(_) => true,
            _ => false,
        }
    }

    /// The dealer's first card: a round without one has no result.
    fn decides_round(&self, kind: &EventKind<'_>) -> bool {
        matches!(kind, EventKind::Shoe(ShoeEvent::Deal { hand, .. }) if hand.value == DEALER)
    }
}

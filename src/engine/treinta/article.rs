//! The treinta y cuarenta article compiled for its engine: the chances by their log names, the
//! shoe's rules under the family's check codes, and the article's parameters checked once.

use crate::catalog::treinta::{Chance, TreintaSpec};
use crate::engine::shoe::{ShoeCodes, ShoeRules, ShoeWords};
use crate::engine::{CompileError, Engine, Game, TableConfig};
use crate::finding::Finding;
use crate::log::event::{EventKind, ShoeEvent, TableHeader, TreintaEvent, WheelEvent};
use crate::t;

/// The shoe's findings, under the family's codes (the article has no burn: its code is never
/// emitted, and is the card's own so that no unregistered code can appear).
pub const SHOE_CODES: ShoeCodes = ShoeCodes {
    impossible_card: "TC001",
    burn: "TC001",
    cut_card_place: "TC002",
    round_after_stop_card: "TC003",
    deck_count: "TC004",
};

/// Every check the engine emits (all of them under every article of the family: none depends
/// on a parameter that can switch it off, but the insurance's, TC013).
const CHECKS: [&str; 23] = [
    "TC001", "TC002", "TC003", "TC004", "TC005", "TC006", "TC007", "TC008", "TC009", "TC010", "TC011", "TC012",
    "TC014", "TC015", "TC016", "TC017", "TC018", "TC019", "TC020", "TC021", "TC022", "TC023", "TC024",
];

/// A treinta y cuarenta article, compiled.
#[derive(Debug)]
pub struct TreintaGame {
    pub spec: TreintaSpec,
    pub shoe_rules: ShoeRules,
    /// The rows' names: `[negra, roja]`.
    pub rows: [String; 2],
    /// The exact figures of the table's study, computed the first time a report reads them
    /// (shared with the studies that read them later).
    pub study_odds: std::sync::Arc<std::sync::OnceLock<Option<super::study::StudyOdds>>>,
}

impl TreintaGame {
    /// Checks what YAML types alone cannot: the four chances each once, the rows' names, a row's
    /// stop between 1 and the refait's total, the insurance's percentage.
    pub fn compile(spec: &TreintaSpec) -> Result<TreintaGame, Vec<CompileError>> {
        let mut errs = Vec::new();
        for chance in [Chance::FirstRow, Chance::SecondRow, Chance::Color, Chance::Inverso] {
            let n = spec.bets.iter().filter(|b| b.backs == chance).count();
            if n != 1 {
                errs.push(CompileError::new(
                    "play.treinta.bets",
                    t!("tc-compile-chance-count", chance = chance_key(chance), count = n),
                ));
            }
        }
        for (i, b) in spec.bets.iter().enumerate() {
            if spec.bets[..i].iter().any(|o| o.name == b.name) {
                errs.push(CompileError::new(
                    format!("play.treinta.bets[{i}].name"),
                    t!("tc-compile-bet-twice", bet = b.name.as_str()),
                ));
            }
        }
        if spec.rows.first == spec.rows.second {
            errs.push(CompileError::new("play.treinta.rows.second", t!("tc-compile-rows-same")));
        }
        if spec.rows.stop == 0 || spec.rows.stop > 100 || spec.refait.total < spec.rows.stop {
            errs.push(CompileError::new("play.treinta.rows.stop", t!("tc-compile-stop")));
        }
        if spec.insurance.as_ref().is_some_and(|i| i.percent == 0 || i.percent > 100) {
            errs.push(CompileError::new("play.treinta.insurance.percent", t!("tc-compile-percent")));
        }
        if spec.limits.maximum_multiple == 0 {
            errs.push(CompileError::new("play.treinta.limits.maximum_multiple", t!("tc-compile-maximum")));
        }
        if spec.cards.decks == 0 || spec.cards.decks > 64 {
            errs.push(CompileError::new("play.treinta.cards.decks", t!("tc-compile-decks")));
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        let shoe_rules = ShoeRules {
            decks: spec.cards.decks,
            decks_rule: spec.cards.rule.clone(),
            cut_card_below: spec.shoe.cut_card_below,
            cut_at_least: false,
            cut_card_rule: spec.shoe.cut_card_rule.clone(),
            stop_card_shows: spec.shoe.stop_card_shows,
            burn: None,
            fixed_burn: None,
            codes: SHOE_CODES,
            words: ShoeWords::TREINTA,
        };
        Ok(TreintaGame {
            spec: spec.clone(),
            shoe_rules,
            rows: [spec.rows.first.clone(), spec.rows.second.clone()],
            study_odds: std::sync::Arc::default(),
        })
    }

    /// The chance a log's word names (`rojo`), with its index in the article's bets.
    pub fn bet(&self, word: &str) -> Option<(usize, Chance)> {
        self.spec.bets.iter().position(|b| b.name == word).map(|i| (i, self.spec.bets[i].backs))
    }

    /// The bet of a chance (the article has each once: [`TreintaGame::compile`]).
    pub fn bet_of(&self, chance: Chance) -> usize {
        self.spec.bets.iter().position(|b| b.backs == chance).unwrap_or(0)
    }

    /// The log's word for a chance.
    pub fn name_of(&self, chance: Chance) -> &str {
        self.spec.bets.get(self.bet_of(chance)).map_or("?", |b| b.name.as_str())
    }

    /// The bets' names, for «did you mean».
    pub fn bet_names(&self) -> Vec<&str> {
        self.spec.bets.iter().map(|b| b.name.as_str()).collect()
    }

    /// The row a `deal` line names: 0 negra, 1 roja.
    pub fn row(&self, word: &str) -> Option<usize> {
        self.rows.iter().position(|r| r == word)
    }
}

/// A chance as the messages name it (a Fluent selector).
pub fn chance_key(c: Chance) -> &'static str {
    match c {
        Chance::FirstRow => "first-row",
        Chance::SecondRow => "second-row",
        Chance::Color => "color",
        Chance::Inverso => "inverso",
    }
}

impl Game for TreintaGame {
    /// The maximum is the article's (a thousand minimums): the header chooses nothing else.
    fn header_keys(&self) -> Vec<&str> {
        Vec::new()
    }

    fn emitted_checks(&self) -> Vec<&'static str> {
        let mut v = CHECKS.to_vec();
        if self.spec.insurance.is_some() {
            v.push("TC013");
        }
        v.sort_unstable();
        v
    }

    fn start(&self, table: &TableConfig, _header: &TableHeader<'_>) -> Result<Box<dyn Engine + '_>, Box<Finding>> {
        Ok(Box::new(super::table::Table::new(self, table.min)))
    }

    fn accepts(&self, kind: &EventKind<'_>) -> bool {
        match kind {
            EventKind::Shoe(ShoeEvent::Shoe { .. })
            | EventKind::Shoe(ShoeEvent::CutCard { .. })
            | EventKind::Shoe(ShoeEvent::CutCardOut)
            // The last five cards, laid face down and counted, where the log writes them.
            | EventKind::Shoe(ShoeEvent::Burn { .. })
            | EventKind::Shoe(ShoeEvent::Deal { .. })
            | EventKind::Treinta(TreintaEvent::Points { .. })
            // The refait's option, as on a roulette's zero.
            | EventKind::Wheel(WheelEvent::Choose { .. }) => true,
            EventKind::Insure { .. } => self.spec.insurance.is_some(),
            _ => false,
        }
    }

    /// The announcement, and the red card: a coup it voids has no other result (a stake after
    /// it belongs to the next coup, whose `round` line is missing, S008).
    fn decides_round(&self, kind: &EventKind<'_>) -> bool {
        matches!(kind, EventKind::Treinta(TreintaEvent::Points { .. }) | EventKind::Shoe(ShoeEvent::CutCardOut))
    }
}

//! A monte article compiled ([`MonteGame`]): the annulment table its mode chooses, the checks its
//! rules name, and the [`Game`] the checker asks.

use super::spec::{AnnulMode, AnnulTable, MonteSpec};
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::{CompileError, Engine, Game, TableConfig};
use crate::finding::Finding;
use crate::log::event::{EventKind, PokerEvent, TableHeader};
use crate::t;

/// Every check the engine implements (`docs/design/monte/spec.md` §3). An article emits those its
/// rules name, so that every finding has a rule to cite.
pub const IMPLEMENTED: [&str; 17] = [
    "MO001", "MO002", "MO003", "MO004", "MO005", "MO006", "MO007", "MO008", "MO009", "MO010", "MO011", "MO012",
    "MO013", "MO014", "MO015", "MO016", "MO017",
];

/// An article compiled for the engine.
pub struct MonteGame {
    pub spec: MonteSpec,
    /// The annulment table `annulments.mode` chooses (A-MON-8).
    pub table: AnnulTable,
    /// `table` compiled for the lookups of each bet and phase.
    pub(super) annul: super::annul::Compiled,
    /// The implemented checks the article's rules name.
    pub checks: Vec<&'static str>,
    /// The ids of the article's rules that name checks (a finding cites the one that fits its
    /// case, where the article has it).
    pub rule_ids: Vec<String>,
}

impl MonteGame {
    pub fn compile(file: &CatalogFile) -> Result<MonteGame, Vec<CompileError>> {
        let Play::Monte(spec) = &file.play else { return Err(Vec::new()) };
        let named: Vec<&str> = file.rules.iter().flat_map(|r| r.checks.iter().map(String::as_str)).collect();
        let checks = IMPLEMENTED.iter().copied().filter(|c| named.contains(c)).collect();
        let rule_ids = file.rules.iter().filter(|r| !r.checks.is_empty()).map(|r| r.id.clone()).collect();
        MonteGame::from_spec(spec.clone(), checks, rule_ids)
    }

    /// The article's parameters checked and its table chosen (the unit tests build one from a
    /// spec alone).
    pub fn from_spec(
        spec: MonteSpec,
        checks: Vec<&'static str>,
        rule_ids: Vec<String>,
    ) -> Result<MonteGame, Vec<CompileError>> {
        let base = "play.monte";
        let mut errs = Vec::new();
        if spec.decks.per_coup != 1 {
            // The void rule and every figure of the game are a single 40-card deck's.
            errs.push(CompileError::new(format!("{base}.decks.per_coup"), t!("mo-compile-one-deck")));
        }
        if spec.commission.rate.0 > num_rational::Ratio::from_integer(100) {
            errs.push(CompileError::new(format!("{base}.commission.rate"), t!("mo-compile-rate")));
        }
        let l = &spec.limits;
        if [l.cartas, l.vis, l.cav_primeras, l.cav_segundas, l.salto].contains(&0) {
            errs.push(CompileError::new(format!("{base}.limits"), t!("mo-compile-limits")));
        }
        let table = match (spec.annulments.mode, &spec.annulments.literal) {
            (AnnulMode::Principle, _) => spec.annulments.principle.clone(),
            (AnnulMode::Literal, Some(t)) => t.clone(),
            (AnnulMode::Literal, None) => {
                errs.push(CompileError::new(format!("{base}.annulments.literal"), t!("mo-compile-literal")));
                spec.annulments.principle.clone()
            }
        };
        if !errs.is_empty() {
            return Err(errs);
        }
        let annul = super::annul::Compiled::new(&table);
        Ok(MonteGame { spec, table, annul, checks, rule_ids })
    }

    /// Whether the article's rules name this check.
    pub fn emits(&self, code: &str) -> bool {
        self.checks.contains(&code)
    }

    /// The first of `candidates` that is a rule of the article (the rule a finding cites).
    pub fn rule(&self, candidates: &[&str]) -> Option<String> {
        candidates.iter().find(|c| self.rule_ids.iter().any(|r| r == *c)).map(|c| (*c).to_owned())
    }
}

impl Game for MonteGame {
    /// Only `min=` (and `currency=`): the maxima follow from the minimum (L3419–3427).
    fn header_keys(&self) -> Vec<&str> {
        Vec::new()
    }

    fn emitted_checks(&self) -> Vec<&'static str> {
        self.checks.clone()
    }

    fn start(&self, table: &TableConfig, _header: &TableHeader<'_>) -> Result<Box<dyn Engine + '_>, Box<Finding>> {
        Ok(Box::new(super::engine::Table::new(self, table.min)))
    }

    /// Monte is played with the Spanish 40-card deck: its card lines are read in that notation.
    fn spanish_deck(&self) -> bool {
        true
    }

    /// Its own events and a bare `void` (the coup annulled, L3487).
    fn accepts(&self, kind: &EventKind<'_>) -> bool {
        matches!(kind, EventKind::Monte(_) | EventKind::Poker(PokerEvent::Void))
    }

    /// Only a void coup: a coup's settlements come phase by phase (Primeras' before Segundas'
    /// bets), so no card ends its staking for the checker's round structure.
    fn decides_round(&self, kind: &EventKind<'_>) -> bool {
        matches!(kind, EventKind::Poker(PokerEvent::Void))
    }
}

//! A círculo article compiled ([`CirculoGame`]): its ranking and selection for the evaluator,
//! the checks its rules name, and the [`Game`] the checker asks.

use super::spec::{CirculoSpec, DeckKind, LowStraightTop, SelectionSpec};
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::poker::hand::{Deck, Ranking, Selection};
use crate::engine::{CompileError, Engine, Game, TableConfig};
use crate::finding::Finding;
use crate::log::event::{EventKind, PokerEvent, ShoeEvent, TableHeader};
use crate::t;

/// Every check the engine implements (design note §B). An article emits those of them its
/// rules name (`checks:` in its YAML): the sintético's own (PC040–PC051) only where its
/// article has them, Murcia's (PC048–PC050) only in Murcia, and every finding has a rule to
/// cite.
pub const IMPLEMENTED: [&str; 51] = [
    "PC001", "PC002", "PC003", "PC004", "PC005", "PC006", "PC007", "PC008", "PC009", "PC010", "PC011", "PC012",
    "PC013", "PC014", "PC015", "PC016", "PC017", "PC018", "PC019", "PC020", "PC021", "PC022", "PC023", "PC024",
    "PC025", "PC026", "PC027", "PC028", "PC029", "PC030", "PC031", "PC032", "PC033", "PC034", "PC036", "PC037",
    "PC038", "PC039", "PC040", "PC041", "PC042", "PC043", "PC044", "PC045", "PC046", "PC047", "PC048", "PC049",
    "PC050", "PC051", "PC052",
];

/// An article compiled for the engine.
pub struct CirculoGame {
    pub spec: CirculoSpec,
    pub ranking: Ranking,
    pub selection: Selection,
    /// The implemented checks the article's rules name.
    pub checks: Vec<&'static str>,
    /// The checks as bits (`PC001` bit 1, …): [`CirculoGame::emits`] is asked at every line.
    emitted: u64,
    /// The ids of the article's rules that name checks (a finding cites the one that fits its
    /// case, where the article has it).
    pub rule_ids: Vec<String>,
}

impl CirculoGame {
    pub fn compile(file: &CatalogFile) -> Result<CirculoGame, Vec<CompileError>> {
        let Play::Circulo(spec) = &file.play else { return Err(Vec::new()) };
        let base = "play.circulo";
        let mut errs = Vec::new();
        if spec.hands.depth == 0 || spec.hands.depth > 5 {
            errs.push(CompileError::new(format!("{base}.hands.depth"), t!("pc-compile-depth")));
        }
        if spec.seats.min_players < 2 {
            errs.push(CompileError::new(format!("{base}.seats.min_players"), t!("pc-compile-players")));
        }
        if spec.limits.structures.is_empty() || !spec.limits.structures.contains(&spec.limits.default_structure) {
            errs.push(CompileError::new(format!("{base}.limits.structures"), t!("pc-compile-default")));
        }
        if spec.take.options.is_empty() || !spec.take.options.contains(&spec.take.default_option) {
            errs.push(CompileError::new(format!("{base}.take.options"), t!("pc-compile-default")));
        }
        if let Some(st) = &spec.street {
            if st.hole == 0 || usize::from(st.hole) > super::round::MAX_HOLE {
                errs.push(CompileError::new(format!("{base}.street.hole"), t!("pc-compile-hole")));
            }
            if st.turned_before.is_empty() {
                errs.push(CompileError::new(format!("{base}.street.turned_before"), t!("pc-compile-intervals")));
            }
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        let deck = match spec.hands.deck {
            DeckKind::Full => Deck::French52,
            DeckKind::Short => Deck::Short28,
        };
        // The ace plays low in both decks (V L2653, L3181; M L250).
        let ranking = Ranking {
            deck,
            ace_low: true,
            low_top_ace: spec.hands.low_straight_top == LowStraightTop::Ace,
            color_over_full: spec.hands.color_over_full,
            depth: spec.hands.depth,
        };
        let selection = match spec.hands.selection {
            SelectionSpec::AnyFive => Selection::AnyFive,
            SelectionSpec::HoleTwo => Selection::Hole(2),
        };
        let named: Vec<&str> = file.rules.iter().flat_map(|r| r.checks.iter().map(String::as_str)).collect();
        // What the article's parameters make impossible is not emitted: at the sintético the
        // hole cards' misdeals are PC040, not PC028; fixed limit's bet sizes only where the
        // article has the structure. (A raise cap may be the table's, `raise_cap=`.)
        let possible = |c: &str| match c {
            "PC028" => spec.street.is_none(),
            "PC052" => spec.limits.structures.contains(&super::spec::Structure::Fixed),
            "PC040" | "PC041" | "PC042" | "PC043" | "PC044" | "PC045" => spec.street.is_some(),
            _ => true,
        };
        let checks: Vec<&'static str> =
            IMPLEMENTED.iter().copied().filter(|c| named.contains(c) && possible(c)).collect();
        let emitted = checks.iter().filter_map(|c| check_bit(c)).fold(0, |m, b| m | b);
        let rule_ids = file.rules.iter().filter(|r| !r.checks.is_empty()).map(|r| r.id.clone()).collect();
        Ok(CirculoGame { spec: spec.clone(), ranking, selection, checks, emitted, rule_ids })
    }

    /// Whether the article's rules name this check (a finding of a check it does not name
    /// would have nothing to cite).
    pub fn emits(&self, code: &str) -> bool {
        match check_bit(code) {
            Some(bit) => self.emitted & bit != 0,
            None => self.checks.contains(&code),
        }
    }

    /// The first of `candidates` that is a rule of the article (the rule a finding cites).
    pub fn rule(&self, candidates: &[&str]) -> Option<String> {
        candidates.iter().find(|c| self.rule_ids.iter().any(|r| r == *c)).map(|c| (*c).to_owned())
    }
}

/// A check's bit: `PCnnn` with nnn under 64 (every implemented one) is bit nnn.
fn check_bit(code: &str) -> Option<u64> {
    let &[a, b, c] = code.strip_prefix("PC")?.as_bytes() else { return None };
    if ![a, b, c].iter().all(u8::is_ascii_digit) {
        return None;
    }
    let n = u32::from(a - b'0') * 100 + u32::from(b - b'0') * 10 + u32::from(c - b'0');
    (n < 64).then(|| 1u64 << n)
}

impl Game for CirculoGame {
    fn header_keys(&self) -> Vec<&str> {
        vec![
            "max",
            "ante",
            "limit",
            "take",
            "take_of",
            "take_pct",
            "seats",
            "resto",
            "rebuy_min",
            "duration",
            "small_bet",
            "big_bet",
            "raise_cap",
        ]
    }

    fn emitted_checks(&self) -> Vec<&'static str> {
        self.checks.clone()
    }

    fn start(&self, table: &TableConfig, header: &TableHeader<'_>) -> Result<Box<dyn Engine + '_>, Box<Finding>> {
        Ok(Box::new(super::engine::Table::new(self, table, header)))
    }

    /// Its own events, and the shared lines it reads in its sense: `fold SEAT`, a bare
    /// `void`, a one-card `deal` and chemin de fer's `cagnotte`.
    fn accepts(&self, kind: &EventKind<'_>) -> bool {
        match kind {
            EventKind::Circulo(_) => true,
            EventKind::Poker(PokerEvent::Fold { .. } | PokerEvent::Void) => true,
            EventKind::Shoe(ShoeEvent::Deal { .. }) => true,
            EventKind::Baccarat(b) => b.keyword() == "cagnotte",
            _ => false,
        }
    }

    /// Nothing decides a hand before its awards: the pot's money is settled by `pay` and
    /// `return` lines only, and a hand may end with every other player folded.
    fn decides_round(&self, _kind: &EventKind<'_>) -> bool {
        false
    }

    /// Its lines are read by the checker's círculo loop (see `accepts` and `decides_round`
    /// above, which that loop relies on).
    fn circulo_lines(&self) -> bool {
        true
    }
}

//! The craps article compiled for its engine: the bets by their log names with each payout as
//! an exact ratio («N veces» read once, as the article's parameter says), the place numbers (the
//! 8 or not), and the maxima.

use crate::catalog::dice::{Backs, BetSpec, DiceSpec, MaxSpec, VecesReading};
use crate::engine::{CompileError, Engine, Game, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{DiceEvent, EventKind, TableHeader, WheelEvent};
use crate::money::{Amount, Payout, Rounding};
use crate::t;

/// Every check the engine emits (none depends on a parameter that can switch it off).
pub const CHECKS: [&str; 17] = [
    "CR001", "CR002", "CR003", "CR004", "CR005", "CR006", "CR007", "CR008", "CR009", "CR010", "CR011", "CR012",
    "CR013", "CR014", "CR015", "CR016", "CR017",
];

/// The totals a point can be.
pub const POINTS: [u8; 6] = [4, 5, 6, 8, 9, 10];

/// One bet of the article, compiled.
#[derive(Clone, Debug)]
pub struct Bet {
    pub name: String,
    pub backs: Backs,
    /// The numbers it may be written with (the 8 added to the place bets when the article's
    /// parameter says so); empty for a bet written without one.
    pub numbers: Vec<u8>,
    /// `(numbers, winnings per unit staked)`: the first entry whose numbers hold the key (the
    /// bet's number, its point, or the Field's total), else the one with no numbers.
    pub pays: Vec<(Vec<u8>, Payout)>,
    /// `(numbers, rule)`: the paragraphs of their own some numbers have.
    pub rules: Vec<(Vec<u8>, String)>,
    pub take_down: bool,
    pub max: MaxSpec,
    pub rule: String,
}

impl Bet {
    /// What a winning stake earns per unit, for `key` (see [`Bet::pays`]).
    pub fn payout(&self, key: Option<u8>) -> Option<Payout> {
        key.and_then(|k| self.pays.iter().find(|(on, _)| on.contains(&k)))
            .or_else(|| self.pays.iter().find(|(on, _)| on.is_empty()))
            .map(|(_, p)| *p)
    }

    /// The rule of the bet on `number` (a paragraph of its own, or the bet's).
    pub fn rule_for(&self, number: Option<u8>) -> String {
        number
            .and_then(|n| self.rules.iter().find(|(on, _)| on.contains(&n)))
            .map_or_else(|| self.rule.clone(), |(_, r)| r.clone())
    }
}

/// A craps article, compiled.
#[derive(Debug)]
pub struct DiceGame {
    pub spec: DiceSpec,
    pub bets: Vec<Bet>,
}

impl DiceGame {
    /// Checks what YAML types alone cannot: each bet once, its numbers where its kind needs
    /// them, each payout given once as a ratio or «N veces», the limits' bounds.
    pub fn compile(spec: &DiceSpec) -> Result<DiceGame, Vec<CompileError>> {
        let mut errs = Vec::new();
        let mut bets = Vec::new();
        for (i, b) in spec.bets.iter().enumerate() {
            let path = format!("play.dice.bets[{i}]");
            if spec.bets[..i].iter().any(|o| o.name == b.name) {
                errs.push(CompileError::new(
                    format!("{path}.name"),
                    t!("dice-compile-bet-twice", bet = b.name.as_str()),
                ));
            }
            let needs_numbers = matches!(
                b.backs,
                Backs::Big
                    | Backs::Hard
                    | Backs::Craps
                    | Backs::OddsCome
                    | Backs::OddsDontCome
                    | Backs::Right
                    | Backs::Wrong
            );
            if needs_numbers == b.numbers.is_empty() || b.numbers.iter().any(|&n| !(2..=12).contains(&n)) {
                errs.push(CompileError::new(
                    format!("{path}.numbers"),
                    t!("dice-compile-numbers", bet = b.name.as_str()),
                ));
            }
            match compile_pays(spec.veces, b) {
                Some(pays) => {
                    let mut numbers = b.numbers.clone();
                    if b.backs.is_place() && spec.place_eight && !numbers.contains(&8) {
                        numbers.push(8);
                        numbers.sort_unstable();
                    }
                    bets.push(Bet {
                        name: b.name.clone(),
                        backs: b.backs,
                        numbers,
                        pays,
                        rules: b.pays.iter().filter_map(|p| p.rule.clone().map(|r| (p.on.clone(), r))).collect(),
                        take_down: b.take_down,
                        max: b.max.clone(),
                        rule: b.rule.clone(),
                    });
                }
                None => {
                    errs.push(CompileError::new(format!("{path}.pays"), t!("dice-compile-pays", bet = b.name.as_str())))
                }
            }
        }
        let l = &spec.limits;
        if l.simple_min_multiple == 0
            || l.simple_min_multiple > l.simple_max_multiple
            || !(l.simple_min_multiple..=l.simple_max_multiple).contains(&l.default_simple_multiple)
            || l.multiple_max_factor == 0
            || !(1..=l.multiple_max_factor).contains(&l.default_multiple_factor)
        {
            errs.push(CompileError::new("play.dice.limits", t!("dice-compile-limits")));
        }
        let th = &spec.throw;
        if !th.void_reasons.contains(&th.lost_die_void) {
            errs.push(CompileError::new(
                "play.dice.throw.lost_die_void",
                t!("dice-compile-lost-die-void", reason = th.lost_die_void.as_str()),
            ));
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        Ok(DiceGame { spec: spec.clone(), bets })
    }

    /// The bet a log's word names.
    pub fn bet(&self, word: &str) -> Option<&Bet> {
        self.bet_index(word).and_then(|i| self.bets.get(i))
    }

    /// The index of the bet a log's word names. Compared byte by byte, the length first: a
    /// name is a few bytes, for which a call to the library's comparison per bet of the
    /// article cost more than the comparison (every bet and settlement line is looked up).
    pub fn bet_index(&self, word: &str) -> Option<usize> {
        let w = word.as_bytes();
        self.bets.iter().position(|b| {
            let n = b.name.as_bytes();
            n.len() == w.len() && n.iter().zip(w).all(|(x, y)| x == y)
        })
    }

    /// The bet of a kind (its first, if the article had two).
    pub fn bet_of(&self, backs: Backs) -> Option<&Bet> {
        self.bets.iter().find(|b| b.backs == backs)
    }

    /// The bets' names, for «did you mean».
    pub fn bet_names(&self) -> Vec<&str> {
        self.bets.iter().map(|b| b.name.as_str()).collect()
    }

    /// The winnings of `stake` at `ratio`, rounded as the article says.
    pub fn winnings(&self, stake: Amount, ratio: Payout) -> Amount {
        stake.mul_ratio(ratio, self.spec.rounding)
    }

    /// The header's `max=` and `max-multiple=`, within the article's bounds (M004 otherwise).
    pub fn table(&self, header: &TableHeader<'_>) -> Result<(u32, u32), Box<Finding>> {
        let l = &self.spec.limits;
        let read = |key: &str, default: u32, lo: u32, hi: u32| -> Result<u32, Box<Finding>> {
            let Some(p) = header.get(key) else { return Ok(default) };
            match p.value.value.parse::<u32>() {
                Ok(m) if (lo..=hi).contains(&m) => Ok(m),
                _ => Err(Box::new(
                    Finding::new(
                        "M004",
                        Label::new(p.value.loc, t!("dice-label-not-allowed")),
                        t!("dice-header-out-of-bounds", key = key, value = p.value.value),
                    )
                    .expected(t!("dice-header-bounds", key = key, lo = lo, hi = hi))
                    .found(Text::verbatim(p.value.value)),
                )),
            }
        };
        let max = read("max", l.default_simple_multiple, l.simple_min_multiple, l.simple_max_multiple)?;
        let factor = read("max-multiple", l.default_multiple_factor, 1, l.multiple_max_factor)?;
        Ok((max, factor))
    }
}

/// A bet's payouts as exact ratios: `None` when an entry gives neither or both of `ratio` and
/// `veces`, or «N veces» that pays nothing under the article's reading.
fn compile_pays(reading: VecesReading, b: &BetSpec) -> Option<Vec<(Vec<u8>, Payout)>> {
    if b.pays.is_empty() {
        return None;
    }
    b.pays
        .iter()
        .map(|p| {
            let ratio = match (p.ratio, p.veces) {
                (Some(r), None) => r,
                (None, Some(n)) => {
                    let n = i64::from(n);
                    let w = match reading {
                        VecesReading::ToOne => n,
                        VecesReading::ForOne => n - 1,
                    };
                    if w <= 0 {
                        return None;
                    }
                    Payout::whole(w)
                }
                _ => return None,
            };
            Some((p.on.clone(), ratio))
        })
        .collect()
}

/// `amount × percent / 100`, down to the cent.
pub fn percent_of(amount: Amount, percent: u32) -> Amount {
    Amount(Rounding::Down.divide(i128::from(amount.0) * i128::from(percent), 100).clamp(0, i128::from(i64::MAX)) as i64)
}

impl Game for DiceGame {
    fn header_keys(&self) -> Vec<&str> {
        vec!["max", "max-multiple"]
    }

    fn emitted_checks(&self) -> Vec<&'static str> {
        CHECKS.to_vec()
    }

    fn start(&self, table: &TableConfig, header: &TableHeader<'_>) -> Result<Box<dyn Engine + '_>, Box<Finding>> {
        let (max, factor) = self.table(header)?;
        Ok(Box::new(super::table::Table::new(self, table.min, max, factor)))
    }

    fn accepts(&self, kind: &EventKind<'_>) -> bool {
        matches!(kind, EventKind::Dice(_) | EventKind::Wheel(WheelEvent::Void { .. }))
    }

    /// The roll: after it, a stake on the round is late (the next roll's round takes it).
    fn decides_round(&self, kind: &EventKind<'_>) -> bool {
        matches!(kind, EventKind::Dice(DiceEvent::Roll { .. }))
    }
}

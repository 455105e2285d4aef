//! Simulated craps sessions, and their faults — the family's part of `veedor simulate`
//! ([`crate::sim`] drives it through [`crate::engine::family`]).
//!
//! Two fair dice are thrown, one round per roll (docs/log-format.md § 14). The table keeps its
//! state across rounds: the shooter, the point, and every bet not yet decided. Before each roll
//! the players place a realistic mix: the shooter's line bet on every come-out (and other
//! players' Win and Don't Win), Come and Don't Come while a point is on, odds behind the line and
//! Come bets up to the article's maxima, place bets (right and wrong), Big 6 and 8, hard ways,
//! Field, Under and Over 7 and the one-roll bets; now and then a removable bet is taken down.
//! After «ya no va más» the roll, sometimes first a «tirada nula» thrown again (a die off the
//! table: the shooter finishes with other dice), the plaque, and the settlements of exactly the
//! bets the dice decided: losers collected, pushes returned, then winners paid at the article's
//! ratio. A seven-out passes the dice to the next seat; now and then a player refuses them, or
//! the jefe de mesa changes the dice.
//!
//! Stakes are whole multiples of the minimum chosen so that every payout is a whole number of
//! cents (a 7 por 6 on a multiple of 6), and far below the maxima. A fault ([`mod@faults`])
//! breaks one rule once, from the middle of the session, in the first round that offers what it
//! needs; its consequences are no other finding.

pub(crate) mod article;
mod bets;
mod faults;

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub(crate) use bets::Payouts;
use bets::{Kind, by_point, exact_win};
pub(crate) use faults::faults;

use crate::catalog::dice::DiceSpec;
use crate::engine::dice::DiceGame;
use crate::engine::dice::odds::{POINTS, Q, Step};
use crate::money::Amount;
use crate::sim::{EVENING, Fault, SimOptions, failure};
use crate::t;

/// The seats at the table, clockwise from the crupiers' left; `s9` never bets (a fault's
/// settlement of a bet nobody made).
pub(super) const SEATS: [&str; 7] = ["s1", "s2", "s3", "s4", "s5", "s6", "s7"];
pub(super) const IDLE: &str = "s9";

/// What the simulator needs of a craps article.
#[derive(Clone, Debug)]
pub(crate) struct SimRules {
    pub payouts: Payouts,
    /// Whether the place bets take the 8 (the article's list omits it).
    pub place_eight: bool,
    /// The maxima of the odds behind Don't Win and Don't Come, as a fraction of their bet's
    /// stake, by point 4/10, 5/9, 6/8 (200, 150, 120 %); behind Win and Come, the stake.
    pub odds_dont_max: [Q; 3],
    /// The article's word for each bet, by its word in docs/log-format.md (the same for the
    /// bundled articles); a word missing here is written as the documentation's.
    pub names: Vec<(&'static str, String)>,
}

impl SimRules {
    /// How the log names a bet.
    pub(super) fn reference(&self, kind: Kind) -> String {
        let (word, number) = kind.word();
        let name = self.names.iter().find(|(w, _)| *w == word).map_or(word, |(_, n)| n.as_str());
        match number {
            Some(n) => format!("{name} {n}"),
            None => name.to_owned(),
        }
    }
}

/// A bet on the table.
#[derive(Clone, Copy, Debug)]
pub(super) struct Bet {
    pub seat: &'static str,
    pub kind: Kind,
    pub stake: Amount,
}

/// A settlement line to write.
#[derive(Clone, Debug)]
pub(super) struct Line {
    pub action: &'static str,
    pub seat: &'static str,
    pub bet: String,
    pub amount: Amount,
}

pub(super) struct Sim<'a> {
    pub rules: SimRules,
    pub rng: ChaCha8Rng,
    pub min: Amount,
    pub bets: Vec<Bet>,
    pub point: Option<u8>,
    /// The seat throwing, as an index into [`SEATS`].
    pub shooter: usize,
    /// The last roll was a seven-out: the next round passes the dice.
    pub seven_out: bool,
    pub fault: Option<&'static str>,
    pub fault_round: u32,
    /// The fault is still to be injected.
    pub pending: bool,
    pub out: &'a mut dyn Write,
}

/// Writes a simulated session of the article `spec` (its id `id`), with `fault` injected.
pub(crate) fn simulate(
    id: &str,
    spec: &DiceSpec,
    opts: &SimOptions,
    fault: Option<Fault>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let rules = DiceGame::compile(spec)
        .ok()
        .and_then(|g| SimRules::of(&g))
        .ok_or_else(|| failure(t!("sim-catalogue-invalid", id = id)))?;
    simulate_with(id, rules, opts, fault, out)
}

fn simulate_with(
    id: &str,
    rules: SimRules,
    opts: &SimOptions,
    fault: Option<Fault>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let min = crate::sim::table_minimum(&mut rng);
    let fault = fault.map(|f| f.code);
    let mut sim = Sim {
        rules,
        rng,
        min,
        bets: Vec::new(),
        point: None,
        shooter: 0,
        seven_out: false,
        fault,
        fault_round: (opts.rounds / 2).max(2),
        pending: false,
        out,
    };
    sim.run(id, opts.rounds)
}

impl Sim<'_> {
    fn run(&mut self, id: &str, rounds: u32) -> io::Result<()> {
        let table = self.rng.random_range(1..100);
        EVENING.open(self.out, id, table, rounds, "rolls", format_args!("min={} currency=EUR", self.min))?;
        writeln!(self.out, "shooter {}", SEATS[self.shooter])?;
        for no in 1..=rounds {
            if no == self.fault_round && self.fault.is_some() {
                self.pending = true;
            }
            self.round(no)?;
        }
        EVENING.close(self.out)?;
        if self.pending {
            let (from, to) = (self.fault_round, rounds);
            return Err(failure(t!("sim-fault-not-injected", game = "dice", from = from, to = to)));
        }
        Ok(())
    }

    /// The fault, while it is still to be injected.
    pub(super) fn due(&self) -> Option<&'static str> {
        if self.pending { self.fault } else { None }
    }

    fn round(&mut self, no: u32) -> io::Result<()> {
        // The dice change hands between rounds: after a seven-out, or (on a come-out) a refusal.
        // (A fault's own change of shooter or dice replaces the session's.)
        if !faults::between_rounds(self)? {
            if self.seven_out {
                self.shooter = (self.shooter + 1) % SEATS.len();
                writeln!(self.out, "shooter {} seven-out", SEATS[self.shooter])?;
            } else if self.point.is_none() && self.rng.random_bool(0.03) {
                self.shooter = (self.shooter + 1) % SEATS.len();
                writeln!(self.out, "shooter {} refusal", SEATS[self.shooter])?;
            }
            if self.rng.random_bool(0.01) {
                writeln!(self.out, "dice chief")?;
            } else if self.point.is_none() && self.rng.random_bool(0.02) {
                writeln!(self.out, "dice shooter")?;
            }
        }
        self.seven_out = false;
        writeln!(self.out, "round {no}")?;
        self.take_downs()?;
        self.place_bets()?;
        faults::before_no_more(self)?;
        writeln!(self.out, "  nomore")?;
        faults::after_no_more(self)?;
        if self.rng.random_bool(0.03) || faults::wants_null_throw(self) {
            self.null_throw()?;
        }
        let (a, b) = (self.rng.random_range(1..=6u8), self.rng.random_range(1..=6u8));
        writeln!(self.out, "  roll {a} {b}")?;
        if faults::second_throw(self) {
            // A throw that was not null, and then another: the first is the round's.
            let (c, d) = (self.rng.random_range(1..=6u8), self.rng.random_range(1..=6u8));
            writeln!(self.out, "  roll {c} {d}")?;
        }
        self.settle(a, b)
    }

    /// A «tirada nula»: its faces written or not, the reason, and for a die off the table the
    /// shooter's choice of other dice.
    fn null_throw(&mut self) -> io::Result<()> {
        if self.rng.random_bool(0.5) {
            let (a, b) = (self.rng.random_range(1..=6u8), self.rng.random_range(1..=6u8));
            writeln!(self.out, "  roll {a} {b}")?;
        }
        const REASONS: [&str; 6] = ["broken", "stacked", "on-chip", "off-table", "in-basket", "bad-throw"];
        let reason = REASONS[self.rng.random_range(0..REASONS.len())];
        let reason = faults::void_reason(self, reason);
        writeln!(self.out, "  void {reason}")?;
        faults::after_void(self)?;
        if reason == "off-table" && self.rng.random_bool(0.7) {
            writeln!(self.out, "  dice lost-die")?;
        }
        Ok(())
    }

    // ---- bets ---------------------------------------------------------------------------------

    fn has(&self, seat: &str, kind: Kind) -> Option<usize> {
        self.bets.iter().position(|b| b.seat == seat && b.kind == kind)
    }

    /// A stake of `lo` to `hi` minima (at least one) whose winnings at each ratio in `pays` are
    /// whole cents and that is at most `cap`; `None` if there is none.
    pub(super) fn stake(&mut self, lo: i64, hi: i64, pays: &[Q], cap: Option<Amount>) -> Option<Amount> {
        let start = self.rng.random_range(lo.max(1)..=hi.max(lo.max(1)));
        (start..start + 12)
            .chain((1..start).rev())
            .map(|k| self.min.times(k))
            .find(|&s| cap.is_none_or(|c| s <= c) && pays.iter().all(|&q| exact_win(s, q).is_some()))
    }

    pub(super) fn place(&mut self, seat: &'static str, kind: Kind, stake: Amount) -> io::Result<()> {
        let name = self.rules.reference(kind);
        writeln!(self.out, "  bet {seat} {name} {stake}")?;
        match self.has(seat, kind) {
            Some(i) => self.bets[i].stake = self.bets[i].stake.saturating_add(stake),
            None => self.bets.push(Bet { seat, kind, stake }),
        }
        Ok(())
    }

    /// The ratios a bet can be paid at (each must leave whole cents).
    pub(super) fn ratios(&self, kind: Kind) -> Vec<Q> {
        let p = &self.rules.payouts;
        match kind {
            Kind::Field => vec![p.even, p.field_double],
            Kind::Hard(4 | 10) => vec![p.hard_4_10],
            Kind::Hard(_) => vec![p.hard_6_8],
            Kind::Juego7 => vec![p.juego_7],
            Kind::Juego11 => vec![p.juego_11],
            Kind::AnyCraps => vec![p.any_craps],
            Kind::Craps(2) => vec![p.craps_2],
            Kind::Craps(3) => vec![p.craps_3],
            Kind::Craps(_) => vec![p.craps_12],
            Kind::Horn => vec![p.horn],
            Kind::OddsWin => vec![p.odds_right[by_point(self.point.unwrap_or(4))]],
            Kind::OddsDontWin => vec![p.odds_wrong[by_point(self.point.unwrap_or(4))]],
            Kind::OddsCome(n) => vec![p.odds_right[by_point(n)]],
            Kind::OddsDontCome(n) => vec![p.odds_wrong[by_point(n)]],
            Kind::Right(n) => vec![p.right[by_point(n)]],
            Kind::Wrong(n) => vec![p.wrong[by_point(n)]],
            _ => vec![p.even],
        }
    }

    /// The most the odds behind `parent` may be.
    pub(super) fn odds_cap(&self, parent: &Bet) -> Amount {
        let number = match parent.kind {
            Kind::ComeOn(n) | Kind::DontComeOn(n) => n,
            _ => self.point.unwrap_or(4),
        };
        match parent.kind {
            Kind::DontWin | Kind::DontComeOn(_) => {
                let f = self.rules.odds_dont_max[by_point(number)];
                let n = i128::from(parent.stake.minor()) * f.numer() / f.denom();
                Amount(i64::try_from(n).unwrap_or(0))
            }
            _ => parent.stake,
        }
    }

    fn numbers(&self) -> Vec<u8> {
        POINTS.into_iter().filter(|&n| n != 8 || self.rules.place_eight).collect()
    }

    fn place_bets(&mut self) -> io::Result<()> {
        let shooter = SEATS[self.shooter];
        if self.point.is_none() {
            // The shooter throws with a line bet; other players back or lay the come-out.
            let kind = if self.rng.random_bool(0.8) { Kind::Win } else { Kind::DontWin };
            if let Some(s) = self.stake(1, 6, &[self.rules.payouts.even], None) {
                if !faults::shooter_skips_line_bet(self) {
                    self.place(shooter, kind, s)?;
                }
            }
            for seat in SEATS {
                if seat != shooter && self.rng.random_bool(0.3) {
                    let kind = if self.rng.random_bool(0.7) { Kind::Win } else { Kind::DontWin };
                    if let Some(s) = self.stake(1, 10, &[self.rules.payouts.even], None) {
                        self.place(seat, kind, s)?;
                    }
                }
            }
        } else {
            for seat in SEATS {
                if self.rng.random_bool(0.15) {
                    let kind = if self.rng.random_bool(0.75) { Kind::Come } else { Kind::DontCome };
                    if let Some(s) = self.stake(1, 5, &[self.rules.payouts.even], None) {
                        self.place(seat, kind, s)?;
                    }
                }
            }
            // Odds behind the bets that have their number, once each.
            let parents: Vec<Bet> = self.bets.iter().copied().filter(|b| b.kind.odds().is_some()).collect();
            for parent in parents {
                let Some(kind) = parent.kind.odds() else { continue };
                if self.has(parent.seat, kind).is_some() || !self.rng.random_bool(0.4) {
                    continue;
                }
                let cap = self.odds_cap(&parent);
                let pays = self.ratios(kind);
                let whole = cap.minor() / self.min.minor().max(1);
                if let Some(s) = self.stake(1, whole.max(1), &pays, Some(cap)) {
                    self.place(parent.seat, kind, s)?;
                }
            }
        }
        // Bets of any time.
        let numbers = self.numbers();
        let n = self.rng.random_range(0..=4);
        for _ in 0..n {
            let seat = SEATS[self.rng.random_range(0..SEATS.len())];
            let pick = |r: &mut ChaCha8Rng, from: &[u8]| from[r.random_range(0..from.len())];
            let kind = match self.rng.random_range(0..16) {
                0 | 1 => Kind::Field,
                2 => Kind::Big(pick(&mut self.rng, &[6, 8])),
                3 => Kind::Under7,
                4 => Kind::Over7,
                5 | 6 => Kind::Hard(pick(&mut self.rng, &[4, 6, 8, 10])),
                7 => Kind::Juego7,
                8 => Kind::Juego11,
                9 => Kind::AnyCraps,
                10 => Kind::Craps(pick(&mut self.rng, &[2, 3, 12])),
                11 => Kind::Horn,
                12 | 13 => Kind::Right(pick(&mut self.rng, &numbers)),
                _ => Kind::Wrong(pick(&mut self.rng, &numbers)),
            };
            // The multiple bets stay within the lowest maximum the header may choose.
            let hi = if kind.multiple() { 3 } else { 8 };
            let pays = self.ratios(kind);
            if let Some(s) = self.stake(1, hi, &pays, None) {
                self.place(seat, kind, s)?;
            }
        }
        Ok(())
    }

    /// Now and then a player takes down (all of) a bet the article lets come down.
    fn take_downs(&mut self) -> io::Result<()> {
        if !self.rng.random_bool(0.08) {
            return Ok(());
        }
        let removable: Vec<usize> = (0..self.bets.len()).filter(|&i| self.bets[i].kind.removable()).collect();
        if removable.is_empty() {
            return Ok(());
        }
        let i = removable[self.rng.random_range(0..removable.len())];
        let b = self.bets.remove(i);
        writeln!(self.out, "  takedown {} {} {}", b.seat, self.rules.reference(b.kind), b.stake)
    }

    // ---- the roll -----------------------------------------------------------------------------

    fn settle(&mut self, a: u8, b: u8) -> io::Result<()> {
        let total = a + b;
        let before = self.point;
        // The plaque follows the dice.
        let after = match before {
            None if POINTS.contains(&total) => Some(total),
            Some(p) if total == p || total == 7 => None,
            p => p,
        };
        if after != before {
            match after {
                Some(n) => {
                    let shown = faults::plaque(self, n);
                    writeln!(self.out, "  point {shown}")?
                }
                None => writeln!(self.out, "  point off")?,
            }
        }
        self.seven_out = before.is_some() && total == 7;
        let mut collects = Vec::new();
        let mut returns = Vec::new();
        let mut pays = Vec::new();
        let mut kept = Vec::new();
        let mut moved: Vec<Bet> = Vec::new();
        for bet in std::mem::take(&mut self.bets) {
            let (rule, state) = bet.kind.rule(&self.rules.payouts, before);
            let name = self.rules.reference(bet.kind);
            let line = |action, amount| Line { action, seat: bet.seat, bet: name.clone(), amount };
            match rule.step(state, a, b) {
                Step::Lose => collects.push(line("collect", bet.stake)),
                Step::Push => returns.push(line("return", bet.stake)),
                Step::Win(q) => {
                    let Some(w) = exact_win(bet.stake, q) else {
                        return Err(failure(t!("sim-dice-inexact-payout", stake = bet.stake)));
                    };
                    pays.push(line("pay", w));
                }
                Step::Stay => kept.push(bet),
                Step::Point(n) => {
                    let kind = match bet.kind {
                        Kind::Come => Kind::ComeOn(n),
                        Kind::DontCome => Kind::DontComeOn(n),
                        k => k,
                    };
                    moved.push(Bet { kind, ..bet });
                }
            }
        }
        // A Come bet moved to a number where the seat already has one: one bet.
        for m in moved {
            match kept.iter_mut().find(|k| k.seat == m.seat && k.kind == m.kind) {
                Some(k) => k.stake = k.stake.saturating_add(m.stake),
                None => kept.push(m),
            }
        }
        self.bets = kept;
        self.point = after;
        let mut lines: Vec<Line> = collects.into_iter().chain(returns).chain(pays).collect();
        faults::settlements(self, &mut lines);
        for l in lines {
            writeln!(self.out, "  {} {} {} {}", l.action, l.seat, l.bet, l.amount)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn rules() -> SimRules {
        let q = |n, d| Q::new(n, d);
        SimRules {
            payouts: crate::engine::dice::odds::tests::article(),
            place_eight: true,
            odds_dont_max: [q(2, 1), q(3, 2), q(6, 5)],
            names: Vec::new(),
        }
    }

    fn log(seed: u64, rounds: u32) -> String {
        let mut out = Vec::new();
        let opts = SimOptions { rounds, seed, inject: None, bias: Vec::new() };
        simulate_with("estado-1979/dados", rules(), &opts, None, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_session_has_every_kind_of_line() {
        let text = log(7, 2000);
        for needle in [
            "shooter s2 seven-out",
            "refusal",
            "  void ",
            "  point off",
            "bet s",
            " odds-win ",
            " odds-dont-win ",
            " odds-come ",
            " come ",
            "takedown",
            "  return ",
            "dice chief",
            " hard ",
            " right 8 ",
        ] {
            assert!(text.contains(needle), "no `{needle}` in 2000 rolls");
        }
        assert_eq!(text, log(7, 2000), "the seed decides the log");
    }
}

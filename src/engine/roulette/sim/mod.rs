//! Simulated sessions of every wheel game (French and American roulette with its colour chips
//! and payments by player, boule, the fortune wheel), and their faults — the roulette family's
//! part of `veedor simulate` ([`crate::sim`] drives it through [`crate::engine::family`]).
//!
//! This file writes the session (header, colour chips, the rounds, the close) and draws the
//! wheel; [`bets`] makes the players' bets, [`round`] writes one round, [`settlement`] computes
//! its compliant settlement, and [`mod@faults`] lists the faults an article makes possible and
//! breaks a settlement or the colour chips for the ones that live there.

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::catalog::model::{ChangePolicy, RouletteSpec};
use crate::engine::roulette::RouletteGame;
use crate::log::event::{Direction, Numbers};
use crate::money::Amount;
use crate::sim::{EVENING, Fault, SimOptions, failure};
use crate::t;

mod bets;
mod faults;
mod round;
mod settlement;

pub(super) use faults::faults;

#[derive(Clone)]
struct Prisoner {
    seat: u32,
    kind: usize,
    stake: Amount,
    zeros: u32,
}

#[derive(Clone)]
struct Bet {
    seat: u32,
    kind: usize,
    target: Numbers,
    stake: Amount,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Act {
    ChooseHalf,
    ChoosePrison,
    Collect,
    Pay,
    Return,
    Release,
}

#[derive(Clone)]
struct Item {
    seat: u32,
    prison: bool,
    kind: usize,
    target: Numbers,
    act: Act,
    amount: Amount,
    /// A losing bet's collection (ordered before payments).
    losing: bool,
    rank: usize,
    /// Where a payment goes in the order: its rank, or, where a player's winnings are paid at
    /// once, his block's (the earliest rank of his winnings).
    block: usize,
}

struct Sim<'a> {
    g: RouletteGame,
    /// The paños the article allows.
    panos: Vec<u8>,
    /// The maxima the header gives (limit class, amount).
    fixed_max: Vec<(usize, Amount)>,
    rng: ChaCha8Rng,
    /// The wheel's weight per number when biased (`--bias`); `None`: fair.
    weights: Option<Vec<u32>>,
    min: Amount,
    scale: usize,
    prisoners: Vec<Prisoner>,
    last_number: Option<u16>,
    rotor: Direction,
    targets: Vec<Vec<Numbers>>,
    chance_kinds: Vec<usize>,
    fault: Option<&'static str>,
    fault_round: u32,
    /// The fault is waiting for a round where it applies.
    pending: bool,
    /// The last round written has a settlement line (so that leaving out the next `round`
    /// line shows, S008).
    settled: bool,
    /// Colour chips: each colour seat's chip value (seats 1 to 8 only; empty where the game
    /// has none).
    colour: Vec<(u32, Amount)>,
    out: &'a mut dyn Write,
}

pub(super) fn simulate(
    id: &str,
    spec: &RouletteSpec,
    panos: &[u8],
    opts: &SimOptions,
    fault: Option<Fault>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let g = RouletteGame::compile(spec).map_err(|_| failure(t!("sim-catalogue-invalid", id = id)))?;
    let mut targets = Vec::new();
    for k in &g.kinds {
        let mut t: Vec<Numbers> = k.targets.keys().copied().collect();
        t.sort_by(|a, b| a.as_slice().cmp(b.as_slice()));
        targets.push(t);
    }
    let chance_kinds = (0..g.kinds.len()).filter(|&i| g.kinds[i].is_chance()).collect();
    let scale = g.default_scale;
    let mut weights = None;
    if !opts.bias.is_empty() {
        // Numbers below the wheel's lowest (boule's 0) never come.
        let mut w: Vec<u32> = (0..g.numbers).map(|n| u32::from(n >= g.lowest)).collect();
        for &(n, weight) in &opts.bias {
            match w.get_mut(usize::from(n)).filter(|_| n >= g.lowest) {
                Some(x) => *x = weight,
                None => {
                    return Err(failure(t!("sim-bias-off-wheel", number = n, highest = g.numbers - 1)));
                }
            }
        }
        if w.iter().all(|&x| x == 0) {
            return Err(failure(t!("sim-bias-all-zero")));
        }
        weights = Some(w);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let min = crate::sim::table_minimum(&mut rng);
    let mut sim = Sim {
        panos: panos.to_vec(),
        fixed_max: Vec::new(),
        g,
        rng,
        weights,
        min,
        scale,
        prisoners: Vec::new(),
        last_number: None,
        rotor: Direction::Clockwise,
        targets,
        chance_kinds,
        fault: fault.map(|f| f.code),
        fault_round: (opts.rounds / 2).max(2),
        pending: false,
        settled: false,
        colour: Vec::new(),
        out,
    };
    sim.run(id, opts.rounds)
}

impl Sim<'_> {
    /// A number of the wheel: each of probability 1/N, or its weight over the total when the
    /// wheel is biased.
    fn draw(&mut self) -> u16 {
        // A wheel of named spots draws a cell: each spot by its cells (a seed's roulette draws
        // stay as they were).
        if self.weights.is_none() && !self.g.symbol_names.is_empty() {
            let mut r = self.rng.random_range(0..self.g.pockets());
            for (n, &w) in self.g.weights.iter().enumerate() {
                if r < w {
                    return n as u16;
                }
                r -= w;
            }
        }
        let Some(w) = &self.weights else { return self.rng.random_range(self.g.lowest..self.g.numbers) };
        let total: u64 = w.iter().map(|&x| u64::from(x)).sum();
        let mut r = self.rng.random_range(0..total);
        for (n, &x) in w.iter().enumerate() {
            if r < u64::from(x) {
                return n as u16;
            }
            r -= u64::from(x);
        }
        0
    }

    fn is(&self, code: &str) -> bool {
        self.pending && self.fault == Some(code)
    }

    fn run(&mut self, id: &str, rounds: u32) -> io::Result<()> {
        let mut panos = if self.rng.random_bool(0.5) { 1 } else { 2 };
        if !self.panos.contains(&panos) {
            panos = self.panos.first().copied().unwrap_or(1);
        }
        // The maxima the authorisation sets (boule, the fortune wheel) are written in the header.
        // They stay fixed when the minimum changes.
        let mut maxima = String::new();
        for i in 0..self.g.limits.len() {
            if self.g.limits[i].authorised.is_some() {
                let kind = self.g.kinds.iter().position(|k| k.limit == i).unwrap_or(0);
                let max = self.max_for(kind);
                maxima.push_str(&format!(" max-{}={max}", self.g.limits[i].name));
                self.fixed_max.push((i, max));
            }
        }
        let table = self.rng.random_range(1..100);
        let params =
            format_args!("min={} panos={panos} scale={} currency=EUR{maxima}", self.min, self.g.scales[self.scale]);
        EVENING.open(self.out, id, table, rounds, "rounds", params)?;
        self.colour_chips()?;
        if self.fault == Some("S005") {
            writeln!(self.out, "nomore")?;
        }
        let change_at = (rounds >= 8 && self.g.change_during_session == ChangePolicy::Allowed).then_some(rounds / 3);
        for no in 1..=rounds {
            // S001, S003 and S005 are written unconditionally at the session's edges.
            if no == self.fault_round {
                self.pending = self.fault.is_some_and(|f| !matches!(f, "S001" | "S003" | "S005"));
            }
            if change_at == Some(no) {
                self.min = self.min.times(2);
                writeln!(self.out, "limits min={}", self.min)?;
            }
            if self.is("RL027") {
                // A change the catalogue forbids: the checker keeps the authorised minimum.
                writeln!(self.out, "limits min={}", self.min.times(2))?;
                self.pending = false;
            }
            if self.is("S006") {
                writeln!(self.out, "session open")?;
                self.pending = false;
            }
            self.colour_fault()?;
            let last = no == rounds && self.fault != Some("S003");
            self.round(no, last)?;
        }
        if self.fault != Some("S003") {
            EVENING.close(self.out)?;
        }
        if self.fault == Some("S001") {
            writeln!(self.out, "nomore")?;
        }
        if self.pending {
            let (from, to) = (self.fault_round, rounds);
            return Err(failure(t!("sim-fault-not-injected", game = "roulette", from = from, to = to)));
        }
        Ok(())
    }

    /// The colour chips handed out as the session opens: two or three seats, each chip worth
    /// the minimum (said or left to the default) or twice it.
    fn colour_chips(&mut self) -> io::Result<()> {
        if self.g.colour.is_none() {
            return Ok(());
        }
        let seats = self.rng.random_range(2..=3);
        for seat in 1..=seats {
            match self.rng.random_range(0..3) {
                0 => {
                    writeln!(self.out, "colour p{seat}")?;
                    self.colour.push((seat, self.min));
                }
                1 => {
                    writeln!(self.out, "colour p{seat} {}", self.min)?;
                    self.colour.push((seat, self.min));
                }
                _ => {
                    let v = self.min.times(2);
                    writeln!(self.out, "colour p{seat} {v}")?;
                    self.colour.push((seat, v));
                }
            }
        }
        Ok(())
    }
}

fn other(d: Direction) -> Direction {
    match d {
        Direction::Clockwise => Direction::CounterClockwise,
        Direction::CounterClockwise => Direction::Clockwise,
    }
}

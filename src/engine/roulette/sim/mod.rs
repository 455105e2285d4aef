//! Simulated roulette sessions (French, and American with its colour chips and payments by
//! player), and their faults.

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::sim::{Fault, SimOptions, failure};
use crate::catalog::model::{BeyondListed, ChangePolicy, ReleaseAmount, RouletteSpec, ZeroOption};
use crate::engine::roulette::RouletteGame;
use crate::engine::roulette::cloth::covers;
use crate::log::event::{Direction, Numbers};
use crate::money::Amount;
use crate::t;

const ALL_FAULTS: &[Fault] = &[
    Fault { name: "result-out-of-range", code: "RL001", summary: "sim-fault-roulette-result-out-of-range" },
    Fault { name: "bet-not-in-catalogue", code: "RL002", summary: "sim-fault-roulette-bet-not-in-catalogue" },
    Fault { name: "wrong-payout", code: "RL003", summary: "sim-fault-roulette-wrong-payout" },
    Fault { name: "unpaid-winner", code: "RL004", summary: "sim-fault-roulette-unpaid-winner" },
    Fault { name: "paid-loser", code: "RL005", summary: "sim-fault-roulette-paid-loser" },
    Fault { name: "duplicate-settlement", code: "RL006", summary: "sim-fault-roulette-duplicate-settlement" },
    Fault { name: "settlement-without-bet", code: "RL007", summary: "sim-fault-roulette-settlement-without-bet" },
    Fault { name: "uncollected-loser", code: "RL008", summary: "sim-fault-roulette-uncollected-loser" },
    Fault { name: "payment-order", code: "RL009", summary: "sim-fault-roulette-payment-order" },
    Fault { name: "late-collection", code: "RL010", summary: "sim-fault-roulette-late-collection" },
    Fault { name: "bet-after-no-more", code: "RL011", summary: "sim-fault-roulette-bet-after-no-more" },
    Fault { name: "rotor-not-alternated", code: "RL012", summary: "sim-fault-roulette-rotor-not-alternated" },
    Fault { name: "ball-with-rotor", code: "RL013", summary: "sim-fault-roulette-ball-with-rotor" },
    Fault { name: "bet-below-minimum", code: "RL014", summary: "sim-fault-roulette-bet-below-minimum" },
    Fault { name: "bet-above-maximum", code: "RL015", summary: "sim-fault-roulette-bet-above-maximum" },
    Fault { name: "bet-not-multiple", code: "RL016", summary: "sim-fault-roulette-bet-not-multiple" },
    Fault { name: "zero-choice-missing", code: "RL017", summary: "sim-fault-roulette-zero-choice-missing" },
    Fault { name: "wrong-half-refund", code: "RL018", summary: "sim-fault-roulette-wrong-half-refund" },
    Fault { name: "forced-prison-ignored", code: "RL019", summary: "sim-fault-roulette-forced-prison-ignored" },
    Fault { name: "prisoner-paid", code: "RL020", summary: "sim-fault-roulette-prisoner-paid" },
    Fault { name: "prisoner-not-resolved", code: "RL021", summary: "sim-fault-roulette-prisoner-not-resolved" },
    Fault { name: "last-spin-refund", code: "RL022", summary: "sim-fault-roulette-last-spin-refund" },
    Fault { name: "void-reason", code: "RL023", summary: "sim-fault-roulette-void-reason" },
    Fault { name: "relaunch-from", code: "RL024", summary: "sim-fault-roulette-relaunch-from" },
    Fault { name: "settlement-before-result", code: "RL025", summary: "sim-fault-roulette-settlement-before-result" },
    Fault { name: "series-chips", code: "RL026", summary: "sim-fault-roulette-series-chips" },
    Fault { name: "limits-changed", code: "RL027", summary: "sim-fault-roulette-limits-changed" },
    Fault { name: "spin-without-no-more", code: "RL028", summary: "sim-fault-roulette-spin-without-no-more" },
    Fault { name: "choice-not-allowed", code: "RL029", summary: "sim-fault-roulette-choice-not-allowed" },
    Fault { name: "wrong-release", code: "RL030", summary: "sim-fault-roulette-wrong-release" },
    Fault { name: "wrong-collection", code: "RL031", summary: "sim-fault-roulette-wrong-collection" },
    Fault { name: "second-result", code: "RL032", summary: "sim-fault-roulette-second-result" },
    Fault { name: "colour-value", code: "RL034", summary: "sim-fault-roulette-colour-value" },
    Fault { name: "too-many-colour-players", code: "RL035", summary: "sim-fault-roulette-too-many-colour-players" },
    Fault { name: "bet-not-in-colour-chips", code: "RL036", summary: "sim-fault-roulette-bet-not-in-colour-chips" },
    Fault { name: "event-outside-session", code: "S001", summary: "sim-fault-roulette-event-outside-session" },
    Fault { name: "round-order", code: "S002", summary: "sim-fault-roulette-round-order" },
    Fault { name: "session-not-closed", code: "S003", summary: "sim-fault-roulette-session-not-closed" },
    Fault { name: "round-without-result", code: "S004", summary: "sim-fault-roulette-round-without-result" },
    Fault { name: "event-outside-round", code: "S005", summary: "sim-fault-roulette-event-outside-round" },
    Fault { name: "session-reopened", code: "S006", summary: "sim-fault-roulette-session-reopened" },
    Fault { name: "round-not-announced", code: "S008", summary: "sim-fault-roulette-round-not-announced" },
];

/// The faults this article's parameters make possible.
pub(super) fn faults(spec: &RouletteSpec) -> Vec<Fault> {
    let has = |shape| spec.bets.iter().any(|b| b.shape == shape);
    use crate::catalog::model::Shape;
    let chance = has(Shape::Chance);
    let prison = chance && spec.zero.options.contains(&ZeroOption::Prison);
    ALL_FAULTS
        .iter()
        .copied()
        .filter(|f| match f.code {
            "RL002" => has(Shape::Split),
            "RL012" => spec.spin.alternate_rotor,
            "RL013" => spec.spin.ball_against_rotor,
            "RL016" => spec.limits.multiple_of_minimum,
            "RL017" | "RL020" | "RL021" | "RL030" => prison,
            "RL018" => chance && spec.zero.options.contains(&ZeroOption::Half),
            "RL019" => {
                chance
                    && spec.zero.options.contains(&ZeroOption::Half)
                    && spec.zero.forced_prison_below_minimum_from_zero == Some(1)
            }
            "RL022" => prison && spec.zero.last_spin_refund.is_some(),
            "RL024" => spec.spin.relaunch_from_previous,
            "RL026" => has(Shape::Series),
            "RL027" => spec.limits.change_during_session == ChangePolicy::Forbidden,
            "RL029" => chance && !spec.zero.options.is_empty(),
            // One rank (boule): no order among winners to break.
            "RL009" => spec.payment_order.len() > 1,
            // No «tirada nula» in the article (boule).
            "RL023" => !spec.spin.void_reasons.is_empty(),
            "RL034" | "RL036" => spec.colour_chips.is_some(),
            "RL035" => spec.colour_chips.as_ref().is_some_and(|c| c.max_players.is_some()),
            _ => true,
        })
        .collect()
}

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
    let min = Amount(100 * [1, 2, 5, 10, 25][rng.random_range(0..5)]);
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
        writeln!(self.out, "mesa-log 1")?;
        writeln!(self.out, "# simulated by veedor: {rounds} rounds")?;
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
        writeln!(
            self.out,
            "table SIM-{:02} catalog={id} min={} panos={panos} scale={} currency=EUR{maxima}",
            self.rng.random_range(1..100),
            self.min,
            self.g.scales[self.scale]
        )?;
        writeln!(self.out, "session open 2026-11-20T20:00")?;
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
            writeln!(self.out, "session close 2026-11-21T04:00")?;
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

    /// The colour-chip faults, written between rounds: a chip value over the pleno maximum for
    /// a seat that never bets (RL034), more colour players than allowed (RL035), colour chips
    /// for seat 9, whose bet this round is then not a whole number of them (RL036).
    fn colour_fault(&mut self) -> io::Result<()> {
        let Some(spec) = &self.g.colour else { return Ok(()) };
        if self.is("RL034") {
            let pleno = self.g.pleno_limit.map_or(1, |l| self.g.limits[l].multiples[self.scale]);
            writeln!(self.out, "colour p10 {}", self.min.times(i64::from(pleno) + 1))?;
            self.pending = false;
        } else if self.is("RL035") {
            let max = spec.max_players.unwrap_or(0) as usize;
            for i in 0..(max + 1).saturating_sub(self.colour.len()) {
                writeln!(self.out, "colour p{}", 20 + i)?;
            }
            self.pending = false;
        } else if self.is("RL036") {
            writeln!(self.out, "colour p9")?;
        }
        Ok(())
    }

    /// A stake of `seat` made a whole number of its colour chips (rounded up, or down when
    /// that would pass `max`).
    fn in_chips(&self, seat: u32, stake: Amount, max: Amount) -> Amount {
        let Some(&(_, v)) = self.colour.iter().find(|(s, _)| *s == seat) else { return stake };
        let chips = (stake.minor() + v.minor() - 1) / v.minor();
        let chips = if v.times(chips) > max { max.minor() / v.minor() } else { chips };
        v.times(chips.max(1))
    }

    fn seat(&mut self) -> u32 {
        self.rng.random_range(1..=8)
    }

    /// A kind's maximum: its class's multiple on the scale, or (a maximum the authorisation sets,
    /// which the simulated header does not give) the highest the article allows.
    fn max_for(&self, kind: usize) -> Amount {
        let limit = self.g.kinds[kind].limit;
        if let Some(&(_, max)) = self.fixed_max.iter().find(|(i, _)| *i == limit) {
            return max;
        }
        let class = &self.g.limits[limit];
        let multiple = match class.authorised {
            Some((_, to)) => to.unwrap_or(100),
            None => class.multiples.get(self.scale).copied().unwrap_or(1),
        };
        self.min.times(i64::from(multiple))
    }

    /// The number after `n` on the wheel's numbering, round from the highest to the lowest.
    fn next_number(&self, n: u16) -> u16 {
        let g = &self.g;
        g.lowest + (n.saturating_sub(g.lowest) + 1) % (g.numbers - g.lowest)
    }

    /// A stake: mostly a few minimums, sometimes exactly the maximum.
    fn stake(&mut self, kind: usize) -> Amount {
        let maxk = (self.max_for(kind).minor() / self.min.minor()).max(1);
        let k = if self.rng.random_bool(0.05) { maxk } else { self.rng.random_range(1..=maxk.min(8)) };
        self.min.times(k)
    }

    fn random_bet(&mut self) -> Bet {
        let kind = self.rng.random_range(0..self.g.kinds.len());
        let seat = self.seat();
        let k = &self.g.kinds[kind];
        if k.is_series() {
            let maxk = k
                .placements
                .iter()
                .map(|p| (self.max_for(p.kind).minor() / self.min.minor()) / i64::from(p.chips))
                .min()
                .unwrap_or(1)
                .max(1);
            let unit = self.min.times(self.rng.random_range(1..=maxk.min(3)));
            let chips = i64::from(k.chips);
            return Bet { seat, kind, target: Numbers::default(), stake: unit.times(chips) };
        }
        let target = if k.takes_target() {
            let t = &self.targets[kind];
            t[self.rng.random_range(0..t.len())]
        } else {
            Numbers::default()
        };
        let stake = self.stake(kind);
        let stake = self.in_chips(seat, stake, self.max_for(kind));
        Bet { seat, kind, target, stake }
    }

    fn chance_bet(&mut self, stake: Option<Amount>) -> Option<Bet> {
        if self.chance_kinds.is_empty() {
            return None;
        }
        let kind = self.chance_kinds[self.rng.random_range(0..self.chance_kinds.len())];
        let stake = stake.unwrap_or_else(|| self.min.times(2 * self.rng.random_range(1..=3)));
        let seat = self.seat();
        let stake = self.in_chips(seat, stake, self.max_for(kind));
        Some(Bet { seat, kind, target: Numbers::default(), stake })
    }

    fn push_unique(bets: &mut Vec<Bet>, b: Bet) -> bool {
        if bets.iter().any(|x| x.seat == b.seat && x.kind == b.kind && x.target == b.target) {
            return false;
        }
        bets.push(b);
        true
    }

    fn bet_ref(&self, prison: bool, kind: usize, target: &Numbers) -> String {
        let mut s = String::new();
        if prison {
            s.push_str("prison ");
        }
        s.push_str(&self.g.kinds[kind].name);
        if !target.is_empty() {
            s.push(' ');
            s.push_str(&target.to_string());
        }
        s
    }

    fn round(&mut self, no: u32, last: bool) -> io::Result<()> {
        // Faults that need a prisoner: imprison one in the round before.
        let setup_prisoner = self.fault_round == no + 1 && matches!(self.fault, Some("RL020" | "RL021" | "RL030"));
        let shown = if self.is("S002") { no - 1 } else { no };
        if self.is("S002") {
            self.pending = false;
        }
        if self.is("S008") && self.settled {
            self.pending = false;
        } else {
            writeln!(self.out, "round {shown}")?;
        }
        self.settled = false;

        let mut bets = Vec::new();
        for _ in 0..self.rng.random_range(1..=6) {
            let b = self.random_bet();
            Self::push_unique(&mut bets, b);
        }
        // The draw that once forced a zero on one spin in twelve is kept, so that a seed still
        // gives the same stakes and bets: the wheel is now fair (or biased only by `--bias`), as
        // a simulated month of a fair table must pass the frequency test; zeros still come at
        // 1/37, and the faults about the zero force theirs.
        let _ = self.rng.random_bool(0.08);
        let mut force_zero = setup_prisoner;
        let mut force_nonzero = false;
        let mut force_number: Option<u16> = None;
        let mut forced_choice: Option<(usize, Act)> = None;
        let mut extra_lines_after_bets: Vec<String> = Vec::new();
        let mut invalid_bet: Option<String> = None;

        let fault = if self.pending { self.fault } else { None };
        match fault {
            Some("RL001") if self.prisoners.is_empty() => force_nonzero = true,
            Some("RL014") => {
                let mut b = self.random_bet();
                if self.g.kinds[b.kind].is_series() {
                    b = self.chance_bet(None).unwrap_or(b);
                }
                b.stake = self.min.saturating_sub(Amount(1));
                b.seat = 9;
                bets.push(b);
                self.pending = false;
            }
            Some("RL036") => {
                // Seat 9's colour chips are worth the minimum: half a chip more is not a whole
                // number of them (and is still within every maximum).
                let mut b = self.random_bet();
                b.seat = 9;
                b.stake = self.min.saturating_add(Amount(self.min.minor() / 2));
                bets.push(b);
                self.pending = false;
            }
            Some("RL015") | Some("RL016") => {
                let mut b = self.random_bet();
                while self.g.kinds[b.kind].is_series() {
                    b = self.random_bet();
                }
                b.seat = 9;
                b.stake = if fault == Some("RL015") {
                    self.max_for(b.kind).saturating_add(self.min)
                } else {
                    self.min.saturating_add(Amount(self.min.minor() / 2))
                };
                bets.push(b);
                self.pending = false;
            }
            Some("RL026") => {
                if let Some(kind) = (0..self.g.kinds.len()).find(|&i| self.g.kinds[i].is_series()) {
                    let chips = i64::from(self.g.kinds[kind].chips);
                    bets.push(Bet {
                        seat: 9,
                        kind,
                        target: Numbers::default(),
                        stake: self.min.times(chips).saturating_add(Amount(1)),
                    });
                    self.pending = false;
                }
            }
            Some("RL002") => {
                if let Some(kind) =
                    (0..self.g.kinds.len()).find(|&i| self.g.kinds[i].shape == crate::catalog::model::Shape::Split)
                {
                    let name = &self.g.kinds[kind].name;
                    invalid_bet = Some(format!("{name} 1-5"));
                    self.pending = false;
                }
            }
            Some("RL017") | Some("RL018") | Some("RL019") => {
                let stake = if fault == Some("RL019") { Some(self.min) } else { None };
                if let Some(mut b) = self.chance_bet(stake) {
                    b.seat = 9;
                    forced_choice =
                        Some((bets.len(), if fault == Some("RL017") { Act::ChoosePrison } else { Act::ChooseHalf }));
                    bets.push(b);
                    force_zero = true;
                }
            }
            Some("RL022") if last => {
                if let Some(mut b) = self.chance_bet(None) {
                    b.seat = 9;
                    bets.push(b);
                    force_zero = true;
                }
            }
            Some("RL029") => {
                if let Some(mut b) = self.chance_bet(None) {
                    b.seat = 9;
                    let r = self.bet_ref(false, b.kind, &b.target);
                    extra_lines_after_bets.push(format!("choose p9 {r} half"));
                    bets.push(b);
                    force_nonzero = true;
                    self.pending = false;
                }
            }
            // On a wheel of named spots a round may pay no one (24 ties): the faults on a
            // payment make one bet win.
            Some("RL003" | "RL004" | "RL006" | "RL010") if !self.g.symbol_names.is_empty() => {
                let g = &self.g;
                let paid: Vec<u16> = (0..g.numbers)
                    .filter(|&n| {
                        bets.iter().any(|b| {
                            let k = &g.kinds[b.kind];
                            k.payout != crate::money::Payout::whole(0) && covers(k.mask, n)
                        })
                    })
                    .collect();
                if !paid.is_empty() {
                    force_number = Some(paid[self.rng.random_range(0..paid.len())]);
                }
            }
            Some("RL020" | "RL021" | "RL030") => {
                if let Some(p) = self.prisoners.iter().find(|p| p.seat == 9) {
                    let mask = self.g.kinds[p.kind].mask;
                    let winners: Vec<u16> = (1..self.g.numbers).filter(|&n| covers(mask, n)).collect();
                    force_number = Some(winners[self.rng.random_range(0..winners.len())]);
                }
            }
            _ => {}
        }
        if setup_prisoner {
            if let Some(mut b) = self.chance_bet(None) {
                b.seat = 9;
                forced_choice = Some((bets.len(), Act::ChoosePrison));
                bets.push(b);
            }
        }
        // The forced bet must not collide with a random one.
        let mut seen = Vec::new();
        bets.retain(|b| {
            let key = (b.seat, b.kind, b.target);
            if seen.contains(&key) {
                false
            } else {
                seen.push(key);
                true
            }
        });
        if let Some((i, _)) = forced_choice {
            if i >= bets.len() {
                forced_choice = None;
            }
        }

        // Bets, «no va más», the spin.
        let late_bet = fault == Some("RL011") && bets.len() > 1;
        let write_now = if late_bet { bets.len() - 1 } else { bets.len() };
        for b in &bets[..write_now] {
            let r = self.bet_ref(false, b.kind, &b.target);
            writeln!(self.out, "  bet p{} {r} {}", b.seat, b.stake)?;
        }
        // Seat 1's stake on it, in its colour chips where it has them.
        let invalid_stake = self.in_chips(1, self.min, Amount(i64::MAX));
        if let Some(r) = &invalid_bet {
            writeln!(self.out, "  bet p1 {r} {invalid_stake}")?;
        }
        let no_more = fault != Some("RL028");
        if no_more {
            writeln!(self.out, "  nomore")?;
        }
        if late_bet {
            let b = &bets[bets.len() - 1];
            let r = self.bet_ref(false, b.kind, &b.target);
            writeln!(self.out, "  bet p{} {r} {}", b.seat, b.stake)?;
        }
        if late_bet || fault == Some("RL028") {
            self.pending = false;
        }

        if fault == Some("S004") {
            // The round never gets its result: a «tirada nula» never relaunched, or (an article
            // without one, boule) no spin at all.
            if let Some(reason) = self.g.spin.void_reasons.first() {
                writeln!(self.out, "  void {reason}")?;
            }
            self.pending = false;
            return Ok(());
        }
        let void = self.last_number.is_some()
            && (self.rng.random_bool(0.04) || matches!(fault, Some("RL023" | "RL024")))
            && !self.g.spin.void_reasons.is_empty();
        if void {
            let reason = if fault == Some("RL023") {
                "croupier-sneezed".to_owned()
            } else {
                let r = &self.g.spin.void_reasons;
                r[self.rng.random_range(0..r.len())].clone()
            };
            writeln!(self.out, "  void {reason}")?;
        }

        let zero = self.g.zero_number;
        let mut n = if force_zero && !force_nonzero { zero } else { self.draw() };
        // (From 1 on a roulette, as the seeds' logs have always drawn it.)
        while force_nonzero && n == zero {
            n = self.rng.random_range(self.g.lowest.max(1)..self.g.numbers);
        }
        if let Some(f) = force_number {
            n = f;
        }
        let second_result = fault == Some("RL032") && !void && self.last_number.is_some();
        if second_result {
            // A first result the croupiers then ignored; the real spin below alternates with it.
            writeln!(
                self.out,
                "  spin {} {} ball={}",
                self.g.written(self.next_number(n)),
                self.rotor.as_str(),
                other(self.rotor).as_str()
            )?;
            self.rotor = other(self.rotor);
            self.pending = false;
        }
        let (rotor, next_rotor) = if fault == Some("RL012") && self.last_number.is_some() {
            self.pending = false;
            (other(self.rotor), self.rotor)
        } else {
            (self.rotor, other(self.rotor))
        };
        let ball = if fault == Some("RL013") {
            self.pending = false;
            Some(rotor)
        } else {
            // The draw that once left `ball=` out of one spin in five is kept, so that a seed
            // still gives the same log: a clean log now gives the ball's sense on every spin,
            // as a spin without it leaves RL013 unchecked (RL033).
            let _ = self.rng.random_bool(0.8);
            Some(other(rotor))
        };
        // A named spot is written by its name (a number past the spots is not one: RL001).
        let shown = match (fault == Some("RL001") && force_nonzero, self.g.symbol_names.is_empty()) {
            (true, true) => self.g.numbers.to_string(),
            // No spot of a wheel of named spots has the figure 0.
            (true, false) => "0".to_owned(),
            (false, _) => self.g.written(n),
        };
        // A plate that does not turn (boule) gives the number alone.
        let mut spin =
            if self.g.spin.rotor { format!("  spin {shown} {}", rotor.as_str()) } else { format!("  spin {shown}") };
        if let Some(b) = ball.filter(|_| self.g.spin.rotor) {
            spin.push_str(&format!(" ball={}", b.as_str()));
        }
        if void {
            let from = self.last_number.unwrap_or(0);
            let from = if fault == Some("RL024") { self.next_number(from) } else { from };
            spin.push_str(&format!(" from={from}"));
            if matches!(fault, Some("RL023" | "RL024")) {
                self.pending = false;
            }
        }
        self.rotor = next_rotor;
        let invalid_result = fault == Some("RL001") && force_nonzero;

        // Settlement, as the article orders it.
        let mut items = self.settle(&bets, n, last, forced_choice);
        if let Some(r) = &invalid_bet {
            // The croupier collects the stake of the bet that should not have been accepted.
            items.insert(
                0,
                Item {
                    seat: 1,
                    prison: false,
                    kind: usize::MAX,
                    target: Numbers::default(),
                    act: Act::Collect,
                    amount: invalid_stake,
                    losing: true,
                    rank: 0,
                    block: 0,
                },
            );
            let _ = r;
        }
        let early = fault == Some("RL025");
        if early {
            if let Some(i) = items.iter().position(|it| it.act == Act::Collect && it.losing && it.kind != usize::MAX) {
                let it = items.remove(i);
                let line = self.item_line(&it, invalid_bet.as_deref());
                writeln!(self.out, "{line}")?;
                self.pending = false;
            }
        }
        writeln!(self.out, "{spin}")?;
        if invalid_result {
            self.pending = false;
        }
        for l in &extra_lines_after_bets {
            writeln!(self.out, "  {l}")?;
        }
        if !invalid_result {
            self.inject(&mut items, fault, last);
        }
        for it in &items {
            let line = self.item_line(it, invalid_bet.as_deref());
            writeln!(self.out, "{line}")?;
            self.settled |= !matches!(it.act, Act::ChooseHalf | Act::ChoosePrison);
        }
        if !invalid_result {
            self.last_number = Some(n);
        } else {
            // An invalid result settles nothing: bets vanish, prisoners stay.
        }
        Ok(())
    }

    fn item_line(&self, it: &Item, invalid: Option<&str>) -> String {
        let r = if it.kind == usize::MAX {
            invalid.unwrap_or("?").to_owned()
        } else {
            self.bet_ref(it.prison, it.kind, &it.target)
        };
        match it.act {
            Act::ChooseHalf => format!("  choose p{} {r} half", it.seat),
            Act::ChoosePrison => format!("  choose p{} {r} prison", it.seat),
            Act::Collect => format!("  collect p{} {r} {}", it.seat, it.amount),
            Act::Pay => format!("  pay p{} {r} {}", it.seat, it.amount),
            Act::Return => format!("  return p{} {r} {}", it.seat, it.amount),
            Act::Release => format!("  release p{} {r} {}", it.seat, it.amount),
        }
    }

    /// Computes the compliant settlement of the round and updates the prisoners.
    fn settle(&mut self, bets: &[Bet], n: u16, last: bool, forced: Option<(usize, Act)>) -> Vec<Item> {
        let g = &self.g;
        let rounding = g.zero.rounding;
        let mut items = Vec::new();
        let mut next_prisoners = Vec::new();
        let item = |seat, prison, kind, target, act, amount, losing, rank| Item {
            seat,
            prison,
            kind,
            target,
            act,
            amount,
            losing,
            rank,
            block: rank,
        };

        // Zero on an even chance: the choice and its money.
        let zero = |rng: &mut ChaCha8Rng,
                    items: &mut Vec<Item>,
                    next: &mut Vec<Prisoner>,
                    seat: u32,
                    prison: bool,
                    kind: usize,
                    stake: Amount,
                    zeros: u32,
                    force: Option<Act>| {
            let refund = stake.halve_times(zeros, rounding);
            let rest = stake.saturating_sub(refund);
            if last {
                if let Some(r) = &g.zero.last_spin_refund {
                    let listed = r.listed_zeros.is_none_or(|l| zeros <= l);
                    if !listed && r.beyond_listed == BeyondListed::Unregulated {
                        return;
                    }
                    items.push(item(seat, prison, kind, Numbers::default(), Act::Return, refund, false, 0));
                    if rest > Amount::ZERO {
                        items.push(item(seat, prison, kind, Numbers::default(), Act::Collect, rest, false, 0));
                    }
                    return;
                }
            }
            let forced_prison =
                g.zero.forced_prison_below_minimum_from_zero.is_some_and(|f| zeros >= f) && refund < self.min;
            let half_ok = g.zero.options.contains(&ZeroOption::Half) && !forced_prison;
            let prison_ok = g.zero.options.contains(&ZeroOption::Prison);
            let choice = match force {
                Some(a) => a,
                None if half_ok && prison_ok => {
                    if rng.random_bool(0.5) {
                        Act::ChooseHalf
                    } else {
                        Act::ChoosePrison
                    }
                }
                None if prison_ok => Act::ChoosePrison,
                None => Act::ChooseHalf,
            };
            // Where the article offers one option only, no choice is written.
            if g.zero.options.len() > 1 {
                items.push(item(seat, prison, kind, Numbers::default(), choice, Amount::ZERO, false, 0));
            }
            if choice == Act::ChooseHalf {
                items.push(item(seat, prison, kind, Numbers::default(), Act::Return, refund, false, 0));
                if rest > Amount::ZERO {
                    items.push(item(seat, prison, kind, Numbers::default(), Act::Collect, rest, false, 0));
                }
            } else {
                next.push(Prisoner { seat, kind, stake, zeros });
            }
        };

        for p in &self.prisoners {
            let k = &g.kinds[p.kind];
            if n == g.zero_number {
                zero(&mut self.rng, &mut items, &mut next_prisoners, p.seat, true, p.kind, p.stake, p.zeros + 1, None);
            } else if covers(k.mask, n) {
                match g.zero.release_amount {
                    ReleaseAmount::Initial => {
                        items.push(item(p.seat, true, p.kind, Numbers::default(), Act::Release, p.stake, false, 0))
                    }
                    ReleaseAmount::Residual => {
                        let r = p.stake.halve_times(p.zeros, rounding);
                        items.push(item(p.seat, true, p.kind, Numbers::default(), Act::Release, r, false, 0));
                        let rest = p.stake.saturating_sub(r);
                        if rest > Amount::ZERO {
                            items.push(item(p.seat, true, p.kind, Numbers::default(), Act::Collect, rest, false, 0));
                        }
                    }
                }
            } else {
                items.push(item(p.seat, true, p.kind, Numbers::default(), Act::Collect, p.stake, true, 0));
            }
        }
        for (i, b) in bets.iter().enumerate() {
            let k = &g.kinds[b.kind];
            if k.is_series() {
                let o = g.series_outcome(b.kind, b.stake, n);
                if o.lost > Amount::ZERO {
                    items.push(item(b.seat, false, b.kind, b.target, Act::Collect, o.lost, true, 0));
                }
                if o.won_chips > 0 {
                    items.push(item(b.seat, false, b.kind, b.target, Act::Pay, o.pay, false, o.rank));
                }
                continue;
            }
            let wins = if k.takes_target() {
                k.targets.get(&b.target).is_some_and(|&m| covers(m, n))
            } else {
                covers(k.mask, n)
            };
            // A win paid nothing (the fortune wheel's tie on 24) leaves the stake on the table
            // and writes no line.
            if wins && k.payout == crate::money::Payout::whole(0) {
                continue;
            }
            if wins {
                items.push(item(
                    b.seat,
                    false,
                    b.kind,
                    b.target,
                    Act::Pay,
                    b.stake.mul_ratio(k.payout, g.payout_rounding),
                    false,
                    k.rank,
                ));
            } else if k.is_chance() && n == g.zero_number && !g.zero.options.is_empty() {
                let force = forced.filter(|(fi, _)| *fi == i).map(|(_, a)| a);
                zero(&mut self.rng, &mut items, &mut next_prisoners, b.seat, false, b.kind, b.stake, 1, force);
            } else {
                items.push(item(b.seat, false, b.kind, b.target, Act::Collect, b.stake, true, 0));
            }
        }
        self.prisoners = next_prisoners;

        // A player's winnings paid at once: each in his block's place, seat by seat.
        if g.pay_player_at_once {
            let pays: Vec<(u32, usize)> =
                items.iter().filter(|it| it.act == Act::Pay).map(|it| (it.seat, it.rank)).collect();
            for it in items.iter_mut().filter(|it| it.act == Act::Pay) {
                it.block = pays.iter().filter(|(s, _)| *s == it.seat).map(|(_, r)| *r).min().unwrap_or(it.rank);
            }
        }
        // Choices first, then losing bets, the rest of the bank's share, returns, releases,
        // and payments by rank (by block, then seat, where a player is paid at once).
        let at_once = g.pay_player_at_once;
        let order = |it: &Item| match it.act {
            Act::ChooseHalf | Act::ChoosePrison => (0, 0, 0),
            Act::Collect if it.losing => (1, 0, 0),
            Act::Collect => (2, 0, 0),
            Act::Return => (3, 0, 0),
            Act::Release => (4, 0, 0),
            Act::Pay if at_once => (5, it.block, it.seat),
            Act::Pay => (5, it.rank, 0),
        };
        items.sort_by_key(order);
        items
    }

    /// Applies a settlement fault to the round's items, if the round allows it.
    fn inject(&mut self, items: &mut Vec<Item>, fault: Option<&'static str>, last: bool) {
        let Some(code) = fault else { return };
        let pos = |items: &Vec<Item>, f: &dyn Fn(&Item) -> bool| items.iter().position(f);
        let plain_loser = |it: &Item| it.act == Act::Collect && it.losing && !it.prison && it.kind != usize::MAX;
        let done = match code {
            "RL003" => pos(items, &|it| it.act == Act::Pay)
                .map(|i| items[i].amount = items[i].amount.saturating_add(Amount(1)))
                .is_some(),
            "RL004" => pos(items, &|it| it.act == Act::Pay).map(|i| items.remove(i)).is_some(),
            "RL005" => {
                let g = &self.g;
                pos(items, &|it| plain_loser(it) && !g.kinds[it.kind].is_series())
                    .map(|i| {
                        let k = &g.kinds[items[i].kind];
                        items[i].act = Act::Pay;
                        items[i].amount = items[i].amount.mul_ratio(k.payout, g.payout_rounding);
                    })
                    .is_some()
            }
            "RL006" => pos(items, &|it| it.act == Act::Pay)
                .map(|i| {
                    let dup = items[i].clone();
                    items.insert(i + 1, dup);
                })
                .is_some(),
            "RL007" => {
                let at = items.iter().take_while(|it| it.act != Act::Pay).count();
                items.insert(
                    at,
                    Item {
                        seat: 99,
                        prison: false,
                        kind: 0,
                        target: self.targets[0].first().copied().unwrap_or_default(),
                        act: Act::Collect,
                        amount: self.min,
                        losing: false,
                        rank: 0,
                        block: 0,
                    },
                );
                true
            }
            "RL008" => pos(items, &|it| plain_loser(it)).map(|i| items.remove(i)).is_some(),
            "RL009" if self.g.pay_player_at_once => {
                // The last player's block, whole, paid first (a part of it would also split it).
                let pays: Vec<usize> = (0..items.len()).filter(|&i| items[i].act == Act::Pay).collect();
                match (pays.first(), pays.last()) {
                    (Some(&a), Some(&b)) if items[a].block < items[b].block => {
                        let seat = items[b].seat;
                        let block: Vec<Item> =
                            items.iter().filter(|it| it.act == Act::Pay && it.seat == seat).cloned().collect();
                        items.retain(|it| !(it.act == Act::Pay && it.seat == seat));
                        for (j, it) in block.into_iter().enumerate() {
                            items.insert(a + j, it);
                        }
                        true
                    }
                    _ => false,
                }
            }
            "RL009" => {
                let pays: Vec<usize> = (0..items.len()).filter(|&i| items[i].act == Act::Pay).collect();
                match (pays.first(), pays.last()) {
                    (Some(&a), Some(&b)) if items[a].rank < items[b].rank => {
                        let it = items.remove(b);
                        items.insert(a, it);
                        true
                    }
                    _ => false,
                }
            }
            "RL010" => {
                let has_pay = items.iter().any(|it| it.act == Act::Pay);
                match pos(items, &|it| plain_loser(it)) {
                    Some(i) if has_pay => {
                        let it = items.remove(i);
                        items.push(it);
                        true
                    }
                    _ => false,
                }
            }
            "RL017" => pos(items, &|it| it.act == Act::ChoosePrison && it.seat == 9).map(|i| items.remove(i)).is_some(),
            "RL018" => pos(items, &|it| it.act == Act::Return && it.seat == 9)
                .map(|i| items[i].amount = items[i].amount.saturating_add(Amount(1)))
                .is_some(),
            "RL019" => items.iter().any(|it| it.act == Act::ChooseHalf && it.seat == 9),
            "RL020" => pos(items, &|it| it.act == Act::Release && it.seat == 9)
                .map(|i| {
                    let mut pay = items[i].clone();
                    pay.act = Act::Pay;
                    items.push(pay);
                })
                .is_some(),
            "RL021" => pos(items, &|it| it.act == Act::Release && it.seat == 9).map(|i| items.remove(i)).is_some(),
            "RL030" => pos(items, &|it| it.act == Act::Release && it.seat == 9)
                .map(|i| items[i].amount = items[i].amount.saturating_sub(Amount(1)))
                .is_some(),
            "RL022" if last => {
                let at = pos(items, &|it| it.act == Act::Return && it.seat == 9);
                match at {
                    Some(i) => {
                        let (seat, kind) = (items[i].seat, items[i].kind);
                        items.retain(|it| !(it.seat == seat && it.kind == kind && !it.prison));
                        items.insert(
                            0,
                            Item {
                                seat,
                                prison: false,
                                kind,
                                target: Numbers::default(),
                                act: Act::ChoosePrison,
                                amount: Amount::ZERO,
                                losing: false,
                                rank: 0,
                                block: 0,
                            },
                        );
                        true
                    }
                    None => false,
                }
            }
            "RL031" => pos(items, &|it| plain_loser(it) && it.amount > Amount(1))
                .map(|i| items[i].amount = items[i].amount.saturating_sub(Amount(1)))
                .is_some(),
            _ => false,
        };
        if done {
            self.pending = false;
        }
    }
}

fn other(d: Direction) -> Direction {
    match d {
        Direction::Clockwise => Direction::CounterClockwise,
        Direction::CounterClockwise => Direction::Clockwise,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_fault_is_described_in_both_languages() {
        crate::sim::assert_described(super::ALL_FAULTS);
    }
}

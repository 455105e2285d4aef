//! Simulated sessions of the círculo games (Valencia 2003 art. 12 and 12.IX, Murcia 1996 art.
//! 4 second part), and their faults — the family's part of `veedor simulate` ([`crate::sim`]
//! drives it through [`crate::engine::family`]).
//!
//! A session seats four to eight players (Murcia at most six) with restos the article allows,
//! and plays hands in the grammar of the design note (docs/design/poquer-circulo.md §A): the
//! counts of the restos, the «marca» rotating, antes, the hole cards from the mano, a community
//! card turned before each interval (hold'em's 3-1-1 at the general article), the betting by a
//! policy that folds weak hands, calls middling ones and raises strong ones within the header's
//! limit structure, all-ins with their side pots, the take per the article's option, the
//! showdown from the last bettor and the pots awarded by the cards ([`hand`]). Between hands
//! spent restos are bought again and now and then a seat rests.
//!
//! Where the texts leave a choice the simulator keeps inside every reading the design note
//! lists, so that a clean log is clean whichever the catalogue picks: bets and raises within
//! the strictest base of the pot (before the call, after the take), raises by at least the
//! table minimum, no check-raise, a bet in the last interval when one can be made (so that the
//! showdown's first player, «el que haya hecho la última apuesta», is named by the log).
//!
//! A hand is first built as a list of [`hand::Line`]s, then written: the faults that move, drop
//! or alter a line are applied to that list ([`mod@faults`]), the others are made while the hand
//! is built.

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::odds;
use super::spec::{CirculoSpec, Order, RebuyWhen, Structure, TakeOption};
use crate::engine::poker::hand::{Ranking, Selection};
use crate::money::Amount;
use crate::sim::{EVENING, Fault, SimOptions, failure};
use crate::t;

mod faults;
mod hand;

pub use faults::ALL_FAULTS;

/// What the simulator needs of a círculo article.
#[derive(Clone, Debug)]
pub struct SimTable {
    pub catalog_id: String,
    pub ranking: Ranking,
    pub selection: Selection,
    /// Hole cards per player.
    pub hole: u8,
    /// Community cards turned before each interval (the sintético: one each; the general
    /// article's hold'em: none, three, one, one).
    pub turned_before: Vec<u8>,
    /// Community cards turned after the last interval (Murcia's fifth).
    pub turned_after: u8,
    /// Every interval after the first is opened from the mano (the general article's
    /// hold'em, as PHH's first active seat after the button); else by the last interval's
    /// highest bettor, the mano when nobody bet.
    pub later_from_mano: bool,
    /// Seats are numbered against the direction of play (`order: decreasing`).
    pub decreasing: bool,
    pub min_players: u8,
    /// At most this many seats (Murcia: 6).
    pub max_seats: Option<u8>,
    pub rest_limit: u8,
    /// The article bounds the minimum against the maximum (Valencia: 20–40 %).
    pub min_of_max: bool,
    /// The ante is bounded by the minimum (Valencia: at most half): the simulator's antes are
    /// a half or a quarter of it; elsewhere (Murcia: «la apuesta mínima fijada») the minimum.
    pub ante_bounded: bool,
    pub structures: Vec<Structure>,
    /// The take: `Interval` (5 % of each interval's new money) or `Hand` (3 % of the hand's).
    pub take: TakeOption,
    /// How many take options the article names (a take of another is a fault only where
    /// there is another).
    pub take_options: usize,
    /// The take's percentage (5 or 3), as a fraction.
    pub take_pct: (i64, i64),
    /// Hands won uncontested are taken from.
    pub take_uncontested: bool,
    /// The starting resto's bounds × the minimum (Valencia 10–200), when the article has them.
    pub resto_initial: Option<[u32; 2]>,
    /// A rebuy's bounds × the minimum (Valencia 5–100).
    pub rebuy: Option<[u32; 2]>,
    pub rebuy_when: RebuyWhen,
    /// Murcia: every newcomer brings the header's `resto=`.
    pub newcomer_fixed: bool,
}

impl SimTable {
    /// The table of a compiled article's model.
    pub fn of(id: &str, spec: &CirculoSpec) -> SimTable {
        let (hole, _) = odds::shape(spec);
        let (turned_before, turned_after, later_from_mano) = match &spec.street {
            Some(s) => (s.turned_before.clone(), s.turned_after, false),
            None => (vec![0, 3, 1, 1], 0, true),
        };
        let pct = |p: Option<crate::catalog::bingo::Percent>, default: i64| {
            p.map_or((default, 100), |p| (*p.0.numer(), *p.0.denom() * 100))
        };
        let take = match spec.take.default_option {
            TakeOption::Session => {
                // Option b is not simulated: a table of such an article takes option a if it
                // may, else its own default is kept (and the session take left out).
                if spec.take.options.contains(&TakeOption::Interval) {
                    TakeOption::Interval
                } else {
                    TakeOption::Session
                }
            }
            o => o,
        };
        let take_pct = match take {
            TakeOption::Hand => pct(spec.take.hand_pct, 3),
            _ => pct(spec.take.interval_pct, 5),
        };
        SimTable {
            catalog_id: id.to_owned(),
            ranking: odds::ranking(&spec.hands),
            selection: odds::selection(&spec.hands),
            hole,
            turned_before,
            turned_after,
            later_from_mano,
            decreasing: spec.seats.order == Order::Decreasing,
            min_players: spec.seats.min_players.max(2),
            max_seats: spec.seats.max,
            rest_limit: spec.seats.rest_limit,
            min_of_max: spec.limits.min_of_max.is_some(),
            ante_bounded: spec.limits.ante_max_of_min.is_some(),
            structures: spec.limits.structures.iter().copied().filter(|s| *s != Structure::Fixed).collect(),
            take,
            take_options: spec.take.options.len(),
            take_pct,
            take_uncontested: spec.take.uncontested,
            resto_initial: spec.resto.initial,
            rebuy: spec.resto.rebuy,
            rebuy_when: spec.resto.rebuy_when,
            newcomer_fixed: spec.resto.newcomer_fixed,
        }
    }

    /// The take's header word.
    fn take_word(&self) -> &'static str {
        match self.take {
            TakeOption::Interval => "interval",
            TakeOption::Session => "session",
            TakeOption::Hand => "hand",
        }
    }
}

fn structure_word(s: Structure) -> &'static str {
    match s {
        Structure::Split => "split",
        Structure::Pot => "pot",
        Structure::No => "no",
        Structure::Fixed => "fixed",
    }
}

/// The faults the simulator can inject into the table's logs.
pub fn faults(t: &SimTable) -> Vec<Fault> {
    faults::faults(t)
}

/// A seat at the table.
#[derive(Clone, Debug)]
pub(super) struct Seat {
    pub no: u8,
    /// Chips in front of the player (cents).
    pub stack: i64,
    /// Hands rested in a row.
    pub rested: u8,
    /// Hands this seat had the mano.
    pub manos: u32,
}

/// The simulator's state through a session.
pub(super) struct Sim<'a> {
    t: SimTable,
    rng: ChaCha8Rng,
    /// The session's table minimum, maximum and ante (cents).
    min: i64,
    max: i64,
    ante: i64,
    /// The smallest step of a bet (a tenth of the minimum).
    unit: i64,
    structure: Structure,
    /// Murcia's fixed resto and its least rebuy (cents), else 0.
    resto: i64,
    rebuy_min: i64,
    seats: Vec<Seat>,
    /// The last hand's mano (a seat number).
    mano: Option<u8>,
    /// A seat kept from the mano by resting when it would come (`mano-never-reached`).
    shunned: Option<u8>,
    /// The fault's name, the hand from which it is wanted, and whether it is still to come.
    fault: Option<&'static str>,
    fault_round: u32,
    pending: bool,
    out: &'a mut dyn Write,
}

/// Writes a simulated session of the table `t`, with `fault` injected.
pub fn simulate(t: &SimTable, opts: &SimOptions, fault: Option<Fault>, out: &mut dyn Write) -> io::Result<()> {
    let invalid = || failure(t!("sim-catalogue-invalid", id = t.catalog_id.as_str()));
    if t.structures.is_empty() || t.turned_before.is_empty() {
        return Err(invalid());
    }
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let min = 100 * [2, 5, 10, 20][rng.random_range(0..4)];
    // 25 % or 33 % of the maximum (Valencia's 20–40 %, away from its ends).
    let max = min * [3, 4][rng.random_range(0..2)];
    let ante = if t.ante_bounded { min / [2, 4][rng.random_range(0..2)] } else { min };
    let fault_name = fault.map(|f| f.name);
    let mut structure = t.structures[rng.random_range(0..t.structures.len())];
    let wanted = match fault_name {
        Some("split-over-half-pot") => Some(Structure::Split),
        Some("pot-limit-exceeded") => Some(Structure::Pot),
        Some("no-limit-bet-below-minimum" | "all-in-overpaid") => Some(Structure::No),
        _ => None,
    };
    if let Some(w) = wanted {
        if !t.structures.contains(&w) {
            return Err(invalid());
        }
        structure = w;
    }
    let most = t.max_seats.unwrap_or(8).min(8);
    let least = t.min_players.max(4).min(most);
    let mut n = rng.random_range(least..=most);
    // Faults that need a seat to rest while four still play.
    if matches!(fault_name, Some("rest-third-hand" | "mano-never-reached")) {
        n = n.max(least + 1);
    }
    if fault_name == Some("more-than-six-seats") {
        n = t.max_seats.unwrap_or(6) + 1;
    }
    let resto = if t.newcomer_fixed { min * 100 } else { 0 };
    let rebuy_min = if t.rebuy_when == RebuyWhen::BetweenHands { min * 20 } else { 0 };
    let mut sim = Sim {
        t: t.clone(),
        rng,
        min,
        max,
        ante,
        unit: (min / 10).max(1),
        structure,
        resto,
        rebuy_min,
        seats: Vec::new(),
        mano: None,
        shunned: None,
        fault: fault_name,
        fault_round: (opts.rounds / 2).max(2),
        pending: false,
        out,
    };
    sim.seats = (1..=n).map(|no| Seat { no, stack: 0, rested: 0, manos: 0 }).collect();
    for i in 0..sim.seats.len() {
        sim.seats[i].stack = sim.starting_resto();
    }
    if fault_name == Some("starting-resto-outside-bounds") {
        // A player sits down with a resto the article does not allow (Valencia: past 200
        // times the minimum; Murcia: other than the header's `resto=`).
        sim.seats[0].stack = if sim.resto > 0 { sim.resto + sim.min } else { sim.min * 250 };
        sim.fault = None;
    }
    if matches!(fault_name, Some("void-chips-kept")) {
        // The void restarts the hand: the fault is the session's last hand, so that nothing
        // after it depends on how a restarted hand's mano is read.
        sim.fault_round = opts.rounds;
    }
    sim.run(opts.rounds)
}

impl Sim<'_> {
    /// The fault `name` is to be injected now.
    fn is(&self, name: &str) -> bool {
        self.pending && self.fault == Some(name)
    }

    /// A starting resto the article allows: Murcia's fixed one, else 20 to 150 times the
    /// minimum (Valencia's 10–200, away from its ends).
    fn starting_resto(&mut self) -> i64 {
        if self.resto > 0 {
            return self.resto;
        }
        let (lo, hi) = match self.t.resto_initial {
            Some([lo, hi]) => (i64::from(lo).max(20), i64::from(hi).min(150)),
            None => (20, 150),
        };
        self.min * self.rng.random_range(lo.min(hi)..=hi.max(lo))
    }

    /// A rebuy the article allows: 10 to 60 times the minimum (Valencia's 5–100), at Murcia
    /// at least its `rebuy_min=`.
    fn rebuy_amount(&mut self) -> i64 {
        if self.rebuy_min > 0 {
            return self.rebuy_min * self.rng.random_range(1..=2);
        }
        let (lo, hi) = match self.t.rebuy {
            Some([lo, hi]) => (i64::from(lo).max(10), i64::from(hi).min(60)),
            None => (10, 60),
        };
        self.min * self.rng.random_range(lo.min(hi)..=hi.max(lo))
    }

    fn run(&mut self, rounds: u32) -> io::Result<()> {
        let table = self.rng.random_range(1..100);
        let mut max = self.max;
        let mut ante = self.ante;
        let mut with_duration = true;
        // The header's faults: the whole session at limits the article does not allow.
        match self.fault {
            Some("minimum-outside-ratio") => max = self.min * 6,
            Some("ante-above-half-minimum") => ante = self.min * 3 / 5,
            Some("mano-never-reached") => with_duration = false,
            _ => {}
        }
        self.ante = ante;
        let murcia = if self.resto > 0 {
            format!(" seats={} resto={} rebuy_min={}", self.seats.len(), Amount(self.resto), Amount(self.rebuy_min))
        } else {
            String::new()
        };
        let duration = if with_duration { " duration=480" } else { "" };
        let params = format_args!(
            "min={} max={} ante={} limit={} take={} currency=EUR{murcia}{duration}",
            Amount(self.min),
            Amount(max),
            Amount(ante),
            structure_word(self.structure),
            self.t.take_word()
        );
        EVENING.open(self.out, &self.t.catalog_id, table, rounds, "hands", params)?;
        match self.fault {
            Some("minimum-outside-ratio" | "ante-above-half-minimum" | "more-than-six-seats") => self.fault = None,
            Some("mano-never-reached") => {
                // The last seat rests whenever the mano would come to it: it never has it.
                self.fault = None;
                self.shunned = self.seats.last().map(|s| s.no);
            }
            _ => {}
        }
        for no in 1..=rounds {
            if no == self.fault_round && self.fault.is_some() {
                self.pending = true;
            }
            let before = self.between_hands(no);
            for l in &before {
                self.write_line(l)?;
            }
            let lines = self.hand(no)?;
            writeln!(self.out, "round {no}")?;
            for l in &lines {
                self.write_line(l)?;
            }
        }
        if self.is("take-of-other-option") {
            self.write_line(&hand::Line::Cagnotte { amount: self.min, seat: Some(self.seats[0].no) })?;
            self.pending = false;
        }
        EVENING.close(self.out)?;
        if self.pending {
            let (from, to) = (self.fault_round, rounds);
            return Err(failure(t!("sim-fault-not-injected", game = "cards", from = from, to = to)));
        }
        Ok(())
    }
}

#[cfg(test)]
pub(crate) mod tests;

//! Simulated sessions of póquer sin descarte (V §11 with its Carrusel, M art. 4), and their
//! faults — the family's part of `veedor simulate` ([`crate::sim`] drives it through
//! [`crate::engine::family`]).
//!
//! Each round ([`round`]) takes a fresh 52-card deck, shuffled from the session's seed; stakes 1
//! to all of the table's boxes (a box's seated player first, co-bettors after, never more than
//! four bets on a box, a vacant box's blind bets at Valencia, a consent before every bet on
//! another's box at Murcia, the Carrusel stake now and then where the article has it); deals
//! five cards to each box and to the bank (one at a time from the croupier's left, or five at a
//! time with an automatic sabot, the bank's last card face up); decides each box by a simple
//! rule (call with a pair or better or ace-king, else fold; co-bettors follow the seated
//! player); reveals the bank and settles from the cards with the shared evaluator
//! ([`crate::engine::poker::hand`]), in exact minor units. Now and then a round is misdealt (a
//! box's card comes up) and voided, every stake returned.
//!
//! A round is first built as a list of [`round::Line`]s, then written: the faults that move,
//! drop, duplicate or alter a line are applied to that list ([`mod@faults`]), the few that need
//! other cards or other stakes are made while the round is built.

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::poker::hand::{Category, Qualifier, Ranking};
use crate::money::Amount;
use crate::sim::{EVENING, Fault, SimOptions, failure};
use crate::t;

mod deal;
mod faults;
mod round;

pub use faults::ALL_FAULTS;

/// What becomes of a calling box's second bet when the bank does not qualify (A-PSD-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoQualifySecondBet {
    /// Returned to the player (the usual reading; the texts say only that the ante is paid).
    Returned,
    /// Lost to the bank.
    Lost,
}

/// What the simulator needs of a póquer sin descarte article (the engine's `Family` builds it
/// from the compiled article).
#[derive(Clone, Debug)]
pub struct SimTable {
    /// The minimum antes the article allows, in minor units of `currency` (Murcia's bands);
    /// empty where the authorisation sets it (the simulator then draws 1, 2, 5, 10 or 25 euros).
    pub minima: Vec<Amount>,
    /// The box maxima the article allows, as multiples of the minimum (the header's `max=`).
    pub max_multiples: Vec<u32>,
    /// The boxes on the cloth (the header's `boxes=`).
    pub boxes: u8,
    /// The article's most boxes (seats): 7 at Valencia (its Spanish text), 6 at Murcia.
    pub seats: u8,
    /// How hands are ranked: Valencia's ace also low, Murcia's only high.
    pub ranking: Ranking,
    /// The lowest hand with which the bank plays (the article's `bank.qualifier`; both texts'
    /// ace and king). The simulated boxes go on with it or better too.
    pub qualifier: Qualifier,
    /// The Carrusel (Valencia §11.V.5).
    pub carrusel: bool,
    /// The article allows an automatic sabot dealing five at a time (Valencia): the simulator
    /// then gives one to about half of its tables (by the seed), `sabot=auto` on the header.
    pub sabot_auto: bool,
    /// Bets on another's box need its player's `consent` (Murcia).
    pub consent_needed: bool,
    /// Blind bets on a vacant box are allowed (Valencia). A vacant box holds one bettor, so
    /// whoever the article has decide for it (A-PSD-6, `boxes.vacant_decides`) is that bettor.
    pub vacant_boxes: bool,
    /// The second bet as a multiple of the ante (2, A-PSD-1).
    pub second_bet_multiple: u32,
    pub no_qualify_second_bet: NoQualifySecondBet,
    /// What the second bet is paid, × its stake, by the box's own category (index:
    /// `Category as usize`, cartas mayores first): 1/1/2/3/4/5/7/20/25/100.
    pub pays: [u32; 10],
    /// The Carrusel's minimum prizes, × its stake, by category (0: no prize): 60 for a color,
    /// 100 full, 400 póquer, 2.000 escalera de color, 12.000 escalera máxima.
    pub carrusel_prizes: [u32; 10],
    /// The header's currency (`EUR`).
    pub currency: &'static str,
    pub catalog_id: String,
}

/// The second bet's pay table of both articles (V §11.V.1, M art. 4.e.1), cartas mayores first.
pub const PAYS: [u32; 10] = [1, 1, 2, 3, 4, 5, 7, 20, 25, 100];

/// Valencia's minimum table for the Carrusel (V §11.V.5), cartas mayores first.
pub const CARRUSEL_PRIZES: [u32; 10] = [0, 0, 0, 0, 0, 60, 100, 400, 2_000, 12_000];

impl SimTable {
    /// Valencia 2003's table: any minimum, 10, 20, 25 or 30 times it, seven boxes.
    pub fn valencia() -> SimTable {
        SimTable {
            minima: Vec::new(),
            max_multiples: vec![10, 20, 25, 30],
            boxes: 7,
            seats: 7,
            ranking: Ranking::VALENCIA_SIN_DESCARTE,
            qualifier: Qualifier::ACE_KING,
            carrusel: true,
            sabot_auto: true,
            consent_needed: false,
            vacant_boxes: true,
            second_bet_multiple: 2,
            no_qualify_second_bet: NoQualifySecondBet::Returned,
            pays: PAYS,
            carrusel_prizes: CARRUSEL_PRIZES,
            currency: "EUR",
            catalog_id: "valencia-2003/poquer-sin-descarte".to_owned(),
        }
    }

    /// Murcia 1996's table, in pesetas: a minimum of 500, 1.000 or 2.000, 25 times it, six boxes.
    pub fn murcia() -> SimTable {
        SimTable {
            minima: vec![Amount(50_000), Amount(100_000), Amount(200_000)],
            max_multiples: vec![25],
            boxes: 6,
            seats: 6,
            ranking: Ranking::MURCIA_SIN_DESCARTE,
            qualifier: Qualifier::ACE_KING,
            carrusel: false,
            sabot_auto: false,
            consent_needed: true,
            vacant_boxes: false,
            second_bet_multiple: 2,
            no_qualify_second_bet: NoQualifySecondBet::Returned,
            pays: PAYS,
            carrusel_prizes: [0; 10],
            currency: "ESP",
            catalog_id: "murcia-1996/poquer-sin-descarte".to_owned(),
        }
    }

    /// The second bet's multiplier for a box holding `c`.
    fn pay(&self, c: Category) -> i64 {
        i64::from(self.pays[c as usize])
    }

    /// The Carrusel's minimum prize for `c`, × the stake (0: none).
    fn prize(&self, c: Category) -> i64 {
        i64::from(self.carrusel_prizes[c as usize])
    }
}

/// The faults the simulator can inject into the table's logs (those its parameters make
/// possible).
pub fn faults(t: &SimTable) -> Vec<Fault> {
    faults::faults(t)
}

/// The simulator's state through a session.
pub(super) struct Sim<'a> {
    t: SimTable,
    rng: ChaCha8Rng,
    /// This session's minimum, box maximum (a multiple of it) and its amount.
    min: Amount,
    max_multiple: u32,
    max: Amount,
    /// The fault's name, the round from which it is wanted, and whether it is still to come.
    fault: Option<&'static str>,
    fault_round: u32,
    pending: bool,
    /// This session's table deals from an automatic sabot.
    auto: bool,
    out: &'a mut dyn Write,
}

/// Writes a simulated session of the table `t`, with `fault` injected.
pub fn simulate(t: &SimTable, opts: &SimOptions, fault: Option<Fault>, out: &mut dyn Write) -> io::Result<()> {
    let invalid = || failure(t!("sim-catalogue-invalid", id = t.catalog_id.as_str()));
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let min = match t.minima.len() {
        0 => crate::sim::table_minimum(&mut rng),
        n => t.minima[rng.random_range(0..n)],
    };
    let max_multiple = t.max_multiples.get(rng.random_range(0..t.max_multiples.len().max(1))).copied();
    let Some(max_multiple) = max_multiple else { return Err(invalid()) };
    // Five antes of the minimum fit a box (the fault `five-bets-on-box`); half the minimum is
    // an amount (`ante-below-minimum`).
    if min.minor() < 2 || max_multiple < 5 || t.boxes == 0 || t.second_bet_multiple == 0 {
        return Err(invalid());
    }
    let mut sim = Sim {
        t: t.clone(),
        rng,
        min,
        max_multiple,
        max: min.times(i64::from(max_multiple)),
        fault: fault.map(|f| f.name),
        fault_round: (opts.rounds / 2).max(2),
        pending: false,
        auto: false,
        out,
    };
    sim.run(opts.rounds)
}

impl Sim<'_> {
    /// The fault `name` is to be injected now.
    fn is(&self, name: &str) -> bool {
        self.pending && self.fault == Some(name)
    }

    fn run(&mut self, rounds: u32) -> io::Result<()> {
        let table = self.rng.random_range(1..100);
        let mut max = self.max_multiple;
        let mut boxes = self.t.boxes;
        // The header's faults: the whole session is at the wrong limits or on too many boxes,
        // while every stake stays within the article's (so that the header is the one finding).
        match self.fault {
            Some("limits-not-the-articles") => max += 1,
            Some("more-boxes-than-seats") => boxes = boxes.max(self.t.seats) + 1,
            _ => {}
        }
        self.auto = self.t.sabot_auto && self.rng.random_bool(0.5);
        let sabot = if self.auto { " sabot=auto" } else { "" };
        let params = format_args!("min={} max={max} boxes={boxes} currency={}{sabot}", self.min, self.t.currency);
        EVENING.open(self.out, &self.t.catalog_id, table, rounds, "rounds", params)?;
        if matches!(self.fault, Some("limits-not-the-articles" | "more-boxes-than-seats")) {
            self.fault = None;
        }
        for no in 1..=rounds {
            if no == self.fault_round && self.fault.is_some() {
                self.pending = true;
            }
            let lines = self.round()?;
            writeln!(self.out, "round {no}")?;
            for l in &lines {
                self.t.write_line(self.out, l)?;
            }
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
mod tests;

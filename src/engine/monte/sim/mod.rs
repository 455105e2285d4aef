//! Simulated sessions of monte o banca (Valencia 2003 art. 13) and their faults — the family's
//! part of `veedor simulate` ([`crate::sim`] drives it through [`crate::engine::family`]).
//!
//! A session is coups of the design note's lines (`docs/design/monte/spec.md` §2): each coup a
//! freshly shuffled 40-card deck (`shoe colour=`, red and blue in turn), the layout with its
//! burns, doublings and now and then a void coup, Primeras' and Segundas' windows with a mix of
//! every suerte between the table minimum and its maximum, the cards drawn, and each stake
//! settled when a card decides it: annulled cards are no action, undecided bets ride and are
//! returned at the coup's end, the 10 % is kept from what a window's first card wins (VIS
//! exempt), C/A/V pays 11 − d in Primeras and 5 less the row's missing cards in Segundas, VIS
//! 32 − n. The settlement logic is the simulator's own ([`coup`]), written from the design
//! note and `sim.py`, not the engine's: a clean log is one both readings agree on.
//!
//! Every parameter of `play.monte` the engine reads is followed (the layout's `burned_value`,
//! `void_on_fourth` and `p3_p4_same_value` too, and Salto, Vista Hermosa and the diagonal one
//! against one bet where the article allows them): a catalogue switched to any alternative gets
//! clean logs (`tests/monte_sim_parameters.rs`). At the defaults no extra random draw is made, so
//! the sessions are those written before.
//!
//! A fault (one per check, MO001–MO017, [`faults`]) is made once, in the first coup from the
//! middle of the session that offers the situation it needs.

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::spec::{AnnulMode, AnnulTable, End, MonteSpec};
use crate::money::Amount;
use crate::sim::{EVENING, Fault, SimOptions, failure};
use crate::t;

pub(crate) mod coup;
mod faults;

pub use faults::ALL_FAULTS;

/// What the simulator needs of a monte article.
#[derive(Clone, Debug)]
pub struct SimTable {
    pub catalog_id: String,
    pub spec: MonteSpec,
    /// A burned first pair is redrawn from the bottom (default) rather than the top.
    pub redraw_bottom: bool,
}

impl SimTable {
    pub fn of(id: &str, spec: &MonteSpec) -> SimTable {
        SimTable {
            catalog_id: id.to_owned(),
            spec: spec.clone(),
            redraw_bottom: spec.layout.burn_redraw_from != End::Top,
        }
    }

    /// The annulment table the article plays by.
    fn table(&self) -> &AnnulTable {
        match (self.spec.annulments.mode, &self.spec.annulments.literal) {
            (AnnulMode::Literal, Some(t)) => t,
            _ => &self.spec.annulments.principle,
        }
    }
}

/// The faults the simulator can inject into the table's logs.
pub fn faults(t: &SimTable) -> Vec<Fault> {
    faults::faults(t)
}

/// The simulator's state through a session.
pub(super) struct Sim<'a> {
    t: SimTable,
    rng: ChaCha8Rng,
    /// The table minimum, cents.
    min: i64,
    out: &'a mut dyn Write,
}

/// Writes a simulated session of the table `t`, with `fault` injected.
pub fn simulate(t: &SimTable, opts: &SimOptions, fault: Option<Fault>, out: &mut dyn Write) -> io::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let min = crate::sim::table_minimum(&mut rng).minor();
    let table = rng.random_range(1..100);
    let coup_fault = match fault {
        None => None,
        Some(f) => Some(
            faults::coup_fault(f.name)
                .ok_or_else(|| failure(t!("sim-catalogue-invalid", id = t.catalog_id.as_str())))?,
        ),
    };
    let mut sim = Sim { t: t.clone(), rng, min, out };
    let params = format_args!("min={} currency=EUR", Amount(min));
    EVENING.open(sim.out, &t.catalog_id, table, opts.rounds, "coups", params)?;
    let from = (opts.rounds / 2).max(1);
    let mut pending = coup_fault.is_some();
    let mut w = String::with_capacity(4096);
    for no in 1..=opts.rounds {
        w.clear();
        let f = if pending && no >= from { coup_fault } else { None };
        let played = sim.coup(no, f, &mut w);
        if played.injected {
            pending = false;
        }
        sim.out.write_all(w.as_bytes())?;
    }
    EVENING.close(sim.out)?;
    if pending {
        return Err(failure(t!("sim-fault-not-injected", game = "cards", from = from, to = opts.rounds)));
    }
    Ok(())
}

#[cfg(test)]
mod tests;

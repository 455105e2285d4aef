//! The simulator's faults: one per check the log can show (CR001–CR017), each breaking exactly
//! one rule once, from the middle of the session, in the first round that offers what it
//! needs. A fault's bet is placed by [`FORCED`], who bets nothing else, so that what the engine
//! makes of it (refused, or played and settled) touches no other seat's bets.

use std::io;

use super::bets::{Kind, exact_win};
use super::{IDLE, Line, SEATS, Sim};
use crate::money::Amount;
use crate::sim::Fault;

/// The seat that places a fault's bets.
pub(super) const FORCED: &str = "s8";

const ALL_FAULTS: &[Fault] = &[
    Fault { name: "bet-not-in-article", code: "CR001", summary: "sim-fault-dice-bet-not-in-article" },
    Fault { name: "come-before-come-out", code: "CR002", summary: "sim-fault-dice-come-before-come-out" },
    Fault { name: "bet-after-no-more", code: "CR003", summary: "sim-fault-dice-bet-after-no-more" },
    Fault { name: "bet-above-maximum", code: "CR004", summary: "sim-fault-dice-bet-above-maximum" },
    Fault { name: "odds-above-maximum", code: "CR005", summary: "sim-fault-dice-odds-above-maximum" },
    Fault { name: "loser-paid", code: "CR006", summary: "sim-fault-dice-loser-paid" },
    Fault { name: "payout-off-ratio", code: "CR007", summary: "sim-fault-dice-payout-off-ratio" },
    Fault { name: "bet-unsettled", code: "CR008", summary: "sim-fault-dice-bet-unsettled" },
    Fault { name: "settlement-without-bet", code: "CR009", summary: "sim-fault-dice-settlement-without-bet" },
    Fault { name: "shooter-change", code: "CR010", summary: "sim-fault-dice-shooter-change" },
    Fault { name: "shooter-without-line-bet", code: "CR011", summary: "sim-fault-dice-shooter-without-line-bet" },
    Fault { name: "null-throw-settled", code: "CR012", summary: "sim-fault-dice-null-throw-settled" },
    Fault { name: "second-throw", code: "CR013", summary: "sim-fault-dice-second-throw" },
    Fault { name: "win-taken-down", code: "CR014", summary: "sim-fault-dice-win-taken-down" },
    Fault { name: "plaque-wrong", code: "CR015", summary: "sim-fault-dice-plaque-wrong" },
    Fault { name: "dice-change-during-point", code: "CR016", summary: "sim-fault-dice-dice-change-during-point" },
    Fault { name: "void-reason", code: "CR017", summary: "sim-fault-dice-void-reason" },
];

/// The faults the article makes possible (every check applies to every craps article).
pub(crate) fn faults(_spec: &crate::catalog::dice::DiceSpec) -> Vec<Fault> {
    ALL_FAULTS.to_vec()
}

/// Between rounds, before the round's line: CR010 (the dice passed with no seven-out, on a
/// come-out so that the new shooter bets his line as any other), CR016 (the shooter asks for
/// other dice while a point is on).
pub(super) fn between_rounds(sim: &mut Sim<'_>) -> io::Result<bool> {
    match sim.due() {
        Some("CR010") if sim.point.is_none() && !sim.seven_out => {
            sim.shooter = (sim.shooter + 1) % SEATS.len();
            writeln!(sim.out, "shooter {} seven-out", SEATS[sim.shooter])?;
            sim.pending = false;
            Ok(true)
        }
        Some("CR016") if sim.point.is_some() => {
            writeln!(sim.out, "dice shooter")?;
            sim.pending = false;
            Ok(true)
        }
        _ => Ok(false),
    }
}

/// Whether the shooter leaves out his line bet on this come-out (CR011).
pub(super) fn shooter_skips_line_bet(sim: &mut Sim<'_>) -> bool {
    if sim.due() == Some("CR011") && sim.point.is_none() {
        sim.pending = false;
        return true;
    }
    false
}

/// In the round, after the players' bets, before «ya no va más».
pub(super) fn before_no_more(sim: &mut Sim<'_>) -> io::Result<()> {
    let min = sim.min;
    match sim.due() {
        // A bet the article does not have.
        Some("CR001") => {
            writeln!(sim.out, "  bet {FORCED} lay-4 {min}")?;
            sim.pending = false;
        }
        // CR012's bet, collected on the null throw.
        Some("CR012") if !sim.bets.iter().any(|b| b.seat == FORCED) => sim.place(FORCED, Kind::Field, min)?,
        // A Come bet on a come-out roll.
        Some("CR002") if sim.point.is_none() => {
            let come = sim.rules.reference(Kind::Come);
            writeln!(sim.out, "  bet {FORCED} {come} {min}")?;
            sim.pending = false;
        }
        // A Field bet one minimum over the simple maximum: played, and settled as the dice say.
        Some("CR004") => {
            let stake = sim.simple_max().saturating_add(min);
            sim.place(FORCED, Kind::Field, stake)?;
            sim.pending = false;
        }
        // Odds behind a line bet, one minimum (or so) over their maximum: a stake added to
        // odds already there binds the sum.
        Some("CR005") if sim.point.is_some() => {
            let Some(parent) = sim.bets.iter().copied().find(|b| matches!(b.kind, Kind::Win | Kind::DontWin)) else {
                return Ok(());
            };
            let Some(kind) = parent.kind.odds() else { return Ok(()) };
            let there =
                sim.bets.iter().find(|b| b.seat == parent.seat && b.kind == kind).map_or(Amount::ZERO, |b| b.stake);
            let pays = sim.ratios(kind);
            let over = sim.odds_cap(&parent).saturating_add(min);
            // The first total past the cap whose winnings are whole cents.
            let total = (0..12)
                .map(|k| over.saturating_add(min.times(k)))
                .find(|&s| pays.iter().all(|&q| exact_win(s, q).is_some()));
            if let Some(total) = total {
                sim.place(parent.seat, kind, total.saturating_sub(there))?;
                sim.pending = false;
            }
        }
        // The Win bet taken down (the article: it «no puede ser retirada»).
        Some("CR014") if sim.point.is_some() => {
            // Not the shooter's: without it he would throw with no line bet.
            let shooter = SEATS[sim.shooter];
            if let Some(i) = sim.bets.iter().position(|b| b.kind == Kind::Win && b.seat != shooter) {
                let b = sim.bets[i];
                // Its odds first, as the article allows, so that none is left behind it.
                if let Some(j) = sim.bets.iter().position(|o| o.seat == b.seat && o.kind == Kind::OddsWin) {
                    let o = sim.bets.remove(j);
                    writeln!(sim.out, "  takedown {} {} {}", o.seat, sim.rules.reference(o.kind), o.stake)?;
                }
                let i = sim.bets.iter().position(|o| o.seat == b.seat && o.kind == Kind::Win).unwrap_or(i);
                sim.bets.remove(i);
                writeln!(sim.out, "  takedown {} {} {}", b.seat, sim.rules.reference(b.kind), b.stake)?;
                sim.pending = false;
            }
        }
        _ => {}
    }
    Ok(())
}

/// Right after «ya no va más»: CR003, a bet placed after it.
pub(super) fn after_no_more(sim: &mut Sim<'_>) -> io::Result<()> {
    if sim.due() == Some("CR003") {
        // Late, but on the table all the same: the roll decides it and it is settled so.
        let min = sim.min;
        sim.place(FORCED, Kind::Field, min)?;
        sim.pending = false;
    }
    Ok(())
}

/// Whether this round has a «tirada nula» (CR012 and CR017 need one).
pub(super) fn wants_null_throw(sim: &Sim<'_>) -> bool {
    matches!(sim.due(), Some("CR012" | "CR017"))
}

/// The reason written on a «tirada nula» (CR017: one the article does not give).
pub(super) fn void_reason(sim: &mut Sim<'_>, reason: &'static str) -> &'static str {
    if sim.due() == Some("CR017") {
        sim.pending = false;
        return "sneezed";
    }
    reason
}

/// After a «tirada nula», before the throw again: CR012, [`FORCED`]'s Field bet collected on
/// the null throw (and so not again after the throw again).
pub(super) fn after_void(sim: &mut Sim<'_>) -> io::Result<()> {
    if sim.due() == Some("CR012") {
        if let Some(i) = sim.bets.iter().position(|b| b.seat == FORCED && b.kind == Kind::Field) {
            let b = sim.bets.remove(i);
            writeln!(sim.out, "  collect {} {} {}", b.seat, sim.rules.reference(b.kind), b.stake)?;
            sim.pending = false;
        }
    }
    Ok(())
}

/// Whether the shooter throws again in this round (CR013): the first throw is the round's, the
/// second decides nothing.
pub(super) fn second_throw(sim: &mut Sim<'_>) -> bool {
    if sim.due() == Some("CR013") {
        sim.pending = false;
        return true;
    }
    false
}

/// The plaque written after a roll: CR015 puts it on another number than the dice made.
pub(super) fn plaque(sim: &mut Sim<'_>, n: u8) -> u8 {
    if sim.due() == Some("CR015") {
        sim.pending = false;
        return if n == 6 { 8 } else { 6 };
    }
    n
}

/// The roll's settlement lines, with the fault's change.
pub(super) fn settlements(sim: &mut Sim<'_>, lines: &mut Vec<Line>) {
    let changed = match sim.due() {
        // A losing stake paid as if it had won.
        Some("CR006") => match lines.iter().position(|l| l.action == "collect") {
            Some(i) => {
                lines[i].action = "pay";
                true
            }
            None => false,
        },
        // A winner paid one minimum more than its ratio.
        Some("CR007") => match lines.iter().position(|l| l.action == "pay") {
            Some(i) => {
                lines[i].amount = lines[i].amount.saturating_add(sim.min);
                true
            }
            None => false,
        },
        // A losing stake left uncollected.
        Some("CR008") => match lines.iter().position(|l| l.action == "collect") {
            Some(i) => {
                lines.remove(i);
                true
            }
            None => false,
        },
        // A payment to a seat that has no bet.
        Some("CR009") => {
            lines.push(Line { action: "pay", seat: IDLE, bet: sim.rules.reference(Kind::Field), amount: sim.min });
            true
        }
        _ => false,
    };
    if changed {
        sim.pending = false;
    }
}

impl Sim<'_> {
    /// The simple bets' maximum at this table (the header's default, 100 minima).
    pub(super) fn simple_max(&self) -> Amount {
        self.min.times(100)
    }
}

//! The simulator's faults: one per check, each breaking exactly one rule in one coup.

use std::io;

use super::{FORCED, IDLE, Line, Sim, Stake, line};
use crate::catalog::treinta::{Chance, TreintaSpec};
use crate::engine::treinta::coup::Outcome;
use crate::log::card::{Card, Rank, Suit};
use crate::money::Amount;
use crate::sim::{Fault, possible_faults};

const ALL_FAULTS: &[Fault] = &[
    Fault { name: "card-not-in-shoe", code: "TC001", summary: "sim-fault-treinta-card-not-in-shoe" },
    Fault { name: "red-card-position", code: "TC002", summary: "sim-fault-treinta-red-card-position" },
    Fault { name: "coup-after-red-card", code: "TC003", summary: "sim-fault-treinta-coup-after-red-card" },
    Fault { name: "wrong-deck-count", code: "TC004", summary: "sim-fault-treinta-wrong-deck-count" },
    Fault { name: "row-deal-order", code: "TC005", summary: "sim-fault-treinta-row-deal-order" },
    Fault { name: "coup-incomplete", code: "TC006", summary: "sim-fault-treinta-coup-incomplete" },
    Fault { name: "unknown-row", code: "TC007", summary: "sim-fault-treinta-unknown-row" },
    Fault { name: "wrong-points", code: "TC008", summary: "sim-fault-treinta-wrong-points" },
    Fault { name: "bet-not-in-catalogue", code: "TC009", summary: "sim-fault-treinta-bet-not-in-catalogue" },
    Fault { name: "bet-below-minimum", code: "TC010", summary: "sim-fault-treinta-bet-below-minimum" },
    Fault { name: "bet-above-maximum", code: "TC011", summary: "sim-fault-treinta-bet-above-maximum" },
    Fault { name: "bet-after-no-more", code: "TC012", summary: "sim-fault-treinta-bet-after-no-more" },
    Fault { name: "wrong-insurance", code: "TC013", summary: "sim-fault-treinta-wrong-insurance" },
    Fault { name: "paid-loser", code: "TC014", summary: "sim-fault-treinta-paid-loser" },
    Fault { name: "unpaid-winner", code: "TC015", summary: "sim-fault-treinta-unpaid-winner" },
    Fault { name: "losers-not-first", code: "TC016", summary: "sim-fault-treinta-losers-not-first" },
    Fault { name: "payment-order", code: "TC017", summary: "sim-fault-treinta-payment-order" },
    Fault { name: "card-after-red-card", code: "TC018", summary: "sim-fault-treinta-card-after-red-card" },
    Fault { name: "settlement-without-bet", code: "TC019", summary: "sim-fault-treinta-settlement-without-bet" },
    Fault { name: "choice-without-refait", code: "TC020", summary: "sim-fault-treinta-choice-without-refait" },
    Fault { name: "card-face-down", code: "TC021", summary: "sim-fault-treinta-card-face-down" },
];

/// TC001's card: the first shoe's six are dealt in its first coup.
pub(super) const KING_OF_HEARTS: Card = Card { rank: Rank::King, suit: Suit::Hearts };

/// Faults set up at the session's first shoe, whatever the round.
pub(super) const AT_FIRST_SHOE: &[&str] = &["TC002", "TC004"];

/// The faults this article's parameters make possible.
pub(crate) fn faults(spec: &TreintaSpec) -> Vec<Fault> {
    possible_faults(ALL_FAULTS, |code| code != "TC013" || spec.insurance.is_some())
}

/// The stakes a fault needs on the table, placed by [`FORCED`].
pub(super) fn forced_stakes(sim: &Sim<'_>, fault: Option<&str>, stakes: &mut Vec<Stake>) {
    let min = sim.min;
    let at = |chance, amount, premium| Stake { seat: FORCED, chance, amount, premium };
    match fault {
        // Half the minimum (whole cents: the minimum is whole euros).
        Some("TC010") => stakes.push(at(Chance::SecondRow, min.halve_times(1, crate::money::Rounding::Down), None)),
        Some("TC011") => stakes.push(at(Chance::FirstRow, sim.max.saturating_add(min), None)),
        // The deposit one cent over 1 %.
        Some("TC013") => {
            let amount = min.times(i64::from(sim.g.spec.insurance.as_ref().map_or(1, |i| i.threshold_minimums.max(1))));
            let premium = sim.premium(amount).map(|p| p.saturating_add(Amount(1)));
            stakes.push(at(Chance::FirstRow, amount, premium));
        }
        // A stake on every chance: a decided coup has a loser and winners of both ranks.
        Some("TC014" | "TC015" | "TC016" | "TC017" | "TC020") => {
            for chance in super::CHANCES {
                stakes.push(at(chance, min, None));
            }
        }
        _ => {}
    }
}

/// The `deal` line of a card (the coup's `dealt`-th), with the fault's change.
pub(super) fn card_line(sim: &mut Sim<'_>, fault: Option<&str>, row: usize, dealt: usize, c: Card) -> String {
    // Once injected, the coup's other cards are written as dealt.
    let fault = if sim.pending { fault } else { None };
    let rows = &sim.g.rows;
    let plain = format!("deal {} {c}", rows[row]);
    // The negra row's second card: never the first card (its colour decides color and inverso).
    let second_of_negra = row == 0 && dealt == 1;
    let (text, done) = match fault {
        Some("TC001") if dealt > 0 && c.rank.is_ten_or_court() && c != KING_OF_HEARTS => {
            // A ten-valued card written as a seventh king of hearts: the totals do not change.
            (format!("deal {} Kh", rows[row]), true)
        }
        Some("TC005") if second_of_negra => (format!("deal {} {c}", rows[1]), true),
        Some("TC007") if second_of_negra => (format!("deal negro {c}"), true),
        Some("TC021") if second_of_negra => (format!("{plain} down"), true),
        _ => (plain, false),
    };
    if done {
        sim.pending = false;
    }
    text
}

/// Changes the coup's settlement lines as the fault says; `true` when it was injected.
pub(super) fn settlement_fault(
    sim: &mut Sim<'_>,
    fault: Option<&str>,
    lines: &mut Vec<Line>,
    outcome: Outcome,
) -> io::Result<bool> {
    let decided = matches!(outcome, Outcome::Decided { .. });
    let loser = |l: &Line| l.seat == FORCED && l.action == "collect" && l.rank == 0;
    Ok(match fault {
        Some("TC019") => {
            let bet = sim.g.name_of(Chance::FirstRow).to_owned();
            lines.push(line("pay", IDLE, bet, sim.min, 3));
            true
        }
        Some("TC020") if decided => {
            writeln!(sim.out, "  choose {FORCED} {} half", sim.g.name_of(Chance::FirstRow))?;
            true
        }
        Some("TC014") if decided => match lines.iter().position(loser) {
            Some(i) => {
                lines[i].action = "pay";
                lines[i].rank = 3;
                true
            }
            None => false,
        },
        Some("TC015") if decided => match lines.iter().position(|l| l.seat == FORCED && l.action == "pay") {
            Some(i) => {
                lines.remove(i);
                true
            }
            None => false,
        },
        Some("TC016") if decided => lines.iter().any(loser) && lines.iter().any(|l| l.action == "pay"),
        Some("TC017") if decided => lines.iter().any(|l| l.rank == 2) && lines.iter().any(|l| l.rank == 3),
        _ => false,
    })
}

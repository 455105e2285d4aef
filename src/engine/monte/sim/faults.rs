//! The faults the monte simulator injects, one per check (spec §3, MO001–MO017): each breaks
//! one rule once, in a coup that offers the situation it needs ([`super::coup`] makes them while
//! the coup is played). Where the design note's list (§6) named a fault whose consequences the
//! rules leave open (an equal pair placed, a doubling card dealt to p3, the fourth card played
//! on), the fault is another breach of the same check whose consequences are settled: one fault,
//! one finding.

use super::SimTable;
use super::coup::CoupFault;
use crate::engine::monte::spec::{End, Phase};
use crate::sim::Fault;

pub const ALL_FAULTS: &[Fault] = &[
    Fault { name: "card-seen-twice", code: "MO001", summary: "sim-fault-mo-card-seen-twice" },
    Fault { name: "draw-from-bottom", code: "MO002", summary: "sim-fault-mo-draw-from-bottom" },
    Fault { name: "needless-burn", code: "MO003", summary: "sim-fault-mo-needless-burn" },
    Fault { name: "doubling-from-bottom", code: "MO004", summary: "sim-fault-mo-doubling-from-bottom" },
    Fault { name: "void-without-fourth", code: "MO005", summary: "sim-fault-mo-void-without-fourth" },
    Fault { name: "draw-before-nomore", code: "MO006", summary: "sim-fault-mo-draw-before-nomore" },
    Fault { name: "salto-in-segundas", code: "MO007", summary: "sim-fault-mo-salto-in-segundas" },
    Fault { name: "vis-in-segundas", code: "MO008", summary: "sim-fault-mo-vis-in-segundas" },
    Fault { name: "over-maximum", code: "MO009", summary: "sim-fault-mo-over-maximum" },
    Fault { name: "below-minimum", code: "MO010", summary: "sim-fault-mo-below-minimum" },
    Fault { name: "diagonal-cartas", code: "MO011", summary: "sim-fault-mo-diagonal-cartas" },
    Fault { name: "lost-bet-paid", code: "MO012", summary: "sim-fault-mo-lost-bet-paid" },
    Fault { name: "wrong-multiple", code: "MO013", summary: "sim-fault-mo-wrong-multiple" },
    Fault { name: "commission-not-taken", code: "MO014", summary: "sim-fault-mo-commission-not-taken" },
    Fault { name: "winner-turned", code: "MO015", summary: "sim-fault-mo-winner-turned" },
    Fault { name: "stake-never-settled", code: "MO016", summary: "sim-fault-mo-stake-never-settled" },
    Fault { name: "wrong-result", code: "MO017", summary: "sim-fault-mo-wrong-result" },
];

/// The faults the table's parameters make possible.
pub fn faults(t: &SimTable) -> Vec<Fault> {
    let s = &t.spec;
    crate::sim::possible_faults(ALL_FAULTS, |code| match code {
        "MO002" => s.draw.from == End::Top,
        "MO004" => s.layout.replacement_from == End::Top,
        // Without the void rule a `void` line has no cause at all: the fault is MO005 still.
        "MO007" => !s.suertes.salto.phases.contains(&Phase::Segundas),
        "MO008" => !s.suertes.vis.phases.contains(&Phase::Segundas),
        "MO011" => !s.suertes.cartas.diagonal_one,
        "MO014" => *s.commission.rate.0.numer() > 0,
        _ => true,
    })
}

/// The fault a name makes in a coup.
pub(super) fn coup_fault(name: &str) -> Option<CoupFault> {
    Some(match name {
        "card-seen-twice" => CoupFault::CardTwice,
        "draw-from-bottom" => CoupFault::DrawFromBottom,
        "needless-burn" => CoupFault::NeedlessBurn,
        "doubling-from-bottom" => CoupFault::DoublingFromBottom,
        "void-without-fourth" => CoupFault::VoidWithoutFourth,
        "draw-before-nomore" => CoupFault::DrawBeforeNomore,
        "salto-in-segundas" => CoupFault::SaltoInSegundas,
        "vis-in-segundas" => CoupFault::VisInSegundas,
        "over-maximum" => CoupFault::OverMaximum,
        "below-minimum" => CoupFault::BelowMinimum,
        "diagonal-cartas" => CoupFault::DiagonalCartas,
        "lost-bet-paid" => CoupFault::LostBetPaid,
        "wrong-multiple" => CoupFault::WrongMultiple,
        "commission-not-taken" => CoupFault::CommissionNotTaken,
        "winner-turned" => CoupFault::WinnerTurned,
        "stake-never-settled" => CoupFault::NeverSettled,
        "wrong-result" => CoupFault::WrongResult,
        _ => return None,
    })
}

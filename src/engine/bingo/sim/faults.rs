//! The simulator's faults: one per check the log can show, each breaking exactly one rule once,
//! from the middle of the session, at the first place that offers what it needs (the places are
//! in `super`, each behind `Sim::inject`).

use crate::catalog::bingo::BingoSpec;
use crate::sim::{Fault, possible_faults};

const ALL_FAULTS: &[Fault] = &[
    Fault { name: "bad-card", code: "BG001", summary: "sim-fault-bingo-bad-card" },
    Fault { name: "ball-out-of-range", code: "BG002", summary: "sim-fault-bingo-ball-out-of-range" },
    Fault { name: "ball-twice", code: "BG003", summary: "sim-fault-bingo-ball-twice" },
    Fault { name: "incomplete-claim-verified", code: "BG004", summary: "sim-fault-bingo-incomplete-claim-verified" },
    Fault { name: "late-line-verified", code: "BG005", summary: "sim-fault-bingo-late-line-verified" },
    Fault { name: "winner-not-paid", code: "BG006", summary: "sim-fault-bingo-winner-not-paid" },
    Fault { name: "winning-claim-rejected", code: "BG006", summary: "sim-fault-bingo-winning-claim-rejected" },
    Fault { name: "wrong-share", code: "BG007", summary: "sim-fault-bingo-wrong-share" },
    Fault { name: "ball-after-bingo", code: "BG008", summary: "sim-fault-bingo-ball-after-bingo" },
    Fault { name: "wrong-prize-announced", code: "BG009", summary: "sim-fault-bingo-wrong-prize-announced" },
    Fault { name: "claim-unknown-card", code: "BG010", summary: "sim-fault-bingo-claim-unknown-card" },
    Fault { name: "jackpot-not-won", code: "BG011", summary: "sim-fault-bingo-jackpot-not-won" },
    Fault { name: "wrong-funding", code: "BG012", summary: "sim-fault-bingo-wrong-funding" },
    Fault { name: "wrong-balance", code: "BG013", summary: "sim-fault-bingo-wrong-balance" },
    Fault { name: "maxball-above-scale", code: "BG014", summary: "sim-fault-bingo-maxball-above-scale" },
    Fault { name: "wrong-jackpot-announced", code: "BG015", summary: "sim-fault-bingo-wrong-jackpot-announced" },
    Fault { name: "not-a-prize", code: "BG016", summary: "sim-fault-bingo-not-a-prize" },
];

/// The acumulativo's own faults.
const ACUMULATIVO: [&str; 5] = ["BG011", "BG012", "BG013", "BG014", "BG015"];

/// The faults this article's parameters make possible.
pub(crate) fn faults(spec: &BingoSpec) -> Vec<Fault> {
    possible_faults(ALL_FAULTS, |code| spec.acumulativo.is_some() || !ACUMULATIVO.contains(&code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_fault_is_described() {
        crate::sim::assert_described(ALL_FAULTS);
    }
}

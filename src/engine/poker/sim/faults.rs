//! The faults the póquer sin descarte simulator injects, one per check the table makes
//! possible, and the ones that are a clean round's lines altered (moved, dropped, doubled,
//! swapped or paid otherwise). Each breaks one rule once; the faults that need other stakes or
//! other cards are made while the round is built ([`super::round`]), the header's in
//! [`super::Sim::run`].

use super::SimTable;
use super::round::{Kind, Line, Verb};
use crate::sim::Fault;

pub const ALL_FAULTS: &[Fault] = &[
    Fault { name: "card-dealt-twice", code: "PS001", summary: "sim-fault-ps-card-dealt-twice" },
    Fault { name: "ante-below-minimum", code: "PS002", summary: "sim-fault-ps-ante-below-minimum" },
    Fault { name: "box-above-maximum", code: "PS003", summary: "sim-fault-ps-box-above-maximum" },
    Fault { name: "five-bets-on-box", code: "PS004", summary: "sim-fault-ps-five-bets-on-box" },
    Fault { name: "bet-after-nomore", code: "PS005", summary: "sim-fault-ps-bet-after-nomore" },
    Fault { name: "deal-out-of-order", code: "PS006", summary: "sim-fault-ps-deal-out-of-order" },
    Fault { name: "misdeal-played-on", code: "PS007", summary: "sim-fault-ps-misdeal-played-on" },
    Fault { name: "void-stake-kept", code: "PS008", summary: "sim-fault-ps-void-stake-kept" },
    Fault { name: "co-bettor-decides-first", code: "PS009", summary: "sim-fault-ps-co-bettor-decides-first" },
    Fault { name: "second-bet-wrong", code: "PS010", summary: "sim-fault-ps-second-bet-wrong" },
    Fault { name: "box-never-decides", code: "PS011", summary: "sim-fault-ps-box-never-decides" },
    Fault { name: "reveal-before-decisions", code: "PS012", summary: "sim-fault-ps-reveal-before-decisions" },
    Fault { name: "fold-collect-late", code: "PS013", summary: "sim-fault-ps-fold-collect-late" },
    Fault { name: "settled-against-cards", code: "PS014", summary: "sim-fault-ps-settled-against-cards" },
    Fault { name: "paid-wrong-amount", code: "PS015", summary: "sim-fault-ps-paid-wrong-amount" },
    Fault { name: "stake-never-settled", code: "PS016", summary: "sim-fault-ps-stake-never-settled" },
    Fault { name: "settled-twice", code: "PS017", summary: "sim-fault-ps-settled-twice" },
    Fault { name: "limits-not-the-articles", code: "PS018", summary: "sim-fault-ps-limits-not-the-articles" },
    Fault { name: "more-boxes-than-seats", code: "PS019", summary: "sim-fault-ps-more-boxes-than-seats" },
    Fault { name: "carrusel-prize-short", code: "PS020", summary: "sim-fault-ps-carrusel-prize-short" },
    Fault { name: "carrusel-prize-unearned", code: "PS021", summary: "sim-fault-ps-carrusel-prize-unearned" },
    Fault { name: "bet-without-consent", code: "PS022", summary: "sim-fault-ps-bet-without-consent" },
    Fault { name: "bet-kind-not-of-the-game", code: "PS023", summary: "sim-fault-ps-bet-kind-not-of-the-game" },
];

/// The faults the table's parameters make possible.
pub fn faults(t: &SimTable) -> Vec<Fault> {
    crate::sim::possible_faults(ALL_FAULTS, |code| match code {
        "PS020" | "PS021" => t.carrusel,
        "PS022" => t.consent_needed,
        _ => true,
    })
}

/// Alters a clean round's `lines` for the faults that live there; `true` when done (else the
/// round lacks the situation, and a later round is tried).
pub(super) fn alter(fault: &str, lines: &mut Vec<Line>) -> bool {
    let after_fold = |l: &Line| matches!(l, Line::Settle { at_fold: false, kind: Kind::Inicial | Kind::Segunda, .. });
    match fault {
        // Two neighbouring cards to different hands dealt the other way round (each card
        // still its hand's).
        "deal-out-of-order" => {
            let pair = lines.windows(2).position(|w| match (&w[0], &w[1]) {
                (Line::Deal { to: a, .. }, Line::Deal { to: b, .. }) => a != b,
                _ => false,
            });
            pair.map(|i| lines.swap(i, i + 1)).is_some()
        }
        // A co-bettor's «voy» before the seated player's.
        "co-bettor-decides-first" => {
            let pair = lines.windows(2).position(|w| match (&w[0], &w[1]) {
                (Line::Call { box_no: a, .. }, Line::Call { box_no: b, .. }) => a == b,
                _ => false,
            });
            pair.map(|i| lines.swap(i, i + 1)).is_some()
        }
        // The reveal moved before the last box's decision.
        "reveal-before-decisions" => {
            let Some(reveal) = lines.iter().position(|l| *l == Line::Reveal) else { return false };
            let last = lines[..reveal].iter().rposition(|l| matches!(l, Line::Call { .. } | Line::Fold(_)));
            let Some(last) = last else { return false };
            let no = match &lines[last] {
                Line::Call { box_no, .. } => *box_no,
                Line::Fold(b) => *b,
                _ => return false,
            };
            let start = lines[..=last]
                .iter()
                .position(|l| matches!(l, Line::Call { box_no, .. } | Line::Fold(box_no) if *box_no == no));
            let Some(start) = start else { return false };
            lines.remove(reveal);
            lines.insert(start, Line::Reveal);
            true
        }
        // A fold's collections moved after the reveal.
        "fold-collect-late" => {
            let Some(first) = lines.iter().position(|l| matches!(l, Line::Settle { at_fold: true, .. })) else {
                return false;
            };
            let no = match &lines[first] {
                Line::Settle { box_no, .. } => *box_no,
                _ => return false,
            };
            let mut moved = Vec::new();
            let i = first;
            while i < lines.len() && matches!(&lines[i], Line::Settle { at_fold: true, box_no, .. } if *box_no == no) {
                moved.push(lines.remove(i));
            }
            let Some(reveal) = lines.iter().position(|l| *l == Line::Reveal) else { return false };
            for (k, l) in moved.into_iter().enumerate() {
                lines.insert(reveal + 1 + k, l);
            }
            true
        }
        // A called box's ante settled the other way: a lost one paid, a won or pushed one
        // collected.
        "settled-against-cards" => {
            let i = lines.iter().position(|l| matches!(l, Line::Settle { kind: Kind::Inicial, at_fold: false, .. }));
            i.map(|i| {
                if let Line::Settle { verb, .. } = &mut lines[i] {
                    *verb = if *verb == Verb::Collect { Verb::Pay } else { Verb::Collect };
                }
            })
            .is_some()
        }
        // A second bet paid one multiple too many (a pair at 2×).
        "paid-wrong-amount" => {
            let i = lines.iter().position(|l| matches!(l, Line::Settle { verb: Verb::Pay, kind: Kind::Segunda, .. }));
            i.map(|i| {
                if let Line::Settle { amount, stake, .. } = &mut lines[i] {
                    *amount = amount.saturating_add(*stake);
                }
            })
            .is_some()
        }
        // A called box's first settlement left out.
        "stake-never-settled" => lines.iter().position(after_fold).map(|i| lines.remove(i)).is_some(),
        // A called box's first settlement written twice.
        "settled-twice" => lines
            .iter()
            .position(after_fold)
            .map(|i| {
                let dup = lines[i].clone();
                lines.insert(i + 1, dup);
            })
            .is_some(),
        // A co-bettor's bet without the seated player's consent before it.
        "bet-without-consent" => {
            lines.iter().position(|l| matches!(l, Line::Consent { .. })).map(|i| lines.remove(i)).is_some()
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_fault_is_described_in_both_languages() {
        crate::sim::assert_described(super::ALL_FAULTS);
    }
}

//! The faults the círculo simulator injects, one per check the log can show (design note §B):
//! each breaks one rule once. The header's are made when the session opens
//! ([`super::Sim::run`]), those that need other play while the hand is built
//! ([`super::hand`]), and those that are a clean hand's lines moved, doubled or paid otherwise
//! here ([`alter`]).

use super::SimTable;
use super::hand::{H, Line};
use crate::engine::circulo::spec::{RebuyWhen, TakeOption};
use crate::sim::Fault;

pub const ALL_FAULTS: &[Fault] = &[
    Fault { name: "too-few-players", code: "PC001", summary: "sim-fault-pc-too-few-players" },
    Fault { name: "ante-above-half-minimum", code: "PC002", summary: "sim-fault-pc-ante-above-half-minimum" },
    Fault { name: "minimum-outside-ratio", code: "PC003", summary: "sim-fault-pc-minimum-outside-ratio" },
    Fault { name: "mano-not-rotated", code: "PC004", summary: "sim-fault-pc-mano-not-rotated" },
    Fault { name: "cut-by-wrong-seat", code: "PC005", summary: "sim-fault-pc-cut-by-wrong-seat" },
    Fault { name: "check-after-bet", code: "PC006", summary: "sim-fault-pc-check-after-bet" },
    Fault { name: "out-of-turn", code: "PC009", summary: "sim-fault-pc-out-of-turn" },
    Fault { name: "split-over-half-pot", code: "PC010", summary: "sim-fault-pc-split-over-half-pot" },
    Fault { name: "pot-limit-exceeded", code: "PC011", summary: "sim-fault-pc-pot-limit-exceeded" },
    Fault { name: "no-limit-bet-below-minimum", code: "PC012", summary: "sim-fault-pc-no-limit-bet-below-minimum" },
    Fault { name: "interval-not-level", code: "PC014", summary: "sim-fault-pc-interval-not-level" },
    Fault { name: "chips-added", code: "PC015", summary: "sim-fault-pc-chips-added" },
    Fault { name: "chips-lent", code: "PC016", summary: "sim-fault-pc-chips-lent" },
    Fault { name: "chips-pocketed", code: "PC017", summary: "sim-fault-pc-chips-pocketed" },
    Fault { name: "interval-take-over-five-percent", code: "PC018", summary: "sim-fault-pc-interval-take-over" },
    Fault { name: "take-of-other-option", code: "PC020", summary: "sim-fault-pc-take-of-other-option" },
    Fault { name: "pot-to-wrong-hand", code: "PC021", summary: "sim-fault-pc-pot-to-wrong-hand" },
    Fault { name: "showdown-out-of-order", code: "PC022", summary: "sim-fault-pc-showdown-out-of-order" },
    Fault { name: "shown-uncontested", code: "PC023", summary: "sim-fault-pc-shown-uncontested" },
    Fault { name: "muck-awarded", code: "PC024", summary: "sim-fault-pc-muck-awarded" },
    Fault { name: "all-in-overpaid", code: "PC025", summary: "sim-fault-pc-all-in-overpaid" },
    Fault { name: "tie-split-wrong", code: "PC026", summary: "sim-fault-pc-tie-split-wrong" },
    Fault { name: "pot-paid-twice", code: "PC027", summary: "sim-fault-pc-pot-paid-twice" },
    Fault { name: "hole-card-face-up", code: "PC028", summary: "sim-fault-pc-hole-card-face-up" },
    Fault { name: "void-chips-kept", code: "PC029", summary: "sim-fault-pc-void-chips-kept" },
    Fault { name: "card-not-of-the-deck", code: "PC030", summary: "sim-fault-pc-card-not-of-the-deck" },
    Fault { name: "card-dealt-twice", code: "PC030", summary: "sim-fault-pc-card-dealt-twice" },
    Fault { name: "dealt-without-ante", code: "PC031", summary: "sim-fault-pc-dealt-without-ante" },
    Fault { name: "rest-third-hand", code: "PC033", summary: "sim-fault-pc-rest-third-hand" },
    Fault { name: "mano-never-reached", code: "PC034", summary: "sim-fault-pc-mano-never-reached" },
    Fault { name: "action-after-fold", code: "PC036", summary: "sim-fault-pc-action-after-fold" },
    Fault { name: "uncontested-paid-to-folded", code: "PC037", summary: "sim-fault-pc-uncontested-paid-to-folded" },
    Fault { name: "allin-claimed-with-chips", code: "PC038", summary: "sim-fault-pc-allin-claimed-with-chips" },
    Fault { name: "hole-card-shown-in-deal", code: "PC040", summary: "sim-fault-pc-hole-card-shown-in-deal" },
    Fault { name: "wrong-number-of-intervals", code: "PC044", summary: "sim-fault-pc-wrong-number-of-intervals" },
    Fault { name: "interval-opened-by-wrong-player", code: "PC045", summary: "sim-fault-pc-wrong-opener" },
    Fault { name: "starting-resto-outside-bounds", code: "PC046", summary: "sim-fault-pc-starting-resto" },
    Fault { name: "rebuy-outside-bounds", code: "PC047", summary: "sim-fault-pc-rebuy-outside-bounds" },
    Fault { name: "hand-take-not-three-percent", code: "PC049", summary: "sim-fault-pc-hand-take" },
    Fault { name: "check-raise", code: "PC050", summary: "sim-fault-pc-check-raise" },
];

/// The faults the table's parameters make possible.
pub fn faults(t: &SimTable) -> Vec<Fault> {
    let sintetico = !t.later_from_mano;
    let short = t.ranking.deck.len() < 52;
    let possible = crate::sim::possible_faults(ALL_FAULTS, |code| match code {
        "PC002" => t.ante_bounded,
        "PC003" => t.min_of_max,
        "PC010" => t.structures.contains(&crate::engine::circulo::spec::Structure::Split),
        "PC011" => t.structures.contains(&crate::engine::circulo::spec::Structure::Pot),
        // The all-in for less is rigged with no limit (a bet past a resto at once).
        "PC012" | "PC025" => t.structures.contains(&crate::engine::circulo::spec::Structure::No),
        "PC018" => t.take == TakeOption::Interval,
        "PC020" => t.take_options > 1,
        // At the sintético tables the hole cards' misdeal is PC040.
        "PC028" => !sintetico,
        "PC033" | "PC034" => t.max_seats.is_none_or(|m| m > t.min_players),
        "PC040" | "PC044" | "PC045" => sintetico,
        "PC046" => t.resto_initial.is_some() || t.newcomer_fixed,
        "PC047" => sintetico && (t.rebuy.is_some() || t.rebuy_when == RebuyWhen::BetweenHands),
        "PC048" => t.max_seats.is_some(),
        "PC049" => t.take == TakeOption::Hand,
        "PC050" => t.take == TakeOption::Hand,
        _ => true,
    });
    // PC030 on 28 cards is a card not of the deck; on 52, a card given twice.
    possible
        .into_iter()
        .filter(|f| match f.name {
            "card-not-of-the-deck" => short,
            "card-dealt-twice" => !short,
            _ => true,
        })
        .collect()
}

/// Alters a clean hand's `lines` (the showdown's and the pays' from `start`) for the faults
/// that live there, moving the money in `h` as the altered log has it; `true` when done (else
/// the hand lacks the situation, and a later one is tried).
pub(super) fn alter(fault: &str, h: &mut H, lines: &mut Vec<Line>, start: usize) -> bool {
    let seat_of = |h: &H, no: u8| h.ps.iter().position(|p| p.no == no);
    match fault {
        // Two players' checks (or calls), not the interval's first action, the other way round.
        "out-of-turn" => {
            let same = |a: &Line, b: &Line| match (a, b) {
                (Line::Check(x), Line::Check(y)) => x != y,
                (
                    Line::Call { seat: x, amount: None, allin: false },
                    Line::Call { seat: y, amount: None, allin: false },
                ) => x != y,
                _ => false,
            };
            let i = (1..lines.len().saturating_sub(1)).find(|&i| {
                matches!(lines[i - 1], Line::Check(_) | Line::Call { .. } | Line::Raise { .. })
                    && same(&lines[i], &lines[i + 1])
            });
            i.map(|i| lines.swap(i, i + 1)).is_some()
        }
        // The showdown's first two the other way round.
        "showdown-out-of-order" => {
            let shows: Vec<usize> = (start..lines.len()).filter(|&i| matches!(lines[i], Line::Show(..))).collect();
            if shows.len() < 2 {
                return false;
            }
            lines.swap(shows[0], shows[1]);
            true
        }
        // The main pot, won by one hand, paid to another shown hand.
        "pot-to-wrong-hand" => {
            let pays: Vec<usize> =
                (start..lines.len()).filter(|&i| matches!(lines[i], Line::Pay { pot: 1, .. })).collect();
            let [i] = pays[..] else { return false };
            let Line::Pay { seat: winner, amount, .. } = lines[i] else { return false };
            // A shown hand paid nothing else (one pot wrongly paid, not two merged).
            let paid = |s: u8| lines[start..].iter().any(|l| matches!(l, Line::Pay { seat, .. } if *seat == s));
            let loser = lines[start..].iter().find_map(|l| match l {
                Line::Show(s, _) if *s != winner && !paid(*s) => Some(*s),
                _ => None,
            });
            let Some(loser) = loser else { return false };
            let (Some(w), Some(l)) = (seat_of(h, winner), seat_of(h, loser)) else { return false };
            h.ps[w].stack -= amount;
            h.ps[l].stack += amount;
            lines[i] = Line::Pay { seat: loser, pot: 1, amount };
            true
        }
        // The winner of the main pot does not show.
        "muck-awarded" => {
            let winner = lines[start..].iter().find_map(|l| match l {
                Line::Pay { seat, pot: 1, .. } => Some(*seat),
                _ => None,
            });
            let Some(winner) = winner else { return false };
            let i = (start..lines.len()).find(|&i| matches!(&lines[i], Line::Show(s, _) if *s == winner));
            let Some(i) = i else { return false };
            if (start..lines.len()).filter(|&k| matches!(lines[k], Line::Show(..))).count() < 2 {
                return false;
            }
            lines[i] = Line::Muck(winner);
            true
        }
        // A side pot paid to the all-in player who won the main pot but put in less.
        "all-in-overpaid" => {
            let pay = |pot: u8| {
                let ps: Vec<usize> = (start..lines.len())
                    .filter(|&i| matches!(lines[i], Line::Pay { pot: p, .. } if p == pot))
                    .collect();
                match ps[..] {
                    [i] => Some(i),
                    _ => None,
                }
            };
            let (Some(i1), Some(i2)) = (pay(1), pay(2)) else { return false };
            let (Line::Pay { seat: a, .. }, Line::Pay { seat: b, amount, .. }) = (&lines[i1], &lines[i2]) else {
                return false;
            };
            let (a, b, amount) = (*a, *b, *amount);
            let (Some(ia), Some(ib)) = (seat_of(h, a), seat_of(h, b)) else { return false };
            if a == b || h.ps[ia].put >= h.ps[ib].put {
                return false;
            }
            h.ps[ib].stack -= amount;
            h.ps[ia].stack += amount;
            lines[i2] = Line::Pay { seat: a, pot: 2, amount };
            true
        }
        // A tied pot split unevenly: a cent more to the first.
        "tie-split-wrong" => {
            let i = (start..lines.len().saturating_sub(1)).find(|&i| match (&lines[i], &lines[i + 1]) {
                (Line::Pay { pot: a, .. }, Line::Pay { pot: b, amount, .. }) => a == b && *amount > 1,
                _ => false,
            });
            let Some(i) = i else { return false };
            let (Line::Pay { seat: a, .. }, Line::Pay { seat: b, .. }) = (lines[i].clone(), lines[i + 1].clone())
            else {
                return false;
            };
            let (Some(ia), Some(ib)) = (seat_of(h, a), seat_of(h, b)) else { return false };
            if let Line::Pay { amount, .. } = &mut lines[i] {
                *amount += 1;
            }
            if let Line::Pay { amount, .. } = &mut lines[i + 1] {
                *amount -= 1;
            }
            h.ps[ia].stack += 1;
            h.ps[ib].stack -= 1;
            true
        }
        // The main pot paid the table minimum more than it held (the restos follow the log).
        "pot-paid-twice" => {
            let pays: Vec<usize> =
                (start..lines.len()).filter(|&i| matches!(lines[i], Line::Pay { pot: 1, .. })).collect();
            let [i] = pays[..] else { return false };
            let Line::Pay { seat, amount, .. } = lines[i] else { return false };
            let Some(w) = seat_of(h, seat) else { return false };
            // Not an all-in player's (that would be more than he may take, PC025).
            if h.ps.iter().any(|p| !p.folded && p.put > h.ps[w].put) {
                return false;
            }
            let extra = h.min;
            h.ps[w].stack += extra;
            lines[i] = Line::Pay { seat, pot: 1, amount: amount + extra };
            true
        }
        // A folded player's second fold.
        "action-after-fold" => {
            let i = lines.iter().position(|l| matches!(l, Line::Fold(_)));
            let Some(i) = i else { return false };
            let dup = lines[i].clone();
            lines.insert(i + 1, dup);
            true
        }
        // `allin` on a call that leaves chips.
        "allin-claimed-with-chips" => {
            let i = lines.iter().position(|l| matches!(l, Line::Call { allin: false, amount: None, .. }));
            let Some(i) = i else { return false };
            if let Line::Call { allin, .. } = &mut lines[i] {
                *allin = true;
            }
            true
        }
        // A later interval opened by the player after the opener, all of them checking.
        "interval-opened-by-wrong-player" => {
            let boards: Vec<usize> = (0..lines.len()).filter(|&i| matches!(lines[i], Line::Board(_))).collect();
            for &b in boards.iter().skip(1) {
                let end = (b + 1..lines.len()).find(|&i| !matches!(lines[i], Line::Check(_))).unwrap_or(lines.len());
                if end - (b + 1) >= 2 {
                    let first = lines.remove(b + 1);
                    lines.insert(end - 1, first);
                    return true;
                }
            }
            false
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

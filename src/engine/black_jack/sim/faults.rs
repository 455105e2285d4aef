//! The faults the Black Jack simulator injects, and which an article makes possible. Each
//! breaks one rule once, in a round chosen (or cards rigged, every card still one of the
//! shoe's) so that its consequences are no other finding; where it is written is in the code
//! of the part of the round it breaks ([`super::round`], [`super::dealer`], [`super::settle`]),
//! under the fault's name.

use super::SimRules;
use super::settle::{Line, Verb};
use crate::money::{Payout, Rounding};
use crate::sim::Fault;

const ALL_FAULTS: &[Fault] = &[
    Fault { name: "card-not-in-shoe", code: "BJ001", summary: "sim-fault-bj-card-not-in-shoe" },
    Fault { name: "wrong-burn-count", code: "BJ002", summary: "sim-fault-bj-wrong-burn-count" },
    Fault { name: "cut-card-reserve", code: "BJ003", summary: "sim-fault-bj-cut-card-reserve" },
    Fault { name: "round-after-cut-card", code: "BJ004", summary: "sim-fault-bj-round-after-cut-card" },
    Fault { name: "wrong-deck-count", code: "BJ005", summary: "sim-fault-bj-wrong-deck-count" },
    Fault { name: "deal-order", code: "BJ006", summary: "sim-fault-bj-deal-order" },
    Fault { name: "unknown-hand", code: "BJ007", summary: "sim-fault-bj-unknown-hand" },
    Fault { name: "card-face-down", code: "BJ008", summary: "sim-fault-bj-card-face-down" },
    Fault { name: "hit-on-21", code: "BJ009", summary: "sim-fault-bj-hit-on-21" },
    Fault { name: "card-not-asked-for", code: "BJ010", summary: "sim-fault-bj-card-not-asked-for" },
    Fault { name: "hand-out-of-turn", code: "BJ011", summary: "sim-fault-bj-hand-out-of-turn" },
    Fault { name: "card-to-finished-hand", code: "BJ012", summary: "sim-fault-bj-card-to-finished-hand" },
    Fault { name: "bust-collected-late", code: "BJ013", summary: "sim-fault-bj-bust-collected-late" },
    Fault { name: "dealer-drew-on-17", code: "BJ014", summary: "sim-fault-bj-dealer-drew-on-17" },
    Fault { name: "dealer-stood-on-16", code: "BJ015", summary: "sim-fault-bj-dealer-stood-on-16" },
    Fault { name: "double-on-12", code: "BJ016", summary: "sim-fault-bj-double-on-12" },
    Fault { name: "double-wrong-amount", code: "BJ017", summary: "sim-fault-bj-double-wrong-amount" },
    Fault { name: "split-unequal-cards", code: "BJ018", summary: "sim-fault-bj-split-unequal-cards" },
    Fault { name: "split-wrong-amount", code: "BJ019", summary: "sim-fault-bj-split-wrong-amount" },
    Fault { name: "insurance-without-ace", code: "BJ020", summary: "sim-fault-bj-insurance-without-ace" },
    Fault { name: "insurance-over-half", code: "BJ021", summary: "sim-fault-bj-insurance-over-half" },
    Fault { name: "even-money-not-allowed", code: "BJ022", summary: "sim-fault-bj-even-money-not-allowed" },
    Fault { name: "wrong-payout", code: "BJ023", summary: "sim-fault-bj-wrong-payout" },
    Fault { name: "paid-1-to-1-on-black-jack", code: "BJ023", summary: "sim-fault-bj-paid-1-to-1-on-black-jack" },
    Fault { name: "paid-3-to-2-on-split-21", code: "BJ023", summary: "sim-fault-bj-paid-3-to-2-on-split-21" },
    Fault { name: "paid-loser", code: "BJ024", summary: "sim-fault-bj-paid-loser" },
    Fault { name: "push-collected", code: "BJ024", summary: "sim-fault-bj-push-collected" },
    Fault { name: "unpaid-winner", code: "BJ025", summary: "sim-fault-bj-unpaid-winner" },
    Fault { name: "uncollected-loser", code: "BJ026", summary: "sim-fault-bj-uncollected-loser" },
    Fault { name: "duplicate-settlement", code: "BJ027", summary: "sim-fault-bj-duplicate-settlement" },
    Fault { name: "settlement-without-bet", code: "BJ028", summary: "sim-fault-bj-settlement-without-bet" },
    Fault { name: "settled-left-to-right", code: "BJ029", summary: "sim-fault-bj-settled-left-to-right" },
    Fault { name: "settled-before-dealer", code: "BJ030", summary: "sim-fault-bj-settled-before-dealer" },
    Fault { name: "bet-below-minimum", code: "BJ031", summary: "sim-fault-bj-bet-below-minimum" },
    Fault { name: "bet-above-maximum", code: "BJ032", summary: "sim-fault-bj-bet-above-maximum" },
    Fault { name: "too-many-bets-on-box", code: "BJ033", summary: "sim-fault-bj-too-many-bets-on-box" },
    Fault { name: "box-not-on-table", code: "BJ034", summary: "sim-fault-bj-box-not-on-table" },
    Fault { name: "bet-after-first-card", code: "BJ035", summary: "sim-fault-bj-bet-after-first-card" },
    Fault { name: "bet-not-in-catalogue", code: "BJ036", summary: "sim-fault-bj-bet-not-in-catalogue" },
    Fault {
        name: "progressive-over-half-minimum",
        code: "BJ037",
        summary: "sim-fault-bj-progressive-over-half-minimum",
    },
    Fault { name: "cut-card-place-not-logged", code: "BJ038", summary: "sim-fault-bj-cut-card-place-not-logged" },
    Fault { name: "back-bettor-decides", code: "BJ039", summary: "sim-fault-bj-back-bettor-decides" },
    Fault { name: "side-bet-on-empty-box", code: "BJ040", summary: "sim-fault-bj-side-bet-on-empty-box" },
    Fault { name: "limits-changed", code: "BJ041", summary: "sim-fault-bj-limits-changed" },
];

/// Faults set up in the session's first shoe, whatever the round.
pub(super) const AT_FIRST_SHOE: &[&str] =
    &["card-not-in-shoe", "wrong-burn-count", "cut-card-reserve", "wrong-deck-count"];

/// The faults this article's parameters make possible.
pub fn faults(rules: &SimRules) -> Vec<Fault> {
    ALL_FAULTS
        .iter()
        .copied()
        .filter(|f| match f.name {
            "too-many-bets-on-box" => rules.bets_per_box.is_some(),
            "progressive-over-half-minimum" => rules.progressive.is_some(),
            // Even money against another card than an ace (where the article has none, the
            // line is foreign to the game: S007).
            "even-money-not-allowed" => rules.even_money.is_some(),
            "back-bettor-decides" => rules.box_control,
            // A box left without a hand: a table of two boxes at least.
            "side-bet-on-empty-box" => rules.menor_mayor && rules.boxes.iter().any(|&b| b >= 2),
            // Where the article allows the change, a `limits` line is no fault.
            "limits-changed" => rules.limits_fixed,
            _ => true,
        })
        .collect()
}

/// Breaks the round's final settlement for the faults that live there; `true` when done.
pub(super) fn break_settlement(fault: &str, lines: &mut Vec<Line>, blackjack: Payout, rounding: Rounding) -> bool {
    let pos = |lines: &Vec<Line>, f: &dyn Fn(&Line) -> bool| lines.iter().position(f);
    let hand = |l: &Line| l.bet.starts_with("mano");
    match fault {
        "wrong-payout" => pos(lines, &|l| l.verb == Verb::Pay && hand(l))
            .map(|i| lines[i].amount = lines[i].amount.saturating_add(crate::money::Amount(1)))
            .is_some(),
        "paid-1-to-1-on-black-jack" => {
            pos(lines, &|l| l.verb == Verb::Pay && l.blackjack).map(|i| lines[i].amount = lines[i].stake).is_some()
        }
        "paid-3-to-2-on-split-21" => pos(lines, &|l| l.verb == Verb::Pay && l.split_21)
            .map(|i| lines[i].amount = lines[i].stake.mul_ratio(blackjack, rounding))
            .is_some(),
        "unpaid-winner" => pos(lines, &|l| l.verb == Verb::Pay && hand(l)).map(|i| lines.remove(i)).is_some(),
        "uncollected-loser" => pos(lines, &|l| l.verb == Verb::Collect && hand(l)).map(|i| lines.remove(i)).is_some(),
        "paid-loser" => {
            pos(lines, &|l| l.verb == Verb::Collect && hand(l)).map(|i| lines[i].verb = Verb::Pay).is_some()
        }
        "push-collected" => {
            pos(lines, &|l| l.verb == Verb::Return && hand(l)).map(|i| lines[i].verb = Verb::Collect).is_some()
        }
        "duplicate-settlement" => pos(lines, &|l| hand(l))
            .map(|i| {
                let dup = lines[i].clone();
                lines.insert(i + 1, dup);
            })
            .is_some(),
        "settlement-without-bet" => match lines.first() {
            Some(first) => {
                let l = Line::new(Verb::Collect, 99, first.bet.clone(), first.amount);
                lines.insert(0, l);
                true
            }
            None => false,
        },
        "settled-left-to-right" => {
            let first = lines.first().map(|l| l.bet.clone());
            // Only the hands' settlements are ordered (insurance and side bets are settled as
            // they happen): a round whose other settlements are all of one box's hand has no
            // order to break.
            let boxes: std::collections::BTreeSet<&str> =
                lines.iter().filter(|l| hand(l)).map(|l| box_of(&l.bet)).collect();
            if boxes.len() >= 2 && first.is_some() {
                // The lowest box's hands moved first: the rest then come right to left after it.
                let low = boxes.iter().next().map(|s| s.to_string()).unwrap_or_default();
                let (mut a, b): (Vec<Line>, Vec<Line>) =
                    lines.drain(..).partition(|l| hand(l) && box_of(&l.bet) == low);
                a.extend(b);
                *lines = a;
                true
            } else {
                false
            }
        }
        _ => false,
    }
}

/// The box of a bet reference: `3` of `mano 3-1`, `seguro 3`.
fn box_of(bet: &str) -> &str {
    let n = bet.split_once(' ').map_or(bet, |(_, n)| n);
    n.split_once('-').map_or(n, |(b, _)| b)
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_fault_is_described_in_both_languages() {
        crate::sim::assert_described(super::ALL_FAULTS);
    }
}

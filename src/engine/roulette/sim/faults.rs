//! The faults the roulette simulator injects: which an article makes possible, and how each
//! breaks a round's settlement or the colour chips (the others are written where the round is).

use std::io;

use super::{Act, Item, Sim};
use crate::catalog::model::{ChangePolicy, RouletteSpec, ZeroOption};
use crate::log::event::Numbers;
use crate::money::Amount;
use crate::sim::Fault;

const ALL_FAULTS: &[Fault] = &[
    Fault { name: "result-out-of-range", code: "RL001", summary: "sim-fault-roulette-result-out-of-range" },
    Fault { name: "bet-not-in-catalogue", code: "RL002", summary: "sim-fault-roulette-bet-not-in-catalogue" },
    Fault { name: "wrong-payout", code: "RL003", summary: "sim-fault-roulette-wrong-payout" },
    Fault { name: "unpaid-winner", code: "RL004", summary: "sim-fault-roulette-unpaid-winner" },
    Fault { name: "paid-loser", code: "RL005", summary: "sim-fault-roulette-paid-loser" },
    Fault { name: "duplicate-settlement", code: "RL006", summary: "sim-fault-roulette-duplicate-settlement" },
    Fault { name: "settlement-without-bet", code: "RL007", summary: "sim-fault-roulette-settlement-without-bet" },
    Fault { name: "uncollected-loser", code: "RL008", summary: "sim-fault-roulette-uncollected-loser" },
    Fault { name: "payment-order", code: "RL009", summary: "sim-fault-roulette-payment-order" },
    Fault { name: "late-collection", code: "RL010", summary: "sim-fault-roulette-late-collection" },
    Fault { name: "bet-after-no-more", code: "RL011", summary: "sim-fault-roulette-bet-after-no-more" },
    Fault { name: "rotor-not-alternated", code: "RL012", summary: "sim-fault-roulette-rotor-not-alternated" },
    Fault { name: "ball-with-rotor", code: "RL013", summary: "sim-fault-roulette-ball-with-rotor" },
    Fault { name: "bet-below-minimum", code: "RL014", summary: "sim-fault-roulette-bet-below-minimum" },
    Fault { name: "bet-above-maximum", code: "RL015", summary: "sim-fault-roulette-bet-above-maximum" },
    Fault { name: "bet-not-multiple", code: "RL016", summary: "sim-fault-roulette-bet-not-multiple" },
    Fault { name: "zero-choice-missing", code: "RL017", summary: "sim-fault-roulette-zero-choice-missing" },
    Fault { name: "wrong-half-refund", code: "RL018", summary: "sim-fault-roulette-wrong-half-refund" },
    Fault { name: "forced-prison-ignored", code: "RL019", summary: "sim-fault-roulette-forced-prison-ignored" },
    Fault { name: "prisoner-paid", code: "RL020", summary: "sim-fault-roulette-prisoner-paid" },
    Fault { name: "prisoner-not-resolved", code: "RL021", summary: "sim-fault-roulette-prisoner-not-resolved" },
    Fault { name: "last-spin-refund", code: "RL022", summary: "sim-fault-roulette-last-spin-refund" },
    Fault { name: "void-reason", code: "RL023", summary: "sim-fault-roulette-void-reason" },
    Fault { name: "relaunch-from", code: "RL024", summary: "sim-fault-roulette-relaunch-from" },
    Fault { name: "settlement-before-result", code: "RL025", summary: "sim-fault-roulette-settlement-before-result" },
    Fault { name: "series-chips", code: "RL026", summary: "sim-fault-roulette-series-chips" },
    Fault { name: "limits-changed", code: "RL027", summary: "sim-fault-roulette-limits-changed" },
    Fault { name: "spin-without-no-more", code: "RL028", summary: "sim-fault-roulette-spin-without-no-more" },
    Fault { name: "choice-not-allowed", code: "RL029", summary: "sim-fault-roulette-choice-not-allowed" },
    Fault { name: "wrong-release", code: "RL030", summary: "sim-fault-roulette-wrong-release" },
    Fault { name: "wrong-collection", code: "RL031", summary: "sim-fault-roulette-wrong-collection" },
    Fault { name: "second-result", code: "RL032", summary: "sim-fault-roulette-second-result" },
    Fault { name: "colour-value", code: "RL034", summary: "sim-fault-roulette-colour-value" },
    Fault { name: "too-many-colour-players", code: "RL035", summary: "sim-fault-roulette-too-many-colour-players" },
    Fault { name: "bet-not-in-colour-chips", code: "RL036", summary: "sim-fault-roulette-bet-not-in-colour-chips" },
    Fault { name: "event-outside-session", code: "S001", summary: "sim-fault-roulette-event-outside-session" },
    Fault { name: "round-order", code: "S002", summary: "sim-fault-roulette-round-order" },
    Fault { name: "session-not-closed", code: "S003", summary: "sim-fault-roulette-session-not-closed" },
    Fault { name: "round-without-result", code: "S004", summary: "sim-fault-roulette-round-without-result" },
    Fault { name: "event-outside-round", code: "S005", summary: "sim-fault-roulette-event-outside-round" },
    Fault { name: "session-reopened", code: "S006", summary: "sim-fault-roulette-session-reopened" },
    Fault { name: "round-not-announced", code: "S008", summary: "sim-fault-roulette-round-not-announced" },
];

/// The faults this article's parameters make possible.
pub(in crate::engine::roulette) fn faults(spec: &RouletteSpec) -> Vec<Fault> {
    let has = |shape| spec.bets.iter().any(|b| b.shape == shape);
    use crate::catalog::model::Shape;
    let chance = has(Shape::Chance);
    let prison = chance && spec.zero.options.contains(&ZeroOption::Prison);
    ALL_FAULTS
        .iter()
        .copied()
        .filter(|f| match f.code {
            "RL002" => has(Shape::Split),
            "RL012" => spec.spin.alternate_rotor,
            "RL013" => spec.spin.ball_against_rotor,
            "RL016" => spec.limits.multiple_of_minimum,
            "RL017" | "RL020" | "RL021" | "RL030" => prison,
            "RL018" => chance && spec.zero.options.contains(&ZeroOption::Half),
            "RL019" => {
                chance
                    && spec.zero.options.contains(&ZeroOption::Half)
                    && spec.zero.forced_prison_below_minimum_from_zero == Some(1)
            }
            "RL022" => prison && spec.zero.last_spin_refund.is_some(),
            "RL024" => spec.spin.relaunch_from_previous,
            "RL026" => has(Shape::Series),
            "RL027" => spec.limits.change_during_session == ChangePolicy::Forbidden,
            "RL029" => chance && !spec.zero.options.is_empty(),
            // One rank (boule): no order among winners to break.
            "RL009" => spec.payment_order.len() > 1,
            // No «tirada nula» in the article (boule).
            "RL023" => !spec.spin.void_reasons.is_empty(),
            "RL034" | "RL036" => spec.colour_chips.is_some(),
            "RL035" => spec.colour_chips.as_ref().is_some_and(|c| c.max_players.is_some()),
            _ => true,
        })
        .collect()
}

impl Sim<'_> {
    /// The colour-chip faults, written between rounds: a chip value over the pleno maximum for
    /// a seat that never bets (RL034), more colour players than allowed (RL035), colour chips
    /// for seat 9, whose bet this round is then not a whole number of them (RL036).
    pub(super) fn colour_fault(&mut self) -> io::Result<()> {
        let Some(spec) = &self.g.colour else { return Ok(()) };
        if self.is("RL034") {
            let pleno = self.g.pleno_limit.map_or(1, |l| self.g.limits[l].multiples[self.scale]);
            writeln!(self.out, "colour p10 {}", self.min.times(i64::from(pleno) + 1))?;
            self.pending = false;
        } else if self.is("RL035") {
            let max = spec.max_players.unwrap_or(0) as usize;
            for i in 0..(max + 1).saturating_sub(self.colour.len()) {
                writeln!(self.out, "colour p{}", 20 + i)?;
            }
            self.pending = false;
        } else if self.is("RL036") {
            writeln!(self.out, "colour p9")?;
        }
        Ok(())
    }

    /// Applies a settlement fault to the round's items, if the round allows it.
    pub(super) fn inject(&mut self, items: &mut Vec<Item>, fault: Option<&'static str>, last: bool) {
        let Some(code) = fault else { return };
        let pos = |items: &Vec<Item>, f: &dyn Fn(&Item) -> bool| items.iter().position(f);
        let plain_loser = |it: &Item| it.act == Act::Collect && it.losing && !it.prison && it.kind != usize::MAX;
        let done = match code {
            "RL003" => pos(items, &|it| it.act == Act::Pay)
                .map(|i| items[i].amount = items[i].amount.saturating_add(Amount(1)))
                .is_some(),
            "RL004" => pos(items, &|it| it.act == Act::Pay).map(|i| items.remove(i)).is_some(),
            "RL005" => {
                let g = &self.g;
                pos(items, &|it| plain_loser(it) && !g.kinds[it.kind].is_series())
                    .map(|i| {
                        let k = &g.kinds[items[i].kind];
                        items[i].act = Act::Pay;
                        items[i].amount = items[i].amount.mul_ratio(k.payout, g.payout_rounding);
                    })
                    .is_some()
            }
            "RL006" => pos(items, &|it| it.act == Act::Pay)
                .map(|i| {
                    let dup = items[i].clone();
                    items.insert(i + 1, dup);
                })
                .is_some(),
            "RL007" => {
                let at = items.iter().take_while(|it| it.act != Act::Pay).count();
                items.insert(
                    at,
                    Item {
                        seat: 99,
                        prison: false,
                        kind: 0,
                        target: self.targets[0].first().copied().unwrap_or_default(),
                        act: Act::Collect,
                        amount: self.min,
                        losing: false,
                        rank: 0,
                        block: 0,
                    },
                );
                true
            }
            "RL008" => pos(items, &|it| plain_loser(it)).map(|i| items.remove(i)).is_some(),
            "RL009" if self.g.pay_player_at_once => {
                // The last player's block, whole, paid first (a part of it would also split it).
                let pays: Vec<usize> = (0..items.len()).filter(|&i| items[i].act == Act::Pay).collect();
                match (pays.first(), pays.last()) {
                    (Some(&a), Some(&b)) if items[a].block < items[b].block => {
                        let seat = items[b].seat;
                        let block: Vec<Item> =
                            items.iter().filter(|it| it.act == Act::Pay && it.seat == seat).cloned().collect();
                        items.retain(|it| !(it.act == Act::Pay && it.seat == seat));
                        for (j, it) in block.into_iter().enumerate() {
                            items.insert(a + j, it);
                        }
                        true
                    }
                    _ => false,
                }
            }
            "RL009" => {
                let pays: Vec<usize> = (0..items.len()).filter(|&i| items[i].act == Act::Pay).collect();
                match (pays.first(), pays.last()) {
                    (Some(&a), Some(&b)) if items[a].rank < items[b].rank => {
                        let it = items.remove(b);
                        items.insert(a, it);
                        true
                    }
                    _ => false,
                }
            }
            "RL010" => {
                let has_pay = items.iter().any(|it| it.act == Act::Pay);
                match pos(items, &|it| plain_loser(it)) {
                    Some(i) if has_pay => {
                        let it = items.remove(i);
                        items.push(it);
                        true
                    }
                    _ => false,
                }
            }
            "RL017" => pos(items, &|it| it.act == Act::ChoosePrison && it.seat == 9).map(|i| items.remove(i)).is_some(),
            "RL018" => pos(items, &|it| it.act == Act::Return && it.seat == 9)
                .map(|i| items[i].amount = items[i].amount.saturating_add(Amount(1)))
                .is_some(),
            "RL019" => items.iter().any(|it| it.act == Act::ChooseHalf && it.seat == 9),
            "RL020" => pos(items, &|it| it.act == Act::Release && it.seat == 9)
                .map(|i| {
                    let mut pay = items[i].clone();
                    pay.act = Act::Pay;
                    items.push(pay);
                })
                .is_some(),
            "RL021" => pos(items, &|it| it.act == Act::Release && it.seat == 9).map(|i| items.remove(i)).is_some(),
            "RL030" => pos(items, &|it| it.act == Act::Release && it.seat == 9)
                .map(|i| items[i].amount = items[i].amount.saturating_sub(Amount(1)))
                .is_some(),
            "RL022" if last => {
                let at = pos(items, &|it| it.act == Act::Return && it.seat == 9);
                match at {
                    Some(i) => {
                        let (seat, kind) = (items[i].seat, items[i].kind);
                        items.retain(|it| !(it.seat == seat && it.kind == kind && !it.prison));
                        items.insert(
                            0,
                            Item {
                                seat,
                                prison: false,
                                kind,
                                target: Numbers::default(),
                                act: Act::ChoosePrison,
                                amount: Amount::ZERO,
                                losing: false,
                                rank: 0,
                                block: 0,
                            },
                        );
                        true
                    }
                    None => false,
                }
            }
            "RL031" => pos(items, &|it| plain_loser(it) && it.amount > Amount(1))
                .map(|i| items[i].amount = items[i].amount.saturating_sub(Amount(1)))
                .is_some(),
            _ => false,
        };
        if done {
            self.pending = false;
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_fault_is_described_in_both_languages() {
        crate::sim::assert_described(super::ALL_FAULTS);
    }
}

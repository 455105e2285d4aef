//! A simulated round's compliant settlement: the zero's choices, returns, releases, losers
//! collected and winners paid, in the order the article gives.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{Act, Bet, Item, Prisoner, Sim};
use crate::catalog::model::{BeyondListed, ReleaseAmount, ZeroOption};
use crate::engine::roulette::cloth::covers;
use crate::log::event::Numbers;
use crate::money::Amount;

impl Sim<'_> {
    pub(super) fn item_line(&self, it: &Item, invalid: Option<&str>) -> String {
        let r = if it.kind == usize::MAX {
            invalid.unwrap_or("?").to_owned()
        } else {
            self.bet_ref(it.prison, it.kind, &it.target)
        };
        match it.act {
            Act::ChooseHalf => format!("  choose p{} {r} half", it.seat),
            Act::ChoosePrison => format!("  choose p{} {r} prison", it.seat),
            Act::Collect => format!("  collect p{} {r} {}", it.seat, it.amount),
            Act::Pay => format!("  pay p{} {r} {}", it.seat, it.amount),
            Act::Return => format!("  return p{} {r} {}", it.seat, it.amount),
            Act::Release => format!("  release p{} {r} {}", it.seat, it.amount),
        }
    }

    /// Computes the compliant settlement of the round and updates the prisoners.
    pub(super) fn settle(&mut self, bets: &[Bet], n: u16, last: bool, forced: Option<(usize, Act)>) -> Vec<Item> {
        let g = &self.g;
        let rounding = g.zero.rounding;
        let mut items = Vec::new();
        let mut next_prisoners = Vec::new();
        let item = |seat, prison, kind, target, act, amount, losing, rank| Item {
            seat,
            prison,
            kind,
            target,
            act,
            amount,
            losing,
            rank,
            block: rank,
        };

        // Zero on an even chance: the choice and its money.
        let zero = |rng: &mut ChaCha8Rng,
                    items: &mut Vec<Item>,
                    next: &mut Vec<Prisoner>,
                    seat: u32,
                    prison: bool,
                    kind: usize,
                    stake: Amount,
                    zeros: u32,
                    force: Option<Act>| {
            let refund = stake.halve_times(zeros, rounding);
            let rest = stake.saturating_sub(refund);
            if last {
                if let Some(r) = &g.zero.last_spin_refund {
                    let listed = r.listed_zeros.is_none_or(|l| zeros <= l);
                    if !listed && r.beyond_listed == BeyondListed::Unregulated {
                        return;
                    }
                    items.push(item(seat, prison, kind, Numbers::default(), Act::Return, refund, false, 0));
                    if rest > Amount::ZERO {
                        items.push(item(seat, prison, kind, Numbers::default(), Act::Collect, rest, false, 0));
                    }
                    return;
                }
            }
            let forced_prison =
                g.zero.forced_prison_below_minimum_from_zero.is_some_and(|f| zeros >= f) && refund < self.min;
            let half_ok = g.zero.options.contains(&ZeroOption::Half) && !forced_prison;
            let prison_ok = g.zero.options.contains(&ZeroOption::Prison);
            let choice = match force {
                Some(a) => a,
                None if half_ok && prison_ok => {
                    if rng.random_bool(0.5) {
                        Act::ChooseHalf
                    } else {
                        Act::ChoosePrison
                    }
                }
                None if prison_ok => Act::ChoosePrison,
                None => Act::ChooseHalf,
            };
            // Where the article offers one option only, no choice is written.
            if g.zero.options.len() > 1 {
                items.push(item(seat, prison, kind, Numbers::default(), choice, Amount::ZERO, false, 0));
            }
            if choice == Act::ChooseHalf {
                items.push(item(seat, prison, kind, Numbers::default(), Act::Return, refund, false, 0));
                if rest > Amount::ZERO {
                    items.push(item(seat, prison, kind, Numbers::default(), Act::Collect, rest, false, 0));
                }
            } else {
                next.push(Prisoner { seat, kind, stake, zeros });
            }
        };

        for p in &self.prisoners {
            let k = &g.kinds[p.kind];
            if n == g.zero_number {
                zero(&mut self.rng, &mut items, &mut next_prisoners, p.seat, true, p.kind, p.stake, p.zeros + 1, None);
            } else if covers(k.mask, n) {
                match g.zero.release_amount {
                    ReleaseAmount::Initial => {
                        items.push(item(p.seat, true, p.kind, Numbers::default(), Act::Release, p.stake, false, 0))
                    }
                    ReleaseAmount::Residual => {
                        let r = p.stake.halve_times(p.zeros, rounding);
                        items.push(item(p.seat, true, p.kind, Numbers::default(), Act::Release, r, false, 0));
                        let rest = p.stake.saturating_sub(r);
                        if rest > Amount::ZERO {
                            items.push(item(p.seat, true, p.kind, Numbers::default(), Act::Collect, rest, false, 0));
                        }
                    }
                }
            } else {
                items.push(item(p.seat, true, p.kind, Numbers::default(), Act::Collect, p.stake, true, 0));
            }
        }
        for (i, b) in bets.iter().enumerate() {
            let k = &g.kinds[b.kind];
            if k.is_series() {
                let o = g.series_outcome(b.kind, b.stake, n);
                if o.lost > Amount::ZERO {
                    items.push(item(b.seat, false, b.kind, b.target, Act::Collect, o.lost, true, 0));
                }
                if o.won_chips > 0 {
                    items.push(item(b.seat, false, b.kind, b.target, Act::Pay, o.pay, false, o.rank));
                }
                continue;
            }
            let wins = if k.takes_target() {
                k.targets.get(&b.target).is_some_and(|&m| covers(m, n))
            } else {
                covers(k.mask, n)
            };
            // A win paid nothing (the fortune wheel's tie on 24) leaves the stake on the table
            // and writes no line.
            if wins && k.payout == crate::money::Payout::whole(0) {
                continue;
            }
            if wins {
                items.push(item(
                    b.seat,
                    false,
                    b.kind,
                    b.target,
                    Act::Pay,
                    b.stake.mul_ratio(k.payout, g.payout_rounding),
                    false,
                    k.rank,
                ));
            } else if k.is_chance() && n == g.zero_number && !g.zero.options.is_empty() {
                let force = forced.filter(|(fi, _)| *fi == i).map(|(_, a)| a);
                zero(&mut self.rng, &mut items, &mut next_prisoners, b.seat, false, b.kind, b.stake, 1, force);
            } else {
                items.push(item(b.seat, false, b.kind, b.target, Act::Collect, b.stake, true, 0));
            }
        }
        self.prisoners = next_prisoners;

        // A player's winnings paid at once: each in his block's place, seat by seat.
        if g.pay_player_at_once {
            let pays: Vec<(u32, usize)> =
                items.iter().filter(|it| it.act == Act::Pay).map(|it| (it.seat, it.rank)).collect();
            for it in items.iter_mut().filter(|it| it.act == Act::Pay) {
                it.block = pays.iter().filter(|(s, _)| *s == it.seat).map(|(_, r)| *r).min().unwrap_or(it.rank);
            }
        }
        // Choices first, then losing bets, the rest of the bank's share, returns, releases,
        // and payments by rank (by block, then seat, where a player is paid at once).
        let at_once = g.pay_player_at_once;
        let order = |it: &Item| match it.act {
            Act::ChooseHalf | Act::ChoosePrison => (0, 0, 0),
            Act::Collect if it.losing => (1, 0, 0),
            Act::Collect => (2, 0, 0),
            Act::Return => (3, 0, 0),
            Act::Release => (4, 0, 0),
            Act::Pay if at_once => (5, it.block, it.seat),
            Act::Pay => (5, it.rank, 0),
        };
        items.sort_by_key(order);
        items
    }
}

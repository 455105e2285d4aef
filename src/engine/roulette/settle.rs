//! Settling a finished round: what each bet should have received under the article, compared
//! with the money the log says moved, in the order it moved.
//!
//! One error yields one finding: each bet is reported at most once for a missing or wrong
//! amount, the order checks resynchronise on the payment they flag, and when a choice is missing
//! the engine infers it from the money that moved instead of reporting every consequence.

use std::collections::HashMap;

use super::cloth::{Mask, covers};
use super::table::{BetId, Move, Outcome, Prisoner, RouletteEngine, Round, WheelBet};
use crate::catalog::model::{BeyondListed, LosersFirst, ReleaseAmount, ZeroOption};
use crate::engine::prison::{HeldBet, named_prisoner};
use crate::engine::settlement_order::{self, PaymentOrder};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{Loc, Numbers, SettleAction, ZeroChoice};
use crate::money::Amount;
use crate::t;

pub(crate) struct RoundEnd {
    /// This was the session's last spin («la última jugada de la sesión»).
    pub last: bool,
}

/// Why money moves for a bet; decides which check a wrong amount breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Context {
    /// Won or lost outright.
    Plain,
    /// Even chance on zero, half taken back (RL018).
    ZeroHalf,
    /// Even chance on zero, left in prisión: no money moves.
    Imprisoned,
    /// Zero on the session's last spin: forced refund (RL022).
    LastSpin,
    /// A prisoner freed (RL030) or lost.
    Prisoner,
}

const ACTIONS: [SettleAction; 4] =
    [SettleAction::Collect, SettleAction::Pay, SettleAction::Return, SettleAction::Release];

fn slot(a: SettleAction) -> usize {
    match a {
        SettleAction::Collect => 0,
        SettleAction::Pay => 1,
        SettleAction::Return => 2,
        SettleAction::Release => 3,
    }
}

/// What the article says should happen to one bet this round.
/// Who it is for (seat, target, locations) is not copied in: [`Who::of`] reads it from the bet
/// or prisoner when a message needs it, as a plan is written for every bet of every round.
struct Plan {
    kind: usize,
    /// The numbers it wins on.
    covers: Mask,
    stake: Amount,
    prisoner: bool,
    /// Expected amount per action (collect, pay, return, release).
    expect: [Option<Amount>; 4],
    ctx: Context,
    /// Payment rank of its winnings.
    rank: usize,
    /// Its collection is a losing bet's (ordered before payments).
    losing: bool,
    /// `Some(k)`: goes (back) to prisión having been through `k` zeros.
    imprison: Option<u32>,
    /// How many zeros the bet has been through including this spin (zero contexts).
    zeros: u32,
    /// The move (index in the round's moves) seen per action: an index rather than its
    /// location keeps the plan small, and it is copied for every bet of every round.
    seen: [Option<usize>; 4],
    /// Already reported: no further findings for this bet this round.
    reported: bool,
    /// Not regulated by the catalogue this round: nothing to check.
    skip: bool,
    /// A move of this plan that must stay out of the order checks (it was itself wrong).
    winning: bool,
}

/// Who plan `i` of a round is for: its bet (`i` below the round's bet count) or its prisoner.
#[derive(Clone, Copy)]
struct Who {
    seat: u32,
    target: Numbers,
    bet_loc: Loc,
    /// Where a prisoner went to prisión.
    prison_loc: Option<Loc>,
}

impl Who {
    fn of(round: &Round, prisoners: &[Prisoner], i: usize) -> Who {
        if let Some(b) = round.bets.get(i) {
            return Who { seat: b.seat, target: b.target, bet_loc: b.loc, prison_loc: None };
        }
        match i.checked_sub(round.bets.len()).and_then(|j| prisoners.get(j)) {
            Some(p) => Who { seat: p.seat, target: p.bet.target, bet_loc: p.bet_loc, prison_loc: Some(p.prison_loc) },
            // No plan has another index; a seat that is no seat's is described as `?`.
            None => Who { seat: u32::MAX, target: Numbers::default(), bet_loc: Loc::default(), prison_loc: None },
        }
    }
}

/// Up to this many prisoners, a prisoner's twins are found by a scan.
const SCANNED_PRISONERS: usize = 32;

/// Buffers kept by the engine across rounds, so settling allocates nothing per round.
#[derive(Default)]
pub(crate) struct Scratch {
    plans: Vec<Plan>,
    choice_of: Vec<Option<(ZeroChoice, Loc)>>,
}

/// Settles `round` against the bets it holds and the `prisoners` held when it began. `true`:
/// `next` (empty on entry) holds who stays in prisión for the next spin; `false`: the round had
/// no valid result, and the prisoners stay as they were.
pub(crate) fn settle(
    e: &RouletteEngine<'_>,
    round: &Round,
    prisoners: &[Prisoner],
    next: &mut Vec<Prisoner>,
    end: RoundEnd,
    scratch: &mut Scratch,
    out: &mut Vec<Finding>,
) -> bool {
    let (n, spin_loc) = match round.result {
        Some(Outcome::Number(n, loc)) => (n, loc),
        Some(Outcome::Invalid) => return false,
        None => {
            if let Some(first) = round.bets.first() {
                // What was settled or chosen with no result follows from the missing one: a
                // cause of this finding, not findings of their own.
                let early = round.early.first().map(|e| (e.primary.loc, e.code == "RL029"));
                let message = match early {
                    None => t!("rl-round-without-result"),
                    Some(_) if round.void_pending.is_some() => t!("rl-round-without-result-void-settled"),
                    Some(_) => t!("rl-round-without-result-settled"),
                };
                let mut f = Finding::new("S004", Label::new(first.loc, t!("rl-round-without-result-label")), message)
                    .expected(t!("rl-round-without-result-expected"))
                    .found(match early {
                        None => t!("rl-round-without-result-found"),
                        Some((_, true)) => t!("rl-round-without-result-found-choice"),
                        Some((_, false)) => t!("rl-round-without-result-found-settled"),
                    });
                if let Some(v) = round.void_pending {
                    f = f.label(v, t!("rl-void-not-relaunched-label"));
                }
                if let Some((at, choice)) = early {
                    f = f.label(
                        at,
                        if choice {
                            t!("rl-choice-without-result-label")
                        } else {
                            t!("rl-settled-without-result-label")
                        },
                    );
                }
                out.push(f);
            } else {
                out.extend(round.early.iter().cloned());
            }
            return false;
        }
    };
    let g = e.g;
    let rounding = g.zero.rounding;

    let Scratch { plans, choice_of } = scratch;
    plans.clear();
    for b in &round.bets {
        plans.push(Plan::new(b.kind, b.covers, b.stake, false));
    }
    for p in prisoners {
        let mut plan = Plan::new(p.bet.kind, p.bet.covers, p.stake, true);
        plan.zeros = p.times;
        plans.push(plan);
    }
    let who = |i: usize| Who::of(round, prisoners, i);
    let index = |id: BetId| match id {
        BetId::Fresh(i) => i,
        BetId::Prison(i) => round.bets.len() + i,
    };

    // A seat can hold two prisoners on one chance (one re-imprisoned, one imprisoned on the
    // same zero); `prison rojo` then names either. Settlements and choices go to the first
    // such prisoner still without one, preferring the one whose expected amount matches.
    // The twins of plan `i` (itself included), oldest first: found by scanning the few
    // prisoners, with no map or list built per round. A plan that is not a prisoner has none.
    // Past a few dozen prisoners they are grouped once instead: a scan per release made a round
    // that releases many prisoners quadratic.
    let groups = (prisoners.len() > SCANNED_PRISONERS).then(|| {
        let mut groups: HashMap<(u32, (usize, Numbers)), Vec<usize>> = HashMap::new();
        for (j, p) in prisoners.iter().enumerate() {
            groups.entry((p.seat, p.bet.key())).or_default().push(round.bets.len() + j);
        }
        groups
    });
    let twins = |i: usize| {
        let nb = round.bets.len();
        let this = i.checked_sub(nb).and_then(|j| prisoners.get(j));
        let grouped =
            groups.as_ref().map(|g| this.and_then(|t| g.get(&(t.seat, t.bet.key()))).map_or(&[][..], Vec::as_slice));
        let scanned = grouped.is_none().then(|| {
            prisoners
                .iter()
                .enumerate()
                .filter(move |(_, p)| this.is_some_and(|t| p.seat == t.seat && p.bet.key() == t.bet.key()))
                .map(move |(j, _)| nb + j)
        });
        scanned.into_iter().flatten().chain(grouped.into_iter().flatten().copied())
    };

    // Choices, first one per bet; any further one is itself a finding.
    // Most rounds record no choice: the list then stays empty, and `choice_at` finds none.
    choice_of.clear();
    if !round.choices.is_empty() {
        choice_of.resize(plans.len(), None);
    }
    for c in &round.choices {
        let i = index(c.bet);
        let i =
            if matches!(c.bet, BetId::Prison(_)) { twins(i).find(|&j| choice_of[j].is_none()).unwrap_or(i) } else { i };
        if let Some((_, first)) = choice_of[i] {
            out.push(
                Finding::new("RL029", Label::new(c.loc, t!("rl-second-choice-label")), t!("rl-second-choice"))
                    .label(first, t!("rl-first-choice-label"))
                    .expected(t!("rl-second-choice-expected"))
                    .found(Text::log_line(format!("choose {}", c.choice.as_str()))),
            );
        } else {
            choice_of[i] = Some((c.choice, c.loc));
        }
    }

    // Some plan goes (back) to prisión: only a zero does that, or a log that says so wrongly.
    let mut imprisoned = false;
    // Which plans have money moving this round, built only for a prisión choice on a bet that
    // has none.
    let mut moved: Option<Vec<bool>> = None;
    let plans_len = plans.len();
    for (i, plan) in plans.iter_mut().enumerate() {
        let k = &g.kinds[plan.kind];
        let wins = covers(plan.covers, n);
        // Without options (boule) the zero number is a plain loss for the chances.
        let zero_case = k.is_chance() && n == g.zero_number && (!wins) && !g.zero.options.is_empty();
        let choice = choice_of.get(i).copied().flatten();
        if !zero_case {
            // A choice written before the result was reported then; not again.
            let early = |loc: Loc| round.choices.iter().any(|c| c.early && c.loc == loc);
            if let Some((c, loc)) = choice.filter(|&(_, loc)| !early(loc)) {
                let message = if !k.is_chance() {
                    t!("rl-choice-not-even-chance", kind = k.name.as_str())
                } else {
                    t!("rl-choice-not-zero", number = g.show(n))
                };
                out.push(
                    Finding::new("RL029", Label::new(loc, t!("rl-no-choice-here-label")), message)
                        .label(spin_loc, t!("rl-result-number-label", number = g.show(n)))
                        .expected(if g.zero.options.len() > 1 {
                            t!("rl-choice-only-on-zero-expected")
                        } else {
                            // One option only: the article asks for no choice at all.
                            t!("rl-no-choice-at-all-expected")
                        })
                        .found(Text::log_line(format!("choose {}", c.as_str())))
                        .rule(k.rule.clone()),
                );
            }
            // The log sent to prisión a losing bet that has no such choice: one fault, the
            // RL029 above. Unless money moved for it this round (then it was settled as the
            // article says), it is held as the log holds it, so that its later release or
            // loss is judged as a prisoner's, not as a bet off the table plus one never
            // collected.
            if let Some((ZeroChoice::Prison, _)) = choice
                && !plan.prisoner
                && !wins
                && !k.is_series()
            {
                let moved = moved.get_or_insert_with(|| {
                    let mut v = vec![false; plans_len];
                    for m in &round.moves {
                        if let Some(x) = v.get_mut(index(m.bet)) {
                            *x = true;
                        }
                    }
                    v
                });
                if !moved.get(i).copied().unwrap_or(true) {
                    // On the session's last spin no later spin can settle it: the RL029 alone.
                    if end.last {
                        plan.skip = true;
                        continue;
                    }
                    plan.ctx = Context::Imprisoned;
                    plan.zeros += u32::from(n == g.zero_number);
                    plan.imprison = Some(plan.zeros);
                    imprisoned = true;
                    continue;
                }
            }
        }
        if plan.prisoner && !zero_case {
            plan.ctx = Context::Prisoner;
            if wins {
                match g.zero.release_amount {
                    ReleaseAmount::Initial => plan.expect[3] = Some(plan.stake),
                    ReleaseAmount::Residual => {
                        let r = plan.stake.halve_times(plan.zeros, rounding);
                        plan.expect[3] = Some(r);
                        let rest = plan.stake.saturating_sub(r);
                        if rest > Amount::ZERO {
                            plan.expect[0] = Some(rest);
                        }
                    }
                }
            } else {
                plan.expect[0] = Some(plan.stake);
                plan.losing = true;
            }
            continue;
        }
        if zero_case {
            let zeros = plan.zeros + 1;
            plan.zeros = zeros;
            let refund = plan.stake.halve_times(zeros, rounding);
            let rest = plan.stake.saturating_sub(refund);
            if end.last {
                if let Some(r) = &g.zero.last_spin_refund {
                    let listed = r.listed_zeros.is_none_or(|l| zeros <= l);
                    if !listed && r.beyond_listed == BeyondListed::Unregulated {
                        plan.skip = true;
                        continue;
                    }
                    plan.ctx = Context::LastSpin;
                    plan.expect[2] = Some(refund);
                    if rest > Amount::ZERO {
                        plan.expect[0] = Some(rest);
                    }
                    if let Some((c, loc)) = choice {
                        plan.reported = true;
                        out.push(
                            Finding::new(
                                "RL022",
                                Label::new(loc, t!("rl-choice-on-last-spin-label")),
                                t!("rl-choice-on-last-spin", refund = refund),
                            )
                            .label(spin_loc, t!("rl-zero-on-last-spin-label"))
                            .label(who(i).bet_loc, t!("rl-stake-label", stake = plan.stake))
                            .expected(t!(
                                "rl-choice-on-last-spin-expected",
                                refund = refund,
                                fraction = fraction(zeros)
                            ))
                            .found(Text::log_line(format!("choose {}", c.as_str()))),
                        );
                    }
                    continue;
                }
            }
            // Where the article leaves one option only, no choice is asked for: below the
            // minimum the bet must stay in prisión; a catalogue may offer a single option.
            let half_barred =
                g.zero.forced_prison_below_minimum_from_zero.is_some_and(|from| zeros >= from) && refund < round.min;
            let only = match (
                g.zero.options.contains(&ZeroOption::Half) && !half_barred,
                g.zero.options.contains(&ZeroOption::Prison),
            ) {
                (false, true) => Some(ZeroChoice::Prison),
                (true, false) => Some(ZeroChoice::Half),
                _ => None,
            };
            let (c, choice_loc) = match (choice, only) {
                (Some(c), _) => c,
                (None, Some(forced)) => (forced, who(i).bet_loc),
                (None, None) => {
                    // Resynchronise on the money: a return means half was taken.
                    let took_half = round.moves.iter().any(|m| index(m.bet) == i && m.action == SettleAction::Return);
                    plan.reported = true;
                    out.push(
                        Finding::new(
                            "RL017",
                            Label::new(who(i).bet_loc, t!("rl-no-choice-label")),
                            t!("rl-no-choice", bet = e.describe(who(i).seat, plan.kind, &who(i).target)),
                        )
                        .label(spin_loc, t!("rl-zero-label"))
                        .expected(t!("rl-no-choice-expected"))
                        .found(t!("rl-no-choice-found")),
                    );
                    (if took_half { ZeroChoice::Half } else { ZeroChoice::Prison }, who(i).bet_loc)
                }
            };
            let allowed = match c {
                ZeroChoice::Half => g.zero.options.contains(&ZeroOption::Half),
                ZeroChoice::Prison => g.zero.options.contains(&ZeroOption::Prison),
            };
            if !allowed {
                // An option the article does not offer: that is the fault (RL029), one finding.
                // A bet the log put in prisión where the article has none (the American table)
                // is then, as a dozen put there (above), held as the log holds it, unless money
                // moved for it this round or no later spin can settle it: its release or loss is
                // judged as a prisoner's, not reported again as a bet not on the table.
                let hold = c == ZeroChoice::Prison && !end.last && !round.moves.iter().any(|m| index(m.bet) == i);
                if hold {
                    plan.ctx = Context::Imprisoned;
                    plan.imprison = Some(zeros);
                    imprisoned = true;
                } else {
                    plan.skip = true;
                }
                if plan.reported {
                    continue;
                }
                plan.reported = true;
                out.push(
                    Finding::new(
                        "RL029",
                        Label::new(choice_loc, t!("rl-option-not-offered-label")),
                        t!("rl-option-not-offered", choice = c.as_str()),
                    )
                    .expected(t!(
                        "rl-one-of",
                        names = g
                            .zero
                            .options
                            .iter()
                            .map(|o| format!("{o:?}").to_lowercase())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                    .found(Text::verbatim(c.as_str())),
                );
                continue;
            }
            match c {
                ZeroChoice::Half => {
                    let forced = half_barred;
                    if forced && !plan.reported {
                        plan.reported = true;
                        out.push(
                            Finding::new(
                                "RL019",
                                Label::new(choice_loc, t!("rl-half-taken-label")),
                                t!("rl-half-taken-below-minimum", refund = refund, min = round.min),
                            )
                            .label(who(i).bet_loc, t!("rl-stake-label", stake = plan.stake))
                            .label(spin_loc, t!("rl-zero-label"))
                            .expected(Text::log_line("choose prison"))
                            .found(Text::log_line("choose half")),
                        );
                    }
                    plan.ctx = Context::ZeroHalf;
                    plan.expect[2] = Some(refund);
                    if rest > Amount::ZERO {
                        plan.expect[0] = Some(rest);
                    }
                }
                ZeroChoice::Prison => {
                    plan.ctx = Context::Imprisoned;
                    plan.imprison = Some(zeros);
                    imprisoned = true;
                }
            }
            continue;
        }
        // Won or lost outright.
        plan.ctx = Context::Plain;
        if k.is_series() {
            let o = g.series_outcome(plan.kind, plan.stake, n);
            if o.won_chips > 0 {
                plan.expect[1] = Some(o.pay);
                plan.rank = o.rank;
                plan.winning = true;
            }
            if o.lost > Amount::ZERO {
                plan.expect[0] = Some(o.lost);
                plan.losing = true;
            }
        } else if wins {
            // A win paid nothing (the fortune wheel's 24, «el ganador empata»): the stake stays
            // on the table and no line is owed.
            let pay = plan.stake.mul_ratio(k.payout, g.payout_rounding);
            plan.expect[1] = (pay > Amount::ZERO || k.payout != crate::money::Payout::whole(0)).then_some(pay);
            plan.rank = k.rank;
            plan.winning = true;
        } else {
            plan.expect[0] = Some(plan.stake);
            plan.losing = true;
        }
    }

    // The money, in the order it moved. The order checks follow it in the same pass, on the
    // expected moves only.
    let mut order = Order {
        losers_first: settlement_order::LosersFirst::new(match g.losers_first {
            LosersFirst::AllTables => true,
            LosersFirst::SinglePanoOnly => e.panos == 1,
        }),
        payments: PaymentOrder::default(),
        blocks: None,
    };
    if g.pay_player_at_once {
        // Each seat's block of winnings takes the earliest rank of its winning bets.
        let mut best: Vec<(u32, usize, usize)> = Vec::new();
        for (i, plan) in plans.iter().enumerate().filter(|(_, p)| p.winning && p.expect[1].is_some()) {
            let seat = who(i).seat;
            match best.iter_mut().find(|b| b.0 == seat) {
                Some(b) if plan.rank < b.1 => *b = (seat, plan.rank, i),
                Some(_) => {}
                None => best.push((seat, plan.rank, i)),
            }
        }
        // A seat with a bet the round does not know (never placed, RL007, or not in the
        // catalogue, RL002) may have been paid for it: its block's place in the order is not
        // known, and is not judged.
        let mut unknown: Vec<u32> = round.ignored.iter().map(|(seat, _, _)| *seat).collect();
        for (name, ..) in &round.missing {
            if let Some(seat) = e.seat_names.iter().position(|n| n == name) {
                unknown.push(seat as u32);
            }
        }
        order.blocks = Some(Blocks { best, current: None, started: Vec::new(), split_reported: Vec::new(), unknown });
    }
    for (mi, m) in round.moves.iter().enumerate() {
        let mut i = index(m.bet);
        let a = slot(m.action);
        // Only a prisoner with a twin has a choice to make (rare): a list is built only then.
        if matches!(m.bet, BetId::Prison(_)) && twins(i).nth(1).is_some() {
            let free = |j: usize| plans[j].seen[a].is_none();
            i = named_prisoner(twins(i), free, |j| plans[j].expect[a] == Some(m.amount)).unwrap_or(i);
        }
        let plan = &mut plans[i];
        if plan.skip {
            continue;
        }
        // Built only when a finding needs them: this loop runs for every settlement of the log.
        let desc = || e.describe(who(i).seat, plan.kind, &who(i).target);
        let hint = || g.kinds[plan.kind].rule.clone();
        if let Some(first) = plan.seen[a].and_then(|f| round.moves.get(f)).map(|f| f.loc) {
            let act = m.action.as_str();
            out.push(
                Finding::new(
                    "RL006",
                    Label::new(m.loc, t!("rl-settled-twice-label")),
                    t!("rl-settled-twice", bet = desc(), action = act),
                )
                .label(first, t!("rl-first-settlement-label"))
                .label(who(i).bet_loc, t!("rl-stake-label", stake = plan.stake))
                .expected(t!("rl-settled-twice-expected", action = act))
                .found(t!("rl-settled-twice-found", action = act, amount = m.amount)),
            );
            continue;
        }
        plan.seen[a] = Some(mi);
        match plan.expect[a] {
            None => {
                // A winner may take its stake back: «conserva su apuesta y puede retirarla».
                if m.action == SettleAction::Return
                    && plan.ctx == Context::Plain
                    && plan.winning
                    && !g.kinds[plan.kind].is_series()
                    && m.amount == plan.stake
                {
                    continue;
                }
                if plan.reported {
                    continue;
                }
                plan.reported = true;
                let expected = expected_moves(plan);
                if m.action == SettleAction::Pay && plan.prisoner && plan.expect[3].is_some() {
                    out.push(
                        Finding::new(
                            "RL020",
                            Label::new(m.loc, t!("rl-prisoner-paid-label")),
                            t!("rl-prisoner-paid", bet = desc(), amount = m.amount),
                        )
                        .label(
                            who(i).prison_loc.unwrap_or(who(i).bet_loc),
                            t!("rl-imprisoned-stake-label", stake = plan.stake),
                        )
                        .label(spin_loc, t!("rl-result-number-label", number = g.show(n)))
                        .expected(expected)
                        .found(move_text(SettleAction::Pay, m.amount)),
                    );
                    continue;
                }
                let state = state_of(plan, g.show(n));
                let act = m.action.as_str();
                out.push(
                    Finding::new(
                        "RL005",
                        Label::new(m.loc, t!("rl-move-does-not-fit-label", action = act)),
                        t!("rl-move-does-not-fit", action = act, amount = m.amount, bet = desc(), state = state),
                    )
                    .label(who(i).bet_loc, t!("rl-stake-label", stake = plan.stake))
                    .label(spin_loc, t!("rl-result-number-label", number = g.show(n)))
                    .expected(expected)
                    .found(move_text(m.action, m.amount))
                    // On the zero number a chance's fate is the zero rule's (boule's 5).
                    .rule(match &g.zero.rule {
                        Some(r) if n == g.zero_number && g.kinds[plan.kind].is_chance() => r.clone(),
                        _ => hint(),
                    }),
                );
            }
            Some(exp) => {
                if m.amount != exp && !plan.reported {
                    plan.reported = true;
                    out.push(wrong_amount(e, plan, who(i), m, exp, n, spin_loc));
                }
                order.check(e, plans, &who, i, m, out);
            }
        }
    }

    // What never happened.
    for (i, plan) in plans.iter().enumerate() {
        if plan.skip || plan.reported {
            continue;
        }
        let missing = |a: usize| plan.expect[a].is_some() && plan.seen[a].is_none();
        if !(0..4).any(missing) {
            continue;
        }
        let Who { seat, target, bet_loc, prison_loc } = who(i);
        let desc = e.describe(seat, plan.kind, &target);
        let f = if missing(1) {
            Some(
                Finding::new("RL004", Label::new(bet_loc, t!("rl-never-paid-label")), t!("rl-never-paid", bet = desc))
                    .label(spin_loc, t!("rl-result-number-label", number = g.show(n)))
                    .expected(move_text(SettleAction::Pay, plan.expect[1].unwrap_or_default()))
                    .found(t!("rl-never-paid-found"))
                    .rule(g.kinds[plan.kind].rule.clone()),
            )
        } else if plan.prisoner && (missing(3) || missing(0)) && plan.ctx == Context::Prisoner {
            Some(
                Finding::new(
                    "RL021",
                    Label::new(bet_loc, t!("rl-still-in-prison")),
                    t!("rl-prisoner-not-resolved", bet = desc),
                )
                .label(prison_loc.unwrap_or(bet_loc), t!("rl-went-to-prison-label"))
                .label(spin_loc, t!("rl-result-number-label", number = g.show(n)))
                .expected(expected_moves(plan))
                .found(t!("rl-prisoner-not-resolved-found")),
            )
        } else if missing(2) {
            let code = if plan.ctx == Context::LastSpin { "RL022" } else { "RL018" };
            Some(
                Finding::new(
                    code,
                    Label::new(bet_loc, t!("rl-nothing-returned-label")),
                    t!("rl-nothing-returned", bet = desc, refund = plan.expect[2].unwrap_or_default()),
                )
                .label(spin_loc, t!("rl-zero-label"))
                .expected(expected_moves(plan))
                .found(t!("rl-nothing-returned-found")),
            )
        } else if missing(0) {
            Some(
                Finding::new(
                    "RL008",
                    Label::new(bet_loc, t!("rl-never-collected-label")),
                    match plan.ctx {
                        Context::ZeroHalf | Context::LastSpin => t!("rl-bank-share-not-collected", bet = desc),
                        _ => t!("rl-never-collected", bet = desc),
                    },
                )
                .label(spin_loc, t!("rl-result-number-label", number = g.show(n)))
                .expected(move_text(SettleAction::Collect, plan.expect[0].unwrap_or_default()))
                .found(t!("rl-never-collected-found")),
            )
        } else {
            None
        };
        out.extend(f);
    }

    // Who is in prisión for the next spin, oldest first: that is the order in which the log
    // refers to several prisoners of one seat on one chance (docs/log-format.md).
    // Only a zero sends bets there: the other rounds have no plan to look at.
    if imprisoned {
        let oldest_first = (round.bets.len()..plans.len()).chain(0..round.bets.len());
        for i in oldest_first {
            let plan = &plans[i];
            if let Some(zeros) = plan.imprison {
                let Who { seat, target, bet_loc, .. } = who(i);
                let prison_loc = choice_of.get(i).copied().flatten().map_or(bet_loc, |(_, l)| l);
                next.push(Prisoner {
                    seat,
                    bet: WheelBet { kind: plan.kind, target, covers: plan.covers },
                    stake: plan.stake,
                    times: zeros,
                    bet_loc,
                    prison_loc,
                });
            }
        }
    }
    true
}

/// The order checks, fed each expected move as it comes: losing bets are collected before any
/// payment, payments go by rank (the family-neutral [`crate::engine::settlement_order`], fed
/// the payment ranks of the article's combinations).
struct Order {
    losers_first: settlement_order::LosersFirst,
    /// Payments by rank, each named by its plan.
    payments: PaymentOrder<usize>,
    /// Where a player's winnings are paid in one block: the blocks so far.
    blocks: Option<Blocks>,
}

/// The payments by block of a game that pays a player's winnings at once.
struct Blocks {
    /// Per seat with winnings: (seat, the block's rank, the plan of that rank).
    best: Vec<(u32, usize, usize)>,
    /// The seat whose block is being paid.
    current: Option<u32>,
    /// Seats whose block has begun, with its first payment.
    started: Vec<(u32, Loc)>,
    /// Seats already reported as paid in two blocks.
    split_reported: Vec<u32>,
    /// Seats whose block holds a payment for a bet the round does not know.
    unknown: Vec<u32>,
}

impl Order {
    /// Move `m`, an expected move of plan `pi`.
    fn check(
        &mut self,
        e: &RouletteEngine<'_>,
        plans: &[Plan],
        who: &impl Fn(usize) -> Who,
        pi: usize,
        m: &Move,
        out: &mut Vec<Finding>,
    ) {
        let g = e.g;
        let plan = &plans[pi];
        match m.action {
            SettleAction::Pay => {
                self.losers_first.paid(m.loc);
                let mut r = plan.rank;
                let paid = pi;
                let mut pi = pi;
                if let Some(b) = self.blocks.as_mut() {
                    let seat = who(pi).seat;
                    if b.current == Some(seat) {
                        // Inside the block the order does not apply.
                        return;
                    }
                    b.current = Some(seat);
                    if let Some(&(_, first)) = b.started.iter().find(|(s, _)| *s == seat) {
                        if !b.split_reported.contains(&seat) {
                            b.split_reported.push(seat);
                            let name = e.seat_names.get(seat as usize).map_or("?", String::as_str);
                            out.push(
                                Finding::new(
                                    "RL009",
                                    Label::new(m.loc, t!("rl-second-block-label")),
                                    t!("rl-second-block", seat = name),
                                )
                                .label(first, t!("rl-first-block-label"))
                                .expected(t!("rl-second-block-expected", seat = name))
                                .found(t!("rl-second-block-found"))
                                .rule_opt(g.pay_player_at_once_rule.clone()),
                            );
                        }
                        return;
                    }
                    b.started.push((seat, m.loc));
                    if b.unknown.contains(&seat) {
                        return;
                    }
                    if let Some(&(_, rank, best)) = b.best.iter().find(|(s, _, _)| *s == seat) {
                        r = rank;
                        pi = best;
                    }
                }
                let plan = &plans[pi];
                if let Some((_, hloc, hp)) = self.payments.pay(r, m.loc, pi) {
                    let earlier = &plans[hp];
                    let (w, earlier_w) = (who(pi), who(hp));
                    let this = e.describe(w.seat, plan.kind, &w.target);
                    let that = e.describe(earlier_w.seat, earlier.kind, &earlier_w.target);
                    let (this_kind, that_kind) =
                        (g.kinds[plan.kind].name.as_str(), g.kinds[earlier.kind].name.as_str());
                    // A block paid from another of the player's bets is named as his
                    // winnings, the bet that gives the block its place among them.
                    let message = if paid == pi {
                        t!("rl-paid-too-late", bet = this, earlier = that, kind = this_kind, earlier_kind = that_kind)
                    } else {
                        let seat = e.seat_names.get(w.seat as usize).map_or("?", String::as_str);
                        t!(
                            "rl-block-paid-too-late",
                            seat = seat,
                            bet = this,
                            earlier = that,
                            kind = this_kind,
                            earlier_kind = that_kind
                        )
                    };
                    out.push(
                        Finding::new("RL009", Label::new(m.loc, t!("rl-paid-too-late-label")), message)
                            .label(hloc, t!("rl-paid-earlier-label", kind = that_kind))
                            .expected(t!("rl-paid-too-late-expected", kind = this_kind, earlier_kind = that_kind))
                            .found(t!("rl-paid-too-late-found", kind = this_kind, earlier_kind = that_kind)),
                    );
                }
            }
            SettleAction::Collect if plan.losing => {
                if let Some(p) = self.losers_first.loser_collected() {
                    out.push(
                        Finding::new(
                            "RL010",
                            Label::new(m.loc, t!("rl-collected-late-label")),
                            t!("rl-collected-late", bet = e.describe(who(pi).seat, plan.kind, &who(pi).target)),
                        )
                        .label(p, t!("rl-first-payment-label"))
                        .expected(t!("rl-collected-late-expected"))
                        .found(t!("rl-collected-late-found"))
                        .rule_opt(if e.panos == 1 { g.single_pano_rule.clone() } else { None }),
                    );
                }
            }
            _ => {}
        }
    }
}

impl Plan {
    fn new(kind: usize, covers: Mask, stake: Amount, prisoner: bool) -> Plan {
        Plan {
            kind,
            covers,
            stake,
            prisoner,
            expect: [None; 4],
            ctx: Context::Plain,
            rank: usize::MAX,
            losing: false,
            imprison: None,
            zeros: 0,
            seen: [None; 4],
            reported: false,
            skip: false,
            winning: false,
        }
    }
}

/// A settlement as the log writes it, `pay 350.00`: its amount in the reader's form.
fn move_text(action: SettleAction, amount: Amount) -> Text {
    t!("rl-move", action = action.as_str(), amount = amount)
}

/// The settlements a plan expects, in the order of [`ACTIONS`]: `collect 5.00 and return 5.00`.
fn expected_moves(plan: &Plan) -> Text {
    let mut moves = ACTIONS.iter().rev().filter_map(|&a| plan.expect[slot(a)].map(|x| move_text(a, x)));
    // Built from the last: each earlier move is put before the list of those after it.
    let Some(last) = moves.next() else {
        return match plan.ctx {
            Context::Imprisoned => t!("rl-no-money-moves-in-prison"),
            _ => t!("rl-no-settlement"),
        };
    };
    moves.fold(last, |rest, first| t!("rl-moves-and", first = first, rest = rest))
}

/// What became of the bet on result `n`, as the end of a sentence («…, which lost on 5»).
fn state_of(plan: &Plan, n: crate::i18n::Arg) -> Text {
    match plan.ctx {
        Context::Imprisoned => t!("rl-state-imprisoned"),
        Context::ZeroHalf => t!("rl-state-half-returned"),
        Context::LastSpin => t!("rl-state-last-spin-refund"),
        Context::Prisoner if plan.expect[3].is_some() => t!("rl-state-freed", number = n),
        Context::Prisoner => t!("rl-state-lost-from-prison", number = n),
        Context::Plain if plan.winning && plan.losing => t!("rl-state-partly-won", number = n),
        Context::Plain if plan.winning => t!("rl-state-won", number = n),
        Context::Plain => t!("rl-state-lost", number = n),
    }
}

/// The share of the initial stake a bet keeps after `zeros` zeros: `1/4`.
fn fraction(zeros: u32) -> Text {
    if zeros < 63 { t!("rl-fraction", denominator = 1i64 << zeros) } else { t!("rl-fraction-vanishing") }
}

fn wrong_amount(
    e: &RouletteEngine<'_>,
    plan: &Plan,
    who: Who,
    m: &Move,
    exp: Amount,
    n: u16,
    spin_loc: Loc,
) -> Finding {
    let g = e.g;
    let desc = e.describe(who.seat, plan.kind, &who.target);
    let k = &g.kinds[plan.kind];
    let act = m.action.as_str();
    let base = |code: &'static str, why: Text| {
        Finding::new(
            code,
            Label::new(m.amount_loc, move_text(m.action, m.amount)),
            t!("rl-wrong-amount", action = act, amount = m.amount, bet = desc, expected = exp),
        )
        .label(who.bet_loc, t!("rl-stake-label", stake = plan.stake))
        .expected(t!("rl-wrong-amount-expected", action = act, amount = exp, why = why))
        .found(move_text(m.action, m.amount))
    };
    match (m.action, plan.ctx) {
        (SettleAction::Pay, _) => {
            let why = if k.is_series() {
                t!("rl-why-series-payout")
            } else {
                t!("rl-why-payout", payout = k.payout.to_string(), stake = plan.stake)
            };
            base("RL003", why).label(spin_loc, t!("rl-number-wins-label", number = g.show(n))).rule(k.rule.clone())
        }
        (_, Context::LastSpin) => base("RL022", t!("rl-why-last-spin-refund", fraction = fraction(plan.zeros)))
            .label(spin_loc, t!("rl-zero-on-last-spin-label")),
        (_, Context::ZeroHalf) => {
            base("RL018", t!("rl-why-zero-half", fraction = fraction(plan.zeros), zeros = plan.zeros))
                .label(spin_loc, t!("rl-zero-label"))
        }
        (_, Context::Prisoner) if plan.expect[3].is_some() => {
            let why = match g.zero.release_amount {
                ReleaseAmount::Initial => t!("rl-why-release-initial"),
                ReleaseAmount::Residual => t!("rl-why-release-residual", zeros = plan.zeros),
            };
            base("RL030", why).label(spin_loc, t!("rl-number-frees-label", number = g.show(n)))
        }
        _ => base("RL031", t!("rl-why-losing-stake")).label(spin_loc, t!("rl-result-number-label", number = g.show(n))),
    }
}

//! The coup's money: settlement lines judged against what each stake (or prisoner) is owed,
//! the refait's option, and what is still owed when the coup ends.

use super::*;
use crate::catalog::treinta::{InsuranceOnVoid, InsuranceSpec};
use crate::engine::prison::named_prisoner;

impl Table<'_> {
    // ---- money ------------------------------------------------------------------------------

    /// A settlement line: of a stake of this coup, a prisoner (`prison`), or a 1 % deposit.
    pub(super) fn settle(
        &mut self,
        at: Loc,
        action: Sp<SettleAction>,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return };
        if let Some(ins) = &g.spec.insurance
            && bet.kind.value == ins.word
            && !bet.prison
        {
            // The seat's deposit not yet collected, of this amount if there is one.
            let open = |s: &Stake| s.premium.is_some() && s.premium_collected.is_none();
            let found = c
                .stake_seats
                .first(&c.stakes, seat.value, |s| open(s) && s.premium.is_some_and(|p| p.0 == amount.value))
                .or_else(|| c.stake_seats.first(&c.stakes, seat.value, open))
                .and_then(|i| c.stakes.get_mut(i));
            let Some(s) = found else {
                out.push(no_such_bet(g, at, action, seat, bet, amount));
                return;
            };
            s.premium_collected = Some(at);
            match premium_due(ins, c.outcome) {
                Some(want) => {
                    if let Some(f) = premium_line(ins, s, want, action.value, amount.value, at) {
                        s.written.reported = true;
                        out.push(f);
                    }
                }
                // A void coup would return it: judged when the coup's outcome is known.
                None => s.premium_deferred = Some((action.value, amount.value, at)),
            }
            return;
        }
        let chance = g.bet(bet.kind.value).map(|(_, ch)| ch);
        let found = match (bet.prison, chance) {
            (false, Some(ch)) => c.stake_seats.first(&c.stakes, seat.value, |s| s.chance == ch).map(|i| (false, i)),
            (true, Some(ch)) => {
                // One of the seat's prisoners on the chance; which one, once the coup is decided
                // ([`twin_named`]). Before, the first not yet settled so, for a line before any
                // card (TC024) to stand for each of them in turn.
                let twins =
                    c.prisoner_seats.of(&c.prisoners, seat.value).filter(|&j| c.prisoners[j].prisoner.bet.0 == ch);
                let free = |j: usize| {
                    let w = &c.prisoners[j].written;
                    !w.reported && !w.lines.iter().any(|l| l.0 == action.value)
                };
                named_prisoner(twins, free, |_| false).map(|i| (true, i))
            }
            _ => None,
        };
        let Some((prison, i)) = found else {
            if c.refused.iter().any(|(s, b)| s == seat.value && b == bet.kind.value) {
                // The bet was refused (TC009): its settlement is the consequence.
                return;
            }
            out.push(no_such_bet(g, at, action, seat, bet, amount));
            return;
        };
        if c.outcome.is_none() && c.first_card.is_none() {
            // Before any card: no result can justify it. The stake is judged no further (one
            // fault, one finding), and the coup's other early lines are the same fault.
            let written = if prison { &mut c.prisoners[i].written } else { &mut c.stakes[i].written };
            written.reported = true;
            if !c.before_cards_reported {
                c.before_cards_reported = true;
                let p = if prison { "prison " } else { "" };
                let mut f = Finding::new(
                    "TC024",
                    Label::new(at, t!("tc-settled-before-cards-here")),
                    t!(
                        "tc-settled-before-cards",
                        action = action.value.as_str(),
                        seat = seat.value,
                        bet = format!("{p}{}", bet.kind.value)
                    ),
                )
                .label(c.loc, t!("tc-coup-here"))
                .expected(t!("tc-settle-after-result"))
                .found(Text::log_line(format!(
                    "{} {} {p}{} {}",
                    action.value.as_str(),
                    seat.value,
                    bet.kind.value,
                    amount.value
                )))
                .rule(g.spec.announce_rule.clone());
                if let Some(n) = c.nomore {
                    f = f.label(n, t!("tc-no-more-here"));
                }
                out.push(f);
            }
            return;
        }
        if c.outcome.is_none() {
            c.early.push((prison, i, action, amount.value, at));
            return;
        }
        self.judge_line(prison, i, action, amount.value, at, out);
    }

    /// One settlement line of a decided coup, against what the stake (or prisoner) is owed.
    pub(super) fn judge_line(
        &mut self,
        prison: bool,
        i: usize,
        action: Sp<SettleAction>,
        amount: Amount,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let min = self.limits.min;
        let Some(c) = self.coup.as_mut() else { return };
        let Some(outcome) = c.outcome else { return };
        // A seat's two prisoners on one chance answer to the same name: the line is the one's
        // it fits (it may have been written before the outcome said which).
        let i = if prison { twin_named(g, c, i, (action.value, amount), outcome, min) } else { i };
        // The half option removed below the minimum: its own rule is cited.
        let forced = outcome == Outcome::Refait
            && if prison {
                c.prisoners.get(i).is_some_and(|h| {
                    let p = &h.prisoner;
                    forced_prison(g, p.stake.halve_times(p.times + 1, g.spec.refait.rounding), p.times + 1, min)
                })
            } else {
                c.stakes
                    .get(i)
                    .is_some_and(|s| forced_prison(g, s.amount.halve_times(1, g.spec.refait.rounding), 1, min))
            };
        let (owed, written, chance, bet_loc) = if prison {
            let Some(h) = c.prisoners.get(i) else { return };
            (owed_prisoner(g, h, outcome, min, None), &h.written, h.prisoner.bet.0, h.prisoner.bet_loc)
        } else {
            let Some(s) = c.stakes.get(i) else { return };
            (owed_stake(g, s, outcome, min, None), &s.written, s.chance, s.loc)
        };
        if written.reported {
            return;
        }
        // Nothing can be said (color or inverso, the first card unseen): not judged, only
        // noted (a prisoner so settled leaves the ledger).
        let Some(owed) = owed else {
            let written = if prison { &mut c.prisoners[i].written } else { &mut c.stakes[i].written };
            written.lines.push((action.value, amount, at));
            return;
        };
        let line = (action.value, amount);
        let verdict = fits(&owed, &written.lines, line);
        // The seat's name for a message: copied only when one is written.
        let seat = |c: &Coup| if prison { c.prisoners[i].seat.clone() } else { c.stakes[i].seat.clone() };
        match verdict {
            Ok(()) => {
                let written = if prison { &mut c.prisoners[i].written } else { &mut c.stakes[i].written };
                written.lines.push((action.value, amount, at));
                // The order: losing stakes before any payment; color and inverso paid first.
                match action.value {
                    SettleAction::Pay => {
                        c.losers.paid(at);
                        if let Some((_, earlier, _)) = c.order.pay(chance.payment_rank(), at, at) {
                            out.push(
                                Finding::new(
                                    "TC017",
                                    Label::new(at, t!("tc-paid-late")),
                                    t!("tc-payment-order", bet = g.name_of(chance)),
                                )
                                .label(earlier, t!("tc-paid-before"))
                                .expected(t!("tc-color-first"))
                                .found(t!("tc-rows-before-colour"))
                                .rule(g.spec.settlement.order_rule.clone()),
                            );
                        }
                    }
                    SettleAction::Collect if matches!(outcome, Outcome::Decided { .. }) => {
                        if let Some(first) = c.losers.loser_collected() {
                            out.push(
                                Finding::new(
                                    "TC016",
                                    Label::new(at, t!("tc-collected-late")),
                                    t!("tc-loser-after-payment", seat = seat(c), bet = g.name_of(chance)),
                                )
                                .label(first, t!("tc-first-payment"))
                                .expected(t!("tc-losers-first"))
                                .found(t!("tc-payment-before-loser"))
                                .rule(g.spec.settlement.losers_first_rule.clone()),
                            );
                        }
                    }
                    _ => {}
                }
            }
            Err(misfit) => {
                let seat = seat(c);
                // Settled as a wrong announcement said: its consequence, a label on TC008.
                let as_announced = c.wrong_points.as_ref().is_some_and(|(_, announced)| {
                    let owed = if prison {
                        c.prisoners.get(i).and_then(|h| owed_prisoner(g, h, *announced, min, None))
                    } else {
                        c.stakes.get(i).and_then(|s| owed_stake(g, s, *announced, min, None))
                    };
                    owed.is_none_or(|o| fits(&o, &written.lines, line).is_ok())
                });
                let written = if prison { &mut c.prisoners[i].written } else { &mut c.stakes[i].written };
                written.reported = true;
                if as_announced && let Some((f, announced)) = c.wrong_points.take() {
                    c.wrong_points = Some((f.label(at, t!("tc-settled-as-announced")), announced));
                    return;
                }
                let rule = match (misfit, outcome) {
                    (Misfit::Amount(_), Outcome::Decided { .. }) => g.spec.payout_rule.clone(),
                    _ if forced => {
                        g.spec.refait.forced_prison_rule.clone().unwrap_or_else(|| g.spec.refait.rule.clone())
                    }
                    _ => rule_of(g, chance, outcome),
                };
                let who = Who { seat: &seat, chance, prison, bet_loc };
                out.push(wrong_line(g, c, &who, (action.value, amount, at), misfit, &owed, outcome, rule));
            }
        }
    }

    /// `choose SEAT [prison] BET half|prison`: the player's option on the refait.
    pub(super) fn choose(
        &mut self,
        at: Loc,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        choice: Sp<ZeroChoice>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return };
        let chance = g.bet(bet.kind.value).map(|(_, ch)| ch);
        let insured_out = g.spec.insurance.is_some();
        let target: Option<&mut Written> = match (bet.prison, chance) {
            (false, Some(ch)) => c
                .stake_seats
                .first(&c.stakes, seat.value, |s| s.chance == ch && !(insured_out && s.premium.is_some()))
                .and_then(|i| c.stakes.get_mut(i))
                .map(|s| &mut s.written),
            (true, Some(ch)) => {
                // Two prisoners of the seat on the chance: the first `choose` is the oldest's,
                // the next the other's.
                let twins =
                    c.prisoner_seats.of(&c.prisoners, seat.value).filter(|&j| c.prisoners[j].prisoner.bet.0 == ch);
                let j = named_prisoner(twins, |j| c.prisoners[j].written.choice.is_none(), |_| false);
                j.and_then(|j| c.prisoners.get_mut(j)).map(|h| &mut h.written)
            }
            _ => None,
        };
        let announced = c.wrong_points.as_ref().map(|(_, o)| *o);
        match (c.outcome, target) {
            // The coup has no result (TC006): its option is not judged, only taken as the log
            // writes it.
            (None, target) if c.incomplete_reported => {
                if let Some(w) = target {
                    w.choice.get_or_insert((choice.value, at));
                }
            }
            (Some(Outcome::Refait), Some(w)) if w.choice.is_none() => w.choice = Some((choice.value, at)),
            // The option a wrong announcement of the refait offered: its consequence.
            (Some(_), target) if announced == Some(Outcome::Refait) => {
                if let Some(w) = target {
                    w.choice.get_or_insert((choice.value, at));
                }
                if let Some((f, o)) = c.wrong_points.take() {
                    c.wrong_points = Some((f.label(at, t!("tc-settled-as-announced")), o));
                }
            }
            (outcome, _) => {
                let why = match outcome {
                    Some(Outcome::Refait) => t!("tc-choice-no-option", seat = seat.value, bet = bet.kind.value),
                    Some(o) => t!("tc-choice-not-refait", outcome = outcome_text(g, o)),
                    None => t!("tc-choice-before-result"),
                };
                out.push(
                    Finding::new("TC020", Label::new(at, t!("tc-choice-here")), why)
                        .expected(t!("tc-choice-on-refait"))
                        .found(Text::log_line(format!(
                            "choose {} {} {}",
                            seat.value,
                            bet.kind.value,
                            choice.value.as_str()
                        )))
                        .rule(g.spec.refait.rule.clone()),
                );
            }
        }
    }

    /// The coup ends (the next round, the session's close at `close`, the end of the log): what
    /// is still owed is reported (TC015; on the session's last coup, a stake left in prisión,
    /// TC023), an incomplete coup too (TC006), and the prisoners go on. A line that fitted while
    /// it was not known whether the coup is the last, and does not fit what it was, is TC014.
    pub(super) fn end_coup(&mut self, close: Option<Loc>, out: &mut Vec<Finding>) {
        let g = self.g;
        let min = self.limits.min;
        let last = close.is_some();
        let Some(mut c) = self.coup.take() else { return };
        // A wrong announcement goes first; a stake settled wholly as it announced is its
        // consequence, not unsettled.
        let wrong = c.wrong_points.take();
        let wrong_at = out.len();
        let as_announced = |owed: Option<Owed>, w: &Written| {
            wrong.is_some()
                && (!w.lines.is_empty() || w.choice.is_some())
                && owed.is_none_or(|o| complete(&o, &w.lines).is_ok())
        };
        let announced = wrong.as_ref().map(|(_, o)| *o);
        let stop = g.spec.rows.stop;
        let mut next: Vec<Prisoner<HeldChance>> = Vec::new();
        let Some(outcome) = c.outcome else {
            // Undecided: a coup with stakes or cards and no result (the rows short of the stop).
            if !c.incomplete_reported
                && !c.rows.unjudged
                && c.false_red_card.is_none()
                && (c.rows.dealt() || c.stakes.iter().any(|s| !s.carried))
            {
                let at = c.rows.rows.iter().filter_map(|r| r.last).max().unwrap_or(c.loc);
                out.push(incomplete(g, &c, at, stop));
            }
            // Nothing judged: the prisoners stay (but those the log settled after a coup left
            // short, TC006: their fate is the log's); stakes carried stay with the log.
            let settled = |i: usize| c.incomplete_reported && c.early.iter().any(|e| e.0 && e.1 == i);
            next.extend(c.prisoners.iter().enumerate().filter(|(i, _)| !settled(*i)).map(|(_, h)| h.prisoner.clone()));
            if c.incomplete_reported {
                for s in c.stakes.iter().filter(|s| matches!(s.written.choice, Some((ZeroChoice::Prison, _)))) {
                    next.push(Prisoner {
                        seat: seat_id(&mut self.seats, &mut self.seat_ids, &s.seat),
                        bet: HeldChance(s.chance),
                        stake: s.amount,
                        times: 1,
                        bet_loc: s.loc,
                        prison_loc: s.written.choice.map_or(c.loc, |ch| ch.1),
                    });
                }
            }
            self.hold(next);
            self.recycle(c);
            return;
        };
        // The deposits' lines written before the outcome, now that it is known.
        for s in &mut c.stakes {
            if let Some((action, amount, at)) = s.premium_deferred.take()
                && let Some(ins) = &g.spec.insurance
                && let Some(want) = premium_due(ins, Some(outcome))
                && let Some(f) = premium_line(ins, s, want, action, amount, at)
            {
                s.written.reported = true;
                out.push(f);
            }
        }
        // On the last coup, a line judged against what any coup owes may not fit what the last
        // owes (the half below the minimum, a prisoner left held): TC014 on the first such line.
        let misfit = |who: &Who<'_>, owed: &Owed, w: &Written| {
            let (k, why) = first_misfit(owed, &w.lines)?;
            let rule =
                if last { g.spec.refait.last_coup_rule.clone() } else { g.spec.refait.forced_prison_rule.clone() };
            let rule = rule.unwrap_or_else(|| g.spec.refait.rule.clone());
            Some(wrong_line(g, &c, who, w.lines[k], why, owed, outcome, rule))
        };
        // The coup's stakes sent to prisión: held after those already there (the ledger is
        // oldest first, the order a log names a seat's two prisoners on one chance in).
        let mut fresh: Vec<Prisoner<HeldChance>> = Vec::new();
        for s in &c.stakes {
            if let Some((premium, at)) = s.premium
                && s.premium_collected.is_none()
                && let Some(ins) = &g.spec.insurance
                && !s.written.reported
            {
                let want = premium_due(ins, Some(outcome)).unwrap_or(SettleAction::Collect);
                out.push(
                    Finding::new(
                        "TC015",
                        Label::new(at, t!("tc-premium-here")),
                        t!("tc-premium-unsettled", seat = s.seat.as_str(), premium = premium),
                    )
                    .expected(Text::log_line(format!("{} {} {} {premium}", want.as_str(), s.seat, ins.word)))
                    .found(t!("tc-no-line")),
                );
            }
            if s.written.reported {
                continue;
            }
            let Some(owed) = owed_stake(g, s, outcome, min, Some(last)) else { continue };
            let who = Who { seat: &s.seat, chance: s.chance, prison: false, bet_loc: s.loc };
            if let Some(f) = misfit(&who, &owed, &s.written) {
                out.push(f);
                continue;
            }
            match complete(&owed, &s.written.lines) {
                Ok(()) => {
                    if outcome == Outcome::Refait && s.written.lines.is_empty() && owed.iter().any(|a| a.is_empty()) {
                        if s.premium.is_some() && g.spec.insurance.is_some() {
                            // Insured, and the article leaves it on the cloth.
                            self.carried.push(Stake { carried: true, written: Written::default(), ..s.clone() });
                        } else {
                            fresh.push(Prisoner {
                                seat: seat_id(&mut self.seats, &mut self.seat_ids, &s.seat),
                                bet: HeldChance(s.chance),
                                stake: s.amount,
                                times: 1,
                                bet_loc: s.loc,
                                prison_loc: s.written.choice.map_or(c.loc, |ch| ch.1),
                            });
                        }
                    }
                }
                Err(_) if as_announced(announced.and_then(|a| owed_stake(g, s, a, min, Some(last))), &s.written) => {
                    // Sent to prisión by the announced refait: held as the table held it.
                    if announced == Some(Outcome::Refait) && s.written.lines.is_empty() && !last {
                        fresh.push(Prisoner {
                            seat: seat_id(&mut self.seats, &mut self.seat_ids, &s.seat),
                            bet: HeldChance(s.chance),
                            stake: s.amount,
                            times: 1,
                            bet_loc: s.loc,
                            prison_loc: s.written.choice.map_or(c.loc, |ch| ch.1),
                        });
                    }
                }
                Err(missing) => out.push(match close {
                    Some(at) if s.written.lines.is_empty() && outcome == Outcome::Refait => {
                        left_in_prison(g, &c, at, &who, &missing, s.written.choice, outcome)
                    }
                    _ => unsettled(g, &c, s.loc, &s.seat, s.chance, false, &missing, outcome),
                }),
            }
        }
        for h in c.prisoners.iter() {
            let keep = || h.prisoner.clone();
            if h.written.reported {
                continue;
            }
            let Some(owed) = owed_prisoner(g, h, outcome, min, Some(last)) else {
                // Not judged (color or inverso, the first card in doubt): a prisoner the log
                // settled is gone, one it did not is still held.
                if h.written.lines.is_empty() && !last {
                    next.push(keep());
                }
                continue;
            };
            let who = Who { seat: &h.seat, chance: h.prisoner.bet.0, prison: true, bet_loc: h.prisoner.bet_loc };
            if let Some(f) = misfit(&who, &owed, &h.written) {
                out.push(f);
                // Settled where the law keeps it in prisión: it stays, for the coup that frees it.
                if owed.iter().any(|a| a.is_empty()) {
                    let mut p = keep();
                    p.times += u32::from(outcome == Outcome::Refait);
                    next.push(p);
                }
                continue;
            }
            match complete(&owed, &h.written.lines) {
                Ok(()) => match outcome {
                    Outcome::RedCard | Outcome::Tie => next.push(keep()),
                    Outcome::Refait if h.written.lines.is_empty() => {
                        let mut p = keep();
                        p.times += 1;
                        next.push(p);
                    }
                    _ => {}
                },
                Err(_) if as_announced(announced.and_then(|a| owed_prisoner(g, h, a, min, Some(last))), &h.written) => {
                }
                Err(missing) => out.push(match close {
                    // A prisoner its chance's win or loss settles is owed that, not the close's.
                    Some(at) if h.written.lines.is_empty() && !matches!(outcome, Outcome::Decided { .. }) => {
                        left_in_prison(g, &c, at, &who, &missing, h.written.choice, outcome)
                    }
                    _ => unsettled(g, &c, h.prisoner.bet_loc, &h.seat, h.prisoner.bet.0, true, &missing, outcome),
                }),
            }
        }
        next.append(&mut fresh);
        if let Some((f, _)) = wrong {
            out.insert(wrong_at, f);
        }
        // Nothing stays in prisión past the session's close.
        self.hold(if last { Vec::new() } else { next });
        self.recycle(c);
    }

    pub(super) fn hold(&mut self, next: Vec<Prisoner<HeldChance>>) {
        // `take` hands back the (empty) held list and the spare buffer.
        let (_, spare) = self.prison.take();
        self.prison.hold(next, spare);
    }
}

/// The prisoner a settlement `line` of a decided coup names, found first as prisoner `i`: of
/// the seat's prisoners on `i`'s chance, the first with no line of that action yet, preferring
/// one the line fits (the shared ledger's rule, [`named_prisoner`]).
fn twin_named(g: &TreintaGame, c: &Coup, i: usize, line: Line, outcome: Outcome, min: Amount) -> usize {
    let Some(h) = c.prisoners.get(i) else { return i };
    let twins =
        c.prisoner_seats.of(&c.prisoners, &h.seat).filter(|&j| c.prisoners[j].prisoner.bet.0 == h.prisoner.bet.0);
    let free = |j: usize| {
        let w = &c.prisoners[j].written;
        !w.reported && !w.lines.iter().any(|l| l.0 == line.0)
    };
    // While it is not known whether the coup is the session's last, a line may fit one twin as
    // any coup settles it and the other only as the last would (the forced refund): the first
    // is preferred.
    let fits_it = |j: usize, last: Option<bool>| {
        let t = &c.prisoners[j];
        owed_prisoner(g, t, outcome, min, last).is_some_and(|o| fits(&o, &t.written.lines, line).is_ok())
    };
    let twins = || twins.clone();
    if twins().nth(1).is_none() {
        // The common case, one prisoner of the seat on the chance: nothing to choose.
        return i;
    }
    match named_prisoner(twins(), free, |j| fits_it(j, Some(false))) {
        Some(j) if fits_it(j, Some(false)) => j,
        _ => named_prisoner(twins(), free, |j| fits_it(j, None)).unwrap_or(i),
    }
}

/// What the 1 % deposit is due under `outcome`: collected, or (`insurance.on_void: returned`)
/// returned on a void coup; `None` while a void coup would return it and the outcome is not
/// known.
fn premium_due(ins: &InsuranceSpec, outcome: Option<Outcome>) -> Option<SettleAction> {
    match (ins.on_void, outcome) {
        (InsuranceOnVoid::Collected, _) => Some(SettleAction::Collect),
        (InsuranceOnVoid::Returned, Some(Outcome::Tie | Outcome::RedCard)) => Some(SettleAction::Return),
        (InsuranceOnVoid::Returned, Some(_)) => Some(SettleAction::Collect),
        (InsuranceOnVoid::Returned, None) => None,
    }
}

/// TC014 for the deposit's line (`action`, `amount`, at `at`) of stake `s` where `want` is due,
/// or `None` when it is right.
fn premium_line(
    ins: &InsuranceSpec,
    s: &Stake,
    want: SettleAction,
    action: SettleAction,
    amount: Amount,
    at: Loc,
) -> Option<Finding> {
    let premium = s.premium.map_or(Amount::ZERO, |p| p.0);
    if action == want && amount == premium {
        return None;
    }
    let seat = s.seat.as_str();
    let message = match (ins.on_void, want) {
        (InsuranceOnVoid::Collected, _) => t!("tc-premium-not-collected", seat = seat, premium = premium),
        (_, SettleAction::Return) => t!("tc-premium-not-returned", seat = seat, premium = premium),
        _ => t!("tc-premium-kept", seat = seat, premium = premium),
    };
    Some(
        Finding::new("TC014", Label::new(at, t!("tc-settled-here")), message)
            .label(s.premium.map_or(s.loc, |p| p.1), t!("tc-premium-here"))
            .expected(Text::log_line(format!("{} {seat} {} {premium}", want.as_str(), ins.word)))
            .found(Text::log_line(format!("{} {seat} {} {amount}", action.as_str(), ins.word)))
            .rule(ins.rule.clone()),
    )
}

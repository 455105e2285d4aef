//! The money of a coup when it ends: each stake settled against the result the cards give, the
//! cagnotte on the banker's winnings and the bank carried to the next coup.

use super::*;

impl<'g> Banked<'g> {
    pub(super) fn banco_stake(&self, coup: &Coup) -> bool {
        coup.log.book.stakes.iter().any(|s| self.plays.get(s.bet).is_some_and(|p| p.banco))
    }

    // ---- settlements ------------------------------------------------------------------------

    pub(super) fn settle(
        &mut self,
        ev: &Event<'_>,
        action: Sp<SettleAction>,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let Some(coup) = self.coup.as_mut() else { return };
        let Ok(i) = settled_stake(g, &coup.log.book, ev.loc, action, seat, bet, amount).map_err(|f| {
            if coup.log.settles_refused(seat, bet) {
                // The bet was reported as not a bet of the article (BC019): its settlement is
                // that fault's consequence. What it moved is not the coup's money as the rules
                // give it, so the cagnotte and the bank carried are not judged on it.
                coup.stake_missing = true;
                return;
            }
            if f.code == "BC033" {
                coup.stake_missing = true;
                let key = (seat.value.to_owned(), bet.kind.value.to_owned());
                if coup.missing_stakes.contains(&key) {
                    return;
                }
                coup.missing_stakes.push(key);
            }
            out.push(*f);
        }) else {
            return;
        };
        if coup.log.result_line.is_none() && !coup.early_settlement_reported {
            coup.early_settlement_reported = true;
            coup.early_settlement = Some(
                Finding::new(
                    "BC032",
                    Label::new(ev.loc, t!("chemin-before-result-label")),
                    t!("chemin-settled-before-result", seat = seat.value, bet = bet.kind.value),
                )
                .expected(t!("chemin-settlements-after-result"))
                .found(t!("chemin-action-before-result", action = action.value.as_str())),
            );
        }
        let stake = &mut coup.log.book.stakes[i];
        // A split stake may be paid on one paño and collected on the other: one of each action.
        if let Some(prev) = stake.settlements.iter().find(|m| m.action == action.value) {
            out.push(
                Finding::new(
                    "BC013",
                    Label::new(ev.loc, t!("chemin-second-settlement-label")),
                    t!("chemin-settled-twice", seat = seat.value, bet = bet.kind.value, action = action.value.as_str()),
                )
                .label(prev.at, t!("chemin-first-here"))
                .expected(t!("chemin-one-action-per-bet", action = action.value.as_str()))
                .found(t!("chemin-a-second-action", action = action.value.as_str())),
            );
            return;
        }
        stake.settlements.push(Settlement {
            action: action.value,
            amount: amount.value,
            at: ev.loc,
            amount_at: amount.loc,
        });
    }

    /// The coup is over: its settlements, its cagnotte, and the bank it leaves.
    pub(super) fn end_coup(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let Some(mut coup) = self.coup.take() else { return };
        let g = self.g;
        let pb = self.pb;
        let Some((verdicts, result_loc)) = coup.result.take() else {
            if coup.log.first_deal.is_some() && coup.log.result_line.is_none() {
                let mut f = coup
                    .log
                    .ended_without_result(Label::new(at, t!("chemin-coup-ends")), t!("chemin-result-after-cards"));
                if let Some(early) = &coup.early_settlement {
                    f = f.label(early.primary.loc, t!("chemin-settled-no-result"));
                }
                out.push(f);
                self.bank.unsure = true;
            } else {
                out.extend(coup.early_settlement.take());
            }
            self.spare = Some(coup);
            return;
        };
        // The verdicts the money is judged against: the cards' when they give others.
        for (slot, v) in verdicts.iter().enumerate() {
            let outcome = match v {
                Verdict::Banker => study::BANKER_WON,
                Verdict::Player => study::PLAYER_WON,
                Verdict::Tie => study::TIE,
            };
            self.tally.outcome(slot, outcome);
        }
        // What the bank should collect and pay on the announced result, and what the log moved.
        let (mut due_net, mut rec_net) = (0i64, 0i64);
        // After a wrong announcement the log's money followed it, not the cards: what the bank
        // holds after this coup is not known from either (a `deal` line may be what is missing).
        let mut money_unsure = coup.stake_missing || coup.announced.is_some();
        // A settlement's amount was reported (BC009, BC045, BC011): see the cagnotte below.
        let mut settlement_found = false;
        for s in &coup.log.book.stakes {
            let Some(def) = g.bets.get(s.bet) else { continue };
            let (parts, _rest) = self.parts(s.bet, s.amount);
            let share = self.share_of(s.bet).is_some();
            let (mut pay, mut collect) = (Amount(0), Amount(0));
            let mut tie = !parts.is_empty();
            for (slot, a) in &parts {
                match verdicts.get(*slot) {
                    Some(Verdict::Player) => {
                        tie = false;
                        pay = pay.saturating_add(a.mul_ratio(def.payout, pb.payout_rounding));
                    }
                    Some(Verdict::Banker) => {
                        tie = false;
                        collect = collect.saturating_add(*a);
                    }
                    _ => {}
                }
            }
            due_net = due_net.saturating_add(collect.0.saturating_sub(pay.0));
            let moves = s.settlements.as_slice();
            // The rule and the description are made only for a finding: this runs for every
            // stake of every coup.
            let rule = || self.share_of(s.bet).map_or_else(|| def.rule.clone(), |x| x.rule.clone());
            let code = if share { "BC045" } else { "BC009" };
            let desc = || t!("chemin-stake", seat = s.seat.as_str(), stake = s.amount, bet = &def.name);
            let mut contradicted = false;
            let mut stake_found = false;
            for &Settlement { action: act, amount, at: line, amount_at: amount_loc } in moves {
                let (due, verb) = match act {
                    SettleAction::Pay => {
                        rec_net = rec_net.saturating_sub(amount.0);
                        (pay, t!("chemin-paid-label"))
                    }
                    SettleAction::Collect => {
                        rec_net = rec_net.saturating_add(amount.0);
                        (collect, t!("chemin-collected-label"))
                    }
                    // Stakes (or the parts that do not play) go back to the player: not money
                    // of the coup.
                    SettleAction::Return | SettleAction::Release => continue,
                };
                if due == Amount(0) {
                    contradicted = true;
                    settlement_found = true;
                    let mut f = self.contradicts(desc(), act, amount, line, result_loc, tie, pay, collect);
                    if coup.announced.is_some() {
                        // It followed the announcement, not the cards (BC008 on the result).
                        f.message = t!("chemin-by-the-cards", message = f.message);
                    }
                    out.push(f.rule(rule()));
                } else if amount != due {
                    // One finding per stake: a split stake's other part, off by the same cause
                    // (a wrong stake), is not reported again.
                    if std::mem::replace(&mut stake_found, true) {
                        continue;
                    }
                    settlement_found = true;
                    // The Fluent selector: the stake is split, and only a part of it plays.
                    let part = if share { "share" } else { "whole" };
                    let msg = match act {
                        SettleAction::Pay => {
                            t!("chemin-wins-but-paid", stake = desc(), due = due, part = part, amount = amount)
                        }
                        _ => t!("chemin-loses-but-collected", stake = desc(), due = due, part = part, amount = amount),
                    };
                    out.push(
                        Finding::new(code, Label::new(amount_loc, verb), msg)
                            .expected(t!("chemin-action-amount", action = act.as_str(), amount = due))
                            .found(t!("chemin-action-amount", action = act.as_str(), amount = amount))
                            .rule(rule()),
                    );
                }
            }
            let has = |a: SettleAction| moves.iter().any(|m| m.action == a);
            if contradicted {
                continue;
            }
            // A split stake may be owed both a payment (where its paño won) and a collection.
            for (owed, amount) in [(SettleAction::Pay, pay), (SettleAction::Collect, collect)] {
                if amount > Amount(0) && !has(owed) {
                    let message = match owed {
                        SettleAction::Pay => t!("chemin-wins-not-paid", stake = desc(), amount = amount),
                        _ => t!("chemin-loses-not-collected", stake = desc(), amount = amount),
                    };
                    let f = unsettled(owed, s, &def.name, amount, message, Until::CoupEnds, result_loc);
                    out.push(f.rule(rule()));
                    // Whether the money moved is not known (its line may be missing).
                    money_unsure = true;
                }
            }
        }
        // The cagnotte: on the banker's winnings by the announced result, when he wins the
        // coup overall (settlement errors are reported on their own lines, not again here).
        let taken = Amount(coup.cagnotte.iter().fold(0i64, |a, c| a.saturating_add(c.0.0)));
        // Without a rate in the text, only whether a cagnotte is due is checked: what was taken
        // stands when the banker wins overall.
        let rate = self.modality.cagnotte_rate;
        let due = if due_net <= 0 {
            Amount(0)
        } else if let Some(rate) = rate {
            let base = match pb.cagnotte.base {
                CagnotteBase::Net => Amount(due_net),
                CagnotteBase::Gross => Amount(self.gross_collected(&coup, &verdicts)),
            };
            base.mul_ratio(rate, pb.cagnotte.rounding)
        } else {
            taken
        };
        // After a settlement reported as wrong, a cagnotte on the money the log moved is not a
        // second error: the stake may be what is wrong (a `bet` line written twice), and the
        // settlement's finding says so.
        // So is a cagnotte that follows a wrong announcement: the settlements that followed it
        // are reported, and the cagnotte on the money they moved is their consequence.
        let on_log = match (rate, pb.cagnotte.base) {
            (Some(rate), CagnotteBase::Net) if settlement_found || coup.announced.is_some() => {
                Some(if rec_net > 0 { Amount(rec_net).mul_ratio(rate, pb.cagnotte.rounding) } else { Amount(0) })
            }
            (None, _) if settlement_found || coup.announced.is_some() => {
                Some(if rec_net > 0 { taken } else { Amount(0) })
            }
            _ => None,
        };
        if taken != due && !coup.stake_missing && on_log != Some(taken) {
            // The log's cagnotte or the rules' may be what left the bank (a `cagnotte` line may
            // be missing): the bank carried is not known.
            money_unsure = true;
            let rate = rate.map_or_else(|| t!("chemin-cagnotte-establishment-rate"), percent_text);
            let message = if due_net > 0 {
                let base = match pb.cagnotte.base {
                    CagnotteBase::Net => t!("chemin-cagnotte-base-net", won = Amount(due_net)),
                    CagnotteBase::Gross => {
                        t!("chemin-cagnotte-base-gross", collected = Amount(self.gross_collected(&coup, &verdicts)))
                    }
                };
                t!("chemin-cagnotte-banker-wins", taken = taken, rate = rate, base = base, due = due)
            } else if due_net == 0 {
                t!("chemin-cagnotte-banker-wins-nothing", taken = taken)
            } else {
                t!("chemin-cagnotte-banker-loses", taken = taken)
            };
            let primary = coup.cagnotte.first().map_or(result_loc, |c| c.1);
            let label = if coup.cagnotte.is_empty() {
                t!("chemin-no-cagnotte-taken-label")
            } else {
                t!("chemin-cagnotte-label")
            };
            out.push(
                Finding::new("BC040", Label::new(primary, label), message)
                    .label(result_loc, t!("chemin-result-label"))
                    .expected(t!("chemin-cagnotte-amount", amount = due))
                    .found(if coup.cagnotte.is_empty() {
                        t!("chemin-no-cagnotte")
                    } else {
                        t!("chemin-cagnotte-amount", amount = taken)
                    })
                    .rule(if due == Amount(0) {
                        pb.cagnotte.trigger_rule.clone().unwrap_or_else(|| pb.cagnotte.rule.clone())
                    } else {
                        pb.cagnotte.rule.clone()
                    }),
            );
        }
        // The bank it leaves: the least of what the rules and what the log's money give, so
        // that an error already reported does not make the next bank look decreased.
        let net = due_net.min(rec_net);
        let bank = coup.bank.map(|b| b.0).or(self.bank.carry);
        self.bank.carry = bank.map(|bank| Amount(bank.0.saturating_add(net).saturating_sub(taken.0)));
        self.bank.unsure |= money_unsure;
        self.bank.winnings_unsure |= coup.announced.is_some();
        if coup.bank.is_some() {
            self.bank.last = coup.bank;
        }
        // Played on: the next bank a banker announces is constituted anew only as the rules
        // say (a new banker, or a new deposit after the bank «saltó»).
        self.bank.constituted = None;
        if self.bank.initial.is_none() {
            self.bank.initial = coup.bank;
        }
        self.bank.winnings = Amount(self.bank.winnings.0.saturating_add(net).saturating_sub(taken.0));
        self.bank.lost = if net < 0 { Some(result_loc) } else { None };
        // Bank loss: chemin de fer passes the bank. After a wrong announcement the bank passing
        // or staying follows from it: either is accepted (one fault, one finding).
        let banker_lost = verdicts.iter().all(|v| *v == Verdict::Player) && coup.announced.is_none();
        if banker_lost && g.spec.shoe_holder.as_ref().is_some_and(|h| h.passes_on_bank_loss) {
            self.must_pass = Some(result_loc);
        }
        // Banco replays.
        if let Some(max) = pb.banco.null_replays {
            let banco = self.banco_stake(&coup);
            let null = verdicts.iter().all(|v| *v == Verdict::Tie);
            let rule = || pb.banco.replay_rule.clone().unwrap_or_else(|| pb.banco.free_rule.clone());
            let replays_before = match (coup.replay, self.null_banco) {
                (Some(r), None) => {
                    out.push(
                        Finding::new(
                            "BC049",
                            Label::new(r, t!("chemin-replay-label")),
                            t!("chemin-replay-without-null-banco"),
                        )
                        .expected(t!("chemin-replay-only-after-null-banco"))
                        .found(Text::verbatim("replay"))
                        .rule(rule()),
                    );
                    None
                }
                (Some(r), Some((n, first))) => {
                    if n >= max {
                        out.push(
                            Finding::new(
                                "BC049",
                                Label::new(r, t!("chemin-replay-label")),
                                t!("chemin-too-many-replays", nth = n + 1, max = max),
                            )
                            .label(first, t!("chemin-null-banco-coup"))
                            .expected(t!("chemin-at-most-replays", max = max))
                            .found(t!("chemin-replay-nth", nth = n + 1))
                            .rule(rule()),
                        );
                    }
                    Some((n + 1, first))
                }
                (None, _) => None,
            };
            self.null_banco = if banco && null {
                match replays_before {
                    Some(x) => Some(x),
                    None => Some((0, result_loc)),
                }
            } else {
                None
            };
        }
        self.spare = Some(coup);
    }

    /// The session closes at `at`: the tallas it played (BC054).
    pub(super) fn close_session(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let Some(t) = &self.modality.tallas_per_session else { return };
        if self.shoes == t.count {
            return;
        }
        let mut f = Finding::new(
            "BC054",
            Label::new(at, t!("chemin-session-closes-label")),
            t!("chemin-tallas-per-session", shoes = self.shoes, modality = &self.modality.name, count = t.count),
        )
        .expected(t!("chemin-shoe-lines-in-session", count = t.count))
        .found(self.shoes)
        .rule(t.rule.clone());
        if let Some(open) = self.session {
            f = f.label(open, t!("chemin-session-opens"));
        }
        out.push(f);
    }

    /// Winnings the banker collects on the announced result (the `gross` cagnotte base).
    pub(super) fn gross_collected(&self, coup: &Coup, verdicts: &[Verdict]) -> i64 {
        let mut sum = 0;
        for s in &coup.log.book.stakes {
            let (parts, _) = self.parts(s.bet, s.amount);
            for (slot, a) in parts {
                if verdicts.get(slot) == Some(&Verdict::Banker) {
                    sum = a.0.saturating_add(sum);
                }
            }
        }
        sum
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn contradicts(
        &self,
        desc: Text,
        act: SettleAction,
        amount: Amount,
        line: Loc,
        result_loc: Loc,
        tie: bool,
        pay: Amount,
        collect: Amount,
    ) -> Finding {
        let due = match (pay > Amount(0), collect > Amount(0)) {
            (true, true) => t!("chemin-due-pay-and-collect", pay = pay, collect = collect),
            (true, false) => t!("chemin-action-amount", action = "pay", amount = pay),
            (false, true) => t!("chemin-action-amount", action = "collect", amount = collect),
            (false, false) => t!("chemin-due-nothing"),
        };
        if tie {
            return Finding::new(
                "BC014",
                Label::new(line, t!("chemin-on-null-coup-label")),
                t!("chemin-settled-on-null-coup", stake = desc, action = act.as_str()),
            )
            .label(result_loc, t!("chemin-tie-label"))
            .expected(due)
            .found(t!("chemin-action-amount", action = act.as_str(), amount = amount));
        }
        Finding::new(
            "BC011",
            Label::new(line, t!("chemin-contradicts-result-label")),
            t!("chemin-contradicts-result", stake = desc, action = act.as_str(), due = due.clone()),
        )
        .label(result_loc, t!("chemin-result-label"))
        .expected(due)
        .found(t!("chemin-action-amount", action = act.as_str(), amount = amount))
    }
}

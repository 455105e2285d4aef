//! The money of a coup: each stake settled against the result the cards give (payouts, the
//! commission on banca, ties), settlements made before the result, and the end of the coup.

use super::*;

impl<'g> PuntoBanca<'g> {
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
                // that fault's consequence.
                return;
            }
            // The seat given the hand settles a bet on it that the log never placed: that bet
            // was its highest, so the hand went where it should (see `Coup::holder_fault`).
            // (A bet on punto is paid 1 to 1 or collected whole: the amount is the stake, which
            // must be the highest for the choice to be right.)
            if coup.holder_fault.as_ref().is_some_and(|(_, s)| s == seat.value)
                && g.spec.hand_holder.as_ref().is_some_and(|h| h.highest_bet == bet.kind.value)
                && coup
                    .log
                    .book
                    .stakes
                    .iter()
                    .filter(|s| g.bets.get(s.bet).is_some_and(|d| d.name == bet.kind.value))
                    .all(|s| s.amount <= amount.value)
            {
                coup.holder_fault = None;
            }
            out.push(*f);
        }) else {
            return;
        };
        let stake = &mut coup.log.book.stakes[i];
        if let Some(&Settlement { action: prev, at, .. }) = stake.settlements.first() {
            out.push(
                Finding::new(
                    "BC013",
                    Label::new(ev.loc, t!("bac-second-settlement")),
                    t!("bac-settled-twice", seat = seat.value, bet = bet.kind.value),
                )
                .label(at, t!("bac-settled-here", action = prev.as_str()))
                .expected(t!("bac-one-settlement-per-bet"))
                .found(t!(
                    "bac-action-after",
                    action = action.value.as_str(),
                    previous = prev.as_str()
                )),
            );
            return;
        }
        let line = Settlement { action: action.value, amount: amount.value, at: ev.loc, amount_at: amount.loc };
        stake.settlements.push(line);
        if coup.unread_result() {
            // The result named no winner and the cards give none: nothing to judge against.
            return;
        }
        let early = Early { stake: i, line };
        let Some(result) = coup.result else {
            coup.early.push(early);
            return;
        };
        if let Some(f) = self.settlement_finding(early, result) {
            out.push(f);
        }
    }

    /// Settlements made before the result, now that it is known: a wrong one is its money
    /// error, a right one BC032.
    pub(super) fn judge_early_settlements(&mut self, out: &mut Vec<Finding>) {
        let Some(coup) = self.coup.as_mut() else { return };
        let early = std::mem::take(&mut coup.early);
        let result = coup.result;
        let result_at = coup.log.result_line;
        for e in early {
            if let Some(r) = result
                && let Some(f) = self.settlement_finding(e, r)
            {
                out.push(f);
                continue;
            }
            out.push(self.early_finding(e, result_at));
        }
    }

    pub(super) fn early_finding(&self, e: Early, result_at: Option<Loc>) -> Finding {
        self.early_finding_in(self.coup.as_deref(), e, result_at)
    }

    /// [`PuntoBanca::early_finding`] for a settlement of `coup`.
    pub(super) fn early_finding_in(&self, coup: Option<&Coup>, e: Early, result_at: Option<Loc>) -> Finding {
        let (seat, bet) = coup
            .and_then(|c| c.log.book.stakes.get(e.stake))
            .map(|s| (s.seat.clone(), self.g.bets.get(s.bet).map_or("?".to_owned(), |d| d.name.clone())))
            .unwrap_or_default();
        let mut f = Finding::new(
            "BC032",
            Label::new(e.line.at, t!("bac-before-the-result")),
            t!("bac-settled-before-result", seat = seat.as_str(), bet = bet),
        )
        .expected(t!("bac-settlements-after-result"))
        .found(t!("bac-before-any-result", action = e.line.action.as_str()));
        if let Some(r) = result_at {
            f = f.label(r, t!("bac-result"));
        }
        f
    }

    /// The finding a settlement deserves against the coup's result, if any.
    pub(super) fn settlement_finding(&self, e: Early, (outcome, result_loc): (Outcome, Loc)) -> Option<Finding> {
        let g = self.g;
        let coup = self.coup.as_ref()?;
        let stake = coup.log.book.stakes.get(e.stake)?;
        let Settlement { action: act, amount: amount_value, at: ev_loc, amount_at: amount_loc } = e.line;
        let seat = stake.seat.as_str();
        let def = &g.bets[stake.bet];
        let d = due(g, stake.bet, stake.amount, outcome);
        let right = matches!(
            (act, d),
            (SettleAction::Pay, Due::Pay(x)) | (SettleAction::Collect, Due::Collect(x)) | (SettleAction::Return, Due::Push(x))
                if amount_value == x
        );
        if right {
            return None;
        }
        let outcome_name = match outcome {
            Outcome::Won(h) => t!("bac-hand-wins", hand = g.hands[h].name.as_str()),
            Outcome::Tie => t!("bac-a-tie"),
        };
        // After a wrong announcement (BC008) the coup's result is the cards'.
        let by_cards = coup.announced.map(|a| t!("bac-by-the-cards", announced = self.outcome_name(a)));
        let desc = t!("bac-stake-desc", seat = seat, stake = stake.amount, bet = def.name.as_str());
        match (act, d) {
            (SettleAction::Pay, Due::Pay(w)) if amount_value != w => {
                let code = if def.commission && g.commission.is_some() { "BC010" } else { "BC009" };
                let how = if code == "BC010" {
                    let gross = stake.amount.mul_ratio(def.payout, crate::money::Rounding::Down);
                    match g.commission.as_ref() {
                        Some(c) => {
                            let rate = percent_text(c.rate);
                            // The commission deducted (its share, what the winnings come to
                            // after it) or the share of the winnings paid.
                            let (what, share, net) = match c.rounds {
                                crate::catalog::baccarat::CommissionRounds::Deduction => {
                                    (rate.clone(), c.rate, Some(gross.saturating_sub(w)))
                                }
                                crate::catalog::baccarat::CommissionRounds::Payment => {
                                    let keep = crate::money::Payout(num_rational::Ratio::from_integer(1) - c.rate.0);
                                    (percent_text(keep), keep, None)
                                }
                            };
                            let rounding = rounding_words(c.rounding);
                            let exact = exact(gross, share);
                            let payout = def.payout.to_string();
                            match net {
                                Some(net) => t!(
                                    "bac-commission-deducted",
                                    gross = gross,
                                    payout = payout,
                                    rate = rate,
                                    share = what,
                                    exact = exact,
                                    rounding = rounding,
                                    commission = net,
                                    net = w
                                ),
                                None => t!(
                                    "bac-commission-paid",
                                    gross = gross,
                                    payout = payout,
                                    rate = rate,
                                    share = what,
                                    exact = exact,
                                    rounding = rounding,
                                    net = w
                                ),
                            }
                        }
                        None => t!("bac-winnings-at-odds", gross = gross, payout = def.payout.to_string(), net = w),
                    }
                } else {
                    t!("bac-winnings-times", stake = stake.amount, payout = def.payout.to_string(), net = w)
                };
                Some(
                    Finding::new(
                        code,
                        Label::new(amount_loc, t!("bac-paid")),
                        t!("bac-paid-but-wins", desc = desc, paid = amount_value, how = how),
                    )
                    .expected(t!("bac-due-pay", amount = w))
                    .found(t!("bac-due-pay", amount = amount_value))
                    .rule(if code == "BC010" {
                        g.commission.as_ref().map_or(def.rule.clone(), |c| c.rule.clone())
                    } else {
                        def.rule.clone()
                    }),
                )
            }
            (SettleAction::Collect, Due::Collect(s)) | (SettleAction::Return, Due::Push(s)) if amount_value != s => {
                Some(
                    Finding::new(
                        "BC009",
                        Label::new(amount_loc, t!("bac-wrong-amount")),
                        t!("bac-instead-of-the-stake", desc = desc, action = act.as_str(), amount = amount_value),
                    )
                    .expected(t!("bac-action-amount", action = act.as_str(), amount = s))
                    .found(t!("bac-action-amount", action = act.as_str(), amount = amount_value))
                    .rule(def.rule.clone()),
                )
            }
            (SettleAction::Pay, Due::Pay(_))
            | (SettleAction::Collect, Due::Collect(_))
            | (SettleAction::Return, Due::Push(_)) => None,
            (_, Due::Push(_)) => Some(
                Finding::new(
                    "BC014",
                    Label::new(ev_loc, t!("bac-on-a-tie")),
                    t!("bac-settled-on-a-tie", desc = desc, action = act.as_str()),
                )
                .label(result_loc, t!("bac-tie"))
                .expected(d.describe())
                .found(t!("bac-action-amount", action = act.as_str(), amount = amount_value))
                .rule(def.tie_rule.clone().unwrap_or_else(|| def.rule.clone())),
            ),
            _ => Some(
                Finding::new(
                    "BC011",
                    Label::new(ev_loc, t!("bac-contradicts-the-result")),
                    t!(
                        "bac-settled-against-result",
                        desc = desc,
                        action = act.as_str(),
                        outcome = outcome_name.clone(),
                        by_cards = by_cards.clone().unwrap_or_else(|| Text::verbatim("")),
                        due = d.describe()
                    ),
                )
                .label(result_loc, outcome_name.clone())
                .expected(d.describe())
                .found(t!("bac-action-amount", action = act.as_str(), amount = amount_value))
                .rule(def.rule.clone()),
            ),
        }
    }

    /// The coup is over (next round, session close, or `None`: the end of input).
    pub(super) fn end_coup(&mut self, at: Option<Loc>, out: &mut Vec<Finding>) {
        // Tested before taking: taking moves the whole (empty) finding, at every coup.
        if let Some(c) = self.coup.as_mut()
            && c.holder_fault.is_some()
        {
            out.extend(c.holder_fault.take().map(|(f, _)| f));
        }
        let Some(c) = self.coup.as_ref() else { return };
        if c.log.result_line.is_none() && c.log.dealt > 0 {
            // The draws are judged even without a result.
            self.judge_cards(at.unwrap_or(c.last), false, out);
        }
        let Some(coup) = self.coup.take() else { return };
        self.judge_ended(&coup, at, out);
        self.spare = Some(coup);
    }

    /// The findings about a coup that is over (`coup`, no longer the current one).
    pub(super) fn judge_ended(&mut self, coup: &Coup, at: Option<Loc>, out: &mut Vec<Finding>) {
        let g = self.g;
        for s in &coup.log.book.stakes {
            self.tally.stake(s.bet, s.amount.minor());
        }
        // The outcome the money is judged against: the cards' winner when they give one.
        match coup.result {
            Some((Outcome::Won(h), _)) if h == g.banker => self.tally.outcome(0, study::BANKER_WON),
            Some((Outcome::Won(_), _)) => self.tally.outcome(0, study::PLAYER_WON),
            Some((Outcome::Tie, _)) => self.tally.outcome(0, study::TIE),
            None => {}
        }
        if coup.unread_result() {
            return;
        }
        let Some((outcome, result_loc)) = coup.result else {
            if coup.log.dealt > 0 {
                // Settlements made without a result are part of this finding (no BC032).
                let label = match at {
                    Some(at) => Label::new(at, t!("bac-coup-ends")),
                    None => Label::new(coup.last, t!("bac-end-of-input")),
                };
                let expected = t!(
                    "bac-result-after-the-cards",
                    player = g.hand_name(self.player),
                    banker = g.hand_name(g.banker),
                    tie = g.spec.tie_word.as_str()
                );
                out.push(coup.log.ended_without_result(label, expected).rule(RESULT_RULE));
                // Whether the bank lost is not known: the shoe may pass, or stay.
                self.holder_free = true;
                self.must_pass = None;
            } else if !coup.early.is_empty() {
                out.extend(coup.early.iter().map(|e| self.early_finding_in(Some(coup), *e, None)));
            } else if !coup.log.book.stakes.is_empty() {
                out.push(
                    Finding::new(
                        "S004",
                        Label::new(coup.log.loc, t!("bac-round-without-result")),
                        t!("bac-bets-in-coup-never-dealt"),
                    )
                    .expected(t!("bac-cards-and-a-result"))
                    .found(t!("bac-no-cards")),
                );
            }
            return;
        };
        for s in &coup.log.book.stakes {
            if !s.settlements.is_empty() {
                continue;
            }
            let Some(def) = g.bets.get(s.bet) else { continue };
            let (owed, amount, message) = match due(g, s.bet, s.amount, outcome) {
                Due::Pay(w) => (
                    SettleAction::Pay,
                    w,
                    t!("bac-winning-not-paid", seat = s.seat.as_str(), stake = s.amount, bet = def.name.as_str()),
                ),
                Due::Collect(a) => (
                    SettleAction::Collect,
                    a,
                    t!("bac-losing-not-collected", seat = s.seat.as_str(), stake = s.amount, bet = def.name.as_str()),
                ),
                Due::Push(_) => continue,
            };
            out.push(
                unsettled(owed, s, &def.name, amount, message, Until::NextCoup, result_loc).rule(def.rule.clone()),
            );
        }
    }
}

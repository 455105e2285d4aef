//! The settlements: finding the stake a `pay`, `collect`, `return` or `release` line names
//! (in the round, held in prisión, or elsewhere), judging it, and an even chance's option on
//! zero (`choose`).

use super::*;

impl<'g> RouletteEngine<'g> {
    /// Finds the bet a settlement or choice names. Inlined: it runs for nearly every
    /// settlement line, and only the common case (a bet of this round) is kept here.
    #[inline(always)]
    pub(super) fn find(&mut self, seat: &Word<'_>, bet: &BetRef<'_>) -> Lookup {
        let Some(&seat_id) = self.seats.get(seat.value) else { return Lookup::Missing };
        let Some(round) = self.round.as_ref() else { return Lookup::Missing };
        let target = target_key(bet);
        if !bet.prison {
            if let Some(&kind) = self.g.by_name.get(bet.kind.value) {
                if let Some(i) = round.bet_index(seat_id, kind, &target) {
                    return Lookup::Found(BetId::Fresh(i));
                }
            }
        }
        self.find_elsewhere(seat_id, bet, &target)
    }

    /// Whether a line naming this missing bet was reported already this round (RL007); records
    /// it otherwise (see `Round::missing`).
    #[cold]
    pub(super) fn missing_reported(&mut self, seat: &Word<'_>, bet: &BetRef<'_>) -> bool {
        // A combination a series of the catalogue has chips on may be one chip of a series
        // whose `bet` line is missing, settled chip by chip: the seat's lines on such chips
        // are one missing bet, reported once in the round.
        let chip = !bet.prison && self.chip_of_some_series(bet);
        let Some(round) = self.round.as_mut() else { return false };
        let key = if chip {
            (seat.value.to_owned(), false, String::from(" series chip"), Numbers::default())
        } else {
            (seat.value.to_owned(), bet.prison, bet.kind.value.to_owned(), target_key(bet))
        };
        if bet.prison && self.prison.forget_lost(seat.value, bet.kind.value) {
            round.missing.push(key);
            return true;
        }
        if round.missing.contains(&key) {
            return true;
        }
        round.missing.push(key);
        false
    }

    /// `bet` names a combination on which some series of the catalogue puts chips.
    #[cold]
    pub(super) fn chip_of_some_series(&self, bet: &BetRef<'_>) -> bool {
        let g = self.g;
        let Some(&kind) = g.by_name.get(bet.kind.value) else { return false };
        let Some(&mask) = g.kinds[kind].targets.get(&target_key(bet)) else { return false };
        g.kinds.iter().any(|s| s.is_series() && s.placements.iter().any(|p| p.kind == kind && p.mask == mask))
    }

    /// `bet` names a combination on which a series bet of `seat` this round has chips (and the
    /// seat has no bet of its own there): the series bet's index.
    #[cold]
    pub(super) fn series_chip(&self, seat: &Word<'_>, bet: &BetRef<'_>) -> Option<usize> {
        let g = self.g;
        let seat_id = *self.seats.get(seat.value)?;
        let kind = *g.by_name.get(bet.kind.value)?;
        if bet.prison || !g.has_series() {
            return None;
        }
        let mask = *g.kinds[kind].targets.get(&target_key(bet))?;
        let round = self.round.as_ref()?;
        // A handful of series kinds, each looked up by key: no scan of the round's bets.
        g.kinds
            .iter()
            .enumerate()
            .filter(|(_, s)| s.is_series() && s.placements.iter().any(|p| p.kind == kind && p.mask == mask))
            .find_map(|(si, _)| round.bet_index(seat_id, si, &Numbers::default()))
    }

    /// `bet`, written without `prison`, names a bet of `seat` held in prisión: its index.
    #[cold]
    pub(super) fn held_in_prison(&self, seat: &Word<'_>, bet: &BetRef<'_>) -> Option<usize> {
        let (Some(&seat_id), Some(&kind)) = (self.seats.get(seat.value), self.g.by_name.get(bet.kind.value)) else {
            return None;
        };
        if bet.prison {
            return None;
        }
        self.prison.find(seat_id, (kind, target_key(bet)))
    }

    /// Says how a prisoner is named: `ACT SEAT prison KIND [NUMBERS] REST`.
    #[cold]
    pub(super) fn prison_hint(&self, f: Finding, act: &str, seat: &Word<'_>, bet: &BetRef<'_>, rest: &str) -> Finding {
        let named = BetRef { prison: true, ..*bet };
        let mut f = f.expected(t!(
            "rl-prisoner-without-prison-expected",
            line = format!("{act} {} {} {rest}", seat.value, render_ref(&named)),
            kind = bet.kind.value
        ));
        f.message = t!("rl-prisoner-without-prison", action = act, seat = seat.value, kind = bet.kind.value);
        f
    }

    /// [`Self::find`] for a prisoner, or a bet not placed this round: held in prisión, or one
    /// already reported as invalid.
    #[cold]
    #[inline(never)]
    pub(super) fn find_elsewhere(&self, seat_id: u32, bet: &BetRef<'_>, target: &Numbers) -> Lookup {
        let Some(round) = self.round.as_ref() else { return Lookup::Missing };
        if bet.prison {
            let kind = self.g.by_name.get(bet.kind.value);
            if let Some(i) = kind.and_then(|k| self.prison.find(seat_id, (*k, *target))) {
                return Lookup::Found(BetId::Prison(i));
            }
        }
        if round.ignored.iter().any(|(s, k, t)| *s == seat_id && k == bet.kind.value && t == target) {
            Lookup::Ignored
        } else {
            Lookup::Missing
        }
    }

    pub(super) fn settle_event(
        &mut self,
        ev: &Event<'_>,
        action: Sp<SettleAction>,
        seat: &Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let Some(round) = self.round.as_ref() else { return };
        // `pay s7 rojo 1 000`: the amount split by a thousands separator (M001), judged as meant.
        if bet.target.is_some()
            && let Some(&k) = self.g.by_name.get(bet.kind.value)
            && !self.g.kinds[k].takes_target()
            && let Some((f, meant_bet, meant)) = crate::log::suggest::thousands_settlement(bet, &amount)
        {
            out.push(f);
            return self.settle_event(ev, action, seat, &meant_bet, meant, out);
        }
        let early = match round.result {
            Some(Outcome::Number(..)) => false,
            // The invalid result was reported; there is nothing to settle against.
            Some(Outcome::Invalid) => return,
            None => {
                let mut f = Finding::new(
                    "RL025",
                    Label::new(ev.loc, t!("rl-no-result-yet-label")),
                    t!("rl-settled-before-result", action = action.value.as_str()),
                )
                .expected(t!("rl-settled-before-result-expected"))
                .found(t!("rl-move-of", action = action.value.as_str(), amount = amount.value));
                if let Some(v) = round.void_pending {
                    f = f.label(v, t!("rl-void-no-settlement-label"));
                }
                if let Some(round) = self.round.as_mut() {
                    round.early.push(f);
                }
                true
            }
        };
        match self.find(seat, bet) {
            // Even an early move is recorded: the log says the money moved, so the round is
            // settled on what happened and the early move causes no further finding.
            Lookup::Found(id) => {
                if let Some(round) = self.round.as_mut() {
                    round.moves.push(Move {
                        action: action.value,
                        bet: id,
                        amount: amount.value,
                        loc: ev.loc,
                        amount_loc: amount.loc,
                    });
                }
            }
            Lookup::Ignored => {}
            Lookup::Missing if early => {}
            // A prisoner named without `prison`: the naming is the fault, reported with how
            // prisoners are written; the money is the prisoner's and is judged as such.
            Lookup::Missing if let Some(i) = self.held_in_prison(seat, bet) => {
                let act = action.value.as_str();
                let f = Finding::new("RL007", Label::new(bet.loc, t!("rl-not-prison-label")), Text::verbatim(""))
                    .found(Text::verbatim(format!("{act} {} {}", seat.value, render_ref(bet))));
                out.push(self.prison_hint(f, act, seat, bet, &amount.value.to_string()));
                if let Some(round) = self.round.as_mut() {
                    round.moves.push(Move {
                        action: action.value,
                        bet: BetId::Prison(i),
                        amount: amount.value,
                        loc: ev.loc,
                        amount_loc: amount.loc,
                    });
                }
            }
            // A chip of the seat's series, named by the combination it lies on.
            Lookup::Missing if let Some(i) = self.series_chip(seat, bet) => {
                if let Some(round) = self.round.as_mut() {
                    round.add_chip_move(i, action.value, amount.value, ev.loc, amount.loc);
                }
            }
            Lookup::Missing if self.missing_reported(seat, bet) => {}
            Lookup::Missing => {
                let place = if bet.prison { "prison" } else { "table" };
                out.push(
                    Finding::new(
                        "RL007",
                        Label::new(bet.loc, t!("rl-no-such-bet-label", place = place)),
                        t!("rl-no-such-bet", action = action.value.as_str(), seat = seat.value, place = place),
                    )
                    // Only where the article has a prisión can a bet be held there.
                    .expected(if self.g.zero.options.contains(&crate::catalog::model::ZeroOption::Prison) {
                        t!("rl-no-such-bet-expected", seat = seat.value)
                    } else {
                        t!("rl-no-such-bet-expected-no-prison", seat = seat.value)
                    })
                    .found(Text::verbatim(format!(
                        "{} {} {}",
                        action.value.as_str(),
                        seat.value,
                        render_ref(bet)
                    ))),
                );
            }
        }
    }

    pub(super) fn choose_event(
        &mut self,
        ev: &Event<'_>,
        seat: &Word<'_>,
        bet: &BetRef<'_>,
        choice: Sp<ZeroChoice>,
        out: &mut Vec<Finding>,
    ) {
        let Some(round) = self.round.as_ref() else { return };
        match round.result {
            Some(Outcome::Number(..)) => {}
            Some(Outcome::Invalid) => return,
            None => {
                // Reported, and still recorded: the round is settled on the choice the log
                // says the player made, so the early line causes no further finding.
                let f = Finding::new(
                    "RL029",
                    Label::new(ev.loc, t!("rl-no-result-yet-label")),
                    t!("rl-choice-before-result"),
                )
                .expected(t!("rl-choice-before-result-expected"))
                .found(Text::log_line(format!("choose {}", choice.value.as_str())));
                let found = self.find(seat, bet);
                if let Some(round) = self.round.as_mut() {
                    round.early.push(f);
                    if let Lookup::Found(id) = found {
                        round.choices.push(ChoiceRec { bet: id, choice: choice.value, loc: ev.loc, early: true });
                    }
                }
                return;
            }
        }
        match self.find(seat, bet) {
            Lookup::Found(id) => {
                if let Some(round) = self.round.as_mut() {
                    round.choices.push(ChoiceRec { bet: id, choice: choice.value, loc: ev.loc, early: false });
                }
            }
            Lookup::Ignored => {}
            // A prisoner named without `prison` (see `settle_event`): the choice is its.
            Lookup::Missing if let Some(i) = self.held_in_prison(seat, bet) => {
                let f = Finding::new("RL007", Label::new(bet.loc, t!("rl-not-prison-label")), Text::verbatim(""))
                    .found(Text::log_line(format!("choose {} {}", seat.value, render_ref(bet))));
                out.push(self.prison_hint(f, "choose", seat, bet, choice.value.as_str()));
                if let Some(round) = self.round.as_mut() {
                    round.choices.push(ChoiceRec {
                        bet: BetId::Prison(i),
                        choice: choice.value,
                        loc: ev.loc,
                        early: false,
                    });
                }
            }
            Lookup::Missing => {
                if !self.missing_reported(seat, bet) {
                    out.push(
                        Finding::new(
                            "RL007",
                            Label::new(bet.loc, t!("rl-choice-no-such-bet-label")),
                            t!("rl-choice-no-such-bet", seat = seat.value),
                        )
                        .expected(t!("rl-choice-no-such-bet-expected", seat = seat.value))
                        .found(Text::log_line(format!(
                            "choose {} {}",
                            seat.value,
                            render_ref(bet)
                        ))),
                    );
                }
                if choice.value == ZeroChoice::Prison {
                    self.prison.lose(seat.value, bet.kind.value);
                }
            }
        }
    }
}

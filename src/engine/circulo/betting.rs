//! The betting intervals of a hand: who opens each, the turn, a «paso», a call, a bet or raise
//! against the limit structure, a fold, and an interval closed with every active player level.

use super::engine::Table;
use super::round::{Action, Hand, Interval};
use super::spec::{LaterOpener, OpenerWithoutBet, Structure};
use crate::finding::{Finding, Label, Severity};
use crate::log::event::{Loc, Sp};
use crate::money::Amount;
use crate::t;

impl Table<'_> {
    /// The chips a call or raise puts in, checked against the seat's stack (PC038, once, for
    /// the call's and the raise's alike): more than the stack is capped at it («jugarán en
    /// proporción a la cantidad apostada»); `allin` written with chips left is a claim the stack
    /// belies. `action`: where the action is and its label's message id.
    ///
    /// The test inline, the rest out of line ([`Table::stack_claim_past`]): nearly every call
    /// and raise is within its stack and claims no all in wrongly, and the call with its eight
    /// arguments cost some twenty-five instructions an action. The action's place and label
    /// are made only for that call (`action`): made before the test, they were copied at
    /// every call and raise.
    #[inline(always)]
    fn stack_claim(
        &self,
        seat: &str,
        put: Amount,
        stack: Amount,
        action: impl FnOnce() -> (Loc, &'static str),
        allin: Option<Loc>,
        out: &mut Vec<Finding>,
    ) -> Amount {
        if put > stack || (allin.is_some() && put < stack) {
            return self.stack_claim_past(seat, put, stack, action(), allin, out);
        }
        put
    }

    /// [`Table::stack_claim`] of a put past the stack or a wrong `allin`.
    #[cold]
    #[inline(never)]
    fn stack_claim_past(
        &self,
        seat: &str,
        put: Amount,
        stack: Amount,
        action: (Loc, &'static str),
        allin: Option<Loc>,
        out: &mut Vec<Finding>,
    ) -> Amount {
        if put > stack {
            if self.emits("PC038") {
                out.push(
                    Finding::new(
                        "PC038",
                        Label::new(action.0, crate::i18n::Text::new(action.1)),
                        t!("pc-past-stack", seat = seat, put = put, stack = stack),
                    )
                    .expected(t!("pc-expect-at-most-stack", stack = stack)),
                );
            }
            return stack;
        }
        if let Some(a) = allin
            && put < stack
            && self.emits("PC038")
        {
            out.push(
                Finding::new(
                    "PC038",
                    Label::new(a, t!("pc-label-allin")),
                    t!("pc-allin-with-chips", seat = seat, left = stack.saturating_sub(put)),
                )
                .expected(t!("pc-expect-allin", stack = stack)),
            );
        }
        put
    }

    /// A forced bet (`ante`, `blind`) past the seat's stack: PC038, and only the stack goes in.
    /// Out of line and cold: a log's forced bets are within their stacks, and the reading of
    /// every line must not pay for this one's code.
    #[cold]
    #[inline(never)]
    pub(super) fn forced_past_stack(
        &self,
        seat: &str,
        kind: &str,
        amount: Sp<Amount>,
        stack: Amount,
        out: &mut Vec<Finding>,
    ) -> Sp<Amount> {
        let label = if kind == "ante" { "pc-label-ante" } else { "pc-label-raise" };
        let put = self.stack_claim(seat, amount.value, stack, || (amount.loc, label), None, out);
        Sp { value: put, loc: amount.loc }
    }

    /// The interval's opener: the mano in the first (after the blinds, where there are), and
    /// after it the article's.
    fn opener(&self, h: &Hand) -> Option<usize> {
        let active = |i: usize| h.players[i].active() && h.dealt_in(i);
        // The mano looked up only where it is asked (a later interval after a bet opens from
        // the bettor; the look-up compares the mano's name).
        let from_mano = || h.mano_index().unwrap_or(0);
        if h.intervals == 0 {
            if let Some(b) = h.last_blind {
                return h.next_from(b + 1, active);
            }
            return h.next_from(from_mano(), active);
        }
        match self.g.spec.street.as_ref() {
            // The general article: later intervals from the mano on (hold'em's first seat after
            // the button).
            None => h.next_from(from_mano(), active),
            Some(st) => {
                let by = match st.later_opener {
                    LaterOpener::HighestBettor | LaterOpener::LastRaiser => h.prev_bettor,
                };
                match by {
                    Some(b) => h.next_from(b, active),
                    None => match st.opener_without_bet {
                        OpenerWithoutBet::Mano => h.next_from(from_mano(), active),
                        OpenerWithoutBet::LastOpener => h.next_from(h.prev_opener.unwrap_or_else(from_mano), active),
                    },
                }
            }
        }
    }

    /// Closes the interval under way (a card turned, the take, the showdown, an award, the
    /// hand's end): every active player level (PC014).
    ///
    /// The test inline: most of the lines that close find no interval open and nothing held
    /// (two in three on a simulated log), and paid the call's thirty instructions for it.
    #[inline(always)]
    pub(super) fn close_interval(
        h: &mut Hand,
        at: Loc,
        report: bool,
        emit: &dyn Fn(&str) -> bool,
        out: &mut Vec<Finding>,
    ) {
        if h.iv.oot.is_empty() && !h.iv.open {
            return;
        }
        Self::close_interval_held(h, at, report, emit, out);
    }

    /// [`Table::close_interval`] of an interval open or findings held.
    #[inline(never)]
    fn close_interval_held(h: &mut Hand, at: Loc, report: bool, emit: &dyn Fn(&str) -> bool, out: &mut Vec<Finding>) {
        // Most closes have nothing held (and most lines that close are of no open interval):
        // the held findings' vector is touched only when it holds one.
        if !h.iv.oot.is_empty() {
            out.extend(h.iv.oot.drain(..).map(|(_, f)| f));
        }
        if !h.iv.open {
            return;
        }
        if report && !h.level() && emit("PC014") {
            let short: Vec<String> = (0..h.players.len())
                .filter(|&i| h.dealt_in(i) && h.players[i].active() && h.players[i].interval != h.iv.high)
                .map(|i| h.players[i].name.as_str().to_owned())
                .collect();
            out.push(
                Finding::new(
                    "PC014",
                    Label::new(at, t!("pc-label-interval-closed")),
                    t!("pc-not-level", seats = short.join(", "), high = h.iv.high),
                )
                .expected(t!("pc-expect-level", high = h.iv.high)),
            );
        }
        h.iv.open = false;
        h.closed_money = h.iv.money;
        h.closed_returns = Amount::ZERO;
        h.closed_taken = Amount::ZERO;
        h.prev_opener = h.iv.opener;
        h.prev_bettor = h.iv.bettor;
        h.turned_since = std::mem::take(&mut h.carried);
        for p in &mut h.players {
            p.interval = Amount::ZERO;
            p.checked = false;
            p.out_of_turn = None;
        }
    }

    /// Opens the next interval at its first action.
    fn open_interval(&self, h: &mut Hand) {
        // The antes (first interval), the highest total and the interval's money in one walk
        // over the players (three before, at every interval's opening).
        let first = h.intervals == 0;
        // The highest from the least amount up (an `Option`'s maximum cost more a player), and
        // zero without players, as before.
        let (mut antes, mut high, mut money) = (Amount::ZERO, Amount(i64::MIN), Amount::ZERO);
        for p in &h.players {
            if first {
                antes = antes.saturating_add(p.put.saturating_sub(p.interval));
            }
            high = high.max(p.interval);
            money = money.saturating_add(p.interval);
        }
        let high = if h.players.is_empty() { Amount::ZERO } else { high };
        let opener = self.opener(h);
        h.iv = Interval {
            open: true,
            high,
            pending: h.pending_mask(None),
            pointer: opener.unwrap_or(0),
            opener,
            fresh: true,
            money: antes.saturating_add(money),
            ..Default::default()
        };
        h.intervals = h.intervals.saturating_add(1);
    }

    /// A betting action of `seat` at `at` (the hand begun at `at` if none is: the hand is
    /// taken out of its place once a line).
    pub(super) fn action(&mut self, seat: Sp<&str>, act: Action, at: Loc, out: &mut Vec<Finding>) {
        let mut h = self.take_hand(at);
        // Asked here (it is the first thing it asks): a clean log pays no call for it.
        if self.ever_lost {
            self.claim_in_doubt(&mut h, seat.value, act);
        }
        self.action_in(&mut h, seat, act, at, out);
        self.hand = Some(h);
    }

    // In `action`, its only caller: one call a line less.
    #[inline(always)]
    fn action_in(&mut self, h: &mut Hand, seat: Sp<&str>, act: Action, at: Loc, out: &mut Vec<Finding>) {
        // The checks of a void hand and of the deal asked only when they have something to do
        // (each was a call at every action).
        if h.void.is_some() && self.after_void(h, at, out) {
            return;
        }
        // The player whose turn it is, asked once: again below only where the interval changed
        // in between (a card turned early judged, the interval closed or opened).
        let turn = h.next_pending(h.iv.pointer);
        let mut moved = false;
        // A card turned while this interval was open: the betting goes on if the player acting
        // still had to act in it.
        // Found once (the card's judgement moves no player), first where the turn is.
        let found = h.find_near(seat.value, turn);
        if h.early.is_some() {
            let goes_on = found.is_some_and(|i| i < 64 && h.iv.pending & (1 << i) != 0);
            self.resolve_early(h, None, goes_on, out);
            moved = true;
        }
        let Some(i) = found.filter(|&i| h.dealt_in(i)) else {
            if self.emits("PC036") {
                out.push(
                    Finding::new(
                        "PC036",
                        Label::new(seat.loc, t!("pc-label-seat")),
                        t!("pc-not-dealt-in", seat = seat.value),
                    )
                    .expected(t!("pc-expect-dealt-in")),
                );
            }
            return;
        };
        if !h.deal_judged {
            self.judge_deal(h, at, out);
        }
        if let Some(f) = h.players[i].folded {
            if self.emits("PC036") {
                out.push(
                    Finding::new(
                        "PC036",
                        Label::new(at, t!("pc-label-action")),
                        t!("pc-after-fold", seat = seat.value),
                    )
                    .label(f, t!("pc-label-fold"))
                    .expected(t!("pc-expect-no-action")),
                );
            }
            return;
        }
        h.begun_betting = true;
        // An action when every player has acted and is level begins the next interval (no
        // card between: the count of intervals will say it, PC044).
        if h.iv.open && h.iv.pending == 0 && h.level() {
            Self::close_interval(h, at, false, &|c| self.emits(c), out);
            moved = true;
        }
        if !h.iv.open {
            self.open_interval(h);
            self.board_at_open(h, at, out);
            moved = true;
        }
        // The turn.
        let expected = if moved { h.next_pending(h.iv.pointer) } else { turn };
        let in_turn = expected == Some(i);
        let first = h.iv.fresh;
        h.iv.fresh = false;
        if !in_turn && expected.is_some() {
            let want = expected.map_or_else(String::new, |e| h.players[e].name.as_str().to_owned());
            let opener_rule = self.g.spec.street.is_some() && first && self.emits("PC045");
            if opener_rule {
                out.push(
                    Finding::new(
                        "PC045",
                        Label::new(at, t!("pc-label-action")),
                        t!("pc-wrong-opener", seat = seat.value, want = want.clone(), n = h.intervals),
                    )
                    .expected(t!("pc-expect-opener", want = want))
                    .rule_opt(if h.intervals <= 1 {
                        self.g.rule(&["msint.round1"])
                    } else {
                        self.g.rule(&["msint.round2"])
                    }),
                );
                // The interval goes on from the player who opened it.
                h.iv.pointer = (i + 1) % h.players.len().max(1);
            } else if self.emits("PC009") {
                // A raiser raising again before the others answered is a string bet; a call or
                // raise before the player to the raiser's right answered breaks the raise's
                // order; any other action out of turn is the crupier's to prevent.
                let answering =
                    h.iv.bettor.and_then(|b| h.next_from(b + 1, |j| h.players[j].active() && h.dealt_in(j)));
                let rule = match act {
                    Action::Raise { .. } if h.iv.bettor == Some(i) => {
                        self.g.rule(&["pc.bet.no_string", "msint.bet.no_string"])
                    }
                    Action::Raise { .. } | Action::Call { .. } if answering.is_some() && answering == expected => {
                        self.g.rule(&["pc.action.raise", "msint.action.raise"])
                    }
                    _ => None,
                };
                h.iv.oot.push((
                    i,
                    Finding::new(
                        "PC009",
                        Label::new(at, t!("pc-label-action")),
                        t!("pc-out-of-turn", seat = seat.value, want = want.clone()),
                    )
                    .expected(t!("pc-expect-turn", want = want))
                    .rule_opt(rule),
                ));
            }
        }
        let high = h.iv.high;
        match act {
            Action::Check => {
                let p = &mut h.players[i];
                if p.interval < high && self.emits("PC006") {
                    out.push(
                        Finding::new(
                            "PC006",
                            Label::new(at, t!("pc-label-check")),
                            t!("pc-check-after-bet", seat = seat.value, high = high, own = p.interval),
                        )
                        .expected(t!("pc-expect-call-or-fold", owed = high.saturating_sub(p.interval))),
                    );
                }
                p.checked = true;
            }
            Action::Fold => {
                h.players[i].folded = Some(at);
                h.out_of_betting(i);
            }
            Action::Call { amount, allin } => {
                let p = &mut h.players[i];
                let owed = high.saturating_sub(p.interval);
                let put = amount.map_or(owed.min(p.stack), |a| a.value);
                let put = self.stack_claim(seat.value, put, p.stack, || (at, "pc-label-call"), allin, out);
                let all = put == p.stack;
                if put < owed && !all && self.emits("PC007") {
                    out.push(
                        Finding::new(
                            "PC007",
                            Label::new(at, t!("pc-label-call")),
                            t!("pc-call-short", seat = seat.value, put = put, owed = owed),
                        )
                        .expected(t!("pc-expect-call", owed = owed))
                        .rule_opt(self.g.rule(&["pc.err.short_call"])),
                    );
                }
                let counted = put.min(owed.max(Amount::ZERO));
                if put > owed {
                    p.overcall = p.overcall.saturating_add(put.saturating_sub(owed));
                    p.overcall_at = Some(at);
                }
                p.stack = p.stack.saturating_sub(put);
                let was = p.put;
                p.put = p.put.saturating_add(put);
                h.running.put(was, p.put);
                p.interval = p.interval.saturating_add(if put < owed { put } else { counted });
                h.iv.money = h.iv.money.saturating_add(put);
                if p.stack == Amount::ZERO && put > Amount::ZERO {
                    p.allin = true;
                    h.out_of_betting(i);
                }
            }
            Action::Raise { to, allin } => self.raise(h, i, seat.value, to, allin, at, out),
        }
        // The turn moves on from the actor when it was its turn; a player out of turn leaves
        // it with the one skipped.
        if i < 64 {
            h.iv.pending &= !(1u64 << i);
        }
        if in_turn {
            // `(i + 1) % len` (`i` is a player's index), without the division: a tenth of the
            // action's own instructions.
            h.iv.pointer = if i + 1 < h.players.len() { i + 1 } else { 0 };
        } else if matches!(act, Action::Raise { .. } | Action::Call { .. }) && h.players[i].out_of_turn.is_none() {
            h.players[i].out_of_turn = Some(at);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn raise(
        &mut self,
        h: &mut Hand,
        i: usize,
        seat: &str,
        to: Sp<Amount>,
        allin: Option<Loc>,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let high = h.iv.high;
        // The pot (the limit's base) and the players still in are read only where a check asks
        // them (a split or pot limit, a capped table's raise past the cap): each is a pass over
        // the players, at every raise. Nothing they count changes before they are read.
        let pot = |h: &Hand| h.pot();
        let (min, structure) = (self.min, self.structure);
        let base_after = self.g.spec.limits.base == super::spec::LimitBase::AfterCall;
        let active_players =
            |h: &Hand| (0..h.players.len()).filter(|&j| h.dealt_in(j) && h.players[j].folded.is_none()).count();
        let p = &mut h.players[i];
        // A raise «to» less than the player's own total puts nothing in (never a negative
        // amount): the short raise is then PC007's, as a call short of the highest total.
        let put = to.value.saturating_sub(p.interval).max(Amount::ZERO);
        let put = self.stack_claim(seat, put, p.stack, || (to.loc, "pc-label-raise"), allin, out);
        let all = put == p.stack;
        let total = p.interval.saturating_add(put);
        let owed = high.saturating_sub(p.interval);
        if total < high && !all && self.emits("PC007") {
            // A «raise» to less than the highest total covers nothing: «igual a la de cualquier
            // otro jugador».
            out.push(
                Finding::new(
                    "PC007",
                    Label::new(to.loc, t!("pc-label-raise")),
                    t!("pc-call-short", seat = seat, put = put, owed = owed),
                )
                .expected(t!("pc-expect-call", owed = owed))
                .rule_opt(self.g.rule(&["pc.action.call", "msint.action.call"])),
            );
        }
        if total > high {
            let size = total.saturating_sub(high);
            if let Some(ot) = p.out_of_turn
                && self.emits("PC008")
            {
                h.iv.oot.retain(|(j, _)| *j != i);
                out.push(
                    Finding::new(
                        "PC008",
                        Label::new(at, t!("pc-label-raise")),
                        t!("pc-raise-after-out-of-turn", seat = seat),
                    )
                    .label(ot, t!("pc-label-out-of-turn"))
                    .expected(t!("pc-expect-no-raise")),
                );
            }
            if p.checked && self.emits("PC050") {
                let mut f =
                    Finding::new("PC050", Label::new(at, t!("pc-label-raise")), t!("pc-check-raise", seat = seat))
                        .expected(t!("pc-expect-check-call"));
                if self.g.spec.play.check_raise == super::spec::Permission::Forbidden {
                    f.severity = Severity::Error;
                }
                out.push(f);
            }
            let base = |h: &Hand| if base_after { pot(h).saturating_add(owed) } else { pot(h) };
            match structure {
                Structure::Split => {
                    // Half the pot, exactly: the size twice is at most the base.
                    let base = base(h);
                    if size.saturating_add(size) > base && self.emits("PC010") {
                        out.push(
                            Finding::new(
                                "PC010",
                                Label::new(to.loc, t!("pc-label-raise")),
                                t!("pc-over-split", seat = seat, size = size, base = base),
                            )
                            .expected(t!("pc-expect-max-to", max = high.saturating_add(Amount(base.0 / 2)))),
                        );
                    }
                }
                Structure::Pot => {
                    let base = base(h);
                    if size > base && self.emits("PC011") {
                        out.push(
                            Finding::new(
                                "PC011",
                                Label::new(to.loc, t!("pc-label-raise")),
                                t!("pc-over-pot", seat = seat, size = size, base = base),
                            )
                            .expected(t!("pc-expect-max-to", max = high.saturating_add(base))),
                        );
                    }
                }
                Structure::No => {
                    if size < min && !all && self.emits("PC012") {
                        out.push(
                            Finding::new(
                                "PC012",
                                Label::new(to.loc, t!("pc-label-raise")),
                                t!("pc-under-min", seat = seat, size = size, min = min),
                            )
                            .expected(t!("pc-expect-min-to", min = high.saturating_add(min))),
                        );
                    }
                }
                Structure::Fixed => {
                    // The small bet in the first two intervals, the big bet after (hold'em's
                    // pre-flop and flop, then turn and river); less only for a player's last
                    // chips.
                    let unit = if h.intervals <= 2 { Some(self.small_bet.unwrap_or(min)) } else { self.big_bet };
                    if let Some(unit) = unit
                        && size != unit
                        && !(all && size < unit)
                        && self.emits("PC052")
                    {
                        out.push(
                            Finding::new(
                                "PC052",
                                Label::new(to.loc, t!("pc-label-raise")),
                                t!("pc-fixed-size", seat = seat, size = size, unit = unit),
                            )
                            .expected(t!("pc-expect-fixed-to", to = high.saturating_add(unit))),
                        );
                    }
                }
            }
            // The interval's first bet opens it; the cap counts the raises over a bet (a
            // blind counts as the bet).
            if high > Amount::ZERO {
                h.iv.raises = h.iv.raises.saturating_add(1);
            }
            if let Some(cap) = self.raise_cap
                && h.iv.raises > cap
                && active_players(h) > 2
                && self.emits("PC013")
            {
                out.push(
                    Finding::new(
                        "PC013",
                        Label::new(at, t!("pc-label-raise")),
                        t!("pc-raise-cap", n = h.iv.raises, cap = cap),
                    )
                    .expected(t!("pc-expect-raise-cap", cap = cap)),
                );
            }
            h.iv.high = total;
            h.iv.last_size = size;
            h.iv.bettor = Some(i);
            h.last_bettor = Some(i);
            h.iv.pending = h.pending_mask(Some(i));
        }
        let p = &mut h.players[i];
        p.stack = p.stack.saturating_sub(put);
        let was = p.put;
        p.put = p.put.saturating_add(put);
        h.running.put(was, p.put);
        p.interval = total;
        h.iv.money = h.iv.money.saturating_add(put);
        if p.stack == Amount::ZERO && put > Amount::ZERO {
            p.allin = true;
            h.out_of_betting(i);
        }
    }

    /// The sintético's community cards at an interval's start: more than one turned for it
    /// and not discarded (PC041).
    fn board_at_open(&self, h: &mut Hand, at: Loc, out: &mut Vec<Finding>) {
        let Some(st) = &self.g.spec.street else { return };
        let k = usize::from(h.intervals.saturating_sub(1));
        // An interval past the article's is PC044's (at the showdown), whatever was turned.
        let Some(&want) = st.turned_before.get(k) else { return };
        if h.turned_since > want && self.emits("PC041") {
            let loc = h.board.last().map_or(at, |c| c.1);
            out.push(
                Finding::new(
                    "PC041",
                    Label::new(loc, t!("pc-label-card")),
                    t!("pc-multi-reveal", n = h.turned_since, want = want),
                )
                .label(at, t!("pc-label-betting"))
                .expected(t!("pc-expect-discard")),
            );
        }
        h.turned_since = 0;
    }
}

//! The round's money: each settlement line judged against what the roll decided (paid, collected
//! or handed back, and how much), and what the roll decided that no line settled (CR008). What
//! a roll decides is [`super::decide`]'s; the bets it decides are taken in `take_roll`.

use super::{Owed, Round, Table, first_number};
use crate::finding::{Finding, Label};
use crate::log::event::{BetRef, Loc, SettleAction, Sp, Word};
use crate::money::Amount;
use crate::t;

impl Table<'_> {
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
        let Some(i) = g.bet_index(bet.kind.value) else {
            if !self.excused(seat.value, bet.kind.value, first_number(bet)) {
                self.resolve(seat.value, bet, out);
            }
            return;
        };
        let number = first_number(bet);
        let voided = self.round.as_ref().is_some_and(|r| r.void.is_some());
        if let Some(round) = self.no_roll(at).filter(|_| !voided) {
            // The settlements of a throw whose line is missing: this one says so, the others
            // follow from it (the state is in doubt from here).
            out.push(
                Finding::new(
                    "S004",
                    Label::new(action.loc, t!("dice-label-settled-no-roll")),
                    t!("dice-no-roll-settled", seat = seat.value, bet = self.shown(i, number)),
                )
                .label(round, t!("dice-label-round-no-roll"))
                .expected(t!("dice-expect-roll"))
                .found(t!("dice-found-no-roll")),
            );
            return;
        }
        let Some(r) = self.round.as_mut() else { return };
        if let Some(k) = self.owed_index.find(&mut r.owed, i, number, seat.value) {
            let o = &mut r.owed[k];
            o.settled = true;
            let o = o.clone();
            r.settled += 1;
            self.owed_index.settled(&r.owed, k);
            // The bet's name as written is made only for a finding (a `String` per settlement
            // line had been a tenth of a log's check).
            if o.action != action.value {
                let shown = self.shown(i, number);
                out.push(
                    Finding::new(
                        "CR006",
                        Label::new(action.loc, t!("dice-label-wrong-way")),
                        t!(
                            "dice-settled-wrong-way",
                            seat = seat.value,
                            bet = shown,
                            owed = o.action.as_str(),
                            written = action.value.as_str()
                        ),
                    )
                    .label(o.bet_loc, t!("dice-label-the-bet"))
                    .expected(t!("dice-expect-settlement", action = o.action.as_str(), amount = o.amount))
                    .found(t!("dice-expect-settlement", action = action.value.as_str(), amount = amount.value))
                    .rule(self.bet_spec(i).rule_for(number)),
                );
            } else if o.amount != amount.value {
                let shown = self.shown(i, number);
                out.push(
                    Finding::new(
                        "CR007",
                        Label::new(amount.loc, t!("dice-label-wrong-amount")),
                        t!(
                            "dice-wrong-amount",
                            seat = seat.value,
                            bet = shown,
                            owed = o.amount,
                            written = amount.value
                        ),
                    )
                    .label(o.bet_loc, t!("dice-label-the-bet"))
                    .expected(o.amount)
                    .found(amount.value)
                    .rule(self.bet_spec(i).rule_for(number)),
                );
            }
            return;
        }
        // Not a bet this roll decided.
        let (void, roll) = (r.void, r.roll);
        let on_table = self.live.find(i, number, seat.value);
        match (on_table, void) {
            (_, Some(v)) => {
                let again = self.round.as_mut().is_some_and(|r| std::mem::replace(&mut r.void_settled_reported, true));
                if !again {
                    out.push(
                        Finding::new(
                            "CR012",
                            Label::new(at, t!("dice-label-settled-null")),
                            t!("dice-settled-null-throw", seat = seat.value, bet = self.shown(i, number)),
                        )
                        .label(v, t!("dice-label-void"))
                        .expected(t!("dice-expect-void-settles-nothing"))
                        .found(t!("dice-found-settled-null-throw"))
                        .rule(g.spec.throw.void_rule.clone()),
                    );
                }
                if let Some(k) = on_table {
                    self.live.remove(k);
                }
                self.excused.insert((seat.value.to_owned(), g.bets[i].name.clone(), number));
            }
            (Some(k), _) => {
                let bet_loc = self.live.list[k].loc;
                self.live.remove(k);
                let mut f = Finding::new(
                    "CR006",
                    Label::new(action.loc, t!("dice-label-not-decided")),
                    t!("dice-settled-undecided", seat = seat.value, bet = self.shown(i, number)),
                )
                .label(bet_loc, t!("dice-label-the-bet"))
                .expected(t!("dice-expect-decided-bets"))
                .found(t!("dice-found-undecided"))
                .rule(self.bet_spec(i).rule_for(number));
                if let Some((loc, _)) = roll {
                    f = f.label(loc, t!("dice-label-the-throw"));
                }
                out.push(f);
                self.excused.insert((seat.value.to_owned(), g.bets[i].name.clone(), number));
            }
            (None, _) => {
                if self.excused(seat.value, &g.bets[i].name, number) {
                    return;
                }
                out.push(
                    Finding::new(
                        "CR009",
                        Label::new(at, t!("dice-label-no-bet")),
                        t!("dice-settlement-without-bet", seat = seat.value, bet = self.shown(i, number)),
                    )
                    .expected(t!("dice-expect-a-bet"))
                    .found(t!("dice-found-no-bet"))
                    .rule(self.bet_spec(i).rule_for(number)),
                );
            }
        }
    }

    /// The round ends: what its roll decided and no line settled is reported, each once.
    pub(super) fn end_round(&mut self, out: &mut Vec<Finding>) {
        let Some(mut r) = self.round.take() else { return };
        // The round's buffer serves the next round, emptied (see `spare_owed`).
        let mut owed = std::mem::take(&mut r.owed);
        self.owed_index.clear();
        self.unsettled(&r, &owed, out);
        owed.clear();
        self.spare_owed = owed;
        // Closed to bets (or a throw declared null), and no throw counted: the `roll` line (or
        // the throw again) is missing.
        if (r.nomore.is_some() || r.void.is_some()) && (r.roll.is_none() || r.void.is_some()) && self.doubt.is_none() {
            out.push(
                Finding::new("S004", Label::new(r.loc, t!("dice-label-round-no-roll")), t!("dice-no-roll"))
                    .expected(t!("dice-expect-roll"))
                    .found(t!("dice-found-no-roll")),
            );
            self.enter_doubt(r.loc);
        }
        if std::mem::take(&mut self.resync) {
            // The 7 left no bet on the table and the point off: the state is known again.
            self.doubt = None;
            self.shooter_free = true;
            self.seven_out = None;
            self.line_bet_reported = false;
            self.no_shooter_reported = false;
        }
    }

    /// What the round `r`'s roll decided (`owed`) and no line settled, each reported once.
    pub(super) fn unsettled(&mut self, r: &Round, owed: &[Owed], out: &mut Vec<Finding>) {
        for o in owed.iter().filter(|o| !o.settled) {
            let shown = self.shown(o.bet, o.number);
            let mut f = Finding::new(
                "CR008",
                Label::new(o.bet_loc, t!("dice-label-unsettled")),
                t!("dice-unsettled", seat = o.seat.as_str(), bet = shown),
            )
            .expected(t!("dice-expect-settlement", action = o.action.as_str(), amount = o.amount))
            .found(t!("dice-found-unsettled"))
            .rule(self.bet_spec(o.bet).rule_for(o.number));
            if let Some((loc, _)) = r.roll {
                f = f.label(loc, t!("dice-label-decided-here"));
            }
            out.push(f);
            self.excused.insert((o.seat.as_str().to_owned(), self.bet_spec(o.bet).name.clone(), o.number));
        }
    }
}

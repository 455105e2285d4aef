//! The stakes of a coup: bets placed, and the bets closed at the first card (what each plays
//! against the bank, the banco, the minimum and the authorised limits).

use super::*;

impl<'g> Banked<'g> {
    pub(super) fn bet(
        &mut self,
        ev: &Event<'_>,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        if let Some((f, meant_bet, meant)) = self.g.meant_stake(bet, &amount) {
            out.push(f);
            return self.bet(ev, seat, &meant_bet, meant, out);
        }
        let Ok(k) = self.g.staked_bet(bet).map_err(|f| {
            out.push(*f);
            if let Some(c) = self.coup.as_mut() {
                c.log.refuse_bet(seat, bet);
            }
        }) else {
            return;
        };
        let every_coup = self.pb.bank.announce == BankAnnounce::EveryCoup;
        let carried = self.bank.carry;
        let unsure = self.bank.unsure;
        let Some(coup) = self.coup.as_mut() else { return };
        if coup.bank.is_none() && coup.log.book.stakes.is_empty() && !unsure {
            match (every_coup, carried) {
                (false, Some(c)) => {
                    coup.bank = Some((c, coup.log.loc));
                    coup.bank_carried = true;
                }
                // Reported when betting closes without a bank, or when the bank comes late.
                _ => coup.unannounced = Some((ev.loc, false)),
            }
        }
        // Betting is closed by a result with a verdict (a `result` line that could not be read
        // and gave none does not close it), «no va más» or the first card.
        if let Some(f) = coup.log.late_bet(coup.result.as_ref().map(|r| r.1), ev.loc, seat, bet, amount) {
            out.push(f);
        }
        coup.log.book.add(seat.value, k, amount.value, bet.loc);
    }

    /// Betting closes: the minimum, the banco's amount, the bank's cover.
    pub(super) fn close_bets(&mut self, out: &mut Vec<Finding>) {
        let min = self.min;
        let g = self.g;
        let pb = self.pb;
        let Some(coup) = self.coup.as_mut() else { return };
        if coup.log.bets_closed {
            return;
        }
        coup.log.bets_closed = true;
        if let Some((bet_at, reported)) = coup.unannounced.as_mut()
            && !*reported
            && coup.bank.is_none()
        {
            *reported = true;
            // Where the bank is carried (dos paños), a lost `bank` line leaves every later coup
            // of that banker without one: reported at the first, not again until a `bank` line.
            // Where it is announced every coup, each omission is its own.
            let carried = pb.bank.announce != BankAnnounce::EveryCoup;
            if !(carried && std::mem::replace(&mut self.bank.unannounced_reported, true)) {
                out.push(
                    Finding::new("BC050", Label::new(*bet_at, t!("chemin-bet-label")), t!("chemin-bank-not-announced"))
                        .label(coup.log.loc, t!("chemin-coup-starts"))
                        .expected(t!("chemin-bank-before-first-bet"))
                        .found(t!("chemin-no-bank"))
                        .rule(pb.bank.announce_rule.clone()),
                );
            }
        }
        // The bank carried is unsure (see `BankState::unsure`): a banco covers the whole bank,
        // so it tells what the bank holds; the coup is judged on it, and the carry is known
        // again from here.
        if coup.bank.is_none()
            && self.bank.unsure
            && let Some(s) = coup.log.book.stakes.iter().find(|s| self.plays.get(s.bet).is_some_and(|p| p.banco))
        {
            coup.bank = Some((s.amount, s.loc));
            coup.bank_carried = true;
            self.bank.unsure = false;
        }
        let bank = coup.bank;
        let mut total = Amount(0);
        for s in &coup.log.book.stakes {
            let Some(def) = g.bets.get(s.bet) else { continue };
            total = total.saturating_add(s.amount);
            if s.amount < min && !def.exempt {
                out.push(below_minimum(g, s, min));
            }
            let Some((b, bloc)) = bank else { continue };
            let play = self.plays.get(s.bet);
            // `what`: the Fluent selector of what the stake covers.
            let want = if play.is_some_and(|p| p.banco) {
                Some((b, "whole"))
            } else if play.is_some_and(|p| p.half_banco) {
                Some((b.mul_ratio(Payout(num_rational::Ratio::new(1, 2)), Rounding::Down), "half"))
            } else {
                None
            };
            if let Some((w, what)) = want
                && s.amount != w
            {
                out.push(
                    Finding::new(
                        "BC048",
                        Label::new(s.loc, t!("chemin-banco-stake-label")),
                        t!(
                            "chemin-banco-stake",
                            seat = s.seat.as_str(),
                            bet = &def.name,
                            stake = s.amount,
                            what = what,
                            due = w
                        ),
                    )
                    .label(bloc, t!("chemin-bank-label"))
                    .expected(t!("chemin-bet-amount", bet = &def.name, amount = w))
                    .found(t!("chemin-bet-amount", bet = &def.name, amount = s.amount))
                    .rule(pb.banco.amount_rule.clone()),
                );
            }
        }
        if let (Some(rule), Some((b, bloc))) = (&pb.bank.stakes_within_bank_rule, bank)
            && total > b
        {
            let last = coup.log.book.stakes.last().map_or(coup.log.loc, |s| s.loc);
            out.push(
                Finding::new(
                    "BC042",
                    Label::new(last, t!("chemin-stakes-exceed-bank-label")),
                    t!("chemin-stakes-exceed-bank", total = total, bank = b),
                )
                .label(bloc, t!("chemin-bank-label"))
                .expected(t!("chemin-stakes-at-most", bank = b))
                .found(total)
                .rule(rule.clone()),
            );
        }
    }

    // ---- cards ------------------------------------------------------------------------------
}

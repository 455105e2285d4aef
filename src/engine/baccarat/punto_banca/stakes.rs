//! The stakes of a coup: bets placed, and the bets closed at the first card (minimum, maximum,
//! multiples).

use super::*;
use crate::engine::limits::{MinimumBreach, first_over_maximum};

impl<'g> PuntoBanca<'g> {
    pub(super) fn bet(
        &mut self,
        ev: &Event<'_>,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        self.seat_plays(seat, ev.loc, out);
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
        let limits = self.limits;
        let Some(coup) = self.coup.as_mut() else { return };
        // A late stake is reported, then judged as the log records it.
        if let Some(f) = coup.log.late_bet(coup.log.result_line, ev.loc, seat, bet, amount) {
            out.push(f);
        }
        let i = coup.log.book.add(seat.value, k, amount.value, bet.loc);
        let def = &self.g.bets[k];
        let stake = &mut coup.log.book.stakes[i];
        // Per player: the seat's own stakes on the bet, never the pool.
        if !def.exempt && first_over_maximum(stake.amount, limits.max, &mut stake.over_max_reported) {
            let mut f = Finding::new(
                "BC017",
                Label::new(amount.loc, t!("bac-over-the-maximum")),
                t!(
                    "bac-stake-over-maximum",
                    seat = seat.value,
                    bet = def.name.as_str(),
                    stake = stake.amount,
                    max = limits.max
                ),
            )
            .expected(t!("bac-at-most", amount = limits.max))
            .found(stake.amount);
            if stake.loc != bet.loc {
                f = f.label(stake.loc, t!("bac-first-bet"));
            }
            out.push(f);
        }
    }

    /// Betting closes: minimum and multiples, on each stake as it stands.
    pub(super) fn close_bets(&mut self, out: &mut Vec<Finding>) {
        let limits = self.limits;
        let Some(coup) = self.coup.as_mut() else { return };
        if coup.log.bets_closed {
            return;
        }
        coup.log.bets_closed = true;
        for s in &coup.log.book.stakes {
            let Some(def) = self.g.bets.get(s.bet) else { continue };
            if def.exempt {
                continue;
            }
            match limits.minimum_breach(s.amount) {
                None => {}
                Some(MinimumBreach::Below) => out.push(below_minimum(self.g, s, limits.min)),
                Some(MinimumBreach::NotMultiple) => out.push(
                    Finding::new(
                        "BC018",
                        Label::new(s.loc, t!("bac-not-a-multiple")),
                        t!(
                            "bac-stake-not-multiple",
                            seat = s.seat.as_str(),
                            bet = def.name.as_str(),
                            stake = s.amount,
                            min = limits.min
                        ),
                    )
                    .expected(t!("bac-a-multiple-of", amount = limits.min))
                    .found(s.amount),
                ),
            }
        }
    }

    // ---- cards ------------------------------------------------------------------------------
}

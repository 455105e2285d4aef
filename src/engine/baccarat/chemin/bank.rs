//! The bank a player holds: who holds the shoe, the players at the table, the banker's garage,
//! the bank announced for each coup, and the cagnotte on his winnings.

use super::*;

impl<'g> Banked<'g> {
    // ---- table-level events -----------------------------------------------------------------

    pub(super) fn holder_event(&mut self, ev: &Event<'_>, seat: Word<'_>, out: &mut Vec<Finding>) {
        self.end_coup(ev.loc, out);
        let same = self.holder.as_ref().is_some_and(|(h, _)| h == seat.value);
        self.abandoned = None;
        // Taken, not cloned: it is replaced below whatever happens.
        if !same && let Some((prev, since)) = self.holder.take() {
            if !self.holder_dealt
                && let Some(rule) = &self.pb.bank.first_coup_rule
            {
                out.push(
                    Finding::new(
                        "BC052",
                        Label::new(seat.loc, t!("chemin-bank-passes-label")),
                        t!("chemin-left-before-dealing", prev = &prev, next = seat.value),
                    )
                    .label(since, t!("chemin-takes-the-bank", holder = &prev))
                    .expected(t!("chemin-deals-one-coup", holder = &prev))
                    .found(t!("chemin-holder-no-coup", next = seat.value))
                    .rule(rule.clone()),
                );
            }
            // Left voluntarily: after a coup he dealt and did not lose, with what the bank held
            // known.
            if self.holder_dealt
                && self.pb.bank.after_voluntary_abandon_rule.is_some()
                && self.bank.lost.is_none()
                && self.must_pass.is_none()
                && !self.bank.unsure
                && let Some(held) = self.bank.carry.filter(|c| *c > Amount::ZERO)
            {
                self.abandoned = Some((held, seat.loc, prev));
            }
        }
        if !same {
            self.holder_dealt = false;
        }
        if !same {
            // A new banker: a new bank, nothing carried.
            self.bank = BankState::default();
            self.must_pass = None;
            self.null_banco = None;
        }
        self.holder = Some((seat.value.to_owned(), seat.loc));
    }

    pub(super) fn players_event(&mut self, ev: &Event<'_>, counts: &[Sp<u16>], out: &mut Vec<Finding>) {
        let want = if self.pb.players.per_hand { self.g.players.len() } else { 1 };
        if counts.len() != want {
            let shape = if want == 1 { "players N".to_owned() } else { format!("players N{}", " N".repeat(want - 1)) };
            // The line does not fit this table's log (not a rule of the game): a log-format
            // error; the count is not used (nor reported again as missing, BC051).
            self.players_unlogged = true;
            out.push(
                Finding::new(
                    "M001",
                    Label::new(ev.loc, t!("chemin-player-count-label")),
                    t!("chemin-player-count-shape", given = counts.len(), want = want),
                )
                .expected(Text::verbatim(shape))
                .found(t!("chemin-counts", n = counts.len())),
            );
            return;
        }
        self.players = Some((counts.iter().map(|c| c.value).collect(), ev.loc, false));
    }

    pub(super) fn garage_event(&mut self, ev: &Event<'_>, amount: Sp<Amount>, out: &mut Vec<Finding>) {
        self.end_coup(ev.loc, out);
        let Some(spec) = self.pb.garage.as_ref() else {
            // The log's word: the amount leaves the bank.
            self.bank.winnings = self.bank.winnings.saturating_sub(amount.value);
            if let Some(c) = self.bank.carry.as_mut() {
                *c = c.saturating_sub(amount.value);
            }
            out.push(
                Finding::new("BC043", Label::new(ev.loc, t!("chemin-garage-label")), t!("chemin-no-garage-in-game"))
                    .expected(t!("chemin-no-garage-expected"))
                    .found(t!("chemin-found-garage", amount = amount.value))
                    .rule(self.pb.bank.carry_rule.clone().unwrap_or_else(|| self.pb.settle_rule.clone())),
            );
            return;
        };
        let threshold = self.min.times(i64::from(spec.voluntary_above_multiple));
        let won = self.bank.winnings;
        if !self.bank.unsure && !self.bank.winnings_unsure && (won <= threshold || amount.value > won) {
            let (message, expected) = if won <= threshold {
                (
                    t!(
                        "chemin-garage-winnings-too-low",
                        won = won,
                        multiple = spec.voluntary_above_multiple,
                        threshold = threshold
                    ),
                    t!("chemin-garage-winnings-over", threshold = threshold),
                )
            } else {
                (
                    t!("chemin-garage-over-winnings", garaged = amount.value, won = won),
                    t!("chemin-garage-at-most", won = won),
                )
            };
            out.push(
                Finding::new("BC043", Label::new(amount.loc, t!("chemin-garaged-label")), message)
                    .expected(expected)
                    .found(t!("chemin-found-garage", amount = amount.value))
                    .rule(spec.rule.clone()),
            );
        }
        // The log's word: the amount leaves the bank.
        self.bank.winnings = self.bank.winnings.saturating_sub(amount.value);
        if let Some(c) = self.bank.carry.as_mut() {
            *c = c.saturating_sub(amount.value);
        }
    }

    pub(super) fn bank_event(&mut self, ev: &Event<'_>, amount: Sp<Amount>, out: &mut Vec<Finding>) {
        // The rules are cloned only for a finding: this runs at every coup.
        let announce_rule = || self.pb.bank.announce_rule.clone();
        let Some(coup) = self.coup.as_mut() else { return };
        if let Some((first, at)) = coup.bank.filter(|_| !coup.bank_carried) {
            // A second announcement: the coup's bank is the first; a different figure is
            // reported, the same one is a repetition.
            if first != amount.value {
                out.push(
                    Finding::new(
                        "BC050",
                        Label::new(amount.loc, t!("chemin-announced-again-label")),
                        t!("chemin-announced-again", bank = amount.value, first = first),
                    )
                    .label(at, t!("chemin-first-announcement"))
                    .expected(t!("chemin-one-bank-per-coup", first = first))
                    .found(t!("chemin-found-bank", amount = amount.value))
                    .rule(announce_rule()),
                );
            }
            return;
        }
        coup.bank = Some((amount.value, amount.loc));
        coup.bank_carried = false;
        if let Some((held, passed, prev)) = self.abandoned.take()
            && amount.value < held
            && let Some(rule) = &self.pb.bank.after_voluntary_abandon_rule
        {
            out.push(
                Finding::new(
                    "BC053",
                    Label::new(amount.loc, t!("chemin-less-than-left-label")),
                    t!("chemin-less-than-left", bank = amount.value, held = held, prev = &prev),
                )
                .label(passed, t!("chemin-leaves-the-bank", holder = &prev))
                .expected(t!("chemin-bank-or-more", amount = held))
                .found(t!("chemin-found-bank", amount = amount.value))
                .rule(rule.clone()),
            );
        }
        self.bank.unannounced_reported = false;
        // Announced: known again; what it is compared with below is not.
        let unsure = std::mem::take(&mut self.bank.unsure);
        if let Some((bet_at, reported)) = coup.unannounced.take()
            && !reported
        {
            out.push(
                Finding::new(
                    "BC050",
                    Label::new(amount.loc, t!("chemin-announced-late-label")),
                    t!("chemin-announced-late", bank = amount.value),
                )
                .label(bet_at, t!("chemin-first-stake"))
                .expected(t!("chemin-bank-before-first-bet"))
                .found(t!("chemin-bank-after-a-bet", bank = amount.value))
                .rule(announce_rule()),
            );
        }
        let m = self.modality;
        let pb = self.pb;
        let rule = || m.limits_rule.clone().unwrap_or_else(|| pb.bank.announce_rule.clone());
        if let Some(mult) = m.bank_max_multiple {
            let max = crate::engine::limits::multiple_of_minimum(self.min, mult);
            if amount.value > max {
                out.push(
                    Finding::new(
                        "BC041",
                        Label::new(amount.loc, t!("chemin-over-bank-maximum-label")),
                        t!("chemin-over-bank-maximum", bank = amount.value, multiple = mult, max = max),
                    )
                    .expected(t!("chemin-at-most-in-play", max = max))
                    .found(t!("chemin-found-bank", amount = amount.value))
                    .rule(rule()),
                );
            }
        }
        if m.bank_at_least_minimum && amount.value < self.min {
            out.push(
                Finding::new(
                    "BC041",
                    Label::new(amount.loc, t!("chemin-below-minimum-label")),
                    t!("chemin-bank-below-table-minimum", bank = amount.value, min = self.min),
                )
                .expected(t!("chemin-at-least", amount = self.min))
                .found(t!("chemin-found-bank", amount = amount.value))
                .rule(rule()),
            );
        }
        // The authorisation's limits bound the bank as a banker constitutes it: when he takes
        // the bank, or makes a new deposit after it «saltó» (holds nothing). Not its growth with
        // his winnings («independientemente de que durante el transcurso del juego el banquero
        // supere con sus ganancias tal cantidad máxima»), nor, as the texts describe no such
        // thing, money added to a bank that still holds some.
        let jumped = self.bank.carry.is_some_and(|c| c <= Amount::ZERO);
        let constitutes =
            !unsure && (jumped || self.bank.carry.is_none()) && self.bank.constituted != Some(amount.value);
        if constitutes {
            self.bank.constituted = Some(amount.value);
        }
        // «el banquero tiene derecho a continuar, efectuando un nuevo depósito igual o superior
        // al inicial»
        if constitutes
            && jumped
            && let (Some(rule), Some((initial, at))) = (&self.pb.bank.redeposit_rule, self.bank.initial)
            && amount.value < initial
        {
            out.push(
                Finding::new(
                    "BC046",
                    Label::new(amount.loc, t!("chemin-below-initial-deposit-label")),
                    t!("chemin-below-initial-deposit", bank = amount.value, initial = initial),
                )
                .label(at, t!("chemin-initial-deposit"))
                .expected(t!("chemin-new-deposit-or-more", initial = initial))
                .found(t!("chemin-found-bank", amount = amount.value))
                .rule(rule.clone()),
            );
        }
        if constitutes {
            if let Some(max) = self.authorised.max.filter(|(max, _)| amount.value > *max) {
                let rule = m.constituted_rule.clone().unwrap_or_else(rule);
                out.push(authorised_limit_finding(amount, max, true, rule));
            }
            if let Some(min) = self.authorised.min.filter(|(min, _)| amount.value < *min) {
                out.push(authorised_limit_finding(amount, min, false, rule()));
            }
        }
        if let (Some(carry_rule), Some(carry), None, false) =
            (&self.pb.bank.carry_rule, self.bank.carry, self.bank.lost, unsure)
        {
            let floor = match m.bank_max_multiple {
                Some(mult) => carry.min(self.min.times(i64::from(mult))),
                None => carry,
            };
            if amount.value < floor {
                let mut f = Finding::new(
                    "BC046",
                    Label::new(amount.loc, t!("chemin-bank-decreased-label")),
                    t!("chemin-bank-decreased", bank = amount.value, floor = floor),
                )
                .expected(t!("chemin-bank-or-more", amount = floor))
                .found(t!("chemin-found-bank", amount = amount.value))
                .rule(carry_rule.clone());
                if let Some((_, at)) = self.bank.last {
                    f = f.label(at, t!("chemin-previous-bank"));
                }
                out.push(f);
            }
        }
        let _ = ev;
    }

    pub(super) fn cagnotte_event(&mut self, ev: &Event<'_>, amount: Sp<Amount>) {
        if let Some(c) = self.coup.as_mut() {
            c.cagnotte.push((amount.value, ev.loc));
        }
    }

    // ---- bets -------------------------------------------------------------------------------
}

//! The table around the coups: the shoe loaded, who holds it and plays banca, the seats that
//! refuse it, leave or «saludan», and who is given punto's cards.

use super::*;

impl<'g> PuntoBanca<'g> {
    // ---- the shoe ---------------------------------------------------------------------------

    pub(super) fn shoe_event(&mut self, ev: &Event<'_>, decks: Option<Sp<u16>>, out: &mut Vec<Finding>) {
        self.shoe.load(ev.loc, decks, out);
        self.salutes.clear();
        self.holder_free = true;
    }

    // ---- holder, hand, seats ----------------------------------------------------------------

    pub(super) fn holder_event(&mut self, seat: Word<'_>, out: &mut Vec<Finding>) {
        // Tested first: hashing the seat at every `holder` line cost more than the rest of it.
        if !self.refusals.is_empty() {
            self.refusals.remove(seat.value);
        }
        let passes = self.g.spec.shoe_holder.as_ref().filter(|h| h.passes_on_bank_loss);
        if let Some((current, since)) = &self.holder
            && current != seat.value
            && passes.is_some()
            && !self.holder_free
            // The croupier deals only while no player takes the shoe («optativa», 1979 L628;
            // 2003 L1143): a player may take it from the croupier at any time.
            && current != self.croupier()
            // A coup dealt with no result yet (its `result` line may be missing): whether the
            // bank lost is not known.
            && !self.coup.as_ref().is_some_and(|c| c.log.dealt > 0 && c.log.result_line.is_none())
        {
            out.push(
                Finding::new(
                    "BC024",
                    Label::new(seat.loc, t!("bac-shoe-passed")),
                    t!("bac-shoe-passed-early", from = current.as_str(), to = seat.value),
                )
                .label(*since, t!("bac-holds-the-shoe", seat = current.as_str()))
                .expected(t!("bac-keeps-the-shoe", seat = current.as_str()))
                .found(Text::log_line(format!("holder {}", seat.value)))
                .rule_opt(passes.map(|h| h.rule.clone())),
            );
        }
        self.holder = Some((SeatName::new(seat.value), seat.loc));
        self.must_pass = None;
        self.holder_free = false;
    }

    pub(super) fn refuse(&mut self, ev: &Event<'_>, seat: Word<'_>) {
        // Inside a coup before its first card, punto's cards are being handed out: such a
        // refusal counts only if «la mano» may be punto's hand (`seats.refused_hand`).
        let handing_punto = self.coup.as_ref().is_some_and(|c| c.log.dealt == 0);
        let counts = !handing_punto
            || self
                .g
                .spec
                .seats
                .as_ref()
                .is_some_and(|s| s.refused_hand == crate::catalog::baccarat::RefusedHand::ShoeOrPunto);
        // Only the holder's refusal frees the shoe (a refusal while it is on offer leaves it
        // on offer); another seat refusing does not.
        if self.holder.as_ref().is_some_and(|(h, _)| h == seat.value) {
            self.holder_free = true;
            self.must_pass = None;
        }
        if !counts {
            return;
        }
        let n = {
            let e = self.refusals.entry(seat.value.to_owned()).or_insert((0, ev.loc));
            e.0 += 1;
            e.1 = ev.loc;
            e.0
        };
        if let Some(max) = self.g.spec.seats.as_ref().and_then(|s| s.refusals_before_leaving)
            && counts
            && n >= max
        {
            self.must_leave.insert(seat.value.to_owned(), ev.loc);
        }
    }

    pub(super) fn leave(&mut self, seat: Word<'_>) {
        self.refusals.remove(seat.value);
        self.must_leave.remove(seat.value);
        self.salutes.remove(seat.value);
        if self.holder.as_ref().is_some_and(|(h, _)| h == seat.value) {
            // The holder left: nobody holds the shoe, it is on offer.
            self.holder = None;
            self.must_pass = None;
            self.holder_free = true;
        }
    }

    pub(super) fn salute(&mut self, ev: &Event<'_>, seat: Word<'_>, out: &mut Vec<Finding>) {
        let Some(max) = self.g.spec.seats.as_ref().and_then(|s| s.salutes_per_shoe) else { return };
        let e = self.salutes.entry(seat.value.to_owned()).or_insert((0, ev.loc));
        e.0 += 1;
        if e.0 == max + 1 {
            out.push(
                Finding::new(
                    "BC027",
                    Label::new(ev.loc, t!("bac-salutes-again")),
                    t!("bac-salutes-nth", seat = seat.value, nth = e.0, nth_category = ordinal_category(e.0)),
                )
                .label(e.1, t!("bac-first-time"))
                .expected(t!("bac-at-most-salutes", max = max))
                .found(t!("bac-salutes-in-shoe", count = e.0)),
            );
        }
    }

    /// A seat that had to give up its seat plays on.
    pub(super) fn seat_plays(&mut self, seat: Word<'_>, at: Loc, out: &mut Vec<Finding>) {
        // Tested first: this runs at every bet, and a seat seldom has to leave.
        if !self.must_leave.is_empty()
            && let Some(refused) = self.must_leave.remove(seat.value)
        {
            let n = self.g.spec.seats.as_ref().and_then(|s| s.refusals_before_leaving).unwrap_or(2);
            out.push(
                Finding::new(
                    "BC026",
                    Label::new(at, t!("bac-plays-on")),
                    t!("bac-refused-but-plays", seat = seat.value, count = n),
                )
                .label(refused, t!("bac-last-refusal"))
                .expected(Text::log_line(format!("leave {}", seat.value)))
                .found(t!("bac-bet-from-same-seat")),
            );
            self.refusals.remove(seat.value);
        }
    }

    pub(super) fn hand_holder(&mut self, hand: Word<'_>, seat: Word<'_>, out: &mut Vec<Finding>) {
        let Some(h) = self.g.hand(hand.value) else {
            out.push(self.g.unknown_hand(hand));
            return;
        };
        let Some(spec) = &self.g.spec.hand_holder else { return };
        if self.g.hands[h].name != spec.hand {
            return;
        }
        let Some(coup) = &self.coup else { return };
        let Some(bet) = self.highest_bet else { return };
        let stakes = || coup.log.book.stakes.iter().filter(move |s| s.bet == bet);
        let Some(top) = stakes().map(|s| s.amount).max() else {
            if seat.value != spec.nobody_bets {
                let f = Finding::new(
                    "BC025",
                    Label::new(seat.loc, t!("bac-given-the-cards")),
                    t!("bac-nobody-bets-yet-given", hand = spec.hand.as_str(), seat = seat.value),
                )
                .expected(Text::log_line(format!("hand {} {}", spec.hand, spec.nobody_bets)))
                .found(Text::log_line(format!("hand {} {}", spec.hand, seat.value)));
                if let Some(coup) = self.coup.as_mut() {
                    coup.holder_fault = Some((f, seat.value.to_owned()));
                }
            }
            return;
        };
        // Whether the seat may hold the hand, decided without collecting anything: this runs at
        // every coup. The lists are made only for a finding.
        let fits = match spec.on_equal_stakes {
            crate::catalog::baccarat::EqualStakes::Any => stakes().any(|s| s.amount == top && s.seat == seat.value),
            crate::catalog::baccarat::EqualStakes::FirstToBet => {
                stakes().filter(|s| s.amount == top).min_by_key(|s| s.order).is_some_and(|s| s.seat == seat.value)
            }
        };
        if fits {
            return;
        }
        let mut best: Vec<_> = stakes().filter(|s| s.amount == top).collect();
        best.sort_by_key(|s| s.order);
        let allowed: Vec<&str> = match spec.on_equal_stakes {
            crate::catalog::baccarat::EqualStakes::Any => best.iter().map(|s| s.seat.as_str()).collect(),
            crate::catalog::baccarat::EqualStakes::FirstToBet => best.iter().take(1).map(|s| s.seat.as_str()).collect(),
        };
        if !allowed.contains(&seat.value) {
            let mut f = Finding::new(
                "BC025",
                Label::new(seat.loc, t!("bac-given-the-cards")),
                t!(
                    "bac-given-hand-not-highest",
                    seat = seat.value,
                    hand = spec.hand.as_str(),
                    bet = spec.highest_bet.as_str(),
                    top = top,
                    highest = list(&allowed.iter().map(|a| Text::verbatim(*a)).collect::<Vec<_>>(), "bac-list-or")
                ),
            )
            .expected(Text::log_line(format!("hand {} {}", spec.hand, allowed.join("|"))))
            .found(Text::log_line(format!("hand {} {}", spec.hand, seat.value)));
            if let Some(s) = best.first() {
                f = f.label(s.loc, t!("bac-highest-bet"));
            }
            if let Some(coup) = self.coup.as_mut() {
                coup.holder_fault = Some((f, seat.value.to_owned()));
            }
        }
    }

    // ---- bets -------------------------------------------------------------------------------
}

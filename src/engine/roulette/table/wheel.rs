//! The wheel: a spin (the number, the rotor's and the ball's senses, where the ball was launched
//! from) and a «tirada nula» (`void`).

use super::*;

impl<'g> RouletteEngine<'g> {
    pub(super) fn spin(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        let EventKind::Wheel(WheelEvent::Spin { number, name, rotor, ball, from }) = &ev.kind else { return };
        let (number, name, rotor, ball, from) = (*number, name.as_ref(), *rotor, *ball, *from);
        let g = self.g;
        let prev = self.last_spin;
        // The result as the log writes it (a number, or a named spot), for findings only.
        // The number as written (`00`, not 0): its span's length is its digits.
        let digits = number.loc.len.max(1) as usize;
        let shown = || name.map_or_else(|| format!("{:0digits$}", number.value), |w| w.value.to_owned());
        let Some(round) = self.round.as_mut() else { return };
        // The round has a result after all: what was settled or chosen before it stands.
        if !round.early.is_empty() {
            out.append(&mut round.early);
        }
        if !round.bets.is_empty() && round.nomore.is_none() && !round.spin_without_no_more_reported {
            round.spin_without_no_more_reported = true;
            out.push(
                Finding::new(
                    "RL028",
                    Label::new(ev.loc, t!("rl-spin-without-no-more-label")),
                    t!("rl-spin-without-no-more", wheel = if g.symbol_names.is_empty() { "ball" } else { "spots" }),
                )
                .label(round.bets[0].loc, t!("rl-bets-open-label"))
                .expected(t!("rl-spin-without-no-more-expected"))
                .found(Text::log_line(format!("spin {}", shown()))),
            );
        }
        // A second result without «tirada nula» (RL032): likely the same spin written twice, so
        // its sense is not compared with the first's.
        let second = matches!(round.result, Some(Outcome::Number(..))) && round.void_pending.is_none();
        let void = if g.spin.void_reasons.is_empty() { "no" } else { "yes" };
        if let Some(Outcome::Number(n, l)) = round.result {
            if round.void_pending.is_none() {
                out.push(
                    Finding::new(
                        "RL032",
                        Label::new(ev.loc, t!("rl-second-result-label")),
                        t!("rl-second-result", void = void),
                    )
                    .label(l, t!("rl-first-result-label", number = g.show(n)))
                    .expected(t!("rl-second-result-expected", void = void))
                    .found(Text::log_line(format!("spin {}", shown()))),
                );
            }
        }
        // A wheel whose cylinder turns owes its sense: without it the alternation (and the
        // ball's sense against it) cannot be checked, which RL033 says once per table.
        if rotor.is_none() && g.spin.rotor && (g.spin.alternate_rotor || g.spin.ball_against_rotor) {
            let (_, n) = self.no_rotor.get_or_insert((ev.loc, 0));
            *n += 1;
        }
        if let (true, false, Some(rotor)) = (g.spin.alternate_rotor, second, rotor) {
            if let Some(PrevSpin { rotor: Some(prev_rotor), loc: prev_loc, .. }) = prev {
                if prev_rotor == rotor.value {
                    out.push(
                        Finding::new(
                            "RL012",
                            Label::new(rotor.loc, t!("rl-rotor-same-sense-label")),
                            t!("rl-rotor-same-sense", sense = rotor.value.as_str()),
                        )
                        .label(prev_loc, t!("rl-previous-spin-label", sense = prev_rotor.as_str()))
                        .expected(Text::verbatim(other(prev_rotor).as_str()))
                        .found(Text::verbatim(rotor.value.as_str())),
                    );
                }
            }
        }
        if g.spin.ball_against_rotor && ball.is_none() {
            let (_, n) = self.no_ball.get_or_insert((ev.loc, 0));
            *n += 1;
        }
        if let (Some(_), None, true, Some(_)) =
            (round.void_pending, from, g.spin.relaunch_from_previous, self.prev_result)
        {
            let (_, n) = self.no_from.get_or_insert((ev.loc, 0));
            *n += 1;
        }
        if let (true, Some(rotor)) = (g.spin.ball_against_rotor, rotor) {
            if let Some(b) = ball {
                if b.value == rotor.value {
                    out.push(
                        Finding::new(
                            "RL013",
                            Label::new(b.loc, t!("rl-ball-with-rotor-label")),
                            t!("rl-ball-with-rotor"),
                        )
                        .label(rotor.loc, t!("rl-rotor-sense-label"))
                        .expected(Text::verbatim(format!("ball={}", other(rotor.value).as_str())))
                        .found(Text::verbatim(format!("ball={}", b.value.as_str()))),
                    );
                }
            }
        }
        // «el número que cayó en la jugada anterior»: the previous round's result.
        if let (Some(v), Some(f), true) = (round.void_pending, from, g.spin.relaunch_from_previous) {
            if let Some((prev_n, prev_loc)) = self.prev_result {
                if f.value != prev_n {
                    out.push(
                        Finding::new(
                            "RL024",
                            Label::new(f.loc, t!("rl-relaunched-from-label")),
                            t!("rl-relaunch-not-from-previous", from = f.value, previous = prev_n),
                        )
                        .label(v, t!("rl-void-label"))
                        .label(prev_loc, t!("rl-previous-result-label"))
                        .expected(Text::verbatim(format!("from={prev_n}")))
                        .found(Text::verbatim(format!("from={}", f.value))),
                    );
                }
            }
        }
        round.void_pending = None;
        if let Some(n) = g.outcome(number.value, number.loc.len, name.map(|w| w.value)) {
            round.result = Some(Outcome::Number(n, ev.loc));
            self.last_spin = Some(PrevSpin { number: n, rotor: rotor.map(|r| r.value), loc: ev.loc });
            return;
        }
        let expected = if g.symbol_names.is_empty() {
            t!("rl-result-off-wheel-expected", lowest = g.lowest, highest = g.numbers - 1)
        } else {
            t!("rl-one-of", names = g.symbol_names.join(", "))
        };
        let loc = name.map_or(number.loc, |w| w.loc);
        let message = if g.symbol_names.is_empty() {
            t!("rl-result-off-wheel", number = shown())
        } else {
            // A mistyped spot gets the log reader's «did you mean».
            let names: Vec<&str> = g.symbol_names.iter().map(String::as_str).collect();
            let written = shown();
            t!(
                "rl-result-not-a-spot",
                result = written.as_str(),
                suggestion = crate::log::suggest::did_you_mean_text(&written, &names)
            )
        };
        let f = Finding::new("RL001", Label::new(loc, t!("rl-result-off-wheel-label")), message).expected(expected);
        out.push(match name {
            Some(w) => f.found(Text::verbatim(w.value)),
            None => f.found(Text::verbatim(shown())),
        });
        round.result = Some(Outcome::Invalid);
        self.last_spin =
            Some(PrevSpin { number: prev.map_or(g.lowest, |p| p.number), rotor: rotor.map(|r| r.value), loc: ev.loc });
    }

    pub(super) fn void(&mut self, ev: &Event<'_>, reason: &Word<'_>, out: &mut Vec<Finding>) {
        if !self.g.spin.void_reasons.iter().any(|r| r == reason.value) {
            out.push(
                Finding::new(
                    "RL023",
                    Label::new(reason.loc, t!("rl-void-reason-unknown-label")),
                    t!("rl-void-reason-unknown", reason = reason.value),
                )
                .expected(t!("rl-one-of", names = self.g.spin.void_reasons.join(", ")))
                .found(Text::verbatim(reason.value)),
            );
        } else if let Some(Some(Outcome::Number(n, at))) = self.round.as_ref().map(|r| r.result) {
            out.push(
                Finding::new(
                    "RL023",
                    Label::new(ev.loc, t!("rl-void-after-result-label")),
                    t!("rl-void-after-result", number = self.g.show(n)),
                )
                .label(at, t!("rl-result-number-label", number = self.g.show(n)))
                .expected(t!("rl-void-after-result-expected"))
                .found(t!(
                    "rl-void-after-result-found",
                    reason = reason.value,
                    number = self.g.show(n)
                )),
            );
        }
        if let Some(r) = self.round.as_mut() {
            r.void_pending = Some(ev.loc);
            // The log says the spin was annulled: the round is settled on the relaunch.
            r.result = None;
        }
    }
}

//! The stakes: each `bet` against the cloth, the minimum, the maxima of its scale and the
//! series, the stakes of a round checked when it closes, and a change of limits (`limits`).

use super::*;
use crate::engine::limits::{
    AuthorisedRange, first_over_maximum, limits_line_minimum, limits_line_unknown_key, multiple_of_minimum,
};

impl<'g> RouletteEngine<'g> {
    /// Minimum, multiples and series chips, on each bet's stakes added up (a player's stakes on
    /// one combination in a round are one bet).
    pub(super) fn check_stakes(&self, round: &Round, out: &mut Vec<Finding>) {
        let g = self.g;
        let min = round.min;
        for b in &round.bets {
            let k = &g.kinds[b.kind];
            let stake = b.stake;
            if !k.is_series() {
                // Tested here first: the finding is built only when it is due, not for every bet.
                if !meets_minimum(stake, min, g.multiple_of_minimum) {
                    out.extend(minimum_finding(stake, min, g.multiple_of_minimum, b.amount_loc, None));
                }
                continue;
            }
            let chips = i64::from(k.chips.max(1));
            if stake.minor() % chips != 0 {
                out.push(
                    Finding::new(
                        "RL026",
                        Label::new(b.amount_loc, t!("rl-series-chips-label")),
                        t!("rl-series-chips", kind = k.name.as_str(), stake = stake, chips = k.chips),
                    )
                    .expected(t!("rl-series-chips-expected", chips = k.chips))
                    .found(stake)
                    .rule(k.rule.clone()),
                );
            }
            let unit = Amount(stake.minor() / chips);
            if !meets_minimum(unit, min, g.multiple_of_minimum) {
                let series = Some(k.name.as_str());
                out.extend(minimum_finding(unit, min, g.multiple_of_minimum, b.amount_loc, series));
            }
            for p in &k.placements {
                let class = &g.limits[g.kinds[p.kind].limit];
                let max = self.maximum(g.kinds[p.kind].limit, min);
                let on = unit.times(i64::from(p.chips));
                if on > max {
                    out.push(
                        Finding::new(
                            "RL015",
                            Label::new(b.amount_loc, t!("rl-over-maximum-label")),
                            t!(
                                "rl-series-over-maximum",
                                series = k.name.as_str(),
                                stake = on,
                                kind = g.kinds[p.kind].name.as_str(),
                                max = max
                            ),
                        )
                        .expected(self.maximum_expected(g.kinds[p.kind].limit, min))
                        .found(on)
                        .rule(class.rule.clone()),
                    );
                    break;
                }
            }
        }
    }

    pub(super) fn bet(
        &mut self,
        ev: &Event<'_>,
        seat: &Word<'_>,
        bet: &BetRef<'_>,
        amount: &Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        // `bet s7 rojo 1 000`: a bet that takes no numbers, its amount split by a thousands
        // separator. The format error (M001), and the stake judged as the amount meant, so that
        // its settlement is judged too (not as a settlement of a bet never placed).
        if let Some(&kind) = g.by_name.get(bet.kind.value)
            && !g.kinds[kind].takes_target()
            && let Some((f, meant_bet, meant)) = crate::log::suggest::thousands_settlement(bet, amount)
        {
            out.push(f);
            return self.bet(ev, seat, &meant_bet, &meant, out);
        }
        let seat_id = self.seat_id(seat.value);
        let Some(round) = self.round.as_mut() else { return };
        let target = target_key(bet);
        let ignore = |round: &mut Round| round.ignored.push((seat_id, bet.kind.value.to_owned(), target));

        if let Some(spin) = round.result.and_then(|r| if let Outcome::Number(_, l) = r { Some(l) } else { None }) {
            out.push(
                Finding::new("RL011", Label::new(ev.loc, t!("rl-bet-after-result-label")), t!("rl-bet-after-result"))
                    .label(spin, t!("rl-result-label"))
                    .expected(t!("rl-bet-after-no-more-expected"))
                    .found(t!("rl-bet-after-no-more-found", amount = amount.value, kind = bet.kind.value)),
            );
            // It cannot have played this spin: nothing is owed on it, whatever is recorded.
            ignore(round);
            return;
        } else if let Some(nm) = round.nomore {
            out.push(
                Finding::new("RL011", Label::new(ev.loc, t!("rl-bet-after-no-more-label")), t!("rl-bet-after-no-more"))
                    .label(nm, t!("rl-no-more-announced-label"))
                    .expected(t!("rl-bet-after-no-more-expected"))
                    .found(t!("rl-bet-after-no-more-found", amount = amount.value, kind = bet.kind.value)),
            );
        }

        if bet.prison {
            out.push(
                Finding::new("RL002", Label::new(bet.loc, t!("rl-bet-in-prison-label")), t!("rl-bet-in-prison"))
                    .expected(t!("rl-bet-in-prison-expected"))
                    .found(Text::code(format!("prison {}", bet.kind.value))),
            );
            ignore(round);
            return;
        }
        let Some(&kind) = g.by_name.get(bet.kind.value) else {
            let mut names: Vec<&str> = g.kinds.iter().map(|k| k.name.as_str()).collect();
            names.sort_unstable();
            // The suggestion is the log reader's (`did you mean …?`), shown after the sentence.
            let message = match crate::log::suggest::closest(bet.kind.value, &names) {
                None => t!("rl-unknown-kind", kind = bet.kind.value),
                Some(_) => t!(
                    "rl-unknown-kind-suggestion",
                    kind = bet.kind.value,
                    suggestion = crate::log::suggest::did_you_mean_text(bet.kind.value, &names)
                ),
            };
            out.push(
                Finding::new("RL002", Label::new(bet.kind.loc, t!("rl-unknown-kind-label")), message)
                    .expected(t!("rl-one-of", names = names.join(", ")))
                    .found(Text::verbatim(bet.kind.value)),
            );
            ignore(round);
            return;
        };
        let k = &g.kinds[kind];
        let covers = match (k.takes_target(), bet.target) {
            (true, Some(_)) => k.targets.get(&target).copied(),
            (false, None) => Some(k.mask),
            _ => None,
        };
        let Some(covers) = covers else {
            let name = k.name.as_str();
            let (found, why) = match bet.target {
                Some(t) if k.takes_target() => (
                    Text::verbatim(format!("{name} {}", t.value)),
                    match range_hint(k, t.value.as_slice()) {
                        Some(meant) => {
                            t!("rl-not-on-cloth-meant", numbers = t.value.to_string(), kind = name, meant = meant)
                        }
                        None => t!("rl-not-on-cloth", numbers = t.value.to_string(), kind = name),
                    },
                ),
                Some(t) => (Text::verbatim(format!("{name} {}", t.value)), t!("rl-takes-no-numbers", kind = name)),
                None => (Text::verbatim(name), t!("rl-needs-numbers", kind = name)),
            };
            out.push(
                Finding::new("RL002", Label::new(bet.loc, t!("rl-not-on-cloth-label")), why)
                    .expected(expected_target(k))
                    .found(found),
            );
            ignore(round);
            return;
        };

        // Minimum, multiples and series chips are checked on the stakes added up, when the
        // round is settled (`check_stakes`); a maximum as soon as the stakes cross it.
        let min = round.min;
        let stake = amount.value;
        let idx = match round.bet_index(seat_id, kind, &target) {
            Some(i) => {
                round.bets[i].stake = round.bets[i].stake.saturating_add(stake);
                i
            }
            None => round.add_bet(Bet {
                seat: seat_id,
                kind,
                target,
                covers,
                stake,
                loc: ev.loc,
                amount_loc: amount.loc,
                over_max_reported: false,
            }),
        };
        if !k.is_series() {
            let class = &g.limits[k.limit];
            let max = self.maximum(k.limit, min);
            // Per player: the seat's own stakes on the combination, never the pool.
            let over = self
                .round
                .as_mut()
                .and_then(|r| r.bets.get_mut(idx))
                .is_some_and(|b| first_over_maximum(b.stake, max, &mut b.over_max_reported));
            if over {
                let expected = self.maximum_expected(k.limit, min);
                let Some(round) = self.round.as_ref() else { return };
                let b = &round.bets[idx];
                let mut f = Finding::new(
                    "RL015",
                    Label::new(amount.loc, t!("rl-over-maximum-label")),
                    t!(
                        "rl-over-maximum",
                        kind = k.name.as_str(),
                        stake = b.stake,
                        class = class.name.as_str(),
                        max = max
                    ),
                )
                .expected(expected)
                .found(b.stake)
                .rule(class.rule.clone());
                if b.loc != ev.loc {
                    f = f.label(b.loc, t!("rl-first-stake-label"));
                }
                out.push(f);
            }
        }
        // A bet the table accepted: is it in the player's colour chips?
        if g.colour.is_some() {
            self.colour_bet(seat_id, amount, out);
        }
    }

    /// A limit class's maximum at minimum `min`: a multiple of the minimum on the table's scale,
    /// or the maximum the table's authorisation set within the article's bounds (the header's
    /// `max-<class>=`; without it, the highest the article allows).
    pub(super) fn maximum(&self, class: usize, min: Amount) -> Amount {
        let c = &self.g.limits[class];
        match c.range() {
            // Where the article sets no figure and the header gives none: no maximum to check.
            Some(range) => range.in_force(self.authorised_max.get(class).copied().flatten(), min),
            None => multiple_of_minimum(min, c.multiples.get(self.scale).copied().unwrap_or(u32::MAX)),
        }
    }

    /// What an RL015 finding says was expected (built only for a finding).
    fn maximum_expected(&self, class: usize, min: Amount) -> Text {
        let c = &self.g.limits[class];
        let max = self.maximum(class, min);
        match (c.range(), self.authorised_max.get(class).copied().flatten()) {
            (Some(_), Some(_)) => t!("rl-authorised-maximum-expected", max = max, class = c.name.as_str()),
            (Some(AuthorisedRange { to, .. }), None) => t!(
                "rl-article-maximum-expected",
                max = max,
                multiple = to.unwrap_or(u32::MAX),
                min = min,
                class = c.name.as_str()
            ),
            (None, _) => {
                let multiple = c.multiples.get(self.scale).copied().unwrap_or(u32::MAX);
                let scale = self.g.scales.get(self.scale).map_or("", String::as_str);
                t!("rl-over-maximum-expected", max = max, multiple = multiple, min = min, scale = scale)
            }
        }
    }

    pub(super) fn limits(&mut self, ev: &Event<'_>, params: &[crate::log::event::Param<'_>], out: &mut Vec<Finding>) {
        let (mut min, mut scale) = (self.min, self.scale);
        for p in params {
            match p.key.value {
                "min" => {
                    if let Some(a) = limits_line_minimum(p, out) {
                        min = a;
                    }
                }
                "scale" => match self.g.scales.iter().position(|s| s == p.value.value) {
                    Some(s) => scale = s,
                    None => out.push(
                        Finding::new(
                            "M004",
                            Label::new(p.value.loc, t!("rl-limits-scale-unknown-label")),
                            t!("rl-limits-scale-unknown", scale = p.value.value),
                        )
                        .expected(t!("rl-one-of", names = self.g.scales.join(", ")))
                        .found(Text::verbatim(p.value.value)),
                    ),
                },
                _ => limits_line_unknown_key(p, t!("rl-limits-unknown-key-expected"), out),
            }
        }
        if (min, scale) == (self.min, self.scale) {
            return;
        }
        if self.g.change_during_session == ChangePolicy::Forbidden && self.session_open {
            // Reported once; the authorised limits stay in force, so the bets that follow are
            // checked against them and the change causes no further finding.
            out.push(
                Finding::new("RL027", Label::new(ev.loc, t!("rl-limits-changed-label")), t!("rl-limits-changed"))
                    .expected(t!(
                        "rl-limits-changed-expected",
                        min = self.min,
                        scale = self.g.scales[self.scale].as_str()
                    ))
                    .found(t!("rl-limits-changed-found", min = min, scale = self.g.scales[scale].as_str())),
            );
            return;
        }
        self.min = min;
        self.scale = scale;
    }
}

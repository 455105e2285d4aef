//! The colour chips of the Ruleta americana: a `colour` line gives a player chips of his own
//! colour and the value of each (RL034: between the table minimum and the pleno maximum); the
//! players with colour chips are counted (RL035: at most the catalogue's number); and each bet
//! of such a player is a whole number of his chips (RL036).
//!
//! Only a seat with a `colour` line is known to play with colour chips: the others may play
//! with the casino's value chips (Valencia 2003 allows them expressly), of which the log says
//! nothing, so their bets are not counted in chips.

use super::*;

/// What the session's `colour` lines said.
#[derive(Debug, Default)]
pub(crate) struct ColourChips {
    /// Each colour seat's chip value, by seat id, with its `colour` line.
    values: Vec<Option<(Amount, Loc)>>,
    /// Distinct colour players so far, in order of their first `colour` line.
    players: Vec<Loc>,
    /// RL035 is said once per session.
    over_reported: bool,
}

impl ColourChips {
    /// The seat's chip value, if it has colour chips.
    fn value(&self, seat: u32) -> Option<(Amount, Loc)> {
        self.values.get(seat as usize).copied().flatten()
    }
}

impl<'g> RouletteEngine<'g> {
    /// `colour s3 20` (or `colour s3`: each chip worth the table minimum).
    pub(super) fn colour(
        &mut self,
        ev: &Event<'_>,
        seat: &Word<'_>,
        value: Option<Sp<Amount>>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let Some(spec) = &g.colour else { return };
        let seat_id = self.seat_id(seat.value);
        let min = self.min;
        // «Si no se hace uso de esa facultad cada una de sus fichas representa el mínimo».
        let chip = value.map_or(min, |v| v.value);
        if let (Some(v), Some(class)) = (value, g.pleno_limit.map(|l| &g.limits[l])) {
            let max = min.times(i64::from(class.multiples[self.scale]));
            if v.value < min || v.value > max {
                let message = if v.value < min {
                    t!("rl-colour-below-minimum", seat = seat.value, value = v.value, min = min)
                } else {
                    t!("rl-colour-over-pleno", seat = seat.value, value = v.value, max = max)
                };
                out.push(
                    Finding::new("RL034", Label::new(v.loc, t!("rl-colour-value-label")), message)
                        .expected(t!(
                            "rl-colour-value-expected",
                            min = min,
                            max = max,
                            multiple = class.multiples[self.scale],
                            scale = g.scales[self.scale].as_str()
                        ))
                        .found(v.value),
                );
            }
        }
        let c = &mut self.colour;
        let slot = seat_id as usize;
        if c.values.len() <= slot {
            c.values.resize(slot + 1, None);
        }
        let new_player = c.values[slot].is_none();
        c.values[slot] = Some((chip, ev.loc));
        if !new_player {
            return;
        }
        c.players.push(ev.loc);
        if let Some(max) = spec.max_players {
            if c.players.len() > max as usize && !c.over_reported {
                c.over_reported = true;
                let mut f = Finding::new(
                    "RL035",
                    Label::new(seat.loc, t!("rl-colour-players-label", count = c.players.len())),
                    t!("rl-colour-players", seat = seat.value, count = c.players.len(), max = max),
                )
                .expected(t!("rl-colour-players-expected", max = max))
                .found(t!("rl-colour-players-found", count = c.players.len()));
                if let Some(&first) = c.players.first() {
                    f = f.label(first, t!("rl-colour-first-player-label"));
                }
                out.push(f);
            }
        }
    }

    /// A bet of `amount` by `seat`: a whole number of its colour chips, if it has them. A stake
    /// below the table minimum is RL014's, not also this one's.
    pub(super) fn colour_bet(&self, seat: u32, amount: &Sp<Amount>, out: &mut Vec<Finding>) {
        let Some((chip, at)) = self.colour.value(seat) else { return };
        if amount.value < self.min || chip <= Amount::ZERO || amount.value.is_multiple_of(chip) {
            return;
        }
        let name = self.seat_names.get(seat as usize).map_or("?", String::as_str);
        out.push(
            Finding::new(
                "RL036",
                Label::new(amount.loc, t!("rl-colour-bet-label")),
                t!("rl-colour-bet", seat = name, stake = amount.value, chip = chip),
            )
            .label(at, t!("rl-colour-chips-given-label", chip = chip))
            .expected(t!("rl-colour-bet-expected", chip = chip))
            .found(amount.value),
        );
    }
}

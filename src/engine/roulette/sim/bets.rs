//! The simulated players' bets: kinds, targets and stakes within the article's limits and the
//! seats' colour chips.

use rand::Rng;

use super::{Bet, Sim};
use crate::log::event::Numbers;
use crate::money::Amount;

impl Sim<'_> {
    /// A stake of `seat` made a whole number of its colour chips (rounded up, or down when
    /// that would pass `max`).
    pub(super) fn in_chips(&self, seat: u32, stake: Amount, max: Amount) -> Amount {
        let Some(&(_, v)) = self.colour.iter().find(|(s, _)| *s == seat) else { return stake };
        let chips = (stake.minor() + v.minor() - 1) / v.minor();
        let chips = if v.times(chips) > max { max.minor() / v.minor() } else { chips };
        v.times(chips.max(1))
    }

    pub(super) fn seat(&mut self) -> u32 {
        self.rng.random_range(1..=8)
    }

    /// A kind's maximum: its class's multiple on the scale, or (a maximum the authorisation sets,
    /// which the simulated header does not give) the highest the article allows.
    pub(super) fn max_for(&self, kind: usize) -> Amount {
        let limit = self.g.kinds[kind].limit;
        if let Some(&(_, max)) = self.fixed_max.iter().find(|(i, _)| *i == limit) {
            return max;
        }
        let class = &self.g.limits[limit];
        let multiple = match class.authorised {
            Some((_, to)) => to.unwrap_or(100),
            None => class.multiples.get(self.scale).copied().unwrap_or(1),
        };
        self.min.times(i64::from(multiple))
    }

    /// The number after `n` on the wheel's numbering, round from the highest to the lowest.
    pub(super) fn next_number(&self, n: u16) -> u16 {
        let g = &self.g;
        g.lowest + (n.saturating_sub(g.lowest) + 1) % (g.numbers - g.lowest)
    }

    /// A stake: mostly a few minimums, sometimes exactly the maximum.
    pub(super) fn stake(&mut self, kind: usize) -> Amount {
        let maxk = (self.max_for(kind).minor() / self.min.minor()).max(1);
        let k = if self.rng.random_bool(0.05) { maxk } else { self.rng.random_range(1..=maxk.min(8)) };
        self.min.times(k)
    }

    pub(super) fn random_bet(&mut self) -> Bet {
        let kind = self.rng.random_range(0..self.g.kinds.len());
        let seat = self.seat();
        let k = &self.g.kinds[kind];
        if k.is_series() {
            let maxk = k
                .placements
                .iter()
                .map(|p| (self.max_for(p.kind).minor() / self.min.minor()) / i64::from(p.chips))
                .min()
                .unwrap_or(1)
                .max(1);
            let unit = self.min.times(self.rng.random_range(1..=maxk.min(3)));
            let chips = i64::from(k.chips);
            return Bet { seat, kind, target: Numbers::default(), stake: unit.times(chips) };
        }
        let target = if k.takes_target() {
            let t = &self.targets[kind];
            t[self.rng.random_range(0..t.len())]
        } else {
            Numbers::default()
        };
        let stake = self.stake(kind);
        let stake = self.in_chips(seat, stake, self.max_for(kind));
        Bet { seat, kind, target, stake }
    }

    pub(super) fn chance_bet(&mut self, stake: Option<Amount>) -> Option<Bet> {
        if self.chance_kinds.is_empty() {
            return None;
        }
        let kind = self.chance_kinds[self.rng.random_range(0..self.chance_kinds.len())];
        let stake = stake.unwrap_or_else(|| self.min.times(2 * self.rng.random_range(1..=3)));
        let seat = self.seat();
        let stake = self.in_chips(seat, stake, self.max_for(kind));
        Some(Bet { seat, kind, target: Numbers::default(), stake })
    }

    pub(super) fn push_unique(bets: &mut Vec<Bet>, b: Bet) -> bool {
        if bets.iter().any(|x| x.seat == b.seat && x.kind == b.kind && x.target == b.target) {
            return false;
        }
        bets.push(b);
        true
    }

    pub(super) fn bet_ref(&self, prison: bool, kind: usize, target: &Numbers) -> String {
        let mut s = String::new();
        if prison {
            s.push_str("prison ");
        }
        s.push_str(&self.g.kinds[kind].name);
        if !target.is_empty() {
            s.push(' ');
            s.push_str(&target.to_string());
        }
        s
    }
}

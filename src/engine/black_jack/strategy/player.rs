//! The player's expected values against one dealer up-card: stand, hit, double and split, each
//! played on optimally, for the cards the player draws with fixed probabilities (exact for an
//! infinite deck; the start-of-shoe approximation for a finite shoe, see [`super`]).
//!
//! Every value is per unit of the hand's initial stake, against the dealer's final-total
//! distribution `dist` the context is built with: under [`DealerBlackJack::TakesAllStakes`] that
//! distribution includes the dealer's Black-Jack, which then beats every stake on the table,
//! doubled and split ones too, so each hand's value simply counts it as a loss of all it holds;
//! under [`DealerBlackJack::TakesOriginalStake`] the caller passes the distribution *given no
//! dealer Black-Jack* and adds the lost original stake itself (see `super::evaluate`).

use super::super::odds::DealerFinal;
use super::Rules;
use super::dealer::Dist;

/// Card classes: 0 = ace, 1–8 = two to nine, 9 = ten-valued.
pub const ACE: usize = 0;
pub const TEN: usize = 9;

/// The best total of a hand holding `hard` with aces counted 1 (`ace`: it holds one).
pub fn best(hard: u8, ace: bool) -> u8 {
    if ace && hard + 10 <= 21 { hard + 10 } else { hard }
}

/// The value of class `c` with an ace counted 1.
pub fn worth(c: usize) -> u8 {
    // c < 10: the cast cannot truncate.
    c as u8 + 1
}

pub struct Player<'a> {
    rules: &'a Rules,
    /// The probability that the player's next card is of each class.
    p: [f64; 10],
    /// `stand[t]`: the value of standing on a total `t` (0–21; a two-card 21 after a split is
    /// an ordinary 21).
    stand: [f64; 22],
    /// `hit[hard][ace]`: the value of hitting, then playing on optimally (no more doubling).
    hit: [[Option<f64>; 2]; 22],
}

impl<'a> Player<'a> {
    pub fn new(rules: &'a Rules, p: [f64; 10], dist: &Dist) -> Player<'a> {
        let bust = dist[DealerFinal::Bust.index()];
        let dealer_total = |t: u8| match t {
            17 => dist[DealerFinal::Total17.index()],
            18 => dist[DealerFinal::Total18.index()],
            19 => dist[DealerFinal::Total19.index()],
            20 => dist[DealerFinal::Total20.index()],
            21 => dist[DealerFinal::Total21.index()],
            _ => 0.0,
        };
        let mut stand = [0.0; 22];
        for (t, s) in stand.iter_mut().enumerate() {
            // t ≤ 21: the cast cannot truncate.
            let t = t as u8;
            let below: f64 = (17..t.max(17)).map(dealer_total).sum();
            let win = bust + below;
            let push = dealer_total(t);
            // Everything else loses, the dealer's Black-Jack included.
            *s = win - (1.0 - win - push);
        }
        Player { rules, p, stand, hit: [[None; 2]; 22] }
    }

    /// Standing on `hard` (aces 1) with or without an ace; −1 when bust.
    pub fn stand(&self, hard: u8, ace: bool) -> f64 {
        if hard > 21 { -1.0 } else { self.stand[usize::from(best(hard, ace))] }
    }

    /// The best of standing and hitting on, without doubling; no card is taken on 21.
    fn play(&mut self, hard: u8, ace: bool) -> f64 {
        if hard > 21 {
            return -1.0;
        }
        let stand = self.stand(hard, ace);
        if best(hard, ace) >= 21 { stand } else { stand.max(self.hit(hard, ace)) }
    }

    /// Taking one card on `hard` (< 21) and playing on optimally.
    pub fn hit(&mut self, hard: u8, ace: bool) -> f64 {
        let slot = (usize::from(hard), usize::from(ace));
        if let Some(v) = self.hit.get(slot.0).and_then(|row| row[slot.1]) {
            return v;
        }
        let mut v = 0.0;
        for c in 0..10 {
            if self.p[c] > 0.0 {
                v += self.p[c] * self.play(hard + worth(c), ace || c == ACE);
            }
        }
        if let Some(row) = self.hit.get_mut(slot.0) {
            row[slot.1] = Some(v);
        }
        v
    }

    /// Doubling on `hard` (aces 1: a doubled ace counts 1, «siendo el valor del as inicial de
    /// un punto»): the stake doubled, one card, then stand. The card drawn is worth what suits
    /// the player (an ace 11 when that makes 21 or less) unless the rules count it 1.
    pub fn double(&self, hard: u8) -> f64 {
        let mut v = 0.0;
        for c in 0..10 {
            v += self.p[c] * self.stand(hard + worth(c), c == ACE && self.rules.drawn_ace_may_be_11);
        }
        2.0 * v
    }

    /// The total a two-card hand `a`, `b` may double from (aces counted 1), if the rules let it
    /// double: a total of the rules' without an ace, an ace with one of the rules' cards; two
    /// aces never.
    pub fn may_double(&self, a: usize, b: usize) -> Option<u8> {
        let hard = worth(a) + worth(b);
        let allowed = match (a == ACE, b == ACE) {
            (false, false) => self.rules.double_totals.contains(&hard),
            (true, true) => false,
            _ => self.rules.double_ace_with.contains(&(hard - 1)),
        };
        allowed.then_some(hard)
    }

    /// The values of a two-card hand `a`, `b` that is not a Black-Jack: stand, hit, and double
    /// where it may.
    pub fn two_cards(&mut self, a: usize, b: usize) -> (f64, f64, Option<f64>) {
        let (hard, ace) = (worth(a) + worth(b), a == ACE || b == ACE);
        let stand = self.stand(hard, ace);
        let hit = self.hit(hard, ace);
        let double = self.may_double(a, b).map(|h| self.double(h));
        (stand, hit, double)
    }

    /// The value of a hand made of a split card `pair` and a drawn card `x` (not a pair
    /// again, or a pair not re-split), played on optimally: split aces take that one card and
    /// stand (or double, where the rules let them); other hands may stand, hit, or double where
    /// the rules allow a double after a split.
    fn split_hand(&mut self, pair: usize, x: usize) -> f64 {
        let (hard, ace) = (worth(pair) + worth(x), pair == ACE || x == ACE);
        let mut v = if pair == ACE { self.stand(hard, ace) } else { self.play(hard, ace) };
        let may = self.rules.double_after_split && (pair != ACE || self.rules.double_on_split_aces);
        if may {
            if let Some(h) = self.may_double(pair, x) {
                v = v.max(self.double(h));
            }
        }
        v
    }

    /// Splitting a pair of class `pair`, re-splitting as the rules allow and as pays best.
    ///
    /// The split hands are independent (each draws from the same probabilities), so what
    /// matters is how many hands are still to receive their second card (`open`) and how many
    /// more splits the limit allows (`left`): with probability `p` a hand's second card makes
    /// the pair again, and the player then re-splits or plays the pair as it is, whichever is
    /// worth more. Without a limit the value of one open hand is the fixed point
    /// `W = S + p·max(V, 2W)` (`S` the hands not paired again, `V` the pair played as it is),
    /// whose solution is the larger of `S/(1 − 2p)` (always re-split) and `S + p·V` (never).
    pub fn split(&mut self, pair: usize) -> f64 {
        let p = self.p[pair];
        let others: f64 = (0..10).filter(|&x| x != pair).map(|x| self.p[x] * self.split_hand(pair, x)).sum();
        let again = self.split_hand(pair, pair);
        let resplit = pair != ACE || self.rules.resplit_aces;
        match (resplit, self.rules.max_splits) {
            (false, _) => 2.0 * (others + p * again),
            (true, None) if p < 0.5 => 2.0 * (others / (1.0 - 2.0 * p)).max(others + p * again),
            // A pair drawn half the time or more (no real shoe): bounded far out instead.
            (true, None) => self.bounded(p, others, again, 2, 64),
            (true, Some(max)) => self.bounded(p, others, again, 2, max.saturating_sub(1)),
        }
    }

    /// The value of `open` hands still to draw their second card, `left` splits allowed.
    fn bounded(&self, p: f64, others: f64, again: f64, open: u8, left: u8) -> f64 {
        // e[o]: the value of o open hands, for the current number of splits left; built from
        // no splits left upwards (e at r splits left needs e at r − 1 for o + 1 hands).
        let most = usize::from(open) + usize::from(left);
        let mut e: Vec<f64> = (0..=most).map(|o| o as f64 * (others + p * again)).collect();
        for _ in 0..left {
            let prev = e.clone();
            for o in 1..=most {
                let next = prev.get(o + 1).copied().unwrap_or(f64::NEG_INFINITY);
                e[o] = others + (1.0 - p) * e[o - 1] + p * (again + e[o - 1]).max(next);
            }
        }
        e[usize::from(open)]
    }
}

//! The player's expected values against one dealer up-card: stand, hit, double and split, each
//! played on optimally, for the cards the player draws with fixed probabilities (exact for an
//! infinite deck; the start-of-shoe approximation for a finite shoe, see [`super`]).
//!
//! Every value is per unit of the hand's initial stake, against the dealer's final-total
//! distribution `dist` the context is built with: under [`DealerBlackJack::TakesAllStakes`] that
//! distribution includes the dealer's Black-Jack, which then beats every stake on the table,
//! doubled and split ones too, so each hand's value simply counts it as a loss of all it holds;
//! under [`DealerBlackJack::TakesOriginalStake`] the caller passes the distribution *given no
//! dealer Black-Jack* and adds the lost original stake itself (see `super::Context`).
//!
//! Generic over the number type ([`Value`]): exact rationals for the infinite deck, `f64` for the
//! approximation of a finite shoe.

use super::super::odds::DealerFinal;
use super::Rules;
use super::value::Value;

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

pub struct Player<'a, V> {
    rules: &'a Rules,
    /// The probability that the player's next card is of each class.
    p: [V; 10],
    /// `stand[t]`: the value of standing on a total `t` (0–21; a two-card 21 after a split is
    /// an ordinary 21).
    stand: Vec<V>,
    /// `hit[hard][ace]`: the value of hitting, then playing on optimally (no more doubling).
    hit: Vec<[Option<V>; 2]>,
    /// `split[c]`: the value of splitting a pair of class `c`, once worked out.
    split: [Option<V>; 10],
}

impl<'a, V: Value> Player<'a, V> {
    /// `dist`: the dealer's final-total distribution, in [`DealerFinal::ALL`]'s order.
    pub fn new(rules: &'a Rules, p: [V; 10], dist: &[V; 7]) -> Player<'a, V> {
        let bust = &dist[DealerFinal::Bust.index()];
        let dealer_total = |t: u8| match t {
            17 => dist[DealerFinal::Total17.index()].clone(),
            18 => dist[DealerFinal::Total18.index()].clone(),
            19 => dist[DealerFinal::Total19.index()].clone(),
            20 => dist[DealerFinal::Total20.index()].clone(),
            21 => dist[DealerFinal::Total21.index()].clone(),
            _ => V::zero(),
        };
        let stand = (0..=21u8)
            .map(|t| {
                let below = (17..t.max(17)).fold(V::zero(), |acc, d| acc.add(&dealer_total(d)));
                let win = bust.add(&below);
                let push = dealer_total(t);
                // Everything else loses, the dealer's Black-Jack included: win − (1 − win − push).
                let lose = V::one().sub(&win).sub(&push);
                win.sub(&lose)
            })
            .collect();
        Player { rules, p, stand, hit: vec![[None, None]; 22], split: Default::default() }
    }

    /// Standing on `hard` (aces 1) with or without an ace; −1 when bust.
    pub fn stand(&self, hard: u8, ace: bool) -> V {
        match self.stand.get(usize::from(best(hard, ace))) {
            Some(v) if hard <= 21 => v.clone(),
            _ => V::ratio(-1, 1),
        }
    }

    /// The best of standing and hitting on, without doubling; no card is taken on 21.
    fn play(&mut self, hard: u8, ace: bool) -> V {
        if hard > 21 {
            return V::ratio(-1, 1);
        }
        let stand = self.stand(hard, ace);
        if best(hard, ace) >= 21 { stand } else { stand.max_of(self.hit(hard, ace)) }
    }

    /// Taking one card on `hard` (< 21) and playing on optimally.
    pub fn hit(&mut self, hard: u8, ace: bool) -> V {
        let (h, a) = (usize::from(hard), usize::from(ace));
        if let Some(v) = self.hit.get(h).and_then(|row| row[a].clone()) {
            return v;
        }
        let mut v = V::zero();
        for c in 0..10 {
            if !self.p[c].is_zero() {
                let next = self.play(hard + worth(c), ace || c == ACE);
                v = v.add(&self.p[c].mul(&next));
            }
        }
        if let Some(row) = self.hit.get_mut(h) {
            row[a] = Some(v.clone());
        }
        v
    }

    /// Doubling on `hard` (aces 1: a doubled ace counts 1, «siendo el valor del as inicial de
    /// un punto»): the stake doubled, one card, then stand. The card drawn is worth what suits
    /// the player (an ace 11 when that makes 21 or less) unless the rules count it 1.
    pub fn double(&self, hard: u8) -> V {
        let mut v = V::zero();
        for c in 0..10 {
            let stand = self.stand(hard + worth(c), c == ACE && self.rules.drawn_ace_may_be_11);
            v = v.add(&self.p[c].mul(&stand));
        }
        v.add(&v)
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
    pub fn two_cards(&mut self, a: usize, b: usize) -> (V, V, Option<V>) {
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
    fn split_hand(&mut self, pair: usize, x: usize) -> V {
        let (hard, ace) = (worth(pair) + worth(x), pair == ACE || x == ACE);
        let mut v = if pair == ACE { self.stand(hard, ace) } else { self.play(hard, ace) };
        let may = self.rules.double_after_split && (pair != ACE || self.rules.double_on_split_aces);
        if may {
            if let Some(h) = self.may_double(pair, x) {
                v = v.max_of(self.double(h));
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
    pub fn split(&mut self, pair: usize) -> V {
        if let Some(v) = self.split.get(pair).and_then(Clone::clone) {
            return v;
        }
        let p = self.p[pair].clone();
        let mut others = V::zero();
        for x in (0..10).filter(|&x| x != pair) {
            let hand = self.split_hand(pair, x);
            others = others.add(&self.p[x].mul(&hand));
        }
        let again = self.split_hand(pair, pair);
        // One open hand never re-split: S + p·V.
        let alone = others.add(&p.mul(&again));
        let resplit = pair != ACE || self.rules.resplit_aces;
        let v = match (resplit, self.rules.max_splits) {
            (false, _) => alone.add(&alone),
            (true, None) => match others.div(&V::one().sub(&p.add(&p))) {
                Some(always) if p < V::ratio(1, 2) => {
                    let w = always.max_of(alone);
                    w.add(&w)
                }
                // A pair drawn half the time or more (no real shoe): bounded far out instead.
                _ => self.bounded(&p, &others, &again, 64),
            },
            (true, Some(max)) => self.bounded(&p, &others, &again, max.saturating_sub(1)),
        };
        if let Some(slot) = self.split.get_mut(pair) {
            *slot = Some(v.clone());
        }
        v
    }

    /// The value of two open hands, `left` more splits allowed.
    fn bounded(&self, p: &V, others: &V, again: &V, left: u8) -> V {
        // e[o]: the value of o open hands, for the current number of splits left; built from
        // no splits left upwards (e at r splits left needs e at r − 1 for o + 1 hands).
        let open = 2usize;
        let most = open + usize::from(left);
        let alone = others.add(&p.mul(again));
        let mut e: Vec<V> = Vec::with_capacity(most + 1);
        e.push(V::zero());
        for o in 1..=most {
            let prev = e[o - 1].add(&alone);
            e.push(prev);
        }
        let q = V::one().sub(p);
        for _ in 0..left {
            let prev = e.clone();
            for o in 1..=most {
                let kept = again.add(&e[o - 1]);
                let choice = match prev.get(o + 1) {
                    Some(next) => kept.max_of(next.clone()),
                    None => kept,
                };
                e[o] = others.add(&q.mul(&e[o - 1])).add(&p.mul(&choice));
            }
        }
        e[open].clone()
    }
}

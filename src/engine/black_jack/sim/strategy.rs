//! The players' strategy: a reasonable basic strategy for a game without a hole card where the
//! dealer stands on soft 17, playing only what the article allows (a double on its totals, a
//! split of a pair within its limit), with now and then a less common legal choice (splitting
//! tens, doubling a soft 19) so that the checker sees every kind of legal play.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::SimRules;
use super::hand::{Hand, value};
use crate::log::card::{Card, Rank};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Move {
    Stand,
    Hit,
    Double,
    Split,
}

/// Whether the article lets this hand double now: on its first two cards (a split hand's
/// too where the article allows it, never a split ace), totalling one of the article's totals
/// without an ace, or an ace with one of the article's cards (2003: A+8, A+9).
pub(super) fn may_double(h: &Hand, r: &SimRules) -> bool {
    if h.cards.len() != 2 || h.split_ace || h.doubled || (h.from_split && !r.double_after_split) {
        return false;
    }
    let (a, b) = (h.cards[0], h.cards[1]);
    match (a.rank == Rank::Ace, b.rank == Rank::Ace) {
        (false, false) => r.double_hard.contains(&(value(a) + value(b))),
        (true, false) => r.double_soft.contains(&value(b)),
        (false, true) => r.double_soft.contains(&value(a)),
        (true, true) => false,
    }
}

/// The controller's decision on hand `h` against the dealer's card `up`; `may_split`: the
/// article and the simulator's own limit allow another split of this box.
pub(super) fn decide(h: &Hand, up: Card, r: &SimRules, may_split: bool, rng: &mut ChaCha8Rng) -> Move {
    let (t, soft) = h.total();
    // The dealer's card as basic strategy reads it: an ace as 11.
    let u = match value(up) {
        1 => 11,
        v => v,
    };
    if may_split && h.pair() && !h.split_ace {
        let split = match value(h.cards[0]) {
            1 | 8 => true,
            9 => !matches!(u, 7 | 10 | 11),
            7 | 3 | 2 => u <= 7,
            6 => u <= 6,
            4 => matches!(u, 5 | 6),
            // Rare, but legal: splitting tens (a king and a ten too).
            10 => rng.random_bool(0.04),
            _ => false,
        };
        if split {
            return Move::Split;
        }
    }
    if may_double(h, r) {
        let double = if soft {
            // A+8 or A+9: the ace then counts 1, so this is doubling a hard 9 or 10 and giving
            // up a soft 19 or 20; players do it now and then against a weak card.
            matches!(u, 5 | 6) && rng.random_bool(0.25)
        } else {
            match t {
                11 => u <= 9,
                10 => u <= 9,
                9 => (3..=6).contains(&u),
                _ => false,
            }
        };
        if double {
            return Move::Double;
        }
    }
    let hit = if soft {
        t <= 17 || (t == 18 && (9..=11).contains(&u))
    } else {
        match t {
            0..=11 => true,
            12 => !(4..=6).contains(&u),
            13..=16 => u >= 7,
            _ => false,
        }
    };
    if hit { Move::Hit } else { Move::Stand }
}

//! The deal: a fresh deck each round, the order the cards go out in (one at a time from the
//! croupier's left with the bank last in each pass, or five at a time with an automatic
//! sabot), and the hands they make.

use rand_chacha::ChaCha8Rng;

use crate::log::card::{Card, Rank, Suit};
use crate::sim::shuffle;

/// Cards to each hand.
pub(super) const HAND: usize = 5;

/// Who a card goes to: a box (`Some(n)`) or the bank (`None`).
pub(super) type To = Option<u8>;

/// A fresh 52-card deck, shuffled.
pub(super) fn deck(rng: &mut ChaCha8Rng) -> Vec<Card> {
    let mut cards = Vec::with_capacity(52);
    for rank in Rank::ALL {
        for suit in Suit::ALL {
            cards.push(Card { rank, suit });
        }
    }
    shuffle(rng, &mut cards);
    cards
}

/// The recipients of the round's cards in the order they are dealt: five passes over the
/// boxes in play from the croupier's left, the bank last in each; with an automatic sabot,
/// each box's five cards together, then the bank's.
pub(super) fn order(boxes: &[u8], sabot_auto: bool) -> Vec<To> {
    let mut to = Vec::with_capacity(HAND * (boxes.len() + 1));
    if sabot_auto {
        for &b in boxes {
            to.extend(std::iter::repeat_n(Some(b), HAND));
        }
        to.extend(std::iter::repeat_n(None, HAND));
    } else {
        for _ in 0..HAND {
            to.extend(boxes.iter().map(|&b| Some(b)));
            to.push(None);
        }
    }
    to
}

/// Five cards of one suit, of five different ranks drawn from `rng`: a color at least (now and
/// then a straight flush), for the Carrusel's faults.
pub(super) fn five_of_a_suit(rng: &mut ChaCha8Rng) -> [Card; HAND] {
    let mut ranks = Rank::ALL;
    shuffle(rng, &mut ranks);
    let mut suits = Suit::ALL;
    shuffle(rng, &mut suits);
    let suit = suits[0];
    [0, 1, 2, 3, 4].map(|i| Card { rank: ranks[i], suit })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_at_a_time_puts_the_bank_last_in_each_pass() {
        let o = order(&[1, 3], false);
        assert_eq!(o.len(), 15);
        assert_eq!(&o[..3], &[Some(1), Some(3), None]);
        assert_eq!(&o[12..], &[Some(1), Some(3), None]);
    }

    #[test]
    fn the_sabot_deals_five_at_a_time() {
        let o = order(&[2, 5], true);
        assert_eq!(&o[..6], &[Some(2), Some(2), Some(2), Some(2), Some(2), Some(5)]);
        assert!(o[10..].iter().all(Option::is_none));
    }
}

//! What baccarat-family cards are worth, and hands' totals.

use smallvec::SmallVec;

use crate::log::card::{Card, Rank};

/// Point value in the game: ace 1, 2–9 their number, tens and court cards 0.
pub fn point(rank: Rank) -> u8 {
    if rank.is_ten_or_court() { 0 } else { rank.number() }
}

/// The burn count is the shared shoe's (`engine::shoe`); re-exported where the family's
/// simulator finds it.
pub use crate::engine::shoe::burn_value;

/// The total of some points: only the units count.
pub fn total(points: impl IntoIterator<Item = u8>) -> u8 {
    points.into_iter().fold(0u8, |acc, p| (acc + p % 10) % 10)
}

/// A hand's cards (at most three are legal; more are kept so that errors can be reported).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hand {
    /// The cards as seen; `None` for a card dealt face down the log did not see. Inline up to
    /// four (a legal hand has at most three): a hand of every coup allocated its cards.
    pub cards: SmallVec<[Option<Card>; 4]>,
}

impl Hand {
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Total of the first `n` cards, if all of them were seen.
    pub fn total_of(&self, n: usize) -> Option<u8> {
        // Summed as it goes, not collected first: this runs several times per coup.
        self.cards.get(..n)?.iter().try_fold(0u8, |acc, c| Some((acc + point((*c)?.rank)) % 10))
    }

    /// Total of all its cards, if all were seen.
    pub fn total(&self) -> Option<u8> {
        self.total_of(self.cards.len())
    }

    /// Point value of the card at `i` (the third card is `2`), if seen.
    pub fn point_at(&self, i: usize) -> Option<u8> {
        self.cards.get(i).copied().flatten().map(|c| point(c.rank))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::log::card::Suit;

    #[test]
    fn values() {
        assert_eq!(point(Rank::Ace), 1);
        assert_eq!(point(Rank::Nine), 9);
        assert_eq!(point(Rank::Ten), 0);
        assert_eq!(point(Rank::King), 0);
        assert_eq!(burn_value(Rank::Queen, 10), 10);
        assert_eq!(burn_value(Rank::Seven, 10), 7);
        assert_eq!(total([9, 9, 5]), 3);
        let h = Hand {
            cards: smallvec::smallvec![
                Some(Card { rank: Rank::Nine, suit: Suit::Clubs }),
                Some(Card { rank: Rank::Six, suit: Suit::Hearts }),
            ],
        };
        assert_eq!(h.total(), Some(5));
        assert_eq!(h.point_at(1), Some(6));
    }
}

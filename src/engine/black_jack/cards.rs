//! Card values and a hand's points: «las figuras valen diez puntos, el as un punto u once, según
//! convenga al jugador, y las otras cartas tendrán su valor nominal».

use crate::log::card::{CardSeen, Rank};

/// A card's value with the ace counted 1: ace 1, two to nine their number, ten and courts 10.
pub fn value(rank: Rank) -> u8 {
    if rank.is_ten_or_court() { 10 } else { rank.number() }
}

/// A hand's cards as points: the total with every ace counted 1, whether it holds an ace, how
/// many cards, and whether one was not seen (`??`: then no total is known).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Points {
    /// Every ace counted 1 (saturating: a log may deal any number of cards).
    pub hard: u8,
    pub ace: bool,
    pub cards: u8,
    pub unseen: bool,
}

impl Points {
    /// The hand with one more card.
    #[inline]
    pub fn with(self, card: CardSeen) -> Points {
        let cards = self.cards.saturating_add(1);
        match card {
            Some(c) => Points {
                hard: self.hard.saturating_add(value(c.rank)),
                ace: self.ace || c.rank == Rank::Ace,
                cards,
                unseen: self.unseen,
            },
            None => Points { cards, unseen: true, ..self },
        }
    }

    /// [`Self::with`] in place: every card dealt comes here, and updating the fields one by one
    /// cost half as much as building the new value.
    #[inline]
    pub fn add(&mut self, card: CardSeen) {
        self.cards = self.cards.saturating_add(1);
        match card {
            Some(c) => {
                self.hard = self.hard.saturating_add(value(c.rank));
                self.ace |= c.rank == Rank::Ace;
            }
            None => self.unseen = true,
        }
    }

    /// Its best total: an ace counted 11 where that keeps the hand at 21 or less. `None` when a
    /// card was not seen.
    pub fn total(self) -> Option<u8> {
        if self.unseen {
            return None;
        }
        Some(if self.soft() { self.hard + 10 } else { self.hard })
    }

    /// An ace counts 11 in its best total.
    pub fn soft(self) -> bool {
        self.ace && self.hard <= 11
    }

    /// Over 21 (known only when every card was seen).
    pub fn bust(self) -> bool {
        !self.unseen && self.hard > 21
    }

    /// 21 with two cards (whether it is a Black-Jack also depends on the hand not coming from a
    /// split).
    pub fn two_card_21(self) -> bool {
        self.cards == 2 && self.total() == Some(21)
    }
}

/// The total of a doubled hand: its first two cards with the ace counted 1 («siendo el valor
/// del as inicial de un punto»), and the double's card, an ace 11 where `drawn_ace_may_be_11`
/// and that keeps the hand at 21 or less. `None` when a card was not seen.
pub fn doubled_total(first_two: Points, card: CardSeen, drawn_ace_may_be_11: bool) -> Option<u8> {
    if first_two.unseen {
        return None;
    }
    let c = card?;
    let v = value(c.rank);
    let base = first_two.hard.saturating_add(v);
    Some(if c.rank == Rank::Ace && drawn_ace_may_be_11 && base + 10 <= 21 { base + 10 } else { base })
}

/// The total of two first cards with the ace counted 1 (menor o mayor de 13; doubling).
pub fn hard_total(cards: &[CardSeen]) -> Option<u8> {
    cards.iter().try_fold(0u8, |acc, c| Some(acc.saturating_add(value(c.as_ref()?.rank))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::log::card::{Card, Suit};

    fn c(rank: Rank) -> CardSeen {
        Some(Card { rank, suit: Suit::Hearts })
    }

    fn hand(ranks: &[Rank]) -> Points {
        let p = ranks.iter().fold(Points::default(), |p, &r| p.with(c(r)));
        // Added in place, the same points.
        let mut q = Points::default();
        ranks.iter().for_each(|&r| q.add(c(r)));
        assert_eq!(p, q);
        p
    }

    #[test]
    fn totals_count_an_ace_as_suits_the_hand() {
        assert_eq!(hand(&[Rank::Ace, Rank::King]).total(), Some(21));
        assert!(hand(&[Rank::Ace, Rank::King]).two_card_21());
        assert_eq!(hand(&[Rank::Ace, Rank::Six]).total(), Some(17));
        assert!(hand(&[Rank::Ace, Rank::Six]).soft());
        assert_eq!(hand(&[Rank::Ace, Rank::Six, Rank::Nine]).total(), Some(16));
        assert_eq!(hand(&[Rank::Ace, Rank::Ace, Rank::Nine]).total(), Some(21));
        assert!(hand(&[Rank::King, Rank::Queen, Rank::Two]).bust());
        assert_eq!(Points::default().with(None).total(), None);
        let mut unseen = hand(&[Rank::Nine]);
        unseen.add(None);
        assert_eq!(unseen, hand(&[Rank::Nine]).with(None));
    }

    #[test]
    fn a_doubled_ace_counts_one() {
        let a8 = hand(&[Rank::Ace, Rank::Eight]);
        // A+8 doubled: 9 and the card.
        assert_eq!(doubled_total(a8, c(Rank::Two), true), Some(11));
        assert_eq!(doubled_total(a8, c(Rank::King), true), Some(19));
        // An ace drawn on a double: 11 where it fits, when the article lets the player choose.
        assert_eq!(doubled_total(hand(&[Rank::Five, Rank::Five]), c(Rank::Ace), true), Some(21));
        assert_eq!(doubled_total(hand(&[Rank::Five, Rank::Five]), c(Rank::Ace), false), Some(11));
        assert_eq!(doubled_total(hand(&[Rank::Six, Rank::Five]), c(Rank::Ace), true), Some(12));
        assert_eq!(hard_total(&[c(Rank::Ace), c(Rank::Queen)]), Some(11));
    }
}

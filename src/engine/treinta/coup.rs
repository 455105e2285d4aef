//! One coup of treinta y cuarenta: its two rows as the log deals them, and what they give.
//!
//! The negra row is dealt first, card by card, until it reaches the stop (31) or more; then the
//! roja row the same way. A card to the other row, or past a row's stop, is a fault of the deal
//! (TC005); after one, or after a card to a row the article does not have (TC007), which card
//! was meant for which row is not known, and the cards are judged no further: the coup's money
//! follows the croupier's announcement (`points`), or is not judged without one. A card dealt
//! unseen (`??`) leaves the totals unknown: the same.

use crate::catalog::treinta::Chance;
use crate::log::card::{Card, CardSeen, Suit};
use crate::log::event::Loc;

/// A card's points: the ace 1, courts 10, the others their face value.
pub fn points(card: Card) -> u8 {
    card.rank.number().min(10)
}

/// Hearts and diamonds.
pub fn is_red(card: Card) -> bool {
    matches!(card.suit, Suit::Hearts | Suit::Diamonds)
}

/// One row as dealt.
#[derive(Clone, Copy, Debug, Default)]
pub struct Row {
    pub total: u8,
    pub cards: u16,
    /// Where its last card was dealt.
    pub last: Option<Loc>,
}

/// What a coup's cards (or, failing them, the announcement) give.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A row is the lower: `first` when it is the negra row. `color`: whether color wins
    /// (unknown when the negra row's first card was not seen).
    Decided { first: bool, color: Option<bool> },
    /// Equal totals other than the refait's: the coup is void.
    Tie,
    /// 31–31.
    Refait,
    /// The red card appeared during the coup: it is void.
    RedCard,
}

impl Outcome {
    /// The outcome of two row totals (`stop`: the refait's total) and the negra row's first
    /// card.
    pub fn of(first: u8, second: u8, refait: u8, first_card: Option<Card>) -> Outcome {
        if first == second {
            return if first == refait { Outcome::Refait } else { Outcome::Tie };
        }
        let first_wins = first < second;
        // The winning row's colour (negra black, roja red) against the first card's.
        let color = first_card.map(|c| is_red(c) != first_wins);
        Outcome::Decided { first: first_wins, color }
    }

    /// Whether `chance` wins (`Some(true)`), loses (`Some(false)`), or nothing can be said
    /// (not decided, or color and inverso with the first card unseen).
    pub fn wins(self, chance: Chance) -> Option<bool> {
        match self {
            Outcome::Decided { first, color } => match chance {
                Chance::FirstRow => Some(first),
                Chance::SecondRow => Some(!first),
                Chance::Color => color,
                Chance::Inverso => color.map(|c| !c),
            },
            _ => None,
        }
    }

    /// For the study: 0 negra, 1 roja, 2 tie, 3 refait; `None` for a voided coup.
    pub fn slot(self) -> Option<usize> {
        match self {
            Outcome::Decided { first: true, .. } => Some(0),
            Outcome::Decided { first: false, .. } => Some(1),
            Outcome::Tie => Some(2),
            Outcome::Refait => Some(3),
            Outcome::RedCard => None,
        }
    }
}

/// Where the next card of a coup must go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    Row(usize),
    /// Both rows have reached the stop.
    Complete,
}

/// The cards of a coup.
#[derive(Clone, Debug, Default)]
pub struct Rows {
    pub rows: [Row; 2],
    /// The negra row's first card (`None` until dealt; `Some(None)` when dealt unseen).
    pub first_card: Option<(CardSeen, Loc)>,
    /// The cards are no longer judged: a card out of order (TC005), to an unknown row (TC007),
    /// or unseen.
    pub unjudged: bool,
}

impl Rows {
    /// Where the next card goes, for rows stopping at `stop`.
    pub fn next(&self, stop: u8) -> Next {
        if self.rows[0].total < stop {
            Next::Row(0)
        } else if self.rows[1].total < stop {
            Next::Row(1)
        } else {
            Next::Complete
        }
    }

    /// Adds a card to row `r`; `false` when it was unseen (the totals are then unknown).
    pub fn add(&mut self, r: usize, card: CardSeen, at: Loc) -> bool {
        if r == 0 && self.rows[0].cards == 0 {
            self.first_card = Some((card, at));
        }
        let row = &mut self.rows[r];
        row.cards += 1;
        row.last = Some(at);
        match card {
            Some(c) => {
                row.total = row.total.saturating_add(points(c));
                true
            }
            None => false,
        }
    }

    /// Whether any card was dealt.
    pub fn dealt(&self) -> bool {
        self.rows.iter().any(|r| r.cards > 0)
    }

    /// The negra row's first card, when seen.
    pub fn first_seen(&self) -> Option<Card> {
        self.first_card.and_then(|(c, _)| c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::log::card::Rank;

    fn card(t: &str) -> Card {
        Card::parse(t).unwrap()
    }

    #[test]
    fn values_and_outcomes() {
        assert_eq!(points(card("As")), 1);
        assert_eq!(points(card("Kd")), 10);
        assert_eq!(points(card("Tc")), 10);
        assert_eq!(points(card("7h")), 7);
        assert_eq!(Card { rank: Rank::Queen, suit: Suit::Spades }.rank.number().min(10), 10);
        // Negra 32 against roja 35, first card black: negra and color win.
        let o = Outcome::of(32, 35, 31, Some(card("5s")));
        assert_eq!(o.wins(Chance::FirstRow), Some(true));
        assert_eq!(o.wins(Chance::Color), Some(true));
        assert_eq!(o.wins(Chance::Inverso), Some(false));
        // Roja wins with a black first card: inverso.
        let o = Outcome::of(36, 33, 31, Some(card("5c")));
        assert_eq!((o.wins(Chance::SecondRow), o.wins(Chance::Color)), (Some(true), Some(false)));
        // Roja wins with a red first card: color.
        assert_eq!(Outcome::of(36, 33, 31, Some(card("Kh"))).wins(Chance::Color), Some(true));
        assert_eq!(Outcome::of(31, 31, 31, None), Outcome::Refait);
        assert_eq!(Outcome::of(34, 34, 31, None), Outcome::Tie);
        assert_eq!(Outcome::of(34, 35, 31, None).wins(Chance::Color), None);
    }

    #[test]
    fn rows_fill_negra_first() {
        let mut r = Rows::default();
        assert_eq!(r.next(31), Next::Row(0));
        for _ in 0..3 {
            r.add(0, Some(card("Kd")), Loc::default());
        }
        assert_eq!(r.next(31), Next::Row(0));
        r.add(0, Some(card("4s")), Loc::default());
        assert_eq!((r.rows[0].total, r.next(31)), (34, Next::Row(1)));
        for _ in 0..3 {
            r.add(1, Some(card("Kd")), Loc::default());
        }
        r.add(1, Some(card("Ad")), Loc::default());
        assert_eq!((r.rows[1].total, r.next(31)), (31, Next::Complete));
        assert_eq!(r.first_seen(), Some(card("Kd")));
    }
}

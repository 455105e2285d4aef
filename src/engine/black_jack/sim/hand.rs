//! A hand as the simulator plays it: its cards, who stakes on it, and its total under the
//! article's ace rules (an ace counts 11 where that keeps the hand at 21 or less, but the
//! ace of a doubled A+8 or A+9 counts 1, and so, where the article says so, an ace drawn as a
//! double's card).

use crate::log::card::{Card, Rank};
use crate::money::Amount;

/// A card's value with the ace as 1 and every ten-valued card as 10.
pub(super) fn value(c: Card) -> u8 {
    if c.rank.is_ten_or_court() { 10 } else { c.rank.number() }
}

/// One bettor's stake on a hand.
#[derive(Clone, Debug)]
pub(super) struct Stake {
    pub seat: u32,
    /// What is on the hand now (doubled after a double).
    pub amount: Amount,
    /// The stake before any double: what insurance is measured against and what a split
    /// matches.
    pub original: Amount,
    /// Already settled (a bust collected at once, or even money).
    pub settled: bool,
    /// Staked by a split for the new hand: no part of the original stake (what a dealer
    /// Black-Jack returns under `original-stakes-only`).
    pub by_split: bool,
}

/// One hand of a box: `m3`, or after a split `m3-1`, `m3-2`, …
#[derive(Clone, Debug)]
pub(super) struct Hand {
    /// Box number, 1 at the dealer's left.
    pub box_no: u8,
    /// 0 for an unsplit hand; 1, 2, … for the hands of a split.
    pub part: u8,
    pub cards: Vec<Card>,
    pub stakes: Vec<Stake>,
    pub doubled: bool,
    /// The hand came out of a split (its two-card 21 is no Black-Jack).
    pub from_split: bool,
    /// A split ace: one card and no more.
    pub split_ace: bool,
    /// Whether an ace drawn as a double's card counts only 1 (`false`: 1 or 11 as suits).
    pub drawn_ace_is_one: bool,
    /// Finished: stood, 21, bust, a double's card or a split ace's card.
    pub done: bool,
}

impl Hand {
    pub fn new(box_no: u8, part: u8) -> Hand {
        Hand {
            box_no,
            part,
            cards: Vec::new(),
            stakes: Vec::new(),
            doubled: false,
            from_split: false,
            split_ace: false,
            drawn_ace_is_one: false,
            done: false,
        }
    }

    /// The hand's word in the log: `m3`, `m3-2`.
    pub fn name(&self) -> String {
        if self.part == 0 { format!("m{}", self.box_no) } else { format!("m{}-{}", self.box_no, self.part) }
    }

    /// The bet reference of its stakes: `mano 3`, `mano 3-2`.
    pub fn bet_ref(&self) -> String {
        if self.part == 0 { format!("mano {}", self.box_no) } else { format!("mano {}-{}", self.box_no, self.part) }
    }

    /// Its total, and whether an ace in it counts 11 (a soft total).
    pub fn total(&self) -> (u8, bool) {
        let hard: u8 = self.cards.iter().map(|&c| value(c)).sum();
        // The aces that may count 11: not the first two cards' of a doubled hand (the article
        // counts the ace of a doubled A+8 or A+9 as 1), nor a double's drawn ace where the
        // article says it counts 1.
        let flexible = self
            .cards
            .iter()
            .enumerate()
            .any(|(i, c)| c.rank == Rank::Ace && !(self.doubled && (i < 2 || self.drawn_ace_is_one)));
        if flexible && hard + 10 <= 21 { (hard + 10, true) } else { (hard, false) }
    }

    pub fn points(&self) -> u8 {
        self.total().0
    }

    pub fn bust(&self) -> bool {
        self.points() > 21
    }

    /// Black-Jack: 21 with the first two cards of a hand that was not split.
    pub fn blackjack(&self) -> bool {
        !self.from_split && self.cards.len() == 2 && self.points() == 21
    }

    /// The first two cards have the same value (ten-valued cards mixed).
    pub fn pair(&self) -> bool {
        self.cards.len() == 2 && value(self.cards[0]) == value(self.cards[1])
    }

    /// Stakes still on the table.
    pub fn open_stakes(&self) -> impl Iterator<Item = &Stake> {
        self.stakes.iter().filter(|s| !s.settled)
    }
}

/// The dealer's total: an ace counts 11 where that makes 17 to 21.
pub(super) fn dealer_total(cards: &[Card]) -> (u8, bool) {
    let hard: u8 = cards.iter().map(|&c| value(c)).sum();
    let ace = cards.iter().any(|c| c.rank == Rank::Ace);
    if ace && hard + 10 <= 21 { (hard + 10, true) } else { (hard, false) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(t: &str) -> Card {
        match Card::parse(t) {
            Some(c) => c,
            None => panic!("{t}"),
        }
    }

    fn hand(cards: &[&str]) -> Hand {
        let mut h = Hand::new(1, 0);
        h.cards = cards.iter().map(|t| card(t)).collect();
        h
    }

    #[test]
    fn totals_count_an_ace_as_eleven_where_it_fits() {
        assert_eq!(hand(&["Ah", "6c"]).total(), (17, true));
        assert_eq!(hand(&["Ah", "6c", "9d"]).total(), (16, false));
        assert_eq!(hand(&["Ah", "Ac"]).total(), (12, true));
        assert!(hand(&["Ah", "Kc"]).blackjack());
        assert!(hand(&["Kh", "Tc"]).pair());
        assert!(!hand(&["Kh", "9c"]).pair());
    }

    #[test]
    fn a_doubled_ace_counts_one() {
        let mut h = hand(&["Ah", "8c", "2d"]);
        h.doubled = true;
        assert_eq!(h.total(), (11, false));
        let mut h = hand(&["9h", "Ac"]);
        h.doubled = false;
        assert_eq!(h.total(), (20, true));
        let mut h = hand(&["5h", "5c", "Ad"]);
        h.doubled = true;
        assert_eq!(h.total(), (21, true));
        h.drawn_ace_is_one = true;
        assert_eq!(h.total(), (11, false));
    }

    #[test]
    fn the_dealer_stands_on_soft_seventeen() {
        assert_eq!(dealer_total(&[card("Ad"), card("6s")]), (17, true));
        assert_eq!(dealer_total(&[card("Ad"), card("5s")]), (16, true));
    }
}

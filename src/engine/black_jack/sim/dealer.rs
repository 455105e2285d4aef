//! The dealer's play: the second card after the players (there is no hole card), then cards
//! while the total is under 17, an ace counting 11 where that makes 17 to 21 (so the dealer
//! stands on a soft 17). In 2003 the dealer need not draw when every hand is bust, and
//! sometimes does not.
//!
//! The faults of the dealer's rule are written here: a card drawn on 17 or more (one that
//! changes no hand's outcome), a stop below 17, and a hand settled before the dealer's cards.

use std::io;

use rand::Rng;

use super::Sim;
use super::hand::dealer_total;
use super::round::Table;
use super::settle::{Outcome, outcome};
use crate::log::card::Card;

impl Sim<'_> {
    pub(super) fn dealer_plays(&mut self, t: &mut Table) -> io::Result<()> {
        let all_bust = t.hands.iter().all(|h| h.bust());
        // An insurance needs the dealer's second card to be settled.
        if all_bust && t.insurances.is_empty() && self.r.dealer_may_skip_when_all_bust && self.rng.random_bool(0.5) {
            return Ok(());
        }
        if self.is("settled-before-dealer") {
            self.settle_early(t)?;
        }
        let c = self.deal("crupier")?;
        t.dealer.push(c);
        let exempt = all_bust && self.r.dealer_may_skip_when_all_bust;
        while self.r.dealer_draws(&t.dealer) {
            if self.is("dealer-stood-on-16") && !exempt && dealer_total(&t.dealer).0 >= 12 {
                self.injected();
                return Ok(());
            }
            let c = self.deal("crupier")?;
            t.dealer.push(c);
        }
        if self.is("dealer-drew-on-17") && !self.dealer_blackjack(&t.dealer) {
            self.draw_past_17(t)?;
        }
        Ok(())
    }

    fn dealer_blackjack(&self, d: &[Card]) -> bool {
        d.len() == 2 && dealer_total(d).0 == 21
    }

    /// The fault `dealer-drew-on-17`: one card more, of a value that leaves the dealer on 17
    /// or more and every hand's outcome as it was.
    fn draw_past_17(&mut self, t: &mut Table) -> io::Result<()> {
        let before: Vec<Outcome> = t.hands.iter().map(|h| outcome(h, &t.dealer)).collect();
        let fits = |v: u8| {
            let mut d = t.dealer.clone();
            d.push(card_of_value(v));
            !self.r.dealer_draws(&d) && t.hands.iter().zip(&before).all(|(h, o)| outcome(h, &d) == *o)
        };
        let Some(v) = (1..=10).find(|&v| fits(v)) else { return Ok(()) };
        if self.shoe()?.rig_value(v) {
            let c = self.deal("crupier")?;
            t.dealer.push(c);
            self.injected();
        }
        Ok(())
    }

    /// The fault `settled-before-dealer`: a hand standing is settled, rightly, before the
    /// dealer's second card (the cards the dealer will draw are the shoe's next).
    fn settle_early(&mut self, t: &mut Table) -> io::Result<()> {
        let Some(shoe) = self.shoe.as_ref() else { return Ok(()) };
        let mut d = t.dealer.clone();
        let mut next = shoe.pos;
        while d.len() < 2 || self.r.dealer_draws(&d) {
            let Some(&c) = shoe.cards.get(next) else { return Ok(()) };
            d.push(c);
            next += 1;
        }
        let mut future = Table {
            hands: t.hands.clone(),
            sides: Vec::new(),
            insurances: Vec::new(),
            dealer: d,
            early: Vec::new(),
            late: Vec::new(),
        };
        future.hands.retain(|h| !h.bust());
        let lines = self.settlement(&future);
        // Not a Black-Jack's: against a card that cannot make one its outcome is already known.
        if let Some(l) = lines.into_iter().find(|l| l.bet.starts_with("mano") && !l.blackjack) {
            self.write_line(&l)?;
            t.early.push(l);
            self.injected();
        }
        Ok(())
    }
}

/// A card of value `v` (ace 1, ten 10), for comparing totals.
fn card_of_value(v: u8) -> Card {
    use crate::log::card::{Rank, Suit};
    let rank = match v {
        1 => Rank::Ace,
        2 => Rank::Two,
        3 => Rank::Three,
        4 => Rank::Four,
        5 => Rank::Five,
        6 => Rank::Six,
        7 => Rank::Seven,
        8 => Rank::Eight,
        9 => Rank::Nine,
        _ => Rank::Ten,
    };
    Card { rank, suit: Suit::Spades }
}

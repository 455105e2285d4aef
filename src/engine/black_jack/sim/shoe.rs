//! The simulated shoe: the article's decks shuffled (ChaCha, seeded), the cut card placed with
//! at least a deck behind it (where within the law is random), the five cards burned, and the
//! cards drawn one by one, with `cutcard out` written when the cut card appears.

use std::io::{self, Write};

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::hand::value;
use crate::log::card::{Card, Rank, Suit};
use crate::sim::{failure, shuffle};
use crate::t;

pub(super) struct SimShoe {
    pub cards: Vec<Card>,
    /// Cards drawn (burned ones included).
    pub pos: usize,
    /// Cards drawn when the cut card shows.
    pub stop_at: usize,
    /// The cut card has appeared: the round in progress is the shoe's last.
    pub cut_out: bool,
}

impl SimShoe {
    /// A full shoe of `decks` decks, shuffled.
    pub fn shuffled(rng: &mut ChaCha8Rng, decks: u16) -> SimShoe {
        let mut cards = Vec::with_capacity(usize::from(decks) * 52);
        for _ in 0..decks {
            for rank in Rank::ALL {
                for suit in Suit::ALL {
                    cards.push(Card { rank, suit });
                }
            }
        }
        shuffle(rng, &mut cards);
        SimShoe { cards, pos: 0, stop_at: usize::MAX, cut_out: false }
    }

    /// Places the cut card with `behind` cards behind it; `with_next`: it counts as out with
    /// the card drawn after the last card above it (the catalogue's `stop_card_shows`).
    pub fn cut(&mut self, behind: usize, with_next: bool) {
        self.stop_at = self.cards.len().saturating_sub(behind) + usize::from(with_next);
    }

    /// The next card.
    pub fn draw(&mut self) -> io::Result<Card> {
        let Some(&c) = self.cards.get(self.pos) else {
            return Err(failure(t!("sim-shoe-ran-out")));
        };
        self.pos += 1;
        Ok(c)
    }

    /// After a card is written: `cutcard out` once the cut card shows.
    pub fn after_card(&mut self, out: &mut dyn Write) -> io::Result<()> {
        if !self.cut_out && self.pos >= self.stop_at {
            self.cut_out = true;
            writeln!(out, "cutcard out")?;
        }
        Ok(())
    }

    /// Makes the next card one that `wanted` accepts, swapping it with the first such card
    /// still in the shoe (the shoe's composition unchanged); `false` if none is left.
    pub fn rig(&mut self, wanted: impl Fn(Card) -> bool) -> bool {
        let Some(k) = (self.pos..self.cards.len()).find(|&k| wanted(self.cards[k])) else { return false };
        self.cards.swap(self.pos, k);
        true
    }

    /// [`SimShoe::rig`] for a card of value `v` (ace 1, ten-valued 10).
    pub fn rig_value(&mut self, v: u8) -> bool {
        self.rig(|c| value(c) == v)
    }

    /// A random number of cards behind the cut card, within the law (`at_least`) and up to a
    /// deck and a half more.
    pub fn behind(rng: &mut ChaCha8Rng, at_least: u16) -> usize {
        let least = usize::from(at_least);
        rng.random_range(least..=least + 78)
    }
}

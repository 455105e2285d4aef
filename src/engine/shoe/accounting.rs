//! Shoe accounting: what a shoe of N French decks can deal, where the stop card lies, and the
//! burn at the start of a shoe. Knows nothing of the game dealt from it: what the article says
//! comes in as plain values (decks, [`StopCardShows`], [`BurnSpec`]).

use crate::catalog::shoe::{BurnSpec, StopCardShows};
use crate::log::card::{Card, CardSeen, Rank};
use crate::log::event::Loc;

/// Value of a card for the burn count: ace 1, 2–9 their number, tens and court cards
/// `ten_and_court` (the catalogue's `shoe.burn.ten_and_court_value`).
pub fn burn_value(rank: Rank, ten_and_court: u8) -> u8 {
    if rank.is_ten_or_court() { ten_and_court } else { rank.number() }
}

/// Why a card cannot have come out of the shoe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Impossible {
    /// The shoe holds `decks` copies of this card and all of them are already out.
    NoCopyLeft { card: Card, copies: u32, first: Option<Loc> },
    /// Every card of the shoe is already out.
    Empty { size: u32 },
}

/// One shoe («talla»), from `shoe` to the next.
#[derive(Clone, Debug)]
pub struct Shoe {
    /// Decks the shoe was loaded with (as the log says, or the catalogue's).
    pub decks: u16,
    /// Where the shoe was loaded (`None`: implicit, the log started dealing without `shoe`).
    pub loc: Option<Loc>,
    /// Copies of each card out of the shoe (by [`Card::index`]), and where the first came out.
    out: [u32; 52],
    first_out: [Option<Loc>; 52],
    /// Cards out of the shoe, seen or not.
    pub drawn: u32,
    /// Cards the stop card was placed above (`cutcard N`).
    pub cut_below: Option<u16>,
    /// Where the stop card came out (`cutcard out`, or the card that reached it by count).
    pub cut_out: Option<Loc>,
    /// The burn at the start of the shoe.
    pub burns: Vec<(CardSeen, Loc)>,
    /// Where the first card of the first coup was dealt (the burn is over).
    pub first_deal: Option<Loc>,
    /// When a stop card known by count is out (the catalogue's `shoe.stop_card_shows`).
    pub stop_shows: StopCardShows,
}

impl Shoe {
    pub fn new(decks: u16, loc: Option<Loc>) -> Shoe {
        Shoe {
            decks,
            loc,
            out: [0; 52],
            first_out: [None; 52],
            drawn: 0,
            cut_below: None,
            cut_out: None,
            burns: Vec::new(),
            first_deal: None,
            stop_shows: StopCardShows::default(),
        }
    }

    /// Cards in a full shoe.
    pub fn size(&self) -> u32 {
        u32::from(self.decks) * 52
    }

    /// Cards still in the shoe.
    pub fn remaining(&self) -> u32 {
        self.size().saturating_sub(self.drawn)
    }

    /// Copies of `card` already out.
    pub fn copies_out(&self, card: Card) -> u32 {
        self.out[card.index()]
    }

    /// A card comes out of the shoe at `loc`. It is counted even when impossible (the log says
    /// it came out: later cards are judged on that).
    #[inline]
    pub fn draw(&mut self, card: CardSeen, loc: Loc) -> Result<(), Impossible> {
        let size = self.size();
        self.drawn += 1;
        let mut verdict = if self.drawn > size { Err(Impossible::Empty { size }) } else { Ok(()) };
        if let Some(c) = card {
            let i = c.index();
            self.out[i] += 1;
            if self.first_out[i].is_none() {
                self.first_out[i] = Some(loc);
            }
            if verdict.is_ok() && self.out[i] > u32::from(self.decks) {
                verdict =
                    Err(Impossible::NoCopyLeft { card: c, copies: u32::from(self.decks), first: self.first_out[i] });
            }
        }
        if self.cut_out.is_none() && self.stop_reached() {
            self.cut_out = Some(loc);
        }
        verdict
    }

    /// The stop card is out by count: with the card after the last card above it
    /// ([`StopCardShows::WithNextCard`]) or with that last card itself.
    /// A stop card placed under the whole shoe (or deeper) is not counted: the log's position
    /// is impossible, and only `cutcard out` can tell when it showed.
    pub fn stop_reached(&self) -> bool {
        self.cut_below.filter(|&below| u32::from(below) < self.size()).is_some_and(|below| {
            let above = self.size() - u32::from(below);
            match self.stop_shows {
                StopCardShows::WithNextCard => self.drawn > above,
                StopCardShows::AfterLastCardAbove => self.drawn >= above,
            }
        })
    }

    /// The burn's expected number of cards, from its first (exposed) card: `None` when no card
    /// was burned or the first was not seen.
    pub fn expected_burns(&self, spec: &BurnSpec) -> Option<u32> {
        let (first, _) = self.burns.first()?;
        let v = u32::from(burn_value(first.as_ref()?.rank, spec.ten_and_court_value));
        Some(if spec.exposed_card_counts { v } else { v + 1 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::log::card::Suit;

    fn c(rank: Rank) -> CardSeen {
        Some(Card { rank, suit: Suit::Hearts })
    }

    #[test]
    fn copies_and_stop_card() {
        let mut s = Shoe::new(1, None);
        s.cut_below = Some(7);
        assert_eq!(s.draw(c(Rank::King), Loc::default()), Ok(()));
        assert!(matches!(s.draw(c(Rank::King), Loc::default()), Err(Impossible::NoCopyLeft { copies: 1, .. })));
        for _ in 2..46 {
            assert!(!s.stop_reached());
            let _ = s.draw(None, Loc::default());
        }
        // 45 cards lie above the stop card: it comes out with the 46th.
        assert_eq!(s.drawn, 46);
        assert!(s.stop_reached() && s.cut_out.is_some());
        let mut early = Shoe::new(1, None);
        early.stop_shows = StopCardShows::AfterLastCardAbove;
        early.cut_below = Some(7);
        for _ in 0..45 {
            let _ = early.draw(None, Loc::default());
        }
        assert!(early.stop_reached());
        for _ in 46..52 {
            let _ = s.draw(None, Loc::default());
        }
        assert_eq!(s.draw(None, Loc::default()), Err(Impossible::Empty { size: 52 }));
    }

    #[test]
    fn burn_values() {
        assert_eq!(burn_value(Rank::Queen, 10), 10);
        assert_eq!(burn_value(Rank::Ten, 1), 1);
        assert_eq!(burn_value(Rank::Seven, 10), 7);
        assert_eq!(burn_value(Rank::Ace, 10), 1);
    }

    #[test]
    fn burn_count() {
        let spec = BurnSpec { ten_and_court_value: 10, exposed_card_counts: false, rule: String::new() };
        let mut s = Shoe::new(6, None);
        assert_eq!(s.expected_burns(&spec), None);
        s.burns.push((c(Rank::Queen), Loc::default()));
        assert_eq!(s.expected_burns(&spec), Some(11));
        let counts = BurnSpec { exposed_card_counts: true, ..spec };
        assert_eq!(s.expected_burns(&counts), Some(10));
    }
}

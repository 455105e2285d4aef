//! The Spanish 40-card deck («baraja española») of monte o banca (Valencia 2003 art. 13): ranks
//! 1–7, sota, caballo, rey; suits oros, copas, espadas, bastos. Written in the log as a rank
//! (`1`–`7`, `S`, `C`, `R`) and a lower-case suit (`o`, `c`, `e`, `b`): `5o`, `Re`, `Sb`, two bytes
//! like a French card (`docs/log-format.md`, monte section).
//!
//! Kept apart from [`crate::log::card`] rather than as a second deck inside it: the French card
//! is on every other game's hot path (a one-load table per byte), and the two notations share
//! tokens with different meanings (`5c` is the five of clubs at a French table, the cinco de
//! copas at a monte table), so a card is only ever read with the table's own deck.

use serde::Serialize;

/// A rank of the Spanish deck, in the deck's order (1 lowest, rey highest; monte compares no
/// ranks, only values, so the order is only for per-card counters and messages).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum SpanishRank {
    One,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    /// `S`: sota.
    Sota,
    /// `C`: caballo.
    Caballo,
    /// `R`: rey.
    Rey,
}

impl SpanishRank {
    pub const ALL: [SpanishRank; 10] = [
        SpanishRank::One,
        SpanishRank::Two,
        SpanishRank::Three,
        SpanishRank::Four,
        SpanishRank::Five,
        SpanishRank::Six,
        SpanishRank::Seven,
        SpanishRank::Sota,
        SpanishRank::Caballo,
        SpanishRank::Rey,
    ];

    pub fn from_char(c: u8) -> Option<SpanishRank> {
        Some(match c {
            b'1'..=b'7' => SpanishRank::ALL[usize::from(c - b'1')],
            b'S' => SpanishRank::Sota,
            b'C' => SpanishRank::Caballo,
            b'R' => SpanishRank::Rey,
            _ => return None,
        })
    }

    pub fn as_char(self) -> char {
        match self {
            SpanishRank::Sota => 'S',
            SpanishRank::Caballo => 'C',
            SpanishRank::Rey => 'R',
            r => char::from(b'1' + r as u8),
        }
    }
}

/// A suit of the Spanish deck, in monte's circular order oros → copas → espadas → bastos → oros
/// (art. 13: the Camo is the next suit, the Anti the previous one, the Viudo the opposite).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum SpanishSuit {
    Oros,
    Copas,
    Espadas,
    Bastos,
}

impl SpanishSuit {
    pub const ALL: [SpanishSuit; 4] =
        [SpanishSuit::Oros, SpanishSuit::Copas, SpanishSuit::Espadas, SpanishSuit::Bastos];

    pub fn from_char(c: u8) -> Option<SpanishSuit> {
        Some(match c {
            b'o' => SpanishSuit::Oros,
            b'c' => SpanishSuit::Copas,
            b'e' => SpanishSuit::Espadas,
            b'b' => SpanishSuit::Bastos,
            _ => return None,
        })
    }

    pub fn as_char(self) -> char {
        match self {
            SpanishSuit::Oros => 'o',
            SpanishSuit::Copas => 'c',
            SpanishSuit::Espadas => 'e',
            SpanishSuit::Bastos => 'b',
        }
    }

    /// The suit `steps` places on in the circle (1: the Camo's, 2: the Viudo's, 3: the Anti's).
    pub fn after(self, steps: u8) -> SpanishSuit {
        SpanishSuit::ALL[(self as usize + usize::from(steps)) % 4]
    }
}

/// One card of the Spanish deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct SpanishCard {
    pub rank: SpanishRank,
    pub suit: SpanishSuit,
}

impl SpanishCard {
    /// `5o`, `Re`, `Sb`; `None` for anything else.
    pub fn parse(t: &str) -> Option<SpanishCard> {
        super::card::rank_and_suit(t, SpanishRank::from_char, SpanishSuit::from_char)
            .map(|(rank, suit)| SpanishCard { rank, suit })
    }

    /// 0..40: rank-major index, for per-card counters and the coup's deck.
    pub fn index(self) -> usize {
        (self.rank as usize) * 4 + self.suit as usize
    }

    /// The card of the same rank `steps` suits on in the circle.
    pub fn after(self, steps: u8) -> SpanishCard {
        SpanishCard { rank: self.rank, suit: self.suit.after(steps) }
    }
}

impl std::fmt::Display for SpanishCard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.rank.as_char(), self.suit.as_char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_reads_back_as_written_and_the_forty_indices_are_distinct() {
        let mut seen = [false; 40];
        for r in SpanishRank::ALL {
            for s in SpanishSuit::ALL {
                let c = SpanishCard { rank: r, suit: s };
                assert_eq!(SpanishCard::parse(&c.to_string()), Some(c));
                assert!(!seen[c.index()]);
                seen[c.index()] = true;
            }
        }
        assert!(seen.iter().all(|&b| b));
        for bad in ["8o", "Kh", "10o", "so", "5x", "5", "5oo", ""] {
            assert_eq!(SpanishCard::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_circle_of_suits_is_oros_copas_espadas_bastos() {
        let c = SpanishCard::parse("4o").unwrap();
        assert_eq!(c.after(1).to_string(), "4c"); // Camo
        assert_eq!(c.after(2).to_string(), "4e"); // Viudo
        assert_eq!(c.after(3).to_string(), "4b"); // Anti
        assert_eq!(SpanishCard::parse("4b").unwrap().after(1).to_string(), "4o");
    }
}

//! Playing cards as the log writes them: rank then suit, `Kh`, `Td`, `9c`, `As`; `??` for a card
//! the log did not see (e.g. burned face down).
//!
//! Only the notation lives here; what a card is worth is the game's business
//! (`engine::baccarat::cards`).

use serde::Serialize;

/// A rank, `A 2 3 4 5 6 7 8 9 T J Q K`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Rank {
    Ace,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
}

impl Rank {
    /// Every rank, ace first.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// The rank's letter or digit in the log: one load from a table made of [`Rank::decode`]
    /// (the parser reads a card on nearly half the lines of a card game's log).
    #[inline(always)]
    pub fn from_char(c: u8) -> Option<Rank> {
        RANK_OF_BYTE[usize::from(c)]
    }

    /// The rank's letter or digit in the log, spelt out (what [`Rank::from_char`]'s table holds).
    const fn decode(c: u8) -> Option<Rank> {
        Some(match c {
            b'A' => Rank::Ace,
            b'2' => Rank::Two,
            b'3' => Rank::Three,
            b'4' => Rank::Four,
            b'5' => Rank::Five,
            b'6' => Rank::Six,
            b'7' => Rank::Seven,
            b'8' => Rank::Eight,
            b'9' => Rank::Nine,
            b'T' => Rank::Ten,
            b'J' => Rank::Jack,
            b'Q' => Rank::Queen,
            b'K' => Rank::King,
            _ => return None,
        })
    }

    pub fn as_char(self) -> char {
        match self {
            Rank::Ace => 'A',
            Rank::Two => '2',
            Rank::Three => '3',
            Rank::Four => '4',
            Rank::Five => '5',
            Rank::Six => '6',
            Rank::Seven => '7',
            Rank::Eight => '8',
            Rank::Nine => '9',
            Rank::Ten => 'T',
            Rank::Jack => 'J',
            Rank::Queen => 'Q',
            Rank::King => 'K',
        }
    }

    /// 1 for the ace, … 10 for the ten, 11–13 for the court cards.
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    /// Ten, jack, queen or king.
    pub fn is_ten_or_court(self) -> bool {
        self >= Rank::Ten
    }
}

/// A suit, `c d h s` (tréboles, diamantes, corazones, picas).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's letter in the log: one load from a table made of [`Suit::decode`].
    #[inline(always)]
    pub fn from_char(c: u8) -> Option<Suit> {
        SUIT_OF_BYTE[usize::from(c)]
    }

    /// The suit's letter in the log, spelt out (what [`Suit::from_char`]'s table holds).
    const fn decode(c: u8) -> Option<Suit> {
        Some(match c {
            b'c' => Suit::Clubs,
            b'd' => Suit::Diamonds,
            b'h' => Suit::Hearts,
            b's' => Suit::Spades,
            _ => return None,
        })
    }

    pub fn as_char(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }
}

/// One card of a French deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Card {
    pub rank: Rank,
    pub suit: Suit,
}

impl Card {
    /// `Kh`, `Td`, `9c`; `None` for anything else (including `??`, see [`CardSeen`]).
    pub fn parse(t: &str) -> Option<Card> {
        rank_and_suit(t, Rank::from_char, Suit::from_char).map(|(rank, suit)| Card { rank, suit })
    }

    /// 0..52: rank-major index, for per-card counters.
    pub fn index(self) -> usize {
        (self.rank as usize) * 4 + self.suit as usize
    }
}

impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.rank.as_char(), self.suit.as_char())
    }
}

/// A card token's rank and suit, each one character (`Kh`, `5o`: the French and the Spanish
/// deck are written so), read by the deck's own readers; `None` for another length or a
/// character the deck does not know.
pub(crate) fn rank_and_suit<R, S>(
    t: &str,
    rank: impl Fn(u8) -> Option<R>,
    suit: impl Fn(u8) -> Option<S>,
) -> Option<(R, S)> {
    match t.as_bytes() {
        &[r, s] => Some((rank(r)?, suit(s)?)),
        _ => None,
    }
}

/// A card as the log saw it: `Some(card)`, or `None` for `??` (a card that came out of the
/// shoe without the log seeing its face).
pub type CardSeen = Option<Card>;

/// `Kh` or `??` for messages.
pub fn show(card: CardSeen) -> String {
    match card {
        Some(c) => c.to_string(),
        None => "??".to_owned(),
    }
}

/// How a card lies on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Face {
    /// `up`: face up.
    Up,
    /// `down`: face down.
    Down,
}

impl Face {
    pub fn as_str(self) -> &'static str {
        match self {
            Face::Up => "up",
            Face::Down => "down",
        }
    }
}

/// [`Rank::decode`] of every byte.
static RANK_OF_BYTE: [Option<Rank>; 256] = {
    let mut t = [None; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = Rank::decode(b as u8);
        b += 1;
    }
    t
};

/// [`Suit::decode`] of every byte.
static SUIT_OF_BYTE: [Option<Suit>; 256] = {
    let mut t = [None; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = Suit::decode(b as u8);
        b += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for r in Rank::ALL {
            for s in Suit::ALL {
                let c = Card { rank: r, suit: s };
                assert_eq!(Card::parse(&c.to_string()), Some(c));
            }
        }
        assert_eq!(Card::parse("10h"), None);
        assert_eq!(Card::parse("kh"), None);
        assert_eq!(Card::parse("KH"), None);
        assert_eq!(Card::parse("??"), None);
        assert!(Rank::Ten.is_ten_or_court() && !Rank::Nine.is_ten_or_court());
        assert_eq!(Rank::King.number(), 13);
    }
}

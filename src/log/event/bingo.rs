//! Bingo's own events (docs/log-format.md § 15): the cards in play, the sale and its
//! announcement, the balls, the claims with their verification and, at the bingo acumulativo,
//! the jackpots' balances and funding. A `round` is a partida; the prizes are the common `pay`
//! line (the seat is the card), an annulled partida the common `void` line.

use crate::log::event::{Loc, Sp, Word};
use crate::money::Amount;

/// A card of the session, `A-17`: its series (letters and digits) and its number in the series.
/// Cards are the same when series and number are (`A-017` is `A-17`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardRef<'a> {
    pub series: &'a str,
    pub number: u32,
    /// The whole token.
    pub loc: Loc,
}

/// One row of a card as written: its numbers, left to right (the parser takes 1 to 9 of
/// 0–255; whether they make a cartón is the engine's business).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardRow {
    len: u8,
    items: [u8; CardRow::MAX],
}

impl CardRow {
    /// A row has at most one number per column.
    pub const MAX: usize = 9;

    /// `None` when empty or longer than [`CardRow::MAX`].
    pub fn from_slice(nums: &[u8]) -> Option<CardRow> {
        if nums.is_empty() || nums.len() > Self::MAX {
            return None;
        }
        let mut items = [0u8; Self::MAX];
        items[..nums.len()].copy_from_slice(nums);
        Some(CardRow { len: nums.len() as u8, items })
    }

    /// The first `len` of `items`; `None` when `len` is 0 or more than [`CardRow::MAX`]. (The
    /// parser fills an array in place: no copy into a cleared one.)
    pub fn from_array(items: [u8; CardRow::MAX], len: usize) -> Option<CardRow> {
        if len == 0 || len > Self::MAX {
            return None;
        }
        Some(CardRow { len: len as u8, items })
    }

    pub fn as_slice(&self) -> &[u8] {
        &self.items[..usize::from(self.len)]
    }
}

impl std::fmt::Display for CardRow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, n) in self.as_slice().iter().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{n}")?;
        }
        Ok(())
    }
}

/// The balls of one `ball` line, in the order drawn: the text from the first to the last
/// (numbers of 0–255 separated by blanks, as the parser checked), read again by [`Balls::iter`]
/// so that the event allocates nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Balls<'a> {
    pub text: &'a str,
    /// Where `text` is.
    pub loc: Loc,
}

impl<'a> Balls<'a> {
    /// Each ball with its location.
    pub fn iter(&self) -> impl Iterator<Item = Sp<u8>> + 'a {
        let base = self.loc;
        let text = self.text;
        let bytes = text.as_bytes();
        let blank = |b: u8| b == b' ' || b == b'\t';
        let mut k = 0;
        // A scan of the bytes, each number read as its digits are passed: splitting by a
        // pattern of characters and parsing each token again cost most of the engine's time
        // on a `ball` line.
        std::iter::from_fn(move || {
            while bytes.get(k).is_some_and(|&b| blank(b)) {
                k += 1;
            }
            let start = k;
            let mut v = 0u32;
            let mut digits = true;
            while let Some(&b) = bytes.get(k).filter(|&&b| !blank(b)) {
                let d = b.wrapping_sub(b'0');
                digits &= d <= 9;
                v = v.saturating_mul(10).saturating_add(u32::from(d));
                k += 1;
            }
            if k == start {
                return None;
            }
            // The parser let through only numbers of at most 255; anything else (a `Balls`
            // made otherwise) is read as before.
            let value = match u8::try_from(v) {
                Ok(v) if digits => v,
                _ => text.get(start..k).and_then(|t| t.parse::<u8>().ok()).unwrap_or(u8::MAX),
            };
            let loc = Loc {
                line: base.line,
                col: base.col + start as u32,
                offset: base.offset + start as u64,
                len: (k - start) as u32,
            };
            Some(Sp { loc, value })
        })
    }
}

/// What a claim is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Combination {
    /// One of the card's three rows, complete.
    Line,
    /// All fifteen numbers of the card.
    Bingo,
}

impl Combination {
    pub fn as_str(self) -> &'static str {
        match self {
            Combination::Line => "line",
            Combination::Bingo => "bingo",
        }
    }
}

/// The announcement after the sale (`prizes line=… bingo=… [jackpot-line=… jackpot-bingo=…
/// maxball=N maxball-line=N]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Announcement {
    pub line: Sp<Amount>,
    pub bingo: Sp<Amount>,
    /// The acumulativo's jackpot prizes payable in this partida.
    pub jackpot_line: Option<Sp<Amount>>,
    pub jackpot_bingo: Option<Sp<Amount>>,
    /// The acumulativo's announced maximum ball (extraction order) for the bingo jackpot.
    pub maxball: Option<Sp<u16>>,
    /// The same for the line jackpot.
    pub maxball_line: Option<Sp<u16>>,
}

impl Announcement {
    /// The keys of a `prizes` line, in the order the documentation lists them.
    pub const KEYS: [&'static str; 6] = ["line", "bingo", "jackpot-line", "jackpot-bingo", "maxball", "maxball-line"];
}

/// The two jackpots' figures of a `jackpot` or `fund` line (at least one is given).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JackpotPair {
    pub line: Option<Sp<Amount>>,
    pub bingo: Option<Sp<Amount>>,
}

impl JackpotPair {
    /// The keys of a `jackpot` or `fund` line.
    pub const KEYS: [&'static str; 2] = ["line", "bingo"];
}

/// An event of a bingo session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BingoEvent<'a> {
    /// `card A-17 2-10-30-56-61 6-23-41-59-86 19-28-63-71-88`: a card in play, its three rows
    /// top to bottom.
    Card { card: CardRef<'a>, rows: [Sp<CardRow>; 3] },
    /// `series A 1000 2.00 [double]`: before the sale, the series, its number of cards and the
    /// face value of each (of each half, for double cards).
    Series { series: Word<'a>, size: Sp<u32>, face: Sp<Amount>, double: Option<Loc> },
    /// `sold A 1-350`, `sold A 7`: cards of the series sold, numbers `first` to `last`.
    Sold { series: Word<'a>, first: Sp<u32>, last: Sp<u32> },
    /// `prizes line=… bingo=… …`: the announcement after the sale.
    Prizes(Announcement),
    /// `jackpot line=… bingo=…`: the acumulativo's jackpots' balances.
    Jackpot(JackpotPair),
    /// `fund line=… bingo=…`: the partida's deductions for the acumulativo's jackpots.
    Fund(JackpotPair),
    /// `ball 17 [4 …]`: balls drawn, in order.
    Ball(Balls<'a>),
    /// `claim line A-17 good`: a call and its verification (`good` is `true`).
    Claim { combination: Sp<Combination>, card: CardRef<'a>, good: Sp<bool> },
}

impl BingoEvent<'_> {
    /// The keywords of these events, in the order the documentation lists them.
    pub const KEYWORDS: [&'static str; 8] = ["card", "series", "sold", "prizes", "jackpot", "fund", "ball", "claim"];

    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            BingoEvent::Card { .. } => "card",
            BingoEvent::Series { .. } => "series",
            BingoEvent::Sold { .. } => "sold",
            BingoEvent::Prizes(_) => "prizes",
            BingoEvent::Jackpot(_) => "jackpot",
            BingoEvent::Fund(_) => "fund",
            BingoEvent::Ball(_) => "ball",
            BingoEvent::Claim { .. } => "claim",
        }
    }

    /// The session's events rather than a partida's: the cards in play and the jackpots'
    /// balances may come between rounds.
    pub fn between_rounds(&self) -> bool {
        matches!(self, BingoEvent::Card { .. } | BingoEvent::Jackpot(_))
    }

    /// The sale begins a partida (after a partida is over, a sale without its `round` line is
    /// the next partida's).
    #[inline]
    pub fn stakes_a_round(&self) -> bool {
        matches!(self, BingoEvent::Series { .. } | BingoEvent::Sold { .. })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn balls_read_as_split_and_parsed() {
        // The byte scan reads each ball as splitting the text at blanks and parsing each token
        // did, locations included, whatever the text.
        for text in ["8 34  69\t81", "17", "0 255 256 007", "+5 x 12a  ", "  3", "99999999999999999999 1"] {
            let loc = Loc { line: 4, col: 10, offset: 200, len: text.len() as u32 };
            let balls = Balls { text, loc };
            let read: Vec<(u8, u32, u64, u32)> =
                balls.iter().map(|b| (b.value, b.loc.col, b.loc.offset, b.loc.len)).collect();
            let split: Vec<(u8, u32, u64, u32)> = text
                .split([' ', '\t'])
                .filter(|t| !t.is_empty())
                .map(|t| {
                    let start = (t.as_ptr() as usize - text.as_ptr() as usize) as u32;
                    (t.parse::<u8>().unwrap_or(u8::MAX), 10 + start, 200 + u64::from(start), t.len() as u32)
                })
                .collect();
            assert_eq!(read, split, "{text:?}");
        }
    }
}

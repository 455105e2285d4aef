//! A card's shape (B79 art. 10.I): fifteen distinct numbers of 1–90 in three rows of five and
//! nine columns, each column holding one to three of them, none empty.

use crate::catalog::bingo::{CardSpec, ColumnOf};
use crate::i18n::Text;
use crate::log::event::{CardRow, Sp};
use crate::t;

/// A card as the engine keeps it: its rows' numbers, inline (a session declares every card
/// in play, and a heap allocation per row was a sixth of the check of a simulated log).
#[derive(Clone, Debug)]
pub struct Card {
    pub rows: [CardRow; 3],
}

impl Card {
    pub fn from_rows(rows: &[Sp<CardRow>; 3]) -> Card {
        Card { rows: rows.map(|r| r.value) }
    }

    /// Whether some row is all drawn (`drawn[n]`: ball `n` is out).
    pub fn has_line(&self, drawn: &[bool; 256]) -> bool {
        self.rows.iter().any(|r| r.as_slice().iter().all(|&n| drawn[usize::from(n)]))
    }

    /// Whether every number is drawn.
    pub fn has_bingo(&self, drawn: &[bool; 256]) -> bool {
        self.rows.iter().all(|r| r.as_slice().iter().all(|&n| drawn[usize::from(n)]))
    }
}

/// The column of `n` when columns go by tens: 1–9, 10–19, …, 80–90.
fn column_by_tens(n: u8, columns: u8) -> u8 {
    (n / 10).min(columns.saturating_sub(1))
}

/// What is wrong with a card's shape, if anything (the first fault found), and on which row.
pub fn shape_fault(rows: &[Sp<CardRow>; 3], spec: &CardSpec, highest: u8) -> Option<(usize, Text)> {
    if usize::from(spec.rows) != rows.len() {
        return Some((0, t!("bg-card-rows", rows = spec.rows)));
    }
    // Bitsets rather than arrays of flags: this runs for every card of the session, and
    // clearing arrays of 256 flags cost more than the checks. A column is at most 25 (a
    // number is at most 255), so a row's columns and the card's fit in a `u32`.
    let mut seen = [0u64; 4];
    let mut columns_used = 0u32;
    for (i, row) in rows.iter().enumerate() {
        let nums = row.value.as_slice();
        if nums.len() != usize::from(spec.per_row) {
            return Some((i, t!("bg-card-row-length", row = i + 1, count = nums.len(), per_row = spec.per_row)));
        }
        let mut row_columns = 0u32;
        for &n in nums {
            if n == 0 || n > highest {
                return Some((i, t!("bg-card-number-range", number = n, highest = highest)));
            }
            let (word, bit) = (usize::from(n >> 6), 1u64 << (n & 63));
            if seen[word] & bit != 0 {
                return Some((i, t!("bg-card-number-twice", number = n)));
            }
            seen[word] |= bit;
            if spec.column_of == ColumnOf::ByTens {
                let c = column_by_tens(n, spec.columns);
                let bit = 1u32 << c;
                if row_columns & bit != 0 {
                    return Some((i, t!("bg-card-row-column-twice", row = i + 1, column = usize::from(c) + 1)));
                }
                row_columns |= bit;
                columns_used |= bit;
            }
        }
    }
    if spec.column_of == ColumnOf::ByTens {
        let empty = |c: &u8| columns_used.checked_shr(u32::from(*c)).is_none_or(|m| m & 1 == 0);
        if let Some(c) = (0..spec.columns).find(empty) {
            return Some((0, t!("bg-card-empty-column", column = usize::from(c) + 1)));
        }
    }
    None
}

//! A card's shape (B79 art. 10.I): fifteen distinct numbers of 1–90 in three rows of five and
//! nine columns, each column holding one to three of them, none empty.

use crate::catalog::bingo::{CardSpec, ColumnOf};
use crate::i18n::Text;
use crate::log::event::{CardRow, Sp};
use crate::t;

/// A card as the engine keeps it: its rows' numbers.
#[derive(Clone, Debug)]
pub struct Card {
    pub rows: Vec<Vec<u8>>,
}

impl Card {
    pub fn from_rows(rows: &[Sp<CardRow>; 3]) -> Card {
        Card { rows: rows.iter().map(|r| r.value.as_slice().to_vec()).collect() }
    }

    /// Whether some row is all drawn (`drawn[n]`: ball `n` is out).
    pub fn has_line(&self, drawn: &[bool; 256]) -> bool {
        self.rows.iter().any(|r| r.iter().all(|&n| drawn[usize::from(n)]))
    }

    /// Whether every number is drawn.
    pub fn has_bingo(&self, drawn: &[bool; 256]) -> bool {
        self.rows.iter().all(|r| r.iter().all(|&n| drawn[usize::from(n)]))
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
    let mut seen = [false; 256];
    let mut per_column = [0u8; 256];
    for (i, row) in rows.iter().enumerate() {
        let nums = row.value.as_slice();
        if nums.len() != usize::from(spec.per_row) {
            return Some((i, t!("bg-card-row-length", row = i + 1, count = nums.len(), per_row = spec.per_row)));
        }
        let mut row_columns = [false; 256];
        for &n in nums {
            if n == 0 || n > highest {
                return Some((i, t!("bg-card-number-range", number = n, highest = highest)));
            }
            if seen[usize::from(n)] {
                return Some((i, t!("bg-card-number-twice", number = n)));
            }
            seen[usize::from(n)] = true;
            if spec.column_of == ColumnOf::ByTens {
                let c = usize::from(column_by_tens(n, spec.columns));
                if row_columns[c] {
                    return Some((i, t!("bg-card-row-column-twice", row = i + 1, column = c + 1)));
                }
                row_columns[c] = true;
                per_column[c] += 1;
            }
        }
    }
    if spec.column_of == ColumnOf::ByTens {
        if let Some(c) = (0..usize::from(spec.columns)).find(|&c| per_column[c] == 0) {
            return Some((0, t!("bg-card-empty-column", column = c + 1)));
        }
    }
    None
}

//! The cloth's geometry: which number sets form each combination. Computed once per catalogue
//! from its layout (three columns of twelve), so the engine never hard-codes a set.

use rustc_hash::FxHashMap as HashMap;

use crate::catalog::model::{Layout, Shape};
use crate::log::event::Numbers;

/// Which numbers a bet covers: bit `n` set when number `n` wins.
pub type Mask = u64;

pub fn mask_of(nums: &[u16]) -> Mask {
    nums.iter().fold(0, |m, &n| if n < 64 { m | (1 << n) } else { m })
}

pub fn covers(mask: Mask, n: u16) -> bool {
    n < 64 && mask & (1 << n) != 0
}

/// The valid targets of a geometric shape on `layout`, each with the numbers it covers.
/// Column, dozen and their doubles are targeted by their ordinal (`columna 2`, `dos-docenas
/// 1-2`); the others by their numbers.
/// The one-number targets of a wheel without a cloth grid: `lowest` to `end - 1`.
pub fn straights(lowest: u16, end: u16) -> HashMap<Numbers, Mask> {
    let mut out = HashMap::default();
    for n in lowest..end {
        if let Some(key) = Numbers::from_slice(&[n]) {
            out.insert(key, mask_of(&[n]));
        }
    }
    out
}

pub fn targets(shape: Shape, layout: &Layout) -> HashMap<Numbers, Mask> {
    let cols = layout.columns;
    let rows = layout.rows;
    let num = |r: u16, c: u16| r * cols + c + 1;
    let mut out = HashMap::default();
    let mut add = |nums: &[u16], covered: &[u16]| {
        if let Some(key) = Numbers::from_slice(nums) {
            out.insert(key.sorted(), mask_of(covered));
        }
    };
    match shape {
        Shape::Straight => {
            // «uno cualquiera de los 37 números»: the zero included.
            for n in 0..=cols * rows {
                add(&[n], &[n]);
            }
        }
        Shape::Split => {
            for r in 0..rows {
                for c in 0..cols {
                    if c + 1 < cols {
                        let s = [num(r, c), num(r, c + 1)];
                        add(&s, &s);
                    }
                    if r + 1 < rows {
                        let s = [num(r, c), num(r + 1, c)];
                        add(&s, &s);
                    }
                }
            }
        }
        Shape::Street => {
            for r in 0..rows {
                let s: Vec<u16> = (0..cols).map(|c| num(r, c)).collect();
                add(&s, &s);
            }
        }
        Shape::Corner => {
            for r in 0..rows.saturating_sub(1) {
                for c in 0..cols.saturating_sub(1) {
                    let s = [num(r, c), num(r, c + 1), num(r + 1, c), num(r + 1, c + 1)];
                    add(&s, &s);
                }
            }
        }
        Shape::SixLine => {
            for r in 0..rows.saturating_sub(1) {
                let s: Vec<u16> = (0..cols).map(|c| num(r, c)).chain((0..cols).map(|c| num(r + 1, c))).collect();
                add(&s, &s);
            }
        }
        Shape::Column => {
            for c in 0..cols {
                add(&[c + 1], &column(layout, c));
            }
        }
        Shape::TwoColumns => {
            for c in 0..cols.saturating_sub(1) {
                let mut s = column(layout, c);
                s.extend(column(layout, c + 1));
                add(&[c + 1, c + 2], &s);
            }
        }
        Shape::Dozen => {
            for d in 0..3 {
                add(&[d + 1], &dozen(layout, d));
            }
        }
        Shape::TwoDozens => {
            for d in 0..2 {
                let mut s = dozen(layout, d);
                s.extend(dozen(layout, d + 1));
                add(&[d + 1, d + 2], &s);
            }
        }
        Shape::Chance | Shape::Series => {}
    }
    out
}

fn column(layout: &Layout, c: u16) -> Vec<u16> {
    (0..layout.rows).map(|r| r * layout.columns + c + 1).collect()
}

/// The `d`-th third of the numbers 1..=columns×rows (1–12, 13–24, 25–36).
fn dozen(layout: &Layout, d: u16) -> Vec<u16> {
    let size = layout.columns * layout.rows / 3;
    (d * size + 1..=(d + 1) * size).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(shape: Shape) -> HashMap<Numbers, Mask> {
        targets(shape, &Layout { columns: 3, rows: 12 })
    }

    fn key(n: &[u16]) -> Numbers {
        Numbers::from_slice(n).unwrap().sorted()
    }

    #[test]
    fn french_cloth_counts() {
        assert_eq!(t(Shape::Straight).len(), 37);
        assert_eq!(t(Shape::Split).len(), 57);
        assert_eq!(t(Shape::Street).len(), 12);
        assert_eq!(t(Shape::Corner).len(), 22);
        assert_eq!(t(Shape::SixLine).len(), 11);
        assert_eq!(t(Shape::Column).len(), 3);
        assert_eq!(t(Shape::TwoColumns).len(), 2);
        assert_eq!(t(Shape::Dozen).len(), 3);
        assert_eq!(t(Shape::TwoDozens).len(), 2);
    }

    #[test]
    fn adjacency() {
        let splits = t(Shape::Split);
        assert!(splits.contains_key(&key(&[17, 20])));
        assert!(splits.contains_key(&key(&[2, 3])));
        assert!(!splits.contains_key(&key(&[3, 4])), "3 and 4 are on different rows");
        let corners = t(Shape::Corner);
        assert!(corners.contains_key(&key(&[25, 26, 28, 29])));
        assert!(!corners.contains_key(&key(&[2, 3, 4, 5])));
        let col2 = t(Shape::Column)[&key(&[2])];
        assert!(covers(col2, 35) && covers(col2, 2) && !covers(col2, 36) && !covers(col2, 0));
        let dz = t(Shape::TwoDozens)[&key(&[2, 3])];
        assert!(covers(dz, 13) && covers(dz, 36) && !covers(dz, 12));
    }
}

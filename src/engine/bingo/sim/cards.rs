//! The simulator's cards and draw: valid cards (B79 §10.I: 15 distinct numbers in 3 rows of 5
//! over 9 columns, each column 1 to 3 numbers, none empty; a number's column its tens), the
//! balls in a random order, and the ball on which each card completes a line and its bingo.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::sim::shuffle;

/// A card's numbers: three rows, each its five numbers left to right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Card {
    pub rows: [[u8; 5]; 3],
}

/// The column of a number (`card.columns: by-tens`): 1–9 the first, 10–19 the second, …, 80–90
/// the ninth.
#[cfg(test)]
pub(crate) fn column(n: u8) -> usize {
    usize::from(n / 10).min(8)
}

/// The numbers a column holds.
fn column_numbers(c: usize) -> Vec<u8> {
    let c = c as u8;
    match c {
        0 => (1..=9).collect(),
        8 => (80..=90).collect(),
        _ => (c * 10..c * 10 + 10).collect(),
    }
}

impl Card {
    /// A random valid card.
    pub fn random(rng: &mut ChaCha8Rng) -> Card {
        // How many numbers each column has: one each, and six more, none past three.
        let mut counts = [1usize; 9];
        let mut extra = 6;
        while extra > 0 {
            let c = rng.random_range(0..9);
            if counts[c] < 3 {
                counts[c] += 1;
                extra -= 1;
            }
        }
        // Which rows each column's numbers are on: the fullest columns first, each to the rows
        // with the most room left (ties at random). Row sums (5, 5, 5) and column sums of 1–3
        // adding up to 15 always have such a layout (Gale–Ryser), and this greedy finds one.
        let mut order: Vec<usize> = (0..9).collect();
        shuffle(rng, &mut order);
        order.sort_by_key(|&c| std::cmp::Reverse(counts[c]));
        let mut room = [5usize; 3];
        let mut layout = [[false; 3]; 9];
        for &c in &order {
            let mut rows = [0usize, 1, 2];
            shuffle(rng, &mut rows);
            rows.sort_by_key(|&r| std::cmp::Reverse(room[r]));
            for &r in rows.iter().take(counts[c]) {
                layout[c][r] = true;
                room[r] -= 1;
            }
        }
        // The numbers: distinct ones of each column's range, rising from top to bottom.
        let mut cells = [[0u8; 9]; 3];
        for (c, rows) in layout.iter().enumerate() {
            let mut pool = column_numbers(c);
            shuffle(rng, &mut pool);
            let mut picked: Vec<u8> = pool.into_iter().take(counts[c]).collect();
            picked.sort_unstable();
            let mut picked = picked.into_iter();
            for (r, &on) in rows.iter().enumerate() {
                if on {
                    cells[r][c] = picked.next().unwrap_or(0);
                }
            }
        }
        let mut rows = [[0u8; 5]; 3];
        for (r, row) in rows.iter_mut().enumerate() {
            let nums: Vec<u8> = cells[r].iter().copied().filter(|&n| n != 0).collect();
            row.copy_from_slice(&nums[..5]);
        }
        Card { rows }
    }

    /// The 15 numbers.
    #[cfg(test)]
    pub fn numbers(&self) -> impl Iterator<Item = u8> + '_ {
        self.rows.iter().flatten().copied()
    }

    /// The `card` line's rows: `2-10-30-56-61 6-23-41-59-86 19-28-63-71-88`.
    pub fn rows_text(&self) -> String {
        let row = |r: &[u8; 5]| r.iter().map(u8::to_string).collect::<Vec<_>>().join("-");
        self.rows.iter().map(row).collect::<Vec<_>>().join(" ")
    }

    /// The extraction numbers (1-based) on which the card completes its first row and all its
    /// numbers, given each ball's extraction number `at[ball]`.
    pub fn completes(&self, at: &[u8; 91]) -> (u8, u8) {
        let row_done = |r: &[u8; 5]| r.iter().map(|&n| at[usize::from(n)]).max().unwrap_or(0);
        let rows = self.rows.map(|r| row_done(&r));
        (rows.iter().copied().min().unwrap_or(0), rows.iter().copied().max().unwrap_or(0))
    }
}

/// A draw: the 90 balls in a random order.
pub(crate) fn draw(rng: &mut ChaCha8Rng) -> Vec<u8> {
    let mut balls: Vec<u8> = (1..=90).collect();
    shuffle(rng, &mut balls);
    balls
}

/// Each ball's extraction number (1-based) in `balls`.
pub(crate) fn extraction(balls: &[u8]) -> [u8; 91] {
    let mut at = [0u8; 91];
    for (i, &b) in balls.iter().enumerate() {
        at[usize::from(b)] = i as u8 + 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// The card's shape as B79 §10.I describes it.
    fn valid(card: &Card) -> bool {
        let mut nums: Vec<u8> = card.numbers().collect();
        nums.sort_unstable();
        nums.dedup();
        let mut per_column = [0; 9];
        for n in card.numbers() {
            per_column[column(n)] += 1;
        }
        let rows_ok = card.rows.iter().all(|r| {
            let mut cols: Vec<usize> = r.iter().map(|&n| column(n)).collect();
            cols.dedup();
            cols.len() == 5 && r.windows(2).all(|w| w[0] < w[1])
        });
        nums.len() == 15
            && nums.iter().all(|n| (1..=90).contains(n))
            && per_column.iter().all(|&c| (1..=3).contains(&c))
            && rows_ok
    }

    #[test]
    fn cards_are_valid() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for _ in 0..2000 {
            let card = Card::random(&mut rng);
            assert!(valid(&card), "{card:?}");
        }
    }

    #[test]
    fn a_card_completes_its_line_before_its_bingo() {
        let mut rng = ChaCha8Rng::seed_from_u64(8);
        for _ in 0..200 {
            let card = Card::random(&mut rng);
            let balls = draw(&mut rng);
            let at = extraction(&balls);
            let (line, bingo) = card.completes(&at);
            assert!((5..=90).contains(&line) && line < bingo && bingo >= 15, "{line} {bingo}");
            let max = card.numbers().map(|n| at[usize::from(n)]).max().unwrap();
            assert_eq!(bingo, max);
        }
    }
}

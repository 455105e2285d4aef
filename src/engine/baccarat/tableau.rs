//! The banker's tableau compiled from its YAML grid, and the player's fixed rule.

use crate::catalog::baccarat::{PlayerRule, TableauSpec};
use crate::engine::CompileError;
use crate::i18n::Text;
use crate::t;

/// A cell of the tableau.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// `T`: the banker draws.
    Draw,
    /// `P`: the banker stands.
    Stand,
    /// `O`: the banker may choose.
    Option,
}

impl Cell {
    pub fn from_symbol(s: &str) -> Option<Cell> {
        match s {
            "T" => Some(Cell::Draw),
            "P" => Some(Cell::Stand),
            "O" => Some(Cell::Option),
            _ => None,
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Cell::Draw => 'T',
            Cell::Stand => 'P',
            Cell::Option => 'O',
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Cell::Draw => "draw",
            Cell::Stand => "stand",
            Cell::Option => "choose",
        }
    }
}

/// Column of the tableau: the value of the player's third card, or none (the player stood).
pub const STOOD: usize = 10;

/// The label of a column as printed (`0`–`9`, `P`).
pub fn column_label(col: usize) -> String {
    if col == STOOD { "P".to_owned() } else { col.to_string() }
}

/// Rows: banker's two-card total 0–7. Columns: player's third card 0–9, then [`STOOD`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tableau {
    pub cells: [[Cell; 11]; 8],
}

impl Tableau {
    /// The cell for a banker total and the player's third card (`None`: the player stood).
    /// Totals 8 and 9 are naturals and have no row: `None`.
    pub fn cell(&self, banker_total: u8, player_third: Option<u8>) -> Option<Cell> {
        let row = self.cells.get(usize::from(banker_total))?;
        let col = player_third.map_or(STOOD, usize::from);
        row.get(col).copied()
    }

    /// Compiles `spec`: the grid must be 8 rows of 11 symbols `T`, `P`, `O`, and the printed rows
    /// read through the declared readings must give exactly the grid.
    pub fn compile(spec: &TableauSpec, base: &str) -> Result<Tableau, Vec<CompileError>> {
        let mut errs = Vec::new();
        let mut cells = [[Cell::Stand; 11]; 8];
        if spec.grid.len() != 8 {
            errs.push(CompileError::new(
                format!("{base}.grid"),
                t!("bac-compile-tableau-rows", rows = spec.grid.len()),
            ));
        }
        for (r, row) in spec.grid.iter().enumerate().take(8) {
            let syms: Vec<&str> = row.split_whitespace().collect();
            if syms.len() != 11 {
                errs.push(CompileError::new(
                    format!("{base}.grid[{r}]"),
                    t!("bac-compile-tableau-cells", row = r, cells = syms.len()),
                ));
                continue;
            }
            for (c, s) in syms.iter().enumerate() {
                match Cell::from_symbol(s) {
                    Some(cell) => cells[r][c] = cell,
                    None => errs.push(CompileError::new(
                        format!("{base}.grid[{r}]"),
                        t!("bac-compile-tableau-symbol", row = r, column = column_label(c), symbol = *s),
                    )),
                }
            }
        }
        if spec.printed.len() != spec.grid.len() {
            errs.push(CompileError::new(
                format!("{base}.printed"),
                t!("bac-compile-printed-rows", printed = spec.printed.len(), rows = spec.grid.len()),
            ));
        }
        for (r, (printed, grid)) in spec.printed.iter().zip(&spec.grid).enumerate() {
            let drop = spec.surplus_cell.as_ref().map(|c| c.position);
            let read: Vec<&str> = printed
                .split_whitespace()
                .enumerate()
                .filter(|(i, _)| drop != Some(i + 1))
                .map(|(_, s)| spec.readings.iter().find(|x| x.printed == s).map_or(s, |x| x.reads.as_str()))
                .collect();
            let grid: Vec<&str> = grid.split_whitespace().collect();
            if read != grid {
                let diff: Vec<Text> = read
                    .iter()
                    .zip(&grid)
                    .enumerate()
                    .filter(|(_, (a, b))| a != b)
                    .map(|(c, (a, b))| t!("bac-compile-column-reads", column = column_label(c), read = *a, grid = *b))
                    .collect();
                let what = if diff.is_empty() {
                    t!("bac-compile-printed-cells", row = r, printed = read.len(), cells = grid.len())
                } else {
                    t!("bac-compile-printed-differs", row = r, differences = semicolons(&diff))
                };
                errs.push(CompileError::new(format!("{base}.printed[{r}]"), what));
            }
        }
        if errs.is_empty() { Ok(Tableau { cells }) } else { Err(errs) }
    }
}

/// The items, separated by semicolons.
fn semicolons(items: &[Text]) -> Text {
    match items {
        [] => Text::verbatim(""),
        [one] => one.clone(),
        [head, rest @ ..] => t!("bac-compile-list", head = head.clone(), tail = semicolons(rest)),
    }
}

/// What the player's rule says for a two-card total.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerMove {
    Draw,
    Stand,
    Option,
}

/// The player hand's rule for totals 0–7.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerTable {
    pub moves: [PlayerMove; 8],
}

impl PlayerTable {
    pub fn compile(rule: &PlayerRule, base: &str) -> Result<PlayerTable, Vec<CompileError>> {
        let mut seen: [Option<PlayerMove>; 8] = [None; 8];
        let mut errs = Vec::new();
        for (list, mv, key) in [
            (&rule.draw, PlayerMove::Draw, "draw"),
            (&rule.stand, PlayerMove::Stand, "stand"),
            (&rule.option, PlayerMove::Option, "option"),
        ] {
            for &t in list {
                match seen.get_mut(usize::from(t)) {
                    None => {
                        errs.push(CompileError::new(format!("{base}.{key}"), t!("bac-compile-not-a-total", total = t)))
                    }
                    Some(Some(_)) => {
                        errs.push(CompileError::new(format!("{base}.{key}"), t!("bac-compile-total-twice", total = t)))
                    }
                    Some(slot) => *slot = Some(mv),
                }
            }
        }
        let mut moves = [PlayerMove::Stand; 8];
        for (t, m) in seen.iter().enumerate() {
            match m {
                Some(m) => moves[t] = *m,
                None => errs.push(CompileError::new(base, t!("bac-compile-total-missing", total = t))),
            }
        }
        if errs.is_empty() { Ok(PlayerTable { moves }) } else { Err(errs) }
    }

    pub fn at(&self, total: u8) -> Option<PlayerMove> {
        self.moves.get(usize::from(total)).copied()
    }
}

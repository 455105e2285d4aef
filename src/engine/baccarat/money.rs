//! Stakes and settlements of one coup, shared by the family's engines: the table's limits, the
//! stakes placed, and what each settlement should have been.

use crate::engine::baccarat::{BaccaratGame, Backs};
use crate::log::event::{Loc, SettleAction};
use crate::money::Amount;

/// The limits a table runs under (header `min=`, `max=`, `multiples=`).
#[derive(Clone, Copy, Debug)]
pub struct TableLimits {
    pub min: Amount,
    pub max: Amount,
    pub multiples: bool,
}

/// One seat's stake on one bet in a coup (several `bet` lines on the same bet add up).
#[derive(Clone, Debug)]
pub struct Stake {
    pub seat: String,
    /// Index in [`BaccaratGame::bets`].
    pub bet: usize,
    pub amount: Amount,
    /// The first `bet` line.
    pub loc: Loc,
    /// The first `bet` line's order among the coup's bets.
    pub order: usize,
    /// The settlement lines recorded for it, in the log's order (punto y banca keeps one per
    /// bet; a player's bank one per action, a split stake being paid and collected).
    pub settlements: Vec<Settlement>,
    /// The maximum was already reported for it.
    pub over_max_reported: bool,
}

/// One settlement line (`pay`, `collect`, `return`, `release`) as the log records it.
#[derive(Clone, Copy, Debug)]
pub struct Settlement {
    pub action: SettleAction,
    pub amount: Amount,
    /// The line, and the amount's span on it.
    pub at: Loc,
    pub amount_at: Loc,
}

/// The stakes of one coup.
#[derive(Clone, Debug, Default)]
pub struct Book {
    pub stakes: Vec<Stake>,
}

impl Book {
    pub fn find(&self, seat: &str, bet: usize) -> Option<usize> {
        self.stakes.iter().position(|s| s.seat == seat && s.bet == bet)
    }

    /// Adds a stake; returns its index.
    pub fn add(&mut self, seat: &str, bet: usize, amount: Amount, loc: Loc) -> usize {
        match self.find(seat, bet) {
            Some(i) => {
                self.stakes[i].amount = self.stakes[i].amount.saturating_add(amount);
                i
            }
            None => {
                let order = self.stakes.len();
                self.stakes.push(Stake {
                    seat: seat.to_owned(),
                    bet,
                    amount,
                    loc,
                    order,
                    settlements: Vec::new(),
                    over_max_reported: false,
                });
                order
            }
        }
    }
}

/// How a coup ended, as far as bets are concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The hand at this index won.
    Won(usize),
    Tie,
}

/// What should happen to a stake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// Winnings paid (net of commission); the player keeps the stake.
    Pay(Amount),
    /// The stake goes to the bank.
    Collect(Amount),
    /// «Jugada nula»: the stake is returned, or left on the table for the next coup.
    Push(Amount),
}

impl Due {
    pub fn describe(self) -> String {
        match self {
            Due::Pay(a) => format!("pay {a}"),
            Due::Collect(a) => format!("collect {a}"),
            Due::Push(a) => format!("return {a} (or leave it for the next coup)"),
        }
    }
}

/// What a stake on bet `bet` is due when the coup ends in `outcome`.
pub fn due(g: &BaccaratGame, bet: usize, stake: Amount, outcome: Outcome) -> Due {
    let Some(def) = g.bets.get(bet) else {
        return Due::Collect(stake);
    };
    match (def.backs, outcome) {
        (Backs::Tie, Outcome::Tie) => Due::Pay(g.winnings(def, stake)),
        (Backs::Tie, Outcome::Won(_)) => Due::Collect(stake),
        (Backs::Hand(_), Outcome::Tie) => match def.on_tie {
            crate::catalog::baccarat::OnTie::Push => Due::Push(stake),
            crate::catalog::baccarat::OnTie::Lose => Due::Collect(stake),
        },
        (Backs::Hand(h), Outcome::Won(w)) if h == w => Due::Pay(g.winnings(def, stake)),
        (Backs::Hand(_), Outcome::Won(_)) => Due::Collect(stake),
    }
}

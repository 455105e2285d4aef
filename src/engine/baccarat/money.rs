//! Stakes and settlements of one coup, shared by the family's engines: the table's limits, the
//! stakes placed, and what each settlement should have been.

use smallvec::SmallVec;

use crate::engine::baccarat::{BaccaratGame, Backs};
use crate::i18n::Text;
use crate::log::event::{Loc, SettleAction};
use crate::money::{Amount, Payout};
use crate::t;

/// The limits a table runs under (header `min=`, `max=`, `multiples=`): one minimum and one
/// maximum for every bet, on the family-neutral scale.
pub use crate::engine::limits::TableLimits;

/// A seat's name as a stake keeps it: inline up to [`SeatName::INLINE`] bytes (every seat a
/// log names in practice, `s1`, `box-12`), so that a stake costs no allocation (every stake of
/// every coup allocated its seat's `String`, and freed it, a tenth of the family's checking
/// time); a longer name is boxed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SeatName {
    Inline { len: u8, bytes: [u8; SeatName::INLINE] },
    Boxed(Box<str>),
}

impl SeatName {
    pub const INLINE: usize = 22;

    pub fn new(name: &str) -> SeatName {
        let b = name.as_bytes();
        let mut bytes = [0u8; SeatName::INLINE];
        match (bytes.get_mut(..b.len()), u8::try_from(b.len())) {
            (Some(inline), Ok(len)) => {
                inline.copy_from_slice(b);
                SeatName::Inline { len, bytes }
            }
            _ => SeatName::Boxed(name.into()),
        }
    }

    pub fn as_bytes(&self) -> &[u8] {
        match self {
            SeatName::Inline { len, bytes } => bytes.get(..usize::from(*len)).unwrap_or_default(),
            SeatName::Boxed(s) => s.as_bytes(),
        }
    }

    pub fn as_str(&self) -> &str {
        match self {
            // Built from a `str` cut at its end: always UTF-8 (validated here only when a
            // message or a comparison by text needs it, never per line).
            SeatName::Inline { .. } => std::str::from_utf8(self.as_bytes()).unwrap_or_default(),
            SeatName::Boxed(s) => s,
        }
    }
}

impl Default for SeatName {
    fn default() -> SeatName {
        SeatName::new("")
    }
}

/// Byte by byte: seats are a few bytes, for which a call to the library's comparison cost more
/// than the comparison (a stake is looked up by its seat at every bet and settlement).
#[inline]
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

impl PartialEq<str> for SeatName {
    fn eq(&self, other: &str) -> bool {
        same_bytes(self.as_bytes(), other.as_bytes())
    }
}

impl PartialEq<&str> for SeatName {
    fn eq(&self, other: &&str) -> bool {
        same_bytes(self.as_bytes(), other.as_bytes())
    }
}

impl PartialEq<SeatName> for &str {
    fn eq(&self, other: &SeatName) -> bool {
        other == self
    }
}

/// A seat named in a message, as it is written (as a `&str` is).
impl From<SeatName> for crate::i18n::Arg {
    fn from(s: SeatName) -> crate::i18n::Arg {
        crate::i18n::Arg::from(s.as_str())
    }
}

impl std::fmt::Display for SeatName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One seat's stake on one bet in a coup (several `bet` lines on the same bet add up).
#[derive(Clone, Debug)]
pub struct Stake {
    pub seat: SeatName,
    /// Index in [`BaccaratGame::bets`].
    pub bet: usize,
    pub amount: Amount,
    /// The first `bet` line.
    pub loc: Loc,
    /// The first `bet` line's order among the coup's bets.
    pub order: usize,
    /// The settlement lines recorded for it, in the log's order (punto y banca keeps one per
    /// bet; a player's bank one per action, a split stake being paid and collected). Inline
    /// for two: every stake of every coup allocated them.
    pub settlements: SmallVec<[Settlement; 2]>,
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
    /// `stakes` by (seat, bet), once there are more than [`SCANNED_STAKES`]: a coup with many
    /// stakes (a live-dealer table can take tens of thousands) finds each in constant time,
    /// not by a scan of all (which made such a coup quadratic).
    index: rustc_hash::FxHashMap<(SeatName, usize), usize>,
}

/// Up to this many stakes a scan is cheaper than hashing.
const SCANNED_STAKES: usize = 16;

impl Book {
    pub fn find(&self, seat: &str, bet: usize) -> Option<usize> {
        if self.stakes.len() <= SCANNED_STAKES {
            self.stakes.iter().position(|s| s.bet == bet && s.seat == seat)
        } else {
            self.index.get(&(SeatName::new(seat), bet)).copied()
        }
    }

    /// No stakes, keeping the memory they took (for the next coup).
    pub fn clear(&mut self) {
        self.stakes.clear();
        if !self.index.is_empty() {
            self.index.clear();
        }
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
                    seat: SeatName::new(seat),
                    bet,
                    amount,
                    loc,
                    order,
                    settlements: SmallVec::new(),
                    over_max_reported: false,
                });
                if self.stakes.len() > SCANNED_STAKES {
                    if self.index.is_empty() {
                        // The coup has just outgrown scanning: index the stakes so far.
                        self.index =
                            self.stakes.iter().enumerate().map(|(i, s)| ((s.seat.clone(), s.bet), i)).collect();
                    } else {
                        self.index.insert((SeatName::new(seat), bet), order);
                    }
                }
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
    /// What the settlement should have been, as its line would say it.
    pub fn describe(self) -> Text {
        match self {
            Due::Pay(a) => t!("bac-due-pay", amount = a),
            Due::Collect(a) => t!("bac-due-collect", amount = a),
            Due::Push(a) => t!("bac-due-push", amount = a),
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

/// [`percent_text`] in English.
pub fn percent(rate: Payout) -> String {
    percent_text(rate).en()
}

/// A rate (commission, cagnotte) as a percentage for messages, exactly: `5 %`, `1.25 %` (`1,25 %`
/// in Spanish), and as a fraction (`1/3 %`) when no decimal of up to four places is exact.
pub fn percent_text(rate: Payout) -> Text {
    // In `i128`: an `i64` ratio times 10⁶ cannot overflow, whatever the catalogue says.
    let (num, den) = (i128::from(*rate.0.numer()) * 100, i128::from(*rate.0.denom()));
    if den == 0 {
        // A `Ratio` built by `Ratio::new` never has one; no division by zero all the same.
        return t!("bac-percent-fraction", num = num.to_string(), den = "0");
    }
    for places in 0..=4u32 {
        let unit = 10i128.pow(places);
        if (num * unit) % den == 0 {
            let n = num * unit / den;
            let sign = if n < 0 { "-" } else { "" };
            let (n, unit) = (n.unsigned_abs(), unit.unsigned_abs());
            let whole = format!("{sign}{}", n / unit);
            return match places {
                0 => t!("bac-percent-whole", whole = whole),
                _ => t!(
                    "bac-percent-decimal",
                    whole = whole,
                    decimals = format!("{:0width$}", n % unit, width = places as usize)
                ),
            };
        }
    }
    let r = num_rational::Ratio::new(num, den);
    t!("bac-percent-fraction", num = r.numer().to_string(), den = r.denom().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Locale};

    #[test]
    fn rates_read_exactly() {
        let rate = |n, d| Payout(num_rational::Ratio::new(n, d));
        assert_eq!(percent(rate(5, 100)), "5 %");
        assert_eq!(percent_text(rate(1, 80)).render(Locale::human(Lang::Es)), "1,25 %");
        assert_eq!(percent(rate(1, 80)), "1.25 %");
        assert_eq!(percent(rate(1, 40)), "2.5 %");
        assert_eq!(percent(rate(1, 300)), "1/3 %");
        assert_eq!(percent(rate(0, 1)), "0 %");
        assert_eq!(percent(rate(1, i64::MAX)), "100/9223372036854775807 %");
        assert_eq!(percent(rate(i64::MAX, 1)), "922337203685477580700 %");
    }
}

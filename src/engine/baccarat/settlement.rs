//! Findings about stakes and settlements that mean the same in every engine of the family:
//! a stake below the table minimum (BC016), a settlement of a bet the seat did not place (BC033), and a
//! stake the coup ended without settling (BC012 for a winner, BC034 for a loser).
//!
//! How a settlement is judged is not here: punto y banca judges each settlement line against
//! one winner (one settlement per bet), while a player's bank splits a stake over paños and
//! allows a payment and a collection on the same bet, so each engine keeps its own records.

use crate::engine::baccarat::BaccaratGame;
use crate::engine::baccarat::money::{Book, Stake};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{BetRef, Loc, SettleAction, Sp, Word};
use crate::money::Amount;
use crate::t;

/// BC016 for `stake` (on a bet that is not exempt) below the table minimum `min`.
pub fn below_minimum(g: &BaccaratGame, stake: &Stake, min: Amount) -> Finding {
    let bet = g.bets.get(stake.bet).map_or("?", |d| d.name.as_str());
    Finding::new(
        "BC016",
        Label::new(stake.loc, t!("bac-below-minimum")),
        t!("bac-stake-below-minimum", seat = stake.seat.as_str(), bet = bet, stake = stake.amount, min = min),
    )
    .expected(t!("bac-at-least", amount = min))
    .found(stake.amount)
    .rule(g.limits.min_rule.clone())
}

/// The stake a settlement line at `at` settles: the seat's stake on that bet in this coup's
/// `book` (its index), or BC033 when there is none.
pub fn settled_stake(
    g: &BaccaratGame,
    book: &Book,
    at: Loc,
    action: Sp<SettleAction>,
    seat: Word<'_>,
    bet: &BetRef<'_>,
    amount: Sp<Amount>,
) -> Result<usize, Box<Finding>> {
    match g.bet(bet.kind.value).and_then(|k| book.find(seat.value, k)) {
        Some(i) => Ok(i),
        None => Err(Box::new(no_such_bet(at, action, seat, bet, amount))),
    }
}

/// BC033 for a settlement line at `at` on a bet the seat did not place in this coup.
fn no_such_bet(at: Loc, action: Sp<SettleAction>, seat: Word<'_>, bet: &BetRef<'_>, amount: Sp<Amount>) -> Finding {
    Finding::new(
        "BC033",
        Label::new(at, t!("bac-no-such-bet")),
        t!(
            "bac-settles-no-such-bet",
            action = action.value.as_str(),
            seat = seat.value,
            amount = amount.value,
            bet = bet.kind.value
        ),
    )
    .expected(t!("bac-a-bet-in-this-coup", seat = seat.value, bet = bet.kind.value))
    .found(t!("bac-no-bet-of", seat = seat.value, bet = bet.kind.value))
}

/// A stake the coup ended without settling: `owed` is what the result made due (`Pay` of the
/// winnings: BC012; `Collect` of the stake: BC034) and `amount` how much. `message` says it in
/// the engine's words; `until` is when it should have been settled ([`Until`]).
pub fn unsettled(
    owed: SettleAction,
    stake: &Stake,
    bet: &str,
    amount: Amount,
    message: impl Into<Text>,
    until: Until,
    result: Loc,
) -> Finding {
    let (code, label, what) = match owed {
        SettleAction::Pay => ("BC012", t!("bac-never-paid"), "payment"),
        _ => ("BC034", t!("bac-never-collected"), "collection"),
    };
    let until = match until {
        Until::NextCoup => "next-coup",
        Until::CoupEnds => "coup-ends",
    };
    Finding::new(code, Label::new(stake.loc, label), message)
        .label(result, t!("bac-result"))
        .expected(t!(
            "bac-settlement-line",
            action = owed.as_str(),
            seat = stake.seat.as_str(),
            bet = bet,
            amount = amount
        ))
        .found(t!("bac-no-settlement-before", what = what, until = until))
}

/// When an unsettled stake should have been settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// Before the next coup (punto y banca settles as the coup goes).
    NextCoup,
    /// Before the coup ends (a player's bank settles its coup's money at the end).
    CoupEnds,
}

//! The money a log records, for the study: plain sums as the lines pass.

use super::*;

/// The money of a log as its lines record it, in minor units: plain sums, one addition per
/// `bet`, settlement or `cagnotte` line (see [`crate::study::Money`]).
#[derive(Default)]
pub(super) struct Ledger {
    pub(super) staked: i64,
    /// By [`crate::log::event::SettleAction`]: collect, pay, return, release.
    pub(super) settled: [i64; 4],
    pub(super) cagnotte: i64,
    /// Where the round under way began: the stakes and the house's net (collected − paid)
    /// then. Read at each round's end, not at each line, so the reading loop pays nothing.
    mark_staked: i64,
    mark_net: i64,
    /// Rounds ended with a stake, and the sum of the squares of their house results.
    rounds_staked: u64,
    result_squares: i128,
}

impl Ledger {
    #[inline]
    pub(super) fn stake(&mut self, a: Amount) {
        self.staked = self.staked.saturating_add(a.0);
    }

    /// The house's net so far: collected − paid.
    fn net(&self) -> i64 {
        use crate::log::event::SettleAction;
        self.settled[SettleAction::Collect as usize].saturating_sub(self.settled[SettleAction::Pay as usize])
    }

    /// A round ends (the next `round` line, the session's close): its house result is counted
    /// when it had a stake.
    pub(super) fn round_ends(&mut self) {
        let (rounds, squares) = self.spread();
        (self.rounds_staked, self.result_squares) = (rounds, squares);
        (self.mark_staked, self.mark_net) = (self.staked, self.net());
    }

    /// The rounds with a stake and the sum of the squares of their house results, the round
    /// under way counted as ended.
    pub(super) fn spread(&self) -> (u64, i128) {
        if self.staked == self.mark_staked {
            return (self.rounds_staked, self.result_squares);
        }
        let h = i128::from(self.net().saturating_sub(self.mark_net));
        (self.rounds_staked.saturating_add(1), self.result_squares.saturating_add(h.saturating_mul(h)))
    }

    #[inline]
    pub(super) fn settle(&mut self, action: crate::log::event::SettleAction, a: Amount) {
        let sum = &mut self.settled[action as usize];
        *sum = sum.saturating_add(a.0);
    }
}

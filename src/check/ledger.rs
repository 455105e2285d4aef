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
}

impl Ledger {
    #[inline]
    pub(super) fn stake(&mut self, a: Amount) {
        self.staked = self.staked.saturating_add(a.0);
    }

    #[inline]
    pub(super) fn settle(&mut self, action: crate::log::event::SettleAction, a: Amount) {
        let sum = &mut self.settled[action as usize];
        *sum = sum.saturating_add(a.0);
    }
}

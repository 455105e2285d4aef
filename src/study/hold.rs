//! Whether a table's observed hold is far outside the range its sample size allows, given the
//! theoretical house edge of the bets placed: the second statistical alert of the verdict
//! ([`crate::report::verdict::Alert::Hold`]), beside the outcome frequencies' chi-square.
//!
//! The house result over n rounds is a sum of n round results; what it should be is the edge
//! times the stakes, E = edge · staked. How far it may stray depends on the bets (a table of
//! plenos swings far more than one of even chances), and no bet mix's variance is encoded, so
//! the spread is taken from the rounds themselves: the sample variance of the round results,
//! s² = (Σ h_r² − H²/n) / (n − 1), gives the total's standard deviation s·√n, and
//! z = (H − E) / (s·√n) is, for many rounds, a standard normal when the table plays its odds
//! (a studentised sum). Its two-sided p-value is set against `--alert-p`.
//!
//! Only where the house banks (the hold is its result) and the edge is exact, and only past
//! [`MIN_ROUNDS`] rounds with stakes: with fewer, a few long-odds wins or losses make the
//! normal reading wrong. Floating point is used for the statistic only; the money it reads is
//! exact.

use num_rational::Ratio;
use serde::Serialize;
use statrs::distribution::{ContinuousCDF, Normal};

use super::{HouseIncome, TableStudy};

/// Rounds with stakes below which the hold is not judged.
pub const MIN_ROUNDS: u64 = 100;

/// The hold's test: the statistic and its two-sided p-value.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct HoldTest {
    /// The rounds with stakes the spread was taken from.
    pub rounds: u64,
    /// (observed − expected house result) over the total's estimated standard deviation.
    pub z: f64,
    /// The probability of a deviation at least as large either way.
    pub p_value: f64,
}

impl TableStudy {
    /// The hold's test, when it can be taken (see the module's documentation).
    pub fn hold_test(&self) -> Option<HoldTest> {
        let m = &self.money;
        let n = m.rounds_staked;
        if m.house_income != HouseIncome::Banker || n < MIN_ROUNDS {
            return None;
        }
        let edge: Ratio<i128> = self.edge.value()?;
        let h = m.house_result().minor() as f64;
        let expected = (*edge.numer() as f64) / (*edge.denom() as f64) * (m.staked.minor() as f64);
        let nf = n as f64;
        let var = ((m.result_squares as f64) - h * h / nf) / (nf - 1.0);
        if !(var.is_finite() && var > 0.0) {
            return None;
        }
        let z = (h - expected) / (var * nf).sqrt();
        let normal = Normal::new(0.0, 1.0).ok()?;
        let p_value = (2.0 * normal.sf(z.abs())).min(1.0);
        z.is_finite().then_some(HoldTest { rounds: n, z, p_value })
    }
}

//! Pearson's chi-square goodness-of-fit test of observed outcome counts against exact
//! probabilities, with its p-value from the chi-square survival function (the `statrs` crate's
//! `ChiSquared`, i.e. the regularized upper incomplete gamma function).
//!
//! The only floating point of the study: counts and probabilities are exact up to here.

use num_rational::Ratio;
use serde::Serialize;
use statrs::distribution::{ChiSquared, ContinuousCDF};

/// The p-value below which frequencies are called anomalous: 0.1 %. With one test per table, a
/// fair table is flagged by chance about once in a thousand tables (a day of hundreds of tables
/// is not full of false alarms). `--alert-p` sets another ([`ChiSquare::judge`]).
pub const DEFAULT_THRESHOLD: f64 = 0.001;

/// The smallest expected count per category for the chi-square approximation to hold (the
/// usual rule of thumb): below it the verdict is [`Verdict::TooFewRounds`].
pub const MIN_EXPECTED: f64 = 5.0;

/// What the test says of the frequencies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// p ≥ threshold: the counts are what the probabilities lead one to expect.
    NoSignOfBias,
    /// p < threshold: the counts are unlikely under the probabilities.
    Anomalous,
    /// Some category's expected count is below [`MIN_EXPECTED`]: too few rounds to judge.
    TooFewRounds,
}

/// The result of the test.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ChiSquare {
    /// Σ (observed − expected)² / expected.
    pub statistic: f64,
    /// Categories − 1.
    pub degrees_of_freedom: u32,
    /// P(χ² ≥ statistic) under the probabilities.
    pub p_value: f64,
    /// The threshold the verdict was taken at.
    pub threshold: f64,
    /// The smallest expected count.
    pub min_expected: f64,
    pub verdict: Verdict,
}

impl ChiSquare {
    /// Tests `observed` counts against `probabilities` (same order; they should sum to 1).
    pub fn goodness_of_fit(observed: &[u64], probabilities: &[Ratio<i128>], threshold: f64) -> ChiSquare {
        let n: u64 = observed.iter().sum();
        let mut statistic = 0.0;
        let mut min_expected = f64::INFINITY;
        for (&o, p) in observed.iter().zip(probabilities) {
            let p = *p.numer() as f64 / *p.denom() as f64;
            let e = n as f64 * p;
            min_expected = min_expected.min(e);
            if e > 0.0 {
                let d = o as f64 - e;
                statistic += d * d / e;
            } else if o > 0 {
                // An outcome of probability zero was observed.
                statistic = f64::INFINITY;
            }
        }
        let df = u32::try_from(observed.len().min(probabilities.len()).saturating_sub(1)).unwrap_or(u32::MAX);
        let p_value = survival(statistic, df);
        let mut test = ChiSquare {
            statistic,
            degrees_of_freedom: df,
            p_value,
            threshold,
            min_expected: if min_expected.is_finite() { min_expected } else { 0.0 },
            verdict: Verdict::TooFewRounds,
        };
        // No rounds at all gives expected counts of 0: too few.
        test.judge(threshold);
        test
    }

    /// Takes the verdict again at `threshold` (`--alert-p`): the statistic and p-value stay.
    pub fn judge(&mut self, threshold: f64) {
        self.threshold = threshold;
        self.verdict = if self.min_expected < MIN_EXPECTED {
            Verdict::TooFewRounds
        } else if self.p_value < threshold {
            Verdict::Anomalous
        } else {
            Verdict::NoSignOfBias
        };
    }
}

/// P(X ≥ x) for X chi-square with `df` degrees of freedom (1 when `df` is 0 or `x` not
/// positive; 0 when `x` is infinite).
pub fn survival(x: f64, df: u32) -> f64 {
    if df == 0 || x.is_nan() || x <= 0.0 {
        return 1.0;
    }
    if x.is_infinite() {
        return 0.0;
    }
    match ChiSquared::new(f64::from(df)) {
        Ok(d) => d.sf(x),
        Err(_) => 1.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol * b.abs().max(1e-300)
    }

    /// Critical values from the standard tables: P(χ²_df ≥ x) = p.
    #[test]
    fn survival_matches_the_tables() {
        for (x, df, p) in [
            (3.841458820694124, 1, 0.05),
            (6.634896601021214, 1, 0.01),
            (5.991464547107979, 2, 0.05),
            (9.21034037197618, 2, 0.01),
            (11.070497693516351, 5, 0.05),
            (50.99846016571065, 36, 0.05),
            (58.61921179168, 36, 0.01),
        ] {
            assert!(close(survival(x, df), p, 1e-6), "df {df} x {x}: {}", survival(x, df));
        }
        // df = 2: the survival function is exp(−x/2).
        assert!(close(survival(4.0, 2), (-2.0f64).exp(), 1e-12));
        assert_eq!(survival(0.0, 36), 1.0);
        assert_eq!(survival(f64::INFINITY, 36), 0.0);
    }

    #[test]
    fn statistic_of_a_known_table() {
        // A die thrown 60 times: 5, 8, 9, 8, 10, 20 — χ² = 13.4 on 5 degrees of freedom,
        // p ≈ 0.0199 (the textbook example).
        let sixth = Ratio::new(1, 6);
        let t = ChiSquare::goodness_of_fit(&[5, 8, 9, 8, 10, 20], &[sixth; 6], 0.01);
        assert!(close(t.statistic, 13.4, 1e-12), "{}", t.statistic);
        assert_eq!(t.degrees_of_freedom, 5);
        assert!(close(t.p_value, 0.019905220334774, 1e-6), "{}", t.p_value);
        assert_eq!(t.verdict, Verdict::NoSignOfBias);
        let t = ChiSquare::goodness_of_fit(&[5, 8, 9, 8, 10, 20], &[sixth; 6], 0.05);
        assert_eq!(t.verdict, Verdict::Anomalous);
    }

    #[test]
    fn exact_fit_and_few_rounds() {
        let t =
            ChiSquare::goodness_of_fit(&[25, 25, 50], &[Ratio::new(1, 4), Ratio::new(1, 4), Ratio::new(1, 2)], 0.01);
        assert_eq!(t.statistic, 0.0);
        assert_eq!(t.p_value, 1.0);
        assert_eq!(t.verdict, Verdict::NoSignOfBias);
        // 37 spins: an expected count of 1 per number.
        let t = ChiSquare::goodness_of_fit(&[1; 37], &[Ratio::new(1, 37); 37], 0.01);
        assert_eq!(t.verdict, Verdict::TooFewRounds);
        assert_eq!(t.degrees_of_freedom, 36);
        let t = ChiSquare::goodness_of_fit(&[0, 0], &[Ratio::new(1, 2); 2], 0.01);
        assert_eq!(t.verdict, Verdict::TooFewRounds);
    }
}

//! Exact rationals of any size, for treinta y cuarenta's odds: `num-rational`'s `BigRational`
//! behind the few operations the odds use.
//!
//! A row of treinta y cuarenta can take 28 cards from a 6-deck shoe, so its probabilities have
//! denominators near 312^28 ≈ 10^70: far past `Ratio<i128>`, the rational type the other odds
//! modules use. Probabilities are never negative; an edge is a difference, and
//! [`Exact::minus`] says which side is larger.

use std::fmt;

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// A natural number (a count of ways to deal a row).
pub type Nat = BigUint;

/// A non-negative rational, in lowest terms.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Exact(BigRational);

impl Exact {
    /// `num/den`; `None` when `den` is zero.
    pub fn new(num: Nat, den: Nat) -> Option<Exact> {
        if den.is_zero() {
            return None;
        }
        Some(Exact(BigRational::new(BigInt::from(num), BigInt::from(den))))
    }

    /// `num/den`; `None` when `den` is zero.
    pub fn from_ratio(num: u64, den: u64) -> Option<Exact> {
        Exact::new(Nat::from(num), Nat::from(den))
    }

    pub fn zero() -> Exact {
        Exact(BigRational::zero())
    }

    pub fn one() -> Exact {
        Exact(BigRational::one())
    }

    pub fn add(&self, o: &Exact) -> Exact {
        Exact(&self.0 + &o.0)
    }

    pub fn mul(&self, o: &Exact) -> Exact {
        Exact(&self.0 * &o.0)
    }

    /// `None` when `o` is zero.
    pub fn div(&self, o: &Exact) -> Option<Exact> {
        (!o.0.is_zero()).then(|| Exact(&self.0 / &o.0))
    }

    /// `self − o` as a side and a magnitude: `(true, o − self)` when `o` is larger.
    pub fn minus(&self, o: &Exact) -> (bool, Exact) {
        let d = &self.0 - &o.0;
        (d.is_negative(), Exact(d.abs()))
    }

    /// The nearest fraction of denominator `den` (> 0), for the study's tests, whose
    /// probabilities are `Ratio<i128>`: exact figures of 10^70 do not fit, and a test of
    /// frequencies needs far fewer digits. `None` when it does not fit either.
    pub fn rounded_to(&self, den: i128) -> Option<num_rational::Ratio<i128>> {
        if den <= 0 {
            return None;
        }
        let scaled = (&self.0 * BigRational::from_integer(BigInt::from(den))).round();
        Some(num_rational::Ratio::new(scaled.to_integer().to_i128()?, den))
    }

    /// For display only.
    pub fn to_f64(&self) -> f64 {
        self.0.to_f64().unwrap_or(f64::NAN)
    }
}

impl fmt::Display for Exact {
    /// As a fraction, `num/den`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.0.numer(), self.0.denom())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_stays_exact_past_i128() {
        // 312^28 does not fit 128 bits.
        let den = (0..28).fold(Nat::from(1u32), |acc, _| acc * 312u32);
        let tiny = Exact::new(Nat::from(1u32), den.clone()).unwrap();
        let back = tiny.mul(&Exact::new(den, Nat::from(1u32)).unwrap());
        assert_eq!(back, Exact::one());
        assert_eq!(Exact::from_ratio(1, 2).unwrap().minus(&Exact::one()), (true, Exact::from_ratio(1, 2).unwrap()));
        assert_eq!(Exact::one().div(&Exact::zero()), None);
        assert_eq!(Exact::from_ratio(1, 0), None);
        assert_eq!(Exact::from_ratio(6, 8).unwrap().to_string(), "3/4");
    }
}

//! The numbers the strategy computes with: exact rationals for the infinite deck (every
//! probability there is a rational with a power of 13 below it), `f64` for the start-of-shoe
//! approximation of a finite shoe (an approximation already, where exactness would only cost
//! time). Probabilities and expected returns only: no money is ever one of these.

use std::fmt::Debug;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};

/// What [`super::player::Player`] and the tabulation need of a number.
pub trait Value: Clone + PartialOrd + Debug {
    /// `n/d`, `d` not zero.
    fn ratio(n: i128, d: i128) -> Self;
    fn add(&self, o: &Self) -> Self;
    fn sub(&self, o: &Self) -> Self;
    fn mul(&self, o: &Self) -> Self;
    /// `None` when `o` is zero.
    fn div(&self, o: &Self) -> Option<Self>;
    fn is_zero(&self) -> bool;
    /// For display and for the report's floating-point cells.
    fn to_f64(&self) -> f64;

    fn zero() -> Self {
        Self::ratio(0, 1)
    }

    fn one() -> Self {
        Self::ratio(1, 1)
    }

    /// The larger of `self` and `o` (`self` when equal).
    fn max_of(self, o: Self) -> Self {
        if o > self { o } else { self }
    }
}

impl Value for f64 {
    fn ratio(n: i128, d: i128) -> f64 {
        n as f64 / d as f64
    }

    fn add(&self, o: &f64) -> f64 {
        self + o
    }

    fn sub(&self, o: &f64) -> f64 {
        self - o
    }

    fn mul(&self, o: &f64) -> f64 {
        self * o
    }

    fn div(&self, o: &f64) -> Option<f64> {
        (*o != 0.0).then(|| self / o)
    }

    fn is_zero(&self) -> bool {
        *self == 0.0
    }

    fn to_f64(&self) -> f64 {
        *self
    }
}

impl Value for BigRational {
    fn ratio(n: i128, d: i128) -> BigRational {
        BigRational::new(BigInt::from(n), BigInt::from(d))
    }

    fn add(&self, o: &BigRational) -> BigRational {
        self + o
    }

    fn sub(&self, o: &BigRational) -> BigRational {
        self - o
    }

    fn mul(&self, o: &BigRational) -> BigRational {
        self * o
    }

    fn div(&self, o: &BigRational) -> Option<BigRational> {
        (!Zero::is_zero(o)).then(|| self / o)
    }

    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }

    fn to_f64(&self) -> f64 {
        ToPrimitive::to_f64(self).unwrap_or(f64::NAN)
    }
}

//! Exact non-negative rationals of any size, for treinta y cuarenta's odds.
//!
//! A row of treinta y cuarenta can take 28 cards from a 6-deck shoe, so its probabilities have
//! denominators near 312^28 ≈ 10^70: far past `Ratio<i128>`, the rational type the other odds
//! modules use. No big-integer crate is a dependency, and the odds need only a few operations
//! on natural numbers (add, subtract, multiply, divide with remainder), so they are here, with
//! fractions kept in lowest terms. Probabilities and edges in this game are never negative
//! except an edge, which is a difference: [`Exact::minus`] says which side is larger.

use std::cmp::Ordering;
use std::fmt;

/// A natural number, as little-endian 32-bit limbs without trailing zero limbs.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Nat(Vec<u32>);

impl Nat {
    pub fn zero() -> Nat {
        Nat(Vec::new())
    }

    pub fn from_u64(x: u64) -> Nat {
        // Splitting a u64 into its two halves: the casts keep exactly the bits wanted.
        let mut n = Nat(vec![x as u32, (x >> 32) as u32]);
        n.trim();
        n
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// `self += other`.
    pub fn add_assign(&mut self, other: &Nat) {
        if self.0.len() < other.0.len() {
            self.0.resize(other.0.len(), 0);
        }
        let mut carry = 0u64;
        for (i, limb) in self.0.iter_mut().enumerate() {
            let s = u64::from(*limb) + u64::from(other.0.get(i).copied().unwrap_or(0)) + carry;
            *limb = s as u32;
            carry = s >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    /// `self − other`, or `None` when `other` is larger.
    pub fn checked_sub(&self, other: &Nat) -> Option<Nat> {
        if *self < *other {
            return None;
        }
        let mut out = self.clone();
        let mut borrow = 0i64;
        for (i, limb) in out.0.iter_mut().enumerate() {
            let mut d = i64::from(*limb) - i64::from(other.0.get(i).copied().unwrap_or(0)) - borrow;
            borrow = 0;
            if d < 0 {
                d += 1 << 32;
                borrow = 1;
            }
            *limb = d as u32;
        }
        out.trim();
        Some(out)
    }

    /// `self × m` for a small factor.
    pub fn mul_small(&self, m: u32) -> Nat {
        let mut out = Vec::with_capacity(self.0.len() + 1);
        let mut carry = 0u64;
        for &limb in &self.0 {
            let p = u64::from(limb) * u64::from(m) + carry;
            out.push(p as u32);
            carry = p >> 32;
        }
        out.push(carry as u32);
        let mut n = Nat(out);
        n.trim();
        n
    }

    pub fn mul(&self, other: &Nat) -> Nat {
        let mut out = vec![0u32; self.0.len() + other.0.len()];
        for (i, &a) in self.0.iter().enumerate() {
            let mut carry = 0u64;
            for (j, &b) in other.0.iter().enumerate() {
                let t = u64::from(out[i + j]) + u64::from(a) * u64::from(b) + carry;
                out[i + j] = t as u32;
                carry = t >> 32;
            }
            let mut k = i + other.0.len();
            while carry > 0 {
                let t = u64::from(out[k]) + carry;
                out[k] = t as u32;
                carry = t >> 32;
                k += 1;
            }
        }
        let mut n = Nat(out);
        n.trim();
        n
    }

    fn bits(&self) -> usize {
        match self.0.last() {
            None => 0,
            Some(&top) => 32 * self.0.len() - top.leading_zeros() as usize,
        }
    }

    fn shl(&self, k: usize) -> Nat {
        if self.is_zero() {
            return Nat::zero();
        }
        let (limbs, bits) = (k / 32, k % 32);
        let mut out = vec![0u32; limbs];
        let mut carry = 0u32;
        for &limb in &self.0 {
            out.push(if bits == 0 { limb } else { (limb << bits) | carry });
            carry = if bits == 0 { 0 } else { limb >> (32 - bits) };
        }
        out.push(carry);
        let mut n = Nat(out);
        n.trim();
        n
    }

    fn shr1(&mut self) {
        let mut carry = 0u32;
        for limb in self.0.iter_mut().rev() {
            let next = *limb & 1;
            *limb = (*limb >> 1) | (carry << 31);
            carry = next;
        }
        self.trim();
    }

    fn set_bit(&mut self, i: usize) {
        if self.0.len() <= i / 32 {
            self.0.resize(i / 32 + 1, 0);
        }
        self.0[i / 32] |= 1 << (i % 32);
    }

    /// Quotient and remainder; `None` when dividing by zero.
    pub fn div_rem(&self, d: &Nat) -> Option<(Nat, Nat)> {
        if d.is_zero() {
            return None;
        }
        let mut r = self.clone();
        let mut q = Nat::zero();
        if r < *d {
            return Some((q, r));
        }
        let shift = r.bits() - d.bits();
        let mut ds = d.shl(shift);
        for i in (0..=shift).rev() {
            if let Some(rest) = r.checked_sub(&ds) {
                r = rest;
                q.set_bit(i);
            }
            ds.shr1();
        }
        Some((q, r))
    }

    pub fn gcd(&self, other: &Nat) -> Nat {
        let (mut a, mut b) = (self.clone(), other.clone());
        while !b.is_zero() {
            let r = match a.div_rem(&b) {
                Some((_, r)) => r,
                None => break,
            };
            a = std::mem::replace(&mut b, r);
        }
        a
    }

    /// The nearest `f64`, for display only.
    pub fn to_f64(&self) -> f64 {
        self.0.iter().rev().fold(0.0, |acc, &limb| acc * 4_294_967_296.0 + f64::from(limb))
    }
}

impl Ord for Nat {
    fn cmp(&self, other: &Nat) -> Ordering {
        self.0.len().cmp(&other.0.len()).then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}

impl PartialOrd for Nat {
    fn partial_cmp(&self, other: &Nat) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// An exact non-negative rational in lowest terms (denominator never zero).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Exact {
    num: Nat,
    den: Nat,
}

impl Exact {
    /// `num / den`, reduced; `None` when `den` is zero.
    pub fn new(num: Nat, den: Nat) -> Option<Exact> {
        if den.is_zero() {
            return None;
        }
        let g = num.gcd(&den);
        if g == Nat::from_u64(1) || num.is_zero() {
            let den = if num.is_zero() { Nat::from_u64(1) } else { den };
            return Some(Exact { num, den });
        }
        let (num, _) = num.div_rem(&g)?;
        let (den, _) = den.div_rem(&g)?;
        Some(Exact { num, den })
    }

    pub fn from_ratio(num: u64, den: u64) -> Option<Exact> {
        Exact::new(Nat::from_u64(num), Nat::from_u64(den))
    }

    pub fn zero() -> Exact {
        Exact { num: Nat::zero(), den: Nat::from_u64(1) }
    }

    pub fn one() -> Exact {
        Exact { num: Nat::from_u64(1), den: Nat::from_u64(1) }
    }

    pub fn numer(&self) -> &Nat {
        &self.num
    }

    pub fn denom(&self) -> &Nat {
        &self.den
    }

    fn reduced(num: Nat, den: Nat) -> Exact {
        // Both operands have non-zero denominators, so their products do too.
        Exact::new(num, den).unwrap_or_else(Exact::zero)
    }

    pub fn add(&self, o: &Exact) -> Exact {
        let mut num = self.num.mul(&o.den);
        num.add_assign(&o.num.mul(&self.den));
        Exact::reduced(num, self.den.mul(&o.den))
    }

    pub fn mul(&self, o: &Exact) -> Exact {
        Exact::reduced(self.num.mul(&o.num), self.den.mul(&o.den))
    }

    /// `self / o`; `None` when `o` is zero.
    pub fn div(&self, o: &Exact) -> Option<Exact> {
        Exact::new(self.num.mul(&o.den), self.den.mul(&o.num))
    }

    /// `self − o` with its sign: `(false, d)` when `self ≥ o` (d = self − o), `(true, d)` when
    /// `self < o` (d = o − self).
    pub fn minus(&self, o: &Exact) -> (bool, Exact) {
        let (a, b) = (self.num.mul(&o.den), o.num.mul(&self.den));
        let den = self.den.mul(&o.den);
        match a.checked_sub(&b) {
            Some(d) => (false, Exact::reduced(d, den)),
            None => (true, Exact::reduced(b.checked_sub(&a).unwrap_or_default(), den)),
        }
    }

    /// The nearest `f64`, for display and tolerance checks against published decimals only.
    pub fn to_f64(&self) -> f64 {
        // Scale both to at most ~1000 bits' worth before converting, so neither overflows.
        let excess = self.den.bits().max(self.num.bits()).saturating_sub(1000);
        let mut n = self.num.clone();
        let mut d = self.den.clone();
        for _ in 0..excess {
            n.shr1();
            d.shr1();
        }
        n.to_f64() / d.to_f64()
    }
}

impl Ord for Exact {
    fn cmp(&self, o: &Exact) -> Ordering {
        self.num.mul(&o.den).cmp(&o.num.mul(&self.den))
    }
}

impl PartialOrd for Exact {
    fn partial_cmp(&self, o: &Exact) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl fmt::Display for Exact {
    /// As a fraction, `num/den` (digits by repeated division by 10⁹).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", decimal(&self.num), decimal(&self.den))
    }
}

fn decimal(n: &Nat) -> String {
    if n.is_zero() {
        return "0".into();
    }
    let billion = Nat::from_u64(1_000_000_000);
    let mut chunks = Vec::new();
    let mut rest = n.clone();
    while !rest.is_zero() {
        let Some((q, r)) = rest.div_rem(&billion) else { break };
        chunks.push(r.0.first().copied().unwrap_or(0));
        rest = q;
    }
    let mut s = chunks.pop().map(|c| c.to_string()).unwrap_or_default();
    for c in chunks.iter().rev() {
        s.push_str(&format!("{c:09}"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_agrees_with_u128_where_it_fits() {
        let xs = [0u64, 1, 7, 4_294_967_295, 4_294_967_296, 123_456_789_012_345, u64::MAX];
        for &a in &xs {
            for &b in &xs {
                let (na, nb) = (Nat::from_u64(a), Nat::from_u64(b));
                let mut s = na.clone();
                s.add_assign(&nb);
                let want = u128::from(a) + u128::from(b);
                assert_eq!(s, Nat::from_u64(want as u64).add_shifted(want >> 64));
                let p = u128::from(a) * u128::from(b);
                assert_eq!(na.mul(&nb), Nat::from_u64(p as u64).add_shifted(p >> 64));
                assert_eq!(na.checked_sub(&nb).is_some(), a >= b);
                match (a.checked_div(b), a.checked_rem(b)) {
                    (Some(q), Some(r)) => assert_eq!(na.div_rem(&nb), Some((Nat::from_u64(q), Nat::from_u64(r)))),
                    _ => assert_eq!(na.div_rem(&nb), None),
                }
            }
        }
    }

    impl Nat {
        /// `self + hi·2^64`, for building u128 values in tests.
        fn add_shifted(mut self, hi: u128) -> Nat {
            self.add_assign(&Nat::from_u64(hi as u64).shl(64));
            self
        }
    }

    #[test]
    fn fractions_are_reduced_and_printed() {
        let x = Exact::from_ratio(6, 8).unwrap();
        assert_eq!(x.to_string(), "3/4");
        let big = Nat::from_u64(10).mul(&Nat::from_u64(1_000_000_000_000_000_000)).mul(&Nat::from_u64(3));
        assert_eq!(decimal(&big), "30000000000000000000");
        assert_eq!(x.add(&Exact::from_ratio(1, 4).unwrap()), Exact::one());
        assert_eq!(x.minus(&Exact::one()), (true, Exact::from_ratio(1, 4).unwrap()));
        assert_eq!(x.div(&Exact::zero()), None);
        assert_eq!(Exact::from_ratio(1, 0), None);
        assert!((Exact::from_ratio(1, 3).unwrap().to_f64() - 1.0 / 3.0).abs() < 1e-15);
    }
}

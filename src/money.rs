//! Exact money: integer minor units and exact payout ratios.
//!
//! Floats never touch money. Amounts in a log are decimal currency (`12.50`) and are parsed into
//! integer minor units (cents); payout ratios are exact rationals (`35`, `1/2`); every division
//! names its rounding rule, which the catalogue chooses.

use std::fmt;

use num_rational::Ratio;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Number of decimal places of the minor unit. Format version 1 fixes it at two (cents).
pub const MINOR_DIGITS: u32 = 2;
const MINOR_PER_MAJOR: i64 = 100;

/// An amount of money in integer minor units (cents).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Amount(pub i64);

impl Amount {
    pub const ZERO: Amount = Amount(0);

    pub fn minor(self) -> i64 {
        self.0
    }

    /// Parses `12`, `12.5` or `12.50` into minor units. At most [`MINOR_DIGITS`] decimals, no
    /// sign, no thousands separators; `None` for anything else or on overflow.
    ///
    /// ```
    /// use veedor::money::Amount;
    /// assert_eq!(Amount::parse("12.50"), Some(Amount(1250)));
    /// assert_eq!(Amount::parse("12,50"), None);
    /// assert_eq!(Amount(35000).to_string(), "350.00");
    /// ```
    pub fn parse(text: &str) -> Option<Amount> {
        Self::parse_bytes(text.as_bytes())
    }

    /// [`Amount::parse`] over bytes, in one pass (it runs on every bet and settlement).
    #[inline]
    pub fn parse_bytes(text: &[u8]) -> Option<Amount> {
        // The cents, if written, then the whole units before them.
        let (whole, cents) = match text {
            [whole @ .., b'.', d, e] => (whole, [*d, *e]),
            [whole @ .., b'.', d] => (whole, [*d, b'0']),
            whole => (whole, [b'0', b'0']),
        };
        let [d, e] = cents;
        if whole.is_empty() || !d.is_ascii_digit() || !e.is_ascii_digit() {
            return None;
        }
        let mut units: i64 = 0;
        for &b in whole {
            if !b.is_ascii_digit() {
                return None;
            }
            // Sixteen digits cannot overflow, even in cents: only longer numbers are checked.
            units = if whole.len() <= 16 {
                units * 10 + i64::from(b - b'0')
            } else {
                units.checked_mul(10)?.checked_add(i64::from(b - b'0'))?
            };
        }
        units.checked_mul(MINOR_PER_MAJOR)?.checked_add(i64::from(d - b'0') * 10 + i64::from(e - b'0')).map(Amount)
    }

    pub fn checked_add(self, o: Amount) -> Option<Amount> {
        self.0.checked_add(o.0).map(Amount)
    }

    pub fn checked_sub(self, o: Amount) -> Option<Amount> {
        self.0.checked_sub(o.0).map(Amount)
    }

    pub fn saturating_add(self, o: Amount) -> Amount {
        Amount(self.0.saturating_add(o.0))
    }

    pub fn saturating_sub(self, o: Amount) -> Amount {
        Amount(self.0.saturating_sub(o.0))
    }

    /// `self × times`, saturating (amounts in logs are far below the limit; saturation only
    /// keeps absurd input from panicking).
    pub fn times(self, times: i64) -> Amount {
        Amount(self.0.saturating_mul(times))
    }

    /// `self × ratio`, rounded to the minor unit by `rounding`.
    ///
    /// ```
    /// use veedor::money::{Amount, Payout, Rounding};
    /// let half = Payout::parse("1/2").unwrap();
    /// // Two dozens pay half the stake; the odd cent of 10.01 stays with the house.
    /// assert_eq!(Amount(1001).mul_ratio(half, Rounding::Down), Amount(500));
    /// assert_eq!(Amount(1001).mul_ratio(half, Rounding::Up), Amount(501));
    /// ```
    pub fn mul_ratio(self, ratio: Payout, rounding: Rounding) -> Amount {
        let r = ratio.0;
        // Most payouts are whole (`35`, `1`): the product is then exact with no division, and
        // saturating is what clamping the wide product to `i64` gives.
        if *r.denom() == 1 {
            return Amount(self.0.saturating_mul(*r.numer()));
        }
        let num = i128::from(self.0) * i128::from(*r.numer());
        let den = i128::from(*r.denom());
        Amount(clamp_i64(rounding.divide(num, den)))
    }

    /// `self × pct / 100` (`pct` a percentage: `10` for 10 %), rounded toward −∞ to the minor
    /// unit (a commission: the house takes no more than its rate); `None` past `i64`, each caller
    /// saying what an absurd product stands for. Monte's commission, as its engine judges it and
    /// as its simulator writes it.
    ///
    /// ```
    /// use num_rational::Ratio;
    /// use veedor::money::Amount;
    /// // 10 % of 19.99 is 1.999: the house keeps 1.99.
    /// assert_eq!(Amount(1999).percent_floor(Ratio::from_integer(10)), Some(Amount(199)));
    /// assert_eq!(Amount(-1999).percent_floor(Ratio::from_integer(10)), Some(Amount(-200)));
    /// assert_eq!(Amount(i64::MAX).percent_floor(Ratio::from_integer(200)), None);
    /// ```
    #[inline]
    pub fn percent_floor(self, pct: Ratio<i64>) -> Option<Amount> {
        let (n, d) = (i128::from(*pct.numer()), i128::from(*pct.denom()));
        i64::try_from((i128::from(self.0) * n).div_euclid(100 * d)).ok().map(Amount)
    }

    /// `self / 2^k`, rounded by `rounding` (the prisión arithmetic).
    pub fn halve_times(self, k: u32, rounding: Rounding) -> Amount {
        if k >= 62 {
            return Amount::ZERO;
        }
        Amount(clamp_i64(rounding.divide(i128::from(self.0), 1i128 << k)))
    }

    /// `self` is a whole multiple of `unit` (a zero unit divides nothing).
    pub fn is_multiple_of(self, unit: Amount) -> bool {
        unit.0 > 0 && self.0 % unit.0 == 0
    }
}

fn clamp_i64(v: i128) -> i64 {
    v.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64
}

impl fmt::Display for Amount {
    /// Always two decimals, as the log writes them: `12.50`, `0.05`, `350.00`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let per = MINOR_PER_MAJOR.unsigned_abs();
        write!(f, "{sign}{}.{:02}", abs / per, abs % per)
    }
}

/// How an exact quotient is brought to whole minor units. Named in the catalogue YAML wherever a
/// division can leave an odd unit (half stakes, commissions, split bets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Rounding {
    /// Toward zero: the odd unit stays with the house.
    #[default]
    Down,
    /// Away from zero: the odd unit goes to the player.
    Up,
    /// To nearest, halves away from zero.
    HalfUp,
    /// To nearest, halves to even (banker's rounding).
    HalfEven,
}

impl Rounding {
    /// Divides `num` by a positive `den` under this rule.
    pub fn divide(self, num: i128, den: i128) -> i128 {
        if den <= 0 {
            return 0;
        }
        // Amounts and payouts nearly always fit in 64 bits, where dividing is one instruction
        // rather than a call into the 128-bit division routine; the quotient is the same.
        let (q, r) = match (i64::try_from(num), i64::try_from(den)) {
            (Ok(n), Ok(d)) => (i128::from(n.div_euclid(d)), i128::from(n.rem_euclid(d))),
            _ => (num.div_euclid(den), num.rem_euclid(den)),
        };
        if r == 0 {
            return q;
        }
        match self {
            Rounding::Down => {
                if num < 0 {
                    q + 1
                } else {
                    q
                }
            }
            Rounding::Up => {
                if num < 0 {
                    q
                } else {
                    q + 1
                }
            }
            Rounding::HalfUp | Rounding::HalfEven => {
                let twice = 2 * r;
                if twice > den {
                    q + 1
                } else if twice < den {
                    q
                } else if self == Rounding::HalfUp {
                    if num < 0 { q } else { q + 1 }
                } else if q % 2 == 0 {
                    q
                } else {
                    q + 1
                }
            }
        }
    }
}

/// An exact payout ratio: the winnings per unit staked (`35` for a pleno, `1/2` for two dozens).
/// Written in YAML as a string, `"35"` or `"1/2"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payout(pub Ratio<i64>);

impl Payout {
    pub fn parse(text: &str) -> Option<Payout> {
        let text = text.trim();
        let (n, d) = match text.split_once('/') {
            Some((n, d)) => (n.trim().parse::<i64>().ok()?, d.trim().parse::<i64>().ok()?),
            None => (text.parse::<i64>().ok()?, 1),
        };
        if n < 0 || d <= 0 {
            return None;
        }
        Some(Payout(Ratio::new(n, d)))
    }

    pub fn whole(n: i64) -> Payout {
        Payout(Ratio::from_integer(n))
    }
}

impl fmt::Display for Payout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self.0.denom() == 1 {
            write!(f, "{}", self.0.numer())
        } else {
            write!(f, "{}/{}", self.0.numer(), self.0.denom())
        }
    }
}

impl Serialize for Payout {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Payout {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        // Parsed inside the visitor, not after `String::deserialize`: an error raised while the
        // deserializer still holds the scalar carries its location (serde_yaml marks it), so
        // `catalog lint` can point at the bad payout's line.
        struct Ratio;
        impl serde::de::Visitor<'_> for Ratio {
            type Value = Payout;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a payout ratio such as \"35\" or \"1/2\"")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Payout, E> {
                Payout::parse(s).ok_or_else(|| {
                    E::custom(format!(
                        "invalid payout ratio `{s}`: expected a whole number such as \"35\" or a fraction such as \"1/2\""
                    ))
                })
            }
        }
        d.deserialize_str(Ratio)
    }
}

impl JsonSchema for Payout {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Payout".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "pattern": "^[0-9]+(/[1-9][0-9]*)?$",
            "description": "Exact payout ratio: winnings per unit staked, e.g. \"35\" or \"1/2\"."
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_decimal_currency() {
        assert_eq!(Amount::parse("12.50"), Some(Amount(1250)));
        assert_eq!(Amount::parse("12.5"), Some(Amount(1250)));
        assert_eq!(Amount::parse("12"), Some(Amount(1200)));
        assert_eq!(Amount::parse("0.05"), Some(Amount(5)));
        for bad in ["", ".5", "12.", "12.505", "-3", "1,000", "1e3", "99999999999999999999"] {
            assert_eq!(Amount::parse(bad), None, "{bad}");
        }
    }

    /// The straightforward reading of the grammar, which the one-pass parser must match.
    fn reference_parse(text: &str) -> Option<Amount> {
        let (int, frac) = match text.split_once('.') {
            Some((i, f)) => (i, Some(f)),
            None => (text, None),
        };
        if int.is_empty() || !int.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let mut minor: i64 = 0;
        for b in int.bytes() {
            minor = minor.checked_mul(10)?.checked_add(i64::from(b - b'0'))?;
        }
        minor = minor.checked_mul(MINOR_PER_MAJOR)?;
        if let Some(f) = frac {
            if f.is_empty() || f.len() > MINOR_DIGITS as usize || !f.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let cents: i64 = f.bytes().fold(0, |c, b| c * 10 + i64::from(b - b'0'));
            minor = minor.checked_add(if f.len() == 1 { cents * 10 } else { cents })?;
        }
        Some(Amount(minor))
    }

    #[test]
    fn one_pass_parse_matches_the_grammar() {
        let alphabet = ["0", "1", "9", ".", "-", "a", "#", " ", "é", "00", "5."];
        let mut cases: Vec<String> = vec![
            "92233720368547758".into(),
            "92233720368547758.07".into(),
            "92233720368547758.08".into(),
            "9223372036854775807".into(),
            "1.2.3".into(),
        ];
        for a in alphabet {
            for b in alphabet {
                for c in alphabet {
                    for d in alphabet {
                        cases.push(format!("{a}{b}{c}{d}"));
                    }
                }
            }
        }
        for t in &cases {
            assert_eq!(Amount::parse(t), reference_parse(t), "{t:?}");
        }
    }

    #[test]
    fn displays_two_decimals() {
        assert_eq!(Amount(35000).to_string(), "350.00");
        assert_eq!(Amount(5).to_string(), "0.05");
    }

    #[test]
    fn ratio_and_rounding() {
        let half = Payout::parse("1/2").unwrap();
        assert_eq!(Amount(1001).mul_ratio(half, Rounding::Down), Amount(500));
        assert_eq!(Amount(1001).mul_ratio(half, Rounding::Up), Amount(501));
        assert_eq!(Amount(1001).mul_ratio(half, Rounding::HalfEven), Amount(500));
        assert_eq!(Amount(1003).mul_ratio(half, Rounding::HalfEven), Amount(502));
        assert_eq!(Amount(1000).mul_ratio(Payout::whole(35), Rounding::Down), Amount(35000));
        assert_eq!(Amount(1000).halve_times(3, Rounding::Down), Amount(125));
        assert_eq!(Amount(500).halve_times(3, Rounding::Down), Amount(62));
        assert_eq!(Amount(500).halve_times(3, Rounding::HalfUp), Amount(63));
    }
}

//! Table limits on an authorised scale, the same for every game family: a minimum a stake must
//! reach (and, where the article or the casino wants it, be a whole multiple of), a maximum set
//! as a multiple of that minimum, or by the table's authorisation within bounds the article
//! gives, and a maximum that binds each player's stake on a bet, never the pool of several
//! players' stakes. All of it in integer minor units: no float touches a limit.
//!
//! What each family keeps: the names of its limit classes and scales (a roulette's `pleno`,
//! `sencillas`; baccarat's single maximum), the header keys that choose them, and the wording
//! of its findings.

use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::Param;
use crate::money::Amount;
use crate::t;

/// The M004 of a `limits` line's key the family does not read; `expected` names the keys it does.
pub fn limits_line_unknown_key(p: &Param<'_>, expected: Text, out: &mut Vec<Finding>) {
    out.push(
        Finding::new(
            "M004",
            Label::new(p.key.loc, t!("rl-limits-unknown-key-label")),
            t!("rl-limits-unknown-key", key = p.key.value),
        )
        .expected(expected)
        .found(Text::verbatim(p.key.value)),
    );
}

/// A `limits` line's `min=` value: the new minimum, or `None` with an M004 in `out` saying why
/// it is not an amount (`min=1.000`: the log reader's explanation of a thousands separator).
/// Every family whose article lets the limits change reads the key the same way.
pub fn limits_line_minimum(p: &Param<'_>, out: &mut Vec<Finding>) -> Option<Amount> {
    let parsed = Amount::parse(p.value.value);
    if let Some(a) = parsed.filter(|a| *a > Amount::ZERO) {
        return Some(a);
    }
    out.push(
        Finding::new(
            "M004",
            Label::new(p.value.loc, t!("rl-limits-min-not-amount-label")),
            match parsed {
                None => t!(
                    "rl-limits-min-not-amount-why",
                    why = Text::from(crate::log::parser::amount_problem(p.value.value))
                ),
                Some(_) => t!("rl-limits-min-not-amount"),
            },
        )
        .expected(t!("rl-limits-min-not-amount-expected"))
        .found(Text::verbatim(p.value.value)),
    );
    None
}

/// How a stake (or one chip of a series) falls short of the table minimum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MinimumBreach {
    /// Below the minimum.
    Below,
    /// At least the minimum, but not a whole multiple of it where multiples are required.
    NotMultiple,
}

/// Whether `value` reaches the minimum `min` and, when `multiples`, is a whole multiple of it.
/// `None`: nothing to report. Inlined: it runs on every stake of every round.
#[inline]
pub fn minimum_breach(value: Amount, min: Amount, multiples: bool) -> Option<MinimumBreach> {
    if value < min {
        Some(MinimumBreach::Below)
    } else if multiples && !value.is_multiple_of(min) {
        Some(MinimumBreach::NotMultiple)
    } else {
        None
    }
}

/// A maximum set as `multiple` times the minimum (saturating: an absurd figure cannot panic).
#[inline]
pub fn multiple_of_minimum(min: Amount, multiple: u32) -> Amount {
    min.times(i64::from(multiple))
}

/// A table with one minimum and one maximum for every bet (punto y banca; a Black Jack box):
/// the header's `min=`, the maximum its chosen multiple, and whether stakes must be multiples.
#[derive(Clone, Copy, Debug)]
pub struct TableLimits {
    pub min: Amount,
    pub max: Amount,
    pub multiples: bool,
}

impl TableLimits {
    /// The limits of a table whose maximum is `multiple` times its minimum.
    pub fn scaled(min: Amount, multiple: u32, multiples: bool) -> TableLimits {
        TableLimits { min, max: multiple_of_minimum(min, multiple), multiples }
    }

    /// [`minimum_breach`] against this table's minimum.
    #[inline]
    pub fn minimum_breach(&self, value: Amount) -> Option<MinimumBreach> {
        minimum_breach(value, self.min, self.multiples)
    }
}

/// The bounds an article sets on a maximum that the table's authorisation fixes (boule: a
/// number's maximum between 40 and 100 times the minimum), as multiples of the minimum, both
/// included. `to: None` where the article gives no upper figure (the fortune wheel): then only
/// the authorised maximum bounds the stakes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuthorisedRange {
    pub from: u32,
    pub to: Option<u32>,
}

impl AuthorisedRange {
    /// The lowest maximum the article allows at minimum `min`.
    pub fn low(self, min: Amount) -> Amount {
        multiple_of_minimum(min, self.from)
    }

    /// The highest maximum the article allows at minimum `min` (no bound: the largest amount).
    pub fn high(self, min: Amount) -> Amount {
        self.to.map_or(Amount(i64::MAX), |to| multiple_of_minimum(min, to))
    }

    /// `max`, the authorised maximum a header gives, lies within the article's bounds.
    pub fn contains(self, max: Amount, min: Amount) -> bool {
        max >= self.low(min) && max <= self.high(min)
    }

    /// Whether the stakes are judged by an authorised maximum `max`: not when it is below the
    /// article's lowest bound (a maximum under that cannot be what the table plays to; the
    /// stakes are then judged by the article's own bound). One above the highest bound is
    /// applied, as the limit the table announced.
    pub fn applies(self, max: Amount, min: Amount) -> bool {
        max >= self.low(min)
    }

    /// The maximum in force at minimum `min`: the authorised one the header gave (already
    /// filtered by [`AuthorisedRange::applies`]), else the article's highest bound, else none
    /// (the largest amount).
    #[inline]
    pub fn in_force(self, authorised: Option<Amount>, min: Amount) -> Amount {
        authorised.unwrap_or_else(|| self.high(min))
    }
}

/// One player's stake on one bet, added up over his `bet` lines, against its maximum: whether it
/// has just crossed it (reported once per stake: `reported` remembers it). The maximum is per
/// player and never on the pool of several players' stakes on the same bet, so each family keys
/// the stakes it checks by seat.
#[inline]
pub fn first_over_maximum(stake: Amount, max: Amount, reported: &mut bool) -> bool {
    let over = stake > max && !*reported;
    if over {
        *reported = true;
    }
    over
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimum_and_multiples() {
        let min = Amount(500);
        assert_eq!(minimum_breach(Amount(499), min, false), Some(MinimumBreach::Below));
        assert_eq!(minimum_breach(Amount(499), min, true), Some(MinimumBreach::Below));
        assert_eq!(minimum_breach(Amount(750), min, false), None);
        assert_eq!(minimum_breach(Amount(750), min, true), Some(MinimumBreach::NotMultiple));
        assert_eq!(minimum_breach(Amount(1000), min, true), None);
    }

    #[test]
    fn authorised_range_in_minor_units() {
        // Boule's number: 40 to 100 times a 2.00 minimum.
        let r = AuthorisedRange { from: 40, to: Some(100) };
        let min = Amount(200);
        assert_eq!((r.low(min), r.high(min)), (Amount(8000), Amount(20000)));
        assert!(r.contains(Amount(20000), min) && !r.contains(Amount(20001), min));
        assert!(!r.contains(Amount(7999), min) && !r.applies(Amount(7999), min));
        assert!(r.applies(Amount(30000), min));
        assert_eq!(r.in_force(None, min), Amount(20000));
        assert_eq!(r.in_force(Some(Amount(9000)), min), Amount(9000));
        let open = AuthorisedRange { from: 1, to: None };
        assert_eq!(open.in_force(None, min), Amount(i64::MAX));
    }

    #[test]
    fn maximum_reported_once_per_stake() {
        let mut reported = false;
        assert!(!first_over_maximum(Amount(100), Amount(100), &mut reported));
        assert!(first_over_maximum(Amount(101), Amount(100), &mut reported));
        assert!(!first_over_maximum(Amount(200), Amount(100), &mut reported));
        assert_eq!(TableLimits::scaled(Amount(1000), 50, true).max, Amount(50000));
    }
}

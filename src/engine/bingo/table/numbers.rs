//! Card numbers as ranges. A `sold` line names a range of one series (`sold A 1-350`), and a
//! log may name any range a `u32` holds: keeping the cards sold card by card made a line such
//! as `sold A 1-4000000000` cost one insertion per card, a hang. The partida's cards in play,
//! its double cards and the session's double cards are kept as the ranges the log gave, so a
//! `sold` line costs what its ranges overlap, whatever their length.

use std::collections::BTreeMap;
use std::rc::Rc;

use crate::money::Amount;

/// Numbers of one series: disjoint ranges (first → last, both in), touching ones merged.
#[derive(Clone, Debug, Default)]
pub(super) struct Numbers(BTreeMap<u32, u32>);

impl Numbers {
    pub(super) fn contains(&self, n: u32) -> bool {
        self.0.range(..=n).next_back().is_some_and(|(_, &last)| n <= last)
    }

    /// Adds `first..=last`; returns the parts of it that were not in yet, in order.
    pub(super) fn add(&mut self, first: u32, last: u32) -> Vec<(u32, u32)> {
        let (a, b) = (u64::from(first), u64::from(last));
        // The ranges that overlap or touch `first..=last`: merged with it.
        let start =
            self.0.range(..=first).next_back().filter(|(_, l)| u64::from(**l) + 1 >= a).map_or(first, |(&f, _)| f);
        let end = u32::try_from(b + 1).unwrap_or(u32::MAX);
        let touching: Vec<(u32, u32)> = self.0.range(start..=end).map(|(&f, &l)| (f, l)).collect();
        let mut new = Vec::new();
        // The next number of `first..=last` not yet accounted for.
        let mut next = a;
        let (mut lo, mut hi) = (a, b);
        for &(f, l) in &touching {
            let (f, l) = (u64::from(f), u64::from(l));
            if f > next && next <= b {
                new.push((next, (f - 1).min(b)));
            }
            next = next.max(l + 1);
            lo = lo.min(f);
            hi = hi.max(l);
            self.0.remove(&(f as u32));
        }
        if next <= b {
            new.push((next, b));
        }
        // All within `u32` (they came from it).
        self.0.insert(lo as u32, hi as u32);
        new.into_iter().map(|(f, l)| (f as u32, l as u32)).collect()
    }
}

/// A range of cards of one series sold together, at one face value (a partida's double cards,
/// carried into the next).
#[derive(Clone, Debug)]
pub(super) struct Run {
    pub(super) series: Rc<str>,
    pub(super) first: u32,
    pub(super) last: u32,
    pub(super) face: Amount,
}

impl Run {
    /// How many cards.
    pub(super) fn count(&self) -> u32 {
        // `first` ≥ 1 (a range from 0 is refused), so the count fits.
        (self.last - self.first).saturating_add(1)
    }

    /// `sales` plus the run's cards at their face value, saturating as adding them one by one
    /// would.
    pub(super) fn add_to(&self, sales: Amount) -> Amount {
        let total = i128::from(sales.0) + i128::from(self.face.0) * i128::from(self.count());
        Amount(i64::try_from(total).unwrap_or(if total < 0 { i64::MIN } else { i64::MAX }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adding_gives_what_was_new_and_merges() {
        let mut s = Numbers::default();
        assert_eq!(s.add(10, 20), vec![(10, 20)]);
        assert_eq!(s.add(30, 40), vec![(30, 40)]);
        assert_eq!(s.add(5, 45), vec![(5, 9), (21, 29), (41, 45)]);
        assert_eq!(s.add(12, 13), vec![]);
        assert!(s.contains(5) && s.contains(45) && !s.contains(4) && !s.contains(46));
        assert_eq!(s.add(46, u32::MAX), vec![(46, u32::MAX)]);
        assert!(s.contains(u32::MAX));
        assert_eq!(s.0.len(), 1);
    }
}

//! Card numbers as ranges. A `sold` line names a range of one series (`sold A 1-350`), and a
//! log may name any range a `u32` holds: keeping the cards sold card by card made a line such
//! as `sold A 1-4000000000` cost one insertion per card, a hang. The partida's cards in play,
//! its double cards and the session's double cards are kept as the ranges the log gave, so a
//! `sold` line costs what its ranges overlap, whatever their length. So are the session's
//! retired cards ([`super::cards`]).

use std::collections::BTreeMap;
use std::rc::Rc;

use crate::money::Amount;

/// Numbers of one series: disjoint ranges (first → last, both in), touching ones merged.
pub(super) type Numbers = Ranges<u32>;

/// Disjoint ranges of integers (first → last, both in), touching ones merged: [`Numbers`] for
/// one series' cards, and `Ranges<u64>` for the session's retired cards of every series, a
/// card being `series id << 32 | number` ([`super::cards`]), so that a series costs its ranges
/// in one shared map rather than a map of its own.
#[derive(Clone, Debug, Default)]
pub(super) struct Ranges<T>(BTreeMap<T, T>);

impl<T: Copy + Ord + Into<u128> + TryFrom<u128>> Ranges<T> {
    pub(super) fn contains(&self, n: T) -> bool {
        self.0.range(..=n).next_back().is_some_and(|(_, &last)| n <= last)
    }

    /// The first number of `first..=last` that is in, if any.
    pub(super) fn first_within(&self, first: T, last: T) -> Option<T> {
        if first > last {
            return None;
        }
        if self.contains(first) {
            return Some(first);
        }
        self.0.range(first..=last).next().map(|(&f, _)| f)
    }

    /// Adds `first..=last`; returns the parts of it that were not in yet, in order.
    pub(super) fn add(&mut self, first: T, last: T) -> Vec<(T, T)> {
        if first > last {
            return Vec::new();
        }
        // Arithmetic in `u128`, wider than any `T`: `last + 1` does not overflow.
        let wide = |n: T| -> u128 { n.into() };
        // Every value narrowed back fits in `T`, but `last + 1` when `last` is `T`'s largest,
        // where `last` bounds the same range.
        let narrow = |n: u128| -> T { T::try_from(n).unwrap_or(last) };
        let (a, b) = (wide(first), wide(last));
        // The ranges that overlap or touch `first..=last`: merged with it.
        let start = self.0.range(..=first).next_back().filter(|(_, l)| wide(**l) + 1 >= a).map_or(first, |(&f, _)| f);
        let end = narrow(b + 1);
        let touching: Vec<(T, T)> = self.0.range(start..=end).map(|(&f, &l)| (f, l)).collect();
        let mut new = Vec::new();
        // The next number of `first..=last` not yet accounted for.
        let mut next = a;
        let (mut lo, mut hi) = (first, last);
        for &(f, l) in &touching {
            if wide(f) > next && next <= b {
                new.push((narrow(next), narrow((wide(f) - 1).min(b))));
            }
            next = next.max(wide(l) + 1);
            lo = lo.min(f);
            hi = hi.max(l);
            self.0.remove(&f);
        }
        if next <= b {
            new.push((narrow(next), last));
        }
        self.0.insert(lo, hi);
        new
    }

    /// Adds `first..=last`, as [`Self::add`] without telling what was new. A range that
    /// extends the one before it (the cards of a series declared one after another) only moves
    /// that one's end: no allocation.
    pub(super) fn insert(&mut self, first: T, last: T) {
        let wide = |n: T| -> u128 { n.into() };
        let (a, b) = (wide(first), wide(last));
        let extends = self.0.range(..=first).next_back().is_some_and(|(_, &l)| wide(l) + 1 == a)
            && self.0.range(first..).next().is_none_or(|(&f, _)| wide(f) > b + 1);
        match self.0.range_mut(..=first).next_back() {
            Some((_, l)) if extends && first <= last => *l = last,
            _ => {
                self.add(first, last);
            }
        }
    }

    /// Takes `first..=last` out; returns the parts of it that were in, in order.
    pub(super) fn take(&mut self, first: T, last: T) -> Vec<(T, T)> {
        if first > last {
            return Vec::new();
        }
        let wide = |n: T| -> u128 { n.into() };
        // `first - 1` and `last + 1` are narrowed only when inside a range of `T`s.
        let narrow = |n: u128| -> T { T::try_from(n).unwrap_or(last) };
        let (a, b) = (wide(first), wide(last));
        let start = self.0.range(..=first).next_back().filter(|(_, l)| wide(**l) >= a).map_or(first, |(&f, _)| f);
        let overlapping: Vec<(T, T)> = self.0.range(start..=last).map(|(&f, &l)| (f, l)).collect();
        let mut taken = Vec::with_capacity(overlapping.len());
        for (f, l) in overlapping {
            self.0.remove(&f);
            if f < first {
                self.0.insert(f, narrow(a - 1));
            }
            if l > last {
                self.0.insert(narrow(b + 1), l);
            }
            taken.push((f.max(first), l.min(last)));
        }
        taken
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
        assert_eq!(s.first_within(1, 4), None);
        assert_eq!(s.first_within(1, 7), Some(5));
        assert_eq!(s.first_within(9, 9), Some(9));
    }

    #[test]
    fn inserting_and_taking() {
        let mut s = Numbers::default();
        for n in [1, 2, 3, 7, 5, 4, 6, 10] {
            s.insert(n, n);
        }
        assert_eq!(s.0.iter().map(|(&f, &l)| (f, l)).collect::<Vec<_>>(), vec![(1, 7), (10, 10)]);
        assert_eq!(s.take(3, 4), vec![(3, 4)]);
        assert_eq!(s.take(0, 2), vec![(1, 2)]);
        assert_eq!(s.take(6, u32::MAX), vec![(6, 7), (10, 10)]);
        assert_eq!(s.0.iter().map(|(&f, &l)| (f, l)).collect::<Vec<_>>(), vec![(5, 5)]);
        assert_eq!(s.take(9, 8), vec![]);
        s.insert(u32::MAX, u32::MAX);
        assert_eq!(s.take(u32::MAX, u32::MAX), vec![(u32::MAX, u32::MAX)]);
    }

    #[test]
    fn wide_ranges_merge_at_the_top() {
        let mut s: Ranges<u64> = Ranges::default();
        assert_eq!(s.add(u64::MAX - 1, u64::MAX), vec![(u64::MAX - 1, u64::MAX)]);
        assert_eq!(s.add(5, u64::MAX - 2), vec![(5, u64::MAX - 2)]);
        assert_eq!(s.0.len(), 1);
        assert!(s.contains(u64::MAX) && !s.contains(4));
    }
}

//! A round's boxes by number, kept inline: a cloth has at most a handful (seven in Valencia),
//! and a `BTreeMap` of them allocated a node every round, was walked at every `deal` line to
//! find whose card came next, and was freed with its boxes at the round's end (about a sixth of
//! a simulated log's checking). The map keeps the numbers sorted, so that walking it gives the
//! boxes from the croupier's left as the map did; its methods are the map's that the engine uses.

use smallvec::SmallVec;

/// Boxes by number, in increasing order (inline for eight; a log naming more spills to the heap,
/// as a `vacant` line may name any number).
pub(super) struct BoxMap<T>(SmallVec<[(u16, T); 8]>);

impl<T> Default for BoxMap<T> {
    fn default() -> Self {
        BoxMap(SmallVec::new())
    }
}

impl<T> BoxMap<T> {
    /// Where box `n` is, or where it would go.
    #[inline]
    fn find(&self, n: u16) -> Result<usize, usize> {
        // A scan: a handful of entries, fewer instructions than a binary search's branches.
        match self.0.iter().position(|(k, _)| *k >= n) {
            Some(i) if self.0[i].0 == n => Ok(i),
            Some(i) => Err(i),
            None => Err(self.0.len()),
        }
    }

    #[inline]
    pub(super) fn get(&self, n: &u16) -> Option<&T> {
        self.find(*n).ok().map(|i| &self.0[i].1)
    }

    #[inline]
    pub(super) fn get_mut(&mut self, n: &u16) -> Option<&mut T> {
        self.find(*n).ok().map(|i| &mut self.0[i].1)
    }

    #[inline]
    pub(super) fn contains_key(&self, n: &u16) -> bool {
        self.find(*n).is_ok()
    }

    /// Box `n`, to be made if it is not there ([`BoxEntry::or_default`]).
    #[inline]
    pub(super) fn entry(&mut self, n: u16) -> BoxEntry<'_, T> {
        BoxEntry { map: self, n }
    }

    /// The boxes and their numbers, in increasing order.
    #[inline]
    pub(super) fn iter(&self) -> impl Iterator<Item = (&u16, &T)> {
        self.0.iter().map(|(n, b)| (n, b))
    }

    /// The boxes, in increasing order of their numbers.
    #[inline]
    pub(super) fn values(&self) -> impl Iterator<Item = &T> {
        self.0.iter().map(|(_, b)| b)
    }
}

impl<'a, T> IntoIterator for &'a BoxMap<T> {
    type Item = (&'a u16, &'a T);
    type IntoIter = std::iter::Map<std::slice::Iter<'a, (u16, T)>, fn(&'a (u16, T)) -> (&'a u16, &'a T)>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(n, b)| (n, b))
    }
}

/// A box of a [`BoxMap`], there or not yet.
pub(super) struct BoxEntry<'a, T> {
    map: &'a mut BoxMap<T>,
    n: u16,
}

impl<'a, T: Default> BoxEntry<'a, T> {
    /// The box, made empty if it was not there.
    #[inline]
    pub(super) fn or_default(self) -> &'a mut T {
        let i = match self.map.find(self.n) {
            Ok(i) => i,
            Err(i) => {
                self.map.0.insert(i, (self.n, T::default()));
                i
            }
        };
        &mut self.map.0[i].1
    }
}

#[cfg(test)]
mod tests {
    use super::BoxMap;

    /// The map reads as a `BTreeMap` given the same insertions, in any order and past its
    /// inline room.
    #[test]
    fn reads_as_a_sorted_map() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for len in 0..40 {
            let mut ours: BoxMap<u32> = BoxMap::default();
            let mut theirs = std::collections::BTreeMap::<u16, u32>::new();
            for step in 0..len {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let n = (state % 12) as u16;
                *ours.entry(n).or_default() += step;
                *theirs.entry(n).or_default() += step;
                if let (Some(a), Some(b)) = (ours.get_mut(&n), theirs.get_mut(&n)) {
                    *a += 1;
                    *b += 1;
                }
            }
            let a: Vec<(u16, u32)> = ours.iter().map(|(n, v)| (*n, *v)).collect();
            let b: Vec<(u16, u32)> = theirs.iter().map(|(n, v)| (*n, *v)).collect();
            assert_eq!(a, b);
            let c: Vec<(u16, u32)> = (&ours).into_iter().map(|(n, v)| (*n, *v)).collect();
            assert_eq!(c, b);
            assert_eq!(ours.values().copied().collect::<Vec<_>>(), theirs.values().copied().collect::<Vec<_>>());
            for n in 0..14 {
                assert_eq!(ours.contains_key(&n), theirs.contains_key(&n));
                assert_eq!(ours.get(&n), theirs.get(&n));
            }
        }
    }
}

//! A coup's stakes (or prisoners) by seat, so that a line finds its seat's in constant time
//! however many the coup holds (issue 34): a scan of all at every `bet`, `insure`, `choose` and
//! settlement line made a coup of N stakes quadratic (3.1 G instructions at 10,000 stakes, and
//! 10 G for 10,000 prisoners). Up to [`SCANNED`] entries the scan stays (cheaper than hashing);
//! beyond, the index lists each seat's entries in their order, so the first that fits is the
//! one the scan would find.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Up to this many entries a scan is cheaper than hashing.
const SCANNED: usize = 16;

/// What an entry of the list is to the index: its seat.
pub(super) trait Seated {
    fn seat(&self) -> &str;
}

impl Seated for crate::engine::treinta::settlement::Stake {
    fn seat(&self) -> &str {
        &self.seat
    }
}

impl Seated for crate::engine::treinta::settlement::Held {
    fn seat(&self) -> &str {
        &self.seat
    }
}

/// The entries of one list (appended to only, within a coup) by seat, oldest first.
#[derive(Debug, Default)]
pub(super) struct BySeat {
    map: FxHashMap<String, SmallVec<[u32; 2]>>,
    /// How many of the list's entries are in `map` (none while the list is scanned).
    upto: usize,
}

impl BySeat {
    /// Brings the index up to the list's end (after entries were added): nothing while the
    /// list is short enough to scan.
    pub(super) fn sync<T: Seated>(&mut self, list: &[T]) {
        if list.len() <= SCANNED {
            return;
        }
        for (k, x) in list.iter().enumerate().skip(self.upto) {
            match self.map.get_mut(x.seat()) {
                Some(v) => v.push(k as u32),
                None => {
                    self.map.insert(x.seat().to_owned(), SmallVec::from_elem(k as u32, 1));
                }
            }
        }
        self.upto = list.len();
    }

    /// The first entry of `seat` in `list` that `fits`.
    pub(super) fn first<T: Seated>(&self, list: &[T], seat: &str, fits: impl Fn(&T) -> bool) -> Option<usize> {
        self.of(list, seat).find(|&k| fits(&list[k]))
    }

    /// The entries of `seat` in `list`, oldest first.
    pub(super) fn of<'a, T: Seated>(
        &'a self,
        list: &'a [T],
        seat: &'a str,
    ) -> impl Iterator<Item = usize> + Clone + 'a {
        let indexed = self.upto > 0;
        debug_assert!(!indexed || self.upto == list.len(), "the index is synced after every addition");
        let scan = (!indexed).then(|| list.iter().enumerate().filter(move |(_, x)| x.seat() == seat).map(|(k, _)| k));
        let hits = indexed.then(|| self.map.get(seat).map_or(&[][..], |v| v.as_slice()).iter().map(|&k| k as usize));
        scan.into_iter().flatten().chain(hits.into_iter().flatten())
    }

    /// A new coup: nothing listed (the map's memory kept).
    pub(super) fn clear(&mut self) {
        if self.upto > 0 {
            self.map.clear();
            self.upto = 0;
        }
    }
}

/// A seat's number in `seats` (the prisión ledger's key), added when new; `ids` indexes
/// `seats` once it outgrows a scan.
pub(super) fn seat_id(seats: &mut Vec<String>, ids: &mut FxHashMap<String, u32>, name: &str) -> u32 {
    if seats.len() <= SCANNED {
        if let Some(i) = seats.iter().position(|x| x == name) {
            return i as u32;
        }
    } else {
        if ids.is_empty() {
            ids.extend(seats.iter().enumerate().map(|(i, s)| (s.clone(), i as u32)));
        }
        if let Some(&i) = ids.get(name) {
            return i;
        }
    }
    seats.push(name.to_owned());
    let i = (seats.len() - 1) as u32;
    if !ids.is_empty() {
        ids.insert(name.to_owned(), i);
    }
    i
}

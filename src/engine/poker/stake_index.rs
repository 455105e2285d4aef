//! A round's stakes found by (kind, box, seat) in constant time however many the round holds
//! (issue 31, as issue 34 did for craps and treinta). A round's Carrusel stakes are not limited
//! by the article, and a box's antes past its four are still stakes (each a finding): every
//! `bet`, `call` and settlement line scanned all the round's stakes, and a round of N stakes
//! cost N²/2 comparisons (60 G instructions at 100,000). Up to [`SCANNED`] stakes the scan
//! stays (cheaper than hashing, and the usual round: 7 boxes of an ante or two); beyond, a hash
//! table of each key's first stake answers: the same stake the scan finds, since a round's
//! stakes are only appended to.

use std::hash::{Hash, Hasher};

use hashbrown::HashTable;
use rustc_hash::FxHasher;

/// Up to this many entries a scan is cheaper than hashing.
pub(super) const SCANNED: usize = 16;

/// What the index asks of a stake: its key, (kind, box, seat).
pub(super) trait Keyed {
    /// The stake's kind as a number, its box, its seat's bytes (a seat kept inline gives its
    /// bytes without checking them again as text, at each stake a scan passes).
    fn key(&self) -> (u8, u16, &[u8]);
}

fn hash_of(kind: u8, bx: u16, seat: &[u8]) -> u64 {
    let mut h = FxHasher::default();
    (kind, bx).hash(&mut h);
    h.write(seat);
    h.finish()
}

/// The first stake of each key in a round's list (appended to only), once the list outgrows
/// [`SCANNED`].
#[derive(Default)]
pub(super) struct StakeIndex {
    /// Positions in the list, by the hash of their key: each key's first only.
    first: HashTable<u32>,
    /// How many of the list's stakes are in `first` (none while the list is scanned).
    upto: usize,
}

impl StakeIndex {
    /// Empty, its table's memory kept for the next round.
    pub(super) fn clear(&mut self) {
        self.first.clear();
        self.upto = 0;
    }

    /// The first stake of `list` with this key.
    #[inline]
    pub(super) fn find<T: Keyed>(&mut self, list: &[T], kind: u8, bx: u16, seat: &str) -> Option<usize> {
        if list.len() <= SCANNED {
            return list.iter().position(|s| s.key() == (kind, bx, seat.as_bytes()));
        }
        self.find_indexed(list, kind, bx, seat.as_bytes())
    }

    #[inline(never)]
    fn find_indexed<T: Keyed>(&mut self, list: &[T], kind: u8, bx: u16, seat: &[u8]) -> Option<usize> {
        self.sync(list);
        let at = |k: u32| list.get(k as usize).map(Keyed::key);
        self.first.find(hash_of(kind, bx, seat), |&k| at(k) == Some((kind, bx, seat))).map(|&k| k as usize)
    }

    /// Brings the index up to the list's end: the stakes added since, each kept only if its key
    /// is new (the first of a key is the one the scan finds).
    fn sync<T: Keyed>(&mut self, list: &[T]) {
        let at = |k: u32| list.get(k as usize).map(Keyed::key);
        for (k, s) in list.iter().enumerate().skip(self.upto) {
            let key = s.key();
            let hash = hash_of(key.0, key.1, key.2);
            if self.first.find(hash, |&j| at(j) == Some(key)).is_none() {
                self.first.insert_unique(hash, k as u32, |&j| at(j).map_or(0, |(a, b, c)| hash_of(a, b, c)));
            }
        }
        self.upto = list.len();
    }
}

/// The round's consents (`consent N SEAT`: a player lets another bet on box N), looked up by
/// every ante on another's box: through a hash table once they outgrow a scan.
#[derive(Default)]
pub(super) struct Consents {
    list: Vec<(u16, String)>,
    /// Positions in `list` by the hash of (box, seat), once `list` outgrows [`SCANNED`].
    table: HashTable<u32>,
}

impl Consents {
    pub(super) fn push(&mut self, bx: u16, seat: &str) {
        self.list.push((bx, seat.to_owned()));
        if self.list.len() <= SCANNED {
            return;
        }
        // The first time past the scan, every consent so far; then each as it comes.
        let from = if self.table.is_empty() { 0 } else { self.list.len() - 1 };
        let list = &self.list;
        let hash = |k: u32| list.get(k as usize).map_or(0, |(n, s)| hash_of(0, *n, s.as_bytes()));
        for k in from..list.len() {
            self.table.insert_unique(hash(k as u32), k as u32, |&j| hash(j));
        }
    }

    pub(super) fn contains(&self, bx: u16, seat: &str) -> bool {
        if self.list.len() <= SCANNED {
            return self.list.iter().any(|(n, s)| *n == bx && s == seat);
        }
        let at = |k: u32| self.list.get(k as usize).is_some_and(|(n, s)| *n == bx && s == seat);
        self.table.find(hash_of(0, bx, seat.as_bytes()), |&k| at(k)).is_some()
    }
}

//! Finding a bet on the table, and what a roll owes on one, in constant time however many
//! stakes the round holds (issue 34). A live-dealer table can carry tens of thousands of stakes
//! in one roll; each `bet` line and each settlement line looks one up, and a scan of all made a
//! round quadratic (974.8 M instructions at 10,000 stakes, seconds at 100,000). Up to
//! [`SCANNED`] a scan stays (cheaper than hashing, and the usual table); beyond it an index by
//! (bet, number, seat) answers, the same entry the scan would find.

use rustc_hash::FxHashMap;

use super::{Live, Owed};
use crate::engine::baccarat::money::SeatName;

/// Up to this many entries a scan is cheaper than hashing. Higher than the other families' 16:
/// a craps table keeps its standing bets from roll to roll (a simulated session's often holds
/// 20 to 40), every roll reorders them, and the index is made again after it; at 16 that cost
/// a simulated log 17 % more instructions, at 64 nothing measurable.
pub(super) const SCANNED: usize = 64;

/// A bet as the lines name it: the article's bet, its number, the seat.
type Key = (usize, Option<u8>, SeatName);

/// No next entry in an owed chain.
pub(super) const NONE: u32 = u32::MAX;

/// The bets on the table, in the order they were first placed (the order a roll decides them
/// in, and so the order of its findings).
#[derive(Default)]
pub(super) struct LiveBets {
    /// Every bet placed since the last roll took the table, some taken off (`gone`): taking
    /// one off leaves its place, so that the others keep theirs (the index's), until the next
    /// roll, which drops it (removing it from the middle cost a move of all after it).
    pub(super) list: Vec<Live>,
    /// Each bet of `list` not gone by its key, once `list` outgrows [`SCANNED`] (built when
    /// first needed after a roll; a bet's key is unique on the table: a second stake on it is
    /// added to the first, and a roll merges a seat's Come moved to a number it already has).
    index: FxHashMap<Key, usize>,
    indexed: bool,
}

impl LiveBets {
    /// The bets on the table.
    #[inline]
    pub(super) fn iter(&self) -> impl Iterator<Item = &Live> {
        self.list.iter().filter(|l| !l.gone)
    }

    /// The bet of `seat` on `bet`, `number`, if it is on the table.
    #[inline]
    pub(super) fn find(&mut self, bet: usize, number: Option<u8>, seat: &str) -> Option<usize> {
        if self.list.len() <= SCANNED {
            // The key first (most bets differ there), whether it was taken off only on a match.
            return self.list.iter().position(|l| l.bet == bet && l.number == number && !l.gone && l.seat == seat);
        }
        self.find_indexed(bet, number, seat)
    }

    #[inline(never)]
    fn find_indexed(&mut self, bet: usize, number: Option<u8>, seat: &str) -> Option<usize> {
        self.index_all();
        self.index.get(&(bet, number, SeatName::new(seat))).copied()
    }

    /// The first bet on the table that `fits`, of those whose article bet is one of `bets`
    /// (a scan of the table when it is small; else only the keys of those bets, with any number
    /// and `seat`'s name, are looked up).
    pub(super) fn first_of<T>(
        &mut self,
        bets: impl Iterator<Item = usize> + Clone,
        seat: &str,
        fits: impl Fn(&Live) -> Option<T>,
    ) -> Option<T> {
        if self.list.len() <= SCANNED {
            return self.list.iter().find_map(|l| fits(l).filter(|_| !l.gone));
        }
        self.index_all();
        let name = SeatName::new(seat);
        // A number is at most 12 (a higher one is refused by the article's list): every key the
        // seat can hold on these bets.
        let numbers = std::iter::once(None).chain((0..=12).map(Some));
        let first = bets
            .flat_map(|b| numbers.clone().map(move |n| (b, n)))
            .filter_map(|(b, n)| self.index.get(&(b, n, name.clone())).copied())
            .filter(|&k| fits(&self.list[k]).is_some())
            .min()?;
        fits(&self.list[first])
    }

    /// Puts a new bet on the table; returns its place.
    #[inline(always)]
    pub(super) fn push(&mut self, l: Live) -> usize {
        let k = self.list.len();
        if self.indexed {
            self.index.insert((l.bet, l.number, l.seat.clone()), k);
        }
        self.list.push(l);
        k
    }

    /// Takes the bet at `k` off the table.
    #[inline]
    pub(super) fn remove(&mut self, k: usize) {
        let l = &mut self.list[k];
        l.gone = true;
        if self.indexed {
            self.index.remove(&(l.bet, l.number, l.seat.clone()));
        }
    }

    /// The list, for a roll to decide: the index no longer holds (the roll reorders it).
    #[inline]
    pub(super) fn take(&mut self) -> Vec<Live> {
        self.unindex();
        std::mem::take(&mut self.list)
    }

    /// The bets a roll left on the table, with its map: their index if `indexed`, else empty.
    #[inline]
    pub(super) fn set(&mut self, list: Vec<Live>, index: FxHashMap<Key, usize>, indexed: bool) {
        self.list = list;
        self.index = index;
        self.indexed = indexed;
    }

    /// An emptied map, to index the bets a roll keeps (the old index's memory).
    #[inline]
    pub(super) fn spare_index(&mut self) -> FxHashMap<Key, usize> {
        self.unindex();
        std::mem::take(&mut self.index)
    }

    fn unindex(&mut self) {
        if self.indexed {
            self.index.clear();
            self.indexed = false;
        }
    }

    fn index_all(&mut self) {
        if self.indexed {
            return;
        }
        self.index.clear();
        for (k, l) in self.list.iter().enumerate().filter(|(_, l)| !l.gone) {
            self.index.entry((l.bet, l.number, l.seat.clone())).or_insert(k);
        }
        self.indexed = true;
    }
}

/// The bets a roll keeps on the table, as it sorts them: a seat's Come moved to a number is
/// added to the bet it may already have there.
pub(super) struct Kept {
    pub(super) list: Vec<Live>,
    /// `list` by key, made once `list` outgrows [`SCANNED`] and a Come moves.
    index: Option<FxHashMap<Key, usize>>,
    spare: FxHashMap<Key, usize>,
}

impl Kept {
    #[inline]
    pub(super) fn new(list: Vec<Live>, spare: FxHashMap<Key, usize>) -> Kept {
        Kept { list, index: None, spare }
    }

    #[inline(always)]
    pub(super) fn push(&mut self, l: Live) {
        if let Some(index) = self.index.as_mut() {
            index.entry((l.bet, l.number, l.seat.clone())).or_insert(self.list.len());
        }
        self.list.push(l);
    }

    /// The kept bet with `l`'s key, if any (the first).
    pub(super) fn find(&mut self, l: &Live) -> Option<usize> {
        if self.list.len() <= SCANNED && self.index.is_none() {
            return self.list.iter().position(|o| o.bet == l.bet && o.number == l.number && o.seat == l.seat);
        }
        let list = &self.list;
        let index = self.index.get_or_insert_with(|| {
            let mut index = std::mem::take(&mut self.spare);
            for (k, o) in list.iter().enumerate() {
                index.entry((o.bet, o.number, o.seat.clone())).or_insert(k);
            }
            index
        });
        index.get(&(l.bet, l.number, l.seat.clone())).copied()
    }

    /// The list, and its index if one was made (else the spare map, empty).
    #[inline]
    pub(super) fn into_parts(self) -> (Vec<Live>, FxHashMap<Key, usize>, bool) {
        match self.index {
            Some(index) => (self.list, index, true),
            None => (self.list, self.spare, false),
        }
    }
}

/// What the round's roll owes, by key: the first entry not settled and the last (each entry
/// links to the next of its key, [`Owed::next`]), once `owed` outgrows [`SCANNED`].
#[derive(Default)]
pub(super) struct OwedIndex {
    map: FxHashMap<Key, (u32, u32)>,
    /// How many of the round's `owed` are in `map` (a second throw adds more).
    upto: usize,
}

impl OwedIndex {
    /// The first entry of `owed` owed to `seat` on `bet`, `number` and not yet settled.
    #[inline]
    pub(super) fn find(&mut self, owed: &mut [Owed], bet: usize, number: Option<u8>, seat: &str) -> Option<usize> {
        if owed.len() <= SCANNED {
            return owed.iter().position(|o| !o.settled && o.bet == bet && o.number == number && o.seat == seat);
        }
        self.find_indexed(owed, bet, number, seat)
    }

    #[inline(never)]
    fn find_indexed(&mut self, owed: &mut [Owed], bet: usize, number: Option<u8>, seat: &str) -> Option<usize> {
        // Settlements settle each key's entries in order (the first not settled), so those
        // settled are a head of each chain: the entries added since are linked at its tail.
        for k in self.upto..owed.len() {
            let o = &owed[k];
            if o.settled {
                continue;
            }
            let key = (o.bet, o.number, o.seat.clone());
            let k = k as u32;
            match self.map.entry(key) {
                std::collections::hash_map::Entry::Occupied(mut e) => {
                    let tail = e.get().1 as usize;
                    e.get_mut().1 = k;
                    owed[tail].next = k;
                }
                std::collections::hash_map::Entry::Vacant(e) => {
                    e.insert((k, k));
                }
            }
        }
        self.upto = owed.len();
        self.map.get(&(bet, number, SeatName::new(seat))).map(|&(head, _)| head as usize)
    }

    /// The entry `k`, just found by [`Self::find`], is settled: its key's next is the first.
    #[inline]
    pub(super) fn settled(&mut self, owed: &[Owed], k: usize) {
        if self.upto == 0 {
            return;
        }
        let o = &owed[k];
        let key = (o.bet, o.number, o.seat.clone());
        if o.next == NONE {
            self.map.remove(&key);
        } else if let Some(e) = self.map.get_mut(&key) {
            e.0 = o.next;
        }
    }

    /// A new round: nothing owed.
    #[inline]
    pub(super) fn clear(&mut self) {
        if self.upto > 0 {
            self.map.clear();
            self.upto = 0;
        }
    }
}

//! The session's cards: each series named, the cards declared (`card` lines) and the cards
//! retired.
//!
//! A card is valid for one partida, a double card for its two (docs/log-format.md § 15), so
//! once the partida it was sold for is over (a double card's second; an annulled partida's
//! cards at its end) no claim on it can be legitimate: its rows are dropped and its number kept among its series' **retired** ones, as
//! ranges ([`Ranges`]). What the log may still say of it is judged as if its rows were kept: a
//! `card` line is a card declared twice (BG001), a claim verified `good` one on a card not in
//! play (BG010), and a sale a card sold again (BG010). The session's memory is then the cards
//! declared and not yet retired, and a few bytes per series: keeping every card declared made
//! it grow with the log (136,418 cards on a simulated 10 MB log).
//!
//! **The series remembered are a window.** A session may name a new series in every partida
//! (the simulator does), and a few bytes per series were still the growth of the check (95
//! bytes per partida, 53 MiB at 1 GB). So the session remembers the last
//! `play.bingo.series_remembered` series named (65,536 by default): naming one more forgets
//! the series named longest ago, its retired and double cards with it, and a card of it sold
//! or declared again later is then not recognised as such. The first series forgotten is
//! reported once per table (BG017), so that the judgement not made is said, not silently
//! lost. A series is never forgotten while a card of it is declared and not retired (its rows
//! are what judges its claims), nor when it was named in the partida under way or the one
//! before (the keys of their claims and payments name its id, which a series named later may
//! take: ids are reused, so that they stay fewer than the window).

use std::collections::BTreeMap;
use std::collections::hash_map::{Entry, VacantEntry};
use std::hash::BuildHasher;
use std::rc::Rc;

use hashbrown::HashTable;
use rustc_hash::{FxBuildHasher, FxHashMap};

use super::numbers::Ranges;
use crate::engine::bingo::card::Card;
use crate::log::event::CardRef;

/// A card: its series' text (shared, one `Rc` per series: a key does not allocate it), the
/// series' id in the session, and its number. Compared and hashed by id and number: the id
/// stands for the text ([`Cards::series`] gives one per text). No map keyed by cards is
/// iterated (its order would follow the ids): findings keep the log's order.
#[derive(Clone, Debug)]
pub(super) struct Key {
    pub(super) series: Rc<str>,
    pub(super) id: u32,
    pub(super) number: u32,
}

impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        self.id == other.id && self.number == other.number
    }
}

impl Eq for Key {}

impl std::hash::Hash for Key {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        packed(self.id, self.number).hash(state);
    }
}

impl Key {
    fn packed(&self) -> u64 {
        packed(self.id, self.number)
    }
}

/// A card of series `id` as one integer, the series in the high half: a series' cards are one
/// interval of the session's, so its cards declared are a range of one map and its retired
/// ones ranges of one set.
fn packed(id: u32, number: u32) -> u64 {
    (u64::from(id) << 32) | u64::from(number)
}

/// A card's `card` line.
pub(super) struct Known {
    pub(super) card: Card,
    /// Its shape was wrong (BG001): its claims are not judged.
    pub(super) bad: bool,
}

/// A card not declared yet: its `card` line goes here.
pub(super) struct Vacant<'a> {
    slot: VacantEntry<'a, u64, Known>,
    run: &'a mut Option<(u64, u64)>,
    live: &'a mut Ranges<u64>,
    k: u64,
}

impl Vacant<'_> {
    // Inlined into the `card` line's handling, with `vacant` (called once per `card` line, a
    // tenth of a bingo log's lines): left to the compiler, a change elsewhere in the crate once
    // put both out of line, 0.7 instructions a byte more on a 10 MB log.
    #[inline]
    pub(super) fn insert(self, known: Known) {
        self.slot.insert(known);
        let k = self.k;
        match self.run {
            Some((_, last)) if last.checked_add(1) == Some(k) => *last = k,
            run => {
                if let Some((a, b)) = run.replace((k, k)) {
                    self.live.insert(a, b);
                }
            }
        }
    }
}

/// What the session knows of a card.
pub(super) enum Status<'a> {
    /// Its `card` line, its partidas not over.
    Declared(&'a Known),
    /// Declared, and its partidas over: its rows dropped.
    Retired,
    /// No `card` line.
    Unknown,
}

/// The series remembered by default: far more than a session of a bingo hall names (a few
/// per partida), few enough that the check's memory stays flat (about 6 MiB at most).
pub(in crate::engine::bingo) const SERIES_REMEMBERED: u32 = 65_536;

/// No series (the ends of the order of naming).
const NONE: u32 = u32::MAX;

/// A series remembered: its name, its neighbours in the order the series were last named
/// (ids; [`NONE`] at the ends) and the last partida that named it.
struct Slot {
    name: Rc<str>,
    older: u32,
    newer: u32,
    partida: u32,
}

/// A series' name hashed, for `names`.
fn hash_of(name: &str) -> u64 {
    FxBuildHasher.hash_one(name)
}

/// The session's series and cards.
pub(super) struct Cards {
    /// The id of each series remembered, found by its name (in its slot): 4 bytes a series
    /// where a map keyed by the name took 24, at every series of the window.
    names: HashTable<u32>,
    /// The series remembered, by id; a forgotten series' slot is free for the next one.
    slots: Vec<Slot>,
    free: Vec<u32>,
    /// The ends of the order of naming: the series named longest ago, and the last.
    oldest: u32,
    newest: u32,
    /// How many series are remembered (at most; see [`Self::forget`]).
    window: usize,
    /// The partida under way (counted from the session's start, wrapping).
    partida: u32,
    /// Series forgotten so far, and whether the first is still to be reported.
    forgotten: u64,
    forgetting_unreported: bool,
    /// The last series looked up: the cards of a series come one after another.
    last: Option<(Rc<str>, u32)>,
    /// The cards declared and not retired, by [`packed`] key.
    declared: FxHashMap<u64, Known>,
    /// The keys of `declared` (with `run`), as ranges: retiring a `sold` range takes the cards declared
    /// within it, whatever its length (`sold A 1-4000000000` must not cost a look-up per
    /// number). A sorted map of the cards themselves would do both, but its insertions and
    /// removals cost several times a hash map's, on every card of the session.
    live: Ranges<u64>,
    /// The last run of consecutive keys declared, not yet in `live`: a series' cards come one
    /// after another, and adding each to `live` cost more than the hash map.
    run: Option<(u64, u64)>,
    /// A series known to have no card retired (since the last retirement).
    none_retired: Option<u32>,
    /// The cards retired, by [`packed`] key.
    retired: Ranges<u64>,
    /// Every card sold as a double card in the session: a claim on one outside its partidas,
    /// or its sale in a later one, cites the double cards' rule.
    doubles: Ranges<u64>,
    /// Cards with no `card` line already reported (BG010), by [`packed`] key, and the
    /// finding's index: a later claim on one is a label on it. Sorted, so that a series
    /// forgotten takes its own out (a look-up only on a claim on an unknown card).
    unknown: BTreeMap<u64, usize>,
}

impl Cards {
    /// A session remembering the last `window` series named (at least one).
    pub(super) fn new(window: u32) -> Cards {
        Cards {
            names: HashTable::new(),
            slots: Vec::new(),
            free: Vec::new(),
            oldest: NONE,
            newest: NONE,
            window: usize::try_from(window.max(1)).unwrap_or(usize::MAX),
            partida: 0,
            forgotten: 0,
            forgetting_unreported: false,
            last: None,
            declared: FxHashMap::default(),
            live: Ranges::default(),
            run: None,
            none_retired: None,
            retired: Ranges::default(),
            doubles: Ranges::default(),
            unknown: BTreeMap::new(),
        }
    }

    /// A partida begins: the series it names are not forgotten before the end of the next.
    pub(super) fn new_partida(&mut self) {
        self.partida = self.partida.wrapping_add(1);
        // Its first look-up of each series stamps it with this partida.
        self.last = None;
    }

    /// The series named `text`, shared, and its id.
    pub(super) fn series(&mut self, text: &str) -> (Rc<str>, u32) {
        if let Some((last, id)) = &self.last {
            if **last == *text {
                return (Rc::clone(last), *id);
            }
        }
        let hash = hash_of(text);
        let slots = &self.slots;
        let known = self.names.find(hash, |&id| slots.get(id as usize).is_some_and(|s| *s.name == *text));
        let found = match known.copied() {
            Some(id) => {
                let name = slots.get(id as usize).map_or_else(|| Rc::from(text), |s| Rc::clone(&s.name));
                self.touch(id);
                (name, id)
            }
            None => {
                // Room made first: the slot of a series forgotten is the new one's.
                self.forget();
                let name: Rc<str> = Rc::from(text);
                let id = self.remember(Rc::clone(&name), hash);
                (name, id)
            }
        };
        self.last = Some(found.clone());
        found
    }

    /// The id of the series named `text`, if it is remembered (a look-up that names nothing).
    pub(super) fn remembered(&self, text: &str) -> Option<u32> {
        if let Some((last, id)) = &self.last {
            if **last == *text {
                return Some(*id);
            }
        }
        let slots = &self.slots;
        self.names.find(hash_of(text), |&id| slots.get(id as usize).is_some_and(|s| *s.name == *text)).copied()
    }

    /// Series `id` was named in this partida: the last of the order of naming.
    fn touch(&mut self, id: u32) {
        let partida = self.partida;
        if let Some(s) = self.slots.get_mut(id as usize) {
            s.partida = partida;
        }
        if self.newest != id {
            self.unlink(id);
            self.link_newest(id);
        }
    }

    /// A new series (its name hashed): its id, a free slot or a new one.
    fn remember(&mut self, name: Rc<str>, hash: u64) -> u32 {
        let slot = Slot { name, older: NONE, newer: NONE, partida: self.partida };
        let id = match self.free.pop() {
            Some(id) => {
                if let Some(s) = self.slots.get_mut(id as usize) {
                    *s = slot;
                }
                id
            }
            None => {
                // Grown to the window exactly, not to the next power of two past it: the slots
                // are reused once it is full.
                let len = self.slots.len();
                if len == self.slots.capacity() && len < self.window && self.window - len < len {
                    self.slots.reserve_exact(self.window - len);
                }
                // More series remembered at once than a `u32` counts cannot be read into
                // memory: saturating is never reached.
                let id = u32::try_from(len).unwrap_or(NONE - 1);
                self.slots.push(slot);
                id
            }
        };
        let slots = &self.slots;
        self.names.insert_unique(hash, id, |&i| slots.get(i as usize).map_or(0, |s| hash_of(&s.name)));
        self.link_newest(id);
        id
    }

    fn unlink(&mut self, id: u32) {
        let Some(s) = self.slots.get(id as usize) else { return };
        let (older, newer) = (s.older, s.newer);
        match self.slots.get_mut(older as usize) {
            Some(o) => o.newer = newer,
            None => self.oldest = newer,
        }
        match self.slots.get_mut(newer as usize) {
            Some(n) => n.older = older,
            None => self.newest = older,
        }
    }

    fn link_newest(&mut self, id: u32) {
        let newest = self.newest;
        if let Some(s) = self.slots.get_mut(id as usize) {
            s.older = newest;
            s.newer = NONE;
        }
        match self.slots.get_mut(newest as usize) {
            Some(n) => n.newer = id,
            None => self.oldest = id,
        }
        self.newest = id;
    }

    /// A new series is named and the window is full: the series named longest ago is forgotten,
    /// unless a card of it is declared and not retired or it was named in this partida or the
    /// one before; then it counts as named now, and the next is tried. Two tries per series
    /// named: the cost stays constant, and the series over the window (kept for those reasons)
    /// are forgotten as the next ones are named.
    fn forget(&mut self) {
        for _ in 0..2 {
            if self.names.len() < self.window {
                return;
            }
            let id = self.oldest;
            let Some(slot) = self.slots.get(id as usize) else { return };
            let recent = self.partida.wrapping_sub(slot.partida) <= 1;
            let hash = hash_of(&slot.name);
            if recent || self.has_declared(id) {
                self.unlink(id);
                self.link_newest(id);
                continue;
            }
            self.unlink(id);
            if let Ok(entry) = self.names.find_entry(hash, |&i| i == id) {
                entry.remove();
            }
            self.free.push(id);
            let (first, last) = (packed(id, 0), packed(id, u32::MAX));
            self.retired.take(first, last);
            self.doubles.take(first, last);
            let reported: Vec<u64> = self.unknown.range(first..=last).map(|(&k, _)| k).collect();
            for k in reported {
                self.unknown.remove(&k);
            }
            if self.none_retired == Some(id) {
                self.none_retired = None;
            }
            if self.last.as_ref().is_some_and(|(_, l)| *l == id) {
                self.last = None;
            }
            if self.forgotten == 0 {
                self.forgetting_unreported = true;
            }
            self.forgotten += 1;
        }
    }

    /// Whether a card of series `id` is declared and not retired.
    fn has_declared(&mut self, id: u32) -> bool {
        self.flush();
        self.live.first_within(packed(id, 0), packed(id, u32::MAX)).is_some()
    }

    /// The window, once the first series was forgotten and not yet reported (then only once).
    pub(super) fn first_forgotten(&mut self) -> Option<usize> {
        std::mem::take(&mut self.forgetting_unreported).then_some(self.window)
    }

    /// The finding that reported card `key` had no `card` line, if any.
    pub(super) fn unknown_reported(&self, key: &Key) -> Option<usize> {
        self.unknown.get(&key.packed()).copied()
    }

    /// Card `key`'s having no `card` line is reported by finding `index`.
    pub(super) fn report_unknown(&mut self, key: &Key, index: usize) {
        self.unknown.insert(key.packed(), index);
    }

    pub(super) fn key(&mut self, series: &str, number: u32) -> Key {
        let (series, id) = self.series(series);
        Key { series, id, number }
    }

    pub(super) fn key_of(&mut self, card: &CardRef<'_>) -> Key {
        self.key(card.series, card.number)
    }

    /// `A-17` from a `pay` line's seat.
    pub(super) fn parse_key(&mut self, seat: &str) -> Option<Key> {
        let (s, n) = seat.rsplit_once('-')?;
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return None;
        }
        let n = n.parse().ok()?;
        Some(self.key(s, n))
    }

    /// Where a new card's `card` line goes; `None` when the card was declared before (its
    /// rows kept or retired).
    #[inline]
    pub(super) fn vacant(&mut self, key: &Key) -> Option<Vacant<'_>> {
        let k = key.packed();
        let Entry::Vacant(slot) = self.declared.entry(k) else { return None };
        // A series known to have none retired needs no look-up among the session's retired
        // cards (thousands of ranges).
        if self.none_retired != Some(key.id) {
            if self.retired.first_within(packed(key.id, 0), packed(key.id, u32::MAX)).is_none() {
                self.none_retired = Some(key.id);
            } else if self.retired.contains(k) {
                return None;
            }
        }
        Some(Vacant { slot, run: &mut self.run, live: &mut self.live, k })
    }

    /// `live` with the last run of keys declared.
    fn flush(&mut self) {
        if let Some((a, b)) = self.run.take() {
            self.live.insert(a, b);
        }
    }

    pub(super) fn status(&self, key: &Key) -> Status<'_> {
        // `declared` and `retired` are disjoint: the order of the look-ups does not matter.
        match self.declared.get(&key.packed()) {
            Some(known) => Status::Declared(known),
            None if self.retired.contains(key.packed()) => Status::Retired,
            None => Status::Unknown,
        }
    }

    /// The cards `first..=last` of series `id` can no longer be claimed (their partidas are
    /// over): those declared are retired. A card with no `card` line stays unknown.
    pub(super) fn retire(&mut self, id: u32, first: u32, last: u32) {
        if first > last {
            return;
        }
        self.flush();
        self.none_retired = None;
        for (a, b) in self.live.take(packed(id, first), packed(id, last)) {
            // Every number of `live` is a key of `declared`.
            for k in a..=b {
                self.declared.remove(&k);
            }
            self.retired.insert(a, b);
        }
    }

    /// The first retired card of `first..=last` of series `id`, if any.
    pub(super) fn first_retired(&self, id: u32, first: u32, last: u32) -> Option<u32> {
        // The low half of a card of series `id` is its number.
        self.retired.first_within(packed(id, first), packed(id, last)).map(|k| k as u32)
    }

    /// Cards `first..=last` of series `id` sold as double cards.
    pub(super) fn sold_double(&mut self, id: u32, first: u32, last: u32) {
        if first <= last {
            self.doubles.add(packed(id, first), packed(id, last));
        }
    }

    /// Whether card `number` of series `id` was ever sold as a double card.
    pub(super) fn was_double(&self, id: u32, number: u32) -> bool {
        self.doubles.contains(packed(id, number))
    }
}

//! The session's cards: each series named once, the cards declared (`card` lines) and the
//! cards retired.
//!
//! A card is valid for one partida, a double card for its two (docs/log-format.md § 15), so
//! once the partida it was sold for is over (a double card's second; an annulled partida's
//! cards at its end) no claim on it can be legitimate: its rows are dropped and its number kept among its series' **retired** ones, as
//! ranges ([`Ranges`]). What the log may still say of it is judged as if its rows were kept: a
//! `card` line is a card declared twice (BG001), a claim verified `good` one on a card not in
//! play (BG010), and a sale a card sold again (BG010). The session's memory is then the cards
//! declared and not yet retired, and a few bytes per series, however long the session: keeping
//! every card declared made it grow with the log (136,418 cards on a simulated 10 MB log).

use std::collections::hash_map::{Entry, VacantEntry};
use std::rc::Rc;

use rustc_hash::FxHashMap;

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

/// The session's series and cards.
#[derive(Default)]
pub(super) struct Cards {
    /// Each series named in the session, once, and its id (the order it was first named).
    names: FxHashMap<Rc<str>, u32>,
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
}

impl Cards {
    /// The series named `text`, shared, and its id.
    pub(super) fn series(&mut self, text: &str) -> (Rc<str>, u32) {
        if let Some((last, id)) = &self.last {
            if **last == *text {
                return (Rc::clone(last), *id);
            }
        }
        let found = match self.names.get_key_value(text) {
            Some((name, &id)) => (Rc::clone(name), id),
            None => {
                let name: Rc<str> = Rc::from(text);
                // More series than a `u32` counts cannot be read into memory: saturating is
                // never reached.
                let id = u32::try_from(self.names.len()).unwrap_or(u32::MAX);
                self.names.insert(Rc::clone(&name), id);
                (name, id)
            }
        };
        self.last = Some(found.clone());
        found
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

//! Name → id maps for the words a log repeats on every line (seats, bet kinds).
//!
//! Nearly every such name is short, so it is looked up as one integer (its bytes and length
//! packed together) in a small direct-mapped table: no string hashing or comparison per line.
//! Names of up to 7 bytes (the seats, most bet kinds) have a 64-bit key, names of 8 to 15 bytes
//! a 128-bit one, each in its own table; names that are longer, or whose slot is taken, go to
//! hash maps.

use std::hash::Hash;

use rustc_hash::FxHashMap;

#[derive(Clone, Debug)]
pub(crate) struct NameMap<V> {
    short: Table<u64, V>,
    medium: Table<u128, V>,
    long: FxHashMap<Box<str>, V>,
}

/// A direct-mapped table of packed names, with a hash map for the names whose slot is taken.
#[derive(Clone, Debug)]
struct Table<K, V> {
    slots: Box<Slots<K, V>>,
    spill: FxHashMap<K, V>,
}

/// The first name of each slot (its key, [`Key::EMPTY`] while it has none) and its value. Keys
/// and values apart, and no `Option` per slot: a lookup is one key comparison.
#[derive(Clone, Debug)]
struct Slots<K, V> {
    keys: [K; SLOTS],
    values: [V; SLOTS],
}

const SLOTS: usize = 64;

/// A packed name: its bytes, zero-padded, with its length in the last byte. Two names have the
/// same key only if they are equal.
trait Key: Copy + Eq + Hash {
    /// No name's key: the last byte of a key is a length below 16.
    const EMPTY: Self;
    fn slot(self) -> usize;
}

impl Key for u64 {
    const EMPTY: u64 = u64::MAX;

    #[inline(always)]
    fn slot(self) -> usize {
        (self.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58) as usize
    }
}

impl Key for u128 {
    const EMPTY: u128 = u128::MAX;

    #[inline(always)]
    fn slot(self) -> usize {
        ((self as u64) ^ ((self >> 64) as u64).rotate_left(29)).slot()
    }
}

impl<K: Key, V: Copy + Default> Default for Table<K, V> {
    fn default() -> Self {
        Table {
            slots: Box::new(Slots { keys: [K::EMPTY; SLOTS], values: [V::default(); SLOTS] }),
            spill: FxHashMap::default(),
        }
    }
}

impl<K: Key, V: Copy> Table<K, V> {
    #[inline(always)]
    fn get(&self, k: K) -> Option<&V> {
        let s = k.slot();
        if self.slots.keys[s] == k { Some(&self.slots.values[s]) } else { self.spill.get(&k) }
    }

    fn insert(&mut self, k: K, value: V) -> Option<V> {
        let s = k.slot();
        if self.slots.keys[s] == k {
            Some(std::mem::replace(&mut self.slots.values[s], value))
        } else if self.slots.keys[s] == K::EMPTY && !self.spill.contains_key(&k) {
            self.slots.keys[s] = k;
            self.slots.values[s] = value;
            None
        } else {
            self.spill.insert(k, value)
        }
    }
}

impl<V: Copy + Default> Default for NameMap<V> {
    fn default() -> Self {
        NameMap { short: Table::default(), medium: Table::default(), long: FxHashMap::default() }
    }
}

/// The key of a name of at most 7 bytes: its bytes, then its length in the top byte. A few
/// loads instead of a loop or a `memcpy` call: the two loads of each case overlap, and the bytes
/// they share are the same.
#[inline(always)]
fn short_key(b: &[u8]) -> u64 {
    let n = b.len();
    let half = |at: usize| b.get(at..at + 4).and_then(|s| <[u8; 4]>::try_from(s).ok()).map_or(0, u32::from_le_bytes);
    let byte = |at: usize| b.get(at).map_or(0, |&c| u64::from(c)) << (8 * at);
    let bytes = match n {
        0 => 0,
        // Seats (`p1`, `s12`…) are the names looked up most: two bytes, one load.
        2 => b.get(..2).and_then(|s| <[u8; 2]>::try_from(s).ok()).map_or(0, |s| u64::from(u16::from_le_bytes(s))),
        1..=3 => byte(0) | byte(n / 2) | byte(n - 1),
        _ => u64::from(half(0)) | u64::from(half(n - 4)) << (8 * (n - 4)),
    };
    bytes | (n as u64) << 56
}

/// The key of a name of 8 to 15 bytes, as [`short_key`] in 128 bits.
#[inline(always)]
fn medium_key(b: &[u8]) -> u128 {
    let n = b.len();
    let word = |at: usize| b.get(at..at + 8).and_then(|s| <[u8; 8]>::try_from(s).ok()).map_or(0, u64::from_le_bytes);
    u128::from(word(0)) | u128::from(word(n - 8)) << (8 * (n - 8)) | (n as u128) << 120
}

impl<V: Copy> NameMap<V> {
    #[inline(always)]
    pub(crate) fn get(&self, name: &str) -> Option<&V> {
        let b = name.as_bytes();
        match b.len() {
            0..8 => self.short.get(short_key(b)),
            8..16 => self.medium.get(medium_key(b)),
            _ => self.long.get(name),
        }
    }

    /// Adds `name`, returning the value it had, if any.
    pub(crate) fn insert(&mut self, name: &str, value: V) -> Option<V> {
        let b = name.as_bytes();
        match b.len() {
            0..8 => self.short.insert(short_key(b), value),
            8..16 => self.medium.insert(medium_key(b), value),
            _ => self.long.insert(name.into(), value),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_and_long_names() {
        let mut m = NameMap::default();
        let names = [
            "",
            "a",
            "a\0",
            "ab",
            "ba",
            "abc",
            "acb",
            "s1",
            "s10",
            "p4",
            "pleno",
            "seisena",
            "cuadro",
            "abcdefg",
            "abcdefgh",
            "abcdefghi",
            "dos-docenas",
            "fifteen-bytes-x",
            "sixteen-bytes-xx",
            "a-much-longer-name",
        ];
        for (i, n) in names.iter().enumerate() {
            assert_eq!(m.insert(n, i), None, "{n}");
        }
        for (i, n) in names.iter().enumerate() {
            assert_eq!(m.get(n), Some(&i), "{n}");
        }
        assert_eq!(m.get("s2"), None);
        assert_eq!(m.get("sixteen-bytes-xy"), None);
        assert_eq!(m.insert("s1", 99), Some(7));
        assert_eq!(m.get("s1"), Some(&99));
    }

    #[test]
    fn many_names_share_slots() {
        let mut m = NameMap::default();
        for i in 0..5000u32 {
            assert_eq!(m.insert(&format!("s{i}"), i), None);
        }
        for i in 0..5000u32 {
            assert_eq!(m.get(&format!("s{i}")), Some(&i));
            assert_eq!(m.insert(&format!("s{i}"), i + 1), Some(i));
            assert_eq!(m.get(&format!("s{i}")), Some(&(i + 1)));
        }
        assert_eq!(m.get("s5000"), None);
    }

    #[test]
    fn many_medium_names_share_slots() {
        let mut m = NameMap::default();
        for i in 0..5000u32 {
            assert_eq!(m.insert(&format!("seat-{i:06}"), i), None);
        }
        for i in 0..5000u32 {
            assert_eq!(m.get(&format!("seat-{i:06}")), Some(&i));
        }
        assert_eq!(m.get("seat-005000"), None);
        assert_eq!(m.get("seat-00500"), None);
    }
}

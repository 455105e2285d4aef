//! Name → id maps for the words a log repeats on every line (seats, bet kinds).
//!
//! Nearly every such name is short, so it is looked up as one integer (its bytes and length
//! packed into a `u128`) in a small direct-mapped table: no string hashing or comparison per
//! line. Names that are longer, or whose slot is taken, go to hash maps.

use rustc_hash::FxHashMap;

#[derive(Clone, Debug)]
pub(crate) struct NameMap<V> {
    slots: Box<Slots<V>>,
    short: FxHashMap<u128, V>,
    long: FxHashMap<Box<str>, V>,
}

/// The first short name of each slot (its key, [`EMPTY`] while it has none) and its value. Keys
/// and values apart, and no `Option` per slot: a lookup is one key comparison.
#[derive(Clone, Debug)]
struct Slots<V> {
    keys: [u128; SLOTS],
    values: [V; SLOTS],
}

const SLOTS: usize = 64;

/// No name's key: a key's last byte is a length below 16.
const EMPTY: u128 = u128::MAX;

impl<V: Copy + Default> Default for NameMap<V> {
    fn default() -> Self {
        NameMap {
            slots: Box::new(Slots { keys: [EMPTY; SLOTS], values: [V::default(); SLOTS] }),
            short: FxHashMap::default(),
            long: FxHashMap::default(),
        }
    }
}

#[inline(always)]
fn slot(key: u128) -> usize {
    let mixed = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    (mixed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58) as usize
}

/// The bytes of a name shorter than 16 bytes, zero-padded, with its length in the last byte:
/// two names have the same key only if they are equal.
#[inline(always)]
fn short_key(name: &str) -> Option<u128> {
    let b = name.as_bytes();
    if b.len() >= 16 {
        return None;
    }
    Some(pack(b) | (b.len() as u128) << 120)
}

/// Bytes `b` (fewer than 16) as a little-endian integer, with a few loads instead of a loop or
/// a `memcpy` call: the two loads of each case overlap, and the bytes they share are the same.
#[inline(always)]
fn pack(b: &[u8]) -> u128 {
    let n = b.len();
    let word = |at: usize| b.get(at..at + 8).and_then(|s| <[u8; 8]>::try_from(s).ok()).map_or(0, u64::from_le_bytes);
    let half = |at: usize| b.get(at..at + 4).and_then(|s| <[u8; 4]>::try_from(s).ok()).map_or(0, u32::from_le_bytes);
    let byte = |at: usize| b.get(at).map_or(0, |&c| u64::from(c)) << (8 * at);
    // Names of up to 7 bytes (nearly all seats and kinds) are put together in 64 bits: shifts
    // of a `u128` by a variable amount cost several instructions each.
    match n {
        0 => 0,
        // Seats (`p1`, `s12`…) are the names looked up most: two bytes, one load.
        2 => b.get(..2).and_then(|s| <[u8; 2]>::try_from(s).ok()).map_or(0, |s| u128::from(u16::from_le_bytes(s))),
        1..=3 => u128::from(byte(0) | byte(n / 2) | byte(n - 1)),
        4..=7 => u128::from(u64::from(half(0)) | u64::from(half(n - 4)) << (8 * (n - 4))),
        _ => u128::from(word(0)) | u128::from(word(n - 8)) << (8 * (n - 8)),
    }
}

impl<V: Copy> NameMap<V> {
    #[inline(always)]
    pub(crate) fn get(&self, name: &str) -> Option<&V> {
        match short_key(name) {
            Some(k) => {
                let s = slot(k);
                if self.slots.keys[s] == k { Some(&self.slots.values[s]) } else { self.short.get(&k) }
            }
            None => self.long.get(name),
        }
    }

    /// Adds `name`, returning the value it had, if any.
    pub(crate) fn insert(&mut self, name: &str, value: V) -> Option<V> {
        match short_key(name) {
            Some(k) => {
                let s = slot(k);
                if self.slots.keys[s] == k {
                    Some(std::mem::replace(&mut self.slots.values[s], value))
                } else if self.slots.keys[s] == EMPTY && !self.short.contains_key(&k) {
                    self.slots.keys[s] = k;
                    self.slots.values[s] = value;
                    None
                } else {
                    self.short.insert(k, value)
                }
            }
            None => self.long.insert(name.into(), value),
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
}

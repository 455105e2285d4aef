//! A stake's seat as the round keys it: its text packed into one word, so that a stake is
//! found by comparing integers (see [`Seat`]).

/// A stake's seat, kept as the key its stakes are looked up by: every stake and settlement line
/// looks one up, and a seat's text compared byte by byte (or hashed) cost more than the rest of
/// the lookup. A seat of at most [`Seat::INLINE`] bytes (every seat a table writes, `p12`) is
/// its bytes and its length in one 16-byte word, compared as one integer and read back as
/// text for a finding; a longer one is a hash of its text in that word, its text kept beside
/// (compared only when the words are equal), so that any seat a log writes works.
#[derive(Clone, Debug)]
pub struct Seat {
    key: SeatKey,
    /// The text of a seat longer than [`Seat::INLINE`] bytes; `None` for a short one.
    long: Option<Box<str>>,
}

/// [`Seat`]'s word: a short seat's bytes, zero-padded, its length in the last byte; a long
/// seat's text hash in the first eight, `u8::MAX` (`Seat::LONG`) in the last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SeatKey([u8; 16]);

impl SeatKey {
    /// As one integer: compared in a single step, not byte by byte.
    #[inline]
    fn word(self) -> u128 {
        u128::from_le_bytes(self.0)
    }

    /// A long seat's word: its text must be compared too.
    #[inline]
    fn is_long(self) -> bool {
        self.0[15] == Seat::LONG
    }
}

impl Seat {
    /// The longest seat kept inline in its word.
    pub const INLINE: usize = 15;
    /// The last byte of a long seat's word (a short seat's is its length, at most 15).
    const LONG: u8 = u8::MAX;

    /// The word of the seat written `text` (no allocation: a lookup builds one per line).
    #[inline]
    pub fn key_of(text: &str) -> SeatKey {
        let b = text.as_bytes();
        if b.len() > Self::INLINE {
            return Self::long_key(b);
        }
        // Shifted into two 64-bit halves byte by byte (a copy of a few bytes of unknown length
        // would be a call to `memcpy`, and a 128-bit shift is several instructions), the
        // length in the last byte.
        let (mut lo, mut hi) = (0u64, (b.len() as u64) << 56);
        for (i, &c) in b.iter().enumerate() {
            if i < 8 {
                lo |= u64::from(c) << (8 * i);
            } else {
                hi |= u64::from(c) << (8 * (i - 8));
            }
        }
        SeatKey((u128::from(hi) << 64 | u128::from(lo)).to_le_bytes())
    }

    /// The word of a seat longer than [`Seat::INLINE`] bytes: its text's hash (a log no table
    /// writes; the text decides).
    #[cold]
    fn long_key(b: &[u8]) -> SeatKey {
        use std::hash::Hasher;
        let mut h = rustc_hash::FxHasher::default();
        h.write(b);
        let mut k = [0u8; 16];
        k[..8].copy_from_slice(&h.finish().to_le_bytes());
        k[15] = Self::LONG;
        SeatKey(k)
    }

    pub fn new(text: &str) -> Seat {
        Self::with_key(Self::key_of(text), text)
    }

    /// The seat written `text`, its word `key` already made ([`Seat::key_of`]).
    #[inline]
    pub fn with_key(key: SeatKey, text: &str) -> Seat {
        Seat { key, long: key.is_long().then(|| Box::from(text)) }
    }

    /// Whether this is the seat written `text`, whose word is `key` ([`Seat::key_of`]).
    #[inline]
    pub fn is(&self, key: SeatKey, text: &str) -> bool {
        self.key.word() == key.word() && (!key.is_long() || self.long.as_deref() == Some(text))
    }

    pub fn key(&self) -> SeatKey {
        self.key
    }

    /// Its text, for a finding.
    pub fn as_str(&self) -> &str {
        match &self.long {
            Some(text) => text,
            // The bytes of a whole `&str`: always UTF-8.
            None => std::str::from_utf8(&self.key.0[..usize::from(self.key.0[15])]).unwrap_or_default(),
        }
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq for Seat {
    fn eq(&self, other: &Seat) -> bool {
        self.is(other.key, other.as_str())
    }
}

impl Eq for Seat {}

impl PartialEq<Seat> for &str {
    fn eq(&self, other: &Seat) -> bool {
        other.is(Seat::key_of(self), self)
    }
}

#[cfg(test)]
mod tests {
    use super::Seat;

    /// A stake is found by its seat's word: a seat is the seat written the same text and no
    /// other (short seats inline, long ones by their text), and reads back as that text.
    #[test]
    fn a_seat_is_its_text_and_only_it() {
        let long = "jugador-de-la-mesa-siete";
        let texts = ["", "p", "p1", "p12", "p21", "P1", "p1 ", "ñ", "12345678", "123456789", "123456789012345", long];
        for a in texts {
            let seat = Seat::new(a);
            assert_eq!(seat.as_str(), a);
            assert_eq!(seat.to_string(), a);
            for b in texts.into_iter().chain(["1234567890123456", "jugador-de-la-mesa-sieta"]) {
                assert_eq!(seat.is(Seat::key_of(b), b), a == b, "{a:?} against {b:?}");
                assert_eq!(b == seat, a == b, "{a:?} against {b:?}");
            }
        }
        // Two long seats whose words were equal would still differ by their text.
        assert!(!Seat::new(long).is(Seat::key_of(long), "jugador-de-la-mesa-sieta"));
    }
}

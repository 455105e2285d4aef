//! The seal of an input for the chain of custody: the SHA-256 of its bytes and their count, so
//! that an acta says exactly what was examined, and so that a file exported twice is told from
//! another session of the same table only by its content ([`crate::study::estudios`]).

use std::fs::File;
use std::io::Read;
use std::path::Path;

use serde::{Serialize, Serializer};
use sha2::{Digest, Sha256};

use super::{FileReport, SourceHandle};

/// The SHA-256 of an input's bytes and their count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seal {
    pub sha256: [u8; 32],
    pub size: u64,
}

impl Seal {
    /// The seal of bytes in memory.
    pub fn of_bytes(bytes: &[u8]) -> Seal {
        Seal { sha256: Sha256::digest(bytes).into(), size: bytes.len() as u64 }
    }

    /// The seal of a file as it is on disk, read in blocks (a day's export need not fit in
    /// memory); `None` when it cannot be read.
    pub fn of_file(path: &Path) -> Option<Seal> {
        let mut file = File::open(path).ok()?;
        let mut hasher = Sha256::new();
        let mut buf = vec![0u8; 64 * 1024];
        let mut size = 0u64;
        loop {
            match file.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => {
                    hasher.update(&buf[..n]);
                    size += n as u64;
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => return None,
            }
        }
        Some(Seal { sha256: hasher.finalize().into(), size })
    }

    /// The digest in lower-case hexadecimal, as `sha256sum` writes it.
    pub fn hex(&self) -> String {
        hex(&self.sha256)
    }
}

/// Bytes in lower-case hexadecimal.
pub fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(out, "{b:02x}");
    }
    out
}

impl Serialize for Seal {
    /// `{"sha256": "<hex>", "size": <bytes>}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(2))?;
        m.serialize_entry("sha256", &self.hex())?;
        m.serialize_entry("size", &self.size)?;
        m.end()
    }
}

impl FileReport {
    /// The input's seal: the one taken when it was checked, else its source's now (a file read
    /// again from disk, bytes in memory); `None` for an input that could not be read.
    pub fn seal(&self) -> Option<Seal> {
        if let Some(s) = self.stats.seal {
            return Some(s);
        }
        match &self.source {
            SourceHandle::Path(p) => Seal::of_file(p),
            // An unreadable input's source is empty: it has nothing to seal.
            SourceHandle::Bytes(b) if b.is_empty() && self.has_input_error() && self.stats.lines == 0 => None,
            SourceHandle::Bytes(b) => Some(Seal::of_bytes(b)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digests_of_known_texts() {
        // FIPS 180-2's example, and the empty text.
        assert_eq!(Seal::of_bytes(b"abc").hex(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assert_eq!(Seal::of_bytes(b"").hex(), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
        assert_eq!(Seal::of_bytes(b"abc").size, 3);
    }
}

//! Telling text from what is not: binary data, and text in a legacy encoding (a log exported from
//! Windows in Windows-1252). Used only on lines that could not be read, never on the fast path.

/// Index of the first byte that no text file holds: a control character other than tab, line
/// feed, vertical tab, form feed, carriage return and escape (NUL above all). Text in any
/// single-byte or UTF-8 encoding has none; executables, archives, images and UTF-16 text are
/// full of them.
pub fn binary_at(bytes: &[u8]) -> Option<usize> {
    bytes.iter().position(|&b| matches!(b, 0x00..=0x08 | 0x0E..=0x1A | 0x1C..=0x1F))
}

/// The encoding a UTF-16 byte-order mark at the start of `bytes` names (Windows Notepad's
/// "Unicode" is UTF-16LE).
pub fn utf16_bom(bytes: &[u8]) -> Option<&'static str> {
    match bytes {
        [0xFF, 0xFE, ..] => Some("utf-16le"),
        [0xFE, 0xFF, ..] => Some("utf-16be"),
        _ => None,
    }
}

/// The characters outside ASCII that a Spanish log (in Castilian, Catalan, Galician or Basque)
/// writes: a line whose other bytes decode to these is taken for Windows-1252.
const SPANISH: &str = "áéíóúüñçàèòïÁÉÍÓÚÜÑÇÀÈÒÏ¿¡ºª€·«»°";

/// Whether a line that is not UTF-8 reads as Windows-1252 text (Latin-1 as Windows writes it:
/// `ñ` as the byte 0xF1): every byte decodes to ASCII or to a letter or sign of Spain's
/// languages, so that a stray byte (`ÿ`) is not taken for one. What it would read as, for the
/// message: the first character that is not ASCII.
pub fn as_windows_1252(bytes: &[u8]) -> Option<char> {
    if binary_at(bytes).is_some() {
        return None;
    }
    let (text, _, had_errors) = encoding_rs::WINDOWS_1252.decode(bytes);
    if had_errors || text.chars().any(|c| !c.is_ascii() && !SPANISH.contains(c)) {
        return None;
    }
    text.chars().find(|c| !c.is_ascii())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_bytes() {
        assert_eq!(binary_at(b"bet s1 rojo 10\t# ok\r"), None);
        assert_eq!(binary_at(b"\x7fELF\x02\x01\x01\x00"), Some(4));
        assert_eq!(binary_at(b"m\x00e\x00"), Some(1));
    }

    #[test]
    fn windows_1252() {
        assert_eq!(as_windows_1252(b"# Sesi\xF3n de ma\xF1ana"), Some('ó'));
        assert_eq!(as_windows_1252(b"a\x81b"), None);
        assert_eq!(as_windows_1252(b"mesa: \xFF"), None, "`\u{ff}` is no Spanish letter");
        assert_eq!(as_windows_1252(b"a\x00\xF1"), None);
        assert_eq!(utf16_bom(b"\xFF\xFEm\x00"), Some("utf-16le"));
        assert_eq!(utf16_bom(b"mesa"), None);
    }
}

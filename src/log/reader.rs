//! Splits input into lines without loading it whole: memory stays flat whatever the log's size.

use std::io::{self, BufRead};

/// One line as read: its 1-based number, the byte offset of its first byte, and its bytes
/// without the line terminator (`\n` or `\r\n`).
pub struct RawLine<'a> {
    pub no: u32,
    pub offset: u64,
    pub bytes: &'a [u8],
}

pub struct LineReader<R> {
    inner: R,
    buf: Vec<u8>,
    no: u32,
    offset: u64,
    /// Bytes consumed so far (the size of the input once exhausted).
    pub consumed: u64,
}

impl<R: BufRead> LineReader<R> {
    pub fn new(inner: R) -> LineReader<R> {
        LineReader { inner, buf: Vec::with_capacity(256), no: 0, offset: 0, consumed: 0 }
    }

    /// The next line, or `None` at end of input.
    pub fn next_line(&mut self) -> io::Result<Option<RawLine<'_>>> {
        self.buf.clear();
        let n = self.inner.read_until(b'\n', &mut self.buf)?;
        if n == 0 {
            return Ok(None);
        }
        self.offset = self.consumed;
        self.consumed += n as u64;
        self.no = self.no.saturating_add(1);
        let mut end = self.buf.len();
        if end > 0 && self.buf[end - 1] == b'\n' {
            end -= 1;
            if end > 0 && self.buf[end - 1] == b'\r' {
                end -= 1;
            }
        }
        Ok(Some(RawLine { no: self.no, offset: self.offset, bytes: &self.buf[..end] }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_lines_with_offsets() {
        let mut r = LineReader::new(&b"ab\r\ncd\n\nlast"[..]);
        let mut got = Vec::new();
        while let Some(l) = r.next_line().unwrap() {
            got.push((l.no, l.offset, String::from_utf8(l.bytes.to_vec()).unwrap()));
        }
        assert_eq!(
            got,
            vec![(1, 0, "ab".into()), (2, 4, "cd".into()), (3, 7, "".into()), (4, 8, "last".into())]
        );
        assert_eq!(r.consumed, 12);
    }
}

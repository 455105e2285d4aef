//! Splits input into lines without loading it whole: memory stays flat whatever the log's size.
//!
//! Lines are found with `memchr` over a large buffer and handed out as slices of it, so a line is
//! never copied; only the tail of a line that straddles two reads is moved to the buffer's front.

use std::io::{self, Read};

/// One line as read: its 1-based number, the byte offset of its first byte, and its bytes
/// without the line terminator (`\n` or `\r\n`).
pub struct RawLine<'a> {
    pub no: u32,
    pub offset: u64,
    pub bytes: &'a [u8],
    /// The line as text when it lies in a stretch already validated as UTF-8; `None` when it
    /// must be validated on its own (and may be invalid).
    pub text: Option<&'a str>,
    /// `Some(length)` for a line longer than [`MAX_LINE`]: it was skipped, not kept (`bytes` is
    /// empty), so that one absurd line cannot exhaust memory.
    pub too_long: Option<u64>,
    /// Index in `bytes` of the line's first `#` (a comment starts there), if any.
    pub hash: Option<usize>,
}

/// The longest line kept, in bytes (no event of the format comes near it).
pub const MAX_LINE: usize = 1 << 20;

const CHUNK: usize = 1 << 18;

/// `next_hash` when no `#` lies in the data read so far.
const NO_HASH: usize = usize::MAX;

pub struct LineReader<R> {
    inner: R,
    buf: Vec<u8>,
    /// Unconsumed data is `buf[start..end]`.
    start: usize,
    end: usize,
    eof: bool,
    /// How far the last `fill` moved the data toward the front.
    shifted: usize,
    /// `buf[start..valid]` is known to be UTF-8 and ends at a line boundary.
    valid: usize,
    no: u32,
    /// File offset of `buf[start]`: the bytes handed out so far, terminators included.
    pos: u64,
    /// Newlines not yet handed out in the 64 bytes from `buf[nl_block]`: bit `i` for a `\n` at
    /// `nl_block + i` (below `end`). Lines are short (~25 bytes), so finding newlines 64 bytes at
    /// a time and keeping the rest for the next lines costs a few instructions a line, where a
    /// `memchr` call per line costs ~50.
    nl_block: usize,
    nl_bits: u64,
    /// Index of the first `#` in `buf[start..end]`, or [`NO_HASH`]. Comments are rare, so `#`
    /// is searched for once per stretch of input that lacks one, not once per line.
    next_hash: usize,
    /// Whether the start of the input was looked at for a byte-order mark.
    bom_checked: bool,
}

/// The UTF-8 byte-order mark, which some Windows editors write at the start of a file.
const BOM: &[u8] = b"\xEF\xBB\xBF";

impl<R: Read> LineReader<R> {
    pub fn new(inner: R) -> LineReader<R> {
        LineReader {
            inner,
            buf: vec![0; CHUNK],
            start: 0,
            end: 0,
            eof: false,
            shifted: 0,
            valid: 0,
            no: 0,
            pos: 0,
            nl_block: 0,
            nl_bits: 0,
            next_hash: NO_HASH,
            bom_checked: false,
        }
    }

    /// Bytes handed out so far, terminators included (the input's size once exhausted).
    pub fn consumed(&self) -> u64 {
        self.pos
    }

    /// The next line, or `None` at end of input.
    // Inlined into the caller's loop: as a call (with `take`) it costs ~75 instructions a line.
    // Forced: the checker has two reading loops (the French deck's and the Spanish deck's), and
    // with a second caller the compiler stopped inlining it (+5 % on punto y banca).
    #[inline(always)]
    pub fn next_line(&mut self) -> io::Result<Option<RawLine<'_>>> {
        loop {
            let found = self.next_newline();
            let line_end = found.unwrap_or(self.end);
            if line_end - self.start > MAX_LINE {
                return self.skip_long_line().map(Some);
            }
            if let Some(nl) = found {
                return Ok(Some(self.take(nl, true)));
            }
            if self.eof {
                if self.start == self.end {
                    return Ok(None);
                }
                let end = self.end;
                return Ok(Some(self.take(end, false)));
            }
            if self.end - self.start > MAX_LINE {
                return self.skip_long_line().map(Some);
            }
            let searched = self.end;
            self.fill()?;
            self.scan_from(searched - self.shifted);
            self.validate();
        }
    }

    /// The next newline at or after `start` in the data read so far.
    #[inline]
    fn next_newline(&mut self) -> Option<usize> {
        while self.nl_bits == 0 {
            let next = self.nl_block + 64;
            if next >= self.end {
                return None;
            }
            self.scan_from(next);
        }
        let at = self.nl_block + self.nl_bits.trailing_zeros() as usize;
        self.nl_bits &= self.nl_bits - 1;
        Some(at)
    }

    /// Finds the newlines in the (up to) 64 bytes of data from `buf[from]`.
    fn scan_from(&mut self, from: usize) {
        let len = self.end - from;
        let bits = match self.buf[from..].first_chunk::<64>() {
            Some(block) => newline_bits(block),
            // Near the end of the buffer: fewer than 64 bytes, so fewer than 64 of data.
            None => self.buf[from..self.end].iter().rev().fold(0, |bits, &b| bits << 1 | u64::from(b == b'\n')),
        };
        // Bytes past `end` are stale data from an earlier read.
        self.nl_bits = if len < 64 { bits & ((1 << len) - 1) } else { bits };
        self.nl_block = from;
    }

    /// The line from `start` to `line_end`, followed by a `\n` if `terminated` (a constant
    /// where this is inlined, so the newline path has no test for a missing terminator).
    #[inline]
    fn take(&mut self, line_end: usize, terminated: bool) -> RawLine<'_> {
        let begin = self.start;
        let next = line_end + usize::from(terminated);
        let offset = self.pos;
        let len = (next - begin) as u64;
        self.pos += len;
        self.start = next;
        self.no = self.no.saturating_add(1);
        let hash = if self.next_hash < line_end {
            let at = self.next_hash - begin;
            self.next_hash = self.find_hash(next);
            Some(at)
        } else {
            None
        };
        let line = &self.buf[begin..line_end];
        // A `\r` before the `\n` belongs to the terminator (a last line without `\n` keeps it).
        let bytes = match line {
            [rest @ .., b'\r'] if terminated => rest,
            _ => line,
        };
        let end = begin + bytes.len();
        let text = if end <= self.valid {
            // SAFETY: `buf[begin..valid]` was validated as UTF-8 by `validate` and has not
            // changed since; `begin` and `end` sit at line boundaries (just after a `\n`, or at
            // a `\r`/`\n` byte), which are ASCII and so character boundaries.
            Some(unsafe { std::str::from_utf8_unchecked(bytes) })
        } else {
            None
        };
        RawLine { no: self.no, offset, bytes, text, too_long: None, hash }
    }

    /// Discards the rest of an over-long line, reading on to its end.
    #[cold]
    fn skip_long_line(&mut self) -> io::Result<RawLine<'_>> {
        let offset = self.pos;
        let mut len = 0u64;
        loop {
            let found = memchr::memchr(b'\n', &self.buf[self.start..self.end]);
            let upto = found.map_or(self.end, |i| self.start + i + 1);
            let n = (upto - self.start) as u64;
            len += n;
            self.pos += n;
            self.start = upto;
            if found.is_some() || self.eof {
                break;
            }
            self.fill()?;
            if self.eof && self.start == self.end {
                break;
            }
        }
        if self.next_hash < self.start {
            self.next_hash = self.find_hash(self.start);
        }
        self.scan_from(self.start);
        self.no = self.no.saturating_add(1);
        Ok(RawLine { no: self.no, offset, bytes: &[], text: None, too_long: Some(len), hash: None })
    }

    /// Validates the complete lines now in the buffer as UTF-8 in one pass (far cheaper than
    /// line by line); an invalid stretch is left for line-by-line validation.
    fn validate(&mut self) {
        let region = &self.buf[self.start..self.end];
        let complete = match memchr::memrchr(b'\n', region) {
            Some(i) => i + 1,
            None => 0,
        };
        self.valid =
            if simdutf8::basic::from_utf8(&region[..complete]).is_ok() { self.start + complete } else { self.start };
    }

    /// The first `#` in `buf[from..end]`, or [`NO_HASH`].
    fn find_hash(&self, from: usize) -> usize {
        memchr::memchr(b'#', &self.buf[from..self.end]).map_or(NO_HASH, |i| from + i)
    }
}

/// Bit `i` set for each `\n` at `block[i]`.
#[cfg(target_arch = "x86_64")]
fn newline_bits(block: &[u8; 64]) -> u64 {
    use std::arch::x86_64::{__m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8};
    let mut bits = 0;
    for (i, part) in block.chunks_exact(16).enumerate() {
        // SAFETY: SSE2 is part of every x86_64 target, so the instructions exist; `part` is
        // 16 readable bytes, and `loadu` has no alignment requirement.
        let mask = unsafe {
            let v = _mm_loadu_si128(part.as_ptr().cast::<__m128i>());
            _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(b'\n' as i8)))
        };
        bits |= u64::from(mask as u16) << (16 * i);
    }
    bits
}

/// Bit `i` set for each `\n` at `block[i]`.
#[cfg(not(target_arch = "x86_64"))]
fn newline_bits(block: &[u8; 64]) -> u64 {
    block.iter().rev().fold(0, |bits, &b| bits << 1 | u64::from(b == b'\n'))
}

impl<R: Read> LineReader<R> {
    /// Reads more input after the unconsumed data, moving it to the front (and growing the
    /// buffer for a line longer than it) first. Sets `shifted` to how far data moved.
    fn fill(&mut self) -> io::Result<()> {
        self.shifted = self.start;
        self.valid = 0;
        if self.start > 0 {
            self.buf.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            if self.next_hash != NO_HASH {
                self.next_hash -= self.start;
            }
            self.start = 0;
        }
        let old_end = self.end;
        self.read_more()?;
        if !self.bom_checked {
            self.skip_bom()?;
        }
        if self.next_hash == NO_HASH {
            self.next_hash = self.find_hash(old_end);
        }
        Ok(())
    }

    /// Skips a UTF-8 byte-order mark at the start of the input: it is no part of the first line,
    /// which starts after it (its offset counts the mark's three bytes, so positions stay those
    /// of the file).
    #[cold]
    fn skip_bom(&mut self) -> io::Result<()> {
        while self.end < BOM.len() && !self.eof {
            self.read_more()?;
        }
        self.bom_checked = true;
        if self.buf[..self.end].starts_with(BOM) {
            self.start = BOM.len();
            self.pos = BOM.len() as u64;
        }
        Ok(())
    }

    /// Reads once into the buffer after `end`, growing it when full.
    fn read_more(&mut self) -> io::Result<()> {
        if self.end == self.buf.len() {
            let grow = self.buf.len();
            self.buf.resize(self.buf.len() + grow, 0);
        }
        loop {
            match self.inner.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(());
                }
                Ok(n) => {
                    self.end += n;
                    return Ok(());
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hands out at most `.1` bytes per read.
    struct Slow<'a>(&'a [u8], usize);
    impl Read for Slow<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            let n = self.0.len().min(out.len()).min(self.1);
            out[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    fn lines(input: &[u8], chunk: usize) -> (Vec<(u32, u64, String)>, u64) {
        let mut r = LineReader::new(Slow(input, chunk));
        let mut got = Vec::new();
        while let Some(l) = r.next_line().unwrap() {
            if let Some(t) = l.text {
                assert_eq!(t.as_bytes(), l.bytes);
            }
            got.push((l.no, l.offset, String::from_utf8(l.bytes.to_vec()).unwrap()));
        }
        (got, r.consumed())
    }

    #[test]
    fn splits_lines_with_offsets() {
        for chunk in [1, 2, 3, 5, 1000] {
            let (got, consumed) = lines(b"ab\r\ncd\n\nlast", chunk);
            assert_eq!(
                got,
                vec![(1, 0, "ab".into()), (2, 4, "cd".into()), (3, 7, "".into()), (4, 8, "last".into())],
                "chunk {chunk}"
            );
            assert_eq!(consumed, 12);
        }
    }

    #[test]
    fn long_lines_grow_the_buffer() {
        let long = "x".repeat(3 * CHUNK + 17);
        let input = format!("a\n{long}\nb\n");
        let (got, consumed) = lines(input.as_bytes(), CHUNK / 3);
        assert_eq!(got.len(), 3);
        assert_eq!(got[1].2.len(), long.len());
        assert_eq!(got[2], (3, (long.len() + 3) as u64, "b".into()));
        assert_eq!(consumed, input.len() as u64);
    }

    #[test]
    fn text_only_for_validated_lines() {
        let mut r = LineReader::new(&b"ok\n\xffbad\nfine \xc3\xa9\n"[..]);
        let mut texts = Vec::new();
        while let Some(l) = r.next_line().unwrap() {
            texts.push(l.text.map(str::to_owned));
        }
        // The chunk holds an invalid line, so every line of it is left to per-line validation.
        assert_eq!(texts, vec![None, None, None]);
        let mut r = LineReader::new(&b"ok\nfine \xc3\xa9\n"[..]);
        let l = r.next_line().unwrap().unwrap();
        assert_eq!(l.text, Some("ok"));
    }

    #[test]
    fn over_long_lines_are_skipped_not_kept() {
        let long = "x".repeat(MAX_LINE + 10);
        let input = format!("a\n{long}\nb\n");
        let mut r = LineReader::new(input.as_bytes());
        let mut got = Vec::new();
        while let Some(l) = r.next_line().unwrap() {
            got.push((l.no, l.offset, l.bytes.len(), l.too_long));
        }
        assert_eq!(
            got,
            vec![(1, 0, 1, None), (2, 2, 0, Some(long.len() as u64 + 1)), (3, long.len() as u64 + 3, 1, None)]
        );
        assert!(r.buf.len() <= 2 * MAX_LINE + CHUNK, "the buffer stays bounded");
    }

    #[test]
    fn matches_a_plain_split() {
        // Lines of every length from 0 to 199, some ending in CRLF, some holding a lone CR,
        // so that newlines fall everywhere in and across 64-byte blocks and reads.
        let mut input = Vec::new();
        for n in 0..200usize {
            input.extend((0..n).map(|i| if i % 37 == 36 { b'\r' } else { b'a' + (i % 26) as u8 }));
            input.extend_from_slice(if n % 3 == 0 { b"\r\n" } else { b"\n" });
        }
        input.extend_from_slice(b"tail");
        let mut want = Vec::new();
        let mut offset = 0;
        for (i, line) in input.split(|&b| b == b'\n').enumerate() {
            let next = offset + line.len() as u64 + 1;
            let line = line.strip_suffix(b"\r").filter(|_| i < 200).unwrap_or(line);
            want.push((i as u32 + 1, offset, String::from_utf8(line.to_vec()).unwrap()));
            offset = next;
        }
        for chunk in [1, 7, 63, 64, 65, 1000, CHUNK] {
            let (got, consumed) = lines(&input, chunk);
            assert!(got == want, "chunk {chunk}");
            assert_eq!(consumed, input.len() as u64);
        }
    }

    #[test]
    fn first_hash_of_each_line() {
        let input = b"a # b # c\r\n#\nno\n\xff#\nx\n##\r\nlast#";
        let want = vec![Some(2), Some(0), None, Some(1), None, Some(0), Some(4)];
        for chunk in [1, 2, 3, 5, 1000] {
            let mut r = LineReader::new(Slow(input, chunk));
            let mut got = Vec::new();
            while let Some(l) = r.next_line().unwrap() {
                if let Some(h) = l.hash {
                    assert_eq!(l.bytes[h], b'#');
                }
                assert_eq!(l.hash, memchr::memchr(b'#', l.bytes));
                got.push(l.hash);
            }
            assert_eq!(got, want, "chunk {chunk}");
        }
        let long = "#".repeat(MAX_LINE + 10);
        let input = format!("{long}\n#\nno\n");
        let mut r = LineReader::new(input.as_bytes());
        let mut got = Vec::new();
        while let Some(l) = r.next_line().unwrap() {
            got.push(l.hash);
        }
        assert_eq!(got, vec![None, Some(0), None], "an over-long line's `#` is no comment");
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        for chunk in [1, 2, 3, 1000] {
            let (got, consumed) = lines(b"\xEF\xBB\xBFmesa-log 1\nx\n", chunk);
            assert_eq!(got, vec![(1, 3, "mesa-log 1".into()), (2, 14, "x".into())], "chunk {chunk}");
            assert_eq!(consumed, 16);
        }
        assert_eq!(lines(b"\xEF\xBB\xBF", 1).0, vec![]);
        let mut r = LineReader::new(Slow(b"\xEF\xBB", 1));
        assert_eq!(r.next_line().unwrap().unwrap().bytes, b"\xEF\xBB", "half a mark is kept");
        let mut r = LineReader::new(&b"a\xEF\xBB\xBF\n"[..]);
        assert_eq!(r.next_line().unwrap().unwrap().bytes, b"a\xEF\xBB\xBF", "only at the start");
    }

    #[test]
    fn empty_and_lone_cr() {
        assert_eq!(lines(b"", 4).0, vec![]);
        assert_eq!(lines(b"\n", 4).0, vec![(1, 0, "".into())]);
        assert_eq!(lines(b"a\r", 4).0, vec![(1, 0, "a\r".into())], "a CR without LF is kept");
    }
}

//! A sparse [`miette::SourceCode`]: only the lines a file's findings point at, plus one line of
//! context on each side, read again from the file (or the bytes) after checking.
//!
//! Logs can be far larger than memory allows to keep, and the checker streams them, so the human
//! report never loads a whole file. [`SparseSource::build`] streams the input once, keeping the
//! lines that hold a label (and their neighbours) in *blocks* of consecutive lines. `read_span`
//! answers only from inside one block, so what miette gets is always contiguous real text with its
//! true offsets and line numbers:
//!
//! * miette's `GraphicalReportHandler` reads each label's span with its context lines, then, when
//!   two contexts touch (`line + line_count >= next.line`), tries to read one span covering both
//!   and merges the snippets if that succeeds. Labels on nearby lines fall into one block and are
//!   merged; labels on far-apart lines are in different blocks, the merged read fails, and they
//!   are rendered as separate snippets. (This is why `line_count` is the number of lines returned,
//!   not miette's own `[u8]` convention.)
//! * Context lines that were not kept (before the first line, after the last, or lines too long
//!   to be worth keeping as mere context) are simply not returned: a snippet shows fewer context
//!   lines, never a line that is not the file's.
//! * Bytes that cannot be shown as they are, invalid UTF-8 and control characters, are replaced
//!   by `?`, one per byte, so every byte offset of the file still points at the same column.
//!
//! Use [`SparseSource::contains`] before giving miette a label: a span that is not in a kept
//! block (a label past the end of the file, a file that changed since it was checked) would make
//! miette print a read failure instead of the snippet.

use std::io::{self, BufRead};

use miette::{MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents};

use crate::log::event::Loc;

/// Context lines longer than this are not kept (a label's own line is always kept whole).
const MAX_CONTEXT_LINE: usize = 1024;

/// Consecutive kept lines.
#[derive(Debug)]
struct Block {
    /// 1-based number of the first line.
    first_line: u64,
    /// Absolute byte offset of the first line.
    offset: u64,
    /// The lines' bytes, terminators included, made displayable (see [`sanitize`]).
    data: Vec<u8>,
    /// Start of each line in `data`.
    starts: Vec<usize>,
}

impl Block {
    fn line_end(&self, i: usize) -> usize {
        self.starts.get(i + 1).copied().unwrap_or(self.data.len())
    }

    /// Index of the line holding byte `rel` of `data`.
    fn line_at(&self, rel: usize) -> usize {
        self.starts.partition_point(|&s| s <= rel).saturating_sub(1)
    }

    fn ends_with_terminator(&self) -> bool {
        self.data.last() == Some(&b'\n')
    }
}

/// The lines of one file that its findings need, as a miette source.
#[derive(Debug)]
pub struct SparseSource {
    name: String,
    blocks: Vec<Block>,
}

impl SparseSource {
    /// Streams `input` once and keeps the lines that the `targets` touch, plus one line before and
    /// after each. `name` is shown in snippet headers. Locations with `line == 0` (no position)
    /// are ignored. Stops reading after the last line it needs.
    pub fn build(
        name: impl Into<String>,
        mut input: impl BufRead,
        targets: impl IntoIterator<Item = Loc>,
    ) -> io::Result<SparseSource> {
        let mut ranges: Vec<(u64, u64)> = targets
            .into_iter()
            .filter(|l| l.line > 0)
            .map(|l| (l.offset, l.offset + u64::from(l.len.max(1))))
            .collect();
        ranges.sort_unstable();
        let mut src = SparseSource { name: name.into(), blocks: Vec::new() };
        if ranges.is_empty() {
            return Ok(src);
        }

        let mut next = 0; // first range not yet behind the current line
        let mut buf = Vec::new();
        // The previous line, while it is not kept: the context before a label's line.
        let mut prev = Vec::new();
        let mut prev_line: Option<(u64, u64)> = None; // (number, offset)
        let mut keep_after = false;
        let (mut line_no, mut offset) = (0u64, 0u64);
        loop {
            buf.clear();
            let n = input.read_until(b'\n', &mut buf)?;
            if n == 0 {
                break;
            }
            line_no += 1;
            let (start, end) = (offset, offset + n as u64);
            offset = end;
            while next < ranges.len() && ranges[next].1 <= start {
                next += 1;
            }
            // A zero-length label at the very end of a last line without terminator is on it.
            let reach = if buf.last() == Some(&b'\n') { end } else { end + 1 };
            let is_target = next < ranges.len() && ranges[next].0 < reach;
            if is_target && buf.len() > MAX_CONTEXT_LINE {
                // Too long to show (an over-long line is itself the finding): its labels are
                // listed in the help instead.
                prev_line = None;
                keep_after = false;
            } else if is_target {
                if let Some((no, off)) = prev_line.take() {
                    src.keep(no, off, &prev);
                }
                src.keep(line_no, start, &buf);
                keep_after = true;
            } else if keep_after {
                if buf.len() <= MAX_CONTEXT_LINE {
                    src.keep(line_no, start, &buf);
                }
                keep_after = false;
                prev_line = None;
                if next == ranges.len() {
                    break;
                }
            } else if buf.len() <= MAX_CONTEXT_LINE {
                std::mem::swap(&mut prev, &mut buf);
                prev_line = Some((line_no, start));
            } else {
                prev_line = None;
            }
        }
        Ok(src)
    }

    /// Builds from bytes in memory.
    pub fn from_bytes(name: impl Into<String>, bytes: &[u8], targets: impl IntoIterator<Item = Loc>) -> SparseSource {
        match SparseSource::build(name, bytes, targets) {
            Ok(s) => s,
            // Reading a slice cannot fail.
            Err(e) => unreachable!("reading bytes in memory failed: {e}"),
        }
    }

    /// Appends a line, extending the last block when it follows it.
    fn keep(&mut self, line_no: u64, offset: u64, bytes: &[u8]) {
        let follows = self.blocks.last().is_some_and(|b| {
            b.first_line + b.starts.len() as u64 == line_no && b.offset + b.data.len() as u64 == offset
        });
        if !follows {
            self.blocks.push(Block { first_line: line_no, offset, data: Vec::new(), starts: Vec::new() });
        }
        let Some(block) = self.blocks.last_mut() else {
            return;
        };
        let at = block.data.len();
        block.starts.push(at);
        block.data.extend_from_slice(bytes);
        sanitize(&mut block.data[at..]);
    }

    /// Number of lines kept.
    pub fn kept_lines(&self) -> usize {
        self.blocks.iter().map(|b| b.starts.len()).sum()
    }

    /// Whether `loc` can be rendered from the kept lines.
    pub fn contains(&self, loc: Loc) -> bool {
        loc.line > 0 && self.locate(loc.offset, u64::from(loc.len)).is_some()
    }

    /// The block and the lines (first, last) that hold `[offset, offset + len)`.
    fn locate(&self, offset: u64, len: u64) -> Option<(&Block, usize, usize)> {
        let b = self.blocks.partition_point(|b| b.offset <= offset).checked_sub(1)?;
        let block = &self.blocks[b];
        let rel = usize::try_from(offset - block.offset).ok()?;
        let len = usize::try_from(len).ok()?;
        let size = block.data.len();
        let fits = if len == 0 {
            rel < size || (rel == size && !block.ends_with_terminator())
        } else {
            rel.checked_add(len).is_some_and(|end| end <= size)
        };
        if !fits {
            return None;
        }
        let first = block.line_at(rel);
        let last = if len == 0 { first } else { block.line_at(rel + len - 1) };
        Some((block, first, last))
    }
}

impl SourceCode for SparseSource {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let (block, first, last) =
            self.locate(span.offset() as u64, span.len() as u64).ok_or(MietteError::OutOfBounds)?;
        let from = first.saturating_sub(context_lines_before);
        let to = last.saturating_add(context_lines_after).min(block.starts.len() - 1);
        let (start, end) = (block.starts[from], block.line_end(to));
        let column = span.offset() - (block.offset as usize + block.starts[first]);
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.clone(),
            &block.data[start..end],
            SourceSpan::new((block.offset as usize + start).into(), end - start),
            (block.first_line as usize - 1) + from,
            column,
            to - from + 1,
        )))
    }
}

/// Makes one line displayable without moving any byte: each byte of an invalid UTF-8 sequence and
/// each control character (other than tab and the line terminator) becomes `?`.
fn sanitize(line: &mut [u8]) {
    let mut content = line.len();
    if content > 0 && line[content - 1] == b'\n' {
        content -= 1;
        if content > 0 && line[content - 1] == b'\r' {
            content -= 1;
        }
    }
    let line = &mut line[..content];
    let mut at = 0;
    while at < line.len() {
        match std::str::from_utf8(&line[at..]) {
            Ok(_) => break,
            Err(e) => {
                let bad_start = at + e.valid_up_to();
                let bad_len = e.error_len().unwrap_or(line.len() - bad_start);
                line[bad_start..bad_start + bad_len].fill(b'?');
                at = bad_start + bad_len;
            }
        }
    }
    for b in line.iter_mut() {
        if (*b < 0x20 && *b != b'\t') || *b == 0x7f {
            *b = b'?';
        }
    }
}

#[cfg(test)]
mod tests {
    use miette::{Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan};

    use super::*;

    /// `text` with lines `line N` for N in 1..=n.
    fn numbered(n: u32) -> String {
        (1..=n).map(|i| format!("line {i}\n")).collect()
    }

    /// The location of `needle` on 1-based line `line` of `text`.
    fn loc_of(text: &str, line: u32, needle: &str) -> Loc {
        let start: usize = text.split_inclusive('\n').take(line as usize - 1).map(str::len).sum();
        let line_text = text[start..].split('\n').next().unwrap();
        let col = line_text.find(needle).unwrap();
        Loc { line, col: col as u32 + 1, offset: (start + col) as u64, len: needle.len() as u32 }
    }

    #[derive(Debug, thiserror::Error)]
    #[error("test diagnostic")]
    struct Diag<'s> {
        src: &'s SparseSource,
        labels: Vec<(Loc, &'static str)>,
    }

    impl Diagnostic for Diag<'_> {
        fn source_code(&self) -> Option<&dyn SourceCode> {
            Some(self.src)
        }
        fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
            Some(Box::new(self.labels.iter().enumerate().map(|(i, (l, t))| {
                let span = SourceSpan::new((l.offset as usize).into(), l.len as usize);
                if i == 0 {
                    LabeledSpan::new_primary_with_span(Some((*t).into()), span)
                } else {
                    LabeledSpan::new_with_span(Some((*t).into()), span)
                }
            })))
        }
    }

    fn render(src: &SparseSource, labels: Vec<(Loc, &'static str)>) -> String {
        let mut out = String::new();
        GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
            .with_width(100)
            .render_report(&mut out, &Diag { src, labels })
            .unwrap();
        out
    }

    #[test]
    fn keeps_only_labelled_lines_and_their_neighbours() {
        let text = numbered(1000);
        let a = loc_of(&text, 10, "10");
        let b = loc_of(&text, 900, "900");
        let src = SparseSource::from_bytes("big.mesa", text.as_bytes(), [a, b]);
        assert_eq!(src.kept_lines(), 6);
        assert_eq!(src.blocks.len(), 2);
        assert!(src.contains(a) && src.contains(b));
        assert!(!src.contains(loc_of(&text, 500, "500")));
    }

    #[test]
    fn far_apart_labels_render_as_separate_snippets_with_true_line_numbers() {
        let text = numbered(1000);
        let a = loc_of(&text, 10, "10");
        let b = loc_of(&text, 900, "900");
        let src = SparseSource::from_bytes("big.mesa", text.as_bytes(), [a, b]);
        let out = render(&src, vec![(b, "paid here"), (a, "bet placed here")]);
        let expected = "  × test diagnostic
    ╭─[big.mesa:10:6]
  9 │ line 9
 10 │ line 10
    ·      ─┬
    ·       ╰── bet placed here
 11 │ line 11
    ╰────
     ╭─[big.mesa:900:6]
 899 │ line 899
 900 │ line 900
     ·      ─┬─
     ·       ╰── paid here
 901 │ line 901
     ╰────
";
        assert_eq!(out, expected, "\n{out}");
    }

    #[test]
    fn nearby_labels_merge_into_one_snippet() {
        let text = numbered(50);
        let a = loc_of(&text, 20, "20");
        let b = loc_of(&text, 23, "23");
        let src = SparseSource::from_bytes("log.mesa", text.as_bytes(), [a, b]);
        assert_eq!(src.blocks.len(), 1);
        let out = render(&src, vec![(b, "second"), (a, "first")]);
        let expected = "  × test diagnostic
    ╭─[log.mesa:23:6]
 19 │ line 19
 20 │ line 20
    ·      ─┬
    ·       ╰── first
 21 │ line 21
 22 │ line 22
 23 │ line 23
    ·      ─┬
    ·       ╰── second
 24 │ line 24
    ╰────
";
        assert_eq!(out, expected, "\n{out}");
    }

    #[test]
    fn first_and_last_lines_have_context_on_one_side_only() {
        let text = "mesa-log 1\ntable T1\nend";
        let first = Loc { line: 1, col: 1, offset: 0, len: 4 };
        let last = Loc { line: 3, col: 1, offset: 20, len: 3 };
        let src = SparseSource::from_bytes("t.mesa", text.as_bytes(), [first]);
        let c = src.read_span(&SourceSpan::new(0.into(), 4), 1, 1).unwrap();
        assert_eq!((c.line(), c.line_count(), c.data()), (0, 2, &b"mesa-log 1\ntable T1\n"[..]));
        let src = SparseSource::from_bytes("t.mesa", text.as_bytes(), [last]);
        let c = src.read_span(&SourceSpan::new(20.into(), 3), 1, 1).unwrap();
        assert_eq!((c.line(), c.column(), c.line_count(), c.data()), (1, 0, 2, &b"table T1\nend"[..]));
        assert_eq!(c.span().offset(), 11);
        // A zero-length label at the end of a file without final newline.
        let eof = Loc { line: 3, col: 4, offset: 23, len: 0 };
        let src = SparseSource::from_bytes("t.mesa", text.as_bytes(), [eof]);
        assert!(src.contains(eof));
    }

    #[test]
    fn a_span_across_unkept_lines_is_refused() {
        let text = numbered(100);
        let a = loc_of(&text, 10, "10");
        let b = loc_of(&text, 50, "50");
        let src = SparseSource::from_bytes("t.mesa", text.as_bytes(), [a, b]);
        let across = SourceSpan::new((a.offset as usize).into(), (b.offset - a.offset) as usize + 2);
        assert!(src.read_span(&across, 1, 1).is_err());
        // Past the end of the file.
        assert!(!src.contains(Loc { line: 101, col: 1, offset: text.len() as u64, len: 0 }));
    }

    #[test]
    fn invalid_utf8_and_control_bytes_keep_their_width() {
        let mut bytes = b"mesa-log 1\n".to_vec();
        let bad_at = bytes.len() + 4;
        bytes.extend_from_slice(b"bet \xff\xfe\x1b[31m pleno 17\r\n");
        bytes.extend_from_slice(b"after\n");
        let label = Loc { line: 2, col: 5, offset: bad_at as u64, len: 2 };
        let src = SparseSource::from_bytes("bad.mesa", &bytes, [label]);
        let c = src.read_span(&SourceSpan::new(bad_at.into(), 2), 0, 0).unwrap();
        assert_eq!(c.data(), b"bet ???[31m pleno 17\r\n");
        assert_eq!(c.data().len(), bytes.len() - 11 - 6);
        let out = render(&src, vec![(label, "not UTF-8")]);
        let expected = "  × test diagnostic
   ╭─[bad.mesa:2:5]
 1 │ mesa-log 1
 2 │ bet ???[31m pleno 17
   ·     ─┬
   ·      ╰── not UTF-8
 3 │ after
   ╰────
";
        assert_eq!(out, expected, "\n{out}");
    }

    #[test]
    fn a_truncated_utf8_sequence_at_line_end_is_replaced_byte_for_byte() {
        let mut line = b"ab\xe2\x82\n".to_vec();
        sanitize(&mut line);
        assert_eq!(line, b"ab??\n");
        let mut ok = "señal €\r\n".as_bytes().to_vec();
        sanitize(&mut ok);
        assert_eq!(ok, "señal €\r\n".as_bytes());
    }

    #[test]
    fn reading_stops_after_the_last_needed_line() {
        /// Fails if read: stands for the rest of a huge log.
        struct Rest;
        impl io::Read for Rest {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::other("read past the last needed line"))
            }
        }
        let text = numbered(20);
        let label = loc_of(&text, 5, "5");
        let input = io::BufReader::new(io::Read::chain(text.as_bytes(), Rest));
        let src = SparseSource::build("huge.mesa", input, [label]).unwrap();
        assert_eq!(src.kept_lines(), 3);
        // No label: nothing is read at all.
        let src = SparseSource::build("huge.mesa", io::BufReader::new(Rest), [Loc::default()]).unwrap();
        assert_eq!(src.kept_lines(), 0);
    }

    #[test]
    fn long_context_lines_are_dropped_but_labelled_lines_are_kept() {
        let long = "x".repeat(MAX_CONTEXT_LINE + 10);
        let text = format!("{long}\nlabel here\n{long}\n");
        let at = long.len() + 1;
        let label = Loc { line: 2, col: 1, offset: at as u64, len: 5 };
        let src = SparseSource::from_bytes("t.mesa", text.as_bytes(), [label]);
        assert_eq!(src.kept_lines(), 1);
        let c = src.read_span(&SourceSpan::new(at.into(), 5), 1, 1).unwrap();
        assert_eq!((c.line(), c.data()), (1, &b"label here\n"[..]));
    }
}

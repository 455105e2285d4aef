//! The table header of a log (`table RF-03 catalog=… min=5 scale=alta …`), read again from the
//! start of the log for the session's heading: the report shows it as written, and takes from
//! it what the study does not carry (the scale or maximum the table was authorised with).
//!
//! Only the start of the log is read, a bounded number of lines and bytes: the header comes
//! first in a log the checker accepted, and a file that does not start with one has no header
//! to show.

use std::fs::File;
use std::io::{BufRead, BufReader, Read};

use crate::check::{FileReport, SourceHandle};

/// Lines read, at most, looking for the header and the session's opening.
const MAX_LINES: usize = 200;
/// Bytes read, at most.
const MAX_BYTES: u64 = 64 * 1024;
/// A header line longer than this is shown cut.
const MAX_SHOWN: usize = 400;

/// The `table` line of a log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Header {
    /// 1-based line number.
    pub line: u64,
    /// The line as written (cut at [`MAX_SHOWN`] characters, control characters as `?`).
    pub text: String,
    /// The table id (the word after `table`).
    pub id: String,
    /// Its `key=value` parameters, in order.
    pub params: Vec<(String, String)>,
    /// The timestamp written on the first `session open`, if any.
    pub opened: Option<String>,
}

impl Header {
    /// A parameter's value.
    pub fn param(&self, key: &str) -> Option<&str> {
        self.params.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}

/// The header of `report`'s log, if its start can be read again and holds a `table` line.
pub(crate) fn read(report: &FileReport) -> Option<Header> {
    match &report.source {
        SourceHandle::Bytes(bytes) => scan(&bytes[..]),
        SourceHandle::Path(path) => scan(BufReader::new(File::open(path).ok()?.take(MAX_BYTES))),
    }
}

/// Looks for the header, then the session's opening, in the first lines of `input`.
fn scan(input: impl BufRead) -> Option<Header> {
    let mut header: Option<Header> = None;
    let mut input = input.take(MAX_BYTES);
    let mut buf = Vec::new();
    for line_no in 1..=MAX_LINES as u64 {
        buf.clear();
        if input.read_until(b'\n', &mut buf).ok()? == 0 {
            break;
        }
        let text = String::from_utf8_lossy(&buf);
        let line = text.trim();
        let mut words = line.split_ascii_whitespace();
        match (words.next(), &mut header) {
            (Some("table"), None) => {
                let id = words.next().unwrap_or_default().to_owned();
                let params =
                    words.filter_map(|w| w.split_once('=')).map(|(k, v)| (k.to_owned(), v.to_owned())).collect();
                header = Some(Header { line: line_no, text: shown(line), id, params, opened: None });
            }
            (Some("session"), Some(h)) if words.next() == Some("open") => {
                h.opened = words.next().map(str::to_owned);
                break;
            }
            _ => {}
        }
    }
    header
}

/// The line as shown: control characters replaced, cut when too long.
fn shown(line: &str) -> String {
    let mut out: String =
        line.chars().take(MAX_SHOWN).map(|c| if c.is_control() && c != '\t' { '?' } else { c }).collect();
    if line.chars().nth(MAX_SHOWN).is_some() {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_and_the_opening_are_found() {
        let log = "# a comment\nmesa-log 1\ntable RF-03 catalog=estado-1979/ruleta-francesa min=5 scale=alta\n\nsession open 2026-11-20T22:00\nround 1\n";
        let h = scan(log.as_bytes()).unwrap();
        assert_eq!(h.line, 3);
        assert_eq!(h.id, "RF-03");
        assert_eq!(h.param("min"), Some("5"));
        assert_eq!(h.param("scale"), Some("alta"));
        assert_eq!(h.opened.as_deref(), Some("2026-11-20T22:00"));
        assert_eq!(scan("mesa-log 1\nround 1\n".as_bytes()), None);
    }

    #[test]
    fn a_long_or_binary_header_is_cut_and_cleaned() {
        let log = format!("table T\u{1} {}\n", "x".repeat(1000));
        let h = scan(log.as_bytes()).unwrap();
        assert!(h.text.starts_with("table T?"));
        assert_eq!(h.text.chars().count(), MAX_SHOWN + 1);
    }
}

//! `veedor simulate --table ID --date DAY`: the simulated log under another table's name and
//! on another day, so that a month of one table is a loop over the days, not a `sed` over the
//! output. The families' simulators write `table SIM-NN …` and their session's fixed evening
//! ([`super::session`]); this writer rewrites those three lines as they pass, and nothing else
//! (no other line of a simulated log carries a date or the table's name).

use std::io::{self, Write};

use crate::i18n::{Lang, Locale};
use crate::t;

/// A calendar day, as `--date` gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Day {
    pub year: u32,
    pub month: u32,
    pub day: u32,
}

impl Day {
    /// The day after this one.
    fn next(self) -> Day {
        if self.day < days_in_month(self.year, self.month) {
            Day { day: self.day + 1, ..self }
        } else if self.month < 12 {
            Day { month: self.month + 1, day: 1, ..self }
        } else {
            Day { year: self.year + 1, month: 1, day: 1 }
        }
    }
}

impl std::fmt::Display for Day {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

fn days_in_month(y: u32, m: u32) -> u32 {
    match m {
        2 if y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Parses `--date YYYY-MM-DD` (a real day of the years 1900 to 9999).
pub fn parse_day(text: &str) -> Result<Day, String> {
    parse_day_in(text, Lang::En)
}

/// [`parse_day`], its error in `lang`.
pub fn parse_day_in(text: &str, lang: Lang) -> Result<Day, String> {
    let fail = || t!("sim-date-not-a-day", text = text).render(Locale::human(lang));
    let mut parts = text.trim().split('-');
    let mut field = |len: usize| -> Option<u32> {
        let p = parts.next()?;
        (p.len() == len && p.bytes().all(|b| b.is_ascii_digit())).then(|| p.parse().ok()).flatten()
    };
    let (Some(year), Some(month), Some(day)) = (field(4), field(2), field(2)) else { return Err(fail()) };
    if parts.next().is_some()
        || year < 1900
        || !(1..=12).contains(&month)
        || day == 0
        || day > days_in_month(year, month)
    {
        return Err(fail());
    }
    Ok(Day { year, month, day })
}

/// Parses `--table ID`: one word the log's `table` line can carry (no space, no `=`, not a
/// comment).
pub fn parse_table_name(text: &str) -> Result<String, String> {
    parse_table_name_in(text, Lang::En)
}

/// [`parse_table_name`], its error in `lang`.
pub fn parse_table_name_in(text: &str, lang: Lang) -> Result<String, String> {
    let ok = !text.is_empty() && !text.starts_with('#') && !text.contains(|c: char| c.is_whitespace() || c == '=');
    if ok { Ok(text.to_owned()) } else { Err(t!("sim-table-not-a-name", text = text).render(Locale::human(lang))) }
}

/// Writes what it is given to `inner`, the `table` line with `table`'s name and the session's
/// two dates moved to `date` (the close to the day after), when asked for.
pub struct Relabel<'a> {
    inner: &'a mut dyn Write,
    table: Option<String>,
    date: Option<Day>,
    /// The current line, until its end is written (only the lines that may be rewritten are
    /// held: a line is passed on as soon as it cannot be one of them).
    line: Vec<u8>,
    /// Whether the current line is passed on as it comes.
    passing: bool,
}

impl<'a> Relabel<'a> {
    pub fn new(inner: &'a mut dyn Write, table: Option<String>, date: Option<Day>) -> Relabel<'a> {
        Relabel { inner, table, date, line: Vec::new(), passing: false }
    }

    /// The current line (without its end), rewritten if it is one of the three.
    fn rewritten(&self) -> Vec<u8> {
        let Ok(line) = std::str::from_utf8(&self.line) else { return self.line.clone() };
        if let (Some(name), Some(rest)) = (&self.table, line.strip_prefix("table ")) {
            let after = rest.find(' ').map_or("", |i| &rest[i..]);
            return format!("table {name}{after}").into_bytes();
        }
        if let Some(day) = self.date {
            for (keyword, day) in [("session open ", day), ("session close ", day.next())] {
                // The simulators' stamps are `YYYY-MM-DDTHH:MM`: the day is the first ten bytes.
                if let Some(stamp) = line.strip_prefix(keyword)
                    && stamp.len() >= 10
                    && stamp.is_char_boundary(10)
                {
                    return format!("{keyword}{day}{}", &stamp[10..]).into_bytes();
                }
            }
        }
        self.line.clone()
    }

    /// Whether the line begun so far may still be one this writer rewrites.
    fn may_be_rewritten(&self) -> bool {
        let wanted: &[&[u8]] = &[b"table ", b"session open ", b"session close "];
        wanted.iter().any(|w| {
            let n = w.len().min(self.line.len());
            self.line[..n] == w[..n]
        })
    }
}

impl Write for Relabel<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.table.is_none() && self.date.is_none() {
            return self.inner.write(buf);
        }
        let mut rest = buf;
        while !rest.is_empty() {
            let end = memchr::memchr(b'\n', rest);
            let (part, more) = match end {
                Some(i) => (&rest[..=i], &rest[i + 1..]),
                None => (rest, &rest[rest.len()..]),
            };
            if self.passing {
                self.inner.write_all(part)?;
            } else {
                let body = part.strip_suffix(b"\n").unwrap_or(part);
                self.line.extend_from_slice(body);
                if !self.may_be_rewritten() {
                    self.inner.write_all(&self.line)?;
                    self.line.clear();
                    self.passing = true;
                    if end.is_some() {
                        self.inner.write_all(b"\n")?;
                    }
                } else if end.is_some() {
                    let line = self.rewritten();
                    self.inner.write_all(&line)?;
                    self.inner.write_all(b"\n")?;
                    self.line.clear();
                }
            }
            if end.is_some() {
                self.passing = false;
            }
            rest = more;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.line.is_empty() {
            let line = self.rewritten();
            self.inner.write_all(&line)?;
            self.line.clear();
        }
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn relabel(text: &str, table: Option<&str>, date: Option<&str>) -> String {
        let mut out = Vec::new();
        {
            let date = date.map(|d| parse_day(d).unwrap());
            let mut w = Relabel::new(&mut out, table.map(str::to_owned), date);
            // Written in small pieces, as a buffered writer may pass them.
            for chunk in text.as_bytes().chunks(3) {
                w.write_all(chunk).unwrap();
            }
            w.flush().unwrap();
        }
        String::from_utf8(out).unwrap()
    }

    const LOG: &str = "mesa-log 1\n# simulated by veedor: 1 spins\ntable SIM-47 catalog=estado-1979/ruleta-francesa min=10.00\nsession open 2026-11-20T20:00\nspin 17\nsession close 2026-11-21T04:00\n";

    #[test]
    fn rewrites_the_table_and_the_days_only() {
        let out = relabel(LOG, Some("RF-03"), Some("2027-02-28"));
        assert_eq!(
            out,
            "mesa-log 1\n# simulated by veedor: 1 spins\ntable RF-03 catalog=estado-1979/ruleta-francesa min=10.00\nsession open 2027-02-28T20:00\nspin 17\nsession close 2027-03-01T04:00\n"
        );
        assert_eq!(relabel(LOG, None, None), LOG);
        assert_eq!(relabel(LOG, Some("X"), None).lines().nth(3), Some("session open 2026-11-20T20:00"));
    }

    #[test]
    fn the_day_after_crosses_months_and_years() {
        assert_eq!(parse_day("2028-02-28").unwrap().next().to_string(), "2028-02-29");
        assert_eq!(parse_day("2026-12-31").unwrap().next().to_string(), "2027-01-01");
    }

    #[test]
    fn refuses_what_is_no_day_or_no_name() {
        for bad in ["2026-02-29", "2026-13-01", "26-01-01", "2026-1-1", "2026-01-01x", "", "1899-12-31"] {
            assert!(parse_day(bad).is_err(), "{bad}");
        }
        for bad in ["", "a b", "a=b", "#x"] {
            assert!(parse_table_name(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_table_name("RF-03").unwrap(), "RF-03");
    }
}

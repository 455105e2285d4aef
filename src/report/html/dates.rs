//! A log's timestamps as a document writes them: «14 de noviembre de 2026, 20:00», with its
//! time zone named. A log's timestamp names no zone unless it carries one (`Z`, `+01:00`,
//! docs/log-format.md §4): without it the time is the log's own clock, and the report says so
//! («hora local del registro») rather than let a reader take it for UTC or for the reader's.

use crate::i18n::Text;
use crate::t;

/// `ts` (`YYYY-MM-DDTHH:MM[:SS]` or `HH:MM[:SS]`, then `Z` or `±HH:MM` or nothing) in words;
/// `None` when it is not of that grammar (the report then shows it as written). `name_local`:
/// whether a time without a zone says so (not in a column whose heading does), and then the
/// month is abbreviated as a table's column has it («14 nov. 2026, 20:00»).
pub(crate) fn log_time(ts: &str, name_local: bool) -> Option<Text> {
    let (date, rest) = match ts.split_once('T') {
        Some((d, r)) => (Some(date(d)?), r),
        None => (None, ts),
    };
    // The zone: `Z`, an offset, or none.
    let (clock, zone) = if let Some(c) = rest.strip_suffix('Z') {
        (c, "UTC".to_owned())
    } else if let Some(at) = rest.rfind(['+', '-']) {
        let offset = &rest[at..];
        offset_ok(&offset[1..])?;
        (&rest[..at], format!("UTC{offset}"))
    } else {
        (rest, if name_local { "local" } else { "none" }.to_owned())
    };
    let time = clock_ok(clock)?;
    let (year, month, day) = date.unwrap_or((0, 0, 0));
    let (has_date, day, month, year) = (u8::from(date.is_some()), day, month, year);
    Some(if name_local {
        t!("html-log-time", has_date = has_date, day = day, month = month, year = year, time = time, zone = zone)
    } else {
        t!("html-log-time-short", has_date = has_date, day = day, month = month, year = year, time = time, zone = zone)
    })
}

/// `YYYY-MM-DD` as (year, month, day).
fn date(s: &str) -> Option<(u32, u32, u32)> {
    let mut parts = s.split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let (y, m, d) = (digits(y)?, digits(m)?, digits(d)?);
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then_some((y, m, d))
}

/// `HH:MM` or `HH:MM:SS`, shown as written.
fn clock_ok(s: &str) -> Option<String> {
    let parts: Vec<&str> = s.split(':').collect();
    if !(2..=3).contains(&parts.len()) || parts.iter().any(|p| p.len() != 2 || digits(p).is_none()) {
        return None;
    }
    Some(s.to_owned())
}

/// `HH:MM` of an offset.
fn offset_ok(s: &str) -> Option<()> {
    let (h, m) = s.split_once(':')?;
    (h.len() == 2 && m.len() == 2 && digits(h).is_some() && digits(m).is_some()).then_some(())
}

fn digits(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Locale};

    fn es(ts: &str) -> Option<String> {
        log_time(ts, true).map(|t| t.render(Locale::human(Lang::Es)))
    }

    fn en(ts: &str) -> Option<String> {
        log_time(ts, true).map(|t| t.render(Locale::human(Lang::En)))
    }

    #[test]
    fn a_log_time_is_written_as_a_document_does_with_its_zone() {
        assert_eq!(es("2026-11-14T20:00").as_deref(), Some("14 de noviembre de 2026, 20:00 (hora local del registro)"));
        assert_eq!(en("2026-11-14T20:00").as_deref(), Some("14 November 2026, 20:00 (log's local time)"));
        assert_eq!(es("2026-11-14T20:00:05Z").as_deref(), Some("14 de noviembre de 2026, 20:00:05 UTC"));
        assert_eq!(en("2026-01-02T08:30+01:00").as_deref(), Some("2 January 2026, 08:30 UTC+01:00"));
        assert_eq!(es("20:01:05-03:00").as_deref(), Some("20:01:05 UTC-03:00"));
        let short = log_time("2026-11-14T20:00", false).map(|t| t.render(Locale::human(Lang::Es)));
        assert_eq!(short.as_deref(), Some("14 nov. 2026, 20:00"));
        for bad in ["", "2026-11-14", "2026-13-01T20:00", "20h", "2026-11-14T20:00+1", "<b>"] {
            assert_eq!(es(bad), None, "{bad}");
        }
    }
}

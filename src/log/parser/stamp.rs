//! Timestamps: a line's leading time and a session's date and time.

use super::*;

pub(super) struct Stamp {
    date: Option<(u32, u32, u32)>,
    hour: u32,
    minute: u32,
    second: Option<u32>,
    /// Explicit `±HH:MM` offset (`Z` is none).
    offset: Option<(u32, u32)>,
}

pub(super) fn digits_value(d: &[u8]) -> u32 {
    d.iter().fold(0, |acc, &b| acc * 10 + u32::from(b - b'0'))
}

pub(super) fn two_digits(i: &[u8]) -> Lex<'_, u32> {
    map(take_while_m_n(2, 2, |b: u8| b.is_ascii_digit()), digits_value).parse(i)
}

pub(super) fn four_digits(i: &[u8]) -> Lex<'_, u32> {
    map(take_while_m_n(4, 4, |b: u8| b.is_ascii_digit()), digits_value).parse(i)
}

/// `HH:MM:SS` or `YYYY-MM-DDTHH:MM[:SS]`, then `Z` or `±HH:MM` or nothing.
pub(super) fn stamp(i: &[u8]) -> Lex<'_, Stamp> {
    let date_time = map(
        (
            four_digits,
            char('-'),
            two_digits,
            char('-'),
            two_digits,
            char('T'),
            two_digits,
            char(':'),
            two_digits,
            opt(preceded(char(':'), two_digits)),
        ),
        |(y, _, mo, _, d, _, hour, _, minute, second)| Stamp {
            date: Some((y, mo, d)),
            hour,
            minute,
            second,
            offset: None,
        },
    );
    let time = map((two_digits, char(':'), two_digits, char(':'), two_digits), |(hour, _, minute, _, s)| Stamp {
        date: None,
        hour,
        minute,
        second: Some(s),
        offset: None,
    });
    let zone = alt((
        value(None, char('Z')),
        map((one_of("+-"), two_digits, char(':'), two_digits), |(_, h, _, m)| Some((h, m))),
    ));
    let (i, mut st) = alt((date_time, time)).parse(i)?;
    let (i, offset) = opt(zone).parse(i)?;
    st.offset = offset.flatten();
    Ok((i, st))
}

pub(super) fn days_in_month(y: u32, m: u32) -> u32 {
    match m {
        2 if y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Why a well-formed timestamp names no real instant (the fields as the log writes them,
/// zero-padded).
pub(super) fn stamp_out_of_range(st: &Stamp) -> Option<Text> {
    if let Some((y, mo, d)) = st.date {
        if !(1..=12).contains(&mo) {
            return Some(t!("log-stamp-no-month", month = format!("{mo:02}")));
        }
        if d == 0 || d > days_in_month(y, mo) {
            return Some(t!(
                "log-stamp-no-day",
                month = format!("{mo:02}"),
                year = format!("{y:04}"),
                day = format!("{d:02}")
            ));
        }
    }
    if st.hour > 23 {
        return Some(t!("log-stamp-hour", hour = format!("{:02}", st.hour)));
    }
    if st.minute > 59 {
        return Some(t!("log-stamp-minute", minute = format!("{:02}", st.minute)));
    }
    if let Some(s) = st.second.filter(|&s| s > 59) {
        return Some(t!("log-stamp-second", second = format!("{s:02}")));
    }
    if let Some((h, m)) = st.offset.filter(|&(h, m)| h > 23 || m > 59) {
        return Some(t!("log-stamp-offset", offset = format!("{h:02}:{m:02}")));
    }
    None
}

/// A timestamp token.
pub(super) fn check_stamp<'a>(t: &'a str, expected: &'static str) -> Result<(), Stop<'a>> {
    match all_consuming(stamp).parse(t.as_bytes()) {
        Ok((_, st)) => match stamp_out_of_range(&st) {
            None => Ok(()),
            Some(why) => Err(Fail::stop(t, t!("log-stamp-invalid", token = shown(t), why = why), expected)),
        },
        Err(_) => {
            let date_only =
                all_consuming((four_digits, char('-'), two_digits, char('-'), two_digits)).parse(t.as_bytes()).is_ok();
            let hour_minute = all_consuming((two_digits, char(':'), two_digits)).parse(t.as_bytes()).is_ok();
            let hint = if date_only {
                t!("log-hint-date-needs-time")
            } else if hour_minute {
                t!("log-hint-time-needs-seconds")
            } else if t.contains('t') || t.contains('z') {
                t!("log-hint-stamp-capitals")
            } else if t.contains('.') || t.contains(',') {
                t!("log-hint-no-fractions")
            } else {
                no_hint()
            };
            Err(Fail::stop(t, t!("log-not-stamp", token = shown(t), hint = hint), expected))
        }
    }
}

/// The first token of a line starts with a digit: a timestamp, or a line that lacks its
/// keyword.
pub(super) fn leading_stamp(t: &str) -> Result<(), Stop<'_>> {
    let date_like = t.len() >= 5 && t.as_bytes().get(4) == Some(&b'-');
    if t.contains(':') || date_like {
        return check_stamp(t, EXPECT_STAMP);
    }
    Err(Fail::stop(t, t!("log-neither-keyword-nor-stamp", token = shown(t)), EXPECT_KEYWORD))
}

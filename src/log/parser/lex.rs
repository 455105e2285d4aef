//! The byte scanners under every token grammar: a class table per byte, and nom-shaped
//! scanners that fail cheaply (`()` errors; the caller explains).

use super::*;

/// Byte classes for the token scanners: one table load per byte instead of a chain of
/// comparisons (the scanners run over every byte of every line).
pub(super) const BLANK: u8 = 1;

/// A blank or `#`: what ends a token.
pub(super) const SEPARATOR: u8 = 2;

pub(super) const DIGIT: u8 = 4;

pub(super) const LOWER: u8 = 8;

/// `[A-Za-z0-9_.-]`
pub(super) const IDENT: u8 = 16;

/// `[a-z0-9-]`
pub(super) const WORD: u8 = 32;

/// `[a-z-]`
pub(super) const KEYWORD: u8 = 64;

/// `[A-Za-z0-9]`: what starts an identifier.
pub(super) const ALNUM: u8 = 128;

pub(super) static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        let mut k = 0;
        if c == b' ' || c == b'\t' {
            k |= BLANK | SEPARATOR;
        }
        if c == b'#' {
            k |= SEPARATOR;
        }
        if c.is_ascii_digit() {
            k |= DIGIT | IDENT | WORD;
        }
        if c.is_ascii_lowercase() {
            k |= LOWER | IDENT | WORD | KEYWORD;
        }
        if c.is_ascii_uppercase() || c == b'_' || c == b'.' {
            k |= IDENT;
        }
        if c == b'-' {
            k |= IDENT | WORD | KEYWORD;
        }
        if c.is_ascii_alphanumeric() {
            k |= ALNUM;
        }
        t[b] = k;
        b += 1;
    }
    t
};

// The fast path's `Line::ascii` relies on this: no byte outside ASCII is in any class.
const _: () = {
    let mut b = 128;
    while b < 256 {
        assert!(CLASS[b] == 0);
        b += 1;
    }
};

/// Whether `b` is in one of the classes `mask`.
#[inline(always)]
pub(super) fn is(b: u8, mask: u8) -> bool {
    CLASS[usize::from(b)] & mask != 0
}

/// How many bytes at the start of `i` are in the classes `mask`.
#[inline(always)]
pub(super) fn span_of(i: &[u8], mask: u8) -> usize {
    span_while(i, |b| is(b, mask))
}

/// How many bytes at the start of `i` are outside the classes `mask`.
#[inline(always)]
pub(super) fn span_until(i: &[u8], mask: u8) -> usize {
    span_while(i, |b| !is(b, mask))
}

/// How many bytes at the start of `i` satisfy `pred`: four bytes a round while four are left,
/// so that the index and the end are checked once per four bytes (the loop runs over nearly
/// every byte of every line), then byte by byte.
#[inline(always)]
pub(super) fn span_while(i: &[u8], pred: impl Fn(u8) -> bool) -> usize {
    let mut n = 0;
    while let Some(&[a, b, c, d]) = i.get(n..).and_then(<[u8]>::first_chunk) {
        if !pred(a) {
            return n;
        }
        if !pred(b) {
            return n + 1;
        }
        if !pred(c) {
            return n + 2;
        }
        if !pred(d) {
            return n + 3;
        }
        n += 4;
    }
    while n < i.len() && pred(i[n]) {
        n += 1;
    }
    n
}

/// At least one byte, then the rest and the bytes taken (nom's `take_while1` over bytes).
#[inline(always)]
pub(super) fn take1(i: &[u8], n: usize) -> Lex<'_, &[u8]> {
    if n == 0 {
        return Err(NomErr::Error(()));
    }
    let (taken, rest) = i.split_at(n.min(i.len()));
    Ok((rest, taken))
}

/// Skips blanks (nom's `space0`).
#[inline(always)]
pub(super) fn blanks(i: &[u8]) -> &[u8] {
    i.get(span_of(i, BLANK)..).unwrap_or_default()
}

/// At least one blank (nom's `space1`), then the rest; but after a space, the rest at once,
/// even if more blanks follow. Tokens are nearly always one space apart, and testing the byte
/// after the space cost a measurable share of the fast path: every caller reads a token next,
/// and no token grammar of the fast path accepts a blank as its first byte, so a line with a
/// run of blanks after a space goes to the full parser.
#[inline(always)]
pub(super) fn blanks1(i: &[u8]) -> Option<&[u8]> {
    match i {
        [b' ', rest @ ..] => Some(rest),
        _ => take1(i, span_of(i, BLANK)).ok().map(|(rest, _)| rest),
    }
}

/// Nothing but blanks and perhaps a comment is left.
#[inline(always)]
pub(super) fn at_end(i: &[u8]) -> bool {
    // Most events end the line: no scan for that.
    i.is_empty() || matches!(blanks(i).first(), None | Some(b'#'))
}

/// The result of a token grammar, which must have stopped at the token's end (a blank, `#`,
/// the end of the line).
#[inline(always)]
pub(super) fn ended<O>(result: Lex<'_, O>) -> Option<(&[u8], O)> {
    match result {
        Ok((rest, o)) if rest.first().is_none_or(|&b| is_separator(b)) => Some((rest, o)),
        _ => None,
    }
}

/// `[a-z][a-z0-9-]*`: a bet kind or a reason.
#[inline(always)]
pub(super) fn kind_word(i: &[u8]) -> Lex<'_, &[u8]> {
    lower_word(i, false)
}

/// nom's `take_while1` over bytes.
#[inline(always)]
pub(super) fn while1(i: &[u8], pred: impl Fn(u8) -> bool) -> Lex<'_, &[u8]> {
    take1(i, i.iter().take_while(|&&b| pred(b)).count())
}

/// nom's `take_till1(is_separator)`: a whole token.
#[inline(always)]
pub(super) fn any_token(i: &[u8]) -> Lex<'_, &[u8]> {
    take1(i, span_until(i, SEPARATOR))
}

/// An event keyword's shape: lower-case letters and `-`.
#[inline(always)]
pub(super) fn keyword_shape(i: &[u8]) -> Lex<'_, &[u8]> {
    take1(i, span_of(i, KEYWORD))
}

#[inline(always)]
pub(super) fn is_separator(b: u8) -> bool {
    is(b, SEPARATOR)
}

/// Decimal digits and their value (`None` when it does not fit in a u64).
#[inline(always)]
pub(super) fn unsigned(i: &[u8]) -> Lex<'_, (&[u8], Option<u64>)> {
    let (rest, digits) = digit1(i)?;
    let v = digits.iter().try_fold(0u64, |acc, &b| acc.checked_mul(10)?.checked_add(u64::from(b - b'0')));
    Ok((rest, (digits, v)))
}

#[inline(always)]
pub(super) fn is_ident_byte(b: u8) -> bool {
    is(b, IDENT)
}

pub(super) fn is_ident_char(c: char) -> bool {
    u8::try_from(c).is_ok_and(is_ident_byte)
}

/// `[A-Za-z0-9][A-Za-z0-9_.-]*`: seats and table ids.
#[inline(always)]
pub(super) fn ident(i: &[u8]) -> Lex<'_, &[u8]> {
    match i.split_first() {
        // The first byte is an identifier byte too: the scan goes on from the second.
        Some((&b, rest)) if is(b, ALNUM) => take1(i, 1 + span_of(rest, IDENT)),
        _ => Err(NomErr::Error(())),
    }
}

/// `ended(kind_word(i))`: a hand (`s1`, `mesa`) or a bet kind, and the input after it, with a
/// token of two bytes taken without the scan (as [`seat_token`] takes a seat).
#[inline(always)]
pub(super) fn hand_token(i: &[u8]) -> Option<(&[u8], &[u8])> {
    match i {
        [a, b, rest @ ..]
            if a.is_ascii_lowercase() && is(*b, WORD) && rest.first().is_none_or(|&c| is_separator(c)) =>
        {
            Some((rest, i.get(..2)?))
        }
        _ => ended(kind_word(i)),
    }
}

/// `ended(ident(i))`: a seat and the input after it. A token of two bytes (the commonest
/// seat: `s1`, `m3`) is taken without the scan, which cost some ten instructions a line on the
/// círculo's short lines; anything else is scanned as [`ident`] scans it.
#[inline(always)]
pub(super) fn seat_token(i: &[u8]) -> Option<(&[u8], &[u8])> {
    match i {
        [a, b, rest @ ..] if is(*a, ALNUM) && is(*b, IDENT) && rest.first().is_none_or(|&c| is_separator(c)) => {
            Some((rest, i.get(..2)?))
        }
        _ => ended(ident(i)),
    }
}

pub(super) fn is_ident(t: &[u8]) -> bool {
    ident(t).is_ok_and(|(rest, _)| rest.is_empty())
}

#[inline(always)]
pub(super) fn is_word_byte(b: u8, underscore: bool) -> bool {
    b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || (underscore && b == b'_')
}

pub(super) fn is_word_char(c: char, underscore: bool) -> bool {
    u8::try_from(c).is_ok_and(|b| is_word_byte(b, underscore))
}

/// `[a-z][a-z0-9_-]*`: parameter names.
pub(super) fn param_key(i: &[u8]) -> Lex<'_, &[u8]> {
    lower_word(i, true)
}

/// `[a-z][a-z0-9-]*` (with `_` too for parameter names): bet kinds, reasons, keys.
#[inline(always)]
pub(super) fn lower_word(i: &[u8], underscore: bool) -> Lex<'_, &[u8]> {
    match i.split_first() {
        // The first byte is a word byte too: the scan goes on from the second.
        Some((b, rest)) if b.is_ascii_lowercase() && !underscore => take1(i, 1 + span_of(rest, WORD)),
        Some((b, _)) if b.is_ascii_lowercase() => while1(i, |b| is_word_byte(b, underscore)),
        _ => Err(NomErr::Error(())),
    }
}

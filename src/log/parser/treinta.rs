//! Treinta y cuarenta's line: `points <negra> <roja>`, the rows' totals the croupier announces
//! (see [`crate::log::event::TreintaEvent`]).

use super::*;

/// Treinta y cuarenta's grammar (see [`FAMILY_GRAMMARS`]).
pub(super) const TREINTA_GRAMMAR: Grammar =
    Grammar { keywords: &TreintaEvent::KEYWORDS, full: |line, keyword, rest| line.treinta_event(keyword, rest) };

/// Treinta y cuarenta's lines the fast path reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TreintaKeyword {
    Points,
}

impl TreintaKeyword {
    #[inline(always)]
    pub(super) fn of(keyword: &[u8]) -> Option<TreintaKeyword> {
        match keyword {
            b"points" => Some(TreintaKeyword::Points),
            _ => None,
        }
    }
}

impl<'a> Line<'a> {
    /// The fast path's reading of a treinta y cuarenta line (see [`Line::fast`]): `points` with
    /// two totals of at most 255; anything else goes to the full parser.
    #[inline(always)]
    pub(super) fn fast_treinta(
        &self,
        k: TreintaKeyword,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        match k {
            TreintaKeyword::Points => {
                let (i, t1, n) = need!(fallback, fast_u16(need!(fallback, blanks1(i))));
                let (i, t2, r) = need!(fallback, fast_u16(need!(fallback, blanks1(i))));
                let (Ok(n), Ok(r)) = (u8::try_from(n), u8::try_from(r)) else { return fallback() };
                let (negra, roja) = (self.sp(t1, n), self.sp(t2, r));
                emit!(self, head, fallback, i, EventKind::Treinta(TreintaEvent::Points { negra, roja }))
            }
        }
    }

    /// The full parser of a line whose keyword is one of [`TreintaEvent::KEYWORDS`]: `points`
    /// and two totals (a row's total is at most 40; a larger number is read and judged by the
    /// engine against the cards, up to 255).
    fn treinta_event(&self, _keyword: &'a str, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let (rest, n) = required(rest, || t!("log-points-needs-totals"), EXPECT_POINTS)?;
        let negra = self.sp(n, whole(n, WHAT_POINTS, u8::MAX.into(), EXPECT_POINTS)? as u8);
        let (rest, r) = required(rest, || t!("log-points-needs-totals"), EXPECT_POINTS)?;
        let roja = self.sp(r, whole(r, WHAT_POINTS, u8::MAX.into(), EXPECT_POINTS)? as u8);
        Ok((rest, EventKind::Treinta(TreintaEvent::Points { negra, roja })))
    }
}

#[cfg(test)]
mod tests {
    use crate::log::event::{EventKind, TreintaEvent};
    use crate::log::parser::parse_line;

    #[test]
    fn points_reads_two_totals() {
        let ev = parse_line("  points 32 35  # negra wins", 1, 0).unwrap().unwrap();
        // The fast path and the full parser read it alike.
        let line = super::Line { text: "  points 32 35  # negra wins", no: 1, offset: 0 };
        assert_eq!(line.full().unwrap(), Some(ev.clone()));
        match ev.kind {
            EventKind::Treinta(TreintaEvent::Points { negra, roja }) => {
                assert_eq!((negra.value, roja.value), (32, 35));
                assert_eq!((negra.loc.col, roja.loc.col), (10, 13));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn points_explains_what_is_wrong() {
        for (line, says) in [
            ("points", "needs the negra row's total"),
            ("points 32", "needs the negra row's total"),
            ("points 32 x5", "x5"),
            ("points 32 300", "300"),
            ("points 32 35 36", "36"),
        ] {
            let e = parse_line(line, 1, 0).unwrap_err();
            let text = format!("{} {}", e.message.en(), e.expected.en());
            assert!(text.contains(says), "{line}: {text}");
        }
        // A mistyped keyword gets a «did you mean».
        let e = parse_line("point 32 35", 1, 0).unwrap_err();
        assert!(e.message.en().contains("points"), "{}", e.message.en());
    }
}

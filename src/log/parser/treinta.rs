//! Treinta y cuarenta's line: `points <negra> <roja>`, the rows' totals the croupier announces
//! (see [`crate::log::event::TreintaEvent`]).

use super::*;

/// Treinta y cuarenta's grammar (see [`FAMILY_GRAMMARS`]).
pub(super) const TREINTA_GRAMMAR: Grammar =
    Grammar { keywords: &TreintaEvent::KEYWORDS, full: |line, keyword, rest| line.treinta_event(keyword, rest) };

impl<'a> Line<'a> {
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

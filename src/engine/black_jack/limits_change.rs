//! A `limits` line at a Black Jack table: the minimum (`min=`) or the maximum (`max=`, a multiple
//! of the minimum, as in the header) changed during the session. The article applies the
//! roulette's rules on changing limits (`limits.change_during_session`): where they forbid it,
//! the change is reported (BJ041) and the limits in force stay; where they allow it, the new
//! limits judge the rounds that begin after the line (a round is judged under the limits in
//! force when it began).

use super::BlackJackGame;
use crate::catalog::roulette::ChangePolicy;
use crate::engine::limits::{TableLimits, limits_line_minimum, limits_line_unknown_key};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{Loc, Param};
use crate::money::Amount;
use crate::t;

/// The table's limits as a `limits` line can change them: the minimum and the maximum's
/// multiple of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub min: Amount,
    pub multiple: u32,
}

impl Limits {
    pub fn table(self) -> TableLimits {
        TableLimits::scaled(self.min, self.multiple, false)
    }
}

/// The limits a `limits` line at `at` sets, from those in force (`now`): `None` when it sets
/// none the table may have (each parameter it cannot read is an M004) or repeats them. Where the
/// article forbids a change once the session is open (`open`), the change is BJ041 and `None`.
pub fn change(
    g: &BlackJackGame,
    now: Limits,
    open: bool,
    at: Loc,
    params: &[Param<'_>],
    out: &mut Vec<Finding>,
) -> Option<Limits> {
    let spec = &g.spec.limits;
    let mut new = now;
    for p in params {
        match p.key.value {
            "min" => {
                if let Some(a) = limits_line_minimum(p, out) {
                    new.min = a;
                }
            }
            "max" => match p.value.value.parse::<u32>() {
                Ok(m) if spec.maximum_multiples.contains(&m) => new.multiple = m,
                _ => out.push(
                    Finding::new(
                        "M004",
                        Label::new(p.value.loc, t!("bac-not-allowed")),
                        t!("bac-max-not-allowed", max = p.value.value),
                    )
                    .expected(t!("bac-max-multiples", multiples = format!("{:?}", spec.maximum_multiples)))
                    .found(Text::verbatim(p.value.value)),
                ),
            },
            _ => limits_line_unknown_key(p, t!("bj-limits-unknown-key-expected"), out),
        }
    }
    if new == now {
        return None;
    }
    if spec.change_during_session == ChangePolicy::Forbidden && open {
        out.push(
            Finding::new("BJ041", Label::new(at, t!("rl-limits-changed-label")), t!("bj-limits-changed"))
                .expected(t!("bj-limits-changed-expected", min = now.min, multiple = now.multiple))
                .found(t!("bj-limits-changed-found", min = new.min, multiple = new.multiple))
                .rule(spec.change_rule.clone()),
        );
        return None;
    }
    Some(new)
}

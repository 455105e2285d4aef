//! How a log names a round's hands and stakes: a hand's name (`m3`, `m3-1`) written and read
//! back as its box and split number, a `deal` line's hand word ([`Dealt`]), and a stake's
//! reference (`mano 3-1`, `seguro 2`) read as its kind, box and split hand ([`stake_ref`]).

use super::Kind;
use crate::engine::black_jack::BlackJackGame;
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::BetRef;
use crate::log::suggest;
use crate::t;

/// Writes a hand's name, `m3` (`sub` 0) or `m3-1`, into `into` (emptied first).
pub(in crate::engine::black_jack) fn hand_name(into: &mut String, bx: u16, sub: u16) {
    fn digits(into: &mut String, n: u16) {
        let mut buf = [0u8; 5];
        let mut i = buf.len();
        let mut n = n;
        loop {
            i -= 1;
            buf[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        for &b in &buf[i..] {
            into.push(char::from(b));
        }
    }
    into.clear();
    into.push('m');
    digits(into, bx);
    if sub > 0 {
        into.push('-');
        digits(into, sub);
    }
}

/// The box and split number of a hand's name as [`hand_name`] writes it (`m3`, `m3-1`); `None`
/// for any other text (`m03`, `m3-0`, `m3 `: no hand is named so), so that a name matches a
/// hand exactly when it is that hand's name.
#[inline]
pub(in crate::engine::black_jack) fn parse_hand_name(name: &str) -> Option<(u16, u16)> {
    // The commonest names by far, a box's own hand `m1`..`m9` (a table has nine boxes at most):
    // two bytes, read without the general loop (every `deal` line and decision comes here).
    if let &[b'm', d @ b'1'..=b'9'] = name.as_bytes() {
        return Some((u16::from(d - b'0'), 0));
    }
    parse_hand_name_slow(name)
}

/// [`parse_hand_name`] for any name.
fn parse_hand_name_slow(name: &str) -> Option<(u16, u16)> {
    /// The number `d` starts with as [`hand_name`] writes one (digits, no leading zero but `0`
    /// itself), and what follows it. One pass.
    fn number(d: &[u8]) -> Option<(u16, &[u8])> {
        let mut n: u32 = 0;
        let mut i = 0;
        // Six digits at most (then the number is over u16's anyway): no overflow.
        while i < d.len().min(6) && d[i].is_ascii_digit() {
            n = n * 10 + u32::from(d[i] - b'0');
            i += 1;
        }
        if i == 0 || (d[0] == b'0' && i > 1) {
            return None;
        }
        Some((u16::try_from(n).ok()?, &d[i..]))
    }
    let (bx, rest) = number(name.as_bytes().strip_prefix(b"m")?)?;
    match rest {
        [] => Some((bx, 0)),
        [b'-', tail @ ..] => match number(tail)? {
            (sub, []) if sub > 0 => Some((bx, sub)),
            _ => None,
        },
        _ => None,
    }
}

/// The parts of a stake's reference: its kind, box and split hand, or a finding (BJ036).
/// Inlined (always: a call cost as much as the work), the finding apart: every stake and
/// settlement line comes here.
#[inline(always)]
pub fn stake_ref(g: &BlackJackGame, bet: &BetRef<'_>, settle: bool) -> Result<(Kind, u16, u16), Box<Finding>> {
    // Matched as bytes: the words' lengths and bytes compared inline, not by a string
    // comparison per word tried.
    let kind = match bet.kind.value.as_bytes() {
        [b'm', b'a', b'n', b'o'] => Some(Kind::Mano),
        [b'm', b'e', b'n', b'o', b'r'] if g.side_bets() => Some(Kind::Menor),
        [b'm', b'a', b'y', b'o', b'r'] if g.side_bets() => Some(Kind::Mayor),
        b"progresivo" if g.spec.progressive.is_some() => Some(Kind::Progresivo),
        [b's', b'e', b'g', b'u', b'r', b'o'] if settle => Some(Kind::Seguro),
        _ => None,
    };
    // A known kind and its box (`mano` may name a split hand, `mano 3-1`): the stake.
    if let Some(kind) = kind {
        match (kind, bet.target.as_ref().map_or(&[][..], |t| t.value.as_slice())) {
            (Kind::Mano, &[b, sub]) if b > 0 => return Ok((kind, b, sub)),
            (_, &[b]) if b > 0 => return Ok((kind, b, 0)),
            _ => {}
        }
    }
    Err(stake_ref_refused(g, bet, settle, kind))
}

/// [`stake_ref`]'s finding: the kind not a bet of this game (`None`), or its box missing.
#[cold]
#[inline(never)]
fn stake_ref_refused(g: &BlackJackGame, bet: &BetRef<'_>, settle: bool, kind: Option<Kind>) -> Box<Finding> {
    let code = if settle { "BJ028" } else { "BJ036" };
    let Some(kind) = kind else {
        // The bets of this game, for the suggestion: built only here, as every stake line of a
        // session passes through this function.
        let mut names = vec!["mano"];
        if g.side_bets() {
            names.extend(["menor", "mayor"]);
        }
        if g.spec.progressive.is_some() {
            names.push("progresivo");
        }
        if settle {
            names.push("seguro");
        }
        return Box::new(
            Finding::new(
                code,
                Label::new(bet.kind.loc, t!("bj-not-a-bet-of-this-game")),
                t!(
                    "bj-not-a-bet",
                    bet = bet.kind.value,
                    suggestion = suggest::did_you_mean_text(bet.kind.value, &names)
                ),
            )
            .expected(t!("bj-one-of", names = names.join(", ")))
            .found(Text::verbatim(bet.kind.value)),
        );
    };
    // No box, box 0, or more numbers than the kind takes.
    let shown = match bet.target.map(|t| t.value) {
        Some(n) => format!("{} {}", bet.kind.value, n),
        None => bet.kind.value.to_owned(),
    };
    Box::new(
        Finding::new(code, Label::new(bet.loc, t!("bj-no-box")), t!("bj-bet-needs-box", bet = shown.as_str()))
            .expected(Text::verbatim(format!("{} N", kind.word())))
            .found(Text::verbatim(shown)),
    )
}

/// The key under which a stake line refused as not a bet of this game (BJ036) is remembered
/// in [`super::Round::reported`]: its settlements are labels on that finding, not BJ028 again (one
/// fault, one finding: a `menor` where the article has no side bet is reported at its stake).
pub fn refused_bet_key(seat: &str, bet: &BetRef<'_>) -> (&'static str, String) {
    ("BJ036", format!("{seat} {}", bet_text(bet)))
}

/// What a `deal` line's hand word names, read once per line (the engine compares it with the
/// line before, the round looks the hand up by it): the dealer, a player hand by its box and
/// split number ([`parse_hand_name`]), or no hand a round can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dealt {
    Dealer,
    Player(u16, u16),
    Unknown,
}

impl Dealt {
    #[inline]
    pub fn of(name: &str) -> Dealt {
        match parse_hand_name(name) {
            Some((bx, sub)) => Dealt::Player(bx, sub),
            None if name == crate::engine::black_jack::DEALER => Dealt::Dealer,
            None => Dealt::Unknown,
        }
    }
}

/// A stake's reference as written: `mano 3`, `mano 3-1`.
pub(in crate::engine::black_jack) fn bet_text(bet: &BetRef<'_>) -> String {
    match bet.target.map(|t| t.value) {
        Some(n) => format!("{} {}", bet.kind.value, n),
        None => bet.kind.value.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::{Dealt, hand_name, parse_hand_name};
    use crate::engine::black_jack::DEALER;

    /// A hand is looked up by the numbers its name reads as: every name [`hand_name`] writes
    /// reads back as its numbers, and no other text reads as a hand's.
    #[test]
    fn a_hand_name_reads_back_as_its_numbers_and_only_it() {
        let mut name = String::new();
        for bx in (0..=1200).chain([9999, 10000, u16::MAX]) {
            for sub in (0..=12).chain([999, u16::MAX]) {
                hand_name(&mut name, bx, sub);
                assert_eq!(parse_hand_name(&name), Some((bx, sub)), "{name}");
            }
        }
        for other in
            ["m", "m-1", "m03", "m3-0", "m3-01", "m3 ", "M3", "m3-", "m3--1", "m65536", "m3-1-1", "crupier", "mano"]
        {
            assert_eq!(parse_hand_name(other), None, "{other}");
            let other_dealt = if other == DEALER { Dealt::Dealer } else { Dealt::Unknown };
            assert_eq!(Dealt::of(other), other_dealt, "{other}");
        }
        assert_eq!(Dealt::of(DEALER), Dealt::Dealer);
        assert_eq!(Dealt::of("m3-1"), Dealt::Player(3, 1));
        assert_eq!(Dealt::of("m9"), Dealt::Player(9, 0));
    }
}

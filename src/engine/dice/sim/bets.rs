//! The bets a simulated craps table carries, how the log names them, and how a roll decides
//! them (through the exact odds' [`Rule`], so that the simulator and `veedor odds` read the
//! article the same way).

pub(crate) use crate::engine::dice::odds::Payouts;
use crate::engine::dice::odds::{Q, Rule, State, TOTALS};
use crate::money::Amount;

/// A bet as it stands on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Kind {
    Win,
    DontWin,
    /// A Come bet before its first roll; [`Kind::ComeOn`] once moved to its number.
    Come,
    ComeOn(u8),
    DontCome,
    DontComeOn(u8),
    Field,
    Big(u8),
    Under7,
    Over7,
    Hard(u8),
    Juego7,
    Juego11,
    AnyCraps,
    Craps(u8),
    Horn,
    OddsWin,
    OddsDontWin,
    OddsCome(u8),
    OddsDontCome(u8),
    Right(u8),
    Wrong(u8),
}

impl Kind {
    /// The bet's word in docs/log-format.md § 14 (the article's own is in
    /// [`super::SimRules::names`]), and its number.
    pub(super) fn word(self) -> (&'static str, Option<u8>) {
        match self {
            Kind::Win => ("win", None),
            Kind::DontWin => ("dont-win", None),
            Kind::Come => ("come", None),
            Kind::ComeOn(n) => ("come", Some(n)),
            Kind::DontCome => ("dont-come", None),
            Kind::DontComeOn(n) => ("dont-come", Some(n)),
            Kind::Field => ("field", None),
            Kind::Big(n) => ("big", Some(n)),
            Kind::Under7 => ("under-7", None),
            Kind::Over7 => ("over-7", None),
            Kind::Hard(n) => ("hard", Some(n)),
            Kind::Juego7 => ("juego-7", None),
            Kind::Juego11 => ("juego-11", None),
            Kind::AnyCraps => ("any-craps", None),
            Kind::Craps(n) => ("craps", Some(n)),
            Kind::Horn => ("horn", None),
            Kind::OddsWin => ("odds-win", None),
            Kind::OddsDontWin => ("odds-dont-win", None),
            Kind::OddsCome(n) => ("odds-come", Some(n)),
            Kind::OddsDontCome(n) => ("odds-dont-come", Some(n)),
            Kind::Right(n) => ("right", Some(n)),
            Kind::Wrong(n) => ("wrong", Some(n)),
        }
    }

    /// Whether the article lets the player take it down («pueden ser retiradas»).
    pub(super) fn removable(self) -> bool {
        matches!(
            self,
            Kind::Big(_)
                | Kind::Hard(_)
                | Kind::OddsWin
                | Kind::OddsDontWin
                | Kind::OddsCome(_)
                | Kind::OddsDontCome(_)
                | Kind::Right(_)
                | Kind::Wrong(_)
        )
    }

    /// The odds behind a line or Come bet, when it has a number.
    pub(super) fn odds(self) -> Option<Kind> {
        match self {
            Kind::Win => Some(Kind::OddsWin),
            Kind::DontWin => Some(Kind::OddsDontWin),
            Kind::ComeOn(n) => Some(Kind::OddsCome(n)),
            Kind::DontComeOn(n) => Some(Kind::OddsDontCome(n)),
            _ => None,
        }
    }

    /// Whether it is one of the «multiple» bets (paid «N veces»), whose maximum derives from the
    /// simple bets' win.
    pub(super) fn multiple(self) -> bool {
        matches!(self, Kind::Hard(_) | Kind::Juego7 | Kind::Juego11 | Kind::AnyCraps | Kind::Craps(_) | Kind::Horn)
    }
}

pub(super) use crate::engine::dice::odds::by_point;

impl Kind {
    /// How a roll decides the bet under the article's `payouts`, the table's point being `point`.
    pub(super) fn rule(self, p: &Payouts, point: Option<u8>) -> (Rule, State) {
        let start = State::Start;
        let at = |n: u8| State::Point(n);
        let even = p.even;
        let table = point.map_or(start, at);
        match self {
            Kind::Win => (Rule::Pass { pays: even }, table),
            Kind::DontWin => (Rule::DontPass { pays: even, push: p.push }, table),
            Kind::Come => (Rule::Pass { pays: even }, start),
            Kind::ComeOn(n) => (Rule::Pass { pays: even }, at(n)),
            Kind::DontCome => (Rule::DontPass { pays: even, push: p.push }, start),
            Kind::DontComeOn(n) => (Rule::DontPass { pays: even, push: p.push }, at(n)),
            Kind::Field => {
                let mut pays = [None; TOTALS];
                for t in [3, 4, 9, 10, 11] {
                    pays[t] = Some(even);
                }
                pays[2] = Some(p.field_double);
                pays[12] = Some(p.field_double);
                (Rule::OneRoll { pays: Box::new(pays) }, start)
            }
            Kind::Big(n) => (Rule::NumberFirst { number: n, pays: even }, start),
            Kind::Under7 => (Rule::one_roll(&[2, 3, 4, 5, 6], even), start),
            Kind::Over7 => (Rule::one_roll(&[8, 9, 10, 11, 12], even), start),
            Kind::Hard(n) => {
                let pays = if matches!(n, 4 | 10) { p.hard_4_10 } else { p.hard_6_8 };
                (Rule::Hard { number: n, pays }, start)
            }
            Kind::Juego7 => (Rule::one_roll(&[7], p.juego_7), start),
            Kind::Juego11 => (Rule::one_roll(&[11], p.juego_11), start),
            Kind::AnyCraps => (Rule::one_roll(&[2, 3, 12], p.any_craps), start),
            Kind::Craps(n) => {
                let pays = match n {
                    2 => p.craps_2,
                    3 => p.craps_3,
                    _ => p.craps_12,
                };
                (Rule::one_roll(&[n], pays), start)
            }
            Kind::Horn => (Rule::one_roll(&[2, 3, 11, 12], p.horn), start),
            Kind::OddsWin => {
                let n = point.unwrap_or(0);
                (Rule::NumberFirst { number: n, pays: p.odds_right[by_point(n)] }, start)
            }
            Kind::OddsDontWin => {
                let n = point.unwrap_or(0);
                (Rule::SevenFirst { number: n, pays: p.odds_wrong[by_point(n)] }, start)
            }
            Kind::OddsCome(n) => (Rule::NumberFirst { number: n, pays: p.odds_right[by_point(n)] }, start),
            Kind::OddsDontCome(n) => (Rule::SevenFirst { number: n, pays: p.odds_wrong[by_point(n)] }, start),
            Kind::Right(n) => (Rule::NumberFirst { number: n, pays: p.right[by_point(n)] }, start),
            Kind::Wrong(n) => (Rule::SevenFirst { number: n, pays: p.wrong[by_point(n)] }, start),
        }
    }
}

/// `stake × ratio`, when it is a whole number of cents.
pub(super) fn exact_win(stake: Amount, ratio: Q) -> Option<Amount> {
    let n = i128::from(stake.minor()) * ratio.numer();
    if n % ratio.denom() != 0 {
        return None;
    }
    i64::try_from(n / ratio.denom()).ok().map(Amount)
}

//! The bets a simulated craps table carries, how the log names them, and how a roll decides
//! them (through the exact odds' [`Rule`], so that the simulator and `veedor odds` read the
//! article the same way).

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
    /// The bet's reference in the log (docs/log-format.md § 14).
    pub(super) fn reference(self) -> String {
        match self {
            Kind::Win => "win".into(),
            Kind::DontWin => "dont-win".into(),
            Kind::Come => "come".into(),
            Kind::ComeOn(n) => format!("come {n}"),
            Kind::DontCome => "dont-come".into(),
            Kind::DontComeOn(n) => format!("dont-come {n}"),
            Kind::Field => "field".into(),
            Kind::Big(n) => format!("big {n}"),
            Kind::Under7 => "under-7".into(),
            Kind::Over7 => "over-7".into(),
            Kind::Hard(n) => format!("hard {n}"),
            Kind::Juego7 => "juego-7".into(),
            Kind::Juego11 => "juego-11".into(),
            Kind::AnyCraps => "any-craps".into(),
            Kind::Craps(n) => format!("craps {n}"),
            Kind::Horn => "horn".into(),
            Kind::OddsWin => "odds-win".into(),
            Kind::OddsDontWin => "odds-dont-win".into(),
            Kind::OddsCome(n) => format!("odds-come {n}"),
            Kind::OddsDontCome(n) => format!("odds-dont-come {n}"),
            Kind::Right(n) => format!("right {n}"),
            Kind::Wrong(n) => format!("wrong {n}"),
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

/// What the simulator needs of the article's payouts: the winnings per unit staked.
#[derive(Clone, Debug)]
pub(crate) struct Payouts {
    /// Simple bets («a la par»).
    pub even: Q,
    /// Field on 2 and 12 («doble»).
    pub field_double: Q,
    /// Hard 4 and 10, hard 6 and 8.
    pub hard_4_10: Q,
    pub hard_6_8: Q,
    pub juego_7: Q,
    pub juego_11: Q,
    pub any_craps: Q,
    pub craps_2: Q,
    pub craps_3: Q,
    pub craps_12: Q,
    pub horn: Q,
    /// By point 4/10, 5/9, 6/8: the odds behind Win and Come, behind Don't; the right and
    /// wrong bets.
    pub odds_right: [Q; 3],
    pub odds_wrong: [Q; 3],
    pub right: [Q; 3],
    pub wrong: [Q; 3],
    /// Don't Win's and Don't Come's push on their first roll (12).
    pub push: u8,
}

/// The index of a box number in the by-point tables (4/10, 5/9, 6/8).
pub(super) fn by_point(n: u8) -> usize {
    match n {
        4 | 10 => 0,
        5 | 9 => 1,
        _ => 2,
    }
}

impl Payouts {
    /// How a roll decides the bet, the table's point being `point`.
    pub(super) fn rule(&self, kind: Kind, point: Option<u8>) -> (Rule, State) {
        let start = State::Start;
        let at = |n: u8| State::Point(n);
        let even = self.even;
        let table = point.map_or(start, at);
        match kind {
            Kind::Win => (Rule::Pass { pays: even }, table),
            Kind::DontWin => (Rule::DontPass { pays: even, push: self.push }, table),
            Kind::Come => (Rule::Pass { pays: even }, start),
            Kind::ComeOn(n) => (Rule::Pass { pays: even }, at(n)),
            Kind::DontCome => (Rule::DontPass { pays: even, push: self.push }, start),
            Kind::DontComeOn(n) => (Rule::DontPass { pays: even, push: self.push }, at(n)),
            Kind::Field => {
                let mut pays = [None; TOTALS];
                for t in [3, 4, 9, 10, 11] {
                    pays[t] = Some(even);
                }
                pays[2] = Some(self.field_double);
                pays[12] = Some(self.field_double);
                (Rule::OneRoll { pays }, start)
            }
            Kind::Big(n) => (Rule::NumberFirst { number: n, pays: even }, start),
            Kind::Under7 => (Rule::one_roll(&[2, 3, 4, 5, 6], even), start),
            Kind::Over7 => (Rule::one_roll(&[8, 9, 10, 11, 12], even), start),
            Kind::Hard(n) => {
                let pays = if matches!(n, 4 | 10) { self.hard_4_10 } else { self.hard_6_8 };
                (Rule::Hard { number: n, pays }, start)
            }
            Kind::Juego7 => (Rule::one_roll(&[7], self.juego_7), start),
            Kind::Juego11 => (Rule::one_roll(&[11], self.juego_11), start),
            Kind::AnyCraps => (Rule::one_roll(&[2, 3, 12], self.any_craps), start),
            Kind::Craps(n) => {
                let pays = match n {
                    2 => self.craps_2,
                    3 => self.craps_3,
                    _ => self.craps_12,
                };
                (Rule::one_roll(&[n], pays), start)
            }
            Kind::Horn => (Rule::one_roll(&[2, 3, 11, 12], self.horn), start),
            Kind::OddsWin => {
                let n = point.unwrap_or(0);
                (Rule::NumberFirst { number: n, pays: self.odds_right[by_point(n)] }, start)
            }
            Kind::OddsDontWin => {
                let n = point.unwrap_or(0);
                (Rule::SevenFirst { number: n, pays: self.odds_wrong[by_point(n)] }, start)
            }
            Kind::OddsCome(n) => (Rule::NumberFirst { number: n, pays: self.odds_right[by_point(n)] }, start),
            Kind::OddsDontCome(n) => (Rule::SevenFirst { number: n, pays: self.odds_wrong[by_point(n)] }, start),
            Kind::Right(n) => (Rule::NumberFirst { number: n, pays: self.right[by_point(n)] }, start),
            Kind::Wrong(n) => (Rule::SevenFirst { number: n, pays: self.wrong[by_point(n)] }, start),
        }
    }

    /// The winnings per unit staked the bet is paid (for a one-roll bet, its rate on `total`).
    pub(super) fn winnings(&self, kind: Kind, point: Option<u8>, a: u8, b: u8) -> Option<Q> {
        let (rule, state) = self.rule(kind, point);
        match rule.step(state, a, b) {
            crate::engine::dice::odds::Step::Win(q) => Some(q),
            _ => None,
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

//! What the simulator reads of a craps article ([`SimRules::of`]): its payouts as exact ratios
//! (through the same lookup the engine uses, [`Bet::payout`]), whether the place bets take the
//! 8, the maxima of the odds on Don't Win and Don't Come, and the bets' names.

use super::SimRules;
use crate::catalog::dice::{Backs, MaxOf};
use crate::engine::dice::DiceGame;
use crate::engine::dice::article::Bet;
use crate::engine::dice::odds::{Payouts, Q, Veces};

/// The documentation's word of each kind of bet (the simulator's), and the article's kind.
pub(crate) const WORDS: [(&str, Backs); 20] = [
    ("win", Backs::Win),
    ("dont-win", Backs::DontWin),
    ("come", Backs::Come),
    ("dont-come", Backs::DontCome),
    ("field", Backs::Field),
    ("big", Backs::Big),
    ("under-7", Backs::Under7),
    ("over-7", Backs::Over7),
    ("hard", Backs::Hard),
    ("juego-7", Backs::Seven),
    ("juego-11", Backs::Eleven),
    ("any-craps", Backs::AnyCraps),
    ("craps", Backs::Craps),
    ("horn", Backs::Horn),
    ("odds-win", Backs::OddsWin),
    ("odds-dont-win", Backs::OddsDontWin),
    ("odds-come", Backs::OddsCome),
    ("odds-dont-come", Backs::OddsDontCome),
    ("right", Backs::Right),
    ("wrong", Backs::Wrong),
];

fn q(p: crate::money::Payout) -> Q {
    Q::new(i128::from(*p.0.numer()), i128::from(*p.0.denom()))
}

/// The article's payouts, as the simulator and `veedor odds` read them; `None` if it lacks a
/// bet or a payout (the bundled articles have them all).
pub(crate) fn payouts(g: &DiceGame) -> Option<Payouts> {
    let bet = |b: Backs| g.bet_of(b);
    let pay = |b: Backs, key: Option<u8>| bet(b).and_then(|x: &Bet| x.payout(key)).map(q);
    let by_point = |b: Backs| -> Option<[Q; 3]> { Some([pay(b, Some(4))?, pay(b, Some(5))?, pay(b, Some(6))?]) };
    Some(Payouts {
        even: pay(Backs::Win, None)?,
        field_double: pay(Backs::Field, Some(2))?,
        hard_4_10: pay(Backs::Hard, Some(4))?,
        hard_6_8: pay(Backs::Hard, Some(6))?,
        juego_7: pay(Backs::Seven, None)?,
        juego_11: pay(Backs::Eleven, None)?,
        any_craps: pay(Backs::AnyCraps, None)?,
        craps_2: pay(Backs::Craps, Some(2))?,
        craps_3: pay(Backs::Craps, Some(3))?,
        craps_12: pay(Backs::Craps, Some(12))?,
        horn: pay(Backs::Horn, None)?,
        odds_right: by_point(Backs::OddsWin)?,
        odds_wrong: by_point(Backs::OddsDontWin)?,
        right: by_point(Backs::Right)?,
        wrong: by_point(Backs::Wrong)?,
        veces: match g.spec.veces {
            crate::catalog::dice::VecesReading::ToOne => Veces::ToOne,
            crate::catalog::dice::VecesReading::ForOne => Veces::ForOne,
        },
        push: 12,
    })
}

/// The most the odds on a Don't Win may be, per unit of its stake, by point 4/10, 5/9, 6/8.
pub(crate) fn odds_dont_max(g: &DiceGame) -> Option<[Q; 3]> {
    let max = &g.bet_of(Backs::OddsDontWin)?.max;
    if max.of != MaxOf::Parent {
        return None;
    }
    let percents = &max.percent;
    let at = |n: u8| {
        percents
            .iter()
            .find(|p| p.on.contains(&n))
            .or_else(|| percents.iter().find(|p| p.on.is_empty()))
            .map_or(Q::from_integer(1), |p| Q::new(i128::from(p.percent), 100))
    };
    Some([at(4), at(5), at(6)])
}

impl SimRules {
    pub(crate) fn of(g: &DiceGame) -> Option<SimRules> {
        let names = WORDS.iter().filter_map(|&(word, backs)| g.bet_of(backs).map(|b| (word, b.name.clone()))).collect();
        Some(SimRules {
            payouts: payouts(g)?,
            place_eight: g.spec.place_eight,
            odds_dont_max: odds_dont_max(g)?,
            names,
        })
    }
}

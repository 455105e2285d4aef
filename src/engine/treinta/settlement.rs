//! What each stake of a coup is owed, and the settlement lines judged against it.
//!
//! A stake's settlement is a small set of lines (`pay` its stake; `collect` it; `return` it; on
//! the refait, `return` half and `collect` the rest, or nothing: it goes to prisión). What the
//! stake is owed is a list of such sets — alternatives, where the player has an option the log
//! need not record (the refait's half or prisión without a `choose` line) — and the lines the
//! log writes must make up one of them: each line as it comes must fit one alternative still
//! open (else it is reported, TC014, and the stake is judged no further: one fault, one finding);
//! at the coup's end, what was written must be a whole alternative (else TC015).

use smallvec::SmallVec;

use crate::catalog::roulette::{BeyondListed, ReleaseAmount};
use crate::catalog::treinta::{Chance, InsuredOnRefait, PrisonerAtClose};
use crate::engine::prison::HeldBet;
use crate::engine::treinta::TreintaGame;
use crate::engine::treinta::coup::Outcome;
use crate::log::event::{Loc, SettleAction, ZeroChoice};
use crate::money::Amount;

/// One settlement line as owed or written.
pub type Line = (SettleAction, Amount);

/// What a stake may be settled with: one of these sets of lines (an empty set: no line).
pub type Owed = SmallVec<[SmallVec<[Line; 2]>; 2]>;

/// A chance held in prisión (the ledger's bet).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldChance(pub Chance);

impl HeldBet for HeldChance {
    type Key = Chance;
    fn key(&self) -> Chance {
        self.0
    }
}

/// The lines written for a stake, and whether it has been reported.
#[derive(Clone, Debug, Default)]
pub struct Written {
    pub lines: SmallVec<[(SettleAction, Amount, Loc); 2]>,
    /// A line was reported (TC014): the stake is judged no further.
    pub reported: bool,
    /// The player's option on the refait (`choose`).
    pub choice: Option<(ZeroChoice, Loc)>,
}

/// A seat's stakes on one chance in a coup (several `bet` lines add up: the maximum binds the
/// player's stake on the chance).
#[derive(Clone, Debug)]
pub struct Stake {
    pub seat: String,
    pub chance: Chance,
    pub amount: Amount,
    /// The first `bet` line.
    pub loc: Loc,
    pub over_max_reported: bool,
    /// The 1 % deposit (`insure`), and where.
    pub premium: Option<(Amount, Loc)>,
    /// The deposit's `collect` line, once written.
    pub premium_collected: Option<Loc>,
    /// The deposit's line written before the coup's outcome, where a void coup returns the
    /// deposit (`insurance.on_void: returned`): judged when the coup ends.
    pub premium_deferred: Option<(SettleAction, Amount, Loc)>,
    /// Carried from the previous coup (an insured stake that stays on the refait).
    pub carried: bool,
    pub written: Written,
}

/// A prisoner of the ledger, in the coup that settles it.
#[derive(Clone, Debug)]
pub struct Held {
    pub seat: String,
    pub prisoner: crate::engine::prison::Prisoner<HeldChance>,
    pub written: Written,
}

/// `stake / 2^k`, by the refait's rounding.
fn halved(g: &TreintaGame, stake: Amount, k: u32) -> Amount {
    stake.halve_times(k, g.spec.refait.rounding)
}

/// A set of lines, dropping zero amounts (a `collect` of nothing is not owed).
fn set(lines: &[Line]) -> SmallVec<[Line; 2]> {
    // Pushed, not collected: `SmallVec`'s generic `extend` cost more than the rest of working
    // out what a stake is owed (every stake of every coup comes here).
    let mut v = SmallVec::new();
    for &l in lines {
        if l.1 > Amount::ZERO {
            v.push(l);
        }
    }
    v
}

/// Whether the refait's `refaits`-th (1 = the stake's first) half back, `back`, is below the
/// table minimum `min` where the article forces prisión then (the roulette's zero system: «si
/// está por debajo del mínimo de la mesa, la apuesta debe quedar en «prisión»»).
pub fn forced_prison(g: &TreintaGame, back: Amount, refaits: u32, min: Amount) -> bool {
    g.spec.refait.forced_prison_below_minimum_from_zero.is_some_and(|from| refaits >= from) && back < min
}

/// What the session's last coup owes a stake that would stay in prisión with no coup to free
/// it: its `refaits`-th refait there (`refait_now`: the forced refund, `refait.last_coup_refund`,
/// where the article has one), or a prisoner of `refaits` refaits the last coup leaves held
/// (`refait.prisoner_at_close`). `None`: not regulated (past the refund's listed refaits).
pub fn at_close(g: &TreintaGame, stake: Amount, refaits: u32, refait_now: bool) -> Option<SmallVec<[Line; 2]>> {
    let residual = |k: u32| {
        let back = halved(g, stake, k);
        set(&[(SettleAction::Return, back), (SettleAction::Collect, stake.saturating_sub(back))])
    };
    if refait_now && let Some(r) = &g.spec.refait.last_coup_refund {
        let listed = r.listed_zeros.is_none_or(|l| refaits <= l);
        if !listed && r.beyond_listed == BeyondListed::Unregulated {
            return None;
        }
        return Some(residual(refaits));
    }
    Some(match g.spec.refait.prisoner_at_close {
        PrisonerAtClose::Returned => set(&[(SettleAction::Return, stake)]),
        PrisonerAtClose::Residual => residual(refaits),
        PrisonerAtClose::Lost => set(&[(SettleAction::Collect, stake)]),
    })
}

/// The refait's alternatives (`normal`: half back and/or prisión, the empty set) on the
/// session's last coup (`last`: `Some(true)`), on another (`Some(false)`), or while it is not
/// known which (`None`: a line is judged against both, the coup's end decides). On the last
/// coup nothing may stay in prisión: the forced refund replaces every alternative, or, without
/// one, the settlement at the close replaces prisión.
fn refait_at(g: &TreintaGame, mut normal: Owed, stake: Amount, refaits: u32, last: Option<bool>) -> Option<Owed> {
    let forced_refund = g.spec.refait.last_coup_refund.is_some();
    match last {
        Some(false) => Some(normal),
        Some(true) => {
            let alt = at_close(g, stake, refaits, true)?;
            if forced_refund {
                return Some(smallvec::smallvec![alt]);
            }
            let mut v = Owed::new();
            for x in normal {
                let x = if x.is_empty() { alt.clone() } else { x };
                if !v.contains(&x) {
                    v.push(x);
                }
            }
            Some(v)
        }
        None => {
            if let Some(alt) = at_close(g, stake, refaits, true)
                && !normal.contains(&alt)
            {
                normal.push(alt);
            }
            Some(normal)
        }
    }
}

/// What a stake of this coup is owed under `outcome` at a table of minimum `min`; `None` when
/// nothing can be said (color or inverso with the first card unseen). `last`: whether the coup
/// is the session's last, `None` while not known ([`refait_at`]).
pub fn owed_stake(g: &TreintaGame, s: &Stake, outcome: Outcome, min: Amount, last: Option<bool>) -> Option<Owed> {
    let a = s.amount;
    let mut v = Owed::new();
    match outcome {
        Outcome::RedCard | Outcome::Tie => v.push(set(&[(SettleAction::Return, a)])),
        Outcome::Refait => {
            let insured = s.premium.is_some() && g.spec.insurance.is_some();
            match g.spec.insurance.as_ref().map(|i| i.on_refait) {
                Some(InsuredOnRefait::Returned) if insured => v.push(set(&[(SettleAction::Return, a)])),
                Some(InsuredOnRefait::Stays) if insured => v.push(SmallVec::new()),
                _ => {
                    let half = halved(g, a, 1);
                    let both = set(&[(SettleAction::Return, half), (SettleAction::Collect, a.saturating_sub(half))]);
                    match s.written.choice.map(|c| c.0) {
                        _ if forced_prison(g, half, 1, min) => v.push(SmallVec::new()),
                        Some(ZeroChoice::Half) => v.push(both),
                        Some(ZeroChoice::Prison) => v.push(SmallVec::new()),
                        None => {
                            v.push(both);
                            v.push(SmallVec::new());
                        }
                    }
                    return refait_at(g, v, a, 1, last);
                }
            }
        }
        Outcome::Decided { .. } => match outcome.wins(s.chance)? {
            // Even money: the winnings equal the stake.
            true => v.push(set(&[(SettleAction::Pay, a)])),
            false => v.push(set(&[(SettleAction::Collect, a)])),
        },
    }
    Some(v)
}

/// What a prisoner is owed under `outcome`: freed on its chance's win (its initial stake or its
/// residual, the rest collected), lost on a loss, kept on a void coup (on the session's last,
/// settled as `refait.prisoner_at_close` says), and on a further refait the options again (half
/// its residual back, or prisión once more).
pub fn owed_prisoner(g: &TreintaGame, h: &Held, outcome: Outcome, min: Amount, last: Option<bool>) -> Option<Owed> {
    let p = &h.prisoner;
    let mut v = Owed::new();
    match outcome {
        Outcome::RedCard | Outcome::Tie => match last {
            Some(false) => v.push(SmallVec::new()),
            Some(true) => v.push(at_close(g, p.stake, p.times, false)?),
            None => {
                v.push(SmallVec::new());
                v.extend(at_close(g, p.stake, p.times, false));
            }
        },
        Outcome::Refait => {
            let back = halved(g, p.stake, p.times + 1);
            let both = set(&[(SettleAction::Return, back), (SettleAction::Collect, p.stake.saturating_sub(back))]);
            match h.written.choice.map(|c| c.0) {
                _ if forced_prison(g, back, p.times + 1, min) => v.push(SmallVec::new()),
                Some(ZeroChoice::Half) => v.push(both),
                Some(ZeroChoice::Prison) => v.push(SmallVec::new()),
                None => {
                    v.push(both);
                    v.push(SmallVec::new());
                }
            }
            return refait_at(g, v, p.stake, p.times + 1, last);
        }
        Outcome::Decided { .. } => match outcome.wins(p.bet.0)? {
            true => {
                let freed = match g.spec.refait.release_amount {
                    ReleaseAmount::Initial => p.stake,
                    ReleaseAmount::Residual => halved(g, p.stake, p.times),
                };
                v.push(set(&[(SettleAction::Release, freed), (SettleAction::Collect, p.stake.saturating_sub(freed))]))
            }
            false => v.push(set(&[(SettleAction::Collect, p.stake)])),
        },
    }
    Some(v)
}

/// The first written line that does not fit `owed` (its index), and why.
pub fn first_misfit(owed: &Owed, written: &[(SettleAction, Amount, Loc)]) -> Option<(usize, Misfit)> {
    (0..written.len()).find_map(|i| {
        let (a, m, _) = written[i];
        fits(owed, &written[..i], (a, m)).err().map(|e| (i, e))
    })
}

/// Why a line does not fit what is owed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misfit {
    /// An alternative still open has a line of this action, of another amount: the amount owed.
    Amount(Amount),
    /// No alternative still open has a line of this action.
    Action,
}

/// Whether `written` plus `line` is part of an alternative of `owed`: `Ok` when it is, else
/// why not.
pub fn fits(owed: &Owed, written: &[(SettleAction, Amount, Loc)], line: Line) -> Result<(), Misfit> {
    let mut amount = None;
    for alt in owed {
        let mut left: SmallVec<[Line; 2]> = SmallVec::from_slice(alt);
        let mut ok = true;
        for (a, m, _) in written {
            match left.iter().position(|l| l.0 == *a && l.1 == *m) {
                Some(i) => {
                    left.remove(i);
                }
                None => ok = false,
            }
        }
        if !ok {
            continue;
        }
        if left.contains(&line) {
            return Ok(());
        }
        if let Some(l) = left.iter().find(|l| l.0 == line.0) {
            amount.get_or_insert(l.1);
        }
    }
    Err(amount.map_or(Misfit::Action, Misfit::Amount))
}

/// Whether `written` is exactly an alternative of `owed` (the settlement is complete); else
/// the first alternative it is part of, whose lines are still owed.
pub fn complete(owed: &Owed, written: &[(SettleAction, Amount, Loc)]) -> Result<(), SmallVec<[Line; 2]>> {
    let mut missing = None;
    for alt in owed {
        let mut left: SmallVec<[Line; 2]> = SmallVec::from_slice(alt);
        let mut ok = true;
        for (a, m, _) in written {
            match left.iter().position(|l| l.0 == *a && l.1 == *m) {
                Some(i) => {
                    left.remove(i);
                }
                None => ok = false,
            }
        }
        if ok && left.is_empty() {
            return Ok(());
        }
        if ok && missing.is_none() {
            missing = Some(left);
        }
    }
    Err(missing.unwrap_or_default())
}

/// The lines of an alternative, as a log would write them for `seat` on `bet` (`prison` for a
/// prisoner): `pay s1 rojo 20`, one per line, joined by `; `.
pub fn written_as(lines: &[Line], seat: &str, bet: &str, prison: bool) -> String {
    if lines.is_empty() {
        return "—".to_owned();
    }
    let p = if prison { "prison " } else { "" };
    lines.iter().map(|(a, m)| format!("{} {seat} {p}{bet} {m}", a.as_str())).collect::<Vec<_>>().join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use smallvec::smallvec;

    #[test]
    fn lines_fit_one_alternative() {
        let owed: Owed = smallvec![
            smallvec![(SettleAction::Return, Amount(500)), (SettleAction::Collect, Amount(500))],
            smallvec![],
        ];
        assert_eq!(fits(&owed, &[], (SettleAction::Return, Amount(500))), Ok(()));
        assert_eq!(fits(&owed, &[], (SettleAction::Return, Amount(400))), Err(Misfit::Amount(Amount(500))));
        assert_eq!(fits(&owed, &[], (SettleAction::Pay, Amount(500))), Err(Misfit::Action));
        let w = [(SettleAction::Return, Amount(500), Loc::default())];
        assert_eq!(complete(&owed, &[]), Ok(()));
        assert_eq!(complete(&owed, &w), Err(smallvec![(SettleAction::Collect, Amount(500))]));
        assert_eq!(fits(&owed, &w, (SettleAction::Return, Amount(500))), Err(Misfit::Action));
    }
}

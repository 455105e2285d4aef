//! The prisión ledger, the same for every game that has one: even-chance stakes held across
//! rounds instead of being lost (a roulette's zero; treinta y cuarenta's «refait» 31–31), each
//! with the number of times it has been held, until a later round frees it or loses it. Which
//! result imprisons, frees or loses a stake, and what a freed stake is worth, is the family's;
//! the ledger keeps who is held, in the order they went in, and finds them by seat and bet.

use std::hash::Hash;

use rustc_hash::FxHashMap as HashMap;

use crate::catalog::model::ReleaseAmount;
use crate::log::event::Loc;
use crate::money::Amount;

/// A stake held in prisión. `B` is the family's bet (a roulette's kind, the numbers named and
/// those it is freed on).
#[derive(Debug, Clone)]
pub struct Prisoner<B> {
    pub seat: u32,
    pub bet: B,
    /// The initial stake.
    pub stake: Amount,
    /// How many times it has been imprisoned (a roulette's zeros it has been through).
    pub times: u32,
    /// Where it was placed, and where it went to prisión.
    pub bet_loc: Loc,
    pub prison_loc: Loc,
}

/// What names a held bet in a log line, besides its seat (`prison rojo`: the chance).
pub trait HeldBet {
    type Key: Copy + Eq + Hash;
    fn key(&self) -> Self::Key;
}

/// The stakes in prisión at one table, oldest first: the order in which a log refers to several
/// prisoners of one seat on one bet.
#[derive(Debug)]
pub struct PrisonLedger<B: HeldBet> {
    held: Vec<Prisoner<B>>,
    /// First index in `held` per (seat, bet): the oldest, what a line naming it finds first.
    index: HashMap<(u32, B::Key), usize>,
    /// The previous list, emptied: the next one is built in it, so holding allocates nothing
    /// per round.
    spare: Vec<Prisoner<B>>,
    /// Seats and bets (as the log names them) sent to prisión by a choice on a bet the log never
    /// placed: the prisoner's later lines (its release or loss) are not reported again.
    lost: Vec<(String, String)>,
}

impl<B: HeldBet> Default for PrisonLedger<B> {
    fn default() -> PrisonLedger<B> {
        PrisonLedger { held: Vec::new(), index: HashMap::default(), spare: Vec::new(), lost: Vec::new() }
    }
}

impl<B: HeldBet> PrisonLedger<B> {
    /// The stakes held, oldest first.
    pub fn held(&self) -> &[Prisoner<B>] {
        &self.held
    }

    /// The oldest prisoner of `seat` on the bet keyed `key`: its index in [`Self::held`].
    #[inline]
    pub fn find(&self, seat: u32, key: B::Key) -> Option<usize> {
        self.index.get(&(seat, key)).copied()
    }

    /// Hands the held list over to be settled, with an empty buffer for the next list; the
    /// held list is then empty until [`Self::hold`]. Inlined, as [`Self::hold`]: both run
    /// once a round, and a call moving the lists cost more than the rest of a round's prisión
    /// bookkeeping.
    #[inline]
    pub fn take(&mut self) -> (Vec<Prisoner<B>>, Vec<Prisoner<B>>) {
        (std::mem::take(&mut self.held), std::mem::take(&mut self.spare))
    }

    /// Makes `next` the stakes held, and indexes them; `old`, the list settled, becomes the
    /// buffer of the next. Every change of the list goes through here: a line naming a prisoner
    /// resolves to an index into this list, so an index left over from a list since emptied
    /// would name a prisoner that no longer exists.
    #[inline]
    pub fn hold(&mut self, next: Vec<Prisoner<B>>, mut old: Vec<Prisoner<B>>) {
        old.clear();
        self.spare = old;
        self.held = next;
        if !self.index.is_empty() {
            // Clearing even an empty map that has had room rewrites its control bytes.
            self.index.clear();
        }
        for (i, p) in self.held.iter().enumerate() {
            self.index.entry((p.seat, p.bet.key())).or_insert(i);
        }
    }

    /// Empties the prisión (the session closes: nothing stays held past it), handing over
    /// what was held.
    pub fn release_all(&mut self) -> Vec<Prisoner<B>> {
        self.lost.clear();
        let held = std::mem::take(&mut self.held);
        self.index.clear();
        held
    }

    /// Records that `seat`'s bet named `bet` was sent to prisión though the log never placed it.
    pub fn lose(&mut self, seat: &str, bet: &str) {
        if !self.lost.iter().any(|(s, b)| s == seat && b == bet) {
            self.lost.push((seat.to_owned(), bet.to_owned()));
        }
    }

    /// Whether a line about `seat`'s prisoner on `bet` is about such a lost prisoner (then
    /// forgotten: it is resolved once).
    pub fn forget_lost(&mut self, seat: &str, bet: &str) -> bool {
        match self.lost.iter().position(|(s, b)| s == seat && b == bet) {
            Some(i) => {
                self.lost.swap_remove(i);
                true
            }
            None => false,
        }
    }
}

/// Which of several prisoners of one seat on one bet a line names (`twins`: their indices,
/// oldest first). A log writes `prison rojo` for either of two such prisoners (one kept by a
/// second zero or refait, one new), so the name alone cannot tell them apart: the line goes to
/// the first that has not had such a line yet (`free`), preferring the first of those whose
/// expected amount it matches (`matches`); when every one has had it, to the oldest (the line
/// is then a second settlement of it, reported as such). `None` only when `twins` is empty.
pub fn named_prisoner(
    twins: impl IntoIterator<Item = usize>,
    free: impl Fn(usize) -> bool,
    matches: impl Fn(usize) -> bool,
) -> Option<usize> {
    let (mut oldest, mut first_free) = (None, None);
    for j in twins {
        oldest.get_or_insert(j);
        if free(j) {
            if matches(j) {
                return Some(j);
            }
            first_free.get_or_insert(j);
        }
    }
    first_free.or(oldest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy)]
    struct Chance(u8);

    impl HeldBet for Chance {
        type Key = u8;
        fn key(&self) -> u8 {
            self.0
        }
    }

    fn held(seat: u32, chance: u8, times: u32) -> Prisoner<Chance> {
        Prisoner {
            seat,
            bet: Chance(chance),
            stake: Amount(1000),
            times,
            bet_loc: Loc::default(),
            prison_loc: Loc::default(),
        }
    }

    #[test]
    fn finds_the_oldest_and_forgets_on_release() {
        let mut p = PrisonLedger::default();
        let (old, mut next) = p.take();
        next.extend([held(1, 0, 2), held(1, 0, 1), held(2, 0, 1)]);
        p.hold(next, old);
        assert_eq!(p.find(1, 0), Some(0));
        assert_eq!(p.find(2, 0), Some(2));
        assert_eq!(p.find(2, 1), None);
        let (old, next) = p.take();
        assert_eq!(old.len(), 3);
        p.hold(next, old);
        assert_eq!((p.held().len(), p.find(1, 0)), (0, None));
        p.lose("s1", "rojo");
        assert!(p.forget_lost("s1", "rojo") && !p.forget_lost("s1", "rojo"));
        p.lose("s1", "rojo");
        assert_eq!(p.release_all().len(), 0);
        assert!(!p.forget_lost("s1", "rojo"));
    }

    #[test]
    fn a_line_names_the_first_free_twin_preferring_its_amount() {
        // Twins 3 and 5 (oldest first); 5 is owed the line's amount.
        assert_eq!(named_prisoner([3, 5], |_| true, |j| j == 5), Some(5));
        // No amount matches: the oldest free one.
        assert_eq!(named_prisoner([3, 5], |_| true, |_| false), Some(3));
        // 3 has had its line: the next one, even of another amount.
        assert_eq!(named_prisoner([3, 5], |j| j != 3, |j| j == 3), Some(5));
        // Both have had it: the oldest (a second settlement of it).
        assert_eq!(named_prisoner([3, 5], |_| false, |_| true), Some(3));
        assert_eq!(named_prisoner([], |_| true, |_| true), None);
    }
}

/// What happens to a stake held in prisión when what imprisoned it (roulette's zero,
/// treinta y cuarenta's refait) comes again: for the odds of every game with a prisión.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FurtherZero {
    /// The same options again (every bundled article: «el jugador tiene la misma opción»).
    OptionsAgain,
    /// The stake is lost.
    Loses,
}

/// The option a player takes on the zero (or the refait), for the edge's sake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZeroPolicy {
    /// Half the stake back.
    Half,
    /// The stake in prisión, released as the article says, kept in prisión on further zeros.
    Prison { release: ReleaseAmount, further: FurtherZero },
}

//! Recovery after an unreadable line (M001, M002; issue 32). What the line said is unknown: a
//! stake, a card, an award, a count, a rebuy, a `mano` or a `round`. The checker sets aside what
//! the engine finds in the hand holding the line and in the next ([`crate::check`]'s taints);
//! what the engine carries beyond them must not turn the lost line into faults of later hands:
//!
//! - every seat's resto is *in doubt* from the line on (the line may have moved any seat's
//!   chips) to the end of its hand, and after it until the seat is counted again (its next
//!   `stack` line) or goes all in (the log then shows what it had). A resto in doubt is not judged by a count (PC015, PC017), by a stake
//!   past it (PC038), by a rebuy before it is spent (PC047) nor at the partida's close (PC034),
//!   and is no base for option b's fee under `take_of=resto`, nor a weight of the literal tie
//!   split by restos (`tie_split: proportional_to_resto`, A-PC-1: that split is not judged);
//! - the table maximum is in doubt from the line on until the next `limits max=` line (the
//!   line may have been one), and is then no base for option b's fee under `take_of=max`;
//! - a hand whose `mano` line was lost still gives the mano its turn (the rotation's next seat),
//!   and a hand whose `round` line was lost (two `mano` lines in one hand) counts both manos;
//! - option b's sessions are counted both with and without a hand for each unreadable line
//!   ([`super::take::FeeSessions`]).

use super::engine::{Book, Table};
use super::round::{Action, Hand};
use super::spec::Order;
use crate::engine::baccarat::money::SeatName;
use crate::money::Amount;

impl Table<'_> {
    /// A line could not be read.
    pub(super) fn lost(&mut self) {
        self.ever_lost = true;
        self.max_in_doubt = true;
        for (_, b) in self.book.iter_mut() {
            b.doubt = true;
        }
        self.lost_in_hand = true;
        let minutes = self.g.spec.take.session_minutes.map_or(60, u64::from);
        self.fees.lost(minutes);
    }

    /// Whether `seat`'s resto is in doubt: its book says so, or it has none yet and joined the
    /// hand under way, whose lost line may have been its count.
    ///
    /// The test of a log with no line lost inline: a clean log's `stack` and ante lines paid a
    /// call for it (some ten instructions a line).
    #[inline(always)]
    pub(super) fn in_doubt(&self, seat: &str) -> bool {
        self.ever_lost && self.in_doubt_lost(seat)
    }

    /// [`Table::in_doubt`] once a line was lost.
    #[inline(never)]
    fn in_doubt_lost(&self, seat: &str) -> bool {
        match self.book.get(seat) {
            Some(b) => b.doubt,
            None => self.lost_in_hand && self.hand.as_ref().is_some_and(|h| h.find(seat).is_some()),
        }
    }

    /// A call or raise of `seat` in `h` whose resto is in doubt: the log's chips stand. An
    /// all-in shows the resto (what it puts in), which is no longer in doubt; any other stake
    /// shows only that the resto was larger than what it puts in, so the resto held is raised
    /// to a cent more, and stays in doubt. Without this, the resto the book carried would judge
    /// the stake (PC038) and mark the player all in when he is not.
    pub(super) fn claim_in_doubt(&mut self, h: &mut Hand, seat: &str, act: Action) {
        if !self.ever_lost || matches!(act, Action::Check | Action::Fold) {
            return;
        }
        let doubt = self.book.get(seat).map_or(self.lost_in_hand, |b| b.doubt);
        let Some(p) = h.find(seat).map(|i| &mut h.players[i]).filter(|_| doubt) else { return };
        let owed = h.iv.high.saturating_sub(p.interval);
        let (put, allin) = match act {
            Action::Raise { to, allin } => (to.value.saturating_sub(p.interval), allin.is_some()),
            Action::Call { amount: Some(a), allin } => (a.value, allin.is_some()),
            // A call of what is owed: all of the resto, when it says all in, and the resto at
            // most that.
            Action::Call { amount: None, allin } => {
                (if allin.is_some() && p.stack > Amount::ZERO { p.stack.min(owed) } else { owed }, allin.is_some())
            }
            Action::Check | Action::Fold => return,
        };
        if allin {
            p.stack = put;
            // The all-in shows the resto the hand began with too (what it had put in before,
            // and this): the literal tie split's weight.
            p.start = p.put.saturating_add(put);
            if let Some(b) = self.book.get_mut(seat) {
                b.doubt = false;
            }
        } else if put >= p.stack {
            p.stack = put.saturating_add(Amount(1));
        }
    }

    /// Whether the literal tie split by restos (A-PC-1) can be judged among `winners`: not
    /// when one of their restos is in doubt, since it is the split's weight.
    pub(super) fn restos_known(&self, h: &Hand, winners: &[usize]) -> bool {
        !self.ever_lost
            || winners.iter().all(|&i| {
                let p = &h.players[i];
                (p.counted || !self.lost_in_hand) && !self.in_doubt(p.name.as_str())
            })
    }

    /// Before a hand's players are carried to the books: those who joined the hand without a
    /// count, after a line was lost, have a resto in doubt and no known session resto.
    pub(super) fn doubt_newcomers(&mut self, h: &Hand) {
        if !self.lost_in_hand {
            return;
        }
        for p in &h.players {
            self.book.get_or_insert(p.name.as_str(), || Book {
                session_start: None,
                doubt: true,
                ..Default::default()
            });
        }
    }

    /// A hand over whose `mano` line was lost: the mano was the rotation's next seat.
    pub(super) fn lost_mano(&mut self, h: &Hand) {
        if !self.lost_in_hand || h.mano.is_some() || !(h.dealt() || h.begun_betting) {
            return;
        }
        let Some(next) = self.next_mano(h) else { return };
        if let Some(b) = self.book.get_mut(next.as_str()) {
            b.manos += 1;
        }
        self.last_mano = Some(next);
    }

    /// A `mano` line of `seat` in a hand over that already had its mano, after a line was lost:
    /// the lost line was the next hand's `round`, and the first mano had its turn.
    pub(super) fn second_mano(&mut self, seat: &str) {
        let Some(h) = self.hand.as_ref().filter(|_| self.lost_in_hand) else { return };
        let over = h.first_pay.is_some() || h.void.is_some();
        let Some((m, _)) = h.mano.as_ref().filter(|(m, _)| over && *m != seat) else { return };
        let m = m.clone();
        if !(self.last_void && self.last_mano.as_ref() == Some(&m))
            && let Some(b) = self.book.get_mut(m.as_str())
        {
            b.manos += 1;
        }
        self.last_void = h.void.is_some();
        self.last_mano = Some(m);
    }

    /// The seat after the last mano in the order of play, among `h`'s players.
    fn next_mano(&self, h: &Hand) -> Option<SeatName> {
        let last = self.last_mano.as_ref()?;
        let key = |num: u32| match self.g.spec.seats.order {
            Order::Increasing => num,
            Order::Decreasing => u32::MAX - num,
        };
        let last_key = key(super::round::seat_number(last.as_str()));
        let next = h.players.iter().find(|p| key(p.num) > last_key).or_else(|| h.players.first());
        next.map(|p| p.name.clone())
    }

    /// A hand's end: option a's allowed take of a hand that proved contested (where a hand won
    /// without a showdown pays none); after a lost line, every resto the hand leaves in doubt.
    pub(super) fn hand_over(&mut self, h: &Hand) {
        let allowed = std::mem::replace(&mut self.allowed_in_hand, Amount::ZERO);
        if h.remaining() >= 2 {
            self.tally.allowed(allowed);
        }
        if self.lost_in_hand {
            // Even a seat counted after the lost line: what the hand's later lines moved was
            // read on a state the line may have changed (a call's chips are what the engine
            // holds owed; a lost `round` line runs two hands into one).
            for (_, b) in self.book.iter_mut() {
                b.doubt = true;
            }
        }
        self.lost_in_hand = false;
        self.session_first_hand = false;
    }

    /// Option b's session began: each seat's resto now is the base of its fee in it, where
    /// known.
    pub(super) fn session_restos(&mut self) {
        for (_, b) in self.book.iter_mut() {
            b.session_start = (!b.doubt).then_some(b.stack);
        }
        self.session_first_hand = true;
    }
}

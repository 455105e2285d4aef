//! The house's take («pozo o cagnotte»): option a's share of each interval (PC018), option b's
//! fee per player and session (PC019), a take of the option the table did not choose (PC020),
//! Murcia's take after the winner was paid (PC049; its amount is judged with the hand).

use std::collections::BTreeMap;

use super::engine::{Table, TakeOf, cmp_pct, pct_floor};
use super::header::take_word;
use super::round::Hand;
use super::spec::TakeOption;
use crate::finding::{Finding, Label};
use crate::log::event::{Loc, Sp};
use crate::money::Amount;
use crate::t;

/// Option b's sessions («una hora de juego más las dos últimas manos», V L2667): a session starts
/// at the log's `session open` (or its first timed hand), takes the hands begun within its hour
/// and the two begun after it; the third starts the next session, its hour from that hand's
/// time. A fee belongs to the session of the hand under way, or of the last hand between hands.
/// Without timestamps the sessions are not known, and a second fee is not judged as one.
///
/// After an unreadable line, which may have been a hand's `round` line, the hands are counted
/// both ways: as read, and in `alt` with one more hand for each such line, counted at the next
/// line whose timestamp says when (the latest it can have begun, so the earliest its session can
/// have ended). A fee is a second one only when both counts say so.
#[derive(Clone, Debug, Default)]
pub struct FeeSessions {
    /// The minute the session under way began, when a timestamp said it.
    start: Option<u64>,
    /// The session's number in the log.
    index: u32,
    /// Hands begun since its hour ran out.
    past_hour: u8,
    /// The minute of the last timestamp, and the first minute of its day (a time alone, `HH:MM:SS`,
    /// is of the day of the last dated timestamp).
    last: Option<u64>,
    day: u64,
    /// Each player's fee: the session it was taken in and where.
    paid: BTreeMap<String, (u32, Loc)>,
    /// A session began since the engine last asked ([`FeeSessions::take_new_session`]).
    began: bool,
    /// The session's length, as the last hand counted it.
    minutes: u64,
    /// The count with the hands whose `round` line may have been lost, and in it, those hands
    /// still to count.
    alt: Option<Box<FeeSessions>>,
    lost_hands: u8,
}

impl FeeSessions {
    /// A timestamp's minute on the session's clock: a dated one sets the day, a time alone is of
    /// that day.
    pub(super) fn minute(&mut self, dated: bool, m: u64) -> u64 {
        let m = if dated {
            self.day = m - m % 1440;
            m
        } else {
            self.day + m
        };
        self.last = Some(m);
        if let Some(alt) = self.alt.as_mut() {
            alt.minute(dated, m);
            alt.count_lost();
        }
        m
    }

    /// A line could not be read: it may have begun a hand (see the type's note).
    /// `minutes`: the session's length.
    pub(super) fn lost(&mut self, minutes: u64) {
        self.minutes = minutes;
        if self.alt.is_none() {
            self.alt = Some(Box::new(self.clone()));
        }
        if let Some(alt) = self.alt.as_mut() {
            alt.lost_hands = alt.lost_hands.saturating_add(1);
        }
    }

    /// The hands that may have been lost, counted once a timestamp says when.
    fn count_lost(&mut self) {
        while self.lost_hands > 0 {
            self.lost_hands -= 1;
            self.hand(self.minutes);
        }
    }

    /// Whether the hands counted with and without those whose `round` line may have been lost
    /// agree on where the session under way began (else the restos it began with are unsure).
    pub(super) fn in_step(&self) -> bool {
        self.alt.as_ref().is_none_or(|a| a.lost_hands == 0 && a.start == self.start && a.past_hour == self.past_hour)
    }

    /// Whether a session began since the last call.
    pub(super) fn take_new_session(&mut self) -> bool {
        std::mem::take(&mut self.began)
    }

    /// The log's `session open` (at minute `at`, when it says): a new session.
    pub(super) fn open(&mut self, at: Option<u64>) {
        if self.start.is_some() || !self.paid.is_empty() {
            self.index += 1;
            self.began = true;
        }
        self.start = at;
        self.past_hour = 0;
        if let Some(alt) = self.alt.as_mut() {
            // A new session of the log's own: the hands lost before it are of no account.
            alt.lost_hands = 0;
            alt.open(at);
        }
    }

    /// A hand begins, at the last timestamp seen; a session lasts `minutes` and two hands.
    pub(super) fn hand(&mut self, minutes: u64) {
        self.minutes = minutes;
        if let Some(alt) = self.alt.as_mut() {
            alt.count_lost();
            alt.hand(minutes);
        }
        let Some(now) = self.last else { return };
        match self.start {
            None => self.start = Some(now),
            Some(s) if now >= s.saturating_add(minutes) => {
                self.past_hour = self.past_hour.saturating_add(1);
                if self.past_hour > 2 {
                    self.index += 1;
                    self.start = Some(now);
                    self.past_hour = 0;
                    self.began = true;
                }
            }
            Some(_) => {}
        }
    }

    /// Records `seat`'s fee at `at`; where the same session already had one, its place.
    fn fee(&mut self, seat: &str, at: Loc) -> Option<Loc> {
        // Where a `round` line may have been lost, a second fee by both counts, else none.
        let alt = self.alt.as_mut().map(|alt| {
            alt.count_lost();
            alt.fee(seat, at)
        });
        let first = self.fee_as_read(seat, at);
        first.filter(|_| alt.is_none_or(|a| a.is_some()))
    }

    /// [`FeeSessions::fee`] on the hands as read.
    fn fee_as_read(&mut self, seat: &str, at: Loc) -> Option<Loc> {
        let index = self.index;
        let timed = self.start.is_some();
        match self.paid.get_mut(seat) {
            Some((i, first)) if *i == index && timed => Some(*first),
            Some(e) => {
                *e = (index, at);
                None
            }
            None => {
                self.paid.insert(seat.to_owned(), (index, at));
                None
            }
        }
    }
}

impl Table<'_> {
    /// `cagnotte AMOUNT [SEAT]`: the house's take.
    pub(super) fn cagnotte(&mut self, amount: Sp<Amount>, seat: Option<Sp<&str>>, at: Loc, out: &mut Vec<Finding>) {
        if let Some(seat) = seat {
            return self.session_fee(seat, amount, at, out);
        }
        if self.take == TakeOption::Session {
            if self.emits("PC020") {
                out.push(
                    Finding::new(
                        "PC020",
                        Label::new(at, t!("pc-label-take")),
                        t!("pc-take-other-option", option = "session"),
                    )
                    .expected(t!("pc-expect-take-option", option = "session")),
                );
            }
            return;
        }
        let mut h = self.take_hand(at);
        if !self.after_void(&mut h, at, out) {
            self.resolve_early(&mut h, None, false, out);
            Self::close_interval(&mut h, at, true, &|c| self.emits(c), out);
            match self.take {
                TakeOption::Interval => self.interval_take(&mut h, amount, at, out),
                TakeOption::Hand => {
                    if let Some(p) = h.first_pay
                        && self.emits("PC049")
                    {
                        out.push(
                            Finding::new("PC049", Label::new(at, t!("pc-label-take")), t!("pc-take-after-pay"))
                                .label(p, t!("pc-label-pay"))
                                .expected(t!("pc-expect-take-before-pay")),
                        );
                    }
                }
                TakeOption::Session => {}
            }
            h.takes.push((amount.value, at));
            self.tally.taken(amount.value);
        }
        self.hand = Some(h);
    }

    /// Option a: at most 5 % of what the interval added (or of the pot as it stands) (PC018).
    pub(super) fn interval_take(&mut self, h: &mut Hand, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
        let Some(pct) = &self.g.spec.take.interval_pct else { return };
        let base = match self.g.spec.take.interval_base {
            super::spec::IntervalBase::IntervalNewMoney => h.closed_money.saturating_sub(h.closed_returns),
            super::spec::IntervalBase::RunningPot => h.pot().saturating_sub(h.take_total()),
        };
        // The most allowed, counted once an interval (at its first take line); where a hand
        // won without a showdown pays none, once the hand is known to have had one.
        if h.closed_taken == Amount::ZERO {
            if self.g.spec.take.uncontested {
                self.tally.allowed(pct_floor(base, pct));
            } else {
                self.allowed_in_hand = self.allowed_in_hand.saturating_add(pct_floor(base, pct));
            }
        }
        let taken = h.closed_taken.saturating_add(amount.value);
        h.closed_taken = taken;
        if cmp_pct(taken, base, pct).is_gt() && self.emits("PC018") {
            out.push(
                Finding::new(
                    "PC018",
                    Label::new(at, t!("pc-label-take")),
                    t!("pc-take-over", take = taken, base = base, pct = pct.to_string()),
                )
                .expected(t!("pc-expect-at-most", max = pct_floor(base, pct))),
            );
        }
    }

    /// Option b: a player's fee for the session, 10–20 % of the maximum or of his resto
    /// (PC019; at a table of another option, PC020).
    pub(super) fn session_fee(&mut self, seat: Sp<&str>, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
        if self.take != TakeOption::Session {
            if self.emits("PC020") {
                let option = take_word(self.take);
                out.push(
                    Finding::new(
                        "PC020",
                        Label::new(seat.loc, t!("pc-label-take")),
                        t!("pc-take-other-option", option = option),
                    )
                    .expected(t!("pc-expect-take-option", option = option)),
                );
            }
        } else if let Some(first) = self.fees.fee(seat.value, at) {
            if self.emits("PC019") {
                out.push(
                    Finding::new(
                        "PC019",
                        Label::new(amount.loc, t!("pc-label-take")),
                        t!("pc-fee-twice", seat = seat.value, fee = amount.value),
                    )
                    .label(first, t!("pc-label-first-fee"))
                    .expected(t!("pc-expect-one-fee"))
                    .rule_opt(self.g.rule(&["pc.take.session"])),
                );
            }
        } else if let Some([lo, hi]) = &self.g.spec.take.session_pct {
            // Under `take_of=resto`, the resto the session began with (or the player sat down
            // with in it): unknown where an unreadable line left it in doubt, or where a `round`
            // line it may have been leaves unsure which hand began the session.
            let base = match self.take_of {
                // Not a maximum an unreadable line may have changed (`limits max=`).
                TakeOf::Max => self.max.filter(|_| !self.max_in_doubt),
                TakeOf::Resto => {
                    self.book.get(seat.value).and_then(|b| b.session_start).filter(|_| self.fees.in_step())
                }
            };
            if let Some(base) = base {
                self.tally.allowed(pct_floor(base, hi));
            }
            if let Some(base) = base
                && (cmp_pct(amount.value, base, lo).is_lt() || cmp_pct(amount.value, base, hi).is_gt())
                && self.emits("PC019")
            {
                out.push(
                    Finding::new(
                        "PC019",
                        Label::new(amount.loc, t!("pc-label-take")),
                        t!("pc-fee-range", seat = seat.value, fee = amount.value, base = base),
                    )
                    .expected(t!(
                        "pc-expect-range",
                        lo = pct_floor(base, lo),
                        hi = pct_floor(base, hi)
                    )),
                );
            }
        }
        self.tally.taken(amount.value);
        self.add_chips(seat.value, Amount(-amount.value.0));
    }

    // ---- the end of a hand and of the session -----------------------------------------------
}

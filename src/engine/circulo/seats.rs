//! The seats between and at the start of hands: the restos counted (chips added, PC015, or
//! pocketed, PC017), a newcomer's resto (PC046), rebuys (PC047), loans (PC016), rests (PC033),
//! the mano's rotation (PC004) and the cut (PC005).

use super::engine::{Book, Table};
use super::round::seat_key;
use super::spec::{Order, RebuyWhen};
use crate::engine::baccarat::money::SeatName;
use crate::finding::{Finding, Label};
use crate::log::event::{Loc, Sp};
use crate::money::Amount;
use crate::t;

impl Table<'_> {
    pub(super) fn stack_line(&mut self, seat: Sp<&str>, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
        // The seat looked up once in the books and once in the hand (each was looked up three
        // times a line), by one key made for both.
        let key = seat_key(seat.value.as_bytes());
        let known = self.book.position_near(seat.value, key, self.hand.as_ref().map_or(0, |h| h.players.len()));
        let in_hand = self.hand.as_ref().and_then(|h| h.find_keyed(seat.value, key));
        let current = match (in_hand, self.hand.as_ref()) {
            (Some(i), Some(h)) => Some(h.players[i].stack),
            _ => known.and_then(|k| self.book.at(k)).map(|b| b.stack),
        };
        let starting = self.hand.as_ref().is_none_or(|h| !h.dealt() && !h.begun_betting);
        // A resto in doubt after an unreadable line is counted again, not judged by the count.
        let doubt = self.in_doubt(seat.value);
        match current.filter(|_| !doubt) {
            Some(c) if amount.value > c && self.emits("PC015") => out.push(
                Finding::new(
                    "PC015",
                    Label::new(amount.loc, t!("pc-label-count")),
                    t!("pc-count-above", seat = seat.value, count = amount.value, want = c),
                )
                .expected(t!("pc-expect-count", want = c)),
            ),
            Some(c) if amount.value < c && self.emits("PC017") => out.push(
                Finding::new(
                    "PC017",
                    Label::new(amount.loc, t!("pc-label-count")),
                    t!("pc-count-below", seat = seat.value, count = amount.value, want = c),
                )
                .expected(t!("pc-expect-count", want = c)),
            ),
            None if !doubt => self.first_resto(seat.value, amount, out),
            _ => {}
        }
        let session_first = self.session_first_hand && starting;
        let b = match known.filter(|&k| self.book.at(k).is_some()) {
            Some(k) => self.book.at_mut(k),
            None => Some(self.book.push(seat.value, Book { session_start: Some(amount.value), ..Default::default() })),
        };
        if let Some(b) = b {
            b.stack = amount.value;
            b.doubt = false;
            if session_first {
                b.session_start = Some(amount.value);
            }
        }
        if let Some(mut h) = self.hand.take() {
            if starting || in_hand.is_some() {
                // A newcomer to the hand comes in with the resto just counted.
                let i = match in_hand {
                    Some(i) => i,
                    None => self.seat_new(&mut h, seat.value, key, amount.value),
                };
                let p = &mut h.players[i];
                p.stack = amount.value;
                if starting {
                    p.start = amount.value.saturating_add(p.put);
                    p.counted = true;
                }
            }
            let _ = at;
            self.hand = Some(h);
        }
    }

    /// A seat's first resto: Valencia's 10–200 × the minimum, Murcia's `resto=` (PC046).
    pub(super) fn first_resto(&mut self, seat: &str, amount: Sp<Amount>, out: &mut Vec<Finding>) {
        if !self.emits("PC046") {
            return;
        }
        let r = &self.g.spec.resto;
        if let Some([lo, hi]) = r.initial {
            let (lo, hi) = (self.min.times(i64::from(lo)), self.min.times(i64::from(hi)));
            if amount.value < lo || amount.value > hi {
                out.push(
                    Finding::new(
                        "PC046",
                        Label::new(amount.loc, t!("pc-label-count")),
                        t!("pc-resto-range", seat = seat, resto = amount.value),
                    )
                    .expected(t!("pc-expect-range", lo = lo, hi = hi)),
                );
            }
        } else if r.newcomer_fixed
            && let Some(want) = self.resto
            && amount.value != want
        {
            out.push(
                Finding::new(
                    "PC046",
                    Label::new(amount.loc, t!("pc-label-count")),
                    t!("pc-resto-newcomer", seat = seat, resto = amount.value, want = want),
                )
                .expected(t!("pc-expect-count", want = want)),
            );
        }
    }

    pub(super) fn rebuy(&mut self, seat: Sp<&str>, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
        let in_play = self.hand.as_ref().is_some_and(|h| h.in_play());
        let current = match self.hand.as_ref().and_then(|h| h.find(seat.value).map(|i| h.players[i].stack)) {
            Some(s) => s,
            None => self.known_stack(seat.value),
        };
        let code = if self.emits("PC047") { "PC047" } else { "PC015" };
        let r = &self.g.spec.resto;
        let fault = if in_play {
            Some(t!("pc-rebuy-in-hand", seat = seat.value))
        } else if let Some([lo, hi]) = r.rebuy
            && (amount.value < self.min.times(i64::from(lo)) || amount.value > self.min.times(i64::from(hi)))
        {
            Some(t!(
                "pc-rebuy-range",
                seat = seat.value,
                amount = amount.value,
                lo = self.min.times(i64::from(lo)),
                hi = self.min.times(i64::from(hi))
            ))
        } else if let Some(m) = self.rebuy_min
            && amount.value < m
        {
            Some(t!("pc-rebuy-below", seat = seat.value, amount = amount.value, min = m))
        } else if r.rebuy.is_some()
            && r.rebuy_when == RebuyWhen::Spent
            && current > Amount::ZERO
            && current > self.ante
            && !self.in_doubt(seat.value)
        {
            // A resto no larger than the ante cannot bet in a hand: it is spent.
            Some(t!("pc-rebuy-not-spent", seat = seat.value, stack = current))
        } else {
            None
        };
        if let Some(msg) = fault
            && self.emits(code)
        {
            out.push(Finding::new(code, Label::new(at, t!("pc-label-rebuy")), msg).expected(t!("pc-expect-rebuy")));
        }
        self.add_chips(seat.value, amount.value);
    }

    pub(super) fn add_chips(&mut self, seat: &str, amount: Amount) {
        if let Some(h) = self.hand.as_mut()
            && let Some(i) = h.find(seat)
        {
            h.players[i].stack = h.players[i].stack.saturating_add(amount);
        }
        let b = self.book.get_or_insert(seat, Book::default);
        b.stack = b.stack.saturating_add(amount);
    }

    pub(super) fn lend(&mut self, from: Sp<&str>, to: Sp<&str>, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
        if self.emits("PC016") {
            out.push(
                Finding::new(
                    "PC016",
                    Label::new(at, t!("pc-label-loan")),
                    t!("pc-lend", from = from.value, to = to.value, amount = amount.value),
                )
                .expected(t!("pc-expect-no-loan")),
            );
        }
        // The chips move all the same: the counts that follow are not faults of their own.
        self.add_chips(from.value, Amount(-amount.value.0));
        self.add_chips(to.value, amount.value);
    }

    pub(super) fn rest(&mut self, seat: Sp<&str>, at: Loc, out: &mut Vec<Finding>) {
        let limit = self.g.spec.seats.rest_limit;
        let emits = self.emits("PC033");
        let b = self.book.get_or_insert(seat.value, Book::default);
        if b.rested_this_hand {
            return;
        }
        b.rested_this_hand = true;
        b.rests = b.rests.saturating_add(1);
        if b.rests > limit && emits {
            let n = b.rests;
            out.push(
                Finding::new(
                    "PC033",
                    Label::new(at, t!("pc-label-rest")),
                    t!("pc-rest-too-long", seat = seat.value, n = n, limit = limit),
                )
                .expected(t!("pc-expect-rest", limit = limit)),
            );
        }
    }

    pub(super) fn mano(&mut self, seat: Sp<&str>, at: Loc, out: &mut Vec<Finding>) {
        self.second_mano(seat.value);
        // The seat the rotation expects, compared where it sits (copied only for a finding).
        let want = self.expected_mano().and_then(|i| self.hand.as_ref()?.players.get(i)).map(|p| &p.name);
        if let Some(w) = want
            && *w != seat.value
            && !(self.last_void && self.last_mano.as_ref().is_some_and(|m| *m == seat.value))
            && self.emits("PC004")
        {
            let w = w.clone();
            out.push(
                Finding::new(
                    "PC004",
                    Label::new(seat.loc, t!("pc-label-mano")),
                    t!("pc-mano-rotation", seat = seat.value, want = w.clone()),
                )
                .expected(t!("pc-expect-mano", want = w)),
            );
        }
        self.hand_mut(at).mano = Some((SeatName::new(seat.value), at));
    }

    /// The next seat playing after the last hand's mano, in the order of play: its index
    /// among the hand's players.
    pub(super) fn expected_mano(&self) -> Option<usize> {
        let last = self.last_mano.as_ref()?;
        let h = self.hand.as_ref()?;
        let key = |num: u32| match self.g.spec.seats.order {
            Order::Increasing => num,
            Order::Decreasing => u32::MAX - num,
        };
        let last_key = key(super::round::seat_number_of(last.as_bytes()));
        if h.players.is_empty() {
            return None;
        }
        Some(h.players.iter().position(|p| key(p.num) > last_key).unwrap_or(0))
    }

    pub(super) fn cut(&mut self, seat: Sp<&str>, at: Loc, out: &mut Vec<Finding>) {
        let Some(h) = self.hand.as_ref() else { return };
        if let Some(m) = h.mano_index() {
            // «a la izquierda de la mano»: the seat before it in the order of play.
            let n = h.players.len();
            // Compared where it sits (copied only for a finding).
            let want = &h.players[(m + n - 1) % n].name;
            if *want != seat.value && self.emits("PC005") {
                let want = want.clone();
                out.push(
                    Finding::new(
                        "PC005",
                        Label::new(seat.loc, t!("pc-label-cut")),
                        t!("pc-wrong-cut", seat = seat.value, want = want.clone()),
                    )
                    .expected(t!("pc-expect-cut", want = want)),
                );
            }
        }
        self.hand_mut(at).cut = Some((SeatName::new(seat.value), at));
    }

    // ---- forced bets, awards and returns ----------------------------------------------------
}

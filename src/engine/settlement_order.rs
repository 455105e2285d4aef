//! The order of a round's settlements, the same for every game family: payments go by a
//! ranking the family gives (a roulette's payment order of its combinations; Black Jack's boxes
//! from right to left), and where the article says so the losing stakes are collected before
//! anything is paid. Fed each settlement as the log records it, it says when one came after
//! another that it should have preceded; the family words the finding.
//!
//! One fault, one finding: after a payment out of order the ranking resynchronises on it, and a
//! late collection is reported once per round.

use crate::log::event::Loc;

/// Payments by rank (0 is paid first). `P` is what the family needs to name a payment in a
/// finding (its plan, its bet).
#[derive(Clone, Copy, Debug)]
pub struct PaymentOrder<P> {
    /// The highest rank paid so far: (rank, where, which payment).
    high: Option<(usize, Loc, P)>,
}

impl<P> Default for PaymentOrder<P> {
    fn default() -> PaymentOrder<P> {
        PaymentOrder { high: None }
    }
}

impl<P: Copy> PaymentOrder<P> {
    /// A payment of rank `rank` at `at`. `Some(earlier)`: a payment of a later rank came
    /// before it (its rank, where, which); the order then goes on from this one. Inlined: it
    /// runs for every payment of the log.
    #[inline]
    pub fn pay(&mut self, rank: usize, at: Loc, which: P) -> Option<(usize, Loc, P)> {
        match self.high {
            Some(earlier) if earlier.0 > rank => {
                self.high = Some((rank, at, which));
                Some(earlier)
            }
            Some((high, _, _)) if high == rank => None,
            _ => {
                self.high = Some((rank, at, which));
                None
            }
        }
    }
}

/// «Se retirarán las apuestas perdedoras antes de pagar las ganadoras»: where the article says
/// so, a losing stake collected after the first payment is out of order (reported once).
#[derive(Clone, Copy, Debug, Default)]
pub struct LosersFirst {
    /// The article requires it at this table.
    required: bool,
    first_pay: Option<Loc>,
    reported: bool,
}

impl LosersFirst {
    pub fn new(required: bool) -> LosersFirst {
        LosersFirst { required, first_pay: None, reported: false }
    }

    /// A payment at `at` (of any kind: it opens the paying).
    #[inline]
    pub fn paid(&mut self, at: Loc) {
        self.first_pay.get_or_insert(at);
    }

    /// A losing stake collected. `Some(first payment)`: it came after one, and is the round's
    /// first such collection (what the family reports).
    #[inline]
    pub fn loser_collected(&mut self) -> Option<Loc> {
        if !self.required || self.reported {
            return None;
        }
        let first = self.first_pay?;
        self.reported = true;
        Some(first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(n: usize) -> Loc {
        Loc { line: n as u32, ..Loc::default() }
    }

    #[test]
    fn payments_by_rank_resynchronise() {
        let mut o = PaymentOrder::default();
        assert_eq!(o.pay(0, at(1), 'a'), None);
        assert_eq!(o.pay(2, at(2), 'b'), None);
        assert_eq!(o.pay(2, at(3), 'c'), None);
        // Rank 1 after rank 2: out of order, named by the earlier payment of rank 2.
        assert_eq!(o.pay(1, at(4), 'd'), Some((2, at(2), 'b')));
        // The order goes on from the flagged payment: another rank 1 is in order.
        assert_eq!(o.pay(1, at(5), 'e'), None);
    }

    #[test]
    fn losers_collected_first_reported_once() {
        let mut l = LosersFirst::new(true);
        assert_eq!(l.loser_collected(), None);
        l.paid(at(2));
        l.paid(at(3));
        assert_eq!(l.loser_collected(), Some(at(2)));
        assert_eq!(l.loser_collected(), None);
        let mut free = LosersFirst::new(false);
        free.paid(at(1));
        assert_eq!(free.loser_collected(), None);
    }
}

//! Settlement, after the dealer's last card: every stake still on the cloth from right to left
//! (the highest box first, its insurance with it: 2:1 on a dealer Black-Jack, else collected),
//! judged by the cards: a bust dealer pays every hand left, a Black-Jack pays 3:2 and beats any
//! other 21, a higher total pays 1:1, an equal one is void and returned, a lower one collected.

use std::io;

use super::hand::{Hand, dealer_total};
use super::round::Table;
use super::{DealerBlackJackTakes, Sim};
use crate::money::Amount;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Verb {
    Collect,
    Pay,
    Return,
}

/// One settlement line: `pay p1 mano 3 50`.
#[derive(Clone, Debug)]
pub(super) struct Line {
    pub verb: Verb,
    pub seat: u32,
    /// The bet reference: `mano 3-1`, `seguro 3`, `menor 3`.
    pub bet: String,
    pub amount: Amount,
    /// The stake settled (for the faults that pay it at another rate).
    pub stake: Amount,
    /// A Black-Jack's payment; a split hand's two-card 21's.
    pub blackjack: bool,
    pub split_21: bool,
}

impl Line {
    pub fn new(verb: Verb, seat: u32, bet: String, amount: Amount) -> Line {
        Line { verb, seat, bet, amount, stake: amount, blackjack: false, split_21: false }
    }
}

/// What the cards say of a hand against the dealer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    BlackJack,
    Win,
    Push,
    Lose,
}

pub(super) fn outcome(h: &Hand, dealer: &[crate::log::card::Card]) -> Outcome {
    let dealer_bj = dealer.len() == 2 && dealer_total(dealer).0 == 21;
    let d = dealer_total(dealer).0;
    let p = h.points();
    if h.bust() {
        Outcome::Lose
    } else if h.blackjack() {
        if dealer_bj { Outcome::Push } else { Outcome::BlackJack }
    } else if dealer_bj {
        Outcome::Lose
    } else if d > 21 || p > d {
        Outcome::Win
    } else if p == d {
        Outcome::Push
    } else {
        Outcome::Lose
    }
}

impl Sim<'_> {
    pub(super) fn write_line(&mut self, l: &Line) -> io::Result<()> {
        let verb = match l.verb {
            Verb::Collect => "collect",
            Verb::Pay => "pay",
            Verb::Return => "return",
        };
        writeln!(self.out, "{verb} p{} {} {}", l.seat, l.bet, l.amount)
    }

    /// The lines settling every stake still on the cloth, in order: from the dealer's right
    /// (the highest box) to his left, a box's insurance first, then its hands from the last
    /// played to the first (a split's `N-2` before `N-1`).
    pub(super) fn settlement(&self, t: &Table) -> Vec<Line> {
        let dealer_bj = t.dealer.len() == 2 && dealer_total(&t.dealer).0 == 21;
        let mut hands: Vec<(usize, &Hand)> = t.hands.iter().enumerate().collect();
        hands.sort_by_key(|(i, h)| std::cmp::Reverse((h.box_no, *i)));
        let mut lines = Vec::new();
        let mut last_box = None;
        for (_, h) in hands {
            if last_box != Some(h.box_no) {
                last_box = Some(h.box_no);
                for ins in t.insurances.iter().filter(|x| x.box_no == h.box_no) {
                    let bet = format!("seguro {}", ins.box_no);
                    lines.push(if dealer_bj {
                        Line::new(Verb::Pay, ins.seat, bet, ins.amount.mul_ratio(self.r.insurance, self.r.rounding))
                    } else {
                        Line::new(Verb::Collect, ins.seat, bet, ins.amount)
                    });
                }
            }
            let o = outcome(h, &t.dealer);
            let bet = h.bet_ref();
            for s in h.open_stakes() {
                let at = lines.len();
                match o {
                    Outcome::BlackJack => lines.push(Line::new(
                        Verb::Pay,
                        s.seat,
                        bet.clone(),
                        s.amount.mul_ratio(self.r.blackjack, self.r.rounding),
                    )),
                    Outcome::Win => lines.push(Line::new(
                        Verb::Pay,
                        s.seat,
                        bet.clone(),
                        s.amount.mul_ratio(self.r.win, self.r.rounding),
                    )),
                    Outcome::Push => lines.push(Line::new(Verb::Return, s.seat, bet.clone(), s.amount)),
                    Outcome::Lose => {
                        if dealer_bj && self.r.dealer_blackjack_takes == DealerBlackJackTakes::OriginalOnly {
                            // Only the original stake is lost; what a double or a split added
                            // comes back.
                            let kept = if s.by_split { Amount::ZERO } else { s.original.min(s.amount) };
                            let extra = s.amount.saturating_sub(kept);
                            if kept > Amount::ZERO {
                                lines.push(Line::new(Verb::Collect, s.seat, bet.clone(), kept));
                            }
                            if extra > Amount::ZERO {
                                lines.push(Line::new(Verb::Return, s.seat, bet.clone(), extra));
                            }
                        } else {
                            lines.push(Line::new(Verb::Collect, s.seat, bet.clone(), s.amount));
                        }
                    }
                }
                for l in &mut lines[at..] {
                    l.stake = s.amount;
                    l.blackjack = o == Outcome::BlackJack;
                    l.split_21 = h.from_split && h.cards.len() == 2 && h.points() == 21;
                }
            }
        }
        lines
    }

    /// Writes the round's settlement (with the fault that breaks it, if this round allows).
    pub(super) fn settle(&mut self, t: &mut Table) -> io::Result<()> {
        let mut lines = std::mem::take(&mut t.late);
        let early = std::mem::take(&mut t.early);
        lines.extend(
            self.settlement(t).into_iter().filter(|l| !early.iter().any(|e| e.seat == l.seat && e.bet == l.bet)),
        );
        if self.pending
            && let Some(f) = self.fault
            && super::faults::break_settlement(f, &mut lines, self.r.blackjack, self.r.rounding)
        {
            self.injected();
        }
        for l in &lines {
            self.write_line(l)?;
        }
        Ok(())
    }
}

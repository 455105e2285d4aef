//! One round: the stakes, the deal without a hole card, the side bets settled on the hand's
//! first two cards, the insurance and even money against the dealer's ace, the players' play
//! with busts collected at once, the dealer's cards and the settlement from right to left.
//!
//! The faults that break a stake, the deal, an insurance or a player's decision are written
//! here, each where its rule applies (`self.is(name)`).

use std::io;

use rand::Rng;

use super::hand::{Hand, Stake, value};
use super::settle::{Line, Verb, outcome};
use super::strategy::{Move, decide, may_double};
use super::{SPLIT_HANDS_CAP, Sim};
use crate::log::card::{Card, Rank};
use crate::money::{Amount, Payout, Rounding};

/// A side bet on a box: «menor» or «mayor» (de 13), or the progressive.
#[derive(Clone, Debug)]
pub(super) struct Side {
    pub seat: u32,
    pub box_no: u8,
    pub kind: &'static str,
    pub amount: Amount,
}

/// An insurance taken on a box's hand.
#[derive(Clone, Debug)]
pub(super) struct Insurance {
    pub seat: u32,
    pub box_no: u8,
    pub amount: Amount,
}

/// What a round has on the table.
pub(super) struct Table {
    /// The hands in play order: boxes from the dealer's left, a split's new hand right after
    /// the hand it was split from.
    pub hands: Vec<Hand>,
    pub sides: Vec<Side>,
    pub insurances: Vec<Insurance>,
    pub dealer: Vec<Card>,
    /// Settlement lines written before their time (a fault's), left out of the settlement.
    pub early: Vec<Line>,
    /// A bust's collections held back (a fault's), written with the settlement.
    pub late: Vec<Line>,
}

/// Where a fault's rigged card goes in the deal.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// The first box's first card, the dealer's, the first box's second.
    First,
    Dealer,
    Second,
}

/// The seats of back bettors (the box's own player is `p<box>`).
const BACK_SEATS: std::ops::RangeInclusive<u32> = 11..=16;

fn half() -> Payout {
    Payout(num_rational::Ratio::new(1, 2))
}

impl Sim<'_> {
    pub(super) fn round(&mut self, no: u32) -> io::Result<()> {
        writeln!(self.out, "round {no}")?;
        self.plain = false;
        let mut t = self.stakes()?;
        writeln!(self.out, "nomore")?;
        self.deal_round(&mut t)?;
        let up = t.dealer[0];
        if up.rank == Rank::Ace {
            self.insurance_and_even_money(&mut t)?;
        } else {
            self.faults_without_ace(&mut t, up)?;
        }
        let mut i = 0;
        while i < t.hands.len() {
            self.play(&mut t, i, up)?;
            i += 1;
        }
        if self.is("unknown-hand")
            && let Some(h) = t.hands.first()
        {
            // A split hand never made.
            writeln!(self.out, "stand m{}-7", h.box_no)?;
            self.injected();
        }
        self.dealer_plays(&mut t)?;
        self.settle(&mut t)
    }

    /// The round's bets: each staked box's bettors (its player first, with the highest
    /// stake, then back bettors with less), and the side bets the article has.
    fn stakes(&mut self) -> io::Result<Table> {
        let mut t = Table {
            hands: Vec::new(),
            sides: Vec::new(),
            insurances: Vec::new(),
            dealer: Vec::new(),
            early: Vec::new(),
            late: Vec::new(),
        };
        let mut staked = self.rng.random_range(1..=self.boxes);
        let side_on_empty = self.is("side-bet-on-empty-box") && self.boxes >= 2;
        if side_on_empty {
            // A box left without a hand, for the side bet.
            staked = staked.min(self.boxes - 1);
        }
        let mut boxes: Vec<u8> = (1..=self.boxes).collect();
        crate::sim::shuffle(&mut self.rng, &mut boxes);
        boxes.truncate(usize::from(staked));
        boxes.sort_unstable();
        if self.is("box-not-on-table") {
            // A stake on the box past the last: no hand of the round (the engine sets it
            // aside), so neither dealt nor settled.
            let b = self.boxes + 1;
            writeln!(self.out, "bet p{b} mano {b} {}", self.min)?;
            self.injected();
        }
        // Every stake, doubled, within the maximum, whether it binds each bet or the box: the
        // box's whole stake at most half the maximum.
        let box_cap = (self.max.minor() / self.min.minor() / 2).max(1);
        let bets_cap = self.r.bets_per_box.map_or(4, usize::from).min(4);
        for (n, &b) in boxes.iter().enumerate() {
            let first = n == 0;
            let mut h = Hand::new(b, 0);
            let mut top = self.rng.random_range(1..=6.min(box_cap));
            let back_decides = first && self.is("back-bettor-decides");
            if (self.is("bet-after-first-card") || self.is("too-many-bets-on-box") || back_decides) && top < 2 {
                top = 2;
            }
            let mut amount = self.minima(top);
            if self.rng.random_bool(0.1) {
                // Now and then an odd number of cents, so that a Black-Jack's 3:2 and half the
                // stake insured are rounded by the article's rule.
                amount = amount.saturating_add(Amount(2 * self.rng.random_range(0..50) + 1));
            }
            if first && self.is("bet-below-minimum") {
                amount = self.min.mul_ratio(half(), Rounding::Down);
                self.injected();
            } else if first && self.is("bet-above-maximum") {
                amount = self.max.saturating_add(self.min);
                self.injected();
            }
            let mut left = box_cap - top;
            h.stakes.push(Stake { seat: u32::from(b), amount, original: amount, settled: false, by_split: false });
            let backs_wanted = if first && self.is("too-many-bets-on-box") {
                bets_cap
            } else if first && self.is("bet-after-first-card") {
                0
            } else if back_decides {
                1
            } else if top >= 2 && self.rng.random_bool(0.2) {
                self.rng.random_range(1..=bets_cap - 1)
            } else {
                0
            };
            if backs_wanted > 0 {
                let mut seats: Vec<u32> = BACK_SEATS.collect();
                crate::sim::shuffle(&mut self.rng, &mut seats);
                for &seat in seats.iter().take(backs_wanted) {
                    let k = if self.is("too-many-bets-on-box") { 1 } else { self.rng.random_range(1..top) };
                    if k > left && !self.is("too-many-bets-on-box") {
                        break;
                    }
                    left = left.saturating_sub(k);
                    h.stakes.push(Stake {
                        seat,
                        amount: self.minima(k),
                        original: self.minima(k),
                        settled: false,
                        by_split: false,
                    });
                }
                if first && self.is("too-many-bets-on-box") {
                    self.injected();
                }
            }
            for s in &h.stakes {
                writeln!(self.out, "bet p{} mano {b} {}", s.seat, s.amount)?;
            }
            let player = u32::from(b);
            // No side bet in the round dealt out of order (the engine, following its cards no
            // further, could not settle one).
            if self.r.menor_mayor && !self.is("deal-order") && self.rng.random_bool(0.15) {
                let kind = if self.rng.random_bool(0.5) { "menor" } else { "mayor" };
                let k = self.rng.random_range(1..=3);
                let amount = self.minima(k);
                writeln!(self.out, "bet p{player} {kind} {b} {amount}")?;
                t.sides.push(Side { seat: player, box_no: b, kind, amount });
            }
            if let Some(part) = self.r.progressive {
                let most = self.min.mul_ratio(part, Rounding::Down);
                let over = first && self.is("progressive-over-half-minimum");
                if over || self.rng.random_bool(0.1) {
                    let amount = if over { most.saturating_add(self.min) } else { most };
                    if amount > Amount::ZERO {
                        writeln!(self.out, "bet p{player} progresivo {b} {amount}")?;
                        t.sides.push(Side { seat: player, box_no: b, kind: "progresivo", amount });
                    }
                    if over {
                        self.injected();
                    }
                }
            }
            if first && self.is("bet-not-in-catalogue") {
                writeln!(self.out, "bet p{player} pareja {b} {}", self.min)?;
                self.injected();
            }
            t.hands.push(h);
        }
        if side_on_empty && let Some(empty) = (1..=self.boxes).find(|b| boxes.binary_search(b).is_err()) {
            // The first box's player bets «menor» on a box nobody stakes: it is dealt no
            // cards, and the bet is never settled.
            writeln!(self.out, "bet p{} menor {empty} {}", boxes[0], self.min)?;
            self.injected();
        }
        Ok(t)
    }

    /// The deal: a card to each hand from the dealer's left, one to the dealer, a second to
    /// each hand; a box's «menor o mayor» settled on its first two cards.
    fn deal_round(&mut self, t: &mut Table) -> io::Result<()> {
        let dealer_first = self.is("deal-order");
        if dealer_first {
            let c = self.deal("crupier")?;
            t.dealer.push(c);
            self.injected();
            // After a card out of order the engine follows the round's cards no further (which
            // hand a card is for is no longer known): nothing that makes new hands or stakes.
            self.plain = true;
        }
        for i in 0..t.hands.len() {
            let name = t.hands[i].name();
            if i == 0 {
                self.rig_deal(Slot::First)?;
            }
            let c = if i == 0 && self.is("card-face-down") {
                self.injected();
                self.deal_face(&name, " down")?
            } else {
                self.deal(&name)?
            };
            t.hands[i].cards.push(c);
            if i == 0 && self.is("bet-after-first-card") {
                // A back bet on the first box after its card.
                let seat = *BACK_SEATS.start();
                let amount = self.min;
                writeln!(self.out, "bet p{seat} mano {} {amount}", t.hands[0].box_no)?;
                t.hands[0].stakes.push(Stake { seat, amount, original: amount, settled: false, by_split: false });
                self.injected();
            }
        }
        if !dealer_first {
            self.rig_deal(Slot::Dealer)?;
            let c = self.deal("crupier")?;
            t.dealer.push(c);
        }
        for i in 0..t.hands.len() {
            if i == 0 {
                self.rig_deal(Slot::Second)?;
            }
            let c = self.deal(&t.hands[i].name())?;
            t.hands[i].cards.push(c);
            let b = t.hands[i].box_no;
            let two: u8 = t.hands[i].cards.iter().map(|&c| value(c)).sum();
            for s in t.sides.iter().filter(|s| s.box_no == b) {
                let wins = match s.kind {
                    "menor" => two < self.r.side_13_total,
                    "mayor" => two > self.r.side_13_total,
                    _ => continue,
                };
                let bet = format!("{} {b}", s.kind);
                let line = if wins {
                    Line::new(Verb::Pay, s.seat, bet, s.amount.mul_ratio(self.r.side_13, self.r.rounding))
                } else {
                    Line::new(Verb::Collect, s.seat, bet, s.amount)
                };
                self.write_line(&line)?;
            }
        }
        Ok(())
    }

    /// The cards a fault needs in its round (every one still from the shoe): the first box's
    /// two cards and the dealer's.
    fn rig_deal(&mut self, slot: Slot) -> io::Result<()> {
        if !self.pending {
            return Ok(());
        }
        let Some(fault) = self.fault else { return Ok(()) };
        let shoe = self.shoe()?;
        match (fault, slot) {
            ("even-money-not-allowed" | "paid-1-to-1-on-black-jack", Slot::First) => shoe.rig_value(1),
            ("even-money-not-allowed" | "paid-1-to-1-on-black-jack", Slot::Second) => shoe.rig_value(10),
            ("insurance-over-half", Slot::Dealer) => shoe.rig_value(1),
            ("even-money-not-allowed" | "paid-1-to-1-on-black-jack" | "insurance-without-ace", Slot::Dealer) => {
                shoe.rig(|c| (2..=9).contains(&value(c)))
            }
            ("split-wrong-amount", Slot::First | Slot::Second) => shoe.rig_value(8),
            // 6 and 5 against a 2 to 9: a double.
            ("double-wrong-amount", Slot::First) => shoe.rig_value(6),
            ("double-wrong-amount", Slot::Second) => shoe.rig_value(5),
            ("double-wrong-amount", Slot::Dealer) => shoe.rig(|c| (2..=9).contains(&value(c))),
            ("back-bettor-decides", Slot::First) => shoe.rig_value(6),
            ("back-bettor-decides", Slot::Second) => shoe.rig_value(5),
            ("back-bettor-decides", Slot::Dealer) => shoe.rig(|c| (2..=9).contains(&value(c))),
            _ => true,
        };
        Ok(())
    }

    /// Against the dealer's ace: a Black-Jack's even money (2003), paid at once; insurance,
    /// at most half the original stake, before any third card.
    fn insurance_and_even_money(&mut self, t: &mut Table) -> io::Result<()> {
        for h in &mut t.hands {
            let bj = h.blackjack();
            let bet = h.bet_ref();
            for s in &mut h.stakes {
                let even_money = bj && self.r.even_money.is_some() && self.rng.random_bool(0.5);
                // Where the article has no even money, a Black-Jack paid at par against the ace.
                if even_money {
                    writeln!(self.out, "evenmoney p{} {bet}", s.seat)?;
                    let paid = s.amount.mul_ratio(self.r.even_money.unwrap_or(self.r.win), self.r.rounding);
                    writeln!(self.out, "pay p{} {bet} {paid}", s.seat)?;
                    s.settled = true;
                    continue;
                }
                let over = self.pending && self.fault == Some("insurance-over-half");
                if over || self.rng.random_bool(0.3) {
                    let most = s.original.mul_ratio(self.r.insurance_max, Rounding::Down);
                    // Half the stake, or now and then less.
                    let amount = if over {
                        most.saturating_add(Amount(100))
                    } else if self.rng.random_bool(0.7) {
                        most
                    } else {
                        self.min.min(most)
                    };
                    if amount > Amount::ZERO {
                        writeln!(self.out, "insure p{} {bet} {amount}", s.seat)?;
                        t.insurances.push(Insurance { seat: s.seat, box_no: h.box_no, amount });
                        if over {
                            self.pending = false;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The faults of a dealer's card that is no ace: an insurance taken all the same, and
    /// (where the article has even money) a Black-Jack paid at par. Only against a 2 to 9,
    /// which cannot make a dealer Black-Jack: the insurance surely loses, the Black-Jack
    /// surely wins.
    fn faults_without_ace(&mut self, t: &mut Table, up: Card) -> io::Result<()> {
        if up.rank.is_ten_or_court() {
            return Ok(());
        }
        if self.is("insurance-without-ace")
            && let Some(h) = t.hands.first()
            && let Some(s) = h.stakes.first()
        {
            let amount = s.original.mul_ratio(self.r.insurance_max, Rounding::Down);
            // An insurance the article does not allow is no stake: nothing to settle.
            writeln!(self.out, "insure p{} {} {amount}", s.seat, h.bet_ref())?;
            self.injected();
        }
        if self.is("even-money-not-allowed")
            && let Some(h) = t.hands.iter().find(|h| h.blackjack())
            && let Some(s) = h.stakes.first()
        {
            // Asked for and not given: the Black-Jack is paid 3:2 with the settlement.
            writeln!(self.out, "evenmoney p{} {}", s.seat, h.bet_ref())?;
            self.injected();
        }
        Ok(())
    }

    /// Plays hand `i` to its end (a split inserts the new hand after it).
    fn play(&mut self, t: &mut Table, i: usize, up: Card) -> io::Result<()> {
        let mut acted = false;
        loop {
            if t.hands[i].cards.len() == 1 {
                // A split hand's second card, as play reaches it.
                if self.is("paid-3-to-2-on-split-21") && t.hands[i].from_split {
                    let first = t.hands[i].cards[0];
                    let rigged = if first.rank == Rank::Ace {
                        self.shoe()?.rig(|c| c.rank.is_ten_or_court())
                    } else if value(first) == 10 {
                        self.shoe()?.rig_value(1)
                    } else {
                        false
                    };
                    let _ = rigged;
                }
                let c = self.deal(&t.hands[i].name())?;
                t.hands[i].cards.push(c);
                if t.hands[i].split_ace {
                    t.hands[i].done = true;
                }
            }
            let h = &t.hands[i];
            if h.bust() {
                return self.bust(t, i);
            }
            if h.points() >= 21 && self.is("hit-on-21") && !h.blackjack() && !h.split_ace && !h.done {
                let name = h.name();
                writeln!(self.out, "hit {name}")?;
                // The law leaves the card out of the hand (no card on 21 or more): the hand
                // stands on its 21 and is settled as such, so the fault is its one finding.
                let _card = self.deal(&name)?;
                t.hands[i].done = true;
                self.injected();
                return Ok(());
            }
            if h.done || h.points() >= 21 || h.stakes.iter().all(|s| s.settled) {
                return Ok(());
            }
            let hands_of_box = t.hands.iter().filter(|x| x.box_no == h.box_no).count() as u8;
            let may_split = hands_of_box < SPLIT_HANDS_CAP && self.r.max_split_hands.is_none_or(|m| hands_of_box < m);
            let mut mv = decide(h, up, &self.r, may_split, &mut self.rng);
            // The decision was changed for the fault that breaks it (double-on-12,
            // split-unequal-cards).
            let mut forced = false;
            let name = h.name();
            let (t_now, soft) = h.total();
            let two = h.cards.len() == 2 && !h.split_ace && !h.doubled;
            // The faults that change the decision.
            if mv == Move::Hit && two && !soft && (12..=16).contains(&t_now) && !may_double(h, &self.r) {
                if self.is("double-on-12") {
                    mv = Move::Double;
                    forced = true;
                } else if self.is("split-unequal-cards")
                    && !h.pair()
                    && !h.from_split
                    && h.cards.iter().all(|c| c.rank != Rank::Ace)
                {
                    mv = Move::Split;
                    forced = true;
                }
            }
            if self.is("paid-3-to-2-on-split-21") && two && h.pair() && value(h.cards[0]) == 10 && may_split {
                mv = Move::Split;
            }
            if self.plain && matches!(mv, Move::Double | Move::Split) {
                mv = Move::Hit;
            }
            // A hand with a back bettor doubles (its 11 against a 2 to 9), decided by him.
            let back_decides = self.is("back-bettor-decides") && h.stakes.len() >= 2 && two && may_double(h, &self.r);
            if back_decides {
                mv = Move::Double;
            }
            let split_fault = self.is("split-wrong-amount");
            if split_fault && two && h.pair() && may_split {
                mv = Move::Split;
            }
            match mv {
                Move::Stand => {
                    writeln!(self.out, "stand {name}")?;
                    t.hands[i].done = true;
                    if i + 1 == t.hands.len() && self.is("card-to-finished-hand") {
                        self.card_after_stand(t, i)?;
                    }
                    return Ok(());
                }
                Move::Hit => {
                    if self.is("card-not-asked-for") {
                        self.injected();
                    } else {
                        writeln!(self.out, "hit {name}")?;
                    }
                    self.out_of_turn(t, i, acted)?;
                    if self.is("hit-on-21") {
                        // A card that makes 21 (the hand then asks for one more).
                        let need = 21 - t_now;
                        let v = if need >= 11 { 1 } else { need };
                        if (1..=10).contains(&v) {
                            self.shoe()?.rig_value(v);
                        }
                    }
                    let c = self.deal(&name)?;
                    t.hands[i].cards.push(c);
                }
                Move::Double => {
                    let wrong = self.is("double-wrong-amount");
                    let h = &mut t.hands[i];
                    for (n, s) in h.stakes.iter_mut().enumerate() {
                        if back_decides && n == 0 {
                            // The controller does not double: only his back bettor does.
                            continue;
                        }
                        let added = if wrong && n == 0 { s.amount.mul_ratio(half(), Rounding::Down) } else { s.amount };
                        writeln!(self.out, "double {name} p{} {added}", s.seat)?;
                        s.amount = s.amount.saturating_add(added);
                    }
                    h.doubled = true;
                    h.drawn_ace_is_one = self.r.double_drawn_ace_is_one;
                    if wrong || forced || back_decides {
                        self.injected();
                    }
                    let c = self.deal(&name)?;
                    let h = &mut t.hands[i];
                    h.cards.push(c);
                    h.done = true;
                    if h.bust() {
                        return self.bust(t, i);
                    }
                    return Ok(());
                }
                Move::Split => {
                    let wrong = self.is("split-wrong-amount");
                    let b = t.hands[i].box_no;
                    let part = t.hands.iter().filter(|x| x.box_no == b).map(|x| x.part).max().unwrap_or(0);
                    let h = &mut t.hands[i];
                    let mut added = Vec::with_capacity(h.stakes.len());
                    for (n, s) in h.stakes.iter().enumerate() {
                        let a = if wrong && n == 0 { s.original.mul_ratio(half(), Rounding::Down) } else { s.original };
                        writeln!(self.out, "split {name} p{} {a}", s.seat)?;
                        added.push(a);
                    }
                    if wrong || forced {
                        self.injected();
                    }
                    self.out_of_turn(t, i, acted)?;
                    let h = &mut t.hands[i];
                    let second = h.cards.pop();
                    let mut new = Hand::new(b, part.max(1) + 1);
                    if h.part == 0 {
                        h.part = 1;
                    }
                    h.from_split = true;
                    new.from_split = true;
                    let aces = h.cards.first().is_some_and(|c| c.rank == Rank::Ace);
                    h.split_ace = aces;
                    new.split_ace = aces;
                    new.cards.extend(second);
                    new.stakes = h
                        .stakes
                        .iter()
                        .zip(&added)
                        .map(|(s, &a)| Stake { seat: s.seat, amount: a, original: a, settled: false, by_split: true })
                        .collect();
                    t.hands.insert(i + 1, new);
                }
            }
            acted = true;
        }
    }

    /// The fault `hand-out-of-turn`: once hand `i` has made its first decision, the hand
    /// before it, which the play has left, stands again.
    fn out_of_turn(&mut self, t: &Table, i: usize, acted: bool) -> io::Result<()> {
        if !acted && i > 0 && self.is("hand-out-of-turn") && t.hands[i - 1].done && !t.hands[i - 1].bust() {
            writeln!(self.out, "stand {}", t.hands[i - 1].name())?;
            self.injected();
        }
        Ok(())
    }

    /// A bust: every stake on the hand collected at once (or, for the fault, with the
    /// settlement).
    fn bust(&mut self, t: &mut Table, i: usize) -> io::Result<()> {
        let late = self.is("bust-collected-late");
        let h = &mut t.hands[i];
        h.done = true;
        let bet = h.bet_ref();
        for s in h.stakes.iter_mut().filter(|s| !s.settled) {
            let l = Line::new(Verb::Collect, s.seat, bet.clone(), s.amount);
            s.settled = true;
            if late {
                t.late.push(l);
            } else {
                self.write_line(&l)?;
            }
        }
        if late {
            self.injected();
        }
        Ok(())
    }

    /// The fault `card-to-finished-hand`: the last hand, which stood, is given a card (asked
    /// for), one that changes neither its outcome nor busts it, given the dealer's cards that
    /// follow it in the shoe.
    fn card_after_stand(&mut self, t: &mut Table, i: usize) -> io::Result<()> {
        let dealer = t.dealer.clone();
        let h = t.hands[i].clone();
        let Some(shoe) = self.shoe.as_mut() else { return Ok(()) };
        let from = shoe.pos;
        let found = (from..shoe.cards.len().saturating_sub(12)).find(|&k| {
            let r = &self.r;
            let mut cards = shoe.cards.clone();
            cards.swap(from, k);
            let mut with = h.clone();
            with.cards.push(cards[from]);
            if with.points() > 21 || with.points() == h.points() {
                return false;
            }
            let mut d = dealer.clone();
            let mut next = from + 1;
            while d.len() < 2 || r.dealer_draws(&d) {
                let Some(&c) = cards.get(next) else { return false };
                d.push(c);
                next += 1;
            }
            outcome(&with, &d) == outcome(&h, &d)
        });
        if let Some(k) = found {
            shoe.cards.swap(from, k);
            let name = h.name();
            writeln!(self.out, "hit {name}")?;
            let c = self.deal(&name)?;
            t.hands[i].cards.push(c);
            self.injected();
        }
        Ok(())
    }

    /// Writes a card dealt with a side (`" down"`).
    fn deal_face(&mut self, hand: &str, face: &str) -> io::Result<Card> {
        let shoe = self.shoe.as_mut().ok_or_else(|| crate::sim::failure(crate::t!("sim-shoe-ran-out")))?;
        let c = shoe.draw()?;
        writeln!(self.out, "deal {hand} {c}{face}")?;
        shoe.after_card(self.out)?;
        Ok(c)
    }
}

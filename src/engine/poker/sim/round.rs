//! One round: the stakes, `nomore`, the deal, each box's decision, the reveal and the
//! settlement judged from the cards — or, now and then, a misdeal voided with every stake
//! returned. Built as [`Line`]s, which the faults of [`super::faults`] then alter.
//!
//! The faults that need other stakes or other cards than a clean round's are made here, each
//! where its rule applies (`self.is(name)`).

use std::io::{self, Write};

use rand::Rng;

use super::deal::{self, HAND, To};
use super::{NoQualifySecondBet, Sim, SimTable, faults};
use crate::engine::poker::hand::HandValue;
use crate::log::card::Card;
use crate::money::Amount;
use crate::sim::failure;
use crate::t;

/// A bet's kind on the log: `inicial`, `segunda`, `carrusel`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    Inicial,
    Segunda,
    Carrusel,
}

impl Kind {
    fn word(self) -> &'static str {
        match self {
            Kind::Inicial => "inicial",
            Kind::Segunda => "segunda",
            Kind::Carrusel => "carrusel",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Verb {
    Collect,
    Pay,
    Return,
}

/// One line of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Line {
    Bet {
        seat: u32,
        kind: Kind,
        box_no: u8,
        amount: Amount,
    },
    Consent {
        box_no: u8,
        seat: u32,
    },
    Vacant(u8),
    Nomore,
    Deal {
        to: To,
        card: Card,
        up: bool,
    },
    Call {
        box_no: u8,
        seat: u32,
        amount: Amount,
    },
    Fold(u8),
    /// `stake`: what was staked (a payment's amount is the winnings); `at_fold`: a fold's
    /// collection, written at once.
    Settle {
        verb: Verb,
        seat: u32,
        kind: Kind,
        box_no: u8,
        amount: Amount,
        stake: Amount,
        at_fold: bool,
    },
    Reveal,
    Void,
}

impl SimTable {
    pub(super) fn write_line(&self, out: &mut dyn Write, l: &Line) -> io::Result<()> {
        match l {
            Line::Bet { seat, kind, box_no, amount } => writeln!(out, "bet p{seat} {} {box_no} {amount}", kind.word()),
            Line::Consent { box_no, seat } => writeln!(out, "consent {box_no} p{seat}"),
            Line::Vacant(b) => writeln!(out, "vacant {b}"),
            Line::Nomore => writeln!(out, "nomore"),
            Line::Deal { to, card, up } => {
                let face = if *up { " up" } else { "" };
                match to {
                    Some(b) => writeln!(out, "deal m{b} {card}{face}"),
                    None => writeln!(out, "deal banca {card}{face}"),
                }
            }
            Line::Call { box_no, seat, amount } => writeln!(out, "call m{box_no} p{seat} {amount}"),
            Line::Fold(b) => writeln!(out, "fold m{b}"),
            Line::Settle { verb, seat, kind, box_no, amount, .. } => {
                let verb = match verb {
                    Verb::Collect => "collect",
                    Verb::Pay => "pay",
                    Verb::Return => "return",
                };
                writeln!(out, "{verb} p{seat} {} {box_no} {amount}", kind.word())
            }
            Line::Reveal => writeln!(out, "reveal"),
            Line::Void => writeln!(out, "void"),
        }
    }
}

/// A bettor on a box: the first is the box's seated player (or a vacant box's first blind
/// bettor), who decides for all.
#[derive(Clone, Debug)]
pub(super) struct Bettor {
    pub seat: u32,
    pub ante: Amount,
    pub carrusel: Option<Amount>,
}

/// A box in play this round.
#[derive(Clone, Debug)]
pub(super) struct BoxPlay {
    pub no: u8,
    pub bettors: Vec<Bettor>,
    pub cards: Vec<Card>,
}

/// The Carrusel's stake (the article leaves it to the casino; A-CAR-1).
pub(super) const CARRUSEL_STAKE: Amount = Amount(100);

/// Standing players' seats (a box's seated player is `p<box>`).
const STANDING: std::ops::RangeInclusive<u32> = 11..=40;

/// How often a clean round is misdealt and voided (one in this many).
const MISDEAL_EVERY: u32 = 40;

impl Sim<'_> {
    /// The round's lines, with the pending fault in them if the round offers its situation.
    pub(super) fn round(&mut self) -> io::Result<Vec<Line>> {
        let mut lines = Vec::new();
        let mut boxes = self.stakes(&mut lines);
        lines.push(Line::Nomore);
        if self.is("bet-after-nomore")
            && let Some(b) = boxes.first_mut()
        {
            // A co-bettor's ante after «no va más», on a box holding one bet: then staked as
            // any other (decided with the box and settled).
            let seat = *STANDING.end();
            if self.t.consent_needed {
                lines.insert(lines.len() - 1, Line::Consent { box_no: b.no, seat });
            }
            lines.push(Line::Bet { seat, kind: Kind::Inicial, box_no: b.no, amount: self.min });
            b.bettors.push(Bettor { seat, ante: self.min, carrusel: None });
            self.pending = false;
        }
        let void = if self.pending { self.is("void-stake-kept") } else { self.rng.random_ratio(1, MISDEAL_EVERY) };
        let bank = self.deal(&mut boxes, &mut lines, void)?;
        if void {
            self.void(&boxes, &mut lines);
            return Ok(lines);
        }
        self.decide_and_settle(&boxes, &bank, &mut lines)?;
        if self.pending
            && let Some(f) = self.fault
            && faults::alter(f, &mut lines)
        {
            self.pending = false;
        }
        Ok(lines)
    }

    /// The round's bets, written to `lines`: 1 to all boxes, each with its seated player's ante,
    /// now and then co-bettors' (each after its consent where the article wants one) and the
    /// seated player's Carrusel stake; never more than four bets on a box, the box's antes
    /// within its maximum.
    fn stakes(&mut self, lines: &mut Vec<Line>) -> Vec<BoxPlay> {
        let n = self.rng.random_range(1..=self.t.boxes);
        let mut nos: Vec<u8> = (1..=self.t.boxes).collect();
        crate::sim::shuffle(&mut self.rng, &mut nos);
        nos.truncate(usize::from(n));
        nos.sort_unstable();
        let mut standing: Vec<u32> = STANDING.collect();
        standing.pop(); // the last is the late bettor's (`bet-after-nomore`)
        crate::sim::shuffle(&mut self.rng, &mut standing);
        let cap = i64::from(self.max_multiple);
        let wants_co = self.is("co-bettor-decides-first") || self.is("bet-without-consent");
        let wants_carrusel = self.is("carrusel-prize-short") || self.is("carrusel-prize-unearned");
        let mut boxes = Vec::with_capacity(nos.len());
        for (i, &no) in nos.iter().enumerate() {
            let first = i == 0;
            let vacant = self.t.vacant_boxes && !(first && self.pending) && self.rng.random_ratio(1, 10);
            let seated = if vacant { standing.pop().unwrap_or(*STANDING.start()) } else { u32::from(no) };
            let mut top = self.rng.random_range(1..=cap.min(5));
            let mut ante = self.min.times(top);
            let mut alone = vacant;
            if first && self.is("ante-below-minimum") {
                // Half the minimum, rounded down to the unit (a minimum of one unit is not
                // simulated: `simulate` wants a minimum above zero, and the catalogues' are
                // whole euros or pesetas).
                ante = Amount(self.min.minor() / 2);
                self.pending = false;
            } else if first && self.is("box-above-maximum") {
                ante = self.max.saturating_add(self.min);
                top = cap;
                alone = true;
                self.pending = false;
            }
            let carrusel = self.t.carrusel && !vacant && ((first && wants_carrusel) || self.rng.random_ratio(3, 10));
            let mut bettors = vec![Bettor { seat: seated, ante, carrusel: carrusel.then_some(CARRUSEL_STAKE) }];
            // The Carrusel's stake is a bet of the box too, in one reading: four bets at most
            // either way.
            let most_co = if carrusel { 2 } else { 3 };
            let mut left = cap - top;
            let co = if alone || left == 0 {
                0
            } else if first && (wants_co || self.is("bet-after-nomore")) {
                if wants_co { 1 } else { 0 }
            } else if self.rng.random_ratio(1, 4) {
                self.rng.random_range(1..=most_co)
            } else {
                0
            };
            for _ in 0..co {
                if left == 0 {
                    break;
                }
                let k = self.rng.random_range(1..=left.min(top));
                left -= k;
                let seat = standing.pop().unwrap_or(*STANDING.start());
                bettors.push(Bettor { seat, ante: self.min.times(k), carrusel: None });
            }
            if first && self.is("five-bets-on-box") {
                // Five antes of the minimum each (within the box's maximum, at least ten
                // minima): the fifth is the fault.
                bettors.truncate(1);
                bettors[0].ante = self.min;
                bettors[0].carrusel = None;
                while bettors.len() < 5 {
                    let seat = standing.pop().unwrap_or(*STANDING.start());
                    bettors.push(Bettor { seat, ante: self.min, carrusel: None });
                }
                self.pending = false;
            }
            if vacant {
                lines.push(Line::Vacant(no));
            }
            for (j, b) in bettors.iter().enumerate() {
                if j > 0 && self.t.consent_needed {
                    lines.push(Line::Consent { box_no: no, seat: b.seat });
                }
                lines.push(Line::Bet { seat: b.seat, kind: Kind::Inicial, box_no: no, amount: b.ante });
            }
            if first && self.is("bet-kind-not-of-the-game") {
                // The second bet written as a `bet` before the cards: no kind of this game's
                // bets (a second bet is made by `call`), so no stake.
                let amount = bettors[0].ante.times(i64::from(self.t.second_bet_multiple));
                lines.push(Line::Bet { seat: bettors[0].seat, kind: Kind::Segunda, box_no: no, amount });
                self.pending = false;
            }
            for b in &bettors {
                if let Some(c) = b.carrusel {
                    lines.push(Line::Bet { seat: b.seat, kind: Kind::Carrusel, box_no: no, amount: c });
                }
            }
            boxes.push(BoxPlay { no, bettors, cards: Vec::with_capacity(HAND) });
        }
        boxes
    }

    /// Deals the round from a fresh deck, writing the `deal` lines; returns the bank's cards.
    /// With `void`, a box's card comes up and the deal stops there.
    fn deal(&mut self, boxes: &mut [BoxPlay], lines: &mut Vec<Line>, void: bool) -> io::Result<Vec<Card>> {
        let mut deck = deal::deck(&mut self.rng);
        let nos: Vec<u8> = boxes.iter().map(|b| b.no).collect();
        let order = deal::order(&nos, self.auto);
        // A rigged hand, for the Carrusel's faults: the first box's five cards of one suit
        // (taken out of the deck, which deals the others).
        let mut rigged: Option<(u8, Vec<Card>)> = None;
        if self.is("carrusel-prize-short")
            && let Some(b) = boxes.first()
            && b.bettors.iter().any(|x| x.carrusel.is_some())
        {
            let five = deal::five_of_a_suit(&mut self.rng);
            deck.retain(|c| !five.contains(c));
            rigged = Some((b.no, five.iter().rev().copied().collect()));
        }
        // The misdealt card (`void`, or the fault `misdeal-played-on`): the first box's first.
        let exposed = if void || self.is("misdeal-played-on") { Some(0) } else { None };
        let mut bank = Vec::with_capacity(HAND);
        let last = order.len() - 1;
        for (k, &to) in order.iter().enumerate() {
            let card = match (&mut rigged, to) {
                (Some((r, five)), Some(b)) if *r == b => five.pop(),
                _ => deck.pop(),
            };
            let Some(mut card) = card else { return Err(failure(t!("sim-shoe-ran-out"))) };
            if k == last && self.is("card-dealt-twice") {
                // The bank's last card, the first box's first card again (one deck: it is
                // out already).
                if let Some(&c) = boxes.first().and_then(|b| b.cards.first()) {
                    card = c;
                    self.pending = false;
                }
            }
            let up = k == last || exposed == Some(k);
            lines.push(Line::Deal { to, card, up });
            match to {
                Some(b) => {
                    if let Some(bx) = boxes.iter_mut().find(|x| x.no == b) {
                        bx.cards.push(card);
                    }
                }
                None => bank.push(card),
            }
            if exposed == Some(k) {
                if void {
                    return Ok(bank);
                }
                self.pending = false;
            }
        }
        Ok(bank)
    }

    /// A misdeal annulled: `void`, then every stake placed returned (the fault
    /// `void-stake-kept`: one collected instead).
    fn void(&mut self, boxes: &[BoxPlay], lines: &mut Vec<Line>) {
        lines.push(Line::Void);
        let mut kept = self.is("void-stake-kept");
        for bx in boxes {
            for b in &bx.bettors {
                let stakes = [(Kind::Inicial, Some(b.ante)), (Kind::Carrusel, b.carrusel)];
                for (kind, stake) in stakes {
                    let Some(stake) = stake else { continue };
                    let verb = if kept { Verb::Collect } else { Verb::Return };
                    kept = false;
                    lines.push(settle(verb, b.seat, kind, bx.no, stake, stake));
                }
            }
        }
        if self.is("void-stake-kept") {
            self.pending = false;
        }
    }

    /// Each box's decision in order, a fold's antes collected at once, the reveal, and every
    /// stake still on the cloth settled from the cards.
    fn decide_and_settle(&mut self, boxes: &[BoxPlay], bank: &[Card], lines: &mut Vec<Line>) -> io::Result<()> {
        let r = self.t.ranking;
        let value = |cards: &[Card]| -> io::Result<HandValue> {
            r.evaluate(cards).map_err(|_| failure(t!("sim-shoe-ran-out")))
        };
        let bank_value = value(bank)?;
        let undecided = if self.is("box-never-decides") { boxes.last().map(|b| b.no) } else { None };
        let mut wrong_second = self.is("second-bet-wrong");
        let mut calls = Vec::with_capacity(boxes.len());
        for bx in boxes {
            let v = value(&bx.cards)?;
            // The simple rule: «voy» with the bank's own qualifier or better (a pair or better,
            // or ace-king, in the texts).
            let call = r.qualifies(&self.t.qualifier, v);
            let mut seconds = Vec::with_capacity(bx.bettors.len());
            if Some(bx.no) == undecided {
                calls.push((v, false, seconds));
                continue;
            }
            if call {
                for b in &bx.bettors {
                    let mut second = b.ante.times(i64::from(self.t.second_bet_multiple));
                    if wrong_second {
                        // Once the ante instead of twice it.
                        second = b.ante.times(i64::from(self.t.second_bet_multiple) - 1);
                        wrong_second = false;
                        self.pending = false;
                    }
                    lines.push(Line::Call { box_no: bx.no, seat: b.seat, amount: second });
                    seconds.push(second);
                }
            } else {
                lines.push(Line::Fold(bx.no));
                for b in &bx.bettors {
                    lines.push(Line::Settle {
                        verb: Verb::Collect,
                        seat: b.seat,
                        kind: Kind::Inicial,
                        box_no: bx.no,
                        amount: b.ante,
                        stake: b.ante,
                        at_fold: true,
                    });
                }
            }
            calls.push((v, call, seconds));
        }
        lines.push(Line::Reveal);
        let qualifies = r.qualifies(&self.t.qualifier, bank_value);
        for (bx, (v, call, seconds)) in boxes.iter().zip(&calls) {
            if Some(bx.no) == undecided {
                // A box that never said «voy» nor «paso» has not gone on: its antes are
                // collected as a pass's, after the reveal (the decision is the one fault).
                for b in &bx.bettors {
                    lines.push(settle(Verb::Collect, b.seat, Kind::Inicial, bx.no, b.ante, b.ante));
                }
                self.pending = false;
            } else if *call {
                for (b, &second) in bx.bettors.iter().zip(seconds) {
                    self.settle_call(lines, bx.no, b, second, *v, bank_value, qualifies);
                }
            }
            self.carrusel(lines, bx, *v);
        }
        Ok(())
    }

    /// A calling bettor's ante and second bet, from the cards.
    #[allow(clippy::too_many_arguments)]
    fn settle_call(
        &self,
        lines: &mut Vec<Line>,
        no: u8,
        b: &Bettor,
        second: Amount,
        v: HandValue,
        bank: HandValue,
        qualifies: bool,
    ) {
        let seat = b.seat;
        let ante = b.ante;
        if !qualifies {
            lines.push(settle(Verb::Pay, seat, Kind::Inicial, no, ante, ante));
            match self.t.no_qualify_second_bet {
                NoQualifySecondBet::Returned => {
                    lines.push(settle(Verb::Return, seat, Kind::Segunda, no, second, second))
                }
                NoQualifySecondBet::Lost => lines.push(settle(Verb::Collect, seat, Kind::Segunda, no, second, second)),
            }
            return;
        }
        match self.t.ranking.compare(v, bank) {
            std::cmp::Ordering::Greater => {
                let won = second.times(self.t.pay(v.category()));
                lines.push(settle(Verb::Pay, seat, Kind::Inicial, no, ante, ante));
                lines.push(settle(Verb::Pay, seat, Kind::Segunda, no, won, second));
            }
            std::cmp::Ordering::Less => {
                lines.push(settle(Verb::Collect, seat, Kind::Inicial, no, ante, ante));
                lines.push(settle(Verb::Collect, seat, Kind::Segunda, no, second, second));
            }
            std::cmp::Ordering::Equal => {
                lines.push(settle(Verb::Return, seat, Kind::Inicial, no, ante, ante));
                lines.push(settle(Verb::Return, seat, Kind::Segunda, no, second, second));
            }
        }
    }

    /// The box's Carrusel stakes collected to the fund, and the prize its five cards make, at
    /// the minimum table (A-CAR-3: whatever the main game's outcome, a fold's too).
    fn carrusel(&mut self, lines: &mut Vec<Line>, bx: &BoxPlay, v: HandValue) {
        for b in &bx.bettors {
            let Some(stake) = b.carrusel else { continue };
            lines.push(settle(Verb::Collect, b.seat, Kind::Carrusel, bx.no, stake, stake));
            let k = self.t.prize(v.category());
            if k > 0 {
                let mut prize = stake.times(k);
                if self.is("carrusel-prize-short") {
                    // One stake short of the minimum table.
                    prize = stake.times(k - 1);
                    self.pending = false;
                }
                lines.push(settle(Verb::Pay, b.seat, Kind::Carrusel, bx.no, prize, stake));
            } else if self.is("carrusel-prize-unearned") {
                // A color's prize on cards that make none.
                let color = self.t.prize(crate::engine::poker::hand::Category::Color).max(1);
                lines.push(settle(Verb::Pay, b.seat, Kind::Carrusel, bx.no, stake.times(color), stake));
                self.pending = false;
            }
        }
    }
}

fn settle(verb: Verb, seat: u32, kind: Kind, box_no: u8, amount: Amount, stake: Amount) -> Line {
    Line::Settle { verb, seat, kind, box_no, amount, stake, at_fold: false }
}

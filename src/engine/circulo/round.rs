//! One hand of a círculo table as a state machine: its players (in the order of play), the
//! deal, the betting intervals with their turn pointer, the community cards, the take and the
//! showdown. The hand is judged when it ends ([`super::pots`]); what can be judged as a line
//! comes (a «paso» after a bet, a call short of the highest total, a raise over the limit) is
//! judged here, on that line.

use smallvec::SmallVec;

use super::engine::Table;
use super::spec::{LaterOpener, OpenerWithoutBet, Order, Structure};
use crate::finding::{Finding, Label, Severity};
use crate::i18n::Text;
use crate::log::card::{Card, CardSeen, Face};
use crate::log::event::{CardRun, Loc, Sp};
use crate::money::Amount;
use crate::t;

/// The most hole cards a player is dealt (PHH's Omaha: four).
pub const MAX_HOLE: usize = 4;

/// A player of the hand.
pub struct Player {
    pub name: String,
    /// The seat's number (the digits at the end of its name): the order of play.
    pub num: u32,
    /// Chips behind (the resto), now.
    pub stack: Amount,
    /// The resto when the hand started (the literal tie split's weight).
    pub start: Amount,
    /// Whether a `stack` line counted it this hand.
    pub counted: bool,
    /// The ante and where it was put.
    pub ante: Option<Loc>,
    /// Everything put into the pot this hand (antes, blinds, bets), returns not deducted.
    pub put: Amount,
    /// The seat's total in the current interval (blinds included, antes not).
    pub interval: Amount,
    pub folded: Option<Loc>,
    /// No chips left behind: out of the betting, still in the pots it reached.
    pub allin: bool,
    /// Hole cards as dealt (`None`: `??`), with where.
    pub hole: SmallVec<[(CardSeen, Loc); MAX_HOLE]>,
    pub shown: Option<(SmallVec<[Card; 7]>, Loc)>,
    pub mucked: Option<Loc>,
    /// It checked in this interval (Murcia's check-raise, PC050).
    pub checked: bool,
    /// It bet out of turn in this interval (PC008).
    pub out_of_turn: Option<Loc>,
    /// Chips of a call beyond the highest total, to be given back (V L3115), and the call.
    pub overcall: Amount,
    pub overcall_at: Option<Loc>,
    /// `return … apuesta` given back, and the antes and blinds given back (a void).
    pub returned: Amount,
    pub returned_forced: Amount,
    /// `pay … bote N`: every award, with its pot and line.
    pub paid: SmallVec<[(u16, Amount, Loc); 2]>,
    pub missing_ante_reported: bool,
}

impl Player {
    pub fn new(name: &str, stack: Amount) -> Player {
        Player {
            name: name.to_owned(),
            num: seat_number(name),
            stack,
            start: stack,
            counted: false,
            ante: None,
            put: Amount::ZERO,
            interval: Amount::ZERO,
            folded: None,
            allin: false,
            hole: SmallVec::new(),
            shown: None,
            mucked: None,
            checked: false,
            out_of_turn: None,
            overcall: Amount::ZERO,
            overcall_at: None,
            returned: Amount::ZERO,
            returned_forced: Amount::ZERO,
            paid: SmallVec::new(),
            missing_ante_reported: false,
        }
    }

    /// Still betting: neither folded nor all in.
    pub fn active(&self) -> bool {
        self.folded.is_none() && !self.allin
    }

    /// What it put in, less what was given back.
    pub fn contributed(&self) -> Amount {
        self.put.saturating_sub(self.returned).saturating_sub(self.returned_forced)
    }

    pub fn total_paid(&self) -> Amount {
        self.paid.iter().fold(Amount::ZERO, |s, p| s.saturating_add(p.1))
    }

    /// The hole cards whose faces the log saw.
    pub fn known_hole(&self) -> SmallVec<[Card; MAX_HOLE]> {
        self.hole.iter().filter_map(|(c, _)| *c).collect()
    }
}

/// A seat's number: the digits at the end of its name (`s10` → 10); 0 without any.
pub fn seat_number(name: &str) -> u32 {
    let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
    name[name.len() - digits..].parse().unwrap_or(0)
}

/// The betting interval under way.
#[derive(Default)]
pub struct Interval {
    pub open: bool,
    /// The highest total in the interval.
    pub high: Amount,
    /// Players (by index) still to act since the last bet or raise.
    pub pending: u64,
    /// Where the turn is: the player expected next is the first pending from here.
    pub pointer: usize,
    pub raises: u8,
    /// Who set the highest total (a bet or raise, not a blind), and where.
    pub bettor: Option<usize>,
    pub opener: Option<usize>,
    /// No action yet in the interval.
    pub fresh: bool,
    /// The money put in during the interval (antes in the first).
    pub money: Amount,
    /// The last raise's size (no limit's minimum raise).
    pub last_size: Amount,
    /// Actions out of turn (PC009), reported when the interval closes unless the same player
    /// raises in it after (PC008: one fault, one finding).
    pub oot: Vec<(usize, Finding)>,
}

/// A card turned while the interval was still open, judged at the next line (a `discard` of
/// it annuls it).
#[derive(Clone, Copy)]
pub struct Early {
    pub card: Card,
    pub at: Loc,
    /// Players were not level when it was turned (PC014 rather than PC042).
    pub not_level: bool,
}

/// One hand.
#[derive(Default)]
pub struct Hand {
    pub at: Loc,
    /// The players, in the order of play (seat number, as `order` says).
    pub players: Vec<Player>,
    pub mano: Option<(String, Loc)>,
    pub cut: Option<(String, Loc)>,
    /// Community cards turned and standing.
    pub board: SmallVec<[(Card, Loc); 8]>,
    /// Community cards turned since the last interval closed, and standing.
    pub turned_since: u8,
    pub discards: u8,
    /// Every card of the hand seen so far (by [`Card::index`]).
    pub seen: u64,
    /// The hole cards' recipients, card by card.
    pub deal_seq: Vec<usize>,
    /// A hole card dealt face up, or other misdeal seen in the deal.
    pub face_up: Option<Loc>,
    pub deal_judged: bool,
    pub void: Option<Loc>,
    pub after_void_reported: bool,
    pub iv: Interval,
    /// Intervals begun.
    pub intervals: u8,
    /// Who set the highest total of the last interval that had a bet, and that interval's
    /// opener.
    pub prev_bettor: Option<usize>,
    pub prev_opener: Option<usize>,
    /// The last player to bet or raise in the hand (the showdown's first).
    pub last_bettor: Option<usize>,
    pub early: Option<Early>,
    /// Community cards turned early and standing, for the next interval.
    pub carried: u8,
    pub short_deck: Option<Loc>,
    /// The money of the last interval closed and the returns since (option a's base).
    pub closed_money: Amount,
    pub closed_returns: Amount,
    /// The interval a take belongs to has been taken from (so a second line adds to it).
    pub closed_taken: Amount,
    /// Takes of the hand (`cagnotte` without a seat), with their lines.
    pub takes: SmallVec<[(Amount, Loc); 6]>,
    /// The showdown's lines in order: player and line.
    pub showdown: SmallVec<[(usize, Loc); 8]>,
    pub showdown_reported: bool,
    pub first_pay: Option<Loc>,
    pub begun_betting: bool,
    /// Blinds posted (PHH): the last poster opens the first interval's turn after it.
    pub last_blind: Option<usize>,
    pub last_line: Loc,
}

impl Hand {
    pub fn new(at: Loc) -> Hand {
        Hand { at, iv: Interval { fresh: true, ..Default::default() }, ..Default::default() }
    }

    pub fn find(&self, name: &str) -> Option<usize> {
        self.players.iter().position(|p| p.name == name)
    }

    /// The index of `name`, adding the player in its place in the order of play.
    pub fn player(&mut self, name: &str, order: Order, stack: Amount) -> usize {
        if let Some(i) = self.find(name) {
            return i;
        }
        let p = Player::new(name, stack);
        let key = |q: &Player| match order {
            Order::Increasing => q.num,
            Order::Decreasing => u32::MAX - q.num,
        };
        let k = key(&p);
        let at = self.players.iter().position(|q| key(q) > k).unwrap_or(self.players.len());
        self.players.insert(at, p);
        at
    }

    /// Whether the deal has begun (a hole card or a community card).
    pub fn dealt(&self) -> bool {
        !self.deal_seq.is_empty() || !self.board.is_empty()
    }

    /// The hand is under way: dealt and not yet settled.
    pub fn in_play(&self) -> bool {
        (self.dealt() || self.begun_betting) && self.first_pay.is_none() && self.void.is_none()
    }

    /// Players dealt in: those with hole cards (or, where the log shows no hole cards, those
    /// who put an ante).
    pub fn dealt_in(&self, i: usize) -> bool {
        let p = &self.players[i];
        if self.deal_seq.is_empty() { p.ante.is_some() || p.put > Amount::ZERO } else { !p.hole.is_empty() }
    }

    pub fn dealt_in_count(&self) -> usize {
        (0..self.players.len()).filter(|&i| self.dealt_in(i)).count()
    }

    /// The first player at or after `from` (in the order of play, wrapping) for whom `f`
    /// holds.
    pub fn next_from(&self, from: usize, f: impl Fn(usize) -> bool) -> Option<usize> {
        let n = self.players.len();
        (0..n).map(|k| (from + k) % n.max(1)).find(|&i| f(i))
    }

    pub fn mano_index(&self) -> Option<usize> {
        self.mano.as_ref().and_then(|(m, _)| self.find(m))
    }

    pub fn pot(&self) -> Amount {
        self.players.iter().fold(Amount::ZERO, |s, p| s.saturating_add(p.contributed()))
    }

    pub fn take_total(&self) -> Amount {
        self.takes.iter().fold(Amount::ZERO, |s, t| s.saturating_add(t.0))
    }

    pub fn remaining(&self) -> usize {
        (0..self.players.len()).filter(|&i| self.dealt_in(i) && self.players[i].folded.is_none()).count()
    }

    fn pending_mask(&self, except: Option<usize>) -> u64 {
        let mut m = 0u64;
        for (i, p) in self.players.iter().enumerate().take(64) {
            if Some(i) != except && p.active() && self.dealt_in(i) {
                m |= 1 << i;
            }
        }
        m
    }

    pub fn level(&self) -> bool {
        (0..self.players.len())
            .all(|i| !self.dealt_in(i) || !self.players[i].active() || self.players[i].interval == self.iv.high)
    }
}

/// A betting action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Check,
    Call { amount: Option<Sp<Amount>>, allin: Option<Loc> },
    Raise { to: Sp<Amount>, allin: Option<Loc> },
    Fold,
}

impl Table<'_> {
    /// The interval's opener: the mano in the first (after the blinds, where there are), and
    /// after it the article's.
    fn opener(&self, h: &Hand) -> Option<usize> {
        let active = |i: usize| h.players[i].active() && h.dealt_in(i);
        let from_mano = h.mano_index().unwrap_or(0);
        if h.intervals == 0 {
            if let Some(b) = h.last_blind {
                return h.next_from(b + 1, active);
            }
            return h.next_from(from_mano, active);
        }
        match self.g.spec.street.as_ref() {
            // The general article: later intervals from the mano on (hold'em's first seat after
            // the button).
            None => h.next_from(from_mano, active),
            Some(st) => {
                let by = match st.later_opener {
                    LaterOpener::HighestBettor | LaterOpener::LastRaiser => h.prev_bettor,
                };
                match by {
                    Some(b) => h.next_from(b, active),
                    None => match st.opener_without_bet {
                        OpenerWithoutBet::Mano => h.next_from(from_mano, active),
                        OpenerWithoutBet::LastOpener => h.next_from(h.prev_opener.unwrap_or(from_mano), active),
                    },
                }
            }
        }
    }

    /// Closes the interval under way (a card turned, the take, the showdown, an award, the
    /// hand's end): every active player level (PC014).
    pub(super) fn close_interval(
        h: &mut Hand,
        at: Loc,
        report: bool,
        emit: &dyn Fn(&str) -> bool,
        out: &mut Vec<Finding>,
    ) {
        out.extend(std::mem::take(&mut h.iv.oot).into_iter().map(|(_, f)| f));
        if !h.iv.open {
            return;
        }
        if report && !h.level() && emit("PC014") {
            let short: Vec<String> = (0..h.players.len())
                .filter(|&i| h.dealt_in(i) && h.players[i].active() && h.players[i].interval != h.iv.high)
                .map(|i| h.players[i].name.clone())
                .collect();
            out.push(
                Finding::new(
                    "PC014",
                    Label::new(at, t!("pc-label-interval-closed")),
                    t!("pc-not-level", seats = short.join(", "), high = h.iv.high),
                )
                .expected(t!("pc-expect-level", high = h.iv.high)),
            );
        }
        h.iv.open = false;
        h.closed_money = h.iv.money;
        h.closed_returns = Amount::ZERO;
        h.closed_taken = Amount::ZERO;
        h.prev_opener = h.iv.opener;
        h.prev_bettor = h.iv.bettor;
        h.turned_since = std::mem::take(&mut h.carried);
        for p in &mut h.players {
            p.interval = Amount::ZERO;
            p.checked = false;
            p.out_of_turn = None;
        }
    }

    /// Opens the next interval at its first action.
    fn open_interval(&self, h: &mut Hand) {
        let antes = if h.intervals == 0 {
            h.players.iter().fold(Amount::ZERO, |s, p| s.saturating_add(p.put.saturating_sub(p.interval)))
        } else {
            Amount::ZERO
        };
        let high = h.players.iter().map(|p| p.interval).max().unwrap_or(Amount::ZERO);
        let opener = self.opener(h);
        h.iv = Interval {
            open: true,
            high,
            pending: h.pending_mask(None),
            pointer: opener.unwrap_or(0),
            opener,
            fresh: true,
            money: antes.saturating_add(h.players.iter().fold(Amount::ZERO, |s, p| s.saturating_add(p.interval))),
            ..Default::default()
        };
        h.intervals = h.intervals.saturating_add(1);
    }

    /// The deal judged at the first action: each player's count, the order, the faces
    /// (PC028 or, at the sintético, PC040), the players' number (PC001, PC048).
    pub(super) fn judge_deal(&self, h: &mut Hand, at: Loc, out: &mut Vec<Finding>) {
        if h.deal_judged {
            return;
        }
        h.deal_judged = true;
        let n = h.dealt_in_count();
        let min = usize::from(self.g.spec.seats.min_players);
        if n < min && self.emits("PC001") {
            out.push(
                Finding::new("PC001", Label::new(at, t!("pc-label-hand")), t!("pc-few-players", n = n, min = min))
                    .label(h.at, t!("pc-label-round"))
                    .expected(t!("pc-expect-players", min = min)),
            );
        }
        if let Some(max) = self.max_seats()
            && n > usize::from(max)
            && self.emits("PC048")
        {
            out.push(
                Finding::new("PC048", Label::new(at, t!("pc-label-hand")), t!("pc-too-many-seats", n = n, max = max))
                    .label(h.at, t!("pc-label-round"))
                    .expected(t!("pc-expect-seats", max = max)),
            );
        }
        if h.deal_seq.is_empty() {
            return;
        }
        let code = if self.g.spec.street.is_some() { "PC040" } else { "PC028" };
        if !self.emits(code) {
            return;
        }
        let why = self.misdeal(h);
        if let Some((loc, why)) = why {
            out.push(
                Finding::new(code, Label::new(at, t!("pc-label-played-on")), why)
                    .label(loc, t!("pc-label-misdeal"))
                    .expected(t!("pc-expect-misdeal-void")),
            );
        }
    }

    /// The first misdeal of the hole cards: a card face up, a player with a wrong count, the
    /// cards out of order.
    fn misdeal(&self, h: &Hand) -> Option<(Loc, Text)> {
        if let Some(loc) = h.face_up {
            return Some((loc, t!("pc-misdeal-face-up")));
        }
        let dealt: Vec<usize> = (0..h.players.len()).filter(|&i| !h.players[i].hole.is_empty()).collect();
        let want = match &self.g.spec.street {
            Some(st) => usize::from(st.hole),
            None => dealt.iter().map(|&i| h.players[i].hole.len()).max().unwrap_or(0),
        };
        for &i in &dealt {
            let p = &h.players[i];
            if p.hole.len() != want {
                let loc = p.hole.last().map_or(h.at, |c| c.1);
                return Some((loc, t!("pc-misdeal-count", seat = p.name.clone(), n = p.hole.len(), want = want)));
            }
        }
        // Players dealt in without a card (an ante and no hole cards) are a short deal too.
        if let Some(i) = (0..h.players.len()).find(|&i| h.players[i].ante.is_some() && h.players[i].hole.is_empty()) {
            let p = &h.players[i];
            return Some((p.ante.unwrap_or(h.at), t!("pc-misdeal-count", seat = p.name.clone(), n = 0, want = want)));
        }
        // The order: from the first served (the mano, or the seat after it), in the order of
        // play, either one player's cards together or one card a pass.
        let first = h.mano_index().map(|m| match self.g.spec.play.deal_from {
            super::spec::DealFrom::Mano => m,
            super::spec::DealFrom::AfterMano => m + 1,
        });
        let start = first.and_then(|f| h.next_from(f % h.players.len().max(1), |i| !h.players[i].hole.is_empty()));
        let start = start.or_else(|| dealt.first().copied())?;
        let pos = dealt.iter().position(|&i| i == start).unwrap_or(0);
        let ring: Vec<usize> = dealt[pos..].iter().chain(&dealt[..pos]).copied().collect();
        let together: Vec<usize> = ring.iter().flat_map(|&i| std::iter::repeat_n(i, want)).collect();
        let passes: Vec<usize> = (0..want).flat_map(|_| ring.iter().copied()).collect();
        if h.deal_seq != together && h.deal_seq != passes {
            let k = h.deal_seq.iter().zip(&together).position(|(a, b)| a != b).unwrap_or(0);
            let who = h.deal_seq.get(k).map_or_else(String::new, |&i| h.players[i].name.clone());
            let loc = h
                .players
                .get(h.deal_seq.get(k).copied().unwrap_or(0))
                .and_then(|p| p.hole.first())
                .map_or(h.at, |c| c.1);
            return Some((loc, t!("pc-misdeal-order", seat = who)));
        }
        None
    }

    /// A betting action of `seat` at `at`.
    pub(super) fn action(&mut self, seat: Sp<&str>, act: Action, at: Loc, out: &mut Vec<Finding>) {
        let Some(mut h) = self.hand.take() else { return };
        self.action_in(&mut h, seat, act, at, out);
        self.hand = Some(h);
    }

    fn action_in(&mut self, h: &mut Hand, seat: Sp<&str>, act: Action, at: Loc, out: &mut Vec<Finding>) {
        if self.after_void(h, at, out) {
            return;
        }
        // A card turned while this interval was open: the betting goes on if the player acting
        // still had to act in it.
        let goes_on = h.find(seat.value).is_some_and(|i| i < 64 && h.iv.pending & (1 << i) != 0);
        self.resolve_early(h, None, goes_on, out);
        let Some(i) = h.find(seat.value).filter(|&i| h.dealt_in(i)) else {
            if self.emits("PC036") {
                out.push(
                    Finding::new(
                        "PC036",
                        Label::new(seat.loc, t!("pc-label-seat")),
                        t!("pc-not-dealt-in", seat = seat.value),
                    )
                    .expected(t!("pc-expect-dealt-in")),
                );
            }
            return;
        };
        self.judge_deal(h, at, out);
        if let Some(f) = h.players[i].folded {
            if self.emits("PC036") {
                out.push(
                    Finding::new(
                        "PC036",
                        Label::new(at, t!("pc-label-action")),
                        t!("pc-after-fold", seat = seat.value),
                    )
                    .label(f, t!("pc-label-fold"))
                    .expected(t!("pc-expect-no-action")),
                );
            }
            return;
        }
        h.begun_betting = true;
        // An action when every player has acted and is level begins the next interval (no
        // card between: the count of intervals will say it, PC044).
        if h.iv.open && h.iv.pending == 0 && h.level() {
            Self::close_interval(h, at, false, &|c| self.emits(c), out);
        }
        if !h.iv.open {
            self.open_interval(h);
            self.board_at_open(h, at, out);
        }
        // The turn.
        let expected = {
            let pending = h.iv.pending;
            h.next_from(h.iv.pointer, |j| j < 64 && pending & (1 << j) != 0)
        };
        let in_turn = expected == Some(i);
        let first = h.iv.fresh;
        h.iv.fresh = false;
        if !in_turn && expected.is_some() {
            let want = expected.map_or_else(String::new, |e| h.players[e].name.clone());
            let opener_rule = self.g.spec.street.is_some() && first && self.emits("PC045");
            if opener_rule {
                out.push(
                    Finding::new(
                        "PC045",
                        Label::new(at, t!("pc-label-action")),
                        t!("pc-wrong-opener", seat = seat.value, want = want.clone(), n = h.intervals),
                    )
                    .expected(t!("pc-expect-opener", want = want)),
                );
                // The interval goes on from the player who opened it.
                h.iv.pointer = (i + 1) % h.players.len().max(1);
            } else if self.emits("PC009") {
                h.iv.oot.push((
                    i,
                    Finding::new(
                        "PC009",
                        Label::new(at, t!("pc-label-action")),
                        t!("pc-out-of-turn", seat = seat.value, want = want.clone()),
                    )
                    .expected(t!("pc-expect-turn", want = want)),
                ));
            }
        }
        let high = h.iv.high;
        match act {
            Action::Check => {
                let p = &mut h.players[i];
                if p.interval < high && self.emits("PC006") {
                    out.push(
                        Finding::new(
                            "PC006",
                            Label::new(at, t!("pc-label-check")),
                            t!("pc-check-after-bet", seat = seat.value, high = high, own = p.interval),
                        )
                        .expected(t!("pc-expect-call-or-fold", owed = high.saturating_sub(p.interval))),
                    );
                }
                p.checked = true;
            }
            Action::Fold => {
                h.players[i].folded = Some(at);
            }
            Action::Call { amount, allin } => {
                let p = &mut h.players[i];
                let owed = high.saturating_sub(p.interval);
                let mut put = amount.map_or(owed.min(p.stack), |a| a.value);
                if put > p.stack {
                    if self.emits("PC038") {
                        out.push(
                            Finding::new(
                                "PC038",
                                Label::new(at, t!("pc-label-call")),
                                t!("pc-past-stack", seat = seat.value, put = put, stack = p.stack),
                            )
                            .expected(t!("pc-expect-at-most-stack", stack = p.stack)),
                        );
                    }
                    put = p.stack;
                } else if let Some(a) = allin
                    && put < p.stack
                    && self.emits("PC038")
                {
                    out.push(
                        Finding::new(
                            "PC038",
                            Label::new(a, t!("pc-label-allin")),
                            t!("pc-allin-with-chips", seat = seat.value, left = p.stack.saturating_sub(put)),
                        )
                        .expected(t!("pc-expect-allin", stack = p.stack)),
                    );
                }
                let all = put == p.stack;
                if put < owed && !all && self.emits("PC007") {
                    out.push(
                        Finding::new(
                            "PC007",
                            Label::new(at, t!("pc-label-call")),
                            t!("pc-call-short", seat = seat.value, put = put, owed = owed),
                        )
                        .expected(t!("pc-expect-call", owed = owed)),
                    );
                }
                let counted = put.min(owed.max(Amount::ZERO));
                if put > owed {
                    p.overcall = p.overcall.saturating_add(put.saturating_sub(owed));
                    p.overcall_at = Some(at);
                }
                p.stack = p.stack.saturating_sub(put);
                p.put = p.put.saturating_add(put);
                p.interval = p.interval.saturating_add(if put < owed { put } else { counted });
                h.iv.money = h.iv.money.saturating_add(put);
                if p.stack == Amount::ZERO && put > Amount::ZERO {
                    p.allin = true;
                }
            }
            Action::Raise { to, allin } => self.raise(h, i, seat.value, to, allin, at, out),
        }
        // The turn moves on from the actor when it was its turn; a player out of turn leaves
        // it with the one skipped.
        if i < 64 {
            h.iv.pending &= !(1u64 << i);
        }
        if in_turn {
            h.iv.pointer = (i + 1) % h.players.len().max(1);
        } else if matches!(act, Action::Raise { .. } | Action::Call { .. }) && h.players[i].out_of_turn.is_none() {
            h.players[i].out_of_turn = Some(at);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn raise(
        &mut self,
        h: &mut Hand,
        i: usize,
        seat: &str,
        to: Sp<Amount>,
        allin: Option<Loc>,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let high = h.iv.high;
        let pot = h.pot();
        let (min, structure) = (self.min, self.structure);
        let base_after = self.g.spec.limits.base == super::spec::LimitBase::AfterCall;
        let active_players = (0..h.players.len()).filter(|&j| h.dealt_in(j) && h.players[j].folded.is_none()).count();
        let p = &mut h.players[i];
        let mut put = to.value.saturating_sub(p.interval);
        if put > p.stack {
            if self.emits("PC038") {
                out.push(
                    Finding::new(
                        "PC038",
                        Label::new(to.loc, t!("pc-label-raise")),
                        t!("pc-past-stack", seat = seat, put = put, stack = p.stack),
                    )
                    .expected(t!("pc-expect-at-most-stack", stack = p.stack)),
                );
            }
            put = p.stack;
        } else if let Some(a) = allin
            && put < p.stack
            && self.emits("PC038")
        {
            out.push(
                Finding::new(
                    "PC038",
                    Label::new(a, t!("pc-label-allin")),
                    t!("pc-allin-with-chips", seat = seat, left = p.stack.saturating_sub(put)),
                )
                .expected(t!("pc-expect-allin", stack = p.stack)),
            );
        }
        let all = put == p.stack;
        let total = p.interval.saturating_add(put);
        let owed = high.saturating_sub(p.interval);
        if total < high && !all && self.emits("PC007") {
            out.push(
                Finding::new(
                    "PC007",
                    Label::new(to.loc, t!("pc-label-raise")),
                    t!("pc-call-short", seat = seat, put = put, owed = owed),
                )
                .expected(t!("pc-expect-call", owed = owed)),
            );
        }
        if total > high {
            let size = total.saturating_sub(high);
            if let Some(ot) = p.out_of_turn
                && self.emits("PC008")
            {
                h.iv.oot.retain(|(j, _)| *j != i);
                out.push(
                    Finding::new(
                        "PC008",
                        Label::new(at, t!("pc-label-raise")),
                        t!("pc-raise-after-out-of-turn", seat = seat),
                    )
                    .label(ot, t!("pc-label-out-of-turn"))
                    .expected(t!("pc-expect-no-raise")),
                );
            }
            if p.checked && self.emits("PC050") {
                let mut f =
                    Finding::new("PC050", Label::new(at, t!("pc-label-raise")), t!("pc-check-raise", seat = seat))
                        .expected(t!("pc-expect-check-call"));
                if self.g.spec.play.check_raise == super::spec::Permission::Forbidden {
                    f.severity = Severity::Error;
                }
                out.push(f);
            }
            let base = if base_after { pot.saturating_add(owed) } else { pot };
            match structure {
                Structure::Split => {
                    // Half the pot, exactly: the size twice is at most the base.
                    if size.saturating_add(size) > base && self.emits("PC010") {
                        out.push(
                            Finding::new(
                                "PC010",
                                Label::new(to.loc, t!("pc-label-raise")),
                                t!("pc-over-split", seat = seat, size = size, base = base),
                            )
                            .expected(t!("pc-expect-max-to", max = high.saturating_add(Amount(base.0 / 2)))),
                        );
                    }
                }
                Structure::Pot => {
                    if size > base && self.emits("PC011") {
                        out.push(
                            Finding::new(
                                "PC011",
                                Label::new(to.loc, t!("pc-label-raise")),
                                t!("pc-over-pot", seat = seat, size = size, base = base),
                            )
                            .expected(t!("pc-expect-max-to", max = high.saturating_add(base))),
                        );
                    }
                }
                Structure::No => {
                    if size < min && !all && self.emits("PC012") {
                        out.push(
                            Finding::new(
                                "PC012",
                                Label::new(to.loc, t!("pc-label-raise")),
                                t!("pc-under-min", seat = seat, size = size, min = min),
                            )
                            .expected(t!("pc-expect-min-to", min = high.saturating_add(min))),
                        );
                    }
                }
                Structure::Fixed => {}
            }
            h.iv.raises = h.iv.raises.saturating_add(1);
            if let Some(cap) = self.g.spec.limits.raise_cap
                && h.iv.raises > cap
                && active_players > 2
                && self.emits("PC013")
            {
                out.push(
                    Finding::new(
                        "PC013",
                        Label::new(at, t!("pc-label-raise")),
                        t!("pc-raise-cap", n = h.iv.raises, cap = cap),
                    )
                    .expected(t!("pc-expect-raise-cap", cap = cap)),
                );
            }
            h.iv.high = total;
            h.iv.last_size = size;
            h.iv.bettor = Some(i);
            h.last_bettor = Some(i);
            h.iv.pending = h.pending_mask(Some(i));
        }
        let p = &mut h.players[i];
        p.stack = p.stack.saturating_sub(put);
        p.put = p.put.saturating_add(put);
        p.interval = total;
        h.iv.money = h.iv.money.saturating_add(put);
        if p.stack == Amount::ZERO && put > Amount::ZERO {
            p.allin = true;
        }
    }

    /// The sintético's community cards at an interval's start: more than one turned for it
    /// and not discarded (PC041).
    fn board_at_open(&self, h: &mut Hand, at: Loc, out: &mut Vec<Finding>) {
        let Some(st) = &self.g.spec.street else { return };
        let k = usize::from(h.intervals.saturating_sub(1));
        // An interval past the article's is PC044's (at the showdown), whatever was turned.
        let Some(&want) = st.turned_before.get(k) else { return };
        if h.turned_since > want && self.emits("PC041") {
            let loc = h.board.last().map_or(at, |c| c.1);
            out.push(
                Finding::new(
                    "PC041",
                    Label::new(loc, t!("pc-label-card")),
                    t!("pc-multi-reveal", n = h.turned_since, want = want),
                )
                .label(at, t!("pc-label-betting"))
                .expected(t!("pc-expect-discard")),
            );
        }
        h.turned_since = 0;
    }

    /// A line after `void` other than the chips' return (PC029), once.
    pub(super) fn after_void(&self, h: &mut Hand, at: Loc, out: &mut Vec<Finding>) -> bool {
        let Some(v) = h.void else { return false };
        if !h.after_void_reported && self.emits("PC029") {
            h.after_void_reported = true;
            out.push(
                Finding::new("PC029", Label::new(at, t!("pc-label-after-void")), t!("pc-played-after-void"))
                    .label(v, t!("pc-label-void"))
                    .expected(t!("pc-expect-new-round")),
            );
        }
        true
    }

    /// A card turned while the interval was open: annulled by a `discard` of it (`discard`:
    /// the card this line discards), or judged now.
    pub(super) fn resolve_early(&self, h: &mut Hand, discard: Option<Card>, betting: bool, out: &mut Vec<Finding>) {
        let Some(e) = h.early.take() else { return };
        if discard == Some(e.card) {
            return;
        }
        // The card stands. If the betting goes on, it was turned early and serves the next
        // interval (PC042); else it closed the interval, which was not level (PC014) or not
        // over (PC042).
        if e.not_level && !betting {
            Self::close_interval(h, e.at, true, &|c| self.emits(c), out);
            h.turned_since = h.turned_since.saturating_add(1);
            return;
        }
        if self.emits("PC042") {
            out.push(
                Finding::new(
                    "PC042",
                    Label::new(e.at, t!("pc-label-card")),
                    t!("pc-early-reveal", card = e.card.to_string()),
                )
                .expected(t!("pc-expect-discard")),
            );
        }
        if betting {
            h.carried = h.carried.saturating_add(1);
        } else {
            Self::close_interval(h, e.at, false, &|c| self.emits(c), out);
            h.turned_since = h.turned_since.saturating_add(1);
        }
    }

    /// Cards dealt: to a seat (hole cards) or to `mesa` (community cards).
    pub(super) fn deal(
        &mut self,
        hand: Sp<&str>,
        cards: &[Sp<CardSeen>],
        face: Option<Face>,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let Some(mut h) = self.hand.take() else { return };
        self.deal_in(&mut h, hand, cards, face, at, out);
        self.hand = Some(h);
    }

    fn deal_in(
        &mut self,
        h: &mut Hand,
        hand: Sp<&str>,
        cards: &[Sp<CardSeen>],
        face: Option<Face>,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        if self.after_void(h, at, out) {
            return;
        }
        let board = hand.value == "mesa";
        // Murcia's five placed face down: nothing turned yet.
        if board && face == Some(Face::Down) {
            return;
        }
        for c in cards {
            if let Some(card) = c.value {
                let bit = 1u64 << card.index();
                let in_deck = self.g.ranking.deck.index_of(card).is_some();
                if (!in_deck || h.seen & bit != 0) && self.emits("PC030") {
                    let msg = if in_deck {
                        t!("pc-card-twice", card = card.to_string())
                    } else {
                        t!("pc-card-not-in-deck", card = card.to_string())
                    };
                    out.push(
                        Finding::new("PC030", Label::new(c.loc, t!("pc-label-card")), msg)
                            .expected(t!("pc-expect-deck")),
                    );
                }
                h.seen |= bit;
            }
        }
        if board {
            for c in cards {
                let Some(card) = c.value else { continue };
                self.resolve_early(h, None, false, out);
                // At the sintético a card turned early may be discarded and replaced; under the
                // general rules a community card closes the interval there and then.
                if self.g.spec.street.is_some() && h.iv.open && (h.iv.pending != 0 || !h.level()) {
                    h.early = Some(Early { card, at: c.loc, not_level: !h.level() });
                } else {
                    Self::close_interval(h, c.loc, true, &|k| self.emits(k), out);
                    h.turned_since = h.turned_since.saturating_add(1);
                }
                h.board.push((card, c.loc));
            }
            return;
        }
        let i = self.seat_in(h, hand.value);
        if self.ante > Amount::ZERO && h.players[i].ante.is_none() && !h.players[i].missing_ante_reported {
            h.players[i].missing_ante_reported = true;
            if self.emits("PC031") {
                out.push(
                    Finding::new(
                        "PC031",
                        Label::new(at, t!("pc-label-deal")),
                        t!("pc-dealt-without-ante", seat = hand.value),
                    )
                    .expected(t!("pc-expect-ante", ante = self.ante)),
                );
            }
        }
        if face == Some(Face::Up) && h.face_up.is_none() {
            h.face_up = Some(at);
        }
        for c in cards {
            h.players[i].hole.push((c.value, c.loc));
            h.deal_seq.push(i);
        }
    }

    /// Shows and mucks at the showdown, in the order written.
    pub(super) fn show(&mut self, seat: Sp<&str>, cards: Option<&CardRun<'_>>, at: Loc, out: &mut Vec<Finding>) {
        let Some(mut h) = self.hand.take() else { return };
        if !self.after_void(&mut h, at, out) {
            self.resolve_early(&mut h, None, false, out);
            Self::close_interval(&mut h, at, true, &|c| self.emits(c), out);
            match h.find(seat.value).filter(|&i| h.dealt_in(i)) {
                Some(i) if h.players[i].folded.is_none() => {
                    match cards {
                        Some(run) => {
                            let shown: SmallVec<[Card; 7]> = run.iter().filter_map(|c| c.value).collect();
                            h.players[i].shown = Some((shown, at));
                        }
                        None => h.players[i].mucked = Some(at),
                    }
                    h.showdown.push((i, at));
                }
                Some(i) => {
                    if self.emits("PC036") {
                        let f = h.players[i].folded.unwrap_or(at);
                        out.push(
                            Finding::new(
                                "PC036",
                                Label::new(at, t!("pc-label-action")),
                                t!("pc-after-fold", seat = seat.value),
                            )
                            .label(f, t!("pc-label-fold"))
                            .expected(t!("pc-expect-no-action")),
                        );
                    }
                }
                None => {
                    if self.emits("PC036") {
                        out.push(
                            Finding::new(
                                "PC036",
                                Label::new(seat.loc, t!("pc-label-seat")),
                                t!("pc-not-dealt-in", seat = seat.value),
                            )
                            .expected(t!("pc-expect-dealt-in")),
                        );
                    }
                }
            }
        }
        self.hand = Some(h);
    }

    /// `discard CARD`: a community card annulled (V L3211–3213, M L394–396).
    pub(super) fn discard(&mut self, card: Sp<CardSeen>, at: Loc, out: &mut Vec<Finding>) {
        let Some(mut h) = self.hand.take() else { return };
        if !self.after_void(&mut h, at, out) {
            let c = card.value;
            let early = h.early.map(|e| e.card);
            if c.is_some() && c == early {
                h.early = None;
                if let Some(k) = h.board.iter().rposition(|b| Some(b.0) == c) {
                    h.board.remove(k);
                }
            } else {
                self.resolve_early(&mut h, c, false, out);
                if let Some(k) = h.board.iter().rposition(|b| Some(b.0) == c) {
                    h.board.remove(k);
                    h.turned_since = h.turned_since.saturating_sub(1);
                }
            }
            h.discards = h.discards.saturating_add(1);
            // Replacements need unused cards: when the deck cannot give the rest of the board,
            // the hand is void (V L3211, PC043).
            if let Some(st) = &self.g.spec.street
                && st.void_when_short
            {
                let holes: usize = h.players.iter().map(|p| p.hole.len()).sum();
                let board_total: usize =
                    st.turned_before.iter().map(|&n| usize::from(n)).sum::<usize>() + usize::from(st.turned_after);
                let needed = holes + board_total + usize::from(h.discards);
                if needed > self.g.ranking.deck.len() && h.short_deck.is_none() {
                    h.short_deck = Some(at);
                }
            }
        }
        self.hand = Some(h);
    }
}

//! One hand: the counts, the mano, the antes, the deal, the intervals with the community cards
//! and the take, then the showdown and the pots — or the hand won uncontested. Built as
//! [`Line`]s, which the faults of [`super::faults`] then alter; the faults that need other
//! play are made here, each where its rule applies (`self.is(name)`).
//!
//! Money is in cents throughout (`i64`); the betting policy's sense of a hand's strength is a
//! number between 0 and 1 (never money).

use std::cmp::Ordering;
use std::io;

use rand::Rng;

use super::Sim;
use super::faults;
use crate::engine::circulo::spec::{RebuyWhen, Structure, TakeOption};
use crate::engine::poker::hand::{Category, HandValue};
use crate::log::card::{Card, Rank, Suit};
use crate::money::Amount;
use crate::sim::{failure, shuffle};
use crate::t;

/// One line of a hand (or between hands).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Line {
    Rest(u8),
    Stack(u8, i64),
    Mano(u8),
    Cut(u8),
    Ante(u8, i64),
    /// `bet SEAT KIND AMOUNT` with a kind the game does not have (a fault).
    OddBet(u8, &'static str, i64),
    Deal {
        seat: u8,
        cards: Vec<Card>,
        up: bool,
    },
    Board(Vec<Card>),
    Check(u8),
    Raise {
        seat: u8,
        to: i64,
        allin: bool,
    },
    Call {
        seat: u8,
        amount: Option<i64>,
        allin: bool,
    },
    Fold(u8),
    Return {
        seat: u8,
        ante: bool,
        amount: i64,
    },
    Cagnotte {
        amount: i64,
        seat: Option<u8>,
    },
    Show(u8, Vec<Card>),
    Muck(u8),
    Pay {
        seat: u8,
        pot: u8,
        amount: i64,
    },
    Void,
    Rebuy(u8, i64),
    Lend(u8, u8, i64),
}

impl Sim<'_> {
    pub(super) fn write_line(&mut self, l: &Line) -> io::Result<()> {
        let cards = |c: &[Card]| c.iter().map(Card::to_string).collect::<Vec<_>>().join(" ");
        let out = &mut *self.out;
        match l {
            Line::Rest(s) => writeln!(out, "rest s{s}"),
            Line::Stack(s, a) => writeln!(out, "stack s{s} {}", Amount(*a)),
            Line::Mano(s) => writeln!(out, "mano s{s}"),
            Line::Cut(s) => writeln!(out, "cut s{s}"),
            Line::Ante(s, a) => writeln!(out, "bet s{s} ante {}", Amount(*a)),
            Line::OddBet(s, kind, a) => writeln!(out, "bet s{s} {kind} {}", Amount(*a)),
            Line::Deal { seat, cards: c, up } => {
                writeln!(out, "deal s{seat} {}{}", cards(c), if *up { " up" } else { "" })
            }
            Line::Board(c) => writeln!(out, "deal mesa {} up", cards(c)),
            Line::Check(s) => writeln!(out, "check s{s}"),
            Line::Raise { seat, to, allin } => {
                writeln!(out, "raise s{seat} {}{}", Amount(*to), if *allin { " allin" } else { "" })
            }
            Line::Call { seat, amount, allin } => {
                let a = amount.map(|a| format!(" {}", Amount(a))).unwrap_or_default();
                writeln!(out, "call s{seat}{a}{}", if *allin { " allin" } else { "" })
            }
            Line::Fold(s) => writeln!(out, "fold s{s}"),
            Line::Return { seat, ante, amount } => {
                writeln!(out, "return s{seat} {} {}", if *ante { "ante" } else { "apuesta" }, Amount(*amount))
            }
            Line::Cagnotte { amount, seat } => match seat {
                Some(s) => writeln!(out, "cagnotte {} s{s}", Amount(*amount)),
                None => writeln!(out, "cagnotte {}", Amount(*amount)),
            },
            Line::Show(s, c) => writeln!(out, "show s{s} {}", cards(c)),
            Line::Muck(s) => writeln!(out, "muck s{s}"),
            Line::Pay { seat, pot, amount } => writeln!(out, "pay s{seat} bote {pot} {}", Amount(*amount)),
            Line::Void => writeln!(out, "void"),
            Line::Rebuy(s, a) => writeln!(out, "rebuy s{s} {}", Amount(*a)),
            Line::Lend(a, b, x) => writeln!(out, "lend s{a} s{b} {}", Amount(*x)),
        }
    }
}

/// A player in the hand.
#[derive(Clone, Debug)]
pub(super) struct P {
    /// The seat's number and its place in `Sim::seats`.
    pub no: u8,
    pub seat: usize,
    pub hole: Vec<Card>,
    /// The best hand the whole board gives (what the showdown judges).
    pub best: Option<HandValue>,
    /// The policy's sense of the hand, 0 to 1.
    pub strength: f64,
    pub stack: i64,
    /// Chips put in this hand (antes and bets, less what was given back).
    pub put: i64,
    /// Chips put in the current interval.
    pub round: i64,
    pub folded: bool,
    pub allin: bool,
    /// Checked in the current interval (no check-raise follows).
    pub checked: bool,
    pub raises: u8,
    /// Starts the hand with fewer than three antes behind: all in at the first chance.
    pub short: bool,
    /// Called the whole hand down (a fault's rigged hand).
    pub stubborn: bool,
}

impl P {
    fn able(&self) -> bool {
        !self.folded && !self.allin
    }
}

/// The policy's strength of a category as the final hand: where it stands among a deal's best
/// hands, roughly (the sintético's two pair is its median).
fn base_strength(c: Category) -> f64 {
    match c {
        Category::HighCards => 0.0,
        Category::Pair => 0.2,
        Category::TwoPair => 0.45,
        Category::Trio => 0.62,
        Category::Straight => 0.72,
        Category::Color | Category::Full => 0.86,
        Category::Poker => 0.95,
        Category::StraightFlush | Category::RoyalFlush => 1.0,
    }
}

/// The hand as it is played.
pub(super) struct H {
    pub ps: Vec<P>,
    /// Taken into the cagnotte so far this hand.
    pub take: i64,
    /// The last player to bet or raise (an index of `ps`), in any interval.
    pub last_bettor: Option<usize>,
    /// The community cards turned so far (what the showdown judges).
    pub board: Vec<Card>,
    /// A fault's rigged all-in: the player who goes all in for less, and the two who bet
    /// past him (indices of `ps`).
    pub rig: Option<(usize, usize, usize)>,
    /// The table minimum (cents), for the faults that pay it too much.
    pub min: i64,
}

impl H {
    fn pot(&self) -> i64 {
        self.ps.iter().map(|p| p.put).sum::<i64>() - self.take
    }

    fn in_hand(&self) -> usize {
        self.ps.iter().filter(|p| !p.folded).count()
    }

    /// Indices of `ps` in the order of play from `from` (the players are kept in that order
    /// from the mano).
    fn from(&self, from: usize) -> impl Iterator<Item = usize> + '_ {
        let n = self.ps.len();
        (0..n).map(move |k| (from + k) % n)
    }

    /// The first player from `from` on who can still act.
    fn first_able(&self, from: usize) -> Option<usize> {
        self.from(from).find(|&i| self.ps[i].able())
    }
}

/// Another player still in has already put in `highest` this interval (a call left out then
/// leaves the bet covered, so nothing is given back).
fn covered(ps: &[P], i: usize, highest: i64) -> bool {
    ps.iter().enumerate().filter(|(j, q)| *j != i && q.round == highest).count() >= 2
}

/// A player's action.
enum Act {
    Check,
    Fold,
    Call,
    Raise(i64),
}

impl Sim<'_> {
    /// The lines before the hand's `round` line: rebuys of spent restos and the faults that
    /// live between hands.
    pub(super) fn between_hands(&mut self, _no: u32) -> Vec<Line> {
        let mut lines = Vec::new();
        for i in 0..self.seats.len() {
            // A resto that cannot pay the ante is spent (a cent or two won in a side pot can
            // leave one so).
            if self.seats[i].stack <= self.ante {
                let a = self.rebuy_amount();
                let a = if self.is("rebuy-outside-bounds") {
                    self.pending = false;
                    if self.rebuy_min > 0 { self.rebuy_min - self.unit } else { self.min * 3 }
                } else {
                    a
                };
                self.seats[i].stack += a;
                lines.push(Line::Rebuy(self.seats[i].no, a));
            }
        }
        let rich = (0..self.seats.len()).max_by_key(|&i| (self.seats[i].stack, std::cmp::Reverse(i)));
        let Some(rich) = rich else { return lines };
        let other = (rich + 1) % self.seats.len();
        if self.is("chips-lent") {
            let a = self.min;
            self.seats[rich].stack -= a;
            self.seats[other].stack += a;
            lines.push(Line::Lend(self.seats[rich].no, self.seats[other].no, a));
            self.pending = false;
        } else if self.is("chips-pocketed") {
            // The next hand's count shows the resto short (the chips went to a pocket).
            self.seats[rich].stack -= self.min;
            self.pending = false;
        } else if self.is("chips-added") {
            self.seats[rich].stack += self.min;
            self.pending = false;
        } else if self.is("rebuy-outside-bounds") {
            // Valencia: chips bought while the resto is not spent (an amount within bounds);
            // Murcia: a rebuy below its least.
            let a = if self.t.rebuy_when == RebuyWhen::Spent { self.min * 10 } else { self.rebuy_min - self.unit };
            self.seats[rich].stack += a;
            lines.push(Line::Rebuy(self.seats[rich].no, a));
            self.pending = false;
        }
        lines
    }

    /// Which seats rest this hand: now and then one, never a third hand in a row and never
    /// leaving fewer than the article's players; the faults' rests besides.
    fn rests(&mut self) -> Vec<bool> {
        let n = self.seats.len();
        let mut rest = vec![false; n];
        let least = usize::from(self.t.min_players);
        let next_mano = self.next_mano_candidate();
        if self.is("too-few-players") {
            // One hand with a player fewer than the article's least (the seats rest one hand).
            let mut playing = n;
            for (r, seat) in rest.iter_mut().zip(&self.seats) {
                if playing >= least && Some(seat.no) != next_mano && seat.rested < self.t.rest_limit {
                    *r = true;
                    playing -= 1;
                }
            }
            if playing < least {
                self.pending = false;
            }
            return rest;
        }
        let mut playing = n;
        if self.is("rest-third-hand") {
            // The last seat rests from now on until its third hand in a row.
            let last = n - 1;
            if playing > least && Some(self.seats[last].no) != next_mano {
                rest[last] = true;
                playing -= 1;
                if self.seats[last].rested + 1 > self.t.rest_limit {
                    self.pending = false;
                }
            }
        }
        for (r, s) in rest.iter_mut().zip(&self.seats) {
            if *r {
                continue;
            }
            let shunned = self.shunned == Some(s.no) && next_mano == Some(s.no);
            // Nobody rests the first hand: every starting resto is counted.
            let first = self.mano.is_none();
            // (In a session that keeps a seat from the mano, nobody else rests: the mano goes
            // where the rotation says.)
            let random = self.shunned.is_none() && self.rng.random_ratio(1, 25);
            if !first && playing > least && s.rested < self.t.rest_limit && (shunned || random) {
                *r = true;
                playing -= 1;
            }
        }
        rest
    }

    /// The seat the rotation gives the mano to if it plays: the next after the last mano.
    fn next_mano_candidate(&self) -> Option<u8> {
        let order = self.play_order();
        match self.mano {
            None => order.first().copied(),
            Some(m) => {
                let at = order.iter().position(|&s| s == m)?;
                order.get((at + 1) % order.len()).copied()
            }
        }
    }

    /// Every seat's number in the order of play (counter-clockwise).
    fn play_order(&self) -> Vec<u8> {
        let mut v: Vec<u8> = self.seats.iter().map(|s| s.no).collect();
        if self.t.decreasing {
            v.reverse();
        }
        v
    }

    /// The hand's lines.
    pub(super) fn hand(&mut self, _no: u32) -> io::Result<Vec<Line>> {
        let mut lines = Vec::new();
        let rest = self.rests();
        for (i, r) in rest.iter().enumerate() {
            if *r {
                lines.push(Line::Rest(self.seats[i].no));
                self.seats[i].rested += 1;
            } else {
                self.seats[i].rested = 0;
            }
        }
        // The mano: the next seat playing after the last hand's.
        let order = self.play_order();
        let playing: Vec<u8> =
            order.iter().copied().filter(|no| self.seats.iter().any(|s| s.no == *no && !rest[self.idx(*no)])).collect();
        if playing.len() < 2 {
            return Err(failure(t!("sim-catalogue-invalid", id = self.t.catalog_id.as_str())));
        }
        let mano = match self.mano {
            None => playing[0],
            Some(m) => {
                let at = order.iter().position(|&s| s == m).unwrap_or(0);
                let n = order.len();
                (1..=n).map(|k| order[(at + k) % n]).find(|s| playing.contains(s)).unwrap_or(playing[0])
            }
        };
        let mano = if self.is("mano-not-rotated") {
            self.pending = false;
            let at = playing.iter().position(|&s| s == mano).unwrap_or(0);
            playing[(at + 1) % playing.len()]
        } else {
            mano
        };
        self.mano = Some(mano);
        let mi = self.idx(mano);
        self.seats[mi].manos += 1;
        // The players in the order of play from the mano.
        let at = playing.iter().position(|&s| s == mano).unwrap_or(0);
        let seated: Vec<u8> = (0..playing.len()).map(|k| playing[(at + k) % playing.len()]).collect();
        let mut by_number = playing.clone();
        by_number.sort_unstable();
        for no in &by_number {
            lines.push(Line::Stack(*no, self.seats[self.idx(*no)].stack));
        }
        lines.push(Line::Mano(mano));
        if self.rng.random_ratio(1, 2) || self.is("cut-by-wrong-seat") {
            // The player to the left of the mano: the one before it in the order of play.
            let cutter = if self.is("cut-by-wrong-seat") {
                self.pending = false;
                seated[1 % seated.len()]
            } else {
                seated[seated.len() - 1]
            };
            lines.push(Line::Cut(cutter));
        }
        let mut h = H { ps: Vec::new(), take: 0, last_bettor: None, board: Vec::new(), rig: None, min: self.min };
        let no_ante = if self.is("dealt-without-ante") { seated.last().copied() } else { None };
        let odd_ante = if self.is("bet-kind-not-of-the-game") { seated.last().copied() } else { None };
        for &no in &seated {
            let seat = self.idx(no);
            let short = self.seats[seat].stack < 3 * self.ante;
            let mut p = P {
                no,
                seat,
                hole: Vec::new(),
                best: None,
                strength: 0.0,
                stack: self.seats[seat].stack,
                put: 0,
                round: 0,
                folded: false,
                allin: false,
                checked: false,
                raises: 0,
                short,
                stubborn: false,
            };
            if no_ante == Some(no) {
                // Dealt in without an ante, he folds at his first turn (no side pot of the
                // antes follows).
                p.strength = -1.0;
                self.pending = false;
            } else {
                if odd_ante == Some(no) {
                    self.pending = false;
                    lines.push(Line::OddBet(no, "anti", self.ante));
                } else {
                    lines.push(Line::Ante(no, self.ante));
                }
                p.stack -= self.ante;
                p.put += self.ante;
            }
            h.ps.push(p);
        }
        // The deal: a fresh deck, the hole cards from the mano, the board drawn in order.
        let mut deck: Vec<Card> =
            (0..self.t.ranking.deck.len() as u8).filter_map(|i| self.t.ranking.deck.card_at(i)).collect();
        shuffle(&mut self.rng, &mut deck);
        let board_len: usize =
            self.t.turned_before.iter().map(|&n| usize::from(n)).sum::<usize>() + usize::from(self.t.turned_after);
        let hole = usize::from(self.t.hole);
        if deck.len() < board_len + hole * h.ps.len() {
            return Err(failure(t!("sim-catalogue-invalid", id = self.t.catalog_id.as_str())));
        }
        let board: Vec<Card> = deck.split_off(deck.len() - board_len);
        let face_up = if self.is("hole-card-face-up") || self.is("hole-card-shown-in-deal") {
            Some(h.ps.len() - 1)
        } else {
            None
        };
        for (k, p) in h.ps.iter_mut().enumerate() {
            p.hole = deck[k * hole..(k + 1) * hole].to_vec();
            p.best = self.t.ranking.best(&p.hole, &board, self.t.selection).ok().map(|b| b.value);
            p.strength = p.best.map_or(0.0, |v| base_strength(v.category()));
        }
        if face_up.is_some() {
            self.pending = false;
        }
        if let Some(no) = no_ante {
            for p in h.ps.iter_mut().filter(|p| p.no == no) {
                p.strength = -1.0;
            }
        }
        if self.is("tie-split-wrong") && h.ps.len() >= 3 {
            let pool = deck[h.ps.len() * hole..].to_vec();
            self.rig_tie(&mut h, &pool, &board);
        }
        if self.is("all-in-overpaid") && self.structure == Structure::No {
            h.rig = self.rig_all_in(&mut h);
        }
        if matches!(self.fault, Some("shown-uncontested" | "uncontested-paid-to-folded")) && self.pending {
            // Everyone but the mano folds to his bet.
            for p in h.ps.iter_mut().skip(1) {
                p.strength = -1.0;
            }
            h.ps[0].strength = 2.0;
        }
        if self.is("card-not-of-the-deck") && self.t.ranking.deck.len() == 28 {
            // A seven among the last player's cards, who then folds at once (his cards never
            // judged).
            if let Some(p) = h.ps.last_mut() {
                p.hole[0] = Card { rank: Rank::Seven, suit: Suit::Hearts };
                p.strength = -1.0;
                self.pending = false;
            }
        }
        if self.is("card-dealt-twice") && h.ps.len() >= 2 {
            // The first player's first card given again to the last, who then folds at once
            // (his cards never judged).
            let again = h.ps[0].hole[0];
            if let Some(p) = h.ps.last_mut() {
                p.hole[0] = again;
                p.strength = -1.0;
                self.pending = false;
            }
        }
        for (k, p) in h.ps.iter().enumerate() {
            lines.push(Line::Deal { seat: p.no, cards: p.hole.clone(), up: face_up == Some(k) });
        }
        if self.is("void-chips-kept") {
            lines.push(Line::Void);
            for p in h.ps.iter().skip(1) {
                lines.push(Line::Return { seat: p.no, ante: true, amount: p.put });
            }
            self.pending = false;
            return Ok(lines);
        }
        let intervals = self.t.turned_before.len();
        let skip_last = self.is("wrong-number-of-intervals");
        let mut turned = 0usize;
        let mut opener = 0usize;
        let mut contested = true;
        for k in 0..intervals {
            if skip_last && k == intervals - 1 {
                if h.in_hand() > 1 {
                    self.pending = false;
                }
                break;
            }
            let n = usize::from(self.t.turned_before[k]);
            if n > 0 {
                lines.push(Line::Board(board[turned..turned + n].to_vec()));
                h.board.extend_from_slice(&board[turned..turned + n]);
                turned += n;
            }
            for p in &mut h.ps {
                p.round = 0;
                p.checked = false;
                p.raises = 0;
            }
            let last = k == intervals - 1;
            let (bet, raiser) = self.interval(&mut h, k, intervals, opener, last, &mut lines);
            // Who opens the next interval.
            opener = if self.t.later_from_mano {
                h.first_able(0).unwrap_or(0)
            } else if bet {
                let r = raiser.unwrap_or(0);
                h.first_able(r).unwrap_or(r)
            } else {
                h.first_able(0).unwrap_or(0)
            };
            self.close_interval(&mut h, &mut lines);
            if h.in_hand() == 1 {
                contested = false;
                break;
            }
        }
        if contested && self.t.turned_after > 0 && !skip_last {
            let n = usize::from(self.t.turned_after);
            lines.push(Line::Board(board[turned..turned + n].to_vec()));
            h.board.extend_from_slice(&board[turned..turned + n]);
        }
        if self.t.take == TakeOption::Hand && (contested || self.t.take_uncontested) {
            let total: i64 = h.ps.iter().map(|p| p.put).sum();
            let mut t = total * self.t.take_pct.0 / self.t.take_pct.1;
            if self.is("hand-take-not-three-percent") {
                t += self.unit;
                self.pending = false;
            }
            if t > 0 {
                lines.push(Line::Cagnotte { amount: t, seat: None });
                h.take += t;
            }
        }
        let start = lines.len();
        if contested {
            self.showdown(&mut h, &mut lines);
        } else {
            let w = h.ps.iter().position(|p| !p.folded).unwrap_or(0);
            if self.is("shown-uncontested") {
                lines.push(Line::Show(h.ps[w].no, h.ps[w].hole.clone()));
                self.pending = false;
            }
            let amount = h.pot();
            let to = if self.is("uncontested-paid-to-folded") {
                self.pending = false;
                h.ps.iter().position(|p| p.folded).unwrap_or(w)
            } else {
                w
            };
            h.ps[to].stack += amount;
            lines.push(Line::Pay { seat: h.ps[to].no, pot: 1, amount });
        }
        if self.pending
            && let Some(f) = self.fault
            && faults::alter(f, &mut h, &mut lines, start)
        {
            self.pending = false;
        }
        // The restos after the hand.
        for p in &h.ps {
            self.seats[p.seat].stack = p.stack;
        }
        Ok(lines)
    }

    /// The second player given the first's ranks in other suits, each holding two suits (no
    /// colour of their own at Valencia), both calling the hand down and the others folding:
    /// a tie unless the board makes one of them a colour.
    fn rig_tie(&mut self, h: &mut H, pool: &[Card], board: &[Card]) {
        let mut pool: Vec<Card> = pool.to_vec();
        let mut a = h.ps[0].hole.clone();
        let mut b = Vec::new();
        for (k, c) in a.clone().iter().enumerate() {
            let used: Vec<Suit> = b.iter().map(|x: &Card| x.suit).collect();
            let found = pool.iter().position(|x| x.rank == c.rank && x.suit != c.suit && !used.contains(&x.suit));
            let Some(j) = found else { return };
            b.push(pool.remove(j));
            a[k] = *c;
        }
        if a.len() == 2 && a[0].suit == a[1].suit {
            return;
        }
        h.ps[1].hole = b;
        h.ps[0].hole = a;
        for (k, p) in h.ps.iter_mut().enumerate() {
            p.best = self.t.ranking.best(&p.hole, board, self.t.selection).ok().map(|v| v.value);
            if k < 2 {
                p.stubborn = true;
                p.strength = 0.5;
            } else {
                p.strength = -1.0;
            }
        }
    }

    /// The smallest resto is given the best cards (the hole cards of two players swapped,
    /// a deal like any other) and goes all in for less than two others bet: he wins the main
    /// pot, the better of them the side pot.
    fn rig_all_in(&self, h: &mut H) -> Option<(usize, usize, usize)> {
        let n = h.ps.len();
        let shover = (0..n).min_by_key(|&i| (h.ps[i].stack, i))?;
        let best = (0..n).max_by(|&x, &y| match (h.ps[x].best, h.ps[y].best) {
            (Some(a), Some(b)) => self.t.ranking.compare(a, b).then(y.cmp(&x)),
            _ => Ordering::Equal,
        })?;
        let room = h.ps[shover].stack + 2 * self.min + 2 * self.ante;
        let others: Vec<usize> = (0..n).filter(|&i| i != shover && h.ps[i].stack > room).take(2).collect();
        let [a, b] = others[..] else { return None };
        if best != shover {
            let (hole, value) = (h.ps[best].hole.clone(), h.ps[best].best);
            h.ps[best].hole = std::mem::replace(&mut h.ps[shover].hole, hole);
            h.ps[best].best = std::mem::replace(&mut h.ps[shover].best, value);
        }
        Some((shover, a, b))
    }

    fn idx(&self, no: u8) -> usize {
        self.seats.iter().position(|s| s.no == no).unwrap_or(0)
    }

    /// One betting interval from `opener`; whether anybody bet, and the last raiser.
    fn interval(
        &mut self,
        h: &mut H,
        k: usize,
        intervals: usize,
        opener: usize,
        last: bool,
        lines: &mut Vec<Line>,
    ) -> (bool, Option<usize>) {
        let n = h.ps.len();
        let mut needs: Vec<bool> = h.ps.iter().map(P::able).collect();
        let able = needs.iter().filter(|&&b| b).count();
        if able < 2 {
            // Nobody to bet against: the interval passes without a word (the all-in run-out).
            return (false, None);
        }
        let mut highest = 0i64;
        let mut raises_total = 0u8;
        let mut raiser: Option<usize> = None;
        let mut cursor = opener;
        let mut forced: Option<(usize, i64)> = None;
        let progress = (k + 1) as f64 / intervals as f64;
        let mut guard = 0;
        loop {
            guard += 1;
            if guard > 200 {
                break;
            }
            let Some(i) = (0..n).map(|d| (cursor + d) % n).find(|&i| needs[i]) else { break };
            needs[i] = false;
            cursor = (i + 1) % n;
            let act = match forced.take() {
                Some((j, to)) if j == i => Act::Raise(to),
                Some(f) => {
                    forced = Some(f);
                    self.decide(h, i, highest, raises_total, raiser.is_none(), last, progress)
                }
                None => self.decide(h, i, highest, raises_total, raiser.is_none(), last, progress),
            };
            // Who said «paso» calls or folds after a bet, never raises (Murcia's PC050), but
            // in the fault that wants it.
            let act = match act {
                Act::Raise(_) if h.ps[i].checked && self.fault != Some("check-raise") => Act::Call,
                a => a,
            };
            match act {
                Act::Check => {
                    let p = &mut h.ps[i];
                    p.checked = true;
                    lines.push(Line::Check(p.no));
                }
                Act::Fold => {
                    let p = &mut h.ps[i];
                    p.folded = true;
                    lines.push(Line::Fold(p.no));
                }
                Act::Call
                    if self.pending
                        && self.fault == Some("check-after-bet")
                        && highest > h.ps[i].round
                        && h.ps[i].stack > highest - h.ps[i].round
                        && self.raiser_after(h, i, &needs, highest).is_some() =>
                {
                    // A «paso» facing the bet; the next player raises, and the checker's turn
                    // comes again.
                    forced = self.raiser_after(h, i, &needs, highest);
                    needs[i] = true;
                    h.ps[i].checked = true;
                    lines.push(Line::Check(h.ps[i].no));
                    self.pending = false;
                }
                Act::Call => {
                    let owed = highest - h.ps[i].round;
                    if owed >= h.ps[i].stack {
                        let p = &mut h.ps[i];
                        let a = p.stack;
                        p.round += a;
                        p.put += a;
                        p.stack = 0;
                        p.allin = true;
                        lines.push(Line::Call { seat: p.no, amount: Some(a), allin: true });
                    } else if self.pending
                        && self.fault == Some("interval-not-level")
                        && !last
                        && covered(&h.ps, i, highest)
                        && !needs.iter().any(|&b| b)
                    {
                        // The call never made: the player stays in, short of the highest.
                        self.pending = false;
                    } else {
                        let written = if self.pending && self.fault == Some("call-short") && owed > self.unit {
                            self.pending = false;
                            Some(owed - self.unit)
                        } else {
                            None
                        };
                        let p = &mut h.ps[i];
                        p.round += owed;
                        p.put += owed;
                        p.stack -= owed;
                        lines.push(Line::Call { seat: p.no, amount: written, allin: false });
                    }
                }
                Act::Raise(to) => {
                    let p = &mut h.ps[i];
                    let add = to - p.round;
                    p.stack -= add;
                    p.put += add;
                    p.round = to;
                    p.raises += 1;
                    let allin = p.stack == 0;
                    p.allin = allin;
                    lines.push(Line::Raise { seat: p.no, to, allin });
                    raises_total += 1;
                    if to > highest {
                        highest = to;
                        raiser = Some(i);
                        h.last_bettor = Some(i);
                        for (j, q) in h.ps.iter().enumerate() {
                            needs[j] = j != i && q.able();
                        }
                    }
                }
            }
            if h.in_hand() == 1 {
                break;
            }
        }
        (raiser.is_some(), raiser)
    }

    /// The next player after `i` still to act, if he can raise by the least step keeping a
    /// resto (for the fault `check-after-bet`): his index and the raise.
    fn raiser_after(&self, h: &H, i: usize, needs: &[bool], highest: i64) -> Option<(usize, i64)> {
        let n = h.ps.len();
        let j = (1..n).map(|d| (i + d) % n).find(|&j| needs[j])?;
        let (lo, hi) = self.raise_bounds(h, j, highest);
        let q = &h.ps[j];
        (lo <= hi && !q.checked && q.stack - (lo - q.round) >= 2 * self.ante).then_some((j, lo))
    }

    /// The policy: fold weak, call middling, raise strong; the short resto all in at once.
    #[allow(clippy::too_many_arguments)]
    fn decide(
        &mut self,
        h: &H,
        i: usize,
        highest: i64,
        raises_total: u8,
        unopened: bool,
        last: bool,
        progress: f64,
    ) -> Act {
        let p = &h.ps[i];
        let owed = highest - p.round;
        let others_able = h.ps.iter().enumerate().filter(|(j, q)| *j != i && q.able()).count();
        let (lo, hi) = self.raise_bounds(h, i, highest);
        // The policy bets at most the pot (with no limit too; all in apart).
        let hi = hi.min(highest + h.pot() + owed).max(lo.min(hi));
        let shove_to = p.round + p.stack;
        let shove_ok = shove_to > highest && shove_to <= self.limit_cap(h, i);
        let smallest = h.ps.iter().filter(|q| q.able()).all(|q| q.stack >= p.stack);
        if p.short || (self.is("all-in-overpaid") && smallest && others_able >= 2) {
            if owed >= p.stack {
                return Act::Call;
            }
            if others_able > 0 && shove_ok && !p.checked {
                return Act::Raise(shove_to);
            }
            return if owed == 0 { Act::Check } else { Act::Call };
        }
        if p.strength < 0.0 {
            // The player holding a card not of the deck, or out of a fault's rigged hand: out
            // at once.
            return Act::Fold;
        }
        if p.strength > 1.5 {
            // A fault's uncontested hand: the mano bets, once.
            return if owed == 0 && p.raises == 0 && lo <= hi {
                Act::Raise(lo)
            } else if owed == 0 {
                Act::Check
            } else {
                Act::Call
            };
        }
        if let Some((shover, a, b)) = h.rig {
            let shover_total = h.ps[shover].round + h.ps[shover].stack;
            return if i == shover {
                if owed > 0 { Act::Call } else { Act::Check }
            } else if i == a || i == b {
                if highest < shover_total + self.min && p.round + p.stack - 2 * self.ante >= shover_total + self.min {
                    Act::Raise(shover_total + self.min)
                } else if owed > 0 {
                    Act::Call
                } else {
                    Act::Check
                }
            } else if owed > 0 {
                Act::Fold
            } else {
                Act::Check
            };
        }
        if self.is("interval-opened-by-wrong-player") && progress > 0.3 && owed == 0 {
            return Act::Check;
        }
        // The limit faults: the interval's first bet past the structure's limit (or, with no
        // limit, below the table minimum), from a resto that covers it.
        if unopened && owed == 0 && others_able > 0 {
            let pot = h.pot();
            let wrong = match self.structure {
                Structure::Split if self.is("split-over-half-pot") => Some(pot),
                Structure::Pot if self.is("pot-limit-exceeded") => Some(pot + self.min),
                Structure::No if self.is("no-limit-bet-below-minimum") => Some(self.min / 2),
                _ => None,
            };
            if let Some(to) = wrong
                && p.stack - to >= 2 * self.ante
            {
                self.pending = false;
                return Act::Raise(to);
            }
        }
        if self.is("check-raise")
            && p.checked
            && owed > 0
            && others_able > 0
            && lo <= hi
            && p.stack - (lo - p.round) >= 2 * self.ante
        {
            self.pending = false;
            return Act::Raise(lo);
        }
        let noise = (1.0 - progress) * 0.35;
        let s = p.strength + self.rng.random_range(-noise..=noise) + self.rng.random_range(-0.08..=0.08);
        let can_raise = others_able > 0 && p.raises < 2 && raises_total < 4 && !p.checked && lo <= hi;
        let pick = |sim: &mut Self| -> Option<i64> {
            if !can_raise {
                return None;
            }
            let steps = (hi - lo) / sim.unit;
            let to = lo + sim.unit * sim.rng.random_range(0..=steps / 2);
            let rest = p.stack - (to - p.round);
            let floor = 2 * sim.ante;
            if rest == 0 || rest >= floor {
                Some(to)
            } else if shove_ok {
                Some(shove_to)
            } else {
                let to = p.round + p.stack - floor;
                (to >= lo).then_some(to)
            }
        };
        if owed == 0 {
            let must_open = last && unopened && !p.stubborn;
            if (s > 0.6 || must_open)
                && let Some(to) = pick(self)
            {
                return Act::Raise(to);
            }
            return Act::Check;
        }
        if owed >= p.stack {
            return if s > 0.55 || p.stubborn { Act::Call } else { Act::Fold };
        }
        let rest = p.stack - owed;
        if rest > 0 && rest < 2 * self.ante {
            if s > 0.5 && shove_ok && !p.checked {
                return Act::Raise(shove_to);
            }
            return if p.stubborn { Act::Call } else { Act::Fold };
        }
        if p.stubborn {
            return Act::Call;
        }
        if s < 0.3 && !(owed <= self.unit && s > 0.15) {
            return Act::Fold;
        }
        if s > 0.78
            && let Some(to) = pick(self)
        {
            return Act::Raise(to);
        }
        Act::Call
    }

    /// The most a bet or raise may go to under the header's structure, read as strictly as
    /// any reading of the design note allows: the pot before the call and after the take
    /// (split: half of it), within the table's maximum; no limit: the player's chips.
    fn limit_cap(&self, h: &H, i: usize) -> i64 {
        let p = &h.ps[i];
        let own = p.round + p.stack;
        let pot = h.pot();
        let cap = match self.structure {
            Structure::No | Structure::Fixed => own,
            Structure::Pot => pot.min(self.max),
            Structure::Split => (pot / 2).min(self.max),
        };
        cap.min(own)
    }

    /// A raise's least and most "to": with no limit at least the highest plus the table
    /// minimum (V L2918); under the pot's limits, by at least half the minimum.
    fn raise_bounds(&self, h: &H, i: usize, highest: i64) -> (i64, i64) {
        let step = if self.structure == Structure::No { self.min } else { (self.min / 2).max(self.unit) };
        (highest + step, self.limit_cap(h, i))
    }

    /// The interval's end: the bet nobody called given back, the take of option a.
    fn close_interval(&mut self, h: &mut H, lines: &mut Vec<Line>) {
        let mut rounds: Vec<(i64, usize)> = h.ps.iter().enumerate().map(|(i, p)| (p.round, i)).collect();
        rounds.sort_by_key(|r| std::cmp::Reverse(r.0));
        if let [(top, i), (second, _), ..] = rounds[..]
            && top > second
        {
            let back = top - second;
            let p = &mut h.ps[i];
            p.round -= back;
            p.put -= back;
            p.stack += back;
            if p.stack > 0 {
                p.allin = false;
            }
            lines.push(Line::Return { seat: p.no, ante: false, amount: back });
        }
        let new: i64 = h.ps.iter().map(|p| p.round).sum();
        if self.t.take == TakeOption::Interval && new > 0 && (h.in_hand() > 1 || self.t.take_uncontested) {
            let mut t = new * self.t.take_pct.0 / self.t.take_pct.1;
            if self.is("interval-take-over-five-percent") {
                // Over 5 % of every base a reading gives it (the interval's money, the pot).
                let all: i64 = h.ps.iter().map(|p| p.put).sum();
                t = all * self.t.take_pct.0 / self.t.take_pct.1 + 1;
                self.pending = false;
            }
            if t > 0 {
                lines.push(Line::Cagnotte { amount: t, seat: None });
                h.take += t;
            }
        }
    }

    /// The showdown from the last bettor, and the pots awarded by the cards: side pots by
    /// contribution levels, ties split equally with the odd cent to the first in the
    /// showdown's order, the take off the main pot.
    fn showdown(&mut self, h: &mut H, lines: &mut Vec<Line>) {
        let first = h.last_bettor.filter(|&i| !h.ps[i].folded).or_else(|| h.from(0).find(|&i| !h.ps[i].folded));
        let Some(first) = first else { return };
        for p in &mut h.ps {
            p.best = self.t.ranking.best(&p.hole, &h.board, self.t.selection).ok().map(|b| b.value);
        }
        let order: Vec<usize> = h.from(first).filter(|&i| !h.ps[i].folded).collect();
        for &i in &order {
            lines.push(Line::Show(h.ps[i].no, h.ps[i].hole.clone()));
        }
        // The pots: a level for each all-in amount and the top.
        let mut levels: Vec<i64> = order.iter().map(|&i| h.ps[i].put).collect();
        levels.sort_unstable();
        levels.dedup();
        let mut below = 0i64;
        let mut take_left = h.take;
        let mut pot_no = 0u8;
        for &level in &levels {
            let amount: i64 = h.ps.iter().map(|p| p.put.min(level) - p.put.min(below)).sum();
            let eligible: Vec<usize> = order.iter().copied().filter(|&i| h.ps[i].put >= level).collect();
            below = level;
            let cut = take_left.min(amount);
            take_left -= cut;
            let amount = amount - cut;
            if amount <= 0 || eligible.is_empty() {
                continue;
            }
            pot_no += 1;
            let best = eligible.iter().filter_map(|&i| h.ps[i].best).max_by(|a, b| self.t.ranking.compare(*a, *b));
            let winners: Vec<usize> = eligible
                .iter()
                .copied()
                .filter(|&i| match (h.ps[i].best, best) {
                    (Some(v), Some(b)) => self.t.ranking.compare(v, b) == Ordering::Equal,
                    _ => false,
                })
                .collect();
            let winners = if winners.is_empty() { vec![eligible[0]] } else { winners };
            let share = amount / winners.len() as i64;
            let odd = amount % winners.len() as i64;
            for (k, &w) in winners.iter().enumerate() {
                let a = share + i64::from((k as i64) < odd);
                h.ps[w].stack += a;
                lines.push(Line::Pay { seat: h.ps[w].no, pot: pot_no, amount: a });
            }
        }
    }
}

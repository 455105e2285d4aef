//! A PHH hand as veedor's círculo lines, one action to one line (design note §A.2), each line
//! remembering the PHH text it comes from.
//!
//! PHH writes what each player did; the log writes what the crupier saw, so a few lines are
//! worked out here from the hand's money rather than copied: `p3 cc` is `check s3` when nothing
//! is owed and `call s3` otherwise (the interval's totals are kept for that), a bet or call of a
//! player's last chips carries `allin`, the part of a bet nobody called is `return`ed when its
//! interval closes (PHH leaves it implicit), and the house's take is what went in less what was
//! won (PHH has no take of its own). Whether any of it was legal is the engine's to judge.

use crate::log::card::{CardSeen, show};
use crate::log::event::Loc;
use crate::money::Amount;

use super::read::{Action, At, Hand, Shown};

/// Which file a generated line comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    /// The `table` line's own file (a sidecar), or, with `--table`, none.
    Table,
    /// The session's `n`th hand (0-based).
    Hand(usize),
}

/// Where a generated line comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Origin {
    pub src: Src,
    pub loc: Loc,
}

/// A log being written: its lines and each one's origin.
#[derive(Default)]
pub struct Mesa {
    pub lines: Vec<(String, Origin)>,
}

impl Mesa {
    fn push(&mut self, line: String, origin: Origin) {
        self.lines.push((line, origin));
    }

    /// The log's text, a line each.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for (line, _) in &self.lines {
            out.push_str(line);
            out.push('\n');
        }
        out
    }

    /// The origin of the log's 1-based line `n`.
    pub fn origin(&self, line: u32) -> Option<Origin> {
        let i = usize::try_from(line).ok()?.checked_sub(1)?;
        self.lines.get(i).map(|(_, o)| *o)
    }
}

/// An amount as a log writes it: `2000`, `12.50`.
pub fn amount(a: Amount) -> String {
    if a.0 % 100 == 0 { (a.0 / 100).to_string() } else { a.to_string() }
}

fn cards(cs: &[CardSeen]) -> String {
    cs.iter().map(|c| show(*c)).collect::<Vec<_>>().join(" ")
}

/// What the translation of a hand tells its checker beyond its lines.
#[derive(Clone, Copy, Debug, Default)]
pub struct Written {
    /// The awards are written (PHH's `winnings` or `finishing_stacks` say them).
    pub awarded: bool,
    /// The hand's take, when there is one: its line (1-based), the amount, and the pot it was
    /// taken from (every chip put in, uncalled parts returned).
    pub take: Option<(u32, Amount, Amount)>,
}

/// A whole session written into `m`: the format line, the header, `session open`, each hand as
/// a round, and `session close`. `hands` are the session's hands with their file numbers.
pub fn session_into(table: &str, table_origin: Origin, hands: &[(usize, &Hand)], m: &mut Mesa) -> Vec<Written> {
    let first = hands.first().map_or(table_origin, |(f, h)| Origin { src: Src::Hand(*f), loc: h.start });
    m.push("mesa-log 1".to_owned(), first);
    m.push(table.to_owned(), table_origin);
    let opened = hands.first().and_then(|(_, h)| h.time.as_deref()).map_or(String::new(), |t| format!(" {t}"));
    m.push(format!("session open{opened}"), first);
    let mut awarded = Vec::with_capacity(hands.len());
    for (round, (file, hand)) in hands.iter().enumerate() {
        awarded.push(hand_lines(hand, round as u64 + 1, *file, m));
    }
    let last = hands.last().map_or(table_origin, |(f, h)| Origin { src: Src::Hand(*f), loc: h.start });
    m.push("session close".to_owned(), last);
    awarded
}

/// One player's state through the hand.
#[derive(Clone, Default)]
struct Player {
    /// Chips left behind; `None` when the stack is not known (`inf`).
    stack: Option<Amount>,
    /// This interval's total (PHH's and the log's bets are "to" amounts).
    total: Amount,
    /// Everything put in this hand (antes included, returns deducted).
    put: Amount,
    hole: Vec<CardSeen>,
    /// Where this interval's last bet or raise is, for a `return` of its uncalled part.
    last_raise: Option<Loc>,
}

struct Table<'h> {
    hand: &'h Hand,
    file: usize,
    players: Vec<Player>,
}

impl Table<'_> {
    fn at(&self, loc: Loc) -> Origin {
        Origin { src: Src::Hand(self.file), loc }
    }

    fn seat(&self, p: usize) -> String {
        format!("s{}", self.hand.seat(p))
    }

    fn player(&mut self, p: usize) -> &mut Player {
        // `p` was checked against the players when the action was read.
        let i = p.saturating_sub(1).min(self.players.len().saturating_sub(1));
        &mut self.players[i]
    }

    /// Chips put in by `p`: off the stack and onto the hand's total. Whether they were there
    /// is the engine's to judge (a bet past the stack): here the stack only goes to zero.
    fn put(&mut self, p: usize, a: Amount) {
        let pl = self.player(p);
        pl.stack = pl.stack.map(|s| s.saturating_sub(a).max(Amount::ZERO));
        pl.put = pl.put.saturating_add(a);
    }

    /// Whether `a` is all of `p`'s chips (never for an unknown stack).
    fn is_all(&mut self, p: usize, a: Amount) -> bool {
        self.player(p).stack.is_some_and(|s| s == a && a > Amount::ZERO)
    }

    fn highest(&self) -> Amount {
        self.players.iter().map(|p| p.total).max().unwrap_or(Amount::ZERO)
    }

    /// The interval closes: the part of the highest total that no one else reached goes back
    /// to its bettor (`return … apuesta`), and the totals start again.
    fn close_interval(&mut self, m: &mut Mesa) {
        let top = self.highest();
        let holders: Vec<usize> = (0..self.players.len()).filter(|&i| self.players[i].total == top).collect();
        if let [only] = holders[..] {
            let second = self
                .players
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != only)
                .map(|(_, p)| p.total)
                .max()
                .unwrap_or_default();
            let back = top.saturating_sub(second);
            if back > Amount::ZERO {
                let origin = self.at(self.players[only].last_raise.unwrap_or(self.hand.actions_key));
                m.push(format!("return {} apuesta {}", self.seat(only + 1), amount(back)), origin);
                let pl = &mut self.players[only];
                pl.stack = pl.stack.map(|s| s.saturating_add(back));
                pl.put = pl.put.saturating_sub(back);
            }
        }
        for p in &mut self.players {
            p.total = Amount::ZERO;
            p.last_raise = None;
        }
    }
}

/// The lines of one hand, as round `round`.
pub fn hand_lines(hand: &Hand, round: u64, file: usize, m: &mut Mesa) -> Written {
    let n = hand.players();
    let mut t = Table { hand, file, players: vec![Player::default(); n] };
    let stamp = hand.time.as_deref().map_or(String::new(), |s| format!("{s} "));
    let round_at = hand.hand.as_ref().map_or(hand.start, |h| h.loc);
    let named = hand.hand.as_ref().map_or(String::new(), |h| format!("  # PHH hand {}", h.value));
    m.push(format!("{stamp}round {round}{named}"), t.at(round_at));
    for (i, s) in hand.starting_stacks.iter().enumerate() {
        t.players[i].stack = s.value;
    }
    // The counts in seat order, as the crupier takes them (PHH's order is the deal's).
    for i in by_seat(hand) {
        let s = &hand.starting_stacks[i];
        if let Some(a) = s.value {
            m.push(format!("stack {} {}", t.seat(i + 1), amount(a)), t.at(s.loc));
        }
    }
    // p1, the first dealt, has the mano (the hold'em button sits just before it).
    m.push(format!("mano {}", t.seat(1)), t.at(hand.actions_key));
    // PHH reverses the forced bets of a heads-up hand.
    let slot = |i: usize| if n == 2 { 1 - i } else { i };
    // A forced bet is what the player can post: a stack short of it posts all it has and is
    // all in (PokerKit's reading of PHH), so the log never claims chips the stack lacks.
    let posted = |t: &mut Table<'_>, i: usize, a: Amount| t.player(i + 1).stack.map_or(a, |s| s.min(a));
    for i in 0..n {
        let a = &hand.antes[slot(i)];
        let put = posted(&mut t, i, a.value);
        if put > Amount::ZERO {
            m.push(format!("bet {} ante {}", t.seat(i + 1), amount(put)), t.at(a.loc));
            t.put(i + 1, put);
        }
    }
    for i in 0..n {
        let b = &hand.blinds[slot(i)];
        let put = posted(&mut t, i, b.value);
        if put > Amount::ZERO {
            m.push(format!("bet {} blind {}", t.seat(i + 1), amount(put)), t.at(b.loc));
            t.put(i + 1, put);
            t.players[i].total = put;
        }
    }
    let mut showdown = false;
    for At { value: action, loc } in &hand.actions {
        let here = t.at(*loc);
        match action {
            Action::Noop => {}
            Action::DealHole { player, cards: cs } => {
                t.player(*player).hole.clone_from(cs);
                m.push(format!("deal {} {}", t.seat(*player), cards(cs)), here);
            }
            Action::DealBoard { cards: cs } => {
                if !showdown {
                    t.close_interval(m);
                }
                m.push(format!("deal mesa {} up", cards(cs)), here);
            }
            Action::Cbr { player, to } => {
                let p = *player;
                let put = to.saturating_sub(t.player(p).total).max(Amount::ZERO);
                let allin = if t.is_all(p, put) { " allin" } else { "" };
                m.push(format!("raise {} {}{allin}", t.seat(p), amount(*to)), here);
                t.put(p, put);
                let pl = t.player(p);
                pl.total = pl.total.max(*to);
                pl.last_raise = Some(*loc);
            }
            Action::Cc { player } => {
                let p = *player;
                let owed = t.highest().saturating_sub(t.player(p).total);
                if owed <= Amount::ZERO {
                    m.push(format!("check {}", t.seat(p)), here);
                    continue;
                }
                let put = t.player(p).stack.map_or(owed, |s| s.min(owed));
                if t.is_all(p, put) {
                    m.push(format!("call {} {} allin", t.seat(p), amount(put)), here);
                } else {
                    m.push(format!("call {}", t.seat(p)), here);
                }
                t.put(p, put);
                let pl = t.player(p);
                pl.total = pl.total.saturating_add(put);
            }
            Action::Fold { player } => m.push(format!("fold {}", t.seat(*player)), here),
            Action::Show { player, shown } => {
                if !showdown {
                    t.close_interval(m);
                    showdown = true;
                }
                let seat = t.seat(*player);
                match shown {
                    Shown::Muck => m.push(format!("muck {seat}"), here),
                    Shown::Cards(cs) => m.push(format!("show {seat} {}", cards(cs)), here),
                    Shown::Dealt => {
                        let hole = t.player(*player).hole.clone();
                        m.push(format!("show {seat} {}", cards(&hole)), here);
                    }
                }
            }
        }
    }
    if !showdown {
        t.close_interval(m);
    }
    let awarded = awards(&mut t, m);
    if let Some(fin) = &hand.finishing_stacks {
        for i in by_seat(hand) {
            if let Some(s) = fin.get(i) {
                m.push(format!("stack {} {}", t.seat(i + 1), amount(s.value)), t.at(s.loc));
            }
        }
    }
    awarded
}

/// The players' indices (0-based) in the order of their seat numbers.
fn by_seat(hand: &Hand) -> Vec<usize> {
    let mut order: Vec<usize> = (0..hand.players()).collect();
    order.sort_by_key(|&i| hand.seat(i + 1));
    order
}

/// The take and the pots paid: from `winnings` (after the take, as PHH writes them), or, without
/// them, from `finishing_stacks` and the stacks' known money. Without either nothing is paid and
/// the awards are not judged (the caller sets their findings aside).
fn awards(t: &mut Table<'_>, m: &mut Mesa) -> Written {
    let hand = t.hand;
    let paid: Vec<(Amount, Loc)> = match (&hand.winnings, &hand.finishing_stacks) {
        (Some((_, w)), _) => w.iter().map(|a| (a.value, a.loc)).collect(),
        (None, Some(fin)) => {
            let mut out = Vec::with_capacity(fin.len());
            for (i, f) in fin.iter().enumerate() {
                // What a player ends with beyond what he kept back is what he won.
                let Some(left) = t.players[i].stack else { return Written::default() };
                out.push((f.value.saturating_sub(left).max(Amount::ZERO), f.loc));
            }
            out
        }
        (None, None) => return Written::default(),
    };
    let put: Amount = t.players.iter().fold(Amount::ZERO, |s, p| s.saturating_add(p.put));
    let won: Amount = paid.iter().fold(Amount::ZERO, |s, (a, _)| s.saturating_add(*a));
    let take = put.saturating_sub(won);
    let mut written = Written { awarded: true, take: None };
    if take > Amount::ZERO {
        let at = hand.winnings.as_ref().map_or(hand.start, |(k, _)| *k);
        let at = if hand.winnings.is_none() {
            hand.finishing_stacks.as_ref().and_then(|f| f.first()).map_or(at, |f| f.loc)
        } else {
            at
        };
        m.push(format!("cagnotte {}", amount(take)), t.at(at));
        written.take = Some((u32::try_from(m.lines.len()).unwrap_or(u32::MAX), take, put));
    }
    for (i, (a, loc)) in paid.iter().enumerate() {
        if *a > Amount::ZERO {
            m.push(format!("pay {} bote 1 {}", t.seat(i + 1), amount(*a)), t.at(*loc));
        }
    }
    written
}

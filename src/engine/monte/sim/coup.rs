//! One simulated coup of monte: the cards of a shuffled 40-card deck laid out, the bets of
//! Primeras and Segundas, the cards drawn, and every stake settled by the simulator's own
//! reading of the rules (`docs/design/monte/spec.md` §4; `sim.py` is the model). Nothing here
//! calls the engine: the simulator is the engine's independent witness, so a clean log is one
//! that two separate readings of the article agree on.

use std::fmt::Write as _;

use rand::Rng;

use super::{Sim, SimTable};
use crate::engine::monte::spec::{
    AnnulTable, Annulled, BurnedValue, CommissionOf, CommissionScope, Config, Doubling, Payout, Phase, Relation,
    SameValue, SegundasDeduction, Suerte, Undecided,
};
use crate::log::spanish_card::SpanishCard;
use crate::money::Amount;

/// A set of cards, by [`SpanishCard::index`].
pub(crate) type Cards = u64;

pub(crate) fn bit(c: SpanishCard) -> Cards {
    1u64 << c.index()
}

/// The suits on in the circle each relation is: Camo the next suit, Viudo the opposite, Anti
/// the previous (the text's order of annulment: Camo, Viudo, Anti).
const RELS: [(Relation, u8); 3] = [(Relation::Camo, 1), (Relation::Viudo, 2), (Relation::Anti, 3)];

fn steps(r: Relation) -> u8 {
    match r {
        Relation::Camo => 1,
        Relation::Viudo => 2,
        Relation::Anti => 3,
    }
}

/// The layout as dealt: the four placed cards, the cards out of play on each (doubling cards
/// and, in Segundas, the cards drawn), how many lie on p1/p2 and how many were burned.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Board {
    pub placed: [Option<SpanishCard>; 4],
    pub out: [Cards; 4],
    pub on: [u8; 2],
    pub burned: u32,
}

impl Board {
    /// Position `p`'s card of relation `r` (1–4).
    pub(crate) fn card(&self, p: u8, r: Relation) -> Option<SpanishCard> {
        Some(self.placed[usize::from(p - 1)]?.after(steps(r)))
    }

    pub(crate) fn live(&self, p: u8, r: Relation) -> bool {
        self.card(p, r).is_some_and(|c| self.out[usize::from(p - 1)] & bit(c) == 0)
    }

    /// The live cards of `positions`, less `annulled`.
    pub(crate) fn live_cards(&self, positions: &[u8], annulled: Cards) -> Cards {
        let mut set = 0;
        for &p in positions {
            for (r, _) in RELS {
                if self.live(p, r) {
                    set |= self.card(p, r).map_or(0, bit);
                }
            }
        }
        set & !annulled
    }

    pub(crate) fn missing(&self, p: u8) -> u8 {
        RELS.iter().filter(|(r, _)| !self.live(p, *r)).count() as u8
    }

    /// Whether `c` is of the value of a placed card among `positions`.
    fn of_placed_value(&self, positions: &[u8], c: SpanishCard) -> bool {
        positions.iter().any(|&p| self.placed[usize::from(p - 1)].is_some_and(|x| x.rank == c.rank))
    }
}

pub(crate) fn doubling(missing: u8) -> Doubling {
    match missing {
        0 => Doubling::Clean,
        1 => Doubling::Doubled,
        // A card with nothing live left reads as tripled: the table has no row for it.
        _ => Doubling::Tripled,
    }
}

/// The two sides of a table entry's `cartas A-B[-C-D]`.
fn entry_sides(bet: &str) -> Option<(Vec<u8>, Vec<u8>)> {
    let mut nums = Vec::with_capacity(4);
    for n in bet.strip_prefix("cartas ")?.split('-') {
        nums.push(n.trim().parse::<u8>().ok()?);
    }
    if nums.is_empty() || nums.len() % 2 != 0 {
        return None;
    }
    let b = nums.split_off(nums.len() / 2);
    Some((nums, b))
}

fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().all(|x| b.contains(x))
}

/// The cards a Cartas bet of `side` against `other` (the table's positions) has annulled under
/// the table row of `cfg`; `at` maps a table position to the board's.
pub(crate) fn cartas_annulled(
    table: &AnnulTable,
    cfg: Config,
    side: &[u8],
    other: &[u8],
    board: &Board,
    at: &dyn Fn(u8) -> u8,
) -> Cards {
    let Some(row) = table.cartas.iter().find(|c| c.config == cfg) else { return 0 };
    let Some(entry) = row.bets.iter().find(|e| {
        entry_sides(&e.bet)
            .is_some_and(|(a, b)| (same(&a, side) && same(&b, other)) || (same(&a, other) && same(&b, side)))
    }) else {
        return 0;
    };
    let mut left = entry.annul;
    let mut set = 0;
    for &(p, r) in &entry.order {
        if left == 0 {
            break;
        }
        let q = at(p);
        if (1..=4).contains(&q) && board.live(q, r) {
            set |= board.card(q, r).map_or(0, bit);
            left -= 1;
        }
    }
    set
}

/// The cards a Salto on card `on` has annulled under the table row of `cfg`: the entry for
/// that card (the literal text's `on:`, a Salto ON the doubled card), else the configuration's
/// entry for every Salto (the principle's), else none — as the engine reads it.
pub(crate) fn salto_annulled(table: &AnnulTable, cfg: Config, on: u8, board: &Board) -> Cards {
    let rows = || table.salto.iter().filter(|c| c.config == cfg);
    let Some(row) = rows().find(|c| c.on == Some(on)).or_else(|| rows().find(|c| c.on.is_none())) else {
        return 0;
    };
    let mut set = 0;
    for (&p, &n) in &row.every_salto.annul_per_card {
        let mut left = n;
        for &r in &row.every_salto.order_within_card {
            if left > 0 && (1..=4).contains(&p) && board.live(p, r) {
                set |= board.card(p, r).map_or(0, bit);
                left -= 1;
            }
        }
    }
    set
}

/// A bet on the cloth.
#[derive(Clone, Debug)]
pub(super) struct Bet {
    pub seat: u8,
    pub kind: Suerte,
    /// The positions as written (`cartas 3-4-1-2`: the first side backed).
    pub target: Vec<u8>,
    /// 0 Primeras, 1 Segundas.
    pub window: usize,
    pub stake: i64,
    pub win: Cards,
    pub lose: Cards,
    pub annulled: Cards,
    pub multiple: u32,
    pub done: bool,
}

impl Bet {
    fn reference(&self) -> String {
        let words = ["cartas", "salto", "camo", "anti", "viudo", "vis"];
        let kind = words[self.kind as usize];
        let t: Vec<String> = self.target.iter().map(u8::to_string).collect();
        format!("s{} {kind} {}", self.seat, t.join("-"))
    }
}

/// How a coup's settlement is written: the line and, for the faults that alter one, what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Settle {
    Collect,
    Pay { gross: i64, cut: i64 },
    Return,
}

/// The faults made while a coup is played (the others are made on its written lines).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CoupFault {
    CardTwice,
    DrawFromBottom,
    NeedlessBurn,
    DoublingFromBottom,
    VoidWithoutFourth,
    DrawBeforeNomore,
    SaltoInSegundas,
    VisInSegundas,
    OverMaximum,
    BelowMinimum,
    DiagonalCartas,
    LostBetPaid,
    WrongMultiple,
    CommissionNotTaken,
    WinnerTurned,
    NeverSettled,
    WrongResult,
}

/// What a coup left for the session: whether the fault was made in it.
pub(super) struct Played {
    pub injected: bool,
}

/// The deck of one coup: cards taken from its top and its bottom.
struct Deck {
    cards: Vec<SpanishCard>,
    top: usize,
    /// One past the bottom card still in the deck.
    bottom: usize,
}

impl Deck {
    fn take_top(&mut self) -> Option<SpanishCard> {
        (self.top < self.bottom).then(|| {
            self.top += 1;
            self.cards[self.top - 1]
        })
    }

    fn take_bottom(&mut self) -> Option<SpanishCard> {
        (self.top < self.bottom).then(|| {
            self.bottom -= 1;
            self.cards[self.bottom]
        })
    }

    fn peek(&self) -> Option<SpanishCard> {
        (self.top < self.bottom).then(|| self.cards[self.top])
    }
}

impl Sim<'_> {
    /// Plays coup `no` into `w`, with `fault` made in it when it can be.
    pub(super) fn coup(&mut self, no: u32, fault: Option<CoupFault>, w: &mut String) -> Played {
        let mut cards = Vec::with_capacity(40);
        for r in crate::log::spanish_card::SpanishRank::ALL {
            for s in crate::log::spanish_card::SpanishSuit::ALL {
                cards.push(SpanishCard { rank: r, suit: s });
            }
        }
        crate::sim::shuffle(&mut self.rng, &mut cards);
        let mut deck = Deck { cards, top: 0, bottom: 40 };
        let _ = writeln!(w, "round {no}");
        let colour = if no % 2 == 1 { "roja" } else { "azul" };
        let _ = writeln!(w, "shoe colour={colour}");
        let mut c = CoupState { fault, injected: false, board: Board::default(), bets: Vec::new() };
        if !self.layout(&mut deck, &mut c, w) {
            return Played { injected: c.injected };
        }
        if c.fault == Some(CoupFault::VoidWithoutFourth) {
            // A complete layout declared void: nothing to settle (no bet yet).
            let _ = writeln!(w, "void");
            return Played { injected: true };
        }
        if c.fault == Some(CoupFault::NeedlessBurn)
            && let Some(x) = deck.peek()
            && !c.board.of_placed_value(&[1, 2, 3, 4], x)
        {
            // A card burned after the layout was complete, with nothing that called for it.
            deck.take_top();
            c.board.burned += 1;
            let _ = writeln!(w, "burn {x}");
            c.injected = true;
        }
        self.play(&mut deck, &mut c, w);
        Played { injected: c.injected }
    }

    /// The layout (spec §2 step 2), as the article's `layout:` reads it: a card of a burned
    /// value burned too or placed as drawn (`burned_value`), the fourth card of the first's or
    /// second's value voiding the coup or laid on it as well (`void_on_fourth`), and P3 and P4
    /// of one value both burned, the fourth only, or played (`p3_p4_same_value`). `false`: the
    /// coup was void (written so).
    fn layout(&mut self, deck: &mut Deck, c: &mut CoupState, w: &mut String) -> bool {
        let lay = &self.t.spec.layout;
        let burn_later = lay.burned_value == BurnedValue::Burn;
        let (void_on_fourth, same_value) = (lay.void_on_fourth, lay.p3_p4_same_value);
        let mut burned_values: u16 = 0;
        let burned = |v: u16, card: SpanishCard| burn_later && v & (1 << card.rank as u16) != 0;
        // The first and second cards, from the bottom; of one value, both burned and redrawn.
        let mut first_pair_burned = false;
        let (p1, p2) = loop {
            let mut pair = [None, None];
            for (i, slot) in pair.iter_mut().enumerate() {
                loop {
                    let from_bottom = !first_pair_burned || self.t.redraw_bottom;
                    let Some(x) = (if from_bottom { deck.take_bottom() } else { deck.take_top() }) else {
                        return false;
                    };
                    if burned(burned_values, x) {
                        let _ = writeln!(w, "burn {x}");
                        c.board.burned += 1;
                        continue;
                    }
                    let end = if from_bottom { "bottom" } else { "top" };
                    let _ = writeln!(w, "deal p{} {x} {end}", i + 1);
                    *slot = Some(x);
                    break;
                }
            }
            let (Some(a), Some(b)) = (pair[0], pair[1]) else { return false };
            if a.rank != b.rank {
                break (a, b);
            }
            let _ = writeln!(w, "burn {a}\nburn {b}");
            c.board.burned += 2;
            burned_values |= 1 << a.rank as u16;
            first_pair_burned = true;
        };
        c.board.placed[0] = Some(p1);
        c.board.placed[1] = Some(p2);
        // The third and fourth, from the top; a card of the first's or second's value is laid on
        // it (a doubling; the fourth of a value voids the coup, where the article says so).
        let mut doubled_once = false;
        let mut got: [Option<SpanishCard>; 2] = [None, None];
        let mut k = 0;
        loop {
            while k < 2 {
                let Some(x) = deck.take_top() else { return false };
                if burned(burned_values, x) {
                    let _ = writeln!(w, "burn {x}");
                    c.board.burned += 1;
                    continue;
                }
                if let Some(q) = (0..2).find(|&q| [p1, p2][q].rank == x.rank) {
                    c.board.on[q] += 1;
                    c.board.out[q] |= bit(x);
                    let end = if c.fault == Some(CoupFault::DoublingFromBottom) && !doubled_once && !c.injected {
                        c.injected = true;
                        "bottom"
                    } else {
                        "top"
                    };
                    doubled_once = true;
                    let _ = writeln!(w, "deal p{} {x} {end}", q + 1);
                    if c.board.on[q] >= 3 && void_on_fourth {
                        let _ = writeln!(w, "void");
                        return false;
                    }
                    continue;
                }
                let _ = writeln!(w, "deal p{} {x} top", k + 3);
                got[k] = Some(x);
                k += 1;
            }
            let (Some(a), Some(b)) = (got[0], got[1]) else { return false };
            if a.rank != b.rank || same_value == SameValue::Play {
                c.board.placed[2] = Some(a);
                c.board.placed[3] = Some(b);
                break;
            }
            if same_value == SameValue::BurnFourth {
                // The third stays; the fourth is burned and another card drawn for it.
                let _ = writeln!(w, "burn {b}");
                c.board.burned += 1;
                k = 1;
            } else {
                let _ = writeln!(w, "burn {a}\nburn {b}");
                c.board.burned += 2;
                k = 0;
            }
            burned_values |= 1 << a.rank as u16;
        }
        true
    }
}

/// A coup in play.
pub(super) struct CoupState {
    fault: Option<CoupFault>,
    injected: bool,
    board: Board,
    bets: Vec<Bet>,
}

impl CoupState {
    /// The fault `f` is to be made, and not yet made.
    fn wants(&self, f: CoupFault) -> bool {
        self.fault == Some(f) && !self.injected
    }
}

/// A multiple less deductions, as the catalogue states it: net, or gross (then one less).
fn net(t: &SimTable, x: u32) -> u32 {
    match t.spec.suertes.payout {
        Payout::Net => x,
        Payout::Gross => x.saturating_sub(1),
    }
}

impl Sim<'_> {
    /// The limit of a suerte in a window, in multiples of the minimum.
    fn max_times(&self, kind: Suerte, window: usize) -> u32 {
        let l = &self.t.spec.limits;
        match kind {
            Suerte::Cartas => l.cartas,
            Suerte::Vis => l.vis,
            Suerte::Salto => l.salto,
            _ if window == 1 => l.cav_segundas,
            _ => l.cav_primeras,
        }
    }

    /// A stake between the minimum and the suerte's maximum: mostly a few minimums, now and
    /// then odd cents (so that the 10 % is rounded), rarely near the maximum.
    fn stake(&mut self, kind: Suerte, window: usize) -> i64 {
        let most = i64::from(self.max_times(kind, window)).max(1);
        let k = if self.rng.random_range(0..40) == 0 {
            self.rng.random_range(1..=most)
        } else {
            self.rng.random_range(1..=most.min(6))
        };
        let mut stake = self.min * k;
        if k < most && self.rng.random_range(0..5) == 0 {
            // Odd cents, never past the maximum.
            stake += 5 * self.rng.random_range(1..20);
            stake = stake.min(self.min * most);
        }
        stake
    }

    /// A bet's race when placed (its live winning and losing cards, the annulled, the multiple).
    fn race(
        &self,
        c: &CoupState,
        kind: Suerte,
        target: &[u8],
        window: usize,
        row: [u8; 2],
    ) -> Option<(Cards, Cards, Cards, u32)> {
        let t = &self.t;
        let b = &c.board;
        let positions: Vec<u8> = if window == 0 { vec![1, 2, 3, 4] } else { row.to_vec() };
        let all = b.live_cards(&positions, 0);
        let table = t.table();
        Some(match kind {
            Suerte::Cartas => {
                let (side, other) = target.split_at(target.len() / 2);
                let ann = if window == 0 {
                    let cfg = Config { p1: doubling(b.missing(1)), p2: doubling(b.missing(2)) };
                    cartas_annulled(table, cfg, side, other, b, &|q| q)
                } else {
                    // Segundas: the row read as the table's top row, keyed by its live counts.
                    let cfg = Config { p1: doubling(b.missing(row[0])), p2: doubling(b.missing(row[1])) };
                    let to_table = |p: u8| if p == row[0] { 1 } else { 2 };
                    let (s, o): (Vec<u8>, Vec<u8>) =
                        (side.iter().map(|&p| to_table(p)).collect(), other.iter().map(|&p| to_table(p)).collect());
                    cartas_annulled(table, cfg, &s, &o, b, &|q| match q {
                        1 => row[0],
                        2 => row[1],
                        _ => 0,
                    })
                };
                (b.live_cards(side, ann), b.live_cards(other, ann), ann, t.spec.suertes.cartas.pays)
            }
            Suerte::Salto => {
                let n = target[0];
                let cfg = Config { p1: doubling(b.missing(1)), p2: doubling(b.missing(2)) };
                // Segundas' Salto (where the article allows it) has no annulment table: the
                // engine's reading, the rules a–d speaking of Primeras' layout.
                let ann = if window == 0 { salto_annulled(table, cfg, n, b) } else { 0 };
                let others: Vec<u8> = positions.iter().copied().filter(|&p| p != n).collect();
                (b.live_cards(&[n], ann), b.live_cards(&others, ann), ann, net(t, t.spec.suertes.salto.pays))
            }
            Suerte::Camo | Suerte::Anti | Suerte::Viudo => {
                let rel = match kind {
                    Suerte::Camo => Relation::Camo,
                    Suerte::Anti => Relation::Anti,
                    _ => Relation::Viudo,
                };
                let n = target[0];
                if !b.live(n, rel) {
                    return None;
                }
                let win = b.card(n, rel).map_or(0, bit);
                let cav = &t.spec.suertes.cav;
                let multiple = if window == 0 {
                    let ded = |k: u8| match k {
                        0 => 0,
                        1 => cav.deduction.doubled,
                        _ => cav.deduction.tripled,
                    };
                    cav.primeras.saturating_sub(ded(b.on[0]) + ded(b.on[1]) + cav.deduction.burned * b.burned)
                } else {
                    match cav.segundas_deduction {
                        SegundasDeduction::PerMissingLiveCard => {
                            cav.segundas.saturating_sub(6 - all.count_ones().min(6))
                        }
                        SegundasDeduction::None => cav.segundas,
                    }
                };
                (win, all & !win, 0, net(t, multiple))
            }
            Suerte::Vis => {
                let n = target[0];
                if !b.live(n, Relation::Camo) {
                    return None;
                }
                let points = t.spec.suertes.vis.points_per_card * (u32::from(b.on[0]) + u32::from(b.on[1]) + b.burned);
                let card = b.card(n, Relation::Camo).map_or(0, bit);
                (card, 0, 0, net(t, t.spec.suertes.vis.pays.saturating_sub(points)))
            }
        })
    }

    /// Places a window's bets: written, and kept with their races.
    fn place_bets(&mut self, c: &mut CoupState, window: usize, row: [u8; 2], w: &mut String) {
        let count = if window == 0 { self.rng.random_range(2..=8) } else { self.rng.random_range(1..=4) };
        for _ in 0..count {
            let seat = self.rng.random_range(1..=7u8);
            let (kind, target) = self.pick(window, row);
            // One stake a reference at a time; in the coup a stake is left unsettled in, none
            // again at all (its settlement would answer the unsettled one: two findings).
            let never_settled = c.fault == Some(CoupFault::NeverSettled);
            if c.bets
                .iter()
                .any(|b| (!b.done || never_settled) && b.seat == seat && b.kind == kind && b.target == target)
            {
                continue;
            }
            let Some((win, lose, annulled, multiple)) = self.race(c, kind, &target, window, row) else { continue };
            if multiple == 0 || (win == 0 && kind != Suerte::Vis) {
                continue;
            }
            let mut stake = self.stake(kind, window);
            if c.wants(CoupFault::OverMaximum) {
                stake = self.min * i64::from(self.max_times(kind, window)) + self.min;
                c.injected = true;
            } else if c.wants(CoupFault::BelowMinimum) && self.min >= 2 {
                stake = self.min / 2;
                c.injected = true;
            }
            let bet = Bet { seat, kind, target, window, stake, win, lose, annulled, multiple, done: false };
            let _ = writeln!(w, "bet {} {}", bet.reference(), Amount(stake));
            c.bets.push(bet);
        }
        // The bets not of the game: written, refused by the rules, never settled.
        let refused = match c.fault {
            Some(CoupFault::SaltoInSegundas) if window == 1 => Some(format!("salto {}", row[0])),
            Some(CoupFault::VisInSegundas) if window == 1 => Some(format!("vis {}", row[1])),
            Some(CoupFault::DiagonalCartas) if window == 0 => Some("cartas 1-4".to_owned()),
            _ => None,
        };
        if let Some(r) = refused
            && !c.injected
        {
            let _ = writeln!(w, "bet s{} {r} {}", self.rng.random_range(1..=7u8), Amount(self.min));
            c.injected = true;
        }
    }

    /// A bet of the window: a suerte and its positions.
    fn pick(&mut self, window: usize, row: [u8; 2]) -> (Suerte, Vec<u8>) {
        let cav = [Suerte::Camo, Suerte::Anti, Suerte::Viudo];
        if window == 1 {
            // Salto and Vista Hermosa where the article's `phases` let them into Segundas (the
            // default does not: no draw is spent then, and its sessions stay as they were).
            let s = &self.t.spec.suertes;
            let mut extra = [None, None];
            if s.salto.phases.contains(&Phase::Segundas) {
                extra[0] = Some(Suerte::Salto);
            }
            if s.vis.phases.contains(&Phase::Segundas) {
                extra[1] = Some(Suerte::Vis);
            }
            let extra: Vec<Suerte> = extra.into_iter().flatten().collect();
            if !extra.is_empty() && self.rng.random_range(0..4) == 0 {
                let kind = extra[self.rng.random_range(0..extra.len())];
                return (kind, vec![row[self.rng.random_range(0..2)]]);
            }
            return if self.rng.random_bool(0.5) {
                let (a, b) = if self.rng.random_bool(0.5) { (row[0], row[1]) } else { (row[1], row[0]) };
                (Suerte::Cartas, vec![a, b])
            } else {
                (cav[self.rng.random_range(0..3)], vec![row[self.rng.random_range(0..2)]])
            };
        }
        let pairings = &self.t.spec.suertes.cartas.pairings;
        match self.rng.random_range(0..20) {
            0..=7 if !pairings.is_empty() => {
                use crate::engine::monte::spec::Pairing;
                let p = pairings[self.rng.random_range(0..pairings.len())];
                let (a, b): (Vec<u8>, Vec<u8>) = match p {
                    Pairing::Row => [(vec![1], vec![2]), (vec![3], vec![4])][self.rng.random_range(0..2)].clone(),
                    Pairing::Column => [(vec![1], vec![3]), (vec![2], vec![4])][self.rng.random_range(0..2)].clone(),
                    Pairing::Rows => (vec![1, 2], vec![3, 4]),
                    Pairing::Columns => (vec![1, 3], vec![2, 4]),
                    // A diagonal one against one, where the article makes it a bet (no draw is
                    // spent otherwise).
                    Pairing::Diagonals if self.t.spec.suertes.cartas.diagonal_one && self.rng.random_bool(0.5) => {
                        [(vec![1], vec![4]), (vec![2], vec![3])][self.rng.random_range(0..2)].clone()
                    }
                    Pairing::Diagonals => (vec![1, 4], vec![2, 3]),
                };
                let (a, b) = if self.rng.random_bool(0.5) { (a, b) } else { (b, a) };
                (Suerte::Cartas, a.into_iter().chain(b).collect())
            }
            8..=10 => (Suerte::Salto, vec![self.rng.random_range(1..=4)]),
            11..=16 => (cav[self.rng.random_range(0..3)], vec![self.rng.random_range(1..=4)]),
            _ => (Suerte::Vis, vec![self.rng.random_range(1..=4)]),
        }
    }

    /// The commission kept from a won stake (rounded down to the cent).
    fn cut(&self, b: &Bet) -> i64 {
        let com = &self.t.spec.commission;
        let base = match com.of {
            CommissionOf::Winnings => b.stake * i64::from(b.multiple),
            CommissionOf::Stake => b.stake,
        };
        Amount(base).percent_floor(com.rate.0).map_or(0, |a| a.0)
    }

    /// Primeras and Segundas: the windows, the cards drawn, every stake settled.
    fn play(&mut self, deck: &mut Deck, c: &mut CoupState, w: &mut String) {
        let t = self.t.clone();
        let _ = writeln!(w, "betting primeras");
        self.place_bets(c, 0, [1, 2], w);
        let late_nomore = c.wants(CoupFault::DrawBeforeNomore);
        if late_nomore {
            c.injected = true;
        } else {
            let _ = writeln!(w, "nomore");
        }
        let mut row: [u8; 2] = [1, 2];
        let mut drawn: Cards = 0;
        for window in 0..2usize {
            if window == 1 {
                let _ = writeln!(w, "betting segundas");
                // Segundas' board: the row's cards less what Primeras drew of their values.
                for p in row {
                    let i = usize::from(p - 1);
                    c.board.out[i] |= drawn & c.board.live_cards(&[p], 0);
                }
                self.place_bets(c, 1, row, w);
                let _ = writeln!(w, "nomore");
            }
            // The rows' one against one: a live card of theirs ends the phase.
            let rows: Vec<[u8; 2]> = if window == 0 { vec![[1, 2], [3, 4]] } else { vec![row] };
            let mut row_live = [0 as Cards; 4];
            for r in rows {
                let (win, lose) = match self.race(c, Suerte::Cartas, &r, window, r) {
                    Some((a, b, _, _)) => (a, b),
                    None => (0, 0),
                };
                row_live[usize::from(r[0] - 1)] = win;
                row_live[usize::from(r[1] - 1)] = lose;
            }
            let positions: Vec<u8> = if window == 0 { vec![1, 2, 3, 4] } else { row.to_vec() };
            let mut first = true;
            let mut first_hit = false;
            let mut decided = None;
            while decided.is_none() {
                let Some(x) = deck.take_top() else { break };
                let b = bit(x);
                drawn |= b;
                let bottom = if c.wants(CoupFault::DrawFromBottom) {
                    c.injected = true;
                    " bottom"
                } else {
                    ""
                };
                let _ = writeln!(w, "draw {x}{bottom}");
                if c.wants(CoupFault::CardTwice) {
                    let _ = writeln!(w, "draw {x}");
                    c.injected = true;
                }
                let hit = first && c.board.of_placed_value(&positions, x);
                first_hit |= hit;
                decided = (1..=4u8).find(|&p| row_live[usize::from(p - 1)] & b != 0);
                let mut lines: Vec<(usize, Settle)> = Vec::new();
                for (i, bet) in c.bets.iter_mut().enumerate().filter(|(_, b)| !b.done) {
                    let outcome = if bet.kind == Suerte::Vis {
                        if bet.window != window || !first {
                            continue;
                        }
                        if bet.win & b != 0 { Some(true) } else { Some(false) }
                    } else if bet.win & b != 0 {
                        Some(true)
                    } else if bet.lose & b != 0 {
                        Some(false)
                    } else if t.spec.play.annulled == Annulled::Return && bet.annulled & b != 0 {
                        None
                    } else {
                        continue;
                    };
                    bet.done = true;
                    lines.push((
                        i,
                        match outcome {
                            Some(true) => Settle::Pay { gross: bet.stake * i64::from(bet.multiple), cut: 0 },
                            Some(false) => Settle::Collect,
                            None => Settle::Return,
                        },
                    ));
                }
                // The 10 %: on what the window's first card won.
                let com = &t.spec.commission;
                let phase = if window == 0 { Phase::Primeras } else { Phase::Segundas };
                for (i, s) in &mut lines {
                    let bet = &c.bets[*i];
                    if let Settle::Pay { cut, .. } = s {
                        let due = !com.exempt.contains(&bet.kind)
                            && com.phases.contains(&phase)
                            && match com.scope {
                                CommissionScope::DecidedByFirstCard => bet.window == window && first,
                                CommissionScope::EveryWinningBet => first_hit,
                            };
                        if due {
                            *cut = self.cut(bet);
                        }
                    }
                }
                if let Some(p) = decided {
                    let partner = match p {
                        1 => 2,
                        2 => 1,
                        3 => 4,
                        _ => 3,
                    };
                    let shown = if c.wants(CoupFault::WrongResult) {
                        c.injected = true;
                        partner
                    } else {
                        p
                    };
                    let turned = if c.wants(CoupFault::WinnerTurned) {
                        c.injected = true;
                        p
                    } else {
                        partner
                    };
                    let _ = writeln!(w, "result p{shown}\nturn p{turned}");
                    if window == 0 {
                        row = if p <= 2 { [3, 4] } else { [1, 2] };
                        if t.spec.play.undecided == Undecided::ReturnAtPrimerasEnd {
                            for (i, bet) in c.bets.iter_mut().enumerate() {
                                if !bet.done && bet.kind == Suerte::Cartas {
                                    bet.done = true;
                                    lines.push((i, Settle::Return));
                                }
                            }
                        }
                    }
                }
                if hit {
                    let _ = writeln!(w, "commission");
                }
                self.write_settlements(c, &lines, w);
                if late_nomore && window == 0 && first {
                    let _ = writeln!(w, "nomore");
                }
                first = false;
            }
            if decided.is_none() {
                // The deck ran out with the phase undecided: nothing more can be drawn.
                break;
            }
        }
        // The coup's end: what no card decided is given back.
        let lines: Vec<(usize, Settle)> =
            c.bets.iter().enumerate().filter(|(_, b)| !b.done).map(|(i, _)| (i, Settle::Return)).collect();
        self.write_settlements(c, &lines, w);
    }

    /// Collections first, then payments, then returns, each in the order the bets were made.
    fn write_settlements(&mut self, c: &mut CoupState, lines: &[(usize, Settle)], w: &mut String) {
        for pass in 0..3 {
            for &(i, s) in lines {
                let bet = &c.bets[i];
                let r = bet.reference();
                match (pass, s) {
                    (0, Settle::Collect) => {
                        if c.wants(CoupFault::NeverSettled) {
                            c.injected = true;
                            continue;
                        }
                        if c.wants(CoupFault::LostBetPaid) && bet.kind != Suerte::Vis {
                            c.injected = true;
                            let _ = writeln!(w, "pay {r} {}", Amount(bet.stake * i64::from(bet.multiple)));
                            continue;
                        }
                        let _ = writeln!(w, "collect {r} {}", Amount(bet.stake));
                    }
                    (1, Settle::Pay { gross, cut }) => {
                        let mut amount = gross - cut;
                        if cut > 0 && c.wants(CoupFault::CommissionNotTaken) {
                            c.injected = true;
                            amount = gross;
                        } else if c.wants(CoupFault::WrongMultiple) {
                            // One multiple too many (the commission, if due, taken on it).
                            let wrong = gross + bet.stake;
                            let wrong_cut = if cut > 0 { cut + self.cut_of(bet.stake) } else { 0 };
                            let candidate = wrong - wrong_cut;
                            if candidate != gross && candidate != gross - cut && candidate != gross - self.cut_of(gross)
                            {
                                c.injected = true;
                                amount = candidate;
                            }
                        }
                        let _ = writeln!(w, "pay {r} {}", Amount(amount));
                    }
                    (2, Settle::Return) => {
                        let _ = writeln!(w, "return {r} {}", Amount(bet.stake));
                    }
                    _ => {}
                }
            }
        }
    }

    /// The commission on an amount of winnings.
    fn cut_of(&self, winnings: i64) -> i64 {
        Amount(winnings).percent_floor(self.t.spec.commission.rate.0).map_or(0, |a| a.0)
    }
}

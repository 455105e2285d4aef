//! The círculo engine of one log: the header's parameters, the seats' restos from hand to hand
//! (counts, rebuys, loans, rests, the mano's rotation), each line passed to the hand under way
//! ([`super::round`]), and each hand judged when the next begins or the session closes
//! ([`super::pots`]).

use std::collections::BTreeMap;

use super::game::CirculoGame;
use super::round::{Action, Hand};
use super::spec::{Order, RebuyWhen, Structure, TakeOption};
use crate::catalog::bingo::Percent;
use crate::engine::{Engine, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{
    BaccaratEvent, BetRef, CirculoEvent, Event, EventKind, Loc, PokerEvent, SettleAction, ShoeEvent, Sp, TableHeader,
};
use crate::money::Amount;
use crate::t;

/// What option b's fee is a percentage of (`take_of=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakeOf {
    Max,
    Resto,
}

/// A seat's book across hands.
#[derive(Clone, Debug, Default)]
pub struct Book {
    /// Its resto now, as the log's money leaves it.
    pub stack: Amount,
    /// Its resto when it first sat (option b's base under `take_of=resto`).
    pub first: Amount,
    /// Hands rested in a row.
    pub rests: u8,
    pub rested_this_hand: bool,
    /// Hands it had the mano.
    pub manos: u32,
}

/// The engine of one log.
pub struct Table<'g> {
    pub(super) g: &'g CirculoGame,
    pub(super) min: Amount,
    pub(super) max: Option<Amount>,
    pub(super) ante: Amount,
    pub(super) structure: Structure,
    pub(super) take: TakeOption,
    pub(super) take_of: TakeOf,
    pub(super) take_pct: Option<Percent>,
    pub(super) seats_header: Option<u8>,
    pub(super) resto: Option<Amount>,
    pub(super) rebuy_min: Option<Amount>,
    pub(super) duration: bool,
    pending: Vec<Finding>,
    pub(super) hand: Option<Hand>,
    pub(super) book: BTreeMap<String, Book>,
    pub(super) last_mano: Option<String>,
    pub(super) last_void: bool,
    /// The players of the first hand dealt (PC034's «cada jugador que inicia la partida»).
    pub(super) starting: Vec<String>,
    short_reported: bool,
    /// What the table's study counts ([`super::study`]).
    pub(super) tally: super::study::Tally,
    /// The session's first timestamp, in minutes (the study's minutes of play).
    opened_at: Option<u64>,
    last_time: Option<u64>,
}

/// `amount × pct %` compared exactly with `x`: the sign of `x − amount × pct / 100`.
pub(super) fn cmp_pct(x: Amount, amount: Amount, pct: &Percent) -> std::cmp::Ordering {
    let (n, d) = (i128::from(*pct.0.numer()), i128::from(*pct.0.denom()));
    (i128::from(x.0) * 100 * d).cmp(&(i128::from(amount.0) * n))
}

/// `amount × pct %`, rounded down to the cent.
pub(super) fn pct_floor(amount: Amount, pct: &Percent) -> Amount {
    let (n, d) = (i128::from(*pct.0.numer()), i128::from(*pct.0.denom()));
    let v = (i128::from(amount.0) * n).div_euclid(100 * d);
    Amount(i64::try_from(v).unwrap_or(i64::MAX))
}

impl<'g> Table<'g> {
    pub fn new(g: &'g CirculoGame, table: &TableConfig, header: &TableHeader<'_>) -> Table<'g> {
        let spec = &g.spec;
        let mut t = Table {
            g,
            min: table.min,
            max: None,
            ante: Amount::ZERO,
            structure: spec.limits.default_structure,
            take: spec.take.default_option,
            take_of: TakeOf::Max,
            take_pct: None,
            seats_header: None,
            resto: None,
            rebuy_min: None,
            duration: header.get("duration").is_some(),
            pending: Vec::new(),
            hand: None,
            book: BTreeMap::new(),
            last_mano: None,
            last_void: false,
            starting: Vec::new(),
            short_reported: false,
            tally: Default::default(),
            opened_at: None,
            last_time: None,
        };
        t.read_header(header);
        t
    }

    pub(super) fn emits(&self, code: &str) -> bool {
        self.g.emits(code)
    }

    pub(super) fn max_seats(&self) -> Option<u8> {
        self.g.spec.seats.max
    }

    /// A header value that is not one of the words or amounts its key takes (M004 is the
    /// checker's; here the value is judged by the article, so the article's code cites it).
    fn bad_value(&mut self, p: &crate::log::event::Param<'_>, want: Text) {
        self.pending.push(
            Finding::new(
                "M004",
                Label::new(p.value.loc, t!("pc-label-header")),
                t!("pc-bad-header", key = p.key.value, value = p.value.value),
            )
            .expected(want),
        );
    }

    fn read_header(&mut self, header: &TableHeader<'_>) {
        let spec = &self.g.spec;
        let amount = |key: &str| header.get(key).map(|p| (p, Amount::parse(p.value.value)));
        if let Some((p, a)) = amount("max") {
            match a {
                Some(a) => self.max = Some(a),
                None => self.bad_value(p, t!("pc-expect-amount")),
            }
        }
        if let Some((p, a)) = amount("ante") {
            match a {
                Some(a) => self.ante = a,
                None => self.bad_value(p, t!("pc-expect-amount")),
            }
        }
        if let Some((p, a)) = amount("resto") {
            match a {
                Some(a) => self.resto = Some(a),
                None => self.bad_value(p, t!("pc-expect-amount")),
            }
        }
        if let Some((p, a)) = amount("rebuy_min") {
            match a {
                Some(a) => self.rebuy_min = Some(a),
                None => self.bad_value(p, t!("pc-expect-amount")),
            }
        }
        if let Some(p) = header.get("limit") {
            let s = match p.value.value {
                "split" => Some(Structure::Split),
                "pot" => Some(Structure::Pot),
                "no" => Some(Structure::No),
                "fixed" => Some(Structure::Fixed),
                _ => None,
            };
            match s.filter(|s| spec.limits.structures.contains(s)) {
                Some(s) => self.structure = s,
                None => {
                    let names: Vec<&str> = spec.limits.structures.iter().map(|s| structure_word(*s)).collect();
                    self.bad_value(p, t!("pc-expect-one-of", list = names.join(", ")));
                }
            }
        }
        if let Some(p) = header.get("take") {
            let o = match p.value.value {
                "interval" => Some(TakeOption::Interval),
                "session" => Some(TakeOption::Session),
                "hand" => Some(TakeOption::Hand),
                _ => None,
            };
            match o.filter(|o| spec.take.options.contains(o)) {
                Some(o) => self.take = o,
                None => {
                    let names: Vec<&str> = spec.take.options.iter().map(|o| take_word(*o)).collect();
                    self.bad_value(p, t!("pc-expect-one-of", list = names.join(", ")));
                }
            }
        }
        if let Some(p) = header.get("take_of") {
            match p.value.value {
                "max" => self.take_of = TakeOf::Max,
                "resto" => self.take_of = TakeOf::Resto,
                _ => self.bad_value(p, t!("pc-expect-one-of", list = "max, resto")),
            }
        }
        if let Some(p) = header.get("take_pct") {
            match Percent::parse(p.value.value) {
                Some(pct) => {
                    if let Some([lo, hi]) = &spec.take.session_pct
                        && (pct.0 < lo.0 || pct.0 > hi.0)
                        && self.emits("PC019")
                    {
                        self.pending.push(
                            Finding::new(
                                "PC019",
                                Label::new(p.value.loc, t!("pc-label-header")),
                                t!("pc-take-pct-range", pct = pct.to_string()),
                            )
                            .expected(t!(
                                "pc-expect-pct-range",
                                lo = lo.to_string(),
                                hi = hi.to_string()
                            )),
                        );
                    }
                    self.take_pct = Some(pct);
                }
                None => self.bad_value(p, t!("pc-expect-percent")),
            }
        }
        if let Some(p) = header.get("seats") {
            match p.value.value.parse::<u8>() {
                Ok(n) => {
                    self.seats_header = Some(n);
                    if let Some(max) = spec.seats.max
                        && n > max
                        && self.emits("PC048")
                    {
                        self.pending.push(
                            Finding::new(
                                "PC048",
                                Label::new(p.value.loc, t!("pc-label-header")),
                                t!("pc-too-many-seats", n = n, max = max),
                            )
                            .expected(t!("pc-expect-seats", max = max)),
                        );
                    }
                }
                Err(_) => self.bad_value(p, t!("pc-expect-number")),
            }
        }
        // The ante at most half the minimum (V L2867).
        if let Some(pct) = &spec.limits.ante_max_of_min
            && cmp_pct(self.ante, self.min, pct).is_gt()
            && self.emits("PC002")
        {
            let at = header.get("ante").map_or(header.id.loc, |p| p.value.loc);
            self.pending.push(
                Finding::new(
                    "PC002",
                    Label::new(at, t!("pc-label-ante")),
                    t!("pc-ante-over", ante = self.ante, min = self.min, pct = pct.to_string()),
                )
                .expected(t!("pc-expect-at-most", max = pct_floor(self.min, pct))),
            );
        }
        self.check_min_max(header.get("min").map_or(header.id.loc, |p| p.value.loc));
    }

    /// The minimum 20–40 % of the maximum (V L2867, PC003).
    fn check_min_max(&mut self, at: Loc) {
        let (Some(max), Some([lo, hi])) = (self.max, self.g.spec.limits.min_of_max.as_ref()) else { return };
        if (cmp_pct(self.min, max, lo).is_lt() || cmp_pct(self.min, max, hi).is_gt()) && self.emits("PC003") {
            self.pending.push(
                Finding::new(
                    "PC003",
                    Label::new(at, t!("pc-label-minimum")),
                    t!("pc-min-ratio", min = self.min, max = max),
                )
                .expected(t!("pc-expect-min-range", lo = pct_floor(max, lo), hi = pct_floor(max, hi))),
            );
        }
    }

    /// The seat's resto as the log's money leaves it, where it sat before.
    pub(super) fn known_stack(&self, seat: &str) -> Amount {
        self.book.get(seat).map_or(Amount::ZERO, |b| b.stack)
    }

    /// The player's index in the hand, added in its place in the order of play if new (the
    /// hole cards already recorded follow their players).
    pub(super) fn seat_in(&self, h: &mut Hand, seat: &str) -> usize {
        if let Some(i) = h.find(seat) {
            return i;
        }
        let i = h.player(seat, self.g.spec.seats.order, self.known_stack(seat));
        for r in h.deal_seq.iter_mut() {
            if *r >= i {
                *r += 1;
            }
        }
        if let Some(b) = h.last_blind.as_mut()
            && *b >= i
        {
            *b += 1;
        }
        i
    }

    fn hand_mut(&mut self, at: Loc) -> &mut Hand {
        self.hand.get_or_insert_with(|| Hand::new(at))
    }

    // ---- lines between and at the start of hands --------------------------------------------

    fn stack_line(&mut self, seat: Sp<&str>, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
        let known = self.book.contains_key(seat.value);
        let in_hand = self.hand.as_ref().and_then(|h| h.find(seat.value));
        let current = match (in_hand, self.hand.as_ref()) {
            (Some(i), Some(h)) => Some(h.players[i].stack),
            _ => known.then(|| self.known_stack(seat.value)),
        };
        let starting = self.hand.as_ref().is_none_or(|h| !h.dealt() && !h.begun_betting);
        match current {
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
            None => self.first_resto(seat.value, amount, out),
            _ => {}
        }
        if !known {
            self.book
                .insert(seat.value.to_owned(), Book { stack: amount.value, first: amount.value, ..Default::default() });
        }
        if let Some(b) = self.book.get_mut(seat.value) {
            b.stack = amount.value;
        }
        if let Some(mut h) = self.hand.take() {
            if starting || in_hand.is_some() {
                let i = self.seat_in(&mut h, seat.value);
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
    fn first_resto(&mut self, seat: &str, amount: Sp<Amount>, out: &mut Vec<Finding>) {
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

    fn rebuy(&mut self, seat: Sp<&str>, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
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
        } else if r.rebuy.is_some() && r.rebuy_when == RebuyWhen::Spent && current > Amount::ZERO {
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

    fn add_chips(&mut self, seat: &str, amount: Amount) {
        if let Some(h) = self.hand.as_mut()
            && let Some(i) = h.find(seat)
        {
            h.players[i].stack = h.players[i].stack.saturating_add(amount);
        }
        let b = self.book.entry(seat.to_owned()).or_default();
        b.stack = b.stack.saturating_add(amount);
    }

    fn lend(&mut self, from: Sp<&str>, to: Sp<&str>, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
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

    fn rest(&mut self, seat: Sp<&str>, at: Loc, out: &mut Vec<Finding>) {
        let limit = self.g.spec.seats.rest_limit;
        let emits = self.emits("PC033");
        let b = self.book.entry(seat.value.to_owned()).or_default();
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

    fn mano(&mut self, seat: Sp<&str>, at: Loc, out: &mut Vec<Finding>) {
        let want = self.expected_mano();
        if let Some(w) = want
            && w != seat.value
            && !(self.last_void && self.last_mano.as_deref() == Some(seat.value))
            && self.emits("PC004")
        {
            out.push(
                Finding::new(
                    "PC004",
                    Label::new(seat.loc, t!("pc-label-mano")),
                    t!("pc-mano-rotation", seat = seat.value, want = w.clone()),
                )
                .expected(t!("pc-expect-mano", want = w)),
            );
        }
        self.hand_mut(at).mano = Some((seat.value.to_owned(), at));
    }

    /// The next seat playing after the last hand's mano, in the order of play.
    fn expected_mano(&self) -> Option<String> {
        let last = self.last_mano.as_ref()?;
        let h = self.hand.as_ref()?;
        let key = |num: u32| match self.g.spec.seats.order {
            Order::Increasing => num,
            Order::Decreasing => u32::MAX - num,
        };
        let last_key = key(super::round::seat_number(last));
        let seats: Vec<&str> = h.players.iter().map(|p| p.name.as_str()).collect();
        if seats.is_empty() {
            return None;
        }
        let next = h.players.iter().find(|p| key(p.num) > last_key).or_else(|| h.players.first());
        next.map(|p| p.name.clone())
    }

    fn cut(&mut self, seat: Sp<&str>, at: Loc, out: &mut Vec<Finding>) {
        let Some(h) = self.hand.as_ref() else { return };
        if let Some(m) = h.mano_index() {
            // «a la izquierda de la mano»: the seat before it in the order of play.
            let n = h.players.len();
            let want = h.players[(m + n - 1) % n].name.clone();
            if want != seat.value && self.emits("PC005") {
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
        self.hand_mut(at).cut = Some((seat.value.to_owned(), at));
    }

    // ---- forced bets, awards and returns ----------------------------------------------------

    fn bet(&mut self, seat: Sp<&str>, bet: &BetRef<'_>, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
        let kind = bet.kind.value;
        if !matches!(kind, "ante" | "blind") || bet.target.is_some() {
            self.unknown_kind(bet, &["ante", "blind"], out);
            return;
        }
        let mut h = self.hand.take().unwrap_or_else(|| Hand::new(at));
        if !self.after_void(&mut h, at, out) {
            let i = self.seat_in(&mut h, seat.value);
            if kind == "ante" {
                if let Some(pct) = &self.g.spec.limits.ante_max_of_min
                    && cmp_pct(amount.value, self.min, pct).is_gt()
                    && cmp_pct(self.ante, self.min, pct).is_le()
                    && self.emits("PC002")
                {
                    out.push(
                        Finding::new(
                            "PC002",
                            Label::new(amount.loc, t!("pc-label-ante")),
                            t!("pc-ante-over", ante = amount.value, min = self.min, pct = pct.to_string()),
                        )
                        .expected(t!("pc-expect-at-most", max = pct_floor(self.min, pct))),
                    );
                }
                h.players[i].ante = Some(at);
            } else {
                h.players[i].interval = h.players[i].interval.saturating_add(amount.value);
                h.last_blind = Some(i);
            }
            let p = &mut h.players[i];
            p.put = p.put.saturating_add(amount.value);
            p.stack = p.stack.saturating_sub(amount.value);
        }
        self.hand = Some(h);
    }

    fn unknown_kind(&mut self, bet: &BetRef<'_>, known: &[&str], out: &mut Vec<Finding>) {
        if !self.emits("PC039") {
            return;
        }
        let hint = crate::log::suggest::did_you_mean_text(bet.kind.value, known);
        out.push(
            Finding::new(
                "PC039",
                Label::new(bet.loc, t!("pc-label-kind")),
                t!("pc-unknown-kind", kind = bet.kind.value, hint = hint),
            )
            .expected(t!("pc-expect-one-of", list = known.join(", "))),
        );
    }

    fn settle(
        &mut self,
        action: SettleAction,
        seat: Sp<&str>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let pot = match (action, bet.kind.value, bet.target.map(|t| t.value)) {
            (SettleAction::Pay, "bote", Some(n)) if n.len() == 1 => n.as_slice()[0],
            (SettleAction::Return, "apuesta" | "ante" | "blind", None) => 0,
            (SettleAction::Pay, ..) => return self.unknown_kind(bet, &["bote"], out),
            _ => return self.unknown_kind(bet, &["apuesta", "ante", "blind"], out),
        };
        let mut h = self.hand.take().unwrap_or_else(|| Hand::new(at));
        if action == SettleAction::Pay {
            if !self.after_void(&mut h, at, out) {
                self.resolve_early(&mut h, None, false, out);
                Self::close_interval(&mut h, at, true, &|c| self.emits(c), out);
                h.first_pay.get_or_insert(at);
                let i = self.seat_in(&mut h, seat.value);
                let p = &mut h.players[i];
                p.paid.push((pot, amount.value, at));
                p.stack = p.stack.saturating_add(amount.value);
            }
        } else {
            match h.find(seat.value) {
                Some(i) => {
                    let p = &mut h.players[i];
                    if bet.kind.value == "apuesta" {
                        p.returned = p.returned.saturating_add(amount.value);
                        // What the interval added, less the bet nobody called (option a's base).
                        if h.iv.open {
                            h.iv.money = h.iv.money.saturating_sub(amount.value);
                        } else {
                            h.closed_returns = h.closed_returns.saturating_add(amount.value);
                        }
                    } else {
                        p.returned_forced = p.returned_forced.saturating_add(amount.value);
                    }
                    let p = &mut h.players[i];
                    p.stack = p.stack.saturating_add(amount.value);
                    if p.contributed() < Amount::ZERO || p.put < p.returned.saturating_add(p.returned_forced) {
                        self.not_bet(seat.value, amount, at, out);
                    }
                }
                None => self.not_bet(seat.value, amount, at, out),
            }
        }
        self.hand = Some(h);
    }

    /// A return of chips the seat never put in (PC027).
    fn not_bet(&self, seat: &str, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
        if self.emits("PC027") {
            out.push(
                Finding::new(
                    "PC027",
                    Label::new(at, t!("pc-label-return")),
                    t!("pc-return-not-bet", seat = seat, amount = amount.value),
                )
                .expected(t!("pc-expect-returns")),
            );
        }
    }

    /// `cagnotte AMOUNT [SEAT]`: the house's take.
    fn cagnotte(&mut self, amount: Sp<Amount>, seat: Option<Sp<&str>>, at: Loc, out: &mut Vec<Finding>) {
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
        let mut h = self.hand.take().unwrap_or_else(|| Hand::new(at));
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
    fn interval_take(&mut self, h: &mut Hand, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
        let Some(pct) = &self.g.spec.take.interval_pct else { return };
        let base = match self.g.spec.take.interval_base {
            super::spec::IntervalBase::IntervalNewMoney => h.closed_money.saturating_sub(h.closed_returns),
            super::spec::IntervalBase::RunningPot => h.pot().saturating_sub(h.take_total()),
        };
        // The most allowed, counted once an interval (at its first take line).
        if h.closed_taken == Amount::ZERO {
            self.tally.allowed(pct_floor(base, pct));
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
    fn session_fee(&mut self, seat: Sp<&str>, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
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
        } else if let Some([lo, hi]) = &self.g.spec.take.session_pct {
            let base = match self.take_of {
                TakeOf::Max => self.max,
                TakeOf::Resto => self.book.get(seat.value).map(|b| b.first),
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
        let _ = at;
    }

    // ---- the end of a hand and of the session -----------------------------------------------

    /// The hand under way judged, and the seats' books carried to the next.
    fn end_hand(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let Some(mut h) = self.hand.take() else { return };
        self.resolve_early(&mut h, None, false, out);
        self.judge(&mut h, at, out);
        let dealt = h.dealt() || h.begun_betting;
        for p in &h.players {
            let b = self.book.entry(p.name.clone()).or_insert_with(|| Book { first: p.start, ..Default::default() });
            b.stack = p.stack;
        }
        for (name, b) in self.book.iter_mut() {
            if !b.rested_this_hand && h.find(name).is_some() {
                b.rests = 0;
            }
            b.rested_this_hand = false;
        }
        if dealt && self.starting.is_empty() {
            self.starting =
                h.players.iter().filter(|p| !p.hole.is_empty() || p.ante.is_some()).map(|p| p.name.clone()).collect();
        }
        if let Some((m, _)) = &h.mano {
            if !(self.last_void && self.last_mano.as_ref() == Some(m))
                && let Some(b) = self.book.get_mut(m)
            {
                b.manos += 1;
            }
            self.last_mano = Some(m.clone());
        }
        self.last_void = h.void.is_some();
        self.short_reported = false;
    }

    /// The partida closed before every starting player had the mano twice, without a
    /// duration fixed by the casino (PC034).
    fn session_close(&mut self, at: Loc, out: &mut Vec<Finding>) {
        self.end_hand(at, out);
        if self.duration || !self.emits("PC034") {
            return;
        }
        let short: Vec<String> = self
            .starting
            .iter()
            .filter(|s| self.book.get(*s).is_some_and(|b| b.manos < 2 && b.stack > Amount::ZERO))
            .cloned()
            .collect();
        if !short.is_empty() {
            out.push(
                Finding::new(
                    "PC034",
                    Label::new(at, t!("pc-label-close")),
                    t!("pc-short-partida", seats = short.join(", ")),
                )
                .expected(t!("pc-expect-two-manos")),
            );
        }
    }

    /// A line of the hand after a discard left too few cards to replace it, the hand not
    /// void (PC043).
    fn short_deck(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let Some(h) = self.hand.as_ref() else { return };
        if let Some(s) = h.short_deck
            && h.void.is_none()
            && !self.short_reported
            && self.emits("PC043")
        {
            self.short_reported = true;
            out.push(
                Finding::new("PC043", Label::new(at, t!("pc-label-played-on")), t!("pc-short-deck"))
                    .label(s, t!("pc-label-discard"))
                    .expected(t!("pc-expect-misdeal-void")),
            );
        }
    }
}

pub(super) fn structure_word(s: Structure) -> &'static str {
    match s {
        Structure::Split => "split",
        Structure::Pot => "pot",
        Structure::No => "no",
        Structure::Fixed => "fixed",
    }
}

pub(super) fn take_word(o: TakeOption) -> &'static str {
    match o {
        TakeOption::Interval => "interval",
        TakeOption::Session => "session",
        TakeOption::Hand => "hand",
    }
}

impl Engine for Table<'_> {
    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        if !self.pending.is_empty() {
            out.append(&mut self.pending);
        }
        let at = ev.loc;
        self.clock(ev);
        // A line of the hand once the deck is short (PC043): anything but the void and its
        // returns.
        if !matches!(
            ev.kind,
            EventKind::Poker(PokerEvent::Void)
                | EventKind::Settle { .. }
                | EventKind::Round { .. }
                | EventKind::SessionClose { .. }
                | EventKind::Circulo(CirculoEvent::Discard { .. })
        ) {
            self.short_deck(at, out);
        }
        match &ev.kind {
            EventKind::Round { .. } => {
                self.end_hand(at, out);
                self.hand = Some(Hand::new(at));
            }
            EventKind::SessionClose { .. } => self.session_close(at, out),
            EventKind::Limits { params } => {
                if self.hand.as_ref().is_some_and(Hand::in_play) && self.emits("PC032") {
                    out.push(
                        Finding::new("PC032", Label::new(at, t!("pc-label-limits")), t!("pc-limits-in-hand"))
                            .expected(t!("pc-expect-limits-between")),
                    );
                }
                for p in params {
                    if p.key.value == "max"
                        && let Some(a) = Amount::parse(p.value.value)
                    {
                        self.max = Some(a);
                        self.check_min_max(p.value.loc);
                    }
                }
                out.append(&mut self.pending);
            }
            EventKind::Bet { seat, bet, amount } => self.bet(*seat, bet, *amount, at, out),
            EventKind::Settle { action, seat, bet, amount } => self.settle(action.value, *seat, bet, *amount, at, out),
            EventKind::Shoe(ShoeEvent::Deal { hand, card, face }) => {
                self.hand_mut(at);
                self.deal(*hand, std::slice::from_ref(card), face.map(|f| f.value), at, out);
            }
            EventKind::Poker(PokerEvent::Fold { hand }) => {
                self.hand_mut(at);
                self.action(*hand, Action::Fold, at, out);
            }
            EventKind::Poker(PokerEvent::Void) => {
                let h = self.hand_mut(at);
                h.void.get_or_insert(at);
            }
            EventKind::Baccarat(BaccaratEvent::Cagnotte { amount, seat }) => self.cagnotte(*amount, *seat, at, out),
            EventKind::Circulo(c) => self.circulo(c, at, out),
            _ => {}
        }
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
        if !self.pending.is_empty() {
            out.append(&mut self.pending);
        }
        let at = self.hand.as_ref().map_or_else(Loc::default, |h| h.last_line);
        self.end_hand(at, out);
        self.session_minutes();
    }

    fn study(&self) -> Option<crate::study::GameStudy> {
        Some(self.tally.study(self.exact()))
    }

    fn study_take(&self) -> Option<crate::study::Take> {
        Some(self.tally.take())
    }

    fn study_views(&self) -> Vec<crate::study::View> {
        self.tally.views()
    }
}

/// Minutes since a fixed day of `2026-12-04T21:00[:SS]` or `21:00[:SS]` (a time alone is of
/// the day of the session's first timestamp); `None` for anything else.
fn minutes_of(text: &str) -> Option<u64> {
    let (date, time) = match text.split_once('T') {
        Some((d, t)) => (Some(d), t),
        None => (None, text),
    };
    let mut hm = time.split(':');
    let h: u64 = hm.next()?.parse().ok()?;
    let m: u64 = hm.next()?.parse().ok()?;
    let days = match date {
        Some(d) => {
            let mut p = d.split('-');
            let (y, mo, da): (i64, i64, i64) =
                (p.next()?.parse().ok()?, p.next()?.parse().ok()?, p.next()?.parse().ok()?);
            // Days from the civil date (Howard Hinnant's algorithm).
            let y = if mo <= 2 { y - 1 } else { y };
            let era = y.div_euclid(400);
            let yoe = y - era * 400;
            let doy = (153 * (mo + if mo > 2 { -3 } else { 9 }) + 2) / 5 + da - 1;
            let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
            u64::try_from(era * 146_097 + doe).ok()?
        }
        None => 0,
    };
    Some(days * 1440 + h * 60 + m)
}

impl Table<'_> {
    /// The session's clock, from the lines' timestamps and the session's own.
    fn clock(&mut self, ev: &Event<'_>) {
        let stamp = match &ev.kind {
            EventKind::SessionOpen { at } | EventKind::SessionClose { at } => {
                at.map(|w| w.value).or(ev.time.map(|w| w.value))
            }
            _ => ev.time.map(|w| w.value),
        };
        if matches!(ev.kind, EventKind::SessionOpen { .. }) {
            self.session_minutes();
        }
        let Some(m) = stamp.and_then(minutes_of) else { return };
        if self.opened_at.is_none() {
            self.opened_at = Some(m);
        }
        self.last_time = Some(m);
    }

    /// A session's minutes of play counted once it is over.
    fn session_minutes(&mut self) {
        if let (Some(a), Some(b)) = (self.opened_at.take(), self.last_time.take())
            && b >= a
        {
            self.tally.minutes(b - a);
        }
    }

    /// The exact distribution of the table's dealt hands, where one is kept.
    fn exact(&self) -> Option<super::study::Exact> {
        use super::study::Exact;
        use crate::engine::poker::hand::{Deck, Selection};
        match (self.g.ranking.deck, self.g.selection) {
            (Deck::Short28, Selection::Hole(2)) => Some(Exact::ValenciaSintetico),
            (Deck::Short28, Selection::AnyFive) => Some(Exact::MurciaSintetico),
            (Deck::French52, Selection::AnyFive) if self.g.ranking.ace_low => Some(Exact::SevenOfFiftyTwo),
            _ => None,
        }
    }
}

impl Table<'_> {
    fn circulo(&mut self, c: &CirculoEvent<'_>, at: Loc, out: &mut Vec<Finding>) {
        if let Some(h) = self.hand.as_mut() {
            h.last_line = at;
        }
        match *c {
            CirculoEvent::Stack { seat, amount } => self.stack_line(seat, amount, at, out),
            CirculoEvent::Mano { seat } => {
                self.hand_mut(at);
                self.mano(seat, at, out)
            }
            CirculoEvent::Cut { seat } => self.cut(seat, at, out),
            CirculoEvent::Rest { seat } => self.rest(seat, at, out),
            CirculoEvent::Deal { hand, cards, face } => {
                self.hand_mut(at);
                let run: smallvec::SmallVec<[Sp<crate::log::card::CardSeen>; 7]> = cards.iter().collect();
                self.deal(hand, &run, face.map(|f| f.value), at, out);
            }
            CirculoEvent::Discard { card } => self.discard(card, at, out),
            CirculoEvent::Check { seat } => {
                self.hand_mut(at);
                self.action(seat, Action::Check, at, out)
            }
            CirculoEvent::Raise { seat, to, allin } => {
                self.hand_mut(at);
                self.action(seat, Action::Raise { to, allin }, at, out)
            }
            CirculoEvent::Call { seat, amount, allin } => {
                self.hand_mut(at);
                self.action(seat, Action::Call { amount, allin }, at, out)
            }
            CirculoEvent::Show { seat, cards } => self.show(seat, Some(&cards), at, out),
            CirculoEvent::Muck { seat } => self.show(seat, None, at, out),
            CirculoEvent::Rebuy { seat, amount } => self.rebuy(seat, amount, at, out),
            CirculoEvent::Lend { from, to, amount } => self.lend(from, to, amount, at, out),
        }
    }
}

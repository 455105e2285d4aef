//! The círculo engine of one log: the header's parameters, the seats' restos from hand to hand
//! (counts, rebuys, loans, rests, the mano's rotation), each line passed to the hand under way
//! ([`super::round`]), and each hand judged when the next begins or the session closes
//! ([`super::pots`]).

use super::game::CirculoGame;
use super::round::{Action, Hand, seat_key};
use super::spec::{Structure, TakeOption};
use crate::catalog::bingo::Percent;
use crate::engine::baccarat::money::SeatName;
use crate::engine::{Engine, TableConfig};
use crate::finding::{Finding, Label};
use crate::log::card::CardSeen;
use crate::log::event::{
    BaccaratEvent, BetRef, CardRun, CirculoEvent, Event, EventKind, Loc, PokerEvent, SettleAction, ShoeEvent, Sp,
    TableHeader,
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
    /// Its resto when option b's session under way began, or when it sat down in it (the fee's
    /// base under `take_of=resto`); `None` when an unreadable line left it unknown.
    pub session_start: Option<Amount>,
    /// Its resto is in doubt: an unreadable line since it was last counted may have been one of
    /// its stakes, awards, rebuys or counts ([`super::doubt`]).
    pub doubt: bool,
    /// Hands rested in a row.
    pub rests: u8,
    pub rested_this_hand: bool,
    /// Hands it had the mano.
    pub manos: u32,
}

/// The seats' books, by seat. A table has a handful of seats (a book is a seat's, not a
/// player's), so a scan of their inline names finds one faster than a map of strings did (four
/// look-ups at every `stack` line, each comparing allocated keys through the library).
///
/// Beside each book, its seat's [`seat_key`] (0 for a name longer than seven bytes): a short
/// name is found by comparing one word a book, where its bytes compared cost some thirty
/// instructions at every `stack` line and every player at a hand's end.
#[derive(Default)]
pub struct Books(Vec<(SeatName, Book)>, Vec<u64>);

impl Books {
    pub(super) fn position(&self, seat: &str) -> Option<usize> {
        self.position_keyed(seat.as_bytes(), seat_key(seat.as_bytes()))
    }

    /// [`Books::position`] of the seat `seat`, whose [`seat_key`] is `key`: a short name by
    /// its key alone (two short names are the same exactly when their keys are, and no long
    /// name has a short one's key), a longer one by its bytes.
    #[inline]
    fn position_keyed(&self, seat: &[u8], key: u64) -> Option<usize> {
        if key != 0 {
            return self.1.iter().position(|&k| k == key);
        }
        self.0.iter().position(|(s, _)| s.as_bytes() == seat)
    }

    /// Whether the book at `i` is the seat `seat`, whose key is `key` (as
    /// [`Books::position_keyed`] compares).
    #[inline]
    fn is_at(&self, i: usize, seat: &[u8], key: u64) -> bool {
        match (self.1.get(i), self.0.get(i)) {
            (Some(&k), Some((s, _))) => k == key && (key != 0 || s.as_bytes() == seat),
            _ => false,
        }
    }

    /// [`Books::position`], trying `hint` first (the seats keep their order from hand to hand:
    /// the hand's k-th player's book is mostly the k-th). A seat has one book, so the first
    /// found is the one `position` finds.
    ///
    /// `key` is the seat's [`seat_key`], made once by the caller (a `stack` line looks the seat
    /// up in the hand by it too).
    pub(super) fn position_near(&self, seat: &str, key: u64, hint: usize) -> Option<usize> {
        let seat = seat.as_bytes();
        if self.is_at(hint, seat, key) {
            return Some(hint);
        }
        self.position_keyed(seat, key)
    }

    /// [`Books::seat_position_near`] of a hand's player, whose name's [`seat_key`] it keeps
    /// (`key`): a short name is found by the key alone, not made again from the name's bytes
    /// (some twenty instructions a player at every hand's end), and inline.
    #[inline]
    pub(super) fn player_position_near(&self, seat: &SeatName, key: u64, hint: usize) -> Option<usize> {
        if key == 0 {
            return self.seat_position_near(seat, hint);
        }
        // As `is_at` at `hint` and `position_keyed` compare a short name: by its key alone.
        if self.1.get(hint) == Some(&key) && hint < self.0.len() {
            return Some(hint);
        }
        self.1.iter().position(|&k| k == key)
    }

    /// [`Books::position_near`] of a hand's player, by the name it keeps: compared as kept
    /// (made a `str` again, each name was checked as UTF-8 at every hand's end).
    pub(super) fn seat_position_near(&self, seat: &SeatName, hint: usize) -> Option<usize> {
        let (seat, key) = (seat.as_bytes(), seat_key(seat.as_bytes()));
        if self.is_at(hint, seat, key) {
            return Some(hint);
        }
        self.position_keyed(seat, key)
    }

    pub(super) fn len(&self) -> usize {
        self.0.len()
    }

    /// The book at `position` (from [`Books::position`]).
    pub(super) fn at(&self, position: usize) -> Option<&Book> {
        self.0.get(position).map(|(_, b)| b)
    }

    /// The book at `position` (from [`Books::position`]), to change.
    pub(super) fn at_mut(&mut self, position: usize) -> Option<&mut Book> {
        self.0.get_mut(position).map(|(_, b)| b)
    }

    /// A new seat's book (one [`Books::position`] did not find).
    pub(super) fn push(&mut self, seat: &str, book: Book) -> &mut Book {
        self.0.push((SeatName::new(seat), book));
        self.1.push(seat_key(seat.as_bytes()));
        let last = self.0.len() - 1;
        &mut self.0[last].1
    }

    pub fn get(&self, seat: &str) -> Option<&Book> {
        self.position(seat).map(|i| &self.0[i].1)
    }

    pub fn get_mut(&mut self, seat: &str) -> Option<&mut Book> {
        self.position(seat).map(|i| &mut self.0[i].1)
    }

    /// The seat's book, a new one (`book`) if it had none.
    pub fn get_or_insert(&mut self, seat: &str, book: impl FnOnce() -> Book) -> &mut Book {
        let i = match self.position(seat) {
            Some(i) => i,
            None => {
                self.0.push((SeatName::new(seat), book()));
                self.1.push(seat_key(seat.as_bytes()));
                self.0.len() - 1
            }
        };
        &mut self.0[i].1
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = (&SeatName, &mut Book)> {
        self.0.iter_mut().map(|(s, b)| (&*s, b))
    }
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
    /// Fixed limit: the small bet (the first two intervals) and the big bet (the later ones),
    /// from `small_bet=` (else the table minimum) and `big_bet=`.
    pub(super) small_bet: Option<Amount>,
    pub(super) big_bet: Option<Amount>,
    /// Raises an interval allows: the header's `raise_cap=`, else the article's.
    pub(super) raise_cap: Option<u8>,
    pub(super) pending: Vec<Finding>,
    /// The hand under way, boxed so that taking it out to work on it moves a pointer (it was
    /// copied in and out at every line, a fifth of the checking); `spare` is the last hand's
    /// box, reset for the next one.
    pub(super) hand: Option<Box<Hand>>,
    spare: Option<Box<Hand>>,
    pub(super) book: Books,
    pub(super) last_mano: Option<SeatName>,
    pub(super) last_void: bool,
    /// The players of the first hand dealt (PC034's «cada jugador que inicia la partida»).
    pub(super) starting: Vec<String>,
    short_reported: bool,
    /// What the table's study counts ([`super::study`]).
    pub(super) tally: super::study::Tally,
    /// The session's first timestamp, in minutes (the study's minutes of play).
    opened_at: Option<u64>,
    last_time: Option<u64>,
    /// Option b's sessions of an hour and two hands, and each player's fee in them.
    pub(super) fees: super::take::FeeSessions,
    /// A line of the hand under way could not be read ([`super::doubt`]); one of the log's
    /// could not (no resto can be in doubt before: a clean log pays no look-up for it).
    pub(super) lost_in_hand: bool,
    pub(super) ever_lost: bool,
    /// An unreadable line since the last `limits max=`: it may have been one, and the maximum
    /// held (option b's base under `take_of=max`) is in doubt.
    pub(super) max_in_doubt: bool,
    /// The hand under way is the first of option b's session (its counts are the restos the
    /// session began with).
    pub(super) session_first_hand: bool,
    /// Option a's most allowed take of the hand under way, counted in the study once the hand
    /// is known to have been contested, where the article takes nothing from a hand won
    /// without a showdown.
    pub(super) allowed_in_hand: Amount,
    /// Every five of the 28 cards valued under the article's ranking, where a player's five
    /// takes own cards and the board's (Valencia's sintético: ten fives a player a hand); or
    /// every seven's, where it takes any five (Murcia's sintético).
    pub(super) fives: Option<crate::engine::poker::hand::FiveTable>,
}

/// `amount × pct %` compared exactly with `x`: the sign of `x − amount × pct / 100`.
pub(super) fn cmp_pct(x: Amount, amount: Amount, pct: &Percent) -> std::cmp::Ordering {
    let (n, d) = (i128::from(*pct.0.numer()), i128::from(*pct.0.denom()));
    (i128::from(x.0) * 100 * d).cmp(&(i128::from(amount.0) * n))
}

/// `amount × pct %`, rounded down to the cent.
pub(super) fn pct_floor(amount: Amount, pct: &Percent) -> Amount {
    // In `i64` where nothing overflows (every table's money): the `i128` division is a library
    // call, twice a hand. The same floor either way.
    if let (Some(v), Some(q)) = (amount.0.checked_mul(*pct.0.numer()), pct.0.denom().checked_mul(100))
        && q > 0
    {
        return Amount(v.div_euclid(q));
    }
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
            small_bet: None,
            big_bet: None,
            raise_cap: spec.limits.raise_cap,
            pending: Vec::new(),
            hand: None,
            spare: None,
            book: Books::default(),
            last_mano: None,
            last_void: false,
            starting: Vec::new(),
            short_reported: false,
            tally: Default::default(),
            opened_at: None,
            last_time: None,
            fees: Default::default(),
            lost_in_hand: false,
            ever_lost: false,
            max_in_doubt: false,
            session_first_hand: true,
            allowed_in_hand: Amount::ZERO,
            fives: match g.selection {
                crate::engine::poker::hand::Selection::Hole(_) => g.ranking.five_table(),
                // Murcia's sintético: each seven looked up (`None` on 52 cards).
                crate::engine::poker::hand::Selection::AnyFive => g.ranking.seven_table(),
            },
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

    /// The seat's resto as the log's money leaves it, where it sat before.
    pub(super) fn known_stack(&self, seat: &str) -> Amount {
        self.book.get(seat).map_or(Amount::ZERO, |b| b.stack)
    }

    /// The player's index in the hand, added in its place in the order of play if new (the
    /// hole cards already recorded follow their players).
    /// The seats are tried first after the last one it found (the antes come in the order of
    /// play: a search through the players at each cost a hundred instructions).
    // Inline in its callers (an ante's and a hole deal's seat): the call cost about a quarter
    // of the look-up.
    #[inline]
    pub(super) fn seat_in(&self, h: &mut Hand, seat: &str) -> usize {
        let i = self.seat_in_near(h, seat, Some(h.seat_hint));
        h.seat_hint = i + 1;
        i
    }

    /// [`Table::seat_in`], the hand's players tried at `hint` first. The look-up inline (an
    /// ante's and a deal's seat is nearly always a player already, at the hint), a newcomer
    /// seated out of line.
    #[inline(always)]
    pub(super) fn seat_in_near(&self, h: &mut Hand, seat: &str, hint: Option<usize>) -> usize {
        match h.find_near(seat, hint) {
            Some(i) => i,
            None => self.seat_in_new(h, seat),
        }
    }

    /// [`Table::seat_in_near`] of a seat not yet in the hand, with the resto known of it.
    #[inline(never)]
    fn seat_in_new(&self, h: &mut Hand, seat: &str) -> usize {
        self.seat_new(h, seat, seat_key(seat.as_bytes()), self.known_stack(seat))
    }

    /// [`Table::seat_in`] of a seat not yet in the hand, with its resto; `key` is its
    /// [`seat_key`] (a `stack` line has made it already).
    pub(super) fn seat_new(&self, h: &mut Hand, seat: &str, key: u64, stack: Amount) -> usize {
        let i = h.new_player(seat, key, self.g.spec.seats.order, stack);
        if i + 1 == h.players.len() {
            // Added last: no index after it to move on.
            return i;
        }
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

    pub(super) fn hand_mut(&mut self, at: Loc) -> &mut Hand {
        let h = self.take_hand(at);
        self.hand.insert(h)
    }

    /// A new hand at `at`, in the last one's box where there is one.
    pub(super) fn new_hand(&mut self, at: Loc) -> Box<Hand> {
        match self.spare.take() {
            Some(mut h) => {
                h.reset(at);
                h
            }
            None => Box::new(Hand::new(at)),
        }
    }

    /// The hand under way, taken out to work on (a new one at `at` if none is).
    pub(super) fn take_hand(&mut self, at: Loc) -> Box<Hand> {
        match self.hand.take() {
            Some(h) => h,
            None => self.new_hand(at),
        }
    }

    // ---- lines between and at the start of hands --------------------------------------------

    fn bet(&mut self, seat: Sp<&str>, bet: &BetRef<'_>, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
        let kind = bet.kind.value;
        if !matches!(kind, "ante" | "blind") || bet.target.is_some() {
            self.unknown_kind(bet, &["ante", "blind"], out);
            return;
        }
        let mut h = self.take_hand(at);
        if !(h.void.is_some() && self.after_void(&mut h, at, out)) {
            let i = self.seat_in(&mut h, seat.value);
            // A forced bet takes no more than the player has (PHH's reading: a short stack
            // posts what it has, all in): past it is PC038, and only the stack goes in, so that
            // no stack goes below zero and no later finding speaks of a negative amount.
            let stack = h.players[i].stack;
            // A stack in doubt (a line lost since it was counted) is not judged: its `stack`
            // line may be the one lost.
            let amount = if amount.value > stack && !self.in_doubt(seat.value) {
                self.forced_past_stack(seat.value, kind, amount, stack, out)
            } else {
                amount
            };
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
            let was = p.put;
            p.put = p.put.saturating_add(amount.value);
            h.running.put(was, p.put);
            p.stack = p.stack.saturating_sub(amount.value);
            if p.stack == Amount::ZERO && amount.value > Amount::ZERO {
                p.allin = true;
                h.out_of_betting(i);
            }
        }
        self.hand = Some(h);
    }

    pub(super) fn unknown_kind(&mut self, bet: &BetRef<'_>, known: &[&str], out: &mut Vec<Finding>) {
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
        let mut h = self.take_hand(at);
        if action == SettleAction::Pay {
            if !(h.void.is_some() && self.after_void(&mut h, at, out)) {
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
                        let was = p.returned;
                        p.returned = p.returned.saturating_add(amount.value);
                        h.running.returned(was, p.returned);
                        // What the interval added, less the bet nobody called (option a's base).
                        if h.iv.open {
                            h.iv.money = h.iv.money.saturating_sub(amount.value);
                        } else {
                            h.closed_returns = h.closed_returns.saturating_add(amount.value);
                        }
                    } else {
                        let was = p.returned_forced;
                        p.returned_forced = p.returned_forced.saturating_add(amount.value);
                        h.running.returned(was, p.returned_forced);
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
    pub(super) fn not_bet(&self, seat: &str, amount: Sp<Amount>, at: Loc, out: &mut Vec<Finding>) {
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

    /// The hand under way judged, and the seats' books carried to the next.
    fn end_hand(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let Some(mut h) = self.hand.take() else { return };
        self.resolve_early(&mut h, None, false, out);
        self.judge(&mut h, at, out);
        let dealt = h.dealt() || h.begun_betting;
        self.doubt_newcomers(&h);
        // The books this hand's players hold (the first 128 positions: a table has a handful
        // of seats), so that the rests below need not look each book's seat up in the hand.
        let mut in_hand = 0u128;
        for (k, p) in h.players.iter().enumerate() {
            // Looked up before inserting: the seat's name is allocated only the first time.
            let at = match self.book.player_position_near(&p.name, p.key(), k) {
                Some(at) => at,
                None => {
                    self.book.push(p.name.as_str(), Book { session_start: Some(p.start), ..Default::default() });
                    self.book.len() - 1
                }
            };
            if let Some(b) = self.book.at_mut(at) {
                b.stack = p.stack;
            }
            if at < 128 {
                in_hand |= 1 << at;
            }
        }
        for (k, (name, b)) in self.book.iter_mut().enumerate() {
            let played = if k < 128 { in_hand & (1 << k) != 0 } else { h.find_seat_near(name, k).is_some() };
            if !b.rested_this_hand && played {
                b.rests = 0;
            }
            b.rested_this_hand = false;
        }
        if dealt && self.starting.is_empty() {
            self.starting = h
                .players
                .iter()
                .filter(|p| !p.hole.is_empty() || p.ante.is_some())
                .map(|p| p.name.as_str().to_owned())
                .collect();
        }
        self.lost_mano(&h);
        if let Some((m, _)) = &h.mano {
            if !(self.last_void && self.last_mano.as_ref() == Some(m))
                && let Some(b) = self.book.seat_position_near(m, 0).and_then(|at| self.book.at_mut(at))
            {
                b.manos += 1;
            }
            self.last_mano = Some(m.clone());
        }
        self.last_void = h.void.is_some();
        self.short_reported = false;
        self.hand_over(&h);
        self.spare = Some(h);
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
            .filter(|s| self.book.get(s).is_some_and(|b| b.manos < 2 && b.stack > Amount::ZERO && !b.doubt))
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

impl Engine for Table<'_> {
    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        if !self.pending.is_empty() {
            out.append(&mut self.pending);
        }
        let at = ev.loc;
        let first = out.len();
        // The clock has something to do only with a timestamp or a line that opens or closes a
        // session or a hand: most lines (a betting action, a card) have none of them, and its
        // look at them cost some twenty instructions a line.
        let clocked = ev.time.is_some()
            || matches!(
                ev.kind,
                EventKind::SessionOpen { .. } | EventKind::SessionClose { .. } | EventKind::Round { .. }
            );
        if clocked {
            self.clock(ev);
        }
        // A line of the hand once the deck is short (PC043): anything but the void and its
        // returns. The hand's state first: a short deck is rare.
        if self.hand.as_ref().is_some_and(|h| h.short_deck.is_some())
            && !matches!(
                ev.kind,
                EventKind::Poker(PokerEvent::Void)
                    | EventKind::Settle { .. }
                    | EventKind::Round { .. }
                    | EventKind::SessionClose { .. }
                    | EventKind::Circulo(CirculoEvent::Discard { .. })
            )
        {
            self.short_deck(at, out);
        }
        match &ev.kind {
            EventKind::Round { .. } => {
                self.end_hand(at, out);
                self.hand = Some(self.new_hand(at));
            }
            EventKind::SessionClose { .. } => self.session_close(at, out),
            EventKind::Limits { params } => {
                if self.hand.as_ref().is_some_and(|h| h.in_play()) && self.emits("PC032") {
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
                        self.max_in_doubt = false;
                        self.check_min_max(p.value.loc);
                    }
                }
                out.append(&mut self.pending);
            }
            EventKind::Bet { seat, bet, amount } => self.bet(*seat, bet, *amount, at, out),
            EventKind::Settle { action, seat, bet, amount } => self.settle(action.value, *seat, bet, *amount, at, out),
            EventKind::Shoe(ShoeEvent::Deal { hand, card, face }) => {
                self.deal(*hand, std::slice::from_ref(card), face.map(|f| f.value), at, out);
            }
            EventKind::Poker(PokerEvent::Fold { hand }) => {
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
        // Only the clock begins a session of option b (a `session open`, a hand past the hour):
        // after any other line there is none to take.
        if clocked && self.fees.take_new_session() {
            self.session_restos();
        }
        if out.len() > first {
            self.cite(&mut out[first..]);
        }
    }

    /// [`Engine::event`] of a line the checker knows to be one of the family's own inside a
    /// round, where `event` would do nothing else: no findings pending, no timestamp (the
    /// clock, option b's session), the deck not short (PC043). Any other goes through `event`.
    /// One frame fewer and none of `event`'s tests: a tenth of the engine's work a line.
    fn circulo_line(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        if ev.time.is_some() || !self.pending.is_empty() || self.hand.as_ref().is_some_and(|h| h.short_deck.is_some()) {
            return self.event(ev, out);
        }
        let at = ev.loc;
        let first = out.len();
        match &ev.kind {
            EventKind::Circulo(c) => self.circulo(c, at, out),
            EventKind::Poker(PokerEvent::Fold { hand }) => self.action(*hand, Action::Fold, at, out),
            // A community card (`deal mesa X up`, a sixth of a sintético's lines) as `event`
            // deals it: it went through `event` too, whose tests and frame cost some sixty
            // instructions a card.
            EventKind::Shoe(ShoeEvent::Deal { hand, card, face }) => {
                self.deal(*hand, std::slice::from_ref(card), face.map(|f| f.value), at, out);
            }
            _ => return self.event(ev, out),
        }
        if out.len() > first {
            self.cite(&mut out[first..]);
        }
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
        if !self.pending.is_empty() {
            out.append(&mut self.pending);
        }
        let at = self.hand.as_ref().map_or_else(Loc::default, |h| h.last_line);
        let first = out.len();
        self.end_hand(at, out);
        self.cite(&mut out[first..]);
        self.session_minutes();
    }

    fn unreadable(&mut self, _at: Loc) {
        self.lost();
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
    /// The rule a finding cites where its code is listed by several and one fits it better
    /// than the first (a finding that named its rule keeps it).
    fn cite(&self, findings: &mut [Finding]) {
        for f in findings.iter_mut().filter(|f| f.rule_hint.is_none()) {
            let better: &[&str] = match f.code {
                "PC009" => &["pc.err.out_of_turn"],
                "PC022" => &["sint.showdown"],
                "PC027" => &["pc.pot", "msint.pot"],
                "PC029" => &["sint.misdeal"],
                "PC031" => &["pc.err.missing_ante"],
                _ => &[],
            };
            f.rule_hint = self.g.rule(better);
        }
    }

    /// The session's clock, from the lines' timestamps and the session's own.
    fn clock(&mut self, ev: &Event<'_>) {
        let stamp = match &ev.kind {
            EventKind::SessionOpen { at } | EventKind::SessionClose { at } => {
                at.map(|w| w.value).or(ev.time.map(|w| w.value))
            }
            _ => ev.time.map(|w| w.value),
        };
        let open = matches!(ev.kind, EventKind::SessionOpen { .. });
        if open {
            self.session_minutes();
        }
        let m = stamp.and_then(minutes_of);
        if let Some(m) = m {
            if self.opened_at.is_none() {
                self.opened_at = Some(m);
            }
            self.last_time = Some(m);
        }
        // Option b's session runs on the hands' clock: from the log's session (or its first
        // timed hand) for an hour, then two more hands.
        let minutes = self.g.spec.take.session_minutes.map_or(60, u64::from);
        let fm = stamp.and_then(|s| minutes_of(s).map(|v| self.fees.minute(s.contains('T'), v)));
        if open {
            self.fees.open(fm);
        } else if matches!(ev.kind, EventKind::Round { .. }) {
            self.fees.hand(minutes);
        }
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
    // Inlined into both ways in (`event` and the checker's own for the family's lines,
    // `circulo_line`): one frame fewer between the line and its action.
    #[inline(always)]
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
                // Read into a plain array (a `SmallVec` collected, then moved, cost some two
                // hundred instructions a deal); the parser lets no more than `MAX` cards on a
                // line, and more would still all be dealt.
                if usize::from(cards.count) > CardRun::MAX {
                    let run: Vec<Sp<CardSeen>> = cards.iter().collect();
                    self.deal(hand, &run, face.map(|f| f.value), at, out);
                    return;
                }
                // Two cards (a hold'em deal; a single card is the shoe's `deal`, not this
                // event): two slots filled for them, not seven (the run holds exactly its
                // `count` cards, so no more would be read into more slots).
                if cards.count <= 2 {
                    let mut run = [Sp { loc: Loc::default(), value: None }; 2];
                    let n = cards.read_into(&mut run);
                    self.deal(hand, run.get(..n).unwrap_or_default(), face.map(|f| f.value), at, out);
                    return;
                }
                let mut run = [Sp { loc: Loc::default(), value: None }; CardRun::MAX];
                let n = cards.read_into(&mut run);
                self.deal(hand, run.get(..n).unwrap_or_default(), face.map(|f| f.value), at, out);
            }
            CirculoEvent::Discard { card } => self.discard(card, at, out),
            CirculoEvent::Check { seat } => self.action(seat, Action::Check, at, out),
            CirculoEvent::Raise { seat, to, allin } => self.action(seat, Action::Raise { to, allin }, at, out),
            CirculoEvent::Call { seat, amount, allin } => self.action(seat, Action::Call { amount, allin }, at, out),
            CirculoEvent::Show { seat, cards } => self.show(seat, Some(&cards), at, out),
            CirculoEvent::Muck { seat } => self.show(seat, None, at, out),
            CirculoEvent::Rebuy { seat, amount } => self.rebuy(seat, amount, at, out),
            CirculoEvent::Lend { from, to, amount } => self.lend(from, to, amount, at, out),
        }
    }
}

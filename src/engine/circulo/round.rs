//! One hand of a círculo table as a state machine: its players (in the order of play), the
//! deal, the betting intervals with their turn pointer, the community cards, the take and the
//! showdown. What can be judged as a line comes is judged on that line ([`super::betting`]: a
//! «paso» after a bet, a call short of the highest total, a raise over the limit;
//! [`super::deal`]: the cards); the hand's money when it ends ([`super::pots`]).

use smallvec::SmallVec;

use super::spec::Order;
use crate::engine::baccarat::money::SeatName;
use crate::finding::Finding;
use crate::log::card::{Card, CardSeen};
use crate::log::event::{Loc, Sp};
use crate::money::Amount;

/// The most hole cards a player is dealt (PHH's Omaha: four).
pub const MAX_HOLE: usize = 4;

/// A player of the hand.
pub struct Player {
    /// Inline (no allocation a player a hand).
    pub name: SeatName,
    /// `name`'s [`seat_key`], set with it: the seat is looked up by it at every line.
    key: u64,
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
            name: SeatName::new(name),
            key: seat_key(name.as_bytes()),
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

    /// This slot made a new player of the hand, in place: a slot keeps its place from hand to
    /// hand (a `stack` line built a player of some hundred bytes and moved it into the vector,
    /// a fifth of a `stack` line's cost). Every field as [`Player::new`] sets it.
    /// `key` is the name's [`seat_key`] (made once for the line's look-ups).
    fn reset(&mut self, name: &str, key: u64, stack: Amount) {
        // The same seat as the slot's last (most hands): compared by its key, not byte by byte.
        if !self.is(key, name) {
            self.name = SeatName::new(name);
            self.key = key;
            self.num = seat_number(name);
        }
        self.stack = stack;
        self.start = stack;
        self.counted = false;
        self.ante = None;
        self.put = Amount::ZERO;
        self.interval = Amount::ZERO;
        self.folded = None;
        self.allin = false;
        self.hole.clear();
        self.shown = None;
        self.mucked = None;
        self.checked = false;
        self.out_of_turn = None;
        self.overcall = Amount::ZERO;
        self.overcall_at = None;
        self.returned = Amount::ZERO;
        self.returned_forced = Amount::ZERO;
        self.paid.clear();
        self.missing_ante_reported = false;
    }

    /// Whether this is the seat `name`, whose [`seat_key`] is `key`: a short name by its key
    /// alone, a longer one (key 0) by its bytes.
    #[inline]
    fn is(&self, key: u64, name: &str) -> bool {
        self.key == key && (key != 0 || self.name == name)
    }

    /// Its name's [`seat_key`] (made when it was seated).
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
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

/// A seat's name of at most seven bytes and its length in one word, 0 for a longer name: two
/// short names are the same exactly when their keys are. The hand's players are looked up by
/// it (the seat of every action, ante and count): one comparison a player, where comparing the
/// names byte by byte cost some twenty instructions.
#[inline]
pub fn seat_key(name: &[u8]) -> u64 {
    // The commonest seat's name, two bytes (`s1`…`s9`), tested first: one comparison before
    // the table of lengths below (an indirect jump).
    if let [a, b] = *name {
        return u64::from(u16::from_le_bytes([a, b])) | (3 << 56);
    }
    // The bytes as one little-endian word, by the name's length (a byte loop cost some twelve
    // instructions a look-up).
    let word = match *name {
        [] => 0,
        [a] => u64::from(a),
        [a, b] => u64::from(u16::from_le_bytes([a, b])),
        [a, b, c] => u64::from(u32::from_le_bytes([a, b, c, 0])),
        [a, b, c, d] => u64::from(u32::from_le_bytes([a, b, c, d])),
        [a, b, c, d, e] => u64::from_le_bytes([a, b, c, d, e, 0, 0, 0]),
        [a, b, c, d, e, f] => u64::from_le_bytes([a, b, c, d, e, f, 0, 0]),
        [a, b, c, d, e, f, g] => u64::from_le_bytes([a, b, c, d, e, f, g, 0]),
        _ => return 0,
    };
    word | ((name.len() as u64 + 1) << 56)
}

/// A seat's number: the digits at the end of its name (`s10` → 10); 0 without any.
pub fn seat_number(name: &str) -> u32 {
    seat_number_of(name.as_bytes())
}

/// [`seat_number`] of a name's bytes (a kept [`SeatName`]'s, not made a `str` again: its UTF-8
/// check cost a third of a `mano` line).
pub fn seat_number_of(name: &[u8]) -> u32 {
    let digits = name.iter().rev().take_while(|b| b.is_ascii_digit()).count();
    // The digits read as `str::parse` reads them (0 for none, and for a number past `u32`),
    // without its general parser (which cost a fifth of a hand's `mano` line).
    let mut n = 0u32;
    for &b in name.get(name.len() - digits..).unwrap_or_default() {
        match n.checked_mul(10).and_then(|n| n.checked_add(u32::from(b - b'0'))) {
            Some(m) => n = m,
            None => return 0,
        }
    }
    n
}

/// The players of a hand, in the order of play: the slots of the hands before stay allocated
/// and are made new players in place ([`Player::reset`]), so that seating a hand's players
/// builds and moves nothing once the first hand has. Read as a slice of the hand's players.
#[derive(Default)]
pub struct Players {
    slots: Vec<Player>,
    len: usize,
    /// A bit for each player's name ([`name_bit`]): a name whose bit is not set is no player's,
    /// which a look-up learns without comparing it with every player's (a `stack` line at a
    /// hand's start looks up a seat not yet in it).
    names: u64,
}

/// A name's bit in [`Players`]' filter: its last byte and its length (the seats of a table,
/// `s1` to `s9`, each have their own).
#[inline]
fn name_bit(name: &[u8]) -> u64 {
    let last = name.last().copied().map_or(0, u32::from);
    1u64 << (last.wrapping_add((name.len() as u32).wrapping_mul(7)) & 63)
}

impl std::ops::Deref for Players {
    type Target = [Player];
    fn deref(&self) -> &[Player] {
        // `len` is never past the slots ([`Players::ready`] makes the slot [`Players::place`]
        // counts); bounded by them all the same, which costs one comparison where `get` and
        // its default cost three at every look at the players.
        &self.slots[..self.len.min(self.slots.len())]
    }
}

impl std::ops::DerefMut for Players {
    fn deref_mut(&mut self) -> &mut [Player] {
        let len = self.len.min(self.slots.len());
        &mut self.slots[..len]
    }
}

impl<'a> IntoIterator for &'a Players {
    type Item = &'a Player;
    type IntoIter = std::slice::Iter<'a, Player>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a> IntoIterator for &'a mut Players {
    type Item = &'a mut Player;
    type IntoIter = std::slice::IterMut<'a, Player>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl Players {
    /// No player; the slots kept for the next hand's.
    fn clear(&mut self) {
        self.len = 0;
        self.names = 0;
    }

    /// Whether `name` may be a player's (if not, it is none's).
    #[inline]
    fn may_hold(&self, name: &[u8]) -> bool {
        self.names & name_bit(name) != 0
    }

    /// The slot after the last player made the new player `name`, not yet placed
    /// ([`Players::place`]), and its seat number: the slot the seat had the hand before keeps
    /// its number where it is the same seat (the seats come back in the same order hand after
    /// hand), so the digits are parsed only for a seat new to it.
    fn ready(&mut self, name: &str, seat: u64, stack: Amount) -> u32 {
        match self.slots.get_mut(self.len) {
            Some(slot) => {
                slot.reset(name, seat, stack);
                slot.num
            }
            None => self.push_new(name, stack),
        }
    }

    /// [`Players::ready`] past the slots kept: a new one. Out of line (a table's first hands
    /// only), so that the player built here is no part of the frame of every seating.
    #[cold]
    #[inline(never)]
    fn push_new(&mut self, name: &str, stack: Amount) -> u32 {
        let p = Player::new(name, stack);
        let num = p.num;
        self.slots.push(p);
        num
    }

    /// The player [`Players::ready`] made (`name`) placed at `at` (at most the number of
    /// players), the ones from there moved one on.
    fn place(&mut self, at: usize, name: &str) {
        if let Some(moved) = self.slots.get_mut(at..=self.len)
            && moved.len() > 1
        {
            moved.rotate_right(1);
        }
        // The name as given (the slot's is the same; read from it, its inline bytes or its
        // allocation were told apart again).
        if at < self.slots.len() {
            self.names |= name_bit(name.as_bytes());
        }
        self.len += 1;
    }
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
    pub players: Players,
    pub mano: Option<(SeatName, Loc)>,
    pub cut: Option<(SeatName, Loc)>,
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
    /// Where the mano was last found ([`Hand::mano_index`]; a hint, never trusted).
    mano_hint: std::cell::Cell<usize>,
    /// Where the next seat looked up by [`super::engine::Table::seat_in`] is tried first: after
    /// the last one (the antes come in the order of play; a hint, never trusted).
    pub seat_hint: usize,
    /// The players' contributions summed as they change ([`Hand::pot`], asked at every raise of
    /// a split or pot limit).
    pub running: RunningPot,
    /// [`Hand::pending_mask`]'s players still betting and dealt in, kept from one ask to the
    /// next while the hand's players and hole cards are the ones it was made of (`betting_of`:
    /// how many of each there were then; players and hole cards are only added to), a fold or
    /// an all in taking its player's bit off ([`Hand::out_of_betting`]: every place that
    /// folds a player or puts him all in calls it). Kept only once hole cards are dealt (before
    /// that an ante or a stake deals a player in), so `(0, 0)` is no mask's.
    betting: u64,
    betting_of: (usize, usize),
}

/// The players' contributions (what each put in, less what was given back) summed as each
/// changes, so that the pot limit's base is read rather than summed over the players at every
/// raise (a pass of some ninety instructions a raise). Every change of a player's `put`,
/// `returned` or `returned_forced` goes through it; a player joins the hand with all three at
/// zero and none leaves it.
#[derive(Default)]
pub struct RunningPot {
    /// Σ (put − returned − returned_forced) over the hand's players, in wrapping arithmetic.
    sum: i64,
    /// Every value those amounts have taken in the hand, or-ed: where none is negative nor past
    /// 2^56, neither is any now, and the wrapping sum is the saturating one.
    bits: i64,
}

impl RunningPot {
    /// A player's `put` gone from `from` to `to`.
    #[inline(always)]
    pub fn put(&mut self, from: Amount, to: Amount) {
        self.sum = self.sum.wrapping_add(to.0.wrapping_sub(from.0));
        self.bits |= to.0;
    }

    /// A player's `returned` or `returned_forced` gone from `from` to `to`.
    #[inline(always)]
    pub fn returned(&mut self, from: Amount, to: Amount) {
        self.sum = self.sum.wrapping_sub(to.0.wrapping_sub(from.0));
        self.bits |= to.0;
    }
}

impl Hand {
    pub fn new(at: Loc) -> Hand {
        Hand { at, iv: Interval { fresh: true, ..Default::default() }, ..Default::default() }
    }

    // Inlined into its callers (the `stack` line's, the showdown's, …): one call fewer a
    // look-up (a small gain, measured: some 0.03 instructions a byte with `mano_index`'s).
    #[inline(always)]
    pub fn find(&self, name: &str) -> Option<usize> {
        self.find_keyed(name, seat_key(name.as_bytes()))
    }

    /// [`Hand::find`] of the seat `name`, whose [`seat_key`] is `key`.
    #[inline]
    pub fn find_keyed(&self, name: &str, key: u64) -> Option<usize> {
        if !self.players.may_hold(name.as_bytes()) {
            return None;
        }
        self.players.iter().position(|p| p.is(key, name))
    }

    /// [`Hand::find`], trying `hint` first (the player whose turn it is: most lines name it).
    /// A name is one player's, so the first found is the one `find` finds. Inlined into its
    /// callers (the action's, the ante's): the call cost some ten instructions a line.
    #[inline(always)]
    pub fn find_near(&self, name: &str, hint: Option<usize>) -> Option<usize> {
        let key = seat_key(name.as_bytes());
        match hint.and_then(|i| self.players.get(i)) {
            Some(p) if p.is(key, name) => hint,
            _ => self.find_keyed(name, key),
        }
    }

    /// The first player at or after `from` (in the order of play, wrapping) still to act in
    /// the interval: [`Hand::next_from`] over the pending mask, read off its bits (a pending
    /// player is always one of the hand's: the mask is made of their indices, and a hand's
    /// players are only added to).
    pub fn next_pending(&self, from: usize) -> Option<usize> {
        let pending = self.iv.pending;
        if from >= 64 || from >= self.players.len() {
            return self.next_from(from, |j| j < 64 && pending & (1 << j) != 0);
        }
        if pending == 0 {
            return None;
        }
        let ahead = pending & (u64::MAX << from);
        Some((if ahead != 0 { ahead } else { pending }).trailing_zeros() as usize)
    }

    /// [`Hand::find_seat`], trying `hint` first.
    pub fn find_seat_near(&self, name: &SeatName, hint: usize) -> Option<usize> {
        match self.players.get(hint) {
            Some(p) if p.name == *name => Some(hint),
            _ => self.find_seat(name),
        }
    }

    pub fn find_seat(&self, name: &SeatName) -> Option<usize> {
        if !self.players.may_hold(name.as_bytes()) {
            return None;
        }
        self.players.iter().position(|p| p.name == *name)
    }

    /// A new hand at `at` in this one's place, keeping the room its vectors took (the engine
    /// keeps one hand for the whole log: a hand's state is moved nowhere and allocated once).
    pub fn reset(&mut self, at: Loc) {
        // Field by field, as [`Hand::new`] leaves each: a whole hand built anew and moved in,
        // with the old one's drop, cost some four hundred instructions a hand. The pattern
        // names every field, so that one added cannot be left out here.
        let Hand {
            at: hand_at,
            players,
            mano,
            cut,
            board,
            turned_since,
            discards,
            seen,
            deal_seq,
            face_up,
            deal_judged,
            void,
            after_void_reported,
            iv,
            intervals,
            prev_bettor,
            prev_opener,
            last_bettor,
            early,
            carried,
            short_deck,
            closed_money,
            closed_returns,
            closed_taken,
            takes,
            showdown,
            showdown_reported,
            first_pay,
            begun_betting,
            last_blind,
            last_line,
            mano_hint,
            seat_hint,
            running,
            betting,
            betting_of,
        } = self;
        *hand_at = at;
        players.clear();
        *mano = None;
        *cut = None;
        board.clear();
        *turned_since = 0;
        *discards = 0;
        *seen = 0;
        deal_seq.clear();
        *face_up = None;
        *deal_judged = false;
        *void = None;
        *after_void_reported = false;
        let mut oot = std::mem::take(&mut iv.oot);
        oot.clear();
        *iv = Interval { fresh: true, oot, ..Default::default() };
        *intervals = 0;
        *prev_bettor = None;
        *prev_opener = None;
        *last_bettor = None;
        *early = None;
        *carried = 0;
        *short_deck = None;
        *closed_money = Amount::ZERO;
        *closed_returns = Amount::ZERO;
        *closed_taken = Amount::ZERO;
        takes.clear();
        showdown.clear();
        *showdown_reported = false;
        *first_pay = None;
        *begun_betting = false;
        *last_blind = None;
        *last_line = Loc::default();
        mano_hint.set(0);
        *seat_hint = 0;
        *running = RunningPot::default();
        *betting = 0;
        *betting_of = (0, 0);
    }

    /// The index of `name`, not yet a player of the hand, added in its place in the order of
    /// play. `seat` is the name's [`seat_key`], made once by the caller.
    pub fn new_player(&mut self, name: &str, seat: u64, order: Order, stack: Amount) -> usize {
        let key = |num: u32| match order {
            Order::Increasing => num,
            Order::Decreasing => u32::MAX - num,
        };
        let k = key(self.players.ready(name, seat, stack));
        // The seats come in the order of play at a hand's start: the last place first.
        let at = match self.players.last() {
            Some(q) if key(q.num) > k => self.players.iter().position(|q| key(q.num) > k).unwrap_or(self.players.len()),
            _ => self.players.len(),
        };
        self.players.place(at, name);
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
        dealt_in(!self.deal_seq.is_empty(), &self.players[i])
    }

    pub fn dealt_in_count(&self) -> usize {
        let dealt = !self.deal_seq.is_empty();
        self.players.iter().filter(|p| dealt_in(dealt, p)).count()
    }

    /// The first player at or after `from` (in the order of play, wrapping) for whom `f`
    /// holds.
    #[inline]
    pub fn next_from(&self, from: usize, f: impl Fn(usize) -> bool) -> Option<usize> {
        let n = self.players.len();
        (0..n).map(|k| (from + k) % n.max(1)).find(|&i| f(i))
    }

    /// The mano's index, tried first where it was last found (an interval's opening asks it:
    /// a look-up through the players at each was a tenth of an opening's cost). Inlined into
    /// its callers: one call fewer.
    #[inline(always)]
    pub fn mano_index(&self) -> Option<usize> {
        let (m, _) = self.mano.as_ref()?;
        let i = self.find_seat_near(m, self.mano_hint.get())?;
        self.mano_hint.set(i);
        Some(i)
    }

    /// Every player's [`Player::contributed`], summed (saturating). Asked at every raise of a
    /// split or pot limit: the sum kept as the amounts change ([`RunningPot`]) is the same where
    /// every amount summed has been at least zero and below 2^56 all hand (no subtraction nor
    /// addition of at most 64 players can then reach the limits); the saturating pass only
    /// otherwise.
    #[inline]
    pub fn pot(&self) -> Amount {
        let walked = || self.players.iter().fold(Amount::ZERO, |s, p| s.saturating_add(p.contributed()));
        if self.running.bits >> 56 == 0 && self.players.len() <= 64 {
            // Every test build checks that no change of a contribution went around the sum.
            debug_assert_eq!(Amount(self.running.sum), walked(), "the running pot missed a change");
            return Amount(self.running.sum);
        }
        walked()
    }

    pub fn take_total(&self) -> Amount {
        self.takes.iter().fold(Amount::ZERO, |s, t| s.saturating_add(t.0))
    }

    pub fn remaining(&self) -> usize {
        let dealt = !self.deal_seq.is_empty();
        self.players.iter().filter(|p| dealt_in(dealt, p) && p.folded.is_none()).count()
    }

    /// The players (by index, the first 64) still betting and dealt in, but `except` (this is
    /// asked at every raise and every interval's opening). Once the hole cards are dealt, the
    /// players are walked only when some were added or dealt to since the last ask (a walk
    /// of some sixty instructions at every raise): the mask kept is the walk's, less the
    /// players folded or all in since ([`Hand::out_of_betting`]).
    #[inline]
    pub fn pending_mask(&mut self, except: Option<usize>) -> u64 {
        let dealt = !self.deal_seq.is_empty();
        let of = (self.players.len(), self.deal_seq.len());
        let m = if dealt && self.betting_of == of {
            // Every test build checks that no fold nor all in went around the mask kept.
            debug_assert_eq!(self.betting, self.betting_walk(dealt), "the players still betting missed a change");
            self.betting
        } else {
            let m = self.betting_walk(dealt);
            if dealt {
                self.betting = m;
                self.betting_of = of;
            }
            m
        };
        match except {
            Some(i) if i < 64 => m & !(1 << i),
            _ => m,
        }
    }

    /// [`Hand::pending_mask`]'s walk: the players' slice walked once, the deal's state read
    /// once.
    #[inline]
    fn betting_walk(&self, dealt: bool) -> u64 {
        let mut m = 0u64;
        // The first 64 as a slice: no count of the iterations besides the slice's end.
        let players: &[Player] = &self.players;
        for (i, p) in players.get(..64).unwrap_or(players).iter().enumerate() {
            if p.active() && dealt_in(dealt, p) {
                m |= 1 << i;
            }
        }
        m
    }

    /// Player `i` was folded or put all in: out of the betting (its bit off the mask kept for
    /// [`Hand::pending_mask`]; a player out of it stays out for the hand).
    #[inline(always)]
    pub fn out_of_betting(&mut self, i: usize) {
        if i < 64 {
            self.betting &= !(1 << i);
        }
    }

    pub fn level(&self) -> bool {
        let dealt = !self.deal_seq.is_empty();
        let high = self.iv.high;
        // The total asked first: at a level close most players have the highest, and it is one
        // comparison where `dealt_in` (the hole's `SmallVec`) and `active` were a dozen a player
        // (the three tests are pure, so the order changes nothing but the cost).
        self.players.iter().all(|p| p.interval == high || !dealt_in(dealt, p) || !p.active())
    }
}

/// [`Hand::dealt_in`] of a player, `dealt` being whether the hand's hole cards were seen being
/// dealt (read once by the callers that walk every player).
#[inline]
fn dealt_in(dealt: bool, p: &Player) -> bool {
    if dealt { !p.hole.is_empty() } else { p.ante.is_some() || p.put > Amount::ZERO }
}

/// A betting action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Check,
    Call { amount: Option<Sp<Amount>>, allin: Option<Loc> },
    Raise { to: Sp<Amount>, allin: Option<Loc> },
    Fold,
}

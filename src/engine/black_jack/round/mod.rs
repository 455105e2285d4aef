//! One Black Jack round as the log tells it: the stakes, the hands of the boxes, the deal, the
//! players' decisions (hit, stand, double, split, insurance, even money) and the dealer's draw,
//! with the findings about its course. What each stake is due and the findings about money are
//! [`super::settle`]'s.
//!
//! After a card out of the deal's order or to a hand the round does not have (BJ006, BJ007) the
//! cards are judged no further (which hand a card belongs to is no longer known) and the money
//! of the round's hands is not judged; after any other fault the round goes on from what the log
//! shows.
//!
//! The cards and the turn are [`deal`]'s; the money decisions (double, split, insurance, even
//! money) are [`decisions`]'s.

use rustc_hash::FxHashMap as HashMap;

use super::BlackJackGame;
use super::cards::{Points, doubled_total};
use crate::catalog::black_jack::DrawnAce;
use crate::engine::settlement_order::PaymentOrder;
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{CardSeen, Rank, show};
use crate::log::event::{Loc, SettleAction};
use crate::money::Amount;
use crate::t;

mod deal;
mod decisions;
mod names;
mod seat;

pub use names::{Dealt, refused_bet_key, stake_ref};
pub(super) use names::{bet_text, hand_name, parse_hand_name};
pub use seat::{Seat, SeatKey};

/// What a stake is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `mano N`: the box's hand (`mano N-K` after a split).
    Mano,
    /// `menor N`, `mayor N` (Valencia 2003).
    Menor,
    Mayor,
    /// `progresivo N` (Valencia 2003): prizes not in the catalogue.
    Progresivo,
    /// `seguro N`: the insurance of the seat's stake on box N.
    Seguro,
}

impl Kind {
    pub fn word(self) -> &'static str {
        match self {
            Kind::Mano => "mano",
            Kind::Menor => "menor",
            Kind::Mayor => "mayor",
            Kind::Progresivo => "progresivo",
            Kind::Seguro => "seguro",
        }
    }
}

/// One seat's stake.
#[derive(Clone, Debug)]
pub struct Stake {
    pub seat: Seat,
    pub kind: Kind,
    /// The box (1 = the dealer's left).
    pub bx: u16,
    /// For `mano`: the split hand's number (0 before any split).
    pub sub: u16,
    /// The whole stake, doubles included.
    pub amount: Amount,
    /// What was staked before any double or split (0 for a split's new stake).
    pub original: Amount,
    pub at: Loc,
    /// Placed after the cards began (BJ035): its money is not judged.
    pub late: bool,
    /// Even money taken here (Valencia 2003).
    pub even_money: Option<Loc>,
    /// The settlements made of it: action, amount, line.
    pub settled: Vec<(SettleAction, Amount, Loc)>,
    /// Settled before its outcome was known: judged no further.
    pub early: bool,
    /// An insurance or even money refused (BJ020, BJ022, or S007 where the article has no even
    /// money: [`REPORTED_BY_CHECKER`]), a side bet on a box without a hand (BJ040), or a
    /// settlement of it reported wrong (BJ023, BJ024): the index of that finding. The stake's
    /// money is judged no further and its settlements are labels on that finding.
    pub refused: Option<usize>,
    /// A double or split of it for another amount than it held (BJ017, BJ019): the index of
    /// that finding. Its later amount findings (and those of the stakes split from it) follow
    /// from the same disputed amount, and are labels on that one.
    pub disputed: Option<usize>,
}

impl Stake {
    /// `mano 3`, `mano 3-1`, `seguro 3`.
    pub fn bet_name(&self) -> String {
        if self.kind == Kind::Mano && self.sub > 0 {
            format!("{} {}-{}", self.kind.word(), self.bx, self.sub)
        } else {
            format!("{} {}", self.kind.word(), self.bx)
        }
    }
}

/// A player hand, named `m3` (`sub` 0), `m3-1` ([`Hand::name`]).
#[derive(Clone, Debug)]
pub struct Hand {
    pub bx: u16,
    pub sub: u16,
    pub cards: Vec<(CardSeen, Loc)>,
    pub points: Points,
    /// The points of its first two cards (for a double).
    pub first_two: Points,
    /// Made by a split: its two-card 21 is not a Black-Jack.
    pub from_split: bool,
    /// One of a pair of aces split: one card only.
    pub split_ace: bool,
    /// Doubled here; then one card only.
    pub doubled: Option<Loc>,
    pub stood: bool,
    /// A card asked for (`hit`) and not yet dealt.
    pub asked: bool,
    /// The card that took it over 21.
    pub bust: Option<Loc>,
    /// BJ009/BJ012 reported on the pending `hit` (its card is not reported again).
    pub hit_reported: bool,
    /// The index in the findings of this hand's first BJ009/BJ010/BJ012: later cards or `hit`s
    /// the hand had no right to are labels on it, not more findings (one fault, one finding; a
    /// log of 5000 `hit`s after a stand is one finding).
    pub fault: Option<usize>,
}

impl Hand {
    fn new(bx: u16, sub: u16) -> Hand {
        Hand {
            bx,
            sub,
            cards: Vec::new(),
            points: Points::default(),
            first_two: Points::default(),
            from_split: false,
            split_ace: false,
            doubled: None,
            stood: false,
            asked: false,
            bust: None,
            hit_reported: false,
            fault: None,
        }
    }

    /// Its name, `m3` or `m3-1`: written only into a finding (a hand is looked up by its
    /// numbers, [`Round::hand_numbered`]), so not kept (every box of every round would make one).
    pub fn name(&self) -> String {
        let mut name = String::new();
        hand_name(&mut name, self.bx, self.sub);
        name
    }

    /// Over: stood, busted, its double's card or a split ace's card dealt.
    pub fn over(&self) -> bool {
        self.stood
            || self.bust.is_some()
            || (self.doubled.is_some() && self.cards.len() >= 3)
            || (self.split_ace && self.cards.len() >= 2)
    }

    /// A Black-Jack: two cards making 21, not from a split.
    pub fn blackjack(&self) -> bool {
        !self.from_split && self.points.two_card_21()
    }

    /// Its final total as the rules count it (a doubled ace 1), `None` when a card was unseen.
    pub fn total(&self, drawn_ace: DrawnAce) -> Option<u8> {
        match (self.doubled, self.cards.get(2)) {
            (Some(_), Some(&(card, _))) if self.cards.len() == 3 => {
                doubled_total(self.first_two, card, drawn_ace == DrawnAce::PlayerChoice)
            }
            _ => self.points.total(),
        }
    }
}

/// Where the round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Stakes, before the first card.
    Betting,
    /// The first deal: the `n`th card of the deal's order is next.
    Deal(usize),
    /// The players' decisions.
    Play,
    /// The dealer draws.
    Dealer,
}

/// Findings reported once per round.
#[derive(Debug, Default)]
pub struct Once {
    pub deal_order: bool,
    pub face_down: bool,
    pub out_of_turn: bool,
    pub dealer_drew: bool,
    pub dealer_short: bool,
    pub settle_order: bool,
    pub early: bool,
}

/// One round.
#[derive(Debug)]
pub struct Round {
    /// Its `round` line.
    pub start: Loc,
    pub stakes: Vec<Stake>,
    pub hands: Vec<Hand>,
    /// Play order: indices into `hands`.
    pub order: Vec<usize>,
    pub dealer: Vec<(CardSeen, Loc)>,
    pub dealer_points: Points,
    pub phase: Phase,
    /// The first deal's order: a hand's index, or `None` for the dealer.
    pub deal_seq: Vec<Option<usize>>,
    pub nomore: Option<Loc>,
    pub first_card: Option<Loc>,
    /// The cards are judged no further (BJ006, BJ007).
    pub broken: bool,
    /// Index into `order` of the hand whose turn it is.
    pub turn: usize,
    /// The first card after the first deal (closes the insurance).
    pub post_deal_card: Option<Loc>,
    /// Splits per box.
    pub splits: HashMap<u16, u8>,
    /// The last split line: the name it named, the hand it split, the new hand; other bettors
    /// of the box follow it with the same name until a card or a decision comes.
    pub last_split: Option<(String, usize, usize)>,
    /// A busted hand whose stakes must be collected before play moves on.
    pub bust_pending: Option<usize>,
    /// The dealer's card that ended the players' turn (his first after the deal): a player's
    /// card or decision after it shows that card came too early (BJ006 points at it).
    pub dealer_turn: Option<Loc>,
    pub once: Once,
    /// Payments right to left (rank: place from the dealer's right).
    pub pay_order: PaymentOrder<Loc>,
    /// Settlements depending on the dealer made before the dealer's hand was over: a dealer's
    /// card after them is BJ030; the round ending with the dealer short, BJ015 alone.
    pub early: Vec<Loc>,
    /// Menor/mayor settled before the box's second card (box, line): BJ030 when that card
    /// comes; nothing more if it never does (the deal's fault is reported on its own).
    pub early_side: Vec<(u16, Loc)>,
    /// BJ013 for a busted hand's stake (its index) not collected before play moved on: reported
    /// when it is collected late; a stake never collected is BJ026 alone.
    pub late_bust: Vec<(usize, Finding)>,
    pub limits_checked: bool,
    /// Each box's first two cards (menor o mayor de 13), where the article has that bet.
    pub box_pairs: HashMap<u16, [CardSeen; 2]>,
    /// Findings reported once per round and key (the code and the seat or line it is about):
    /// the index of the first in the findings, on which a repeat becomes a label.
    pub reported: HashMap<(&'static str, String), usize>,
    /// The index of the round's first BJ035 (a late stake): cards to a box only a late stake
    /// opened are labels on it, not BJ007.
    pub late_stake: Option<usize>,
    /// `stakes` by seat, once the round has [`INDEX_FROM`] stakes: every stake and settlement
    /// line looks one up, and a scan of the round's stakes would make a round of many stakes
    /// quadratic; below that a scan is cheaper than hashing the seat.
    by_seat: HashMap<SeatKey, Vec<usize>>,
    /// The boxes a `vacant N` line says nobody sits in front of.
    pub vacant: Vec<u16>,
    /// A double or split decided by a seat not controlling the box, until the controller's
    /// line follows or something else happens (BJ039).
    pub control_pending: Option<super::control::PendingControl>,
    /// The buffers of the last rounds' hands and stakes (cards, settlements, the split hands'
    /// names), emptied, for this round's to take ([`Round::recycled_settled`], [`Round::new_hand`]):
    /// a session's rounds then make no allocation per hand or stake (the allocator was the largest cost of a check).
    pool: Pool,
}

/// [`Stake::refused`] by a finding of the checker's (S007: an `evenmoney` line where the
/// article has no even money), not among the engine's: the stake's settlements are taken
/// silently, the line already reported.
pub const REPORTED_BY_CHECKER: usize = usize::MAX;

/// The key in [`Round::reported`] of the round's BJ014 (the dealer dealt a card with his hand
/// over): the settlements against the dealer's hand that follow it are labels on it.
pub const DEALER_DREW: (&str, String) = ("BJ014", String::new());

/// Emptied buffers of ended rounds' hands and stakes, kept for the next rounds'.
#[derive(Debug, Default)]
struct Pool {
    strings: Vec<String>,
    cards: Vec<Vec<(CardSeen, Loc)>>,
    settled: Vec<Vec<(SettleAction, Amount, Loc)>>,
}

impl Pool {
    fn keep_string(&mut self, mut s: String) {
        if self.strings.len() < POOL_MAX {
            s.clear();
            self.strings.push(s);
        }
    }
}

/// The most buffers of each kind the pool keeps: as many as the largest ordinary round needs;
/// a round of thousands of stakes (a log no table writes) does not keep its buffers for ever.
const POOL_MAX: usize = 256;

/// The number of stakes from which a round looks its stakes up by seat rather than scanning.
const INDEX_FROM: usize = 32;

/// The most seats `by_seat` keeps from round to round (their stake lists emptied): past it,
/// a log of ever new seat names would grow it, so it starts afresh.
const SEATS_KEPT: usize = 256;

/// The most hands a round may make by splitting: past it a log is not a table's (each split
/// is a line and a card), and the round's cards are judged no further rather than slowly.
pub const MAX_HANDS: usize = 512;

/// The most labels a repeated fault adds to its finding: past them the repeats are not shown
/// (a log of thousands of repeats stays one readable finding).
pub const REPEAT_LABELS: usize = 8;

/// A repeat of the fault reported as finding `i`: a label on it (up to [`REPEAT_LABELS`]).
pub fn repeat(out: &mut [Finding], i: usize, at: Loc, text: Text) {
    if let Some(f) = out.get_mut(i)
        && f.secondary.len() < REPEAT_LABELS
    {
        f.secondary.push(Label::new(at, text));
    }
}

impl Round {
    /// Pushes `f` unless a finding of the same `key` was already made this round; then it is
    /// a label on that one (floods: one finding per round and key).
    /// Returns the index of the finding (the first of its key).
    pub fn report_once(&mut self, key: (&'static str, String), f: Finding, out: &mut Vec<Finding>) -> usize {
        match self.reported.get(&key) {
            Some(&i) => {
                repeat(out, i, f.primary.loc, t!("bj-same-again"));
                i
            }
            None => {
                self.reported.insert(key, out.len());
                out.push(f);
                out.len() - 1
            }
        }
    }
}

impl Round {
    pub fn new(start: Loc) -> Round {
        Round {
            start,
            stakes: Vec::new(),
            hands: Vec::new(),
            order: Vec::new(),
            dealer: Vec::new(),
            dealer_points: Points::default(),
            phase: Phase::Betting,
            deal_seq: Vec::new(),
            nomore: None,
            first_card: None,
            broken: false,
            turn: 0,
            post_deal_card: None,
            splits: HashMap::default(),
            last_split: None,
            bust_pending: None,
            dealer_turn: None,
            once: Once::default(),
            pay_order: PaymentOrder::default(),
            early: Vec::new(),
            early_side: Vec::new(),
            late_bust: Vec::new(),
            limits_checked: false,
            box_pairs: HashMap::default(),
            reported: HashMap::default(),
            late_stake: None,
            by_seat: HashMap::default(),
            vacant: Vec::new(),
            control_pending: None,
            pool: Pool::default(),
        }
    }

    /// A new round at `start` in this ended round's buffers: every field as [`Round::new`] sets
    /// it, the collections emptied but their capacity kept, so that a session's rounds do not
    /// allocate and grow them afresh (the allocator was the largest cost of a check). Reset in
    /// place, field by field (the pattern names every field, so that a new one cannot be
    /// forgotten): building a [`Round::new`] and moving it in cost as much again (a round is
    /// large).
    pub fn renew(&mut self, start: Loc) {
        /// Empties a map if it holds anything (clearing an empty one still walks its table).
        fn empty<K, V>(m: &mut HashMap<K, V>) {
            if !m.is_empty() {
                m.clear();
            }
        }
        let Round {
            start: r_start,
            stakes,
            hands,
            order,
            dealer,
            dealer_points,
            phase,
            deal_seq,
            nomore,
            first_card,
            broken,
            turn,
            post_deal_card,
            splits,
            last_split,
            bust_pending,
            dealer_turn,
            once,
            pay_order,
            early,
            early_side,
            late_bust,
            limits_checked,
            box_pairs,
            reported,
            late_stake,
            by_seat,
            vacant,
            control_pending,
            pool,
        } = self;
        // The hands' and stakes' own buffers go to the pool before their vectors are emptied.
        for h in hands.drain(..) {
            if pool.cards.len() < POOL_MAX {
                let mut c = h.cards;
                c.clear();
                pool.cards.push(c);
            }
        }
        for s in stakes.drain(..) {
            if pool.settled.len() < POOL_MAX {
                let mut v = s.settled;
                v.clear();
                pool.settled.push(v);
            }
        }
        if let Some((name, _, _)) = last_split.take() {
            pool.keep_string(name);
        }
        *r_start = start;
        order.clear();
        dealer.clear();
        *dealer_points = Points::default();
        *phase = Phase::Betting;
        deal_seq.clear();
        *nomore = None;
        *first_card = None;
        *broken = false;
        *turn = 0;
        *post_deal_card = None;
        empty(splits);
        *bust_pending = None;
        *dealer_turn = None;
        *once = Once::default();
        *pay_order = PaymentOrder::default();
        early.clear();
        early_side.clear();
        late_bust.clear();
        *limits_checked = false;
        empty(box_pairs);
        empty(reported);
        *late_stake = None;
        // The seats stay as keys (a session's seats are few and come back round after round),
        // their stake lists emptied: looking a seat up then allocates nothing.
        if by_seat.len() > SEATS_KEPT {
            by_seat.clear();
        } else {
            by_seat.values_mut().for_each(Vec::clear);
        }
        vacant.clear();
        *control_pending = None;
    }

    /// A `String` holding `text`, its buffer from the pool when it has one.
    pub fn recycled(&mut self, text: &str) -> String {
        let mut s = self.pool.strings.pop().unwrap_or_default();
        s.push_str(text);
        s
    }

    /// An empty list of settlements for a new stake, from the pool when it has one.
    pub fn recycled_settled(&mut self) -> Vec<(SettleAction, Amount, Loc)> {
        self.pool.settled.pop().unwrap_or_default()
    }

    /// A new hand, its cards in a buffer from the pool.
    pub fn new_hand(&mut self, bx: u16, sub: u16) -> Hand {
        let mut h = Hand::new(bx, sub);
        h.cards = self.pool.cards.pop().unwrap_or_default();
        h
    }

    /// The hand numbered `bx`, `sub` (a hand's name is [`hand_name`] of these, read once by the
    /// line's handler so that hands are compared by number, not byte by byte), trying first hand
    /// `likely` (the one whose card or turn it is: nearly always the one named), then the others.
    /// A box and split number name one hand only, so the answer is the same.
    #[inline]
    pub fn hand_numbered(&self, bx: u16, sub: u16, likely: Option<usize>) -> Option<usize> {
        let is = |h: &Hand| h.bx == bx && h.sub == sub;
        if let Some(i) = likely
            && self.hands.get(i).is_some_and(is)
        {
            return Some(i);
        }
        self.hands.iter().position(is)
    }

    /// The hand numbered `bx`, `sub` that a decision names: tried first the hand in turn and
    /// the next in the play order (half the decisions move play on to it), then the others.
    /// A box and split number name one hand only, so the answer is the same.
    #[inline]
    pub fn hand_in_play(&self, bx: u16, sub: u16) -> Option<usize> {
        let is = |h: &Hand| h.bx == bx && h.sub == sub;
        for k in [self.turn, self.turn + 1] {
            if let Some(&i) = self.order.get(k)
                && self.hands.get(i).is_some_and(is)
            {
                return Some(i);
            }
        }
        self.hands.iter().position(is)
    }

    /// The stake of `seat` on `kind` at box `bx` (split hand `sub`).
    pub fn stake(&self, seat: &str, kind: Kind, bx: u16, sub: u16) -> Option<usize> {
        self.stake_by_key(Seat::key_of(seat), seat, kind, bx, sub)
    }

    /// [`Self::stake`], the seat's word already made ([`Seat::key_of`]): the numbers compared
    /// first (most stakes of a round differ there), then the seat as one word.
    /// Inlined, the index's path apart: every stake and settlement line comes here.
    #[inline]
    pub fn stake_by_key(&self, key: SeatKey, seat: &str, kind: Kind, bx: u16, sub: u16) -> Option<usize> {
        debug_assert!(key == Seat::key_of(seat), "`key` is the seat's");
        if self.stakes.len() >= INDEX_FROM {
            return self.stake_indexed(key, seat, kind, bx, sub);
        }
        self.stakes.iter().position(|s| s.bx == bx && s.sub == sub && s.kind == kind && s.seat.is(key, seat))
    }

    /// [`Self::stake_by_key`] in a round of many stakes: through `by_seat`.
    #[inline(never)]
    fn stake_indexed(&self, key: SeatKey, seat: &str, kind: Kind, bx: u16, sub: u16) -> Option<usize> {
        let found = |s: &Stake| s.bx == bx && s.sub == sub && s.kind == kind && s.seat.is(key, seat);
        self.by_seat.get(&key)?.iter().copied().find(|&i| found(&self.stakes[i]))
    }

    /// Adds a stake; its index. Inlined: the stake is then written in place, not built and
    /// copied (a bet line makes one).
    #[inline]
    pub fn push_stake(&mut self, stake: Stake) -> usize {
        let i = self.stakes.len();
        self.stakes.push(stake);
        if self.stakes.len() >= INDEX_FROM {
            self.index_stake(i);
        }
        i
    }

    /// Stake `i`, of a round with [`INDEX_FROM`] stakes or more, into `by_seat` (with every
    /// stake before it when the index starts).
    #[inline(never)]
    fn index_stake(&mut self, i: usize) {
        let from = if self.stakes.len() == INDEX_FROM { 0 } else { i };
        for k in from..=i {
            self.by_seat.entry(self.stakes[k].seat.key()).or_default().push(k);
        }
    }

    /// A stake a line names that the log never placed (its `bet` line may be what is missing):
    /// reported once by the caller, then taken as placed, unjudged, so that the lines that
    /// follow about it are not findings of their own.
    pub fn phantom(&mut self, seat: &str, kind: Kind, bx: u16, sub: u16, amount: Amount, at: Loc) -> usize {
        let seat = Seat::new(seat);
        let settled = self.recycled_settled();
        self.push_stake(Stake {
            seat,
            kind,
            bx,
            sub,
            amount,
            original: amount,
            at,
            late: true,
            even_money: None,
            early: false,
            refused: None,
            disputed: None,
            settled,
        })
    }

    /// The `mano` stakes on hand `h`.
    pub fn stakes_on(&self, h: usize) -> impl Iterator<Item = usize> + '_ {
        let (bx, sub) = self.hands.get(h).map_or((0, u16::MAX), |x| (x.bx, x.sub));
        (0..self.stakes.len()).filter(move |&i| {
            let s = &self.stakes[i];
            s.kind == Kind::Mano && s.bx == bx && s.sub == sub
        })
    }

    /// The dealer's hand is over: 17 or more (a soft 17 unless the article hits it), or bust.
    pub fn dealer_over(&self, g: &BlackJackGame) -> bool {
        let p = self.dealer_points;
        match p.total() {
            None => false,
            Some(t) => {
                p.bust()
                    || t > g.spec.dealer.stands_on
                    || (t == g.spec.dealer.stands_on && !(g.spec.dealer.hit_soft_17 && p.soft() && t == 17))
            }
        }
    }

    /// The dealer has a Black-Jack (known from the second card).
    pub fn dealer_blackjack(&self) -> bool {
        self.dealer_points.two_card_21()
    }

    /// Every player hand busted (Valencia 2003's exemption).
    pub fn all_busted(&self) -> bool {
        !self.hands.is_empty() && self.hands.iter().all(|h| h.bust.is_some())
    }

    /// The dealer's first card is an ace.
    pub fn dealer_ace(&self) -> bool {
        matches!(self.dealer.first(), Some((Some(c), _)) if c.rank == Rank::Ace)
    }

    /// The boxes with a `mano` stake placed before the cards, ascending (for the limits, when
    /// the article asks something per box; the deal reads `box_bits`).
    pub(crate) fn boxes(&self) -> smallvec::SmallVec<[u16; 16]> {
        let Some(mut bits) = self.box_bits() else {
            let mut v: smallvec::SmallVec<[u16; 16]> = self.placed().collect();
            v.sort_unstable();
            v.dedup();
            return v;
        };
        let mut v = smallvec::SmallVec::new();
        while let Some(bx) = next_box(&mut bits) {
            v.push(bx);
        }
        v
    }

    /// The boxes of the `mano` stakes placed before the cards, with repeats.
    fn placed(&self) -> impl Iterator<Item = u16> + '_ {
        self.stakes.iter().filter(|s| s.kind == Kind::Mano && !s.late).map(|s| s.bx)
    }

    /// [`Self::boxes`] as a set of bits (box N: bit N), read in order rather than sorted: a
    /// stake placed before the cards is on a box of the table (at most 9; one past it is late,
    /// BJ034). `None` when a box is past 63 (a log no table writes).
    fn box_bits(&self) -> Option<u64> {
        let mut bits: u64 = 0;
        for bx in self.placed() {
            bits |= 1u64.checked_shl(u32::from(bx))?;
        }
        Some(bits)
    }

    /// [`Self::box_bits`], and the most `mano` stakes placed before the cards on any one box
    /// (saturating): what the limits on a box ask of nearly every round, in one walk of the
    /// stakes. `None` when a box is past 63.
    pub(crate) fn box_tally(&self) -> Option<(u64, u8)> {
        let (mut bits, mut most) = (0u64, 0u8);
        let mut counts = [0u8; 64];
        for bx in self.placed() {
            let count = counts.get_mut(usize::from(bx))?;
            *count = count.saturating_add(1);
            most = most.max(*count);
            bits |= 1u64 << bx;
        }
        Some((bits, most))
    }

    /// At the first card: the boxes' hands, the play order and the deal's order.
    pub fn open_deal(&mut self) {
        // Once a round: the boxes read off their bits one by one, without building the list.
        match self.box_bits() {
            Some(mut bits) => {
                while let Some(bx) = next_box(&mut bits) {
                    let h = self.new_hand(bx, 0);
                    self.hands.push(h);
                }
            }
            None => {
                for bx in self.boxes() {
                    let h = self.new_hand(bx, 0);
                    self.hands.push(h);
                }
            }
        }
        // Filled in place: the vectors keep the capacity of the rounds before.
        let n = self.hands.len();
        self.order.clear();
        self.order.extend(0..n);
        self.deal_seq.clear();
        self.deal_seq.extend((0..n).map(Some));
        self.deal_seq.push(None);
        self.deal_seq.extend((0..n).map(Some));
        self.phase = Phase::Deal(0);
    }
}

/// The lowest box of a set of bits ([`Round::box_bits`]), taken out of it.
fn next_box(bits: &mut u64) -> Option<u16> {
    if *bits == 0 {
        return None;
    }
    // Below 64: the conversion cannot fail.
    let bx = u16::try_from(bits.trailing_zeros()).unwrap_or(u16::MAX);
    *bits &= *bits - 1;
    Some(bx)
}

/// Context a round's handlers need from the engine.
pub struct Ctx<'g> {
    pub g: &'g BlackJackGame,
}

/// `9, 10, 11`.
pub(super) fn list(v: &[u8]) -> String {
    v.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

/// A hand's cards, `9c 2s`.
fn cards_text(x: &Hand) -> String {
    x.cards.iter().map(|c| show(c.0)).collect::<Vec<_>>().join(" ")
}

//! Typed events of the table-log format (`.mesa`, version 1), each keeping where it came from.
//!
//! Events borrow their text from the line they were parsed from, so parsing allocates nothing
//! per line; an engine copies out what it must keep across lines.

use serde::Serialize;

use crate::money::Amount;

mod baccarat;
mod bingo;
mod black_jack;
mod circulo;
mod dice;
mod monte;
mod poker;
mod shoe;
mod treinta;
mod wheel;

pub use baccarat::{BaccaratEvent, OutcomePart, OutcomeParts};
pub use bingo::{Announcement, Balls, BingoEvent, CardRef, CardRow, Combination, JackpotPair};
pub use black_jack::BlackJackEvent;
pub use circulo::{CardRun, CirculoEvent};
pub use dice::{DiceChange, DiceEvent, ShooterReason};
pub use monte::{DeckEnd, MonteEvent, MontePhase, Pos};
pub use poker::PokerEvent;
pub use shoe::ShoeEvent;
pub use treinta::TreintaEvent;
pub use wheel::{Direction, WheelEvent, ZeroChoice};

/// Where something sits in a log file: absolute byte offset and length, plus the 1-based line
/// and the 1-based column (in bytes) for reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Loc {
    pub line: u32,
    pub col: u32,
    pub offset: u64,
    pub len: u32,
}

impl Loc {
    /// The smallest location covering both (they must be on the same line).
    pub fn join(self, other: Loc) -> Loc {
        let start = self.offset.min(other.offset);
        let end = (self.offset + u64::from(self.len)).max(other.offset + u64::from(other.len));
        let first = if self.offset <= other.offset { self } else { other };
        Loc { line: first.line, col: first.col, offset: start, len: (end - start) as u32 }
    }
}

/// A value with its location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sp<T> {
    pub loc: Loc,
    pub value: T,
}

/// A bare word of the log (seat, bet kind, catalogue id, …) with its location.
pub type Word<'a> = Sp<&'a str>;

/// A bet's target: up to [`Numbers::MAX`] numbers written `17`, `0-2-3` or `1-2-4-5`. Kept
/// inline (and `Copy`) so a bet costs no allocation and keys the engines' lookups cheaply.
///
/// Six is the largest target of any bet of the catalogues' games (roulette's seisena; the
/// American five-number bet has five, craps' horn four), so it bounds a *bet*, not the format:
/// a family whose lines list more numbers (a bingo card's fifteen) gives them a type of its
/// own in its events module ([`WheelEvent`] and the others show how), not a longer `Numbers`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Numbers {
    len: u8,
    /// Zero past `len` (so that equal sets compare and hash equal).
    items: [u16; Numbers::MAX],
}

impl std::hash::Hash for Numbers {
    /// As two words, not field by field: it keys the engines' per-line lookups.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // Six numbers of 16 bits and the length fit two words (a larger `MAX` does not build).
        let [a, b, c, d, e, f] = self.items.map(u64::from);
        state.write_u64(a | b << 16 | c << 32 | d << 48);
        state.write_u64(e | f << 16 | u64::from(self.len) << 32);
    }
}

impl Numbers {
    pub const MAX: usize = 6;

    /// `None` when more than [`Numbers::MAX`] numbers are given.
    pub fn from_slice(nums: &[u16]) -> Option<Numbers> {
        if nums.len() > Self::MAX {
            return None;
        }
        let mut items = [0u16; Self::MAX];
        items[..nums.len()].copy_from_slice(nums);
        Some(Numbers { len: nums.len() as u8, items })
    }

    /// One number: a bet's commonest target, built without a list to check.
    #[inline(always)]
    pub fn one(n: u16) -> Numbers {
        Numbers { len: 1, items: [n, 0, 0, 0, 0, 0] }
    }

    /// The first `len` of `items`, which the caller wrote and left zero past `len` (as the
    /// parser's fast path does: it writes only the numbers it reads); `None` when `len` is over
    /// [`Numbers::MAX`]. [`Numbers::from_array`] without its check of the tail, which cost the
    /// fast path some thirty instructions per bet line.
    #[inline(always)]
    pub fn from_filled(items: [u16; Self::MAX], len: usize) -> Option<Numbers> {
        debug_assert!(items.get(len..).is_some_and(|tail| tail.iter().all(|&n| n == 0)));
        (len <= Self::MAX).then_some(Numbers { len: len as u8, items })
    }

    /// The first `len` of `items`, which must be zero past `len` (as a parser fills them);
    /// `None` when `len` is over [`Numbers::MAX`] or a number past `len` is not zero. Saves the
    /// copy of [`Numbers::from_slice`] on the parser's fast path.
    #[inline]
    pub fn from_array(items: [u16; Self::MAX], len: usize) -> Option<Numbers> {
        let tail = items.get(len..)?;
        if tail.iter().any(|&n| n != 0) {
            return None;
        }
        Some(Numbers { len: len as u8, items })
    }

    pub fn as_slice(&self) -> &[u16] {
        &self.items[..usize::from(self.len)]
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The same numbers in ascending order (the identity of a bet's target does not depend on
    /// the order the log wrote them in).
    pub fn sorted(mut self) -> Numbers {
        let items = &mut self.items[..usize::from(self.len)];
        // Logs nearly always write them in order already.
        if !items.is_sorted() {
            items.sort_unstable();
        }
        self
    }
}

impl std::fmt::Display for Numbers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, n) in self.as_slice().iter().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{n}")?;
        }
        Ok(())
    }
}

/// What a bet is on: `pleno 17`, `rojo`, `prison rojo`, `vecinos`, `dos-docenas 1-2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BetRef<'a> {
    /// `true` for a bet held in prisión (written with the word `prison` before the kind); only
    /// settlement and choice lines use it.
    pub prison: bool,
    pub kind: Word<'a>,
    pub target: Option<Sp<Numbers>>,
    /// From the first word of the reference to its last.
    pub loc: Loc,
}

/// Money moving at settlement. Every chip of a bet ends either with the player (`pay` adds
/// winnings, `return` and `release` give stake back) or with the bank (`collect`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SettleAction {
    /// `collect`: the bank takes a losing stake (or the part of it the rules give the bank).
    Collect,
    /// `pay`: winnings paid to the player, who keeps the stake.
    Pay,
    /// `return`: stake handed back (half on zero, forced refund, withdrawal).
    Return,
    /// `release`: a bet in prisión freed, without winnings.
    Release,
}

impl SettleAction {
    pub fn as_str(self) -> &'static str {
        match self {
            SettleAction::Collect => "collect",
            SettleAction::Pay => "pay",
            SettleAction::Return => "return",
            SettleAction::Release => "release",
        }
    }
}

/// One `key=value` of a header or limits line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Param<'a> {
    pub key: Word<'a>,
    pub value: Word<'a>,
}

/// The `table` line: which table, which catalogue article, and the authorised parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableHeader<'a> {
    pub id: Word<'a>,
    /// Every `key=value` in the order written (`catalog=`, `min=`, `panos=`, `scale=`,
    /// `currency=`, …). The checker validates them against the catalogue.
    pub params: Vec<Param<'a>>,
}

impl<'a> TableHeader<'a> {
    pub fn get(&self, key: &str) -> Option<&Param<'a>> {
        self.params.iter().find(|p| p.key.value == key)
    }
}

/// What one line of the log says happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventKind<'a> {
    /// `mesa-log 1`: must be the first event of a file.
    Format { version: Sp<u32> },
    /// `table RF-03 catalog=estado-1979/ruleta-francesa min=5 panos=2 scale=alta currency=EUR`
    Table(TableHeader<'a>),
    /// `session open [2026-11-20T20:00]`
    SessionOpen { at: Option<Word<'a>> },
    /// `session close [2026-11-21T04:00]`
    SessionClose { at: Option<Word<'a>> },
    /// `limits min=10 [scale=alta]`: the table's limits changed during the session.
    Limits { params: Vec<Param<'a>> },
    /// `round 12`: a new coup begins.
    Round { number: Sp<u64> },
    /// `bet s3 pleno 17 10`: a stake placed (or accepted) on the cloth.
    Bet { seat: Word<'a>, bet: BetRef<'a>, amount: Sp<Amount> },
    /// `nomore`: «no va más».
    NoMoreBets,
    /// `collect|pay|return|release s3 pleno 17 350`
    Settle { action: Sp<SettleAction>, seat: Word<'a>, bet: BetRef<'a>, amount: Sp<Amount> },
    /// `insure p1 mano 3 50`: the seat insures its bet (`bet`) with `amount` — Black Jack's
    /// insurance against the dealer's Black-Jack, treinta y cuarenta's 1 % against the refait.
    /// Stake-shaped like `bet`, but only the games with an insurance accept it.
    Insure { seat: Word<'a>, bet: BetRef<'a>, amount: Sp<Amount> },

    // ---- the families' own events: each family's module says what they are ------------------
    /// A wheel's result and what goes with it (the roulette family).
    Wheel(WheelEvent<'a>),
    /// The French-deck card shoe: every card game's.
    Shoe(ShoeEvent<'a>),
    /// The baccarat family's coup: who holds the shoe and the hands, the result, the bank.
    Baccarat(BaccaratEvent<'a>),
    /// Black Jack's decisions on a hand: hit, stand, double, split, even money.
    BlackJack(BlackJackEvent<'a>),
    /// Treinta y cuarenta's announcement of the rows' points.
    Treinta(TreintaEvent),
    /// Craps: the roll, the shooter, the point's plaque, the dice, a bet taken down.
    Dice(DiceEvent<'a>),
    /// Bingo's cards, sale, announcements, balls and claims.
    Bingo(BingoEvent<'a>),
    /// Poker's decisions, the bank's reveal, a consent, a round annulled.
    Poker(PokerEvent<'a>),
    /// Póquer de círculo's and sintético's stacks, the mano, each betting action, the showdown.
    Circulo(CirculoEvent<'a>),
    /// Monte o banca's deck, layout, betting windows, draws, the losing card and the commission.
    Monte(MonteEvent<'a>),
}

impl EventKind<'_> {
    /// The keywords of the events that belong to no family, in the order the documentation
    /// lists them (each family's are its event type's `KEYWORDS`).
    pub const KEYWORDS: [&'static str; 12] = [
        "mesa-log", "table", "session", "limits", "round", "bet", "nomore", "collect", "pay", "return", "release",
        "insure",
    ];

    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            EventKind::Format { .. } => "mesa-log",
            EventKind::Table(_) => "table",
            EventKind::SessionOpen { .. } => "session open",
            EventKind::SessionClose { .. } => "session close",
            EventKind::Limits { .. } => "limits",
            EventKind::Round { .. } => "round",
            EventKind::Bet { .. } => "bet",
            EventKind::NoMoreBets => "nomore",
            EventKind::Settle { action, .. } => action.value.as_str(),
            EventKind::Insure { .. } => "insure",
            EventKind::Wheel(e) => e.keyword(),
            EventKind::Shoe(e) => e.keyword(),
            EventKind::Baccarat(e) => e.keyword(),
            EventKind::BlackJack(e) => e.keyword(),
            EventKind::Treinta(e) => e.keyword(),
            EventKind::Dice(e) => e.keyword(),
            EventKind::Bingo(e) => e.keyword(),
            EventKind::Poker(e) => e.keyword(),
            EventKind::Circulo(e) => e.keyword(),
            EventKind::Monte(e) => e.keyword(),
        }
    }

    /// Events of the table rather than of a coup: inside the session, but not necessarily
    /// inside a round (a change of limits, a new shoe, who holds it, a player's colour chips).
    pub fn between_rounds(&self) -> bool {
        match self {
            EventKind::Limits { .. } => true,
            EventKind::Wheel(e) => e.between_rounds(),
            EventKind::Shoe(e) => e.between_rounds(),
            EventKind::Baccarat(e) => e.between_rounds(),
            EventKind::Dice(e) => e.between_rounds(),
            EventKind::Bingo(e) => e.between_rounds(),
            EventKind::Circulo(e) => e.between_rounds(),
            _ => false,
        }
    }

    /// Events of a round's staking, like a bet (chemin de fer's `bank`): after a round is over,
    /// one begins the next round.
    #[inline]
    pub fn stakes_a_round(&self) -> bool {
        match self {
            EventKind::Bet { .. } | EventKind::NoMoreBets => true,
            EventKind::Baccarat(e) => e.stakes_a_round(),
            EventKind::Bingo(e) => e.stakes_a_round(),
            EventKind::Poker(e) => e.stakes_a_round(),
            _ => false,
        }
    }

    /// Money a player adds to the cloth after the round's bets (an insurance, Black Jack's
    /// doubles and splits): the study's ledger counts it as staked.
    #[inline]
    pub fn stake_added(&self) -> Option<Amount> {
        match self {
            EventKind::Insure { amount, .. } => Some(amount.value),
            EventKind::BlackJack(e) => e.stake_added(),
            EventKind::Poker(e) => e.stake_added(),
            _ => None,
        }
    }

    /// Money the house deducts from a player's winnings for itself (chemin de fer's
    /// `cagnotte`): the study's ledger counts it apart.
    #[inline]
    pub fn house_deduction(&self) -> Option<Amount> {
        match self {
            EventKind::Baccarat(e) => e.house_deduction(),
            _ => None,
        }
    }

    /// The events every game of the format has: a round, its bets, `nomore` and its
    /// settlements. They belong to no family, so no game needs to accept them (`Game::accepts`),
    /// and the checker does not ask (a dynamic call per event cost punto y banca about half an
    /// instruction per byte of log).
    #[inline]
    pub fn common_to_every_game(&self) -> bool {
        matches!(self, Self::Round { .. } | Self::Bet { .. } | Self::NoMoreBets | Self::Settle { .. })
    }

    /// The event holds no memory of its own (every kind but the header's and the limits'
    /// parameter lists and baccarat's lists), so that forgetting it frees nothing: the reading
    /// loop forgets such events rather than calling their drop glue, a call per line. Checked
    /// at compile time below, so that a list added to one of these kinds cannot leak.
    #[inline(always)]
    pub fn owns_nothing(&self) -> bool {
        matches!(
            self,
            Self::Round { .. }
                | Self::Bet { .. }
                | Self::NoMoreBets
                | Self::Settle { .. }
                | Self::Insure { .. }
                | Self::Shoe(_)
                | Self::BlackJack(_)
                | Self::Wheel(_)
                | Self::Dice(_)
                | Self::Treinta(_)
                | Self::Bingo(_)
                | Self::Poker(_)
                | Self::Circulo(_)
                | Self::Monte(_)
        )
    }

    /// The lines that frame every log, whatever its game: the format and table lines, the
    /// session's opening and closing, a change of limits. The checker handles them; no family
    /// needs to accept them.
    #[inline]
    pub fn frames_every_log(&self) -> bool {
        matches!(
            self,
            Self::Format { .. }
                | Self::Table(_)
                | Self::SessionOpen { .. }
                | Self::SessionClose { .. }
                | Self::Limits { .. }
        )
    }
}

/// One event: what happened, where it is written, and when (if the log says).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event<'a> {
    /// The event's text on its line, without indentation or trailing comment.
    pub loc: Loc,
    /// Optional leading timestamp (`20:01:05` or `2026-11-20T20:01:05`).
    pub time: Option<Word<'a>>,
    pub kind: EventKind<'a>,
}

impl Event<'_> {
    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        self.kind.keyword()
    }
}

// What `EventKind::owns_nothing` relies on: none of the kinds it names holds anything to drop.
const _: () = {
    use std::mem::needs_drop;
    assert!(
        !needs_drop::<Sp<Amount>>()
            && !needs_drop::<Word<'static>>()
            && !needs_drop::<BetRef<'static>>()
            && !needs_drop::<Sp<SettleAction>>()
            && !needs_drop::<Sp<u64>>()
            && !needs_drop::<ShoeEvent<'static>>()
            && !needs_drop::<BlackJackEvent<'static>>()
            && !needs_drop::<WheelEvent<'static>>()
            && !needs_drop::<DiceEvent<'static>>()
            && !needs_drop::<TreintaEvent>()
            && !needs_drop::<BingoEvent<'static>>()
            && !needs_drop::<PokerEvent<'static>>()
            && !needs_drop::<MonteEvent<'static>>()
    );
};

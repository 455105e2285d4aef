//! The five-card hand evaluator every poker game shares: five cards → a category and a
//! tie-break key, under a [`Ranking`] holding what the articles vary.
//!
//! Hand-written because no crate evaluates these hands: the published evaluators (rs_poker, the
//! treys/Cactus Kev ports and the others) assume a 52-card deck in which A-2-3-4-5 is always a
//! straight and a full always beats a colour. The catalogues play a 28-card deck (A–8, the
//! sintético) whose low straight is A-8-9-10-J, put the colour above the full when the deck is
//! short (V §12.VI.1), and Murcia's sin descarte has no low ace at all (M art. 7). Speed is not
//! what matters (a round holds a dozen hands at most): a few comparisons per hand, checked
//! exhaustively over every hand of each deck (`tests/poker_hands.rs`).
//!
//! A hand's [`HandValue`] is one `u32`: the category's place in the ranking's order, then the
//! ranks that break ties in the order the articles compare them (the póquer's four then the
//! kicker; the full's trío then its pair; a straight's top card; a colour's or high cards' five
//! cards, highest first; a doble pareja's higher pair, lower pair, kicker; a pareja's pair then
//! the other three). Comparing two values as integers compares the hands at full depth;
//! [`Ranking::compare`] cuts the key at the ranking's depth.

use std::cmp::Ordering;

use crate::i18n::Text;
use crate::log::card::{Card, Rank, Suit};
use crate::t;

mod direct;

pub use direct::{BoardCounts, BoardSevens, FiveTable};

/// The deck a game is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Deck {
    /// The French deck of 52 cards (sin descarte, círculo).
    French52,
    /// The 28 cards A, K, Q, J, 10, 9, 8 of each suit (the sintético, V §12.IX.2).
    Short28,
}

impl Deck {
    /// How many cards the deck has.
    pub const fn len(self) -> usize {
        4 * self.ranks() as usize
    }

    /// Never: a deck has cards (for clippy's `len` convention).
    pub const fn is_empty(self) -> bool {
        false
    }

    /// How many ranks it has (13 or 7).
    pub const fn ranks(self) -> u8 {
        13 - self.lowest()
    }

    /// The strength (2 = 0 … ace = 12) of its lowest rank.
    pub(crate) const fn lowest(self) -> u8 {
        match self {
            Deck::French52 => 0,
            Deck::Short28 => 6,
        }
    }

    /// The card's place in this deck, `0..len()`: strength-major from the lowest rank
    /// (`4·(strength − lowest) + suit`); `None` for a card the deck does not hold.
    pub fn index_of(self, card: Card) -> Option<u8> {
        let s = strength(card.rank).checked_sub(self.lowest())?;
        Some(4 * s + card.suit as u8)
    }

    /// The card at place `i` of this deck (`None` past its end).
    pub fn card_at(self, i: u8) -> Option<Card> {
        if usize::from(i) >= self.len() {
            return None;
        }
        let s = i / 4 + self.lowest();
        let rank = if s == 12 { Rank::Ace } else { Rank::ALL[usize::from(s) + 1] };
        Some(Card { rank, suit: Suit::ALL[usize::from(i % 4)] })
    }
}

/// A rank's strength: 2 = 0, … king = 11, ace = 12 (the ace played high).
fn strength(r: Rank) -> u8 {
    match r {
        Rank::Ace => 12,
        other => other as u8 - 1,
    }
}

/// The ten categories, lowest first (their order in a game is the [`Ranking`]'s).
/// The catalogue names them by these words in snake case (`high_cards`, `two_pair`,
/// `royal_flush`: a qualifier's `combination`, the keys of a pay table).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// «Cartas mayores»: no combination.
    HighCards,
    /// «Pareja».
    Pair,
    /// «Doble pareja».
    TwoPair,
    /// «Trío».
    Trio,
    /// «Escalera»: five consecutive ranks, not all of one suit.
    Straight,
    /// «Color»: five cards of one suit, not consecutive.
    Color,
    /// «Full».
    Full,
    /// «Póquer»: four of a kind.
    Poker,
    /// «Escalera de color», below the royal one.
    StraightFlush,
    /// «Escalera real (máxima) de color»: A-K-Q-J-10 of one suit.
    RoyalFlush,
}

impl Category {
    /// Every category, lowest first in the usual order.
    pub const ALL: [Category; 10] = [
        Category::HighCards,
        Category::Pair,
        Category::TwoPair,
        Category::Trio,
        Category::Straight,
        Category::Color,
        Category::Full,
        Category::Poker,
        Category::StraightFlush,
        Category::RoyalFlush,
    ];

    /// The articles' name of the category (`i18n/*/poker.ftl`).
    pub fn name(self) -> Text {
        match self {
            Category::HighCards => t!("poker-cat-high-cards"),
            Category::Pair => t!("poker-cat-pair"),
            Category::TwoPair => t!("poker-cat-two-pair"),
            Category::Trio => t!("poker-cat-trio"),
            Category::Straight => t!("poker-cat-straight"),
            Category::Color => t!("poker-cat-color"),
            Category::Full => t!("poker-cat-full"),
            Category::Poker => t!("poker-cat-poker"),
            Category::StraightFlush => t!("poker-cat-straight-flush"),
            Category::RoyalFlush => t!("poker-cat-royal-flush"),
        }
    }

    fn from_bits(b: u32) -> Category {
        Category::ALL[(b as usize).min(9)]
    }
}

/// What the articles vary in how five cards are ranked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ranking {
    pub deck: Deck,
    /// The ace also plays below the deck's lowest rank: A-2-3-4-5 on 52 cards (V §11.II.1),
    /// A-8-9-10-J on 28 (V §12.IX.2); a straight whose top card is the one under the ace's
    /// partner (the usual reading of V §11.V.1's «carta de mayor valor», A-PSD-4: 5 on 52 cards).
    pub ace_low: bool,
    /// A-PSD-4's literal reading: the low straight's «carta de mayor valor» is its ace, so it
    /// ties with the ace-high straight (of its kind) instead of ranking under the 6-high one.
    /// `false` (the usual reading, the default): its top card is the one under the ace's
    /// partner (the 5). Its category is the same either way (a suited wheel is an escalera de
    /// color, never the real).
    pub low_top_ace: bool,
    /// The colour above the full: V §12.VI.1 for a deck of fewer than 52 cards.
    pub color_over_full: bool,
    /// How many tie-break ranks are compared after the category, 1 to 5 (5: every card the
    /// articles name, the usual reading; 1: only the main group, e.g. two fulls by the trío).
    pub depth: u8,
}

impl Ranking {
    /// Valencia 2003's póquer sin descarte (art. 11): 52 cards, A-2-3-4-5 a straight.
    pub const VALENCIA_SIN_DESCARTE: Ranking =
        Ranking { deck: Deck::French52, ace_low: true, low_top_ace: false, color_over_full: false, depth: 5 };
    /// Murcia 1996's póquer sin descarte (art. 7): 52 cards, the ace only high.
    pub const MURCIA_SIN_DESCARTE: Ranking =
        Ranking { deck: Deck::French52, ace_low: false, low_top_ace: false, color_over_full: false, depth: 5 };
    /// Valencia 2003's sintético (art. 12.IX): 28 cards, A-8-9-10-J a straight, colour over full.
    pub const VALENCIA_SINTETICO: Ranking =
        Ranking { deck: Deck::Short28, ace_low: true, low_top_ace: false, color_over_full: true, depth: 5 };
    /// Murcia 1996's sintético (art. 4, second part): 28 cards, the ace «la carta más pequeña
    /// delante de la menor» (A-8-9-10-J), and the full above the colour because its list of
    /// combinations prints them so, although the deck is short (the reading: follow the
    /// text).
    pub const MURCIA_SINTETICO: Ranking =
        Ranking { deck: Deck::Short28, ace_low: true, low_top_ace: false, color_over_full: false, depth: 5 };

    /// The category's place in this ranking's order (0 lowest).
    pub fn place(&self, c: Category) -> u32 {
        match c {
            Category::Color if self.color_over_full => Category::Full as u32,
            Category::Full if self.color_over_full => Category::Color as u32,
            other => other as u32,
        }
    }

    /// The value of five cards. Errors on a card count other than five, a card this deck does
    /// not hold (a 2 on 28 cards) or a card given twice.
    pub fn evaluate(&self, cards: &[Card]) -> Result<HandValue, HandError> {
        let five: &[Card; 5] = cards.try_into().map_err(|_| HandError::Count(cards.len()))?;
        let mut idx = [0u8; 5];
        let mut seen = 0u64;
        for (slot, &c) in idx.iter_mut().zip(five) {
            let i = self.deck.index_of(c).ok_or(HandError::NotInDeck(c))?;
            if seen & (1 << i) != 0 {
                return Err(HandError::Repeated(c));
            }
            seen |= 1 << i;
            *slot = i;
        }
        Ok(self.value(idx))
    }

    /// The value of five cards given by their places in the deck ([`Deck::index_of`]), for
    /// enumerations; `None` when a place is past the deck's end or given twice.
    pub fn evaluate_indices(&self, idx: [u8; 5]) -> Option<HandValue> {
        let mut seen = 0u64;
        for &i in &idx {
            if usize::from(i) >= self.deck.len() || seen & (1 << i) != 0 {
                return None;
            }
            seen |= 1 << i;
        }
        Some(self.value(idx))
    }

    /// A player's best hand: the five cards, taken from `hole` (their own) and `board` (the
    /// community cards) as `selection` allows, that rank highest, with their value. Among several
    /// fives of the same value the one of the highest cards is named (by their places in the
    /// deck: rank, then suit), so the same cards always name the same five whatever order they
    /// come in; they are listed in the order given, own cards first. Errors on a card the deck does
    /// not hold, a card given twice (in either list), too few cards for the selection, or more
    /// than [`MAX_CARDS`] in all.
    pub fn best(&self, hole: &[Card], board: &[Card], selection: Selection) -> Result<Best, HandError> {
        let (h, b) = (hole.len(), board.len());
        if h + b > MAX_CARDS || !selection.possible(h, b) {
            return Err(HandError::Selection { hole: h, board: b });
        }
        let mut idx = [0u8; MAX_CARDS];
        let mut seen = 0u64;
        for (slot, &c) in idx.iter_mut().zip(hole.iter().chain(board)) {
            let i = self.deck.index_of(c).ok_or(HandError::NotInDeck(c))?;
            if seen & (1 << i) != 0 {
                return Err(HandError::Repeated(c));
            }
            seen |= 1 << i;
            *slot = i;
        }
        let (value, places) = self.best_places(&idx[..h], &idx[h..h + b], selection);
        let all: Vec<Card> = hole.iter().chain(board).copied().collect();
        Ok(Best { value, cards: places.map(|p| all[usize::from(p)]) })
    }

    /// [`Ranking::best`] on the cards' places in the deck ([`Deck::index_of`]), for
    /// enumerations: only the value; `None` where `best` errs.
    pub fn best_indices(&self, hole: &[u8], board: &[u8], selection: Selection) -> Option<HandValue> {
        let (h, b) = (hole.len(), board.len());
        if h + b > MAX_CARDS || !selection.possible(h, b) {
            return None;
        }
        let mut seen = 0u64;
        for &i in hole.iter().chain(board) {
            if usize::from(i) >= self.deck.len() || seen & (1 << i) != 0 {
                return None;
            }
            seen |= 1 << i;
        }
        Some(self.best_places(hole, board, selection).0)
    }

    /// The best five of distinct places (checked by the callers): the value and which of the
    /// cards made it, as positions in `hole` then `board` taken together (increasing). Every
    /// five the selection allows is evaluated (at most C(12, 5) = 792; a showdown has a handful
    /// of players, an enumeration a few million deals): simple enough to be obviously right.
    fn best_places(&self, hole: &[u8], board: &[u8], selection: Selection) -> (HandValue, [u8; 5]) {
        let (h, n) = (hole.len(), hole.len() + board.len());
        // The value, then the five's places in the deck as a mask: fives of one value are told
        // apart by their cards (the higher places), never by the order they were given in.
        let mut best: Option<(HandValue, u64, [u8; 5])> = None;
        // Positions 0..h are the hole cards, h..n the board's; `mask` is five of them.
        let mut consider = |mask: u32| {
            let mut five = [0u8; 5];
            let mut places = [0u8; 5];
            let mut cards = 0u64;
            let mut k = 0;
            for p in 0..n {
                if mask & (1 << p) != 0 {
                    five[k] = if p < h { hole[p] } else { board[p - h] };
                    cards |= 1 << five[k];
                    places[k] = p as u8;
                    k += 1;
                }
            }
            let v = self.value(five);
            if best.is_none_or(|(b, c, _)| (v, cards) > (b, c)) {
                best = Some((v, cards, places));
            }
        };
        match selection {
            Selection::AnyFive => subsets(n, 5, &mut consider),
            Selection::Hole(k) => subsets(h, usize::from(k), &mut |own| {
                subsets(n - h, 5 - usize::from(k), &mut |table| consider(own | table << h))
            }),
        }
        // `possible` guaranteed at least one five; the fallback is never reached.
        best.map_or((HandValue(0), [0, 1, 2, 3, 4]), |(v, _, places)| (v, places))
    }

    /// Five distinct places of this deck (checked by the callers).
    fn value(&self, idx: [u8; 5]) -> HandValue {
        let low = self.deck.lowest();
        let mut counts = [0u8; 13];
        let mut mask = 0u16;
        let mut suits = 0u8;
        for &i in &idx {
            let s = i / 4 + low;
            counts[usize::from(s)] += 1;
            mask |= 1 << s;
            suits |= 1 << (i % 4);
        }
        let flush = suits.count_ones() == 1;
        if mask.count_ones() == 5 {
            let top = 15 - mask.leading_zeros() as u8;
            let wheel = self.ace_low && mask == (1 << 12) | (0xf << low);
            let straight = if mask >> mask.trailing_zeros() == 0x1f {
                Some(top)
            } else if wheel {
                Some(if self.low_top_ace { 12 } else { low + 3 })
            } else {
                None
            };
            return match (straight, flush) {
                (Some(12), true) if !wheel => self.pack(Category::RoyalFlush, &[12]),
                (Some(t), true) => self.pack(Category::StraightFlush, &[t]),
                (Some(t), false) => self.pack(Category::Straight, &[t]),
                (None, f) => {
                    let mut ranks = [0u8; 5];
                    let mut m = mask;
                    for r in &mut ranks {
                        let hi = 15 - m.leading_zeros() as u8;
                        *r = hi;
                        m &= !(1 << hi);
                    }
                    self.pack(if f { Category::Color } else { Category::HighCards }, &ranks)
                }
            };
        }
        // Groups by size, then by rank, both descending: the order the articles compare them.
        let mut groups = [(0u8, 0u8); 4];
        let mut n = 0;
        for size in (1..=4).rev() {
            for r in (0..13u8).rev() {
                if counts[usize::from(r)] == size {
                    groups[n] = (size, r);
                    n += 1;
                }
            }
        }
        let mut ranks = [0u8; 4];
        for (r, g) in ranks.iter_mut().zip(&groups[..n]) {
            *r = g.1;
        }
        let cat = match (groups[0].0, groups[1].0) {
            (4, _) => Category::Poker,
            (3, 2) => Category::Full,
            (3, _) => Category::Trio,
            (2, 2) => Category::TwoPair,
            _ => Category::Pair,
        };
        self.pack(cat, &ranks[..n])
    }

    /// Place (bits 24–27), key (four bits a rank, most significant first, bits 4–23) and
    /// category (bits 0–3, so that the category is known whatever the order).
    pub(crate) fn pack(&self, c: Category, ranks: &[u8]) -> HandValue {
        let mut key = 0u32;
        for i in 0..5 {
            key = (key << 4) | ranks.get(i).map_or(0, |&r| u32::from(r) + 1);
        }
        HandValue(self.place(c) << 24 | key << 4 | c as u32)
    }

    /// What two values compare as under this ranking's tie-break depth (both evaluated under
    /// it). `Equal` is the articles' «empate».
    pub fn compare(&self, a: HandValue, b: HandValue) -> Ordering {
        self.class(a).cmp(&self.class(b))
    }

    /// The value cut at this ranking's depth: two hands tie exactly when their classes are
    /// equal, and the larger class wins.
    pub fn class(&self, v: HandValue) -> u32 {
        let depth = u32::from(self.depth.clamp(1, 5));
        let kept = !0u32 << (4 * (5 - depth) + 4);
        (v.0 & 0x0f00_0000) | (v.0 & 0x00ff_fff0 & kept)
    }

    /// The hand reaches the qualifier: a category higher in this ranking's order, or the same
    /// one with the qualifier's ranks equalled or passed, compared in the articles' order (the
    /// ranks it does not give are not compared).
    pub fn qualifies(&self, q: &Qualifier, v: HandValue) -> bool {
        let (own, least) = (v.0 >> 24, self.place(q.category));
        if own != least {
            return own > least;
        }
        let mask = if q.len == 0 { 0 } else { (!0u32 << (20 - 4 * u32::from(q.len))) & 0xf_ffff };
        ((v.0 >> 4) & mask) >= q.key
    }
}

/// The lowest hand with which the bank plays: «como mínimo, un As y un Rey, o una combinación
/// superior» (V §11.V.4, M art. 4.e.4), the article's `bank.qualifier`. A category and the first
/// ranks of its tie-break key, in the order the articles compare them ([`HandValue::key`]): the
/// texts' ace and king are cartas mayores headed by A, K ([`Qualifier::ACE_KING`]); `pair` alone
/// is any pareja, `pair` 4 a pareja of fours or better. A threshold, so whatever passes it
/// passes every higher hand too (what [`super::edge`]'s sweep relies on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Qualifier {
    category: Category,
    /// The ranks as a value's key holds them: four bits each (strength + 1), the first at bits
    /// 16–19 of these 20, zeros past `len`.
    key: u32,
    len: u8,
}

/// Why a qualifier is not the start of any hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QualifierError {
    /// More ranks than the category compares (a pareja: its pair and three more).
    TooManyRanks { most: usize },
    /// A rank given twice, or the ranks of a group not highest first.
    NotAHand,
}

impl Qualifier {
    /// The texts' qualifier: an ace and a king (cartas mayores A-K-4-3-2 is the lowest hand).
    pub const ACE_KING: Qualifier = Qualifier { category: Category::HighCards, key: 0xd_c000, len: 2 };

    /// The qualifier of `category` whose key begins with `ranks`. The ranks fall into the
    /// category's groups as [`HandValue::key`] lists them (a pareja: the pair, then the other
    /// three highest first; a doble pareja: the higher pair, the lower, the fifth card; a
    /// straight: its top card); each rank at most once, and a group's ranks highest first.
    pub fn new(category: Category, ranks: &[Rank]) -> Result<Qualifier, QualifierError> {
        // The lengths of the runs of the key whose ranks are in descending order.
        let runs: &[usize] = match category {
            Category::HighCards | Category::Color => &[5],
            Category::Pair => &[1, 3],
            Category::TwoPair => &[2, 1],
            Category::Trio => &[1, 2],
            Category::Full | Category::Poker => &[1, 1],
            Category::Straight | Category::StraightFlush | Category::RoyalFlush => &[1],
        };
        let most = runs.iter().sum();
        if ranks.len() > most {
            return Err(QualifierError::TooManyRanks { most });
        }
        let strengths: Vec<u8> = ranks.iter().map(|&r| strength(r)).collect();
        let mut seen = 0u16;
        for &s in &strengths {
            if seen & (1 << s) != 0 {
                return Err(QualifierError::NotAHand);
            }
            seen |= 1 << s;
        }
        let mut start = 0;
        for &run in runs {
            let end = (start + run).min(strengths.len());
            if strengths.get(start..end).is_some_and(|g| g.windows(2).any(|w| w[0] < w[1])) {
                return Err(QualifierError::NotAHand);
            }
            start = end;
        }
        let key = strengths.iter().enumerate().fold(0u32, |k, (i, &s)| k | ((u32::from(s) + 1) << (16 - 4 * i)));
        Ok(Qualifier { category, key, len: strengths.len() as u8 })
    }

    pub fn category(&self) -> Category {
        self.category
    }

    /// The ranks given, in the order they are compared.
    pub fn ranks(&self) -> Vec<Rank> {
        (0..usize::from(self.len)).map(|i| rank_of_nibble((self.key >> (16 - 4 * i)) & 0xf)).collect()
    }
}

/// A key's four bits back to a rank (13 the ace).
fn rank_of_nibble(n: u32) -> Rank {
    if n == 13 { Rank::Ace } else { Rank::ALL[(n as usize).min(12)] }
}

/// The most cards [`Ranking::best`] chooses from: enough for any poker the catalogues or PHH
/// name (seven in the sintético and hold'em, nine in Omaha).
pub const MAX_CARDS: usize = 12;

/// How a player's five cards are taken from their own cards and the community cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Selection {
    /// The best five of all of them: Murcia's sintético («la mayor combinación posible con
    /// cinco cartas de entre siete», M art. 4), hold'em.
    AnyFive,
    /// Exactly this many of the player's own cards, the rest from the board: 2 in Valencia's
    /// sintético («dos repartidas por el crupier a cada jugador y tres de las cinco cartas
    /// comunes», V §12.IX.1), as in Omaha.
    Hole(u8),
}

impl Selection {
    /// Whether `hole` own cards and `board` community cards make five this way.
    pub fn possible(self, hole: usize, board: usize) -> bool {
        match self {
            Selection::AnyFive => hole + board >= 5,
            Selection::Hole(k) => {
                let k = usize::from(k);
                k <= 5 && hole >= k && board >= 5 - k
            }
        }
    }
}

/// A player's best hand ([`Ranking::best`]): its value and the five cards that make it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Best {
    pub value: HandValue,
    pub cards: [Card; 5],
}

/// Calls `f` with every set of `k` of the positions `0..n` (n ≤ [`MAX_CARDS`]) as a mask, in
/// increasing order (Gosper's step: carry the lowest run of ones one place up and put the rest
/// of the run back at the bottom); once with the empty set when `k` is 0.
pub(crate) fn subsets(n: usize, k: usize, f: &mut dyn FnMut(u32)) {
    each_subset(n, k, f);
}

/// [`subsets`] for a closure the caller knows: called directly, and so inlined (through `dyn`,
/// each of Valencia's ten choices of the board was a call). The one Gosper step of both.
#[inline]
pub(crate) fn each_subset(n: usize, k: usize, mut f: impl FnMut(u32)) {
    if k > n {
        return;
    }
    let mut m: u32 = (1 << k) - 1;
    while m < 1 << n {
        f(m);
        if m == 0 {
            return;
        }
        let low = m & m.wrapping_neg();
        let ripple = m + low;
        m = ripple | (((m ^ ripple) >> 2) / low);
    }
}

/// Why five cards could not be evaluated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandError {
    /// Not five cards.
    Count(usize),
    /// Own and community cards that cannot make five under the selection (too few: two own
    /// cards and two on the board), or more than [`MAX_CARDS`] of them.
    Selection { hole: usize, board: usize },
    /// A card the deck does not hold.
    NotInDeck(Card),
    /// A card given twice.
    Repeated(Card),
}

/// A hand's value: its category and its tie-break ranks. Ordered at full depth under the
/// ranking that made it (values of different rankings are not comparable).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HandValue(u32);

impl HandValue {
    pub fn category(self) -> Category {
        Category::from_bits(self.0 & 0xf)
    }

    /// The tie-break ranks, in the order they are compared (the ace as `Rank::Ace`; a low
    /// straight's top card is its fifth card's rank, e.g. 5).
    pub fn key(self) -> Vec<Rank> {
        (0..5).map(|i| (self.0 >> (20 - 4 * i)) & 0xf).take_while(|&n| n != 0).map(rank_of_nibble).collect()
    }

    /// The integer behind the value (full depth), e.g. to index a table of classes.
    pub fn raw(self) -> u32 {
        self.0
    }

    /// Back from [`HandValue::raw`] (a value the evaluator made).
    pub(crate) fn from_raw(raw: u32) -> HandValue {
        HandValue(raw)
    }
}

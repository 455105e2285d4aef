//! A player's best value straight from the cards' ranks and suits, for the hands judged at every
//! showdown ([`Ranking::best_value`]): trying every five the selection allows ([`Ranking::best`]:
//! 21 fives of seven cards, each evaluated from scratch) was a third of a círculo log's checking.
//!
//! The cards are counted once into bitmasks of ranks (seen at least once, twice, three and four
//! times) and of each suit's ranks; then the categories are read off the masks from the highest
//! down (the ranking's order of full and colour respected), and the first the cards make is the
//! player's, with its best ranks. A category's best read so is either a five the cards make (a
//! trío and the two highest other ranks: three of a kind and two single cards) or, where those
//! five are something higher (the highest five of a suit that run in sequence: an escalera de
//! color), a hand below one the cards make, which was read first. `tests/poker_hands_direct.rs`
//! checks every set of seven of the 28 cards and samples of 52 against
//! [`Ranking::best_indices`], which tries every five.

use super::{Category, Deck, HandValue, MAX_CARDS, Ranking, Selection, each_subset, subsets};
use crate::log::card::Card;

/// The highest rank of a non-empty mask (callers never pass an empty one; wrapping rather than
/// panicking if one did).
#[inline]
fn top(m: u16) -> u8 {
    15u8.wrapping_sub(m.leading_zeros() as u8)
}

/// The `N` highest ranks of a mask with at least `N`, highest first.
#[inline]
fn highest<const N: usize>(mut m: u16) -> [u8; N] {
    let mut out = [0u8; N];
    for r in &mut out {
        *r = top(m);
        m &= !1u16.wrapping_shl(u32::from(*r));
    }
    out
}

/// Whether a mask has at least `n` ranks (1 to 3): the lowest cleared that many times less one.
#[inline]
fn at_least(mut m: u16, n: u8) -> bool {
    for _ in 1..n {
        m &= m.wrapping_sub(1);
    }
    m != 0
}

/// A-K-Q-J-10: strengths 8 to 12 in both decks.
const ROYAL: u16 = 0x1f << 8;

impl Ranking {
    /// [`Ranking::best`]'s value, without naming the five that make it: `None` where `best`
    /// errs. The same value as `best`'s (and [`Ranking::best_indices`]'), found without trying
    /// every five under [`Selection::AnyFive`]; under [`Selection::Hole`] each allowed five is
    /// still tried (ten for Valencia's two and three of five), each read the same way.
    pub fn best_value(&self, hole: &[Card], board: &[Card], selection: Selection) -> Option<HandValue> {
        let (h, b) = (hole.len(), board.len());
        if h + b > MAX_CARDS || !selection.possible(h, b) {
            return None;
        }
        let mut idx = [0u8; MAX_CARDS];
        let mut seen = 0u64;
        for (slot, &c) in idx.iter_mut().zip(hole.iter().chain(board)) {
            let i = self.deck.index_of(c)?;
            if seen & (1 << i) != 0 {
                return None;
            }
            seen |= 1 << i;
            *slot = i;
        }
        let low = self.deck.lowest();
        Some(match selection {
            Selection::AnyFive => {
                let mut c = Counts::default();
                for &i in &idx[..h + b] {
                    c.add(i, low);
                }
                self.read(&c)
            }
            Selection::Hole(k) => {
                let k = usize::from(k);
                let (own, table) = (&idx[..h], &idx[h..h + b]);
                let mut best = HandValue(0);
                // Each choice of own cards counted once, then each choice of the table's added.
                subsets(h, k, &mut |o| {
                    let mut mine = Counts::default();
                    for (p, &i) in own.iter().enumerate() {
                        if o & (1 << p) != 0 {
                            mine.add(i, low);
                        }
                    }
                    subsets(b, 5 - k, &mut |t| {
                        let mut c = mine;
                        for (p, &i) in table.iter().enumerate() {
                            if t & (1 << p) != 0 {
                                c.add(i, low);
                            }
                        }
                        best = best.max(self.read_five(&c));
                    })
                });
                best
            }
        })
    }

    /// The community cards counted once for every player of a hand ([`Ranking::best_value_on`]):
    /// under [`Selection::Hole`], each choice of the board's cards that a five takes (Valencia's
    /// ten choices of three were counted again for each player); under [`Selection::AnyFive`],
    /// the board. `None` where the board alone makes `best_value` `None` for every player (a
    /// card the deck does not hold, one given twice, more than five own cards to take) or has
    /// more choices than are kept inline: [`Ranking::best_value`] then.
    pub fn board_counts(&self, board: &[Card], selection: Selection) -> Option<BoardCounts> {
        let b = board.len();
        if b > MAX_CARDS {
            return None;
        }
        let mut idx = [0u8; MAX_CARDS];
        let mut seen = 0u64;
        for (slot, &c) in idx.iter_mut().zip(board) {
            let i = self.deck.index_of(c)?;
            if seen & (1 << i) != 0 {
                return None;
            }
            seen |= 1 << i;
            *slot = i;
        }
        let low = self.deck.lowest();
        // Written into plain arrays, made the inline vectors at the end (a push asked each time
        // whether it had spilled; the choices never pass `BOARD_CHOICES`, below).
        let mut counts_buf = [Counts::default(); BOARD_CHOICES];
        let mut keys_buf = [Key::default(); BOARD_CHOICES];
        let (mut n_counts, mut n_keys) = (0usize, 0usize);
        let short = self.deck == Deck::Short28;
        match selection {
            Selection::AnyFive => {
                let mut c = Counts::default();
                for &i in &idx[..b] {
                    c.add(i, low);
                }
                counts_buf[0] = c;
                n_counts = 1;
            }
            Selection::Hole(k) => {
                let take = 5usize.checked_sub(usize::from(k))?;
                // On the 28 cards, three of at most five (Valencia's two and three): the choices
                // keyed by three loops, in the subsets' order (the walk of the subsets, a
                // division a step and a loop over each choice's bits, cost some seventy
                // instructions a choice). At most ten choices: `BOARD_CHOICES` holds them.
                if short && take == 3 && b <= 5 {
                    let mut card_keys = [Key::default(); 5];
                    for (k, &i) in card_keys.iter_mut().zip(&idx[..b]) {
                        k.add(i);
                    }
                    for c in 2..b {
                        for m in 1..c {
                            for a in 0..m {
                                let mut key = card_keys[a];
                                key.join(&card_keys[m]);
                                key.join(&card_keys[c]);
                                if let Some(slot) = keys_buf.get_mut(n_keys) {
                                    *slot = key;
                                    n_keys += 1;
                                }
                            }
                        }
                    }
                    let counts = smallvec::SmallVec::from_buf_and_len(counts_buf, n_counts);
                    let keys = smallvec::SmallVec::from_buf_and_len(keys_buf, n_keys);
                    return Some(BoardCounts {
                        seen,
                        len: b,
                        selection,
                        idx,
                        keyed: true,
                        counts,
                        keys,
                        key: 0,
                        suit_n: 0,
                    });
                }
                let mut fits = true;
                // On the 28 cards only the keys are made: a five is looked up in the ranking's
                // [`FiveTable`], and the choices' counts are made again only where none is given
                // ([`BoardCounts::recount`]).
                let mut made = 0;
                // Each card's key made once; a choice's key is its cards' together (the counts
                // summed, the suits and ranks joined: the same as adding the cards one by one).
                let mut card_keys = [Key::default(); MAX_CARDS];
                if short {
                    for (k, &i) in card_keys.iter_mut().zip(&idx[..b]) {
                        k.add(i);
                    }
                }
                each_subset(b, take, |t: u32| {
                    fits &= made < BOARD_CHOICES;
                    if !fits {
                        return;
                    }
                    made += 1;
                    if short {
                        let mut key = Key::default();
                        let mut m = t;
                        while m != 0 {
                            if let Some(k) = card_keys.get(m.trailing_zeros() as usize) {
                                key.join(k);
                            }
                            m &= m - 1;
                        }
                        if let Some(slot) = keys_buf.get_mut(n_keys) {
                            *slot = key;
                            n_keys += 1;
                        }
                    } else if let Some(slot) = counts_buf.get_mut(n_counts) {
                        *slot = choice(&idx[..b], t, low);
                        n_counts += 1;
                    }
                });
                if !fits {
                    return None;
                }
            }
        }
        // On the 28 cards, the whole board's rank counts as one number and its suits' counts, for
        // a seven looked up in [`FiveTable`]'s sevens ([`Ranking::best_value_on`], any five).
        let (mut key, mut suit_n) = (0u32, 0u32);
        if short && selection == Selection::AnyFive {
            for &i in &idx[..b] {
                key += POW5[usize::from(i / 4) % POW5.len()];
                suit_n += 1 << (8 * (i % 4));
            }
        }
        let counts = smallvec::SmallVec::from_buf_and_len(counts_buf, n_counts);
        let keys = smallvec::SmallVec::from_buf_and_len(keys_buf, n_keys);
        let keyed = short && matches!(selection, Selection::Hole(_));
        Some(BoardCounts { seen, len: b, selection, idx, keyed, counts, keys, key, suit_n })
    }

    /// [`Ranking::best_value`] of `hole` on the board `board` counted: the same value, the
    /// board's cards not counted again.
    /// With `fives` (this ranking's [`FiveTable`]), each five under [`Selection::Hole`] is
    /// looked up rather than read.
    pub fn best_value_on(&self, hole: &[Card], board: &BoardCounts, fives: Option<&FiveTable>) -> Option<HandValue> {
        let (h, b, selection) = (hole.len(), board.len, board.selection);
        if h + b > MAX_CARDS || !selection.possible(h, b) {
            return None;
        }
        // Any five (Murcia's best of seven): the own cards added to the board's counts as they
        // are read, no places kept.
        if selection == Selection::AnyFive {
            // Seven of the 28 cards with no suit of five (nearly every hand): the value is its
            // rank counts', looked up in the sevens of this ranking's table (the counts read cost
            // some two hundred instructions a player); else read below.
            if let Some(t) = fives
                && t.sevens
                && h + b == 7
                && t.ranking == *self
            {
                let mut sums = BoardSevens { seen: board.seen, key: board.key, suit_n: board.suit_n };
                for &card in hole {
                    if !sums.add(self.deck.index_of(card)?) {
                        return None;
                    }
                }
                if let Some(v) = sums.looked_up(t) {
                    return Some(v);
                }
            }
            let low = self.deck.lowest();
            let mut c = *board.counts.first()?;
            let mut seen = board.seen;
            for &card in hole {
                let i = self.deck.index_of(card)?;
                if seen & (1 << i) != 0 {
                    return None;
                }
                seen |= 1 << i;
                c.add(i, low);
            }
            return Some(self.read(&c));
        }
        let mut idx = [0u8; MAX_CARDS];
        let mut seen = board.seen;
        for (slot, &c) in idx.iter_mut().zip(hole) {
            let i = self.deck.index_of(c)?;
            if seen & (1 << i) != 0 {
                return None;
            }
            seen |= 1 << i;
            *slot = i;
        }
        let low = self.deck.lowest();
        let own = &idx[..h];
        match selection {
            Selection::AnyFive => {
                let mut c = *board.counts.first()?;
                for &i in own {
                    c.add(i, low);
                }
                Some(self.read(&c))
            }
            Selection::Hole(k) => {
                let mut best = HandValue(0);
                if let Some(t) = fives.filter(|t| t.ranking == *self && board.keyed && !t.sevens) {
                    // Each five looked up: its rank counts, or its ranks where it is of one suit.
                    let look =
                        |mine: &Key, best: &mut HandValue| *best = HandValue(t.best_with(mine, &board.keys, best.0));
                    // Every own card taken (Valencia's two of two): one choice, no walk.
                    if usize::from(k) == h {
                        let mut mine = Key::default();
                        for &i in own {
                            mine.add(i);
                        }
                        look(&mine, &mut best);
                        return Some(best);
                    }
                    each_subset(h, usize::from(k), |o: u32| {
                        let mut mine = Key::default();
                        for (p, &i) in own.iter().enumerate() {
                            if o & (1 << p) != 0 {
                                mine.add(i);
                            }
                        }
                        look(&mine, &mut best);
                    });
                    return Some(best);
                }
                // Each choice of own cards added to each of the board's counted choices (the
                // counts are the same whatever order the cards are added in).
                let rebuilt;
                let choices: &[Counts] = if board.keyed {
                    rebuilt = board.recount(low);
                    &rebuilt
                } else {
                    &board.counts
                };
                each_subset(h, usize::from(k), |o: u32| {
                    for t in choices {
                        let mut c = *t;
                        for (p, &i) in own.iter().enumerate() {
                            if o & (1 << p) != 0 {
                                c.add(i, low);
                            }
                        }
                        best = best.max(self.read_five(&c));
                    }
                });
                Some(best)
            }
        }
    }

    /// The top key of the best straight in a mask of ranks: five consecutive, or the ace and
    /// the deck's four lowest where the ace plays low (keyed as [`Ranking::value`] keys it).
    #[inline]
    fn straight_top(&self, m: u16, low: u8) -> Option<u8> {
        // Bit r stands where ranks r to r + 4 all do.
        let runs = m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4);
        let wheel_mask = (1u16 << 12) | (0xf << low);
        let wheel = self.ace_low && m & wheel_mask == wheel_mask;
        if wheel && self.low_top_ace {
            return Some(12);
        }
        if runs != 0 {
            return Some(top(runs) + 4);
        }
        wheel.then_some(low + 3)
    }

    /// The best value of five or more distinct places of this deck (checked by the callers),
    /// counted: each category's best read off the masks from the highest category down, the
    /// first found the answer.
    fn read(&self, c: &Counts) -> HandValue {
        let low = self.deck.lowest();
        let (c1, c2, c3, c4) = (c.c1, c.c2, c.c3, c.c4);
        // Each suit of five or more: a royal, else its best straight flush, else its colour.
        let mut royal = false;
        let mut sf: Option<u8> = None;
        let mut color: Option<[u8; 5]> = None;
        for (&s, &n) in c.suits.iter().zip(&c.in_suit) {
            if n < 5 {
                continue;
            }
            royal |= s & ROYAL == ROYAL;
            if let Some(t) = self.straight_top(s, low) {
                sf = sf.max(Some(t));
            }
            color = color.max(Some(highest::<5>(s)));
        }
        if royal {
            return self.pack(Category::RoyalFlush, &[12]);
        }
        if let Some(t) = sf {
            return self.pack(Category::StraightFlush, &[t]);
        }
        if c4 != 0 {
            let r = top(c4);
            let rest = c1 & !(1 << r);
            if rest != 0 {
                return self.pack(Category::Poker, &[r, top(rest)]);
            }
        }
        let full = match c3 {
            0 => None,
            _ => {
                let t = top(c3);
                let pair = c2 & !(1 << t);
                (pair != 0).then(|| [t, top(pair)])
            }
        };
        // The full and the colour in the ranking's order.
        let (first, second) = match (full, color) {
            (Some(f), Some(k)) if self.color_over_full => {
                return self.pack(Category::Color, &k).max(self.pack(Category::Full, &f));
            }
            (f, k) => (f.map(|f| self.pack(Category::Full, &f)), k.map(|k| self.pack(Category::Color, &k))),
        };
        if let Some(v) = first.or(second) {
            return v;
        }
        if let Some(t) = self.straight_top(c1, low) {
            return self.pack(Category::Straight, &[t]);
        }
        if c3 != 0 {
            let t = top(c3);
            let rest = c1 & !(1 << t);
            if at_least(rest, 2) {
                let [a, b] = highest::<2>(rest);
                return self.pack(Category::Trio, &[t, a, b]);
            }
        }
        if at_least(c2, 2) {
            let [p, q] = highest::<2>(c2);
            let rest = c1 & !(1 << p) & !(1 << q);
            if rest != 0 {
                return self.pack(Category::TwoPair, &[p, q, top(rest)]);
            }
        }
        if c2 != 0 {
            let p = top(c2);
            let rest = c1 & !(1 << p);
            if at_least(rest, 3) {
                let [a, b, c] = highest::<3>(rest);
                return self.pack(Category::Pair, &[p, a, b, c]);
            }
        }
        self.pack(Category::HighCards, &highest::<5>(c1))
    }
}

impl Ranking {
    /// [`Ranking::read`] of exactly five cards: their category from the counts alone (five
    /// ranks: a straight, a colour, both or neither; fewer: the groups), each selection of
    /// Valencia's two and three read so.
    fn read_five(&self, c: &Counts) -> HandValue {
        let low = self.deck.lowest();
        let (c1, c2, c3, c4) = (c.c1, c.c2, c.c3, c.c4);
        if c2 == 0 {
            let flush = c.in_suit.contains(&5);
            return match (self.straight_top(c1, low), flush) {
                (Some(12), true) if c1 == ROYAL => self.pack(Category::RoyalFlush, &[12]),
                (Some(t), true) => self.pack(Category::StraightFlush, &[t]),
                (Some(t), false) => self.pack(Category::Straight, &[t]),
                (None, true) => self.pack(Category::Color, &highest::<5>(c1)),
                (None, false) => self.pack(Category::HighCards, &highest::<5>(c1)),
            };
        }
        if c4 != 0 {
            return self.pack(Category::Poker, &[top(c4), top(c1 & !c4)]);
        }
        if c3 != 0 {
            let rest = c1 & !c3;
            return if c2 & !c3 != 0 {
                self.pack(Category::Full, &[top(c3), top(rest)])
            } else {
                let [a, b] = highest::<2>(rest);
                self.pack(Category::Trio, &[top(c3), a, b])
            };
        }
        if at_least(c2, 2) {
            let [p, q] = highest::<2>(c2);
            return self.pack(Category::TwoPair, &[p, q, top(c1 & !c2)]);
        }
        let [a, b, k] = highest::<3>(c1 & !c2);
        self.pack(Category::Pair, &[top(c2), a, b, k])
    }
}

/// The most choices of the board [`BoardCounts`] keeps inline: Valencia's ten (three of five).
const BOARD_CHOICES: usize = 10;

/// Five community cards of the 28 summed for [`Ranking::seven_value`]: their places, their
/// rank counts as [`FiveTable`] keys them, and their suits' counts (a byte each).
#[derive(Clone, Copy)]
pub struct BoardSevens {
    seen: u64,
    key: u32,
    suit_n: u32,
}

impl BoardSevens {
    /// The card at place `i` of the 28 added; `false` (nothing added) if it is there already.
    /// The one way cards are summed, for the board and for a player's own cards.
    #[inline(always)]
    fn add(&mut self, i: u8) -> bool {
        if self.seen & (1 << i) != 0 {
            return false;
        }
        self.seen |= 1 << i;
        self.key += POW5[usize::from(i / 4) % POW5.len()];
        self.suit_n += 1 << (8 * (i % 4));
        true
    }

    /// The value of these seven cards in `table` (a table of sevens), where it tells one: not
    /// for a suit of five or more. Each suit's count (a byte, at most seven of the 28 cards)
    /// plus 123 sets the byte's top bit from five up, never carrying into the next.
    #[inline(always)]
    fn looked_up(&self, table: &FiveTable) -> Option<HandValue> {
        if self.suit_n.wrapping_add(0x7b7b_7b7b) & 0x8080_8080 != 0 {
            return None;
        }
        let v = *table.plain.get(self.key as usize)?;
        (v != 0).then_some(HandValue(v))
    }
}

/// A hand's community cards counted once ([`Ranking::board_counts`]).
pub struct BoardCounts {
    /// The board's places in the deck.
    seen: u64,
    len: usize,
    selection: Selection,
    /// Each choice of the board's cards a five takes (the whole board under `AnyFive`).
    counts: smallvec::SmallVec<[Counts; BOARD_CHOICES]>,
    /// The same choices keyed for [`FiveTable`] (on the 28 cards, where the counts are not
    /// kept under [`Selection::Hole`]; else none).
    keys: smallvec::SmallVec<[Key; BOARD_CHOICES]>,
    /// The board's places, in order (the choices' counts made again from them where keyed).
    idx: [u8; MAX_CARDS],
    /// The choices were keyed, not counted.
    keyed: bool,
    /// On the 28 cards under [`Selection::AnyFive`], the board's rank counts as [`FiveTable`]
    /// keys them and its suits' counts (a byte each); else zero (never read).
    key: u32,
    suit_n: u32,
}

impl BoardCounts {
    /// Each choice of the board's cards counted, where the choices were keyed instead: made
    /// again from the board's places (the same choices in the same order as `counts` would
    /// hold them).
    fn recount(&self, low: u8) -> smallvec::SmallVec<[Counts; BOARD_CHOICES]> {
        let mut out = smallvec::SmallVec::new();
        let Selection::Hole(k) = self.selection else { return out };
        let Some(take) = 5usize.checked_sub(usize::from(k)) else { return out };
        let b = self.len.min(MAX_CARDS);
        each_subset(b, take, |t: u32| {
            if out.len() < BOARD_CHOICES {
                out.push(choice(&self.idx[..b], t, low));
            }
        });
        out
    }
}

/// The cards of `places` whose bits `t` holds, counted.
#[inline]
fn choice(places: &[u8], t: u32, low: u8) -> Counts {
    let mut c = Counts::default();
    for (p, &i) in places.iter().enumerate() {
        if t & (1 << p) != 0 {
            c.add(i, low);
        }
    }
    c
}

/// Powers of five: a five of the 28 cards' rank counts as one number, the count of the r-th
/// rank times 5^r (each count at most four).
const POW5: [u32; 7] = [1, 5, 25, 125, 625, 3_125, 15_625];

/// Every five of the 28-card deck valued once for a ranking ([`Ranking::five_table`]), so that
/// Valencia's sintético, which reads ten fives a player at every hand, looks each up: a five's
/// value is its rank counts' (a five of one suit apart, whose ranks are then distinct), which
/// [`Ranking::read_five`] reads for every count of five cards and every five ranks of one suit.
/// `tests/poker_hands_direct.rs` checks it against every five tried.
pub struct FiveTable {
    ranking: Ranking,
    /// By the five's rank counts (Σ count × 5^r, under 5^7), the fives not of one suit; the
    /// other places are never a five's (zero, never read).
    plain: Vec<u32>,
    /// By the ranks' mask (bit r: the r-th rank), the fives of one suit.
    suited: [u32; 128],
    /// `plain` holds every seven's best value with no suit of five instead, by its rank counts
    /// (Murcia's any five of seven, which looks no five up; `suited` then unused).
    sevens: bool,
}

impl FiveTable {
    /// The best of `from` and the values of the fives `mine` (own cards) makes with each of the
    /// board's choices `keys`: each five looked up by its rank counts, or by its ranks where it
    /// is of one suit. The one walk of [`Ranking::best_value_on`] and [`Ranking::two_value`].
    #[inline(always)]
    fn best_with(&self, mine: &Key, keys: &[Key], from: u32) -> u32 {
        let (suits, ranks, counts) = (mine.suits, mine.ranks, mine.counts);
        let mut top = from;
        // Own cards of two suits or more (three hands in four): no five of one suit, each
        // looked up by its counts alone (the suits' test cost a third of the walk). The table's
        // slice taken once (its pointer was read again at every choice).
        if suits & suits.wrapping_sub(1) != 0 {
            let plain: &[u32] = &self.plain;
            for k in keys {
                top = top.max(plain.get((counts + k.counts) as usize).copied().unwrap_or(0));
            }
            return top;
        }
        for k in keys {
            let s = suits | k.suits;
            // One suit: one bit (a five has some suit, never none). The ranks of the 28 cards
            // are seven bits: the mask only spares the bounds check.
            let v = if s != 0 && s & (s - 1) == 0 {
                self.suited[usize::from((ranks | k.ranks) & 0x7f)]
            } else {
                self.plain.get((counts + k.counts) as usize).copied().unwrap_or(0)
            };
            top = top.max(v);
        }
        top
    }

    /// Whether this is the table of `ranking`'s fives ([`Ranking::two_value`]).
    pub fn fives_of(&self, ranking: &Ranking) -> bool {
        !self.sevens && self.ranking == *ranking
    }

    /// Whether this is the table of `ranking`'s sevens ([`Ranking::seven_value`]).
    pub fn sevens_of(&self, ranking: &Ranking) -> bool {
        self.sevens && self.ranking == *ranking
    }
}

impl Ranking {
    /// The whole board's sums for [`Ranking::seven_value`]: `None` but for five cards of the
    /// 28 under [`Selection::AnyFive`], and where [`Ranking::board_counts`] is `None` (a card
    /// not of the deck, or given twice). Its rank counts and suits' as `board_counts` makes
    /// them, without the rest it makes.
    pub fn board_sevens(&self, board: &[Card], selection: Selection) -> Option<BoardSevens> {
        if self.deck != Deck::Short28 || selection != Selection::AnyFive || board.len() != 5 {
            return None;
        }
        let mut sums = BoardSevens { seen: 0, key: 0, suit_n: 0 };
        for &c in board {
            if !sums.add(self.deck.index_of(c)?) {
                return None;
            }
        }
        Some(sums)
    }

    /// Two own cards' best value on a whole board under [`Selection::AnyFive`] (its sums,
    /// [`Ranking::board_sevens`]), looked up in `table`, the table of this ranking's sevens
    /// ([`FiveTable::sevens_of`], asked once by the caller): inline, without
    /// [`Ranking::best_value_on`]'s call and tests, which gives the same value on the board
    /// counted wherever this gives one. `None` where the look-up does not tell (a suit of five,
    /// a card repeated or not of the deck): ask it then.
    #[inline]
    pub fn seven_value(&self, a: Card, b: Card, board: &BoardSevens, table: &FiveTable) -> Option<HandValue> {
        let mut sums = *board;
        if !sums.add(self.deck.index_of(a)?) || !sums.add(self.deck.index_of(b)?) {
            return None;
        }
        sums.looked_up(table)
    }

    /// Two own cards' best value under [`Selection::Hole`] of two (Valencia's sintético: both
    /// own cards and three of the board's), each of the board's choices keyed looked up in
    /// `table`, the table of this ranking's fives ([`FiveTable::fives_of`], asked once by the
    /// caller): inline, as [`Ranking::best_value_on`] looks them up, without its call and
    /// tests. `None` where it does not tell (a board not keyed, a card repeated or not of the
    /// deck): ask it then.
    #[inline]
    pub fn two_value(&self, a: Card, b: Card, board: &BoardCounts, table: &FiveTable) -> Option<HandValue> {
        if !board.keyed || board.selection != Selection::Hole(2) || board.len < 3 || board.len + 2 > MAX_CARDS {
            return None;
        }
        let (i, j) = (self.deck.index_of(a)?, self.deck.index_of(b)?);
        if i == j || board.seen & (1 << i) != 0 || board.seen & (1 << j) != 0 {
            return None;
        }
        let mut mine = Key::default();
        mine.add(i);
        mine.add(j);
        Some(HandValue(table.best_with(&mine, &board.keys, 0)))
    }

    /// This ranking's [`FiveTable`] (`None` but on the 28 cards).
    pub fn five_table(&self) -> Option<FiveTable> {
        self.table(false)
    }

    /// The table of sevens, for [`Selection::AnyFive`] (`None` but on the 28 cards): every
    /// count of seven cards read once, some 1,500, instead of each player's seven at every hand.
    pub fn seven_table(&self) -> Option<FiveTable> {
        self.table(true)
    }

    fn table(&self, sevens: bool) -> Option<FiveTable> {
        if self.deck != Deck::Short28 {
            return None;
        }
        let low = self.deck.lowest();
        // Zeroed by the allocator: only the places written are touched.
        let mut plain = vec![0u32; 78_125];
        let mut suited = [0u32; 128];
        // Any five: only the sevens (nothing looks a five up then).
        if sevens {
            self.each_seven(0, 7, Counts::default(), 0, &mut plain);
            return Some(FiveTable { ranking: *self, plain, suited, sevens });
        }
        // Every count of five cards on seven ranks, as five ranks in order (a rank five times
        // is no five of one deck).
        for a in 0..7u8 {
            for b in a..7 {
                for c in b..7 {
                    for d in c..7 {
                        for e in d..7 {
                            if a == e {
                                continue;
                            }
                            let ranks = [a, b, c, d, e];
                            let mut counts = Counts::default();
                            let mut key = 0u32;
                            let mut prev = None;
                            let mut suit = 0u8;
                            for (n, &r) in ranks.iter().enumerate() {
                                // A rank's cards of different suits; five ranks not all of one.
                                suit = if prev == Some(r) { suit + 1 } else { 0 };
                                prev = Some(r);
                                let s = if n == 4 && a < b && b < c && c < d && d < e { 1 } else { suit };
                                counts.add(4 * r + s, low);
                                key += POW5[usize::from(r)];
                            }
                            if let Some(slot) = plain.get_mut(key as usize) {
                                *slot = self.read_five(&counts).0;
                            }
                        }
                    }
                }
            }
        }
        for (m, slot) in suited.iter_mut().enumerate() {
            if m.count_ones() != 5 {
                continue;
            }
            let mut counts = Counts::default();
            for r in 0..7u8 {
                if m & (1 << r) != 0 {
                    counts.add(4 * r, low);
                }
            }
            *slot = self.read_five(&counts).0;
        }
        Some(FiveTable { ranking: *self, plain, suited, sevens })
    }

    /// Every count of seven cards of the 28 valued into `plain` by its rank counts, as if no
    /// suit had five (`read` looks at the suits only for a suit of five or more): `left` cards
    /// still to place on the ranks from `rank` up, `counts` and `key` those placed below it
    /// (a rank's cards of different suits). Carried down rather than made again at each seven.
    fn each_seven(&self, rank: u8, left: u8, counts: Counts, key: u32, plain: &mut [u32]) {
        let low = self.deck.lowest();
        let last = POW5.len() as u8 - 1;
        let Some(&pow) = POW5.get(usize::from(rank)) else { return };
        if rank == last {
            // The last rank takes what is left: at most four of it.
            if left > 4 {
                return;
            }
            let mut c = counts;
            for s in 0..left {
                c.add(4 * rank + s, low);
            }
            c.in_suit = [0; 4];
            if let Some(slot) = plain.get_mut((key + u32::from(left) * pow) as usize) {
                *slot = self.read(&c).0;
            }
            return;
        }
        let most = left.min(4);
        let mut c = counts;
        for n in 0..=most {
            self.each_seven(rank + 1, left - n, c, key + u32::from(n) * pow, plain);
            if n < most {
                c.add(4 * rank + n, low);
            }
        }
    }
}

/// Cards of the 28 counted for [`FiveTable`]: their rank counts (as it keys them), the suits
/// seen and the ranks seen.
#[derive(Clone, Copy, Default)]
struct Key {
    counts: u32,
    suits: u8,
    ranks: u8,
}

impl Key {
    /// A card of the 28 by its place (callers check the deck).
    #[inline]
    fn add(&mut self, place: u8) {
        let r = usize::from(place / 4) % POW5.len();
        self.counts += POW5[r];
        self.suits |= 1 << (place % 4);
        self.ranks |= 1 << r;
    }

    /// Another set of cards' key joined to this one (the cards of both counted).
    #[inline]
    fn join(&mut self, other: &Key) {
        self.counts += other.counts;
        self.suits |= other.suits;
        self.ranks |= other.ranks;
    }
}

/// Cards counted by rank: the ranks seen at least once, twice, three and four times, and each
/// suit's ranks (bit = strength) and cards.
#[derive(Clone, Copy, Default)]
struct Counts {
    c1: u16,
    c2: u16,
    c3: u16,
    c4: u16,
    suits: [u16; 4],
    in_suit: [u8; 4],
}

impl Counts {
    #[inline]
    fn add(&mut self, place: u8, low: u8) {
        let bit = 1u16 << (place / 4 + low);
        self.c4 |= self.c3 & bit;
        self.c3 |= self.c2 & bit;
        self.c2 |= self.c1 & bit;
        self.c1 |= bit;
        self.suits[usize::from(place % 4)] |= bit;
        self.in_suit[usize::from(place % 4)] += 1;
    }
}

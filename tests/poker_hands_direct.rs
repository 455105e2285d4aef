//! The evaluator's direct reading of a player's best hand (`Ranking::best_value`, what the
//! círculo engine asks at every showdown) against the one that tries every five
//! (`Ranking::best_indices`): the same value for every hand, under every ranking the articles
//! and PHH can set (the deck, the low ace, the low straight's top card, the colour above the
//! full), with both selections.
//!
//! Samples of both decks here; the `#[ignore]` test takes every set of seven of the 28 cards
//! (release only: `cargo test --release --test poker_hands_direct -- --ignored`).

use std::cell::RefCell;
use std::rc::Rc;

use veedor::engine::poker::{Deck, FiveTable, Ranking, Selection};
use veedor::log::card::Card;

/// Every ranking the flags make, on `deck`.
fn rankings(deck: Deck) -> Vec<Ranking> {
    let mut out = Vec::new();
    for bits in 0..8u8 {
        out.push(Ranking {
            deck,
            ace_low: bits & 1 != 0,
            low_top_ace: bits & 2 != 0,
            color_over_full: bits & 4 != 0,
            depth: 5,
        });
    }
    out
}

fn to_cards(deck: Deck, places: &[u8]) -> Vec<Card> {
    places.iter().map(|&i| deck.card_at(i).expect("a place of the deck")).collect()
}

/// Both ways, on `hole` own places and `board` community places.
fn agree(r: &Ranking, hole: &[u8], board: &[u8], sel: Selection) {
    let slow = r.best_indices(hole, board, sel);
    let fast = r.best_value(&to_cards(r.deck, hole), &to_cards(r.deck, board), sel);
    assert_eq!(fast, slow, "{r:?} {sel:?}: hole {hole:?}, board {board:?}");
    // The board counted once for a hand's players, each five read or (on 28 cards) looked up:
    // the same value.
    if let Some(counted) = r.board_counts(&to_cards(r.deck, board), sel) {
        let on = r.best_value_on(&to_cards(r.deck, hole), &counted, None);
        assert_eq!(on, slow, "{r:?} {sel:?} (board counted): hole {hole:?}, board {board:?}");
        let fives = table(r, false);
        let looked_up = r.best_value_on(&to_cards(r.deck, hole), &counted, fives.as_deref());
        assert_eq!(looked_up, slow, "{r:?} {sel:?} (fives looked up): hole {hole:?}, board {board:?}");
        // The table of sevens (what the engine gives under any five): the same value, given to
        // either selection; and its inline look-up, wherever it tells one.
        let sevens = table(r, true);
        let with_sevens = r.best_value_on(&to_cards(r.deck, hole), &counted, sevens.as_deref());
        assert_eq!(with_sevens, slow, "{r:?} {sel:?} (sevens table): hole {hole:?}, board {board:?}");
        // The judge's inline look-ups, wherever they tell one: a seven on the board's sums
        // (any five), two own cards on the board's keyed choices (own cards).
        let own = to_cards(r.deck, hole);
        if let (Some(t), &[a, b]) = (sevens.as_deref(), &own[..])
            && t.sevens_of(r)
            && let Some(sums) = r.board_sevens(&to_cards(r.deck, board), sel)
            && let Some(v) = r.seven_value(a, b, &sums, t)
        {
            assert_eq!(Some(v), slow, "{r:?} {sel:?} (a seven looked up inline): hole {hole:?}, board {board:?}");
        }
        if let (Some(t), &[a, b]) = (fives.as_deref(), &own[..])
            && t.fives_of(r)
            && let Some(v) = r.two_value(a, b, &counted, t)
        {
            assert_eq!(Some(v), slow, "{r:?} {sel:?} (two own cards looked up inline): hole {hole:?}, board {board:?}");
        }
    }
}

/// A ranking's table, and whether it is of sevens.
type Tables = Vec<((Ranking, bool), Option<Rc<FiveTable>>)>;

/// The ranking's table of fives, or (`sevens`) of sevens, built once per ranking and thread.
fn table(r: &Ranking, sevens: bool) -> Option<Rc<FiveTable>> {
    thread_local! {
        static TABLES: RefCell<Tables> = const { RefCell::new(Vec::new()) };
    }
    TABLES.with(|t| {
        let mut t = t.borrow_mut();
        if let Some((_, table)) = t.iter().find(|(k, _)| *k == (*r, sevens)) {
            return table.clone();
        }
        let table = if sevens { r.seven_table() } else { r.five_table() }.map(Rc::new);
        t.push(((*r, sevens), table.clone()));
        table
    })
}

/// A small deterministic generator (xorshift), so that a failure names its hand again.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// `k` distinct places of a deck of `n` cards.
    fn deal(&mut self, n: u8, k: usize) -> Vec<u8> {
        let mut out: Vec<u8> = Vec::with_capacity(k);
        while out.len() < k {
            let c = (self.next() % u64::from(n)) as u8;
            if !out.contains(&c) {
                out.push(c);
            }
        }
        out
    }
}

#[test]
fn sampled_hands_of_both_decks_read_directly_are_the_best_of_every_five() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for deck in [Deck::French52, Deck::Short28] {
        let n = deck.len() as u8;
        for r in rankings(deck) {
            for _ in 0..3_000 {
                let cards = rng.deal(n, 9);
                // Hold'em and the sintético: two own cards and five on the table.
                agree(&r, &cards[..2], &cards[2..7], Selection::AnyFive);
                agree(&r, &cards[..2], &cards[2..7], Selection::Hole(2));
                // Fewer on the table (a showdown before the last card), and Omaha's four.
                agree(&r, &cards[..2], &cards[2..5], Selection::AnyFive);
                agree(&r, &cards[..2], &cards[2..6], Selection::AnyFive);
                agree(&r, &cards[..4], &cards[4..9], Selection::Hole(2));
                agree(&r, &cards[..4], &cards[4..9], Selection::AnyFive);
            }
        }
    }
}

#[test]
fn the_rare_hands_read_directly() {
    // Hands the samples seldom deal: a royal beside a lower straight flush of its suit, a low
    // straight flush, two trios, a póquer beside a full, a colour of six beside a straight.
    let c = |s: &str| -> Vec<Card> { s.split_whitespace().map(|x| Card::parse(x).expect("a card")).collect() };
    let hands = [
        ("Ah Kh", "Qh Jh Th 9h 8h"),
        ("Ah 2h", "3h 4h 5h 6h Kd"),
        ("Ah 8h", "9h Th Jh Kc Ks"),
        ("As Ad", "Ah Kc Kd Ks Qh"),
        ("9s 9d", "9h 9c Kd Ks Kh"),
        ("2h 4h", "6h 8h Th 3c 5d"),
        ("Ac Ad", "Kc Kd Qc Qd Jh"),
    ];
    for deck in [Deck::French52, Deck::Short28] {
        for r in rankings(deck) {
            for (hole, board) in hands {
                let (hole, board) = (c(hole), c(board));
                if hole.iter().chain(&board).any(|&x| deck.index_of(x).is_none()) {
                    continue;
                }
                let places = |v: &[Card]| -> Vec<u8> { v.iter().filter_map(|&x| deck.index_of(x)).collect() };
                for sel in [Selection::AnyFive, Selection::Hole(2)] {
                    agree(&r, &places(&hole), &places(&board), sel);
                }
            }
        }
    }
}

#[test]
fn cards_that_make_no_five_read_directly_are_none() {
    let r = Ranking::VALENCIA_SINTETICO;
    let c = |s: &str| -> Vec<Card> { s.split_whitespace().map(|x| Card::parse(x).expect("a card")).collect() };
    // A card twice, a card not in the deck, too few on the table.
    assert_eq!(r.best_value(&c("Ah Kh"), &c("Ah Jh Th"), Selection::AnyFive), None);
    assert_eq!(r.best_value(&c("Ah 2h"), &c("Qh Jh Th"), Selection::AnyFive), None);
    assert_eq!(r.best_value(&c("Ah Kh"), &c("Qh Jh"), Selection::Hole(2)), None);
    assert_eq!(r.best_value(&c("Ah Kh"), &c("Qh Jh"), Selection::AnyFive), None);
    // The same with the board counted once for the hand's players.
    let table = r.five_table();
    let on = |hole: &str, board: &str, sel| {
        r.board_counts(&c(board), sel).and_then(|b| r.best_value_on(&c(hole), &b, table.as_ref()))
    };
    assert_eq!(on("Ah Kh", "Ah Jh Th", Selection::AnyFive), None);
    assert_eq!(on("Ah Kh", "Ah Jh Th", Selection::Hole(2)), None);
    assert_eq!(on("Ah 2h", "Qh Jh Th", Selection::AnyFive), None);
    assert_eq!(on("Ah Kh", "Qh Jh", Selection::Hole(2)), None);
    assert_eq!(on("Ah Kh", "Qh Jh", Selection::AnyFive), None);
    assert!(r.board_counts(&c("Qh Qh Th"), Selection::Hole(2)).is_none());
}

#[test]
#[ignore = "release only: every set of seven of the 28 cards, eight rankings, 22 ways each"]
fn every_set_of_seven_of_the_short_deck() {
    for r in rankings(Deck::Short28) {
        let mut set = [0u8; 7];
        for_each_set(28, 0, 0, &mut set, &mut |s| {
            agree(&r, &[], s, Selection::AnyFive);
            // Every pair of the seven as the own cards.
            for a in 0..7 {
                for b in a + 1..7 {
                    let board: Vec<u8> = (0..7).filter(|&k| k != a && k != b).map(|k| s[k]).collect();
                    agree(&r, &[s[a], s[b]], &board, Selection::Hole(2));
                }
            }
        });
    }
}

fn for_each_set(n: u8, k: usize, from: u8, out: &mut [u8; 7], f: &mut impl FnMut(&[u8; 7])) {
    if k == 7 {
        f(out);
        return;
    }
    for c in from..n {
        out[k] = c;
        for_each_set(n, k + 1, c + 1, out, f);
    }
}

//! The sintético's best hands (issue 32): a player's five cards taken from their two and the
//! five on the table, as Murcia builds them (the best five of seven, M art. 4) and as Valencia
//! does (both own cards and three of the table's, V §12.IX.1), on 28 cards with A-8-9-10-J a
//! straight.
//!
//! The exact distributions are the figures ("Exact figures to test against"), reproduced
//! independently with a separate evaluator in C (docs/games.md, "The sintético's exact
//! figures"). `deal_distribution` takes the deals up to a renaming of the suits; the tests
//! marked `#[ignore]` count every deal one by one instead (release only:
//! `cargo test --release --test sintetico_hands -- --ignored`).

use std::cmp::Ordering;

use veedor::engine::poker::odds::{deal_distribution, distribution};
use veedor::engine::poker::{Category, HandError, Qualifier, Ranking, Selection};
use veedor::log::card::Card;

const MURCIA: Ranking = Ranking::MURCIA_SINTETICO;
const VALENCIA: Ranking = Ranking::VALENCIA_SINTETICO;

/// The figures, highest category first: escalera real, escalera de color, póquer,
/// full, color, escalera, trío, doble pareja, pareja, cartas mayores (by [`Category`], whatever
/// the ranking's order).
const MURCIA_FIGURES: [u64; 10] = [1_012, 2_772, 14_168, 183_120, 14_448, 304_700, 86_020, 506_520, 71_280, 0];
const VALENCIA_FIGURES: [u64; 10] =
    [10_120, 28_768, 255_024, 1_976_184, 146_416, 5_417_424, 3_790_920, 9_731_880, 3_492_144, 15_960];

fn high_first(counts: &[u64; 10]) -> Vec<u64> {
    counts.iter().rev().copied().collect()
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(|c| Card::parse(c).expect("a card of the test")).collect()
}

fn best(r: &Ranking, hole: &str, board: &str, sel: Selection) -> veedor::engine::poker::Best {
    r.best(&cards(hole), &cards(board), sel).expect("a hand")
}

#[test]
fn murcia_best_five_of_seven() {
    let d = deal_distribution(&MURCIA, 7, 0, Selection::AnyFive).expect("seven cards make five");
    assert_eq!(d.deals, 1_184_040, "C(28, 7)");
    assert_eq!(high_first(&d.counts), MURCIA_FIGURES);
    // Seven different ranks of seven are always a straight: no deal leaves cartas mayores.
    assert_eq!(d.counts[Category::HighCards as usize], 0);
}

#[test]
fn valencia_both_own_cards_and_three_of_the_table() {
    let d = deal_distribution(&VALENCIA, 2, 5, Selection::Hole(2)).expect("two and five make five");
    assert_eq!(d.deals, 24_864_840, "C(28, 2) · C(26, 5)");
    assert_eq!(high_first(&d.counts), VALENCIA_FIGURES);
}

/// The figures that can be counted by hand (docs/games.md): 4·C(23, 2) sets of seven hold a
/// royal flush; 4·693 a straight flush below it; 7·C(24, 3) a póquer (none of which can hold a
/// straight flush too: that takes eight cards). In Valencia both own cards must be two of the
/// royal's five and the table must hold the other three: 4·C(5, 2)·C(23, 2).
#[test]
fn the_rare_hands_counted_by_hand() {
    let c = |n: u64, k: u64| (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1));
    assert_eq!(MURCIA_FIGURES[0], 4 * c(23, 2));
    // Per suit: sets of seven holding A-8-9-10-J, 8…Q or 9…K (inclusion–exclusion: 3·253 −
    // 22 − 22 − 1 + 1 = 715), less the 22 that also hold the royal.
    assert_eq!(MURCIA_FIGURES[1], 4 * (3 * c(23, 2) - 2 * c(22, 1) - 1 + 1 - c(22, 1)));
    assert_eq!(MURCIA_FIGURES[2], 7 * c(24, 3));
    assert_eq!(VALENCIA_FIGURES[0], 4 * c(5, 2) * c(23, 2));
}

fn swapped(r: Ranking) -> Ranking {
    Ranking { color_over_full: !r.color_over_full, ..r }
}

/// A full and a colour never come in the same seven cards (the colour's five ranks differ, so
/// it holds at most one card of the trío's rank and one of the pair's: the trío and the pair
/// need three more cards, and only two are left): the order of the two changes who wins a
/// showdown, never a deal's category. Both orders give the same counts under both selections
/// (Valencia's in `valencia_with_the_full_above_the_colour`, release only).
#[test]
fn the_order_of_full_and_colour_changes_no_count() {
    let m = deal_distribution(&swapped(MURCIA), 7, 0, Selection::AnyFive).expect("a distribution");
    assert_eq!(high_first(&m.counts), MURCIA_FIGURES);
}

#[test]
#[ignore = "release only: Valencia's deals a second time"]
fn valencia_with_the_full_above_the_colour() {
    let v = deal_distribution(&swapped(VALENCIA), 2, 5, Selection::Hole(2)).expect("a distribution");
    assert_eq!(high_first(&v.counts), VALENCIA_FIGURES);
}

/// The suit symmetry against the five-card counts made one by one (`distribution`): five own
/// cards; two own and three on the table (ten deals per hand); one and four (five).
#[test]
fn the_suit_symmetry_counts_what_the_plain_enumeration_counts() {
    for r in [VALENCIA, MURCIA] {
        let plain = distribution(&r, &Qualifier::ACE_KING);
        let five = deal_distribution(&r, 5, 0, Selection::AnyFive).expect("five cards");
        assert_eq!((five.counts, five.deals), (plain.counts, plain.hands), "{r:?}");
        let split = deal_distribution(&r, 2, 3, Selection::Hole(2)).expect("two and three");
        assert_eq!(split.counts, plain.counts.map(|n| 10 * n), "{r:?}");
        let any = deal_distribution(&r, 1, 4, Selection::AnyFive).expect("one and four");
        assert_eq!(any.counts, plain.counts.map(|n| 5 * n), "{r:?}");
    }
}

/// The same on 52 cards, whose 2,598,960 hands take the renamings' test a while in debug.
#[test]
#[ignore = "release only: every hand of 52 cards against its 24 renamings"]
fn the_suit_symmetry_on_fifty_two_cards() {
    for r in [Ranking::VALENCIA_SIN_DESCARTE, Ranking::MURCIA_SIN_DESCARTE] {
        let plain = distribution(&r, &Qualifier::ACE_KING);
        let five = deal_distribution(&r, 5, 0, Selection::AnyFive).expect("five cards");
        assert_eq!((five.counts, five.deals), (plain.counts, plain.hands), "{r:?}");
    }
}

/// Every set of seven, one by one, with no symmetry.
#[test]
#[ignore = "release only: 1,184,040 sets of seven, 21 hands each"]
fn murcia_every_set_of_seven() {
    let mut counts = [0u64; 10];
    let n = 28u8;
    let mut c = [0u8; 7];
    for_each_set(n, 7, 0, &mut c, &mut |set| {
        let v = MURCIA.best_indices(set, &[], Selection::AnyFive).expect("seven cards");
        counts[v.category() as usize] += 1;
    });
    assert_eq!(high_first(&counts), MURCIA_FIGURES);
}

/// Every deal, one by one, with no symmetry.
#[test]
#[ignore = "release only: 24,864,840 deals, ten hands each"]
fn valencia_every_deal() {
    let mut counts = [0u64; 10];
    let mut h = [0u8; 2];
    for_each_set(28, 2, 0, &mut h, &mut |hole| {
        let rest: Vec<u8> = (0..28).filter(|i| !hole.contains(i)).collect();
        let mut b = [0u8; 5];
        for_each_set(26, 5, 0, &mut b, &mut |places| {
            let board = places.map(|p| rest[usize::from(p)]);
            let v = VALENCIA.best_indices(hole, &board, Selection::Hole(2)).expect("two and five");
            counts[v.category() as usize] += 1;
        });
    });
    assert_eq!(high_first(&counts), VALENCIA_FIGURES);
}

/// Calls `f` with every `K` increasing places of `0..n`, filling `out` from `from`.
fn for_each_set<const K: usize>(n: u8, k: usize, from: u8, out: &mut [u8; K], f: &mut impl FnMut(&[u8; K])) {
    if k == 0 {
        f(out);
        return;
    }
    for i in from..n {
        out[K - k] = i;
        for_each_set(n, k - 1, i + 1, out, f);
    }
}

#[test]
fn the_same_cards_can_have_different_winners() {
    // The colour against the full: Valencia's colour beats the full, Murcia's full beats it.
    let board = "8c Jc Qc Kd Kh";
    let (a, b) = ("Ac 9c", "Ks Qd");
    let (va, vb) = (best(&VALENCIA, a, board, Selection::Hole(2)), best(&VALENCIA, b, board, Selection::Hole(2)));
    assert_eq!((va.value.category(), vb.value.category()), (Category::Color, Category::Full));
    assert_eq!(VALENCIA.compare(va.value, vb.value), Ordering::Greater);
    let (ma, mb) = (best(&MURCIA, a, board, Selection::AnyFive), best(&MURCIA, b, board, Selection::AnyFive));
    assert_eq!((ma.value.category(), mb.value.category()), (Category::Color, Category::Full));
    assert_eq!(MURCIA.compare(ma.value, mb.value), Ordering::Less);

    // The table's full: Murcia plays it for everyone (a tie); Valencia makes each use both own
    // cards, and the higher kickers win.
    let board = "Ac Ad Ah Kc Ks";
    let (a, b) = ("8c 9d", "Qh Jd");
    let ma = best(&MURCIA, a, board, Selection::AnyFive).value;
    let mb = best(&MURCIA, b, board, Selection::AnyFive).value;
    assert_eq!(ma.category(), Category::Full);
    assert_eq!(MURCIA.compare(ma, mb), Ordering::Equal);
    let va = best(&VALENCIA, a, board, Selection::Hole(2)).value;
    let vb = best(&VALENCIA, b, board, Selection::Hole(2)).value;
    assert_eq!((va.category(), vb.category()), (Category::Trio, Category::Trio));
    assert_eq!(VALENCIA.compare(va, vb), Ordering::Less);

    // Four of a suit on the table and one in the hand: Murcia's colour, not Valencia's.
    let board = "8h 9h Jh Kh Ac";
    assert_eq!(best(&MURCIA, "Qh 8d", board, Selection::AnyFive).value.category(), Category::Color);
    assert_eq!(best(&VALENCIA, "Qh 8d", board, Selection::Hole(2)).value.category(), Category::Pair);
}

#[test]
fn the_low_straight_and_the_five_cards_named() {
    // A-8-9-10-J with both own cards: the straight to the jack, below 8…Q.
    let b = best(&VALENCIA, "Ac 8d", "9h Ts Jc Kd Kh", Selection::Hole(2));
    assert_eq!(b.value.category(), Category::Straight);
    assert_eq!(b.cards, <[Card; 5]>::try_from(cards("Ac 8d 9h Ts Jc")).expect("five"));
    let higher = best(&VALENCIA, "8c Qd", "9h Ts Jc Kd Kh", Selection::Hole(2));
    assert_eq!(VALENCIA.compare(higher.value, b.value), Ordering::Greater);
    // Murcia's best of seven takes the straight over the table's pair of kings.
    let m = best(&MURCIA, "Ac 8d", "9h Ts Jc Kd Kh", Selection::AnyFive);
    assert_eq!(m.value.category(), Category::Straight);
    // Among fives of one value the one of the higher cards is named (the kicker K♦ or K♣: the
    // deck's suit order, ♣ ♦ ♥ ♠, makes it the K♦), whatever the order the cards were given in:
    // the same cards always name the same five, listed in the order given.
    let one = best(&MURCIA, "Ac Ad", "Ah As Kc Kd Qc", Selection::AnyFive);
    let other = best(&MURCIA, "Ad Ac", "Qc Kd Kc As Ah", Selection::AnyFive);
    assert_eq!(one.value, other.value);
    assert_eq!(one.value.category(), Category::Poker);
    assert_eq!(one.cards[..], cards("Ac Ad Ah As Kd")[..]);
    assert_eq!(other.cards[..], cards("Ad Ac Kd As Ah")[..]);
}

#[test]
fn the_best_hand_of_five_cards_is_their_value() {
    let v = Ranking::VALENCIA_SIN_DESCARTE;
    for (hole, board) in [("Ac Kd", "Qh Js Tc"), ("2c 2d", "2h 5s 5c"), ("7c 8c", "9c Tc Jc")] {
        let five = [cards(hole), cards(board)].concat();
        let direct = v.evaluate(&five).expect("five cards");
        assert_eq!(best(&v, hole, board, Selection::Hole(2)).value, direct);
        assert_eq!(best(&v, hole, board, Selection::AnyFive).value, direct);
        assert_eq!(
            best(&v, &five.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" "), "", Selection::Hole(5)).value,
            direct
        );
    }
}

#[test]
fn cards_that_make_no_five_are_errors() {
    let err = |hole: &str, board: &str, sel| VALENCIA.best(&cards(hole), &cards(board), sel).err();
    assert_eq!(err("Ac Kd", "Qh Js", Selection::AnyFive), Some(HandError::Selection { hole: 2, board: 2 }));
    assert_eq!(err("Ac", "Qh Js Tc 9c", Selection::Hole(2)), Some(HandError::Selection { hole: 1, board: 4 }));
    assert_eq!(err("Ac Kd", "Qh Js", Selection::Hole(2)), Some(HandError::Selection { hole: 2, board: 2 }));
    assert_eq!(err("Ac Kd", "Qh Js Tc", Selection::Hole(6)), Some(HandError::Selection { hole: 2, board: 3 }));
    let ac = Card::parse("Ac").expect("a card");
    assert_eq!(err("Ac Kd", "Qh Js Ac", Selection::AnyFive), Some(HandError::Repeated(ac)));
    let two = Card::parse("2c").expect("a card");
    assert_eq!(err("2c Kd", "Qh Js Tc", Selection::AnyFive), Some(HandError::NotInDeck(two)));
    // More than twelve cards: not a hand any game deals.
    let many = "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac";
    let v = Ranking::VALENCIA_SIN_DESCARTE;
    assert_eq!(v.best(&cards(many), &[], Selection::AnyFive).err(), Some(HandError::Selection { hole: 13, board: 0 }));
    assert_eq!(VALENCIA.best_indices(&[0, 1], &[2, 3, 28, 4, 5], Selection::Hole(2)), None);
    assert_eq!(VALENCIA.best_indices(&[0, 1], &[1, 3, 4, 5, 6], Selection::Hole(2)), None);
    assert_eq!(deal_distribution(&VALENCIA, 2, 2, Selection::AnyFive), None);
    assert_eq!(deal_distribution(&VALENCIA, 20, 9, Selection::AnyFive), None);
}

/// A best hand does not depend on the order the cards are given in nor on which suit is
/// which, never beats the best of all seven, and Valencia's five hold both own cards.
#[test]
fn best_hands_ignore_order_and_suit_names() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(32);
    for r in [VALENCIA, MURCIA] {
        for _ in 0..2_000 {
            let mut deck: Vec<u8> = (0..28).collect();
            for i in 0..7 {
                let j = rng.random_range(i..deck.len());
                deck.swap(i, j);
            }
            let (hole, board) = (&deck[..2], &deck[2..7]);
            let any = r.best_indices(hole, board, Selection::AnyFive).expect("seven cards");
            let two = r.best_indices(hole, board, Selection::Hole(2)).expect("seven cards");
            assert!(r.compare(any, two) != Ordering::Less);
            let mut shuffled = board.to_vec();
            shuffled.rotate_left(rng.random_range(0..5));
            assert_eq!(r.best_indices(&[hole[1], hole[0]], &shuffled, Selection::Hole(2)), Some(two));
            let mut suits = [0u8, 1, 2, 3];
            for i in 0..4 {
                suits.swap(i, rng.random_range(i..4));
            }
            let rename = |c: &u8| c / 4 * 4 + suits[usize::from(c % 4)];
            let (h2, b2): (Vec<u8>, Vec<u8>) = (hole.iter().map(rename).collect(), board.iter().map(rename).collect());
            assert_eq!(r.best_indices(&h2, &b2, Selection::Hole(2)), Some(two));
            assert_eq!(r.best_indices(&h2, &b2, Selection::AnyFive), Some(any));
            let to_cards = |s: &[u8]| s.iter().filter_map(|&i| r.deck.card_at(i)).collect::<Vec<_>>();
            let b = r.best(&to_cards(hole), &to_cards(board), Selection::Hole(2)).expect("seven cards");
            assert_eq!(b.value, two);
            assert!(to_cards(hole).iter().all(|c| b.cards.contains(c)));
            assert_eq!(r.evaluate(&b.cards), Ok(two));
        }
    }
}

/// The círculo study's kept counts (a report cannot wait for Valencia's sweep) are the
/// enumerations' above.
#[test]
fn the_studys_kept_counts_are_the_enumerations() {
    use veedor::engine::circulo::study::{MURCIA_SINTETICO, VALENCIA_SINTETICO};
    assert_eq!(high_first(&MURCIA_SINTETICO), MURCIA_FIGURES);
    assert_eq!(high_first(&VALENCIA_SINTETICO), VALENCIA_FIGURES);
}

/// The study's 52-card seven-card counts (hold'em, under art. 12's general rules) are the
/// published ones, counted again here: every set of seven of a French deck, A-2-3-4-5 a
/// straight (release only: `cargo test --release --test sintetico_hands -- --ignored`).
#[test]
#[ignore]
fn the_seven_card_counts_of_52_cards_are_the_published_ones() {
    use veedor::engine::circulo::study::SEVEN_OF_FIFTY_TWO;
    let d = deal_distribution(&Ranking::VALENCIA_SIN_DESCARTE, 7, 0, Selection::AnyFive).expect("seven make five");
    assert_eq!(d.deals, 133_784_560, "C(52, 7)");
    assert_eq!(d.counts, SEVEN_OF_FIFTY_TWO);
}

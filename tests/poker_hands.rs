//! The poker family's five-card evaluator, tested over every hand of each deck against the
//! published counts (`../shared/oracles.md`, issue 31) and on the articles' tie-break examples.
//!
//! The enumerations go through `odds::distribution`, which evaluates each of the C(n, 5) hands
//! one by one (no rank patterns): about a second each in a debug build.

use std::cmp::Ordering;

use veedor::engine::poker::odds::distribution;
use veedor::engine::poker::{Category, Deck, HandError, Qualifier, Ranking};
use veedor::i18n::{Lang, Locale};
use veedor::log::card::Card;

/// Counts by category, highest first as the issue lists them: escalera real, escalera de color,
/// póquer, full, color, escalera, trío, doble pareja, pareja, cartas mayores.
fn counts_high_first(r: &Ranking) -> (Vec<u64>, u64, usize) {
    let d = distribution(r, &Qualifier::ACE_KING);
    (d.counts.iter().rev().copied().collect(), d.hands, d.classes)
}

#[test]
fn fifty_two_cards_with_the_low_ace() {
    let (counts, hands, classes) = counts_high_first(&Ranking::VALENCIA_SIN_DESCARTE);
    assert_eq!(counts, [4, 36, 624, 3_744, 5_108, 10_200, 54_912, 123_552, 1_098_240, 1_302_540]);
    assert_eq!(hands, 2_598_960);
    assert_eq!(classes, 7_462);
}

#[test]
fn fifty_two_cards_without_the_low_ace() {
    let (counts, hands, classes) = counts_high_first(&Ranking::MURCIA_SIN_DESCARTE);
    assert_eq!(counts, [4, 32, 624, 3_744, 5_112, 9_180, 54_912, 123_552, 1_098_240, 1_303_560]);
    assert_eq!(hands, 2_598_960);
    assert_eq!(classes, 7_462);
}

#[test]
fn twenty_eight_cards() {
    let (counts, hands, _) = counts_high_first(&Ranking::VALENCIA_SINTETICO);
    assert_eq!(counts, [4, 12, 168, 1_008, 68, 4_080, 6_720, 15_120, 53_760, 17_340]);
    assert_eq!(hands, 98_280);
}

#[test]
fn the_depth_makes_fewer_classes() {
    // Only the main group: every high-card hand ties with those of its top card, every pair
    // with those of its rank, and so on.
    let d = distribution(&Ranking { depth: 1, ..Ranking::VALENCIA_SIN_DESCARTE }, &Qualifier::ACE_KING);
    // High cards and colour by top card (7..A: 8 each), pair 13, doble pareja 12 (its higher
    // pair, 3..A), trío 13, straights 10, full 13, póquer 13, straight flush 9, royal 1.
    assert_eq!(d.classes, 8 + 13 + 12 + 13 + 10 + 8 + 13 + 13 + 9 + 1);
}

fn hand(s: &str) -> Vec<Card> {
    s.split_whitespace().map(|c| Card::parse(c).expect("a card of the test")).collect()
}

fn cmp(r: &Ranking, a: &str, b: &str) -> Ordering {
    let (a, b) = (r.evaluate(&hand(a)).expect("a hand"), r.evaluate(&hand(b)).expect("a hand"));
    r.compare(a, b)
}

fn category(r: &Ranking, s: &str) -> Category {
    r.evaluate(&hand(s)).expect("a hand").category()
}

#[test]
fn the_articles_tie_breaks() {
    let v = Ranking::VALENCIA_SIN_DESCARTE;
    // V §11.V.1: «un póquer de reyes supera a uno de damas».
    assert_eq!(cmp(&v, "Kc Kd Kh Ks 2c", "Qc Qd Qh Qs Ac"), Ordering::Greater);
    // Two fulls by the trío.
    assert_eq!(cmp(&v, "3c 3d 3h 2s 2c", "2d 2h 2c Ac As"), Ordering::Greater);
    // Straights of any kind by the top card; the low straight is the lowest.
    assert_eq!(cmp(&v, "7c 8d 9h Ts Jc", "6c 7d 8h 9s Td"), Ordering::Greater);
    assert_eq!(cmp(&v, "Ac 2d 3h 4s 5c", "2c 3d 4h 5s 6d"), Ordering::Less);
    assert_eq!(cmp(&v, "Ac 2d 3h 4s 5c", "Kc Qd Jh 9s 8d"), Ordering::Greater);
    // Colours and high cards card by card.
    assert_eq!(cmp(&v, "Ac 4c 7c 8c Qc", "Ad 4d 7d 8d Jd"), Ordering::Greater);
    assert_eq!(cmp(&v, "Ac Kd 9h 5s 3c", "Ad Kh 9c 5d 2s"), Ordering::Greater);
    // Double pairs: the higher pair, the lower, the kicker.
    assert_eq!(cmp(&v, "Kc Kd 7h 7s 2c", "Kh Ks 6c 6d Ac"), Ordering::Greater);
    assert_eq!(cmp(&v, "Kc Kd 7h 7s 3c", "Kh Ks 7c 7d 2c"), Ordering::Greater);
    // Pairs: the pair, then the rest; equal everything is a tie.
    assert_eq!(cmp(&v, "Qc Qd 9h 5s 3c", "Qh Qs 9c 5d 2s"), Ordering::Greater);
    assert_eq!(cmp(&v, "Qc Qd 9h 5s 3c", "Qh Qs 9c 5d 3s"), Ordering::Equal);
    // At depth 1, the rest no longer counts.
    let shallow = Ranking { depth: 1, ..v };
    assert_eq!(cmp(&shallow, "Qc Qd 9h 5s 3c", "Qh Qs 9c 5d 2s"), Ordering::Equal);
}

#[test]
fn the_low_ace_by_article() {
    let v = Ranking::VALENCIA_SIN_DESCARTE;
    let m = Ranking::MURCIA_SIN_DESCARTE;
    assert_eq!(category(&v, "Ac 2d 3h 4s 5c"), Category::Straight);
    assert_eq!(category(&v, "Ac 2c 3c 4c 5c"), Category::StraightFlush);
    assert_eq!(category(&m, "Ac 2d 3h 4s 5c"), Category::HighCards);
    assert_eq!(category(&m, "Ac 2c 3c 4c 5c"), Category::Color);
    // The bank plays with it in Valencia only: no king.
    let plays = |r: &Ranking, cards: &str| r.qualifies(&Qualifier::ACE_KING, r.evaluate(&hand(cards)).expect("a hand"));
    assert!(plays(&v, "Ac 2d 3h 4s 5c"));
    assert!(!plays(&m, "Ac 2d 3h 4s 5c"));
    assert!(plays(&m, "Ac Kd 3h 4s 5c"));
    assert!(!plays(&m, "Ac Qd Jh 4s 5c"));
    // Never around the corner.
    assert_eq!(category(&v, "Qc Kd Ah 2s 3c"), Category::HighCards);
    let key = v.evaluate(&hand("Ac 2d 3h 4s 5c")).expect("a hand").key();
    assert_eq!(key, [veedor::log::card::Rank::Five]);
}

#[test]
fn twenty_eight_cards_rank_the_colour_above_the_full() {
    let s = Ranking::VALENCIA_SINTETICO;
    assert_eq!(category(&s, "Ac 8d 9h Ts Jc"), Category::Straight);
    assert_eq!(cmp(&s, "Ac 8d 9h Ts Jc", "Ac Kd Qh Js 9c"), Ordering::Greater);
    assert_eq!(cmp(&s, "8d 9h Ts Jc Qc", "Ac 8d 9h Ts Jc"), Ordering::Greater);
    assert_eq!(cmp(&s, "8c 9c Jc Qc Ac", "Ac Ad Ah Ks Kc"), Ordering::Greater);
    assert_eq!(cmp(&Ranking::VALENCIA_SIN_DESCARTE, "8c 9c Jc Qc Ac", "Ac Ad Ah Ks Kc"), Ordering::Less);
    assert_eq!(category(&s, "Tc Jc Qc Kc Ac"), Category::RoyalFlush);
}

#[test]
fn bad_hands_are_errors() {
    let v = Ranking::VALENCIA_SIN_DESCARTE;
    assert_eq!(v.evaluate(&hand("Ac 2d 3h 4s")), Err(HandError::Count(4)));
    assert_eq!(v.evaluate(&hand("Ac 2d 3h 4s 5c 6c")), Err(HandError::Count(6)));
    let ac = Card::parse("Ac").expect("a card");
    assert_eq!(v.evaluate(&hand("Ac 2d 3h 4s Ac")), Err(HandError::Repeated(ac)));
    let two = Card::parse("2d").expect("a card");
    assert_eq!(Ranking::VALENCIA_SINTETICO.evaluate(&hand("Ac 2d 9h Ts Jc")), Err(HandError::NotInDeck(two)));
    assert_eq!(v.evaluate_indices([0, 1, 2, 3, 52]), None);
    assert_eq!(v.evaluate_indices([0, 1, 2, 3, 3]), None);
}

#[test]
fn the_deck_places_are_its_cards() {
    for deck in [Deck::French52, Deck::Short28] {
        for i in 0..deck.len() as u8 {
            let card = deck.card_at(i).expect("a card of the deck");
            assert_eq!(deck.index_of(card), Some(i));
        }
        assert_eq!(deck.card_at(deck.len() as u8), None);
    }
}

#[test]
fn the_categories_have_the_articles_names() {
    let names: Vec<String> = Category::ALL.iter().rev().map(|c| c.name().render(Locale::human(Lang::Es))).collect();
    assert_eq!(
        names,
        [
            "escalera real",
            "escalera de color",
            "póquer",
            "full",
            "color",
            "escalera",
            "trío",
            "doble pareja",
            "pareja",
            "cartas mayores"
        ]
    );
    assert_eq!(Category::Full.name().render(Locale::human(Lang::En)), "full house (full)");
}

/// A hand's value does not depend on the order its cards are given in nor on which suit is
/// which (a permutation of the four suits), and a comparison reversed is reversed: over random
/// hands of each ranking.
#[test]
fn values_ignore_card_order_and_suit_names() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(31);
    for r in [Ranking::VALENCIA_SIN_DESCARTE, Ranking::MURCIA_SIN_DESCARTE, Ranking::VALENCIA_SINTETICO] {
        let n = r.deck.len() as u8;
        for _ in 0..2_000 {
            let mut deck: Vec<u8> = (0..n).collect();
            for i in 0..5 {
                let j = rng.random_range(i..deck.len());
                deck.swap(i, j);
            }
            let idx = [deck[0], deck[1], deck[2], deck[3], deck[4]];
            let v = r.evaluate_indices(idx).expect("five distinct cards");
            let mut shuffled = idx;
            shuffled.rotate_left(rng.random_range(0..5));
            shuffled.swap(0, rng.random_range(0..5));
            assert_eq!(r.evaluate_indices(shuffled), Some(v));
            let mut suits = [0u8, 1, 2, 3];
            for i in 0..4 {
                suits.swap(i, rng.random_range(i..4));
            }
            let renamed = idx.map(|c| c / 4 * 4 + suits[usize::from(c % 4)]);
            assert_eq!(r.evaluate_indices(renamed), Some(v), "suits {suits:?} of {idx:?}");
            let cards: Vec<Card> = idx.iter().filter_map(|&i| r.deck.card_at(i)).collect();
            assert_eq!(r.evaluate(&cards), Ok(v));
            let other = r.evaluate_indices([deck[5], deck[6], deck[7], deck[8], deck[9]]).expect("five distinct cards");
            assert_eq!(r.compare(v, other), r.compare(other, v).reverse());
            if r.compare(v, other) == Ordering::Greater {
                assert!(r.place(v.category()) >= r.place(other.category()));
            }
        }
    }
}

//! The poker family's exact odds (issue 31): the bank's qualifier, the distribution of the
//! player's combination, the pay table's mean, the Carrusel's return and the house edge against
//! the bank, against the published figures (`../shared/oracles.md`).
//!
//! The 52-card house edges sweep every hand (seconds in a release build, minutes in debug): they
//! are `#[ignore]`d, run with `cargo test --release --test poker_odds -- --ignored`. The cheap
//! check that runs always is the same sweep on 28 cards, against a direct count of the bank's
//! hidden hands.

use std::sync::OnceLock;

use num_rational::Ratio;
use veedor::engine::poker::edge::{self, Decision, Game};
use veedor::engine::poker::odds::{CarruselTable, Distribution, PayTable, distribution};
use veedor::engine::poker::{Category, Qualifier, Ranking};
use veedor::log::card::Rank;

fn q(n: i128, d: i128) -> Ratio<i128> {
    Ratio::new(n, d)
}

/// Each 52-card enumeration once for the whole file (a second and a half each in debug).
fn valencia() -> &'static Distribution {
    static D: OnceLock<Distribution> = OnceLock::new();
    D.get_or_init(|| distribution(&Ranking::VALENCIA_SIN_DESCARTE, &Qualifier::ACE_KING))
}

fn murcia() -> &'static Distribution {
    static D: OnceLock<Distribution> = OnceLock::new();
    D.get_or_init(|| distribution(&Ranking::MURCIA_SIN_DESCARTE, &Qualifier::ACE_KING))
}

#[test]
fn the_bank_qualifies() {
    assert_eq!(valencia().bank_qualifies(), q(205, 364));
    assert_eq!(murcia().bank_qualifies(), q(717, 1274));
}

#[test]
fn the_players_combination_and_the_second_bet() {
    let d = valencia();
    assert_eq!(d.probability(Category::RoyalFlush), q(1, 649_740));
    assert_eq!(d.probability(Category::Pair), q(1_098_240, 2_598_960));
    let sum: Ratio<i128> = Category::ALL.iter().map(|&c| d.probability(c)).sum();
    assert_eq!(sum, q(1, 1));
    // Σ count × multiplier: 4·100 + 36·25 + 624·20 + 3,744·7 + 5,108·5 + 10,200·4 + 54,912·3
    // + 123,552·2 + 1,098,240 + 1,302,540 = 2,918,948 over 2,598,960.
    assert_eq!(d.mean_multiplier(&PayTable::SIN_DESCARTE), q(2_918_948, 2_598_960));
    // Murcia: 32 straight flushes, 5,112 colours, 9,180 straights, 1,303,560 high cards.
    let m = murcia();
    assert_eq!(m.mean_multiplier(&PayTable::SIN_DESCARTE), q(2_915_808, 2_598_960));
}

#[test]
fn the_carrusel_returns_4377_of_10829() {
    // (4·12,000 + 36·2,000 + 624·400 + 3,744·100 + 5,108·60) / 2,598,960 = 1,050,480 / 2,598,960.
    let d = valencia();
    assert_eq!(d.carrusel_return(&CarruselTable::VALENCIA_MINIMUM), q(4377, 10_829));
}

/// The sweep's counts are the direct ones, on 28 cards: a player hand of every category,
/// every up-card; against the texts' qualifier and two others (any pareja; a trío of tens or
/// better, above most of a 28-card deck's hands).
#[test]
fn the_sweep_counts_what_a_direct_count_does() {
    for q in [
        Qualifier::ACE_KING,
        Qualifier::new(Category::Pair, &[]).expect("a qualifier"),
        Qualifier::new(Category::Trio, &[Rank::Ten]).expect("a qualifier"),
    ] {
        sweep_against_direct(q);
    }
}

fn sweep_against_direct(q: Qualifier) {
    let r = Ranking::VALENCIA_SINTETICO;
    let mut checked = [0u32; 10];
    let mut total_weight = 0u64;
    edge::sweep(&r, &q, |hand, player, weight, up, o| {
        assert_eq!(o.total(), 7_315, "C(22, 4) hidden hands");
        total_weight += u64::from(weight);
        let c = player.category() as usize;
        if checked[c] >= 23 {
            return;
        }
        checked[c] += 1;
        assert_eq!(r.evaluate_indices(hand), Some(player));
        let direct = edge::outcomes(&r, &q, hand, up).expect("a hand and an up-card");
        assert_eq!(direct, o, "{q:?}: player {hand:?}, up-card {up}");
    });
    assert_eq!(total_weight, 98_280 * 23);
    assert!(checked.iter().all(|&n| n > 0));
}

fn edge_of(ranking: Ranking, pays: PayTable, decision: Decision) -> edge::Edge {
    let e = edge::house_edge(&Game { ranking, qualifier: Qualifier::ACE_KING, pays, call: 2 }, decision);
    println!(
        "{ranking:?} {pays:?} {decision:?}: {} / {} = {:.6} %, voy on {}",
        e.house_wins,
        e.deals,
        e.house_wins as f64 / e.deals as f64 * 100.0,
        e.voy
    );
    e
}

#[test]
#[ignore = "a release build's seconds; minutes in debug"]
fn caribbean_stud_optimal_edge_is_the_published_one() {
    let e = edge_of(Ranking::VALENCIA_SIN_DESCARTE, PayTable::CARIBBEAN_STUD, Decision::Optimal);
    assert_eq!(e.deals, 19_933_230_517_200);
    assert_eq!(e.house_wins, 1_041_372_912_372);
}

/// Valencia's table (escalera de color 25): the 5.2637 %, exactly the published total
/// plus 25 × 2 antes on each deal where a player's straight flush beats a qualifying bank (the
/// optimal decisions do not move). Murcia without the low ace; and the simple rule «voy with an
/// ace and a king or better», whatever the up-card.
#[test]
#[ignore = "a release build's seconds; minutes in debug"]
fn valencia_and_murcia_edges() {
    let deals = 19_933_230_517_200;
    let v = edge_of(Ranking::VALENCIA_SIN_DESCARTE, PayTable::SIN_DESCARTE, Decision::Optimal);
    assert_eq!(v.per_ante(), q(1_049_219_398_372, deals));
    assert_eq!(v.house_wins - 1_041_372_912_372, 31_385_944 * 5 * 2 * 25);
    let m = edge_of(Ranking::MURCIA_SIN_DESCARTE, PayTable::SIN_DESCARTE, Decision::Optimal);
    assert_eq!(m.per_ante(), q(1_084_148_853_032, deals));
    let vs = edge_of(Ranking::VALENCIA_SIN_DESCARTE, PayTable::SIN_DESCARTE, Decision::Qualifier);
    assert_eq!(vs.per_ante(), q(1_140_446_689_540, deals));
    let ms = edge_of(Ranking::MURCIA_SIN_DESCARTE, PayTable::SIN_DESCARTE, Decision::Qualifier);
    assert_eq!(ms.per_ante(), q(1_174_370_363_360, deals));
    // The optimal «voy» on 63,794,004 of the 122,151,120 hands and up-cards (52.2 %); the rule
    // on 68,793,900 (every ace-king or better, 1,463,700 hands × 47).
    assert_eq!(v.voy, 63_794_004);
    assert_eq!(vs.voy, 1_463_700 * 47);
}

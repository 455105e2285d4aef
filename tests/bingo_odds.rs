//! A single bingo card's exact odds (`veedor::engine::bingo::odds`) against independent
//! computations: Pascal's triangle in `u128` instead of the module's big-integer products, a
//! direct count of the draws by how many numbers of each row they hold instead of
//! inclusion–exclusion, falling products instead of binomial ratios, and the order statistics'
//! closed forms for the mean.

mod common;

use common::bin::odds;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use veedor::engine::bingo::odds::{BALLS, Law, Prize, binomial, by_ball, probability};
use veedor::i18n::{Lang, Locale};

/// Pascal's triangle up to 90: C(90, 45) ≈ 1.06·10^26 fits `u128`.
fn pascal() -> Vec<Vec<u128>> {
    let mut c = vec![vec![1u128]];
    for n in 1..=90usize {
        let mut row = vec![1u128; n + 1];
        for k in 1..n {
            row[k] = c[n - 1][k - 1] + c[n - 1][k];
        }
        c.push(row);
    }
    c
}

fn choose(c: &[Vec<u128>], n: i64, k: i64) -> u128 {
    if k < 0 || n < 0 || k > n { 0 } else { c[n as usize][k as usize] }
}

fn q(num: u128, den: u128) -> BigRational {
    BigRational::new(BigInt::from(num), BigInt::from(den))
}

#[test]
fn a_bingo_by_ball_15_is_one_draw_in_c_90_15() {
    // C(90, 15) as a falling product: 90·89·…·76 / 15!.
    let falling: u128 = (76..=90u128).product();
    let fact: u128 = (1..=15u128).product();
    let c90_15 = falling / fact;
    assert_eq!(c90_15, 45_795_673_964_460_816);
    assert_eq!(by_ball(Prize::Bingo, 15), q(1, c90_15));
    assert_eq!(binomial(90, 15), BigUint::from(c90_15));
    for k in 0..15 {
        assert_eq!(by_ball(Prize::Bingo, k), q(0, 1), "ball {k}");
    }
    for k in 0..5 {
        assert_eq!(by_ball(Prize::Line, k), q(0, 1), "ball {k}");
    }
    assert_eq!(by_ball(Prize::Bingo, 90), q(1, 1));
    assert_eq!(by_ball(Prize::Line, 90), q(1, 1));
}

#[test]
fn the_bingo_by_ball_k_is_the_hypergeometric_all_fifteen() {
    let c = pascal();
    for k in 0..=90i64 {
        // All 15 among the first k: the other k − 15 balls from the other 75.
        let want = q(choose(&c, 75, k - 15), choose(&c, 90, k));
        assert_eq!(by_ball(Prize::Bingo, k as u32), want, "ball {k}");
        // The same as a falling product: k(k−1)…(k−14) / 90·89…76.
        let num: u128 = (0..15).map(|i| (k - i).max(0) as u128).product();
        let den: u128 = (0..15).map(|i| 90 - i as u128).fold(1u128, |a, x| a.saturating_mul(x));
        // 90·89·…·76 ≈ 6·10^28 fits u128.
        assert_eq!(by_ball(Prize::Bingo, k as u32), q(num, den), "ball {k} (falling)");
    }
}

/// A line is any of the three disjoint rows. Counted directly: the k-subsets of the 90 balls
/// that hold a of the first row's 5 numbers, b of the second's, c of the third's and k − a − b
/// − c of the other 75, over the (a, b, c) with some row complete.
#[test]
fn the_line_by_ball_k_matches_a_direct_count_of_the_draws() {
    let c = pascal();
    for k in 0..=90i64 {
        let mut ways = 0u128;
        for a in 0..=5i64 {
            for b in 0..=5i64 {
                for d in 0..=5i64 {
                    if a == 5 || b == 5 || d == 5 {
                        ways += choose(&c, 5, a) * choose(&c, 5, b) * choose(&c, 5, d) * choose(&c, 75, k - a - b - d);
                    }
                }
            }
        }
        assert_eq!(by_ball(Prize::Line, k as u32), q(ways, choose(&c, 90, k)), "ball {k}");
        // And by inclusion–exclusion over the rows, one row being C(85, k − 5) / C(90, k).
        let one = choose(&c, 85, k - 5);
        let ie = 3 * one - 3 * choose(&c, 80, k - 10) + choose(&c, 75, k - 15);
        assert_eq!(ways, ie, "ball {k}");
        // One row by ball k as a falling product: k(k−1)…(k−4) / 90·89·88·87·86.
        let num: u128 = (0..5).map(|i| (k - i).max(0) as u128).product();
        assert_eq!(q(one, choose(&c, 90, k)), q(num, 90 * 89 * 88 * 87 * 86), "ball {k}");
    }
}

#[test]
fn the_ball_of_a_bingo_has_the_order_statistics_mean_and_median() {
    let bingo = Law::of(Prize::Bingo);
    // The largest of 15 numbers drawn from 1–90 without replacement: mean 15·91/16.
    assert_eq!(bingo.mean(), q(15 * 91, 16));
    // The median: the first k with 2·C(75, k − 15) ≥ C(90, k).
    let c = pascal();
    let median = (0..=90i64).find(|&k| 2 * choose(&c, 75, k - 15) >= choose(&c, 90, k)).unwrap();
    assert_eq!(i64::from(bingo.median()), median);
    assert_eq!(bingo.median(), 87);
    // The likeliest ball of a bingo is the last: P(on k) grows with k.
    assert_eq!(bingo.mode(), BALLS);
    assert_eq!(bingo.first(), 15);
    // A line: the smallest of three rows' largest numbers. Its mean from the tail sum
    // Σ_{k<90} P(no line by k).
    let line = Law::of(Prize::Line);
    let tail = (0..90i64).fold(BigRational::from_integer(BigInt::from(0)), |acc, k| {
        let ie = 3 * choose(&c, 85, k - 5) - 3 * choose(&c, 80, k - 10) + choose(&c, 75, k - 15);
        acc + q(choose(&c, 90, k) - ie, choose(&c, 90, k))
    });
    assert_eq!(line.mean(), tail);
    let median = (0..=90i64)
        .find(|&k| {
            let ie = 3 * choose(&c, 85, k - 5) - 3 * choose(&c, 80, k - 10) + choose(&c, 75, k - 15);
            2 * ie >= choose(&c, 90, k)
        })
        .unwrap();
    assert_eq!(i64::from(line.median()), median);
    assert_eq!(line.first(), 5);
}

/// The acumulativo's scale (Murcia 1996 art. 5.a): the jackpot of a single card is its line by
/// ball 8, its bingo by ball 41, 40 or 39.
#[test]
fn the_jackpot_chances_of_a_single_card() {
    let c = pascal();
    assert_eq!(by_ball(Prize::Line, 8), q(3 * choose(&c, 85, 3), choose(&c, 90, 8)));
    assert_eq!(by_ball(Prize::Line, 8), q(3 * 98_770, 77_515_521_435));
    for ball in [39i64, 40, 41] {
        assert_eq!(by_ball(Prize::Bingo, ball as u32), q(choose(&c, 75, ball - 15), choose(&c, 90, ball)));
    }
    // One card in 261,603 wins the line jackpot on its own.
    let en = Locale::human(Lang::En);
    assert_eq!(probability(&by_ball(Prize::Line, 8), en), "1 in 261,603");
    assert_eq!(probability(&by_ball(Prize::Bingo, 15), en), "1 in 45,795,673,964,460,816");
    assert_eq!(probability(&by_ball(Prize::Bingo, 90), en), "100.0000 %");
    assert_eq!(probability(&by_ball(Prize::Bingo, 10), en), "0");
    let es = Locale::human(Lang::Es);
    assert_eq!(probability(&by_ball(Prize::Bingo, 15), es), "1 entre 45.795.673.964.460.816");
    assert_eq!(probability(&q(1, 2), es), "50,0000 %");
}

/// What `veedor odds` prints for the bingo articles, in English and in Spanish (snapshots; no
/// English word in the Spanish one), the acumulativo with its jackpot chances.
#[test]
fn odds_print_the_table_and_the_jackpot_chances_in_both_languages() {
    let en = odds("murcia-1996/bingo-acumulativo", "C");
    let es = odds("murcia-1996/bingo-acumulativo", "es_ES.UTF-8");
    let s = common::snapshot_settings("", false);
    s.bind(|| {
        insta::assert_snapshot!("bingo_odds__murcia_1996_acumulativo_en", en);
        insta::assert_snapshot!("bingo_odds__murcia_1996_acumulativo_es", es);
    });
    assert!(en.contains("\n    15  "), "{en}");
    assert!(
        en.contains("more than 300 cards sold: line by ball 8: 1 in 261,603; bingo by ball 39: 1 in 1,821,565"),
        "{en}"
    );
    assert!(en.contains("bingo: first possible 15, likeliest 90, median 87, mean 85.3125"), "{en}");
    assert!(es.contains("media 85,3125"), "{es}");
    for english in [" the ", " ball ", " line ", " card", " by "] {
        assert!(!es.contains(english), "{english:?} in {es}");
    }
    // The ordinary articles: the table, no jackpots.
    for id in ["estado-1979/bingo", "murcia-1996/bingo"] {
        let text = odds(id, "C");
        assert!(text.starts_with(&format!("{id}: exact odds of a single bingo card")), "{text}");
        assert!(!text.contains("acumulativo"), "{text}");
        assert_eq!(
            text.lines().filter(|l| l.ends_with("100.0000 %")).count(),
            1,
            "the bingo is certain only on the 90th ball: {text}"
        );
    }
}

//! Black Jack basic strategy and its house edge (`engine::black_jack::strategy`) against
//! published figures and charts, and the text `veedor odds` will print from it.

mod common;

use veedor::engine::black_jack::odds::Shoe;
use veedor::engine::black_jack::strategy::{
    Action, DealerBlackJack, Report, Row, Rules, UPCARDS, basic_strategy, basic_strategy_exact, insurance_edge, render,
};
use veedor::i18n::{Lang, Locale};

use Action::{Double as D, Hit as H, Split as P, Stand as S};

/// The rules of Ask the Wizard #294 (Wizard of Odds, https://wizardofodds.com/ask-the-wizard/294/),
/// the Spielbank casinos: «Six decks. Dealer stands on soft 17. No dealer hole card. Double on 9
/// to 11 only. Double after split allowed. Re-split any pair, including aces, up to four hands.
/// No surrender.» — the 1979 article's rules but for the four hands (three splits).
fn spielbank() -> Rules {
    Rules { max_splits: Some(3), ..Rules::estado_1979() }
}

fn report(rules: &Rules, shoe: Shoe) -> Report {
    basic_strategy(rules, shoe).expect("the strategy computes")
}

/// «Using my blackjack house edge calculator, I get a house edge before the Francois Blanc card
/// of 0.55%» (Ask the Wizard #294): printed to two places, so within 0.005 points.
#[test]
fn six_decks_reproduce_the_wizard_of_odds_no_hole_card_edge() {
    let r = report(&spielbank(), Shoe::Decks(6));
    let pct = r.edge * 100.0;
    assert!((pct - 0.55).abs() < 0.005, "{pct} %");
}

/// The basic strategy chart for 4–8 decks, dealer standing on soft 17, doubling after splits,
/// as Wikipedia's «Blackjack» article prints it (the hole-card game: the dealer peeks, so a
/// hand is played knowing he has no Black-Jack), with its cells for rules the catalogues lack
/// resolved as its key says: a double not allowed (soft hands, 9–11 only here) hits or stands
/// (Dh → H, Ds → S), no surrender hits (SU → H). Rows hard 5–19, soft A+2–A+9, pairs 2-2–A-A;
/// columns 2–10, A.
fn hole_card_chart() -> Vec<(Row, [Action; 10])> {
    let mut chart = Vec::new();
    for t in 5..=8 {
        chart.push((Row::Hard(t), [H; 10]));
    }
    chart.push((Row::Hard(9), [H, D, D, D, D, H, H, H, H, H]));
    chart.push((Row::Hard(10), [D, D, D, D, D, D, D, D, H, H]));
    chart.push((Row::Hard(11), [D, D, D, D, D, D, D, D, D, H]));
    chart.push((Row::Hard(12), [H, H, S, S, S, H, H, H, H, H]));
    for t in 13..=16 {
        chart.push((Row::Hard(t), [S, S, S, S, S, H, H, H, H, H]));
    }
    for t in 17..=19 {
        chart.push((Row::Hard(t), [S; 10]));
    }
    for t in 13..=17 {
        chart.push((Row::Soft(t), [H; 10]));
    }
    chart.push((Row::Soft(18), [S, S, S, S, S, S, S, H, H, H]));
    chart.push((Row::Soft(19), [S; 10]));
    chart.push((Row::Soft(20), [S; 10]));
    chart.push((Row::Pair(2), [P, P, P, P, P, P, H, H, H, H]));
    chart.push((Row::Pair(3), [P, P, P, P, P, P, H, H, H, H]));
    chart.push((Row::Pair(4), [H, H, H, P, P, H, H, H, H, H]));
    chart.push((Row::Pair(5), [D, D, D, D, D, D, D, D, H, H]));
    chart.push((Row::Pair(6), [P, P, P, P, P, H, H, H, H, H]));
    chart.push((Row::Pair(7), [P, P, P, P, P, P, H, H, H, H]));
    chart.push((Row::Pair(8), [P; 10]));
    chart.push((Row::Pair(9), [P, P, P, P, P, S, P, P, S, S]));
    chart.push((Row::Pair(10), [S; 10]));
    chart.push((Row::Pair(1), [P; 10]));
    chart
}

/// Without a hole card, a dealer's Black-Jack found later takes the doubled and split stakes
/// too: the European no-hole-card chart stops doubling 11 against a ten and splitting 8-8
/// against a ten or an ace and A-A against an ace; every other cell is the hole-card chart's.
fn no_hole_card_chart() -> Vec<(Row, [Action; 10])> {
    let mut chart = hole_card_chart();
    for (row, cells) in &mut chart {
        match row {
            Row::Hard(11) => cells[8] = H,
            Row::Pair(8) => (cells[8], cells[9]) = (H, H),
            Row::Pair(1) => cells[9] = H,
            _ => {}
        }
    }
    chart
}

fn assert_chart(r: &Report, chart: &[(Row, [Action; 10])]) {
    let mut wrong = Vec::new();
    for (row, cells) in chart {
        for (up, want) in UPCARDS.iter().zip(cells) {
            let got = r.action(*row, *up);
            if got != Some(*want) {
                wrong.push(format!("{row:?} vs {up}: {got:?}, chart {want:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{:?} {:?}: {wrong:#?}", r.shoe, r.rules);
    // The chart covers every cell.
    assert_eq!(r.cells.len(), chart.len() * UPCARDS.len());
}

#[test]
fn the_catalogues_rules_give_the_no_hole_card_chart() {
    for rules in [Rules::estado_1979(), Rules::valencia_2003(), spielbank()] {
        for shoe in [Shoe::Infinite, Shoe::Decks(6)] {
            assert_chart(&report(&rules, shoe), &no_hole_card_chart());
        }
    }
}

/// When the dealer's Black-Jack takes only the original stake, the doubled and split stakes
/// are at risk only when he has none, as in the hole-card game: its chart comes back.
#[test]
fn losing_only_the_original_stake_gives_the_hole_card_chart() {
    let rules = Rules { dealer_blackjack: DealerBlackJack::TakesOriginalStake, ..Rules::estado_1979() };
    for shoe in [Shoe::Infinite, Shoe::Decks(6)] {
        let r = report(&rules, shoe);
        assert_chart(&r, &hole_card_chart());
        // And it costs the house: the player keeps stakes he would have lost.
        let all = report(&Rules::estado_1979(), shoe);
        assert!(r.edge < all.edge, "{} vs {}", r.edge, all.edge);
    }
}

/// 2003's doubling of A+8 and A+9 with the ace worth 1 turns a soft 19 or 20 into a hard 9 or 10
/// doubled: never better than standing, so the chart and (but for the split limit) the edge are
/// 1979's.
#[test]
fn doubling_a_soft_19_or_20_with_the_ace_as_one_is_never_right() {
    let r = report(&Rules::valencia_2003(), Shoe::Infinite);
    for t in [19, 20] {
        for up in UPCARDS {
            let cell = r.cell(Row::Soft(t), up).expect("a cell");
            let double = cell.returns.double.expect("2003 allows the double");
            assert!(double < cell.returns.stand, "A+{} vs {up}: double {double}, stand {}", t - 11, cell.returns.stand);
        }
    }
    let unlimited = report(&Rules { max_splits: None, ..Rules::valencia_2003() }, Shoe::Infinite);
    let y1979 = report(&Rules::estado_1979(), Shoe::Infinite);
    assert!((unlimited.edge - y1979.edge).abs() < 1e-15, "{} {}", unlimited.edge, y1979.edge);
    // Six splits at most cost the player a little against none at all.
    assert!(r.edge > y1979.edge && r.edge - y1979.edge < 1e-5, "{} {}", r.edge, y1979.edge);
}

/// The rule effects published tables agree on, in their direction: hitting soft 17 costs the
/// player, doubling after splits helps, fewer splits cost, and a finite shoe's edge grows with
/// its decks towards the infinite deck's.
#[test]
fn rule_changes_move_the_edge_the_published_way() {
    let base = report(&Rules::estado_1979(), Shoe::Infinite).edge;
    let h17 = report(&Rules { hits_soft_17: true, ..Rules::estado_1979() }, Shoe::Infinite).edge;
    let no_das = report(&Rules { double_after_split: false, ..Rules::estado_1979() }, Shoe::Infinite).edge;
    let no_split = report(&Rules { max_splits: Some(0), ..Rules::estado_1979() }, Shoe::Infinite).edge;
    let one_split = report(&Rules { max_splits: Some(1), ..Rules::estado_1979() }, Shoe::Infinite).edge;
    assert!(h17 > base + 0.001, "{h17} {base}");
    assert!(no_das > base + 0.0005, "{no_das} {base}");
    assert!(no_split > one_split && one_split > base, "{no_split} {one_split} {base}");
    let no_resplit_aces = report(&Rules { resplit_aces: false, ..Rules::estado_1979() }, Shoe::Infinite).edge;
    assert!(no_resplit_aces > base, "{no_resplit_aces} {base}");
    // An ace drawn on a double counted 1 takes the 21 from 10 + A: a large cost.
    let drawn_ace_one = report(&Rules { drawn_ace_may_be_11: false, ..Rules::estado_1979() }, Shoe::Infinite).edge;
    assert!(drawn_ace_one > base + 0.003, "{drawn_ace_one} {base}");
    let mut last = 0.0;
    for decks in [1, 2, 4, 6, 8] {
        let e = report(&Rules::estado_1979(), Shoe::Decks(decks)).edge;
        assert!(e > last, "{decks} decks: {e} after {last}");
        last = e;
    }
    assert!(base > last, "infinite {base}, 8 decks {last}");
}

/// Every deal is counted once: the cells' probabilities and the player's Black-Jack sum to one,
/// and the edge is minus the probability-weighted best returns.
#[test]
fn the_edge_is_the_weighted_best_returns() {
    for shoe in [Shoe::Infinite, Shoe::Decks(6)] {
        let r = report(&Rules::valencia_2003(), shoe);
        let total: f64 = r.cells.iter().map(|c| c.probability).sum::<f64>() + r.blackjack.0;
        assert!((total - 1.0).abs() < 1e-12, "{shoe:?}: {total}");
        let ret: f64 = r.cells.iter().map(|c| c.probability * c.returns.of(c.best).unwrap_or(f64::NAN)).sum::<f64>()
            + r.blackjack.0 * r.blackjack.1;
        assert!((ret + r.edge).abs() < 1e-12, "{shoe:?}: {ret} {}", r.edge);
        // A player's Black-Jack: an ace and a ten in either order, 2·(1/13)·(4/13) from an
        // infinite deck.
        if shoe == Shoe::Infinite {
            assert!((r.blackjack.0 - 8.0 / 169.0).abs() < 1e-15);
        }
    }
}

/// Insurance pays 2:1 on a ten: «288-to-128 or 2.25-to-1 … a winning insurance bet only pays
/// 2-to-1 … the numbers work out to 7.7 cents per dollar bet» (Alan Krigman, «When Insurance
/// Gives Blackjack Players an Edge», Casino City Times, 1997: the infinite deck's 9:4), exactly
/// 1/13; from a full six- or eight-deck shoe less the dealer's ace, 1 − 3·96/311 and
/// 1 − 3·128/415.
#[test]
fn insurance_edge_from_the_ten_density() {
    use num_rational::Ratio;
    let inf = insurance_edge(Shoe::Infinite).unwrap();
    assert_eq!(inf, Ratio::new(1, 13));
    assert!((*inf.numer() as f64 / *inf.denom() as f64 * 100.0 - 7.7).abs() < 0.05);
    assert_eq!(insurance_edge(Shoe::Decks(6)).unwrap(), Ratio::new(23, 311));
    assert_eq!(insurance_edge(Shoe::Decks(8)).unwrap(), Ratio::new(31, 415));
    assert!(insurance_edge(Shoe::Decks(0)).is_err());
    assert!(basic_strategy(&Rules::estado_1979(), Shoe::Decks(9)).is_err());
    assert!(basic_strategy(&Rules { blackjack_pays: (3, 0), ..Rules::estado_1979() }, Shoe::Infinite).is_err());
}

/// What `veedor odds` prints for a Black Jack article, in English (snapshot) and in Spanish (no
/// English word, the figures with a decimal comma).
#[test]
fn the_text_in_both_languages() {
    let r = report(&Rules::valencia_2003(), Shoe::Decks(6));
    let en = render::render("valencia-2003/black-jack", &r, Locale::human(Lang::En));
    let s = common::snapshot_settings("", false);
    s.bind(|| insta::assert_snapshot!("bj_strategy__valencia_2003_six_decks", en));
    // The family's entry point: the article's shoe, and the infinite deck's exact edge beside.
    let es = render::text("valencia-2003/black-jack", &Rules::valencia_2003(), Shoe::Decks(6), Locale::human(Lang::Es))
        .expect("the text renders");
    assert!(es.contains("ventaja de la banca con la estrategia básica: 0,54"), "{es}");
    assert!(es.contains("exactamente: ventaja de la banca 0,6390 %"), "{es}");
    // That line apart, it is the report's text.
    let without: Vec<&str> = es.lines().filter(|l| !l.contains("baraja infinita")).collect();
    let alone = render::render("valencia-2003/black-jack", &r, Locale::human(Lang::Es));
    assert_eq!(without, alone.lines().collect::<Vec<_>>());
    let err = render::text("x", &Rules::estado_1979(), Shoe::Decks(12), Locale::human(Lang::Es)).unwrap_err();
    assert_eq!(err.render(Locale::human(Lang::Es)), "se esperaba un distribuidor de 1 a 8 barajas; tiene 12");
    assert!(es.contains("7,3955 % (23/311)"), "{es}");
    for english in [" the ", " stand", " hit", " double", " split", "house edge"] {
        assert!(!es.contains(english), "{english:?} in {es}");
    }
}

/// The figures README quotes, to the four places it prints.
#[test]
fn the_articles_edges_as_the_readme_quotes_them() {
    let pct = |rules: Rules, shoe: Shoe| format!("{:.4}", report(&rules, shoe).edge * 100.0);
    assert_eq!(pct(Rules::estado_1979(), Shoe::Decks(6)), "0.5438");
    assert_eq!(pct(Rules::estado_1979(), Shoe::Infinite), "0.6389");
    assert_eq!(pct(Rules::valencia_2003(), Shoe::Decks(6)), "0.5438");
    assert_eq!(pct(Rules::valencia_2003(), Shoe::Infinite), "0.6390");
    assert_eq!(pct(spielbank(), Shoe::Decks(6)), "0.5477");
}

/// The infinite deck in exact rationals: the `f64` figures the command line prints agree with
/// the exact fraction to 1e−13 with the same decisions; 2003 without its split limit is 1979
/// exactly (doubling A+8 or A+9 with the ace as 1 never chosen, so nothing else differs).
#[test]
fn the_infinite_deck_in_exact_rationals() {
    let exact = basic_strategy_exact(&Rules::estado_1979()).expect("the strategy computes");
    let float = report(&Rules::estado_1979(), Shoe::Infinite);
    let fraction = exact.edge_exact.clone().expect("an exact edge");
    assert!((exact.edge - float.edge).abs() < 1e-13, "{} {}", exact.edge, float.edge);
    assert_eq!(float.edge_exact, None);
    for (e, f) in exact.cells.iter().zip(&float.cells) {
        assert_eq!((e.row, e.up, e.best), (f.row, f.up, f.best));
        assert!((e.returns.stand - f.returns.stand).abs() < 1e-13);
        assert!((e.probability - f.probability).abs() < 1e-15);
    }
    // 8/169 Black-Jacks (an ace and a ten, either order), exactly.
    assert_eq!(exact.blackjack.0, 8.0 / 169.0);
    let unlimited = basic_strategy_exact(&Rules { max_splits: None, ..Rules::valencia_2003() }).expect("computes");
    assert_eq!(unlimited.edge_exact, Some(fraction));
}

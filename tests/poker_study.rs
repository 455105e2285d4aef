//! Póquer sin descarte's study (`check --summary`, the HTML report): the money of the session,
//! the hold beside the exact optimal edge (kept constants, checked here against the sweep of
//! `engine::poker::edge`), and the boxes' five-card combinations against their exact
//! distribution with the chi-square.

mod common;

use common::bin::{Veedor, study_chart_text};
use num_rational::Ratio;
use veedor::catalog::CatalogSet;
use veedor::check::check_bytes;
use veedor::engine::poker::edge::{self, Decision, Game};
use veedor::engine::poker::odds::{self, PayTable};
use veedor::engine::poker::study;
use veedor::engine::poker::{Category, Qualifier, Ranking};
use veedor::sim::{SimOptions, simulate};

fn set() -> CatalogSet {
    CatalogSet::embedded().expect("embedded catalogues")
}

/// What a log says, counted line by line without the engine: the stakes and settlements of
/// every kind, the antes and second bets of the rounds played to their end, and the boxes
/// dealt in them.
#[derive(Default, Debug)]
struct Counted {
    staked: i64,
    paid: i64,
    collected: i64,
    returned: i64,
    antes_judged: i64,
    game_staked: i64,
    hands: u64,
}

fn cents(s: &str) -> i64 {
    let (whole, frac) = s.split_once('.').unwrap_or((s, "00"));
    whole.parse::<i64>().expect("whole") * 100 + frac.parse::<i64>().expect("cents")
}

fn count(log: &str) -> Counted {
    let mut c = Counted::default();
    let rounds: Vec<&str> = log.split("\nround ").skip(1).collect();
    for r in rounds {
        let void = r.lines().any(|l| l.starts_with("void"));
        let mut boxes = std::collections::BTreeSet::new();
        for l in r.lines() {
            let w: Vec<&str> = l.split_whitespace().collect();
            match w.as_slice() {
                ["bet", _, kind, _, amount] => {
                    let a = cents(amount);
                    c.staked += a;
                    if *kind != "carrusel" {
                        c.game_staked += a;
                    }
                    if *kind == "inicial" && !void {
                        c.antes_judged += a;
                    }
                }
                // «Voy»: the call's amount is the second bet, staked.
                ["call", _, _, amount] => {
                    c.staked += cents(amount);
                    c.game_staked += cents(amount);
                }
                ["pay", .., amount] => c.paid += cents(amount),
                ["collect", .., amount] => c.collected += cents(amount),
                ["return", .., amount] | ["release", .., amount] => c.returned += cents(amount),
                ["deal", hand, ..] if *hand != "banca" => {
                    boxes.insert(hand.to_string());
                }
                _ => {}
            }
        }
        if !void {
            c.hands += boxes.len() as u64;
        }
    }
    c
}

/// A simulated clean session: the study's money is the log's, its combinations are every box
/// dealt in a round played to its end, and the edge set beside the hold is the optimal edge per
/// ante times the antes, over the antes and second bets staked.
#[test]
fn a_clean_session_has_the_right_totals() {
    let set = set();
    for (id, house_wins) in [
        ("valencia-2003/poquer-sin-descarte", study::VALENCIA_HOUSE_WINS),
        ("murcia-1996/poquer-sin-descarte", study::MURCIA_HOUSE_WINS),
    ] {
        let cat = set.get(id).expect("the article");
        let mut buf = Vec::new();
        simulate(cat, &SimOptions { rounds: 2_000, seed: 11, inject: None, bias: Vec::new() }, &mut buf)
            .expect("simulates");
        let log = String::from_utf8(buf.clone()).expect("UTF-8");
        let want = count(&log);
        let report = check_bytes("sim.mesa", buf, &set);
        assert!(report.findings.is_empty(), "{id}: {:?}", report.findings.iter().map(|f| f.code).collect::<Vec<_>>());
        let s = report.study.expect("a study");
        assert_eq!(s.rounds, 2_000, "{id}");
        assert_eq!(s.money.staked.minor(), want.staked, "{id}: staked");
        assert_eq!(s.money.paid.minor(), want.paid, "{id}: paid");
        assert_eq!(s.money.collected.minor(), want.collected, "{id}: collected");
        assert_eq!(s.money.returned.minor(), want.returned, "{id}: returned");
        let hold = s.hold().expect("a hold");
        assert_eq!(hold, Ratio::new(want.collected - want.paid, want.staked), "{id}: hold");
        let per_ante = Ratio::new(house_wins, study::DEALS);
        let edge = per_ante * Ratio::from_integer(i128::from(want.antes_judged))
            / Ratio::from_integer(i128::from(want.game_staked));
        assert_eq!(s.edge.value(), Some(edge), "{id}: edge");
        let f = &s.outcomes;
        assert_eq!(f.total, want.hands, "{id}: hands");
        let labels: Vec<&str> = f.categories.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels, ["high-cards", "pair", "two-pair", "trio", "straight", "color-or-better"]);
        let test = f.test.as_ref().expect("a chi-square");
        assert_eq!(test.degrees_of_freedom, 5);
        assert!(test.p_value > 0.001, "{id}: fair cards, p = {}", test.p_value);
        // The hold test, if taken, sees nothing wrong with a clean table.
        if let Some(h) = s.hold_test() {
            assert!(h.p_value > 0.001, "{id}: hold test {h:?}");
        }
    }
}

/// The kept counts are the exact distribution's (`veedor odds`), with and without the low
/// straight, and the study's probabilities are them pooled.
#[test]
fn the_kept_distribution_is_the_exact_one() {
    for (ranking, counts) in [
        (Ranking::VALENCIA_SIN_DESCARTE, study::COUNTS_ACE_LOW),
        (Ranking::MURCIA_SIN_DESCARTE, study::COUNTS_NO_ACE_LOW),
    ] {
        let d = odds::distribution(&ranking, &Qualifier::ACE_KING);
        assert_eq!(d.counts, counts, "{ranking:?}");
        assert_eq!(d.hands, 2_598_960);
        assert_eq!(study::known_counts(&ranking), Some(counts));
        let color_or_better: Ratio<i128> = Category::ALL[5..].iter().map(|&c| d.probability(c)).sum();
        assert_eq!(color_or_better, Ratio::new(i128::from(counts[5..].iter().sum::<u64>()), 2_598_960));
    }
}

/// The kept edges are the sweep's (seconds in a release build, minutes in debug).
#[test]
#[cfg_attr(debug_assertions, ignore = "a release build's seconds; minutes in debug")]
fn the_kept_edges_are_the_sweeps() {
    for (ranking, wins) in [
        (Ranking::VALENCIA_SIN_DESCARTE, study::VALENCIA_HOUSE_WINS),
        (Ranking::MURCIA_SIN_DESCARTE, study::MURCIA_HOUSE_WINS),
    ] {
        let e = edge::house_edge(
            &Game { ranking, qualifier: Qualifier::ACE_KING, pays: PayTable::SIN_DESCARTE, call: 2 },
            Decision::Optimal,
        );
        assert_eq!((e.house_wins, e.deals), (wins, study::DEALS), "{ranking:?}");
    }
}

fn veedor(args: &[&str]) -> String {
    Veedor::new(args).dated().stdout()
}

/// `check --summary` and the HTML report show the table's money, its hold against the edge and
/// the combinations' chart with its test, in both languages.
#[test]
fn summary_and_html_show_the_study() {
    let file = "fixtures/valencia-2003/poquer-sin-descarte/clean-simulated.mesa";
    let en = veedor(&["--lang", "en", "--color", "never", "check", file, "--summary"]);
    assert!(en.contains("theoretical house edge"), "{en}");
    assert!(en.contains("outcomes: 155 counted; chi-square"), "{en}");
    let es = veedor(&["--lang", "es", "--color", "never", "check", file, "--summary"]);
    assert!(es.contains("ventaja teórica"), "{es}");
    for (lang, names) in [("en", ["pair (pareja)", "flush or better"]), ("es", ["pareja", "color o más"])] {
        let text = study_chart_text(file, lang, "figure.frequencies");
        for n in names {
            assert!(text.contains(n), "{lang}: {n} in the frequencies: {text}");
        }
    }
}

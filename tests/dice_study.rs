//! Craps's study (`check --summary`, the HTML report): the dice totals of the rolls that counted
//! against 1/36 … 6/36 with the chi-square, and the hold against the exact edge of the bets the
//! table played (each stake weighted by its bet's per-bet edge from `veedor odds`).

mod common;

use common::bin::{Veedor, study_chart_text};
use num_rational::Ratio;
use veedor::catalog::CatalogSet;
use veedor::check::check_bytes;
use veedor::sim::{SimOptions, simulate};

fn set() -> CatalogSet {
    CatalogSet::embedded().expect("embedded catalogues")
}

/// The study of a small log whose mix is known: the edge is each stake's per-bet edge weighted
/// by the stake (Win 7/495, Field 1/18, the odds 0, a right 6 1/66, a hard 8 1/11), and a
/// «tirada nula» is not counted among the totals.
#[test]
fn the_edge_is_the_mix_of_the_stakes_exact_edges() {
    let log = "mesa-log 1\n\
table CR-01 catalog=estado-1979/dados min=1 currency=EUR\n\
session open 2026-11-20T22:00\n\
shooter s1\n\
round 1\n\
bet s1 win 10\n\
bet s2 field 10\n\
bet s3 right 6 12\n\
nomore\n\
roll 2 2\n\
point 4\n\
pay s2 field 10\n\
round 2\n\
bet s1 odds-win 10\n\
bet s4 hard 8 5\n\
nomore\n\
roll 6 6\n\
void stacked\n\
roll 3 1\n\
point off\n\
pay s1 win 10\n\
pay s1 odds-win 20\n\
session close 2026-11-20T22:10\n";
    let report = check_bytes("cr.mesa", log.as_bytes().to_vec(), &set());
    assert!(report.findings.is_empty(), "{:?}", report.findings.iter().map(|f| f.code).collect::<Vec<_>>());
    let study = report.study.expect("a study");
    let q = |n: i128, d: i128| Ratio::new(n, d);
    let staked = 10 + 10 + 12 + 10 + 5;
    let want = (q(7, 495) * 10 + q(1, 18) * 10 + q(1, 66) * 12 + q(0, 1) * 10 + q(1, 11) * 5) / staked;
    assert_eq!(study.edge.value(), Some(want));
    let f = &study.outcomes;
    let labels: Vec<&str> = f.categories.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
    let probs: Vec<Ratio<i128>> = f.categories.iter().map(|c| c.probability.expect("exact")).collect();
    let ways = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
    assert_eq!(probs, ways.iter().map(|&w| q(w, 36)).collect::<Vec<_>>());
    // Two rolls counted, both 4s; the null 6–6 is not among them.
    assert_eq!(f.total, 2);
    assert_eq!(f.categories[2].observed, 2);
    assert_eq!(f.categories[10].observed, 0);
}

/// A long fair session: the totals fit 1/36 … 6/36, and the hold comes near the edge of the mix.
#[test]
fn a_long_session_holds_near_its_edge() {
    let set = set();
    let cat = set.get("estado-1979/dados").expect("the article");
    let mut buf = Vec::new();
    simulate(cat, &SimOptions { rounds: 20_000, seed: 3, inject: None, bias: Vec::new() }, &mut buf)
        .expect("simulates");
    let report = check_bytes("long.mesa", buf, &set);
    assert!(report.findings.is_empty());
    let study = report.study.expect("a study");
    assert_eq!(study.outcomes.total, 20_000);
    let test = study.outcomes.test.as_ref().expect("a chi-square");
    assert_eq!(test.degrees_of_freedom, 10);
    assert!(test.p_value > 0.001, "fair dice: p = {}", test.p_value);
    let edge = study.edge.value().expect("an edge");
    let edge = *edge.numer() as f64 / *edge.denom() as f64;
    // The mix is mostly line bets, odds and place bets, with a share of the one-roll bets.
    assert!((0.02..0.07).contains(&edge), "edge {edge}");
    let hold = study.money.hold().expect("a hold");
    let hold = *hold.numer() as f64 / *hold.denom() as f64;
    assert!((hold - edge).abs() < 0.02, "hold {hold} against edge {edge}");
}

fn veedor(args: &[&str]) -> String {
    Veedor::new(args).dated().stdout()
}

/// `check --summary` and the HTML report show the table's money, its hold against the edge, and
/// the totals' chart with its test, in both languages.
#[test]
fn summary_and_html_show_the_study() {
    let file = "fixtures/estado-1979/dados/clean-simulated.mesa";
    let en = veedor(&["--lang", "en", "--color", "never", "check", file, "--summary"]);
    assert!(en.contains("theoretical house edge"), "{en}");
    assert!(en.contains("outcomes: 60 counted; chi-square"), "{en}");
    let es = veedor(&["--lang", "es", "--color", "never", "check", file, "--summary"]);
    assert!(es.contains("ventaja teórica"), "{es}");
    for lang in ["en", "es"] {
        // A clean table is one line in the folded document: its study in full.
        let labels = study_chart_text(file, lang, "figure.frequencies svg.chart");
        for t in ["2", "7", "12"] {
            assert!(labels.contains(t), "{lang}: the total {t} on the chart");
        }
    }
}

/// A bet taken down goes back to the player before a roll decided it: the study counts its stake
/// staked (a `bet` line) and returned (as a push's), not kept by the house, and weighs it with no
/// edge in the mix, so that the hold and the edge stay comparable.
#[test]
fn a_takedown_is_a_returned_stake_with_no_edge() {
    let log = "mesa-log 1\n\
table CR-01 catalog=estado-1979/dados min=1 currency=EUR\n\
session open 2026-11-20T22:00\n\
shooter s1\n\
round 1\n\
bet s1 win 10\n\
bet s3 right 6 12\n\
bet s4 hard 8 5\n\
nomore\n\
roll 2 2\n\
point 4\n\
round 2\n\
takedown s4 hard 8 5\n\
takedown s3 right 6 6\n\
nomore\n\
roll 3 4\n\
point off\n\
collect s1 win 10\n\
collect s3 right 6 6\n\
session close 2026-11-20T22:10\n";
    let report = check_bytes("cr.mesa", log.as_bytes().to_vec(), &set());
    assert!(report.findings.is_empty(), "{:?}", report.findings.iter().map(|f| f.code).collect::<Vec<_>>());
    let study = report.study.expect("a study");
    let m = &study.money;
    assert_eq!((m.staked.minor(), m.returned.minor(), m.collected.minor(), m.paid.minor()), (2700, 1100, 1600, 0));
    let q = |n: i128, d: i128| Ratio::new(n, d);
    // The hard 8 all taken down, the right 6 half: what came down has no edge.
    let want = (q(7, 495) * 10 + q(1, 66) * 6) / 27;
    assert_eq!(study.edge.value(), Some(want));
    assert_eq!(m.hold(), Some(Ratio::new(1600, 2700)));

    // Through the command line: the clean session's hard 8 taken down (5.00) is returned with
    // the Don't Win's 12 (10.00).
    let file = "fixtures/estado-1979/dados/clean-session.mesa";
    let en = veedor(&["--lang", "en", "--color", "never", "check", file, "--summary"]);
    assert!(en.contains("staked 121.00, paid 27.00, returned 15.00, collected 81.00"), "{en}");
    let json = veedor(&["check", file, "--format", "json", "--summary"]);
    assert!(json.contains("\"returned\": 1500"), "{json}");
    let html = veedor(&["--lang", "en", "check", file, "--format", "html", "--html-full"]);
    let doc = scraper::Html::parse_document(&html);
    let sel = |s: &str| scraper::Selector::parse(s).expect("selector");
    let money = doc.select(&sel("section.study table.money")).next().expect("the money");
    let rows: Vec<String> = money.select(&sel("tr")).map(|r| r.text().collect::<String>()).collect();
    assert!(rows.iter().any(|r| r.starts_with("Returned") && r.ends_with("15.00")), "{rows:?}");
}

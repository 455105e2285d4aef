//! Póquer sin descarte's readings that the embedded articles leave at their defaults, each
//! switched in a copy of an article: the bank's qualifier (`bank.qualifier`, an ace and a king in
//! both texts), who decides for a box nobody sits at (`boxes.vacant_decides`, A-PSD-6) and the
//! low straight's top card (`ranking.low_straight_top`, A-PSD-4). The
//! defaults themselves are covered by the fixtures (`fixtures/*/poquer-sin-descarte/`).

mod common;

use common::{cited as found, switched};
use veedor::catalog::{Catalog, CatalogSet};
use veedor::check::check_bytes;
use veedor::engine::poker::odds::distribution;
use veedor::engine::poker::{Category, Qualifier, Ranking};
use veedor::i18n::{Lang, Locale};
use veedor::log::card::Card;

const VALENCIA_ID: &str = "valencia-2003/poquer-sin-descarte";
const VALENCIA: &str = include_str!("../catalog/valencia-2003/poquer-sin-descarte.yaml");
const MURCIA: &str = include_str!("../catalog/murcia-1996/poquer-sin-descarte.yaml");
const QUALIFIER: &str = "qualifier: {combination: high_cards, ranks: [A, K]}";

/// The embedded catalogue with Valencia's article read from `yaml`.
fn valencia_with(tag: &str, yaml: &str) -> CatalogSet {
    common::embedded_with(&format!("psd-{tag}"), "valencia-2003/poquer-sin-descarte.yaml", yaml)
}

/// A Valencia round (lines 4–20): box 1's pareja of nines calls against a bank of A-K-8-5-2,
/// which plays with the texts' ace and king and loses; `second` settles the second bet.
fn nines_against_ace_king(second: &str) -> String {
    format!(
        "mesa-log 1\ntable PSD-01 catalog={VALENCIA_ID} min=10 max=25 boxes=7 currency=EUR\nsession open\n\
         round 1\nbet p1 inicial 1 10\nnomore\n\
         deal m1 9c\ndeal banca 2d\ndeal m1 9d\ndeal banca 5c\ndeal m1 4s\ndeal banca 8h\ndeal m1 7c\n\
         deal banca As\ndeal m1 2h\ndeal banca Kc up\n\
         call m1 p1 20\nreveal\npay p1 inicial 1 10\n{second}\nsession close\n"
    )
}

/// Another qualifier in a copy of the article changes the verdict of the same round: with any
/// pareja as the lowest hand, a bank of cartas mayores A-K does not play, so the pareja's second
/// bet is returned instead of paid once.
#[test]
fn another_qualifier_changes_the_verdict() {
    let embedded = CatalogSet::embedded().expect("embedded");
    let any_pair = valencia_with("any-pair", &switched(VALENCIA, QUALIFIER, "qualifier: {combination: pair}"));
    let paid = nines_against_ace_king("pay p1 segunda 1 20");
    let returned = nines_against_ace_king("return p1 segunda 1 20");
    assert_eq!(found(&embedded, &paid), vec![]);
    assert_eq!(found(&any_pair, &returned), vec![]);
    assert_eq!(found(&embedded, &returned), vec![("PS014".into(), 20, "psd.settle.win".into())]);
    assert_eq!(found(&any_pair, &paid), vec![("PS014".into(), 20, "psd.qualify".into())]);
    // A pareja of fours or better: the nines' bank still does not play; a pareja of tens or
    // better, neither. Both the same verdict as «any pareja» here.
    let fours =
        valencia_with("fours", &switched(VALENCIA, QUALIFIER, "qualifier: {combination: pair, ranks: [\"4\"]}"));
    assert_eq!(found(&fours, &returned), vec![]);
    // A fixture of the embedded article: its rounds against A-K banks are judged otherwise.
    let clean = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/valencia-2003/poquer-sin-descarte/clean-session.mesa"
    ))
    .expect("the fixture");
    assert_eq!(found(&embedded, &clean), vec![]);
    let judged = found(&any_pair, &clean);
    assert!(!judged.is_empty() && judged.iter().all(|f| f.0 == "PS014"), "{judged:?}");
}

/// `veedor odds` counts the bank's plays against the article's qualifier: 205/364 with an ace
/// and a king at Valencia, 1271/2548 with any pareja (every hand but cartas mayores).
#[test]
fn another_qualifier_changes_the_odds() {
    let embedded = CatalogSet::embedded().expect("embedded");
    let any_pair = valencia_with("odds", &switched(VALENCIA, QUALIFIER, "qualifier: {combination: pair}"));
    let odds = |set: &CatalogSet| {
        let cat = set.get(VALENCIA_ID).expect("the article");
        let locale = Locale::human(Lang::En);
        veedor::engine::family::of(&cat.file.play).odds(cat, None, locale).expect("odds")
    };
    let text = odds(&embedded);
    assert!(text.contains("The bank plays (an ace and a king or better): 56.3187 % (205/364)"), "{text}");
    let text = odds(&any_pair);
    assert!(text.contains("The bank plays (any pair (pareja) or better): 49.8823 % (1271/2548)"), "{text}");
    // The distribution itself, and Murcia's (no low straight: 635/1274).
    let pair = Qualifier::new(Category::Pair, &[]).expect("a qualifier");
    let d = distribution(&Ranking::VALENCIA_SIN_DESCARTE, &pair);
    assert_eq!(d.qualifying, 2_598_960 - 1_302_540);
    let d = distribution(&Ranking::MURCIA_SIN_DESCARTE, &pair);
    assert_eq!(d.qualifying, 2_598_960 - 1_303_560);
}

/// A qualifier that is no hand is refused when the article loads, with where and why.
#[test]
fn a_bad_qualifier_is_refused_with_its_reason() {
    for (to, path, why) in [
        (
            "qualifier: {combination: high_cards, ranks: [A, Z]}",
            "play.poker.bank.qualifier.ranks[1]",
            "`Z` is not a rank",
        ),
        ("qualifier: {combination: high_cards, ranks: [K, A]}", "play.poker.bank.qualifier.ranks", "no high cards"),
        ("qualifier: {combination: pair, ranks: [\"4\", \"4\"]}", "play.poker.bank.qualifier.ranks", "no pair"),
        (
            "qualifier: {combination: full, ranks: [\"9\", \"2\", \"3\"]}",
            "play.poker.bank.qualifier.ranks",
            "at most 2 ranks",
        ),
        ("qualifier: {combination: pairs}", "", "pairs"),
    ] {
        let text = switched(MURCIA, QUALIFIER, to);
        let errors = match Catalog::from_yaml("catalog/murcia-1996/poquer-sin-descarte.yaml", &text, None) {
            Ok(_) => panic!("{to}: the article loads"),
            Err(e) => e,
        };
        let all: Vec<String> = errors.iter().map(|e| format!("{} {}", e.label.en(), e.message.en())).collect();
        let joined = all.join("\n");
        assert!(joined.contains(why), "{to}: {joined}");
        assert!(joined.contains(path), "{to}: {joined}");
    }
    // The ten written as the log writes it or as `10`; a qualifier of the texts' own.
    for to in ["qualifier: {combination: pair, ranks: [T]}", "qualifier: {combination: pair, ranks: [\"10\"]}"] {
        assert!(Catalog::from_yaml("m.yaml", &switched(MURCIA, QUALIFIER, to), None).is_ok(), "{to}");
    }
    assert_eq!(Qualifier::new(Category::HighCards, &[]).map(|q| q.ranks()), Ok(vec![]));
}

fn fixture(name: &str) -> String {
    common::fixture(&format!("{VALENCIA_ID}/{name}"))
}

/// A-PSD-6 both ways, on the two fixtures of a vacant box whose antes are 10 (p11, first) and
/// 20 (p12): the first bettor decides by default, the highest ante with `highest-stake`.
#[test]
fn who_decides_for_a_vacant_box() {
    let embedded = CatalogSet::embedded().expect("embedded");
    let highest =
        valencia_with("highest", &switched(VALENCIA, "vacant_decides: first-bettor", "vacant_decides: highest-stake"));
    let first_decides = fixture("clean-vacant-box-first-bettor-decides.mesa");
    let second_decides = fixture("PS009-vacant-box-second-bettor-decides.mesa");
    let line = |log: &str, prefix: &str| log.lines().position(|l| l.starts_with(prefix)).map_or(0, |i| i as u32 + 1);
    assert_eq!(found(&embedded, &first_decides), vec![]);
    assert_eq!(found(&highest, &second_decides), vec![]);
    let at = line(&second_decides, "call m2 p12");
    assert_eq!(found(&embedded, &second_decides), vec![("PS009".into(), at, "psd.box.controller".into())]);
    let at = line(&first_decides, "call m2 p11");
    assert_eq!(found(&highest, &first_decides), vec![("PS009".into(), at, "psd.box.controller".into())]);
    // The message names the one who decides.
    let report = check_bytes("probe.mesa", first_decides.into_bytes(), &highest);
    let message = report.findings[0].message.en();
    assert_eq!(message, "p11 calls on box 2, which nobody sits at, before p12, who decides for it");
}

/// The simulator plays the copy's reading too: its clean sessions give no finding under the
/// article that made them (the boxes go on with the bank's own qualifier or better), and the
/// any-pareja sessions are not clean under the texts' ace and king.
#[test]
fn the_simulator_follows_the_copy() {
    use veedor::sim::{SimOptions, simulate};
    let embedded = CatalogSet::embedded().expect("embedded");
    let any_pair = valencia_with("sim-pair", &switched(VALENCIA, QUALIFIER, "qualifier: {combination: pair}"));
    let highest = valencia_with(
        "sim-highest",
        &switched(VALENCIA, "vacant_decides: first-bettor", "vacant_decides: highest-stake"),
    );
    for (name, set) in [("any pareja", &any_pair), ("highest stake", &highest)] {
        let cat = set.get(VALENCIA_ID).expect("the article");
        let mut buf = Vec::new();
        simulate(cat, &SimOptions { rounds: 300, seed: 7, inject: None, bias: Vec::new() }, &mut buf)
            .expect("simulates");
        let report = check_bytes("sim.mesa", buf.clone(), set);
        let codes: Vec<&str> = report.findings.iter().map(|f| f.code).collect();
        assert!(codes.is_empty(), "{name}: {codes:?}");
        if name == "any pareja" {
            let report = check_bytes("sim.mesa", buf, &embedded);
            assert!(report.findings.iter().any(|f| f.code == "PS014"), "the texts' qualifier judges otherwise");
        }
    }
}

/// A Valencia round: box 1's A-2-3-4-5 calls against the bank's 9-high straight; `second`
/// settles the second bet.
fn wheel_against_nine_high(second: &str, ante: &str) -> String {
    format!(
        "mesa-log 1\ntable PSD-01 catalog={VALENCIA_ID} min=10 max=25 boxes=7 currency=EUR\nsession open\n\
         round 1\nbet p1 inicial 1 10\nnomore\n\
         deal m1 Ac\ndeal banca 9d\ndeal m1 2d\ndeal banca 8c\ndeal m1 3s\ndeal banca 7h\ndeal m1 4c\n\
         deal banca 6s\ndeal m1 5h\ndeal banca 5c up\n\
         call m1 p1 20\nreveal\n{ante}\n{second}\nsession close\n"
    )
}

/// A-PSD-4: with the usual reading (the embedded default) A-2-3-4-5 is the lowest straight and
/// loses to the bank's 9-high one; with `low_straight_top: ace` its top card is the ace and it
/// wins. The switch decides the same round's verdict, and the tie-break rule is the one cited.
#[test]
fn the_low_straight_s_top_card_is_a_parameter() {
    let embedded = CatalogSet::embedded().expect("embedded");
    let ace = valencia_with("wheel-ace", &switched(VALENCIA, "low_straight_top: five", "low_straight_top: ace"));
    let lost = wheel_against_nine_high("collect p1 segunda 1 20", "collect p1 inicial 1 10");
    let won = wheel_against_nine_high("pay p1 segunda 1 80", "pay p1 inicial 1 10");
    assert_eq!(found(&embedded, &lost), vec![]);
    assert_eq!(found(&ace, &won), vec![]);
    let wrong = found(&embedded, &won);
    assert!(!wrong.is_empty() && wrong.iter().all(|f| f.0 == "PS014" && f.2 == "psd.tie.straight_any"), "{wrong:?}");
    let wrong = found(&ace, &lost);
    assert!(!wrong.is_empty() && wrong.iter().all(|f| f.0 == "PS014" && f.2 == "psd.tie.straight_any"), "{wrong:?}");
    // The same five cards, evaluated under both readings: the category is an escalera either way.
    let cards: Vec<_> = ["Ac", "2d", "3s", "4c", "5h"].iter().map(|c| Card::parse(c).expect("card")).collect();
    let broadway: Vec<_> = ["Ac", "Kd", "Qs", "Jc", "Th"].iter().map(|c| Card::parse(c).expect("card")).collect();
    let usual = Ranking::VALENCIA_SIN_DESCARTE;
    let literal = Ranking { low_top_ace: true, ..usual };
    for r in [usual, literal] {
        assert_eq!(r.evaluate(&cards).expect("five").category(), Category::Straight);
    }
    assert!(usual.evaluate(&cards).expect("five") < usual.evaluate(&broadway).expect("five"));
    assert_eq!(
        literal.compare(literal.evaluate(&cards).expect("five"), literal.evaluate(&broadway).expect("five")),
        std::cmp::Ordering::Equal
    );
    // Suited, it stays an escalera de color under the literal reading, never the real.
    let suited: Vec<_> = ["Ac", "2c", "3c", "4c", "5c"].iter().map(|c| Card::parse(c).expect("card")).collect();
    assert_eq!(literal.evaluate(&suited).expect("five").category(), Category::StraightFlush);
}

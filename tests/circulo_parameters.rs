//! Póquer de círculo's readings that the embedded articles leave at their defaults, each switched
//! in a copy of Valencia's general article (design note §C): the tie split (`play.tie_split`,
//! A-PC-1), the odd cent (`play.odd_chip`, A-GEN-1), what «el bote» of pot limit counts
//! (`limits.base`, A-PC-4), the raise cap (`limits.raise_cap`, A-PC-7) and whether a hand won
//! without a showdown pays a take (`take.uncontested`). Each runs a log of `tests/data/circulo/`
//! (kept out of `fixtures/`, whose HTML report has a page budget) or a fixture under the
//! defaults and under the copy, with the finding it then gives or loses.

mod common;

use common::cited as found;
use veedor::catalog::CatalogSet;
use veedor::check::check_bytes;

const ID: &str = "valencia-2003/poquer-circulo";
const ARTICLE: &str = include_str!("../catalog/valencia-2003/poquer-circulo.yaml");

/// The article with `from` (which must be in it) replaced by `to`, loaded over the embedded
/// catalogue.
fn switched(tag: &str, from: &str, to: &str) -> CatalogSet {
    common::embedded_with(&format!("circulo-{tag}"), &format!("{ID}.yaml"), &common::switched(ARTICLE, from, to))
}

fn fixture(name: &str) -> String {
    common::fixture(&format!("{ID}/{name}"))
}

/// A log of `tests/data/circulo/`.
fn data(name: &str) -> String {
    let path = format!("{}/tests/data/circulo/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("the log")
}

/// The 1-based line of the first line of `log` starting with `prefix`.
fn line(log: &str, prefix: &str) -> u32 {
    log.lines().position(|l| l.starts_with(prefix)).map_or(0, |i| i as u32 + 1)
}

fn embedded() -> CatalogSet {
    CatalogSet::embedded().expect("embedded")
}

/// A-PC-1 both ways: restos of 50 and 150 tied on a pot of 4 share it 2 and 2 by default, 1 and
/// 3 under the literal reading.
#[test]
fn the_tie_split_is_a_parameter() {
    let log = data("PC026-tie-split-by-resto.mesa");
    let literal = switched("resto", "tie_split: equal-per-pot", "tie_split: proportional-to-resto");
    assert_eq!(found(&embedded(), &log), vec![("PC026".into(), line(&log, "pay s3"), "pc.pot.tie".into())]);
    assert_eq!(found(&literal, &log), vec![]);
    // The default's own split is a fault under the literal reading.
    let equal = log.replace("pay s1 bote 1 1\npay s3 bote 1 3", "pay s1 bote 1 2\npay s3 bote 1 2");
    assert_eq!(found(&embedded(), &equal), vec![]);
    assert_eq!(found(&literal, &equal), vec![("PC026".into(), line(&equal, "pay s1"), "pc.pot.tie".into())]);
}

/// A-GEN-1: the odd cent of a three-way split goes to the first in the showdown's order by
/// default, to the first from the mano, or stays with the house.
#[test]
fn the_odd_cent_is_a_parameter() {
    let log = data("PC026-odd-cent-to-the-mano.mesa");
    let from_mano = switched("mano", "odd_chip: first-in-showdown-order", "odd_chip: first-from-mano");
    let house = switched("house", "odd_chip: first-in-showdown-order", "odd_chip: house");
    assert_eq!(found(&embedded(), &log), vec![("PC026".into(), line(&log, "pay s1"), "pc.pot.tie".into())]);
    assert_eq!(found(&from_mano, &log), vec![]);
    let kept = log.replace("pay s1 bote 1 3.34", "pay s1 bote 1 3.33");
    assert_eq!(found(&house, &kept), vec![]);
    let to_s2 = log.replace("pay s1 bote 1 3.34\npay s2 bote 1 3.33", "pay s1 bote 1 3.33\npay s2 bote 1 3.34");
    assert_eq!(found(&embedded(), &to_s2), vec![]);
    assert_eq!(found(&from_mano, &to_s2).first().map(|f| f.0.as_str()), Some("PC026"));
}

/// A-PC-4: a raise by the pot after the raiser's call is within pot limit by default and over
/// it when the pot is counted before the call.
#[test]
fn the_pot_limits_base_is_a_parameter() {
    let log = data("clean-pot-limit-raise-counted-after-the-call.mesa");
    let literal = switched("before", "base: after-call", "base: before-call");
    assert_eq!(found(&embedded(), &log), vec![]);
    assert_eq!(found(&literal, &log), vec![("PC011".into(), line(&log, "raise s2"), "pc.limits.pot".into())]);
}

/// A-PC-7: the article's cap (`limits.raise_cap`) is every table's; a header's `raise_cap=`
/// is its own table's; never between two players.
#[test]
fn the_raise_cap_is_a_parameter() {
    let with_header = fixture("PC013-raise-over-the-tables-cap.mesa");
    let log = with_header.replace(" raise_cap=2", "");
    let capped = switched("cap", "      base: after-call\n", "      base: after-call\n      raise_cap: 2\n");
    let third = line(&log, "raise s4");
    assert_eq!(found(&embedded(), &log), vec![]);
    assert_eq!(found(&capped, &log), vec![("PC013".into(), third, "pc.action.raise_cap".into())]);
    assert_eq!(found(&embedded(), &with_header), vec![("PC013".into(), third, "pc.action.raise_cap".into())]);
    // Two players left: no cap («en el caso de que sólo existan dos jugadores no hay límite»).
    let two = log
        .replace(
            "raise s1 2\nraise s2 4\nraise s3 6\nraise s4 8\nfold s1\nfold s2\nfold s3\n",
            "fold s1\nfold s2\nraise s3 2\nraise s4 4\nraise s3 6\nraise s4 8\nfold s3\n",
        )
        .replace("pay s4 bote 1 22", "pay s4 bote 1 16");
    assert_eq!(found(&capped, &two), vec![]);
}

/// `take.uncontested: false`: a hand the others fold to pays no take (PC018 at its take line).
#[test]
fn a_take_from_an_uncontested_hand_is_a_parameter() {
    let log = data("clean-uncontested-hand-taken-from.mesa");
    let untaken = switched("untaken", "      uncontested: true\n", "      uncontested: false\n");
    assert_eq!(found(&embedded(), &log), vec![]);
    assert_eq!(found(&untaken, &log), vec![("PC018".into(), line(&log, "cagnotte"), "pc.take.pot_pct".into())]);
    let report = check_bytes("probe.mesa", log.clone().into_bytes(), &untaken);
    assert_eq!(report.findings[0].message.en(), "a take of 0.40 from a hand won without a showdown");
    let settings = common::snapshot_settings("", true);
    settings.bind(|| {
        insta::assert_snapshot!(
            "circulo_parameters__uncontested_take",
            veedor::report::human::render_file(&report, veedor::report::human::Style::default())
        )
    });
    // A hand that goes to a showdown is taken from as before.
    let shown = fixture("clean-session.mesa");
    assert_eq!(found(&untaken, &shown), vec![]);
    // The study's most allowed take: 5 % of the first interval's 8 where the hand won without a
    // showdown may be taken from, nothing where it may not; a contested hand's alike.
    let allowed = |set: &CatalogSet, log: &str| {
        let report = check_bytes("probe.mesa", log.as_bytes().to_vec(), set);
        report.study.and_then(|s| s.take).map(|t| t.allowed.to_string())
    };
    assert_eq!(allowed(&embedded(), &log), Some("0.40".into()));
    assert_eq!(allowed(&untaken, &log), Some("0.00".into()));
    assert_eq!(allowed(&untaken, &shown), allowed(&embedded(), &shown));
}

/// After an unreadable line, the literal tie split by restos (A-PC-1) is not judged while a tied
/// player's resto is in doubt (the split's weight), and is judged again once the restos are
/// counted; the default's equal shares weigh no resto and are judged throughout.
#[test]
fn a_tie_split_by_restos_in_doubt_is_not_judged() {
    let log = data("doubt-tie-split-by-restos-in-doubt.mesa");
    let literal = switched("resto-doubt", "tie_split: equal-per-pot", "tie_split: proportional-to-resto");
    let lost = line(&log, "chek s1");
    let round4 = line(&log, "round 4");
    let pay4 = round4 + line(&log.lines().skip(round4 as usize).collect::<Vec<_>>().join("\n"), "pay s1");
    assert_eq!(
        found(&literal, &log),
        vec![("M001".into(), lost, String::new()), ("PC026".into(), pay4, "pc.pot.tie".into())]
    );
    assert_eq!(found(&embedded(), &log), vec![("M001".into(), lost, String::new())]);
}

/// Option b under `take_of=max`: an unreadable line may have been a `limits max=` line, so the
/// maximum held is no base for a fee until the next `limits max=` says it again.
#[test]
fn a_session_fee_on_a_maximum_in_doubt_is_not_judged() {
    let log = data("doubt-session-fee-on-a-maximum-in-doubt.mesa");
    let lost = line(&log, "limits max=5 !!");
    let fee = line(&log, "cagnotte 2 s3");
    assert_eq!(
        found(&embedded(), &log),
        vec![("M001".into(), lost, String::new()), ("PC019".into(), fee, "pc.take.session_fee".into())]
    );
    // Without the lost line the same fee of 0.75 is judged against the maximum of 10.
    let read = log.replace("limits max=5 !!\n", "");
    assert_eq!(
        found(&embedded(), &read).first().map(|f| (f.0.as_str(), f.1)),
        Some(("PC019", line(&read, "cagnotte 0.75 s2")))
    );
}

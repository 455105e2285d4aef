//! Punto y banca review probes (`tests/probes/pyb-*.mesa`): each asserts the exact findings
//! (code and line) the probe yields after its fix.

use veedor::catalog::CatalogSet;
use veedor::check::check_bytes;
use veedor::finding::Finding;

fn check(text: &str) -> Vec<Finding> {
    let set = match CatalogSet::embedded() {
        Ok(s) => s,
        Err(e) => panic!("embedded catalogue invalid: {e:?}"),
    };
    check_bytes("probe.mesa", text.as_bytes().to_vec(), &set).findings
}

/// `(code, line)` of each finding.
fn found(text: &str) -> Vec<(&'static str, u32)> {
    check(text).iter().map(|f| (f.code, f.primary.loc.line)).collect()
}

fn messages(text: &str) -> Vec<String> {
    check(text).iter().map(|f| format!("{}: {}", f.code, f.message)).collect()
}

#[test]
fn p14_running_out_of_cards_is_one_finding_per_shoe() {
    // 160 coups in one shoe: the stop card comes out and a later coup is dealt (BC022), then the
    // 312 cards run out: one BC001, the later cards of the shoe are not judged again.
    let text = include_str!("probes/pyb-p14.mesa");
    assert_eq!(found(text), vec![("BC022", 770), ("BC001", 785)]);
    assert!(messages(text)[1].contains("whose 312 cards are all out (later cards of this shoe are not judged)"));
}

#[test]
fn p4_the_late_coup_is_the_one_started_after_the_stop_card() {
    // `cutcard out` comes inside round 1 (after its `round` line): round 1 completes; round 2 is
    // the late one.
    assert_eq!(found(include_str!("probes/pyb-p4.mesa")), vec![("BC022", 23)]);
}

#[test]
fn p9_the_coup_during_which_the_stop_card_shows_completes() {
    // One deck, seven cards below the stop card: it comes out with card 46, drawn in coup 11.
    assert_eq!(found(include_str!("probes/pyb-p9.mesa")), vec![("BC023", 4)]);
}

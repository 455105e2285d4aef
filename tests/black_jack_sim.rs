//! Black Jack's property tests through the public interface: for every Black Jack article,
//! simulated clean sessions give zero findings, and every fault the simulator injects gives
//! exactly its finding (tests/simulate.rs does the same for every game at its own sizes; these
//! run more seeds and longer sessions of the family's own articles).

mod common;

use common::sim::{
    assert_clean_sessions, assert_deterministic, assert_every_check_has_a_fault, assert_every_fault_gives_its_finding,
    catalogs, describe, fail_with, run,
};
use veedor::catalog::{Catalog, CatalogSet};

/// Every embedded Black Jack article.
fn articles(set: &CatalogSet) -> Vec<&Catalog> {
    let all: Vec<&Catalog> = set.iter().filter(|c| c.id().ends_with("/black-jack")).collect();
    assert!(all.len() >= 3, "estado-1979, murcia-1996 and valencia-2003 black-jack are embedded");
    all
}

#[test]
fn clean_black_jack_sessions_give_no_findings() {
    let set = catalogs();
    assert_clean_sessions(&set, &articles(&set), 300, 0..12);
}

#[test]
fn every_black_jack_fault_gives_exactly_its_finding() {
    let set = catalogs();
    let runs = [(24, 0), (24, 1), (24, 2), (24, 3), (40, 4), (40, 5), (120, 7), (200, 11)];
    assert_every_fault_gives_its_finding(&set, &articles(&set), &runs, |cat, n| {
        assert!(n >= 30, "{}: only {n} faults", cat.id());
    });
}

/// Every check the engine can emit under an article has a fault that gives it.
#[test]
fn every_black_jack_check_has_a_fault() {
    let set = catalogs();
    assert_every_check_has_a_fault(&articles(&set), "BJ");
}

#[test]
fn black_jack_simulation_is_deterministic() {
    let set = catalogs();
    assert_deterministic(&set, &articles(&set), 40);
}

/// The article's ambiguities are parameters: with every one at its other reading (a dealer
/// Black-Jack takes only the original stakes, an ace drawn on a double counts 1, the dealer
/// hits a soft 17, «seis pares» counts hands, the maximum binds the box, a soft 21 may hit),
/// the simulator plays by the article as the engine reads it, and clean sessions stay clean.
#[test]
fn clean_sessions_stay_clean_under_the_other_readings() {
    let yaml = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/catalog/valencia-2003/black-jack.yaml"))
        .expect("the article's YAML");
    let mut changed = yaml.clone();
    for (from, to) in [
        ("dealer_blackjack_takes: all-stakes", "dealer_blackjack_takes: original-stakes-only"),
        ("drawn_ace: player-choice", "drawn_ace: one"),
        ("hit_soft_17: false", "hit_soft_17: true"),
        ("pairs_count: splits", "pairs_count: hands"),
        ("maximum_applies: per-bet", "maximum_applies: per-box"),
        ("hit_on_soft_21: false", "hit_on_soft_21: true"),
    ] {
        assert!(changed.contains(from), "the article's YAML writes `{from}`");
        changed = changed.replace(from, to);
    }
    let set = common::embedded_with("bj-readings", "valencia-2003/black-jack.yaml", &changed);
    let cat = set.get("valencia-2003/black-jack").expect("the variant article");
    let mut failures = Vec::new();
    for seed in 0..12 {
        let (text, report) = run(&set, cat, 300, seed, None);
        if !report.findings.is_empty() {
            failures.push(format!("seed {seed}:\n{}\n--- log ---\n{text}", describe(&report)));
        }
    }
    fail_with(&failures, "session(s) with findings");
}

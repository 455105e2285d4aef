//! Póquer sin descarte's property tests through the public interface: for both articles
//! (Valencia 2003 with its Carrusel, Murcia 1996), simulated clean sessions over several seeds
//! give zero findings, and every fault the simulator injects gives exactly its finding
//! (tests/simulate.rs does the same for every game at its own sizes; these run more seeds and
//! longer sessions of the family's own articles).

mod common;

use common::sim::{
    assert_clean_sessions, assert_deterministic, assert_every_check_has_a_fault, assert_every_fault_gives_its_finding,
    assert_shows, catalogs, clean_session, run,
};
use veedor::catalog::{Catalog, CatalogSet};

/// Both póquer sin descarte articles.
fn articles(set: &CatalogSet) -> Vec<&Catalog> {
    let all: Vec<&Catalog> = set.iter().filter(|c| c.id().ends_with("/poquer-sin-descarte")).collect();
    assert_eq!(all.len(), 2, "valencia-2003 and murcia-1996 poquer-sin-descarte are embedded");
    all
}

#[test]
fn clean_poker_sessions_give_no_findings() {
    let set = catalogs();
    assert_clean_sessions(&set, &articles(&set), 300, 0..12);
}

#[test]
fn every_poker_fault_gives_exactly_its_finding() {
    let set = catalogs();
    let runs = [(24, 0), (24, 1), (24, 2), (24, 3), (40, 4), (40, 5), (120, 7), (200, 11)];
    assert_every_fault_gives_its_finding(&set, &articles(&set), &runs, |cat, n| {
        // Valencia: every code but the consent's (PS022); Murcia: every code but the Carrusel's.
        let expected = if cat.id().starts_with("valencia") { 22 } else { 21 };
        assert_eq!(n, expected, "{}: {n} faults", cat.id());
    });
}

/// Every check the engine can emit under an article has a fault that gives it.
#[test]
fn every_poker_check_has_a_fault() {
    let set = catalogs();
    assert_every_check_has_a_fault(&articles(&set), "PS");
}

#[test]
fn poker_simulation_is_deterministic() {
    let set = catalogs();
    assert_deterministic(&set, &articles(&set), 40);
}

/// The situations a clean session must show the checker, in a long enough session: a misdeal
/// voided, a fold, a call, the bank not qualifying, a Carrusel prize (Valencia), a consent
/// (Murcia), an automatic sabot at some Valencia table.
#[test]
fn clean_sessions_cover_the_game() {
    let set = catalogs();
    for cat in articles(&set) {
        let text = clean_session(&set, cat, 2000);
        let mut wanted = vec!["\nvoid\n", "\nfold m", "\ncall m", "\nreveal\n", " segunda "];
        if cat.id().starts_with("valencia") {
            wanted.extend(["\nvacant ", " carrusel "]);
            assert!(
                text.lines().any(|l| l.starts_with("pay ") && l.contains(" carrusel ")),
                "{}: a Carrusel prize in 2,000 rounds",
                cat.id()
            );
            let autos = (0..8).filter(|&s| run(&set, cat, 4, s, None).0.contains(" sabot=auto\n")).count();
            assert!((1..8).contains(&autos), "some Valencia tables deal from an automatic sabot, not all");
        } else {
            wanted.push("\nconsent ");
            assert!(!text.contains("carrusel") && !text.contains("sabot=auto") && !text.contains("\nvacant "));
        }
        assert_shows(cat, &text, &wanted, "2,000 rounds");
    }
}

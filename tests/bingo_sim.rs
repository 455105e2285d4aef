//! Bingo's property tests through the public interface: for every bingo article, simulated
//! clean sessions give zero findings, and every fault the simulator injects gives exactly its
//! finding (as tests/black_jack_sim.rs does for Black Jack).

mod common;

use common::sim::{
    assert_clean_sessions, assert_deterministic, assert_every_check_has_a_fault, assert_every_fault_gives_its_finding,
    catalogs,
};
use veedor::catalog::{Catalog, CatalogSet};

/// Every embedded bingo article.
fn articles(set: &CatalogSet) -> Vec<&Catalog> {
    let all: Vec<&Catalog> = set.iter().filter(|c| c.id().contains("/bingo")).collect();
    assert!(all.len() >= 3, "estado-1979/bingo, murcia-1996/bingo and murcia-1996/bingo-acumulativo are embedded");
    all
}

#[test]
fn clean_bingo_sessions_give_no_findings() {
    let set = catalogs();
    assert_clean_sessions(&set, &articles(&set), 40, 0..16);
}

#[test]
fn every_bingo_fault_gives_exactly_its_finding() {
    let set = catalogs();
    let runs = [(8, 0), (8, 1), (8, 2), (12, 3), (20, 4), (40, 5)];
    assert_every_fault_gives_its_finding(&set, &articles(&set), &runs, |cat, n| {
        let want = if cat.id().ends_with("acumulativo") { 17 } else { 12 };
        assert_eq!(n, want, "{}", cat.id());
    });
}

/// Every check the engine can emit under an article has a fault that gives it.
#[test]
fn every_bingo_check_has_a_fault() {
    let set = catalogs();
    assert_every_check_has_a_fault(&articles(&set), "BG");
}

#[test]
fn bingo_simulation_is_deterministic() {
    let set = catalogs();
    assert_deterministic(&set, &articles(&set), 10);
}

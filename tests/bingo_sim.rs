//! Bingo's property tests through the public interface: for every bingo article, simulated
//! clean sessions give zero findings, and every fault the simulator injects gives exactly its
//! finding (as tests/black_jack_sim.rs does for Black Jack).

mod common;

use common::sim::{assert_deterministic, assert_every_check_has_a_fault, catalogs, describe, fail_with, run};
use veedor::catalog::{Catalog, CatalogSet};
use veedor::sim::faults;

/// Every embedded bingo article.
fn articles(set: &CatalogSet) -> Vec<&Catalog> {
    let all: Vec<&Catalog> = set.iter().filter(|c| c.id().contains("/bingo")).collect();
    assert!(all.len() >= 3, "estado-1979/bingo, murcia-1996/bingo and murcia-1996/bingo-acumulativo are embedded");
    all
}

#[test]
fn clean_bingo_sessions_give_no_findings() {
    let set = catalogs();
    let mut failures = Vec::new();
    for cat in articles(&set) {
        for seed in 0..16 {
            let (text, report) = run(&set, cat, 40, seed, None);
            if report.stats.rounds != 40 || !report.findings.is_empty() {
                failures.push(format!(
                    "{} seed {seed}: {} rounds seen, findings:\n{}\n--- log ---\n{text}",
                    cat.id(),
                    report.stats.rounds,
                    describe(&report)
                ));
            }
        }
    }
    fail_with(&failures, "clean session(s) have findings");
}

#[test]
fn every_bingo_fault_gives_exactly_its_finding() {
    let set = catalogs();
    let mut failures = Vec::new();
    for cat in articles(&set) {
        let fs = faults(cat);
        let want = if cat.id().ends_with("acumulativo") { 17 } else { 12 };
        assert_eq!(fs.len(), want, "{}", cat.id());
        for fault in fs {
            for (rounds, seed) in [(8, 0), (8, 1), (8, 2), (12, 3), (20, 4), (40, 5)] {
                let (text, report) = run(&set, cat, rounds, seed, Some(fault.name));
                let codes: Vec<&str> = report.findings.iter().map(|f| f.code).collect();
                if codes != vec![fault.code] {
                    failures.push(format!(
                        "{} fault `{}` {rounds} rounds seed {seed}: expected [{}], got {codes:?}\n{}\n--- log ---\n{text}",
                        cat.id(),
                        fault.name,
                        fault.code,
                        describe(&report)
                    ));
                    break;
                }
                if report.findings[0].citation.is_none() {
                    failures.push(format!("{} {}: finding has no citation", cat.id(), fault.code));
                }
            }
        }
    }
    fail_with(&failures, "fault(s) misbehave");
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

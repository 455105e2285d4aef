//! Bingo's property tests through the public interface: for every bingo article, simulated
//! clean sessions give zero findings, and every fault the simulator injects gives exactly its
//! finding (as tests/black_jack_sim.rs does for Black Jack).

use veedor::catalog::{Catalog, CatalogSet};
use veedor::check::{FileReport, check_bytes};
use veedor::sim::{SimOptions, faults, simulate};

fn catalogs() -> CatalogSet {
    match CatalogSet::embedded() {
        Ok(c) => c,
        Err(e) => panic!("embedded catalogue invalid: {e:?}"),
    }
}

/// Every embedded bingo article.
fn articles(set: &CatalogSet) -> Vec<&Catalog> {
    let all: Vec<&Catalog> = set.iter().filter(|c| c.id().contains("/bingo")).collect();
    assert!(all.len() >= 3, "estado-1979/bingo, murcia-1996/bingo and murcia-1996/bingo-acumulativo are embedded");
    all
}

fn run(set: &CatalogSet, cat: &Catalog, rounds: u32, seed: u64, inject: Option<&str>) -> (String, FileReport) {
    let mut buf = Vec::new();
    let opts = SimOptions { rounds, seed, inject: inject.map(str::to_owned), bias: Vec::new() };
    if let Err(e) = simulate(cat, &opts, &mut buf) {
        panic!("{} seed {seed} {inject:?}: simulate failed: {e}", cat.id());
    }
    let text = String::from_utf8(buf).expect("simulator writes UTF-8");
    let report = check_bytes("sim.mesa", text.clone().into_bytes(), set);
    (text, report)
}

fn describe(report: &FileReport) -> String {
    report
        .findings
        .iter()
        .map(|f| format!("  {} line {}: {}", f.code, f.primary.loc.line, f.message))
        .collect::<Vec<_>>()
        .join("\n")
}

fn fail_with(failures: &[String], what: &str) {
    if !failures.is_empty() {
        let heads: Vec<&str> = failures.iter().filter_map(|f| f.lines().next()).collect();
        let first = failures[0].chars().take(20_000).collect::<String>();
        panic!("{} {what}:\n{}\n\nfirst in full:\n{first}", failures.len(), heads.join("\n"));
    }
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
    for cat in articles(&set) {
        let injected: Vec<&str> = faults(cat).iter().map(|f| f.code).collect();
        let missing: Vec<&str> =
            cat.game.emitted_checks().into_iter().filter(|c| c.starts_with("BG") && !injected.contains(c)).collect();
        assert!(missing.is_empty(), "{}: no fault for {missing:?}", cat.id());
    }
}

#[test]
fn bingo_simulation_is_deterministic() {
    let set = catalogs();
    for cat in articles(&set) {
        let (a, _) = run(&set, cat, 10, 7, None);
        let (b, _) = run(&set, cat, 10, 7, None);
        assert_eq!(a, b);
        let (c, _) = run(&set, cat, 10, 8, None);
        assert_ne!(a, c, "different seeds give different sessions");
    }
}

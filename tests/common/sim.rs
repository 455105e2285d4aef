//! Helpers of the simulator's property tests (tests/simulate.rs for every game;
//! tests/black_jack_sim.rs, tests/dice_sim.rs and tests/bingo_sim.rs for one family's articles
//! at their own sizes): simulate a session and check it through the public interface.

use veedor::catalog::{Catalog, CatalogSet};
use veedor::check::{FileReport, check_bytes};
use veedor::sim::{SimOptions, simulate};

/// The embedded catalogues.
pub fn catalogs() -> CatalogSet {
    match CatalogSet::embedded() {
        Ok(c) => c,
        Err(e) => panic!("embedded catalogue invalid: {e:?}"),
    }
}

/// A simulated session of `cat` (`rounds`, `seed`, the fault `inject` if any): its text and its
/// report.
pub fn run(set: &CatalogSet, cat: &Catalog, rounds: u32, seed: u64, inject: Option<&str>) -> (String, FileReport) {
    let mut buf = Vec::new();
    let opts = SimOptions { rounds, seed, inject: inject.map(str::to_owned), bias: Vec::new() };
    if let Err(e) = simulate(cat, &opts, &mut buf) {
        panic!("{} seed {seed} {inject:?}: simulate failed: {e}", cat.id());
    }
    let text = String::from_utf8(buf).expect("simulator writes UTF-8");
    let report = check_bytes("sim.mesa", text.clone().into_bytes(), set);
    (text, report)
}

/// The findings of `report`, a line each: code, line, message.
pub fn describe(report: &FileReport) -> String {
    report
        .findings
        .iter()
        .map(|f| format!("  {} line {}: {}", f.code, f.primary.loc.line, f.message))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Panics with every failure's first line, and the first failure in full, if there are any.
pub fn fail_with(failures: &[String], what: &str) {
    if !failures.is_empty() {
        let heads: Vec<&str> = failures.iter().filter_map(|f| f.lines().next()).collect();
        let first = failures[0].chars().take(20_000).collect::<String>();
        panic!("{} {what}:\n{}\n\nfirst in full:\n{first}", failures.len(), heads.join("\n"));
    }
}

/// Asserts that every check with `prefix` the engine can emit under each of `articles` has a
/// fault of the simulator that gives it.
pub fn assert_every_check_has_a_fault(articles: &[&Catalog], prefix: &str) {
    for cat in articles {
        let injected: Vec<&str> = veedor::sim::faults(cat).iter().map(|f| f.code).collect();
        let missing: Vec<&str> =
            cat.game.emitted_checks().into_iter().filter(|c| c.starts_with(prefix) && !injected.contains(c)).collect();
        assert!(missing.is_empty(), "{}: no fault for {missing:?}", cat.id());
    }
}

/// Asserts that each of `articles` simulates the same session for the same seed, and another
/// for another seed.
pub fn assert_deterministic(set: &CatalogSet, articles: &[&Catalog], rounds: u32) {
    for cat in articles {
        let (a, _) = run(set, cat, rounds, 7, None);
        let (b, _) = run(set, cat, rounds, 7, None);
        assert_eq!(a, b);
        let (c, _) = run(set, cat, rounds, 8, None);
        assert_ne!(a, c, "different seeds give different sessions");
    }
}

//! Helpers of the simulator's property tests (tests/simulate.rs for every game;
//! tests/black_jack_sim.rs, tests/dice_sim.rs, tests/bingo_sim.rs, tests/poker_sim.rs,
//! tests/circulo_sim.rs and tests/monte_sim.rs for one family's articles at their own sizes): simulate a session and check it through the public interface. The
//! tests every family runs on its articles are here (clean sessions give zero findings, each
//! fault exactly its finding, every check has a fault, the same seed the same session); each
//! family's file gives its articles, its sizes and seeds, its count of faults, and its own tests.

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
    assert_every_check_has_a_fault_but(articles, prefix, |_, _| false);
}

/// [`assert_every_check_has_a_fault`] but for the checks `left(article, code)` says the
/// simulator leaves to the fixtures.
pub fn assert_every_check_has_a_fault_but(articles: &[&Catalog], prefix: &str, left: impl Fn(&Catalog, &str) -> bool) {
    for cat in articles {
        let injected: Vec<&str> = veedor::sim::faults(cat).iter().map(|f| f.code).collect();
        let missing: Vec<&str> = cat
            .game
            .emitted_checks()
            .into_iter()
            .filter(|c| c.starts_with(prefix) && !injected.contains(c) && !left(cat, c))
            .collect();
        assert!(missing.is_empty(), "{}: no fault for {missing:?}", cat.id());
    }
}

/// A clean session of `cat`, `rounds` rounds at seed 3, long enough to show the whole game: its
/// text, asserting that it has no finding.
pub fn clean_session(set: &CatalogSet, cat: &Catalog, rounds: u32) -> String {
    let (text, report) = run(set, cat, rounds, 3, None);
    assert!(report.findings.is_empty(), "{}:\n{}", cat.id(), describe(&report));
    text
}

/// Asserts that `text`, a simulated session of `cat`, holds each of `wanted` (`span`: how long
/// the session is, for the message: «2,000 hands»).
pub fn assert_shows(cat: &Catalog, text: &str, wanted: &[&str], span: &str) {
    for w in wanted {
        assert!(text.contains(w), "{}: no `{}` in {span}", cat.id(), w.trim());
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

/// Asserts that clean sessions of each of `articles`, `rounds` rounds for each seed of `seeds`,
/// give zero findings and that the checker sees every round.
pub fn assert_clean_sessions(set: &CatalogSet, articles: &[&Catalog], rounds: u32, seeds: std::ops::Range<u64>) {
    let mut failures = Vec::new();
    for cat in articles {
        for seed in seeds.clone() {
            let (text, report) = run(set, cat, rounds, seed, None);
            if report.stats.rounds != u64::from(rounds) || !report.findings.is_empty() {
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

/// Asserts that every fault of each of `articles` gives exactly its finding, with its citation
/// (but a session check's), in a session of each `(rounds, seed)` of `runs`; `count` first asserts how many faults the
/// article has (the family's own figure).
pub fn assert_every_fault_gives_its_finding(
    set: &CatalogSet,
    articles: &[&Catalog],
    runs: &[(u32, u64)],
    count: impl Fn(&Catalog, usize),
) {
    let mut failures = Vec::new();
    for cat in articles {
        let fs = veedor::sim::faults(cat);
        count(cat, fs.len());
        for fault in fs {
            for &(rounds, seed) in runs {
                let (text, report) = run(set, cat, rounds, seed, Some(fault.name));
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
                // A session check (S…) cites no article.
                if !fault.code.starts_with('S') && report.findings[0].citation.is_none() {
                    failures.push(format!("{} {}: finding has no citation", cat.id(), fault.code));
                }
            }
        }
    }
    fail_with(&failures, "fault(s) misbehave");
}

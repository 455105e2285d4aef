//! Property tests through the public interface: simulated clean sessions give zero findings,
//! and every injected fault gives exactly its finding.

mod common;

use common::sim::{
    assert_clean_sessions, assert_deterministic, assert_every_fault_gives_its_finding, catalogs, describe, run,
};
use veedor::check::check_bytes;
use veedor::sim::{SimOptions, faults, simulate};

#[test]
fn clean_sessions_give_no_findings() {
    let set = catalogs();
    assert!(set.iter().count() >= 2, "both roulette catalogues are embedded");
    assert_clean_sessions(&set, &set.iter().collect::<Vec<_>>(), 80, 0..40);
}

#[test]
fn every_fault_gives_exactly_its_finding() {
    let set = catalogs();
    let runs: Vec<(u32, u64)> = (0..6).map(|seed| (24, seed)).collect();
    assert_every_fault_gives_its_finding(&set, &set.iter().collect::<Vec<_>>(), &runs, |cat, n| {
        // Roulette and punto y banca inject 30 and more; chemin de fer and dos paños 15, fewer
        // where the article is a fragment.
        assert!(n >= 12, "{}: only {n} faults", cat.id());
    });
}

/// A fault in a longer session (the shoe of punto y banca renewed before it). With 120 coups
/// `veedor simulate estado-1979/punto-y-banca --seed 7` once failed with coup-after-stop-card
/// («the simulated shoe ran out»: after the coup dealt past the stop card no new shoe came) and
/// card-not-in-shoe (placed in a later shoe, which still held its kings of hearts), and, with
/// the faults that rig a coup's cards, «the shoe lacks the cards the fault needs» (the fault's
/// coup came at a shoe's end).
#[test]
fn every_fault_gives_exactly_its_finding_in_a_long_session() {
    let set = catalogs();
    let mut failures = Vec::new();
    for cat in set.iter() {
        for fault in faults(cat) {
            let opts = SimOptions { rounds: 120, seed: 7, inject: Some(fault.name.to_owned()), bias: Vec::new() };
            let mut log = Vec::new();
            if let Err(e) = simulate(cat, &opts, &mut log) {
                failures.push(format!("{} fault `{}`: {e}", cat.id(), fault.name));
                continue;
            }
            let report = check_bytes("sim.mesa", log, &set);
            let codes: Vec<&str> = report.findings.iter().map(|f| f.code).collect();
            if codes != vec![fault.code] {
                failures.push(format!("{} fault `{}`: expected [{}], got {codes:?}", cat.id(), fault.name, fault.code));
            }
        }
    }
    assert!(failures.is_empty(), "{} fault(s) misbehave in 120 rounds:\n{}", failures.len(), failures.join("\n"));
}

/// `veedor simulate valencia-2003/punto-y-banca --inject shoe-passed-without-loss --rounds 250
/// --seed 1` once moved the shoe as a new shoe opened, when the holder may change: a log without
/// the finding.
#[test]
fn the_shoe_passed_without_a_loss_is_not_placed_as_a_shoe_opens() {
    let set = catalogs();
    let Some(cat) = set.get("valencia-2003/punto-y-banca") else { panic!("valencia-2003/punto-y-banca is embedded") };
    let (text, report) = run(&set, cat, 250, 1, Some("shoe-passed-without-loss"));
    let codes: Vec<&str> = report.findings.iter().map(|f| f.code).collect();
    assert_eq!(codes, vec!["BC024"], "{}\n--- log ---\n{text}", describe(&report));
}

#[test]
fn simulation_is_deterministic() {
    let set = catalogs();
    assert_deterministic(&set, &set.iter().collect::<Vec<_>>(), 30);
}

/// `veedor simulate estado-1979/chemin-de-fer --rounds 36 --seed 1899` once wrote `bank -208.87`
/// (tests/data/regressions/simulated-chemin-negative-bank.mesa): a voluntary garage of half the
/// banker's winnings took more than the bank held, since the part of his winnings over the bank
/// maximum (garage impropio) had already left it. The old log is read without a crash (its
/// negative amount is a malformed line); the simulator now garages at most what leaves the bank
/// its minimum, and the same session is clean.
#[test]
fn a_simulated_chemin_de_fer_bank_never_goes_negative() {
    let set = catalogs();
    let old = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/regressions/simulated-chemin-negative-bank.mesa"
    ))
    .expect("regression log");
    let report = check_bytes("simulated-chemin-negative-bank.mesa", old, &set);
    let codes: Vec<(&str, u32)> = report.findings.iter().map(|f| (f.code, f.primary.loc.line)).collect();
    assert_eq!(codes, [("M001", 595)], "{}", describe(&report));
    let cat = set.get("estado-1979/chemin-de-fer").expect("embedded article");
    let (text, report) = run(&set, cat, 36, 1899, None);
    assert!(report.findings.is_empty(), "{}\n--- log ---\n{text}", describe(&report));
    assert!(text.lines().all(|l| !l.trim_start().starts_with("bank -")), "{text}");
}

/// The faults at scale: every fault of the articles `VEEDOR_SIM_ARTICLES` keeps (all by
/// default) in a session of `VEEDOR_SIM_ROUNDS` rounds (default 300) for each seed of
/// `VEEDOR_SIM_SEEDS` (default 0..5) gives exactly its finding. Ignored (minutes):
///
/// `VEEDOR_SIM_SEEDS=0..5 VEEDOR_SIM_ARTICLES=treinta,ruleta cargo test --release --test simulate faults_at_scale -- --ignored --nocapture`
#[test]
#[ignore = "slow: run with cargo test --release --test simulate faults_at_scale -- --ignored --nocapture"]
fn faults_at_scale() {
    let (rounds, seeds, only) = campaign(300, vec![0, 1, 2, 3, 4]);
    let set = catalogs();
    let articles: Vec<_> =
        set.iter().filter(|c| only.is_empty() || only.iter().any(|w| c.id().contains(w.as_str()))).collect();
    let runs: Vec<(u32, u64)> = seeds.iter().map(|&s| (rounds, s)).collect();
    assert_every_fault_gives_its_finding(&set, &articles, &runs, |cat, n| {
        println!("{:<30} {n:>3} faults x {} sessions of {rounds} rounds", cat.id(), runs.len());
    });
}

/// The campaign's settings from the environment: `VEEDOR_SIM_ROUNDS` (else `rounds`),
/// `VEEDOR_SIM_SEEDS` (comma-separated, `A..B` for A up to B; else `seeds`) and
/// `VEEDOR_SIM_ARTICLES` (comma-separated words an article's id must contain one of; else all).
fn campaign(rounds: u32, seeds: Vec<u64>) -> (u32, Vec<u64>, Vec<String>) {
    let env = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
    let rounds: u32 =
        env("VEEDOR_SIM_ROUNDS").map_or(rounds, |v| v.trim().parse().expect("VEEDOR_SIM_ROUNDS: a number"));
    let seeds: Vec<u64> = env("VEEDOR_SIM_SEEDS").map_or(seeds, |v| {
        let number = |s: &str| s.trim().parse::<u64>().expect("VEEDOR_SIM_SEEDS: numbers, comma-separated, or A..B");
        v.split(',')
            .flat_map(|part| match part.split_once("..") {
                Some((a, b)) => (number(a)..number(b)).collect::<Vec<_>>(),
                None => vec![number(part)],
            })
            .collect()
    });
    let only: Vec<String> =
        env("VEEDOR_SIM_ARTICLES").map_or(Vec::new(), |v| v.split(',').map(|s| s.trim().to_owned()).collect());
    (rounds, seeds, only)
}

/// The long campaign: every embedded article's simulated clean sessions, a million rounds each
/// by default, must give zero findings. Ignored (minutes of CPU, a few hundred MB per session);
/// run it after changing an engine, a simulator or a catalogue:
///
/// `VEEDOR_SIM_ROUNDS=1000000 VEEDOR_SIM_SEEDS=1,2 cargo test --release --test simulate million_rounds_per_article -- --ignored --nocapture`
///
/// `VEEDOR_SIM_ROUNDS` is the rounds of one session (default a million), `VEEDOR_SIM_SEEDS` the
/// seeds, one session each (comma-separated; `A..B` for the seeds from A up to B, so
/// `VEEDOR_SIM_ROUNDS=100 VEEDOR_SIM_SEEDS=0..10000` is a million rounds in short sessions;
/// default 1), `VEEDOR_SIM_ARTICLES` keeps only the articles whose id contains one of its
/// comma-separated words. It prints, per article, the rounds checked, the findings, the
/// log's size and the time spent simulating and checking.
#[test]
#[ignore = "slow: run with cargo test --release --test simulate million_rounds_per_article -- --ignored --nocapture"]
fn million_rounds_per_article() {
    let (rounds, seeds, only) = campaign(1_000_000, vec![1]);
    let set = catalogs();
    let mut failures = Vec::new();
    println!("{:<30} {:>10} {:>8} {:>14} {:>9} {:>9}", "article", "rounds", "findings", "bytes", "sim s", "check s");
    for cat in set.iter().filter(|c| only.is_empty() || only.iter().any(|w| c.id().contains(w.as_str()))) {
        let (mut checked, mut found, mut bytes) = (0u64, 0usize, 0u64);
        let (mut sim_time, mut check_time) = (std::time::Duration::ZERO, std::time::Duration::ZERO);
        for &seed in &seeds {
            let start = std::time::Instant::now();
            let mut buf = Vec::new();
            let opts = SimOptions { rounds, seed, inject: None, bias: Vec::new() };
            if let Err(e) = simulate(cat, &opts, &mut buf) {
                panic!("{} seed {seed}: simulate failed: {e}", cat.id());
            }
            sim_time += start.elapsed();
            bytes += buf.len() as u64;
            let start = std::time::Instant::now();
            let report = check_bytes("sim.mesa", buf, &set);
            check_time += start.elapsed();
            checked += report.stats.rounds;
            // A bingo session naming more series than the check remembers (a new one per
            // partida: past 65,536 partidas) says so once (BG017): the check's bound, not a
            // fault of the log.
            let faults: Vec<_> = report.findings.iter().filter(|f| f.code != "BG017").collect();
            found += faults.len();
            if report.stats.rounds != u64::from(rounds) {
                failures.push(format!("{} seed {seed}: the checker saw {} rounds", cat.id(), report.stats.rounds));
            }
            if !faults.is_empty() {
                let first: Vec<String> = faults
                    .iter()
                    .take(5)
                    .map(|f| format!("{} line {}: {}", f.code, f.primary.loc.line, f.message))
                    .collect();
                failures.push(format!(
                    "{} seed {seed}: {} finding(s), first:\n  {}",
                    cat.id(),
                    faults.len(),
                    first.join("\n  ")
                ));
            }
        }
        println!(
            "{:<30} {checked:>10} {found:>8} {bytes:>14} {:>9.1} {:>9.1}",
            cat.id(),
            sim_time.as_secs_f64(),
            check_time.as_secs_f64()
        );
    }
    assert!(failures.is_empty(), "simulated clean sessions have findings:\n{}", failures.join("\n"));
}

/// Two faults that the long campaign (`faults_at_scale`, 300 rounds, seeds 0..5) found writing
/// a log that did not give exactly their finding: a stop card misplaced by one (BC021) dealt the
/// shoe to the article's place and so past the logged one (BC022 too), and a Black Jack round
/// «settled left to right» whose only reordered lines were insurance, which is settled as it
/// happens (no BJ029). Each now gives its finding alone.
#[test]
fn faults_found_by_the_long_campaign_give_their_finding_alone() {
    let set = catalogs();
    for (article, fault, seed, code) in [
        ("estado-1979/punto-y-banca", "cut-card-position", 0, "BC021"),
        ("valencia-2003/punto-y-banca", "cut-card-position", 0, "BC021"),
        ("estado-1979/black-jack", "settled-left-to-right", 1, "BJ029"),
        ("murcia-1996/black-jack", "settled-left-to-right", 1, "BJ029"),
    ] {
        let cat = set.get(article).expect("embedded article");
        let (_, report) = run(&set, cat, 300, seed, Some(fault));
        let codes: Vec<&str> = report.findings.iter().map(|f| f.code).collect();
        assert_eq!(codes, vec![code], "{article} {fault} seed {seed}:\n{}", describe(&report));
    }
}

//! Adversarial sizes: checking time grows at most linearly with each dimension a log (or a
//! waivers file) can make large — stakes in one round, settlements, prisoners, rounds, cards in
//! a shoe, waivers. Each dimension is checked at 10^3, 10^4 and 10^5 and the checking thread's
//! CPU time compared: linear work takes about 10× per 10× size; quadratic work takes 100×.
//!
//! Ignored by default (it takes a while, and wants an optimised build):
//! `cargo test --release --test linear -- --ignored --nocapture` prints the table.

use std::fmt::Write as _;
use std::time::Duration;

use veedor::catalog::CatalogSet;
use veedor::check::{FileReport, check_bytes};
use veedor::sim::{SimOptions, simulate};
use veedor::waiver::{WaiverFile, finding_lines};

const SIZES: [usize; 3] = [1_000, 10_000, 100_000];

/// The most a 10× larger input may cost, times the smaller one's cost. Linear work gives about
/// 10 (a little more where hash tables grow out of the cache), quadratic 100: a generous
/// threshold that a shared, busy machine does not trip.
const MAX_RATIO: f64 = 30.0;

/// CPU time of the calling thread (other threads' work and waiting do not count).
fn thread_cpu() -> Duration {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `t` is a valid timespec for the call to fill.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0, "clock_gettime");
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// The least CPU time of a few runs of `f` (noise only adds time).
fn cost(mut f: impl FnMut()) -> Duration {
    (0..3)
        .map(|_| {
            let start = thread_cpu();
            f();
            thread_cpu() - start
        })
        .min()
        .unwrap_or_default()
}

fn catalogs() -> CatalogSet {
    CatalogSet::embedded().unwrap_or_else(|e| panic!("embedded catalogue invalid: {e:?}"))
}

fn check(set: &CatalogSet, log: &str) -> FileReport {
    check_bytes("adversarial.mesa", log.as_bytes().to_vec(), set)
}

const ROULETTE: &str = "mesa-log 1\ntable T catalog=estado-1979/ruleta-francesa min=5\nsession open\n";
const PUNTO: &str = "mesa-log 1\ntable T catalog=estado-1979/punto-y-banca min=10 currency=EUR\nsession open\n\
                     shoe decks=6\ncutcard 7\nburn 6h up\nburn 2c down\nburn 3c down\nburn 4c down\nburn 5c down\n\
                     burn 6c down\nburn 7c down\nholder s1\n";

/// One roulette round with `n` stakes (each seat on red), paid.
fn roulette_stakes(n: usize) -> String {
    let mut s = format!("{ROULETTE}round 1\n");
    (0..n).for_each(|i| writeln!(s, "bet p{i} rojo 5").unwrap());
    s.push_str("nomore\nspin 3 cw ball=ccw\n");
    (0..n).for_each(|i| writeln!(s, "pay p{i} rojo 5").unwrap());
    s.push_str("session close\n");
    s
}

/// One punto y banca coup with `n` stakes on punto, paid.
fn punto_stakes(n: usize) -> String {
    let mut s = format!("{PUNTO}round 1\n");
    (0..n).for_each(|i| writeln!(s, "bet p{i} punto 10").unwrap());
    s.push_str("nomore\nhand punto p0\ndeal punto 9h\ndeal banca 2h\ndeal punto Kh\ndeal banca 3s\nresult punto\n");
    (0..n).for_each(|i| writeln!(s, "pay p{i} punto 10").unwrap());
    s.push_str("session close\n");
    s
}

/// One roulette stake settled `n` times (every settlement after the first is a finding).
fn roulette_settlements(n: usize) -> String {
    let mut s = format!("{ROULETTE}round 1\nbet s1 rojo 5\nnomore\nspin 3 cw ball=ccw\n");
    (0..n).for_each(|_| s.push_str("pay s1 rojo 5\n"));
    s.push_str("session close\n");
    s
}

/// `n` even-chance stakes put in prisión by a zero, released by the next spin.
fn roulette_prisoners(n: usize) -> String {
    let mut s = format!("{ROULETTE}round 1\n");
    (0..n).for_each(|i| writeln!(s, "bet p{i} rojo 5").unwrap());
    s.push_str("nomore\nspin 0 cw ball=ccw\nround 2\nnomore\nspin 3 ccw ball=cw\n");
    (0..n).for_each(|i| writeln!(s, "release p{i} prison rojo 5").unwrap());
    s.push_str("session close\n");
    s
}

/// A simulated compliant session of `n` rounds.
fn simulated(set: &CatalogSet, id: &str, n: usize) -> String {
    let cat = set.get(id).unwrap_or_else(|| panic!("{id} is embedded"));
    let mut out = Vec::new();
    let opts = SimOptions { rounds: n as u32, seed: 1, inject: None };
    simulate(cat, &opts, &mut out).unwrap_or_else(|e| panic!("{id}: {e}"));
    String::from_utf8(out).expect("UTF-8")
}

/// A shoe of `n` burnt cards (all but the six decks' are cards not in the shoe).
fn burnt_cards(n: usize) -> String {
    let mut s = String::from(PUNTO);
    let ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"];
    (0..n).for_each(|i| writeln!(s, "burn {}{} down", ranks[i % 13], ["h", "d", "c", "s"][i / 13 % 4]).unwrap());
    s.push_str("session close\n");
    s
}

/// `n` findings (settlements of a stake already settled), each waived inline.
fn inline_waivers(n: usize) -> String {
    let mut s = format!("{ROULETTE}round 1\nbet s1 rojo 5\nnomore\nspin 3 cw ball=ccw\npay s1 rojo 5\n");
    (0..n).for_each(|_| s.push_str("pay s1 rojo 5 # veedor: waive RL006 reason=\"accepted\"\n"));
    s.push_str("session close\n");
    s
}

/// A waivers file (as `--write-baseline` writes it) for every finding of `report`.
fn baseline(report: &FileReport) -> String {
    let lines = finding_lines(report);
    let mut s = String::from("version: 1\nwaivers:\n");
    for f in &report.findings {
        let line = f.primary.loc.line;
        let print = lines.get(&line).map(|t| veedor::waiver::fingerprint(t)).unwrap_or_default();
        writeln!(
            s,
            "- file: {}\n  code: {}\n  line: {line}\n  fingerprint: '{print}'\n  reason: accepted",
            report.name, f.code
        )
        .unwrap();
    }
    s
}

/// What one dimension checks at size `n`.
enum Dimension {
    /// A generated log.
    Log(fn(usize) -> String),
    /// A simulated compliant session of `n` rounds of this article.
    Simulated(&'static str),
    /// A waivers file with an entry for each of a log's `n` findings, applied to its report.
    WaiversFile,
}

/// The work to time for `dim` at size `n` (the input is made beforehand).
fn prepare<'a>(set: &'a CatalogSet, dim: &Dimension, n: usize) -> Box<dyn FnMut() + 'a> {
    match dim {
        Dimension::Log(make) => {
            let log = make(n);
            Box::new(move || {
                check(set, &log);
            })
        }
        Dimension::Simulated(id) => {
            let log = simulated(set, id, n);
            Box::new(move || {
                check(set, &log);
            })
        }
        Dimension::WaiversFile => {
            let report = check(set, &roulette_settlements(n));
            let lines = finding_lines(&report);
            let text = baseline(&report);
            Box::new(move || {
                let mut w = WaiverFile::parse("waivers.yaml".into(), &text).expect("a waivers file");
                let mut r = report.clone();
                w.apply(&mut r, &lines);
                assert!(r.findings.iter().all(|f| f.waived.is_some()), "every finding is waived");
            })
        }
    }
}

#[test]
#[ignore = "slow: run with cargo test --release --test linear -- --ignored --nocapture"]
fn checking_time_grows_linearly() {
    let set = catalogs();
    let cases = [
        ("stakes in a roulette round", Dimension::Log(roulette_stakes)),
        ("stakes in a punto y banca coup", Dimension::Log(punto_stakes)),
        ("settlements of one stake", Dimension::Log(roulette_settlements)),
        ("prisoners", Dimension::Log(roulette_prisoners)),
        ("rounds, ruleta francesa", Dimension::Simulated("estado-1979/ruleta-francesa")),
        ("rounds, punto y banca", Dimension::Simulated("estado-1979/punto-y-banca")),
        ("rounds, chemin de fer", Dimension::Simulated("estado-1979/chemin-de-fer")),
        ("rounds, dos paños", Dimension::Simulated("estado-1979/dos-panos")),
        ("cards in a shoe", Dimension::Log(burnt_cards)),
        ("inline waivers", Dimension::Log(inline_waivers)),
        ("waivers-file entries", Dimension::WaiversFile),
    ];
    let mut table = String::new();
    let mut worse = Vec::new();
    for (name, dim) in &cases {
        let costs: Vec<Duration> = SIZES.iter().map(|&n| cost(prepare(&set, dim, n))).collect();
        let ratios: Vec<f64> = costs.windows(2).map(|w| w[1].as_secs_f64() / w[0].as_secs_f64().max(1e-6)).collect();
        writeln!(
            table,
            "{name:<32} {:>9.2} ms {:>9.2} ms {:>9.2} ms   ×{:.1} ×{:.1}",
            costs[0].as_secs_f64() * 1e3,
            costs[1].as_secs_f64() * 1e3,
            costs[2].as_secs_f64() * 1e3,
            ratios[0],
            ratios[1]
        )
        .unwrap();
        // The last step (10^4 to 10^5) is the telling one: at 10^3 fixed costs still weigh.
        if ratios[1] > MAX_RATIO {
            worse.push(format!("{name}: ×{:.1} from 10^4 to 10^5", ratios[1]));
        }
    }
    println!("{:<32} {:>12} {:>12} {:>12}   10×, 10×\n{table}", "dimension", "10^3", "10^4", "10^5");
    assert!(worse.is_empty(), "worse than linear:\n{}\n\n{table}", worse.join("\n"));
}

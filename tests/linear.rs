//! Adversarial sizes: checking time grows at most linearly with each dimension a log (or a
//! waivers file) can make large — stakes in one round, settlements, prisoners, rounds, cards in
//! a shoe, waivers. Each dimension is checked at 10^3, 10^4 and 10^5 and the checking thread's
//! CPU time compared: linear work takes about 10× per 10× size; quadratic work takes 100×.
//! The peak of heap memory the check allocates (over what was allocated before it began: the
//! input is made beforehand) is measured by a counting allocator and held to the same bound.
//!
//! Ignored by default (it takes a while, and wants an optimised build):
//! `cargo test --release --test linear -- --ignored --nocapture` prints the table.

use std::alloc::{GlobalAlloc, Layout, System};
use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
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

/// The system allocator, counting the bytes live and their peak (this test binary only).
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(by: usize) {
    let now = LIVE.fetch_add(by, Ordering::Relaxed) + by;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

// SAFETY: every call is passed on to `System` unchanged; the counters only observe sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc`, passed on.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`.
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract for `dealloc`, passed on.
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract for `realloc`, passed on.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            grew(new_size);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// CPU time of the calling thread (other threads' work and waiting do not count).
fn thread_cpu() -> Duration {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `t` is a valid timespec for the call to fill.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0, "clock_gettime");
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// The least CPU time of a few runs of `f` (noise only adds time), and the most heap memory
/// `f` held at once over what was live before it (the same every run: the work is
/// deterministic; other threads of the test harness are idle).
fn cost(mut f: impl FnMut()) -> (Duration, usize) {
    let mut best = Duration::MAX;
    let mut peak = 0;
    for _ in 0..3 {
        let before = LIVE.load(Ordering::Relaxed);
        PEAK.store(before, Ordering::Relaxed);
        let start = thread_cpu();
        f();
        best = best.min(thread_cpu() - start);
        peak = peak.max(PEAK.load(Ordering::Relaxed).saturating_sub(before));
    }
    (best, peak)
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
    let opts = SimOptions { rounds: n as u32, seed: 1, inject: None, bias: Vec::new() };
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
        let costs: Vec<(Duration, usize)> = SIZES.iter().map(|&n| cost(prepare(&set, dim, n))).collect();
        let secs: Vec<f64> = costs.iter().map(|c| c.0.as_secs_f64()).collect();
        let mib: Vec<f64> = costs.iter().map(|c| c.1 as f64 / (1024.0 * 1024.0)).collect();
        let ratio = |v: &[f64], floor: f64| v[2] / v[1].max(floor);
        // Memory under 64 KiB at 10^4 is fixed cost; the ratio would only measure noise.
        let (time_ratio, mem_ratio) = (ratio(&secs, 1e-6), ratio(&mib, 1.0 / 16.0));
        writeln!(
            table,
            "{name:<32} {:>9.2} ms {:>9.2} ms {:>9.2} ms  ×{:<5.1} {:>8.2} MiB {:>8.2} MiB {:>8.2} MiB  ×{:.1}",
            secs[0] * 1e3,
            secs[1] * 1e3,
            secs[2] * 1e3,
            time_ratio,
            mib[0],
            mib[1],
            mib[2],
            mem_ratio
        )
        .unwrap();
        // The last step (10^4 to 10^5) is the telling one: at 10^3 fixed costs still weigh.
        if time_ratio > MAX_RATIO {
            worse.push(format!("{name}: time ×{time_ratio:.1} from 10^4 to 10^5"));
        }
        if mem_ratio > MAX_RATIO {
            worse.push(format!("{name}: memory ×{mem_ratio:.1} from 10^4 to 10^5"));
        }
    }
    println!(
        "{:<32} {:>12} {:>12} {:>12}  {:<6} {:>12} {:>12} {:>12}  10^4→10^5\n{table}",
        "dimension (CPU time, peak heap)", "10^3", "10^4", "10^5", "×", "10^3", "10^4", "10^5"
    );
    assert!(worse.is_empty(), "worse than linear:\n{}\n\n{table}", worse.join("\n"));
}

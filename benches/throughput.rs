//! Throughput and memory benchmark: `cargo bench --bench throughput`.
//!
//! For every game the simulator can write (one article per game: the first in id order of
//! each catalogue file name, so a game added later is measured with no change here;
//! `VEEDOR_BENCH_ARTICLES=all` for every article, or a comma-separated list of ids), generates
//! simulated logs (10 MB and, by default, 120 MB; set `VEEDOR_BENCH_MB` for another size, e.g.
//! `VEEDOR_BENCH_MB=1024` for the memory figure on a 1 GB log; `VEEDOR_BENCH_SEED` for another
//! seed) under `target/bench-data/`, checks each on one core, and reports MB/s, lines/s
//! and the process's peak resident memory while checking (the peak is reset before each file,
//! so generating the log does not count), so that growth with the log's size shows. `wc -l`
//! on the same file, in the same run, is timed as the floor for comparison, in wall time and
//! in CPU time (what the child used, from `getrusage`). The figures are
//! wall-clock, best of at least fifteen runs spread over at least six seconds per file
//! (`VEEDOR_BENCH_RUNS=N` for exactly N) after half a second of warm-up, with the median of
//! the same runs beside them (how far the machine's noise moved the runs) and the runs' least
//! CPU time of
//! the checking thread (what the check costs one core, even when the thread had to wait for a
//! core): on a shared machine, quote the load average with them (it is printed).
//!
//! `VEEDOR_BENCH_CALLGRIND=1` adds the repeatable figure: for each 10 MB log, the instructions
//! the release binary executes to check it (`valgrind --tool=callgrind target/release/veedor
//! check FILE --format concise`, the whole process, start-up included) per byte of the log.
//! It takes about half a minute per log; valgrind must be installed.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use veedor::catalog::{Catalog, CatalogSet};
use veedor::check::check_path;
use veedor::sim::{SimOptions, simulate};

fn peak_rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

/// Resets the peak resident memory (`VmHWM`) to the current one, so that the next reading is
/// the peak of what follows (Linux; elsewhere the peak stays the process's).
fn reset_peak_rss() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// CPU time used by this thread so far, in seconds: unlike wall time, it does not count the
/// time the thread waited for a core while other processes ran (this is a 1-core figure).
fn thread_cpu_secs() -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable `timespec`; the clock id is a constant of the platform.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    if ok { ts.tv_sec as f64 + ts.tv_nsec as f64 / 1e9 } else { f64::NAN }
}

/// CPU time (user + system) used so far by this process's waited-for children, in seconds.
fn children_cpu_secs() -> f64 {
    // SAFETY: an all-zero `rusage` is a valid value of the plain C struct.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `ru` is a valid, writable `rusage`; `RUSAGE_CHILDREN` is a constant of the platform.
    let ok = unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut ru) } == 0;
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    if ok { secs(ru.ru_utime) + secs(ru.ru_stime) } else { f64::NAN }
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "n/a".into())
}

/// Instructions the release binary executes to check `path` (callgrind's total), or why not.
fn callgrind_instructions(path: &Path) -> Result<u64, String> {
    let out = std::env::temp_dir().join(format!("veedor-bench-{}.callgrind", std::process::id()));
    let status = std::process::Command::new("valgrind")
        .arg("--tool=callgrind")
        .arg(format!("--callgrind-out-file={}", out.display()))
        .arg(env!("CARGO_BIN_EXE_veedor"))
        .arg("check")
        .arg(path)
        .args(["--format", "concise"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .map_err(|e| format!("valgrind: {e}"))?;
    let text = std::fs::read_to_string(&out).map_err(|e| format!("{}: {e}", out.display()));
    let _ = std::fs::remove_file(&out);
    // `check` exits 0 on a clean log; anything else means the figure is not the check's.
    if !status.success() {
        return Err(format!("veedor check exited with {status}"));
    }
    text?
        .lines()
        .find_map(|l| l.strip_prefix("summary:").or_else(|| l.strip_prefix("totals:")))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .ok_or_else(|| "no total in callgrind's output".to_owned())
}

fn generate(cat: &Catalog, path: &Path, mb: u64, seed: u64) -> std::io::Result<()> {
    let target = mb * 1_000_000;
    if std::fs::metadata(path).map(|m| m.len() >= target).unwrap_or(false) {
        return Ok(());
    }
    // Measure the size of a round, then write one session of the rounds needed.
    let mut sample = Vec::new();
    simulate(cat, &SimOptions { rounds: 2000, seed: 1, inject: None, bias: Vec::new() }, &mut sample)
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    let rounds = (target as f64 / (sample.len() as f64 / 2000.0) * 1.02).ceil() as u32;
    let mut out = BufWriter::with_capacity(1 << 20, File::create(path)?);
    simulate(cat, &SimOptions { rounds, seed, inject: None, bias: Vec::new() }, &mut out)
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    out.flush()
}

/// The articles to measure: one per game (catalogue file name) that the simulator can write,
/// or those `VEEDOR_BENCH_ARTICLES` names (`all`, or ids separated by commas).
fn articles(set: &CatalogSet) -> Vec<&Catalog> {
    let chosen = std::env::var("VEEDOR_BENCH_ARTICLES").ok();
    let can_simulate = |c: &Catalog| {
        simulate(c, &SimOptions { rounds: 1, seed: 1, inject: None, bias: Vec::new() }, &mut std::io::sink()).is_ok()
    };
    let mut games: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for c in set.iter() {
        let game = c.id().rsplit('/').next().unwrap_or(c.id());
        let wanted = match chosen.as_deref() {
            Some("all") => true,
            Some(list) => list.split(',').any(|id| id.trim() == c.id()),
            None => !games.contains(&game),
        };
        if wanted && can_simulate(c) {
            games.push(game);
            out.push(c);
        }
    }
    out
}

/// Runs of each file, at least, and for at least `MIN_SECS` in all. The best of them is the
/// figure for one uncontended core: on a shared machine a stretch of contention slows every
/// run for a second or more (all fifteen 60 ms runs of the 10 MB log have fallen in one), so
/// the runs are spread over several seconds. `VEEDOR_BENCH_RUNS=N` runs exactly N.
const RUNS: usize = 15;
const MIN_SECS: f64 = 6.0;

fn main() {
    let set = match CatalogSet::embedded() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("embedded catalogue invalid: {e:?}");
            std::process::exit(2);
        }
    };
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/bench-data");
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("cannot create {}: {e}", dir.display());
        std::process::exit(2);
    }
    let big: u64 = std::env::var("VEEDOR_BENCH_MB").ok().and_then(|v| v.parse().ok()).unwrap_or(120);
    let exact: Option<usize> = std::env::var("VEEDOR_BENCH_RUNS").ok().and_then(|v| v.parse().ok()).filter(|&n| n > 0);
    let (n_runs, min_secs) = exact.map_or((RUNS, MIN_SECS), |n| (n, 0.0));
    let seed: u64 = std::env::var("VEEDOR_BENCH_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(42);
    println!(
        "veedor throughput benchmark (one thread; best of at least {n_runs} runs over at least {min_secs} s per file; \
         load average {})",
        load_average()
    );
    println!(
        "{:<30} {:>8} {:>10} {:>8} {:>8} {:>10} {:>12} {:>8} {:>8} {:>12} {:>8} {:>10} {:>9} {:>9}",
        "article",
        "size MB",
        "lines",
        "check s",
        "MB/s",
        "lines/s",
        "median MB/s",
        "CPU s",
        "CPU MB/s",
        "peak RSS MB",
        "wc -l s",
        "wc -l MB/s",
        "wc CPU s",
        "CPU / wc"
    );
    let measured = articles(&set);
    for (cat, mb) in measured.iter().flat_map(|&c| [(c, 10), (c, big)]) {
        let path = dir.join(format!("{}-{mb}mb-seed{seed}.mesa", cat.id().replace('/', "--")));
        if let Err(e) = generate(cat, &path, mb, seed) {
            eprintln!("generating {}: {e}", path.display());
            std::process::exit(2);
        }
        let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0) as f64;
        // Warm the page cache (by streaming, not by loading the file) so that both timings
        // read from memory; then take the best of `n_runs` runs of each, as the machine is noisy.
        let _ = std::process::Command::new("wc").arg("-l").arg(&path).output();
        let mut wc_secs = f64::INFINITY;
        let mut wc_cpu = f64::INFINITY;
        let mut wc_ok = false;
        let mut runs = Vec::with_capacity(n_runs);
        let mut cpu = f64::INFINITY;
        let mut report = None;
        // Warm up (as criterion does) for half a second: the first runs of a process are slower
        // while the processor's clock and caches settle, and the short 10 MB runs showed it.
        let warm = Instant::now();
        while warm.elapsed().as_secs_f64() < 0.5 {
            let _ = check_path(&path, &set);
        }
        reset_peak_rss();
        let started = Instant::now();
        while runs.len() < n_runs || started.elapsed().as_secs_f64() < min_secs {
            let t = Instant::now();
            let c = thread_cpu_secs();
            let r = check_path(&path, &set);
            cpu = cpu.min(thread_cpu_secs() - c);
            runs.push(t.elapsed().as_secs_f64());
            report = Some(r);
            let t = Instant::now();
            let c = children_cpu_secs();
            let wc = std::process::Command::new("wc").arg("-l").arg(&path).output();
            wc_secs = wc_secs.min(t.elapsed().as_secs_f64());
            wc_cpu = wc_cpu.min(children_cpu_secs() - c);
            wc_ok = wc.map(|o| o.status.success()).unwrap_or(false);
        }
        let Some(report) = report else { return };
        runs.sort_by(f64::total_cmp);
        let secs = runs[0];
        let median = runs[runs.len() / 2];
        let rss = peak_rss_mb();
        if !report.findings.is_empty() {
            eprintln!("unexpected findings in the simulated log {}: {}", path.display(), report.findings.len());
        }
        println!(
            "{:<30} {:>8.1} {:>10} {:>8.3} {:>8.1} {:>10.0} {:>12.1} {:>8.3} {:>8.1} {:>12.1} {:>8} {:>10} {:>9} {:>9}",
            cat.id(),
            bytes / 1e6,
            report.stats.lines,
            secs,
            bytes / 1e6 / secs,
            report.stats.lines as f64 / secs,
            bytes / 1e6 / median,
            cpu,
            bytes / 1e6 / cpu,
            rss,
            if wc_ok { format!("{wc_secs:.3}") } else { "n/a".into() },
            if wc_ok { format!("{:.0}", bytes / 1e6 / wc_secs) } else { "n/a".into() },
            if wc_ok { format!("{wc_cpu:.3}") } else { "n/a".into() },
            if wc_ok { format!("{:.1}", cpu / wc_cpu) } else { "n/a".into() },
        );
    }
    println!("load average after: {}", load_average());
    if std::env::var("VEEDOR_BENCH_CALLGRIND").is_ok_and(|v| v == "1") {
        println!(
            "instructions per byte (callgrind, `{} check FILE --format concise`, whole process):",
            env!("CARGO_BIN_EXE_veedor")
        );
        println!("{:<30} {:>8} {:>14} {:>10}", "article", "size MB", "instructions", "instr/B");
        for cat in measured {
            let path = dir.join(format!("{}-10mb-seed{seed}.mesa", cat.id().replace('/', "--")));
            let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
            match callgrind_instructions(&path) {
                Ok(ir) => println!(
                    "{:<30} {:>8.1} {:>14} {:>10.1}",
                    cat.id(),
                    bytes as f64 / 1e6,
                    ir,
                    ir as f64 / bytes.max(1) as f64
                ),
                Err(e) => println!("{:<30} {e}", cat.id()),
            }
        }
    }
}

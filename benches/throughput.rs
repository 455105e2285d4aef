//! Throughput, memory and fixed-cost benchmark: `cargo bench --bench throughput`.
//!
//! It measures every article of every jurisdiction that the simulator can write (so an article
//! added later is measured with no change here; `VEEDOR_BENCH_ARTICLES` for a comma-separated
//! list of ids), in parts that `VEEDOR_BENCH_PARTS` selects (comma-separated; default
//! `throughput,fixed`):
//!
//! - `throughput`: generates simulated logs (10 MB and, by default, 120 MB; set
//!   `VEEDOR_BENCH_MB` for another size, e.g. `VEEDOR_BENCH_MB=1024` for the memory figure on a
//!   1 GB log; `VEEDOR_BENCH_SEED` for another seed) under `target/bench-data/`, checks each on
//!   one core, and reports MB/s, lines/s and the process's peak resident memory while checking
//!   (the peak is reset before each file, so generating the log does not count), so that growth
//!   with the log's size shows. `wc -l` on the same file, in the same run, is timed as the
//!   floor for comparison, in wall time and in CPU time (what the child used, from
//!   `getrusage`). The figures are wall-clock, best of at least fifteen runs spread over at
//!   least six seconds per file (`VEEDOR_BENCH_RUNS=N` for exactly N) after half a second of
//!   warm-up, with the median of the same runs beside them (how far the machine's noise moved
//!   the runs) and the runs' least CPU time of the checking thread (what the check costs one
//!   core, even when the thread had to wait for a core): on a shared machine, quote the load
//!   average with them (it is printed).
//! - `fixed`: the fixed cost, the repeatable figure of what a check costs before and beside
//!   its log: the instructions the release binary executes (callgrind, the whole process) to
//!   check the one-round simulated log of each article (`veedor simulate ID --rounds 1`),
//!   in every output format of `veedor check --format` and `summary` (`--format human
//!   --summary`; `VEEDOR_BENCH_FORMATS` for a comma-separated list), against the target of
//!   20 M instructions (a row over it is marked).
//!   About three seconds per article and format; valgrind must be installed.
//! - `per-byte` (or `VEEDOR_BENCH_CALLGRIND=1`): for each 10 MB log, the instructions the
//!   release binary executes to check it (`valgrind --tool=callgrind target/release/veedor
//!   check FILE --format concise`, the whole process, start-up included) per byte of the log.
//!   It takes about half a minute per log.

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

/// Instructions the release binary executes to check `path` in `format` (callgrind's total),
/// or why not.
fn callgrind_instructions(path: &Path, format: &str) -> Result<u64, String> {
    let out = std::env::temp_dir().join(format!("veedor-bench-{}.callgrind", std::process::id()));
    let status = std::process::Command::new("valgrind")
        .arg("--tool=callgrind")
        .arg(format!("--callgrind-out-file={}", out.display()))
        .arg(env!("CARGO_BIN_EXE_veedor"))
        .arg("check")
        .arg(path)
        // `summary`: the human report with `--summary` (the table per table and the chain of
        // custody, the SHA-256 of each file and article).
        .args(if format == "summary" { vec!["--format", "human", "--summary"] } else { vec!["--format", format] })
        .args(["--color", "never", "--lang", "en"])
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

/// The articles to measure: every article that the simulator can write, or those
/// `VEEDOR_BENCH_ARTICLES` names (ids separated by commas; `all` is every article too).
fn articles(set: &CatalogSet) -> Vec<&Catalog> {
    let chosen = std::env::var("VEEDOR_BENCH_ARTICLES").ok().filter(|v| v != "all");
    let can_simulate = |c: &Catalog| {
        simulate(c, &SimOptions { rounds: 1, seed: 1, inject: None, bias: Vec::new() }, &mut std::io::sink()).is_ok()
    };
    set.iter()
        .filter(|c| chosen.as_deref().is_none_or(|list| list.split(',').any(|id| id.trim() == c.id())))
        .filter(|c| can_simulate(c))
        .collect()
}

/// Whether `VEEDOR_BENCH_PARTS` (default `throughput,fixed`) selects `part`.
fn part(name: &str) -> bool {
    let parts = std::env::var("VEEDOR_BENCH_PARTS").unwrap_or_else(|_| "throughput,fixed".into());
    parts.split(',').any(|p| p.trim() == name)
        || (name == "per-byte" && std::env::var("VEEDOR_BENCH_CALLGRIND").is_ok_and(|v| v == "1"))
}

/// The formats of `veedor check --format` and `summary` (`--format human --summary`), or those
/// `VEEDOR_BENCH_FORMATS` names.
fn formats() -> Vec<String> {
    use clap::ValueEnum;
    let all = veedor::cli::CheckFormat::value_variants()
        .iter()
        .filter_map(|f| f.to_possible_value())
        .map(|p| p.get_name().to_owned())
        .chain(std::iter::once("summary".to_owned()));
    match std::env::var("VEEDOR_BENCH_FORMATS") {
        Ok(list) => all.filter(|f| list.split(',').any(|l| l.trim() == f)).collect(),
        Err(_) => all.collect(),
    }
}

/// The fixed-cost target: instructions to check a one-round log, start-up included.
const FIXED_TARGET: u64 = 20_000_000;

/// The `fixed` part: callgrind's instructions to check each article's one-round log in each
/// format (see the module's documentation).
fn fixed_cost(measured: &[&Catalog], dir: &Path, seed: u64) {
    let formats = formats();
    println!(
        "fixed cost: instructions (callgrind, whole process) to check the one-round simulated log of each article \
         (`{} check FILE --format F`), target {} M",
        env!("CARGO_BIN_EXE_veedor"),
        FIXED_TARGET / 1_000_000
    );
    print!("{:<34}", "article");
    for f in &formats {
        print!(" {f:>9}");
    }
    println!();
    let mut worst: Option<(u64, String)> = None;
    for cat in measured {
        let path = dir.join(format!("{}-1round-seed{seed}.mesa", cat.id().replace('/', "--")));
        let written = File::create(&path).map_err(|e| e.to_string()).and_then(|f| {
            let mut out = BufWriter::new(f);
            simulate(cat, &SimOptions { rounds: 1, seed, inject: None, bias: Vec::new() }, &mut out)
                .map_err(|e| e.to_string())?;
            out.flush().map_err(|e| e.to_string())
        });
        if let Err(e) = written {
            println!("{:<34} {e}", cat.id());
            continue;
        }
        print!("{:<34}", cat.id());
        for f in &formats {
            match callgrind_instructions(&path, f) {
                Ok(ir) => {
                    let mark = if ir > FIXED_TARGET { "*" } else { " " };
                    print!(" {:>8.1}{mark}", ir as f64 / 1e6);
                    if worst.as_ref().is_none_or(|(w, _)| ir > *w) {
                        worst = Some((ir, format!("{} --format {f}", cat.id())));
                    }
                }
                Err(e) => print!(" [{e}]"),
            }
            let _ = std::io::stdout().flush();
        }
        println!();
    }
    println!("(M instructions; * over the target)");
    if let Some((ir, what)) = worst {
        println!("highest: {:.1} M ({what})", ir as f64 / 1e6);
    }
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
    let measured = articles(&set);
    if part("fixed") {
        fixed_cost(&measured, &dir, seed);
    }
    if part("throughput") {
        throughput(&set, &measured, &dir, big, seed, n_runs, min_secs);
    }
    if part("per-byte") {
        per_byte(&measured, &dir, seed);
    }
}

/// The `throughput` part (see the module's documentation).
fn throughput(set: &CatalogSet, measured: &[&Catalog], dir: &Path, big: u64, seed: u64, n_runs: usize, min_secs: f64) {
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
            let _ = check_path(&path, set);
        }
        reset_peak_rss();
        let started = Instant::now();
        while runs.len() < n_runs || started.elapsed().as_secs_f64() < min_secs {
            let t = Instant::now();
            let c = thread_cpu_secs();
            let r = check_path(&path, set);
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
}

/// The `per-byte` part: instructions per byte of each 10 MB log (see the module's documentation).
fn per_byte(measured: &[&Catalog], dir: &Path, seed: u64) {
    println!(
        "instructions per byte (callgrind, `{} check FILE --format concise`, whole process):",
        env!("CARGO_BIN_EXE_veedor")
    );
    println!("{:<30} {:>8} {:>14} {:>10}", "article", "size MB", "instructions", "instr/B");
    for cat in measured {
        let path = dir.join(format!("{}-10mb-seed{seed}.mesa", cat.id().replace('/', "--")));
        if let Err(e) = generate(cat, &path, 10, seed) {
            println!("{:<30} generating: {e}", cat.id());
            continue;
        }
        let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
        match callgrind_instructions(&path, "concise") {
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

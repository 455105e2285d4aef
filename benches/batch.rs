//! Parallel speed-up benchmark: `cargo bench --bench batch`.
//!
//! Generates a directory of many simulated French-roulette logs (64 files of about 1 MB by
//! default; `VEEDOR_BENCH_FILES` and `VEEDOR_BENCH_FILE_KB` change that) under
//! `target/bench-data/batch/`, checks the whole directory as `veedor check DIR --jobs N` does
//! (input expansion, parallel check, reports in input order) with N = 1 and N = 2, and reports
//! the time of each (best of three) and the speed-up. The target is at least 1.7× on two cores;
//! it is only meaningful on an otherwise idle machine.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use veedor::batch::{self, Options};
use veedor::catalog::CatalogSet;
use veedor::sim::{SimOptions, simulate};

/// CPU time (user + system) of this process so far, in seconds (Linux; NaN elsewhere).
fn cpu_secs() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name (which is in parentheses): utime and stime are 14 and 15.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<f64> = rest.split_whitespace().skip(11).take(2).filter_map(|v| v.parse().ok()).collect();
    if f.len() == 2 { (f[0] + f[1]) / 100.0 } else { f64::NAN }
}

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Writes `files` logs of about `kb` KB each into `dir` (kept between runs when present).
fn generate(set: &CatalogSet, dir: &Path, files: u64, kb: u64) -> std::io::Result<()> {
    let cat = set.get("estado-1979/ruleta-francesa").ok_or_else(|| std::io::Error::other("catalogue missing"))?;
    let mut sample = Vec::new();
    simulate(cat, &SimOptions { rounds: 200, seed: 1, inject: None, bias: Vec::new() }, &mut sample)
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    let rounds = ((kb * 1000) as f64 / (sample.len() as f64 / 200.0)).ceil().max(1.0) as u32;
    for i in 0..files {
        let path = dir.join(format!("table-{i:04}.mesa"));
        if std::fs::metadata(&path).is_ok_and(|m| m.len() >= kb * 900) {
            continue;
        }
        let mut out = BufWriter::with_capacity(1 << 20, File::create(&path)?);
        simulate(cat, &SimOptions { rounds, seed: 1000 + i, inject: None, bias: Vec::new() }, &mut out)
            .map_err(|e| std::io::Error::other(e.to_string()))?;
        out.flush()?;
    }
    Ok(())
}

fn main() {
    let set = match CatalogSet::embedded() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("embedded catalogue invalid: {e:?}");
            std::process::exit(2);
        }
    };
    let (files, kb) = (env_or("VEEDOR_BENCH_FILES", 64), env_or("VEEDOR_BENCH_FILE_KB", 1000));
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("target/bench-data/batch-{files}x{kb}kb"));
    if let Err(e) = std::fs::create_dir_all(&dir).and_then(|()| generate(&set, &dir, files, kb)) {
        eprintln!("generating {}: {e}", dir.display());
        std::process::exit(2);
    }
    let inputs = batch::expand(std::slice::from_ref(&dir));
    let bytes: u64 = inputs
        .iter()
        .filter_map(|i| match i {
            batch::Input::File(p) => std::fs::metadata(p).ok().map(|m| m.len()),
            _ => None,
        })
        .sum();
    // Warm the page cache.
    let _ = batch::run(&inputs, &set, &Options { jobs: 2, ..Options::default() });
    println!("veedor batch benchmark: {} files, {:.1} MB", inputs.len(), bytes as f64 / 1e6);
    // `cpu s` is the CPU time of the best run: on a busy machine a wall time far above
    // cpu s / jobs means the threads waited for a core, not for each other.
    println!("{:>6} {:>10} {:>10} {:>10} {:>10}", "jobs", "best s", "cpu s", "MB/s", "speed-up");
    let mut base = None;
    let mut findings = None;
    for jobs in [1, 2] {
        let (mut best, mut cpu) = (f64::INFINITY, f64::NAN);
        for _ in 0..3 {
            let (t, c) = (Instant::now(), cpu_secs());
            let checked = batch::run(&inputs, &set, &Options { jobs, ..Options::default() });
            let secs = t.elapsed().as_secs_f64();
            if secs < best {
                (best, cpu) = (secs, cpu_secs() - c);
            }
            let n: usize = checked.iter().map(|c| c.report.findings.len()).sum();
            if *findings.get_or_insert(n) != n {
                eprintln!("--jobs {jobs} found {n} findings, another run a different number");
            }
        }
        let base = *base.get_or_insert(best);
        println!("{jobs:>6} {best:>10.3} {cpu:>10.2} {:>10.1} {:>9.2}×", bytes as f64 / 1e6 / best, base / best);
    }
}

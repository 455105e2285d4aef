//! Bad input never panics: a seeded byte-mutation loop over the fixtures of the readers added
//! after the fuzzing campaigns (the PHH reader and its sidecar, the Spanish deck's reader of
//! monte, the círculo lines), through the very functions the fuzz targets call
//! (`fuzz/src/lib.rs`). Coverage-guided fuzzing (`docs/fuzzing.md`) goes much further; this
//! runs in every `cargo test`, with no nightly toolchain, so a panic brought back into these
//! readers shows at once. Each failure prints the mutated input, ready for `tests/crashes/`.

// Only the log and PHH targets are driven here (the catalogue and waivers readers, older, have
// had their campaigns): the rest of the harness is unused in this binary.
#[allow(dead_code)]
#[path = "../fuzz/src/lib.rs"]
mod harness;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

/// Mutants of each family's seeds, shared among them: a few seconds a family in a debug
/// build's `cargo test` (a check there costs about a millisecond). `VEEDOR_MUTANTS=N` runs N
/// instead, for a longer campaign by hand (the seeds stay the same: the first mutants too).
const MUTANTS: usize = 2000;

fn mutants() -> usize {
    std::env::var("VEEDOR_MUTANTS").ok().and_then(|n| n.parse().ok()).unwrap_or(MUTANTS)
}

/// Words a byte flip would seldom make: each reader's keywords, numbers at the edges of their
/// types, amounts PHH writes in its own ways, cards of both decks, and what cuts a line or a
/// TOML value short.
const WORDS: &[&str] = &[
    " ",
    "\n",
    "\r\n",
    "#",
    "=",
    "\"",
    "[",
    "]",
    ",",
    "\0",
    "0",
    "-1",
    "1e400",
    "0e2000000000",
    "1e-2000000000",
    "inf",
    "nan",
    "4294967296",
    "18446744073709551616",
    "9223372036854775807",
    "0.001",
    "1_0",
    "p0",
    "p1",
    "p9",
    "p99999999999",
    "d dh",
    "d db",
    "cbr",
    "cc",
    "sm",
    "sm -",
    "????",
    "AcKd",
    "5o",
    "Re",
    "Sb",
    "top",
    "bottom",
    "deal",
    "burn",
    "draw",
    "round 1",
    "session close",
    "table",
    "catalog=valencia-2003/monte",
    "catalog=valencia-2003/poquer-circulo",
    "seats = [1, 1]",
    "starting_stacks = []",
    "antes = [0]",
    "winnings = [",
    "ñ",
    "€",
    "\u{feff}",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, ext, out);
            } else if p.extension().is_some_and(|e| e == ext) {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root().join(dir), ext, &mut out);
    out.sort();
    out
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// splitmix64: the same mutants on every machine and every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % u64::try_from(n.max(1)).unwrap_or(u64::MAX)).unwrap_or(0)
    }
}

/// One to three mutations of `seed`: a byte changed, a word put in, a run cut out, a line
/// repeated or two lines swapped.
fn mutate(seed: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut b = seed.to_vec();
    for _ in 0..=rng.below(3) {
        let at = rng.below(b.len() + 1);
        match rng.below(6) {
            0 if at < b.len() => b[at] = u8::try_from(rng.below(256)).unwrap_or(0),
            1 | 2 => {
                let w = WORDS[rng.below(WORDS.len())].as_bytes();
                b.splice(at..at, w.iter().copied());
            }
            3 => {
                let end = (at + 1 + rng.below(16)).min(b.len());
                b.drain(at.min(end)..end);
            }
            _ => {
                let lines: Vec<&[u8]> = b.split_inclusive(|&c| c == b'\n').collect();
                if lines.len() < 2 {
                    continue;
                }
                let (i, j) = (rng.below(lines.len()), rng.below(lines.len()));
                let mut out: Vec<&[u8]> = lines.clone();
                if rng.below(2) == 0 {
                    out.insert(j, lines[i]);
                } else {
                    out.swap(i, j);
                }
                b = out.concat();
            }
        }
    }
    b
}

/// Runs `run` on [`mutants`] mutants of the seeds, as many of each; the inputs that panicked, escaped.
fn survive(seeds: &[(String, Vec<u8>)], salt: u64, run: impl Fn(&[u8])) {
    let mut failed = Vec::new();
    let each = mutants().div_ceil(seeds.len().max(1));
    for (k, (name, seed)) in seeds.iter().enumerate() {
        let mut rng = Rng(salt ^ (k as u64).wrapping_mul(0x2545_f491_4f6c_dd1d));
        for _ in 0..each {
            let input = mutate(seed, &mut rng);
            if catch_unwind(AssertUnwindSafe(|| run(&input))).is_err() {
                failed.push(format!("{name}: {:?}", String::from_utf8_lossy(&input)));
            }
        }
    }
    assert!(failed.is_empty(), "{} mutant(s) panicked:\n{}", failed.len(), failed.join("\n"));
}

/// The selector byte of `id` in the `check_log` harness.
fn selector(id: &str) -> u8 {
    let i = harness::articles().iter().position(|a| a == id).unwrap_or_else(|| panic!("{id}: no selector"));
    u8::try_from(i).expect("fewer than 255 articles")
}

/// Monte's logs, read with the Spanish deck and judged by its engine, mutated.
#[test]
fn mutated_monte_logs_never_panic() {
    let seeds: Vec<(String, Vec<u8>)> =
        files("fixtures/valencia-2003/monte", "mesa").iter().map(|p| (p.display().to_string(), read(p))).collect();
    assert!(!seeds.is_empty());
    let monte = selector("valencia-2003/monte");
    survive(&seeds, 0x6d6f_6e74, |input| {
        // The log as written, and its body under monte whatever its header became.
        let _ = harness::check_log("m.mesa", input.to_vec());
        let _ = harness::check_log("m.mesa", harness::log_text(&[&[monte][..], input].concat()));
    });
}

/// Póquer de círculo's logs, mutated.
#[test]
fn mutated_circulo_logs_never_panic() {
    let seeds: Vec<(String, Vec<u8>)> = files("fixtures/valencia-2003/poquer-circulo", "mesa")
        .iter()
        .map(|p| (p.display().to_string(), read(p)))
        .collect();
    assert!(!seeds.is_empty());
    survive(&seeds, 0x6369_7263, |input| {
        let _ = harness::check_log("c.mesa", input.to_vec());
    });
}

/// PHH hands, alone, with their sidecar, and a directory's hands as one session (the `phh`
/// target's input: parts split by NUL, the last the table), mutated.
#[test]
fn mutated_phh_hands_never_panic() {
    let mut seeds: Vec<(String, Vec<u8>)> = Vec::new();
    for p in files("fixtures/phh", "phh").iter().chain(&files("tests/phh-errors", "phh")) {
        let hand = read(p);
        let mut sidecar = p.as_os_str().to_owned();
        sidecar.push(".table");
        let with_table = match std::fs::read(&sidecar) {
            Ok(t) => [&hand[..], b"\0", &t[..]].concat(),
            Err(_) => [&hand[..], b"\0--table catalog=valencia-2003/poquer-circulo min=2 max=10"].concat(),
        };
        seeds.push((p.display().to_string(), hand));
        seeds.push((format!("{} with its table", p.display()), with_table));
    }
    let session = files("fixtures/phh/session", "phh");
    let mut both: Vec<u8> = Vec::new();
    for p in &session {
        both.extend(read(p));
        both.push(0);
    }
    if let Some(first) = session.first() {
        let mut sidecar = first.as_os_str().to_owned();
        sidecar.push(".table");
        both.extend(std::fs::read(&sidecar).unwrap_or_default());
        seeds.push(("fixtures/phh/session".to_owned(), both));
    }
    survive(&seeds, 0x7068_6821, |input| {
        let _ = harness::check_phh(input);
    });
}

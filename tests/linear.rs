//! Adversarial sizes (issue 34): checking grows at most linearly with each dimension a log (or
//! a waivers file) can make large — the stakes of one round in every family (craps' bets, black
//! jack's bettors over the boxes, bingo's cards, the baccarat games' stakes on the line,
//! treinta's and roulette's prisoners held across rounds), settlements, rounds, cards in a shoe,
//! waivers. Each dimension is checked at three sizes, 10× apart (10^3, 10^4, 10^5 for the most),
//! and the **work** compared, beyond the fixed cost of the same log at size 1: with valgrind
//! installed, the instructions the release binary executes (callgrind, the whole process, as
//! `docs/performance.md` counts them); without, the checking thread's CPU time (best of three).
//! Linear work takes about 10× per 10× size, quadratic 100×: a step over [`MAX_RATIO`] fails
//! (with CPU time, a shared machine's noise allows [`MAX_CPU_RATIO`]). The peak of heap memory
//! the check allocates (over what was allocated before it began: the input is made beforehand)
//! is measured by a counting allocator and held to [`MAX_CPU_RATIO`] too. The valid rounds of
//! 100,000 stakes must check in under a second of CPU (release build).
//!
//! Ignored by default (it takes about ten minutes on two cores, and wants an optimised build):
//! `cargo test --release --test linear -- --ignored --nocapture` prints the table.
//! `VEEDOR_LINEAR_ONLY=craps,bingo` keeps the dimensions whose name contains a word;
//! `VEEDOR_LINEAR_JOBS=N` measures N at once (default 2); `VEEDOR_LINEAR_CPU=1` measures CPU time
//! even when valgrind is present.

mod common;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use common::alloc::{Counting, peak_during};
use veedor::catalog::CatalogSet;
use veedor::check::{FileReport, check_bytes};
use veedor::sim::{SimOptions, simulate};
use veedor::waiver::{WaiverFile, finding_lines};

/// The sizes of most dimensions.
const SIZES: [usize; 3] = [1_000, 10_000, 100_000];
/// Bingo's partidas are each some 2 kB of log: a tenth as many.
const BINGO_ROUNDS: [usize; 3] = [100, 1_000, 10_000];

/// The most a 10× larger input may cost in instructions beyond the fixed cost, times the
/// smaller one's: linear work gives about 10 (a little more where a hash table grows), a sort
/// n log n about 13, quadratic work 100 (issue 34's bound).
const MAX_RATIO: f64 = 15.0;
/// The same bound for CPU time and heap memory, which a shared, busy machine moves (and
/// memory's allocator rounds): generous, still far under quadratic.
const MAX_CPU_RATIO: f64 = 30.0;

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

/// The least CPU time of `runs` runs of `f` (noise only adds time), and the most heap memory
/// `f` held at once over what was live before it (the same every run: the work is
/// deterministic). The caller holds [`ALONE`]: the counters are the process's.
fn cost(runs: usize, mut f: impl FnMut()) -> (Duration, usize) {
    let mut best = Duration::MAX;
    let mut peak = 0;
    for _ in 0..runs {
        let (took, held) = peak_during(|| {
            let start = thread_cpu();
            f();
            thread_cpu() - start
        });
        best = best.min(took);
        peak = peak.max(held);
    }
    (best, peak)
}

/// Held while a thread allocates or checks in-process (all but the callgrind runs, a child
/// process each): the heap counters then see one check.
static ALONE: Mutex<()> = Mutex::new(());

/// The instructions the release binary executes (callgrind, the whole process) to check `log`
/// (with `waivers`, when given), or `None` when valgrind is not there.
fn instructions(log: &Path, waivers: Option<&Path>) -> Option<u64> {
    let out = Command::new("valgrind")
        .arg("--tool=callgrind")
        .arg("--callgrind-out-file=/dev/null")
        .arg(env!("CARGO_BIN_EXE_veedor"))
        .args(["check", "--format", "concise", "--color", "never"])
        .args(waivers.map(|w| ["--waivers".as_ref(), w.as_os_str()]).into_iter().flatten())
        .arg(log)
        .output()
        .ok()?;
    let err = String::from_utf8_lossy(&out.stderr);
    let collected = err.lines().find_map(|l| l.split_once("Collected :").map(|(_, n)| n.trim().to_owned()));
    let n = collected.and_then(|n| n.parse().ok());
    assert!(n.is_some(), "callgrind gave no count for {}:\n{err}", log.display());
    n
}

fn valgrind() -> bool {
    std::env::var_os("VEEDOR_LINEAR_CPU").is_none()
        && Command::new("valgrind").arg("--version").output().is_ok_and(|o| o.status.success())
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
const CRAPS: &str = "mesa-log 1\ntable T catalog=estado-1979/dados min=5.00 currency=EUR\nsession open\nshooter p0\n";
const BLACK_JACK: &str = "mesa-log 1\ntable T catalog=estado-1979/black-jack min=1.00 max=100 boxes=7 currency=EUR\n\
                          session open\nshoe decks=6\ncutcard 102\n";
const TREINTA: &str = "mesa-log 1\ntable T catalog=estado-1979/treinta-y-cuarenta min=10 currency=EUR\nsession open\n\
                       shoe decks=6\ncutcard 5\n";
/// A refait (31–31), then a coup negra wins with color (the first card black).
const REFAIT: &str = "nomore\ndeal negra Ts\ndeal negra Kd\ndeal negra 9c\ndeal negra 2h\ndeal roja Qc\ndeal roja Jh\n\
                      deal roja 5s\ndeal roja 6d\npoints 31 31\n";
const COLOR_WINS: &str = "nomore\ndeal negra 7s\ndeal negra 8c\ndeal negra 9s\ndeal negra 9h\ndeal roja Kh\n\
                          deal roja Ks\ndeal roja Tc\ndeal roja 6c\npoints 33 36\n";

/// One roulette round with `n` stakes (each seat on red), paid.
fn roulette_stakes(n: usize) -> String {
    let mut s = format!("{ROULETTE}round 1\n");
    (0..n).for_each(|i| writeln!(s, "bet p{i} rojo 5").unwrap());
    s.push_str("nomore\nspin 3 cw ball=ccw\n");
    (0..n).for_each(|i| writeln!(s, "pay p{i} rojo 5").unwrap());
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

/// `n` even-chance stakes put in prisión by a zero, held into the next round, released by its
/// spin.
fn roulette_prisoners(n: usize) -> String {
    let mut s = format!("{ROULETTE}round 1\n");
    (0..n).for_each(|i| writeln!(s, "bet p{i} rojo 5").unwrap());
    s.push_str("nomore\nspin 0 cw ball=ccw\nround 2\nnomore\nspin 3 ccw ball=cw\n");
    (0..n).for_each(|i| writeln!(s, "release p{i} prison rojo 5").unwrap());
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

/// One chemin de fer coup with `n` stakes on punto against a bank that covers them all, the
/// bank winning: each collected, the cagnotte its 5 %. Not a valid coup past 100 stakes: the
/// bank is over its maximum (100 times the minimum, BC041, one finding).
fn chemin_stakes(n: usize) -> String {
    let mut s = format!(
        "mesa-log 1\ntable T catalog=estado-1979/chemin-de-fer min=10.00 currency=EUR\nsession open\nplayers 7\n\
         shoe decks=6\ncutcard 7\nholder s1\nround 1\nbank {}.00\n",
        10 * n
    );
    (0..n).for_each(|i| writeln!(s, "bet p{i} punto 10.00").unwrap());
    s.push_str(
        "nomore\ndeal punto 5h down\ndeal banca Kh down\ndeal punto 6c down\ndeal banca Kc down\ndeal punto Jh up\n\
         deal banca 4h up\nresult banca\n",
    );
    (0..n).for_each(|i| writeln!(s, "collect p{i} punto 10.00").unwrap());
    let cents = 50 * n;
    writeln!(s, "cagnotte {}.{:02}\nsession close", cents / 100, cents % 100).unwrap();
    s
}

/// One dos paños coup with `n` stakes on the first paño, which ties the bank: each handed back.
fn dos_panos_stakes(n: usize) -> String {
    let mut s = String::from(
        "mesa-log 1\ntable T catalog=estado-1979/dos-panos min=10.00 currency=EUR bank_min=100.00 bank_max=400.00\n\
         session open\nplayers 3 4\nshoe decks=6\ncutcard 10\nholder s1\nround 1\nbank 200.00\n",
    );
    (0..n).for_each(|i| writeln!(s, "bet p{i} punto1 10.00").unwrap());
    s.push_str(
        "nomore\ndeal punto1 5h down\ndeal punto2 Kh down\ndeal banca 6c down\ndeal punto1 Kc down\n\
         deal punto2 Jh down\ndeal banca 4h down\ndeal punto1 9d up\ndeal punto2 As up\ndeal banca 4c up\n\
         result punto1=empate punto2=banca\n",
    );
    (0..n).for_each(|i| writeln!(s, "return p{i} punto1 10.00").unwrap());
    s.push_str("session close\n");
    s
}

/// One craps roll with `n` stakes on `win`, `dont-win`, `field` and `juego-7` in turn, the
/// come-out a 7: each paid or collected (issue 34's round).
fn craps_stakes(n: usize) -> String {
    const BETS: [(&str, &str, &str); 4] = [
        ("win", "pay", "5.00"),
        ("dont-win", "collect", "5.00"),
        ("field", "collect", "5.00"),
        ("juego-7", "pay", "20.00"),
    ];
    let mut s = format!("{CRAPS}round 1\n");
    (0..n).for_each(|i| writeln!(s, "bet p{i} {} 5.00", BETS[i % 4].0).unwrap());
    s.push_str("nomore\nroll 3 4\n");
    (0..n).for_each(|i| {
        let (bet, action, amount) = BETS[i % 4];
        writeln!(s, "{action} p{i} {bet} {amount}").unwrap()
    });
    s.push_str("session close\n");
    s
}

/// `n` Come bets after the point is set, moved to the 6 by a roll (each added to the seat's
/// bets there), won by the next.
fn craps_come(n: usize) -> String {
    let mut s = format!("{CRAPS}round 1\nbet p0 win 5.00\nnomore\nroll 2 2\npoint 4\nround 2\n");
    (0..n).for_each(|i| writeln!(s, "bet p{i} come 5.00").unwrap());
    s.push_str("nomore\nroll 3 3\nround 3\nnomore\nroll 3 3\n");
    (0..n).for_each(|i| writeln!(s, "pay p{i} come 6 5.00").unwrap());
    s.push_str("session close\n");
    s
}

/// One black jack round with `n` bettors over the seven boxes (18 or 19 each against the
/// dealer's 17): each paid.
fn black_jack_bettors(n: usize) -> String {
    const FIRST: [&str; 7] = ["Th", "Td", "Tc", "Ts", "Jh", "Jd", "Jc"];
    const SECOND: [&str; 7] = ["8h", "8d", "8c", "8s", "9h", "9d", "9c"];
    let mut s = format!("{BLACK_JACK}{}round 1\n", "burn ?? down\n".repeat(5));
    (0..n).for_each(|i| writeln!(s, "bet p{i} mano {} 1.00", i % 7 + 1).unwrap());
    s.push_str("nomore\n");
    (1..=7).for_each(|b| writeln!(s, "deal m{b} {}", FIRST[b - 1]).unwrap());
    s.push_str("deal crupier Qd\n");
    (1..=7).for_each(|b| writeln!(s, "deal m{b} {}", SECOND[b - 1]).unwrap());
    (1..=7).for_each(|b| writeln!(s, "stand m{b}").unwrap());
    s.push_str("deal crupier 7d\n");
    // Paid from the last box to the first.
    for b in (0..7).rev() {
        (b..n).step_by(7).for_each(|i| writeln!(s, "pay p{i} mano {} 1.00", b + 1).unwrap());
    }
    s.push_str("session close\n");
    s
}

/// One treinta y cuarenta coup with `n` stakes on negro, which wins: each paid.
fn treinta_stakes(n: usize) -> String {
    let mut s = format!("{TREINTA}round 1\n");
    (0..n).for_each(|i| writeln!(s, "bet p{i} negro 10").unwrap());
    s.push_str(
        "nomore\ndeal negra 5h\ndeal negra Kc\ndeal negra 9d\ndeal negra 8s\ndeal roja Qh\ndeal roja 7c\n\
         deal roja Jd\ndeal roja 8h\npoints 32 35\n",
    );
    (0..n).for_each(|i| writeln!(s, "pay p{i} negro 10").unwrap());
    s.push_str("session close\n");
    s
}

/// `n` stakes on color put in prisión by a refait, held into the next coup, freed by its win.
fn treinta_prisoners(n: usize) -> String {
    let mut s = format!("{TREINTA}round 1\n");
    (0..n).for_each(|i| writeln!(s, "bet p{i} color 10").unwrap());
    s.push_str(REFAIT);
    (0..n).for_each(|i| writeln!(s, "choose p{i} color prison").unwrap());
    s.push_str("round 2\n");
    s.push_str(COLOR_WINS);
    (0..n).for_each(|i| writeln!(s, "release p{i} prison color 10").unwrap());
    s.push_str("session close\n");
    s
}

/// Póquer sin descarte (Valencia): seven boxes, at most four antes a box (PS004) and the box's
/// antes under its maximum (PS003), so a valid round holds 28 antes. Its other stakes are
/// Carrusel stakes, as many as the players like on a box: the round's stakes grow with those.
const POKER: &str = "mesa-log 1\ntable T catalog=valencia-2003/poquer-sin-descarte min=10 max=25 boxes=7 currency=EUR\n\
                     session open\n";

/// `nomore`, the deal and every box's fold with its `antes` antes (placed over the seven boxes
/// in turn) collected. Five passes over boxes 1–7 and the bank: the k-th card dealt is rank k
/// mod 13 of suit k / 13, so each hand's ranks are h, h+3, h+6, h+8, h+11 (mod 13) — no pair,
/// no escalera — over three suits: cartas mayores for every box.
fn poker_deal_and_fold(s: &mut String, antes: usize) {
    let ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"];
    s.push_str("nomore\n");
    for k in 0..40 {
        let hand = if k % 8 == 7 { "banca".to_owned() } else { format!("m{}", k % 8 + 1) };
        let up = if k == 39 { " up" } else { "" };
        writeln!(s, "deal {hand} {}{}{up}", ranks[k % 13], ["h", "d", "c", "s"][k / 13]).unwrap();
    }
    for b in 0..7 {
        writeln!(s, "fold m{}", b + 1).unwrap();
        (b..antes).step_by(7).for_each(|i| writeln!(s, "collect p{i} inicial {} 10", b + 1).unwrap());
    }
}

/// One póquer round with `n` stakes (never fewer than the 28 antes): four antes on each of the
/// seven boxes, the rest Carrusel stakes of one more seat each on the boxes in turn. Every box
/// holds cartas mayores (no Carrusel prize) and passes: its antes collected at once, then the
/// bank's cards turned and every Carrusel stake collected for the fund.
fn poker_stakes(n: usize) -> String {
    const ANTES: usize = 28;
    let mut s = format!("{POKER}round 1\n");
    (0..ANTES).for_each(|i| writeln!(s, "bet p{i} inicial {} 10", i % 7 + 1).unwrap());
    (ANTES..n).for_each(|i| writeln!(s, "bet p{i} carrusel {} 1", i % 7 + 1).unwrap());
    poker_deal_and_fold(&mut s, ANTES);
    s.push_str("reveal\n");
    (ANTES..n).for_each(|i| writeln!(s, "collect p{i} carrusel {} 1", i % 7 + 1).unwrap());
    s.push_str("session close\n");
    s
}

/// One póquer round over the seven boxes with `n` antes on them in turn: past the four a box
/// (and its maximum) each is a finding, PS004 (and PS003), but still a stake to decide and
/// settle; every box passes and all its antes are collected.
fn poker_antes(n: usize) -> String {
    let mut s = format!("{POKER}round 1\n");
    (0..n.max(7)).for_each(|i| writeln!(s, "bet p{i} inicial {} 10", i % 7 + 1).unwrap());
    poker_deal_and_fold(&mut s, n.max(7));
    s.push_str("reveal\nsession close\n");
    s
}

/// One bingo partida with `n` cards sold: card A-1 wins the line and the bingo, the others hold
/// in every row a number never drawn.
fn bingo_cards(n: usize) -> String {
    let mut s = String::from(
        "mesa-log 1\ntable T catalog=estado-1979/bingo min=1 line-pct=10 bingo-pct=60 currency=EUR\nsession open\n\
         card A-1 1-12-23-34-45 5-51-62-73-84 16-27-38-49-59\n",
    );
    for i in 2..=n {
        let (a, b, c) = (i % 3, i % 4, i % 5);
        writeln!(
            s,
            "card A-{i} {}-{}-{}-{}-{} {}-{}-{}-{}-{} {}-{}-{}-{}-90",
            2 + a,
            13 + a,
            24 + a,
            35 + a,
            46 + a,
            40 + b,
            52 + b,
            63 + b,
            74 + b,
            85 + c,
            6 + a,
            17 + a,
            56 + a,
            67 + a
        )
        .unwrap();
    }
    // Sales of n × 1.00: the line 10 %, the bingo 60 %.
    let money = |pct: usize| format!("{}.{:02}", n * pct / 100, n * pct % 100);
    let (line, bingo) = (money(10), money(60));
    writeln!(
        s,
        "round 1\nseries A {n} 1.00\nsold A 1-{n}\nprizes line={line} bingo={bingo}\nball 1 12 23 34 45\n\
         claim line A-1 good\npay A-1 line {line}\nball 5 51 62 73 84 16 27 38 49 59\nclaim bingo A-1 good\n\
         pay A-1 bingo {bingo}\nsession close"
    )
    .unwrap();
    s
}

/// A shoe of `n` burnt cards after `header` (all but the six decks' are cards not in the
/// shoe).
fn burnt_cards(header: &str, n: usize) -> String {
    let mut s = String::from(header);
    let ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"];
    (0..n).for_each(|i| writeln!(s, "burn {}{} down", ranks[i % 13], ["h", "d", "c", "s"][i / 13 % 4]).unwrap());
    s.push_str("session close\n");
    s
}

fn punto_shoe(n: usize) -> String {
    burnt_cards(PUNTO, n)
}

fn black_jack_shoe(n: usize) -> String {
    burnt_cards(BLACK_JACK, n)
}

fn treinta_shoe(n: usize) -> String {
    burnt_cards(TREINTA, n)
}

/// `n` findings (settlements of a stake already settled), each waived inline.
fn inline_waivers(n: usize) -> String {
    let mut s = format!("{ROULETTE}round 1\nbet s1 rojo 5\nnomore\nspin 3 cw ball=ccw\npay s1 rojo 5\n");
    (0..n).for_each(|_| s.push_str("pay s1 rojo 5 # veedor: waive RL006 reason=\"accepted\"\n"));
    s.push_str("session close\n");
    s
}

/// A simulated compliant session of `n` rounds of article `id`.
fn simulated(set: &CatalogSet, id: &str, n: usize) -> String {
    let cat = set.get(id).unwrap_or_else(|| panic!("{id} is embedded"));
    let mut out = Vec::new();
    let opts = SimOptions { rounds: n as u32, seed: 1, inject: None, bias: Vec::new() };
    simulate(cat, &opts, &mut out).unwrap_or_else(|e| panic!("{id}: {e}"));
    String::from_utf8(out).expect("UTF-8")
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
#[derive(Clone, Copy)]
enum Dimension {
    /// A generated log; `true` when it is a valid one (no finding).
    Log(fn(usize) -> String, bool),
    /// A simulated compliant session of `n` rounds of this article.
    Simulated(&'static str),
    /// A waivers file with an entry for each of a log's `n` findings, applied to its report.
    WaiversFile,
}

/// One dimension's inputs at size `n`, written under `dir`: the log, and its waivers file.
struct Input {
    log: String,
    waivers: Option<String>,
    path: PathBuf,
    waivers_path: Option<PathBuf>,
}

fn input(set: &CatalogSet, dim: Dimension, n: usize, dir: &Path, name: &str) -> Input {
    let (log, waivers) = match dim {
        Dimension::Log(make, _) => (make(n), None),
        Dimension::Simulated(id) => (simulated(set, id, n), None),
        Dimension::WaiversFile => {
            let log = roulette_settlements(n);
            let waivers = baseline(&check(set, &log));
            (log, Some(waivers))
        }
    };
    let stem: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '-' }).collect();
    let path = dir.join(format!("{stem}-{n}.mesa"));
    std::fs::write(&path, &log).expect("write the log");
    let waivers_path = waivers.as_ref().map(|w| {
        let p = dir.join(format!("{stem}-{n}.yaml"));
        std::fs::write(&p, w).expect("write the waivers");
        p
    });
    Input { log, waivers, path, waivers_path }
}

/// The in-process check of `input`: the report, with its waivers file applied when it has one.
fn check_input(set: &CatalogSet, input: &Input) -> FileReport {
    let mut report = check(set, &input.log);
    if let Some(text) = &input.waivers {
        let lines = finding_lines(&report);
        let mut w = WaiverFile::parse("waivers.yaml".into(), text).expect("a waivers file");
        w.apply(&mut report, &lines);
        assert!(report.findings.iter().all(|f| f.waived.is_some()), "every finding is waived");
    }
    report
}

/// One dimension measured: at size 1 (the fixed cost) and at each size, the work (instructions,
/// or CPU time in ns) and the peak heap; the CPU time at the largest size.
struct Measured {
    sizes: [usize; 3],
    fixed: f64,
    work: [f64; 3],
    heap: [usize; 3],
    cpu_largest: Duration,
}

fn measure(set: &CatalogSet, name: &str, dim: Dimension, sizes: [usize; 3], dir: &Path, counted: bool) -> Measured {
    let alone = || ALONE.lock().unwrap_or_else(|e| e.into_inner());
    let mut work = [0.0; 3];
    let mut heap = [0; 3];
    let mut cpu_largest = Duration::ZERO;
    let mut fixed = 0.0;
    // Size 1, then the three sizes.
    for k in 0..4 {
        let n = if k == 0 { 1 } else { sizes[k - 1] };
        let guard = alone();
        let inp = input(set, dim, n, dir, name);
        if let (Dimension::Log(_, true), true) = (dim, k > 0) {
            let report = check_input(set, &inp);
            assert!(report.findings.is_empty(), "{name} at {n}: a valid log, yet {:?}", report.findings.first());
        }
        let (cpu, peak) = cost(if counted { 1 } else { 3 }, || drop(check_input(set, &inp)));
        drop(guard);
        let w = if counted {
            instructions(&inp.path, inp.waivers_path.as_deref()).unwrap_or(0) as f64
        } else {
            cpu.as_nanos() as f64
        };
        if k > 0 {
            (work[k - 1], heap[k - 1], cpu_largest) = (w, peak, cpu);
        } else {
            fixed = w;
        }
        let _ = std::fs::remove_file(&inp.path);
        if let Some(p) = &inp.waivers_path {
            let _ = std::fs::remove_file(p);
        }
        let _guard = alone();
        drop(inp);
    }
    Measured { sizes, fixed, work, heap, cpu_largest }
}

fn cases() -> Vec<(&'static str, Dimension, [usize; 3])> {
    use Dimension::*;
    vec![
        ("craps: stakes in a roll", Log(craps_stakes, true), SIZES),
        ("craps: Come bets moved", Log(craps_come, true), SIZES),
        ("roulette: stakes in a round", Log(roulette_stakes, true), SIZES),
        ("roulette: prisoners (2 rounds)", Log(roulette_prisoners, true), SIZES),
        ("roulette: settlements of 1 stake", Log(roulette_settlements, false), SIZES),
        ("black jack: bettors over boxes", Log(black_jack_bettors, true), SIZES),
        ("treinta: stakes in a coup", Log(treinta_stakes, true), SIZES),
        ("treinta: prisoners (2 coups)", Log(treinta_prisoners, true), SIZES),
        ("punto y banca: stakes", Log(punto_stakes, true), SIZES),
        ("chemin de fer: stakes", Log(chemin_stakes, false), SIZES),
        ("dos paños: stakes", Log(dos_panos_stakes, true), SIZES),
        ("bingo: cards in a partida", Log(bingo_cards, true), SIZES),
        ("poker: stakes in a round (Carrusel)", Log(poker_stakes, true), SIZES),
        ("poker: antes past 4 a box", Log(poker_antes, false), SIZES),
        ("rounds: dados", Simulated("estado-1979/dados"), SIZES),
        ("rounds: ruleta francesa", Simulated("estado-1979/ruleta-francesa"), SIZES),
        ("rounds: black jack", Simulated("estado-1979/black-jack"), SIZES),
        ("rounds: treinta y cuarenta", Simulated("estado-1979/treinta-y-cuarenta"), SIZES),
        ("rounds: punto y banca", Simulated("estado-1979/punto-y-banca"), SIZES),
        ("rounds: chemin de fer", Simulated("estado-1979/chemin-de-fer"), SIZES),
        ("rounds: dos paños", Simulated("estado-1979/dos-panos"), SIZES),
        ("rounds: bingo", Simulated("estado-1979/bingo"), BINGO_ROUNDS),
        ("rounds: poker", Simulated("valencia-2003/poquer-sin-descarte"), SIZES),
        ("shoe: punto y banca cards", Log(punto_shoe, false), SIZES),
        ("shoe: black jack cards", Log(black_jack_shoe, false), SIZES),
        ("shoe: treinta cards", Log(treinta_shoe, false), SIZES),
        ("waivers: inline", Log(inline_waivers, false), SIZES),
        ("waivers: file entries", WaiversFile, SIZES),
    ]
}

#[test]
#[ignore = "slow: run with cargo test --release --test linear -- --ignored --nocapture"]
fn checking_work_grows_linearly() {
    let set = catalogs();
    let counted = valgrind();
    let only = std::env::var("VEEDOR_LINEAR_ONLY").ok();
    let keep = |name: &str| only.as_deref().is_none_or(|o| o.split(',').any(|w| name.contains(w.trim())));
    let cases: Vec<_> = cases().into_iter().filter(|(name, ..)| keep(name)).collect();
    let jobs = std::env::var("VEEDOR_LINEAR_JOBS").ok().and_then(|j| j.parse().ok()).unwrap_or(2usize).max(1);
    let dir = std::env::temp_dir().join(format!("veedor-linear-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    // The dimensions measured `jobs` at once (callgrind runs are a child process each; the
    // in-process checks take turns, `ALONE`), each result in its case's place.
    let next = AtomicUsize::new(0);
    let results: Vec<Mutex<Option<Measured>>> = cases.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                while let Some((name, dim, sizes)) = cases.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let m = measure(&set, name, *dim, *sizes, &dir, counted);
                    let k = cases.iter().position(|c| c.0 == *name).expect("its case");
                    *results[k].lock().unwrap_or_else(|e| e.into_inner()) = Some(m);
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    // Millions of instructions, or milliseconds (of nanoseconds counted).
    let unit = if counted { "M instructions" } else { "ms of CPU" };
    let limit = if counted { MAX_RATIO } else { MAX_CPU_RATIO };
    let mut table = format!(
        "Work beyond the fixed cost (size 1), {unit}; × is each 10× step; heap at the largest size.\n\n\
         | dimension | sizes | fixed | small | middle | large | × | × | heap MiB | heap × | CPU at large |\n\
         |---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
    );
    let mut worse = Vec::new();
    for ((name, dim, _), m) in cases.iter().zip(&results) {
        let m = m.lock().unwrap_or_else(|e| e.into_inner()).take().expect("measured");
        let beyond: Vec<f64> = m.work.iter().map(|w| (w - m.fixed).max(1.0)).collect();
        // At the smallest size the fixed cost still weighs; a tiny rest is noise, not growth.
        let floor = 1e5;
        let r = |a: f64, b: f64| b / a.max(floor);
        let (r1, r2) = (r(beyond[0], beyond[1]), r(beyond[1], beyond[2]));
        let mib: Vec<f64> = m.heap.iter().map(|&b| b as f64 / (1024.0 * 1024.0)).collect();
        // Memory under 64 KiB at the middle size is fixed cost; the ratio would only measure noise.
        let heap_ratio = mib[2] / mib[1].max(1.0 / 16.0);
        writeln!(
            table,
            "| {name} | {}–{} | {:.1} | {:.1} | {:.1} | {:.1} | ×{r1:.1} | ×{r2:.1} | {:.1} | ×{heap_ratio:.1} | {:.3} s |",
            m.sizes[0],
            m.sizes[2],
            m.fixed * 1e-6,
            beyond[0] * 1e-6,
            beyond[1] * 1e-6,
            beyond[2] * 1e-6,
            mib[2],
            m.cpu_largest.as_secs_f64()
        )
        .unwrap();
        // The last step is the telling one (issue 34's bound); at the smallest size what grows
        // with the input is still small beside what does not (a black jack round of 1,000
        // bettors costs 2.3 k instructions a bettor, of 100,000 3.5 k), so the first step is
        // held only to the looser bound.
        if r2 > limit {
            worse.push(format!("{name}: work ×{r2:.1} from the middle size to the largest"));
        }
        if r1 > MAX_CPU_RATIO {
            worse.push(format!("{name}: work ×{r1:.1} from the smallest size to the middle"));
        }
        if heap_ratio > MAX_CPU_RATIO {
            worse.push(format!("{name}: heap ×{heap_ratio:.1} at the last step"));
        }
        // A valid round of 100,000 stakes checks in well under a second (an optimised build).
        if matches!(dim, Dimension::Log(_, true)) && !cfg!(debug_assertions) && m.cpu_largest > Duration::from_secs(1) {
            worse.push(format!("{name}: {:.2} s of CPU at {}", m.cpu_largest.as_secs_f64(), m.sizes[2]));
        }
    }
    println!("{table}");
    assert!(worse.is_empty(), "worse than linear:\n{}\n\n{table}", worse.join("\n"));
}

//! Bad input never hangs the bingo engine: a `sold` line may name any range a `u32` holds, and
//! the check costs what its ranges overlap, not one step per card (a `sold A 1-4000000000`
//! used to insert four thousand million cards, one by one).

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `veedor check --format concise -` on `log`: its output and how long it took.
fn check(log: &str) -> (String, Duration) {
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_veedor"))
        .args(["check", "--format", "concise", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("veedor runs");
    child.stdin.take().expect("stdin").write_all(log.as_bytes()).expect("stdin written");
    let out = child.wait_with_output().expect("veedor ends");
    (String::from_utf8_lossy(&out.stdout).into_owned(), start.elapsed())
}

const HEAD: &str = "mesa-log 1
table BG-01 catalog=estado-1979/bingo min=1 line-pct=10 bingo-pct=60 currency=EUR
session open 2026-11-20T18:00
card A-1 2-10-30-56-61 6-23-41-59-86 19-28-63-71-88
";

#[test]
fn a_sale_of_thousands_of_millions_of_cards_is_checked_at_once() {
    // Four thousand million cards of 1.00, sold in two overlapping lines and the whole series
    // again, double: its sales are 4,000,000,000.00, not the prizes announced (BG009); a claim on
    // a card of it with no `card` line is BG010.
    let log = format!(
        "{HEAD}
round 1
  series A 4000000000 1.00 double
  sold A 1-3000000000
  sold A 2000000000-4000000000
  sold A 1-4000000000
  prizes line=1.20 bingo=7.20
  ball 2 10 30 56 61
  claim line A-3999999999 good
  claim line A-1 good

round 2
  series B 4294967295 0.01
  sold B 1-4294967295
  sold A 1-4294967295
  prizes line=1.20 bingo=7.20
  ball 2 10 30 56 61

session close 2026-11-20T19:00
"
    );
    let (out, took) = check(&log);
    assert!(took < Duration::from_secs(1), "took {took:?}:\n{out}");
    let codes: Vec<&str> = out.lines().filter_map(|l| l.split_whitespace().find(|w| w.starts_with("BG"))).collect();
    assert!(codes.contains(&"BG009"), "the prizes are not the sales' percentages:\n{out}");
    assert!(codes.contains(&"BG010"), "the claim on a card with no card line:\n{out}");
    // The sales, exact: 10 % of 4,000,000,000 × 1.00.
    assert!(out.contains("400000000") || out.contains("400.000.000"), "the line prize of the sales:\n{out}");
}

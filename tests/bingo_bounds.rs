//! Bad input never hangs the bingo engine: a `sold` line may name any range a `u32` holds, and
//! the check costs what its ranges overlap, not one step per card (a `sold A 1-4000000000`
//! used to insert four thousand million cards, one by one).

mod common;

use std::time::{Duration, Instant};

use common::bin::Veedor;

/// `veedor check --format concise -` on `log`: its output and how long it took.
fn check(log: &str) -> (String, Duration) {
    let start = Instant::now();
    let out = Veedor::new(["check", "--format", "concise", "-"]).with_stdin(log.as_bytes());
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

#[test]
fn retiring_the_cards_of_huge_sales_costs_the_cards_declared() {
    // Two thousand partidas, each selling a whole series of four thousand million cards with one
    // `card` line among them, beside a thousand cards declared and never sold: once a partida is
    // over its cards are retired, at the cost of the cards declared in its sales, not of their
    // numbers nor of every card kept. A card retired then sold again is BG010, its `card` line
    // written again BG001.
    let mut log = String::from(HEAD);
    for n in 1..=1000 {
        log.push_str(&format!("card Z-{n} 2-10-30-56-61 6-23-41-59-86 19-28-63-71-88\n"));
    }
    for r in 1..=2000 {
        log.push_str(&format!(
            "card S{r}-7 2-10-30-56-61 6-23-41-59-86 19-28-63-71-88\nround {r}\n  series S{r} 4000000000 0.01\n  sold S{r} 1-4000000000\n  prizes line=4000000.00 bingo=24000000.00\n  ball 2\n"
        ));
    }
    log.push_str(
        "card S1-7 2-10-30-56-61 6-23-41-59-86 19-28-63-71-88
round 2001
  series S1 4000000000 0.01
  sold S1 3-9
  prizes line=0.00 bingo=0.04
  ball 2

session close 2026-11-20T19:00
",
    );
    let (out, took) = check(&log);
    assert!(took < Duration::from_secs(2), "took {took:?}");
    let codes: Vec<&str> = out.lines().filter_map(|l| l.split_whitespace().find(|w| w.starts_with("BG"))).collect();
    assert_eq!(codes, ["BG001", "BG010"], "{out}");
    assert!(out.contains("S1-7 was sold for an earlier partida"), "{out}");
}

//! The simulated logs' shape, read back from their text (until the engine checks them, and
//! after as a second opinion): one deck a round, five cards a hand, the bank's last card up and
//! no other, a fold's antes collected at once, every stake settled once, and every amount the
//! evaluator's.

use std::collections::BTreeMap;

use super::*;
use crate::engine::poker::hand::HandValue;
use crate::log::card::Card;

fn tables() -> Vec<SimTable> {
    let mut ten = SimTable::valencia();
    ten.max_multiples = vec![10];
    ten.sabot_auto = false;
    let mut lost = SimTable::murcia();
    lost.no_qualify_second_bet = NoQualifySecondBet::Lost;
    lost.minima = vec![Amount(601)];
    lost.currency = "EUR";
    vec![SimTable::valencia(), ten, SimTable::murcia(), lost]
}

fn run(t: &SimTable, rounds: u32, seed: u64, fault: Option<Fault>) -> Result<String, String> {
    let opts = SimOptions { rounds, seed, inject: fault.map(|f| f.name.to_owned()), bias: Vec::new() };
    let mut out = Vec::new();
    simulate(t, &opts, fault, &mut out).map_err(|e| e.to_string())?;
    String::from_utf8(out).map_err(|e| e.to_string())
}

fn amount(s: &str) -> Amount {
    Amount::parse(s).unwrap_or_else(|| panic!("amount `{s}`"))
}

/// One round's lines read back.
#[derive(Default)]
struct Round {
    hands: BTreeMap<String, Vec<(Card, bool)>>,
    /// Stakes by (seat, kind, box): amount, and how many times settled.
    stakes: BTreeMap<(String, String, String), (Amount, u32)>,
    /// Seats in each box, in bet order, and their second bets.
    seats: BTreeMap<String, Vec<String>>,
    decided: BTreeMap<String, bool>,
    revealed: bool,
    nomore: bool,
    /// The header's minimum and box maximum.
    min: Amount,
    max: Amount,
    void: bool,
    /// Who got each card, in order.
    order: Vec<String>,
    consents: Vec<(String, String)>,
    /// Calls made so far on each box.
    calls: BTreeMap<String, usize>,
    after_fold: Option<(String, usize)>,
}

/// Checks a clean session's rounds; returns how many were voided.
fn check_session(t: &SimTable, text: &str) -> Result<u32, String> {
    let mut rounds = Vec::new();
    let auto = text.lines().nth(2).is_some_and(|h| h.ends_with(" sabot=auto"));
    if auto && !t.sabot_auto {
        return Err("an automatic sabot the article has not".into());
    }
    let header: Vec<&str> = text.lines().nth(2).unwrap_or_default().split_whitespace().collect();
    let param = |k: &str| header.iter().find_map(|w| w.strip_prefix(k)).ok_or(format!("no {k}"));
    let min = amount(param("min=")?);
    let max = min.times(param("max=")?.parse::<i64>().map_err(|e| e.to_string())?);
    if !t.max_multiples.iter().any(|&m| min.times(i64::from(m)) == max) {
        return Err("a maximum the article does not allow".into());
    }
    if !t.minima.is_empty() && !t.minima.contains(&min) {
        return Err("a minimum the article does not allow".into());
    }
    if param("boxes=")?.parse::<u8>().map_err(|e| e.to_string())? > t.seats {
        return Err("more boxes than seats".into());
    }
    for line in text.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        match w.first().copied() {
            Some("round") => rounds.push(Round { min, max, ..Round::default() }),
            Some(_) if !rounds.is_empty() => {
                let Some(r) = rounds.last_mut() else { unreachable!() };
                read(t, r, &w).map_err(|e| format!("{e}: `{line}`"))?;
            }
            _ => {}
        }
    }
    let mut voided = 0;
    for (n, r) in rounds.iter().enumerate() {
        finish(t, r, auto).map_err(|e| format!("round {}: {e}", n + 1))?;
        voided += u32::from(r.void);
    }
    Ok(voided)
}

fn read(t: &SimTable, r: &mut Round, w: &[&str]) -> Result<(), String> {
    if let Some((b, left)) = &mut r.after_fold {
        // A fold's collections come at once, one per bettor of the box.
        if w[0] != "collect" || w.get(3) != Some(&b.trim_start_matches('m')) {
            return Err("a fold's antes not collected at once".into());
        }
        *left -= 1;
        if *left == 0 {
            r.after_fold = None;
        }
    }
    match w[0] {
        "consent" => r.consents.push((format!("m{}", w[1]), w[2].to_owned())),
        "nomore" => r.nomore = true,
        "bet" if r.nomore => return Err("a bet after nomore".into()),
        "bet" if w[2] == "segunda" => return Err("a second bet as a `bet`".into()),
        "deal" | "call" | "fold" | "reveal" if !r.nomore => return Err("play before nomore".into()),
        "call" | "fold" if r.revealed => return Err("a decision after the reveal".into()),
        "bet" => {
            let key = (w[1].to_owned(), w[2].to_owned(), w[3].to_owned());
            if w[2] == "inicial" {
                let m = format!("m{}", w[3]);
                let seats = r.seats.entry(m.clone()).or_default();
                if !seats.is_empty() && t.consent_needed && !r.consents.contains(&(m, w[1].to_owned())) {
                    return Err("a bet on another's box without consent".into());
                }
                seats.push(w[1].to_owned());
                if amount(w[4]) < r.min {
                    return Err("an ante under the minimum".into());
                }
            }
            r.stakes.insert(key, (amount(w[4]), 0));
        }
        "deal" => {
            let card = Card::parse(w[2]).ok_or("not a card")?;
            r.order.push(w[1].to_owned());
            r.hands.entry(w[1].to_owned()).or_default().push((card, w.get(3) == Some(&"up")));
        }
        "call" => {
            let ante = r.stakes.get(&(w[2].to_owned(), "inicial".into(), w[1][1..].to_owned())).ok_or("no ante")?.0;
            let k = r.calls.entry(w[1].to_owned()).or_default();
            if r.seats.get(w[1]).and_then(|s| s.get(*k)).map(String::as_str) != Some(w[2]) {
                return Err("a call out of the box's order".into());
            }
            *k += 1;
            let second = amount(w[3]);
            if second != ante.times(i64::from(t.second_bet_multiple)) {
                return Err("second bet not twice the ante".into());
            }
            r.stakes.insert((w[2].to_owned(), "segunda".into(), w[1][1..].to_owned()), (second, 0));
            r.decided.insert(w[1].to_owned(), true);
        }
        "fold" => {
            r.decided.insert(w[1].to_owned(), false);
            let n = r.seats.get(w[1]).map_or(0, Vec::len);
            r.after_fold = Some((w[1].to_owned(), n));
        }
        "reveal" => r.revealed = true,
        "void" => r.void = true,
        "collect" | "pay" | "return" => {
            let key = (w[1].to_owned(), w[2].to_owned(), w[3].to_owned());
            let settled = &mut r.stakes.get_mut(&key).ok_or("settled a stake not placed")?.1;
            *settled += 1;
            let paid = amount(w[4]);
            let m = format!("m{}", w[3]);
            if r.void {
                return if w[0] == "return" { Ok(()) } else { Err("void round: not returned".into()) };
            }
            if w[2] == "carrusel" {
                return carrusel(t, r, &m, w[0], paid, key);
            }
            if !r.decided.get(&m).copied().unwrap_or(false) {
                return if w[0] == "collect" { Ok(()) } else { Err("a fold's ante not collected".into()) };
            }
            if !r.revealed {
                return Err("a called box settled before the reveal".into());
            }
            let box_v = value(t, r, &m)?;
            let bank_v = value(t, r, "banca")?;
            let stake = r.stakes[&(w[1].to_owned(), w[2].to_owned(), w[3].to_owned())].0;
            let expected = if !t.ranking.qualifies(&t.qualifier, bank_v) {
                match (w[2], t.no_qualify_second_bet) {
                    ("inicial", _) => ("pay", stake),
                    (_, NoQualifySecondBet::Returned) => ("return", stake),
                    _ => ("collect", stake),
                }
            } else {
                match t.ranking.compare(box_v, bank_v) {
                    std::cmp::Ordering::Greater if w[2] == "inicial" => ("pay", stake),
                    std::cmp::Ordering::Greater => ("pay", stake.times(i64::from(t.pays[box_v.category() as usize]))),
                    std::cmp::Ordering::Less => ("collect", stake),
                    std::cmp::Ordering::Equal => ("return", stake),
                }
            };
            if (w[0], paid) != expected {
                return Err(format!("expected {expected:?}"));
            }
        }
        _ => {}
    }
    Ok(())
}

fn carrusel(
    t: &SimTable,
    r: &mut Round,
    m: &str,
    verb: &str,
    paid: Amount,
    key: (String, String, String),
) -> Result<(), String> {
    let (stake, times) = r.stakes[&key];
    match (verb, times) {
        ("collect", 1) if paid == stake => Ok(()),
        ("pay", 2) => {
            let v = value(t, r, m)?;
            let k = t.carrusel_prizes[v.category() as usize];
            if k == 0 || paid != stake.times(i64::from(k)) { Err("wrong Carrusel prize".into()) } else { Ok(()) }
        }
        _ => Err("Carrusel stake settled otherwise".into()),
    }
}

fn value(t: &SimTable, r: &Round, hand: &str) -> Result<HandValue, String> {
    let cards: Vec<Card> = r.hands.get(hand).ok_or("no hand")?.iter().map(|c| c.0).collect();
    t.ranking.evaluate(&cards).map_err(|e| format!("{hand}: {e:?}"))
}

fn finish(t: &SimTable, r: &Round, auto: bool) -> Result<(), String> {
    let mut seen = std::collections::BTreeSet::new();
    for (hand, cards) in &r.hands {
        for (i, (c, up)) in cards.iter().enumerate() {
            if !seen.insert(*c) {
                return Err(format!("{c} dealt twice"));
            }
            let last_of_bank = hand == "banca" && i == 4;
            if *up != last_of_bank && !r.void {
                return Err(format!("{hand}'s card {c} face {}", if *up { "up" } else { "down" }));
            }
        }
        if !r.void && cards.len() != 5 {
            return Err(format!("{hand} has {} cards", cards.len()));
        }
    }
    for ((seat, kind, b), (_, times)) in &r.stakes {
        let expected = if kind == "carrusel" {
            let m = format!("m{b}");
            let v = value(t, r, &m);
            if r.void || v.is_ok_and(|v| t.carrusel_prizes[v.category() as usize] == 0) { 1 } else { 2 }
        } else {
            1
        };
        if *times != expected {
            return Err(format!("{seat} {kind} {b} settled {times} times"));
        }
    }
    let mut nos: Vec<u8> = r.seats.keys().filter_map(|m| m[1..].parse().ok()).collect();
    nos.sort_unstable();
    let order: Vec<String> = super::deal::order(&nos, auto)
        .iter()
        .map(|to| to.map_or_else(|| "banca".to_owned(), |b| format!("m{b}")))
        .collect();
    if !r.void && r.order != order {
        return Err("the deal out of order".into());
    }
    for (b, seats) in &r.seats {
        let antes = seats.iter().map(|s| r.stakes[&(s.clone(), "inicial".to_owned(), b[1..].to_owned())].0);
        if antes.fold(Amount::ZERO, Amount::saturating_add) > r.max {
            return Err(format!("{b}: antes over the maximum"));
        }
        if seats.len() > 4 {
            return Err(format!("{b}: {} bets", seats.len()));
        }
        if !r.void && !r.decided.contains_key(b) {
            return Err(format!("{b} never decided"));
        }
    }
    Ok(())
}

#[test]
fn clean_sessions_have_the_right_shape_and_amounts() {
    for t in tables() {
        let mut voided = 0;
        for seed in 0..6 {
            let text = match run(&t, 300, seed, None) {
                Ok(s) => s,
                Err(e) => panic!("{} seed {seed}: {e}", t.catalog_id),
            };
            match check_session(&t, &text) {
                Ok(v) => voided += v,
                Err(e) => panic!("{} seed {seed}: {e}\n{text}", t.catalog_id),
            }
        }
        assert!(voided > 0, "{}: some rounds are misdealt and voided", t.catalog_id);
    }
}

#[test]
fn carrusel_prizes_and_blind_bets_happen() {
    let t = SimTable::valencia();
    let text = run(&t, 2000, 3, None).unwrap_or_default();
    assert!(text.lines().any(|l| l.starts_with("pay") && l.contains(" carrusel ")), "a Carrusel prize in 2,000 rounds");
    assert!(text.contains("\nvacant "));
    let autos = (0..8).filter(|&s| run(&t, 4, s, None).unwrap_or_default().contains(" sabot=auto\n")).count();
    assert!((1..8).contains(&autos), "some tables deal from an automatic sabot, not all");
    let m = SimTable::murcia();
    let text = run(&m, 200, 3, None).unwrap_or_default();
    assert!(text.contains("\nconsent ") && !text.contains("carrusel") && !text.contains("vacant"));
}

#[test]
fn every_fault_is_placed_and_breaks_the_shape() {
    let mut failures = Vec::new();
    for t in tables() {
        for f in faults(&t) {
            for (rounds, seed) in [(24, 0), (24, 1), (24, 2), (24, 3), (40, 4), (40, 5), (120, 7), (200, 11)] {
                match run(&t, rounds, seed, Some(f)) {
                    Err(e) => failures.push(format!("{} {}: {rounds} rounds seed {seed}: {e}", t.catalog_id, f.name)),
                    Ok(text) if check_session(&t, &text).is_ok() => {
                        failures.push(format!("{} {}: seed {seed}: the log has no fault", t.catalog_id, f.name))
                    }
                    Ok(_) => {}
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_same_seed_gives_the_same_session() {
    let t = SimTable::valencia();
    assert_eq!(run(&t, 50, 9, None), run(&t, 50, 9, None));
    assert_ne!(run(&t, 50, 9, None), run(&t, 50, 10, None));
}

#[test]
fn faults_follow_the_table() {
    let v: Vec<&str> = faults(&SimTable::valencia()).iter().map(|f| f.code).collect();
    let m: Vec<&str> = faults(&SimTable::murcia()).iter().map(|f| f.code).collect();
    assert_eq!(v.len(), 22);
    assert!(v.contains(&"PS020") && !v.contains(&"PS022"));
    assert_eq!(m.len(), 21);
    assert!(m.contains(&"PS022") && !m.contains(&"PS021"));
}

//! The simulator on the three articles' models as the design note gives them (the catalogue's
//! YAML files are checked against the engine by tests/circulo_sim.rs).

use super::*;
use crate::engine::circulo::spec::CirculoSpec;

/// The design note's `play.circulo:` of each article (§C's defaults).
pub(crate) fn spec(id: &str) -> CirculoSpec {
    let yaml = match id {
        "valencia-2003/poquer-sintetico" => VALENCIA_SINTETICO,
        "murcia-1996/poquer-sintetico" => MURCIA_SINTETICO,
        _ => VALENCIA_CIRCULO,
    };
    serde_yaml::from_str(yaml).expect("a círculo model")
}

const VALENCIA_CIRCULO: &str = r#"
hands: { deck: full, selection: any-five, color_over_full: false }
seats: { min_players: 4, rest_limit: 2 }
limits:
  min_of_max: ["20", "40"]
  ante_max_of_min: "50"
  structures: [split, pot, "no", fixed]
  default_structure: pot
take: { options: [interval, session], default_option: interval, interval_pct: "5", session_pct: ["10", "20"], session_minutes: 60 }
"#;

const VALENCIA_SINTETICO: &str = r#"
hands: { deck: short, selection: hole-two, color_over_full: true }
street: { hole: 2, turned_before: [1, 1, 1, 1, 1], later_opener: highest-bettor, void_when_short: true }
seats: { min_players: 4, rest_limit: 2 }
limits:
  min_of_max: ["20", "40"]
  ante_max_of_min: "50"
  structures: [split, pot, "no"]
  default_structure: pot
take: { options: [interval, session], default_option: interval, interval_pct: "5", session_pct: ["10", "20"], session_minutes: 60 }
resto: { initial: [10, 200], rebuy: [5, 100], rebuy_when: spent }
"#;

const MURCIA_SINTETICO: &str = r#"
hands: { deck: short, selection: any-five, color_over_full: false }
street: { hole: 2, turned_before: [1, 1, 1, 1], turned_after: 1, later_opener: last-raiser }
seats: { min_players: 4, max: 6, rest_limit: 2 }
limits:
  structures: [split, pot, "no"]
  default_structure: pot
take: { options: [hand], default_option: hand, hand_pct: "3" }
resto: { rebuy_when: between-hands, newcomer_fixed: true }
"#;

pub(crate) const IDS: [&str; 3] =
    ["valencia-2003/poquer-circulo", "valencia-2003/poquer-sintetico", "murcia-1996/poquer-sintetico"];

pub(crate) fn session(id: &str, rounds: u32, seed: u64, fault: Option<&str>) -> String {
    let t = SimTable::of(id, &spec(id));
    let fault = fault
        .map(|name| *faults(&t).iter().find(|f| f.name == name).unwrap_or_else(|| panic!("{id}: no fault {name}")));
    let mut out = Vec::new();
    let opts = SimOptions { rounds, seed, inject: None, bias: Vec::new() };
    if let Err(e) = simulate(&t, &opts, fault, &mut out) {
        panic!("{id} seed {seed} {fault:?}: {e}");
    }
    String::from_utf8(out).expect("UTF-8")
}

#[test]
fn the_same_seed_the_same_session() {
    for id in IDS {
        assert_eq!(session(id, 30, 5, None), session(id, 30, 5, None));
        assert_ne!(session(id, 30, 5, None), session(id, 30, 6, None));
    }
}

#[test]
fn print_a_session() {
    if let Ok(id) = std::env::var("CIRCULO_SIM_PRINT") {
        let fault = std::env::var("CIRCULO_SIM_FAULT").ok();
        let seed = std::env::var("CIRCULO_SIM_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(1);
        let rounds = std::env::var("CIRCULO_SIM_ROUNDS").ok().and_then(|s| s.parse().ok()).unwrap_or(6);
        print!("{}", session(&id, rounds, seed, fault.as_deref()));
    }
}

/// A small referee of the simulated text, independent of the simulator's state (the engine,
/// when it lands, is the real one): every seat's resto follows from the money lines between
/// its counts; every hand's money is paid out or taken; every interval closes level (all-in
/// players apart); each interval's take is within 5 % of its new money (Murcia: the hand's
/// within 3 % of its money); every contested pot goes to a hand the cards make the best.
fn referee(text: &str, t: &SimTable) -> Result<(), String> {
    use std::collections::BTreeMap;
    let amount = |s: &str| Amount::parse(s).map(|a| a.minor()).ok_or_else(|| format!("not an amount: {s}"));
    let seat = |s: &str| s.trim_start_matches('s').parse::<u8>().map_err(|_| format!("not a seat: {s}"));
    let card = |s: &str| crate::log::card::Card::parse(s).ok_or_else(|| format!("not a card: {s}"));
    let mut stack: BTreeMap<u8, i64> = BTreeMap::new();
    let mut put: BTreeMap<u8, i64> = BTreeMap::new();
    let mut round: BTreeMap<u8, i64> = BTreeMap::new();
    let mut allin: BTreeMap<u8, bool> = BTreeMap::new();
    let mut folded: BTreeMap<u8, bool> = BTreeMap::new();
    let mut hole: BTreeMap<u8, Vec<crate::log::card::Card>> = BTreeMap::new();
    let mut board = Vec::new();
    let mut shown: Vec<u8> = Vec::new();
    let (mut paid, mut taken, mut highest, mut in_hand) = (0i64, 0i64, 0i64, false);
    let close = |round: &mut BTreeMap<u8, i64>,
                 allin: &BTreeMap<u8, bool>,
                 folded: &BTreeMap<u8, bool>,
                 highest: &mut i64,
                 no: usize|
     -> Result<(), String> {
        for (s, r) in round.iter() {
            if !folded.get(s).copied().unwrap_or(false) && !allin.get(s).copied().unwrap_or(false) && *r != *highest {
                return Err(format!("line {no}: s{s} not level ({r} against {highest})"));
            }
        }
        round.values_mut().for_each(|r| *r = 0);
        *highest = 0;
        Ok(())
    };
    let mut interval_new = 0i64;
    for (no, line) in text.lines().enumerate() {
        let no = no + 1;
        let w: Vec<&str> = line.split_whitespace().collect();
        match w.as_slice() {
            ["round", _] => {
                if in_hand {
                    let total: i64 = put.values().sum();
                    if total != paid + taken {
                        return Err(format!("line {no}: the hand's {total} put in, {paid} paid and {taken} taken"));
                    }
                }
                in_hand = true;
                put.clear();
                round.clear();
                allin.clear();
                folded.clear();
                hole.clear();
                board.clear();
                shown.clear();
                paid = 0;
                taken = 0;
                highest = 0;
            }
            ["stack", s, a] => {
                let (s, a) = (seat(s)?, amount(a)?);
                if let Some(&known) = stack.get(&s)
                    && known != a
                {
                    return Err(format!("line {no}: s{s} counted {a}, the log gives {known}"));
                }
                stack.insert(s, a);
            }
            ["rebuy", s, a] => *stack.entry(seat(s)?).or_default() += amount(a)?,
            ["bet", s, "ante", a] => {
                let (s, a) = (seat(s)?, amount(a)?);
                *stack.entry(s).or_default() -= a;
                *put.entry(s).or_default() += a;
                round.entry(s).or_default();
            }
            ["deal", "mesa", cards @ .., "up"] => {
                close(&mut round, &allin, &folded, &mut highest, no)?;
                if t.take == TakeOption::Interval && interval_new > 0 {
                    return Err(format!("line {no}: an interval with new money and no take before it"));
                }
                for c in cards {
                    board.push(card(c)?);
                }
            }
            ["deal", s, cards @ ..] => {
                let s = seat(s)?;
                hole.insert(s, cards.iter().map(|c| card(c)).collect::<Result<_, _>>()?);
            }
            ["check", s] if round.get(&seat(s)?).copied().unwrap_or(0) != highest => {
                return Err(format!("line {no}: a check facing a bet"));
            }
            ["raise", s, a, rest @ ..] => {
                let (s, to) = (seat(s)?, amount(a)?);
                let r = round.entry(s).or_default();
                let add = to - *r;
                *r = to;
                highest = highest.max(to);
                *put.entry(s).or_default() += add;
                let st = stack.entry(s).or_default();
                *st -= add;
                if *st < 0 || (rest == ["allin"]) != (*st == 0) {
                    return Err(format!("line {no}: the raise and the resto disagree ({st})"));
                }
                allin.insert(s, *st == 0);
                interval_new += add;
            }
            ["call", s, rest @ ..] => {
                let s = seat(s)?;
                let r = round.entry(s).or_default();
                let st = stack.entry(s).or_default();
                let add = (highest - *r).min(*st);
                if let [a, ..] = rest
                    && *a != "allin"
                    && amount(a)? != add
                {
                    return Err(format!("line {no}: the call's amount is not what it owes"));
                }
                *r += add;
                *st -= add;
                *put.entry(s).or_default() += add;
                allin.insert(s, *st == 0);
                interval_new += add;
                if (rest.last() == Some(&"allin")) != (*st == 0) {
                    return Err(format!("line {no}: `allin` and the resto disagree"));
                }
            }
            ["fold", s] => {
                folded.insert(seat(s)?, true);
            }
            ["return", s, "apuesta", a] => {
                let (s, a) = (seat(s)?, amount(a)?);
                *stack.entry(s).or_default() += a;
                *put.entry(s).or_default() -= a;
                *round.entry(s).or_default() -= a;
                allin.insert(s, false);
                interval_new -= a;
                highest = round.values().copied().max().unwrap_or(0);
            }
            ["cagnotte", a] => {
                let a = amount(a)?;
                taken += a;
                if t.take == TakeOption::Interval {
                    close(&mut round, &allin, &folded, &mut highest, no)?;
                    if a * t.take_pct.1 > interval_new * t.take_pct.0 {
                        return Err(format!("line {no}: take {a} over the percentage of {interval_new}"));
                    }
                    interval_new = 0;
                } else {
                    let total: i64 = put.values().sum();
                    if a * t.take_pct.1 > total * t.take_pct.0 {
                        return Err(format!("line {no}: take {a} over the percentage of {total}"));
                    }
                }
            }
            ["show", s, ..] => shown.push(seat(s)?),
            ["pay", s, "bote", _, a] => {
                let (s, a) = (seat(s)?, amount(a)?);
                if t.take == TakeOption::Interval {
                    interval_new = 0;
                }
                if folded.get(&s).copied().unwrap_or(false) {
                    return Err(format!("line {no}: paid to a folded player"));
                }
                if !shown.is_empty() {
                    // The winner's hand is at least as good as every shown hand that put in as
                    // much (those eligible for every pot he is paid from).
                    let value = |x: u8| t.ranking.best(&hole[&x], &board, t.selection).map(|b| b.value);
                    let mine = value(s).map_err(|e| format!("line {no}: {e:?}"))?;
                    for &o in &shown {
                        if put[&o] >= put[&s]
                            && let Ok(v) = value(o)
                            && t.ranking.compare(v, mine) == std::cmp::Ordering::Greater
                        {
                            return Err(format!("line {no}: s{s} paid, s{o} holds the better hand"));
                        }
                    }
                }
                *stack.entry(s).or_default() += a;
                paid += a;
            }
            _ => {}
        }
    }
    Ok(())
}

#[test]
fn clean_sessions_pass_the_referee() {
    for id in IDS {
        let t = SimTable::of(id, &spec(id));
        for seed in 0..6 {
            let text = session(id, 300, seed, None);
            if let Err(e) = referee(&text, &t) {
                panic!("{id} seed {seed}: {e}\n{}", text.lines().take(400).collect::<Vec<_>>().join("\n"));
            }
        }
    }
}

#[test]
fn every_fault_is_injected() {
    let mut failures = Vec::new();
    for id in IDS {
        let t = SimTable::of(id, &spec(id));
        for f in faults(&t) {
            for (rounds, seed) in [(24, 0), (24, 1), (40, 4), (120, 7)] {
                let mut out = Vec::new();
                let opts = SimOptions { rounds, seed, inject: None, bias: Vec::new() };
                if let Err(e) = simulate(&t, &opts, Some(f), &mut out) {
                    failures.push(format!("{id} {} {rounds} rounds seed {seed}: {e}", f.name));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every line the simulator writes, clean or with a fault (but the mistyped kind of one),
/// is one the parser reads.
#[test]
fn every_line_parses() {
    for id in IDS {
        let t = SimTable::of(id, &spec(id));
        let mut texts = vec![session(id, 200, 3, None)];
        for f in faults(&t) {
            texts.push(session(id, 24, 0, Some(f.name)));
        }
        for text in &texts {
            for (no, line) in text.lines().enumerate() {
                if let Err(e) = crate::log::parser::parse_line(line, no as u32 + 1, 0) {
                    panic!("{id} line {}: `{line}`: {:?}", no + 1, e.message);
                }
            }
        }
    }
}

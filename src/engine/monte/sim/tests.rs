//! The simulator's own tests: its fault list is described in both languages, and a session
//! reads as the design note's lines (the engine's verdict on them is `tests/monte_sim.rs`).

use super::*;

#[test]
fn every_fault_is_described_in_both_languages() {
    crate::sim::assert_described(ALL_FAULTS);
    for f in ALL_FAULTS {
        assert!(faults::coup_fault(f.name).is_some(), "{}", f.name);
    }
    let codes: std::collections::BTreeSet<&str> = ALL_FAULTS.iter().map(|f| f.code).collect();
    assert_eq!(codes.len(), 17, "one fault per check MO001–MO017");
}

fn session(seed: u64, rounds: u32, fault: Option<&str>) -> String {
    let t = SimTable::of("valencia-2003/monte", &crate::engine::monte::test_spec::default_spec());
    let fault = fault.map(|n| *ALL_FAULTS.iter().find(|f| f.name == n).expect("a fault"));
    let opts = SimOptions { rounds, seed, inject: None, bias: Vec::new() };
    let mut out = Vec::new();
    simulate(&t, &opts, fault, &mut out).expect("simulated");
    String::from_utf8(out).expect("UTF-8")
}

#[test]
fn a_session_is_the_design_notes_lines() {
    let log = session(1, 40, None);
    assert!(log.starts_with("mesa-log 1\n"));
    assert!(log.contains("\nbetting primeras\n") && log.contains("\nbetting segundas\n"));
    for word in ["shoe colour=roja", "deal p1 ", "deal p3 ", "draw ", "result p", "turn p", "collect s", "pay s"] {
        assert!(log.contains(word), "{word}");
    }
    if std::env::var("MONTE_SIM_PRINT").is_ok() {
        println!("{log}");
    }
}

#[test]
fn every_fault_is_injected() {
    for f in ALL_FAULTS {
        let clean = session(7, 60, None);
        let faulty = session(7, 60, Some(f.name));
        assert_ne!(clean, faulty, "{}", f.name);
    }
}

/// Every line of a simulated session (and of each fault's) reads with the log's Spanish-deck
/// grammar: the simulator writes the parser's language.
#[test]
fn every_line_reads_with_the_monte_grammar() {
    let mut logs = vec![session(3, 300, None)];
    for f in ALL_FAULTS {
        logs.push(session(7, 60, Some(f.name)));
    }
    for log in &logs {
        for (i, line) in log.lines().enumerate() {
            let read = crate::log::parser::parse_line_spanish(line, i as u32 + 1, 0);
            assert!(read.is_ok(), "line {}: `{line}`: {:?}", i + 1, read.err().map(|e| e.message));
        }
    }
}

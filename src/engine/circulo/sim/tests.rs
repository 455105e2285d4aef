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
    let fault = fault.map(|name| {
        *faults(&t).iter().find(|f| f.name == name).unwrap_or_else(|| panic!("{id}: no fault {name}"))
    });
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

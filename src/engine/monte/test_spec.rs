//! The default article's rules of play for unit tests that run before (or without) the
//! catalogue: `play.monte` as `catalog/valencia-2003/monte.yaml` states it, with the principle's
//! annulment table read from the design note (`docs/design/monte/annulments.yaml`, `default`).

use super::spec::{AnnulTable, MonteSpec};

const PLAY: &str = r#"
decks: {per_coup: 1, alternate: false}
layout: {burn_redraw_from: bottom, burned_value: burn, void_on_fourth: true, p3_p4_same_value: burn-both, replacement_from: top}
draw: {from: top}
suertes:
  cartas: {pays: 1, pairings: [row, column, rows, columns, diagonals], diagonal_one: false}
  salto: {pays: 3, phases: [primeras]}
  cav: {primeras: 11, segundas: 5, deduction: {doubled: 1, tripled: 2, burned: 0}, segundas_deduction: per-missing-live-card}
  vis: {pays: 32, points_per_card: 1, phases: [primeras]}
  payout: net
commission: {rate: "10", of: winnings, phases: [primeras, segundas], scope: decided-by-first-card, exempt: [vis]}
play: {annulled: no-action, undecided: ride}
limits: {cartas: 300, vis: 10, cav_primeras: 30, cav_segundas: 60, salto: 100}
"#;

/// The default monte article's `play.monte`.
pub fn default_spec() -> MonteSpec {
    let design = include_str!("../../../docs/design/monte/annulments.yaml");
    let doc: serde_yaml::Value = serde_yaml::from_str(design).expect("annulments.yaml is YAML");
    let table: AnnulTable = serde_yaml::from_value(doc["default"].clone()).expect("the default table");
    let mut play: serde_yaml::Value = serde_yaml::from_str(PLAY).expect("the test article");
    let mut ann = serde_yaml::Mapping::new();
    ann.insert("mode".into(), "principle".into());
    ann.insert("principle".into(), serde_yaml::to_value(&table).expect("table"));
    play["annulments"] = serde_yaml::Value::Mapping(ann);
    serde_yaml::from_value(play).expect("the test article's play.monte")
}

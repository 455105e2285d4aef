//! The default article's rules of play for unit tests that run before (or without) the
//! catalogue: `play.monte` as `catalog/valencia-2003/monte.yaml` states it, with the
//! article's own annulment tables.

use super::spec::MonteSpec;

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

/// The default monte article's `play.monte`, its annulment tables the catalogue's own.
pub fn default_spec() -> MonteSpec {
    let mut play: serde_yaml::Value = serde_yaml::from_str(PLAY).expect("the test article");
    play["annulments"] = catalogue_annulments();
    serde_yaml::from_value(play).expect("the test article's play.monte")
}

/// `play.monte.annulments` of `catalog/valencia-2003/monte.yaml` (both tables, the mode as the
/// article sets it).
pub fn catalogue_annulments() -> serde_yaml::Value {
    let article = include_str!("../../../catalog/valencia-2003/monte.yaml");
    let doc: serde_yaml::Value = serde_yaml::from_str(article).expect("the monte article is YAML");
    doc["play"]["monte"]["annulments"].clone()
}

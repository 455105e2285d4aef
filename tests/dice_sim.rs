//! Craps's property tests through the public interface: for every dados article, simulated
//! clean sessions give zero findings over many seeds, and every fault the simulator injects
//! gives exactly its finding, with its citation.

mod common;

use common::sim::{
    assert_clean_sessions, assert_deterministic, assert_every_check_has_a_fault, assert_every_fault_gives_its_finding,
    assert_shows, catalogs, run,
};
use veedor::catalog::{Catalog, CatalogSet};

/// Every embedded dados article.
fn articles(set: &CatalogSet) -> Vec<&Catalog> {
    let all: Vec<&Catalog> = set.iter().filter(|c| c.id().ends_with("/dados")).collect();
    assert!(all.len() >= 3, "estado-1979, murcia-1996 and valencia-2003 dados are embedded");
    all
}

#[test]
fn clean_dice_sessions_give_no_findings() {
    let set = catalogs();
    assert_clean_sessions(&set, &articles(&set), 400, 0..16);
}

/// A clean session shows what a craps table does: seven-outs and new shooters, points made and
/// missed, Come bets moving to their numbers, odds, place bets and the one-roll bets, «tiradas
/// nulas», and pushes.
#[test]
fn a_clean_session_has_the_whole_game() {
    let set = catalogs();
    let cat = articles(&set)[0];
    let (text, _) = run(&set, cat, 1500, 3, None);
    let wanted = [
        " seven-out\n",
        " refusal\n",
        "  point off\n",
        "  void ",
        " odds-win ",
        " odds-dont-win ",
        " odds-come ",
        " odds-dont-come ",
        "  pay s",
        "  collect s",
        "  return s",
        "  takedown ",
        " hard ",
        " right ",
        " wrong ",
        " field ",
        " horn ",
    ];
    assert_shows(cat, &text, &wanted, "1500 rolls");
    // A Come bet is named with its number once the dice moved it.
    assert!(
        text.lines().any(|l| l.trim_start().starts_with("pay") && l.contains(" come ") && l.split(' ').count() == 6)
    );
}

#[test]
fn every_dice_fault_gives_exactly_its_finding() {
    let set = catalogs();
    let runs = [(24, 0), (24, 1), (24, 2), (40, 3), (40, 4), (120, 7), (200, 11)];
    assert_every_fault_gives_its_finding(&set, &articles(&set), &runs, |cat, n| {
        assert!(n >= 17, "{}: only {n} faults", cat.id());
    });
}

/// Every check the engine can emit has a fault that gives it.
#[test]
fn every_dice_check_has_a_fault() {
    let set = catalogs();
    assert_every_check_has_a_fault(&articles(&set), "CR");
}

#[test]
fn dice_simulation_is_deterministic() {
    let set = catalogs();
    assert_deterministic(&set, &articles(&set), 60);
}

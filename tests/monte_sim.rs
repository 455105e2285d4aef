//! Monte o banca's property tests through the public interface (issue 33): simulated clean
//! sessions over many seeds give zero findings, and every fault the simulator injects (one per
//! check, MO001–MO017) gives exactly its finding. The simulator settles every stake by its own
//! reading of the rules (`src/engine/monte/sim/coup.rs`), so these tests hold the engine and
//! the simulator to one reading of the article.

mod common;

use common::sim::{
    assert_clean_sessions, assert_deterministic, assert_every_check_has_a_fault, assert_every_fault_gives_its_finding,
    assert_shows, catalogs, clean_session,
};
use veedor::catalog::{Catalog, CatalogSet};

const ID: &str = "valencia-2003/monte";

fn articles(set: &CatalogSet) -> Vec<&Catalog> {
    vec![set.get(ID).unwrap_or_else(|| panic!("{ID} is embedded"))]
}

#[test]
fn clean_monte_sessions_give_no_findings() {
    let set = catalogs();
    assert_clean_sessions(&set, &articles(&set), 200, 0..20);
}

#[test]
fn every_monte_fault_gives_exactly_its_finding() {
    let set = catalogs();
    let runs = [(24, 0), (24, 1), (24, 2), (40, 4), (120, 7)];
    assert_every_fault_gives_its_finding(&set, &articles(&set), &runs, |cat, n| {
        assert_eq!(n, 17, "{}: {n} faults", cat.id());
    });
}

/// Every check the engine emits under the article has a fault that gives it.
#[test]
fn every_monte_check_has_a_fault() {
    let set = catalogs();
    assert_every_check_has_a_fault(&articles(&set), "MO");
}

#[test]
fn monte_simulation_is_deterministic() {
    let set = catalogs();
    assert_deterministic(&set, &articles(&set), 40);
}

/// What a long clean session shows the checker: burns, doublings, triplings, void coups,
/// every suerte in both windows, the commission, riders returned.
#[test]
fn clean_sessions_cover_the_game() {
    let set = catalogs();
    for cat in articles(&set) {
        let text = clean_session(&set, cat, 2000);
        let wanted = [
            "\nburn ",
            "\nvoid\n",
            "\nbetting segundas\n",
            "\ncommission\n",
            " salto ",
            " camo ",
            " anti ",
            " viudo ",
            " vis ",
            " cartas 1-2-3-4 ",
            "\nreturn s",
            "\nshoe colour=azul\n",
        ];
        assert_shows(cat, &text, &wanted, "2,000 coups");
        // A tripled card: the same place dealt three times in one coup.
        let tripled =
            text.split("\nround ").any(|coup| (1..=2).any(|p| coup.matches(&format!("\ndeal p{p} ")).count() >= 3));
        assert!(tripled, "no tripled card in 2,000 coups");
    }
}

//! Bingo readings of art. 10 that no violating fixture shows, because the log they describe is
//! lawful: an annulled partida's cards go back to the table and may be sold again; a double
//! cards' second game needs no `prizes` line of its own; and a `sold` line outside its series is
//! one finding, the partida's sales then unknown (not a finding per claim).

use veedor::catalog::CatalogSet;
use veedor::check::check_bytes;

/// The codes of the findings of `log` checked as a 1979 bingo table.
fn codes(log: &str) -> Vec<&'static str> {
    let set = CatalogSet::embedded().expect("embedded catalogues");
    check_bytes("bingo.mesa", log.as_bytes().to_vec(), &set).findings.iter().map(|f| f.code).collect()
}

/// The clean 1979 session (three partidas: single cards, double cards, their second game).
fn clean() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/estado-1979/bingo/clean-session.mesa"))
        .expect("the clean session")
}

/// `clean()` with `old` (once in it) replaced by `new`.
fn edit(old: &str, new: &str) -> String {
    let log = clean();
    assert_eq!(log.matches(old).count(), 1, "{old:?} once in the clean session");
    log.replacen(old, new, 1)
}

#[test]
fn the_clean_session_is_clean() {
    assert!(codes(&clean()).is_empty());
}

/// B79 art. 10.V: «la devolución del importe integro de sus cartones y la restitución de éstos
/// a la mesa» — the annulled partida's cards were never played, and are sold again lawfully.
#[test]
fn an_annulled_partidas_cards_may_be_sold_again() {
    let log = edit(
        "round 1\n",
        "round 1\n  series A 6 2.00\n  sold A 1-6\n  prizes line=1.20 bingo=7.20\n  void caller-error\n\nround 2\n",
    )
    .replace("round 2\n  series B", "round 3\n  series B")
    .replace("round 3                      #", "round 4                      #");
    assert_eq!(codes(&log), Vec::<&str>::new());
}

/// The double cards' second game has no sale of its own: their prizes were announced at their
/// sale, and its draw beginning with no `prizes` line is no BG009.
#[test]
fn a_double_cards_second_game_needs_no_prizes_line() {
    let log = edit(
        "round 3                      # the double cards' second game: a new draw, no sale\n  prizes line=0.60 bingo=3.60\n",
        "round 3\n",
    );
    assert_eq!(codes(&log), Vec::<&str>::new());
    // A partida with a sale of its own does need it.
    let log = edit("  prizes line=1.20 bingo=7.20   # 10 % and 60 % of 12.00\n", "");
    assert_eq!(codes(&log), ["BG009"]);
}

/// A `sold` range reversed or past its series' size is one BG010: the partida's sales are then
/// unknown (log-format § 15), so its prizes and its claims are not judged against them.
#[test]
fn a_sale_outside_its_series_is_one_finding() {
    for sold in ["  sold A 6-1 ", "  sold A 1-9 "] {
        let log = edit("  sold A 1-6 ", sold);
        assert_eq!(codes(&log), ["BG010"], "{sold}");
    }
}

//! Monte o banca's readings the article leaves at their defaults (`play.monte`, each justified in
//! `docs/design/monte/params.yaml`), each switched in a copy of the article: a log judged under
//! the defaults and under the copy, with the findings each gives. Only the parameters whose
//! alternative changes a judgement; `annulled: return` and `payout: gross` are the engine's unit
//! tests' (src/engine/monte/tests.rs). The logs are the fixtures of `fixtures/valencia-2003/monte/`
//! with a line or two changed.

mod common;

use common::cited as found;
use veedor::catalog::CatalogSet;

const ID: &str = "valencia-2003/monte";
const ARTICLE: &str = include_str!("../catalog/valencia-2003/monte.yaml");

/// The article with its YAML line `from` (the first one after the line `after`, `""` from the
/// top; comments aside) replaced by `to`, loaded over the embedded catalogue.
fn switched_after(tag: &str, after: &str, from: &str, to: &str) -> CatalogSet {
    let yaml = common::switched_line(ARTICLE, after, from, to);
    common::embedded_with(&format!("monte-{tag}"), &format!("{ID}.yaml"), &yaml)
}

/// [`switched_after`] from the top: `from` is the first line of its text.
fn switched(tag: &str, from: &str, to: &str) -> CatalogSet {
    switched_after(tag, "", from, to)
}

fn fixture(name: &str) -> String {
    common::fixture(&format!("{ID}/{name}"))
}

/// `log` with `from` (which must be in it) replaced by `to`.
fn edit(log: &str, from: &str, to: &str) -> String {
    assert!(log.contains(from), "{from:?} is not in the log");
    log.replacen(from, to, 1)
}

/// The codes and lines alone.
fn codes(set: &CatalogSet, log: &str) -> Vec<(String, u32)> {
    found(set, log).into_iter().map(|(c, l, _)| (c, l)).collect()
}

/// The 1-based line of the first line of `log` that starts with `prefix` (indentation aside).
fn line(log: &str, prefix: &str) -> u32 {
    log.lines().position(|l| l.trim_start().starts_with(prefix)).map_or(0, |i| i as u32 + 1)
}

/// The 1-based line of the last line of `log` that starts with `prefix` (indentation aside).
fn last_line(log: &str, prefix: &str) -> u32 {
    log.lines().enumerate().filter(|(_, l)| l.trim_start().starts_with(prefix)).last().map_or(0, |(i, _)| i as u32 + 1)
}

fn embedded() -> CatalogSet {
    CatalogSet::embedded().expect("embedded")
}

fn clean() -> String {
    fixture("clean-session.mesa")
}

fn one(code: &str, line: u32) -> Vec<(String, u32)> {
    vec![(code.to_owned(), line)]
}

/// A-MON-1: the colours recorded (default), or alternating: the same colour twice running is
/// MO001.
#[test]
fn alternating_decks_is_a_parameter() {
    let alternate = switched("alternate", "alternate: false", "alternate: true");
    let log = clean();
    assert_eq!(codes(&embedded(), &log), vec![]);
    assert_eq!(codes(&alternate, &log), vec![], "the clean session alternates");
    // Round 5 on round 4's blue deck.
    let same = edit(&log, "shoe colour=roja\n  deal p1 5c bottom", "shoe colour=azul\n  deal p1 5c bottom");
    assert_eq!(codes(&embedded(), &same), vec![]);
    assert_eq!(found(&alternate, &same), vec![("MO001".into(), last_line(&same, "shoe"), "monte.decks".into())]);
}

/// A-MON-3: a burned first pair is redrawn from the bottom (default) or from the top.
#[test]
fn where_a_burned_pair_is_redrawn_from_is_a_parameter() {
    let top = switched("redraw", "burn_redraw_from: bottom", "burn_redraw_from: top");
    let log = fixture("MO003-burned-pair-redrawn-from-the-top.mesa");
    // Its p1 from the top is the default's fault; its p2 from the bottom, the alternative's.
    assert_eq!(codes(&embedded(), &log), one("MO003", line(&log, "deal p1 Sc top")));
    assert_eq!(codes(&top, &log), one("MO003", line(&log, "deal p2 7b bottom")));
    // The clean session's redraw from the bottom is the fault the other way round, once a card.
    let clean = clean();
    let redrawn = line(&clean, "deal p1 Sc bottom");
    assert_eq!(codes(&top, &clean), vec![("MO003".to_owned(), redrawn), ("MO003".to_owned(), redrawn + 1)]);
}

/// A-MON-3: a layout card of a burned value is burned too (default), or placed as drawn: the
/// clean session's `burn 3b` is then a needless burn.
#[test]
fn a_card_of_a_burned_value_is_a_parameter() {
    let place = switched("place", "burned_value: burn", "burned_value: place");
    let log = clean();
    assert_eq!(codes(&place, &log), one("MO003", line(&log, "burn 3b")));
    // Placed as drawn, it is the default's fault.
    let placed = edit(
        &log,
        "  burn 3b\n  deal p3 Rc top\n  deal p4 Re top\n  burn Rc\n  burn Re\n  deal p3 2o top\n",
        "  deal p3 3b top\n  deal p4 2o top\n",
    );
    let placed = edit(&placed, "  deal p4 6c top\n", "");
    assert_eq!(codes(&embedded(), &placed).first(), Some(&("MO003".to_owned(), line(&placed, "deal p3 3b"))));
}

/// A-MON-4: the fourth card of the first's or second's value before the layout is complete
/// voids the coup (L3487); without the rule, the clean session's `void` has no cause.
#[test]
fn the_void_coup_is_a_parameter() {
    let no_void = switched("void", "void_on_fourth: true", "void_on_fourth: false");
    let log = clean();
    assert_eq!(codes(&no_void, &log), one("MO005", line(&log, "void")));
}

/// P3 and P4 of one value: both burned (default), the fourth only, or played: the clean
/// session's `burn Rc` (P3) is needless under the other two.
#[test]
fn p3_and_p4_of_one_value_is_a_parameter() {
    let log = clean();
    for (tag, to) in [("fourth", "p3_p4_same_value: burn-fourth"), ("play", "p3_p4_same_value: play")] {
        let set = switched(tag, "p3_p4_same_value: burn-both", to);
        assert_eq!(codes(&set, &log).first(), Some(&("MO003".to_owned(), line(&log, "burn Rc"))), "{to}");
    }
}

/// A-MON-4: a doubling card's replacement from the top (L3516); `bottom` leaves the fixture's
/// doubling from the bottom unflagged.
#[test]
fn where_a_doubling_card_comes_from_is_a_parameter() {
    let bottom = switched("replacement", "replacement_from: top", "replacement_from: bottom");
    let log = fixture("MO004-doubling-from-the-bottom.mesa");
    assert_eq!(codes(&embedded(), &log).first().map(|c| c.0.as_str()), Some("MO004"));
    assert_eq!(codes(&bottom, &log), vec![]);
}

/// A-MON-2: the play cards from the top (default) or from anywhere.
#[test]
fn where_the_play_cards_come_from_is_a_parameter() {
    let any = switched_after("draw", "    draw:", "from: top", "from: any");
    let log = edit(&clean(), "  draw Rb\n", "  draw Rb bottom\n");
    assert_eq!(codes(&embedded(), &log), one("MO002", line(&log, "draw Rb bottom")));
    assert_eq!(codes(&any, &log), vec![]);
}

/// A-MON-9: the pairings offered; without the columns, the clean session's `cartas 1-3` is not
/// a bet of the game (and its settlement is the refusal's consequence).
#[test]
fn the_pairings_are_a_parameter() {
    let no_columns = switched(
        "pairings",
        "pairings: [row, column, rows, columns, diagonals]",
        "pairings: [row, rows, columns, diagonals]",
    );
    let log = clean();
    assert_eq!(codes(&no_columns, &log), one("MO011", line(&log, "bet s6 cartas 1-3")));
}

/// A-MON-9: a diagonal one against one is not a bet of the text (default), or is.
#[test]
fn the_diagonal_one_against_one_is_a_parameter() {
    let diagonal = switched("diagonal", "diagonal_one: false", "diagonal_one: true");
    // 5o against Sb: the 5e of Segundas decides it, not the first card after its window.
    let log = edit(
        &fixture("MO011-diagonal-one-against-one.mesa"),
        "  pay s6 cartas 1-3 10       # a Primeras rider, won in Segundas\n",
        "  pay s6 cartas 1-3 10       # a Primeras rider, won in Segundas\n  pay s8 cartas 1-4 10\n",
    );
    assert_eq!(codes(&embedded(), &log), one("MO011", line(&log, "bet s8 cartas 1-4")));
    assert_eq!(codes(&diagonal, &log), vec![]);
}

/// A Salto in Primeras only (L3405), or in Segundas too: the fixture's Salto then wins at 2b.
#[test]
fn the_salto_s_phases_are_a_parameter() {
    let both = switched_after("salto", "      salto:", "phases: [primeras]", "phases: [primeras, segundas]");
    let log = edit(&fixture("MO007-salto-in-segundas.mesa"), "return s7 salto 3 5", "pay s7 salto 3 15");
    assert_eq!(codes(&embedded(), &log), one("MO007", line(&log, "bet s7 salto 3")));
    assert_eq!(codes(&both, &log), vec![]);
}

/// A-MON-11: Vista Hermosa in Primeras only (default), or in Segundas too: the fixture's VIS
/// then loses to Segundas' first card, 7e.
#[test]
fn the_vista_hermosa_s_phases_are_a_parameter() {
    let both = switched_after("vis", "      vis:", "phases: [primeras]", "phases: [primeras, segundas]");
    let log = edit(&fixture("MO008-vista-hermosa-in-segundas.mesa"), "return s7 vis 3 5", "collect s7 vis 3 5");
    assert_eq!(codes(&embedded(), &log), one("MO008", line(&log, "bet s7 vis 3")));
    assert_eq!(codes(&both, &log), vec![]);
}

/// A-MON-6: a tripled card takes two points off C/A/V (default: 9 times), or one (literal: 10).
#[test]
fn the_tripled_card_s_deduction_is_a_parameter() {
    let literal = switched(
        "tripled",
        "deduction: {doubled: 1, tripled: 2, burned: 0}",
        "deduction: {doubled: 1, tripled: 1, burned: 0}",
    );
    // Round 5: p1 tripled; a Camo on p2 (2o) wins at the first card, 2c: 9 × 5 less 10 %.
    let log = edit(&clean(), "bet s2 camo 3 5\n  bet s3 salto 1", "bet s2 camo 2 5\n  bet s3 salto 1");
    let log = edit(&log, "collect s2 camo 3 5\n  collect s4 vis 4 5", "pay s2 camo 2 40.50\n  collect s4 vis 4 5");
    assert_eq!(codes(&embedded(), &log), vec![]);
    assert_eq!(
        found(&literal, &log),
        vec![("MO013".into(), line(&log, "pay s2 camo 2"), "monte.cav.pay.primeras".into())]
    );
}

/// A-MON-11: in Segundas, one point off per live card the row lacks (default: round 5's Anti at
/// 2 times), or a flat 5.
#[test]
fn segundas_deduction_is_a_parameter() {
    let flat = switched("segundas", "segundas_deduction: per-missing-live-card", "segundas_deduction: none");
    let log = clean();
    assert_eq!(
        found(&flat, &log),
        vec![("MO013".into(), line(&log, "pay s6 anti 1"), "monte.cav.pay.segundas".into())]
    );
}

/// A-MON-5: the 10 % of the winnings (default) or of the stake: round 1's Salto, 30 less 3,
/// is then 30 less 1.
#[test]
fn the_commission_s_base_is_a_parameter() {
    let stake = switched("of", "of: winnings", "of: stake");
    let log = clean();
    assert_eq!(codes(&stake, &log), one("MO013", line(&log, "pay s1 salto 2 27")));
    let of_stake = edit(&log, "pay s1 salto 2 27", "pay s1 salto 2 29");
    assert_eq!(codes(&stake, &of_stake), vec![]);
}

/// The 10 % in both phases (default) or in Primeras only: a Segundas bet won by Segundas' first
/// card pays it by default.
#[test]
fn the_commission_s_phases_are_a_parameter() {
    let primeras = switched_after("phases", "    commission:", "phases: [primeras, segundas]", "phases: [primeras]");
    // Round 2's Segundas: a Camo on p4 won by Segundas' first card, 1e (Rb taken out).
    let log = edit(&clean(), "  nomore\n  draw Rb\n  draw 1e\n", "  nomore\n  draw 1e\n  commission\n");
    let log = edit(&log, "pay s6 camo 4 25", "pay s6 camo 4 22.50");
    assert_eq!(codes(&embedded(), &log), vec![]);
    let flagged = codes(&primeras, &log);
    assert!(flagged.contains(&("MO014".to_owned(), line(&log, "pay s6 camo 4"))), "{flagged:?}");
}

/// A-MON-5: the 10 % on what the first card decides (default) or on every bet won after a first
/// card that hit: round 2's Salto, won at the third card, then owes it.
#[test]
fn the_commission_s_scope_is_a_parameter() {
    let every = switched("scope", "scope: decided-by-first-card", "scope: every-winning-bet");
    let log = clean();
    assert_eq!(codes(&every, &log), one("MO014", line(&log, "pay s2 salto 1 30")));
}

/// «excepto en la Vista Hermosa» (L3323): without the exemption, round 3's VIS won by the first
/// card owes the 10 %.
#[test]
fn the_commission_s_exemption_is_a_parameter() {
    let none = switched("exempt", "exempt: [vis]", "exempt: []");
    let log = clean();
    assert_eq!(codes(&none, &log), one("MO014", line(&log, "pay s1 vis 3 135")));
}

/// A-MON-7: a Cartas bet no card has decided rides to the coup's end (default) or is returned
/// at Primeras' end: round 1's column, won in Segundas, is then owed its stake back.
#[test]
fn a_rider_is_a_parameter() {
    let at_end = switched("undecided", "undecided: ride", "undecided: return-at-primeras-end");
    let log = clean();
    let flagged = codes(&at_end, &log);
    assert_eq!(flagged.first(), Some(&("MO012".to_owned(), line(&log, "pay s6 cartas 1-3"))), "{flagged:?}");
}

/// A-MON-8: the principle's annulments (default) or the text as printed, which speaks only of
/// a Salto ON the doubled or tripled card: a Salto on p3 beside round 5's tripled p1 keeps every
/// live card, and the first card drawn, p2's 2c (annulled for it by default), makes it lose.
#[test]
fn the_annulment_table_is_a_parameter() {
    let literal = switched("literal", "mode: principle", "mode: literal");
    let log = edit(&clean(), "bet s4 vis 4 5\n", "bet s4 vis 4 5\n  bet s7 salto 3 5\n");
    let log = edit(&log, "collect s3 salto 1 10\n", "collect s3 salto 1 10\n  pay s7 salto 3 15\n");
    assert_eq!(codes(&embedded(), &log), vec![]);
    assert_eq!(found(&literal, &log), vec![("MO012".into(), line(&log, "pay s7 salto 3"), "monte.salto.def".into())]);
}

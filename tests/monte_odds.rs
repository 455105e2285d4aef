//! `veedor odds valencia-2003/monte` (issue 33): the issue's figures computed from the encoding,
//! exactly, in both languages — a clean layout's chances and edges, the layout's burns, P3 = P4
//! (9.708 %, not the issue's «about 6.8 %»), the void coup, Segundas' E[1/N2] = 1/33, and no
//! suerte with a player edge over every doubled and tripled configuration under the defaults.

mod common;

use common::bin::odds;

/// The line that starts with `label` holds `fraction` (as a whole word or before its percentage).
fn figure(text: &str, label: &str, fraction: &str) {
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with(label))
        .unwrap_or_else(|| panic!("no line `{label}` in:\n{text}"));
    assert!(line.contains(&format!(": {fraction} (")), "{label}: {fraction} not in `{line}`");
}

#[test]
fn the_issues_figures_in_both_languages() {
    let en = odds("valencia-2003/monte", "en_US.UTF-8");
    let es = odds("valencia-2003/monte", "es_ES.UTF-8");
    let rows = [
        ("Salto wins", "gana el Salto", "1/4"),
        ("Camo, Anti or Viudo wins", "gana el Camo, el Anti o el Viudo", "1/12"),
        ("Cartas one against one wins", "gana Cartas de una contra otra", "1/2"),
        ("Cartas two against two wins", "gana Cartas de dos contra dos", "1/2"),
        ("the first card drawn hits", "la primera carta descubierta acierta", "1/3"),
        ("house edge, Salto", "ventaja de la casa, Salto", "1/40"),
        ("house edge, Camo, Anti, Viudo:", "ventaja de la casa, Camo, Anti, Viudo:", "11/360"),
        ("house edge, Cartas one against one", "ventaja de la casa, Cartas de una contra otra", "1/120"),
        ("house edge, Cartas two against two", "ventaja de la casa, Cartas de dos contra dos", "1/60"),
        ("house edge, Vista Hermosa, no card", "ventaja de la casa, Vista Hermosa, sin cartas", "1/12"),
        ("house edge, Vista Hermosa, one card", "ventaja de la casa, Vista Hermosa, una carta", "3/35"),
        ("house edge, Vista Hermosa, two cards", "ventaja de la casa, Vista Hermosa, dos cartas", "3/34"),
        ("Segundas: E[1/N2]", "Segundas: E[1/N2]", "1/33"),
        ("house edge, Camo, Anti, Viudo in Segundas", "ventaja de la casa, Camo, Anti, Viudo en Segundas", "1/66"),
        ("house edge, Cartas in Segundas", "ventaja de la casa, Cartas en Segundas", "1/110"),
        ("the first two cards of one value", "las dos primeras cartas del mismo valor", "1/13"),
    ];
    for (e, s, f) in rows {
        figure(&en, e, f);
        figure(&es, s, f);
    }
    // P3 = P4 at least once in a coup: 9.708 %; the void coup 0.209 %; 67.937 % clean layouts.
    assert!(en.lines().any(|l| l.contains("third and fourth of one value") && l.contains("9.708")), "{en}");
    assert!(es.lines().any(|l| l.contains("tercera y la cuarta del mismo valor") && l.contains("9,708")), "{es}");
    assert!(en.lines().any(|l| l.contains("the coup void") && l.contains("0.209")), "{en}");
    assert!(en.lines().any(|l| l.contains("nothing on the first two") && l.contains("67.937")), "{en}");
    // No default leaves a player edge: 1,344 cases of the six configurations' bets (and VIS).
    let sweep = en.lines().find(|l| l.starts_with("Every doubled and tripled layout")).expect("the sweep");
    assert!(sweep.contains(" 0 not fair before the commission, 0 with a player edge"), "{sweep}");
    // The literal table (`annulments.mode: literal`), its Salto entries read per card (`on:`,
    // a Salto ON the doubled or tripled card), the article's other parameters at their
    // defaults: odds.py's literal sweep with the default C/A/V deduction gives the same 216
    // player-edge cases of 1,344 (the 154 VIS cases have none).
    let literal = en.lines().find(|l| l.starts_with("Under the literal table")).expect("the literal sweep");
    assert!(literal.contains("1498 cases, 276 not fair before the commission, 216 with a player edge"), "{literal}");
    let literal = es.lines().find(|l| l.starts_with("Con la tabla literal")).expect("the literal sweep");
    assert!(
        literal.contains("1498 casos, 276 no equitativos antes de la comisión, 216 con ventaja del jugador"),
        "{literal}"
    );
    for (e, s) in [(en.as_str(), "<"), (es.as_str(), "<")] {
        assert!(!e.contains(s), "markup leaked");
    }
}

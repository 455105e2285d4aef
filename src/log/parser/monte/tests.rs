//! Monte's lines (design note `docs/design/monte/spec.md` §2): each shape read into its event at a
//! table of the Spanish deck, the worked coups read without an error, the French tables' reading
//! unchanged, and every wrong line explained where it goes wrong, with the card or word meant.

use super::*;
use crate::log::event::{BaccaratEvent, ShoeEvent};

const LINE: u32 = 4;
const OFFSET: u64 = 300;

/// The Spanish reader's event of a line that must parse; the full parser reads it alike.
#[track_caller]
fn kind(text: &str) -> EventKind<'_> {
    let full = Line { text, no: LINE, offset: OFFSET }.full_spanish();
    match parse_line_spanish(text, LINE, OFFSET) {
        Ok(Some(ev)) => {
            assert_eq!(full, Ok(Some(ev.clone())), "{text:?}: the full parser reads it otherwise");
            ev.kind
        }
        other => panic!("{text:?} should parse, got {other:?}"),
    }
}

/// The Spanish reader's error on a line, which the full parser gives too.
#[track_caller]
fn err(text: &str) -> ParseError {
    match parse_line_spanish(text, LINE, OFFSET) {
        Err(e) => {
            assert_eq!(Line { text, no: LINE, offset: OFFSET }.full_spanish(), Err(e.clone()), "{text:?}");
            e
        }
        other => panic!("{text:?} should fail, got {other:?}"),
    }
}

/// The French reader's error on a line.
#[track_caller]
fn french_err(text: &str) -> ParseError {
    match parse_line(text, LINE, OFFSET) {
        Err(e) => e,
        other => panic!("{text:?} should fail, got {other:?}"),
    }
}

/// Where `needle` is in `text` (its first occurrence).
fn at(text: &str, needle: &str) -> Loc {
    let idx = text.find(needle).unwrap_or_else(|| panic!("{needle:?} in {text:?}"));
    Loc { line: LINE, col: idx as u32 + 1, offset: OFFSET + idx as u64, len: needle.len() as u32 }
}

/// The empty place at the end of `text`, where a missing token was due.
fn end_of(text: &str) -> Loc {
    Loc { line: LINE, col: text.len() as u32 + 1, offset: OFFSET + text.len() as u64, len: 0 }
}

/// `e` is at `needle` (the end of the line for `""`), says `message` (English) and expected `expected` (a message id).
#[track_caller]
fn check(e: &ParseError, text: &str, needle: &str, message: &str, expected: &str) {
    let want = if needle.is_empty() { end_of(text) } else { at(text, needle) };
    assert_eq!(e.loc, want, "loc of {text:?}: {e:?}");
    assert_eq!(e.message.en(), message, "message of {text:?}");
    assert_eq!(e.expected.id(), Some(expected), "expected of {text:?}");
}

fn card(t: &str) -> SpanishCard {
    SpanishCard::parse(t).unwrap_or_else(|| panic!("{t}"))
}

#[test]
fn every_message_exists_in_both_languages() {
    for lang in crate::i18n::Lang::ALL {
        let defined = crate::i18n::message_ids(lang);
        for id in MONTE_EXPECTS.into_iter().chain([WHAT_COLOUR, MONTE_FRENCH_CARD]) {
            assert!(defined.iter().any(|d| d == id), "{}: no message {id}", lang.code());
        }
    }
}

#[test]
fn the_deck_lines_read_as_monte_events_at_a_monte_table() {
    let text = "  deal p1 5o bottom   # «primera carta»";
    match kind(text) {
        EventKind::Monte(MonteEvent::Place { pos, card: c, end }) => {
            assert_eq!((pos.value, pos.loc), (1, at(text, "p1")));
            assert_eq!((c.value, c.loc), (card("5o"), at(text, "5o")));
            assert_eq!(end.map(|e| (e.value, e.loc)), Some((DeckEnd::Bottom, at(text, "bottom"))));
        }
        other => panic!("{other:?}"),
    }
    let ev = parse_line_spanish(text, LINE, OFFSET).unwrap().unwrap();
    assert_eq!(ev.loc, Loc { len: "deal p1 5o bottom".len() as u32, ..at(text, "deal") });
    assert_eq!(
        kind("deal p4 Sb"),
        EventKind::Monte(MonteEvent::Place {
            pos: Sp { loc: at("deal p4 Sb", "p4"), value: 4 },
            card: Sp { loc: at("deal p4 Sb", "Sb"), value: card("Sb") },
            end: None
        })
    );
    match kind("burn 3e top") {
        EventKind::Monte(MonteEvent::Burn { card: c, end }) => {
            assert_eq!(c.value, card("3e"));
            assert_eq!(end.map(|e| e.value), Some(DeckEnd::Top));
        }
        other => panic!("{other:?}"),
    }
    match kind("result p2") {
        EventKind::Monte(MonteEvent::Result { pos }) => assert_eq!((pos.value, pos.loc), (2, at("result p2", "p2"))),
        other => panic!("{other:?}"),
    }
    for (text, colour, count) in [
        ("shoe", None, None),
        ("shoe colour=roja", Some("roja"), None),
        ("  shoe colour=azul   # c", Some("azul"), None),
        ("12:00:01 shoe colour=roja", Some("roja"), None),
        ("shoe\tcolour=roja", Some("roja"), None),
        ("shoe color=roja", Some("roja"), None),
        ("shoe colour=azul decks=1", Some("azul"), Some(1)),
        ("shoe decks=1 colour=azul # cut", Some("azul"), Some(1)),
        ("shoe decks=1", None, Some(1)),
        // Two decks is read: the engine judges it (MO001), not the parser.
        ("shoe decks=2", None, Some(2)),
    ] {
        match kind(text) {
            EventKind::Monte(MonteEvent::Deck { colour: c, decks }) => {
                assert_eq!(c.map(|c| c.value), colour, "{text}");
                assert_eq!(decks.map(|d| d.value), count, "{text}");
                if let (Some(c), Some(v)) = (c, colour) {
                    assert_eq!(c.loc, at(text, v));
                }
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn monte_s_own_lines_read_at_every_table() {
    for read in [parse_line, parse_line_spanish] {
        let ev = |text| read(text, LINE, OFFSET).unwrap().unwrap().kind;
        assert_eq!(
            ev("betting primeras"),
            EventKind::Monte(MonteEvent::Betting {
                phase: Sp { loc: at("betting primeras", "primeras"), value: MontePhase::Primeras }
            })
        );
        assert!(matches!(
            ev("betting segundas"),
            EventKind::Monte(MonteEvent::Betting { phase: Sp { value: MontePhase::Segundas, .. } })
        ));
        match ev("draw Rb") {
            EventKind::Monte(MonteEvent::Draw { card: c, end: None }) => {
                assert_eq!((c.value, c.loc), (card("Rb"), at("draw Rb", "Rb")))
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            ev("draw 4e top"),
            EventKind::Monte(MonteEvent::Draw { end: Some(Sp { value: DeckEnd::Top, .. }), .. })
        ));
        assert!(matches!(ev("turn p4"), EventKind::Monte(MonteEvent::Turn { pos: Sp { value: 4, .. } })));
        assert_eq!(
            ev("  commission # 10 %"),
            EventKind::Monte(MonteEvent::Commission { loc: at("  commission # 10 %", "commission") })
        );
    }
    for text in ["betting segundas", "draw 7c bottom", "turn p1", "commission", "12:00:01 draw Ce"] {
        kind(text);
    }
}

#[test]
fn the_french_tables_read_their_lines_as_before() {
    let ev = |text| parse_line(text, LINE, OFFSET).unwrap().unwrap().kind;
    assert!(matches!(ev("deal punto 9c"), EventKind::Shoe(ShoeEvent::Deal { .. })));
    assert!(matches!(ev("burn Kh"), EventKind::Shoe(ShoeEvent::Burn { .. })));
    assert!(matches!(ev("shoe decks=6"), EventKind::Shoe(ShoeEvent::Shoe { .. })));
    // `p2` is a word: a baccarat result names its winner so.
    assert!(matches!(ev("result p2"), EventKind::Baccarat(BaccaratEvent::Outcome { .. })));
    // And a monte table reads the same lines as its own, or explains them as its own.
    assert!(matches!(kind("result p2"), EventKind::Monte(MonteEvent::Result { .. })));
    err("deal punto 9c");
}

#[test]
fn the_worked_coups_read_without_an_error() {
    let log = include_str!("worked-coups.mesa");
    let mut monte = 0;
    for (n, text) in log.lines().enumerate() {
        let line = Line { text, no: n as u32 + 1, offset: 0 };
        let full = line.full_spanish();
        let read = parse_line_spanish(text, n as u32 + 1, 0);
        assert_eq!(read, full, "line {}: {text:?}", n + 1);
        match read {
            Ok(Some(ev)) => monte += usize::from(matches!(ev.kind, EventKind::Monte(_))),
            Ok(None) => {}
            Err(e) => panic!("worked-coups.mesa:{}: {text:?}: {}", n + 1, e.message.en()),
        }
    }
    assert!(monte > 50, "only {monte} monte events");
}

#[test]
fn the_fast_path_reads_the_frequent_monte_lines_as_the_full_parser_does() {
    let fast = |text| {
        let line = Line { text, no: LINE, offset: OFFSET };
        let fallback = || Err(ParseError { loc: Loc::default(), message: no_hint(), expected: no_hint() });
        line.fast::<true>(fallback).ok().flatten()
    };
    for text in [
        "deal p1 5o bottom",
        "  deal p3 2c top   # «tercera carta»",
        "deal p4 Sb",
        "burn 3e",
        "burn Rc top",
        "draw Rb",
        "draw 4e bottom #",
        "20:01:02 draw 1o",
        "result p2",
        "turn p1",
        "betting primeras",
        "betting segundas",
        "commission",
        "bet s5 cartas 3-4-1-2 10",
        "pay s4 vis 2 160",
        "nomore",
        "round 3",
    ] {
        let Some(ev) = fast(text) else { panic!("{text:?}: not on the fast path") };
        assert_eq!(Line { text, no: LINE, offset: OFFSET }.full_spanish(), Ok(Some(ev)), "{text:?}");
    }
    // What the fast path leaves, the full parser reads or explains.
    for text in ["deal p5 5o", "deal p1 Kh", "draw 5o up", "draw  5o", "betting primera", "turn 1", "drawn 5o"] {
        assert_eq!(fast(text), None, "{text:?}");
    }
}

#[test]
fn a_french_card_at_a_monte_table_names_its_spanish_card() {
    let french = |t: &str, meant: &str, name: &str| {
        let text = format!("deal p1 {t}");
        let e = err(&text);
        check(
            &e,
            &text,
            t,
            &format!(
                "`{t}` is a card of the French deck; this table plays the Spanish deck: did you mean `{meant}` ({name})?"
            ),
            "log-expect-monte-card",
        );
    };
    french("Kh", "Rc", "rey de copas");
    french("Ad", "1o", "as de oros");
    french("As", "1e", "as de espadas");
    french("Qs", "Ce", "caballo de espadas");
    french("Jc", "Sb", "sota de bastos");
    french("5h", "5c", "cinco de copas");
    french("5d", "5o", "cinco de oros");
    french("5s", "5e", "cinco de espadas");
    french("kh", "Rc", "rey de copas");
    for t in ["8o", "9h", "Tc", "10h", "8e", "Ts"] {
        let text = format!("draw {t}");
        check(
            &err(&text),
            &text,
            t,
            &format!("`{t}` is not a card of this table: the 40-card Spanish deck has no 8, 9 or 10"),
            "log-expect-monte-card",
        );
    }
    // `5c` is the cinco de copas, never the five of clubs: no line can tell (log-format § 18).
    assert!(
        matches!(kind("draw 5c"), EventKind::Monte(MonteEvent::Draw { card: Sp { value: c, .. }, .. }) if c == card("5c"))
    );
}

#[test]
fn a_monte_card_miswritten_is_explained() {
    let cases: [(&str, &str); 9] = [
        ("10b", "`10b` is not a card of the Spanish deck: figures are written by letter, `Sb` (sota de bastos)"),
        ("10o", "`10o` is not a card of the Spanish deck: figures are written by letter, `So` (sota de oros)"),
        ("11c", "`11c` is not a card of the Spanish deck: figures are written by letter, `Cc` (caballo de copas)"),
        ("12e", "`12e` is not a card of the Spanish deck: figures are written by letter, `Re` (rey de espadas)"),
        (
            "sb",
            "`sb` is not a card of the Spanish deck: the rank is a digit or a capital (`S`, `C`, `R`) and the suit lower case, `Sb`",
        ),
        (
            "1O",
            "`1O` is not a card of the Spanish deck: the rank is a digit or a capital (`S`, `C`, `R`) and the suit lower case, `1o`",
        ),
        (
            "5x",
            "`5x` is not a card of the Spanish deck: the suit is one of `o`, `c`, `e`, `b` (oros, copas, espadas, bastos)",
        ),
        ("Xo", "`Xo` is not a card of the Spanish deck: the rank is one of `1 2 3 4 5 6 7 S C R` (sota, caballo, rey)"),
        (
            "??",
            "`??` is not a card of the Spanish deck: every card of a monte coup is seen face up, so it is written, never `??`",
        ),
    ];
    for (t, message) in cases {
        let text = format!("burn {t} bottom");
        check(&err(&text), &text, t, message, "log-expect-monte-card");
    }
    check(&err("draw"), "draw", "", "`draw` needs the card", "log-expect-monte-card");
}

#[test]
fn a_spanish_card_at_a_french_table_names_its_french_card() {
    for (t, meant) in [("Re", "Ks"), ("1o", "Ad"), ("Sb", "Jc"), ("Cc", "Qh"), ("4e", "4s"), ("6o", "6d"), ("3b", "3c")]
    {
        let text = format!("deal banca {t}");
        let e = french_err(&text);
        assert_eq!(e.loc, at(&text, t), "{text}");
        assert_eq!(
            e.message.en(),
            format!("`{t}` is a card of the Spanish deck; this table plays the French deck: did you mean `{meant}`?")
        );
        assert_eq!(e.expected.id(), Some(EXPECT_CARD));
    }
}

#[test]
fn places_ends_phases_and_decks_miswritten_are_explained() {
    let e = err("deal p5 5o");
    check(&e, "deal p5 5o", "p5", "`p5` is not a place of the layout", "log-expect-monte-pos");
    check(
        &err("deal P1 5o"),
        "deal P1 5o",
        "P1",
        "`P1` is not a place of the layout: did you mean `p1`?",
        "log-expect-monte-pos",
    );
    check(
        &err("turn 2"),
        "turn 2",
        "2",
        "`2` is not a place of the layout: did you mean `p2`?",
        "log-expect-monte-pos",
    );
    check(&err("result"), "result", "", "`result` needs the place of the layout, `p1` to `p4`", "log-expect-monte-pos");
    check(
        &err("deal p1 5o up"),
        "deal p1 5o up",
        "up",
        "`up` is not an end of the deck: a monte card is always face up; `top` or `bottom` says which end of the deck it came from",
        "log-expect-monte-end",
    );
    check(
        &err("draw 5o abajo"),
        "draw 5o abajo",
        "abajo",
        "`abajo` is not an end of the deck: did you mean `bottom`?",
        "log-expect-monte-end",
    );
    check(
        &err("burn 5o top now"),
        "burn 5o top now",
        "now",
        "unexpected `now` after the end of the `burn` event",
        "log-expect-end",
    );
    check(
        &err("betting primera"),
        "betting primera",
        "primera",
        "`primera` is not a phase of the coup: did you mean `primeras`?",
        "log-expect-monte-phase",
    );
    check(
        &err("betting Segundas"),
        "betting Segundas",
        "Segundas",
        "`Segundas` is not a phase of the coup: did you mean `segundas`?",
        "log-expect-monte-phase",
    );
    check(
        &err("betting"),
        "betting",
        "",
        "`betting` needs the phase, `primeras` or `segundas`",
        "log-expect-monte-phase",
    );
    check(
        &err("shoe decks=two"),
        "shoe decks=two",
        "two",
        "`decks=two` is not a number of decks: a monte coup is played with one 40-card deck, `decks=1` or nothing",
        "log-expect-monte-shoe",
    );
    check(
        &err("shoe roja"),
        "shoe roja",
        "roja",
        "`roja` is not an option of a monte deck: did you mean `colour=roja`?",
        "log-expect-monte-shoe",
    );
    let text = "shoe colour=roja colour=azul";
    let e = err(text);
    assert_eq!(e.loc, at(text, "colour=azul"));
    assert_eq!(e.message.en(), "`colour` is given twice on this line (first at column 6)");
    check(
        &err("commission 10"),
        "commission 10",
        "10",
        "unexpected `10` after the end of the `commission` event",
        "log-expect-end",
    );
}

#[test]
fn the_words_of_the_monte_table_suggest_its_keywords() {
    for (text, hint) in [
        ("emplazar p1 5o", "did you mean `deal`?"),
        ("coloca p3 2c", "did you mean `deal`?"),
        ("quemar 3e", "did you mean `burn`?"),
        ("quemada 3e", "did you mean `burn`?"),
        ("robar 5o", "did you mean `draw`?"),
        ("saca 5o", "did you mean `draw`?"),
        ("descubrir 5o", "did you mean `reveal` or `draw`?"),
        ("hagan juego", "did you mean `betting`?"),
        ("hagan-juego", "did you mean `betting`?"),
        ("apuestas", "did you mean `bet` or `betting`?"),
        ("primeras", "did you mean `betting primeras`?"),
        ("segunda", "did you mean `betting segundas`?"),
        ("novamas", "did you mean `nomore`?"),
        ("no-va-mas", "did you mean `nomore`?"),
        ("boca-abajo p1", "did you mean `turn`?"),
        ("volver p1", "did you mean `turn`?"),
        ("comisión", "did you mean `commission`?"),
        ("comision", "did you mean `commission`?"),
        ("comission", "did you mean `commission`?"),
        ("drwa 5o", "did you mean `draw`?"),
    ] {
        for read in [parse_line, parse_line_spanish] {
            let e = read(text, LINE, OFFSET).unwrap_err();
            let first = text.split(' ').next().unwrap_or(text);
            assert_eq!(e.loc, at(text, first), "{text}");
            assert!(e.message.en().ends_with(hint), "{text}: {}", e.message.en());
        }
    }
}

#[test]
fn a_french_card_on_monte_s_line_at_another_table_names_the_line_s_game() {
    let e = french_err("draw Kh");
    assert_eq!(e.loc, at("draw Kh", "Kh"));
    assert_eq!(
        e.message.en(),
        "`Kh` is a card of the French deck; `draw` is a line of monte o banca, whose cards are of the Spanish deck"
    );
}

//! A word or form the catalogue does not know gets a "did you mean", and an amount written with
//! a thousands separator is a format error that says so: each example a new user hit, with what
//! a user sees (snapshots of the human report).

mod common;

use veedor::catalog::CatalogSet;
use veedor::check::{FileReport, check_bytes};
use veedor::i18n::{Lang, Locale};
use veedor::report::human::{self, Style};

const ROULETTE: &str = "mesa-log 1\ntable RF-01 catalog=estado-1979/ruleta-francesa min=5\nsession open\nround 1\n";
const PUNTO_BANCA: &str = "mesa-log 1\ntable PB-01 catalog=estado-1979/punto-y-banca min=10\nsession open\n\
shoe decks=6\ncutcard 7\nburn 4d up\nburn ?? down\nburn ?? down\nburn ?? down\nburn ?? down\nholder s1\nround 1\n";

fn check(head: &str, body: &str) -> FileReport {
    let set = CatalogSet::embedded().unwrap_or_else(|e| panic!("embedded catalogue invalid: {e:?}"));
    // Spins carry `ball=` (against the cylinder), so that the probes show only what they probe,
    // not also the note that the ball's sense could not be checked (RL033).
    let body: String = body
        .lines()
        .map(|l| match l.strip_prefix("spin ") {
            Some(rest) if !l.contains("ball=") => {
                let ball = if rest.ends_with(" cw") { "ccw" } else { "cw" };
                format!("{l} ball={ball}\n")
            }
            _ => format!("{l}\n"),
        })
        .collect();
    check_bytes("probe.mesa", format!("{head}{body}").into_bytes(), &set)
}

/// The finding of `code` on the line `line` of the body (1-based), with its message.
fn message(report: &FileReport, code: &str, line: u32) -> String {
    let head_lines = report.findings.iter().map(|f| f.code).collect::<Vec<_>>();
    report
        .findings
        .iter()
        .find(|f| f.code == code && f.primary.loc.line == line)
        .map(|f| f.message.en())
        .unwrap_or_else(|| panic!("no {code} on line {line}: {head_lines:?}"))
}

fn snapshot(name: &str, report: &FileReport) {
    let s = common::snapshot_settings("", true);
    s.bind(|| insta::assert_snapshot!(name, human::render_file(report, Style::default())));
}

#[test]
fn red_is_rojo() {
    let r = check(ROULETTE, "bet s1 red 10\nnomore\nspin 1 cw\ncollect s1 rojo 10\nsession close\n");
    assert_eq!(message(&r, "RL002", 5), "`red` is not a combination of this catalogue: did you mean `rojo`?");
    snapshot("suggest_red", &r);
}

#[test]
fn a_misspelt_or_french_kind_gets_the_closest_word() {
    let r = check(ROULETTE, "bet s1 caballlo 1-2 10\nbet s2 manque 10\nnomore\nspin 1 cw\nsession close\n");
    assert_eq!(message(&r, "RL002", 5), "`caballlo` is not a combination of this catalogue: did you mean `caballo`?");
    assert_eq!(message(&r, "RL002", 6), "`manque` is not a combination of this catalogue: did you mean `falta`?");
    let r = check(ROULETTE, "bet s1 zzz 10\nnomore\nspin 1 cw\nsession close\n");
    assert_eq!(message(&r, "RL002", 5), "`zzz` is not a combination of this catalogue", "nothing close: no guess");
}

#[test]
fn a_dozen_written_as_its_numbers() {
    let r = check(ROULETTE, "bet s2 docena 1-12 10\nbet s3 docena 25-36 10\nnomore\nspin 1 cw\nsession close\n");
    assert_eq!(
        message(&r, "RL002", 5),
        "1-12 is not a docena on this cloth: did you mean `docena 1`? (a docena is written by its place on the \
         cloth, not by its numbers)"
    );
    assert!(message(&r, "RL002", 6).contains("did you mean `docena 3`?"));
    snapshot("suggest_docena_range", &r);
}

#[test]
fn two_dozens_and_a_column_written_as_their_numbers() {
    let r = check(ROULETTE, "bet s3 dos-docenas 1-24 10\nbet s4 columna 2-35 10\nnomore\nspin 1 cw\nsession close\n");
    assert!(message(&r, "RL002", 5).contains("did you mean `dos-docenas 1-2`?"), "{r:?}");
    assert!(message(&r, "RL002", 6).contains("did you mean `columna 2`?"), "{r:?}");
    snapshot("suggest_dos_docenas_range", &r);
}

#[test]
fn deal_player_and_bet_banker() {
    let r = check(
        PUNTO_BANCA,
        "bet s1 banker 10\nnomore\nhand punto croupier\ndeal player 9c\ndeal banca Kh\ndeal punto 4d\ndeal banca 5s\nresult punto\nsession close\n",
    );
    assert_eq!(message(&r, "BC019", 13), "`banker` is not a bet of this article: did you mean `banca`?");
    assert_eq!(message(&r, "BC030", 16), "`player` is not a hand of this game: did you mean `punto`?");
    snapshot("suggest_deal_player", &r);
}

#[test]
fn result_tie() {
    let r = check(
        PUNTO_BANCA,
        "bet s1 banca 10\nnomore\nhand punto croupier\ndeal punto 9c\ndeal banca 9h\ndeal punto Kd\ndeal banca Ks\nresult tie\nsession close\n",
    );
    assert_eq!(message(&r, "BC030", 20), "`tie` is not a winner of this game: did you mean `empate`?");
    snapshot("suggest_result_tie", &r);
}

#[test]
fn a_thousands_separator_is_a_format_error() {
    // `rojo 1 000` would read as a bet on «rojo 1» for 0.
    let r = check(ROULETTE, "bet s7 rojo 1 000\nnomore\nspin 2 cw\ncollect s7 rojo 1000\nsession close\n");
    assert_eq!(r.findings.iter().map(|f| f.code).collect::<Vec<_>>(), ["M001"]);
    assert!(message(&r, "M001", 5).contains("the amount is `1000` written with a thousands separator"));
    assert!(r.has_input_error(), "exit 2");
    snapshot("thousands_space", &r);
    // With decimals, at a baccarat table.
    let r = check(PUNTO_BANCA, "bet s1 banca 2 500.50\nnomore\nsession close\n");
    assert!(message(&r, "M001", 13).contains("`2500.50` written with a thousands separator"), "{r:?}");
    // After a bet's numbers: the parser knows.
    let r = check(ROULETTE, "bet s1 pleno 17 1 000\nnomore\nspin 2 cw\nsession close\n");
    assert_eq!(
        message(&r, "M001", 5),
        "unexpected `1` after the bet's numbers `17`: the amount `1 000` is written with a thousands separator"
    );
    // A pleno for 100 is not one.
    let r = check(ROULETTE, "bet s1 pleno 17 100\nnomore\nspin 2 cw\ncollect s1 pleno 17 100\nsession close\n");
    assert!(r.findings.is_empty(), "{:?}", r.findings);
}

#[test]
fn a_stake_split_by_a_thousands_separator_is_judged_as_meant() {
    // Its settlement is judged as the amount meant: a correct one is no finding (not «a bet
    // not on the table»), a wrong one is the wrong payout it is.
    let r = check(ROULETTE, "bet s7 rojo 1 000\nnomore\nspin 3 cw\npay s7 rojo 1000\nsession close\n");
    assert_eq!(r.findings.iter().map(|f| f.code).collect::<Vec<_>>(), ["M001"], "{:?}", r.findings);
    let r = check(ROULETTE, "bet s7 rojo 1 000\nnomore\nspin 3 cw\npay s7 rojo 900\nsession close\n");
    assert_eq!(r.findings.iter().map(|f| f.code).collect::<Vec<_>>(), ["M001", "RL003"], "{:?}", r.findings);
    let r = check(
        &PUNTO_BANCA.replace("min=10", "min=100"),
        "bet s1 punto 1 000\nnomore\nhand punto s1\ndeal punto 9c\ndeal banca 2h\ndeal punto Kd\ndeal banca Ks\nresult punto\npay s1 punto 1000\nsession close\n",
    );
    assert_eq!(r.findings.iter().map(|f| f.code).collect::<Vec<_>>(), ["M001"], "{:?}", r.findings);
}

#[test]
fn a_decimal_comma_suggests_the_amount_meant() {
    let r = check(ROULETTE, "bet s1 rojo 12,50\nnomore\nspin 3 cw\nsession close\n");
    let m = message(&r, "M001", 5);
    assert!(m.contains("here `12.50`"), "{m}");
    assert!(!m.contains("1250"), "{m}");
}

#[test]
fn spanish_keywords_suggest_the_log_word() {
    let r = check(ROULETTE, "apuesta s1 rojo 10\nnomore\nbola 3\npago s1 rojo 10\nsesión close\n");
    assert_eq!(message(&r, "M001", 5), "`apuesta` is not an event keyword: did you mean `bet`?");
    assert_eq!(message(&r, "M001", 7), "`bola` is not an event keyword: did you mean `spin` or `ball`?");
    assert_eq!(message(&r, "M001", 8), "`pago` is not an event keyword: did you mean `pay`?");
    assert_eq!(message(&r, "M001", 9), "`sesión` is not an event keyword: did you mean `session`?");
}

#[test]
fn a_card_with_its_suit_symbol_suggests_the_letter() {
    let r = check(
        PUNTO_BANCA,
        "bet s1 banca 10\nnomore\nhand punto croupier\ndeal punto 7♠\ndeal banca 10♥\nsession close\n",
    );
    assert_eq!(message(&r, "M001", 16), "`7♠` is not a card: did you mean `7s`?");
    assert_eq!(message(&r, "M001", 17), "`10♥` is not a card: did you mean `Th`?");
}

#[test]
fn pass_at_craps_is_win() {
    let r = check(
        "mesa-log 1\ntable D-01 catalog=estado-1979/dados min=5\nsession open\nround 1\n",
        "bet s1 pass 10\nsession close\n",
    );
    assert!(message(&r, "CR001", 5).ends_with("did you mean `win`?"), "{}", message(&r, "CR001", 5));
}

#[test]
fn a_misspelt_catalogue_gets_a_did_you_mean() {
    let r =
        check("mesa-log 1\ntable RF-01 catalog=estado-1979/ruleta-frances min=5\nsession open\n", "session close\n");
    assert_eq!(
        message(&r, "M004", 2),
        "no catalogue article `estado-1979/ruleta-frances` is known: did you mean `estado-1979/ruleta-francesa`?"
    );
    let r = check("mesa-log 1\ntable RF-01 catalog=ruleta-francesa min=5\nsession open\n", "session close\n");
    assert_eq!(
        message(&r, "M004", 2),
        "no catalogue article `ruleta-francesa` is known: did you mean `estado-1979/ruleta-francesa` or \
         `murcia-1996/ruleta-francesa` or `valencia-2003/ruleta-francesa`?"
    );
}

#[test]
fn a_thousands_point_is_a_format_error() {
    let r = check(ROULETTE, "bet s8 rojo 1.000\nnomore\nspin 2 cw\nsession close\n");
    assert_eq!(
        message(&r, "M001", 5),
        "`1.000` is written with a thousands separator (or has more than two decimals): amounts are written \
         without thousands separators: 1000 or 1000.00; here `1000`"
    );
    snapshot("thousands_point", &r);
    let r = check(ROULETTE, "bet s8 rojo 1.000,50\nnomore\nspin 2 cw\nsession close\n");
    assert!(message(&r, "M001", 5).ends_with("here `1000.50`"), "{r:?}");
    let r = check(ROULETTE, "bet s8 rojo 12.5\nnomore\nspin 2 cw\ncollect s8 rojo 12.5\nsession close\n");
    assert!(r.findings.is_empty(), "{:?}", r.findings);
}

#[test]
fn a_thousands_separator_in_a_settlement_is_a_format_error() {
    // `pay s7 rojo 1 000` would name a bet on «rojo 1» the seat does not have, and leave its
    // rojo unpaid: one M001 (exit 2), and the money is judged as the line meant it (1000).
    let r = check(ROULETTE, "bet s7 rojo 1000\nnomore\nspin 3 cw\npay s7 rojo 1 000\nsession close\n");
    assert_eq!(r.findings.iter().map(|f| f.code).collect::<Vec<_>>(), ["M001"], "{:?}", r.findings);
    assert!(message(&r, "M001", 8).contains("the amount is `1000` written with a thousands separator"));
    assert!(r.has_input_error(), "exit 2");
    // What it meant is still judged: 1 900 is not what rojo pays on 1000.
    let r = check(ROULETTE, "bet s7 rojo 1000\nnomore\nspin 3 cw\npay s7 rojo 1 900\nsession close\n");
    assert_eq!(r.findings.iter().map(|f| f.code).collect::<Vec<_>>(), ["M001", "RL003"], "{:?}", r.findings);
    // At a baccarat table, where no bet takes numbers.
    let r = check(
        PUNTO_BANCA,
        "bet s1 banca 2000\nnomore\nhand punto croupier\ndeal punto 2c\ndeal banca 9d\ndeal punto Kh\ndeal banca Ks\n\
         result banca\npay s1 banca 1 900\nsession close\n",
    );
    assert_eq!(r.findings.iter().map(|f| f.code).collect::<Vec<_>>(), ["BC017", "M001"], "{:?}", r.findings);
    assert!(message(&r, "M001", 21).contains("the amount is `1900` written with a thousands separator"));
}

#[test]
fn a_thousands_separator_in_a_bank_or_the_header_says_so() {
    let chemin = "mesa-log 1\ntable CF-01 catalog=estado-1979/chemin-de-fer min=10\nsession open\nround 1\n";
    let r = check(chemin, "bank 1 000\nsession close\n");
    assert_eq!(
        message(&r, "M001", 5),
        "unexpected `000` after the `bank` amount `1`: the amount `1 000` is written with a thousands separator"
    );
    let r = check(
        "mesa-log 1\ntable RF-01 catalog=estado-1979/ruleta-francesa min=1.000\n",
        "session open\nsession close\n",
    );
    assert!(message(&r, "M004", 2).contains("`1.000` is written with a thousands separator"), "{:?}", r.findings);
}

#[test]
fn a_thousands_separator_in_a_limit_says_so() {
    // A `limits` line in play, and a limited bank's header limit.
    let r = check(ROULETTE, "limits min=1.000\nbet s1 rojo 1000\nnomore\nspin 3 cw\npay s1 rojo 1000\nsession close\n");
    assert!(message(&r, "M004", 5).contains("`1.000` is written with a thousands separator"), "{:?}", r.findings);
    let head = "mesa-log 1\ntable DP-01 catalog=estado-1979/dos-panos min=10 bank_max=5.000\n";
    let r = check(head, "session open\nsession close\n");
    assert!(message(&r, "M004", 2).contains("`5.000` is written with a thousands separator"), "{:?}", r.findings);
}

/// A log as written (no `ball=` added to its spins: boule's plate and the fortune wheel have no
/// rotor), and the message of the finding of `code` on line `line` (1-based, of the whole file)
/// in English and in Spanish.
fn both(text: &str, code: &str, line: u32) -> (String, String) {
    let set = CatalogSet::embedded().unwrap_or_else(|e| panic!("embedded catalogue invalid: {e:?}"));
    let r = check_bytes("probe.mesa", text.as_bytes().to_vec(), &set);
    let codes: Vec<_> = r.findings.iter().map(|f| (f.code, f.primary.loc.line)).collect();
    let f = r
        .findings
        .iter()
        .find(|f| f.code == code && f.primary.loc.line == line)
        .unwrap_or_else(|| panic!("no {code} on line {line}: {codes:?}"));
    (f.message.en(), f.message.render(Locale::human(Lang::Es)))
}

#[test]
fn pleno_at_boule_is_numero() {
    let log = "mesa-log 1\ntable BL-01 catalog=estado-1979/boule min=5\nsession open\nround 1\n\
               bet s1 pleno 7 10\nnomore\nspin 7\nsession close\n";
    let (en, es) = both(log, "RL002", 5);
    assert_eq!(en, "`pleno` is not a combination of this catalogue: did you mean `numero`?");
    assert!(es.ends_with("¿quiso decir `numero`?"), "{es}");
    // A number written where the kind goes: boule's kind, not the roulette cloth's `pleno`.
    let log = "mesa-log 1\ntable BL-01 catalog=estado-1979/boule min=5\nsession open\nround 1\n\
               bet s1 7 10\nnomore\nspin 7\nsession close\n";
    let (en, es) = both(log, "M001", 5);
    assert_eq!(en, "`7` is not a bet kind: the kind comes before its numbers: did you mean `numero 7`?");
    assert!(es.ends_with("¿quiso decir `numero 7`?"), "{es}");
}

#[test]
fn the_fortune_wheels_spots_are_bet_by_name() {
    let log = "mesa-log 1\ntable RF-01 catalog=murcia-1996/ruleta-fortuna min=1\nsession open\nround 1\n\
               bet s1 15 10\nnomore\nspin 15\nsession close\n";
    let (en, es) = both(log, "M001", 5);
    assert_eq!(en, "`15` is not a bet of this wheel: its spots are bet by name: did you mean `quince`?");
    assert_eq!(
        es,
        "`15` no es una apuesta de esta rueda: a sus posiciones se apuesta por su nombre: ¿quiso decir `quince`?"
    );
    // A figure no spot has: the names, without a guess.
    let log = log.replace("bet s1 15 10", "bet s1 3 10");
    let (en, _) = both(&log, "M001", 5);
    assert_eq!(en, "`3` is not a bet of this wheel: its spots are bet by name");
    // At a roulette table the parser's example stands.
    let log = "mesa-log 1\ntable RF-01 catalog=estado-1979/ruleta-francesa min=5\nsession open\nround 1\n\
               bet s1 15 10\nnomore\nspin 15 cw\nsession close\n";
    let (en, _) = both(log, "M001", 5);
    assert_eq!(en, "`15` is not a bet kind: the kind comes before its numbers, e.g. `pleno 17`");
}

#[test]
fn deal_dealer_is_crupier() {
    let log = "mesa-log 1\ntable BJ-01 catalog=estado-1979/black-jack min=10 max=100\nsession open\nshoe decks=6\n\
               cutcard 267\nburn ?? down\nburn ?? down\nburn ?? down\nburn ?? down\nburn ?? down\nround 1\n\
               bet p1 mano 1 50\nnomore\ndeal m1 9c\ndeal dealer Td\nsession close\n";
    let (en, es) = both(log, "BJ007", 15);
    assert!(en.ends_with(": did you mean `crupier`?"), "{en}");
    assert!(es.ends_with("¿quiso decir `crupier`?"), "{es}");
}

#[test]
fn craps_words_as_the_article_writes_them() {
    let head = "mesa-log 1\ntable CR-01 catalog=estado-1979/dados min=5 max=100\nsession open\nshooter s1\nround 1\n";
    // `_` is no word's: the parser says which word was meant.
    let (en, es) = both(&format!("{head}bet s2 dont_win 20\nnomore\nroll 4 2\nsession close\n"), "M001", 6);
    assert_eq!(en, "`dont_win` is not a bet kind: `_` is not allowed in it: did you mean `dont-win`?");
    assert!(es.ends_with("¿quiso decir `dont-win`?"), "{es}");
    // A hard way's number is written apart.
    let (en, es) = both(&format!("{head}bet s3 hard-8 5\nnomore\nroll 4 2\nsession close\n"), "CR001", 6);
    assert!(en.ends_with(": did you mean `hard 8`?"), "{en}");
    assert!(es.ends_with("¿quiso decir `hard 8`?"), "{es}");
}

#[test]
fn the_accumulated_bingo_is_the_jackpot() {
    let log = "mesa-log 1\ntable BA-01 catalog=murcia-1996/bingo-acumulativo min=1 line-pct=9.5 bingo-pct=57.5\n\
               session open\njackpot line=812.40 bingo=4060.00\nround 1\npay A-1 bingo-acumulado 10\nsession close\n";
    let (en, es) = both(log, "BG016", 6);
    assert!(en.ends_with(": did you mean `jackpot-bingo`?"), "{en}");
    assert!(es.ends_with("¿quiso decir `jackpot-bingo`?"), "{es}");
}

#[test]
fn every_format_error_comes_in_the_first_run() {
    // A header with two wrong parameters, a bad timestamp and bad lines after it: all of them at
    // once, not one per run (the header's refusal used to stop the reading).
    let r = check(
        "mesa-log 1\ntable RF-01 catalog=estado-1979/ruleta-francesa min=5€ currency=€\nsession open 2026-11-20 20:00\n",
        "round 1\nbet s1 rojo 12,50\napuesta s2 negro 10\nnomore\nspin 3 cw\nsession close\n",
    );
    let got: Vec<(&str, u32)> = r.findings.iter().map(|f| (f.code, f.primary.loc.line)).collect();
    assert_eq!(got, [("M004", 2), ("M004", 2), ("M001", 3), ("M001", 5), ("M001", 6)], "{:?}", r.findings);
    // A header naming no article still has its other parameters judged.
    let r = check("mesa-log 1\ntable RF-01 catalog=ruleta min=0\nsession open\n", "bola 3\nsession close\n");
    let got: Vec<(&str, u32)> = r.findings.iter().map(|f| (f.code, f.primary.loc.line)).collect();
    assert_eq!(got, [("M004", 2), ("M004", 2), ("M001", 4)], "{:?}", r.findings);
}

/// Póquer de círculo's words, Spanish and English, suggest its keywords (design note §A); the
/// parser does not know the table's game, so `paso`, a `fold` at sin descarte and a `check` at
/// círculo, names both with their games, and `apuesto` both `bet` and `raise`.
#[test]
fn the_circulo_words_suggest_its_keywords() {
    const SIN_DESCARTE: &str = "mesa-log 1\ntable PSD-01 catalog=valencia-2003/poquer-sin-descarte min=10 max=25 \
                                boxes=7 currency=EUR\nsession open\nround 1\n";
    for (line, hint) in [
        (
            "paso s2",
            "did you mean `check` (at póquer de círculo, «paso» bets nothing) or `fold` (at póquer sin descarte, \
             «paso» gives up the box)?",
        ),
        ("Pasar s2", "or `fold` (at póquer sin descarte, «paso» gives up the box)?"),
        ("pass s2", "did you mean `check`?"),
        ("igualo s4", "did you mean `call`?"),
        ("cubro s4 20", "did you mean `call`?"),
        ("veo s4", "did you mean `call`?"),
        ("voy m1 p1 20", "did you mean `call`?"),
        ("subo s3 40", "did you mean `raise`?"),
        ("apuesto s3 40", "did you mean `bet` or `raise`?"),
        ("me retiro", "did you mean `fold`?"),
        ("retiro s1", "did you mean `fold`?"),
        ("tiro s1", "did you mean `fold`?"),
        ("enseño s3 Kh Ks", "did you mean `show`?"),
        ("muestro s3 Kh Ks", "did you mean `show`?"),
        ("reposición s6 100", "did you mean `rebuy`?"),
        ("recompra s6 100", "did you mean `rebuy`?"),
        ("descansa s4", "did you mean `rest`?"),
        ("marca s1", "did you mean `mano`?"),
        ("botón s1", "did you mean `mano`?"),
        ("button s1", "did you mean `mano`?"),
        ("resto s1 200", "did you mean `stack`?"),
        ("pozo 3", "did you mean `cagnotte`?"),
        ("rake 3", "did you mean `cagnotte`?"),
        ("all-in s5 85", "did you mean `raise SEAT AMOUNT allin`?"),
        ("rasie s3 40", "did you mean `raise`?"),
        ("chek s2", "did you mean `check`?"),
    ] {
        let r = check(SIN_DESCARTE, &format!("{line}\n"));
        let shown = message(&r, "M001", 5);
        assert!(shown.ends_with(hint), "{line}: {shown}");
    }
    // A bet in an interval written as a `bet`: the seat and one amount.
    let r = check(SIN_DESCARTE, "bet s1 20\n");
    assert_eq!(
        message(&r, "M001", 5),
        "`bet` has no bet between the seat and the amount: a bet in a betting interval of póquer de círculo is \
         `raise SEAT AMOUNT` (its ante is `bet SEAT ante AMOUNT`)"
    );
    // A misspelt `allin` after a raise's or a call's amount.
    let r = check(SIN_DESCARTE, "raise s5 85 all-in\n");
    assert!(message(&r, "M001", 5).ends_with("is not `allin`: did you mean `allin`?"), "{}", message(&r, "M001", 5));
}

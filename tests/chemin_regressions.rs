//! Chemin de fer / dos paños review probes (`tests/probes/chemin-*.mesa`, from
//! notes/chemin-review.md): each asserts the exact findings (code and line) the probe yields
//! after its fix, plus hand-written coups the simulator cannot vouch for (review item 7).

mod common;

use common::{check, found, messages};
use veedor::check::check_bytes;

#[test]
fn item1_a_rectified_coup_is_one_finding() {
    // Punto's natural 8, the banker wrongly draws to 8: the croupier disregards the card and pays
    // punto (art. 08 «la jugada será rectificada»): BC007 only, no BC008.
    assert_eq!(found(include_str!("probes/chemin-p11b.mesa")), vec![("BC007", 17)]);
    // The croupier counts the illegal card instead: BC007 only too.
    assert_eq!(found(include_str!("probes/chemin-p11c.mesa")), vec![("BC007", 17)]);
}

#[test]
fn item2_a_bad_result_line_is_one_finding_and_the_cards_decide() {
    // `result punto1=punto1` at dos paños: the paño 2 is missing (BC030); the cards give punto
    // on both paños and both are paid: no BC032, no BC028.
    let text = include_str!("probes/chemin-p6.mesa");
    assert_eq!(found(text), vec![("BC030", 20)]);
    assert!(messages(text)[0].contains("the result must give the winner of every paño"));
    // A bare `result banca` at dos paños (BC030) says banca on both paños: the cards give punto
    // on both (BC008 each paño); the money is judged against the cards, so each collection that
    // follows the announcement is what a player lost (BC011), and there is no BC032 or BC028.
    let text = include_str!("probes/chemin-p7.mesa");
    let mut f = found(text);
    f.sort_unstable();
    assert_eq!(f, vec![("BC008", 20), ("BC008", 20), ("BC011", 21), ("BC011", 22), ("BC030", 20)]);
}

#[test]
fn item3_a_tableau_asked_for_after_the_draw_does_not_bind_it() {
    // `deal banca Ah up` (banker 7 draws, freely), then `tableau`: no BC005.
    assert_eq!(found(include_str!("probes/chemin-p2.mesa")), vec![]);
}

#[test]
fn item4_a_late_bank_is_checked_and_said_to_be_late() {
    // `bet` before `bank 5000` at min=10 (limited bank: at most 1000): BC041 for the maximum and
    // BC050 saying the bank was announced after the stakes, both on the bank line.
    let text = include_str!("probes/chemin-p9.mesa");
    let mut f = found(text);
    f.sort_unstable();
    assert_eq!(f, vec![("BC041", 10), ("BC050", 10)]);
    assert!(messages(text).iter().any(|m| m == "BC050: the bank (5000.00) is announced after the stakes"));
}

/// A chemin de fer log with one coup (`body` after `round 1`).
fn chemin(body: &str) -> String {
    format!(
        "mesa-log 1\ntable CF-01 catalog=estado-1979/chemin-de-fer min=10 currency=EUR\n\
         session open 2026-11-20T22:00\nplayers 6\nshoe decks=6\ncutcard 7\nholder s1\nround 1\n{body}session close\n"
    )
}

#[test]
fn item4_a_second_bank_figure_is_reported() {
    let text = chemin(
        "  bank 200\n  bank 300\n  bet s3 punto 100\n  nomore\n  hand punto s3\n  deal punto 4h down\n  \
         deal banca 3d down\n  deal punto 2c down\n  deal banca Ks down\n  deal banca 5s up\n  result banca\n  \
         collect s3 punto 100\n  cagnotte 5\n",
    );
    assert_eq!(found(&text), vec![("BC050", 10)]);
    // The same figure twice is a repetition.
    let text = text.replace("bank 300", "bank 200");
    assert_eq!(found(&text), vec![]);
}

#[test]
fn item11_a_players_line_of_the_wrong_shape_is_a_log_format_error() {
    let text = chemin(
        "  bank 200\n  bet s3 punto 100\n  nomore\n  hand punto s3\n  deal punto 4h down\n  \
         deal banca 3d down\n  deal punto 2c down\n  deal banca Ks down\n  deal banca 5s up\n  result banca\n  \
         collect s3 punto 100\n  cagnotte 5\n",
    )
    .replace("players 6", "players 3 3");
    assert_eq!(found(&text), vec![("M001", 4)]);
}

/// A dos paños (1979) log with one coup (`body` after `round 1`).
fn dos_panos(body: &str) -> String {
    format!(
        "mesa-log 1\ntable DP-01 catalog=estado-1979/dos-panos min=10 currency=EUR\n\
         session open 2026-11-20T22:00\nplayers 3 3\nshoe decks=6\ncutcard 10\nholder s1\nround 1\n  bank 1000\n  \
         bet s3 punto1 100\n  bet s4 punto2 80\n  nomore\n{body}session close\n"
    )
}

#[test]
fn item7_a_two_card_nine_ties_a_three_card_nine() {
    // Paño 1: 4+5, a natural 9. Paño 2: 7+7 = 4, draws a 4: 8. The banker 3+K = 3 draws a 6: 9.
    // Only the natural 8 beats a three-card 8 or 9 (art. 09 §VI); the 9 against 9 is a tie
    // (`natural_nine_beats_three_card_nine: false`); paño 2's 8 loses to 9.
    let deal = "  deal punto1 4h down\n  deal punto2 7c down\n  deal banca 3d down\n  deal punto1 5c down\n  \
                deal punto2 7d down\n  deal banca Ks down\n  deal punto2 4s up\n  deal banca 6h up\n";
    let text =
        dos_panos(&format!("{deal}  result punto1=empate punto2=banca\n  collect s4 punto2 80\n  cagnotte 1.60\n"));
    assert_eq!(found(&text), vec![]);
    let text = dos_panos(&format!(
        "{deal}  result punto1=punto1 punto2=banca\n  pay s3 punto1 100\n  collect s4 punto2 80\n  cagnotte 0\n"
    ));
    let f = found(&text);
    assert_eq!(f.first(), Some(&("BC008", 21)), "{f:?}");
}

#[test]
fn item7_a_two_card_eight_loses_to_a_two_card_nine() {
    // Paño 1: 4+4, a natural 8; paño 2: 7+7 = 4; the banker 9+K, a natural 9: nobody draws, the
    // banker wins both paños (the natural-eight rule is about three-card hands only).
    let deal = "  deal punto1 4h down\n  deal punto2 7c down\n  deal banca 9d down\n  deal punto1 4c down\n  \
                deal punto2 7d down\n  deal banca Ks down\n";
    let text = dos_panos(&format!(
        "{deal}  result punto1=banca punto2=banca\n  collect s3 punto1 100\n  collect s4 punto2 80\n  cagnotte 3.60\n"
    ));
    assert_eq!(found(&text), vec![]);
    let text = dos_panos(&format!(
        "{deal}  result punto1=punto1 punto2=banca\n  pay s3 punto1 100\n  collect s4 punto2 80\n  cagnotte 1.60\n"
    ));
    assert_eq!(found(&text).first(), Some(&("BC008", 19)));
}

#[test]
fn item6_item7_one_natural_and_the_tableau_leaves_the_banker_free_by_default() {
    // Paño 1 has a natural 8, paño 2 draws a 4 (7+7+4 = 8); the banker on 4 asks for the tableau
    // (row 4, column 4: T) and stands. `single_live_pano: free` (default): no finding.
    assert_eq!(found(include_str!("probes/chemin-p1.mesa")), vec![]);
}

#[test]
fn item8_half_an_odd_raya_stake_rounds_as_the_yaml_says() {
    // `rounding: down` on the raya share: 40.01 plays 20.00 (20.005 down); punto wins, so the
    // raya is paid 20.00; paying 20.01 is a BC045.
    let body = "  bank 200\n  bet s3 raya 40.01\n  nomore\n  hand punto s3\n  deal punto 4h down\n  deal banca 3d down\n  \
                deal punto 4c down\n  deal banca Ks down\n  result punto\n  pay s3 raya PAID\n";
    assert_eq!(found(&chemin(&body.replace("PAID", "20.00"))), vec![]);
    assert_eq!(found(&chemin(&body.replace("PAID", "20.01"))), vec![("BC045", 18)]);
}

#[test]
fn item9_a_banker_fourth_card_cites_his_single_third_card() {
    // No tableau asked for: the fourth card cites the one-third-card rule (art. 08 §VI: a hand
    // may ask for «una tercera carta»), not the tableau sentence; the result announced is one
    // the coup gives with or without the fourth card, so nothing more is reported.
    let text = include_str!("probes/chemin-p10.mesa");
    let f = check(text);
    assert_eq!(f.iter().map(|f| (f.code, f.primary.loc.line)).collect::<Vec<_>>(), vec![("BC005", 18)]);
    let cite = f[0].citation.as_ref().map(|c| format!("{c:?}")).unwrap_or_default();
    assert!(cite.contains("chemin.third-card.max-one"), "{cite}");
}

#[test]
fn item6_single_live_pano_bound_binds_the_banker() {
    // The same coup as probe p1 under `single_live_pano: bound` (a copy of the 1979 article):
    // row 4, column 4 says draw; the banker stood: BC006.
    let yaml = include_str!("../catalog/estado-1979/dos-panos.yaml");
    assert!(yaml.contains("single_live_pano: free"));
    let set = common::embedded_with(
        "chemin-item6",
        "estado-1979/dos-panos.yaml",
        &yaml.replace("single_live_pano: free", "single_live_pano: bound"),
    );
    let text = include_str!("probes/chemin-p1.mesa");
    let f = check_bytes("probe.mesa", text.as_bytes().to_vec(), &set).findings;
    let got: Vec<(&str, u32)> = f.iter().map(|f| (f.code, f.primary.loc.line)).collect();
    assert_eq!(got, vec![("BC006", 21)]);
    assert!(f[0].message.en().contains("a bank of 4 against a third card of 4 draws"), "{}", f[0].message);
}

#[test]
fn item10_a_note_naming_a_missing_parameter_is_a_lint_error() {
    let yaml = include_str!("../catalog/estado-1979/chemin-de-fer.yaml");
    assert!(veedor::catalog::Catalog::from_yaml("cf.yaml", yaml, None).is_ok());
    let bad = yaml.replace("`play.baccarat.cards.decks: 6`", "`play.baccarat.shoe.decks: 6`");
    let errors = match veedor::catalog::Catalog::from_yaml("cf.yaml", &bad, None) {
        Ok(_) => panic!("a note naming `play.baccarat.shoe.decks` passes lint"),
        Err(e) => e,
    };
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].message.en().contains("names `play.baccarat.shoe.decks`, which is not a key of this file"));
}

#[test]
fn a_catalogues_tie_word_is_the_word_chemin_reads() {
    // The 1979 chemin de fer article with `tie_word: tablas` (a catalogue may name its tie).
    let yaml = include_str!("../catalog/estado-1979/chemin-de-fer.yaml");
    let line = "    deal_order: [punto, banca, punto, banca]\n";
    assert!(yaml.contains(line));
    let set = common::embedded_with(
        "chemin-tie-word",
        "estado-1979/chemin-de-fer.yaml",
        &yaml.replace(line, &format!("{line}    tie_word: tablas\n")),
    );
    let Some(cat) = set.get("estado-1979/chemin-de-fer") else { panic!("the catalogue is loaded") };
    let tie_word = match &cat.file.play {
        veedor::catalog::model::Play::Baccarat(b) => b.tie_word.as_str(),
        _ => panic!("chemin de fer is a baccarat game"),
    };
    assert_eq!(tie_word, "tablas");

    // A simulated session writes ties as `tablas`, and reads clean.
    let mut log = Vec::new();
    let opts = veedor::sim::SimOptions { rounds: 300, seed: 7, inject: None, bias: Vec::new() };
    if let Err(e) = veedor::sim::simulate(cat, &opts, &mut log) {
        panic!("simulate: {e}");
    }
    let text = String::from_utf8_lossy(&log).into_owned();
    assert!(text.contains("|tablas") || text.contains("result tablas"), "no tie in 300 coups");
    assert!(!text.contains("empate"), "the simulator wrote the default word");
    let f = check_bytes("tablas.mesa", log.clone(), &set).findings;
    assert!(f.is_empty(), "{:?}", f.iter().map(|f| (f.code, f.primary.loc.line, &f.message)).collect::<Vec<_>>());

    // The default word is not this catalogue's: the first tie written `empate` is a finding.
    let wrong = text.replacen("tablas", "empate", 1);
    let f = check_bytes("empate.mesa", wrong.into_bytes(), &set).findings;
    assert!(!f.is_empty(), "a tie written `empate` passed under `tie_word: tablas`");
}

#[test]
fn dos_panos_authorised_limits_bound_each_bank_constituted_once() {
    // Three bankers in turn (`holder`): 1900 within the limits, 400 below `bank_min=500`, 2600
    // over `bank_max=2000`: each new banker's bank is checked.
    assert_eq!(found(include_str!("probes/dospanos-limits-a.mesa")), vec![("BC041", 32), ("BC041", 54)]);
    // The bank «saltó» (lost all 600); the same banker's new deposit of 400 is a bank constituted
    // anew, below the minimum (BC041), and less than his initial deposit (BC046).
    assert_eq!(found(include_str!("probes/dospanos-limits-c.mesa")), vec![("BC041", 25), ("BC046", 25)]);
    // A partial loss leaves 100; the banker adds money up to 300: no new bank, not checked.
    assert_eq!(found(include_str!("probes/dospanos-limits-e.mesa")), vec![]);
    // A coup announced at 2600 but never played, then announced again: one finding.
    assert_eq!(found(include_str!("probes/dospanos-limits-g.mesa")), vec![("BC041", 10)]);
}

#[test]
fn dos_panos_authorised_limits_add_no_finding_after_an_earlier_error() {
    // The bank grows past `bank_max=2000` with winnings; a stake is collected short (BC009), and
    // the bank the rules give is announced next: BC009 only, no BC041.
    assert_eq!(found(include_str!("probes/dospanos-limits-d.mesa")), vec![("BC009", 45)]);
    // The same with a cagnotte taken too large (BC040): BC040 only.
    assert_eq!(found(include_str!("probes/dospanos-limits-d2.mesa")), vec![("BC040", 28)]);
}

#[test]
fn a_card_dealt_to_an_unknown_hand_is_one_finding() {
    // The banker's third card written to `bank`: BC030 (did you mean `banca`). Without that card
    // the banker's 3 would lose to the punto's 6; which hand it was meant for is not known, so the
    // coup's cards are judged no further and the money follows the announcement.
    let text = chemin(
        "  bank 200\n  bet s3 punto 100\n  nomore\n  hand punto s3\n  deal punto 4h down\n  \
         deal banca 3d down\n  deal punto 2c down\n  deal banca Ks down\n  deal bank 5s up\n  result banca\n  \
         collect s3 punto 100\n  cagnotte 5\n",
    );
    assert_eq!(found(&text), vec![("BC030", 17)]);
    // The punto's first card to `player`: no short hand at the result (BC028).
    let text = text.replace("deal punto 4h down", "deal player 4h down").replace("deal bank 5s", "deal banca 5s");
    assert_eq!(found(&text), vec![("BC030", 13)]);
}

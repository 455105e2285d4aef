//! Punto y banca review probes (`tests/probes/pyb-*.mesa`): each asserts the exact findings
//! (code and line) the probe yields after its fix.

mod common;

use common::{check, found, messages};
use veedor::catalog::CatalogSet;
use veedor::check::check_bytes;

#[test]
fn p14_running_out_of_cards_is_one_finding_per_shoe() {
    // 160 coups in one shoe: the stop card comes out and a later coup is dealt (BC022), then the
    // 312 cards run out: one BC001, the later cards of the shoe are not judged again.
    let text = include_str!("probes/pyb-p14.mesa");
    assert_eq!(found(text), vec![("BC022", 770), ("BC001", 785)]);
    assert!(messages(text)[1].contains("whose 312 cards are all out (later cards of this shoe are not judged)"));
}

#[test]
fn p4_the_late_coup_is_the_one_started_after_the_stop_card() {
    // `cutcard out` comes inside round 1 (after its `round` line): round 1 completes; round 2 is
    // the late one.
    assert_eq!(found(include_str!("probes/pyb-p4.mesa")), vec![("BC022", 23)]);
}

#[test]
fn p9_the_coup_during_which_the_stop_card_shows_completes() {
    // One deck, seven cards below the stop card: it comes out with card 46, drawn in coup 11.
    assert_eq!(found(include_str!("probes/pyb-p9.mesa")), vec![("BC023", 4)]);
}

#[test]
fn p12_one_illegal_punto_draw_is_one_finding() {
    // Punto 6 draws (BC003); banca 5 is judged as if punto stood (row 5, column P: draw), so
    // its third card is legal; the cards dealt give punto 8–4 against the announced banca: said in
    // the BC003 message, no BC008.
    let text = include_str!("probes/pyb-p12.mesa");
    assert_eq!(found(text), vec![("BC003", 19)]);
    assert!(messages(text)[0].ends_with("the cards dealt give punto 8–4, banca was announced and settled"));
}

#[test]
fn p2_an_illegal_draw_says_who_should_have_won() {
    // Punto's natural 8 against banca 2, banca draws a 7: punto should have won; the payments
    // follow the announced banca without further findings.
    let text = include_str!("probes/pyb-p2.mesa");
    assert_eq!(found(text), vec![("BC007", 20)]);
    assert!(messages(text)[0].ends_with("punto should have won 8–2, settlements followed banca"));
}

#[test]
fn p1_the_bank_draw_names_punto_s_third_card() {
    let f = check(include_str!("probes/pyb-p1.mesa"));
    assert_eq!(f.iter().map(|f| f.code).collect::<Vec<_>>(), vec!["BC005"]);
    assert!(f[0].secondary.iter().any(|l| l.text == "punto's third card 8 decides the column"));
}

#[test]
fn p7_a_misspelt_result_is_one_finding_and_the_cards_decide() {
    // `result banka`: BC030, then the cards (banca's natural 8) give banca and the settlements
    // are judged against it. `result punto=banca`: BC030 saying a bare winner is expected.
    let text = include_str!("probes/pyb-p7.mesa");
    assert_eq!(found(text), vec![("BC030", 20), ("BC030", 31)]);
    assert!(messages(text)[1].contains("punto y banca takes a bare winner"));
}

#[test]
fn p8_an_early_settlement_is_judged_when_the_result_comes() {
    // `collect s3 punto` before `result punto` is wrong (BC011); `collect s2 banca` was right
    // but early (BC032). The holder leaving after a bank loss frees the shoe; the croupier's
    // shoe is free to go to a player.
    assert_eq!(found(include_str!("probes/pyb-p8.mesa")), vec![("BC011", 20), ("BC032", 21)]);
}

#[test]
fn p11_a_refusal_by_another_seat_does_not_free_the_shoe() {
    assert_eq!(found(include_str!("probes/pyb-p11.mesa")), vec![("BC024", 22)]);
}

/// A punto y banca log with the given header parameters and body.
fn pyb(params: &str, body: &str) -> Vec<&'static str> {
    let text = format!("mesa-log 1\ntable T1 catalog=estado-1979/punto-y-banca {params}\nsession open\n{body}");
    check(&text).iter().map(|f| f.code).collect()
}

const COUP: &str = "nomore\ndeal punto 9c\ndeal banca 2d\ndeal punto Kh\ndeal banca 3s\nresult punto\n";

#[test]
fn cutcard_out_is_a_table_level_event() {
    let body = format!("cutcard out\nround 1\nbet s1 punto 10\n{COUP}pay s1 punto 10\nsession close\n");
    assert_eq!(pyb("min=10", &body), vec!["BC022"]);
}

#[test]
fn without_max_the_table_maximum_is_50_times_the_minimum() {
    let body = format!("round 1\nbet s1 punto 510\n{COUP}pay s1 punto 510\nsession close\n");
    assert_eq!(pyb("min=10", &body), vec!["BC017"]);
    assert_eq!(pyb("min=10 max=100", &body), Vec::<&str>::new());
}

#[test]
fn punto_s_rule_is_checked_when_the_bank_s_cards_were_not_seen() {
    let body = "round 1\nbet s1 punto 10\nnomore\ndeal punto 7c\ndeal banca ??\ndeal punto Kh\ndeal banca ??\n\
                deal punto 2c\nresult punto\npay s1 punto 10\nsession close\n";
    assert_eq!(pyb("min=10", body), vec!["BC003"]);
}

#[test]
fn p13_the_commission_finding_shows_the_raw_deduction_and_the_rounding() {
    let text = include_str!("probes/pyb-p13.mesa");
    assert_eq!(found(text), vec![("BC010", 22), ("BC010", 23), ("BC011", 24)]);
    assert!(messages(text)[0].ends_with(
        "wins 10.10 at 1 to 1 less 5 % commission: 5 % of 10.10 = 0.505, rounded down to 0.50 per \
         commission.rounding → 9.60"
    ));
}

#[test]
fn p10_a_malformed_burn_line_is_one_finding() {
    // `burn 10h up` is M001; the burn count is then not judged (no BC020). What the engine
    // finds after the unreadable lines, up to the end of the round after theirs, is set aside
    // (the first card up, the result, the payment, and round 2's stake over the maximum); the
    // shoe's findings before them stand.
    let f = found(include_str!("probes/pyb-p10.mesa"));
    assert!(!f.iter().any(|(c, _)| *c == "BC020"), "{f:?}");
    assert_eq!(
        f,
        vec![
            ("BC023", 4),
            ("BC021", 5),
            ("M001", 6),
            ("M001", 7),
            ("M001", 8),
            ("M001", 13),
            ("M001", 14),
            ("M001", 15),
        ]
    );
}

#[test]
fn refusals_before_a_coup_s_first_card_count_only_for_shoe_or_punto() {
    let set = match CatalogSet::embedded() {
        Ok(s) => s,
        Err(e) => panic!("embedded catalogue invalid: {e:?}"),
    };
    let coup = "nomore\ndeal punto 9c\ndeal banca 2d\ndeal punto Kh\ndeal banca 3s\nresult punto\n";
    // s2 refuses twice between coups (the shoe), then bets: BC026.
    let between = format!(
        "round 1\nbet s1 punto 10\n{coup}pay s1 punto 10\nrefuse s2\nround 2\nbet s1 punto 10\n{coup}pay s1 punto \
         10\nrefuse s2\nround 3\nbet s2 punto 10\n{coup}pay s2 punto 10\nsession close\n"
    );
    // s2 refuses twice inside coups before the cards (punto's hand): not counted by default.
    let inside = between
        .replace("refuse s2\nround 2\n", "round 2\nrefuse s2\n")
        .replace("refuse s2\nround 3\nbet s2 punto 10\n", "round 3\nrefuse s2\nbet s2 punto 10\n");
    let run = |body: &str| -> Vec<&'static str> {
        let text = format!("mesa-log 1\ntable T1 catalog=valencia-2003/punto-y-banca min=10\nsession open\n{body}");
        check_bytes("r.mesa", text.into_bytes(), &set)
            .findings
            .iter()
            .map(|f| f.code)
            .filter(|&c| c != "BC055")
            .collect()
    };
    assert_eq!(run(&between), vec!["BC026"]);
    assert_eq!(run(&inside), Vec::<&str>::new());
}

#[test]
fn a_coup_without_result_is_judged_and_its_settlements_are_part_of_bc028() {
    // Punto 7 draws (BC003) and no result is announced (BC028); the payment made without a
    // result is not a second finding (no BC032).
    let body = "round 1\nbet s1 punto 10\nnomore\ndeal punto 7c\ndeal banca 2d\ndeal punto Kh\ndeal banca 3s\n\
                deal punto 2c\npay s1 punto 10\nround 2\nbet s1 punto 10\n{COUP}pay s1 punto 10\nsession close\n"
        .replace("{COUP}", COUP);
    let f = check(&format!("mesa-log 1\ntable T1 catalog=estado-1979/punto-y-banca min=10\nsession open\n{body}"));
    assert_eq!(f.iter().map(|f| (f.code, f.primary.loc.line)).collect::<Vec<_>>(), vec![("BC003", 11), ("BC028", 13)]);
}

#[test]
fn a_wrong_winner_is_judged_by_the_points_and_an_unseen_card_leaves_the_announcement() {
    // Punto 9 against banca 5, banca announced, punto's stake collected: BC008 for the
    // announcement and BC011 for the money that follows it instead of the cards.
    let text = include_str!("../fixtures/estado-1979/punto-y-banca/BC008-wrong-winner-settled-as-announced.mesa");
    assert_eq!(found(text), vec![("BC008", 45), ("BC011", 46)]);
    // The same coup with punto's first card not seen (`??`): the cards give no winner, so the
    // announcement is all there is and the money that follows it stands.
    let unseen = text.replacen("deal punto 9c\n", "deal punto ??\n", 1);
    assert_ne!(unseen, text);
    assert_eq!(found(&unseen), vec![]);
    // Money that follows the cards after the wrong announcement: the announcement alone.
    let paid = text.replacen("collect s2 punto 30.00", "pay s2 punto 30.00", 1);
    assert_eq!(found(&paid), vec![("BC008", 45)]);
}

#[test]
fn a_card_dealt_to_an_unknown_hand_is_one_finding() {
    // `deal player 9c`: BC030 (did you mean `punto`). Which hand the card was meant for is not
    // known, so, as after a card out of the deal order, the coup's cards are judged no further:
    // no BC002 for the next card, no short hand, and the money follows the announcement.
    let body = "round 1\nbet s1 banca 10\nnomore\ndeal player 9c\ndeal banca 2d\ndeal punto Kh\ndeal banca 3s\n\
                result punto\ncollect s1 banca 10\nsession close\n";
    assert_eq!(pyb("min=10", body), vec!["BC030"]);
    // Banca's second card to `bank`: without it banca would have 2 against punto 9.
    let body = "round 1\nbet s1 banca 10\nnomore\ndeal punto 2c\ndeal banca 4d\ndeal punto Kh\ndeal bank 5s\n\
                result banca\npay s1 banca 9.50\nsession close\n";
    assert_eq!(pyb("min=10", body), vec!["BC030"]);
}

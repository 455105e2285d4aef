//! Black Jack's readings of the text that the embedded articles leave at their defaults, each
//! switched in a copy of an article: what a dealer Black-Jack takes from a doubled hand, a hit on
//! a soft 21, what «seis pares» counts, a maximum per box, and a dealer who hits a soft 17. The
//! defaults themselves are covered by the fixtures (`fixtures/*/black-jack/`).

mod common;

use common::bin::Veedor;
use common::switched;
use veedor::catalog::CatalogSet;
use veedor::check::check_bytes;

/// The embedded catalogue, with `file`'s article (under `jurisdiction/`) replaced by `yaml`.
fn embedded_with(test: &str, jurisdiction: &str, yaml: &str) -> CatalogSet {
    common::embedded_with(&format!("bj-{test}"), &format!("{jurisdiction}/black-jack.yaml"), yaml)
}

const V2003: &str = include_str!("../catalog/valencia-2003/black-jack.yaml");
const E1979: &str = include_str!("../catalog/estado-1979/black-jack.yaml");

/// The codes and lines of what veedor finds in `rounds` at a table of `catalog`.
fn found(set: &CatalogSet, catalog: &str, rounds: &str) -> Vec<(String, u32)> {
    let log = format!(
        "mesa-log 1\ntable BJ-01 catalog={catalog} min=10 currency=EUR\nsession open\nshoe decks=6\ncutcard 78\n\
         burn ?? down\nburn ?? down\nburn ?? down\nburn ?? down\nburn ?? down\n{rounds}session close\n"
    );
    let report = check_bytes("probe.mesa", log.into_bytes(), set);
    report.findings.iter().map(|f| (f.code.to_owned(), f.primary.loc.line)).collect()
}

/// A doubled 20 against a dealer Black-Jack (lines 11–21), settled as `settle`.
fn doubled_against_blackjack(settle: &str) -> String {
    format!(
        "round 1\nbet p1 mano 1 20\nnomore\ndeal m1 6c\ndeal crupier Ah\ndeal m1 4s\ndouble m1 p1 20\ndeal m1 Td\n\
         deal crupier Kd\n{settle}"
    )
}

#[test]
fn a_dealer_blackjack_takes_every_stake_or_only_the_original() {
    let all = CatalogSet::embedded().expect("embedded");
    let original = embedded_with(
        "original",
        "valencia-2003",
        &switched(V2003, "dealer_blackjack_takes: all-stakes", "dealer_blackjack_takes: original-stakes-only"),
    );
    let id = "valencia-2003/black-jack";
    // The text as written: the doubled stake is collected whole.
    assert_eq!(found(&all, id, &doubled_against_blackjack("collect p1 mano 1 40\n")), vec![]);
    // Only the original stake: 20 collected, the double's 20 returned.
    let split = "collect p1 mano 1 20\nreturn p1 mano 1 20\n";
    assert_eq!(found(&original, id, &doubled_against_blackjack(split)), vec![]);
    // Each reading reports the other's settlement, once (one fault, one finding): collecting
    // 20 of 40 is a wrong amount, and the return that follows it a label on that finding, not
    // a second settlement (BJ027)…
    assert_eq!(labelled(&all, id, &doubled_against_blackjack(split)), vec![("BJ023".into(), 20, vec![21])]);
    // … and collecting 40 where 20 is due is a wrong amount, the 20 never returned its
    // consequence, not BJ025 too.
    assert_eq!(
        labelled(&original, id, &doubled_against_blackjack("collect p1 mano 1 40\n")),
        vec![("BJ023".into(), 20, vec![])]
    );
    // A split hand under `original-stakes-only`: the split's stake is returned whole; the
    // croupier collecting it is one finding, and a return after it a label.
    let split_hands = "round 1\nbet p1 mano 1 20\nnomore\ndeal m1 8c\ndeal crupier Ah\ndeal m1 8s\nsplit m1 p1 20\n\
                       deal m1-1 Tc\nstand m1-1\ndeal m1-2 Td\nstand m1-2\ndeal crupier Kd\n";
    let collected = format!("{split_hands}collect p1 mano 1-2 20\nreturn p1 mano 1-2 20\ncollect p1 mano 1-1 20\n");
    assert_eq!(labelled(&original, id, &collected), vec![("BJ024".into(), 23, vec![24])]);
    let returned = format!("{split_hands}return p1 mano 1-2 20\ncollect p1 mano 1-1 20\n");
    assert_eq!(labelled(&original, id, &returned), vec![]);
}

/// [`found`], with the lines of each finding's secondary labels.
fn labelled(set: &CatalogSet, catalog: &str, rounds: &str) -> Vec<(String, u32, Vec<u32>)> {
    let log = format!(
        "mesa-log 1\ntable BJ-01 catalog={catalog} min=10 currency=EUR\nsession open\nshoe decks=6\ncutcard 78\n\
         burn ?? down\nburn ?? down\nburn ?? down\nburn ?? down\nburn ?? down\n{rounds}session close\n"
    );
    let report = check_bytes("probe.mesa", log.into_bytes(), set);
    report
        .findings
        .iter()
        .map(|f| (f.code.to_owned(), f.primary.loc.line, f.secondary.iter().map(|l| l.loc.line).collect()))
        .collect()
}

#[test]
fn a_soft_21_may_ask_for_a_card_where_the_article_says_so() {
    let rounds = "round 1\nbet p1 mano 1 20\nnomore\ndeal m1 Ac\ndeal crupier 9h\ndeal m1 5s\nhit m1\ndeal m1 5d\n\
                  hit m1\ndeal m1 4c\ndeal crupier 9d\npay p1 mano 1 20\n";
    // A+5+5 is a soft 21: by default no card (BJ009 on the `hit`, line 19); the 4c it was given
    // is not part of the hand (a label of BJ009), so the hand is the law's 21, which beats 18:
    // the payment is right and nothing else is reported (one fault, one finding).
    let all = CatalogSet::embedded().expect("embedded");
    let codes: Vec<String> = found(&all, "estado-1979/black-jack", rounds).into_iter().map(|f| f.0).collect();
    assert_eq!(codes, ["BJ009"]);
    let soft =
        embedded_with("soft21", "estado-1979", &switched(E1979, "hit_on_soft_21: false", "hit_on_soft_21: true"));
    let codes: Vec<String> = found(&soft, "estado-1979/black-jack", rounds).into_iter().map(|f| f.0).collect();
    assert_eq!(codes, ["BJ024"]);
    // A croupier who reads the text the other way deals the card and settles with it (15
    // against 18: collected): the collection follows the card left out, a label on BJ009,
    // not BJ024 too.
    let other_reading = rounds.replace("pay p1 mano 1 20", "collect p1 mano 1 20");
    assert_eq!(labelled(&all, "estado-1979/black-jack", &other_reading), vec![("BJ009".into(), 19, vec![20, 22])]);
}

/// Box 1 split `splits` times (eights), each hand then given a king; the dealer busts.
fn split_times(splits: u16) -> String {
    let mut s = String::from("round 1\nbet p1 mano 1 20\nnomore\ndeal m1 8c\ndeal crupier 5h\ndeal m1 8s\n");
    let mut hand = "m1".to_owned();
    for k in 0..splits {
        s.push_str(&format!("split {hand} p1 20\n"));
        hand = "m1-1".to_owned();
        if k + 1 < splits {
            let suit = ["c", "d", "h", "s"][usize::from(k % 4)];
            s.push_str(&format!("deal m1-1 8{suit}\n"));
        }
    }
    s.push_str("deal m1-1 Tc\n");
    let hands = u32::from(splits) + 1;
    // Play order: m1-1, then the newest hand first (each re-split hand comes right after m1-1).
    for n in (2..=hands).rev() {
        let suit = ["c", "d", "h", "s"][(n % 4) as usize];
        s.push_str(&format!("deal m1-{n} K{suit}\n"));
    }
    s.push_str("deal crupier Tc\ndeal crupier Th\n");
    for n in 2..=hands {
        s.push_str(&format!("pay p1 mano 1-{n} 20\n"));
    }
    s.push_str("pay p1 mano 1-1 20\n");
    s
}

#[test]
fn six_pairs_count_splits_or_hands() {
    let all = CatalogSet::embedded().expect("embedded");
    let id = "valencia-2003/black-jack";
    // Six splits (seven hands): allowed by default; a seventh split is not.
    assert_eq!(found(&all, id, &split_times(6)), vec![]);
    let codes: Vec<String> = found(&all, id, &split_times(7)).into_iter().map(|f| f.0).collect();
    assert_eq!(codes, ["BJ018"]);
    // Six hands in all: the sixth split (seventh hand) is one too many.
    let hands = embedded_with("hands", "valencia-2003", &switched(V2003, "pairs_count: splits", "pairs_count: hands"));
    assert_eq!(found(&hands, id, &split_times(5)), vec![]);
    let codes: Vec<String> = found(&hands, id, &split_times(6)).into_iter().map(|f| f.0).collect();
    assert_eq!(codes, ["BJ018"]);
    // 1979 sets no limit.
    assert_eq!(found(&all, "estado-1979/black-jack", &split_times(9)), vec![]);
}

#[test]
fn the_maximum_binds_each_bet_or_the_box() {
    // Two bettors of 600 on box 1 at a table of maximum 1000 (min 10, max=100 by default).
    let rounds = "round 1\nbet p1 mano 1 600\nbet p2 mano 1 600\nnomore\ndeal m1 Tc\ndeal crupier 9h\ndeal m1 9s\n\
                  deal crupier 9d\npay p1 mano 1 600\npay p2 mano 1 600\n";
    let all = CatalogSet::embedded().expect("embedded");
    assert_eq!(found(&all, "valencia-2003/black-jack", rounds), vec![]);
    let per_box = embedded_with(
        "perbox",
        "valencia-2003",
        &switched(V2003, "maximum_applies: per-bet", "maximum_applies: per-box"),
    );
    assert_eq!(found(&per_box, "valencia-2003/black-jack", rounds), vec![("BJ032".into(), 13)]);
}

#[test]
fn a_dealer_who_hits_a_soft_17() {
    // A+6: the catalogues' dealer stands; an article whose dealer hits a soft 17 draws.
    let rounds = "round 1\nbet p1 mano 1 20\nnomore\ndeal m1 Tc\ndeal crupier Ah\ndeal m1 9s\ndeal crupier 6d\n\
                  deal crupier 2s\nreturn p1 mano 1 20\n";
    let all = CatalogSet::embedded().expect("embedded");
    let codes: Vec<String> = found(&all, "estado-1979/black-jack", rounds).into_iter().map(|f| f.0).collect();
    assert_eq!(codes, ["BJ014"]);
    let h17 = embedded_with("h17", "estado-1979", &switched(E1979, "hit_soft_17: false", "hit_soft_17: true"));
    assert_eq!(found(&h17, "estado-1979/black-jack", rounds), vec![]);
}

/// The codes `body` (rounds of a `valencia-2003` table) gives.
fn v2003(body: &str) -> Vec<String> {
    let all = CatalogSet::embedded().expect("embedded");
    found(&all, "valencia-2003/black-jack", body).into_iter().map(|f| f.0).collect()
}

#[test]
fn a_stake_after_nomore_but_before_the_first_card_is_not_late() {
    // «deben realizarse … antes de distribuir las cartas» (V2003 L781): the first card closes
    // the betting, not `nomore`.
    let body = "round 1\nbet p1 mano 1 10\nnomore\nbet p2 mano 2 10\ndeal m1 Tc\ndeal m2 9c\ndeal crupier 7d\n\
                deal m1 8h\ndeal m2 9h\nstand m1\nstand m2\ndeal crupier Td\npay p2 mano 2 10\npay p1 mano 1 10\n";
    assert_eq!(v2003(body), Vec::<String>::new());
}

#[test]
fn repeated_cards_to_a_finished_hand_are_one_finding() {
    // A stood hand followed by 500 `hit`s and cards: one BJ012, the repeats labels on it.
    let mut body =
        String::from("round 1\nbet p1 mano 1 10\nnomore\ndeal m1 Tc\ndeal crupier 7d\ndeal m1 8h\nstand m1\n");
    for _ in 0..500 {
        body.push_str("hit m1\n");
    }
    body.push_str("deal crupier Td\npay p1 mano 1 10\n");
    assert_eq!(v2003(&body), ["BJ012"]);
}

#[test]
fn a_card_at_21_is_left_out_of_the_hand() {
    // The review's t24: 5+6+T = 21, a hit, a 5: BJ009 only; 21 beats 19 and is paid.
    let body = "round 1\nbet p1 mano 1 10\nnomore\ndeal m1 5c\ndeal crupier 9d\ndeal m1 6h\nhit m1\ndeal m1 Td\n\
                hit m1\ndeal m1 5s\ndeal crupier Th\npay p1 mano 1 10\n";
    assert_eq!(v2003(body), ["BJ009"]);
}

#[test]
fn a_refused_insurance_is_one_finding_with_its_settlement_a_label() {
    // `insure` after the first card that follows the deal, then its collection: BJ020 only.
    let body = "round 1\nbet p1 mano 1 10\nbet p2 mano 2 10\nnomore\ndeal m1 Tc\ndeal m2 9c\ndeal crupier Ad\n\
                deal m1 6h\ndeal m2 9h\nhit m1\ndeal m1 2c\ninsure p2 mano 2 5\nstand m1\nstand m2\n\
                deal crupier 8d\ncollect p2 seguro 2 5\ncollect p2 mano 2 10\ncollect p1 mano 1 10\n";
    assert_eq!(v2003(body), ["BJ020"]);
}

/// `veedor odds` for a Black Jack article prints the dealer's distribution and, beside it, basic
/// strategy under the article's own rules (6 decks: 0.5438 %, the infinite deck 0.6390 % in
/// 2003 and 0.6389 % in 1979, tests/bj_strategy.rs's figures), in both languages.
#[test]
fn odds_prints_basic_strategy_under_the_articles_rules() {
    let odds = |id: &str, lang: &str| Veedor::new(["--color", "never", "--lang", lang, "odds", id]).success();
    let v = odds("valencia-2003/black-jack", "en");
    assert!(v.contains("house edge of basic strategy: 0.5438"), "{v}");
    assert!(v.contains("exactly: house edge 0.6390"), "{v}");
    let e = odds("estado-1979/black-jack", "en");
    assert!(e.contains("exactly: house edge 0.6389"), "{e}");
    let es = odds("valencia-2003/black-jack", "es");
    assert!(es.contains("ventaja de la banca con la estrategia básica: 0,5438"), "{es}");
}

/// «cuya cifra máxima es siete» (S1979 §IV.a): a table of five boxes is a table of the text (the
/// log is checked, and a bet on box 6 is off the table); twelve boxes are refused (M004).
#[test]
fn fewer_boxes_than_the_maximum_make_a_table() {
    let all = CatalogSet::embedded().expect("embedded");
    let log = |boxes: u8| {
        format!(
            "mesa-log 1\ntable BJ-01 catalog=estado-1979/black-jack min=10 boxes={boxes} currency=EUR\nsession open\n\
             shoe decks=6\ncutcard 78\nburn ?? down\nburn ?? down\nburn ?? down\nburn ?? down\nburn ?? down\n\
             round 1\nbet p1 mano 6 10\nsession close\n"
        )
    };
    let codes = |boxes: u8| -> Vec<String> {
        check_bytes("probe.mesa", log(boxes).into_bytes(), &all).findings.iter().map(|f| f.code.to_owned()).collect()
    };
    assert_eq!(codes(5), ["BJ034"]);
    assert_eq!(codes(7), Vec::<String>::new());
    assert_eq!(codes(12), ["M004"]);
}

#[test]
fn a_card_to_a_late_box_is_named_as_every_hand_is() {
    // A card to box 2, whose only stake came after the first card: a consequence of that late
    // stake (BJ035), not a hand of its own. `m02` names no hand (a hand's name has no leading
    // zero), so its card is to a hand the round does not have (BJ007), as anywhere else.
    let body = |hand: &str| {
        format!(
            "round 1\nbet p1 mano 1 10\nnomore\ndeal m1 Tc\nbet p2 mano 2 10\ndeal {hand} 9c\ndeal crupier 7d\n\
             deal m1 8h\nstand m1\ndeal crupier Td\npay p1 mano 1 10\n"
        )
    };
    assert_eq!(v2003(&body("m2")), ["BJ035"]);
    assert_eq!(v2003(&body("m02")), ["BJ035", "BJ007"]);
}

#[test]
fn a_change_of_limits_is_forbidden_or_judges_the_next_rounds_as_the_article_says() {
    // The minimum raised to 20 after round 1 (line 20); round 2's stake of 10 (line 22).
    let rounds = "round 1\nbet p1 mano 1 20\nnomore\ndeal m1 Tc\ndeal crupier 9h\ndeal m1 9s\nstand m1\n\
                  deal crupier 8d\npay p1 mano 1 20\nlimits min=20\nround 2\nbet p1 mano 1 10\nnomore\n\
                  deal m1 Tc\ndeal crupier 9h\ndeal m1 8s\nstand m1\ndeal crupier Qd\ncollect p1 mano 1 10\n";
    let all = CatalogSet::embedded().expect("embedded");
    let id = "estado-1979/black-jack";
    assert_eq!(found(&all, id, rounds), vec![("BJ041".into(), 20)]);
    // The same article with the change allowed: no BJ041, and the new minimum judges round 2.
    let allowed = embedded_with(
        "limits-allowed",
        "estado-1979",
        &switched(E1979, "change_during_session: forbidden", "change_during_session: allowed"),
    );
    assert_eq!(found(&allowed, id, rounds), vec![("BJ031".into(), 22)]);
    // The limits in force repeated are no change; a key that is no limit is M004.
    let same = rounds.replace("limits min=20", "limits min=10 max=100");
    assert_eq!(found(&all, id, &same), vec![]);
    let unknown = rounds.replace("limits min=20", "limits scale=alta");
    assert_eq!(found(&all, id, &unknown), vec![("M004".into(), 20)]);
}

#[test]
fn a_fourth_card_on_a_hard_21_collected_at_once_is_one_finding() {
    // m1: 5, 6, 10 = 21 (line 18), asks again (19) and is dealt a 4 (20), collected at once (21).
    let rounds = "round 1\nbet p1 mano 1 20\nnomore\ndeal m1 5c\ndeal crupier 9h\ndeal m1 6s\nhit m1\ndeal m1 Td\n\
                  hit m1\ndeal m1 4c\ncollect p1 mano 1 20\ndeal crupier 8d\n";
    let all = CatalogSet::embedded().expect("embedded");
    for id in ["estado-1979/black-jack", "valencia-2003/black-jack"] {
        // The collection is the card's consequence, a label on BJ009, not a BJ030 of its own.
        assert_eq!(labelled(&all, id, rounds), vec![("BJ009".into(), 19, vec![20, 21])], "{id}");
    }
}

#[test]
fn a_dealer_drawing_before_the_players_have_played_is_reported_at_his_card() {
    // The dealer's second card (line 20) before m1 has played (`hit m1`, line 21).
    let rounds = "round 1\nbet p1 mano 1 20\nbet p2 mano 2 20\nnomore\ndeal m1 Tc\ndeal m2 Th\ndeal crupier 6h\n\
                  deal m1 6s\ndeal m2 8c\ndeal crupier 9d\nhit m1\ndeal m1 2d\nstand m1\nstand m2\ndeal crupier 5c\n\
                  collect p2 mano 2 20\ncollect p1 mano 1 20\n";
    let all = CatalogSet::embedded().expect("embedded");
    assert_eq!(labelled(&all, "estado-1979/black-jack", rounds), vec![("BJ006".into(), 20, vec![21])]);
    // A card to the hand rather than its decision: the same, the card the evidence.
    let card = rounds.replace("hit m1\n", "");
    assert_eq!(labelled(&all, "estado-1979/black-jack", &card), vec![("BJ006".into(), 20, vec![21])]);
}

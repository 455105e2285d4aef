//! `veedor odds` for the círculo articles (issue 32): the best hand of a deal under each
//! article's deck, ranking and selection, every figure exact. The twenty figures
//! (docs/sintetico-odds.md) are pinned through the command's output in both languages, with a
//! snapshot of each; Murcia's note corrects the usual argument for its order (a colour is not
//! rarer than a póquer on 28 cards, and 12.7 times rarer than the full it ranks below).

mod common;

use common::bin::odds;

/// The row of a category (its name as the language writes it) holds this count and fraction.
fn row(text: &str, name: &str, count: &str, fraction: &str) {
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with(name) && l.contains(count))
        .unwrap_or_else(|| panic!("no row `{name}` with {count} in:\n{text}"));
    assert!(line.split_whitespace().any(|w| w == fraction), "{name}: {fraction} not in `{line}`");
}

#[test]
fn the_twenty_figures_in_both_languages() {
    let murcia = [
        ("escalera real", "royal flush", "1,012", "1.012", "1/1170"),
        ("escalera de color", "straight flush", "2,772", "2.772", "7/2990"),
        ("póquer", "four of a kind", "14,168", "14.168", "7/585"),
        ("full", "full house", "183,120", "183.120", "1526/9867"),
        ("color", "flush", "14,448", "14.448", "602/49335"),
        ("escalera", "straight", "304,700", "304.700", "1385/5382"),
        ("trío", "three of a kind", "86,020", "86.020", "17/234"),
        ("doble pareja", "two pair", "506,520", "506.520", "1407/3289"),
        ("pareja", "pair", "71,280", "71.280", "18/299"),
        ("cartas mayores", "high cards", "0", "0", "0"),
    ];
    let valencia = [
        ("escalera real", "royal flush", "10,120", "10.120", "1/2457"),
        ("escalera de color", "straight flush", "28,768", "28.768", "3596/3108105"),
        ("póquer", "four of a kind", "255,024", "255.024", "2/195"),
        ("color", "flush", "146,416", "146.416", "18302/3108105"),
        ("full", "full house", "1,976,184", "1.976.184", "1307/16445"),
        ("escalera", "straight", "5,417,424", "5.417.424", "75242/345345"),
        ("trío", "three of a kind", "3,790,920", "3.790.920", "4513/29601"),
        ("doble pareja", "two pair", "9,731,880", "9.731.880", "9011/23023"),
        ("pareja", "pair", "3,492,144", "3.492.144", "48502/345345"),
        ("cartas mayores", "high cards", "15,960", "15.960", "19/29601"),
    ];
    for (id, figures, total) in [
        ("murcia-1996/poquer-sintetico", &murcia, ("1,184,040", "1.184.040")),
        ("valencia-2003/poquer-sintetico", &valencia, ("24,864,840", "24.864.840")),
    ] {
        let en = odds(id, "C");
        let es = odds(id, "es_ES.UTF-8");
        for (es_name, en_name, en_count, es_count, fraction) in figures {
            row(&en, en_name, en_count, fraction);
            row(&es, es_name, es_count, fraction);
        }
        assert!(en.contains(total.0), "{en}");
        assert!(es.contains(total.1), "{es}");
        let s = common::snapshot_settings("", false);
        let name = id.replace(['/', '-'], "_");
        s.bind(|| {
            insta::assert_snapshot!(format!("circulo_odds__{name}_en"), en);
            insta::assert_snapshot!(format!("circulo_odds__{name}_es"), es);
        });
        for english in [" the ", " deals ", " cards ", " full house", " flush"] {
            assert!(!es.contains(english), "{english:?} in {es}");
        }
    }
}

/// The rows in the article's order: Valencia's colour above its full, Murcia's below; and
/// Murcia's note with the correction.
#[test]
fn each_article_in_its_order_with_its_note() {
    let place = |text: &str, name: &str| text.lines().position(|l| l.trim_start().starts_with(name)).expect(name);
    let v = odds("valencia-2003/poquer-sintetico", "C");
    assert!(place(&v, "flush") < place(&v, "full house"), "{v}");
    let m = odds("murcia-1996/poquer-sintetico", "C");
    assert!(place(&m, "full house") < place(&m, "flush"), "{m}");
    assert!(m.contains("not rarer than the póquer (14,448 against 14,168)"), "{m}");
    assert!(m.contains("12.7 times rarer than the full"), "{m}");
    let m = odds("murcia-1996/poquer-sintetico", "es_ES.UTF-8");
    assert!(m.contains("no es más raro que el póquer (14.448 frente a 14.168)"), "{m}");
    assert!(m.contains("12,7 veces más raro que el full"), "{m}");
}

/// The general article on 52 cards: hold'em's seven cards, computed by release builds (some
/// seconds there; a debug build says so). The classic counts over C(52, 7) sets of seven.
#[test]
fn the_general_articles_seven_of_fifty_two() {
    let en = odds("valencia-2003/poquer-circulo", "C");
    if cfg!(debug_assertions) {
        assert!(en.contains("release builds only"), "{en}");
        return;
    }
    assert!(en.contains("133,784,560"), "{en}");
    for (name, count) in [
        ("royal flush", "4,324"),
        ("straight flush", "37,260"),
        ("four of a kind", "224,848"),
        ("full house", "3,473,184"),
        ("flush", "4,047,644"),
        ("straight", "6,180,020"),
        ("three of a kind", "6,461,620"),
        ("two pair", "31,433,400"),
        ("pair", "58,627,800"),
        ("high cards", "23,294,460"),
    ] {
        assert!(en.lines().any(|l| l.trim_start().starts_with(name) && l.contains(count)), "{name} {count}:\n{en}");
    }
}

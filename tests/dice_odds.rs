//! `veedor odds` for dados o craps: the exact edges computed from each article's encoding (its
//! payouts, its reading of «N veces», the 8 of its place bets) reproduce the published figures
//! (../shared/oracles.md: Win and Come 7/495, Don't Win with the 12 a push 27/1980 per bet, the
//! odds 0) and the per-bet edges of the other bets worked by hand from the ways of each total;
//! the other reading of «N veces» (N for 1), and the Valencian block's «quinze vegades» for the
//! juego de 7, show what they would make of the game.

mod common;

use common::bin::in_process;
use num_rational::Ratio;
use veedor::catalog::CatalogSet;
use veedor::catalog::dice::{DiceSpec, VecesReading};
use veedor::catalog::model::Play;
use veedor::engine::dice::odds::{ArticleOdds, Q, article_odds};

const ARTICLES: [&str; 3] = ["estado-1979/dados", "valencia-2003/dados", "murcia-1996/dados"];

fn q(n: i128, d: i128) -> Q {
    Ratio::new(n, d)
}

fn spec(id: &str) -> DiceSpec {
    let set = CatalogSet::embedded().expect("embedded catalogue");
    match &set.get(id).expect(id).file.play {
        Play::Dice(s) => s.clone(),
        other => panic!("{id}: {}", other.family()),
    }
}

fn odds(id: &str, s: &DiceSpec) -> ArticleOdds {
    article_odds(id, s).expect("the article's odds")
}

/// Each bet's per-bet edge, by the name `veedor odds` prints.
fn edge(o: &ArticleOdds, name: &str) -> Q {
    o.row(name).unwrap_or_else(|| panic!("no row `{name}`")).fate.edge_per_bet()
}

#[test]
fn the_published_figures_from_every_article() {
    for id in ARTICLES {
        let o = odds(id, &spec(id));
        for line in ["win", "come"] {
            let r = o.row(line).expect(line);
            assert_eq!(r.fate.win, q(244, 495), "{id} {line}");
            assert_eq!(r.fate.edge_per_bet(), q(7, 495), "{id} {line}");
        }
        for line in ["dont-win", "dont-come"] {
            let r = o.row(line).expect(line);
            assert_eq!((r.fate.win, r.fate.lose, r.fate.push), (q(949, 1980), q(976, 1980), q(1, 36)), "{id} {line}");
            assert_eq!(r.fate.edge_per_bet(), q(27, 1980), "{id} {line}");
            // Pushes left out.
            assert_eq!(r.fate.edge_per_decision(), q(27, 1925), "{id} {line}");
        }
        for n in ["4/10", "5/9", "6/8"] {
            assert_eq!(edge(&o, &format!("odds-win {n}")), q(0, 1), "{id} odds-win {n}");
            assert_eq!(edge(&o, &format!("odds-dont-win {n}")), q(0, 1), "{id} odds-dont-win {n}");
        }
        // With the most odds the article allows: Win 1× (the published 0.848 %), Don't Win at
        // 200/150/120 % (the odds win the line stake on every point: half the edge).
        assert_eq!(o.with_odds, Some((q(21, 2475), q(27, 3960))), "{id}");
    }
}

/// Per resolved bet, worked by hand: the field wins 16 of 36 (2 and 12 paying double), a hard 4
/// is 1 way against 8 (7 and the easy 4), a right 4 at 9 por 5 is 3 ways against 6, a wrong 4
/// at 5 por 11 is 6 against 3, and so on.
#[test]
fn per_resolved_bet_edges_of_the_other_bets() {
    for id in ARTICLES {
        let o = odds(id, &spec(id));
        for (name, want) in [
            ("field", q(1, 18)),
            ("big 6/8", q(1, 11)),
            ("under-7", q(1, 6)),
            ("over-7", q(1, 6)),
            ("hard 4/10", q(1, 9)),
            ("hard 6/8", q(1, 11)),
            ("juego-7", q(1, 6)),
            ("juego-11", q(1, 9)),
            ("any-craps", q(1, 9)),
            ("craps 2", q(5, 36)),
            ("craps 3", q(1, 9)),
            ("craps 12", q(5, 36)),
            ("horn", q(1, 6)),
            ("right 4/10", q(1, 15)),
            ("right 5/9", q(1, 25)),
            ("right 6/8", q(1, 66)),
            ("wrong 4/10", q(1, 33)),
            ("wrong 5/9", q(1, 40)),
            ("wrong 6/8", q(1, 55)),
        ] {
            assert_eq!(edge(&o, name), want, "{id} {name}");
        }
        assert_eq!(o.rows.len(), 29, "{id}: every bet of the article");
    }
}

/// «N veces» read as N for 1: each multiple bet wins one stake less. Its edges are those the
/// default reading shows in its last column, and they are twice or more the N to 1 ones (a juego
/// de 7 at 3 to 1 keeps a third of every stake): no casino's game. The simple bets, the odds
/// and the place bets are written «a la par» or «X por Y», and do not move.
#[test]
fn the_other_reading_of_n_veces() {
    let id = "estado-1979/dados";
    let base = spec(id);
    let to_one = odds(id, &base);
    let mut s = base.clone();
    s.veces = VecesReading::ForOne;
    let for_one = odds(id, &s);
    for (name, want) in [
        ("hard 4/10", q(2, 9)),
        ("hard 6/8", q(2, 11)),
        ("juego-7", q(1, 3)),
        ("juego-11", q(1, 6)),
        ("any-craps", q(2, 9)),
        ("craps 2", q(1, 6)),
        ("craps 3", q(1, 6)),
        ("craps 12", q(1, 6)),
        ("horn", q(1, 3)),
    ] {
        assert_eq!(edge(&for_one, name), want, "{name} read N for 1");
        assert_eq!(to_one.row(name).and_then(|r| r.other_reading), Some(want), "{name}: the column");
        assert_eq!(for_one.row(name).and_then(|r| r.other_reading), Some(edge(&to_one, name)), "{name}");
    }
    for name in ["win", "dont-win", "field", "big 6/8", "odds-win 6/8", "right 6/8", "wrong 4/10"] {
        assert_eq!(edge(&for_one, name), edge(&to_one, name), "{name}");
        assert_eq!(for_one.row(name).and_then(|r| r.other_reading), None, "{name}");
    }
}

/// The Valencian block pays the juego de 7 «quinze vegades»: at 15 to 1 a bet winning 6 times in
/// 36 gives the player 5/3 of every stake; the Spanish block's «cuatro veces» keeps 1/6.
#[test]
fn the_valencian_any_seven_figure() {
    let id = "valencia-2003/dados";
    let mut s = spec(id);
    let seven = s.bets.iter_mut().find(|b| b.name == "juego-7").expect("juego-7");
    assert_eq!(seven.pays[0].veces, Some(4), "the Spanish text's figure");
    seven.pays[0].veces = Some(15);
    let o = odds(id, &s);
    assert_eq!(edge(&o, "juego-7"), q(-5, 3));
}

/// A place-bet list without the 8 (the article's own words): the rows say 6, not 6/8.
#[test]
fn the_place_bets_without_the_eight() {
    let id = "estado-1979/dados";
    let mut s = spec(id);
    s.place_eight = false;
    let o = odds(id, &s);
    assert_eq!(edge(&o, "right 6"), q(1, 66));
    assert!(o.row("right 6/8").is_none());
    // The odds are on the point, which the 8 may be.
    assert!(o.row("odds-win 6/8").is_some());
}

fn veedor(args: &[&str]) -> String {
    let (code, out, err) = in_process(&[&["--color", "never"], args].concat());
    assert_eq!(code, 0, "{err}");
    out
}

/// What the user sees, in English and in Spanish (snapshots), the same for every article but
/// its id; `--decks` is refused.
#[test]
fn odds_prints_in_both_languages() {
    let en = veedor(&["--lang", "en", "odds", "estado-1979/dados"]);
    let es = veedor(&["--lang", "es", "odds", "estado-1979/dados"]);
    let s = common::snapshot_settings("", false);
    s.bind(|| {
        insta::assert_snapshot!("dice_odds__estado_1979_en", en);
        insta::assert_snapshot!("dice_odds__estado_1979_es", es);
    });
    assert!(en.contains("1.4141 %  7/495"), "{en}");
    assert!(en.contains("1.3636 %  3/220"), "{en}");
    assert!(es.contains("1,4141 %"), "{es}");
    for english in [" the ", " edge", " per ", " read "] {
        assert!(!es.contains(english), "{english:?} in {es}");
    }
    for id in ["valencia-2003/dados", "murcia-1996/dados"] {
        let other = veedor(&["--lang", "en", "odds", id]);
        assert_eq!(other.replace(id, "estado-1979/dados"), en, "{id}");
    }
    let (code, _, err) = in_process(&["odds", "estado-1979/dados", "--decks", "6"]);
    assert_ne!(code, 0);
    assert!(err.contains("dice have no decks"));
}

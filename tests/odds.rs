//! `veedor odds`: exact punto y banca odds enumerated from the catalogue's encoding must
//! reproduce the published figures (../shared/oracles.md) digit for digit; a tableau with one
//! wrong cell must not.

mod common;

use common::bin::in_process;
use veedor::catalog::CatalogSet;
use veedor::catalog::baccarat::BaccaratSpec;
use veedor::catalog::model::Play;
use veedor::engine::baccarat::BaccaratGame;
use veedor::engine::baccarat::odds::{Counts, decimal, enumerate, odds, percent};

/// Published ordered-draw counts (Wizard of Odds method): banker wins, player wins, ties.
const ORACLE_8: Counts =
    Counts { banker: 2_292_252_566_437_888, player: 2_230_518_282_592_256, tie: 475_627_426_473_216 };
const ORACLE_6: Counts = Counts { banker: 403_095_751_234_560, player: 392_220_492_728_832, tie: 83_552_962_932_288 };

fn spec(id: &str) -> BaccaratSpec {
    let set = CatalogSet::embedded().expect("embedded catalogue");
    match &set.get(id).expect(id).file.play {
        Play::Baccarat(s) => s.clone(),
        other => panic!("{id}: {}", other.family()),
    }
}

fn game(id: &str) -> BaccaratGame {
    BaccaratGame::compile(&spec(id)).expect("compiles")
}

#[test]
fn counts_match_the_published_figures_for_six_and_eight_decks() {
    for id in ["estado-1979/punto-y-banca", "valencia-2003/punto-y-banca"] {
        let g = game(id);
        let six = enumerate(&g, 6).expect("six decks");
        assert_eq!(six, ORACLE_6, "{id}");
        assert_eq!(six.total(), 878_869_206_895_680);
        let eight = enumerate(&g, 8).expect("eight decks");
        assert_eq!(eight, ORACLE_8, "{id}");
        assert_eq!(eight.total(), 4_998_398_275_503_360);
    }
}

/// Probabilities to 8 places and edges per bet with ties as pushes (the convention of the
/// oracle's 1.0579 % / 1.2351 %, not the 1.17 % / 1.36 % that exclude ties).
#[test]
fn probabilities_and_edges_match_the_published_figures() {
    let g = game("valencia-2003/punto-y-banca");
    for (decks, p, edges) in [
        (
            8,
            ["0.45859742", "0.44624661", "0.09515597"],
            [("punto", "1.2351 %"), ("banca", "1.0579 %"), ("empate", "14.3596 %")],
        ),
        (
            6,
            ["0.45865272", "0.44627857", "0.09506871"],
            [("punto", "1.2374 %"), ("banca", "1.0558 %"), ("empate", "14.4382 %")],
        ),
    ] {
        let o = odds("valencia-2003/punto-y-banca", &g, Some(decks)).expect("odds");
        let c = o.counts;
        let t = c.total();
        assert_eq!([decimal(c.banker, t, 8), decimal(c.player, t, 8), decimal(c.tie, t, 8)], p, "{decks} decks");
        let got: Vec<(&str, String)> = o.edges.iter().map(|e| (e.bet.as_str(), percent(&e.edge, 4))).collect();
        let want: Vec<(&str, String)> = edges.iter().map(|(b, e)| (*b, (*e).to_owned())).collect();
        assert_eq!(got, want, "{decks} decks");
    }
    // 1979 has no tie bet: two edges.
    let o = odds("estado-1979/punto-y-banca", &game("estado-1979/punto-y-banca"), None).expect("odds");
    assert_eq!(o.decks, 6);
    assert_eq!(o.edges.len(), 2);
}

/// Each single wrong cell of the tableau moves the counts away from the published figures.
#[test]
fn a_tableau_with_one_wrong_cell_is_flagged() {
    let base = spec("valencia-2003/punto-y-banca");
    let mut flipped = 0;
    for row in 0..8 {
        for col in 0..11 {
            let mut s = base.clone();
            let mut cells: Vec<String> = s.tableau.grid[row].split(' ').map(str::to_owned).collect();
            cells[col] = if cells[col] == "T" { "P".into() } else { "T".into() };
            s.tableau.grid[row] = cells.join(" ");
            s.tableau.printed[row] = s.tableau.grid[row].clone();
            let g = BaccaratGame::compile(&s).expect("compiles");
            let six = enumerate(&g, 6).expect("six decks");
            assert_ne!(six, ORACLE_6, "row {row}, column {col} flipped gives the published counts");
            flipped += 1;
        }
    }
    assert_eq!(flipped, 88);
}

/// The printed grid must read as the grid: a misprint not declared in `readings` is caught
/// when the article is compiled.
#[test]
fn an_undeclared_misprint_is_a_compile_error() {
    let mut s = spec("estado-1979/punto-y-banca");
    s.tableau.readings.clear();
    let errs = BaccaratGame::compile(&s).expect_err("the `I` cells no longer read as `T`");
    assert!(errs.iter().any(|e| e.path == "play.baccarat.tableau.printed[0]"), "{errs:?}");
}

#[test]
fn the_cli_prints_the_odds() {
    let (code, out, err) = in_process(&["odds", "estado-1979/punto-y-banca", "--decks", "8"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2,292,252,566,437,888  0.45859742"), "{out}");
    assert!(out.contains("banca          1.0579 %"), "{out}");
    // A roulette's odds are every bet kind's edge (tests/study.rs); chemin de fer's tableau
    // leaves the banker choices, which cannot be enumerated.
    let (code, _, err) = in_process(&["odds", "estado-1979/ruleta-francesa"]);
    assert_eq!(code, 0, "{err}");
    let (code, _, _) = in_process(&["odds", "estado-1979/chemin-de-fer"]);
    assert_eq!(code, 2);
}

/// `hand_holder` names a hand and a bet: a typo would silently disable BC025.
#[test]
fn a_misspelt_hand_holder_is_a_compile_error() {
    let mut s = spec("valencia-2003/punto-y-banca");
    if let Some(h) = s.hand_holder.as_mut() {
        h.hand = "punta".into();
        h.highest_bet = "puntos".into();
        h.nobody_bets = String::new();
    }
    let errs = BaccaratGame::compile(&s).expect_err("hand_holder names nothing");
    let paths: Vec<&str> = errs.iter().map(|e| e.path.as_str()).collect();
    for p in ["hand_holder.hand", "hand_holder.highest_bet", "hand_holder.nobody_bets"] {
        assert!(paths.iter().any(|x| x.ends_with(p)), "{p} in {paths:?}");
    }
}

/// `--lang es`: the same figures, as a Spanish reader writes them.
#[test]
fn the_cli_prints_the_odds_in_spanish() {
    let (code, out, err) = in_process(&["--lang", "es", "odds", "estado-1979/punto-y-banca", "--decks", "8"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("gana la banca       2.292.252.566.437.888  0,45859742"), "{out}");
    assert!(out.contains("banca                           1,0579 %"), "{out}");
    assert!(out.contains("8 barajas (416 cartas)"), "{out}");
}

/// The Ruleta americana con un solo cero (1979 and 2003, art. 02): a single-zero wheel, so
/// every combination's edge is 1/37 (2.7027 %); its even chances lose only half on the zero
/// (§IV, no prisión), 1/74 (1.3514 %). A payout changed in the YAML moves its edge.
#[test]
fn the_american_wheel_gives_one_in_37_and_one_in_74_on_even_chances() {
    use num_rational::Ratio;
    use veedor::catalog::model::{Shape, ZeroOption};
    use veedor::engine::roulette::RouletteGame;
    use veedor::engine::roulette::odds::edges;
    let set = CatalogSet::embedded().expect("embedded catalogue");
    for id in ["estado-1979/ruleta-americana", "valencia-2003/ruleta-americana"] {
        let Play::Roulette(spec) = &set.get(id).expect(id).file.play else { panic!("{id}: not a roulette") };
        let game = RouletteGame::compile(spec).expect("compiles");
        let all = edges(&game);
        assert_eq!(all.len(), 15, "{id}: the fifteen kinds of the order of payment");
        for k in &all {
            if k.shape == Shape::Chance {
                assert_eq!(k.by_option, vec![(ZeroOption::Half, Ratio::new(1, 74))], "{id} {}", k.name);
            } else {
                assert!(!k.by_cover.is_empty(), "{id} {}", k.name);
                for (_, e) in &k.by_cover {
                    assert_eq!(*e, Ratio::new(1, 37), "{id} {}", k.name);
                }
            }
            assert_eq!(k.edge(), Some(if k.shape == Shape::Chance { Ratio::new(1, 74) } else { Ratio::new(1, 37) }));
        }
        let mut changed = spec.clone();
        let pleno = changed.bets.iter_mut().find(|b| b.name == "pleno").expect("a pleno");
        pleno.payout = Some(veedor::money::Payout::whole(34));
        let game = RouletteGame::compile(&changed).expect("compiles");
        let pleno = edges(&game).into_iter().find(|k| k.name == "pleno").expect("a pleno");
        assert_eq!(pleno.edge(), Some(Ratio::new(2, 37)), "{id}: 34 to 1 on one number of 37");
    }
    let (code, out, err) = in_process(&["odds", "valencia-2003/ruleta-americana"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1.3514 %   1/74  half back"), "{out}");
    assert!(out.contains("2.7027 %   1/37"), "{out}");
    assert!(!out.contains("prisión"), "no prisión at an American table: {out}");
}

//! The table's statistics (src/study) through the public interface: exact roulette edges against
//! ../shared/oracles.md, the money and outcomes of a log, the «estudios» of a table across
//! sessions (a fair simulated month is not flagged, a biased wheel is), and `--summary`'s JSON.

mod common;

use std::collections::BTreeMap;

use common::bin::Veedor;
use num_rational::Ratio;
use serde_json::Value;
use veedor::catalog::CatalogSet;
use veedor::catalog::model::{Play, ZeroOption};
use veedor::check::{FileReport, check_bytes};
use veedor::engine::roulette::RouletteGame;
use veedor::engine::roulette::odds::edges;
use veedor::sim::{SimOptions, simulate};
use veedor::study::estudios::Estudios;
use veedor::study::{HouseIncome, NoEdge, Verdict};

fn set() -> CatalogSet {
    CatalogSet::embedded().expect("embedded catalogue")
}

fn roulette(set: &CatalogSet, id: &str) -> RouletteGame {
    match &set.get(id).expect(id).file.play {
        Play::Roulette(spec) => RouletteGame::compile(spec).expect("compiles"),
        _ => panic!("{id} is not a roulette"),
    }
}

/// A simulated session of `id` as table `table` (the simulator names its tables at random).
fn session(set: &CatalogSet, id: &str, table: &str, rounds: u32, seed: u64, bias: &[(u16, u32)]) -> FileReport {
    let cat = set.get(id).expect(id);
    let mut buf = Vec::new();
    let opts = SimOptions { rounds, seed, inject: None, bias: bias.to_vec() };
    simulate(cat, &opts, &mut buf).expect("simulates");
    let text = String::from_utf8(buf).expect("UTF-8");
    let text: String = text
        .lines()
        .map(|l| match l.strip_prefix("table ").and_then(|r| r.split_once(' ')) {
            Some((_, rest)) => format!("table {table} {rest}\n"),
            None => format!("{l}\n"),
        })
        .collect();
    check_bytes(&format!("{table}-{seed}.mesa"), text.into_bytes(), set)
}

/// Every bet kind of both roulette articles: 1/37 for the combinations and the series, 1/74 for
/// the even chances under half back and under prisión (freed with the initial stake, the same
/// options on a further zero) — the oracle's single-zero figures.
#[test]
fn every_roulette_bet_kind_has_the_oracles_edge() {
    let set = set();
    for id in ["estado-1979/ruleta-francesa", "valencia-2003/ruleta-francesa", "murcia-1996/ruleta-francesa"] {
        let g = roulette(&set, id);
        let all = edges(&g);
        assert!(!all.is_empty());
        for e in &all {
            if e.by_option.is_empty() {
                assert_eq!(e.edge(), Some(Ratio::new(1, 37)), "{id} {}", e.name);
                for (_, edge) in &e.by_cover {
                    assert_eq!(*edge, Ratio::new(1, 37), "{id} {}", e.name);
                }
            } else {
                let options: Vec<ZeroOption> = e.by_option.iter().map(|(o, _)| *o).collect();
                assert_eq!(options, [ZeroOption::Half, ZeroOption::Prison], "{id} {}", e.name);
                for (o, edge) in &e.by_option {
                    assert_eq!(*edge, Ratio::new(1, 74), "{id} {} {o:?}", e.name);
                }
            }
        }
        // The 2003 article's announced series are there, each at 1/37.
        if id.starts_with("valencia") {
            assert!(all.iter().any(|e| e.name == "vecinos" && e.series == Some(Ratio::new(1, 37))));
        }
    }
}

/// Boule (../shared/oracles.md): a number pays 7 to 1 on 1 of 9 and an even chance 1 to 1 on 4
/// of 9, the 5 losing every even chance: both 1/9 = 11.11 %, in every jurisdiction. The figure
/// comes from the encoding: paying a number 8 to 1 instead makes its edge 0.
#[test]
fn boule_bets_have_the_oracles_edge_and_move_with_the_yaml() {
    let set = set();
    for id in ["estado-1979/boule", "valencia-2003/boule", "murcia-1996/boule"] {
        let g = roulette(&set, id);
        let all = edges(&g);
        assert_eq!(all.len(), 7, "{id}");
        for e in &all {
            assert!(e.by_option.is_empty(), "{id} {}: no option on the 5", e.name);
            assert_eq!(e.edge(), Some(Ratio::new(1, 9)), "{id} {}", e.name);
        }
    }
    let Some(c) = set.get("estado-1979/boule") else { panic!("boule") };
    let Play::Roulette(spec) = &c.file.play else { panic!("a wheel") };
    let mut spec = spec.clone();
    let numero = spec.bets.iter_mut().find(|b| b.name == "numero").expect("numero");
    numero.payout = Some(veedor::money::Payout::whole(8));
    let g = RouletteGame::compile(&spec).expect("compiles");
    let e = edges(&g).into_iter().find(|e| e.name == "numero").expect("numero");
    assert_eq!(e.edge(), Some(Ratio::new(0, 1)));
    let out = veedor(&["odds", "estado-1979/boule"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("9 numbers, 2 pockets each"), "{text}");
    assert_eq!(text.matches("11.1111 %").count(), 7, "{text}");
    assert_eq!(text.matches("loses on the 5").count(), 6, "{text}");
}

/// The fortune wheel's spots, each on its cells of 54, from the encoding: Valencia pays 2 to 1 on
/// 15, Murcia 1 to 1; 24 ties (A-FOR-1, literal); each Joker cell its own spot at 45 to 1
/// (A-FOR-2). Every default is a house edge a casino could offer; the other Joker reading (one
/// spot winning on either cell) would give the player 70.37 %, and even money on 24 11.11 %.
#[test]
fn fortune_wheel_edges_per_spot_and_its_readings() {
    let set = set();
    let expect = |id: &str, quince: Ratio<i128>| {
        let g = roulette(&set, id);
        let by: BTreeMap<String, Ratio<i128>> =
            edges(&g).into_iter().map(|e| (e.name.clone(), e.edge().expect("an edge"))).collect();
        assert_eq!(by["veinticuatro"], Ratio::new(30, 54), "{id}");
        assert_eq!(by["quince"], quince, "{id}");
        assert_eq!(by["siete"], Ratio::new(12, 54), "{id}");
        assert_eq!(by["cuatro"], Ratio::new(10, 54), "{id}");
        assert_eq!(by["dos"], Ratio::new(12, 54), "{id}");
        assert_eq!(by["joker-1"], Ratio::new(8, 54), "{id}");
        assert_eq!(by["joker-2"], Ratio::new(8, 54), "{id}");
        assert!(by.values().all(|e| *e > Ratio::new(0, 1)), "{id}: the house has the edge on every bet");
    };
    expect("valencia-2003/ruleta-fortuna", Ratio::new(9, 54));
    expect("murcia-1996/ruleta-fortuna", Ratio::new(24, 54));

    let Some(c) = set.get("valencia-2003/ruleta-fortuna") else { panic!("fortune") };
    let Play::Roulette(spec) = &c.file.play else { panic!("a wheel") };
    // Even money on 24 (the «Big Six» reading of «empata»).
    let mut even = spec.clone();
    even.bets
        .iter_mut()
        .filter(|b| b.name == "veinticuatro")
        .for_each(|b| b.payout = Some(veedor::money::Payout::whole(1)));
    let g = RouletteGame::compile(&even).expect("compiles");
    let e = edges(&g).into_iter().find(|e| e.name == "veinticuatro").expect("24");
    assert_eq!(e.edge(), Some(Ratio::new(1, 9)));
    // One Joker spot on both Joker cells: the player's edge, a misreading.
    let mut shared = spec.clone();
    shared.symbols.retain(|s| s.name != "joker-2");
    shared.symbols.iter_mut().filter(|s| s.name == "joker-1").for_each(|s| s.pockets = 2);
    shared.numbers = 6;
    shared.bets.retain(|b| b.name != "joker-2");
    shared.payment_order = vec![shared.bets.iter().map(|b| b.name.clone()).collect()];
    let g = RouletteGame::compile(&shared).expect("compiles");
    let e = edges(&g).into_iter().find(|e| e.name == "joker-1").expect("joker");
    assert_eq!(e.edge(), Some(Ratio::new(-38, 54)), "-70.37 %: the player would have the edge");
}

fn veedor(args: &[&str]) -> std::process::Output {
    Veedor::new(args).output()
}

#[test]
fn odds_prints_every_roulette_bet_as_a_fraction_and_a_percentage() {
    let out = veedor(&["odds", "estado-1979/ruleta-francesa"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let row = |bet: &str| text.lines().filter(|l| l.starts_with(&format!("{bet} "))).collect::<Vec<_>>();
    assert!(row("pleno")[0].contains("2.7027 %") && row("pleno")[0].contains("1/37"), "{text}");
    let rojo = row("rojo");
    assert_eq!(rojo.len(), 2, "{text}");
    assert!(rojo.iter().all(|l| l.contains("1.3514 %") && l.contains("1/74")), "{text}");
    assert!(rojo[0].ends_with("half back") && rojo[1].ends_with("prisión"), "{text}");
    let out = veedor(&["odds", "estado-1979/ruleta-francesa", "--decks", "6"]);
    assert!(!out.status.success());
}

/// A hand-written session: the money as the lines record it, the edge of the mix, the counts.
#[test]
fn a_roulette_sessions_money_edge_and_outcomes() {
    let log = "mesa-log 1
table RF-03 catalog=estado-1979/ruleta-francesa min=5 panos=2 currency=EUR
session open 2026-11-20T20:00
round 1
  bet s1 pleno 17 10
  bet s2 rojo 20
  nomore
  spin 17 cw ball=ccw
  collect s2 rojo 20
  pay s1 pleno 17 350
round 2
  bet s1 docena 1 30
  nomore
  spin 0 ccw ball=cw
  collect s1 docena 1 30
session close 2026-11-21T04:00
";
    let set = set();
    let r = check_bytes("rf.mesa", log.as_bytes().to_vec(), &set);
    assert!(r.findings.is_empty(), "{:?}", r.findings);
    let s = r.study.as_deref().expect("a study");
    assert_eq!(
        (s.table.as_str(), s.catalog.as_str(), s.currency.as_str()),
        ("RF-03", "estado-1979/ruleta-francesa", "EUR")
    );
    assert_eq!(s.min.minor(), 500);
    assert_eq!((s.opened.as_deref(), s.closed.as_deref()), (Some("2026-11-20T20:00"), Some("2026-11-21T04:00")));
    assert_eq!((s.sessions, s.rounds), (1, 2));
    let m = &s.money;
    assert_eq!(m.house_income, HouseIncome::Banker);
    assert_eq!((m.staked.minor(), m.paid.minor(), m.collected.minor(), m.returned.minor()), (6000, 35000, 5000, 0));
    assert_eq!(m.house_result().minor(), -30000);
    assert_eq!(s.hold(), Some(Ratio::new(-5, 1)));
    // 40 at 1/37 and 20 at 1/74: (40/37 + 20/74) / 60 = 1/45 · … exactly 5/222.
    assert_eq!(s.edge.value(), Some(Ratio::new(40 * 2 + 20, 74 * 60)));
    assert_eq!(s.edge.value(), Some(Ratio::new(5, 222)));
    let o = &s.outcomes;
    assert_eq!(o.categories.len(), 37);
    assert_eq!((o.categories[17].observed, o.categories[0].observed, o.total), (1, 1, 2));
    assert!(o.categories.iter().all(|c| c.probability == Some(Ratio::new(1, 37))));
    assert_eq!(o.test.expect("tested").verdict, Verdict::TooFewRounds);
}

/// Punto y banca: outcomes tested against the exact odds (the oracle's 6-deck counts);
/// chemin de fer: the house's result is the cagnotte, and it has no edge.
#[test]
fn card_games_studies() {
    let set = set();
    let r = session(&set, "estado-1979/punto-y-banca", "PB-1", 400, 5, &[]);
    let s = r.study.as_deref().expect("a study");
    let labels: Vec<&str> = s.outcomes.categories.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["banca", "punto", "empate"]);
    let total = 878_869_206_895_680i128;
    let p: Vec<Ratio<i128>> = s.outcomes.categories.iter().map(|c| c.probability.expect("exact")).collect();
    assert_eq!(
        p,
        [
            Ratio::new(403_095_751_234_560, total),
            Ratio::new(392_220_492_728_832, total),
            Ratio::new(83_552_962_932_288, total)
        ]
    );
    assert_eq!(s.outcomes.total, 400);
    let edge = s.edge.value().expect("the house banks");
    // A mix of banca (1.0558 %), punto (1.2374 %) and empate (14.4382 %) stakes.
    assert!(edge > Ratio::new(10, 1000) && edge < Ratio::new(145, 1000), "{edge}");
    assert_eq!(s.money.house_income, HouseIncome::Banker);

    for id in ["estado-1979/chemin-de-fer", "valencia-2003/dos-panos"] {
        let r = session(&set, id, "CH-1", 200, 5, &[]);
        let s = r.study.as_deref().expect("a study");
        assert_eq!(s.money.house_income, HouseIncome::Cagnotte, "{id}");
        assert!(s.money.cagnotte.minor() > 0, "{id}");
        assert_eq!(s.money.house_result(), s.money.cagnotte, "{id}");
        assert_eq!(s.edge.why_not(), Some(NoEdge::HouseDoesNotBank), "{id}");
        assert!(s.outcomes.test.is_none() && s.outcomes.why_not.is_some(), "{id}");
        let per_hand = if id.ends_with("dos-panos") { 2 } else { 1 };
        assert_eq!(s.outcomes.categories.len(), 3 * per_hand, "{id}");
        assert_eq!(s.outcomes.total, 200 * per_hand as u64, "{id}");
    }
}

/// Sessions of one table add up: money and counts summed, the test computed on the sums.
#[test]
fn estudios_sum_a_tables_sessions() {
    let set = set();
    let a = session(&set, "estado-1979/ruleta-francesa", "RF-1", 60, 1, &[]);
    let b = session(&set, "estado-1979/ruleta-francesa", "RF-1", 60, 2, &[]);
    let other = session(&set, "estado-1979/ruleta-francesa", "RF-2", 60, 3, &[]);
    let e = Estudios::new(&[a.clone(), other, b.clone()]);
    assert_eq!(e.tables.len(), 2);
    let t = &e.tables[0];
    assert_eq!(t.files, ["RF-1-1.mesa", "RF-1-2.mesa"]);
    let (sa, sb) = (a.study.as_deref().expect("a"), b.study.as_deref().expect("b"));
    assert_eq!(t.study.sessions, 2);
    assert_eq!(t.study.rounds, sa.rounds + sb.rounds);
    assert_eq!(t.study.money.staked, sa.money.staked.saturating_add(sb.money.staked));
    assert_eq!(t.study.money.house_result(), sa.money.house_result().saturating_add(sb.money.house_result()));
    for (i, c) in t.study.outcomes.categories.iter().enumerate() {
        assert_eq!(c.observed, sa.outcomes.categories[i].observed + sb.outcomes.categories[i].observed);
    }
    assert_eq!(t.study.outcomes.total, 120);
    let mut weighted = Ratio::from_integer(0);
    let mut stake = 0;
    for s in [sa, sb] {
        if let veedor::study::TheoreticalEdge::Mix(m) = &s.edge {
            weighted += m.weighted;
            stake += m.stake;
        }
    }
    assert_eq!(t.study.edge.value(), Some(weighted / stake));
}

/// The same session exported twice (the same content) is summed once: the copy is named under
/// `repeated`, with the file it repeats. Sessions with the same times but other outcomes (the
/// simulator writes the same times on every session) are summed.
#[test]
fn a_session_exported_twice_is_summed_once() {
    let set = set();
    let a = session(&set, "estado-1979/ruleta-francesa", "RF-1", 60, 1, &[]);
    let b = session(&set, "estado-1979/ruleta-francesa", "RF-1", 60, 2, &[]);
    let sa = a.study.as_deref().expect("a study");
    let sb = b.study.as_deref().expect("b study");
    assert_eq!((&sa.opened, &sa.closed), (&sb.opened, &sb.closed), "the simulator writes the same times");
    let mut copy = a.clone();
    copy.name = "RF-1-copy.mesa".into();
    let e = Estudios::new(&[a.clone(), copy, b.clone()]);
    let t = &e.tables[0];
    assert_eq!(t.files, ["RF-1-1.mesa", "RF-1-2.mesa"]);
    assert_eq!(
        t.repeated,
        [veedor::study::estudios::Repeated { file: "RF-1-copy.mesa".into(), same_as: "RF-1-1.mesa".into() }]
    );
    assert_eq!((t.study.sessions, t.study.rounds), (2, sa.rounds + sb.rounds));
    // Without times, a copy is still the same content: summed once.
    let mut untimed = a.clone();
    let mut s = sa.clone();
    s.opened = None;
    untimed.study = Some(Box::new(s));
    let mut untimed_copy = untimed.clone();
    untimed_copy.name = "RF-1-copy.mesa".into();
    let e = Estudios::new(&[untimed, untimed_copy]);
    assert_eq!(e.tables[0].repeated.len(), 1);
    assert_eq!(e.tables[0].study.sessions, 1);
    // The summary says which files were left out, in the reader's language.
    let text = veedor::study::text::render(
        &Estudios::new(&[a.clone(), {
            let mut c = a.clone();
            c.name = "copia.mesa".into();
            c
        }]),
        veedor::i18n::Locale::human(veedor::i18n::Lang::Es),
    );
    assert!(text.contains("1 fichero repite el contenido de un fichero ya contado"), "{text}");
    assert!(text.contains(": copia.mesa\n"), "{text}");
}

/// A month of a fair table (30 daily sessions, 10,200 spins) is not flagged, for several
/// months; one number at double weight over 10,000 spins is.
#[test]
fn a_fair_month_passes_and_a_biased_wheel_is_flagged() {
    let set = set();
    for month in 0..3u64 {
        let mut e = Estudios::default();
        for day in 0..30 {
            let r = session(&set, "estado-1979/ruleta-francesa", "RF-7", 340, month * 100 + day, &[]);
            e.add(&r);
        }
        let s = &e.tables[0].study;
        assert_eq!((s.sessions, s.outcomes.total), (30, 10_200));
        let t = s.outcomes.test.expect("tested");
        assert_eq!(t.verdict, Verdict::NoSignOfBias, "month {month}: p = {}", t.p_value);
    }
    for seed in 0..2 {
        let r = session(&set, "valencia-2003/ruleta-francesa", "RF-8", 10_000, seed, &[(17, 2)]);
        let t = r.study.as_deref().expect("a study").outcomes.test.expect("tested");
        assert_eq!(t.verdict, Verdict::Anomalous, "seed {seed}: p = {}", t.p_value);
        assert!(t.p_value < 1e-6);
    }
}

/// `--summary` with `--format json`: the per-table statistics under `summary_table.tables`.
#[test]
fn summary_json_has_the_tables() {
    let dir = std::env::temp_dir().join(format!("veedor-study-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut files = Vec::new();
    for seed in 1..=3 {
        let path = dir.join(format!("day{seed}.mesa"));
        let out = veedor(&[
            "simulate",
            "estado-1979/ruleta-francesa",
            "--rounds",
            "50",
            "--seed",
            "7",
            "--bias",
            "17:3",
            "-o",
            path.to_str().expect("path"),
        ]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        files.push(path.display().to_string());
    }
    let mut args = vec!["check", "--summary", "--format", "json"];
    args.extend(files.iter().map(String::as_str));
    let out = veedor(&args);
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let tables = doc["summary_table"]["tables"].as_array().expect("tables");
    // The same seed: one table, the same session three times, summed once.
    assert_eq!(tables.len(), 1, "{doc:#}");
    let t = &tables[0];
    assert_eq!(t["files"].as_array().map(Vec::len), Some(1));
    assert_eq!(t["repeated"].as_array().map(Vec::len), Some(2));
    assert_eq!(t["repeated"][1]["file"], files[2].as_str());
    assert_eq!(t["repeated"][1]["same_as"], files[0].as_str());
    let s = &t["study"];
    assert_eq!(s["catalog"], "estado-1979/ruleta-francesa");
    assert_eq!(s["sessions"], 1);
    assert_eq!(s["rounds"], 50);
    let m = &s["money"];
    assert_eq!(m["house_income"], "banker");
    let (staked, paid, collected) = (m["staked"].as_i64(), m["paid"].as_i64(), m["collected"].as_i64());
    assert_eq!(m["house_result"].as_i64(), Some(collected.expect("collected") - paid.expect("paid")));
    assert!(staked.expect("staked") > 0);
    assert!(m["hold"].as_str().is_some_and(|h| h.contains('/') || h.parse::<i64>().is_ok()));
    assert!(s["edge"]["edge"].as_str().is_some() && s["edge"]["percent"].as_f64().is_some());
    let o = &s["outcomes"];
    assert_eq!(o["categories"].as_array().map(Vec::len), Some(37));
    assert_eq!(o["categories"][17]["probability"], "1/37");
    assert_eq!(o["total"], 50);
    let test = &o["test"];
    assert_eq!(test["degrees_of_freedom"], 36);
    assert!(test["p_value"].as_f64().is_some() && test["statistic"].as_f64().is_some());
    assert_eq!(test["verdict"], "too-few-rounds");
    let _ = std::fs::remove_dir_all(&dir);
}

/// In Spanish: the odds in the article's words with a decimal comma, and the «estudios» of
/// `--summary` with Spanish amounts.
#[test]
fn spanish_odds_and_estudios() {
    let out = veedor(&["--lang", "es", "odds", "estado-1979/ruleta-francesa"]);
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(text.contains("37 números, cada uno de probabilidad 1/37"), "{text}");
    let rojo: Vec<&str> = text.lines().filter(|l| l.starts_with("rojo ")).collect();
    assert!(rojo[0].contains("1,3514 %") && rojo[0].ends_with("retirar la mitad"), "{text}");
    assert!(text.contains("recupera su apuesta inicial"), "{text}");

    let dir = std::env::temp_dir().join(format!("veedor-study-es-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("m.mesa");
    let p = path.to_str().expect("path");
    let out = veedor(&["simulate", "estado-1979/ruleta-francesa", "--rounds", "400", "--seed", "3", "-o", p]);
    assert!(out.status.success());
    let out = veedor(&["--lang", "es", "check", "--summary", "--format", "concise", p]);
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(text.contains("1 fichero, 1 sesión, 400 jugadas"), "{text}");
    assert!(text.contains("resultado del establecimiento") && text.contains(" €"), "{text}");
    assert!(text.contains("chi-cuadrado") && text.contains("grados de libertad"), "{text}");
    assert!(text.contains("sin indicios de sesgo") || text.contains("jugadas insuficientes"), "{text}");
    let out = veedor(&["--lang", "en", "check", "--summary", "--format", "concise", p]);
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(text.contains("1 file, 1 session, 400 rounds") && text.contains("house result"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Black Jack: the dealer's final hands tested against the exact odds, basic strategy's edge
/// (the figure of `veedor odds`) beside the observed hold, and every word of `--summary` in the
/// reader's language (the study of the clean fixtures, snapshotted in both).
#[test]
fn black_jack_study_edge_and_words() {
    use veedor::engine::black_jack::odds::Shoe;
    use veedor::engine::black_jack::strategy::{Rules, basic_strategy};
    use veedor::study::TheoreticalEdge;

    let set = set();
    let r = session(&set, "estado-1979/black-jack", "BJ-9", 300, 4, &[]);
    let s = r.study.as_deref().expect("a study");
    let labels: Vec<&str> = s.outcomes.categories.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["17", "18", "19", "20", "21", "Black-Jack", "bust"], "the JSON's keys");
    let shown = |lang| -> Vec<String> {
        let locale = veedor::i18n::Locale::human(lang);
        s.outcomes.categories.iter().map(|c| c.shown(locale)).collect()
    };
    assert_eq!(shown(veedor::i18n::Lang::Es)[5..], ["Black-Jack", "se pasa"]);
    assert_eq!(shown(veedor::i18n::Lang::En)[5..], ["Black-Jack", "bust"]);
    assert!(s.outcomes.test.is_some(), "tested against the dealer's exact odds");
    let p: Ratio<i128> = s.outcomes.categories.iter().filter_map(|c| c.probability).sum();
    assert_eq!(p, Ratio::from_integer(1));

    let TheoreticalEdge::Strategy(edge) = &s.edge else { panic!("basic strategy's edge: {:?}", s.edge) };
    assert_eq!(edge.decks, 6);
    let odds = basic_strategy(&Rules::estado_1979(), Shoe::Decks(6)).expect("computes").edge;
    // Worked out here, when read (the study is made without it).
    let value = edge.edge().expect("an edge");
    let e = *value.numer() as f64 / *value.denom() as f64;
    assert!((e - odds).abs() < 1e-12, "{e} against veedor odds' {odds}");
    // The published six-deck figure for these rules, to its printed precision.
    assert!((0.0050..0.0060).contains(&e), "{e}");
    assert!(!s.edge.is_exact() && s.edge.why_not().is_none());

    let json = serde_json::to_value(&s.edge).expect("JSON");
    assert_eq!(json["basis"], "basic-strategy");
    assert!(json["edge"].is_null() && json["weighted_stake"].is_null() && json["why_not"].is_null());
    assert!((json["percent"].as_f64().expect("a percentage") - odds * 100.0).abs() < 1e-9);

    let mut sections = BTreeMap::new();
    for lang in ["es", "en"] {
        let out = veedor(&[
            "--lang",
            lang,
            "check",
            "--summary",
            "--format",
            "concise",
            "fixtures/estado-1979/black-jack/clean-simulated.mesa",
            "fixtures/valencia-2003/black-jack/clean-session.mesa",
        ]);
        let text = String::from_utf8(out.stdout).expect("UTF-8");
        // The tables' statistics: after the row per table and the totals, before the custody.
        // A study's heading is `mesa ID (…)`; the row table's, `mesa  artículo …`.
        let heading = |word: &str| {
            text.match_indices(&format!("\n\n{word} "))
                .map(|(i, _)| i)
                .find(|&i| !text[i + word.len() + 3..].starts_with(' '))
        };
        let from = heading("mesa").or_else(|| heading("table")).expect("a study") + 2;
        let to = text.find("\nCadena de custodia").or_else(|| text.find("\nChain of custody")).expect("the custody");
        let study = text[from..to].to_owned();
        sections.insert(lang, study);
    }
    let es = &sections["es"];
    assert!(es.contains("0,5438 % con la estrategia básica, por apuesta inicial"), "{es}");
    for english in ["bust", "basic", "stake", "edge", "hold", "rounds", "none", "outcomes"] {
        assert!(!es.contains(english), "English «{english}» in Spanish: {es}");
    }
    assert!(sections["en"].contains("0.5438 % with basic strategy, per initial stake"), "{}", sections["en"]);
    let settings = common::snapshot_settings("", true);
    settings.bind(|| {
        insta::assert_snapshot!("study__black_jack_es", es);
        insta::assert_snapshot!("study__black_jack_en", sections["en"]);
    });
}

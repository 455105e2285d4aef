//! The verdict per table and what an acta needs (issue 30, §1 and §2), through the CLI and the
//! library: the third verdict (REVIEW, «conforme con observaciones») of a table without
//! violations whose frequencies are anomalous; the chain of custody (each file's SHA-256 and
//! size, each article's, veedor's version, the command line, the acta's fields); a repeat is the
//! same content, nothing less; a change of minimum is noted; a day of 300 files over 40 tables
//! reads as one row per table, worst first, clean tables counted.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::bin::{Veedor, stdout};
use serde_json::Value;
use sha2::{Digest, Sha256};
use veedor::catalog::CatalogSet;
use veedor::check::check_path;
use veedor::sim::{Relabel, SimOptions, simulate};
use veedor::study::estudios::Estudios;

fn veedor(args: &[&str]) -> Output {
    Veedor::new(args).no_locale().dated().output()
}

/// veedor run in `dir`, as an inspector runs it on a day's folder (`veedor check day/`).
fn veedor_in(dir: &Path, args: &[&str]) -> Output {
    Veedor::new(args).dir(dir).no_locale().output()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("veedor-verdict-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

/// A simulated roulette session written to `file`, under `table` on `day` of November 2026.
fn simulated(file: &Path, table: &str, day: u32, seed: u64, rounds: u32, bias: Vec<(u16, u32)>, inject: Option<&str>) {
    let set = CatalogSet::embedded().expect("the embedded catalogue");
    let cat = set.get("estado-1979/ruleta-francesa").expect("the article");
    let opts = SimOptions { rounds, seed, inject: inject.map(str::to_owned), bias };
    let mut bytes = Vec::new();
    {
        let date = veedor::sim::parse_day(&format!("2026-11-{day:02}")).expect("a day");
        let mut out = Relabel::new(&mut bytes, Some(table.to_owned()), Some(date));
        simulate(cat, &opts, &mut out).expect("simulates");
        std::io::Write::flush(&mut out).expect("flushes");
    }
    std::fs::write(file, bytes).expect("writes the log");
}

/// A biased wheel's table is «conforme con observaciones» (REVIEW), a fair one compliant, one
/// with a violation non-compliant: in `--summary` (text and JSON) and on the HTML cover and in
/// the table's section.
#[test]
fn a_biased_wheel_is_review_a_fair_one_compliant_a_violation_non_compliant() {
    let dir = scratch("three");
    let out = veedor(&[
        "simulate",
        "estado-1979/ruleta-francesa",
        "--bias",
        "17:3",
        "--rounds",
        "3000",
        "--table",
        "RF-BIAS",
        "-o",
        path(&dir.join("biased.mesa")),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    simulated(&dir.join("fair.mesa"), "RF-FAIR", 20, 2, 3000, Vec::new(), None);
    simulated(&dir.join("bad.mesa"), "RF-BAD", 20, 3, 300, Vec::new(), Some("wrong-payout"));

    let out = veedor(&["check", "--summary", "--format", "json", path(&dir)]);
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let rows = doc["summary_table"]["verdicts"].as_array().expect("the verdicts");
    let verdicts: Vec<(&str, &str)> =
        rows.iter().map(|r| (r["table"].as_str().unwrap_or("?"), r["verdict"].as_str().unwrap_or("?"))).collect();
    // Worst first.
    assert_eq!(verdicts, [("RF-BAD", "non-compliant"), ("RF-BIAS", "review"), ("RF-FAIR", "compliant")]);
    let alert = &rows[1]["alert"];
    assert_eq!(alert["kind"], "frequencies");
    assert_eq!(alert["threshold"], 0.001);
    assert!(alert["p_value"].as_f64().is_some_and(|p| p < 1e-6), "{alert}");
    assert!(rows[0]["alert"].is_null() && rows[2]["alert"].is_null());
    assert_eq!(rows[0]["codes"], serde_json::json!([{"code": "RL003", "count": 1}]));

    // The text, in both languages.
    let out = veedor(&["--lang", "es", "check", "--summary", path(&dir)]);
    let text = stdout(&out);
    let line = |t: &str, table: &str| t.lines().find(|l| l.starts_with(table)).map(str::to_owned).unwrap_or_default();
    assert!(line(&text, "RF-BIAS").contains("Conforme con observaciones"), "{text}");
    assert!(line(&text, "RF-FAIR").contains("Conforme"), "{text}");
    assert!(line(&text, "RF-BAD").contains("No conforme") && line(&text, "RF-BAD").contains("RL003×1"), "{text}");
    assert!(text.contains("frecuencias anómalas (p inferior a 0,001)"), "{text}");
    assert!(text.contains("RF-BIAS: frecuencias de resultados anómalas"), "the alert under the rows: {text}");
    let out = veedor(&["--lang", "en", "check", "--summary", path(&dir)]);
    let text = stdout(&out);
    assert!(line(&text, "RF-BIAS").contains("Review"), "{text}");

    // A threshold low enough lets the biased wheel pass: the option is the alert's threshold.
    let out = veedor(&["check", "--summary", "--format", "json", "--alert-p", "1e-300", path(&dir)]);
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let biased = doc["summary_table"]["verdicts"]
        .as_array()
        .and_then(|rows| rows.iter().find(|r| r["table"] == "RF-BIAS").cloned())
        .expect("the biased table");
    assert_eq!(biased["verdict"], "compliant", "{biased}");
    let bad = veedor(&["check", "--alert-p", "2", path(&dir)]);
    assert_eq!(bad.status.code(), Some(2), "a probability outside (0, 1) is refused");

    // The HTML: the cover's rows and the table's section say the same.
    let out = veedor(&["--lang", "es", "check", "--format", "html", path(&dir)]);
    let html = stdout(&out);
    let row = |table: &str| {
        let at = html.find(&format!("<tr data-table=\"{table}\"")).expect("the table's row");
        html[at..at + html[at..].find("</tr>").expect("the row's end")].to_owned()
    };
    assert!(row("RF-BIAS").contains("data-verdict=\"review\"") && row("RF-BIAS").contains("badge review"));
    assert!(row("RF-BAD").contains("data-verdict=\"non-compliant\""));
    assert!(row("RF-FAIR").contains("data-verdict=\"compliant\""));
    assert!(html.contains("<p class=\"review-note\">"), "the section says why");
    assert!(html.contains("Conforme con observaciones"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The chain of custody: each file's SHA-256 and size, each article's origin and SHA-256,
/// veedor's version and the command line, the acta's fields (a line to fill when not given), in
/// the JSON, `--summary` and the HTML cover.
#[test]
fn the_chain_of_custody_says_exactly_what_was_examined() {
    let dir = scratch("custody");
    simulated(&dir.join("a.mesa"), "RF-01", 20, 1, 40, Vec::new(), None);
    simulated(&dir.join("b.mesa"), "RF-02", 21, 2, 40, Vec::new(), None);
    let digest = |p: &Path| {
        let bytes = std::fs::read(p).expect("reads");
        (format!("{:x}", Sha256::digest(&bytes)), bytes.len() as u64)
    };
    let (a_sha, a_size) = digest(&dir.join("a.mesa"));

    let out = veedor(&[
        "check",
        "--format",
        "json",
        "--summary",
        "--acta-id",
        "A-7/2026",
        "--inspector",
        "Ana Pérez",
        path(&dir),
    ]);
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(doc["files"][0]["stats"]["sha256"], a_sha.as_str());
    let c = &doc["summary_table"]["custody"];
    assert_eq!(c["veedor"], concat!("veedor ", env!("CARGO_PKG_VERSION")));
    let command = c["command"].as_str().expect("the command line");
    assert!(command.starts_with("veedor check --format json --summary --acta-id A-7/2026 --inspector 'Ana Pérez' "));
    assert_eq!(c["acta"], serde_json::json!({"acta_id": "A-7/2026", "inspector": "Ana Pérez", "establishment": null}));
    assert_eq!(c["files"][0]["sha256"], a_sha.as_str());
    assert_eq!(c["files"][0]["size"], a_size);
    assert_eq!(c["files"].as_array().map(Vec::len), Some(2));
    let article = &c["articles"][0];
    assert_eq!(article["id"], "estado-1979/ruleta-francesa");
    assert_eq!(article["origin"], "catalog/estado-1979/ruleta-francesa.yaml");
    let yaml = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("catalog/estado-1979/ruleta-francesa.yaml"))
        .expect("the article");
    assert_eq!(article["sha256"], format!("{:x}", Sha256::digest(&yaml)));

    // The text: a line per file as `sha256  bytes  name`, the acta's blanks.
    let out = veedor(&["--lang", "es", "check", "--summary", path(&dir)]);
    let text = stdout(&out);
    assert!(text.contains("Cadena de custodia"), "{text}");
    assert!(text.contains(&format!("{a_sha}  {a_size:>9}  {}", path(&dir.join("a.mesa")))), "{text}");
    assert!(text.contains("acta: ________________"), "{text}");

    // The HTML cover: the acta's fields (given, or a blank), the annex.
    let out = veedor(&["check", "--format", "html", "--establishment", "Casino <Norte>", path(&dir)]);
    let html = stdout(&out);
    assert!(html.contains("<td>Casino &lt;Norte&gt;</td>"), "escaped, printed");
    assert_eq!(html.matches("<span class=\"fill\"></span>").count(), 2, "acta id and inspector left to fill");
    assert!(html.contains("<section class=\"custody\" id=\"custody\">"));
    assert!(html.contains(&format!("<td class=\"digest\">{a_sha}</td>")));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two sessions of one table with the same times and outcomes but other money are two sessions,
/// both summed; only the same content is a repeat. A change of the table minimum between
/// sessions is noted.
#[test]
fn a_repeat_is_the_same_content_and_a_change_of_minimum_is_noted() {
    let dir = scratch("repeat");
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/estado-1979/ruleta-francesa/clean-session.mesa");
    let text = std::fs::read_to_string(&fixture).expect("the fixture");
    let other_money = text.replacen("bet s1 pleno 17 10", "bet s1 pleno 17 20", 1);
    assert_ne!(text, other_money);
    let lower_minimum = text.replacen(" min=5 ", " min=2 ", 1);
    assert_ne!(text, lower_minimum);
    for (name, body) in
        [("1.mesa", &text), ("2-copy.mesa", &text), ("3-money.mesa", &other_money), ("4-min.mesa", &lower_minimum)]
    {
        std::fs::write(dir.join(name), body).expect("writes");
    }
    let set = CatalogSet::embedded().expect("the embedded catalogue");
    let reports: Vec<_> = ["1.mesa", "2-copy.mesa", "3-money.mesa", "4-min.mesa"]
        .iter()
        .map(|n| check_path(&dir.join(n), &set))
        .collect();
    let e = Estudios::new(&reports);
    assert_eq!(e.tables.len(), 1);
    let t = &e.tables[0];
    let name = |n: &str| path(&dir.join(n)).to_owned();
    assert_eq!(t.files, [name("1.mesa"), name("3-money.mesa"), name("4-min.mesa")]);
    assert_eq!(t.repeated.len(), 1);
    assert_eq!(
        (t.repeated[0].file.as_str(), t.repeated[0].same_as.as_str()),
        (name("2-copy.mesa").as_str(), name("1.mesa").as_str())
    );
    assert_eq!(t.study.sessions, 3);
    let one = reports[0].study.as_deref().expect("a study");
    let money = reports[2].study.as_deref().expect("a study");
    assert_eq!(
        t.study.money.staked.minor(),
        2 * one.money.staked.minor() + money.money.staked.minor(),
        "the session with other money is summed"
    );
    assert_eq!(t.minimum_changes.len(), 1);
    let change = &t.minimum_changes[0];
    assert_eq!((change.file.as_str(), change.from.minor(), change.to.minor()), (name("4-min.mesa").as_str(), 500, 200));

    let out = veedor(&["--lang", "es", "check", "--summary", path(&dir)]);
    let text = stdout(&out);
    assert!(
        text.contains(&format!("el mínimo de la mesa cambia entre sesiones: {}: 5,00 € → 2,00 €", name("4-min.mesa"))),
        "{text}"
    );
    let out = veedor(&["check", "--format", "html", path(&dir)]);
    assert!(stdout(&out).contains("<p class=\"minimum-changed\">"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A day of 300 files over 40 tables, a few with faults: `--summary` gives one row per table
/// that needs a look, worst first, the clean tables counted, the codes as a short list; with
/// `--summary-all` every table; the HTML cover the same.
#[test]
fn a_day_of_300_files_over_40_tables() {
    let dir = scratch("day");
    let faults = ["wrong-payout", "unpaid-winner", "paid-loser"];
    let mut faulty: Vec<String> = Vec::new();
    for i in 0..300u32 {
        let table = format!("RF-{:02}", i % 40 + 1);
        // Tables 3, 11 and 27 get one fault each, in one of their sessions.
        let inject = match (i % 40, i / 40) {
            (2, 1) => Some(faults[0]),
            (10, 2) => Some(faults[1]),
            (26, 0) => Some(faults[2]),
            _ => None,
        };
        if inject.is_some() {
            faulty.push(table.clone());
        }
        simulated(&dir.join(format!("{table}-{i:03}.mesa")), &table, 1 + i / 40, u64::from(i), 12, Vec::new(), inject);
    }
    let out = veedor_in(&dir, &["check", "--summary", "."]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let summary = &text[text.find("\ntable ").expect("the summary") + 1..];
    let rows: Vec<&str> = summary.lines().skip(1).take_while(|l| l.starts_with("RF-")).collect();
    let tables: Vec<&str> = rows.iter().map(|l| l.split_whitespace().next().unwrap_or("")).collect();
    faulty.sort();
    assert_eq!(tables, faulty, "only the tables with findings, worst first:\n{summary}");
    assert!(rows.iter().all(|r| r.contains("Non-compliant")), "{summary}");
    assert!(rows.iter().all(|r| r.chars().count() < 160), "short rows:\n{summary}");
    assert!(summary.contains("37 compliant tables, not listed (--summary-all lists them)"), "{summary}");
    assert!(summary.contains("total: 300 files, 40 tables (non-compliant: 3;"), "{summary}");
    assert!(summary.contains("most frequent codes: "), "{summary}");
    let long: Vec<&str> = summary.lines().filter(|l| l.chars().count() >= 200).collect();
    assert!(long.is_empty(), "no line runs on: {long:?}");
    // A row per table's sessions: the 300 files are in 40 rows of 7 or 8 sessions.
    let out = veedor_in(&dir, &["check", "--summary", "--summary-all", "--format", "json", "."]);
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let rows = doc["summary_table"]["verdicts"].as_array().expect("the verdicts");
    assert_eq!(rows.len(), 40);
    let files: usize = rows.iter().map(|r| r["files"].as_array().map_or(0, Vec::len)).sum();
    assert_eq!(files, 300);
    assert!(rows.iter().all(|r| matches!(r["sessions"].as_u64(), Some(7 | 8))));
    let out = veedor_in(&dir, &["check", "--summary", "--summary-all", "."]);
    let text = stdout(&out);
    let summary = &text[text.find("\ntable ").expect("the summary") + 1..];
    assert_eq!(summary.lines().skip(1).take_while(|l| l.starts_with("RF-")).count(), 40, "{summary}");

    // The HTML cover: the three tables, the others counted.
    let out = veedor_in(&dir, &["check", "--format", "html", "."]);
    let html = stdout(&out);
    let cover = &html[..html.find("<section class=\"table-section\"").expect("the sections")];
    assert_eq!(cover.matches("<tr data-table=").count(), 3);
    assert!(cover.contains("<p class=\"clean-folded\">37 compliant tables"), "the clean tables counted");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A simulated clean session of `id` (the simulator plays each game's odds), checked.
fn clean_report(set: &CatalogSet, id: &str, rounds: u32, seed: u64) -> veedor::check::FileReport {
    let cat = set.get(id).expect("the article");
    let opts = SimOptions { rounds, seed, inject: None, bias: Vec::new() };
    let mut bytes = Vec::new();
    simulate(cat, &opts, &mut bytes).expect("simulates");
    veedor::check::check_bytes(&format!("{id}.mesa"), bytes, set)
}

/// The hold's alert (issue 30 §1: «a hold far outside its expected range for the sample
/// size»): a fair table of every game the house banks is not flagged; a table whose house
/// result is far above what its bets' edge allows over its rounds is REVIEW, and says so.
#[test]
fn a_hold_far_outside_its_range_is_review_a_fair_one_is_not() {
    use veedor::report::verdict::{Alert, Verdict};
    let set = CatalogSet::embedded().expect("the embedded catalogue");
    for id in [
        "estado-1979/ruleta-francesa",
        "estado-1979/ruleta-americana",
        "estado-1979/punto-y-banca",
        "estado-1979/treinta-y-cuarenta",
        "estado-1979/dados",
        "estado-1979/black-jack",
    ] {
        for seed in 1..=3 {
            let report = clean_report(&set, id, 1500, seed);
            assert!(report.findings.is_empty(), "{id} seed {seed}: a clean session");
            let study = report.study.as_deref().expect("a study");
            let test = study.hold_test().unwrap_or_else(|| panic!("{id} seed {seed}: the hold is judged"));
            assert!(test.rounds >= 100, "{id}: {test:?}");
            assert!(test.p_value > 0.001, "{id} seed {seed}: a fair table's hold is in its range: {test:?}");
            assert!(!matches!(Alert::of(study), Some(Alert::Hold { .. })), "{id} seed {seed}");
        }
    }

    // The same roulette table, its house result raised by eight of its standard deviations
    // (what a wheel or a croupier taking from the players would leave): REVIEW, z > 0.
    let mut report = clean_report(&set, "estado-1979/ruleta-francesa", 1500, 1);
    let study = report.study.as_deref_mut().expect("a study");
    let sd = {
        let m = &study.money;
        let (n, h) = (m.rounds_staked as f64, m.house_result().minor() as f64);
        (((m.result_squares as f64) - h * h / n) / (n - 1.0) * n).sqrt()
    };
    study.money.collected = veedor::money::Amount(study.money.collected.minor() + (8.0 * sd) as i64);
    let alert = Alert::of(study).expect("an alert");
    let Alert::Hold { z, p_value, threshold } = alert else { panic!("the hold's alert: {alert:?}") };
    assert!(z > 7.0 && p_value < 1e-9 && threshold == 0.001, "{alert:?}");
    assert_eq!(Verdict::of_findings([&report]).with_alert(Some(&alert)), Verdict::Review);
    let es = alert
        .text(veedor::i18n::Locale::machine(veedor::i18n::Lang::Es))
        .render(veedor::i18n::Locale::machine(veedor::i18n::Lang::Es));
    assert!(es.starts_with("una retención muy por encima de lo que la ventaja"), "{es}");

    // A stricter threshold lets it pass; fewer rounds than the test needs are not judged.
    report.study.as_deref_mut().expect("a study").judge(1e-300);
    assert!(Alert::of(report.study.as_deref().expect("a study")).is_none());
    let short = clean_report(&set, "estado-1979/ruleta-francesa", 60, 1);
    assert!(short.study.as_deref().expect("a study").hold_test().is_none(), "60 rounds: not judged");
}

//! The command line, through the built binary: exit codes, what goes to stdout and stderr, and
//! that every input is reported even when another one is broken. These tests do not depend on
//! the parser or the engines (any log the checker cannot read is an input error either way).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn veedor(args: &[&str], dir: &Path) -> Output {
    veedor_with_stdin(args, dir, b"")
}

fn veedor_with_stdin(args: &[&str], dir: &Path, stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_veedor"))
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("veedor runs");
    child.stdin.take().expect("stdin").write_all(stdin).expect("stdin written");
    child.wait_with_output().expect("veedor finishes")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

/// A fresh, empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-tests").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn json(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("stdout is not JSON ({e}):\n{}", stdout(o)))
}

#[test]
fn a_missing_file_is_an_input_error_and_the_other_files_are_still_checked() {
    let dir = scratch("missing");
    std::fs::write(dir.join("present.mesa"), "mesa-log 1\n").unwrap();
    let out = veedor(&["check", "missing.mesa", "present.mesa"], &dir);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("M005 unreadable-input (error)"), "{text}");
    assert!(text.contains("missing.mesa: 1 error, 0 warnings (input error: not fully checked)"), "{text}");
    assert!(text.contains("\npresent.mesa: "), "{text}");
    assert!(text.ends_with("\n") && text.lines().last().unwrap().starts_with("total: 2 files,"), "{text}");
    assert!(text.find("missing.mesa:").unwrap() < text.find("present.mesa:").unwrap(), "inputs in argument order");
}

#[test]
fn json_output_is_only_json_and_lists_every_input() {
    let dir = scratch("json");
    std::fs::write(dir.join("present.mesa"), "mesa-log 1\n").unwrap();
    let out = veedor(&["check", "--format", "json", "present.mesa", "missing.mesa"], &dir);
    assert_eq!(out.status.code(), Some(2));
    let v = json(&out);
    assert_eq!(v["version"], 1);
    let files: Vec<&str> = v["files"].as_array().unwrap().iter().map(|f| f["file"].as_str().unwrap()).collect();
    assert_eq!(files, ["present.mesa", "missing.mesa"]);
    assert_eq!(v["files"][1]["findings"][0]["code"], "M005");
    assert_eq!(v["files"][1]["findings"][0]["name"], "unreadable-input");
    assert_eq!(v["summary"]["files"], 2);
    assert_eq!(v["summary"]["input_errors"], 2);
    assert_eq!(stderr(&out), "");
}

#[test]
fn directories_are_searched_for_logs_in_path_order() {
    let dir = scratch("dirs");
    std::fs::create_dir_all(dir.join("logs/b")).unwrap();
    std::fs::create_dir_all(dir.join("logs/a")).unwrap();
    std::fs::create_dir_all(dir.join("empty")).unwrap();
    for f in ["logs/b/2.mesa", "logs/a/9.mesa", "logs/a/10.mesa", "logs/readme.txt", "logs/z.mesa"] {
        std::fs::write(dir.join(f), "").unwrap();
    }
    let out = veedor(&["check", "--format", "json", "logs", "empty"], &dir);
    assert_eq!(out.status.code(), Some(2));
    let v = json(&out);
    let files: Vec<String> =
        v["files"].as_array().unwrap().iter().map(|f| f["file"].as_str().unwrap().replace('\\', "/")).collect();
    assert_eq!(files, ["logs/a/10.mesa", "logs/a/9.mesa", "logs/b/2.mesa", "logs/z.mesa", "empty"]);
    let empty = &v["files"][4]["findings"][0];
    assert_eq!(empty["code"], "M005");
    assert!(empty["message"].as_str().unwrap().contains("no `.mesa` logs"), "{empty}");
}

#[test]
fn standard_input_is_checked_as_stdin() {
    let dir = scratch("stdin");
    let out = veedor_with_stdin(&["check", "--format", "json", "-"], &dir, b"");
    let v = json(&out);
    assert_eq!(v["files"][0]["file"], "<stdin>");
    assert_eq!(out.status.code(), Some(2), "an empty log has no format line");
}

#[test]
fn the_same_input_gives_byte_identical_output() {
    let dir = scratch("determinism");
    std::fs::write(dir.join("a.mesa"), "mesa-log 1\n").unwrap();
    let args = ["check", "a.mesa", "missing.mesa"];
    let (a, b) = (veedor(&args, &dir), veedor(&args, &dir));
    assert_eq!(a.stdout, b.stdout);
    assert!(!stdout(&a).contains('\u{1b}'), "no colours when stdout is not a terminal");
    let coloured = veedor(&["--color", "always", "check", "missing.mesa"], &dir);
    assert!(stdout(&coloured).contains('\u{1b}'), "--color always colours");
}

#[test]
fn bad_arguments_exit_2() {
    let dir = scratch("args");
    let out = veedor(&["check", "--format", "xml", "a.mesa"], &dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("xml"), "{}", stderr(&out));
    assert_eq!(veedor(&["check"], &dir).status.code(), Some(2));
    assert_eq!(veedor(&["frobnicate"], &dir).status.code(), Some(2));
    let help = veedor(&["--help"], &dir);
    assert_eq!(help.status.code(), Some(0));
    assert!(stdout(&help).contains("Usage: veedor"));
}

#[test]
fn an_invalid_catalogue_directory_stops_the_check() {
    let dir = scratch("bad-catalog-check");
    bad_catalogue(&dir.join("cat"));
    std::fs::write(dir.join("a.mesa"), "mesa-log 1\n").unwrap();
    let out = veedor(&["check", "--format", "json", "--catalog", "cat", "a.mesa"], &dir);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stdout(&out), "", "nothing on stdout when nothing was checked");
    assert!(stderr(&out).contains("game: [unclosed"), "{}", stderr(&out));
}

#[test]
fn explain_known_check() {
    let dir = scratch("explain");
    for query in ["RL003", "rl003", "wrong-payout"] {
        let out = veedor(&["explain", query], &dir);
        assert_eq!(out.status.code(), Some(0), "{query}: {}", stderr(&out));
        let text = stdout(&out);
        assert!(text.starts_with("RL003 wrong-payout\n"), "{text}");
        for part in [
            "group:            roulette",
            "default severity: error",
            "payout ratio",
            "\nCatalogue text\n",
            "\nExample\n",
        ] {
            assert!(text.contains(part), "{part}: {text}");
        }
    }
}

#[test]
fn explain_unknown_check_suggests_near_ones() {
    let dir = scratch("explain-unknown");
    let out = veedor(&["explain", "nope"], &dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no check is called `nope`"), "{}", stderr(&out));
    let out = veedor(&["explain", "wrong-payot"], &dir);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("did you mean:") && err.contains("RL003 wrong-payout"), "{err}");
    assert_eq!(stdout(&out), "");
}

#[test]
fn explain_without_a_rule_lists_every_check() {
    let dir = scratch("explain-list");
    let out = veedor(&["explain"], &dir);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert_eq!(text.lines().count(), veedor::rules::CHECKS.len());
    assert!(text.lines().any(|l| l.starts_with("RL003  wrong-payout")), "{text}");
}

/// A catalogue directory whose only article is not valid YAML for the model.
fn bad_catalogue(root: &Path) {
    std::fs::create_dir_all(root.join("estado-1979")).unwrap();
    std::fs::write(
        root.join("estado-1979/ruleta-francesa.yaml"),
        "id: estado-1979/ruleta-francesa\njurisdiction: estado-1979\ngame: [unclosed\ntitle: x\n",
    )
    .unwrap();
}

#[test]
fn catalog_lint_reports_the_yaml_line() {
    let dir = scratch("lint");
    bad_catalogue(&dir.join("cat"));
    let out = veedor(&["catalog", "lint", "cat"], &dir);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains(" 3 │ game: [unclosed"), "{text}");
    assert!(text.contains("ruleta-francesa.yaml:3:"), "{text}");
    assert!(text.lines().last().unwrap().starts_with("cat: 1 problem"), "{text}");
    let missing = veedor(&["catalog", "lint", "no-such-dir"], &dir);
    assert_eq!(missing.status.code(), Some(2));
}

/// A directory may hold an article that adopts an embedded one; one that adopts nothing known
/// is reported on its `adopts` line.
#[test]
fn catalog_lint_of_a_directory_resolves_adoptions_against_the_embedded_articles() {
    let dir = scratch("lint-adopts");
    let murcia = include_str!("../catalog/murcia-1996/punto-y-banca.yaml");
    let write = |rel: &str, text: &str| {
        let path = dir.join("cat").join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write("murcia-1996/punto-y-banca.yaml", murcia);
    let out = veedor(&["catalog", "lint", "cat"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert!(stdout(&out).starts_with("cat: OK, 1 article (1 adopting another) with 0 rules"), "{}", stdout(&out));
    write("murcia-1996/punto-y-banca.yaml", &murcia.replace("adopts: estado-1979/", "adopts: estado-1978/"));
    let out = veedor(&["catalog", "lint", "cat"], &dir);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    let text = stdout(&out);
    assert!(text.contains("adopts `estado-1978/punto-y-banca`, which is not a catalogue article"), "{text}");
    assert!(
        text.contains(
            "of this game: estado-1979/punto-y-banca, murcia-1996/punto-y-banca, valencia-2003/punto-y-banca"
        ),
        "{text}"
    );
}

#[test]
fn catalog_lint_of_the_embedded_catalogue_passes() {
    let dir = scratch("lint-embedded");
    let out = veedor(&["catalog", "lint"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert!(stdout(&out).starts_with("embedded catalogue: OK, "), "{}", stdout(&out));
}

/// A rule a fragment takes from the text it copies is cited with that text, and says so.
#[test]
fn explain_names_the_text_a_rule_is_taken_from() {
    let dir = scratch("explain-taken");
    let out = veedor(&["explain", "BC040"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(
            "fragmento-b/dos-panos [dospanos.commission.rates] Cagnotte: 2 % of the banker's winnings (banca limitada), 1.25 % (banca libre)\n    Orden de 9 de octubre de 1979 (BOE-A-1979-25744), art. 09, §V.3 (taken from that text: not in Fragmento B"
        ),
        "{text}"
    );
    assert!(text.contains("fragmento-b/dos-panos [dospanos.settle] Winners are paid, losers collected; cagnotte only when the banker wins overall\n    Fragmento B, artículos 54–55 (catálogo regional no identificado), art. 54, §2\n"), "{text}");
    let list = stdout(&veedor(&["catalog", "list"], &dir));
    assert!(list.contains("    taken:  14 rules quoted from another text"), "{list}");
}

#[test]
fn catalog_list_and_coverage_run() {
    let dir = scratch("list");
    let list = veedor(&["catalog", "list"], &dir);
    assert_eq!(list.status.code(), Some(0), "{}", stderr(&list));
    let coverage = veedor(&["catalog", "coverage", "--format", "json"], &dir);
    assert_eq!(coverage.status.code(), Some(0), "{}", stderr(&coverage));
    json(&coverage);
}

#[test]
fn schema_prints_the_catalogue_json_schema() {
    let dir = scratch("schema");
    let out = veedor(&["schema"], &dir);
    assert_eq!(out.status.code(), Some(0));
    let v = json(&out);
    assert_eq!(v["title"], "CatalogDocument");
    assert!(v["$defs"]["CatalogFile"]["properties"]["rules"].is_object(), "{v}");
    assert!(v["$defs"]["AdoptionFile"]["properties"]["adopts"].is_object(), "{v}");
}

#[test]
fn simulate_errors_exit_2() {
    let dir = scratch("simulate");
    let out = veedor(&["simulate", "nowhere/nothing", "--rounds", "5"], &dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no catalogue article `nowhere/nothing`"), "{}", stderr(&out));
    assert_eq!(stdout(&out), "");
    assert_eq!(veedor(&["simulate", "x/y", "--rounds", "many"], &dir).status.code(), Some(2));
}

/// The same seed gives the same log, to a file or to stdout. (Skips itself while the embedded
/// catalogue has no article.)
#[test]
fn simulate_writes_the_same_log_for_the_same_seed() {
    let dir = scratch("simulate-round-trip");
    let Ok(set) = veedor::catalog::CatalogSet::embedded() else { panic!("embedded catalogue invalid") };
    let Some(id) = set.ids().next().map(str::to_owned) else {
        return;
    };
    let out = veedor(&["simulate", &id, "--rounds", "20", "--seed", "7", "-o", "sim.mesa"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let again = veedor(&["simulate", &id, "--rounds", "20", "--seed", "7"], &dir);
    assert_eq!(std::fs::read(dir.join("sim.mesa")).unwrap(), again.stdout);
    let faults = veedor(&["simulate", &id, "--list-faults"], &dir);
    assert_eq!(faults.status.code(), Some(0));
    let bad = veedor(&["simulate", &id, "--inject", "no-such-fault"], &dir);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn exit_codes_follow_fail_on_and_exit_zero() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let code = |args: &[&str]| veedor(args, root).status.code();
    let open = "tests/data/batch/c-open.mesa";
    let payouts = "tests/data/batch/b-payouts.mesa";
    let clean = "tests/data/batch/a-clean.mesa";
    let version = "tests/data/batch/d-version2.mesa";
    assert_eq!(code(&["check", clean]), Some(0));
    assert_eq!(code(&["check", open]), Some(0), "a warning does not fail --fail-on error");
    assert_eq!(code(&["check", "--fail-on", "warning", open]), Some(1));
    assert_eq!(code(&["check", payouts]), Some(1));
    assert_eq!(code(&["check", "--exit-zero", payouts]), Some(0));
    assert_eq!(code(&["check", "--exit-zero", payouts, version]), Some(2), "input errors still give 2");
    assert_eq!(code(&["check", payouts, version]), Some(2), "2 wins over 1");
    assert_eq!(code(&["check", "--fail-on", "fatal", clean]), Some(2), "argument error");
    assert_eq!(code(&["check", "--reason", "x", clean]), Some(2), "--reason needs --write-baseline");
    assert_eq!(code(&["check", "--write-baseline", "w.yaml", clean]), Some(2), "--write-baseline needs --reason");
}

/// On a terminal a multi-file run draws a progress bar on standard error from the worker
/// threads, and finishes (standard error must not stay locked by the main thread). Run under
/// `script`, which gives the command a pseudo-terminal; skipped where `script` is missing.
#[test]
fn progress_bar_on_a_terminal_does_not_hang() {
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("`script` is not available: skipped");
        return;
    }
    let dir = scratch("progress");
    for i in 0..4 {
        std::fs::write(dir.join(format!("t{i}.mesa")), "mesa-log 1\n").unwrap();
    }
    let typescript = dir.join("typescript");
    let command = format!("{} check --jobs 2 --format concise . > /dev/null", env!("CARGO_BIN_EXE_veedor"));
    let mut child = Command::new("script")
        .args(["-qec", &command])
        .arg(&typescript)
        .current_dir(&dir)
        .env_remove("CI")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("script runs");
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if start.elapsed() > std::time::Duration::from_secs(60) {
            let _ = child.kill();
            panic!("veedor did not finish within 60 s on a terminal");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    assert_eq!(status.code(), Some(2), "the logs have no table header (M004)");
    let shown = std::fs::read_to_string(&typescript).unwrap_or_default();
    assert!(shown.contains("/4 files"), "a progress bar was drawn:\n{shown}");
}

//! The command line, through the built binary: exit codes, what goes to stdout and stderr, and
//! that every input is reported even when another one is broken. These tests do not depend on
//! the parser or the engines (any log the checker cannot read is an input error either way).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use common::bin::{Veedor, stdout};
use serde_json::Value;

fn veedor(args: &[&str], dir: &Path) -> Output {
    veedor_with_stdin(args, dir, b"")
}

fn veedor_with_stdin(args: &[&str], dir: &Path, stdin: &[u8]) -> Output {
    Veedor::new(args).dir(dir).lc_all("C").env_remove("NO_COLOR").with_stdin(stdin)
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
    assert!(empty["message"].as_str().unwrap().contains("no .mesa logs"), "{empty}");
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
    // Columns: each check's name, severity and summary start at the same place on every line.
    let starts: Vec<(usize, usize, usize)> = veedor::rules::CHECKS
        .iter()
        .zip(text.lines())
        .map(|(c, line)| {
            let chars: Vec<char> = line.chars().collect();
            let at = |needle: &str, from: usize| {
                let n: Vec<char> = needle.chars().collect();
                (from..chars.len())
                    .find(|&i| chars[i..].starts_with(&n))
                    .unwrap_or_else(|| panic!("{needle} in {line}"))
            };
            let name = at(c.name, c.code.len());
            let severity = at(&c.severity.to_string(), name + c.name.len());
            (name, severity, at(&c.summary().en(), severity + c.severity.to_string().len()))
        })
        .collect();
    assert!(starts.windows(2).all(|w| w[0] == w[1]), "columns differ: {starts:?}\n{text}");
    assert!(veedor::rules::CHECKS.iter().any(|c| c.severity.to_string() == "warning"), "both widths are tried");
}

#[test]
fn explain_m005_shows_an_example() {
    let dir = scratch("explain-m005");
    let out = veedor(&["explain", "M005"], &dir);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let example = &text[text.find("\nExample\n").expect("an example section")..];
    assert!(!example.contains("no example log yet"), "{example}");
    assert!(example.contains("M005 unreadable-input (error)") && example.contains("cannot read "), "{example}");
}

#[test]
fn explain_m006_does_not_ask_for_a_fixture() {
    // No log makes veedor panic on purpose: the explanation's own example message is all there
    // is, and the user is not told a fixture is missing.
    let dir = scratch("explain-m006");
    let out = veedor(&["explain", "M006"], &dir);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let example = &text[text.find("\nExample\n").expect("an example section")..];
    assert!(!example.contains("no example log yet"), "{example}");
    assert!(example.contains("no log makes veedor fail on purpose"), "{example}");
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
    // The report wraps at the terminal's width: compared as words.
    let text = stdout(&out).replace('│', " ").split_whitespace().collect::<Vec<_>>().join(" ");
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
            "fragmento-b/dos-panos [dospanos.commission.rates] Cagnotte: 2 % of the banker's winnings (banca limitada), 1.25 % (banca libre)\n    Orden de 9 de octubre de 1979, Catálogo de Juegos (BOE-A-1979-25744), art. 09, §V.3 (taken from that text: not in Fragmento B"
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

#[test]
fn statistics_is_refused_with_the_document_formats() {
    let dir = scratch("statistics-formats");
    std::fs::write(dir.join("a.mesa"), "mesa-log 1\n").unwrap();
    for format in ["sarif", "junit", "github"] {
        let out = veedor(&["check", "--statistics", "--format", format, "a.mesa"], &dir);
        assert_eq!(out.status.code(), Some(2), "{format}");
        assert_eq!(stdout(&out), "", "{format}: nothing on standard output");
        let err = stderr(&out);
        assert!(
            err.starts_with(&format!("error: the argument '--statistics' cannot be used with '--format {format}'")),
            "{err}"
        );
        assert!(err.contains("Usage: veedor check"), "clap's usage line: {err}");
    }
    for format in ["human", "concise", "json", "jsonl"] {
        let out = veedor(&["check", "--statistics", "--format", format, "a.mesa"], &dir);
        assert_eq!(out.status.code(), Some(2), "{format}: a.mesa has no header (M004)");
        assert!(stdout(&out).contains("M004"), "{format}: {}", stdout(&out));
    }
}

#[test]
fn output_file_takes_the_report() {
    let dir = scratch("output-file");
    std::fs::write(dir.join("a.mesa"), "mesa-log 1\n").unwrap();
    let out = veedor(&["--color", "auto", "check", "-o", "report.txt", "--format", "concise", "a.mesa"], &dir);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stdout(&out), "");
    let report = std::fs::read_to_string(dir.join("report.txt")).unwrap();
    assert!(report.starts_with("a.mesa:") && report.ends_with("1 file with input errors\n"), "{report}");
    let out = veedor(&["check", "--output-file", "report.json", "--format", "json", "a.mesa"], &dir);
    assert_eq!(out.status.code(), Some(2));
    let v: Value = serde_json::from_slice(&std::fs::read(dir.join("report.json")).unwrap()).unwrap();
    assert_eq!(v["files"][0]["file"], "a.mesa");
    let out = veedor(&["check", "-o", "no-such-dir/r.txt", "a.mesa"], &dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).starts_with("veedor: cannot create `no-such-dir/r.txt`"), "{}", stderr(&out));
}

#[test]
fn quiet_prints_only_the_findings() {
    let dir = scratch("quiet");
    std::fs::write(dir.join("a.mesa"), "mesa-log 1\n").unwrap();
    let clean = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/estado-1979/ruleta-francesa/clean-session.mesa");
    std::fs::copy(clean, dir.join("clean.mesa")).unwrap();
    let out = veedor(&["check", "-q", "--format", "concise", "clean.mesa", "a.mesa"], &dir);
    assert_eq!(out.status.code(), Some(2));
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(text.starts_with("a.mesa:") && text.contains(" M004 [error] "), "{text}");
    let out = veedor(&["check", "--quiet", "clean.mesa", "a.mesa"], &dir);
    let text = stdout(&out);
    assert!(text.contains("M004 table-header (error)"), "{text}");
    assert!(!text.contains("total:") && !text.contains("clean.mesa") && !text.contains("a.mesa: "), "{text}");
    let out = veedor(&["check", "-q", "clean.mesa"], &dir);
    assert_eq!((out.status.code(), stdout(&out)), (Some(0), String::new()));
    let out = veedor(&["check", "-q", "--summary", "clean.mesa"], &dir);
    assert_eq!(out.status.code(), Some(2), "--quiet and --summary contradict each other");
}

#[test]
fn colour_follows_the_environment_and_the_option() {
    let dir = scratch("colour");
    std::fs::write(dir.join("a.mesa"), "mesa-log 1\n").unwrap();
    let run = |env: &[(&str, &str)], args: &[&str]| {
        let veedor = Veedor::new(args).dir(&dir).lc_all("C");
        let veedor = ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE"].iter().fold(veedor, |v, k| v.env_remove(k));
        veedor.envs(env).stdout().contains('\u{1b}')
    };
    let concise = ["check", "--format", "concise", "a.mesa"];
    let human = ["check", "a.mesa"];
    assert!(!run(&[], &concise), "not a terminal: no colour");
    assert!(run(&[("FORCE_COLOR", "1")], &concise));
    assert!(run(&[("FORCE_COLOR", "1")], &human));
    assert!(run(&[("CLICOLOR_FORCE", "1")], &concise));
    assert!(!run(&[("CLICOLOR_FORCE", "0")], &concise));
    assert!(!run(&[("FORCE_COLOR", "")], &concise), "an empty value is unset");
    assert!(!run(&[("FORCE_COLOR", "1"), ("NO_COLOR", "1")], &concise), "NO_COLOR wins");
    assert!(run(&[("NO_COLOR", "1")], &["--color", "always", "check", "--format", "concise", "a.mesa"]));
    assert!(!run(&[("FORCE_COLOR", "1")], &["--color", "never", "check", "--format", "concise", "a.mesa"]));
    // In colour, concise paints the code and the severity.
    let out = veedor(&["--color", "always", "check", "--format", "concise", "a.mesa"], &dir);
    assert!(stdout(&out).contains("\u{1b}[1;31mM004\u{1b}[0m \u{1b}[1;31m[error]\u{1b}[0m"), "{}", stdout(&out));
}

#[test]
fn completions_and_man_page() {
    let dir = scratch("completions");
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = veedor(&["completions", shell], &dir);
        assert_eq!(out.status.code(), Some(0), "{shell}");
        assert!(stdout(&out).contains("statistics"), "{shell}: the options are completed");
    }
    let out = veedor(&["completions", "tcsh"], &dir);
    assert_eq!(out.status.code(), Some(2));
    let out = veedor(&["man"], &dir);
    assert_eq!(out.status.code(), Some(0));
    let page = stdout(&out);
    assert!(page.contains(".TH veedor 1") && page.contains("completions"), "{page}");
    // One page documents every command and its options (`man veedor` is all there is: no page
    // per subcommand is installed, so none is referred to).
    assert!(!page.contains("veedor\\-check(1)"), "a page per subcommand is referred to:\n{page}");
    for section in [".SH \"VEEDOR CHECK\"", ".SH \"VEEDOR EXPLAIN\"", ".SH \"VEEDOR CATALOG LINT\""] {
        assert!(page.contains(section), "no {section}:\n{page}");
    }
    for option in ["\\-\\-jobs", "\\-\\-statistics", "\\-\\-output\\-file", "\\-\\-rounds", "\\-\\-inject"] {
        assert!(page.contains(option), "{option} is not in the page");
    }
}

#[test]
fn every_option_and_argument_has_help() {
    use clap::CommandFactory;
    fn visit(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
        for arg in cmd.get_arguments() {
            let id = arg.get_id().as_str();
            if id == "help" || id == "version" {
                continue;
            }
            if arg.get_help().is_none() {
                missing.push(format!("{path} {id}"));
            }
            // Flags have the possible values true/false; shell names (clap_complete's) speak
            // for themselves.
            let described = arg.get_action().takes_values() && id != "shell";
            for value in arg.get_possible_values().into_iter().filter(|_| described) {
                if value.get_help().is_none() && !value.is_hide_set() {
                    missing.push(format!("{path} {id}={}", value.get_name()));
                }
            }
        }
        for sub in cmd.get_subcommands() {
            if sub.get_name() != "help" {
                if sub.get_about().is_none() {
                    missing.push(format!("{path} {}", sub.get_name()));
                }
                visit(sub, &format!("{path} {}", sub.get_name()), missing);
            }
        }
    }
    let mut missing = Vec::new();
    visit(&veedor::cli::Cli::command(), "veedor", &mut missing);
    assert!(missing.is_empty(), "without help text: {missing:?}");
}

/// The shape of a JSON value: each path (`.files[].stats.bytes`) with its type. Array elements
/// share `[]`; the keys of the maps keyed by data (codes, reasons) are `*`.
fn shape(v: &Value, path: String, out: &mut std::collections::BTreeMap<String, &'static str>) {
    let kind = match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(items) => {
            for item in items {
                shape(item, format!("{path}[]"), out);
            }
            "array"
        }
        Value::Object(map) => {
            let keyed_by_data = ["codes", "by_reason", "by_rule"].iter().any(|k| path.ends_with(&format!(".{k}")));
            for (k, item) in map {
                let key = if keyed_by_data { "*" } else { k.as_str() };
                shape(item, format!("{path}.{key}"), out);
            }
            "object"
        }
    };
    out.insert(path, kind);
}

/// The example's fields are the real output's, with the same types: every path of one is in the
/// other, except below a value the example shows as `null` (a field that may be an object) or
/// as an empty array.
fn same_shape(example: &Value, real: &Value, what: &str) {
    let (mut ex, mut re) = (Default::default(), Default::default());
    shape(example, String::new(), &mut ex);
    shape(real, String::new(), &mut re);
    for (path, kind) in &ex {
        let found =
            re.get(path).unwrap_or_else(|| panic!("{what}: the doc shows `{path}`, the output has no such field"));
        assert!(
            kind == found || *kind == "null" || *found == "null",
            "{what}: `{path}` is {kind} in the doc, {found} in the output"
        );
    }
    // A `null` or an empty array in the example shows the field, not what it holds.
    let open = |p: &str, k: &str| k == "null" || (k == "array" && !ex.contains_key(&format!("{p}[]")));
    for path in re.keys() {
        let below = ex
            .iter()
            .any(|(p, k)| open(p, k) && path.starts_with(p.as_str()) && path[p.len()..].starts_with(['.', '[']));
        assert!(ex.contains_key(path) || below, "{what}: the output has `{path}`, the doc does not show it");
    }
}

#[test]
fn the_json_examples_in_the_docs_match_real_output() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/json-output.md")).expect("docs/json-output.md");
    let blocks: Vec<Value> = doc
        .split("```json\n")
        .skip(1)
        .map(|b| {
            let text = &b[..b.find("```").expect("a closed block")];
            // A fragment (`"summary_table": {…}`) is a field of the document.
            let text = if text.trim_start().starts_with('"') { format!("{{{text}}}") } else { text.to_owned() };
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("an example is not JSON ({e}):\n{text}"))
        })
        .collect();
    let run = |args: &[&str]| -> Value { json(&veedor(args, root)) };
    let log = "tests/data/batch/b-payouts.mesa";
    let mut matched = 0;
    for example in &blocks {
        if example.get("version").is_some() {
            same_shape(example, &run(&["check", "--format", "json", log]), "check --format json");
        } else if example.get("summary_table").is_some() {
            let real = run(&["check", "--format", "json", "--summary", log]);
            same_shape(example, &serde_json::json!({"summary_table": real["summary_table"]}), "--summary");
        } else if example.is_array() {
            same_shape(example, &run(&["check", "--format", "json", "--statistics", log]), "--statistics");
        } else if example.get("citation").is_some() {
            // An adopting article's citation: a Murcia table of an adopted 1979 article.
            let murcia = "fixtures/murcia-1996/ruleta-francesa/RL003-wrong-payout-pleno.mesa";
            let real = run(&["check", "--format", "json", murcia]);
            let citation = &real["files"][0]["findings"][0]["citation"];
            assert!(citation["adopted_by"].is_object(), "{citation}");
            same_shape(example, &serde_json::json!({ "citation": citation }), "citation.adopted_by");
        } else if example.get("articles").is_some() {
            same_shape(example, &run(&["catalog", "coverage", "--format", "json"]), "catalog coverage");
        } else {
            panic!("an example of no known output: {example}");
        }
        matched += 1;
    }
    assert_eq!(matched, 5, "the check report, an adopted citation, --summary, --statistics and the coverage are shown");
}

#[test]
fn rules_doc_is_current() {
    // docs/rules.md is where each SARIF rule's helpUri points.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/rules.md");
    let want = veedor::report::sarif::rules_markdown();
    if std::env::var_os("VEEDOR_UPDATE_DOCS").is_some() {
        std::fs::write(&path, &want).expect("write docs/rules.md");
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "docs/rules.md is not the registry's: regenerate it with `VEEDOR_UPDATE_DOCS=1 cargo test --test cli rules_doc`"
    );
    for c in veedor::rules::CHECKS {
        let uri = veedor::report::sarif::help_uri(c.code);
        let anchor = uri.rsplit_once('#').expect("an anchor").1;
        assert!(have.contains(&format!("\n### {}\n", c.code)) && anchor == c.code.to_ascii_lowercase(), "{uri}");
    }
}

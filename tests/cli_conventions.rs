//! The command line's conventions that users bring from the tools they know (issue 30, «The
//! first five minutes»): `--output-format`, `simulate -o/--output-file`, `--table` and `--date`,
//! `--stdin-filename`, encoding names as people write them, JUnit names that survive a moved
//! line, and a manual page with EXIT STATUS, ENVIRONMENT and EXAMPLES.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::bin::{Veedor, stdout};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn veedor_with_stdin(args: &[&str], stdin: &[u8]) -> Output {
    Veedor::new(args).lc_all("C").env("NO_COLOR", "1").with_stdin(stdin)
}

fn veedor(args: &[&str]) -> Output {
    veedor_with_stdin(args, b"")
}

const PLENO: &str = "fixtures/estado-1979/ruleta-francesa/RL003-wrong-payout-pleno.mesa";

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-conventions").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

#[test]
fn output_format_is_the_same_option_as_format() {
    let a = veedor(&["check", PLENO, "--format", "json"]);
    let b = veedor(&["check", PLENO, "--output-format", "json"]);
    assert_eq!(a.status.code(), Some(1));
    assert_eq!(b.status.code(), Some(1), "{}", String::from_utf8_lossy(&b.stderr));
    assert_eq!(a.stdout, b.stdout);
}

#[test]
fn standard_input_can_be_named() {
    let log = std::fs::read(root().join(PLENO)).expect("fixture");
    let out = veedor_with_stdin(&["check", "-", "--stdin-filename", "mesa-03.mesa", "--format", "concise"], &log);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.starts_with("mesa-03.mesa:14:19: RL003"), "{text}");
    assert!(!text.contains("<stdin>"), "{text}");
    // Without it, standard input keeps its name.
    let out = veedor_with_stdin(&["check", "-", "--format", "concise"], &log);
    assert!(stdout(&out).starts_with("<stdin>:14:19: RL003"), "{}", stdout(&out));
}

#[test]
fn encoding_names_as_people_write_them() {
    for label in ["latin-1", "Latin_1", "ISO-8859-1", "utf_8"] {
        let out = veedor(&["check", PLENO, "--encoding", label, "--format", "concise"]);
        assert_eq!(out.status.code(), Some(1), "{label}: {}", String::from_utf8_lossy(&out.stderr));
    }
    let out = veedor(&["check", PLENO, "--encoding", "klingon"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_simulated_table_on_a_day_of_its_own() {
    let dir = scratch("relabel");
    let file = dir.join("rf.mesa");
    let file_arg = file.to_str().expect("UTF-8 path");
    let out = veedor(&[
        "simulate",
        "estado-1979/ruleta-francesa",
        "--rounds",
        "5",
        "--table",
        "RF-03",
        "--date",
        "2026-12-31",
        "--output-file",
        file_arg,
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let log = std::fs::read_to_string(&file).expect("log written");
    assert!(log.contains("\ntable RF-03 catalog=estado-1979/ruleta-francesa "), "{log}");
    assert!(log.contains("\nsession open 2026-12-31T20:00\n"), "{log}");
    assert!(log.contains("\nsession close 2027-01-01T04:00\n"), "{log}");
    assert!(!log.contains("SIM-"), "{log}");
    // The relabelled log is as clean as the simulator's.
    let check = veedor(&["check", file_arg, "--format", "json"]);
    assert_eq!(check.status.code(), Some(0), "{}", stdout(&check));
    // What is not a day, or cannot name a table, is refused before anything is written.
    for bad in [["--date", "2026-02-29"], ["--table", "R F"]] {
        let out = veedor(&["simulate", "estado-1979/ruleta-francesa", bad[0], bad[1]]);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn junit_names_do_not_move_with_the_line() {
    let dir = scratch("junit");
    let moved = dir.join("moved.mesa");
    let log = std::fs::read_to_string(root().join(PLENO)).expect("fixture");
    // The same log with a comment above everything: every finding one line lower.
    let shifted = log.replacen('\n', "\n# a comment\n", 1);
    std::fs::write(&moved, shifted).expect("written");
    let names = |path: &str| -> Vec<String> {
        stdout(&veedor(&["check", path, "--format", "junit"]))
            .lines()
            .filter_map(|l| l.trim().strip_prefix("<testcase name=\""))
            .map(|l| l.split('"').next().unwrap_or_default().to_owned())
            .collect()
    };
    let before = names(PLENO);
    assert_eq!(before, ["RL003 wrong-payout"]);
    assert_eq!(names(moved.to_str().expect("UTF-8")), before);
    // The place is still there, in the case's description.
    let report = stdout(&veedor(&["check", PLENO, "--format", "junit"]));
    assert!(report.contains("at 14:19"), "{report}");
}

#[test]
fn the_manual_page_has_exit_status_environment_and_examples() {
    let page = stdout(&veedor(&["man"]));
    for heading in [".SH \"EXIT STATUS\"", ".SH ENVIRONMENT", ".SH EXAMPLES"] {
        assert!(page.contains(heading), "missing {heading}");
    }
    for word in ["NO_COLOR", "SOURCE_DATE_EPOCH", "LC_ALL", "veedor check fixtures/"] {
        assert!(page.contains(&word.replace('-', "\\-")), "missing {word}");
    }
    let es = stdout(&veedor(&["--lang", "es", "man"]));
    for heading in [".SH ESTADO DE SALIDA", ".SH ENTORNO", ".SH EJEMPLOS"] {
        assert!(es.contains(heading), "missing {heading}");
    }
}

#[test]
fn odds_help_names_every_game_it_serves() {
    let help = stdout(&veedor(&["odds", "--help"]));
    for game in ["punto y banca", "roulettes", "boule", "dados", "treinta y cuarenta", "Black Jack", "bingo"] {
        assert!(help.contains(game), "{game} missing from:\n{help}");
    }
}

/// The README's main command is a folder of game logs: it exits with the violations' code (1),
/// not 2 (the logs veedor cannot fully read live in `tests/input-errors/`, which exits 2).
#[test]
fn the_readme_command_exits_with_the_violations_code() {
    let out = veedor(&["check", "fixtures/", "-q", "--format", "concise"]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let out = veedor(&["check", "tests/input-errors/", "-q", "--format", "concise"]);
    assert_eq!(out.status.code(), Some(2));
}

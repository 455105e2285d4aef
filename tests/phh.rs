//! `veedor check` of PHH hand histories (`docs/phh.md`): hands written by hand from the PHH
//! specification's examples and our own, under `fixtures/phh/`, and the files veedor cannot read
//! under `tests/phh-errors/` (input errors stay out of `fixtures/`, a folder of game logs).
//!
//! What is checked: the log each hand is translated into (golden copies, `snapshots/phh__*`),
//! the input errors of PHH files, the variants not checked, that every finding points into the
//! PHH file's own lines, and the command line (a file, a directory as one session, the table
//! from a sidecar, `table.mesa` or `--table`).

mod common;

use std::path::{Path, PathBuf};

use common::bin::Veedor;
use veedor::catalog::CatalogSet;
use veedor::check::FileReport;
use veedor::engine::circulo::phh;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn catalogs() -> CatalogSet {
    match CatalogSet::embedded() {
        Ok(s) => s,
        Err(e) => panic!("embedded catalogue invalid: {e:?}"),
    }
}

fn settings() -> insta::Settings {
    common::snapshot_settings("", true)
}

/// The reports of hands checked as `veedor check` checks them (one file, or a directory).
fn check(paths: &[&str], dir: Option<&str>, table: Option<&str>) -> Vec<FileReport> {
    let hands: Vec<PathBuf> = paths.iter().map(|p| root().join(p)).collect();
    let dir = dir.map(|d| root().join(d));
    phh::check_session(&hands, dir.as_deref(), table, &catalogs())
}

/// Each report's file (from the repository's root) and its findings' codes, in order.
fn codes(reports: &[FileReport]) -> Vec<(String, Vec<&'static str>)> {
    let root = root().display().to_string();
    reports
        .iter()
        .map(|r| {
            let name = r.name.strip_prefix(&root).unwrap_or(&r.name).trim_start_matches('/').to_owned();
            (name, r.findings.iter().map(|f| f.code).collect())
        })
        .collect()
}

fn mesa(paths: &[&str], dir: Option<&str>) -> String {
    let hands: Vec<PathBuf> = paths.iter().map(|p| root().join(p)).collect();
    let dir = dir.map(|d| root().join(d));
    match phh::mesa_of(&hands, dir.as_deref(), None) {
        Some(m) => m,
        None => panic!("{paths:?}: no log"),
    }
}

/// The log each hand is checked as: every action one line, `cc` a check or a call by what is
/// owed, `allin` where the stack runs out, the uncalled part of a bet returned when its interval
/// closes, the take (pot less winnings) before the pots are paid.
#[test]
fn hands_translate_into_circulo_lines() {
    let cases: [(&str, &[&str], Option<&str>); 4] = [
        ("dwan_ivey", &["fixtures/phh/spec/dwan-ivey.phh"], None),
        ("nt_take", &["fixtures/phh/valencia/nt-take.phh"], None),
        ("ft_take", &["fixtures/phh/valencia/ft-take.phh"], None),
        (
            "session",
            &["fixtures/phh/session/hand-001.phh", "fixtures/phh/session/hand-002.phh"],
            Some("fixtures/phh/session"),
        ),
    ];
    for (name, paths, dir) in cases {
        let text = mesa(paths, dir);
        settings().bind(|| insta::assert_snapshot!(format!("phh__{name}"), text));
    }
}

/// The Dwan–Ivey hand's money, worked out by hand: Dwan's call on the turn is all in for
/// 262,400 (553,500 less the ante, 23,000, 35,000 and 232,600), and 572,100 of Ivey's raise to
/// 1,067,100 is returned to him (1,067,100 − 495,000).
#[test]
fn the_uncalled_part_of_a_bet_goes_back() {
    let text = mesa(&["fixtures/phh/spec/dwan-ivey.phh"], None);
    assert!(text.contains("call s3 262400 allin\n"), "{text}");
    assert!(text.contains("return s1 apuesta 572100\n"), "{text}");
    // The blinds' and antes' seats: p1 the small blind, p2 the big blind, each an ante.
    assert!(text.contains("bet s1 ante 500\nbet s2 ante 500\nbet s3 ante 500\nbet s1 blind 1000\nbet s2 blind 2000\n"));
    // The table's line, with what the hand adds to its sidecar's.
    assert!(
        text.contains("table HE-09 catalog=valencia-2003/poquer-circulo max=10000 ante=500 take=interval limit=no min=2000 currency=USD\n"),
        "{text}"
    );
}

/// A heads-up hand's forced bets are the arrays reversed (PHH: «the antes, blinds, and
/// straddles are reverse-assigned for heads-up»): p1 is the big blind.
#[test]
fn heads_up_blinds_are_reversed() {
    let dir = std::env::temp_dir().join(format!("veedor-phh-hu-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let hand = dir.join("hu.phh");
    std::fs::write(
        &hand,
        "variant = \"NT\"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
         starting_stacks = [100, 100]\nactions = [\"d dh p1 AcKd\", \"d dh p2 QhQs\", \"p2 f\"]\n\
         winnings = [3, 0]\n",
    )
    .expect("hand");
    let text = phh::mesa_of(&[hand], None, Some("catalog=valencia-2003/poquer-circulo max=10")).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(text.contains("bet s1 blind 2\nbet s2 blind 1\n"), "{text}");
    // s2 folds: s1's uncalled 1 goes back, and he is paid the 3 in the pot.
    assert!(text.contains("fold s2\nreturn s1 apuesta 1\npay s1 bote 1 3\n"), "{text}");
}

/// Every PHH file veedor cannot read is an input error with its place, never a panic.
#[test]
fn input_errors() {
    let cases: [(&str, &[&str]); 7] = [
        ("not-toml", &["M001"]),
        ("zero-stack", &["M001"]),
        ("bad-action", &["M001", "M001"]),
        ("missing-key", &["M001", "M001"]),
        ("bad-amount", &["M001", "M001"]),
        ("no-table", &["M004"]),
        ("disagrees", &["M004", "M004"]),
    ];
    for (name, want) in cases {
        let path = format!("tests/phh-errors/{name}.phh");
        let reports = check(&[&path], None, None);
        assert_eq!(codes(&reports), vec![(path.clone(), want.to_vec())], "{name}");
        for f in &reports[0].findings {
            assert!(f.primary.loc.line >= 1, "{name}: {f:?}");
        }
    }
}

/// The no-table error names both ways of giving the table.
#[test]
fn no_table_names_the_sidecar_and_the_option() {
    let reports = check(&["tests/phh-errors/no-table.phh"], None, None);
    let f = &reports[0].findings[0];
    let expected = f.expected.as_ref().map(|e| e.render(veedor::i18n::Locale::human(veedor::i18n::Lang::En)));
    let expected = expected.unwrap_or_default();
    assert!(expected.contains("no-table.phh.table") && expected.contains("table.mesa"), "{expected}");
    assert!(expected.contains("--table"), "{expected}");
}

/// A draw game of the specification's examples is no game of art. 12: PC060, the file skipped.
#[test]
fn a_variant_not_checked_is_skipped() {
    let reports = check(&["fixtures/phh/spec/yockey-arieh.phh"], None, None);
    assert_eq!(codes(&reports), vec![("fixtures/phh/spec/yockey-arieh.phh".to_owned(), vec!["PC060"])]);
    assert_eq!(reports[0].findings[0].primary.loc.line, 3, "at the variant");
}

/// Whatever is found, it is found on a line of the PHH file (or of its sidecar): the log the
/// hand was translated into is never shown.
#[test]
fn findings_point_into_the_phh_files() {
    let sets: [(&[&str], Option<&str>); 4] = [
        (&["fixtures/phh/spec/dwan-ivey.phh"], None),
        (&["fixtures/phh/valencia/nt-take.phh"], None),
        (&["fixtures/phh/valencia/ft-take.phh"], None),
        (&["fixtures/phh/session/hand-001.phh", "fixtures/phh/session/hand-002.phh"], Some("fixtures/phh/session")),
    ];
    for (paths, dir) in sets {
        for r in check(paths, dir, None) {
            let text = std::fs::read_to_string(&r.name).unwrap_or_else(|e| panic!("{}: {e}", r.name));
            let lines = text.lines().count() as u32;
            for f in &r.findings {
                for l in std::iter::once(&f.primary).chain(&f.secondary) {
                    assert!(l.loc.line >= 1 && l.loc.line <= lines, "{}: {} at {:?}", r.name, f.code, l.loc);
                    let end = (l.loc.offset + u64::from(l.loc.len)) as usize;
                    assert!(end <= text.len(), "{}: {} past the end", r.name, f.code);
                }
            }
        }
    }
}

fn veedor(args: &[&str], dir: &Path) -> std::process::Output {
    Veedor::new(args).dir(dir).lang("C").output()
}

/// The command line: a directory of hands is one session whose `table.mesa` is its table (not
/// a log of its own); `--table` gives the table of hands without one; without either, each hand
/// says which table is missing.
#[test]
fn the_command_line_finds_the_table() {
    let dir = std::env::temp_dir().join(format!("veedor-phh-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("hands")).expect("temp dir");
    for h in ["hand-001.phh", "hand-002.phh"] {
        std::fs::copy(root().join("fixtures/phh/session").join(h), dir.join("hands").join(h)).expect("copy");
    }
    let concise = |args: &[&str]| {
        let out = veedor(args, &dir);
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    // No table anywhere: one M004 per hand.
    let none = concise(&["check", "hands", "--format", "concise"]);
    assert_eq!(none.matches("M004").count(), 2, "{none}");
    assert!(none.contains("hands/hand-001.phh:") && none.contains("hands/hand-002.phh:"), "{none}");
    // `table.mesa`: read as the table (an article no catalogue has is its header's error, on
    // its line), not checked as a log (no M003 for a missing format line).
    std::fs::write(dir.join("hands/table.mesa"), "# the hands' table\ntable X catalog=nowhere/nothing min=2 max=10\n")
        .expect("table");
    let sidecar = concise(&["check", "hands", "--format", "concise"]);
    assert!(sidecar.starts_with("hands/table.mesa:2:1: M004"), "{sidecar}");
    assert!(!sidecar.contains("M003"), "{sidecar}");
    // `--table` wins over the sidecar: its header's errors are on the first hand.
    let option =
        concise(&["check", "hands/hand-002.phh", "--format", "concise", "--table", "catalog=nowhere/else min=2"]);
    assert!(option.starts_with("hands/hand-002.phh:"), "{option}");
    assert!(option.contains("nowhere/else"), "{option}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A fixture's text with replacements, written as `NAME.phh` (with the fixture's sidecar) in a
/// temporary directory of its own; the hand's path.
fn variant_of(fixture: &str, name: &str, edits: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("veedor-phh-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut text = std::fs::read_to_string(root().join(fixture)).expect("fixture");
    for (from, to) in edits {
        assert!(text.contains(from), "{fixture}: no {from}");
        text = text.replace(from, to);
    }
    let hand = dir.join(format!("{name}.phh"));
    std::fs::write(&hand, text).expect("hand");
    std::fs::copy(root().join(format!("{fixture}.table")), dir.join(format!("{name}.phh.table"))).expect("sidecar");
    hand
}

/// Each report's codes, with the line of each finding.
fn coded_lines(reports: &[FileReport]) -> Vec<Vec<(&'static str, u32)>> {
    reports.iter().map(|r| r.findings.iter().map(|f| (f.code, f.primary.loc.line)).collect()).collect()
}

/// The fixtures checked end to end: our own hands are clean; the specification's Dwan–Ivey hand
/// was dealt to three players (PC001), and its awards, which it does not give, are not judged
/// (PC053 says so, at the hand's first key).
#[test]
fn the_fixtures_end_to_end() {
    let session = ["fixtures/phh/session/hand-001.phh", "fixtures/phh/session/hand-002.phh"];
    assert_eq!(coded_lines(&check(&["fixtures/phh/valencia/nt-take.phh"], None, None)), vec![vec![]]);
    assert_eq!(coded_lines(&check(&["fixtures/phh/valencia/ft-take.phh"], None, None)), vec![vec![]]);
    assert_eq!(coded_lines(&check(&["fixtures/phh/valencia/nt-no-awards.phh"], None, None)), vec![vec![("PC053", 4)]]);
    assert_eq!(coded_lines(&check(&["fixtures/phh/valencia/nt-short-blind-all-in.phh"], None, None)), vec![vec![]]);
    assert_eq!(coded_lines(&check(&session, Some("fixtures/phh/session"), None)), vec![vec![], vec![]]);
    // The first action after the deal: Dwan's open, to three players.
    assert_eq!(
        coded_lines(&check(&["fixtures/phh/spec/dwan-ivey.phh"], None, None)),
        vec![vec![("PC053", 4), ("PC001", 14)]]
    );
}

/// What an inspector learns from a PHH hand, at its own lines: a take above 5 % of the hand's
/// pot (at `winnings`), a pot paid to a hand the cards do not make the best (at the winner's
/// winnings), and of a hand that does not say its awards, only that they are not judged (PC053,
/// at its first key).
#[test]
fn faults_in_phh_hands() {
    let nt = "fixtures/phh/valencia/nt-take.phh";
    let take = variant_of(
        nt,
        "take",
        &[("winnings = [0, 295, 0, 0, 0]", "winnings = [0, 290, 0, 0, 0]"), ("[198, 296, 299,", "[198, 291, 299,")],
    );
    let wrong = variant_of(
        nt,
        "wrong",
        &[
            ("winnings = [0, 295, 0, 0, 0]", "winnings = [0, 0, 0, 0, 295]"),
            ("[198, 296, 299, 91, 101]", "[198, 1, 299, 91, 396]"),
        ],
    );
    let silent = variant_of(
        nt,
        "silent",
        &[
            ("winnings = [0, 295, 0, 0, 0]\n", ""),
            ("finishing_stacks = [198, 296, 299, 91, 101]\n", ""),
            ("\"p5 sm 9s9d\"", "\"p5 sm\""),
        ],
    );
    let catalogs = catalogs();
    let one = |p: &PathBuf| coded_lines(&phh::check_session(std::slice::from_ref(p), None, None, &catalogs));
    assert_eq!(one(&take), vec![vec![("PC018", 36)]]);
    assert_eq!(one(&wrong), vec![vec![("PC021", 36)]]);
    assert_eq!(one(&silent), vec![vec![("PC053", 3)]]);
    for p in [take, wrong, silent] {
        let _ = std::fs::remove_dir_all(p.parent().expect("its directory"));
    }
}

/// Fixed limit (`variant = "FT"`): every bet and raise by the small bet in the first two
/// intervals and by the big bet after (PC052 at the action); a raise cap from the table's line.
#[test]
fn fixed_limit_bet_sizes() {
    let ft = "fixtures/phh/valencia/ft-take.phh";
    // On the flop (small bet 2) p4 raises p3's 4 to 7, by 3; the money follows.
    let wide = variant_of(
        ft,
        "wide",
        &[
            ("\"p4 cbr 6\"", "\"p4 cbr 7\""),
            ("winnings = [0, 0, 0, 50]", "winnings = [0, 0, 0, 53]"),
            ("finishing_stacks = [89, 97, 81, 131]", "finishing_stacks = [88, 97, 80, 133]"),
        ],
    );
    // The table caps raises at one an interval: p4's raise on the flop is the second over p1's bet.
    let capped = variant_of(ft, "capped", &[]);
    let sidecar = capped.with_extension("phh.table");
    let line = std::fs::read_to_string(&sidecar).expect("sidecar");
    std::fs::write(&sidecar, line.replace("take=interval", "take=interval raise_cap=1")).expect("sidecar");
    let catalogs = catalogs();
    let one = |p: &PathBuf| coded_lines(&phh::check_session(std::slice::from_ref(p), None, None, &catalogs));
    assert_eq!(one(&wide), vec![vec![("PC052", 21)]]);
    assert_eq!(one(&capped), vec![vec![("PC013", 21)]]);
    let report = phh::check_session(std::slice::from_ref(&wide), None, None, &catalogs);
    assert_eq!(report[0].findings[0].message.en(), "s4 bets or raises by 3.00, not the interval's fixed 2.00");
    for p in [wide, capped] {
        let _ = std::fs::remove_dir_all(p.parent().expect("its directory"));
    }
}

/// A directory's hands with `seats` are one session: the mano must rotate to the next seat
/// (PC004 at the second hand's actions, where its p1 is), and a stack must be what the last
/// hand left it (PC015 at the count).
#[test]
fn a_session_follows_the_players() {
    let dir = std::env::temp_dir().join(format!("veedor-phh-session-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let src = root().join("fixtures/phh/session");
    std::fs::copy(src.join("hand-001.phh"), dir.join("hand-001.phh")).expect("copy");
    // One table for both: the directory's `table.mesa`.
    std::fs::copy(src.join("hand-001.phh.table"), dir.join("table.mesa")).expect("copy");
    let second = std::fs::read_to_string(src.join("hand-002.phh")).expect("hand");
    let hands = [dir.join("hand-001.phh"), dir.join("hand-002.phh")];
    let catalogs = catalogs();
    let run = |text: String| {
        std::fs::write(&hands[1], text).expect("hand");
        coded_lines(&phh::check_session(&hands, Some(&dir), None, &catalogs))
    };
    let skipped = second
        .replace("seats = [2, 3, 4, 5, 1]", "seats = [3, 4, 5, 1, 2]")
        .replace("starting_stacks = [296, 299, 91, 101, 198]", "starting_stacks = [299, 91, 101, 198, 296]");
    let skipped =
        skipped.replace("finishing_stacks = [294, 208, 177, 100, 197]", "finishing_stacks = [297, 0, 268, 100, 197]");
    let found = run(skipped);
    assert!(found[1].contains(&("PC004", 9)), "{found:?}");
    let topped = second.replace("[296, 299, 91, 101, 198]", "[296, 299, 91, 101, 208]");
    let found = run(topped);
    assert_eq!(found[0], vec![]);
    assert!(found[1].contains(&("PC015", 7)), "{found:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `veedor check fixtures/phh` reads every hand under its own table (a directory's hands at two
/// tables are two sessions, not one under the first's line): no input error, and each hand file
/// reported once, in path order.
#[test]
fn the_fixture_folder_has_no_input_error() {
    let out = veedor(&["check", "fixtures/phh", "--format", "concise", "--summary"], &root());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains(": M0"), "{text}");
    assert_ne!(out.status.code(), Some(2), "{text}");
}

/// A player's chips never go below zero, and no finding speaks of a negative amount: a stack of
/// 0 is PHH's input error (M001 at the stack, «All stack sizes must strictly be non-zero»); a
/// stack short of its forced bets posts what it has and is all in (clean); a blind posted past
/// the stack in a log is PC038, once; a `cbr` to less than the player's own total puts nothing
/// in (PC007, «puts in 0.00»).
#[test]
fn no_amount_below_zero() {
    let zero = check(&["tests/phh-errors/zero-stack.phh"], None, None);
    assert_eq!(coded_lines(&zero), vec![vec![("M001", 9)]]);
    let short = check(&["fixtures/phh/valencia/nt-short-blind-all-in.phh"], None, None);
    assert_eq!(coded_lines(&short), vec![vec![]]);
    // p1, the small blind of 1, «raises to» 0 where it folded.
    let below = variant_of("fixtures/phh/valencia/nt-take.phh", "below", &[("\"p1 f\"", "\"p1 cbr 0\"")]);
    let catalogs = catalogs();
    let reports = phh::check_session(std::slice::from_ref(&below), None, None, &catalogs);
    let en = veedor::i18n::Locale::human(veedor::i18n::Lang::En);
    let messages: Vec<String> =
        reports[0].findings.iter().map(|f| format!("{}: {}", f.code, f.message.render(en))).collect();
    assert!(messages.iter().any(|m| m.starts_with("PC007: s1 puts in 0.00")), "{messages:?}");
    for r in reports.iter().chain(&zero).chain(&short) {
        for f in &r.findings {
            let text = [Some(&f.message), f.expected.as_ref(), f.found.as_ref()]
                .into_iter()
                .flatten()
                .map(|t| t.render(en))
                .collect::<Vec<_>>()
                .join(" ");
            assert!(!text.contains("-0") && !text.contains("-1") && !text.contains("-2"), "{}: {text}", f.code);
        }
    }
    let _ = std::fs::remove_dir_all(below.parent().expect("its directory"));
}

//! Snapshots of the renderers on findings built by hand (independent of the parser and engines):
//! a log read back from disk with labels hundreds of lines apart, CRLF lines, invalid UTF-8, a
//! label past the end of the file, and an unreadable input.

mod common;

use std::path::{Path, PathBuf};

use veedor::check::{FileReport, FileStats, SourceHandle, unreadable};
use veedor::finding::{Citation, Finding, Label};
use veedor::log::event::Loc;
use veedor::report::human::{self, Style};
use veedor::report::{Summary, json};

/// A 300-line log: header, rounds of filler, a CRLF stretch and one line with invalid UTF-8.
fn log_bytes() -> Vec<u8> {
    let mut out = b"mesa-log 1\ntable T1 catalog=estado-1979/ruleta-francesa min=5\nsession open\n".to_vec();
    for n in 4..=300u32 {
        let line: Vec<u8> = match n {
            12 => b"bet s3 pleno 17 10".to_vec(),
            100 => b"note croupier \xff\xfe changed".to_vec(),
            249 => b"result 17".to_vec(),
            250 => b"pay s3 pleno 17 700".to_vec(),
            300 => b"round 99".to_vec(),
            _ => format!("# filler {n}").into_bytes(),
        };
        out.extend_from_slice(&line);
        out.extend_from_slice(if (240..=255).contains(&n) { b"\r\n" } else { b"\n" });
    }
    out
}

/// Where `needle` sits on 1-based line `line`.
fn loc(bytes: &[u8], line: u32, needle: &[u8]) -> Loc {
    let mut offset = 0;
    for l in bytes.split_inclusive(|&b| b == b'\n').take(line as usize - 1) {
        offset += l.len();
    }
    let text = &bytes[offset..];
    let col = text.windows(needle.len()).position(|w| w == needle).expect("needle on the line");
    Loc { line, col: col as u32 + 1, offset: (offset + col) as u64, len: needle.len() as u32 }
}

fn findings(bytes: &[u8]) -> Vec<Finding> {
    let mut payout = Finding::new(
        "RL003",
        Label::new(loc(bytes, 250, b"700"), "paid here"),
        "the pleno 17 of s3 was paid 700; its payout gives 350",
    )
    .expected("350 (10 × 35)")
    .found("700")
    .label(loc(bytes, 12, b"pleno 17 10"), "bet of 10 placed here")
    .label(loc(bytes, 249, b"17"), "winning number");
    payout.citation = Some(Citation {
        catalog: "estado-1979/ruleta-francesa".into(),
        rule: "ruleta.payout.pleno".into(),
        document: "Orden de 9 de octubre de 1979 (BOE-A-1979-25744)".into(),
        article: "01".into(),
        section: "IV.1.A.a".into(),
        quote: "Plenos: Se paga treinta y cinco veces la cantidad apostada.".into(),
        adopted_by: None,
    });
    let utf8 =
        Finding::new("M002", Label::new(loc(bytes, 100, b"\xff\xfe"), "not UTF-8"), "line 100 is not valid UTF-8 text")
            .expected("UTF-8 text")
            .found("byte 0xFF");
    let end = Loc { line: 301, col: 1, offset: bytes.len() as u64, len: 0 };
    let open = Finding::new("S003", Label::new(end, "log ends here"), "the log ends without closing the session")
        .label(loc(bytes, 3, b"session open"), "session opened here")
        .expected("`session close`")
        .found("end of file");
    let mut all = vec![payout, utf8, open];
    all.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
    all
}

/// Snapshots live in the top-level `snapshots/`, named without the test module.
fn snapshot_settings() -> insta::Settings {
    common::snapshot_settings("", false)
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("report-tests").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn reports(dir: &Path) -> Vec<FileReport> {
    let bytes = log_bytes();
    let path = dir.join("session.mesa");
    std::fs::write(&path, &bytes).unwrap();
    let on_disk = FileReport {
        name: "logs/session.mesa".into(),
        source: SourceHandle::Path(path),
        catalog: Some("estado-1979/ruleta-francesa".into()),
        findings: findings(&bytes),
        stats: FileStats { bytes: bytes.len() as u64, lines: 300, events: 10, rounds: 1, ..FileStats::default() },
        study: None,
        lang: veedor::i18n::Lang::En,
    };
    let clean = FileReport {
        name: "logs/clean.mesa".into(),
        source: SourceHandle::Bytes(bytes.clone().into()),
        catalog: Some("estado-1979/ruleta-francesa".into()),
        findings: Vec::new(),
        stats: FileStats { bytes: bytes.len() as u64, lines: 300, events: 10, rounds: 1, ..FileStats::default() },
        study: None,
        lang: veedor::i18n::Lang::En,
    };
    let missing = unreadable(
        "logs/missing.mesa".into(),
        SourceHandle::Path(dir.join("missing.mesa")),
        "No such file or directory (os error 2)",
    );
    vec![on_disk, clean, missing]
}

#[test]
fn human_report() {
    let dir = scratch("human");
    let mut out = String::new();
    let mut summary = Summary::default();
    for r in reports(&dir) {
        summary.add(&r);
        out.push_str(&human::render_file(&r, Style::default()));
    }
    out.push_str(&human::total_line(&summary, veedor::i18n::Lang::En));
    out.push('\n');
    snapshot_settings().bind(|| insta::assert_snapshot!("report__human_report", out));
    assert_eq!(summary.exit_code(veedor::report::ExitPolicy::default()), 2);
}

#[test]
fn json_report() {
    let dir = scratch("json");
    snapshot_settings().bind(|| insta::assert_snapshot!("report__json_report", json::render(&reports(&dir))));
}

#[test]
fn bytes_and_file_sources_render_the_same() {
    let dir = scratch("same");
    let mut from_file = reports(&dir).remove(0);
    let before = human::render_file(&from_file, Style::default());
    from_file.source = SourceHandle::Bytes(log_bytes().into());
    assert_eq!(before, human::render_file(&from_file, Style::default()));
}

#[test]
fn a_file_that_cannot_be_read_again_renders_without_snippets() {
    let dir = scratch("vanished");
    let mut r = reports(&dir).remove(0);
    r.source = SourceHandle::Path(dir.join("vanished.mesa"));
    let out = human::render_file(&r, Style::default());
    assert!(!out.contains('╭'), "{out}");
    assert!(
        out.contains(
            "help: expected: 350 (10 × 35)\n        found: 700\n        at logs/session.mesa:250:17: paid here\n"
        ),
        "{out}"
    );
}

//! Reading input, through the built binary: any readable input in every format (a named pipe
//! is read once), binary input said once, a byte-order mark, legacy encodings (`--encoding`),
//! and a log with a header but no session.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::Duration;

use common::bin::Veedor;

const FORMATS: &[&str] = &["human", "concise", "json", "jsonl", "sarif", "junit", "github"];

/// A short roulette log with one finding (an unpaid winner, RL004) on line 7.
const LOG: &str = "mesa-log 1\n\
table RF-01 catalog=estado-1979/ruleta-francesa min=5\n\
session open\n\
round 1\n\
bet s1 rojo 10\n\
nomore\n\
spin 1 cw ball=ccw\n\
session close\n";

/// [`LOG`] with its winner paid: no finding.
fn clean() -> String {
    LOG.replace("spin 1 cw ball=ccw\n", "spin 1 cw ball=ccw\npay s1 rojo 10\n")
}

/// A fresh, empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("input-tests").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// Runs veedor in `dir` with `stdin`; fails the test (killing it) if it runs for more than 60
/// seconds, so that a hang is a failure and not a stuck test run.
fn veedor(args: &[&str], dir: &Path, stdin: &[u8]) -> Output {
    Veedor::new(args).dir(dir).lc_all("C").env("NO_COLOR", "1").within(stdin, Duration::from_secs(60))
}

fn text(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The findings of a `--format concise` run: its lines but the total.
fn concise(o: &Output) -> Vec<String> {
    text(o).lines().filter(|l| !l.starts_with("total:")).map(str::to_owned).collect()
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_read_once_in_every_format() {
    use std::ffi::CString;
    let dir = scratch("fifo");
    for format in FORMATS {
        let fifo = dir.join(format!("{format}.mesa"));
        let c = CString::new(fifo.to_str().expect("utf-8 path")).expect("no NUL");
        // SAFETY: `c` is a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0, "mkfifo");
        // The writer blocks until veedor opens the pipe, then writes the log once and closes.
        let writer = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::write(fifo, LOG))
        };
        let name = format!("{format}.mesa");
        let out = veedor(&["check", "--format", format, &name], &dir, b"");
        // Unblocks the writer if veedor never opened the pipe (so the test ends either way).
        let _ = std::fs::OpenOptions::new().read(true).custom_flags_nonblock().open(&fifo);
        writer.join().expect("writer thread").expect("log written to the pipe");
        assert_eq!(out.status.code(), Some(1), "{format}: {}", text(&out));
        assert!(text(&out).contains("RL004"), "{format}: {}", text(&out));
        if *format == "human" {
            assert!(text(&out).contains("bet s1 rojo 10"), "the snippet is shown from the bytes read: {}", text(&out));
        }
    }
}

/// Opening a pipe for reading without blocking, to release a writer left waiting.
#[cfg(unix)]
trait NonBlock {
    fn custom_flags_nonblock(&mut self) -> &mut Self;
}

#[cfg(unix)]
impl NonBlock for std::fs::OpenOptions {
    fn custom_flags_nonblock(&mut self) -> &mut Self {
        use std::os::unix::fs::OpenOptionsExt;
        self.custom_flags(libc::O_NONBLOCK)
    }
}

#[test]
fn standard_input_works_in_every_format() {
    let dir = scratch("stdin");
    for format in FORMATS {
        let out = veedor(&["check", "--format", format, "-"], &dir, LOG.as_bytes());
        assert_eq!(out.status.code(), Some(1), "{format}: {}", text(&out));
        assert!(text(&out).contains("RL004"), "{format}: {}", text(&out));
    }
}

/// Bytes that look like an executable: a header with NUL bytes, then text that happens to be a
/// valid log (as a binary's embedded strings can be), then more binary data.
fn binary() -> Vec<u8> {
    let mut b = b"\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00>\x00\n".to_vec();
    for i in 0..20_000u32 {
        b.extend_from_slice(&i.to_le_bytes());
        b.push(if i % 7 == 0 { b'\n' } else { 0xFF });
    }
    b.extend_from_slice(LOG.as_bytes());
    b.extend(std::iter::repeat_n(0u8, 4096));
    b
}

#[test]
fn a_binary_file_is_said_once_not_to_be_a_text_log() {
    let dir = scratch("binary");
    std::fs::write(dir.join("a.out"), binary()).unwrap();
    let out = veedor(&["check", "--format", "concise", "a.out"], &dir, b"");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert_eq!(
        concise(&out),
        ["a.out:1:5: M003 [error] the file is not a text log: it holds binary data; the rest of it is not read"]
    );
    // Every format says it once, with no game finding.
    let out = veedor(&["check", "--format", "human", "a.out"], &dir, b"");
    assert_eq!(text(&out).matches("M003").count(), 1, "{}", text(&out));
    assert!(text(&out).len() < 2000, "{}", text(&out));
}

#[test]
fn binary_data_after_the_header_stops_the_reading_once() {
    let dir = scratch("zero-tail");
    // A log whose tail was zero-filled by a crash.
    let mut log = LOG.as_bytes()[..LOG.find("nomore").unwrap()].to_vec();
    log.extend(std::iter::repeat_n(0u8, 10_000));
    std::fs::write(dir.join("t.mesa"), log).unwrap();
    let out = veedor(&["check", "--format", "concise", "t.mesa"], &dir, b"");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        concise(&out),
        ["t.mesa:6:1: M002 [error] line 6 holds binary data, not text: the rest of the file is not read"]
    );
}

#[test]
fn a_text_file_that_is_no_log_stops_after_eight_unreadable_lines() {
    let dir = scratch("readme");
    let readme: String = (0..500).map(|i| format!("This is line {i} of some notes.\n")).collect();
    std::fs::write(dir.join("notes.txt"), readme).unwrap();
    let out = veedor(&["check", "--format", "concise", "notes.txt"], &dir, b"");
    assert_eq!(out.status.code(), Some(2));
    let lines = concise(&out);
    assert_eq!(lines.len(), 9, "{lines:#?}");
    assert!(lines[..8].iter().all(|l| l.contains(" M001 ")), "{lines:#?}");
    assert!(lines[8].contains(" M003 [error] the file is not a table log"), "{lines:#?}");
}

#[test]
fn a_utf8_byte_order_mark_is_accepted() {
    let dir = scratch("bom");
    let mut log = b"\xEF\xBB\xBF".to_vec();
    log.extend_from_slice(clean().as_bytes());
    std::fs::write(dir.join("bom.mesa"), &log).unwrap();
    let out = veedor(&["check", "bom.mesa"], &dir, b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(text(&out).contains("bom.mesa: clean"), "{}", text(&out));
    // Positions still count the file's bytes: a finding on line 1 points after the mark.
    std::fs::write(dir.join("bad.mesa"), b"\xEF\xBB\xBFmesa-log 2\n").unwrap();
    let out = veedor(&["check", "--format", "concise", "bad.mesa"], &dir, b"");
    assert!(text(&out).starts_with("bad.mesa:1:10: M003"), "{}", text(&out));
}

#[test]
fn a_windows_1252_file_gets_a_hint_and_is_read_with_encoding() {
    let dir = scratch("cp1252");
    let mut log = b"# Sesi\xF3n de ma\xF1ana\n".to_vec();
    log.extend_from_slice(&LOG.as_bytes()[..LOG.find("nomore").unwrap()]);
    log.extend_from_slice(b"pay s1 rojo 10 # Mu\xF1oz\nnomore\nspin 1 cw ball=ccw\nsession close\n");
    std::fs::write(dir.join("w.mesa"), &log).unwrap();

    let out = veedor(&["check", "--format", "json", "w.mesa"], &dir, b"");
    assert_eq!(out.status.code(), Some(2));
    let json = text(&out);
    assert!(json.contains("the file looks like Windows-1252, where byte 0xF3 is ó"), "{json}");
    assert!(json.contains("--encoding windows-1252"), "{json}");

    for label in ["windows-1252", "latin1", "ISO-8859-1"] {
        let out = veedor(&["check", "--encoding", label, "w.mesa"], &dir, b"");
        let report = text(&out);
        // Decoded, the log is read; its one finding (a payment before the spin) is shown with
        // the decoded text, and its column counts in it.
        assert_eq!(out.status.code(), Some(1), "{label}: {report}");
        assert!(!report.contains("M002"), "{report}");
        assert!(report.contains("pay s1 rojo 10 # Muñoz"), "{report}");
    }
    let out = veedor(&["check", "--encoding", "klingon", "w.mesa"], &dir, b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("`klingon` is not a known encoding"));
    // Standard input too.
    let out = veedor(&["check", "--encoding", "windows-1252", "--format", "concise", "-"], &dir, &log);
    assert!(!text(&out).contains("M002"), "{}", text(&out));
}

#[test]
fn a_utf16_file_is_named_and_read_with_encoding() {
    let dir = scratch("utf16");
    let clean = clean();
    let mut log = vec![0xFF, 0xFE];
    for u in clean.encode_utf16() {
        log.extend_from_slice(&u.to_le_bytes());
    }
    std::fs::write(dir.join("u.mesa"), &log).unwrap();
    let out = veedor(&["check", "--format", "concise", "u.mesa"], &dir, b"");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(concise(&out), ["u.mesa:1:1: M003 [error] the file is UTF-16LE text, not UTF-8"]);
    let out = veedor(&["check", "--encoding", "utf-16le", "u.mesa"], &dir, b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
}

#[test]
fn a_log_with_a_header_and_no_session_is_not_clean() {
    let dir = scratch("no-session");
    std::fs::write(dir.join("h.mesa"), "mesa-log 1\ntable RF-01 catalog=estado-1979/ruleta-francesa min=5\n\n# end\n")
        .unwrap();
    let out = veedor(&["check", "--format", "concise", "h.mesa"], &dir, b"");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(concise(&out), ["h.mesa:2:1: S009 [error] the log records no session"]);
}

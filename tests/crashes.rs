//! Inputs that once crashed veedor (found by fuzzing, or reported), replayed through the very
//! functions the fuzz targets call (`fuzz/src/lib.rs`, README «Fuzzing»): none may panic, and
//! what each gives is snapshotted (`snapshots/crashes__*.snap`).
//!
//! `tests/crashes/log/` holds logs (`*.mesa`, checked as they are) and raw inputs of the
//! `check_log` target (`*.fuzz`, whose first byte picks the article); `tests/crashes/catalog/`
//! catalogue articles (`catalog_lint`); `tests/crashes/waivers/` waivers files (`waivers`);
//! `tests/crashes/phh/` inputs of the `phh` target (PHH hands and their table, split by NUL).

mod common;
#[path = "../fuzz/src/lib.rs"]
mod harness;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use veedor::report::human::{self, Style};

const DIR: &str = "tests/crashes";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn inputs(kind: &str) -> Vec<PathBuf> {
    let dir = root().join(DIR).join(kind);
    // A target with no crash yet has no folder (git keeps no empty one).
    let Ok(entries) = std::fs::read_dir(&dir) else { return Vec::new() };
    let mut files: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.is_file()).collect();
    files.sort();
    files
}

/// What the target of `kind` gives for `path`.
fn replay(kind: &str, path: &Path) -> String {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let name = path.strip_prefix(root()).unwrap_or(path).display().to_string();
    let text = || String::from_utf8_lossy(&bytes).into_owned();
    match kind {
        "log" => {
            let text =
                if path.extension().is_some_and(|e| e == "fuzz") { harness::log_text(&bytes) } else { bytes.clone() };
            human::render_file(&harness::check_log(&name, text), Style::default())
        }
        "catalog" => harness::lint_catalog(&text()),
        "waivers" => harness::apply_waivers(&text()),
        "phh" => harness::check_phh(&bytes),
        _ => unreachable!("no target for {kind}"),
    }
}

fn replay_all(kind: &str) {
    let mut failed = Vec::new();
    for path in inputs(kind) {
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let out = replay(kind, &path);
            let mut s = common::snapshot_settings("", true);
            s.set_description(format!("{kind} target on {}", path.strip_prefix(root()).unwrap_or(&path).display()));
            s.bind(|| insta::assert_snapshot!(format!("crashes__{kind}__{stem}"), out));
        }));
        if outcome.is_err() {
            failed.push(path.display().to_string());
        }
    }
    assert!(failed.is_empty(), "{} input(s) panicked or changed (see above):\n  {}", failed.len(), failed.join("\n  "));
}

#[test]
fn logs_that_crashed_the_checker() {
    replay_all("log");
}

#[test]
fn catalogues_that_crashed_the_loader() {
    replay_all("catalog");
}

#[test]
fn waivers_files_that_crashed_the_reader() {
    replay_all("waivers");
}

#[test]
fn hand_histories_that_crashed_the_phh_reader() {
    replay_all("phh");
}

/// The `check_log` target's first byte reaches every embedded article, whatever the log's own
/// header names, and one value leaves the header as written.
#[test]
fn the_first_byte_of_a_log_input_picks_every_article() {
    let set = harness::catalogs();
    let ids = harness::articles();
    assert_eq!(ids.len(), set.ids().count(), "every embedded article has a selector");
    let body = b"mesa-log 1\ntable T1 catalog=estado-1979/ruleta-francesa min=5\nsession open\nsession close\n";
    let article = |data: &[u8]| veedor::check::check_bytes("x.mesa", harness::log_text(data), set).catalog;
    for (i, id) in ids.iter().enumerate() {
        let selector = u8::try_from(i).expect("fewer than 255 articles");
        assert_eq!(article(&[&[selector][..], body].concat()).as_deref(), Some(id.as_str()), "selector {i}");
        // A body without a header gets one.
        let bare = [&[selector][..], b"session open\nsession close\n"].concat();
        assert_eq!(article(&bare).as_deref(), Some(id.as_str()), "selector {i}, no header");
    }
    assert_eq!(harness::log_text(&[&[harness::AS_WRITTEN][..], body].concat()), body.to_vec());
}

/// The `check_log` target reaches the engines of the families added after its first campaigns:
/// a monte log moved to the monte article by its first byte is read with the Spanish deck (its
/// cards are cards, not M001) and judged by monte's engine (its MO finding), and so is a
/// círculo log under the círculo article (its PC finding), whatever article the header named.
#[test]
fn the_first_byte_reaches_the_monte_and_circulo_engines() {
    let ids = harness::articles();
    let cases = [
        ("valencia-2003/monte", "fixtures/valencia-2003/monte/MO004-doubling-from-the-bottom.mesa", "MO004"),
        ("valencia-2003/poquer-circulo", "fixtures/valencia-2003/poquer-circulo/PC004-mano-skips-a-seat.mesa", "PC004"),
    ];
    for (id, fixture, code) in cases {
        let Some(selector) = ids.iter().position(|a| a == id) else { panic!("{id} has no selector") };
        let selector = u8::try_from(selector).expect("fewer than 255 articles");
        let log = std::fs::read_to_string(root().join(fixture)).unwrap_or_else(|e| panic!("{fixture}: {e}"));
        // The header names another article: only the first byte can bring the log to `id`.
        let moved = log.replace(&format!("catalog={id}"), "catalog=estado-1979/ruleta-francesa");
        let data = [&[selector][..], moved.as_bytes()].concat();
        let report = harness::check_log("x.mesa", harness::log_text(&data));
        let codes: Vec<&str> = report.findings.iter().map(|f| f.code).collect();
        assert_eq!(report.catalog.as_deref(), Some(id));
        assert!(codes.contains(&code), "{fixture} under selector {selector}: {codes:?}");
        assert!(!codes.contains(&"M001"), "{fixture}: a line unread under {id}: {codes:?}");
    }
}

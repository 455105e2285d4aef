//! The human report in Spanish (`--lang es`), as an inspector reads it, for a sample of the
//! fixtures of every game and of the log-format checks: snapshots in `snapshots/es/`. The
//! English reports of every fixture are `tests/fixtures.rs`'s snapshots.

mod common;

use std::path::{Path, PathBuf};

use common::bin::Veedor;

/// Per folder of `fixtures/`, how many of its logs (in name order, the clean ones last) the
/// sample takes: enough for each kind of finding of each game to be read in Spanish.
const PER_FOLDER: usize = 6;

/// Logs read in Spanish besides the sample, by the start of their name: póquer sin descarte's
/// tie-breaks (each cites its own clause) and a vacant box's decision.
const ALWAYS: &[&str] = &["PS014-tie-break-", "PS009-vacant-box-", "PS014-low-straight-"];

fn sample() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut folders = Vec::new();
    collect_folders(&root, &mut folders);
    let mut out = Vec::new();
    for folder in folders {
        let mut logs: Vec<PathBuf> = std::fs::read_dir(&folder)
            .map(|d| {
                d.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|e| e == "mesa"))
                    .collect()
            })
            .unwrap_or_default();
        logs.sort_by_key(|p| {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            (name.starts_with("clean"), name)
        });
        // Spread over the folder's codes: every n-th log, then one clean log. (By the file's
        // name: the checkout's own path may hold "clean".)
        let clean = |p: &PathBuf| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("clean"));
        let faulty: Vec<_> = logs.iter().filter(|p| !clean(p)).collect();
        let step = (faulty.len() / PER_FOLDER).max(1);
        let taken: Vec<PathBuf> = faulty.iter().step_by(step).take(PER_FOLDER).map(|p| (*p).clone()).collect();
        let always = faulty.iter().filter(|p| {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            ALWAYS.iter().any(|a| name.starts_with(a)) && !taken.contains(p)
        });
        let always: Vec<PathBuf> = always.map(|p| (*p).clone()).collect();
        out.extend(taken);
        out.extend(always);
        out.extend(logs.iter().find(|p| clean(p)).cloned());
    }
    out
}

fn collect_folders(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut dirs: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.is_dir()).collect();
    dirs.sort();
    for d in dirs {
        let has_logs = std::fs::read_dir(&d)
            .map(|mut it| it.any(|e| e.is_ok_and(|e| e.path().extension().is_some_and(|x| x == "mesa"))))
            .unwrap_or(false);
        if has_logs {
            out.push(d.clone());
        }
        collect_folders(&d, out);
    }
}

#[test]
fn spanish_human_reports_of_a_sample_of_fixtures() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let logs = sample();
    assert!(logs.len() >= 30, "the sample has only {} logs", logs.len());
    // A snapshot of a fixture the sample no longer takes (fixtures were added) is stale: it
    // would be kept, unchecked, beside the ones that are.
    let names: Vec<String> = logs
        .iter()
        .map(|log| {
            let rel = log.strip_prefix(root).unwrap_or(log).to_string_lossy().into_owned();
            rel.trim_start_matches("fixtures/").trim_end_matches(".mesa").replace('/', "__")
        })
        .collect();
    let stale: Vec<String> = std::fs::read_dir(root.join("snapshots/es"))
        .expect("snapshots/es")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|f| f.strip_suffix(".snap").map(str::to_owned))
        .filter(|n| n.contains("__") && !names.contains(n))
        .collect();
    assert!(stale.is_empty(), "snapshots of fixtures no longer in the sample (delete them): {stale:?}");
    for log in logs {
        let rel = log.strip_prefix(root).unwrap_or(&log).to_string_lossy().into_owned();
        let out = Veedor::new(["--color", "never", "--lang", "es", "check", &rel]).dir(root).lc_all("C").output();
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let name = rel.trim_start_matches("fixtures/").trim_end_matches(".mesa").replace('/', "__");
        let s = common::snapshot_settings("es", true);
        s.bind(|| insta::assert_snapshot!(name, text));
    }
}

#[test]
fn the_locale_chooses_spanish_and_lang_overrides_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let run = |env: &[(&str, &str)], args: &[&str]| {
        let out = Veedor::new(args).dir(root).no_locale().envs(env).output();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let log = "fixtures/estado-1979/ruleta-francesa/clean-session.mesa";
    assert!(run(&[("LANG", "es_ES.UTF-8")], &["check", log]).contains("sin incidencias"));
    assert!(run(&[("LC_ALL", "es_ES.UTF-8"), ("LANG", "en_US.UTF-8")], &["check", log]).contains("sin incidencias"));
    assert!(run(&[("LC_ALL", "C"), ("LANG", "es_ES.UTF-8")], &["check", log]).contains(": clean"));
    assert!(run(&[("LANG", "es_ES.UTF-8")], &["--lang", "en", "check", log]).contains(": clean"));
    assert!(run(&[("LANG", "en_GB.UTF-8")], &["check", "--lang", "es", log]).contains("sin incidencias"));
    assert!(run(&[], &["check", log]).contains(": clean"));
}

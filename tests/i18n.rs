//! The translation files (`i18n/<lang>/*.ftl`): both languages define the same messages, every
//! message is used by the code and every message the code names exists, every file parses, and
//! no finding of any fixture is still an English sentence written in Rust code.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::FluentResource;
use veedor::catalog::CatalogSet;
use veedor::check::check_path;
use veedor::i18n::{Lang, message_ids};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files_under(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_under(&p, ext, out);
        } else if p.extension().is_some_and(|e| e == ext) {
            out.push(p);
        }
    }
}

/// The message ids the Rust code names: the first argument of `t!(…)` and `Text::new(…)`.
fn ids_in_code() -> BTreeMap<String, PathBuf> {
    let mut files = Vec::new();
    files_under(&root().join("src"), "rs", &mut files);
    let mut ids = BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for opener in ["t!(\"", "Text::new(\""] {
            for (at, _) in text.match_indices(opener) {
                // `format!("…")` ends in `t!("` too: the macro's name must start there.
                if text[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let rest = &text[at + opener.len()..];
                if let Some(end) = rest.find('"') {
                    ids.entry(rest[..end].to_owned()).or_insert_with(|| file.clone());
                }
            }
        }
    }
    ids
}

#[test]
fn both_languages_define_the_same_messages() {
    let en: BTreeSet<String> = message_ids(Lang::En).into_iter().collect();
    let es: BTreeSet<String> = message_ids(Lang::Es).into_iter().collect();
    let only_en: Vec<_> = en.difference(&es).collect();
    let only_es: Vec<_> = es.difference(&en).collect();
    assert!(only_en.is_empty(), "messages missing in Spanish (i18n/es/): {only_en:?}");
    assert!(only_es.is_empty(), "messages missing in English (i18n/en/): {only_es:?}");
    assert!(en.len() > 10, "the English files define only {} messages", en.len());
}

#[test]
fn no_message_is_defined_twice() {
    for lang in Lang::ALL {
        let ids = message_ids(lang);
        let mut seen = BTreeSet::new();
        let twice: Vec<_> = ids.iter().filter(|id| !seen.insert(*id)).collect();
        assert!(twice.is_empty(), "{}: defined more than once: {twice:?}", lang.code());
    }
}

#[test]
fn every_message_the_code_names_exists_and_every_message_is_used() {
    let defined: BTreeSet<String> = message_ids(Lang::En).into_iter().collect();
    let used = ids_in_code();
    let missing: Vec<_> = used.iter().filter(|(id, _)| !defined.contains(*id)).collect();
    assert!(missing.is_empty(), "named in the code, not in the translation files: {missing:?}");
    // A message may also be named by building its id (a check's documentation is
    // `CODE-doc`): those count as used when their stem is, as the code says below.
    let mut code = String::new();
    let mut files = Vec::new();
    files_under(&root().join("src"), "rs", &mut files);
    for f in files {
        code.push_str(&std::fs::read_to_string(f).unwrap_or_default());
    }
    // The help's ids are built from the commands' and arguments' names (src/cli/help.rs).
    use clap::CommandFactory;
    let help: BTreeSet<String> =
        veedor::cli::help::expected_english(&veedor::cli::Cli::command()).into_iter().map(|(id, _)| id).collect();
    let unused: Vec<_> = defined
        .iter()
        .filter(|id| !used.contains_key(*id) && !code.contains(&format!("\"{id}\"")) && !help.contains(*id))
        .collect();
    assert!(unused.is_empty(), "defined in the translation files, never used by the code: {unused:?}");
}

#[test]
fn every_translation_file_parses() {
    let mut files = Vec::new();
    files_under(&root().join("i18n"), "ftl", &mut files);
    assert!(files.len() >= 2, "no translation files found");
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable");
        if let Err((_, errors)) = FluentResource::try_new(text) {
            panic!("{}: {errors:?}", f.display());
        }
    }
}

#[test]
fn both_languages_have_the_same_files() {
    let names = |lang: &str| -> BTreeSet<String> {
        let mut files = Vec::new();
        files_under(&root().join("i18n").join(lang), "ftl", &mut files);
        files.iter().filter_map(|f| f.file_name().map(|n| n.to_string_lossy().into_owned())).collect()
    };
    assert_eq!(names("en"), names("es"));
}

/// Checks whose findings still carry an English sentence written in Rust code. Each code here
/// leaves this list when its messages move to the translation files; the test fails if a code
/// not listed makes one, and if a listed code no longer does (so the list only shrinks).
const STILL_UNTRANSLATED: &[&str] = &[];

#[test]
fn every_finding_of_every_fixture_is_translated() {
    let set = CatalogSet::embedded().expect("embedded catalogue");
    let mut logs = Vec::new();
    files_under(&root().join("fixtures"), "mesa", &mut logs);
    files_under(&root().join("tests/input-errors"), "mesa", &mut logs);
    let mut untranslated: BTreeMap<&str, String> = BTreeMap::new();
    for log in &logs {
        let report = check_path(log, &set);
        for f in &report.findings {
            let texts = std::iter::once(&f.message)
                .chain(f.expected.iter())
                .chain(f.found.iter())
                .chain(std::iter::once(&f.primary.text))
                .chain(f.secondary.iter().map(|l| &l.text));
            if let Some(t) = texts.into_iter().find(|t| !t.is_translated()) {
                untranslated.entry(f.code).or_insert_with(|| format!("{}: «{}»", log.display(), t.en()));
            }
        }
    }
    let new: Vec<_> = untranslated.iter().filter(|(c, _)| !STILL_UNTRANSLATED.contains(c)).collect();
    assert!(new.is_empty(), "findings with English text written in Rust code: {new:#?}");
    let done: Vec<_> = STILL_UNTRANSLATED.iter().filter(|c| !untranslated.contains_key(*c)).collect();
    assert!(done.is_empty(), "translated now: remove from STILL_UNTRANSLATED: {done:?}");
}

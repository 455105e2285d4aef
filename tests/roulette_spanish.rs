//! The roulette engine's findings in Spanish, as the translation files word them: the choices
//! Fluent makes there (plurals, the zero, the fractions of the article) on the fixtures that
//! show them, and every roulette finding of every fixture written in Spanish, not left in English.

use std::path::{Path, PathBuf};

use veedor::catalog::CatalogSet;
use veedor::check::check_path;
use veedor::finding::Finding;
use veedor::i18n::{Lang, Locale};

fn fixture(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures").join(rel)
}

fn findings(rel: &str) -> Vec<Finding> {
    let set = CatalogSet::embedded().expect("embedded catalogue");
    check_path(&fixture(rel), &set).findings
}

fn es() -> Locale {
    Locale::human(Lang::Es)
}

/// The only finding of `rel` with `code`.
fn one(rel: &str, code: &str) -> Finding {
    let mut found: Vec<Finding> = findings(rel).into_iter().filter(|f| f.code == code).collect();
    assert_eq!(found.len(), 1, "{rel}: {code} findings: {found:?}");
    found.remove(0)
}

#[test]
fn residual_values_are_the_articles_fractions() {
    let f = one("estado-1979/ruleta-francesa/RL018-second-zero-half-not-quarter.mesa", "RL018");
    let expected = f.expected.expect("an expected value");
    assert_eq!(
        expected.render(es()),
        "la devolución de 5,00 (valor residual: la cuarta parte de la apuesta tras 2 ceros)"
    );
    assert_eq!(expected.en(), "return 5.00 (residual value 1/4 of the stake after 2 zero(s))");

    let f = one("estado-1979/ruleta-francesa/RL022-choice-on-last-spin-zero.mesa", "RL022");
    assert_eq!(
        f.expected.expect("an expected value").render(es()),
        "la devolución de 10,00 (la mitad de la apuesta inicial)"
    );
}

#[test]
fn the_zero_is_named_and_other_numbers_written() {
    let f = one("estado-1979/ruleta-francesa/RL005-half-back-on-dozen-at-zero.mesa", "RL005");
    assert_eq!(
        f.message.render(es()),
        "la devolución de 5,00 sobre la apuesta a docena 1 de s1, que perdió con el cero"
    );
    assert_eq!(f.message.en(), "`return` of 5.00 on s1's docena 1, which lost on 0");
    let f = one("estado-1979/ruleta-francesa/RL005-loser-paid.mesa", "RL005");
    assert!(f.message.render(es()).ends_with("que perdió con el 3"), "{}", f.message.render(es()));
}

#[test]
fn counts_agree_with_their_nouns() {
    let f = one("estado-1979/ruleta-francesa/RL033-ball-not-logged.mesa", "RL033");
    assert!(
        f.message.render(es()).contains(": 2 tiradas de esta mesa no llevan `ball=`"),
        "{}",
        f.message.render(es())
    );
    assert_eq!(f.found.expect("a found value").render(es()), "2 tiradas sin `ball=`");
    let f = one("estado-1979/ruleta-francesa/RL033-relaunch-from-not-logged.mesa", "RL033");
    assert!(
        f.message.render(es()).contains(": 1 nuevo lanzamiento de esta mesa no lleva `from=`"),
        "{}",
        f.message.render(es())
    );
    assert!(f.message.en().contains(": 1 relaunch of this table gives no `from=`"), "{}", f.message.en());
}

#[test]
fn every_roulette_finding_reads_in_spanish() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut logs = Vec::new();
    for jurisdiction in std::fs::read_dir(&root).expect("fixtures").filter_map(Result::ok) {
        let dir = jurisdiction.path().join("ruleta-francesa");
        if let Ok(entries) = std::fs::read_dir(&dir) {
            logs.extend(
                entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "mesa")),
            );
        }
    }
    assert!(logs.len() > 50, "only {} roulette fixtures", logs.len());
    let set = CatalogSet::embedded().expect("embedded catalogue");
    let mut seen = 0;
    for log in &logs {
        for f in check_path(log, &set).findings.iter().filter(|f| f.code.starts_with("RL")) {
            seen += 1;
            // A message and its primary label are a sentence and a phrase, never a bare value:
            // their Spanish differs from their English. (A secondary label may be the
            // catalogue's own words, «tirada nula», the same in both.)
            for t in [&f.message, &f.primary.text] {
                assert_ne!(t.render(es()), t.en(), "{}: {} left in English", log.display(), f.code);
            }
        }
    }
    assert!(seen > 50, "only {seen} roulette findings");
}

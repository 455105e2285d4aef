//! The index of the catalogue rules that cite each check (src/catalog/rule_index_data.rs) is
//! the embedded catalogue's, and a SARIF report describes the rules the same from it as from
//! the loaded articles.

use std::path::Path;

use veedor::catalog::CatalogSet;
use veedor::catalog::rule_index;
use veedor::i18n::Lang;
use veedor::report::sarif_rules;

#[test]
fn the_rule_index_is_the_embedded_catalogues() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/catalog/rule_index_data.rs");
    let set = CatalogSet::embedded().expect("embedded catalogue");
    let want = rule_index::source(&set);
    if std::env::var_os("VEEDOR_UPDATE_DOCS").is_some() {
        std::fs::write(&path, &want).expect("write src/catalog/rule_index_data.rs");
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "src/catalog/rule_index_data.rs is not the embedded catalogue's: regenerate it with \
         `VEEDOR_UPDATE_DOCS=1 cargo test --test rule_index`"
    );
}

#[test]
fn the_index_cites_what_the_loaded_articles_cite() {
    let lazy = CatalogSet::embedded_lazy();
    let loaded = CatalogSet::embedded().expect("embedded catalogue");
    let mut cited = 0;
    for c in veedor::rules::CHECKS {
        let from_index = rule_index::citations(&lazy, c.code).expect("the index serves the embedded catalogue");
        assert_eq!(from_index, rule_index::citations_loaded(&loaded, c.code), "{}", c.code);
        cited += from_index.len();
    }
    assert!(cited > 500, "only {cited} citations");
    // A set that is not the embedded one, untouched, is described from its articles.
    assert!(rule_index::citations(&loaded, "RL001").is_none());
}

#[test]
fn the_pre_rendered_sarif_rules_are_the_computed_ones() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/report/sarif_rules_data.rs");
    let lazy = CatalogSet::embedded_lazy();
    let want = sarif_rules::source(&lazy);
    if std::env::var_os("VEEDOR_UPDATE_DOCS").is_some() {
        std::fs::write(&path, &want).expect("write src/report/sarif_rules_data.rs");
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "src/report/sarif_rules_data.rs is not the registry's, translations' and catalogue's: \
         regenerate it with `VEEDOR_UPDATE_DOCS=1 cargo test --test rule_index`"
    );
    // Written into the document, the text is what serde_json writes for the descriptors, in
    // both languages, whether the articles are loaded or read from the rule index.
    let loaded = CatalogSet::embedded().expect("embedded catalogue");
    for lang in Lang::ALL {
        let rendered = sarif_rules::rendered(&lazy, lang).expect("pre-rendered rules for the embedded catalogue");
        assert_eq!(rendered, sarif_rules::computed(&lazy, lang), "{lang:?}, from the index");
        assert_eq!(rendered, sarif_rules::computed(&loaded, lang), "{lang:?}, from the articles");
        assert!(sarif_rules::rendered(&loaded, lang).is_none(), "a set not untouched is rendered at each run");
    }
}

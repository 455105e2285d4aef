//! The index of the catalogue rules that cite each check (src/catalog/rule_index_data.rs) is
//! the embedded catalogue's, and a SARIF report describes the rules the same from it as from
//! the loaded articles.

use std::path::Path;

use veedor::catalog::CatalogSet;
use veedor::catalog::{compiled, rule_index};
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

#[test]
fn the_stored_articles_are_the_embedded_ones() {
    // Each embedded article's stored form (src/catalog/compiled/) is what the module writes
    // from its YAML: the tree, which reads as the YAML's does (checked when written).
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/catalog/compiled");
    let (files, index) = compiled::sources();
    if std::env::var_os("VEEDOR_UPDATE_DOCS").is_some() {
        for entry in std::fs::read_dir(&dir).expect("src/catalog/compiled").flatten() {
            if entry.path().extension().is_some_and(|e| e == "json") {
                std::fs::remove_file(entry.path()).expect("remove a stored form");
            }
        }
        for (name, json) in &files {
            std::fs::write(dir.join(name), json).expect("write a stored form");
        }
        std::fs::write(dir.join("data.rs"), &index).expect("write src/catalog/compiled/data.rs");
    }
    let stale = "src/catalog/compiled/ is not the embedded catalogue's: regenerate it with \
                 `VEEDOR_UPDATE_DOCS=1 cargo test --test rule_index`";
    assert_eq!(std::fs::read_to_string(dir.join("data.rs")).unwrap_or_default(), index, "{stale}");
    for (name, json) in &files {
        assert!(std::fs::read_to_string(dir.join(name)).unwrap_or_default() == *json, "{name}: {stale}");
    }
    let stored: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    let on_disk = std::fs::read_dir(&dir)
        .expect("src/catalog/compiled")
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "json"));
    for e in on_disk {
        let name = e.file_name().to_string_lossy().into_owned();
        assert!(stored.contains(&name.as_str()), "{name}: {stale}");
    }
    // Every article but the adoptions (the Murcia files that adopt an article of 1979, read
    // from their short YAML) has one.
    let lazy = CatalogSet::embedded_lazy();
    for c in lazy.iter().filter(|c| c.adoption.is_none()) {
        let name = compiled::stored_name(&format!("{}.yaml", c.id()));
        assert!(stored.contains(&name.as_str()), "{}: no stored form", c.id());
    }
}

#[test]
fn an_article_read_from_its_stored_form_is_the_yamls() {
    // `veedor check` reads the stored forms (the lazy set); `catalog lint` and this test's
    // other set read the YAML. Everything an article is made of is the same, and its text (for
    // diagnostics and the chain of custody) is the YAML's.
    let lazy = CatalogSet::embedded_lazy();
    let loaded = CatalogSet::embedded().expect("embedded catalogue");
    let mut n = 0;
    for c in loaded.iter() {
        let s = lazy.get(c.id()).expect("the lazy set has every article");
        assert_eq!(format!("{:?}", s.file), format!("{:?}", c.file), "{}", c.id());
        assert_eq!(s.text, c.text, "{}", c.id());
        assert_eq!(s.origin, c.origin, "{}", c.id());
        assert_eq!(format!("{:?}", s.adoption), format!("{:?}", c.adoption), "{}", c.id());
        assert_eq!(s.game.emitted_checks(), c.game.emitted_checks(), "{}", c.id());
        n += 1;
    }
    assert!(n >= 34, "{n} articles");
}

#[test]
fn the_embedded_articles_digests_are_their_texts() {
    // build.rs's SHA-256 of each embedded article, printed in the chain of custody, is its
    // text's; an article loaded from elsewhere has its own text's.
    let set = CatalogSet::embedded().expect("embedded catalogue");
    for c in set.iter() {
        let rel = c.origin.strip_prefix("catalog/").expect("an embedded article's origin");
        let computed = veedor::check::Seal::of_bytes(c.text.as_bytes()).sha256;
        assert_eq!(compiled::embedded_sha256(rel), Some(computed), "{rel}");
        assert_eq!(c.text_sha256(), computed, "{rel}");
    }
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("catalog/estado-1979/boule.yaml"))
        .expect("boule's YAML");
    let edited = format!("{text}# edited\n");
    let c = veedor::catalog::Catalog::from_yaml("catalog/estado-1979/boule.yaml", &edited, None).expect("loads");
    assert_eq!(c.text_sha256(), veedor::check::Seal::of_bytes(edited.as_bytes()).sha256);
}

//! The embedded articles, stored already read: each article's YAML tree written as JSON, which
//! `veedor check` reads instead of the YAML.
//!
//! Every check loads the article its log names, and reading its YAML was most of a small log's
//! cost: for `valencia-2003/ruleta-francesa` (49 kB) 16.5 M instructions of the 20.5 M of its
//! HTML report, of which libyaml 10.6 M (about 215 instructions a byte: its reader decodes and
//! re-encodes each character, 65 a byte, its scanner classifies each one again) and the tree
//! serde builds from its events 3.4 M. Nothing in the text is slow to read but its length;
//! the same tree in JSON is read by serde_json straight into the model, with no tree between.
//!
//! What is stored is the tree, not the model: the model's own `Deserialize` reads it, as it
//! reads the YAML's tree at run time ([`super::lint`]'s `read_article`), so a change to the
//! model needs no new stored form. With it, the paths of the keys under `play` that the tree
//! gives (`check_note_paths`). An article is stored only when the JSON reads as the YAML does
//! (the same model, by its `Debug` text); `tests/rule_index.rs` checks the stored files are
//! those this module writes, and `VEEDOR_UPDATE_DOCS=1 cargo test --test rule_index` rewrites
//! them. Each carries the SHA-256 of the YAML it was written from: one that is not the
//! embedded text's (an article edited since) is not used, and the YAML is read as before.
//! Only the embedded articles are read this way; `--catalog` directories and `veedor catalog
//! lint` read the YAML.

use std::fmt::Write as _;

use super::model::CatalogFile;

include!(concat!(env!("OUT_DIR"), "/embedded_sha256.rs"));

// Written by `sources`, as it writes it (not as rustfmt would).
#[rustfmt::skip]
mod data;

/// The SHA-256 of an embedded article's text (by its path under `catalog/`), computed when
/// veedor was built.
pub fn embedded_sha256(rel: &str) -> Option<[u8; 32]> {
    EMBEDDED_SHA256.binary_search_by(|(p, _)| (*p).cmp(rel)).ok().map(|i| EMBEDDED_SHA256[i].1)
}

/// The stored form's JSON document.
#[derive(serde::Deserialize)]
struct Stored {
    play_paths: Option<Vec<String>>,
    article: CatalogFile,
}

/// The embedded article at `rel` (`valencia-2003/ruleta-francesa.yaml`) as its YAML tree reads,
/// with the paths of its keys under `play`, from its stored form; `None` when it has none, or
/// one written from another text, or one that does not read.
pub(crate) fn read(rel: &str) -> Option<(CatalogFile, Option<Vec<String>>)> {
    let i = data::STORED.binary_search_by(|(p, _, _)| (*p).cmp(rel)).ok()?;
    let (_, sha256, json) = data::STORED[i];
    if embedded_sha256(rel)? != sha256 {
        return None;
    }
    let stored: Stored = serde_json::from_str(json).ok()?;
    Some((stored.article, stored.play_paths))
}

/// The stored form of an article's YAML `text`: the JSON of its tree and of its `play` keys'
/// paths; `None` when its tree is not read the way the JSON would be (see the module).
pub fn stored_form(text: &str) -> Option<String> {
    let (file, paths, tree) = super::lint::read_article_tree(text)?;
    #[derive(serde::Serialize)]
    struct Out<'a> {
        play_paths: &'a Option<Vec<String>>,
        article: &'a serde_yaml::Value,
    }
    let mut json = serde_json::to_string_pretty(&Out { play_paths: &paths, article: &tree }).ok()?;
    json.push('\n');
    let back: Stored = serde_json::from_str(&json).ok()?;
    let same = format!("{:?}", back.article) == format!("{file:?}") && back.play_paths == paths;
    same.then_some(json)
}

/// The file name of an article's stored form under `src/catalog/compiled/`.
pub fn stored_name(rel: &str) -> String {
    rel.trim_end_matches(".yaml").replace('/', "--") + ".json"
}

/// Every embedded article's stored form, as (file name under `src/catalog/compiled/`, content),
/// and `src/catalog/compiled/data.rs`, which lists them; the articles that cannot be stored are
/// left out (they are read from their YAML).
pub fn sources() -> (Vec<(String, String)>, String) {
    let mut files = Vec::new();
    let mut index = String::from(
        "// Written by `VEEDOR_UPDATE_DOCS=1 cargo test --test rule_index` (src/catalog/compiled.rs):\n\
         // each embedded article's path, the SHA-256 of the text its stored form was written from, and\n\
         // the stored form.\n\
         pub(super) static STORED: &[(&str, [u8; 32], &str)] = &[\n",
    );
    for (rel, bytes) in super::embedded_bytes() {
        let Some(text) = super::utf8(bytes) else { continue };
        let Some(json) = stored_form(text) else { continue };
        let Some(sha256) = embedded_sha256(&rel) else { continue };
        let name = stored_name(&rel);
        let _ = writeln!(index, "    ({rel:?}, {sha256:?}, include_str!({name:?})),");
        files.push((name, json));
    }
    index.push_str("];\n");
    (files, index)
}

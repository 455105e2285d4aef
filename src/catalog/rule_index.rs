//! The catalogue rules that cite each check, for the embedded articles, without loading them.
//!
//! A SARIF report describes every check of the registry with the catalogue rules that cite it
//! (article, section, quote): read from the articles themselves, that meant loading all of them
//! (343 M instructions, for a report of one small log). The same citations are kept here, in
//! `rule_index_data.rs`, written from the loaded articles by [`source`] and kept equal to it by a
//! test (`VEEDOR_UPDATE_DOCS=1 cargo test --test rule_index` rewrites it). The file carries the
//! digest of the catalogue it was written from; the build computes the digest of the embedded
//! catalogue (`build.rs`): when they differ (an article edited, the file not yet rewritten),
//! [`citations`] gives `None` and the report loads the articles, as it did before.

use super::CatalogSet;

#[rustfmt::skip]
#[path = "rule_index_data.rs"]
mod data;

/// Where a cited rule stands, as a report writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place<'a> {
    /// A rule of the article: its document, article and section.
    Rule { document: &'a str, article: &'a str, section: &'a str },
    /// An article that adopts another's rules: its own document, the adopting provision's
    /// article, and the article whose rules it adopts (the end of the chain).
    Adopted { document: &'a str, article: &'a str, rules_of: &'a str },
}

/// One catalogue rule citing a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cite<'a> {
    /// The article (`estado-1979/ruleta-francesa`).
    pub catalog: &'a str,
    /// The rule's id (an adopting article's: its provision's).
    pub rule: &'a str,
    pub place: Place<'a>,
    /// The rule's quote, trimmed (an adopting provision's, as written).
    pub quote: &'a str,
}

/// The digest of the embedded catalogue, as `build.rs` computes it.
pub const EMBEDDED_DIGEST: &str = env!("VEEDOR_CATALOG_DIGEST");

/// The rules of the embedded articles that cite `code`, in article id order and each article's
/// rule order; `None` when `set` is not the embedded catalogue untouched (`--catalog`) or the
/// index was written from another catalogue than the one embedded.
pub fn citations<'a>(set: &'a CatalogSet, code: &str) -> Option<Vec<Cite<'a>>> {
    if data::DIGEST != EMBEDDED_DIGEST || !set.is_embedded_untouched() {
        return None;
    }
    let idx = data::BY_CHECK.binary_search_by(|(c, _)| (*c).cmp(code)).ok();
    Some(idx.map_or_else(Vec::new, |i| data::BY_CHECK[i].1.iter().map(|&k| data::CITES[usize::from(k)]).collect()))
}

/// The rules that cite `code` in `set`'s articles, read from the loaded articles.
pub fn citations_loaded<'a>(set: &'a CatalogSet, code: &str) -> Vec<Cite<'a>> {
    let mut out = Vec::new();
    for cat in set.iter() {
        let cites = |r: &super::model::RuleSpec| r.checks.iter().any(|c| c == code);
        if let Some(a) = &cat.adoption {
            // Its rules are the adopted article's, listed under that article's id.
            if cat.file.rules.iter().any(cites) {
                out.push(Cite {
                    catalog: cat.id(),
                    rule: &a.file.adoption.id,
                    place: Place::Adopted {
                        document: &cat.file.source.document,
                        article: &a.file.adoption.article,
                        rules_of: &a.rules_of,
                    },
                    quote: &a.file.adoption.quote,
                });
            }
            continue;
        }
        for rule in cat.file.rules.iter().filter(|r| cites(r)) {
            let document = rule.source.as_ref().map_or(&cat.file.source.document, |s| &s.document);
            out.push(Cite {
                catalog: cat.id(),
                rule: &rule.id,
                place: Place::Rule { document, article: &rule.article, section: &rule.section },
                quote: rule.quote.trim(),
            });
        }
    }
    out
}

/// The text of `rule_index_data.rs` for `set` (the embedded catalogue, fully loaded).
pub fn source(set: &CatalogSet) -> String {
    let mut cites: Vec<Cite<'_>> = Vec::new();
    let mut by_check: Vec<(&str, Vec<usize>)> = Vec::new();
    let mut codes: Vec<&str> = crate::rules::CHECKS.iter().map(|c| c.code).collect();
    codes.sort_unstable();
    for code in codes {
        let mut idx = Vec::new();
        for c in citations_loaded(set, code) {
            let i = cites.iter().position(|k| *k == c).unwrap_or_else(|| {
                cites.push(c);
                cites.len() - 1
            });
            idx.push(i);
        }
        if !idx.is_empty() {
            by_check.push((code, idx));
        }
    }
    let mut out = String::from(
        "// Written by `VEEDOR_UPDATE_DOCS=1 cargo test --test rule_index` from the embedded catalogue\n\
         // (src/catalog/rule_index.rs): do not edit by hand.\n\n\
         use super::{Cite, Place};\n\n",
    );
    out.push_str(&format!("pub const DIGEST: &str = {EMBEDDED_DIGEST:?};\n\n"));
    out.push_str("pub static CITES: &[Cite<'static>] = &[\n");
    for c in &cites {
        let place = match c.place {
            Place::Rule { document, article, section } => {
                format!("Place::Rule {{ document: {document:?}, article: {article:?}, section: {section:?} }}")
            }
            Place::Adopted { document, article, rules_of } => {
                format!("Place::Adopted {{ document: {document:?}, article: {article:?}, rules_of: {rules_of:?} }}")
            }
        };
        out.push_str(&format!(
            "    Cite {{ catalog: {:?}, rule: {:?}, place: {place}, quote: {:?} }},\n",
            c.catalog, c.rule, c.quote
        ));
    }
    out.push_str("];\n\npub static BY_CHECK: &[(&str, &[u16])] = &[\n");
    for (code, idx) in &by_check {
        let list: Vec<String> = idx.iter().map(usize::to_string).collect();
        out.push_str(&format!("    ({code:?}, &[{}]),\n", list.join(", ")));
    }
    out.push_str("];\n");
    out
}

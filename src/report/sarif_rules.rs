//! The SARIF report's `tool.driver.rules`, pre-rendered for the embedded catalogue.
//!
//! The driver describes every check of the registry with every catalogue rule that cites it
//! (a one-round log's report is about 800 kB, nearly all of it this array). Rendering it at
//! each run (Fluent for each explanation and each rule's place, then serde_json) cost about
//! 30 M instructions, two thirds of the report of a small log. The array's text is the same for
//! every run of a language, so `sarif_rules_data.rs` keeps it, already written as JSON at its
//! place in the pretty-printed document, in pieces so that each explanation and each citation
//! is stored once per language. The file is written from the same code that renders the array
//! ([`source`]) and kept equal to it by `tests/rule_index.rs` (`VEEDOR_UPDATE_DOCS=1 cargo test
//! --test rule_index` rewrites it). It carries the digest of what the text is made of (the
//! catalogue, the translation files, the check registry and the crate's homepage, which
//! `build.rs` computes); when the build's differs, or the set is not the embedded catalogue
//! untouched (`--catalog`), [`rendered`] gives `None` and the report renders the array itself.

use crate::catalog::CatalogSet;
use crate::catalog::rule_index;
use crate::i18n::{Lang, Locale, Marked};
use crate::rules::CHECKS;

#[rustfmt::skip]
#[path = "sarif_rules_data.rs"]
mod data;

/// The digest of the inputs of the array's text, as `build.rs` computes it.
pub const INPUTS_DIGEST: &str = env!("VEEDOR_SARIF_RULES_DIGEST");

/// What the rules array follows in the pretty-printed document, the one place in it where an
/// empty `rules` array stands (the driver's is the last key of the run, the run the last of
/// the document: nothing after it but the driver's versions).
pub const PLACEHOLDER: &str = "\"rules\": []";

/// Each line of the array after its first is indented by this (the `rules` key's depth).
const INDENT: &str = "          ";

/// One check's descriptor in one language, as JSON text: `head`, the explanation (the full
/// description), `mid`, the explanation again (the help), the citations, and `tail`.
type Piece = (&'static str, &'static str, &'static str, &'static [u16], &'static str);

/// The rules array as serde_json pretty-prints it after `"rules": ` in the document: computed
/// from the registry, the catalogue and the translation files.
pub fn computed(catalogs: &CatalogSet, lang: Lang) -> String {
    let locale = Locale::machine(lang);
    let rules: Vec<_> = CHECKS.iter().map(|c| super::sarif::descriptor(c, catalogs, locale)).collect();
    // Serialising plain strings and maps cannot fail; an empty text would fail the test.
    serde_json::to_string_pretty(&rules).map(|t| indent(&t)).unwrap_or_default()
}

/// The same text from `sarif_rules_data.rs`, when it is what [`computed`] would give `catalogs`.
pub fn rendered(catalogs: &CatalogSet, lang: Lang) -> Option<String> {
    if data::DIGEST != INPUTS_DIGEST || !catalogs.is_embedded_untouched() {
        return None;
    }
    let (pieces, cites) = match lang {
        Lang::En => (data::EN, data::CITES_EN),
        Lang::Es => (data::ES, data::CITES_ES),
    };
    let mut out = String::with_capacity(data::LEN);
    out.push('[');
    for (i, (head, explanation, mid, cited, tail)) in pieces.iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        out.push_str(INDENT);
        out.push_str("  ");
        for part in [head, explanation, mid, explanation] {
            out.push_str(part);
        }
        for &k in *cited {
            out.push_str(cites.get(usize::from(k))?);
        }
        out.push_str(tail);
    }
    out.push('\n');
    out.push_str(INDENT);
    out.push(']');
    Some(out)
}

/// `text` (pretty-printed at depth 0) moved to the rules array's depth. A JSON text has line
/// breaks only between its tokens (a string's are escaped), so this indents tokens only.
fn indent(text: &str) -> String {
    text.replace('\n', &format!("\n{INDENT}"))
}

/// `s` as the inside of a JSON string (no quotes around it).
fn escaped(s: &str) -> String {
    let quoted = serde_json::to_string(s).unwrap_or_default();
    quoted.get(1..quoted.len().saturating_sub(1)).unwrap_or_default().to_owned()
}

/// The text of `sarif_rules_data.rs` for `set` (the embedded catalogue, untouched).
pub fn source(set: &CatalogSet) -> String {
    use std::fmt::Write as _;
    // Markers where the explanation goes, and where the citations go after it; neither can be
    // in a check's text, and JSON escapes both, so they stand out in the serialised text.
    const TEXT: &str = "\u{1}";
    const CITES: &str = "\u{2}";
    let (text_mark, cites_mark) = (escaped(TEXT), escaped(CITES));
    let mut cites: Vec<rule_index::Cite<'_>> = Vec::new();
    let mut out = String::from(
        "// Written by `VEEDOR_UPDATE_DOCS=1 cargo test --test rule_index` from the check registry,\n\
         // the translation files and the embedded catalogue (src/report/sarif_rules.rs): do not edit\n\
         // by hand.\n\n\
         use super::Piece;\n\n",
    );
    let _ = writeln!(out, "pub const DIGEST: &str = {INPUTS_DIGEST:?};\n");
    for lang in Lang::ALL {
        let locale = Locale::machine(lang);
        let _ = writeln!(out, "pub static {}: &[Piece] = &[", lang.code().to_uppercase());
        for check in CHECKS {
            let mut d = super::sarif::descriptor(check, set, locale);
            d.full_description = Some(super::sarif::plain_text(TEXT));
            d.help = Some(super::sarif::plain_text(format!("{TEXT}{CITES}")));
            // An element of the array: two spaces deeper than the array's own lines.
            let json = indent(&serde_json::to_string_pretty(&d).unwrap_or_default()).replace('\n', "\n  ");
            let mut parts = json.split(&text_mark);
            let (head, mid, rest) = (parts.next(), parts.next(), parts.next());
            let tail = rest.unwrap_or_default();
            let tail = tail.strip_prefix(&cites_mark).unwrap_or(tail);
            let mut idx = Vec::new();
            let cited =
                rule_index::citations(set, check.code).unwrap_or_else(|| rule_index::citations_loaded(set, check.code));
            for c in cited {
                let i = cites.iter().position(|k| *k == c).unwrap_or_else(|| {
                    cites.push(c);
                    cites.len() - 1
                });
                idx.push(i.to_string());
            }
            let _ = writeln!(
                out,
                "    ({:?}, {:?}, {:?}, &[{}], {tail:?}),",
                head.unwrap_or_default(),
                escaped(&Marked::new(check.explanation(locale)).plain()),
                mid.unwrap_or_default(),
                idx.join(", ")
            );
        }
        out.push_str("];\n\n");
    }
    for lang in Lang::ALL {
        let _ = writeln!(out, "pub static CITES_{}: &[&str] = &[", lang.code().to_uppercase());
        for c in &cites {
            let _ = writeln!(
                out,
                "    {:?},",
                escaped(&Marked::new(super::sarif::citation_line(c, Locale::machine(lang))).plain())
            );
        }
        out.push_str("];\n\n");
    }
    let len = Lang::ALL.iter().map(|&l| computed(set, l).len()).max().unwrap_or_default();
    let _ = writeln!(out, "/// The longer language's array, in bytes (its capacity, so it grows once).");
    let _ = writeln!(out, "pub const LEN: usize = {len};");
    out
}

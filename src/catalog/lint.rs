//! Loading and validating catalogue YAML, with diagnostics pointing into the YAML source.
//!
//! [`load`] reports, each on the line it concerns:
//! - YAML syntax errors, type errors and unknown fields (serde's location; one per file, since
//!   nothing can be checked past an unreadable document);
//! - an id that does not match the file's place;
//! - cross-references: every `checks` code exists in [`crate::rules`], every rule has exactly one
//!   of `checks` / `not_checkable`, rule ids are unique, quotes are trimmed and non-empty, every
//!   bet kind's and limit class's `rule` exists (and implements the check that cites it);
//! - the engine's [`CompileError`]s, located by their YAML path;
//! - every check the compiled game can emit is listed by some rule, so every finding can cite
//!   the text.
//!
//! All of a file's errors are reported at once.

use std::cell::OnceCell;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use miette::{Diagnostic, NamedSource, SourceSpan};
use thiserror::Error;

use super::Catalog;
use super::model::{AdoptionFile, RuleSpec};
use super::yaml_paths::YamlPaths;
use crate::engine::{self, CompileError};
use crate::finding::Severity;
use crate::i18n::{Lang, Locale, Text};
use crate::rules;
use crate::t;

mod families;
pub(crate) mod figures;

pub(crate) use families::{check_baccarat, check_bingo, check_roulette, check_rule_refs, check_treinta};

/// A problem in a catalogue file, rendered by miette on the YAML source. Its texts are
/// translatable: [`CatalogError::localized`] is the diagnostic in a reader's language (this
/// one's `Display` is English, for tests and logs).
#[derive(Debug, Error)]
#[error("{message}")]
pub struct CatalogError {
    /// An error stops the article loading; a warning ([`warnings`]: what a catalogue author
    /// should still do, e.g. a title with no Spanish) does not, and `catalog lint` still
    /// exits 0.
    pub severity: Severity,
    pub message: Text,
    pub src: NamedSource<Arc<str>>,
    pub span: Option<SourceSpan>,
    pub label: Text,
    pub help: Option<Text>,
}

/// A [`CatalogError`] with its texts rendered in one language.
#[derive(Debug, Error)]
#[error("{message}")]
pub struct LocalizedCatalogError {
    severity: Severity,
    message: String,
    src: NamedSource<Arc<str>>,
    span: Option<SourceSpan>,
    label: String,
    help: Option<String>,
}

/// The diagnostic of a [`CatalogError`] (English) or [`LocalizedCatalogError`]: code
/// `veedor::catalog`, its severity, the label on the span, the help.
macro_rules! catalog_diagnostic {
    ($t:ty) => {
        impl Diagnostic for $t {
            fn code<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
                Some(Box::new("veedor::catalog"))
            }

            fn severity(&self) -> Option<miette::Severity> {
                Some(match self.severity {
                    Severity::Error => miette::Severity::Error,
                    Severity::Warning => miette::Severity::Warning,
                })
            }

            fn help<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
                self.help.as_ref().map(|h| Box::new(h) as Box<dyn std::fmt::Display>)
            }

            fn source_code(&self) -> Option<&dyn miette::SourceCode> {
                Some(&self.src)
            }

            fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
                let span = self.span?;
                let label = miette::LabeledSpan::new_with_span(Some(self.label.to_string()), span);
                Some(Box::new(std::iter::once(label)))
            }
        }
    };
}
catalog_diagnostic!(CatalogError);
catalog_diagnostic!(LocalizedCatalogError);

impl CatalogError {
    pub fn io(origin: &str, e: &std::io::Error) -> CatalogError {
        CatalogError {
            severity: Severity::Error,
            message: t!("catalog-cannot-read", origin = origin, error = crate::i18n::io_error(e)),
            src: NamedSource::new(origin, Arc::from("")),
            span: None,
            label: Text::verbatim(""),
            help: None,
        }
    }

    /// This error as a reader of `lang` reads it.
    pub fn localized(&self, lang: Lang) -> LocalizedCatalogError {
        let locale = Locale::human(lang);
        LocalizedCatalogError {
            severity: self.severity,
            message: self.message.render(locale),
            src: self.src.clone(),
            span: self.span,
            label: self.label.render(locale),
            help: self.help.as_ref().map(|h| h.render(locale)),
        }
    }
}

/// Collects a file's diagnostics.
pub struct Lint<'a> {
    origin: &'a str,
    src: Arc<str>,
    /// Where each key of `src` is, read the first time a diagnostic needs placing (a second
    /// reading of the YAML, which a valid article does not need: it was most of the cost of
    /// loading one, paid by every `veedor check`).
    paths: OnceCell<YamlPaths>,
    errors: Vec<CatalogError>,
}

impl<'a> Lint<'a> {
    fn new(origin: &'a str, src: Arc<str>) -> Lint<'a> {
        Lint { origin, src, paths: OnceCell::new(), errors: Vec::new() }
    }

    /// The paths of `src`, read now if they were not yet.
    fn paths(&self) -> &YamlPaths {
        self.paths.get_or_init(|| YamlPaths::parse(&self.src))
    }

    fn push(&mut self, message: Text, span: Option<SourceSpan>, label: Text, help: Option<Text>) {
        self.errors.push(CatalogError {
            severity: Severity::Error,
            message,
            src: NamedSource::new(self.origin, self.src.clone()).with_language("yaml"),
            span,
            label,
            help,
        });
    }

    /// The 1-based line of the node at `path`.
    fn line_of(&self, path: &str) -> Option<usize> {
        self.paths().span(path).map(|s| self.src[..s.offset()].matches('\n').count() + 1)
    }

    /// An error about the node at `path` (or, when it is missing, its nearest ancestor).
    fn at(&mut self, path: &str, message: Text, label: Text, help: Option<Text>) {
        let span = self.paths().nearest(path).map(|(_, s)| s);
        self.push(message, span, label, help);
    }
}

/// A loaded catalogue file: an article, or an article adopting another (resolved against the
/// set it is in, see [`super::CatalogSet`]).
// One value per catalogue file: its size does not matter.
#[allow(clippy::large_enum_variant)]
pub enum Document {
    Article(Catalog),
    Adoption(Adopting),
}

/// A valid [`AdoptionFile`], not yet joined to the article it adopts.
pub struct Adopting {
    pub file: AdoptionFile,
    pub origin: String,
    pub text: Arc<str>,
    /// Where `adopts:` is, for the errors found when it is resolved.
    pub adopts_span: Option<SourceSpan>,
    /// The article with the adopted one's rules, made the first time it is asked for.
    pub(super) resolved: std::sync::OnceLock<Option<Catalog>>,
}

impl Adopting {
    /// An error about the `adopts` key, on its line.
    pub fn error(&self, message: Text, label: Text, help: Option<Text>) -> CatalogError {
        CatalogError {
            severity: Severity::Error,
            message,
            src: NamedSource::new(&self.origin, self.text.clone()).with_language("yaml"),
            span: self.adopts_span,
            label,
            help,
        }
    }
}

/// Parses and validates one catalogue file: an article ([`load`]) or, when it has an `adopts`
/// key, an adoption (validated on its own; what it adopts is checked by the set).
pub fn load_document(origin: &str, text: &str, expected_id: Option<&str>) -> Result<Document, Vec<CatalogError>> {
    // A key spelt `adopts` holds the word in the text, unless written with escapes (which
    // need a backslash): without either, the text is an article, known without reading its
    // keys' places (most of the cost of loading an article, paid by every `veedor check`).
    if !text.contains("adopts") && !text.contains('\\') {
        return load(origin, text, expected_id).map(Document::Article);
    }
    let src: Arc<str> = Arc::from(text);
    let lint = Lint::new(origin, src.clone());
    if lint.paths().span("adopts").is_none() {
        return load_with(origin, text, expected_id, lint.paths, None).map(Document::Article);
    }
    let mut lint = lint;
    let file: AdoptionFile = match serde_yaml::from_str(text) {
        Ok(f) => f,
        Err(e) => {
            serde_error(&mut lint, text, &e);
            return Err(lint.errors);
        }
    };
    check_id(&mut lint, (&file.id, &file.jurisdiction, &file.game), expected_id);
    let quote = &file.adoption.quote;
    if quote.trim().is_empty() || quote.trim() != quote {
        lint.at(
            "adoption.quote",
            t!("catalog-adoption-quote", id = &file.adoption.id),
            t!("catalog-label-adoption-quote"),
            Some(t!("catalog-help-adoption-quote")),
        );
    }
    if !lint.errors.is_empty() {
        return Err(lint.errors);
    }
    let adopts_span = lint.paths().span("adopts");
    Ok(Document::Adoption(Adopting {
        file,
        origin: origin.to_owned(),
        text: src,
        adopts_span,
        resolved: std::sync::OnceLock::new(),
    }))
}

/// An article's model, read once: the YAML parsed to a tree of values and the model taken from
/// the tree, which also gives the keys a rule's note may name ([`check_note_paths`]: the paths
/// of the top-level keys that start with `play`, as [`yaml_paths::generic`] writes them)
/// without a second reading of the text, which was a third of loading an article (every
/// `veedor check` loads one). Any file the tree does not take is read from its text, as it was
/// before, and its keys (`None`) from their places when a note needs them: one whose tree
/// serde refuses (a type it reads from the text, not from the tree; any error, which serde
/// places in the text only when reading it), and one with an anchor (`&`), whose aliases a tree
/// expands into keys that [`YamlPaths`] does not see.
///
/// [`yaml_paths::generic`]: super::yaml_paths::generic
///
/// Two kinds of value serde reads otherwise from a tree than from the text: an explicit null
/// (`rules: ~`), which a tree turns into an empty list or map where the text is refused, is read
/// from the tree the text's way ([`Strict`]); a core tag (`!!int "12"`), which a tree applies to
/// a quoted scalar where the text refuses the quoted one, sends the file to its text.
///
/// [`Strict`]: super::strict_tree::Strict
fn read_article(text: &str) -> Result<(super::model::CatalogFile, Option<Vec<String>>), serde_yaml::Error> {
    if let Some((file, paths, _)) = read_tree(text, false) {
        return Ok((file, paths));
    }
    serde_yaml::from_str(text).map(|file| (file, None))
}

/// [`read_article`]'s reading from the tree, `None` when it does not apply; with the tree
/// itself when `keep` (else an empty one: reading the model consumes it).
fn read_tree(text: &str, keep: bool) -> Option<(super::model::CatalogFile, Option<Vec<String>>, serde_yaml::Value)> {
    if text.contains('&') || text.contains("!!") {
        return None;
    }
    let tree = serde_yaml::from_str::<serde_yaml::Value>(text).ok()?;
    let paths = super::yaml_paths::tree_paths(&tree, |key| key.starts_with("play"));
    let kept = if keep { tree.clone() } else { serde_yaml::Value::Null };
    let read = if super::strict_tree::holds_null(&tree) {
        serde::Deserialize::deserialize(super::strict_tree::Strict(tree))
    } else {
        serde_yaml::from_value(tree)
    };
    read.ok().map(|file| (file, paths, kept))
}

/// An article's model, its `play` keys' paths and its tree, as [`read_article`] reads them from
/// the tree, for the stored form of an embedded article ([`super::compiled`]); `None` for a
/// text read otherwise, or not an article.
pub(crate) fn read_article_tree(
    text: &str,
) -> Option<(super::model::CatalogFile, Option<Vec<String>>, serde_yaml::Value)> {
    match load_document("", text, None) {
        Ok(Document::Article(_)) => read_tree(text, true),
        _ => None,
    }
}

/// Parses, type-checks, cross-checks and compiles one article.
pub fn load(origin: &str, text: &str, expected_id: Option<&str>) -> Result<Catalog, Vec<CatalogError>> {
    load_with(origin, text, expected_id, OnceCell::new(), None)
}

/// [`load_document`] for an embedded article (`rel`, its path under `catalog/`): its model read
/// from its stored form when it has one ([`super::compiled`]), else from `text`. What follows
/// the reading (the cross-checks, compiling the game) is the same.
pub(crate) fn load_embedded(
    origin: &str,
    rel: &str,
    text: &str,
    expected_id: Option<&str>,
) -> Result<Document, Vec<CatalogError>> {
    match super::compiled::read(rel) {
        Some(read) => load_with(origin, text, expected_id, OnceCell::new(), Some(read)).map(Document::Article),
        None => load_document(origin, text, expected_id),
    }
}

/// [`load`] with the YAML paths of `text`, if they were read already.
fn load_with(
    origin: &str,
    text: &str,
    expected_id: Option<&str>,
    paths: OnceCell<YamlPaths>,
    read: Option<(super::model::CatalogFile, Option<Vec<String>>)>,
) -> Result<Catalog, Vec<CatalogError>> {
    let src: Arc<str> = Arc::from(text);
    let mut lint = Lint { origin, src: src.clone(), paths, errors: Vec::new() };
    let (file, play_paths) = match read.map_or_else(|| read_article(text), Ok) {
        Ok(read) => read,
        Err(e) => {
            serde_error(&mut lint, text, &e);
            return Err(lint.errors);
        }
    };

    check_id(&mut lint, (&file.id, &file.jurisdiction, &file.game), expected_id);
    check_rules(&mut lint, &file.rules);
    check_note_paths(&mut lint, &file.rules, play_paths);
    let game = match engine::compile(&file) {
        Ok(g) => Some(g),
        Err(es) => {
            for e in es {
                compile_error(&mut lint, &e);
            }
            None
        }
    };
    engine::family::of(&file.play).lint(&file, game.as_deref(), &mut lint);
    if let Some(g) = &game {
        for code in unlisted_checks(&file.rules, &g.emitted_checks()) {
            // `none`: a code without a registry entry (its name is left out).
            let name = rules::lookup(code).map_or("none", |c| c.name);
            lint.at(
                "rules",
                t!("catalog-check-unlisted", code = code, name = name),
                t!("catalog-label-check-unlisted"),
                Some(t!("catalog-help-check-unlisted", code = code)),
            );
        }
    }
    match game {
        Some(game) if lint.errors.is_empty() => {
            Ok(Catalog { file, origin: origin.to_owned(), text: src, game, adoption: None })
        }
        _ => Err(lint.errors),
    }
}

/// What a catalogue author should still do in a loaded article, as warnings (it loads and is
/// used as it is): every rule title (and an adopting provision's) with no Spanish, on its
/// `title:`, since a Spanish reader would read it in English; and every figure a rule's
/// parameters apply that its quote does not show ([`figures`]), on its `quote:`. A warning,
/// not an error: the matcher reads the figures the texts write, and an article whose text
/// writes one otherwise still loads.
pub fn warnings(catalog: &Catalog) -> Vec<CatalogError> {
    let mut lint = Lint::new(&catalog.origin, catalog.text.clone());
    let mut untitled: Vec<(String, &str)> = Vec::new();
    match &catalog.adoption {
        // Its rules are the adopted article's, which is linted on its own.
        Some(a) if !a.file.adoption.title.has(Lang::Es) => {
            untitled.push(("adoption.title".into(), &a.file.adoption.id))
        }
        Some(_) => {}
        None => {
            for (i, r) in catalog.file.rules.iter().enumerate() {
                if !r.title.has(Lang::Es) {
                    untitled.push((format!("rules[{i}].title"), &r.id));
                }
            }
        }
    }
    for (path, id) in untitled {
        lint.at(
            &path,
            t!("catalog-title-no-spanish", id = id),
            t!("catalog-label-title-no-spanish"),
            Some(t!("catalog-help-title-no-spanish")),
        );
    }
    // Every figure a rule's parameters apply is in its quote (issue 29 §4). An adopting
    // article's rules are the adopted one's, linted there.
    if catalog.adoption.is_none() {
        for (i, r, d) in figures::unmet(&catalog.file.play, &catalog.file.rules) {
            let figure = d.figure.text();
            lint.at(
                &format!("rules[{i}].quote"),
                t!("catalog-quote-lacks-figure", id = &r.id, figure = figure.as_str(), path = d.path.as_str()),
                t!("catalog-label-quote-lacks-figure", figure = figure.as_str()),
                Some(t!("catalog-help-quote-lacks-figure")),
            );
        }
    }
    for w in &mut lint.errors {
        w.severity = Severity::Warning;
    }
    lint.errors
}

/// The codes of `emitted` that no rule lists in its `checks`: findings that could not cite the
/// article.
fn unlisted_checks<'c>(rules_: &[RuleSpec], emitted: &[&'c str]) -> Vec<&'c str> {
    let listed: BTreeSet<&str> = rules_.iter().flat_map(|r| r.checks.iter().map(String::as_str)).collect();
    emitted.iter().copied().filter(|c| !listed.contains(c)).collect()
}

/// The file's `id` is its place and `jurisdiction/game`; `names` is (id, jurisdiction, game).
fn check_id(lint: &mut Lint<'_>, names: (&str, &str, &str), expected_id: Option<&str>) {
    let (file_id, jurisdiction, game) = names;
    if let Some(id) = expected_id {
        if file_id != id {
            lint.at(
                "id",
                t!("catalog-id-place", file_id = file_id, id = id),
                t!("catalog-label-id-place"),
                Some(t!("catalog-help-id-place", id = id)),
            );
        }
    }
    let composed = format!("{jurisdiction}/{game}");
    if file_id != composed {
        lint.at(
            "id",
            t!("catalog-id-composed", file_id = file_id, composed = composed),
            t!("catalog-label-id-composed"),
            Some(t!("catalog-help-id-composed")),
        );
    }
}

/// A back-quoted parameter path in a rule's note (`play.baccarat.player_bank.garage.rule`,
/// `player_bank.shares[].unit`, optionally followed by `: value`) names a key of this file: a
/// note must not document a parameter that does not exist. `[]` stands for any item; a path
/// starting with `player_bank.` is under `play.baccarat.`.
///
/// `play_paths`: the file's keys under `play` (see [`read_article`]), or `None` to read them
/// from [`YamlPaths`].
fn check_note_paths(lint: &mut Lint<'_>, rules_: &[RuleSpec], play_paths: Option<Vec<String>>) {
    // The file's keys are read only for a note that names one (few do).
    let names_a_path =
        |note: &str| note.split('`').skip(1).step_by(2).any(|q| q.contains("play.") || q.contains("player_bank."));
    if !rules_.iter().any(|r| r.note.as_deref().is_some_and(names_a_path)) {
        return;
    }
    let known: Vec<String> = match play_paths {
        Some(paths) => paths,
        None => lint.paths().paths().iter().map(|p| super::yaml_paths::generic(p)).collect(),
    };
    let mut bad = Vec::new();
    for (i, r) in rules_.iter().enumerate() {
        let Some(note) = &r.note else { continue };
        for (k, quoted) in note.split('`').enumerate() {
            if k % 2 == 0 {
                continue;
            }
            let path = quoted.split(':').next().unwrap_or("").trim();
            let full = if path.starts_with("player_bank.") {
                format!("play.baccarat.{path}")
            } else if path.starts_with("play.") {
                path.to_owned()
            } else {
                continue;
            };
            let generic = full.replace(|c: char| c.is_ascii_digit(), "");
            let generic = if full.contains('[') { generic } else { full.clone() };
            if !known.contains(&generic) {
                bad.push((i, r.id.clone(), path.to_owned()));
            }
        }
    }
    for (i, id, path) in bad {
        lint.at(
            &format!("rules[{i}].note"),
            t!("catalog-note-path", id = id, path = path),
            t!("catalog-label-note-path"),
            Some(t!("catalog-help-note-path")),
        );
    }
}

fn check_rules(lint: &mut Lint<'_>, rules_: &[RuleSpec]) {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for (i, r) in rules_.iter().enumerate() {
        let base = format!("rules[{i}]");
        if let Some(&first) = seen.get(r.id.as_str()) {
            // 0: the first one's line is not known.
            let first_line = lint.line_of(&format!("rules[{first}].id")).unwrap_or(0);
            lint.at(
                &format!("{base}.id"),
                t!("catalog-rule-id-twice", id = &r.id, first = first, line = first_line),
                t!("catalog-label-rule-id-twice"),
                Some(t!("catalog-help-rule-id-twice")),
            );
        } else {
            seen.insert(&r.id, i);
        }
        for (k, code) in r.checks.iter().enumerate() {
            if rules::lookup(code).is_none() {
                let help = match rules::lookup(&code.to_ascii_uppercase()) {
                    Some(c) => t!("catalog-help-code-case", code = c.code),
                    None => t!("catalog-help-code-unknown", codes = code_ranges()),
                };
                lint.at(
                    &format!("{base}.checks[{k}]"),
                    t!("catalog-unknown-code", id = &r.id, code = code),
                    t!("catalog-label-unknown-code"),
                    Some(help),
                );
            }
        }
        match (r.checks.is_empty(), &r.not_checkable) {
            (false, Some(_)) => lint.at(
                &format!("{base}.not_checkable"),
                t!("catalog-rule-both", id = &r.id),
                t!("catalog-label-rule-both"),
                Some(t!("catalog-help-rule-both")),
            ),
            // On an empty `checks: []` if there is one, else on the rule.
            (true, None) => lint.at(
                &format!("{base}.checks"),
                t!("catalog-rule-neither", id = &r.id),
                t!("catalog-label-rule-neither"),
                Some(t!("catalog-help-rule-neither")),
            ),
            _ => {}
        }
        if let Some(nc) = &r.not_checkable {
            if nc.detail.trim().is_empty() {
                lint.at(
                    &format!("{base}.not_checkable.detail"),
                    t!("catalog-rule-no-detail", id = &r.id),
                    t!("catalog-label-rule-no-detail"),
                    Some(t!("catalog-help-rule-no-detail")),
                );
            }
        }
        if r.source.is_some() && r.note.as_deref().is_none_or(|n| n.trim().is_empty()) {
            lint.at(
                &format!("{base}.source"),
                t!("catalog-rule-source-no-note", id = &r.id),
                t!("catalog-label-rule-source-no-note"),
                Some(t!("catalog-help-rule-source-no-note")),
            );
        }
        if r.quote.trim().is_empty() {
            lint.at(
                &format!("{base}.quote"),
                t!("catalog-rule-empty-quote", id = &r.id),
                t!("catalog-label-rule-empty-quote"),
                Some(t!("catalog-help-rule-empty-quote")),
            );
        } else if r.quote.trim() != r.quote {
            lint.at(
                &format!("{base}.quote"),
                t!("catalog-rule-untrimmed-quote", id = &r.id),
                t!("catalog-label-rule-untrimmed-quote"),
                Some(t!("catalog-help-rule-untrimmed-quote")),
            );
        }
    }
}

/// The registry's codes as ranges, `M001–M005, S001–S006, RL001–RL030`.
fn code_ranges() -> String {
    let split = |c: &str| {
        let d = c.find(|ch: char| ch.is_ascii_digit()).unwrap_or(c.len());
        (c[..d].to_owned(), c[d..].parse::<u32>().ok())
    };
    let mut out: Vec<String> = Vec::new();
    let mut run: Option<(String, u32, &str, &str)> = None;
    for c in rules::CHECKS {
        let (prefix, n) = split(c.code);
        match (&mut run, n) {
            (Some((p, last, _, end)), Some(n)) if *p == prefix && n == *last + 1 => {
                *last = n;
                *end = c.code;
            }
            _ => {
                if let Some((_, _, first, end)) = run.take() {
                    out.push(if first == end { first.to_owned() } else { format!("{first}–{end}") });
                }
                run = Some((prefix, n.unwrap_or(0), c.code, c.code));
            }
        }
    }
    if let Some((_, _, first, end)) = run {
        out.push(if first == end { first.to_owned() } else { format!("{first}–{end}") });
    }
    out.join(", ")
}

fn compile_error(lint: &mut Lint<'_>, e: &CompileError) {
    let found = lint.paths().nearest(&e.path).map(|(p, s)| (p == e.path, s));
    let (label, span) = match found {
        Some((true, s)) => (t!("catalog-label-here"), Some(s)),
        Some((false, s)) => (t!("catalog-label-in-here"), Some(s)),
        None => (Text::verbatim(""), None),
    };
    // The engine's message (src/engine/), in its own words, after the YAML path it is about.
    let message = if e.path.is_empty() {
        e.message.clone()
    } else {
        t!("catalog-compile-error-at", path = e.path.as_str(), message = e.message.clone())
    };
    lint.push(message, span, label, None);
}

/// A serde_yaml error (syntax, type, unknown field, missing field) on its line.
fn serde_error(lint: &mut Lint<'_>, text: &str, e: &serde_yaml::Error) {
    let full = e.to_string();
    let message = strip_location(&full);
    let (path, detail) = split_path(&message);
    let missing = detail.starts_with("missing field");
    // A missing field is reported on the mapping that lacks it; everything else where serde
    // stopped (the unknown key, the mistyped value, the syntax error).
    let span = match (missing, path) {
        (true, Some(p)) => lint.paths().nearest(p).map(|(_, s)| s),
        (true, None) => lint.paths().span(""),
        _ => None,
    }
    .or_else(|| e.location().map(|l| token_span(text, lint.paths(), l.index())));
    let (label, help) = serde_help(detail);
    // serde_yaml's message is in its own (English) words: a reader of another language reads
    // veedor's sentence saying what could not be read and where, then the library's words.
    let message = t!(
        "catalog-yaml-error",
        message = message.as_str(),
        placed = if path.is_some() { "yes" } else { "no" },
        path = path.unwrap_or(""),
        detail = detail
    );
    lint.push(message, span, label, Some(help));
}

fn serde_help(detail: &str) -> (Text, Text) {
    if detail.starts_with("unknown field") {
        (t!("catalog-label-unknown-field"), t!("catalog-help-unknown-field"))
    } else if detail.starts_with("unknown variant") {
        (t!("catalog-label-unknown-value"), t!("catalog-help-unknown-value"))
    } else if detail.starts_with("missing field") {
        (t!("catalog-label-missing-field"), t!("catalog-help-missing-field"))
    } else if detail.starts_with("invalid payout ratio") {
        (t!("catalog-label-payout-ratio"), t!("catalog-help-payout-ratio"))
    } else if detail.starts_with("invalid type")
        || detail.starts_with("invalid value")
        || detail.starts_with("invalid length")
    {
        (t!("catalog-label-wrong-type"), t!("catalog-help-wrong-type"))
    } else if detail.starts_with("duplicate field") || detail.contains("duplicate entry") {
        (t!("catalog-label-duplicate-key"), t!("catalog-help-duplicate-key"))
    } else {
        (t!("catalog-label-here"), t!("catalog-help-yaml-syntax"))
    }
}

/// `items[1].a: invalid type … at line 5 column 8` → `items[1].a: invalid type …`.
fn strip_location(message: &str) -> String {
    if let Some(i) = message.find(" at line ") {
        let rest = &message[i + " at line ".len()..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let rest = &rest[digits..];
        if digits > 0 {
            if let Some(r) = rest.strip_prefix(" column ") {
                let d2 = r.bytes().take_while(u8::is_ascii_digit).count();
                if d2 > 0 {
                    return format!("{}{}", &message[..i], &r[d2..]);
                }
            }
        }
    }
    message.to_owned()
}

/// `play.roulette.bets[3]: unknown field …` → (`Some("play.roulette.bets[3]")`, `unknown field …`).
fn split_path(message: &str) -> (Option<&str>, &str) {
    if let Some((p, rest)) = message.split_once(": ") {
        let is_path = !p.is_empty() && p.chars().all(|c| c.is_alphanumeric() || "._-[]".contains(c));
        if is_path && !p.starts_with("invalid") {
            return (Some(p), rest);
        }
    }
    (None, message)
}

/// The token at byte `index`: the key or scalar the YAML map knows to start there, else the
/// word up to the next space, `:` or `,`.
fn token_span(text: &str, paths: &YamlPaths, index: usize) -> SourceSpan {
    let mut index = index.min(text.len());
    while !text.is_char_boundary(index) {
        index -= 1;
    }
    if let Some(s) = paths.token_at(index) {
        return s;
    }
    let rest = &text[index..];
    let len = rest.find(|c: char| c.is_whitespace() || c == ':' || c == ',').unwrap_or(rest.len());
    SourceSpan::from((index, len.max(usize::from(!rest.is_empty()))))
}

/// `jurisdiction/game.yaml` files under `dir`, with their relative paths, sorted.
pub fn yaml_files(dir: &Path, errors: &mut Vec<CatalogError>) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            errors.push(CatalogError::io(&dir.display().to_string(), &e));
            return out;
        }
    };
    for j in entries.flatten() {
        let jp = j.path();
        if !jp.is_dir() {
            continue;
        }
        let Ok(games) = std::fs::read_dir(&jp) else {
            continue;
        };
        for g in games.flatten() {
            let gp = g.path();
            if gp.extension().is_some_and(|e| e == "yaml") {
                let rel = format!("{}/{}", j.file_name().to_string_lossy(), g.file_name().to_string_lossy());
                out.push((gp, rel));
            }
        }
    }
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An article is read from its tree only where serde reads the tree as it reads the text:
    /// a null where a list is asked, or a core tag on a quoted number, is refused as before
    /// (a tree would take them), and the article as written reads the same either way.
    #[test]
    fn an_article_reads_as_its_text_does() {
        let text = include_str!("../../catalog/estado-1979/black-jack.yaml");
        let by_text = |t: &str| serde_yaml::from_str::<super::super::model::CatalogFile>(t).map(|f| format!("{f:?}"));
        let read = |t: &str| read_article(t).map(|(f, _)| format!("{f:?}"));
        assert_eq!(read(text).ok(), by_text(text).ok());
        assert!(read(text).is_ok());
        let null_list = text.replacen("checks: [BJ001, BJ005, BJ038]", "checks: ~", 1);
        let tagged = text.replacen("source_line: 234", "source_line: !!int \"234\"", 1);
        for changed in [null_list, tagged] {
            assert_ne!(changed, text);
            assert!(by_text(&changed).is_err());
            assert_eq!(read(&changed).map_err(|e| e.to_string()), by_text(&changed).map_err(|e| e.to_string()));
        }
    }

    #[test]
    fn strips_serde_locations() {
        assert_eq!(strip_location("a[1]: unknown field `z` at line 6 column 5"), "a[1]: unknown field `z`");
        assert_eq!(
            strip_location("did not find expected node content at line 4 column 1, while parsing a flow node"),
            "did not find expected node content, while parsing a flow node"
        );
        assert_eq!(strip_location("no location"), "no location");
    }

    #[test]
    fn splits_paths() {
        assert_eq!(
            split_path("play.roulette.bets[3]: unknown field `x`"),
            (Some("play.roulette.bets[3]"), "unknown field `x`")
        );
        assert_eq!(split_path("missing field `id`"), (None, "missing field `id`"));
        assert_eq!(split_path("invalid payout ratio `x`: expected"), (None, "invalid payout ratio `x`: expected"));
    }

    fn lint_of(text: &str) -> Lint<'static> {
        Lint::new("t.yaml", Arc::from(text))
    }

    fn line(text: &str, e: &CatalogError) -> usize {
        text[..e.span.map_or(0, |s| s.offset())].matches('\n').count() + 1
    }

    #[test]
    fn compile_errors_land_on_their_path_or_its_nearest_parent() {
        let text = "id: x\nplay:\n  roulette:\n    bets:\n      - name: pleno\n        limit: plenoo\n      - name: caballo\n    zero:\n      options: []\n";
        let mut lint = lint_of(text);
        compile_error(
            &mut lint,
            &CompileError::new("play.roulette.bets[0].limit", "`plenoo` is not a class of `limits.maximum`"),
        );
        compile_error(
            &mut lint,
            &CompileError::new("play.roulette.bets[1].payout", "bet kind `caballo` needs a `payout`"),
        );
        compile_error(
            &mut lint,
            &CompileError::new("play.roulette.zero.last_spin_refund.listed_zeros", "at least the first zero is listed"),
        );
        compile_error(&mut lint, &CompileError::new("play.roulette.payment_order[3][1]", "`x` is not a bet kind"));
        let e = &lint.errors;
        assert_eq!((line(text, &e[0]), e[0].label.en().as_str()), (6, "here"));
        assert!(e[0].message.en().starts_with("play.roulette.bets[0].limit: "), "{}", e[0].message);
        assert_eq!((line(text, &e[1]), e[1].label.en().as_str()), (7, "in here"));
        assert_eq!(line(text, &e[2]), 8);
        assert_eq!(line(text, &e[3]), 3);
    }

    #[test]
    fn finds_emitted_checks_no_rule_lists() {
        let rule = |id: &str, checks: &[&str]| RuleSpec {
            id: id.into(),
            title: super::super::model::Localized::english(""),
            article: "01".into(),
            section: "I".into(),
            quote: "q".into(),
            source_line: None,
            source: None,
            inventory: vec![],
            checks: checks.iter().map(|c| (*c).to_owned()).collect(),
            severity: None,
            not_checkable: None,
            note: None,
        };
        let rules_ = [rule("a", &["RL001", "RL003"]), rule("b", &["RL003", "RL009"])];
        assert_eq!(unlisted_checks(&rules_, &["RL001", "RL002", "RL009", "RL031"]), ["RL002", "RL031"]);
        assert!(unlisted_checks(&rules_, &[]).is_empty());
    }

    #[test]
    fn code_ranges_cover_the_registry() {
        let r = code_ranges();
        assert!(r.starts_with("M001–M006, S001–S009, W001–W002, RL001–"), "{r}");
    }
}

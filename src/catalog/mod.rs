//! Catalogue articles: loading (embedded in the binary, or from a directory), validation and
//! lookup. The YAML under `catalog/` is embedded at build time, so veedor works from any
//! directory; `--catalog DIR` adds or overrides articles.

pub mod baccarat;
pub mod coverage;
pub mod lint;
pub mod model;
pub mod yaml_paths;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::{Arc, OnceLock};

use include_dir::{Dir, include_dir};

pub use lint::CatalogError;
use model::{CatalogFile, RuleSpec};

use crate::engine::Game;
use crate::finding::Citation;

static EMBEDDED: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/catalog");

/// The JSON Schema of the catalogue format, pretty-printed with a final newline: the content of
/// `catalog/schema.json`, which YAML editors use through each file's
/// `# yaml-language-server: $schema=../schema.json` line.
pub fn schema_json() -> String {
    let schema = schemars::schema_for!(CatalogFile);
    format!("{:#}\n", schema.as_value())
}

/// A loaded, validated article.
pub struct Catalog {
    pub file: CatalogFile,
    /// Where it came from (`catalog/estado-1979/ruleta-francesa.yaml`, or a user path).
    pub origin: String,
    /// The YAML text, for diagnostics.
    pub text: Arc<str>,
    pub game: Arc<dyn Game>,
}

impl Catalog {
    /// Parses and validates one article. `origin` names it in diagnostics; `expected_id`, when
    /// given, is the id its place under the catalogue directory implies.
    pub fn from_yaml(origin: &str, text: &str, expected_id: Option<&str>) -> Result<Catalog, Vec<CatalogError>> {
        lint::load(origin, text, expected_id)
    }

    pub fn id(&self) -> &str {
        &self.file.id
    }

    pub fn rule(&self, id: &str) -> Option<&RuleSpec> {
        self.file.rules.iter().find(|r| r.id == id)
    }

    /// The rule a finding of `code` cites: the hinted rule when it implements `code`, otherwise
    /// the first rule that lists `code`.
    pub fn rule_for(&self, code: &str, hint: Option<&str>) -> Option<&RuleSpec> {
        let implements = |r: &&RuleSpec| r.checks.iter().any(|c| c == code);
        hint.and_then(|h| self.file.rules.iter().filter(implements).find(|r| r.id == h))
            .or_else(|| self.file.rules.iter().find(implements))
    }

    pub fn citation(&self, rule: &RuleSpec) -> Citation {
        Citation {
            catalog: self.file.id.clone(),
            rule: rule.id.clone(),
            document: rule.source.as_ref().map_or(&self.file.source.document, |s| &s.document).clone(),
            article: rule.article.clone(),
            section: rule.section.clone(),
            quote: rule.quote.clone(),
        }
    }
}

/// All articles veedor knows, by id.
#[derive(Default)]
pub struct CatalogSet {
    catalogs: BTreeMap<String, Entry>,
}

/// One article: loaded, or (for [`CatalogSet::embedded_lazy`]) embedded text loaded the first
/// time it is asked for.
enum Entry {
    Loaded(Catalog),
    Deferred {
        origin: String,
        text: &'static str,
        expected: String,
        /// `None` when the text is invalid (which the test suite and `veedor catalog lint`
        /// rule out for the embedded articles).
        loaded: OnceLock<Option<Catalog>>,
    },
}

impl Entry {
    fn catalog(&self) -> Option<&Catalog> {
        match self {
            Entry::Loaded(c) => Some(c),
            Entry::Deferred { origin, text, expected, loaded } => {
                loaded.get_or_init(|| Catalog::from_yaml(origin, text, Some(expected)).ok()).as_ref()
            }
        }
    }
}

impl CatalogSet {
    /// The articles built into the binary, all loaded and validated.
    pub fn embedded() -> Result<CatalogSet, Vec<CatalogError>> {
        let mut set = CatalogSet::default();
        let mut errors = Vec::new();
        for (rel, text) in embedded_files() {
            let expected = rel.strip_suffix(".yaml").map(str::to_owned);
            match Catalog::from_yaml(&format!("catalog/{rel}"), text, expected.as_deref()) {
                Ok(c) => {
                    set.catalogs.insert(c.file.id.clone(), Entry::Loaded(c));
                }
                Err(e) => errors.extend(e),
            }
        }
        if errors.is_empty() { Ok(set) } else { Err(errors) }
    }

    /// The articles built into the binary, each loaded the first time [`CatalogSet::get`] asks
    /// for it. Loading all ten costs a check of one small log more than the log itself (about
    /// 170 M instructions); a log names one. Their validity is what [`CatalogSet::embedded`]
    /// checks (the test suite and `veedor catalog lint` run it), so it is not re-checked here:
    /// an article that failed to load would read as unknown.
    pub fn embedded_lazy() -> CatalogSet {
        let mut set = CatalogSet::default();
        for (rel, text) in embedded_files() {
            // The id is the path: `catalog lint` rejects an article whose id differs from it.
            let Some(id) = rel.strip_suffix(".yaml") else { continue };
            let entry = Entry::Deferred {
                origin: format!("catalog/{rel}"),
                text,
                expected: id.to_owned(),
                loaded: OnceLock::new(),
            };
            set.catalogs.insert(id.to_owned(), entry);
        }
        set
    }

    /// Loads every `*/*.yaml` under `dir` (as `jurisdiction/game.yaml`), replacing embedded
    /// articles of the same id. Reports every invalid file; valid ones are still added.
    pub fn load_dir(&mut self, dir: &Path) -> Vec<CatalogError> {
        let mut errors = Vec::new();
        for (path, rel) in lint::yaml_files(dir, &mut errors) {
            let text = match std::fs::read_to_string(&path) {
                Ok(t) => t,
                Err(e) => {
                    errors.push(CatalogError::io(&path.display().to_string(), &e));
                    continue;
                }
            };
            let expected = rel.strip_suffix(".yaml").map(str::to_owned);
            match Catalog::from_yaml(&path.display().to_string(), &text, expected.as_deref()) {
                Ok(c) => {
                    self.catalogs.insert(c.file.id.clone(), Entry::Loaded(c));
                }
                Err(e) => errors.extend(e),
            }
        }
        errors
    }

    pub fn get(&self, id: &str) -> Option<&Catalog> {
        self.catalogs.get(id).and_then(Entry::catalog)
    }

    /// Every article, in id order (loading any not loaded yet).
    pub fn iter(&self) -> impl Iterator<Item = &Catalog> {
        self.catalogs.values().filter_map(Entry::catalog)
    }

    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.catalogs.keys().map(String::as_str)
    }
}

/// The embedded YAML files, as (path under `catalog/`, text), sorted by path.
fn embedded_files() -> Vec<(String, &'static str)> {
    let mut files = Vec::new();
    collect_embedded(&EMBEDDED, &mut files);
    files.sort_by(|a, b| a.0.cmp(&b.0));
    files
}

fn collect_embedded(dir: &'static Dir<'static>, out: &mut Vec<(String, &'static str)>) {
    for f in dir.files() {
        let p = f.path().to_string_lossy().replace('\\', "/");
        if p.ends_with(".yaml") && p.contains('/') {
            if let Some(text) = f.contents_utf8() {
                out.push((p, text));
            }
        }
    }
    for d in dir.dirs() {
        collect_embedded(d, out);
    }
}

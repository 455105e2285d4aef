//! Catalogue articles: loading (embedded in the binary, or from a directory), validation and
//! lookup. The YAML under `catalog/` is embedded at build time, so veedor works from any
//! directory; `--catalog DIR` adds or overrides articles.

pub mod baccarat;
pub mod bingo;
pub mod black_jack;
pub mod compiled;
pub mod coverage;
pub mod dice;
pub mod lint;
pub mod model;
pub mod poker;
pub mod roulette;
pub mod rule_index;
pub mod shoe;
mod strict_tree;
pub mod treinta;
pub mod yaml_paths;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::{Arc, OnceLock};

use include_dir::{Dir, include_dir};

use lint::{Adopting, Document};
pub use lint::{CatalogError, LocalizedCatalogError};
use model::{AdoptionFile, CatalogDocument, CatalogFile, RuleSource, RuleSpec};

use crate::engine::Game;
use crate::finding::Citation;
use crate::i18n::Text;
use crate::t;

static EMBEDDED: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/catalog");

/// The JSON Schema of the catalogue format, pretty-printed with a final newline: the content of
/// `catalog/schema.json`, which YAML editors use through each file's
/// `# yaml-language-server: $schema=../schema.json` line.
pub fn schema_json() -> String {
    let schema = schemars::schema_for!(CatalogDocument);
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
    /// When the article adopts another (`adopts:`): `file` is then the adopted article's, under
    /// this article's id, title and source, each of its rules quoted from the adopted text.
    pub adoption: Option<Adoption>,
}

/// How an article adopts another's rules.
#[derive(Clone, Debug)]
pub struct Adoption {
    /// The adopting file.
    pub file: AdoptionFile,
    /// The article whose rules apply: the end of the chain of adoptions
    /// (`estado-1979/ruleta-francesa`).
    pub rules_of: String,
    /// The adopting provision as cited, outward: the provision adopting `rules_of`, adopted in
    /// turn by the next one in a chain (its `adopted_by`), this article's last.
    pub citation: Citation,
}

impl Catalog {
    /// Parses and validates one article. `origin` names it in diagnostics; `expected_id`, when
    /// given, is the id its place under the catalogue directory implies.
    /// An article that adopts another is loaded in a [`CatalogSet`], which holds the article it
    /// adopts: given one here, this reports it.
    pub fn from_yaml(origin: &str, text: &str, expected_id: Option<&str>) -> Result<Catalog, Vec<CatalogError>> {
        match lint::load_document(origin, text, expected_id)? {
            Document::Article(c) => Ok(c),
            Document::Adoption(a) => Err(vec![a.error(
                t!("catalog-adoption-not-loaded", id = &a.file.id, adopts = &a.file.adopts),
                t!("catalog-label-adoption-not-loaded"),
                Some(t!("catalog-help-adoption-not-loaded")),
            )]),
        }
    }

    /// `catalog` adopted through `file`: the adopted rules under the adopting article's name.
    fn adopting(file: &AdoptionFile, origin: &str, text: &Arc<str>, target: &Catalog) -> Catalog {
        let mut f = target.file.clone();
        for r in &mut f.rules {
            if r.source.is_none() {
                r.source = Some(RuleSource {
                    document: target.file.source.document.clone(),
                    file: target.file.source.file.clone(),
                });
            }
        }
        f.id = file.id.clone();
        f.jurisdiction = file.jurisdiction.clone();
        f.game = file.game.clone();
        f.title = file.title.clone();
        f.source = file.source.clone();
        let provision = Citation {
            catalog: file.id.clone(),
            rule: file.adoption.id.clone(),
            document: file.source.document.clone(),
            article: file.adoption.article.clone(),
            section: file.adoption.section.clone().unwrap_or_default(),
            quote: file.adoption.quote.clone(),
            adopted_by: None,
        };
        let (rules_of, citation) = match &target.adoption {
            None => (target.file.id.clone(), provision),
            Some(inner) => {
                fn append(c: &mut Citation, outer: Citation) {
                    match &mut c.adopted_by {
                        Some(by) => append(by, outer),
                        None => c.adopted_by = Some(Box::new(outer)),
                    }
                }
                let mut c = inner.citation.clone();
                append(&mut c, provision);
                (inner.rules_of.clone(), c)
            }
        };
        Catalog {
            file: f,
            origin: origin.to_owned(),
            text: text.clone(),
            game: target.game.clone(),
            adoption: Some(Adoption { file: file.clone(), rules_of, citation }),
        }
    }

    pub fn id(&self) -> &str {
        &self.file.id
    }

    /// The SHA-256 of the article's text, its version in the chain of custody: an embedded
    /// article's was taken when veedor was built ([`compiled::embedded_sha256`]; hashing 49 kB
    /// at each run cost 2.6 M instructions under valgrind), any other text's is taken now.
    pub fn text_sha256(&self) -> [u8; 32] {
        let embedded = self.origin.strip_prefix("catalog/").and_then(|rel| {
            let bytes = EMBEDDED.get_file(rel)?.contents();
            // The same bytes as the embedded file's: its digest is theirs.
            (bytes == self.text.as_bytes()).then(|| compiled::embedded_sha256(rel)).flatten()
        });
        embedded.unwrap_or_else(|| crate::check::Seal::of_bytes(self.text.as_bytes()).sha256)
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
            catalog: self.adoption.as_ref().map_or(&self.file.id, |a| &a.rules_of).clone(),
            rule: rule.id.clone(),
            document: rule.source.as_ref().map_or(&self.file.source.document, |s| &s.document).clone(),
            article: rule.article.clone(),
            section: rule.section.clone(),
            quote: rule.quote.clone(),
            adopted_by: self.adoption.as_ref().map(|a| Box::new(a.citation.clone())),
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
    Loaded(Document),
    Deferred {
        origin: String,
        /// The file, read as text when the article is loaded (not UTF-8: it does not load).
        bytes: &'static [u8],
        expected: String,
        /// `None` when the text is invalid (which the test suite and `veedor catalog lint`
        /// rule out for the embedded articles).
        loaded: OnceLock<Option<Document>>,
    },
}

impl Entry {
    fn document(&self) -> Option<&Document> {
        match self {
            Entry::Loaded(d) => Some(d),
            Entry::Deferred { origin, bytes, expected, loaded } => loaded
                .get_or_init(|| {
                    let text = utf8(bytes)?;
                    let rel = origin.strip_prefix("catalog/").unwrap_or(origin);
                    lint::load_embedded(origin, rel, text, Some(expected)).ok()
                })
                .as_ref(),
        }
    }

    /// An adoption already loaded, for resetting what it resolved to.
    fn adopting_mut(&mut self) -> Option<&mut Adopting> {
        match self {
            Entry::Loaded(Document::Adoption(a)) => Some(a),
            Entry::Deferred { loaded, .. } => match loaded.get_mut() {
                Some(Some(Document::Adoption(a))) => Some(a),
                _ => None,
            },
            _ => None,
        }
    }
}

fn document_id(d: &Document) -> &str {
    match d {
        Document::Article(c) => &c.file.id,
        Document::Adoption(a) => &a.file.id,
    }
}

impl CatalogSet {
    /// The articles built into the binary, all loaded and validated.
    pub fn embedded() -> Result<CatalogSet, Vec<CatalogError>> {
        let mut set = CatalogSet::default();
        let mut errors = Vec::new();
        for (rel, text) in embedded_files() {
            let expected = rel.strip_suffix(".yaml").map(str::to_owned);
            match lint::load_document(&format!("catalog/{rel}"), text, expected.as_deref()) {
                Ok(d) => {
                    set.catalogs.insert(document_id(&d).to_owned(), Entry::Loaded(d));
                }
                Err(e) => errors.extend(e),
            }
        }
        let ids: Vec<String> = set.catalogs.keys().cloned().collect();
        errors.extend(set.adoption_errors(&ids));
        if errors.is_empty() { Ok(set) } else { Err(errors) }
    }

    /// The articles built into the binary, each loaded the first time [`CatalogSet::get`] asks
    /// for it. Loading all ten costs a check of one small log more than the log itself (about
    /// 170 M instructions); a log names one. Their validity is what [`CatalogSet::embedded`]
    /// checks (the test suite and `veedor catalog lint` run it), so it is not re-checked here:
    /// an article that failed to load would read as unknown.
    pub fn embedded_lazy() -> CatalogSet {
        let mut set = CatalogSet::default();
        for (rel, bytes) in embedded_bytes() {
            // The id is the path: `catalog lint` rejects an article whose id differs from it.
            let Some(id) = rel.strip_suffix(".yaml") else { continue };
            let entry = Entry::Deferred {
                origin: format!("catalog/{rel}"),
                bytes,
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
        let mut loaded = Vec::new();
        for (path, rel) in lint::yaml_files(dir, &mut errors) {
            let text = match std::fs::read_to_string(&path) {
                Ok(t) => t,
                Err(e) => {
                    errors.push(CatalogError::io(&path.display().to_string(), &e));
                    continue;
                }
            };
            let expected = rel.strip_suffix(".yaml").map(str::to_owned);
            match lint::load_document(&path.display().to_string(), &text, expected.as_deref()) {
                Ok(d) => {
                    let id = document_id(&d).to_owned();
                    self.catalogs.insert(id.clone(), Entry::Loaded(d));
                    loaded.push(id);
                }
                Err(e) => errors.extend(e),
            }
        }
        // An article replaced here changes what the adoptions of it resolve to.
        for entry in self.catalogs.values_mut() {
            if let Some(a) = entry.adopting_mut() {
                a.resolved = OnceLock::new();
            }
        }
        errors.extend(self.adoption_errors(&loaded));
        errors
    }

    /// What is wrong with the adoptions among `ids`: an `adopts` naming no article, a chain of
    /// adoptions that comes back to where it started, an article of another game.
    fn adoption_errors(&self, ids: &[String]) -> Vec<CatalogError> {
        let mut errors = Vec::new();
        for id in ids {
            let Some(Document::Adoption(a)) = self.catalogs.get(id).and_then(Entry::document) else { continue };
            let mut chain: Vec<&str> = vec![id.as_str()];
            let mut next = a.file.adopts.as_str();
            loop {
                if chain.contains(&next) {
                    chain.push(next);
                    // `a adopts b adopts c`, as nested links `a adopts (b adopts c)`.
                    let mut links = chain.iter().rev().map(|id| Text::verbatim(*id));
                    let last = links.next().unwrap_or_else(|| Text::verbatim(""));
                    let chain = links.fold(last, |rest, id| t!("catalog-adoption-link", article = id, adopted = rest));
                    errors.push(a.error(
                        t!("catalog-adoption-circle", id = id, chain = chain),
                        t!("catalog-label-adoption-circle"),
                        Some(t!("catalog-help-adoption-circle")),
                    ));
                    break;
                }
                match self.catalogs.get(next).and_then(Entry::document) {
                    None => {
                        let same_game: Vec<&str> =
                            self.ids().filter(|k| k.rsplit('/').next() == Some(a.file.game.as_str())).collect();
                        let same_game = if same_game.is_empty() {
                            t!("catalog-none")
                        } else {
                            Text::verbatim(same_game.join(", "))
                        };
                        errors.push(a.error(
                            t!("catalog-adoption-unknown", id = id, adopts = next),
                            t!("catalog-label-adoption-unknown"),
                            Some(t!("catalog-help-adoption-unknown", same_game = same_game)),
                        ));
                        break;
                    }
                    Some(Document::Adoption(inner)) => {
                        chain.push(next);
                        next = inner.file.adopts.as_str();
                    }
                    Some(Document::Article(target)) => {
                        if target.file.game != a.file.game {
                            errors.push(a.error(
                                t!(
                                    "catalog-adoption-other-game",
                                    id = id,
                                    game = &a.file.game,
                                    adopts = next,
                                    other = &target.file.game
                                ),
                                t!("catalog-label-adoption-other-game"),
                                Some(t!("catalog-help-adoption-other-game")),
                            ));
                        }
                        break;
                    }
                }
            }
        }
        errors
    }

    pub fn get(&self, id: &str) -> Option<&Catalog> {
        self.get_in(id, &mut Vec::new())
    }

    /// [`Self::get`], `stack` holding the adoptions being resolved (a circle resolves to none).
    fn get_in(&self, id: &str, stack: &mut Vec<String>) -> Option<&Catalog> {
        match self.catalogs.get(id)?.document()? {
            Document::Article(c) => Some(c),
            Document::Adoption(a) => {
                if stack.iter().any(|s| s == id) {
                    return None;
                }
                stack.push(id.to_owned());
                a.resolved
                    .get_or_init(|| {
                        let target = self.get_in(&a.file.adopts, stack)?;
                        Some(Catalog::adopting(&a.file, &a.origin, &a.text, target))
                    })
                    .as_ref()
            }
        }
    }

    /// Every article, in id order (loading any not loaded yet).
    pub fn iter(&self) -> impl Iterator<Item = &Catalog> {
        self.catalogs.keys().filter_map(|id| self.get(id))
    }

    /// Whether this is [`CatalogSet::embedded_lazy`]'s set with nothing added or replaced (what
    /// [`rule_index`] describes without loading the articles).
    pub fn is_embedded_untouched(&self) -> bool {
        !self.catalogs.is_empty() && self.catalogs.values().all(|e| matches!(e, Entry::Deferred { .. }))
    }

    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.catalogs.keys().map(String::as_str)
    }

    /// The articles an unknown `id` most likely meant, best first: with no jurisdiction
    /// (`ruleta-francesa`), that game's article in every jurisdiction; else the id closest in
    /// spelling (`estado-1979/ruleta-frances`), or the same game's articles when only the
    /// jurisdiction is wrong (`estado-1978/boule`). Empty when nothing is near enough: the
    /// caller then lists every id.
    pub fn near_ids(&self, id: &str) -> Vec<&str> {
        let fold = |s: &str| s.trim().to_lowercase().replace(['_', ' '], "-");
        let wanted = fold(id);
        let game_of = |k: &str| k.rsplit_once('/').map_or(k, |(_, g)| g).to_owned();
        let ids: Vec<&str> = self.ids().collect();
        let same_game: Vec<&str> = ids.iter().copied().filter(|k| game_of(k) == game_of(&wanted)).collect();
        if !wanted.contains('/') || !same_game.is_empty() && crate::log::suggest::closest(&wanted, &ids).is_none() {
            if !same_game.is_empty() {
                return same_game;
            }
            // A game misspelt, without its jurisdiction: the games closest to it.
            let games: std::collections::BTreeSet<String> = ids.iter().map(|k| game_of(k)).collect();
            let games: Vec<&str> = games.iter().map(String::as_str).collect();
            return match crate::log::suggest::closest(&wanted, &games) {
                Some(g) => ids.iter().copied().filter(|k| game_of(k) == g).collect(),
                None => Vec::new(),
            };
        }
        crate::log::suggest::closest(&wanted, &ids).into_iter().collect()
    }
}

/// The embedded YAML files, as (path under `catalog/`, text), sorted by path.
fn embedded_files() -> Vec<(String, &'static str)> {
    embedded_bytes().into_iter().filter_map(|(p, bytes)| Some((p, utf8(bytes)?))).collect()
}

/// `bytes` as text, if they are UTF-8: simdutf8's check is a tenth of the standard library's,
/// with the same verdict.
fn utf8(bytes: &'static [u8]) -> Option<&'static str> {
    simdutf8::basic::from_utf8(bytes).ok()
}

/// The embedded YAML files, as (path under `catalog/`, bytes), sorted by path: every `veedor
/// check` lists them all, and reads as text only the one its log names.
fn embedded_bytes() -> Vec<(String, &'static [u8])> {
    let mut files = Vec::new();
    collect_embedded(&EMBEDDED, &mut files);
    files.sort_by(|a, b| a.0.cmp(&b.0));
    files
}

fn collect_embedded(dir: &'static Dir<'static>, out: &mut Vec<(String, &'static [u8])>) {
    for f in dir.files() {
        let p = f.path().to_string_lossy().replace('\\', "/");
        if p.ends_with(".yaml") && p.contains('/') {
            out.push((p, f.contents()));
        }
    }
    for d in dir.dirs() {
        collect_embedded(d, out);
    }
}

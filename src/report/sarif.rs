//! `--format sarif`: SARIF 2.1.0 (serde-sarif types) for code-scanning dashboards.
//!
//! One run. `tool.driver.rules` declares every check of the registry, in code order (a result's
//! `ruleIndex` is its check's index there): `id` the code, `name`, `shortDescription` the
//! summary, `fullDescription` the explanation, `help` the explanation plus the catalogue rules
//! that cite the check (article, section, verbatim quote), `defaultConfiguration.level` from
//! the default severity. Each finding is a result with `ruleId`, `ruleIndex`, `level`, the
//! message (with expected/found), one location (the primary label: `startLine`,
//! `startColumn`, `endLine`, `endColumn`, `byteOffset`, `byteLength`; columns count bytes),
//! `relatedLocations` for the secondary labels, the finding's citation under
//! `properties.citation`, and `suppressions` when it is waived (`inSource` for an inline
//! waiver, `external` for a waivers file, status `accepted`, the reason as `justification`).
//! File paths inside the directory veedor ran in (however they were spelt, `./a.mesa` or
//! `$PWD/a.mesa`) are relative URI references against `%SRCROOT%`, which
//! `run.originalUriBaseIds` and `invocations[0].workingDirectory` give as that directory's
//! `file://` URI; a path outside it is an absolute, percent-encoded `file://` URI. A finding
//! without a line (an input that could not be read: M003, M005) points at the start of the file,
//! line 1 column 1 (code scanning needs a `region.startLine`). The driver's `informationUri` is
//! the crate's `homepage` (Cargo.toml), each rule's `helpUri` the rule's entry in
//! `docs/rules.md` there. `artifacts`
//! lists every file checked (clean ones too) with its length; the one `invocations` entry has
//! `executionSuccessful: false`, with a notification, when an input could not be read or
//! checked to its end (the M findings, exit code 2).

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::{Component, Path, PathBuf};

use serde_sarif::sarif::{
    Artifact, ArtifactLocation, Invocation, Location, Message, MultiformatMessageString, Notification,
    PhysicalLocation, PropertyBag, Region, ReportingConfiguration, ReportingDescriptor, Result as SarifResult,
    ResultLevel, Run, Sarif, Suppression, Tool, ToolComponent,
};

use crate::catalog::CatalogSet;
use crate::catalog::rule_index::{self, Place};
use crate::check::FileReport;
use crate::finding::{Finding, Label, Severity, WaiverSource};
use crate::i18n::{Lang, Locale, Marked};
use crate::log::event::Loc;
use crate::report::sarif_rules;
use crate::rules::{CHECKS, Check};
use crate::t;

/// `$schema` of the document.
pub const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

/// The tool's home (`homepage` in Cargo.toml): the driver's `informationUri`.
pub const INFORMATION_URI: &str = env!("CARGO_PKG_HOMEPAGE");

/// The documentation of one check: its entry in `docs/rules.md` (anchor: the code in lower case).
pub fn help_uri(code: &str) -> String {
    format!("{}blob/main/docs/rules.md#{}", with_slash(INFORMATION_URI), code.to_ascii_lowercase())
}

/// `docs/rules.md`, where [`help_uri`] points: every check of the registry under a `### CODE`
/// heading (anchor `#code`), with its name, group, default severity, summary and explanation.
/// A test keeps the committed file equal to this.
pub fn rules_markdown() -> String {
    let mut out = String::from(
        "# Checks\n\n\
         Every check veedor reports, in code order: what `veedor explain CODE` prints, less the \
         catalogue text each jurisdiction cites for it and the example. SARIF reports link each \
         rule here (`helpUri`). Generated from the registry (`src/rules.rs`) by \
         `VEEDOR_UPDATE_DOCS=1 cargo test --test cli rules_doc`: do not edit by hand.\n",
    );
    for c in CHECKS {
        out.push_str(&format!(
            "\n### {}\n\n**{}** · group `{}` · default severity {}\n\n{}\n\n{}\n",
            c.code,
            c.name,
            c.group.as_str(),
            c.severity,
            c.summary().en(),
            c.explanation(Locale::machine(Lang::En))
        ));
    }
    out
}

fn with_slash(s: &str) -> String {
    if s.ends_with('/') { s.to_owned() } else { format!("{s}/") }
}

/// A descriptor's text: plain, plus Markdown when it has log words (SARIF viewers that read
/// Markdown show them as code; the others read the plain text, without backticks).
fn text(s: &Marked) -> MultiformatMessageString {
    let mut m = MultiformatMessageString::builder().text(s.plain()).build();
    if s.has_code() {
        m.markdown = Some(s.markdown());
    }
    m
}

/// A descriptor's long text, plain only: the explanation and the help are stored pre-rendered
/// (`sarif_rules_data.rs`) as one plain text each, so viewers show their log words without
/// backticks.
pub(crate) fn plain_text(s: impl Into<String>) -> MultiformatMessageString {
    MultiformatMessageString::builder().text(s.into()).build()
}

/// A message of veedor's own (no log words).
fn message(s: impl Into<String>) -> Message {
    Message::builder().text(s.into()).build()
}

/// A finding's or a label's message: plain text, plus Markdown when it has log words.
fn marked_message(s: &Marked) -> Message {
    let mut m = Message::builder().text(s.plain()).build();
    if s.has_code() {
        m.markdown = Some(s.markdown());
    }
    m
}

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
    }
}

/// One catalogue rule citing a check, as a descriptor's help lists it (after a blank line).
pub(crate) fn citation_line(c: &rule_index::Cite<'_>, locale: Locale) -> String {
    let place = match c.place {
        Place::Adopted { document, article, rules_of } => {
            t!("explain-adopted-rules", document = document, article = article, rules = rules_of)
        }
        Place::Rule { document, article, section } => {
            t!("explain-rule-place", document = document, article = article, section = section)
        }
    };
    format!("\n\n{} [{}]: {}: «{}»", c.catalog, c.rule, place.render(locale), c.quote)
}

/// The rule descriptor of one check, with the catalogue rules that cite it, in the report's
/// language (the ids, names and tags are the same in both).
pub(crate) fn descriptor(check: &Check, catalogs: &CatalogSet, locale: Locale) -> ReportingDescriptor {
    let explanation = check.explanation(locale);
    let mut help = explanation.clone();
    // The embedded articles' citations come from the index, without loading every article.
    let cites = rule_index::citations(catalogs, check.code)
        .unwrap_or_else(|| rule_index::citations_loaded(catalogs, check.code));
    for c in &cites {
        help.push_str(&citation_line(c, locale));
    }
    ReportingDescriptor::builder()
        .id(check.code)
        .name(check.name)
        .short_description(text(&check.summary().marked(locale)))
        .full_description(plain_text(Marked::new(explanation).plain()))
        .help(plain_text(Marked::new(help).plain()))
        .help_uri(help_uri(check.code))
        .default_configuration(ReportingConfiguration::builder().level(level(check.severity)).build())
        .properties(PropertyBag::builder().tags(vec![check.group.as_str().to_owned()]).build())
        .build()
}

/// Percent-encodes `path` for a URI (`/` separators kept; `:` kept when `colon`, as in the drive
/// of an absolute Windows path, never in a relative reference, where it would read as a scheme).
fn encode(path: &str, colon: bool) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) || (colon && b == b':') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// `path` with `.` and `..` resolved by their names (the file system is not asked: a name
/// given on the command line stays what it says); `None` when `..` climbs above its start.
fn lexical(path: &Path) -> Option<PathBuf> {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() || out.as_os_str().is_empty() && path.is_absolute() {
                    return None;
                }
            }
            other => out.push(other),
        }
    }
    Some(out)
}

/// An absolute path as a `file://` URI (`file:///C:/x` on Windows).
fn file_uri(path: &Path) -> String {
    let s = path.to_string_lossy().replace('\\', "/");
    let s = if s.starts_with('/') { s } else { format!("/{s}") };
    format!("file://{}", encode(&s, true))
}

/// Where the report's paths are relative to: the directory veedor ran in.
#[derive(Clone, Debug, Default)]
pub struct Base {
    /// The directory (absolute, `.` and `..` resolved); `None` when it cannot be known.
    pub root: Option<PathBuf>,
}

impl Base {
    /// The process's current directory.
    pub fn current() -> Base {
        Base { root: std::env::current_dir().ok().and_then(|d| lexical(&d)) }
    }

    /// `%SRCROOT%` as a `file://` URI ending with `/`.
    fn root_uri(&self) -> Option<String> {
        self.root.as_deref().map(|r| with_slash(&file_uri(r)))
    }

    /// The artifact location of the input named `name`: a relative reference against
    /// `%SRCROOT%` when the path lies in the root, else an absolute `file://` URI.
    pub fn artifact(&self, name: &str) -> ArtifactLocation {
        let path = Path::new(name);
        // `..` that climbs out of the root and back in (`../cli/a.mesa`) is judged on the
        // absolute path.
        let inside =
            |abs: &Path| self.root.as_deref().and_then(|root| abs.strip_prefix(root).ok().map(Path::to_path_buf));
        let joined = match &self.root {
            Some(root) if !path.is_absolute() => Some(root.join(path)),
            _ => path.is_absolute().then(|| path.to_path_buf()),
        };
        // Through `..` the file reached depends on symbolic links on the way: the file system
        // says where it is (the file was read, so it exists), else the names do.
        let climbs = path.components().any(|c| c == Component::ParentDir);
        let absolute = joined
            .and_then(|j| if climbs { std::fs::canonicalize(&j).ok().or_else(|| lexical(&j)) } else { lexical(&j) });
        let relative = if path.is_absolute() || climbs { None } else { lexical(path) };
        match relative.or_else(|| absolute.as_deref().and_then(inside)) {
            Some(rel) => {
                let rel = rel.to_string_lossy().replace('\\', "/");
                ArtifactLocation::builder().uri(encode(&rel, false)).uri_base_id("%SRCROOT%").build()
            }
            None => match absolute {
                Some(abs) => ArtifactLocation::builder().uri(file_uri(&abs)).build(),
                // A relative path above an unknown directory: the name as it was given.
                None => ArtifactLocation::builder().uri(encode(&crate::waiver::normalize(name), false)).build(),
            },
        }
    }
}

fn region(loc: Loc) -> Region {
    Region::builder()
        .start_line(i64::from(loc.line))
        .start_column(i64::from(loc.col))
        .end_line(i64::from(loc.line))
        .end_column(i64::from(loc.col) + i64::from(loc.len))
        .byte_offset(loc.offset as i64)
        .byte_length(i64::from(loc.len))
        .build()
}

/// The start of the file (line 1, column 1, empty): where a finding about the whole input (one
/// that could not be read, M003, M005) points, since code scanning shows a result only with a
/// `region.startLine`.
fn file_start() -> Region {
    Region::builder().start_line(1).start_column(1).end_line(1).end_column(1).build()
}

fn location(artifact: &ArtifactLocation, label: Option<&Label>, id: Option<i64>, locale: Locale) -> Location {
    let region = match label.filter(|l| l.loc.line > 0) {
        Some(l) => region(l.loc),
        None => file_start(),
    };
    let physical = PhysicalLocation::builder().artifact_location(artifact.clone()).region(region).build();
    match (id, label) {
        (Some(id), Some(l)) => Location::builder()
            .physical_location(physical)
            .id(id)
            .message(marked_message(&l.text.marked(locale)))
            .build(),
        _ => Location::builder().physical_location(physical).build(),
    }
}

fn result(f: &Finding, file: &ArtifactLocation, locale: Locale) -> SarifResult {
    let index = CHECKS.iter().position(|c| c.code == f.code).map_or(-1, |i| i as i64);
    let mut text = f.message.marked(locale);
    if let (Some(e), Some(found)) = (&f.expected, &f.found) {
        let inline = t!("report-expected-found-inline", expected = e.clone(), found = found.clone()).marked(locale);
        text = text.join(&inline);
    }
    let related: Vec<Location> = f
        .secondary
        .iter()
        .filter(|l| l.loc.line > 0)
        .enumerate()
        .map(|(i, l)| location(file, Some(l), Some(i as i64 + 1), locale))
        .collect();
    let mut props = BTreeMap::new();
    if let Some(c) = &f.citation {
        if let Ok(v) = serde_json::to_value(c) {
            props.insert("citation".to_owned(), v);
        }
    }
    let level = match f.severity {
        Severity::Error => ResultLevel::Error,
        Severity::Warning => ResultLevel::Warning,
    };
    let suppressions: Vec<Suppression> = f
        .waived
        .iter()
        .map(|w| {
            let kind = match w.source {
                WaiverSource::Inline => "inSource",
                WaiverSource::File => "external",
            };
            Suppression::builder().kind(kind).status("accepted").justification(w.reason.clone()).build()
        })
        .collect();
    let builder = SarifResult::builder()
        .rule_id(f.code)
        .rule_index(index)
        .level(level)
        .message(marked_message(&text))
        .locations(vec![location(file, Some(&f.primary), None, locale)]);
    let mut r = builder.build();
    if !related.is_empty() {
        r.related_locations = Some(related);
    }
    if !props.is_empty() {
        r.properties = Some(PropertyBag::builder().additional_properties(props).build());
    }
    if !suppressions.is_empty() {
        r.suppressions = Some(suppressions);
    }
    r
}

/// The whole report as a SARIF log, its paths relative to the current directory.
pub fn sarif(reports: &[FileReport], catalogs: &CatalogSet) -> Sarif {
    sarif_in(reports, catalogs, &Base::current())
}

/// The whole report as a SARIF log, its paths relative to `base`.
pub fn sarif_in(reports: &[FileReport], catalogs: &CatalogSet, base: &Base) -> Sarif {
    let locale = locale(reports);
    sarif_with_rules(reports, CHECKS.iter().map(|c| descriptor(c, catalogs, locale)).collect(), base)
}

/// One run, one language: the reports of a run share it (`--lang` or the locale).
fn locale(reports: &[FileReport]) -> Locale {
    reports.first().map_or_else(|| Locale::machine(Lang::En), FileReport::machine_locale)
}

/// The whole report with `rules` as the driver's rules.
fn sarif_with_rules(reports: &[FileReport], rules: Vec<ReportingDescriptor>, base: &Base) -> Sarif {
    let driver = ToolComponent::builder()
        .name("veedor")
        .information_uri(INFORMATION_URI)
        .version(env!("CARGO_PKG_VERSION"))
        .semantic_version(env!("CARGO_PKG_VERSION"))
        .rules(rules)
        .build();
    let locations: Vec<ArtifactLocation> = reports.iter().map(|r| base.artifact(&r.name)).collect();
    let results: Vec<SarifResult> = reports
        .iter()
        .zip(&locations)
        .flat_map(|(r, at)| r.findings.iter().map(move |f| result(f, at, r.machine_locale())))
        .collect();
    // Every file checked, clean ones included, so a dashboard can tell «checked, nothing found»
    // from «not checked».
    let mut listed = std::collections::HashSet::new();
    let artifacts: Vec<Artifact> = reports
        .iter()
        .zip(&locations)
        // Each file once (the array's elements must be unique).
        .filter(|(_, location)| listed.insert((location.uri.clone(), location.uri_base_id.clone())))
        .map(|(r, location)| {
            Artifact::builder()
                .location(location.clone())
                .length(i64::try_from(r.stats.bytes).unwrap_or(i64::MAX))
                .build()
        })
        .collect();
    // The run is unsuccessful when an input could not be read or checked to its end (the
    // M findings, exit code 2): its results are then not the whole story.
    let unreadable = reports.iter().filter(|r| r.has_input_error()).count();
    let mut invocation = if unreadable == 0 {
        Invocation::builder().execution_successful(true).build()
    } else {
        let note = Notification::builder()
            .level("error")
            .message(message(
                crate::t!("cli-sarif-inputs-not-checked", inputs = unreadable)
                    .render(reports.first().map_or_else(Default::default, FileReport::machine_locale)),
            ))
            .build();
        Invocation::builder().execution_successful(false).tool_execution_notifications(vec![note]).build()
    };
    let root = base.root_uri().map(|uri| ArtifactLocation::builder().uri(uri).build());
    // The directory veedor ran in: what `%SRCROOT%` stands for, and (for code scanning, which
    // must know it to place absolute `file://` URIs) the working directory.
    invocation.working_directory = root.clone();
    let mut run = Run::builder()
        .tool(Tool::builder().driver(driver).build())
        .artifacts(artifacts)
        .invocations(vec![invocation])
        .results(results)
        .build();
    run.original_uri_base_ids = root.map(|r| BTreeMap::from([("%SRCROOT%".to_owned(), r)]));
    Sarif::builder().schema(SCHEMA).version("2.1.0").runs(vec![run]).build()
}

pub fn write(out: &mut dyn Write, reports: &[FileReport], catalogs: &CatalogSet) -> io::Result<()> {
    // The rules array is the same text in every run of a language: written from its
    // pre-rendered text where the document has an empty one (src/report/sarif_rules.rs).
    if let Some(rules) = sarif_rules::rendered(catalogs, locale(reports).lang) {
        let doc = serde_json::to_vec_pretty(&sarif_with_rules(reports, Vec::new(), &Base::current()))
            .map_err(io::Error::from)?;
        let at = doc.windows(sarif_rules::PLACEHOLDER.len()).rposition(|w| w == sarif_rules::PLACEHOLDER.as_bytes());
        if let Some(at) = at {
            let (before, after) = doc.split_at(at + sarif_rules::PLACEHOLDER.len() - 2);
            out.write_all(before)?;
            out.write_all(rules.as_bytes())?;
            out.write_all(&after[2..])?;
            return writeln!(out);
        }
    }
    serde_json::to_writer_pretty(&mut *out, &sarif(reports, catalogs)).map_err(io::Error::from)?;
    writeln!(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(base: &Base, name: &str) -> (String, Option<String>) {
        let a = base.artifact(name);
        (a.uri.unwrap_or_default(), a.uri_base_id)
    }

    #[test]
    fn paths_become_relative_references_or_file_uris() {
        let base = Base { root: Some(PathBuf::from("/work/repo")) };
        let rel = |uri: &str| (uri.to_owned(), Some("%SRCROOT%".to_owned()));
        let abs = |uri: &str| (uri.to_owned(), None);
        assert_eq!(at(&base, "logs/a b%.mesa"), rel("logs/a%20b%25.mesa"));
        assert_eq!(at(&base, "./logs/./a.mesa"), rel("logs/a.mesa"));
        assert_eq!(at(&base, "/work/repo/logs/a.mesa"), rel("logs/a.mesa"));
        assert_eq!(at(&base, "/work/repo/./logs/../a.mesa"), rel("a.mesa"));
        assert_eq!(at(&base, "/tmp/x y.mesa"), abs("file:///tmp/x%20y.mesa"));
        assert_eq!(
            at(&base, "/work/repository/a.mesa"),
            abs("file:///work/repository/a.mesa"),
            "a prefix by name only"
        );
        // Neither path exists: `..` is resolved by name.
        assert_eq!(at(&base, "../other/a.mesa"), abs("file:///work/other/a.mesa"));
        assert_eq!(at(&base, "../repo/a.mesa"), rel("a.mesa"));
        assert_eq!(at(&base, "a:b.mesa"), rel("a%3Ab.mesa"), "no colon that would read as a scheme");
        assert_eq!(at(&base, "<stdin>"), rel("%3Cstdin%3E"));
        assert_eq!(base.root_uri().as_deref(), Some("file:///work/repo/"));
        let unknown = Base { root: None };
        assert_eq!(at(&unknown, "../a.mesa"), abs("../a.mesa"));
        assert_eq!(at(&unknown, "/tmp/a.mesa"), abs("file:///tmp/a.mesa"));
    }
}

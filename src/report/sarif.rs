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
//! File paths are relative URIs against `%SRCROOT%` (the directory veedor ran in). `artifacts`
//! lists every file checked (clean ones too) with its length; the one `invocations` entry has
//! `executionSuccessful: false`, with a notification, when an input could not be read or
//! checked to its end (the M findings, exit code 2).

use std::collections::BTreeMap;
use std::io::{self, Write};

use serde_sarif::sarif::{
    Artifact, ArtifactLocation, Invocation, Location, Message, MultiformatMessageString, Notification,
    PhysicalLocation, PropertyBag, Region, ReportingConfiguration, ReportingDescriptor, Result as SarifResult,
    ResultLevel, Run, Sarif, Suppression, Tool, ToolComponent,
};

use crate::catalog::CatalogSet;
use crate::check::FileReport;
use crate::finding::{Finding, Label, Severity, WaiverSource};
use crate::log::event::Loc;
use crate::rules::{CHECKS, Check};

/// `$schema` of the document.
pub const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

fn text(s: impl Into<String>) -> MultiformatMessageString {
    MultiformatMessageString::builder().text(s.into()).build()
}

fn message(s: impl Into<String>) -> Message {
    Message::builder().text(s.into()).build()
}

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
    }
}

/// The rule descriptor of one check, with the catalogue rules that cite it.
fn descriptor(check: &Check, catalogs: &CatalogSet) -> ReportingDescriptor {
    let mut help = check.explanation.to_owned();
    for cat in catalogs.iter() {
        if let Some(a) = &cat.adoption {
            // Its rules are the adopted article's, listed under that article's id.
            if cat.file.rules.iter().any(|r| r.checks.iter().any(|c| c == check.code)) {
                let by = &a.file.adoption;
                help.push_str(&format!(
                    "\n\n{} [{}]: {}, art. {}: the rules of {} apply: «{}»",
                    cat.id(),
                    by.id,
                    cat.file.source.document,
                    by.article,
                    a.rules_of,
                    by.quote
                ));
            }
            continue;
        }
        for rule in cat.file.rules.iter().filter(|r| r.checks.iter().any(|c| c == check.code)) {
            help.push_str(&format!(
                "\n\n{} [{}]: {}, art. {}, §{}: «{}»",
                cat.id(),
                rule.id,
                rule.source.as_ref().map_or(&cat.file.source.document, |s| &s.document),
                rule.article,
                rule.section,
                rule.quote.trim()
            ));
        }
    }
    ReportingDescriptor::builder()
        .id(check.code)
        .name(check.name)
        .short_description(text(check.summary))
        .full_description(text(check.explanation))
        .help(text(help))
        .default_configuration(ReportingConfiguration::builder().level(level(check.severity)).build())
        .properties(PropertyBag::builder().tags(vec![check.group.as_str().to_owned()]).build())
        .build()
}

/// A file path as a relative URI reference (`/` separators, percent-encoded where needed).
fn uri(path: &str) -> String {
    let path = crate::waiver::normalize(path);
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
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

fn location(file: &str, label: Option<&Label>, id: Option<i64>) -> Location {
    let artifact = ArtifactLocation::builder().uri(uri(file)).uri_base_id("%SRCROOT%").build();
    let physical = match label.filter(|l| l.loc.line > 0) {
        Some(l) => PhysicalLocation::builder().artifact_location(artifact).region(region(l.loc)).build(),
        None => PhysicalLocation::builder().artifact_location(artifact).build(),
    };
    match (id, label) {
        (Some(id), Some(l)) => Location::builder().physical_location(physical).id(id).message(message(&l.text)).build(),
        _ => Location::builder().physical_location(physical).build(),
    }
}

fn result(f: &Finding, file: &str) -> SarifResult {
    let index = CHECKS.iter().position(|c| c.code == f.code).map_or(-1, |i| i as i64);
    let mut text = f.message.clone();
    if let (Some(e), Some(found)) = (&f.expected, &f.found) {
        text.push_str(&format!(" (expected {e}; found {found})"));
    }
    let related: Vec<Location> = f
        .secondary
        .iter()
        .filter(|l| l.loc.line > 0)
        .enumerate()
        .map(|(i, l)| location(file, Some(l), Some(i as i64 + 1)))
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
        .message(message(text))
        .locations(vec![location(file, Some(&f.primary), None)]);
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

/// The whole report as a SARIF log.
pub fn sarif(reports: &[FileReport], catalogs: &CatalogSet) -> Sarif {
    let driver = ToolComponent::builder()
        .name("veedor")
        .version(env!("CARGO_PKG_VERSION"))
        .semantic_version(env!("CARGO_PKG_VERSION"))
        .rules(CHECKS.iter().map(|c| descriptor(c, catalogs)).collect::<Vec<_>>())
        .build();
    let results: Vec<SarifResult> =
        reports.iter().flat_map(|r| r.findings.iter().map(move |f| result(f, &r.name))).collect();
    // Every file checked, clean ones included, so a dashboard can tell «checked, nothing found»
    // from «not checked».
    let artifacts: Vec<Artifact> = reports
        .iter()
        .map(|r| {
            let location = ArtifactLocation::builder().uri(uri(&r.name)).uri_base_id("%SRCROOT%").build();
            Artifact::builder().location(location).length(i64::try_from(r.stats.bytes).unwrap_or(i64::MAX)).build()
        })
        .collect();
    // The run is unsuccessful when an input could not be read or checked to its end (the
    // M findings, exit code 2): its results are then not the whole story.
    let unreadable = reports.iter().filter(|r| r.has_input_error()).count();
    let invocation = if unreadable == 0 {
        Invocation::builder().execution_successful(true).build()
    } else {
        let note = Notification::builder()
            .level("error")
            .message(message(format!(
                "{} could not be read or checked to the end (see the M findings)",
                crate::report::plural(unreadable, "input", "inputs")
            )))
            .build();
        Invocation::builder().execution_successful(false).tool_execution_notifications(vec![note]).build()
    };
    let run = Run::builder()
        .tool(Tool::builder().driver(driver).build())
        .artifacts(artifacts)
        .invocations(vec![invocation])
        .results(results)
        .build();
    Sarif::builder().schema(SCHEMA).version("2.1.0").runs(vec![run]).build()
}

pub fn write(out: &mut dyn Write, reports: &[FileReport], catalogs: &CatalogSet) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, &sarif(reports, catalogs)).map_err(io::Error::from)?;
    writeln!(out)
}

//! Helpers shared by the integration tests: checking small probe logs through the public API
//! (here), running the built binary ([`bin`]), the simulator's property tests ([`sim`]), and the
//! heap a check holds ([`alloc`]).
// Each test crate includes this module and uses only some of its helpers.
#![allow(dead_code)]

pub mod alloc;
pub mod bin;
pub mod sim;

use veedor::catalog::CatalogSet;
use veedor::check::check_bytes;
use veedor::finding::Finding;

/// The embedded catalogues with the article at `path` (`estado-1979/black-jack.yaml`) read from
/// `yaml` instead: an article at another reading of its parameters. `tag` names the temporary
/// directory it is written to, so that tests running at once do not share one.
pub fn embedded_with(tag: &str, path: &str, yaml: &str) -> CatalogSet {
    let dir = std::env::temp_dir().join(format!("veedor-{tag}-{}", std::process::id()));
    let file = dir.join(path);
    if let Some(parent) = file.parent()
        && let Err(e) = std::fs::create_dir_all(parent)
    {
        panic!("temp dir: {e}");
    }
    if let Err(e) = std::fs::write(&file, yaml) {
        panic!("temp file: {e}");
    }
    let mut set = match CatalogSet::embedded() {
        Ok(s) => s,
        Err(e) => panic!("embedded catalogue invalid: {e:?}"),
    };
    let errors = set.load_dir(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(errors.is_empty(), "{errors:?}");
    set
}

/// The findings of one log checked against the embedded catalogues.
pub fn check(text: &str) -> Vec<Finding> {
    let set = match CatalogSet::embedded() {
        Ok(s) => s,
        Err(e) => panic!("embedded catalogue invalid: {e:?}"),
    };
    let mut findings = check_bytes("probe.mesa", text.as_bytes().to_vec(), &set).findings;
    // Probes leave out optional lines (`cutcard`, `holder`, `hand`): the note saying so (BC055)
    // has its own fixture.
    findings.retain(|f| f.code != "BC055");
    findings
}

/// `(code, line)` of each finding.
pub fn found(text: &str) -> Vec<(&'static str, u32)> {
    check(text).iter().map(|f| (f.code, f.primary.loc.line)).collect()
}

/// `CODE: message` of each finding.
pub fn messages(text: &str) -> Vec<String> {
    check(text).iter().map(|f| format!("{}: {}", f.code, f.message)).collect()
}

/// `yaml`, an article's text, with `from` (which must be in it) replaced by `to`: the article at
/// another reading of one of its parameters.
pub fn switched(yaml: &str, from: &str, to: &str) -> String {
    assert!(yaml.contains(from), "{from:?} is not in the article");
    yaml.replace(from, to)
}

/// `yaml`, an article's text, with its line `from` (compared trimmed: the first such line after
/// the line `after`, `""` for the top) replaced by `to` at the line's own indent: a parameter
/// switched where its key is written more than once in the article (`phases:`, `from:`), which
/// [`switched`]'s plain replacement cannot tell apart.
pub fn switched_line(yaml: &str, after: &str, from: &str, to: &str) -> String {
    let mut lines: Vec<String> = yaml.lines().map(str::to_owned).collect();
    let start = if after.is_empty() {
        0
    } else {
        lines.iter().position(|l| l.trim_end() == after).unwrap_or_else(|| panic!("no line {after:?}"))
    };
    let i = (start..lines.len())
        .find(|&i| lines[i].trim() == from)
        .unwrap_or_else(|| panic!("no line {from:?} after {after:?}"));
    let indent = lines[i].len() - lines[i].trim_start().len();
    lines[i] = format!("{}{to}", " ".repeat(indent));
    lines.join("\n") + "\n"
}

/// `(code, line)` of each finding of `log` checked against `set` (every finding, BC055's too).
pub fn found_in(set: &CatalogSet, log: &str) -> Vec<(&'static str, u32)> {
    check_bytes("probe.mesa", log.as_bytes().to_vec(), set)
        .findings
        .iter()
        .map(|f| (f.code, f.primary.loc.line))
        .collect()
}

/// `(code, line, rule)` of each finding of `log` checked against `set` (the rule cited, empty
/// for a finding that cites none).
pub fn cited(set: &CatalogSet, log: &str) -> Vec<(String, u32, String)> {
    let report = check_bytes("probe.mesa", log.as_bytes().to_vec(), set);
    report
        .findings
        .iter()
        .map(|f| (f.code.to_owned(), f.primary.loc.line, f.citation.as_ref().map_or(String::new(), |c| c.rule.clone())))
        .collect()
}

/// The text of `fixtures/{rel}`.
pub fn fixture(rel: &str) -> String {
    let path = format!("{}/fixtures/{rel}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// insta's settings for the snapshots under the top-level `snapshots/{dir}` (`""`: `snapshots/`
/// itself), named as the test names them with no module prefix; `omit_expression` leaves the
/// asserted expression out of the file's header (the files written so say so).
pub fn snapshot_settings(dir: &str, omit_expression: bool) -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(if dir.is_empty() { "../snapshots".to_owned() } else { format!("../snapshots/{dir}") });
    s.set_prepend_module_to_snapshot(false);
    s.set_omit_expression(omit_expression);
    s
}

/// What `veedor --color never check FILE` prints for the one file `report` is of: its findings
/// and the total line.
pub fn human_report(report: &veedor::check::FileReport) -> String {
    use veedor::report::Summary;
    use veedor::report::human::{self, Style};
    let mut summary = Summary::default();
    summary.add(report);
    let mut out = human::render_file(report, Style::default());
    if !report.findings.is_empty() {
        out.push('\n');
    }
    out.push_str(&human::total_line(&summary, report.lang));
    out.push('\n');
    out
}

//! Waivers: findings an inspector reviewed and accepted. They stay in every report, marked as
//! waived, and no longer count towards the exit code.
//!
//! Two forms, both with a mandatory reason:
//!
//! * **inline**, a comment in the log: `# veedor: waive RL005,RL008 reason="acta 114/2026"`. As
//!   a trailing comment it applies to findings on its own line; on a line of its own, to the next
//!   line with an event ([`InlineWaivers`], fed by the checker line by line);
//! * a **waivers file** (`--waivers FILE`, YAML; `veedor check --write-baseline FILE --reason
//!   TEXT` writes one for every current finding): entries matched by file, code and a
//!   fingerprint of the finding's line, so they survive lines added or removed above
//!   ([`WaiverFile`]).
//!
//! Log-format findings (`M…`, the file could not be fully checked) and waiver findings (`W…`)
//! cannot be waived. A waiver without a reason, or naming an unknown code, is reported as W001
//! and waives nothing; a waiver that matches no finding is reported as W002 at its own line.

use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::Path;

use serde::Deserialize;

use crate::batch::Checked;
use crate::catalog::yaml_paths::YamlPaths;
use crate::check::{FileReport, SourceHandle};
use crate::finding::{Finding, Label, Waived, WaiverSource};
use crate::i18n::Text;
use crate::log::event::Loc;
use crate::rules::{self, Group};
use crate::t;

/// Prefix of a waiver comment (after `#` and blanks).
const DIRECTIVE: &str = "veedor:";

/// Whether findings of `code` may be waived: not input errors, not waiver problems.
pub fn waivable(code: &str) -> bool {
    rules::lookup(code).is_some_and(|c| !matches!(c.group, Group::LogFormat | Group::Waiver))
}

// ---- inline ------------------------------------------------------------------------------------

/// A parsed `veedor: waive CODES reason="…"` directive.
#[derive(Debug, PartialEq, Eq)]
pub struct Directive {
    pub codes: Vec<&'static str>,
    pub reason: String,
}

/// Parses the text after a `#`. `None` when the comment is not a veedor directive at all;
/// `Some(Err(why))` when it is one but is invalid.
///
/// Only `veedor: waive …` is a directive: other comments that start with `veedor:` are prose
/// (the fixtures say `# veedor: one RL001 …`).
pub fn parse_directive(comment: &str) -> Option<Result<Directive, Text>> {
    let rest = comment.trim_start_matches([' ', '\t']).strip_prefix(DIRECTIVE)?;
    let rest = rest.trim_matches([' ', '\t', '\r']).strip_prefix("waive")?;
    if !(rest.is_empty() || rest.starts_with([' ', '\t'])) {
        return None;
    }
    Some(parse_waive(rest.trim_start_matches([' ', '\t'])))
}

fn parse_waive(rest: &str) -> Result<Directive, Text> {
    let (codes_text, rest) = rest.split_once([' ', '\t']).unwrap_or((rest, ""));
    if codes_text.is_empty() || codes_text.starts_with("reason=") {
        return Err(t!("waiver-no-code"));
    }
    let mut codes = Vec::new();
    for code in codes_text.split(',') {
        match rules::find(code) {
            Some(c) if waivable(c.code) => codes.push(c.code),
            Some(c) => return Err(t!("waiver-not-waivable", code = c.code)),
            None => return Err(t!("waiver-unknown-code", code = code)),
        }
    }
    let rest = rest.trim_matches([' ', '\t']);
    let Some(value) = rest.strip_prefix("reason=") else {
        return Err(t!("waiver-no-reason-inline"));
    };
    let reason = match value.strip_prefix('"') {
        Some(v) => match v.strip_suffix('"') {
            Some(r) => r,
            None => return Err(t!("waiver-no-closing-quote")),
        },
        None => value,
    };
    if reason.trim().is_empty() {
        return Err(t!("waiver-empty-reason"));
    }
    Ok(Directive { codes, reason: reason.trim().to_owned() })
}

#[derive(Debug)]
struct Inline {
    directive: Directive,
    /// The comment.
    loc: Loc,
    /// The line whose findings it waives, once known.
    target: Option<u32>,
    used: bool,
}

/// The inline waivers of one log, collected while it is read. Items before `resolved` have
/// their target.
#[derive(Debug, Default)]
pub struct InlineWaivers {
    items: Vec<Inline>,
    resolved: usize,
    problems: Vec<Finding>,
}

impl InlineWaivers {
    /// Whether a comment-line waiver waits for its event line.
    #[inline]
    pub fn pending(&self) -> bool {
        self.resolved < self.items.len()
    }

    /// A comment-line waiver waits for the next event line: call for each line with an event
    /// while [`InlineWaivers::pending`] (after [`InlineWaivers::comment`] for the same line, so a
    /// trailing comment waives its own line).
    pub fn event(&mut self, no: u32) {
        for item in &mut self.items[self.resolved..] {
            item.target = Some(no);
        }
        self.resolved = self.items.len();
    }

    /// Called for each line that holds a `#` at byte `hash`; `offset` is the line's byte offset
    /// in the file. Comments that are not `veedor:` directives are ignored.
    pub fn comment(&mut self, line: &[u8], no: u32, offset: u64, hash: usize) {
        // A directive is UTF-8 text; a comment that is not is no directive (M002 reports it).
        let Some(comment) = line.get(hash + 1..).and_then(|c| std::str::from_utf8(c).ok()) else {
            return;
        };
        let Some(parsed) = parse_directive(comment) else {
            return;
        };
        let len = comment.trim_end_matches([' ', '\t', '\r', '\n']).len() + 1;
        let loc = Loc { line: no, col: hash as u32 + 1, offset: offset + hash as u64, len: len as u32 };
        match parsed {
            Ok(directive) => self.items.push(Inline { directive, loc, target: None, used: false }),
            Err(why) => self.problems.push(
                Finding::new("W001", Label::new(loc, t!("waiver-label-invalid")), t!("waiver-invalid", why = why))
                    .expected(t!("waiver-expect-directive"))
                    .found(Text::verbatim(comment.trim())),
            ),
        }
    }

    /// Marks the findings the waivers cover and adds the waivers' own findings: W001, and W002
    /// when the file was `complete`ly checked (otherwise a waiver may match nothing only because
    /// checking stopped early).
    pub fn apply(self, findings: &mut Vec<Finding>, complete: bool) {
        let InlineWaivers { mut items, problems, .. } = self;
        if items.is_empty() && problems.is_empty() {
            return;
        }
        // The waivers by the line they target, in file order: a finding looks only at its line's.
        let mut by_line: HashMap<u32, Vec<usize>> = HashMap::new();
        for (i, w) in items.iter().enumerate() {
            if let Some(t) = w.target {
                by_line.entry(t).or_default().push(i);
            }
        }
        for f in findings.iter_mut().filter(|f| f.waived.is_none()) {
            let line = f.primary.loc.line;
            let on_line = by_line.get(&line).filter(|_| line > 0).map_or(&[][..], Vec::as_slice);
            if let Some(&i) = on_line.iter().find(|&&i| items[i].directive.codes.contains(&f.code)) {
                let w = &mut items[i];
                w.used = true;
                f.waived = Some(Waived {
                    reason: w.directive.reason.clone(),
                    source: WaiverSource::Inline,
                    file: None,
                    line: w.loc.line,
                });
            }
        }
        findings.extend(problems);
        for w in items.into_iter().filter(|w| !w.used && complete) {
            let codes = w.directive.codes.join(",");
            let mut f = Finding::new(
                "W002",
                Label::new(w.loc, t!("waiver-label-unused")),
                t!("waiver-unused-inline", codes = codes.as_str()),
            )
            .expected(t!("waiver-expect-finding-on-line", codes = codes.as_str()))
            .found(t!("waiver-found-none"));
            if let Some(line) = w.target.filter(|&t| t != w.loc.line) {
                f = f.expected(t!("waiver-expect-finding-at-line", codes = codes.as_str(), line = line));
            }
            findings.push(f);
        }
        findings.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
    }
}

// ---- waivers file ------------------------------------------------------------------------------

/// Version of the waivers-file format.
pub const FILE_VERSION: u32 = 1;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileDoc {
    version: u32,
    #[serde(default)]
    waivers: Vec<EntryDoc>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct EntryDoc {
    file: String,
    code: String,
    #[serde(default)]
    line: Option<u32>,
    #[serde(default)]
    fingerprint: Option<String>,
    #[serde(default)]
    reason: Option<String>,
}

/// One usable entry.
#[derive(Debug)]
struct Entry {
    file: String,
    code: &'static str,
    line: Option<u32>,
    fingerprint: Option<String>,
    reason: String,
    /// The entry in the waivers file.
    loc: Loc,
    used: bool,
}

/// A loaded waivers file.
#[derive(Debug)]
pub struct WaiverFile {
    /// As given on the command line.
    pub name: String,
    entries: Vec<Entry>,
    /// W001 for entries that cannot be used.
    problems: Vec<Finding>,
    /// The entries by file, code and fingerprint, built at the first [`WaiverFile::apply`]: a
    /// baseline of many findings is matched in time linear in its size, not in findings ×
    /// entries.
    index: Option<HashMap<String, FileIndex>>,
}

/// The unused entries for one file, by what a finding must share with them.
#[derive(Debug, Default)]
struct FileIndex {
    /// Entries with a fingerprint, by code and fingerprint, then by line (`u32::MAX` for none),
    /// each line's entries in file order.
    printed: HashMap<(&'static str, String), BTreeMap<u32, VecDeque<usize>>>,
    /// Entries without a fingerprint, by code and line, in file order.
    lined: HashMap<(&'static str, u32), VecDeque<usize>>,
}

impl FileIndex {
    /// The entry a finding of `code` at `line` whose line's fingerprint is `print` uses, taken
    /// out of the index: the same fingerprint, nearest line first (of two as near, the one
    /// first in the file; an entry with no line is farthest), else no fingerprint and the same
    /// line.
    fn take(&mut self, code: &'static str, line: u32, print: Option<&String>) -> Option<usize> {
        if let Some(by_line) = print.and_then(|p| self.printed.get_mut(&(code, p.clone()))) {
            let distance = |l: u32| if l == u32::MAX { u32::MAX } else { l.abs_diff(line) };
            let below = by_line.range(..=line).next_back().map(|(&l, q)| (distance(l), q[0], l));
            let above = by_line.range(line.saturating_add(1)..).next().map(|(&l, q)| (distance(l), q[0], l));
            let best = match (below, above) {
                (Some(b), Some(a)) => Some(b.min(a)),
                (b, a) => b.or(a),
            };
            if let Some((_, i, l)) = best {
                if let Some(q) = by_line.get_mut(&l) {
                    q.pop_front();
                    if q.is_empty() {
                        by_line.remove(&l);
                    }
                }
                return Some(i);
            }
        }
        self.lined.get_mut(&(code, line)).and_then(VecDeque::pop_front)
    }
}

impl WaiverFile {
    /// Reads and parses `path`. An unreadable file or one that is not a waivers file is an
    /// argument error (the message says why); invalid entries are W001 findings.
    pub fn load(path: &Path) -> Result<WaiverFile, Text> {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path)
            .map_err(|e| t!("waiver-file-unreadable", name = name.as_str(), why = crate::i18n::io_error(&e)))?;
        WaiverFile::parse(name, &text)
    }

    /// The waivers file `name` from its text; the error (an argument error) says why it is
    /// not one.
    pub fn parse(name: String, text: &str) -> Result<WaiverFile, Text> {
        let doc: FileDoc = serde_yaml::from_str(text)
            .map_err(|e| t!("waiver-file-invalid", name = name.as_str(), why = e.to_string()))?;
        if doc.version != FILE_VERSION {
            // Versions as written (a `u64` may not fit Fluent's integers).
            return Err(t!(
                "waiver-file-version",
                name = name.as_str(),
                version = doc.version.to_string(),
                supported = FILE_VERSION.to_string()
            ));
        }
        let paths = YamlPaths::parse(text);
        let starts = line_starts(text);
        let mut file = WaiverFile { name, entries: Vec::new(), problems: Vec::new(), index: None };
        for (i, e) in doc.waivers.into_iter().enumerate() {
            let loc = paths
                .span(&format!("waivers[{i}]"))
                .map_or(Loc::default(), |s| loc_at(text, &starts, s.offset(), s.len()));
            let invalid = |why: Text| {
                Finding::new("W001", Label::new(loc, t!("waiver-label-invalid")), t!("waiver-invalid", why = why))
            };
            let code = match rules::find(&e.code) {
                Some(c) if waivable(c.code) => c.code,
                Some(c) => {
                    file.problems.push(invalid(t!("waiver-not-waivable", code = c.code)));
                    continue;
                }
                None => {
                    file.problems.push(invalid(t!("waiver-unknown-code", code = e.code.as_str())));
                    continue;
                }
            };
            let reason = match e.reason.as_deref().map(str::trim) {
                Some(r) if !r.is_empty() => r.to_owned(),
                _ => {
                    file.problems.push(invalid(t!("waiver-no-reason")).expected(t!("waiver-expect-reason")));
                    continue;
                }
            };
            if e.line.is_none() && e.fingerprint.is_none() {
                file.problems.push(invalid(t!("waiver-no-line")));
                continue;
            }
            file.entries.push(Entry {
                file: normalize(&e.file),
                code,
                line: e.line,
                fingerprint: e.fingerprint,
                reason,
                loc,
                used: false,
            });
        }
        Ok(file)
    }

    /// Waives the findings of `report` that entries match. `lines` holds the text of the lines
    /// the report's waivable findings point at (see [`finding_lines`]).
    pub fn apply(&mut self, report: &mut FileReport, lines: &HashMap<u32, String>) {
        let file = normalize(&report.name);
        let entries = &self.entries;
        let index = self.index.get_or_insert_with(|| {
            let mut index: HashMap<String, FileIndex> = HashMap::new();
            for (i, e) in entries.iter().enumerate().filter(|(_, e)| !e.used) {
                let at = index.entry(e.file.clone()).or_default();
                match (&e.fingerprint, e.line) {
                    (Some(p), line) => at
                        .printed
                        .entry((e.code, p.clone()))
                        .or_default()
                        .entry(line.unwrap_or(u32::MAX))
                        .or_default()
                        .push_back(i),
                    (None, Some(line)) => at.lined.entry((e.code, line)).or_default().push_back(i),
                    (None, None) => {}
                }
            }
            index
        });
        let Some(at) = index.get_mut(&file) else {
            return;
        };
        let name = self.name.clone();
        for f in report.findings.iter_mut().filter(|f| f.waived.is_none() && waivable(f.code)) {
            let line = f.primary.loc.line;
            let print = lines.get(&line).map(|t| fingerprint(t));
            if let Some(i) = at.take(f.code, line, print.as_ref()) {
                let e = &mut self.entries[i];
                e.used = true;
                f.waived = Some(Waived {
                    reason: e.reason.clone(),
                    source: WaiverSource::File,
                    file: Some(name.clone()),
                    line: e.loc.line,
                });
            }
        }
    }

    /// A report for the waivers file itself: invalid entries (W001) and entries for the
    /// `checked` files that matched nothing (W002). `None` when there is nothing to say.
    /// Entries for files not checked in this run are not reported; `checked` names the files
    /// that were.
    pub fn report<'n>(self, checked: impl IntoIterator<Item = &'n str>) -> Option<FileReport> {
        let checked: BTreeSet<String> = checked.into_iter().map(normalize).collect();
        let mut findings = self.problems;
        for e in self.entries.into_iter().filter(|e| !e.used && checked.contains(&e.file)) {
            let message = match e.line {
                Some(line) => t!("waiver-unused-file-line", code = e.code, file = e.file.as_str(), line = line),
                None => t!("waiver-unused-file", code = e.code, file = e.file.as_str()),
            };
            findings.push(
                Finding::new("W002", Label::new(e.loc, t!("waiver-label-unused")), message)
                    .expected(t!("waiver-expect-finding-in-file", code = e.code, file = e.file.as_str()))
                    .found(t!("waiver-found-none")),
            );
        }
        if findings.is_empty() {
            return None;
        }
        findings.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
        let source = SourceHandle::Path(self.name.clone().into());
        Some(FileReport {
            name: self.name,
            source,
            catalog: None,
            findings,
            stats: Default::default(),
            study: None,
            lang: crate::i18n::Lang::En,
        })
    }
}

impl WaiverFile {
    /// The files its entries name, normalised (their findings' line text is needed).
    pub fn files(&self) -> BTreeSet<String> {
        self.entries.iter().map(|e| e.file.clone()).collect()
    }
}

/// A path as waivers compare it: `/` separators, no leading `./`.
pub fn normalize(path: &str) -> String {
    let p = path.replace('\\', "/");
    let mut s = p.as_str();
    while let Some(rest) = s.strip_prefix("./") {
        s = rest;
    }
    s.to_owned()
}

/// Where each line of `text` starts.
fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0).chain(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1)).collect()
}

/// Line and column of a byte offset in `text`, whose lines start at `starts`.
fn loc_at(text: &str, starts: &[usize], offset: usize, len: usize) -> Loc {
    let offset = offset.min(text.len());
    let line = starts.partition_point(|&s| s <= offset).max(1);
    let start = starts[line - 1];
    let line_len = text[offset..].find('\n').unwrap_or(text.len() - offset);
    Loc { line: line as u32, col: (offset - start + 1) as u32, offset: offset as u64, len: len.min(line_len) as u32 }
}

/// A finding's line as a waiver fingerprint: 16 hex digits of FNV-1a 64 over the line without
/// its comment and surrounding blanks. Stable across versions (documented in the README).
pub fn fingerprint(line: &str) -> String {
    let text = line.split('#').next().unwrap_or("").trim_matches([' ', '\t', '\r', '\n']);
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The text of the lines the waivable findings of `report` point at, read again from its
/// source. Lines that cannot be read are left out (their findings then match by line only).
pub fn finding_lines(report: &FileReport) -> HashMap<u32, String> {
    let wanted: BTreeSet<u32> = report
        .findings
        .iter()
        .filter(|f| waivable(f.code) && f.primary.loc.line > 0)
        .map(|f| f.primary.loc.line)
        .collect();
    let mut out = HashMap::new();
    let Some(&last) = wanted.last() else {
        return out;
    };
    let mut read = |input: &mut dyn BufRead| -> io::Result<()> {
        let mut buf = Vec::new();
        let mut no = 0u32;
        while no < last {
            buf.clear();
            if input.read_until(b'\n', &mut buf)? == 0 {
                break;
            }
            no += 1;
            if wanted.contains(&no) {
                out.insert(no, String::from_utf8_lossy(&buf).into_owned());
            }
        }
        Ok(())
    };
    let _ = match &report.source {
        SourceHandle::Bytes(b) => read(&mut &b[..]),
        SourceHandle::Path(p) => match File::open(p) {
            Ok(f) => read(&mut BufReader::with_capacity(1 << 16, f)),
            Err(e) => Err(e),
        },
    };
    out
}

/// Writes a waivers file covering every active waivable finding of `reports` with `reason`;
/// findings already waived by a waivers file keep their reason. Inline-waived findings are left
/// to their comments. Returns the number of entries.
pub fn write_baseline(out: &mut dyn Write, reports: &[Checked], reason: &str) -> io::Result<usize> {
    writeln!(out, "# veedor waivers file (docs: README, \"Waivers\"). Each entry accepts one finding.")?;
    writeln!(out, "version: {FILE_VERSION}")?;
    let mut n = 0;
    let mut body = String::new();
    for Checked { report, lines, .. } in reports {
        for f in report.findings.iter().filter(|f| waivable(f.code) && f.primary.loc.line > 0) {
            let why = match &f.waived {
                None => reason,
                Some(w) if w.source == WaiverSource::File => w.reason.as_str(),
                Some(_) => continue,
            };
            n += 1;
            let name = rules::lookup(f.code).map_or("", |c| c.name);
            body.push_str(&format!("  # {} {name}: {}\n", f.code, one_line(&f.message.en())));
            body.push_str(&format!("  - file: {}\n", quote(&normalize(&report.name))));
            body.push_str(&format!("    code: {}\n", f.code));
            body.push_str(&format!("    line: {}\n", f.primary.loc.line));
            if let Some(text) = lines.get(&f.primary.loc.line) {
                body.push_str(&format!("    fingerprint: \"{}\"\n", fingerprint(text)));
            }
            body.push_str(&format!("    reason: {}\n", quote(why)));
        }
    }
    if n == 0 {
        writeln!(out, "waivers: []")?;
    } else {
        writeln!(out, "waivers:")?;
        out.write_all(body.as_bytes())?;
    }
    Ok(n)
}

fn one_line(s: &str) -> String {
    s.replace(['\n', '\r'], " ")
}

/// A YAML double-quoted scalar (JSON string syntax is valid YAML).
fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| format!("\"{}\"", s.replace(['"', '\\'], "")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directives() {
        assert_eq!(parse_directive(" just a comment"), None);
        let d = parse_directive(" veedor: waive RL005,S003 reason=\"acta 114\"").unwrap().unwrap();
        assert_eq!(d, Directive { codes: vec!["RL005", "S003"], reason: "acta 114".into() });
        let d = parse_directive("veedor: waive wrong-payout reason=checked").unwrap().unwrap();
        assert_eq!(d.codes, ["RL003"]);
        assert!(parse_directive(" veedor: waive RL005").unwrap().unwrap_err().en().contains("no reason"));
        assert!(parse_directive(" veedor: waive RL005 reason=\"\"").unwrap().unwrap_err().en().contains("empty"));
        assert!(parse_directive(" veedor: waive XX1 reason=a").unwrap().unwrap_err().en().contains("XX1"));
        assert!(
            parse_directive(" veedor: waive M001 reason=a").unwrap().unwrap_err().en().contains("cannot be waived")
        );
        assert_eq!(parse_directive(" veedor: one RL001 on the number 37"), None, "prose");
        assert_eq!(parse_directive(" veedor: waived earlier"), None);
        assert!(parse_directive(" veedor: waive").unwrap().unwrap_err().en().contains("no check code"));
    }

    #[test]
    fn fingerprints_ignore_blanks_and_comments() {
        assert_eq!(fingerprint("  pay s3 pleno 17 700  # note\n"), fingerprint("pay s3 pleno 17 700"));
        assert_ne!(fingerprint("pay s3 pleno 17 700"), fingerprint("pay s3 pleno 17 350"));
        assert_eq!(fingerprint(""), "cbf29ce484222325");
    }

    #[test]
    fn file_entries_and_locations() {
        let text = "version: 1\nwaivers:\n  - file: ./a.mesa\n    code: RL003\n    line: 4\n    reason: ok\n  - file: a.mesa\n    code: RL003\n    line: 9\n";
        let w = WaiverFile::parse("w.yaml".into(), text).unwrap();
        assert_eq!(w.entries.len(), 1);
        assert_eq!(w.entries[0].file, "a.mesa");
        assert_eq!(w.entries[0].loc.line, 3);
        assert_eq!(w.problems.len(), 1);
        assert_eq!(w.problems[0].code, "W001");
        assert_eq!(w.problems[0].primary.loc.line, 7);
        assert!(WaiverFile::parse("w.yaml".into(), "version: 2\n").unwrap_err().en().contains("version 2"));
        assert!(WaiverFile::parse("w.yaml".into(), "nope: 1\n").is_err());
    }

    #[test]
    fn entries_match_the_nearest_line_then_file_order() {
        // Entries 0..=3 share a fingerprint: at lines 20, 10, none and 20 again; entry 4 has
        // no fingerprint. Each is used once.
        let mut text = String::from("version: 1\nwaivers:\n");
        for line in ["20", "10", "", "20"] {
            let line = if line.is_empty() { String::new() } else { format!("    line: {line}\n") };
            text.push_str(&format!("  - file: a.mesa\n    code: RL003\n{line}    fingerprint: 'f'\n    reason: ok\n"));
        }
        text.push_str("  - file: a.mesa\n    code: RL003\n    line: 30\n    reason: ok\n");
        let mut w = WaiverFile::parse("w.yaml".into(), &text).unwrap();
        let finding = |line: u32| Finding::new("RL003", Label::new(Loc { line, ..Loc::default() }, "x"), "x");
        // Line 15 is as near 10 as 20: the entry first in the file (at 20). Then 16: the other
        // 20, then 10, then the entry without a line. Line 30 has no line text: only the entry
        // without a fingerprint matches it.
        let mut report = FileReport {
            name: "./a.mesa".into(),
            source: SourceHandle::Bytes(Vec::new().into()),
            catalog: None,
            findings: [15, 16, 16, 16, 30].into_iter().map(finding).collect(),
            stats: Default::default(),
            study: None,
            lang: crate::i18n::Lang::En,
        };
        let lines: HashMap<u32, String> = [(15, "f"), (16, "f")].into_iter().map(|(l, t)| (l, t.to_owned())).collect();
        // Fingerprints are of the line's text; the entries above give the print of "f" itself.
        let print = fingerprint("f");
        for e in &mut w.entries {
            if e.fingerprint.is_some() {
                e.fingerprint = Some(print.clone());
            }
        }
        w.apply(&mut report, &lines);
        let used: Vec<u32> = report.findings.iter().map(|f| f.waived.as_ref().map_or(0, |x| x.line)).collect();
        // The entries' own lines in the waivers file: 3, 8, 13, 17, 22.
        assert_eq!(used, [3, 17, 8, 13, 22]);
    }
}

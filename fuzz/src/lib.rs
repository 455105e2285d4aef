//! What the fuzz targets run, one function per target, kept out of the targets so that
//! `tests/crashes.rs` replays the committed regression inputs through exactly the same code
//! (it includes this file with `#[path]`; the main crate does not depend on the fuzz crate).
//!
//! Each function does what the CLI does with such an input, rendering included: a panic in a
//! report's rendering (a span past the text, a cut character) is a crash a user would see.

use std::collections::HashMap;
use std::sync::OnceLock;

use veedor::catalog::{Catalog, CatalogSet};
use veedor::check::{FileReport, SourceHandle, check_bytes};
use veedor::report::concise;
use veedor::report::human::{self, Style};
use veedor::waiver::{self, WaiverFile};

/// The embedded articles, by the selector byte that picks each (see [`log_text`]). Listed, not
/// read from the catalogue, so that a committed fuzz input keeps meaning the same article when
/// articles are added; [`articles`] appends any embedded article missing here, so every one is
/// reached all the same.
const ARTICLES: &[&str] = &[
    "estado-1979/ruleta-francesa",
    "valencia-2003/ruleta-francesa",
    "estado-1979/punto-y-banca",
    "valencia-2003/punto-y-banca",
    "estado-1979/chemin-de-fer",
    "valencia-2003/chemin-de-fer",
    "estado-1979/dos-panos",
    "valencia-2003/dos-panos",
    "fragmento-a/dos-panos",
    "fragmento-b/dos-panos",
];

/// The embedded catalogue, loaded once per process (loading it costs far more than a check).
pub fn catalogs() -> &'static CatalogSet {
    static SET: OnceLock<CatalogSet> = OnceLock::new();
    SET.get_or_init(|| match CatalogSet::embedded() {
        Ok(set) => set,
        Err(errors) => panic!("the embedded catalogue is invalid: {errors:?}"),
    })
}

/// Every embedded article id: [`ARTICLES`] first, in its order, then any other in id order.
pub fn articles() -> &'static [String] {
    static IDS: OnceLock<Vec<String>> = OnceLock::new();
    IDS.get_or_init(|| {
        let embedded: Vec<&str> = catalogs().ids().collect();
        let mut ids: Vec<String> = ARTICLES.iter().filter(|a| embedded.contains(a)).map(|a| (*a).to_owned()).collect();
        ids.extend(embedded.iter().filter(|e| !ARTICLES.contains(e)).map(|e| (*e).to_owned()));
        ids
    })
}

/// The first byte of a `check_log` input that leaves the rest as it is: the seeds made from
/// whole logs start with it (`fuzz/seed.sh`), and mutating it moves their body to an article.
pub const AS_WRITTEN: u8 = 0xff;

/// The log a `check_log` fuzz input stands for. The first byte picks the article: any byte but
/// [`AS_WRITTEN`], `b`, names article `b % n` (n articles), whose id replaces the `catalog=`
/// value of the first `table` line (or, when the text has none, a header for it is put in
/// front); [`AS_WRITTEN`] leaves the rest of the input as it is, so a log body meets every
/// article, not only the one its seed named, and the header's own parsing is fuzzed too.
pub fn log_text(data: &[u8]) -> Vec<u8> {
    let Some((&selector, body)) = data.split_first() else {
        return Vec::new();
    };
    let ids = articles();
    let Some(id) = ids.get(usize::from(selector) % ids.len().max(1)).filter(|_| selector != AS_WRITTEN) else {
        return body.to_vec();
    };
    let mut offset = 0;
    for line in body.split_inclusive(|&b| b == b'\n') {
        if line.starts_with(b"table ") {
            if let Some(at) = find(line, b"catalog=") {
                let value = offset + at + b"catalog=".len();
                let end = body[value..].iter().position(|b| b.is_ascii_whitespace()).map_or(body.len(), |p| value + p);
                let mut out = Vec::with_capacity(body.len() + id.len());
                out.extend_from_slice(&body[..value]);
                out.extend_from_slice(id.as_bytes());
                out.extend_from_slice(article_params(id).as_bytes());
                out.extend_from_slice(&body[end..]);
                return out;
            }
            break;
        }
        offset += line.len();
    }
    let mut out = format!("mesa-log 1\ntable T1 catalog={id}{} min=5\n", article_params(id)).into_bytes();
    out.extend_from_slice(body);
    out
}

/// Header parameters an article requires besides `catalog=` and `min=` (bingo's prizes, which
/// the authorisation sets), so that a log moved to it is checked rather than stopped at M004.
fn article_params(id: &str) -> &'static str {
    if id.contains("bingo") { " line-pct=10 bingo-pct=60" } else { "" }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Checks a log as `veedor check` does, and renders it: every finding in the concise format,
/// and the first finding of each code in the default (human) format, over the snippets of every
/// finding's labels. Rendering each finding in full costs three times the check (text wrapping);
/// a check's labels are what can go wrong in the human format, and each check is drawn once.
pub fn check_log(name: &str, text: Vec<u8>) -> FileReport {
    let report = check_bytes(name, text, catalogs());
    let source = human::snippets_for(&report);
    let mut drawn: Vec<&str> = Vec::new();
    for f in &report.findings {
        let _ = concise::line(f, &report.name, report.human_locale());
        if !drawn.contains(&f.code) {
            drawn.push(f.code);
            let _ = human::render_finding(f, &report.name, source.as_ref(), Style::default(), report.human_locale());
        }
    }
    report
}

/// Loads and lints one catalogue article as `veedor catalog lint DIR` does, and renders its
/// problems. Returns the rendered problems (empty when the article is valid).
pub fn lint_catalog(text: &str) -> String {
    match Catalog::from_yaml("fuzz/article.yaml", text, Some("fuzz/article")) {
        Ok(_) => String::new(),
        Err(errors) => errors.iter().map(|e| human::render_diagnostic(e, Style::default())).collect(),
    }
}

/// The log the waivers of [`waivers`] are applied to: one finding of several waivable checks.
const WAIVED_LOG: &str = "mesa-log 1\ntable T1 catalog=estado-1979/ruleta-francesa min=5\nsession open\n\
round 1\nbet s1 pleno 17 10\nbet s2 rojo 20\nnomore\nspin 17 cw ball=ccw\npay s1 pleno 17 360\n\
pay s2 rojo 20\nround 2\nbet s1 negro 3\nnomore\nspin 5 ccw ball=cw\nsession close\n";

/// The findings of [`WAIVED_LOG`], and the text of their lines: checked once per process.
fn waived_log() -> &'static (FileReport, HashMap<u32, String>) {
    static LOG: OnceLock<(FileReport, HashMap<u32, String>)> = OnceLock::new();
    LOG.get_or_init(|| {
        let report = check_bytes("b.mesa", WAIVED_LOG.as_bytes().to_vec(), catalogs());
        let lines = waiver::finding_lines(&report);
        (report, lines)
    })
}

/// Reads a waivers file as `veedor check --waivers FILE` does, applies it to the findings of a
/// small log, and renders the log's report and what the file says about itself (W001, W002).
/// Returns both, or the argument error.
pub fn apply_waivers(text: &str) -> String {
    let mut file = match WaiverFile::parse("waivers.yaml".into(), text) {
        Ok(f) => f,
        Err(e) => return e.en(),
    };
    let (report, lines) = waived_log();
    let mut report = report.clone();
    file.apply(&mut report, lines);
    let mut out = human::render_file(&report, Style::default());
    if let Some(mut own) = file.report(["b.mesa"]) {
        // Rendered from the text given, not read again from a file of that name.
        own.source = SourceHandle::Bytes(text.as_bytes().into());
        out.push_str(&human::render_file(&own, Style::default()));
    }
    out
}

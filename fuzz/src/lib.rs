//! What the fuzz targets run, one function per target, kept out of the targets so that
//! `tests/crashes.rs` replays the committed regression inputs through exactly the same code
//! (it includes this file with `#[path]`; the main crate does not depend on the fuzz crate).
//!
//! Each function does what the CLI does with such an input, rendering included: a panic in a
//! report's rendering (a span past the text, a cut character) is a crash a user would see.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use veedor::catalog::{Catalog, CatalogSet};
use veedor::check::{FileReport, SourceHandle, check_bytes};
use veedor::engine::circulo::phh;
use veedor::report::human::{self, Style};
use veedor::report::{concise, json};
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
/// the first finding of each code in the default (human) format, over the snippets of every
/// finding's labels, and the whole report in JSON. Rendering each finding in full costs three times the check (text wrapping);
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
    let _ = json::render(std::slice::from_ref(&report));
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

/// The table of a `phh` input that names none (one part): the Valencian hold'em table of the
/// fixtures, its `min=` left to the hand's `min_bet` so that a hand's own stakes are checked.
pub const PHH_TABLE: &str = "table HE-01 catalog=valencia-2003/poquer-circulo max=10 ante=1 take=interval";

/// What a `phh` input's last part starts with to be the `--table` option rather than a file.
pub const PHH_OPTION: &[u8] = b"--table ";

/// Checks PHH hands as `veedor check DIR` checks a directory of them, and renders every report.
/// The input is split at each NUL byte: with one part, it is one hand (`h00.phh`) checked under
/// `--table` [`PHH_TABLE`]; with more, the parts but the last are hands (`h00.phh`, `h01.phh`,
/// …: one session when each has `seats`), and the last is the directory's `table.mesa`, or,
/// when it starts with [`PHH_OPTION`], the rest of it is the `--table` option's text. So the
/// TOML reader, the translation into círculo lines, the session across hands, the sidecar's
/// reader and the option are all reached. Hands that are not UTF-8 are written as they are
/// (the CLI reports them unreadable). The reports are named `phh/NAME`, their text rendered from
/// the input's bytes, so that a replay's output does not depend on the temporary folder.
pub fn check_phh(data: &[u8]) -> String {
    let parts: Vec<&[u8]> = data.split(|&b| b == 0).collect();
    let (hands, table): (&[&[u8]], Option<&[u8]>) = match parts.split_last() {
        Some((last, hands)) if !hands.is_empty() => (hands, Some(last)),
        _ => (&parts[..], None),
    };
    let dir = scratch_dir();
    let mut files: Vec<(PathBuf, Vec<u8>)> =
        hands.iter().enumerate().map(|(i, h)| (dir.join(format!("h{i:02}.{}", phh::EXTENSION)), h.to_vec())).collect();
    let option = match table {
        None => Some(PHH_TABLE.to_owned()),
        Some(t) => match t.strip_prefix(PHH_OPTION) {
            Some(o) => Some(String::from_utf8_lossy(o).into_owned()),
            None => {
                files.push((dir.join(phh::DIR_TABLE), t.to_vec()));
                None
            }
        },
    };
    for (path, bytes) in &files {
        if std::fs::write(path, bytes).is_err() {
            return String::new();
        }
    }
    let paths: Vec<PathBuf> = files.iter().take(hands.len()).map(|(p, _)| p.clone()).collect();
    let reports = phh::check_session(&paths, Some(&dir), option.as_deref(), catalogs());
    let _ = std::fs::remove_dir_all(&dir);
    let mut out = String::new();
    for mut report in reports {
        let file = files.iter().find(|(p, _)| matches!(&report.source, SourceHandle::Path(q) if q == p));
        if let Some((path, bytes)) = file {
            report.name = format!("phh/{}", path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default());
            report.source = SourceHandle::Bytes(bytes.as_slice().into());
        }
        for f in &report.findings {
            let _ = concise::line(f, &report.name, report.human_locale());
        }
        out.push_str(&human::render_file(&report, Style::default()));
    }
    out
}

/// A new empty folder for one `phh` input's files: the process's and the call's own (a test
/// binary replays inputs on several threads).
fn scratch_dir() -> PathBuf {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let n = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("veedor-fuzz-phh-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::create_dir_all(&dir);
    dir
}

//! `--format html`: the inspector's report, one self-contained HTML document (inline CSS and
//! SVG, no script, nothing fetched) to open in a browser, print to PDF and attach to an «acta».
//!
//! The document, in the report's language:
//! - a cover ([`cover`]): when the run was made and by which veedor, what was checked (files,
//!   tables, sessions, rounds, the catalogue articles with their official citation) and the
//!   verdict per table;
//! - per table ([`sections`]): each session's header (table id, catalogue, minimum, limits,
//!   opening and closing), its findings grouped by rule with the log excerpt (the offending span
//!   marked), expected and found and the article's verbatim quote, waived findings with their
//!   reason; the table's money and outcome frequencies ([`study`], the chart in [`chart`]), over
//!   all its sessions when several logs of the table were checked (its «estudio»);
//! - the inputs that are not a table's session (unreadable files, a waivers file's problems).
//!
//! Everything that comes from a log, a catalogue or a waivers file is escaped ([`esc`]): a log
//! line cannot inject markup. The print style sheet (`style.css`) lays the document out on A4
//! pages, each table starting on a new page.

mod chart;
mod cover;
mod dates;
mod excerpt;
mod header;
mod sections;
mod study;

use std::io::{self, Write};

use crate::catalog::CatalogSet;
use crate::check::FileReport;
use crate::i18n::{Lang, Locale, Text};
use crate::report::custody::Run;
use crate::report::tables::TableRows;
use crate::report::verdict::{Alert, Verdict};
use crate::study::estudios::{Estudio, Estudios};
use crate::t;

use header::Header;

/// What the report needs besides the reports.
#[derive(Clone, Copy, Debug)]
pub struct Options<'a> {
    pub lang: Lang,
    /// When the run was made, in seconds since 1970-01-01 UTC (the CLI takes it from
    /// `SOURCE_DATE_EPOCH` when set, so that a report can be made again byte for byte).
    pub generated: i64,
    /// The run for the chain of custody (command line, acta fields); `None`: left blank.
    pub run: Option<&'a Run>,
    /// The cover lists clean tables too, rather than counting them (`--summary-all`).
    pub all_tables: bool,
    /// Every session in full (`--html-full`). Otherwise a table with neither findings nor an
    /// observation is one line, and so is each such session of a table shown in full: a day's
    /// export gives a document an inspector reads, not a thousand pages of clean sessions.
    pub full: bool,
}

/// Writes the document for `reports` (in the order they were checked).
pub fn write(out: &mut dyn Write, reports: &[FileReport], catalogs: &CatalogSet, opts: &Options<'_>) -> io::Result<()> {
    out.write_all(render(reports, catalogs, opts).as_bytes())
}

/// The document as a string.
pub fn render(reports: &[FileReport], catalogs: &CatalogSet, opts: &Options<'_>) -> String {
    let doc = Document::new(reports, catalogs, opts);
    let mut html = String::with_capacity(64 * 1024 + reports.len() * 4096);
    doc.frame_open(&mut html);
    cover::render(&doc, &mut html);
    // The tables shown in full first, each on its pages; then the folded ones, a few lines each.
    // The articles quoted so far: the folded document quotes each text once.
    let mut quoted = Vec::new();
    for folded in [false, true] {
        for (i, table) in doc.tables.iter().enumerate() {
            if table.in_full(opts.full) != folded {
                sections::table(&doc, table, i, &mut quoted, &mut html);
            }
        }
    }
    if !doc.others.is_empty() {
        sections::others(&doc, &mut html);
    }
    cover::custody(&doc, &mut html);
    doc.frame_close(&mut html);
    html
}

/// One input, with the table header read again from its log.
pub(crate) struct Session<'a> {
    pub report: &'a FileReport,
    pub header: Option<Header>,
}

impl Session<'_> {
    /// The session's findings, and its own statistics' alert.
    pub fn verdict(&self) -> Verdict {
        let alert = self.report.study.as_deref().and_then(Alert::of);
        Verdict::of_findings([self.report]).with_alert(alert.as_ref())
    }

    /// How amounts of this session are written: the report's language, the table's currency.
    pub fn locale(&self) -> Locale {
        self.report.human_locale()
    }

    /// Nothing to show but its line: no finding (not even a waived one) and no statistical
    /// observation.
    pub fn is_clean(&self) -> bool {
        self.report.findings.is_empty() && !self.report.study.as_deref().is_some_and(anomalous)
    }
}

/// Whether a study's frequencies (its outcomes or one of its views) are anomalous: the table
/// has an observation even without a finding.
pub(crate) fn anomalous(study: &crate::study::TableStudy) -> bool {
    std::iter::once(&*study.outcomes)
        .chain(study.views.iter().map(|v| &v.frequencies))
        .any(|f| f.test.as_ref().is_some_and(|t| t.verdict == crate::study::Verdict::Anomalous))
}

/// The sessions of one table (same table id under the same catalogue article).
pub(crate) struct Table<'a> {
    pub id: String,
    pub catalog: String,
    pub sessions: Vec<Session<'a>>,
    /// The table's study over all its sessions that have one (the data layer's sum).
    pub estudio: Option<Estudio>,
}

impl Table<'_> {
    /// The sessions' findings, and the alert of the table's statistics over all its sessions.
    pub fn verdict(&self) -> Verdict {
        Verdict::of_findings(self.sessions.iter().map(|s| s.report)).with_alert(self.alert().as_ref())
    }

    /// Why the table's statistics (over all its sessions) call for a second look.
    pub fn alert(&self) -> Option<Alert> {
        self.estudio.as_ref().and_then(|e| Alert::of(&e.study))
    }

    pub fn rounds(&self) -> u64 {
        self.sessions.iter().map(|s| s.report.stats.rounds).sum()
    }

    /// Whether the table is shown in full: it has a session with something to show, or its
    /// estudio an anomaly (a table that is clean is one line in the folded document).
    pub fn in_full(&self, full: bool) -> bool {
        full || self.sessions.iter().any(|s| !s.is_clean())
            || self.estudio.as_ref().is_some_and(|e| anomalous(&e.study))
    }

    /// The anchor of the table's section.
    pub fn anchor(&self, index: usize) -> String {
        format!("table-{}", index + 1)
    }
}

/// The verdict's badge: `<span class="badge CLASS">WORD</span>`.
pub(crate) fn badge(verdict: Verdict, locale: Locale) -> String {
    let class = match verdict {
        Verdict::NotFullyChecked => "input",
        Verdict::NonCompliant => "bad",
        Verdict::Review => "review",
        Verdict::Warnings => "warn",
        Verdict::Compliant => "ok",
    };
    format!(r#"<span class="badge {class}">{}</span>"#, tr(&verdict.word(), locale))
}

/// The whole run, grouped for the report.
pub(crate) struct Document<'a> {
    pub reports: &'a [FileReport],
    pub catalogs: &'a CatalogSet,
    pub opts: Options<'a>,
    /// In the order each table was first checked.
    pub tables: Vec<Table<'a>>,
    /// Inputs that are no table's session: no header could be read (unreadable files, logs cut
    /// before their header), a waivers file's own problems.
    pub others: Vec<Session<'a>>,
    /// The verdict per table, worst first (the cover's, as `--summary`'s).
    pub rows: TableRows,
}

impl<'a> Document<'a> {
    fn new(reports: &'a [FileReport], catalogs: &'a CatalogSet, opts: &Options<'a>) -> Document<'a> {
        let mut tables: Vec<Table<'a>> = Vec::new();
        let mut others = Vec::new();
        for report in reports {
            let header = header::read(report);
            let key = match (&report.study, &header) {
                (Some(s), _) => Some((s.table.clone(), s.catalog.clone())),
                (None, Some(h)) => {
                    report.catalog.clone().or_else(|| h.param("catalog").map(str::to_owned)).map(|c| (h.id.clone(), c))
                }
                (None, None) => None,
            };
            let session = Session { report, header };
            match key {
                Some((id, catalog)) => match tables.iter_mut().find(|t| t.id == id && t.catalog == catalog) {
                    Some(t) => t.sessions.push(session),
                    None => tables.push(Table { id, catalog, sessions: vec![session], estudio: None }),
                },
                None => others.push(session),
            }
        }
        let estudios = Estudios::new(reports);
        let mut rows = TableRows::default();
        reports.iter().for_each(|r| rows.add(r));
        rows.finish(&estudios);
        for e in estudios.tables {
            if let Some(t) = tables.iter_mut().find(|t| t.id == e.study.table && t.catalog == e.study.catalog) {
                t.estudio = Some(e);
            }
        }
        Document { reports, catalogs, opts: *opts, tables, others, rows }
    }

    /// The report's texts without a table's currency.
    pub fn locale(&self) -> Locale {
        Locale::human(self.opts.lang)
    }

    fn frame_open(&self, html: &mut String) {
        let l = self.locale();
        let title = tr(&t!("html-title"), l);
        html.push_str("<!DOCTYPE html>\n");
        html.push_str(&format!("<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n", self.opts.lang.code()));
        html.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
        html.push_str(&format!("<meta name=\"generator\" content=\"veedor {}\">\n", esc(env!("CARGO_PKG_VERSION"))));
        html.push_str(&format!("<title>{title}</title>\n<style>\n"));
        html.push_str(include_str!("style.css"));
        // The running head and page numbers of the printed pages, in the report's language.
        let running = t!("html-running-head", date = when(self.opts.generated));
        let page = t!("html-page-number");
        html.push_str(&format!(
            "@page {{ @top-left {{ content: {}; }} @bottom-right {{ content: {} \" \" counter(page) \" / \" counter(pages); }} }}\n",
            css_string(&running.render(l)),
            css_string(&page.render(l)),
        ));
        // The folded document (the default) sets its findings tighter: it is the one printed.
        html.push_str(if self.opts.full {
            "</style>\n</head>\n<body>\n"
        } else {
            "</style>\n</head>\n<body class=\"folded\">\n"
        });
    }

    fn frame_close(&self, html: &mut String) {
        let l = self.locale();
        let line = t!("html-colophon", version = env!("CARGO_PKG_VERSION"), date = when(self.opts.generated),);
        html.push_str(&format!("<footer class=\"colophon\"><p>{}</p></footer>\n", tr(&line, l)));
        html.push_str("</body>\n</html>\n");
    }
}

/// `text` in `locale`, escaped for HTML, its log words in `<code>`.
pub(crate) fn tr(text: &Text, locale: Locale) -> String {
    text.marked(locale).html()
}

/// Escapes text for an HTML element's content or a quoted attribute value.
pub(crate) fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A path or catalogue id, escaped, breaking only after a `/` (not at the hyphens of a name
/// such as `RF-03-2026-11-14.mesa`), unless a part is too long to keep on one line.
pub(crate) fn esc_path(s: &str) -> String {
    let parts: Vec<String> =
        s.split('/')
            .map(|part| {
                if part.chars().count() <= 40 { format!("<span class=\"nw\">{}</span>", esc(part)) } else { esc(part) }
            })
            .collect();
    parts.join("/<wbr>")
}

/// A CSS string literal: quotes and backslashes escaped, and anything that could end the style
/// element or the string (`<`, line breaks, control characters) as a hexadecimal escape.
fn css_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' | '\\' | '<' | '>' | '&' => out.push_str(&format!("\\{:x} ", c as u32)),
            c if c.is_control() => out.push_str(&format!("\\{:x} ", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The date and time of `secs` (Unix time, UTC), as a reader of `locale` writes it:
/// «24 de noviembre de 2026, 20:05 UTC», «24 November 2026, 20:05 UTC».
pub(crate) fn when(secs: i64) -> Text {
    let days = secs.div_euclid(86_400);
    let in_day = secs.rem_euclid(86_400);
    let (year, month, day) = civil_from_days(days);
    t!(
        "html-date-time",
        day = day,
        month = month,
        year = year,
        time = format!("{:02}:{:02}", in_day / 3600, in_day % 3600 / 60),
    )
}

/// (year, month 1–12, day 1–31) of a day count from 1970-01-01, proleptic Gregorian calendar
/// (Howard Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// A count as a reader of `locale` writes it: in Spanish, numbers of five digits or more
/// grouped by thousands (`13.300`, as the RAE has it; `2500` stays), plain in English.
pub(crate) fn count(n: u64, locale: Locale) -> String {
    if locale.lang != Lang::Es || n < 10_000 {
        return n.to_string();
    }
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push('.');
        }
        out.push(d);
    }
    out
}

/// A figure with `places` decimals, with the decimal comma for a Spanish reader (statistics
/// only: money goes through [`crate::i18n::numbers::amount`]).
pub(crate) fn decimal(x: f64, places: usize, locale: Locale) -> String {
    let s = if x.is_finite() { format!("{x:.places$}") } else { "∞".to_owned() };
    if locale.lang == Lang::Es { s.replace('.', ",") } else { s }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_leaves_no_markup() {
        assert_eq!(
            esc(r#"<script>alert("x")</script> & 'y'"#),
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;"
        );
        assert_eq!(css_string("a\"b</style>"), "\"a\\22 b\\3c /style\\3e \"");
    }

    #[test]
    fn dates_are_civil_utc() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_416), (2025, 11, 24));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        let secs = 1_795_550_700; // 2026-11-24T20:05:00Z
        assert_eq!(when(secs).render(Locale::human(Lang::Es)), "24 de noviembre de 2026, 20:05 UTC");
        assert_eq!(when(secs).render(Locale::human(Lang::En)), "24 November 2026, 20:05 UTC");
    }

    #[test]
    fn decimals_take_the_readers_separator() {
        assert_eq!(decimal(0.0034, 3, Locale::human(Lang::Es)), "0,003");
        assert_eq!(decimal(12.5, 2, Locale::human(Lang::En)), "12.50");
        assert_eq!(count(13_300, Locale::human(Lang::Es)), "13.300");
        assert_eq!(count(2_500, Locale::human(Lang::Es)), "2500");
        assert_eq!(count(1_234_567, Locale::human(Lang::Es)), "1.234.567");
        assert_eq!(count(13_300, Locale::human(Lang::En)), "13300");
    }
}

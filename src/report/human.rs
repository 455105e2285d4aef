//! The human report: one miette diagnostic per finding, on the lines of the log it points at,
//! then a line per file and a total.
//!
//! A diagnostic reads:
//!
//! ```text
//! RL003 wrong-payout (error)
//!
//!   × the pleno 17 was paid 700, its payout gives 350
//!     ╭─[session.mesa:12:5]
//!  11 │ …
//!  12 │ pay s3 pleno 17 700
//!     ·                 ─┬─
//!     ·                  ╰── paid here
//!     ╰────
//!   help: expected: 350
//!         found: 700
//!         required by: Orden de …, art. 01, §IV.1.A.a [ruleta.payout.pleno]: «…»
//! ```
//!
//! Output depends only on the findings and the log's text: the width is fixed (not the
//! terminal's) and colours are only used when asked for, so the same input gives byte-identical
//! output.

use std::fmt;
use std::fs::File;
use std::io::BufReader;

use miette::{Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, SourceCode, SourceSpan};

use super::Summary;
use super::snippets::SparseSource;
use crate::check::{FileReport, SourceHandle};
use crate::finding::{Finding, Label, Severity};
use crate::i18n::{Lang, Locale};
use crate::log::event::Loc;
use crate::rules;
use crate::t;

/// Width used for wrapping text: fixed, so that output does not depend on the terminal.
pub const WIDTH: usize = 100;

/// How to draw.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// ANSI colours.
    pub color: bool,
    pub width: usize,
    /// The language of the CLI's own texts (a report's findings are written in the report's).
    pub lang: Lang,
}

impl Default for Style {
    fn default() -> Style {
        Style { color: false, width: WIDTH, lang: Lang::En }
    }
}

impl Style {
    /// The miette handler for this style (also used for catalogue diagnostics).
    pub fn handler(self) -> GraphicalReportHandler {
        let theme = if self.color { GraphicalTheme::unicode() } else { GraphicalTheme::unicode_nocolor() };
        GraphicalReportHandler::new_themed(theme)
            .with_width(self.width)
            .with_links(false)
            .without_syntax_highlighting()
            // An identifier, a number or an example is never broken across lines: lines break at
            // spaces only, never at a word's hyphens or slashes (`estado-⏎1979/chemin-de-fer`),
            // and a word longer than the line overflows it rather than being cut.
            .with_word_separator(textwrap::WordSeparator::AsciiSpace)
            .with_word_splitter(textwrap::WordSplitter::NoHyphenation)
            .with_break_words(false)
    }
}

/// Renders any miette diagnostic (e.g. a `CatalogError`) in `style`.
pub fn render_diagnostic(diagnostic: &dyn Diagnostic, style: Style) -> String {
    render_in(diagnostic, style, style.lang)
}

/// Renders `diagnostic` in `style`, its footer's word in `lang`.
fn render_in(diagnostic: &dyn Diagnostic, style: Style, lang: Lang) -> String {
    let mut out = String::new();
    if style.handler().render_report(&mut out, diagnostic).is_err() {
        // Rendering into a String only fails if a SourceCode does; fall back to the message.
        out = format!("{diagnostic}\n");
    }
    translate_help(&mut out, lang);
    out
}

/// miette writes the footer's word, `help:`, itself, in English: it is replaced by the
/// language's (`report-help`). The footer is the line that starts with `  help: ` (after the
/// colour's escape, if any); the text it follows is wrapped under it, 8 columns in, so no line of
/// it starts so.
fn translate_help(out: &mut String, lang: Lang) {
    const WORD: &str = "  help: ";
    if lang == Lang::En {
        return;
    }
    let mut from = 0;
    while let Some(at) = out[from..].find(WORD).map(|i| from + i) {
        let line_start = out[..at].rfind('\n').map_or(0, |n| n + 1);
        let before = &out[line_start..at];
        // Nothing, or only a colour's escape sequence, before the word on its line.
        if before.is_empty() || (before.starts_with('\u{1b}') && before.ends_with('m')) {
            let word = t!("report-help").render(Locale::human(lang));
            out.replace_range(at..at + WORD.len(), &format!("  {word}: "));
            return;
        }
        from = at + WORD.len();
    }
}

/// The lines of `report`'s log that its findings point at, read again from the file or bytes.
/// `None` when the log cannot be read again (then findings render without snippets).
pub fn snippets_for(report: &FileReport) -> Option<SparseSource> {
    let targets = report.findings.iter().flat_map(|f| std::iter::once(&f.primary).chain(&f.secondary)).map(|l| l.loc);
    match &report.source {
        SourceHandle::Bytes(bytes) => Some(SparseSource::from_bytes(report.name.clone(), bytes, targets)),
        SourceHandle::Path(path) => {
            let file = File::open(path).ok()?;
            SparseSource::build(report.name.clone(), BufReader::with_capacity(1 << 16, file), targets).ok()
        }
    }
}

/// Everything printed for one file: its findings' diagnostics, then its summary line.
pub fn render_file(report: &FileReport, style: Style) -> String {
    let mut out = render_findings(report, style);
    out.push_str(&file_summary(report));
    out.push('\n');
    out
}

/// A file's findings' diagnostics and waived lines, without its summary line (`--quiet`).
pub fn render_findings(report: &FileReport, style: Style) -> String {
    let mut out = String::new();
    if report.findings.iter().any(Finding::is_active) {
        let source = snippets_for(report);
        for finding in report.findings.iter().filter(|f| f.is_active()) {
            out.push_str(&render_finding(finding, &report.name, source.as_ref(), style, report.human_locale()));
            out.push('\n');
        }
    }
    for finding in report.findings.iter().filter(|f| !f.is_active()) {
        out.push_str(&waived_line_styled(finding, &report.name, report.human_locale(), style.color));
        out.push('\n');
    }
    out
}

/// `path: clean`, `path: 2 errors, 1 warning`; files that could not be fully checked say so.
pub fn file_summary(report: &FileReport) -> String {
    let waived = report.waived();
    let text = if report.findings.len() == waived {
        t!("report-file-clean", file = &report.name, waived = waived)
    } else {
        t!(
            "report-file-findings",
            file = &report.name,
            errors = report.count(Severity::Error),
            warnings = report.count(Severity::Warning),
            waived = waived,
            input_error = u8::from(report.has_input_error()),
        )
    };
    text.render(report.human_locale())
}

/// A waived finding, on one line: `waived: path:3:1: RL005 name: message (reason: "…", where)`.
pub fn waived_line(f: &Finding, file: &str, locale: Locale) -> String {
    waived_line_styled(f, file, locale, false)
}

/// [`waived_line`], its log words in bold when `color`.
fn waived_line_styled(f: &Finding, file: &str, locale: Locale, color: bool) -> String {
    let at = crate::report::position(f).map_or(String::new(), |l| format!(":{}:{}", l.line, l.col));
    let name = crate::rules::lookup(f.code).map_or("", |c| c.name);
    let text = match &f.waived {
        Some(w) => t!(
            "report-waived-line",
            place = format!("{file}{at}"),
            code = f.code,
            name = name,
            message = f.message.clone(),
            reason = &w.reason,
            waiver = waiver_place(w),
        ),
        None => t!(
            "report-waived-line-no-reason",
            place = format!("{file}{at}"),
            code = f.code,
            name = name,
            message = f.message.clone()
        ),
    };
    text.marked(locale).terminal(color)
}

/// `inline waiver on line 7`, `waivers.yaml:12`.
pub fn waiver_place(w: &crate::finding::Waived) -> crate::i18n::Text {
    match &w.file {
        Some(file) => crate::i18n::Text::verbatim(format!("{file}:{}", w.line)),
        None => t!("report-inline-waiver", line = w.line),
    }
}

/// The last line of a run.
pub fn total_line(summary: &Summary, lang: Lang) -> String {
    t!(
        "report-total",
        files = summary.files,
        errors = summary.errors,
        warnings = summary.warnings,
        waived = summary.waived,
        input_errors = summary.input_errors,
    )
    .render(Locale::human(lang))
}

/// One finding as a miette diagnostic. `source` holds the lines its labels need; labels it does
/// not hold (no position, past the end of the file, a file that could not be read again) are
/// listed in the help instead of drawn.
pub fn render_finding(
    finding: &Finding,
    file: &str,
    source: Option<&SparseSource>,
    style: Style,
    locale: Locale,
) -> String {
    render_in(&FindingDiagnostic::new(finding, file, source, locale, style.color), style, locale.lang)
}

/// Adapts a [`Finding`] to miette.
struct FindingDiagnostic<'a> {
    finding: &'a Finding,
    message: String,
    code: String,
    source: Option<&'a SparseSource>,
    labels: Vec<LabeledSpan>,
    help: Option<String>,
}

impl<'a> FindingDiagnostic<'a> {
    fn new(
        finding: &'a Finding,
        file: &str,
        source: Option<&'a SparseSource>,
        locale: Locale,
        color: bool,
    ) -> FindingDiagnostic<'a> {
        // Every text of the diagnostic with its log words as the terminal shows them.
        let show = |text: &crate::i18n::Text| text.marked(locale).terminal(color);
        let severity = super::severity_name(finding.severity, locale.lang);
        let code = match rules::lookup(finding.code) {
            Some(check) => format!("{} {} ({severity})", finding.code, check.name),
            None => format!("{} ({severity})", finding.code),
        };
        let shown = |l: &Label| source.is_some_and(|s| s.contains(l.loc));
        let mut labels = Vec::new();
        let mut help = Vec::new();
        if let Some(e) = &finding.expected {
            help.push(show(&t!("report-expected", value = e.clone())));
        }
        if let Some(f) = &finding.found {
            help.push(show(&t!("report-found", value = f.clone())));
        }
        let all = std::iter::once((true, &finding.primary)).chain(finding.secondary.iter().map(|l| (false, l)));
        for (primary, label) in all {
            let text = show(&label.text);
            if shown(label) {
                let span = span(label.loc);
                let text = Some(text).filter(|t| !t.is_empty());
                labels.push(if primary {
                    LabeledSpan::new_primary_with_span(text, span)
                } else {
                    LabeledSpan::new_with_span(text, span)
                });
            } else if label.loc.line > 0 {
                let place = format!("{file}:{}:{}", label.loc.line, label.loc.col);
                help.push(show(&t!("report-label-elsewhere", place = place, text = label.text.clone())));
            }
        }
        if let Some(c) = &finding.citation {
            help.push(t!("report-required-by", citation = c.render(locale.lang)).render(locale));
        }
        FindingDiagnostic {
            finding,
            message: show(&finding.message),
            code,
            source: source.filter(|_| !labels.is_empty()),
            labels,
            help: Some(help.join("\n")).filter(|h| !h.is_empty()),
        }
    }
}

fn span(loc: Loc) -> SourceSpan {
    SourceSpan::new((loc.offset as usize).into(), loc.len as usize)
}

impl fmt::Debug for FindingDiagnostic<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FindingDiagnostic").field("finding", self.finding).finish()
    }
}

impl fmt::Display for FindingDiagnostic<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for FindingDiagnostic<'_> {}

impl Diagnostic for FindingDiagnostic<'_> {
    fn code<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        Some(Box::new(&self.code))
    }

    fn severity(&self) -> Option<miette::Severity> {
        Some(match self.finding.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
        })
    }

    fn help<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.help.as_ref().map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.source.map(|s| s as &dyn SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        if self.labels.is_empty() { None } else { Some(Box::new(self.labels.iter().cloned())) }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::check::{FileStats, unreadable};
    use crate::finding::Citation;

    const LOG: &str = "mesa-log 1
table T1 catalog=estado-1979/ruleta-francesa min=5
session open
round 1
bet s1 pleno 17 10
no-more
result 17
pay s1 pleno 17 700
session close
";

    fn loc(line: u32, needle: &str) -> Loc {
        let start: usize = LOG.split_inclusive('\n').take(line as usize - 1).map(str::len).sum();
        let col = LOG[start..].find(needle).unwrap();
        Loc { line, col: col as u32 + 1, offset: (start + col) as u64, len: needle.len() as u32 }
    }

    fn payout_finding() -> Finding {
        let mut f = Finding::new(
            "RL003",
            Label::new(loc(8, "700"), "paid here"),
            "the pleno 17 was paid 700, its payout gives 350",
        )
        .expected("350")
        .found("700")
        .label(loc(5, "pleno 17 10"), "bet of 10")
        .label(loc(7, "17"), "result");
        f.citation = Some(Citation {
            catalog: "estado-1979/ruleta-francesa".into(),
            rule: "ruleta.payout.pleno".into(),
            document: "Orden de 9 de octubre de 1979".into(),
            article: "01".into(),
            section: "IV.1.A.a".into(),
            quote: "Pleno: treinta y cinco veces la postura".into(),
            adopted_by: None,
        });
        f
    }

    fn report(findings: Vec<Finding>) -> FileReport {
        FileReport {
            name: "t.mesa".into(),
            source: SourceHandle::Bytes(Arc::from(LOG.as_bytes())),
            catalog: Some("estado-1979/ruleta-francesa".into()),
            findings,
            stats: FileStats::default(),
            study: None,
            lang: crate::i18n::Lang::En,
        }
    }

    #[test]
    fn a_finding_renders_code_labels_and_help() {
        let out = render_file(&report(vec![payout_finding()]), Style::default());
        let expected = "RL003 wrong-payout (error)

  × the pleno 17 was paid 700, its payout gives 350
   ╭─[t.mesa:8:17]
 4 │ round 1
 5 │ bet s1 pleno 17 10
   ·        ─────┬─────
   ·             ╰── bet of 10
 6 │ no-more
 7 │ result 17
   ·        ─┬
   ·         ╰── result
 8 │ pay s1 pleno 17 700
   ·                 ─┬─
   ·                  ╰── paid here
 9 │ session close
   ╰────
  help: expected: 350
        found: 700
        required by: Orden de 9 de octubre de 1979, art. 01, §IV.1.A.a [ruleta.payout.pleno]:
        «Pleno: treinta y cinco veces la postura»

t.mesa: 1 error, 0 warnings
";
        assert_eq!(out, expected, "\n{out}");
    }

    #[test]
    fn labels_outside_the_log_go_to_the_help() {
        let f = Finding::new(
            "S003",
            Label::new(Loc { line: 10, col: 1, offset: LOG.len() as u64, len: 0 }, "log ends here"),
            "the log ends without closing the session",
        )
        .label(loc(3, "session open"), "session opened here");
        let out = render_file(&report(vec![f]), Style::default());
        assert!(out.starts_with("S003 session-not-closed (warning)\n"), "{out}");
        assert!(out.contains(" 3 │ session open\n"), "{out}");
        assert!(out.contains("help: at t.mesa:10:1: log ends here\n"), "{out}");
        assert!(out.ends_with("t.mesa: 0 errors, 1 warning\n"), "{out}");
    }

    #[test]
    fn an_unreadable_input_renders_without_snippet() {
        let r = unreadable(
            "missing.mesa".into(),
            SourceHandle::Path("missing.mesa".into()),
            "No such file or directory (os error 2)",
        );
        let out = render_file(&r, Style::default());
        let expected = "M005 unreadable-input (error)

  × cannot read missing.mesa: No such file or directory (os error 2)

missing.mesa: 1 error, 0 warnings (input error: not fully checked)
";
        assert_eq!(out, expected, "\n{out}");
    }

    #[test]
    fn output_is_deterministic_and_totals_add_up() {
        let r = report(vec![payout_finding()]);
        assert_eq!(render_file(&r, Style::default()), render_file(&r, Style::default()));
        let mut s = Summary::default();
        s.add(&r);
        s.add(&report(Vec::new()));
        assert_eq!(total_line(&s, Lang::En), "total: 2 files, 1 error, 0 warnings");
        assert_eq!(s.exit_code(crate::report::ExitPolicy::default()), 1);
        assert_eq!(file_summary(&report(Vec::new())), "t.mesa: clean");
    }
}

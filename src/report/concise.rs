//! `--format concise`: one line per finding, `path:line:col: CODE [severity] message`, like
//! ruff's concise output; waived findings end with `(waived: reason)`; then the total line.
//! In colour (`--color`, as ruff does), the path is bold, the code and severity red for an
//! error, yellow for a warning, and a waived finding's code and severity dimmed.

use super::position;
use crate::finding::{Finding, Severity};
use crate::i18n::Locale;
use crate::t;

/// One finding's line (without the newline).
pub fn line(f: &Finding, file: &str, locale: Locale) -> String {
    styled_line(f, file, false, locale)
}

/// [`line`], coloured with ANSI escapes when `color`.
pub fn styled_line(f: &Finding, file: &str, color: bool, locale: Locale) -> String {
    let at = position(f).map_or(String::new(), |l| format!(":{}:{}", l.line, l.col));
    let paint = |code: &str, text: String| if color { format!("\x1b[{code}m{text}\x1b[0m") } else { text };
    let hue = match (f.is_active(), f.severity) {
        (false, _) => "2",
        (true, Severity::Error) => "1;31",
        (true, Severity::Warning) => "1;33",
    };
    let mut line = format!(
        "{}: {} {} {}",
        paint("1", format!("{file}{at}")),
        paint(hue, f.code.to_owned()),
        paint(hue, format!("[{}]", super::severity_name(f.severity, locale.lang))),
        f.message.marked(locale).plain()
    );
    if let Some(w) = &f.waived {
        line.push_str(&t!("report-waived-suffix", reason = &w.reason).marked(locale).plain());
    }
    line
}

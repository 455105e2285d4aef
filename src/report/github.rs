//! `--format github`: GitHub Actions workflow commands, one per finding, which the runner turns
//! into annotations on the log's lines:
//! `::error file=PATH,line=L,col=C,endLine=L,endColumn=E,title=CODE name::message`.
//! Warnings use `::warning`, waived findings `::notice` (with the reason). Values are escaped as
//! the runner requires (`%`, CR, LF; in properties also `:` and `,`).

use super::position;
use crate::finding::{Finding, Severity};
use crate::i18n::Locale;
use crate::rules;
use crate::t;

/// Escapes a command's message.
fn data(s: &str) -> String {
    s.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

/// Escapes a property value.
fn property(s: &str) -> String {
    data(s).replace(':', "%3A").replace(',', "%2C")
}

/// One finding's command (without the newline).
pub fn line(f: &Finding, file: &str, locale: Locale) -> String {
    let command = match (&f.waived, f.severity) {
        (Some(_), _) => "notice",
        (None, Severity::Error) => "error",
        (None, Severity::Warning) => "warning",
    };
    let mut props = format!("file={}", property(file));
    if let Some(l) = position(f) {
        props.push_str(&format!(",line={0},col={1},endLine={0},endColumn={2}", l.line, l.col, l.col + l.len.max(1)));
    }
    let name = rules::lookup(f.code).map_or("", |c| c.name);
    props.push_str(&format!(",title={}", property(&format!("{} {name}", f.code))));
    let mut message = f.message.marked(locale).plain();
    if let (Some(e), Some(found)) = (&f.expected, &f.found) {
        message.push('\n');
        message.push_str(&t!("report-expected", value = e.clone()).marked(locale).plain());
        message.push('\n');
        message.push_str(&t!("report-found", value = found.clone()).marked(locale).plain());
    }
    if let Some(c) = &f.citation {
        message.push('\n');
        message.push_str(&c.render(locale.lang));
    }
    if let Some(w) = &f.waived {
        message = t!("report-waived-notice", reason = &w.reason, message = message).marked(locale).plain();
    }
    format!("::{command} {props}::{}", data(&message))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping() {
        assert_eq!(data("50% a\r\nb"), "50%25 a%0D%0Ab");
        assert_eq!(property("a:b,c%"), "a%3Ab%2Cc%25");
    }
}

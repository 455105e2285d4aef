//! The one piece of markup a message carries: a log word between backticks (« `pay` of 35.01 »,
//! «log line: `pay p1 mano 1 30.00`»). The translation files write it as Markdown does; each
//! report renders it in its own way from the spans read here, so that no reader ever sees a
//! literal backtick: `<code>` in HTML, the terminal's emphasis (or the bare word) in the human
//! report, the bare word in the one-line and machine formats, Markdown where a format has a
//! Markdown field (SARIF's `message.markdown`).
//!
//! A backtick inside an argument (a log token, a file name, a waiver's reason) is the data's
//! own, not markup: [`Text::marked`](super::Text::marked) writes it as [`DATA_TICK`], which
//! every rendering here writes back as a backtick, so a stray backtick in a log can neither
//! open nor close a span.

/// Stands for a backtick that came from an argument while a text is read for its spans: a
/// character of Unicode's private use area, which no translation file writes.
pub(crate) const DATA_TICK: char = '\u{E000}';

/// Bold on, and bold off only (SGR 22), so that the colour of a miette label around the word
/// is kept.
const EMPHASIS_ON: &str = "\x1b[1m";
const EMPHASIS_OFF: &str = "\x1b[22m";

/// A text rendered in a locale, its backtick spans still marked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marked(pub(crate) String);

/// A piece of a [`Marked`] text, with [`DATA_TICK`] still in place of the data's backticks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Span<'a> {
    /// Prose.
    Plain(&'a str),
    /// A log word, quoted from the log or written as the log writes it.
    Code(&'a str),
}

impl Marked {
    /// A text already rendered whose every backtick is markup: one without arguments from a log
    /// (a check's explanation), or from [`Text::render`](super::Text::render).
    pub fn new(s: String) -> Marked {
        Marked(s)
    }

    /// This text followed by `more`.
    pub fn join(mut self, more: &Marked) -> Marked {
        self.0.push_str(&more.0);
        self
    }

    /// The spans, in order. A backtick without its closing one (which only a mistyped
    /// translation would give) is prose.
    pub fn spans(&self) -> Vec<Span<'_>> {
        let mut spans = Vec::new();
        let mut rest = self.0.as_str();
        while let Some(open) = rest.find('`') {
            let Some(len) = rest[open + 1..].find('`') else { break };
            if open > 0 {
                spans.push(Span::Plain(&rest[..open]));
            }
            spans.push(Span::Code(&rest[open + 1..open + 1 + len]));
            rest = &rest[open + 1 + len + 1..];
        }
        if !rest.is_empty() {
            spans.push(Span::Plain(rest));
        }
        spans
    }

    /// The words alone: what the one-line and machine formats write, and the human report
    /// without colour.
    pub fn plain(&self) -> String {
        self.map(|span, out| match span {
            Span::Plain(s) | Span::Code(s) => push_data(out, s),
        })
    }

    /// For a terminal: log words in bold when `color`, else [`Marked::plain`].
    pub fn terminal(&self, color: bool) -> String {
        if !color {
            return self.plain();
        }
        self.map(|span, out| match span {
            Span::Plain(s) => push_data(out, s),
            Span::Code(s) => {
                out.push_str(EMPHASIS_ON);
                push_data(out, s);
                out.push_str(EMPHASIS_OFF);
            }
        })
    }

    /// HTML element content: everything escaped, log words in `<code>`.
    pub fn html(&self) -> String {
        self.map(|span, out| match span {
            Span::Plain(s) => push_html(out, s),
            Span::Code(s) => {
                out.push_str("<code>");
                push_html(out, s);
                out.push_str("</code>");
            }
        })
    }

    /// Markdown: prose with Markdown's special characters escaped, log words as code spans
    /// (fenced by two backticks when the word has one of its own).
    pub fn markdown(&self) -> String {
        self.map(|span, out| match span {
            Span::Plain(s) => {
                for c in s.chars() {
                    match c {
                        DATA_TICK => out.push_str("\\`"),
                        '\\' | '*' | '_' | '[' | ']' | '<' | '>' | '#' | '|' | '~' => {
                            out.push('\\');
                            out.push(c);
                        }
                        c => out.push(c),
                    }
                }
            }
            Span::Code(s) if s.contains(DATA_TICK) => {
                out.push_str("`` ");
                push_data(out, s);
                out.push_str(" ``");
            }
            Span::Code(s) => {
                out.push('`');
                out.push_str(s);
                out.push('`');
            }
        })
    }

    /// Whether the text has a log word (its Markdown then says more than its plain text).
    pub fn has_code(&self) -> bool {
        self.spans().iter().any(|s| matches!(s, Span::Code(_)))
    }

    fn map(&self, mut f: impl FnMut(Span<'_>, &mut String)) -> String {
        let mut out = String::with_capacity(self.0.len());
        for span in self.spans() {
            f(span, &mut out);
        }
        out
    }
}

/// `s` with the data's backticks written back.
fn push_data(out: &mut String, s: &str) {
    out.extend(s.chars().map(|c| if c == DATA_TICK { '`' } else { c }));
}

/// `s` escaped for HTML, the data's backticks written back.
fn push_html(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            DATA_TICK => out.push('`'),
            c => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> Marked {
        Marked(s.to_owned())
    }

    #[test]
    fn backtick_spans_become_each_formats_markup() {
        let text = m("the `pay` of 35.01 <x> & `mano 1`");
        assert_eq!(text.plain(), "the pay of 35.01 <x> & mano 1");
        assert_eq!(text.terminal(false), text.plain());
        assert_eq!(text.terminal(true), "the \x1b[1mpay\x1b[22m of 35.01 <x> & \x1b[1mmano 1\x1b[22m");
        assert_eq!(text.html(), "the <code>pay</code> of 35.01 &lt;x&gt; &amp; <code>mano 1</code>");
        assert_eq!(text.markdown(), "the `pay` of 35.01 \\<x\\> & `mano 1`");
        assert!(text.has_code());
        assert!(!m("no code").has_code());
    }

    #[test]
    fn the_datas_backticks_are_not_markup() {
        let text = m("token `a\u{E000}b` and \u{E000} alone");
        assert_eq!(text.plain(), "token a`b and ` alone");
        assert_eq!(text.html(), "token <code>a`b</code> and ` alone");
        assert_eq!(text.markdown(), "token `` a`b `` and \\` alone");
    }

    #[test]
    fn an_unclosed_backtick_is_prose() {
        assert_eq!(m("a `b` c `d").spans(), vec![Span::Plain("a "), Span::Code("b"), Span::Plain(" c `d")]);
        assert_eq!(m("").plain(), "");
        assert_eq!(m("``").spans(), vec![Span::Code("")]);
    }
}

//! A finding's log excerpt: the lines its labels point at with one line of context on each
//! side (from the human report's [`SparseSource`]), the offending span in `<mark
//! class="primary">`, its causes in `<mark class="secondary">`, and each label's text beside its
//! line. Labels that cannot be shown (no position, past the end, a file that changed) are
//! listed under the excerpt.

use std::collections::BTreeMap;

use miette::{SourceCode, SourceSpan};

use super::{esc, tr};
use crate::finding::{Finding, Label};
use crate::i18n::Locale;
use crate::report::snippets::SparseSource;
use crate::t;

/// Shown lines longer than this are cut to a window around their first mark.
const MAX_LINE: usize = 240;
/// Bytes shown before the first mark of a cut line.
const BEFORE_MARK: usize = 60;

/// One line of the log, as kept by the sparse source.
struct Line {
    offset: u64,
    text: String,
}

/// The excerpt of `finding`: a table of lines (`context` lines around each label's: one in the
/// full document, none in the folded one, where the marked line says it), then the labels that
/// are elsewhere.
pub(crate) fn render(
    finding: &Finding,
    file: &str,
    source: Option<&SparseSource>,
    context: usize,
    locale: Locale,
) -> String {
    let labels: Vec<(bool, &Label)> =
        std::iter::once((true, &finding.primary)).chain(finding.secondary.iter().map(|l| (false, l))).collect();
    let mut lines: BTreeMap<u64, Line> = BTreeMap::new();
    let mut elsewhere = Vec::new();
    for &(primary, label) in &labels {
        match source.filter(|s| s.contains(label.loc)) {
            Some(src) => lines_around(src, label, context, &mut lines),
            None if label.loc.line > 0 => elsewhere.push((primary, label)),
            None => {}
        }
    }
    let mut out = String::new();
    if !lines.is_empty() {
        out.push_str("<table class=\"excerpt\"><tbody>\n");
        let mut previous: Option<u64> = None;
        for (&no, line) in &lines {
            // Without context the line numbers say where lines are left out.
            if context > 0 && previous.is_some_and(|p| p + 1 < no) {
                out.push_str("<tr class=\"gap\"><td class=\"ln\">⋮</td><td></td><td></td></tr>\n");
            }
            previous = Some(no);
            let on_line: Vec<(bool, &Label)> = labels
                .iter()
                .copied()
                .filter(|(_, l)| {
                    l.loc.line > 0 && u64::from(l.loc.line) == no && source.is_some_and(|s| s.contains(l.loc))
                })
                .collect();
            let notes: Vec<String> = on_line
                .iter()
                .filter(|(_, l)| !l.text.render(locale).is_empty())
                .map(|(p, l)| {
                    let class = if *p { "primary" } else { "secondary" };
                    format!("<span class=\"{class}\">{}</span>", tr(&l.text, locale))
                })
                .collect();
            let class = if on_line.iter().any(|(p, _)| *p) { " class=\"hit\"" } else { "" };
            out.push_str(&format!(
                "<tr{class}><td class=\"ln\">{no}</td><td class=\"src\"><code>{}</code></td><td class=\"note\">{}</td></tr>\n",
                marked(line, &labels),
                notes.join("<br>")
            ));
        }
        out.push_str("</tbody></table>\n");
    }
    if !elsewhere.is_empty() {
        out.push_str("<ul class=\"elsewhere\">\n");
        for (_, label) in elsewhere {
            let place = format!("{file}:{}:{}", label.loc.line, label.loc.col);
            let text = t!("html-label-elsewhere", place = place, text = label.text.clone());
            out.push_str(&format!("<li>{}</li>\n", tr(&text, locale)));
        }
        out.push_str("</ul>\n");
    }
    out
}

/// The folded document's excerpt of a finding: the lines its labels point at, each marked and
/// followed by its labels' words, set on in the finding's own paragraph (after its place,
/// expected and found) rather than as a table below it: a table takes a line of print per log
/// line, where set on the lines mostly fill what the paragraph's last line leaves (two lines
/// saved on most findings, a fifth of the folded report's pages). `None` when a label cannot be
/// shown (a place past the end, a file that changed): the table then lists it under the lines.
pub(crate) fn render_inline(finding: &Finding, source: Option<&SparseSource>, locale: Locale) -> Option<String> {
    let src = source?;
    let labels: Vec<(bool, &Label)> =
        std::iter::once((true, &finding.primary)).chain(finding.secondary.iter().map(|l| (false, l))).collect();
    if finding.primary.loc.line == 0 {
        return None;
    }
    let mut lines: BTreeMap<u64, Line> = BTreeMap::new();
    for &(_, label) in &labels {
        if src.contains(label.loc) {
            lines_around(src, label, 0, &mut lines);
        } else if label.loc.line > 0 {
            return None;
        }
    }
    if lines.is_empty() {
        return None;
    }
    let shown: Vec<String> = lines
        .iter()
        .map(|(&no, line)| {
            let notes: Vec<String> = labels
                .iter()
                .filter(|(_, l)| l.loc.line > 0 && u64::from(l.loc.line) == no && src.contains(l.loc))
                .filter(|(_, l)| !l.text.render(locale).is_empty())
                .map(|(p, l)| {
                    let class = if *p { "primary" } else { "secondary" };
                    format!("<span class=\"{class}\">{}</span>", tr(&l.text, locale))
                })
                .collect();
            format!(
                "<span class=\"excerpt-inline\"><span class=\"ln\">{no}</span> <code class=\"src\">{}</code> <span class=\"note\">{}</span></span>",
                marked(line, &labels),
                notes.join("; ")
            )
        })
        .collect();
    Some(shown.join(" "))
}

/// Adds the lines of `label` and `context` neighbours each side, as the source keeps them.
fn lines_around(src: &SparseSource, label: &Label, context: usize, lines: &mut BTreeMap<u64, Line>) {
    let span = SourceSpan::new((label.loc.offset as usize).into(), label.loc.len as usize);
    let Ok(contents) = src.read_span(&span, context, context) else { return };
    let mut offset = contents.span().offset() as u64;
    let first = contents.line() as u64 + 1;
    for (i, raw) in contents.data().split_inclusive(|&b| b == b'\n').enumerate() {
        let content = raw.strip_suffix(b"\n").unwrap_or(raw);
        let content = content.strip_suffix(b"\r").unwrap_or(content);
        let text = String::from_utf8_lossy(content).into_owned();
        lines.entry(first + i as u64).or_insert(Line { offset, text });
        offset += raw.len() as u64;
    }
}

/// The line's text, escaped, with the labels' spans marked (a primary span wins where they
/// overlap); a long line is cut to a window around its first mark.
fn marked(line: &Line, labels: &[(bool, &Label)]) -> String {
    let len = line.text.len();
    // Per byte of the line: 0 unmarked, 1 a cause, 2 the offending span.
    let mut kind = vec![0u8; len];
    let mut points = Vec::new();
    for &(primary, label) in labels {
        let start = label.loc.offset;
        let end = start + u64::from(label.loc.len);
        let line_end = line.offset + len as u64;
        if label.loc.len == 0 {
            if (line.offset..=line_end).contains(&start) {
                points.push(((start - line.offset) as usize, primary));
            }
            continue;
        }
        if end <= line.offset || start >= line_end {
            continue;
        }
        let from = start.max(line.offset) - line.offset;
        let to = end.min(line_end) - line.offset;
        let k = if primary { 2 } else { 1 };
        for b in &mut kind[from as usize..to as usize] {
            *b = (*b).max(k);
        }
    }
    let (mut from, mut to) = (0, len);
    if len > MAX_LINE {
        let first_mark = kind.iter().position(|&k| k > 0).or(points.first().map(|p| p.0)).unwrap_or(0);
        from = floor_boundary(&line.text, first_mark.saturating_sub(BEFORE_MARK));
        to = floor_boundary(&line.text, (from + MAX_LINE).min(len));
    }
    let mut out = String::new();
    if from > 0 {
        out.push('…');
    }
    let mut at = from;
    while at < to {
        let k = kind[at];
        let mut end = at + 1;
        while end < to && kind[end] == k && !points.iter().any(|&(p, _)| p == end) {
            end += 1;
        }
        let end = ceil_boundary(&line.text, end).min(to);
        let end = if end <= at { ceil_boundary(&line.text, at + 1) } else { end };
        for &(p, primary) in &points {
            if p == at {
                out.push_str(point(primary));
            }
        }
        let piece = esc(&line.text[at..end]);
        match k {
            2 => out.push_str(&format!("<mark class=\"primary\">{piece}</mark>")),
            1 => out.push_str(&format!("<mark class=\"secondary\">{piece}</mark>")),
            _ => out.push_str(&piece),
        }
        at = end;
    }
    for &(p, primary) in &points {
        if p >= to && p <= len && to == len {
            out.push_str(point(primary));
        }
    }
    if to < len {
        out.push('…');
    }
    out
}

/// A zero-width label (a place between characters, e.g. the end of a line).
fn point(primary: bool) -> &'static str {
    if primary { "<mark class=\"primary point\"></mark>" } else { "<mark class=\"secondary point\"></mark>" }
}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_boundary(s: &str, mut i: usize) -> usize {
    while i < s.len() && !s.is_char_boundary(i) {
        i += 1;
    }
    i.min(s.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::log::event::Loc;

    const LOG: &str = "mesa-log 1\ntable T catalog=x min=5\nsession open\nround 1\nbet s1 pleno 17 10\nno-more\nresult 17\npay s1 <b>pleno</b> 17 700\nsession close\n";

    fn loc(line: u32, needle: &str) -> Loc {
        let start: usize = LOG.split_inclusive('\n').take(line as usize - 1).map(str::len).sum();
        let col = LOG[start..].find(needle).unwrap();
        Loc { line, col: col as u32 + 1, offset: (start + col) as u64, len: needle.len() as u32 }
    }

    #[test]
    fn the_spans_are_marked_and_the_log_escaped() {
        let f = Finding::new("RL003", Label::new(loc(8, "700"), "paid <here>"), "m")
            .label(loc(5, "pleno 17 10"), "bet")
            .label(Loc { line: 90, col: 1, offset: 5000, len: 1 }, "far away");
        let targets = [f.primary.loc, f.secondary[0].loc, f.secondary[1].loc];
        let src = SparseSource::from_bytes("t.mesa", LOG.as_bytes(), targets);
        let html = render(&f, "t.mesa", Some(&src), 1, Locale::human(Lang::En));
        assert!(html.contains("pay s1 &lt;b&gt;pleno&lt;/b&gt; 17 <mark class=\"primary\">700</mark>"), "{html}");
        assert!(html.contains("bet s1 <mark class=\"secondary\">pleno 17 10</mark>"), "{html}");
        assert!(html.contains("<span class=\"primary\">paid &lt;here&gt;</span>"), "{html}");
        // Lines 4–9 are kept (context of lines 5 and 8): one block, no gap.
        assert!(!html.contains("class=\"gap\""), "{html}");
        assert!(html.contains("<td class=\"ln\">4</td>") && html.contains("<td class=\"ln\">9</td>"), "{html}");
        assert!(html.contains("t.mesa:90:1"), "{html}");
        // Without context (the folded document): the marked lines only, no gap row between them.
        let bare = render(&f, "t.mesa", Some(&src), 0, Locale::human(Lang::En));
        assert!(bare.contains("<td class=\"ln\">5</td>") && bare.contains("<td class=\"ln\">8</td>"), "{bare}");
        assert!(!bare.contains("<td class=\"ln\">4</td>") && !bare.contains("class=\"gap\""), "{bare}");
    }

    #[test]
    fn the_folded_excerpt_sets_each_line_on_in_order_with_its_words() {
        // The payment (primary) and the bet it answers, on two lines: a run per line, in the
        // log's order, each with its own label's words.
        let f =
            Finding::new("RL003", Label::new(loc(8, "700"), "paid <here>"), "m").label(loc(5, "pleno 17 10"), "bet");
        let targets = [f.primary.loc, f.secondary[0].loc];
        let src = SparseSource::from_bytes("t.mesa", LOG.as_bytes(), targets);
        let html = render_inline(&f, Some(&src), Locale::human(Lang::En)).expect("set on");
        assert_eq!(html.matches("class=\"excerpt-inline\"").count(), 2, "{html}");
        let (bet, pay) =
            (html.find("<span class=\"ln\">5</span>").unwrap(), html.find("<span class=\"ln\">8</span>").unwrap());
        assert!(bet < pay, "{html}");
        assert!(
            html[bet..pay].contains("<mark class=\"secondary\">pleno 17 10</mark>") && html[bet..pay].contains(">bet<")
        );
        assert!(
            html[pay..].contains("<mark class=\"primary\">700</mark>") && html[pay..].contains("paid &lt;here&gt;")
        );
        // A label whose line cannot be shown: the table, which lists it under the lines.
        let far = f.label(Loc { line: 90, col: 1, offset: 5000, len: 1 }, "far away");
        assert!(render_inline(&far, Some(&src), Locale::human(Lang::En)).is_none());
    }

    #[test]
    fn a_long_line_is_cut_around_its_mark() {
        let text = format!("{}ñ{}", "a".repeat(500), "b".repeat(500));
        let line = Line { offset: 0, text };
        let label = Label::new(Loc { line: 1, col: 1, offset: 500, len: 2 }, "x");
        let out = marked(&line, &[(true, &label)]);
        assert!(out.starts_with('…') && out.ends_with('…'), "{out}");
        assert!(out.contains("<mark class=\"primary\">ñ</mark>"), "{out}");
        assert!(out.chars().count() < MAX_LINE + 60, "{out}");
    }
}

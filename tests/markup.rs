//! What a person reads in the reports of the bundled fixtures (`veedor check fixtures/`, every
//! format, both languages): no Markdown leaks (a log word is `<code>` in HTML, bold or a bare
//! word elsewhere, never between literal backticks), and in Spanish no amount in the log's
//! English form (`1500.00`) outside a quoted log line (a code span, a log excerpt).

mod common;

use common::bin::Veedor;

const FORMATS: [&str; 8] = ["human", "concise", "github", "json", "jsonl", "junit", "sarif", "html"];

/// `veedor check fixtures/ --format FORMAT --lang LANG` and what it prints (it exits 2: the
/// log-format fixtures cannot be fully checked).
fn report(format: &str, lang: &str, extra: &[&str]) -> String {
    let out = Veedor::new(["check", "fixtures/", "--format", format, "--lang", lang]).args(extra).output();
    assert!(!out.stdout.is_empty(), "{format} {lang}: nothing printed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The human report less the log's own lines that its snippets quote (`  12 │ pay …`).
fn human_prose(text: &str) -> String {
    text.lines()
        .filter(|l| {
            let t = l.trim_start();
            let digits = t.chars().take_while(char::is_ascii_digit).count();
            !(digits > 0 && t[digits..].starts_with(" │"))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The text of an HTML report a person reads, less the style sheet, the log's own lines (the
/// excerpts and header lines, all in `<code>`) and the tags; with `keep_code`, `<code>` kept.
fn html_prose(html: &str, keep_code: bool) -> String {
    let mut s = cut(html, "<style>", "</style>");
    if !keep_code {
        s = cut(&s, "<code", "</code>");
    } else {
        s = cut(&s, "<td class=\"src\">", "</td>");
        // A one-line excerpt set on in its finding's paragraph (the folded document).
        s = cut(&s, "<code class=\"src\">", "</code>");
        s = cut(&s, "<code class=\"header-line\">", "</code>");
    }
    // The tags (their attributes are not read).
    let mut out = String::with_capacity(s.len());
    let mut in_tag = false;
    for c in s.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// `s` without every run from `open` to the next `close` (inclusive).
fn cut(s: &str, open: &str, close: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find(open) {
        out.push_str(&rest[..i]);
        match rest[i..].find(close) {
            Some(j) => rest = &rest[i + j + close.len()..],
            None => {
                rest = "";
                break;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Every string of a JSON document that a person reads: SARIF's `markdown` may keep Markdown.
fn json_strings(v: &serde_json::Value, key: &str, out: &mut Vec<String>) {
    match v {
        serde_json::Value::String(s) if key != "markdown" => out.push(s.clone()),
        serde_json::Value::Array(a) => a.iter().for_each(|x| json_strings(x, key, out)),
        serde_json::Value::Object(o) => o.iter().for_each(|(k, x)| json_strings(x, k, out)),
        _ => {}
    }
}

/// The lines (trimmed) of `text` holding a backtick.
fn with_backticks(text: &str) -> Vec<String> {
    text.lines().filter(|l| l.contains('`')).map(|l| l.trim().chars().take(200).collect()).collect()
}

#[test]
fn no_report_of_the_fixtures_shows_a_backtick() {
    let mut leaks = Vec::new();
    for lang in ["en", "es"] {
        for format in FORMATS {
            let out = report(format, lang, &[]);
            let prose = match format {
                "human" => human_prose(&out),
                "html" => html_prose(&out, true),
                "json" | "sarif" => {
                    let doc: serde_json::Value =
                        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{format} {lang}: not JSON: {e}"));
                    let mut strings = Vec::new();
                    json_strings(&doc, "", &mut strings);
                    strings.join("\n")
                }
                _ => out,
            };
            leaks.extend(with_backticks(&prose).into_iter().take(3).map(|l| format!("{format} {lang}: {l}")));
        }
    }
    assert!(leaks.is_empty(), "literal backticks in what a person reads:\n{}", leaks.join("\n"));
}

/// The amounts written as the log writes them (`\b\d+\.\d{2}\b`) in `text`.
fn english_amounts(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let word = |i: usize| b.get(i).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_');
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() && (i == 0 || !word(i - 1)) {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            if b.get(i) == Some(&b'.')
                && b.get(i + 1).is_some_and(u8::is_ascii_digit)
                && b.get(i + 2).is_some_and(u8::is_ascii_digit)
                && !word(i + 3)
            {
                let line_start = text[..start].rfind('\n').map_or(0, |n| n + 1);
                let line_end = text[start..].find('\n').map_or(text.len(), |n| start + n);
                out.push(text[line_start..line_end].trim().to_owned());
                i += 3;
            }
        } else {
            i += 1;
        }
    }
    out
}

#[test]
fn a_spanish_report_writes_amounts_the_spanish_way_outside_log_lines() {
    // In colour, the log words of the human report are bold (SGR 1 … SGR 22): what is quoted
    // from the log. The rest of the escapes are dropped.
    let human = cut(&report("human", "es", &["--color", "always"]), "\x1b[1m", "\x1b[22m");
    let mut plain = String::with_capacity(human.len());
    let mut rest = human.as_str();
    while let Some(i) = rest.find('\x1b') {
        plain.push_str(&rest[..i]);
        rest = &rest[i..];
        let end = rest.find('m').map_or(rest.len(), |m| m + 1);
        rest = &rest[end..];
    }
    plain.push_str(rest);
    let plain = human_prose(&plain);
    assert!(plain.contains("esperado"), "the human report is not in Spanish");
    let mut english = english_amounts(&plain);
    let html = html_prose(&report("html", "es", &[]), false);
    assert!(html.contains("esperado") || html.contains("Esperado"), "the HTML report is not in Spanish");
    english.extend(english_amounts(&html).into_iter().map(|l| format!("html: {l}")));
    english.dedup();
    assert!(
        english.is_empty(),
        "{} amounts in the log's form outside a log line, e.g.:\n{}",
        english.len(),
        english.iter().take(20).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_amount_scanner_finds_the_english_form_only() {
    assert_eq!(english_amounts("esperado: 1500.00\nencontrado: 1.500,00 €"), vec!["esperado: 1500.00"]);
    assert!(english_amounts("8.6pt 12,50 a1.00 1.500,00").is_empty());
    assert_eq!(cut("a<code>1.00</code>b", "<code", "</code>"), "ab");
    assert_eq!(human_prose("  12 │ pay 1.00\n  help: x"), "  help: x");
}

//! `veedor explain`: the list of checks, or one check's entry with the catalogue rules that cite
//! it and an example; a query that names no check gets the nearest ones.

use std::io;
use std::path::Path;

use super::Ctx;
use crate::catalog::CatalogSet;
use crate::check;
use crate::i18n::Lang;
use crate::report::human::{self, Style};
use crate::report::{EXIT_CLEAN, EXIT_INPUT_ERROR, examples};
use crate::rules::{self, CHECKS, Check};
use crate::t;

impl Ctx<'_> {
    pub(super) fn explain(&mut self, rule: Option<&str>, catalog_dir: Option<&Path>) -> io::Result<u8> {
        let Some(query) = rule else {
            self.out.write_all(explain_list(self.style.lang).as_bytes())?;
            return Ok(EXIT_CLEAN);
        };
        let Some(check) = rules::find(query).or_else(|| rules::find(&query.to_ascii_lowercase())) else {
            let near = suggestions(query);
            let locale = self.err_locale();
            writeln!(self.err, "veedor: {}", t!("cli-explain-unknown", query = query).render(locale))?;
            if !near.is_empty() {
                writeln!(self.err, "{}", t!("cli-explain-did-you-mean").render(locale))?;
                let width = near.iter().map(|c| c.code.len() + 1 + c.name.len()).max().unwrap_or(0);
                for c in near {
                    let id = format!("{} {}", c.code, c.name);
                    writeln!(
                        self.err,
                        "  {id:<width$}  {}",
                        c.summary().render(crate::i18n::Locale::human(self.err_style.lang))
                    )?;
                }
            }
            writeln!(self.err, "{}", t!("cli-explain-see-list").render(locale))?;
            return Ok(EXIT_INPUT_ERROR);
        };
        let Some(catalogs) = self.catalogs(catalog_dir)? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        let text = explain_text(check, &catalogs, self.style);
        self.out.write_all(text.as_bytes())?;
        Ok(EXIT_CLEAN)
    }
}

/// Checks whose code or name is close to `query`, nearest first (at most 5).
fn suggestions(query: &str) -> Vec<&'static Check> {
    let q = query.to_ascii_lowercase();
    let mut scored: Vec<(usize, &'static Check)> = CHECKS
        .iter()
        .filter_map(|c| {
            let code = c.code.to_ascii_lowercase();
            let d = distance(&q, &code).min(distance(&q, c.name));
            let close = d <= (q.len().max(3) / 3).max(1);
            let part = q.len() >= 3 && (c.name.contains(q.as_str()) || code.starts_with(q.as_str()));
            (close || part).then_some((d, c))
        })
        .collect();
    scored.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.code.cmp(b.1.code)));
    scored.into_iter().take(5).map(|(_, c)| c).collect()
}

/// Levenshtein distance, by characters.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let up = row[j + 1];
            row[j + 1] = (diag + usize::from(ca != *cb)).min(up + 1).min(row[j] + 1);
            diag = up;
        }
    }
    row[b.len()]
}

/// Word-wraps `text` to `width` columns, each line starting with `indent`.
fn wrap(text: &str, indent: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && indent.chars().count() + line.chars().count() + 1 + word.chars().count() > width {
            out.push_str(indent);
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push_str(indent);
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// `veedor explain`: every check, one a line, in columns as wide as their widest entry (codes,
/// names and severities of any length line up); severities and summaries in `lang`.
pub fn explain_list(lang: Lang) -> String {
    let locale = crate::i18n::Locale::human(lang);
    let rows: Vec<_> = CHECKS
        .iter()
        .map(|c| (c.code, c.name, crate::report::severity_name(c.severity, lang), c.summary().render(locale)))
        .collect();
    let width = |f: fn(&(&str, &str, String, String)) -> usize| rows.iter().map(f).max().unwrap_or(0);
    let (code_w, name_w, sev_w) =
        (width(|r| r.0.chars().count()), width(|r| r.1.chars().count()), width(|r| r.2.chars().count()));
    let mut out = String::new();
    for (code, name, severity, summary) in rows {
        // Padded by characters (`{:<w$}` on a `String` counts them).
        out.push_str(&format!("{code:<code_w$}  {name:<name_w$}  {severity:<sev_w$}  {summary}\n"));
    }
    out
}

/// `veedor explain CODE`: the registry entry, the catalogue rules that cite it, an example, in
/// `style.lang` (the example's finding too; catalogue quotes are the catalogue's own words).
pub fn explain_text(check: &Check, catalogs: &CatalogSet, style: Style) -> String {
    use crate::t;
    let width = style.width;
    let locale = crate::i18n::Locale::human(style.lang);
    // The header's labels, padded to the longer one so that their values line up.
    let labels = [t!("explain-group").render(locale), t!("explain-default-severity").render(locale)];
    let label_w = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let mut out = format!(
        "{} {}\n  {:<label_w$} {}\n  {:<label_w$} {}\n\n",
        check.code,
        check.name,
        labels[0],
        check.group.name().render(locale),
        labels[1],
        crate::report::severity_name(check.severity, style.lang)
    );
    out.push_str(&wrap(&check.summary().render(locale), "", width));
    out.push('\n');
    out.push_str(&wrap(&check.explanation(locale), "", width));
    out.push_str(&format!("\n{}\n", t!("explain-catalogue-text").render(locale)));
    let mut any = false;
    for cat in catalogs.iter() {
        if let Some(a) = &cat.adoption {
            // Its rules are the adopted article's, listed under that article's id.
            if cat.file.rules.iter().any(|r| r.checks.iter().any(|c| c == check.code)) {
                let by = &a.file.adoption;
                out.push_str(&format!("  {} [{}] {}\n", cat.id(), by.id, by.title(style.lang)));
                let text = t!(
                    "explain-adopted-rules",
                    document = &cat.file.source.document,
                    article = by.article.to_string(),
                    rules = a.rules_of.to_string()
                );
                out.push_str(&wrap(&text.render(locale), "    ", width));
            }
            continue;
        }
        for rule in cat.file.rules.iter().filter(|r| r.checks.iter().any(|c| c == check.code)) {
            any = true;
            out.push_str(&format!("  {} [{}] {}\n", cat.id(), rule.id, rule.title(style.lang)));
            let place = match &rule.source {
                // Taken from another text (a fragment's missing page): say so.
                Some(src) => t!(
                    "explain-rule-place-taken",
                    document = &src.document,
                    article = rule.article.to_string(),
                    section = rule.section.to_string(),
                    catalogue = &cat.file.source.document
                ),
                None => t!(
                    "explain-rule-place",
                    document = &cat.file.source.document,
                    article = rule.article.to_string(),
                    section = rule.section.to_string()
                ),
            };
            out.push_str(&format!("    {}\n", place.render(locale)));
            out.push_str(&wrap(&format!("«{}»", rule.quote), "    ", width));
            if let Some(sev) = rule.severity {
                let severity = crate::report::severity_name(sev, style.lang);
                out.push_str(&format!("    {}\n", t!("explain-severity-here", severity = severity).render(locale)));
            }
        }
    }
    if !any {
        out.push_str(&format!("  {}\n", t!("explain-no-article", code = check.code).render(locale)));
    }
    out.push_str(&format!("\n{}\n", t!("explain-example").render(locale)));
    let report = match (examples::find(check.code), examples::missing_input(check.code)) {
        (Some(ex), _) => Some(check::check_bytes(&ex.path, ex.text.to_vec(), catalogs)),
        // Checked for real: the message is the one the system gives for a missing file.
        (None, Some(path)) if !Path::new(path).exists() => {
            out.push_str(&format!("  {}\n", t!("explain-missing-file", path = path).render(locale)));
            Some(check::check_path(Path::new(path), catalogs))
        }
        _ => None,
    };
    match report {
        // An internal error has no example log: every panic found is fixed.
        None if check.code == "M006" => {
            out.push_str(&format!("  {}\n", t!("explain-no-example-internal-error").render(locale)));
        }
        None => out.push_str(&format!("  {}\n", t!("explain-no-example", code = check.code).render(locale))),
        Some(mut report) => {
            // The example is written as the user reads veedor: in their language.
            report.lang = style.lang;
            let findings: Vec<_> = report.findings.iter().filter(|f| f.code == check.code).collect();
            if findings.is_empty() {
                let text = t!("explain-example-without-finding", file = &report.name, code = check.code);
                out.push_str(&format!("  {}\n", text.render(locale)));
            } else {
                let source = human::snippets_for(&report);
                for f in findings {
                    out.push('\n');
                    out.push_str(&human::render_finding(
                        f,
                        &report.name,
                        source.as_ref(),
                        style,
                        report.human_locale(),
                    ));
                }
            }
        }
    }
    out
}

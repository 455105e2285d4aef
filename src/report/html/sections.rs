//! The body of the report: a section per table (its «estudio» over several sessions, then each
//! session: header, study, findings), and the inputs that are no table's session.

use std::collections::BTreeMap;

use super::header::Header;
use super::{Document, Session, Table, count, esc, excerpt, study, tr};
use crate::catalog::{Catalog, CatalogSet};
use crate::finding::{Citation, Finding, Severity};
use crate::i18n::{Currency, Locale, Text, numbers};
use crate::money::Amount;
use crate::report::{human, severity_name};
use crate::rules;
use crate::t;

/// Findings of one rule in one session shown in full (with the log excerpt); past this, the
/// rest are listed without excerpt, so that a log with thousands of the same fault still gives
/// a document one can print.
const DETAILED_PER_RULE: usize = 50;

/// A table's section, starting a new page.
pub(crate) fn table(doc: &Document<'_>, table: &Table<'_>, index: usize, html: &mut String) {
    let l = doc.locale();
    html.push_str(&format!(
        "<section class=\"table-section\" id=\"{}\" data-table=\"{}\" data-catalog=\"{}\">\n",
        table.anchor(index),
        esc(&table.id),
        esc(&table.catalog)
    ));
    html.push_str(&format!(
        "<h2><span class=\"heading-text\">{}</span> {}</h2>\n",
        tr(&t!("html-table-heading", table = table.id.as_str()), l),
        super::badge(table.verdict(), l)
    ));
    if let (crate::report::verdict::Verdict::Review, Some(alert)) = (table.verdict(), table.alert()) {
        let note = t!("html-verdict-review-note", alert = alert.text(l));
        html.push_str(&format!("<p class=\"review-note\">{}</p>\n", tr(&note, l)));
    }
    let title = doc.catalogs.get(&table.catalog).map(|c| c.file.title.clone()).unwrap_or_default();
    html.push_str(&format!(
        "<p class=\"subtitle\">{}</p>\n",
        tr(
            &t!(
                "html-table-subtitle",
                catalog = table.catalog.as_str(),
                title = title,
                sessions = table.sessions.len(),
                rounds = table.rounds(),
                rounds_shown = count(table.rounds(), l)
            ),
            l
        )
    ));
    let several = table.sessions.len() > 1;
    if several {
        html.push_str("<section class=\"estudio\">\n");
        match &table.estudio {
            Some(e) => {
                let heading = t!("html-estudio-heading", sessions = e.files.len());
                html.push_str(&study::block(&e.study, heading, l));
                if !e.repeated.is_empty() {
                    let files: Vec<String> = e.repeated.iter().map(|r| r.file.clone()).collect();
                    let line = t!("study-repeated", count = e.repeated.len(), files = files.join(", "));
                    html.push_str(&format!("<p class=\"repeated\">{}</p>\n", tr(&line, l)));
                }
                if let Some(line) = crate::study::text::minimum_changes(e, l) {
                    html.push_str(&format!("<p class=\"minimum-changed\">{}</p>\n", tr(&line, l)));
                }
            }
            None => html.push_str(&format!(
                "<h4>{}</h4>\n<p class=\"missing\">{}</p>\n",
                tr(&t!("html-estudio-heading", sessions = table.sessions.len()), l),
                tr(&t!("html-estudio-missing"), l)
            )),
        }
        html.push_str(&format!("<h5>{}</h5>\n", tr(&t!("html-estudio-sessions"), l)));
        html.push_str(&study::sessions_table(&table.sessions, l));
        html.push_str("</section>\n");
    }
    for (i, session) in table.sessions.iter().enumerate() {
        let id = format!("{}-s{}", table.anchor(index), i + 1);
        html.push_str(&format!(
            "<section class=\"session\" id=\"{id}\" data-file=\"{}\">\n",
            esc(&session.report.name)
        ));
        html.push_str(&format!(
            "<h3><span class=\"heading-text\">{}</span> {}</h3>\n",
            tr(&t!("html-session-heading", number = i + 1, file = session.report.name.as_str()), l),
            super::badge(session.verdict(), l)
        ));
        session_header(doc, table, session, html);
        if !several {
            match session.report.study.as_deref() {
                Some(s) => html.push_str(&study::block(s, t!("html-study-heading"), l)),
                None => html.push_str(&format!("<p class=\"missing\">{}</p>\n", tr(&t!("html-study-missing"), l))),
            }
        }
        findings(session, doc.catalogs, &id, html);
        html.push_str("</section>\n");
    }
    html.push_str("</section>\n");
}

/// The inputs that are no table's session, each with its findings.
pub(crate) fn others(doc: &Document<'_>, html: &mut String) {
    let l = doc.locale();
    html.push_str("<section class=\"table-section others\" id=\"others\">\n");
    html.push_str(&format!("<h2><span class=\"heading-text\">{}</span></h2>\n", tr(&t!("html-others-heading"), l)));
    html.push_str(&format!("<p class=\"subtitle\">{}</p>\n", tr(&t!("html-others-intro"), l)));
    for (i, session) in doc.others.iter().enumerate() {
        let id = format!("other-{}", i + 1);
        html.push_str(&format!(
            "<section class=\"session\" id=\"{id}\" data-file=\"{}\">\n",
            esc(&session.report.name)
        ));
        html.push_str(&format!(
            "<h3><span class=\"heading-text\">{}</span> {}</h3>\n",
            esc(&session.report.name),
            super::badge(session.verdict(), l)
        ));
        findings(session, doc.catalogs, &id, html);
        html.push_str("</section>\n");
    }
    html.push_str("</section>\n");
}

/// The session's header: what the log's header says, with the catalogue's limits.
fn session_header(doc: &Document<'_>, table: &Table<'_>, session: &Session<'_>, html: &mut String) {
    let l = doc.locale();
    let report = session.report;
    let study = report.study.as_deref();
    let header = session.header.as_ref();
    let currency = study.map_or(report.stats.currency, |s| Currency::from_code(&s.currency));
    let money = l.with_currency(currency);
    let min = study.map(|s| s.min).or_else(|| header.and_then(|h| h.param("min")).and_then(Amount::parse));
    let catalog = doc.catalogs.get(&table.catalog);
    let dash = || "—".to_owned();
    let mut rows: Vec<(Text, String)> = vec![
        (t!("html-header-table"), esc(&table.id)),
        (
            t!("html-header-catalog"),
            match catalog {
                Some(c) => format!("{} <span class=\"id\">{}</span>", esc(&c.file.title), esc(&table.catalog)),
                None => esc(&table.catalog),
            },
        ),
        (t!("html-header-minimum"), min.map_or_else(dash, |m| esc(&numbers::amount(m, money)))),
        (t!("html-header-limits"), limits(catalog, header, min, money)),
        (
            t!("html-header-opened"),
            esc(study.and_then(|s| s.opened.as_deref()).or(header.and_then(|h| h.opened.as_deref())).unwrap_or("—")),
        ),
        (t!("html-header-closed"), esc(study.and_then(|s| s.closed.as_deref()).unwrap_or("—"))),
        (
            t!("html-header-file"),
            tr(
                &t!(
                    "html-header-file-value",
                    file = report.name.as_str(),
                    lines = report.stats.lines,
                    lines_shown = count(report.stats.lines, l),
                    rounds = report.stats.rounds,
                    rounds_shown = count(report.stats.rounds, l)
                ),
                l,
            ),
        ),
    ];
    if let Some(h) = header {
        rows.push((
            t!("html-header-line", line = h.line),
            format!("<code class=\"header-line\">{}</code>", esc(&h.text)),
        ));
    }
    html.push_str("<table class=\"facts session-header\"><tbody>\n");
    for (label, value) in rows {
        html.push_str(&format!("<tr><th scope=\"row\">{}</th><td>{value}</td></tr>\n", tr(&label, l)));
    }
    html.push_str("</tbody></table>\n");
}

/// The maximums the catalogue sets for the table's minimum (and, where the article has
/// several, the scale or maximum the header chose), as HTML.
fn limits(catalog: Option<&Catalog>, header: Option<&Header>, min: Option<Amount>, locale: Locale) -> String {
    let (Some(catalog), Some(min)) = (catalog, min) else { return "—".to_owned() };
    let param = |key: &str| header.and_then(|h| h.param(key)).map(str::to_owned);
    let view = crate::engine::family::of(&catalog.file.play).limits(&catalog.file, &param, min);
    match view.heading {
        Some(heading) => {
            let mut out = format!("<span class=\"scale\">{}</span><ul class=\"limits\">", tr(&heading, locale));
            for item in &view.items {
                out.push_str(&format!("<li>{}</li>", tr(item, locale)));
            }
            out.push_str("</ul>");
            out
        }
        None => view.items.iter().map(|i| tr(i, locale)).collect::<Vec<_>>().join(" "),
    }
}

/// The findings of a session, grouped by rule: errors first, then warnings, by code.
fn findings(session: &Session<'_>, catalogs: &CatalogSet, id: &str, html: &mut String) {
    let report = session.report;
    let l = session.locale();
    if report.findings.is_empty() {
        html.push_str(&format!("<p class=\"no-findings\">{}</p>\n", tr(&t!("html-no-findings"), l)));
        return;
    }
    let mut groups: BTreeMap<(std::cmp::Reverse<Severity>, &'static str), Vec<&Finding>> = BTreeMap::new();
    for f in &report.findings {
        groups.entry((std::cmp::Reverse(f.severity), f.code)).or_default().push(f);
    }
    let source = human::snippets_for(report);
    html.push_str(&format!(
        "<section class=\"findings\"><h4>{}</h4>\n",
        tr(&t!("html-findings-heading", count = report.findings.len(), waived = report.waived()), l)
    ));
    let mut n = 0;
    for ((severity, code), list) in groups {
        let severity = severity.0;
        let name = rules::lookup(code).map_or("", |c| c.name);
        let waived = list.iter().filter(|f| !f.is_active()).count();
        html.push_str(&format!("<section class=\"rule\" data-code=\"{}\">\n", esc(code)));
        html.push_str(&format!(
            "<h5><span class=\"code\">{}</span> <span class=\"name\">{}</span> <span class=\"sev {severity}\">{}</span> <span class=\"count\">{}</span></h5>\n",
            esc(code),
            esc(name),
            esc(&severity_name(severity, l.lang)),
            tr(&t!("html-rule-count", count = list.len(), waived = waived), l)
        ));
        let mut citations: Vec<&Citation> = Vec::new();
        for f in &list {
            if let Some(c) = &f.citation
                && !citations.iter().any(|k| k.rule == c.rule && k.catalog == c.catalog)
            {
                citations.push(c);
            }
        }
        for c in &citations {
            html.push_str(&quote(c, catalogs, l));
        }
        html.push_str("<ol class=\"finding-list\">\n");
        for (i, f) in list.iter().enumerate() {
            n += 1;
            let detailed = i < DETAILED_PER_RULE;
            finding(
                f,
                &report.name,
                source.as_ref().filter(|_| detailed),
                citations.len() > 1,
                &format!("{id}-f{n}"),
                l,
                html,
            );
        }
        html.push_str("</ol>\n");
        if list.len() > DETAILED_PER_RULE {
            html.push_str(&format!(
                "<p class=\"note\">{}</p>\n",
                tr(&t!("html-findings-without-excerpt", shown = DETAILED_PER_RULE, count = list.len()), l)
            ));
        }
        html.push_str("</section>\n");
    }
    html.push_str("</section>\n");
}

/// One finding: its sentence, place, expected and found, the log excerpt, its waiver.
fn finding(
    f: &Finding,
    file: &str,
    source: Option<&crate::report::snippets::SparseSource>,
    name_rule: bool,
    id: &str,
    l: Locale,
    html: &mut String,
) {
    let class = if f.is_active() { "finding" } else { "finding waived" };
    html.push_str(&format!("<li class=\"{class}\" id=\"{id}\" data-code=\"{}\">\n", esc(f.code)));
    html.push_str(&format!("<p class=\"message\">{}</p>\n", tr(&f.message, l)));
    let place = match crate::report::position(f) {
        Some(at) => t!("html-finding-place", file = file, line = at.line, column = at.col),
        None => t!("html-finding-place-file", file = file),
    };
    let rule = match (&f.citation, name_rule) {
        (Some(c), true) => format!(" <span class=\"rule-id\">[{}]</span>", esc(&c.rule)),
        _ => String::new(),
    };
    html.push_str(&format!("<p class=\"place\">{}{rule}</p>\n", tr(&place, l)));
    if f.expected.is_some() || f.found.is_some() {
        html.push_str("<dl class=\"expected-found\">");
        if let Some(e) = &f.expected {
            html.push_str(&format!("<dt>{}</dt><dd class=\"expected\">{}</dd>", tr(&t!("html-expected"), l), tr(e, l)));
        }
        if let Some(found) = &f.found {
            html.push_str(&format!("<dt>{}</dt><dd class=\"found\">{}</dd>", tr(&t!("html-found"), l), tr(found, l)));
        }
        html.push_str("</dl>\n");
    }
    if source.is_some() {
        html.push_str(&excerpt::render(f, file, source, l));
    }
    if let Some(w) = &f.waived {
        let text = t!("html-waived", reason = w.reason.as_str(), waiver = human::waiver_place(w));
        html.push_str(&format!("<p class=\"waiver\">{}</p>\n", tr(&text, l)));
    }
    html.push_str("</li>\n");
}

/// The article a group of findings breaks: the rule's title in the report's language (the
/// catalogue's own, see `title:` in docs/catalog-format.md), its verbatim quote and official
/// citation, then the provisions that adopt it.
fn quote(c: &Citation, catalogs: &CatalogSet, l: Locale) -> String {
    let mut out = format!("<blockquote class=\"quote\" data-rule=\"{}\">\n", esc(&c.rule));
    if let Some(rule) = catalogs.get(&c.catalog).and_then(|cat| cat.rule(&c.rule)) {
        out.push_str(&format!("<p class=\"rule-title\">{}</p>\n", esc(rule.title(l.lang))));
    }
    out.push_str(&format!("<p class=\"verbatim\">«{}»</p>\n", esc(&c.quote)));
    out.push_str(&format!("<p class=\"cite\">{}</p>\n", tr(&citation(c), l)));
    let mut by = c.adopted_by.as_deref();
    while let Some(a) = by {
        let text = t!("html-adopted-by", citation = citation(a), quote = a.quote.as_str());
        out.push_str(&format!("<p class=\"adopted\">{}</p>\n", tr(&text, l)));
        by = a.adopted_by.as_deref();
    }
    out.push_str("</blockquote>\n");
    out
}

/// `DOCUMENT, art. A, §S [RULE]`.
pub(crate) fn citation(c: &Citation) -> Text {
    t!(
        "html-citation",
        document = c.document.as_str(),
        article = c.article.as_str(),
        section = c.section.as_str(),
        has_section = u8::from(!c.section.is_empty()),
        rule = c.rule.as_str(),
    )
}

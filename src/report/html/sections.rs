//! The body of the report: a section per table (its «estudio» over several sessions, then each
//! session: header, study, findings), and the inputs that are no table's session.

use std::collections::BTreeMap;

use super::header::Header;
use super::{Document, Session, Table, count, dates, esc, excerpt, study, tr};
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

/// The same in the folded document, where a table's findings of one rule are grouped over all
/// its sessions: the first few with their excerpt show what the fault looks like in the log;
/// the rest are their sentence, place, expected and found (the full document has every excerpt).
const FOLDED_DETAILED_PER_RULE: usize = 5;

/// A table's section, starting a new page: its header (the article, minimum and limits, once),
/// its study, then its sessions. A table with neither findings nor an observation is folded
/// (unless `--html-full`): its heading and a line per session, no page of its own.
pub(crate) fn table(doc: &Document<'_>, table: &Table<'_>, index: usize, quoted: &mut Vec<String>, html: &mut String) {
    let l = doc.locale();
    let in_full = table.in_full(doc.opts.full);
    html.push_str(&format!(
        "<section class=\"table-section{}\" id=\"{}\" data-table=\"{}\" data-catalog=\"{}\">\n",
        if in_full { "" } else { " folded" },
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
    // The official document, named once here: the folded document's quotes of the table's own
    // article then cite only its article, section and rule.
    let document = doc.catalogs.get(&table.catalog).map(|c| c.file.source.document.clone()).unwrap_or_default();
    html.push_str(&format!(
        "<p class=\"subtitle\">{}</p>\n",
        tr(
            &t!(
                "html-table-subtitle",
                catalog = table.catalog.as_str(),
                title = title,
                document = document,
                sessions = table.sessions.len(),
                rounds = table.rounds(),
                rounds_shown = count(table.rounds(), l)
            ),
            l
        )
    ));
    let anchors = session_anchors(table, index, doc.opts.full, in_full);
    if !in_full {
        // What a table without findings shows is said once, on the cover (html-files-folded).
        html.push_str(&study::sessions_table(&table.sessions, &anchors, l));
        html.push_str("</section>\n");
        return;
    }
    let facts = TableFacts::of(doc, table);
    facts.render(doc, table, html);
    let several = table.sessions.len() > 1;
    if several {
        html.push_str("<section class=\"estudio\">\n");
        match &table.estudio {
            Some(e) => {
                let heading = t!("html-estudio-heading", sessions = e.files.len());
                html.push_str(&if doc.opts.full {
                    study::block(&e.study, heading, l)
                } else {
                    study::block_folded(&e.study, heading, l)
                });
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
        // A line per session: the clean ones (folded) are only this line.
        html.push_str(&format!("<h5>{}</h5>\n", tr(&t!("html-estudio-sessions"), l)));
        html.push_str(&study::sessions_table(&table.sessions, &anchors, l));
        html.push_str("</section>\n");
    }
    if !doc.opts.full {
        // The folded document: a line per session (above, or here for a table of one), then the
        // table's findings grouped by rule, each naming its file.
        if !several {
            html.push_str(&format!("<h5>{}</h5>\n", tr(&t!("html-estudio-sessions"), l)));
            html.push_str(&study::sessions_table(&table.sessions, &anchors, l));
            match table.sessions.first().and_then(|s| s.report.study.as_deref()) {
                Some(s) => html.push_str(&study::block_folded(s, t!("html-study-heading"), l)),
                None => html.push_str(&format!("<p class=\"missing\">{}</p>\n", tr(&t!("html-study-missing"), l))),
            }
        }
        table_findings(doc, table, &anchors, quoted, html);
        html.push_str("</section>\n");
        return;
    }
    for (i, session) in table.sessions.iter().enumerate() {
        let SessionAnchor::Section(id) = &anchors[i] else { continue };
        html.push_str(&format!(
            "<section class=\"session\" id=\"{id}\" data-file=\"{}\">\n",
            esc(&session.report.name)
        ));
        html.push_str(&format!(
            "<h3><span class=\"heading-text\">{}</span> {}</h3>\n",
            tr(&t!("html-session-heading", number = i + 1, file = session.report.name.as_str()), l),
            super::badge(session.verdict(), l)
        ));
        session_header(doc, table, session, &facts, html);
        if !several {
            match session.report.study.as_deref() {
                Some(s) => html.push_str(&study::block(s, t!("html-study-heading"), l)),
                None => html.push_str(&format!("<p class=\"missing\">{}</p>\n", tr(&t!("html-study-missing"), l))),
            }
        }
        findings(session, doc.catalogs, id, html);
        html.push_str("</section>\n");
    }
    html.push_str("</section>\n");
}

/// Where a session is shown: a section of its own (`--html-full`), or its line in the table of
/// sessions (its findings, if any, among the table's).
pub(crate) enum SessionAnchor {
    Section(String),
    Line(String),
}

/// Each session's anchor (`table-3-s2`, what the cover's files link to) and how it is shown.
fn session_anchors(table: &Table<'_>, index: usize, full: bool, in_full: bool) -> Vec<SessionAnchor> {
    (0..table.sessions.len())
        .map(|i| {
            let id = format!("{}-s{}", table.anchor(index), i + 1);
            if full && in_full { SessionAnchor::Section(id) } else { SessionAnchor::Line(id) }
        })
        .collect()
}

/// What the table's header says once for all its sessions: its article, and the minimum and
/// limits of its first session that has them.
struct TableFacts {
    min: Option<Amount>,
    limits: Option<String>,
}

impl TableFacts {
    fn of(doc: &Document<'_>, table: &Table<'_>) -> TableFacts {
        let l = doc.locale();
        table
            .sessions
            .iter()
            .map(|s| {
                let (min, money) = session_min(s, l);
                TableFacts {
                    min,
                    limits: min.map(|_| limits(doc.catalogs.get(&table.catalog), s.header.as_ref(), min, money)),
                }
            })
            .find(|f| f.min.is_some())
            .unwrap_or(TableFacts { min: None, limits: None })
    }

    fn render(&self, doc: &Document<'_>, table: &Table<'_>, html: &mut String) {
        let l = doc.locale();
        let catalog = doc.catalogs.get(&table.catalog);
        let money = table.sessions.first().map_or(l, |s| session_min(s, l).1);
        let dash = || "—".to_owned();
        let mut rows: Vec<(Text, String)> = vec![
            (
                t!("html-header-catalog"),
                match catalog {
                    Some(c) => format!("{} <span class=\"id\">{}</span>", esc(&c.file.title), esc(&table.catalog)),
                    None => esc(&table.catalog),
                },
            ),
            (t!("html-header-minimum"), self.min.map_or_else(dash, |m| esc(&numbers::amount(m, money)))),
            (t!("html-header-limits"), self.limits.clone().unwrap_or_else(dash)),
        ];
        // The folded document names the article in the table's subtitle, just above.
        if !doc.opts.full {
            rows.remove(0);
        }
        html.push_str("<table class=\"facts table-header\"><tbody>\n");
        for (label, value) in rows {
            html.push_str(&format!("<tr><th scope=\"row\">{}</th><td>{value}</td></tr>\n", tr(&label, l)));
        }
        html.push_str("</tbody></table>\n");
        // The folded document says it once, on the cover (html-files-folded).
        if table.sessions.len() > 1 && doc.opts.full {
            html.push_str(&format!("<p class=\"note\">{}</p>\n", tr(&t!("html-table-facts-note"), l)));
        }
    }
}

/// A session's minimum (the study's, else the header's) and the locale of its amounts.
fn session_min(session: &Session<'_>, l: Locale) -> (Option<Amount>, Locale) {
    let report = session.report;
    let study = report.study.as_deref();
    let currency = study.map_or(report.stats.currency, |s| Currency::from_code(&s.currency));
    let min =
        study.map(|s| s.min).or_else(|| session.header.as_ref().and_then(|h| h.param("min")).and_then(Amount::parse));
    (min, l.with_currency(currency))
}

/// The folder common to `names` (up to and with its last `/`), from which a table's files are
/// named in its lines: `fixtures/estado-1979/black-jack/` once, not on every row.
pub(crate) fn common_dir<'a>(mut names: impl Iterator<Item = &'a str>) -> &'a str {
    let Some(first) = names.next() else { return "" };
    let mut len = first.rfind('/').map_or(0, |i| i + 1);
    for name in names {
        let same = first.bytes().zip(name.bytes()).take(len).take_while(|(a, b)| a == b).count();
        len = first[..same].rfind('/').map_or(0, |i| i + 1);
    }
    &first[..len]
}

/// A log's time in words, or as written when it is not of the log's grammar.
pub(crate) fn log_time(ts: Option<&str>, name_local: bool, l: Locale) -> String {
    match ts {
        Some(ts) => dates::log_time(ts, name_local).map_or_else(|| esc(ts), |t| tr(&t, l)),
        None => "—".to_owned(),
    }
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

/// The session's header: its opening and closing, its log and header line; its minimum and
/// limits only where they are not the table's (those are said once, above the sessions).
fn session_header(doc: &Document<'_>, table: &Table<'_>, session: &Session<'_>, facts: &TableFacts, html: &mut String) {
    let l = doc.locale();
    let report = session.report;
    let study = report.study.as_deref();
    let header = session.header.as_ref();
    let (min, money) = session_min(session, l);
    let mut rows: Vec<(Text, String)> = Vec::new();
    if min != facts.min {
        rows.push((
            t!("html-header-minimum-differs"),
            min.map_or_else(|| "—".to_owned(), |m| esc(&numbers::amount(m, money))),
        ));
    }
    let own = min.map(|_| limits(doc.catalogs.get(&table.catalog), header, min, money));
    if own != facts.limits {
        rows.push((t!("html-header-limits-differs"), own.unwrap_or_else(|| "—".to_owned())));
    }
    rows.push((
        t!("html-header-opened"),
        log_time(study.and_then(|s| s.opened.as_deref()).or(header.and_then(|h| h.opened.as_deref())), true, l),
    ));
    rows.push((t!("html-header-closed"), log_time(study.and_then(|s| s.closed.as_deref()), true, l)));
    rows.push((
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
    ));
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
            html.push_str(&quote(c, catalogs, None, l));
        }
        html.push_str("<ol class=\"finding-list\">\n");
        for (i, f) in list.iter().enumerate() {
            n += 1;
            let detailed = i < DETAILED_PER_RULE;
            let shown = Shown { file: &report.name, short: &report.name, link: None, context: 1 };
            finding(
                f,
                &shown,
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

/// A group of findings: errors first, then warnings, by code.
type RuleKey = (std::cmp::Reverse<Severity>, &'static str);

/// The findings of a table's sessions, grouped by rule (errors first, then warnings, by code),
/// each with its file: the folded document, where a day's export of one table with the same
/// fault in ten sessions quotes its article once, not ten times.
///
/// An article's text already quoted in the document (`quoted`: the verbatim texts so far; the
/// same rule applies at many tables, and a jurisdiction adopts another's) is cited in one line.
fn table_findings(
    doc: &Document<'_>,
    table: &Table<'_>,
    anchors: &[SessionAnchor],
    quoted: &mut Vec<String>,
    html: &mut String,
) {
    let l = doc.locale();
    let mut groups: BTreeMap<RuleKey, Vec<(usize, &Finding)>> = BTreeMap::new();
    for (i, s) in table.sessions.iter().enumerate() {
        for f in &s.report.findings {
            groups.entry((std::cmp::Reverse(f.severity), f.code)).or_default().push((i, f));
        }
    }
    if groups.is_empty() {
        html.push_str(&format!("<p class=\"no-findings\">{}</p>\n", tr(&t!("html-no-findings"), l)));
        return;
    }
    let total: usize = table.sessions.iter().map(|s| s.report.findings.len()).sum();
    let waived: usize = table.sessions.iter().map(|s| s.report.waived()).sum();
    // Each session's log, read again for the excerpts, once.
    let sources: Vec<_> = table
        .sessions
        .iter()
        .map(|s| if s.report.findings.is_empty() { None } else { human::snippets_for(s.report) })
        .collect();
    html.push_str(&format!(
        "<section class=\"findings\"><h4>{}</h4>\n",
        tr(&t!("html-findings-heading", count = total, waived = waived), l)
    ));
    let prefix = anchors.first().map_or("", |a| match a {
        SessionAnchor::Section(id) | SessionAnchor::Line(id) => id.rsplit_once("-s").map_or(id.as_str(), |(t, _)| t),
    });
    let dir = common_dir(table.sessions.iter().map(|s| s.report.name.as_str()));
    let mut n = 0;
    for ((severity, code), list) in groups {
        let severity = severity.0;
        let name = rules::lookup(code).map_or("", |c| c.name);
        let waived = list.iter().filter(|(_, f)| !f.is_active()).count();
        let mut citations: Vec<&Citation> = Vec::new();
        for (_, f) in &list {
            if let Some(c) = &f.citation
                && !citations.iter().any(|k| k.rule == c.rule && k.catalog == c.catalog)
            {
                citations.push(c);
            }
        }
        // An article's text already quoted is cited on the group's heading line (it runs on
        // to a second line when long), not in a paragraph of its own: hundreds of groups cite
        // a text quoted above.
        let mut refs = String::new();
        let mut quotes = String::new();
        for c in &citations {
            if quoted.contains(&c.quote) {
                // On the group's heading line, beside its code and name: the document is the
                // one cited in full above (its title would push the reference onto a line of
                // its own, a line per group of a long report).
                let line = t!(
                    "html-quote-above",
                    article = c.article.as_str(),
                    section = c.section.as_str(),
                    has_section = u8::from(!c.section.is_empty()),
                    rule = c.rule.as_str(),
                );
                refs.push_str(&format!(
                    " <span class=\"quote-ref\" data-rule=\"{}\">{}</span>",
                    esc(&c.rule),
                    tr(&line, l)
                ));
            } else {
                quoted.push(c.quote.clone());
                let home = doc.catalogs.get(&table.catalog).map(|cat| cat.file.source.document.as_str());
                quotes.push_str(&quote(c, doc.catalogs, home, l));
            }
        }
        html.push_str(&format!("<section class=\"rule\" data-code=\"{}\">\n", esc(code)));
        html.push_str(&format!(
            "<h5><span class=\"code\">{}</span> <span class=\"name\">{}</span> <span class=\"sev {severity}\">{}</span> <span class=\"count\">{}</span>{refs}</h5>\n",
            esc(code),
            esc(name),
            esc(&severity_name(severity, l.lang)),
            tr(&t!("html-rule-count", count = list.len(), waived = waived), l)
        ));
        html.push_str(&quotes);
        html.push_str("<ol class=\"finding-list\">\n");
        for (i, (s, f)) in list.iter().enumerate() {
            n += 1;
            let detailed = i < FOLDED_DETAILED_PER_RULE;
            let link = match &anchors[*s] {
                SessionAnchor::Section(id) | SessionAnchor::Line(id) => id.as_str(),
            };
            let name = &table.sessions[*s].report.name;
            let shown = Shown { file: name, short: short_name(table, name, dir), link: Some(link), context: 0 };
            let source = sources[*s].as_ref().filter(|_| detailed);
            finding(f, &shown, source, citations.len() > 1, &format!("{prefix}-f{n}"), l, html);
        }
        html.push_str("</ol>\n");
        if list.len() > FOLDED_DETAILED_PER_RULE {
            html.push_str(&format!(
                "<p class=\"note\">{}</p>\n",
                tr(&t!("html-findings-without-excerpt", shown = FOLDED_DETAILED_PER_RULE, count = list.len()), l)
            ));
        }
        html.push_str("</section>\n");
    }
    html.push_str("</section>\n");
}

/// A file as a finding of the folded document names it: its name alone where no other file of
/// the table has that name (its folder is on its line in the table of sessions, where the place
/// links to), else from the folder the table's files share.
fn short_name<'n>(table: &Table<'_>, name: &'n str, dir: &str) -> &'n str {
    let base = |n: &'n str| n.rsplit_once('/').map_or(n, |(_, b)| b);
    let mine = base(name);
    let same = table
        .sessions
        .iter()
        .filter(|s| s.report.name.rsplit_once('/').map_or(s.report.name.as_str(), |(_, b)| b) == mine)
        .count();
    if same == 1 { mine } else { name.strip_prefix(dir).unwrap_or(name) }
}

/// How a finding is shown: its file, the anchor of its session's line (the folded document
/// names the file of each finding of a table), the lines of context around its excerpt.
struct Shown<'a> {
    file: &'a str,
    /// The file as named in the finding's place (from the folder its table's files share).
    short: &'a str,
    link: Option<&'a str>,
    context: usize,
}

/// One finding: its sentence, place, expected and found, the log excerpt, its waiver.
fn finding(
    f: &Finding,
    shown: &Shown<'_>,
    source: Option<&crate::report::snippets::SparseSource>,
    name_rule: bool,
    id: &str,
    l: Locale,
    html: &mut String,
) {
    let file = shown.file;
    let class = if f.is_active() { "finding" } else { "finding waived" };
    html.push_str(&format!(
        "<li class=\"{class}\" id=\"{id}\" data-code=\"{}\" data-file=\"{}\">\n",
        esc(f.code),
        esc(file)
    ));
    // The finding's words (message, place, expected and found) in one block: the folded
    // document sets them beside the log excerpt.
    html.push_str(&format!("<div class=\"finding-text\">\n<p class=\"message\">{}</p>\n", tr(&f.message, l)));
    let place = match crate::report::position(f) {
        Some(at) => t!("html-finding-place", file = shown.short, line = at.line, column = at.col),
        None => t!("html-finding-place-file", file = shown.short),
    };
    let place = match shown.link {
        Some(link) => format!("<a href=\"#{link}\">{}</a>", tr(&place, l)),
        None => tr(&place, l),
    };
    let rule = match (&f.citation, name_rule) {
        (Some(c), true) => format!(" <span class=\"rule-id\">[{}]</span>", esc(&c.rule)),
        _ => String::new(),
    };
    html.push_str(&format!("<p class=\"place\">{place}{rule}</p>\n"));
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
    // The folded document sets the excerpt's lines on in the finding's paragraph.
    let inline = if shown.context == 0 { excerpt::render_inline(f, source, l) } else { None };
    if let Some(inline) = &inline {
        html.push_str(inline);
        html.push('\n');
    }
    html.push_str("</div>\n");
    if source.is_some() && inline.is_none() {
        html.push_str(&excerpt::render(f, file, source, shown.context, l));
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
///
/// `home`: the official document the table's heading names; a quote of it cites only the
/// article, section and rule (the folded document, whose tables' headings name it).
fn quote(c: &Citation, catalogs: &CatalogSet, home: Option<&str>, l: Locale) -> String {
    let mut out = format!("<blockquote class=\"quote\" data-rule=\"{}\">\n", esc(&c.rule));
    if let Some(rule) = catalogs.get(&c.catalog).and_then(|cat| cat.rule(&c.rule)) {
        out.push_str(&format!("<p class=\"rule-title\">{}</p>\n", esc(rule.title(l.lang))));
    }
    out.push_str(&format!("<p class=\"verbatim\">«{}»</p>\n", esc(&c.quote)));
    let cite = if home == Some(c.document.as_str()) { short_citation(c) } else { citation(c) };
    out.push_str(&format!("<p class=\"cite\">{}</p>\n", tr(&cite, l)));
    let mut by = c.adopted_by.as_deref();
    while let Some(a) = by {
        let text = t!("html-adopted-by", citation = citation(a), quote = a.quote.as_str());
        out.push_str(&format!("<p class=\"adopted\">{}</p>\n", tr(&text, l)));
        by = a.adopted_by.as_deref();
    }
    out.push_str("</blockquote>\n");
    out
}

/// `art. A, §S [RULE]`: a citation of the document its table's heading names.
fn short_citation(c: &Citation) -> Text {
    t!(
        "html-citation-short",
        article = c.article.as_str(),
        section = c.section.as_str(),
        has_section = u8::from(!c.section.is_empty()),
        rule = c.rule.as_str(),
    )
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

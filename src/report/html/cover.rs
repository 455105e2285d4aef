//! The cover page: when and with what the run was made, what was checked, the verdict per
//! table, the catalogue articles applied with their official citation, and the files.

use super::{Document, count, esc, esc_path, study, tr, when};
use crate::catalog::Catalog;
use crate::finding::Severity;
use crate::i18n::{Currency, numbers};
use crate::money::Amount;
use crate::report::custody::Custody;
use crate::report::tables::{FOLD_ABOVE, TableRow};
use crate::report::verdict::Verdict;
use crate::t;

pub(crate) fn render(doc: &Document<'_>, html: &mut String) {
    let l = doc.locale();
    let reports = doc.reports;
    let errors: usize = reports.iter().map(|r| r.count(Severity::Error)).sum();
    let warnings: usize = reports.iter().map(|r| r.count(Severity::Warning)).sum();
    let waived: usize = reports.iter().map(|r| r.waived()).sum();
    let sessions: usize = doc.tables.iter().map(|t| t.sessions.len()).sum();
    let rounds: u64 = reports.iter().map(|r| r.stats.rounds).sum();

    html.push_str("<header class=\"cover\" id=\"cover\">\n");
    html.push_str(&format!("<p class=\"kicker\">{}</p>\n", tr(&t!("html-kicker"), l)));
    html.push_str(&format!("<h1>{}</h1>\n", tr(&t!("html-title"), l)));
    html.push_str(&format!("<p class=\"lead\">{}</p>\n", tr(&t!("html-lead"), l)));
    let facts = [
        (t!("html-cover-date"), tr(&when(doc.opts.generated), l)),
        (t!("html-cover-version"), esc(&format!("veedor {}", env!("CARGO_PKG_VERSION")))),
        (
            t!("html-cover-checked"),
            tr(
                &t!(
                    "html-cover-checked-value",
                    files = reports.len(),
                    tables = doc.tables.len(),
                    sessions = sessions,
                    rounds = rounds,
                    rounds_shown = count(rounds, l)
                ),
                l,
            ),
        ),
        (
            t!("html-cover-findings"),
            tr(&t!("html-cover-findings-value", errors = errors, warnings = warnings, waived = waived), l),
        ),
    ];
    html.push_str("<table class=\"facts cover-facts\"><tbody>\n");
    for (label, value) in facts {
        html.push_str(&format!("<tr><th scope=\"row\">{}</th><td>{value}</td></tr>\n", tr(&label, l)));
    }
    html.push_str("</tbody></table>\n");

    acta(doc, html);
    verdicts(doc, html);

    // The articles applied, with their official citation.
    let mut ids: Vec<&str> = Vec::new();
    for t in &doc.tables {
        if !ids.contains(&t.catalog.as_str()) {
            ids.push(&t.catalog);
        }
    }
    if !ids.is_empty() {
        html.push_str(&format!(
            "<section class=\"articles\">\n<h2>{}</h2>\n<ul class=\"articles\">\n",
            tr(&t!("html-articles-heading"), l)
        ));
        for id in ids {
            html.push_str(&article(id, doc.catalogs.get(id), l));
        }
        html.push_str("</ul>\n</section>\n");
    }

    // The files: a row each in the full document; in the folded one, where a day's export is
    // hundreds of files, each is a line of its table's section (or among the other inputs).
    html.push_str(&format!("<section class=\"files\">\n<h2>{}</h2>\n", tr(&t!("html-files-heading"), l)));
    if !doc.opts.full {
        html.push_str(&format!(
            "<p class=\"files-folded\">{}</p>\n</section>\n</header>\n",
            tr(&t!("html-files-folded", files = reports.len()), l)
        ));
        return;
    }
    html.push_str(&format!(
        "<table class=\"files\"><colgroup><col style=\"width: 29%\"><col style=\"width: 10%\"><col style=\"width: 8%\"><col style=\"width: 8%\"><col style=\"width: 7%\"><col style=\"width: 9%\"><col style=\"width: 11%\"><col style=\"width: 18%\"></colgroup><thead><tr><th>{}</th><th>{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th><th>{}</th></tr></thead><tbody>\n",
        tr(&t!("html-col-file"), l),
        tr(&t!("html-col-table"), l),
        tr(&t!("html-col-lines"), l),
        tr(&t!("html-col-rounds"), l),
        tr(&t!("html-col-errors"), l),
        tr(&t!("html-col-warnings"), l),
        tr(&t!("html-col-waived"), l),
        tr(&t!("html-col-verdict"), l),
    ));
    let mut rows: Vec<(usize, String)> = Vec::new();
    for (i, table) in doc.tables.iter().enumerate() {
        for (j, s) in table.sessions.iter().enumerate() {
            let link = format!("<a href=\"#{}-s{}\">{}</a>", table.anchor(i), j + 1, esc(&table.id));
            rows.push((position(doc, s.report), file_row(s, &link, l)));
        }
    }
    for (j, s) in doc.others.iter().enumerate() {
        let link = format!("<a href=\"#other-{}\">—</a>", j + 1);
        rows.push((position(doc, s.report), file_row(s, &link, l)));
    }
    // In the order the files were checked.
    rows.sort_by_key(|(i, _)| *i);
    for (_, row) in rows {
        html.push_str(&row);
    }
    html.push_str("</tbody></table>\n</section>\n</header>\n");
}

/// Who the report is for: the acta's number, the inspector, the establishment; a line to fill
/// by hand for each one not given.
fn acta(doc: &Document<'_>, html: &mut String) {
    let l = doc.locale();
    let acta = doc.opts.run.map(|r| r.acta.clone()).unwrap_or_default();
    html.push_str("<table class=\"facts acta\"><tbody>\n");
    for (label, value) in [
        (t!("html-acta-id"), &acta.acta_id),
        (t!("html-acta-inspector"), &acta.inspector),
        (t!("html-acta-establishment"), &acta.establishment),
    ] {
        let cell = match value {
            Some(v) => esc(v),
            None => "<span class=\"fill\"></span>".to_owned(),
        };
        html.push_str(&format!("<tr><th scope=\"row\">{}</th><td>{cell}</td></tr>\n", tr(&label, l)));
    }
    html.push_str("</tbody></table>\n");
}

/// The verdict per table, worst first; clean tables counted in a line unless the run lists
/// them all (`--summary-all`).
fn verdicts(doc: &Document<'_>, html: &mut String) {
    let l = doc.locale();
    html.push_str(&format!("<section class=\"verdicts\">\n<h2>{}</h2>\n", tr(&t!("html-verdicts-heading"), l)));
    if doc.tables.is_empty() {
        html.push_str(&format!("<p>{}</p>\n", tr(&t!("html-no-tables"), l)));
        html.push_str("</section>\n");
        return;
    }
    // Each table with its row (a table whose header was read but that has no statistics has
    // none: its findings give its verdict), worst first as `--summary` sorts them.
    let mut entries: Vec<(usize, Option<&TableRow>, Verdict, usize, usize)> = doc
        .tables
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let row = doc
                .rows
                .rows
                .iter()
                .find(|r| r.table.as_ref() == Some(&t.id) && r.catalog.as_ref() == Some(&t.catalog));
            let errors: usize = t.sessions.iter().map(|s| s.report.count(Severity::Error)).sum();
            let warnings: usize = t.sessions.iter().map(|s| s.report.count(Severity::Warning)).sum();
            // The table's own verdict: every session's findings (one whose header was not
            // accepted has no statistics, and no row of its own here), and the statistics' alert.
            (i, row, t.verdict(), errors, warnings)
        })
        .collect();
    entries.sort_by(|a, b| {
        let (x, y) = (&doc.tables[a.0], &doc.tables[b.0]);
        a.2.cmp(&b.2).then(b.3.cmp(&a.3)).then(b.4.cmp(&a.4)).then(x.id.cmp(&y.id)).then(x.catalog.cmp(&y.catalog))
    });
    let folds = !doc.opts.all_tables && doc.tables.len() > FOLD_ABOVE;
    let clean = if folds { entries.iter().filter(|e| e.2 == Verdict::Compliant).count() } else { 0 };
    entries.retain(|e| !folds || e.2 != Verdict::Compliant);
    if !entries.is_empty() {
        html.push_str(&format!(
            "<table class=\"verdicts\"><colgroup><col style=\"width: 8%\"><col style=\"width: 18%\"><col style=\"width: 7%\"><col style=\"width: 7%\"><col style=\"width: 11%\"><col style=\"width: 9%\"><col style=\"width: 12%\"><col style=\"width: 12%\"><col style=\"width: 16%\"></colgroup><thead><tr><th>{}</th><th>{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>\n",
            tr(&t!("html-col-table"), l),
            tr(&t!("html-col-catalog"), l),
            tr(&t!("html-col-sessions"), l),
            tr(&t!("html-col-rounds"), l),
            tr(&t!("html-col-staked"), l),
            tr(&t!("html-col-hold"), l),
            tr(&t!("html-col-frequencies"), l),
            tr(&t!("html-col-verdict"), l),
            tr(&t!("html-col-codes"), l),
        ));
    }
    for &(i, row, verdict, _, _) in &entries {
        let table = &doc.tables[i];
        let outcomes = table.estudio.as_ref().map(|e| &e.study.outcomes);
        let (class, test) = match outcomes {
            Some(f) => study::test_short(f, l),
            None => ("none", t!("html-test-short-none")),
        };
        let currency = row.and_then(|r| r.currency.as_deref()).unwrap_or("EUR");
        let money = l.with_currency(Currency::from_code(currency));
        let staked = row.and_then(|r| r.staked).map_or_else(|| "—".to_owned(), |m| numbers::amount(Amount(m), money));
        let hold = row
            .and_then(|r| r.hold)
            .map_or_else(|| "—".to_owned(), |h| numbers::percent(i128::from(*h.numer()), i128::from(*h.denom()), 2, l));
        let codes = row.map_or_else(|| "—".to_owned(), TableRow::codes_short);
        html.push_str(&format!(
            "<tr data-table=\"{}\" data-verdict=\"{}\"><td class=\"table-id\"><a href=\"#{}\">{}</a></td><td class=\"id\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"test {class}\">{}</td><td>{}</td><td class=\"id codes\">{}</td></tr>\n",
            esc(&table.id),
            verdict.key(),
            table.anchor(i),
            esc(&table.id),
            esc_path(&table.catalog),
            table.sessions.len(),
            count(table.rounds(), l),
            esc(&staked),
            esc(&hold),
            tr(&test, l),
            super::badge(verdict, l),
            esc(&codes),
        ));
    }
    if !entries.is_empty() {
        html.push_str("</tbody></table>\n");
    }
    if clean > 0 {
        html.push_str(&format!("<p class=\"clean-folded\">{}</p>\n", tr(&t!("html-clean-folded", tables = clean), l)));
    }
    html.push_str("</section>\n");
}

/// The annex of the chain of custody, the document's last section (after the tables, in the
/// folded document as in the full one): the program and command line, each catalogue
/// article's origin and SHA-256, each file's SHA-256 and size.
pub(crate) fn custody(doc: &Document<'_>, html: &mut String) {
    let l = doc.locale();
    let mut c = Custody::new(doc.opts.run.cloned().unwrap_or_default());
    doc.reports.iter().for_each(|r| c.add(r));
    c.seal_articles(doc.catalogs);
    html.push_str(&format!(
        "<section class=\"custody\" id=\"custody\">\n<h2>{}</h2>\n<table class=\"facts\"><tbody>\n",
        tr(&t!("html-custody-heading"), l)
    ));
    html.push_str(&format!(
        "<tr><th scope=\"row\">{}</th><td>{}</td></tr>\n",
        tr(&t!("html-custody-program"), l),
        esc(&format!("veedor {}", env!("CARGO_PKG_VERSION")))
    ));
    let command = if c.run.command.is_empty() { "—".to_owned() } else { c.run.command.clone() };
    html.push_str(&format!(
        "<tr><th scope=\"row\">{}</th><td><code class=\"command\">{}</code></td></tr>\n",
        tr(&t!("html-custody-command"), l),
        esc(&command)
    ));
    html.push_str("</tbody></table>\n");
    if !c.articles.is_empty() {
        html.push_str(&format!(
            "<table class=\"custody-articles\"><colgroup><col class=\"article\"><col class=\"origin\"><col class=\"digest\"></colgroup><thead><tr><th>{}</th><th>{}</th><th>SHA-256</th></tr></thead><tbody>\n",
            tr(&t!("html-col-catalog"), l),
            tr(&t!("html-custody-origin"), l)
        ));
        for a in &c.articles {
            html.push_str(&format!(
                "<tr><td class=\"id\">{}</td><td class=\"path\">{}</td><td class=\"digest\">{}</td></tr>\n",
                esc_path(&a.id),
                esc_path(&a.origin),
                esc(&a.sha256)
            ));
        }
        html.push_str("</tbody></table>\n");
    }
    // The files, a line each in a compact monospace table: the folder once (a row of its own,
    // where the files of a folder run on), then each file's name, size and digest. A day's
    // export is hundreds of files: a line per file keeps the annex a few pages, not forty.
    html.push_str(&format!(
        "<table class=\"custody-files\"><colgroup><col class=\"file\"><col class=\"bytes\"><col class=\"digest\"></colgroup><thead><tr><th>{}</th><th class=\"num\">{}</th><th>SHA-256</th></tr></thead><tbody>\n",
        tr(&t!("html-col-file"), l),
        tr(&t!("html-custody-bytes"), l)
    ));
    let mut folder: Option<&str> = None;
    for f in &c.files {
        let (dir, name) = f.file.rsplit_once('/').map_or(("", f.file.as_str()), |(d, n)| (&f.file[..=d.len()], n));
        if folder != Some(dir) {
            if !dir.is_empty() {
                html.push_str(&format!("<tr class=\"folder\"><td colspan=\"3\">{}</td></tr>\n", esc_path(dir)));
            }
            folder = Some(dir);
        }
        html.push_str(&format!(
            "<tr data-file=\"{}\"><td class=\"path\">{}</td><td class=\"num\">{}</td><td class=\"digest\">{}</td></tr>\n",
            esc(&f.file),
            esc_path(name),
            f.size.map_or_else(|| "—".to_owned(), |n| count(n, l)),
            f.sha256.as_deref().map_or_else(|| "—".to_owned(), esc)
        ));
    }
    html.push_str("</tbody></table>\n</section>\n");
}

/// Where `report` is in the run.
fn position(doc: &Document<'_>, report: &crate::check::FileReport) -> usize {
    doc.reports.iter().position(|r| std::ptr::eq(r, report)).unwrap_or(usize::MAX)
}

fn file_row(s: &super::Session<'_>, table: &str, l: crate::i18n::Locale) -> String {
    let r = s.report;
    format!(
        "<tr class=\"file\"><td class=\"path\">{}</td><td class=\"table-id\">{table}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td></tr>\n",
        esc_path(&r.name),
        count(r.stats.lines, l),
        count(r.stats.rounds, l),
        r.count(Severity::Error),
        r.count(Severity::Warning),
        r.waived(),
        super::badge(s.verdict(), l)
    )
}

/// One catalogue article: its heading and id, the official text it comes from, and the
/// provision that adopts it where it is adopted.
fn article(id: &str, catalog: Option<&Catalog>, l: crate::i18n::Locale) -> String {
    let Some(c) = catalog else {
        return format!("<li><span class=\"id\">{}</span></li>\n", esc(id));
    };
    let source = &c.file.source;
    let mut out = format!(
        "<li><span class=\"article-title\">{}</span> <span class=\"id\">{}</span><br><span class=\"cite\">{}</span>",
        esc(&c.file.title),
        esc(id),
        tr(&t!("html-article-source", document = source.document.as_str(), article = source.article.as_str()), l)
    );
    if let Some(a) = &c.adoption {
        let text = t!(
            "html-article-adopts",
            rules_of = a.rules_of.as_str(),
            citation = super::sections::citation(&a.citation),
            quote = a.citation.quote.as_str()
        );
        out.push_str(&format!("<br><span class=\"adopted\">{}</span>", tr(&text, l)));
    }
    out.push_str("</li>\n");
    out
}

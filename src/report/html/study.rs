//! A table's study in the report: the money (staked, paid, collected, the observed hold beside
//! the theoretical house edge) and the outcome frequencies (the chart, the chi-square test and
//! a plain-language line). The figures are the data layer's ([`crate::study`]); this only
//! writes them.

use num_rational::Ratio;

use super::sections::SessionAnchor;
use super::{Session, chart, decimal, tr};
use crate::i18n::numbers::{amount, percent};
use crate::i18n::{Currency, Locale, Text};
use crate::study::{Frequencies, HouseIncome, NoEdge, NoOdds, TableStudy, TheoreticalEdge, Verdict};
use crate::t;

/// The locale of a study's amounts: the report's language, the table's currency.
pub(crate) fn locale(study: &TableStudy, base: Locale) -> Locale {
    base.with_currency(Currency::from_code(&study.currency))
}

/// The money table: what was staked, paid, collected and returned, and the house's result.
pub(crate) fn money(study: &TableStudy, locale: Locale) -> String {
    let m = &study.money;
    let mut rows: Vec<(Text, String, &str)> = vec![
        (t!("html-money-staked"), amount(m.staked, locale), ""),
        (t!("html-money-paid"), amount(m.paid, locale), ""),
        (t!("html-money-collected"), amount(m.collected, locale), ""),
        (t!("html-money-returned"), amount(m.returned, locale), ""),
    ];
    if m.house_income == HouseIncome::Cagnotte || m.cagnotte.minor() != 0 {
        rows.push((t!("html-money-cagnotte"), amount(m.cagnotte, locale), ""));
    }
    let result = match m.house_income {
        HouseIncome::Banker => t!("html-money-house-result-banker"),
        HouseIncome::Cagnotte => t!("html-money-house-result-cagnotte"),
    };
    rows.push((result, amount(m.house_result(), locale), "total"));
    for (label, value) in take_items(study, locale) {
        rows.push((label, value, ""));
    }
    let mut out = String::from("<table class=\"money\"><tbody>\n");
    for (label, value, class) in rows {
        let class = if class.is_empty() { String::new() } else { format!(" class=\"{class}\"") };
        out.push_str(&format!(
            "<tr{class}><th scope=\"row\">{}</th><td class=\"num\">{}</td></tr>\n",
            tr(&label, locale),
            super::esc(&value)
        ));
    }
    out.push_str("</tbody></table>\n");
    out
}

/// The house's take beside the most its article allows, where the game has one (póquer de
/// círculo): its share of the pots, the article's maximum over the same hands, and both per hour
/// of play when the log's timestamps give the hours. Plain text, escaped by the caller.
fn take_items(study: &TableStudy, locale: Locale) -> Vec<(Text, String)> {
    let Some(take) = &study.take else { return Vec::new() };
    let mut items = Vec::new();
    if let Some(rate) = take.rate() {
        let share = t!(
            "html-take-share-value",
            percent = percent(*rate.numer(), *rate.denom(), 2, locale),
            pots = amount(take.pots, locale)
        );
        items.push((t!("html-take-share"), share.render(locale)));
    }
    items.push((t!("html-take-allowed"), amount(take.allowed, locale)));
    if let (Some(taken), Some(allowed), Some(minutes)) =
        (take.per_hour(take.taken), take.per_hour(take.allowed), take.minutes)
    {
        let value = t!(
            "html-take-per-hour-value",
            taken = amount(taken, locale),
            allowed = amount(allowed, locale),
            hours = decimal(minutes as f64 / 60.0, 1, locale)
        );
        items.push((t!("html-take-per-hour"), value.render(locale)));
    }
    items
}

/// The money of each kind of bet (monte's suertes) beside its exact edge: staked, won by
/// players, the commission kept, its hold and its edge; empty where the game does not count it.
pub(crate) fn kinds(study: &TableStudy, locale: Locale) -> String {
    if study.kinds.is_empty() {
        return String::new();
    }
    let mut out = format!("<h5 class=\"kinds\">{}</h5>\n", tr(&t!("html-kinds-heading"), locale));
    out.push_str("<table class=\"kinds\"><thead><tr>");
    out.push_str(&format!("<th>{}</th>", tr(&t!("html-kinds-bet"), locale)));
    for head in [
        t!("html-kinds-staked"),
        t!("html-kinds-won"),
        t!("html-kinds-commission"),
        t!("html-kinds-hold"),
        t!("html-kinds-edge"),
    ] {
        out.push_str(&format!("<th class=\"num\">{}</th>", tr(&head, locale)));
    }
    out.push_str("</tr></thead><tbody>\n");
    for k in &study.kinds {
        let hold = k.hold().map_or_else(|| "—".to_owned(), |h| hold_percent(h, locale));
        let edge = k.edge.edge().map_or_else(|| "—".to_owned(), |e| percent(*e.numer(), *e.denom(), 2, locale));
        out.push_str(&format!(
            "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
            tr(&k.name, locale),
            super::esc(&amount(k.staked, locale)),
            super::esc(&amount(k.paid, locale)),
            super::esc(&amount(k.commission, locale)),
            super::esc(&hold),
            super::esc(&edge),
        ));
    }
    out.push_str("</tbody></table>\n");
    out
}

/// The observed hold beside the theoretical house edge: a table of the two, and a bar each
/// on one scale.
pub(crate) fn hold_edge(study: &TableStudy, locale: Locale) -> String {
    let hold = study.hold();
    let edge = study.edge.value();
    let hold_text = match hold {
        Some(h) => tr(&t!("html-money-hold-value", percent = hold_percent(h, locale)), locale),
        None => tr(&t!("html-money-hold-none"), locale),
    };
    let mut out = String::from("<table class=\"hold-edge\"><tbody>\n");
    out.push_str(&format!(
        "<tr class=\"hold\"><th scope=\"row\">{}</th><td class=\"num\">{hold_text}</td></tr>\n",
        tr(&t!("html-money-hold"), locale)
    ));
    out.push_str(&format!(
        "<tr class=\"edge\"><th scope=\"row\">{}</th><td class=\"num\">{}</td></tr>\n",
        tr(&t!("html-money-edge"), locale),
        tr(&edge_text(study, locale), locale)
    ));
    out.push_str("</tbody></table>\n");
    let hold_f = hold.map(|h| *h.numer() as f64 / *h.denom() as f64);
    let edge_f = edge.map(chart::ratio_f64);
    let label = |h: Option<Ratio<i64>>| h.map(|h| hold_percent(h, locale));
    let edge_label = edge.map(|e| percent(*e.numer(), *e.denom(), 2, locale));
    if let Some(svg) = chart::hold_edge(hold_f.zip(label(hold)), edge_f.zip(edge_label), locale) {
        out.push_str(&svg);
    }
    out
}

/// The observed hold as a percentage with two decimals.
fn hold_percent(h: Ratio<i64>, locale: Locale) -> String {
    percent(i128::from(*h.numer()), i128::from(*h.denom()), 2, locale)
}

/// The theoretical edge, exact: `2,70 % (1/37)`; basic strategy's, per initial stake; or why
/// there is none.
pub(crate) fn edge_text(study: &TableStudy, locale: Locale) -> Text {
    if let TheoreticalEdge::Strategy(s) = &study.edge
        && let Ok(e) = s.edge()
    {
        return t!("html-edge-basic-strategy", percent = percent(*e.numer(), *e.denom(), 2, locale), decks = s.decks);
    }
    match (study.edge.value(), study.edge.why_not()) {
        (Some(e), _) => {
            let pct = percent(*e.numer(), *e.denom(), 2, locale);
            // The exact fraction, where it is short enough to read (a mix of bets has long ones).
            if *e.denom() < 10_000 {
                t!("html-edge-value-exact", percent = pct, fraction = e.to_string())
            } else {
                t!("html-edge-value", percent = pct)
            }
        }
        (None, Some(NoEdge::HouseDoesNotBank)) => t!("html-edge-house-does-not-bank"),
        (None, Some(NoEdge::HousePlaysNoHand)) => t!("html-edge-house-plays-no-hand"),
        (None, Some(NoEdge::NotEnumerable { detail })) => t!("html-edge-not-enumerable", detail = detail.clone()),
        (None, _) => t!("html-edge-no-stakes"),
    }
}

/// The frequencies: chart, a small table where there are few categories, and the test's line.
pub(crate) fn frequencies(f: &Frequencies, locale: Locale) -> String {
    let mut out = String::from("<figure class=\"frequencies\">\n");
    if let Some(svg) = chart::bars(f, locale) {
        out.push_str(&svg);
    }
    if f.categories.len() <= 6 && !f.categories.is_empty() {
        out.push_str(&format!(
            "<table class=\"outcomes\"><thead><tr><th>{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th></tr></thead><tbody>\n",
            tr(&t!("html-outcome"), locale),
            tr(&t!("html-outcome-observed"), locale),
            tr(&t!("html-outcome-probability"), locale),
            tr(&t!("html-outcome-expected"), locale),
        ));
        for c in &f.categories {
            let (p, e) = match c.probability {
                Some(p) => (
                    percent(*p.numer(), *p.denom(), 2, locale),
                    decimal(f.total as f64 * chart::ratio_f64(p), 1, locale),
                ),
                None => ("—".to_owned(), "—".to_owned()),
            };
            out.push_str(&format!(
                "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
                super::esc(&c.shown(locale)),
                c.observed,
                super::esc(&p),
                super::esc(&e)
            ));
        }
        out.push_str("</tbody></table>\n");
    }
    let (class, line) = test_line(f, locale);
    out.push_str(&format!("<figcaption class=\"test {class}\">{}</figcaption>\n", tr(&line, locale)));
    out.push_str("</figure>\n");
    out
}

/// The test in plain words, and a class for its colour: «sin indicios de sesgo», «frecuencias
/// anómalas, p = 0,003», too few rounds, or why there are no exact probabilities.
pub(crate) fn test_line(f: &Frequencies, locale: Locale) -> (&'static str, Text) {
    let Some(test) = &f.test else {
        return match &f.why_not {
            Some(NoOdds::NotEnumerable { detail }) => ("none", t!("html-test-not-enumerable", detail = detail.clone())),
            None => ("none", t!("html-test-none")),
        };
    };
    let stats = t!(
        "html-test-statistic",
        chi2 = decimal(test.statistic, 2, locale),
        df = test.degrees_of_freedom,
        rounds = f.total,
        rounds_shown = super::count(f.total, locale),
        unit = f.counted.as_str(),
    );
    match test.verdict {
        Verdict::NoSignOfBias => (
            "ok",
            t!(
                "html-test-no-sign-of-bias",
                p = p_value(test.p_value, locale),
                threshold = crate::report::stats::threshold_text(test.threshold, locale),
                stats = stats
            ),
        ),
        Verdict::Anomalous => (
            "bad",
            t!(
                "html-test-anomalous",
                p = p_value(test.p_value, locale),
                threshold = crate::report::stats::threshold_text(test.threshold, locale),
                stats = stats
            ),
        ),
        Verdict::TooFewRounds => (
            "none",
            t!(
                "html-test-too-few-rounds",
                unit = f.counted.as_str(),
                min_expected = decimal(test.min_expected, 2, locale),
                needed = decimal(crate::study::MIN_EXPECTED, 0, locale),
                stats = stats,
            ),
        ),
    }
}

/// A p-value as read: `p = 0,003` (three decimals), `p < 0,001` below.
pub(crate) fn p_value(p: f64, locale: Locale) -> String {
    if p < 0.001 { format!("p < {}", decimal(0.001, 3, locale)) } else { format!("p = {}", decimal(p, 3, locale)) }
}

/// The short form of the test for a table row: «sin indicios», «anómalas (p = 0,003)», …
pub(crate) fn test_short(f: &Frequencies, locale: Locale) -> (&'static str, Text) {
    match &f.test {
        Some(t) => match t.verdict {
            Verdict::NoSignOfBias => ("ok", t!("html-test-short-ok", p = p_value(t.p_value, locale))),
            Verdict::Anomalous => ("bad", t!("html-test-short-anomalous", p = p_value(t.p_value, locale))),
            Verdict::TooFewRounds => ("none", t!("html-test-short-too-few", unit = f.counted.as_str())),
        },
        None => ("none", t!("html-test-short-none")),
    }
}

/// The study of one table, under a heading: its money beside its hold and edge, then its
/// frequencies across the page.
pub(crate) fn block(study: &TableStudy, heading: Text, base: Locale) -> String {
    let locale = locale(study, base);
    let mut out = String::from("<section class=\"study\">\n");
    out.push_str(&format!("<h4>{}</h4>\n", tr(&heading, locale)));
    out.push_str("<div class=\"study-grid\">\n<div class=\"money-col\">\n");
    out.push_str(&format!("<h5>{}</h5>\n", tr(&t!("html-money-heading"), locale)));
    out.push_str(&money(study, locale));
    out.push_str("</div>\n<div class=\"hold-col\">\n");
    out.push_str(&format!("<h5>{}</h5>\n", tr(&t!("html-hold-edge-heading"), locale)));
    out.push_str(&hold_edge(study, locale));
    out.push_str("</div>\n</div>\n");
    out.push_str(&kinds(study, locale));
    out.push_str(&format!(
        "<h5>{}</h5>\n",
        tr(
            &t!(
                "html-frequencies-heading",
                unit = study.outcomes.counted.as_str(),
                rounds = study.outcomes.total,
                rounds_shown = super::count(study.outcomes.total, locale)
            ),
            locale
        )
    ));
    out.push_str(&frequencies(&study.outcomes, locale));
    for view in &study.views {
        out.push_str(&format!("<h5>{}</h5>\n", tr(&view.title, locale)));
        out.push_str(&frequencies(&view.frequencies, locale));
    }
    out.push_str("</section>\n");
    out
}

/// The study of a table shown in full in the folded document, when its statistics call for no
/// second look (no anomalous frequency): its money, hold and edge in a run-on line, and each
/// frequency's test in a line, no chart. An inspector reads the figures; the charts are for the
/// table with an observation ([`block`]), and for `--html-full`.
pub(crate) fn block_folded(study: &TableStudy, heading: Text, base: Locale) -> String {
    if super::anomalous(study) {
        return block(study, heading, base);
    }
    let locale = locale(study, base);
    let m = &study.money;
    let mut out = String::from("<section class=\"study study-folded\">\n");
    out.push_str(&format!("<h4>{}</h4>\n", tr(&heading, locale)));
    let mut items: Vec<(Text, String)> = vec![
        (t!("html-money-staked"), super::esc(&amount(m.staked, locale))),
        (t!("html-money-paid"), super::esc(&amount(m.paid, locale))),
        (t!("html-money-collected"), super::esc(&amount(m.collected, locale))),
        (t!("html-money-returned"), super::esc(&amount(m.returned, locale))),
    ];
    if m.house_income == HouseIncome::Cagnotte || m.cagnotte.minor() != 0 {
        items.push((t!("html-money-cagnotte"), super::esc(&amount(m.cagnotte, locale))));
    }
    let result = match m.house_income {
        HouseIncome::Banker => t!("html-money-house-result-banker"),
        HouseIncome::Cagnotte => t!("html-money-house-result-cagnotte"),
    };
    items.push((result, super::esc(&amount(m.house_result(), locale))));
    for (label, value) in take_items(study, locale) {
        items.push((label, super::esc(&value)));
    }
    let hold = match study.hold() {
        Some(h) => t!("html-money-hold-value", percent = hold_percent(h, locale)),
        None => t!("html-money-hold-none"),
    };
    items.push((t!("html-money-hold"), tr(&hold, locale)));
    items.push((t!("html-money-edge"), tr(&edge_text(study, locale), locale)));
    out.push_str("<dl class=\"study-line\">");
    for (label, value) in items {
        out.push_str(&format!("<dt>{}</dt><dd>{value}</dd>", tr(&label, locale)));
    }
    out.push_str("</dl>\n");
    out.push_str(&kinds(study, locale));
    out.push_str("<ul class=\"test-lines\">\n");
    let outcomes = t!(
        "html-frequencies-heading",
        unit = study.outcomes.counted.as_str(),
        rounds = study.outcomes.total,
        rounds_shown = super::count(study.outcomes.total, locale)
    );
    for (what, f) in
        std::iter::once((&outcomes, &*study.outcomes)).chain(study.views.iter().map(|v| (&v.title, &v.frequencies)))
    {
        let (class, short) = match (test_short(f, locale), &f.test) {
            (_, None) => ("none", t!("html-test-short-no-test")),
            (short, Some(_)) => short,
        };
        out.push_str(&format!(
            "<li class=\"test {class}\"><span class=\"what\">{}</span>: {}</li>\n",
            tr(what, locale),
            tr(&short, locale)
        ));
    }
    out.push_str("</ul>\n</section>\n");
    out
}

/// The sessions of a table, one row each: file, opening, rounds, staked, hold, test, verdict.
/// A session shown in full below links to its section; a folded one is only this row (which
/// carries its anchor, for the cover's link).
pub(crate) fn sessions_table<'a>(sessions: &'a [Session<'_>], anchors: &[SessionAnchor], base: Locale) -> String {
    let dir = super::sections::common_dir(sessions.iter().map(|s| s.report.name.as_str()));
    let mut out = String::new();
    if !dir.is_empty() {
        out.push_str(&format!("<p class=\"files-in\">{}</p>\n", tr(&t!("html-files-in", dir = dir), base)));
    }
    out.push_str(&format!(
        "<table class=\"sessions\"><colgroup><col class=\"file\"><col class=\"when\"><col class=\"rounds\"><col class=\"staked\"><col class=\"hold\"><col class=\"test\"><col class=\"verdict\"></colgroup><thead><tr><th>{}</th><th>{} <span class=\"zone\">({})</span></th><th class=\"num\">{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th><th>{}</th><th>{}</th></tr></thead><tbody>\n",
        tr(&t!("html-col-file"), base),
        tr(&t!("html-col-opened"), base),
        tr(&t!("html-col-when-note"), base),
        tr(&t!("html-col-rounds"), base),
        tr(&t!("html-col-staked"), base),
        tr(&t!("html-col-hold"), base),
        tr(&t!("html-col-frequencies"), base),
        tr(&t!("html-col-verdict"), base),
    ));
    // Where the table's files are in several folders (a day's export is one; the fixtures'
    // tables are not), a row names each folder once and the rows under it the files alone: a
    // row per session on one line.
    let folder_of = |name: &'a str| -> (&'a str, &'a str) {
        let rel = name.strip_prefix(dir).unwrap_or(name);
        rel.rsplit_once('/').map_or(("", rel), |(d, f)| (&rel[..=d.len()], f))
    };
    let folders = sessions.iter().any(|s| !folder_of(&s.report.name).0.is_empty());
    let mut folder: Option<&str> = None;
    for (s, anchor) in sessions.iter().zip(anchors) {
        let (here, own) = folder_of(&s.report.name);
        if folders && folder != Some(here) {
            out.push_str(&format!(
                "<tr class=\"folder\"><td colspan=\"7\" class=\"path\">{}</td></tr>\n",
                if here.is_empty() { super::esc(dir) } else { super::esc_path(here) }
            ));
            folder = Some(here);
        }
        let file =
            super::esc_path(if folders { own } else { s.report.name.strip_prefix(dir).unwrap_or(&s.report.name) });
        let (row, file) = match anchor {
            SessionAnchor::Section(id) => (String::new(), format!("<a href=\"#{id}\">{file}</a>")),
            SessionAnchor::Line(id) => {
                (format!(" class=\"folded\" id=\"{id}\" data-file=\"{}\"", super::esc(&s.report.name)), file)
            }
        };
        let verdict = super::badge(s.verdict(), base);
        let Some(study) = s.report.study.as_deref() else {
            out.push_str(&format!(
                "<tr{row}><td class=\"path\">{file}</td><td colspan=\"5\">{}</td><td>{verdict}</td></tr>\n",
                tr(&t!("html-session-no-study"), base)
            ));
            continue;
        };
        let l = locale(study, base);
        let hold = study.hold().map_or_else(|| "—".to_owned(), |h| hold_percent(h, l));
        // A session's own test, where it can judge (a session of a few rounds cannot: a dash).
        let (class, test) = match test_short(&study.outcomes, l) {
            ("none", _) => ("none", "—".to_owned()),
            (class, text) => (class, tr(&text, l)),
        };
        out.push_str(&format!(
            "<tr{row}><td class=\"path\">{file}</td><td class=\"when\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"test {class}\">{}</td><td>{verdict}</td></tr>\n",
            super::sections::log_time(study.opened.as_deref(), false, l),
            super::count(study.rounds, l),
            super::esc(&amount(study.money.staked, l)),
            super::esc(&hold),
            test,
        ));
    }
    out.push_str("</tbody></table>\n");
    out
}

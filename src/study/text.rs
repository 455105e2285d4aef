//! The «estudios» as text, for `--summary`: a section per table, in the reader's language
//! (`i18n/<lang>/study.ftl`), amounts and figures as the locale writes them.

use crate::i18n::numbers::percent;
use crate::i18n::{Currency, Lang, Locale, Text};
use crate::t;

use super::estudios::Estudios;
use super::{HouseIncome, NoEdge, TableStudy, Verdict};

/// A section per table: heading, money, hold beside the edge, the outcomes' test.
pub fn render(estudios: &Estudios, locale: Locale) -> String {
    let mut out = String::new();
    for e in &estudios.tables {
        out.push('\n');
        out.push_str(&section(&e.study, e.files.len(), locale));
        if !e.repeated.is_empty() {
            let files: Vec<String> = e.repeated.iter().map(|r| r.file.clone()).collect();
            let line = t!("study-repeated", count = e.repeated.len(), files = files.join(", "));
            out.push_str(&format!("  {}\n", line.render(locale)));
        }
        if let Some(line) = minimum_changes(e, locale) {
            out.push_str(&format!("  {}\n", line.render(locale)));
        }
    }
    out
}

/// The note of an estudio whose table minimum changes between sessions, if it does.
pub fn minimum_changes(e: &super::estudios::Estudio, locale: Locale) -> Option<Text> {
    if e.minimum_changes.is_empty() {
        return None;
    }
    let money = locale.with_currency(Currency::from_code(&e.study.currency));
    // The first few, and how many more: a table whose minimum moves every day gives a line,
    // not a paragraph.
    const SHOWN: usize = 3;
    let mut changes: Vec<String> = e
        .minimum_changes
        .iter()
        .take(SHOWN)
        .map(|c| {
            format!(
                "{}: {} → {}",
                c.file,
                crate::i18n::numbers::amount(c.from, money),
                crate::i18n::numbers::amount(c.to, money)
            )
        })
        .collect();
    if e.minimum_changes.len() > SHOWN {
        changes.push(format!("(+{})", e.minimum_changes.len() - SHOWN));
    }
    Some(t!("study-minimum-changed", changes = changes.join("; ")))
}

/// A figure with `decimals` places, with the locale's decimal separator.
fn decimal(x: f64, decimals: usize, locale: Locale) -> String {
    let s = format!("{x:.decimals$}");
    if locale.local_numbers && locale.lang == Lang::Es { s.replace('.', ",") } else { s }
}

/// One table's section: four lines, and one per further view of its game.
pub fn section(s: &TableStudy, files: usize, locale: Locale) -> String {
    let locale = locale.with_currency(Currency::from_code(&s.currency));
    let mut lines: Vec<Text> = Vec::new();
    lines.push(t!(
        "study-table-heading",
        table = s.table.as_str(),
        catalog = s.catalog.as_str(),
        files = files,
        sessions = s.sessions,
        rounds = s.rounds
    ));
    let m = &s.money;
    lines.push(match m.house_income {
        HouseIncome::Banker => t!(
            "study-money-banker",
            staked = m.staked,
            paid = m.paid,
            returned = m.returned,
            collected = m.collected,
            result = m.house_result()
        ),
        HouseIncome::Cagnotte => t!(
            "study-money-cagnotte",
            staked = m.staked,
            paid = m.paid,
            collected = m.collected,
            result = m.house_result()
        ),
    });
    let hold = match s.hold() {
        Some(h) => Text::verbatim(percent(i128::from(*h.numer()), i128::from(*h.denom()), 4, locale)),
        None => t!("study-hold-none"),
    };
    let edge = match (s.edge.value(), s.edge.why_not()) {
        (Some(e), _) if !s.edge.is_exact() => {
            t!("study-edge-basic-strategy", percent = percent(*e.numer(), *e.denom(), 4, locale))
        }
        (Some(e), _) => {
            t!("study-edge-value", percent = percent(*e.numer(), *e.denom(), 4, locale), fraction = e.to_string())
        }
        (None, Some(NoEdge::HouseDoesNotBank)) => t!("study-edge-house-does-not-bank"),
        (None, Some(NoEdge::HousePlaysNoHand)) => t!("study-edge-house-plays-no-hand"),
        (None, Some(NoEdge::NotEnumerable { .. })) => t!("study-edge-not-enumerable"),
        (None, _) => t!("study-edge-no-stakes"),
    };
    lines.push(t!("study-hold", hold = hold, edge = edge));
    if let Some(take) = &s.take {
        let rate = match take.rate() {
            Some(r) => Text::verbatim(percent(*r.numer(), *r.denom(), 2, locale)),
            None => t!("study-hold-none"),
        };
        lines.push(t!("study-take", taken = take.taken, pots = take.pots, rate = rate, allowed = take.allowed));
        if let (Some(taken), Some(allowed)) = (take.per_hour(take.taken), take.per_hour(take.allowed)) {
            lines.push(t!("study-take-per-hour", taken = taken, allowed = allowed));
        }
    }
    let o = &s.outcomes;
    lines.push(match &o.test {
        Some(test) => {
            let verdict = match test.verdict {
                Verdict::NoSignOfBias => t!("study-verdict-no-sign-of-bias"),
                Verdict::Anomalous => t!(
                    "study-verdict-anomalous",
                    threshold = crate::report::stats::threshold_text(test.threshold, locale)
                ),
                Verdict::TooFewRounds => {
                    t!("study-verdict-too-few-rounds", min = decimal(super::MIN_EXPECTED, 0, locale))
                }
            };
            t!(
                "study-outcomes-tested",
                total = o.total,
                statistic = decimal(test.statistic, 2, locale),
                df = test.degrees_of_freedom,
                p = decimal(test.p_value, 4, locale),
                verdict = verdict
            )
        }
        None => {
            // Log words and counts: `banca 867, punto 952, empate 181`.
            let counts: Vec<String> =
                o.categories.iter().map(|c| format!("{} {}", c.shown(locale), c.observed)).collect();
            t!("study-outcomes-untested", counts = counts.join(", "))
        }
    });
    for view in &s.views {
        // Names (the círculo's, in the reader's language) or log words, and counts, as the
        // untested outcomes: `1–5 0, 6–10 3, …`.
        let counts: Vec<String> =
            view.frequencies.categories.iter().map(|c| format!("{} {}", c.shown(locale), c.observed)).collect();
        lines.push(t!("study-view", title = view.title.clone(), counts = counts.join(", ")));
    }
    let mut out = String::new();
    for (i, line) in lines.iter().enumerate() {
        if i > 0 {
            out.push_str("  ");
        }
        out.push_str(&line.render(locale));
        out.push('\n');
    }
    out
}

//! The text `veedor odds` prints for a Black Jack article: the rules the figures assume, the
//! house edge of basic strategy, insurance's edge, and the chart (one letter a decision), in
//! the reader's language.

use super::{Action, DealerBlackJack, Report, Row, Rules, StrategyError, UPCARDS, basic_strategy};
use crate::engine::black_jack::odds::{MAX_DECKS, Shoe};
use crate::i18n::numbers::percent;
use crate::i18n::{Locale, Text};
use crate::t;

/// An `f64` fraction as a percentage with four places, written as `locale` writes numbers.
fn percent_f64(x: f64, locale: Locale) -> String {
    // Twelve decimal places of the fraction carry the four of the percentage with room to spare;
    // the figure is a probability-weighted sum well inside i128.
    const SCALE: f64 = 1e12;
    percent((x * SCALE).round() as i128, SCALE as i128, 4, locale)
}

/// The error as a sentence in the reader's language.
pub fn error_text(e: StrategyError) -> Text {
    match e {
        StrategyError::Decks(d) => t!("bj-odds-error-decks", max = MAX_DECKS, decks = d),
        StrategyError::Payout => t!("bj-odds-error-payout"),
    }
}

/// What `veedor odds` prints for a Black Jack article `catalog` whose rules are `rules`, dealt
/// from `shoe`: [`render`]'s report, and for a finite shoe (an approximation) the infinite
/// deck's exact edge beside it. The error, if any, is a sentence for the reader.
pub fn text(catalog: &str, rules: &Rules, shoe: Shoe, locale: Locale) -> Result<String, Text> {
    let report = basic_strategy(rules, shoe).map_err(error_text)?;
    let infinite = match shoe {
        Shoe::Infinite => None,
        Shoe::Decks(_) => Some(basic_strategy(rules, Shoe::Infinite).map_err(error_text)?.edge),
    };
    Ok(render_with(catalog, &report, infinite, locale))
}

/// The report for `catalog` (the article's id), in `locale`.
pub fn render(catalog: &str, report: &Report, locale: Locale) -> String {
    render_with(catalog, report, None, locale)
}

/// [`render`], with the infinite deck's exact edge under the same rules when given.
fn render_with(catalog: &str, report: &Report, infinite: Option<f64>, locale: Locale) -> String {
    let text = |t: Text| t.render(locale);
    let r = &report.rules;
    let mut s = text(t!("bj-strategy-title", catalog = catalog));
    s.push('\n');
    s.push_str(&text(match report.shoe {
        Shoe::Infinite => t!("bj-odds-shoe-infinite"),
        Shoe::Decks(d) => t!("bj-odds-shoe-decks", decks = d),
    }));
    s.push_str("\n\n");
    s.push_str(&text(t!("bj-odds-rules")));
    s.push('\n');
    let mut rules = vec![
        if r.hits_soft_17 { t!("bj-odds-rule-hits-soft-17") } else { t!("bj-odds-rule-stands-soft-17") },
        t!("bj-odds-rule-blackjack-pays", numerator = r.blackjack_pays.0, denominator = r.blackjack_pays.1),
        match (r.double_totals.is_empty(), r.double_ace_with.is_empty()) {
            (true, true) => t!("bj-odds-rule-no-doubles"),
            (false, true) => t!("bj-odds-rule-doubles", totals = list(&r.double_totals)),
            (true, false) => t!("bj-odds-rule-doubles-ace-only", cards = list(&r.double_ace_with)),
            (false, false) => {
                t!("bj-odds-rule-doubles-and-ace", totals = list(&r.double_totals), cards = list(&r.double_ace_with))
            }
        },
        if r.double_after_split { t!("bj-odds-rule-das") } else { t!("bj-odds-rule-no-das") },
        match r.max_splits {
            None => t!("bj-odds-rule-splits-unlimited"),
            Some(n) => t!("bj-odds-rule-splits-limited", splits = n),
        },
    ];
    if !r.resplit_aces {
        rules.push(t!("bj-odds-rule-no-resplit-aces"));
    }
    if r.double_after_split && r.double_on_split_aces {
        rules.push(t!("bj-odds-rule-double-split-aces"));
    }
    if !r.drawn_ace_may_be_11 {
        rules.push(t!("bj-odds-rule-drawn-ace-one"));
    }
    rules.push(match r.dealer_blackjack {
        DealerBlackJack::TakesAllStakes => t!("bj-odds-rule-all-stakes"),
        DealerBlackJack::TakesOriginalStake => t!("bj-odds-rule-original-stake"),
    });
    for rule in rules {
        s.push_str("  ");
        s.push_str(&text(rule));
        s.push('\n');
    }
    s.push('\n');
    s.push_str(&text(t!("bj-odds-edge", edge = percent_f64(report.edge, locale))));
    s.push('\n');
    if let Some(edge) = infinite {
        s.push_str(&text(t!("bj-odds-edge-infinite", edge = percent_f64(edge, locale))));
        s.push('\n');
    }
    let ins = report.insurance;
    s.push_str(&text(t!(
        "bj-odds-insurance",
        insurance = percent(*ins.numer(), *ins.denom(), 4, locale),
        exact = ins.to_string()
    )));
    s.push_str("\n\n");
    let letter = |a: Action| {
        text(match a {
            Action::Stand => t!("bj-odds-letter-stand"),
            Action::Hit => t!("bj-odds-letter-hit"),
            Action::Double => t!("bj-odds-letter-double"),
            Action::Split => t!("bj-odds-letter-split"),
        })
    };
    let sections =
        [(t!("bj-odds-hard"), Row::Hard(0)), (t!("bj-odds-soft"), Row::Soft(0)), (t!("bj-odds-pairs"), Row::Pair(0))];
    for (heading, kind) in sections {
        let mut line = format!("{:<8}", text(heading));
        for up in UPCARDS {
            line.push_str(&format!("{:>3}", up_label(up)));
        }
        s.push_str(line.trim_end());
        s.push('\n');
        let rows = Row::all().into_iter().filter(|row| std::mem::discriminant(row) == std::mem::discriminant(&kind));
        for row in rows {
            let mut line = format!("{:<8}", row_label(row));
            for up in UPCARDS {
                let cell = report.action(row, up).map(letter).unwrap_or_default();
                line.push_str(&format!("{cell:>3}"));
            }
            s.push_str(line.trim_end());
            s.push('\n');
        }
        s.push('\n');
    }
    s.push_str(&text(t!(
        "bj-odds-legend",
        stand = letter(Action::Stand),
        hit = letter(Action::Hit),
        double = letter(Action::Double),
        split = letter(Action::Split)
    )));
    s.push('\n');
    s
}

/// Card values or totals as a list: `9, 10, 11`.
fn list(values: &[u8]) -> String {
    values.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

/// An up-card as the chart heads its column: `2` … `10`, `A`.
fn up_label(up: u8) -> String {
    if up == 1 { "A".to_owned() } else { up.to_string() }
}

/// A row as the chart names it: a hard total, `A+2` … `A+9`, `2-2` … `10-10`, `A-A`.
fn row_label(row: Row) -> String {
    match row {
        Row::Hard(t) => t.to_string(),
        Row::Soft(t) => format!("A+{}", t - 11),
        Row::Pair(v) => {
            let v = up_label(v);
            format!("{v}-{v}")
        }
    }
}

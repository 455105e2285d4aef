//! The «estudios» as text, for `--summary`: a section per table.

use std::fmt::Write as _;

use num_rational::Ratio;

use super::estudios::Estudios;
use super::{HouseIncome, NoEdge, TableStudy, Verdict};
use crate::engine::baccarat::odds::percent;

/// A section per table: heading, money, hold beside the edge, the outcomes' test.
pub fn render(estudios: &Estudios) -> String {
    let mut out = String::new();
    for e in &estudios.tables {
        out.push('\n');
        out.push_str(&section(&e.study, e.files.len()));
    }
    out
}

/// One table's section.
pub fn section(s: &TableStudy, files: usize) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "table {} ({}): {} {}, {} {}, {} {}",
        s.table,
        s.catalog,
        files,
        if files == 1 { "file" } else { "files" },
        s.sessions,
        if s.sessions == 1 { "session" } else { "sessions" },
        s.rounds,
        if s.rounds == 1 { "round" } else { "rounds" },
    );
    let m = &s.money;
    let house = match m.house_income {
        HouseIncome::Banker => "house result",
        HouseIncome::Cagnotte => "house result (cagnotte)",
    };
    let _ = writeln!(
        out,
        "  staked {} {cur}  paid {}  returned {}  collected {}  {house} {}",
        m.staked,
        m.paid,
        m.returned,
        m.collected,
        m.house_result(),
        cur = s.currency
    );
    let hold = match s.hold() {
        Some(h) => {
            let h = Ratio::new(i128::from(*h.numer()), i128::from(*h.denom()));
            percent(&h, 4)
        }
        None => "-".into(),
    };
    let edge = match (s.edge.value(), s.edge.why_not()) {
        (Some(e), _) => format!("{} ({e})", percent(&e, 4)),
        (None, Some(NoEdge::HouseDoesNotBank)) => "none: the house does not bank".into(),
        (None, Some(NoEdge::NoStakes)) => "-".into(),
        (None, Some(NoEdge::NotEnumerable { detail })) => format!("none: {detail}"),
        (None, None) => "-".into(),
    };
    let _ = writeln!(out, "  observed hold {hold}  theoretical edge {edge}");
    let o = &s.outcomes;
    match &o.test {
        Some(t) => {
            let verdict = match t.verdict {
                Verdict::NoSignOfBias => "no sign of bias".to_owned(),
                Verdict::Anomalous => format!("anomalous frequencies, p < {}", t.threshold),
                Verdict::TooFewRounds => {
                    format!("too few rounds to judge (an expected count below {})", super::MIN_EXPECTED)
                }
            };
            let _ = writeln!(
                out,
                "  outcomes: {} counted; chi-square {:.2} on {} df, p = {:.4}: {verdict}",
                o.total, t.statistic, t.degrees_of_freedom, t.p_value
            );
        }
        None => {
            let counts: Vec<String> = o.categories.iter().map(|c| format!("{} {}", c.label, c.observed)).collect();
            let _ = writeln!(out, "  outcomes: {} (not tested: no exact probabilities)", counts.join(", "));
        }
    }
    out
}

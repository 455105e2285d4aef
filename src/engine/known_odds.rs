//! Exact figures of the embedded articles' studies, worked out ahead of time.
//!
//! The HTML report shows, for a Black Jack table, basic strategy's edge under the article's
//! rules (26 M instructions for six decks) and the dealer's odds (9 M), and for a treinta y
//! cuarenta table the row totals of the article's shoe (17 M): each more than the rest of the
//! report of a small log together; a bingo table, a single card's odds per band of balls (7 M,
//! in big rationals, the same for every article). They depend only on the article's rules, so the figures for
//! the embedded articles' rules are kept in `known_odds_data.rs`, written from the same code
//! by [`source`] and kept equal to it by `tests/known_odds.rs` (`VEEDOR_UPDATE_DOCS=1 cargo test
//! --test known_odds` rewrites it). A game looks its rules up here and works the figures out
//! when they are not found (an article of `--catalog`, or one edited without the file
//! rewritten), so the table only ever saves the work: it cannot change a figure, which the
//! test checks bit for bit.

use num_rational::Ratio;

use crate::catalog::CatalogSet;
use crate::catalog::model::Play;
use crate::engine::bingo::odds::Prize;
use crate::engine::black_jack::odds::{DealerRules, Prob, Shoe, dealer_outcomes};
use crate::engine::black_jack::strategy::{self, Rules};

#[rustfmt::skip]
#[path = "known_odds_data.rs"]
mod data;

/// The dealer's averaged odds of one shoe: its decks, whether the dealer draws on a soft 17, and
/// each outcome's probability as (numerator, denominator).
type DealerRow = (u16, bool, [(i128, i128); 7]);

/// How a rule set and shoe are looked up: the rules as `Debug` writes them, and the decks.
fn key(rules: &Rules, decks: u16) -> String {
    format!("{rules:?}, decks {decks}")
}

/// Basic strategy's house edge under `rules` from a shoe of `decks` decks, if known.
pub fn strategy_edge(rules: &Rules, decks: u16) -> Option<f64> {
    let k = key(rules, decks);
    data::STRATEGY_EDGES.iter().find(|(r, _)| *r == k).map(|(_, bits)| f64::from_bits(*bits))
}

/// The dealer's final hands' probabilities averaged over the up-card (Black Jack's study), if
/// known for `decks` decks and the soft-17 rule.
pub fn dealer_averaged(decks: u16, rules: DealerRules) -> Option<[Prob; 7]> {
    data::DEALER_AVERAGED
        .iter()
        .find(|(d, soft, _)| *d == decks && *soft == rules.hits_soft_17)
        .map(|(_, _, p)| p.map(|(n, d)| Ratio::new_raw(n, d)))
}

/// A treinta y cuarenta row's totals (31 to 40) from a full shoe of `decks` decks, if known.
pub fn treinta_row_totals(decks: u16) -> Option<[f64; 10]> {
    data::TREINTA_ROW_TOTALS.iter().find(|(d, _)| *d == decks).map(|(_, p)| p.map(f64::from_bits))
}

/// A single card's probability of `prize` on a ball of each band of the bingo study, known.
pub fn bingo_bands(prize: Prize) -> Option<Vec<Ratio<i128>>> {
    data::BINGO_BANDS
        .iter()
        .find(|(p, _)| *p == prize_name(prize))
        .map(|(_, bands)| bands.iter().map(|&(n, d)| Ratio::new_raw(n, d)).collect())
}

fn prize_name(prize: Prize) -> &'static str {
    match prize {
        Prize::Line => "line",
        Prize::Bingo => "bingo",
    }
}

/// The text of `known_odds_data.rs` for the articles of `set` (the embedded catalogue).
pub fn source(set: &CatalogSet) -> String {
    use std::fmt::Write as _;
    let (mut edges, mut dealer, mut rows, mut bingo) = (Vec::new(), Vec::new(), Vec::new(), false);
    for cat in set.iter() {
        match &cat.file.play {
            Play::BlackJack(spec) => {
                let decks = spec.cards.decks;
                if let Ok(rules) = crate::engine::black_jack::family::strategy_rules(spec) {
                    if let Ok(report) = strategy::basic_strategy(&rules, Shoe::Decks(decks)) {
                        edges.push((key(&rules, decks), report.edge.to_bits()));
                    }
                }
                let rules = DealerRules { hits_soft_17: spec.dealer.hit_soft_17 };
                if let Ok(o) = dealer_outcomes(Shoe::Decks(decks), rules) {
                    let p = crate::engine::black_jack::study::averaged(&o);
                    dealer.push((decks, rules.hits_soft_17, p.map(|x| (*x.numer(), *x.denom()))));
                }
            }
            Play::Bingo(_) => bingo = true,
            Play::Treinta(spec) => {
                let decks = spec.cards.decks;
                if let Some(p) = crate::engine::treinta::study::row_totals_computed(decks) {
                    rows.push((decks, p.map(f64::to_bits)));
                }
            }
            _ => {}
        }
    }
    edges.sort();
    edges.dedup();
    dealer.sort();
    dealer.dedup();
    rows.sort();
    rows.dedup();
    let mut out = String::from(
        "// Written by `VEEDOR_UPDATE_DOCS=1 cargo test --test known_odds` from the embedded catalogue\n\
         // (src/engine/known_odds.rs): do not edit by hand.\n\n",
    );
    out.push_str("/// Basic strategy's edge (`f64` bits) per rule set and decks.\n");
    out.push_str("pub static STRATEGY_EDGES: &[(&str, u64)] = &[\n");
    for (k, bits) in &edges {
        let _ = writeln!(out, "    ({k:?}, {bits:#018x}),");
    }
    out.push_str("];\n\n/// The dealer's outcomes averaged over the up-card, per decks and soft-17 rule.\n");
    out.push_str("use super::DealerRow;\n\n");
    out.push_str("pub static DEALER_AVERAGED: &[DealerRow] = &[\n");
    for (decks, soft, p) in &dealer {
        let p: Vec<String> = p.iter().map(|(n, d)| format!("({n}, {d})")).collect();
        let _ = writeln!(out, "    ({decks}, {soft}, [{}]),", p.join(", "));
    }
    out.push_str("];\n\n/// A treinta y cuarenta row's totals (`f64` bits) per decks.\n");
    out.push_str("pub static TREINTA_ROW_TOTALS: &[(u16, [u64; 10])] = &[\n");
    for (decks, p) in &rows {
        let p: Vec<String> = p.iter().map(|b| format!("{b:#018x}")).collect();
        let _ = writeln!(out, "    ({decks}, [{}]),", p.join(", "));
    }
    out.push_str("];\n\n/// The bingo study's bands: a single card's probability of each prize, per band.\n");
    out.push_str("pub static BINGO_BANDS: &[(&str, &[(i128, i128)])] = &[\n");
    if bingo {
        for prize in [Prize::Line, Prize::Bingo] {
            let p: Vec<String> = crate::engine::bingo::study::band_odds(prize)
                .iter()
                .map(|x| format!("({}, {})", x.numer(), x.denom()))
                .collect();
            let _ = writeln!(out, "    ({:?}, &[{}]),", prize_name(prize), p.join(", "));
        }
    }
    out.push_str("];\n");
    out
}

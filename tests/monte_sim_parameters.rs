//! Monte o banca's simulator at every reading of the article (issue 33): for each alternative of
//! every parameter of `play.monte` (`src/engine/monte/spec.rs`), switched in a copy of the
//! article, simulated clean sessions give zero findings and every fault the copy offers gives
//! exactly its finding. The simulator settles by its own reading of the rules, so a parameter it
//! did not follow shows here as findings in clean logs (a catalogue at `burned_value: place`
//! once got MO003 in every coup that burned a pair).
//!
//! `decks.per_coup` has one value (1); `limits`, the multiples and the annulment tables are
//! figures the simulator reads as data, exercised by every run.

mod common;

use common::sim::{assert_clean_sessions, assert_every_fault_gives_its_finding, assert_shows, run};
use veedor::catalog::{Catalog, CatalogSet};

const ID: &str = "valencia-2003/monte";
const ARTICLE: &str = include_str!("../catalog/valencia-2003/monte.yaml");

/// Every alternative reading: a tag, the YAML line after which to look (`""`: the top), the
/// line (trimmed) and what replaces it.
const ALTERNATIVES: &[(&str, &str, &str, &str)] = &[
    ("alternate", "", "alternate: false", "alternate: true"),
    ("redraw-top", "", "burn_redraw_from: bottom", "burn_redraw_from: top"),
    ("redraw-any", "", "burn_redraw_from: bottom", "burn_redraw_from: any"),
    ("place", "", "burned_value: burn", "burned_value: place"),
    ("no-void", "", "void_on_fourth: true", "void_on_fourth: false"),
    ("burn-fourth", "", "p3_p4_same_value: burn-both", "p3_p4_same_value: burn-fourth"),
    ("play", "", "p3_p4_same_value: burn-both", "p3_p4_same_value: play"),
    ("replace-bottom", "", "replacement_from: top", "replacement_from: bottom"),
    ("replace-any", "", "replacement_from: top", "replacement_from: any"),
    ("draw-any", "    draw:", "from: top", "from: any"),
    ("diagonal-one", "", "diagonal_one: false", "diagonal_one: true"),
    ("rows-only", "", "pairings: [row, column, rows, columns, diagonals]", "pairings: [row, column]"),
    ("salto-segundas", "      salto:", "phases: [primeras]", "phases: [primeras, segundas]"),
    (
        "tripled-one",
        "",
        "deduction: {doubled: 1, tripled: 2, burned: 0}",
        "deduction: {doubled: 1, tripled: 1, burned: 0}",
    ),
    (
        "burned-one",
        "",
        "deduction: {doubled: 1, tripled: 2, burned: 0}",
        "deduction: {doubled: 1, tripled: 2, burned: 1}",
    ),
    ("segundas-flat", "", "segundas_deduction: per-missing-live-card", "segundas_deduction: none"),
    ("vis-segundas", "      vis:", "phases: [primeras]", "phases: [primeras, segundas]"),
    ("gross", "", "payout: net", "payout: gross"),
    ("of-stake", "", "of: winnings", "of: stake"),
    ("commission-primeras", "    commission:", "phases: [primeras, segundas]", "phases: [primeras]"),
    ("every-winning-bet", "", "scope: decided-by-first-card", "scope: every-winning-bet"),
    ("vis-not-exempt", "", "exempt: [vis]", "exempt: []"),
    ("annulled-return", "", "annulled: no-action", "annulled: return"),
    ("return-at-primeras-end", "", "undecided: ride", "undecided: return-at-primeras-end"),
    ("literal", "", "mode: principle", "mode: literal"),
];

/// The article with its line `from` (the first after the line `after`) replaced by `to`.
fn switched(tag: &str, after: &str, from: &str, to: &str) -> CatalogSet {
    let yaml = common::switched_line(ARTICLE, after, from, to);
    common::embedded_with(&format!("monte-sim-{tag}"), &format!("{ID}.yaml"), &yaml)
}

fn article(set: &CatalogSet) -> &Catalog {
    set.get(ID).unwrap_or_else(|| panic!("{ID} is embedded"))
}

/// The alternatives whose tag is in `tags` (each must be one).
/// `test` names the calling test: tests run at once, and each writes its copies apart.
fn sets(test: &str, tags: &[&str]) -> Vec<(&'static str, CatalogSet)> {
    tags.iter()
        .map(|tag| {
            let &(t, after, from, to) =
                ALTERNATIVES.iter().find(|a| a.0 == *tag).unwrap_or_else(|| panic!("no alternative {tag}"));
            (t, switched(&format!("{test}-{t}"), after, from, to))
        })
        .collect()
}

fn all_tags() -> Vec<&'static str> {
    ALTERNATIVES.iter().map(|a| a.0).collect()
}

#[test]
fn every_alternative_is_a_line_of_the_article() {
    // `switched` panics on a line the article lacks: every alternative names a real parameter.
    for (tag, set) in sets("lines", &all_tags()) {
        assert!(set.get(ID).is_some(), "{tag}");
    }
}

/// For every reading, clean sessions give zero findings.
#[test]
fn clean_sessions_give_no_findings_at_every_reading() {
    for (tag, set) in sets("clean", &all_tags()) {
        let cat = article(&set);
        let result =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| assert_clean_sessions(&set, &[cat], 300, 0..6)));
        assert!(result.is_ok(), "clean sessions at `{tag}` have findings (above)");
    }
}

/// For every reading, every fault the reading offers gives exactly its finding.
#[test]
fn every_fault_gives_its_finding_at_every_reading() {
    for (tag, set) in sets("faults", &all_tags()) {
        let cat = article(&set);
        let runs = [(24, 0), (40, 4), (120, 7)];
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            assert_every_fault_gives_its_finding(&set, &[cat], &runs, |_, _| {})
        }));
        assert!(result.is_ok(), "faults at `{tag}` misbehave (above)");
    }
}

/// The layout's alternatives are played, not only tolerated: a long clean session at each shows
/// the situation the parameter is about.
#[test]
fn the_layout_alternatives_are_played() {
    let coups = 3000;
    for (tag, set) in sets("played", &["place", "no-void", "burn-fourth", "play", "redraw-top"]) {
        let cat = article(&set);
        let (text, report) = run(&set, cat, coups, 3, None);
        assert!(report.findings.is_empty(), "{tag}: {}", common::sim::describe(&report));
        let coups: Vec<&str> = text.split("\nround ").collect();
        let layout = |coup: &str| -> Vec<String> {
            coup.lines().take_while(|l| !l.starts_with("betting")).map(|l| l.trim().to_owned()).collect()
        };
        let shown = match tag {
            // A card of a burned value placed as drawn: a `deal` of a value burned earlier.
            "place" => coups.iter().any(|c| {
                let lines = layout(c);
                lines.iter().enumerate().any(|(i, l)| {
                    l.starts_with("deal p")
                        && l.split(' ').nth(2).is_some_and(|card| {
                            let rank = &card[..card.len() - 1];
                            lines[..i]
                                .iter()
                                .any(|b| b.strip_prefix("burn ").is_some_and(|x| x[..x.len() - 1] == *rank))
                        })
                })
            }),
            // The fourth card of a value out before the layout is complete, played on.
            "no-void" => {
                !text.contains("\nvoid\n")
                    && coups.iter().any(|c| (1..=2).any(|p| c.matches(&format!("\ndeal p{p} ")).count() >= 4))
            }
            // P3 and P4 of one value: only the fourth burned, the third kept.
            "burn-fourth" => coups.iter().any(|c| {
                let lines = layout(c);
                lines.windows(2).any(|w| {
                    w[0].starts_with("deal p4 ")
                        && w[1].strip_prefix("burn ").is_some_and(|x| w[0].split(' ').nth(2) == Some(x))
                        && lines.iter().filter(|l| l.starts_with("deal p3 ")).count() == 1
                })
            }),
            // P3 and P4 of one value both played.
            "play" => coups.iter().any(|c| {
                let lines = layout(c);
                let rank = |p: &str| {
                    lines.iter().rev().find(|l| l.starts_with(p)).and_then(|l| l.split(' ').nth(2)).map(|c| {
                        let c = c.to_owned();
                        c[..c.len() - 1].to_owned()
                    })
                };
                rank("deal p3 ").is_some() && rank("deal p3 ") == rank("deal p4 ")
            }),
            // A burned first pair redrawn from the top.
            _ => {
                text.contains(" top\n")
                    && coups.iter().any(|c| {
                        c.contains("\nburn ") && c.contains("deal p1 ") && {
                            let l = layout(c);
                            l.iter().any(|x| x.starts_with("deal p1 ") && x.ends_with(" top"))
                        }
                    })
            }
        };
        assert!(shown, "{tag}: the situation never came up in {} coups", coups.len());
    }
}

/// A phase alternative is played too: Salto and Vista Hermosa bet in Segundas where the
/// reading allows them, and a diagonal one against one where it is a bet.
#[test]
fn the_phase_alternatives_are_played() {
    for (tag, set) in sets("phases", &["salto-segundas", "vis-segundas", "diagonal-one"]) {
        let cat = article(&set);
        let (text, report) = run(&set, cat, 2000, 3, None);
        assert!(report.findings.is_empty(), "{tag}: {}", common::sim::describe(&report));
        let shown = match tag {
            "salto-segundas" => text
                .split("\nbetting segundas\n")
                .skip(1)
                .any(|s| s.lines().take_while(|l| l.trim_start().starts_with("bet ")).any(|l| l.contains(" salto "))),
            "vis-segundas" => text
                .split("\nbetting segundas\n")
                .skip(1)
                .any(|s| s.lines().take_while(|l| l.trim_start().starts_with("bet ")).any(|l| l.contains(" vis "))),
            _ => text.contains(" cartas 1-4 ") || text.contains(" cartas 2-3 ") || text.contains(" cartas 4-1 "),
        };
        assert!(shown, "{tag}: never bet in 2,000 coups");
        assert_shows(cat, &text, &["\ncommission\n"], "2,000 coups");
    }
}

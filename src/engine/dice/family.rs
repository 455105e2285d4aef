//! Dados o craps as a plug-in ([`crate::engine::family`]): its article compiled, its catalogue
//! checks, the simulator and its faults ([`super::sim`]), `veedor odds` ([`super::odds`]), and
//! the limits the HTML report shows.

use std::io::{self, Write};
use std::sync::Arc;

use super::DiceGame;
use crate::catalog::Catalog;
use crate::catalog::dice::DiceSpec;
use crate::catalog::lint::{Lint, check_rule_refs};
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::family::{Family, LimitsView};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::{Fault, SimOptions};
use crate::t;

pub struct Dice;

/// The article's craps parameters (`of` gives this family only its articles).
fn spec(file: &CatalogFile) -> Option<&DiceSpec> {
    match &file.play {
        Play::Dice(spec) => Some(spec),
        _ => None,
    }
}

impl Family for Dice {
    fn compile(&self, file: &CatalogFile) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        let Some(spec) = spec(file) else { return Err(Vec::new()) };
        Ok(Arc::new(DiceGame::compile(spec)?))
    }

    /// Every rule the article names exists and lists the codes the engine cites it for.
    fn lint(&self, file: &CatalogFile, game: Option<&dyn Game>, lint: &mut Lint<'_>) {
        let Some(spec) = spec(file) else { return };
        let emitted = game.map(|g| g.emitted_checks());
        let base = "play.dice";
        let (l, th) = (&spec.limits, &spec.throw);
        let mut refs: Vec<(String, &str, &[&str])> = vec![
            (format!("{base}.limits.authorised_rule"), l.authorised_rule.as_str(), &[]),
            (format!("{base}.limits.simple_rule"), l.simple_rule.as_str(), &["CR004"]),
            (format!("{base}.limits.multiple_rule"), l.multiple_rule.as_str(), &["CR004"]),
            (format!("{base}.limits.odds_rule"), l.odds_rule.as_str(), &["CR005"]),
            (format!("{base}.limits.odds_dont_rule"), l.odds_dont_rule.as_str(), &["CR005"]),
            (format!("{base}.limits.right_rule"), l.right_rule.as_str(), &["CR004"]),
            (format!("{base}.limits.wrong_rule"), l.wrong_rule.as_str(), &["CR004"]),
            (format!("{base}.throw.closed_list_rule"), th.closed_list_rule.as_str(), &["CR001"]),
            (format!("{base}.throw.place_rule"), th.place_rule.as_str(), &["CR001"]),
            (format!("{base}.throw.line_rule"), th.line_rule.as_str(), &["CR002"]),
            (format!("{base}.throw.come_rule"), th.come_rule.as_str(), &["CR002"]),
            (format!("{base}.throw.odds_rule"), th.odds_rule.as_str(), &["CR002"]),
            (format!("{base}.throw.no_more_rule"), th.no_more_rule.as_str(), &["CR003", "CR014"]),
            (format!("{base}.throw.no_take_down_rule"), th.no_take_down_rule.as_str(), &["CR014"]),
            (format!("{base}.throw.seven_out_rule"), th.seven_out_rule.as_str(), &["CR010"]),
            (format!("{base}.throw.refusal_rule"), th.refusal_rule.as_str(), &["CR010"]),
            (format!("{base}.throw.barred_rule"), th.barred_rule.as_str(), &[]),
            (format!("{base}.throw.shooter_bet_rule"), th.shooter_bet_rule.as_str(), &["CR011"]),
            (format!("{base}.throw.void_rule"), th.void_rule.as_str(), &["CR012", "CR017"]),
            (format!("{base}.throw.throw_rule"), th.throw_rule.as_str(), &["CR013"]),
            (format!("{base}.throw.point_rule"), th.point_rule.as_str(), &["CR015"]),
            (format!("{base}.throw.dice_change_rule"), th.dice_change_rule.as_str(), &["CR016"]),
        ];
        for (i, b) in spec.bets.iter().enumerate() {
            refs.push((format!("{base}.bets[{i}].rule"), b.rule.as_str(), &["CR006", "CR007", "CR008"]));
            for (k, p) in b.pays.iter().enumerate() {
                if let Some(r) = &p.rule {
                    refs.push((format!("{base}.bets[{i}].pays[{k}].rule"), r.as_str(), &["CR006", "CR007", "CR008"]));
                }
            }
        }
        check_rule_refs(lint, &file.rules, emitted.as_deref(), refs);
    }

    fn faults(&self, file: &CatalogFile) -> Vec<Fault> {
        spec(file).map_or_else(Vec::new, super::sim::faults)
    }

    fn simulate(
        &self,
        catalog: &Catalog,
        opts: &SimOptions,
        fault: Option<Fault>,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let Some(spec) = spec(&catalog.file) else { return Ok(()) };
        super::sim::simulate(catalog.id(), spec, opts, fault, out)
    }

    fn odds(&self, catalog: &Catalog, decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        let Some(spec) = spec(&catalog.file) else { return Err(Text::verbatim(catalog.id())) };
        super::odds::render_article(catalog.id(), spec, decks, locale)
    }

    /// The simple maximum the header chose, and the multiple bets' factor.
    fn limits(&self, file: &CatalogFile, param: &dyn Fn(&str) -> Option<String>, min: Amount) -> LimitsView {
        let Some(spec) = spec(file) else { return LimitsView { heading: None, items: Vec::new() } };
        let l = &spec.limits;
        let m = param("max").and_then(|v| v.parse::<u32>().ok()).unwrap_or(l.default_simple_multiple);
        let f = param("max-multiple").and_then(|v| v.parse::<u32>().ok()).unwrap_or(l.default_multiple_factor);
        LimitsView {
            heading: None,
            items: vec![
                t!("html-limits-maximum", max = min.times(i64::from(m)), multiple = m),
                t!("dice-limits-multiple", factor = f),
            ],
        }
    }
}

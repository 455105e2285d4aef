//! Dados o craps as a plug-in ([`crate::engine::family`]): its article compiled, its catalogue
//! checks, the simulator and its faults ([`super::sim`]), `veedor odds` ([`super::odds`]), and
//! the limits the HTML report shows.

use std::io;
use std::sync::Arc;

use super::DiceGame;
use crate::catalog::Catalog;
use crate::catalog::dice::DiceSpec;
use crate::catalog::lint::{Lint, check_rule_refs};
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::family::{HeaderParam, LimitsView, SimRun, SpecFamily, maximum_line};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::Fault;
use crate::t;

pub struct Dice;

impl SpecFamily for Dice {
    type Spec = DiceSpec;

    /// The article's craps parameters.
    fn spec(play: &Play) -> Option<&DiceSpec> {
        if let Play::Dice(spec) = play { Some(spec) } else { None }
    }

    fn compile(&self, _file: &CatalogFile, spec: &DiceSpec) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        Ok(Arc::new(DiceGame::compile(spec)?))
    }

    /// Every rule the article names exists and lists the codes the engine cites it for.
    fn lint(&self, file: &CatalogFile, spec: &DiceSpec, emitted: Option<&[&'static str]>, lint: &mut Lint<'_>) {
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
        check_rule_refs(lint, &file.rules, emitted, refs);
    }

    fn faults(&self, _file: &CatalogFile, spec: &DiceSpec) -> Vec<Fault> {
        super::sim::faults(spec)
    }

    fn simulate(&self, catalog: &Catalog, spec: &DiceSpec, run: SimRun<'_>) -> io::Result<()> {
        super::sim::simulate(catalog.id(), spec, run.opts, run.fault, run.out)
    }

    fn odds(&self, catalog: &Catalog, spec: &DiceSpec, decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        super::odds::render_article(catalog.id(), spec, decks, locale)
    }

    /// The simple maximum the header chose, and the multiple bets' factor.
    fn limits(&self, spec: &DiceSpec, param: HeaderParam<'_>, min: Amount) -> LimitsView {
        let l = &spec.limits;
        let m = param("max").and_then(|v| v.parse::<u32>().ok()).unwrap_or(l.default_simple_multiple);
        let f = param("max-multiple").and_then(|v| v.parse::<u32>().ok()).unwrap_or(l.default_multiple_factor);
        LimitsView { heading: None, items: vec![maximum_line(min, m), t!("dice-limits-multiple", factor = f)] }
    }
}

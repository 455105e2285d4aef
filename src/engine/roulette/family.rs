//! The roulette family (every wheel game: ruleta francesa and americana, boule, the fortune
//! wheel) as a plug-in ([`crate::engine::family`]).

use std::io;
use std::sync::Arc;

use super::RouletteGame;
use crate::catalog::Catalog;
use crate::catalog::lint::Lint;
use crate::catalog::model::{CatalogFile, Play, RouletteSpec};
use crate::engine::family::{HeaderParam, LimitsView, SimRun, SpecFamily, compile_errors};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::Fault;
use crate::t;

pub struct Roulette;

impl SpecFamily for Roulette {
    type Spec = RouletteSpec;

    /// The article's roulette parameters.
    fn spec(play: &Play) -> Option<&RouletteSpec> {
        if let Play::Roulette(spec) = play { Some(spec) } else { None }
    }

    fn compile(&self, file: &CatalogFile, spec: &RouletteSpec) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        RouletteGame::compile(spec).map(|g| Arc::new(g.citing(&file.rules)) as Arc<dyn Game>)
    }

    fn lint(&self, file: &CatalogFile, spec: &RouletteSpec, _emitted: Option<&[&'static str]>, lint: &mut Lint<'_>) {
        crate::catalog::lint::check_roulette(lint, spec, &file.rules);
    }

    fn faults(&self, _file: &CatalogFile, spec: &RouletteSpec) -> Vec<Fault> {
        super::sim::faults(spec)
    }

    fn simulate(&self, catalog: &Catalog, spec: &RouletteSpec, run: SimRun<'_>) -> io::Result<()> {
        super::sim::simulate(catalog.id(), spec, &catalog.file.table.panos, run.opts, run.fault, run.out)
    }

    fn takes_bias(&self) -> bool {
        true
    }

    fn odds(&self, catalog: &Catalog, spec: &RouletteSpec, decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        if decks.is_some() {
            return Err(t!("cli-odds-roulette-no-decks", id = catalog.id()));
        }
        match RouletteGame::compile(spec) {
            Ok(g) => Ok(super::odds::render(catalog.id(), &g, locale)),
            Err(errs) => Err(compile_errors(&errs, locale)),
        }
    }

    fn limits(&self, spec: &RouletteSpec, param: HeaderParam<'_>, min: Amount) -> LimitsView {
        let scale = param("scale").unwrap_or_else(|| spec.limits.default_scale.clone());
        let mut items = Vec::new();
        for (class, max) in &spec.limits.maximum {
            if let Some(&m) = max.multiples.get(&scale) {
                items.push(t!(
                    "html-limits-class",
                    class = class.as_str(),
                    max = min.times(i64::from(m)),
                    multiple = m
                ));
            }
            // A maximum the authorisation sets: the header's, or the article's highest.
            if let Some(range) = max.authorised {
                let given = param(&format!("max-{class}")).as_deref().and_then(Amount::parse);
                match (given, range.to) {
                    (Some(a), _) => items.push(t!("html-limits-authorised", class = class.as_str(), max = a)),
                    (None, Some(to)) => items.push(t!(
                        "html-limits-class",
                        class = class.as_str(),
                        max = min.times(i64::from(to)),
                        multiple = to
                    )),
                    (None, None) => {}
                }
            }
        }
        LimitsView { heading: Some(t!("html-limits-scale", scale = scale)), items }
    }
}

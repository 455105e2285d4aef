//! The roulette family (every wheel game: ruleta francesa and americana, boule, the fortune
//! wheel) as a plug-in ([`crate::engine::family`]).

use std::io::{self, Write};
use std::sync::Arc;

use super::RouletteGame;
use crate::catalog::Catalog;
use crate::catalog::lint::Lint;
use crate::catalog::model::{CatalogFile, Play, RouletteSpec};
use crate::engine::family::{Family, LimitsView, compile_errors};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::{Fault, SimOptions};
use crate::t;

pub struct Roulette;

/// The article's roulette parameters (`of` gives this family only roulette articles).
fn spec(file: &CatalogFile) -> Option<&RouletteSpec> {
    match &file.play {
        Play::Roulette(spec) => Some(spec),
        _ => None,
    }
}

impl Family for Roulette {
    fn compile(&self, file: &CatalogFile) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        let Some(spec) = spec(file) else { return Err(Vec::new()) };
        RouletteGame::compile(spec).map(|g| Arc::new(g.citing(&file.rules)) as Arc<dyn Game>)
    }

    fn lint(&self, file: &CatalogFile, _game: Option<&dyn Game>, lint: &mut Lint<'_>) {
        if let Some(spec) = spec(file) {
            crate::catalog::lint::check_roulette(lint, spec, &file.rules);
        }
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
        super::sim::simulate(catalog.id(), spec, &catalog.file.table.panos, opts, fault, out)
    }

    fn takes_bias(&self) -> bool {
        true
    }

    fn odds(&self, catalog: &Catalog, decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        if decks.is_some() {
            return Err(t!("cli-odds-roulette-no-decks", id = catalog.id()));
        }
        let Some(spec) = spec(&catalog.file) else { return Err(Text::verbatim(catalog.id())) };
        match RouletteGame::compile(spec) {
            Ok(g) => Ok(super::odds::render(catalog.id(), &g, locale)),
            Err(errs) => Err(compile_errors(&errs, locale)),
        }
    }

    fn limits(&self, file: &CatalogFile, param: &dyn Fn(&str) -> Option<String>, min: Amount) -> LimitsView {
        let Some(spec) = spec(file) else { return LimitsView { heading: None, items: Vec::new() } };
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

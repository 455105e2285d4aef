//! The baccarat family (punto y banca, chemin de fer, bacará a dos paños) as a plug-in
//! ([`crate::engine::family`]).

use std::io::{self, Write};
use std::sync::Arc;

use super::BaccaratGame;
use crate::catalog::Catalog;
use crate::catalog::baccarat::{BaccaratSpec, Variant};
use crate::catalog::lint::Lint;
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::family::{Family, LimitsView, compile_errors};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::{Fault, SimOptions};
use crate::t;

pub struct Baccarat;

/// The article's baccarat parameters (`of` gives this family only baccarat articles).
fn spec(file: &CatalogFile) -> Option<&BaccaratSpec> {
    match &file.play {
        Play::Baccarat(spec) => Some(spec),
        _ => None,
    }
}

impl Family for Baccarat {
    fn compile(&self, file: &CatalogFile) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        let Some(spec) = spec(file) else { return Err(Vec::new()) };
        super::compile(spec)
    }

    fn lint(&self, file: &CatalogFile, game: Option<&dyn Game>, lint: &mut Lint<'_>) {
        if let Some(spec) = spec(file) {
            let emitted = game.map(|g| g.emitted_checks());
            crate::catalog::lint::check_baccarat(lint, spec, &file.rules, emitted.as_deref());
        }
    }

    fn faults(&self, file: &CatalogFile) -> Vec<Fault> {
        match spec(file) {
            // ---- chemin de fer / dos paños ----
            Some(spec) if spec.player_bank.is_some() => super::chemin::sim::faults(spec),
            Some(spec) => super::punto_banca::sim::faults(spec),
            None => Vec::new(),
        }
    }

    fn simulate(
        &self,
        catalog: &Catalog,
        opts: &SimOptions,
        fault: Option<Fault>,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let Some(spec) = spec(&catalog.file) else { return Ok(()) };
        match spec.variant {
            Variant::PuntoYBanca => super::punto_banca::sim::simulate(catalog.id(), spec, opts, fault, out),
            // ---- chemin de fer / dos paños ----
            _ if spec.player_bank.is_some() => super::chemin::sim::simulate(catalog.id(), spec, opts, fault, out),
            _ => Err(crate::sim::failure(t!("sim-no-simulator", id = catalog.id()))),
        }
    }

    fn odds(&self, catalog: &Catalog, decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        let Some(spec) = spec(&catalog.file) else { return Err(Text::verbatim(catalog.id())) };
        let game = BaccaratGame::compile(spec).map_err(|errs| compile_errors(&errs, locale))?;
        match super::odds::odds(catalog.id(), &game, decks) {
            Ok(o) => Ok(o.render_in(locale)),
            Err(e) => Err(Text::verbatim(format!("{}: {}", catalog.id(), e.0.render(locale)))),
        }
    }

    fn limits(&self, file: &CatalogFile, param: &dyn Fn(&str) -> Option<String>, min: Amount) -> LimitsView {
        let Some(spec) = spec(file) else { return LimitsView { heading: None, items: Vec::new() } };
        let chosen = param("max").and_then(|v| v.parse::<u32>().ok());
        let m = chosen
            .filter(|m| spec.limits.maximum_multiples.contains(m))
            .unwrap_or(spec.limits.default_maximum_multiple);
        LimitsView {
            heading: None,
            items: vec![t!("html-limits-maximum", max = min.times(i64::from(m)), multiple = m)],
        }
    }
}

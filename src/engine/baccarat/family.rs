//! The baccarat family (punto y banca, chemin de fer, bacará a dos paños) as a plug-in
//! ([`crate::engine::family`]).

use std::io;
use std::sync::Arc;

use super::BaccaratGame;
use crate::catalog::Catalog;
use crate::catalog::baccarat::{BaccaratSpec, Variant};
use crate::catalog::lint::Lint;
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::family::{HeaderParam, LimitsView, SimRun, SpecFamily, chosen_multiple, compile_errors};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::Fault;
use crate::t;

pub struct Baccarat;

impl SpecFamily for Baccarat {
    type Spec = BaccaratSpec;

    /// The article's baccarat parameters.
    fn spec(play: &Play) -> Option<&BaccaratSpec> {
        if let Play::Baccarat(spec) = play { Some(spec) } else { None }
    }

    fn compile(&self, _file: &CatalogFile, spec: &BaccaratSpec) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        super::compile(spec)
    }

    fn lint(&self, file: &CatalogFile, spec: &BaccaratSpec, emitted: Option<&[&'static str]>, lint: &mut Lint<'_>) {
        crate::catalog::lint::check_baccarat(lint, spec, &file.rules, emitted);
    }

    fn faults(&self, _file: &CatalogFile, spec: &BaccaratSpec) -> Vec<Fault> {
        // ---- chemin de fer / dos paños ----
        if spec.player_bank.is_some() {
            super::chemin::sim::faults(spec)
        } else {
            super::punto_banca::sim::faults(spec)
        }
    }

    fn simulate(&self, catalog: &Catalog, spec: &BaccaratSpec, run: SimRun<'_>) -> io::Result<()> {
        let SimRun { opts, fault, out } = run;
        match spec.variant {
            Variant::PuntoYBanca => super::punto_banca::sim::simulate(catalog.id(), spec, opts, fault, out),
            // ---- chemin de fer / dos paños ----
            _ if spec.player_bank.is_some() => super::chemin::sim::simulate(catalog.id(), spec, opts, fault, out),
            _ => Err(crate::sim::failure(t!("sim-no-simulator", id = catalog.id()))),
        }
    }

    fn odds(&self, catalog: &Catalog, spec: &BaccaratSpec, decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        let game = BaccaratGame::compile(spec).map_err(|errs| compile_errors(&errs, locale))?;
        match super::odds::odds(catalog.id(), &game, decks) {
            Ok(o) => Ok(o.render_in(locale)),
            Err(e) => Err(Text::verbatim(format!("{}: {}", catalog.id(), e.0.render(locale)))),
        }
    }

    fn limits(&self, spec: &BaccaratSpec, param: HeaderParam<'_>, min: Amount) -> LimitsView {
        let l = &spec.limits;
        LimitsView::maximum(min, chosen_multiple(param, &l.maximum_multiples, l.default_maximum_multiple))
    }
}

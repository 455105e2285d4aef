//! Monte o banca as a plug-in ([`crate::engine::family`]).
//!
//! The engine compiles and checks (h-mengine); the simulator and odds are h-msim's (issue 33).

use std::io;
use std::sync::Arc;

use crate::catalog::Catalog;
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::family::{HeaderParam, LimitsView, SimRun, SpecFamily, emitted_only};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::Fault;
use crate::t;

use super::MonteSpec;
use super::sim::SimTable;

pub struct Monte;

impl SpecFamily for Monte {
    type Spec = MonteSpec;

    fn spec(play: &Play) -> Option<&MonteSpec> {
        if let Play::Monte(spec) = play { Some(spec) } else { None }
    }

    fn compile(&self, file: &CatalogFile, _spec: &MonteSpec) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        Ok(Arc::new(super::game::MonteGame::compile(file)?))
    }

    fn faults(&self, file: &CatalogFile, spec: &MonteSpec) -> Vec<Fault> {
        let all = super::sim::faults(&SimTable::of(&file.id, spec));
        match super::game::MonteGame::compile(file) {
            Ok(game) => emitted_only(all, &game),
            Err(_) => all,
        }
    }

    fn simulate(&self, catalog: &Catalog, spec: &MonteSpec, run: SimRun<'_>) -> io::Result<()> {
        super::sim::simulate(&SimTable::of(catalog.id(), spec), run.opts, run.fault, run.out)
    }

    fn odds(&self, catalog: &Catalog, spec: &MonteSpec, _decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        super::odds::render(catalog.id(), spec, locale).ok_or_else(|| Text::verbatim(catalog.id()))
    }

    /// The maxima as multiples of the minimum (L3419–3427), one line per suerte.
    fn limits(&self, spec: &MonteSpec, _: HeaderParam<'_>, min: Amount) -> LimitsView {
        let l = &spec.limits;
        let line = |suerte: &str, m: u32| {
            t!("mo-limits-line", suerte = suerte.to_owned(), max = min.times(i64::from(m)), multiple = m)
        };
        LimitsView {
            heading: Some(t!("mo-limits-heading")),
            items: vec![
                line("Cartas", l.cartas),
                line("Vista Hermosa", l.vis),
                line("Camo, Anti, Viudo (Primeras)", l.cav_primeras),
                line("Camo, Anti, Viudo (Segundas)", l.cav_segundas),
                line("Salto", l.salto),
            ],
        }
    }
}

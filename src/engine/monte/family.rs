//! Monte o banca as a plug-in ([`crate::engine::family`]).
//!
//! The engine compiles and checks (h-mengine); the simulator and odds are h-msim's (issue 33).

use std::io::{self, Write};
use std::sync::Arc;

use crate::catalog::Catalog;
use crate::catalog::lint::Lint;
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::family::{Family, LimitsView};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::{Fault, SimOptions};
use crate::t;

use super::sim::SimTable;

pub struct Monte;

impl Family for Monte {
    fn compile(&self, file: &CatalogFile) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        Ok(Arc::new(super::game::MonteGame::compile(file)?))
    }

    fn lint(&self, _file: &CatalogFile, _game: Option<&dyn Game>, _lint: &mut Lint<'_>) {}

    fn faults(&self, file: &CatalogFile) -> Vec<Fault> {
        let Play::Monte(spec) = &file.play else { return Vec::new() };
        let all = super::sim::faults(&SimTable::of(&file.id, spec));
        // Only the faults whose check the article's engine emits, once it compiles.
        match self.compile(file) {
            Ok(game) => {
                let emitted = game.emitted_checks();
                all.into_iter().filter(|f| emitted.contains(&f.code)).collect()
            }
            Err(_) => all,
        }
    }

    fn simulate(
        &self,
        catalog: &Catalog,
        opts: &SimOptions,
        fault: Option<Fault>,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let Play::Monte(spec) = &catalog.file.play else {
            return Err(crate::sim::failure(t!("sim-catalogue-invalid", id = catalog.id())));
        };
        super::sim::simulate(&SimTable::of(catalog.id(), spec), opts, fault, out)
    }

    fn odds(&self, catalog: &Catalog, _decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        let Play::Monte(spec) = &catalog.file.play else { return Err(Text::verbatim(catalog.id())) };
        super::odds::render(catalog.id(), spec, locale).ok_or_else(|| Text::verbatim(catalog.id()))
    }

    /// The maxima as multiples of the minimum (L3419–3427), one line per suerte.
    fn limits(&self, file: &CatalogFile, _param: &dyn Fn(&str) -> Option<String>, min: Amount) -> LimitsView {
        let Play::Monte(spec) = &file.play else { return LimitsView { heading: None, items: Vec::new() } };
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

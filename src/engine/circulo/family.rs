//! Póquer de círculo as a plug-in ([`crate::engine::family`]).
//!
//! The engine compiles and checks (h-engine); the simulator and odds are h-sim's (issue 32).

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
use super::spec::DeckKind;

pub struct Circulo;

impl Family for Circulo {
    fn compile(&self, file: &CatalogFile) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        Ok(Arc::new(super::game::CirculoGame::compile(file)?))
    }

    fn lint(&self, _file: &CatalogFile, _game: Option<&dyn Game>, _lint: &mut Lint<'_>) {}

    fn faults(&self, file: &CatalogFile) -> Vec<Fault> {
        // Only the faults whose check the article's engine emits (Murcia's text has no
        // pocketing or duration rule, for one).
        let (Play::Circulo(spec), Ok(game)) = (&file.play, super::game::CirculoGame::compile(file)) else {
            return Vec::new();
        };
        let emitted = game.emitted_checks();
        super::sim::faults(&SimTable::of("", spec)).into_iter().filter(|f| emitted.contains(&f.code)).collect()
    }

    fn simulate(
        &self,
        catalog: &Catalog,
        opts: &SimOptions,
        fault: Option<Fault>,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let Play::Circulo(spec) = &catalog.file.play else {
            return Err(crate::sim::failure(t!("sim-catalogue-invalid", id = catalog.id())));
        };
        super::sim::simulate(&SimTable::of(catalog.id(), spec), opts, fault, out)
    }

    fn odds(&self, catalog: &Catalog, _decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        let Play::Circulo(spec) = &catalog.file.play else { return Err(Text::verbatim(catalog.id())) };
        // The 52-card deal (133,784,560 sets of seven) takes seconds optimised and minutes
        // unoptimised: a debug build says where to find the figures rather than compute them.
        if cfg!(debug_assertions) && spec.hands.deck == DeckKind::Full {
            return Ok(t!("pc-odds-release-only", catalog = catalog.id(), cards = 52).render(locale) + "\n");
        }
        super::odds::render(catalog.id(), spec, locale).ok_or_else(|| Text::verbatim(catalog.id()))
    }

    fn limits(&self, _file: &CatalogFile, _param: &dyn Fn(&str) -> Option<String>, _min: Amount) -> LimitsView {
        LimitsView { heading: None, items: Vec::new() }
    }
}

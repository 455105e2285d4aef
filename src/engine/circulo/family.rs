//! Póquer de círculo as a plug-in ([`crate::engine::family`]).
//!
//! The engine compiles and checks (h-engine); the simulator and odds are h-sim's (issue 32).

use std::io;
use std::sync::Arc;

use crate::catalog::Catalog;
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::family::{SimRun, SpecFamily, emitted_only};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::sim::Fault;
use crate::t;

use super::CirculoSpec;
use super::sim::SimTable;
use super::spec::DeckKind;

pub struct Circulo;

impl SpecFamily for Circulo {
    type Spec = CirculoSpec;

    fn spec(play: &Play) -> Option<&CirculoSpec> {
        if let Play::Circulo(spec) = play { Some(spec) } else { None }
    }

    fn compile(&self, file: &CatalogFile, _spec: &CirculoSpec) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        Ok(Arc::new(super::game::CirculoGame::compile(file)?))
    }

    fn faults(&self, file: &CatalogFile, spec: &CirculoSpec) -> Vec<Fault> {
        // Only the faults whose check the article's engine emits (Murcia's text has no
        // pocketing or duration rule, for one).
        let Ok(game) = super::game::CirculoGame::compile(file) else { return Vec::new() };
        emitted_only(super::sim::faults(&SimTable::of("", spec)), &game)
    }

    fn simulate(&self, catalog: &Catalog, spec: &CirculoSpec, run: SimRun<'_>) -> io::Result<()> {
        super::sim::simulate(&SimTable::of(catalog.id(), spec), run.opts, run.fault, run.out)
    }

    fn odds(&self, catalog: &Catalog, spec: &CirculoSpec, _decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        // The 52-card deal (133,784,560 sets of seven) takes seconds optimised and minutes
        // unoptimised: a debug build says where to find the figures rather than compute them.
        if cfg!(debug_assertions) && spec.hands.deck == DeckKind::Full {
            return Ok(t!("pc-odds-release-only", catalog = catalog.id(), cards = 52).render(locale) + "\n");
        }
        super::odds::render(catalog.id(), spec, locale).ok_or_else(|| Text::verbatim(catalog.id()))
    }
}

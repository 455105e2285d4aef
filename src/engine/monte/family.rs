//! Monte o banca as a plug-in ([`crate::engine::family`]).
//!
//! WORK IN PROGRESS (issue 33): the engine, simulator and odds are being written; until then an
//! article of this family does not compile, so nothing is checked against it silently.

use std::io::{self, Write};
use std::sync::Arc;

use crate::catalog::Catalog;
use crate::catalog::lint::Lint;
use crate::catalog::model::CatalogFile;
use crate::engine::family::{Family, LimitsView};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::{Fault, SimOptions};

pub struct Monte;

impl Family for Monte {
    fn compile(&self, _file: &CatalogFile) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        Err(vec![CompileError::new("play.monte", Text::verbatim("the monte engine is not built yet"))])
    }

    fn lint(&self, _file: &CatalogFile, _game: Option<&dyn Game>, _lint: &mut Lint<'_>) {}

    fn faults(&self, _file: &CatalogFile) -> Vec<Fault> {
        Vec::new()
    }

    fn simulate(
        &self,
        _catalog: &Catalog,
        _opts: &SimOptions,
        _fault: Option<Fault>,
        _out: &mut dyn Write,
    ) -> io::Result<()> {
        Err(io::Error::other("the monte simulator is not built yet"))
    }

    fn odds(&self, catalog: &Catalog, _decks: Option<u16>, _locale: Locale) -> Result<String, Text> {
        Err(Text::verbatim(catalog.id()))
    }

    fn limits(&self, _file: &CatalogFile, _param: &dyn Fn(&str) -> Option<String>, _min: Amount) -> LimitsView {
        LimitsView { heading: None, items: Vec::new() }
    }
}

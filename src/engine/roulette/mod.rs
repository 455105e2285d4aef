//! Ruleta francesa. (Skeleton: being written.)

use crate::catalog::model::RouletteSpec;
use crate::engine::{CompileError, Engine, Game, TableConfig};
use crate::finding::Finding;
use crate::log::event::TableHeader;

pub struct RouletteGame {
    _spec: RouletteSpec,
}

impl RouletteGame {
    pub fn compile(spec: &RouletteSpec) -> Result<RouletteGame, Vec<CompileError>> {
        Ok(RouletteGame { _spec: spec.clone() })
    }
}

impl Game for RouletteGame {
    fn header_keys(&self) -> &'static [&'static str] {
        &["scale"]
    }
    fn emitted_checks(&self) -> Vec<&'static str> {
        Vec::new()
    }
    fn start(&self, _table: &TableConfig, _header: &TableHeader<'_>) -> Result<Box<dyn Engine + '_>, Finding> {
        Ok(Box::new(Nothing))
    }
}

struct Nothing;
impl Engine for Nothing {
    fn event(&mut self, _ev: &crate::log::event::Event<'_>, _out: &mut Vec<Finding>) {}
    fn finish(&mut self, _closed: bool, _out: &mut Vec<Finding>) {}
}

//! The bingo article compiled for its engine, and the family as the rest of veedor sees it.

use std::io;
use std::sync::Arc;

use num_rational::Ratio;

use crate::catalog::Catalog;
use crate::catalog::bingo::{BingoSpec, Percent};
use crate::catalog::lint::Lint;
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::family::{HeaderParam, LimitsView, SimRun, SpecFamily};
use crate::engine::{CompileError, Engine, Game, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::{Locale, Text};
use crate::log::event::{BingoEvent, EventKind, TableHeader, WheelEvent};
use crate::money::Amount;
use crate::sim::Fault;
use crate::t;

/// The checks of every bingo article.
const CHECKS: [&str; 11] =
    ["BG001", "BG002", "BG003", "BG004", "BG005", "BG006", "BG007", "BG008", "BG009", "BG010", "BG016"];

/// The acumulativo's own checks.
const ACUMULATIVO_CHECKS: [&str; 5] = ["BG011", "BG012", "BG013", "BG014", "BG015"];

/// A bingo article, compiled.
#[derive(Debug)]
pub struct BingoGame {
    pub spec: BingoSpec,
}

impl BingoGame {
    pub fn compile(spec: &BingoSpec) -> Result<BingoGame, Vec<CompileError>> {
        let mut errs = Vec::new();
        let base = "play.bingo";
        if spec.balls.highest == 0 {
            errs.push(CompileError::new(format!("{base}.balls.highest"), t!("bg-compile-highest")));
        }
        let c = &spec.card;
        if c.rows != 3 || c.per_row == 0 || c.columns == 0 || u32::from(c.per_row) > 9 {
            errs.push(CompileError::new(format!("{base}.card"), t!("bg-compile-card")));
        }
        if spec.series_remembered == Some(0) {
            errs.push(CompileError::new(format!("{base}.series_remembered"), t!("bg-compile-series-remembered")));
        }
        if spec.prizes.line_param == spec.prizes.bingo_param {
            errs.push(CompileError::new(format!("{base}.prizes.bingo_param"), t!("bg-compile-params")));
        }
        if let Some(a) = &spec.acumulativo {
            let last_open = a.scale.last().is_some_and(|s| s.up_to.is_none());
            let increasing = a.scale.windows(2).all(|w| {
                matches!((w[0].up_to, w[1].up_to), (Some(x), Some(y)) if x < y)
                    || matches!((w[0].up_to, w[1].up_to), (Some(_), None))
            });
            if !last_open || !increasing {
                errs.push(CompileError::new(format!("{base}.acumulativo.scale"), t!("bg-compile-scale")));
            }
            if *a.caps.pesetas_per_euro.0.numer() == 0 {
                errs.push(CompileError::new(
                    format!("{base}.acumulativo.caps.pesetas_per_euro"),
                    t!("bg-compile-rate"),
                ));
            }
        }
        if errs.is_empty() { Ok(BingoGame { spec: spec.clone() }) } else { Err(errs) }
    }

    /// A prize's percentage from the header: a number with at most two decimals.
    fn header_percent(&self, header: &TableHeader<'_>, key: &str) -> Result<Percent, Box<Finding>> {
        let Some(p) = header.get(key) else {
            return Err(Box::new(
                Finding::new(
                    "M004",
                    Label::new(header.id.loc, t!("bg-header-label")),
                    t!("bg-header-missing", key = key),
                )
                .expected(t!("bg-header-expected", key = key)),
            ));
        };
        match Percent::parse(p.value.value).filter(|x| 100 % *x.0.denom() == 0 && x.0 <= Ratio::from_integer(100)) {
            Some(x) => Ok(x),
            None => Err(Box::new(
                Finding::new(
                    "M004",
                    Label::new(p.value.loc, t!("bg-header-label")),
                    t!("bg-header-invalid", key = key, value = p.value.value),
                )
                .expected(t!("bg-header-expected", key = key))
                .found(Text::verbatim(p.value.value)),
            )),
        }
    }
}

impl Game for BingoGame {
    fn header_keys(&self) -> Vec<&str> {
        vec![self.spec.prizes.line_param.as_str(), self.spec.prizes.bingo_param.as_str()]
    }

    fn emitted_checks(&self) -> Vec<&'static str> {
        let mut v = CHECKS.to_vec();
        if self.spec.acumulativo.is_some() {
            v.extend(ACUMULATIVO_CHECKS);
        }
        v.sort_unstable();
        v
    }

    fn start(&self, table: &TableConfig, header: &TableHeader<'_>) -> Result<Box<dyn Engine + '_>, Box<Finding>> {
        let line = self.header_percent(header, &self.spec.prizes.line_param)?;
        let bingo = self.header_percent(header, &self.spec.prizes.bingo_param)?;
        Ok(Box::new(super::table::Table::new(self, table, [line, bingo])))
    }

    fn accepts(&self, kind: &EventKind<'_>) -> bool {
        match kind {
            EventKind::Bingo(BingoEvent::Jackpot(_) | BingoEvent::Fund(_)) => self.spec.acumulativo.is_some(),
            EventKind::Bingo(_) | EventKind::Wheel(WheelEvent::Void { .. }) => true,
            _ => false,
        }
    }

    fn decides_round(&self, kind: &EventKind<'_>) -> bool {
        matches!(kind, EventKind::Bingo(BingoEvent::Ball(_)) | EventKind::Wheel(WheelEvent::Void { .. }))
    }
}

/// Bingo as a plug-in ([`crate::engine::family`]): its simulator (`super::sim`), `veedor odds`
/// ([`super::odds`]).
pub struct Bingo;

impl SpecFamily for Bingo {
    type Spec = BingoSpec;

    fn spec(play: &Play) -> Option<&BingoSpec> {
        if let Play::Bingo(spec) = play { Some(spec) } else { None }
    }

    fn compile(&self, _file: &CatalogFile, spec: &BingoSpec) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        Ok(Arc::new(BingoGame::compile(spec)?))
    }

    fn lint(&self, file: &CatalogFile, spec: &BingoSpec, emitted: Option<&[&'static str]>, lint: &mut Lint<'_>) {
        crate::catalog::lint::check_bingo(lint, spec, &file.rules, emitted);
    }

    fn faults(&self, _file: &CatalogFile, spec: &BingoSpec) -> Vec<Fault> {
        super::sim::faults(spec)
    }

    fn simulate(&self, catalog: &Catalog, spec: &BingoSpec, run: SimRun<'_>) -> io::Result<()> {
        super::sim::simulate(catalog.id(), spec, run.opts, run.fault, run.out)
    }

    fn odds(&self, catalog: &Catalog, spec: &BingoSpec, _decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        let scale = spec.acumulativo.as_ref().map(super::odds::Band::scale);
        Ok(super::odds::render(catalog.id(), scale.as_deref(), locale))
    }

    fn limits(&self, _: &BingoSpec, _: HeaderParam<'_>, min: Amount) -> LimitsView {
        LimitsView { heading: None, items: vec![t!("bg-limits-card", min = min)] }
    }
}

//! A game family as a plug-in: what every part of veedor outside the family asks of it.
//!
//! The checker, `catalog lint`, `simulate`, `odds` and the HTML report do not match on the
//! families: they ask the article's family ([`of`]), which answers from its own module. Adding
//! a family is a variant of [`crate::catalog::model::Play`], an implementation of [`SpecFamily`]
//! (which is its [`Family`]) in the family's module, and its line in [`of`].

use std::io::{self, Write};
use std::sync::Arc;

use crate::catalog::Catalog;
use crate::catalog::lint::Lint;
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::{Fault, SimOptions};
use crate::t;

/// The table's limits as a report shows them: under a heading (a roulette's scale) as a list,
/// or a single line.
pub struct LimitsView {
    pub heading: Option<Text>,
    pub items: Vec<Text>,
}

impl LimitsView {
    /// No limits shown: a family whose maxima the report does not list.
    pub fn none() -> Self {
        LimitsView { heading: None, items: Vec::new() }
    }

    /// The one line of a table whose maximum is `multiple` times the minimum `min`.
    pub fn maximum(min: Amount, multiple: u32) -> Self {
        LimitsView { heading: None, items: vec![maximum_line(min, multiple)] }
    }
}

/// The line «maximum: `multiple` × `min`» of a table's limits.
pub fn maximum_line(min: Amount, multiple: u32) -> Text {
    t!("html-limits-maximum", max = min.times(i64::from(multiple)), multiple = multiple)
}

/// The maximum's multiple a table's header chose (`max=`), if the article offers it among
/// `offered`, else the article's `default`.
pub fn chosen_multiple(param: HeaderParam<'_>, offered: &[u32], default: u32) -> u32 {
    let chosen = param("max").and_then(|v| v.parse::<u32>().ok());
    chosen.filter(|m| offered.contains(m)).unwrap_or(default)
}

/// The faults of `all` whose check `game`, the article compiled, emits: a fault the article's
/// engine cannot report (its text has no such rule) is not offered.
pub fn emitted_only(all: Vec<Fault>, game: &dyn Game) -> Vec<Fault> {
    let emitted = game.emitted_checks();
    all.into_iter().filter(|f| emitted.contains(&f.code)).collect()
}

/// A table header's parameter by name (`max`, `scale`): its value as the header writes it, if
/// given.
pub type HeaderParam<'a> = &'a dyn Fn(&str) -> Option<String>;

/// What a simulation is asked for: its options, the fault to inject, where to write the log.
pub struct SimRun<'a> {
    pub opts: &'a SimOptions,
    pub fault: Option<Fault>,
    pub out: &'a mut dyn Write,
}

/// A family written against its own parameters: [`Family`] for it takes the article's
/// parameters out of [`Play`] once, so that no family writes that step again in each method.
///
/// [`of`] gives a family only its own articles; the answers for another family's article (no
/// game, nothing to lint, no fault, a simulation refused, no odds, no limits) are here, never
/// reached.
pub trait SpecFamily: Sync {
    /// The family's parameters (`play.<family>` of its articles).
    type Spec;
    /// The family's parameters, when `play` is one of its articles'.
    fn spec(play: &Play) -> Option<&Self::Spec>;
    /// [`Family::compile`].
    fn compile(&self, file: &CatalogFile, spec: &Self::Spec) -> Result<Arc<dyn Game>, Vec<CompileError>>;
    /// [`Family::lint`], with the checks the compiled article emits (`None`: it did not
    /// compile). By default nothing: the article's parameters are checked when it compiles.
    fn lint(&self, _file: &CatalogFile, _spec: &Self::Spec, _emitted: Option<&[&'static str]>, _lint: &mut Lint<'_>) {}
    /// [`Family::faults`].
    fn faults(&self, file: &CatalogFile, spec: &Self::Spec) -> Vec<Fault>;
    /// [`Family::simulate`].
    fn simulate(&self, catalog: &Catalog, spec: &Self::Spec, run: SimRun<'_>) -> io::Result<()>;
    /// [`Family::takes_bias`].
    fn takes_bias(&self) -> bool {
        false
    }
    /// [`Family::odds`].
    fn odds(&self, catalog: &Catalog, spec: &Self::Spec, decks: Option<u16>, locale: Locale) -> Result<String, Text>;
    /// [`Family::limits`]. By default none shown.
    fn limits(&self, _spec: &Self::Spec, _param: HeaderParam<'_>, _min: Amount) -> LimitsView {
        LimitsView::none()
    }
}

impl<F: SpecFamily> Family for F {
    fn compile(&self, file: &CatalogFile) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        let Some(spec) = F::spec(&file.play) else { return Err(Vec::new()) };
        SpecFamily::compile(self, file, spec)
    }

    fn lint(&self, file: &CatalogFile, game: Option<&dyn Game>, lint: &mut Lint<'_>) {
        let Some(spec) = F::spec(&file.play) else { return };
        let emitted = game.map(|g| g.emitted_checks());
        SpecFamily::lint(self, file, spec, emitted.as_deref(), lint);
    }

    fn faults(&self, file: &CatalogFile) -> Vec<Fault> {
        F::spec(&file.play).map_or_else(Vec::new, |spec| SpecFamily::faults(self, file, spec))
    }

    fn simulate(&self, catalog: &Catalog, run: SimRun<'_>) -> io::Result<()> {
        let Some(spec) = F::spec(&catalog.file.play) else {
            return Err(crate::sim::failure(t!("sim-catalogue-invalid", id = catalog.id())));
        };
        SpecFamily::simulate(self, catalog, spec, run)
    }

    fn takes_bias(&self) -> bool {
        SpecFamily::takes_bias(self)
    }

    fn odds(&self, catalog: &Catalog, decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        let Some(spec) = F::spec(&catalog.file.play) else { return Err(Text::verbatim(catalog.id())) };
        SpecFamily::odds(self, catalog, spec, decks, locale)
    }

    fn limits(&self, file: &CatalogFile, param: &dyn Fn(&str) -> Option<String>, min: Amount) -> LimitsView {
        let Some(spec) = F::spec(&file.play) else { return LimitsView::none() };
        SpecFamily::limits(self, spec, param, min)
    }
}

/// What a game family brings to the rest of veedor.
pub trait Family: Sync {
    /// Compiles an article of the family for its engine.
    fn compile(&self, file: &CatalogFile) -> Result<Arc<dyn Game>, Vec<CompileError>>;
    /// The family's own catalogue checks, beyond what [`Family::compile`] reports (`game`: the
    /// compiled article, when it compiled).
    fn lint(&self, file: &CatalogFile, game: Option<&dyn Game>, lint: &mut Lint<'_>);
    /// The faults its simulator can inject into an article's logs (only those its parameters
    /// make possible).
    fn faults(&self, file: &CatalogFile) -> Vec<Fault>;
    /// Writes a simulated session of the article, as `run` asks (its fault injected).
    fn simulate(&self, catalog: &Catalog, run: SimRun<'_>) -> io::Result<()>;
    /// Whether its simulator can bias the outcomes (`--bias`: a wheel's numbers).
    fn takes_bias(&self) -> bool {
        false
    }
    /// `veedor odds`: the article's exact odds, as text in `locale`'s language (`decks`: a shoe
    /// of another size, for the card games).
    fn odds(&self, catalog: &Catalog, decks: Option<u16>, locale: Locale) -> Result<String, Text>;
    /// The maxima at minimum `min`, as the header chose them (`param`: a header parameter).
    fn limits(&self, file: &CatalogFile, param: &dyn Fn(&str) -> Option<String>, min: Amount) -> LimitsView;
}

/// The family of an article.
pub fn of(play: &Play) -> &'static dyn Family {
    match play {
        Play::Roulette(_) => &super::roulette::family::Roulette,
        Play::Baccarat(_) => &super::baccarat::family::Baccarat,
        Play::BlackJack(_) => &super::black_jack::family::BlackJack,
        Play::Treinta(_) => &super::treinta::family::Treinta,
        Play::Dice(_) => &super::dice::family::Dice,
        Play::Bingo(_) => &super::bingo::article::Bingo,
        Play::Poker(_) => &super::poker::family::Poker,
        Play::Circulo(_) => &super::circulo::family::Circulo,
        Play::Monte(_) => &super::monte::family::Monte,
    }
}

/// A family's compile errors, in `locale`'s language, as one sentence for the command line.
pub fn compile_errors(errs: &[CompileError], locale: Locale) -> Text {
    // The engine's own words (src/engine/), in the chosen language.
    let why: Vec<String> = errs.iter().map(|e| format!("{}: {}", e.path, e.message.render(locale))).collect();
    Text::verbatim(why.join("; "))
}

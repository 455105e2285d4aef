//! A game family as a plug-in: what every part of veedor outside the family asks of it.
//!
//! The checker, `catalog lint`, `simulate`, `odds` and the HTML report do not match on the
//! families: they ask the article's family ([`of`]), which answers from its own module. Adding
//! a family is a variant of [`crate::catalog::model::Play`], an implementation of [`Family`] in
//! the family's module, and its line in [`of`].

use std::io::{self, Write};
use std::sync::Arc;

use crate::catalog::Catalog;
use crate::catalog::lint::Lint;
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::{Fault, SimOptions};

/// The table's limits as a report shows them: under a heading (a roulette's scale) as a list,
/// or a single line.
pub struct LimitsView {
    pub heading: Option<Text>,
    pub items: Vec<Text>,
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
    /// Writes a simulated session of the article, with `fault` injected.
    fn simulate(
        &self,
        catalog: &Catalog,
        opts: &SimOptions,
        fault: Option<Fault>,
        out: &mut dyn Write,
    ) -> io::Result<()>;
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

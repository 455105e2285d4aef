//! Treinta y cuarenta as a plug-in ([`crate::engine::family`]): its article compiled, `veedor
//! odds` (a row's totals, a coup's outcomes and the chances' edges, from [`super::odds`]), and
//! the limits the HTML report shows.

use std::io;
use std::sync::Arc;

use super::TreintaGame;
use super::exact::Exact;
use super::odds::{self, Chance as OddsChance, Shoe};
use crate::catalog::Catalog;
use crate::catalog::lint::Lint;
use crate::catalog::model::{CatalogFile, Play};
use crate::catalog::treinta::{Chance, TreintaSpec};
use crate::engine::family::{HeaderParam, LimitsView, SimRun, SpecFamily};
use crate::engine::prison::{FurtherZero, ZeroPolicy};
use crate::engine::{CompileError, Game};
use crate::i18n::{Lang, Locale, Text};
use crate::money::Amount;
use crate::sim::Fault;
use crate::t;

pub struct Treinta;

impl SpecFamily for Treinta {
    type Spec = TreintaSpec;

    /// The article's treinta y cuarenta parameters.
    fn spec(play: &Play) -> Option<&TreintaSpec> {
        if let Play::Treinta(spec) = play { Some(spec) } else { None }
    }

    fn compile(&self, _file: &CatalogFile, spec: &TreintaSpec) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        Ok(Arc::new(TreintaGame::compile(spec)?))
    }

    /// The article's parameters are checked when it compiles (`TreintaGame::compile`); here,
    /// that every rule it names exists and lists the codes the engine cites it for.
    fn lint(&self, file: &CatalogFile, spec: &TreintaSpec, emitted: Option<&[&'static str]>, lint: &mut Lint<'_>) {
        crate::catalog::lint::check_treinta(lint, spec, &file.rules, emitted);
    }

    fn faults(&self, _file: &CatalogFile, spec: &TreintaSpec) -> Vec<Fault> {
        super::sim::faults(spec)
    }

    fn simulate(&self, catalog: &Catalog, spec: &TreintaSpec, run: SimRun<'_>) -> io::Result<()> {
        super::sim::simulate(catalog.id(), spec, run.opts, run.fault, run.out)
    }

    fn odds(&self, catalog: &Catalog, spec: &TreintaSpec, decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        render(catalog.id(), spec, decks.unwrap_or(spec.cards.decks), locale)
    }

    fn limits(&self, spec: &TreintaSpec, _: HeaderParam<'_>, min: Amount) -> LimitsView {
        LimitsView::maximum(min, spec.limits.maximum_multiple)
    }
}

/// `x` as a percentage with `places` decimals, in the reader's notation.
fn percent(x: &Exact, places: u32, point: char) -> String {
    let scale = 10i128.pow(places + 2);
    match x.rounded_to(scale) {
        Some(r) => {
            let n = *r.numer() * (scale / *r.denom());
            let unit = 10i128.pow(places);
            format!("{}{point}{:0width$} %", n / unit, n % unit, width = places as usize)
        }
        None => "?".to_owned(),
    }
}

/// The report `veedor odds` prints for the article.
fn render(id: &str, spec: &TreintaSpec, decks: u16, locale: Locale) -> Result<String, Text> {
    let point = if locale.local_numbers && locale.lang == Lang::Es { ',' } else { '.' };
    let text = |t: Text| t.render(locale);
    let shoe = Shoe::Decks(decks);
    let fail = |e: odds::OddsError| match e {
        odds::OddsError::Decks(d) => t!("tc-odds-decks", decks = d, max = odds::MAX_DECKS),
    };
    let row = odds::row_totals(shoe).map_err(fail)?;
    let coup = odds::coup(shoe).map_err(fail)?;
    let mut s = text(t!("tc-odds-title", catalog = id, decks = decks, cards = u32::from(decks) * 52));
    s.push_str("\n\n");
    s.push_str(&text(t!("tc-odds-row-heading")));
    s.push('\n');
    for (i, p) in row.p.iter().enumerate() {
        s.push_str(&format!("  {:>2}  {:>10}\n", u32::from(odds::STOP) + i as u32, percent(p, 4, point)));
    }
    s.push('\n');
    s.push_str(&text(t!("tc-odds-coup-heading")));
    s.push('\n');
    let outcomes = [
        (t!("tc-odds-negra"), coup.negra.clone()),
        (t!("tc-odds-roja"), coup.roja.clone()),
        (t!("tc-odds-tie"), coup.void()),
        (t!("tc-odds-refait"), coup.refait().clone()),
    ];
    let labels: Vec<String> = outcomes.iter().map(|(l, _)| text(l.clone())).collect();
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    for (label, (_, p)) in labels.iter().zip(&outcomes) {
        let pad = " ".repeat(width - label.chars().count());
        s.push_str(&format!("  {label}{pad}  {:>10}\n", percent(p, 4, point)));
    }
    s.push('\n');
    let release = spec.refait.release_amount;
    let policies = [
        (t!("tc-odds-half-back"), ZeroPolicy::Half),
        (t!("tc-odds-prison"), ZeroPolicy::Prison { release, further: FurtherZero::OptionsAgain }),
    ];
    s.push_str(&text(t!("tc-odds-edge-heading")));
    s.push('\n');
    let policies: Vec<(String, ZeroPolicy)> = policies.into_iter().map(|(l, p)| (text(l), p)).collect();
    let width = policies.iter().map(|(l, _)| l.chars().count()).max().unwrap_or(0);
    for (label, policy) in policies {
        let pad = " ".repeat(width - label.chars().count());
        let mut line = format!("  {label}:{pad}");
        for (backs, chance) in [
            (Chance::FirstRow, OddsChance::Negra),
            (Chance::SecondRow, OddsChance::Roja),
            (Chance::Color, OddsChance::Color),
            (Chance::Inverso, OddsChance::Inverso),
        ] {
            let name = spec.bets.iter().find(|b| b.backs == backs).map_or("?", |b| b.name.as_str());
            let e = odds::edge(&coup, chance, policy).ok_or_else(|| t!("tc-odds-no-edge"))?;
            let sign = if e.favours_player { "-" } else { "" };
            line.push_str(&format!("  {name} {sign}{}", percent(&e.magnitude, 4, point)));
        }
        s.push_str(&line);
        s.push('\n');
    }
    s.push('\n');
    s.push_str(&text(t!("tc-odds-note")));
    s.push('\n');
    Ok(s)
}

//! Póquer sin descarte as a plug-in ([`crate::engine::family`]): its article compiled, `veedor
//! odds` (from [`super::odds`] and [`super::edge`]), and the limits the HTML report shows.

use std::io;
use std::sync::Arc;

use super::edge::{self, Decision};
use super::game::PokerGame;
use super::hand::{Category, Qualifier};
use super::odds::{self, CarruselTable, PayTable, Q};
use super::sim::{NoQualifySecondBet, SimTable};
use crate::catalog::Catalog;
use crate::catalog::model::{CatalogFile, Play};
use crate::catalog::poker::{NotQualified, PokerSpec};
use crate::engine::family::{HeaderParam, LimitsView, SimRun, SpecFamily};
use crate::engine::{CompileError, Game};
use crate::i18n::{Lang, Locale, Text};
use crate::money::Amount;
use crate::sim::Fault;
use crate::t;

pub struct Poker;

impl SpecFamily for Poker {
    type Spec = PokerSpec;

    fn spec(play: &Play) -> Option<&PokerSpec> {
        if let Play::Poker(spec) = play { Some(spec) } else { None }
    }

    fn compile(&self, file: &CatalogFile, _spec: &PokerSpec) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        Ok(Arc::new(PokerGame::compile(file)?))
    }

    fn faults(&self, file: &CatalogFile, _spec: &PokerSpec) -> Vec<Fault> {
        match PokerGame::compile(file) {
            Ok(g) => super::sim::faults(&sim_table(&g, "")),
            Err(_) => Vec::new(),
        }
    }

    fn simulate(&self, catalog: &Catalog, _spec: &PokerSpec, run: SimRun<'_>) -> io::Result<()> {
        let g = PokerGame::compile(&catalog.file)
            .map_err(|_| crate::sim::failure(t!("sim-catalogue-invalid", id = catalog.id())))?;
        super::sim::simulate(&sim_table(&g, catalog.id()), run.opts, run.fault, run.out)
    }

    fn odds(&self, catalog: &Catalog, _spec: &PokerSpec, _decks: Option<u16>, locale: Locale) -> Result<String, Text> {
        let game = PokerGame::compile(&catalog.file).map_err(|_| Text::verbatim(catalog.id()))?;
        Ok(render(catalog.id(), &game, locale))
    }

    fn limits(&self, spec: &PokerSpec, param: HeaderParam<'_>, min: Amount) -> LimitsView {
        let m = param("max").and_then(|m| m.parse::<u32>().ok()).unwrap_or(spec.limits.default_maximum_multiple);
        LimitsView::maximum(min, m)
    }
}

/// What the simulator needs of the compiled article: a table in pesetas where the article's
/// minima are bands in pesetas (Murcia), else in euros.
fn sim_table(g: &PokerGame, id: &str) -> SimTable {
    let currency = if g.spec.limits.minimum_pesetas.is_empty() { "EUR" } else { "ESP" };
    SimTable {
        minima: g.allowed_minima(currency),
        max_multiples: g.spec.limits.maximum_multiples.clone(),
        boxes: g.spec.boxes.default,
        seats: g.spec.boxes.max,
        ranking: g.ranking,
        qualifier: g.qualifier,
        carrusel: g.carrusel.is_some(),
        sabot_auto: g.spec.deal.sabot_auto,
        consent_needed: g.spec.boxes.consent,
        // A blind bet on a vacant box is nobody's to consent to: where bets on another's box
        // need consent (Murcia), no vacant box is simulated.
        vacant_boxes: !g.spec.boxes.consent,
        second_bet_multiple: g.spec.second_bet.multiple,
        no_qualify_second_bet: match g.spec.second_bet.when_bank_does_not_play {
            NotQualified::Returned => NoQualifySecondBet::Returned,
            NotQualified::Lost => NoQualifySecondBet::Lost,
        },
        pays: g.pay,
        carrusel_prizes: g.carrusel.unwrap_or([0; 10]),
        currency,
        catalog_id: id.to_owned(),
    }
}

/// The bank's qualifier in words: the texts' «un As y un Rey» as they say it, another as its
/// combination and ranks.
fn qualifier_text(q: &Qualifier) -> Text {
    if *q == Qualifier::ACE_KING {
        return t!("ps-qualifier-ace-king");
    }
    let ranks = q.ranks();
    if ranks.is_empty() {
        return t!("ps-qualifier-any", cat = q.category().name());
    }
    let ranks = ranks.iter().map(|r| r.as_char().to_string()).collect::<Vec<_>>().join(" ");
    t!("ps-qualifier-ranks", cat = q.category().name(), ranks = ranks)
}

/// `x` as a percentage with four decimals, in the reader's notation.
fn percent(x: Q, point: char) -> String {
    let scaled = (x * Q::from_integer(1_000_000)).round();
    let n = *scaled.numer();
    let sign = if n < 0 { "-" } else { "" };
    let n = n.abs();
    format!("{sign}{}{point}{:04} %", n / 10_000, n % 10_000)
}

/// The report `veedor odds` prints for the article: every figure exact, from the counts of all
/// C(52, 5) hands; the house edge under the optimal decision only in an optimised build (its
/// sweep takes a minute in a debug one, which says so instead).
fn render(id: &str, g: &PokerGame, locale: Locale) -> String {
    let point = if locale.local_numbers && locale.lang == Lang::Es { ',' } else { '.' };
    let text = |t: Text| t.render(locale);
    let dist = odds::distribution(&g.ranking, &g.qualifier);
    let pay = PayTable(g.pay);
    let mut s = text(t!("ps-odds-title", catalog = id));
    s.push_str("\n\n");
    s.push_str(&text(t!(
        "ps-odds-bank-qualifies",
        qualifier = qualifier_text(&g.qualifier),
        p = percent(dist.bank_qualifies(), point),
        ratio = dist.bank_qualifies().to_string()
    )));
    s.push_str("\n\n");
    s.push_str(&text(t!("ps-odds-distribution-heading")));
    s.push('\n');
    let names: Vec<String> = Category::ALL.iter().rev().map(|c| text(c.name())).collect();
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for (c, name) in Category::ALL.iter().rev().zip(&names) {
        let pad = " ".repeat(width - name.chars().count());
        s.push_str(&format!(
            "  {name}{pad}  {:>9}  {:>10}  ×{}\n",
            dist.counts[*c as usize],
            percent(dist.probability(*c), point),
            pay.multiplier(*c)
        ));
    }
    s.push('\n');
    s.push_str(&text(t!(
        "ps-odds-mean-payout",
        mean = dist.mean_multiplier(&pay).to_string(),
        p = percent(dist.mean_multiplier(&pay), point)
    )));
    s.push('\n');
    if let Some(table) = g.carrusel {
        let r = dist.carrusel_return(&CarruselTable(table));
        s.push_str(&text(t!("ps-odds-carrusel", ratio = r.to_string(), p = percent(r, point))));
        s.push('\n');
    }
    // The sweep takes about 6 s optimised and a minute unoptimised, for either decision rule:
    // a debug build says where to find the figure rather than compute it.
    if cfg!(debug_assertions) {
        s.push_str(&text(t!("ps-odds-edge-release-only")));
    } else {
        let game =
            edge::Game { ranking: g.ranking, qualifier: g.qualifier, pays: pay, call: g.spec.second_bet.multiple };
        let e = edge::house_edge(&game, Decision::Optimal);
        s.push_str(&text(t!("ps-odds-edge", rule = t!("ps-odds-edge-optimal"), p = percent(e.per_ante(), point))));
    }
    s.push('\n');
    s
}

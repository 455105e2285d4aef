//! Black Jack as a plug-in ([`crate::engine::family`]).

use std::io;
use std::sync::Arc;

use super::BlackJackGame;
use super::odds::{DealerFinal, DealerRules, Shoe, dealer_outcomes};
use crate::catalog::Catalog;
use crate::catalog::black_jack::BlackJackSpec;
use crate::catalog::lint::{Lint, check_rule_refs};
use crate::catalog::model::{CatalogFile, Play};
use crate::engine::family::{HeaderParam, LimitsView, SimRun, SpecFamily, chosen_multiple, compile_errors};
use crate::engine::{CompileError, Game};
use crate::i18n::{Locale, Text};
use crate::money::Amount;
use crate::sim::Fault;
use crate::t;

pub struct BlackJack;

impl SpecFamily for BlackJack {
    type Spec = BlackJackSpec;

    /// The article's Black Jack parameters.
    fn spec(play: &Play) -> Option<&BlackJackSpec> {
        if let Play::BlackJack(spec) = play { Some(spec) } else { None }
    }

    fn compile(&self, _file: &CatalogFile, spec: &BlackJackSpec) -> Result<Arc<dyn Game>, Vec<CompileError>> {
        super::compile(spec)
    }

    fn lint(&self, file: &CatalogFile, s: &BlackJackSpec, emitted: Option<&[&'static str]>, lint: &mut Lint<'_>) {
        let base = "play.black-jack";
        let p = |k: &str| format!("{base}.{k}");
        let mut refs: Vec<(String, &str, &[&str])> = vec![
            (p("cards.rule"), &s.cards.rule, &["BJ001", "BJ005"]),
            (p("shoe.cut_card_rule"), &s.shoe.cut_card_rule, &["BJ003"]),
            (p("burn.rule"), &s.burn.rule, &["BJ002"]),
            (p("boxes.rule"), &s.boxes.rule, &["BJ034"]),
            (p("deal.rule"), &s.deal.rule, &["BJ006", "BJ007"]),
            (p("deal.face_up_rule"), &s.deal.face_up_rule, &["BJ008"]),
            (p("play.hit_rule"), &s.play.hit_rule, &["BJ009", "BJ010", "BJ012"]),
            (p("play.order_rule"), &s.play.order_rule, &["BJ007", "BJ011"]),
            (p("play.bust_rule"), &s.play.bust_rule, &["BJ012", "BJ013", "BJ023", "BJ024"]),
            (p("dealer.rule"), &s.dealer.rule, &["BJ007", "BJ014", "BJ015"]),
            (p("dealer.soft_ace_rule"), &s.dealer.soft_ace_rule, &["BJ014", "BJ015"]),
            (p("payouts.dealer_bust_rule"), &s.payouts.dealer_bust_rule, &["BJ023", "BJ024"]),
            (p("double.after_split_rule"), &s.double.after_split_rule, &["BJ016"]),
            (p("split.order_rule"), &s.split.order_rule, &["BJ011"]),
            (p("payouts.rule"), &s.payouts.rule, &["BJ023", "BJ024"]),
            (p("payouts.blackjack_rule"), &s.payouts.blackjack_rule, &["BJ023", "BJ024"]),
            (p("payouts.push_rule"), &s.payouts.push_rule, &["BJ023", "BJ024"]),
            (p("double.rule"), &s.double.rule, &["BJ016", "BJ017"]),
            (p("double.one_card_rule"), &s.double.one_card_rule, &["BJ012"]),
            (p("split.rule"), &s.split.rule, &["BJ018", "BJ019"]),
            (p("split.aces_rule"), &s.split.aces_rule, &["BJ012"]),
            (p("split.twenty_one_rule"), &s.split.twenty_one_rule, &["BJ023"]),
            (p("insurance.rule"), &s.insurance.rule, &["BJ020"]),
            (p("insurance.max_rule"), &s.insurance.max_rule, &["BJ021"]),
            (p("insurance.payout_rule"), &s.insurance.payout_rule, &["BJ023", "BJ024", "BJ030"]),
            (p("settlement.rule"), &s.settlement.rule, &["BJ029", "BJ030"]),
            (p("settlement.croupier_rule"), &s.settlement.croupier_rule, &["BJ025", "BJ026", "BJ027", "BJ028"]),
            (p("limits.min_rule"), &s.limits.min_rule, &["BJ031", "BJ035", "BJ036"]),
            (p("limits.max_rule"), &s.limits.max_rule, &["BJ032"]),
            (p("limits.change_rule"), &s.limits.change_rule, &["BJ041"]),
        ];
        if let Some(r) = &s.boxes.max_bets_rule {
            refs.push((p("boxes.max_bets_rule"), r, &["BJ033"]));
        }
        if let Some(c) = &s.boxes.control {
            refs.push((p("boxes.control.rule"), &c.rule, &["BJ039"]));
            if let Some(r) = &c.vacant_rule {
                refs.push((p("boxes.control.vacant_rule"), r, &["BJ039"]));
            }
        }
        if let Some(r) = &s.split.max_rule {
            refs.push((p("split.max_rule"), r, &["BJ018"]));
        }
        if let Some(e) = &s.even_money {
            refs.push((p("even_money.rule"), &e.rule, &["BJ022", "BJ023", "BJ024"]));
        }
        if let Some(x) = &s.side_bet_13 {
            refs.push((p("side_bet_13.rule"), &x.rule, &["BJ023", "BJ024", "BJ030", "BJ040"]));
            refs.push((p("side_bet_13.limits_rule"), &x.limits_rule, &["BJ031", "BJ032"]));
        }
        if let Some(x) = &s.progressive {
            refs.push((p("progressive.rule"), &x.rule, &["BJ037"]));
        }
        check_rule_refs(lint, &file.rules, emitted, refs);
    }

    fn faults(&self, _file: &CatalogFile, spec: &BlackJackSpec) -> Vec<Fault> {
        super::sim::faults(spec)
    }

    fn simulate(&self, catalog: &Catalog, spec: &BlackJackSpec, run: SimRun<'_>) -> io::Result<()> {
        super::sim::simulate(catalog.id(), spec, run.opts, run.fault, run.out)
    }

    fn odds(
        &self,
        catalog: &Catalog,
        spec: &BlackJackSpec,
        decks: Option<u16>,
        locale: Locale,
    ) -> Result<String, Text> {
        BlackJackGame::compile(spec).map_err(|errs| compile_errors(&errs, locale))?;
        let decks = decks.unwrap_or(spec.cards.decks);
        let rules = DealerRules { hits_soft_17: spec.dealer.hit_soft_17 };
        let o = dealer_outcomes(Shoe::Decks(decks), rules).map_err(|e| {
            t!("bj-odds-error", id = catalog.id(), decks = decks, max = super::odds::MAX_DECKS, error = e.to_string())
        })?;
        let text = |t: Text| t.render(locale);
        let pct = |r: &super::odds::Prob| crate::i18n::numbers::percent(*r.numer(), *r.denom(), 4, locale);
        let soft = if spec.dealer.hit_soft_17 { "hits" } else { "stands" };
        let mut s = text(t!(
            "bj-odds-title",
            catalog = catalog.id(),
            decks = decks,
            cards = u32::from(decks) * 52,
            soft = soft
        ));
        s.push_str("\n\n");
        let heads: Vec<String> = ["17", "18", "19", "20", "21", "BJ"]
            .iter()
            .map(|h| (*h).to_owned())
            .chain([text(t!("bj-odds-bust"))])
            .collect();
        let up = text(t!("bj-odds-upcard"));
        let width = up.chars().count().max(6);
        s.push_str(&format!("{up:<width$}"));
        for h in &heads {
            s.push_str(&format!(" {h:>9}"));
        }
        s.push('\n');
        for (u, row) in o.by_upcard.iter().enumerate() {
            let name = match u {
                0 => "A".to_owned(),
                9 => text(t!("bj-odds-ten")),
                _ => (u + 1).to_string(),
            };
            s.push_str(&format!("{name:<width$}"));
            for f in DealerFinal::ALL {
                s.push_str(&format!(" {:>9}", pct(&row[f.index()])));
            }
            s.push('\n');
        }
        s.push('\n');
        s.push_str(&text(t!("bj-odds-note")));
        s.push('\n');
        // Beside the dealer's distribution: basic strategy and its edge under the article's rules.
        let rules = strategy_rules(spec)?;
        s.push('\n');
        s.push_str(&super::strategy::render::text(catalog.id(), &rules, Shoe::Decks(decks), locale)?);
        Ok(s)
    }

    fn limits(&self, spec: &BlackJackSpec, param: HeaderParam<'_>, min: Amount) -> LimitsView {
        let l = &spec.limits;
        LimitsView::maximum(min, chosen_multiple(param, &l.maximum_multiples, l.default_maximum_multiple))
    }
}

/// The basic-strategy module's rules, read from the article's parameters.
pub(crate) fn strategy_rules(spec: &BlackJackSpec) -> Result<super::strategy::Rules, Text> {
    use super::strategy::{DealerBlackJack, Rules};
    use crate::catalog::black_jack::{DealerBlackjackTakes, DrawnAce, PairsCount};
    let pays = spec.payouts.blackjack.0;
    let (Ok(numer), Ok(denom)) = (u32::try_from(*pays.numer()), u32::try_from(*pays.denom())) else {
        return Err(t!("bj-odds-error-payout"));
    };
    let max_splits = spec.split.max_pairs.map(|m| match spec.split.pairs_count {
        PairsCount::Splits => m,
        // «seis pares» read as hands: one split fewer than the hands.
        PairsCount::Hands => m.saturating_sub(1),
    });
    Ok(Rules {
        hits_soft_17: spec.dealer.hit_soft_17,
        blackjack_pays: (numer, denom),
        double_totals: spec.double.totals.clone(),
        double_ace_with: spec.double.ace_with.clone(),
        double_after_split: spec.double.after_split,
        double_on_split_aces: spec.double.on_split_aces,
        drawn_ace_may_be_11: spec.double.drawn_ace == DrawnAce::PlayerChoice,
        max_splits,
        // The articles re-split any pair, aces included (the general re-split rule).
        resplit_aces: true,
        dealer_blackjack: match spec.payouts.dealer_blackjack_takes {
            DealerBlackjackTakes::AllStakes => DealerBlackJack::TakesAllStakes,
            DealerBlackjackTakes::OriginalStakesOnly => DealerBlackJack::TakesOriginalStake,
        },
    })
}

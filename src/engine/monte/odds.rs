//! Exact odds of monte o banca (`veedor odds valencia-2003/monte`), computed from the article's
//! encoding: its multiples, its commission and its annulment table (`play.monte`), as exact
//! fractions (`docs/design/monte/odds.py` is the model; spec §5 the figures).
//!
//! - A clean layout (36 unseen cards, 12 live): each suerte's chance and house edge.
//! - The layout procedure over a shuffled 40-card deck, exactly: the first pair burned (1/13),
//!   P3 and P4 of one value at least once in a coup, the void coup, the complete layouts by
//!   what lies on the first two cards.
//! - Every doubled and tripled configuration (each choice of the doubling cards' suits) and
//!   every Primeras bet on it: the house edge's range per suerte, the bets not fair before the
//!   commission and those with a player edge (none under the defaults).
//! - Segundas from a clean layout: E[1/N2] (1/33), its C/A/V and Cartas edges.
//!
//! Every bet is a race: it wins with probability W / (W + L) (its live winning and losing
//! cards, annulled cards no action) and pays its multiple; the 10 % is kept from what the
//! window's first card wins, with probability W / N (N unseen cards).

use std::collections::HashMap;

use num_bigint::BigInt;
use num_rational::{BigRational, Ratio};
use num_traits::{One, ToPrimitive, Zero};

use super::sim::coup::{Board, Cards, cartas_annulled, doubling, salto_annulled};
use super::spec::{AnnulMode, AnnulTable, CommissionOf, Config, MonteSpec, Payout, Relation};
use crate::i18n::{Locale, Text};
use crate::log::spanish_card::{SpanishCard, SpanishRank, SpanishSuit};
use crate::t;

pub type Q = Ratio<i128>;

/// A bet's race and what it pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Race {
    pub win: u32,
    pub lose: u32,
    pub pays: u32,
    /// Unseen cards at its window's «no va más».
    pub unseen: u32,
    /// The commission can be due on it (VIS is exempt; `commission.exempt`).
    pub commission: bool,
}

impl Race {
    pub fn p_win(&self) -> Q {
        Q::new(i128::from(self.win), i128::from((self.win + self.lose).max(1)))
    }

    /// The house edge per unit staked (negative: a player edge).
    pub fn edge(&self, spec: &MonteSpec) -> Q {
        let p = self.p_win();
        let pays = Q::from_integer(i128::from(self.pays));
        let mut e = (Q::from_integer(1) - p) - p * pays;
        if self.commission && self.unseen > 0 {
            let r = &spec.commission.rate.0;
            let rate = Q::new(i128::from(*r.numer()), i128::from(*r.denom()) * 100);
            let base = match spec.commission.of {
                CommissionOf::Winnings => pays,
                CommissionOf::Stake => Q::from_integer(1),
            };
            e += rate * base * Q::new(i128::from(self.win), i128::from(self.unseen));
        }
        e
    }

    /// Fair before the commission: W · (pays + 1) = W + L.
    pub fn fair(&self) -> bool {
        self.win * (self.pays + 1) == self.win + self.lose
    }
}

fn net(spec: &MonteSpec, x: u32) -> u32 {
    match spec.suertes.payout {
        Payout::Net => x,
        Payout::Gross => x.saturating_sub(1),
    }
}

/// The annulment table the article plays by.
fn table(spec: &MonteSpec, mode: AnnulMode) -> Option<&AnnulTable> {
    match mode {
        AnnulMode::Principle => Some(&spec.annulments.principle),
        AnnulMode::Literal => spec.annulments.literal.as_ref(),
    }
}

/// A board: oros 1–4 of distinct values placed (suits do not matter, only relations), with
/// `dead1`, `dead2` the relations lying on p1 and p2.
fn board(dead1: &[Relation], dead2: &[Relation]) -> Board {
    let card = |r: usize| SpanishCard { rank: SpanishRank::ALL[r], suit: SpanishSuit::Oros };
    let mut b = Board::default();
    for (i, slot) in b.placed.iter_mut().enumerate() {
        *slot = Some(card(i));
    }
    for (i, dead) in [dead1, dead2].into_iter().enumerate() {
        for &r in dead {
            if let Some(c) = b.card(i as u8 + 1, r) {
                b.out[i] |= super::sim::coup::bit(c);
            }
        }
        b.on[i] = dead.len() as u8;
    }
    b
}

fn count(c: Cards) -> u32 {
    c.count_ones()
}

/// The suertes as `veedor odds` groups them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Cav,
    Cartas11,
    Cartas22,
    Salto,
    Vis,
}

/// Every Primeras bet of a board with its kind (VIS only where its card is live).
pub(crate) fn primeras_bets(spec: &MonteSpec, b: &Board, table: &AnnulTable) -> Vec<(Kind, String, Race)> {
    let all = b.live_cards(&[1, 2, 3, 4], 0);
    let n = u32::from(b.on[0]) + u32::from(b.on[1]) + b.burned;
    let unseen = 36 - n;
    let exempt = |k| spec.commission.exempt.contains(&k);
    use super::spec::Suerte;
    let mut out = Vec::new();
    let cfg = Config { p1: doubling(b.missing(1)), p2: doubling(b.missing(2)) };
    // Salto.
    for x in 1..=4u8 {
        // Per Salto: the literal table's entries name the card the Salto is on (`on:`).
        let sa = salto_annulled(table, cfg, x, b);
        let others: Vec<u8> = (1..=4).filter(|&p| p != x).collect();
        let race = Race {
            win: count(b.live_cards(&[x], sa)),
            lose: count(b.live_cards(&others, sa)),
            pays: net(spec, spec.suertes.salto.pays),
            unseen,
            commission: !exempt(Suerte::Salto),
        };
        out.push((Kind::Salto, format!("salto {x}"), race));
    }
    // Camo, Anti, Viudo.
    let cav = &spec.suertes.cav;
    let ded = |k: u8| match k {
        0 => 0,
        1 => cav.deduction.doubled,
        _ => cav.deduction.tripled,
    };
    let pays = net(spec, cav.primeras.saturating_sub(ded(b.on[0]) + ded(b.on[1]) + cav.deduction.burned * b.burned));
    for x in 1..=4u8 {
        for (r, word) in [(Relation::Camo, "camo"), (Relation::Anti, "anti"), (Relation::Viudo, "viudo")] {
            if b.live(x, r) {
                let race = Race { win: 1, lose: count(all) - 1, pays, unseen, commission: !exempt(Suerte::Camo) };
                out.push((Kind::Cav, format!("{word} {x}"), race));
            }
        }
    }
    // Cartas, both directions.
    let mut pairs: Vec<(Vec<u8>, Vec<u8>)> =
        vec![(vec![1], vec![2]), (vec![3], vec![4]), (vec![1], vec![3]), (vec![2], vec![4])];
    if spec.suertes.cartas.diagonal_one {
        pairs.extend([(vec![1], vec![4]), (vec![2], vec![3])]);
    }
    pairs.extend([(vec![1, 2], vec![3, 4]), (vec![1, 3], vec![2, 4]), (vec![1, 4], vec![2, 3])]);
    for (s, o) in pairs {
        for (side, other) in [(&s, &o), (&o, &s)] {
            let ann = cartas_annulled(table, cfg, side, other, b, &|q| q);
            let race = Race {
                win: count(b.live_cards(side, ann)),
                lose: count(b.live_cards(other, ann)),
                pays: spec.suertes.cartas.pays,
                unseen,
                commission: !exempt(Suerte::Cartas),
            };
            let kind = if side.len() == 1 { Kind::Cartas11 } else { Kind::Cartas22 };
            let name: Vec<String> = side.iter().chain(other.iter()).map(u8::to_string).collect();
            out.push((kind, format!("cartas {}", name.join("-")), race));
        }
    }
    // Vista Hermosa.
    let vis = net(spec, spec.suertes.vis.pays.saturating_sub(spec.suertes.vis.points_per_card * n));
    for x in 1..=4u8 {
        if b.live(x, Relation::Camo) {
            let race = Race { win: 1, lose: unseen - 1, pays: vis, unseen, commission: !exempt(Suerte::Vis) };
            out.push((Kind::Vis, format!("vis {x}"), race));
        }
    }
    out
}

/// Each doubled/tripled configuration with every choice of the doubling cards' relations.
fn configurations() -> Vec<(u8, u8, Vec<Relation>, Vec<Relation>)> {
    let rels = [Relation::Camo, Relation::Viudo, Relation::Anti];
    let subsets = |k: u8| -> Vec<Vec<Relation>> {
        match k {
            0 => vec![vec![]],
            1 => rels.iter().map(|&r| vec![r]).collect(),
            _ => vec![vec![rels[0], rels[1]], vec![rels[0], rels[2]], vec![rels[1], rels[2]]],
        }
    };
    let mut out = Vec::new();
    for k1 in 0..3u8 {
        for k2 in 0..3u8 {
            for d1 in subsets(k1) {
                for d2 in subsets(k2) {
                    out.push((k1, k2, d1.clone(), d2));
                }
            }
        }
    }
    out
}

/// The house edge's range per kind over one configuration (k1 ≥ k2 folded together).
#[derive(Clone, Debug, Default)]
pub struct Sweep {
    /// (k1, k2) with k1 ≥ k2 → kind → (lowest, highest edge).
    pub ranges: std::collections::BTreeMap<(u8, u8), std::collections::BTreeMap<Kind, (Q, Q)>>,
    /// (layout, bet) cases, VIS included.
    pub cases: u32,
    /// Cases not fair before the commission (VIS apart: its 32 − n is its edge).
    pub unfair: u32,
    /// Cases with a player edge.
    pub player_edge: u32,
    pub lowest: Option<Q>,
}

/// Every configuration and Primeras bet under the article's table of `mode`.
pub fn sweep(spec: &MonteSpec, mode: AnnulMode) -> Option<Sweep> {
    let table = table(spec, mode)?;
    let mut s = Sweep::default();
    for (k1, k2, d1, d2) in configurations() {
        let b = board(&d1, &d2);
        let key = (k1.max(k2), k1.min(k2));
        for (kind, _, race) in primeras_bets(spec, &b, table) {
            let e = race.edge(spec);
            s.cases += 1;
            if kind != Kind::Vis && !race.fair() {
                s.unfair += 1;
            }
            if e < Q::zero() {
                s.player_edge += 1;
            }
            s.lowest = Some(s.lowest.map_or(e, |l| l.min(e)));
            let r = s.ranges.entry(key).or_default().entry(kind).or_insert((e, e));
            r.0 = r.0.min(e);
            r.1 = r.1.max(e);
        }
    }
    Some(s)
}

/// The layout procedure's exact outcomes (defaults: a burned pair redrawn, a layout card of a
/// burned value burned too, P3 = P4 burned both).
#[derive(Clone, Debug)]
pub struct LayoutOdds {
    pub void: BigRational,
    /// The deck ran out before the layout was complete.
    pub deck_out: BigRational,
    pub p34_at_least_once: BigRational,
    pub first_pair_burned: BigRational,
    /// Complete layouts with at least one card burned, as a share of complete layouts.
    pub burned: BigRational,
    /// Complete layouts by (k1 ≥ k2), as a share of complete layouts.
    pub configs: Vec<((u8, u8), BigRational)>,
}

type State = (u8, u8, u8, u8, u8, u8, u8, u8, bool, bool);

/// The marker of a deck run out in [`layout_odds`]'s outcomes.
const DECK_OUT: u8 = 9;

/// Exact distribution of the layout over a uniformly shuffled deck: a port of odds.py's
/// `layout_distribution` (bottom and top draws of a shuffled deck are both uniform draws).
/// Worked out once per process (a report's study reads it too).
pub fn layout_odds() -> LayoutOdds {
    static ODDS: std::sync::LazyLock<LayoutOdds> = std::sync::LazyLock::new(layout_odds_now);
    ODDS.clone()
}

fn layout_odds_now() -> LayoutOdds {
    // Outcome: None = void (or the deck ran out), Some((k1, k2, p34 seen)).
    type Dist = HashMap<Option<(u8, u8, bool, bool)>, BigRational>;
    fn go(st: State, memo: &mut HashMap<State, Dist>) -> Dist {
        if let Some(d) = memo.get(&st) {
            return d.clone();
        }
        let (stage, r1, r2, r3, burned, fresh, k1, k2, e34, any) = st;
        let tot = u32::from(r1) + u32::from(r2) + u32::from(r3) + u32::from(burned) + 4 * u32::from(fresh);
        let mut res: Dist = HashMap::new();
        if tot == 0 {
            // The deck ran out before the layout was complete (astronomically rare).
            res.insert(Some((DECK_OUT, DECK_OUT, false, false)), BigRational::one());
            return res;
        }
        let q = |n: u32| BigRational::new(BigInt::from(n), BigInt::from(tot));
        let add = |res: &mut Dist, p: BigRational, sub: Dist| {
            for (k, v) in sub {
                *res.entry(k).or_insert_with(BigRational::zero) += &p * v;
            }
        };
        if burned > 0 {
            let sub = go((stage, r1, r2, r3, burned - 1, fresh, k1, k2, e34, true), memo);
            add(&mut res, q(u32::from(burned)), sub);
        }
        match stage {
            0 => {
                if fresh > 0 {
                    let sub = go((1, 3, 0, 0, burned, fresh - 1, 0, 0, e34, any), memo);
                    add(&mut res, q(4 * u32::from(fresh)), sub);
                }
            }
            1 => {
                if r1 > 0 {
                    let sub = go((0, 0, 0, 0, burned + r1 - 1, fresh, 0, 0, e34, true), memo);
                    add(&mut res, q(u32::from(r1)), sub);
                }
                if fresh > 0 {
                    let sub = go((2, r1, 3, 0, burned, fresh - 1, k1, k2, e34, any), memo);
                    add(&mut res, q(4 * u32::from(fresh)), sub);
                }
            }
            _ => {
                for which in [1u8, 2] {
                    let r = if which == 1 { r1 } else { r2 };
                    if r == 0 {
                        continue;
                    }
                    let (nk1, nk2) = if which == 1 { (k1 + 1, k2) } else { (k1, k2 + 1) };
                    if nk1.max(nk2) == 3 {
                        *res.entry(None).or_insert_with(BigRational::zero) += q(u32::from(r));
                        continue;
                    }
                    let (nr1, nr2) = if which == 1 { (r1 - 1, r2) } else { (r1, r2 - 1) };
                    let sub = go((stage, nr1, nr2, r3, burned, fresh, nk1, nk2, e34, any), memo);
                    add(&mut res, q(u32::from(r)), sub);
                }
                if stage == 2 {
                    if fresh > 0 {
                        let sub = go((3, r1, r2, 3, burned, fresh - 1, k1, k2, e34, any), memo);
                        add(&mut res, q(4 * u32::from(fresh)), sub);
                    }
                } else {
                    if r3 > 0 {
                        let sub = go((2, r1, r2, 0, burned + r3 - 1, fresh, k1, k2, true, true), memo);
                        add(&mut res, q(u32::from(r3)), sub);
                    }
                    if fresh > 0 {
                        *res.entry(Some((k1, k2, e34, any))).or_insert_with(BigRational::zero) +=
                            q(4 * u32::from(fresh));
                    }
                }
            }
        }
        memo.insert(st, res.clone());
        res
    }
    let mut memo = HashMap::new();
    let dist = go((0, 0, 0, 0, 0, 10, 0, 0, false, false), &mut memo);
    let void = dist.get(&None).cloned().unwrap_or_else(BigRational::zero);
    let deck_out = dist.get(&Some((DECK_OUT, DECK_OUT, false, false))).cloned().unwrap_or_else(BigRational::zero);
    let complete = BigRational::one() - &void - &deck_out;
    let mut p34 = BigRational::zero();
    let mut burned = BigRational::zero();
    let mut by: std::collections::BTreeMap<(u8, u8), BigRational> = Default::default();
    for (k, p) in &dist {
        if let Some((k1, k2, e34, any)) = k
            && *k1 != DECK_OUT
        {
            if *e34 {
                p34 += p;
            }
            if *any {
                burned += p;
            }
            *by.entry(((*k1).max(*k2), (*k1).min(*k2))).or_insert_with(BigRational::zero) += p;
        }
    }
    LayoutOdds {
        void,
        deck_out,
        p34_at_least_once: p34,
        first_pair_burned: BigRational::new(BigInt::from(3), BigInt::from(39)),
        burned: burned / &complete,
        configs: by.into_iter().map(|(k, p)| (k, p / &complete)).collect(),
    }
}

/// E[1/N2] from a clean layout: the unseen cards when Segundas starts, the first of the 12 live
/// cards among 36 at position k leaving 36 − k.
pub fn segundas_inverse_unseen() -> Q {
    let comb = |n: i128, k: i128| -> i128 {
        let mut c = 1i128;
        for i in 0..k {
            c = c * (n - i) / (i + 1);
        }
        c
    };
    let total = comb(36, 12);
    let mut e = Q::zero();
    for k in 1..=25i128 {
        e += Q::new(comb(36 - k, 11), total) * Q::new(1, 36 - k);
    }
    e
}

/// The clean layout's figures, by name, for the test and the page.
pub fn clean(spec: &MonteSpec) -> Vec<(&'static str, Q)> {
    let b = board(&[], &[]);
    let bets = primeras_bets(spec, &b, &spec.annulments.principle);
    let find = |name: &str| bets.iter().find(|(_, n, _)| n == name).map(|(_, _, r)| *r);
    let mut out = Vec::new();
    if let (Some(s), Some(c), Some(c11), Some(c22)) =
        (find("salto 1"), find("camo 1"), find("cartas 1-2"), find("cartas 1-2-3-4"))
    {
        out.push(("salto-wins", s.p_win()));
        out.push(("cav-wins", c.p_win()));
        out.push(("cartas-1v1-wins", c11.p_win()));
        out.push(("cartas-2v2-wins", c22.p_win()));
        out.push(("first-card-hits", Q::new(12, 36)));
        out.push(("edge-salto", s.edge(spec)));
        out.push(("edge-cav", c.edge(spec)));
        out.push(("edge-cartas-1v1", c11.edge(spec)));
        out.push(("edge-cartas-2v2", c22.edge(spec)));
    }
    for n in 0..3u32 {
        let pays = net(spec, spec.suertes.vis.pays.saturating_sub(spec.suertes.vis.points_per_card * n));
        let r = Race { win: 1, lose: 35 - n, pays, unseen: 36 - n, commission: false };
        out.push((["edge-vis-0", "edge-vis-1", "edge-vis-2"][n as usize], r.edge(spec)));
    }
    let e2 = segundas_inverse_unseen();
    out.push(("segundas-inverse-unseen", e2));
    let r = &spec.commission.rate.0;
    let rate = Q::new(i128::from(*r.numer()), i128::from(*r.denom()) * 100);
    out.push(("edge-segundas-cav", rate * Q::from_integer(i128::from(spec.suertes.cav.segundas)) * e2));
    out.push(("edge-segundas-cartas", rate * Q::from_integer(3) * e2));
    out
}

fn pct(q: &Q, locale: Locale) -> String {
    crate::i18n::numbers::percent(*q.numer(), *q.denom(), 3, locale)
}

fn big_pct(q: &BigRational, locale: Locale) -> String {
    // Scaled to 10⁶ of a unit before the percentage, so that the figure fits a machine word.
    let scaled = (q * BigRational::from_integer(BigInt::from(1_000_000))).round().to_integer();
    pct(&Q::new(scaled.to_i128().unwrap_or(0), 1_000_000), locale)
}

/// `veedor odds` for a monte article.
pub fn render(id: &str, spec: &MonteSpec, locale: Locale) -> Option<String> {
    let text = |t: Text| t.render(locale);
    let mut s = text(t!("mo-odds-title", catalog = id));
    s.push_str("\n\n");
    s.push_str(&text(t!("mo-odds-clean-heading")));
    s.push('\n');
    for (name, q) in clean(spec) {
        let label = text(Text::new(match name {
            "salto-wins" => "mo-odds-salto-wins",
            "cav-wins" => "mo-odds-cav-wins",
            "cartas-1v1-wins" => "mo-odds-cartas-1v1-wins",
            "cartas-2v2-wins" => "mo-odds-cartas-2v2-wins",
            "first-card-hits" => "mo-odds-first-card-hits",
            "edge-salto" => "mo-odds-edge-salto",
            "edge-cav" => "mo-odds-edge-cav",
            "edge-cartas-1v1" => "mo-odds-edge-cartas-1v1",
            "edge-cartas-2v2" => "mo-odds-edge-cartas-2v2",
            "edge-vis-0" => "mo-odds-edge-vis-0",
            "edge-vis-1" => "mo-odds-edge-vis-1",
            "edge-vis-2" => "mo-odds-edge-vis-2",
            "segundas-inverse-unseen" => "mo-odds-segundas-inverse",
            "edge-segundas-cav" => "mo-odds-edge-segundas-cav",
            _ => "mo-odds-edge-segundas-cartas",
        }));
        s.push_str(&format!("  {label}: {q} ({})\n", pct(&q, locale)));
    }
    let l = layout_odds();
    s.push('\n');
    s.push_str(&text(t!("mo-odds-layout-heading")));
    s.push('\n');
    s.push_str(&format!(
        "  {}: {} ({})\n",
        text(t!("mo-odds-first-pair")),
        l.first_pair_burned,
        big_pct(&l.first_pair_burned, locale)
    ));
    s.push_str(&format!("  {}: {}\n", text(t!("mo-odds-p34")), big_pct(&l.p34_at_least_once, locale)));
    s.push_str(&format!("  {}: {}\n", text(t!("mo-odds-void")), big_pct(&(&l.void + &l.deck_out), locale)));
    for ((a, b), p) in &l.configs {
        s.push_str(&format!("  {}: {}\n", text(config_name(*a, *b)), big_pct(p, locale)));
    }
    for mode in [AnnulMode::Principle, AnnulMode::Literal] {
        let Some(sw) = sweep(spec, mode) else { continue };
        s.push('\n');
        let lowest = sw.lowest.map_or_else(String::new, |q| pct(&q, locale));
        let (cases, unfair, player) = (sw.cases, sw.unfair, sw.player_edge);
        s.push_str(&text(if mode == AnnulMode::Principle {
            t!("mo-odds-sweep-principle", cases = cases, unfair = unfair, player = player, lowest = lowest.as_str())
        } else {
            t!("mo-odds-sweep-literal", cases = cases, unfair = unfair, player = player, lowest = lowest.as_str())
        }));
        s.push('\n');
        if mode == AnnulMode::Principle {
            for ((a, b), kinds) in &sw.ranges {
                let parts: Vec<String> = kinds
                    .iter()
                    .map(|(k, (lo, hi))| {
                        let name = text(kind_name(*k));
                        if lo == hi {
                            format!("{name} {}", pct(lo, locale))
                        } else {
                            format!("{name} {}–{}", pct(lo, locale), pct(hi, locale))
                        }
                    })
                    .collect();
                s.push_str(&format!("  {}: {}\n", text(config_name(*a, *b)), parts.join("; ")));
            }
        }
    }
    Some(s)
}

fn kind_name(k: Kind) -> Text {
    Text::new(match k {
        Kind::Cav => "mo-odds-kind-cav",
        Kind::Cartas11 => "mo-odds-kind-cartas-1v1",
        Kind::Cartas22 => "mo-odds-kind-cartas-2v2",
        Kind::Salto => "mo-odds-kind-salto",
        Kind::Vis => "mo-odds-kind-vis",
    })
}

fn config_name(a: u8, b: u8) -> Text {
    Text::new(match (a, b) {
        (0, 0) => "mo-odds-config-clean",
        (1, 0) => "mo-odds-config-one-doubled",
        (1, 1) => "mo-odds-config-two-doubled",
        (2, 0) => "mo-odds-config-one-tripled",
        (2, 1) => "mo-odds-config-tripled-doubled",
        _ => "mo-odds-config-two-tripled",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issues_figures_from_the_encoding() {
        let spec = super::super::test_spec::default_spec();
        let got: HashMap<&str, Q> = clean(&spec).into_iter().collect();
        let want = [
            ("salto-wins", Q::new(1, 4)),
            ("cav-wins", Q::new(1, 12)),
            ("cartas-1v1-wins", Q::new(1, 2)),
            ("cartas-2v2-wins", Q::new(1, 2)),
            ("first-card-hits", Q::new(1, 3)),
            ("edge-salto", Q::new(1, 40)),
            ("edge-cav", Q::new(11, 360)),
            ("edge-cartas-1v1", Q::new(1, 120)),
            ("edge-cartas-2v2", Q::new(1, 60)),
            ("edge-vis-0", Q::new(3, 36)),
            ("edge-vis-1", Q::new(3, 35)),
            ("edge-vis-2", Q::new(3, 34)),
            ("segundas-inverse-unseen", Q::new(1, 33)),
            ("edge-segundas-cav", Q::new(1, 66)),
            ("edge-segundas-cartas", Q::new(1, 110)),
        ];
        for (name, q) in want {
            assert_eq!(got.get(name), Some(&q), "{name}");
        }
    }

    #[test]
    fn the_layout_procedure_exactly() {
        let l = layout_odds();
        let q = |n: &str, d: &str| BigRational::new(n.parse().unwrap(), d.parse().unwrap());
        assert_eq!(l.first_pair_burned, q("1", "13"));
        assert_eq!(l.p34_at_least_once, q("69725565510931657792", "718210111027851316875"));
        // odds.py's figures: the void coup (0.2088 %) counts the deck run out with it.
        assert_eq!(l.deck_out, q("81", "2373095725"));
        assert_eq!(&l.void + &l.deck_out, q("1499840549345245643", "718210111027851316875"));
        let clean = l.configs.iter().find(|(k, _)| *k == (0, 0)).map(|(_, p)| p.clone()).unwrap();
        let per_100k = (clean * BigRational::from_integer(BigInt::from(100_000))).round().to_integer();
        assert_eq!(per_100k, BigInt::from(67_937));
    }

    /// The study's constants are the layout procedure's figures.
    #[test]
    fn the_studys_layout_constants_are_these_figures() {
        use crate::engine::monte::study::{BURNED_ODDS, LAYOUT_ODDS};
        let l = layout_odds();
        let big = |(n, d): (i128, i128)| BigRational::new(BigInt::from(n), BigInt::from(d));
        let void = &l.void + &l.deck_out;
        let complete = BigRational::one() - &void;
        for (i, key) in [(0, 0), (1, 0), (1, 1), (2, 0), (2, 1), (2, 2)].into_iter().enumerate() {
            let share = l.configs.iter().find(|(k, _)| *k == key).map(|(_, p)| p.clone()).unwrap();
            assert_eq!(big(LAYOUT_ODDS[i]), share * &complete, "{key:?}");
        }
        assert_eq!(big(LAYOUT_ODDS[6]), void);
        assert_eq!(big(BURNED_ODDS), l.burned);
    }

    #[test]
    fn no_default_bet_has_a_player_edge_and_every_one_is_fair_before_the_commission() {
        let spec = super::super::test_spec::default_spec();
        let s = sweep(&spec, AnnulMode::Principle).unwrap();
        assert_eq!(s.player_edge, 0);
        assert_eq!(s.unfair, 0);
        assert_eq!(s.lowest, Some(Q::new(1, 340)));
    }
}

//! Exact house edges of a Ruleta francesa article, from its encoding: the wheel's numbers, each
//! combination's payout and the numbers it covers, the series' placements, and the zero rule of
//! the even chances (half back, prisión, what a freed prisoner gets back).
//!
//! Every pocket is equally likely (1/N). A bet's house edge is minus its expected return per
//! unit staked:
//!
//! - a combination covering `c` numbers paying `p` to 1: edge = (N − c·(p + 1)) / N;
//! - a series: its chips' edges weighted by their counts (each chip is a bet on its combination);
//! - an even chance covering `w` numbers (not the zero): it wins `p` on `w/N`, loses on the
//!   other `N − w − 1` numbers, and on the zero the player gets back a value `Z` of the stake:
//!   edge = (N − w·(p + 1) − Z) / N. `Z` depends on the option taken ([`ZeroPolicy`]):
//!   - half back: Z = 1/2;
//!   - prisión, freed with the initial stake on the next win, the same options again on a further
//!     zero (the texts' «el jugador tiene la misma opción»), always kept in prisión: Z solves
//!     Z = (w/N)·1 + (1/N)·Z, so Z = w/(N − 1) (1/2 on 37 numbers: the same edge as half back);
//!   - prisión freed with its residual value (stake / 2^zeros): Z = w/(2N − 1);
//!   - prisión where a further zero loses the stake (a rule no bundled article has; the oracle's
//!     19/1369): Z = w/N, or w/(2N) freed with the residual value.
//!
//! Not modelled: the forced prisión when the residual falls below the table minimum, and the
//! forced refund on the session's last spin, both of which depend on the stake and the session,
//! not on the article alone.

use num_rational::Ratio;

use super::RouletteGame;
use super::cloth::Mask;
use crate::catalog::model::{ReleaseAmount, Shape, ZeroOption};
use crate::i18n::numbers::percent;
use crate::i18n::{Locale, Text};
use crate::money::Payout;
use crate::t;

pub use crate::engine::prison::{FurtherZero, ZeroPolicy};

/// One bet kind's exact edges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KindEdge {
    pub name: String,
    pub shape: Shape,
    /// `None` for a series (paid through its placements).
    pub payout: Option<Payout>,
    /// The distinct edges of its targets, with how many numbers they cover: one entry for every
    /// kind of the bundled articles (their payouts make every target of a kind alike). Empty
    /// for chances and series.
    pub by_cover: Vec<(u32, Ratio<i128>)>,
    /// An even chance's edge under each zero option the article offers.
    pub by_option: Vec<(ZeroOption, Ratio<i128>)>,
    /// A series' edge (its chips' edges weighted by their counts).
    pub series: Option<Ratio<i128>>,
}

impl KindEdge {
    /// The kind's edge, for the table's mix: a combination's (its first target's, all alike in
    /// the bundled articles), a series', an even chance's under the player's best option (the
    /// smallest edge among those offered: for the bundled articles half back and prisión give
    /// the same).
    pub fn edge(&self) -> Option<Ratio<i128>> {
        self.series
            .or_else(|| self.by_option.iter().map(|(_, e)| *e).min())
            .or_else(|| self.by_cover.first().map(|(_, e)| *e))
    }
}

fn ratio(p: Payout) -> Ratio<i128> {
    Ratio::new(i128::from(*p.0.numer()), i128::from(*p.0.denom()))
}

/// The edge of a combination covering `covered` of `numbers` pockets, paying `payout` to 1 (on a
/// wheel of numbers with several pockets each, or of named spots, both count pockets).
pub fn combination_edge(numbers: u16, covered: u32, payout: Payout) -> Ratio<i128> {
    let n = i128::from(numbers);
    let c = Ratio::from_integer(i128::from(covered));
    (Ratio::from_integer(n) - c * (ratio(payout) + 1)) / n
}

/// The value (per unit of initial stake) an even chance covering `w` of `numbers` pockets gets
/// back when the zero comes, under `policy`.
pub fn zero_value(numbers: u16, w: u32, policy: ZeroPolicy) -> Ratio<i128> {
    let n = i128::from(numbers);
    let w = i128::from(w);
    match policy {
        ZeroPolicy::Half => Ratio::new(1, 2),
        ZeroPolicy::Prison { release: ReleaseAmount::Initial, further: FurtherZero::OptionsAgain } => {
            Ratio::new(w, n - 1)
        }
        ZeroPolicy::Prison { release: ReleaseAmount::Residual, further: FurtherZero::OptionsAgain } => {
            Ratio::new(w, 2 * n - 1)
        }
        ZeroPolicy::Prison { release: ReleaseAmount::Initial, further: FurtherZero::Loses } => Ratio::new(w, n),
        ZeroPolicy::Prison { release: ReleaseAmount::Residual, further: FurtherZero::Loses } => Ratio::new(w, 2 * n),
    }
}

/// The edge of an even chance covering `w` of `numbers` pockets (the zero not among them),
/// paying `payout`, under `policy` on the zero.
pub fn chance_edge(numbers: u16, w: u32, payout: Payout, policy: ZeroPolicy) -> Ratio<i128> {
    let n = i128::from(numbers);
    let wins = Ratio::from_integer(i128::from(w)) * (ratio(payout) + 1);
    (Ratio::from_integer(n) - wins - zero_value(numbers, w, policy)) / n
}

/// The zero option as a policy under the article's release rule.
pub fn policy(g: &RouletteGame, option: ZeroOption) -> ZeroPolicy {
    match option {
        ZeroOption::Half => ZeroPolicy::Half,
        ZeroOption::Prison => ZeroPolicy::Prison { release: g.zero.release_amount, further: FurtherZero::OptionsAgain },
    }
}

/// How many numbers (or named spots) the wheel carries.
fn count(g: &RouletteGame) -> u16 {
    g.numbers - g.lowest
}

/// The wheel's pockets: each equally likely.
fn total(g: &RouletteGame) -> u16 {
    u16::try_from(g.pockets()).unwrap_or(u16::MAX)
}

/// The pockets of the outcomes in `mask`.
fn weight(g: &RouletteGame, mask: Mask) -> u32 {
    (0..64u16).filter(|&n| mask & (1 << n) != 0).map(|n| g.weights.get(usize::from(n)).copied().unwrap_or(0)).sum()
}

fn covered(mask: Mask) -> u32 {
    mask.count_ones()
}

/// The exact edges of every bet kind of `g`, in the article's order.
pub fn edges(g: &RouletteGame) -> Vec<KindEdge> {
    g.kinds
        .iter()
        .map(|k| {
            let mut e = KindEdge {
                name: k.name.clone(),
                shape: k.shape,
                payout: None,
                by_cover: Vec::new(),
                by_option: Vec::new(),
                series: None,
            };
            match k.shape {
                Shape::Series => {
                    let mut weighted = Ratio::from_integer(0);
                    let mut chips = 0i128;
                    for p in &k.placements {
                        let pk = &g.kinds[p.kind];
                        weighted += combination_edge(total(g), weight(g, p.mask), pk.payout) * i128::from(p.chips);
                        chips += i128::from(p.chips);
                    }
                    e.series = (chips > 0).then(|| weighted / chips);
                }
                Shape::Chance => {
                    e.payout = Some(k.payout);
                    for &o in &g.zero.options {
                        e.by_option.push((o, chance_edge(total(g), weight(g, k.mask), k.payout, policy(g, o))));
                    }
                    // No relief on the zero number (boule's 5): the chance simply loses there.
                    // (On a wheel of named spots the column counts the spot's cells.)
                    if g.zero.options.is_empty() {
                        let shown = if g.symbol_names.is_empty() { covered(k.mask) } else { weight(g, k.mask) };
                        e.by_cover = vec![(shown, combination_edge(total(g), weight(g, k.mask), k.payout))];
                    }
                }
                _ => {
                    e.payout = Some(k.payout);
                    // Every number has as many pockets on a wheel of numbers: a target's weight
                    // follows from how many numbers it covers.
                    let mut covers: Vec<u32> = k.targets.values().map(|&m| covered(m)).collect();
                    covers.sort_unstable();
                    covers.dedup();
                    let per = u32::from(g.pockets_per_number);
                    e.by_cover =
                        covers.into_iter().map(|c| (c, combination_edge(total(g), c * per, k.payout))).collect();
                }
            }
            e
        })
        .collect()
}

/// The edge of one bet as placed: its kind's, or for a combination the edge of the numbers its
/// target covers (`covered`).
pub fn bet_edge(g: &RouletteGame, edges: &[KindEdge], kind: usize, covered: u32) -> Option<Ratio<i128>> {
    let k = g.kinds.get(kind)?;
    if k.takes_target() {
        return Some(combination_edge(total(g), covered * u32::from(g.pockets_per_number), k.payout));
    }
    edges.get(kind)?.edge()
}

/// `veedor odds` for a roulette article: every bet kind's exact edge, as a percentage (in
/// `locale`'s form) and a fraction, in `locale`'s language.
pub fn render(catalog: &str, g: &RouletteGame, locale: Locale) -> String {
    let text = |t: Text| t.render(locale);
    let mut rows: Vec<[String; 6]> = vec![[
        text(t!("odds-col-bet")),
        text(t!("odds-col-payout")),
        text(if g.symbol_names.is_empty() { t!("odds-col-numbers") } else { t!("odds-col-cells") }),
        text(t!("odds-col-edge")),
        text(t!("odds-col-exact")),
        // A wheel without a zero (the fortune wheel) has nothing to say in that column.
        if g.zero.number.is_some() { text(t!("odds-col-zero")) } else { String::new() },
    ]];
    let pct = |r: &Ratio<i128>| percent(*r.numer(), *r.denom(), 4, locale);
    for e in edges(g) {
        let payout = e.payout.map_or_else(|| text(t!("odds-series")), |p| p.to_string());
        let row = |covers: String, r: &Ratio<i128>, zero: String| {
            [e.name.clone(), payout.clone(), covers, pct(r), r.to_string(), zero]
        };
        let loses_on_zero = e.shape == Shape::Chance && e.by_option.is_empty() && g.zero.number.is_some();
        for (c, r) in &e.by_cover {
            let zero = if loses_on_zero { text(t!("odds-zero-loses", number = g.zero_number)) } else { String::new() };
            rows.push(row(c.to_string(), r, zero));
        }
        if let Some(r) = &e.series {
            rows.push(row(String::new(), r, String::new()));
        }
        let chance = g.kinds.iter().find(|k| k.name == e.name).map_or(0, |k| covered(k.mask));
        for (o, r) in &e.by_option {
            rows.push(row(chance.to_string(), r, text(option_word(*o))));
        }
    }
    let mut width = [0usize; 6];
    for r in &rows {
        for (w, cell) in width.iter_mut().zip(r) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let mut s = text(if !g.symbol_names.is_empty() {
        t!("odds-wheel-heading-spots", catalog = catalog, spots = count(g), pockets = g.pockets())
    } else if g.pockets_per_number > 1 {
        t!("odds-wheel-heading-pockets", catalog = catalog, numbers = count(g), pockets = g.pockets_per_number)
    } else {
        t!("odds-roulette-heading", catalog = catalog, numbers = count(g))
    });
    s.push_str("\n\n");
    for r in &rows {
        let pad = |i: usize, right: bool| {
            let fill = " ".repeat(width[i] - r[i].chars().count());
            if right { format!("{fill}{}", r[i]) } else { format!("{}{fill}", r[i]) }
        };
        let line = format!(
            "{}  {}  {}  {}  {}  {}",
            pad(0, false),
            pad(1, true),
            pad(2, true),
            pad(3, true),
            pad(4, true),
            r[5]
        );
        s.push_str(line.trim_end());
        s.push('\n');
    }
    // The prisión's terms, where the article has a prisión.
    if g.zero.options.contains(&ZeroOption::Prison) {
        s.push('\n');
        s.push_str(&text(match g.zero.release_amount {
            ReleaseAmount::Initial => t!("odds-roulette-prison-initial"),
            ReleaseAmount::Residual => t!("odds-roulette-prison-residual"),
        }));
        s.push('\n');
    }
    s
}

fn option_word(o: ZeroOption) -> Text {
    match o {
        ZeroOption::Half => t!("odds-zero-half"),
        ZeroOption::Prison => t!("odds-zero-prison"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RELEASE_INITIAL: ZeroPolicy =
        ZeroPolicy::Prison { release: ReleaseAmount::Initial, further: FurtherZero::OptionsAgain };

    /// ../shared/oracles.md, roulette with a single zero.
    #[test]
    fn the_oracles_figures() {
        let even = Payout::whole(1);
        assert_eq!(combination_edge(37, 1, Payout::whole(35)), Ratio::new(1, 37));
        assert_eq!(chance_edge(37, 18, even, ZeroPolicy::Half), Ratio::new(1, 74));
        assert_eq!(chance_edge(37, 18, even, RELEASE_INITIAL), Ratio::new(1, 74));
        let loses = ZeroPolicy::Prison { release: ReleaseAmount::Initial, further: FurtherZero::Loses };
        assert_eq!(chance_edge(37, 18, even, loses), Ratio::new(19, 1369));
    }

    /// Z = w/(N − 1) is the fixed point of Z = (w/N)·1 + (1/N)·Z; Z = w/(2N − 1) that of the
    /// residual release, checked by following the chain a few hundred zeros deep.
    #[test]
    fn prison_values_are_the_chains_fixed_points() {
        let (n, w) = (37i128, 18i128);
        for (release, expect) in [
            (ReleaseAmount::Initial, zero_value(37, 18, RELEASE_INITIAL)),
            (
                ReleaseAmount::Residual,
                zero_value(
                    37,
                    18,
                    ZeroPolicy::Prison { release: ReleaseAmount::Residual, further: FurtherZero::OptionsAgain },
                ),
            ),
        ] {
            // Value after k zeros, k from deep to 1, starting from 0 (a bet lost at depth 200).
            let mut v = 0.0f64;
            for k in (1..200).rev() {
                let freed = match release {
                    ReleaseAmount::Initial => 1.0,
                    ReleaseAmount::Residual => 0.5f64.powi(k),
                };
                v = (w as f64 / n as f64) * freed + v / n as f64;
            }
            let exact = *expect.numer() as f64 / *expect.denom() as f64;
            assert!((v - exact).abs() < 1e-12, "{release:?}: {v} vs {exact}");
        }
    }
}

//! Ruleta francesa: the catalogue article compiled into lookup tables, and the replay engine
//! ([`table::RouletteEngine`]) that checks a session against it.

pub(crate) mod cloth;
pub mod family;
pub mod odds;
mod settle;
mod sim;
mod table;

use rustc_hash::FxHashMap as HashMap;

use crate::catalog::model::{
    ChangePolicy, ColourChipsSpec, LastSpinRefund, LosersFirst, RouletteSpec, Shape, SpinSpec, ZeroOption, ZeroSpec,
};
use crate::engine::limits::AuthorisedRange;
use crate::engine::names::NameMap;
use crate::engine::{CompileError, Engine, Game, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{Numbers, TableHeader, WheelEvent};
use crate::money::{Amount, Payout, Rounding};
use crate::t;

use cloth::Mask;

/// A combination of the closed list, ready for the engine.
#[derive(Debug)]
pub(crate) struct Kind {
    pub name: String,
    pub shape: Shape,
    /// Winnings per unit staked (series: unused; each placement has its own).
    pub payout: Payout,
    /// Valid targets and what each covers; empty for chances and series (no target).
    pub targets: HashMap<Numbers, Mask>,
    /// Numbers a target-less kind covers (chances), or the union of a series' placements.
    pub mask: Mask,
    pub placements: Vec<Placed>,
    /// Chips of a series (sum of its placements).
    pub chips: u32,
    pub limit: usize,
    /// Payment rank (0 = paid first). Series: unused; their chips take the rank of the
    /// combination they are moved to.
    pub rank: usize,
    pub rule: String,
}

impl Kind {
    pub fn is_chance(&self) -> bool {
        self.shape == Shape::Chance
    }

    pub fn is_series(&self) -> bool {
        self.shape == Shape::Series
    }

    pub fn takes_target(&self) -> bool {
        !self.is_chance() && !self.is_series()
    }
}

/// Chips of a series on one combination.
#[derive(Debug)]
pub(crate) struct Placed {
    pub kind: usize,
    pub mask: Mask,
    pub chips: u32,
}

#[derive(Debug)]
pub(crate) struct LimitClass {
    pub name: String,
    /// Multiple of the minimum, by scale index (empty for an `authorised` class).
    pub multiples: Vec<u32>,
    /// The article's bounds of the maximum the table's authorisation sets (the header's
    /// `max-<class>=`), as multiples of the minimum: (from, to). Kept a pair because the
    /// simulator reads it; the engine reads it through [`LimitClass::range`].
    pub authorised: Option<(u32, Option<u32>)>,
    pub rule: String,
}

impl LimitClass {
    /// The authorised range of a class whose maximum the authorisation sets.
    #[inline]
    pub fn range(&self) -> Option<AuthorisedRange> {
        self.authorised.map(|(from, to)| AuthorisedRange { from, to })
    }
}

/// What a series bet wins and loses on one result.
pub(crate) struct SeriesOutcome {
    pub pay: Amount,
    pub lost: Amount,
    pub rank: usize,
    pub won_chips: i64,
}

/// A compiled Ruleta francesa article.
#[derive(Debug)]
pub struct RouletteGame {
    /// One past the highest number (37 for 0–36, 10 for boule's 1–9).
    pub(crate) numbers: u16,
    /// The lowest number on the wheel (0, or boule's 1).
    pub(crate) lowest: u16,
    /// The number that triggers the zero rules of even chances (0; boule's 5).
    pub(crate) zero_number: u16,
    pub(crate) pockets_per_number: u16,
    /// A wheel of named spots: their names by index, the index of each name and of each figure
    /// a log may write for one. Empty for a wheel of numbers.
    pub(crate) symbol_names: Vec<String>,
    pub(crate) symbols: NameMap<u16>,
    pub(crate) symbol_numbers: Vec<(u16, u16)>,
    /// Pockets per number (index: the number), for the odds and the study.
    pub(crate) weights: Vec<u32>,
    /// Header keys besides the shared ones: `scale`, a `max-<class>=` per class whose maximum
    /// the authorisation sets, `authorised-min` where the minimum may be doubled.
    pub(crate) header_keys: Vec<String>,
    /// The rule letting a table open at twice the authorised minimum (RL041 cites it).
    pub(crate) doubled_minimum: Option<String>,
    pub(crate) kinds: Vec<Kind>,
    pub(crate) by_name: NameMap<usize>,
    pub(crate) limits: Vec<LimitClass>,
    pub(crate) scales: Vec<String>,
    pub(crate) default_scale: usize,
    pub(crate) multiple_of_minimum: bool,
    pub(crate) change_during_session: ChangePolicy,
    pub(crate) losers_first: LosersFirst,
    pub(crate) single_pano_rule: Option<String>,
    pub(crate) payout_rounding: Rounding,
    pub(crate) zero: ZeroSpec,
    pub(crate) spin: SpinSpec,
    /// A player's winnings are paid in one block (see [`RouletteSpec::pay_player_at_once`]).
    pub(crate) pay_player_at_once: bool,
    pub(crate) pay_player_at_once_rule: Option<String>,
    /// The colour chips, where the game has them.
    pub(crate) colour: Option<ColourChipsSpec>,
    /// The limit class of the pleno (the straight-up bet): a colour chip's value is at most its
    /// maximum.
    pub(crate) pleno_limit: Option<usize>,
    /// For each check, the first rule of the article listing it (with RL033 as well): what a
    /// finding that the check could not be made cites.
    pub(crate) rules_listing: Vec<(&'static str, String)>,
}

impl RouletteGame {
    /// Records which rule lists each check that RL033 may say was not made (`rules`: the
    /// article's), so that the finding cites the rule the missing check enforces.
    pub fn citing(mut self, rules: &[crate::catalog::model::RuleSpec]) -> RouletteGame {
        for code in ["RL013", "RL024"] {
            let listing = |r: &&crate::catalog::model::RuleSpec| {
                r.checks.iter().any(|c| c == code) && r.checks.iter().any(|c| c == "RL033")
            };
            if let Some(r) = rules.iter().find(listing) {
                self.rules_listing.push((code, r.id.clone()));
            }
        }
        self
    }

    pub(crate) fn rule_citing(&self, check: &str) -> Option<String> {
        self.rules_listing.iter().find(|(c, _)| *c == check).map(|(_, r)| r.clone())
    }

    pub fn compile(spec: &RouletteSpec) -> Result<RouletteGame, Vec<CompileError>> {
        let mut errs = Vec::new();
        let base = "play.roulette";
        let end = u32::from(spec.lowest) + u32::from(spec.numbers);
        if spec.numbers == 0 || end > 64 {
            errs.push(CompileError::new(format!("{base}.numbers"), t!("rl-compile-numbers")));
        }
        if spec.pockets_per_number == 0 {
            errs.push(CompileError::new(format!("{base}.pockets_per_number"), t!("rl-compile-pockets")));
        }
        let mut sane = spec.numbers != 0 && end <= 64;
        if let Some(layout) = &spec.layout {
            let cells = u32::from(layout.columns) * u32::from(layout.rows);
            // The grid holds every number but the zero, 1 upwards.
            if spec.lowest != 0 || cells + 1 != u32::from(spec.numbers) {
                errs.push(CompileError::new(
                    format!("{base}.layout"),
                    t!(
                        "rl-compile-layout-size",
                        columns = layout.columns,
                        rows = layout.rows,
                        cells = cells,
                        numbers = spec.numbers
                    ),
                ));
                sane = false;
            }
            if cells % 3 != 0 {
                errs.push(CompileError::new(format!("{base}.layout"), t!("rl-compile-layout-dozens")));
                sane = false;
            }
        }
        // No zero number: a value no result takes.
        let zero_number = spec.zero.number.unwrap_or(u16::MAX);
        if spec.zero.number.is_some() && (u32::from(zero_number) >= end || zero_number < spec.lowest) {
            errs.push(CompileError::new(format!("{base}.zero.number"), t!("rl-compile-zero-number")));
        }
        // Named spots: the wheel's outcomes are their indices, weighted by their pockets.
        let mut symbols = NameMap::default();
        let mut symbol_numbers = Vec::new();
        let mut weights = vec![u32::from(spec.pockets_per_number); end.min(64) as usize];
        if !spec.symbols.is_empty() {
            if spec.symbols.len() != usize::from(spec.numbers) || spec.lowest != 0 || spec.layout.is_some() {
                errs.push(CompileError::new(format!("{base}.symbols"), t!("rl-compile-symbols-count")));
            }
            for (i, sym) in spec.symbols.iter().enumerate() {
                if symbols.insert(&sym.name, i as u16).is_some() || sym.pockets == 0 {
                    errs.push(CompileError::new(format!("{base}.symbols[{i}]"), t!("rl-compile-symbol")));
                }
                if let Some(n) = sym.number {
                    symbol_numbers.push((n, i as u16));
                }
                if let Some(w) = weights.get_mut(i) {
                    *w = u32::from(sym.pockets);
                }
            }
        }
        // Geometry is only computed on a sane layout (it also bounds the arithmetic below).
        if !sane {
            return Err(errs);
        }
        let end = end as u16;
        let in_range = |n: u16| n >= spec.lowest && n < end;

        let scales = spec.limits.scales.clone();
        if scales.is_empty() {
            errs.push(CompileError::new(format!("{base}.limits.scales"), t!("rl-compile-no-scale")));
        }
        let default_scale = scales.iter().position(|s| *s == spec.limits.default_scale).unwrap_or_else(|| {
            errs.push(CompileError::new(
                format!("{base}.limits.default_scale"),
                t!("rl-compile-not-a-scale", scale = &spec.limits.default_scale, scales = format!("{scales:?}")),
            ));
            0
        });
        let mut limits = Vec::new();
        let mut limit_index = HashMap::default();
        for (name, max) in &spec.limits.maximum {
            if let Some(r) = max.authorised {
                let path = format!("{base}.limits.maximum.{name}");
                if !max.multiples.is_empty() {
                    errs.push(CompileError::new(path.clone(), t!("rl-compile-maximum-both")));
                }
                if r.from == 0 || r.to.is_some_and(|to| r.from > to) {
                    errs.push(CompileError::new(format!("{path}.authorised"), t!("rl-compile-range")));
                }
                limit_index.insert(name.clone(), limits.len());
                limits.push(LimitClass {
                    name: name.clone(),
                    multiples: Vec::new(),
                    authorised: Some((r.from, r.to)),
                    rule: max.rule.clone(),
                });
                continue;
            }
            let mut multiples = Vec::new();
            for s in &scales {
                match max.multiples.get(s) {
                    Some(&m) if m > 0 => multiples.push(m),
                    _ => {
                        errs.push(CompileError::new(
                            format!("{base}.limits.maximum.{name}.multiples"),
                            t!("rl-compile-no-maximum", scale = s),
                        ));
                        multiples.push(u32::MAX);
                    }
                }
            }
            for s in max.multiples.keys() {
                if !scales.contains(s) {
                    errs.push(CompileError::new(
                        format!("{base}.limits.maximum.{name}.multiples.{s}"),
                        t!("rl-compile-not-a-scale", scale = s, scales = format!("{scales:?}")),
                    ));
                }
            }
            limit_index.insert(name.clone(), limits.len());
            limits.push(LimitClass { name: name.clone(), multiples, authorised: None, rule: max.rule.clone() });
        }

        let mut by_name = NameMap::default();
        let mut kinds: Vec<Kind> = Vec::new();
        for (i, b) in spec.bets.iter().enumerate() {
            let path = format!("{base}.bets[{i}]");
            if by_name.insert(&b.name, i).is_some() {
                errs.push(CompileError::new(format!("{path}.name"), t!("rl-compile-kind-twice", kind = &b.name)));
            }
            let payout = match (b.shape, b.payout) {
                (Shape::Series, None) => Payout::whole(0),
                (Shape::Series, Some(_)) => {
                    errs.push(CompileError::new(format!("{path}.payout"), t!("rl-compile-series-payout")));
                    Payout::whole(0)
                }
                (_, Some(p)) => p,
                (_, None) => {
                    errs.push(CompileError::new(path.clone(), t!("rl-compile-no-payout", kind = &b.name)));
                    Payout::whole(0)
                }
            };
            let mut targets = match &spec.layout {
                Some(layout) => cloth::targets(b.shape, layout),
                None if b.shape == Shape::Straight => cloth::straights(spec.lowest, end),
                None if matches!(b.shape, Shape::Chance | Shape::Series) => HashMap::default(),
                None => {
                    errs.push(CompileError::new(format!("{path}.shape"), t!("rl-compile-shape-needs-layout")));
                    HashMap::default()
                }
            };
            for (j, set) in b.extra_sets.iter().enumerate() {
                match Numbers::from_slice(set) {
                    Some(n)
                        if !set.is_empty()
                            && set.iter().all(|&x| in_range(x))
                            && b.shape != Shape::Chance
                            && b.shape != Shape::Series =>
                    {
                        targets.insert(n.sorted(), cloth::mask_of(set));
                    }
                    _ => errs.push(CompileError::new(format!("{path}.extra_sets[{j}]"), t!("rl-compile-extra-set"))),
                }
            }
            let mask = match b.shape {
                Shape::Chance if !spec.symbols.is_empty() => {
                    let idx: Vec<u16> = b.symbols.iter().filter_map(|n| symbols.get(n).copied()).collect();
                    if b.symbols.is_empty() || idx.len() != b.symbols.len() || !b.numbers.is_empty() {
                        errs.push(CompileError::new(format!("{path}.symbols"), t!("rl-compile-chance-symbols")));
                    }
                    cloth::mask_of(&idx)
                }
                Shape::Chance => {
                    if b.numbers.is_empty() || !b.numbers.iter().all(|&x| in_range(x) && x != zero_number) {
                        errs.push(CompileError::new(format!("{path}.numbers"), t!("rl-compile-chance-numbers")));
                    }
                    cloth::mask_of(&b.numbers)
                }
                _ => {
                    if !b.numbers.is_empty() {
                        errs.push(CompileError::new(format!("{path}.numbers"), t!("rl-compile-numbers-not-chance")));
                    }
                    0
                }
            };
            if b.shape != Shape::Series && !b.placements.is_empty() {
                errs.push(CompileError::new(format!("{path}.placements"), t!("rl-compile-placements-not-series")));
            }
            if b.shape == Shape::Series && b.placements.is_empty() {
                errs.push(CompileError::new(path.clone(), t!("rl-compile-series-placements")));
            }
            let limit = limit_index.get(&b.limit).copied().unwrap_or_else(|| {
                errs.push(CompileError::new(format!("{path}.limit"), t!("rl-compile-not-a-limit", limit = &b.limit)));
                0
            });
            kinds.push(Kind {
                name: b.name.clone(),
                shape: b.shape,
                payout,
                targets,
                mask,
                placements: Vec::new(),
                chips: 0,
                limit,
                rank: usize::MAX,
                rule: b.rule.clone(),
            });
        }

        // Series placements refer to other kinds by name, so resolve them once all exist.
        for (i, b) in spec.bets.iter().enumerate() {
            for (j, p) in b.placements.iter().enumerate() {
                let path = format!("{base}.bets[{i}].placements[{j}]");
                let Some(&k) = by_name.get(&p.bet) else {
                    errs.push(CompileError::new(format!("{path}.bet"), t!("rl-compile-not-a-kind", kind = &p.bet)));
                    continue;
                };
                if !kinds[k].takes_target() {
                    errs.push(CompileError::new(format!("{path}.bet"), t!("rl-compile-placement-kind")));
                    continue;
                }
                let mask = Numbers::from_slice(&p.numbers).and_then(|n| kinds[k].targets.get(&n.sorted()).copied());
                let Some(mask) = mask else {
                    errs.push(CompileError::new(
                        format!("{path}.numbers"),
                        t!("rl-compile-not-on-cloth", numbers = format!("{:?}", p.numbers), kind = &p.bet),
                    ));
                    continue;
                };
                if p.chips == 0 || p.chips > 1000 {
                    errs.push(CompileError::new(format!("{path}.chips"), t!("rl-compile-placement-chips")));
                    continue;
                }
                let series = &mut kinds[i];
                series.placements.push(Placed { kind: k, mask, chips: p.chips });
                series.chips += p.chips;
                series.mask |= mask;
            }
        }

        for (r, group) in spec.payment_order.iter().enumerate() {
            for (j, name) in group.iter().enumerate() {
                match by_name.get(name) {
                    Some(&k) if kinds[k].rank == usize::MAX && !kinds[k].is_series() => kinds[k].rank = r,
                    Some(&k) if kinds[k].is_series() => errs.push(CompileError::new(
                        format!("{base}.payment_order[{r}][{j}]"),
                        t!("rl-compile-series-in-order"),
                    )),
                    Some(_) => errs.push(CompileError::new(
                        format!("{base}.payment_order[{r}][{j}]"),
                        t!("rl-compile-listed-twice", kind = name),
                    )),
                    None => errs.push(CompileError::new(
                        format!("{base}.payment_order[{r}][{j}]"),
                        t!("rl-compile-not-a-kind", kind = name),
                    )),
                }
            }
        }
        for (i, k) in kinds.iter().enumerate() {
            if k.rank == usize::MAX && !k.is_series() {
                errs.push(CompileError::new(
                    format!("{base}.payment_order"),
                    t!("rl-compile-not-in-order", kind = &k.name, index = i),
                ));
            }
        }
        if let Some(LastSpinRefund { listed_zeros: Some(0), .. }) = spec.zero.last_spin_refund {
            errs.push(CompileError::new(
                format!("{base}.zero.last_spin_refund.listed_zeros"),
                t!("rl-compile-listed-zeros"),
            ));
        }

        let pleno_limit = kinds.iter().find(|k| k.shape == Shape::Straight).map(|k| k.limit);
        if spec.colour_chips.is_some() && pleno_limit.is_none() {
            errs.push(CompileError::new(format!("{base}.colour_chips"), t!("rl-compile-colour-no-pleno")));
        }
        if spec.pay_player_at_once_rule.is_some() && !spec.pay_player_at_once {
            errs.push(CompileError::new(format!("{base}.pay_player_at_once_rule"), t!("rl-compile-at-once-rule")));
        }

        if !errs.is_empty() {
            return Err(errs);
        }
        let mut header_keys = vec!["scale".to_owned()];
        header_keys.extend(limits.iter().filter(|c| c.authorised.is_some()).map(|c| format!("max-{}", c.name)));
        if spec.limits.doubled_minimum.is_some() {
            header_keys.push("authorised-min".to_owned());
        }
        Ok(RouletteGame {
            numbers: end,
            lowest: spec.lowest,
            symbol_names: spec.symbols.iter().map(|s| s.name.clone()).collect(),
            symbols,
            symbol_numbers,
            weights,
            zero_number,
            pockets_per_number: spec.pockets_per_number,
            header_keys,
            doubled_minimum: spec.limits.doubled_minimum.clone(),
            kinds,
            by_name,
            limits,
            scales,
            default_scale,
            multiple_of_minimum: spec.limits.multiple_of_minimum,
            change_during_session: spec.limits.change_during_session,
            losers_first: spec.losers_first,
            single_pano_rule: spec.single_pano_rule.clone(),
            payout_rounding: spec.payout_rounding,
            zero: spec.zero.clone(),
            spin: spec.spin.clone(),
            pay_player_at_once: spec.pay_player_at_once,
            pay_player_at_once_rule: spec.pay_player_at_once_rule.clone(),
            colour: spec.colour_chips.clone(),
            pleno_limit,
            rules_listing: Vec::new(),
        })
    }

    /// A series bet's settlement for result `n`: winnings of the chips on the combinations
    /// covering `n` (each at its combination's payout), the stake of the other chips, and the
    /// payment rank of the winnings. Chips are of one value, the stake divided by their count.
    pub(crate) fn series_outcome(&self, kind: usize, stake: Amount, n: u16) -> SeriesOutcome {
        let k = &self.kinds[kind];
        let unit = Amount(stake.minor() / i64::from(k.chips.max(1)));
        let mut out = SeriesOutcome { pay: Amount::ZERO, lost: stake, rank: usize::MAX, won_chips: 0 };
        for p in k.placements.iter().filter(|p| cloth::covers(p.mask, n)) {
            let pk = &self.kinds[p.kind];
            out.won_chips += i64::from(p.chips);
            out.pay = out.pay.saturating_add(unit.mul_ratio(pk.payout, self.payout_rounding).times(i64::from(p.chips)));
            out.rank = out.rank.min(pk.rank);
        }
        out.lost = stake.saturating_sub(unit.times(out.won_chips));
        out
    }

    /// The header's `max-<class>=` of each class whose maximum the authorisation sets (`None`
    /// for the others, or when the header does not say). A maximum outside the article's
    /// bounds is reported (RL040) and then applied as the table's: the bets are judged by the
    /// limit the table announced.
    fn authorised_maxima(
        &self,
        table: &TableConfig,
        header: &TableHeader<'_>,
        out: &mut Vec<Finding>,
    ) -> Result<Vec<Option<Amount>>, Box<Finding>> {
        let mut maxima = vec![None; self.limits.len()];
        for (i, c) in self.limits.iter().enumerate() {
            let Some(range) = c.range() else { continue };
            let AuthorisedRange { from, to } = range;
            let key = format!("max-{}", c.name);
            let Some(p) = header.get(&key) else { continue };
            let Some(max) = Amount::parse(p.value.value).filter(|a| *a > Amount::ZERO) else {
                return Err(Box::new(
                    Finding::new(
                        "M004",
                        Label::new(p.value.loc, t!("rl-header-max-not-amount-label")),
                        t!("rl-header-max-not-amount", key = key.as_str()),
                    )
                    .expected(t!("rl-header-max-not-amount-expected"))
                    .found(Text::verbatim(p.value.value)),
                ));
            };
            let (low, high) = (range.low(table.min), range.high(table.min));
            if !range.contains(max, table.min) {
                out.push(
                    Finding::new(
                        "RL040",
                        Label::new(p.value.loc, t!("rl-authorised-max-out-of-range-label")),
                        t!("rl-authorised-max-out-of-range", class = c.name.as_str(), max = max),
                    )
                    .expected(match to {
                        Some(to) => t!(
                            "rl-authorised-max-out-of-range-expected",
                            low = low,
                            high = high,
                            from = from,
                            to = to,
                            min = table.min
                        ),
                        None => t!("rl-authorised-max-below-expected", low = low, from = from, min = table.min),
                    })
                    .found(max)
                    .rule(c.rule.clone()),
                );
            }
            // A maximum below the minimum cannot be what the table plays to: its stakes are then
            // judged by the article's own bound (RL040 alone reports the header).
            if range.applies(max, table.min) {
                maxima[i] = Some(max);
            }
        }
        Ok(maxima)
    }

    /// A table whose article lets it open at twice the authorised minimum: with
    /// `authorised-min=` in the header, `min=` must be that minimum or twice it (RL041).
    fn check_doubled_minimum(
        &self,
        table: &TableConfig,
        header: &TableHeader<'_>,
        out: &mut Vec<Finding>,
    ) -> Result<(), Box<Finding>> {
        let (Some(rule), Some(p)) = (&self.doubled_minimum, header.get("authorised-min")) else { return Ok(()) };
        let Some(authorised) = Amount::parse(p.value.value).filter(|a| *a > Amount::ZERO) else {
            return Err(Box::new(
                Finding::new(
                    "M004",
                    Label::new(p.value.loc, t!("rl-header-max-not-amount-label")),
                    t!("rl-header-max-not-amount", key = "authorised-min"),
                )
                .expected(t!("rl-header-max-not-amount-expected"))
                .found(Text::verbatim(p.value.value)),
            ));
        };
        if table.min != authorised && table.min != authorised.times(2) {
            let at = header.get("min").map_or(p.value.loc, |m| m.value.loc);
            out.push(
                Finding::new(
                    "RL041",
                    Label::new(at, t!("rl-minimum-not-authorised-label")),
                    t!("rl-minimum-not-authorised", min = table.min, authorised = authorised),
                )
                .label(p.value.loc, t!("rl-authorised-minimum-label"))
                .expected(t!(
                    "rl-minimum-not-authorised-expected",
                    authorised = authorised,
                    doubled = authorised.times(2)
                ))
                .found(table.min)
                .rule(rule.clone()),
            );
        }
        Ok(())
    }

    /// The outcome a spin names: its number on a wheel of numbers, its spot's index on a wheel
    /// of named spots (by word, or by the figure the catalogue gives the spot), given the number
    /// and how many digits the log wrote it with. `None`: not on this wheel.
    ///
    /// A number is read as written, not as its value: `00` is the double zero, a pocket none of
    /// these wheels has (the American table of the catalogues has one zero), not a zero with a
    /// leading digit; and a number written with more digits than the wheel's highest one (`007`
    /// on a wheel up to 36, `05` on boule's 1–9) names no pocket either.
    pub(crate) fn outcome(&self, number: u16, digits: u32, name: Option<&str>) -> Option<u16> {
        if name.is_none() && !self.fits_written(number, digits) {
            return None;
        }
        match (name, self.symbol_names.is_empty()) {
            (Some(w), false) => self.symbols.get(w).copied(),
            (Some(_), true) => None,
            (None, false) => self.symbol_numbers.iter().find(|(n, _)| *n == number).map(|(_, i)| *i),
            (None, true) => (number >= self.lowest && number < self.numbers).then_some(number),
        }
    }

    /// Whether `number`, written with `digits` digits, is written as this wheel writes its
    /// numbers: no more digits than its highest number (or figure) has, and a zero as `0`.
    fn fits_written(&self, number: u16, digits: u32) -> bool {
        let highest = match self.symbol_numbers.iter().map(|&(n, _)| n).max() {
            Some(n) => n,
            None => self.numbers.saturating_sub(1),
        };
        let wheel_digits = highest.checked_ilog10().map_or(1, |l| l + 1);
        digits <= wheel_digits && (number != 0 || digits <= 1)
    }

    /// How a finding writes outcome `n`: the number (a number, so that the texts can name the
    /// zero), or the spot's name.
    pub(crate) fn show(&self, n: u16) -> crate::i18n::Arg {
        match self.symbol_names.get(usize::from(n)) {
            Some(name) => name.into(),
            None => n.into(),
        }
    }

    /// Outcome `n` as a log writes it.
    pub(crate) fn written(&self, n: u16) -> String {
        match self.symbol_names.get(usize::from(n)) {
            Some(name) => name.clone(),
            None => n.to_string(),
        }
    }

    /// Total pockets of the wheel (every outcome's weight).
    pub(crate) fn pockets(&self) -> u32 {
        self.weights.iter().skip(usize::from(self.lowest)).sum()
    }

    pub(crate) fn has_series(&self) -> bool {
        self.kinds.iter().any(Kind::is_series)
    }

    pub(crate) fn has_chances(&self) -> bool {
        self.kinds.iter().any(Kind::is_chance)
    }
}

impl Game for RouletteGame {
    fn header_keys(&self) -> Vec<&str> {
        self.header_keys.iter().map(String::as_str).collect()
    }

    fn accepts(&self, kind: &crate::log::event::EventKind<'_>) -> bool {
        use crate::log::event::EventKind as K;
        // The wheel's result; a «tirada nula» where the article has one; an even chance's
        // option on zero where it offers any (boule has neither); the colour chips' line only
        // where the game has them (ruleta americana).
        match kind {
            K::Wheel(WheelEvent::Spin { .. }) => true,
            K::Wheel(WheelEvent::Void { .. }) => !self.spin.void_reasons.is_empty(),
            K::Wheel(WheelEvent::Choose { .. }) => !self.zero.options.is_empty(),
            K::Wheel(WheelEvent::Colour { .. }) => self.colour.is_some(),
            _ => false,
        }
    }

    fn decides_round(&self, kind: &crate::log::event::EventKind<'_>) -> bool {
        matches!(kind, crate::log::event::EventKind::Wheel(WheelEvent::Spin { .. }))
    }

    /// `bet s1 15 10`: on the fortune wheel, the spots are bet by name (the figure 15 is the
    /// spot `quince`); on boule the one-number bet is `numero 7`, not the parser's `pleno 17`.
    fn numeric_bet(&self, token: &str) -> Option<(Text, Text)> {
        use crate::log::suggest::did_you_mean_words;
        let figure = token.parse::<u16>().ok();
        if !self.symbol_names.is_empty() {
            let spot = figure
                .and_then(|n| self.symbol_numbers.iter().find(|(f, _)| *f == n))
                .and_then(|(_, i)| self.symbol_names.get(usize::from(*i)));
            let hint = spot.map_or_else(|| Text::verbatim(""), |name| did_you_mean_words(&[name]));
            return Some((
                t!("rl-spot-bet-by-name", token = token, hint = hint),
                t!("rl-one-of", names = self.symbol_names.join(", ")),
            ));
        }
        let straight = self.kinds.iter().find(|k| k.shape == Shape::Straight)?;
        if straight.name == "pleno" {
            return None;
        }
        let meant = format!("{} {}", straight.name, figure.map_or_else(|| token.to_owned(), |n| n.to_string()));
        let mut names: Vec<&str> = self.kinds.iter().map(|k| k.name.as_str()).collect();
        names.sort_unstable();
        Some((
            t!("rl-kind-before-numbers", token = token, hint = did_you_mean_words(&[&meant])),
            t!("rl-one-of", names = names.join(", ")),
        ))
    }

    fn emitted_checks(&self) -> Vec<&'static str> {
        let mut v = vec![
            "RL001", "RL002", "RL003", "RL004", "RL005", "RL006", "RL007", "RL008", "RL011", "RL014", "RL015", "RL025",
            "RL028", "RL031",
        ];
        // An order among winners exists only with two ranks or more (boule has one).
        if self.kinds.iter().any(|k| k.rank > 0 && k.rank != usize::MAX) {
            v.push("RL009");
        }
        // Every value of `losers_first` makes some table collect losers first.
        v.push("RL010");
        if self.spin.alternate_rotor {
            v.push("RL012");
        }
        if self.spin.ball_against_rotor {
            v.push("RL013");
        }
        if self.spin.ball_against_rotor || self.spin.relaunch_from_previous {
            v.push("RL033");
        }
        if self.multiple_of_minimum {
            v.push("RL016");
        }
        if self.limits.iter().any(|c| c.authorised.is_some()) {
            v.push("RL040");
        }
        if self.doubled_minimum.is_some() {
            v.push("RL041");
        }
        if self.has_chances() && !self.zero.options.is_empty() {
            v.extend(["RL018", "RL029"]);
            // A choice is asked for only where the article offers two options.
            if self.zero.options.contains(&ZeroOption::Half) && self.zero.options.contains(&ZeroOption::Prison) {
                v.push("RL017");
            }
            if self.zero.options.contains(&ZeroOption::Prison) {
                v.extend(["RL020", "RL021", "RL030"]);
            }
            if self.zero.forced_prison_below_minimum_from_zero.is_some() {
                v.push("RL019");
            }
            if self.zero.last_spin_refund.is_some() {
                v.push("RL022");
            }
        }
        if !self.spin.void_reasons.is_empty() {
            v.push("RL023");
        }
        v.push("RL032");
        if self.spin.relaunch_from_previous {
            v.push("RL024");
        }
        if self.has_series() {
            v.push("RL026");
        }
        if self.change_during_session == ChangePolicy::Forbidden {
            v.push("RL027");
        }
        if let Some(c) = &self.colour {
            v.extend(["RL034", "RL036"]);
            if c.max_players.is_some() {
                v.push("RL035");
            }
        }
        v.sort_unstable();
        v
    }

    fn start(&self, table: &TableConfig, header: &TableHeader<'_>) -> Result<Box<dyn Engine + '_>, Box<Finding>> {
        let scale = match header.get("scale") {
            None => self.default_scale,
            Some(p) => self.scales.iter().position(|s| s == p.value.value).ok_or_else(|| {
                Box::new(
                    Finding::new(
                        "M004",
                        Label::new(p.value.loc, t!("rl-header-scale-unknown-label")),
                        t!("rl-header-scale-unknown", scale = p.value.value),
                    )
                    .expected(t!("rl-one-of", names = self.scales.join(", ")))
                    .found(Text::verbatim(p.value.value)),
                )
            })?,
        };
        let mut opening = Vec::new();
        let authorised_max = self.authorised_maxima(table, header, &mut opening)?;
        self.check_doubled_minimum(table, header, &mut opening)?;
        Ok(Box::new(table::RouletteEngine::new(self, table, scale, authorised_max, opening)))
    }
}

//! Basic strategy of Black Jack (Veintiuno) under the Spanish catalogues' rules, and its house
//! edge: for every two-card hand against every dealer up-card, the decision (stand, hit, double,
//! split) that maximises the player's expected return, and the return of playing so.
//!
//! # The rules ([`Rules`])
//!
//! Plain fields a catalogue article fills in (no dependency on the catalogue model; they mirror
//! its parameters): the dealer takes **no hole card** (his second card comes after the players
//! have played, so his Black-Jack is found only then) and stands on soft 17 (hitting it is a
//! parameter); a Black-Jack pays 3:2; doubling on a two-card 9, 10 or 11 (1979), also on A+8 and
//! A+9 with the ace then counted 1 (2003); doubling after a split; re-splitting up to a limit
//! (none in 1979, «seis pares» in 2003), aces included unless the rules say otherwise; split aces
//! take one card each and do not double (a parameter); 21 after a split is not a Black-Jack;
//! ten-valued cards are one value, so K+10 is a pair. The dealer's Black-Jack takes every stake on the hand, doubles and
//! splits included ([`DealerBlackJack::TakesAllStakes`], the text as written), or only the
//! original stake ([`DealerBlackJack::TakesOriginalStake`]): the text does not say ([AMBIG]).
//! Insurance is never taken; its own edge is reported apart ([`insurance_edge`]), exactly.
//! An ace drawn on a double counts 11 when that makes 21 or less, by default (the text fixes
//! only the doubled A+8 or A+9's own ace at 1; [AMBIG], a parameter). Not modelled: even money (the same bet as
//! insuring a Black-Jack), the side bets, and hitting a soft 21 (never worth it).
//!
//! # What is exact
//!
//! - **Infinite deck** ([`Shoe::Infinite`]): every card ace to nine with probability 1/13, a
//!   ten-valued card 4/13, independent of every other. The computation is exact in method: the
//!   dealer's distribution is `odds.rs`'s exact rationals, the player's values a full recursion
//!   over every hand he can reach, splits by the closed form or the recursion of
//!   [`player::Player::split`] (no simulation, no truncation: an unlimited re-split is the exact
//!   fixed point). [`basic_strategy_exact`] does it in exact rationals (probabilities only, no
//!   money): the edge as a fraction, every decision by exact comparison. [`basic_strategy`], which
//!   the command line uses, does the same in `f64`, a hundred times faster: each value a sum of a
//!   few thousand products of numbers in [−2, 2], good to about 1e−13 (the tests check it against
//!   the exact fraction and find the same decisions), far below the 1e−6 printed.
//! - **A shoe of N decks** ([`Shoe::Decks`]): the common *start-of-shoe* approximation. The
//!   player's two cards and the dealer's up-card are dealt from the full shoe without
//!   replacement, exactly; the dealer's distribution is then computed exactly from the shoe
//!   those three cards leave (so his Black-Jack and every later card depend on them); but the
//!   cards the player draws after his first two (hits, doubles, split hands) are drawn from that
//!   same composition with replacement, and the dealer's distribution does not see them. The
//!   strategy is total-dependent, as a basic strategy chart is: each cell's decision maximises the
//!   return summed over the two-card hands of that total. It reproduces the published six-deck
//!   figure to its printed precision (0.55 %, `tests/bj_strategy.rs`); its own error against a
//!   full composition-dependent calculation is not measured here. A full calculation (every
//!   card the player draws out of the dealer's shoe too) is not done: it needs a dealer
//!   distribution per player hand, not per two-card start.
//!
//! The edge is per initial stake (a doubled or split hand's extra stakes are not counted in the
//! denominator), as the published tables give it.

pub mod dealer;
pub mod player;
pub mod render;
pub mod value;

use std::fmt;

use num_rational::{BigRational, Ratio};

use super::odds::{self, DealerFinal, DealerRules, MAX_DECKS, Shoe};
use player::{ACE, Player, TEN, worth};
use value::Value;

/// What the dealer's Black-Jack takes from a hand that doubled or split before it was seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealerBlackJack {
    /// Every stake on the hand, doubles and splits included (the text as written: a
    /// Black-Jack beats every hand but a Black-Jack).
    TakesAllStakes,
    /// Only the original stake; the doubled and split stakes are returned. Modelled as the
    /// published tables model it: the hand loses exactly its original stake when the dealer has
    /// a Black-Jack, whatever it did, as if he had looked at his second card before the players
    /// played. Under §03.V.1.a a hand that busts is collected at once, so a split hand busted
    /// before the dealer's Black-Jack is seen could make the real loss larger (the original stake
    /// taken too); that case is not modelled. Under the articles' doubles a doubled hand cannot
    /// bust (9, 10 or 11, the ace counted 1, and one card).
    TakesOriginalStake,
}

/// The rules the strategy is computed under: the article's parameters, as plain values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Whether the dealer draws on a soft 17 (the catalogues: no).
    pub hits_soft_17: bool,
    /// A Black-Jack's payout, `numerator : denominator` (3:2).
    pub blackjack_pays: (u32, u32),
    /// The two-card totals without an ace that may double (`[9, 10, 11]`).
    pub double_totals: Vec<u8>,
    /// The cards an ace may double with, the ace then counted 1 (2003: `[8, 9]`; none in 1979).
    pub double_ace_with: Vec<u8>,
    /// Whether a hand made by a split may double.
    pub double_after_split: bool,
    /// Whether a split ace's hand (the ace and its one card) may double (the catalogues' default:
    /// no, a split ace takes one card).
    pub double_on_split_aces: bool,
    /// Whether an ace drawn as a double's card may count 11 (the default: as suits the player;
    /// the text fixes only the doubled hand's own ace at 1).
    pub drawn_ace_may_be_11: bool,
    /// The most splits of one initial hand (`None`: no limit, 1979). Valencia's «seis pares» read
    /// as six splits (seven hands) is `Some(6)`; read as six hands, `Some(5)`.
    pub max_splits: Option<u8>,
    /// Whether split aces that draw an ace may split again (the catalogues: the general re-split
    /// rule, yes).
    pub resplit_aces: bool,
    pub dealer_blackjack: DealerBlackJack,
}

impl Rules {
    /// State catalogue, 1979, art. 03: doubling on 9–11 only, no limit on splits.
    pub fn estado_1979() -> Rules {
        Rules {
            hits_soft_17: false,
            blackjack_pays: (3, 2),
            double_totals: vec![9, 10, 11],
            double_ace_with: Vec::new(),
            double_after_split: true,
            double_on_split_aces: false,
            drawn_ace_may_be_11: true,
            max_splits: None,
            resplit_aces: true,
            dealer_blackjack: DealerBlackJack::TakesAllStakes,
        }
    }

    /// Valencia, 2003, art. 03: also A+8 and A+9 double (ace 1), six pairs (splits) at most.
    pub fn valencia_2003() -> Rules {
        Rules { double_ace_with: vec![8, 9], max_splits: Some(6), ..Rules::estado_1979() }
    }

    fn dealer(&self) -> DealerRules {
        DealerRules { hits_soft_17: self.hits_soft_17 }
    }
}

/// A decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Action {
    Stand,
    Hit,
    Double,
    Split,
}

/// A row of the chart: a two-card hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Row {
    /// Two different cards without an ace, by total (5–19).
    Hard(u8),
    /// An ace and another card, by its total with the ace as 11 (A+2 = 13 … A+9 = 20).
    Soft(u8),
    /// Two cards of the same value (1 = aces, 10 = ten-valued cards).
    Pair(u8),
}

impl Row {
    /// Every row, in the chart's order: hard 5–19, soft 13–20, pairs 2–10 then aces.
    pub fn all() -> Vec<Row> {
        let mut rows: Vec<Row> = (5..=19).map(Row::Hard).collect();
        rows.extend((13..=20).map(Row::Soft));
        rows.extend((2..=10).map(Row::Pair));
        rows.push(Row::Pair(1));
        rows
    }

    /// The row of cards of classes `a` and `b`; `None` for a Black-Jack.
    fn of(a: usize, b: usize) -> Option<Row> {
        let (wa, wb) = (worth(a), worth(b));
        Some(if a == b {
            Row::Pair(wa)
        } else if a == ACE || b == ACE {
            let other = wa.max(wb);
            if other == 10 {
                return None;
            }
            Row::Soft(11 + other)
        } else {
            Row::Hard(wa + wb)
        })
    }
}

/// The dealer's up-cards in the chart's order (values; 1 = ace last).
pub const UPCARDS: [u8; 10] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];

/// The expected returns of each decision, per initial stake, dealer Black-Jack included.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Returns {
    pub stand: f64,
    pub hit: f64,
    /// `None` where the rules do not let the hand double.
    pub double: Option<f64>,
    /// `None` for a hand that is not a pair.
    pub split: Option<f64>,
}

impl Returns {
    /// The return of `action`, if allowed.
    pub fn of(&self, action: Action) -> Option<f64> {
        match action {
            Action::Stand => Some(self.stand),
            Action::Hit => Some(self.hit),
            Action::Double => self.double,
            Action::Split => self.split,
        }
    }

    /// The best decision and its return (on equal returns the first of stand, hit, double,
    /// split).
    pub fn best(&self) -> (Action, f64) {
        let mut best = (Action::Stand, self.stand);
        for a in [Action::Hit, Action::Double, Action::Split] {
            if let Some(v) = self.of(a) {
                if v > best.1 {
                    best = (a, v);
                }
            }
        }
        best
    }
}

/// One cell of the chart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cell {
    pub row: Row,
    /// The dealer's up-card (1 = ace, 10 = ten-valued).
    pub up: u8,
    /// The probability of this hand against this up-card on a deal.
    pub probability: f64,
    pub returns: Returns,
    pub best: Action,
}

/// Basic strategy and its house edge.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub rules: Rules,
    pub shoe: Shoe,
    /// The house edge of basic strategy: minus the expected return per initial stake.
    pub edge: f64,
    /// The same as an exact fraction, from [`basic_strategy_exact`] (`None` from
    /// [`basic_strategy`]).
    pub edge_exact: Option<BigRational>,
    /// The probability of a player's Black-Jack, and its return (3:2 unless the dealer has one).
    pub blackjack: (f64, f64),
    /// Every row against every up-card, rows in [`Row::all`]'s order, up-cards in [`UPCARDS`]'.
    pub cells: Vec<Cell>,
    /// The house edge of insurance (never taken by the strategy), exact.
    pub insurance: Ratio<i128>,
}

impl Report {
    /// The cell of `row` against up-card `up` (1 = ace, …, 10).
    pub fn cell(&self, row: Row, up: u8) -> Option<&Cell> {
        self.cells.iter().find(|c| c.row == row && c.up == up)
    }

    /// The decision for `row` against `up`.
    pub fn action(&self, row: Row, up: u8) -> Option<Action> {
        self.cell(row, up).map(|c| c.best)
    }
}

/// Why the strategy cannot be computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StrategyError {
    /// The deck count is outside 1–[`MAX_DECKS`] (those of `odds.rs`).
    Decks(u16),
    /// A Black-Jack payout with a zero denominator.
    Payout,
}

impl fmt::Display for StrategyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StrategyError::Decks(d) => write!(f, "expected a shoe of 1 to {MAX_DECKS} decks, found {d}"),
            StrategyError::Payout => write!(f, "a Black-Jack payout needs a denominator above zero"),
        }
    }
}

impl std::error::Error for StrategyError {}

impl From<odds::OddsError> for StrategyError {
    fn from(e: odds::OddsError) -> StrategyError {
        match e {
            odds::OddsError::Decks(d) => StrategyError::Decks(d),
        }
    }
}

/// The house edge of insurance (2:1 on the dealer's Black-Jack, his first card an ace), from the
/// ten-density of the shoe once the ace is out: `1 − 3t/n` with `t` ten-valued cards of the `n`
/// left (the player's own cards ignored, as published tables do): 1/13 for an infinite deck,
/// 23/311 for six decks.
pub fn insurance_edge(shoe: Shoe) -> Result<Ratio<i128>, StrategyError> {
    let (tens, cards) = match shoe {
        Shoe::Infinite => (4, 13),
        Shoe::Decks(d) => {
            if !(1..=MAX_DECKS).contains(&d) {
                return Err(StrategyError::Decks(d));
            }
            (16 * i128::from(d), 52 * i128::from(d) - 1)
        }
    };
    Ok(Ratio::new(cards - 3 * tens, cards))
}

/// Basic strategy and its house edge under `rules`, from `shoe` (see the module's documentation
/// for what is exact).
pub fn basic_strategy(rules: &Rules, shoe: Shoe) -> Result<Report, StrategyError> {
    if rules.blackjack_pays.1 == 0 {
        return Err(StrategyError::Payout);
    }
    let insurance = insurance_edge(shoe)?;
    let (cells, edge, blackjack) = match shoe {
        Shoe::Infinite => infinite_table::<f64>(rules)?.finish(),
        Shoe::Decks(d) => finite_table(rules, d).finish(),
    };
    Ok(Report { rules: rules.clone(), shoe, edge, edge_exact: None, blackjack, cells, insurance })
}

/// [`basic_strategy`] from an infinite deck in exact rationals: the edge as a fraction
/// ([`Report::edge_exact`]) and every decision by exact comparison. Slower (about half a second
/// in a debug build, against a few milliseconds in `f64`), so the command line prints the `f64`
/// figures; the tests check them against these.
pub fn basic_strategy_exact(rules: &Rules) -> Result<Report, StrategyError> {
    if rules.blackjack_pays.1 == 0 {
        return Err(StrategyError::Payout);
    }
    let insurance = insurance_edge(Shoe::Infinite)?;
    let (cells, edge, blackjack) = infinite_table::<BigRational>(rules)?.finish();
    let shoe = Shoe::Infinite;
    Ok(Report { rules: rules.clone(), shoe, edge: edge.to_f64(), edge_exact: Some(edge), blackjack, cells, insurance })
}

/// The returns of one hand's decisions, or their probability-weighted sums over a cell's hands.
#[derive(Clone, Debug)]
struct Sums<V> {
    stand: V,
    hit: V,
    double: Option<V>,
    split: Option<V>,
}

impl<V: Value> Sums<V> {
    fn zero(double: bool, split: bool) -> Sums<V> {
        Sums { stand: V::zero(), hit: V::zero(), double: double.then(V::zero), split: split.then(V::zero) }
    }

    fn map(&self, f: impl Fn(&V) -> V) -> Sums<V> {
        Sums {
            stand: f(&self.stand),
            hit: f(&self.hit),
            double: self.double.as_ref().map(&f),
            split: self.split.as_ref().map(&f),
        }
    }

    fn add_scaled(&mut self, w: &V, o: &Sums<V>) {
        self.stand = self.stand.add(&w.mul(&o.stand));
        self.hit = self.hit.add(&w.mul(&o.hit));
        if let (Some(d), Some(x)) = (self.double.as_mut(), o.double.as_ref()) {
            *d = d.add(&w.mul(x));
        }
        if let (Some(sp), Some(x)) = (self.split.as_mut(), o.split.as_ref()) {
            *sp = sp.add(&w.mul(x));
        }
    }

    /// The best decision and its value (on equal values the first of stand, hit, double, split).
    fn best(&self) -> (Action, V) {
        let mut best = (Action::Stand, self.stand.clone());
        for (a, v) in [
            (Action::Hit, Some(&self.hit)),
            (Action::Double, self.double.as_ref()),
            (Action::Split, self.split.as_ref()),
        ] {
            if let Some(v) = v {
                if *v > best.1 {
                    best = (a, v.clone());
                }
            }
        }
        best
    }

    fn to_f64(&self) -> Returns {
        Returns {
            stand: self.stand.to_f64(),
            hit: self.hit.to_f64(),
            double: self.double.as_ref().map(Value::to_f64),
            split: self.split.as_ref().map(Value::to_f64),
        }
    }
}

/// The player's values against one dealer distribution, the dealer's Black-Jack accounted as
/// the rules say: under [`DealerBlackJack::TakesOriginalStake`] the hands are played against the
/// distribution given no dealer Black-Jack (the decisions only matter then) and the original
/// stake is lost when he has one.
struct Context<'a, V> {
    player: Player<'a, V>,
    /// The dealer's Black-Jack.
    q: V,
    original_only: bool,
}

impl<'a, V: Value> Context<'a, V> {
    fn new(rules: &'a Rules, p: [V; 10], dist: &[V; 7]) -> Context<'a, V> {
        let bj = DealerFinal::BlackJack.index();
        let q = dist[bj].clone();
        let original_only = rules.dealer_blackjack == DealerBlackJack::TakesOriginalStake;
        let player = if original_only {
            let keep = V::one().sub(&q);
            let given: [V; 7] =
                std::array::from_fn(|f| if f == bj { V::zero() } else { dist[f].div(&keep).unwrap_or_else(V::zero) });
            Player::new(rules, p, &given)
        } else {
            Player::new(rules, p, dist)
        };
        Context { player, q, original_only }
    }

    /// The returns of the two-card hand `a`, `b` (not a Black-Jack).
    fn returns(&mut self, rules: &Rules, a: usize, b: usize) -> Sums<V> {
        let (stand, hit, double) = self.player.two_cards(a, b);
        // A limit of no splits at all leaves a pair nothing but its total.
        let split = (a == b && rules.max_splits != Some(0)).then(|| self.player.split(a));
        let r = Sums { stand, hit, double, split };
        if self.original_only {
            let keep = V::one().sub(&self.q);
            r.map(|x| x.mul(&keep).sub(&self.q))
        } else {
            r
        }
    }
}

/// Every cell's weighted sums, and the player's Black-Jacks (probability, weighted return).
struct Table<V> {
    sums: Vec<(V, Sums<V>)>,
    natural: (V, V),
    pays: V,
}

impl<V: Value> Table<V> {
    fn new(rules: &Rules) -> Table<V> {
        let mut sums = Vec::with_capacity(ROWS * UPCARDS.len());
        for row in Row::all() {
            for _ in UPCARDS {
                let pair = matches!(row, Row::Pair(_)) && rules.max_splits != Some(0);
                sums.push((V::zero(), Sums::zero(row_may_double(rules, row), pair)));
            }
        }
        let (num, den) = rules.blackjack_pays;
        Table { sums, natural: (V::zero(), V::zero()), pays: V::ratio(i128::from(num), i128::from(den).max(1)) }
    }

    /// The deal of `a`, `b` against up-card column `col`, of probability `weight`.
    fn record(&mut self, rules: &Rules, col: usize, a: usize, b: usize, weight: &V, ctx: &mut Context<'_, V>) {
        let Some(row) = Row::of(a, b) else {
            // A Black-Jack: paid unless the dealer has one too (a push).
            self.natural.0 = self.natural.0.add(weight);
            let paid = weight.mul(&self.pays).mul(&V::one().sub(&ctx.q));
            self.natural.1 = self.natural.1.add(&paid);
            return;
        };
        let returns = ctx.returns(rules, a, b);
        if let Some(i) = Row::all().iter().position(|r| *r == row) {
            if let Some(slot) = self.sums.get_mut(i * UPCARDS.len() + col) {
                slot.0 = slot.0.add(weight);
                slot.1.add_scaled(weight, &returns);
            }
        }
    }

    /// The chart's cells, the edge, and the player's Black-Jack (probability, return).
    fn finish(&self) -> (Vec<Cell>, V, (f64, f64)) {
        let rows = Row::all();
        let mut cells = Vec::with_capacity(self.sums.len());
        let mut player = self.natural.1.clone();
        for (i, (weight, total)) in self.sums.iter().enumerate() {
            let (best, value) = total.best();
            player = player.add(&value);
            let returns = match V::one().div(weight) {
                Some(inverse) => total.map(|x| x.mul(&inverse)),
                None => total.clone(),
            };
            cells.push(Cell {
                row: rows[i / UPCARDS.len()],
                up: UPCARDS[i % UPCARDS.len()],
                probability: weight.to_f64(),
                returns: returns.to_f64(),
                best,
            });
        }
        let blackjack = self.natural.1.div(&self.natural.0).map_or(0.0, |r| r.to_f64());
        (cells, V::zero().sub(&player), (self.natural.0.to_f64(), blackjack))
    }
}

/// The number of rows of the chart.
const ROWS: usize = 15 + 8 + 10;

/// The infinite deck: one context per up-card (every hand draws from the same probabilities
/// against the same dealer distribution, `odds.rs`'s exact one).
fn infinite_table<V: Value>(rules: &Rules) -> Result<Table<V>, StrategyError> {
    let o = odds::dealer_outcomes(Shoe::Infinite, rules.dealer())?;
    let p: [V; 10] = std::array::from_fn(|c| V::ratio(if c == TEN { 4 } else { 1 }, 13));
    let mut table = Table::new(rules);
    for (col, &up_value) in UPCARDS.iter().enumerate() {
        let up = usize::from(up_value - 1);
        let dist: [V; 7] = std::array::from_fn(|f| {
            let r = o.by_upcard[up][f];
            V::ratio(*r.numer(), *r.denom())
        });
        let mut ctx = Context::new(rules, p.clone(), &dist);
        for a in 0..10 {
            for b in a..10 {
                let orders = V::ratio(if a == b { 1 } else { 2 }, 1);
                let weight = orders.mul(&p[a]).mul(&p[b]).mul(&p[up]);
                table.record(rules, col, a, b, &weight, &mut ctx);
            }
        }
    }
    Ok(table)
}

/// A shoe of `decks` decks, by the start-of-shoe approximation: one context per deal.
fn finite_table(rules: &Rules, decks: u16) -> Table<f64> {
    let mut full = [4 * decks; 10];
    full[TEN] = 16 * decks;
    let mut table = Table::new(rules);
    for (col, &up_value) in UPCARDS.iter().enumerate() {
        let up = usize::from(up_value - 1);
        let mut left = full;
        left[up] = left[up].saturating_sub(1);
        let in_shoe = dealer::endings(up, rules.dealer()).in_shoe(left);
        for a in 0..10 {
            for b in a..10 {
                let (weight, p, dist) = finite_deal(full, up, a, b, &in_shoe);
                let mut ctx = Context::new(rules, p, &dist);
                table.record(rules, col, a, b, &weight, &mut ctx);
            }
        }
    }
    table
}

/// Whether any hand of `row` may double.
fn row_may_double(rules: &Rules, row: Row) -> bool {
    match row {
        Row::Hard(t) => rules.double_totals.contains(&t),
        Row::Soft(t) => rules.double_ace_with.contains(&(t - 11)),
        Row::Pair(1) => false,
        Row::Pair(v) => rules.double_totals.contains(&(2 * v)),
    }
}

/// A finite shoe `full`: the probability of the hand `a`, `b` and up-card `up` dealt without
/// replacement (player, dealer, player), then the start-of-shoe approximation: the player's later
/// cards from what the three leave, with replacement; the dealer's distribution exactly from it.
fn finite_deal(
    full: [u16; 10],
    up: usize,
    a: usize,
    b: usize,
    in_shoe: &dealer::InShoe<'_>,
) -> (f64, [f64; 10], dealer::Dist) {
    let mut weight = 0.0;
    let orders: &[(usize, usize)] = if a == b { &[(a, b)] } else { &[(a, b), (b, a)] };
    for &(first, second) in orders {
        let mut s = full;
        let mut w = 1.0;
        for c in [first, up, second] {
            let n: f64 = s.iter().map(|&x| f64::from(x)).sum();
            w *= f64::from(s[c]) / n;
            s[c] = s[c].saturating_sub(1);
        }
        weight += w;
    }
    let mut left = full;
    for c in [a, b, up] {
        left[c] = left[c].saturating_sub(1);
    }
    let n: f64 = left.iter().map(|&x| f64::from(x)).sum();
    let p = std::array::from_fn(|c| f64::from(left[c]) / n);
    (weight, p, in_shoe.without(&[a, b]))
}

#[cfg(test)]
mod tests;

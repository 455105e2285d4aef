//! The table's statistics behind the inspector's report: the money of a session (staked, paid,
//! collected, the observed hold) beside the theoretical house edge of its bet mix, and the
//! outcome frequencies against their exact probabilities with a chi-square test.
//!
//! This module holds the data, not its rendering: the checker fills a [`TableStudy`] per file
//! (`FileReport::study`), the reports render it, and [`estudios`] sums the studies of one table
//! over the sessions checked in one run («estudios»).
//!
//! Money is exact: integer minor units ([`Amount`]) and exact ratios. Only the chi-square
//! statistic and its p-value are floating point ([`chi_square`]).
//!
//! What «house result» means depends on who banks:
//! - where the house banks (roulette, punto y banca), it is what the house collected from
//!   losing stakes less the winnings it paid ([`HouseIncome::Banker`]);
//! - where a player holds the bank (chemin de fer, bacará a dos paños), the stakes go between
//!   players and the house's only income is the cagnotte, the deduction on the banker's
//!   winnings put in the pozo ([`HouseIncome::Cagnotte`]). The observed hold is then the
//!   cagnotte over the punters' stakes, and there is no house edge to set it against.

pub mod chi_square;
pub mod estudios;
pub mod hold;
pub mod text;

use std::fmt;
use std::sync::{Arc, LazyLock};

use num_rational::Ratio;
use serde::{Serialize, Serializer};

use crate::money::Amount;

pub use chi_square::{ChiSquare, DEFAULT_THRESHOLD, MIN_EXPECTED, Verdict};

/// The statistics of one table over one session (one log), or over several sessions of the
/// same table ([`estudios`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableStudy {
    /// The table id of the header (`table RF-03 …`).
    pub table: String,
    /// The catalogue article's id (`estado-1979/ruleta-francesa`).
    pub catalog: String,
    /// ISO 4217 code of the header (`EUR` by default).
    pub currency: String,
    /// The table minimum of the header, in minor units.
    #[serde(serialize_with = "minor")]
    pub min: Amount,
    /// The timestamp written on `session open` (as written), when the log gives one; across
    /// sessions, the first session's.
    pub opened: Option<String>,
    /// The timestamp written on `session close`, when the log gives one; across sessions, the
    /// last session's.
    pub closed: Option<String>,
    /// Sessions summed (1 for one log).
    pub sessions: u64,
    /// Rounds (spins, coups) played.
    pub rounds: u64,
    pub money: Money,
    /// The theoretical house edge of the bet mix, where the game has one.
    pub edge: TheoreticalEdge,
    /// Outcome frequencies against their exact probabilities.
    pub outcomes: Outcomes,
    /// Further frequencies the game shows beside its outcomes (bingo: the ball on which the
    /// line and the bingo fell), in the game's order; empty for most games.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub views: Vec<View>,
    /// The house's take beside the most its article allows, at the games where players bet
    /// against each other and the house only takes (póquer de círculo); `None` elsewhere.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub take: Option<Take>,
    /// The money of each kind of bet beside its exact edge, where the game counts it so
    /// (monte: Cartas, Salto, Camo/Anti/Viudo, Vista Hermosa); empty for most games.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<KindMoney>,
    /// The threshold of the statistical alerts (`--alert-p`), set by [`TableStudy::judge`].
    #[serde(skip)]
    pub alert_p: f64,
}

/// The house's take at a game where the house plays no hand (póquer de círculo: the «pozo o
/// cagnotte»), beside the most the article allows of the same hands, so that an inspector sees
/// at once whether more left the pots than the text lets the house keep. Amounts in minor units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Take {
    /// What went into the cagnotte (its lines).
    pub taken: Amount,
    /// The most the article allowed over the same hands: option a's percentage of each
    /// betting interval's money, Murcia's of each hand's, option b's of the session's fee.
    pub allowed: Amount,
    /// The money put into the pots (antes and bets; uncalled bets given back are not).
    pub pots: Amount,
    /// Hands dealt.
    pub hands: u64,
    /// Minutes of play from the log's timestamps (the first and last line with one, per
    /// session), when it has them.
    pub minutes: Option<u64>,
}

impl Take {
    /// Adds another session of the same table.
    pub fn add(&mut self, o: &Take) {
        self.taken = self.taken.saturating_add(o.taken);
        self.allowed = self.allowed.saturating_add(o.allowed);
        self.pots = self.pots.saturating_add(o.pots);
        self.hands = self.hands.saturating_add(o.hands);
        self.minutes = match (self.minutes, o.minutes) {
            (Some(a), Some(b)) => Some(a.saturating_add(b)),
            _ => None,
        };
    }

    /// The take as a share of the pots, exact; `None` without pots.
    pub fn rate(&self) -> Option<Ratio<i128>> {
        (self.pots > Amount::ZERO).then(|| Ratio::new(i128::from(self.taken.minor()), i128::from(self.pots.minor())))
    }

    /// An amount per hour of play (minor units, rounded down), when the minutes are known.
    pub fn per_hour(&self, amount: Amount) -> Option<Amount> {
        let minutes = i128::from(self.minutes.filter(|&m| m > 0)?);
        Some(Amount(i64::try_from(i128::from(amount.minor()) * 60 / minutes).unwrap_or(i64::MAX)))
    }
}

impl Serialize for Take {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("taken", &self.taken.minor())?;
        m.serialize_entry("allowed", &self.allowed.minor())?;
        m.serialize_entry("pots", &self.pots.minor())?;
        m.serialize_entry("hands", &self.hands)?;
        m.serialize_entry("minutes", &self.minutes)?;
        m.serialize_entry("rate", &self.rate().map(|r| ratio_text(&r)))?;
        m.end()
    }
}

/// One kind of bet's money over a session (or a table's sessions): what the settlement lines
/// wrote, the commission kept, and the exact house edge of its stakes as placed, so that its
/// hold is read against its own edge rather than the table's mix. Amounts in minor units.
#[derive(Clone, Debug, PartialEq)]
pub struct KindMoney {
    /// The JSON key (`cartas`, `salto`, `camo-anti-viudo`, `vista-hermosa`).
    pub key: &'static str,
    /// Its name in the reports.
    pub name: crate::i18n::Text,
    pub staked: Amount,
    /// The `pay` lines: won by players, net of the commission.
    pub paid: Amount,
    pub collected: Amount,
    pub returned: Amount,
    /// The commission kept from the winnings.
    pub commission: Amount,
    /// Σ stake × exact edge and Σ stake of its bets as placed.
    pub edge: EdgeMix,
}

impl KindMoney {
    /// The house's result on this kind: collected less paid.
    pub fn house_result(&self) -> Amount {
        self.collected.saturating_sub(self.paid)
    }

    /// Its observed hold, exact; `None` when nothing was staked on it.
    pub fn hold(&self) -> Option<Ratio<i64>> {
        (self.staked > Amount::ZERO).then(|| Ratio::new(self.house_result().minor(), self.staked.minor()))
    }

    /// Adds another session's money of the same kind.
    pub fn add(&mut self, o: &KindMoney) {
        self.staked = self.staked.saturating_add(o.staked);
        self.paid = self.paid.saturating_add(o.paid);
        self.collected = self.collected.saturating_add(o.collected);
        self.returned = self.returned.saturating_add(o.returned);
        self.commission = self.commission.saturating_add(o.commission);
        self.edge.add(&o.edge);
    }
}

impl Serialize for KindMoney {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("kind", self.key)?;
        m.serialize_entry("staked", &self.staked.minor())?;
        m.serialize_entry("paid", &self.paid.minor())?;
        m.serialize_entry("collected", &self.collected.minor())?;
        m.serialize_entry("returned", &self.returned.minor())?;
        m.serialize_entry("commission", &self.commission.minor())?;
        m.serialize_entry("house_result", &self.house_result().minor())?;
        let hold = self.hold().map(|h| Ratio::new(i128::from(*h.numer()), i128::from(*h.denom())));
        m.serialize_entry("hold", &hold.map(|h| ratio_text(&h)))?;
        m.serialize_entry("edge", &self.edge.edge().map(|e| ratio_text(&e)))?;
        m.end()
    }
}

/// Frequencies under a title of their own, beside a table's outcomes.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub title: crate::i18n::Text,
    pub frequencies: Frequencies,
}

/// What a game's engine knows of the table's study, after replaying the log: who banks, the
/// edge of the bets placed, the outcomes judged (from the number, or from the cards).
#[derive(Clone, Debug, PartialEq)]
pub struct GameStudy {
    pub house_income: HouseIncome,
    pub edge: TheoreticalEdge,
    pub outcomes: Outcomes,
}

/// Who the house's income comes from at this game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum HouseIncome {
    /// The house banks every bet: its result is what it collected less what it paid.
    Banker,
    /// A player holds the bank: the house's income is the cagnotte.
    Cagnotte,
}

/// The money of the table as the log records it (the settlements written, right or wrong:
/// findings say where they break the rules). Amounts in minor units.
///
/// Serialized with its derived figures: `house_result` (minor units), `hold` (exact, `n/d`, or
/// null when nothing was staked) and `hold_percent` (for reading only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Money {
    pub house_income: HouseIncome,
    /// Sum of the `bet` lines (a stake held in prisión is not staked again).
    pub staked: Amount,
    /// Sum of the `pay` lines: winnings paid to players, who keep their stakes.
    pub paid: Amount,
    /// Sum of the `return` and `release` lines: stakes handed back (half on zero, prisoners
    /// freed, ties that push), and of craps's `takedown` lines (a bet withdrawn before a roll
    /// decided it).
    pub returned: Amount,
    /// Sum of the `collect` lines: losing stakes taken by the bank (the house's, or the banker
    /// player's at chemin de fer and dos paños).
    pub collected: Amount,
    /// Sum of the `cagnotte` lines (chemin de fer, dos paños).
    pub cagnotte: Amount,
    /// Rounds with a stake, and the sum of the squares of their house results (collected −
    /// paid within the round, minor units squared): the spread of the hold ([`hold`]). Not
    /// serialized: the hold's test is.
    pub rounds_staked: u64,
    pub result_squares: i128,
}

impl Serialize for Money {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("house_income", &self.house_income)?;
        m.serialize_entry("staked", &self.staked.minor())?;
        m.serialize_entry("paid", &self.paid.minor())?;
        m.serialize_entry("returned", &self.returned.minor())?;
        m.serialize_entry("collected", &self.collected.minor())?;
        m.serialize_entry("cagnotte", &self.cagnotte.minor())?;
        m.serialize_entry("house_result", &self.house_result().minor())?;
        let hold = self.hold().map(|h| Ratio::new(i128::from(*h.numer()), i128::from(*h.denom())));
        m.serialize_entry("hold", &hold.map(|h| ratio_text(&h)))?;
        m.serialize_entry("hold_percent", &hold.map(|h| percent_f64(&h)))?;
        m.end()
    }
}

impl Money {
    pub fn new(house_income: HouseIncome) -> Money {
        Money {
            house_income,
            staked: Amount::ZERO,
            paid: Amount::ZERO,
            returned: Amount::ZERO,
            collected: Amount::ZERO,
            cagnotte: Amount::ZERO,
            rounds_staked: 0,
            result_squares: 0,
        }
    }

    /// The house's result, in minor units: collected − paid where the house banks, the
    /// cagnotte where a player banks. Positive when the house won.
    pub fn house_result(&self) -> Amount {
        match self.house_income {
            HouseIncome::Banker => self.collected.saturating_sub(self.paid),
            HouseIncome::Cagnotte => self.cagnotte,
        }
    }

    /// The observed hold: house result / staked, exact; `None` when nothing was staked.
    pub fn hold(&self) -> Option<Ratio<i64>> {
        (self.staked > Amount::ZERO).then(|| Ratio::new(self.house_result().minor(), self.staked.minor()))
    }

    /// Adds another session's money (same game, so the same house income).
    pub fn add(&mut self, o: &Money) {
        self.staked = self.staked.saturating_add(o.staked);
        self.paid = self.paid.saturating_add(o.paid);
        self.returned = self.returned.saturating_add(o.returned);
        self.collected = self.collected.saturating_add(o.collected);
        self.cagnotte = self.cagnotte.saturating_add(o.cagnotte);
        self.rounds_staked = self.rounds_staked.saturating_add(o.rounds_staked);
        self.result_squares = self.result_squares.saturating_add(o.result_squares);
    }
}

/// The theoretical house edge of a table's bet mix: Σ stake_k·edge_k / Σ stake_k over the bets
/// placed, each bet kind's edge computed exactly from the catalogue encoding (`veedor odds`).
/// Kept as its sums so that sessions add up exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdgeMix {
    /// Σ stake_k·edge_k, in minor units.
    pub weighted: Ratio<i128>,
    /// Σ stake_k of the bets that have an edge, in minor units.
    pub stake: i128,
}

impl EdgeMix {
    pub fn zero() -> EdgeMix {
        EdgeMix { weighted: Ratio::from_integer(0), stake: 0 }
    }

    /// Adds `stake` minor units placed on a bet of house edge `edge`.
    pub fn add_stake(&mut self, stake: i128, edge: &Ratio<i128>) {
        self.weighted += edge * Ratio::from_integer(stake);
        self.stake += stake;
    }

    pub fn add(&mut self, o: &EdgeMix) {
        self.weighted += o.weighted;
        self.stake += o.stake;
    }

    /// The stake-weighted edge; `None` when nothing was staked.
    pub fn edge(&self) -> Option<Ratio<i128>> {
        (self.stake > 0).then(|| self.weighted / Ratio::from_integer(self.stake))
    }
}

/// Why a table has no theoretical house edge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum NoEdge {
    /// A player holds the bank (chemin de fer, dos paños): the house risks nothing, its income
    /// is the cagnotte.
    HouseDoesNotBank,
    /// The house plays no hand (póquer de círculo): players bet against each other and the
    /// house's income is its take from the pots ([`Take`]).
    HousePlaysNoHand,
    /// No stake was placed on a bet whose edge is known.
    NoStakes,
    /// The catalogue's rules cannot be enumerated exactly (`detail` says why: option cells of
    /// the tableau, more than one player hand).
    NotEnumerable { detail: crate::i18n::Text },
}

/// The theoretical house edge of the session's bet mix, or why there is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TheoreticalEdge {
    Mix(EdgeMix),
    /// A bet mix worked out the first time a report reads it ([`LazyMix`]).
    LazyMix(LazyMix),
    /// The edge when every player plays the game's basic strategy (Black Jack): the players'
    /// decisions make the edge, so it is not a mix of the stakes placed. Worked out when read,
    /// it may turn out to be none ([`StrategyEdge::edge`]): then the study reads as `None`'s.
    Strategy(StrategyEdge),
    None(NoEdge),
}

/// The house edge of Black Jack's basic strategy under the article's rules and decks, per
/// initial stake (a double's or a split's extra stakes are not in the denominator, as the
/// published tables give it), as `veedor odds` computes it. The computation is in floating
/// point (good to about 1e−13, see `engine::black_jack::strategy`) and a finite shoe's figure is
/// the start-of-shoe approximation: not an exact fraction, so the JSON gives it as a percentage
/// only. Kept rounded to twelve decimal places as a ratio, so that it compares exactly and the
/// reports write it as they write an exact edge.
///
/// Worked out the first time a report reads it ([`StrategyEdge::edge`]), not when the study is
/// made: every check makes its table's study, and most reports (concise, SARIF, JUnit…) never
/// show it, while the strategy costs as much as replaying a megabyte of log.
#[derive(Clone)]
pub struct StrategyEdge {
    edge: Arc<LazyLock<Result<Ratio<i128>, NoEdge>, EdgeFn>>,
    /// The decks of the shoe it was computed for.
    pub decks: u16,
}

/// What works a [`StrategyEdge`] out: the edge as a fraction in floating point, or why there is
/// none.
type EdgeFn = Box<dyn FnOnce() -> Result<Ratio<i128>, NoEdge> + Send>;

impl StrategyEdge {
    /// The edge that `edge` works out (a fraction in floating point, or why there is none) for a
    /// shoe of `decks` decks, worked out when first read; an edge that is not a finite number is
    /// `no_edge`'s.
    pub fn lazy(
        decks: u16,
        edge: impl FnOnce() -> Result<f64, NoEdge> + Send + 'static,
        no_edge: impl FnOnce() -> NoEdge + Send + 'static,
    ) -> StrategyEdge {
        let f: EdgeFn = Box::new(move || StrategyEdge::rounded(edge()?).ok_or_else(no_edge));
        StrategyEdge { edge: Arc::new(LazyLock::new(f)), decks }
    }

    /// `edge` rounded to 10⁻¹²; `None` when it is not a finite number.
    fn rounded(edge: f64) -> Option<Ratio<i128>> {
        const SCALE: i128 = 1_000_000_000_000;
        // |edge| ≤ 2 (a stake can lose at most its double): the product is far inside i128.
        let scaled = (edge * SCALE as f64).round();
        (scaled.is_finite() && scaled.abs() < 1e15).then(|| Ratio::new(scaled as i128, SCALE))
    }

    /// The edge, rounded to 10⁻¹², or why there is none (worked out on the first call).
    pub fn edge(&self) -> Result<Ratio<i128>, &NoEdge> {
        match &**self.edge {
            Ok(e) => Ok(*e),
            Err(why) => Err(why),
        }
    }
}

/// A bet mix whose stakes are known when the study is made but whose edges are worked out only
/// when a report reads them: treinta y cuarenta's edge needs its shoe's row totals (17 M
/// instructions for six decks), which most reports (concise, SARIF, JUnit…) never show.
#[derive(Clone)]
pub struct LazyMix {
    /// Σ stake_k of the bets that have an edge, in minor units (known without the edges).
    pub stake: i128,
    mix: Arc<LazyLock<EdgeMix, MixFn>>,
}

/// What works a [`LazyMix`] out.
type MixFn = Box<dyn FnOnce() -> EdgeMix + Send>;

impl LazyMix {
    /// The mix that `make` works out, of `stake` minor units in all (`make`'s own `stake`).
    pub fn new(stake: i128, make: impl FnOnce() -> EdgeMix + Send + 'static) -> LazyMix {
        LazyMix { stake, mix: Arc::new(LazyLock::new(Box::new(make))) }
    }

    /// The mix (worked out on the first call).
    pub fn mix(&self) -> &EdgeMix {
        &self.mix
    }
}

impl fmt::Debug for LazyMix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        EdgeMix::fmt(self.mix(), f)
    }
}

impl PartialEq for LazyMix {
    fn eq(&self, o: &LazyMix) -> bool {
        self.stake == o.stake && self.mix() == o.mix()
    }
}

impl Eq for LazyMix {}

impl fmt::Debug for StrategyEdge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StrategyEdge").field("edge", &self.edge()).field("decks", &self.decks).finish()
    }
}

impl PartialEq for StrategyEdge {
    fn eq(&self, o: &StrategyEdge) -> bool {
        self.decks == o.decks && self.edge() == o.edge()
    }
}

impl Eq for StrategyEdge {}

impl TheoreticalEdge {
    /// The exact edge, when there is one.
    pub fn value(&self) -> Option<Ratio<i128>> {
        match self {
            TheoreticalEdge::Mix(m) => m.edge(),
            TheoreticalEdge::LazyMix(m) => m.mix().edge(),
            TheoreticalEdge::Strategy(s) => s.edge().ok(),
            TheoreticalEdge::None(_) => None,
        }
    }

    /// Whether [`TheoreticalEdge::value`] is an exact fraction (a bet mix's) rather than a
    /// rounded figure (basic strategy's).
    pub fn is_exact(&self) -> bool {
        matches!(self, TheoreticalEdge::Mix(_) | TheoreticalEdge::LazyMix(_))
    }

    /// Why there is no edge, when there is none.
    pub fn why_not(&self) -> Option<NoEdge> {
        match self {
            TheoreticalEdge::Mix(m) if m.stake == 0 => Some(NoEdge::NoStakes),
            TheoreticalEdge::LazyMix(m) if m.stake == 0 => Some(NoEdge::NoStakes),
            TheoreticalEdge::Mix(_) | TheoreticalEdge::LazyMix(_) => None,
            TheoreticalEdge::Strategy(s) => s.edge().err().cloned(),
            TheoreticalEdge::None(why) => Some(why.clone()),
        }
    }

    /// Adds another session's edge: a mix sums its stakes; basic strategy's edge is the
    /// article's, the same for every session of the table.
    fn add(&mut self, o: &TheoreticalEdge) {
        // Sessions added up are worked out (a lazy mix only spares a report that never reads it).
        if let TheoreticalEdge::LazyMix(a) = self {
            *self = TheoreticalEdge::Mix(a.mix().clone());
        }
        match (&mut *self, o) {
            (TheoreticalEdge::Mix(a), TheoreticalEdge::Mix(b)) => a.add(b),
            (TheoreticalEdge::Mix(a), TheoreticalEdge::LazyMix(b)) => a.add(b.mix()),
            _ => {}
        }
    }
}

impl Serialize for TheoreticalEdge {
    /// Always the same five fields: `edge` (exact, `n/d`, or null, as for basic strategy's
    /// rounded figure), `percent` (for reading only, or null), `weighted_stake` (Σ stake_k of
    /// the mix in minor units, or null where the game has no mix), `basis` (`bet-mix`,
    /// `basic-strategy`, or null where there is no edge) and `why_not` (null, or
    /// `{"reason": …}`).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(5))?;
        let value = self.value();
        m.serialize_entry("edge", &value.filter(|_| self.is_exact()).map(|e| ratio_text(&e)))?;
        m.serialize_entry("percent", &value.map(|e| percent_f64(&e)))?;
        let (weight, basis) = match self {
            TheoreticalEdge::Mix(mix) => (Some(mix.stake), Some("bet-mix")),
            TheoreticalEdge::LazyMix(mix) => (Some(mix.stake), Some("bet-mix")),
            TheoreticalEdge::Strategy(_) => (None, Some("basic-strategy")),
            TheoreticalEdge::None(_) => (None, None),
        };
        m.serialize_entry("weighted_stake", &weight)?;
        m.serialize_entry("basis", &basis.filter(|_| value.is_some()))?;
        m.serialize_entry("why_not", &self.why_not())?;
        m.end()
    }
}

/// One category of outcome: a number of the wheel, or banca / punto / tie.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Category {
    /// The outcome as the log writes it: `17`, `banca`, `punto`, `tie` (or, at dos paños,
    /// `punto1=banca`).
    pub label: String,
    /// How many rounds had this outcome (judged from the number or the cards).
    pub observed: u64,
    /// Its exact probability per round, when the game has one.
    #[serde(serialize_with = "opt_ratio")]
    pub probability: Option<Ratio<i128>>,
    /// The category's name for a reader where the label is not a word of the log (Black Jack's
    /// dealer outcomes: `bust` is «se pasa» in Spanish), rendered in the report's language;
    /// `None`: the label itself. The label stays the machine-readable key (JSON).
    #[serde(skip)]
    pub name: Option<crate::i18n::Text>,
}

impl Category {
    /// The category as a reader sees it in `locale` (see [`Category::name`]).
    pub fn shown(&self, locale: crate::i18n::Locale) -> String {
        self.name.as_ref().map_or_else(|| self.label.clone(), |n| n.render(locale))
    }
}

/// Why the outcome frequencies cannot be tested.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum NoOdds {
    /// The rules leave choices to the players (option cells), or the game has more than one
    /// player hand: the outcome probabilities are not one exact figure.
    NotEnumerable { detail: crate::i18n::Text },
}

/// What one count of a table's frequencies is: a round's outcome (a spin, a coup, a roll), or,
/// at bingo, a ball drawn (the first 15 of each partida): the report says which.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Counted {
    #[default]
    Rounds,
    Balls,
}

impl Counted {
    /// The selector the report's messages take (`$unit`).
    pub fn as_str(self) -> &'static str {
        match self {
            Counted::Rounds => "rounds",
            Counted::Balls => "balls",
        }
    }
}

/// The outcome frequencies of a table and their test.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Frequencies {
    /// In a fixed order: the wheel's numbers from 0; banca, punto, tie.
    pub categories: Vec<Category>,
    /// Rounds whose outcome was counted (a round with no valid result is not).
    pub total: u64,
    /// The goodness-of-fit test against the probabilities; `None` when there are none.
    pub test: Option<ChiSquare>,
    /// Why there is no test.
    pub why_not: Option<NoOdds>,
    /// What each count is (rounds unless the game says otherwise).
    #[serde(skip)]
    pub counted: Counted,
}

impl Frequencies {
    /// Categories with exact probabilities: tested.
    pub fn with_odds(labels: Vec<String>, observed: Vec<u64>, odds: Vec<Ratio<i128>>) -> Frequencies {
        let categories = labels
            .into_iter()
            .zip(observed)
            .zip(odds)
            .map(|((label, observed), p)| Category { label, observed, probability: Some(p), name: None })
            .collect();
        Frequencies::tested(categories)
    }

    /// Categories without probabilities.
    pub fn untested(labels: Vec<String>, observed: Vec<u64>, why: NoOdds) -> Frequencies {
        let categories: Vec<Category> = labels
            .into_iter()
            .zip(observed)
            .map(|(label, observed)| Category { label, observed, probability: None, name: None })
            .collect();
        let total = categories.iter().map(|c| c.observed).sum();
        Frequencies { categories, total, test: None, why_not: Some(why), counted: Counted::Rounds }
    }

    /// Says what each count is (see [`Counted`]).
    pub fn counting(mut self, counted: Counted) -> Frequencies {
        self.counted = counted;
        self
    }

    /// Gives the categories, in order, names for readers (see [`Category::name`]).
    pub fn named(mut self, names: Vec<crate::i18n::Text>) -> Frequencies {
        for (c, n) in self.categories.iter_mut().zip(names) {
            c.name = Some(n);
        }
        self
    }

    fn tested(categories: Vec<Category>) -> Frequencies {
        let total = categories.iter().map(|c| c.observed).sum();
        let mut f = Frequencies { categories, total, test: None, why_not: None, counted: Counted::Rounds };
        f.retest();
        f
    }

    /// Computes the test again from the counts (after sessions were added), at the threshold
    /// it was judged at.
    pub fn retest(&mut self) {
        self.total = self.categories.iter().map(|c| c.observed).sum();
        let threshold = self.test.map_or(DEFAULT_THRESHOLD, |t| t.threshold);
        let probs: Option<Vec<Ratio<i128>>> = self.categories.iter().map(|c| c.probability).collect();
        self.test = probs.map(|p| {
            let observed: Vec<u64> = self.categories.iter().map(|c| c.observed).collect();
            ChiSquare::goodness_of_fit(&observed, &p, threshold)
        });
    }

    /// Takes the test's verdict again at `threshold` (see [`ChiSquare::judge`]).
    pub fn judge(&mut self, threshold: f64) {
        if let Some(t) = self.test.as_mut() {
            t.judge(threshold);
        }
    }

    /// Adds another session's counts (same categories); the test is computed again.
    pub fn add(&mut self, o: &Frequencies) {
        if self.categories.len() == o.categories.len()
            && self.categories.iter().zip(&o.categories).all(|(a, b)| a.label == b.label)
        {
            for (a, b) in self.categories.iter_mut().zip(&o.categories) {
                a.observed += b.observed;
            }
            if self.why_not.is_none() {
                self.retest();
            } else {
                self.total = self.categories.iter().map(|c| c.observed).sum();
            }
        }
    }
}

/// A table's outcome [`Frequencies`], read as such (it dereferences to them), which may be
/// worked out the first time a report reads them ([`Outcomes::lazy`]) rather than when the
/// study is made: every check makes its table's study, most reports (concise, SARIF, JUnit…)
/// never show it, and the exact probabilities can cost more than the rest of a small check
/// (Black Jack's dealer odds: 9 M instructions).
#[derive(Clone)]
pub struct Outcomes(Arc<LazyLock<Frequencies, FrequenciesFn>>);

/// What works [`Outcomes`] out.
type FrequenciesFn = Box<dyn FnOnce() -> Frequencies + Send>;

impl Outcomes {
    /// The frequencies that `make` works out, the first time they are read.
    pub fn lazy(make: impl FnOnce() -> Frequencies + Send + 'static) -> Outcomes {
        Outcomes(Arc::new(LazyLock::new(Box::new(make))))
    }

    /// Adds another session's counts (see [`Frequencies::add`]).
    pub fn add(&mut self, o: &Frequencies) {
        let mut sum = Frequencies::clone(self);
        sum.add(o);
        *self = Outcomes::from(sum);
    }
}

impl From<Frequencies> for Outcomes {
    /// Frequencies already worked out.
    fn from(f: Frequencies) -> Outcomes {
        Outcomes::lazy(move || f)
    }
}

impl std::ops::Deref for Outcomes {
    type Target = Frequencies;
    fn deref(&self) -> &Frequencies {
        &self.0
    }
}

impl fmt::Debug for Outcomes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Frequencies::fmt(self, f)
    }
}

impl PartialEq for Outcomes {
    fn eq(&self, o: &Outcomes) -> bool {
        **self == **o
    }
}

impl Serialize for Outcomes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Frequencies::serialize(self, s)
    }
}

impl TableStudy {
    /// Judges the outcomes' test (and the views') at `threshold` (`--alert-p`) rather than
    /// [`DEFAULT_THRESHOLD`]. Outcomes not yet worked out stay so until a report reads them.
    pub fn judge(&mut self, threshold: f64) {
        self.alert_p = threshold;
        // Nothing changes at the default: the frequencies are left unread (and unworked).
        if threshold == DEFAULT_THRESHOLD {
            return;
        }
        let outcomes = self.outcomes.clone();
        self.outcomes = Outcomes::lazy(move || {
            let mut f = Frequencies::clone(&outcomes);
            f.judge(threshold);
            f
        });
        for v in &mut self.views {
            v.frequencies.judge(threshold);
        }
    }

    /// The observed hold: house result / staked, exact.
    pub fn hold(&self) -> Option<Ratio<i64>> {
        self.money.hold()
    }

    /// Adds another session of the same table and catalogue: money and counts summed, the
    /// chi-square computed again. The first session's opening and the last's closing are kept
    /// (sessions are added in the order the run checked them).
    pub fn add(&mut self, o: &TableStudy) {
        self.sessions += o.sessions;
        self.rounds += o.rounds;
        self.money.add(&o.money);
        self.edge.add(&o.edge);
        self.outcomes.add(&o.outcomes);
        if self.views.len() == o.views.len() && self.views.iter().zip(&o.views).all(|(a, b)| a.title == b.title) {
            for (a, b) in self.views.iter_mut().zip(&o.views) {
                a.frequencies.add(&b.frequencies);
            }
        }
        // Sessions of one table and article come from one engine: both have a take or neither.
        if let (Some(a), Some(b)) = (&mut self.take, &o.take) {
            a.add(b);
        }
        // Kinds by key: a session without stakes on one has none of its money to add.
        for k in &o.kinds {
            match self.kinds.iter_mut().find(|m| m.key == k.key) {
                Some(m) => m.add(k),
                None => self.kinds.push(k.clone()),
            }
        }
        if self.opened.is_none() {
            self.opened.clone_from(&o.opened);
        }
        if o.closed.is_some() {
            self.closed.clone_from(&o.closed);
        }
    }
}

/// An exact ratio as `n/d` (or `n` when whole), in lowest terms.
pub fn ratio_text<T>(r: &Ratio<T>) -> String
where
    Ratio<T>: std::fmt::Display,
{
    r.to_string()
}

/// An exact ratio as a percentage, for reading only (JSON's `percent`, charts): never summed.
pub fn percent_f64(r: &Ratio<i128>) -> f64 {
    // Both parts are far below 2^100 in practice; the quotient is taken in f64 only here.
    (*r.numer() as f64) / (*r.denom() as f64) * 100.0
}

fn minor<S: Serializer>(a: &Amount, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_i64(a.minor())
}

fn opt_ratio<S: Serializer>(r: &Option<Ratio<i128>>, s: S) -> Result<S::Ok, S::Error> {
    match r {
        Some(r) => s.serialize_str(&ratio_text(r)),
        None => s.serialize_none(),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    /// Lazy outcomes are worked out once, when first read (by any copy), and read as the
    /// frequencies they make; adding a session to them adds to those.
    #[test]
    fn outcomes_are_worked_out_when_first_read() {
        static MADE: AtomicUsize = AtomicUsize::new(0);
        let counts = |observed: Vec<u64>| {
            let labels = vec!["a".to_owned(), "b".to_owned()];
            Frequencies::with_odds(labels, observed, vec![Ratio::new(1, 2), Ratio::new(1, 2)])
        };
        let mut outcomes = Outcomes::lazy(move || {
            MADE.fetch_add(1, Ordering::SeqCst);
            counts(vec![3, 1])
        });
        let copy = outcomes.clone();
        assert_eq!(MADE.load(Ordering::SeqCst), 0);
        assert_eq!(copy.total, 4);
        assert_eq!(outcomes.categories[0].observed, 3);
        assert_eq!(MADE.load(Ordering::SeqCst), 1);
        assert_eq!(*outcomes, counts(vec![3, 1]));
        outcomes.add(&counts(vec![1, 1]));
        assert_eq!(*outcomes, counts(vec![4, 2]));
        assert_eq!(copy.total, 4);
        assert_eq!(MADE.load(Ordering::SeqCst), 1);
    }
}

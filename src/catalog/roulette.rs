//! The roulette family's catalogue parameters (`play: { roulette: … }`): every wheel game —
//! ruleta francesa and americana, boule, the fortune wheel. The shared format types are in
//! [`super::model`], which re-exports these.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::money::{Payout, Rounding};

/// Ruleta francesa: wheel, cloth, combinations, payment order, zero policy, limits, spins.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RouletteSpec {
    /// How many numbers the wheel carries, from `lowest` up (ruleta: 37, 0–36; boule: 9, 1–9).
    pub numbers: u16,
    /// Named spots instead of numbers (the fortune wheel: 24, 15, 7, 4, 2 and the Jokers), each
    /// with its pockets: the wheel's outcomes, in this order, written in logs by `name` (or by
    /// `number` where one is given: `spin 15`). `numbers` must count them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub symbols: Vec<SymbolSpec>,
    /// The wheel's lowest number: 0 for a roulette (the zero), 1 for boule.
    #[serde(default, skip_serializing_if = "is_zero_u16")]
    pub lowest: u16,
    /// Pockets per number (boule's plate carries each of 1–9 twice). Every number has as many,
    /// so the odds do not change; the study and the report say it.
    #[serde(default = "one_u16", skip_serializing_if = "is_one_u16")]
    pub pockets_per_number: u16,
    /// The cloth's grid of numbers 1..: `columns` per row (3), `rows` (12). Adjacency for
    /// caballos, cuadros, transversales and seisenas is taken from it. A game without those
    /// combinations (boule: numbers and even chances only) has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<Layout>,
    /// The closed list of combinations. Bet kinds are written in logs by `name`.
    pub bets: Vec<BetKind>,
    /// Order of payment, earliest rank first; kinds in one rank may be paid in any order.
    pub payment_order: Vec<Vec<String>>,
    /// Which tables must collect losing bets before paying winners.
    pub losers_first: LosersFirst,
    /// Rule cited for a late collection on a table «a un solo paño», where the article says so
    /// expressly (otherwise the first rule listing RL010 is cited).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub single_pano_rule: Option<String>,
    /// Rounding of winnings that are not whole minor units (e.g. 1/2 on an odd stake).
    pub payout_rounding: Rounding,
    pub zero: ZeroSpec,
    pub limits: LimitsSpec,
    pub spin: SpinSpec,
    /// A player's winning bets are paid together, in one block, whatever their kinds
    /// (Ruleta americana: «si un jugador tiene varias combinaciones ganadoras, se pagan todas de
    /// una sola vez»). Inside the block the payment order does not apply; the block takes the
    /// earliest rank of its bets. Default `false`: every bet is paid at its own rank.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pay_player_at_once: bool,
    /// Rule cited when a player's winnings are paid in two blocks (RL009); otherwise the first
    /// rule listing RL009 is cited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pay_player_at_once_rule: Option<String>,
    /// Colour chips (Ruleta americana): each player's chips of one colour, worth what he says
    /// (`colour` lines). Absent: the game has no colour chips, and a `colour` line is S007.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour_chips: Option<ColourChipsSpec>,
}

/// Colour chips: a player's value per chip, between the table minimum and the pleno maximum,
/// the minimum when he sets none; how many players may play with them.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ColourChipsSpec {
    /// Most players with colour chips in a session (Valencia 2003: 10); `null` where the text
    /// gives no figure (1979: «un número limitado … de acuerdo con las características de la
    /// mesa»).
    #[serde(default)]
    pub max_players: Option<u32>,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Layout {
    pub columns: u16,
    pub rows: u16,
}

/// A named spot of the wheel.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SymbolSpec {
    /// Word used in logs for the spot (`joker`, `quince`).
    pub name: String,
    /// The figure a log may write for it instead (`15`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u16>,
    /// Pockets (cells) of the wheel that show it.
    pub pockets: u16,
}

/// One combination of the closed list.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BetKind {
    /// Word used in logs, e.g. `pleno`, `caballo`, `rojo`, `vecinos`.
    pub name: String,
    pub shape: Shape,
    /// Winnings per unit staked. Required for every shape except `series`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payout: Option<Payout>,
    /// Number sets allowed besides the shape's geometry (the zero trios 0-1-2 and 0-2-3 for a
    /// transversal, 0-1-2-3 for a cuadro, the caballos with zero).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra_sets: Vec<Vec<u16>>,
    /// The numbers of a `chance` (rojo: the red numbers).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub numbers: Vec<u16>,
    /// The spots of a `chance` on a wheel of named spots (`[joker-1]`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub symbols: Vec<String>,
    /// The chips of a `series` and where the croupier places them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub placements: Vec<Placement>,
    /// Limit class (a key of `limits.maximum`) that bounds this bet.
    pub limit: String,
    /// Catalogue rule that gives this combination and its payout.
    pub rule: String,
}

/// How a combination's numbers are given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Shape {
    /// One number (`pleno 17`).
    Straight,
    /// Two numbers side by side on the cloth (`caballo 17-20`).
    Split,
    /// One row (`transversal 13-14-15`).
    Street,
    /// Four numbers meeting at a corner (`cuadro 1-2-4-5`).
    Corner,
    /// Two adjacent rows (`seisena 1-2-3-4-5-6`).
    SixLine,
    /// A column, by its number (`columna 1`).
    Column,
    /// A dozen, by its number (`docena 2`).
    Dozen,
    /// Two adjacent columns (`dos-columnas 1-2`).
    TwoColumns,
    /// Two adjacent dozens (`dos-docenas 2-3`).
    TwoDozens,
    /// An even chance, numbers listed in `numbers`; written without target (`rojo`).
    Chance,
    /// An announced series of `placements`; written without target (`vecinos`).
    Series,
}

/// Chips of a series placed on one combination.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Placement {
    /// The bet kind whose payout, limit and payment rank apply (`transversal`, `caballo`, …).
    pub bet: String,
    pub numbers: Vec<u16>,
    pub chips: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum LosersFirst {
    /// Every table collects losing bets before paying.
    AllTables,
    /// Only tables «a un solo paño».
    SinglePanoOnly,
}

/// What happens to even-chance bets when the zero comes (the prisión rules).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ZeroSpec {
    /// The number that is no even chance's and whose coming triggers these rules: the zero of
    /// a roulette (0, the default), boule's 5; `null` for a wheel without one (the fortune
    /// wheel).
    #[serde(default = "some_zero", skip_serializing_if = "is_some_zero")]
    pub number: Option<u16>,
    /// The options offered: `half` (half back, the bank keeps half) and/or `prison`. Empty:
    /// every even chance simply loses (boule: «se pierden todas las apuestas realizadas sobre
    /// estas suertes sencillas»).
    pub options: Vec<ZeroOption>,
    /// What a prisoner on the winning chance gets back when freed: the `initial` stake or its
    /// `residual` value (stake / 2^zeros). The texts say «recobran pura y simplemente su
    /// libertad», read by default as the initial stake.
    pub release_amount: ReleaseAmount,
    /// From which zero of a bet (1 = its first) a residual value below the table minimum
    /// removes the half option, forcing prisión. `null`: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forced_prison_below_minimum_from_zero: Option<u32>,
    /// The forced refund when the zero comes on the session's last spin; `null` where the
    /// catalogue has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_spin_refund: Option<LastSpinRefund>,
    /// Rounding of residual values that are not whole minor units.
    pub rounding: Rounding,
    /// The rule cited when an even chance's settlement on the zero number contradicts it
    /// (boule: «cuando sale el número 5, se pierden todas las apuestas…», RL005); without it,
    /// the bet kind's rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ZeroOption {
    Half,
    Prison,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ReleaseAmount {
    Initial,
    Residual,
}

/// On a zero at the session's last spin the player must accept back 1/2 of the initial stake
/// (first zero of the bet), 1/4 (second), …
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LastSpinRefund {
    /// How many zeros the text lists (Valencia 2003: 2, «la mitad o la cuarta parte»); `null`
    /// when the series is open (1979: «etcétera»).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub listed_zeros: Option<u32>,
    /// What applies past the listed zeros.
    pub beyond_listed: BeyondListed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum BeyondListed {
    /// Keep halving (1/8, 1/16, …).
    ContinueHalving,
    /// The text does not regulate it: no refund is checked.
    Unregulated,
}

/// Minimum, maxima and when they may change.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LimitsSpec {
    /// Names of the maximum scales the text allows (`[alta]` in 1979; `[baja, alta]` in 2003).
    pub scales: Vec<String>,
    /// Scale used when the table header does not say `scale=`.
    pub default_scale: String,
    /// Maximum per limit class (`pleno`, `sencillas`, …).
    pub maximum: BTreeMap<String, MaximumSpec>,
    /// Every stake must be a whole multiple of the table minimum.
    pub multiple_of_minimum: bool,
    /// Whether `limits` may change the table minimum during a session.
    pub change_during_session: ChangePolicy,
    /// The rule that lets a table open at twice the authorised minimum (boule: «una apuesta
    /// mínima igual a dos veces la autorizada»): the header may then say `authorised-min=`, and
    /// `min=` must be that amount or twice it (RL041). Absent: `min=` is the authorised one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doubled_minimum: Option<String>,
}

/// The maximum of one limit class.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MaximumSpec {
    /// Multiple of the table minimum, per scale name (every scale of `scales` must appear).
    /// Empty when the article leaves the figure to the authorisation (`authorised`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub multiples: BTreeMap<String, u32>,
    /// The article bounds the maximum the authorisation sets, as multiples of the minimum
    /// (boule: a number's between 40 and 100 times it). The table header gives the authorised
    /// maximum as `max-<class>=<amount>`; without it the article's highest bound applies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorised: Option<MultipleRange>,
    /// Catalogue rule that sets this maximum (cited by RL015).
    pub rule: String,
}

/// Bounds, as multiples of the table minimum, both included.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MultipleRange {
    /// Default 1: a maximum is never below the minimum.
    #[serde(default = "one_u32")]
    pub from: u32,
    /// `null` where the article leaves the figure wholly to the authorisation (the fortune
    /// wheel): then only the header's `max-<class>=` bounds the stakes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<u32>,
}

fn one_u32() -> u32 {
    1
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ChangePolicy {
    Forbidden,
    Allowed,
}

/// The spin.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SpinSpec {
    /// Whether the wheel has a turning cylinder whose sense a log gives (`spin 17 cw`); boule's
    /// plate does not turn, so its spins are written `spin 7`.
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub rotor: bool,
    /// The cylinder turns opposite to the previous spin.
    pub alternate_rotor: bool,
    /// The ball is launched against the cylinder.
    pub ball_against_rotor: bool,
    /// Reasons for which a «tirada nula» may be declared (words used in `void REASON`).
    pub void_reasons: Vec<String>,
    /// After a null spin the ball is relaunched from the previous result.
    pub relaunch_from_previous: bool,
}

fn some_zero() -> Option<u16> {
    Some(0)
}

fn is_some_zero(n: &Option<u16>) -> bool {
    *n == Some(0)
}

fn is_zero_u16(n: &u16) -> bool {
    *n == 0
}

fn one_u16() -> u16 {
    1
}

fn is_one_u16(n: &u16) -> bool {
    *n == 1
}

fn yes() -> bool {
    true
}

fn is_true(b: &bool) -> bool {
    *b
}

//! The catalogue model of monte o banca (Valencia 2003 art. 13): `play: monte:` in the article's
//! YAML. The article's figures (the multiples, the 10 %, the maxima) are data here, and every
//! point the text leaves open (the inventory's A-MON-1…14, and the ones issue 33 adds) is a
//! parameter with its default. `docs/design/monte/params.yaml` gives each default's
//! justification (the text where it is explicit, otherwise the principle that a bet's live
//! winning and losing cards stand at its fair odds, so that the 10 % is the house's whole edge)
//! and what the literal alternative does to the odds.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::catalog::bingo::Percent;

/// The rules of play of a monte article.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MonteSpec {
    /// A-MON-1: the decks.
    #[serde(default)]
    pub decks: DecksSpec,
    /// The layout: burns, doublings, the void coup (A-MON-3, A-MON-4, P3 = P4).
    #[serde(default)]
    pub layout: LayoutSpec,
    /// A-MON-2: where the play cards come from.
    #[serde(default)]
    pub draw: DrawSpec,
    /// The suertes' payouts and phases.
    pub suertes: SuertesSpec,
    /// A-MON-5: the 10 % deducted from winning bets.
    pub commission: CommissionSpec,
    /// A-MON-7, A-MON-11: what an annulled card does, when Primeras ends, which row Segundas
    /// plays, what becomes of bets still undecided.
    #[serde(default)]
    pub play: PlaySpec,
    /// The maxima, as multiples of the table minimum (L3419–3427).
    pub limits: MonteLimits,
    /// A-MON-8: the annulments doubled and tripled cards make, as tables.
    pub annulments: Annulments,
}

/// A-MON-1.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DecksSpec {
    /// Decks per coup: 1 (default: the void rule, L3487, needs four cards of a value; every
    /// figure of the game is a one-deck figure).
    #[serde(default = "one")]
    pub per_coup: u8,
    /// Coups alternate the red and the blue deck (`shoe colour=`): `false` by default (the text
    /// says neither); `true` makes a coup on the last coup's colour MO001.
    #[serde(default)]
    pub alternate: bool,
}

impl Default for DecksSpec {
    fn default() -> Self {
        DecksSpec { per_coup: 1, alternate: false }
    }
}

fn one() -> u8 {
    1
}

/// A-MON-3, A-MON-4, the void coup and P3 = P4.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LayoutSpec {
    /// Where a burned first pair is replaced from: `bottom` (default, as the first two cards).
    #[serde(default = "bottom")]
    pub burn_redraw_from: End,
    /// A later layout card of a burned value: `burn` (default: burned too and replaced, so that
    /// every placed value keeps 3 live cards less its doublings) or `place` (played as drawn).
    #[serde(default)]
    pub burned_value: BurnedValue,
    /// The fourth card of the first or second card's value before the layout is complete voids
    /// the coup (L3487): `true`.
    #[serde(default = "yes")]
    pub void_on_fourth: bool,
    /// Third and fourth cards of one value (the text is silent; 9.708 % of coups): `burn-both`
    /// (default: the first pair's rule mirrored), `burn-fourth` or `play`.
    #[serde(default)]
    pub p3_p4_same_value: SameValue,
    /// Where a doubling card's replacement comes from: `top` (L3516, L3556).
    #[serde(default = "top")]
    pub replacement_from: End,
}

impl Default for LayoutSpec {
    fn default() -> Self {
        LayoutSpec {
            burn_redraw_from: End::Bottom,
            burned_value: BurnedValue::Burn,
            void_on_fourth: true,
            p3_p4_same_value: SameValue::BurnBoth,
            replacement_from: End::Top,
        }
    }
}

fn yes() -> bool {
    true
}
fn top() -> End {
    End::Top
}
fn bottom() -> End {
    End::Bottom
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum End {
    Top,
    Bottom,
    /// Not checked.
    Any,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum BurnedValue {
    #[default]
    Burn,
    Place,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SameValue {
    #[default]
    BurnBoth,
    BurnFourth,
    Play,
}

/// A-MON-2.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DrawSpec {
    /// `top` (default) or `any`.
    #[serde(default = "top")]
    pub from: End,
}

impl Default for DrawSpec {
    fn default() -> Self {
        DrawSpec { from: End::Top }
    }
}

/// The phases a suerte can be bet in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    Primeras,
    Segundas,
}

/// The suertes: what each pays (net winnings, A-MON-13: `payout`) and when it can be bet.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SuertesSpec {
    /// Cartas: 1 to 1 («la ganancia asciende al valor de la cantidad apostada»).
    pub cartas: CartasSpec,
    /// Salto: 3 times, Primeras only (L3329).
    pub salto: FixedSuerte,
    /// Camo, Anti and Viudo (A-MON-6, A-MON-11).
    pub cav: CavSpec,
    /// Vista Hermosa: 32 times less one point per doubled, tripled or burned card (L3331, L3518).
    pub vis: VisSpec,
    /// A-MON-13: `net` (default: «X veces» are the winnings, the stake returned) or `gross`.
    #[serde(default)]
    pub payout: Payout,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Payout {
    #[default]
    Net,
    Gross,
}

/// A-MON-9.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CartasSpec {
    pub pays: u32,
    /// The pairings offered: `row`, `column` (one against one), `rows`, `columns`, `diagonals`
    /// (two against two).
    pub pairings: Vec<Pairing>,
    /// A diagonal one against one (`cartas 1-4`): `false` by default (MO011).
    #[serde(default)]
    pub diagonal_one: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Pairing {
    Row,
    Column,
    Rows,
    Columns,
    Diagonals,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FixedSuerte {
    pub pays: u32,
    pub phases: Vec<Phase>,
}

/// Camo, Anti, Viudo.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CavSpec {
    /// 11 in Primeras, 5 in Segundas (L3325, L3327).
    pub primeras: u32,
    pub segundas: u32,
    /// A-MON-6: points off per doubled card (1), per tripled card (default 2: two cards lie on
    /// it; literal 1), per burned card (0).
    pub deduction: CavDeduction,
    /// A-MON-11: in Segundas, one point off per live card the row lacks of its six at its «no
    /// va más» (`per-missing-live-card`, default) or a flat 5 (`none`).
    #[serde(default)]
    pub segundas_deduction: SegundasDeduction,
}

#[derive(Clone, Copy, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CavDeduction {
    pub doubled: u32,
    pub tripled: u32,
    pub burned: u32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SegundasDeduction {
    #[default]
    PerMissingLiveCard,
    None,
}

/// Vista Hermosa.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VisSpec {
    pub pays: u32,
    /// A-MON-11: `[primeras]` by default («la primera carta que se descubre» is the coup's).
    pub phases: Vec<Phase>,
    /// Points off per doubled, tripled (per card lying on a placed card) and burned card
    /// (A-MON-3: 1 each).
    pub points_per_card: u32,
}

/// A-MON-5.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CommissionSpec {
    /// 10 (per cent).
    pub rate: Percent,
    /// `winnings` (default) or `stake`.
    #[serde(default)]
    pub of: CommissionOf,
    /// The phases whose first card can owe it: both by default.
    pub phases: Vec<Phase>,
    /// `decided-by-first-card` (default: a bet won by the first card drawn after its own
    /// window's «no va más», that card hitting a placed card) or `every-winning-bet`.
    #[serde(default)]
    pub scope: CommissionScope,
    /// Suertes that never pay it: `[vis]`.
    #[serde(default)]
    pub exempt: Vec<Suerte>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CommissionOf {
    #[default]
    Winnings,
    Stake,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CommissionScope {
    #[default]
    DecidedByFirstCard,
    EveryWinningBet,
}

/// The kinds of bet (the log's bet words).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Suerte {
    Cartas,
    Salto,
    Camo,
    Anti,
    Viudo,
    Vis,
}

/// A-MON-7, A-MON-11.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlaySpec {
    /// An annulled card: `no-action` (default: «ni gana ni pierde», the bet stays until a live
    /// card decides it) or `return`.
    #[serde(default)]
    pub annulled: Annulled,
    /// A Cartas bet still undecided: `ride` (default: to the coup's end, then returned) or
    /// `return-at-primeras-end`.
    #[serde(default)]
    pub undecided: Undecided,
}

impl Default for PlaySpec {
    fn default() -> Self {
        PlaySpec { annulled: Annulled::NoAction, undecided: Undecided::Ride }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Annulled {
    #[default]
    NoAction,
    Return,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Undecided {
    #[default]
    Ride,
    ReturnAtPrimerasEnd,
}

/// The maxima as multiples of the minimum (L3419–3427).
#[derive(Clone, Copy, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MonteLimits {
    pub cartas: u32,
    pub vis: u32,
    pub cav_primeras: u32,
    pub cav_segundas: u32,
    pub salto: u32,
}

/// A-MON-8: which table the engine reads.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Annulments {
    /// `principle` (default: every bet fair before the commission) or `literal` (the text as
    /// printed, read for every Cartas bet where the card plays against a doubled or tripled
    /// one: player edges in 216 cases, `veedor odds`; `docs/design/monte/spec.md` §5, §7).
    #[serde(default)]
    pub mode: AnnulMode,
    pub principle: AnnulTable,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub literal: Option<AnnulTable>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum AnnulMode {
    #[default]
    Principle,
    Literal,
}

/// The annulments, keyed by the layout's configuration of the first two cards.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AnnulTable {
    pub cartas: Vec<CartasAnnulments>,
    pub salto: Vec<SaltoAnnulments>,
}

/// What lies on the first and second cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub p1: Doubling,
    pub p2: Doubling,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Doubling {
    Clean,
    Doubled,
    Tripled,
}

/// A card's relation to a placed card of its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Relation {
    Camo,
    Anti,
    Viudo,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CartasAnnulments {
    pub config: Config,
    pub bets: Vec<CartasEntry>,
}

/// One Cartas bet under one configuration: `annul` cards of `side` are annulled, the first
/// `annul` of `order` still live.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CartasEntry {
    /// `cartas 1-2`, `cartas 1-2-3-4` (the first side as written; the reversed bet is the same
    /// race seen from the other side).
    pub bet: String,
    pub annul: u8,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub side: Vec<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub order: Vec<(u8, Relation)>,
    /// A parameter the bet exists under (`cartas.diagonal_one`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub only_if: Option<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SaltoAnnulments {
    pub config: Config,
    /// The placed card (1–4) whose Salto this entry is for; absent, every Salto of the
    /// configuration. The principle reads rules a–b for every Salto (one entry per
    /// configuration); the literal text speaks only of a Salto ON the doubled or tripled card
    /// («una carta doblada anula la Camo de las cartas contrarias»), so its entries name that
    /// card, and a Salto with no entry of its own annuls nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on: Option<u8>,
    pub every_salto: SaltoEntry,
}

/// Every Salto under one configuration: per placed card, how many of its live cards are
/// annulled, in `order_within_card`.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SaltoEntry {
    /// Per placed card, written `p1`…`p4` as in `config`, how many of its live cards.
    #[serde(with = "by_position")]
    #[schemars(with = "BTreeMap<String, u8>")]
    pub annul_per_card: BTreeMap<u8, u8>,
    pub order_within_card: Vec<Relation>,
}

/// `annul_per_card`'s keys are positions, written `p1`…`p4` in the YAML: a number as a mapping
/// key is one the catalogue's index of YAML paths cannot follow from the tree of values
/// (`catalog::yaml_paths::tree_paths`), so an article with one would be read twice.
mod by_position {
    use std::collections::BTreeMap;

    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(map: &BTreeMap<u8, u8>, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(map.iter().map(|(p, n)| (format!("p{p}"), *n)))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<BTreeMap<u8, u8>, D::Error> {
        BTreeMap::<String, u8>::deserialize(d)?
            .into_iter()
            .map(|(key, n)| match key.strip_prefix('p').and_then(|p| p.parse::<u8>().ok()) {
                Some(p @ 1..=4) => Ok((p, n)),
                _ => Err(D::Error::custom(format!("`{key}` is not a placed card: p1, p2, p3 or p4"))),
            })
            .collect()
    }
}

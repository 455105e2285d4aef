//! The catalogue model of treinta y cuarenta (art. 05 of the 1979 and Valencia 2003 catalogues):
//! the shoe, the two rows, the four chances, the refait (31–31) settled by the roulette's zero
//! system, the 1 % insurance against it, the limits and the order of settlement. The engine is
//! `engine::treinta`.
//!
//! Where the text is silent or truncated the choice is a parameter here, with its default
//! documented: the 1 % clause's threshold and what an insured bet gets on the refait
//! ([`InsuranceSpec`]), what a prisoner freed gets ([`RefaitSpec::release_amount`]).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::catalog::roulette::{LastSpinRefund, ReleaseAmount};
pub use crate::catalog::shoe::{CardsSpec, ShoeSpec};
use crate::money::Rounding;

/// The rules of play of one treinta y cuarenta article.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TreintaSpec {
    /// The cards: how many decks make the shoe (six).
    pub cards: CardsSpec,
    /// The stop card: the red card «delante de las cinco últimas cartas» (`cut_card_below: 5`,
    /// no burn). Its appearance voids the coup in progress (`red_card_rule`).
    pub shoe: ShoeSpec,
    /// The two rows.
    pub rows: RowsSpec,
    /// The four chances, by the names logs use (`bet s3 rojo 100`).
    pub bets: Vec<BetSpec>,
    /// Rule giving even money on every chance («reciben el equivalente de su apuesta»): cited
    /// for a winning stake paid the wrong amount.
    pub payout_rule: String,
    /// Equal totals other than the refait's: the coup is void, every stake returned.
    pub tie_rule: String,
    /// The refait (31–31): the roulette's zero system.
    pub refait: RefaitSpec,
    /// The 1 % insurance against the refait; `null` where the article has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub insurance: Option<InsuranceSpec>,
    pub limits: LimitsSpec,
    pub settlement: SettlementSpec,
    /// The rule voiding the coup in progress when the red card appears.
    pub red_card_rule: String,
    /// The rule on the croupier's announcement of the rows' points (`points 32 34`).
    pub announce_rule: String,
}

/// The rows: their names, where a row stops, and the rules cited for them.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RowsSpec {
    /// The upper row, dealt first (`deal negra 5h`).
    pub first: String,
    /// The lower row, dealt once the first reaches `stop` (`deal roja Kc`).
    pub second: String,
    /// A row stops at the first card that brings it to this total or more (31): the text's
    /// «entre treinta y cuarenta» with «alcance o sobrepase los 31 puntos».
    pub stop: u8,
    /// Rule giving the card values (ace 1, courts 10).
    pub values_rule: String,
    /// Rule cited for a card dealt to the wrong row, or a row stopped below `stop`.
    pub deal_rule: String,
    /// Rule cited for the rows' winner (the lower total).
    pub winner_rule: String,
    /// Rule cited for color and inverso (the negra row's first card).
    pub colour_rule: String,
}

/// One chance of the cloth.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BetSpec {
    /// Word used in logs (`rojo`, `negro`, `color`, `inverso`).
    pub name: String,
    pub backs: Chance,
    /// Rule cited for its settlement.
    pub rule: String,
}

/// What a bet backs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Chance {
    /// The first row (negra) is the lower.
    FirstRow,
    /// The second row (roja) is the lower.
    SecondRow,
    /// The winning row has the colour of the negra row's first card.
    Color,
    /// It has the other colour.
    Inverso,
}

impl Chance {
    /// Color and inverso are paid before negro and rojo («comenzando siempre por color o
    /// inverso y después negro y rojo»): the rank of a payment.
    pub fn payment_rank(self) -> usize {
        match self {
            Chance::Color | Chance::Inverso => 0,
            Chance::FirstRow | Chance::SecondRow => 1,
        }
    }
}

/// The refait: equal totals of `total` (31) are settled as a roulette's zero.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RefaitSpec {
    /// The total of the refait (31).
    pub total: u8,
    /// What a prisoner on the winning chance gets back when freed: its `initial` stake or its
    /// `residual` value (stake / 2^refaits). Default reading, as the roulette's: the initial
    /// stake («recobran pura y simplemente su libertad»).
    pub release_amount: ReleaseAmount,
    /// Rounding of half stakes and residual values that are not whole minor units.
    pub rounding: Rounding,
    /// The rule cited for the refait's settlement and the player's option.
    pub rule: String,
    /// As the roulette's `zero.forced_prison_below_minimum_from_zero`: from which refait of a
    /// stake (1 = its first) a half (or residual) below the table minimum removes the half
    /// option, forcing prisión. `null`: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forced_prison_below_minimum_from_zero: Option<u32>,
    /// The rule cited when the half was taken where prisión was forced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forced_prison_rule: Option<String>,
    /// As the roulette's `zero.last_spin_refund` (the article adopts the roulette's zero
    /// system): a refait on the session's last coup forces the refund of ½ of the initial
    /// stake (its first refait), ¼ (its second), … — no prisión, no option (`listed_zeros`
    /// counts refaits; past them, `unregulated` leaves the stake unjudged). `null`: the last
    /// coup's refait offers the options as any other, and a stake sent to prisión there is
    /// settled by `prisoner_at_close`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_coup_refund: Option<LastSpinRefund>,
    /// What a stake still in prisión when the session closes gets — its last coup a void tie or
    /// stopped by the red card, or a refait that sent it there: no coup follows to free it.
    /// The text is silent (the roulette's never leaves a prisoner at the close; a treinta y
    /// cuarenta void coup can). Default `residual`: its value (stake / 2^refaits) back, the rest
    /// collected — what the last coup's refund gives. The session's last coup is the one
    /// before `session close`: the red card ends a shoe, not the prisión, which the next shoe's
    /// coups free.
    #[serde(default)]
    pub prisoner_at_close: PrisonerAtClose,
    /// The rule cited when a stake is left in prisión at the session's close (TC023): the
    /// roulette's last-spin paragraph. Without it, `rule`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_coup_rule: Option<String>,
}

/// A stake still in prisión when the session closes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PrisonerAtClose {
    /// Its whole initial stake is returned.
    Returned,
    /// Its residual value (stake / 2^refaits) is returned, the rest collected.
    #[default]
    Residual,
    /// It is lost: collected whole.
    Lost,
}

/// The 1 % deposit against the refait. Its sentence is truncated in both texts («Las apuestas
/// iguales o superiores, mediante el depósito de 1 por 100 …»): the threshold and what the
/// deposit buys are parameters.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InsuranceSpec {
    /// The premium, in hundredths of the stake (1).
    pub percent: u32,
    /// Rounding of a premium that is not a whole minor unit. Default `up`: the deposit is at
    /// least 1 %.
    #[serde(default = "rounding_up")]
    pub rounding: Rounding,
    /// The bets that may be insured: at least this many table minimums («iguales o
    /// superiores» to what, the text does not say). Default 1: every bet the table accepts.
    #[serde(default = "one")]
    pub threshold_minimums: u32,
    /// What an insured bet gets on the refait. Default `returned`: its whole stake back, the
    /// deposit having bought it out of the zero system.
    #[serde(default)]
    pub on_refait: InsuredOnRefait,
    /// What becomes of the deposit when the coup is void (equal totals other than the
    /// refait's, or the red card): the text voids «el juego» and says nothing of the deposit.
    /// Default `collected`: made «en el momento de la postura», it is the house's whatever the
    /// coup gives; `returned`: it goes back with the void coup's stakes.
    #[serde(default)]
    pub on_void: InsuranceOnVoid,
    /// The word a settlement line names the deposit by (`collect s1 seguro 1`): the deposit is
    /// the house's, collected with the coup's settlements.
    pub word: String,
    pub rule: String,
}

fn rounding_up() -> Rounding {
    Rounding::Up
}

fn one() -> u32 {
    1
}

/// The 1 % deposit on a void coup.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum InsuranceOnVoid {
    /// The house keeps it (`collect SEAT seguro AMOUNT`), as on any other coup.
    #[default]
    Collected,
    /// It is returned with the stake (`return SEAT seguro AMOUNT`).
    Returned,
}

/// An insured bet on the refait.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum InsuredOnRefait {
    /// The stake is returned whole.
    #[default]
    Returned,
    /// Neither lost nor returned: the bet stays on the cloth for the next coup, as on a void
    /// tie.
    Stays,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LimitsSpec {
    /// The maximum as a multiple of the minimum (1,000).
    pub maximum_multiple: u32,
    /// Rule giving the minimum (the authorisation's).
    pub minimum_rule: String,
    /// Rule giving the maximum.
    pub maximum_rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SettlementSpec {
    /// Losing stakes are collected before any payment.
    pub losers_first_rule: String,
    /// Payments chance by chance, color and inverso before negro and rojo.
    pub order_rule: String,
}

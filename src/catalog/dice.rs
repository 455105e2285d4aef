//! The catalogue model of dados o craps (art. 06 of the 1979 catalogue, art. 09 of Valencia 2003;
//! Murcia 1996 adopts the 1979 article): the bets (suertes) with their exact payouts, when each
//! may be placed and taken down, the limits, and the rules of the throw. The engine is
//! `engine::dice`.
//!
//! Where the text is silent or defective the choice is a parameter here, with its default
//! documented (docs/catalog-format.md, `play.dice`):
//! - how «se paga N veces la apuesta» is read ([`VecesReading`], default N to 1);
//! - the 8 the place-bet list leaves out ([`DiceSpec::place_eight`], default: allowed);
//! - the figure of each multiple bet, as the Spanish text gives it (the Valencian block's
//!   «quinze vegades» for the juego de 7 is a different figure: `bets[].pays[].veces`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::money::{Payout, Rounding};

/// The rules of play of one craps article.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DiceSpec {
    /// How «se paga N veces la apuesta» is read: `to-one` (the winnings are N times the stake,
    /// which stays the player's: N to 1) or `for-one` (the player receives N times the stake,
    /// the stake included: N − 1 to 1). The text does not say. Default `to-one`: the only
    /// reading whose edges are those of a game a casino could offer (`veedor odds`).
    #[serde(default)]
    pub veces: VecesReading,
    /// Whether the place bets (right and wrong) may be on the 8. The article's list, «sobre los
    /// números 4, 5, 6, 9 o 10», leaves it out in both catalogues, while their payouts («6 u
    /// 8») and maxima («6 y 8») name it. Default `true`: the 8 is a place number.
    #[serde(default = "yes")]
    pub place_eight: bool,
    /// Rounding of winnings that are not whole minor units (a 7 por 6 on 5.00). Default
    /// `down`: the odd cent stays with the house.
    #[serde(default)]
    pub rounding: Rounding,
    /// Every bet of the article, by the names logs use (`bet s1 win 10`, `bet s4 hard 8 5`).
    pub bets: Vec<BetSpec>,
    pub limits: LimitsSpec,
    pub throw: ThrowSpec,
}

fn yes() -> bool {
    true
}

/// «N veces la apuesta».
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum VecesReading {
    /// N to 1: winnings of N times the stake.
    #[default]
    ToOne,
    /// N for 1: N times the stake handed over, the stake included (winnings N − 1 times it).
    ForOne,
}

/// One bet (suerte) of the article.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BetSpec {
    /// The word logs use (`win`, `dont-win`, `field`, `hard`, `right`, …).
    pub name: String,
    /// What it backs: how the dice decide it.
    pub backs: Backs,
    /// The numbers the bet is written with (`hard 8`, `right 4`, `craps 12`, `odds-come 5`);
    /// empty for a bet written without one (`win`, `field`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub numbers: Vec<u8>,
    /// What a winning stake is paid: one entry, or one per number (or point) it depends on.
    pub pays: Vec<PaySpec>,
    /// Whether the player may take it down before a roll («puede ser retirada»).
    #[serde(default)]
    pub take_down: bool,
    /// Its maximum.
    pub max: MaxSpec,
    /// The rule giving how it is decided and paid.
    pub rule: String,
}

/// What a bet backs: the article's suertes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Backs {
    /// Win: on the come-out 7 or 11 win, 2, 3 or 12 lose; then its point before a 7.
    Win,
    /// Don't Win: on the come-out 2 or 3 win, 7 or 11 lose, 12 a push; then a 7 before its
    /// point.
    DontWin,
    /// Come: as Win, from its own first roll, after the come-out.
    Come,
    /// Don't Come: as Don't Win, from its own first roll, after the come-out.
    DontCome,
    /// Field: one roll; 2, 3, 4, 9, 10, 11 and 12 win.
    Field,
    /// Big 6 or 8: its number (made any way) before a 7.
    Big,
    /// Under 7: one roll; 2 to 6 win.
    Under7,
    /// Over 7: one roll; 8 to 12 win.
    Over7,
    /// Hard ways: its number as a pair before a 7 or the number made «easy».
    Hard,
    /// Juego de 7: one roll; 7 wins.
    Seven,
    /// Juego de 11: one roll; 11 wins.
    Eleven,
    /// Any craps: one roll; 2, 3 or 12 win.
    AnyCraps,
    /// Craps 2, 3 or 12: one roll; its number wins.
    Craps,
    /// Horn: one roll; 2, 3, 11 or 12 win.
    Horn,
    /// The odds behind a Win: its point before a 7.
    OddsWin,
    /// The odds on a Don't Win: a 7 before its point.
    OddsDontWin,
    /// The odds behind a Come on its number.
    OddsCome,
    /// The odds on a Don't Come on its number.
    OddsDontCome,
    /// Right bet (place to win): its number before a 7.
    Right,
    /// Wrong bet (place to lose): a 7 before its number.
    Wrong,
}

impl Backs {
    /// The suertes «sencillas» (A): their maximum is the table's simple maximum.
    pub fn is_line(self) -> bool {
        matches!(self, Backs::Win | Backs::DontWin)
    }

    /// The odds (C): placed behind a bet whose point is known.
    pub fn is_odds(self) -> bool {
        matches!(self, Backs::OddsWin | Backs::OddsDontWin | Backs::OddsCome | Backs::OddsDontCome)
    }

    /// The place bets (D): the numbers they may be on lose the 8 unless `place_eight`.
    pub fn is_place(self) -> bool {
        matches!(self, Backs::Right | Backs::Wrong)
    }
}

/// What a winning stake is paid, on the numbers (or points) `on` (all, when empty).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PaySpec {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub on: Vec<u8>,
    /// The winnings per unit staked as the article writes them: `"1"` for «a la par», `"7/6"`
    /// for «7 por 6». Exactly one of `ratio` and `veces`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ratio: Option<Payout>,
    /// «Se paga N veces la apuesta»: N, read as [`DiceSpec::veces`] says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub veces: Option<u32>,
    /// The rule for the bet on these numbers, where the article gives them a paragraph of
    /// their own (Big 8 beside Big 6, Craps 3 and 12 beside Craps 2); the bet's `rule` otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

/// A bet's maximum: a percentage (by number) of the simple maximum, of the multiple bets'
/// maximum, or of the stake on the bet it stands behind.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MaxSpec {
    pub of: MaxOf,
    /// The percentage by number (a place bet's) or by point (the odds'); none: 100 %.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub percent: Vec<PercentOn>,
}

/// What a maximum is a percentage of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MaxOf {
    /// The simple bets' maximum (the header's `max=`, times the minimum).
    Simple,
    /// A multiple bet's: the stake whose winnings are the header's `max-multiple=` times the
    /// simple maximum's winnings (rounded down to the cent).
    Multiple,
    /// The stake on the bet it stands behind (the odds).
    Parent,
}

/// A percentage for the numbers `on` (all, when empty).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PercentOn {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub on: Vec<u8>,
    pub percent: u32,
}

/// The limits: the simple maximum as a multiple of the minimum, chosen by the header within the
/// article's bounds, and the multiple bets' factor.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LimitsSpec {
    /// The least the header's `max=` may be (100: «no podrá ser inferior a 100 veces»).
    pub simple_min_multiple: u32,
    /// The most it may be (1,000: «ni superior a 1.000 veces del mínimo»).
    pub simple_max_multiple: u32,
    /// `max=` when the header does not say (100).
    pub default_simple_multiple: u32,
    /// The most the header's `max-multiple=` may be (3: «a lo más, igual al triple de dicha
    /// ganancia»); the least is 1 («al menos, igual a la permitida»).
    pub multiple_max_factor: u32,
    /// `max-multiple=` when the header does not say (3: the highest the article allows).
    pub default_multiple_factor: u32,
    /// Rule giving the minimum and maximum (the authorisation's).
    pub authorised_rule: String,
    /// Rule giving the simple maximum's bounds.
    pub simple_rule: String,
    /// Rule giving the multiple bets' maximum.
    pub multiple_rule: String,
    /// Rule giving the Win and Come odds' maximum.
    pub odds_rule: String,
    /// Rule giving the Don't Win and Don't Come odds' maximum.
    pub odds_dont_rule: String,
    /// Rule giving the right bets' maximum.
    pub right_rule: String,
    /// Rule giving the wrong bets' maximum.
    pub wrong_rule: String,
}

/// The rules of the game's course the engine cites.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ThrowSpec {
    /// The article's closed list of bets («no podrán hacer uso más que de las siguientes»).
    pub closed_list_rule: String,
    /// The place bets' numbers (a `right` or `wrong` on another is not a bet of the article).
    pub place_rule: String,
    /// Win and Don't Win are bet on the come-out («que se juega a la primera tirada»).
    pub line_rule: String,
    /// Come and Don't Come after the first roll.
    pub come_rule: String,
    /// The odds only behind a bet whose point is known.
    pub odds_rule: String,
    /// No bets after «ya no va más».
    pub no_more_rule: String,
    /// The Win may not be taken down.
    pub no_take_down_rule: String,
    /// The dice change hands on the seven-out.
    pub seven_out_rule: String,
    /// A refusal passes the dice to the next player.
    pub refusal_rule: String,
    /// Whether a shooter may refuse the dice while a point is on (`shooter SEAT refusal` in the
    /// middle of the series of throws for a point). The text does not settle it: the dice are
    /// «ofrecidos», and a refusal passes them on; they «cambian de mano cuando sale el 7».
    /// `forbidden` (default): a refusal is of dice offered, at a new shooter's come-out, so once
    /// the point is set the dice change hands only on the seven-out (CR010 citing
    /// `refusal_rule`); `allowed`: a refusal passes the dice at any time, the point and the
    /// bets standing as they are.
    #[serde(default)]
    pub refusal_during_point: RefusalDuringPoint,
    /// The jefe de mesa may bar a shooter.
    pub barred_rule: String,
    /// The shooter bets on the Win or the Don't Win before throwing.
    pub shooter_bet_rule: String,
    /// The «tirada nula» and its reasons.
    pub void_rule: String,
    /// The words a `void` line may give, one per reason of the article.
    pub void_reasons: Vec<String>,
    /// The shooter throws immediately after «ya no va más»: one throw per round.
    pub throw_rule: String,
    /// The point, marked with a plaque by the crupier.
    pub point_rule: String,
    /// The shooter may not change the dice while a point is on.
    pub dice_change_rule: String,
    /// The `void` reason of a throw in which a die left the table: the article's one exception
    /// to `dice_change_rule` («salvo en el caso de que un dado salte fuera de la mesa»), after
    /// which the shooter finishes the point with the dice left (`dice lost-die`). Default
    /// `off-table`.
    #[serde(default = "off_table")]
    pub lost_die_void: String,
}

/// Whether the dice may be refused while a point is on (`throw.refusal_during_point`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RefusalDuringPoint {
    /// A refusal passes the dice only when they are offered: with the point off.
    #[default]
    Forbidden,
    /// A refusal passes the dice at any time, the point on or off.
    Allowed,
}

fn off_table() -> String {
    "off-table".to_owned()
}

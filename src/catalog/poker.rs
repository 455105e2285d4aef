//! The catalogue model of póquer sin descarte (Valencia 2003 art. 11 with its Carrusel, Murcia
//! 1996 art. 4): how hands rank, the seats and boxes, the deal, the second bet, the pay table,
//! the Carrusel's minimum table and the limits. The engine is `engine::poker`.
//!
//! Where the texts are silent the choice is a parameter here, with its default documented in
//! the article's YAML (the inventory's A-PSD-1…9 and A-CAR-1…6).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::catalog::bingo::Percent;
use crate::engine::poker::Category;
use crate::money::Rounding;

/// The rules of play of one póquer sin descarte article.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PokerSpec {
    /// How five cards rank (one French deck of 52; the colour under the full).
    pub ranking: RankingSpec,
    /// The boxes on the cloth and the bets each holds.
    pub boxes: BoxesSpec,
    /// The deal: one card at a time, or five at a time from an automatic sabot.
    pub deal: DealSpec,
    /// The bank: the lowest hand with which it plays.
    #[serde(default)]
    pub bank: PokerBankSpec,
    /// «Voy»: the second bet.
    pub second_bet: SecondBetSpec,
    /// What the second bet is paid, by the box's own combination, «N veces la apuesta».
    pub pay_table: CategoryTable,
    /// The Carrusel (Valencia §11.V.5): its minimum prizes as multiples of the stake; absent
    /// where the article has none (Murcia).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carrusel: Option<CarruselSpec>,
    pub limits: LimitsSpec,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RankingSpec {
    /// A-2-3-4-5 is a straight (Valencia: «El As puede utilizarse como la carta más pequeña»);
    /// Murcia has no such clause, so there it is cartas mayores and the bank does not qualify
    /// on it.
    pub ace_low: bool,
    /// A-2-3-4-5's top card in the tie-breaks between straights (A-PSD-4: «ganará aquél que
    /// tenga la carta de mayor valor»): `five` (default, the usual reading: the lowest
    /// straight) or `ace` (the literal card order: it ties with the ace-high straight).
    #[serde(default, skip_serializing_if = "LowStraightTop::is_five")]
    pub low_straight_top: LowStraightTop,
}

/// What a low straight's top card is for its tie-breaks (A-PSD-4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum LowStraightTop {
    /// The 5: A-2-3-4-5 is the lowest straight.
    #[default]
    Five,
    /// The ace: A-2-3-4-5 ties with A-K-Q-J-10 of its kind.
    Ace,
}

impl LowStraightTop {
    fn is_five(&self) -> bool {
        *self == LowStraightTop::Five
    }
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoxesSpec {
    /// The article's maximum of seats (= boxes); a header's `boxes=` above it is PS019.
    pub max: u8,
    /// `boxes=` when the header does not say.
    pub default: u8,
    /// At most this many bets on a box, the seated player's included (PS004).
    pub max_bets: u8,
    /// A bet on another player's box needs that player's `consent` line first (Murcia, PS022).
    pub consent: bool,
    /// Who decides «voy» or «paso» for a box nobody sits at (`vacant N`): the articles name no
    /// one (A-PSD-6).
    #[serde(default)]
    pub vacant_decides: VacantDecides,
}

/// Who decides for a box nobody sits at (A-PSD-6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum VacantDecides {
    /// Its first bettor, as the seated player of an occupied box is its first bettor.
    #[default]
    FirstBettor,
    /// The highest ante on it, Black Jack's rule for a vacant box (V art. 03, «mandando sobre
    /// ella el de mayor apuesta»); among equal highest antes the first placed (the article has
    /// no cajetín to break the tie).
    HighestStake,
}

/// The bank.
#[derive(Clone, Debug, Default, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PokerBankSpec {
    /// The lowest hand with which the bank plays («como mínimo, un As y un Rey, o una
    /// combinación superior»); below it the bank does not qualify.
    #[serde(default)]
    pub qualifier: QualifierSpec,
}

/// A hand as a combination and the first ranks of its tie-break, in the order the articles
/// compare them: `{combination: high_cards, ranks: [A, K]}` is an ace and a king (A-K-4-3-2,
/// the lowest such hand, or better); `{combination: pair}` any pareja; `{combination: pair,
/// ranks: ["4"]}` a pareja of fours or better.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QualifierSpec {
    /// The combination, by the articles' names (the keys of [`CategoryTable`]).
    pub combination: Category,
    /// Ranks as the log writes them (`A K Q J T 9 … 2`; `10` for the ten too): a pareja's pair
    /// first then the other cards, a doble pareja's higher pair, lower pair, fifth card; a
    /// trío's, full's or póquer's group first; a straight's top card; cartas mayores and colour
    /// highest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ranks: Vec<String>,
}

impl Default for QualifierSpec {
    /// Both texts': an ace and a king.
    fn default() -> Self {
        QualifierSpec { combination: Category::HighCards, ranks: vec!["A".to_owned(), "K".to_owned()] }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DealSpec {
    /// An automatic sabot may deal five at a time (`sabot=auto` in the header); `false`: one at
    /// a time only, and `sabot=auto` is PS006.
    pub sabot_auto: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SecondBetSpec {
    /// The second bet as a multiple of the bettor's ante (A-PSD-1: 2).
    pub multiple: u32,
    /// What becomes of a second bet when the bank does not qualify (A-PSD-2).
    pub when_bank_does_not_play: NotQualified,
}

/// The second bet's fate when the bank does not qualify.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum NotQualified {
    /// Handed back (`return`).
    Returned,
    /// Taken by the house (`collect`).
    Lost,
}

/// A figure per combination, by the articles' names.
#[derive(Clone, Debug, Default, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CategoryTable {
    #[serde(default)]
    pub high_cards: u32,
    #[serde(default)]
    pub pair: u32,
    #[serde(default)]
    pub two_pair: u32,
    #[serde(default)]
    pub trio: u32,
    #[serde(default)]
    pub straight: u32,
    #[serde(default)]
    pub color: u32,
    #[serde(default)]
    pub full: u32,
    #[serde(default)]
    pub poker: u32,
    #[serde(default)]
    pub straight_flush: u32,
    #[serde(default)]
    pub royal_flush: u32,
}

impl CategoryTable {
    /// The figures indexed by [`Category`] as `usize`.
    pub fn as_array(&self) -> [u32; 10] {
        [
            self.high_cards,
            self.pair,
            self.two_pair,
            self.trio,
            self.straight,
            self.color,
            self.full,
            self.poker,
            self.straight_flush,
            self.royal_flush,
        ]
    }

    pub fn get(&self, c: Category) -> u32 {
        self.as_array()[c as usize]
    }
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CarruselSpec {
    /// «Tabla mínima de pagos para el acumulado», multiples of the carrusel stake; 0 for no
    /// prize. A prize may be more (the fund is not logged, A-CAR-2), never less (PS020).
    pub minimum: CategoryTable,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LimitsSpec {
    /// The box maximum's allowed multiples of the minimum (`max=` of the header): Valencia 10,
    /// 20, 25, 30; Murcia 25.
    pub maximum_multiples: Vec<u32>,
    /// `max=` when the header does not say.
    pub default_maximum_multiple: u32,
    /// The minima the article allows, in pesetas (Murcia's bands: 500, 1.000, 2.000); empty: the
    /// authorisation sets it (Valencia).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub minimum_pesetas: Vec<i64>,
    /// The peseta's fixed rate, for a table whose `currency=` is not ESP.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pesetas_per_euro: Option<Percent>,
    /// How a band in pesetas converted to cents is rounded.
    #[serde(default = "down")]
    pub rounding: Rounding,
    /// What the box maximum bounds (A-PSD-5).
    pub maximum_covers: MaximumCovers,
}

fn down() -> Rounding {
    Rounding::Down
}

/// What counts against a box's maximum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MaximumCovers {
    /// The sum of the box's antes (the forced second bet exempt).
    Antes,
    /// Each bettor's ante alone.
    EachAnte,
}

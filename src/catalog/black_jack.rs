//! The catalogue model of Black Jack («Veintiuno o Black-Jack», art. 03 of the 1979 and 2003
//! catalogues). One engine (`engine::black_jack`) reads every article; what differs between
//! jurisdictions — 2003's even money, side bets, progressive, A+8/A+9 doubles, six-pair split
//! limit, four bets per box, the all-busted exemption — is data here, and so is every reading
//! of an ambiguous sentence (each a parameter with its default documented beside it).
//!
//! Every `rule` field names a rule of the article (`rules:`) that the engine cites for the
//! findings of that part; `catalog lint` checks that it exists and lists the codes cited with it.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::catalog::roulette::ChangePolicy;
use crate::catalog::shoe::{CardsSpec, ShoeSpec};
use crate::money::{Payout, Rounding};

/// The rules of play of one Black Jack article.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BlackJackSpec {
    /// The cards: six decks of 52 («seis barajas de 52 cartas»).
    pub cards: CardsSpec,
    /// The cut card: at least one deck behind it (`cut_card_below: 52`, an «at least»). The
    /// shared shoe's `burn` (a count given by a first card) is not Black Jack's: leave it out
    /// and give `burn` below.
    pub shoe: ShoeSpec,
    /// The fixed burn at the start of a shoe («apartará las cinco primeras»).
    pub burn: FixedBurnSpec,
    /// The boxes on the cloth and who controls one.
    pub boxes: BoxesSpec,
    /// The deal: one card to each hand from the dealer's left, one to the dealer (no hole card),
    /// a second to each hand; every card face up.
    pub deal: DealSpec,
    /// The players' play: cards one at a time, none at 21 or more, busts collected at once.
    pub play: PlayerPlaySpec,
    /// The dealer's drawing rule.
    pub dealer: DealerSpec,
    /// Payouts and how a hand compares with the dealer's.
    pub payouts: PayoutsSpec,
    /// Doubling.
    pub double: DoubleSpec,
    /// Splitting a pair («jugar a dos manos»).
    pub split: SplitSpec,
    /// The insurance against the dealer's Black-Jack.
    pub insurance: InsuranceSpec,
    /// Valencia 2003's even money for a Black-Jack against the dealer's ace; `null` where the
    /// article has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub even_money: Option<EvenMoneySpec>,
    /// Valencia 2003's side bet «menor o mayor de 13»; `null` where the article has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side_bet_13: Option<SideBet13Spec>,
    /// Valencia 2003's progressive; `null` where the article has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progressive: Option<ProgressiveSpec>,
    /// The settlement after the dealer's score.
    pub settlement: SettlementSpec,
    pub limits: LimitsSpec,
}

/// A burn of a fixed number of cards at the start of each shoe.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FixedBurnSpec {
    /// Cards burned (5).
    pub count: u16,
    pub rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoxesSpec {
    /// The numbers of boxes a table may have (header `boxes=`): `[7]` in 1979, `[7, 9]` in 2003.
    pub allowed: Vec<u8>,
    /// Boxes when the header does not say.
    pub default: u8,
    /// A table may have fewer boxes than the largest of `allowed`: the text's «cuya cifra
    /// máxima es siete» (1979; «siete o nueve», 2003) read as a maximum (the default, `true`);
    /// `false` reads `allowed` as the only table types.
    #[serde(default = "fewer_boxes_default")]
    pub fewer: bool,
    /// Rule cited for a bet on a box the table does not have.
    pub rule: String,
    /// At most this many bets on one box (2003: 4); `null`: no limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_bets: Option<u8>,
    /// Rule of `max_bets`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_bets_rule: Option<String>,
    /// Who controls a box, and so decides its doubles and splits; `null`: not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub control: Option<BoxControlSpec>,
}

/// Who controls («manda en») a box: «el jugador situado en primera línea delante de cada
/// casilla será el que mande en la misma» (both articles), and 2003's vacant box, «mandando
/// sobre ella el de mayor apuesta o, en caso de igualdad, el de "mano" más cercana al cajetín».
/// In the log a box's first `bet` line is its first-line player's, unless a `vacant N` line
/// says nobody sits in front of it; a `double`/`split` line names the seat that decides.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoxControlSpec {
    /// Rule that the first-line player controls the box.
    pub rule: String,
    /// Who controls a vacant box: `highest-stake` (2003) or `not-said` (1979, which lets
    /// players bet on vacant boxes and names no one: not checked).
    #[serde(default)]
    pub vacant: VacantControl,
    /// Rule of the vacant box's controller (with `highest-stake`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vacant_rule: Option<String>,
    /// Where the cajetín is, for 2003's tie between the highest stakes on a vacant box: the
    /// tied bettor whose own box (one it is the first-line player of) is nearest it decides.
    /// The text does not place the cajetín; default `last-box` (the dealer's right, where the
    /// drop box and the tips box stand at the tables this reading assumes).
    #[serde(default)]
    pub cajetin: CajetinEnd,
}

/// Who controls a vacant box.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum VacantControl {
    /// The text names no one: any bettor of the box may decide.
    #[default]
    NotSaid,
    /// The highest stake on the box; equal stakes: the hand nearest the cajetín.
    HighestStake,
}

/// The end of the table the cajetín is at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CajetinEnd {
    /// Box 1's end: the dealer's left.
    FirstBox,
    /// The last box's end: the dealer's right.
    #[default]
    LastBox,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DealSpec {
    /// Rule of the deal's order (and of the dealer's single card until the players are done).
    pub rule: String,
    /// Rule that every card is dealt face up.
    pub face_up_rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerPlaySpec {
    /// Whether a soft 21 (an ace counted 11) may still ask for a card. The text forbids a card
    /// «si ha obtenido ya una puntuación de 21 o más», the ace valued «según convenga al
    /// jugador»; default `false`: a soft 21 is a score of 21.
    #[serde(default)]
    pub hit_on_soft_21: bool,
    /// Rule of cards asked for one at a time, and none at 21 or more.
    pub hit_rule: String,
    /// Rule of each hand in the normal order (and split hands from the player's right).
    pub order_rule: String,
    /// Rule of a bust collected at once.
    pub bust_rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DealerSpec {
    /// The dealer stands on this total or more (17).
    pub stands_on: u8,
    /// Whether the dealer draws on a soft 17. Both texts count the ace as 11 whenever that makes
    /// 17–21, so `false`.
    #[serde(default)]
    pub hit_soft_17: bool,
    /// Valencia 2003: when every player hand has busted the dealer need not draw.
    #[serde(default)]
    pub all_busted_exempt: bool,
    /// Rule of drawing to 17 and standing on it.
    pub rule: String,
    /// Rule of the ace counted 11 when that makes 17–21 (cited for a soft total).
    pub soft_ace_rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PayoutsSpec {
    /// A winning hand's winnings per unit staked («a la par»: `"1"`).
    pub win: Payout,
    /// A Black-Jack's («tres por dos»: `"3/2"`).
    pub blackjack: Payout,
    /// How a payout that is not a whole number of minor units is rounded (a Black-Jack on a stake
    /// of 0.05). The text does not say; default `down`.
    #[serde(default = "default_rounding")]
    pub rounding: Rounding,
    /// Rule of the comparison with the dealer and the 1:1 payment.
    pub rule: String,
    /// Rule of the Black-Jack's 3:2 (and that it beats a 21 of more cards).
    pub blackjack_rule: String,
    /// Rule of equal totals being void.
    pub push_rule: String,
    /// Rule of every stake still on the cloth paid when the dealer busts.
    pub dealer_bust_rule: String,
    /// What a dealer Black-Jack takes from a hand that doubled or split: the dealer has no hole
    /// card, so its Black-Jack shows after the players' decisions, and the text does not say.
    /// Default `all-stakes`: the text as written — a dealer Black-Jack beats every hand but a
    /// Black-Jack and the dealer collects every stake on it, doubles and splits included.
    #[serde(default)]
    pub dealer_blackjack_takes: DealerBlackjackTakes,
}

fn default_rounding() -> Rounding {
    Rounding::Down
}

/// The stakes a dealer Black-Jack collects from a hand that doubled or split.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum DealerBlackjackTakes {
    /// Every stake on the hand, doubles and splits included.
    #[default]
    AllStakes,
    /// Only the original stake: the double's and the split's added stakes are returned.
    OriginalStakesOnly,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DoubleSpec {
    /// Two-card totals (the ace counted 1) on which a hand may double: `[9, 10, 11]`.
    pub totals: Vec<u8>,
    /// Valencia 2003: an ace with one of these (`[8, 9]`) may double too, the ace counted 1.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ace_with: Vec<u8>,
    /// Whether split hands may double («para todas las manos comprendidos los pares»).
    pub after_split: bool,
    /// Whether a split ace may double: the text allows doubling on every hand but gives a split
    /// ace one card only; default `false`.
    #[serde(default)]
    pub on_split_aces: bool,
    /// An ace drawn as the double's card: the text makes only the initial ace worth 1. Default
    /// `player-choice`: it counts 1 or 11 as suits the player (the general rule).
    #[serde(default)]
    pub drawn_ace: DrawnAce,
    /// Rule of doubling (totals, stake).
    pub rule: String,
    /// Rule that a double gets one card only.
    pub one_card_rule: String,
    /// Rule of doubling on split hands.
    pub after_split_rule: String,
}

/// The value of an ace drawn as a double's one card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum DrawnAce {
    /// 1 or 11, as suits the player.
    #[default]
    PlayerChoice,
    /// 1, like the initial ace.
    One,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SplitSpec {
    /// At most this many pairs split per initial hand (2003: 6); `null`: no limit (1979: «tantas
    /// manos como sea el número de cartas de igual valor»).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_pairs: Option<u8>,
    /// How «seis pares» counts: `splits` (six splits, seven hands; default) or `hands` (six hands
    /// in all, five splits).
    #[serde(default)]
    pub pairs_count: PairsCount,
    /// Rule of splitting (same value, equal stake, re-splits).
    pub rule: String,
    /// Rule of `max_pairs`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_rule: Option<String>,
    /// Rule that split aces get one card each.
    pub aces_rule: String,
    /// Rule that split hands are played from the player's right.
    pub order_rule: String,
    /// Rule that a split hand's two-card 21 is not a Black-Jack and pays 1:1.
    pub twenty_one_rule: String,
}

/// What `split.max_pairs` counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PairsCount {
    /// Split actions on the initial hand and its hands.
    #[default]
    Splits,
    /// Hands the initial hand becomes.
    Hands,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InsuranceSpec {
    /// The most an insurance may be, as a fraction of the original stake (`"1/2"`).
    pub max_fraction: Payout,
    /// Winnings per unit insured when the dealer makes Black-Jack (`"2"`).
    pub payout: Payout,
    /// Rule of when it is offered (the dealer's ace) and until when.
    pub rule: String,
    /// Rule of its maximum.
    pub max_rule: String,
    /// Rule of its settlement (2:1, or collected).
    pub payout_rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EvenMoneySpec {
    /// Winnings per unit staked (`"1"`).
    pub payout: Payout,
    pub rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SideBet13Spec {
    /// The total both bets lose on (13); the ace counts 1.
    pub total: u8,
    /// Winnings per unit staked (`"1"`).
    pub payout: Payout,
    pub rule: String,
    /// Rule of its stakes' limits.
    pub limits_rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProgressiveSpec {
    /// The most a progressive stake may be, as a fraction of the table minimum (`"1/2"`).
    pub max_fraction_of_minimum: Payout,
    pub rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SettlementSpec {
    /// Rule of the right-to-left order (and of what is settled when).
    pub rule: String,
    /// Rule cited for a bet settled that was never placed, twice, or never.
    pub croupier_rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LimitsSpec {
    /// Maximum as a multiple of the minimum: the values a table may choose (`[50, 100, 200]`),
    /// given in the header as `max=100`.
    pub maximum_multiples: Vec<u32>,
    /// Multiple used when the header does not say `max=`.
    pub default_maximum_multiple: u32,
    /// What the maximum binds: the text says «por mano» without saying whether the cap is each
    /// bettor's stake on a hand or the box's total with up to four bettors. Default `per-bet`.
    #[serde(default)]
    pub maximum_applies: MaximumApplies,
    /// Rule for the minimum (and stakes placed before the cards).
    pub min_rule: String,
    /// Rule for the maximum.
    pub max_rule: String,
    /// Whether a `limits` line may change the minimum or the maximum once the session is open:
    /// the article applies the roulette's rules on changing limits, which forbid it in 1979
    /// (BJ041: the header's limits stay in force) and allow it in Valencia 2003 (the rounds
    /// after the line are judged under the new limits).
    pub change_during_session: ChangePolicy,
    /// Rule that says so (the article's reference to the roulette's rules), cited by BJ041.
    pub change_rule: String,
}

/// What a Black Jack maximum binds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MaximumApplies {
    /// Each bettor's stake on a hand.
    #[default]
    PerBet,
    /// The total of a box's stakes.
    PerBox,
}

/// `boxes.fewer`'s default: the text gives a maximum («cifra máxima»).
fn fewer_boxes_default() -> bool {
    true
}

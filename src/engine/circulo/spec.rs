//! The catalogue model of the círculo games (Valencia 2003 art. 12 and 12.IX, Murcia 1996 art. 4
//! second part): `play: circulo:` in an article's YAML. Where a text is ambiguous the choice is
//! a parameter here with its default (the design note `docs/design/poquer-circulo.md` §C, the
//! inventory's A-PC-1…11 and A-SIN-1…9); each field's comment says which.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::catalog::bingo::Percent;

/// The rules of play of one círculo article.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CirculoSpec {
    /// The deck, how hands rank and how each player's five cards are made.
    pub hands: HandsSpec,
    /// The deal and the betting intervals (absent for the general article, whose variety the
    /// casino chooses: the deal is then checked only as far as the general rules reach).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub street: Option<StreetSpec>,
    /// Seats, players and rests.
    pub seats: SeatsSpec,
    /// The table's limits and the limit structures.
    pub limits: LimitsSpec,
    /// The house's take («pozo o cagnotte»).
    pub take: TakeSpec,
    /// The starting resto and the rebuys («reposiciones»), where the article fixes them.
    #[serde(default)]
    pub resto: RestoSpec,
    /// The order of play, showdown and awards.
    #[serde(default)]
    pub play: PlaySpec,
}

/// The deck and the ranking.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HandsSpec {
    /// `full` (52 cards, V L2653) or `short` (28: A, K, Q, J, 10, 9, 8; V L3181, M L248).
    pub deck: DeckKind,
    /// How a player's five cards are made: `any-five` (the best five of all his and the
    /// board's: Murcia, hold'em) or `hole-two` (both hole cards and three community cards:
    /// Valencia's sintético, A-SIN-1).
    pub selection: SelectionSpec,
    /// The colour above the full (V L2841 «con menos de 52 cartas»; Murcia prints full above
    /// colour, A-SIN-2: follow the text).
    pub color_over_full: bool,
    /// A-PC-3, A-SIN-4: how many cards the tie-breaks compare: 5 (default: every card, as the
    /// rooms do) or 1 (the literal «la carta de valor más alto» of some chains).
    #[serde(default = "five")]
    pub depth: u8,
    /// A-SIN-6: the top card of the lowest straight (A-8-9-10-J, or A-2-3-4-5 on 52 cards):
    /// `low` (default: it is the lowest straight) or `ace`.
    #[serde(default)]
    pub low_straight_top: LowStraightTop,
}

fn five() -> u8 {
    5
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum DeckKind {
    Full,
    Short,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SelectionSpec {
    AnyFive,
    HoleTwo,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum LowStraightTop {
    #[default]
    Low,
    Ace,
}

/// The sintético's deal and intervals.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StreetSpec {
    /// Hole cards per player (2).
    pub hole: u8,
    /// Community cards turned before each betting interval, in order (Valencia `[1, 1, 1, 1,
    /// 1]`; Murcia `[1, 1, 1, 1]`, A-SIN-5's literal reading, the fifth turned after the last
    /// interval). Their number is the intervals' (PC044).
    pub turned_before: Vec<u8>,
    /// Community cards turned after the last interval, before the showdown (Murcia: 1).
    #[serde(default)]
    pub turned_after: u8,
    /// Who opens an interval after the first: `highest-bettor` (V L3194 «el jugador que hace la
    /// apuesta más alta») or `last-raiser` (M L342 «el último jugador que subió la apuesta»).
    pub later_opener: LaterOpener,
    /// A-SIN-3: who opens when nobody bet in the interval before: `mano` (default: the mano, or
    /// the first active seat after it) or `last-opener`.
    #[serde(default)]
    pub opener_without_bet: OpenerWithoutBet,
    /// V §12.IX.5 (L3211): when replacing community cards turned together leaves too few unused
    /// cards, the hand is void (PC043). Murcia's text has no such clause.
    #[serde(default)]
    pub void_when_short: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum LaterOpener {
    HighestBettor,
    LastRaiser,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum OpenerWithoutBet {
    #[default]
    Mano,
    LastOpener,
}

/// Seats and players.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatsSpec {
    /// At least this many players in every hand (4: V L2926, M L320; PC001).
    pub min_players: u8,
    /// At most this many seats playing (Murcia 6, L254; PC048); none in Valencia.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<u8>,
    /// A-PC-9: hands a seat may rest in a row keeping its seat (2: V L2736, M L280; PC033).
    pub rest_limit: u8,
    /// A-PC-11: the direction of play: `increasing` (default: counter-clockwise from seat 1 at
    /// the crupier's right is increasing seat numbers) or `decreasing`.
    #[serde(default)]
    pub order: Order,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Order {
    #[default]
    Increasing,
    Decreasing,
}

/// The table's limits.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LimitsSpec {
    /// The minimum as a share of the maximum, `[low, high]` percent (V L2867: 20–40; PC003).
    /// Absent where the article does not fix it (Murcia).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_of_max: Option<[Percent; 2]>,
    /// The ante at most this percentage of the table minimum (V L2867: 50; PC002).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ante_max_of_min: Option<Percent>,
    /// The limit structures a header's `limit=` may name (V L2869: `split`, `pot`, `no`;
    /// `fixed` is PHH's fixed-limit hold'em).
    pub structures: Vec<Structure>,
    /// `limit=` when the header does not say.
    pub default_structure: Structure,
    /// A-PC-4: what «el bote» of split and pot limit counts: `after-call` (default: the pot
    /// after the raiser's own call, the rooms' pot limit) or `before-call` (the pot as it
    /// stands, the literal reading).
    #[serde(default)]
    pub base: LimitBase,
    /// A-PC-7: at most this many raises in one interval (never with two players, V L2999);
    /// none by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raise_cap: Option<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Structure {
    Split,
    Pot,
    No,
    Fixed,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum LimitBase {
    #[default]
    AfterCall,
    BeforeCall,
}

/// The house's take.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TakeSpec {
    /// The options a header's `take=` may name: `interval` (V option a), `session` (V option
    /// b), `hand` (Murcia's 3 % of each hand).
    pub options: Vec<TakeOption>,
    /// `take=` when the header does not say.
    pub default_option: TakeOption,
    /// Option a: at most this percentage of the pot in each interval (V L2665: 5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interval_pct: Option<Percent>,
    /// A-PC-2: what option a's 5 % is of: `interval-new-money` (default: what the interval
    /// added, so the hand's take stays within 5 % of its pot) or `running-pot`.
    #[serde(default)]
    pub interval_base: IntervalBase,
    /// Option b: the session's fee, `[low, high]` percent of the table maximum or the resto
    /// (V L2667: 10–20).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session_pct: Option<[Percent; 2]>,
    /// Option b: a session's minutes of play (60, V L2667, «más las dos últimas manos»).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session_minutes: Option<u16>,
    /// Murcia: the take's percentage of the money put in each hand (3, L260), deducted before
    /// the winner is paid; A-SIN-9: rounded down to the cent by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_pct: Option<Percent>,
    /// Whether a hand won without a showdown is taken from (default: yes, «en cada uno de los
    /// intervalos»).
    #[serde(default = "yes")]
    pub uncontested: bool,
}

fn yes() -> bool {
    true
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum TakeOption {
    Interval,
    Session,
    Hand,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum IntervalBase {
    #[default]
    IntervalNewMoney,
    RunningPot,
}

/// The starting resto and the rebuys, as multiples of the table minimum.
#[derive(Clone, Debug, Default, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RestoSpec {
    /// A starting resto `[low, high]` × the minimum (V L3187: 10–200; PC046).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initial: Option<[u32; 2]>,
    /// A rebuy `[low, high]` × the minimum (V L3188: 5–100; PC047).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rebuy: Option<[u32; 2]>,
    /// A-SIN-7: when a rebuy is allowed: `spent` (V L3185 «en caso de agotarse el resto», between
    /// hands) or `between-hands` (Murcia, at least the header's `rebuy_min=`).
    #[serde(default)]
    pub rebuy_when: RebuyWhen,
    /// Murcia L314: a newcomer's resto is the header's `resto=` (PC046).
    #[serde(default)]
    pub newcomer_fixed: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RebuyWhen {
    #[default]
    Spent,
    BetweenHands,
}

/// The order of play, the showdown and the awards.
#[derive(Clone, Debug, Default, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlaySpec {
    /// Who is dealt first: `mano` (default) or `after-mano`.
    #[serde(default)]
    pub deal_from: DealFrom,
    /// A-PC-1: how a tied pot is split: `equal-per-pot` (default: equal shares within each pot
    /// among the tied players eligible for it) or `proportional-to-resto` (V L3075 literally).
    #[serde(default)]
    pub tie_split: TieSplit,
    /// A-GEN-1: who gets the indivisible cent of a split: `first-in-showdown-order` (default),
    /// `first-from-mano` or `house`.
    #[serde(default)]
    pub odd_chip: OddChip,
    /// Murcia L352: a player who checked then raises in the same interval: `allowed` (default,
    /// a warning) or `forbidden`.
    #[serde(default)]
    pub check_raise: Permission,
    /// Cards shown when everyone else folded: `warn` (default) or `allowed`.
    #[serde(default)]
    pub show_uncontested: ShowUncontested,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum DealFrom {
    #[default]
    Mano,
    AfterMano,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum TieSplit {
    #[default]
    EqualPerPot,
    ProportionalToResto,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum OddChip {
    #[default]
    FirstInShowdownOrder,
    FirstFromMano,
    House,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Permission {
    #[default]
    Allowed,
    Forbidden,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ShowUncontested {
    #[default]
    Warn,
    Allowed,
}

//! The catalogue model of the baccarat family: punto y banca, chemin de fer (bacará) and
//! bacará a dos paños. One engine (`engine::baccarat`) reads every variant; what differs between
//! games and jurisdictions is data here.
//!
//! Extending: variant-specific blocks are optional fields at the end of [`BaccaratSpec`]
//! (`#[serde(default)]`), so that adding one never changes what an existing catalogue means.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::money::{Payout, Rounding};

// The shoe's parts of an article (decks, stop card, burn) are the shared card shoe's
// (`catalog::shoe`); re-exported so that the family's paths stay as they were.
pub use crate::catalog::shoe::{BurnSpec, CardsSpec, ShoeSpec, StopCardShows};

/// The rules of play of one baccarat-family article.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BaccaratSpec {
    /// Which game of the family: who banks, how many hands, which rules are free choices.
    pub variant: Variant,
    /// The cards: how many decks make the shoe.
    pub cards: CardsSpec,
    /// The hands dealt each coup, by the names logs use (`deal punto 9c`). Exactly one has the
    /// role `banker`.
    pub hands: Vec<HandSpec>,
    /// The order of the first cards of a coup, hand by hand (`[punto, banca, punto, banca]`).
    pub deal_order: Vec<String>,
    /// The word a `result` line uses for a tie (`empate`), whether or not a bet backs it.
    #[serde(default = "default_tie_word")]
    pub tie_word: String,
    /// Two-card totals that end the coup at once («naturales»: 8 and 9).
    pub naturals: Vec<u8>,
    /// The player hand's third-card rule.
    pub player_rule: PlayerRule,
    /// The banker's tableau («cuadro de jugadas de la banca»).
    pub tableau: TableauSpec,
    /// The shoe: stop card and burns.
    pub shoe: ShoeSpec,
    /// The bets, by the names logs use (`bet s3 banca 100`).
    pub bets: Vec<BetSpec>,
    /// The establishment's deduction on winnings (5 % on banca), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commission: Option<CommissionSpec>,
    pub limits: LimitsSpec,
    /// Who holds the shoe and when it passes; `null` where the log's holder is not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shoe_holder: Option<ShoeHolderSpec>,
    /// Who is given the player hand's cards; `null` where not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_holder: Option<HandHolderSpec>,
    /// Rules about seats (refusing the hand, «saludar»); `null` where the article has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<SeatsSpec>,
    // ---- variant-specific blocks (chemin de fer, dos paños) go below, each optional ----------
    /// Chemin de fer and dos paños: a player holds the bank (required by those variants).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player_bank: Option<PlayerBankSpec>,
}

/// The games of the family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// Punto y banca: the establishment banks; every draw is forced.
    PuntoYBanca,
    /// Bacará, chemin de fer o ferrocarril: a player banks.
    #[serde(rename = "chemin-de-fer")]
    ChemInDeFer,
    /// Bacará a dos paños: a banker against two player hands.
    DosPanos,
}

impl Variant {
    pub fn as_str(self) -> &'static str {
        match self {
            Variant::PuntoYBanca => "punto-y-banca",
            Variant::ChemInDeFer => "chemin-de-fer",
            Variant::DosPanos => "dos-panos",
        }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HandSpec {
    /// Word used in logs (`punto`, `banca`, `punto1`).
    pub name: String,
    pub role: HandRole,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum HandRole {
    /// A player hand («la mano del jugador», «punto»): follows `player_rule`.
    Player,
    /// The bank's hand: follows `tableau`.
    Banker,
}

/// The player hand's third card, by its two-card total (0–7; 8 and 9 are naturals).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerRule {
    /// Totals on which the hand must draw.
    pub draw: Vec<u8>,
    /// Totals on which the hand must stand.
    pub stand: Vec<u8>,
    /// Totals on which the player may choose (chemin de fer: 5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub option: Vec<u8>,
    /// Rule cited for an illegal or missed draw of the player hand.
    pub rule: String,
}

/// The banker's tableau: rows are the banker's two-card total 0–7, columns the value of the
/// player's third card 0–9, then «P», the player stood (took no third card).
///
/// The grid is kept as printed, with the declared readings of misprinted symbols; `grid` is the
/// reading the engine uses, and lint checks that reading the printed rows through `readings`
/// gives exactly `grid`.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TableauSpec {
    /// The eight rows as printed in the source, cells separated by spaces (`T T I I …`).
    pub printed: Vec<String>,
    /// Line of the source holding the first printed row (row 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_line: Option<u32>,
    /// Declared readings of symbols the print got wrong (1979: `I` is read `T`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub readings: Vec<Reading>,
    /// The eight rows as read: `T` draw, `P` stand, `O` the banker may choose.
    pub grid: Vec<String>,
    /// Rule cited for a banker's draw against the tableau.
    pub rule: String,
    /// A cell the print inserted in every row (Valencia 2003, chemin de fer: twelve cells under
    /// eleven headings); it is dropped before the readings apply. `null`: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub surplus_cell: Option<SurplusCell>,
}

/// A spurious cell of every printed row of a tableau.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SurplusCell {
    /// Its position in the printed row, counting from 1.
    pub position: usize,
    /// Why it is taken as spurious.
    pub why: String,
}

/// A printed symbol and how it is read.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Reading {
    pub printed: String,
    pub reads: String,
    /// Why (e.g. «OCR: I for T; the legend defines only T and P»).
    pub why: String,
}

fn default_tie_word() -> String {
    "empate".to_owned()
}

/// What a side wins on. `punto`/`banca` name hands; `empate` the tie.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BetSpec {
    /// Word used in logs (`punto`, `banca`, `empate`).
    pub name: String,
    /// The hand the bet backs (`punto`, `banca`), or `tie` for a bet on the tie.
    pub wins_on: String,
    /// Winnings per unit staked, before commission (`"1"`, `"8"`).
    pub payout: Payout,
    /// Whether the commission is deducted from this bet's winnings.
    #[serde(default)]
    pub commission: bool,
    /// What happens to the bet when the coup is a tie (not used for `wins_on: tie`).
    #[serde(default = "default_on_tie")]
    pub on_tie: OnTie,
    /// Rule that gives the bet and its payout.
    pub rule: String,
    /// Rule cited for its settlement on a tie, if another one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tie_rule: Option<String>,
}

fn default_on_tie() -> OnTie {
    OnTie::Push
}

/// `wins_on` of a bet on the tie.
pub const TIE: &str = "tie";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum OnTie {
    /// «La jugada será considerada nula»: the stake is returned (or left for the next coup).
    Push,
    /// The bet loses.
    Lose,
}

/// The establishment's deduction.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CommissionSpec {
    /// Exact rate on the winnings, e.g. `"1/20"` for 5 %.
    pub rate: Payout,
    /// How the deduction is brought to whole cents (the text does not say).
    pub rounding: Rounding,
    /// Whether `rounding` applies to the deduction or to the net payment.
    pub rounds: CommissionRounds,
    pub rule: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CommissionRounds {
    /// The deduction is rounded; the player gets winnings minus the rounded deduction.
    Deduction,
    /// The net payment is rounded.
    Payment,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LimitsSpec {
    /// Maximum as a multiple of the table minimum: the values a table may choose (`[50, 100]`),
    /// given in the header as `max=50`.
    pub maximum_multiples: Vec<u32>,
    /// Multiple used when the header does not say `max=`.
    pub default_maximum_multiple: u32,
    /// Whether stakes must be multiples of the minimum: `required`, `never`, or `optional` (the
    /// casino decides; header `multiples=yes|no`).
    pub multiple_of_minimum: MultiplePolicy,
    /// Whether `multiple_of_minimum: optional` defaults to on when the header does not say.
    #[serde(default)]
    pub multiples_by_default: bool,
    /// Bets to which minimum and maximum do not apply (the text gives none for the tie bet?).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exempt_bets: Vec<String>,
    /// Rule for the minimum.
    pub min_rule: String,
    /// Rule for the maximum and the multiples.
    pub max_rule: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MultiplePolicy {
    Required,
    Optional,
    Never,
}

/// Who holds the shoe.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ShoeHolderSpec {
    /// The holder keeps the shoe until the bank's hand loses; only then may it pass.
    pub passes_on_bank_loss: bool,
    pub rule: String,
}

/// Who is given the player hand's cards.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HandHolderSpec {
    /// The hand concerned (`punto`).
    pub hand: String,
    /// The bet whose highest stake earns the cards (`punto`).
    pub highest_bet: String,
    /// Who holds the cards when nobody backs the hand (`croupier`).
    pub nobody_bets: String,
    /// When several seats share the highest stake (the text does not say): `any` of them.
    pub on_equal_stakes: EqualStakes,
    pub rule: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum EqualStakes {
    /// Any of the seats with the highest stake.
    Any,
    /// The first of them to have bet.
    FirstToBet,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatsSpec {
    /// After this many consecutive refusals (`refuse SEAT`) the player must give up the seat
    /// (`leave SEAT`) before playing again; `null`: no such rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refusals_before_leaving: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refusal_rule: Option<String>,
    /// How many times a seat may «saludar» (`salute SEAT`) per shoe; `null`: not limited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub salutes_per_shoe: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub salute_rule: Option<String>,
    /// What «rehuse tomar la mano» refuses (2003 L1256; the text does not say): `shoe` (default)
    /// counts a `refuse SEAT` when the shoe is offered (between coups); `shoe-or-punto` also
    /// counts one inside a coup before its first card, when punto's cards are handed out.
    #[serde(default)]
    pub refused_hand: RefusedHand,
}

/// What a counted refusal refuses (`seats.refused_hand`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RefusedHand {
    /// The shoe (to deal and play banca's hand): refusals between coups.
    #[default]
    Shoe,
    /// The shoe or punto's cards: refusals between coups and before a coup's first card.
    ShoeOrPunto,
}

// ---------------------------------------------------------------------------------------------
// Chemin de fer and dos paños: a player holds the bank
// ---------------------------------------------------------------------------------------------

/// Chemin de fer and bacará a dos paños: a player banks against one or two player hands. The
/// bank and its limits, the cagnotte, the banco, the bets that play a share of their stake, the
/// banker's obligations and the players' minimum. Required by those two variants.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerBankSpec {
    pub bank: BankSpec,
    /// The banker's voluntary garage of his winnings; `null` where the article has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub garage: Option<GarageSpec>,
    pub cagnotte: CagnotteSpec,
    /// Two-card totals on which the banker must draw whatever he chose (chemin de fer: `[0]`,
    /// «baccará»), unless every player hand has a natural.
    pub banker_must_draw: Vec<u8>,
    pub banker_must_draw_rule: String,
    /// When a banker who asked for the tableau (`tableau`) is bound by it.
    pub tableau_binding: TableauBinding,
    /// Dos paños (`when-hands-agree`), one paño with a natural and the tableau asked for: is the
    /// banker bound by the other paño's cell? Art. 09 §VIII.3 («Cuando un paño abate al banquero
    /// está obligado a seguir el cuadro … respecto al otro paño») says so, but sits among the
    /// rectified coups; §VI binds him only when the cells of both paños agree. Default `free`
    /// (§VI read alone); `bound` applies §VIII.3 to every coup.
    #[serde(default)]
    pub single_live_pano: SingleLivePano,
    /// How a winning part's payout (stake × the bet's `payout`) is brought to the cent. The
    /// payouts of these games are even money, so it only matters for a payout that is not a
    /// whole number; default `down`.
    #[serde(default)]
    pub payout_rounding: Rounding,
    /// Rule that deals the first two cards of each hand face down (a first card dealt `up` is
    /// reported, BC035); `null`: not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_cards_face_down_rule: Option<String>,
    /// Rule that makes third cards go face up (a third card dealt `down` is reported); `null`:
    /// not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub third_card_face_up_rule: Option<String>,
    /// Rule under which a banker who dealt himself more than two cards in the first deal
    /// counts 0 («baccará») and may still draw; `null` where the article has no such rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_initial_card_rule: Option<String>,
    /// Rule that gives each hand at most one card beyond its first two (a fourth card to a
    /// player hand is BC003, to the banker BC005, and cites it); `null`: they cite the player's
    /// rule and the banker's draw rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub one_third_card_rule: Option<String>,
    /// Rule that sets the order in which the hands speak for their third cards: the player
    /// hands in the order of `hands` (paño 1, the banker's right, then paño 2, his left), then
    /// the banker; a third card out of that order (BC002) cites it. `null`: BC002 cites the
    /// deal order's rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision_order_rule: Option<String>,
    /// A two-card 8 beats a hand of 8 or 9 made with a third card (dos paños); `null`: plain
    /// comparison of totals.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub natural_eight: Option<NaturalEightSpec>,
    /// The stop card: `true` when the article asks for at least `shoe.cut_card_below` cards
    /// under it rather than exactly that many («al menos diez»).
    #[serde(default)]
    pub cut_card_at_least: bool,
    pub players: PlayersSpec,
    pub banco: BancoSpec,
    /// Bets that play a share of their stake, or split it over several hands.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shares: Vec<ShareSpec>,
    /// Header values of `bank=`: the modalities the article has. The first is the default.
    pub modalities: Vec<ModalitySpec>,
    /// Rule for settlements of the bets (even money against the bank).
    pub settle_rule: String,
}

/// The bank («banca»): its limits and how it carries from coup to coup.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BankSpec {
    /// `every-coup`: every coup announces the bank (`bank AMOUNT`, «hay … en la banca»);
    /// `on-adjudication`: only when a banker takes it, later coups carry it.
    pub announce: BankAnnounce,
    pub announce_rule: String,
    /// The stakes of a coup together may not exceed the bank (chemin de fer: «el máximo del
    /// punto … la existente en la banca»); `null`: not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stakes_within_bank_rule: Option<String>,
    /// Rule under which the banker's winnings stay in the bank (the bank may not decrease while
    /// the same banker keeps it); `null`: not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carry_rule: Option<String>,
    /// Rule under which a banker whose bank «saltó» (holds nothing) may go on only with a new
    /// deposit at least his initial one (dos paños: «un nuevo depósito igual o superior al
    /// inicial»); `null`: not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redeposit_rule: Option<String>,
    /// Rule under which a banker deals at least one coup before he leaves the bank (chemin de
    /// fer: «está obligado a dar cartas por lo menos una vez»; dos paños: he may leave «una vez
    /// realizada la primera jugada»): a `holder` line naming another seat before the banker
    /// dealt a coup is BC052. `null`: not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_coup_rule: Option<String>,
    /// Rule under which whoever takes a bank its banker left voluntarily (not after losing a
    /// coup) puts up at least the bank he left (Valencia 2003 chemin de fer: «por lo menos, con
    /// la misma cantidad que el que abandonó voluntariamente»): the new banker's first `bank`
    /// below it is BC053. `null`: not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after_voluntary_abandon_rule: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum BankAnnounce {
    EveryCoup,
    OnAdjudication,
}

/// One modality of the bank, chosen by the header's `bank=`.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModalitySpec {
    /// Header value (`limited`, `unlimited`; `limitada`, `libre`).
    pub name: String,
    /// Bank maximum as a multiple of the table minimum; `null`: no maximum.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bank_max_multiple: Option<u32>,
    /// The bank is at least the table minimum.
    #[serde(default)]
    pub bank_at_least_minimum: bool,
    /// The table's authorisation sets the bank's minimum and maximum, which the text does not
    /// give (dos paños, «banca limitada»): the header may state them as `bank_min=` and
    /// `bank_max=`, and each bank announced must then lie within them. A modality without it
    /// takes neither key.
    #[serde(default)]
    pub authorised_limits: bool,
    /// Rule for the bank's limits (required when any limit is set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits_rule: Option<String>,
    /// Rule that the authorised maximum bounds the bank as a banker constitutes it, not its
    /// growth with his winnings: cited when a bank is constituted over `bank_max=` (default
    /// `limits_rule`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub constituted_rule: Option<String>,
    /// Cagnotte rate under this modality (exact ratio of the base, `"1/20"`); `null` where the
    /// text does not give it: then only when a cagnotte is due is checked, not its amount.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cagnotte_rate: Option<Payout>,
    /// Tallas (shoes, `shoe` lines) a session of this modality plays, with the rule (dos paños
    /// banca libre: «En cada sesión se jugarán dos tallas»): a session closed after another
    /// number is BC054. `null`: not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tallas_per_session: Option<TallasSpec>,
}

/// The number of tallas a session plays.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TallasSpec {
    pub count: u32,
    pub rule: String,
}

impl ModalitySpec {
    /// The modality limits the bank (so BC041 applies, and `limits_rule` is needed).
    pub fn has_limits(&self) -> bool {
        self.bank_max_multiple.is_some() || self.bank_at_least_minimum || self.authorised_limits
    }
}

/// The banker may withdraw winnings from the bank («garage voluntario», `garage AMOUNT`).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GarageSpec {
    /// Only once his winnings since he took the bank exceed this multiple of the minimum (50).
    pub voluntary_above_multiple: u32,
    pub rule: String,
}

/// The establishment's deduction on the banker's winnings («cagnotte», `cagnotte AMOUNT`).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CagnotteSpec {
    /// What the rate applies to when the banker wins the coup overall: `net` (what he collects
    /// less what he pays) or `gross` (what he collects).
    pub base: CagnotteBase,
    /// How the deduction is brought to whole cents (the texts do not say).
    pub rounding: Rounding,
    /// Rule for the rate and the amount.
    pub rule: String,
    /// Rule cited when a cagnotte is taken on a coup the banker does not win overall; `null`:
    /// `rule`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trigger_rule: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CagnotteBase {
    Net,
    Gross,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum TableauBinding {
    /// Bound by the cell of the one player hand (chemin de fer).
    Always,
    /// Bound only when the cells of every player hand agree on `T` or on `P` and no player
    /// hand has a natural (dos paños: «siempre que se indique lo mismo para los dos paños»).
    WhenHandsAgree,
}

/// Whether the tableau binds the banker against the one paño without a natural.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SingleLivePano {
    /// Free: the cells of the two paños cannot agree (default).
    #[default]
    Free,
    /// Bound by the other paño's cell (art. 09 §VIII.3 read for every coup).
    Bound,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NaturalEightSpec {
    /// Whether a two-card 9 also beats a three-card 9 (the texts only speak of the 8).
    #[serde(default)]
    pub natural_nine_beats_three_card_nine: bool,
    pub rule: String,
}

/// How many players the table needs (`players N` or, per player hand, `players N M`).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayersSpec {
    pub minimum: u16,
    /// The minimum applies to each player hand (paño) rather than the whole table.
    #[serde(default)]
    pub per_hand: bool,
    pub rule: String,
}

/// The banco: one player covers the whole bank.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BancoSpec {
    /// The bet that covers the bank («banco»); its stake equals the bank.
    pub bet: String,
    /// The bet that covers half of it («banco con la mesa»), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub half_bet: Option<String>,
    /// Rule for the stakes of `bet` and `half_bet`.
    pub amount_rule: String,
    /// When the banco player is free of the player's rule: `never`, `if-authorised` (header
    /// `banco_free=yes`), `always`.
    pub free: BancoFreedom,
    pub free_rule: String,
    /// Replays of a null banco coup allowed (`replay`); `null`: no replay rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub null_replays: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replay_rule: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum BancoFreedom {
    Never,
    IfAuthorised,
    Always,
}

/// A bet that plays a share of its stake or splits it over hands.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ShareSpec {
    pub bet: String,
    /// The hands it plays on. One hand: `share` of the stake plays there («sobre la raya,
    /// juegan la mitad»). Several: the stake is split in equal parts («a caballo»), the odd
    /// unit going to the first.
    pub hands: Vec<String>,
    /// Part of the stake that plays (`"1/2"`), the rest is not at stake. Default all of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub share: Option<Payout>,
    /// The unit of an odd split: `cent` or `minimum` (the table minimum).
    #[serde(default = "default_unit")]
    pub unit: SplitUnit,
    /// How `share` of an odd stake is brought to the cent (a raya stake of 40.01 plays 20.00
    /// with `down`). Not said by the texts; default `down`, the part that plays is never more
    /// than the share.
    #[serde(default)]
    pub rounding: Rounding,
    pub rule: String,
}

fn default_unit() -> SplitUnit {
    SplitUnit::Cent
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SplitUnit {
    Cent,
    Minimum,
}

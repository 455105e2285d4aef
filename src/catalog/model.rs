//! The catalogue format: one YAML file encodes one article of one jurisdiction's Catálogo de
//! Juegos. These serde types are the format's definition; `veedor schema` prints their JSON
//! Schema (committed as `catalog/schema.json` for YAML editors).
//!
//! Every type denies unknown fields: a misspelt key in a catalogue is an error, not a silently
//! ignored rule.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use crate::catalog::baccarat::BaccaratSpec;
use crate::finding::Severity;
use crate::i18n::Lang;
use crate::money::{Payout, Rounding};

/// A catalogue file: an article with its own rules (`CatalogFile`), or an article that applies
/// another one as it stands (`AdoptionFile`, told apart by its `adopts` key). Only the schema
/// is derived from this type: the loader reads the key and parses the file as the one or the
/// other, so that a mistake is reported against that format, on its line.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
// Only its schema is used: its size does not matter.
#[allow(clippy::large_enum_variant)]
pub enum CatalogDocument {
    Article(CatalogFile),
    Adoption(AdoptionFile),
}

/// An article that applies another jurisdiction's article unchanged, e.g. Murcia's Decreto
/// 28/1996, art. 2, which makes the 1979 Catálogo the rules of the classic casino games
/// (`catalog/murcia-1996/ruleta-francesa.yaml`). Its logs are checked by the adopted article's
/// rules and parameters; every finding cites the adopted rule and this article's provision.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AdoptionFile {
    /// `jurisdiction/game`; must match the file's place under `catalog/`.
    pub id: String,
    /// Jurisdiction and text, e.g. `murcia-1996`.
    pub jurisdiction: String,
    /// Game; the same as the adopted article's.
    pub game: String,
    /// What the article is, e.g. `Artículo 2: ruleta francesa (Catálogo de 1979)`.
    pub title: String,
    /// The adopting text: `document` is printed with every finding, next to the adopted rule's.
    pub source: SourceRef,
    /// Id of the adopted article, e.g. `estado-1979/ruleta-francesa`: its table, rules of play
    /// and rules apply as they stand. It may itself adopt another (a chain), but not this one.
    pub adopts: String,
    /// The provision that adopts it, quoted verbatim: cited with every finding.
    pub adoption: AdoptionRule,
}

/// The provision of an [`AdoptionFile`] that applies the adopted article.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AdoptionRule {
    /// Stable id, e.g. `murcia.art2.ruleta-francesa`.
    pub id: String,
    /// Short title by language, `{en: …, es: …}` (a plain string is English only).
    pub title: Localized,
    /// Article number, e.g. `2`.
    pub article: String,
    /// Section inside the article, where it has sections.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section: Option<String>,
    /// The text, verbatim, ` … ` marking an omission.
    pub quote: String,
    /// Line of the quote in the adopting text's file (`source.file`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_line: Option<u32>,
    /// Ids of the requirement inventory this provision implements.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inventory: Vec<String>,
    /// How the text was read (e.g. which version of the adopted text applies).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// One catalogue article, e.g. `catalog/estado-1979/ruleta-francesa.yaml`.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CatalogFile {
    /// `jurisdiction/game`; must match the file's place under `catalog/`.
    pub id: String,
    /// Jurisdiction and text, e.g. `estado-1979`, `valencia-2003`.
    pub jurisdiction: String,
    /// Game, e.g. `ruleta-francesa`.
    pub game: String,
    /// The article's heading as printed, e.g. `01. RULETA FRANCESA`.
    pub title: String,
    pub source: SourceRef,
    /// What a table header may say.
    pub table: TableSpec,
    /// The game's rules of play, interpreted by the engine of its family: a map with one key,
    /// the family (`roulette:`).
    #[serde(with = "serde_yaml::with::singleton_map")]
    #[schemars(with = "Play")]
    pub play: Play,
    /// Every rule of the article: the ones veedor checks (with the checks that implement them)
    /// and the ones no log can show (declared, not dropped).
    pub rules: Vec<RuleSpec>,
}

/// The legal text an article comes from.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SourceRef {
    /// Short citation, e.g. `Orden de 9 de octubre de 1979 (BOE-A-1979-25744)`.
    pub document: String,
    /// Article number in that text, e.g. `01`.
    pub article: String,
    /// File name of the text in the project's reference sources.
    pub file: String,
}

/// Parameters of the `table` header that the article leaves to the authorisation.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TableSpec {
    /// Allowed numbers of paños (cloths): `[1, 2]` for a table «a un paño» or «a dos paños».
    pub panos: Vec<u8>,
    /// Number of paños when the header does not say.
    pub default_panos: u8,
}

/// The rules of play, one variant per game family.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
// One value per loaded catalogue: its size does not matter.
#[allow(clippy::large_enum_variant)]
pub enum Play {
    /// Ruleta francesa (and single-zero variants).
    Roulette(RouletteSpec),
    /// The baccarat family: punto y banca, chemin de fer, bacará a dos paños.
    Baccarat(BaccaratSpec),
}

impl Play {
    pub fn family(&self) -> &'static str {
        match self {
            Play::Roulette(_) => "roulette",
            Play::Baccarat(_) => "baccarat",
        }
    }
}

/// One rule of the article.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RuleSpec {
    /// Stable id, e.g. `ruleta.payout.pleno`.
    pub id: String,
    /// Short title by language, `{en: …, es: …}` (a plain string is English only).
    pub title: Localized,
    /// Article number, e.g. `01`.
    pub article: String,
    /// Section inside the article, e.g. `IV.1.A.a`.
    pub section: String,
    /// The text, verbatim (typos included).
    pub quote: String,
    /// Line of the quote in the reference source file (the rule's `source.file` when it has
    /// one, else the article's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_line: Option<u32>,
    /// The text this rule is quoted from when it is not the article's own (`source` at the top):
    /// for a fragment whose surviving page lacks a rule, the text it copies. `article`,
    /// `section`, `quote` and `source_line` then refer to this text, and `note` must say why the
    /// rule is taken from it (lint requires a note).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<RuleSource>,
    /// Ids of the requirement inventory this rule implements.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inventory: Vec<String>,
    /// Codes of the checks that enforce it (see `veedor explain CODE`). Empty when the rule
    /// cannot be checked from a log; then `not_checkable` says why.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub checks: Vec<String>,
    /// Overrides the checks' default severity for findings under this rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub severity: Option<Severity>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_checkable: Option<NotCheckable>,
    /// How an ambiguity of the text was settled, and which parameter holds the choice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl RuleSpec {
    /// The rule's title in `lang` (English when it has none in `lang`).
    pub fn title(&self, lang: Lang) -> &str {
        self.title.get(lang)
    }
}

impl AdoptionRule {
    /// The provision's title in `lang` (English when it has none in `lang`).
    pub fn title(&self, lang: Lang) -> &str {
        self.title.get(lang)
    }
}

/// A short text of the catalogue written by its author in veedor's languages: a rule's title.
/// In YAML a plain string is English (`title: Which numbers are black and which red`, the form
/// of catalogues written before titles were translated); a map gives it by language
/// (`title: {en: …, es: …}`, `en` required). The catalogue is data: its titles are translated
/// here, not in the translation files; quotes of the legal text are never translated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Localized {
    pub en: String,
    pub es: Option<String>,
}

impl Localized {
    /// A text in English only.
    pub fn english(en: impl Into<String>) -> Localized {
        Localized { en: en.into(), es: None }
    }

    /// The text in `lang`; English when it has none in `lang` (or only blanks).
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Es => self.es.as_deref().filter(|s| !s.trim().is_empty()).unwrap_or(&self.en),
        }
    }

    /// Whether the text is written in `lang` (not blank): `catalog lint` warns of a title with
    /// no Spanish.
    pub fn has(&self, lang: Lang) -> bool {
        match lang {
            Lang::En => !self.en.trim().is_empty(),
            Lang::Es => self.es.as_deref().is_some_and(|s| !s.trim().is_empty()),
        }
    }
}

/// English only: a plain string, as it is read; else the map by language.
impl Serialize for Localized {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        match &self.es {
            None => s.serialize_str(&self.en),
            Some(es) => {
                let mut map = s.serialize_map(Some(2))?;
                map.serialize_entry("en", &self.en)?;
                map.serialize_entry("es", es)?;
                map.end()
            }
        }
    }
}

/// A string, or a map with `en` and optionally `es`; anything else is an error in serde's
/// usual words (`unknown field `fr`, expected `en` or `es``, `missing field `en``), which
/// `catalog lint` reports on the offending line.
impl<'de> Deserialize<'de> for Localized {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Localized, D::Error> {
        use serde::de::{self, MapAccess, Visitor};

        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Localized;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a string (English) or a map by language, `{en: …, es: …}`")
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<Localized, E> {
                Ok(Localized::english(v))
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Localized, A::Error> {
                let (mut en, mut es): (Option<String>, Option<String>) = (None, None);
                while let Some(key) = map.next_key::<LangKey>()? {
                    let (slot, name) = match key {
                        LangKey::En => (&mut en, "en"),
                        LangKey::Es => (&mut es, "es"),
                    };
                    if slot.is_some() {
                        return Err(de::Error::duplicate_field(name));
                    }
                    *slot = Some(map.next_value()?);
                }
                let en = en.ok_or_else(|| de::Error::missing_field("en"))?;
                Ok(Localized { en, es })
            }
        }
        d.deserialize_any(V)
    }
}

/// A key of a title map: rejected while it is read, so that the error is placed on it.
enum LangKey {
    En,
    Es,
}

impl<'de> Deserialize<'de> for LangKey {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<LangKey, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = LangKey;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a language, `en` or `es`")
            }

            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<LangKey, E> {
                match v {
                    "en" => Ok(LangKey::En),
                    "es" => Ok(LangKey::Es),
                    other => Err(E::unknown_field(other, &["en", "es"])),
                }
            }
        }
        d.deserialize_identifier(V)
    }
}

// The schema of `Localized`'s two forms; only its schema is used.
/// A title: a string (English only) or a map by language, `{en: …, es: …}`.
#[derive(JsonSchema)]
#[serde(untagged)]
#[allow(dead_code)]
enum LocalizedForms {
    /// English only.
    English(String),
    /// By language.
    ByLanguage(ByLanguage),
}

#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct ByLanguage {
    /// English (required).
    en: String,
    /// Spanish (`catalog lint` warns when it is missing).
    #[serde(default)]
    es: Option<String>,
}

impl JsonSchema for Localized {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Localized".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        LocalizedForms::json_schema(generator)
    }
}

/// Another text a rule is quoted from (see `RuleSpec::source`).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RuleSource {
    /// Short citation, e.g. `Orden de 9 de octubre de 1979 (BOE-A-1979-25744)`.
    pub document: String,
    /// File name of that text in the project's reference sources.
    pub file: String,
}

/// Why a rule of the text is not checked from a log.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NotCheckable {
    pub reason: NotCheckableReason,
    /// What would be needed to check it.
    pub detail: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum NotCheckableReason {
    /// About staff: who is present, who may touch chips.
    Staff,
    /// About equipment: the wheel, the cloth, locks.
    Equipment,
    /// About the authorisation or the casino as a whole, not one table's log.
    Authorisation,
    /// Descriptive text with nothing to check.
    Descriptive,
    /// The log format does not record what the rule is about (announcements, offers, seating);
    /// `detail` says what a log would need.
    NotLogged,
}

// ---------------------------------------------------------------------------------------------
// Roulette
// ---------------------------------------------------------------------------------------------

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

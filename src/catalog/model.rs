//! The catalogue format: one YAML file encodes one article of one jurisdiction's Catálogo de
//! Juegos. These serde types are the format's definition; `veedor schema` prints their JSON
//! Schema (committed as `catalog/schema.json` for YAML editors).
//!
//! Every type denies unknown fields: a misspelt key in a catalogue is an error, not a silently
//! ignored rule.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use crate::catalog::baccarat::BaccaratSpec;
pub use crate::catalog::black_jack::BlackJackSpec;
pub use crate::catalog::roulette::*;
use crate::finding::Severity;
use crate::i18n::Lang;

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
    /// The game's name as a sentence of a message says it, by language: `{en: French roulette,
    /// es: la ruleta francesa}` («`bank` is not an event of this table's game (French
    /// roulette)»). Without it, the game's id with spaces for its dashes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<Localized>,
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
    /// Short citation, e.g. `Orden de 9 de octubre de 1979, Catálogo de Juegos (BOE-A-1979-25744)`.
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
    /// Black Jack (Veintiuno).
    BlackJack(BlackJackSpec),
    /// Treinta y cuarenta.
    Treinta(crate::catalog::treinta::TreintaSpec),
    /// Dados o craps.
    Dice(crate::catalog::dice::DiceSpec),
    /// Bingo, and Murcia's bingo acumulativo.
    Bingo(crate::catalog::bingo::BingoSpec),
    /// Póquer sin descarte (with Valencia's Carrusel).
    Poker(crate::catalog::poker::PokerSpec),
    /// Póquer de círculo and sintético: players against each other, the house's take.
    Circulo(crate::engine::circulo::CirculoSpec),
    /// Monte o banca: the Spanish deck, the layout, the suertes.
    Monte(crate::engine::monte::MonteSpec),
}

impl Play {
    pub fn family(&self) -> &'static str {
        match self {
            Play::Roulette(_) => "roulette",
            Play::Baccarat(_) => "baccarat",
            Play::BlackJack(_) => "black-jack",
            Play::Treinta(_) => "treinta",
            Play::Dice(_) => "dice",
            Play::Bingo(_) => "bingo",
            Play::Poker(_) => "poker",
            Play::Circulo(_) => "circulo",
            Play::Monte(_) => "monte",
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
    /// Short citation, e.g. `Orden de 9 de octubre de 1979, Catálogo de Juegos (BOE-A-1979-25744)`.
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

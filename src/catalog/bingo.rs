//! The catalogue model of bingo (art. 10 of the 1979 catalogue; Murcia 1996 adopts it and adds
//! the bingo acumulativo of its art. 5): the balls, the card's shape, double cards, the line and
//! bingo prizes as percentages of the partida's sales (the authorisation's: header parameters),
//! their sharing among simultaneous winners and, at the acumulativo, the jackpots. The engine
//! is `engine::bingo`.
//!
//! Money is exact: percentages are decimal strings read as exact rationals ([`Percent`]),
//! amounts integer minor units, and each division names its rounding.

use std::fmt;

use num_rational::Ratio;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::money::Rounding;

/// The rules of play of one bingo article.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BingoSpec {
    /// The balls: 1 to `highest` (90), each drawn at most once in a partida.
    pub balls: BallsSpec,
    /// The card (cartón): its shape.
    pub card: CardSpec,
    /// Double cards (two equal halves, valid for two consecutive partidas); `null` where the
    /// article has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub double_cards: Option<DoubleSpec>,
    /// The line and bingo prizes: percentages of the partida's sales set by the authorisation.
    pub prizes: PrizesSpec,
    /// Several winning cards on one ball share a prize.
    pub sharing: SharingSpec,
    /// Rule defining the line (any row complete, the first correct call only).
    pub line_rule: String,
    /// Rule defining the bingo (all fifteen numbers).
    pub bingo_rule: String,
    /// Rule on the claims and their verification: a verified bingo ends the partida.
    pub claims_rule: String,
    /// The bingo acumulativo's jackpots; `null` for ordinary bingo.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acumulativo: Option<AcumulativoSpec>,
    /// Not the article's: how many series the check remembers (the last named; 65,536 when
    /// absent, at least 1). A card of a series forgotten, sold or declared again, is not
    /// recognised as such, and the first series forgotten is reported (BG017): the check's
    /// memory stays flat however many series a session names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub series_remembered: Option<u32>,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BallsSpec {
    /// The highest ball (90); the lowest is 1.
    pub highest: u8,
    /// Rule cited for a ball outside 1–`highest` or drawn twice.
    pub rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardSpec {
    /// Rows of a card (3).
    pub rows: u8,
    /// Numbers in each row (5).
    pub per_row: u8,
    /// Columns (9); each holds one to three numbers, none empty.
    pub columns: u8,
    /// Which column a number is in. The article does not say (`by-tens`: 1–9 the first,
    /// 10–19 the second, …, 80–90 the last, the usual printing; `free`: only the counts are
    /// judged, the column being each row's position not recorded).
    pub column_of: ColumnOf,
    /// Rule cited for a card of the wrong shape, or claimed with no `card` line.
    pub rule: String,
    /// Rule cited for a card claimed in a partida it was not sold for.
    pub single_use_rule: String,
}

/// How a number's column is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ColumnOf {
    /// By its tens (90 in the last column).
    ByTens,
    /// Not judged: only the fifteen distinct numbers in rows of five.
    Free,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DoubleSpec {
    /// Partidas a double card is valid for (2: the partida it is sold in and the next).
    pub partidas: u8,
    /// Rule cited for a double card played outside its partidas.
    pub rule: String,
    /// Rule cited for a double card's half sold again in the partida it plays in: its two
    /// halves are one card's, each one unit sold once (BG010).
    pub halves_rule: String,
    /// Rule cited for the prizes announced in a partida a double card plays in: each half's
    /// prizes (BG009).
    pub prizes_rule: String,
    /// Rule cited for a prize of a double card's first game not paid by the end of its second,
    /// where the partida resumes and the first game's prizes may still be paid (BG006).
    pub flow_rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PrizesSpec {
    /// The header key of the line prize's percentage of sales (`line-pct`): the article leaves
    /// it to the bingo regulation, the authorisation sets it.
    pub line_param: String,
    /// The header key of the bingo prize's percentage (`bingo-pct`).
    pub bingo_param: String,
    /// Rounding of a prize that is not a whole minor unit.
    pub rounding: Rounding,
    /// Rule on the announcement of the prizes after the sale (cited when they are not the
    /// percentages of the sales).
    pub rule: String,
    /// Rule on the annulled partida (`void`).
    pub void_rule: String,
    /// Rule on the announcement before the sale (cited for a sale of a series not announced,
    /// or past its size).
    pub sale_rule: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SharingSpec {
    /// How a prize is split among winning cards: equal parts per card («distribución
    /// proporcional», read per card: `per-card`).
    pub split: Split,
    /// Rounding of a share (`down`: the odd cents stay undistributed).
    pub rounding: Rounding,
    pub rule: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Split {
    /// Equal parts per winning card.
    PerCard,
}

/// The bingo acumulativo (Murcia 1996, art. 5).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AcumulativoSpec {
    /// The scale: by cards sold, the latest ball (extraction order) on which the line and the
    /// bingo win the jackpot. Steps in increasing order; the last has no `up_to`.
    pub scale: Vec<ScaleStep>,
    /// Deducted from each partida's sales for the jackpots (0.5 % and 2.5 %).
    pub funding: PercentPair,
    /// The jackpots' caps, in pesetas (2,000,000 and 10,000,000): once reached, the deduction
    /// stops and goes to the ordinary prize.
    pub caps: CapsSpec,
    /// The ordinary prizes once a jackpot has reached its cap (10 % and 60 %).
    pub prizes_at_cap: PercentPair,
    /// Held back from a jackpot when it is won, the next jackpot's first endowment (20 %).
    pub held_back: Percent,
    /// Which jackpots the hold-back applies to: the text says «el premio del Bingo
    /// Acumulativo», which rule b uses for both (A-BAC-1). Default `both`.
    #[serde(default)]
    pub held_back_on: HeldBackOn,
    /// Rounding of a deduction and of a jackpot prize.
    pub rounding: Rounding,
    /// Rule on the scale (a jackpot paid on a ball past it).
    pub scale_rule: String,
    /// Rule on the funding.
    pub funding_rule: String,
    /// Rules on the caps.
    pub line_cap_rule: String,
    pub bingo_cap_rule: String,
    /// Rule on the payout base and the 20 % held back.
    pub payout_rule: String,
    /// Rule on the announcement (prizes, jackpots, maximum ball).
    pub announce_rule: String,
    /// Rule on the Libro de Actas, whose balances the `jackpot` lines carry (BG013).
    pub actas_rule: String,
}

#[derive(Clone, Copy, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScaleStep {
    /// The most cards sold for this step; `null` on the last.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub up_to: Option<u32>,
    /// The latest ball for the line jackpot.
    pub line: u16,
    /// The latest ball for the bingo jackpot.
    pub bingo: u16,
}

#[derive(Clone, Copy, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PercentPair {
    pub line: Percent,
    pub bingo: Percent,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CapsSpec {
    /// The line jackpot's cap in pesetas.
    pub line_pesetas: i64,
    /// The bingo jackpot's cap in pesetas.
    pub bingo_pesetas: i64,
    /// Pesetas per euro (`"166.386"`, the fixed conversion rate), for a table in euros.
    pub pesetas_per_euro: Percent,
    /// Rounding of a cap converted to euro cents.
    pub rounding: Rounding,
    /// A jackpot has reached its cap when its balance before the partida's deduction is at
    /// least the cap; the deduction that crosses it is made whole (A-BAC-2: the text sets no
    /// split).
    #[serde(default)]
    pub crossing: CapCrossing,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CapCrossing {
    /// The deduction that crosses the cap is made whole; the next one stops.
    #[default]
    Whole,
    /// The deduction that crosses the cap is cut at it.
    Cut,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum HeldBackOn {
    /// Both jackpots.
    #[default]
    Both,
    /// The bingo jackpot only.
    Bingo,
}

/// An exact decimal (a percentage, a rate), written as a string (`"0.5"`, `"166.386"`) so
/// that YAML never reads it as a float.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Percent(pub Ratio<i64>);

impl Percent {
    /// `12`, `9.5`, `166.386`: up to six decimals, not negative.
    pub fn parse(text: &str) -> Option<Percent> {
        let text = text.trim();
        let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
        if whole.is_empty() || frac.len() > 6 || !whole.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit()) {
            return None;
        }
        if text.ends_with('.') {
            return None;
        }
        let den = 10i64.pow(frac.len() as u32);
        let w: i64 = whole.parse().ok()?;
        let f: i64 = if frac.is_empty() { 0 } else { frac.parse().ok()? };
        Some(Percent(Ratio::new(w.checked_mul(den)?.checked_add(f)?, den)))
    }
}

impl fmt::Display for Percent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (n, d) = (*self.0.numer(), *self.0.denom());
        if d == 1 {
            return write!(f, "{n}");
        }
        // A decimal denominator (the only kind `parse` makes): print its digits.
        let mut places = 0u32;
        let mut scale = 1i64;
        while places < 6 && (scale % d != 0) {
            places += 1;
            scale *= 10;
        }
        let v = n * (scale / d);
        let s = format!("{}.{:0w$}", v / scale, v % scale, w = places as usize);
        f.write_str(s.trim_end_matches('0').trim_end_matches('.'))
    }
}

impl Serialize for Percent {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Percent {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = Percent;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an exact decimal written as a string, such as \"0.5\" or \"166.386\"")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Percent, E> {
                Percent::parse(s).ok_or_else(|| {
                    E::custom(format!(
                        "invalid decimal `{s}`: expected digits with at most six decimals, such as \"0.5\""
                    ))
                })
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Percent, E> {
                i64::try_from(n).map(|n| Percent(Ratio::from_integer(n))).map_err(|_| E::custom("too large"))
            }
        }
        d.deserialize_any(V)
    }
}

impl JsonSchema for Percent {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Percent".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "An exact decimal as a string, such as \"0.5\" or \"166.386\".",
            "type": ["string", "integer"],
            "pattern": "^[0-9]+(\\.[0-9]{1,6})?$"
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percents_are_exact() {
        assert_eq!(Percent::parse("0.5"), Some(Percent(Ratio::new(1, 2))));
        assert_eq!(Percent::parse("166.386"), Some(Percent(Ratio::new(166386, 1000))));
        assert_eq!(Percent::parse("60"), Some(Percent(Ratio::from_integer(60))));
        for bad in ["", ".5", "5.", "-1", "1e3", "0.1234567", "x"] {
            assert_eq!(Percent::parse(bad), None, "{bad}");
        }
        for s in ["0.5", "9.5", "166.386", "60", "57.5"] {
            assert_eq!(Percent::parse(s).map(|p| p.to_string()).as_deref(), Some(s));
        }
    }
}

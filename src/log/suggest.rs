//! "Did you mean": the catalogue word a mistyped or foreign word stands for, and the amount a
//! thousands separator split in two. Computed only for a line that is already wrong, never on
//! the path of a well-formed one.

use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{BetRef, Sp};
use crate::money::Amount;

/// Words of other languages (English above all, some French) and their catalogue words. A
/// translation is suggested only when the table's catalogue has that word.
const FOREIGN: &[(&str, &str)] = &[
    // Roulette, English.
    ("red", "rojo"),
    ("black", "negro"),
    ("even", "par"),
    ("odd", "impar"),
    ("low", "falta"),
    ("high", "pasa"),
    ("straight", "pleno"),
    ("single", "pleno"),
    ("number", "pleno"),
    ("split", "caballo"),
    ("street", "transversal"),
    ("corner", "cuadro"),
    ("square", "cuadro"),
    ("line", "seisena"),
    ("six-line", "seisena"),
    ("sixline", "seisena"),
    ("column", "columna"),
    ("dozen", "docena"),
    ("two-columns", "dos-columnas"),
    ("two-dozens", "dos-docenas"),
    // Roulette, French (the game's own language).
    ("rouge", "rojo"),
    ("noir", "negro"),
    ("pair", "par"),
    ("impair", "impar"),
    ("manque", "falta"),
    ("passe", "pasa"),
    ("plein", "pleno"),
    ("cheval", "caballo"),
    ("transversale", "transversal"),
    ("carre", "cuadro"),
    ("sixain", "seisena"),
    ("colonne", "columna"),
    ("douzaine", "docena"),
    // Boule: its one-number bet is `numero`, what roulette calls a `pleno`.
    ("pleno", "numero"),
    ("plein", "numero"),
    ("straight", "numero"),
    ("single", "numero"),
    ("number", "numero"),
    // Baccarat.
    ("player", "punto"),
    ("banker", "banca"),
    ("bank", "banca"),
    ("tie", "empate"),
    ("draw", "empate"),
    ("egalite", "empate"),
    // Dados (craps): the English names of the line bets, `win` and `dont-win` in the catalogue.
    ("pass", "win"),
    ("pass-line", "win"),
    ("passline", "win"),
    ("dont-pass", "dont-win"),
    ("dontpass", "dont-win"),
    ("dont-pass-line", "dont-win"),
    // Black Jack: the dealer's hand is the `crupier`'s.
    ("dealer", "crupier"),
    ("croupier", "crupier"),
    ("house", "crupier"),
    // Bingo: the jackpots, as the articles name them («premio acumulado» of the line, of the
    // bingo).
    ("bingo-acumulado", "jackpot-bingo"),
    ("acumulado-bingo", "jackpot-bingo"),
    ("bingo-acumulativo", "jackpot-bingo"),
    ("linea-acumulada", "jackpot-line"),
    ("acumulado-linea", "jackpot-line"),
    ("linea", "line"),
    // Monte o banca's suertes (log-format § 18): the singular, Vista Hermosa's full name, and the
    // letters of the cloth's boxes.
    ("carta", "cartas"),
    ("vista", "vis"),
    ("vista-hermosa", "vis"),
    ("vistahermosa", "vis"),
    ("c", "camo"),
    ("a", "anti"),
    ("v", "viudo"),
    ("s", "salto"),
    ("jump", "salto"),
];

/// The word of `known` that `word` most likely stands for: its translation, the same word in
/// lower case or without accents, or the one closest in spelling (at most one edit in four
/// letters, and never the whole word).
pub fn closest<'k>(word: &str, known: &[&'k str]) -> Option<&'k str> {
    let plain = fold(word);
    if let Some(k) = translation(&plain, known) {
        return Some(k);
    }
    if let Some(&k) = known.iter().find(|&&k| k != word && fold(k) == plain) {
        return Some(k);
    }
    let limit = (plain.chars().count() / 4).max(1);
    known
        .iter()
        .map(|&k| (strsim::damerau_levenshtein(&plain, &fold(k)), k))
        .filter(|&(d, k)| d <= limit && d < k.chars().count())
        .min_by_key(|&(d, k)| (d, k))
        .map(|(_, k)| k)
}

/// The translation of `plain` (folded) among `known`: a word may stand for one word at one
/// table and another at the next (`pleno` is roulette's, boule's is `numero`), so the first
/// translation the table knows.
fn translation<'k>(plain: &str, known: &[&'k str]) -> Option<&'k str> {
    FOREIGN.iter().filter(|(from, _)| *from == plain).find_map(|(_, to)| known.iter().find(|&&k| k == *to).copied())
}

/// A kind and its number written as one word (`hard-8`, `pleno17`) where the table knows the
/// kind: the bet as the log writes it, `hard 8`.
fn joined_number(plain: &str, known: &[&str]) -> Option<String> {
    let digits = plain.len() - plain.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (kind, n) = plain.split_at_checked(plain.len() - digits)?;
    let kind = kind.strip_suffix('-').unwrap_or(kind);
    (digits > 0 && !kind.is_empty() && known.contains(&kind)).then(|| format!("{kind} {n}"))
}

/// `: did you mean `rojo`?`, or nothing, in English: [`did_you_mean_text`] is the translatable
/// text.
pub fn did_you_mean(word: &str, known: &[&str]) -> String {
    did_you_mean_text(word, known).en()
}

/// `: did you mean `rojo`?`, or nothing (an empty text, for a message that ends with its
/// hint). When other words are as close as the one found (`punto3` is one letter from `punto1`
/// and from `punto2`), all of them: `` `punto1` or `punto2` ``.
pub fn did_you_mean_text(word: &str, known: &[&str]) -> Text {
    let Some(best) = closest(word, known) else { return Text::verbatim(String::new()) };
    let plain = fold(word);
    let d = strsim::damerau_levenshtein(&plain, &fold(best));
    let mut all: Vec<&str> = known
        .iter()
        .copied()
        .filter(|&k| k == best || (strsim::damerau_levenshtein(&plain, &fold(k)) == d && d < k.chars().count()))
        .collect();
    if translation(&plain, known) == Some(best) || fold(best) == plain {
        // A translation or the same word: no other is as likely.
        all = vec![best];
    }
    did_you_mean_words(&all)
}

/// [`did_you_mean_text`] for a bet kind, which may take a number: `hard-8` or `hard8` is the
/// kind `hard` and its number, `hard 8` (`hard8` is one letter from `hard`, but the number was
/// meant). Not for words that take none: a hand `punto2` is not «punto 2».
pub fn did_you_mean_bet(word: &str, known: &[&str]) -> Text {
    match joined_number(&fold(word), known) {
        Some(bet) => did_you_mean_words(&[&bet]),
        None => did_you_mean_text(word, known),
    }
}

/// `: did you mean `a` or `b`?` for the words given (at least one).
pub fn did_you_mean_words(words: &[&str]) -> Text {
    crate::t!("log-did-you-mean", words = alternatives(words))
}

/// `` `a` ``, `` `a` or `b` ``, `` `a` or `b` or `c` ``: each word quoted, joined as the
/// language joins alternatives.
fn alternatives(words: &[&str]) -> Text {
    match words.split_last() {
        None => Text::verbatim(String::new()),
        Some((last, [])) => Text::code(*last),
        Some((last, first)) => crate::t!("log-or", first = alternatives(first), last = Text::code(*last)),
    }
}

/// Lower case, without accents, `_` and spaces as `-`.
pub fn fold(w: &str) -> String {
    w.chars()
        .map(|c| match c.to_lowercase().next().unwrap_or(c) {
            'á' | 'à' | 'â' => 'a',
            'é' | 'è' | 'ê' => 'e',
            'í' | 'ì' | 'î' => 'i',
            'ó' | 'ò' | 'ô' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            '_' | ' ' => '-',
            c => c,
        })
        .collect()
}

/// The hint every thousands-separator diagnostic ends with (a message id).
pub const NO_THOUSANDS: &str = "log-no-thousands";

/// A stake whose amount a space split in two: `bet s7 rojo 1 000` reads as a bet on «rojo 1»
/// for 000, where the bet kind takes no numbers. Given the bet's numbers (a single number of at
/// most three digits, written right before the amount) and an amount of exactly three whole
/// digits (with or without decimals), this is `1 000`: reported as the format error it is
/// (M001), not as a bet on no combination.
pub fn thousands_split(bet: &BetRef<'_>, amount: &Sp<Amount>) -> Option<Finding> {
    let t = bet.target?;
    let [n] = t.value.as_slice() else { return None };
    let digits = t.loc.len as usize;
    if !(1..=3).contains(&digits) || amount.loc.offset <= t.loc.offset {
        return None;
    }
    let (units, cents) = (amount.value.0 / 100, amount.value.0 % 100);
    // The amount's text, from its length and value: `DDD`, `DDD.D` or `DDD.DD`. A three-byte
    // amount below 10 may be `1.0` rather than `001`: not taken for a group, except zero.
    let decimals = match amount.loc.len {
        3 if cents == 0 && (units >= 10 || units == 0) => "".to_owned(),
        5 if cents % 10 == 0 => format!(".{}", cents / 10),
        6 => format!(".{cents:02}"),
        _ => return None,
    };
    if !(0..1000).contains(&units) {
        return None;
    }
    let written = format!("{n:0digits$} {units:03}{decimals}");
    let meant = format!("{}{units:03}{decimals}", n);
    Some(
        Finding::new(
            "M001",
            Label::new(t.loc.join(amount.loc), crate::t!("log-label-thousands")),
            crate::t!(
                "log-thousands-split",
                written = written.as_str(),
                bet = format!("{} {n:0digits$}", bet.kind.value),
                amount = amount.value,
                meant = meant
            ),
        )
        .expected(Text::new(NO_THOUSANDS))
        .found(Text::code(written)),
    )
}

/// A settlement whose amount a space split in two (`pay s7 rojo 1 000`, on a bet kind that
/// takes no numbers): [`thousands_split`]'s M001, with the bet the line names without the stray
/// group and the amount it meant (`1000`), so that the money is still judged as the line meant
/// it instead of as a settlement of a bet on «rojo 1» that leaves the seat's rojo unsettled.
#[inline]
pub fn thousands_settlement<'a>(bet: &BetRef<'a>, amount: &Sp<Amount>) -> Option<(Finding, BetRef<'a>, Sp<Amount>)> {
    // Asked of every settlement, and nearly none names a number at the card games: answered
    // there without a call (it cost punto y banca about one instruction per byte of log).
    bet.target.as_ref()?;
    split_settlement(bet, amount)
}

#[inline(never)]
fn split_settlement<'a>(bet: &BetRef<'a>, amount: &Sp<Amount>) -> Option<(Finding, BetRef<'a>, Sp<Amount>)> {
    let f = thousands_split(bet, amount)?;
    let t = bet.target?;
    let [n] = t.value.as_slice() else { return None };
    let meant = Amount(i64::from(*n).checked_mul(100_000)?.checked_add(amount.value.0)?);
    Some((f, BetRef { target: None, ..*bet }, Sp { value: meant, loc: t.loc.join(amount.loc) }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn translations_spelling_and_case() {
        let roulette = ["pleno", "caballo", "docena", "dos-docenas", "rojo", "negro", "par", "impar", "falta", "pasa"];
        assert_eq!(closest("red", &roulette), Some("rojo"));
        assert_eq!(closest("Rojo", &roulette), Some("rojo"));
        assert_eq!(closest("rojx", &roulette), Some("rojo"));
        assert_eq!(closest("docenas", &roulette), Some("docena"));
        assert_eq!(closest("dos_docenas", &roulette), Some("dos-docenas"));
        assert_eq!(closest("manque", &roulette), Some("falta"));
        assert_eq!(closest("xyz", &roulette), None);
        assert_eq!(closest("ab", &["rojo"]), None);
        let hands = ["punto", "banca", "empate"];
        assert_eq!(closest("player", &hands), Some("punto"));
        assert_eq!(closest("tie", &hands), Some("empate"));
        assert_eq!(closest("tie", &["punto", "banca"]), None, "only a word the catalogue has");
        assert_eq!(did_you_mean("banka", &hands), ": did you mean `banca`?");
        assert_eq!(did_you_mean("punto3", &["punto1", "punto2", "banca"]), ": did you mean `punto1` or `punto2`?");
        assert_eq!(did_you_mean("player", &["punto", "banca"]), ": did you mean `punto`?");
    }

    #[test]
    fn a_word_of_one_table_at_another() {
        let boule = ["numero", "rojo", "negro", "par", "impar", "falta", "pasa"];
        assert_eq!(closest("pleno", &boule), Some("numero"));
        assert_eq!(closest("straight", &boule), Some("numero"));
        assert_eq!(closest("straight", &["pleno", "caballo"]), Some("pleno"), "roulette's word where it has one");
        assert_eq!(closest("dealer", &["crupier", "mano"]), Some("crupier"));
        assert_eq!(
            did_you_mean("bingo-acumulado", &["line", "bingo", "jackpot-line", "jackpot-bingo"]),
            ": did you mean `jackpot-bingo`?"
        );
    }

    #[test]
    fn a_kind_and_its_number_written_as_one_word() {
        let craps = ["win", "dont-win", "hard", "field"];
        let bet = |w: &str| did_you_mean_bet(w, &craps).en();
        assert_eq!(bet("hard-8"), ": did you mean `hard 8`?");
        assert_eq!(bet("hard8"), ": did you mean `hard 8`?");
        assert_eq!(bet("soft-8"), "", "not a kind of the table");
        assert_eq!(bet("hard-"), ": did you mean `hard`?");
        assert_eq!(did_you_mean("punto2", &["punto", "banca"]), ": did you mean `punto`?", "a hand takes no number");
    }
}

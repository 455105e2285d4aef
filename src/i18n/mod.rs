//! Spanish and English: every user-facing sentence is a [`Text`], a message id of the
//! translation files (`i18n/<lang>/*.ftl`, [Fluent](https://projectfluent.org/) syntax) with its
//! arguments, rendered only when a report is written, in the language the user chose
//! (`--lang`, else the locale: [`Lang::from_env`]).
//!
//! Keeping the id and arguments, not a rendered string, is what lets one process write the same
//! findings in either language, and lets machine formats keep plain numbers (`1234.50`) while a
//! Spanish reader's report writes `1.234,50 €` ([`Locale`]).
//!
//! Plural forms and word order are the translation files' business (Fluent selectors on a
//! number argument); Rust code never concatenates sentence pieces. `tests/i18n.rs` fails if an
//! id is missing in either language or defined and never used.

mod bundle;
pub use bundle::message_ids;
pub mod markup;
pub use markup::Marked;
pub mod numbers;
mod system;
pub use system::io_error;

use std::cell::Cell;
use std::fmt;

use serde::{Serialize, Serializer};

use crate::money::Amount;

/// The language of a report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// The language the environment asks for, as POSIX orders it: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides; `es` or `es_*` gives Spanish,
    /// anything else (or nothing) English.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .map_or(Lang::En, |v| Lang::from_locale(&v))
    }

    /// `es`, `es_ES.UTF-8`, `es-AR`, `es_ES@euro`: Spanish; anything else English.
    pub fn from_locale(locale: &str) -> Lang {
        let lang = locale.split(['_', '-', '.', '@']).next().unwrap_or("");
        if lang.eq_ignore_ascii_case("es") { Lang::Es } else { Lang::En }
    }

    /// The ISO 639-1 code: `en`, `es` (the translation folder's name, and `--lang`'s value).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }
}

/// The currency a report's amounts are in, when the table header names it (`currency=EUR`):
/// a Spanish reader's amounts carry its sign.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Currency {
    /// Not known (no header, or no `currency=`): amounts are written without a sign.
    #[default]
    Unknown,
    /// An ISO 4217 code; `EUR` is written `€`.
    Code([u8; 3]),
}

impl Currency {
    /// From a header's `currency=` value; [`Currency::Unknown`] for anything not three letters.
    pub fn from_code(code: &str) -> Currency {
        match code.as_bytes() {
            &[a, b, c] if [a, b, c].iter().all(u8::is_ascii_alphabetic) => {
                Currency::Code([a.to_ascii_uppercase(), b.to_ascii_uppercase(), c.to_ascii_uppercase()])
            }
            _ => Currency::Unknown,
        }
    }
}

/// How a text is written: in which language, and whether numbers take the reader's local form
/// (a human report) or stay plain, as the machine formats need (JSON, SARIF, JUnit, …).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Locale {
    pub lang: Lang,
    /// Amounts and figures as a reader of `lang` writes them (`1.234,50 €` in Spanish); when
    /// false, as the log writes them (`1234.50`), whatever the language.
    pub local_numbers: bool,
    pub currency: Currency,
}

impl Locale {
    /// A human report in `lang`.
    pub fn human(lang: Lang) -> Locale {
        Locale { lang, local_numbers: true, currency: Currency::Unknown }
    }

    /// A machine format's text in `lang`: words translated, numbers plain.
    pub fn machine(lang: Lang) -> Locale {
        Locale { lang, local_numbers: false, currency: Currency::Unknown }
    }

    /// The same, with a table's currency.
    pub fn with_currency(self, currency: Currency) -> Locale {
        Locale { currency, ..self }
    }
}

/// One user-facing text: a message of the translation files with its arguments, or a value
/// shown as it is (an amount, a count, a token quoted from the log).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text(Repr);

#[derive(Clone, Debug, PartialEq, Eq)]
enum Repr {
    Message {
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    },
    Value(Arg),
    /// An English sentence written in Rust code, not yet moved to the translation files. It is
    /// shown as it is in both languages; `tests/i18n.rs` fails when a check still makes one.
    Untranslated(String),
}

/// An argument of a message (a Fluent variable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Shown as it is in every language: a token from the log, a catalogue id or name.
    Verbatim(String),
    /// A log word or line, shown as it is and as code (between backticks in the translation
    /// files' markup: see [`markup`]).
    Code(String),
    /// A count or other integer: plural selectors match on it.
    Int(i64),
    /// Money, written as the locale writes amounts.
    Money(Amount),
    /// A text of its own, rendered in the same locale (a translated phrase inside a sentence).
    Text(Box<Text>),
    /// A name given in each language by data rather than by the translation files (a game's
    /// name from its catalogue): the Spanish one in Spanish, else the English one.
    ByLang { en: String, es: String },
}

impl Text {
    /// Message `id` of the translation files, without arguments yet (see [`Text::arg`] and the
    /// [`t!`](crate::t) macro).
    pub fn new(id: &'static str) -> Text {
        Text(Repr::Message { id, args: Vec::new() })
    }

    /// A value shown as it is, in every language (a log token, a catalogue name).
    pub fn verbatim(s: impl Into<String>) -> Text {
        Text(Repr::Value(Arg::Verbatim(s.into())))
    }

    /// A log word or line as the log writes it, shown as code (see [`Arg::Code`]).
    pub fn code(s: impl Into<String>) -> Text {
        Text(Repr::Value(Arg::Code(s.into())))
    }

    /// An expected or found value that is a line of the log (or a run of lines), written as the
    /// log writes it: labelled so (`log line: …`), as code, so that its amounts in the log's form
    /// are not read as the report's.
    pub fn log_line(s: impl Into<String>) -> Text {
        crate::t!("report-log-line", line = Text::code(s))
    }

    /// Several log lines, as [`Text::log_line`] (`log lines: …`).
    pub fn log_lines(s: impl Into<String>) -> Text {
        crate::t!("report-log-lines", lines = Text::code(s))
    }

    /// A name given by data in both languages (see [`Arg::ByLang`]).
    pub fn by_lang(en: impl Into<String>, es: impl Into<String>) -> Text {
        Text(Repr::Value(Arg::ByLang { en: en.into(), es: es.into() }))
    }

    /// Adds argument `$name` to a message (no effect on a value).
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        if let Repr::Message { args, .. } = &mut self.0 {
            args.push((name, value.into()));
        }
        self
    }

    /// The message id, for a message.
    pub fn id(&self) -> Option<&'static str> {
        match &self.0 {
            Repr::Message { id, .. } => Some(id),
            _ => None,
        }
    }

    /// Whether this text, and every text inside it, comes from the translation files or is a
    /// value; false if any part is an English sentence still written in Rust code.
    pub fn is_translated(&self) -> bool {
        match &self.0 {
            Repr::Message { args, .. } => args.iter().all(|(_, a)| match a {
                Arg::Text(t) => t.is_translated(),
                _ => true,
            }),
            Repr::Value(Arg::Text(t)) => t.is_translated(),
            Repr::Value(_) => true,
            Repr::Untranslated(_) => false,
        }
    }

    /// The text in `locale`, its log words still between backticks, as the translation files
    /// write them (tests, and the CLI's own messages). Reports write [`Text::marked`].
    pub fn render(&self, locale: Locale) -> String {
        self.render_in(locale, false)
    }

    /// The text in `locale`, read for its log words: each report renders them its way (see
    /// [`markup`]). The arguments' own backticks are kept apart from the messages' markup.
    pub fn marked(&self, locale: Locale) -> Marked {
        Marked(self.render_in(locale, true))
    }

    /// `marked`: an argument's backticks written as [`markup::DATA_TICK`].
    fn render_in(&self, locale: Locale, marked: bool) -> String {
        match &self.0 {
            Repr::Message { id, args } => bundle::format(locale, id, args, marked),
            Repr::Value(v) => render_arg(v, locale, marked),
            Repr::Untranslated(s) => s.clone(),
        }
    }

    /// The text in English with plain numbers: what tests compare and what the English machine
    /// formats write.
    pub fn en(&self) -> String {
        self.render(Locale::machine(Lang::En))
    }
}

/// Message `id`, without arguments, as `lang` defines it; `None` when `lang` does not. For
/// messages whose id is built at run time from names (a command's help: `cli-help-check-jobs`);
/// every other text is a [`Text`].
pub fn message(lang: Lang, id: &str) -> Option<String> {
    bundle::lookup(lang, id)
}

/// An argument as a string in `locale` (messages pass it to Fluent as a string, numbers aside);
/// when `marked`, the backticks of data written as [`markup::DATA_TICK`].
fn render_arg(arg: &Arg, locale: Locale, marked: bool) -> String {
    let data = |s: &str| if marked { s.replace('`', "\u{E000}") } else { s.to_owned() };
    match arg {
        Arg::Verbatim(s) => data(s),
        Arg::Code(s) => format!("`{}`", data(s)),
        Arg::Int(n) => n.to_string(),
        Arg::Money(a) => numbers::amount(*a, locale),
        Arg::Text(t) => t.render_in(locale, marked),
        Arg::ByLang { en, es } => match locale.lang {
            Lang::Es => data(es),
            _ => data(en),
        },
    }
}

/// `Display` writes English with plain numbers, as [`Text::en`]: for debugging and for the
/// places that have no locale (panics, test failures). Reports call [`Text::render`].
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en())
    }
}

thread_local! {
    /// How a [`Text`] serialises on this thread (see [`serialized_in`]).
    static SERIALIZED: Cell<Locale> = Cell::new(Locale::machine(Lang::En));
}

/// Runs `f` with every [`Text`] it serialises written in `locale`: the prose a JSON document
/// carries inside its structures (a study's `detail`) in the report's language. Outside it, a
/// text serialises as English with plain numbers.
pub fn serialized_in<T>(locale: Locale, f: impl FnOnce() -> T) -> T {
    struct Restore(Locale);
    impl Drop for Restore {
        fn drop(&mut self) {
            SERIALIZED.set(self.0);
        }
    }
    let _restore = Restore(SERIALIZED.replace(locale));
    f()
}

/// Serialised as its text in the locale [`serialized_in`] sets, English with plain numbers
/// by default (the findings' texts are rendered by the JSON and SARIF writers themselves),
/// its log words without backticks: a JSON string is read as plain text.
impl Serialize for Text {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.marked(SERIALIZED.get()).plain())
    }
}

/// A text equals a string when its English rendering does (tests compare findings this way).
impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.en() == *other
    }
}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.en() == other
    }
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text(Repr::Untranslated(s))
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text(Repr::Untranslated(s.to_owned()))
    }
}

impl From<&String> for Text {
    fn from(s: &String) -> Text {
        Text(Repr::Untranslated(s.clone()))
    }
}

impl From<Amount> for Text {
    fn from(a: Amount) -> Text {
        Text(Repr::Value(Arg::Money(a)))
    }
}

macro_rules! int_conversions {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
        impl From<$t> for Text {
            fn from(n: $t) -> Text {
                Text(Repr::Value(Arg::from(n)))
            }
        }
    )*};
}
int_conversions!(i32, i64, u8, u16, u32, u64, usize);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Verbatim(s.to_owned())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Verbatim(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Verbatim(s.clone())
    }
}

impl From<Amount> for Arg {
    fn from(a: Amount) -> Arg {
        Arg::Money(a)
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(Box::new(t))
    }
}

/// A [`Text`]: message id, then its arguments by name.
///
/// ```
/// use veedor::{i18n::{Lang, Locale}, money::Amount, t};
/// let text = t!("test-bets-over-maximum", count = 2, max = Amount(123450));
/// assert_eq!(text.render(Locale::human(Lang::Es)), "2 apuestas por encima del máximo de 1.234,50");
/// assert_eq!(text.en(), "2 bets over the maximum of 1234.50");
/// ```
#[macro_export]
macro_rules! t {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Text::new($id)$(.arg(stringify!($name), $value))*
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locale_decides_the_language() {
        for (locale, lang) in [
            ("es_ES.UTF-8", Lang::Es),
            ("es", Lang::Es),
            ("es-AR", Lang::Es),
            ("ES_es", Lang::Es),
            ("en_GB.UTF-8", Lang::En),
            ("C", Lang::En),
            ("POSIX", Lang::En),
            ("", Lang::En),
            ("esperanto", Lang::En),
            ("ca_ES.UTF-8", Lang::En),
        ] {
            assert_eq!(Lang::from_locale(locale), lang, "{locale}");
        }
    }

    #[test]
    fn plurals_follow_each_language() {
        for (n, en, es) in [
            (1, "1 bet over the maximum of 5.00", "1 apuesta por encima del máximo de 5,00"),
            (3, "3 bets over the maximum of 5.00", "3 apuestas por encima del máximo de 5,00"),
        ] {
            let text = crate::t!("test-bets-over-maximum", count = n, max = Amount(500));
            assert_eq!(text.en(), en);
            assert_eq!(text.render(Locale::human(Lang::Es)), es);
        }
    }

    #[test]
    fn machine_formats_keep_plain_numbers_in_spanish() {
        let text = crate::t!("test-bets-over-maximum", count = 2, max = Amount(123450));
        assert_eq!(text.render(Locale::machine(Lang::Es)), "2 apuestas por encima del máximo de 1234.50");
        let euro = Locale::human(Lang::Es).with_currency(Currency::from_code("EUR"));
        assert_eq!(text.render(euro), "2 apuestas por encima del máximo de 1.234,50 €");
    }

    #[test]
    fn a_missing_message_shows_its_id_and_never_panics() {
        // Spelt with `concat!` so that the test of the translation files does not count it.
        let text = Text::new(concat!("no-such-", "message")).arg("x", 1);
        assert_eq!(text.render(Locale::human(Lang::Es)), "no-such-message");
    }

    #[test]
    fn a_text_serialises_in_the_locale_asked_for_then_in_english_again() {
        let text = crate::t!("test-bets-over-maximum", count = 2, max = Amount(123450));
        let json = |t: &Text| serde_json::to_string(t).unwrap_or_default();
        assert_eq!(json(&text), "\"2 bets over the maximum of 1234.50\"");
        let es = serialized_in(Locale::machine(Lang::Es), || json(&text));
        assert_eq!(es, "\"2 apuestas por encima del máximo de 1234.50\"");
        assert_eq!(json(&text), "\"2 bets over the maximum of 1234.50\"");
    }

    #[test]
    fn untranslated_text_is_detected_inside_arguments() {
        assert!(crate::t!("test-bets-over-maximum", count = 1, max = Amount(1)).is_translated());
        assert!(!Text::from("an English sentence").is_translated());
        let nested = Text::new("test-bets-over-maximum").arg("max", Text::from("x"));
        assert!(!nested.is_translated());
        assert!(Text::verbatim("pleno").is_translated());
    }
}

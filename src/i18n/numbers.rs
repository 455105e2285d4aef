//! Numbers as a reader of each language writes them.

use super::{Currency, Lang, Locale};
use crate::money::Amount;

/// An amount in `locale`: plain (`-1234.50`, the log's own form, as [`Amount`]'s `Display`)
/// unless the locale asks for local numbers; in Spanish then `-1.234,50`, followed by the
/// currency's sign when the table's currency is known (`1.234,50 €`, `12,00 USD`).
///
/// Pesetas (`ESP`, Murcia's 1996 articles) are written as a Spanish document of the time wrote
/// them: whole pesetas without decimals and the word spelled out (`7.000 pesetas`,
/// `1 peseta`); céntimos, which no table used, keep their decimals (`0,50 pesetas`).
pub fn amount(a: Amount, locale: Locale) -> String {
    if !locale.local_numbers || locale.lang == Lang::En {
        return a.to_string();
    }
    let minor = a.minor();
    let units = minor.unsigned_abs() / 100;
    let cents = minor.unsigned_abs() % 100;
    let mut out = String::new();
    if minor < 0 {
        out.push('-');
    }
    out.push_str(&grouped(units, '.'));
    if let Currency::Code(code) = locale.currency
        && &code == b"ESP"
    {
        if cents != 0 {
            out.push_str(&format!(",{cents:02}"));
        }
        out.push_str(if minor.unsigned_abs() == 100 { " peseta" } else { " pesetas" });
        return out;
    }
    out.push_str(&format!(",{cents:02}"));
    match locale.currency {
        Currency::Unknown => {}
        Currency::Code(code) if &code == b"EUR" => out.push_str(" €"),
        Currency::Code(code) => {
            out.push(' ');
            out.extend(code.iter().map(|&b| char::from(b)));
        }
    }
    out
}

/// A ratio of two integers as a percentage with `decimals` places, as `lang` writes it
/// (`1.3514 %` / `1,3514 %`); for statistics shown to a reader, never for money.
pub fn percent(numer: i128, denom: i128, decimals: u32, locale: Locale) -> String {
    let scale = 10i128.pow(decimals);
    let (n, d) = (numer.unsigned_abs(), denom.unsigned_abs());
    // Half away from zero, on the magnitude; the sign is put back in front.
    let value = if d == 0 { 0 } else { (n * 100 * scale.unsigned_abs() * 2 + d) / (2 * d) };
    let sign = if value != 0 && (numer < 0) != (denom < 0) { "-" } else { "" };
    let scale = scale.unsigned_abs();
    let (whole, frac) = (value / scale, value % scale);
    let point = if locale.local_numbers && locale.lang == Lang::Es { ',' } else { '.' };
    if decimals == 0 {
        format!("{sign}{whole} %")
    } else {
        format!("{sign}{whole}{point}{frac:0width$} %", width = decimals as usize)
    }
}

/// `1234567` as `1.234.567` (with `sep`).
fn grouped(n: u64, sep: char) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(sep);
        }
        out.push(d);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn es() -> Locale {
        Locale::human(Lang::Es)
    }

    #[test]
    fn spanish_amounts_group_thousands_and_use_a_decimal_comma() {
        for (minor, text) in [
            (0, "0,00"),
            (5, "0,05"),
            (123450, "1.234,50"),
            (100_000_000, "1.000.000,00"),
            (-123450, "-1.234,50"),
            (99999, "999,99"),
        ] {
            assert_eq!(amount(Amount(minor), es()), text);
        }
        assert_eq!(amount(Amount(i64::MIN), es()), "-92.233.720.368.547.758,08");
    }

    #[test]
    fn english_and_machine_amounts_stay_as_the_log_writes_them() {
        assert_eq!(amount(Amount(123450), Locale::human(Lang::En)), "1234.50");
        assert_eq!(amount(Amount(123450), Locale::machine(Lang::Es)), "1234.50");
    }

    #[test]
    fn the_currency_sign_follows_a_spanish_amount() {
        let eur = es().with_currency(Currency::from_code("EUR"));
        assert_eq!(amount(Amount(1250), eur), "12,50 €");
        let usd = es().with_currency(Currency::from_code("usd"));
        assert_eq!(amount(Amount(1250), usd), "12,50 USD");
        assert_eq!(Currency::from_code("EURO"), Currency::Unknown);
    }

    #[test]
    fn pesetas_are_written_whole_with_the_word() {
        let esp = es().with_currency(Currency::from_code("ESP"));
        assert_eq!(amount(Amount(700_000), esp), "7.000 pesetas");
        assert_eq!(amount(Amount(100), esp), "1 peseta");
        assert_eq!(amount(Amount(-100), esp), "-1 peseta");
        assert_eq!(amount(Amount(50), esp), "0,50 pesetas");
        assert_eq!(
            amount(Amount(700_000), Locale::human(Lang::En).with_currency(Currency::from_code("ESP"))),
            "7000.00"
        );
    }

    #[test]
    fn percentages_round_half_up_in_each_language() {
        assert_eq!(percent(1, 74, 4, es()), "1,3514 %");
        assert_eq!(percent(1, 37, 4, Locale::human(Lang::En)), "2.7027 %");
        assert_eq!(percent(-1, 37, 2, es()), "-2,70 %");
        assert_eq!(percent(1, 2, 0, es()), "50 %");
        assert_eq!(percent(1, 0, 2, es()), "0,00 %");
    }
}

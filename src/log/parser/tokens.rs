//! The token checks of the full parser: each reads one token and, when it is wrong, says what
//! is wrong and what was expected.

use super::*;

/// Skips blanks and returns the next token, or `None` (and the input unchanged) at the end of
/// the event: the end of the line or a `#` comment.
///
/// Scans bytes (every separator is ASCII, so the cuts fall on character boundaries).
pub(super) fn next_token(i: &str) -> (&str, Option<&str>) {
    let bytes = i.as_bytes();
    let Ok((after, _)) = space0::<_, ()>(bytes) else {
        return (i, None);
    };
    let Ok((rest, _)) = take_till1::<_, _, ()>(is_separator).parse(after) else {
        return (i, None);
    };
    let start = bytes.len() - after.len();
    let end = bytes.len() - rest.len();
    match (i.get(start..end), i.get(end..)) {
        (Some(token), Some(rest)) => (rest, Some(token)),
        _ => (i, None),
    }
}

/// The part of `t` that `part`, a subslice of `t`'s bytes cut at ASCII bytes, covers.
pub(super) fn sub<'a>(t: &'a str, part: &[u8]) -> &'a str {
    let start = (part.as_ptr() as usize).wrapping_sub(t.as_ptr() as usize);
    t.get(start..start.saturating_add(part.len())).unwrap_or(t)
}

/// The next token, which must be there.
/// Nothing but blanks or a comment may follow an event's last token.
pub(super) fn end_of_event<'a>(rest: &'a str, keyword: &str) -> Result<(), Stop<'a>> {
    match next_token(rest) {
        (_, None) => Ok(()),
        (_, Some(extra)) => Err(Fail::stop(
            extra,
            t!("log-unexpected-after-event", token = shown(extra), keyword = keyword),
            EXPECT_END,
        )),
    }
}

pub(super) fn required<'a>(i: &'a str, missing: impl FnOnce() -> Text, expected: &'static str) -> PResult<'a, &'a str> {
    match next_token(i) {
        (rest, Some(t)) => Ok((rest, t)),
        (_, None) => Err(Fail::stop(&i[..0], missing(), expected)),
    }
}

/// A token for messages: control characters escaped, at most 40 characters.
pub(super) fn shown(t: &str) -> String {
    const MAX: usize = 40;
    if t.len() <= MAX && !t.chars().any(char::is_control) {
        return t.to_owned();
    }
    let mut s = String::new();
    for (n, c) in t.chars().enumerate() {
        if n == MAX {
            s.push('…');
            break;
        }
        if c.is_control() {
            s.extend(c.escape_default());
        } else {
            s.push(c);
        }
    }
    s
}

/// A character for messages: `` `!` ``, `` `é` (U+00E9) ``, or `U+00A0` for what cannot be seen.
pub(super) fn char_name(c: char) -> Text {
    if c.is_whitespace() || c.is_control() || c == '`' || matches!(c, '\u{200b}'..='\u{200f}' | '\u{feff}') {
        Text::verbatim(format!("U+{:04X}", u32::from(c)))
    } else if c.is_ascii() {
        Text::code(c.to_string())
    } else {
        crate::t!("log-char-code-point", char = Text::code(c.to_string()), code = format!("U+{:04X}", u32::from(c)))
    }
}

/// `: senses are lower-case` style hint when the token is a keyword in the wrong case.
pub(super) fn case_hint(t: &str) -> Text {
    let lower = t.to_ascii_lowercase();
    if lower != t && matches!(lower.as_str(), "cw" | "ccw" | "half" | "prison") {
        t!("log-hint-lower-case", word = lower)
    } else {
        no_hint()
    }
}

/// The hint a message ends with when there is none to give (messages end with `{ $hint }`).
pub(super) fn no_hint() -> Text {
    Text::verbatim(String::new())
}

/// A whole token that is an unsigned number no larger than `max`.
/// `what` is the message id of what the token is (a `WHAT_*`).
pub(super) fn whole<'a>(t: &'a str, what: &'static str, max: u64, expected: &'static str) -> Result<u64, Stop<'a>> {
    match all_consuming(unsigned).parse(t.as_bytes()) {
        Ok((_, (_, Some(v)))) if v <= max => Ok(v),
        Ok(_) => Err(Fail::stop(
            t,
            // The maximum as written (a `u64` may not fit Fluent's integers).
            t!("log-too-large", token = shown(t), what = Text::new(what), max = max.to_string()),
            expected,
        )),
        Err(_) => {
            let hint = if t.starts_with('-') {
                t!("log-hint-negative")
            } else if t.starts_with('+') {
                t!("log-hint-no-sign")
            } else if t.contains(['.', ',']) {
                t!("log-hint-whole")
            } else {
                no_hint()
            };
            Err(Fail::stop(t, t!("log-not-a", token = shown(t), what = Text::new(what), hint = hint), expected))
        }
    }
}

/// The value of a `spin` option, which must not be empty.
pub(super) fn option_value<'a>(t: &'a str, v: &'a str) -> Result<&'a str, Stop<'a>> {
    if v.is_empty() {
        return Err(Fail::stop(t, t!("log-no-value", token = shown(t)), EXPECT_SPIN_OPTION));
    }
    Ok(v)
}

pub(super) fn twice<'a>(t: &'a str, option: &str) -> Stop<'a> {
    Fail::stop(t, t!("log-spin-option-twice", option = option), EXPECT_OPTION_ONCE)
}

/// `n(-n)*`, one to six numbers.
pub(super) fn numbers(t: &str) -> Result<Numbers, Stop<'_>> {
    let mut items = [0u16; Numbers::MAX];
    let mut count = 0usize;
    let mut rest = t.as_bytes();
    loop {
        let Ok((r, digits)) = digit1::<_, ()>(rest) else {
            return Err(bad_numbers(t));
        };
        let v = digits.iter().fold(0u32, |acc, &b| acc.saturating_mul(10).saturating_add(u32::from(b - b'0')));
        let Ok(v) = u16::try_from(v) else {
            let digits = sub(t, digits);
            return Err(Fail::stop(
                digits,
                t!("log-bet-number-too-large", token = shown(digits), max = u16::MAX.to_string()),
                EXPECT_NUMBERS,
            ));
        };
        if let Some(slot) = items.get_mut(count) {
            *slot = v;
        }
        count += 1;
        match r.split_first() {
            None => break,
            Some((b'-', r)) => rest = r,
            Some(_) => return Err(bad_numbers(t)),
        }
    }
    items.get(..count).and_then(Numbers::from_slice).ok_or_else(|| {
        Fail::stop(t, t!("log-too-many-numbers", token = shown(t), count = count, max = Numbers::MAX), EXPECT_NUMBERS)
    })
}

pub(super) fn bad_numbers(t: &str) -> Stop<'_> {
    let hint = if t.contains([',', '/', '.', '+', '_', ':', ';']) {
        t!("log-hint-join-dash")
    } else if t.ends_with('-') || t.contains("--") {
        t!("log-hint-number-missing")
    } else {
        no_hint()
    };
    Fail::stop(t, t!("log-not-numbers", token = shown(t), hint = hint), EXPECT_NUMBERS)
}

/// `bank 1 000`: after an event's closing amount `amount`, digit groups that make it an amount
/// written with a thousands separator (a first group of one to three digits, then groups of
/// three, the last with its decimals if any). Anything else after the amount is left to
/// [`end_of_event`].
pub(super) fn after_amount<'a>(rest: &'a str, keyword: &str, amount: &'a str) -> Result<(), Stop<'a>> {
    let digits =
        |t: &str, n: std::ops::RangeInclusive<usize>| n.contains(&t.len()) && t.bytes().all(|b| b.is_ascii_digit());
    // Nothing follows the amount on a well-formed line: answered without building the list.
    if !digits(amount, 1..=3) || next_token(rest).1.is_none() {
        return Ok(());
    }
    let mut groups = vec![amount];
    let mut i = rest;
    while let (next, Some(t)) = next_token(i) {
        groups.push(t);
        i = next;
    }
    let Some((&last, middle)) = groups[1..].split_last() else { return Ok(()) };
    let whole = last.split_once('.').map_or(last, |(w, _)| w);
    if !(middle.iter().all(|g| digits(g, 3..=3)) && digits(whole, 3..=3) && Amount::parse(last).is_some()) {
        return Ok(());
    }
    let first = groups[1];
    Err(Fail::stop_text(
        first,
        t!(
            "log-thousands-after-amount",
            token = shown(first),
            keyword = keyword,
            first = shown(amount),
            amount = groups.join(" ")
        ),
        t!("log-expect-no-thousands-here", meant = groups.concat()),
    ))
}

/// `1.000`, `1,000`, `12.500,50`, `1'000`: digits in groups of three after a first group of one
/// to three, joined by `.`, `,` or `'`, with decimals after another mark if any. The amount meant,
/// in the log's form, when it is one.
pub(super) fn thousands_amount(t: &str) -> Option<String> {
    let parts: Vec<&str> = t.split(['.', ',', '\'']).collect();
    if parts.len() < 2 || parts.iter().any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit())) {
        return None;
    }
    let (whole, cents) = match parts.last() {
        // A last part of one or two digits after at least one group is the decimals.
        Some(d) if d.len() <= 2 && parts.len() >= 3 => (&parts[..parts.len() - 1], Some(*d)),
        _ => (&parts[..], None),
    };
    let grouped = whole.len() >= 2 && (1..=3).contains(&whole[0].len()) && whole[1..].iter().all(|g| g.len() == 3);
    // The marks between the groups are all the same one.
    let marks: Vec<char> = t.chars().filter(|c| matches!(c, '.' | ',' | '\'')).collect();
    let same = marks[..whole.len() - 1].windows(2).all(|w| w[0] == w[1]);
    if !grouped || !same {
        return None;
    }
    let units: String = whole.concat();
    Some(match cents {
        Some(c) => format!("{units}.{c}"),
        None => units,
    })
}

/// The amount a Spanish decimal comma meant (`12,50`: `12.50`): digits, one comma, one or two
/// digits. `1,500` is not one (three digits after the comma: a thousands separator, which
/// [`thousands_amount`] reads).
fn decimal_comma(t: &str) -> Option<String> {
    let (whole, cents) = t.split_once(',')?;
    let digits = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
    (digits(whole) && digits(cents) && cents.len() <= 2).then(|| format!("{whole}.{cents}"))
}

/// Why a token is not an amount, in one sentence (also for the table header's amounts), in
/// English: [`amount_problem_text`] is the translatable text.
pub fn amount_problem(t: &str) -> String {
    amount_problem_text(t).en()
}

/// Why a token is not an amount, in one sentence (also for the table header's amounts).
pub fn amount_problem_text(t: &str) -> Text {
    let s = shown(t);
    if let Some(meant) = decimal_comma(t) {
        return t!("log-amount-decimal-comma", token = s, meant = meant);
    }
    if let Some(meant) = thousands_amount(t) {
        return t!("log-amount-thousands", token = s, meant = meant);
    }
    let plain = all_consuming(recognize((digit1::<_, ()>, opt((char('.'), digit1))))).parse(t).is_ok();
    if plain {
        if t.split_once('.').is_some_and(|(_, f)| f.len() > 2) {
            t!("log-amount-decimals", token = s)
        } else {
            t!("log-amount-too-large", token = s)
        }
    } else if t.starts_with('-') {
        t!("log-amount-negative", token = s)
    } else if t.starts_with('+') {
        t!("log-amount-sign", token = s)
    } else if is_exponent(t) {
        t!("log-amount-exponent", token = s)
    } else if has_currency(t) {
        t!("log-amount-currency", token = s)
    } else if t.contains(',') {
        t!("log-amount-comma", token = s)
    } else if t.starts_with('.') {
        t!("log-amount-leading-point", token = s)
    } else if t.ends_with('.') {
        t!("log-amount-trailing-point", token = s)
    } else if t.matches('.').count() > 1 {
        t!("log-amount-points", token = s)
    } else if t.contains('_') || t.contains('\'') {
        t!("log-amount-digit-separator", token = s)
    } else {
        t!("log-amount-not", token = s)
    }
}

/// `1e3`, `2.5E+2`.
pub(super) fn is_exponent(t: &str) -> bool {
    let Some((mantissa, exp)) = t.split_once(['e', 'E']) else {
        return false;
    };
    let exp = exp.strip_prefix(['+', '-']).unwrap_or(exp);
    mantissa.starts_with(|c: char| c.is_ascii_digit())
        && mantissa.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && !exp.is_empty()
        && exp.bytes().all(|b| b.is_ascii_digit())
}

/// `10€`, `EUR10`, `10eur`.
pub(super) fn has_currency(t: &str) -> bool {
    let letters = t.trim_matches(|c: char| c.is_ascii_digit() || matches!(c, '.' | ','));
    t.contains(['€', '$', '£'])
        || (letters.len() < t.len() && !letters.is_empty() && letters.chars().all(char::is_alphabetic))
}

pub(super) fn check_ident<'a>(t: &'a str, what: &'static str, expected: &'static str) -> Result<(), Stop<'a>> {
    if is_ident(t.as_bytes()) {
        return Ok(());
    }
    let why = match t.chars().next() {
        Some(c) if !c.is_ascii_alphanumeric() => t!("log-why-start-alnum", char = char_name(c)),
        _ => match t.chars().find(|&c| !is_ident_char(c)) {
            Some(c) => t!("log-why-not-allowed", char = char_name(c)),
            None => t!("log-why-empty"),
        },
    };
    Err(Fail::stop(t, t!("log-not-a-because", token = shown(t), what = Text::new(what), why = why), expected))
}

pub(super) fn check_word<'a>(
    t: &'a str,
    what: &'static str,
    expected: &'static str,
    underscore: bool,
) -> Result<(), Stop<'a>> {
    if lower_word(t.as_bytes(), underscore).is_ok_and(|(rest, _)| rest.is_empty()) {
        return Ok(());
    }
    let why = if t.chars().any(|c| c.is_ascii_uppercase()) {
        t!("log-why-lower-case", word = shown(&t.to_ascii_lowercase()))
    } else {
        match t.chars().next() {
            Some(c) if c.is_ascii_digit() => t!("log-why-start-letter"),
            Some(c) if !c.is_ascii_lowercase() => t!("log-why-start-letter-not", char = char_name(c)),
            _ => match t.chars().find(|&c| !is_word_char(c, underscore)) {
                // `dont_win`: the words are joined with `-` (`dont-win`), as every catalogue's.
                Some('_') if lower_word(t.replace('_', "-").as_bytes(), false).is_ok_and(|(r, _)| r.is_empty()) => {
                    t!(
                        "log-why-not-allowed-meant",
                        char = char_name('_'),
                        hint = crate::log::suggest::did_you_mean_words(&[&t.replace('_', "-")])
                    )
                }
                Some(c) => t!("log-why-not-allowed", char = char_name(c)),
                None => t!("log-why-empty"),
            },
        }
    };
    Err(Fail::stop(t, t!("log-not-a-because", token = shown(t), what = Text::new(what), why = why), expected))
}

pub(super) fn unknown_keyword(t: &str) -> Stop<'_> {
    let lower = t.to_ascii_lowercase();
    let hint = if keywords().any(|k| k == lower) {
        t!("log-hint-keyword-case", word = lower)
    } else if matches!(t, "open" | "close") {
        crate::log::suggest::did_you_mean_words(&[&format!("session {t}")])
    } else if PASO.contains(&plain_word(&lower).as_str()) {
        t!("log-hint-paso")
    } else if let synonyms = keyword_synonyms(&lower)
        && !synonyms.is_empty()
    {
        crate::log::suggest::did_you_mean_words(&synonyms)
    } else if let Some(k) = keywords().find(|k| close_to(&lower, k)) {
        crate::log::suggest::did_you_mean_words(&[k])
    } else if t.contains('=') {
        t!("log-hint-param-line")
    } else if let Some(c) = t.chars().find(|c| c.is_whitespace() || matches!(c, '\u{200b}'..='\u{200d}' | '\u{feff}')) {
        t!("log-hint-contains-blank", char = char_name(c))
    } else {
        no_hint()
    };
    Fail::stop(t, t!("log-not-keyword", token = shown(t), hint = hint), EXPECT_KEYWORD)
}

/// The keyword a word of the articles stands for: the treinta y cuarenta article's «carta roja»
/// and the baccarat family's «carta de detención» are what the log writes `cutcard` (a spelling
/// no edit distance reaches).
fn keyword_synonyms(lower: &str) -> Vec<&'static str> {
    // Other names of a keyword, and the Spanish words an inspector or a croupier writes for
    // one: `apuesta` is a `bet`. A Spanish word that is one keyword at one game and another at
    // the next (`bola`: roulette's `spin`, bingo's `ball`) gives both.
    const SYNONYMS: &[(&str, &str)] = &[
        ("cartaroja", "cutcard"),
        ("carta-roja", "cutcard"),
        ("carta_roja", "cutcard"),
        ("redcard", "cutcard"),
        ("red-card", "cutcard"),
        ("red_card", "cutcard"),
        ("stopcard", "cutcard"),
        ("stop-card", "cutcard"),
        ("stop_card", "cutcard"),
        ("cut-card", "cutcard"),
        ("cut_card", "cutcard"),
        ("apuesta", "bet"),
        ("apuestas", "bet"),
        // «apuesto» is a `bet` at the tables whose players stake on the cloth, and the opening
        // bet of a betting interval, a `raise`, at póquer de círculo.
        ("apostar", "bet"),
        ("apostar", "raise"),
        ("apuesto", "bet"),
        ("apuesto", "raise"),
        ("pago", "pay"),
        ("paga", "pay"),
        ("pagar", "pay"),
        ("cobro", "collect"),
        ("cobra", "collect"),
        ("cobrar", "collect"),
        ("retirada", "collect"),
        ("bola", "spin"),
        ("bola", "ball"),
        ("giro", "spin"),
        ("tirada", "spin"),
        ("tirada", "roll"),
        ("lanzamiento", "roll"),
        ("dados", "dice"),
        ("mesa", "table"),
        ("sesion", "session"),
        ("ronda", "round"),
        ("jugada", "round"),
        ("carta", "card"),
        ("carta", "deal"),
        ("reparto", "deal"),
        ("limites", "limits"),
        ("resultado", "result"),
        ("prision", "prison"),
        ("planta", "stand"),
        ("plantarse", "stand"),
        ("pide", "hit"),
        ("pedir", "hit"),
        ("dobla", "double"),
        ("doblar", "double"),
        ("separa", "split"),
        ("separar", "split"),
        ("seguro", "insure"),
        // Póquer sin descarte's decisions, as the croupier says them: «voy», «paso» (whose
        // other sense, at póquer de círculo, is `check`: see `PASO`).
        ("voy", "call"),
        ("ir", "call"),
        ("abandono", "fold"),
        // Póquer de círculo's and sintético's actions and lines (design note §A).
        ("pass", "check"),
        ("igualo", "call"),
        ("igualar", "call"),
        ("cubro", "call"),
        ("cubrir", "call"),
        ("veo", "call"),
        ("ver", "call"),
        ("subo", "raise"),
        ("subir", "raise"),
        ("resubo", "raise"),
        ("me", "fold"),
        ("retiro", "fold"),
        ("retirarse", "fold"),
        ("tiro", "fold"),
        ("ensenar", "show"),
        ("enseno", "show"),
        ("ensena", "show"),
        ("muestro", "show"),
        ("mostrar", "show"),
        ("showdown", "show"),
        ("reposicion", "rebuy"),
        ("recompra", "rebuy"),
        ("descansa", "rest"),
        ("descanso", "rest"),
        ("marca", "mano"),
        ("boton", "mano"),
        ("button", "mano"),
        ("dealer-button", "mano"),
        ("resto", "stack"),
        ("fichas", "stack"),
        ("prestamo", "lend"),
        ("presta", "lend"),
        ("prestar", "lend"),
        ("corte", "cut"),
        ("talla", "cut"),
        ("pozo", "cagnotte"),
        ("rake", "cagnotte"),
        ("todo", "raise SEAT AMOUNT allin"),
        ("all-in", "raise SEAT AMOUNT allin"),
        ("all_in", "raise SEAT AMOUNT allin"),
        ("allin", "raise SEAT AMOUNT allin"),
        ("descubrir", "reveal"),
        ("destapar", "reveal"),
        ("anulacion", "void"),
        ("anulada", "void"),
        ("consentimiento", "consent"),
        ("novamas", "nomore"),
        ("no-va-mas", "nomore"),
        ("no_va_mas", "nomore"),
        ("rien-ne-va-plus", "nomore"),
        ("rienneva", "nomore"),
        ("zapato", "shoe"),
        ("sabot", "shoe"),
        ("quemar", "burn"),
        ("quema", "burn"),
        ("vendido", "sold"),
        ("vendidos", "sold"),
        ("serie", "series"),
        ("premios", "prizes"),
        ("linea", "line"),
        // Monte o banca's lines (log-format § 18), as the article and the table say them:
        // «emplazar» the four cards, «quemar», «doblada», the cards drawn («descubrir» is also
        // a poker hand's `reveal`), «hagan juego», «no va más», the losing card «boca abajo».
        ("emplazar", "deal"),
        ("emplaza", "deal"),
        ("emplazada", "deal"),
        ("coloca", "deal"),
        ("colocar", "deal"),
        ("doblada", "deal"),
        ("quemada", "burn"),
        ("robar", "draw"),
        ("roba", "draw"),
        ("descubrir", "draw"),
        ("descubre", "draw"),
        ("saca", "draw"),
        ("sacar", "draw"),
        ("hagan", "betting"),
        ("hagan-juego", "betting"),
        ("haganjuego", "betting"),
        ("hagan_juego", "betting"),
        ("apuestas", "betting"),
        ("primeras", "betting primeras"),
        ("primera", "betting primeras"),
        ("segundas", "betting segundas"),
        ("segunda", "betting segundas"),
        ("boca-abajo", "turn"),
        ("bocabajo", "turn"),
        ("volver", "turn"),
        ("vuelve", "turn"),
        ("comision", "commission"),
        ("descuento", "commission"),
    ];
    let plain = plain_word(lower);
    SYNONYMS.iter().filter(|(from, _)| *from == plain).map(|&(_, to)| to).collect()
}

/// «paso» and «pasar»: a `fold` at póquer sin descarte, a `check` at póquer de círculo. The
/// parser does not know the table's game, so its hint names both, each with its game.
const PASO: [&str; 2] = ["paso", "pasar"];

/// A word without the accents a Spanish word may carry (`sesión`, `límites`, `prisión`).
fn plain_word(lower: &str) -> String {
    lower
        .chars()
        .map(|c| match c {
            'á' | 'Á' => 'a',
            'é' | 'É' => 'e',
            'í' | 'Í' => 'i',
            'ó' | 'Ó' => 'o',
            'ú' | 'Ú' | 'ü' => 'u',
            // `ñ` as `n`: `enseño` and `enseno` alike.
            'ñ' | 'Ñ' => 'n',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

/// A likely misspelling: at most one edit (two for longer keywords), where swapping two
/// neighbouring letters counts as one edit.
pub(super) fn close_to(t: &str, keyword: &str) -> bool {
    const N: usize = 17;
    let (a, b) = (t.as_bytes(), keyword.as_bytes());
    if a.len() >= N || a.len().abs_diff(b.len()) > 2 {
        return false;
    }
    // Optimal string alignment distance, three rows of the usual table.
    let mut before = [0usize; N];
    let mut prev: [usize; N] = std::array::from_fn(|j| j);
    let mut cur = [0usize; N];
    for (i, &cb) in b.iter().enumerate() {
        cur[0] = i + 1;
        for (j, &ca) in a.iter().enumerate() {
            let cost = usize::from(ca != cb);
            let mut d = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
            if i > 0 && j > 0 && ca == b[i - 1] && a[j - 1] == cb {
                d = d.min(before[j - 1] + 1);
            }
            cur[j + 1] = d;
        }
        before = prev;
        prev = cur;
    }
    let allowed = if b.len() >= 6 { 2 } else { 1 };
    prev[a.len()] <= allowed
}

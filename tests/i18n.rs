//! The translation files (`i18n/<lang>/*.ftl`): both languages define the same messages, every
//! message is used by the code and every message the code names exists, every file parses, and
//! no finding of any fixture is still an English sentence written in Rust code.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::FluentResource;
use veedor::catalog::CatalogSet;
use veedor::check::check_path;
use veedor::i18n::{Lang, message_ids};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files_under(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_under(&p, ext, out);
        } else if p.extension().is_some_and(|e| e == ext) {
            out.push(p);
        }
    }
}

/// The message ids the Rust code names: the first argument of `t!(…)` and `Text::new(…)`.
fn ids_in_code() -> BTreeMap<String, PathBuf> {
    let mut files = Vec::new();
    files_under(&root().join("src"), "rs", &mut files);
    let mut ids = BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for opener in ["t!(\"", "Text::new(\""] {
            for (at, _) in text.match_indices(opener) {
                // `format!("…")` ends in `t!("` too: the macro's name must start there.
                if text[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let rest = &text[at + opener.len()..];
                if let Some(end) = rest.find('"') {
                    ids.entry(rest[..end].to_owned()).or_insert_with(|| file.clone());
                }
            }
        }
    }
    ids
}

#[test]
fn both_languages_define_the_same_messages() {
    let en: BTreeSet<String> = message_ids(Lang::En).into_iter().collect();
    let es: BTreeSet<String> = message_ids(Lang::Es).into_iter().collect();
    let only_en: Vec<_> = en.difference(&es).collect();
    let only_es: Vec<_> = es.difference(&en).collect();
    assert!(only_en.is_empty(), "messages missing in Spanish (i18n/es/): {only_en:?}");
    assert!(only_es.is_empty(), "messages missing in English (i18n/en/): {only_es:?}");
    assert!(en.len() > 10, "the English files define only {} messages", en.len());
}

#[test]
fn no_message_is_defined_twice() {
    for lang in Lang::ALL {
        let ids = message_ids(lang);
        let mut seen = BTreeSet::new();
        let twice: Vec<_> = ids.iter().filter(|id| !seen.insert(*id)).collect();
        assert!(twice.is_empty(), "{}: defined more than once: {twice:?}", lang.code());
    }
}

#[test]
fn every_message_the_code_names_exists_and_every_message_is_used() {
    let defined: BTreeSet<String> = message_ids(Lang::En).into_iter().collect();
    let used = ids_in_code();
    let missing: Vec<_> = used.iter().filter(|(id, _)| !defined.contains(*id)).collect();
    assert!(missing.is_empty(), "named in the code, not in the translation files: {missing:?}");
    // A message may also be named by building its id (a check's documentation is
    // `CODE-doc`): those count as used when their stem is, as the code says below.
    let mut code = String::new();
    let mut files = Vec::new();
    files_under(&root().join("src"), "rs", &mut files);
    for f in files {
        code.push_str(&std::fs::read_to_string(f).unwrap_or_default());
    }
    // The help's ids are built from the commands' and arguments' names (src/cli/help.rs).
    use clap::CommandFactory;
    let help: BTreeSet<String> =
        veedor::cli::help::expected_english(&veedor::cli::Cli::command()).into_iter().map(|(id, _)| id).collect();
    let unused: Vec<_> = defined
        .iter()
        .filter(|id| !used.contains_key(*id) && !code.contains(&format!("\"{id}\"")) && !help.contains(*id))
        .collect();
    assert!(unused.is_empty(), "defined in the translation files, never used by the code: {unused:?}");
}

#[test]
fn every_translation_file_parses() {
    let mut files = Vec::new();
    files_under(&root().join("i18n"), "ftl", &mut files);
    assert!(files.len() >= 2, "no translation files found");
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable");
        if let Err((_, errors)) = FluentResource::try_new(text) {
            panic!("{}: {errors:?}", f.display());
        }
    }
}

#[test]
fn both_languages_have_the_same_files() {
    let names = |lang: &str| -> BTreeSet<String> {
        let mut files = Vec::new();
        files_under(&root().join("i18n").join(lang), "ftl", &mut files);
        files.iter().filter_map(|f| f.file_name().map(|n| n.to_string_lossy().into_owned())).collect()
    };
    assert_eq!(names("en"), names("es"));
}

/// Checks whose findings still carry an English sentence written in Rust code. Each code here
/// leaves this list when its messages move to the translation files; the test fails if a code
/// not listed makes one, and if a listed code no longer does (so the list only shrinks).
const STILL_UNTRANSLATED: &[&str] = &[];

#[test]
fn every_finding_of_every_fixture_is_translated() {
    let set = CatalogSet::embedded().expect("embedded catalogue");
    let mut logs = Vec::new();
    files_under(&root().join("fixtures"), "mesa", &mut logs);
    files_under(&root().join("tests/input-errors"), "mesa", &mut logs);
    let mut untranslated: BTreeMap<&str, String> = BTreeMap::new();
    for log in &logs {
        let report = check_path(log, &set);
        for f in &report.findings {
            let texts = std::iter::once(&f.message)
                .chain(f.expected.iter())
                .chain(f.found.iter())
                .chain(std::iter::once(&f.primary.text))
                .chain(f.secondary.iter().map(|l| &l.text));
            if let Some(t) = texts.into_iter().find(|t| !t.is_translated()) {
                untranslated.entry(f.code).or_insert_with(|| format!("{}: «{}»", log.display(), t.en()));
            }
        }
    }
    let new: Vec<_> = untranslated.iter().filter(|(c, _)| !STILL_UNTRANSLATED.contains(c)).collect();
    assert!(new.is_empty(), "findings with English text written in Rust code: {new:#?}");
    let done: Vec<_> = STILL_UNTRANSLATED.iter().filter(|c| !untranslated.contains_key(*c)).collect();
    assert!(done.is_empty(), "translated now: remove from STILL_UNTRANSLATED: {done:?}");
}

// ---- The Spanish a gaming inspector reads (issue 30 §3) ----------------------------------------
//
// The rules below are the defects a Spanish speaker's review of every message found, stated so
// that a new message cannot bring them back. They read the files' source, as a translator
// writes it: the placeables are left out, and so are the code spans (`…`, the log's own words,
// shown as code) and the quotations («…», the articles' words).

/// Every message of `lang`'s files: (file name, id, the pattern's source, its lines joined).
fn messages(lang: &str) -> Vec<(String, String, String)> {
    let mut files = Vec::new();
    files_under(&root().join("i18n").join(lang), "ftl", &mut files);
    let mut out: Vec<(String, String, String)> = Vec::new();
    for f in files {
        let name = f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        let mut open = false;
        for line in text.lines() {
            let starts_id = line.starts_with(|c: char| c.is_ascii_lowercase());
            match line.split_once(" =") {
                Some((id, rest)) if starts_id && !id.contains(' ') => {
                    out.push((name.clone(), id.to_owned(), rest.trim_start().to_owned()));
                    open = true;
                }
                // A continuation line (indented, or the `}` that closes a selector) or a blank
                // line inside a pattern.
                _ if open && (line.starts_with([' ', '}']) || line.is_empty()) => {
                    if let Some(last) = out.last_mut() {
                        last.2.push('\n');
                        last.2.push_str(line);
                    }
                }
                _ => open = false,
            }
        }
    }
    out
}

/// Blanks what lies between `open` and `close` (both included): code spans, quotations.
fn blank_between(text: &str, open: char, close: char) -> String {
    let mut out = String::with_capacity(text.len());
    let mut inside = false;
    for c in text.chars() {
        if !inside && c == open {
            inside = true;
            out.push(' ');
        } else if inside && c == close {
            inside = false;
            out.push(' ');
        } else {
            out.push(if inside { ' ' } else { c });
        }
    }
    out
}

/// A pattern's prose: its text and its variants' text, without placeables, selectors' heads
/// (`{ $n ->`), variant keys (`*[other]`), code spans or quotations.
fn prose(pattern: &str) -> String {
    let mut t = blank_between(pattern, '`', '`');
    t = blank_between(&t, '«', '»');
    // Variant keys, at the start of their line.
    let t: Vec<String> = t
        .lines()
        .map(|l| {
            let s = l.trim_start();
            let s = s.strip_prefix('*').unwrap_or(s);
            match s.strip_prefix('[').and_then(|r| r.split_once(']')) {
                Some((_, rest)) => rest.to_owned(),
                None => l.to_owned(),
            }
        })
        .collect();
    let mut t = t.join("\n");
    // Innermost placeables first, until none is left; a selector's head (`{ $n ->`) has no
    // closing brace of its own on its line: it goes with its `->`.
    loop {
        let mut changed = false;
        if let Some(arrow) = t.find("->") {
            if let Some(open) = t[..arrow].rfind('{') {
                t.replace_range(open..arrow + 2, " ");
                changed = true;
            }
        }
        if !changed {
            let inner = t.char_indices().filter(|(_, c)| *c == '{').find_map(|(at, _)| {
                let end = t[at + 1..].find(['{', '}'])?;
                (t.as_bytes()[at + 1 + end] == b'}').then_some((at, at + 1 + end + 1))
            });
            if let Some((a, b)) = inner {
                t.replace_range(a..b, " ");
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    t.replace('}', " ")
}

/// The words of a text: where each starts (a byte offset), the word, and the character after it.
fn words(text: &str) -> Vec<(usize, &str, char)> {
    let mut out = Vec::new();
    let mut start = None;
    for (at, c) in text.char_indices() {
        match (start, c.is_alphanumeric()) {
            (None, true) => start = Some(at),
            (Some(s), false) => {
                out.push((s, &text[s..at], c));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, &text[s..], ' '));
    }
    out
}

/// The character just before byte `at` of `text` (a blank at its start).
fn char_before(text: &str, at: usize) -> char {
    text[..at].chars().last().unwrap_or(' ')
}

fn report(what: &str, bad: &[String]) {
    assert!(bad.is_empty(), "{what}:\n{}", bad.join("\n"));
}

/// «`pay` de 360,00 €» reads as English in a Spanish report: a sentence about a payment says
/// «el pago de 360,00 €». The log's words appear only as code (quoting a log line), never bare
/// in a Spanish sentence, and a money keyword as code is not the noun of an amount.
#[test]
fn spanish_sentences_do_not_use_the_logs_english_words() {
    const LOG_WORDS: &[&str] = &[
        "pay",
        "bet",
        "spin",
        "deal",
        "collect",
        "return",
        "release",
        "choose",
        "void",
        "round",
        "result",
        "hit",
        "stand",
        "double",
        "split",
        "insure",
        "evenmoney",
        "nomore",
        "cutcard",
        "holder",
        "shooter",
        "roll",
        "card",
        "ball",
        "prizes",
        "sold",
        "draw",
        "option",
        "seat",
        "table",
        "shoe",
        "burn",
        "refuse",
        "salute",
        "leave",
        "bank",
        "tableau",
        "players",
        "replay",
        "vacant",
        "point",
        "limits",
        "session",
        "win",
        "come",
    ];
    let mut bad = Vec::new();
    for (file, id, pattern) in messages("es") {
        let text = prose(&pattern);
        for (at, word, after) in words(&text) {
            let before = char_before(&text, at);
            // `--table`, `max-numero=`, a path: not a word of a sentence.
            let joined = |c: char| matches!(c, '-' | '=' | '/' | '.' | '_');
            if LOG_WORDS.contains(&word) && !joined(before) && !joined(after) {
                bad.push(format!("{file}: {id}: «{word}» outside a code span"));
            }
        }
        for money in ["`pay` de ", "`collect` de ", "`return` de ", "`release` de ", "`{ $action }` de "] {
            for (at, _) in pattern.match_indices(money) {
                // «una línea `pay`, `collect` o `return` de …» names the log's lines: allowed.
                let from = pattern[..at].char_indices().rev().nth(40).map_or(0, |(i, _)| i);
                if !pattern[from..at].contains("línea") {
                    bad.push(format!("{file}: {id}: «{}» (write «el pago de …»)", money.trim_end()));
                }
            }
        }
    }
    report("Spanish messages with the log's English words in a sentence", &bad);
}

/// The words that always carry an accent in Spanish, written without it («numero», «sesion»).
#[test]
fn spanish_words_carry_their_accents() {
    const UNACCENTED: &[&str] = &[
        "numero",
        "numeros",
        "sesion",
        "maximo",
        "maxima",
        "maximos",
        "maximas",
        "minimo",
        "minima",
        "minimos",
        "minimas",
        "segun",
        "ademas",
        "tambien",
        "despues",
        "linea",
        "lineas",
        "ningun",
        "algun",
        "codigo",
        "codigos",
        "pagina",
        "paginas",
        "opcion",
        "comprobacion",
        "articulo",
        "articulos",
        "catalogo",
        "catalogos",
        "jurisdiccion",
        "informacion",
        "ultimo",
        "ultima",
        "ultimos",
        "ultimas",
        "unico",
        "unica",
        "simulacion",
        "estadistica",
        "estadisticas",
        "devolucion",
        "liquidacion",
        "retencion",
        "proporcion",
        "indice",
        "analisis",
        "automatico",
        "desviacion",
        "numerico",
        "extraccion",
        "carton",
        "parametro",
        "parametros",
        "metodo",
        "posicion",
        "accion",
        "seccion",
        "condicion",
        "decision",
        "excepcion",
        "anulacion",
        "distribucion",
        "combinacion",
        "descripcion",
        "duracion",
        "teorico",
        "teorica",
        "caracter",
        "todavia",
        "aqui",
        "asi",
        "traves",
        "region",
        "publico",
        "grafico",
        "tecnico",
        "logica",
        "basico",
        "especifico",
        "mas",
        "habia",
        "podia",
        "dia",
        "dias",
        "huerfanos",
        "pano",
        "panos",
        "prision",
        "cuantas",
        "cuantos",
    ];
    let mut bad = Vec::new();
    for (file, id, pattern) in messages("es") {
        for (_, word, _) in words(&prose(&pattern)) {
            if UNACCENTED.contains(&word.to_lowercase().as_str()) {
                bad.push(format!("{file}: {id}: «{word}»"));
            }
        }
    }
    report("Spanish words without their accent", &bad);
}

/// Spanish capitalises a heading's first word only («Sesiones del estudio», not «Sesiones Del
/// Estudio»), and a sentence's: an article or a preposition capitalised after a word is English
/// Title Case or a sentence pasted into another («…, La postura»). A finding's message starts in
/// lower case in Spanish where it does in English.
#[test]
fn spanish_capitals_only_where_spanish_puts_them() {
    const SMALL_WORDS: &[&str] = &[
        "De", "Del", "La", "El", "Los", "Las", "En", "Por", "Con", "Sin", "Para", "Al", "Un", "Una", "Ante", "Tras",
        "Sobre", "Y",
    ];
    let en: BTreeMap<String, String> = messages("en").into_iter().map(|(_, id, p)| (id, p)).collect();
    let mut bad = Vec::new();
    for (file, id, pattern) in messages("es") {
        let text = prose(&pattern);
        for (at, word, _) in words(&text) {
            // The character before the blank: a word, a comma or a semicolon, not a full stop,
            // a colon or a line's start.
            let after_word = text[..at]
                .strip_suffix(' ')
                .and_then(|head| head.chars().last())
                .is_some_and(|c| c.is_alphanumeric() || c == ',' || c == ';');
            if SMALL_WORDS.contains(&word) && after_word {
                bad.push(format!("{file}: {id}: «{word}» capitalised mid-sentence"));
            }
        }
        // The first word a reader sees (a placeable before it shows the log's words or a
        // number). Names keep their capitals anywhere: the game, the craps bets, the formats.
        const NAMES: &[&str] = &["Black", "Win", "Come", "Don", "Field", "Big", "JSON", "SARIF", "HTML", "YAML"];
        let first_word = |p: &str| -> String {
            let text = prose(p);
            let w = words(&text).into_iter().find(|(_, w, _)| w.chars().all(char::is_alphabetic));
            w.map(|(_, w, _)| w.to_owned()).unwrap_or_default()
        };
        let lower = |w: &str| w.chars().next().is_some_and(char::is_lowercase);
        let es_first = first_word(&pattern);
        let upper = es_first.chars().next().is_some_and(char::is_uppercase);
        if en.get(&id).is_some_and(|e| lower(&first_word(e))) && upper && !NAMES.contains(&es_first.as_str()) {
            bad.push(format!("{file}: {id}: starts with a capital where the English does not"));
        }
    }
    report("Spanish capitals where Spanish has none", &bad);
}

/// Amounts are written by the code, in the reader's form (`1.500,00 €`); a message never writes
/// one by hand in the log's form (`1500.00`) outside a code span. A question or an exclamation
/// opens with «¿» or «¡». Code spans are closed, or a backtick leaks into the document.
#[test]
fn spanish_punctuation_numbers_and_code_spans() {
    let mut bad = Vec::new();
    for (file, id, pattern) in messages("es") {
        if pattern.matches('`').count() % 2 != 0 {
            bad.push(format!("{file}: {id}: a code span is not closed"));
        }
        let text = prose(&pattern);
        for (at, word, after) in words(&text) {
            // `1500.00`: digits, a point, one or two digits, and no more of the number after.
            let before = char_before(&text, at);
            if before == '.' && word.len() <= 2 && word.chars().all(|c| c.is_ascii_digit()) {
                let head = &text[..at - 1];
                let english = head.chars().last().is_some_and(|c| c.is_ascii_digit())
                    && !head.trim_end_matches(|c: char| c.is_ascii_digit()).ends_with('.')
                    && after != '.'
                    && !after.is_ascii_digit();
                if english {
                    bad.push(format!("{file}: {id}: an amount in the log's form, «…{word}»"));
                }
            }
        }
        for (close, open) in [('?', '¿'), ('!', '¡')] {
            if text.matches(close).count() > text.matches(open).count() {
                bad.push(format!("{file}: {id}: «{close}» without its «{open}»"));
            }
        }
    }
    report("Spanish messages with numbers or punctuation in English form", &bad);
}

//! `veedor explain` in Spanish and English: every check of the registry has its summary and
//! documentation in both languages (`i18n/<lang>/checks.ftl`, under the ids its registry entry
//! names), and `explain` writes its frame and its example in the language chosen. The English
//! output is kept by tests/cli.rs and docs/rules.md (`rules_doc_is_current`).

mod common;

use common::bin::Veedor;
use veedor::i18n::{Lang, Locale, message_ids};
use veedor::rules::CHECKS;

fn explain(args: &[&str]) -> String {
    Veedor::new(["--color", "never"]).args(args).lc_all("C").success()
}

#[test]
fn every_check_has_its_documentation_in_both_languages() {
    let defined: Vec<(Lang, Vec<String>)> = Lang::ALL.iter().map(|&l| (l, message_ids(l))).collect();
    for c in CHECKS {
        // One scheme, so that a code leads to its text: `check-rl003-summary`, `check-rl003-doc`.
        let stem = format!("check-{}", c.code.to_ascii_lowercase());
        assert_eq!(c.summary_id, format!("{stem}-summary"), "{}", c.code);
        assert_eq!(c.explanation_id, format!("{stem}-doc"), "{}", c.code);
        for (lang, ids) in &defined {
            for id in [c.summary_id, c.explanation_id] {
                assert!(ids.iter().any(|d| d == id), "{}: `{id}` missing in i18n/{}/", c.code, lang.code());
            }
            let locale = Locale::human(*lang);
            let summary = c.summary().render(locale);
            assert!(!summary.trim().is_empty() && !summary.contains('\n'), "{}: summary «{summary}»", c.code);
            let doc = c.explanation(locale);
            assert!(doc.len() > summary.len() / 2, "{} ({}): documentation «{doc}»", c.code, lang.code());
            assert!(!doc.contains("  ") && doc.trim() == doc, "{}: stray spaces in «{doc}»", c.code);
        }
        // Translated, not copied: the Spanish differs from the English.
        let (en, es) = (Locale::human(Lang::En), Locale::human(Lang::Es));
        assert_ne!(c.summary().render(en), c.summary().render(es), "{}: summary not translated", c.code);
        assert_ne!(c.explanation(en), c.explanation(es), "{}: documentation not translated", c.code);
        // Paragraphs (a blank line in the translation files) are the same in both languages.
        assert_eq!(c.explanation(en).lines().count(), c.explanation(es).lines().count(), "{}", c.code);
    }
}

#[test]
fn explain_in_spanish() {
    // M006 has no example log, so everything it prints is this area's own text.
    let text = explain(&["--lang", "es", "explain", "M006"]);
    let s = common::snapshot_settings("es", true);
    s.bind(|| insta::assert_snapshot!("explain_M006", text));
}

#[test]
fn the_example_is_written_in_the_language_chosen() {
    let es = explain(&["--lang", "es", "explain", "RL003"]);
    for want in [
        "RL003 wrong-payout\n  grupo:                ruleta\n  gravedad por defecto: error\n",
        "Una apuesta ganadora se pagó por un importe distinto del que da su proporción de pago.",
        "\nTexto del catálogo\n",
        "\nEjemplo\n",
        // The finding of the first fixture, rendered by the Spanish report.
        "RL003 wrong-payout (error)",
        "esperado: ",
        "lo exige: ",
    ] {
        assert!(es.contains(want), "«{want}» not in:\n{es}");
    }
    for english in ["group:", "Catalogue text", "\nExample\n", "expected: ", "required by"] {
        assert!(!es.contains(english), "«{english}» in the Spanish explain:\n{es}");
    }
    let en = explain(&["--lang", "en", "explain", "RL003"]);
    assert!(en.contains("\nCatalogue text\n") && en.contains("expected: "), "{en}");
}

#[test]
fn the_list_in_spanish_keeps_codes_and_names_and_lines_up() {
    let es = explain(&["--lang", "es", "explain"]);
    let en = explain(&["--lang", "en", "explain"]);
    assert_eq!(es.lines().count(), CHECKS.len());
    let mut summary_columns = Vec::new();
    for ((line, c), en_line) in es.lines().zip(CHECKS).zip(en.lines()) {
        assert!(line.starts_with(c.code) && line.contains(&format!(" {} ", c.name)), "{line}");
        let severity = if c.severity.to_string() == "error" { " error " } else { " aviso " };
        assert!(line.contains(severity), "{line}");
        let summary = c.summary().render(Locale::human(Lang::Es));
        assert!(line.ends_with(&summary) && !en_line.ends_with(&summary), "{line}");
        summary_columns.push(line.chars().count() - summary.chars().count());
    }
    assert!(summary_columns.windows(2).all(|w| w[0] == w[1]), "summaries do not line up:\n{es}");
}

/// `veedor` with `args`, in the environment `env`: (stdout, exit code).
fn run(args: &[&str], env: &[(&str, &str)]) -> (String, i32) {
    let out = Veedor::new(["--color", "never"]).args(args).no_locale().envs(env).output();
    (String::from_utf8(out.stdout).expect("stdout is UTF-8"), out.status.code().unwrap_or(-1))
}

/// The catalogue rules `explain` cites are titled in the reader's language (the catalogue's
/// own titles, `title: {en, es}`); the quotes are the text's, in both.
#[test]
fn explain_titles_the_catalogue_rules_in_the_language_chosen() {
    let quote = "«los números cuya suma de cifras sea par son siempre negros";
    let es = explain(&["--lang", "es", "explain", "RL005"]);
    assert!(
        es.contains("estado-1979/ruleta-francesa [ruleta.wheel.colours] Qué números son negros y cuáles rojos\n"),
        "{es}"
    );
    assert!(es.contains(quote) && !es.contains("Which numbers are black"), "{es}");
    let en = explain(&["--lang", "en", "explain", "RL005"]);
    assert!(
        en.contains("estado-1979/ruleta-francesa [ruleta.wheel.colours] Which numbers are black and which red\n"),
        "{en}"
    );
    assert!(en.contains(quote) && !en.contains("Qué números son negros"), "{en}");
    // Without --lang, the locale decides.
    let (by_locale, code) = run(&["explain", "RL005"], &[("LANG", "es_ES.UTF-8")]);
    assert_eq!((by_locale, code), (es, 0));
    // An adopting provision too (Murcia's art. 2).
    assert!(
        en.contains("[murcia.art2.ruleta-francesa] The 1979 Catálogo applies to ruleta francesa in Murcia\n"),
        "{en}"
    );
    let es = explain(&["--lang", "es", "explain", "RL005"]);
    assert!(
        es.contains("[murcia.art2.ruleta-francesa] El Catálogo de 1979 se aplica a la ruleta francesa en Murcia\n"),
        "{es}"
    );
}

/// A catalogue written before titles were translated (`title:` a plain string) still loads:
/// its titles are English in either language, and `catalog lint` warns of each, exiting 0.
#[test]
fn a_catalogue_with_plain_string_titles_still_loads() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("plain-titles");
    let article = dir.join("estado-1979");
    std::fs::create_dir_all(&article).expect("a scratch directory");
    let yaml = include_str!("../catalog/estado-1979/ruleta-francesa.yaml");
    let from = "    title:\n      en: Which numbers are black and which red\n      es: Qué números son negros y cuáles rojos\n";
    assert_eq!(yaml.matches(from).count(), 1);
    let yaml = yaml.replacen(from, "    title: Which numbers are black and which red\n", 1);
    std::fs::write(article.join("ruleta-francesa.yaml"), yaml).expect("the article is written");
    let dir = dir.to_str().expect("a UTF-8 path");

    let (es, code) = run(&["--lang", "es", "explain", "RL005", "--catalog", dir], &[]);
    assert_eq!(code, 0, "{es}");
    assert!(es.contains("[ruleta.wheel.colours] Which numbers are black and which red\n"), "{es}");
    assert!(
        es.contains("[ruleta.payout.pleno] El pleno a cualquiera de los 37 números se paga 35 veces la puesta\n"),
        "{es}"
    );

    let (lint, code) = run(&["--lang", "es", "catalog", "lint", dir], &[]);
    assert_eq!(code, 0, "a warning does not fail the lint:\n{lint}");
    assert!(lint.contains("la regla `ruleta.wheel.colours` no tiene título en español"), "{lint}");
    assert!(
        lint.contains("solo en inglés") && lint.ends_with("1 aviso (los artículos se cargan; véase arriba)\n"),
        "{lint}"
    );
    let (lint, code) = run(&["--lang", "en", "catalog", "lint", dir], &[]);
    assert_eq!(code, 0, "{lint}");
    assert!(lint.contains("rule `ruleta.wheel.colours` has no Spanish title"), "{lint}");
    assert!(lint.ends_with("1 warning (the articles load; see above)\n"), "{lint}");
}

/// The M006 finding of a debug build told to panic on `b-payouts` (VEEDOR_DEBUG_PANIC_ON), as
/// the concise format writes its message in `lang`.
fn internal_error_message(lang: &str) -> String {
    let text = Veedor::new(["--lang", lang, "--color", "never", "check", "--format", "concise"])
        .args(["tests/data/batch/b-payouts.mesa"])
        .lc_all("C")
        .env("VEEDOR_DEBUG_PANIC_ON", "b-payouts")
        .stdout();
    let line = text.lines().find(|l| l.contains("M006")).unwrap_or_else(|| panic!("no M006 in:\n{text}"));
    line.split_once("] ").map(|(_, m)| m.to_owned()).unwrap_or_default()
}

/// `message` with the file's name, the panic's text and its place replaced by `NAME`, `PANIC`
/// and `PLACE`: the frame every M006 message shares. `opening`: the words before the panic's
/// text; `place`: the words before its place.
fn frame(message: &str, opening: &str, place: &str) -> String {
    let (head, rest) = message.split_once(opening).unwrap_or_else(|| panic!("no «{opening}» in «{message}»"));
    let (_, rest) = rest.split_once(place).unwrap_or_else(|| panic!("no «{place}» in «{message}»"));
    let (_, tail) = rest.split_once(')').unwrap_or_else(|| panic!("no place in «{message}»"));
    let name_start = head.find('`').map_or(head.len(), |i| i + 1);
    let name_end = head.rfind('`').unwrap_or(head.len());
    format!("{}NAME{}{opening}PANIC{place}PLACE){tail}", &head[..name_start], &head[name_end..])
}

#[test]
fn the_m006_explanation_quotes_the_message_veedor_prints() {
    if !cfg!(debug_assertions) {
        eprintln!("skipped: the deliberate panic exists only in debug builds");
        return;
    }
    for (lang, opening, place) in [("en", "(internal error: ", " at src/"), ("es", "(error interno: ", ", en src/")] {
        let doc = explain(&["--lang", lang, "explain", "M006"]);
        let doc = doc.split_whitespace().collect::<Vec<_>>().join(" ");
        let quoted = doc.rsplit_once("«veedor ").map(|(_, q)| format!("veedor {q}")).expect("a quoted example");
        let quoted = quoted.split_once('»').map(|(q, _)| q.to_owned()).expect("a closing quote");
        // The report shows the file name bare; the explanation quotes the message with its markup.
        let printed = internal_error_message(lang).replace("tests/data/batch/b-payouts.mesa", "`NAME`");
        assert_eq!(frame(&quoted, opening, place), frame(&printed, opening, place), "{lang}");
    }
}

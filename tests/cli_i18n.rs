//! veedor's own words in Spanish and English: `--help` of every command and option (translated
//! at run time from `i18n/<lang>/cli.ftl`, whose English is the doc comments'), the command
//! line's own errors, and what `catalog` prints; and no English sentence left in what a Spanish
//! user reads from any command (`a_spanish_run_writes_no_english_sentence`).

mod common;

use std::path::Path;
use std::process::Output;

use clap::CommandFactory;
use common::bin::Veedor;
use veedor::cli::{Cli, help};
use veedor::i18n::{Lang, message};

fn veedor(args: &[&str], locale: &str) -> Output {
    Veedor::new(args).lc_all(locale).env_remove("NO_COLOR").output()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

#[test]
fn every_command_argument_and_value_has_its_help_in_both_languages() {
    let expected = help::expected_english(&Cli::command());
    assert!(expected.len() > 50, "only {} help texts", expected.len());
    let mut problems = Vec::new();
    for (id, english) in &expected {
        let Some(english) = english else {
            problems.push(format!("{id}: no doc comment"));
            continue;
        };
        match message(Lang::En, id) {
            None => problems.push(format!("{id}: not in i18n/en/cli.ftl")),
            Some(m) if m != *english => {
                problems.push(format!("{id}: i18n/en/cli.ftl says «{m}», the doc comment «{english}»"))
            }
            Some(_) => {}
        }
        match message(Lang::Es, id) {
            None => problems.push(format!("{id}: not in i18n/es/cli.ftl")),
            Some(m) if m == *english && !m.contains("docs/") => {
                problems.push(format!("{id}: the Spanish help is the English «{m}»"))
            }
            Some(_) => {}
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn the_english_help_is_the_doc_comments() {
    // The help translated into English is what the derive alone writes.
    let render = |mut cmd: clap::Command| {
        let mut check = cmd.find_subcommand_mut("check").expect("check").clone();
        (cmd.render_long_help().to_string(), check.render_long_help().to_string())
    };
    assert_eq!(render(help::translated(Cli::command(), Lang::En)), render(Cli::command()));
    assert_ne!(render(help::translated(Cli::command(), Lang::Es)), render(Cli::command()));
}

#[test]
fn check_help_is_spanish_with_lang_es_or_a_spanish_locale() {
    for (args, locale) in [(&["--lang", "es", "check", "--help"][..], "C"), (&["check", "--help"][..], "es_ES.UTF-8")] {
        let out = veedor(args, locale);
        assert_eq!(out.status.code(), Some(0));
        let help = text(&out.stdout);
        for phrase in [
            "Comprueba registros de mesa",
            "Uso: veedor check [OPCIONES] <PATH>...",
            "Argumentos:",
            "Opciones:",
            "Cómo escribir el informe",
            "Diagnósticos sobre las líneas del registro, para su lectura",
            "Ficheros comprobados en paralelo",
            "Muestra la ayuda",
            "Valores posibles:\n          - human:   Diagnósticos",
            "[por defecto: human]",
        ] {
            assert!(help.contains(phrase), "{args:?} {locale}: no «{phrase}» in:\n{help}");
        }
        for english in ["Check table logs", "[default:", "Possible values:", "[OPTIONS]", "Print help"] {
            assert!(!help.contains(english), "{args:?} {locale}: «{english}» in:\n{help}");
        }
    }
    let top = text(&veedor(&["--lang", "es", "--help"], "C").stdout);
    assert!(top.contains("Comandos:") && top.contains("Códigos de salida:"), "{top}");
    assert!(top.contains("Muestra esta ayuda o la de los comandos indicados"), "{top}");
    // `--lang en` wins over a Spanish locale.
    let english = text(&veedor(&["check", "--help", "--lang", "en"], "es_ES.UTF-8").stdout);
    assert!(english.contains("Usage: veedor check") && english.contains("Check table logs"), "{english}");
}

#[test]
fn veedors_own_usage_errors_are_spanish() {
    for (args, phrase) in [
        (&["check", "--jobs", "300", "x.mesa"][..], "como máximo 256 hilos (0 es uno por núcleo)"),
        (&["check", "--jobs", "muchos", "x.mesa"][..], "no es un número entero no negativo"),
        (&["check", "--encoding", "klingon", "x.mesa"][..], "`klingon` no es una codificación conocida"),
        (&["check", "--statistics", "--format", "sarif", "x.mesa"][..], "no puede usarse con '--format sarif'"),
        (&["catalog", "lint", "no/such/dir"][..], "veedor: `no/such/dir` no es un directorio"),
        (&["simulate", "nada/ruleta"][..], "no hay ningún artículo del catálogo `nada/ruleta`; conocidos: "),
        (&["check", "--write-baseline", "b.yaml", "--reason", " ", "x.mesa"][..], "--reason no puede estar vacío"),
    ] {
        let out = veedor(args, "es_ES.UTF-8");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.contains(phrase), "{args:?}: no «{phrase}» in:\n{err}");
    }
    // clap's own errors, formatted from their kind and context.
    for (args, phrases) in [
        (
            &["check", "--bogus", "x.mesa"][..],
            &["error: argumento inesperado '--bogus'", "para pasar '--bogus' como valor", "Uso: veedor check"][..],
        ),
        (&["chek"][..], &["comando desconocido 'chek'", "comandos parecidos", "'check'"][..]),
        (&["check", "--format", "xml", "x.mesa"][..], &["valor no válido 'xml'", "[valores posibles: "][..]),
        (&["check"][..], &["no se han dado los siguientes argumentos obligatorios:\n  <PATH>..."][..]),
        (&["check", "--quiet", "--summary", "x"][..], &["el argumento '--quiet' no puede usarse con '--summary'"][..]),
    ] {
        let out = veedor(args, "es_ES.UTF-8");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        for phrase in phrases {
            assert!(err.contains(phrase), "{args:?}: no «{phrase}» in:\n{err}");
        }
        assert!(err.contains("Para más información, pruebe '--help'."), "{err}");
    }
    // The same in English, as before.
    let out = veedor(&["check", "--jobs", "300", "x.mesa"], "C");
    assert!(text(&out.stderr).contains("at most 256 threads (0 is one per core)"));
}

#[test]
fn catalog_list_coverage_and_lint_are_spanish() {
    let list = text(&veedor(&["--lang", "es", "catalog", "list"], "C").stdout);
    assert!(list.contains("    fuente:    ") && list.contains("comprobadas"), "{list}");
    let coverage = text(&veedor(&["--lang", "es", "catalog", "coverage"], "C").stdout);
    assert!(coverage.contains("no comprobables") && coverage.contains("inventario:"), "{coverage}");
    let lint = veedor(&["--lang", "es", "catalog", "lint"], "C");
    assert_eq!(lint.status.code(), Some(0));
    assert!(text(&lint.stdout).starts_with("catálogo incorporado: correcto, "), "{}", text(&lint.stdout));

    // A broken article: the diagnostic's own words (label, help) in Spanish.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-i18n-lint");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("x")).expect("dir");
    let article =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("catalog/estado-1979/ruleta-francesa.yaml"))
            .expect("article");
    std::fs::write(dir.join("x/ruleta-francesa.yaml"), article).expect("written");
    let out = veedor(&["--lang", "es", "--color", "never", "catalog", "lint", &dir.display().to_string()], "C");
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{stdout}");
    assert!(stdout.contains("no corresponde al lugar del fichero"), "{stdout}");
    assert!(stdout.contains("escriba `id: x/ruleta-francesa` o mueva el fichero"), "{stdout}");
    assert!(stdout.contains("1 problema") || stdout.contains("problemas"), "{stdout}");
}

// ---- no English left in a Spanish run --------------------------------------------------------

/// Words and phrases that give away an English sentence (none of them is Spanish, none is a
/// word of the log's syntax), each with spaces around it so that it is a word. (`bet` and
/// `out` are the log's: reports show its words bare, without the backticks of the messages.)
const ENGLISH: &[&str] = &[
    " the ",
    " is not ",
    " are not ",
    " must ",
    " should ",
    " expected ",
    " cannot ",
    " could not ",
    " does not ",
    " did not ",
    " at least ",
    " at most ",
    " only ",
    " which ",
    " with ",
    " without ",
    " found ",
    " unknown ",
    " missing ",
    " invalid ",
    " failed ",
    " please ",
    " no such ",
    " file ",
    " files ",
    " bets ",
    " was ",
    " were ",
    " has ",
    " have ",
    " this ",
    " that ",
    " there ",
    " from ",
    " into ",
    " been ",
    " not ",
    " and ",
    " or ",
    " of ",
    " for ",
    " one ",
    " is ",
    " are ",
    " an ",
    " to ",
    " in ",
    " on ",
    " by ",
    " after ",
    " before ",
    " twice ",
    " paid ",
    " when ",
    " than ",
];

/// What a Spanish reader reads of `text` as English that should not be: every line with an
/// English word of [`ENGLISH`], once the parts that are not veedor's sentences are taken out —
/// see [`readers_text`].
fn english_in(text: &str) -> Vec<String> {
    readers_text(text)
        .lines()
        .filter(|l| {
            let padded = format!(" {} ", l.to_lowercase().replace(|c: char| ",.;:()!?".contains(c), " "));
            ENGLISH.iter().any(|w| padded.contains(w))
        })
        .map(str::to_owned)
        .collect()
}

/// `text` without what a Spanish run rightly shows in other words than Spanish:
/// - the log's own lines, as a diagnostic quotes them (`12 │ pay p3 pleno 17 700`);
/// - text in backticks (log syntax, keys, paths, commands: `session close`);
/// - text in «…», nested too (the catalogue's Spanish words, a quoted example of a message);
/// - text in […] (catalogue rule ids, `[por defecto: …]`);
/// - a catalogue rule's heading in `explain` (`  estado-1979/ruleta-francesa [id] title`): its
///   title is the catalogue's text, translated with the catalogue, not here;
/// - words with `/`, `.` or `_` (paths, article ids, dotted rule ids, `bank_max`) and
///   kebab-case ids (check names, fault names: `wrong-payout`, `result-out-of-range`);
/// - what a library says in its own English after veedor's sentence says so: the rest of the
///   message after «(en inglés): » (serde_yaml's detail on a catalogue or waivers file, the glob
///   library's on a pattern).
fn readers_text(text: &str) -> String {
    // A diagnostic's message wrapped by the renderer (`  │ ` continues it) is one line again.
    let mut joined = String::new();
    for line in text.lines() {
        match line.trim_start().strip_prefix("│ ") {
            Some(rest) if line.starts_with(' ') && joined.ends_with('\n') => {
                joined.pop();
                joined.push(' ');
                joined.push_str(rest);
            }
            _ => joined.push_str(line),
        }
        joined.push('\n');
    }
    let mut kept = String::new();
    for line in joined.lines() {
        let body = line.trim_start();
        let quoted_log = body
            .split_once('│')
            .is_some_and(|(n, _)| !n.trim().is_empty() && n.trim().chars().all(|c| c.is_ascii_digit()));
        let rule_heading = body.split_once(' ').is_some_and(|(id, rest)| id.contains('/') && rest.starts_with('['));
        if !quoted_log && !rule_heading {
            kept.push_str(line);
        }
        kept.push('\n');
    }
    // The library's detail runs to the end of its message: the next blank line, or the
    // diagnostic's snippet.
    let mut text = String::new();
    let mut rest = kept.as_str();
    while let Some(at) = rest.find("(en inglés): ") {
        text.push_str(&rest[..at]);
        let after = &rest[at..];
        let end = [after.find("\n\n"), after.find("╭─["), after.find("\nveedor:")].into_iter().flatten().min();
        rest = end.map_or("", |e| &after[e..]);
    }
    text.push_str(rest);
    let mut out = String::new();
    let (mut guillemets, mut backtick, mut bracket) = (0usize, false, 0usize);
    for c in text.chars() {
        match c {
            // Code in backticks never runs over a line's end (a wrapped message was joined
            // above); a catalogue quote may (`explain` wraps its quotes).
            '\n' => {
                backtick = false;
                out.push('\n');
            }
            '`' => backtick = !backtick,
            // Inside backticks everything is the log's or a path's: `fixtures/[` opens nothing.
            _ if backtick => {}
            '«' => guillemets += 1,
            '»' => guillemets = guillemets.saturating_sub(1),
            '[' => bracket += 1,
            ']' => bracket = bracket.saturating_sub(1),
            _ if guillemets == 0 && !backtick && bracket == 0 => out.push(c),
            _ => {}
        }
    }
    out.split('\n')
        .map(|l| {
            l.split(' ')
                .filter(|w| {
                    let w = w.trim_matches(|c: char| ",.;:()".contains(c));
                    let kebab =
                        w.contains('-') && w.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                    !(w.contains('/') || w.contains('.') || w.contains('_') || kebab)
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_filter_finds_english_and_leaves_what_is_rightly_english() {
    assert_eq!(english_in("the bet was paid"), ["the bet was paid"]);
    assert_eq!(english_in("veedor: cannot read `x`"), ["veedor: cannot read "]);
    // A bracket inside backticks opens nothing; a wrapped message is read whole.
    assert_eq!(english_in("no puede leerse `a/[`: the bet"), ["no puede leerse : the bet"]);
    assert_eq!(english_in("  × se pagó\n  │ but the bet was lost"), ["  × se pagó but the bet was lost"]);
    assert!(english_in("  × no pudo leerse (en\n  │ inglés): invalid type, expected a string").is_empty());
    for spanish in [
        "no se puede leer `the file`",
        "  × la apuesta «with the money» se pagó",
        " 12 │ pay p3 pleno 17 700 # the croupier's note",
        "  estado-1979/ruleta-francesa [ruleta.wheel.pockets] The wheel has 37 pockets",
        "la biblioteca YAML dice (en inglés): unknown field `x`, expected one of `a`",
        "wrong-payout RL003 una apuesta [the default]",
    ] {
        assert!(english_in(spanish).is_empty(), "{spanish}: {:?}", english_in(spanish));
    }
}

/// A scratch directory for the commands below, made afresh.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

#[test]
fn a_spanish_run_writes_no_english_sentence() {
    let dir = scratch("cli-i18n-no-english");
    let d = |p: &str| dir.join(p).display().to_string();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // A directory holding a binary file; a log whose header writes an amount with a thousands
    // separator (lines that do not parse are in tests/input-errors/, checked with the fixtures); a waivers
    // file YAML cannot read; a catalogue directory with an article YAML cannot read and one
    // whose roulette does not compile.
    std::fs::create_dir_all(dir.join("bin")).expect("dir");
    std::fs::write(dir.join("bin/x.mesa"), [0u8, 159, 146, 150, 7, 1, 2]).expect("binary");
    let fixture =
        std::fs::read_to_string(root.join("fixtures/valencia-2003/dos-panos/BC041-bank-over-authorised-maximum.mesa"))
            .expect("fixture");
    let broken = fixture.replace("bank_max=2000", "bank_max=5.000");
    assert_ne!(broken, fixture, "the fixture's header moved");
    std::fs::write(dir.join("broken.mesa"), broken).expect("log");
    std::fs::write(dir.join("waivers.yaml"), "version: 1\nwaivers:\n  - code: RL003\n    bogus: [\n").expect("waivers");
    std::fs::create_dir_all(dir.join("cat/x")).expect("dir");
    std::fs::write(dir.join("cat/x/y.yaml"), "id: x/y\ntitle: [unclosed\n").expect("article");
    std::fs::create_dir_all(dir.join("cat2/estado-1979")).expect("dir");
    let roulette = std::fs::read_to_string(root.join("catalog/estado-1979/ruleta-francesa.yaml")).expect("article");
    let bad_scale = roulette.replace("default_scale: alta", "default_scale: enorme");
    assert_ne!(bad_scale, roulette, "the article's default scale moved");
    std::fs::write(dir.join("cat2/estado-1979/ruleta-francesa.yaml"), bad_scale).expect("article");

    let (missing, bin, broken, waivers) = (d("missing.mesa"), d("bin"), d("broken.mesa"), d("waivers.yaml"));
    let (cat, cat2) = (d("cat"), d("cat2"));
    let commands: Vec<Vec<&str>> = vec![
        vec!["check", "fixtures", "tests/input-errors"],
        vec!["check", "fixtures", "tests/input-errors", "--format", "concise", "--summary"],
        vec!["check", "fixtures", "tests/input-errors", "--statistics"],
        vec!["check", "fixtures", "tests/input-errors", "--format", "github"],
        vec!["check", "fixtures", "tests/input-errors", "--format", "junit"],
        vec!["check", "fixtures", "tests/input-errors", "--format", "json", "--summary"],
        vec!["check", "fixtures", "tests/input-errors", "--format", "jsonl", "--summary"],
        vec!["check", &missing],
        vec!["check", &bin],
        vec!["check", &broken],
        vec!["check", &broken, "--waivers", &waivers],
        vec!["check", &broken, "--waivers", &missing],
        vec!["check", &broken, "-o", "/nonexistent/dir/report.txt"],
        vec!["check", "fixtures/[", "fixtures/log-format/*.mesa"],
        vec!["catalog", "list"],
        vec!["catalog", "lint"],
        vec!["catalog", "lint", &cat],
        vec!["catalog", "lint", &cat2],
        // `catalog coverage` is left out: the reasons a rule cannot be checked are the catalogue's
        // own text (`not_checkable.detail` in catalog/*.yaml), translated with the catalogue.
        vec!["odds", "estado-1979/punto-y-banca"],
        vec!["odds", "estado-1979/ruleta-francesa"],
        vec!["odds", "estado-1979/chemin-de-fer"],
        vec!["odds", "murcia-1996/bingo-acumulativo"],
        vec!["explain"],
        vec!["explain", "RL003"],
        vec!["explain", "BC045"],
        vec!["explain", "M005"],
        vec!["explain", "M006"],
        vec!["explain", "W001"],
        vec!["explain", "wrong-pay"],
        vec!["simulate", "estado-1979/ruleta-francesa", "--list-faults"],
        vec!["simulate", "estado-1979/punto-y-banca", "--list-faults"],
        vec!["simulate", "valencia-2003/dos-panos", "--list-faults"],
        vec!["simulate", "murcia-1996/bingo-acumulativo", "--list-faults"],
        vec!["simulate", "estado-1979/ruleta-francesa", "--inject", "no-such-fault"],
        vec!["simulate", "estado-1979/ruleta-francesa", "--rounds", "0"],
        vec!["simulate", "estado-1979/ruleta-francesa", "--inject", "wrong-payout", "--rounds", "2"],
        vec!["simulate", "estado-1979/punto-y-banca", "--bias", "17:2"],
        vec!["simulate", "estado-1979/ruleta-francesa", "--bias", "99:2"],
        vec!["simulate", "estado-1979/ruleta-francesa", "--bias", "17"],
        vec!["simulate", "estado-1979/ruleta-francesa", "--bias", "x:2"],
        vec!["simulate", "estado-1979/ruleta-francesa", "--bias", "17:y"],
        vec!["simulate", "estado-1979/ruleta-francesa", "-o", "/nonexistent/dir/sim.mesa"],
    ];
    let mut problems = Vec::new();
    for args in &commands {
        let mut all = vec!["--color", "never"];
        all.extend(args);
        let out = veedor(&all, "es_ES.UTF-8");
        for (stream, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
            let text = String::from_utf8_lossy(bytes);
            // The JSON documents' keys are English by design: only their values are read.
            let json = stream == "stdout" && (args.contains(&"json") || args.contains(&"jsonl"));
            let text = if json { json_values(&text) } else { text.into_owned() };
            for line in english_in(&text) {
                problems.push(format!("veedor {}: {stream}: {line}", args.join(" ")));
            }
        }
    }
    problems.truncate(60);
    assert!(problems.is_empty(), "English in a Spanish run (the first 60 lines):\n{}", problems.join("\n"));
}

/// Every string value of a JSON document (or of JSON Lines) that is words, one a line (a single
/// word is a code, a record's type, a severity: the same in both languages).
fn json_values(text: &str) -> String {
    fn walk(v: &serde_json::Value, out: &mut String) {
        match v {
            serde_json::Value::String(s) if s.contains(' ') => {
                out.push_str(s);
                out.push('\n');
            }
            serde_json::Value::Array(a) => a.iter().for_each(|v| walk(v, out)),
            serde_json::Value::Object(o) => o.values().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = String::new();
    let documents: Vec<&str> =
        if serde_json::from_str::<serde_json::Value>(text).is_ok() { vec![text] } else { text.lines().collect() };
    for doc in documents {
        match serde_json::from_str::<serde_json::Value>(doc) {
            Ok(v) => walk(&v, &mut out),
            Err(e) => out.push_str(&format!("the JSON document does not parse: {e}")),
        }
    }
    out
}

#[test]
fn every_checks_explanation_in_spanish_is_spanish() {
    // In process (a hundred runs of the binary would be slow): the text `veedor explain CODE`
    // writes, its example's finding included.
    let catalogs = veedor::catalog::CatalogSet::embedded().expect("embedded catalogue");
    let style = veedor::report::human::Style { lang: Lang::Es, ..Default::default() };
    let mut problems = Vec::new();
    for check in veedor::rules::CHECKS {
        let text = veedor::cli::explain_text(check, &catalogs, style);
        problems.extend(english_in(&text).into_iter().map(|l| format!("{}: {l}", check.code)));
    }
    assert!(problems.is_empty(), "English in `veedor --lang es explain CODE`:\n{}", problems.join("\n"));
}

/// The manual page and the shell completions in the reader's language: the options' texts are
/// the translated help's, the page's headings the language's; English is unchanged.
#[test]
fn man_page_and_completions_follow_the_language() {
    let es = text(&veedor(&["--lang", "es", "man"], "C").stdout);
    assert!(es.contains(".SH NOMBRE") && es.contains(".SS OPCIONES") && !es.contains(".SH OPTIONS"), "{es}");
    let inject = message(Lang::Es, "cli-help-simulate-inject").expect("the Spanish help of --inject");
    // roff escapes `-` as `\-`.
    assert!(es.replace("\\-", "-").contains(&inject), "{es}");
    let en = text(&veedor(&["man"], "C").stdout);
    assert!(en.contains(".SH NAME") && en.contains(".SS OPTIONS") && !en.contains("NOMBRE"), "{en}");
    let by_locale = text(&veedor(&["man"], "es_ES.UTF-8").stdout);
    assert_eq!(by_locale, es);
    let fish = text(&veedor(&["--lang", "es", "completions", "fish"], "C").stdout);
    assert!(fish.contains(&inject.replace('\'', "\\'")), "{fish}");
    let fish_en = text(&veedor(&["completions", "fish"], "C").stdout);
    assert!(fish_en.contains("Inject one fault"), "{fish_en}");
}

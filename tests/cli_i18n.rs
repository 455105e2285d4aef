//! veedor's own words in Spanish and English: `--help` of every command and option (translated
//! at run time from `i18n/<lang>/cli.ftl`, whose English is the doc comments'), the command
//! line's own errors, and what `catalog` prints.

use std::path::Path;
use std::process::{Command, Output};

use clap::CommandFactory;
use veedor::cli::{Cli, help};
use veedor::i18n::{Lang, message};

fn veedor(args: &[&str], locale: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_veedor"))
        .env("LC_ALL", locale)
        .env_remove("NO_COLOR")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("veedor runs")
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

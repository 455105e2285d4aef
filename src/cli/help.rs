//! `--help` in the reader's language. The help texts are written once, as the derive's doc
//! comments, which stay the English of the source; at run time every command's `about`, every
//! argument's `help`/`long_help` and every possible value's help is replaced by a message of the
//! translation files (`i18n/<lang>/cli.ftl`), whose English is the doc comment's text (a test
//! holds them equal, and fails when an argument or command has no message).
//!
//! Message ids, from the command's path below `veedor` (`catalog lint`: `catalog-lint`):
//! `cli-about-<path>` (the command's about, `cli-about` for veedor's own), `cli-help-<path>-<arg>`
//! and `cli-long-help-<path>-<arg>` (an argument; `-` for `_` in its id), and
//! `cli-value-<path>-<arg>-<value>` (a possible value).
//!
//! What clap writes by itself (`Usage:`, `Options:`, `[default: …]`, the `--help`/`--version`
//! flags) is English in clap; for a Spanish reader [`spanish_frame`] replaces what clap lets a
//! program replace (headings, the template, the built-in flags and the `help` command).

use clap::Command;
use clap::ValueEnum;
use clap::builder::{EnumValueParser, PossibleValue, StyledStr, TypedValueParser, ValueParser};

use super::{CheckFormat, ColorWhen, FailOn, Format, LangArg};
use crate::i18n::{self, Lang};

/// The language `--lang` asks for in `args` (program name first), before clap parses them (the
/// help is rendered while parsing): `--lang es`, `--lang=es`; the last one given wins, as clap
/// does. `None` when there is none, or its value is not a language (clap reports that).
pub fn peek_lang<'a>(args: impl IntoIterator<Item = &'a std::ffi::OsStr>) -> Option<Lang> {
    let mut lang = None;
    let mut args = args.into_iter().skip(1);
    while let Some(arg) = args.next() {
        let value = match arg.to_str() {
            // After `--` everything is a value (a path named `--lang`).
            Some("--") => break,
            Some("--lang") => args.next().and_then(|v| v.to_str()),
            Some(a) => a.strip_prefix("--lang="),
            None => None,
        };
        match value {
            Some("es") => lang = Some(Lang::Es),
            Some("en") => lang = Some(Lang::En),
            _ => {}
        }
    }
    lang
}

/// `cmd` (veedor's, from the derive) with its help texts in `lang`. The English messages are
/// the doc comments (a test holds them equal): in English the derive's command is used as it
/// is, which spares every English run the translation.
pub fn localized(cmd: Command, lang: Lang) -> Command {
    match lang {
        Lang::En => cmd,
        Lang::Es => spanish_frame(translated(cmd, lang)),
    }
}

/// `cmd` with every help text replaced by its message in `lang` (no other change).
pub fn translated(cmd: Command, lang: Lang) -> Command {
    translate(cmd, "", lang)
}

/// A message of the translation files by its id (built from a command's and an argument's
/// names), in `lang`.
fn message(lang: Lang, id: &str) -> Option<String> {
    i18n::message(lang, id)
}

/// `path` and `name` joined into a message id's part.
fn join(path: &str, name: &str) -> String {
    let name = name.replace('_', "-");
    if path.is_empty() { name } else { format!("{path}-{name}") }
}

fn translate(mut cmd: Command, path: &str, lang: Lang) -> Command {
    let about_id = if path.is_empty() { "cli-about".to_owned() } else { format!("cli-about-{path}") };
    if let Some(about) = message(lang, &about_id) {
        cmd = cmd.about(about);
    }
    if path.is_empty() {
        if let Some(after) = message(lang, "cli-after-help") {
            cmd = cmd.after_help(after);
        }
    }
    let ids: Vec<String> = cmd.get_arguments().map(|a| a.get_id().to_string()).collect();
    for id in ids {
        let key = join(path, &id);
        let help = message(lang, &format!("cli-help-{key}"));
        let long = message(lang, &format!("cli-long-help-{key}"));
        cmd = cmd.mut_arg(&id, |mut arg| {
            if let Some(h) = help {
                arg = arg.help(h);
            }
            if let Some(h) = long {
                arg = arg.long_help(h);
            }
            // veedor's own value errors in `lang` too.
            let arg = match key.as_str() {
                "check-jobs" => arg.value_parser(move |s: &str| super::args::parse_jobs_in(s, lang)),
                "check-encoding" => arg.value_parser(move |s: &str| super::args::parse_encoding_in(s, lang)),
                "check-alert-p" => arg.value_parser(move |s: &str| super::args::parse_alert_p_in(s, lang)),
                "simulate-bias" => arg.value_parser(move |s: &str| crate::sim::parse_bias_in(s, lang)),
                "simulate-date" => arg.value_parser(move |s: &str| crate::sim::parse_day_in(s, lang)),
                "simulate-table" => arg.value_parser(move |s: &str| crate::sim::parse_table_name_in(s, lang)),
                _ => arg,
            };
            values(arg, &key, lang)
        });
    }
    let subs: Vec<String> = cmd.get_subcommands().map(|s| s.get_name().to_owned()).collect();
    for name in subs {
        let sub_path = join(path, &name);
        cmd = cmd.mut_subcommand(&name, |s| translate(s, &sub_path, lang));
    }
    cmd
}

/// An argument whose possible values have help of their own: the same parser (the same enum
/// parsed), its values' help translated.
fn values(arg: clap::Arg, key: &str, lang: Lang) -> clap::Arg {
    fn with<E: ValueEnum + Clone + Send + Sync + 'static>(arg: clap::Arg, key: &str, lang: Lang) -> clap::Arg {
        let values = E::value_variants()
            .iter()
            .filter_map(E::to_possible_value)
            .map(|v| match message(lang, &format!("cli-value-{key}-{}", v.get_name())) {
                Some(h) => v.help(h),
                None => v,
            })
            .collect();
        arg.value_parser(Translated::<E> { values, parser: EnumValueParser::new() })
    }
    let parser = arg.get_value_parser().type_id();
    let is = |e: ValueParser| e.type_id() == parser;
    if is(EnumValueParser::<ColorWhen>::new().into()) {
        with::<ColorWhen>(arg, key, lang)
    } else if is(EnumValueParser::<LangArg>::new().into()) {
        with::<LangArg>(arg, key, lang)
    } else if is(EnumValueParser::<CheckFormat>::new().into()) {
        with::<CheckFormat>(arg, key, lang)
    } else if is(EnumValueParser::<Format>::new().into()) {
        with::<Format>(arg, key, lang)
    } else if is(EnumValueParser::<FailOn>::new().into()) {
        with::<FailOn>(arg, key, lang)
    } else {
        arg
    }
}

/// An enum's parser whose possible values (what `--help` lists) carry translated help.
#[derive(Clone)]
struct Translated<E: ValueEnum + Clone + Send + Sync + 'static> {
    values: Vec<PossibleValue>,
    parser: EnumValueParser<E>,
}

impl<E: ValueEnum + Clone + Send + Sync + 'static> TypedValueParser for Translated<E> {
    type Value = E;

    fn parse_ref(&self, cmd: &Command, arg: Option<&clap::Arg>, value: &std::ffi::OsStr) -> Result<E, clap::Error> {
        self.parser.parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.values.iter().cloned()))
    }
}

/// What clap writes by itself, in Spanish where clap lets a program say it: the usage line and
/// the section headings (a help template), the `-h`/`--help` and `-V`/`--version` flags, the
/// `help` command, and each argument's default and possible values (clap's lines hidden, the
/// same written into the argument's help).
fn spanish_frame(mut cmd: Command) -> Command {
    // The flags and the `help` command exist once the command is built.
    cmd.build();
    frame(cmd, false)
}

fn frame(mut cmd: Command, is_help: bool) -> Command {
    let text = |id: &str| message(Lang::Es, id).unwrap_or_default();
    let ids: Vec<String> = cmd.get_arguments().map(|a| a.get_id().to_string()).collect();
    for id in ids {
        cmd = cmd.mut_arg(&id, |arg| {
            // clap says «see more with '--help'» when `--help` shows more than `-h`.
            let more = arg.get_help().is_some_and(|h| h.to_string().contains("'--help'"));
            let arg = match id.as_str() {
                "help" if more => arg.help(text("cli-flag-help-more")).long_help(text("cli-flag-help-summary")),
                "help" => arg.help(text("cli-flag-help")),
                "version" => arg.help(text("cli-flag-version")),
                "subcommand" if is_help => arg.help(text("cli-help-command-subcommand")),
                _ => arg,
            };
            let arg = if id == "help" || id == "version" { arg } else { values_and_default(arg) };
            let heading = if arg.is_positional() { "cli-heading-arguments" } else { "cli-heading-options" };
            if arg.get_help_heading().is_none() { arg.help_heading(text(heading)) } else { arg }
        });
    }
    // clap's own template, its `Usage:` heading translated (in clap's style for headings).
    let style = cmd.get_styles().get_usage();
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{style}{}{style:#} {{usage}}\n\n{{all-args}}{{after-help}}",
        text("cli-heading-usage")
    );
    cmd = cmd
        .help_template(StyledStr::from(template))
        .subcommand_help_heading(text("cli-heading-commands"))
        .subcommand_value_name(text("cli-value-name-command"));
    // The usage line as clap makes it, its `[OPTIONS]` translated (clap writes it itself). It
    // stands for every usage of the command, also under an error.
    let usage = cmd.render_usage().to_string();
    if let Some(usage) = usage.strip_prefix("Usage: ") {
        cmd = cmd.override_usage(usage.replace("[OPTIONS]", &text("cli-usage-options")));
    }
    let subs: Vec<String> = cmd.get_subcommands().map(|s| s.get_name().to_owned()).collect();
    for name in subs {
        cmd = cmd.mut_subcommand(&name, |s| {
            if name == "help" { frame(s.about(text("cli-about-help-command")), true) } else { frame(s, false) }
        });
    }
    cmd
}

/// An argument's default and possible values written into its help in Spanish, as clap
/// writes them in English (`[default: …]`, `[possible values: …]`, `Possible values:` with
/// their help), clap's own lines hidden.
fn values_and_default(arg: clap::Arg) -> clap::Arg {
    let text = |id: &str| message(Lang::Es, id).unwrap_or_default();
    let takes = arg.get_action().takes_values();
    let defaults: Vec<String> = if takes && !arg.is_hide_default_value_set() {
        arg.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()).collect()
    } else {
        Vec::new()
    };
    let values: Vec<PossibleValue> = if takes && !arg.is_hide_possible_values_set() {
        arg.get_possible_values().into_iter().filter(|v| !v.is_hide_set()).collect()
    } else {
        Vec::new()
    };
    if defaults.is_empty() && values.is_empty() {
        return arg;
    }
    let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
    let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
    let default = format!("[{}: {}]", text("cli-default"), defaults.join(", "));
    let possible = format!("[{}: {}]", text("cli-possible-values"), names.join(", "));
    let mut short = help.clone();
    let mut long = help;
    if !values.is_empty() {
        if values.iter().any(|v| v.get_help().is_some()) {
            let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0) + 1;
            long.push_str(&format!("\n\n{}", text("cli-possible-values-heading")));
            for v in &values {
                let name = format!("{}:", v.get_name());
                let help = v.get_help().map(ToString::to_string).unwrap_or_default();
                long.push_str(&format!("\n- {name:<width$} {help}"));
            }
        } else {
            long.push_str(&format!("\n\n{possible}"));
        }
    }
    if !defaults.is_empty() {
        short.push_str(&format!(" {default}"));
        long.push_str(&format!("\n\n{default}"));
    }
    if !values.is_empty() {
        short.push_str(&format!(" {possible}"));
    }
    arg.hide_default_value(true).hide_possible_values(true).help(short).long_help(long)
}

/// Every help message id the command tree needs, with the English the derive gives it (what
/// the English translation must say). `None` when the derive has no text there (a test fails).
pub fn expected_english(cmd: &Command) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    walk(cmd, "", &mut out);
    out
}

fn walk(cmd: &Command, path: &str, out: &mut Vec<(String, Option<String>)>) {
    let about_id = if path.is_empty() { "cli-about".to_owned() } else { format!("cli-about-{path}") };
    out.push((about_id, cmd.get_about().map(ToString::to_string)));
    if path.is_empty() {
        out.push(("cli-after-help".into(), cmd.get_after_help().map(ToString::to_string)));
    }
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        if id == "help" || id == "version" {
            continue;
        }
        let key = join(path, id);
        out.push((format!("cli-help-{key}"), arg.get_help().map(ToString::to_string)));
        if let Some(long) = arg.get_long_help() {
            out.push((format!("cli-long-help-{key}"), Some(long.to_string())));
        }
        for v in arg.get_possible_values() {
            if let Some(h) = v.get_help() {
                out.push((format!("cli-value-{key}-{}", v.get_name()), Some(h.to_string())));
            }
        }
    }
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        walk(sub, &join(path, sub.get_name()), out);
    }
}

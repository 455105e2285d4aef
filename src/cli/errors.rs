//! clap's usage errors in the reader's language. clap writes them in English; it lets a program
//! format them itself ([`clap::error::ErrorFormatter`]) from their kind and context (the
//! argument, the value, the valid values, the usage), which is what [`Spanish`] does with the
//! messages of `i18n/<lang>/cli.ftl`. The errors veedor raises with a message of its own
//! (already in the reader's language) keep clap's frame, whose English words are replaced.
//!
//! clap gives its suggestions as finished English sentences: the one it makes most
//! («to pass '--x' as a value, use '-- --x'») is translated, any other stays English.

use std::fmt::Write as _;

use clap::builder::StyledStr;
use clap::builder::styling::Styles;
use clap::error::{ContextKind, ContextValue, ErrorFormatter, ErrorKind};

use crate::i18n::{Lang, Locale, Text};
use crate::t;

/// The text of a usage error (or the help, or the version) for a reader of `lang`; `ansi`:
/// with colours.
pub fn render(e: clap::Error, lang: Lang, ansi: bool) -> String {
    let styled = match lang {
        Lang::Es if e.use_stderr() => {
            // An error made from a message (veedor's own) is formatted already: its frame
            // only is clap's.
            if e.context().next().is_none() {
                let text = if ansi { e.render().ansi().to_string() } else { e.render().to_string() };
                return reframe(&text);
            }
            e.apply::<Spanish>().render()
        }
        _ => e.render(),
    };
    if ansi { styled.ansi().to_string() } else { styled.to_string() }
}

fn es(text: Text) -> String {
    text.render(Locale::human(Lang::Es))
}

/// clap's English frame of a formatted error (`error:`, `Usage:`, `For more information…`) in
/// Spanish.
fn reframe(text: &str) -> String {
    let try_help = text.find("For more information, try '").and_then(|start| {
        let rest = &text[start + "For more information, try '".len()..];
        let end = rest.find("'.")?;
        Some((start, &rest[..end], start + "For more information, try '".len() + end + 2))
    });
    let mut out = match try_help {
        Some((start, flag, end)) => {
            format!("{}{}{}", &text[..start], es(t!("cli-clap-try-help", flag = flag)), &text[end..])
        }
        None => text.to_owned(),
    };
    if let Some(at) = out.find("error:") {
        out.replace_range(at..at + "error:".len(), &es(t!("cli-clap-error")));
    }
    if let Some(at) = out.find("Usage:") {
        out.replace_range(at..at + "Usage:".len(), &es(t!("cli-heading-usage")));
    }
    out
}

/// clap's errors in Spanish, from their kind and context.
pub struct Spanish;

impl ErrorFormatter for Spanish {
    fn format_error(error: &clap::error::Error<Self>) -> StyledStr {
        let styles = Styles::default();
        let (err, valid, invalid, literal) =
            (styles.get_error(), styles.get_valid(), styles.get_invalid(), styles.get_literal());
        let get = |kind| error.get(kind);
        let string = |kind| match get(kind) {
            Some(ContextValue::String(s)) => Some(s.clone()),
            _ => None,
        };
        let number = |kind| match get(kind) {
            Some(ContextValue::Number(n)) => i64::try_from(*n).ok(),
            _ => None,
        };
        let bad = |s: &str| Text::verbatim(format!("{invalid}{s}{invalid:#}"));
        let lit = |s: &str| Text::verbatim(format!("{literal}{s}{literal:#}"));
        let list = |kind| match get(kind) {
            Some(ContextValue::Strings(v)) => v.clone(),
            Some(ContextValue::String(s)) => vec![s.clone()],
            _ => Vec::new(),
        };
        let mut out = String::new();
        let _ = write!(out, "{err}{}{err:#} ", es(t!("cli-clap-error")));
        let arg = string(ContextKind::InvalidArg);
        let value = string(ContextKind::InvalidValue);
        let message = match error.kind() {
            ErrorKind::ArgumentConflict => {
                let prior = list(ContextKind::PriorArg);
                match (arg, string(ContextKind::InvalidSubcommand)) {
                    (Some(a), _) if prior.len() == 1 && prior[0] == a => {
                        Some(t!("cli-clap-conflict-twice", arg = bad(&a)))
                    }
                    (Some(a), _) => Some(t!("cli-clap-conflict", arg = bad(&a), with = join(&prior, *invalid))),
                    (None, Some(s)) => {
                        Some(t!("cli-clap-conflict-subcommand", subcommand = bad(&s), with = join(&prior, *invalid)))
                    }
                    _ => None,
                }
            }
            ErrorKind::NoEquals => arg.map(|a| t!("cli-clap-no-equals", arg = bad(&a))),
            ErrorKind::InvalidValue => match (arg, value) {
                (Some(a), Some(v)) => {
                    let message = if v.is_empty() {
                        t!("cli-clap-value-missing", arg = bad(&a))
                    } else {
                        t!("cli-clap-invalid-value", value = bad(&v), arg = lit(&a))
                    };
                    let values = list(ContextKind::ValidValue);
                    Some(if values.is_empty() {
                        message
                    } else {
                        t!("cli-clap-possible-values", message = message, values = join(&values, *valid))
                    })
                }
                _ => None,
            },
            ErrorKind::InvalidSubcommand => {
                string(ContextKind::InvalidSubcommand).map(|s| t!("cli-clap-unknown-subcommand", subcommand = bad(&s)))
            }
            ErrorKind::MissingRequiredArgument => {
                let args = list(ContextKind::InvalidArg);
                let args: Vec<String> = args.iter().map(|a| format!("\n  {valid}{a}{valid:#}")).collect();
                Some(t!("cli-clap-missing-arguments", args = args.concat()))
            }
            ErrorKind::MissingSubcommand => string(ContextKind::InvalidSubcommand).map(|s| {
                let subs = list(ContextKind::ValidSubcommand);
                t!("cli-clap-missing-subcommand", command = bad(&s), subcommands = join(&subs, *valid))
            }),
            ErrorKind::TooManyValues => match (arg, value) {
                (Some(a), Some(v)) => Some(t!("cli-clap-too-many-values", value = bad(&v), arg = lit(&a))),
                _ => None,
            },
            ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
                let expected = number(ContextKind::MinValues).or_else(|| number(ContextKind::ExpectedNumValues));
                match (arg, expected, number(ContextKind::ActualNumValues)) {
                    (Some(a), Some(n), Some(given)) => {
                        Some(t!("cli-clap-number-of-values", expected = n, arg = lit(&a), given = given))
                    }
                    _ => None,
                }
            }
            ErrorKind::ValueValidation => match (arg, value) {
                (Some(a), Some(v)) => {
                    // veedor's parsers give their reason in the reader's language already.
                    let reason = std::error::Error::source(error).map_or(String::new(), |s| s.to_string());
                    Some(t!("cli-clap-value-rejected", value = bad(&v), arg = lit(&a), reason = reason))
                }
                _ => None,
            },
            ErrorKind::UnknownArgument => arg.map(|a| t!("cli-clap-unknown-argument", arg = bad(&a))),
            _ => None,
        };
        out.push_str(&es(message.unwrap_or_else(|| t!("cli-clap-invalid-arguments"))));
        let similar = [
            (ContextKind::SuggestedSubcommand, "subcommand"),
            (ContextKind::SuggestedArg, "argument"),
            (ContextKind::SuggestedValue, "value"),
        ];
        let mut first = true;
        for (kind, what) in similar {
            let names = list(kind);
            if names.is_empty() {
                continue;
            }
            out.push_str(if first { "\n\n" } else { "\n" });
            first = false;
            let names: Vec<String> = names.iter().map(|n| format!("'{valid}{n}{valid:#}'")).collect();
            let tip = t!("cli-clap-similar", what = what, count = names.len(), names = names.join(", "));
            let _ = write!(out, "  {valid}{}{valid:#} {}", es(t!("cli-clap-tip")), es(tip));
        }
        if let Some(ContextValue::StyledStrs(tips)) = get(ContextKind::Suggested) {
            if first {
                out.push('\n');
            }
            for tip in tips {
                let _ = write!(out, "\n  {valid}{}{valid:#} {}", es(t!("cli-clap-tip")), suggestion(tip));
            }
        }
        if let Some(ContextValue::StyledStr(usage)) = get(ContextKind::Usage) {
            let usage = usage.ansi().to_string().replacen("Usage:", &es(t!("cli-heading-usage")), 1);
            let _ = write!(out, "\n\n{usage}");
        }
        let _ = write!(out, "\n\n{}\n", es(t!("cli-clap-try-help", flag = format!("{literal}--help{literal:#}"))));
        StyledStr::from(out)
    }
}

/// One of clap's ready-made suggestions: «to pass '--x' as a value, use '-- --x'» in Spanish
/// (its arguments read back from clap's English); any other as clap wrote it.
fn suggestion(tip: &StyledStr) -> String {
    let plain = tip.to_string();
    let pass = plain
        .strip_prefix("to pass '")
        .and_then(|rest| rest.split_once("' as a value, use '"))
        .and_then(|(arg, rest)| Some((arg, rest.strip_suffix('\'')?)));
    match pass {
        Some((arg, usage)) => es(t!("cli-clap-tip-pass-value", arg = arg, usage = usage)),
        None => tip.ansi().to_string(),
    }
}

/// `'a', 'b'`, each in `style`.
fn join(items: &[String], style: clap::builder::styling::Style) -> Text {
    let quoted: Vec<String> = items.iter().map(|i| format!("'{style}{i}{style:#}'")).collect();
    Text::verbatim(quoted.join(", "))
}

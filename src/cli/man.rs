//! `veedor man`: the manual page, every command's options in one page.

use std::io::{self, Write};

use clap::CommandFactory;

use super::Cli;
use super::help;
use crate::i18n::Lang;

/// The manual page: veedor's own sections, then one section per command (`VEEDOR CHECK`, and
/// `VEEDOR CATALOG LINT` for a command's commands) with its synopsis, description and options.
/// clap_mangen's page alone refers to a page per command (`veedor-check(1)`), which `veedor
/// man` does not write: `man veedor` must document every option by itself.
///
/// In Spanish the texts are the translated help's and clap_mangen's headings (`NAME`,
/// `OPTIONS`…) are replaced by the translation files' (`cli-man-heading-*`).
pub(super) fn man_page(w: &mut dyn Write, lang: Lang) -> io::Result<()> {
    let mut page = Vec::new();
    man_page_english_headings(&mut page, lang)?;
    let page = String::from_utf8_lossy(&page);
    for line in page.lines() {
        let translated = ["SH", "SS"].iter().find_map(|level| {
            let id = match line.strip_prefix(&format!(".{level} "))? {
                "NAME" => "cli-man-heading-name",
                "SYNOPSIS" => "cli-man-heading-synopsis",
                "DESCRIPTION" => "cli-man-heading-description",
                "OPTIONS" => "cli-man-heading-options",
                "EXTRA" => "cli-man-heading-extra",
                "VERSION" => "cli-man-heading-version",
                "\"EXIT STATUS\"" => "cli-man-heading-exit-status",
                "ENVIRONMENT" => "cli-man-heading-environment",
                "EXAMPLES" => "cli-man-heading-examples",
                _ => return None,
            };
            let text = crate::i18n::message(lang, id)?;
            Some(format!(".{level} {text}"))
        });
        match translated {
            Some(t) if lang != Lang::En => writeln!(w, "{t}")?,
            _ => writeln!(w, "{line}")?,
        }
    }
    Ok(())
}

/// The manual page as clap_mangen writes it, its texts in `lang`.
fn man_page_english_headings(w: &mut dyn Write, lang: Lang) -> io::Result<()> {
    let mut cmd = help::translated(Cli::command(), lang);
    // Gives each command its full name (`veedor catalog lint`) for its synopsis.
    cmd.build();
    let man = clap_mangen::Man::new(cmd.clone());
    man.render_title(w)?;
    man.render_name_section(w)?;
    man.render_synopsis_section(w)?;
    man.render_description_section(w)?;
    man.render_options_section(w)?;
    man_commands(&cmd, w)?;
    if cmd.get_after_help().is_some() || cmd.get_after_long_help().is_some() {
        man.render_extra_section(w)?;
    }
    man_sections(w, lang)?;
    man.render_version_section(w)
}

/// The sections a manual page has that clap knows nothing of: EXIT STATUS, ENVIRONMENT and
/// EXAMPLES, their text from the translation files (`cli-man-*`), one entry per line there:
/// `TERM<tab>its description` is a tagged paragraph, any other line a paragraph of its own.
fn man_sections(w: &mut dyn Write, lang: Lang) -> io::Result<()> {
    for (heading, body) in [
        ("\"EXIT STATUS\"", "cli-man-exit-status"),
        ("ENVIRONMENT", "cli-man-environment"),
        ("EXAMPLES", "cli-man-examples"),
    ] {
        writeln!(w, ".SH {heading}")?;
        let text = crate::i18n::message(lang, body).unwrap_or_default();
        for entry in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            match entry.split_once('\t').or_else(|| entry.split_once(" :: ")) {
                Some((term, what)) => writeln!(w, ".TP\n\\fB{}\\fR\n{}", roff(term), roff(what))?,
                None => writeln!(w, ".PP\n{}", roff(entry))?,
            }
        }
    }
    Ok(())
}

/// `text` as roff reads it literally: a backslash doubled, a leading `.` or `'` (a request)
/// escaped, a hyphen kept a hyphen (`\-`, which `man` neither breaks nor turns into a dash).
fn roff(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    match escaped.chars().next() {
        Some('.' | '\'') => format!("\\&{escaped}"),
        _ => escaped,
    }
}

/// One section per command of `cmd` (but `help`), each followed by its own commands'.
fn man_commands(cmd: &clap::Command, w: &mut dyn Write) -> io::Result<()> {
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set() && s.get_name() != "help") {
        let name = sub.get_bin_name().unwrap_or(sub.get_name()).to_uppercase();
        writeln!(w, ".SH \"{name}\"")?;
        let man = clap_mangen::Man::new(sub.clone());
        let mut part = Vec::new();
        man.render_synopsis_section(&mut part)?;
        man.render_description_section(&mut part)?;
        man.render_options_section(&mut part)?;
        // The command's own headings are subsections of its section.
        for line in String::from_utf8_lossy(&part).lines() {
            match line.strip_prefix(".SH ") {
                Some(heading) => writeln!(w, ".SS {heading}")?,
                None => writeln!(w, "{line}")?,
            }
        }
        man_commands(sub, w)?;
    }
    Ok(())
}

//! The registry of checks: one table, as ruff and clippy keep theirs. Each entry is a stable code
//! that vendors can gate on, a kebab-case name, a default severity and the documentation that
//! `veedor explain` prints, named by message id: its text, in Spanish and English, is in
//! `i18n/<lang>/checks.ftl` under that id. Which article and wording a check enforces is data:
//! catalogue rules name the codes that implement them (`checks: [RL003]`), so one check serves
//! every jurisdiction and each finding cites the text of the table's own catalogue.

use crate::finding::Severity;
use crate::i18n::{Locale, Text};

/// What part of veedor reports the check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// The log cannot be read as the format says: the file cannot be fully checked, so these
    /// are input errors (exit code 2), not violations.
    LogFormat,
    /// The session's structure (open, rounds, close), common to every game.
    Session,
    /// Waivers: inline `# veedor: waive` comments and waivers files. Problems with a waiver are
    /// findings like violations (they count towards the exit code at their severity).
    Waiver,
    /// Ruleta francesa and its family.
    Roulette,
    /// The baccarat family: punto y banca, chemin de fer, bacará a dos paños.
    Baccarat,
    /// Black Jack (Veintiuno).
    BlackJack,
    /// Treinta y cuarenta.
    Treinta,
    /// Dados o craps.
    Dice,
    /// Bingo and the bingo acumulativo.
    Bingo,
    /// Póquer sin descarte.
    Poker,
    /// Póquer de círculo and póquer sintético (players against each other; PHH hands too).
    Circulo,
    /// Monte o banca (the Spanish deck, the layout, the suertes and their annulments).
    Monte,
}

impl Group {
    pub fn as_str(self) -> &'static str {
        match self {
            Group::LogFormat => "log-format",
            Group::Session => "session",
            Group::Waiver => "waiver",
            Group::Roulette => "roulette",
            Group::Baccarat => "baccarat",
            Group::BlackJack => "black-jack",
            Group::Treinta => "treinta",
            Group::Dice => "dice",
            Group::Bingo => "bingo",
            Group::Poker => "poker",
            Group::Circulo => "circulo",
            Group::Monte => "monte",
        }
    }

    /// The group as `veedor explain` names it: in English its identifier (`roulette`, the SARIF
    /// tag), in Spanish its translation. Beside the registry, so that a new family's group is
    /// named where it is declared.
    pub fn name(self) -> crate::i18n::Text {
        match self {
            Group::LogFormat => crate::t!("explain-group-log-format"),
            Group::Session => crate::t!("explain-group-session"),
            Group::Waiver => crate::t!("explain-group-waiver"),
            Group::Roulette => crate::t!("explain-group-roulette"),
            Group::Baccarat => crate::t!("explain-group-baccarat"),
            Group::BlackJack => crate::t!("explain-group-black-jack"),
            Group::Treinta => crate::t!("explain-group-treinta"),
            Group::Dice => crate::t!("explain-group-dice"),
            Group::Bingo => crate::t!("explain-group-bingo"),
            Group::Poker => crate::t!("explain-group-poker"),
            Group::Circulo => crate::t!("explain-group-circulo"),
            Group::Monte => crate::t!("explain-group-monte"),
        }
    }
}

#[derive(Debug)]
pub struct Check {
    pub code: &'static str,
    pub name: &'static str,
    pub group: Group,
    pub severity: Severity,
    /// Message id of its one-line summary in the translation files (`i18n/<lang>/checks.ftl`):
    /// the registry names the ids, so reading a check's entry leads to its text in every language.
    pub summary_id: &'static str,
    /// Message id of why the check exists and exactly what it compares.
    pub explanation_id: &'static str,
}

impl Check {
    /// One line.
    pub fn summary(&self) -> Text {
        Text::new(self.summary_id)
    }

    /// Why the check exists and exactly what it compares, in `locale`'s language: one paragraph
    /// per line. The translation files wrap it freely (a line break there is a space; a blank
    /// line is where the text breaks the line).
    pub fn explanation(&self, locale: Locale) -> String {
        let text = Text::new(self.explanation_id).render(locale);
        text.split("\n\n").map(|p| p.split_whitespace().collect::<Vec<_>>().join(" ")).collect::<Vec<_>>().join("\n")
    }

    /// Input errors (exit 2) rather than violations (exit 1).
    pub fn is_input_error(&self) -> bool {
        self.group == Group::LogFormat
    }
}

// The table itself, one entry per check in code order, is `rules/registry.rs`: the part that
// grows with every family.
mod registry;
pub use registry::CHECKS;

/// The registry entry for `code`.
pub fn lookup(code: &str) -> Option<&'static Check> {
    CHECKS.iter().find(|c| c.code == code)
}

/// Finds a check by code or by name.
pub fn find(code_or_name: &str) -> Option<&'static Check> {
    CHECKS.iter().find(|c| c.code.eq_ignore_ascii_case(code_or_name) || c.name == code_or_name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_names_are_unique_and_sorted() {
        for pair in CHECKS.windows(2) {
            assert!(pair[0].code < pair[1].code || pair[0].group != pair[1].group, "{}", pair[1].code);
        }
        let mut names: Vec<_> = CHECKS.iter().map(|c| c.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), CHECKS.len());
    }
}

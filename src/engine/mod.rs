//! Replay engines: one per game family, behind one trait, parameterised by a catalogue article.
//!
//! A catalogue file is compiled once into a [`Game`] (tables precomputed, cross-references
//! resolved); each log then gets a fresh [`Engine`] from it. Adding a game family is a module
//! here, one arm in [`compile`] and one variant of [`crate::catalog::model::Play`].

pub mod baccarat;
pub mod bingo;
pub mod black_jack;
pub mod circulo;
pub mod dice;
pub mod family;
pub mod known_odds;
pub mod limits;
pub mod monte;
pub(crate) mod names;
pub mod not_logged;
pub mod poker;
pub mod prison;
pub mod roulette;
pub mod settlement_order;
pub mod shoe;
pub mod treinta;

use std::sync::Arc;

use crate::catalog::model::CatalogFile;
use crate::finding::Finding;
use crate::log::event::{Event, EventKind, TableHeader};
use crate::money::Amount;

/// The header parameters every game shares, already validated by the checker.
#[derive(Clone, Debug)]
pub struct TableConfig {
    pub id: String,
    /// Table minimum, in minor units.
    pub min: Amount,
    pub panos: u8,
    pub currency: String,
}

/// A catalogue article compiled for its family's engine.
pub trait Game: Send + Sync {
    /// Header keys this game accepts besides `catalog`, `min`, `panos` and `currency` (some
    /// come from the article: boule's `max-numero=`, named after its limit classes).
    fn header_keys(&self) -> Vec<&str>;
    /// Check codes its engine can emit under this article's parameters (each must be
    /// implemented by some rule of the catalogue, so that every finding has a citation;
    /// `catalog lint` verifies it).
    fn emitted_checks(&self) -> Vec<&'static str>;
    /// A fresh engine for one log. `Err` carries a finding on the header (e.g. an unknown
    /// scale), which stops the file.
    fn start(&self, table: &TableConfig, header: &TableHeader<'_>) -> Result<Box<dyn Engine + '_>, Box<Finding>>;
    /// Whether this game's table has events of this kind: a whitelist of the family's own
    /// events (a roulette's `spin`, `void` and `choose`; a card game's shoe and deal lines). Any
    /// other event at its table belongs to another game (a `spin` at a card table, a `deal` at a
    /// roulette table, or an event kind added for a family that did not exist when this one was
    /// written): the checker reports it (S007) and does not pass it on. It asks only of the
    /// events that are neither common to every game (`EventKind::common_to_every_game`) nor the
    /// log's frame (`EventKind::frames_every_log`).
    fn accepts(&self, kind: &EventKind<'_>) -> bool;
    /// Whether this event decides the round (a wheel's result, a coup's outcome): after it, a
    /// stake on the round is late and a round without one has no result.
    fn decides_round(&self, kind: &EventKind<'_>) -> bool;
    /// A bet written as a number where a kind was due (`bet s1 15 10`), which the parser
    /// explains with a roulette cloth's `pleno 17`: the game's own message and what it expected,
    /// where its bets are written otherwise (the fortune wheel's spots, by name). `None`: the
    /// parser's words stand.
    fn numeric_bet(&self, _token: &str) -> Option<(crate::i18n::Text, crate::i18n::Text)> {
        None
    }
    /// Whether this game's cards are the Spanish 40-card deck (monte o banca): the checker then
    /// reads the log's card lines with its notation (`5o`, `Re`; [`crate::log::parser::parse_line_spanish`]).
    fn spanish_deck(&self) -> bool {
        false
    }
    /// Whether this game reads the círculo family's lines (póquer de círculo and sintético):
    /// the checker then reads the log's body with a loop of its own, whose fast path knows
    /// those lines first. Such a game must accept every círculo event, `fold`, a bare `void`
    /// and a one-card `deal`, and decide no round by any of them (the checker hands them to its
    /// engine without asking: [`Game::accepts`], [`Game::decides_round`]).
    fn circulo_lines(&self) -> bool {
        false
    }
}

/// Replays one log's events and reports what breaks the rules.
pub trait Engine {
    /// One event, in log order. Session and round structure has already been checked by the
    /// checker, which still passes those events on (engines settle rounds on them).
    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>);
    /// End of input: settle what is still open. `closed` tells whether the session was closed.
    fn finish(&mut self, closed: bool, out: &mut Vec<Finding>);
    /// One of the círculo family's own lines inside a round of an open session (`check`,
    /// `raise`, `deal`, `fold`…: most of a círculo log), which the checker hands over without
    /// asking the game ([`Game::circulo_lines`]). The same as [`Engine::event`]; an engine may
    /// take a shorter way in for them (the generic prologue's tests cost some thirty
    /// instructions a line).
    fn circulo_line(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        self.event(ev, out);
    }
    /// A line at `at` could not be read (M001/M002 reported): what it said is unknown, so a
    /// check that counts lines may hold back rather than report its consequence.
    fn unreadable(&mut self, _at: crate::log::event::Loc) {}
    /// An event foreign to the table's game (`Game::accepts`), which the checker has reported
    /// (S007) and does not pass to [`Engine::event`]: an engine whose later lines follow from it
    /// (a Black Jack `evenmoney` where the article has none, then that hand's payment) takes
    /// them as reported rather than as faults of their own.
    fn foreign(&mut self, _ev: &Event<'_>) {}
    /// How many rounds after its own a round is judged (its settlement findings made): 0 when
    /// a round is judged as the next begins. The checker sets aside what follows an unreadable
    /// line until its round and the next have been judged.
    fn judged_late_by(&self) -> u8 {
        0
    }
    /// The engine's part of the table's study ([`crate::study`]): outcome frequencies and the
    /// theoretical edge of the bets placed. Asked once, after [`Engine::finish`].
    fn study(&self) -> Option<crate::study::GameStudy> {
        None
    }
    /// The study's money, where the engine counts it rather than the settlement lines (bingo:
    /// the cards sold are the stakes). Asked with [`Engine::study`].
    fn study_money(&self) -> Option<crate::study::Money> {
        None
    }
    /// The house's take beside the most the article allows (the games where the house plays
    /// no hand and takes from the pots).
    fn study_take(&self) -> Option<crate::study::Take> {
        None
    }
    /// The money of each kind of bet beside its exact edge ([`crate::study::KindMoney`]), where
    /// the engine counts it so.
    fn study_kinds(&self) -> Vec<crate::study::KindMoney> {
        Vec::new()
    }
    /// Further frequencies for the study, beside its outcomes ([`crate::study::View`]).
    fn study_views(&self) -> Vec<crate::study::View> {
        Vec::new()
    }
}

/// A problem in a catalogue that YAML types alone cannot catch, located by its YAML path
/// (`play.roulette.bets[3].limit`) so that lint can point at the line. The message is a
/// translatable text, rendered in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    pub path: String,
    pub message: crate::i18n::Text,
}

impl CompileError {
    pub fn new(path: impl Into<String>, message: impl Into<crate::i18n::Text>) -> CompileError {
        CompileError { path: path.into(), message: message.into() }
    }
}

/// Compiles a catalogue article for its family's engine.
pub fn compile(file: &CatalogFile) -> Result<Arc<dyn Game>, Vec<CompileError>> {
    family::of(&file.play).compile(file)
}

//! Simulated sessions and fault injection: how every game is tested.
//!
//! `simulate` writes a compliant log for a catalogue article, computed from the same YAML the
//! checker reads. With a fault named, the same kind of log carries exactly one violation, and
//! checking it must produce exactly that finding.
//!
//! This module is the driver, the same for every game family: the options, the faults' type,
//! the checks on the request, and the helpers the simulators share (a seeded shuffle, the
//! faults an article makes possible, a failure in the reader's language). Each family's
//! simulator lives with the family and is reached through its [`Family`] implementation
//! ([`crate::engine::family::of`]), so a new family brings its simulator without an edit here.
//!
//! [`Family`]: crate::engine::family::Family

mod relabel;
mod session;

use std::io::Write;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::catalog::Catalog;
use crate::i18n::{Lang, Locale, Text};
use crate::t;

pub use relabel::{Day, Relabel, parse_day, parse_day_in, parse_table_name, parse_table_name_in};
pub(crate) use session::{EARLY_EVENING, EVENING, LATE_EVENING};

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimOptions {
    pub rounds: u32,
    pub seed: u64,
    /// Name of a fault to inject (see [`faults`]), or `None` for a compliant log.
    pub inject: Option<String>,
    /// Biased outcomes: each listed number's weight against 1 for the others (`(17, 2)`: 17
    /// twice as likely as any other number). Empty: fair. Only a family whose simulator takes
    /// a bias accepts one ([`crate::engine::family::Family::takes_bias`]).
    pub bias: Vec<(u16, u32)>,
}

/// Parses `--bias NUMBER:WEIGHT` (`17:2`): an outcome's number and its whole weight (whether
/// the number is one of the game's is the family simulator's to say).
pub fn parse_bias(text: &str) -> Result<(u16, u32), String> {
    parse_bias_in(text, Lang::En)
}

/// [`parse_bias`], its error in `lang` (the parser the command line gives `--bias`).
pub fn parse_bias_in(text: &str, lang: Lang) -> Result<(u16, u32), String> {
    let fail = |t: Text| t.render(Locale::human(lang));
    let (n, w) = text.split_once(':').ok_or_else(|| fail(t!("sim-bias-not-number-weight", text = text)))?;
    let n = n.trim().parse::<u16>().map_err(|_| fail(t!("sim-bias-not-a-number", number = n)))?;
    let w = w.trim().parse::<u32>().map_err(|_| fail(t!("sim-bias-not-a-weight", weight = w)))?;
    if w > 1000 {
        return Err(fail(t!("sim-bias-weight-too-high", weight = w, max = 1000)));
    }
    Ok((n, w))
}

/// A fault the simulator can inject: its name and the check code it must produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fault {
    pub name: &'static str,
    pub code: &'static str,
    /// The message id (`i18n/<lang>/sim.ftl`) of what the fault does to the log.
    pub(crate) summary: &'static str,
}

impl Fault {
    /// What the fault does to the log, in a few words (`simulate --list-faults`).
    pub fn summary(&self) -> Text {
        Text::new(self.summary)
    }
}

/// Why a simulated log could not be written: a translatable text carried through the family
/// simulators' `io::Result`s (see [`failure`]).
#[derive(Debug)]
struct Failure(Text);

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for Failure {}

/// An `io::Error` carrying the simulator's own reason, told apart from a failed write by
/// [`simulate`].
pub(crate) fn failure(text: Text) -> std::io::Error {
    std::io::Error::other(Failure(text))
}

/// The faults available for a catalogue's game (only those its parameters make possible).
pub fn faults(catalog: &Catalog) -> Vec<Fault> {
    crate::engine::family::of(&catalog.file.play).faults(&catalog.file)
}

/// The faults of a simulator's list `all` whose check the article's parameters make possible.
pub(crate) fn possible_faults(all: &[Fault], possible: impl Fn(&str) -> bool) -> Vec<Fault> {
    all.iter().copied().filter(|f| possible(f.code)).collect()
}

/// A simulated table's minimum, drawn from `rng`: 1, 2, 5, 10 or 25 euros.
pub(crate) fn table_minimum(rng: &mut ChaCha8Rng) -> crate::money::Amount {
    crate::money::Amount(100 * [1, 2, 5, 10, 25][rng.random_range(0..5)])
}

/// Shuffles a simulated shoe in place (Fisher–Yates), for each card game's simulator.
pub(crate) fn shuffle<T>(rng: &mut ChaCha8Rng, cards: &mut [T]) {
    for i in (1..cards.len()).rev() {
        let j = rng.random_range(0..=i);
        cards.swap(i, j);
    }
}

/// Writes a simulated log for `catalog` to `out`; the error says why not, in the reader's
/// language when rendered.
pub fn simulate(catalog: &Catalog, opts: &SimOptions, out: &mut dyn Write) -> Result<(), Text> {
    let fault = match &opts.inject {
        None => None,
        Some(name) => {
            let all = faults(catalog);
            match all.iter().find(|f| f.name == name) {
                Some(f) => Some(*f),
                None => {
                    let names: Vec<&str> = all.iter().map(|f| f.name).collect();
                    return Err(t!(
                        "sim-unknown-fault",
                        fault = name.as_str(),
                        id = catalog.id(),
                        available = names.join(", ")
                    ));
                }
            }
        }
    };
    if opts.rounds == 0 {
        return Err(t!("sim-no-rounds"));
    }
    if fault.is_some() && opts.rounds < 4 {
        return Err(t!("sim-fault-needs-rounds", rounds = 4));
    }
    let family = crate::engine::family::of(&catalog.file.play);
    if !opts.bias.is_empty() && !family.takes_bias() {
        return Err(t!("sim-bias-not-taken", id = catalog.id()));
    }
    family.simulate(catalog, crate::engine::family::SimRun { opts, fault, out }).map_err(|e| {
        match e.get_ref().and_then(|r| r.downcast_ref::<Failure>()) {
            Some(Failure(why)) => why.clone(),
            None => t!("sim-write-failed", error = crate::i18n::io_error(&e)),
        }
    })
}

/// Asserts that every fault of a simulator's list has a description of its own, in both
/// languages (each family's simulator tests its list with it).
#[cfg(test)]
pub(crate) fn assert_described(all: &[Fault]) {
    let mut ids = std::collections::BTreeSet::new();
    for f in all {
        assert!(ids.insert(f.summary), "{}: {} is used by two faults", f.name, f.summary);
        let en = crate::i18n::message(Lang::En, f.summary);
        let es = crate::i18n::message(Lang::Es, f.summary);
        assert!(en.is_some() && es.is_some(), "{}: {} missing in i18n/*/sim.ftl", f.name, f.summary);
        assert_ne!(en, es, "{}: not translated", f.name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bias_errors_follow_the_language() {
        assert_eq!(parse_bias("17:2"), Ok((17, 2)));
        assert_eq!(parse_bias("x:2"), Err("`x` is not a number of the wheel".to_owned()));
        assert_eq!(parse_bias_in("x:2", Lang::Es), Err("`x` no es un número del cilindro".to_owned()));
        assert_eq!(parse_bias_in("17:2000", Lang::Es), Err("peso 2000: como máximo 1000".to_owned()));
    }
}

//! Simulated sessions and fault injection: how every game is tested.
//!
//! `simulate` writes a compliant log for a catalogue article — random bets of every kind,
//! zeros, prisiones, null spins, the session's last spin — computed from the same YAML the
//! checker reads. With a fault named, the same kind of log carries exactly one violation, and
//! checking it must produce exactly that finding.

mod baccarat;
mod chemin;
mod roulette;

use std::io::Write;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::catalog::Catalog;
use crate::catalog::model::Play;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimOptions {
    pub rounds: u32,
    pub seed: u64,
    /// Name of a fault to inject (see [`faults`]), or `None` for a compliant log.
    pub inject: Option<String>,
    /// A biased roulette wheel: each listed number's weight against 1 for the others
    /// (`(17, 2)`: 17 twice as likely as any other number). Empty: a fair wheel.
    pub bias: Vec<(u16, u32)>,
}

/// Parses `--bias NUMBER:WEIGHT` (`17:2`): a number of the wheel and its whole weight.
pub fn parse_bias(text: &str) -> Result<(u16, u32), String> {
    let (n, w) = text.split_once(':').ok_or_else(|| format!("`{text}`: expected NUMBER:WEIGHT, e.g. 17:2"))?;
    let n = n.trim().parse::<u16>().map_err(|_| format!("`{n}` is not a number of the wheel"))?;
    let w = w.trim().parse::<u32>().map_err(|_| format!("`{w}` is not a whole weight (0 to 1000)"))?;
    if w > 1000 {
        return Err(format!("weight {w}: at most 1000"));
    }
    Ok((n, w))
}

/// A fault the simulator can inject: its name and the check code it must produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fault {
    pub name: &'static str,
    pub code: &'static str,
    pub summary: &'static str,
}

/// The faults available for a catalogue's game (only those its parameters make possible).
pub fn faults(catalog: &Catalog) -> Vec<Fault> {
    match &catalog.file.play {
        Play::Roulette(spec) => roulette::faults(spec),
        // ---- chemin de fer / dos paños ----
        Play::Baccarat(spec) if spec.player_bank.is_some() => chemin::faults(spec),
        Play::Baccarat(spec) => baccarat::faults(spec),
    }
}

/// The faults of a simulator's list `all` whose check the article's parameters make possible.
fn possible_faults(all: &[Fault], possible: impl Fn(&str) -> bool) -> Vec<Fault> {
    all.iter().copied().filter(|f| possible(f.code)).collect()
}

/// Shuffles a simulated shoe in place (Fisher–Yates), for each card game's simulator.
fn shuffle<T>(rng: &mut ChaCha8Rng, cards: &mut [T]) {
    for i in (1..cards.len()).rev() {
        let j = rng.random_range(0..=i);
        cards.swap(i, j);
    }
}

/// Writes a simulated log for `catalog` to `out`.
pub fn simulate(catalog: &Catalog, opts: &SimOptions, out: &mut dyn Write) -> Result<(), String> {
    let fault = match &opts.inject {
        None => None,
        Some(name) => {
            let all = faults(catalog);
            match all.iter().find(|f| f.name == name) {
                Some(f) => Some(*f),
                None => {
                    let names: Vec<&str> = all.iter().map(|f| f.name).collect();
                    return Err(format!("no fault `{name}` for {}; available: {}", catalog.id(), names.join(", ")));
                }
            }
        }
    };
    if opts.rounds == 0 {
        return Err("a session needs at least one round".into());
    }
    if fault.is_some() && opts.rounds < 4 {
        return Err("fault injection needs at least 4 rounds".into());
    }
    if !opts.bias.is_empty() && !matches!(catalog.file.play, Play::Roulette(_)) {
        return Err(format!("{}: only a roulette wheel can be biased (`--bias`)", catalog.id()));
    }
    match &catalog.file.play {
        Play::Roulette(spec) => roulette::simulate(catalog.id(), spec, opts, fault, out),
        Play::Baccarat(spec) => match spec.variant {
            crate::catalog::baccarat::Variant::PuntoYBanca => baccarat::simulate(catalog.id(), spec, opts, fault, out),
            // ---- chemin de fer / dos paños ----
            _ if spec.player_bank.is_some() => chemin::simulate(catalog.id(), spec, opts, fault, out),
            _ => Err(std::io::Error::other(format!("no simulator for {} yet", catalog.id()))),
        },
    }
    .map_err(|e| {
        if e.kind() == std::io::ErrorKind::Other { e.to_string() } else { format!("writing the log failed: {e}") }
    })
}

//! Simulated sessions and fault injection. (Skeleton: being written.)

use std::io::Write;

use crate::catalog::Catalog;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimOptions {
    pub rounds: u32,
    pub seed: u64,
    /// Name of a fault to inject (see [`faults`]), or `None` for a compliant log.
    pub inject: Option<String>,
}

/// A fault the simulator can inject: its name and the check code it must produce.
#[derive(Clone, Copy, Debug)]
pub struct Fault {
    pub name: &'static str,
    pub code: &'static str,
    pub summary: &'static str,
}

/// The faults available for a catalogue's game.
pub fn faults(catalog: &Catalog) -> Vec<Fault> {
    let _ = catalog;
    Vec::new()
}

/// Writes a simulated log for `catalog` to `out`.
pub fn simulate(catalog: &Catalog, opts: &SimOptions, out: &mut dyn Write) -> Result<(), String> {
    let _ = (catalog, opts, out);
    Err("the simulator is not written yet".into())
}

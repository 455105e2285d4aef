//! The Black Jack simulator: written on its own branch (`bjsim`). Until it is merged, no fault
//! can be injected and `veedor simulate` says that the game has no simulator yet.

use std::io::{self, Write};

use crate::catalog::black_jack::BlackJackSpec;
use crate::sim::{Fault, SimOptions};
use crate::t;

/// The faults the simulator can inject into the article's logs: none yet.
pub fn faults(_spec: &BlackJackSpec) -> Vec<Fault> {
    Vec::new()
}

/// A simulated session of the article: not available yet (the error says so).
pub fn simulate(
    id: &str,
    _spec: &BlackJackSpec,
    _opts: &SimOptions,
    _fault: Option<Fault>,
    _out: &mut dyn Write,
) -> io::Result<()> {
    Err(crate::sim::failure(t!("sim-no-simulator", id = id)))
}

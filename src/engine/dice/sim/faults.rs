//! The simulator's faults: one per check the log can show, each breaking exactly one rule once.

use std::io;

use super::{Line, Sim};
use crate::sim::Fault;

const ALL_FAULTS: &[Fault] = &[];

/// The faults the article makes possible.
pub(crate) fn faults(_rules: &super::SimRules) -> Vec<Fault> {
    ALL_FAULTS.to_vec()
}

/// In the round, before its bets.
pub(super) fn before_bets(_sim: &mut Sim<'_>) -> io::Result<()> {
    Ok(())
}

/// After the round's bets, before «ya no va más».
pub(super) fn before_no_more(_sim: &mut Sim<'_>) -> io::Result<()> {
    Ok(())
}

/// Right after «ya no va más».
pub(super) fn after_no_more(_sim: &mut Sim<'_>) -> io::Result<()> {
    Ok(())
}

/// After a «tirada nula», before the throw again.
pub(super) fn after_void(_sim: &mut Sim<'_>) -> io::Result<()> {
    Ok(())
}

/// The roll's settlement lines, with the fault's change.
pub(super) fn settlements(
    _sim: &mut Sim<'_>,
    _a: u8,
    _b: u8,
    _point: Option<u8>,
    _lines: &mut Vec<Line>,
) -> io::Result<()> {
    Ok(())
}

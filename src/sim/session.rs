//! A simulated session's first and last lines, the same in every family's simulator: the
//! format's line, a comment saying what was simulated, the table's header and `session open`;
//! at the end, `session close`. Each family gives only what is its own: the header's parameters
//! after `catalog=ID`, the table's number, what its rounds are called, and the session's hours.

use std::fmt;
use std::io::{self, Write};

/// The hours a simulated session is open, as written on `session open` and `session close`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Session {
    pub open: &'static str,
    pub close: &'static str,
}

/// An evening at a casino's tables, 20:00 to 04:00.
pub(crate) const EVENING: Session = Session { open: "2026-11-20T20:00", close: "2026-11-21T04:00" };

/// An early evening, 18:00 to 02:00 (the bingo hall's).
pub(crate) const EARLY_EVENING: Session = Session { open: "2026-11-20T18:00", close: "2026-11-21T02:00" };

/// A late evening, 22:00 to 02:00 (chemin de fer's and dos paños's).
pub(crate) const LATE_EVENING: Session = Session { open: "2026-11-20T22:00", close: "2026-11-21T02:00" };

impl Session {
    /// The session's opening: `mesa-log 1`, `# simulated by veedor: ROUNDS UNIT` (`200 rolls`),
    /// `table SIM-NN catalog=ID PARAMS` (`min=5.00 currency=EUR`) and `session open`.
    pub(crate) fn open(
        &self,
        out: &mut dyn Write,
        id: &str,
        table: u32,
        rounds: u32,
        unit: &str,
        params: fmt::Arguments<'_>,
    ) -> io::Result<()> {
        writeln!(out, "mesa-log 1")?;
        writeln!(out, "# simulated by veedor: {rounds} {unit}")?;
        writeln!(out, "table SIM-{table:02} catalog={id} {params}")?;
        writeln!(out, "session open {}", self.open)
    }

    /// The session's close.
    pub(crate) fn close(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "session close {}", self.close)
    }
}

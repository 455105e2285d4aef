//! `veedor simulate`: a simulated session log for a catalogue article (src/sim/), or the list of
//! the faults it can inject.

use std::fs;
use std::io::{self, Write};

use super::{Ctx, SimulateArgs, unknown_article};
use crate::i18n::Locale;
use crate::report::{EXIT_CLEAN, EXIT_INPUT_ERROR};
use crate::sim::{self, SimOptions};
use crate::t;

impl Ctx<'_> {
    pub(super) fn simulate(&mut self, args: &SimulateArgs) -> io::Result<u8> {
        let Some(catalogs) = self.catalogs(args.catalog.as_deref())? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        let Some(catalog) = catalogs.get(&args.catalog_id) else {
            return self.fail(unknown_article(&args.catalog_id, &catalogs));
        };
        if args.list_faults {
            let faults = sim::faults(catalog);
            let width = faults.iter().map(|f| f.name.len()).max().unwrap_or(0);
            let locale = Locale::human(self.style.lang);
            for f in faults {
                writeln!(self.out, "{:<width$}  {:<5}  {}", f.name, f.code, f.summary().render(locale))?;
            }
            return Ok(EXIT_CLEAN);
        }
        let opts =
            SimOptions { rounds: args.rounds, seed: args.seed, inject: args.inject.clone(), bias: args.bias.clone() };
        let result = match &args.output {
            None => {
                let mut out = sim::Relabel::new(&mut *self.out, args.table.clone(), args.date);
                sim::simulate(catalog, &opts, &mut out).and_then(|()| {
                    out.flush().map_err(|e| t!("cli-sim-write-failed", error = crate::i18n::io_error(&e)))
                })
            }
            Some(path) => {
                let file = match fs::File::create(path) {
                    Ok(f) => f,
                    Err(e) => {
                        return self.fail(t!(
                            "cli-cannot-create",
                            path = path.display().to_string(),
                            error = crate::i18n::io_error(&e)
                        ));
                    }
                };
                let mut file = io::BufWriter::new(file);
                let mut w = sim::Relabel::new(&mut file, args.table.clone(), args.date);
                let r = sim::simulate(catalog, &opts, &mut w).and_then(|()| {
                    w.flush().map_err(|e| t!("cli-sim-write-failed", error = crate::i18n::io_error(&e)))
                });
                if r.is_err() {
                    drop(w);
                    drop(file);
                    let _ = fs::remove_file(path);
                }
                r
            }
        };
        match result {
            Ok(()) => Ok(EXIT_CLEAN),
            // The simulator's own words (src/sim/, i18n/*/sim.ftl).
            Err(e) => self.fail(e),
        }
    }
}

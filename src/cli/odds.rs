//! `veedor odds`: a catalogue article's exact odds, as its game family computes them.

use std::io;

use super::{Ctx, OddsArgs, unknown_article};
use crate::report::{EXIT_CLEAN, EXIT_INPUT_ERROR};

impl Ctx<'_> {
    pub(super) fn odds(&mut self, args: &OddsArgs) -> io::Result<u8> {
        let Some(catalogs) = self.catalogs(args.catalog.as_deref())? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        let Some(catalog) = catalogs.get(&args.catalog_id) else {
            return self.fail(unknown_article(&args.catalog_id, &catalogs));
        };
        let locale = crate::i18n::Locale::human(self.style.lang);
        match crate::engine::family::of(&catalog.file.play).odds(catalog, args.decks, locale) {
            Ok(text) => {
                self.out.write_all(text.as_bytes())?;
                Ok(EXIT_CLEAN)
            }
            Err(why) => self.fail(why),
        }
    }
}

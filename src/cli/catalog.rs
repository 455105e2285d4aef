//! `veedor catalog list`, `lint` and `coverage`: the catalogue's articles, their validity, and
//! which of their rules are checked.

use std::io;
use std::path::Path;

use super::{Ctx, Format};
use crate::catalog::{CatalogError, CatalogSet};
use crate::i18n::{Lang, Locale, Text};
use crate::report::human;
use crate::report::{EXIT_CLEAN, EXIT_INPUT_ERROR};
use crate::t;

impl Ctx<'_> {
    pub(super) fn catalog_list(&mut self, dir: Option<&Path>) -> io::Result<u8> {
        let Some(catalogs) = self.catalogs(dir)? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        self.out.write_all(catalog_list_text(&catalogs, self.style.lang).as_bytes())?;
        Ok(EXIT_CLEAN)
    }

    pub(super) fn catalog_lint(&mut self, dir: Option<&Path>) -> io::Result<u8> {
        // The directory's articles are counted; they are linted among the embedded ones, which
        // an article of the directory may adopt (`adopts: estado-1979/…`).
        let (set, errors, place, from_dir) = match dir {
            None => match CatalogSet::embedded() {
                Ok(set) => (set, Vec::new(), t!("cli-lint-embedded"), None),
                Err(errors) => (CatalogSet::default(), errors, t!("cli-lint-embedded"), None),
            },
            Some(dir) if !dir.is_dir() => {
                return self.fail(t!("cli-not-a-directory", dir = dir.display().to_string()));
            }
            Some(dir) => {
                let mut set = CatalogSet::embedded_lazy();
                let errors: Vec<CatalogError> = set.load_dir(dir);
                let inside = dir.join("").display().to_string();
                (set, errors, Text::verbatim(dir.display().to_string()), Some(inside))
            }
        };
        let mine = |c: &&crate::catalog::Catalog| from_dir.as_ref().is_none_or(|d| c.origin.starts_with(d.as_str()));
        // Warnings (a title with no Spanish) after the errors: the articles still load.
        let warnings: Vec<CatalogError> = set.iter().filter(mine).flat_map(crate::catalog::lint::warnings).collect();
        for e in errors.iter().chain(&warnings) {
            self.out.write_all(human::render_diagnostic(&e.localized(self.style.lang), self.style).as_bytes())?;
            writeln!(self.out)?;
        }
        let articles = set.iter().filter(mine).count();
        let adopting = set.iter().filter(mine).filter(|c| c.adoption.is_some()).count();
        // An adopting article's rules are the adopted one's: counted once.
        let rules: usize = set.iter().filter(mine).filter(|c| c.adoption.is_none()).map(|c| c.file.rules.len()).sum();
        let locale = Locale::human(self.style.lang);
        let message = if errors.is_empty() {
            t!("cli-lint-ok", place = place, articles = articles, adopting = adopting, rules = rules)
        } else {
            t!("cli-lint-problems", place = place, problems = errors.len(), articles = articles)
        };
        writeln!(self.out, "{}", message.render(locale))?;
        if !warnings.is_empty() {
            writeln!(self.out, "{}", t!("catalog-lint-warnings", warnings = warnings.len()).render(locale))?;
        }
        Ok(if errors.is_empty() { EXIT_CLEAN } else { EXIT_INPUT_ERROR })
    }

    pub(super) fn catalog_coverage(&mut self, format: Format, dir: Option<&Path>) -> io::Result<u8> {
        let Some(catalogs) = self.catalogs(dir)? else {
            return Ok(EXIT_INPUT_ERROR);
        };
        let coverage = crate::catalog::coverage::coverage(&catalogs);
        match format {
            Format::Human => self.out.write_all(coverage.render_text(self.style.lang).as_bytes())?,
            Format::Json => {
                serde_json::to_writer_pretty(&mut *self.out, &coverage).map_err(io::Error::from)?;
                writeln!(self.out)?;
            }
        }
        Ok(EXIT_CLEAN)
    }
}

/// `veedor catalog list`: articles by jurisdiction.
pub fn catalog_list_text(catalogs: &CatalogSet, lang: Lang) -> String {
    let locale = Locale::human(lang);
    let mut out = String::new();
    let mut jurisdiction: Option<&str> = None;
    for cat in catalogs.iter() {
        let f = &cat.file;
        if jurisdiction != Some(f.jurisdiction.as_str()) {
            if jurisdiction.is_some() {
                out.push('\n');
            }
            out.push_str(&f.jurisdiction);
            out.push('\n');
            jurisdiction = Some(&f.jurisdiction);
        }
        let checked = f.rules.iter().filter(|r| !r.checks.is_empty()).count();
        let not_checkable = f.rules.iter().filter(|r| r.not_checkable.is_some()).count();
        out.push_str(&format!("  {}  {}\n", f.id, f.title));
        let line = |text: Text| format!("    {}\n", text.render(locale));
        let source = t!("cli-list-source", document = &f.source.document, article = &f.source.article);
        out.push_str(&line(source));
        out.push_str(&line(t!("cli-list-rules", checked = checked, not_checkable = not_checkable)));
        let borrowed = f.rules.iter().filter(|r| r.source.is_some()).count();
        if let Some(a) = &cat.adoption {
            let by = &a.file.adoption;
            out.push_str(&line(t!("cli-list-adopts", adopts = &a.file.adopts, article = &by.article, rule = &by.id)));
        } else if borrowed > 0 {
            out.push_str(&line(t!("cli-list-taken", rules = borrowed)));
        }
        out.push_str(&line(t!("cli-list-from", origin = &cat.origin)));
    }
    if out.is_empty() {
        out.push_str(&t!("cli-list-empty").render(locale));
        out.push('\n');
    }
    out
}

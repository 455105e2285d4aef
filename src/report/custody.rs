//! The chain of custody of a run: what exactly was examined (each file's SHA-256 and size, each
//! catalogue article's origin and SHA-256), by which veedor and with which command line, and for
//! whom (`--acta-id`, `--inspector`, `--establishment`). The HTML cover's annex, `--summary` and
//! the JSON carry it, so that an acta can say what it attests.

use serde::Serialize;

use crate::catalog::CatalogSet;
use crate::check::FileReport;
use crate::i18n::Locale;
use crate::t;

/// Who the report is for: what the inspector gives on the command line. A field not given is
/// left blank, a line for the inspector to fill on the printed cover.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Acta {
    pub acta_id: Option<String>,
    pub inspector: Option<String>,
    pub establishment: Option<String>,
}

/// What the run was: the program, its command line, who it is for.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Run {
    /// `veedor 0.1.0`.
    pub veedor: String,
    /// The command line as given (arguments joined by spaces, each quoted when it holds a
    /// space or a quote).
    pub command: String,
    pub acta: Acta,
}

impl Run {
    /// This process's run.
    pub fn current(acta: Acta) -> Run {
        // The program by its name (`veedor`), not the directory it was run from: the version
        // line says which veedor it is.
        let args: Vec<String> = std::env::args_os()
            .enumerate()
            .map(|(i, a)| {
                let a = a.to_string_lossy().into_owned();
                let a = if i == 0 { a.rsplit('/').next().unwrap_or(&a).to_owned() } else { a };
                quoted(&a)
            })
            .collect();
        Run { veedor: format!("veedor {}", env!("CARGO_PKG_VERSION")), command: args.join(" "), acta }
    }
}

/// An argument as a shell reads it back: as it is when it holds nothing special, else in single
/// quotes.
fn quoted(arg: &str) -> String {
    let plain = !arg.is_empty()
        && arg.chars().all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '/' | ':' | '=' | ',' | '+' | '@'));
    if plain { arg.to_owned() } else { format!("'{}'", arg.replace('\'', r"'\''")) }
}

/// One file examined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FileSeal {
    pub file: String,
    /// The SHA-256 of its bytes, in hexadecimal; `null` when it could not be read.
    pub sha256: Option<String>,
    /// Its size in bytes; `null` when it could not be read.
    pub size: Option<u64>,
}

/// One catalogue article applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ArticleSeal {
    pub id: String,
    /// Where its text came from: `catalog/estado-1979/ruleta-francesa.yaml` (embedded in
    /// veedor), or the path of a `--catalog` directory's file.
    pub origin: String,
    /// The SHA-256 of the article's YAML text: its version.
    pub sha256: String,
}

/// The chain of custody.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Custody {
    #[serde(flatten)]
    pub run: Run,
    /// In the order the files were checked.
    pub files: Vec<FileSeal>,
    /// In id order; an article adopted by another is listed too.
    pub articles: Vec<ArticleSeal>,
}

impl Custody {
    pub fn new(run: Run) -> Custody {
        Custody { run, files: Vec::new(), articles: Vec::new() }
    }

    /// A file, as its report arrives.
    pub fn add(&mut self, report: &FileReport) {
        let seal = report.seal();
        self.files.push(FileSeal {
            file: report.name.clone(),
            sha256: seal.map(|s| s.hex()),
            size: seal.map(|s| s.size),
        });
        if let Some(id) = report.catalog.as_deref().or(report.study.as_deref().map(|s| s.catalog.as_str())) {
            if !self.articles.iter().any(|a| a.id == id) {
                self.articles.push(ArticleSeal { id: id.to_owned(), origin: String::new(), sha256: String::new() });
            }
        }
    }

    /// The articles' origins and digests, from the catalogues the run used (and the articles
    /// they adopt); ids no catalogue has are dropped (a header naming no known article).
    pub fn seal_articles(&mut self, catalogs: &CatalogSet) {
        let mut ids: Vec<String> = self.articles.iter().map(|a| a.id.clone()).collect();
        for id in ids.clone() {
            if let Some(a) = catalogs.get(&id).and_then(|c| c.adoption.as_ref()) {
                ids.push(a.rules_of.clone());
            }
        }
        ids.sort();
        ids.dedup();
        self.articles = ids
            .into_iter()
            .filter_map(|id| {
                let c = catalogs.get(&id)?;
                let sha256 = crate::check::hex(&c.text_sha256());
                Some(ArticleSeal { id, origin: c.origin.clone(), sha256 })
            })
            .collect();
    }

    /// As text, for `--summary`: the run, then a line per article and per file
    /// (`<sha256>  <bytes>  <name>`).
    pub fn render(&self, locale: Locale) -> String {
        let mut out = String::new();
        out.push_str(&t!("custody-heading").render(locale));
        out.push('\n');
        let blank = "________________";
        let field = |v: &Option<String>| v.clone().unwrap_or_else(|| blank.to_owned());
        for line in [
            t!("custody-acta", acta = field(&self.run.acta.acta_id)),
            t!("custody-inspector", inspector = field(&self.run.acta.inspector)),
            t!("custody-establishment", establishment = field(&self.run.acta.establishment)),
            t!("custody-program", veedor = self.run.veedor.as_str()),
            t!("custody-command", command = self.run.command.as_str()),
        ] {
            out.push_str(&format!("  {}\n", line.render(locale)));
        }
        if !self.articles.is_empty() {
            out.push_str(&format!("  {}\n", t!("custody-articles").render(locale)));
            for a in &self.articles {
                out.push_str(&format!("    {}  {}  ({})\n", a.sha256, a.id, a.origin));
            }
        }
        out.push_str(&format!("  {}\n", t!("custody-files").render(locale)));
        for f in &self.files {
            match (&f.sha256, f.size) {
                (Some(h), Some(n)) => out.push_str(&format!("    {h}  {n:>9}  {}\n", f.file)),
                _ => out.push_str(&format!("    {:<64}  {:>9}  {}\n", "-", "-", f.file)),
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_are_quoted_as_a_shell_reads_them() {
        assert_eq!(quoted("check"), "check");
        assert_eq!(quoted("day/RF-03.mesa"), "day/RF-03.mesa");
        assert_eq!(quoted("Juan Pérez"), "'Juan Pérez'");
        assert_eq!(quoted("it's"), r"'it'\''s'");
        assert_eq!(quoted(""), "''");
    }
}

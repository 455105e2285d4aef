//! Loading and validating catalogue YAML, with diagnostics pointing into the YAML source.
//! (Skeleton: spans and the full rule checks are being written.)

use std::path::{Path, PathBuf};
use std::sync::Arc;

use miette::{Diagnostic, NamedSource, SourceSpan};
use thiserror::Error;

use super::Catalog;
use super::model::CatalogFile;
use crate::engine;

/// A problem in a catalogue file, rendered by miette on the YAML source.
#[derive(Debug, Error, Diagnostic)]
#[error("{message}")]
#[diagnostic(code(veedor::catalog))]
pub struct CatalogError {
    pub message: String,
    #[source_code]
    pub src: NamedSource<Arc<str>>,
    #[label("{label}")]
    pub span: Option<SourceSpan>,
    pub label: String,
    #[help]
    pub help: Option<String>,
}

impl CatalogError {
    pub fn io(origin: &str, e: &std::io::Error) -> CatalogError {
        CatalogError {
            message: format!("cannot read `{origin}`: {e}"),
            src: NamedSource::new(origin, Arc::from("")),
            span: None,
            label: String::new(),
            help: None,
        }
    }
}

/// Parses, type-checks and compiles one article.
pub fn load(origin: &str, text: &str, expected_id: Option<&str>) -> Result<Catalog, Vec<CatalogError>> {
    let src: Arc<str> = Arc::from(text);
    let named = || NamedSource::new(origin, src.clone());
    let file: CatalogFile = serde_yaml::from_str(text).map_err(|e| {
        let span = e.location().map(|l| SourceSpan::from((l.index(), 1)));
        vec![CatalogError { message: e.to_string(), src: named(), span, label: "here".into(), help: None }]
    })?;
    let mut errors = Vec::new();
    if let Some(id) = expected_id {
        if file.id != id {
            errors.push(CatalogError {
                message: format!("the id `{}` does not match the file's place `{id}`", file.id),
                src: named(),
                span: None,
                label: String::new(),
                help: Some("a catalogue lives at catalog/JURISDICTION/GAME.yaml with id JURISDICTION/GAME".into()),
            });
        }
    }
    let game = match engine::compile(&file) {
        Ok(g) => Some(g),
        Err(es) => {
            for e in es {
                errors.push(CatalogError { message: format!("{}: {}", e.path, e.message), src: named(), span: None, label: String::new(), help: None });
            }
            None
        }
    };
    match game {
        Some(game) if errors.is_empty() => Ok(Catalog { file, origin: origin.to_owned(), text: src, game }),
        _ => Err(errors),
    }
}

/// `jurisdiction/game.yaml` files under `dir`, with their relative paths, sorted.
pub fn yaml_files(dir: &Path, errors: &mut Vec<CatalogError>) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            errors.push(CatalogError::io(&dir.display().to_string(), &e));
            return out;
        }
    };
    for j in entries.flatten() {
        let jp = j.path();
        if !jp.is_dir() {
            continue;
        }
        let Ok(games) = std::fs::read_dir(&jp) else { continue };
        for g in games.flatten() {
            let gp = g.path();
            if gp.extension().is_some_and(|e| e == "yaml") {
                let rel = format!("{}/{}", j.file_name().to_string_lossy(), g.file_name().to_string_lossy());
                out.push((gp, rel));
            }
        }
    }
    out.sort();
    out
}

//! Example logs for `veedor explain`: the fixtures under `fixtures/`, and the logs veedor cannot
//! fully read under `tests/input-errors/` (the M checks' examples), embedded at build time.
//! A fixture named `CODE-anything.mesa` (e.g.
//! `fixtures/estado-1979/ruleta-francesa/RL003-wrong-payout.mesa`) is the example of check
//! `CODE`. A check about the input itself (M005, a file that cannot be read) is shown on a
//! path that does not exist ([`missing_input`]).

use include_dir::{Dir, File, include_dir};

static FIXTURES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/fixtures");

/// The input-error fixtures, kept out of `fixtures/` so that `veedor check fixtures/` is a
/// folder of game logs.
static INPUT_ERRORS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/tests/input-errors");

/// An example log and where it lives in the repository.
#[derive(Clone, Debug)]
pub struct Example {
    /// Path relative to the repository, e.g. `fixtures/estado-1979/ruleta-francesa/RL003-wrong-payout.mesa`.
    pub path: String,
    /// The log's bytes (a fixture may hold invalid UTF-8 on purpose, as M002's does).
    pub text: &'static [u8],
}

/// The text of the first fixture (in path order) whose file name starts with `CODE-`.
pub fn example_for(code: &str) -> Option<&'static [u8]> {
    find(code).map(|e| e.text)
}

/// Like [`example_for`], with the fixture's path.
pub fn find(code: &str) -> Option<Example> {
    let prefix = format!("{code}-");
    [("fixtures", &FIXTURES), ("tests/input-errors", &INPUT_ERRORS)].into_iter().find_map(|(base, dir)| {
        let mut files = Vec::new();
        collect(dir, &mut files);
        files
            .into_iter()
            .filter(|f| {
                f.path().extension().is_some_and(|e| e == crate::log::EXTENSION)
                    && f.path().file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with(&prefix))
            })
            .filter_map(|f| Some((f.path().to_str()?, f.contents())))
            .min_by_key(|(path, _)| *path)
            .map(|(path, text)| Example { path: format!("{base}/{}", path.replace('\\', "/")), text })
    })
}

/// For a check that no log file can show, because it is about the input itself: a path to
/// check instead, which does not exist. M005 (unreadable input) is shown on a missing file.
pub fn missing_input(code: &str) -> Option<&'static str> {
    (code == "M005").then_some("exports/2026-11-20/mesa-3.mesa")
}

fn collect(dir: &'static Dir<'static>, out: &mut Vec<&'static File<'static>>) {
    out.extend(dir.files());
    for d in dir.dirs() {
        collect(d, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_codes_have_no_example() {
        assert!(example_for("XX999").is_none());
        // Every example found is named after its code.
        for c in crate::rules::CHECKS {
            if let Some(e) = find(c.code) {
                assert!(e.path.rsplit('/').next().is_some_and(|n| n.starts_with(&format!("{}-", c.code))));
            }
        }
    }
}

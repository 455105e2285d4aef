//! Helpers shared by the regression tests that check small probe logs through the public API.
// Each test crate includes this module and uses only some of its helpers.
#![allow(dead_code)]

pub mod sim;

use veedor::catalog::CatalogSet;
use veedor::check::check_bytes;
use veedor::finding::Finding;

/// The findings of one log checked against the embedded catalogues.
pub fn check(text: &str) -> Vec<Finding> {
    let set = match CatalogSet::embedded() {
        Ok(s) => s,
        Err(e) => panic!("embedded catalogue invalid: {e:?}"),
    };
    let mut findings = check_bytes("probe.mesa", text.as_bytes().to_vec(), &set).findings;
    // Probes leave out optional lines (`cutcard`, `holder`, `hand`): the note saying so (BC055)
    // has its own fixture.
    findings.retain(|f| f.code != "BC055");
    findings
}

/// `(code, line)` of each finding.
pub fn found(text: &str) -> Vec<(&'static str, u32)> {
    check(text).iter().map(|f| (f.code, f.primary.loc.line)).collect()
}

/// `CODE: message` of each finding.
pub fn messages(text: &str) -> Vec<String> {
    check(text).iter().map(|f| format!("{}: {}", f.code, f.message)).collect()
}

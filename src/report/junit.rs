//! `--format junit`: JUnit XML (quick-junit) for CI test reports. One `<testsuite>` per input,
//! named by its path; one `<testcase>` per finding, named `CODE name at line:col`, with
//! classname the path: a `<failure>` for a violation, an `<error>` for an input error (the file
//! could not be fully checked), `<skipped>` with the reason for a waived finding. A file without
//! findings has one passing test case, `clean`.
//!
//! Every `<testsuites>`, `<testsuite>` and `<testcase>` has `time="0.000"`: consumers need the
//! attribute (junit2html's matrix view fails without it), and the report stays the same byte
//! for byte from run to run and for any `--jobs` (a finding is not a test that runs; the time
//! a file took is not part of what was found).

use std::io::{self, Write};
use std::time::Duration;

use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};

use super::position;
use crate::check::FileReport;
use crate::finding::Finding;
use crate::rules;

fn case(f: &Finding, file: &str) -> TestCase {
    let check = rules::lookup(f.code);
    let at = position(f).map_or(String::new(), |l| format!(" at {}:{}", l.line, l.col));
    let name = format!("{} {}{at}", f.code, check.map_or("", |c| c.name));
    let status = match &f.waived {
        Some(w) => {
            let mut s = TestCaseStatus::skipped();
            s.set_message(format!("waived: {}", w.reason));
            s
        }
        None => {
            let kind = if check.is_some_and(rules::Check::is_input_error) {
                NonSuccessKind::Error
            } else {
                NonSuccessKind::Failure
            };
            let mut s = TestCaseStatus::non_success(kind);
            s.set_message(f.message.clone());
            s.set_type(format!("{} ({})", f.code, f.severity));
            let mut text = String::new();
            if let Some(e) = &f.expected {
                text.push_str(&format!("expected: {e}\n"));
            }
            if let Some(found) = &f.found {
                text.push_str(&format!("found: {found}\n"));
            }
            if let Some(c) = &f.citation {
                text.push_str(&format!("{c}\n"));
            }
            if !text.is_empty() {
                s.set_description(text);
            }
            s
        }
    };
    let mut case = TestCase::new(name, status);
    case.set_classname(file.to_owned());
    case.set_time(Duration::ZERO);
    case
}

/// The whole report as a JUnit document.
pub fn report(reports: &[FileReport]) -> Report {
    let mut report = Report::new("veedor");
    report.set_time(Duration::ZERO);
    for r in reports {
        let mut suite = TestSuite::new(r.name.clone());
        suite.set_time(Duration::ZERO);
        if r.findings.is_empty() {
            let mut clean = TestCase::new("clean", TestCaseStatus::success());
            clean.set_classname(r.name.clone());
            clean.set_time(Duration::ZERO);
            suite.add_test_case(clean);
        }
        suite.add_test_cases(r.findings.iter().map(|f| case(f, &r.name)));
        if let Some(cat) = &r.catalog {
            suite.add_property(("catalog", cat.as_str()));
        }
        report.add_test_suite(suite);
    }
    report
}

pub fn write(out: &mut dyn Write, reports: &[FileReport]) -> io::Result<()> {
    // Serialised in memory first, so that a closed pipe is reported as such by `write_all`.
    let mut buf = Vec::new();
    report(reports).serialize(&mut buf).map_err(io::Error::other)?;
    out.write_all(&buf)?;
    writeln!(out)
}

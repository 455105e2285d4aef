//! `--format junit`: JUnit XML (quick-junit) for CI test reports. One `<testsuite>` per input,
//! named by its path; one `<testcase>` per finding, named `CODE name` (`CODE name #2` for the
//! second finding of a code in the file, and so on), with classname the path. The name carries
//! no line or column: CI servers keep a test's history by its name, and a finding whose line
//! moves (a line added above it) is the same test; its place opens the case's description
//! (`at line:col`). A case is: a `<failure>` for a violation, an `<error>` for an input error (the file
//! could not be fully checked), `<skipped>` with the reason for a waived finding. A file without
//! findings has one passing test case, `clean`.
//!
//! Every `<testsuites>`, `<testsuite>` and `<testcase>` has a `time` in seconds: the time
//! checking the file took, measured, shared evenly by its test cases, each rounded up to the
//! millisecond (the attribute's resolution); a suite's time is the sum of its cases', the
//! report's the sum of its suites'. Readers need it and some divide by the total (junit2html's
//! matrix view fails on a missing or all-zero time), so no case shows 0. The times are the only
//! part of the report that changes from run to run.

use std::io::{self, Write};
use std::time::Duration;

use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};

use super::position;
use crate::check::FileReport;
use crate::finding::Finding;
use crate::i18n::Locale;
use crate::rules;
use crate::t;

/// `total` shared by `cases` test cases, each rounded up to the millisecond (at least 1 ms).
fn share(total: Duration, cases: usize) -> Duration {
    let each = total.as_nanos() / cases.max(1) as u128;
    let ms = each.div_ceil(1_000_000).max(1);
    Duration::from_millis(u64::try_from(ms).unwrap_or(u64::MAX))
}

/// The test case of `f`, the `nth` finding of its code in the file (from 1).
fn case(f: &Finding, nth: usize, file: &str, time: Duration, locale: Locale) -> TestCase {
    let check = rules::lookup(f.code);
    let mut name = format!("{} {}", f.code, check.map_or("", |c| c.name));
    if nth > 1 {
        name.push_str(&format!(" #{nth}"));
    }
    let status = match &f.waived {
        Some(w) => {
            let mut s = TestCaseStatus::skipped();
            s.set_message(t!("report-waived-reason", reason = &w.reason).marked(locale).plain());
            s
        }
        None => {
            let kind = if check.is_some_and(rules::Check::is_input_error) {
                NonSuccessKind::Error
            } else {
                NonSuccessKind::Failure
            };
            let mut s = TestCaseStatus::non_success(kind);
            s.set_message(f.message.marked(locale).plain());
            s.set_type(format!("{} ({})", f.code, f.severity));
            let mut text = String::new();
            if let Some(l) = position(f) {
                text.push_str(&format!("at {}:{}\n", l.line, l.col));
            }
            if let Some(e) = &f.expected {
                text.push_str(&t!("report-expected", value = e.clone()).marked(locale).plain());
                text.push('\n');
            }
            if let Some(found) = &f.found {
                text.push_str(&t!("report-found", value = found.clone()).marked(locale).plain());
                text.push('\n');
            }
            if let Some(c) = &f.citation {
                text.push_str(&c.render(locale.lang));
                text.push('\n');
            }
            if !text.is_empty() {
                s.set_description(text);
            }
            s
        }
    };
    let mut case = TestCase::new(name, status);
    case.set_classname(file.to_owned());
    case.set_time(time);
    case
}

/// The whole report as a JUnit document; `times[i]`: how long checking `reports[i]` took
/// (missing: no time measured).
pub fn report(reports: &[FileReport], times: &[Duration]) -> Report {
    let mut report = Report::new("veedor");
    let mut total = Duration::ZERO;
    for (i, r) in reports.iter().enumerate() {
        let mut suite = TestSuite::new(r.name.clone());
        let time = share(times.get(i).copied().unwrap_or_default(), r.findings.len());
        let cases = r.findings.len().max(1);
        suite.set_time(time * u32::try_from(cases).unwrap_or(u32::MAX));
        total += time * u32::try_from(cases).unwrap_or(u32::MAX);
        if r.findings.is_empty() {
            let mut clean = TestCase::new("clean", TestCaseStatus::success());
            clean.set_classname(r.name.clone());
            clean.set_time(time);
            suite.add_test_case(clean);
        }
        let mut seen: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
        suite.add_test_cases(r.findings.iter().map(|f| {
            let nth = seen.entry(f.code).or_default();
            *nth += 1;
            case(f, *nth, &r.name, time, r.machine_locale())
        }));
        if let Some(cat) = &r.catalog {
            suite.add_property(("catalog", cat.as_str()));
        }
        report.add_test_suite(suite);
    }
    report.set_time(total);
    report
}

pub fn write(out: &mut dyn Write, reports: &[FileReport], times: &[Duration]) -> io::Result<()> {
    // Serialised in memory first, so that a closed pipe is reported as such by `write_all`.
    let mut buf = Vec::new();
    report(reports, times).serialize(&mut buf).map_err(io::Error::other)?;
    out.write_all(&buf)?;
    writeln!(out)
}

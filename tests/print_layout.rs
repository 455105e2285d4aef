//! The print layout of the HTML report, in the browser that prints it: `scripts/print-check.sh`
//! renders the report of the bundled fixtures in headless Chromium and fails when an element is
//! wider than an A4 page, or when the folded report (the default) prints 150 pages or more
//! (issue 30's «Size»: 309 before, 143 in Spanish and 138 in English after). Ignored by default (it needs Chromium and Node, and a minute): run it
//! with `cargo test --test print_layout -- --ignored`; it says it skips, and passes, when there
//! is no Chromium or Node.

use std::path::Path;
use std::process::Command;

fn found(program: &str) -> bool {
    Command::new(program).arg("--version").output().is_ok_and(|o| o.status.success())
}

#[test]
#[ignore = "needs Chromium and Node: cargo test --test print_layout -- --ignored"]
fn the_fixtures_report_fits_an_a4_page() {
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "chromium".to_owned());
    if !found(&chromium) || !found("node") {
        eprintln!("skipped: no {chromium} or no node");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(root.join("scripts/print-check.sh"))
        .current_dir(root)
        .env("VEEDOR", env!("CARGO_BIN_EXE_veedor"))
        .args(["--max-pages", "149"])
        .output()
        .expect("the script runs");
    let said = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{said}");
    assert_eq!(said.matches("every element fits the page's width").count(), 2, "{said}");
    // Each language's page count, under 150.
    let pages: Vec<u32> =
        said.lines().filter_map(|l| l.strip_prefix("PDF: ")?.split(' ').next()?.parse().ok()).collect();
    assert_eq!(pages.len(), 2, "{said}");
    assert!(pages.iter().all(|&p| p < 150), "{pages:?}");
}

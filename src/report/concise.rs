//! `--format concise`: one line per finding, `path:line:col: CODE [severity] message`, like
//! ruff's concise output; waived findings end with `(waived: reason)`; then the total line.

use super::position;
use crate::finding::Finding;

/// One finding's line (without the newline).
pub fn line(f: &Finding, file: &str) -> String {
    let at = position(f).map_or(String::new(), |l| format!(":{}:{}", l.line, l.col));
    let mut line = format!("{file}{at}: {} [{}] {}", f.code, f.severity, f.message);
    if let Some(w) = &f.waived {
        line.push_str(&format!(" (waived: {})", w.reason));
    }
    line
}

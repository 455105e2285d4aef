use std::path::Path;

// The catalogue, the example fixtures and the translation files are embedded with
// `include_dir!`, which does not tell Cargo to watch them: rebuild when any of them changes.
fn main() {
    println!("cargo:rerun-if-changed=catalog");
    println!("cargo:rerun-if-changed=fixtures");
    println!("cargo:rerun-if-changed=i18n");
    println!("cargo:rerun-if-changed=src/rules.rs");
    // The digest of the embedded catalogue (every `JURISDICTION/GAME.yaml`, by path), which
    // `src/catalog/rule_index.rs` compares with the one its index was written from.
    let mut files = Vec::new();
    collect(Path::new("catalog"), "", &mut files);
    files.sort();
    println!("cargo:rustc-env=VEEDOR_CATALOG_DIGEST={:016x}-{}", digest(&files), files.len());
    // The digest of what the SARIF report's pre-rendered rules are made of
    // (`src/report/sarif_rules.rs`): the catalogue, the translation files, the check registry and
    // the crate's homepage (each rule's `helpUri`).
    let mut i18n = Vec::new();
    collect_all(Path::new("i18n"), "i18n", &mut i18n);
    files.extend(i18n);
    files.push(("src/rules.rs".into(), std::fs::read("src/rules.rs").unwrap_or_default()));
    files.push(("homepage".into(), std::env::var("CARGO_PKG_HOMEPAGE").unwrap_or_default().into_bytes()));
    files.sort();
    println!("cargo:rustc-env=VEEDOR_SARIF_RULES_DIGEST={:016x}-{}", digest(&files), files.len());
}

/// FNV-1a over each file's path and content, in the order given.
fn digest(files: &[(String, Vec<u8>)]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for (rel, bytes) in files {
        for b in rel.as_bytes().iter().chain([0u8].iter()).chain(bytes).chain([0u8].iter()) {
            h = (h ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

/// Every file below `dir`, as (path, content).
fn collect_all(dir: &Path, rel: &str, out: &mut Vec<(String, Vec<u8>)>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let r = format!("{rel}/{}", e.file_name().to_string_lossy());
        let path = e.path();
        if path.is_dir() {
            collect_all(&path, &r, out);
        } else if let Ok(bytes) = std::fs::read(&path) {
            out.push((r, bytes));
        }
    }
}

/// The `*.yaml` files below `dir` (in a folder of it: `schema.json` and files at its top are not
/// articles), as (path under `catalog/`, content).
fn collect(dir: &Path, rel: &str, out: &mut Vec<(String, Vec<u8>)>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let r = if rel.is_empty() { name.clone() } else { format!("{rel}/{name}") };
        let path = e.path();
        if path.is_dir() {
            collect(&path, &r, out);
        } else if r.ends_with(".yaml") && r.contains('/') {
            if let Ok(bytes) = std::fs::read(&path) {
                out.push((r, bytes));
            }
        }
    }
}

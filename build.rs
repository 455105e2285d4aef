use std::path::Path;

// The catalogue, the example fixtures and the translation files are embedded with
// `include_dir!`, which does not tell Cargo to watch them: rebuild when any of them changes.
fn main() {
    println!("cargo:rerun-if-changed=catalog");
    println!("cargo:rerun-if-changed=fixtures");
    println!("cargo:rerun-if-changed=tests/input-errors");
    println!("cargo:rerun-if-changed=i18n");
    println!("cargo:rerun-if-changed=src/rules.rs");
    println!("cargo:rerun-if-changed=src/rules/registry.rs");
    // The digest of the embedded catalogue (every `JURISDICTION/GAME.yaml`, by path), which
    // `src/catalog/rule_index.rs` compares with the one its index was written from.
    let mut files = Vec::new();
    collect(Path::new("catalog"), "", &mut files);
    files.sort();
    println!("cargo:rustc-env=VEEDOR_CATALOG_DIGEST={:016x}-{}", digest(&files), files.len());
    embedded_sha256(&files);
    // The digest of what the SARIF report's pre-rendered rules are made of
    // (`src/report/sarif_rules.rs`): the catalogue, the translation files, the check registry and
    // the crate's homepage (each rule's `helpUri`).
    let mut i18n = Vec::new();
    collect_all(Path::new("i18n"), "i18n", &mut i18n);
    files.extend(i18n);
    files.push(("src/rules.rs".into(), std::fs::read("src/rules.rs").unwrap_or_default()));
    files.push(("src/rules/registry.rs".into(), std::fs::read("src/rules/registry.rs").unwrap_or_default()));
    files.push(("homepage".into(), std::env::var("CARGO_PKG_HOMEPAGE").unwrap_or_default().into_bytes()));
    files.sort();
    println!("cargo:rustc-env=VEEDOR_SARIF_RULES_DIGEST={:016x}-{}", digest(&files), files.len());
    i18n_index();
}

/// `$OUT_DIR/i18n_index.rs`: for each language, its translation files in path order and, sorted
/// by id, the file that defines each message id (the first, in that order). `src/i18n/bundle.rs`
/// looks a message up there instead of reading every file's ids at each run (about 1.2 M
/// instructions, what the first message of a run paid); a test there checks the index against
/// the files' text.
fn i18n_index() {
    use std::fmt::Write as _;
    let mut src = String::new();
    for lang in ["en", "es"] {
        let mut names: Vec<String> = std::fs::read_dir(Path::new("i18n").join(lang))
            .map(|d| {
                d.flatten()
                    .filter(|e| e.path().is_file())
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        let mut index = std::collections::BTreeMap::new();
        for (i, name) in names.iter().enumerate() {
            let bytes = std::fs::read(Path::new("i18n").join(lang).join(name)).unwrap_or_default();
            for id in message_ids(&String::from_utf8_lossy(&bytes)) {
                index.entry(id).or_insert(i);
            }
        }
        let upper = lang.to_uppercase();
        let _ = writeln!(src, "static FILES_{upper}: &[&str] = &{names:?};");
        let _ = writeln!(src, "static INDEX_{upper}: &[(&str, u8)] = &[");
        for (id, i) in index {
            let _ = writeln!(src, "    ({id:?}, {i}),");
        }
        src.push_str("];\n");
    }
    let out = std::env::var("OUT_DIR").map(std::path::PathBuf::from).unwrap_or_default();
    if let Err(e) = std::fs::write(out.join("i18n_index.rs"), src) {
        panic!("writing i18n_index.rs: {e}");
    }
}

/// `$OUT_DIR/embedded_sha256.rs`: the SHA-256 of each embedded article's text, by its path
/// under `catalog/`, sorted. The chain of custody prints it for the article a run applied, and
/// hashing the text at each run cost about 54 instructions a byte under valgrind (sha2's
/// portable code: valgrind hides the processor's SHA instructions), 2.6 M for the largest
/// article; `src/catalog/compiled.rs` also uses it to tell a stored form of an article from a
/// stale one. `tests/rule_index.rs` checks each digest against the embedded text's.
fn embedded_sha256(files: &[(String, Vec<u8>)]) {
    use sha2::{Digest, Sha256};
    use std::fmt::Write as _;
    let mut src = String::from("static EMBEDDED_SHA256: &[(&str, [u8; 32])] = &[\n");
    for (rel, bytes) in files {
        let digest: [u8; 32] = Sha256::digest(bytes).into();
        let _ = writeln!(src, "    ({rel:?}, {digest:?}),");
    }
    src.push_str("];\n");
    let out = std::env::var("OUT_DIR").map(std::path::PathBuf::from).unwrap_or_default();
    if let Err(e) = std::fs::write(out.join("embedded_sha256.rs"), src) {
        panic!("writing embedded_sha256.rs: {e}");
    }
}

/// The ids a translation file defines, as `src/i18n/bundle.rs` reads them: each line that
/// starts with an ASCII letter and has a `=` before its end, up to it, blanks trimmed.
fn message_ids(text: &str) -> Vec<String> {
    let mut ids = Vec::new();
    let starts = std::iter::once(0).chain(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1));
    for start in starts {
        let Some(line) = text.get(start..) else { continue };
        if !line.as_bytes().first().is_some_and(u8::is_ascii_alphabetic) {
            continue;
        }
        if let Some(eq) = line.find(['=', '\n']).filter(|&i| line.as_bytes()[i] == b'=') {
            ids.push(line[..eq].trim_end_matches([' ', '\t']).to_owned());
        }
    }
    ids
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

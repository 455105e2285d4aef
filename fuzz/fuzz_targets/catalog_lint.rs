//! A catalogue article's YAML loaded and linted as `veedor catalog lint DIR` does, its problems
//! rendered.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // `catalog lint` reads the file as UTF-8 text; a file that is not is an I/O error there.
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = veedor_fuzz::lint_catalog(text);
    }
});

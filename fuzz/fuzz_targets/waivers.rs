//! A waivers file read as `veedor check --waivers FILE` reads it, applied to a small log's
//! findings, its own problems (W001, W002) rendered.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The CLI reads the file as UTF-8 text; a file that is not is an argument error there.
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = veedor_fuzz::apply_waivers(text);
    }
});

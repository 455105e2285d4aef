//! A log checked as `veedor check` checks it, under the article its first byte picks (every
//! embedded article can be picked; see `veedor_fuzz::log_text`), its report rendered.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = veedor_fuzz::check_log("fuzz.mesa", veedor_fuzz::log_text(data));
});

//! PHH hand histories checked as `veedor check DIR` checks a directory of them: the hands, their
//! table (`table.mesa` or `--table`), the session across hands (see `veedor_fuzz::check_phh`),
//! every report rendered.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = veedor_fuzz::check_phh(data);
});

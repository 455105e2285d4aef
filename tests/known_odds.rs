//! The figures worked out ahead for the embedded articles' studies
//! (src/engine/known_odds_data.rs) are the ones the code works out, bit for bit.

use std::path::Path;

use veedor::catalog::CatalogSet;
use veedor::engine::known_odds;

#[test]
fn the_known_odds_are_the_embedded_articles() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine/known_odds_data.rs");
    let set = CatalogSet::embedded().expect("embedded catalogue");
    let want = known_odds::source(&set);
    if std::env::var_os("VEEDOR_UPDATE_DOCS").is_some() {
        std::fs::write(&path, &want).expect("write src/engine/known_odds_data.rs");
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "src/engine/known_odds_data.rs is not what the embedded articles' rules give: regenerate it \
         with `VEEDOR_UPDATE_DOCS=1 cargo test --test known_odds`"
    );
    // Each kind of figure is there: a catalogue without Black Jack or treinta would have none.
    for kind in [
        "STRATEGY_EDGES: &[(&str, u64)] = &[\n    (",
        "DEALER_AVERAGED: &[DealerRow] = &[\n    (",
        "TREINTA_ROW_TOTALS: &[(u16, [u64; 10])] = &[\n    (",
        "BINGO_BANDS: &[(&str, &[(i128, i128)])] = &[\n    (\"line\"",
    ] {
        assert!(want.contains(kind), "{kind}");
    }
}

//! Bingo's memory is flat: the session remembers the last `play.bingo.series_remembered` series
//! named, not every series of the session (a simulated session names a new one in every
//! partida, and keeping them all cost about 95 bytes per partida: 53 MiB at 1 GB). The heap's
//! peak while checking a simulated session is measured by a counting allocator at two lengths,
//! with a small window so that both are well past it, and may not grow with the partidas.
//!
//! What the window costs is said: the first series forgotten is reported (BG017), and a card of
//! it sold again is then not recognised; within the window, it is (BG010).

mod common;

use std::path::PathBuf;
use std::sync::Arc;

use common::alloc::{Counting, peak_during};
use common::human_report;
use veedor::catalog::CatalogSet;
use veedor::check::{FileReport, check_bytes};
use veedor::i18n::Lang;
use veedor::sim::{SimOptions, simulate};

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The embedded catalogues, the bingo articles remembering `window` series (written under the
/// test's temporary directory and loaded over the embedded ones, as `--catalog DIR` would).
fn catalogs(window: u32) -> CatalogSet {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("bingo-memory-{window}"));
    for id in ["estado-1979/bingo", "murcia-1996/bingo-acumulativo"] {
        let text = std::fs::read_to_string(root.join(format!("catalog/{id}.yaml"))).expect("the article");
        let default = "series_remembered: 65536";
        assert!(text.contains(default), "{id} names its window");
        let path = dir.join(format!("{id}.yaml"));
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("the folder made");
        std::fs::write(&path, text.replace(default, &format!("series_remembered: {window}"))).expect("written");
    }
    let mut set = CatalogSet::embedded().expect("embedded catalogue");
    let errors = set.load_dir(&dir);
    assert!(errors.is_empty(), "{errors:?}");
    set
}

/// A simulated session, as the checker takes it (made into an `Arc` beforehand: converting a
/// `Vec` copies it).
fn simulated(set: &CatalogSet, id: &str, partidas: u32) -> Arc<[u8]> {
    let cat = set.get(id).unwrap_or_else(|| panic!("{id}"));
    let opts = SimOptions { rounds: partidas, seed: 42, inject: None, bias: Vec::new() };
    let mut out = Vec::new();
    simulate(cat, &opts, &mut out).unwrap_or_else(|e| panic!("{id}: {e}"));
    out.into()
}

/// The check's report on `log`, and the most heap it held at once over what was live before
/// (the log is made beforehand).
fn checked(set: &CatalogSet, log: Arc<[u8]>) -> (FileReport, usize) {
    peak_during(|| check_bytes("simulated.mesa", log, set))
}

#[test]
fn the_heap_does_not_grow_with_the_partidas() {
    // A window of 64 series: both sessions name hundreds more. Keeping every series cost about
    // 95 bytes per partida; the bound allows a tenth of that, for what the partidas themselves
    // make vary (the cards of the largest, the hash tables' steps).
    const WINDOW: u32 = 64;
    const SHORT: u32 = 1_000;
    const LONG: u32 = 4_000;
    let set = catalogs(WINDOW);
    for id in ["estado-1979/bingo", "murcia-1996/bingo-acumulativo"] {
        let (short, long) = (simulated(&set, id, SHORT), simulated(&set, id, LONG));
        let (bytes_short, bytes_long) = (short.len(), long.len());
        let (report_short, peak_short) = checked(&set, short);
        let (report_long, peak_long) = checked(&set, long);
        for (r, partidas) in [(&report_short, SHORT), (&report_long, LONG)] {
            assert_eq!(r.stats.rounds, u64::from(partidas), "{id}");
            let codes: Vec<&str> = r.findings.iter().map(|f| f.code).collect();
            assert_eq!(codes, ["BG017"], "{id}: a clean session, its series past the window said once");
        }
        let per_partida = peak_long.saturating_sub(peak_short) as f64 / f64::from(LONG - SHORT);
        println!(
            "{id}: heap peak {peak_short} B at {SHORT} partidas ({bytes_short} B of log), {peak_long} B at \
             {LONG} ({bytes_long} B): {per_partida:.1} B per partida"
        );
        assert!(per_partida < 10.0, "{id}: the heap grows {per_partida:.1} bytes per partida");
    }
}

fn settings() -> insta::Settings {
    common::snapshot_settings("", true)
}

#[test]
fn a_series_forgotten_is_said_once() {
    const LOG: &str = "tests/data/bingo-series-forgotten.mesa";
    let text = std::fs::read(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(LOG)).expect("the log");
    let check = |set: &CatalogSet, lang: Lang| {
        let mut report = check_bytes(LOG, text.clone(), set);
        report.lang = lang;
        let codes: Vec<&'static str> = report.findings.iter().map(|f| f.code).collect();
        (codes, human_report(&report))
    };
    // The whole session remembered: A-3 sold again is BG010.
    let (codes, _) = check(&CatalogSet::embedded().expect("embedded catalogue"), Lang::En);
    assert_eq!(codes, ["BG010"]);
    // Two series remembered: A is forgotten when D is named (BG017), and its sale not recognised.
    let two = catalogs(2);
    let ((codes, en), (_, es)) = (check(&two, Lang::En), check(&two, Lang::Es));
    assert_eq!(codes, ["BG017"]);
    settings().bind(|| {
        insta::assert_snapshot!("bingo_memory__series_forgotten_en", en);
        insta::assert_snapshot!("bingo_memory__series_forgotten_es", es);
    });
}

#[test]
fn a_series_with_a_card_not_yet_played_is_not_forgotten() {
    // A simulated session of 1,000 partidas remembering 64 series, and card Z-1 declared at its
    // start and never sold: its rows wait for its partida, so series Z is kept however many are
    // named after it, and its `card` line written again before the last partida is still a card
    // declared twice (BG001), after the window's BG017.
    let set = catalogs(64);
    let log = simulated(&set, "estado-1979/bingo", 1_000);
    let mut text = String::from_utf8(log.to_vec()).expect("UTF-8");
    let z = "card Z-1 2-10-30-56-61 6-23-41-59-86 19-28-63-71-88\n";
    let last = text.rfind("\nround ").expect("a last partida") + 1;
    text.insert_str(last, z);
    let open = text.find("session open").and_then(|i| text[i..].find('\n').map(|j| i + j + 1)).expect("opened");
    text.insert_str(open, z);
    let report = check_bytes("simulated.mesa", text.into_bytes(), &set);
    let codes: Vec<&str> = report.findings.iter().map(|f| f.code).collect();
    assert_eq!(codes, ["BG017", "BG001"]);
}

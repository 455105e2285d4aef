//! The fixture logs under `fixtures/`: what veedor reports on each (snapshots of the human report,
//! and of the JSON report for one violating log per catalogue, in the top-level `snapshots/`),
//! that each `CODE-*.mesa` gives findings of its code only and each `clean-*.mesa` none, and that
//! the fixtures cover every check each catalogue can emit, every catalogue rule that lists
//! checks, and every log-format and session check.
//!
//! Fixture layout: `fixtures/<jurisdiction>/<game>/` for the logs of one catalogue article (its
//! header names that article), `fixtures/log-format/` for the session (S) and waiver (W) checks,
//! and `tests/input-errors/` for the logs veedor cannot fully read (M checks, exit 2), kept out of
//! `fixtures/` so that `veedor check fixtures/` is a folder of game logs (exit 1, as violations
//! give). `veedor explain CODE` shows the first `CODE-*.mesa` as its example.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use common::bin::Veedor;
use common::human_report;
use veedor::catalog::CatalogSet;
use veedor::check::{FileReport, check_path};
use veedor::report::json;
use veedor::rules;

/// The folder of the session and waiver fixtures.
const LOG_FORMAT: &str = "log-format";

/// The folder of the input-error fixtures (`tests/input-errors/`).
const INPUT_ERRORS: &str = "input-errors";

/// Where each kind of fixture lives, from the repository's root: the fixtures proper, and the
/// input errors (their folder's name is [`INPUT_ERRORS`]).
const BASES: [&str; 2] = ["fixtures", "tests"];

/// The one fixture allowed several findings (one per malformed line, all M001).
const MULTI_FINDING: &str = "input-errors/M001-malformed-lines.mesa";

/// Fixtures of one fault and the money it cost, allowed several findings: the fault's own
/// (first, the code the name announces) and one per settlement that follows the fault rather
/// than the law — exactly these codes, in this order.
const FAULT_AND_MONEY: &[(&str, &[&str])] = &[
    ("estado-1979/punto-y-banca/BC008-wrong-winner-settled-as-announced.mesa", &["BC008", "BC011"]),
    ("estado-1979/chemin-de-fer/BC008-wrong-winner-settled-as-announced.mesa", &["BC008", "BC011", "BC011"]),
    ("valencia-2003/chemin-de-fer/BC008-wrong-winner-settled-as-announced.mesa", &["BC008", "BC011", "BC011"]),
    ("estado-1979/dos-panos/BC008-wrong-winner-settled-as-announced.mesa", &["BC008", "BC011"]),
    // A fourth card, and a wrong winner after it: two faults, and the money of the second.
    ("estado-1979/chemin-de-fer/BC003-fourth-card-then-wrong-winner.mesa", &["BC003", "BC008", "BC011", "BC011"]),
    ("valencia-2003/chemin-de-fer/BC003-fourth-card-then-wrong-winner.mesa", &["BC003", "BC008", "BC011", "BC011"]),
    // A `show` naming another hand than the cards make (the note of the best five, PC051) and the
    // pot paid by the words rather than the cards (PC021).
    ("valencia-2003/poquer-sintetico/PC051-pot-to-a-hand-said-not-made.mesa", &["PC051", "PC021"]),
    ("valencia-2003/poquer-sintetico/PC051-winner-announced-as-less.mesa", &["PC051", "PC021"]),
    ("murcia-1996/poquer-sintetico/PC051-words-paid-over-the-cards.mesa", &["PC051", "PC021"]),
];

/// Registry codes no file's content can produce: M005 is a file that does not exist, a
/// directory without logs, or a failed read; M006 is a panic in veedor (no log causes one on
/// purpose; tests/batch.rs makes one in a debug build).
const NO_FIXTURE_POSSIBLE: &[&str] = &["M005", "M006"];

/// Catalogue rules that list checks but that no finding cites today: the engine attributes
/// their checks to another rule (the bet kind's payout rule, the first rule listing the code, or
/// the limit class's rule). Reported as gaps in the engine's attribution rather than covered by
/// a fixture that does not cite them. When the engine starts citing one, remove it here and add
/// a fixture that cites it: the coverage test fails until both are done.
const KNOWN_UNCITED: &[(&str, &[&str])] = &[
    // Chemin de fer: BC008 cites chemin.outcome.closest-to-9 (or the extra-card rule), of which
    // the card values are the basis; BC046 cites chemin.bank.never-decreased.
    ("estado-1979/chemin-de-fer", &["chemin.value.points", "chemin.winnings.join-bank"]),
    ("valencia-2003/chemin-de-fer", &["chemin.value.points", "chemin.winnings.join-bank"]),
    // Boule: RL003/4/5 cite the bet kind's rule (boule.payout.number or .even), of which the
    // colours and the chances' numbers are the basis; RL015 cites the limit class's rule.
    (
        "estado-1979/boule",
        &["boule.colours", "boule.even.definitions", "boule.five_excluded", "boule.limit.per_player"],
    ),
    (
        "valencia-2003/boule",
        &["boule.colours", "boule.even.definitions", "boule.five_excluded", "boule.limit.per_player"],
    ),
    (
        "estado-1979/ruleta-francesa",
        &[
            // RL003/4/5 cite the bet kind's rule (ruleta.even.payout for the even chances).
            "ruleta.wheel.colours",
            "ruleta.winner_keeps_stake",
            "ruleta.even.definitions",
            // RL005 cites the bet kind's payout rule; RL029 falls back to ruleta.zero.options.
            "ruleta.zero.outside_multiples",
            // RL015 cites the limit class's rule (max.sencillas or max.multiples).
            "ruleta.limit.max_follows_min",
        ],
    ),
    (
        "valencia-2003/ruleta-francesa",
        &[
            "ruleta.wheel.colours",
            "ruleta.winner_keeps_stake",
            "ruleta.even.definitions",
            "ruleta.zero.outside_multiples",
            "ruleta.limit.max_follows_min",
            // RL026 and a series' RL003/RL005 cite the series' own rule (ruleta.series.vecinos, …).
            "ruleta.series.fixed_chip_count",
            "ruleta.series.casillero_settlement",
        ],
    ),
    (
        "estado-1979/ruleta-americana",
        &[
            // As in ruleta-francesa: RL003/4/5 cite the bet kind's rule, RL015 the limit class's.
            "ruleta.wheel.colours",
            "ruleta.winner_keeps_stake",
            "ruleta.even.definitions",
            "ruleta.limit.max_follows_min",
        ],
    ),
    (
        "valencia-2003/ruleta-americana",
        &[
            "ruleta.wheel.colours",
            "ruleta.winner_keeps_stake",
            "ruleta.even.definitions",
            "ruleta.limit.max_follows_min",
        ],
    ),
    (
        "estado-1979/punto-y-banca",
        &[
            // BC008 cites the first rule listing it, pyb.winner; the card values it rests on are
            // not cited on their own.
            "pyb.values",
        ],
    ),
    (
        "valencia-2003/punto-y-banca",
        &[
            "pyb.values",
            // The tie bet's payout and payment (BC009, BC012) cite its bet rule, pyb.tie.
            "pyb.tie.paid",
        ],
    ),
    // Treinta y cuarenta: the card values are the basis of the rows' totals; TC005, TC006 and
    // TC008 cite the rules on the deal, the rows' range and the announcement.
    ("estado-1979/treinta-y-cuarenta", &["tyc.values"]),
    ("valencia-2003/treinta-y-cuarenta", &["tyc.values"]),
];

/// (Black Jack's are after the other families'.)
const KNOWN_UNCITED_BLACK_JACK: &[(&str, &[&str])] = &[
    // The card values are the basis of every total: BJ024 cites the comparison's rule. BJ032
    // cites bj.limit.max, of which the per-hand reading and back bets' limit are parts. The
    // all-busted exemption removes BJ015 where it applies: no finding can cite it.
    ("estado-1979/black-jack", &["bj.card_values", "bj.players.back_bet", "bj.limit.per_hand"]),
    (
        "valencia-2003/black-jack",
        &["bj.card_values", "bj.players.back_bet", "bj.limit.per_hand", "bj.dealer.all_busted"],
    ),
];

/// (Póquer sin descarte's.) The engine cites the rule of the outcome (psd.settle.win/lose/tie,
/// psd.qualify), the tie-break of the box's and the bank's one combination when it decided
/// (psd.tie.*, psd.compare.high_cards), the box's own multiplier (psd.pay.*) or the Carrusel's
/// minimum (carrusel.pay.*), the low ace (psd.ace_low) when A-2-3-4-5 decided between the box
/// and the bank, and for every other check the first rule listing it. The card order is the basis
/// of every comparison, and the trichotomy of every outcome, not cited on their own (the order of the combinations, which decides when they differ, is
/// psd.settle.win/lose's «combinaciones superiores»/«inferior»); the second quote of a rule (`_2`,
/// `_3`…), the standing player's consent and the other bands are cited through their first
/// rule.
const KNOWN_UNCITED_POKER: &[(&str, &[&str])] = &[
    (
        "valencia-2003/poquer-sin-descarte",
        &[
            "psd.rank.order",
            "psd.pay.high_cards_2",
            "psd.result.trichotomy",
            "psd.deal.bets_first_2",
            "carrusel.optional_multi_table",
            "carrusel.min_pay_table",
        ],
    ),
    (
        "murcia-1996/poquer-sin-descarte",
        &[
            "psd.bets.standing_consent",
            "psd.pay.high_cards_2",
            "psd.result.trichotomy",
            "psd.limits.bands_2",
            "psd.limits.bands_3",
        ],
    ),
];

/// (Póquer de círculo and sintético.) A wrong award cites the rule that decides between the hand
/// paid and the best one (pc.hand.* of the winner's category, pc.tie.* within one category, the
/// ace's rule for a low straight, the sintético's ranking for colour over full, the cards speak
/// when a `show` names a hand, pc.pot.award when a folded player is paid): the fixtures
/// `PC021-*` show each. What is left no log can show, or is the same sentence as a rule the
/// finding cites: PC060 is the PHH reader's (a `.phh` file, not a log); PC035 (cards touching)
/// has no log line; on 52 cards the short deck's colour above full never decides; on Valencia's
/// 2 + 3 of 28 cards two high-card hands are made of the same seven ranks, a tie (never a win:
/// pc.hand.high); the sintético's colour above full (line 2841) and its misdeals cite its own
/// rules, sint.ranking and sint.misdeal, of which pc.hand.short_deck and pc.misdeal are the
/// general sentence.
const KNOWN_UNCITED_CIRCULO: &[(&str, &[&str])] = &[
    ("valencia-2003/poquer-circulo", &["pc.circle", "pc.hand.short_deck", "pc.err.card_contact"]),
    ("valencia-2003/poquer-sintetico", &["pc.hand.high", "pc.hand.short_deck", "pc.misdeal", "pc.err.card_contact"]),
];

/// One violating fixture per catalogue whose JSON report is snapshotted.
const JSON_SNAPSHOTS: &[&str] = &[
    "estado-1979/chemin-de-fer/BC040-wrong-cagnotte.mesa",
    "valencia-2003/chemin-de-fer/BC008-banker-extra-card-not-baccara.mesa",
    "estado-1979/dos-panos/BC045-caballo-odd-cent-to-pano-two.mesa",
    "valencia-2003/dos-panos/BC040-cagnotte-without-overall-win.mesa",
    "fragmento-a/dos-panos/BC021-cut-card-position.mesa",
    "fragmento-b/dos-panos/BC040-wrong-cagnotte.mesa",
    "estado-1979/ruleta-francesa/RL003-wrong-payout-pleno.mesa",
    "valencia-2003/ruleta-francesa/RL003-wrong-payout-vecinos.mesa",
    "estado-1979/punto-y-banca/BC005-banker-illegal-draw.mesa",
    "valencia-2003/punto-y-banca/BC010-wrong-commission.mesa",
    "murcia-1996/ruleta-francesa/RL003-wrong-payout-pleno.mesa",
    "murcia-1996/punto-y-banca/BC005-banker-illegal-draw.mesa",
    "murcia-1996/chemin-de-fer/BC040-wrong-cagnotte.mesa",
    "murcia-1996/dos-panos/BC045-caballo-odd-cent-to-pano-two.mesa",
    "estado-1979/boule/RL015-over-maximum-number.mesa",
    "valencia-2003/boule/RL040-authorised-maximum-out-of-range.mesa",
    "murcia-1996/boule/RL003-wrong-payout-number.mesa",
    "valencia-2003/ruleta-fortuna/RL005-winnings-paid-on-a-tie.mesa",
    "murcia-1996/ruleta-fortuna/RL003-wrong-payout-quince.mesa",
    "estado-1979/ruleta-americana/RL009-player-paid-in-two-blocks.mesa",
    "valencia-2003/ruleta-americana/RL036-bet-not-whole-chips.mesa",
    "murcia-1996/ruleta-americana/RL009-player-paid-in-two-blocks.mesa",
    "estado-1979/black-jack/BJ023-blackjack-paid-even.mesa",
    "valencia-2003/black-jack/BJ021-insurance-over-half.mesa",
    "murcia-1996/black-jack/BJ023-blackjack-paid-even.mesa",
    "estado-1979/treinta-y-cuarenta/TC014-refait-paid.mesa",
    "valencia-2003/treinta-y-cuarenta/TC013-wrong-premium.mesa",
    "murcia-1996/treinta-y-cuarenta/TC014-paid-loser.mesa",
    "estado-1979/dados/CR007-wrong-payout-hard-8.mesa",
    "valencia-2003/dados/CR005-odds-over-the-dont-win.mesa",
    "murcia-1996/dados/CR007-wrong-payout-hard-8.mesa",
    "estado-1979/bingo/BG007-line-share-wrong.mesa",
    "murcia-1996/bingo/BG007-line-share-wrong.mesa",
    "murcia-1996/bingo-acumulativo/BG011-jackpot-paid-past-the-scale.mesa",
    "valencia-2003/poquer-sin-descarte/PS020-carrusel-prize-below-table.mesa",
    "murcia-1996/poquer-sin-descarte/PS014-low-straight-bank-played.mesa",
    "valencia-2003/poquer-circulo/PC025-all-in-paid-the-side-pot.mesa",
    "valencia-2003/poquer-sintetico/PC021-pot-to-the-wrong-hand.mesa",
    "murcia-1996/poquer-sintetico/PC049-take-over-three-percent.mesa",
    "valencia-2003/monte/MO012-cartas-paid-on-an-annulled-camo.mesa",
];

/// A log-format (`M001`) or session (`S001`) check's code: a letter and digits (monte's are
/// `MO001`, a game's).
fn log_format_code(code: &str) -> bool {
    code.starts_with(['M', 'S']) && code.as_bytes().get(1).is_some_and(u8::is_ascii_digit)
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn catalogs() -> &'static CatalogSet {
    static SET: OnceLock<CatalogSet> = OnceLock::new();
    SET.get_or_init(|| match CatalogSet::embedded() {
        Ok(c) => c,
        Err(e) => panic!("embedded catalogue invalid: {e:?}"),
    })
}

/// A fixture and veedor's report on it.
struct Fixture {
    /// Path relative to its base, with `/`: `estado-1979/ruleta-francesa/RL003-….mesa` (under
    /// `fixtures/`), `input-errors/M001-….mesa` (under `tests/`).
    rel: String,
    /// Path from the repository's root: `fixtures/estado-1979/…`, `tests/input-errors/…`.
    path: String,
    /// The folder relative to `fixtures/`: `estado-1979/ruleta-francesa` or `log-format`.
    folder: String,
    /// File name without `.mesa`.
    stem: String,
    report: FileReport,
}

impl Fixture {
    /// Whether the fixture is a game's (its folder names a catalogue article).
    fn is_game(&self) -> bool {
        self.folder != LOG_FORMAT && self.folder != INPUT_ERRORS
    }

    /// The check code a `CODE-*.mesa` name announces; `None` for `clean-*.mesa`.
    fn code(&self) -> Option<&str> {
        if self.stem.starts_with("clean-") { None } else { self.stem.split('-').next() }
    }

    /// Snapshot name: the path under `fixtures/` without `.mesa`, `/` written `__`.
    fn snapshot_name(&self) -> String {
        self.rel.trim_end_matches(".mesa").replace('/', "__")
    }
}

/// Every `*.mesa` under `fixtures/`, sorted by path, checked through the public API as
/// `veedor check fixtures/…` run from the repository root would.
fn fixtures() -> &'static [Fixture] {
    static ALL: OnceLock<Vec<Fixture>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all = Vec::new();
        for base_name in BASES {
            let base = root().join(base_name);
            let mut paths = Vec::new();
            if base_name == "fixtures" {
                walk(&base, &mut paths);
            } else {
                walk(&base.join(INPUT_ERRORS), &mut paths);
            }
            paths.sort();
            all.extend(paths.into_iter().map(|path| {
                let rel = path.strip_prefix(&base).expect("under its base").to_string_lossy().replace('\\', "/");
                let (folder, file) = rel.rsplit_once('/').unwrap_or(("", rel.as_str()));
                let mut report = check_path(&path, catalogs());
                let repo_path = format!("{base_name}/{rel}");
                report.name.clone_from(&repo_path);
                Fixture {
                    folder: folder.to_owned(),
                    stem: file.trim_end_matches(".mesa").to_owned(),
                    rel,
                    path: repo_path,
                    report,
                }
            }));
        }
        all
    })
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "mesa") {
            out.push(path);
        }
    }
}

fn settings() -> insta::Settings {
    common::snapshot_settings("", true)
}

/// Runs `check` on each fixture, catching failures so that every mismatch is reported.
fn each_snapshot(fixtures: &[&Fixture], check: impl Fn(&Fixture)) {
    let mut failed = Vec::new();
    for f in fixtures {
        if catch_unwind(AssertUnwindSafe(|| check(f))).is_err() {
            failed.push(f.rel.as_str());
        }
    }
    assert!(failed.is_empty(), "{} snapshot(s) differ (see above):\n  {}", failed.len(), failed.join("\n  "));
}

#[test]
fn human_report_of_every_fixture() {
    let all: Vec<&Fixture> = fixtures().iter().collect();
    assert!(all.len() > 50, "only {} fixtures found under fixtures/", all.len());
    each_snapshot(&all, |f| {
        let mut s = settings();
        s.set_description(format!("veedor check {}", f.path));
        s.bind(|| insta::assert_snapshot!(f.snapshot_name(), human_report(&f.report)));
    });
}

#[test]
fn json_report_of_one_violation_per_catalogue() {
    let chosen: Vec<&Fixture> = JSON_SNAPSHOTS
        .iter()
        .map(|rel| fixtures().iter().find(|f| f.rel == *rel).unwrap_or_else(|| panic!("no fixture {rel}")))
        .collect();
    for cat in catalogs().iter() {
        assert!(chosen.iter().any(|f| f.folder == cat.id()), "no JSON snapshot for a fixture of {}", cat.id());
    }
    each_snapshot(&chosen, |f| {
        let mut s = settings();
        s.set_description(format!("veedor check --format json {}", f.path));
        s.bind(|| {
            insta::assert_snapshot!(
                format!("json__{}", f.snapshot_name()),
                json::render(std::slice::from_ref(&f.report))
            )
        });
    });
}

/// The snapshots are what the CLI prints: compare with the binary on a clean log, a violation
/// and an input error, and on the JSON snapshots.
#[test]
fn snapshots_render_like_the_cli() {
    for rel in [
        "estado-1979/ruleta-francesa/clean-session.mesa",
        "valencia-2003/ruleta-francesa/RL003-wrong-payout-vecinos.mesa",
        "input-errors/M001-malformed-lines.mesa",
    ] {
        let f = fixtures().iter().find(|f| f.rel == rel).unwrap_or_else(|| panic!("no fixture {rel}"));
        let out = Veedor::new(["--color", "never", "check", &f.path]).lc_all("C").output();
        assert_eq!(String::from_utf8_lossy(&out.stdout), human_report(&f.report), "{rel}");
    }
    for rel in JSON_SNAPSHOTS {
        let f = fixtures().iter().find(|f| f.rel == *rel).unwrap_or_else(|| panic!("no fixture {rel}"));
        let out = Veedor::new(["check", "--format", "json", &f.path]).lc_all("C").output();
        assert_eq!(String::from_utf8_lossy(&out.stdout), json::render(std::slice::from_ref(&f.report)), "{rel}");
    }
}

#[test]
fn each_fixture_reports_exactly_its_code() {
    let mut problems = Vec::new();
    for f in fixtures() {
        let codes: Vec<&str> = f.report.findings.iter().map(|x| x.code).collect();
        match f.code() {
            None => {
                if !codes.is_empty() {
                    problems.push(format!("{}: a clean fixture has findings {codes:?}", f.rel));
                }
            }
            Some(code) => {
                if rules::lookup(code).is_none() {
                    problems.push(format!(
                        "{}: `{code}` is not a check code (name fixtures CODE-*.mesa or clean-*.mesa)",
                        f.rel
                    ));
                    continue;
                }
                if let Some((_, want)) = FAULT_AND_MONEY.iter().find(|(rel, _)| *rel == f.rel) {
                    if codes != *want || want.first() != Some(&code) {
                        problems.push(format!("{}: expected {want:?}, got {codes:?}", f.rel));
                    }
                } else if !(codes.len() == 1 || (f.rel == MULTI_FINDING && !codes.is_empty()))
                    || codes.iter().any(|c| *c != code)
                {
                    let want = if f.rel == MULTI_FINDING { "findings" } else { "exactly one finding" };
                    problems.push(format!("{}: expected {want} of {code}, got {codes:?}", f.rel));
                }
                let text = std::fs::read(root().join(&f.path)).expect("fixture readable");
                if !text.starts_with(format!("# {code} ").as_bytes()) {
                    problems
                        .push(format!("{}: does not start with a `# {code} …` comment saying what is wrong", f.rel));
                }
            }
        }
        for x in &f.report.findings {
            // Log-format, session and waiver checks cite no catalogue rule.
            let game_check = !log_format_code(x.code) && !x.code.starts_with('W');
            if game_check && x.citation.is_none() {
                problems.push(format!("{}: {} at line {} cites no catalogue rule", f.rel, x.code, x.primary.loc.line));
            }
        }
        if f.is_game() && f.report.catalog.as_deref() != Some(f.folder.as_str()) {
            problems.push(format!("{}: its header names {:?}, not the folder's catalogue", f.rel, f.report.catalog));
        }
    }
    assert!(problems.is_empty(), "{} problem(s):\n  {}", problems.len(), problems.join("\n  "));
}

#[test]
fn fixtures_cover_every_emitted_check_and_every_checked_rule() {
    let mut missing = Vec::new();
    let folders: BTreeSet<&str> = fixtures().iter().map(|f| f.folder.as_str()).collect();
    for folder in &folders {
        if *folder != LOG_FORMAT && *folder != INPUT_ERRORS && catalogs().get(folder).is_none() {
            missing.push(format!("fixtures/{folder}/ is not a catalogue article (see `veedor catalog list`)"));
        }
    }
    for cat in catalogs().iter() {
        let id = cat.id();
        let mine: Vec<&Fixture> = fixtures().iter().filter(|f| f.folder == id).collect();
        let codes: BTreeSet<&str> = mine.iter().filter_map(|f| f.code()).collect();
        if let Some(a) = &cat.adoption {
            // An article adopting another is judged by the adopted one's rules, which that
            // article's fixtures cover: here a clean session and a violation, each finding
            // citing the adopted rule and the adopting provision.
            if !mine.iter().any(|f| f.stem == "clean-session") {
                missing.push(format!("{id}: no fixtures/{id}/clean-session.mesa"));
            }
            if codes.is_empty() {
                missing.push(format!("{id}: no fixtures/{id}/CODE-*.mesa with a violation"));
            }
            for f in &mine {
                for x in &f.report.findings {
                    let Some(c) = &x.citation else { continue };
                    let by = c.adopted_by.as_deref();
                    if c.catalog != a.rules_of || by.is_none_or(|b| b.catalog != id || b.rule != a.file.adoption.id) {
                        missing.push(format!(
                            "{}: {} does not cite a rule of {} adopted by {id} [{}]",
                            f.rel, x.code, a.rules_of, a.file.adoption.id
                        ));
                    }
                }
            }
            continue;
        }
        for code in cat.game.emitted_checks() {
            if !codes.contains(code) {
                missing.push(format!("{id}: no fixture fixtures/{id}/{code}-*.mesa for check {code}"));
            }
        }
        for stem in ["clean-session", "clean-simulated"] {
            if !mine.iter().any(|f| f.stem == stem) {
                missing.push(format!("{id}: no fixtures/{id}/{stem}.mesa"));
            }
        }

        // Which fixtures cite each rule.
        let mut cited: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for f in &mine {
            for c in f.report.findings.iter().filter_map(|x| x.citation.as_ref()) {
                cited.entry(c.rule.as_str()).or_default().push(f.stem.as_str());
            }
        }
        let known: &[&str] = KNOWN_UNCITED
            .iter()
            .chain(KNOWN_UNCITED_BLACK_JACK)
            .chain(KNOWN_UNCITED_POKER)
            .chain(KNOWN_UNCITED_CIRCULO)
            .find(|(c, _)| *c == id)
            .map_or(&[], |(_, r)| r);
        for rule in cat.file.rules.iter().filter(|r| !r.checks.is_empty()) {
            let is_known = known.contains(&rule.id.as_str());
            match (cited.get(rule.id.as_str()), is_known) {
                (None, false) => missing.push(format!(
                    "{id}: no fixture cites rule {} (checks {}); write one whose finding's citation.rule is it",
                    rule.id,
                    rule.checks.join(", ")
                )),
                (Some(by), true) => missing.push(format!(
                    "{id}: rule {} is cited now (by {}): remove it from KNOWN_UNCITED",
                    rule.id,
                    by.join(", ")
                )),
                _ => {}
            }
        }
        for rule in known {
            if !cat.file.rules.iter().any(|r| r.id == *rule && !r.checks.is_empty()) {
                missing.push(format!("{id}: KNOWN_UNCITED names {rule}, which is not a rule with checks"));
            }
        }
    }

    let log_format: BTreeSet<&str> = fixtures().iter().filter(|f| !f.is_game()).filter_map(|f| f.code()).collect();
    for check in rules::CHECKS.iter().filter(|c| log_format_code(c.code)) {
        if !log_format.contains(check.code) && !NO_FIXTURE_POSSIBLE.contains(&check.code) {
            missing.push(format!(
                "no fixture fixtures/{LOG_FORMAT}/ or tests/{INPUT_ERRORS}/{}-*.mesa for check {} ({})",
                check.code, check.code, check.name
            ));
        }
    }
    assert!(missing.is_empty(), "fixture coverage is incomplete:\n  {}", missing.join("\n  "));
}

/// A fixture renamed or removed leaves its snapshot behind: every snapshot of this file belongs
/// to a fixture.
#[test]
fn no_snapshot_without_its_fixture() {
    let names: BTreeSet<String> = fixtures().iter().map(Fixture::snapshot_name).collect();
    let dir = root().join("snapshots");
    let mut orphans = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display())) {
        let name = entry.expect("directory entry").file_name().to_string_lossy().into_owned();
        let Some(stem) = name.strip_suffix(".snap") else { continue };
        let text = std::fs::read_to_string(dir.join(&name)).expect("snapshot readable");
        if !text.lines().take(4).any(|l| l == "source: tests/fixtures.rs") {
            continue;
        }
        let fixture = stem.strip_prefix("json__").unwrap_or(stem);
        if !names.contains(fixture) {
            orphans.push(name);
        }
    }
    orphans.sort();
    assert!(orphans.is_empty(), "snapshots whose fixture is gone (delete them):\n  {}", orphans.join("\n  "));
}

/// A finding under an article that adopts another (Murcia's art. 2 adopting the 1979 text)
/// cites both texts in every report format that carries citations.
#[test]
fn adopted_citations_in_every_format() {
    let rel = "murcia-1996/ruleta-francesa/RL003-wrong-payout-pleno.mesa";
    let f = fixtures().iter().find(|f| f.rel == rel).unwrap_or_else(|| panic!("no fixture {rel}"));
    let both = |what: &str, text: &str| {
        for needle in
            ["Orden de 9 de octubre de 1979", "ruleta.payout.pleno", "Decreto 28/1996", "murcia.art2.ruleta-francesa"]
        {
            assert!(text.contains(needle), "{what}: no «{needle}» in\n{text}");
        }
    };
    both("human", &human_report(&f.report));
    let json: serde_json::Value = serde_json::from_str(&json::render(std::slice::from_ref(&f.report))).expect("JSON");
    let cite = &json["files"][0]["findings"][0]["citation"];
    assert_eq!(cite["catalog"], "estado-1979/ruleta-francesa", "{json}");
    assert_eq!(cite["adopted_by"]["catalog"], "murcia-1996/ruleta-francesa", "{json}");
    assert_eq!(cite["adopted_by"]["article"], "2", "{json}");
    let x = &f.report.findings[0];
    both("github", &veedor::report::github::line(x, &f.report.name, f.report.machine_locale()));
    let mut sarif = Vec::new();
    veedor::report::sarif::write(&mut sarif, std::slice::from_ref(&f.report), catalogs()).expect("sarif");
    let sarif: serde_json::Value = serde_json::from_slice(&sarif).expect("SARIF is JSON");
    let props = &sarif["runs"][0]["results"][0]["properties"]["citation"];
    assert_eq!(props["adopted_by"]["rule"], "murcia.art2.ruleta-francesa", "{props}");
    let mut junit = Vec::new();
    veedor::report::junit::write(&mut junit, std::slice::from_ref(&f.report), &[std::time::Duration::ZERO])
        .expect("junit");
    both("junit", &String::from_utf8_lossy(&junit));
}

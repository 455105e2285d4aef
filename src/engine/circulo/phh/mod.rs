//! `veedor check` of PHH hand histories (the Poker Hand History format, uoftcprg/phh-std): a
//! hold'em hand written in PHH is translated into the círculo lines of a table log (design note
//! `docs/design/poquer-circulo.md` §A.2), checked as any log is, and its findings are put back on
//! the PHH file's own lines. `docs/phh.md` is the user's account.
//!
//! - [`read`]: the TOML, field by field, with every value's place in the file.
//! - [`translate`]: the hand as log lines, each with the PHH text it comes from.
//! - here: the article (a sidecar or `--table`), the session, and the reports.

pub mod read;
pub mod translate;

use std::fs;
use std::path::{Path, PathBuf};

use crate::catalog::CatalogSet;
use crate::catalog::bingo::Percent;
use crate::catalog::model::Play;
use crate::check::{self, FileReport, FileStats, SourceHandle};
use crate::finding::{Finding, Label};
use crate::i18n::{Lang, Text};
use crate::log::event::Loc;
use crate::money::Amount;
use crate::t;

use super::spec::TakeOption;
use read::{At, Hand, Lines, Read, Variant};
use translate::{Mesa, Origin, Src};

/// A hand history's file extension.
pub const EXTENSION: &str = "phh";
/// The sidecar of a directory of hands: its one `table` line is every hand's article.
pub const DIR_TABLE: &str = "table.mesa";
/// The sidecar of one hand is its name with this added (`HAND.phh.table`).
pub const TABLE_SUFFIX: &str = ".table";

/// Whether a path names a PHH file (by its extension, in any case).
pub fn is_phh(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case(EXTENSION))
}

/// The codes of the awards and the take: not judged for a hand whose PHH gives neither
/// `winnings` nor `finishing_stacks` (nothing says who was paid what).
const AWARD_CODES: [&str; 10] =
    ["PC018", "PC019", "PC021", "PC024", "PC025", "PC026", "PC027", "PC037", "PC049", "PC051"];

/// What PHH hands cannot show, whatever they hold: the partida's length (PC034: a file or a
/// directory of hands is not known to be a whole partida, and its end is not a closing).
const NOT_OF_PHH: [&str; 1] = ["PC034"];

/// Where the table's `table` line was found.
struct TableLine {
    /// The line, `table ID key=value…`.
    text: String,
    /// Its file and location there (`None`: the `--table` option).
    file: Option<(PathBuf, Loc)>,
}

/// Checks PHH hands (one file, or a directory's in file-name order): one report per hand file,
/// and one for each table file whose line has findings. `dir` is the directory given; `table`
/// the `--table` option's text.
///
/// Each hand's table is `--table`, else its own sidecar, else the directory's `table.mesa`; the
/// hands at one table (the same line) are one session when every one of them has `seats`
/// ([`sessions`]).
pub fn check_session(
    hands: &[PathBuf],
    dir: Option<&Path>,
    table: Option<&str>,
    catalogs: &CatalogSet,
) -> Vec<FileReport> {
    let mut reports: Vec<FileReport> = hands.iter().map(|p| empty_report(p)).collect();
    let mut read_hands: Vec<Option<Hand>> = Vec::with_capacity(hands.len());
    for (i, path) in hands.iter().enumerate() {
        let text = match fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) => {
                let why = crate::i18n::io_error(&e);
                reports[i] = check::unreadable(path.display().to_string(), SourceHandle::Path(path.clone()), why);
                read_hands.push(None);
                continue;
            }
        };
        reports[i].stats.bytes = text.len() as u64;
        reports[i].stats.lines = text.lines().count() as u64;
        read_hands.push(match read::read(&text) {
            Read::Hand(h) => Some(*h),
            Read::Bad(fs) => {
                reports[i].findings.extend(fs);
                None
            }
            Read::Skipped(f) => {
                reports[i].findings.push(*f);
                None
            }
        });
    }
    // The tables' files' reports, by path, in the order first met.
    let mut tables: Vec<FileReport> = Vec::new();
    // The hands at each table, its line first, in the order met.
    let mut groups: Vec<(TableLine, Vec<(usize, &Hand)>)> = Vec::new();
    for (i, h) in read_hands.iter().enumerate() {
        let Some(h) = h else { continue };
        match find_table(&hands[i], dir, table) {
            Ok(line) => match groups.iter_mut().find(|(l, _)| l.text == line.text) {
                Some((_, members)) => members.push((i, h)),
                None => groups.push((line, vec![(i, h)])),
            },
            Err(TableError::Missing) => {
                reports[i].findings.push(
                    Finding::new("M004", Label::new(h.start, t!("phh-label-no-table")), t!("phh-no-table"))
                        .expected(t!("phh-expect-table", sidecar = sidecar_name(&hands[i]), dir = DIR_TABLE)),
                )
            }
            Err(TableError::File(path, finding)) => {
                reports[i].findings.push(
                    Finding::new("M004", Label::new(h.start, t!("phh-label-no-table")), t!("phh-table-unusable"))
                        .found(Text::code(path.display().to_string())),
                );
                let r = table_report(&mut tables, &path);
                if !r.findings.contains(&finding) {
                    r.findings.push(*finding);
                }
            }
        }
    }
    for (line, members) in &groups {
        check_table(line, members, catalogs, &mut reports, &mut tables);
    }
    let tables = tables.into_iter().filter(|r| !r.findings.is_empty());
    let mut out: Vec<FileReport> = tables.chain(reports).collect();
    for r in &mut out {
        r.findings.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
    }
    out
}

/// The report of a table's file, made when first needed.
fn table_report<'r>(tables: &'r mut Vec<FileReport>, path: &Path) -> &'r mut FileReport {
    let i = match tables.iter().position(|r| matches!(&r.source, SourceHandle::Path(p) if p == path)) {
        Some(i) => i,
        None => {
            let mut r = empty_report(path);
            if let Ok(text) = fs::read_to_string(path) {
                r.stats.bytes = text.len() as u64;
                r.stats.lines = text.lines().count() as u64;
            }
            tables.push(r);
            tables.len() - 1
        }
    };
    &mut tables[i]
}

/// The hands at one table: each against the header, then their sessions translated, checked,
/// and the findings put on the hands' and the table's files.
fn check_table(
    line: &TableLine,
    members: &[(usize, &Hand)],
    catalogs: &CatalogSet,
    reports: &mut [FileReport],
    tables: &mut Vec<FileReport>,
) {
    let Some((_, first)) = members.first() else { return };
    let merged = Header::parse(&line.text).merged(first);
    // A hand of another variant or other stakes than its table cannot be judged under it.
    let mut checkable = Vec::new();
    for &(i, h) in members {
        let errors = merged.disagreements(h);
        if errors.is_empty() {
            checkable.push((i, h));
        } else {
            reports[i].findings.extend(errors);
        }
    }
    for s in &sessions(checkable) {
        let table_origin = match &line.file {
            Some((_, loc)) => Origin { src: Src::Table, loc: *loc },
            // `--table`: its line's findings go on the session's first hand.
            None => s.first().map_or(Origin { src: Src::Table, loc: Loc::default() }, |(i, h)| Origin {
                src: Src::Hand(*i),
                loc: h.start,
            }),
        };
        let mut mesa = Mesa::default();
        let written = translate::session_into(&merged.line, table_origin, s, &mut mesa);
        let checked = check::check_bytes("phh", mesa.text().into_bytes(), catalogs);
        let mut study = checked.study;
        for (n, (i, h)) in s.iter().enumerate() {
            let r = &mut reports[*i];
            r.catalog.clone_from(&checked.catalog);
            r.stats.currency = checked.stats.currency;
            r.stats.rounds = 1;
            r.stats.events = h.actions.len() as u64;
            // The session's study goes with its first hand.
            if n == 0 {
                r.study = study.take();
            }
        }
        let mut findings = checked.findings;
        if let Some(rule) = TakeRule::of(catalogs, checked.catalog.as_deref(), &merged.line) {
            written.iter().for_each(|w| rule.judge(w, &mut findings));
        }
        // A hand whose awards are not in its file says so (PC053) rather than passing silently.
        let citation = checked
            .catalog
            .as_deref()
            .and_then(|id| catalogs.get(id))
            .and_then(|cat| cat.rule_for("PC053", None).map(|r| cat.citation(r)));
        for ((i, h), w) in s.iter().zip(&written) {
            if !w.awarded {
                let mut f =
                    Finding::new("PC053", Label::new(h.start, t!("phh-label-no-awards")), t!("phh-awards-unjudged"))
                        .expected(t!("phh-expect-awards"));
                f.citation.clone_from(&citation);
                reports[*i].findings.push(f);
            }
        }
        for f in findings {
            let Some((src, f)) = place(f, &mesa, s) else { continue };
            match src {
                Src::Hand(i) => {
                    let own = s.iter().position(|(j, _)| *j == i);
                    let awards = own.and_then(|n| written.get(n)).is_none_or(|w| w.awarded);
                    if (!awards && AWARD_CODES.contains(&f.code)) || NOT_OF_PHH.contains(&f.code) {
                        continue;
                    }
                    reports[i].findings.push(f);
                }
                Src::Table => {
                    if let Some((path, _)) = &line.file {
                        let r = table_report(tables, path);
                        if !r.findings.contains(&f) {
                            r.findings.push(f);
                        }
                    }
                }
            }
        }
    }
}

/// Option a's take judged on a PHH hand: PHH gives the hand's take only (its pot less its
/// winnings), not each interval's, so it is held to the percentage of the hand's whole pot, and
/// the engine's judgment of it as the last interval's take is set aside.
struct TakeRule {
    pct: Percent,
    citation: Option<crate::finding::Citation>,
}

impl TakeRule {
    /// The rule when the table takes by option a (`take=interval`, or its article's default).
    fn of(catalogs: &CatalogSet, id: Option<&str>, header: &str) -> Option<TakeRule> {
        let cat = catalogs.get(id?)?;
        let Play::Circulo(spec) = &cat.file.play else { return None };
        let option = Header::parse(header).get("take").map(str::to_owned);
        let interval = match option.as_deref() {
            Some(o) => o == "interval",
            None => spec.take.default_option == TakeOption::Interval,
        };
        let pct = spec.take.interval_pct.filter(|_| interval)?;
        let citation = cat.rule_for("PC018", None).map(|r| cat.citation(r));
        Some(TakeRule { pct, citation })
    }

    /// The hand's PC018: the engine's on its take line replaced by the hand's own.
    fn judge(&self, w: &translate::Written, findings: &mut Vec<Finding>) {
        let Some((line, take, pot)) = w.take else { return };
        findings.retain(|f| !(f.code == "PC018" && f.primary.loc.line == line));
        let (n, d) = (i128::from(*self.pct.0.numer()), i128::from(*self.pct.0.denom()));
        if i128::from(take.0) * 100 * d <= i128::from(pot.0) * n {
            return;
        }
        let max = Amount(i64::try_from((i128::from(pot.0) * n).div_euclid(100 * d)).unwrap_or(i64::MAX));
        let loc = Loc { line, ..Loc::default() };
        let mut f = Finding::new(
            "PC018",
            Label::new(loc, t!("phh-label-take")),
            t!("phh-take-over", take = take, pot = pot, pct = self.pct.to_string()),
        )
        .expected(t!("phh-expect-take", max = max));
        f.citation.clone_from(&self.citation);
        findings.push(f);
    }
}

/// The finding put on the PHH text its log line came from; its labels on other files dropped
/// (a report shows one file's lines).
fn place(mut f: Finding, mesa: &Mesa, session: &[(usize, &Hand)]) -> Option<(Src, Finding)> {
    let fallback = session.first().map(|(i, h)| Origin { src: Src::Hand(*i), loc: h.start })?;
    let origin = mesa.origin(f.primary.loc.line).unwrap_or(fallback);
    f.primary.loc = origin.loc;
    f.secondary.retain_mut(|l| match mesa.origin(l.loc.line) {
        Some(o) if o.src == origin.src => {
            l.loc = o.loc;
            true
        }
        _ => false,
    });
    Some((origin.src, f))
}

fn empty_report(path: &Path) -> FileReport {
    FileReport {
        name: path.display().to_string(),
        source: SourceHandle::Path(path.to_path_buf()),
        catalog: None,
        findings: Vec::new(),
        stats: FileStats::default(),
        study: None,
        lang: Lang::En,
    }
}

fn sidecar_name(hand: &Path) -> String {
    let name = hand.file_name().map_or_else(|| hand.display().to_string(), |n| n.to_string_lossy().into_owned());
    format!("{name}{TABLE_SUFFIX}")
}

enum TableError {
    /// Neither a sidecar nor `--table`.
    Missing,
    /// A sidecar that cannot be read or holds no `table` line.
    File(PathBuf, Box<Finding>),
}

/// A hand's table line: `--table`, else the hand's sidecar (`HAND.phh.table`), else the
/// `table.mesa` of `dir` (the directory given) or of the hand's own directory.
fn find_table(hand: &Path, dir: Option<&Path>, option: Option<&str>) -> Result<TableLine, TableError> {
    if let Some(text) = option {
        let text = text.trim();
        let line = if text.starts_with("table ") { text.to_owned() } else { format!("table PHH {text}") };
        return Ok(TableLine { text: line, file: None });
    }
    let mut own = hand.as_os_str().to_owned();
    own.push(TABLE_SUFFIX);
    let own = PathBuf::from(own);
    let parent = hand.parent().map(Path::to_path_buf);
    let in_dir = parent.or_else(|| dir.map(Path::to_path_buf));
    let in_dir =
        in_dir.map(|d| if d.as_os_str().is_empty() { PathBuf::from(".") } else { d }).map(|d| d.join(DIR_TABLE));
    let Some(path) = [Some(own), in_dir].into_iter().flatten().find(|p| p.is_file()) else {
        return Err(TableError::Missing);
    };
    let text = match fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            let f = Finding::new(
                "M005",
                Label::new(Loc::default(), t!("chk-label-here")),
                t!("chk-cannot-read", name = path.display().to_string(), why = crate::i18n::io_error(&e)),
            );
            return Err(TableError::File(path, Box::new(f)));
        }
    };
    let lines = Lines::new(&text);
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let body = line.split_once('#').map_or(line, |(a, _)| a);
        let trimmed = body.trim();
        if trimmed.split_whitespace().next() == Some("table") {
            let start = offset + (body.len() - body.trim_start().len());
            let loc = lines.loc(start..start + trimmed.len());
            return Ok(TableLine { text: trimmed.to_owned(), file: Some((path, loc)) });
        }
        offset += line.len();
    }
    let f = Finding::new("M004", Label::new(lines.loc(0..0), t!("phh-label-no-table")), t!("phh-sidecar-no-table"))
        .expected(t!("chk-expect-header"));
    Err(TableError::File(path, Box::new(f)))
}

/// The header's `key=value` words, in order.
struct Header {
    words: Vec<String>,
}

/// The header as it is checked: the table's line with what the PHH hand adds.
struct Merged {
    line: String,
    limit: String,
    min: Option<String>,
    currency: Option<String>,
    small_bet: Option<String>,
    big_bet: Option<String>,
}

impl Header {
    fn parse(line: &str) -> Header {
        Header { words: line.split_whitespace().map(str::to_owned).collect() }
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.words.iter().find_map(|w| w.split_once('=').filter(|(k, _)| *k == key).map(|(_, v)| v))
    }

    /// The table's line, with the keys it leaves out taken from the hand: `limit=` from the
    /// variant, `min=` from `min_bet` (fixed limit: `small_bet`), `currency=`, and fixed
    /// limit's `small_bet=` and `big_bet=`.
    fn merged(&self, hand: &Hand) -> Merged {
        let mut words = self.words.clone();
        let mut fill = |key: &str, value: Option<String>| -> Option<String> {
            match self.get(key) {
                Some(v) => Some(v.to_owned()),
                None => {
                    let v = value?;
                    words.push(format!("{key}={v}"));
                    Some(v)
                }
            }
        };
        let limit = fill("limit", Some(hand.variant.value.limit().to_owned())).unwrap_or_default();
        let min = fill("min", hand_min(hand).map(|a| translate::amount(a.value)));
        let currency = fill("currency", hand.currency.as_ref().map(|c| c.value.clone()));
        let (small_bet, big_bet) = if hand.variant.value == Variant::FixedLimit {
            (
                fill("small_bet", hand.small_bet.as_ref().map(|a| translate::amount(a.value))),
                fill("big_bet", hand.big_bet.as_ref().map(|a| translate::amount(a.value))),
            )
        } else {
            (None, None)
        };
        Merged { line: words.join(" "), limit, min, currency, small_bet, big_bet }
    }
}

/// The hand's minimum bet: `min_bet`, or fixed limit's `small_bet`.
fn hand_min(hand: &Hand) -> Option<&At<Amount>> {
    hand.min_bet.as_ref().or(hand.small_bet.as_ref())
}

impl Merged {
    /// M004 for each thing the hand says otherwise than its table.
    fn disagreements(&self, hand: &Hand) -> Vec<Finding> {
        let mut out = Vec::new();
        let mut differ = |key: &str, table: Option<&str>, at: Loc, phh_key: &str, phh: String| {
            if let Some(table) = table
                && !same_amount(table, &phh)
            {
                out.push(
                    Finding::new(
                        "M004",
                        Label::new(at, t!("phh-label-disagrees")),
                        t!("phh-disagrees", key = key, phh_key = phh_key),
                    )
                    .expected(Text::code(format!("{key}={table}")))
                    .found(Text::code(format!("{phh_key} = {phh}"))),
                );
            }
        };
        let v = &hand.variant;
        if self.limit != v.value.limit() {
            differ("limit", Some(&self.limit), v.loc, "variant", format!("\"{}\"", v.value.code()));
        }
        if let Some(m) = hand_min(hand) {
            let key = if hand.min_bet.is_some() { "min_bet" } else { "small_bet" };
            differ("min", self.min.as_deref(), m.loc, key, translate::amount(m.value));
        }
        if let Some(c) = &hand.currency {
            differ("currency", self.currency.as_deref(), c.loc, "currency", c.value.clone());
        }
        if let Some(a) = &hand.small_bet {
            differ("small_bet", self.small_bet.as_deref(), a.loc, "small_bet", translate::amount(a.value));
        }
        if let Some(a) = &hand.big_bet {
            differ("big_bet", self.big_bet.as_deref(), a.loc, "big_bet", translate::amount(a.value));
        }
        out
    }
}

/// Two values the same: as amounts when both are (`2` and `2.00`), else as text.
fn same_amount(a: &str, b: &str) -> bool {
    match (Amount::parse(a), Amount::parse(b)) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

/// The log text PHH hands are checked as, found as `veedor check` finds their table (`dir`: a
/// directory's hands; `table`: the `--table` option): for a reader who wants to see it, and for
/// `tests/phh.rs`, which keeps golden copies. Hands that cannot be read or disagree with their
/// table are left out; `None` when no table is found or no hand is left. Several sessions (hands
/// without `seats`) are written one after the other.
pub fn mesa_of(hands: &[PathBuf], dir: Option<&Path>, table: Option<&str>) -> Option<String> {
    let mut groups: Vec<(String, Vec<Hand>)> = Vec::new();
    for p in hands {
        let Read::Hand(h) = read::read(&fs::read_to_string(p).ok()?) else { continue };
        let Ok(line) = find_table(p, dir, table) else { continue };
        match groups.iter_mut().find(|(l, _)| *l == line.text) {
            Some((_, members)) => members.push(*h),
            None => groups.push((line.text, vec![*h])),
        }
    }
    let origin = Origin { src: Src::Table, loc: Loc::default() };
    let mut out = String::new();
    for (line, members) in &groups {
        let merged = Header::parse(line).merged(members.first()?);
        let checkable: Vec<(usize, &Hand)> =
            members.iter().enumerate().filter(|(_, h)| merged.disagreements(h).is_empty()).collect();
        for s in sessions(checkable) {
            let mut mesa = Mesa::default();
            translate::session_into(&merged.line, origin, &s, &mut mesa);
            out.push_str(&mesa.text());
        }
    }
    (!out.is_empty()).then_some(out)
}

/// Players are known across hands only by their seat numbers: without `seats` in every hand,
/// PHH's p1…pN are positions, renumbered each hand, so each hand is a session of its own.
fn sessions(checkable: Vec<(usize, &Hand)>) -> Vec<Vec<(usize, &Hand)>> {
    if checkable.iter().all(|(_, h)| h.seats.is_some()) {
        vec![checkable]
    } else {
        checkable.into_iter().map(|c| vec![c]).collect()
    }
}

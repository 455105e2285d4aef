//! Checking many inputs: expanding the command line's paths (files, directories, globs, `-`),
//! checking the files in parallel, and handing the reports on in a fixed order whatever the
//! number of threads, each as soon as the reports before it are done ([`for_each`]).
//!
//! Order: arguments in command-line order; a directory's or a glob's files in path order. A file
//! reached twice (given twice, under several spellings such as `a.mesa`, `./a.mesa` and
//! `$PWD/a.mesa` or through a symbolic link, or inside a directory also given) is checked once,
//! at its first place and under its first spelling.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::convert::Infallible;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

use crate::catalog::CatalogSet;
use crate::check::{self, FileReport, SourceHandle};
use crate::i18n::Text;
use crate::t;
use crate::waiver;

mod panic_guard;

/// One thing to check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Stdin,
    File(PathBuf),
    /// An argument that stands for no log: a directory (or part of one) that could not be read
    /// or holds no log, a glob that matches nothing or is invalid. Reported as M005, with why.
    Unreadable(PathBuf, Text),
    /// A directory's PHH hand histories, in file-name order: one session, a report per hand
    /// (`engine::circulo::phh`).
    PhhHands(PathBuf, Vec<PathBuf>),
}

impl Input {
    fn path(&self) -> &Path {
        match self {
            Input::Stdin => Path::new("-"),
            Input::File(p) | Input::Unreadable(p, _) | Input::PhhHands(p, _) => p,
        }
    }
}

/// Whether `arg` is written as a glob pattern (and is not the name of an existing path).
fn is_glob(arg: &Path) -> bool {
    let s = arg.to_string_lossy();
    s.contains(['*', '?', '[']) && fs::symlink_metadata(arg).is_err()
}

/// What makes two inputs the same file: the canonical path (symbolic links, `.` and `..`
/// resolved, absolute), or for a path that cannot be resolved (a missing file), its components.
fn identity(input: &Input) -> PathBuf {
    let path = input.path();
    match input {
        Input::File(_) => fs::canonicalize(path)
            .unwrap_or_else(|_| path.components().filter(|c| *c != std::path::Component::CurDir).collect()),
        _ => path.to_path_buf(),
    }
}

/// Every input the arguments stand for, in order, without repeats.
pub fn expand(args: &[PathBuf]) -> Vec<Input> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for arg in args {
        for input in expand_one(arg) {
            let fresh = match &input {
                Input::Unreadable(..) => true,
                _ => seen.insert(identity(&input)),
            };
            if fresh {
                out.push(input);
            }
        }
    }
    out
}

/// What one argument stands for: `-`; a file (checked whatever its name; a missing one is
/// reported by the checker); a directory's `*.mesa` files (the extension in any case, `B.MESA`
/// too), recursively, in path order (symbolic links to directories are not followed inside it,
/// so there are no cycles; a `*.mesa` symbolic link that leads nowhere or loops is reported); or
/// a glob's matches in path order (directories among them expanded in the same way).
fn expand_one(arg: &Path) -> Vec<Input> {
    if arg.as_os_str() == "-" {
        return vec![Input::Stdin];
    }
    if is_glob(arg) {
        return glob(arg);
    }
    if !fs::metadata(arg).is_ok_and(|m| m.is_dir()) {
        return vec![Input::File(arg.to_path_buf())];
    }
    let mut found = Vec::new();
    walk(arg, &mut found);
    if found.is_empty() {
        let why = t!("chk-dir-no-logs", extension = crate::log::EXTENSION);
        return vec![Input::Unreadable(arg.to_path_buf(), why)];
    }
    found.sort_by(|a, b| a.path().cmp(b.path()));
    phh_sessions(found)
}

/// A directory's PHH hands grouped into one input per directory (a session, at the place of
/// its first hand), and each such directory's `table.mesa` taken as their table, not a log.
fn phh_sessions(found: Vec<Input>) -> Vec<Input> {
    use crate::engine::circulo::phh;
    let parent = |p: &Path| p.parent().map(Path::to_path_buf).unwrap_or_default();
    let dirs: BTreeSet<PathBuf> = found
        .iter()
        .filter_map(|i| match i {
            Input::File(p) if phh::is_phh(p) => Some(parent(p)),
            _ => None,
        })
        .collect();
    if dirs.is_empty() {
        return found;
    }
    let mut out: Vec<Input> = Vec::with_capacity(found.len());
    for input in found {
        match input {
            Input::File(p) if phh::is_phh(&p) => {
                let dir = parent(&p);
                match out.iter_mut().find(|i| matches!(i, Input::PhhHands(d, _) if *d == dir)) {
                    Some(Input::PhhHands(_, hands)) => hands.push(p),
                    _ => out.push(Input::PhhHands(dir, vec![p])),
                }
            }
            Input::File(p) if p.file_name().is_some_and(|n| n == phh::DIR_TABLE) && dirs.contains(&parent(&p)) => {}
            other => out.push(other),
        }
    }
    out
}

fn glob(arg: &Path) -> Vec<Input> {
    let pattern = arg.to_string_lossy();
    let paths = match glob::glob(&pattern) {
        Ok(p) => p,
        Err(e) => return vec![Input::Unreadable(arg.to_path_buf(), t!("chk-bad-glob", why = e.to_string()))],
    };
    let mut out = Vec::new();
    let mut matched = Vec::new();
    for p in paths {
        match p {
            Ok(p) => matched.push(p),
            Err(e) => out.push(Input::Unreadable(e.path().to_path_buf(), crate::i18n::io_error(e.error()))),
        }
    }
    matched.sort();
    for p in matched {
        if p.is_dir() {
            let mut found = Vec::new();
            walk(&p, &mut found);
            found.sort_by(|a, b| a.path().cmp(b.path()));
            out.extend(found);
        } else {
            out.push(Input::File(p));
        }
    }
    if !out.iter().any(|i| matches!(i, Input::File(_))) {
        let why = t!("chk-glob-no-logs", extension = crate::log::EXTENSION);
        out.push(Input::Unreadable(arg.to_path_buf(), why));
    }
    out
}

fn walk(dir: &Path, out: &mut Vec<Input>) {
    let entries = match fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            out.push(Input::Unreadable(dir.to_path_buf(), crate::i18n::io_error(&e)));
            return;
        }
    };
    for entry in entries {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                out.push(Input::Unreadable(dir.to_path_buf(), crate::i18n::io_error(&e)));
                continue;
            }
        };
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            out.push(Input::Unreadable(path, t!("chk-unknown-file-kind")));
            continue;
        };
        let is_log = path.extension().is_some_and(|e| e.eq_ignore_ascii_case(crate::log::EXTENSION))
            || crate::engine::circulo::phh::is_phh(&path);
        if kind.is_dir() {
            walk(&path, out);
        } else if is_log && kind.is_file() {
            out.push(Input::File(path));
        } else if is_log && kind.is_symlink() {
            match fs::metadata(&path) {
                Ok(m) if m.is_file() => out.push(Input::File(path)),
                // A link to a directory, a device…: not a log, and not followed.
                Ok(_) => {}
                // Dangling, or a loop: a log the directory promised that cannot be read.
                Err(e) => {
                    let why = match fs::read_link(&path) {
                        Ok(target) => {
                            t!(
                                "chk-dangling-link-to",
                                target = target.display().to_string(),
                                why = crate::i18n::io_error(&e)
                            )
                        }
                        Err(_) => t!("chk-dangling-link", why = crate::i18n::io_error(&e)),
                    };
                    out.push(Input::Unreadable(path, why));
                }
            }
        } else if is_log {
            // A named pipe, socket or device named as a log: reading one found by a walk could
            // wait forever (a pipe with no writer), so only a file given by name is read; said
            // rather than skipped silently.
            out.push(Input::Unreadable(path, t!("chk-special-file", kind = special_kind(kind))));
        }
    }
}

/// What a file that is neither a regular file, a directory nor a symbolic link is: the
/// selector of `chk-special-file`.
fn special_kind(kind: fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "pipe";
        }
        if kind.is_socket() {
            return "socket";
        }
        if kind.is_block_device() || kind.is_char_device() {
            return "device";
        }
    }
    let _ = kind;
    "other"
}

/// How to run a batch.
#[derive(Default)]
pub struct Options<'a> {
    /// Worker threads; 0 = one per core.
    pub jobs: usize,
    /// The files a waivers file names (as [`waiver::normalize`] writes them): their findings'
    /// line text is kept, to match the waivers' fingerprints.
    pub waived_files: Option<&'a BTreeSet<String>>,
    /// Keep each report's finding lines (for `--write-baseline`).
    pub keep_lines: bool,
    /// Called once per input checked, from any thread (progress bar).
    pub progress: Option<&'a (dyn Fn() + Sync)>,
    /// Renders each report on the thread that checked it (the human report re-reads the lines
    /// its findings point at: in parallel too), into [`Checked::rendered`].
    pub render: Option<&'a (dyn Fn(&FileReport) -> String + Sync)>,
    /// The inputs' text encoding (`--encoding`); `None` is UTF-8.
    pub encoding: Option<&'static encoding_rs::Encoding>,
    /// The language every report is written in ([`FileReport::lang`]).
    pub lang: crate::i18n::Lang,
    /// The name standard input is reported under (`--stdin-filename`); `None`: `<stdin>`.
    pub stdin_name: Option<&'a str>,
    /// The p-value below which a table's frequencies are anomalous (`--alert-p`); `None`: the
    /// study's default.
    pub alert_p: Option<f64>,
    /// Take each input's seal (SHA-256 and size) on the thread that checked it, for the chain
    /// of custody of `--summary`, JSON and HTML.
    pub seal: bool,
    /// The table of PHH hands (`--table`): a `table` line, or its `key=value` words.
    pub phh_table: Option<&'a str>,
}

/// A checked input, with the text of its findings' lines when they were needed.
pub struct Checked {
    pub report: FileReport,
    pub lines: HashMap<u32, String>,
    /// The report as [`Options::render`] rendered it.
    pub rendered: Option<String>,
    /// How long checking the input took (the JUnit report's times).
    pub elapsed: std::time::Duration,
}

/// Checks `inputs` on `opts.jobs` threads; the reports come back in the order of `inputs`.
pub fn run(inputs: &[Input], catalogs: &CatalogSet, opts: &Options<'_>) -> Vec<Checked> {
    let mut all = Vec::with_capacity(inputs.len());
    let Ok(()) = for_each(inputs, catalogs, opts, |c| {
        all.push(c);
        Ok::<_, Infallible>(())
    });
    all
}

/// Checks `inputs` on `opts.jobs` threads and hands each checked input to `each`, on the calling
/// thread, in the order of `inputs`: an input as soon as it and every input before it are
/// checked. So a run's output appears as it goes, in the same order whatever the number of
/// threads, and what was written before an interruption is whole.
///
/// The workers take inputs in their order (an input is started only after every input before
/// it), so at most a few finished reports wait for an earlier one. When `each` fails, no new
/// input is started and its error is returned.
pub fn for_each<E>(
    inputs: &[Input],
    catalogs: &CatalogSet,
    opts: &Options<'_>,
    mut each: impl FnMut(Checked) -> Result<(), E>,
) -> Result<(), E> {
    let one = |input: &Input| {
        // A panic is a bug in veedor, never the log's fault: it costs this input its report
        // (an M006 finding in its place), not the batch.
        let started = std::time::Instant::now();
        let mut checked = panic_guard::catch(|| check_one(input, catalogs, opts)).unwrap_or_else(|panic| {
            let mut report = panic_guard::internal_error(input, &panic);
            report.lang = opts.lang;
            name_stdin(input, &mut report, opts);
            let rendered = opts.render.and_then(|render| panic_guard::catch(|| render(&report)).ok());
            vec![Checked { report, lines: HashMap::new(), rendered, elapsed: std::time::Duration::ZERO }]
        });
        // The reports of one input (a directory's PHH hands) share its time.
        let elapsed = started.elapsed() / u32::try_from(checked.len().max(1)).unwrap_or(u32::MAX);
        for c in &mut checked {
            c.elapsed = elapsed;
        }
        if let Some(p) = opts.progress {
            p();
        }
        checked
    };
    let pool = match rayon::ThreadPoolBuilder::new().num_threads(threads(opts.jobs, inputs.len())).build() {
        Ok(pool) => pool,
        // No threads to be had: check on this one.
        Err(_) => return inputs.iter().flat_map(one).try_for_each(&mut each),
    };
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (done, finished) = mpsc::channel::<(usize, Vec<Checked>)>();
    // The closure runs on this thread, the spawned workers in the pool; the scope returns once
    // every worker has stopped.
    pool.in_place_scope(|scope| {
        for _ in 0..pool.current_num_threads() {
            let done = done.clone();
            let (next, stop, one) = (&next, &stop, &one);
            scope.spawn(move |_| {
                while !stop.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(input) = inputs.get(i) else { break };
                    // The receiver is gone only when `each` failed.
                    if done.send((i, one(input))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(done);
        // Reports that finished before an earlier one, by index.
        let mut waiting = BTreeMap::new();
        let mut want = 0;
        for (i, checked) in finished {
            waiting.insert(i, checked);
            while let Some(checked) = waiting.remove(&want) {
                want += 1;
                for c in checked {
                    if let Err(e) = each(c) {
                        stop.store(true, Ordering::Relaxed);
                        return Err(e);
                    }
                }
            }
        }
        Ok(())
    })
}

/// The most worker threads `--jobs` may ask for. Checking a file is CPU work: threads beyond
/// the cores only wait, and each costs its stack, so a larger value is refused
/// ([`crate::cli`]) rather than obeyed.
pub const MAX_JOBS: usize = 256;

/// How many workers check `inputs` files when `jobs` are asked for (0: one per core): never
/// more than there are inputs, nor more than [`MAX_JOBS`].
fn threads(jobs: usize, inputs: usize) -> usize {
    let wanted = if jobs == 0 { std::thread::available_parallelism().map_or(1, usize::from) } else { jobs };
    wanted.min(inputs).clamp(1, MAX_JOBS)
}

/// Standard input's report under the name `--stdin-filename` gives it.
fn name_stdin(input: &Input, report: &mut FileReport, opts: &Options<'_>) {
    if let (Input::Stdin, Some(name)) = (input, opts.stdin_name) {
        name.clone_into(&mut report.name);
    }
}

/// Checks one input and prepares what [`Checked`] carries: one, or a report per hand of a
/// directory's PHH hands.
fn check_one(input: &Input, catalogs: &CatalogSet, opts: &Options<'_>) -> Vec<Checked> {
    use crate::engine::circulo::phh;
    panic_guard::deliberate(input);
    let reports = match input {
        Input::Stdin => vec![check::check_stdin_as(catalogs, opts.encoding)],
        Input::File(path) if phh::is_phh(path) => {
            phh::check_session(std::slice::from_ref(path), None, opts.phh_table, catalogs)
        }
        Input::File(path) => vec![check::check_path_as(path, catalogs, opts.encoding)],
        Input::PhhHands(dir, hands) => phh::check_session(hands, Some(dir), opts.phh_table, catalogs),
        // Nothing of it is shown, and opening it again to show it could wait forever (a named
        // pipe with no writer): its source is empty.
        Input::Unreadable(path, why) => {
            vec![check::unreadable(path.display().to_string(), SourceHandle::Bytes(Vec::new().into()), why.clone())]
        }
    };
    reports.into_iter().map(|report| prepare(input, report, opts)).collect()
}

/// A report made ready to hand on: its language, its study judged, its seal, its lines.
fn prepare(input: &Input, mut report: FileReport, opts: &Options<'_>) -> Checked {
    use crate::engine::circulo::phh;
    report.lang = opts.lang;
    if let (Some(p), Some(study)) = (opts.alert_p, report.study.as_mut()) {
        study.judge(p);
    }
    if opts.seal {
        report.stats.seal = match input {
            // A PHH hand's or its table's file.
            Input::File(path) | Input::PhhHands(path, _) if phh::is_phh(path) || path.is_dir() => {
                match &report.source {
                    SourceHandle::Path(path) if path.is_file() => check::Seal::of_file(path),
                    _ => report.seal(),
                }
            }
            // The file as it is on disk (not as decoded from another encoding).
            Input::File(path) if path.is_file() => check::Seal::of_file(path),
            Input::File(_) | Input::PhhHands(..) | Input::Stdin => report.seal(),
            Input::Unreadable(..) => None,
        };
    }
    name_stdin(input, &mut report, opts);
    let needs = opts.keep_lines || opts.waived_files.is_some_and(|w| w.contains(&waiver::normalize(&report.name)));
    let lines = if needs { waiver::finding_lines(&report) } else { HashMap::new() };
    let rendered = opts.render.map(|render| render(&report));
    Checked { report, lines, rendered, elapsed: std::time::Duration::ZERO }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_directories_and_repeats() {
        let dir = std::env::temp_dir().join(format!("veedor-batch-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("b")).unwrap();
        for f in ["a.mesa", "b/c.mesa", "b/d.mesa", "e.txt"] {
            fs::write(dir.join(f), "").unwrap();
        }
        let files = |args: &[PathBuf]| -> Vec<String> {
            expand(args)
                .iter()
                .map(|i| match i {
                    Input::File(p) => p.strip_prefix(&dir).unwrap().display().to_string(),
                    Input::Unreadable(p, _) => format!("!{}", p.file_name().unwrap().to_string_lossy()),
                    Input::Stdin => "-".into(),
                    Input::PhhHands(d, hands) => {
                        let names: Vec<String> =
                            hands.iter().map(|h| h.file_name().unwrap().to_string_lossy().into_owned()).collect();
                        format!("{}: {}", d.strip_prefix(&dir).unwrap().display(), names.join(" "))
                    }
                })
                .collect()
        };
        assert_eq!(files(std::slice::from_ref(&dir)), ["a.mesa", "b/c.mesa", "b/d.mesa"]);
        assert_eq!(files(&[dir.join("b/d.mesa"), dir.clone()]), ["b/d.mesa", "a.mesa", "b/c.mesa"]);
        assert_eq!(files(&[dir.join("*")]), ["a.mesa", "b/c.mesa", "b/d.mesa", "e.txt"]);
        assert_eq!(files(&[dir.join("**/*.mesa")]), ["a.mesa", "b/c.mesa", "b/d.mesa"]);
        assert_eq!(files(&[dir.join("*.log")]), ["!*.log"]);
        assert_eq!(files(&[dir.join("b/[")]), ["!["]);
        assert_eq!(files(&["-".into()]), ["-"]);
        // A directory's PHH hands are one input at the place of its first, and its table.mesa
        // is their table, not a log; a table.mesa beside no hand is a log.
        fs::create_dir_all(dir.join("p/q")).unwrap();
        for f in ["p/h2.phh", "p/h1.PHH", "p/table.mesa", "p/a.mesa", "p/q/table.mesa", "p/h1.phh.table"] {
            fs::write(dir.join(f), "").unwrap();
        }
        assert_eq!(files(&[dir.join("p")]), ["p/a.mesa", "p: h1.PHH h2.phh", "p/q/table.mesa"]);
        let _ = fs::remove_dir_all(&dir);
    }
}

//! The built `veedor` run as a user runs it, for the tests of what its command line prints.
//!
//! Each test says what the output depends on (the locale variables, `NO_COLOR`, the date, the
//! directory) with [`Veedor`]'s methods and nothing else; how the process is started, fed and
//! drained is here, once. By default it runs in the crate's root (the fixtures' paths are
//! relative to it), as `cargo test` runs the tests themselves.

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The date the HTML report prints (`SOURCE_DATE_EPOCH`), fixed so that its output is the same
/// on every run: 2026-11-24 20:05 UTC.
pub const EPOCH: &str = "1795550700";

/// One run of the built binary, set up by the test.
pub struct Veedor {
    cmd: Command,
    /// The arguments as the test gave them, for the failure messages.
    args: Vec<String>,
}

impl Veedor {
    /// `veedor args…` in the crate's root, with the environment the test inherits.
    pub fn new<S: AsRef<OsStr>>(args: impl IntoIterator<Item = S>) -> Self {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_veedor"));
        cmd.current_dir(env!("CARGO_MANIFEST_DIR"));
        Self { cmd, args: Vec::new() }.args(args)
    }

    /// More arguments after those given.
    pub fn args<S: AsRef<OsStr>>(mut self, args: impl IntoIterator<Item = S>) -> Self {
        for a in args {
            self.args.push(a.as_ref().to_string_lossy().into_owned());
            self.cmd.arg(a);
        }
        self
    }

    /// Run in `dir` instead of the crate's root.
    pub fn dir(mut self, dir: &Path) -> Self {
        self.cmd.current_dir(dir);
        self
    }

    /// The variable `key` set to `value`.
    pub fn env(mut self, key: &str, value: &str) -> Self {
        self.cmd.env(key, value);
        self
    }

    /// Each `(key, value)` of `vars` set, after what was set or unset before.
    pub fn envs(self, vars: &[(&str, &str)]) -> Self {
        vars.iter().fold(self, |v, (key, value)| v.env(key, value))
    }

    /// The variable `key` unset.
    pub fn env_remove(mut self, key: &str) -> Self {
        self.cmd.env_remove(key);
        self
    }

    /// `LC_ALL` set to `locale`: the language whatever else the environment says.
    pub fn lc_all(self, locale: &str) -> Self {
        self.env("LC_ALL", locale)
    }

    /// `LANG` set to `lang`, with `LC_ALL` and `LC_MESSAGES` unset so that it is `LANG` that
    /// chooses the language.
    pub fn lang(self, lang: &str) -> Self {
        self.env("LANG", lang).env_remove("LC_ALL").env_remove("LC_MESSAGES")
    }

    /// No locale variable at all (`LANG`, `LC_ALL`, `LC_MESSAGES` unset): veedor's own default.
    pub fn no_locale(self) -> Self {
        self.env_remove("LANG").env_remove("LC_ALL").env_remove("LC_MESSAGES")
    }

    /// `SOURCE_DATE_EPOCH` set to [`EPOCH`]: the HTML report's date fixed.
    pub fn dated(self) -> Self {
        self.env("SOURCE_DATE_EPOCH", EPOCH)
    }

    /// The process itself, for a test that drives it in its own way.
    pub fn command(self) -> Command {
        self.cmd
    }

    /// Runs it with no input and waits for it.
    pub fn output(mut self) -> Output {
        self.cmd.output().unwrap_or_else(|e| panic!("veedor {:?} does not run: {e}", self.args))
    }

    /// Runs it and returns what it printed (UTF-8, whatever its exit code).
    pub fn stdout(self) -> String {
        String::from_utf8(self.output().stdout).expect("veedor prints UTF-8")
    }

    /// Runs it, asserts that it succeeded (its standard error if not) and returns what it printed.
    pub fn success(self) -> String {
        let args = self.args.clone();
        let out = self.output();
        assert!(out.status.success(), "veedor {args:?}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).expect("veedor prints UTF-8")
    }

    /// Runs it with `stdin` as its input.
    pub fn with_stdin(self, stdin: &[u8]) -> Output {
        self.run(stdin, None)
    }

    /// Runs it with `stdin` as its input and fails the test, killing it, if it has not ended
    /// within `limit`: a hang is a failure, not a stuck test run.
    pub fn within(self, stdin: &[u8], limit: Duration) -> Output {
        self.run(stdin, Some(limit))
    }

    fn run(mut self, stdin: &[u8], limit: Option<Duration>) -> Output {
        let args = self.args;
        let mut child = self
            .cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("veedor {args:?} does not run: {e}"));
        // Fed and drained from threads, so that neither a large input nor a large report blocks
        // veedor or the test on a full pipe.
        let mut input = child.stdin.take().expect("stdin is piped");
        let stdin = stdin.to_vec();
        let feeder = std::thread::spawn(move || {
            let _ = input.write_all(&stdin);
        });
        let drain = |mut r: Box<dyn Read + Send>| {
            std::thread::spawn(move || {
                let mut v = Vec::new();
                let _ = r.read_to_end(&mut v);
                v
            })
        };
        let stdout = drain(Box::new(child.stdout.take().expect("stdout is piped")));
        let stderr = drain(Box::new(child.stderr.take().expect("stderr is piped")));
        let status = match limit {
            None => child.wait().expect("veedor is waited for"),
            Some(limit) => {
                let start = Instant::now();
                loop {
                    if let Some(status) = child.try_wait().expect("veedor is waited for") {
                        break status;
                    }
                    if start.elapsed() > limit {
                        let _ = child.kill();
                        panic!("veedor {args:?} did not finish in {} s", limit.as_secs());
                    }
                    std::thread::sleep(Duration::from_millis(20));
                }
            }
        };
        let _ = feeder.join();
        Output { status, stdout: stdout.join().expect("stdout read"), stderr: stderr.join().expect("stderr read") }
    }
}

/// What a run printed on its standard output, which must be UTF-8.
pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

/// `veedor args…` run in this process through [`veedor::cli::run`], with no terminal: its exit
/// code, what it printed (UTF-8) and its standard error.
pub fn in_process(args: &[&str]) -> (u8, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let all = std::iter::once("veedor").chain(args.iter().copied()).map(std::ffi::OsString::from);
    let code = veedor::cli::run(all, veedor::cli::Terminals::default(), &mut out, &mut err);
    (code, String::from_utf8(out).expect("veedor prints UTF-8"), String::from_utf8_lossy(&err).into_owned())
}

/// `veedor odds ID` (no colour) with `LC_ALL` set to `locale`: what it prints, which it must
/// print successfully.
pub fn odds(id: &str, locale: &str) -> String {
    Veedor::new(["--color", "never", "odds", id]).lc_all(locale).success()
}

/// The full HTML report of `file` in `lang` (the date fixed): the text of its study's chart
/// (`chart`, a selector within the study: `figure.frequencies`), asserting that the study shows
/// the table's money and its hold against the edge.
pub fn study_chart_text(file: &str, lang: &str, chart: &str) -> String {
    let html = Veedor::new(["--lang", lang, "check", file, "--format", "html", "--html-full"]).dated().stdout();
    let doc = scraper::Html::parse_document(&html);
    let sel = |s: &str| scraper::Selector::parse(s).expect("selector");
    let study = doc.select(&sel("section.study")).next().expect("the study");
    assert!(study.select(&sel("table.money")).next().is_some(), "{lang}: the money");
    assert!(study.select(&sel("table.hold-edge")).next().is_some(), "{lang}: hold and edge");
    let chart = study.select(&sel(chart)).next().expect("the chart");
    chart.text().collect()
}

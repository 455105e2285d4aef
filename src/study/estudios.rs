//! «Estudios»: the statistics of one table across all its sessions checked in one run.
//!
//! Bias and hold only mean something over many rounds: a month of daily exports of a table is
//! summed (money, stakes of the edge mix, outcome counts) and its chi-square computed again on
//! the summed counts. Sessions are grouped by table id and catalogue article: the same id under
//! another article is another table.
//!
//! A file whose sessions open and close at the times (as written) of a file already summed for
//! the same table, with as many rounds and the same count of every outcome, is the same
//! sessions exported twice: summed again, its rounds would count twice and weigh on the
//! chi-square as if the wheel had repeated itself. It is not summed; the estudio names it, and
//! the file it repeats, under `repeated`. Files without both timestamps cannot be told apart
//! and are all summed; nor are sessions that differ in their outcomes (a simulator that writes
//! the same times on every session it makes writes different outcomes).

use serde::Serialize;

use super::TableStudy;
use crate::check::FileReport;

/// One table's studies summed over its sessions.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Estudio {
    /// The files summed, in the order they were checked.
    pub files: Vec<String>,
    /// Files not summed because they repeat the sessions of a file summed before them.
    pub repeated: Vec<Repeated>,
    /// The summed study (its `sessions` counts the files).
    pub study: TableStudy,
    /// What tells each summed file's sessions apart, by index in `files`.
    #[serde(skip)]
    keys: Vec<Option<SessionKey>>,
}

/// Opening and closing times as written, rounds, and the count of each outcome.
type SessionKey = (String, String, u64, Vec<u64>);

/// The key of a file's sessions, when it gives both times.
fn key(study: &TableStudy) -> Option<SessionKey> {
    let counts = study.outcomes.categories.iter().map(|c| c.observed).collect();
    Some((study.opened.clone()?, study.closed.clone()?, study.rounds, counts))
}

/// A file left out of an estudio: it opens and closes when `same_as` does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Repeated {
    pub file: String,
    pub same_as: String,
}

/// Studies per table, in the order each table was first seen.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(transparent)]
pub struct Estudios {
    pub tables: Vec<Estudio>,
}

impl Estudios {
    pub fn new(reports: &[FileReport]) -> Estudios {
        let mut e = Estudios::default();
        reports.iter().for_each(|r| e.add(r));
        e
    }

    /// Adds a file's study, if it has one.
    pub fn add(&mut self, report: &FileReport) {
        let Some(study) = report.study.as_deref() else { return };
        self.add_study(&report.name, study);
    }

    /// Adds one session's study, from the file `name`, unless it repeats a file summed before.
    pub fn add_study(&mut self, name: &str, study: &TableStudy) {
        let key = key(study);
        match self.tables.iter_mut().find(|e| e.study.table == study.table && e.study.catalog == study.catalog) {
            Some(e) => {
                if let Some(i) = key.as_ref().and_then(|k| e.keys.iter().position(|t| t.as_ref() == Some(k))) {
                    e.repeated.push(Repeated { file: name.to_owned(), same_as: e.files[i].clone() });
                    return;
                }
                e.files.push(name.to_owned());
                e.keys.push(key);
                e.study.add(study);
            }
            None => self.tables.push(Estudio {
                files: vec![name.to_owned()],
                repeated: Vec::new(),
                study: study.clone(),
                keys: vec![key],
            }),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }
}

//! «Estudios»: the statistics of one table across all its sessions checked in one run.
//!
//! Bias and hold only mean something over many rounds: a month of daily exports of a table is
//! summed (money, stakes of the edge mix, outcome counts) and its chi-square computed again on
//! the summed counts. Sessions are grouped by table id and catalogue article: the same id under
//! another article is another table.
//!
//! A file whose content (its SHA-256, [`crate::check::Seal`]) is that of a file already summed
//! for the same table is the same sessions exported twice: summed again, its rounds would count
//! twice and weigh on the chi-square as if the wheel had repeated itself. It is not summed; the
//! estudio names it, and the file it repeats, under `repeated`. Nothing less than the same bytes
//! makes a repeat: two sessions with the same times and outcomes but other money are two
//! sessions, both summed.
//!
//! A table whose minimum changes between its sessions (5,00 → 2,00) is noted under
//! `minimum_changes`: the stakes of one session are then not those of another.

use serde::Serialize;

use super::TableStudy;
use crate::check::FileReport;
use crate::money::Amount;

/// One table's studies summed over its sessions.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Estudio {
    /// The files summed, in the order they were checked.
    pub files: Vec<String>,
    /// Files not summed because they repeat the sessions of a file summed before them.
    pub repeated: Vec<Repeated>,
    /// Where the table's minimum changes from one summed session to the next.
    pub minimum_changes: Vec<MinimumChange>,
    /// The summed study (its `sessions` counts the files).
    pub study: TableStudy,
    /// Each summed file's content digest, by index in `files` (`None`: not known).
    #[serde(skip)]
    keys: Vec<Option<[u8; 32]>>,
    /// The minimum of the last session summed.
    #[serde(skip)]
    last_min: Amount,
}

/// A session whose table minimum is not the one of the session summed before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MinimumChange {
    pub file: String,
    /// The minimum before, in minor units.
    #[serde(serialize_with = "minor")]
    pub from: Amount,
    /// The minimum of `file`, in minor units.
    #[serde(serialize_with = "minor")]
    pub to: Amount,
}

fn minor<S: serde::Serializer>(a: &Amount, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_i64(a.minor())
}

/// A file left out of an estudio: its content is that of `same_as`.
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

    /// Adds a file's study, if it has one, unless its content repeats a file summed before.
    pub fn add(&mut self, report: &FileReport) {
        let Some(study) = report.study.as_deref() else { return };
        self.add_study(&report.name, report.seal().map(|s| s.sha256), study);
    }

    /// Adds one session's study, from the file `name` whose content digest is `key` (`None`:
    /// unknown, never a repeat), unless it repeats a file summed before.
    pub fn add_study(&mut self, name: &str, key: Option<[u8; 32]>, study: &TableStudy) {
        match self.tables.iter_mut().find(|e| e.study.table == study.table && e.study.catalog == study.catalog) {
            Some(e) => {
                if let Some(i) = key.as_ref().and_then(|k| e.keys.iter().position(|t| t.as_ref() == Some(k))) {
                    e.repeated.push(Repeated { file: name.to_owned(), same_as: e.files[i].clone() });
                    return;
                }
                if study.min != e.last_min {
                    e.minimum_changes.push(MinimumChange { file: name.to_owned(), from: e.last_min, to: study.min });
                    e.last_min = study.min;
                }
                e.files.push(name.to_owned());
                e.keys.push(key);
                e.study.add(study);
            }
            None => self.tables.push(Estudio {
                files: vec![name.to_owned()],
                repeated: Vec::new(),
                minimum_changes: Vec::new(),
                study: study.clone(),
                keys: vec![key],
                last_min: study.min,
            }),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }
}

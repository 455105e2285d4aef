//! «Estudios»: the statistics of one table across all its sessions checked in one run.
//!
//! Bias and hold only mean something over many rounds: a month of daily exports of a table is
//! summed (money, stakes of the edge mix, outcome counts) and its chi-square computed again on
//! the summed counts. Sessions are grouped by table id and catalogue article: the same id under
//! another article is another table.

use serde::Serialize;

use super::TableStudy;
use crate::check::FileReport;

/// One table's studies summed over its sessions.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Estudio {
    /// The files summed, in the order they were checked.
    pub files: Vec<String>,
    /// The summed study (its `sessions` counts the files).
    pub study: TableStudy,
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

    /// Adds one session's study, from the file `name`.
    pub fn add_study(&mut self, name: &str, study: &TableStudy) {
        match self.tables.iter_mut().find(|e| e.study.table == study.table && e.study.catalog == study.catalog) {
            Some(e) => {
                e.files.push(name.to_owned());
                e.study.add(study);
            }
            None => self.tables.push(Estudio { files: vec![name.to_owned()], study: study.clone() }),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }
}

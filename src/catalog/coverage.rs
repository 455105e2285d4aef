//! `veedor catalog coverage`: per article, which rules are checked (and by which codes), which
//! are declared not checkable from a log (and why), and which requirement-inventory ids the
//! rules cover. Rendered as text for people and serialized as JSON for tools.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use serde::Serialize;

use super::model::NotCheckableReason;
use super::{Catalog, CatalogSet};
use crate::i18n::{Lang, Locale, Text};
use crate::t;

/// Coverage of every article of a set, in id order.
#[derive(Clone, Debug, Serialize)]
pub struct Coverage {
    pub articles: Vec<ArticleCoverage>,
    /// Sums over the articles (`inventory` counts distinct ids).
    pub totals: Counts,
}

/// Coverage of one article.
#[derive(Clone, Debug, Serialize)]
pub struct ArticleCoverage {
    /// Catalogue id, `jurisdiction/game`.
    pub catalog: String,
    /// The article's heading as printed.
    pub title: String,
    pub document: String,
    pub article: String,
    /// The article adopted (`adopts:`), whose rules these are: its rules are counted once in
    /// the totals, under it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adopts: Option<String>,
    pub counts: Counts,
    /// Rules checked from a log, in the article's order.
    pub checked: Vec<CheckedRule>,
    /// Rules no log can show, in the article's order.
    pub not_checkable: Vec<UncheckedRule>,
    /// Inventory ids the rules implement, sorted.
    pub inventory: Vec<String>,
    /// Each check code the rules name, with the rules that name it.
    pub codes: BTreeMap<String, Vec<String>>,
    /// Codes the rules name that the engine does not report under this article's parameters
    /// (a rule that claims a check nothing performs).
    pub not_emitted: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct CheckedRule {
    pub id: String,
    pub section: String,
    /// The rule's English title: the JSON is a machine format, the same in every language.
    pub title: String,
    pub codes: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct UncheckedRule {
    pub id: String,
    pub section: String,
    /// The rule's English title: the JSON is a machine format, the same in every language.
    pub title: String,
    pub reason: NotCheckableReason,
    pub detail: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    pub rules: usize,
    pub checked: usize,
    pub not_checkable: usize,
    /// Not-checkable rules per reason (`staff`, `equipment`, `authorisation`, `descriptive`).
    pub by_reason: BTreeMap<String, usize>,
    /// Distinct inventory ids covered.
    pub inventory: usize,
    /// Distinct check codes named.
    pub codes: usize,
}

pub fn reason_name(r: NotCheckableReason) -> &'static str {
    match r {
        NotCheckableReason::Staff => "staff",
        NotCheckableReason::Equipment => "equipment",
        NotCheckableReason::Authorisation => "authorisation",
        NotCheckableReason::Descriptive => "descriptive",
        NotCheckableReason::NotLogged => "not-logged",
    }
}

/// Coverage of every article in `set`.
pub fn coverage(set: &CatalogSet) -> Coverage {
    let articles: Vec<ArticleCoverage> = set.iter().map(article).collect();
    let mut totals = Counts::default();
    let mut inventory = BTreeSet::new();
    let mut codes = BTreeSet::new();
    for a in &articles {
        inventory.extend(a.inventory.iter().cloned());
        if a.adopts.is_some() {
            continue;
        }
        totals.rules += a.counts.rules;
        totals.checked += a.counts.checked;
        totals.not_checkable += a.counts.not_checkable;
        for (r, n) in &a.counts.by_reason {
            *totals.by_reason.entry(r.clone()).or_default() += n;
        }
        codes.extend(a.codes.keys().cloned());
    }
    totals.inventory = inventory.len();
    totals.codes = codes.len();
    Coverage { articles, totals }
}

fn article(c: &Catalog) -> ArticleCoverage {
    let f = &c.file;
    let mut checked = Vec::new();
    let mut not_checkable = Vec::new();
    let mut inventory = BTreeSet::new();
    let mut codes: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut by_reason: BTreeMap<String, usize> = BTreeMap::new();
    for r in &f.rules {
        inventory.extend(r.inventory.iter().cloned());
        if let Some(nc) = &r.not_checkable {
            *by_reason.entry(reason_name(nc.reason).to_owned()).or_default() += 1;
            not_checkable.push(UncheckedRule {
                id: r.id.clone(),
                section: r.section.clone(),
                title: r.title(Lang::En).to_owned(),
                reason: nc.reason,
                detail: nc.detail.clone(),
            });
        } else {
            checked.push(CheckedRule {
                id: r.id.clone(),
                section: r.section.clone(),
                title: r.title(Lang::En).to_owned(),
                codes: r.checks.clone(),
            });
        }
        for code in &r.checks {
            codes.entry(code.clone()).or_default().push(r.id.clone());
        }
    }
    if let Some(a) = &c.adoption {
        inventory.extend(a.file.adoption.inventory.iter().cloned());
    }
    let emitted: BTreeSet<&str> = c.game.emitted_checks().into_iter().collect();
    let not_emitted = codes.keys().filter(|k| !emitted.contains(k.as_str())).cloned().collect();
    let counts = Counts {
        rules: f.rules.len(),
        checked: checked.len(),
        not_checkable: not_checkable.len(),
        by_reason,
        inventory: inventory.len(),
        codes: codes.len(),
    };
    ArticleCoverage {
        catalog: f.id.clone(),
        title: f.title.clone(),
        document: f.source.document.clone(),
        article: f.source.article.clone(),
        adopts: c.adoption.as_ref().map(|a| a.file.adopts.clone()),
        counts,
        checked,
        not_checkable,
        inventory: inventory.into_iter().collect(),
        codes,
        not_emitted,
    }
}

impl Counts {
    /// `53 rules: 35 checked, 18 not checkable (authorisation 3, descriptive 2, …)`; the reasons
    /// are the YAML's keywords.
    fn summary(&self) -> Text {
        let reasons = if self.by_reason.is_empty() {
            Text::verbatim("")
        } else {
            let parts: Vec<String> = self.by_reason.iter().map(|(r, n)| format!("{r} {n}")).collect();
            t!("catalog-coverage-reasons", reasons = parts.join(", "))
        };
        t!(
            "catalog-coverage-counts",
            rules = self.rules,
            checked = self.checked,
            not_checkable = self.not_checkable,
            reasons = reasons
        )
    }
}

impl Coverage {
    /// A stable, table-like text report in `lang`: per article a summary line, the checked
    /// rules with their codes, the not-checkable rules with reason and detail, and the
    /// inventory ids.
    pub fn render_text(&self, lang: Lang) -> String {
        let locale = Locale::human(lang);
        let mut out = String::new();
        for a in &self.articles {
            a.render(&mut out, locale);
            out.push('\n');
        }
        let t = &self.totals;
        let total = t!(
            "catalog-coverage-total",
            articles = self.articles.len(),
            counts = t.summary(),
            codes = t.codes,
            inventory = t.inventory
        );
        let _ = writeln!(out, "{}", total.render(locale));
        out
    }
}

impl ArticleCoverage {
    fn render(&self, out: &mut String, locale: Locale) {
        let word = |text: Text| text.render(locale);
        let _ = writeln!(out, "{}  {}", self.catalog, self.title);
        let _ = writeln!(out, "  {}, art. {}", self.document, self.article);
        if let Some(a) = &self.adopts {
            let _ = writeln!(out, "  {}", word(t!("catalog-coverage-adopts", adopts = a)));
        }
        let _ = writeln!(out, "  {}", word(self.counts.summary()));
        let codes = t!("catalog-coverage-codes", codes = self.counts.codes, inventory = self.counts.inventory);
        let _ = writeln!(out, "  {}", word(codes));
        let (checked, section, checks, not_checkable, reason, detail) = (
            word(t!("catalog-coverage-checked")),
            word(t!("catalog-coverage-section")),
            word(t!("catalog-coverage-checks")),
            word(t!("catalog-coverage-not-checkable")),
            word(t!("catalog-coverage-reason")),
            word(t!("catalog-coverage-detail")),
        );
        let len = |s: &str| s.chars().count();
        let w_id = self
            .checked
            .iter()
            .map(|r| r.id.len())
            .chain(self.not_checkable.iter().map(|r| r.id.len()))
            .chain([len(&not_checkable), len(&checked)])
            .max()
            .unwrap_or(0);
        let w_sec = self
            .checked
            .iter()
            .map(|r| r.section.len())
            .chain(self.not_checkable.iter().map(|r| r.section.len()))
            .chain([len(&section)])
            .max()
            .unwrap_or(0);
        out.push('\n');
        let _ = writeln!(out, "  {checked:<w_id$}  {section:<w_sec$}  {checks}");
        for r in &self.checked {
            let _ = writeln!(out, "  {:<w_id$}  {:<w_sec$}  {}", r.id, r.section, r.codes.join(" "));
        }
        if !self.not_checkable.is_empty() {
            out.push('\n');
            let w_reason = "authorisation".len().max(len(&reason));
            let _ = writeln!(out, "  {not_checkable:<w_id$}  {section:<w_sec$}  {reason:<w_reason$}  {detail}");
            for r in &self.not_checkable {
                let _ = writeln!(
                    out,
                    "  {:<w_id$}  {:<w_sec$}  {:<w_reason$}  {}",
                    r.id,
                    r.section,
                    reason_name(r.reason),
                    r.detail
                );
            }
        }
        if !self.not_emitted.is_empty() {
            out.push('\n');
            let not_emitted = t!("catalog-coverage-not-emitted", codes = self.not_emitted.join(" "));
            let _ = writeln!(out, "  {}", word(not_emitted));
        }
        out.push('\n');
        wrap_list(out, &format!("  {} ", word(t!("catalog-coverage-inventory"))), &self.inventory, 100);
    }
}

/// `prefix` then the items joined by `, `, wrapped under the first item at `width` columns.
fn wrap_list(out: &mut String, prefix: &str, items: &[String], width: usize) {
    let indent = " ".repeat(prefix.chars().count());
    let mut line = prefix.to_owned();
    let mut first = true;
    for (i, item) in items.iter().enumerate() {
        let piece = if i + 1 < items.len() { format!("{item},") } else { item.clone() };
        if !first && line.chars().count() + 1 + piece.chars().count() > width {
            out.push_str(line.trim_end());
            out.push('\n');
            line = indent.clone();
        } else if !first {
            line.push(' ');
        }
        line.push_str(&piece);
        first = false;
    }
    if items.is_empty() {
        line.push('-');
    }
    out.push_str(line.trim_end());
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_lists() {
        let mut s = String::new();
        let items: Vec<String> = (0..6).map(|i| format!("item.{i}")).collect();
        wrap_list(&mut s, "  inv: ", &items, 30);
        assert_eq!(s, "  inv: item.0, item.1, item.2,\n       item.3, item.4, item.5\n");
        let mut e = String::new();
        wrap_list(&mut e, "x: ", &[], 30);
        assert_eq!(e, "x: -\n");
    }
}

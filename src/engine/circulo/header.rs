//! The header of a círculo table: the maximum, the ante, the limit structure, the take's option
//! and its parameters, the seats, the resto and the rebuys, judged against the article (PC002,
//! PC003, PC019, PC048) when the engine starts.

use super::engine::{Table, TakeOf, cmp_pct, pct_floor};
use super::spec::{Structure, TakeOption};
use crate::catalog::bingo::Percent;
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{Loc, TableHeader};
use crate::money::Amount;
use crate::t;

impl Table<'_> {
    /// A header value that is not one of the words or amounts its key takes (M004 is the
    /// checker's; here the value is judged by the article, so the article's code cites it).
    pub(super) fn bad_value(&mut self, p: &crate::log::event::Param<'_>, want: Text) {
        self.pending.push(bad_value_finding(p, want));
    }

    pub(super) fn read_header(&mut self, header: &TableHeader<'_>) {
        let spec = &self.g.spec;
        let amount = |key: &str| header.get(key).map(|p| (p, Amount::parse(p.value.value)));
        if let Some((p, a)) = amount("max") {
            match a {
                Some(a) => self.max = Some(a),
                None => self.bad_value(p, t!("pc-expect-amount")),
            }
        }
        if let Some((p, a)) = amount("ante") {
            match a {
                Some(a) => self.ante = a,
                None => self.bad_value(p, t!("pc-expect-amount")),
            }
        }
        if let Some((p, a)) = amount("resto") {
            match a {
                Some(a) => self.resto = Some(a),
                None => self.bad_value(p, t!("pc-expect-amount")),
            }
        }
        if let Some((p, a)) = amount("rebuy_min") {
            match a {
                Some(a) => self.rebuy_min = Some(a),
                None => self.bad_value(p, t!("pc-expect-amount")),
            }
        }
        for (key, slot) in [("small_bet", &mut self.small_bet), ("big_bet", &mut self.big_bet)] {
            if let Some(p) = header.get(key) {
                match Amount::parse(p.value.value) {
                    Some(a) => *slot = Some(a),
                    None => self.pending.push(bad_value_finding(p, t!("pc-expect-amount"))),
                }
            }
        }
        // A-PC-7: «puede estar limitado» by the variety the casino runs: a table's cap.
        if let Some(p) = header.get("raise_cap") {
            match p.value.value.parse::<u8>() {
                Ok(n) if n > 0 => self.raise_cap = Some(n),
                _ => self.bad_value(p, t!("pc-expect-number")),
            }
        }
        if let Some(p) = header.get("limit") {
            let s = match p.value.value {
                "split" => Some(Structure::Split),
                "pot" => Some(Structure::Pot),
                "no" => Some(Structure::No),
                "fixed" => Some(Structure::Fixed),
                _ => None,
            };
            match s.filter(|s| spec.limits.structures.contains(s)) {
                Some(s) => self.structure = s,
                None => {
                    let names: Vec<&str> = spec.limits.structures.iter().map(|s| structure_word(*s)).collect();
                    self.bad_value(p, t!("pc-expect-one-of", list = names.join(", ")));
                }
            }
        }
        if let Some(p) = header.get("take") {
            let o = match p.value.value {
                "interval" => Some(TakeOption::Interval),
                "session" => Some(TakeOption::Session),
                "hand" => Some(TakeOption::Hand),
                _ => None,
            };
            match o.filter(|o| spec.take.options.contains(o)) {
                Some(o) => self.take = o,
                None => {
                    let names: Vec<&str> = spec.take.options.iter().map(|o| take_word(*o)).collect();
                    self.bad_value(p, t!("pc-expect-one-of", list = names.join(", ")));
                }
            }
        }
        if let Some(p) = header.get("take_of") {
            match p.value.value {
                "max" => self.take_of = TakeOf::Max,
                "resto" => self.take_of = TakeOf::Resto,
                _ => self.bad_value(p, t!("pc-expect-one-of", list = "max, resto")),
            }
        }
        if let Some(p) = header.get("take_pct") {
            match Percent::parse(p.value.value) {
                Some(pct) => {
                    if let Some([lo, hi]) = &spec.take.session_pct
                        && (pct.0 < lo.0 || pct.0 > hi.0)
                        && self.emits("PC019")
                    {
                        self.pending.push(
                            Finding::new(
                                "PC019",
                                Label::new(p.value.loc, t!("pc-label-header")),
                                t!("pc-take-pct-range", pct = pct.to_string()),
                            )
                            .expected(t!(
                                "pc-expect-pct-range",
                                lo = lo.to_string(),
                                hi = hi.to_string()
                            )),
                        );
                    }
                    self.take_pct = Some(pct);
                }
                None => self.bad_value(p, t!("pc-expect-percent")),
            }
        }
        if let Some(p) = header.get("seats") {
            match p.value.value.parse::<u8>() {
                Ok(n) => {
                    self.seats_header = Some(n);
                    if let Some(max) = spec.seats.max
                        && n > max
                        && self.emits("PC048")
                    {
                        self.pending.push(
                            Finding::new(
                                "PC048",
                                Label::new(p.value.loc, t!("pc-label-header")),
                                t!("pc-too-many-seats", n = n, max = max),
                            )
                            .expected(t!("pc-expect-seats", max = max)),
                        );
                    }
                }
                Err(_) => self.bad_value(p, t!("pc-expect-number")),
            }
        }
        // The ante at most half the minimum (V L2867).
        if let Some(pct) = &spec.limits.ante_max_of_min
            && cmp_pct(self.ante, self.min, pct).is_gt()
            && self.emits("PC002")
        {
            let at = header.get("ante").map_or(header.id.loc, |p| p.value.loc);
            self.pending.push(
                Finding::new(
                    "PC002",
                    Label::new(at, t!("pc-label-ante")),
                    t!("pc-ante-over", ante = self.ante, min = self.min, pct = pct.to_string()),
                )
                .expected(t!("pc-expect-at-most", max = pct_floor(self.min, pct))),
            );
        }
        self.check_min_max(header.get("min").map_or(header.id.loc, |p| p.value.loc));
    }

    /// The minimum 20–40 % of the maximum (V L2867, PC003).
    pub(super) fn check_min_max(&mut self, at: Loc) {
        let (Some(max), Some([lo, hi])) = (self.max, self.g.spec.limits.min_of_max.as_ref()) else { return };
        if (cmp_pct(self.min, max, lo).is_lt() || cmp_pct(self.min, max, hi).is_gt()) && self.emits("PC003") {
            self.pending.push(
                Finding::new(
                    "PC003",
                    Label::new(at, t!("pc-label-minimum")),
                    t!("pc-min-ratio", min = self.min, max = max),
                )
                .expected(t!("pc-expect-min-range", lo = pct_floor(max, lo), hi = pct_floor(max, hi))),
            );
        }
    }
}

fn bad_value_finding(p: &crate::log::event::Param<'_>, want: Text) -> Finding {
    Finding::new(
        "M004",
        Label::new(p.value.loc, t!("pc-label-header")),
        t!("pc-bad-header", key = p.key.value, value = p.value.value),
    )
    .expected(want)
}

pub(super) fn structure_word(s: Structure) -> &'static str {
    match s {
        Structure::Split => "split",
        Structure::Pot => "pot",
        Structure::No => "no",
        Structure::Fixed => "fixed",
    }
}

pub(super) fn take_word(o: TakeOption) -> &'static str {
    match o {
        TakeOption::Interval => "interval",
        TakeOption::Session => "session",
        TakeOption::Hand => "hand",
    }
}

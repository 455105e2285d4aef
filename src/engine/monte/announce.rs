//! The croupier's announcements of a phase (`docs/design/monte/spec.md` §2 and §3): `result` (the
//! winning placed card, MO017), `turn` (the losing card turned down, MO015) and `commission`
//! (the 10 %, MO014), and a phase's closing checks when its lines are over.

use super::engine::{Table, partner};
use crate::finding::{Finding, Label};
use crate::log::event::{Loc, Sp};
use crate::t;

fn phase_name(ph: usize) -> &'static str {
    if ph == 0 { "primeras" } else { "segundas" }
}

impl Table<'_> {
    /// The phase whose card a `result` or `turn` speaks of: the last decided.
    pub(super) fn decided_phase(&self) -> Option<usize> {
        let c = self.coup.as_ref()?;
        (0..2).rev().find(|&ph| c.phases[ph].decided.is_some())
    }

    /// `result pN`: the winning placed card announced (MO017 when the cards give another).
    pub(super) fn result(&mut self, at: Loc, pos: Sp<u8>, out: &mut Vec<Finding>) {
        let g = self.g;
        let ph = self.decided_phase();
        let Some(c) = self.coup.as_mut() else { return };
        if c.layout.void.is_some() {
            return;
        }
        let decided = ph.and_then(|ph| c.phases[ph].decided);
        if let Some(ph) = ph {
            c.phases[ph].resulted = true;
        }
        match decided {
            Some((w, _)) if w == pos.value => {}
            _ => {
                let mut f = Finding::new(
                    "MO017",
                    Label::new(pos.loc, t!("mo-label-result")),
                    match decided {
                        Some((w, _)) => t!("mo-wrong-result", pos = pos.value, winner = w),
                        None => t!("mo-result-undecided", pos = pos.value),
                    },
                )
                .found(t!("mo-found-pos", pos = pos.value))
                .rule_opt(g.rule(&["monte.primeras.resolve"]));
                if let Some((w, l)) = decided {
                    f = f.label(l, t!("mo-label-decided")).expected(t!("mo-found-pos", pos = w));
                } else {
                    f = f.expected(t!("mo-expect-decided-first"));
                }
                out.push(f);
            }
        }
        let _ = at;
    }

    /// `turn pM`: «la carta perdedora» turned down (MO015 when it is another).
    pub(super) fn turn(&mut self, at: Loc, pos: Sp<u8>, out: &mut Vec<Finding>) {
        let g = self.g;
        let ph = self.decided_phase();
        let Some(c) = self.coup.as_mut() else { return };
        if c.layout.void.is_some() {
            return;
        }
        let Some(ph) = ph else {
            out.push(
                Finding::new(
                    "MO015",
                    Label::new(pos.loc, t!("mo-label-turn")),
                    t!("mo-turn-undecided", pos = pos.value),
                )
                .expected(t!("mo-expect-decided-first"))
                .found(t!("mo-found-pos", pos = pos.value))
                .rule_opt(g.rule(&["monte.primeras.resolve"])),
            );
            return;
        };
        let (w, l) = c.phases[ph].decided.unwrap_or((0, at));
        if c.phases[ph].turned.is_some() {
            return;
        }
        c.phases[ph].turned = Some(at);
        let loser = partner(w);
        if pos.value != loser {
            out.push(
                Finding::new(
                    "MO015",
                    Label::new(pos.loc, t!("mo-label-turn")),
                    t!("mo-wrong-turn", pos = pos.value, loser = loser, winner = w),
                )
                .label(l, t!("mo-label-decided"))
                .expected(t!("mo-found-pos", pos = loser))
                .found(t!("mo-found-pos", pos = pos.value))
                .rule_opt(g.rule(&["monte.primeras.resolve"])),
            );
        }
    }

    /// `commission`: the 10 % announced; due only when the phase's first card hit a placed card.
    pub(super) fn commission(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return };
        let ph = c.ph;
        c.phases[ph].commission.get_or_insert(at);
        match c.phases[ph].first {
            Some((_, true, _)) => {}
            first => {
                let mut f = Finding::new(
                    "MO014",
                    Label::new(at, t!("mo-label-commission")),
                    match first {
                        Some((card, _, _)) => t!("mo-commission-no-hit", card = card.to_string()),
                        None => t!("mo-commission-no-card"),
                    },
                )
                .expected(t!("mo-expect-no-commission"))
                .found(t!("mo-found-commission"))
                .rule_opt(g.rule(&["monte.commission"]));
                if let Some((_, _, l)) = first {
                    f = f.label(l, t!("mo-label-first-card"));
                }
                out.push(f);
            }
        }
    }

    /// A phase's closing checks: its losing card turned down (MO015), its commission announced
    /// when it took one (MO014, a warning).
    pub(super) fn finish_phase(&mut self, ph: usize, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return };
        let p = &mut c.phases[ph];
        if p.finished {
            return;
        }
        p.finished = true;
        if let (Some((w, l)), None) = (p.decided, p.turned) {
            out.push(
                Finding::new("MO015", Label::new(l, t!("mo-label-decided")), t!("mo-not-turned", pos = partner(w)))
                    .expected(t!("mo-expect-turn", pos = partner(w)))
                    .found(t!("mo-found-no-turn"))
                    .rule_opt(g.rule(&["monte.primeras.resolve"])),
            );
        }
        if let (true, None, Some((card, true, l))) = (p.charged, p.commission, p.first) {
            let mut f = Finding::new(
                "MO014",
                Label::new(l, t!("mo-label-first-card")),
                t!("mo-commission-not-announced", card = card.to_string(), phase = phase_name(ph)),
            )
            .expected(t!("mo-expect-commission-line"))
            .found(t!("mo-found-no-commission-line"))
            .rule_opt(g.rule(&["monte.commission"]));
            f.severity = crate::finding::Severity::Warning;
            out.push(f);
        }
    }
}

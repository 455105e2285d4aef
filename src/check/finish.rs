//! The end of a log: what it left unsaid (an unclosed session, no session), the findings
//! set aside after unreadable lines, and the table's study.

use super::*;

impl<'c> Checker<'c> {
    /// The findings in order, the catalogue id, and the table's study (of `rounds` rounds).
    pub(super) fn finish(
        mut self,
        rounds: u64,
    ) -> (Vec<Finding>, Option<String>, Option<Box<crate::study::TableStudy>>) {
        if self.phase == Phase::Body {
            let closed = self.session_closed.is_some() && self.session_open.is_none();
            // After the last event, an unreadable line was likely the `session close`.
            let close_unreadable = self.taints.last.is_some_and(|l| l.offset > self.last_event.offset);
            if let Some(open) = self.session_open.filter(|_| !close_unreadable) {
                self.out.push(
                    Finding::new(
                        "S003",
                        Label::new(self.last_event, t!("chk-label-log-ends")),
                        t!("chk-session-not-closed"),
                    )
                    .label(open, t!("chk-label-session-opened"))
                    .expected(Text::log_line("session close"))
                    .found(t!("chk-found-end-of-file")),
                );
            }
            if self.session_open.is_none()
                && self.session_closed.is_none()
                && !self.outside_session_reported
                && self.taints.last.is_none()
            {
                self.no_session();
            }
            if let Some(engine) = self.engine.as_mut() {
                engine.finish(closed, &mut self.engine_out);
            }
        } else if !matches!(self.phase, Phase::Stopped | Phase::LinesOnly) && !self.unreadable_before_body {
            // (After an unreadable line the missing line is likely that one, already reported.)
            let what = || if self.phase == Phase::Format { t!("chk-what-format-line") } else { t!("chk-what-header") };
            let code = if self.phase == Phase::Format { "M003" } else { "M004" };
            self.out.push(
                Finding::new(
                    code,
                    Label::new(self.last_event, t!("chk-label-input-ends")),
                    t!("chk-ends-before", what = what()),
                )
                .expected(what())
                .found(t!("chk-found-end-of-file")),
            );
        }
        self.taints.set_aside(&mut self.engine_out, &mut self.out);
        self.out.append(&mut self.engine_out);
        if let Some(cat) = self.catalog {
            for f in &mut self.out {
                if let Some(rule) = cat.rule_for(f.code, f.rule_hint.as_deref()) {
                    if let Some(sev) = rule.severity {
                        f.severity = sev;
                    }
                    f.citation = Some(cat.citation(rule));
                }
            }
        }
        self.out.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
        let study = self.study(rounds);
        (self.out, self.catalog.map(|c| c.file.id.clone()), study)
    }

    /// The table's study: the header, the money counted, and the engine's part.
    pub(super) fn study(&self, rounds: u64) -> Option<Box<crate::study::TableStudy>> {
        use crate::study::{Money, TableStudy};
        let engine = self.engine.as_ref()?;
        let (table, catalog, game) = (self.table.as_ref()?, self.catalog?, engine.study()?);
        let l = &self.ledger;
        let mut money = Money::new(game.house_income);
        money.staked = Amount(l.staked);
        money.collected = Amount(l.settled[crate::log::event::SettleAction::Collect as usize]);
        money.paid = Amount(l.settled[crate::log::event::SettleAction::Pay as usize]);
        money.returned = Amount(l.settled[crate::log::event::SettleAction::Return as usize])
            .saturating_add(Amount(l.settled[crate::log::event::SettleAction::Release as usize]));
        money.cagnotte = Amount(l.cagnotte);
        (money.rounds_staked, money.result_squares) = l.spread();
        if let Some(m) = engine.study_money() {
            money = m;
        }
        Some(Box::new(TableStudy {
            table: table.id.clone(),
            catalog: catalog.file.id.clone(),
            currency: table.currency.clone(),
            min: table.min,
            opened: self.opened.clone(),
            closed: self.closed.clone(),
            sessions: self.sessions,
            rounds,
            money,
            edge: game.edge,
            outcomes: game.outcomes,
            views: engine.study_views(),
            take: engine.study_take(),
            kinds: engine.study_kinds(),
            alert_p: crate::study::DEFAULT_THRESHOLD,
        }))
    }
}

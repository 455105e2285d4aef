//! Findings set aside after an unreadable line (M001, M002): one unreadable line, one finding.

use super::*;

/// What the engine judged after a line which could not be read (M001, M002).
///
/// What such a line said is unknown: a bet, a card, the result, a settlement, the next round's
/// start. What the engine finds after it, until its round and the next one have ended (the next
/// starts from the state the line left: the previous spin's sense, the prisoners, the bank), may
/// be only a consequence of the missing event, and one unreadable line must give one finding, not
/// a page of them. So those findings are set aside, and the unreadable line's finding says how
/// many, on the line where checking resumes. A round ends at the next boundary (a `round` line,
/// the session's opening or closing), once the engine has seen it: what it judges there (a
/// round's settlement) is set aside too. What the engine found before the line stands: it was
/// judged on the lines before, so it cannot follow from this one. The checker's own findings
/// (format, session structure) are kept, except that a missing session opening or first
/// `round` is not reported after an unreadable line, which was likely that line.
#[derive(Default)]
pub(super) struct Taints {
    /// Round ends a stretch lasts: the end of the round holding the unreadable line, that of
    /// the next, and as many more as the engine judges a round late.
    pub(super) rounds: u8,
    /// The open stretch, once a line could not be read.
    pub(super) open: Option<Taint>,
    pub(super) closed: Vec<Taint>,
    /// The last unreadable line.
    pub(super) last: Option<Loc>,
}

pub(super) struct Taint {
    /// Round ends still to come before the stretch ends.
    rounds_left: u8,
    /// The engine's findings made in the stretch (indices into the engine's).
    made: std::ops::Range<usize>,
    /// The unreadable line's finding (the stretch's first one), an index into the checker's.
    finding: usize,
    /// The boundary where checking resumes (`None`: the end of the log).
    resumes: Option<Loc>,
}

impl Taints {
    /// The line at `at` could not be read: its finding is `finding`; the engine has made
    /// `made` findings so far.
    pub(super) fn unreadable(&mut self, at: Loc, finding: usize, made: usize) {
        self.last = Some(at);
        match self.open.as_mut() {
            Some(t) => t.rounds_left = self.rounds,
            None => {
                let rounds_left = self.rounds;
                self.open = Some(Taint { rounds_left, made: made..usize::MAX, finding, resumes: None });
            }
        }
    }

    /// After the engine has seen `ev` and made `made` findings in all, while a stretch is open:
    /// a boundary ends a round of it.
    #[cold]
    pub(super) fn after_event(&mut self, ev: &Event<'_>, made: usize) {
        let last = match ev.kind {
            EventKind::Round { .. } | EventKind::SessionOpen { .. } => false,
            EventKind::SessionClose { .. } => true,
            _ => return,
        };
        if let Some(mut t) = self.open.take() {
            t.rounds_left = t.rounds_left.saturating_sub(1);
            if t.rounds_left == 0 || last {
                t.made.end = made;
                t.resumes = Some(ev.loc).filter(|_| !last);
                self.closed.push(t);
            } else {
                self.open = Some(t);
            }
        }
    }

    /// Removes from `engine` the findings made in a stretch, and labels each stretch's
    /// unreadable finding (in `own`) with how many were set aside.
    pub(super) fn set_aside(&mut self, engine: &mut Vec<Finding>, own: &mut [Finding]) {
        self.closed.extend(self.open.take());
        if self.closed.is_empty() {
            return;
        }
        let mut aside = vec![0usize; self.closed.len()];
        let mut index = 0;
        engine.retain(|_| {
            let made = index;
            index += 1;
            // The stretches are in order and disjoint.
            let next = self.closed.partition_point(|t| t.made.start <= made);
            match next.checked_sub(1).filter(|&i| self.closed.get(i).is_some_and(|t| t.made.contains(&made))) {
                Some(i) => {
                    if let Some(n) = aside.get_mut(i) {
                        *n += 1;
                    }
                    false
                }
                None => true,
            }
        });
        for (t, n) in self.closed.iter().zip(aside) {
            let Some(f) = own.get_mut(t.finding).filter(|_| n > 0) else { continue };
            let line = f.primary.loc.line;
            match t.resumes {
                Some(at) => f.secondary.push(Label::new(at, t!("chk-label-checked-again", count = n, line = line))),
                None => {
                    f.secondary.push(Label::new(f.primary.loc, t!("chk-label-set-aside", count = n)));
                }
            }
        }
    }
}

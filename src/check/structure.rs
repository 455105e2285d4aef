//! Each event of the body: the session and round structure common to every game (S001–S009),
//! events foreign to the table's game (S007), the study's ledger, and the engine's turn.

use super::*;

impl<'c> Checker<'c> {
    /// Handles one event; `false` stops reading the file.
    // Inlined into the reading loop, with the body's path first: every other phase lasts one
    // event, and a call per event (with its register saves) cost ~15 instructions.
    #[inline(always)]
    pub(super) fn event(&mut self, ev: &Event<'_>) -> bool {
        self.last_event = ev.loc;
        // The game is known exactly when the header has been accepted (`Phase::Body`): one test
        // for both.
        let Some(game) = self.game else {
            return self.before_body(ev);
        };
        if !ev.kind.common_to_every_game() && !ev.kind.frames_every_log() && !game.accepts(&ev.kind) {
            self.foreign(ev);
            if let Some(engine) = self.engine.as_mut() {
                engine.foreign(ev);
            }
            return true;
        }
        if self.structure(ev) {
            self.round_not_announced(ev);
        }
        self.engine_sees(ev);
        true
    }

    /// At a círculo table ([`crate::engine::Game::circulo_lines`]), before [`Checker::event`]:
    /// inside a round of an open session, the family's own lines (`check`, `raise`, `deal`,
    /// `fold`…, most of its log) go straight to the engine. The game accepts them and none
    /// decides a round, and the structure has nothing to check or count of them there (no
    /// stake, settlement or deduction among them): asking the game twice and matching them
    /// against the structure's events cost some fifty instructions a line, a tenth of the
    /// line's reading. Whether `ev` was one (handed to the engine); any other event is the
    /// caller's to give to `event`. The reading loop then goes on to the next line at once.
    #[inline(always)]
    pub(super) fn circulo_own(&mut self, ev: &Event<'_>) -> bool {
        use crate::log::event::ShoeEvent;
        if matches!(
            ev.kind,
            EventKind::Circulo(_)
                | EventKind::Poker(PokerEvent::Fold { .. } | PokerEvent::Void)
                | EventKind::Shoe(ShoeEvent::Deal { .. })
        ) && self.session_open.is_some()
            && self.last_round.is_some()
        {
            debug_assert!(self.game.is_some_and(|g| g.accepts(&ev.kind) && !g.decides_round(&ev.kind)));
            debug_assert!(ev.kind.stake_added().is_none() && !ev.kind.stakes_a_round());
            self.last_event = ev.loc;
            // `engine_sees`, by the engine's own way in for these lines.
            if let Some(engine) = self.engine.as_mut() {
                engine.circulo_line(ev, &mut self.engine_out);
            }
            if self.taints.open.is_some() {
                self.taints.after_event(ev, self.engine_out.len());
            }
            return true;
        }
        false
    }

    /// The engine's turn at `ev`, and the end of a stretch of set-aside findings it may make.
    #[inline]
    pub(super) fn engine_sees(&mut self, ev: &Event<'_>) {
        if let Some(engine) = self.engine.as_mut() {
            engine.event(ev, &mut self.engine_out);
        }
        if self.taints.open.is_some() {
            self.taints.after_event(ev, self.engine_out.len());
        }
    }

    /// A stake or «no va más» (`ev`) after the round was over (its settlements began after its
    /// result, or it had its result and no stake): the next round's `round` line is missing
    /// (S008). The engine is given the round the line would have begun, so that the stakes
    /// that follow are not all late bets of the settled round. That round has no number of its
    /// own (the next `round` line need only be above the last one written); it is told as the
    /// next after the last round, written or implied.
    #[cold]
    #[inline(never)]
    pub(super) fn round_not_announced(&mut self, ev: &Event<'_>) {
        let Some(((written, _), (at, over))) = self.last_round.zip(self.over.take()) else { return };
        self.staked = matches!(ev.kind, EventKind::Bet { .. });
        self.resulted = false;
        // After another round with no `round` line, this one follows it.
        let prev = written.saturating_add(self.implied_rounds);
        self.implied_rounds = self.implied_rounds.saturating_add(1);
        // An unreadable line since the round was over was probably the `round` line, already
        // reported.
        if self.taints.last.is_none_or(|u| u.offset < at.offset) {
            // `prev` as written (a `u64`, which Fluent's integers may not hold).
            let (was, cause) = match over {
                Over::Settled => ("settled", t!("chk-label-round-settled", round = prev.to_string())),
                Over::Decided => ("decided", t!("chk-label-round-decided", round = prev.to_string())),
            };
            self.out.push(
                Finding::new(
                    "S008",
                    Label::new(ev.loc, t!("chk-label-new-round")),
                    t!("chk-round-not-announced", keyword = ev.keyword(), round = prev.to_string(), was = was),
                )
                .label(at, cause)
                .expected(t!(
                    "chk-expect-round-line",
                    round = prev.saturating_add(1).to_string(),
                    keyword = ev.keyword()
                ))
                .found(keyword_found(ev)),
            );
        }
        self.stats.rounds += 1;
        let number = Sp { loc: Loc { len: 0, ..ev.loc }, value: prev.saturating_add(1) };
        let round = Event { loc: number.loc, time: None, kind: EventKind::Round { number } };
        self.engine_sees(&round);
    }

    /// A round (or session) begins: nothing is known yet of how it ends (S008).
    pub(super) fn new_round_course(&mut self) {
        self.over = None;
        self.staked = false;
        self.resulted = false;
    }

    /// Session and round structure, common to every game. Returns whether `ev` begins a round
    /// whose `round` line is missing (see [`Checker::round_not_announced`]).
    // Inlined into the reading loop (the compiler called it: its register saves and return cost
    // some ten instructions a line); what builds findings is out of line, `structure_match`.
    #[inline(always)]
    pub(super) fn structure(&mut self, ev: &Event<'_>) -> bool {
        // Inside a round of an open session, only the session's and rounds' own events (and a
        // misplaced format line or header) have anything to check: one test for the bets,
        // settlements and spins that make up most of a log, instead of the match below.
        if self.session_open.is_some() && self.last_round.is_some() {
            // The money lines are added to the study's ledger in the same match (a match of its
            // own cost punto y banca 0.4 instructions per byte).
            match ev.kind {
                EventKind::Settle { action, amount, .. } => {
                    self.ledger.settle(action.value, amount.value);
                    if self.resulted && !matches!(self.over, Some((_, Over::Settled))) {
                        self.over = Some((ev.loc, Over::Settled));
                    }
                    return false;
                }
                EventKind::NoMoreBets => return self.over.is_some(),
                EventKind::Bet { amount, .. } => {
                    self.ledger.stake(amount.value);
                    self.staked = true;
                    return self.over.is_some();
                }
                EventKind::SessionOpen { .. }
                | EventKind::SessionClose { .. }
                | EventKind::Format { .. }
                | EventKind::Table(_)
                | EventKind::Round { .. } => {}
                // A family's own events: part of a round's staking (chemin de fer's `bank`), the
                // house's deduction (its `cagnotte`), or what decides a round (a spin, a coup's
                // outcome), which is the game's to say, asked only of the events no arm above
                // takes: about one a round.
                _ => {
                    if ev.kind.stakes_a_round() {
                        return self.over.is_some();
                    }
                    if let Some(added) = ev.kind.stake_added() {
                        self.ledger.stake(added);
                    } else if let Some(deduction) = ev.kind.house_deduction() {
                        self.ledger.cagnotte = self.ledger.cagnotte.saturating_add(deduction.0);
                    } else if let EventKind::Dice(crate::log::event::DiceEvent::TakeDown { amount, .. }) = ev.kind {
                        // Craps's `takedown`: the stake goes back before a roll decided it, as
                        // a `return` line's.
                        self.ledger.settle(crate::log::event::SettleAction::Return, amount.value);
                    } else if !(self.resulted && (self.staked || self.over.is_some()))
                        && self.game.is_some_and(|g| g.decides_round(&ev.kind))
                    {
                        // The game is asked only while its answer can change something: once the
                        // round has its result and a stake (or is over), another deciding event
                        // changes nothing here (a dynamic call for every card and decision after
                        // the dealer's first card in Black Jack).
                        self.resulted = true;
                        if !self.staked && self.over.is_none() {
                            self.over = Some((ev.loc, Over::Decided));
                        }
                    }
                    return false;
                }
            }
        }
        self.structure_match(ev);
        false
    }

    /// The full structure check, out of line: it builds findings, which would otherwise weigh
    /// on the reading loop's frame.
    #[inline(never)]
    pub(super) fn structure_match(&mut self, ev: &Event<'_>) {
        // A round ends where the next begins or the session closes (the hold's spread).
        if matches!(ev.kind, EventKind::Round { .. } | EventKind::SessionClose { .. }) {
            self.ledger.round_ends();
        }
        // Money outside a round or session (reported below) is money the log moved all the same.
        match ev.kind {
            EventKind::Bet { amount, .. } => self.ledger.stake(amount.value),
            EventKind::Settle { action, amount, .. } => self.ledger.settle(action.value, amount.value),
            _ => {
                if let Some(added) = ev.kind.stake_added() {
                    self.ledger.stake(added);
                } else if let Some(deduction) = ev.kind.house_deduction() {
                    self.ledger.cagnotte = self.ledger.cagnotte.saturating_add(deduction.0)
                }
            }
        }
        match &ev.kind {
            EventKind::SessionOpen { at } => {
                self.sessions += 1;
                if self.opened.is_none() {
                    self.opened = at.map(|w| w.value.to_owned());
                }
                if let Some(prev) = self.session_open.or(self.session_closed) {
                    self.out.push(
                        Finding::new(
                            "S006",
                            Label::new(ev.loc, t!("chk-label-second-open")),
                            t!("chk-session-reopened"),
                        )
                        .label(prev, t!("chk-label-session-opened"))
                        .expected(t!("chk-expect-one-session"))
                        .found(t!("chk-found-second-open")),
                    );
                }
                self.session_open = Some(ev.loc);
                self.session_closed = None;
                self.outside_session_reported = false;
                self.new_round_course();
            }
            EventKind::SessionClose { at } => {
                if at.is_some() {
                    self.closed = at.map(|w| w.value.to_owned());
                }
                if self.session_open.is_none() {
                    self.outside(ev);
                }
                self.session_open = None;
                self.session_closed = Some(ev.loc);
                self.new_round_course();
            }
            EventKind::Format { .. } | EventKind::Table(_) => {
                self.out.push(
                    Finding::new(
                        "M001",
                        Label::new(ev.loc, t!("chk-label-top-only")),
                        t!("chk-top-only", keyword = ev.keyword()),
                    )
                    .expected(t!("chk-expect-game-event")),
                );
            }
            EventKind::Round { number } => {
                self.stats.rounds += 1;
                if self.session_open.is_none() {
                    self.outside(ev);
                }
                if let Some((prev, prev_loc)) = self.last_round {
                    if number.value <= prev {
                        self.out.push(
                            Finding::new(
                                "S002",
                                Label::new(number.loc, t!("chk-label-round-not-after")),
                                t!("chk-round-order", round = number.value.to_string(), prev = prev.to_string()),
                            )
                            .label(prev_loc, t!("chk-label-previous-round"))
                            .expected(t!("chk-expect-round-above", prev = prev.to_string()))
                            .found(Text::verbatim(number.value.to_string())),
                        );
                    }
                }
                self.last_round = Some((number.value, number.loc));
                self.new_round_course();
                self.implied_rounds = 0;
            }
            // Table-level events: inside the session, but not necessarily inside a round (a
            // change of limits, a new shoe, who holds it, a seat's refusal or departure, a
            // player's colour chips): each family's event type says which.
            _ if ev.kind.between_rounds() => {
                if self.session_open.is_none() {
                    self.outside(ev);
                }
            }
            _ => {
                if self.session_open.is_none() {
                    self.outside(ev);
                } else if self.last_round.is_none() && !self.outside_round_reported {
                    self.outside_round_reported = true;
                    // After an unreadable line, that line was likely the first `round`.
                    if self.taints.last.is_some() {
                        return;
                    }
                    self.out.push(
                        Finding::new(
                            "S005",
                            Label::new(ev.loc, t!("chk-label-no-round")),
                            t!("chk-before-first-round", keyword = ev.keyword()),
                        )
                        .expected(t!("chk-expect-round-first"))
                        .found(keyword_found(ev)),
                    );
                }
            }
        }
    }

    /// Whether the table's game has a wheel's `void REASON` and no bare `void` of its own.
    #[cold]
    pub(super) fn has_wheel_voids(&self) -> bool {
        let wheel = EventKind::Wheel(WheelEvent::Void { reason: Sp { loc: Loc::default(), value: "" } });
        let bare = EventKind::Poker(PokerEvent::Void);
        self.game.is_some_and(|g| g.accepts(&wheel) && !g.accepts(&bare))
    }

    /// An event of another family of games: reported once per keyword, then ignored.
    #[cold]
    pub(super) fn foreign(&mut self, ev: &Event<'_>) {
        let keyword = ev.keyword();
        if self.foreign_reported.contains(&keyword) {
            return;
        }
        // The game, as its catalogue names it (a `bank` is an event of the baccarat family, but
        // not of punto y banca's), or as its id does.
        let game = match self.catalog.map(|c| (&c.file.name, c.file.game.as_str())) {
            Some((Some(name), _)) => Text::by_lang(name.get(Lang::En), name.get(Lang::Es)),
            Some((None, id)) => Text::verbatim(id.replace('-', " ")),
            None => Text::verbatim(""),
        };
        self.foreign_reported.push(keyword);
        self.out.push(
            Finding::new(
                "S007",
                Label::new(ev.loc, t!("chk-label-foreign")),
                t!("chk-foreign-event", keyword = keyword, game = game.clone()),
            )
            .expected(t!("chk-expect-game-events", game = game))
            .found(keyword_found(ev)),
        );
    }

    pub(super) fn outside(&mut self, ev: &Event<'_>) {
        if self.outside_session_reported {
            return;
        }
        self.outside_session_reported = true;
        // Before the session opened, after an unreadable line: that line was likely the opening.
        if self.session_closed.is_none() && self.taints.last.is_some() {
            return;
        }
        let (msg, found) = match self.session_closed {
            Some(_) => (t!("chk-after-session", keyword = ev.keyword()), t!("chk-found-after-close")),
            None => (t!("chk-before-session", keyword = ev.keyword()), t!("chk-found-before-open")),
        };
        let mut f = Finding::new("S001", Label::new(ev.loc, t!("chk-label-outside-session")), msg)
            .expected(t!("chk-expect-inside-session"))
            .found(found);
        if let Some(c) = self.session_closed {
            f = f.label(c, t!("chk-label-session-closed"));
        }
        self.out.push(f);
    }

    /// A log that ends after its header, with no session (S009).
    #[cold]
    pub(super) fn no_session(&mut self) {
        self.out.push(
            Finding::new("S009", Label::new(self.last_event, t!("chk-label-log-ends")), t!("chk-no-session"))
                .expected(t!("chk-expect-session"))
                .found(t!("chk-found-end-after-header")),
        );
    }
}

//! The cards of a coup: the deal in order, the first card, the winner announced and read, and
//! the judgement of the draws (the player's rule and the tableau).

use super::*;

impl<'g> PuntoBanca<'g> {
    pub(super) fn deal(
        &mut self,
        ev: &Event<'_>,
        hand: Word<'_>,
        card: Sp<CardSeen>,
        face: Option<Sp<Face>>,
        out: &mut Vec<Finding>,
    ) {
        let Some(h) = dealt_hand(self.g, &mut self.shoe, hand, card, out) else {
            if let Some(c) = self.coup.as_mut() {
                c.log.card_to_unknown_hand();
            }
            return;
        };
        if self.coup.is_none() {
            // Before the first round (S005 was reported): nothing to judge.
            return;
        }
        let first_of_coup = self.coup.as_ref().is_some_and(|c| c.log.dealt == 0);
        if first_of_coup {
            self.first_card_of_coup(ev, out);
        }
        let Some(coup) = self.coup.as_mut() else { return };
        if coup.log.card_after_result(ev.loc, hand, card.value, out) {
            return;
        }
        let k = coup.log.dealt;
        if !coup.log.order_reported {
            let expected = self.g.deal_order.get(k).copied();
            let wrong = match expected {
                Some(e) => e != h,
                // A third card to the bank before the player's (the player's comes first).
                None => {
                    h == self.player
                        && coup.log.hands.get(self.g.banker).is_some_and(|b| b.len() > 2)
                        && coup.log.hands.get(h).is_some_and(|p| p.len() == 2)
                }
            };
            if wrong {
                coup.log.order_reported = true;
                let g = self.g;
                out.push(match expected {
                    Some(e) => out_of_deal_order(g, ev.loc, k, hand, card.value, g.hand_name(e)),
                    None => Finding::new(
                        "BC002",
                        Label::new(ev.loc, t!("bac-out-of-order")),
                        t!("bac-third-card-after-bank", hand = hand.value),
                    )
                    .expected(t!("bac-third-card-before", hand = hand.value, banker = g.hand_name(g.banker)))
                    .found(t!("bac-deal-line", hand = hand.value, card = show(card.value))),
                });
            }
        }
        if let Some(f) = face
            && f.value == Face::Up
            && k < self.g.deal_order.len()
            && !coup.log.face_reported
            && !coup.log.order_reported
        {
            coup.log.face_reported = true;
            out.push(
                Finding::new(
                    "BC035",
                    Label::new(f.loc, t!("bac-face-up")),
                    t!("bac-card-face-up", number = k + 1, hand = hand.value),
                )
                .expected(t!("bac-first-two-face-down"))
                .found(Text::log_line(format!("deal {} {} up", hand.value, show(card.value)))),
            );
        }
        coup.log.push_card(h, card.value, ev.loc);
    }

    /// The first card of a coup: betting is over, the burn is done, and the stop card must not
    /// have come out before.
    pub(super) fn first_card_of_coup(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        let started = self.coup.as_ref().map_or(ev.loc, |c| c.log.loc);
        self.shoe.first_card_of_coup(ev.loc, started, out);
        if let Some(pass) = self.must_pass.take()
            && let Some((h, since)) = &self.holder
            && h != self.croupier()
        {
            out.push(
                Finding::new(
                    "BC024",
                    Label::new(ev.loc, t!("bac-still-dealing")),
                    t!("bac-still-holds-the-shoe", seat = h.as_str()),
                )
                .label(pass, t!("bac-the-bank-lost"))
                .label(*since, t!("bac-took-the-shoe", seat = h.as_str()))
                .expected(t!("bac-shoe-passes-on"))
                .found(t!("bac-deals-again", seat = h.as_str()))
                .rule_opt(self.g.spec.shoe_holder.as_ref().map(|h| h.rule.clone())),
            );
        }
        self.holder_free = false;
        let Some(coup) = self.coup.as_mut() else { return };
        coup.log.first_card(ev.loc, out);
        self.close_bets(out);
    }

    // ---- the result -------------------------------------------------------------------------

    /// The words a `result` line may name: the hands and the tie.
    pub(super) fn winner_words(&self) -> Vec<&str> {
        let mut words: Vec<&str> = self.g.hands.iter().map(|h| h.name.as_str()).collect();
        words.push(&self.g.spec.tie_word);
        words
    }

    /// The winner a `result` line names, or `None` (reported as BC030) when it names none.
    pub(super) fn read_winner(
        &self,
        ev: &Event<'_>,
        parts: &[OutcomePart<'_>],
        out: &mut Vec<Finding>,
    ) -> Option<Outcome> {
        // Formatted only for a finding: this runs at every coup.
        let expected = || {
            Text::verbatim(format!(
                "result {}|{}|{}",
                self.g.hand_name(self.player),
                self.g.hand_name(self.g.banker),
                self.g.spec.tie_word
            ))
        };
        let [part] = parts else {
            let p = parts.get(1).map_or(ev.loc, |p| p.winner.loc);
            out.push(
                Finding::new("BC030", Label::new(p, t!("bac-one-winner")), t!("bac-one-result-in-punto-y-banca"))
                    .expected(expected())
                    .found(t!("bac-n-results", count = parts.len()))
                    .rule_opt(Some(RESULT_RULE.to_owned())),
            );
            return None;
        };
        if let Some(h) = part.hand {
            out.push(
                Finding::new(
                    "BC030",
                    Label::new(h.loc, t!("bac-no-hand-here")),
                    t!("bac-bare-winner", winner = part.winner.value, hand = h.value),
                )
                .expected(expected())
                .found(Text::log_line(format!("result {}={}", h.value, part.winner.value)))
                .rule_opt(Some(RESULT_RULE.to_owned())),
            );
            return None;
        }
        if part.winner.value == self.g.spec.tie_word {
            return Some(Outcome::Tie);
        }
        if let Some(h) = self.g.hand(part.winner.value) {
            return Some(Outcome::Won(h));
        }
        out.push(
            Finding::new(
                "BC030",
                Label::new(part.winner.loc, t!("bac-no-such-winner")),
                t!(
                    "bac-not-a-winner",
                    winner = part.winner.value,
                    suggestion = crate::engine::baccarat::did_you_mean(part.winner.value, &self.winner_words())
                ),
            )
            .expected(expected())
            .found(Text::log_line(format!("result {}", part.winner.value)))
            .rule_opt(Some(RESULT_RULE.to_owned())),
        );
        None
    }

    pub(super) fn outcome(&mut self, ev: &Event<'_>, parts: &[OutcomePart<'_>], out: &mut Vec<Finding>) {
        let Some(coup) = self.coup.as_ref() else { return };
        if let Some(f) = coup.log.second_result(ev.loc) {
            out.push(f);
            return;
        }
        let announced = self.read_winner(ev, parts, out);
        self.close_bets(out);
        let before = out.len();
        let judged = self.judge_cards(ev.loc, true, out);
        let draw = out[before..].iter().position(|f| DRAW_CODES.contains(&f.code)).map(|i| i + before);
        if let Some(announced) = announced {
            // Named only for a finding: this runs at every coup.
            let said = || self.outcome_name(announced);
            if let Some(i) = draw {
                // The draw finding tells who should have won; no separate BC008.
                if let Some(legal) = judged.legal
                    && legal.0 != announced
                {
                    let message = std::mem::replace(&mut out[i].message, Text::verbatim(""));
                    out[i].message = t!(
                        "bac-draw-and-legal-result",
                        message = message,
                        should = self.should_have(legal),
                        said = said()
                    );
                    let expected = out[i].expected.take().unwrap_or_else(|| Text::verbatim(""));
                    out[i].expected =
                        Some(t!("bac-expected-and-result", expected = expected, result = self.outcome_name(legal.0)));
                } else if judged.legal.is_none()
                    && let Some(dealt) = judged.dealt
                    && dealt.0 != announced
                {
                    let message = std::mem::replace(&mut out[i].message, Text::verbatim(""));
                    out[i].message = t!(
                        "bac-draw-and-dealt-result",
                        message = message,
                        dealt = self.outcome_name(dealt.0),
                        first = dealt.1,
                        second = dealt.2,
                        said = said()
                    );
                }
            } else if let Some(actual) = judged.dealt
                && actual.0 != announced
            {
                let totals = self.totals();
                let at = parts.first().map_or(ev.loc, |p| p.winner.loc);
                out.push(wrong_winner(at, None, &said(), &self.outcome_name(actual.0), Text::verbatim(totals)));
            }
        }
        // The money follows the winner by points («Ganará aquel cuya puntuación sea de nueve o
        // esté más próxima»), not the announcement: a wrong announcement is its one finding
        // (BC008), and a settlement that follows it rather than the cards is what the player
        // lost, reported on its own line. After an illegal draw the croupier may have counted
        // the cards dealt or rectified the coup (which the log cannot always tell): the result
        // announced stands, and the draw's finding says who should have won. Where the cards
        // do not give a winner (a card not seen, a hand short), the announcement is all there
        // is.
        let by_points = if draw.is_some() { announced } else { judged.dealt.map(|d| d.0).or(announced) };
        let resync = by_points.or(announced);
        if let Some(coup) = self.coup.as_mut() {
            coup.log.result_line = Some(ev.loc);
            coup.result = resync.map(|o| (o, ev.loc));
            coup.announced = announced.filter(|a| Some(*a) != resync);
        }
        if announced.is_some_and(|a| Some(a) != resync) {
            // The shoe passing or staying after a wrong announcement follows from it: either
            // is accepted (one fault, one finding).
            self.holder_free = true;
        } else if let Some(Outcome::Won(w)) = resync
            && w != self.g.banker
        {
            self.must_pass = Some(ev.loc);
            self.holder_free = true;
        }
        self.judge_early_settlements(out);
    }

    /// `punto should have won 8–2`.
    pub(super) fn should_have(&self, (o, pt, bt): (Outcome, u8, u8)) -> Text {
        match o {
            Outcome::Won(h) if h == self.player => {
                t!("bac-should-have-won", hand = self.g.hand_name(h), winner = pt, loser = bt)
            }
            Outcome::Won(h) => t!("bac-should-have-won", hand = self.g.hand_name(h), winner = bt, loser = pt),
            Outcome::Tie => t!("bac-should-have-tied", total = pt),
        }
    }

    /// `punto 8, banca 4`, from the cards dealt.
    pub(super) fn totals(&self) -> String {
        self.coup
            .as_ref()
            .map(|c| {
                c.log
                    .hands
                    .iter()
                    .enumerate()
                    .map(|(i, h)| {
                        format!("{} {}", self.g.hand_name(i), h.total().map_or("?".into(), |t| t.to_string()))
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .unwrap_or_default()
    }

    /// Judges the coup's draws: the winner the cards dealt give and the winner the coup cut at
    /// its first illegal card gives (`None` when a card was not seen, a hand is incomplete, or
    /// the cut coup still owed a draw). `announced`: a result was announced (a short hand is
    /// then BC028; without a result the caller reports the missing result).
    pub(super) fn judge_cards(&mut self, at: Loc, announced: bool, out: &mut Vec<Finding>) -> Judged {
        let none = Judged { dealt: None, legal: None };
        let g = self.g;
        let Some(coup) = self.coup.as_ref() else { return none };
        if coup.log.order_reported {
            // See `CoupLog::order_reported`: the cards are not judged after a deal out of order.
            return none;
        }
        let p = self.player;
        let b = g.banker;
        let (Some(ph), Some(bh)) = (coup.log.hands.get(p), coup.log.hands.get(b)) else { return none };
        if let Some(f) = coup.log.incomplete(g, at, [p, b]) {
            // Without a result the caller reports the missing result instead.
            if announced {
                out.push(f.rule(RESULT_RULE));
            }
            return none;
        }
        let compare = |pt: u8, bt: u8| {
            let o = match pt.cmp(&bt) {
                std::cmp::Ordering::Greater => Outcome::Won(p),
                std::cmp::Ordering::Less => Outcome::Won(b),
                std::cmp::Ordering::Equal => Outcome::Tie,
            };
            (o, pt, bt)
        };
        let dealt = match (ph.total(), bh.total()) {
            (Some(pt), Some(bt)) => Some(compare(pt, bt)),
            _ => None,
        };
        let (p2, b2) = (ph.total_of(2), bh.total_of(2));
        let third = |h: usize| coup.log.locs.get(h).and_then(|l| l.get(2)).copied();
        let show_total = |t: Option<u8>| t.map_or("?".to_owned(), |t| t.to_string());
        // The coup cut at its first illegal card: `Some(None)` when it owed a draw there.
        let mut legal: Option<Option<(Outcome, u8, u8)>> = None;
        if g.is_natural(p2) || g.is_natural(b2) {
            let extra = [third(p), third(b)].into_iter().flatten().min_by_key(|l| l.offset);
            if let Some(l) = extra {
                let who = if third(p) == Some(l) { p } else { b };
                let (nat_hand, nat) = if g.is_natural(p2) { (p, p2) } else { (b, b2) };
                let nat = show_total(nat);
                let mut f = Finding::new(
                    "BC007",
                    Label::new(l, t!("bac-third-card")),
                    t!(
                        "bac-draw-after-natural",
                        hand = self.g.hand_name(who),
                        natural_hand = self.g.hand_name(nat_hand),
                        natural = nat.as_str()
                    ),
                )
                .expected(t!(
                    "bac-no-third-card-totals",
                    player = self.g.hand_name(p),
                    player_total = show_total(p2),
                    banker = self.g.hand_name(b),
                    banker_total = show_total(b2)
                ))
                .found(t!("bac-a-third-card-to", hand = self.g.hand_name(who)));
                if let Some(second) = coup.log.locs.get(nat_hand).and_then(|l| l.get(1)) {
                    f = f.label(*second, t!("bac-natural", total = nat.as_str()));
                }
                out.push(f);
                legal = Some(p2.zip(b2).map(|(pt, bt)| compare(pt, bt)));
            }
        } else if let Some(p2) = p2 {
            // The bank's column: punto's third card as dealt, punto stood (after an illegal
            // third card), or none (punto's missing draw leaves the bank unjudgeable).
            let mut column: Option<Option<u8>> = Some(if ph.len() >= 3 { ph.point_at(2) } else { None });
            let mut cut_player: Option<u8> = None;
            let mut illegal_player = false;
            let mut fourth_cut: Option<Option<(Outcome, u8, u8)>> = None;
            match g.player_table.at(p2) {
                // Without the bank's two cards a missing draw may be the bank's natural.
                Some(PlayerMove::Draw) if ph.len() == 2 && b2.is_some() => {
                    let (primary, text) = match third(b) {
                        Some(l) => (
                            l,
                            t!("bac-draws-other-never-did", hand = self.g.hand_name(b), other = self.g.hand_name(p)),
                        ),
                        None => {
                            (coup.log.locs[p][1], t!("bac-hand-total-stands", hand = self.g.hand_name(p), total = p2))
                        }
                    };
                    let mut f = Finding::new(
                        "BC004",
                        Label::new(primary, text),
                        t!("bac-stands-but-must-draw", hand = self.g.hand_name(p), total = p2),
                    )
                    .expected(t!("bac-a-third-card-to", hand = self.g.hand_name(p)))
                    .found(t!("bac-no-third-card"));
                    if third(b).is_some() {
                        f = f.label(coup.log.locs[p][1], t!("bac-hand-total", hand = self.g.hand_name(p), total = p2));
                    }
                    out.push(f);
                    column = None;
                    legal = Some(None);
                }
                Some(PlayerMove::Stand) if ph.len() >= 3 => {
                    out.push(player_drew_on_stand(g, &coup.log, p, p2, Text::verbatim("")));
                    column = Some(None);
                    cut_player = Some(p2);
                    illegal_player = true;
                }
                _ => {}
            }
            if ph.len() > 3 && legal.is_none() {
                out.push(fourth_card("BC003", g.hand_name(p), coup.log.locs[p][3], ph.len()).rule(ONE_CARD_RULE));
                if cut_player.is_none() {
                    cut_player = ph.total_of(3);
                }
                // Cut at the fourth card: punto's three against the bank's (at most three).
                fourth_cut = Some(ph.total_of(3).zip(bh.total_of(bh.len().min(3))).map(|(pt, bt)| compare(pt, bt)));
            }
            // The bank's tableau.
            let unseen_p3 = matches!(column, Some(None)) && cut_player.is_none() && ph.len() >= 3;
            if let (Some(col), Some(b2)) = (column, b2)
                && !unseen_p3
                && let Some(cell) = g.tableau.cell(b2, col)
            {
                // The citation and the column's words are formatted only for a finding: the
                // tableau is read at every coup.
                let cite = || {
                    let col_label = column_label(col.map_or(tableau::STOOD, usize::from));
                    t!(
                        "bac-tableau-cell",
                        row = b2,
                        column = col_label,
                        stood = if col.is_some() { "no" } else { "yes" },
                        cell = cell.symbol().to_string()
                    )
                };
                let col_text = || match col {
                    Some(v) => t!("bac-punto-third-card-is", value = v),
                    None if cut_player.is_some() => t!("bac-punto-should-have-stood"),
                    None => t!("bac-punto-stood"),
                };
                let p_legal = cut_player.or(ph.total());
                // After punto's illegal third card the bank is judged as if punto stood, but
                // what the tableau says for the card actually dealt excuses it too: one illegal
                // draw, one finding.
                let dealt_cell = if illegal_player {
                    match ph.point_at(2) {
                        Some(v) => g.tableau.cell(b2, Some(v)),
                        None => Some(Cell::Option),
                    }
                } else {
                    None
                };
                let excused_stand = matches!(dealt_cell, Some(Cell::Stand | Cell::Option));
                let excused_draw = matches!(dealt_cell, Some(Cell::Draw | Cell::Option));
                match cell {
                    Cell::Draw if bh.len() == 2 && !excused_stand => {
                        out.push(
                            Finding::new(
                                "BC006",
                                Label::new(at, t!("bac-bank-third-card-missing")),
                                t!(
                                    "bac-bank-stands-tableau-draw",
                                    hand = self.g.hand_name(b),
                                    total = b2,
                                    when = col_text(),
                                    cell = cite()
                                ),
                            )
                            .label(coup.log.locs[b][1], t!("bac-hand-total", hand = self.g.hand_name(b), total = b2))
                            .expected(t!("bac-a-third-card-to", hand = self.g.hand_name(b)))
                            .found(t!("bac-no-third-card")),
                        );
                        legal = legal.or(Some(None));
                    }
                    Cell::Stand if bh.len() >= 3 && !excused_draw => {
                        let mut f = Finding::new(
                            "BC005",
                            Label::new(coup.log.locs[b][2], t!("bac-illegal-third-card")),
                            t!(
                                "bac-bank-draws-tableau-stand",
                                hand = self.g.hand_name(b),
                                total = b2,
                                when = col_text(),
                                cell = cite()
                            ),
                        )
                        .label(coup.log.locs[b][1], t!("bac-hand-total", hand = self.g.hand_name(b), total = b2))
                        .expected(t!("bac-hand-stands", hand = self.g.hand_name(b)))
                        .found(t!(
                            "bac-deal-line",
                            hand = self.g.hand_name(b),
                            card = show(bh.cards[2])
                        ));
                        if let Some(v) = col {
                            f = f.label(coup.log.locs[p][2], t!("bac-third-card-decides-column", value = v));
                        }
                        out.push(f);
                        legal = legal.or(Some(p_legal.map(|pt| compare(pt, b2))));
                    }
                    // After punto's illegal draw the bank is judged as if punto stood: drawing
                    // there is legal, but the cut coup owed that draw.
                    Cell::Draw if illegal_player => legal = legal.or(Some(None)),
                    Cell::Stand if illegal_player => legal = legal.or(Some(p_legal.map(|pt| compare(pt, b2)))),
                    _ => {}
                }
            } else if illegal_player {
                legal = legal.or(Some(None));
            }
            legal = legal.or(fourth_cut);
            if bh.len() > 3 && legal.is_none() {
                out.push(fourth_card("BC005", g.hand_name(b), coup.log.locs[b][3], bh.len()).rule(ONE_CARD_RULE));
                legal = Some(ph.total().zip(bh.total_of(3)).map(|(pt, bt)| compare(pt, bt)));
            }
        }
        Judged { dealt, legal: legal.unwrap_or(dealt) }
    }

    // ---- settlements ------------------------------------------------------------------------
}

//! The cards of a coup: the deal in order, the first card, the result announced and read, and
//! the judgement of the draws (the players' rule, the banker's freedom or the tableau).

use super::*;

impl<'g> Banked<'g> {
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
            return;
        }
        if self.coup.as_ref().is_some_and(|c| c.log.first_deal.is_none()) {
            self.first_card_of_coup(ev, out);
        }
        let g = self.g;
        let pb = self.pb;
        let Some(coup) = self.coup.as_mut() else { return };
        if coup.log.card_after_result(ev.loc, hand, card.value, out) {
            return;
        }
        let b = g.banker;
        let initial = g.players.iter().any(|&p| coup.log.hands[p].len() < 2) || coup.log.hands[b].len() < 2;
        if initial {
            // The hand the first deal gives the next card to, from the cards each hand has.
            let mut have: SmallVec<[usize; 4]> = coup.log.hands.iter().map(Hand::len).collect();
            let mut expected = None;
            for &x in &g.deal_order {
                if have[x] == 0 {
                    expected = Some(x);
                    break;
                }
                have[x] -= 1;
            }
            if expected != Some(h) {
                let exp = expected.map_or("?", |e| g.hand_name(e));
                let f = out_of_deal_order(g, ev.loc, coup.log.dealt, hand, card.value, exp);
                if h == b && pb.extra_initial_card_rule.is_some() {
                    // Judged when the first deal ends: more than two cards make it the
                    // extra-card error, whose consequence the result must show.
                    if coup.pending_order.is_none() && !coup.log.order_reported {
                        coup.pending_order = Some(f);
                    }
                } else if !coup.log.order_reported {
                    coup.log.order_reported = true;
                    out.push(f);
                }
            }
            if h == b {
                coup.b_initial += 1;
                if coup.b_initial > 2 {
                    coup.extra_initial.get_or_insert(ev.loc);
                }
            }
            let done = g.players.iter().all(|&p| coup.log.hands[p].len() + usize::from(p == h) >= 2)
                && coup.log.hands[b].len() + usize::from(b == h) >= 2;
            // Tested before taking: taking moves the whole (empty) finding.
            if done
                && coup.pending_order.is_some()
                && let Some(f) = coup.pending_order.take()
                && coup.extra_initial.is_none()
                && !coup.log.order_reported
            {
                coup.log.order_reported = true;
                out.push(f);
            }
        } else if !coup.log.order_reported {
            // Third cards: the player hands in their order, then the banker.
            let later_drew = |x: usize| {
                coup.log.hands.get(x).is_some_and(|hh| hh.len() > if x == b { coup.b_initial.max(2) } else { 2 })
            };
            let rank = |x: usize| if x == b { usize::MAX } else { g.players.iter().position(|&p| p == x).unwrap_or(0) };
            let after = (0..g.hands.len()).find(|&x| x != h && rank(x) > rank(h) && later_drew(x));
            if let Some(x) = after {
                coup.log.order_reported = true;
                out.push(
                    Finding::new(
                        "BC002",
                        Label::new(ev.loc, t!("chemin-out-of-order-label")),
                        t!("chemin-third-card-after", hand = hand.value, other = &g.hands[x].name),
                    )
                    .expected(t!("chemin-third-card-before", hand = hand.value, other = &g.hands[x].name))
                    .found(Text::log_line(format!("deal {} {}", hand.value, show(card.value))))
                    .rule_opt(pb.decision_order_rule.clone()),
                );
            }
        }
        // After the order check: a card out of the deal order may not be a first card at all
        // (see `CoupLog::order_reported`), nor any card after it.
        if initial
            && let (Some(rule), Some(f)) = (&pb.first_cards_face_down_rule, face)
            && f.value == Face::Up
            && !coup.log.face_reported
            && !coup.log.order_reported
            && coup.pending_order.is_none()
        {
            coup.log.face_reported = true;
            out.push(
                Finding::new(
                    "BC035",
                    Label::new(f.loc, t!("chemin-face-up-label")),
                    t!("chemin-first-card-face-up", hand = hand.value),
                )
                .expected(t!("chemin-first-cards-face-down"))
                .found(Text::log_line(format!("deal {} {} up", hand.value, show(card.value))))
                .rule(rule.clone()),
            );
        }
        coup.seq.push(Dealt { hand: h, card: card.value, face: face.map(|f| f.value), loc: ev.loc });
        coup.log.push_card(h, card.value, ev.loc);
    }

    pub(super) fn first_card_of_coup(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        self.holder_dealt = true;
        let started = self.coup.as_ref().map_or(ev.loc, |c| c.log.loc);
        self.shoe.first_card_of_coup(ev.loc, started, out);
        if let Some(pass) = self.must_pass.take()
            && let Some((h, since)) = &self.holder
            && let Some(rule) =
                self.g.spec.shoe_holder.as_ref().filter(|s| s.passes_on_bank_loss).map(|s| s.rule.clone())
        {
            out.push(
                Finding::new(
                    "BC024",
                    Label::new(ev.loc, t!("chemin-still-dealing-label")),
                    t!("chemin-still-holds-bank", holder = h),
                )
                .label(pass, t!("chemin-the-bank-lost"))
                .label(*since, t!("chemin-took-the-bank", holder = h))
                .expected(t!("chemin-bank-passes-on-loss"))
                .found(t!("chemin-deals-again", holder = h))
                .rule(rule),
            );
        }
        // The players' minimum.
        let min_players = self.pb.players.minimum;
        if self.players.is_none() && !self.players_unlogged {
            self.players_unlogged = true;
            let shape = if self.pb.players.per_hand { "players N M" } else { "players N" };
            out.push(
                Finding::new(
                    "BC051",
                    Label::new(ev.loc, t!("chemin-coup-dealt-label")),
                    t!("chemin-players-never-counted", min = min_players),
                )
                .expected(t!("chemin-players-before-first-coup", shape = shape))
                .found(t!("chemin-no-players-line"))
                .rule(self.pb.players.rule.clone()),
            );
        }
        if let Some((counts, at, reported)) = self.players.as_mut()
            && !*reported
            && counts.iter().any(|&c| c < min_players)
        {
            *reported = true;
            // The Fluent selector: counted per paño or for the table.
            let per = if self.pb.players.per_hand { "pano" } else { "table" };
            // `3 and 4`: each count, joined by the language's «and».
            let shown = counts
                .iter()
                .map(|&c| Text::from(c))
                .reduce(|a, b| t!("chemin-and", left = a, right = b))
                .unwrap_or_else(|| Text::verbatim(""));
            // For the plural: the one count, or several (`3 y 1 jugadores`).
            let n = if counts.len() == 1 { counts.first().copied().map_or(0, i64::from) } else { i64::MAX };
            out.push(
                Finding::new(
                    "BC044",
                    Label::new(ev.loc, t!("chemin-coup-dealt-label")),
                    t!("chemin-too-few-players", counts = shown.clone(), n = n, per = per, min = min_players),
                )
                .label(*at, t!("chemin-players-counted"))
                .expected(t!("chemin-at-least-players", min = min_players, per = per))
                .found(shown)
                .rule(self.pb.players.rule.clone()),
            );
        }
        let Some(coup) = self.coup.as_mut() else { return };
        coup.log.first_card(ev.loc, out);
        self.close_bets(out);
    }

    // ---- the result -------------------------------------------------------------------------

    pub(super) fn outcome(&mut self, ev: &Event<'_>, parts: &[OutcomePart<'_>], out: &mut Vec<Finding>) {
        let Some(coup) = self.coup.as_ref() else { return };
        if let Some(f) = coup.log.second_result(ev.loc) {
            out.push(f);
            return;
        }
        let announced = self.read_result(ev, parts, out);
        self.close_bets(out);
        // A banker's card out of the deal order, held to see whether it was an extra first
        // card, is an order fault if the first deal never completed (a player's card missing).
        if let Some(coup) = self.coup.as_mut()
            && coup.extra_initial.is_none()
            && coup.pending_order.is_some()
            && let Some(f) = coup.pending_order.take()
            && !coup.log.order_reported
        {
            coup.log.order_reported = true;
            out.push(f);
        }
        let before = out.len();
        let judged = self.judge_cards(ev.loc, out);
        // From here the coup has its result, readable or not.
        if let Some(coup) = self.coup.as_mut() {
            coup.log.result_line = Some(ev.loc);
            // The result came after all: a settlement before it stands.
            if coup.early_settlement.is_some() {
                out.extend(coup.early_settlement.take().map(|f| f.label(ev.loc, t!("chemin-result-label"))));
            }
        }
        // A draw already reported: the croupier may have rectified the coup (the illegal card
        // disregarded, art. 08 «la jugada será rectificada») or counted the cards dealt; either
        // verdict is accepted, the draw finding says what went wrong. A fourth card is the
        // exception that leaves the coup judgeable: the coup without it (each hand has at most
        // one card beyond its first two) and the cards dealt give the two verdicts a croupier
        // may have followed; any other is a wrong winner.
        let draws =
            out[before..].iter().filter(|f| matches!(f.code, "BC003" | "BC004" | "BC005" | "BC006" | "BC007")).count();
        let draw_fault = draws > judged.fourth;
        let legal = if draw_fault { None } else { judged.cut.clone().or_else(|| judged.dealt.clone()) };
        let Some(announced) = announced else {
            // The line is unreadable (reported): a result was announced; the settlements are
            // judged against what the cards give, when they give it.
            if let Some(coup) = self.coup.as_mut()
                && let Some(a) = legal
            {
                coup.result = Some((a, ev.loc));
            }
            return;
        };
        // The money follows the winner by points («Ganará aquel juego cuya puntuación sea de
        // nueve o esté más próxima»), not the announcement: a wrong announcement is its one
        // finding (BC008) and a settlement that follows it rather than the cards is what a
        // player lost, reported when the coup's money is judged. Where the cards give no
        // verdict (a card not seen, a hand short), the announcement is all there is.
        let mut reference = announced.clone();
        if let Some(legal) = legal {
            let g = self.g;
            let b = g.hand_name(g.banker);
            let tie = self.g.spec.tie_word.as_str();
            for (i, (&a, &n)) in legal.iter().zip(&announced).enumerate() {
                let counted = judged.dealt.as_ref().and_then(|d| d.get(i)).copied();
                if a == n || (judged.fourth > 0 && counted == Some(n)) {
                    continue;
                }
                if let Some(r) = reference.get_mut(i) {
                    *r = a;
                }
                let p = self.g.players[i];
                let pname = self.g.hand_name(p).to_owned();
                let at = parts.get(i).map_or(ev.loc, |x| x.winner.loc);
                // The hands' names and totals (`punto 5, banca 3`) are shown as they are.
                let totals = if judged.fourth > 0 {
                    t!("chemin-totals-without-fourth", totals = self.totals_text(p), cut = self.totals_text_of(p, 1))
                } else {
                    Text::verbatim(self.totals_text(p))
                };
                let extra = self.coup.as_ref().and_then(|c| c.extra_initial);
                let pano = (self.g.players.len() > 1).then_some(pname.as_str());
                let mut f = wrong_winner(at, pano, n.word(&pname, b, tie), a.word(&pname, b, tie), totals);
                if let Some(x) = extra {
                    f = f.label(x, t!("chemin-extra-card-baccara")).rule_opt(self.pb.extra_initial_card_rule.clone());
                } else if let Some(ne) = &self.pb.natural_eight
                    && self.natural_eight_decides(p)
                {
                    f = f.rule(ne.rule.clone());
                }
                out.push(f);
            }
        }
        if let Some(coup) = self.coup.as_mut() {
            coup.announced = (reference != announced).then_some(announced);
            coup.result = Some((reference, ev.loc));
        }
    }

    pub(super) fn totals_text(&self, p: usize) -> String {
        self.totals_text_of(p, usize::MAX)
    }

    /// `punto 5, banca 3`, counting at most `beyond` cards past each hand's first deal.
    pub(super) fn totals_text_of(&self, p: usize, beyond: usize) -> String {
        let Some(coup) = self.coup.as_ref() else { return String::new() };
        let b = self.g.banker;
        let bn = coup.b_initial.max(2).saturating_add(beyond);
        let bt = self.banker_total_of(coup, bn).map_or("?".to_owned(), |t| t.to_string());
        let ph = &coup.log.hands[p];
        let pt = ph.total_of(ph.len().min(2usize.saturating_add(beyond))).map_or("?".to_owned(), |t| t.to_string());
        format!("{} {pt}, {} {bt}", self.g.hand_name(p), self.g.hand_name(b))
    }

    /// The `result` line read as a verdict per player hand.
    pub(super) fn read_result(
        &self,
        ev: &Event<'_>,
        parts: &[OutcomePart<'_>],
        out: &mut Vec<Finding>,
    ) -> Option<Verdicts> {
        let g = self.g;
        let b = g.banker;
        let verdict = |hand: usize, w: Word<'_>| -> Result<Verdict, ()> {
            if w.value == g.spec.tie_word {
                Ok(Verdict::Tie)
            } else if g.hand(w.value) == Some(b) {
                Ok(Verdict::Banker)
            } else if g.hand(w.value) == Some(hand) {
                Ok(Verdict::Player)
            } else {
                Err(())
            }
        };
        let shape = || {
            if g.players.len() == 1 {
                format!("result {}|{}|{}", self.g.hand_name(g.players[0]), self.banker_name(), g.spec.tie_word)
            } else {
                g.players.iter().map(|&p| format!("{}=WINNER", self.g.hand_name(p))).collect::<Vec<_>>().join(" ")
            }
        };
        let bad = |at: Loc, msg: Text, found: Text, out: &mut Vec<Finding>| {
            out.push(
                Finding::new("BC030", Label::new(at, t!("chemin-result-label")), msg)
                    .expected(Text::verbatim(shape()))
                    .found(found),
            );
        };
        if g.players.len() == 1 {
            let [part] = parts else {
                bad(ev.loc, t!("chemin-one-result-per-coup"), t!("chemin-results", n = parts.len()), out);
                return None;
            };
            if let Some(h) = part.hand {
                bad(h.loc, t!("chemin-result-names-winner-only"), Text::verbatim(format!("{}=…", h.value)), out);
                return None;
            }
            match verdict(g.players[0], part.winner) {
                Ok(v) => Some(smallvec![v]),
                Err(()) => {
                    out.push(self.g.unknown_winner(part.winner));
                    None
                }
            }
        } else {
            let mut v: SmallVec<[Option<Verdict>; 2]> = smallvec![None; g.players.len()];
            for part in parts {
                let Some(h) = part.hand else {
                    bad(part.winner.loc, t!("chemin-winner-of-each-pano"), Text::verbatim(part.winner.value), out);
                    // A bare banker or tie word says the same for every paño: the engine goes
                    // on from it (the settlements that follow it are not contradictions).
                    if let ([_], Ok(x @ (Verdict::Banker | Verdict::Tie))) = (parts, verdict(usize::MAX, part.winner)) {
                        return Some(smallvec![x; g.players.len()]);
                    }
                    return None;
                };
                let Some(slot) = g.hand(h.value).and_then(|x| g.players.iter().position(|&p| p == x)) else {
                    out.push(self.g.unknown_hand(h));
                    return None;
                };
                match verdict(g.players[slot], part.winner) {
                    Ok(x) => v[slot] = Some(x),
                    Err(()) => {
                        bad(
                            part.winner.loc,
                            t!("chemin-cannot-win-on", winner = part.winner.value, hand = h.value),
                            Text::verbatim(part.winner.value),
                            out,
                        );
                        return None;
                    }
                }
            }
            if v.iter().any(Option::is_none) {
                bad(
                    ev.loc,
                    t!("chemin-winner-of-every-pano"),
                    t!("chemin-n-of-m", n = parts.len(), m = g.players.len()),
                    out,
                );
                return None;
            }
            Some(v.into_iter().flatten().collect())
        }
    }

    /// The banker's total: 0 plus any card he drew after the players when he dealt himself an
    /// extra card in the first deal; otherwise his cards' total;
    /// of his first `n` cards.
    pub(super) fn banker_total_of(&self, coup: &Coup, n: usize) -> Option<u8> {
        let bh = coup.log.hands.get(self.g.banker)?;
        let n = n.min(bh.len());
        if coup.extra_initial.is_some() {
            let drawn: Vec<u8> = bh.cards[..n]
                .iter()
                .skip(coup.b_initial)
                .map(|c| c.map(|c| point(c.rank)))
                .collect::<Option<Vec<u8>>>()?;
            return Some(drawn.iter().fold(0, |a, &p| (a + p) % 10));
        }
        bh.total_of(n)
    }

    /// Whether the natural-eight rule, rather than plain totals, decides player hand `p`.
    pub(super) fn natural_eight_decides(&self, p: usize) -> bool {
        let Some(coup) = self.coup.as_ref() else { return false };
        let b = self.g.banker;
        let (ph, bh) = (&coup.log.hands[p], &coup.log.hands[b]);
        let two8 = |h: &Hand| h.len() == 2 && h.total() == Some(8);
        let three89 = |h: &Hand| h.len() >= 3 && matches!(h.total(), Some(8 | 9));
        (two8(ph) && three89(bh)) || (two8(bh) && three89(ph))
    }

    /// Judges the coup's draws; returns the verdicts its cards give per player hand (`None`
    /// when a card was not seen or a hand is incomplete).
    pub(super) fn judge_cards(&mut self, at: Loc, out: &mut Vec<Finding>) -> Judged {
        let none = Judged { dealt: None, cut: None, fourth: 0 };
        let g = self.g;
        let pb = self.pb;
        let Some(coup) = self.coup.as_ref() else { return none };
        if coup.log.order_reported {
            // See `CoupLog::order_reported`: the cards are not judged after a deal out of order.
            return none;
        }
        let b = g.banker;
        if let Some(f) = coup.log.incomplete(g, at, 0..g.hands.len()) {
            out.push(f);
            return none;
        }
        let mut fourth = 0usize;
        let bh = &coup.log.hands[b];
        let extra = coup.extra_initial.is_some();
        let b2 = if extra { Some(0) } else { bh.total_of(2) };
        let b_nat = !extra && g.is_natural(b2);
        // Where each hand's drawn cards start (the banker's after all his first-deal cards).
        let drawn_at = |h: usize| if h == b { coup.b_initial.max(2) } else { 2 };
        let third_loc = |h: usize| coup.log.locs.get(h).and_then(|l| l.get(drawn_at(h))).copied();
        let mut reported = false;
        // Face of third cards.
        if let Some(rule) = &pb.third_card_face_up_rule
            && let Some(d) = coup.seq.iter().find(|d| d.face == Some(Face::Down) && third_loc(d.hand) == Some(d.loc))
        {
            out.push(
                Finding::new(
                    "BC047",
                    Label::new(d.loc, t!("chemin-face-down-label")),
                    t!("chemin-third-card-face-down", hand = self.g.hand_name(d.hand)),
                )
                .expected(Text::log_line(format!("deal {} {} up", self.g.hand_name(d.hand), show(d.card))))
                .found(Text::log_line(format!("deal {} {} down", self.g.hand_name(d.hand), show(d.card))))
                .rule(rule.clone()),
            );
        }
        let banco = self.banco_stake(coup);
        let exempt = banco
            && match pb.banco.free {
                BancoFreedom::Never => false,
                BancoFreedom::IfAuthorised => self.banco_free,
                BancoFreedom::Always => true,
            };
        // Player hands.
        let mut p_nat: SmallVec<[bool; 2]> = SmallVec::new();
        let mut p3: SmallVec<[Option<Option<u8>>; 2]> = SmallVec::new();
        for &p in &g.players {
            let ph = &coup.log.hands[p];
            let p2 = ph.total_of(2);
            let nat = g.is_natural(p2);
            p_nat.push(nat);
            p3.push(if ph.len() >= 3 { Some(ph.point_at(2)) } else { None });
            let Some(p2) = p2 else { continue };
            if b_nat || nat {
                if let Some(l) = third_loc(p) {
                    let (who, t) = if nat { (p, p2) } else { (b, b2.unwrap_or(0)) };
                    out.push(
                        Finding::new(
                            "BC007",
                            Label::new(l, t!("chemin-third-card-label")),
                            t!(
                                "chemin-draws-against-natural",
                                hand = self.g.hand_name(p),
                                natural = self.g.hand_name(who),
                                total = t
                            ),
                        )
                        .label(coup.log.locs[who][1], t!("chemin-natural", total = t))
                        .expected(t!("chemin-no-third-card-to", hand = self.g.hand_name(p)))
                        .found(t!("chemin-a-third-card-to", hand = self.g.hand_name(p)))
                        .rule(g.spec.player_rule.rule.clone()),
                    );
                    reported = true;
                }
                continue;
            }
            // Cloned only for a finding: this runs for every hand of every coup.
            let hint = || if banco { Some(pb.banco.free_rule.clone()) } else { None };
            // A banco player bound by the rule: say why he is not free (the Fluent selector
            // `unauthorised`; `why`, the same as the end of the family's BC003 message).
            let bound_banco = banco && pb.banco.free == BancoFreedom::IfAuthorised;
            let why = || if bound_banco { t!("chemin-banco-unauthorised-why") } else { Text::verbatim("") };
            let banco_why = if bound_banco { "unauthorised" } else { "none" };
            match g.player_table.moves.get(usize::from(p2)) {
                Some(PlayerMove::Draw) if ph.len() == 2 && !exempt => {
                    let where_ = third_loc(b).unwrap_or(at);
                    out.push(
                        Finding::new(
                            "BC004",
                            Label::new(where_, t!("chemin-player-third-missing-label")),
                            t!("chemin-player-must-draw", hand = self.g.hand_name(p), total = p2, banco = banco_why),
                        )
                        .label(coup.log.locs[p][1], t!("chemin-hand-total", hand = self.g.hand_name(p), total = p2))
                        .expected(t!("chemin-a-third-card-to", hand = self.g.hand_name(p)))
                        .found(t!("chemin-no-third-card"))
                        .rule_opt(hint()),
                    );
                    reported = true;
                }
                Some(PlayerMove::Stand) if ph.len() >= 3 && !exempt => {
                    out.push(player_drew_on_stand(g, &coup.log, p, p2, why()).rule_opt(hint()));
                    reported = true;
                }
                _ => {}
            }
            if ph.len() > 3 {
                let f = fourth_card("BC003", g.hand_name(p), coup.log.locs[p][3], ph.len());
                out.push(f.rule(pb.one_third_card_rule.clone().unwrap_or_else(|| g.spec.player_rule.rule.clone())));
                reported = true;
                fourth += 1;
            }
        }
        // The banker.
        let all_nat = p_nat.iter().all(|&n| n);
        if b_nat || all_nat {
            if !reported && let Some(l) = third_loc(b) {
                let who = if b_nat { b } else { g.players[0] };
                let t = coup.log.hands[who].total_of(2).unwrap_or(0);
                out.push(
                    Finding::new(
                        "BC007",
                        Label::new(l, t!("chemin-third-card-label")),
                        t!(
                            "chemin-draws-against-natural",
                            hand = self.banker_name(),
                            natural = self.g.hand_name(who),
                            total = t
                        ),
                    )
                    .label(coup.log.locs[who][1], t!("chemin-natural", total = t))
                    .expected(t!("chemin-no-third-card-to", hand = self.banker_name()))
                    .found(t!("chemin-a-third-card-to", hand = self.banker_name()))
                    .rule(g.spec.player_rule.rule.clone()),
                );
            }
        } else if let Some(b2) = b2
            && !reported
        {
            let drew = bh.len() > drawn_at(b);
            let bname = g.hand_name(b);
            let must_draw = !extra && pb.banker_must_draw.contains(&b2);
            if must_draw && !drew {
                out.push(
                    Finding::new(
                        "BC006",
                        Label::new(at, t!("chemin-banker-third-missing-label")),
                        t!("chemin-banker-must-draw", hand = bname, total = b2),
                    )
                    .label(coup.log.locs[b][1], t!("chemin-hand-total", hand = bname, total = b2))
                    .expected(t!("chemin-a-third-card-to", hand = bname))
                    .found(t!("chemin-no-third-card"))
                    .rule(pb.banker_must_draw_rule.clone()),
                );
            } else if let Some(tl) = coup.tableau
                && !extra
            {
                // Bound by the tableau he asked for.
                let cells: SmallVec<[(usize, Option<Cell>); 2]> = g
                    .players
                    .iter()
                    .zip(&p3)
                    .zip(&p_nat)
                    .filter(|(_, nat)| !**nat)
                    .map(|((&p, t3), _)| match t3 {
                        Some(None) => (p, None),
                        Some(Some(v)) => (p, g.tableau.cell(b2, Some(*v))),
                        None => (p, g.tableau.cell(b2, None)),
                    })
                    .collect();
                let bound = match pb.tableau_binding {
                    TableauBinding::Always => cells.first().and_then(|c| c.1),
                    TableauBinding::WhenHandsAgree => {
                        let first = cells.first().and_then(|c| c.1);
                        let live = cells.len() == g.players.len() || pb.single_live_pano == SingleLivePano::Bound;
                        if live && cells.iter().all(|c| c.1 == first) { first } else { None }
                    }
                };
                // Formatted only for a finding: the tableau is read at every coup it is asked for.
                let cite = || {
                    cells
                        .iter()
                        .map(|(p, c)| {
                            let col = coup.log.hands[*p].point_at(2).map_or(STOOD, usize::from);
                            let col = if coup.log.hands[*p].len() >= 3 { col } else { STOOD };
                            t!(
                                "chemin-tableau-cell",
                                row = b2,
                                column = column_label(col),
                                cell = c.map_or('?', Cell::symbol).to_string()
                            )
                        })
                        .fold(Vec::<Text>::new(), |mut v, c| {
                            // Two paños on the same column read the same cell: say it once.
                            if !v.contains(&c) {
                                v.push(c);
                            }
                            v
                        })
                        .into_iter()
                        .reduce(|a, b| t!("chemin-and-also", left = a, right = b))
                        .unwrap_or_else(|| Text::verbatim(""))
                };
                match bound {
                    Some(Cell::Draw) if !drew => out.push(
                        Finding::new(
                            "BC006",
                            Label::new(at, t!("chemin-banker-third-missing-label")),
                            t!("chemin-tableau-says-draw", hand = bname, total = b2, cells = cite()),
                        )
                        .label(tl, t!("chemin-tableau-requested"))
                        .label(coup.log.locs[b][1], t!("chemin-hand-total", hand = bname, total = b2))
                        .expected(t!("chemin-a-third-card-to", hand = bname))
                        .found(t!("chemin-no-third-card"))
                        .rule(g.spec.tableau.rule.clone()),
                    ),
                    Some(Cell::Stand) if drew => out.push(
                        Finding::new(
                            "BC005",
                            Label::new(coup.log.locs[b][2], t!("chemin-illegal-third-card-label")),
                            t!("chemin-tableau-says-stand", hand = bname, total = b2, cells = cite()),
                        )
                        .label(tl, t!("chemin-tableau-requested"))
                        .label(coup.log.locs[b][1], t!("chemin-hand-total", hand = bname, total = b2))
                        .expected(t!("chemin-banker-stands", hand = bname))
                        .found(Text::log_line(format!("deal {bname} {}", show(bh.cards[2]))))
                        .rule(g.spec.tableau.rule.clone()),
                    ),
                    _ => {}
                }
            }
            if bh.len() > drawn_at(b) + 1 {
                let f = fourth_card("BC005", bname, coup.log.locs[b][drawn_at(b) + 1], bh.len());
                // The banker's draw is «una tercera carta» (art. 08 §VI), tableau or not.
                out.push(f.rule(pb.one_third_card_rule.clone().unwrap_or_else(|| pb.banker_must_draw_rule.clone())));
                fourth += 1;
            }
        }
        // Verdicts: of the cards dealt, and, after a fourth card, of the coup without it (each
        // hand cut at its one card beyond the first two).
        let dealt = self.verdicts(coup, usize::MAX);
        let cut = if fourth > 0 { self.verdicts(coup, 1) } else { None };
        Judged { dealt, cut, fourth }
    }

    /// The verdict per player hand from each hand's cards, counting at most `beyond` cards past
    /// its first deal (`usize::MAX`: all); `None` when a card counted was not seen.
    pub(super) fn verdicts(&self, coup: &Coup, beyond: usize) -> Option<Verdicts> {
        let b = self.g.banker;
        let bh = coup.log.hands.get(b)?;
        let extra = coup.extra_initial.is_some();
        let b_keep = bh.len().min(coup.b_initial.max(2).saturating_add(beyond));
        let bt = self.banker_total_of(coup, b_keep)?;
        let b_len = if extra { 3 } else { b_keep };
        let mut v = Verdicts::new();
        for &p in &self.g.players {
            let ph = &coup.log.hands[p];
            let keep = ph.len().min(2usize.saturating_add(beyond));
            let pt = ph.total_of(keep)?;
            v.push(self.compare(pt, keep, bt, b_len));
        }
        Some(v)
    }

    /// Compares a player hand with the banker's (totals and numbers of cards).
    pub(super) fn compare(&self, pt: u8, p_len: usize, bt: u8, b_len: usize) -> Verdict {
        if let Some(ne) = &self.pb.natural_eight {
            let beats = |t: u8, len: usize, ot: u8, olen: usize| {
                len == 2
                    && olen >= 3
                    && ((t == 8 && (ot == 8 || ot == 9))
                        || (ne.natural_nine_beats_three_card_nine && t == 9 && ot == 9))
            };
            if beats(pt, p_len, bt, b_len) {
                return Verdict::Player;
            }
            if beats(bt, b_len, pt, p_len) {
                return Verdict::Banker;
            }
        }
        match pt.cmp(&bt) {
            std::cmp::Ordering::Greater => Verdict::Player,
            std::cmp::Ordering::Less => Verdict::Banker,
            std::cmp::Ordering::Equal => Verdict::Tie,
        }
    }
}

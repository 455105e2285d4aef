//! The cards of a round: the first deal, the players' and the dealer's cards after it, `hit`
//! and `stand`, and whose turn it is.

use super::{Ctx, DEALER_DREW, Dealt, Hand, Kind, Phase, Round, parse_hand_name, repeat};
use crate::engine::black_jack::DEALER;
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{CardSeen, Face, show};
use crate::log::event::{Loc, Sp, Word};
use crate::log::suggest;
use crate::t;

impl Ctx<'_> {
    /// A card dealt to `hand` (`deal HAND CARD [FACE]`, the hand's word read as `to`): the
    /// first deal, a player's card, or the dealer's.
    #[allow(clippy::too_many_arguments)]
    pub fn deal(
        &self,
        r: &mut Round,
        at: Loc,
        hand: Word<'_>,
        to: Dealt,
        card: Sp<CardSeen>,
        face: Option<Sp<Face>>,
        out: &mut Vec<Finding>,
    ) {
        debug_assert_eq!(to, Dealt::of(hand.value), "`to` is the hand word read");
        if let Some(f) = face.filter(|f| f.value == Face::Down)
            && !r.once.face_down
        {
            r.once.face_down = true;
            out.push(
                Finding::new(
                    "BJ008",
                    Label::new(f.loc, t!("bj-face-down")),
                    t!("bj-card-face-down", card = show(card.value)),
                )
                .expected(t!("bj-face-up-expected"))
                .found(Text::verbatim("down"))
                .rule(self.g.spec.deal.face_up_rule.clone()),
            );
        }
        if r.phase == Phase::Betting {
            r.open_deal();
        }
        if r.broken {
            return;
        }
        let is_dealer = to == Dealt::Dealer;
        // The hand whose card it is, most likely: the deal's next, or the hand in play.
        let likely = match r.phase {
            Phase::Deal(n) => r.deal_seq.get(n).copied().flatten(),
            _ => r.order.get(r.turn).copied(),
        };
        let h = match to {
            Dealt::Player(bx, sub) => r.hand_numbered(bx, sub, likely),
            Dealt::Dealer | Dealt::Unknown => None,
        };
        if !is_dealer && h.is_none() {
            if let Some(i) = self.late_box(r, hand.value) {
                // The box of a stake already reported late (BJ035): its card is a label there.
                repeat(out, i, hand.loc, t!("bj-card-to-late-box"));
                return;
            }
            self.unknown_hand(r, hand, out);
            return;
        }
        if let Phase::Deal(n) = r.phase {
            let want = r.deal_seq.get(n).copied();
            if want != Some(h) {
                let want_name = match want {
                    Some(Some(w)) => r.hands[w].name(),
                    Some(None) => DEALER.to_owned(),
                    None => "?".to_owned(),
                };
                self.out_of_order(r, hand, &want_name, out);
                return;
            }
            self.add_card(r, h, card, at);
            if let Some(x) = h.map(|h| &r.hands[h])
                && let [a, b] = x.cards.as_slice()
            {
                let bx = x.bx;
                // Read only by the side bet's settlement: kept where the article has one.
                if self.g.spec.side_bet_13.is_some() {
                    r.box_pairs.insert(bx, [a.0, b.0]);
                }
                if let Some(&(_, first)) = r.early_side.iter().find(|e| e.0 == bx)
                    && !r.once.early
                {
                    r.once.early = true;
                    out.push(
                        Finding::new(
                            "BJ030",
                            Label::new(first, t!("bj-settled-too-early")),
                            t!("bj-side-settled-before-cards", bx = bx),
                        )
                        .label(card.loc, t!("bj-box-second-card"))
                        .expected(t!("bj-outcome-first", kind = "menor"))
                        .found(t!("bj-settled-before-dealer-found"))
                        .rule(
                            self.g
                                .spec
                                .side_bet_13
                                .as_ref()
                                .map_or_else(|| self.g.spec.settlement.rule.clone(), |x| x.rule.clone()),
                        ),
                    );
                }
            }
            r.phase = if n + 1 >= r.deal_seq.len() { Phase::Play } else { Phase::Deal(n + 1) };
            return;
        }
        if let Some(x) = h
            && self.no_right(&r.hands[x])
        {
            // A card the hand had no right to neither moves the play nor closes the insurance:
            // it is reported and left out of the hand.
            self.player_card(r, x, card, at, out);
            return;
        }
        r.post_deal_card.get_or_insert(at);
        match h {
            None => self.dealer_card(r, hand, card, at, out),
            Some(h) => {
                if r.phase == Phase::Dealer {
                    // The hand had the right to this card (checked above): the dealer drew
                    // before its play was over.
                    self.dealer_before(r, h, hand, "card", out);
                    return;
                }
                self.moving_to(r, h, hand.loc, out);
                self.player_card(r, h, card, at, out);
            }
        }
    }

    /// A card into hand `h` (`None`: the dealer's) and its points. Inline: nearly every `deal`
    /// line comes here.
    #[inline]
    fn add_card(&self, r: &mut Round, h: Option<usize>, card: Sp<CardSeen>, at: Loc) {
        match h {
            None => {
                r.dealer.push((card.value, at));
                r.dealer_points.add(card.value);
            }
            Some(h) => {
                let hand = &mut r.hands[h];
                hand.cards.push((card.value, at));
                hand.points.add(card.value);
                if hand.cards.len() == 2 {
                    hand.first_two = hand.points;
                }
                if hand.points.bust() && hand.bust.is_none() {
                    hand.bust = Some(at);
                    r.bust_pending = Some(h);
                }
            }
        }
    }

    /// The BJ035 finding when `name` is `mN` and box N has only late stakes. The name is read as
    /// every hand's is ([`parse_hand_name`]): `m03` or `m+3` names no box (they had been read
    /// as box 3 here, and nowhere else).
    fn late_box(&self, r: &Round, name: &str) -> Option<usize> {
        let i = r.late_stake?;
        let (bx, 0) = parse_hand_name(name)? else { return None };
        r.stakes.iter().any(|s| s.kind == Kind::Mano && s.late && s.bx == bx).then_some(i)
    }

    /// BJ007: a hand the round does not have; the cards are judged no further.
    fn unknown_hand(&self, r: &mut Round, hand: Word<'_>, out: &mut Vec<Finding>) {
        let owned: Vec<String> = r.hands.iter().map(Hand::name).collect();
        let mut names: Vec<&str> = owned.iter().map(String::as_str).collect();
        names.push(DEALER);
        out.push(
            Finding::new(
                "BJ007",
                Label::new(hand.loc, t!("bac-no-such-hand")),
                t!(
                    "bj-not-a-hand-of-the-round",
                    hand = hand.value,
                    suggestion = suggest::did_you_mean_text(hand.value, &names)
                ),
            )
            .expected(t!("bj-one-of", names = names.join(", ")))
            .found(Text::verbatim(hand.value))
            .rule(self.g.spec.deal.rule.clone()),
        );
        r.broken = true;
    }

    /// BJ006: a card to another hand than the one whose turn it is; the cards are judged no
    /// further.
    pub(super) fn out_of_order(&self, r: &mut Round, hand: Word<'_>, want: &str, out: &mut Vec<Finding>) {
        self.out_of_turn_as(r, hand, want, "card", out);
    }

    /// BJ006: a card to player's hand `h`, or its decision (`what`: `card`, `decision`), once
    /// the dealer has begun drawing, while the hand's play was not over: the fault is the
    /// dealer's card that came before the players were done, which the finding points at; the
    /// player's line is the evidence, a secondary label. The cards are judged no further.
    pub(super) fn dealer_before(&self, r: &mut Round, h: usize, hand: Word<'_>, what: &str, out: &mut Vec<Finding>) {
        let Some(dealer) = r.dealer_turn.filter(|_| !self.no_right(&r.hands[h])) else {
            return self.out_of_turn_as(r, hand, DEALER, what, out);
        };
        if !Self::first_deal_order_fault(r) {
            return;
        }
        out.push(
            Finding::new(
                "BJ006",
                Label::new(dealer, t!("bj-dealer-drew-early")),
                t!("bj-dealer-before-players", hand = hand.value, what = what),
            )
            .label(hand.loc, if what == "decision" { t!("bj-still-decides") } else { t!("bj-still-draws") })
            .expected(t!("bj-turn-of", hand = hand.value))
            .found(t!("bj-card-to", hand = DEALER))
            .rule(self.g.spec.deal.rule.clone()),
        );
    }

    /// Marks the round's cards as judged no further; `true` the first time in the round, when
    /// its one BJ006 is reported (the faults that follow from the first are not).
    fn first_deal_order_fault(r: &mut Round) -> bool {
        r.broken = true;
        !std::mem::replace(&mut r.once.deal_order, true)
    }

    /// [`Self::out_of_order`] for a card (`what` = `card`) or a decision (`decision`).
    fn out_of_turn_as(&self, r: &mut Round, hand: Word<'_>, want: &str, what: &str, out: &mut Vec<Finding>) {
        if !Self::first_deal_order_fault(r) {
            return;
        }
        out.push(
            Finding::new(
                "BJ006",
                Label::new(hand.loc, t!("bj-out-of-order")),
                t!("bj-card-out-of-order", hand = hand.value, want = want, what = what),
            )
            .expected(if what == "decision" { t!("bj-turn-of", hand = want) } else { t!("bj-card-to", hand = want) })
            .found(if what == "decision" {
                t!("bj-acts", hand = hand.value)
            } else {
                t!("bj-card-to", hand = hand.value)
            })
            .rule(self.g.spec.deal.rule.clone()),
        );
    }

    /// Play reaches hand `h` (a decision or a card for it): a hand the play already left is
    /// out of turn (BJ011); moving on, a busted hand left behind must have been collected
    /// (BJ013).
    #[inline]
    fn moving_to(&self, r: &mut Round, h: usize, at: Loc, out: &mut Vec<Finding>) {
        // The hand in turn, nearly always (a hand is in the order once): play stays where it is.
        if r.order.get(r.turn) == Some(&h) {
            return;
        }
        self.moving_on(r, h, at, out);
    }

    /// [`Self::moving_to`] a hand other than the one in turn.
    fn moving_on(&self, r: &mut Round, h: usize, at: Loc, out: &mut Vec<Finding>) {
        let pos = r.order.iter().position(|&x| x == h).unwrap_or(0);
        if pos < r.turn {
            if !r.once.out_of_turn {
                r.once.out_of_turn = true;
                // Between the hands of one split box: the split hands' own order.
                let same_box = r.order.get(r.turn).is_some_and(|&x| r.hands[x].bx == r.hands[h].bx);
                let order_rule =
                    if same_box { self.g.spec.split.order_rule.clone() } else { self.g.spec.play.order_rule.clone() };
                let left = r.order.get(r.turn).map_or_else(|| "?".to_owned(), |&x| r.hands[x].name());
                out.push(
                    Finding::new(
                        "BJ011",
                        Label::new(at, t!("bj-hand-already-passed")),
                        t!("bj-hand-out-of-turn", hand = r.hands[h].name(), now = left.as_str()),
                    )
                    .expected(t!("bj-turn-of", hand = left.as_str()))
                    .found(t!("bj-turn-of", hand = r.hands[h].name()))
                    .rule(order_rule),
                );
            }
            return;
        }
        if pos > r.turn {
            self.check_bust_collected(r, at);
            r.turn = pos;
        }
    }

    /// BJ013: play moved on at `at` while a busted hand still has stakes on the cloth.
    #[inline]
    pub fn check_bust_collected(&self, r: &mut Round, at: Loc) {
        // Nothing busted since play last moved: the common case, without a call.
        if let Some(b) = r.bust_pending.take() {
            self.bust_collected(r, b, at);
        }
    }

    /// [`Self::check_bust_collected`] for busted hand `b`.
    fn bust_collected(&self, r: &mut Round, b: usize, at: Loc) {
        // Its first stake still on the cloth (none, nearly always: the hand was collected).
        let Some(first) = r.stakes_on(b).find(|&i| r.stakes[i].settled.is_empty()) else { return };
        let hand = &r.hands[b];
        let s = &r.stakes[first];
        let mut f = Finding::new(
            "BJ013",
            Label::new(at, t!("bj-play-moves-on")),
            t!("bj-bust-not-collected", hand = hand.name(), seat = s.seat.as_str(), bet = s.bet_name()),
        )
        // A log line: its amount as the log writes it (`10.00`), not localised.
        .expected(t!(
            "bj-collect-before-next",
            seat = s.seat.as_str(),
            bet = s.bet_name(),
            amount = s.amount.to_string()
        ))
        .found(t!("bj-play-went-on"))
        .rule(self.g.spec.play.bust_rule.clone());
        if let Some(bust) = hand.bust {
            f = f.label(bust, t!("bj-busts-here"));
        }
        r.late_bust.push((first, f));
    }

    /// A player's card after the first deal. A card the hand had no right to (after its
    /// double's card, a split ace's card, a stand or a bust, or at 21: BJ012, BJ009) is
    /// reported once and left out of the hand: «en ningún caso podrá pedir naipes
    /// suplementarios si ha obtenido ya una puntuación de 21 o más» (V2003 L669), «no tendrá
    /// derecho más que a un solo naipe suplementario» (L721), «no se le permitirá pedir más que
    /// un sólo naipe por cada as» (L715). The hand is judged as the law says it is; the card is
    /// counted only in the shoe.
    fn player_card(&self, r: &mut Round, h: usize, card: Sp<CardSeen>, at: Loc, out: &mut Vec<Finding>) {
        r.last_split = None;
        let hand = &r.hands[h];
        let total = hand.points.total();
        let soft21 = self.g.spec.play.hit_on_soft_21 && hand.points.soft();
        let asked = hand.asked;
        let reported = hand.hit_reported;
        let mut refused: Option<Finding> = None;
        let mut left_out = false;
        if hand.cards.len() < 2 {
            // A split hand's second card: given, not asked for.
        } else if hand.over() && !(hand.doubled.is_some() && hand.cards.len() == 2) {
            left_out = true;
            if !reported {
                refused = Some(self.finished(hand, card.loc, show(card.value)));
            }
        } else if hand.doubled.is_some() && hand.cards.len() == 2 {
            // The double's one card.
        } else if total.is_some_and(|t| t >= 21) && !(soft21 && total == Some(21)) {
            left_out = true;
            if !reported {
                refused = Some(self.hit_on_21(hand, card.loc, total.unwrap_or(21), asked));
            }
        } else if !asked {
            let f = Finding::new(
                "BJ010",
                Label::new(card.loc, t!("bj-not-asked")),
                t!("bj-card-not-asked", hand = hand.name(), card = show(card.value)),
            )
            .expected(t!("bj-hit-before-card", hand = hand.name()))
            .found(t!("bj-card-without-hit"))
            .rule(self.g.spec.play.hit_rule.clone());
            match hand.fault {
                Some(i) => repeat(out, i, card.loc, t!("bj-same-again")),
                None => {
                    r.hands[h].fault = Some(out.len());
                    out.push(f);
                }
            }
        }
        let hand = &mut r.hands[h];
        hand.asked = false;
        hand.hit_reported = false;
        if left_out {
            match (refused, hand.fault) {
                (_, Some(i)) => repeat(out, i, card.loc, t!("bj-card-left-out", card = show(card.value))),
                (Some(f), None) => {
                    hand.fault = Some(out.len());
                    out.push(f.label(card.loc, t!("bj-card-left-out", card = show(card.value))));
                }
                (None, None) => {}
            }
            return;
        }
        self.add_card(r, Some(h), card, at);
    }

    /// Hand `x` has no right to another card: it is over (its double's card excepted) or at 21
    /// or more (a soft 21 where the article lets it ask).
    fn no_right(&self, x: &Hand) -> bool {
        if x.cards.len() < 2 || (x.doubled.is_some() && x.cards.len() == 2) {
            return false;
        }
        let total = x.points.total();
        let soft21 = self.g.spec.play.hit_on_soft_21 && x.points.soft() && total == Some(21);
        x.over() || (total.is_some_and(|t| t >= 21) && !soft21)
    }

    /// BJ012 for a card or a decision on a hand that is over.
    fn finished(&self, hand: &Hand, at: Loc, what: String) -> Finding {
        let (why, rule) = if hand.split_ace {
            ("split-ace", self.g.spec.split.aces_rule.clone())
        } else if hand.doubled.is_some() {
            ("doubled", self.g.spec.double.one_card_rule.clone())
        } else if hand.bust.is_some() {
            ("bust", self.g.spec.play.bust_rule.clone())
        } else {
            ("stood", self.g.spec.play.hit_rule.clone())
        };
        Finding::new(
            "BJ012",
            Label::new(at, t!("bj-hand-over")),
            t!("bj-card-to-finished-hand", hand = hand.name(), what = what, why = why),
        )
        .expected(t!("bj-nothing-more-for", hand = hand.name()))
        .found(t!("bj-another-card"))
        .rule(rule)
    }

    /// BJ009 for a card asked for (or given) at 21 or more.
    fn hit_on_21(&self, hand: &Hand, at: Loc, total: u8, asked: bool) -> Finding {
        Finding::new(
            "BJ009",
            Label::new(at, t!("bj-no-card-at-21")),
            t!("bj-hit-on-21", hand = hand.name(), total = total, asked = if asked { "yes" } else { "no" }),
        )
        .expected(t!("bj-stands-at", total = total))
        .found(t!("bj-another-card"))
        .rule(self.g.spec.play.hit_rule.clone())
    }

    /// A dealer's card after the first deal.
    fn dealer_card(&self, r: &mut Round, hand: Word<'_>, card: Sp<CardSeen>, at: Loc, out: &mut Vec<Finding>) {
        r.last_split = None;
        if r.phase == Phase::Play {
            // The players are done: a split hand still waiting for its second card, or a double
            // for its card, is not.
            let waiting = |x: &Hand| x.cards.len() < 2 || (x.doubled.is_some() && x.cards.len() < 3 && !x.over());
            if let Some(&w) = r.order.iter().find(|&&x| waiting(&r.hands[x])) {
                let want = r.hands[w].name();
                self.out_of_order(r, hand, &want, out);
                return;
            }
            self.check_bust_collected(r, hand.loc);
            r.turn = r.order.len();
            r.phase = Phase::Dealer;
            r.dealer_turn = Some(card.loc);
        }
        if self.g.spec.dealer.all_busted_exempt && r.all_busted() {
            // Valencia 2003 lets the dealer stop; drawing is allowed all the same.
        }
        if r.dealer_over(self.g) && !r.once.dealer_drew {
            let f = self.dealer_drew(r, card);
            r.reported.insert(DEALER_DREW, out.len());
            out.push(f);
        }
        if !r.early.is_empty() && !r.once.early {
            // Settled before this card: the dealer's hand was not over.
            r.once.early = true;
            let first = r.early[0];
            out.push(
                Finding::new("BJ030", Label::new(first, t!("bj-settled-too-early")), t!("bj-settled-before-dealer"))
                    .label(card.loc, t!("bj-dealer-still-draws"))
                    .expected(t!("bj-settle-after-dealer"))
                    .found(t!("bj-settled-before-dealer-found"))
                    .rule(self.g.spec.settlement.rule.clone()),
            );
        }
        self.add_card(r, None, card, at);
    }

    /// BJ014: the dealer, his hand over, is dealt `card` (reported once per round).
    fn dealer_drew(&self, r: &mut Round, card: Sp<CardSeen>) -> Finding {
        r.once.dealer_drew = true;
        let total = r.dealer_points.total().unwrap_or(0);
        let soft = if r.dealer_points.soft() { "soft" } else { "hard" };
        Finding::new(
            "BJ014",
            Label::new(card.loc, t!("bj-dealer-card")),
            t!("bj-dealer-drew-on", total = total, soft = soft, card = show(card.value)),
        )
        .expected(t!("bj-dealer-stands-on", total = total))
        .found(t!("bj-dealer-drew"))
        .rule(if r.dealer_points.soft() {
            self.g.spec.dealer.soft_ace_rule.clone()
        } else {
            self.g.spec.dealer.rule.clone()
        })
    }

    /// A dealer's `deal` line repeating the line before it once his hand is over (`prev` the
    /// first): the dealer may draw two equal cards in a row, but not after 17, so this is the
    /// line written twice rather than a card drawn — BJ014 once, with the first line as its
    /// label, and the card counted neither in the hand nor the shoe (so that neither the
    /// settlements against the hand nor the shoe's copies turn on it). `false`: the dealer's
    /// hand was not over, and the card is his next.
    pub fn repeated_dealer_deal(&self, r: &mut Round, prev: Loc, card: Sp<CardSeen>, out: &mut Vec<Finding>) -> bool {
        if r.broken || r.dealer.len() < 2 || !r.dealer_over(self.g) {
            return false;
        }
        // Not under [`DEALER_DREW`]: the copy is not in his hand, so the settlements against it
        // do not follow from it.
        let key = ("BJ014", String::from("twice"));
        if !r.once.dealer_drew {
            let f = self.dealer_drew(r, card).label(prev, t!("bj-same-line-before"));
            r.reported.insert(key, out.len());
            out.push(f);
        } else if let Some(&i) = r.reported.get(&key).or_else(|| r.reported.get(&DEALER_DREW)) {
            repeat(out, i, card.loc, t!("bj-same-again"));
        }
        true
    }

    /// `hit HAND`.
    pub fn hit(&self, r: &mut Round, hand: Word<'_>, out: &mut Vec<Finding>) {
        let Some(h) = self.decision(r, hand, out) else { return };
        r.last_split = None;
        let x = &r.hands[h];
        let total = x.points.total();
        let soft21 = self.g.spec.play.hit_on_soft_21 && x.points.soft() && total == Some(21);
        if x.cards.len() < 2 {
            return;
        }
        let f = if x.over() {
            Some(self.finished(x, hand.loc, "hit".to_owned()))
        } else if total.is_some_and(|t| t >= 21) && !soft21 {
            Some(self.hit_on_21(x, hand.loc, total.unwrap_or(21), true))
        } else {
            None
        };
        if let Some(f) = f {
            match x.fault {
                Some(i) => repeat(out, i, hand.loc, t!("bj-same-again")),
                None => {
                    r.hands[h].fault = Some(out.len());
                    out.push(f);
                }
            }
            r.hands[h].hit_reported = true;
        }
        r.hands[h].asked = true;
    }

    /// `stand HAND`.
    pub fn stand(&self, r: &mut Round, hand: Word<'_>, out: &mut Vec<Finding>) {
        let Some(h) = self.decision(r, hand, out) else { return };
        r.last_split = None;
        r.hands[h].stood = true;
    }

    /// A decision's hand: known, and whose turn it is (or after). `None` when the round's cards
    /// are not judged or the hand is not the round's (BJ007).
    pub(super) fn decision(&self, r: &mut Round, hand: Word<'_>, out: &mut Vec<Finding>) -> Option<usize> {
        if r.broken || r.phase == Phase::Betting {
            return None;
        }
        if hand.value == DEALER {
            // The dealer makes no decisions: he draws by rule. The line is reported; the round
            // goes on.
            let f =
                Finding::new("BJ007", Label::new(hand.loc, t!("bj-dealer-decides-not")), t!("bj-dealer-no-decision"))
                    .expected(t!("bj-a-player-hand"))
                    .found(Text::verbatim(hand.value))
                    .rule(self.g.spec.dealer.rule.clone());
            r.report_once(("BJ007", DEALER.to_owned()), f, out);
            return None;
        }
        let Some(h) = parse_hand_name(hand.value).and_then(|(bx, sub)| r.hand_in_play(bx, sub)) else {
            // A decision on a hand the round does not have: one finding about the line; which
            // hand each card belongs to is still known, so the round is judged on.
            if self.late_box(r, hand.value).is_some() {
                return None;
            }
            let owned: Vec<String> = r.hands.iter().map(Hand::name).collect();
            let mut names: Vec<&str> = owned.iter().map(String::as_str).collect();
            let f = Finding::new(
                "BJ007",
                Label::new(hand.loc, t!("bac-no-such-hand")),
                t!(
                    "bj-not-a-hand-of-the-round",
                    hand = hand.value,
                    suggestion = suggest::did_you_mean_text(hand.value, &names)
                ),
            );
            names.sort_unstable();
            let f = f
                .expected(t!("bj-one-of", names = names.join(", ")))
                .found(Text::verbatim(hand.value))
                .rule(self.g.spec.play.order_rule.clone());
            r.report_once(("BJ007", hand.value.to_owned()), f, out);
            return None;
        };
        if r.phase == Phase::Dealer {
            self.dealer_before(r, h, hand, "decision", out);
            return None;
        }
        if let Phase::Deal(n) = r.phase {
            let want = match r.deal_seq.get(n).copied() {
                Some(Some(w)) => r.hands[w].name(),
                _ => DEALER.to_owned(),
            };
            self.out_of_turn_as(r, hand, &want, "decision", out);
            return None;
        }
        self.moving_to(r, h, hand.loc, out);
        if r.hands[h].cards.len() < 2 {
            // A split hand decides before its second card: that card is missing or late (the
            // deal's order, BJ006); the round's cards are judged no further.
            if Self::first_deal_order_fault(r) {
                out.push(
                    Finding::new(
                        "BJ006",
                        Label::new(hand.loc, t!("bj-out-of-order")),
                        t!("bj-decision-before-card", hand = hand.value),
                    )
                    .expected(t!("bj-card-to", hand = hand.value))
                    .found(t!("bj-a-decision"))
                    .rule(self.g.spec.deal.rule.clone()),
                );
            }
            return None;
        }
        Some(h)
    }

    /// A `deal` line repeating the line before it (same hand, same card): BJ010 once, the card
    /// not counted (see the engine); `prev` is the first line.
    pub fn repeated_deal(&self, r: &mut Round, prev: Loc, hand: Word<'_>, card: Sp<CardSeen>, out: &mut Vec<Finding>) {
        if r.broken {
            return;
        }
        // A card is given on request, one at a time (the dealer's by rule): the hit rule's.
        let rule = self.g.spec.play.hit_rule.clone();
        out.push(
            Finding::new(
                "BJ010",
                Label::new(card.loc, t!("bj-not-asked")),
                t!("bj-card-repeated", hand = hand.value, card = show(card.value)),
            )
            .label(prev, t!("bj-same-line-before"))
            .expected(t!("bj-one-card-per-deal"))
            .found(t!("bj-deal-twice", hand = hand.value, card = show(card.value)))
            .rule(rule),
        );
    }
}

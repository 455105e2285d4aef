//! A Black Jack round's money: the stakes placed and their limits, what each stake is due
//! against the cards (never against what the croupier announced), the settlement lines judged
//! against it, their order right to left, and what is left unsettled when the round ends.

use super::cards::hard_total;
use super::round::{Ctx, DEALER_DREW, Kind, Phase, Round, Seat, Stake, refused_bet_key, stake_ref};
use crate::catalog::black_jack::DealerBlackjackTakes;
use crate::engine::limits::TableLimits;
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{BetRef, Loc, SettleAction, Sp, Word};
use crate::money::Amount;
use crate::t;

/// The settlements a stake is due: one, or two (a dealer Black-Jack's collection and return
/// under `original-stakes-only`); inline, as every settlement line and every stake at the
/// round's end asks for them.
pub type Parts = smallvec::SmallVec<[(SettleAction, Amount); 2]>;

/// One settlement as [`Parts`], built whole: `smallvec!`'s push cost a quarter of [`Ctx::due`],
/// which every settlement line and every stake at the round's end asks for.
fn one(part: (SettleAction, Amount)) -> Parts {
    Parts::from_buf_and_len([part, part], 1)
}

/// What a stake is due.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Due<'g> {
    /// These settlements, in this order, and the rule that says so (borrowed from the
    /// article: cloned only into a finding).
    Parts(Parts, &'g str),
    /// Its outcome is not known yet.
    NotYet,
    /// Its money is not judged (a card not seen, the cards out of order, a late stake, the
    /// progressive's prizes).
    Unjudged,
}

/// How a stake's outcome depends on the dealer, for the order and the early settlements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depends {
    /// On the dealer's final hand: a standing hand's stake.
    DealerFinal,
    /// Not on the dealer's final hand.
    Other,
}

/// The hand a `mano` stake is on (the first of its box and split number; `None` for another
/// kind of stake, or before the deal).
fn hand_of(r: &Round, s: &Stake) -> Option<usize> {
    if s.kind != Kind::Mano {
        return None;
    }
    r.hands.iter().position(|h| h.bx == s.bx && h.sub == s.sub)
}

/// A settlement line as the log writes it (`pay p1 mano 3 20`), for expected and found.
fn settle_line(action: SettleAction, seat: &str, bet: &str, amount: Amount) -> Text {
    Text::log_line(format!("{} {seat} {bet} {amount}", action.as_str()))
}

impl<'g> Ctx<'g> {
    /// What stake `i` is due now.
    pub fn due(&self, r: &Round, i: usize) -> (Due<'g>, Depends) {
        self.due_on(r, i, hand_of(r, &r.stakes[i]))
    }

    /// [`Self::due`], the stake's hand already found ([`hand_of`]): a settlement line asks for
    /// it more than once, and finds it once. Inlined (always): what it returns is large, and
    /// every settlement line asks for it.
    #[inline(always)]
    fn due_on(&self, r: &Round, i: usize, hand: Option<usize>) -> (Due<'g>, Depends) {
        let s = &r.stakes[i];
        let g: &'g super::BlackJackGame = self.g;
        let spec = &g.spec;
        if s.late {
            return (Due::Unjudged, Depends::Other);
        }
        let times = |p: crate::money::Payout| s.amount.mul_ratio(p, spec.payouts.rounding);
        match s.kind {
            Kind::Progresivo => (Due::Unjudged, Depends::Other),
            Kind::Seguro => {
                if r.broken {
                    return (Due::Unjudged, Depends::Other);
                }
                if r.dealer.len() < 2 {
                    return (Due::NotYet, Depends::Other);
                }
                if r.dealer_points.unseen {
                    return (Due::Unjudged, Depends::Other);
                }
                let rule = spec.insurance.payout_rule.as_str();
                let part = if r.dealer_blackjack() {
                    (SettleAction::Pay, times(spec.insurance.payout))
                } else {
                    (SettleAction::Collect, s.amount)
                };
                (Due::Parts(one(part), rule), Depends::Other)
            }
            Kind::Menor | Kind::Mayor => {
                let Some(side) = &spec.side_bet_13 else { return (Due::Unjudged, Depends::Other) };
                if r.broken {
                    return (Due::Unjudged, Depends::Other);
                }
                let Some(pair) = r.box_pairs.get(&s.bx) else { return (Due::NotYet, Depends::Other) };
                let Some(total) = hard_total(pair) else { return (Due::Unjudged, Depends::Other) };
                let wins = match s.kind {
                    Kind::Menor => total < side.total,
                    _ => total > side.total,
                };
                let part =
                    if wins { (SettleAction::Pay, times(side.payout)) } else { (SettleAction::Collect, s.amount) };
                (Due::Parts(one(part), side.rule.as_str()), Depends::Other)
            }
            Kind::Mano => self.hand_due(r, s, hand),
        }
    }

    /// Inlined (always) into [`Self::due_on`], for the same reason.
    #[inline(always)]
    fn hand_due(&self, r: &Round, s: &Stake, hand: Option<usize>) -> (Due<'g>, Depends) {
        let g: &'g super::BlackJackGame = self.g;
        let spec = &g.spec;
        let times = |p: crate::money::Payout| s.amount.mul_ratio(p, spec.payouts.rounding);
        if r.broken {
            return (Due::Unjudged, Depends::Other);
        }
        let Some(h) = hand.and_then(|h| r.hands.get(h)) else {
            return (Due::NotYet, Depends::Other);
        };
        if let (Some(_), Some(em)) = (s.even_money, &spec.even_money) {
            return (Due::Parts(one((SettleAction::Pay, times(em.payout))), em.rule.as_str()), Depends::Other);
        }
        if h.bust.is_some() {
            return (Due::Parts(one((SettleAction::Collect, s.amount)), spec.play.bust_rule.as_str()), Depends::Other);
        }
        if h.cards.len() < 2 || (h.doubled.is_some() && h.cards.len() < 3 && !h.over()) {
            return (Due::NotYet, Depends::DealerFinal);
        }
        let Some(total) = h.total(spec.double.drawn_ace) else { return (Due::Unjudged, Depends::Other) };
        let dealer_known = r.dealer.len() >= 2;
        if dealer_known && r.dealer_points.unseen {
            return (Due::Unjudged, Depends::DealerFinal);
        }
        let dealer_bj = dealer_known && r.dealer_blackjack();
        if h.blackjack() {
            // The dealer's up-card alone can rule out a dealer Black-Jack.
            let up_can_bj = match r.dealer.first() {
                Some((Some(c), _)) => c.rank == crate::log::card::Rank::Ace || c.rank.is_ten_or_court(),
                Some((None, _)) => true,
                None => true,
            };
            if dealer_bj {
                return (
                    Due::Parts(one((SettleAction::Return, s.amount)), spec.payouts.push_rule.as_str()),
                    Depends::DealerFinal,
                );
            }
            if dealer_known || !up_can_bj {
                return (
                    Due::Parts(
                        one((SettleAction::Pay, times(spec.payouts.blackjack))),
                        spec.payouts.blackjack_rule.as_str(),
                    ),
                    Depends::Other,
                );
            }
            return (Due::NotYet, Depends::DealerFinal);
        }
        if dealer_bj {
            let parts = match spec.payouts.dealer_blackjack_takes {
                DealerBlackjackTakes::AllStakes => one((SettleAction::Collect, s.amount)),
                DealerBlackjackTakes::OriginalStakesOnly => {
                    let added = s.amount.saturating_sub(s.original);
                    let mut v = Parts::new();
                    if s.original > Amount(0) {
                        v.push((SettleAction::Collect, s.original));
                    }
                    if added > Amount(0) {
                        v.push((SettleAction::Return, added));
                    }
                    v
                }
            };
            return (Due::Parts(parts, spec.payouts.blackjack_rule.as_str()), Depends::DealerFinal);
        }
        if !r.dealer_over(self.g) {
            return (Due::NotYet, Depends::DealerFinal);
        }
        let rule = if h.from_split && h.points.two_card_21() {
            spec.split.twenty_one_rule.as_str()
        } else {
            spec.payouts.rule.as_str()
        };
        let dealer = r.dealer_points.total().unwrap_or(0);
        let rule = if r.dealer_points.bust() { spec.payouts.dealer_bust_rule.as_str() } else { rule };
        let part = if r.dealer_points.bust() || total > dealer {
            (SettleAction::Pay, times(spec.payouts.win))
        } else if total < dealer {
            (SettleAction::Collect, s.amount)
        } else {
            return (
                Due::Parts(one((SettleAction::Return, s.amount)), spec.payouts.push_rule.as_str()),
                Depends::DealerFinal,
            );
        };
        (Due::Parts(one(part), rule), Depends::DealerFinal)
    }

    /// `bet SEAT BET AMOUNT`.
    #[allow(clippy::too_many_arguments)]
    pub fn bet(
        &self,
        r: &mut Round,
        at: Loc,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        boxes: u8,
        out: &mut Vec<Finding>,
    ) {
        let (kind, bx, sub) = match stake_ref(self.g, bet, false) {
            Ok(x) => x,
            Err(f) => {
                r.reported.entry(refused_bet_key(seat.value, bet)).or_insert(out.len());
                return out.push(*f);
            }
        };
        let rules = &self.g.spec;
        if kind == Kind::Mano && sub != 0 {
            r.reported.entry(refused_bet_key(seat.value, bet)).or_insert(out.len());
            return out.push(
                Finding::new(
                    "BJ036",
                    Label::new(bet.loc, t!("bj-no-split-bet")),
                    t!("bj-bet-on-split-hand", bx = bx, sub = sub),
                )
                .expected(Text::log_line(format!("bet {} mano {} {}", seat.value, bx, amount.value)))
                .found(Text::verbatim(format!("mano {bx}-{sub}")))
                .rule(rules.limits.min_rule.clone()),
            );
        }
        let mut late = false;
        if bx > u16::from(boxes) {
            out.push(
                Finding::new(
                    "BJ034",
                    Label::new(bet.target.map_or(bet.loc, |t| t.loc), t!("bj-no-such-box")),
                    t!("bj-box-not-on-table", bx = bx, boxes = boxes),
                )
                .expected(t!("bj-boxes-from-1", boxes = boxes))
                .found(Text::verbatim(bx.to_string()))
                .rule(rules.boxes.rule.clone()),
            );
            late = true;
        } else if r.phase != Phase::Betting {
            // «deben realizarse … antes de distribuir las cartas» (V2003 L781; S1979 §V.2): the
            // article has no «no va más» for Black Jack, so a stake is late from the first card.
            let (since, what) = match r.first_card {
                Some(c) => (c, "card"),
                None => (r.nomore.unwrap_or(r.start), "nomore"),
            };
            r.late_stake.get_or_insert(out.len());
            out.push(
                Finding::new("BJ035", Label::new(at, t!("bj-late-stake")), t!("bj-bet-after-cards", what = what))
                    .label(since, t!("bj-betting-closed-here"))
                    .expected(t!("bj-bets-before-cards"))
                    .found(Text::log_line(format!("bet {} {}", seat.value, amount.value)))
                    .rule(rules.limits.min_rule.clone()),
            );
            late = true;
        }
        let key = Seat::key_of(seat.value);
        if !late && let Some(i) = r.stake_by_key(key, seat.value, kind, bx, 0).filter(|&i| !r.stakes[i].late) {
            let s = &mut r.stakes[i];
            s.amount = s.amount.saturating_add(amount.value);
            s.original = s.original.saturating_add(amount.value);
            return;
        }
        let seat = Seat::with_key(key, seat.value);
        let settled = r.recycled_settled();
        r.push_stake(Stake {
            seat,
            kind,
            bx,
            sub: 0,
            amount: amount.value,
            original: amount.value,
            at,
            late,
            even_money: None,
            settled,
            early: false,
            refused: None,
            disputed: None,
        });
    }

    /// When betting closes (`nomore` or the first card): minimum, maximum, bets per box and the
    /// progressive's maximum.
    /// BJ040: a «menor o mayor de 13» on a box without a hand (no `mano` stake placed before
    /// the cards; `has_hand` says which boxes have one): the bet is on «sus dos primeros
    /// naipes», and that box is dealt none. The stake is judged no further; its settlements are
    /// labels on the finding.
    fn side_bets_without_hand(&self, r: &mut Round, has_hand: impl Fn(u16) -> bool, out: &mut Vec<Finding>) {
        let Some(side) = &self.g.spec.side_bet_13 else { return };
        for i in 0..r.stakes.len() {
            let s = &r.stakes[i];
            if !matches!(s.kind, Kind::Menor | Kind::Mayor) || s.late || has_hand(s.bx) {
                continue;
            }
            r.stakes[i].refused = Some(out.len());
            let s = &r.stakes[i];
            out.push(
                Finding::new(
                    "BJ040",
                    Label::new(s.at, t!("bj-side-no-hand")),
                    t!("bj-side-without-hand", bet = s.bet_name(), bx = s.bx),
                )
                .expected(t!("bj-side-hand-expected", bx = s.bx))
                .found(t!("bj-side-hand-found", bx = s.bx))
                .rule(side.rule.clone()),
            );
        }
    }

    pub fn check_limits(&self, r: &mut Round, limits: &TableLimits, out: &mut Vec<Finding>) {
        if r.limits_checked {
            return;
        }
        r.limits_checked = true;
        let spec = &self.g.spec;
        let per_box = self.g.per_box_maximum();
        for s in r.stakes.iter().filter(|s| !s.late) {
            match s.kind {
                Kind::Mano | Kind::Menor | Kind::Mayor => {
                    let below = s.amount < limits.min;
                    if !below && !(s.amount > limits.max && (!per_box || s.kind != Kind::Mano)) {
                        // Within the limits: nearly every stake (the rules below are looked up
                        // only for a finding).
                        continue;
                    }
                    let (min_rule, max_rule) = match (s.kind, &spec.side_bet_13) {
                        (Kind::Menor | Kind::Mayor, Some(side)) => (&side.limits_rule, &side.limits_rule),
                        _ => (&spec.limits.min_rule, &spec.limits.max_rule),
                    };
                    if below {
                        out.push(
                            Finding::new(
                                "BJ031",
                                Label::new(s.at, t!("bac-below-minimum")),
                                t!("bj-below-minimum", bet = s.bet_name(), amount = s.amount, min = limits.min),
                            )
                            .expected(t!("bj-at-least", min = limits.min))
                            .found(s.amount)
                            .rule(min_rule.clone()),
                        );
                    } else if (!per_box || s.kind != Kind::Mano) && s.amount > limits.max {
                        out.push(self.over_max(s.at, &s.bet_name(), s.amount, limits.max).rule(max_rule.clone()));
                    }
                }
                Kind::Progresivo => {
                    if let Some(p) = &spec.progressive {
                        let max = limits.min.mul_ratio(p.max_fraction_of_minimum, crate::money::Rounding::Down);
                        if s.amount > max {
                            out.push(
                                Finding::new(
                                    "BJ037",
                                    Label::new(s.at, t!("bj-over-half")),
                                    t!("bj-progressive-over", amount = s.amount, max = max, min = limits.min),
                                )
                                .expected(t!("bj-at-most", max = max))
                                .found(s.amount)
                                .rule(p.rule.clone()),
                            );
                        }
                    }
                }
                Kind::Seguro => {}
            }
        }
        let counts_bets = spec.boxes.max_bets.is_some() && spec.boxes.max_bets_rule.is_some();
        if spec.side_bet_13.is_none() && !per_box && !counts_bets {
            // Nothing below is asked of this article's boxes: they need not be worked out
            // (every round passes here).
            return;
        }
        // Nearly every round: no maximum on a box's total, and no box with more bets than it
        // takes. The boxes are then needed only as a set (which side bets have a hand), read
        // off one walk of the stakes; walking the stakes again box by box, for findings there
        // are none of, cost Valencia's article (which counts a box's bets) a seventh of its
        // check.
        if !per_box
            && let Some((bits, most)) = r.box_tally()
            && spec.boxes.max_bets.is_none_or(|m| !counts_bets || most <= m)
        {
            self.side_bets_without_hand(r, |bx| bx < 64 && bits & (1u64 << bx) != 0, out);
            return;
        }
        let boxes = r.boxes();
        self.side_bets_without_hand(r, |bx| boxes.binary_search(&bx).is_ok(), out);
        for bx in boxes {
            // Walked, not collected: every box of every round passes here.
            let on_box = || r.stakes.iter().filter(|s| s.kind == Kind::Mano && !s.late && s.bx == bx);
            if per_box {
                let total = on_box().fold(Amount(0), |a, s| a.saturating_add(s.amount));
                if total > limits.max
                    && let Some(last) = on_box().next_back()
                {
                    out.push(self.over_max(last.at, &format!("mano {bx}"), total, limits.max));
                }
            }
            if let (Some(max), Some(rule)) = (spec.boxes.max_bets, &spec.boxes.max_bets_rule)
                && let Some(extra) = on_box().nth(usize::from(max))
                && let Some(first) = on_box().next()
            {
                let count = on_box().count();
                out.push(
                    Finding::new(
                        "BJ033",
                        Label::new(extra.at, t!("bj-one-bet-too-many")),
                        t!("bj-too-many-bets", bx = bx, count = count, max = max),
                    )
                    .label(first.at, t!("bj-first-bet-on-box"))
                    .expected(t!("bj-at-most-bets", max = max))
                    .found(t!("bj-bets-count", count = count))
                    .rule(rule.clone()),
                );
            }
        }
    }

    fn over_max(&self, at: Loc, bet: &str, amount: Amount, max: Amount) -> Finding {
        Finding::new(
            "BJ032",
            Label::new(at, t!("bj-above-max")),
            t!("bj-above-maximum", bet = bet, amount = amount, max = max),
        )
        .expected(t!("bj-at-most", max = max))
        .found(amount)
        .rule(self.g.spec.limits.max_rule.clone())
    }

    /// `collect|pay|return SEAT BET AMOUNT`.
    #[allow(clippy::too_many_arguments)]
    pub fn settle(
        &self,
        r: &mut Round,
        at: Loc,
        action: Sp<SettleAction>,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let spec = &self.g.spec;
        let (kind, bx, sub) = match stake_ref(self.g, bet, true) {
            Ok(x) => x,
            Err(f) => {
                if self.settles_refused_bet(r, at, seat, bet, out) {
                    return;
                }
                return out.push(f.rule(spec.settlement.croupier_rule.clone()));
            }
        };
        let Some(i) = r.stake_by_key(Seat::key_of(seat.value), seat.value, kind, bx, sub) else {
            if self.settles_refused_bet(r, at, seat, bet, out) {
                return;
            }
            // Taken as placed from here on: a second line about it is not a finding again.
            r.phantom(seat.value, kind, bx, sub, amount.value, at);
            if r.broken {
                // The round's cards went wrong (BJ006, BJ007: often a `bet` line left out, its
                // box then unknown), and its splits and insurances were not followed: which
                // stakes it had is not known.
                return;
            }
            let name = if sub > 0 { format!("{} {bx}-{sub}", kind.word()) } else { format!("{} {bx}", kind.word()) };
            return out.push(
                Finding::new(
                    "BJ028",
                    Label::new(bet.loc, t!("bj-no-such-stake")),
                    t!("bj-settles-no-stake", seat = seat.value, bet = name.as_str()),
                )
                .expected(t!("bj-a-stake-of-the-round"))
                .found(Text::verbatim(format!("{} {} {}", action.value.as_str(), seat.value, name)))
                .rule(spec.settlement.croupier_rule.clone()),
            );
        };
        if let Some(f) = r.stakes[i].refused {
            // The consequence of a refused insurance or even money, or a settlement after one
            // reported wrong: a label on that finding.
            let label =
                if r.stakes[i].settled.is_empty() { t!("bj-settles-refused") } else { t!("bj-settled-again-here") };
            super::round::repeat(out, f, at, label);
            r.stakes[i].settled.push((action.value, amount.value, at));
            return;
        }
        // Collected late after a bust: the finding held since play moved on (BJ013).
        while let Some(k) = r.late_bust.iter().position(|(x, _)| *x == i) {
            out.push(r.late_bust.remove(k).1);
        }
        let hand = hand_of(r, &r.stakes[i]);
        let (due, depends) = self.due_on(r, i, hand);
        let s = &r.stakes[i];
        if s.early {
            r.stakes[i].settled.push((action.value, amount.value, at));
            return;
        }
        // A card the hand had no right to (BJ009, BJ012) is left out of it: a settlement that
        // does not fit the hand without it follows that card, the same fault (a croupier
        // reading `play.hit_on_soft_21` otherwise settles the hand with it).
        let left_out = hand
            .and_then(|h| r.hands.get(h))
            .and_then(|h| h.fault)
            .filter(|&f| out.get(f).is_some_and(|f| matches!(f.code, "BJ009" | "BJ012")));
        match (due, left_out) {
            (Due::Unjudged, _) => {}
            (Due::NotYet, Some(f)) if action.value == SettleAction::Collect => {
                // Collected before the hand's outcome, right after a card it had no right to:
                // the croupier took the hand as over 21 with that card. The collection is that
                // card's consequence, a label on its finding (as it is when it comes after the
                // dealer's draw), not a settlement too early (BJ030) of its own; the stake is
                // judged no further.
                super::round::repeat(out, f, at, t!("bj-settled-on-left-out-card"));
                r.stakes[i].refused = Some(f);
            }
            (Due::NotYet, _) => {
                if (depends == Depends::DealerFinal || kind == Kind::Seguro) && r.phase != Phase::Betting {
                    // Judged when the dealer draws again (BJ030) or the round ends (BJ015).
                    r.early.push(at);
                } else if matches!(kind, Kind::Menor | Kind::Mayor) && r.phase != Phase::Betting {
                    // Judged when the box's second card comes (BJ030).
                    r.early_side.push((bx, at));
                } else {
                    let rule = match kind {
                        Kind::Seguro => spec.insurance.payout_rule.clone(),
                        Kind::Menor | Kind::Mayor => {
                            spec.side_bet_13.as_ref().map_or_else(|| spec.settlement.rule.clone(), |x| x.rule.clone())
                        }
                        _ => spec.settlement.rule.clone(),
                    };
                    out.push(
                        Finding::new(
                            "BJ030",
                            Label::new(at, t!("bj-settled-too-early")),
                            t!("bj-settled-before-outcome", bet = s.bet_name(), kind = kind.word()),
                        )
                        .expected(t!("bj-outcome-first", kind = kind.word()))
                        .found(Text::verbatim(format!("{} {} {}", action.value.as_str(), seat.value, s.bet_name())))
                        .rule(rule),
                    );
                }
                r.stakes[i].early = true;
            }
            (Due::Parts(parts, rule), _) => {
                // A settlement reported wrong (BJ023, BJ024): the stake is judged no further, its
                // other settlement lines are labels on that finding and a part of it never
                // settled is no finding of its own — a croupier following another reading of
                // the text (`payouts.dealer_blackjack_takes`) settles a stake in other parts
                // than the catalogue's, one fault.
                let mut wrong = None;
                let done = s.settled.len();
                let remaining = parts.get(done..).unwrap_or(&[]);
                if let Some(f) = left_out
                    && !remaining.is_empty()
                    && !remaining.iter().any(|p| p.0 == action.value && p.1 == amount.value)
                {
                    super::round::repeat(out, f, at, t!("bj-settled-on-left-out-card"));
                    wrong = Some(f);
                } else if remaining.is_empty() {
                    let first = s.settled.first().map_or(s.at, |x| x.2);
                    out.push(
                        Finding::new(
                            "BJ027",
                            Label::new(at, t!("bj-settled-again-here")),
                            t!("bj-settled-twice", seat = seat.value, bet = s.bet_name()),
                        )
                        .label(first, t!("bj-first-settlement"))
                        .expected(t!("bj-settled-once"))
                        .found(t!("bj-settled-again"))
                        .rule(spec.settlement.croupier_rule.clone()),
                    );
                } else if let Some(&(want_action, want)) = remaining.iter().find(|p| p.0 == action.value) {
                    if want != amount.value
                        && let Some(d) = s.disputed
                    {
                        // The stake's amount was already in dispute (BJ017, BJ019): the same fault.
                        super::round::repeat(out, d, amount.loc, t!("bj-same-again"));
                    } else if want != amount.value {
                        wrong = Some(out.len());
                        out.push(
                            Finding::new(
                                "BJ023",
                                Label::new(amount.loc, t!("bac-wrong-amount")),
                                t!(
                                    "bj-wrong-amount",
                                    action = action.value.as_str(),
                                    bet = s.bet_name(),
                                    amount = amount.value,
                                    want = want
                                ),
                            )
                            .expected(settle_line(want_action, seat.value, &s.bet_name(), want))
                            .found(settle_line(action.value, seat.value, &s.bet_name(), amount.value))
                            .rule(rule),
                        );
                    }
                } else {
                    let (want_action, want) = remaining[0];
                    let f = Finding::new(
                        "BJ024",
                        Label::new(action.loc, t!("bj-wrong-way-here")),
                        t!(
                            "bj-wrong-way",
                            action = action.value.as_str(),
                            bet = s.bet_name(),
                            want = want_action.as_str()
                        ),
                    )
                    .expected(settle_line(want_action, seat.value, &s.bet_name(), want))
                    .found(settle_line(action.value, seat.value, &s.bet_name(), amount.value))
                    .rule(rule);
                    // One cause, one finding: the stakes judged against the dealer's final hand
                    // all follow from it (a dealer's card left out turns every settlement), and
                    // a hand's stakes from its cards; the others are labels on the first.
                    let key = if depends == Depends::DealerFinal {
                        String::from("dealer")
                    } else {
                        format!("{}-{}", r.stakes[i].bx, r.stakes[i].sub)
                    };
                    wrong = Some(match r.reported.get(&DEALER_DREW) {
                        // The dealer drew with his hand over (BJ014), the card in his hand: which
                        // total the croupier settled against turns on that card, the same fault.
                        Some(&d) if depends == Depends::DealerFinal => {
                            super::round::repeat(out, d, action.loc, t!("bj-settled-on-that-card"));
                            d
                        }
                        _ => r.report_once(("BJ024", key), f, out),
                    });
                }
                // A Black-Jack settled once the dealer's hand is over takes its place in the
                // order like any hand («de derecha a izquierda», V2003 L673); even money and a
                // Black-Jack paid before the dealer's second card are not part of it.
                // Asked only of a stake not already judged against the dealer's final hand.
                let final_blackjack = || {
                    r.dealer.len() >= 2
                        && r.stakes[i].even_money.is_none()
                        && hand.and_then(|h| r.hands.get(h)).is_some_and(|h| h.blackjack())
                };
                if let Some(h) = hand
                    && (depends == Depends::DealerFinal || final_blackjack())
                    && r.dealer_over(self.g)
                {
                    self.in_order(r, h, at, out);
                }
                if wrong.is_some() {
                    r.stakes[i].refused = wrong;
                }
            }
        }
        r.stakes[i].settled.push((action.value, amount.value, at));
    }

    /// The settlement of a stake line already refused as not a bet of this game (BJ036): a
    /// label on that finding; `false` when no such stake line was refused this round.
    fn settles_refused_bet(&self, r: &Round, at: Loc, seat: Word<'_>, bet: &BetRef<'_>, out: &mut [Finding]) -> bool {
        match r.reported.get(&refused_bet_key(seat.value, bet)) {
            Some(&f) => {
                super::round::repeat(out, f, at, t!("bj-settles-refused"));
                true
            }
            None => false,
        }
    }

    /// BJ029: the final settlements go from the dealer's right (the last hand played) to his
    /// left.
    /// `h`: the settled stake's hand. Inlined, the finding apart: most settlement lines come
    /// here.
    #[inline]
    fn in_order(&self, r: &mut Round, h: usize, at: Loc, out: &mut Vec<Finding>) {
        let Some(pos) = r.order.iter().position(|&o| o == h) else { return };
        let rank = r.order.len() - 1 - pos;
        if let Some((_, earlier, _)) = r.pay_order.pay(rank, at, at)
            && !r.once.settle_order
        {
            self.settled_out_of_order(r, h, at, earlier, out);
        }
    }

    /// [`Self::in_order`]'s finding (BJ029), once a round.
    #[cold]
    #[inline(never)]
    fn settled_out_of_order(&self, r: &mut Round, h: usize, at: Loc, earlier: Loc, out: &mut Vec<Finding>) {
        r.once.settle_order = true;
        out.push(
            Finding::new(
                "BJ029",
                Label::new(at, t!("bj-settled-late")),
                t!("bj-right-to-left", hand = r.hands[h].name()),
            )
            .label(earlier, t!("bj-settled-before-it"))
            .expected(t!("bj-right-to-left-expected"))
            .found(t!("bj-left-before-right"))
            .rule(self.g.spec.settlement.rule.clone()),
        );
    }

    /// The round is over: the dealer's hand, and what was never settled.
    pub fn end_round(&self, r: &mut Round, out: &mut Vec<Finding>) {
        if r.phase == Phase::Betting || r.broken {
            return;
        }
        let spec = &self.g.spec;
        // The dealer draws to 17 whenever hands were dealt («Cuando los jugadores hayan hecho su
        // juego, el crupier se dará a sí mismo una o varias cartas»), unless the article exempts
        // him when every hand busted (Valencia 2003).
        let exempt = spec.dealer.all_busted_exempt && r.all_busted();
        let short = matches!(r.phase, Phase::Play | Phase::Dealer)
            && !r.hands.is_empty()
            && !r.dealer.is_empty()
            && !r.dealer_points.unseen
            && !r.dealer_over(self.g)
            && !r.dealer_blackjack()
            && !exempt;
        if short {
            let total = r.dealer_points.total().unwrap_or(0);
            let last = r.dealer.last().map_or(r.start, |c| c.1);
            let mut f = Finding::new(
                "BJ015",
                Label::new(last, t!("bj-dealer-stops-here")),
                t!(
                    "bj-dealer-stood-below",
                    total = total,
                    stands = spec.dealer.stands_on,
                    soft17 =
                        if spec.dealer.hit_soft_17 && r.dealer_points.soft() && total == 17 { "yes" } else { "no" }
                ),
            )
            .expected(t!("bj-dealer-draws-to", stands = spec.dealer.stands_on))
            .found(t!("bj-dealer-stops-at", total = total))
            .rule(spec.dealer.rule.clone());
            if let Some(&first) = r.early.first() {
                f = f.label(first, t!("bj-settled-at-that-total"));
            }
            out.push(f);
        } else if !r.early.is_empty() && !r.once.early && !r.dealer_over(self.g) {
            // Settled before the dealer's hand was over, and no dealer card came after.
        }
        // A stake is due at most two settlements (a dealer's Black-Jack under
        // `original-stakes-only`), else one: a stake settled that many times has none left to
        // report, and what it is due need not be worked out again (most stakes are settled
        // before the round ends).
        let most_parts = match spec.payouts.dealer_blackjack_takes {
            DealerBlackjackTakes::AllStakes => 1,
            DealerBlackjackTakes::OriginalStakesOnly => 2,
        };
        for i in 0..r.stakes.len() {
            let s = &r.stakes[i];
            if s.late || s.early || s.refused.is_some() || s.settled.len() >= most_parts {
                continue;
            }
            let (due, depends) = self.due(r, i);
            if short && depends == Depends::DealerFinal {
                continue;
            }
            let Due::Parts(parts, _) = due else { continue };
            let Some(&(action, amount)) = parts.get(s.settled.len()..).and_then(|p| p.first()) else { continue };
            let (code, label, message) = match action {
                SettleAction::Collect => ("BJ026", t!("bac-never-collected"), "bj-never-collected"),
                _ => ("BJ025", t!("bac-never-paid"), "bj-never-paid"),
            };
            out.push(
                Finding::new(
                    code,
                    Label::new(s.at, label),
                    Text::new(message).arg("seat", s.seat.as_str()).arg("bet", s.bet_name()),
                )
                .expected(Text::log_line(format!("{} {} {} {}", action.as_str(), s.seat, s.bet_name(), amount)))
                .found(t!("bj-no-settlement"))
                .rule(spec.settlement.croupier_rule.clone()),
            );
        }
    }
}

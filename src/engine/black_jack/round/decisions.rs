//! The players' money decisions: double, split, insurance and even money.

use super::{Ctx, Hand, Kind, MAX_HANDS, Phase, Round, Stake, bet_text, cards_text, list, repeat, stake_ref};
use crate::catalog::black_jack::PairsCount;
use crate::engine::black_jack::DEALER;
use crate::engine::black_jack::cards::{Points, value};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::Rank;
use crate::log::event::{BetRef, Loc, Sp, Word};
use crate::money::Amount;
use crate::t;

impl Ctx<'_> {
    /// `double HAND SEAT AMOUNT`.
    pub fn double(
        &self,
        r: &mut Round,
        at: Loc,
        hand: Word<'_>,
        seat: Word<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let Some(h) = self.decision(r, hand, out) else { return };
        r.last_split = None;
        let x = &r.hands[h];
        if x.doubled.is_none() {
            if let Some(why) = self.double_refused(x) {
                out.push(
                    Finding::new(
                        "BJ016",
                        Label::new(hand.loc, t!("bj-no-double-here")),
                        t!("bj-double-not-allowed", hand = x.name(), why = why),
                    )
                    .expected(t!(
                        "bj-double-allowed",
                        totals = list(&self.g.spec.double.totals),
                        aces = list(&self.g.spec.double.ace_with),
                        has_aces = if self.g.spec.double.ace_with.is_empty() { "no" } else { "yes" }
                    ))
                    .found(t!("bj-hand-cards", cards = cards_text(x)))
                    .rule(if matches!(why, "split-aces" | "after-split") {
                        self.g.spec.double.after_split_rule.clone()
                    } else {
                        self.g.spec.double.rule.clone()
                    }),
                );
            }
            r.hands[h].doubled = Some(at);
        }
        let (bx, sub) = (r.hands[h].bx, r.hands[h].sub);
        // The hand's first `double` line is the decision; the others follow it.
        let decides = r.hands[h].doubled == Some(at);
        self.check_control(r, h, hand.value, seat, "double", decides, out);
        match r.stake(seat.value, Kind::Mano, bx, sub) {
            None => {
                let f = self.no_stake("BJ017", seat, &r.hands[h].name(), self.g.spec.double.rule.clone());
                r.report_once(("BJ017", seat.value.to_owned()), f, out);
                r.phantom(seat.value, Kind::Mano, bx, sub, amount.value, at);
            }
            Some(i) => {
                let s = &mut r.stakes[i];
                let want = s.amount;
                if amount.value != want && !s.late {
                    if let Some(d) = s.disputed {
                        repeat(out, d, amount.loc, t!("bj-same-again"));
                    } else {
                        s.disputed = Some(out.len());
                        out.push(
                            Finding::new(
                                "BJ017",
                                Label::new(amount.loc, t!("bj-not-the-stake")),
                                t!("bj-double-amount", seat = seat.value, amount = amount.value, stake = want),
                            )
                            .label(s.at, t!("bj-stake-placed"))
                            .expected(Text::log_line(format!("double {} {} {}", hand.value, seat.value, want)))
                            .found(Text::log_line(format!("double {} {} {}", hand.value, seat.value, amount.value)))
                            .rule(self.g.spec.double.rule.clone()),
                        );
                    }
                }
                s.amount = s.amount.saturating_add(amount.value);
            }
        }
    }

    /// Why hand `x` may not double, as a selector of `bj-double-not-allowed`; `None`: it may.
    fn double_refused(&self, x: &Hand) -> Option<&'static str> {
        let d = &self.g.spec.double;
        if x.cards.len() != 2 {
            return Some("cards");
        }
        if x.split_ace && !d.on_split_aces {
            return Some("split-aces");
        }
        if x.from_split && !d.after_split {
            return Some("after-split");
        }
        // Its two cards' hard total (none when a card was unseen) and aces, read in place.
        let mut hard: u8 = 0;
        let mut aces = 0;
        for &(c, _) in &x.cards {
            let c = c?;
            hard = hard.saturating_add(value(c.rank));
            aces += usize::from(c.rank == Rank::Ace);
        }
        let ok = match aces {
            0 => d.totals.contains(&hard),
            1 => d.ace_with.contains(&(hard - 1)),
            _ => false,
        };
        if ok { None } else { Some("total") }
    }

    /// BJ017/BJ019: a seat without a stake on the hand doubles or splits.
    fn no_stake(&self, code: &'static str, seat: Word<'_>, hand: &str, rule: String) -> Finding {
        Finding::new(
            code,
            Label::new(seat.loc, t!("bj-no-stake-here")),
            t!("bj-seat-has-no-stake", seat = seat.value, hand = hand),
        )
        .expected(t!("bj-a-bettor-of", hand = hand))
        .found(Text::verbatim(seat.value))
        .rule(rule)
    }

    /// `split HAND SEAT AMOUNT`.
    pub fn split(
        &self,
        r: &mut Round,
        at: Loc,
        hand: Word<'_>,
        seat: Word<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        if r.broken || r.phase == Phase::Betting {
            return;
        }
        if r.hands.len() >= MAX_HANDS {
            r.broken = true;
            return;
        }
        // Another bettor of the box following the split just made.
        let follow = r.last_split.as_ref().filter(|(name, _, _)| name == hand.value).map(|&(_, a, b)| (a, b));
        let (first, new) = match follow {
            Some(pair) => {
                self.check_control(r, pair.0, hand.value, seat, "split", false, out);
                pair
            }
            None => {
                let Some(h) = self.decision(r, hand, out) else { return };
                let x = &r.hands[h];
                if let Some(why) = self.split_refused(r, x) {
                    out.push(
                        Finding::new(
                            "BJ018",
                            Label::new(hand.loc, t!("bj-no-split-here")),
                            t!(
                                "bj-split-not-allowed",
                                hand = x.name(),
                                why = why,
                                max = self.g.spec.split.max_pairs.unwrap_or(0)
                            ),
                        )
                        .expected(t!("bj-split-allowed"))
                        .found(t!("bj-hand-cards", cards = cards_text(x)))
                        .rule(if why == "limit" {
                            self.g.spec.split.max_rule.clone().unwrap_or_else(|| self.g.spec.split.rule.clone())
                        } else {
                            self.g.spec.split.rule.clone()
                        }),
                    );
                }
                if x.cards.len() != 2 {
                    // Nothing to split: the line's stake is judged no further.
                    return;
                }
                self.check_control(r, h, hand.value, seat, "split", true, out);
                (h, self.make_split(r, h, at))
            }
        };
        let (bx, old_sub, new_sub) = (r.hands[first].bx, r.hands[first].sub, r.hands[new].sub);
        match r.stake(seat.value, Kind::Mano, bx, old_sub) {
            None => {
                let f = self.no_stake("BJ019", seat, hand.value, self.g.spec.split.rule.clone());
                r.report_once(("BJ019", seat.value.to_owned()), f, out);
                r.phantom(seat.value, Kind::Mano, bx, old_sub, amount.value, at);
                r.phantom(seat.value, Kind::Mano, bx, new_sub, amount.value, at);
            }
            Some(i) => {
                let s = &r.stakes[i];
                // The stake on the hand split, before any of this split's additions.
                let want = s.amount;
                let (late, placed_at) = (s.late, s.at);
                let mut disputed = s.disputed;
                if amount.value != want && !late {
                    if let Some(d) = disputed {
                        repeat(out, d, amount.loc, t!("bj-same-again"));
                    } else {
                        disputed = Some(out.len());
                        r.stakes[i].disputed = disputed;
                        out.push(
                            Finding::new(
                                "BJ019",
                                Label::new(amount.loc, t!("bj-not-the-stake")),
                                t!("bj-split-amount", seat = seat.value, amount = amount.value, stake = want),
                            )
                            .label(placed_at, t!("bj-stake-placed"))
                            .expected(Text::log_line(format!("split {} {} {}", hand.value, seat.value, want)))
                            .found(Text::log_line(format!("split {} {} {}", hand.value, seat.value, amount.value)))
                            .rule(self.g.spec.split.rule.clone()),
                        );
                    }
                }
                let (seat, settled) = (r.stakes[i].seat.clone(), r.recycled_settled());
                r.push_stake(Stake {
                    seat,
                    kind: Kind::Mano,
                    bx,
                    sub: new_sub,
                    amount: amount.value,
                    original: Amount(0),
                    at,
                    late,
                    even_money: None,
                    settled,
                    early: false,
                    refused: None,
                    disputed,
                });
            }
        }
        let name = r.recycled(hand.value);
        r.last_split = Some((name, first, new));
    }

    /// Why hand `x` may not split (a selector of `bj-split-not-allowed`); `None`: it may.
    fn split_refused(&self, r: &Round, x: &Hand) -> Option<&'static str> {
        if x.cards.len() != 2 {
            return Some("cards");
        }
        let (a, b) = (x.cards[0].0?, x.cards[1].0?);
        if value(a.rank) != value(b.rank) {
            return Some("values");
        }
        if let Some(max) = self.g.spec.split.max_pairs {
            let done = r.splits.get(&x.bx).copied().unwrap_or(0);
            let too_many = match self.g.spec.split.pairs_count {
                PairsCount::Splits => done >= max,
                // Hands after this split: done + 2.
                PairsCount::Hands => done.saturating_add(2) > max,
            };
            if too_many {
                return Some("limit");
            }
        }
        None
    }

    /// Splits hand `h` (its second card starts a new hand, played right after it); returns the
    /// new hand. `m3` becomes `m3-1` and the box's stakes follow it.
    fn make_split(&self, r: &mut Round, h: usize, _at: Loc) -> usize {
        let bx = r.hands[h].bx;
        let n = r.splits.entry(bx).or_insert(0);
        *n = n.saturating_add(1);
        if r.hands[h].sub == 0 {
            r.hands[h].sub = 1;
            for s in r.stakes.iter_mut().filter(|s| s.kind == Kind::Mano && s.bx == bx && s.sub == 0) {
                s.sub = 1;
            }
        }
        let next = r.hands.iter().filter(|x| x.bx == bx).map(|x| x.sub).max().unwrap_or(1).saturating_add(1);
        let ace = r.hands[h].cards.first().is_some_and(|c| c.0.is_some_and(|c| c.rank == Rank::Ace));
        let second = r.hands[h].cards.pop();
        let x = &mut r.hands[h];
        x.points = x.cards.iter().fold(Points::default(), |p, c| p.with(c.0));
        x.first_two = Points::default();
        x.from_split = true;
        x.split_ace = ace;
        let mut new = r.new_hand(bx, next);
        new.from_split = true;
        new.split_ace = ace;
        if let Some(c) = second {
            new.cards.push(c);
            new.points = new.points.with(c.0);
        }
        r.hands.push(new);
        let idx = r.hands.len() - 1;
        let pos = r.order.iter().position(|&o| o == h).map_or(r.order.len(), |p| p + 1);
        r.order.insert(pos, idx);
        idx
    }

    /// `insure SEAT mano N AMOUNT`.
    pub fn insure(
        &self,
        r: &mut Round,
        at: Loc,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let spec = &self.g.spec.insurance;
        // Written only into a refusal: an insurance allowed makes no text.
        let found = || Text::log_line(format!("insure {} {} {}", seat.value, bet_text(bet), amount.value));
        let refusal = |why: &'static str| {
            Finding::new(
                "BJ020",
                Label::new(bet.loc, t!("bj-no-insurance-here")),
                t!("bj-insurance-not-allowed", why = why),
            )
            .expected(t!("bj-insurance-when"))
            .found(found())
            .rule(spec.rule.clone())
        };
        // Once per round and seat: a repeat is a label (a log of thousands is one finding).
        let key = || ("BJ020", seat.value.to_owned());
        let (bx, sub) = match stake_ref(self.g, bet, false) {
            Ok((Kind::Mano, bx, sub)) => (bx, sub),
            _ => {
                r.report_once(key(), refusal("bet"), out);
                return;
            }
        };
        // The insurance is on the cloth whatever is wrong with it, and its settlement names it:
        // judged where it was allowed, else taken as placed and not judged; a refused one's
        // settlement is a label of the refusal (`refused`), not another finding.
        let place = |r: &mut Round, judged: bool, refused: Option<usize>| {
            if r.stake(seat.value, Kind::Seguro, bx, 0).is_none() {
                let i = r.phantom(seat.value, Kind::Seguro, bx, 0, amount.value, at);
                r.stakes[i].late = !judged;
                r.stakes[i].refused = refused;
            }
        };
        if r.broken {
            return place(r, false, None);
        }
        if r.dealer.is_empty() || !r.dealer_ace() {
            let f = r.report_once(key(), refusal("no-ace"), out);
            return place(r, false, Some(f));
        }
        if let Some(closed) = r.post_deal_card {
            let f = r.report_once(key(), refusal("closed").label(closed, t!("bj-insurance-closed-here")), out);
            return place(r, false, Some(f));
        }
        let Some(i) = r.stake(seat.value, Kind::Mano, bx, sub).or_else(|| r.stake(seat.value, Kind::Mano, bx, 1))
        else {
            let f = r.report_once(key(), refusal("bet"), out);
            r.phantom(seat.value, Kind::Mano, bx, sub, Amount(0), at);
            return place(r, false, Some(f));
        };
        if r.stake(seat.value, Kind::Seguro, bx, 0).is_some() {
            r.report_once(key(), refusal("twice"), out);
            return;
        }
        // «podrán solicitar el pago a la par … o asegurarse» (V2003 L709): one or the other.
        if r.stakes[i].even_money.is_some() {
            let f = r.report_once(key(), refusal("even-money"), out);
            return place(r, false, Some(f));
        }
        let original = r.stakes[i].original;
        let max = original.mul_ratio(spec.max_fraction, crate::money::Rounding::Down);
        if amount.value > max && !r.stakes[i].late {
            out.push(
                Finding::new(
                    "BJ021",
                    Label::new(amount.loc, t!("bj-over-half")),
                    t!("bj-insurance-over", amount = amount.value, max = max, stake = original),
                )
                .label(r.stakes[i].at, t!("bj-stake-placed"))
                .expected(t!("bj-at-most", max = max))
                .found(amount.value)
                .rule(spec.max_rule.clone()),
            );
        }
        place(r, true, None);
    }

    /// `evenmoney SEAT mano N` (Valencia 2003).
    pub fn even_money(&self, r: &mut Round, at: Loc, seat: Word<'_>, bet: &BetRef<'_>, out: &mut Vec<Finding>) {
        let Some(spec) = &self.g.spec.even_money else { return };
        // Written only into a refusal: an even money allowed makes no text.
        let found = || Text::log_line(format!("evenmoney {} {}", seat.value, bet_text(bet)));
        let refusal = |why: &'static str| {
            Finding::new(
                "BJ022",
                Label::new(bet.loc, t!("bj-no-even-money-here")),
                t!("bj-even-money-not-allowed", why = why),
            )
            .expected(t!("bj-even-money-when"))
            .found(found())
            .rule(spec.rule.clone())
        };
        let key = || ("BJ022", seat.value.to_owned());
        let (bx, sub) = match stake_ref(self.g, bet, false) {
            Ok((Kind::Mano, bx, sub)) => (bx, sub),
            _ => {
                r.report_once(key(), refusal("bet"), out);
                return;
            }
        };
        if r.broken || r.phase == Phase::Betting {
            return;
        }
        if let Phase::Deal(n) = r.phase {
            // A decision while the first deal is not over: a card of it is missing or late.
            let want = match r.deal_seq.get(n).copied() {
                Some(Some(w)) => r.hands[w].name(),
                _ => DEALER.to_owned(),
            };
            let word = Word { loc: bet.loc, value: "evenmoney" };
            return self.out_of_order(r, word, &want, out);
        }
        let Some(i) = r.stake(seat.value, Kind::Mano, bx, sub) else {
            r.report_once(key(), refusal("bet"), out);
            r.phantom(seat.value, Kind::Mano, bx, sub, Amount(0), at);
            return;
        };
        if r.stakes[i].late {
            return;
        }
        let why = if !r.dealer_ace() {
            Some("no-ace")
        } else if r.dealer.len() >= 2 {
            Some("late")
        } else if r.stake(seat.value, Kind::Seguro, bx, 0).is_some() {
            // «podrán solicitar el pago a la par … o asegurarse» (V2003 L709): one or the other.
            Some("insured")
        } else if !r.hands.iter().any(|h| h.bx == bx && h.sub == sub && h.blackjack()) {
            Some("no-blackjack")
        } else {
            None
        };
        match why {
            // The stake's settlement follows the refused even money: a label of this finding.
            Some(why) => {
                let f = r.report_once(key(), refusal(why), out);
                r.stakes[i].refused.get_or_insert(f);
            }
            None => {
                r.stakes[i].even_money.get_or_insert(at);
            }
        }
    }
}

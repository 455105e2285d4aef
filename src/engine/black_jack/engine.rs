//! The engine of one Black Jack log: the shared shoe, the round in play, and what is left to
//! judge at the end of input.

use super::BlackJackGame;
use super::limits_change::{self, Limits};
use super::round::{Ctx, Dealt, Kind, REPORTED_BY_CHECKER, Round, stake_ref};
use super::study::Tally;
use crate::engine::Engine;
use crate::engine::limits::TableLimits;
use crate::engine::not_logged::{self, Unlogged};
use crate::engine::shoe::ShoeLog;
use crate::finding::Finding;
use crate::log::card::CardSeen;
use crate::log::event::{BlackJackEvent, Event, EventKind, Loc, ShoeEvent};
use crate::money::Amount;

/// Replays a Black Jack session.
pub struct BlackJack<'g> {
    g: &'g BlackJackGame,
    /// The limits in force, those that judge the round in play.
    limits: TableLimits,
    /// The limits as the header or the last `limits` line the article allows set them, which
    /// judge the rounds that begin after it.
    next_limits: Limits,
    session_open: bool,
    boxes: u8,
    shoe: ShoeLog<'g>,
    /// Boxed, as is `spare`: a round is large, and moving it between the two at every round
    /// cost as much as a stake's checks.
    round: Option<Box<Round>>,
    /// The last round ended, whose buffers the next one takes ([`Round::renew`]).
    spare: Option<Box<Round>>,
    tally: Tally,
    /// The optional shoe lines the log has shown, for the note on those it never did.
    seen_shoe: bool,
    seen_cutcard: bool,
    first_deal: Option<Loc>,
    unreadable: bool,
    /// The last event when it was a `deal`: its hand, card and line (a `deal` line written twice).
    /// The hand as read ([`Dealt`]: compared as numbers, not copied and compared as text on
    /// every `deal` line), its name in `last_deal_name` when it is no hand a round can have.
    last_deal: Option<(Dealt, CardSeen, Loc)>,
    last_deal_name: String,
}

impl<'g> BlackJack<'g> {
    pub fn new(g: &'g BlackJackGame, min: Amount, max_multiple: u32, boxes: u8) -> BlackJack<'g> {
        BlackJack {
            g,
            limits: TableLimits::scaled(min, max_multiple, false),
            next_limits: Limits { min, multiple: max_multiple },
            session_open: false,
            boxes,
            shoe: ShoeLog::new(&g.shoe_rules),
            round: None,
            spare: None,
            tally: Tally::default(),
            seen_shoe: false,
            seen_cutcard: false,
            first_deal: None,
            unreadable: false,
            last_deal: None,
            last_deal_name: String::new(),
        }
    }

    /// The last event was not a `deal`: no `deal` line repeats it.
    fn forget_deal(&mut self) {
        self.last_deal = None;
    }

    fn ctx(&self) -> Ctx<'g> {
        Ctx { g: self.g }
    }

    fn end_round(&mut self, out: &mut Vec<Finding>) {
        if let Some(mut r) = self.round.take() {
            let ctx = self.ctx();
            ctx.flush_control(&mut r, out);
            ctx.end_round(&mut r, out);
            self.tally.round(self.g, &r);
            self.spare = Some(r);
        }
    }

    fn replay(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        let ctx = self.ctx();
        if !matches!(ev.kind, EventKind::Shoe(ShoeEvent::Deal { .. })) {
            self.forget_deal();
        }
        // A decision left to a back bettor (BJ039) stands unless the controller's line for the
        // same decision comes next.
        if let Some(r) = self.round.as_mut()
            && let Some(p) = &r.control_pending
        {
            let follows = match &ev.kind {
                EventKind::BlackJack(BlackJackEvent::Double { hand, .. } | BlackJackEvent::Split { hand, .. }) => {
                    hand.value == p.hand
                }
                _ => false,
            };
            if !follows {
                ctx.flush_control(r, out);
            }
        }
        match &ev.kind {
            EventKind::Round { .. } => {
                self.end_round(out);
                self.limits = self.next_limits.table();
                self.round = Some(match self.spare.take() {
                    Some(mut old) => {
                        old.renew(ev.loc);
                        old
                    }
                    None => Box::new(Round::new(ev.loc)),
                });
            }
            EventKind::SessionOpen { .. } => self.session_open = true,
            EventKind::SessionClose { .. } => {
                self.end_round(out);
                self.session_open = false;
            }
            EventKind::Limits { params } => {
                if let Some(l) = limits_change::change(self.g, self.next_limits, self.session_open, ev.loc, params, out)
                {
                    self.next_limits = l;
                }
            }
            EventKind::Shoe(ShoeEvent::Shoe { decks }) => {
                self.seen_shoe = true;
                self.shoe.load(ev.loc, *decks, out);
            }
            EventKind::Shoe(ShoeEvent::CutCard { below }) => {
                self.seen_cutcard = true;
                self.shoe.cutcard(*below, out);
            }
            EventKind::Shoe(ShoeEvent::CutCardOut) => self.shoe.cut_out_judged(ev.loc, out),
            EventKind::Shoe(ShoeEvent::Burn { card, .. }) => self.shoe.burn(*card, out),
            EventKind::Shoe(ShoeEvent::Deal { hand, card, face }) => {
                // The same card to the same player's hand on the next line, with nothing between
                // (no `hit`): never a deal the rules allow, and the line written twice rather than
                // a second card (one finding; the round and the shoe are judged without it). The
                // dealer draws without asking, and may draw two equal cards in a row, but not
                // once his hand is over: then it is his line written twice.
                // The card first: two cards alike in a row are rare, and comparing it is
                // cheaper than comparing the names.
                let to = Dealt::of(hand.value);
                if let Some((h, c, prev)) = self.last_deal
                    && c == card.value
                    && h == to
                    && (to != Dealt::Unknown || self.last_deal_name == hand.value)
                {
                    if to != Dealt::Dealer {
                        if let Some(r) = self.round.as_mut() {
                            ctx.repeated_deal(r, prev, *hand, *card, out);
                        }
                        return;
                    }
                    // The dealer's, once his hand is over: the line written twice (BJ014 once).
                    if let Some(r) = self.round.as_mut()
                        && ctx.repeated_dealer_deal(r, prev, *card, out)
                    {
                        return;
                    }
                }
                self.last_deal = Some((to, card.value, ev.loc));
                if to == Dealt::Unknown {
                    self.last_deal_name.clear();
                    self.last_deal_name.push_str(hand.value);
                }
                self.first_deal.get_or_insert(ev.loc);
                if let Some(r) = self.round.as_mut()
                    && r.first_card.is_none()
                {
                    r.first_card = Some(ev.loc);
                    self.shoe.first_card_of_coup(ev.loc, r.start, out);
                    ctx.check_limits(r, &self.limits, out);
                }
                self.shoe.draw(*card, out);
                if let Some(r) = self.round.as_mut() {
                    ctx.deal(r, ev.loc, *hand, to, *card, *face, out);
                }
            }
            _ => {
                let Some(r) = self.round.as_mut() else { return };
                match &ev.kind {
                    EventKind::Bet { seat, bet, amount } => ctx.bet(r, ev.loc, *seat, bet, *amount, self.boxes, out),
                    // Betting closes at the first card, not at `nomore` (the article: «antes de
                    // distribuir las cartas», V2003 L781), so the limits are checked there.
                    EventKind::NoMoreBets => {
                        r.nomore.get_or_insert(ev.loc);
                    }
                    EventKind::Settle { action, seat, bet, amount } => {
                        ctx.settle(r, ev.loc, *action, *seat, bet, *amount, out)
                    }
                    EventKind::Insure { seat, bet, amount } => ctx.insure(r, ev.loc, *seat, bet, *amount, out),
                    EventKind::BlackJack(BlackJackEvent::Hit { hand }) => ctx.hit(r, *hand, out),
                    EventKind::BlackJack(BlackJackEvent::Stand { hand }) => ctx.stand(r, *hand, out),
                    EventKind::BlackJack(BlackJackEvent::Double { hand, seat, amount }) => {
                        ctx.double(r, ev.loc, *hand, *seat, *amount, out)
                    }
                    EventKind::BlackJack(BlackJackEvent::Split { hand, seat, amount }) => {
                        ctx.split(r, ev.loc, *hand, *seat, *amount, out)
                    }
                    EventKind::BlackJack(BlackJackEvent::EvenMoney { seat, bet }) => {
                        ctx.even_money(r, ev.loc, *seat, bet, out)
                    }
                    // Who controls the box (BJ039); a box past the table's is no one's (its
                    // stakes are BJ034's).
                    EventKind::BlackJack(BlackJackEvent::Vacant { bx })
                        if (1..=u16::from(self.boxes)).contains(&bx.value) && !r.vacant.contains(&bx.value) =>
                    {
                        r.vacant.push(bx.value);
                    }
                    // The format and table lines need nothing here; other
                    // games' events never come here (`Game::accepts`: the checker reports them).
                    _ => {}
                }
            }
        }
    }

    /// The shoe's optional lines this log never showed (only where a round was dealt, and not
    /// after a line that could not be read, which may have been one of them).
    fn unlogged(&self) -> Vec<(Unlogged, String)> {
        if self.first_deal.is_none() || self.unreadable {
            return Vec::new();
        }
        self.g.shoe_rules.lines_not_logged(self.seen_shoe, self.seen_cutcard)
    }
}

impl Engine for BlackJack<'_> {
    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        self.replay(ev, out);
    }

    /// An `evenmoney` where the article has none (S007, the checker's): the hand's settlement
    /// that follows is that line's consequence, not a fault of its own.
    fn foreign(&mut self, ev: &Event<'_>) {
        let EventKind::BlackJack(BlackJackEvent::EvenMoney { seat, bet }) = &ev.kind else { return };
        let Some(r) = self.round.as_mut() else { return };
        if let Ok((Kind::Mano, bx, sub)) = stake_ref(self.g, bet, false)
            && let Some(i) = r.stake(seat.value, Kind::Mano, bx, sub)
        {
            r.stakes[i].refused.get_or_insert(REPORTED_BY_CHECKER);
        }
    }

    fn unreadable(&mut self, _at: Loc) {
        self.unreadable = true;
        self.forget_deal();
        self.shoe.unreadable();
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
        self.end_round(out);
        if let Some(at) = self.first_deal {
            let (missing, rules): (Vec<Unlogged>, Vec<String>) = self.unlogged().into_iter().unzip();
            if let Some(f) = not_logged::finding("BJ038", at, &missing) {
                out.push(f.rule_opt(rules.into_iter().next()));
            }
        }
    }

    fn study(&self) -> Option<crate::study::GameStudy> {
        Some(self.tally.study(self.g))
    }
}

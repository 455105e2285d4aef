//! The treinta y cuarenta engine: replays one log, coup by coup.
//!
//! A coup's money is judged against what its cards give (or, when the cards cannot say, the
//! croupier's `points`): each settlement line as it comes once the coup is decided, the lines
//! written before that when it is, and what is still owed when the coup ends (the next `round`,
//! the session's close, the end of the log). Prisoners of earlier refaits are settled by the
//! first decided coup after them, through the shared prisión ledger.

use crate::catalog::treinta::Chance;
use crate::engine::Engine;
use crate::engine::limits::{MinimumBreach, TableLimits, first_over_maximum};
use crate::engine::prison::{PrisonLedger, Prisoner};
use crate::engine::settlement_order::{LosersFirst, PaymentOrder};
use crate::engine::shoe::ShoeLog;
use crate::engine::treinta::TreintaGame;
use crate::engine::treinta::coup::{Next, Outcome, Rows};
use crate::engine::treinta::settlement::{
    Held, HeldChance, Line, Misfit, Owed, Stake, Written, complete, first_misfit, fits, forced_prison, owed_prisoner,
    owed_stake, written_as,
};
use crate::engine::treinta::study::Tally;
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{CardSeen, Face, show};
use crate::log::event::{
    BetRef, Event, EventKind, Loc, SettleAction, ShoeEvent, Sp, TreintaEvent, WheelEvent, Word, ZeroChoice,
};
use crate::log::suggest::did_you_mean_text;
use crate::money::Amount;
use crate::t;

mod by_seat;
mod findings;
mod money;

use by_seat::{BySeat, seat_id};

use findings::*;

/// One coup as the log tells it.
#[derive(Debug, Default)]
struct Coup {
    /// The `round` line.
    loc: Loc,
    nomore: Option<Loc>,
    first_card: Option<Loc>,
    /// Betting closed (at «no va más» or the first card): the minimum was checked.
    closed: bool,
    rows: Rows,
    /// The red card appeared during the coup (before its rows were complete): it is void.
    red_card: Option<Loc>,
    /// A `cutcard out` where the red card cannot be (TC022), or the red card before the coup
    /// started (TC003): the rows left short are its consequence, not another finding.
    false_red_card: Option<Loc>,
    /// What the coup gives, once decided (its rows complete, the red card, or the announcement
    /// when the cards cannot say), and whether it is the announcement's.
    outcome: Option<Outcome>,
    announced: Option<Loc>,
    /// The announcement (`points`), when written.
    points: Option<Loc>,
    /// A wrong announcement (TC008), held until the coup ends, with the outcome it announced:
    /// the money settled as it announced is its consequence, a label on it, not another
    /// finding (the coup is judged by the cards).
    wrong_points: Option<(Finding, Outcome)>,
    stakes: Vec<Stake>,
    prisoners: Vec<Held>,
    /// `stakes` and `prisoners` by seat (synced after every addition).
    stake_seats: BySeat,
    prisoner_seats: BySeat,
    /// Bets refused as not bets of the article (TC009): a settlement of one is its consequence.
    refused: Vec<(String, String)>,
    /// Settlement lines written before the coup was decided, judged when it is: (prisoner?,
    /// index, action, amount, where).
    early: Vec<(bool, usize, Sp<SettleAction>, Amount, Loc)>,
    order: PaymentOrder<Loc>,
    losers: LosersFirst,
    /// Reported once per coup.
    late_reported: bool,
    /// A fault of the deal (TC005, TC006, TC007): a `deal` line is likely lost or written
    /// twice.
    deal_fault: bool,
    /// A settlement before the coup's first card (TC024), reported once.
    before_cards_reported: bool,
    face_reported: bool,
    after_red_reported: bool,
    incomplete_reported: bool,
}

/// Replays a treinta y cuarenta session.
pub struct Table<'g> {
    g: &'g TreintaGame,
    limits: TableLimits,
    shoe: ShoeLog<'g>,
    /// Boxed, as is `spare`: a coup is large, and moving it cost as much as a line's checks.
    coup: Option<Box<Coup>>,
    /// The last coup ended, its collections emptied, for the next one to take: a session's
    /// coups then allocate nothing per coup or stake (the allocator was the engine's largest
    /// cost).
    spare: Option<Box<Coup>>,
    /// Emptied seat names of ended coups' stakes, for new stakes' to take.
    seat_pool: Vec<String>,
    prison: PrisonLedger<HeldChance>,
    /// Insured stakes the refait left on the cloth (`insurance.on_refait: stays`): the next
    /// coup's.
    carried: Vec<Stake>,
    /// Seats by name: the prisión ledger keys its prisoners by a seat's number here.
    seats: Vec<String>,
    /// `seats` by name, once they outgrow a scan.
    seat_ids: rustc_hash::FxHashMap<String, u32>,
    tally: Tally,
    /// The shoe's `cutcard N` line, for TC022's label.
    cut_line: Option<Loc>,
    /// A line since the shoe was loaded could not be read (it may have been a card): the shoe's
    /// count is not known, and where the red card appears is not judged.
    unreadable_in_shoe: bool,
}

impl<'g> Table<'g> {
    pub fn new(g: &'g TreintaGame, min: Amount) -> Table<'g> {
        Table {
            g,
            limits: TableLimits::scaled(min, g.spec.limits.maximum_multiple, false),
            shoe: ShoeLog::new(&g.shoe_rules),
            coup: None,
            spare: None,
            seat_pool: Vec::new(),
            prison: PrisonLedger::default(),
            carried: Vec::new(),
            seats: Vec::new(),
            seat_ids: rustc_hash::FxHashMap::default(),
            tally: Tally::default(),
            cut_line: None,
            unreadable_in_shoe: false,
        }
    }

    fn replay(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        let before = out.len();
        self.replay_event(ev, out);
        // A card the shoe cannot hold or a row dealt out of order: a `deal` line is likely
        // missing or written twice, so the count no longer says where the red card is (one
        // fault, one finding: no TC022 after it in this shoe).
        if out[before..].iter().any(|f| matches!(f.code, "TC001" | "TC005" | "TC006" | "TC007"))
            || self.coup.as_ref().is_some_and(|c| c.wrong_points.is_some())
        {
            self.unreadable_in_shoe = true;
        }
    }

    fn replay_event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        match &ev.kind {
            EventKind::Round { .. } => {
                self.end_coup(None, out);
                self.start_coup(ev.loc);
            }
            EventKind::SessionClose { .. } => {
                self.end_coup(Some(ev.loc), out);
                self.carried.clear();
            }
            EventKind::Bet { seat, bet, amount } => self.bet(ev.loc, *seat, bet, *amount, out),
            EventKind::NoMoreBets => {
                if let Some(c) = self.coup.as_mut() {
                    c.nomore.get_or_insert(ev.loc);
                }
                self.close_bets(out);
            }
            EventKind::Insure { seat, bet, amount } => self.insure(ev.loc, *seat, bet, *amount, out),
            EventKind::Settle { action, seat, bet, amount } => {
                let (bet, amount) = match crate::log::suggest::thousands_settlement(bet, amount) {
                    Some((f, meant_bet, meant)) => {
                        out.push(f);
                        (meant_bet, meant)
                    }
                    None => (*bet, *amount),
                };
                self.settle(ev.loc, *action, *seat, &bet, amount, out);
            }
            EventKind::Wheel(WheelEvent::Choose { seat, bet, choice }) => self.choose(ev.loc, *seat, bet, *choice, out),
            EventKind::Shoe(ShoeEvent::Shoe { decks }) => {
                self.shoe.load(ev.loc, *decks, out);
                // The article fixes the red card's place: without a `cutcard N` line, the shoe is
                // counted with it there, not left unjudged.
                self.shoe.assume_cut_below(self.g.spec.shoe.cut_card_below);
                self.cut_line = None;
                self.unreadable_in_shoe = false;
            }
            EventKind::Shoe(ShoeEvent::CutCard { below }) => {
                self.cut_line = Some(ev.loc);
                self.shoe.cutcard(*below, out);
            }
            EventKind::Shoe(ShoeEvent::CutCardOut) => {
                if let Some(f) = self.red_card_out_of_place(ev.loc) {
                    // Not the red card's place: the line is not taken, and the coup is judged
                    // as if the red card had not appeared (a void the law does not give).
                    out.push(f);
                    if let Some(c) = self.coup.as_mut() {
                        c.false_red_card.get_or_insert(ev.loc);
                    }
                } else {
                    self.shoe.cut_out(ev.loc);
                    self.red_card(ev.loc, out);
                }
            }
            EventKind::Shoe(ShoeEvent::Burn { card, .. }) => self.shoe.burn(*card, out),
            EventKind::Shoe(ShoeEvent::Deal { hand, card, face }) => self.deal(ev.loc, *hand, *card, *face, out),
            EventKind::Treinta(TreintaEvent::Points { negra, roja }) => self.points(ev.loc, *negra, *roja, out),
            _ => {}
        }
    }

    // ---- the coup's course ------------------------------------------------------------------

    fn start_coup(&mut self, at: Loc) {
        let mut c = self.spare.take().unwrap_or_default();
        c.loc = at;
        c.losers = LosersFirst::new(true);
        let (held, spare) = self.prison.take();
        c.prisoners.extend(held.iter().map(|p| Held {
            seat: self.seats.get(p.seat as usize).cloned().unwrap_or_default(),
            prisoner: p.clone(),
            written: Written::default(),
        }));
        self.prison.hold(Vec::new(), spare);
        // The stakes carried are the coup's; the coup's emptied list is the next carried one.
        std::mem::swap(&mut c.stakes, &mut self.carried);
        c.stake_seats.sync(&c.stakes);
        c.prisoner_seats.sync(&c.prisoners);
        self.coup = Some(c);
    }

    /// An ended coup's buffers, emptied, for the next coup ([`Table::start_coup`]): every
    /// other field back to a new coup's.
    fn recycle(&mut self, mut c: Box<Coup>) {
        /// The most seat names kept: as many as an ordinary coup has stakes.
        const POOL_MAX: usize = 256;
        let mut stakes = std::mem::take(&mut c.stakes);
        for s in stakes.drain(..) {
            if self.seat_pool.len() < POOL_MAX {
                let mut seat = s.seat;
                seat.clear();
                self.seat_pool.push(seat);
            }
        }
        let mut prisoners = std::mem::take(&mut c.prisoners);
        prisoners.clear();
        let mut refused = std::mem::take(&mut c.refused);
        refused.clear();
        let mut early = std::mem::take(&mut c.early);
        early.clear();
        let (mut stake_seats, mut prisoner_seats) =
            (std::mem::take(&mut c.stake_seats), std::mem::take(&mut c.prisoner_seats));
        stake_seats.clear();
        prisoner_seats.clear();
        *c = Coup { stakes, prisoners, stake_seats, prisoner_seats, refused, early, ..Coup::default() };
        self.spare = Some(c);
    }

    /// A seat's name for a new stake, in a buffer from the pool when it has one.
    fn seat_name(&mut self, seat: &str) -> String {
        let mut s = self.seat_pool.pop().unwrap_or_default();
        s.push_str(seat);
        s
    }

    /// Betting closes (at «no va más» or the first card): the minimum, on each stake as it
    /// stands, and the 1 % deposits.
    fn close_bets(&mut self, out: &mut Vec<Finding>) {
        let (g, limits) = (self.g, self.limits);
        let Some(c) = self.coup.as_mut() else { return };
        if c.closed {
            return;
        }
        c.closed = true;
        for s in c.stakes.iter().filter(|s| !s.carried) {
            if limits.minimum_breach(s.amount) == Some(MinimumBreach::Below) {
                out.push(
                    Finding::new(
                        "TC010",
                        Label::new(s.loc, t!("tc-below-minimum")),
                        t!(
                            "tc-stake-below-minimum",
                            seat = s.seat.as_str(),
                            bet = g.name_of(s.chance),
                            stake = s.amount,
                            min = limits.min
                        ),
                    )
                    .expected(t!("tc-at-least", amount = limits.min))
                    .found(s.amount)
                    .rule(g.spec.limits.minimum_rule.clone()),
                );
            }
            let (Some(ins), Some((premium, at))) = (&g.spec.insurance, s.premium) else { continue };
            let threshold = limits.min.times(i64::from(ins.threshold_minimums));
            let due = s
                .amount
                .mul_ratio(crate::money::Payout(num_rational::Ratio::new(i64::from(ins.percent), 100)), ins.rounding);
            if s.amount < threshold {
                out.push(
                    Finding::new(
                        "TC013",
                        Label::new(at, t!("tc-insured-here")),
                        t!(
                            "tc-insured-below-threshold",
                            seat = s.seat.as_str(),
                            bet = g.name_of(s.chance),
                            stake = s.amount,
                            threshold = threshold
                        ),
                    )
                    .label(s.loc, t!("tc-the-bet"))
                    .expected(t!("tc-at-least", amount = threshold))
                    .found(s.amount)
                    .rule(ins.rule.clone()),
                );
            } else if premium != due {
                out.push(
                    Finding::new(
                        "TC013",
                        Label::new(at, t!("tc-premium-here")),
                        t!(
                            "tc-wrong-premium",
                            seat = s.seat.as_str(),
                            bet = g.name_of(s.chance),
                            stake = s.amount,
                            percent = ins.percent,
                            due = due,
                            premium = premium
                        ),
                    )
                    .label(s.loc, t!("tc-the-bet"))
                    .expected(due)
                    .found(premium)
                    .rule(ins.rule.clone()),
                );
            }
        }
    }

    /// A stake placed. Unknown chances are refused (TC009); a late stake is reported (TC012)
    /// and judged as the log records it.
    fn bet(&mut self, at: Loc, seat: Word<'_>, bet: &BetRef<'_>, amount: Sp<Amount>, out: &mut Vec<Finding>) {
        let g = self.g;
        // `bet s1 rojo 1 000`: an amount split by a thousands separator. The format error
        // (M001), and the stake judged as the amount meant (its settlement is judged too).
        if g.bet(bet.kind.value).is_some()
            && let Some((f, meant_bet, meant)) = crate::log::suggest::thousands_settlement(bet, &amount)
        {
            out.push(f);
            return self.bet(at, seat, &meant_bet, meant, out);
        }
        let Some(chance) = self.chance_of(bet, out) else {
            if let Some(c) = self.coup.as_mut() {
                c.refused.push((seat.value.to_owned(), bet.kind.value.to_owned()));
            }
            return;
        };
        let limits = self.limits;
        if self.coup.is_some() {
            self.tally.stake(chance, amount.value.minor());
        }
        if self.coup.is_none() {
            return;
        }
        let name = self.seat_name(seat.value);
        let Some(c) = self.coup.as_mut() else { return };
        if (c.closed || c.outcome.is_some()) && !c.late_reported {
            c.late_reported = true;
            let (closed_at, why) = match (c.nomore, c.first_card) {
                (Some(n), _) => (n, t!("tc-no-more-here")),
                (None, Some(f)) => (f, t!("tc-first-card-here")),
                _ => (c.loc, t!("tc-coup-here")),
            };
            out.push(
                Finding::new("TC012", Label::new(at, t!("tc-late-bet")), t!("tc-bet-after-no-more", seat = seat.value))
                    .label(closed_at, why)
                    .expected(t!("tc-bets-before-no-more"))
                    .found(t!("tc-a-late-bet")),
            );
        }
        let i = match c.stake_seats.first(&c.stakes, seat.value, |s| s.chance == chance && !s.carried) {
            Some(i) => {
                c.stakes[i].amount = c.stakes[i].amount.saturating_add(amount.value);
                self.seat_pool.push(name);
                i
            }
            None => {
                c.stakes.push(Stake {
                    seat: name,
                    chance,
                    amount: amount.value,
                    loc: bet.loc,
                    over_max_reported: false,
                    premium: None,
                    premium_collected: None,
                    premium_deferred: None,
                    carried: false,
                    written: Written::default(),
                });
                c.stake_seats.sync(&c.stakes);
                c.stakes.len() - 1
            }
        };
        let s = &mut c.stakes[i];
        // Per player: the seat's own stakes on the chance, never the pool.
        if first_over_maximum(s.amount, limits.max, &mut s.over_max_reported) {
            let mut f = Finding::new(
                "TC011",
                Label::new(amount.loc, t!("tc-over-the-maximum")),
                t!(
                    "tc-stake-over-maximum",
                    seat = seat.value,
                    bet = g.name_of(chance),
                    stake = s.amount,
                    max = limits.max
                ),
            )
            .expected(t!("tc-at-most", amount = limits.max))
            .found(s.amount)
            .rule(g.spec.limits.maximum_rule.clone());
            if s.loc != bet.loc {
                f = f.label(s.loc, t!("tc-first-bet"));
            }
            out.push(f);
        }
    }

    /// The chance a `bet` line names, or TC009.
    fn chance_of(&self, bet: &BetRef<'_>, out: &mut Vec<Finding>) -> Option<Chance> {
        match self.g.bet(bet.kind.value) {
            Some((_, chance)) if !bet.prison && bet.target.is_none() => Some(chance),
            Some(_) if bet.target.is_some() => {
                out.push(
                    Finding::new(
                        "TC009",
                        Label::new(bet.loc, t!("tc-not-a-bet-of-this-game")),
                        t!("tc-bet-takes-no-numbers", bet = bet.kind.value),
                    )
                    .expected(Text::log_line(format!("bet SEAT {} AMOUNT", bet.kind.value)))
                    .found(Text::verbatim(
                        bet.target.map_or(String::new(), |t| format!("{} {}", bet.kind.value, t.value)),
                    )),
                );
                None
            }
            _ => {
                let word = if bet.prison { "prison" } else { bet.kind.value };
                // Built only here: every `bet` line of a session passes through this function.
                let names = self.g.bet_names();
                out.push(
                    Finding::new(
                        "TC009",
                        Label::new(bet.loc, t!("tc-not-a-bet-of-this-game")),
                        t!("tc-not-a-bet", bet = word, suggestion = did_you_mean_text(bet.kind.value, &names)),
                    )
                    .expected(t!("tc-one-of", names = names.join(", ")))
                    .found(Text::verbatim(word)),
                );
                None
            }
        }
    }

    /// `insure SEAT BET AMOUNT`: the 1 % deposit on a stake of this coup, made with the bet
    /// (judged at the close of betting, TC013); late, or on no stake, TC013 here.
    fn insure(&mut self, at: Loc, seat: Word<'_>, bet: &BetRef<'_>, amount: Sp<Amount>, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some(ins) = &g.spec.insurance else { return };
        let Some(c) = self.coup.as_mut() else { return };
        let chance = g.bet(bet.kind.value).map(|(_, ch)| ch);
        let stake = chance.and_then(|ch| c.stake_seats.first(&c.stakes, seat.value, |s| s.chance == ch && !s.carried));
        let Some(i) = stake.filter(|_| !bet.prison) else {
            out.push(
                Finding::new(
                    "TC013",
                    Label::new(at, t!("tc-insures-no-bet")),
                    t!("tc-insurance-without-bet", seat = seat.value, bet = bet.kind.value),
                )
                .expected(t!("tc-insure-a-bet"))
                .found(Text::log_line(format!("insure {} {} {}", seat.value, bet.kind.value, amount.value)))
                .rule(ins.rule.clone()),
            );
            return;
        };
        if c.closed || c.outcome.is_some() {
            let closed_at = c.nomore.or(c.first_card).unwrap_or(c.loc);
            out.push(
                Finding::new(
                    "TC013",
                    Label::new(at, t!("tc-late-insurance")),
                    t!("tc-insured-late", seat = seat.value),
                )
                .label(closed_at, t!("tc-bets-closed-here"))
                .label(c.stakes[i].loc, t!("tc-the-bet"))
                .expected(t!("tc-insure-with-the-bet"))
                .found(t!("tc-insured-after-closing"))
                .rule(ins.rule.clone()),
            );
            // Judged as deposited all the same: the insurance stands for the coup's money.
            c.stakes[i].premium.get_or_insert((Amount::ZERO, at));
            if let Some(p) = c.stakes[i].premium.as_mut() {
                p.0 = p.0.saturating_add(amount.value);
            }
            return;
        }
        let p = c.stakes[i].premium.get_or_insert((Amount::ZERO, at));
        p.0 = p.0.saturating_add(amount.value);
    }

    /// A card dealt: to the shoe, then to its row.
    fn deal(&mut self, at: Loc, hand: Word<'_>, card: Sp<CardSeen>, face: Option<Sp<Face>>, out: &mut Vec<Finding>) {
        let g = self.g;
        let before = self.shoe.shoe().and_then(|s| s.cut_out);
        if let Some(c) = self.coup.as_mut()
            && c.first_card.is_none()
        {
            // A coup started after the red card (TC003): its rows, dealt from the last five
            // cards, cannot be complete; that is the same fault, not a TC006.
            c.false_red_card = before.filter(|red| red.offset < c.loc.offset);
            self.shoe.first_card_of_coup(at, c.loc, out);
        }
        let drawn = out.len();
        self.shoe.draw(card, out);
        // A `deal` line of this shoe lost or written twice (`unreadable_in_shoe`): the shoe's
        // count is in doubt, and a copy too many or the red card by count would be that line's
        // consequence, not another fault.
        let counted = !self.unreadable_in_shoe;
        if !counted {
            out.truncate(drawn);
        }
        // A card the shoe cannot hold: the line is likely written twice. It is not added to
        // the rows, which can no longer say (the money follows the announcement), nor does it
        // bring the red card out by count.
        let impossible = out.len() > drawn;

        // The stop card came out with this card, counted (no `cutcard out` line): it stood before
        // this card, so the coup in progress is void and this card one too many.
        let now = self.shoe.shoe().and_then(|s| s.cut_out);
        if before.is_none() && now.is_some() && counted && !impossible {
            self.red_card(card.loc, out);
        }
        if self.coup.as_ref().is_some_and(|c| c.first_card.is_none()) {
            self.close_bets(out);
        }
        let stop = g.spec.rows.stop;
        let Some(c) = self.coup.as_mut() else { return };
        c.first_card.get_or_insert(at);
        if let Some(red) = c.red_card {
            if !c.after_red_reported {
                c.after_red_reported = true;
                out.push(
                    Finding::new("TC018", Label::new(at, t!("tc-card-after-red-card")), t!("tc-dealt-after-red-card"))
                        .label(red, t!("tc-red-card-here"))
                        .expected(t!("tc-coup-void-at-red-card"))
                        .found(Text::log_line(format!("deal {} {}", hand.value, show(card.value))))
                        .rule(g.spec.red_card_rule.clone()),
                );
            }
            return;
        }
        if let Some(f) = face.filter(|f| f.value == Face::Down)
            && !c.face_reported
        {
            c.face_reported = true;
            out.push(
                Finding::new(
                    "TC021",
                    Label::new(f.loc, t!("tc-face-down")),
                    t!("tc-card-face-down", card = show(card.value)),
                )
                .expected(t!("tc-face-up"))
                .found(Text::verbatim("down"))
                .rule(g.spec.rows.deal_rule.clone()),
            );
        }
        if impossible {
            c.rows.unjudged = true;
            c.deal_fault = true;
        }
        if c.rows.unjudged {
            return;
        }
        let Some(r) = g.row(hand.value) else {
            c.rows.unjudged = true;
            c.deal_fault = true;
            let names: Vec<&str> = g.rows.iter().map(String::as_str).collect();
            out.push(
                Finding::new(
                    "TC007",
                    Label::new(hand.loc, t!("tc-not-a-row")),
                    t!("tc-unknown-row", hand = hand.value, suggestion = did_you_mean_text(hand.value, &names)),
                )
                .expected(t!("tc-one-of", names = names.join(", ")))
                .found(Text::verbatim(hand.value)),
            );
            return;
        };
        match c.rows.next(stop) {
            Next::Row(want) if want == r => {}
            next => {
                c.rows.unjudged = true;
                c.deal_fault = true;
                // The row the card went to, past the stop (a card too many for it), or the row
                // due, short of it (roja dealt to while negra is short): the message says what
                // the row at fault stood at, and the label shows its last card.
                let dealt_to = c.rows.rows[r];
                let (why, label) = match next {
                    Next::Row(want) if dealt_to.total < stop => (
                        t!(
                            "tc-row-short",
                            row = g.rows[want].as_str(),
                            total = c.rows.rows[want].total,
                            stop = stop,
                            dealt = hand.value
                        ),
                        c.rows.rows[want].last.map(|l| (l, t!("tc-row-last-card"))),
                    ),
                    _ => (
                        t!("tc-rows-complete", row = g.rows[r].as_str(), total = dealt_to.total, stop = stop),
                        dealt_to.last.map(|l| {
                            (
                                l,
                                t!(
                                    "tc-row-reached-stop",
                                    row = g.rows[r].as_str(),
                                    total = dealt_to.total,
                                    stop = stop
                                ),
                            )
                        }),
                    ),
                };
                let expected = match next {
                    Next::Row(want) => t!("tc-next-card-to", row = g.rows[want].as_str()),
                    Next::Complete => t!("tc-no-more-cards"),
                };
                let mut f = Finding::new("TC005", Label::new(at, t!("tc-card-out-of-order")), why)
                    .expected(expected)
                    .found(Text::log_line(format!("deal {} {}", hand.value, show(card.value))))
                    .rule(g.spec.rows.deal_rule.clone());
                if let Some((l, text)) = label {
                    f = f.label(l, text);
                }
                out.push(f);
                return;
            }
        }
        if !c.rows.add(r, card.value, at) {
            // Unseen: the totals are unknown from here.
            c.rows.unjudged = true;
            return;
        }
        if c.rows.next(stop) == Next::Complete {
            let rows = &c.rows.rows;
            let outcome = Outcome::of(rows[0].total, rows[1].total, g.spec.refait.total, c.rows.first_seen());
            self.decide(outcome, None, out);
        }
    }

    /// The red card appeared at `at`: the coup in progress, if its rows are not complete, is
    /// void.
    fn red_card(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let Some(c) = self.coup.as_mut() else { return };
        if c.outcome.is_some() || c.red_card.is_some() {
            return;
        }
        c.red_card = Some(at);
        self.decide(Outcome::RedCard, None, out);
    }

    /// TC022: `cutcard out` where the shoe's count says the red card cannot be. «Coloca una carta
    /// roja delante de las cinco últimas cartas del mazo. La aparición de esta carta roja
    /// determina la anulación del juego en curso»: it appears when the cards above it are all
    /// out, with `cutcard N`'s N cards left. Judged only when the count is known: the shoe
    /// loaded by a `shoe` line, no line of the shoe unreadable, and the red card not already out
    /// by count. Without `cutcard N` the red card is where the article places it
    /// (`shoe.cut_card_below`).
    fn red_card_out_of_place(&self, at: Loc) -> Option<Finding> {
        let s = self.shoe.shoe()?;
        let below = u32::from(s.cut_below?);
        // A shoe of the wrong deck count (TC004) is counted from a number the log got wrong.
        let decks_right = s.decks == self.g.spec.cards.decks;
        if s.loc.is_none() || !decks_right || self.unreadable_in_shoe || s.cut_out.is_some() || below >= s.size() {
            return None;
        }
        let left = s.remaining();
        if left == below {
            return None;
        }
        let mut f = Finding::new(
            "TC022",
            Label::new(at, t!("tc-red-card-out-here", left = left)),
            t!("tc-red-card-out-of-place", left = left, below = below),
        )
        .expected(t!("tc-red-card-with-left", left = below))
        .found(t!("tc-red-card-with-left", left = left))
        .rule(self.g.spec.shoe.cut_card_rule.clone());
        f = match (self.cut_line, s.loc) {
            (Some(l), _) => f.label(l, t!("tc-red-card-placed-here", below = below)),
            // No `cutcard N`: the place the article gives, said on the shoe's line.
            (None, Some(l)) => f.label(l, t!("tc-red-card-placed-by-article", below = below)),
            (None, None) => f,
        };
        Some(f)
    }

    /// `points N M`: judged against the cards; when the cards cannot say, the coup's outcome.
    fn points(&mut self, at: Loc, negra: Sp<u8>, roja: Sp<u8>, out: &mut Vec<Finding>) {
        let g = self.g;
        let stop = g.spec.rows.stop;
        let Some(c) = self.coup.as_mut() else { return };
        if c.points.is_some() || c.red_card.is_some() {
            return;
        }
        c.points = Some(at);
        if c.rows.unjudged {
            // After a fault of the deal the negra row's first card is in doubt (it may be the
            // card left out): color and inverso are not judged.
            let first = if c.deal_fault { None } else { c.rows.first_seen() };
            let announced = Outcome::of(negra.value, roja.value, g.spec.refait.total, first);
            let settled = c.stakes.iter().any(|s| !s.written.lines.is_empty() || s.written.reported)
                || c.prisoners.iter().any(|h| !h.written.lines.is_empty() || h.written.reported);
            match c.outcome {
                None => self.decide(announced, Some(at), out),
                // The cards decided the coup before a card past the stop put them in doubt (a
                // `deal` line written twice, or one of the other row's lost): with nothing
                // settled yet, the money follows the announcement.
                Some(o) if c.deal_fault && o != announced && !settled && c.red_card.is_none() => {
                    c.outcome = Some(announced);
                    c.announced = Some(at);
                }
                _ => {}
            }
            return;
        }
        let rows = c.rows.rows;
        if c.outcome.is_none() {
            // A row stopped short of the stop (unless at a red card TC022 reported): the coup has
            // no result the law gives, and its money is not judged (one fault, one finding).
            c.incomplete_reported = true;
            c.deal_fault = true;
            if c.false_red_card.is_none() {
                out.push(incomplete(g, c, at, stop));
            }
            return;
        }
        if (rows[0].total, rows[1].total) != (negra.value, roja.value) {
            let mut f = Finding::new(
                "TC008",
                Label::new(at, t!("tc-announced-here")),
                t!(
                    "tc-wrong-points",
                    negra = negra.value,
                    roja = roja.value,
                    cards_negra = rows[0].total,
                    cards_roja = rows[1].total
                ),
            )
            .expected(Text::log_line(format!("points {} {}", rows[0].total, rows[1].total)))
            .found(Text::log_line(format!("points {} {}", negra.value, roja.value)))
            .rule(g.spec.announce_rule.clone());
            for (i, r) in rows.iter().enumerate() {
                if let Some(l) = r.last {
                    f = f.label(l, t!("tc-row-ends-here", row = g.rows[i].as_str(), total = r.total));
                }
            }
            // The totals in doubt, the negra row's first card is too (a lost line may have been
            // it): under the announcement, color and inverso are not judged.
            let announced = Outcome::of(negra.value, roja.value, g.spec.refait.total, None);
            c.wrong_points = Some((f, announced));
        }
    }

    /// The coup is decided: its early settlements are judged.
    fn decide(&mut self, outcome: Outcome, announced: Option<Loc>, out: &mut Vec<Finding>) {
        let Some(c) = self.coup.as_mut() else { return };
        c.outcome = Some(outcome);
        c.announced = announced;
        if let Some(slot) = outcome.slot() {
            self.tally.coup(slot, outcome);
        }
        let early = std::mem::take(&mut c.early);
        for (prison, i, action, amount, at) in early {
            self.judge_line(prison, i, action, amount, at, out);
        }
    }
}

impl Engine for Table<'_> {
    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        self.replay(ev, out);
    }

    fn unreadable(&mut self, _at: Loc) {
        self.unreadable_in_shoe = true;
        self.shoe.unreadable();
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
        self.end_coup(None, out);
    }

    fn study(&self) -> Option<crate::study::GameStudy> {
        Some(self.tally.study(self.g))
    }
}

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
    coup: Option<Coup>,
    prison: PrisonLedger<HeldChance>,
    /// Insured stakes the refait left on the cloth (`insurance.on_refait: stays`): the next
    /// coup's.
    carried: Vec<Stake>,
    /// Seats by name: the prisión ledger keys its prisoners by a seat's number here.
    seats: Vec<String>,
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
            prison: PrisonLedger::default(),
            carried: Vec::new(),
            seats: Vec::new(),
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
        let (held, spare) = self.prison.take();
        let prisoners = held
            .iter()
            .map(|p| Held {
                seat: self.seats.get(p.seat as usize).cloned().unwrap_or_default(),
                prisoner: p.clone(),
                written: Written::default(),
            })
            .collect();
        self.prison.hold(Vec::new(), spare);
        let stakes = std::mem::take(&mut self.carried);
        self.coup = Some(Coup { loc: at, losers: LosersFirst::new(true), stakes, prisoners, ..Coup::default() });
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
        let Some(chance) = self.chance_of(bet, &amount, out) else {
            if let Some(c) = self.coup.as_mut() {
                c.refused.push((seat.value.to_owned(), bet.kind.value.to_owned()));
            }
            return;
        };
        let limits = self.limits;
        if self.coup.is_some() {
            self.tally.stake(chance, amount.value.minor());
        }
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
        let i = match c.stakes.iter().position(|s| s.seat == seat.value && s.chance == chance && !s.carried) {
            Some(i) => {
                c.stakes[i].amount = c.stakes[i].amount.saturating_add(amount.value);
                i
            }
            None => {
                c.stakes.push(Stake {
                    seat: seat.value.to_owned(),
                    chance,
                    amount: amount.value,
                    loc: bet.loc,
                    over_max_reported: false,
                    premium: None,
                    premium_collected: None,
                    carried: false,
                    written: Written::default(),
                });
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
    fn chance_of(&self, bet: &BetRef<'_>, amount: &Sp<Amount>, out: &mut Vec<Finding>) -> Option<Chance> {
        let names = self.g.bet_names();
        match self.g.bet(bet.kind.value) {
            Some((_, chance)) if !bet.prison && bet.target.is_none() => Some(chance),
            Some(_) if bet.target.is_some() => {
                // `bet s1 rojo 1 000`: an amount split by a thousands separator (M001).
                if let Some(f) = crate::log::suggest::thousands_split(bet, amount) {
                    out.push(f);
                } else {
                    out.push(
                        Finding::new(
                            "TC009",
                            Label::new(bet.loc, t!("tc-not-a-bet-of-this-game")),
                            t!("tc-bet-takes-no-numbers", bet = bet.kind.value),
                        )
                        .expected(Text::verbatim(format!("bet SEAT {} AMOUNT", bet.kind.value)))
                        .found(Text::verbatim(
                            bet.target.map_or(String::new(), |t| format!("{} {}", bet.kind.value, t.value)),
                        )),
                    );
                }
                None
            }
            _ => {
                let word = if bet.prison { "prison" } else { bet.kind.value };
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
        let stake =
            chance.and_then(|ch| c.stakes.iter().position(|s| s.seat == seat.value && s.chance == ch && !s.carried));
        let Some(i) = stake.filter(|_| !bet.prison) else {
            out.push(
                Finding::new(
                    "TC013",
                    Label::new(at, t!("tc-insures-no-bet")),
                    t!("tc-insurance-without-bet", seat = seat.value, bet = bet.kind.value),
                )
                .expected(t!("tc-insure-a-bet"))
                .found(Text::verbatim(format!("insure {} {} {}", seat.value, bet.kind.value, amount.value)))
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
                        .found(Text::verbatim(format!("deal {} {}", hand.value, show(card.value))))
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
                let (why, label_at) = match next {
                    // A card to roja while negra is short of the stop.
                    Next::Row(want) => (
                        t!(
                            "tc-row-short",
                            row = g.rows[want].as_str(),
                            total = c.rows.rows[want].total,
                            stop = stop,
                            dealt = hand.value
                        ),
                        c.rows.rows[want].last,
                    ),
                    Next::Complete => (
                        t!("tc-rows-complete", row = hand.value, total = c.rows.rows[r].total, stop = stop),
                        c.rows.rows[r].last,
                    ),
                };
                let expected = match next {
                    Next::Row(want) => t!("tc-next-card-to", row = g.rows[want].as_str()),
                    Next::Complete => t!("tc-no-more-cards"),
                };
                let mut f = Finding::new("TC005", Label::new(at, t!("tc-card-out-of-order")), why)
                    .expected(expected)
                    .found(Text::verbatim(format!("deal {} {}", hand.value, show(card.value))))
                    .rule(g.spec.rows.deal_rule.clone());
                if let Some(l) = label_at {
                    f = f.label(l, t!("tc-row-last-card"));
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
    /// loaded by a `shoe` line, `cutcard N` logged, no line of the shoe unreadable, and the red
    /// card not already out by count.
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
        if let Some(l) = self.cut_line {
            f = f.label(l, t!("tc-red-card-placed-here", below = below));
        }
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
            .expected(Text::verbatim(format!("points {} {}", rows[0].total, rows[1].total)))
            .found(Text::verbatim(format!("points {} {}", negra.value, roja.value)))
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

    // ---- money ------------------------------------------------------------------------------

    /// A settlement line: of a stake of this coup, a prisoner (`prison`), or a 1 % deposit.
    fn settle(
        &mut self,
        at: Loc,
        action: Sp<SettleAction>,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return };
        if let Some(ins) = &g.spec.insurance
            && bet.kind.value == ins.word
            && !bet.prison
        {
            // The seat's deposit not yet collected, of this amount if there is one.
            let open = |s: &Stake| s.seat == seat.value && s.premium.is_some() && s.premium_collected.is_none();
            let found = c
                .stakes
                .iter()
                .position(|s| open(s) && s.premium.is_some_and(|p| p.0 == amount.value))
                .or_else(|| c.stakes.iter().position(open))
                .and_then(|i| c.stakes.get_mut(i));
            let Some(s) = found else {
                out.push(no_such_bet(g, at, action, seat, bet, amount));
                return;
            };
            let premium = s.premium.map_or(Amount::ZERO, |p| p.0);
            s.premium_collected = Some(at);
            if action.value != SettleAction::Collect || amount.value != premium {
                s.written.reported = true;
                out.push(
                    Finding::new(
                        "TC014",
                        Label::new(at, t!("tc-settled-here")),
                        t!("tc-premium-not-collected", seat = seat.value, premium = premium),
                    )
                    .label(s.premium.map_or(s.loc, |p| p.1), t!("tc-premium-here"))
                    .expected(Text::verbatim(format!("collect {} {} {premium}", seat.value, ins.word)))
                    .found(Text::verbatim(format!(
                        "{} {} {} {}",
                        action.value.as_str(),
                        seat.value,
                        ins.word,
                        amount.value
                    )))
                    .rule(ins.rule.clone()),
                );
            }
            return;
        }
        let chance = g.bet(bet.kind.value).map(|(_, ch)| ch);
        let found = match (bet.prison, chance) {
            (false, Some(ch)) => {
                c.stakes.iter().position(|s| s.seat == seat.value && s.chance == ch).map(|i| (false, i))
            }
            (true, Some(ch)) => {
                c.prisoners.iter().position(|h| h.seat == seat.value && h.prisoner.bet.0 == ch).map(|i| (true, i))
            }
            _ => None,
        };
        let Some((prison, i)) = found else {
            if c.refused.iter().any(|(s, b)| s == seat.value && b == bet.kind.value) {
                // The bet was refused (TC009): its settlement is the consequence.
                return;
            }
            out.push(no_such_bet(g, at, action, seat, bet, amount));
            return;
        };
        if c.outcome.is_none() && c.first_card.is_none() {
            // Before any card: no result can justify it. The stake is judged no further (one
            // fault, one finding), and the coup's other early lines are the same fault.
            let written = if prison { &mut c.prisoners[i].written } else { &mut c.stakes[i].written };
            written.reported = true;
            if !c.before_cards_reported {
                c.before_cards_reported = true;
                let p = if prison { "prison " } else { "" };
                let mut f = Finding::new(
                    "TC024",
                    Label::new(at, t!("tc-settled-before-cards-here")),
                    t!(
                        "tc-settled-before-cards",
                        action = action.value.as_str(),
                        seat = seat.value,
                        bet = format!("{p}{}", bet.kind.value)
                    ),
                )
                .label(c.loc, t!("tc-coup-here"))
                .expected(t!("tc-settle-after-result"))
                .found(Text::verbatim(format!(
                    "{} {} {p}{} {}",
                    action.value.as_str(),
                    seat.value,
                    bet.kind.value,
                    amount.value
                )))
                .rule(g.spec.announce_rule.clone());
                if let Some(n) = c.nomore {
                    f = f.label(n, t!("tc-no-more-here"));
                }
                out.push(f);
            }
            return;
        }
        if c.outcome.is_none() {
            c.early.push((prison, i, action, amount.value, at));
            return;
        }
        self.judge_line(prison, i, action, amount.value, at, out);
    }

    /// One settlement line of a decided coup, against what the stake (or prisoner) is owed.
    fn judge_line(
        &mut self,
        prison: bool,
        i: usize,
        action: Sp<SettleAction>,
        amount: Amount,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let min = self.limits.min;
        let Some(c) = self.coup.as_mut() else { return };
        let Some(outcome) = c.outcome else { return };
        // The half option removed below the minimum: its own rule is cited.
        let forced = outcome == Outcome::Refait
            && if prison {
                c.prisoners.get(i).is_some_and(|h| {
                    let p = &h.prisoner;
                    forced_prison(g, p.stake.halve_times(p.times + 1, g.spec.refait.rounding), p.times + 1, min)
                })
            } else {
                c.stakes
                    .get(i)
                    .is_some_and(|s| forced_prison(g, s.amount.halve_times(1, g.spec.refait.rounding), 1, min))
            };
        let (owed, written, chance, bet_loc) = if prison {
            let Some(h) = c.prisoners.get(i) else { return };
            (owed_prisoner(g, h, outcome, min, None), &h.written, h.prisoner.bet.0, h.prisoner.bet_loc)
        } else {
            let Some(s) = c.stakes.get(i) else { return };
            (owed_stake(g, s, outcome, min, None), &s.written, s.chance, s.loc)
        };
        if written.reported {
            return;
        }
        // Nothing can be said (color or inverso, the first card unseen): not judged, only
        // noted (a prisoner so settled leaves the ledger).
        let Some(owed) = owed else {
            let written = if prison { &mut c.prisoners[i].written } else { &mut c.stakes[i].written };
            written.lines.push((action.value, amount, at));
            return;
        };
        let line = (action.value, amount);
        let verdict = fits(&owed, &written.lines, line);
        // The seat's name for a message: copied only when one is written.
        let seat = |c: &Coup| if prison { c.prisoners[i].seat.clone() } else { c.stakes[i].seat.clone() };
        match verdict {
            Ok(()) => {
                let written = if prison { &mut c.prisoners[i].written } else { &mut c.stakes[i].written };
                written.lines.push((action.value, amount, at));
                // The order: losing stakes before any payment; color and inverso paid first.
                match action.value {
                    SettleAction::Pay => {
                        c.losers.paid(at);
                        if let Some((_, earlier, _)) = c.order.pay(chance.payment_rank(), at, at) {
                            out.push(
                                Finding::new(
                                    "TC017",
                                    Label::new(at, t!("tc-paid-late")),
                                    t!("tc-payment-order", bet = g.name_of(chance)),
                                )
                                .label(earlier, t!("tc-paid-before"))
                                .expected(t!("tc-color-first"))
                                .found(t!("tc-rows-before-colour"))
                                .rule(g.spec.settlement.order_rule.clone()),
                            );
                        }
                    }
                    SettleAction::Collect if matches!(outcome, Outcome::Decided { .. }) => {
                        if let Some(first) = c.losers.loser_collected() {
                            out.push(
                                Finding::new(
                                    "TC016",
                                    Label::new(at, t!("tc-collected-late")),
                                    t!("tc-loser-after-payment", seat = seat(c), bet = g.name_of(chance)),
                                )
                                .label(first, t!("tc-first-payment"))
                                .expected(t!("tc-losers-first"))
                                .found(t!("tc-payment-before-loser"))
                                .rule(g.spec.settlement.losers_first_rule.clone()),
                            );
                        }
                    }
                    _ => {}
                }
            }
            Err(misfit) => {
                let seat = seat(c);
                // Settled as a wrong announcement said: its consequence, a label on TC008.
                let as_announced = c.wrong_points.as_ref().is_some_and(|(_, announced)| {
                    let owed = if prison {
                        c.prisoners.get(i).and_then(|h| owed_prisoner(g, h, *announced, min, None))
                    } else {
                        c.stakes.get(i).and_then(|s| owed_stake(g, s, *announced, min, None))
                    };
                    owed.is_none_or(|o| fits(&o, &written.lines, line).is_ok())
                });
                let written = if prison { &mut c.prisoners[i].written } else { &mut c.stakes[i].written };
                written.reported = true;
                if as_announced && let Some((f, announced)) = c.wrong_points.take() {
                    c.wrong_points = Some((f.label(at, t!("tc-settled-as-announced")), announced));
                    return;
                }
                let rule = match (misfit, outcome) {
                    (Misfit::Amount(_), Outcome::Decided { .. }) => g.spec.payout_rule.clone(),
                    _ if forced => {
                        g.spec.refait.forced_prison_rule.clone().unwrap_or_else(|| g.spec.refait.rule.clone())
                    }
                    _ => rule_of(g, chance, outcome),
                };
                let who = Who { seat: &seat, chance, prison, bet_loc };
                out.push(wrong_line(g, c, &who, (action.value, amount, at), misfit, &owed, outcome, rule));
            }
        }
    }

    /// `choose SEAT [prison] BET half|prison`: the player's option on the refait.
    fn choose(&mut self, at: Loc, seat: Word<'_>, bet: &BetRef<'_>, choice: Sp<ZeroChoice>, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return };
        let chance = g.bet(bet.kind.value).map(|(_, ch)| ch);
        let insured_out = g.spec.insurance.is_some();
        let target: Option<&mut Written> = match (bet.prison, chance) {
            (false, Some(ch)) => c
                .stakes
                .iter_mut()
                .find(|s| s.seat == seat.value && s.chance == ch && !(insured_out && s.premium.is_some()))
                .map(|s| &mut s.written),
            (true, Some(ch)) => {
                c.prisoners.iter_mut().find(|h| h.seat == seat.value && h.prisoner.bet.0 == ch).map(|h| &mut h.written)
            }
            _ => None,
        };
        let announced = c.wrong_points.as_ref().map(|(_, o)| *o);
        match (c.outcome, target) {
            // The coup has no result (TC006): its option is not judged, only taken as the log
            // writes it.
            (None, target) if c.incomplete_reported => {
                if let Some(w) = target {
                    w.choice.get_or_insert((choice.value, at));
                }
            }
            (Some(Outcome::Refait), Some(w)) if w.choice.is_none() => w.choice = Some((choice.value, at)),
            // The option a wrong announcement of the refait offered: its consequence.
            (Some(_), target) if announced == Some(Outcome::Refait) => {
                if let Some(w) = target {
                    w.choice.get_or_insert((choice.value, at));
                }
                if let Some((f, o)) = c.wrong_points.take() {
                    c.wrong_points = Some((f.label(at, t!("tc-settled-as-announced")), o));
                }
            }
            (outcome, _) => {
                let why = match outcome {
                    Some(Outcome::Refait) => t!("tc-choice-no-option", seat = seat.value, bet = bet.kind.value),
                    Some(o) => t!("tc-choice-not-refait", outcome = outcome_text(g, o)),
                    None => t!("tc-choice-before-result"),
                };
                out.push(
                    Finding::new("TC020", Label::new(at, t!("tc-choice-here")), why)
                        .expected(t!("tc-choice-on-refait"))
                        .found(Text::verbatim(format!(
                            "choose {} {} {}",
                            seat.value,
                            bet.kind.value,
                            choice.value.as_str()
                        )))
                        .rule(g.spec.refait.rule.clone()),
                );
            }
        }
    }

    /// The coup ends (the next round, the session's close at `close`, the end of the log): what
    /// is still owed is reported (TC015; on the session's last coup, a stake left in prisión,
    /// TC023), an incomplete coup too (TC006), and the prisoners go on. A line that fitted while
    /// it was not known whether the coup is the last, and does not fit what it was, is TC014.
    fn end_coup(&mut self, close: Option<Loc>, out: &mut Vec<Finding>) {
        let g = self.g;
        let min = self.limits.min;
        let last = close.is_some();
        let Some(mut c) = self.coup.take() else { return };
        // A wrong announcement goes first; a stake settled wholly as it announced is its
        // consequence, not unsettled.
        let wrong = c.wrong_points.take();
        let wrong_at = out.len();
        let as_announced = |owed: Option<Owed>, w: &Written| {
            wrong.is_some()
                && (!w.lines.is_empty() || w.choice.is_some())
                && owed.is_none_or(|o| complete(&o, &w.lines).is_ok())
        };
        let announced = wrong.as_ref().map(|(_, o)| *o);
        let stop = g.spec.rows.stop;
        let mut next: Vec<Prisoner<HeldChance>> = Vec::new();
        let Some(outcome) = c.outcome else {
            // Undecided: a coup with stakes or cards and no result (the rows short of the stop).
            if !c.incomplete_reported
                && !c.rows.unjudged
                && c.false_red_card.is_none()
                && (c.rows.dealt() || c.stakes.iter().any(|s| !s.carried))
            {
                let at = c.rows.rows.iter().filter_map(|r| r.last).max().unwrap_or(c.loc);
                out.push(incomplete(g, &c, at, stop));
            }
            // Nothing judged: the prisoners stay (but those the log settled after a coup left
            // short, TC006: their fate is the log's); stakes carried stay with the log.
            let settled = |i: usize| c.incomplete_reported && c.early.iter().any(|e| e.0 && e.1 == i);
            next.extend(c.prisoners.iter().enumerate().filter(|(i, _)| !settled(*i)).map(|(_, h)| h.prisoner.clone()));
            if c.incomplete_reported {
                for s in c.stakes.iter().filter(|s| matches!(s.written.choice, Some((ZeroChoice::Prison, _)))) {
                    next.push(Prisoner {
                        seat: seat_id(&mut self.seats, &s.seat),
                        bet: HeldChance(s.chance),
                        stake: s.amount,
                        times: 1,
                        bet_loc: s.loc,
                        prison_loc: s.written.choice.map_or(c.loc, |ch| ch.1),
                    });
                }
            }
            self.hold(next);
            return;
        };
        // On the last coup, a line judged against what any coup owes may not fit what the last
        // owes (the half below the minimum, a prisoner left held): TC014 on the first such line.
        let misfit = |who: &Who<'_>, owed: &Owed, w: &Written| {
            let (k, why) = first_misfit(owed, &w.lines)?;
            let rule =
                if last { g.spec.refait.last_coup_rule.clone() } else { g.spec.refait.forced_prison_rule.clone() };
            let rule = rule.unwrap_or_else(|| g.spec.refait.rule.clone());
            Some(wrong_line(g, &c, who, w.lines[k], why, owed, outcome, rule))
        };
        for s in &c.stakes {
            if let Some((premium, at)) = s.premium
                && s.premium_collected.is_none()
                && let Some(ins) = &g.spec.insurance
                && !s.written.reported
            {
                out.push(
                    Finding::new(
                        "TC015",
                        Label::new(at, t!("tc-premium-here")),
                        t!("tc-premium-unsettled", seat = s.seat.as_str(), premium = premium),
                    )
                    .expected(Text::verbatim(format!("collect {} {} {premium}", s.seat, ins.word)))
                    .found(t!("tc-no-line")),
                );
            }
            if s.written.reported {
                continue;
            }
            let Some(owed) = owed_stake(g, s, outcome, min, Some(last)) else { continue };
            let who = Who { seat: &s.seat, chance: s.chance, prison: false, bet_loc: s.loc };
            if let Some(f) = misfit(&who, &owed, &s.written) {
                out.push(f);
                continue;
            }
            match complete(&owed, &s.written.lines) {
                Ok(()) => {
                    if outcome == Outcome::Refait && s.written.lines.is_empty() && owed.iter().any(|a| a.is_empty()) {
                        if s.premium.is_some() && g.spec.insurance.is_some() {
                            // Insured, and the article leaves it on the cloth.
                            self.carried.push(Stake { carried: true, written: Written::default(), ..s.clone() });
                        } else {
                            next.push(Prisoner {
                                seat: seat_id(&mut self.seats, &s.seat),
                                bet: HeldChance(s.chance),
                                stake: s.amount,
                                times: 1,
                                bet_loc: s.loc,
                                prison_loc: s.written.choice.map_or(c.loc, |ch| ch.1),
                            });
                        }
                    }
                }
                Err(_) if as_announced(announced.and_then(|a| owed_stake(g, s, a, min, Some(last))), &s.written) => {
                    // Sent to prisión by the announced refait: held as the table held it.
                    if announced == Some(Outcome::Refait) && s.written.lines.is_empty() && !last {
                        next.push(Prisoner {
                            seat: seat_id(&mut self.seats, &s.seat),
                            bet: HeldChance(s.chance),
                            stake: s.amount,
                            times: 1,
                            bet_loc: s.loc,
                            prison_loc: s.written.choice.map_or(c.loc, |ch| ch.1),
                        });
                    }
                }
                Err(missing) => out.push(match close {
                    Some(at) if s.written.lines.is_empty() && outcome == Outcome::Refait => {
                        left_in_prison(g, &c, at, &who, &missing, s.written.choice, outcome)
                    }
                    _ => unsettled(g, &c, s.loc, &s.seat, s.chance, false, &missing, outcome),
                }),
            }
        }
        for h in c.prisoners.iter() {
            let keep = || h.prisoner.clone();
            if h.written.reported {
                continue;
            }
            let Some(owed) = owed_prisoner(g, h, outcome, min, Some(last)) else {
                // Not judged (color or inverso, the first card in doubt): a prisoner the log
                // settled is gone, one it did not is still held.
                if h.written.lines.is_empty() && !last {
                    next.push(keep());
                }
                continue;
            };
            let who = Who { seat: &h.seat, chance: h.prisoner.bet.0, prison: true, bet_loc: h.prisoner.bet_loc };
            if let Some(f) = misfit(&who, &owed, &h.written) {
                out.push(f);
                // Settled where the law keeps it in prisión: it stays, for the coup that frees it.
                if owed.iter().any(|a| a.is_empty()) {
                    let mut p = keep();
                    p.times += u32::from(outcome == Outcome::Refait);
                    next.push(p);
                }
                continue;
            }
            match complete(&owed, &h.written.lines) {
                Ok(()) => match outcome {
                    Outcome::RedCard | Outcome::Tie => next.push(keep()),
                    Outcome::Refait if h.written.lines.is_empty() => {
                        let mut p = keep();
                        p.times += 1;
                        next.push(p);
                    }
                    _ => {}
                },
                Err(_) if as_announced(announced.and_then(|a| owed_prisoner(g, h, a, min, Some(last))), &h.written) => {
                }
                Err(missing) => out.push(match close {
                    // A prisoner its chance's win or loss settles is owed that, not the close's.
                    Some(at) if h.written.lines.is_empty() && !matches!(outcome, Outcome::Decided { .. }) => {
                        left_in_prison(g, &c, at, &who, &missing, h.written.choice, outcome)
                    }
                    _ => unsettled(g, &c, h.prisoner.bet_loc, &h.seat, h.prisoner.bet.0, true, &missing, outcome),
                }),
            }
        }
        if let Some((f, _)) = wrong {
            out.insert(wrong_at, f);
        }
        // Nothing stays in prisión past the session's close.
        self.hold(if last { Vec::new() } else { next });
    }

    fn hold(&mut self, next: Vec<Prisoner<HeldChance>>) {
        // `take` hands back the (empty) held list and the spare buffer.
        let (_, spare) = self.prison.take();
        self.prison.hold(next, spare);
    }
}

/// A seat's number in `seats`, added when new.
fn seat_id(seats: &mut Vec<String>, name: &str) -> u32 {
    match seats.iter().position(|x| x == name) {
        Some(i) => i as u32,
        None => {
            seats.push(name.to_owned());
            (seats.len() - 1) as u32
        }
    }
}

/// A stake (or prisoner) named in a finding.
struct Who<'a> {
    seat: &'a str,
    chance: Chance,
    prison: bool,
    bet_loc: Loc,
}

/// TC014: a settlement line that does not fit what the stake (or prisoner) is owed.
#[allow(clippy::too_many_arguments)]
fn wrong_line(
    g: &TreintaGame,
    c: &Coup,
    who: &Who<'_>,
    (action, amount, at): (SettleAction, Amount, Loc),
    misfit: Misfit,
    owed: &Owed,
    outcome: Outcome,
    rule: String,
) -> Finding {
    let bet = g.name_of(who.chance);
    let owed_text = owed.iter().map(|alt| written_as(alt, who.seat, bet, who.prison)).collect::<Vec<_>>().join(" | ");
    let message = match misfit {
        Misfit::Amount(due) => {
            t!("tc-wrong-amount", action = action.as_str(), seat = who.seat, bet = bet, amount = amount, due = due)
        }
        Misfit::Action => t!(
            "tc-contradicts-outcome",
            action = action.as_str(),
            seat = who.seat,
            bet = bet,
            outcome = outcome_text(g, outcome)
        ),
    };
    let mut f = Finding::new("TC014", Label::new(at, t!("tc-settled-here")), message)
        .label(who.bet_loc, if who.prison { t!("tc-the-prisoner") } else { t!("tc-the-bet") })
        .expected(Text::verbatim(owed_text))
        .found(Text::verbatim(format!(
            "{} {} {}{bet} {amount}",
            action.as_str(),
            who.seat,
            if who.prison { "prison " } else { "" },
        )))
        .rule(rule);
    if let Some(a) = c.announced {
        f = f.label(a, t!("tc-announced-here"));
    }
    f
}

/// TC023: a stake left in prisión at the session's close (`close`), its last coup `c`: no coup
/// follows to free it, and the article's last-coup rule says what it gets.
fn left_in_prison(
    g: &TreintaGame,
    c: &Coup,
    close: Loc,
    who: &Who<'_>,
    missing: &[Line],
    choice: Option<(ZeroChoice, Loc)>,
    outcome: Outcome,
) -> Finding {
    let bet = g.name_of(who.chance);
    let primary = match choice {
        Some((ZeroChoice::Prison, at)) => Label::new(at, t!("tc-prison-chosen-here")),
        _ => Label::new(who.bet_loc, if who.prison { t!("tc-the-prisoner") } else { t!("tc-the-bet") }),
    };
    let found = match choice {
        Some((ZeroChoice::Prison, _)) => {
            Text::verbatim(format!("choose {} {}{bet} prison", who.seat, if who.prison { "prison " } else { "" }))
        }
        _ => t!("tc-no-line"),
    };
    Finding::new(
        "TC023",
        primary,
        t!("tc-left-in-prison", seat = who.seat, bet = bet, outcome = outcome_text(g, outcome)),
    )
    .label(c.loc, t!("tc-last-coup-here"))
    .label(close, t!("tc-session-closes-here"))
    .expected(Text::verbatim(written_as(missing, who.seat, bet, who.prison)))
    .found(found)
    .rule(g.spec.refait.last_coup_rule.clone().unwrap_or_else(|| g.spec.refait.rule.clone()))
}

/// The outcome in words, for messages.
fn outcome_text(g: &TreintaGame, o: Outcome) -> Text {
    match o {
        Outcome::Decided { first, color } => t!(
            "tc-outcome-decided",
            row = g.rows[usize::from(!first)].as_str(),
            colour = match color {
                Some(true) => "color",
                Some(false) => "inverso",
                None => "unknown",
            }
        ),
        Outcome::Tie => t!("tc-outcome-tie"),
        Outcome::Refait => t!("tc-outcome-refait"),
        Outcome::RedCard => t!("tc-outcome-red-card"),
    }
}

/// The rule a settlement under `o` follows.
fn rule_of(g: &TreintaGame, chance: Chance, o: Outcome) -> String {
    match o {
        Outcome::Tie => g.spec.tie_rule.clone(),
        Outcome::Refait => g.spec.refait.rule.clone(),
        Outcome::RedCard => g.spec.red_card_rule.clone(),
        Outcome::Decided { .. } => g.spec.bets[g.bet_of(chance)].rule.clone(),
    }
}

/// TC006: a row short of the stop when the coup ends or is announced.
fn incomplete(g: &TreintaGame, c: &Coup, at: Loc, stop: u8) -> Finding {
    let rows = &c.rows.rows;
    let short = if rows[0].total < stop { 0 } else { 1 };
    let mut f = Finding::new(
        "TC006",
        Label::new(at, t!("tc-coup-ends-here")),
        t!("tc-row-stopped-short", row = g.rows[short].as_str(), total = rows[short].total, stop = stop),
    )
    .label(c.loc, t!("tc-coup-here"))
    .expected(t!("tc-row-to-stop", stop = stop))
    .found(t!("tc-row-total", row = g.rows[short].as_str(), total = rows[short].total));
    if let Some(l) = rows[short].last {
        f = f.label(l, t!("tc-row-last-card"));
    }
    f
}

/// TC015: a stake (or prisoner) whose settlement is not complete at the coup's end.
#[allow(clippy::too_many_arguments)]
fn unsettled(
    g: &TreintaGame,
    c: &Coup,
    bet_loc: Loc,
    seat: &str,
    chance: Chance,
    prison: bool,
    missing: &[(SettleAction, Amount)],
    outcome: Outcome,
) -> Finding {
    Finding::new(
        "TC015",
        Label::new(bet_loc, if prison { t!("tc-the-prisoner") } else { t!("tc-the-bet") }),
        t!("tc-not-settled", seat = seat, bet = g.name_of(chance), outcome = outcome_text(g, outcome)),
    )
    .label(c.loc, t!("tc-coup-here"))
    .expected(Text::verbatim(written_as(missing, seat, g.name_of(chance), prison)))
    .found(t!("tc-no-line"))
}

/// TC019: a settlement of a bet that is not on the table (or a prisoner there is not).
fn no_such_bet(
    g: &TreintaGame,
    at: Loc,
    action: Sp<SettleAction>,
    seat: Word<'_>,
    bet: &BetRef<'_>,
    amount: Sp<Amount>,
) -> Finding {
    let mut names = g.bet_names();
    if let Some(ins) = &g.spec.insurance {
        names.push(ins.word.as_str());
    }
    let p = if bet.prison { "prison " } else { "" };
    Finding::new(
        "TC019",
        Label::new(at, t!("tc-no-such-bet")),
        t!(
            "tc-settlement-without-bet",
            seat = seat.value,
            bet = format!("{p}{}", bet.kind.value),
            suggestion = if g.bet(bet.kind.value).is_some() {
                Text::verbatim(String::new())
            } else {
                did_you_mean_text(bet.kind.value, &names)
            }
        ),
    )
    .expected(t!("tc-settle-a-bet"))
    .found(Text::verbatim(format!(
        "{} {} {p}{} {}",
        action.value.as_str(),
        seat.value,
        bet.kind.value,
        amount.value
    )))
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

//! The craps engine: replays one log, roll by roll.
//!
//! A round is one roll (docs/log-format.md § 14). The table's state lives across rounds: the
//! shooter, the point, and every bet not yet decided. A roll is taken when the next line that
//! is not its `void` comes (a `void` right after it makes it null); it then decides the bets its
//! dice decide, each owed a payment, a collection or its stake back, and moves the point. The
//! round's settlement lines are judged against what is owed; what is still owed when the round
//! ends is reported. Every judgement comes from the dice, never from the plaque.

use crate::catalog::dice::{Backs, MaxOf};
use crate::engine::Engine;
use crate::engine::baccarat::money::SeatName;
use crate::engine::dice::DiceGame;
use crate::engine::dice::article::{Bet, POINTS, percent_of};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{BetRef, DiceEvent, Event, EventKind, Loc, SettleAction, Sp, WheelEvent, Word};
use crate::log::suggest::did_you_mean_text;
use crate::money::{Amount, Payout};
use crate::t;

mod lookup;
mod settle;
mod shooter;

/// A bet on the table: who, which, on what number, for how much.
#[derive(Clone, Debug)]
struct Live {
    /// Inline (no allocation per bet; compared without a library call at every bet and
    /// settlement line, which scan the bets on the table by seat). The scans compare the bet
    /// and its number first, the seat's bytes last.
    seat: SeatName,
    /// Index of the bet in the article.
    bet: usize,
    /// The number it is written with: a hard way's, a place bet's, a Come's box once moved.
    number: Option<u8>,
    /// A line or Come bet's point, once its first roll set one.
    point: Option<u8>,
    stake: Amount,
    /// The `bet` line that put it on the table.
    loc: Loc,
    over_max_reported: bool,
    /// Taken off the table since the last roll (see [`lookup::LiveBets::list`]).
    gone: bool,
}

/// What a roll owes on a bet it decided.
#[derive(Clone, Debug)]
struct Owed {
    seat: SeatName,
    bet: usize,
    number: Option<u8>,
    action: SettleAction,
    amount: Amount,
    bet_loc: Loc,
    settled: bool,
    /// The next entry owed on the same key ([`lookup::NONE`]: none), once indexed.
    next: u32,
}

/// One roll's round as the log tells it.
#[derive(Debug, Default)]
struct Round {
    loc: Loc,
    nomore: Option<Loc>,
    /// The roll taken (its dice have decided the bets).
    roll: Option<(Loc, [u8; 2])>,
    /// A `void` since the last throw, before the throw again.
    void: Option<Loc>,
    owed: Vec<Owed>,
    /// How many of `owed` a line has settled.
    settled: usize,
    late_reported: bool,
    void_settled_reported: bool,
}

/// Replays a craps session.
pub struct Table<'g> {
    g: &'g DiceGame,
    /// The simple bets' maximum.
    simple_max: Amount,
    /// The multiple bets' factor (the header's `max-multiple=`).
    factor: u32,
    live: lookup::LiveBets,
    /// The table's point, as the dice set it.
    point: Option<u8>,
    round: Option<Round>,
    /// The last round's `owed`, emptied, its capacity kept for the next round's (a round per
    /// roll: a new `Vec` per roll had been a few per cent of a log's check).
    spare_owed: Vec<Owed>,
    /// The round's `owed` by key, when it holds many.
    owed_index: lookup::OwedIndex,
    /// `live`'s other buffer: a roll sorts the bets into it (those it leaves on the table),
    /// then the two are swapped.
    spare_live: Vec<Live>,
    /// A roll written, not yet taken: a `void` right after it makes it null.
    pending: Option<(Loc, [u8; 2])>,
    shooter: Option<SeatName>,
    shooter_loc: Option<Loc>,
    /// The last roll taken was a seven-out (its place): the dice pass.
    seven_out: Option<Loc>,
    /// The roll that set the point on the table (`point`), while it is on.
    point_set: Option<Loc>,
    /// A throw declared null since the last roll taken because a die left the table (the
    /// catalogue's `lost_die_void`): the shooter may then take other dice during the point.
    die_off: Option<Loc>,
    rolled: bool,
    no_shooter_reported: bool,
    /// The shooter's missing line bet, reported once per shooter.
    line_bet_reported: bool,
    /// Bets refused (not the article's, or out of turn) or left unsettled and reported: a line
    /// settling one is that fault's consequence, not another finding.
    excused: rustc_hash::FxHashSet<(String, String, Option<u8>)>,
    /// The study's counts: the dice totals, the stakes by their exact edge.
    tally: super::study::Tally,
    /// The table's state is in doubt since this line: a line could not be read (it may have
    /// been a roll, a bet, a takedown, a settlement, the shooter), or a round was settled with
    /// no roll (its `roll` line lost). What the engine would find from the state it holds may be
    /// only that line's consequence, so, until the state is known again, only what needs no
    /// state is reported (see [`Table::doubted`]).
    doubt: Option<Loc>,
    /// A 7 was taken while in doubt: it decides every bet on the table and turns the point off,
    /// whatever the state was, so the doubt ends with its round.
    resync: bool,
    /// The doubt ended on a 7 that may have been a seven-out or a come-out's natural: the dice
    /// may pass, or stay, without a finding, until the next roll.
    shooter_free: bool,
}

/// What a roll does to a bet.
enum Decision {
    Win(Option<u8>),
    Lose,
    Push,
    /// A line or Come bet's first roll set its point.
    Point(u8),
    Stands,
}

impl<'g> Table<'g> {
    pub fn new(g: &'g DiceGame, min: Amount, max: u32, factor: u32) -> Table<'g> {
        Table {
            g,
            simple_max: min.times(i64::from(max)),
            factor,
            live: lookup::LiveBets::default(),
            point: None,
            round: None,
            spare_owed: Vec::new(),
            owed_index: lookup::OwedIndex::default(),
            spare_live: Vec::new(),
            pending: None,
            shooter: None,
            shooter_loc: None,
            seven_out: None,
            point_set: None,
            die_off: None,
            rolled: false,
            no_shooter_reported: false,
            line_bet_reported: false,
            excused: rustc_hash::FxHashSet::default(),
            tally: super::study::Tally::new(g),
            doubt: None,
            resync: false,
            shooter_free: false,
        }
    }

    fn bet_spec(&self, i: usize) -> &'g Bet {
        &self.g.bets[i]
    }

    /// A bet as the log writes it: `hard 8`, `win`.
    fn shown(&self, bet: usize, number: Option<u8>) -> String {
        let name = self.bet_spec(bet).name.as_str();
        match number {
            Some(n) => format!("{name} {n}"),
            None => name.to_owned(),
        }
    }

    fn excused(&self, seat: &str, name: &str, number: Option<u8>) -> bool {
        // Asked only of a line that matched no bet: the key's strings are made then.
        !self.excused.is_empty() && self.excused.contains(&(seat.to_owned(), name.to_owned(), number))
    }

    fn replay(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        match &ev.kind {
            EventKind::Wheel(WheelEvent::Void { reason }) => return self.void(ev.loc, *reason, out),
            EventKind::Dice(DiceEvent::Point { number, .. }) => return self.plaque(ev.loc, *number, out),
            // A throw right after a throw not yet taken: the first stands (a `void` after this
            // one makes the first null), this one is reported and decides nothing.
            EventKind::Dice(DiceEvent::Roll { dice }) if self.pending.is_some() => {
                self.second_throw(ev.loc, out);
                // Other dice: which throw the log follows (a `void` between them may be what
                // is missing) is unknown until the state is known again. The same dice: the
                // line written twice.
                if self
                    .pending
                    .is_some_and(|(_, d)| d != [dice[0].value, dice[1].value] && d != [dice[1].value, dice[0].value])
                {
                    self.enter_doubt(ev.loc);
                }
                return;
            }
            _ => {}
        }
        self.take_roll();
        match &ev.kind {
            EventKind::Round { .. } => {
                self.end_round(out);
                self.round =
                    Some(Round { loc: ev.loc, owed: std::mem::take(&mut self.spare_owed), ..Round::default() });
            }
            EventKind::SessionClose { .. } => self.end_round(out),
            EventKind::Bet { seat, bet, amount } => self.bet(ev.loc, *seat, bet, *amount, out),
            EventKind::NoMoreBets => {
                if let Some(r) = self.round.as_mut() {
                    r.nomore.get_or_insert(ev.loc);
                }
            }
            EventKind::Settle { action, seat, bet, amount } => self.settle(ev.loc, *action, *seat, bet, *amount, out),
            EventKind::Dice(DiceEvent::Roll { dice }) => self.roll(ev.loc, [dice[0].value, dice[1].value], out),
            EventKind::Dice(DiceEvent::Shooter { seat, reason }) => self.new_shooter(ev.loc, *seat, *reason, out),
            EventKind::Dice(DiceEvent::Dice { reason }) => self.dice_change(ev.loc, *reason, out),
            EventKind::Dice(DiceEvent::TakeDown { seat, bet, amount }) => {
                self.take_down(ev.loc, *seat, bet, *amount, out)
            }
            _ => {}
        }
    }

    // ---- bets -------------------------------------------------------------------------------

    /// The article's bet a reference names, with its number: CR001 when it has none.
    fn resolve(&self, seat: &str, bet: &BetRef<'_>, out: &mut Vec<Finding>) -> Option<(usize, Option<u8>)> {
        let g = self.g;
        let Some(i) = g.bet_index(bet.kind.value) else {
            let hint = crate::log::suggest::did_you_mean_bet(bet.kind.value, &g.bet_names());
            out.push(
                Finding::new(
                    "CR001",
                    Label::new(bet.kind.loc, t!("dice-label-not-a-bet")),
                    t!("dice-bet-unknown", seat = seat, bet = bet.kind.value, hint = hint),
                )
                .expected(t!("dice-expect-bets", bets = g.bet_names().join(", ")))
                .found(Text::verbatim(bet.kind.value))
                .rule(g.spec.throw.closed_list_rule.clone()),
            );
            return None;
        };
        let b = &g.bets[i];
        let number = match bet.target.map(|t| t.value) {
            None => None,
            Some(t) => match t.as_slice() {
                [n] if *n <= 12 => Some(*n as u8),
                _ => Some(0),
            },
        };
        let fits = match number {
            None => b.numbers.is_empty() || matches!(b.backs, Backs::Come | Backs::DontCome),
            Some(n) => {
                b.numbers.contains(&n) || (matches!(b.backs, Backs::Come | Backs::DontCome) && POINTS.contains(&n))
            }
        };
        if !fits {
            let written = bet
                .target
                .map_or(String::new(), |t| t.value.as_slice().iter().map(u16::to_string).collect::<Vec<_>>().join(" "));
            let allowed = b.numbers.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
            out.push(
                Finding::new(
                    "CR001",
                    Label::new(bet.loc, t!("dice-label-not-a-bet")),
                    t!("dice-bet-bad-number", seat = seat, bet = b.name.as_str(), number = written.as_str()),
                )
                .expected(if allowed.is_empty() {
                    t!("dice-expect-no-number", bet = b.name.as_str())
                } else {
                    t!("dice-expect-numbers", bet = b.name.as_str(), numbers = allowed)
                })
                .found(Text::verbatim(format!("{} {written}", b.name)))
                .rule(if b.backs.is_place() {
                    g.spec.throw.place_rule.clone()
                } else {
                    g.spec.throw.closed_list_rule.clone()
                }),
            );
            return None;
        }
        Some((i, number))
    }

    fn bet(&mut self, at: Loc, seat: Word<'_>, bet: &BetRef<'_>, amount: Sp<Amount>, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some((i, number)) = self.resolve(seat.value, bet, out) else {
            self.excused.insert((seat.value.to_owned(), bet.kind.value.to_owned(), first_number(bet)));
            return;
        };
        let b = &g.bets[i];
        // After «ya no va más» (or the roll): once a round, judged as the log records it.
        if let Some(r) = self.round.as_mut() {
            let closed = r.nomore.or(r.roll.map(|(l, _)| l));
            if let (Some(closed_at), false) = (closed, r.late_reported) {
                r.late_reported = true;
                out.push(
                    Finding::new(
                        "CR003",
                        Label::new(at, t!("dice-label-late-bet")),
                        t!("dice-bet-after-no-more", seat = seat.value, bet = self.shown(i, number)),
                    )
                    .label(closed_at, t!("dice-label-no-more-here"))
                    .expected(t!("dice-expect-before-no-more"))
                    .found(t!("dice-found-late-bet"))
                    .rule(g.spec.throw.no_more_rule.clone()),
                );
            }
        }
        // When the article lets it be placed: the line bets on the come-out, Come after it, the
        // odds behind a bet whose point is known.
        let parent = self.parent_of(seat.value, b.backs, number);
        let out_of_turn = match b.backs {
            Backs::Win | Backs::DontWin => {
                self.point.map(|p| (t!("dice-why-line-on-point", point = p), &g.spec.throw.line_rule))
            }
            Backs::Come | Backs::DontCome if self.point.is_none() => {
                Some((t!("dice-why-come-on-come-out"), &g.spec.throw.come_rule))
            }
            _ if b.backs.is_odds() && parent.is_none() => Some((t!("dice-why-odds-no-point"), &g.spec.throw.odds_rule)),
            _ => None,
        };
        if let Some((why, rule)) = out_of_turn {
            out.push(
                Finding::new(
                    "CR002",
                    Label::new(bet.loc, t!("dice-label-out-of-turn")),
                    t!("dice-bet-out-of-turn", seat = seat.value, bet = self.shown(i, number), why = why),
                )
                .expected(match b.backs {
                    Backs::Win | Backs::DontWin => t!("dice-expect-line-on-come-out"),
                    Backs::Come | Backs::DontCome => t!("dice-expect-come-after-come-out"),
                    _ => t!("dice-expect-odds-behind"),
                })
                .found(t!("dice-found-out-of-turn"))
                .rule(rule.clone()),
            );
            self.excused.insert((seat.value.to_owned(), b.name.clone(), number));
            return;
        }
        let (come_pending, number) = match (b.backs, number) {
            // A Come written with a number names the bet on its box (a settlement's word): a
            // new Come goes on the Come area, its number unknown until its first roll.
            (Backs::Come | Backs::DontCome, _) => (true, None),
            (_, n) => (false, n),
        };
        // A seat's key names one bet on the table (see `LiveBets::index`); a new Come is added
        // only to a Come not yet moved to a number.
        let found =
            self.live.find(i, number, seat.value).filter(|&k| !come_pending || self.live.list[k].point.is_none());
        let idx = match found {
            Some(k) => {
                self.live.list[k].stake = self.live.list[k].stake.saturating_add(amount.value);
                k
            }
            None => self.live.push(Live {
                seat: SeatName::new(seat.value),
                bet: i,
                number,
                point: None,
                stake: amount.value,
                loc: bet.loc,
                over_max_reported: false,
                gone: false,
            }),
        };
        // The odds behind the line are on the table's point; a new Come has no number yet.
        let on = if matches!(b.backs, Backs::OddsWin | Backs::OddsDontWin) { self.point } else { number };
        self.tally.stake(b.backs, on, amount.value.minor());
        self.check_maximum(idx, amount.loc, parent, out);
    }

    /// The bet an odds bet stands behind: its stake and point.
    fn parent_of(&mut self, seat: &str, backs: Backs, number: Option<u8>) -> Option<(Amount, u8, Loc)> {
        let (parent, on) = match backs {
            Backs::OddsWin => (Backs::Win, None),
            Backs::OddsDontWin => (Backs::DontWin, None),
            Backs::OddsCome => (Backs::Come, number),
            Backs::OddsDontCome => (Backs::DontCome, number),
            _ => return None,
        };
        let g = self.g;
        let bets = g.bets.iter().enumerate().filter(move |(_, b)| b.backs == parent).map(|(j, _)| j);
        self.live.first_of(bets, seat, |l| {
            let b = &g.bets[l.bet];
            let point = l.point?;
            (b.backs == parent && (on.is_none() || on == Some(point)) && l.seat == seat)
                .then_some((l.stake, point, l.loc))
        })
    }

    /// The maximum of the bet at `idx` (the seat's stakes on it added up): CR004, or CR005 for
    /// the odds, at the first line that takes it over.
    fn check_maximum(&mut self, idx: usize, at: Loc, parent: Option<(Amount, u8, Loc)>, out: &mut Vec<Finding>) {
        let g = self.g;
        let l = &self.live.list[idx];
        let b = self.bet_spec(l.bet);
        let key = l.number.or(parent.map(|p| p.1));
        let pick = |v: &[crate::catalog::dice::PercentOn]| {
            key.and_then(|k| v.iter().find(|p| p.on.contains(&k)))
                .or_else(|| v.iter().find(|p| p.on.is_empty()))
                .map_or(100, |p| p.percent)
        };
        let limits = &g.spec.limits;
        let percent = pick(&b.max.percent);
        let (max, rule, code) = match b.max.of {
            MaxOf::Simple => {
                let rule = match b.backs {
                    Backs::Right => &limits.right_rule,
                    Backs::Wrong => &limits.wrong_rule,
                    _ => &limits.simple_rule,
                };
                (percent_of(self.simple_max, percent), rule, "CR004")
            }
            MaxOf::Multiple => {
                // The stake whose winnings are `factor` times the simple maximum's (even money).
                let win = percent_of(self.simple_max.times(i64::from(self.factor)), percent);
                let max = match b.payout(key) {
                    Some(Payout(r)) if *r.numer() > 0 => win.mul_ratio(Payout(r.recip()), crate::money::Rounding::Down),
                    _ => win,
                };
                (max, &limits.multiple_rule, "CR004")
            }
            MaxOf::Parent => {
                let Some((stake, _, _)) = parent else { return };
                let rule = if matches!(b.backs, Backs::OddsWin | Backs::OddsCome) {
                    &limits.odds_rule
                } else {
                    &limits.odds_dont_rule
                };
                (percent_of(stake, percent), rule, "CR005")
            }
        };
        if l.stake <= max || l.over_max_reported {
            return;
        }
        let mut f = Finding::new(
            code,
            Label::new(at, t!("dice-label-over-maximum")),
            t!(
                "dice-bet-over-maximum",
                seat = l.seat.as_str(),
                bet = self.shown(l.bet, l.number),
                stake = l.stake,
                max = max
            ),
        )
        .expected(t!("dice-expect-at-most", amount = max))
        .found(l.stake)
        .rule(rule.clone());
        if let Some((stake, point, loc)) = parent {
            f = f.label(loc, t!("dice-label-parent", stake = stake, point = point));
        } else if l.loc != at {
            f = f.label(l.loc, t!("dice-label-first-bet"));
        }
        out.push(f);
        self.live.list[idx].over_max_reported = true;
    }

    fn take_down(&mut self, at: Loc, seat: Word<'_>, bet: &BetRef<'_>, amount: Sp<Amount>, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some((i, number)) = self.resolve(seat.value, bet, out) else { return };
        let b = &g.bets[i];
        let found = self.live.find(i, number, seat.value);
        let closed = self.round.as_ref().and_then(|r| r.nomore.or(r.roll.map(|(l, _)| l)));
        let (why, rule, label) = match found {
            None if self.excused(seat.value, &b.name, number) => return,
            None => (t!("dice-why-no-such-bet"), b.rule_for(number), None),
            Some(_) if !b.take_down => (
                t!("dice-why-may-not-come-down"),
                if b.backs == Backs::Win { g.spec.throw.no_take_down_rule.clone() } else { b.rule_for(number) },
                None,
            ),
            Some(_) if closed.is_some() => (
                t!("dice-why-after-no-more"),
                g.spec.throw.no_more_rule.clone(),
                closed.map(|c| (c, t!("dice-label-no-more-here"))),
            ),
            Some(k) if amount.value > self.live.list[k].stake => (
                t!("dice-why-more-than-stake", stake = self.live.list[k].stake),
                b.rule_for(number),
                Some((self.live.list[k].loc, t!("dice-label-the-bet"))),
            ),
            Some(k) => {
                self.reduce(k, amount.value);
                return;
            }
        };
        let mut f = Finding::new(
            "CR014",
            Label::new(at, t!("dice-label-takedown")),
            t!("dice-takedown-not-allowed", seat = seat.value, bet = self.shown(i, number), why = why),
        )
        .expected(t!("dice-expect-takedown"))
        .found(amount.value)
        .rule(rule);
        if let Some((loc, text)) = label {
            f = f.label(loc, text);
        }
        out.push(f);
        // The money went back all the same: the bet is off the table by that much.
        if let Some(k) = found {
            self.reduce(k, amount.value);
        }
    }

    fn reduce(&mut self, k: usize, amount: Amount) {
        let l = &self.live.list[k];
        let backs = self.bet_spec(l.bet).backs;
        let on = if matches!(backs, Backs::OddsWin | Backs::OddsDontWin) { self.point } else { l.number };
        self.tally.withdraw(backs, on, amount.min(l.stake).minor());
        let rest = self.live.list[k].stake.saturating_sub(amount);
        if rest <= Amount::ZERO {
            self.live.remove(k);
        } else {
            self.live.list[k].stake = rest;
        }
    }

    // ---- the dice ---------------------------------------------------------------------------

    fn roll(&mut self, at: Loc, dice: [u8; 2], out: &mut Vec<Finding>) {
        let Some(r) = self.round.as_ref() else { return };
        // A second throw after the first's settlements or the next stakes: reported, and then
        // followed, since the lines after it (settled by its dice) tell it was thrown and most
        // likely the next round's `round` line is what is missing; ignoring its dice would judge
        // every later bet against a table they did not leave.
        if r.roll.is_some() && r.void.is_none() {
            self.second_throw(at, out);
        }
        self.check_shooter(at, out);
        self.pending = Some((at, dice));
    }

    /// A second throw in the round with no «tirada nula» between (CR013).
    fn second_throw(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let g = self.g;
        let first = self.pending.or(self.round.as_ref().and_then(|r| r.roll)).map(|(l, _)| l);
        let mut f = Finding::new("CR013", Label::new(at, t!("dice-label-second-throw")), t!("dice-second-throw"))
            .expected(t!("dice-expect-one-throw"))
            .found(t!("dice-found-second-throw"))
            .rule(g.spec.throw.throw_rule.clone());
        if let Some(first) = first {
            f = f.label(first, t!("dice-label-the-throw"));
        }
        out.push(f);
    }

    fn void(&mut self, at: Loc, reason: Word<'_>, out: &mut Vec<Finding>) {
        let g = self.g;
        let reasons: Vec<&str> = g.spec.throw.void_reasons.iter().map(String::as_str).collect();
        if !reasons.contains(&reason.value) {
            let hint = did_you_mean_text(reason.value, &reasons);
            out.push(
                Finding::new(
                    "CR017",
                    Label::new(reason.loc, t!("dice-label-void-reason")),
                    t!("dice-void-reason", reason = reason.value, hint = hint),
                )
                .expected(t!("dice-expect-void-reasons", reasons = reasons.join(", ")))
                .found(Text::verbatim(reason.value))
                .rule(g.spec.throw.void_rule.clone()),
            );
        }
        // The throw written just before is the null one: it decides nothing.
        self.pending = None;
        if reason.value == g.spec.throw.lost_die_void {
            self.die_off = Some(at);
        }
        let Some(r) = self.round.as_mut() else { return };
        if r.roll.is_some() && r.settled > 0 && !r.void_settled_reported {
            r.void_settled_reported = true;
            let first = r.owed.iter().find(|o| o.settled).map(|o| o.bet_loc).unwrap_or(r.loc);
            out.push(
                Finding::new("CR012", Label::new(at, t!("dice-label-void")), t!("dice-void-after-settlement"))
                    .label(first, t!("dice-label-settled-bet"))
                    .expected(t!("dice-expect-void-settles-nothing"))
                    .found(t!("dice-found-settled-null-throw"))
                    .rule(g.spec.throw.void_rule.clone()),
            );
        }
        r.void = Some(at);
    }

    /// The roll written is taken: its dice decide the bets and move the point.
    fn take_roll(&mut self) {
        let Some((at, dice)) = self.pending.take() else { return };
        let Some(r) = self.round.as_mut() else { return };
        r.roll = Some((at, dice));
        r.void = None;
        let mut owed = std::mem::take(&mut r.owed);
        self.tally.roll(dice[0], dice[1]);
        let g = self.g;
        self.rolled = true;
        let total = dice[0] + dice[1];
        let pair = dice[0] == dice[1];
        self.resync |= self.doubt.is_some() && total == 7;
        self.die_off = None;
        self.shooter_free = false;
        let before = self.point;
        let mut kept = lookup::Kept::new(std::mem::take(&mut self.spare_live), self.live.spare_index());
        let mut live = self.live.take();
        for mut l in live.drain(..) {
            if l.gone {
                continue;
            }
            let b = &g.bets[l.bet];
            let d = decide(
                b.backs,
                l.number,
                l.point.or(match b.backs {
                    Backs::OddsWin | Backs::OddsDontWin => before,
                    _ => None,
                }),
                total,
                pair,
            );
            let (action, amount) = match d {
                Decision::Stands => {
                    kept.push(l);
                    continue;
                }
                Decision::Point(p) => {
                    l.point = Some(p);
                    if matches!(b.backs, Backs::Come | Backs::DontCome) {
                        l.number = Some(p);
                        // A seat's stakes on one Come number are one bet.
                        if let Some(k) = kept.find(&l) {
                            kept.list[k].stake = kept.list[k].stake.saturating_add(l.stake);
                            continue;
                        }
                    }
                    kept.push(l);
                    continue;
                }
                Decision::Lose => (SettleAction::Collect, l.stake),
                Decision::Push => (SettleAction::Return, l.stake),
                Decision::Win(key) => match b.payout(key) {
                    Some(p) => (SettleAction::Pay, g.winnings(l.stake, p)),
                    None => (SettleAction::Pay, l.stake),
                },
            };
            owed.push(Owed {
                seat: l.seat,
                bet: l.bet,
                number: l.number,
                action,
                amount,
                bet_loc: l.loc,
                settled: false,
                next: lookup::NONE,
            });
        }
        let (kept, index, indexed) = kept.into_parts();
        self.live.set(kept, index, indexed);
        self.spare_live = live;
        if let Some(r) = self.round.as_mut() {
            r.owed = owed;
        }
        self.point = match before {
            None if POINTS.contains(&total) => {
                self.point_set = Some(at);
                Some(total)
            }
            Some(p) if total == p => None,
            Some(_) if total == 7 => {
                self.seven_out = Some(at);
                None
            }
            p => p,
        };
    }

    /// The point the table has as the dice left it, counting a roll written and not yet taken.
    fn point_now(&self) -> Option<u8> {
        let Some((_, dice)) = self.pending else { return self.point };
        let total = dice[0] + dice[1];
        match self.point {
            None if POINTS.contains(&total) => Some(total),
            Some(p) if total == p || total == 7 => None,
            p => p,
        }
    }

    /// The plaque, judged against the dice.
    fn plaque(&mut self, at: Loc, number: Option<Sp<u8>>, out: &mut Vec<Finding>) {
        let g = self.g;
        let dice = self.point_now();
        if number.map(|n| n.value) == dice {
            return;
        }
        let show = |p: Option<u8>| p.map_or_else(|| t!("dice-point-off"), |n| Text::verbatim(n.to_string()));
        if let Some(round) = self.no_roll(at) {
            // The plaque moved though the round has no roll: its `roll` line is missing.
            out.push(
                Finding::new(
                    "S004",
                    Label::new(number.map_or(at, |n| n.loc), t!("dice-label-plaque")),
                    t!("dice-no-roll-plaque", plaque = show(number.map(|n| n.value)), dice = show(dice)),
                )
                .label(round, t!("dice-label-round-no-roll"))
                .expected(t!("dice-expect-roll"))
                .found(t!("dice-found-no-roll")),
            );
            return;
        }
        let mut f = Finding::new(
            "CR015",
            Label::new(number.map_or(at, |n| n.loc), t!("dice-label-plaque")),
            t!("dice-plaque-wrong", plaque = show(number.map(|n| n.value)), dice = show(dice)),
        )
        .expected(show(dice))
        .found(show(number.map(|n| n.value)))
        .rule(g.spec.throw.point_rule.clone());
        if let Some((loc, _)) = self.pending.or(self.round.as_ref().and_then(|r| r.roll)) {
            f = f.label(loc, t!("dice-label-the-throw"));
        }
        out.push(f);
    }

    /// From `at` the table's state is in doubt (see [`Table::doubt`]).
    fn enter_doubt(&mut self, at: Loc) {
        self.doubt.get_or_insert(at);
        self.resync = false;
    }

    /// Whether a finding of `code` made while the state is in doubt is left out: all but those
    /// that need no state (a bet the article does not have, a stake over its maximum, a null
    /// throw's reason).
    fn doubted(code: &str) -> bool {
        !matches!(code, "CR001" | "CR004" | "CR017")
    }

    /// A round settled, or its plaque moved, with no roll: its `roll` line is missing (or
    /// unreadable). True when the round is so: the caller reports it, once, and the state is in
    /// doubt from there.
    fn no_roll(&mut self, at: Loc) -> Option<Loc> {
        if self.doubt.is_some() || self.pending.is_some() {
            return None;
        }
        let r = self.round.as_ref()?;
        // A throw counts when no `void` has followed it.
        if r.roll.is_some() && r.void.is_none() {
            return None;
        }
        let round = r.loc;
        self.enter_doubt(at);
        Some(round)
    }
}

/// Leaves out the findings from `made` on that the state in doubt may have caused.
#[cold]
fn forget_doubted(out: &mut Vec<Finding>, made: usize) {
    let mut i = 0;
    out.retain(|f| {
        i += 1;
        i <= made || !Table::doubted(f.code)
    });
}

/// The number a reference is written with (its first).
fn first_number(bet: &BetRef<'_>) -> Option<u8> {
    bet.target.and_then(|t| t.value.as_slice().first().map(|&n| n.min(255) as u8))
}

/// What a roll of `total` (a pair or not) does to a bet of kind `backs` on `number`, whose
/// point is `point`.
fn decide(backs: Backs, number: Option<u8>, point: Option<u8>, total: u8, pair: bool) -> Decision {
    use Decision::*;
    let one_roll = |wins: bool, key: Option<u8>| if wins { Win(key) } else { Lose };
    let n = number.unwrap_or(0);
    match backs {
        Backs::Win | Backs::Come => match point {
            None => match total {
                7 | 11 => Win(None),
                2 | 3 | 12 => Lose,
                t => Point(t),
            },
            Some(p) if total == p => Win(Some(p)),
            Some(_) if total == 7 => Lose,
            Some(_) => Stands,
        },
        Backs::DontWin | Backs::DontCome => match point {
            None => match total {
                2 | 3 => Win(None),
                7 | 11 => Lose,
                12 => Push,
                t => Point(t),
            },
            Some(p) if total == p => Lose,
            Some(_) if total == 7 => Win(Some(7)),
            Some(_) => Stands,
        },
        Backs::Field => one_roll(matches!(total, 2 | 3 | 4 | 9 | 10 | 11 | 12), Some(total)),
        Backs::Under7 => one_roll(total < 7, None),
        Backs::Over7 => one_roll(total > 7, None),
        Backs::Seven => one_roll(total == 7, None),
        Backs::Eleven => one_roll(total == 11, None),
        Backs::AnyCraps => one_roll(matches!(total, 2 | 3 | 12), None),
        Backs::Craps => one_roll(total == n, Some(n)),
        Backs::Horn => one_roll(matches!(total, 2 | 3 | 11 | 12), Some(total)),
        Backs::Hard => match total {
            t if t == n && pair => Win(Some(n)),
            t if t == n || t == 7 => Lose,
            _ => Stands,
        },
        Backs::Big | Backs::Right => match total {
            t if t == n => Win(Some(n)),
            7 => Lose,
            _ => Stands,
        },
        Backs::Wrong => match total {
            7 => Win(Some(n)),
            t if t == n => Lose,
            _ => Stands,
        },
        Backs::OddsWin | Backs::OddsCome => match point.or(number) {
            Some(p) if total == p => Win(Some(p)),
            _ if total == 7 => Lose,
            _ => Stands,
        },
        Backs::OddsDontWin | Backs::OddsDontCome => match point.or(number) {
            Some(p) if total == p => Lose,
            p if total == 7 => Win(p),
            _ => Stands,
        },
    }
}

impl Engine for Table<'_> {
    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        let (made, doubt) = (out.len(), self.doubt.is_some());
        self.replay(ev, out);
        if doubt {
            forget_doubted(out, made);
        }
    }

    fn unreadable(&mut self, at: Loc) {
        self.enter_doubt(at);
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
        let (made, doubt) = (out.len(), self.doubt.is_some());
        self.take_roll();
        self.end_round(out);
        if doubt {
            forget_doubted(out, made);
        }
    }

    fn study(&self) -> Option<crate::study::GameStudy> {
        Some(self.tally.study())
    }
}

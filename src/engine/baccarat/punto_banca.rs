//! The punto y banca engine: the establishment banks, the player hand follows its fixed rule and
//! the bank's hand the tableau, every draw is forced.
//!
//! Each coup (`round N`) collects its stakes and cards; the draws, the winner and the
//! settlements are judged when the croupier announces the result. After a violation the engine
//! goes on from what the log shows: an illegal draw is reported once and the coup is evaluated
//! with the cards actually dealt; after a wrong announced winner (BC008) the settlements are
//! judged against the winner the cards give, not the announced one.

use rustc_hash::FxHashMap as HashMap;

use crate::engine::Engine;
use crate::engine::baccarat::coup::{CoupLog, dealt_hand, list, out_of_deal_order, wrong_winner};
use crate::engine::baccarat::draws::{fourth_card, player_drew_on_stand};
use crate::engine::baccarat::money::{Due, Outcome, SeatName, Settlement, TableLimits, due, percent_text};
use crate::engine::baccarat::settlement::{Until, below_minimum, settled_stake, unsettled};
use crate::engine::baccarat::shoe_log::{ShoeLog, ordinal_category};
use crate::engine::baccarat::study::{self, Tally};
use crate::engine::baccarat::tableau::{Cell, PlayerMove, column_label};
use crate::engine::baccarat::{BaccaratGame, Backs};
use crate::engine::not_logged::{self, Unlogged};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{CardSeen, Face, show};
use crate::log::event::{BetRef, Event, EventKind, Loc, OutcomePart, SettleAction, Sp, Word};
use crate::money::Amount;
use crate::t;

/// The seat name of the croupier when the catalogue does not say (`hand_holder.nobody_bets`).
pub const CROUPIER: &str = "croupier";

/// The checks this engine can emit under `g`'s parameters.
pub fn emitted_checks(g: &BaccaratGame) -> Vec<&'static str> {
    let mut v = vec![
        "BC001", "BC002", "BC003", "BC004", "BC005", "BC006", "BC007", "BC008", "BC009", "BC011", "BC012", "BC013",
        "BC015", "BC016", "BC017", "BC019", "BC021", "BC022", "BC023", "BC028", "BC029", "BC030", "BC031", "BC032",
        "BC033", "BC034", "BC035",
    ];
    if g.bets.iter().any(|b| b.commission) && g.commission.is_some() {
        v.push("BC010");
    }
    if g.bets.iter().any(|b| b.backs != Backs::Tie && b.on_tie == crate::catalog::baccarat::OnTie::Push) {
        v.push("BC014");
    }
    if g.limits.multiple_of_minimum != crate::catalog::baccarat::MultiplePolicy::Never {
        v.push("BC018");
    }
    if g.spec.shoe.burn.is_some() {
        v.push("BC020");
    }
    if g.spec.shoe_holder.as_ref().is_some_and(|h| h.passes_on_bank_loss) {
        v.push("BC024");
    }
    if g.spec.hand_holder.is_some() {
        v.push("BC025");
    }
    v.push("BC055");
    if let Some(s) = &g.spec.seats {
        if s.refusals_before_leaving.is_some() {
            v.push("BC026");
        }
        if s.salutes_per_shoe.is_some() {
            v.push("BC027");
        }
    }
    v.sort_unstable();
    v
}

/// One coup: what every engine of the family records, and punto y banca's result.
#[derive(Debug)]
struct Coup {
    log: CoupLog,
    /// The announced result: the outcome settlements are judged against (what the log says,
    /// or, when the line named no winner, what the cards give), and where.
    result: Option<(Outcome, Loc)>,
    /// Settlements before the result, judged when it comes.
    early: Vec<Early>,
    /// The coup's last event (where it ends at the end of input).
    last: Loc,
    /// A hand given to a seat that is not its highest bettor (BC025), with that seat: held to
    /// the coup's end, as a settlement of that seat's bet on the hand that the log never placed
    /// (BC033: its `bet` line may be missing) explains the choice.
    holder_fault: Option<(Finding, String)>,
    /// The winner the croupier announced, when the cards give another (BC008): the
    /// settlements are judged against the cards, and say so.
    announced: Option<Outcome>,
}

impl Coup {
    /// A `result` line that named no winner, when the cards did not give one either: the coup
    /// has its result, but settlements cannot be judged.
    fn unread_result(&self) -> bool {
        self.result.is_none() && self.log.result_line.is_some()
    }
}

/// A settlement made before the coup's result: the stake's index and the line.
#[derive(Debug, Clone, Copy)]
struct Early {
    stake: usize,
    line: Settlement,
}

/// What a coup's cards give: the winner of the cards dealt, and of the coup cut at its first
/// illegal card (the same when every draw was legal); each with punto's and banca's totals.
#[derive(Debug, Clone, Copy)]
struct Judged {
    dealt: Option<(Outcome, u8, u8)>,
    legal: Option<(Outcome, u8, u8)>,
}

/// Findings about the draws: the first of a coup carries who should have won.
const DRAW_CODES: [&str; 5] = ["BC003", "BC004", "BC005", "BC006", "BC007"];

/// The catalogue rule on the result (hint for BC028 and BC030 on `result` lines).
const RESULT_RULE: &str = "pyb.result";
/// The catalogue rule giving each hand at most one third card (hint for a fourth card).
const ONE_CARD_RULE: &str = "pyb.third.one_card";

/// Replays a punto y banca session.
pub struct PuntoBanca<'g> {
    g: &'g BaccaratGame,
    limits: TableLimits,
    /// The player hand (`punto`).
    player: usize,
    shoe: ShoeLog,
    /// Boxed, so that moving a coup moves a pointer; the last coup's box is kept in `spare`
    /// for the next, with the memory its stakes took (a coup of every round allocated them).
    coup: Option<Box<Coup>>,
    spare: Option<Box<Coup>>,
    /// The seat holding the shoe, and where it took it.
    holder: Option<(SeatName, Loc)>,
    /// The bank lost the last coup here: the shoe must pass before the next coup.
    must_pass: Option<Loc>,
    /// A change of holder is allowed now (bank loss, refusal, the holder left, new shoe).
    holder_free: bool,
    /// Consecutive refusals per seat, and where the last was.
    refusals: HashMap<String, (u32, Loc)>,
    /// Seats that must leave (refused too often), with where the last refusal was.
    must_leave: HashMap<String, Loc>,
    salutes: HashMap<String, (u32, Loc)>,
    /// The optional lines the log has shown, for the note on those it never did (BC055).
    seen: Seen,
    /// The bet whose highest stake is given the hand (`hand_holder.highest_bet`), found once.
    highest_bet: Option<usize>,
    /// The study's counts: coups by outcome, stakes by bet.
    tally: Tally,
}

/// Which optional lines the log has shown, and where the first card was dealt.
#[derive(Debug, Default)]
struct Seen {
    first_deal: Option<Loc>,
    shoe: bool,
    cutcard: bool,
    holder: bool,
    hand: bool,
    /// A line could not be read.
    unreadable: bool,
}

impl<'g> PuntoBanca<'g> {
    pub fn new(g: &'g BaccaratGame, limits: TableLimits) -> PuntoBanca<'g> {
        PuntoBanca {
            g,
            limits,
            player: g.players.first().copied().unwrap_or(0),
            shoe: ShoeLog::new(false),
            coup: None,
            spare: None,
            holder: None,
            must_pass: None,
            holder_free: true,
            refusals: HashMap::default(),
            must_leave: HashMap::default(),
            salutes: HashMap::default(),
            seen: Seen::default(),
            highest_bet: g.spec.hand_holder.as_ref().and_then(|h| g.bet(&h.highest_bet)),
            tally: Tally::new(g),
        }
    }

    /// The optional lines this log never showed, with the checks that needed them (BC055).
    /// Only where a coup was dealt (a log with no play has nothing to check). The side of a
    /// card (`up`/`down`) is not listed: a log seldom knows it, and BC035 is checked wherever
    /// it is written.
    fn unlogged(&self) -> Vec<(Unlogged, String)> {
        let mut v = Vec::new();
        if self.seen.first_deal.is_none() || self.seen.unreadable {
            return v;
        }
        v.extend(self.g.shoe_lines_not_logged(self.seen.shoe, self.seen.cutcard));
        if let Some(h) = self.g.spec.shoe_holder.as_ref().filter(|h| h.passes_on_bank_loss && !self.seen.holder) {
            v.push((
                Unlogged { line: "holder SEAT", unchecked: t!("bac-unlogged-holder"), checks: "BC024".into() },
                h.rule.clone(),
            ));
        }
        if let Some(spec) = self.g.spec.hand_holder.as_ref().filter(|_| !self.seen.hand) {
            v.push((
                Unlogged {
                    line: if spec.hand == "punto" { "hand punto SEAT" } else { "hand HAND SEAT" },
                    unchecked: t!("bac-unlogged-hand", bet = spec.highest_bet.as_str()),
                    checks: "BC025".into(),
                },
                spec.rule.clone(),
            ));
        }
        v
    }

    fn new_coup(&mut self, loc: Loc) -> Box<Coup> {
        if let Some(mut c) = self.spare.take() {
            // In place, every field named (see `CoupLog::reuse`).
            let Coup { log, result, early, last, holder_fault, announced } = &mut *c;
            log.reuse(loc);
            *result = None;
            early.clear();
            *last = Loc::default();
            *holder_fault = None;
            *announced = None;
            return c;
        }
        Box::new(Coup {
            log: CoupLog::new(loc, self.g.hands.len()),
            result: None,
            early: Vec::new(),
            last: Loc::default(),
            holder_fault: None,
            announced: None,
        })
    }

    fn outcome_name(&self, o: Outcome) -> String {
        match o {
            Outcome::Won(h) => self.g.hand_name(h).to_owned(),
            Outcome::Tie => self.g.spec.tie_word.clone(),
        }
    }

    /// The seat word of the croupier (who holds punto's cards when nobody bets on it).
    fn croupier(&self) -> &str {
        self.g.spec.hand_holder.as_ref().map_or(CROUPIER, |h| h.nobody_bets.as_str())
    }

    // ---- the shoe ---------------------------------------------------------------------------

    fn shoe_event(&mut self, ev: &Event<'_>, decks: Option<Sp<u16>>, out: &mut Vec<Finding>) {
        self.shoe.load(self.g, ev.loc, decks, out);
        self.salutes.clear();
        self.holder_free = true;
    }

    // ---- holder, hand, seats ----------------------------------------------------------------

    fn holder_event(&mut self, seat: Word<'_>, out: &mut Vec<Finding>) {
        // Tested first: hashing the seat at every `holder` line cost more than the rest of it.
        if !self.refusals.is_empty() {
            self.refusals.remove(seat.value);
        }
        let passes = self.g.spec.shoe_holder.as_ref().filter(|h| h.passes_on_bank_loss);
        if let Some((current, since)) = &self.holder
            && current != seat.value
            && passes.is_some()
            && !self.holder_free
            // The croupier deals only while no player takes the shoe («optativa», 1979 L628;
            // 2003 L1143): a player may take it from the croupier at any time.
            && current != self.croupier()
            // A coup dealt with no result yet (its `result` line may be missing): whether the
            // bank lost is not known.
            && !self.coup.as_ref().is_some_and(|c| c.log.dealt > 0 && c.log.result_line.is_none())
        {
            out.push(
                Finding::new(
                    "BC024",
                    Label::new(seat.loc, t!("bac-shoe-passed")),
                    t!("bac-shoe-passed-early", from = current.as_str(), to = seat.value),
                )
                .label(*since, t!("bac-holds-the-shoe", seat = current.as_str()))
                .expected(t!("bac-keeps-the-shoe", seat = current.as_str()))
                .found(Text::verbatim(format!("holder {}", seat.value)))
                .rule_opt(passes.map(|h| h.rule.clone())),
            );
        }
        self.holder = Some((SeatName::new(seat.value), seat.loc));
        self.must_pass = None;
        self.holder_free = false;
    }

    fn refuse(&mut self, ev: &Event<'_>, seat: Word<'_>) {
        // Inside a coup before its first card, punto's cards are being handed out: such a
        // refusal counts only if «la mano» may be punto's hand (`seats.refused_hand`).
        let handing_punto = self.coup.as_ref().is_some_and(|c| c.log.dealt == 0);
        let counts = !handing_punto
            || self
                .g
                .spec
                .seats
                .as_ref()
                .is_some_and(|s| s.refused_hand == crate::catalog::baccarat::RefusedHand::ShoeOrPunto);
        // Only the holder's refusal frees the shoe (a refusal while it is on offer leaves it
        // on offer); another seat refusing does not.
        if self.holder.as_ref().is_some_and(|(h, _)| h == seat.value) {
            self.holder_free = true;
            self.must_pass = None;
        }
        if !counts {
            return;
        }
        let n = {
            let e = self.refusals.entry(seat.value.to_owned()).or_insert((0, ev.loc));
            e.0 += 1;
            e.1 = ev.loc;
            e.0
        };
        if let Some(max) = self.g.spec.seats.as_ref().and_then(|s| s.refusals_before_leaving)
            && counts
            && n >= max
        {
            self.must_leave.insert(seat.value.to_owned(), ev.loc);
        }
    }

    fn leave(&mut self, seat: Word<'_>) {
        self.refusals.remove(seat.value);
        self.must_leave.remove(seat.value);
        self.salutes.remove(seat.value);
        if self.holder.as_ref().is_some_and(|(h, _)| h == seat.value) {
            // The holder left: nobody holds the shoe, it is on offer.
            self.holder = None;
            self.must_pass = None;
            self.holder_free = true;
        }
    }

    fn salute(&mut self, ev: &Event<'_>, seat: Word<'_>, out: &mut Vec<Finding>) {
        let Some(max) = self.g.spec.seats.as_ref().and_then(|s| s.salutes_per_shoe) else { return };
        let e = self.salutes.entry(seat.value.to_owned()).or_insert((0, ev.loc));
        e.0 += 1;
        if e.0 == max + 1 {
            out.push(
                Finding::new(
                    "BC027",
                    Label::new(ev.loc, t!("bac-salutes-again")),
                    t!("bac-salutes-nth", seat = seat.value, nth = e.0, nth_category = ordinal_category(e.0)),
                )
                .label(e.1, t!("bac-first-time"))
                .expected(t!("bac-at-most-salutes", max = max))
                .found(t!("bac-salutes-in-shoe", count = e.0)),
            );
        }
    }

    /// A seat that had to give up its seat plays on.
    fn seat_plays(&mut self, seat: Word<'_>, at: Loc, out: &mut Vec<Finding>) {
        // Tested first: this runs at every bet, and a seat seldom has to leave.
        if !self.must_leave.is_empty()
            && let Some(refused) = self.must_leave.remove(seat.value)
        {
            let n = self.g.spec.seats.as_ref().and_then(|s| s.refusals_before_leaving).unwrap_or(2);
            out.push(
                Finding::new(
                    "BC026",
                    Label::new(at, t!("bac-plays-on")),
                    t!("bac-refused-but-plays", seat = seat.value, count = n),
                )
                .label(refused, t!("bac-last-refusal"))
                .expected(Text::verbatim(format!("leave {}", seat.value)))
                .found(t!("bac-bet-from-same-seat")),
            );
            self.refusals.remove(seat.value);
        }
    }

    fn hand_holder(&mut self, hand: Word<'_>, seat: Word<'_>, out: &mut Vec<Finding>) {
        let Some(h) = self.g.hand(hand.value) else {
            out.push(self.g.unknown_hand(hand));
            return;
        };
        let Some(spec) = &self.g.spec.hand_holder else { return };
        if self.g.hands[h].name != spec.hand {
            return;
        }
        let Some(coup) = &self.coup else { return };
        let Some(bet) = self.highest_bet else { return };
        let stakes = || coup.log.book.stakes.iter().filter(move |s| s.bet == bet);
        let Some(top) = stakes().map(|s| s.amount).max() else {
            if seat.value != spec.nobody_bets {
                let f = Finding::new(
                    "BC025",
                    Label::new(seat.loc, t!("bac-given-the-cards")),
                    t!("bac-nobody-bets-yet-given", hand = spec.hand.as_str(), seat = seat.value),
                )
                .expected(Text::verbatim(format!("hand {} {}", spec.hand, spec.nobody_bets)))
                .found(Text::verbatim(format!("hand {} {}", spec.hand, seat.value)));
                if let Some(coup) = self.coup.as_mut() {
                    coup.holder_fault = Some((f, seat.value.to_owned()));
                }
            }
            return;
        };
        // Whether the seat may hold the hand, decided without collecting anything: this runs at
        // every coup. The lists are made only for a finding.
        let fits = match spec.on_equal_stakes {
            crate::catalog::baccarat::EqualStakes::Any => stakes().any(|s| s.amount == top && s.seat == seat.value),
            crate::catalog::baccarat::EqualStakes::FirstToBet => {
                stakes().filter(|s| s.amount == top).min_by_key(|s| s.order).is_some_and(|s| s.seat == seat.value)
            }
        };
        if fits {
            return;
        }
        let mut best: Vec<_> = stakes().filter(|s| s.amount == top).collect();
        best.sort_by_key(|s| s.order);
        let allowed: Vec<&str> = match spec.on_equal_stakes {
            crate::catalog::baccarat::EqualStakes::Any => best.iter().map(|s| s.seat.as_str()).collect(),
            crate::catalog::baccarat::EqualStakes::FirstToBet => best.iter().take(1).map(|s| s.seat.as_str()).collect(),
        };
        if !allowed.contains(&seat.value) {
            let mut f = Finding::new(
                "BC025",
                Label::new(seat.loc, t!("bac-given-the-cards")),
                t!(
                    "bac-given-hand-not-highest",
                    seat = seat.value,
                    hand = spec.hand.as_str(),
                    bet = spec.highest_bet.as_str(),
                    top = top,
                    highest = list(&allowed.iter().map(|a| Text::verbatim(*a)).collect::<Vec<_>>(), "bac-list-or")
                ),
            )
            .expected(Text::verbatim(format!("hand {} {}", spec.hand, allowed.join("|"))))
            .found(Text::verbatim(format!("hand {} {}", spec.hand, seat.value)));
            if let Some(s) = best.first() {
                f = f.label(s.loc, t!("bac-highest-bet"));
            }
            if let Some(coup) = self.coup.as_mut() {
                coup.holder_fault = Some((f, seat.value.to_owned()));
            }
        }
    }

    // ---- bets -------------------------------------------------------------------------------

    fn bet(&mut self, ev: &Event<'_>, seat: Word<'_>, bet: &BetRef<'_>, amount: Sp<Amount>, out: &mut Vec<Finding>) {
        self.seat_plays(seat, ev.loc, out);
        let Ok(k) = self.g.staked_bet(bet, &amount).map_err(|f| {
            out.push(*f);
            if let Some(c) = self.coup.as_mut() {
                c.log.refuse_bet(seat, bet);
            }
        }) else {
            return;
        };
        let limits = self.limits;
        let Some(coup) = self.coup.as_mut() else { return };
        // A late stake is reported, then judged as the log records it.
        if let Some(f) = coup.log.late_bet(coup.log.result_line, ev.loc, seat, bet, amount) {
            out.push(f);
        }
        let i = coup.log.book.add(seat.value, k, amount.value, bet.loc);
        let def = &self.g.bets[k];
        let stake = &mut coup.log.book.stakes[i];
        if !def.exempt && stake.amount > limits.max && !stake.over_max_reported {
            stake.over_max_reported = true;
            let mut f = Finding::new(
                "BC017",
                Label::new(amount.loc, t!("bac-over-the-maximum")),
                t!(
                    "bac-stake-over-maximum",
                    seat = seat.value,
                    bet = def.name.as_str(),
                    stake = stake.amount,
                    max = limits.max
                ),
            )
            .expected(t!("bac-at-most", amount = limits.max))
            .found(stake.amount);
            if stake.loc != bet.loc {
                f = f.label(stake.loc, t!("bac-first-bet"));
            }
            out.push(f);
        }
    }

    /// Betting closes: minimum and multiples, on each stake as it stands.
    fn close_bets(&mut self, out: &mut Vec<Finding>) {
        let limits = self.limits;
        let Some(coup) = self.coup.as_mut() else { return };
        if coup.log.bets_closed {
            return;
        }
        coup.log.bets_closed = true;
        for s in &coup.log.book.stakes {
            let Some(def) = self.g.bets.get(s.bet) else { continue };
            if def.exempt {
                continue;
            }
            if s.amount < limits.min {
                out.push(below_minimum(self.g, s, limits.min));
            } else if limits.multiples && !s.amount.is_multiple_of(limits.min) {
                out.push(
                    Finding::new(
                        "BC018",
                        Label::new(s.loc, t!("bac-not-a-multiple")),
                        t!(
                            "bac-stake-not-multiple",
                            seat = s.seat.as_str(),
                            bet = def.name.as_str(),
                            stake = s.amount,
                            min = limits.min
                        ),
                    )
                    .expected(t!("bac-a-multiple-of", amount = limits.min))
                    .found(s.amount),
                );
            }
        }
    }

    // ---- cards ------------------------------------------------------------------------------

    fn deal(
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
                .found(Text::verbatim(format!("deal {} {} up", hand.value, show(card.value)))),
            );
        }
        coup.log.push_card(h, card.value, ev.loc);
    }

    /// The first card of a coup: betting is over, the burn is done, and the stop card must not
    /// have come out before.
    fn first_card_of_coup(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        let started = self.coup.as_ref().map_or(ev.loc, |c| c.log.loc);
        self.shoe.first_card_of_coup(self.g, ev.loc, started, out);
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
    fn winner_words(&self) -> Vec<&str> {
        let mut words: Vec<&str> = self.g.hands.iter().map(|h| h.name.as_str()).collect();
        words.push(&self.g.spec.tie_word);
        words
    }

    /// The winner a `result` line names, or `None` (reported as BC030) when it names none.
    fn read_winner(&self, ev: &Event<'_>, parts: &[OutcomePart<'_>], out: &mut Vec<Finding>) -> Option<Outcome> {
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
                .found(Text::verbatim(format!("result {}={}", h.value, part.winner.value)))
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
                    suggestion = super::did_you_mean(part.winner.value, &self.winner_words())
                ),
            )
            .expected(expected())
            .found(Text::verbatim(format!("result {}", part.winner.value)))
            .rule_opt(Some(RESULT_RULE.to_owned())),
        );
        None
    }

    fn outcome(&mut self, ev: &Event<'_>, parts: &[OutcomePart<'_>], out: &mut Vec<Finding>) {
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
    fn should_have(&self, (o, pt, bt): (Outcome, u8, u8)) -> Text {
        match o {
            Outcome::Won(h) if h == self.player => {
                t!("bac-should-have-won", hand = self.g.hand_name(h), winner = pt, loser = bt)
            }
            Outcome::Won(h) => t!("bac-should-have-won", hand = self.g.hand_name(h), winner = bt, loser = pt),
            Outcome::Tie => t!("bac-should-have-tied", total = pt),
        }
    }

    /// `punto 8, banca 4`, from the cards dealt.
    fn totals(&self) -> String {
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
    fn judge_cards(&mut self, at: Loc, announced: bool, out: &mut Vec<Finding>) -> Judged {
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

    fn settle(
        &mut self,
        ev: &Event<'_>,
        action: Sp<SettleAction>,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let Some(coup) = self.coup.as_mut() else { return };
        let Ok(i) = settled_stake(g, &coup.log.book, ev.loc, action, seat, bet, amount).map_err(|f| {
            if coup.log.settles_refused(seat, bet) {
                // The bet was reported as not a bet of the article (BC019): its settlement is
                // that fault's consequence.
                return;
            }
            // The seat given the hand settles a bet on it that the log never placed: that bet
            // was its highest, so the hand went where it should (see `Coup::holder_fault`).
            // (A bet on punto is paid 1 to 1 or collected whole: the amount is the stake, which
            // must be the highest for the choice to be right.)
            if coup.holder_fault.as_ref().is_some_and(|(_, s)| s == seat.value)
                && g.spec.hand_holder.as_ref().is_some_and(|h| h.highest_bet == bet.kind.value)
                && coup
                    .log
                    .book
                    .stakes
                    .iter()
                    .filter(|s| g.bets.get(s.bet).is_some_and(|d| d.name == bet.kind.value))
                    .all(|s| s.amount <= amount.value)
            {
                coup.holder_fault = None;
            }
            out.push(*f);
        }) else {
            return;
        };
        let stake = &mut coup.log.book.stakes[i];
        if let Some(&Settlement { action: prev, at, .. }) = stake.settlements.first() {
            out.push(
                Finding::new(
                    "BC013",
                    Label::new(ev.loc, t!("bac-second-settlement")),
                    t!("bac-settled-twice", seat = seat.value, bet = bet.kind.value),
                )
                .label(at, t!("bac-settled-here", action = prev.as_str()))
                .expected(t!("bac-one-settlement-per-bet"))
                .found(t!(
                    "bac-action-after",
                    action = action.value.as_str(),
                    previous = prev.as_str()
                )),
            );
            return;
        }
        let line = Settlement { action: action.value, amount: amount.value, at: ev.loc, amount_at: amount.loc };
        stake.settlements.push(line);
        if coup.unread_result() {
            // The result named no winner and the cards give none: nothing to judge against.
            return;
        }
        let early = Early { stake: i, line };
        let Some(result) = coup.result else {
            coup.early.push(early);
            return;
        };
        if let Some(f) = self.settlement_finding(early, result) {
            out.push(f);
        }
    }

    /// Settlements made before the result, now that it is known: a wrong one is its money
    /// error, a right one BC032.
    fn judge_early_settlements(&mut self, out: &mut Vec<Finding>) {
        let Some(coup) = self.coup.as_mut() else { return };
        let early = std::mem::take(&mut coup.early);
        let result = coup.result;
        let result_at = coup.log.result_line;
        for e in early {
            if let Some(r) = result
                && let Some(f) = self.settlement_finding(e, r)
            {
                out.push(f);
                continue;
            }
            out.push(self.early_finding(e, result_at));
        }
    }

    fn early_finding(&self, e: Early, result_at: Option<Loc>) -> Finding {
        self.early_finding_in(self.coup.as_deref(), e, result_at)
    }

    /// [`PuntoBanca::early_finding`] for a settlement of `coup`.
    fn early_finding_in(&self, coup: Option<&Coup>, e: Early, result_at: Option<Loc>) -> Finding {
        let (seat, bet) = coup
            .and_then(|c| c.log.book.stakes.get(e.stake))
            .map(|s| (s.seat.clone(), self.g.bets.get(s.bet).map_or("?".to_owned(), |d| d.name.clone())))
            .unwrap_or_default();
        let mut f = Finding::new(
            "BC032",
            Label::new(e.line.at, t!("bac-before-the-result")),
            t!("bac-settled-before-result", seat = seat.as_str(), bet = bet),
        )
        .expected(t!("bac-settlements-after-result"))
        .found(t!("bac-before-any-result", action = e.line.action.as_str()));
        if let Some(r) = result_at {
            f = f.label(r, t!("bac-result"));
        }
        f
    }

    /// The finding a settlement deserves against the coup's result, if any.
    fn settlement_finding(&self, e: Early, (outcome, result_loc): (Outcome, Loc)) -> Option<Finding> {
        let g = self.g;
        let coup = self.coup.as_ref()?;
        let stake = coup.log.book.stakes.get(e.stake)?;
        let Settlement { action: act, amount: amount_value, at: ev_loc, amount_at: amount_loc } = e.line;
        let seat = stake.seat.as_str();
        let def = &g.bets[stake.bet];
        let d = due(g, stake.bet, stake.amount, outcome);
        let right = matches!(
            (act, d),
            (SettleAction::Pay, Due::Pay(x)) | (SettleAction::Collect, Due::Collect(x)) | (SettleAction::Return, Due::Push(x))
                if amount_value == x
        );
        if right {
            return None;
        }
        let outcome_name = match outcome {
            Outcome::Won(h) => t!("bac-hand-wins", hand = g.hands[h].name.as_str()),
            Outcome::Tie => t!("bac-a-tie"),
        };
        // After a wrong announcement (BC008) the coup's result is the cards'.
        let by_cards = coup.announced.map(|a| t!("bac-by-the-cards", announced = self.outcome_name(a)));
        let desc = t!("bac-stake-desc", seat = seat, stake = stake.amount, bet = def.name.as_str());
        match (act, d) {
            (SettleAction::Pay, Due::Pay(w)) if amount_value != w => {
                let code = if def.commission && g.commission.is_some() { "BC010" } else { "BC009" };
                let how = if code == "BC010" {
                    let gross = stake.amount.mul_ratio(def.payout, crate::money::Rounding::Down);
                    match g.commission.as_ref() {
                        Some(c) => {
                            let rate = percent_text(c.rate);
                            // The commission deducted (its share, what the winnings come to
                            // after it) or the share of the winnings paid.
                            let (what, share, net) = match c.rounds {
                                crate::catalog::baccarat::CommissionRounds::Deduction => {
                                    (rate.clone(), c.rate, Some(gross.saturating_sub(w)))
                                }
                                crate::catalog::baccarat::CommissionRounds::Payment => {
                                    let keep = crate::money::Payout(num_rational::Ratio::from_integer(1) - c.rate.0);
                                    (percent_text(keep), keep, None)
                                }
                            };
                            let rounding = rounding_words(c.rounding);
                            let exact = exact(gross, share);
                            let payout = def.payout.to_string();
                            match net {
                                Some(net) => t!(
                                    "bac-commission-deducted",
                                    gross = gross,
                                    payout = payout,
                                    rate = rate,
                                    share = what,
                                    exact = exact,
                                    rounding = rounding,
                                    commission = net,
                                    net = w
                                ),
                                None => t!(
                                    "bac-commission-paid",
                                    gross = gross,
                                    payout = payout,
                                    rate = rate,
                                    share = what,
                                    exact = exact,
                                    rounding = rounding,
                                    net = w
                                ),
                            }
                        }
                        None => t!("bac-winnings-at-odds", gross = gross, payout = def.payout.to_string(), net = w),
                    }
                } else {
                    t!("bac-winnings-times", stake = stake.amount, payout = def.payout.to_string(), net = w)
                };
                Some(
                    Finding::new(
                        code,
                        Label::new(amount_loc, t!("bac-paid")),
                        t!("bac-paid-but-wins", desc = desc, paid = amount_value, how = how),
                    )
                    .expected(t!("bac-due-pay", amount = w))
                    .found(t!("bac-due-pay", amount = amount_value))
                    .rule(if code == "BC010" {
                        g.commission.as_ref().map_or(def.rule.clone(), |c| c.rule.clone())
                    } else {
                        def.rule.clone()
                    }),
                )
            }
            (SettleAction::Collect, Due::Collect(s)) | (SettleAction::Return, Due::Push(s)) if amount_value != s => {
                Some(
                    Finding::new(
                        "BC009",
                        Label::new(amount_loc, t!("bac-wrong-amount")),
                        t!("bac-instead-of-the-stake", desc = desc, action = act.as_str(), amount = amount_value),
                    )
                    .expected(t!("bac-action-amount", action = act.as_str(), amount = s))
                    .found(t!("bac-action-amount", action = act.as_str(), amount = amount_value))
                    .rule(def.rule.clone()),
                )
            }
            (SettleAction::Pay, Due::Pay(_))
            | (SettleAction::Collect, Due::Collect(_))
            | (SettleAction::Return, Due::Push(_)) => None,
            (_, Due::Push(_)) => Some(
                Finding::new(
                    "BC014",
                    Label::new(ev_loc, t!("bac-on-a-tie")),
                    t!("bac-settled-on-a-tie", desc = desc, action = act.as_str()),
                )
                .label(result_loc, t!("bac-tie"))
                .expected(d.describe())
                .found(t!("bac-action-amount", action = act.as_str(), amount = amount_value))
                .rule(def.tie_rule.clone().unwrap_or_else(|| def.rule.clone())),
            ),
            _ => Some(
                Finding::new(
                    "BC011",
                    Label::new(ev_loc, t!("bac-contradicts-the-result")),
                    t!(
                        "bac-settled-against-result",
                        desc = desc,
                        action = act.as_str(),
                        outcome = outcome_name.clone(),
                        by_cards = by_cards.clone().unwrap_or_else(|| Text::verbatim("")),
                        due = d.describe()
                    ),
                )
                .label(result_loc, outcome_name.clone())
                .expected(d.describe())
                .found(t!("bac-action-amount", action = act.as_str(), amount = amount_value))
                .rule(def.rule.clone()),
            ),
        }
    }

    /// The coup is over (next round, session close, or `None`: the end of input).
    fn end_coup(&mut self, at: Option<Loc>, out: &mut Vec<Finding>) {
        // Tested before taking: taking moves the whole (empty) finding, at every coup.
        if let Some(c) = self.coup.as_mut()
            && c.holder_fault.is_some()
        {
            out.extend(c.holder_fault.take().map(|(f, _)| f));
        }
        let Some(c) = self.coup.as_ref() else { return };
        if c.log.result_line.is_none() && c.log.dealt > 0 {
            // The draws are judged even without a result.
            self.judge_cards(at.unwrap_or(c.last), false, out);
        }
        let Some(coup) = self.coup.take() else { return };
        self.judge_ended(&coup, at, out);
        self.spare = Some(coup);
    }

    /// The findings about a coup that is over (`coup`, no longer the current one).
    fn judge_ended(&mut self, coup: &Coup, at: Option<Loc>, out: &mut Vec<Finding>) {
        let g = self.g;
        for s in &coup.log.book.stakes {
            self.tally.stake(s.bet, s.amount.minor());
        }
        // The outcome the money is judged against: the cards' winner when they give one.
        match coup.result {
            Some((Outcome::Won(h), _)) if h == g.banker => self.tally.outcome(0, study::BANKER_WON),
            Some((Outcome::Won(_), _)) => self.tally.outcome(0, study::PLAYER_WON),
            Some((Outcome::Tie, _)) => self.tally.outcome(0, study::TIE),
            None => {}
        }
        if coup.unread_result() {
            return;
        }
        let Some((outcome, result_loc)) = coup.result else {
            if coup.log.dealt > 0 {
                // Settlements made without a result are part of this finding (no BC032).
                let label = match at {
                    Some(at) => Label::new(at, t!("bac-coup-ends")),
                    None => Label::new(coup.last, t!("bac-end-of-input")),
                };
                let expected = t!(
                    "bac-result-after-the-cards",
                    player = g.hand_name(self.player),
                    banker = g.hand_name(g.banker),
                    tie = g.spec.tie_word.as_str()
                );
                out.push(coup.log.ended_without_result(label, expected).rule(RESULT_RULE));
                // Whether the bank lost is not known: the shoe may pass, or stay.
                self.holder_free = true;
                self.must_pass = None;
            } else if !coup.early.is_empty() {
                out.extend(coup.early.iter().map(|e| self.early_finding_in(Some(coup), *e, None)));
            } else if !coup.log.book.stakes.is_empty() {
                out.push(
                    Finding::new(
                        "S004",
                        Label::new(coup.log.loc, t!("bac-round-without-result")),
                        t!("bac-bets-in-coup-never-dealt"),
                    )
                    .expected(t!("bac-cards-and-a-result"))
                    .found(t!("bac-no-cards")),
                );
            }
            return;
        };
        for s in &coup.log.book.stakes {
            if !s.settlements.is_empty() {
                continue;
            }
            let Some(def) = g.bets.get(s.bet) else { continue };
            let (owed, amount, message) = match due(g, s.bet, s.amount, outcome) {
                Due::Pay(w) => (
                    SettleAction::Pay,
                    w,
                    t!("bac-winning-not-paid", seat = s.seat.as_str(), stake = s.amount, bet = def.name.as_str()),
                ),
                Due::Collect(a) => (
                    SettleAction::Collect,
                    a,
                    t!("bac-losing-not-collected", seat = s.seat.as_str(), stake = s.amount, bet = def.name.as_str()),
                ),
                Due::Push(_) => continue,
            };
            out.push(
                unsettled(owed, s, &def.name, amount, message, Until::NextCoup, result_loc).rule(def.rule.clone()),
            );
        }
    }
}

impl PuntoBanca<'_> {
    /// The catalogue rule a code breaks, from the YAML's `rule:` references (findings that name
    /// no rule of their own get it; lint checks each listed rule lists the code).
    fn yaml_rule(&self, code: &str) -> Option<String> {
        let spec = &self.g.spec;
        let r = match code {
            "BC001" | "BC023" => &spec.cards.rule,
            "BC004" => &spec.player_rule.rule,
            "BC005" | "BC006" => &spec.tableau.rule,
            "BC021" => &spec.shoe.cut_card_rule,
            "BC016" => &spec.limits.min_rule,
            "BC017" | "BC018" => &spec.limits.max_rule,
            "BC020" => &spec.shoe.burn.as_ref()?.rule,
            "BC024" => &spec.shoe_holder.as_ref()?.rule,
            "BC025" => &spec.hand_holder.as_ref()?.rule,
            "BC026" => spec.seats.as_ref()?.refusal_rule.as_ref()?,
            "BC027" => spec.seats.as_ref()?.salute_rule.as_ref()?,
            _ => return None,
        };
        Some(r.clone())
    }

    fn hint_rules(&self, out: &mut [Finding]) {
        for f in out {
            if f.rule_hint.is_none() {
                f.rule_hint = self.yaml_rule(f.code);
            }
        }
    }
}

impl Engine for PuntoBanca<'_> {
    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        let before = out.len();
        self.replay(ev, out);
        if out.len() > before {
            self.hint_rules(&mut out[before..]);
        }
    }

    fn unreadable(&mut self, _at: Loc) {
        // The line may have been one of the optional lines: their absence is not told (BC055).
        self.seen.unreadable = true;
        self.shoe.unreadable();
    }

    fn study(&self) -> Option<crate::study::GameStudy> {
        Some(self.tally.house_banks(self.g))
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
        let before = out.len();
        self.end_coup(None, out);
        if let Some(at) = self.seen.first_deal {
            // The finding cites the rule of the first check not made.
            let (missing, rules): (Vec<Unlogged>, Vec<String>) = self.unlogged().into_iter().unzip();
            if let Some(f) = not_logged::finding("BC055", at, &missing) {
                out.push(f.rule_opt(rules.into_iter().next()));
            }
        }
        self.hint_rules(&mut out[before..]);
    }
}

impl PuntoBanca<'_> {
    fn replay(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        if let Some(c) = self.coup.as_mut() {
            c.last = ev.loc;
        }
        match &ev.kind {
            EventKind::Round { .. } => {
                self.end_coup(Some(ev.loc), out);
                let coup = self.new_coup(ev.loc);
                self.coup = Some(coup);
            }
            EventKind::SessionClose { .. } => self.end_coup(Some(ev.loc), out),
            EventKind::Bet { seat, bet, amount } => self.bet(ev, *seat, bet, *amount, out),
            EventKind::NoMoreBets => {
                if let Some(c) = self.coup.as_mut() {
                    c.log.nomore.get_or_insert(ev.loc);
                }
                self.close_bets(out);
            }
            EventKind::Settle { action, seat, bet, amount } => {
                // `pay s1 banca 1 000` (no bet of the family takes numbers): the amount split by
                // a thousands separator (M001), judged as meant.
                let (bet, amount) = match crate::log::suggest::thousands_settlement(bet, amount) {
                    Some((f, meant_bet, meant)) => {
                        out.push(f);
                        (meant_bet, meant)
                    }
                    None => (*bet, *amount),
                };
                self.settle(ev, *action, *seat, &bet, amount, out)
            }
            EventKind::Shoe { decks } => {
                self.seen.shoe = true;
                self.shoe_event(ev, *decks, out);
            }
            EventKind::CutCard { below } => {
                self.seen.cutcard = true;
                self.shoe.cutcard(self.g, *below, out);
            }
            EventKind::CutCardOut => self.shoe.cut_out(self.g, ev.loc),
            EventKind::Burn { card, .. } => self.shoe.burn(self.g, *card, out),
            EventKind::Deal { hand, card, face } => {
                self.seen.first_deal.get_or_insert(ev.loc);
                self.deal(ev, *hand, *card, *face, out);
            }
            EventKind::Holder { seat } => {
                self.seen.holder = true;
                self.holder_event(*seat, out);
            }
            EventKind::HandHolder { hand, seat } => {
                self.seen.hand = true;
                self.hand_holder(*hand, *seat, out);
            }
            EventKind::Outcome { parts } => self.outcome(ev, parts, out),
            EventKind::Refuse { seat } => self.refuse(ev, *seat),
            EventKind::Salute { seat } => self.salute(ev, *seat, out),
            EventKind::Leave { seat } => self.leave(*seat),
            // The format, table, session and limits lines need nothing here; other games'
            // events never come here (`Game::accepts`: the checker reports them, S007).
            _ => {}
        }
    }
}

use crate::engine::baccarat::tableau;

/// `amount × share` exactly, in currency units (`0.505`, `0,505` in Spanish): the raw figure
/// before rounding.
fn exact(amount: Amount, share: crate::money::Payout) -> Text {
    let r = num_rational::Ratio::new(
        i128::from(amount.0) * i128::from(*share.0.numer()),
        i128::from(*share.0.denom()) * 100,
    );
    let sign = if r < num_rational::Ratio::from_integer(0) { "-" } else { "" };
    let r = if sign.is_empty() { r } else { -r };
    let int = r.to_integer();
    let mut frac = r.fract();
    let mut digits = String::new();
    while !frac.is_integer() && digits.len() < 8 {
        frac *= num_rational::Ratio::from_integer(10);
        digits.push(char::from(b'0' + u8::try_from(frac.to_integer()).unwrap_or(0)));
        frac = frac.fract();
    }
    while digits.len() < 2 {
        digits.push('0');
    }
    let tail = if frac.is_integer() { "" } else { "…" };
    t!("bac-exact-amount", whole = format!("{sign}{int}"), decimals = format!("{digits}{tail}"))
}

/// How the commission is rounded, as a selector of `bac-commission-*`.
fn rounding_words(r: crate::money::Rounding) -> &'static str {
    match r {
        crate::money::Rounding::Down => "down",
        crate::money::Rounding::Up => "up",
        crate::money::Rounding::HalfUp => "half-up",
        crate::money::Rounding::HalfEven => "half-even",
    }
}

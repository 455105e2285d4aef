//! The punto y banca engine: the establishment banks, the player hand follows its fixed rule and
//! the bank's hand the tableau, every draw is forced.
//!
//! Each coup (`round N`) collects its stakes and cards; the draws, the winner and the
//! settlements are judged when the croupier announces the result. After a violation the engine
//! goes on from what the log shows: an illegal draw is reported once and the coup is evaluated
//! with the cards actually dealt; after a wrong announced winner (BC008) the settlements are
//! judged against the winner the cards give, not the announced one.
//!
//! The engine's methods are split by what they judge: the table around the coups (`table`),
//! the stakes (`stakes`), the cards (`cards`) and the money (`settle`).

use rustc_hash::FxHashMap as HashMap;

use crate::engine::Engine;
use crate::engine::baccarat::coup::{CoupLog, dealt_hand, list, out_of_deal_order, wrong_winner};
use crate::engine::baccarat::draws::{fourth_card, player_drew_on_stand};
use crate::engine::baccarat::money::{Due, Outcome, SeatName, Settlement, TableLimits, due, percent_text};
use crate::engine::baccarat::settlement::{Until, below_minimum, settled_stake, unsettled};
use crate::engine::baccarat::study::{self, Tally};
use crate::engine::baccarat::tableau::{Cell, PlayerMove, column_label};
use crate::engine::baccarat::{BaccaratGame, Backs};
use crate::engine::not_logged::{self, Unlogged};
use crate::engine::shoe::{ShoeLog, ordinal_category};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{CardSeen, Face, show};
use crate::log::event::{BaccaratEvent, BetRef, Event, EventKind, Loc, OutcomePart, SettleAction, ShoeEvent, Sp, Word};
use crate::money::Amount;
use crate::t;

mod cards;
mod settle;
pub(super) mod sim;
mod stakes;
mod table;

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
    shoe: ShoeLog<'g>,
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
            shoe: ShoeLog::new(&g.shoe_rules),
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
        v.extend(self.g.shoe_rules.lines_not_logged(self.seen.shoe, self.seen.cutcard));
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
            EventKind::Shoe(ShoeEvent::Shoe { decks }) => {
                self.seen.shoe = true;
                self.shoe_event(ev, *decks, out);
            }
            EventKind::Shoe(ShoeEvent::CutCard { below }) => {
                self.seen.cutcard = true;
                self.shoe.cutcard(*below, out);
            }
            EventKind::Shoe(ShoeEvent::CutCardOut) => self.shoe.cut_out(ev.loc),
            EventKind::Shoe(ShoeEvent::Burn { card, .. }) => self.shoe.burn(*card, out),
            EventKind::Shoe(ShoeEvent::Deal { hand, card, face }) => {
                self.seen.first_deal.get_or_insert(ev.loc);
                self.deal(ev, *hand, *card, *face, out);
            }
            EventKind::Baccarat(BaccaratEvent::Holder { seat }) => {
                self.seen.holder = true;
                self.holder_event(*seat, out);
            }
            EventKind::Baccarat(BaccaratEvent::HandHolder { hand, seat }) => {
                self.seen.hand = true;
                self.hand_holder(*hand, *seat, out);
            }
            EventKind::Baccarat(BaccaratEvent::Outcome { parts }) => self.outcome(ev, parts, out),
            EventKind::Baccarat(BaccaratEvent::Refuse { seat }) => self.refuse(ev, *seat),
            EventKind::Baccarat(BaccaratEvent::Salute { seat }) => self.salute(ev, *seat, out),
            EventKind::Baccarat(BaccaratEvent::Leave { seat }) => self.leave(*seat),
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

//! The replay engine: follows one session's events, checks bets and spins as they come, and
//! hands each finished round to [`super::settle`].
//!
//! Its methods are split by what they judge: the stakes and limits (`stakes`), the settlement
//! lines and the options on zero (`settlements`), and the wheel's spins (`wheel`).

use rustc_hash::FxHashMap as HashMap;

use super::RouletteGame;
use super::cloth::Mask;
use super::settle::{self, RoundEnd};
use crate::catalog::model::ChangePolicy;
use crate::engine::limits::{MinimumBreach, minimum_breach};
use crate::engine::names::NameMap;
use crate::engine::prison::{HeldBet, PrisonLedger};
use crate::engine::{Engine, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{
    BetRef, Direction, Event, EventKind, Loc, Numbers, SettleAction, Sp, WheelEvent, Word, ZeroChoice,
};
use crate::money::Amount;
use crate::t;

mod colour;
mod settlements;
mod stakes;
mod wheel;

/// Which bet a settlement or choice is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BetId {
    /// Index into the round's bets.
    Fresh(usize),
    /// Index into the prisoners held when the round began.
    Prison(usize),
}

/// A stake on the cloth this round. A player's stakes on one combination add up.
#[derive(Debug)]
pub(crate) struct Bet {
    pub seat: u32,
    pub kind: usize,
    pub target: Numbers,
    /// The numbers it wins on, found when its target was checked (so settling needs no lookup).
    pub covers: Mask,
    pub stake: Amount,
    /// The first `bet` line for it, and its amount.
    pub loc: Loc,
    pub amount_loc: Loc,
    pub over_max_reported: bool,
}

/// An even-chance bet held in prisión across rounds (its `times`: the zeros it has been
/// through), in the family-neutral [`PrisonLedger`].
pub(crate) type Prisoner = crate::engine::prison::Prisoner<WheelBet>;

/// What a prisoner of the wheel is: its combination, as a log line names it, and the numbers it
/// is freed on.
#[derive(Debug, Clone, Copy)]
pub(crate) struct WheelBet {
    pub kind: usize,
    /// Its numbers: none for an even chance; those of a bet the log put in prisión though it
    /// has no such choice (RL029), which is then named `prison docena 1`.
    pub target: Numbers,
    /// The numbers it is freed on.
    pub covers: Mask,
}

impl HeldBet for WheelBet {
    type Key = (usize, Numbers);
    #[inline]
    fn key(&self) -> (usize, Numbers) {
        (self.kind, self.target)
    }
}

/// Money moving, as recorded.
#[derive(Debug)]
pub(crate) struct Move {
    pub action: SettleAction,
    pub bet: BetId,
    pub amount: Amount,
    pub loc: Loc,
    pub amount_loc: Loc,
}

#[derive(Debug)]
pub(crate) struct ChoiceRec {
    pub bet: BetId,
    pub choice: ZeroChoice,
    pub loc: Loc,
    /// Recorded before the result (already reported as RL029).
    pub early: bool,
}

#[derive(Debug, Clone, Copy)]
pub(crate) enum Outcome {
    Number(u16, Loc),
    /// A result outside the wheel: already reported; the round is not settled against it.
    Invalid,
}

/// One coup, from `round` to the next `round` or `session close`.
#[derive(Debug, Default)]
pub(crate) struct Round {
    pub bets: Vec<Bet>,
    /// Bets that were reported as not in the catalogue: settlements on them are not checked.
    pub ignored: Vec<(u32, String, Numbers)>,
    pub nomore: Option<Loc>,
    pub result: Option<Outcome>,
    pub void_pending: Option<Loc>,
    pub moves: Vec<Move>,
    pub choices: Vec<ChoiceRec>,
    pub spin_without_no_more_reported: bool,
    /// Settlements and choices made before the round had a result (RL025, RL029), held until
    /// it has one: if it never does, its `spin` line is likely what is missing, and the round's
    /// S004 says so with the first of them as a cause, instead of one finding per line.
    pub early: Vec<Finding>,
    /// Bets named by a settlement or choice but never placed (RL007), by seat, prisión, kind
    /// and numbers: reported at the first line naming each, as a lost `bet` line leaves every
    /// line about that bet naming it.
    pub missing: Vec<(String, bool, String, Numbers)>,
    /// The table minimum in force for this round's bets and zero rules.
    pub min: Amount,
    /// `bets` by (seat, kind, target), once there are more than [`SCANNED_BETS`]: finding a bet
    /// then does not grow with the table. Empty while there are fewer.
    index: HashMap<(u32, usize, Numbers), usize>,
    /// The move that sums a series' chips settled one by one, per (bet, action).
    chip_moves: HashMap<(usize, &'static str), usize>,
}

/// Up to this many bets, a round finds a bet by comparing it with each: a round usually holds a
/// handful, and hashing the key costs more than a few comparisons.
const SCANNED_BETS: usize = 16;

impl Round {
    /// Nothing happened in it (a `round` line followed by the next, or by `session close`).
    fn is_empty(&self) -> bool {
        self.bets.is_empty()
            && self.ignored.is_empty()
            && self.nomore.is_none()
            && self.result.is_none()
            && self.void_pending.is_none()
            && self.moves.is_empty()
            && self.choices.is_empty()
            && self.early.is_empty()
    }

    /// The bet of `seat` on `kind` and `target`, if it was placed this round.
    #[inline]
    fn bet_index(&self, seat: u32, kind: usize, target: &Numbers) -> Option<usize> {
        if self.bets.len() <= SCANNED_BETS {
            self.bets.iter().position(|b| b.seat == seat && b.kind == kind && b.target == *target)
        } else {
            self.index.get(&(seat, kind, *target)).copied()
        }
    }

    /// Adds a bet not yet in the round; returns its index.
    fn add_bet(&mut self, bet: Bet) -> usize {
        let i = self.bets.len();
        self.bets.push(bet);
        if self.bets.len() > SCANNED_BETS {
            if self.index.is_empty() {
                // The round has just outgrown scanning: index the bets so far.
                self.index.extend(self.bets.iter().enumerate().map(|(j, b)| ((b.seat, b.kind, b.target), j)));
            } else {
                self.index.insert((self.bets[i].seat, self.bets[i].kind, self.bets[i].target), i);
            }
        }
        i
    }

    fn clear(&mut self) {
        self.index.clear();
        self.bets.clear();
        self.ignored.clear();
        self.nomore = None;
        self.result = None;
        self.void_pending = None;
        self.moves.clear();
        self.choices.clear();
        self.spin_without_no_more_reported = false;
        self.early.clear();
        self.missing.clear();
        self.chip_moves.clear();
    }

    /// A settlement of one chip of series bet `bet`, naming the combination it lies on: the
    /// chips' settlements add up to the series' (its first line stands for them all), so a
    /// series is judged the same whether settled per chip or in one line.
    fn add_chip_move(&mut self, bet: usize, action: SettleAction, amount: Amount, loc: Loc, amount_loc: Loc) {
        let key = (bet, action.as_str());
        match self.chip_moves.get(&key).and_then(|&m| self.moves.get_mut(m)) {
            Some(m) => m.amount = m.amount.saturating_add(amount),
            None => {
                self.chip_moves.insert(key, self.moves.len());
                self.moves.push(Move { action, bet: BetId::Fresh(bet), amount, loc, amount_loc });
            }
        }
    }
}

#[derive(Clone, Copy)]
struct PrevSpin {
    number: u16,
    rotor: Option<Direction>,
    loc: Loc,
}

pub(crate) struct RouletteEngine<'g> {
    pub g: &'g RouletteGame,
    pub min: Amount,
    pub scale: usize,
    pub panos: u8,
    seats: NameMap<u32>,
    pub seat_names: Vec<String>,
    /// Rounds are boxed so that handing one on (current, pending, settled, recycled) moves a
    /// pointer, not the whole struct.
    round: Option<Box<Round>>,
    /// The last round with something in it, not yet settled: it is settled when the next round
    /// shows an event (or as the session's last, when the session closes first), so that an
    /// empty round before `session close` does not hide which spin was the last.
    pending: Option<Box<Round>>,
    /// The bets held in prisión, found by (seat, kind, numbers); and the seats and chances put
    /// in prisión by a choice on a bet the log never placed (RL007), whose later lines (its
    /// release or loss) are not reported again.
    pub prison: PrisonLedger<WheelBet>,
    last_spin: Option<PrevSpin>,
    /// Result of the last settled round: where a relaunch after «tirada nula» starts from.
    prev_result: Option<(u16, Loc)>,
    /// The last settled round had a valid result (so its prisoners were resolved or kept).
    last_round_resolved: bool,
    session_open: bool,
    settled_last: bool,
    spare: Option<Box<Round>>,
    /// Boxed so that lending it to `settle` each round moves a pointer, not its vectors.
    scratch: Option<Box<settle::Scratch>>,
    /// Spins the log gives no `ball=` for (RL013 not checked): the first, and how many.
    no_ball: Option<(Loc, u32)>,
    /// Relaunches after a «tirada nula» without `from=` (RL024 not checked).
    no_from: Option<(Loc, u32)>,
    /// Spins without the cylinder's sense (RL012, RL013 not checked).
    no_rotor: Option<(Loc, u32)>,
    /// The study's counts: settled results per number of the wheel, and stakes per bet kind
    /// and count of numbers covered (`kind * COVERS + covered`), whose edges are computed once,
    /// at the end ([`Engine::study`]).
    results: Vec<u64>,
    staked_by: Vec<i64>,
    /// The header's maximum of each class whose maximum the authorisation sets.
    pub(super) authorised_max: Vec<Option<Amount>>,
    /// Findings on the table line (an authorised maximum out of the article's bounds), given
    /// with the first event.
    opening: Vec<Finding>,
    /// The players' colour chips (games that have them).
    colour: colour::ColourChips,
}

/// Slots per kind in `staked_by`: a combination covers 0 to 64 numbers.
const COVERS: usize = 65;

impl<'g> RouletteEngine<'g> {
    pub fn new(
        g: &'g RouletteGame,
        table: &TableConfig,
        scale: usize,
        authorised_max: Vec<Option<Amount>>,
        opening: Vec<Finding>,
    ) -> RouletteEngine<'g> {
        RouletteEngine {
            authorised_max,
            opening,
            g,
            min: table.min,
            scale,
            panos: table.panos,
            seats: NameMap::default(),
            seat_names: Vec::new(),
            round: None,
            pending: None,
            prison: PrisonLedger::default(),
            last_spin: None,
            prev_result: None,
            last_round_resolved: true,
            session_open: false,
            settled_last: false,
            spare: None,
            scratch: None,
            no_ball: None,
            no_from: None,
            no_rotor: None,
            results: vec![0; usize::from(g.numbers)],
            staked_by: vec![0; g.kinds.len() * COVERS],
            colour: colour::ColourChips::default(),
        }
    }

    /// Checks the log's optional information would have allowed, said once per table (RL033)
    /// rather than passed silently: one finding per check, on the first line that lacks it,
    /// citing the rule that check enforces.
    fn unchecked(&mut self, out: &mut Vec<Finding>) {
        let g = self.g;
        let name = |check: &str| crate::rules::lookup(check).map_or("", |c| c.name);
        // The texts are built only for a check that was not made: once per table at most.
        if let Some((first, n)) = self.no_ball.take() {
            out.push(
                Finding::new(
                    "RL033",
                    Label::new(first, t!("rl-unchecked-label", key = "ball")),
                    t!("rl-unchecked-ball", check = "RL013", name = name("RL013"), count = n),
                )
                .expected(t!("rl-unchecked-ball-expected"))
                .found(t!("rl-unchecked-ball-found", count = n))
                .rule_opt(g.rule_citing("RL013")),
            );
        }
        if let Some((first, n)) = self.no_rotor.take() {
            let checks: Vec<&str> = [(g.spin.alternate_rotor, "RL012"), (g.spin.ball_against_rotor, "RL013")]
                .into_iter()
                .filter_map(|(owed, c)| owed.then_some(c))
                .collect();
            let first_check = checks.first().copied().unwrap_or("RL012");
            out.push(
                Finding::new(
                    "RL033",
                    Label::new(first, t!("rl-unchecked-rotor-label")),
                    t!("rl-unchecked-rotor", checks = checks.join(", "), name = name(first_check), count = n),
                )
                .expected(t!("rl-unchecked-rotor-expected"))
                .found(t!("rl-unchecked-rotor-found", count = n))
                .rule_opt(g.rule_citing(first_check)),
            );
        }
        if let Some((first, n)) = self.no_from.take() {
            out.push(
                Finding::new(
                    "RL033",
                    Label::new(first, t!("rl-unchecked-label", key = "from")),
                    t!("rl-unchecked-from", check = "RL024", name = name("RL024"), count = n),
                )
                .expected(t!("rl-unchecked-from-expected"))
                .found(t!("rl-unchecked-from-found", count = n))
                .rule_opt(g.rule_citing("RL024")),
            );
        }
    }

    fn seat_id(&mut self, seat: &str) -> u32 {
        if let Some(&id) = self.seats.get(seat) {
            return id;
        }
        let id = self.seat_names.len() as u32;
        self.seats.insert(seat, id);
        self.seat_names.push(seat.to_owned());
        id
    }

    /// The study's counts of a round being settled: its result, and its stakes by kind.
    fn count(&mut self, round: &Round) {
        if let Some(Outcome::Number(n, _)) = round.result {
            if let Some(c) = self.results.get_mut(usize::from(n)) {
                *c += 1;
            }
        }
        for b in &round.bets {
            if let Some(s) = self.staked_by.get_mut(b.kind * COVERS + b.covers.count_ones() as usize) {
                *s = s.saturating_add(b.stake.minor());
            }
        }
    }

    /// Describes a bet for messages: `s3's pleno 17`.
    pub fn describe(&self, seat: u32, kind: usize, target: &Numbers) -> Text {
        let seat = self.seat_names.get(seat as usize).map_or("?", String::as_str);
        let k = self.g.kinds[kind].name.as_str();
        if target.is_empty() {
            t!("rl-bet-of-seat", seat = seat, kind = k)
        } else {
            t!("rl-bet-of-seat-numbers", seat = seat, kind = k, numbers = target.to_string())
        }
    }

    fn settle_round(&mut self, round: Box<Round>, last: bool, out: &mut Vec<Finding>) {
        self.check_stakes(&round, out);
        self.count(&round);
        // Every change of the held list goes through the ledger's `hold`, which indexes it: a
        // `prison rojo` resolves to an index into this list, which settling reads.
        let (prisoners, mut next) = self.prison.take();
        let mut scratch = self.scratch.take().unwrap_or_default();
        // Lent, not moved: the lists cross the call once a round.
        if settle::settle(self, &round, &prisoners, &mut next, RoundEnd { last }, &mut scratch, out) {
            // This round's list is the buffer of the next round's.
            self.prison.hold(next, prisoners);
        } else {
            self.prison.hold(prisoners, next);
        }
        self.scratch = Some(scratch);
        // A round played (or settled) with no result at all: its `spin` line is likely what is
        // missing, so neither the cylinder's last sense nor the last number is known (the next
        // spin's sense and a relaunch's `from=` are not compared with older ones).
        if round.result.is_none() && !(round.bets.is_empty() && round.early.is_empty()) {
            self.last_spin = None;
            self.prev_result = None;
        }
        self.last_round_resolved = matches!(round.result, Some(Outcome::Number(..)));
        if let Some(Outcome::Number(n, loc)) = round.result {
            self.prev_result = Some((n, loc));
        }
        self.recycle(round);
    }

    /// Keeps a finished round's buffers for the next one: no allocation per round.
    fn recycle(&mut self, mut round: Box<Round>) {
        round.clear();
        self.spare = Some(round);
    }

    fn flush_pending(&mut self, last: bool, out: &mut Vec<Finding>) {
        if let Some(r) = self.pending.take() {
            self.settle_round(r, last, out);
        }
    }
}

/// `value` is at least the table minimum and, when the catalogue wants it, a multiple of it:
/// [`minimum_finding`] has nothing to report.
fn meets_minimum(value: Amount, min: Amount, multiples: bool) -> bool {
    minimum_breach(value, min, multiples).is_none()
}

/// RL014 when `value` (a stake, or a series chip) is below the table minimum, else RL016 when
/// the catalogue wants multiples of the minimum and it is not one. `series`: the series kind
/// whose chip `value` is (the message then speaks of each chip), or none for a bet's stake.
fn minimum_finding(value: Amount, min: Amount, multiples: bool, loc: Loc, series: Option<&str>) -> Option<Finding> {
    match minimum_breach(value, min, multiples)? {
        MinimumBreach::Below => {
            let message = match series {
                None => t!("rl-below-minimum", stake = value, min = min),
                Some(kind) => t!("rl-chip-below-minimum", series = kind, stake = value, min = min),
            };
            Some(
                Finding::new("RL014", Label::new(loc, t!("rl-below-minimum-label")), message)
                    .expected(t!("rl-below-minimum-expected", min = min))
                    .found(value),
            )
        }
        MinimumBreach::NotMultiple => {
            let message = match series {
                None => t!("rl-not-multiple", stake = value, min = min),
                Some(kind) => t!("rl-chip-not-multiple", series = kind, stake = value, min = min),
            };
            Some(
                Finding::new("RL016", Label::new(loc, t!("rl-not-multiple-label")), message)
                    .expected(t!("rl-not-multiple-expected", min = min))
                    .found(value),
            )
        }
    }
}

/// A bet line's target as the round keys it: sorted, which only a target of several numbers
/// can need (most name one number, or none), so the others skip the call.
#[inline(always)]
fn target_key(bet: &BetRef<'_>) -> Numbers {
    match bet.target {
        Some(t) if t.value.len() > 1 => t.value.sorted(),
        Some(t) => t.value,
        None => Numbers::default(),
    }
}

enum Lookup {
    Found(BetId),
    /// A bet already reported as invalid: settling it is not a new finding.
    Ignored,
    Missing,
}

fn other(d: Direction) -> Direction {
    match d {
        Direction::Clockwise => Direction::CounterClockwise,
        Direction::CounterClockwise => Direction::Clockwise,
    }
}

fn render_ref(b: &BetRef<'_>) -> String {
    let mut s = String::new();
    if b.prison {
        s.push_str("prison ");
    }
    s.push_str(b.kind.value);
    if let Some(t) = b.target {
        s.push(' ');
        s.push_str(&t.value.to_string());
    }
    s
}

/// The place (`1`, `1-2`) of a dozen or a column written as the numbers it covers (`docena
/// 1-12`, `dos-docenas 1-24`, `columna 1-34`): what the log meant, for a «did you mean».
fn range_hint(k: &super::Kind, numbers: &[u16]) -> Option<String> {
    use crate::catalog::model::Shape;
    // Which dozen or column the first and last number covered belong to.
    let dozen = |n: u16| (1..=36).contains(&n).then(|| (n - 1) / 12 + 1);
    let column = |n: u16| (1..=36).contains(&n).then(|| (n - 1) % 3 + 1);
    match (k.shape, numbers) {
        (Shape::Dozen, &[a, b]) if b == a + 11 && a % 12 == 1 => dozen(a).map(|d| d.to_string()),
        (Shape::TwoDozens, &[a, b]) if b == a + 23 && a % 12 == 1 => dozen(a).map(|d| format!("{d}-{}", d + 1)),
        (Shape::Column, &[a, b]) if a <= 3 && b == a + 33 => column(a).map(|c| c.to_string()),
        (Shape::TwoColumns, &[a, b]) if a <= 2 && b == a + 34 => column(a).map(|c| format!("{c}-{}", c + 1)),
        _ => None,
    }
}

/// How a bet of kind `k` is written: its name, then the numbers its shape takes.
fn expected_target(k: &super::Kind) -> Text {
    use crate::catalog::model::Shape;
    // The shape selects the wording in the translation files.
    let shape = match k.shape {
        Shape::Straight => "straight",
        Shape::Split => "split",
        Shape::Street => "street",
        Shape::Corner => "corner",
        Shape::SixLine => "six-line",
        Shape::Column | Shape::Dozen => "ordinal",
        Shape::TwoColumns | Shape::TwoDozens => "two-ordinals",
        Shape::Chance | Shape::Series => "no-numbers",
    };
    t!("rl-expected-target", shape = shape, kind = k.name.as_str())
}

impl Engine for RouletteEngine<'_> {
    /// A round is settled once the next shows an event (see `pending`): one round late.
    fn judged_late_by(&self) -> u8 {
        1
    }

    /// The house banks every bet. Outcomes: the settled results, each number of probability
    /// 1/N. Edge: each bet's exact edge (its kind's, for a combination that of the numbers its
    /// target covers) weighted by its stake.
    fn study(&self) -> Option<crate::study::GameStudy> {
        use crate::study::{EdgeMix, Frequencies, GameStudy, HouseIncome, TheoreticalEdge};
        let g = self.g;
        let edges = super::odds::edges(g);
        let mut mix = EdgeMix::zero();
        for (i, &stake) in self.staked_by.iter().enumerate().filter(|(_, s)| **s > 0) {
            if let Some(e) = super::odds::bet_edge(g, &edges, i / COVERS, (i % COVERS) as u32) {
                mix.add_stake(i128::from(stake), &e);
            }
        }
        // Each outcome's probability is its share of the wheel's pockets.
        let low = usize::from(g.lowest);
        let total = i128::from(g.pockets());
        let outcomes = Frequencies::with_odds(
            (g.lowest..g.numbers).map(|k| g.written(k)).collect(),
            self.results.get(low..).map_or_else(Vec::new, <[u64]>::to_vec),
            (g.lowest..g.numbers)
                .map(|k| {
                    let w = g.weights.get(usize::from(k)).copied().unwrap_or(0);
                    num_rational::Ratio::new(i128::from(w), total)
                })
                .collect(),
        );
        Some(GameStudy {
            house_income: HouseIncome::Banker,
            edge: TheoreticalEdge::Mix(mix),
            outcomes: outcomes.into(),
        })
    }

    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        if !self.opening.is_empty() {
            out.append(&mut self.opening);
        }
        // A game event opens the new round for real: the previous one is settled first, as not
        // the last (its prisoners are then known to this round's events). Whether one is
        // pending is asked first: that is the rare case, and the cheapest question.
        if self.pending.is_some()
            && matches!(
                ev.kind,
                EventKind::Bet { .. }
                    | EventKind::NoMoreBets
                    | EventKind::Wheel(WheelEvent::Spin { .. })
                    | EventKind::Wheel(WheelEvent::Void { .. })
                    | EventKind::Wheel(WheelEvent::Choose { .. })
                    | EventKind::Settle { .. }
            )
            && self.round.is_some()
        {
            self.flush_pending(false, out);
        }
        match &ev.kind {
            EventKind::SessionOpen { .. } => self.session_open = true,
            EventKind::Round { .. } => {
                match self.round.take() {
                    Some(r) if r.is_empty() => self.recycle(r),
                    Some(r) => {
                        self.flush_pending(false, out);
                        self.pending = Some(r);
                    }
                    None => {}
                }
                let mut r = self.spare.take().unwrap_or_default();
                r.min = self.min;
                self.round = Some(r);
                // A round after `session close` (reported as S001) is judged like any other,
                // whether or not a second close follows it.
                self.settled_last = false;
            }
            EventKind::SessionClose { .. } => {
                // The session's last spin is in the last round that has anything in it.
                match self.round.take() {
                    Some(r) if !r.is_empty() => {
                        self.flush_pending(false, out);
                        self.settle_round(r, true, out);
                    }
                    other => {
                        if let Some(r) = other {
                            self.recycle(r);
                        }
                        self.flush_pending(true, out);
                    }
                }
                self.settled_last = true;
                self.session_open = false;
                // Nothing stays in prisión past the session, lost or not: its last spin settles
                // every bet. (When that round had no valid result, that was reported; nothing
                // more here.)
                let mut held = self.prison.release_all();
                if !self.last_round_resolved {
                    held.clear();
                }
                for p in held {
                    let desc = self.describe(p.seat, p.bet.kind, &p.bet.target);
                    let expected = if self.g.zero.last_spin_refund.is_some() {
                        t!("rl-prisoner-at-close-expected-refund")
                    } else {
                        t!("rl-prisoner-at-close-expected")
                    };
                    out.push(
                        Finding::new(
                            "RL021",
                            Label::new(ev.loc, t!("rl-session-closed-label")),
                            t!("rl-prisoner-at-close", bet = desc),
                        )
                        .label(p.prison_loc, t!("rl-went-to-prison-label"))
                        .expected(expected)
                        .found(t!("rl-still-in-prison")),
                    );
                }
            }
            EventKind::Bet { seat, bet, amount } => self.bet(ev, seat, bet, amount, out),
            EventKind::NoMoreBets => {
                if let Some(r) = self.round.as_mut() {
                    r.nomore.get_or_insert(ev.loc);
                }
            }
            EventKind::Wheel(WheelEvent::Spin { .. }) => self.spin(ev, out),
            EventKind::Wheel(WheelEvent::Void { reason }) => self.void(ev, reason, out),
            EventKind::Wheel(WheelEvent::Choose { seat, bet, choice }) => {
                self.choose_event(ev, seat, bet, *choice, out)
            }
            EventKind::Settle { action, seat, bet, amount } => self.settle_event(ev, *action, seat, bet, *amount, out),
            EventKind::Limits { params } => self.limits(ev, params, out),
            EventKind::Wheel(WheelEvent::Colour { seat, value }) => self.colour(ev, seat, *value, out),
            // The format and table lines are the checker's; other games' events never come here
            // (`Game::accepts`: the checker reports them, S007).
            _ => {}
        }
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
        out.append(&mut self.opening);
        if !self.settled_last {
            // No `session close` (reported as S003): nothing can be treated as the last spin.
            self.flush_pending(false, out);
            if let Some(r) = self.round.take() {
                self.settle_round(r, false, out);
            }
        }
        self.unchecked(out);
    }
}

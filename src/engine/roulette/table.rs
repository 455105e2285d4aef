//! The replay engine: follows one session's events, checks bets and spins as they come, and
//! hands each finished round to [`super::settle`].

use rustc_hash::FxHashMap as HashMap;

use super::RouletteGame;
use super::cloth::Mask;
use super::settle::{self, RoundEnd};
use crate::catalog::model::ChangePolicy;
use crate::engine::names::NameMap;
use crate::engine::{Engine, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{BetRef, Direction, Event, EventKind, Loc, Numbers, SettleAction, Sp, Word, ZeroChoice};
use crate::money::Amount;
use crate::t;

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

/// An even-chance bet held in prisión across rounds.
#[derive(Debug, Clone)]
pub(crate) struct Prisoner {
    pub seat: u32,
    pub kind: usize,
    /// Its numbers: none for an even chance; those of a bet the log put in prisión though it
    /// has no such choice (RL029), which is then named `prison docena 1`.
    pub target: Numbers,
    /// The numbers it is freed on.
    pub covers: Mask,
    /// The initial stake.
    pub stake: Amount,
    /// How many zeros it has been through.
    pub zeros: u32,
    /// Where it was placed, and where it went to prisión.
    pub bet_loc: Loc,
    pub prison_loc: Loc,
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
    rotor: Direction,
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
    pub prisoners: Vec<Prisoner>,
    /// First index in `prisoners` per (seat, kind, numbers).
    prison_index: HashMap<(u32, usize, Numbers), usize>,
    /// Seats and chances put in prisión by a choice on a bet the log never placed (RL007): the
    /// prisoner's later lines (its release or loss) are not reported again.
    lost_prisoners: Vec<(String, String)>,
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
    /// The study's counts: settled results per number of the wheel, and stakes per bet kind
    /// and count of numbers covered (`kind * COVERS + covered`), whose edges are computed once,
    /// at the end ([`Engine::study`]).
    results: Vec<u64>,
    staked_by: Vec<i64>,
}

/// Slots per kind in `staked_by`: a combination covers 0 to 64 numbers.
const COVERS: usize = 65;

impl<'g> RouletteEngine<'g> {
    pub fn new(g: &'g RouletteGame, table: &TableConfig, scale: usize) -> RouletteEngine<'g> {
        RouletteEngine {
            g,
            min: table.min,
            scale,
            panos: table.panos,
            seats: NameMap::default(),
            seat_names: Vec::new(),
            round: None,
            pending: None,
            prisoners: Vec::new(),
            prison_index: HashMap::default(),
            lost_prisoners: Vec::new(),
            last_spin: None,
            prev_result: None,
            last_round_resolved: true,
            session_open: false,
            settled_last: false,
            spare: None,
            scratch: None,
            no_ball: None,
            no_from: None,
            results: vec![0; usize::from(g.numbers)],
            staked_by: vec![0; g.kinds.len() * COVERS],
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
        let prisoners = std::mem::take(&mut self.prisoners);
        let mut scratch = self.scratch.take().unwrap_or_default();
        let next = settle::settle(self, &round, prisoners, RoundEnd { last }, &mut scratch, out);
        self.hold(next);
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

    /// Makes `prisoners` the bets held in prisión, and indexes them. Every change of the list
    /// goes through here: a `prison rojo` resolves to an index into this list, which settling
    /// reads, so an index left over from a list since emptied (by `session close`) named a
    /// prisoner that no longer existed.
    fn hold(&mut self, prisoners: Vec<Prisoner>) {
        self.prisoners = prisoners;
        // The oldest prisoner of each seat and chance: what `prison rojo` finds first.
        if !self.prison_index.is_empty() {
            // Clearing even an empty map that has had room rewrites its control bytes.
            self.prison_index.clear();
        }
        for (i, p) in self.prisoners.iter().enumerate() {
            self.prison_index.entry((p.seat, p.kind, p.target)).or_insert(i);
        }
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

    /// Minimum, multiples and series chips, on each bet's stakes added up (a player's stakes on
    /// one combination in a round are one bet).
    fn check_stakes(&self, round: &Round, out: &mut Vec<Finding>) {
        let g = self.g;
        let min = round.min;
        for b in &round.bets {
            let k = &g.kinds[b.kind];
            let stake = b.stake;
            if !k.is_series() {
                // Tested here first: the finding is built only when it is due, not for every bet.
                if !meets_minimum(stake, min, g.multiple_of_minimum) {
                    out.extend(minimum_finding(stake, min, g.multiple_of_minimum, b.amount_loc, None));
                }
                continue;
            }
            let chips = i64::from(k.chips.max(1));
            if stake.minor() % chips != 0 {
                out.push(
                    Finding::new(
                        "RL026",
                        Label::new(b.amount_loc, t!("rl-series-chips-label")),
                        t!("rl-series-chips", kind = k.name.as_str(), stake = stake, chips = k.chips),
                    )
                    .expected(t!("rl-series-chips-expected", chips = k.chips))
                    .found(stake)
                    .rule(k.rule.clone()),
                );
            }
            let unit = Amount(stake.minor() / chips);
            if !meets_minimum(unit, min, g.multiple_of_minimum) {
                let series = Some(k.name.as_str());
                out.extend(minimum_finding(unit, min, g.multiple_of_minimum, b.amount_loc, series));
            }
            for p in &k.placements {
                let class = &g.limits[g.kinds[p.kind].limit];
                let max = min.times(i64::from(class.multiples[self.scale]));
                let on = unit.times(i64::from(p.chips));
                if on > max {
                    out.push(
                        Finding::new(
                            "RL015",
                            Label::new(b.amount_loc, t!("rl-over-maximum-label")),
                            t!(
                                "rl-series-over-maximum",
                                series = k.name.as_str(),
                                stake = on,
                                kind = g.kinds[p.kind].name.as_str(),
                                max = max
                            ),
                        )
                        .expected(t!(
                            "rl-over-maximum-expected",
                            max = max,
                            multiple = class.multiples[self.scale],
                            min = min,
                            scale = g.scales[self.scale].as_str()
                        ))
                        .found(on)
                        .rule(class.rule.clone()),
                    );
                    break;
                }
            }
        }
    }

    fn bet(&mut self, ev: &Event<'_>, seat: &Word<'_>, bet: &BetRef<'_>, amount: &Sp<Amount>, out: &mut Vec<Finding>) {
        let seat_id = self.seat_id(seat.value);
        let g = self.g;
        let Some(round) = self.round.as_mut() else { return };
        let target = target_key(bet);
        let ignore = |round: &mut Round| round.ignored.push((seat_id, bet.kind.value.to_owned(), target));

        if let Some(spin) = round.result.and_then(|r| if let Outcome::Number(_, l) = r { Some(l) } else { None }) {
            out.push(
                Finding::new("RL011", Label::new(ev.loc, t!("rl-bet-after-result-label")), t!("rl-bet-after-result"))
                    .label(spin, t!("rl-result-label"))
                    .expected(t!("rl-bet-after-no-more-expected"))
                    .found(t!("rl-bet-after-no-more-found", amount = amount.value, kind = bet.kind.value)),
            );
            // It cannot have played this spin: nothing is owed on it, whatever is recorded.
            ignore(round);
            return;
        } else if let Some(nm) = round.nomore {
            out.push(
                Finding::new("RL011", Label::new(ev.loc, t!("rl-bet-after-no-more-label")), t!("rl-bet-after-no-more"))
                    .label(nm, t!("rl-no-more-announced-label"))
                    .expected(t!("rl-bet-after-no-more-expected"))
                    .found(t!("rl-bet-after-no-more-found", amount = amount.value, kind = bet.kind.value)),
            );
        }

        if bet.prison {
            out.push(
                Finding::new("RL002", Label::new(bet.loc, t!("rl-bet-in-prison-label")), t!("rl-bet-in-prison"))
                    .expected(t!("rl-bet-in-prison-expected"))
                    .found(Text::verbatim(format!("prison {}", bet.kind.value))),
            );
            ignore(round);
            return;
        }
        let Some(&kind) = g.by_name.get(bet.kind.value) else {
            let mut names: Vec<&str> = g.kinds.iter().map(|k| k.name.as_str()).collect();
            names.sort_unstable();
            // The suggestion is the log reader's (`did you mean …?`), shown after the sentence.
            let message = match crate::log::suggest::closest(bet.kind.value, &names) {
                None => t!("rl-unknown-kind", kind = bet.kind.value),
                Some(_) => t!(
                    "rl-unknown-kind-suggestion",
                    kind = bet.kind.value,
                    suggestion = crate::log::suggest::did_you_mean_text(bet.kind.value, &names)
                ),
            };
            out.push(
                Finding::new("RL002", Label::new(bet.kind.loc, t!("rl-unknown-kind-label")), message)
                    .expected(t!("rl-one-of", names = names.join(", ")))
                    .found(Text::verbatim(bet.kind.value)),
            );
            ignore(round);
            return;
        };
        let k = &g.kinds[kind];
        let covers = match (k.takes_target(), bet.target) {
            (true, Some(_)) => k.targets.get(&target).copied(),
            (false, None) => Some(k.mask),
            _ => None,
        };
        let Some(covers) = covers else {
            if let Some(f) =
                bet.target.filter(|_| !k.takes_target()).and(crate::log::suggest::thousands_split(bet, amount))
            {
                out.push(f);
                ignore(round);
                return;
            }
            let name = k.name.as_str();
            let (found, why) = match bet.target {
                Some(t) if k.takes_target() => (
                    Text::verbatim(format!("{name} {}", t.value)),
                    match range_hint(k, t.value.as_slice()) {
                        Some(meant) => {
                            t!("rl-not-on-cloth-meant", numbers = t.value.to_string(), kind = name, meant = meant)
                        }
                        None => t!("rl-not-on-cloth", numbers = t.value.to_string(), kind = name),
                    },
                ),
                Some(t) => (Text::verbatim(format!("{name} {}", t.value)), t!("rl-takes-no-numbers", kind = name)),
                None => (Text::verbatim(name), t!("rl-needs-numbers", kind = name)),
            };
            out.push(
                Finding::new("RL002", Label::new(bet.loc, t!("rl-not-on-cloth-label")), why)
                    .expected(expected_target(k))
                    .found(found),
            );
            ignore(round);
            return;
        };

        // Minimum, multiples and series chips are checked on the stakes added up, when the
        // round is settled (`check_stakes`); a maximum as soon as the stakes cross it.
        let min = round.min;
        let stake = amount.value;
        let idx = match round.bet_index(seat_id, kind, &target) {
            Some(i) => {
                round.bets[i].stake = round.bets[i].stake.saturating_add(stake);
                i
            }
            None => round.add_bet(Bet {
                seat: seat_id,
                kind,
                target,
                covers,
                stake,
                loc: ev.loc,
                amount_loc: amount.loc,
                over_max_reported: false,
            }),
        };
        if !k.is_series() {
            let class = &g.limits[k.limit];
            let max = min.times(i64::from(class.multiples[self.scale]));
            let b = &mut round.bets[idx];
            if b.stake > max && !b.over_max_reported {
                b.over_max_reported = true;
                let mut f = Finding::new(
                    "RL015",
                    Label::new(amount.loc, t!("rl-over-maximum-label")),
                    t!(
                        "rl-over-maximum",
                        kind = k.name.as_str(),
                        stake = b.stake,
                        class = class.name.as_str(),
                        max = max
                    ),
                )
                .expected(t!(
                    "rl-over-maximum-expected",
                    max = max,
                    multiple = class.multiples[self.scale],
                    min = min,
                    scale = g.scales[self.scale].as_str()
                ))
                .found(b.stake)
                .rule(class.rule.clone());
                if b.loc != ev.loc {
                    f = f.label(b.loc, t!("rl-first-stake-label"));
                }
                out.push(f);
            }
        }
    }

    /// Finds the bet a settlement or choice names. Inlined: it runs for nearly every
    /// settlement line, and only the common case (a bet of this round) is kept here.
    #[inline(always)]
    fn find(&mut self, seat: &Word<'_>, bet: &BetRef<'_>) -> Lookup {
        let Some(&seat_id) = self.seats.get(seat.value) else { return Lookup::Missing };
        let Some(round) = self.round.as_ref() else { return Lookup::Missing };
        let target = target_key(bet);
        if !bet.prison {
            if let Some(&kind) = self.g.by_name.get(bet.kind.value) {
                if let Some(i) = round.bet_index(seat_id, kind, &target) {
                    return Lookup::Found(BetId::Fresh(i));
                }
            }
        }
        self.find_elsewhere(seat_id, bet, &target)
    }

    /// Whether a line naming this missing bet was reported already this round (RL007); records
    /// it otherwise (see `Round::missing`).
    #[cold]
    fn missing_reported(&mut self, seat: &Word<'_>, bet: &BetRef<'_>) -> bool {
        // A combination a series of the catalogue has chips on may be one chip of a series
        // whose `bet` line is missing, settled chip by chip: the seat's lines on such chips
        // are one missing bet, reported once in the round.
        let chip = !bet.prison && self.chip_of_some_series(bet);
        let Some(round) = self.round.as_mut() else { return false };
        let key = if chip {
            (seat.value.to_owned(), false, String::from(" series chip"), Numbers::default())
        } else {
            (seat.value.to_owned(), bet.prison, bet.kind.value.to_owned(), target_key(bet))
        };
        if bet.prison
            && let Some(i) = self.lost_prisoners.iter().position(|(s, k)| s == seat.value && k == bet.kind.value)
        {
            self.lost_prisoners.swap_remove(i);
            round.missing.push(key);
            return true;
        }
        if round.missing.contains(&key) {
            return true;
        }
        round.missing.push(key);
        false
    }

    /// `bet` names a combination on which some series of the catalogue puts chips.
    #[cold]
    fn chip_of_some_series(&self, bet: &BetRef<'_>) -> bool {
        let g = self.g;
        let Some(&kind) = g.by_name.get(bet.kind.value) else { return false };
        let Some(&mask) = g.kinds[kind].targets.get(&target_key(bet)) else { return false };
        g.kinds.iter().any(|s| s.is_series() && s.placements.iter().any(|p| p.kind == kind && p.mask == mask))
    }

    /// `bet` names a combination on which a series bet of `seat` this round has chips (and the
    /// seat has no bet of its own there): the series bet's index.
    #[cold]
    fn series_chip(&self, seat: &Word<'_>, bet: &BetRef<'_>) -> Option<usize> {
        let g = self.g;
        let seat_id = *self.seats.get(seat.value)?;
        let kind = *g.by_name.get(bet.kind.value)?;
        if bet.prison || !g.has_series() {
            return None;
        }
        let mask = *g.kinds[kind].targets.get(&target_key(bet))?;
        let round = self.round.as_ref()?;
        // A handful of series kinds, each looked up by key: no scan of the round's bets.
        g.kinds
            .iter()
            .enumerate()
            .filter(|(_, s)| s.is_series() && s.placements.iter().any(|p| p.kind == kind && p.mask == mask))
            .find_map(|(si, _)| round.bet_index(seat_id, si, &Numbers::default()))
    }

    /// `bet`, written without `prison`, names a bet of `seat` held in prisión: its index.
    #[cold]
    fn held_in_prison(&self, seat: &Word<'_>, bet: &BetRef<'_>) -> Option<usize> {
        let (Some(&seat_id), Some(&kind)) = (self.seats.get(seat.value), self.g.by_name.get(bet.kind.value)) else {
            return None;
        };
        if bet.prison {
            return None;
        }
        self.prison_index.get(&(seat_id, kind, target_key(bet))).copied()
    }

    /// Says how a prisoner is named: `ACT SEAT prison KIND [NUMBERS] REST`.
    #[cold]
    fn prison_hint(&self, f: Finding, act: &str, seat: &Word<'_>, bet: &BetRef<'_>, rest: &str) -> Finding {
        let named = BetRef { prison: true, ..*bet };
        let mut f = f.expected(t!(
            "rl-prisoner-without-prison-expected",
            line = format!("{act} {} {} {rest}", seat.value, render_ref(&named)),
            kind = bet.kind.value
        ));
        f.message = t!("rl-prisoner-without-prison", action = act, seat = seat.value, kind = bet.kind.value);
        f
    }

    /// [`Self::find`] for a prisoner, or a bet not placed this round: held in prisión, or one
    /// already reported as invalid.
    #[cold]
    #[inline(never)]
    fn find_elsewhere(&self, seat_id: u32, bet: &BetRef<'_>, target: &Numbers) -> Lookup {
        let Some(round) = self.round.as_ref() else { return Lookup::Missing };
        if bet.prison {
            let kind = self.g.by_name.get(bet.kind.value);
            if let Some(&i) = kind.and_then(|k| self.prison_index.get(&(seat_id, *k, *target))) {
                return Lookup::Found(BetId::Prison(i));
            }
        }
        if round.ignored.iter().any(|(s, k, t)| *s == seat_id && k == bet.kind.value && t == target) {
            Lookup::Ignored
        } else {
            Lookup::Missing
        }
    }

    fn settle_event(
        &mut self,
        ev: &Event<'_>,
        action: Sp<SettleAction>,
        seat: &Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let Some(round) = self.round.as_ref() else { return };
        // `pay s7 rojo 1 000`: the amount split by a thousands separator (M001), judged as meant.
        if bet.target.is_some()
            && let Some(&k) = self.g.by_name.get(bet.kind.value)
            && !self.g.kinds[k].takes_target()
            && let Some((f, meant_bet, meant)) = crate::log::suggest::thousands_settlement(bet, &amount)
        {
            out.push(f);
            return self.settle_event(ev, action, seat, &meant_bet, meant, out);
        }
        let early = match round.result {
            Some(Outcome::Number(..)) => false,
            // The invalid result was reported; there is nothing to settle against.
            Some(Outcome::Invalid) => return,
            None => {
                let mut f = Finding::new(
                    "RL025",
                    Label::new(ev.loc, t!("rl-no-result-yet-label")),
                    t!("rl-settled-before-result", action = action.value.as_str()),
                )
                .expected(t!("rl-settled-before-result-expected"))
                .found(t!("rl-move-of", action = action.value.as_str(), amount = amount.value));
                if let Some(v) = round.void_pending {
                    f = f.label(v, t!("rl-void-no-settlement-label"));
                }
                if let Some(round) = self.round.as_mut() {
                    round.early.push(f);
                }
                true
            }
        };
        match self.find(seat, bet) {
            // Even an early move is recorded: the log says the money moved, so the round is
            // settled on what happened and the early move causes no further finding.
            Lookup::Found(id) => {
                if let Some(round) = self.round.as_mut() {
                    round.moves.push(Move {
                        action: action.value,
                        bet: id,
                        amount: amount.value,
                        loc: ev.loc,
                        amount_loc: amount.loc,
                    });
                }
            }
            Lookup::Ignored => {}
            Lookup::Missing if early => {}
            // A prisoner named without `prison`: the naming is the fault, reported with how
            // prisoners are written; the money is the prisoner's and is judged as such.
            Lookup::Missing if let Some(i) = self.held_in_prison(seat, bet) => {
                let act = action.value.as_str();
                let f = Finding::new("RL007", Label::new(bet.loc, t!("rl-not-prison-label")), Text::verbatim(""))
                    .found(Text::verbatim(format!("{act} {} {}", seat.value, render_ref(bet))));
                out.push(self.prison_hint(f, act, seat, bet, &amount.value.to_string()));
                if let Some(round) = self.round.as_mut() {
                    round.moves.push(Move {
                        action: action.value,
                        bet: BetId::Prison(i),
                        amount: amount.value,
                        loc: ev.loc,
                        amount_loc: amount.loc,
                    });
                }
            }
            // A chip of the seat's series, named by the combination it lies on.
            Lookup::Missing if let Some(i) = self.series_chip(seat, bet) => {
                if let Some(round) = self.round.as_mut() {
                    round.add_chip_move(i, action.value, amount.value, ev.loc, amount.loc);
                }
            }
            Lookup::Missing if self.missing_reported(seat, bet) => {}
            Lookup::Missing => {
                let place = if bet.prison { "prison" } else { "table" };
                out.push(
                    Finding::new(
                        "RL007",
                        Label::new(bet.loc, t!("rl-no-such-bet-label", place = place)),
                        t!("rl-no-such-bet", action = action.value.as_str(), seat = seat.value, place = place),
                    )
                    .expected(t!("rl-no-such-bet-expected", seat = seat.value))
                    .found(Text::verbatim(format!(
                        "{} {} {}",
                        action.value.as_str(),
                        seat.value,
                        render_ref(bet)
                    ))),
                );
            }
        }
    }

    fn choose_event(
        &mut self,
        ev: &Event<'_>,
        seat: &Word<'_>,
        bet: &BetRef<'_>,
        choice: Sp<ZeroChoice>,
        out: &mut Vec<Finding>,
    ) {
        let Some(round) = self.round.as_ref() else { return };
        match round.result {
            Some(Outcome::Number(..)) => {}
            Some(Outcome::Invalid) => return,
            None => {
                // Reported, and still recorded: the round is settled on the choice the log
                // says the player made, so the early line causes no further finding.
                let f = Finding::new(
                    "RL029",
                    Label::new(ev.loc, t!("rl-no-result-yet-label")),
                    t!("rl-choice-before-result"),
                )
                .expected(t!("rl-choice-before-result-expected"))
                .found(Text::verbatim(format!("choose {}", choice.value.as_str())));
                let found = self.find(seat, bet);
                if let Some(round) = self.round.as_mut() {
                    round.early.push(f);
                    if let Lookup::Found(id) = found {
                        round.choices.push(ChoiceRec { bet: id, choice: choice.value, loc: ev.loc, early: true });
                    }
                }
                return;
            }
        }
        match self.find(seat, bet) {
            Lookup::Found(id) => {
                if let Some(round) = self.round.as_mut() {
                    round.choices.push(ChoiceRec { bet: id, choice: choice.value, loc: ev.loc, early: false });
                }
            }
            Lookup::Ignored => {}
            // A prisoner named without `prison` (see `settle_event`): the choice is its.
            Lookup::Missing if let Some(i) = self.held_in_prison(seat, bet) => {
                let f = Finding::new("RL007", Label::new(bet.loc, t!("rl-not-prison-label")), Text::verbatim(""))
                    .found(Text::verbatim(format!("choose {} {}", seat.value, render_ref(bet))));
                out.push(self.prison_hint(f, "choose", seat, bet, choice.value.as_str()));
                if let Some(round) = self.round.as_mut() {
                    round.choices.push(ChoiceRec {
                        bet: BetId::Prison(i),
                        choice: choice.value,
                        loc: ev.loc,
                        early: false,
                    });
                }
            }
            Lookup::Missing => {
                if !self.missing_reported(seat, bet) {
                    out.push(
                        Finding::new(
                            "RL007",
                            Label::new(bet.loc, t!("rl-choice-no-such-bet-label")),
                            t!("rl-choice-no-such-bet", seat = seat.value),
                        )
                        .expected(t!("rl-choice-no-such-bet-expected", seat = seat.value))
                        .found(Text::verbatim(format!(
                            "choose {} {}",
                            seat.value,
                            render_ref(bet)
                        ))),
                    );
                }
                let key = (seat.value.to_owned(), bet.kind.value.to_owned());
                if choice.value == ZeroChoice::Prison && !self.lost_prisoners.contains(&key) {
                    self.lost_prisoners.push(key);
                }
            }
        }
    }

    fn spin(
        &mut self,
        ev: &Event<'_>,
        number: Sp<u16>,
        rotor: Sp<Direction>,
        ball: Option<Sp<Direction>>,
        from: Option<Sp<u16>>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let prev = self.last_spin;
        let Some(round) = self.round.as_mut() else { return };
        // The round has a result after all: what was settled or chosen before it stands.
        if !round.early.is_empty() {
            out.append(&mut round.early);
        }
        if !round.bets.is_empty() && round.nomore.is_none() && !round.spin_without_no_more_reported {
            round.spin_without_no_more_reported = true;
            out.push(
                Finding::new(
                    "RL028",
                    Label::new(ev.loc, t!("rl-spin-without-no-more-label")),
                    t!("rl-spin-without-no-more"),
                )
                .label(round.bets[0].loc, t!("rl-bets-open-label"))
                .expected(t!("rl-spin-without-no-more-expected"))
                .found(Text::verbatim(format!("spin {}", number.value))),
            );
        }
        // A second result without «tirada nula» (RL032): likely the same spin written twice, so
        // its sense is not compared with the first's.
        let second = matches!(round.result, Some(Outcome::Number(..))) && round.void_pending.is_none();
        if let Some(Outcome::Number(n, l)) = round.result {
            if round.void_pending.is_none() {
                out.push(
                    Finding::new("RL032", Label::new(ev.loc, t!("rl-second-result-label")), t!("rl-second-result"))
                        .label(l, t!("rl-first-result-label", number = n))
                        .expected(t!("rl-second-result-expected"))
                        .found(Text::verbatim(format!("spin {}", number.value))),
                );
            }
        }
        if g.spin.alternate_rotor && !second {
            if let Some(p) = prev {
                if p.rotor == rotor.value {
                    out.push(
                        Finding::new(
                            "RL012",
                            Label::new(rotor.loc, t!("rl-rotor-same-sense-label")),
                            t!("rl-rotor-same-sense", sense = rotor.value.as_str()),
                        )
                        .label(p.loc, t!("rl-previous-spin-label", sense = p.rotor.as_str()))
                        .expected(Text::verbatim(other(p.rotor).as_str()))
                        .found(Text::verbatim(rotor.value.as_str())),
                    );
                }
            }
        }
        if g.spin.ball_against_rotor && ball.is_none() {
            let (_, n) = self.no_ball.get_or_insert((ev.loc, 0));
            *n += 1;
        }
        if let (Some(_), None, true, Some(_)) =
            (round.void_pending, from, g.spin.relaunch_from_previous, self.prev_result)
        {
            let (_, n) = self.no_from.get_or_insert((ev.loc, 0));
            *n += 1;
        }
        if g.spin.ball_against_rotor {
            if let Some(b) = ball {
                if b.value == rotor.value {
                    out.push(
                        Finding::new(
                            "RL013",
                            Label::new(b.loc, t!("rl-ball-with-rotor-label")),
                            t!("rl-ball-with-rotor"),
                        )
                        .label(rotor.loc, t!("rl-rotor-sense-label"))
                        .expected(Text::verbatim(format!("ball={}", other(rotor.value).as_str())))
                        .found(Text::verbatim(format!("ball={}", b.value.as_str()))),
                    );
                }
            }
        }
        // «el número que cayó en la jugada anterior»: the previous round's result.
        if let (Some(v), Some(f), true) = (round.void_pending, from, g.spin.relaunch_from_previous) {
            if let Some((prev_n, prev_loc)) = self.prev_result {
                if f.value != prev_n {
                    out.push(
                        Finding::new(
                            "RL024",
                            Label::new(f.loc, t!("rl-relaunched-from-label")),
                            t!("rl-relaunch-not-from-previous", from = f.value, previous = prev_n),
                        )
                        .label(v, t!("rl-void-label"))
                        .label(prev_loc, t!("rl-previous-result-label"))
                        .expected(Text::verbatim(format!("from={prev_n}")))
                        .found(Text::verbatim(format!("from={}", f.value))),
                    );
                }
            }
        }
        round.void_pending = None;
        if number.value >= g.numbers {
            out.push(
                Finding::new(
                    "RL001",
                    Label::new(number.loc, t!("rl-result-off-wheel-label")),
                    t!("rl-result-off-wheel", number = number.value),
                )
                .expected(t!("rl-result-off-wheel-expected", highest = g.numbers - 1))
                .found(number.value),
            );
            round.result = Some(Outcome::Invalid);
        } else {
            round.result = Some(Outcome::Number(number.value, ev.loc));
            self.last_spin = Some(PrevSpin { number: number.value, rotor: rotor.value, loc: ev.loc });
            return;
        }
        self.last_spin = Some(PrevSpin { number: prev.map_or(0, |p| p.number), rotor: rotor.value, loc: ev.loc });
    }

    fn void(&mut self, ev: &Event<'_>, reason: &Word<'_>, out: &mut Vec<Finding>) {
        if !self.g.spin.void_reasons.iter().any(|r| r == reason.value) {
            out.push(
                Finding::new(
                    "RL023",
                    Label::new(reason.loc, t!("rl-void-reason-unknown-label")),
                    t!("rl-void-reason-unknown", reason = reason.value),
                )
                .expected(t!("rl-one-of", names = self.g.spin.void_reasons.join(", ")))
                .found(Text::verbatim(reason.value)),
            );
        } else if let Some(Some(Outcome::Number(n, at))) = self.round.as_ref().map(|r| r.result) {
            out.push(
                Finding::new(
                    "RL023",
                    Label::new(ev.loc, t!("rl-void-after-result-label")),
                    t!("rl-void-after-result", number = n),
                )
                .label(at, t!("rl-result-number-label", number = n))
                .expected(t!("rl-void-after-result-expected"))
                .found(t!("rl-void-after-result-found", reason = reason.value, number = n)),
            );
        }
        if let Some(r) = self.round.as_mut() {
            r.void_pending = Some(ev.loc);
            // The log says the spin was annulled: the round is settled on the relaunch.
            r.result = None;
        }
    }

    fn limits(&mut self, ev: &Event<'_>, params: &[crate::log::event::Param<'_>], out: &mut Vec<Finding>) {
        let (mut min, mut scale) = (self.min, self.scale);
        for p in params {
            match p.key.value {
                "min" => match Amount::parse(p.value.value) {
                    Some(a) if a > Amount::ZERO => min = a,
                    parsed => out.push(
                        Finding::new(
                            "M004",
                            Label::new(p.value.loc, t!("rl-limits-min-not-amount-label")),
                            match parsed {
                                // Why it is not one (`min=1.000`: a thousands separator): the
                                // log reader's explanation.
                                None => t!(
                                    "rl-limits-min-not-amount-why",
                                    why = Text::from(crate::log::parser::amount_problem(p.value.value))
                                ),
                                Some(_) => t!("rl-limits-min-not-amount"),
                            },
                        )
                        .expected(t!("rl-limits-min-not-amount-expected"))
                        .found(Text::verbatim(p.value.value)),
                    ),
                },
                "scale" => match self.g.scales.iter().position(|s| s == p.value.value) {
                    Some(s) => scale = s,
                    None => out.push(
                        Finding::new(
                            "M004",
                            Label::new(p.value.loc, t!("rl-limits-scale-unknown-label")),
                            t!("rl-limits-scale-unknown", scale = p.value.value),
                        )
                        .expected(t!("rl-one-of", names = self.g.scales.join(", ")))
                        .found(Text::verbatim(p.value.value)),
                    ),
                },
                other => out.push(
                    Finding::new(
                        "M004",
                        Label::new(p.key.loc, t!("rl-limits-unknown-key-label")),
                        t!("rl-limits-unknown-key", key = other),
                    )
                    .expected(t!("rl-limits-unknown-key-expected"))
                    .found(Text::verbatim(other)),
                ),
            }
        }
        if (min, scale) == (self.min, self.scale) {
            return;
        }
        if self.g.change_during_session == ChangePolicy::Forbidden && self.session_open {
            // Reported once; the authorised limits stay in force, so the bets that follow are
            // checked against them and the change causes no further finding.
            out.push(
                Finding::new("RL027", Label::new(ev.loc, t!("rl-limits-changed-label")), t!("rl-limits-changed"))
                    .expected(t!(
                        "rl-limits-changed-expected",
                        min = self.min,
                        scale = self.g.scales[self.scale].as_str()
                    ))
                    .found(t!("rl-limits-changed-found", min = min, scale = self.g.scales[scale].as_str())),
            );
            return;
        }
        self.min = min;
        self.scale = scale;
    }
}

/// `value` is at least the table minimum and, when the catalogue wants it, a multiple of it:
/// [`minimum_finding`] has nothing to report.
fn meets_minimum(value: Amount, min: Amount, multiples: bool) -> bool {
    value >= min && (!multiples || value.is_multiple_of(min))
}

/// RL014 when `value` (a stake, or a series chip) is below the table minimum, else RL016 when
/// the catalogue wants multiples of the minimum and it is not one. `series`: the series kind
/// whose chip `value` is (the message then speaks of each chip), or none for a bet's stake.
fn minimum_finding(value: Amount, min: Amount, multiples: bool, loc: Loc, series: Option<&str>) -> Option<Finding> {
    if value < min {
        let message = match series {
            None => t!("rl-below-minimum", stake = value, min = min),
            Some(kind) => t!("rl-chip-below-minimum", series = kind, stake = value, min = min),
        };
        Some(
            Finding::new("RL014", Label::new(loc, t!("rl-below-minimum-label")), message)
                .expected(t!("rl-below-minimum-expected", min = min))
                .found(value),
        )
    } else if multiples && !value.is_multiple_of(min) {
        let message = match series {
            None => t!("rl-not-multiple", stake = value, min = min),
            Some(kind) => t!("rl-chip-not-multiple", series = kind, stake = value, min = min),
        };
        Some(
            Finding::new("RL016", Label::new(loc, t!("rl-not-multiple-label")), message)
                .expected(t!("rl-not-multiple-expected", min = min))
                .found(value),
        )
    } else {
        None
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
        let n = i128::from(g.numbers);
        let outcomes = Frequencies::with_odds(
            (0..g.numbers).map(|k| k.to_string()).collect(),
            self.results.clone(),
            vec![num_rational::Ratio::new(1, n); usize::from(g.numbers)],
        );
        Some(GameStudy { house_income: HouseIncome::Banker, edge: TheoreticalEdge::Mix(mix), outcomes })
    }

    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        // A game event opens the new round for real: the previous one is settled first, as not
        // the last (its prisoners are then known to this round's events). Whether one is
        // pending is asked first: that is the rare case, and the cheapest question.
        if self.pending.is_some()
            && matches!(
                ev.kind,
                EventKind::Bet { .. }
                    | EventKind::NoMoreBets
                    | EventKind::Spin { .. }
                    | EventKind::Void { .. }
                    | EventKind::Choose { .. }
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
                // Nothing stays in prisión past the session (below), lost or not.
                self.lost_prisoners.clear();
                // Nothing stays in prisión past the session: its last spin settles every bet.
                // (When that round had no valid result, that was reported; nothing more here.)
                let mut held = std::mem::take(&mut self.prisoners);
                self.hold(Vec::new());
                if !self.last_round_resolved {
                    held.clear();
                }
                for p in held {
                    let desc = self.describe(p.seat, p.kind, &p.target);
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
            EventKind::Spin { number, rotor, ball, from } => self.spin(ev, *number, *rotor, *ball, *from, out),
            EventKind::Void { reason } => self.void(ev, reason, out),
            EventKind::Choose { seat, bet, choice } => self.choose_event(ev, seat, bet, *choice, out),
            EventKind::Settle { action, seat, bet, amount } => self.settle_event(ev, *action, seat, bet, *amount, out),
            EventKind::Limits { params } => self.limits(ev, params, out),
            // The format and table lines are the checker's; other games' events never come here
            // (`Game::accepts`: the checker reports them, S007).
            _ => {}
        }
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
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

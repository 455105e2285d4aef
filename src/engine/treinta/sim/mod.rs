//! Simulated treinta y cuarenta sessions, and their faults.
//!
//! A real six-deck shoe is shuffled and dealt: the red card five cards from the end (when it
//! comes out inside a coup, the coup is void and its stakes returned; a new shoe follows), the
//! negra row then the roja row each to 31 or more, the croupier's points, and the settlements of
//! [`crate::engine::treinta::settlement`]: losers collected first, color and inverso paid before
//! negro and rojo, 1 % deposits on some stakes, the refait's half or prisión, prisoners freed or
//! lost by the next decided coup; on the session's last coup nothing is left in prisión (the
//! forced refund of a refait, a prisoner a void coup leaves held settled at the close). A fault
//! breaks exactly one rule in one coup (from the middle of the session, in the first coup that
//! offers what it needs).

mod faults;

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use smallvec::SmallVec;

pub(crate) use faults::faults;

use crate::catalog::treinta::{Chance, TreintaSpec};
use crate::engine::treinta::TreintaGame;
use crate::engine::treinta::coup::{Outcome, points};
use crate::engine::treinta::settlement::at_close;
use crate::log::card::{Card, Rank, Suit};
use crate::log::event::SettleAction;
use crate::money::{Amount, Payout};
use crate::sim::{EVENING, Fault, SimOptions, failure, shuffle};
use crate::t;

/// The seats that bet; `s8` places the stakes a fault needs, `s9` never bets.
const SEATS: [&str; 6] = ["s1", "s2", "s3", "s4", "s5", "s6"];
const FORCED: &str = "s8";
const IDLE: &str = "s9";
const CHANCES: [Chance; 4] = [Chance::FirstRow, Chance::SecondRow, Chance::Color, Chance::Inverso];

/// A stake of the coup being simulated.
#[derive(Clone, Debug)]
struct Stake {
    seat: &'static str,
    chance: Chance,
    amount: Amount,
    premium: Option<Amount>,
}

/// A stake held in prisión.
#[derive(Clone, Debug)]
struct Prisoner {
    seat: &'static str,
    chance: Chance,
    stake: Amount,
    times: u32,
}

/// One settlement line to write.
#[derive(Clone, Debug)]
struct Line {
    action: &'static str,
    seat: &'static str,
    /// `prison negro`, `rojo`, `seguro`.
    bet: String,
    amount: Amount,
    /// Its place: 0 collects, 1 returns and releases, 2 color or inverso paid, 3 negro or rojo
    /// paid.
    rank: u8,
}

struct Sim<'a> {
    g: TreintaGame,
    rng: ChaCha8Rng,
    min: Amount,
    max: Amount,
    shoe: Vec<Card>,
    pos: usize,
    /// Cards above the red card.
    above: usize,
    new_shoe_due: bool,
    first_shoe: bool,
    prisoners: Vec<Prisoner>,
    /// The coup being played is the session's last: nothing may stay in prisión after it (the
    /// forced refund on a refait, `refait.last_coup_refund`; a prisoner it leaves held settled
    /// as `refait.prisoner_at_close` says).
    last: bool,
    fault: Option<&'static str>,
    fault_round: u32,
    pending: bool,
    out: &'a mut dyn Write,
}

pub(crate) fn simulate(
    id: &str,
    spec: &TreintaSpec,
    opts: &SimOptions,
    fault: Option<Fault>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let g = TreintaGame::compile(spec).map_err(|_| failure(t!("sim-catalogue-invalid", id = id)))?;
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let min = crate::sim::table_minimum(&mut rng);
    let max = min.times(i64::from(g.spec.limits.maximum_multiple));
    let fault = fault.map(|f| f.code);
    let mut sim = Sim {
        rng,
        min,
        max,
        shoe: Vec::new(),
        pos: 0,
        above: 0,
        new_shoe_due: true,
        first_shoe: true,
        prisoners: Vec::new(),
        last: false,
        fault,
        // A seventh king of hearts needs the first shoe, whose six went to its first coups.
        fault_round: if fault == Some("TC001") { 2 } else { (opts.rounds / 2).max(2) },
        pending: false,
        out,
        g,
    };
    sim.run(id, opts.rounds)
}

impl Sim<'_> {
    fn run(&mut self, id: &str, rounds: u32) -> io::Result<()> {
        let table = self.rng.random_range(1..100);
        EVENING.open(self.out, id, table, rounds, "coups", format_args!("min={} currency=EUR", self.min))?;
        for no in 1..=rounds {
            // TC018 and TC003 wait for the red card: from the first coup, so that a session of a
            // shoe's length or more has one.
            let from = if matches!(self.fault, Some("TC018" | "TC003")) { 1 } else { self.fault_round };
            if no == from && self.fault.is_some_and(|f| !faults::AT_FIRST_SHOE.contains(&f)) {
                self.pending = true;
            }
            self.last = no == rounds;
            self.coup(no)?;
        }
        EVENING.close(self.out)?;
        if self.pending {
            let (from, to) = (self.fault_round, rounds);
            return Err(failure(t!("sim-fault-not-injected", game = "cards", from = from, to = to)));
        }
        Ok(())
    }

    // ---- the shoe -----------------------------------------------------------------------------

    fn new_shoe(&mut self) -> io::Result<()> {
        let decks = usize::from(self.g.spec.cards.decks);
        let mut cards = Vec::with_capacity(decks * 52);
        for _ in 0..decks {
            for rank in Rank::ALL {
                for suit in Suit::ALL {
                    cards.push(Card { rank, suit });
                }
            }
        }
        shuffle(&mut self.rng, &mut cards);
        let first = self.first_shoe;
        let fault_here = |f: Option<&str>, code: &str| first && f == Some(code);
        if fault_here(self.fault, "TC001") {
            // Every king of hearts to the top: the first coup deals them all.
            cards.sort_by_key(|c| *c != faults::KING_OF_HEARTS);
        }
        self.shoe = cards;
        self.pos = 0;
        let below = usize::from(self.g.spec.shoe.cut_card_below);
        self.above = self.shoe.len().saturating_sub(below);
        self.new_shoe_due = false;
        self.first_shoe = false;
        // TC018 and TC003 need the red card within a short session: the session opens on a shoe
        // already in play, 40 cards before its red card, whose `shoe` and `cutcard` lines came
        // before it (its count unknown to the log).
        if first && matches!(self.fault, Some("TC018" | "TC003")) {
            self.pos = self.above.saturating_sub(40);
            return Ok(());
        }
        let decks = self.g.spec.cards.decks;
        let logged_decks = if fault_here(self.fault, "TC004") { decks + 1 } else { decks };
        writeln!(self.out, "shoe decks={logged_decks}")?;
        // Fewer cards under it than the article's: the red card is placed where the line says,
        // and comes out with that many cards left.
        let logged_below = if fault_here(self.fault, "TC002") { below.saturating_sub(1) } else { below };
        self.above = self.shoe.len().saturating_sub(logged_below);
        writeln!(self.out, "cutcard {logged_below}")?;
        Ok(())
    }

    /// The next card, or `None` when the red card comes out before it (the line is written).
    fn draw(&mut self) -> io::Result<Option<Card>> {
        if self.pos >= self.above {
            writeln!(self.out, "  cutcard out")?;
            self.new_shoe_due = true;
            return Ok(None);
        }
        let Some(&c) = self.shoe.get(self.pos) else { return Err(failure(t!("sim-shoe-ran-out"))) };
        self.pos += 1;
        Ok(Some(c))
    }

    // ---- a coup -------------------------------------------------------------------------------

    fn name(&self, c: Chance) -> String {
        self.g.name_of(c).to_owned()
    }

    fn premium(&self, amount: Amount) -> Option<Amount> {
        let ins = self.g.spec.insurance.as_ref()?;
        Some(amount.mul_ratio(Payout(num_rational::Ratio::new(i64::from(ins.percent), 100)), ins.rounding))
    }

    fn stakes(&mut self) -> Vec<Stake> {
        let mut stakes = Vec::new();
        let n = self.rng.random_range(1..=4);
        for _ in 0..n {
            let seat = SEATS[self.rng.random_range(0..SEATS.len())];
            let chance = CHANCES[self.rng.random_range(0..4)];
            if stakes.iter().any(|s: &Stake| s.seat == seat && s.chance == chance) {
                continue;
            }
            let top = (self.max.minor() / self.min.minor()).clamp(1, 20);
            let amount = self.min.times(self.rng.random_range(1..=top));
            let threshold = self.g.spec.insurance.as_ref().map(|i| self.min.times(i64::from(i.threshold_minimums)));
            let insured = threshold.is_some_and(|t| amount >= t) && self.rng.random_bool(0.25);
            let premium = if insured { self.premium(amount).filter(|p| *p > Amount::ZERO) } else { None };
            stakes.push(Stake { seat, chance, amount, premium });
        }
        stakes
    }

    // `row` is also the row written and the faults' subject, not only an index of `totals`.
    #[allow(clippy::needless_range_loop)]
    fn coup(&mut self, no: u32) -> io::Result<()> {
        let fault = if self.pending { self.fault } else { None };
        // TC003: after the red card (at its place, five cards from the end) a coup is started
        // from the same shoe: one of the last five is dealt, and its stakes returned.
        if fault == Some("TC003") && self.new_shoe_due && self.pos > 0 {
            writeln!(self.out, "round {no}")?;
            let stakes = self.stakes();
            for s in &stakes {
                writeln!(self.out, "  bet {} {} {}", s.seat, self.name(s.chance), s.amount)?;
            }
            writeln!(self.out, "  nomore")?;
            let c = self.shoe.get(self.pos).copied().unwrap_or(Card { rank: Rank::Two, suit: Suit::Clubs });
            writeln!(self.out, "  deal {} {c}", self.g.rows[0])?;
            let lines = stakes.iter().map(|s| line("return", s.seat, self.name(s.chance), s.amount, 1)).collect();
            self.write_lines(lines)?;
            self.pending = false;
            return Ok(());
        }
        if self.new_shoe_due {
            self.new_shoe()?;
        }
        writeln!(self.out, "round {no}")?;
        let mut stakes = self.stakes();
        faults::forced_stakes(self, fault, &mut stakes);
        for s in &stakes {
            writeln!(self.out, "  bet {} {} {}", s.seat, self.name(s.chance), s.amount)?;
            if let Some(p) = s.premium {
                writeln!(self.out, "  insure {} {} {p}", s.seat, self.name(s.chance))?;
            }
        }
        if fault == Some("TC009") {
            writeln!(self.out, "  bet {FORCED} {}s {}", self.name(Chance::SecondRow), self.min)?;
        }
        writeln!(self.out, "  nomore")?;
        if matches!(fault, Some("TC009" | "TC010" | "TC011" | "TC013")) {
            self.pending = false;
        }
        let late = if fault == Some("TC012") {
            let s = Stake { seat: FORCED, chance: Chance::SecondRow, amount: self.min, premium: None };
            writeln!(self.out, "  bet {} {} {}", s.seat, self.name(s.chance), s.amount)?;
            self.pending = false;
            Some(s)
        } else {
            None
        };
        stakes.extend(late);
        // ---- the deal ----
        let stop = self.g.spec.rows.stop;
        let mut totals = [0u8; 2];
        let mut first: Option<Card> = None;
        let mut void = false;
        let mut dealt = 0usize;
        let mut short = false;
        let mut fake_red = false;
        'rows: for row in 0..2 {
            while totals[row] < stop {
                let Some(c) = self.draw()? else {
                    // TC018: the red card shows (at its place, five cards from the end) and one
                    // of the last five is dealt after it all the same.
                    if fault == Some("TC018") {
                        let c = self.shoe.get(self.pos).copied().unwrap_or(Card { rank: Rank::Two, suit: Suit::Clubs });
                        writeln!(self.out, "  deal {} {c}", self.g.rows[row])?;
                        fake_red = true;
                    }
                    void = true;
                    break 'rows;
                };
                let before = totals[row];
                totals[row] = totals[row].saturating_add(points(c));
                // TC006: the roja row stops one card short.
                if fault == Some("TC006") && row == 1 && totals[row] >= stop {
                    // The card stays in the shoe.
                    self.pos -= 1;
                    totals[row] = before;
                    short = true;
                    break 'rows;
                }
                if row == 0 && first.is_none() {
                    first = Some(c);
                }
                let written = faults::card_line(self, fault, row, dealt, c);
                writeln!(self.out, "  {written}")?;
                dealt += 1;
            }
        }
        if void {
            // The coup in progress is void: every stake back, the deposits collected.
            let mut lines = Vec::new();
            for s in &stakes {
                lines.push(line("return", s.seat, self.name(s.chance), s.amount, 1));
                if let Some(p) = s.premium {
                    lines.push(line(
                        "collect",
                        s.seat,
                        self.g.spec.insurance.as_ref().map_or(String::new(), |i| i.word.clone()),
                        p,
                        0,
                    ));
                }
            }
            if self.last {
                // The session closes on the void coup: its prisoners are not left held.
                for p in std::mem::take(&mut self.prisoners) {
                    let owed = at_close(&self.g, p.stake, p.times, false);
                    lines.extend(close_lines(&self.g, &p, owed));
                }
            }
            lines.sort_by_key(|l| l.rank);
            self.write_lines(lines)?;
            if fake_red {
                self.pending = false;
            }
            return Ok(());
        }
        let announced = if fault == Some("TC008") { totals[1].saturating_add(1) } else { totals[1] };
        writeln!(self.out, "  points {} {announced}", totals[0])?;
        if fault == Some("TC008") {
            self.pending = false;
        }
        if short {
            // No result: the settlements are not judged; the stakes are returned.
            let lines = stakes.iter().map(|s| line("return", s.seat, self.name(s.chance), s.amount, 1)).collect();
            self.write_lines(lines)?;
            self.pending = false;
            return Ok(());
        }
        let outcome = Outcome::of(totals[0], totals[1], self.g.spec.refait.total, first);
        self.settle(fault, &stakes, outcome)?;
        Ok(())
    }

    /// The coup's settlement lines, in the article's order, with the fault's change.
    fn settle(&mut self, fault: Option<&'static str>, stakes: &[Stake], outcome: Outcome) -> io::Result<()> {
        let g = &self.g;
        let word = g.spec.insurance.as_ref().map_or(String::new(), |i| i.word.clone());
        let mut lines: Vec<Line> = Vec::new();
        let mut next: Vec<Prisoner> = Vec::new();
        let mut choices: Vec<String> = Vec::new();
        for s in stakes {
            let bet = g.name_of(s.chance).to_owned();
            if let Some(p) = s.premium {
                lines.push(line("collect", s.seat, word.clone(), p, 0));
            }
            match outcome {
                Outcome::Decided { .. } => match outcome.wins(s.chance) {
                    Some(true) => lines.push(line("pay", s.seat, bet, s.amount, 2 + pay_rank(s.chance))),
                    _ => lines.push(line("collect", s.seat, bet, s.amount, 0)),
                },
                Outcome::Tie | Outcome::RedCard => lines.push(line("return", s.seat, bet, s.amount, 1)),
                Outcome::Refait => {
                    if s.premium.is_some() {
                        lines.push(line("return", s.seat, bet, s.amount, 1));
                        continue;
                    }
                    let half = s.amount.halve_times(1, g.spec.refait.rounding);
                    let held = Prisoner { seat: s.seat, chance: s.chance, stake: s.amount, times: 0 };
                    if self.last && g.spec.refait.last_coup_refund.is_some() {
                        // The last coup's refait: the refund is forced, no option, no prisión.
                        lines.extend(close_lines(g, &held, at_close(g, s.amount, 1, true)));
                        continue;
                    }
                    // Below the minimum the half is not an option (the roulette's forced prisión).
                    let coin = self.rng.random_bool(0.5);
                    let prison = coin || crate::engine::treinta::settlement::forced_prison(g, half, 1, self.min);
                    if self.rng.random_bool(0.6) {
                        choices.push(format!("choose {} {bet} {}", s.seat, if prison { "prison" } else { "half" }));
                    }
                    if prison && self.last {
                        // No coup follows to free it: settled as a prisoner the close finds.
                        lines.extend(close_lines(g, &held, at_close(g, s.amount, 1, false)));
                    } else if prison {
                        next.push(Prisoner { times: 1, ..held });
                    } else {
                        lines.push(line("return", s.seat, bet.clone(), half, 1));
                        lines.push(line("collect", s.seat, bet, s.amount.saturating_sub(half), 0));
                    }
                }
            }
        }
        for p in std::mem::take(&mut self.prisoners) {
            let bet = format!("prison {}", g.name_of(p.chance));
            match outcome {
                Outcome::Decided { .. } => match outcome.wins(p.chance) {
                    Some(true) => {
                        let freed = match g.spec.refait.release_amount {
                            crate::catalog::roulette::ReleaseAmount::Initial => p.stake,
                            crate::catalog::roulette::ReleaseAmount::Residual => {
                                p.stake.halve_times(p.times, g.spec.refait.rounding)
                            }
                        };
                        lines.push(line("release", p.seat, bet.clone(), freed, 1));
                        if p.stake > freed {
                            lines.push(line("collect", p.seat, bet, p.stake.saturating_sub(freed), 0));
                        }
                    }
                    _ => lines.push(line("collect", p.seat, bet, p.stake, 0)),
                },
                // The session's last coup leaves nothing held: the prisoner's settlement at the
                // close, or on a refait the forced refund of its next residual (without one,
                // its prisión again settled at the close).
                Outcome::Tie | Outcome::RedCard if self.last => {
                    lines.extend(close_lines(g, &p, at_close(g, p.stake, p.times, false)));
                }
                Outcome::Refait if self.last => {
                    let refund = g.spec.refait.last_coup_refund.is_some();
                    lines.extend(close_lines(g, &p, at_close(g, p.stake, p.times + 1, refund)));
                }
                Outcome::Tie | Outcome::RedCard => next.push(p),
                Outcome::Refait => next.push(Prisoner { times: p.times + 1, ..p }),
            }
        }
        self.prisoners = next;
        for c in choices {
            writeln!(self.out, "  {c}")?;
        }
        if faults::settlement_fault(self, fault, &mut lines, outcome)? {
            self.pending = false;
        }
        lines.sort_by_key(|l| l.rank);
        let injected = fault.is_some() && !self.pending;
        if injected && fault == Some("TC016") {
            // A losing stake collected last, after the payments.
            if let Some(i) = lines.iter().position(|l| l.action == "collect" && l.seat == FORCED) {
                let l = lines.remove(i);
                lines.push(l);
            }
        }
        if injected && fault == Some("TC017") {
            // Negro or rojo paid first.
            if let Some(i) = lines.iter().position(|l| l.rank == 3) {
                let l = lines.remove(i);
                let at = lines.iter().position(|l| l.rank == 2).unwrap_or(lines.len());
                lines.insert(at, l);
            }
        }
        self.write_lines(lines)
    }

    /// Writes the lines in the order given.
    fn write_lines(&mut self, lines: Vec<Line>) -> io::Result<()> {
        for l in lines {
            writeln!(self.out, "  {} {} {} {}", l.action, l.seat, l.bet, l.amount)?;
        }
        Ok(())
    }
}

/// The lines of a settlement at the session's close ([`at_close`]) of a stake on `p`'s chance
/// (`p.times` 0: a stake of the coup; else a prisoner). `None`, past the refaits the article
/// regulates: none is written (nothing is owed that the law says).
fn close_lines(g: &TreintaGame, p: &Prisoner, owed: Option<SmallVec<[(SettleAction, Amount); 2]>>) -> Vec<Line> {
    let prison = if p.times > 0 { "prison " } else { "" };
    let bet = format!("{prison}{}", g.name_of(p.chance));
    let rank = |a: SettleAction| u8::from(a != SettleAction::Collect);
    owed.into_iter().flatten().map(|(a, m)| line(a.as_str(), p.seat, bet.clone(), m, rank(a))).collect()
}

fn line(action: &'static str, seat: &'static str, bet: String, amount: Amount, rank: u8) -> Line {
    Line { action, seat, bet, amount, rank }
}

fn pay_rank(c: Chance) -> u8 {
    c.payment_rank() as u8
}

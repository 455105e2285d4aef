//! Simulated bingo sessions, and their faults — the family's part of `veedor simulate`
//! ([`crate::sim`] drives it through [`crate::engine::family`]).
//!
//! Each partida (`round N`) announces one or two series, sells some of their cards (written as
//! `card` lines before the round: valid cards, [`cards`]), announces the prizes (the header's
//! percentages of the sales), draws the 90 balls in a random order and stops at the first
//! bingo. The first ball on which some card completes a row gives the line to every card that
//! did on it, each claiming and paid an equal share rounded down to the cent; the bingo the
//! same. Wrong claims (a card without the line or bingo it calls) are verified `bad` now and
//! then. A series of double cards is played in its partida and the next, which sells nothing.
//!
//! At the acumulativo (Murcia 1996 art. 5) the session opens with the jackpots' balances; each
//! partida funds them with 0.5 % and 2.5 % of its sales until a jackpot reaches its cap (the
//! ordinary prize then takes the deduction), announces 80 % of each balance and the maximum
//! balls of the scale for the cards sold, and pays a jackpot to the line or bingo won within
//! them, holding 20 % back for the next. A jackpot is rare in a fair draw (one card in 261,603
//! completes its line by ball 8): one partida in eight is dealt so that a card does, and one in
//! twelve of the others so that a card completes its bingo by the 35th ball, so that the
//! property tests see jackpots paid; three sessions in ten open a little below the caps.
//!
//! The simulator reads the article through [`SimParams`], a plain summary of what it needs.

pub(crate) mod cards;
mod faults;

pub(crate) use faults::faults;

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use num_rational::Ratio;

use self::cards::{Card, draw, extraction};
use super::odds::Band;
use crate::catalog::bingo::{BingoSpec, HeldBackOn, Percent};
use crate::money::Amount;
use crate::sim::{EARLY_EVENING, Fault, SimOptions, failure};
use crate::t;

/// Percentages in hundredths of a percent (basis points): 9.5 % is 950.
pub(crate) type Bp = u32;

/// What the simulator needs of a bingo article and its header.
#[derive(Clone, Debug)]
pub(crate) struct SimParams {
    /// The header's `line-pct=` and `bingo-pct=` (the authorisation's; the simulator picks the
    /// usual ones) and the keys they are written under.
    pub line_pct: Bp,
    pub bingo_pct: Bp,
    pub line_key: String,
    pub bingo_key: String,
    /// Whether the article has double cards.
    pub doubles: bool,
    pub acumulativo: Option<Acumulativo>,
}

/// The acumulativo's parameters (Murcia 1996 art. 5).
#[derive(Clone, Debug)]
pub(crate) struct Acumulativo {
    /// The scale: cards sold → the last ball of a jackpot line and bingo.
    pub bands: Vec<Band>,
    /// The funding of each jackpot, of the partida's sales (0.5 %, 2.5 %).
    pub fund_line: Bp,
    pub fund_bingo: Bp,
    /// The ordinary prizes once a jackpot has reached its cap (10 %, 60 %).
    pub line_at_cap: Bp,
    pub bingo_at_cap: Bp,
    /// The caps (2,000,000 and 10,000,000 pesetas, in euros).
    pub cap_line: Amount,
    pub cap_bingo: Amount,
    /// The share of a jackpot held back for the next (20 %), and whether the line's is too.
    pub hold_back: Bp,
    pub hold_back_line: bool,
}

impl Acumulativo {
    /// The band for `sold` cards.
    fn band(&self, sold: u32) -> Option<&Band> {
        self.bands.iter().find(|b| sold >= b.cards_from && b.cards_to.is_none_or(|to| sold <= to))
    }
}

/// A catalogue percentage in basis points (the catalogues' have at most two decimals).
fn bp(p: &Percent) -> Bp {
    let r = p.0 * Ratio::from_integer(100);
    u32::try_from(r.to_integer()).unwrap_or(0)
}

impl SimParams {
    /// The article's parameters, with the usual percentages of the authorisation (10 % and
    /// 60 %; at the acumulativo, less the jackpots' funding: 9.5 % and 57.5 %).
    pub fn of(spec: &BingoSpec) -> SimParams {
        let acumulativo = spec.acumulativo.as_ref().map(|a| {
            // A cap in euro cents: pesetas · 100 / the rate, rounded down (the catalogues').
            let rate = a.caps.pesetas_per_euro.0;
            let cap = |pesetas: i64| {
                let cents = i128::from(pesetas) * 100 * i128::from(*rate.denom());
                Amount(
                    i64::try_from(a.caps.rounding.divide(cents, i128::from(*rate.numer()).max(1))).unwrap_or(i64::MAX),
                )
            };
            Acumulativo {
                bands: Band::scale(a),
                fund_line: bp(&a.funding.line),
                fund_bingo: bp(&a.funding.bingo),
                line_at_cap: bp(&a.prizes_at_cap.line),
                bingo_at_cap: bp(&a.prizes_at_cap.bingo),
                cap_line: cap(a.caps.line_pesetas),
                cap_bingo: cap(a.caps.bingo_pesetas),
                hold_back: bp(&a.held_back),
                hold_back_line: a.held_back_on == HeldBackOn::Both,
            }
        });
        let (line_pct, bingo_pct) = match &acumulativo {
            Some(a) => (a.line_at_cap.saturating_sub(a.fund_line), a.bingo_at_cap.saturating_sub(a.fund_bingo)),
            None => (1000, 6000),
        };
        SimParams {
            line_pct,
            bingo_pct,
            line_key: spec.prizes.line_param.clone(),
            bingo_key: spec.prizes.bingo_param.clone(),
            doubles: spec.double_cards.is_some(),
            acumulativo,
        }
    }
}

/// `bp` of `amount`, rounded down to the cent.
pub(crate) fn pct_of(amount: Amount, bp: Bp) -> Amount {
    Amount(i64::try_from(i128::from(amount.minor()) * i128::from(bp) / 10_000).unwrap_or(i64::MAX))
}

/// A percentage as the header writes it: `10`, `9.5`, `57.25`.
pub(crate) fn pct_text(bp: Bp) -> String {
    match bp % 100 {
        0 => (bp / 100).to_string(),
        f if f % 10 == 0 => format!("{}.{}", bp / 100, f / 10),
        f => format!("{}.{f:02}", bp / 100),
    }
}

/// A card sold in a partida.
#[derive(Clone, Debug)]
struct Sold {
    name: String,
    card: Card,
}

/// Double cards sold in one partida, to be played again in the next.
#[derive(Clone, Debug)]
struct Doubles {
    cards: Vec<Sold>,
    face: Amount,
}

/// One prize's winners and share.
#[derive(Clone, Debug)]
struct Award {
    /// The extraction number of the winning ball.
    ball: u8,
    winners: Vec<usize>,
}

pub(crate) struct Sim<'a> {
    p: SimParams,
    rng: ChaCha8Rng,
    out: &'a mut dyn Write,
    /// Double cards waiting for their second partida.
    doubles: Option<Doubles>,
    /// The jackpots' balances (acumulativo).
    jackpot_line: Amount,
    jackpot_bingo: Amount,
    fault: Option<&'static str>,
    /// The partida from which the fault is injected, at its first chance.
    fault_round: u32,
    pending: bool,
    injected: bool,
    /// The partida being written.
    round: u32,
    /// A winning line verified bad (the fault): it is not paid.
    rejected: Option<usize>,
}

pub(crate) fn simulate(
    id: &str,
    spec: &BingoSpec,
    opts: &SimOptions,
    fault: Option<Fault>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let params = SimParams::of(spec);
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let (jackpot_line, jackpot_bingo) = match &params.acumulativo {
        // Some sessions open near a cap, so that the property tests see one reached.
        Some(a) if rng.random_bool(0.3) => (
            a.cap_line.saturating_sub(Amount(rng.random_range(0..300))),
            a.cap_bingo.saturating_sub(Amount(rng.random_range(0..1_500))),
        ),
        Some(_) => (Amount(rng.random_range(10_000..200_000)), Amount(rng.random_range(50_000..1_000_000))),
        None => (Amount::ZERO, Amount::ZERO),
    };
    let mut sim = Sim {
        p: params,
        rng,
        out,
        doubles: None,
        jackpot_line,
        jackpot_bingo,
        fault: fault.map(|f| f.name),
        fault_round: (opts.rounds / 2).max(2),
        pending: false,
        injected: false,
        round: 0,
        rejected: None,
    };
    sim.run(id, opts.rounds)
}

impl Sim<'_> {
    fn run(&mut self, id: &str, rounds: u32) -> io::Result<()> {
        let acumulativo = self.p.acumulativo.is_some();
        let table = self.rng.random_range(1..100);
        let (line, bingo) = (pct_text(self.p.line_pct), pct_text(self.p.bingo_pct));
        let params = format_args!("min=1 {}={line} {}={bingo} currency=EUR", self.p.line_key, self.p.bingo_key);
        EARLY_EVENING.open(self.out, id, table, rounds, "partidas", params)?;
        if acumulativo {
            writeln!(self.out, "jackpot line={} bingo={}", self.jackpot_line, self.jackpot_bingo)?;
        }
        for no in 1..=rounds {
            self.round = no;
            self.partida(no, no == rounds)?;
        }
        EARLY_EVENING.close(self.out)?;
        if self.fault.is_some() && !self.injected {
            return Err(failure(t!("sim-fault-not-placed")));
        }
        Ok(())
    }

    /// One partida: its sale (or a double series' second game), the draw and the prizes.
    fn partida(&mut self, no: u32, last: bool) -> io::Result<()> {
        let acumulativo = self.p.acumulativo.is_some();
        if no >= self.fault_round && self.fault.is_some() && !self.injected {
            self.pending = true;
        }
        let second_game = self.doubles.take();
        // The cards in play and the sales: a double series' second game sells nothing.
        let (in_play, sales, sold_count, new_doubles) = match second_game {
            Some(d) => {
                writeln!(self.out)?;
                writeln!(self.out, "round {no}")?;
                let sales = d.face.times(d.cards.len() as i64);
                let n = d.cards.len() as u32;
                (d.cards, sales, n, None)
            }
            None => self.sale(no, last)?,
        };
        self.doubles = new_doubles;
        // The draw, known in advance so that a fault can choose its place: now and then, at the
        // acumulativo, dealt so that a card completes a row by the eighth ball.
        let mut balls = draw(&mut self.rng);
        if acumulativo && !in_play.is_empty() {
            let lucky = &in_play[self.rng.random_range(0..in_play.len())].card;
            if self.rng.random_ratio(1, 8) {
                // Five of the first eight balls are one of its rows.
                let row = lucky.rows[self.rng.random_range(0..3)];
                balls = self.early(&balls, &row, 3);
            } else if self.rng.random_ratio(1, 12) {
                // Its fifteen numbers among the first 15 to 35 balls.
                let all: Vec<u8> = lucky.rows.iter().flatten().copied().collect();
                balls = self.early(&balls, &all, 20);
            }
        }
        let at = extraction(&balls);
        let done: Vec<(u8, u8)> = in_play.iter().map(|s| s.card.completes(&at)).collect();
        let line = first(&done, |d| d.0);
        let bingo = first(&done, |d| d.1);
        // The jackpots' funding, and the prizes.
        let (mut line_pct, mut bingo_pct) = (self.p.line_pct, self.p.bingo_pct);
        let mut announced: Option<Jackpots> = None;
        if let Some(a) = self.p.acumulativo.clone() {
            let fund_line = if self.jackpot_line >= a.cap_line {
                line_pct = a.line_at_cap;
                Amount::ZERO
            } else {
                pct_of(sales, a.fund_line)
            };
            let fund_bingo = if self.jackpot_bingo >= a.cap_bingo {
                bingo_pct = a.bingo_at_cap;
                Amount::ZERO
            } else {
                pct_of(sales, a.fund_bingo)
            };
            self.jackpot_line = self.jackpot_line.saturating_add(fund_line);
            self.jackpot_bingo = self.jackpot_bingo.saturating_add(fund_bingo);
            let written = if self.inject("wrong-funding") { fund_line.saturating_add(Amount(1)) } else { fund_line };
            writeln!(self.out, "  fund line={written} bingo={fund_bingo}")?;
            let keep = 10_000 - a.hold_back;
            let keep_line = if a.hold_back_line { keep } else { 10_000 };
            let (band_line, band_bingo) = a.band(sold_count).map_or((8, 39), |b| (b.line, b.bingo));
            // The announced maximum ball: the scale's, now and then a lower one.
            let maxball = if self.rng.random_bool(0.2) { band_bingo - self.rng.random_range(1..4) } else { band_bingo };
            announced = Some(Jackpots {
                line: pct_of(self.jackpot_line, keep_line),
                bingo: pct_of(self.jackpot_bingo, keep),
                line_ball: band_line,
                bingo_ball: maxball,
                scale_bingo: band_bingo,
            });
        }
        let line_won = announced.as_ref().is_some_and(|j| u32::from(line.ball) <= j.line_ball);
        let bingo_won = announced.as_ref().is_some_and(|j| u32::from(bingo.ball) <= j.bingo_ball);
        let line_prize = pct_of(sales, line_pct);
        let bingo_prize = pct_of(sales, bingo_pct);
        let announced_line =
            if self.inject("wrong-prize-announced") { line_prize.saturating_add(Amount(1)) } else { line_prize };
        match &announced {
            None => writeln!(self.out, "  prizes line={announced_line} bingo={bingo_prize}")?,
            Some(j) => {
                let maxball = if self.inject("maxball-above-scale") { j.scale_bingo + 1 } else { j.bingo_ball };
                let jb =
                    if self.inject("wrong-jackpot-announced") { j.bingo.saturating_add(Amount(1)) } else { j.bingo };
                writeln!(
                    self.out,
                    "  prizes line={announced_line} bingo={bingo_prize} jackpot-line={} jackpot-bingo={jb} maxball={maxball}{}",
                    j.line,
                    if j.line_ball == 8 { String::new() } else { format!(" maxball-line={}", j.line_ball) }
                )?
            }
        }
        // A fault that adds a ball would move a jackpot's ball: not in a partida with one.
        let quiet = !line_won && !bingo_won;
        let mut drawn = 0usize;
        // The line: balls up to it, wrong calls on the way, the claims, the shares.
        self.balls_to(&balls, &mut drawn, line.ball, &in_play, &done, Stage::Line, quiet)?;
        for (i, &w) in line.winners.iter().enumerate() {
            // A winning line verified bad: not paid (the others share as if it were).
            let verdict = if i == 0 && self.inject("winning-claim-rejected") { "bad" } else { "good" };
            writeln!(self.out, "  claim line {} {verdict}", in_play[w].name)?;
            if verdict == "bad" {
                self.rejected = Some(w);
            }
        }
        self.pay(&in_play, &line.winners, "line", line_prize, true)?;
        if let Some(j) = announced.as_ref().filter(|_| line_won) {
            self.pay(&in_play, &line.winners, "jackpot-line", j.line, false)?;
            self.jackpot_line = self.jackpot_line.saturating_sub(j.line);
        } else if let Some(j) = announced.as_ref() {
            // A jackpot paid to a line won past the scale's ball.
            if self.inject("jackpot-not-won") {
                self.pay(&in_play, &line.winners[..1], "jackpot-line", j.line, false)?;
            }
        }
        // The bingo, which ends the partida.
        let late = Late { line_ball: line.ball, winners: &line.winners };
        self.balls_to(&balls, &mut drawn, bingo.ball, &in_play, &done, Stage::Bingo(late), quiet)?;
        for &w in &bingo.winners {
            writeln!(self.out, "  claim bingo {} good", in_play[w].name)?;
        }
        self.pay(&in_play, &bingo.winners, "bingo", bingo_prize, false)?;
        if let Some(j) = announced.as_ref().filter(|_| bingo_won) {
            self.pay(&in_play, &bingo.winners, "jackpot-bingo", j.bingo, false)?;
            self.jackpot_bingo = self.jackpot_bingo.saturating_sub(j.bingo);
        }
        if self.inject("ball-after-bingo") {
            // A ball after the verified bingo.
            let next = balls.get(drawn).copied().unwrap_or(90);
            writeln!(self.out, "  ball {next}")?;
        }
        if acumulativo && self.rng.random_bool(0.5) {
            let line = if self.inject("wrong-balance") {
                // Off by a cent; the engine takes the log's figure from here on, and so does
                // the simulator.
                self.jackpot_line = self.jackpot_line.saturating_add(Amount(1));
                self.jackpot_line
            } else {
                self.jackpot_line
            };
            writeln!(self.out, "jackpot line={line} bingo={}", self.jackpot_bingo)?;
        }
        Ok(())
    }

    /// `balls` reordered so that `first` and up to `others` other balls, shuffled, come first.
    fn early(&mut self, balls: &[u8], first: &[u8], others: usize) -> Vec<u8> {
        let mut early: Vec<u8> = first.to_vec();
        let mut rest: Vec<u8> = balls.iter().copied().filter(|b| !first.contains(b)).collect();
        let others = self.rng.random_range(0..=others);
        early.extend(rest.drain(..others));
        crate::sim::shuffle(&mut self.rng, &mut early);
        early.extend(rest);
        early
    }

    /// Whether to inject the fault `name` here: the fault is `name` and not yet injected (it is
    /// then).
    fn inject(&mut self, name: &str) -> bool {
        if self.pending && self.fault == Some(name) {
            self.pending = false;
            self.injected = true;
            return true;
        }
        false
    }

    /// The sale of a partida: its series announced, its cards written and sold. A double series
    /// is not sold in the session's last partida (its second game would be missing).
    #[allow(clippy::type_complexity)]
    fn sale(&mut self, no: u32, last: bool) -> io::Result<(Vec<Sold>, Amount, u32, Option<Doubles>)> {
        let acumulativo = self.p.acumulativo.is_some();
        let double = self.p.doubles && !last && self.rng.random_ratio(1, 5);
        let faces = [100, 150, 200, 300];
        let face = Amount(faces[self.rng.random_range(0..faces.len())]);
        // How many cards: at the acumulativo, the scale's three bands.
        let count: u32 = match (acumulativo, self.rng.random_range(0..10)) {
            (true, 0) => self.rng.random_range(301..=330),
            (true, 1) => self.rng.random_range(101..=140),
            _ => self.rng.random_range(12..=60),
        };
        let size = count + self.rng.random_range(0..40);
        let series = format!("{}{no}", if double { 'D' } else { 'A' });
        let mut in_play = Vec::with_capacity(count as usize);
        for n in 1..=count {
            let card = Card::random(&mut self.rng);
            let name = format!("{series}-{n}");
            writeln!(self.out, "card {name} {}", card.rows_text())?;
            in_play.push(Sold { name, card });
        }
        if self.inject("bad-card") {
            // A card of the series, not sold, with a number twice.
            let mut card = Card::random(&mut self.rng);
            card.rows[2][4] = card.rows[0][4];
            writeln!(self.out, "card {series}-{} {}", count + 1, card.rows_text())?;
        }
        writeln!(self.out)?;
        writeln!(self.out, "round {no}")?;
        writeln!(self.out, "  series {series} {size} {face}{}", if double { " double" } else { "" })?;
        // One range, or two with a gap between (cards of the series left unsold).
        if count > 20 && self.rng.random_bool(0.3) {
            let split = self.rng.random_range(5..count - 5);
            writeln!(self.out, "  sold {series} 1-{split}")?;
            writeln!(self.out, "  sold {series} {}-{count}", split + 1)?;
        } else {
            writeln!(self.out, "  sold {series} 1-{count}")?;
        }
        let sales = face.times(i64::from(count));
        let doubles = double.then(|| Doubles { cards: in_play.clone(), face });
        Ok((in_play, sales, count, doubles))
    }

    /// Writes the balls up to extraction number `to` (included), in lines of up to ten, with a
    /// wrong call now and then on the way. `quiet`: no jackpot is won in the partida (a fault
    /// may add a ball).
    #[allow(clippy::too_many_arguments)]
    fn balls_to(
        &mut self,
        balls: &[u8],
        drawn: &mut usize,
        to: u8,
        in_play: &[Sold],
        done: &[(u8, u8)],
        stage: Stage<'_>,
        quiet: bool,
    ) -> io::Result<()> {
        let to = usize::from(to);
        let what = match stage {
            Stage::Line => "line",
            Stage::Bingo(_) => "bingo",
        };
        while *drawn < to {
            let n = (to - *drawn).min(self.rng.random_range(1..=10));
            let mut text: Vec<String> = balls[*drawn..*drawn + n].iter().map(u8::to_string).collect();
            *drawn += n;
            if quiet && *drawn < to {
                if self.inject("ball-out-of-range") {
                    text.push("91".to_owned());
                } else if *drawn > 1 && self.inject("ball-twice") {
                    text.push(balls[*drawn - 2].to_string());
                }
            }
            writeln!(self.out, "  ball {}", text.join(" "))?;
            if *drawn >= to {
                break;
            }
            let has = |k: usize| match stage {
                Stage::Line => usize::from(done[k].0) <= *drawn,
                Stage::Bingo(_) => usize::from(done[k].1) <= *drawn,
            };
            // A card that does not have it yet calls it: verified bad (or, the fault, good).
            let k = self.rng.random_range(0..in_play.len());
            if !has(k) && self.inject("incomplete-claim-verified") {
                writeln!(self.out, "  claim {what} {} good", in_play[k].name)?;
            } else if !has(k) && self.rng.random_ratio(1, 12) {
                writeln!(self.out, "  claim {what} {} bad", in_play[k].name)?;
            }
            if self.inject("claim-unknown-card") {
                writeln!(self.out, "  claim {what} Z{}-1 good", self.round)?;
            }
            if let Stage::Bingo(late) = &stage {
                // A card that completed a row after the line's ball calls the line.
                let later = (0..in_play.len()).find(|&k| {
                    let l = usize::from(done[k].0);
                    l > usize::from(late.line_ball) && l <= *drawn && !late.winners.contains(&k)
                });
                if let Some(k) = later {
                    if self.inject("late-line-verified") {
                        writeln!(self.out, "  claim line {} good", in_play[k].name)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Pays `prize` shared in equal parts, rounded down to the cent, among `winners`
    /// (`faulty`: the line's ordinary prize, where the payment faults go).
    fn pay(&mut self, in_play: &[Sold], winners: &[usize], what: &str, prize: Amount, faulty: bool) -> io::Result<()> {
        let n = winners.len().max(1) as i64;
        let share = Amount(prize.minor() / n);
        for (i, &w) in winners.iter().enumerate() {
            if self.rejected == Some(w) && what == "line" {
                self.rejected = None;
                continue;
            }
            let name = &in_play[w].name;
            if faulty && i == 0 {
                if self.inject("winner-not-paid") {
                    continue;
                }
                if self.inject("wrong-share") {
                    writeln!(self.out, "  pay {name} {what} {}", share.saturating_add(Amount(1)))?;
                    continue;
                }
                if self.inject("not-a-prize") {
                    writeln!(self.out, "  pay {name} {what} {share}")?;
                    writeln!(self.out, "  collect {name} {what} {share}")?;
                    continue;
                }
            }
            writeln!(self.out, "  pay {name} {what} {share}")?;
        }
        Ok(())
    }
}

/// The announced jackpots of a partida and the balls they are won by.
#[derive(Clone, Debug)]
struct Jackpots {
    line: Amount,
    bingo: Amount,
    line_ball: u32,
    /// The announced maximum ball, and the scale's.
    bingo_ball: u32,
    scale_bingo: u32,
}

/// The line's ball and winners, while the draw goes on to the bingo.
#[derive(Clone, Copy, Debug)]
struct Late<'a> {
    line_ball: u8,
    winners: &'a [usize],
}

#[derive(Clone, Copy, Debug)]
enum Stage<'a> {
    Line,
    Bingo(Late<'a>),
}

/// The earliest ball of `key` among the cards, and the cards on it.
fn first(done: &[(u8, u8)], key: impl Fn(&(u8, u8)) -> u8) -> Award {
    let ball = done.iter().map(&key).min().unwrap_or(90);
    let winners = done.iter().enumerate().filter(|(_, d)| key(d) == ball).map(|(i, _)| i).collect();
    Award { ball, winners }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_as_the_header_writes_them() {
        assert_eq!(pct_text(1000), "10");
        assert_eq!(pct_text(950), "9.5");
        assert_eq!(pct_text(5725), "57.25");
        assert_eq!(pct_of(Amount(70_000), 50), Amount(350));
        assert_eq!(pct_of(Amount(101), 950), Amount(9));
    }

    #[test]
    fn a_session_prints() {
        let opts = SimOptions { rounds: 3, seed: 1, inject: None, bias: Vec::new() };
        let mut out = Vec::new();
        let set = crate::catalog::CatalogSet::embedded().unwrap();
        let crate::catalog::model::Play::Bingo(spec) = &set.get("estado-1979/bingo").unwrap().file.play else {
            panic!("not bingo")
        };
        simulate("estado-1979/bingo", spec, &opts, None, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        if std::env::var_os("BINGO_SIM_PRINT").is_some() {
            println!("{text}");
        }
        assert!(text.contains("claim bingo"));
    }
}

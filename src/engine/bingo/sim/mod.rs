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
//! completes its line by ball 8): one partida in eight is dealt so that a card does, so that the
//! property tests see jackpots paid.
//!
//! The simulator reads the article through [`SimParams`], a plain summary of what it needs.

pub(crate) mod cards;

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use self::cards::{Card, draw, extraction};
use super::odds::Band;
use crate::money::Amount;
use crate::sim::{Fault, SimOptions};

/// Percentages in hundredths of a percent (basis points): 9.5 % is 950.
pub(crate) type Bp = u32;

/// What the simulator needs of a bingo article and its header.
#[derive(Clone, Debug)]
pub(crate) struct SimParams {
    /// The header's `line-pct=` and `bingo-pct=` (the authorisation's; the simulator picks the
    /// usual ones).
    pub line_pct: Bp,
    pub bingo_pct: Bp,
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
    /// The caps (2,000,000 and 10,000,000 pesetas, in the table's currency).
    pub cap_line: Amount,
    pub cap_bingo: Amount,
    /// The share of a jackpot held back for the next (20 %).
    pub hold_back: Bp,
}

impl Acumulativo {
    /// The band for `sold` cards.
    fn band(&self, sold: u32) -> Option<&Band> {
        self.bands.iter().find(|b| sold >= b.cards_from && b.cards_to.is_none_or(|to| sold <= to))
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
    #[allow(dead_code)]
    fault: Option<&'static str>,
}

pub(crate) fn simulate(
    id: &str,
    params: SimParams,
    opts: &SimOptions,
    fault: Option<Fault>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let (jackpot_line, jackpot_bingo) = match &params.acumulativo {
        // Some sessions open near a cap, so that the property tests see one reached.
        Some(a) if rng.random_bool(0.3) => (
            a.cap_line.saturating_sub(Amount(rng.random_range(0..2_000))),
            a.cap_bingo.saturating_sub(Amount(rng.random_range(0..10_000))),
        ),
        Some(_) => (Amount(rng.random_range(10_000..200_000)), Amount(rng.random_range(50_000..1_000_000))),
        None => (Amount::ZERO, Amount::ZERO),
    };
    let mut sim = Sim { p: params, rng, out, doubles: None, jackpot_line, jackpot_bingo, fault: fault.map(|f| f.code) };
    sim.run(id, opts.rounds)
}

impl Sim<'_> {
    fn run(&mut self, id: &str, rounds: u32) -> io::Result<()> {
        let acumulativo = self.p.acumulativo.is_some();
        writeln!(self.out, "mesa-log 1")?;
        writeln!(self.out, "# simulated by veedor: {rounds} partidas")?;
        writeln!(
            self.out,
            "table SIM-{:02} catalog={id} min=1 line-pct={} bingo-pct={} currency=EUR",
            self.rng.random_range(1..100),
            pct_text(self.p.line_pct),
            pct_text(self.p.bingo_pct)
        )?;
        writeln!(self.out, "session open 2026-11-20T18:00")?;
        if acumulativo {
            writeln!(self.out, "jackpot line={} bingo={}", self.jackpot_line, self.jackpot_bingo)?;
        }
        for no in 1..=rounds {
            self.partida(no, no == rounds)?;
        }
        writeln!(self.out, "session close 2026-11-21T02:00")?;
        Ok(())
    }

    /// One partida: its sale (or a double series' second game), the draw and the prizes.
    fn partida(&mut self, no: u32, last: bool) -> io::Result<()> {
        let acumulativo = self.p.acumulativo.is_some();
        let second_game = self.doubles.take();
        // The cards in play and the sales: a double series' second game sells nothing.
        let (in_play, sales, sold_count, new_doubles) = match second_game {
            Some(d) => {
                let sales = d.face.times(d.cards.len() as i64);
                let n = d.cards.len() as u32;
                (d.cards, sales, n, None)
            }
            None => self.sale(no, last && !acumulativo)?,
        };
        self.doubles = new_doubles;
        // The jackpots' funding, and the prizes.
        let (mut line_pct, mut bingo_pct) = (self.p.line_pct, self.p.bingo_pct);
        let mut announced = None;
        if let Some(a) = self.p.acumulativo.clone() {
            let fund_line = if self.jackpot_line >= a.cap_line {
                line_pct += a.fund_line;
                Amount::ZERO
            } else {
                pct_of(sales, a.fund_line)
            };
            let fund_bingo = if self.jackpot_bingo >= a.cap_bingo {
                bingo_pct += a.fund_bingo;
                Amount::ZERO
            } else {
                pct_of(sales, a.fund_bingo)
            };
            self.jackpot_line = self.jackpot_line.saturating_add(fund_line);
            self.jackpot_bingo = self.jackpot_bingo.saturating_add(fund_bingo);
            writeln!(self.out, "  fund line={fund_line} bingo={fund_bingo}")?;
            let keep = 10_000 - a.hold_back;
            let (band_line, band_bingo) = a.band(sold_count).map_or((8, 39), |b| (b.line, b.bingo));
            // The announced maximum ball: the scale's, now and then a lower one.
            let maxball = if self.rng.random_bool(0.2) { band_bingo - self.rng.random_range(1..4) } else { band_bingo };
            announced = Some((pct_of(self.jackpot_line, keep), pct_of(self.jackpot_bingo, keep), band_line, maxball));
        }
        let line_prize = pct_of(sales, line_pct);
        let bingo_prize = pct_of(sales, bingo_pct);
        match announced {
            None => writeln!(self.out, "  prizes line={line_prize} bingo={bingo_prize}")?,
            Some((jl, jb, ml, mb)) => writeln!(
                self.out,
                "  prizes line={line_prize} bingo={bingo_prize} jackpot-line={jl} jackpot-bingo={jb} maxball={mb}{}",
                if ml == 8 { String::new() } else { format!(" maxball-line={ml}") }
            )?,
        }
        // The draw: now and then, at the acumulativo, dealt so that a card completes a row by
        // the eighth ball.
        let mut balls = draw(&mut self.rng);
        if acumulativo && !in_play.is_empty() && self.rng.random_ratio(1, 8) {
            let lucky = &in_play[self.rng.random_range(0..in_play.len())].card;
            let row = lucky.rows[self.rng.random_range(0..3)];
            let mut early: Vec<u8> = row.to_vec();
            let mut rest: Vec<u8> = balls.iter().copied().filter(|b| !row.contains(b)).collect();
            // Five of the first eight balls are the row's.
            let others = self.rng.random_range(0..=3);
            early.extend(rest.drain(..others));
            crate::sim::shuffle(&mut self.rng, &mut early);
            early.extend(rest);
            balls = early;
        }
        let at = extraction(&balls);
        let done: Vec<(u8, u8)> = in_play.iter().map(|s| s.card.completes(&at)).collect();
        let line = first(&done, |d| d.0);
        let bingo = first(&done, |d| d.1);
        let mut drawn = 0usize;
        // The line: balls up to it, wrong calls on the way, the claims, the shares.
        self.balls_to(&balls, &mut drawn, line.ball, &in_play, &done, Stage::Line)?;
        for &w in &line.winners {
            writeln!(self.out, "  claim line {} good", in_play[w].name)?;
        }
        let line_jackpot = announced.filter(|a| u32::from(line.ball) <= a.2).map(|a| a.0);
        self.pay(&in_play, &line.winners, "line", line_prize)?;
        if let Some(j) = line_jackpot {
            self.pay(&in_play, &line.winners, "jackpot-line", j)?;
            self.jackpot_line = self.jackpot_line.saturating_sub(j);
        }
        // The bingo, which ends the partida.
        self.balls_to(&balls, &mut drawn, bingo.ball, &in_play, &done, Stage::Bingo)?;
        for &w in &bingo.winners {
            writeln!(self.out, "  claim bingo {} good", in_play[w].name)?;
        }
        let bingo_jackpot = announced.filter(|a| u32::from(bingo.ball) <= a.3).map(|a| a.1);
        self.pay(&in_play, &bingo.winners, "bingo", bingo_prize)?;
        if let Some(j) = bingo_jackpot {
            self.pay(&in_play, &bingo.winners, "jackpot-bingo", j)?;
            self.jackpot_bingo = self.jackpot_bingo.saturating_sub(j);
        }
        if acumulativo && self.rng.random_bool(0.5) {
            writeln!(self.out, "jackpot line={} bingo={}", self.jackpot_line, self.jackpot_bingo)?;
        }
        Ok(())
    }

    /// The sale of a partida: its series announced, its cards written and sold. A double series
    /// is not sold in the session's last partida (its second game would be missing).
    #[allow(clippy::type_complexity)]
    fn sale(&mut self, no: u32, last: bool) -> io::Result<(Vec<Sold>, Amount, u32, Option<Doubles>)> {
        let acumulativo = self.p.acumulativo.is_some();
        let double = !acumulativo && !last && self.rng.random_ratio(1, 5);
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
    /// wrong call now and then on the way.
    fn balls_to(
        &mut self,
        balls: &[u8],
        drawn: &mut usize,
        to: u8,
        in_play: &[Sold],
        done: &[(u8, u8)],
        stage: Stage,
    ) -> io::Result<()> {
        let to = usize::from(to);
        while *drawn < to {
            let n = (to - *drawn).min(self.rng.random_range(1..=10));
            let text: Vec<String> = balls[*drawn..*drawn + n].iter().map(u8::to_string).collect();
            writeln!(self.out, "  ball {}", text.join(" "))?;
            *drawn += n;
            if *drawn < to && self.rng.random_ratio(1, 12) {
                // A card that does not have it yet calls it.
                let k = self.rng.random_range(0..in_play.len());
                let has = match stage {
                    Stage::Line => usize::from(done[k].0) <= *drawn,
                    Stage::Bingo => usize::from(done[k].1) <= *drawn,
                };
                if !has {
                    let what = match stage {
                        Stage::Line => "line",
                        Stage::Bingo => "bingo",
                    };
                    writeln!(self.out, "  claim {what} {} bad", in_play[k].name)?;
                }
            }
        }
        Ok(())
    }

    /// Pays `prize` shared in equal parts, rounded down to the cent, among `winners`.
    fn pay(&mut self, in_play: &[Sold], winners: &[usize], what: &str, prize: Amount) -> io::Result<()> {
        let n = winners.len().max(1) as i64;
        let share = Amount(prize.minor() / n);
        for &w in winners {
            writeln!(self.out, "  pay {} {what} {share}", in_play[w].name)?;
        }
        Ok(())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Line,
    Bingo,
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

    pub(crate) fn ordinary() -> SimParams {
        SimParams { line_pct: 1000, bingo_pct: 6000, acumulativo: None }
    }

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
        simulate("estado-1979/bingo", ordinary(), &opts, None, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        if std::env::var_os("BINGO_SIM_PRINT").is_some() {
            println!("{text}");
        }
        assert!(text.contains("claim bingo"));
    }
}

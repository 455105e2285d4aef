//! Bingo's part of a table's study ([`crate::study`]): the money of the partidas (the cards
//! sold, the prizes paid, the partidas annulled and refunded), the balls against a uniform draw,
//! and the ball on which the line and the bingo fell beside a single card's law
//! ([`super::odds`]).
//!
//! - **Money.** The cards sold are the stakes and the house takes them all (`collected`); the
//!   prizes (ordinary and jackpot) are what it pays; an annulled partida's cards are returned in
//!   full. The theoretical edge of a partida is what its article keeps: 100 % less the line and
//!   bingo percentages and, at the acumulativo, less the jackpots' funding, which goes back to
//!   the players as jackpots. It is weighted by each partida's sales.
//! - **Balls.** Only the first 15 balls of each partida are counted: the draw stops at the first
//!   bingo, which depends on the numbers on the cards, so the balls drawn before it are not a
//!   uniform sample (a number on many cards is likelier to be drawn before the stop); but no
//!   bingo can fall before the 15th ball, so the first 15 balls of every partida are always
//!   drawn and each is 1/90 whatever the cards. The 15 of a partida are distinct, which makes
//!   Pearson's statistic smaller than a multinomial's (its mean is 75 instead of 89 with 89
//!   degrees of freedom): the test is conservative, it flags no more fair drums than its
//!   threshold says. An annulled partida's balls are not counted, nor those of a partida
//!   whose draw stopped before its 15th ball.
//! - **The line's and the bingo's ball.** The first line and the first bingo of a partida fall
//!   among many cards, whose law is not closed-form (the cards share numbers); the chart sets
//!   the observed balls beside a single card's exact law, for reference, and is not tested.

use num_rational::Ratio;

use super::odds::{BALLS, Law, Prize, to_ratio};
use crate::money::Amount;
use crate::study::{
    Counted, EdgeMix, Frequencies, GameStudy, HouseIncome, Money, NoOdds, Outcomes, TheoreticalEdge, View,
};
use crate::t;

/// The balls of each partida counted for the uniform test.
pub const COUNTED: usize = 15;
/// Balls per band of the line's and bingo's charts.
const BAND: usize = 5;
/// The single card's probabilities' denominator in the study (a chart's reference, read to a
/// few digits).
const DEN: i128 = 1_000_000_000_000;

/// What the engine tells the study of a session.
#[derive(Clone, Debug)]
pub struct BingoStudy {
    /// How often each ball (index: ball − 1) was among the first 15 of a partida.
    balls: [u64; BALLS as usize],
    /// The extraction number of the verified first line and bingo (index: ball).
    line: [u64; BALLS as usize + 1],
    bingo: [u64; BALLS as usize + 1],
    sales: Amount,
    refunds: Amount,
    paid: Amount,
    edge: EdgeMix,
}

impl Default for BingoStudy {
    fn default() -> Self {
        BingoStudy {
            balls: [0; BALLS as usize],
            line: [0; BALLS as usize + 1],
            bingo: [0; BALLS as usize + 1],
            sales: Amount::ZERO,
            refunds: Amount::ZERO,
            paid: Amount::ZERO,
            edge: EdgeMix::zero(),
        }
    }
}

impl BingoStudy {
    /// A partida's draw, once it is over: its balls in the order drawn (valid ones: 1–90, each
    /// once; the engine reports the others).
    pub fn draw(&mut self, balls: &[u8]) {
        if balls.len() < COUNTED {
            return;
        }
        for &b in &balls[..COUNTED] {
            if let Some(c) = usize::from(b).checked_sub(1).and_then(|i| self.balls.get_mut(i)) {
                *c += 1;
            }
        }
    }

    /// The first line of a partida was verified on extraction number `ball`.
    pub fn line_on(&mut self, ball: usize) {
        if let Some(c) = self.line.get_mut(ball) {
            *c += 1;
        }
    }

    /// The bingo of a partida was verified on extraction number `ball`.
    pub fn bingo_on(&mut self, ball: usize) {
        if let Some(c) = self.bingo.get_mut(ball) {
            *c += 1;
        }
    }

    /// A partida's sales, and the share of them its article gives back to the players (its
    /// line and bingo percentages, and the jackpots' funding), as a fraction.
    pub fn sale(&mut self, sales: Amount, to_players: Ratio<i128>) {
        self.sales = self.sales.saturating_add(sales);
        let edge = Ratio::from_integer(1) - to_players;
        self.edge.add_stake(i128::from(sales.minor()), &edge);
    }

    /// An annulled partida's sales: the cards sold, returned in full (no edge: nothing was
    /// played for).
    pub fn voided(&mut self, sales: Amount) {
        self.sales = self.sales.saturating_add(sales);
        self.refunds = self.refunds.saturating_add(sales);
    }

    /// A prize paid (ordinary or jackpot).
    pub fn paid(&mut self, amount: Amount) {
        self.paid = self.paid.saturating_add(amount);
    }

    /// The money: the cards sold, taken by the house but for the annulled partidas' refunds,
    /// and the prizes.
    pub fn money(&self) -> Money {
        let mut m = Money::new(HouseIncome::Banker);
        m.staked = self.sales;
        m.returned = self.refunds;
        m.collected = self.sales.saturating_sub(self.refunds);
        m.paid = self.paid;
        m
    }

    /// The engine's part of the study: the balls against a uniform draw, and the edge.
    pub fn game_study(&self) -> GameStudy {
        let balls = self.balls.to_vec();
        GameStudy {
            house_income: HouseIncome::Banker,
            edge: TheoreticalEdge::Mix(self.edge.clone()),
            // The uniform draw's test of 90 categories, only if a report shows it (see
            // [`Outcomes`]).
            outcomes: Outcomes::lazy(move || {
                let labels = (1..=BALLS).map(|b| b.to_string()).collect();
                let odds = vec![Ratio::new(1, i128::from(BALLS)); BALLS as usize];
                Frequencies::with_odds(labels, balls, odds).counting(Counted::Balls)
            }),
        }
    }

    /// The line's and the bingo's ball, in bands of five, beside a single card's law.
    pub fn views(&self) -> Vec<View> {
        let view = |prize: Prize, counts: &[u64]| {
            let bands = (BALLS as usize).div_ceil(BAND);
            let mut labels = Vec::with_capacity(bands);
            let mut observed = Vec::with_capacity(bands);
            for i in 0..bands {
                let (from, to) = (i * BAND + 1, ((i + 1) * BAND).min(BALLS as usize));
                labels.push(format!("{from}–{to}"));
                observed.push(counts[from..=to].iter().sum());
            }
            // The same for every session: worked out ahead (the figures are the same).
            let probs = crate::engine::known_odds::bingo_bands(prize).unwrap_or_else(|| band_odds(prize));
            let mut f = Frequencies::with_odds(labels, observed, probs);
            f.test = None;
            f.why_not = Some(NoOdds::NotEnumerable { detail: t!("bingo-study-single-card") });
            f
        };
        vec![
            View { title: t!("bingo-study-line-ball"), frequencies: view(Prize::Line, &self.line) },
            View { title: t!("bingo-study-bingo-ball"), frequencies: view(Prize::Bingo, &self.bingo) },
        ]
    }
}

/// A single card's probability of `prize` on a ball of each band of [`BAND`] balls, to [`DEN`].
pub(crate) fn band_odds(prize: Prize) -> Vec<Ratio<i128>> {
    let law = Law::of(prize);
    (0..(BALLS as usize).div_ceil(BAND))
        .map(|i| {
            let (from, to) = (i * BAND + 1, ((i + 1) * BAND).min(BALLS as usize));
            to_ratio(&(law.by[to].clone() - law.by[from - 1].clone()), DEN)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_first_fifteen_balls_count() {
        let mut s = BingoStudy::default();
        let balls: Vec<u8> = (1..=40).collect();
        s.draw(&balls);
        s.draw(&balls[..14]);
        let g = s.game_study();
        assert_eq!(g.outcomes.total, 15);
        assert_eq!(g.outcomes.categories[0].observed, 1);
        assert_eq!(g.outcomes.categories[15].observed, 0);
    }

    #[test]
    fn the_edge_is_what_the_article_keeps() {
        let mut s = BingoStudy::default();
        s.sale(Amount(1200), Ratio::new(70, 100));
        s.sale(Amount(600), Ratio::new(73, 100));
        // (1200·30 % + 600·27 %) / 1800.
        assert_eq!(s.game_study().edge.value(), Some(Ratio::new(360 + 162, 1800)));
        s.paid(Amount(840));
        s.voided(Amount(600));
        let m = s.money();
        assert_eq!((m.staked, m.collected, m.paid, m.returned), (Amount(2400), Amount(1800), Amount(840), Amount(600)));
        assert_eq!(m.house_result(), Amount(960));
        // The annulled partida weighs nothing in the edge.
        assert_eq!(s.game_study().edge.value(), Some(Ratio::new(360 + 162, 1800)));
    }

    #[test]
    fn the_views_carry_a_single_cards_law() {
        let mut s = BingoStudy::default();
        s.line_on(12);
        s.bingo_on(80);
        let v = s.views();
        assert_eq!(v.len(), 2);
        let line = &v[0].frequencies;
        assert_eq!(line.total, 1);
        assert_eq!(line.categories[2].label, "11–15");
        assert_eq!(line.categories[2].observed, 1);
        assert!(line.test.is_none());
        // A bingo cannot fall before the 15th ball; the bands' probabilities add up to one.
        let bingo = &v[1].frequencies;
        assert_eq!(bingo.categories[0].probability, Some(Ratio::from_integer(0)));
        let sum: Ratio<i128> = bingo.categories.iter().filter_map(|c| c.probability).sum();
        let one = Ratio::from_integer(1);
        let tol = Ratio::new(18, DEN);
        assert!(sum <= one + tol && sum >= one - tol, "{sum}");
    }
}

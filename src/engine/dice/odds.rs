//! Exact odds of dados o craps (State 1979 art. 06, Valencia 2003 art. 09, Murcia 1996 by
//! adoption): every bet's fate over the 36 equally likely outcomes of two fair dice, as exact
//! rationals.
//!
//! A bet is a small state machine ([`Rule`]): on each roll it wins (paying its ratio), loses, is
//! a push, stays, or (a line or Come bet on its first roll) moves to a point. Its fate from a
//! state is found by summing over the 36 outcomes; a roll that leaves the bet where it was is a
//! geometric series, so the fate of state `s` is the decided outcomes' sum divided by
//! `1 − P(stay)`. The only other move is from the first roll to a point, which never comes back:
//! the recursion is one level deep.
//!
//! Three edges are given, because the published figures use different ones:
//!
//! - **per bet** ([`Fate::edge_per_bet`]): minus the expected return per unit staked, a push
//!   counted as a bet (the oracle's 27/1980 for Don't Win, 7/495 for Win);
//! - **per decided bet** ([`Fate::edge_per_decision`]): the same, pushes left out;
//! - **per roll** ([`Fate::edge_per_roll`]): the per-bet edge over the expected number of rolls
//!   the bet stays on the table (a one-roll bet's two edges are equal).
//!
//! Payout ratios are what a winning bet gains per unit staked (its stake comes back beside
//! them): «a la par» is 1, «2 por 1» is 2, «7 por 6» is 7/6. How the article's «N veces la
//! apuesta» is read is the catalogue's choice; [`Veces`] gives both readings, so that `veedor
//! odds` can show what the other one would make of the game.

use num_rational::Ratio;

use crate::catalog::dice::DiceSpec;
use crate::engine::dice::DiceGame;
use crate::engine::dice::sim::article::{WORDS, odds_dont_max, payouts};
use crate::i18n::numbers::percent;
use crate::i18n::{Locale, Text};
use crate::t;

/// An exact probability, payout or edge.
pub type Q = Ratio<i128>;

/// The totals two dice make, 2 to 12, as indices 0 to 12 (0 and 1 unused).
pub const TOTALS: usize = 13;

/// The number of outcomes of two dice.
pub const OUTCOMES: i128 = 36;

/// The box numbers: the points, and the numbers of the place and Come bets.
pub const POINTS: [u8; 6] = [4, 5, 6, 8, 9, 10];

/// How many of the 36 outcomes make `total`.
pub fn ways(total: u8) -> i128 {
    match total {
        2..=7 => i128::from(total) - 1,
        8..=12 => 13 - i128::from(total),
        _ => 0,
    }
}

/// The probability of a roll totalling `total`.
pub fn p_total(total: u8) -> Q {
    Q::new(ways(total), OUTCOMES)
}

/// How the article's «N veces la apuesta» is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Veces {
    /// N to 1: the bet wins N times the stake, and the stake comes back (the default).
    ToOne,
    /// N for 1: the player gets N times the stake in all, the stake included (wins N − 1).
    ForOne,
}

impl Veces {
    /// The winnings per unit staked of a bet the article pays «`n` veces».
    pub fn ratio(self, n: u32) -> Q {
        match self {
            Veces::ToOne => Q::from_integer(i128::from(n)),
            Veces::ForOne => Q::from_integer(i128::from(n) - 1),
        }
    }

    /// The other reading.
    pub fn other(self) -> Veces {
        match self {
            Veces::ToOne => Veces::ForOne,
            Veces::ForOne => Veces::ToOne,
        }
    }
}

/// The article's payouts, as the simulator and `veedor odds` read them: the winnings per unit
/// staked (the «N veces» bets already read as [`Payouts::veces`] says).
#[derive(Clone, Debug)]
pub struct Payouts {
    /// Simple bets («a la par»).
    pub even: Q,
    /// Field on 2 and 12 («doble»).
    pub field_double: Q,
    /// Hard 4 and 10, hard 6 and 8.
    pub hard_4_10: Q,
    pub hard_6_8: Q,
    pub juego_7: Q,
    pub juego_11: Q,
    pub any_craps: Q,
    pub craps_2: Q,
    pub craps_3: Q,
    pub craps_12: Q,
    pub horn: Q,
    /// By point 4/10, 5/9, 6/8: the odds behind Win and Come, behind Don't; the right and
    /// wrong bets.
    pub odds_right: [Q; 3],
    pub odds_wrong: [Q; 3],
    pub right: [Q; 3],
    pub wrong: [Q; 3],
    /// How the «N veces» of the multiple bets (hard ways, juegos de 7 y 11, craps, horn) was read.
    pub veces: Veces,
    /// Don't Win's and Don't Come's push on their first roll (12).
    pub push: u8,
}

/// The index of a box number in the by-point tables (4/10, 5/9, 6/8).
pub fn by_point(n: u8) -> usize {
    match n {
        4 | 10 => 0,
        5 | 9 => 1,
        _ => 2,
    }
}

/// How a bet is decided, roll by roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Win and Come: the first roll wins on 7 and 11, loses on 2, 3 and 12, and otherwise makes
    /// the point, which then wins before a 7 and loses on it.
    Pass { pays: Q },
    /// Don't Win and Don't Come: the first roll wins on 2 and 3, loses on 7 and 11, is a push on
    /// `push` (the article's 12), and otherwise makes the point, which then loses before a 7.
    DontPass { pays: Q, push: u8 },
    /// Decided on one roll: `pays[t]` is the winnings on total `t` (`None`: the bet loses).
    /// Field, Under and Over 7, the juegos de 7 y de 11, Any Craps, Craps 2/3/12, Horn.
    OneRoll { pays: Box<[Option<Q>; TOTALS]> },
    /// Wins when `number` comes before a 7, loses on the 7: Big 6 and 8, the right bets, the
    /// odds behind Win and Come.
    NumberFirst { number: u8, pays: Q },
    /// Wins when a 7 comes before `number`, loses on `number`: the wrong bets, the odds behind
    /// Don't Win and Don't Come.
    SevenFirst { number: u8, pays: Q },
    /// Hard ways: wins on `number` made as a pair, loses on 7 or on `number` made otherwise.
    Hard { number: u8, pays: Q },
}

/// Where a bet stands between rolls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// Before its first roll (for a line or Come bet, its come-out).
    Start,
    /// A line or Come bet whose point is this number.
    Point(u8),
}

/// What a roll does to a bet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Wins this much per unit staked (the stake comes back besides).
    Win(Q),
    Lose,
    /// «Resultado nulo»: the stake comes back.
    Push,
    /// Not decided: it stays as it was.
    Stay,
    /// Not decided: a line or Come bet moves to this point.
    Point(u8),
}

impl Rule {
    /// What the roll `a`–`b` does to the bet in `state`: judged from the dice alone.
    pub fn step(&self, state: State, a: u8, b: u8) -> Step {
        let total = a + b;
        match (self, state) {
            (Rule::Pass { pays }, State::Start) => match total {
                7 | 11 => Step::Win(*pays),
                2 | 3 | 12 => Step::Lose,
                n => Step::Point(n),
            },
            (Rule::DontPass { pays, push }, State::Start) => match total {
                t if t == *push => Step::Push,
                2 | 3 | 12 => Step::Win(*pays),
                7 | 11 => Step::Lose,
                n => Step::Point(n),
            },
            (Rule::Pass { pays }, State::Point(p)) => match total {
                t if t == p => Step::Win(*pays),
                7 => Step::Lose,
                _ => Step::Stay,
            },
            (Rule::DontPass { pays, .. }, State::Point(p)) => match total {
                t if t == p => Step::Lose,
                7 => Step::Win(*pays),
                _ => Step::Stay,
            },
            (Rule::OneRoll { pays }, _) => match pays.get(usize::from(total)).copied().flatten() {
                Some(q) => Step::Win(q),
                None => Step::Lose,
            },
            (Rule::NumberFirst { number, pays }, _) => match total {
                t if t == *number => Step::Win(*pays),
                7 => Step::Lose,
                _ => Step::Stay,
            },
            (Rule::SevenFirst { number, pays }, _) => match total {
                t if t == *number => Step::Lose,
                7 => Step::Win(*pays),
                _ => Step::Stay,
            },
            (Rule::Hard { number, pays }, _) => match total {
                t if t == *number && a == b => Step::Win(*pays),
                t if t == *number || t == 7 => Step::Lose,
                _ => Step::Stay,
            },
        }
    }

    /// The same bet paying `pays` instead (every winning total, for a one-roll bet that pays one
    /// rate).
    pub fn paying(&self, pays: Q) -> Rule {
        match self {
            Rule::Pass { .. } => Rule::Pass { pays },
            Rule::DontPass { push, .. } => Rule::DontPass { pays, push: *push },
            Rule::OneRoll { pays: old } => Rule::OneRoll { pays: Box::new(old.map(|p| p.map(|_| pays))) },
            Rule::NumberFirst { number, .. } => Rule::NumberFirst { number: *number, pays },
            Rule::SevenFirst { number, .. } => Rule::SevenFirst { number: *number, pays },
            Rule::Hard { number, .. } => Rule::Hard { number: *number, pays },
        }
    }

    /// A one-roll bet winning `pays` on each of `totals`.
    pub fn one_roll(totals: &[u8], pays: Q) -> Rule {
        let mut p = [None; TOTALS];
        for &t in totals {
            if let Some(slot) = p.get_mut(usize::from(t)) {
                *slot = Some(pays);
            }
        }
        Rule::OneRoll { pays: Box::new(p) }
    }

    /// The fate of a bet placed now, from its first roll to its decision; `None` if the bet could
    /// stay on the table for ever (no rule here does: the 7 decides them all).
    pub fn fate(&self) -> Option<Fate> {
        self.fate_at(State::Start)
    }

    /// The fate of the bet from `state` (a line or Come bet already on its point, or placed).
    pub fn fate_at(&self, state: State) -> Option<Fate> {
        let mut f = Fate::default();
        let mut stay = Q::from_integer(0);
        let one = Q::new(1, OUTCOMES);
        for a in 1..=6u8 {
            for b in 1..=6u8 {
                match self.step(state, a, b) {
                    Step::Win(q) => {
                        f.win += one;
                        f.ev += one * q;
                    }
                    Step::Lose => {
                        f.lose += one;
                        f.ev -= one;
                    }
                    Step::Push => f.push += one,
                    Step::Stay => stay += one,
                    Step::Point(n) => {
                        // A point only comes from the first roll: its own fate never moves again.
                        if state != State::Start {
                            return None;
                        }
                        let sub = self.fate_at(State::Point(n))?;
                        f.win += one * sub.win;
                        f.lose += one * sub.lose;
                        f.push += one * sub.push;
                        f.ev += one * sub.ev;
                        f.rolls += one * sub.rolls;
                    }
                }
            }
        }
        let go = Q::from_integer(1) - stay;
        if go == Q::from_integer(0) {
            return None;
        }
        // This roll, and (after a roll that left the bet as it was) the same again.
        f.rolls += Q::from_integer(1);
        Some(Fate { win: f.win / go, lose: f.lose / go, push: f.push / go, ev: f.ev / go, rolls: f.rolls / go })
    }
}

/// How a bet ends, from when it is placed to when it is decided.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fate {
    pub win: Q,
    pub lose: Q,
    pub push: Q,
    /// The expected return per unit staked (negative: the house's).
    pub ev: Q,
    /// The expected number of rolls it is on the table, its deciding roll included.
    pub rolls: Q,
}

impl Fate {
    /// Minus the expected return per unit staked, a push counted as a bet.
    pub fn edge_per_bet(&self) -> Q {
        -self.ev
    }

    /// Minus the expected return per unit staked on a bet that was decided (pushes left out).
    pub fn edge_per_decision(&self) -> Q {
        let decided = Q::from_integer(1) - self.push;
        if decided == Q::from_integer(0) { Q::from_integer(0) } else { -self.ev / decided }
    }

    /// The per-bet edge spread over the rolls the bet stays on the table.
    pub fn edge_per_roll(&self) -> Q {
        if self.rolls == Q::from_integer(0) { Q::from_integer(0) } else { -self.ev / self.rolls }
    }
}

/// A line bet with odds behind it, as much as the article allows: the edge on everything staked.
/// `multiple(n)`: the largest odds stake per unit of line stake when the point is `n`; `odds`:
/// the odds bet on point `n` paying `pays(n)`. The odds are laid only when a point is made, so
/// the expected stake is 1 + Σ P(point n)·multiple(n), and the expected return the line's plus
/// that of each odds bet.
pub fn with_odds(line: &Rule, odds: &dyn Fn(u8) -> Rule, multiple: &dyn Fn(u8) -> Q) -> Option<Q> {
    let base = line.fate()?;
    let mut stake = Q::from_integer(1);
    let mut ev = base.ev;
    for n in POINTS {
        let m = multiple(n);
        stake += p_total(n) * m;
        ev += p_total(n) * m * odds(n).fate()?.ev;
    }
    Some(-ev / stake)
}

/// One row of `veedor odds`: a bet (or a pair of numbers alike), what it pays and its fate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetOdds {
    /// The bet as the log names it (`win`, `hard 4`), with the numbers it stands for
    /// (`right 4/10`).
    pub name: String,
    /// What it pays: one ratio, or (the Field) the distinct ratios of its winning totals.
    pub pays: Vec<Q>,
    pub fate: Fate,
    /// For a bet paid «N veces»: its per-bet edge had the article been read the other way.
    pub other_reading: Option<Q>,
}

/// The numbers alike for the odds and place bets, as rows: 4 and 10, 5 and 9, 6 and 8 (the 6
/// alone where the place bets leave the 8 out).
fn pairs(eight: bool) -> [(u8, String); 3] {
    [(4, "4/10".to_owned()), (5, "5/9".to_owned()), (6, if eight { "6/8".to_owned() } else { "6".to_owned() })]
}

/// How an article names its bets, and which it pays «N veces», by the bets' words in
/// docs/log-format.md § 14 (`win`, `hard`, `juego-7`). A word not listed keeps its name, and is
/// paid «N veces» if it is one of the multiple bets.
#[derive(Clone, Debug, Default)]
pub struct Words(pub Vec<(&'static str, String, bool)>);

/// The multiple bets («se paga N veces la apuesta») of the bundled articles.
pub const MULTIPLE: [&str; 6] = ["hard", "juego-7", "juego-11", "any-craps", "craps", "horn"];

impl Words {
    fn name(&self, word: &'static str) -> (String, bool) {
        match self.0.iter().find(|(w, _, _)| *w == word) {
            Some((_, name, veces)) => (name.clone(), *veces),
            None => (word.to_owned(), MULTIPLE.contains(&word)),
        }
    }
}

/// Every bet of the article, in its order (simple, multiple, associated, place), with its exact
/// fate. `place_eight`: whether the place bets take the 8; `words`: the article's names.
pub fn table(p: &Payouts, place_eight: bool, words: &Words) -> Vec<BetOdds> {
    let one = Q::from_integer(1);
    let other = |q: Q| match p.veces {
        Veces::ToOne => q - one,
        Veces::ForOne => q + one,
    };
    let mut rows = Vec::new();
    let mut push = |word: &'static str, suffix: &str, rule: Rule| {
        let (name, multiple) = words.name(word);
        let name = if suffix.is_empty() { name } else { format!("{name} {suffix}") };
        let pays: Vec<Q> = match &rule {
            Rule::Pass { pays }
            | Rule::DontPass { pays, .. }
            | Rule::NumberFirst { pays, .. }
            | Rule::SevenFirst { pays, .. }
            | Rule::Hard { pays, .. } => vec![*pays],
            Rule::OneRoll { pays } => {
                let mut v: Vec<Q> = pays.iter().flatten().copied().collect();
                v.sort_unstable();
                v.dedup();
                v
            }
        };
        let Some(fate) = rule.fate() else { return };
        // The multiple bets pay one rate.
        let base = pays.first().copied().unwrap_or(one);
        let other_reading = if multiple { rule.paying(other(base)).fate().map(|f| f.edge_per_bet()) } else { None };
        rows.push(BetOdds { name, pays, fate, other_reading });
    };
    let pass = Rule::Pass { pays: p.even };
    let dont = Rule::DontPass { pays: p.even, push: p.push };
    push("win", "", pass.clone());
    push("dont-win", "", dont.clone());
    push("come", "", pass);
    push("dont-come", "", dont);
    let mut field = Rule::one_roll(&[3, 4, 9, 10, 11], p.even);
    if let Rule::OneRoll { pays } = &mut field {
        pays[2] = Some(p.field_double);
        pays[12] = Some(p.field_double);
    }
    push("field", "", field);
    push("big", "6/8", Rule::NumberFirst { number: 6, pays: p.even });
    push("under-7", "", Rule::one_roll(&[2, 3, 4, 5, 6], p.even));
    push("over-7", "", Rule::one_roll(&[8, 9, 10, 11, 12], p.even));
    push("hard", "4/10", Rule::Hard { number: 4, pays: p.hard_4_10 });
    push("hard", "6/8", Rule::Hard { number: 6, pays: p.hard_6_8 });
    push("juego-7", "", Rule::one_roll(&[7], p.juego_7));
    push("juego-11", "", Rule::one_roll(&[11], p.juego_11));
    push("any-craps", "", Rule::one_roll(&[2, 3, 12], p.any_craps));
    push("craps", "2", Rule::one_roll(&[2], p.craps_2));
    push("craps", "3", Rule::one_roll(&[3], p.craps_3));
    push("craps", "12", Rule::one_roll(&[12], p.craps_12));
    push("horn", "", Rule::one_roll(&[2, 3, 11, 12], p.horn));
    for (n, label) in pairs(true) {
        push("odds-win", &label, Rule::NumberFirst { number: n, pays: p.odds_right[by_point(n)] });
    }
    for (n, label) in pairs(true) {
        push("odds-dont-win", &label, Rule::SevenFirst { number: n, pays: p.odds_wrong[by_point(n)] });
    }
    for (n, label) in pairs(place_eight) {
        push("right", &label, Rule::NumberFirst { number: n, pays: p.right[by_point(n)] });
    }
    for (n, label) in pairs(place_eight) {
        push("wrong", &label, Rule::SevenFirst { number: n, pays: p.wrong[by_point(n)] });
    }
    rows
}

/// The line bets with the most odds the article allows behind them: Win and Come with odds of
/// their stake, Don't Win and Don't Come with `dont_max` of it (by point 4/10, 5/9, 6/8): the
/// edge on everything staked.
pub fn line_with_odds(p: &Payouts, dont_max: [Q; 3]) -> Option<(Q, Q)> {
    let win = with_odds(
        &Rule::Pass { pays: p.even },
        &|n| Rule::NumberFirst { number: n, pays: p.odds_right[by_point(n)] },
        &|_| Q::from_integer(1),
    )?;
    let dont = with_odds(
        &Rule::DontPass { pays: p.even, push: p.push },
        &|n| Rule::SevenFirst { number: n, pays: p.odds_wrong[by_point(n)] },
        &|n| dont_max[by_point(n)],
    )?;
    Some((win, dont))
}

/// A payout ratio as the catalogue writes it: `1:1`, `7:6`.
fn ratio_text(q: Q) -> String {
    format!("{}:{}", q.numer(), q.denom())
}

/// `veedor odds` for a craps article: every bet's exact edge per bet and per roll, what the other
/// reading of «N veces» would make of the multiple bets, and the line bets with full odds; in
/// `locale`'s language.
pub fn render(
    catalog: &str,
    p: &Payouts,
    place_eight: bool,
    dont_max: [Q; 3],
    words: &Words,
    locale: Locale,
) -> String {
    let text = |t: Text| t.render(locale);
    let pct = |r: &Q| percent(*r.numer(), *r.denom(), 4, locale);
    let other_heading = match p.veces {
        Veces::ToOne => t!("dice-odds-col-for-one"),
        Veces::ForOne => t!("dice-odds-col-to-one"),
    };
    let mut rows: Vec<[String; 7]> = vec![[
        text(t!("dice-odds-col-bet")),
        text(t!("dice-odds-col-pays")),
        text(t!("dice-odds-col-wins")),
        text(t!("dice-odds-col-edge")),
        text(t!("dice-odds-col-exact")),
        text(t!("dice-odds-col-per-roll")),
        text(other_heading),
    ]];
    let all = table(p, place_eight, words);
    for b in &all {
        rows.push([
            b.name.clone(),
            b.pays.iter().map(|&q| ratio_text(q)).collect::<Vec<_>>().join("/"),
            b.fate.win.to_string(),
            pct(&b.fate.edge_per_bet()),
            b.fate.edge_per_bet().to_string(),
            pct(&b.fate.edge_per_roll()),
            b.other_reading.as_ref().map(pct).unwrap_or_default(),
        ]);
    }
    let mut width = [0usize; 7];
    for r in &rows {
        for (w, cell) in width.iter_mut().zip(r) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let reading = match p.veces {
        Veces::ToOne => t!("dice-odds-reading-to-one"),
        Veces::ForOne => t!("dice-odds-reading-for-one"),
    };
    let mut s = text(t!("dice-odds-title", catalog = catalog));
    s.push('\n');
    s.push_str(&text(reading));
    s.push_str("\n\n");
    for r in &rows {
        let mut line = String::new();
        for (i, cell) in r.iter().enumerate() {
            let fill = " ".repeat(width[i] - cell.chars().count());
            if i == 0 {
                line.push_str(cell);
                line.push_str(&fill);
            } else {
                line.push_str("  ");
                line.push_str(&fill);
                line.push_str(cell);
            }
        }
        s.push_str(line.trim_end());
        s.push('\n');
    }
    s.push('\n');
    // The push: Don't Win's edge with the 12's «resultado nulo» left out.
    let dont_win = words.name("dont-win").0;
    if let Some(d) = all.iter().find(|b| b.name == dont_win) {
        let e = d.fate.edge_per_decision();
        s.push_str(&text(t!("dice-odds-push", bet = "dont-win", push = p.push, edge = pct(&e), exact = e.to_string())));
        s.push('\n');
    }
    if let Some((win, dont)) = line_with_odds(p, dont_max) {
        s.push_str(&text(t!("dice-odds-with-odds", edge = pct(&win), exact = win.to_string())));
        s.push('\n');
        let whole = |q: Q| (q * Q::from_integer(100)).to_integer();
        s.push_str(&text(t!(
            "dice-odds-with-dont-odds",
            four = whole(dont_max[0]).to_string(),
            five = whole(dont_max[1]).to_string(),
            six = whole(dont_max[2]).to_string(),
            edge = pct(&dont),
            exact = dont.to_string()
        )));
        s.push('\n');
    }
    s.push('\n');
    s.push_str(&text(t!("dice-odds-note")));
    s.push('\n');
    s
}

/// An article's odds, from its encoding.
#[derive(Clone, Debug)]
pub struct ArticleOdds {
    pub payouts: Payouts,
    pub place_eight: bool,
    /// The most the odds on a Don't Win may be, per unit of its stake, by point 4/10, 5/9, 6/8.
    pub dont_max: [Q; 3],
    pub words: Words,
    /// Every bet's row ([`table`]).
    pub rows: Vec<BetOdds>,
    /// The line bets with full odds ([`line_with_odds`]): Win and Come, Don't Win and Don't Come.
    pub with_odds: Option<(Q, Q)>,
}

impl ArticleOdds {
    /// The row of a bet, by the name `veedor odds` prints (`win`, `hard 4/10`).
    pub fn row(&self, name: &str) -> Option<&BetOdds> {
        self.rows.iter().find(|r| r.name == name)
    }
}

/// The odds of the craps article `spec` (its id `id`), read from its encoding: the payouts as
/// the engine compiles them (through [`crate::engine::dice::article::Bet::payout`]), the
/// reading of «N veces», the place bets' 8, the maxima of the odds on Don't Win.
pub fn article_odds(id: &str, spec: &DiceSpec) -> Result<ArticleOdds, Vec<crate::engine::CompileError>> {
    let g = DiceGame::compile(spec)?;
    let incomplete = || vec![crate::engine::CompileError::new("play.dice.bets", t!("dice-odds-incomplete", id = id))];
    let payouts = payouts(&g).ok_or_else(incomplete)?;
    let dont_max = odds_dont_max(&g).ok_or_else(incomplete)?;
    let words = Words(
        WORDS
            .iter()
            .filter_map(|&(word, backs)| {
                let bet = g.bet_of(backs)?;
                let veces = spec.bets.iter().any(|b| b.backs == backs && b.pays.iter().any(|p| p.veces.is_some()));
                Some((word, bet.name.clone(), veces))
            })
            .collect(),
    );
    let rows = table(&payouts, spec.place_eight, &words);
    let with_odds = line_with_odds(&payouts, dont_max);
    Ok(ArticleOdds { payouts, place_eight: spec.place_eight, dont_max, words, rows, with_odds })
}

/// `veedor odds` for the craps article `spec` (its id `id`): [`render`] from its encoding.
pub fn render_article(id: &str, spec: &DiceSpec, decks: Option<u16>, locale: Locale) -> Result<String, Text> {
    if decks.is_some() {
        return Err(t!("dice-odds-no-decks", id = id));
    }
    let o = article_odds(id, spec).map_err(|errs| crate::engine::family::compile_errors(&errs, locale))?;
    Ok(render(id, &o.payouts, o.place_eight, o.dont_max, &o.words, locale))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn q(n: i128, d: i128) -> Q {
        Q::new(n, d)
    }

    #[test]
    fn the_dice_make_36_outcomes() {
        assert_eq!((2..=12).map(ways).sum::<i128>(), 36);
        assert_eq!(ways(7), 6);
        assert_eq!(ways(1), 0);
        assert_eq!(ways(13), 0);
    }

    /// ../shared/oracles.md: Win/Come 244/495 and 7/495; Don't Win with 12 a push 949/1980,
    /// 976/1980, 1/36 and 27/1980 per bet; odds at true odds 0.
    #[test]
    fn the_oracles_figures() {
        let pass = Rule::Pass { pays: q(1, 1) }.fate().unwrap();
        assert_eq!(pass.win, q(244, 495));
        assert_eq!(pass.edge_per_bet(), q(7, 495));
        let dont = Rule::DontPass { pays: q(1, 1), push: 12 }.fate().unwrap();
        assert_eq!((dont.win, dont.lose, dont.push), (q(949, 1980), q(976, 1980), q(1, 36)));
        assert_eq!(dont.edge_per_bet(), q(27, 1980));
        assert_eq!(dont.edge_per_decision(), q(27, 1925));
        for (n, pays) in [(4, q(2, 1)), (5, q(3, 2)), (6, q(6, 5)), (8, q(6, 5)), (9, q(3, 2)), (10, q(2, 1))] {
            let f = Rule::NumberFirst { number: n, pays }.fate().unwrap();
            assert_eq!(f.ev, q(0, 1), "odds on {n}");
            let lay = Rule::SevenFirst { number: n, pays: Q::from_integer(1) / pays }.fate().unwrap();
            assert_eq!(lay.ev, q(0, 1), "odds against {n}");
        }
    }

    /// Hand-checked: a Win bet lasts 557/165 rolls on average (the published 3.376).
    #[test]
    fn a_line_bet_lasts_557_165_rolls() {
        let pass = Rule::Pass { pays: q(1, 1) }.fate().unwrap();
        assert_eq!(pass.rolls, q(557, 165));
        assert_eq!(pass.edge_per_roll(), q(7, 495) / q(557, 165));
    }

    /// Place, hard-way and one-roll edges worked by hand from the ways of each total.
    #[test]
    fn the_other_bets_by_hand() {
        let fate = |r: Rule| r.fate().unwrap().edge_per_bet();
        assert_eq!(fate(Rule::NumberFirst { number: 4, pays: q(9, 5) }), q(1, 15));
        assert_eq!(fate(Rule::NumberFirst { number: 5, pays: q(7, 5) }), q(1, 25));
        assert_eq!(fate(Rule::NumberFirst { number: 6, pays: q(7, 6) }), q(1, 66));
        assert_eq!(fate(Rule::SevenFirst { number: 4, pays: q(5, 11) }), q(1, 33));
        assert_eq!(fate(Rule::SevenFirst { number: 5, pays: q(5, 8) }), q(1, 40));
        assert_eq!(fate(Rule::SevenFirst { number: 6, pays: q(4, 5) }), q(1, 55));
        assert_eq!(fate(Rule::Hard { number: 4, pays: q(7, 1) }), q(1, 9));
        assert_eq!(fate(Rule::Hard { number: 6, pays: q(9, 1) }), q(1, 11));
        assert_eq!(fate(Rule::NumberFirst { number: 6, pays: q(1, 1) }), q(1, 11));
        let mut field = Rule::one_roll(&[2, 3, 4, 9, 10, 11, 12], q(1, 1));
        if let Rule::OneRoll { pays } = &mut field {
            pays[2] = Some(q(2, 1));
            pays[12] = Some(q(2, 1));
        }
        assert_eq!(fate(field), q(1, 18));
        assert_eq!(fate(Rule::one_roll(&[7], q(4, 1))), q(1, 6));
        assert_eq!(fate(Rule::one_roll(&[2], q(30, 1))), q(5, 36));
        assert_eq!(fate(Rule::one_roll(&[2, 3, 11, 12], q(4, 1))), q(1, 6));
        assert_eq!(fate(Rule::one_roll(&[2, 3, 4, 5, 6], q(1, 1))), q(1, 6));
        // N for 1: hard 4 at «siete veces» wins 6.
        assert_eq!(fate(Rule::Hard { number: 4, pays: Veces::ForOne.ratio(7) }), q(2, 9));
    }

    /// Win with odds of once the stake: the published 0.848 %. Don't Win with the article's
    /// 200/150/120 % maxima: every point's odds win exactly the line stake, half the edge.
    #[test]
    fn line_bets_with_full_odds() {
        let true_odds = |n: u8| match n {
            4 | 10 => q(2, 1),
            5 | 9 => q(3, 2),
            _ => q(6, 5),
        };
        let win =
            with_odds(&Rule::Pass { pays: q(1, 1) }, &|n| Rule::NumberFirst { number: n, pays: true_odds(n) }, &|_| {
                q(1, 1)
            })
            .unwrap();
        assert_eq!(win, q(21, 2475));
        let dont = with_odds(
            &Rule::DontPass { pays: q(1, 1), push: 12 },
            &|n| Rule::SevenFirst { number: n, pays: Q::from_integer(1) / true_odds(n) },
            &|n| true_odds(n),
        )
        .unwrap();
        assert_eq!(dont, q(27, 3960));
    }

    /// A number two dice cannot make leaves only the 7 to decide the bet.
    #[test]
    fn a_number_the_dice_cannot_make_loses_to_the_seven() {
        assert_eq!(Rule::NumberFirst { number: 13, pays: q(1, 1) }.fate().map(|f| f.ev), Some(q(-1, 1)));
        assert_eq!(Rule::Hard { number: 13, pays: q(1, 1) }.fate().map(|f| f.lose), Some(q(1, 1)));
        // A one-roll bet on no total loses at once.
        assert_eq!(Rule::one_roll(&[], q(1, 1)).fate().map(|f| f.ev), Some(q(-1, 1)));
    }

    pub(crate) fn article() -> Payouts {
        let v = |n| Veces::ToOne.ratio(n);
        Payouts {
            even: q(1, 1),
            field_double: q(2, 1),
            hard_4_10: v(7),
            hard_6_8: v(9),
            juego_7: v(4),
            juego_11: v(15),
            any_craps: v(7),
            craps_2: v(30),
            craps_3: v(15),
            craps_12: v(30),
            horn: v(4),
            odds_right: [q(2, 1), q(3, 2), q(6, 5)],
            odds_wrong: [q(1, 2), q(2, 3), q(5, 6)],
            right: [q(9, 5), q(7, 5), q(7, 6)],
            wrong: [q(5, 11), q(5, 8), q(4, 5)],
            veces: Veces::ToOne,
            push: 12,
        }
    }
}

//! Exact odds of punto y banca, enumerated from the catalogue's encoding: the player's rule, the
//! bank's tableau, the naturals, the deck count, the payouts and the commission.
//!
//! Every coup is an ordered draw of up to six cards from the shoe; a coup that ends after `k`
//! cards is weighted by the ways to draw the other `6 − k`, so every count is out of
//! `N·(N−1)·…·(N−5)` (N = 52 × decks) — the convention of the published figures. Cards are
//! enumerated by value class (ten value classes: tens and court cards, which count 0, then ace
//! to nine), each with its multiplicity, never card by card.

use num_rational::Ratio;

use crate::engine::baccarat::tableau::{Cell, PlayerMove};
use crate::engine::baccarat::{BaccaratGame, Backs};
use crate::i18n::{Lang, Locale, Text};
use crate::t;

/// How coups end, in ordered six-card draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    pub banker: u128,
    pub player: u128,
    pub tie: u128,
}

impl Counts {
    pub fn total(&self) -> u128 {
        self.banker + self.player + self.tie
    }
}

/// A bet's house edge: minus its expected return per unit staked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    pub bet: String,
    pub edge: Ratio<i128>,
}

/// The exact odds of one article and deck count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Odds {
    pub catalog: String,
    pub decks: u16,
    pub counts: Counts,
    pub edges: Vec<Edge>,
}

/// Why the odds cannot be enumerated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OddsError(pub Text);

/// Enumerates the coups of `g` with a shoe of `decks` decks.
pub fn enumerate(g: &BaccaratGame, decks: u16) -> Result<Counts, OddsError> {
    if g.players.len() != 1 {
        return Err(OddsError(t!("bac-odds-one-player-hand")));
    }
    if !(1..=64).contains(&decks) {
        return Err(OddsError(t!("bac-odds-decks", decks = decks)));
    }
    if g.player_table.moves.contains(&PlayerMove::Option)
        || g.tableau.cells.iter().flatten().any(|&c| c == Cell::Option)
    {
        return Err(OddsError(t!("bac-odds-options")));
    }
    let d = u128::from(decks);
    // Value class v: 0 = tens and court cards (16 a deck), 1–9 = ace to nine (4 a deck).
    let mut n: [u128; 10] = [4 * d; 10];
    n[0] = 16 * d;
    let total = 52 * d;
    let mut e = Enum { g, n, left: total, counts: Counts { banker: 0, player: 0, tie: 0 } };
    e.first_four();
    Ok(e.counts)
}

struct Enum<'g> {
    g: &'g BaccaratGame,
    /// Cards of each value class left in the shoe.
    n: [u128; 10],
    left: u128,
    counts: Counts,
}

impl Enum<'_> {
    /// Draws a card of class `v`: its number of ways; the shoe shrinks.
    fn take(&mut self, v: usize) -> u128 {
        let ways = self.n[v];
        self.n[v] -= 1;
        self.left -= 1;
        ways
    }

    fn put(&mut self, v: usize) {
        self.n[v] += 1;
        self.left += 1;
    }

    /// Ways to draw the remaining cards up to six in all, from the shoe as it stands.
    fn fill(&self, drawn: u32) -> u128 {
        (0..(6 - drawn)).map(|i| self.left - u128::from(i)).product()
    }

    fn record(&mut self, ways: u128, player: usize, banker: usize) {
        match player.cmp(&banker) {
            std::cmp::Ordering::Greater => self.counts.player += ways,
            std::cmp::Ordering::Less => self.counts.banker += ways,
            std::cmp::Ordering::Equal => self.counts.tie += ways,
        }
    }

    /// The first four cards, punto's two and banca's two. The ways to draw them do not depend
    /// on their order (each value class drawn k times from n contributes n·(n−1)·…·(n−k+1)),
    /// and neither do the totals nor the shoe left: each hand's two cards are enumerated as an
    /// unordered pair, counted twice when the two differ (3,025 pairs of pairs instead of
    /// 10,000 ordered draws: a table's study enumerates the article's odds once per run).
    fn first_four(&mut self) {
        for p1 in 0..10 {
            if self.n[p1] == 0 {
                continue;
            }
            let w1 = self.take(p1);
            for p2 in p1..10 {
                if self.n[p2] == 0 {
                    continue;
                }
                let w2 = w1 * self.take(p2) * if p1 == p2 { 1 } else { 2 };
                for b1 in 0..10 {
                    if self.n[b1] == 0 {
                        continue;
                    }
                    let w3 = w2 * self.take(b1);
                    for b2 in b1..10 {
                        if self.n[b2] == 0 {
                            continue;
                        }
                        let w4 = w3 * self.take(b2) * if b1 == b2 { 1 } else { 2 };
                        self.draws(w4, (p1 + p2) % 10, (b1 + b2) % 10);
                        self.put(b2);
                    }
                    self.put(b1);
                }
                self.put(p2);
            }
            self.put(p1);
        }
    }

    /// After the first four cards: the naturals, the player's rule, the tableau.
    fn draws(&mut self, ways: u128, p: usize, b: usize) {
        let g = self.g;
        if g.naturals[p] || g.naturals[b] {
            let w = ways * self.fill(4);
            self.record(w, p, b);
            return;
        }
        let player_draws = g.player_table.moves.get(p).copied() == Some(PlayerMove::Draw);
        if !player_draws {
            match g.tableau.cells.get(b).and_then(|row| row.get(crate::engine::baccarat::tableau::STOOD)) {
                Some(Cell::Draw) => self.bank_draws(ways, 4, p, b),
                _ => {
                    let w = ways * self.fill(4);
                    self.record(w, p, b);
                }
            }
            return;
        }
        for p3 in 0..10 {
            if self.n[p3] == 0 {
                continue;
            }
            let w = ways * self.take(p3);
            let pt = (p + p3) % 10;
            match g.tableau.cells.get(b).and_then(|row| row.get(p3)) {
                Some(Cell::Draw) => self.bank_draws(w, 5, pt, b),
                _ => {
                    let w = w * self.fill(5);
                    self.record(w, pt, b);
                }
            }
            self.put(p3);
        }
    }

    fn bank_draws(&mut self, ways: u128, drawn: u32, p: usize, b: usize) {
        for b3 in 0..10 {
            if self.n[b3] == 0 {
                continue;
            }
            let w = ways * self.take(b3) * self.fill(drawn + 1);
            self.record(w, p, (b + b3) % 10);
            self.put(b3);
        }
    }
}

/// The odds of `g` (with `decks`, or the catalogue's) and the house edge of each bet, from its
/// payout and commission; a tie is a push for bets that push on it.
pub fn odds(catalog: &str, g: &BaccaratGame, decks: Option<u16>) -> Result<Odds, OddsError> {
    let decks = decks.unwrap_or(g.decks);
    let counts = enumerate(g, decks)?;
    let total = i128::try_from(counts.total()).map_err(|_| OddsError(t!("bac-odds-overflow")))?;
    let as_i = |x: u128| i128::try_from(x).unwrap_or(i128::MAX);
    let mut edges = Vec::new();
    for bet in &g.bets {
        let payout = Ratio::new(i128::from(*bet.payout.0.numer()), i128::from(*bet.payout.0.denom()));
        let keep = match (&g.commission, bet.commission) {
            (Some(c), true) => {
                Ratio::from_integer(1) - Ratio::new(i128::from(*c.rate.0.numer()), i128::from(*c.rate.0.denom()))
            }
            _ => Ratio::from_integer(1),
        };
        let (win, lose) = match bet.backs {
            Backs::Tie => (as_i(counts.tie), as_i(counts.banker + counts.player)),
            Backs::Hand(h) => {
                let (w, l) =
                    if h == g.banker { (counts.banker, counts.player) } else { (counts.player, counts.banker) };
                match bet.on_tie {
                    crate::catalog::baccarat::OnTie::Push => (as_i(w), as_i(l)),
                    crate::catalog::baccarat::OnTie::Lose => (as_i(w), as_i(l + counts.tie)),
                }
            }
        };
        let ev = (Ratio::from_integer(win) * payout * keep - Ratio::from_integer(lose)) / Ratio::from_integer(total);
        edges.push(Edge { bet: bet.name.clone(), edge: -ev });
    }
    Ok(Odds { catalog: catalog.to_owned(), decks, counts, edges })
}

/// `num/den` as a decimal with `places` digits, rounded half up (non-negative values).
pub fn decimal(num: u128, den: u128, places: u32) -> String {
    decimal_in(num, den, places, '.')
}

/// [`decimal`] with `point` as the decimal separator.
fn decimal_in(num: u128, den: u128, places: u32, point: char) -> String {
    if den == 0 {
        return "NaN".into();
    }
    let scale = 10u128.pow(places);
    let scaled = (num.saturating_mul(scale).saturating_mul(2) + den) / (den * 2);
    let int = scaled / scale;
    let frac = scaled % scale;
    if places == 0 { int.to_string() } else { format!("{int}{point}{frac:0width$}", width = places as usize) }
}

/// A signed rational as a percentage with `places` decimals.
pub fn percent(r: &Ratio<i128>, places: u32) -> String {
    percent_in(r, places, '.')
}

/// [`percent`] with `point` as the decimal separator.
fn percent_in(r: &Ratio<i128>, places: u32, point: char) -> String {
    let x = r * Ratio::from_integer(100);
    let (num, den) = (*x.numer(), *x.denom());
    let sign = if (num < 0) != (den < 0) && num != 0 { "-" } else { "" };
    format!("{sign}{} %", decimal_in(num.unsigned_abs(), den.unsigned_abs(), places, point))
}

/// Thousands separated with `,`.
pub fn grouped(n: u128) -> String {
    grouped_with(n, ',')
}

/// Thousands separated with `sep`.
fn grouped_with(n: u128, sep: char) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

impl Odds {
    /// The report `veedor odds` prints, in English.
    pub fn render(&self) -> String {
        self.render_in(Locale::human(Lang::En))
    }

    /// The report `veedor odds` prints, in `locale`'s language: a Spanish reader's figures group
    /// thousands with `.` and take a decimal comma (`2.292.252.566.437.888  0,45859742`).
    pub fn render_in(&self, locale: Locale) -> String {
        let spanish = locale.local_numbers && locale.lang == Lang::Es;
        let (sep, point) = if spanish { ('.', ',') } else { (',', '.') };
        let text = |t: Text| t.render(locale);
        let c = self.counts;
        let t = c.total();
        let mut s = text(t!(
            "bac-odds-title",
            catalog = self.catalog.as_str(),
            decks = self.decks,
            cards = u32::from(self.decks) * 52
        ));
        s.push_str("\n\n");
        // The columns are padded to the widest of each language's words.
        let rows = [
            (text(t!("bac-odds-banca-wins")), Some(c.banker)),
            (text(t!("bac-odds-punto-wins")), Some(c.player)),
            (text(t!("bac-odds-tie")), Some(c.tie)),
            (text(t!("bac-odds-total")), None),
        ];
        let width = rows.iter().map(|r| r.0.chars().count()).max().unwrap_or(0).max(12);
        let pad = |w: &str, width: usize| format!("{w}{}", " ".repeat(width.saturating_sub(w.chars().count())));
        s.push_str(&format!(
            "{} {:<27}  {}\n",
            pad(&text(t!("bac-odds-outcome")), width),
            text(t!("bac-odds-ordered-draws")),
            text(t!("bac-odds-probability"))
        ));
        for (name, n) in &rows {
            let (n, end) = match n {
                Some(n) => (*n, "\n"),
                None => (t, "\n\n"),
            };
            s.push_str(&format!(
                "{} {:>27}  {}{end}",
                pad(name, width),
                grouped_with(n, sep),
                decimal_in(n, t, 8, point)
            ));
        }
        let bet = text(t!("bac-odds-bet"));
        let edge = text(t!("bac-odds-house-edge"));
        let bets = self.edges.iter().map(|e| e.bet.chars().count()).chain([bet.chars().count()]).max().unwrap_or(0);
        let (bets, edges) = (bets.max(12), edge.chars().count().max(10));
        s.push_str(&format!("{} {}   {}\n", pad(&bet, bets), pad(&edge, edges), text(t!("bac-odds-ties-push"))));
        for e in &self.edges {
            s.push_str(&format!("{} {:>edges$}\n", pad(&e.bet, bets), percent_in(&e.edge, 4, point)));
        }
        s
    }
}

//! Exact odds of a single bingo card (B79 art. 10): the probability that the card has completed
//! a line, or its bingo, once k balls have been drawn (k = 1…90), and the ball on which it does.
//!
//! The draw is a uniformly random order of the 90 balls (B79 §10.I: «una lotería jugada sobre 90
//! números»), so the first k balls are a uniformly random k-subset of 1–90, and a given set of m
//! numbers is all among them with probability C(90 − m, k − m) / C(90, k) (the hypergeometric
//! law: the other k − m balls are any of the 90 − m others). What the card's numbers are does not
//! matter, only how many and how they are grouped:
//!
//! - **bingo** (B79 L1098, «los 15 números que integran el cartón»): the 15 numbers,
//!   C(75, k − 15) / C(90, k);
//! - **a line** (B79 L1096, «cualquiera de las tres»): one of the 3 disjoint rows of 5, by
//!   inclusion–exclusion over the rows: (3·C(85, k − 5) − 3·C(80, k − 10) + C(75, k − 15)) /
//!   C(90, k).
//!
//! The figures are exact rationals (`BigRational`): C(90, 45) ≈ 10^26 fits `i128`, but sums of
//! terms over different denominators (the mean ball) do not. The ball on which the first line or
//! bingo falls among N cards is not closed-form (the cards share numbers); the single card's law
//! is what the HTML report sets the observed balls against.

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

use crate::catalog::bingo::AcumulativoSpec;
use crate::i18n::{Lang, Locale, Text};
use crate::t;

/// Balls in the drum (B79 §10.I).
pub const BALLS: u32 = 90;
/// Numbers on a card.
pub const CARD: u32 = 15;
/// Numbers in a row (a line).
pub const ROW: u32 = 5;
/// Rows on a card.
pub const ROWS: u32 = 3;

/// The binomial coefficient C(n, k); 0 when k > n.
pub fn binomial(n: u32, k: u32) -> BigUint {
    if k > n {
        return BigUint::zero();
    }
    let k = k.min(n - k);
    // Each partial product is itself a binomial coefficient, so the division is exact.
    (0..k).fold(BigUint::one(), |acc, i| acc * (n - i) / (i + 1))
}

/// C(n, k) for a k that may be negative (0 then).
fn binomial_i(n: u32, k: i64) -> BigUint {
    u32::try_from(k).map_or_else(|_| BigUint::zero(), |k| binomial(n, k))
}

fn ratio(num: BigUint, den: BigUint) -> BigRational {
    BigRational::new(BigInt::from(num), BigInt::from(den))
}

/// Which prize a card completes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prize {
    /// Any one of its rows.
    Line,
    /// All its numbers.
    Bingo,
}

/// The number of k-subsets of the 90 balls that complete `prize` on a card: the numerator of
/// [`by_ball`] over C(90, k).
pub fn ways_by_ball(prize: Prize, k: u32) -> BigUint {
    let k = i64::from(k.min(BALLS));
    match prize {
        Prize::Bingo => binomial_i(BALLS - CARD, k - i64::from(CARD)),
        Prize::Line => {
            // Inclusion–exclusion over the three disjoint rows: one row (3 ways), two rows
            // (3 ways, 10 numbers), all three (the bingo).
            let one = binomial_i(BALLS - ROW, k - i64::from(ROW)) * 3u32;
            let two = binomial_i(BALLS - 2 * ROW, k - i64::from(2 * ROW)) * 3u32;
            let three = binomial_i(BALLS - 3 * ROW, k - i64::from(3 * ROW));
            // one ≥ two always (a pair of complete rows contains two single complete rows).
            one + three - two
        }
    }
}

/// The probability that a single card has completed `prize` once `k` balls are drawn (0 for
/// k = 0; 1 from k = 90 on).
pub fn by_ball(prize: Prize, k: u32) -> BigRational {
    let k = k.min(BALLS);
    ratio(ways_by_ball(prize, k), binomial(BALLS, k))
}

/// A single card's law for one prize: `by[k]` = P(completed by ball k), k = 0…90, and
/// `on[k]` = P(completed on ball k) = by[k] − by[k − 1].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Law {
    pub prize: Prize,
    pub by: Vec<BigRational>,
    pub on: Vec<BigRational>,
}

impl Law {
    pub fn of(prize: Prize) -> Law {
        let by: Vec<BigRational> = (0..=BALLS).map(|k| by_ball(prize, k)).collect();
        let mut on = vec![BigRational::zero()];
        on.extend(by.windows(2).map(|w| &w[1] - &w[0]));
        Law { prize, by, on }
    }

    /// The median ball: the first k with P(completed by k) ≥ 1/2.
    pub fn median(&self) -> u32 {
        let half = BigRational::new(BigInt::one(), BigInt::from(2));
        self.by.iter().position(|p| *p >= half).map_or(BALLS, |k| k as u32)
    }

    /// The expected ball: Σ k·P(on k).
    pub fn mean(&self) -> BigRational {
        self.on.iter().enumerate().fold(BigRational::zero(), |acc, (k, p)| acc + p * BigInt::from(k))
    }

    /// The likeliest ball (the first, if two are equally likely).
    pub fn mode(&self) -> u32 {
        let mut best = 0;
        for (k, p) in self.on.iter().enumerate() {
            if *p > self.on[best] {
                best = k;
            }
        }
        best as u32
    }

    /// The first ball on which the prize can be completed.
    pub fn first(&self) -> u32 {
        self.on.iter().position(|p| !p.is_zero()).map_or(BALLS, |k| k as u32)
    }
}

/// `x` rounded to the nearest multiple of 1/`den` (half up), as an integer count of 1/`den`.
pub fn scaled(x: &BigRational, den: u128) -> u128 {
    let s = x * BigRational::from_integer(BigInt::from(den));
    (s + BigRational::new(BigInt::one(), BigInt::from(2))).floor().to_integer().to_u128().unwrap_or(u128::MAX)
}

/// `x` as the nearest `Ratio<i128>` of denominator `den` (what the study's frequency tests
/// take); the bingo figures are at most 1.
pub fn to_ratio(x: &BigRational, den: i128) -> num_rational::Ratio<i128> {
    let n = scaled(x, den.unsigned_abs());
    num_rational::Ratio::new(i128::try_from(n).unwrap_or(i128::MAX), den)
}

/// A band of the acumulativo's scale (M art. 5.a): for `cards_from` to `cards_to` cards sold
/// (no upper end: «más de»), the jackpots go to a line on ball ≤ `line` and a bingo on ball ≤
/// `bingo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Band {
    pub cards_from: u32,
    pub cards_to: Option<u32>,
    pub line: u32,
    pub bingo: u32,
}

impl Band {
    /// The acumulativo's scale as bands of cards sold (each step from the one after the
    /// previous step's `up_to`).
    pub fn scale(a: &AcumulativoSpec) -> Vec<Band> {
        let mut from = 1;
        a.scale
            .iter()
            .map(|s| {
                let b =
                    Band { cards_from: from, cards_to: s.up_to, line: u32::from(s.line), bingo: u32::from(s.bingo) };
                from = s.up_to.map_or(from, |u| u.saturating_add(1));
                b
            })
            .collect()
    }
}

/// The decimal point of `locale`'s figures.
fn point(locale: Locale) -> char {
    if locale.local_numbers && locale.lang == Lang::Es { ',' } else { '.' }
}

/// `n` with its thousands grouped as `locale` writes them (`45.795.673.964.460.800`).
fn grouped(n: u128, locale: Locale) -> String {
    let digits = n.to_string();
    let sep = match (locale.local_numbers, locale.lang) {
        (false, _) => return digits,
        (true, Lang::Es) => '.',
        (true, Lang::En) => ',',
    };
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(sep);
        }
        out.push(d);
    }
    out
}

/// `x` with `places` decimals.
fn decimal(x: &BigRational, places: u32, locale: Locale) -> String {
    let unit = 10u128.pow(places);
    let n = scaled(x, unit);
    if places == 0 {
        return n.to_string();
    }
    format!("{}{}{:0width$}", n / unit, point(locale), n % unit, width = places as usize)
}

/// A probability as a reader takes it in: a percentage with four decimals, or, below 0.01 %,
/// as «1 in N» (N rounded), where four decimals would print one significant digit or none.
pub fn probability(p: &BigRational, locale: Locale) -> String {
    if p.is_zero() {
        return "0".to_owned();
    }
    let percent = p * BigInt::from(100);
    if percent >= BigRational::new(BigInt::one(), BigInt::from(100)) {
        let shown = decimal(&percent, 4, locale);
        // Not yet certain, though four decimals round it up to 100.
        if *p < BigRational::one() && scaled(&percent, 10_000) >= 1_000_000 {
            return format!("> 99{}9999 %", point(locale));
        }
        return format!("{shown} %");
    }
    let n = scaled(&p.recip(), 1);
    t!("bingo-odds-one-in", n = grouped(n, locale)).render(locale)
}

/// The report `veedor odds` prints for a bingo article; `jackpot`: the acumulativo's scale.
pub fn render(id: &str, jackpot: Option<&[Band]>, locale: Locale) -> String {
    let text = |t: Text| t.render(locale);
    let laws = [Law::of(Prize::Line), Law::of(Prize::Bingo)];
    let mut s = text(t!("bingo-odds-title", catalog = id));
    s.push_str("\n\n");
    s.push_str(&text(t!("bingo-odds-table-heading")));
    s.push('\n');
    let rows: Vec<[String; 3]> = (1..=BALLS)
        .map(|k| {
            let k_i = k as usize;
            [k.to_string(), probability(&laws[0].by[k_i], locale), probability(&laws[1].by[k_i], locale)]
        })
        .collect();
    let head =
        [text(t!("bingo-odds-column-ball")), text(t!("bingo-odds-column-line")), text(t!("bingo-odds-column-bingo"))];
    let width =
        |i: usize| rows.iter().map(|r| r[i].chars().count()).chain([head[i].chars().count()]).max().unwrap_or(0);
    let widths = [width(0), width(1), width(2)];
    let pad = |x: &str, w: usize| format!("{}{x}", " ".repeat(w.saturating_sub(x.chars().count())));
    s.push_str(&format!(
        "  {}  {}  {}\n",
        pad(&head[0], widths[0]),
        pad(&head[1], widths[1]),
        pad(&head[2], widths[2])
    ));
    for r in &rows {
        s.push_str(&format!("  {}  {}  {}\n", pad(&r[0], widths[0]), pad(&r[1], widths[1]), pad(&r[2], widths[2])));
    }
    s.push('\n');
    s.push_str(&text(t!("bingo-odds-summary-heading")));
    s.push('\n');
    for law in &laws {
        let prize = match law.prize {
            Prize::Line => t!("bingo-odds-column-line"),
            Prize::Bingo => t!("bingo-odds-column-bingo"),
        };
        let line = t!(
            "bingo-odds-summary",
            prize = prize,
            first = law.first(),
            mode = law.mode(),
            median = law.median(),
            mean = decimal(&law.mean(), 4, locale)
        );
        s.push_str("  ");
        s.push_str(&text(line));
        s.push('\n');
    }
    if let Some(bands) = jackpot {
        s.push('\n');
        s.push_str(&text(t!("bingo-odds-jackpot-heading")));
        s.push('\n');
        for b in bands {
            let cards = match b.cards_to {
                Some(to) => t!("bingo-odds-band-upto", from = b.cards_from, to = to),
                None => t!("bingo-odds-band-more", from = b.cards_from.saturating_sub(1)),
            };
            let line = t!(
                "bingo-odds-jackpot-band",
                cards = cards,
                line_ball = b.line,
                line = probability(&by_ball(Prize::Line, b.line), locale),
                bingo_ball = b.bingo,
                bingo = probability(&by_ball(Prize::Bingo, b.bingo), locale)
            );
            s.push_str("  ");
            s.push_str(&text(line));
            s.push('\n');
        }
    }
    s.push('\n');
    s.push_str(&text(t!("bingo-odds-note")));
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials() {
        assert_eq!(binomial(90, 15), BigUint::from(45_795_673_964_460_816u64));
        assert_eq!(binomial(90, 0), BigUint::one());
        assert_eq!(binomial(5, 6), BigUint::zero());
        assert_eq!(binomial(90, 1), BigUint::from(90u32));
        assert_eq!(binomial(10, 3), BigUint::from(120u32));
    }

    #[test]
    fn a_law_sums_to_one_and_is_monotone() {
        for prize in [Prize::Line, Prize::Bingo] {
            let law = Law::of(prize);
            assert_eq!(law.by[90], BigRational::one());
            assert_eq!(law.on.iter().fold(BigRational::zero(), |a, p| a + p), BigRational::one());
            assert!(law.on.iter().all(|p| *p >= BigRational::zero()));
        }
        assert_eq!(Law::of(Prize::Line).first(), 5);
        assert_eq!(Law::of(Prize::Bingo).first(), 15);
    }
}

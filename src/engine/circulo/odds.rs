//! `veedor odds` for the círculo articles: how often a deal gives a player each category as
//! the best hand, counted over every deal by the poker family's
//! [`deal_distribution`](crate::engine::poker::odds::deal_distribution) under the article's
//! own deck, ranking and selection (docs/sintetico-odds.md has the figures and how they were
//! reproduced). Exact: counts and fractions, no sampling.

use crate::engine::poker::hand::{Category, Deck, Ranking, Selection};
use crate::engine::poker::odds::{DealDistribution, Q, deal_distribution};
use crate::i18n::{Lang, Locale, Text, numbers};
use crate::t;

use super::spec::{CirculoSpec, DeckKind, HandsSpec, LowStraightTop, SelectionSpec};

/// The ranking an article's `hands:` describes. Both articles let the ace play low (V L2653 and
/// L3181, M L250), so that is not a parameter.
pub fn ranking(h: &HandsSpec) -> Ranking {
    Ranking {
        deck: match h.deck {
            DeckKind::Full => Deck::French52,
            DeckKind::Short => Deck::Short28,
        },
        ace_low: true,
        low_top_ace: h.low_straight_top == LowStraightTop::Ace,
        color_over_full: h.color_over_full,
        depth: h.depth.clamp(1, 5),
    }
}

/// How a player's five are made: both hole cards and three of the table's (Valencia's
/// sintético), or the best five of all (Murcia, hold'em).
pub fn selection(h: &HandsSpec) -> Selection {
    match h.selection {
        SelectionSpec::AnyFive => Selection::AnyFive,
        SelectionSpec::HoleTwo => Selection::Hole(2),
    }
}

/// A player's own cards and the community cards of one deal. The general article names no
/// variety (`street` absent): its deal is counted as the hold'em the `.phh` files bring to
/// it, two own cards and five on the table.
pub fn shape(spec: &CirculoSpec) -> (u8, u8) {
    match &spec.street {
        Some(s) => {
            let board: u32 = s.turned_before.iter().map(|&n| u32::from(n)).sum::<u32>() + u32::from(s.turned_after);
            (s.hole, u8::try_from(board).unwrap_or(u8::MAX))
        }
        None => (2, 5),
    }
}

/// Every deal of the article counted. Under the best five of all the cards, which are the
/// player's does not matter: the count runs over the sets of seven (21 times fewer, the same
/// probabilities). `None` when the article's cards cannot make five.
pub fn article_distribution(spec: &CirculoSpec) -> Option<DealDistribution> {
    let (hole, board) = shape(spec);
    let r = ranking(&spec.hands);
    match selection(&spec.hands) {
        Selection::AnyFive => deal_distribution(&r, hole.checked_add(board)?, 0, Selection::AnyFive),
        s => deal_distribution(&r, hole, board, s),
    }
}

/// The categories from the highest in the ranking's order (the colour above the full where
/// the ranking says so).
fn from_highest(r: &Ranking) -> Vec<Category> {
    let mut all = Category::ALL.to_vec();
    all.sort_by_key(|&c| std::cmp::Reverse(r.place(c)));
    all
}

/// `n` grouped by thousands as the reader writes it (`24,864,840`, `24.864.840`).
fn grouped(n: u64, locale: Locale) -> String {
    let digits = n.to_string();
    if !locale.local_numbers {
        return digits;
    }
    let sep = if locale.lang == Lang::Es { '.' } else { ',' };
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(sep);
        }
        out.push(d);
    }
    out
}

/// `a / b` with one decimal, half up, in the reader's notation (`12.7`, `12,7`).
fn one_decimal(a: u64, b: u64, locale: Locale) -> String {
    if b == 0 {
        return "-".to_owned();
    }
    let tenths = (u128::from(a) * 20 + u128::from(b)) / (2 * u128::from(b));
    let point = if locale.local_numbers && locale.lang == Lang::Es { ',' } else { '.' };
    format!("{}{point}{}", tenths / 10, tenths % 10)
}

/// The report `veedor odds` prints for a círculo article; `None` when its cards cannot make
/// five (a catalogue error the lint reports).
pub fn render(id: &str, spec: &CirculoSpec, locale: Locale) -> Option<String> {
    let d = article_distribution(spec)?;
    let text = |t: Text| t.render(locale);
    let (hole, board) = shape(spec);
    let cards = d.ranking.deck.len();
    let mut s = match selection(&spec.hands) {
        Selection::AnyFive => text(t!(
            "pc-odds-title-sets",
            catalog = id,
            sets = grouped(d.deals, locale),
            seven = u32::from(hole) + u32::from(board),
            cards = cards as u32,
            each = deals_per_set(hole, board),
            hole = u32::from(hole),
            board = u32::from(board)
        )),
        Selection::Hole(_) => text(t!(
            "pc-odds-title-deals",
            catalog = id,
            deals = grouped(d.deals, locale),
            hole = u32::from(hole),
            board = u32::from(board),
            cards = cards as u32
        )),
    };
    s.push('\n');
    let how = match selection(&spec.hands) {
        Selection::AnyFive => t!("pc-odds-selection-any-five", cards = u32::from(hole) + u32::from(board)),
        Selection::Hole(k) => t!("pc-odds-selection-hole", own = u32::from(k), table = 5 - u32::from(k)),
    };
    let order = if spec.hands.color_over_full { t!("pc-odds-color-over-full") } else { t!("pc-odds-full-over-color") };
    s.push_str(&text(t!("pc-odds-how", selection = how, order = order)));
    s.push_str("\n\n");
    s.push_str(&text(t!("pc-odds-heading")));
    s.push('\n');
    let rows = from_highest(&d.ranking);
    let names: Vec<String> = rows.iter().map(|c| text(c.name())).collect();
    let counts: Vec<String> = rows.iter().map(|&c| grouped(d.counts[c as usize], locale)).collect();
    let fractions: Vec<String> = rows.iter().map(|&c| fraction(d.probability(c))).collect();
    let percents: Vec<String> = rows
        .iter()
        .map(|&c| numbers::percent(i128::from(d.counts[c as usize]), i128::from(d.deals), 4, locale))
        .collect();
    let w = |v: &[String]| v.iter().map(|x| x.chars().count()).max().unwrap_or(0);
    let total = grouped(d.deals, locale);
    let (wn, wf, wp) = (w(&names), w(&fractions), w(&percents));
    let wc = w(&counts).max(total.chars().count());
    for i in 0..rows.len() {
        let pad = " ".repeat(wn - names[i].chars().count());
        s.push_str(&format!("  {}{pad}  {:>wc$}  {:>wf$}  {:>wp$}\n", names[i], counts[i], fractions[i], percents[i]));
    }
    s.push_str(&format!("  {}  {total:>wc$}\n", " ".repeat(wn)));
    s.push('\n');
    s.push_str(&text(note(spec, &d, locale)));
    s.push('\n');
    Some(s)
}

/// Deals one set of seven stands for under the best five of all: the ways to choose which of
/// the seven are the player's own.
fn deals_per_set(hole: u8, board: u8) -> u64 {
    let (n, k) = (u64::from(hole) + u64::from(board), u64::from(hole));
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// A probability as its reduced fraction (`1/2457`; `0`).
fn fraction(p: Q) -> String {
    if *p.numer() == 0 { "0".to_owned() } else { format!("{}/{}", p.numer(), p.denom()) }
}

/// What the figures say of the article's order of the full and the colour.
fn note(spec: &CirculoSpec, d: &DealDistribution, locale: Locale) -> Text {
    let n = |c: Category| d.counts[c as usize];
    let (color, full, poker) = (n(Category::Color), n(Category::Full), n(Category::Poker));
    let args = |t: Text| {
        t.arg("color", grouped(color, locale))
            .arg("full", grouped(full, locale))
            .arg("poker", grouped(poker, locale))
            .arg("ratio", one_decimal(full.max(color), full.min(color).max(1), locale))
    };
    match (d.ranking.deck, spec.hands.color_over_full) {
        // Murcia: the text's order, and the correction of the usual argument for it.
        (Deck::Short28, false) => args(t!("pc-odds-note-full-over-color-short")),
        (Deck::Short28, true) => args(t!("pc-odds-note-color-over-full-short")),
        (Deck::French52, _) => args(t!("pc-odds-note-full-deck")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::circulo::sim::tests::spec;

    /// The twenty figures from the articles' models (the CLI's output is pinned by
    /// tests/circulo_odds.rs).
    #[test]
    fn the_sinteticos_figures() {
        let m = article_distribution(&spec("murcia-1996/poquer-sintetico")).expect("Murcia");
        assert_eq!(m.deals, 1_184_040);
        assert_eq!(m.counts, [0, 71_280, 506_520, 86_020, 304_700, 14_448, 183_120, 14_168, 2_772, 1_012]);
        let v = article_distribution(&spec("valencia-2003/poquer-sintetico")).expect("Valencia");
        assert_eq!(v.deals, 24_864_840);
        assert_eq!(
            v.counts,
            [15_960, 3_492_144, 9_731_880, 3_790_920, 5_417_424, 146_416, 1_976_184, 255_024, 28_768, 10_120]
        );
        if std::env::var("CIRCULO_ODDS_PRINT").is_ok() {
            for id in ["murcia-1996/poquer-sintetico", "valencia-2003/poquer-sintetico"] {
                for lang in [Lang::En, Lang::Es] {
                    print!("{}", render(id, &spec(id), Locale::human(lang)).expect("odds"));
                }
            }
        }
    }
}

//! Each bet's race (`docs/design/monte/spec.md` §4): its live winning cards against its live
//! losing cards, the cards the annulment table takes out of it «ni gana ni pierde». The table is
//! data (`play.monte.annulments`), keyed by what lies on the first and second cards in Primeras
//! and by the row's live counts in Segundas; this module only reads it.

use super::spec::{AnnulTable, Config, Doubling, Relation};
use crate::log::spanish_card::SpanishCard;

/// A set of cards of the 40-card deck, by [`SpanishCard::index`].
pub type Cards = u64;

pub fn bit(c: SpanishCard) -> Cards {
    1u64 << c.index()
}

/// The suits on in the circle a relation is (Camo the next suit, Viudo the opposite, Anti the
/// previous).
pub fn steps(r: Relation) -> u8 {
    match r {
        Relation::Camo => 1,
        Relation::Viudo => 2,
        Relation::Anti => 3,
    }
}

pub const RELATIONS: [Relation; 3] = [Relation::Camo, Relation::Viudo, Relation::Anti];

/// The relation of `card` to a placed card of its value (`None`: another value, or itself).
pub fn relation(placed: SpanishCard, card: SpanishCard) -> Option<Relation> {
    if placed.rank != card.rank {
        return None;
    }
    RELATIONS.into_iter().find(|&r| placed.after(steps(r)) == card)
}

/// The four placed cards and which of their three other suits are still in play: the cards the
/// races are run on.
#[derive(Clone, Copy, Debug, Default)]
pub struct Board {
    pub placed: [Option<SpanishCard>; 4],
    /// Per position, the cards out of play: lying on it (doubled, tripled) or, in Segundas,
    /// already drawn.
    pub out: [Cards; 4],
}

impl Board {
    /// Whether position `p` (1–4) has its card of relation `r` still in play.
    pub fn live(&self, p: u8, r: Relation) -> bool {
        self.card(p, r).is_some_and(|c| self.out[usize::from(p - 1)] & bit(c) == 0)
    }

    pub fn card(&self, p: u8, r: Relation) -> Option<SpanishCard> {
        Some(self.placed.get(usize::from(p.checked_sub(1)?))?.as_ref()?.after(steps(r)))
    }

    /// The live cards of the positions, less `annulled`.
    pub fn live_cards(&self, positions: &[u8], annulled: Cards) -> Cards {
        let mut set = 0;
        for &p in positions {
            for r in RELATIONS {
                if self.live(p, r)
                    && let Some(c) = self.card(p, r)
                {
                    set |= bit(c);
                }
            }
        }
        set & !annulled
    }

    /// How many of position `p`'s three are out of play (0 clean, 1 doubled, 2 tripled).
    pub fn missing(&self, p: u8) -> u8 {
        RELATIONS.into_iter().filter(|&r| !self.live(p, r)).count() as u8
    }
}

fn doubling(missing: u8) -> Doubling {
    match missing {
        0 => Doubling::Clean,
        1 => Doubling::Doubled,
        _ => Doubling::Tripled,
    }
}

/// The table's configuration for the first two cards' missing counts.
pub fn config(m1: u8, m2: u8) -> Config {
    Config { p1: doubling(m1), p2: doubling(m2) }
}

/// `cartas 1-2-3-4` → the two sides `[1, 2]`, `[3, 4]`.
fn sides(bet: &str) -> Option<(Vec<u8>, Vec<u8>)> {
    let nums: Vec<u8> =
        bet.strip_prefix("cartas ")?.split('-').map(|n| n.trim().parse().ok()).collect::<Option<_>>()?;
    if nums.len() % 2 != 0 || nums.is_empty() {
        return None;
    }
    let (a, b) = nums.split_at(nums.len() / 2);
    Some((a.to_vec(), b.to_vec()))
}

fn same_set(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().all(|x| b.contains(x))
}

/// The cards a Cartas bet of `side` against `other` has annulled under `cfg`: the first `annul`
/// of the entry's order still live (the same race whichever side is written first). `map`
/// translates the table's positions to the board's (Segundas' bottom row read as the table's
/// top row).
pub fn cartas(
    table: &AnnulTable,
    cfg: Config,
    side: &[u8],
    other: &[u8],
    board: &Board,
    map: &dyn Fn(u8) -> u8,
) -> Cards {
    let Some(row) = table.cartas.iter().find(|c| c.config == cfg) else { return 0 };
    let unmap = |p: &u8| (1..=4).find(|&q| map(q) == *p).unwrap_or(0);
    let (s, o): (Vec<u8>, Vec<u8>) = (side.iter().map(unmap).collect(), other.iter().map(unmap).collect());
    let Some(entry) = row.bets.iter().find(|e| {
        sides(&e.bet)
            .is_some_and(|(a, b)| (same_set(&a, &s) && same_set(&b, &o)) || (same_set(&a, &o) && same_set(&b, &s)))
    }) else {
        return 0;
    };
    let mut left = entry.annul;
    let mut set = 0;
    for &(p, r) in &entry.order {
        if left == 0 {
            break;
        }
        let p = map(p);
        if board.live(p, r)
            && let Some(c) = board.card(p, r)
        {
            set |= bit(c);
            left -= 1;
        }
    }
    set
}

/// The cards every Salto has annulled under `cfg` (rules a–b read layout-wide).
pub fn salto(table: &AnnulTable, cfg: Config, board: &Board) -> Cards {
    let Some(row) = table.salto.iter().find(|c| c.config == cfg) else { return 0 };
    let e = &row.every_salto;
    let mut set = 0;
    for (&p, &n) in &e.annul_per_card {
        let mut left = n;
        for &r in &e.order_within_card {
            if left == 0 {
                break;
            }
            if board.live(p, r)
                && let Some(c) = board.card(p, r)
            {
                set |= bit(c);
                left -= 1;
            }
        }
    }
    set
}

//! Each bet's race (`docs/design/monte/spec.md` §4): its live winning cards against its live
//! losing cards, the cards the annulment table takes out of it «ni gana ni pierde». The table is
//! data (`play.monte.annulments`), keyed by what lies on the first and second cards in Primeras
//! and by the row's live counts in Segundas; this module only reads it.

use super::spec::{AnnulTable, CartasEntry, Config, Doubling, Relation, SaltoAnnulments};
use crate::log::spanish_card::SpanishCard;

/// A set of cards of the 40-card deck, by [`SpanishCard::index`].
pub type Cards = u64;

pub fn bit(c: SpanishCard) -> Cards {
    1u64 << c.index()
}

/// The three other suits of a card's value (its Camo, Viudo and Anti): a value's four cards
/// are four consecutive bits ([`SpanishCard::index`]).
pub fn others(c: SpanishCard) -> Cards {
    (0xF << (c.index() & !3)) & !bit(c)
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

    /// Position `p`'s three cards still in play (its card's other suits, less what is out).
    fn live_of(&self, p: u8) -> Cards {
        let i = usize::from(p.wrapping_sub(1));
        match (self.placed.get(i), self.out.get(i)) {
            (Some(Some(c)), Some(out)) => others(*c) & !out,
            _ => 0,
        }
    }

    /// The live cards of the positions, less `annulled`.
    pub fn live_cards(&self, positions: &[u8], annulled: Cards) -> Cards {
        positions.iter().fold(0, |set, &p| set | self.live_of(p)) & !annulled
    }

    /// How many of position `p`'s three are out of play (0 clean, 1 doubled, 2 tripled).
    pub fn missing(&self, p: u8) -> u8 {
        3 - self.live_of(p).count_ones() as u8
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

/// The entry of `table` for a Cartas race of `s` against `o` (the table's positions) under
/// `cfg`: the configuration's first row, its first bet of those two sides either way round (as
/// `(row, bet)` indices).
fn find_cartas(table: &AnnulTable, cfg: Config, s: &[u8], o: &[u8]) -> Option<(usize, usize)> {
    let r = table.cartas.iter().position(|c| c.config == cfg)?;
    let e = table.cartas[r].bets.iter().position(|e| sides(&e.bet).is_some_and(|(a, b)| same_race(&a, &b, s, o)))?;
    Some((r, e))
}

/// Whether an entry's sides `a` against `b` are the race of `s` against `o`, either way round.
fn same_race(a: &[u8], b: &[u8], s: &[u8], o: &[u8]) -> bool {
    (same_set(a, s) && same_set(b, o)) || (same_set(a, o) && same_set(b, s))
}

/// The first row of `table` for a Salto on card `on` under `cfg` (see [`salto`]).
fn find_salto(table: &AnnulTable, cfg: Config, on: u8) -> Option<usize> {
    let rows = || table.salto.iter().enumerate().filter(|(_, c)| c.config == cfg);
    rows().find(|(_, c)| c.on == Some(on)).or_else(|| rows().find(|(_, c)| c.on.is_none())).map(|(i, _)| i)
}

const DOUBLINGS: [Doubling; 3] = [Doubling::Clean, Doubling::Doubled, Doubling::Tripled];

fn config_index(cfg: Config) -> usize {
    let d = |x: Doubling| match x {
        Doubling::Clean => 0,
        Doubling::Doubled => 1,
        Doubling::Tripled => 2,
    };
    d(cfg.p1) * 3 + d(cfg.p2)
}

/// The positions of a set of them (bit `p - 1` for position `p`), in order.
fn positions_of(mask: u8) -> Vec<u8> {
    (1..=4u8).filter(|p| mask & (1 << (p - 1)) != 0).collect()
}

/// The annulment table as the engine asks it, compiled once per article: for each layout
/// configuration and each Cartas race the log can bet (one card against one, two against two:
/// its sides as sets of the table's positions), the entry that [`find_cartas`] finds by reading
/// the YAML's bet strings; for each configuration and Salto card, the Salto row. A bet or a
/// phase's row then costs an index into small arrays, not a parse of the table's strings. A
/// race outside these (none the engine takes) is looked up in the table itself.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// Per configuration ([`config_index`]), per side mask and other side mask (16 × 16):
    /// `None` not compiled, `Some(None)` no entry, `Some(Some((row, bet)))`.
    cartas: Vec<Option<Option<(u32, u32)>>>,
    /// Per configuration and Salto card 1–4, the same for the row of `AnnulTable::salto`.
    salto: [[Option<Option<u32>>; 4]; 9],
}

impl Compiled {
    pub fn new(table: &AnnulTable) -> Compiled {
        let mut cartas = vec![None; 9 * 256];
        let mut salto = [[None; 4]; 9];
        // The sides a bet can have: one position against another, two against the other two.
        let mut races = Vec::new();
        for s in 1..16u8 {
            for o in 1..16u8 {
                let (ns, no) = (s.count_ones(), o.count_ones());
                if s & o == 0 && ns == no && (ns == 1 || ns == 2) {
                    races.push((s, o));
                }
            }
        }
        for p1 in DOUBLINGS {
            for p2 in DOUBLINGS {
                let cfg = Config { p1, p2 };
                let ci = config_index(cfg);
                // What `find_cartas` finds, each entry's bet string read once per configuration.
                let row = table.cartas.iter().position(|c| c.config == cfg);
                let parsed: Vec<_> =
                    row.map(|r| table.cartas[r].bets.iter().map(|e| sides(&e.bet)).collect()).unwrap_or_default();
                for &(s, o) in &races {
                    let (s_ps, o_ps) = (positions_of(s), positions_of(o));
                    let e = parsed.iter().position(|p| p.as_ref().is_some_and(|(a, b)| same_race(a, b, &s_ps, &o_ps)));
                    cartas[ci * 256 + usize::from(s) * 16 + usize::from(o)] = match row.zip(e) {
                        None => Some(None),
                        // An index past u32 (no table is that long) stays uncompiled.
                        Some((r, e)) => u32::try_from(r).ok().zip(u32::try_from(e).ok()).map(Some),
                    };
                }
                for on in 1..=4u8 {
                    salto[ci][usize::from(on - 1)] = match find_salto(table, cfg, on) {
                        None => Some(None),
                        Some(r) => u32::try_from(r).ok().map(Some),
                    };
                }
            }
        }
        Compiled { cartas, salto }
    }

    /// The compiled entry of a race of `s` against `o` (the table's positions): `None` when
    /// the race is not one compiled (a position outside 1–4 or repeated).
    fn cartas(&self, cfg: Config, s: &[u8], o: &[u8]) -> Option<Option<(u32, u32)>> {
        let mask = |ps: &[u8]| {
            ps.iter().try_fold(0u8, |m, &p| {
                let b = 1u8.checked_shl(u32::from(p.checked_sub(1)?)).filter(|&b| b < 16 && m & b == 0)?;
                Some(m | b)
            })
        };
        let (ms, mo) = (mask(s)?, mask(o)?);
        *self.cartas.get(config_index(cfg) * 256 + usize::from(ms) * 16 + usize::from(mo))?
    }
}

/// The table's positions 1–4 as the board's: the board's place of each (0 for none). A table
/// of a closure called for every position tried (four calls to find each of a bet's places)
/// cost more than the rest of a bet's race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mapping(pub [u8; 4]);

impl Mapping {
    /// Primeras: the table's places are the board's.
    pub const SAME: Mapping = Mapping([1, 2, 3, 4]);

    /// A row `[a, b]` read as the table's top row (Segundas' races).
    pub fn row(a: u8, b: u8) -> Mapping {
        Mapping([a, b, 0, 0])
    }

    /// The board's place of the table's place `q` (0 for none: outside 1–4, where no card is
    /// placed, it reads as no place).
    #[inline]
    pub fn board_place(&self, q: u8) -> u8 {
        match q {
            1..=4 => self.0[usize::from(q - 1)],
            _ => 0,
        }
    }

    /// The table's place (1–4) that is the board's place `p`, the first such; 0 for none.
    #[inline]
    pub fn table_place(&self, p: u8) -> u8 {
        self.0.iter().position(|&x| x == p).map_or(0, |i| i as u8 + 1)
    }
}

/// The cards a Cartas bet of `side` against `other` has annulled under `cfg`: the first `annul`
/// of the entry's order still live (the same race whichever side is written first). `map`
/// translates the table's positions to the board's (Segundas' bottom row read as the table's
/// top row).
pub fn cartas(
    table: &AnnulTable,
    compiled: &Compiled,
    cfg: Config,
    side: &[u8],
    other: &[u8],
    board: &Board,
    map: &Mapping,
) -> Cards {
    let unmap = |p: &u8| map.table_place(*p);
    let mut s = [0u8; 4];
    let mut o = [0u8; 4];
    let found = match (s.get_mut(..side.len()), o.get_mut(..other.len())) {
        (Some(s), Some(o)) => {
            s.iter_mut().zip(side).for_each(|(x, p)| *x = unmap(p));
            o.iter_mut().zip(other).for_each(|(x, p)| *x = unmap(p));
            match compiled.cartas(cfg, s, o) {
                Some(found) => found.and_then(|(r, e)| Some((usize::try_from(r).ok()?, usize::try_from(e).ok()?))),
                None => find_cartas(table, cfg, s, o),
            }
        }
        // Sides longer than the table's four positions: read from the table itself.
        _ => {
            let (s, o): (Vec<u8>, Vec<u8>) = (side.iter().map(unmap).collect(), other.iter().map(unmap).collect());
            find_cartas(table, cfg, &s, &o)
        }
    };
    let Some(entry) = found.and_then(|(r, e)| table.cartas.get(r)?.bets.get(e)) else { return 0 };
    annul_in_order(entry, board, map)
}

/// The first `annul` cards of the entry's order still live.
fn annul_in_order(entry: &CartasEntry, board: &Board, map: &Mapping) -> Cards {
    let mut left = entry.annul;
    let mut set = 0;
    for &(p, r) in &entry.order {
        if left == 0 {
            break;
        }
        let p = map.board_place(p);
        if board.live(p, r)
            && let Some(c) = board.card(p, r)
        {
            set |= bit(c);
            left -= 1;
        }
    }
    set
}

/// The cards a Salto on card `on` has annulled under `cfg`: the entry for that card (the
/// literal text speaks only of a Salto on the doubled card), else the configuration's entry
/// for every Salto (the principle reads rules a–b layout-wide).
pub fn salto(table: &AnnulTable, compiled: &Compiled, cfg: Config, on: u8, board: &Board) -> Cards {
    let compiled = on.checked_sub(1).and_then(|i| *compiled.salto[config_index(cfg)].get(usize::from(i))?);
    let found = match compiled {
        Some(row) => row.and_then(|r| usize::try_from(r).ok()),
        None => find_salto(table, cfg, on),
    };
    let Some(row): Option<&SaltoAnnulments> = found.and_then(|r| table.salto.get(r)) else {
        return 0;
    };
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

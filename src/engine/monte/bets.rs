//! A monte bet as the log writes it (`docs/design/monte/spec.md` §3 and §4): its window, whether it is
//! one of the game (MO007, MO008, MO011), and its race — the live cards that win, lose or annul
//! it — worked out once, when it is placed, for the cards drawn to decide it.

use super::annul::{self, Cards, Mapping, bit};
use super::engine::{Coup, Positions, Table, suerte_kind};
use super::settle::Stake;
use super::spec::{Pairing, Phase, Suerte};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{BetRef, Loc, Numbers, Sp, Word};
use crate::money::Amount;
use crate::t;

const KINDS: [&str; 6] = ["cartas", "salto", "camo", "anti", "viudo", "vis"];

pub(super) fn suerte_word(kind: &str) -> Option<Suerte> {
    Some(match kind {
        "cartas" => Suerte::Cartas,
        "salto" => Suerte::Salto,
        "camo" => Suerte::Camo,
        "anti" => Suerte::Anti,
        "viudo" => Suerte::Viudo,
        "vis" => Suerte::Vis,
        _ => return None,
    })
}

/// The word a croupier may write for a kind: the cloth's box letters, the long names.
fn alias(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "carta" => "cartas",
        "vista" | "vista-hermosa" | "vistahermosa" => "vis",
        "c" => "camo",
        "a" => "anti",
        "v" => "viudo",
        "s" => "salto",
        _ => return None,
    })
}

impl Table<'_> {
    pub(super) fn bet(
        &mut self,
        at: Loc,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return };
        if c.layout.void.is_some() || c.layout.fourth.is_some() {
            return;
        }
        // Which window the bet is in, and whether it is open.
        if !c.layout.complete() {
            if !c.early_reported {
                c.early_reported = true;
                out.push(
                    Finding::new("MO006", Label::new(at, t!("mo-label-line")), t!("mo-bet-before-layout"))
                        .expected(t!("mo-expect-layout-first"))
                        .found(t!("mo-found-layout-incomplete"))
                        .rule_opt(g.rule(&["monte.phases"])),
                );
            }
        } else if c.ph == 0 && c.phases[0].decided.is_some() {
            // Primeras is decided: a bet now is Segundas', without its «hagan juego».
            self.open_segundas(None, out);
            self.window_fault(at, t!("mo-segundas-without-betting"), out);
        } else if c.phases[c.ph].closed.is_some() || c.phases[c.ph].decided.is_some() {
            self.window_fault(at, t!("mo-bet-after-nomore"), out);
        } else if c.phases[c.ph].betting.is_none() {
            let msg = if c.ph == 0 { t!("mo-bet-before-betting") } else { t!("mo-segundas-without-betting") };
            self.window_fault(at, msg, out);
        }
        let Some(c) = self.coup.as_mut() else { return };
        let ph = c.ph;
        let refuse = |c: &mut Coup| {
            c.refused.push((
                seat.value.to_owned(),
                bet.kind.value.to_owned(),
                bet.target.map(|t| t.value).unwrap_or_default(),
            ))
        };
        let Some(kind) = suerte_word(bet.kind.value) else {
            refuse(c);
            let hint = match alias(bet.kind.value) {
                Some(a) => crate::log::suggest::did_you_mean_words(&[a]),
                None => crate::log::suggest::did_you_mean_text(bet.kind.value, &KINDS),
            };
            out.push(
                Finding::new(
                    "MO011",
                    Label::new(bet.kind.loc, t!("mo-label-kind")),
                    t!("mo-unknown-kind", kind = bet.kind.value, hint = hint),
                )
                .expected(t!("mo-expect-one-of", list = KINDS.join(", ")))
                .found(bet.kind.value)
                .rule_opt(g.rule(&["monte.cartas.def"])),
            );
            return;
        };
        let target = bet.target.map(|t| t.value).unwrap_or_default();
        if let Some(why) = self.not_of_the_game(kind, &target, ph) {
            let Some(c) = self.coup.as_mut() else { return };
            refuse(c);
            let (code, rule) = match why {
                NotOfGame::SaltoSegundas => ("MO007", "monte.salto.primeras_only"),
                NotOfGame::VisSegundas => ("MO008", "monte.vis.def"),
                NotOfGame::NotPlaced => ("MO011", "monte.segundas.start"),
                _ => ("MO011", "monte.cartas.def"),
            };
            let (message, expected) = not_of_game_text(why, kind, &target);
            let written =
                if target.is_empty() { bet.kind.value.to_owned() } else { format!("{} {}", bet.kind.value, target) };
            out.push(
                Finding::new(code, Label::new(bet.loc, t!("mo-label-kind")), message)
                    .expected(expected)
                    .found(Text::code(written))
                    .rule_opt(g.rule(&[rule])),
            );
            return;
        }
        let Some(c) = self.coup.as_mut() else { return };
        // The cheapest tests first: the seat's bytes are compared last.
        let same = c.stakes.iter().position(|s| {
            s.kind == kind
                && s.window == ph
                && s.target == target
                && s.outcome.is_none()
                && s.settled.is_none()
                && s.seat == seat.value
        });
        let m = &mut c.money[suerte_kind(kind) as usize];
        m.staked = m.staked.saturating_add(amount.value);
        if let Some(i) = same {
            c.stakes[i].amount = c.stakes[i].amount.saturating_add(amount.value);
            return;
        }
        let unseen = 40u32.saturating_sub(c.seen.count_ones()) as u8;
        let race = self.race(kind, &target, ph);
        let Some(c) = self.coup.as_mut() else { return };
        c.stakes.push(Stake {
            seat: crate::engine::baccarat::money::SeatName::new(seat.value),
            kind,
            target,
            window: ph,
            amount: amount.value,
            loc: bet.loc,
            win: race.win,
            lose: race.lose,
            annulled: race.annulled,
            multiple: race.multiple,
            outcome: None,
            settled: None,
            paid: None,
            unseen,
        });
        // A bet after the window closed is judged against the limits at once.
        if c.phases[ph].closed.is_some()
            && let Some(s) = c.stakes.last()
            && let Some(f) = super::settle::limits(g, self.min, s)
        {
            out.push(f);
        }
    }

    /// Why a bet is not one of the game in this window (MO007, MO008, MO011).
    fn not_of_the_game(&self, kind: Suerte, target: &Numbers, ph: usize) -> Option<NotOfGame> {
        let g = self.g;
        let nums = target.as_slice();
        // Each malformed target its own message: what the suerte names, and what was written.
        if nums.is_empty() {
            return Some(NotOfGame::NoPlaces);
        }
        if nums.iter().any(|&n| !(1..=4).contains(&n)) {
            return Some(NotOfGame::OutOfRange);
        }
        let phase = if ph == 0 { Phase::Primeras } else { Phase::Segundas };
        match kind {
            Suerte::Cartas => {
                if !matches!(nums.len(), 2 | 4) {
                    return Some(NotOfGame::PlaceCount);
                }
                let distinct = nums.iter().enumerate().all(|(i, a)| !nums[..i].contains(a));
                if !distinct {
                    return Some(NotOfGame::SameCard);
                }
                let p = &g.spec.suertes.cartas.pairings;
                let pair = |a: u16, b: u16| (a.min(b), a.max(b));
                let ok = match nums {
                    [a, b] => match pair(*a, *b) {
                        (1, 2) | (3, 4) => p.contains(&Pairing::Row),
                        (1, 3) | (2, 4) => p.contains(&Pairing::Column),
                        _ => g.spec.suertes.cartas.diagonal_one,
                    },
                    [a, b, _, _] => match pair(*a, *b) {
                        (1, 2) | (3, 4) => p.contains(&Pairing::Rows),
                        (1, 3) | (2, 4) => p.contains(&Pairing::Columns),
                        _ => p.contains(&Pairing::Diagonals),
                    },
                    _ => false,
                };
                if !ok {
                    return Some(NotOfGame::Pairing);
                }
            }
            Suerte::Salto if !g.spec.suertes.salto.phases.contains(&phase) => return Some(NotOfGame::SaltoSegundas),
            Suerte::Vis if !g.spec.suertes.vis.phases.contains(&phase) => return Some(NotOfGame::VisSegundas),
            _ => {
                if nums.len() != 1 {
                    return Some(NotOfGame::PlaceCount);
                }
            }
        }
        if ph == 1 {
            let row = self.coup.as_ref().and_then(|c| c.segundas_row).unwrap_or([1, 2]);
            if nums.iter().any(|&n| !row.contains(&(n as u8))) {
                return Some(NotOfGame::NotPlaced);
            }
        }
        None
    }

    /// A bet's race as it is placed.
    fn race(&self, kind: Suerte, target: &Numbers, ph: usize) -> Race {
        let g = self.g;
        let Some(c) = self.coup.as_ref() else { return Race::default() };
        // A Vista Hermosa reads only the placed cards (its card is the placed one's Camo).
        let board = if kind == Suerte::Vis { c.layout.board } else { self.board_now() };
        let (positions, row) = self.mapper(ph);
        let map = if ph == 0 { Mapping::SAME } else { Mapping::row(row[0], row[1]) };
        // Each worked out only for the suertes that ask it (each a pass over the places).
        let cfg = || annul::config(board.missing(row[0]), board.missing(row[1]));
        let mut nums = Positions::default();
        for &n in target.as_slice() {
            nums.push(n as u8);
        }
        let nums = nums.as_slice();
        let positions = positions.as_slice();
        let all = || board.live_cards(positions, 0);
        let net = |x: u32| match g.spec.suertes.payout {
            super::spec::Payout::Net => x,
            super::spec::Payout::Gross => x.saturating_sub(1),
        };
        let mut r = Race::default();
        match kind {
            Suerte::Cartas => {
                let cfg = cfg();
                let half = nums.len() / 2;
                let (side, other) = nums.split_at(half);
                let ann = annul::cartas(&g.table, &g.annul, cfg, side, other, &board, &map);
                r.win = board.live_cards(side, ann);
                r.lose = board.live_cards(other, ann);
                r.annulled = ann;
                r.multiple = g.spec.suertes.cartas.pays;
            }
            Suerte::Salto => {
                let n = nums.first().copied().unwrap_or(1);
                let ann = if ph == 0 { annul::salto(&g.table, &g.annul, cfg(), n, &board) } else { 0 };
                let mut others = Positions::default();
                for &p in positions.iter().filter(|&&p| p != n) {
                    others.push(p);
                }
                r.win = board.live_cards(&[n], ann);
                r.lose = board.live_cards(others.as_slice(), ann);
                r.annulled = ann;
                r.multiple = net(g.spec.suertes.salto.pays);
            }
            Suerte::Camo | Suerte::Anti | Suerte::Viudo => {
                let n = nums.first().copied().unwrap_or(1);
                let rel = match kind {
                    Suerte::Camo => super::spec::Relation::Camo,
                    Suerte::Anti => super::spec::Relation::Anti,
                    _ => super::spec::Relation::Viudo,
                };
                r.win = board.card(n, rel).map_or(0, bit);
                let all = all();
                r.lose = all & !r.win;
                let cav = &g.spec.suertes.cav;
                r.multiple = net(if ph == 0 {
                    cav.primeras.saturating_sub(c.layout.cav_deduction(g))
                } else {
                    let missing = 6u32.saturating_sub(all.count_ones());
                    match cav.segundas_deduction {
                        super::spec::SegundasDeduction::PerMissingLiveCard => cav.segundas.saturating_sub(missing),
                        super::spec::SegundasDeduction::None => cav.segundas,
                    }
                });
            }
            Suerte::Vis => {
                let n = nums.first().copied().unwrap_or(1);
                r.win = board.card(n, super::spec::Relation::Camo).map_or(0, bit);
                r.multiple = net(g.spec.suertes.vis.pays.saturating_sub(c.layout.vis_deduction(g)));
            }
        }
        r
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NotOfGame {
    /// No place written (`bet s2 cartas 5`: the number is the stake).
    NoPlaces,
    /// A Cartas of other than two or four places, another suerte of other than one.
    PlaceCount,
    /// A place not 1–4.
    OutOfRange,
    /// A Cartas with a card against itself.
    SameCard,
    Pairing,
    SaltoSegundas,
    VisSegundas,
    NotPlaced,
}

/// The suerte's name in messages (the cloth's words, the same in both languages).
fn suerte_name(k: Suerte) -> &'static str {
    match k {
        Suerte::Cartas => "Cartas",
        Suerte::Salto => "Salto",
        Suerte::Camo => "Camo",
        Suerte::Anti => "Anti",
        Suerte::Viudo => "Viudo",
        Suerte::Vis => "Vista Hermosa",
    }
}

/// MO007, MO008, MO011: what is wrong with a bet not of the game, and what it should be. A
/// malformed target says what the suerte names and what was written, never an empty target.
fn not_of_game_text(why: NotOfGame, kind: Suerte, target: &Numbers) -> (Text, Text) {
    let (shown, count, suerte) = (target.to_string(), target.as_slice().len(), suerte_name(kind));
    let cartas = kind == Suerte::Cartas;
    match why {
        NotOfGame::SaltoSegundas => (t!("mo-salto-segundas"), t!("mo-expect-primeras-only")),
        NotOfGame::VisSegundas => (t!("mo-vis-segundas"), t!("mo-expect-primeras-only")),
        NotOfGame::NotPlaced => (t!("mo-not-placed", target = shown), t!("mo-expect-row")),
        NotOfGame::NoPlaces if cartas => (t!("mo-cartas-no-places"), t!("mo-expect-pairings")),
        NotOfGame::NoPlaces => (t!("mo-one-place-none", suerte = suerte), t!("mo-expect-one-place")),
        NotOfGame::PlaceCount if cartas => {
            (t!("mo-cartas-place-count", target = shown, count = count), t!("mo-expect-pairings"))
        }
        NotOfGame::PlaceCount => {
            (t!("mo-one-place-count", suerte = suerte, target = shown, count = count), t!("mo-expect-one-place"))
        }
        NotOfGame::OutOfRange => (t!("mo-place-out-of-range", target = shown), t!("mo-expect-positions")),
        NotOfGame::SameCard => (t!("mo-cartas-against-itself", target = shown), t!("mo-expect-pairings")),
        NotOfGame::Pairing => (t!("mo-bad-pairing", target = shown), t!("mo-expect-pairings")),
    }
}

/// A bet's race when placed.
#[derive(Clone, Copy, Debug, Default)]
struct Race {
    win: Cards,
    lose: Cards,
    annulled: Cards,
    multiple: u32,
}

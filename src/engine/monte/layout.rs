//! The layout of a coup («emplazar», `docs/design/monte/spec.md` §2 step 2): the first and second
//! cards from the bottom, burned («quemadas») and redrawn when of one value; a third or fourth
//! card of their value placed on them («doblada», «triplicada») and another card drawn; the
//! third and fourth cards from the top (of one value: both burned, by default); a card of a
//! burned value burned too (default); the fourth card of the first or second card's value
//! before the layout is complete voids the coup (L3487).
//!
//! The cards are taken as the log places them, so that one fault is one finding and the coup is
//! then judged as it was played.

use super::annul::{Board, bit, relation};
use super::game::MonteGame;
use super::spec::{BurnedValue, End, SameValue};
use crate::finding::{Finding, Label};
use crate::log::event::{DeckEnd, Loc, Sp};
use crate::log::spanish_card::SpanishCard;
use crate::t;

/// A pair of placed cards of one value, which must be burned before anything else.
#[derive(Clone, Copy, Debug)]
struct Pending {
    /// The positions still to burn.
    positions: [Option<u8>; 2],
    /// The card that made the pair.
    at: Loc,
}

#[derive(Clone, Debug, Default)]
pub struct Layout {
    pub board: Board,
    /// The cards lying on the first and second cards.
    pub on: [u8; 2],
    pub placed_at: [Option<Loc>; 4],
    /// Cards burned in the coup (each one point off VIS, A-MON-3).
    pub burned: u32,
    /// The values burned, by rank (a later card of one is burned too).
    burned_values: u16,
    /// The first pair was burned: its replacements come from `burn_redraw_from`.
    first_burned: bool,
    pending: Option<Pending>,
    /// The fourth card of the first or second card's value, out before the layout was complete.
    pub fourth: Option<Loc>,
    /// The `void` line.
    pub void: Option<Loc>,
    fourth_reported: bool,
}

fn end_of(end: End) -> Option<DeckEnd> {
    match end {
        End::Top => Some(DeckEnd::Top),
        End::Bottom => Some(DeckEnd::Bottom),
        End::Any => None,
    }
}

/// «the top» / «la parte superior» of the deck, in the reader's language.
pub fn end_word(e: DeckEnd) -> crate::i18n::Text {
    match e {
        DeckEnd::Top => t!("mo-end-top"),
        DeckEnd::Bottom => t!("mo-end-bottom"),
    }
}

impl Layout {
    /// The four cards placed, no pair left to burn, no fourth card of a value out.
    pub fn complete(&self) -> bool {
        self.board.placed.iter().all(Option::is_some) && self.pending.is_none() && self.fourth.is_none()
    }

    fn is_burned_value(&self, c: SpanishCard) -> bool {
        self.burned_values & (1 << (c.rank as u16)) != 0
    }

    /// A pair of one value left on the layout when the next card came (MO003).
    fn pair_not_burned(&mut self, g: &MonteGame, at: Loc, out: &mut Vec<Finding>) {
        let Some(p) = self.pending.take() else { return };
        let first = p.positions.iter().flatten().any(|&q| q <= 2);
        out.push(
            Finding::new("MO003", Label::new(at, t!("mo-label-next-card")), t!("mo-pair-not-burned"))
                .label(p.at, t!("mo-label-pair"))
                .expected(t!("mo-expect-pair-burned"))
                .found(t!("mo-found-pair-played"))
                .rule_opt(g.rule(if first { &["monte.burn.first_two"] } else { &["monte.burn.bottom"] })),
        );
    }

    /// `deal pN CARD [end]`: a card placed, or placed on a card (a doubling).
    pub fn place(
        &mut self,
        g: &MonteGame,
        pos: Sp<u8>,
        card: Sp<SpanishCard>,
        end: Option<Sp<DeckEnd>>,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let (p, c) = (pos.value, card.value);
        if !(1..=4).contains(&p) {
            return;
        }
        self.pair_not_burned(g, at, out);
        let i = usize::from(p - 1);
        if let Some(existing) = self.board.placed[i] {
            return self.place_on(g, p, existing, card, end, at, out);
        }
        if g.spec.layout.burned_value == BurnedValue::Burn && self.is_burned_value(c) {
            out.push(
                Finding::new(
                    "MO003",
                    Label::new(card.loc, t!("mo-label-card")),
                    t!("mo-burned-value-placed", card = c.to_string(), pos = p),
                )
                .expected(t!("mo-expect-burned", card = c.to_string()))
                .found(t!("mo-found-placed", pos = p))
                .rule_opt(g.rule(&["monte.burn.first_two"])),
            );
        }
        let expected = (1..=4u8).find(|&q| self.board.placed[usize::from(q - 1)].is_none()).unwrap_or(p);
        if p != expected {
            out.push(
                Finding::new(
                    "MO002",
                    Label::new(pos.loc, t!("mo-label-place")),
                    t!("mo-out-of-order", pos = p, expected = expected),
                )
                .expected(t!("mo-expect-place", pos = expected))
                .found(t!("mo-found-place", pos = p))
                .rule_opt(g.rule(if p <= 2 { &["monte.layout.p1p2"] } else { &["monte.layout.p3p4"] })),
            );
        } else if let Some(e) = end {
            let redraw = p <= 2 && self.first_burned;
            let want = if p <= 2 {
                if redraw { end_of(g.spec.layout.burn_redraw_from) } else { Some(DeckEnd::Bottom) }
            } else {
                Some(DeckEnd::Top)
            };
            if let Some(w) = want
                && w != e.value
            {
                let (code, rule) = match (redraw, p <= 2) {
                    (true, _) => ("MO003", "monte.burn.bottom"),
                    (false, true) => ("MO002", "monte.layout.p1p2"),
                    (false, false) => ("MO002", "monte.layout.p3p4"),
                };
                out.push(
                    Finding::new(
                        code,
                        Label::new(e.loc, t!("mo-label-end")),
                        t!("mo-wrong-end", pos = p, card = c.to_string(), end = end_word(e.value), want = end_word(w)),
                    )
                    .expected(t!("mo-expect-end", end = end_word(w)))
                    .found(t!("mo-found-end", end = end_word(e.value)))
                    .rule_opt(g.rule(&[rule])),
                );
            }
        }
        if p >= 3
            && let Some(q) =
                (1..=2u8).find(|&q| self.board.placed[usize::from(q - 1)].is_some_and(|x| x.rank == c.rank))
        {
            out.push(
                Finding::new(
                    "MO004",
                    Label::new(card.loc, t!("mo-label-card")),
                    t!("mo-not-doubled", card = c.to_string(), pos = p, on = q),
                )
                .expected(t!("mo-expect-on", pos = q))
                .found(t!("mo-found-place", pos = p))
                // A card of a value already doubled: «nuevamente del mismo valor», tripled.
                .rule_opt(g.rule(if self.on[usize::from(q - 1)] >= 1 {
                    &["monte.double.repeat", "monte.double"]
                } else {
                    &["monte.double"]
                })),
            );
        }
        self.board.placed[i] = Some(c);
        self.board.out[i] = 0;
        self.placed_at[i] = Some(at);
        let partner = |q: u8| self.board.placed[usize::from(q - 1)].filter(|x| x.rank == c.rank);
        if p == 2 && partner(1).is_some() {
            self.pending = Some(Pending { positions: [Some(1), Some(2)], at });
        } else if p == 4 && partner(3).is_some() {
            self.pending = match g.spec.layout.p3_p4_same_value {
                SameValue::BurnBoth => Some(Pending { positions: [Some(3), Some(4)], at }),
                SameValue::BurnFourth => Some(Pending { positions: [Some(4), None], at }),
                SameValue::Play => None,
            };
        }
    }

    /// A card dealt onto a place that holds one: a doubling, or a fault.
    #[allow(clippy::too_many_arguments)]
    fn place_on(
        &mut self,
        g: &MonteGame,
        p: u8,
        existing: SpanishCard,
        card: Sp<SpanishCard>,
        end: Option<Sp<DeckEnd>>,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let c = card.value;
        let fault = |why| {
            Finding::new(
                "MO004",
                Label::new(card.loc, t!("mo-label-card")),
                t!("mo-bad-doubling", card = c.to_string(), pos = p, on = existing.to_string(), why = why),
            )
            .expected(t!("mo-expect-doubling"))
            .found(t!("mo-found-on", card = c.to_string(), pos = p))
        };
        if p >= 3 {
            out.push(fault(t!("mo-why-p3p4")).rule_opt(g.rule(&["monte.double"])));
            return;
        }
        let Some(_) = relation(existing, c) else {
            out.push(fault(t!("mo-why-value")).rule_opt(g.rule(&["monte.double"])));
            return;
        };
        let i = usize::from(p - 1);
        if let Some(e) = end
            && e.value == DeckEnd::Bottom
            && end_of(g.spec.layout.replacement_from) == Some(DeckEnd::Top)
        {
            let rule = if self.on[i] >= 1 { "monte.triple.from_top" } else { "monte.double.from_top" };
            out.push(fault(t!("mo-why-bottom")).rule_opt(g.rule(&[rule])));
        }
        self.on[i] += 1;
        self.board.out[i] |= bit(c);
        if self.on[i] >= 3 && !self.complete() && g.spec.layout.void_on_fourth {
            self.fourth.get_or_insert(at);
        }
    }

    /// `burn CARD`: a card set aside.
    pub fn burn(&mut self, g: &MonteGame, card: Sp<SpanishCard>, at: Loc, out: &mut Vec<Finding>) {
        let c = card.value;
        self.burned += 1;
        if let Some(mut pend) = self.pending {
            let hit =
                pend.positions.iter_mut().find(|q| q.is_some_and(|q| self.board.placed[usize::from(q - 1)] == Some(c)));
            if let Some(slot) = hit {
                let q = slot.take().unwrap_or(1);
                self.board.placed[usize::from(q - 1)] = None;
                self.board.out[usize::from(q - 1)] = 0;
                self.burned_values |= 1 << (c.rank as u16);
                if q <= 2 {
                    self.first_burned = true;
                }
                self.pending = if pend.positions.iter().all(Option::is_none) { None } else { Some(pend) };
                return;
            }
        }
        // A card of a burned value is burned in its turn while the layout is being placed; once
        // the four cards lie, nothing calls for a burn.
        if self.pending.is_none()
            && !self.complete()
            && self.is_burned_value(c)
            && g.spec.layout.burned_value == BurnedValue::Burn
        {
            return;
        }
        self.pair_not_burned(g, at, out);
        out.push(
            Finding::new(
                "MO003",
                Label::new(card.loc, t!("mo-label-card")),
                if self.complete() {
                    t!("mo-needless-burn-after-layout", card = c.to_string())
                } else {
                    t!("mo-needless-burn", card = c.to_string())
                },
            )
            .expected(t!("mo-expect-no-burn"))
            .found(t!("mo-found-burned", card = c.to_string()))
            .rule_opt(g.rule(&["monte.burn.first_two"])),
        );
        // A placed card burned is off the layout all the same.
        if let Some(i) = self.board.placed.iter().position(|x| *x == Some(c)) {
            self.board.placed[i] = None;
            self.board.out[i] = 0;
        }
    }

    /// `void`: the coup annulled.
    pub fn void(&mut self, g: &MonteGame, at: Loc, out: &mut Vec<Finding>) {
        self.void = Some(at);
        if self.fourth.is_none() {
            out.push(
                Finding::new("MO005", Label::new(at, t!("mo-label-void")), t!("mo-void-without-fourth"))
                    .expected(t!("mo-expect-void-cause"))
                    .found(t!("mo-found-void"))
                    .rule_opt(g.rule(&["monte.void.four_of_value"])),
            );
        }
    }

    /// Any line of the coup but `void`: after the fourth card of a value, the coup was played on
    /// (MO005, once).
    #[inline]
    pub fn played_on(&mut self, g: &MonteGame, at: Loc, out: &mut Vec<Finding>) {
        // Asked at nearly every line of a coup; a fourth card is rare.
        if self.fourth.is_some() {
            self.played_on_fourth(g, at, out);
        }
    }

    #[cold]
    #[inline(never)]
    fn played_on_fourth(&mut self, g: &MonteGame, at: Loc, out: &mut Vec<Finding>) {
        let Some(fourth) = self.fourth else { return };
        if self.void.is_some() || self.fourth_reported {
            return;
        }
        self.fourth_reported = true;
        out.push(
            Finding::new("MO005", Label::new(at, t!("mo-label-played-on")), t!("mo-played-on"))
                .label(fourth, t!("mo-label-fourth"))
                .expected(t!("mo-expect-void"))
                .found(t!("mo-found-played-on"))
                .rule_opt(g.rule(&["monte.void.four_of_value"])),
        );
    }

    /// Judged as if the coup had been annulled, once its MO005 is reported: nothing it played is
    /// reported again.
    pub fn fourth_reported(&self) -> bool {
        self.fourth_reported
    }

    /// Points off C/A/V (Primeras) and VIS: the cards lying on the first two, and the burned.
    pub fn cav_deduction(&self, g: &MonteGame) -> u32 {
        let d = &g.spec.suertes.cav.deduction;
        let per = |n: u8| match n {
            0 => 0,
            1 => d.doubled,
            // A tripled card: two cards lie on it (A-MON-6); three would have voided the coup.
            _ => d.tripled,
        };
        per(self.on[0]) + per(self.on[1]) + d.burned.saturating_mul(self.burned)
    }

    pub fn vis_deduction(&self, g: &MonteGame) -> u32 {
        let n = u32::from(self.on[0]) + u32::from(self.on[1]) + self.burned;
        g.spec.suertes.vis.points_per_card.saturating_mul(n)
    }
}

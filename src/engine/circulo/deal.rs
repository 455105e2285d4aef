//! The cards of a hand: the hole cards and their misdeals, the community cards (one too many,
//! one turned early, a discard), the showdown's lines, and what follows a `void`.

use smallvec::SmallVec;

use super::engine::Table;
use super::pots::{INLINE, slots};
use super::round::{Early, Hand};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{Card, CardSeen, Face};
use crate::log::event::{CardRun, Loc, Sp};
use crate::money::Amount;
use crate::t;

impl Table<'_> {
    /// The deal judged at the first action: each player's count, the order, the faces
    /// (PC028 or, at the sintético, PC040), the players' number (PC001, PC048).
    pub(super) fn judge_deal(&self, h: &mut Hand, at: Loc, out: &mut Vec<Finding>) {
        if h.deal_judged {
            return;
        }
        h.deal_judged = true;
        let n = h.dealt_in_count();
        let min = usize::from(self.g.spec.seats.min_players);
        if n < min && self.emits("PC001") {
            out.push(
                Finding::new("PC001", Label::new(at, t!("pc-label-hand")), t!("pc-few-players", n = n, min = min))
                    .label(h.at, t!("pc-label-round"))
                    .expected(t!("pc-expect-players", min = min)),
            );
        }
        if let Some(max) = self.max_seats()
            && n > usize::from(max)
            && self.emits("PC048")
        {
            out.push(
                Finding::new("PC048", Label::new(at, t!("pc-label-hand")), t!("pc-too-many-seats", n = n, max = max))
                    .label(h.at, t!("pc-label-round"))
                    .expected(t!("pc-expect-seats", max = max)),
            );
        }
        if h.deal_seq.is_empty() {
            return;
        }
        let code = if self.g.spec.street.is_some() { "PC040" } else { "PC028" };
        if !self.emits(code) {
            return;
        }
        let why = self.misdeal(h);
        if let Some((loc, why)) = why {
            out.push(
                Finding::new(code, Label::new(at, t!("pc-label-played-on")), why)
                    .label(loc, t!("pc-label-misdeal"))
                    .expected(t!("pc-expect-misdeal-void")),
            );
        }
    }

    /// The first misdeal of the hole cards: a card face up, a player with a wrong count, the
    /// cards out of order.
    fn misdeal(&self, h: &Hand) -> Option<(Loc, Text)> {
        if let Some(loc) = h.face_up {
            return Some((loc, t!("pc-misdeal-face-up")));
        }
        // The players served, the most cards one got, the first served a count other than the
        // street's (where the article fixes it) and the first with an ante and no card, in one
        // pass.
        let street_hole = self.g.spec.street.as_ref().map(|st| usize::from(st.hole));
        // The served players' indices in a plain array (a push asked whether the small vector
        // had spilled), on the heap past ten players.
        let (mut dealt_arr, mut dealt_heap) = ([0usize; INLINE], Vec::new());
        let served = slots(&mut dealt_arr, &mut dealt_heap, h.players.len(), 0);
        let mut m = 0;
        let mut most = 0;
        let mut miscounted = None;
        let mut unserved = None;
        for (i, p) in h.players.iter().enumerate() {
            let n = p.hole.len();
            if n != 0 {
                // One slot a player: `m` stays below their number.
                if let Some(slot) = served.get_mut(m) {
                    *slot = i;
                    m += 1;
                }
                most = most.max(n);
                if miscounted.is_none() && street_hole.is_some_and(|w| w != n) {
                    miscounted = Some(i);
                }
            } else if unserved.is_none() && p.ante.is_some() {
                unserved = Some(i);
            }
        }
        let dealt: &[usize] = served.get(..m).unwrap_or_default();
        let want = street_hole.unwrap_or(most);
        // Without a street's count, the most any player got: each served player compared now.
        if street_hole.is_none() {
            miscounted = dealt.iter().copied().find(|&i| h.players[i].hole.len() != want);
        }
        if let Some(i) = miscounted {
            let p = &h.players[i];
            let loc = p.hole.last().map_or(h.at, |c| c.1);
            return Some((loc, t!("pc-misdeal-count", seat = p.name.clone(), n = p.hole.len(), want = want)));
        }
        // Players dealt in without a card (an ante and no hole cards) are a short deal too.
        if let Some(i) = unserved {
            let p = &h.players[i];
            return Some((p.ante.unwrap_or(h.at), t!("pc-misdeal-count", seat = p.name.clone(), n = 0, want = want)));
        }
        // The order: from the first served (the mano, or the seat after it), in the order of
        // play, either one player's cards together or one card a pass.
        let first = h.mano_index().map(|m| match self.g.spec.play.deal_from {
            super::spec::DealFrom::Mano => m,
            super::spec::DealFrom::AfterMano => m + 1,
        });
        if dealt.is_empty() {
            return None;
        }
        // The first served at or after it, wrapping: `dealt` holds the served players in the
        // order of play, so it is the first there at or after it, else the first there (the
        // ring was walked with a division a seat, then the one found searched for in `dealt`).
        let pos = first
            .and_then(|f| {
                let f = f % h.players.len().max(1);
                dealt.iter().position(|&i| i >= f)
            })
            .unwrap_or(0);
        // The players from the first served, wrapping: the k-th served is `ring(k)`.
        let ring = |k: usize| dealt.get((pos + k) % m.max(1)).copied();
        // Each player's cards together, or one card a pass, compared without writing them out
        // (a player's cards a chunk of the sequence; a pass a walk round the ring).
        let len = m * want;
        let together = |k: usize| ring(k / want.max(1));
        let seq = &h.deal_seq;
        // The ring walked one player a chunk (not `ring(c)`: a division a card), card by card,
        // counting down each chunk (chunks of a slice and a test of each chunk's cards cost
        // some thirty instructions a player).
        let is_together = || {
            let w = want.max(1);
            let mut r = pos;
            let mut left = w;
            let mut who = dealt.get(r).copied();
            for &i in seq {
                if Some(i) != who {
                    return false;
                }
                left -= 1;
                if left == 0 {
                    left = w;
                    r += 1;
                    if r >= m {
                        r = 0;
                    }
                    who = dealt.get(r).copied();
                }
            }
            true
        };
        let in_passes = || {
            let mut r = pos;
            seq.iter().all(|&i| {
                let same = dealt.get(r) == Some(&i);
                r += 1;
                if r >= m {
                    r = 0;
                }
                same
            })
        };
        if seq.len() != len || (!is_together() && !in_passes()) {
            let k = seq.iter().take(len).enumerate().position(|(k, &i)| Some(i) != together(k)).unwrap_or(0);
            let who = h.deal_seq.get(k).map_or_else(String::new, |&i| h.players[i].name.as_str().to_owned());
            let loc = h
                .players
                .get(h.deal_seq.get(k).copied().unwrap_or(0))
                .and_then(|p| p.hole.first())
                .map_or(h.at, |c| c.1);
            return Some((loc, t!("pc-misdeal-order", seat = who)));
        }
        None
    }

    /// A line after `void` other than the chips' return (PC029), once. Asked at every line of
    /// a hand: the test inline, the finding out of line.
    #[inline]
    pub(super) fn after_void(&self, h: &mut Hand, at: Loc, out: &mut Vec<Finding>) -> bool {
        let Some(v) = h.void else { return false };
        self.played_after_void(h, v, at, out);
        true
    }

    fn played_after_void(&self, h: &mut Hand, v: Loc, at: Loc, out: &mut Vec<Finding>) {
        if !h.after_void_reported && self.emits("PC029") {
            h.after_void_reported = true;
            out.push(
                Finding::new("PC029", Label::new(at, t!("pc-label-after-void")), t!("pc-played-after-void"))
                    .label(v, t!("pc-label-void"))
                    .expected(t!("pc-expect-new-round")),
            );
        }
    }

    /// A card turned while the interval was open: annulled by a `discard` of it (`discard`:
    /// the card this line discards), or judged now. Asked at every card, show and hand's end:
    /// the test inline, the judgement out of line.
    #[inline]
    pub(super) fn resolve_early(&self, h: &mut Hand, discard: Option<Card>, betting: bool, out: &mut Vec<Finding>) {
        if h.early.is_some() {
            self.resolve_early_card(h, discard, betting, out);
        }
    }

    fn resolve_early_card(&self, h: &mut Hand, discard: Option<Card>, betting: bool, out: &mut Vec<Finding>) {
        let Some(e) = h.early.take() else { return };
        if discard == Some(e.card) {
            return;
        }
        // The card stands. If the betting goes on, it was turned early and serves the next
        // interval (PC042); else it closed the interval, which was not level (PC014) or not
        // over (PC042).
        if e.not_level && !betting {
            Self::close_interval(h, e.at, true, &|c| self.emits(c), out);
            h.turned_since = h.turned_since.saturating_add(1);
            return;
        }
        if self.emits("PC042") {
            out.push(
                Finding::new(
                    "PC042",
                    Label::new(e.at, t!("pc-label-card")),
                    t!("pc-early-reveal", card = e.card.to_string()),
                )
                .expected(t!("pc-expect-discard")),
            );
        }
        if betting {
            h.carried = h.carried.saturating_add(1);
        } else {
            Self::close_interval(h, e.at, false, &|c| self.emits(c), out);
            h.turned_since = h.turned_since.saturating_add(1);
        }
    }

    /// Cards dealt: to a seat (hole cards) or to `mesa` (community cards).
    pub(super) fn deal(
        &mut self,
        hand: Sp<&str>,
        cards: &[Sp<CardSeen>],
        face: Option<Face>,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        // The hand begun at `at` if none is (taken out of its place once a line).
        let mut h = self.take_hand(at);
        self.deal_in(&mut h, hand, cards, face, at, out);
        self.hand = Some(h);
    }

    fn deal_in(
        &mut self,
        h: &mut Hand,
        hand: Sp<&str>,
        cards: &[Sp<CardSeen>],
        face: Option<Face>,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        if self.after_void(h, at, out) {
            return;
        }
        // Matched as bytes: compared inline (a `str` comparison called the library's at
        // every deal line).
        let board = matches!(hand.value.as_bytes(), b"mesa");
        // Murcia's five placed face down: nothing turned yet.
        if board && face == Some(Face::Down) {
            return;
        }
        for c in cards {
            if let Some(card) = c.value {
                let bit = 1u64 << card.index();
                let in_deck = self.g.ranking.deck.index_of(card).is_some();
                if (!in_deck || h.seen & bit != 0) && self.emits("PC030") {
                    let msg = if in_deck {
                        t!("pc-card-twice", card = card.to_string())
                    } else {
                        t!("pc-card-not-in-deck", card = card.to_string())
                    };
                    out.push(
                        Finding::new("PC030", Label::new(c.loc, t!("pc-label-card")), msg)
                            .expected(t!("pc-expect-deck")),
                    );
                }
                h.seen |= bit;
            }
        }
        if board {
            for c in cards {
                let Some(card) = c.value else { continue };
                self.resolve_early(h, None, false, out);
                // At the sintético a card turned early may be discarded and replaced; under the
                // general rules a community card closes the interval there and then.
                if self.g.spec.street.is_some() && h.iv.open && (h.iv.pending != 0 || !h.level()) {
                    h.early = Some(Early { card, at: c.loc, not_level: !h.level() });
                } else {
                    Self::close_interval(h, c.loc, true, &|k| self.emits(k), out);
                    h.turned_since = h.turned_since.saturating_add(1);
                }
                h.board.push((card, c.loc));
            }
            return;
        }
        // The hole cards go round the table: the player after the last one served first.
        let i = self.seat_in_near(h, hand.value, h.deal_seq.last().map(|&j| j + 1));
        if self.ante > Amount::ZERO && h.players[i].ante.is_none() && !h.players[i].missing_ante_reported {
            h.players[i].missing_ante_reported = true;
            if self.emits("PC031") {
                out.push(
                    Finding::new(
                        "PC031",
                        Label::new(at, t!("pc-label-deal")),
                        t!("pc-dealt-without-ante", seat = hand.value),
                    )
                    .expected(t!("pc-expect-ante", ante = self.ante)),
                );
            }
        }
        if face == Some(Face::Up) && h.face_up.is_none() {
            h.face_up = Some(at);
        }
        // The player looked up once for all its cards; the deal's order after them.
        let p = &mut h.players[i];
        for c in cards {
            p.hole.push((c.value, c.loc));
        }
        h.deal_seq.extend(std::iter::repeat_n(i, cards.len()));
    }

    /// Shows and mucks at the showdown, in the order written.
    pub(super) fn show(&mut self, seat: Sp<&str>, cards: Option<&CardRun<'_>>, at: Loc, out: &mut Vec<Finding>) {
        let Some(mut h) = self.hand.take() else { return };
        if !self.after_void(&mut h, at, out) {
            self.resolve_early(&mut h, None, false, out);
            Self::close_interval(&mut h, at, true, &|c| self.emits(c), out);
            // The showdown goes round the table: the player after the last to show (or after
            // the last bettor, for the first) tried first (`find_near` finds what `find` does).
            let hint = h.showdown.last().map(|&(j, _)| j + 1).or(h.last_bettor);
            match h.find_near(seat.value, hint).filter(|&i| h.dealt_in(i)) {
                Some(i) if h.players[i].folded.is_none() => {
                    match cards {
                        Some(run) => {
                            // Pushed in place (a collect went through `extend`, out of line).
                            let mut shown: SmallVec<[Card; 7]> = SmallVec::new();
                            // Two cards as the simulator writes them read at their places
                            // (`iter` reads a byte at a time).
                            if let Some([Some(a), Some(b)]) = run.two() {
                                // Both cards known: made inline at once.
                                shown = SmallVec::from_buf_and_len([a, b, a, a, a, a, a], 2);
                            } else if let Some(two) = run.two() {
                                for card in two.into_iter().flatten() {
                                    shown.push(card);
                                }
                            } else {
                                for c in run.iter() {
                                    if let Some(card) = c.value {
                                        shown.push(card);
                                    }
                                }
                            }
                            h.players[i].shown = Some((shown, at));
                        }
                        None => h.players[i].mucked = Some(at),
                    }
                    h.showdown.push((i, at));
                }
                Some(i) => {
                    if self.emits("PC036") {
                        let f = h.players[i].folded.unwrap_or(at);
                        out.push(
                            Finding::new(
                                "PC036",
                                Label::new(at, t!("pc-label-action")),
                                t!("pc-after-fold", seat = seat.value),
                            )
                            .label(f, t!("pc-label-fold"))
                            .expected(t!("pc-expect-no-action")),
                        );
                    }
                }
                None => {
                    if self.emits("PC036") {
                        out.push(
                            Finding::new(
                                "PC036",
                                Label::new(seat.loc, t!("pc-label-seat")),
                                t!("pc-not-dealt-in", seat = seat.value),
                            )
                            .expected(t!("pc-expect-dealt-in")),
                        );
                    }
                }
            }
        }
        self.hand = Some(h);
    }

    /// `discard CARD`: a community card annulled (V L3211–3213, M L394–396).
    pub(super) fn discard(&mut self, card: Sp<CardSeen>, at: Loc, out: &mut Vec<Finding>) {
        let Some(mut h) = self.hand.take() else { return };
        if !self.after_void(&mut h, at, out) {
            let c = card.value;
            let early = h.early.map(|e| e.card);
            if c.is_some() && c == early {
                h.early = None;
                if let Some(k) = h.board.iter().rposition(|b| Some(b.0) == c) {
                    h.board.remove(k);
                }
            } else {
                self.resolve_early(&mut h, c, false, out);
                if let Some(k) = h.board.iter().rposition(|b| Some(b.0) == c) {
                    h.board.remove(k);
                    h.turned_since = h.turned_since.saturating_sub(1);
                }
            }
            h.discards = h.discards.saturating_add(1);
            // Replacements need unused cards: when the deck cannot give the rest of the board,
            // the hand is void (V L3211, PC043).
            if let Some(st) = &self.g.spec.street
                && st.void_when_short
            {
                let holes: usize = h.players.iter().map(|p| p.hole.len()).sum();
                let board_total: usize =
                    st.turned_before.iter().map(|&n| usize::from(n)).sum::<usize>() + usize::from(st.turned_after);
                let needed = holes + board_total + usize::from(h.discards);
                if needed > self.g.ranking.deck.len() && h.short_deck.is_none() {
                    h.short_deck = Some(at);
                }
            }
        }
        self.hand = Some(h);
    }
}

//! The monte engine of one log: each coup replayed from its cards (`docs/design/monte/spec.md`
//! §2 and §4). The layout ([`super::layout`]), then the phases: «hagan juego» (`betting`), the
//! bets ([`super::bets`]: each one's race worked out when placed), «no va más», the cards drawn,
//! each deciding at once the bets it is a live card of ([`super::annul`]); Primeras ends at the
//! first card live for its row's one against one, its horizontal partner turned down
//! ([`super::announce`]); Segundas plays the other row. The money of every stake is judged
//! against what the cards decided ([`super::settle`]), never against `result` or `pay`.

use super::annul::{self, Board, Cards, Mapping, bit};
use super::game::MonteGame;
use super::layout::Layout;
use super::settle::{Outcome, Stake};
use super::spec::{Phase, Suerte, Undecided};
use super::study::{BetSummary, CoupSummary, MonteStudy, SuerteKind, SuerteMoney};
use crate::engine::Engine;
use crate::finding::{Finding, Label};
use crate::log::event::{DeckEnd, Event, EventKind, Loc, MonteEvent, MontePhase, Numbers, PokerEvent, Sp};
use crate::log::spanish_card::SpanishCard;
use crate::money::Amount;
use crate::t;

/// One phase's course.
#[derive(Clone, Debug, Default)]
pub(super) struct PhaseState {
    /// `betting`: «hagan juego».
    pub betting: Option<Loc>,
    /// The window closed: «no va más», or a card drawn without it.
    pub closed: Option<Loc>,
    pub draws: u32,
    /// The phase's first card, and whether it hit a placed value in play.
    pub first: Option<(SpanishCard, bool, Loc)>,
    /// The placed card the phase's cards decided for (its row won), and where.
    pub decided: Option<(u8, Loc)>,
    pub turned: Option<Loc>,
    pub resulted: bool,
    pub commission: Option<Loc>,
    /// Per position, the cards live for its row's one against one this phase.
    pub row_live: [Cards; 4],
    pub rows_known: bool,
    /// MO006 reported in this window.
    pub window_reported: bool,
    /// The phase's closing checks were made (MO014's warning, MO015).
    pub finished: bool,
    /// A stake was won by the phase's first card with the commission due.
    pub charged: bool,
}

/// One coup as the log tells it.
#[derive(Debug, Default)]
pub(super) struct Coup {
    pub loc: Loc,
    pub shoe: Option<Loc>,
    pub seen: Cards,
    pub drawn: Cards,
    /// The cards drawn and their lines: a settlement finds the card that decided its stake.
    pub draws: Vec<(Loc, SpanishCard)>,
    pub no_shoe_reported: bool,
    pub layout: Layout,
    /// 0 Primeras, 1 Segundas.
    pub ph: usize,
    pub phases: [PhaseState; 2],
    /// The row Segundas plays.
    pub segundas_row: Option<[u8; 2]>,
    pub stakes: Vec<Stake>,
    /// Bets refused (MO007, MO008, MO011): their settlement is their consequence.
    pub refused: Vec<(String, String, Numbers)>,
    /// A line of the coup could not be read: what follows in it is not judged.
    pub doubt: bool,
    /// MO006 for a bet before the layout was complete, reported once.
    pub early_reported: bool,
    /// The study's feed: the place of the first card drawn of a placed value, and the money
    /// per suerte as the lines wrote it.
    pub first_match: Option<u8>,
    pub money: [SuerteMoney; 4],
}

impl Coup {
    /// Segundas' play is decided (or the coup void): the coup's cards have said all they will.
    fn over(&self) -> bool {
        self.phases[1].decided.is_some() || self.layout.void.is_some() || self.layout.fourth_reported()
    }
}

pub(super) fn suerte_kind(k: Suerte) -> SuerteKind {
    match k {
        Suerte::Cartas => SuerteKind::Cartas,
        Suerte::Salto => SuerteKind::Salto,
        Suerte::Camo | Suerte::Anti | Suerte::Viudo => SuerteKind::Cav,
        Suerte::Vis => SuerteKind::Vis,
    }
}

pub(super) fn partner(p: u8) -> u8 {
    match p {
        1 => 2,
        2 => 1,
        3 => 4,
        _ => 3,
    }
}

/// The engine of one log.
pub struct Table<'g> {
    pub(super) g: &'g MonteGame,
    pub(super) min: Amount,
    pub(super) coup: Option<Coup>,
    last_colour: Option<String>,
    /// What the table's study counts, fed at each coup's end.
    pub(super) study: MonteStudy,
    /// The last coup's vectors, emptied, for the next: a coup allocates nothing it can reuse.
    spare_stakes: Vec<Stake>,
    spare_draws: Vec<(Loc, SpanishCard)>,
    bets: Vec<BetSummary>,
}

impl<'g> Table<'g> {
    pub fn new(g: &'g MonteGame, min: Amount) -> Table<'g> {
        Table {
            g,
            min,
            coup: None,
            last_colour: None,
            study: MonteStudy::new(&g.spec.commission.rate),
            spare_stakes: Vec::new(),
            spare_draws: Vec::new(),
            bets: Vec::new(),
        }
    }

    /// The study's counts so far.
    pub fn monte_study(&self) -> &MonteStudy {
        &self.study
    }

    // Inlined into `Engine::event`, its one caller, as is `monte`: a call's registers saved
    // and restored at each line.
    #[inline(always)]
    fn replay(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        match &ev.kind {
            EventKind::Round { .. } => {
                self.end_coup(out);
                let stakes = std::mem::take(&mut self.spare_stakes);
                let draws = std::mem::take(&mut self.spare_draws);
                self.coup = Some(Coup { loc: ev.loc, stakes, draws, ..Coup::default() });
            }
            EventKind::SessionClose { .. } => self.end_coup(out),
            EventKind::Monte(m) => self.monte(ev.loc, m, out),
            EventKind::Poker(PokerEvent::Void) => {
                let g = self.g;
                if let Some(c) = self.coup.as_mut() {
                    c.layout.void(g, ev.loc, out);
                }
            }
            EventKind::Bet { seat, bet, amount } => {
                self.played_on(ev.loc, out);
                self.bet(ev.loc, *seat, bet, *amount, out);
            }
            EventKind::NoMoreBets => {
                self.played_on(ev.loc, out);
                self.close_window(ev.loc, out);
            }
            EventKind::Settle { action, seat, bet, amount } => {
                self.settle(ev.loc, *action, *seat, bet, *amount, out);
            }
            _ => {}
        }
    }

    #[inline]
    fn played_on(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let g = self.g;
        if let Some(c) = self.coup.as_mut() {
            c.layout.played_on(g, at, out);
        }
    }

    #[inline(always)]
    fn monte(&mut self, at: Loc, m: &MonteEvent<'_>, out: &mut Vec<Finding>) {
        let g = self.g;
        match *m {
            MonteEvent::Deck { colour, decks } => {
                // A-MON-1: the coup's decks as written, against the article's one deck.
                if let Some(d) = decks
                    && d.value != u16::from(g.spec.decks.per_coup)
                {
                    out.push(
                        Finding::new(
                            "MO001",
                            Label::new(d.loc, t!("mo-label-deck")),
                            t!("mo-decks-per-coup", decks = d.value),
                        )
                        .expected(t!("mo-expect-decks", per_coup = g.spec.decks.per_coup))
                        .found(Text::code(format!("decks={}", d.value)))
                        .rule_opt(g.rule(&["monte.decks"])),
                    );
                }
                let alternate = g.spec.decks.alternate;
                if let Some(col) = colour {
                    if alternate && self.last_colour.as_deref() == Some(col.value) {
                        out.push(
                            Finding::new(
                                "MO001",
                                Label::new(col.loc, t!("mo-label-deck")),
                                t!("mo-same-colour", colour = col.value),
                            )
                            .expected(t!("mo-expect-other-colour"))
                            .found(col.value)
                            .rule_opt(g.rule(&["monte.decks"])),
                        );
                    }
                    // The last colour's string is written over: a coup allocates none.
                    let last = self.last_colour.get_or_insert_with(String::new);
                    last.clear();
                    last.push_str(col.value);
                } else {
                    self.last_colour = None;
                }
                if let Some(c) = self.coup.as_mut() {
                    c.shoe.get_or_insert(at);
                }
            }
            MonteEvent::Place { pos, card, end } => {
                if self.card_seen(card, out) {
                    return;
                }
                self.played_on(at, out);
                if let Some(c) = self.coup.as_mut() {
                    c.layout.place(g, pos, card, end, at, out);
                }
            }
            MonteEvent::Burn { card, .. } => {
                // A placed card burned («quemada») is the card seen when it was placed.
                let placed = self.coup.as_ref().is_some_and(|c| c.layout.board.placed.contains(&Some(card.value)));
                if !placed && self.card_seen(card, out) {
                    return;
                }
                self.played_on(at, out);
                if let Some(c) = self.coup.as_mut() {
                    c.layout.burn(g, card, at, out);
                }
            }
            MonteEvent::Betting { phase } => {
                self.played_on(at, out);
                self.betting(at, phase.value, out);
            }
            MonteEvent::Draw { card, end } => {
                if self.card_seen(card, out) {
                    return;
                }
                self.played_on(at, out);
                self.draw(at, card, end, out);
            }
            MonteEvent::Result { pos } => self.result(at, pos, out),
            MonteEvent::Turn { pos } => self.turn(at, pos, out),
            MonteEvent::Commission { loc } => self.commission(loc, out),
        }
    }

    /// MO001: a card before the coup's deck, or seen twice in it. `true`: the line is not taken
    /// (a card seen twice cannot be played twice).
    #[inline]
    fn card_seen(&mut self, card: Sp<SpanishCard>, out: &mut Vec<Finding>) -> bool {
        // The card of every `deal` and `draw`: after the deck, and new, it is only marked.
        if let Some(c) = self.coup.as_mut()
            && c.shoe.is_some()
            && c.seen & bit(card.value) == 0
        {
            c.seen |= bit(card.value);
            return false;
        }
        self.card_seen_fault(card, out)
    }

    /// [`Table::card_seen`] where something is to report (or no coup).
    #[inline(never)]
    fn card_seen_fault(&mut self, card: Sp<SpanishCard>, out: &mut Vec<Finding>) -> bool {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return true };
        if c.shoe.is_none() && !c.no_shoe_reported {
            c.no_shoe_reported = true;
            out.push(
                Finding::new("MO001", Label::new(card.loc, t!("mo-label-card")), t!("mo-card-before-deck"))
                    .label(c.loc, t!("mo-label-coup"))
                    .expected(t!("mo-expect-deck"))
                    .found(t!("mo-found-no-deck"))
                    .rule_opt(g.rule(&["monte.prep", "monte.decks"])),
            );
        }
        let b = bit(card.value);
        if c.seen & b != 0 {
            out.push(
                Finding::new(
                    "MO001",
                    Label::new(card.loc, t!("mo-label-card")),
                    t!("mo-card-twice", card = card.value.to_string()),
                )
                .expected(t!("mo-expect-once"))
                .found(t!("mo-found-twice"))
                .rule_opt(g.rule(&["monte.deck.cards", "monte.decks"])),
            );
            return true;
        }
        c.seen |= b;
        false
    }

    // ---- the windows -----------------------------------------------------------------------

    /// `betting primeras|segundas`: «hagan juego».
    fn betting(&mut self, at: Loc, phase: MontePhase, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return };
        match phase {
            MontePhase::Primeras => {
                if !c.layout.complete() && c.layout.void.is_none() && !c.early_reported {
                    c.early_reported = true;
                    out.push(
                        Finding::new("MO006", Label::new(at, t!("mo-label-betting")), t!("mo-betting-before-layout"))
                            .expected(t!("mo-expect-layout-first"))
                            .found(t!("mo-found-layout-incomplete"))
                            .rule_opt(g.rule(&["monte.phases"])),
                    );
                }
                c.phases[0].betting.get_or_insert(at);
            }
            MontePhase::Segundas => {
                if c.ph == 1 && c.phases[1].betting.is_some() {
                    return;
                }
                if c.phases[0].decided.is_none() {
                    out.push(
                        Finding::new("MO006", Label::new(at, t!("mo-label-betting")), t!("mo-segundas-before-decided"))
                            .expected(t!("mo-expect-primeras-decided"))
                            .found(t!("mo-found-segundas-early"))
                            .rule_opt(g.rule(&["monte.segundas.window", "monte.phases"])),
                    );
                }
                self.open_segundas(Some(at), out);
            }
        }
    }

    /// Segundas begins (its `betting` line, or the first line that can only be Segundas'):
    /// Primeras' closing checks, then the other row's races.
    pub(super) fn open_segundas(&mut self, at: Option<Loc>, out: &mut Vec<Finding>) {
        let Some(c) = self.coup.as_mut() else { return };
        if c.ph == 1 {
            return;
        }
        if let (Some(at), Some(_), None) = (at, c.phases[0].decided, c.phases[0].turned)
            && !c.phases[0].finished
        {
            let g = self.g;
            let loser = c.phases[0].decided.map_or(0, |(w, _)| partner(w));
            out.push(
                Finding::new(
                    "MO015",
                    Label::new(at, t!("mo-label-betting")),
                    t!("mo-segundas-before-turn", pos = loser),
                )
                .label(c.phases[0].decided.map_or(at, |(_, l)| l), t!("mo-label-decided"))
                .expected(t!("mo-expect-turn", pos = loser))
                .found(t!("mo-found-no-turn"))
                .rule_opt(g.rule(&["monte.segundas.start", "monte.primeras.resolve"])),
            );
            c.phases[0].turned = Some(at);
        }
        self.finish_phase(0, out);
        let Some(c) = self.coup.as_mut() else { return };
        c.ph = 1;
        c.phases[1].betting = at;
        if c.segundas_row.is_none() {
            c.segundas_row = Some(match c.phases[0].decided {
                Some((w, _)) if w <= 2 => [3, 4],
                _ => [1, 2],
            });
        }
    }

    /// «No va más» (or a card drawn without it): the window's stakes against the limits.
    pub(super) fn close_window(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let (g, min) = (self.g, self.min);
        let Some(c) = self.coup.as_mut() else { return };
        let ph = c.ph;
        if c.phases[ph].closed.is_some() {
            return;
        }
        c.phases[ph].closed = Some(at);
        for s in c.stakes.iter().filter(|s| s.window == ph) {
            if let Some(f) = super::settle::limits(g, min, s) {
                out.push(f);
            }
        }
    }

    /// MO006 in the current window, once.
    pub(super) fn window_fault(&mut self, at: Loc, message: crate::i18n::Text, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return };
        let ph = c.ph;
        if c.phases[ph].window_reported {
            return;
        }
        c.phases[ph].window_reported = true;
        let mut f = Finding::new("MO006", Label::new(at, t!("mo-label-line")), message)
            .expected(t!("mo-expect-window"))
            .rule_opt(g.rule(&[if ph == 0 { "monte.bets.window" } else { "monte.segundas.window" }, "monte.phases"]));
        if let Some(n) = c.phases[ph].closed {
            f = f.label(n, t!("mo-label-nomore"));
        }
        out.push(f);
    }

    /// The board as it stands: the placed cards, less what lies on them and what was drawn.
    pub(super) fn board_now(&self) -> Board {
        let Some(c) = self.coup.as_ref() else { return Board::default() };
        let mut b = c.layout.board;
        for (out, placed) in b.out.iter_mut().zip(b.placed) {
            if let Some(p) = placed {
                *out |= c.drawn & annul::others(p);
            }
        }
        b
    }

    /// Segundas can no longer be decided: no unseen card is live for its row's one against one
    /// (spec §7.10). The text ends the coup when Segundas is decided and returns what no card
    /// decided; a row no card can decide ends it as well, and its bets are returned. Under the
    /// shipped tables a row always keeps a live card (annulments balance a race, never empty
    /// both sides), so this is the law's rule for what the tables do not reach.
    pub(super) fn segundas_dead(&self) -> bool {
        let g = self.g;
        let Some(c) = self.coup.as_ref() else { return false };
        if c.phases[0].decided.is_none() || c.phases[1].decided.is_some() {
            return false;
        }
        let Some([a, b]) = c.segundas_row else { return false };
        let live = if c.phases[1].rows_known {
            c.phases[1].row_live[usize::from(a - 1)] | c.phases[1].row_live[usize::from(b - 1)]
        } else {
            let board = self.board_now();
            let cfg = annul::config(board.missing(a), board.missing(b));
            let ann = annul::cartas(&g.table, &g.annul, cfg, &[a], &[b], &board, &Mapping::row(a, b));
            board.live_cards(&[a, b], ann)
        };
        live & !c.seen == 0
    }

    /// The table's positions as the board's: Segundas' row read as the table's top row.
    pub(super) fn mapper(&self, ph: usize) -> (Positions, [u8; 2]) {
        let row = self.coup.as_ref().and_then(|c| c.segundas_row).unwrap_or([1, 2]);
        if ph == 0 { (Positions::of(&[1, 2, 3, 4]), [1, 2]) } else { (Positions::of(&row), row) }
    }

    // ---- the cards drawn -----------------------------------------------------------------------

    fn draw(&mut self, at: Loc, card: Sp<SpanishCard>, end: Option<Sp<DeckEnd>>, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return };
        if c.layout.void.is_some() || c.layout.fourth.is_some() {
            return;
        }
        if let Some(e) = end
            && e.value == DeckEnd::Bottom
            && g.spec.draw.from == super::spec::End::Top
        {
            out.push(
                Finding::new(
                    "MO002",
                    Label::new(e.loc, t!("mo-label-end")),
                    t!("mo-draw-from-bottom", card = card.value.to_string()),
                )
                .expected(t!("mo-expect-end", end = super::layout::end_word(DeckEnd::Top)))
                .found(t!("mo-found-end", end = super::layout::end_word(DeckEnd::Bottom)))
                .rule_opt(g.rule(&["monte.double.from_top", "monte.layout.p3p4"])),
            );
        }
        // The window the card belongs to.
        if c.ph == 0 && c.phases[0].decided.is_some() {
            self.open_segundas(None, out);
            self.window_fault(at, t!("mo-draw-before-nomore"), out);
            self.close_window(at, out);
        } else if !c.layout.complete() {
            if !c.early_reported {
                c.early_reported = true;
                out.push(
                    Finding::new("MO006", Label::new(at, t!("mo-label-line")), t!("mo-draw-before-layout"))
                        .expected(t!("mo-expect-layout-first"))
                        .found(t!("mo-found-layout-incomplete"))
                        .rule_opt(g.rule(&["monte.phases"])),
                );
            }
            return;
        } else if c.phases[c.ph].decided.is_some() {
            // Segundas decided: the coup is over; the card decides nothing.
            self.window_fault(at, t!("mo-draw-after-coup"), out);
            return;
        } else if c.phases[c.ph].closed.is_none() {
            self.window_fault(at, t!("mo-draw-before-nomore"), out);
            self.close_window(at, out);
        }
        // The board is read only for the phase's rows, once a phase (a board per card drawn
        // was two instructions a byte).
        let board = match self.coup.as_ref() {
            Some(c) if !c.phases[c.ph].rows_known => self.board_now(),
            _ => Board::default(),
        };
        let (positions, row) = self.mapper(self.coup.as_ref().map_or(0, |c| c.ph));
        let Some(c) = self.coup.as_mut() else { return };
        let ph = c.ph;
        let cd = card.value;
        let b = bit(cd);
        if !c.phases[ph].rows_known {
            c.phases[ph].rows_known = true;
            let both = [[1, 2], [3, 4]];
            let rows: &[[u8; 2]] = if ph == 0 { &both } else { std::slice::from_ref(&row) };
            for &[a, bb] in rows {
                // The table's row bet: Primeras' rows are the table's own (1-2, 3-4).
                let (cfg, ann) = if ph == 0 {
                    let cfg = annul::config(board.missing(1), board.missing(2));
                    (cfg, annul::cartas(&g.table, &g.annul, cfg, &[a], &[bb], &board, &Mapping::SAME))
                } else {
                    let cfg = annul::config(board.missing(a), board.missing(bb));
                    (cfg, annul::cartas(&g.table, &g.annul, cfg, &[a], &[bb], &board, &Mapping::row(a, bb)))
                };
                let _ = cfg;
                c.phases[ph].row_live[usize::from(a - 1)] = board.live_cards(&[a], ann);
                c.phases[ph].row_live[usize::from(bb - 1)] = board.live_cards(&[bb], ann);
            }
        }
        c.drawn |= b;
        c.draws.push((at, cd));
        if c.first_match.is_none() {
            c.first_match =
                (1..=4u8).find(|&p| c.layout.board.placed[usize::from(p - 1)].is_some_and(|x| x.rank == cd.rank));
        }
        let first = c.phases[ph].draws == 0;
        c.phases[ph].draws += 1;
        if first {
            let hit = positions
                .as_slice()
                .iter()
                .any(|&p| c.layout.board.placed[usize::from(p - 1)].is_some_and(|x| x.rank == cd.rank));
            c.phases[ph].first = Some((cd, hit, at));
        }
        let first_hit = c.phases[ph].first.is_some_and(|f| f.1);
        let com = &g.spec.commission;
        let phase = if ph == 0 { Phase::Primeras } else { Phase::Segundas };
        let return_annulled = g.spec.play.annulled == super::spec::Annulled::Return;
        let mut charged = false;
        // The 10 % on a stake this card wins: VIS too, where the article does not exempt it.
        let due = |s: &Stake| {
            !com.exempt.contains(&s.kind)
                && com.phases.contains(&phase)
                && match com.scope {
                    super::spec::CommissionScope::DecidedByFirstCard => s.window == ph && first,
                    super::spec::CommissionScope::EveryWinningBet => first_hit,
                }
        };
        for s in c.stakes.iter_mut().filter(|s| s.outcome.is_none()) {
            let outcome = if s.kind == Suerte::Vis {
                if s.window != ph || !first {
                    continue;
                }
                if s.win & b != 0 {
                    let due = due(s);
                    charged |= due;
                    Outcome::Win { commission: due }
                } else {
                    Outcome::Lose
                }
            } else if s.win & b != 0 {
                let due = due(s);
                charged |= due;
                Outcome::Win { commission: due }
            } else if s.lose & b != 0 {
                Outcome::Lose
            } else if return_annulled && s.annulled & b != 0 {
                Outcome::Return
            } else {
                continue;
            };
            s.outcome = Some((outcome, at));
        }
        c.phases[ph].charged |= charged && first;
        if c.phases[ph].decided.is_none()
            && let Some(p) = (1..=4u8).find(|&p| c.phases[ph].row_live[usize::from(p - 1)] & b != 0)
        {
            c.phases[ph].decided = Some((p, at));
            if ph == 0 {
                c.segundas_row = Some(if p <= 2 { [3, 4] } else { [1, 2] });
                if g.spec.play.undecided == Undecided::ReturnAtPrimerasEnd {
                    for s in c.stakes.iter_mut().filter(|s| s.outcome.is_none() && s.kind == Suerte::Cartas) {
                        s.outcome = Some((Outcome::Return, at));
                    }
                }
            }
        }
    }

    /// The coup ends (the next `round`, the session's close, the end of the log): what is still
    /// owed.
    fn end_coup(&mut self, out: &mut Vec<Finding>) {
        let g = self.g;
        let Some(c) = self.coup.as_ref() else { return };
        if c.doubt {
            if let Some(c) = self.coup.take() {
                self.spare(c);
            }
            return;
        }
        if c.layout.fourth.is_some() && c.layout.void.is_none() {
            let at = c.layout.fourth.unwrap_or(c.loc);
            self.played_on(at, out);
        }
        let void = self.coup.as_ref().is_some_and(|c| c.layout.void.is_some() || c.layout.fourth_reported());
        if !void {
            for ph in 0..2 {
                self.finish_phase(ph, out);
            }
        }
        // Asked only where a stake is left unsettled in a coup not otherwise over.
        let dead = self.coup.as_ref().is_some_and(|c| !c.over() && c.stakes.iter().any(|s| s.settled.is_none()))
            && self.segundas_dead();
        let Some(c) = self.coup.take() else { return };
        let over = c.over() || dead;
        for s in c.stakes.iter().filter(|s| s.settled.is_none()) {
            out.push(super::settle::never_settled(g, s, over));
        }
        self.feed_study(&c, void);
        self.spare(c);
    }

    /// A finished coup's stakes kept, emptied, for the next coup.
    fn spare(&mut self, c: Coup) {
        let mut stakes = c.stakes;
        stakes.clear();
        self.spare_stakes = stakes;
        let mut draws = c.draws;
        draws.clear();
        self.spare_draws = draws;
    }

    /// The coup as the study counts it ([`MonteStudy::coup`]).
    fn feed_study(&mut self, c: &Coup, void: bool) {
        let g = self.g;
        let mut money = c.money;
        for s in &c.stakes {
            // The 10 % kept: what the cards and the multiple give, less what was paid.
            if let (Some((super::settle::Outcome::Win { commission: true }, _)), Some(paid)) = (s.outcome, s.paid) {
                let m = &mut money[suerte_kind(s.kind) as usize];
                m.commission = m.commission.saturating_add(s.gross().saturating_sub(paid).max(Amount::ZERO));
            }
        }
        let mut bets = std::mem::take(&mut self.bets);
        bets.clear();
        bets.extend(c.stakes.iter().map(|s| BetSummary {
            suerte: suerte_kind(s.kind),
            phase: if s.window == 0 { Phase::Primeras } else { Phase::Segundas },
            stake: s.amount,
            pays: s.multiple,
            live_win: s.win.count_ones() as u8,
            live_lose: if s.kind == Suerte::Vis { s.unseen.saturating_sub(1) } else { s.lose.count_ones() as u8 },
            unseen: s.unseen,
            commission: !g.spec.commission.exempt.contains(&s.kind),
        }));
        self.study.coup(&CoupSummary {
            placed: c.layout.board.placed,
            on: c.layout.on,
            burned: u8::try_from(c.layout.burned).unwrap_or(u8::MAX),
            void,
            first_card_hit: c.phases[0].first.is_some_and(|f| f.1),
            first_match: c.first_match,
            money,
            bets: &bets,
        });
        self.bets = bets;
    }
}

/// A few positions (a bet's numbers, a phase's places), inline: a `Vec` per bet and per card
/// drawn was an allocation per line. More than six are not kept (a bet's target holds six).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Positions {
    len: usize,
    items: [u8; Numbers::MAX],
}

impl Positions {
    pub(super) fn of(ps: &[u8]) -> Positions {
        let mut p = Positions::default();
        for &x in ps {
            p.push(x);
        }
        p
    }

    pub(super) fn push(&mut self, p: u8) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = p;
            self.len += 1;
        }
    }

    pub(super) fn as_slice(&self) -> &[u8] {
        self.items.get(..self.len).unwrap_or_default()
    }
}

use crate::i18n::Text;

impl Engine for Table<'_> {
    /// The table's study ([`MonteStudy`]): the first hits per placed card against 1/4, the
    /// exact edge of the stakes as placed.
    fn study(&self) -> Option<crate::study::GameStudy> {
        Some(self.study.game_study())
    }

    /// The first card's hits, the layouts and the burns against their exact odds.
    fn study_views(&self) -> Vec<crate::study::View> {
        self.study.views()
    }

    /// Cartas, Salto, Camo/Anti/Viudo and Vista Hermosa: each one's money beside its edge.
    fn study_kinds(&self) -> Vec<crate::study::KindMoney> {
        self.study.kinds()
    }

    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        let made = out.len();
        self.replay(ev, out);
        // Nearly every line finds nothing: nothing to set aside, sort or filter (the checks
        // cost some forty instructions a line, and their registers a few more).
        if out.len() != made {
            self.tidy(made, out);
        }
    }

    /// One lost line may have been any of the coup's: the rest of the coup is not judged.
    fn unreadable(&mut self, _at: Loc) {
        if let Some(c) = self.coup.as_mut() {
            c.doubt = true;
        }
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
        let made = out.len();
        self.end_coup(out);
        let g = self.g;
        let mut i = made;
        while i < out.len() {
            if g.emits(out[i].code) {
                i += 1;
            } else {
                out.remove(i);
            }
        }
    }
}

impl Table<'_> {
    /// The findings a line made (from `made` on): set aside in a coup in doubt, in order, and
    /// only those the article emits.
    #[inline(never)]
    fn tidy(&mut self, made: usize, out: &mut Vec<Finding>) {
        if self.coup.as_ref().is_some_and(|c| c.doubt) {
            out.truncate(made);
        }
        out[made..].sort_by_key(|f| f.order_key());
        let g = self.g;
        let mut i = made;
        while i < out.len() {
            if g.emits(out[i].code) {
                i += 1;
            } else {
                out.remove(i);
            }
        }
    }
}

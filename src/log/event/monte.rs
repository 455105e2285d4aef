//! Monte o banca's own events (Valencia 2003 art. 13, issue 33): the coup's deck, the four cards
//! placed («emplazadas»), burned («quemadas») and doubled («dobladas»), the betting windows of
//! Primeras and Segundas, the cards drawn, the losing card turned down and the commission. The
//! design is `docs/design/monte/spec.md` §2.
//!
//! At a monte table (the header names a monte article) the parser reads `shoe`, `deal`, `burn`
//! and `result` as these events, with cards of the Spanish deck ([`SpanishCard`]); elsewhere they
//! are the French shoe's and baccarat's. `betting`, `draw`, `turn` and `commission` are monte's
//! alone. Shared with every game: `round`, `bet SEAT KIND TARGET AMOUNT` (`cartas 1-2`, `salto
//! 2`, `camo 3`, `anti 1`, `viudo 4`, `vis 2`), `nomore`, `collect`/`pay`/`return`; a bare `void`
//! is the poker family's [`super::PokerEvent::Void`] (the coup annulled).

use crate::log::event::{Loc, Sp, Word};
use crate::log::spanish_card::SpanishCard;

/// A place of the layout: 1 top left, 2 top right (the first two cards, from the bottom of the
/// deck), 3 bottom left, 4 bottom right (from the top). Written `p1`…`p4`.
pub type Pos = u8;

/// Which end of the deck a card came from (`top`, `bottom`), when the log says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeckEnd {
    Top,
    Bottom,
}

impl DeckEnd {
    pub fn as_str(self) -> &'static str {
        match self {
            DeckEnd::Top => "top",
            DeckEnd::Bottom => "bottom",
        }
    }
}

/// The two phases of a coup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MontePhase {
    /// `primeras`: the four cards placed; ends when a card decides a row.
    Primeras,
    /// `segundas`: the row still placed.
    Segundas,
}

impl MontePhase {
    pub fn as_str(self) -> &'static str {
        match self {
            MontePhase::Primeras => "primeras",
            MontePhase::Segundas => "segundas",
        }
    }
}

/// An event of a monte table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MonteEvent<'a> {
    /// `shoe [colour=roja|azul] [decks=N]`: the coup's 40-card deck, cut, in the sabot
    /// (`colour` as written, recorded and not judged unless the catalogue alternates the decks;
    /// `decks` as written, judged by the engine: one deck per coup, MO001).
    Deck { colour: Option<Word<'a>>, decks: Option<Sp<u16>> },
    /// `deal p1 5o [bottom|top]`: a card placed at a place of the layout; a card dealt onto a
    /// place that holds one is a doubling («doblada», then «triplicada»).
    Place { pos: Sp<Pos>, card: Sp<SpanishCard>, end: Option<Sp<DeckEnd>> },
    /// `burn 3e [bottom|top]`: a card set aside («quemada»).
    Burn { card: Sp<SpanishCard>, end: Option<Sp<DeckEnd>> },
    /// `betting primeras|segundas`: «hagan juego», a betting window opens.
    Betting { phase: Sp<MontePhase> },
    /// `draw Rb [top|bottom]`: a play card uncovered after «no va más».
    Draw { card: Sp<SpanishCard>, end: Option<Sp<DeckEnd>> },
    /// `result p2`: the winning placed card, as announced (evidence; the cards decide).
    Result { pos: Sp<Pos> },
    /// `turn p1`: «la carta perdedora» turned face down.
    Turn { pos: Sp<Pos> },
    /// `commission`: the 10 % announced (the first card drawn hit a placed card).
    Commission { loc: Loc },
}

impl MonteEvent<'_> {
    /// The keywords only monte has, in the order the documentation lists them (`shoe`, `deal`,
    /// `burn` and `result` are other families' keywords, read in monte's sense at its tables).
    pub const KEYWORDS: [&'static str; 4] = ["betting", "draw", "turn", "commission"];

    /// The keyword that starts the event, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            MonteEvent::Deck { .. } => "shoe",
            MonteEvent::Place { .. } => "deal",
            MonteEvent::Burn { .. } => "burn",
            MonteEvent::Betting { .. } => "betting",
            MonteEvent::Draw { .. } => "draw",
            MonteEvent::Result { .. } => "result",
            MonteEvent::Turn { .. } => "turn",
            MonteEvent::Commission { .. } => "commission",
        }
    }
}

//! Monte o banca's lines (Valencia 2003 art. 13; `docs/design/monte/spec.md` §2, log-format
//! §18): its own `betting`, `draw`, `turn` and `commission`, read with cards of the Spanish deck
//! at any table (elsewhere the checker reports them as another game's, S007), and, at a monte
//! table only, the monte sense of four keywords other families own: `shoe [colour=…]`, `deal pN
//! CARD [top|bottom]`, `burn CARD [top|bottom]` and `result pN` (see [`MonteEvent`]).
//!
//! The parser reads a line without knowing the table; the checker picks the Spanish reader
//! ([`super::parse_line_spanish`]) once the header names a game that plays the Spanish deck.
//! The two readers are one parser: the fast path is compiled twice, with the deck a constant
//! (`SPANISH`), so that the French tables' reading loop holds no test of the deck at all.

use super::*;
use crate::log::event::{DeckEnd, MonteEvent, MontePhase, Pos};
use crate::log::spanish_card::{SpanishCard, SpanishRank, SpanishSuit};

/// The monte family's grammar (see [`FAMILY_GRAMMARS`]): its own keywords.
pub(super) const MONTE_GRAMMAR: Grammar =
    Grammar { keywords: &MonteEvent::KEYWORDS, full: |line, keyword, rest| line.monte_event(keyword, rest, false) };

/// The keywords a monte table reads in its own sense (their other families' grammars read them
/// at every other table).
pub(super) const MONTE_DECK_KEYWORDS: [&str; 4] = ["shoe", "deal", "burn", "result"];

const EXPECT_MONTE_CARD: &str = "log-expect-monte-card";
const EXPECT_MONTE_POS: &str = "log-expect-monte-pos";
const EXPECT_MONTE_END: &str = "log-expect-monte-end";
const EXPECT_MONTE_PHASE: &str = "log-expect-monte-phase";
const EXPECT_MONTE_SHOE: &str = "log-expect-monte-shoe";
/// The message of a French card at a monte table: the checker adds the note on `c` (copas
/// here, clubs there) to the first one of a log.
pub const MONTE_FRENCH_CARD: &str = "log-monte-french-card";

#[cfg(test)]
pub(super) const MONTE_EXPECTS: [&str; 5] =
    [EXPECT_MONTE_CARD, EXPECT_MONTE_POS, EXPECT_MONTE_END, EXPECT_MONTE_PHASE, EXPECT_MONTE_SHOE];

/// The Spanish name of a card, as the table says it (`rey de copas`): the game's own words, in
/// both languages' messages.
fn spanish_name(c: SpanishCard) -> String {
    let rank = match c.rank {
        SpanishRank::One => "as",
        SpanishRank::Two => "dos",
        SpanishRank::Three => "tres",
        SpanishRank::Four => "cuatro",
        SpanishRank::Five => "cinco",
        SpanishRank::Six => "seis",
        SpanishRank::Seven => "siete",
        SpanishRank::Sota => "sota",
        SpanishRank::Caballo => "caballo",
        SpanishRank::Rey => "rey",
    };
    let suit = match c.suit {
        SpanishSuit::Oros => "oros",
        SpanishSuit::Copas => "copas",
        SpanishSuit::Espadas => "espadas",
        SpanishSuit::Bastos => "bastos",
    };
    format!("{rank} de {suit}")
}

/// The Spanish card a French card stands for: ace to 1, 2–7 as they are, jack to sota, queen to
/// caballo, king to rey; suits by the Latin–French correspondence (diamonds oros, hearts copas,
/// spades espadas, clubs bastos). `None` for an 8, 9 or 10, which the 40-card deck lacks.
fn spanish_of(c: Card) -> Option<SpanishCard> {
    use crate::log::card::{Rank, Suit};
    let rank = match c.rank {
        Rank::Ace => SpanishRank::One,
        Rank::Jack => SpanishRank::Sota,
        Rank::Queen => SpanishRank::Caballo,
        Rank::King => SpanishRank::Rey,
        Rank::Eight | Rank::Nine | Rank::Ten => return None,
        r => SpanishRank::from_char(r.as_char() as u8)?,
    };
    let suit = match c.suit {
        Suit::Diamonds => SpanishSuit::Oros,
        Suit::Hearts => SpanishSuit::Copas,
        Suit::Spades => SpanishSuit::Espadas,
        Suit::Clubs => SpanishSuit::Bastos,
    };
    Some(SpanishCard { rank, suit })
}

/// The French card a Spanish card stands for (the correspondence of [`spanish_of`], the other
/// way round).
pub(super) fn french_of(c: SpanishCard) -> Card {
    use crate::log::card::{Rank, Suit};
    let rank = match c.rank {
        SpanishRank::One => Rank::Ace,
        SpanishRank::Sota => Rank::Jack,
        SpanishRank::Caballo => Rank::Queen,
        SpanishRank::Rey => Rank::King,
        r => Rank::from_char(r.as_char() as u8).unwrap_or(Rank::Two),
    };
    let suit = match c.suit {
        SpanishSuit::Oros => Suit::Diamonds,
        SpanishSuit::Copas => Suit::Hearts,
        SpanishSuit::Espadas => Suit::Spades,
        SpanishSuit::Bastos => Suit::Clubs,
    };
    Card { rank, suit }
}

/// A card of the Spanish deck (`5o`, `Re`, `Sb`), or why the token is not one, with the card
/// meant when it can be told: a French card's Spanish counterpart (`Kh`: `Rc`), a figure
/// written by number (`12e`: `Re`), a letter in the wrong case (`sb`: `Sb`). `at_monte`: the
/// table plays the Spanish deck; elsewhere a French card on monte's own line (`draw Kh`) is
/// said to be of the wrong game's line, not of the wrong table.
pub(super) fn spanish_card<'t>(t: &'t str, keyword: &str, at_monte: bool) -> Result<SpanishCard, Stop<'t>> {
    if let Some(c) = SpanishCard::parse(t) {
        return Ok(c);
    }
    let b = t.as_bytes();
    let hint = |c: SpanishCard| t!("log-hint-monte-card", card = c.to_string(), name = spanish_name(c));
    // A French card (`Kh`, `Ad`, `5h`; `5c` is the cinco de copas here and never reaches this).
    if let Some(french) = Card::parse(t) {
        if !at_monte {
            return Err(Fail::stop(
                t,
                t!("log-monte-line-french-card", token = shown(t), keyword = keyword),
                EXPECT_MONTE_CARD,
            ));
        }
        let message = match spanish_of(french) {
            Some(c) => t!("log-monte-french-card", token = shown(t), hint = hint(c)),
            None => t!("log-monte-no-eight", token = shown(t)),
        };
        return Err(Fail::stop(t, message, EXPECT_MONTE_CARD));
    }
    // `10o`, `11c`, `12e`: the figures by their Spanish numbers (sota 10, caballo 11, rey 12).
    if let Some((&s, r)) = b.split_last()
        && let Some(rank) = match r {
            b"10" => Some(SpanishRank::Sota),
            b"11" => Some(SpanishRank::Caballo),
            b"12" => Some(SpanishRank::Rey),
            _ => None,
        }
        && let Some(suit) = SpanishSuit::from_char(s.to_ascii_lowercase())
    {
        let c = SpanishCard { rank, suit };
        let hint = t!("log-hint-monte-figure", card = c.to_string(), name = spanish_name(c));
        return Err(Fail::stop(t, t!("log-monte-not-card", token = shown(t), hint = hint), EXPECT_MONTE_CARD));
    }
    // `8o`, `9e`, `10h`: the ranks the 40-card deck lacks, in either notation.
    if let Some((&s, r)) = b.split_last()
        && matches!(r, b"8" | b"9" | b"10" | b"T")
        && s.is_ascii_alphabetic()
    {
        return Err(Fail::stop(t, t!("log-monte-no-eight", token = shown(t)), EXPECT_MONTE_CARD));
    }
    let hint = if let [r, s] = *b
        && let Some(c) =
            SpanishCard::parse(&format!("{}{}", char::from(r.to_ascii_uppercase()), char::from(s.to_ascii_lowercase())))
    {
        t!("log-hint-monte-case", card = c.to_string())
    } else if let [r, s] = *b
        && let Some(french) =
            Card::parse(&format!("{}{}", char::from(r.to_ascii_uppercase()), char::from(s.to_ascii_lowercase())))
        && let Some(c) = spanish_of(french)
    {
        // `kh`: a French card in the wrong case.
        return Err(Fail::stop(t, t!("log-monte-french-card", token = shown(t), hint = hint(c)), EXPECT_MONTE_CARD));
    } else if t.contains('?') {
        t!("log-hint-monte-unseen")
    } else if let [r, _] = *b
        && SpanishRank::from_char(r).is_some()
    {
        t!("log-hint-monte-suit")
    } else if b.len() == 2 && t.is_ascii() {
        t!("log-hint-monte-rank")
    } else {
        no_hint()
    };
    Err(Fail::stop(t, t!("log-monte-not-card", token = shown(t), hint = hint), EXPECT_MONTE_CARD))
}

/// A place of the layout, `p1`…`p4`.
fn pos(t: &str) -> Result<Pos, Stop<'_>> {
    if let [b'p', n @ b'1'..=b'4'] = *t.as_bytes() {
        return Ok(n - b'0');
    }
    let lower = t.to_ascii_lowercase();
    let hint = match lower.as_bytes() {
        [b'p', n @ b'1'..=b'4'] | [n @ b'1'..=b'4'] => {
            crate::log::suggest::did_you_mean_words(&[&format!("p{}", char::from(*n))])
        }
        _ => no_hint(),
    };
    Err(Fail::stop(t, t!("log-monte-not-pos", token = shown(t), hint = hint), EXPECT_MONTE_POS))
}

/// `top` or `bottom`.
fn deck_end(t: &str) -> Result<DeckEnd, Stop<'_>> {
    match t {
        "top" => return Ok(DeckEnd::Top),
        "bottom" => return Ok(DeckEnd::Bottom),
        _ => {}
    }
    let hint = match crate::log::suggest::fold(t).as_str() {
        "top" | "arriba" | "encima" | "cima" => crate::log::suggest::did_you_mean_words(&["top"]),
        "bottom" | "abajo" | "fondo" | "debajo" => crate::log::suggest::did_you_mean_words(&["bottom"]),
        "up" | "down" => t!("log-hint-monte-face"),
        _ => no_hint(),
    };
    Err(Fail::stop(t, t!("log-monte-not-end", token = shown(t), hint = hint), EXPECT_MONTE_END))
}

/// `primeras` or `segundas`.
fn phase(t: &str) -> Result<MontePhase, Stop<'_>> {
    match t {
        "primeras" => return Ok(MontePhase::Primeras),
        "segundas" => return Ok(MontePhase::Segundas),
        _ => {}
    }
    let hint = match crate::log::suggest::fold(t).as_str() {
        "primeras" | "primera" | "primero" | "primeros" | "first" | "1" => {
            crate::log::suggest::did_you_mean_words(&["primeras"])
        }
        "segundas" | "segunda" | "segundo" | "segundos" | "second" | "2" => {
            crate::log::suggest::did_you_mean_words(&["segundas"])
        }
        _ => no_hint(),
    };
    Err(Fail::stop(t, t!("log-monte-not-phase", token = shown(t), hint = hint), EXPECT_MONTE_PHASE))
}

impl<'a> Line<'a> {
    /// The full parser of a line whose keyword is one of [`MonteEvent::KEYWORDS`] (at any
    /// table: they are monte's alone).
    /// `at_monte`: the table plays the Spanish deck.
    pub(super) fn monte_event(&self, keyword: &'a str, rest: &'a str, at_monte: bool) -> PResult<'a, EventKind<'a>> {
        let (rest, event) = match keyword {
            "betting" => {
                let (rest, t) = required(rest, || t!("log-betting-needs-phase"), EXPECT_MONTE_PHASE)?;
                (rest, MonteEvent::Betting { phase: self.sp(t, phase(t)?) })
            }
            "draw" => {
                let (rest, (card, end)) = self.monte_card_end(keyword, rest, at_monte)?;
                (rest, MonteEvent::Draw { card, end })
            }
            "turn" => {
                let (rest, pos) = self.monte_pos(keyword, rest)?;
                (rest, MonteEvent::Turn { pos })
            }
            _ => (rest, MonteEvent::Commission { loc: self.loc(keyword) }),
        };
        Ok((rest, EventKind::Monte(event)))
    }

    /// The full parser of a line whose keyword is one of [`MONTE_DECK_KEYWORDS`], at a monte
    /// table.
    pub(super) fn monte_deck_event(&self, keyword: &'a str, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let (rest, event) = match keyword {
            "shoe" => {
                let (rest, (colour, decks)) = self.monte_shoe(rest)?;
                (rest, MonteEvent::Deck { colour, decks })
            }
            "deal" => {
                let (rest, pos) = self.monte_pos(keyword, rest)?;
                let (rest, (card, end)) = self.monte_card_end(keyword, rest, true)?;
                (rest, MonteEvent::Place { pos, card, end })
            }
            "burn" => {
                let (rest, (card, end)) = self.monte_card_end(keyword, rest, true)?;
                (rest, MonteEvent::Burn { card, end })
            }
            _ => {
                let (rest, pos) = self.monte_pos(keyword, rest)?;
                (rest, MonteEvent::Result { pos })
            }
        };
        Ok((rest, EventKind::Monte(event)))
    }

    /// `pN`, which must be there.
    fn monte_pos(&self, keyword: &str, i: &'a str) -> PResult<'a, Sp<Pos>> {
        let (rest, t) = required(i, || t!("log-monte-needs-pos", keyword = keyword), EXPECT_MONTE_POS)?;
        Ok((rest, self.sp(t, pos(t)?)))
    }

    /// `<card> [top|bottom]`.
    fn monte_card_end(&self, keyword: &str, i: &'a str, at_monte: bool) -> PResult<'a, MonteCardParts> {
        let (i, t) = required(i, || t!("log-needs-card", keyword = keyword), EXPECT_MONTE_CARD)?;
        let card = self.sp(t, spanish_card(t, keyword, at_monte)?);
        match next_token(i) {
            (_, None) => Ok((i, (card, None))),
            (rest, Some(e)) => Ok((rest, (card, Some(self.sp(e, deck_end(e)?))))),
        }
    }

    /// `[colour=<word>] [decks=N]`, in any order, each at most once: the deck's colour as
    /// written (recorded, not judged here), and the decks a coup is played with (a number; the
    /// engine judges it against the article's one deck, MO001).
    fn monte_shoe(&self, mut i: &'a str) -> PResult<'a, (Option<Word<'a>>, Option<Sp<u16>>)> {
        let mut colour: Option<Word<'a>> = None;
        // The `colour=` token, for a second one's message.
        let mut colour_at: Option<&'a str> = None;
        let mut decks: Option<&'a str> = None;
        let mut count: Option<Sp<u16>> = None;
        while let (rest, Some(t)) = next_token(i) {
            match t.split_once('=') {
                Some(("colour" | "color", v)) if !v.is_empty() => {
                    if let Some(first) = colour_at {
                        let col = self.loc(first).col;
                        return Err(Fail::stop(
                            t,
                            t!("log-given-twice", token = "colour", col = col),
                            EXPECT_OPTION_ONCE,
                        ));
                    }
                    check_word(v, WHAT_COLOUR, EXPECT_MONTE_SHOE, false)?;
                    colour = Some(self.word(v));
                    colour_at = Some(t);
                }
                Some(("decks", v)) if !v.is_empty() => {
                    if let Some(first) = decks {
                        let col = self.loc(first).col;
                        return Err(Fail::stop(
                            t,
                            t!("log-given-twice", token = "decks", col = col),
                            EXPECT_OPTION_ONCE,
                        ));
                    }
                    // Only a count that is not a number is unreadable; `decks=2` is a fault of
                    // the coup (MO001), not of the line.
                    let Some(n) = v.bytes().all(|b| b.is_ascii_digit()).then(|| v.parse::<u16>().ok()).flatten() else {
                        return Err(Fail::stop(v, t!("log-monte-one-deck", token = shown(v)), EXPECT_MONTE_SHOE));
                    };
                    count = Some(self.sp(v, n));
                    decks = Some(t);
                }
                _ => {
                    let hint = match t.split_once('=').map(|(k, _)| crate::log::suggest::fold(k)) {
                        Some(k) if matches!(k.as_str(), "colour" | "color" | "colore" | "baraja" | "barajas") => {
                            crate::log::suggest::did_you_mean_words(&["colour=roja", "colour=azul"])
                        }
                        Some(k) if matches!(k.as_str(), "decks" | "deck" | "mazos") => {
                            crate::log::suggest::did_you_mean_words(&["decks=1"])
                        }
                        _ if matches!(crate::log::suggest::fold(t).as_str(), "roja" | "azul" | "red" | "blue") => {
                            let colour = if matches!(t, "azul" | "blue") { "colour=azul" } else { "colour=roja" };
                            crate::log::suggest::did_you_mean_words(&[colour])
                        }
                        _ => no_hint(),
                    };
                    return Err(Fail::stop(
                        t,
                        t!("log-monte-not-shoe-option", token = shown(t), hint = hint),
                        EXPECT_MONTE_SHOE,
                    ));
                }
            }
            i = rest;
        }
        Ok((i, (colour, count)))
    }
}

/// The card and the end of the deck it came from, of a `deal`, `burn` or `draw` line.
type MonteCardParts = (Sp<SpanishCard>, Option<Sp<DeckEnd>>);

/// What a deck's colour is, in messages.
const WHAT_COLOUR: &str = "log-what-monte-colour";

// ---- the fast path --------------------------------------------------------------------------

/// What [`monte_keyword`] found a monte line to be.
#[derive(Clone, Copy)]
pub(super) enum MonteLine {
    /// `draw <card>`, read by [`Line::fast_monte_draw`].
    Draw,
    /// `shoe colour=<word>`, read by [`Line::fast_monte_deck`].
    Deck,
    /// A line the fast path's dispatch reads by its keyword, as [`frequent_keyword`] gives it.
    Known(Keyword),
}

/// The keyword of a monte table's frequent lines (some nine in ten of a log: a card drawn, a
/// bet, its settlement, a card placed, «no va más», the phase's result and its losing card
/// turned, its «hagan juego», the coup's deck), found by its bytes and the space after it:
/// the input after the keyword, the keyword and what the line is. The
/// same as [`frequent_keyword`] and the keyword's scan give for these lines, without trying
/// the French tables' words first (`turn`, `betting` and `shoe` were scanned and compared with
/// every family's keywords). `None` for any other line.
#[inline(always)]
pub(super) fn monte_keyword(i: &[u8]) -> Option<(&[u8], &[u8], MonteLine)> {
    // Byte patterns, not a slice compared with each word (a call to `memcmp` a line).
    let (n, line) = match *i {
        [b'd', b'r', b'a', b'w', b' ', ..] => (4, MonteLine::Draw),
        [b'b', b'e', b't', b' ', ..] => (3, MonteLine::Known(Keyword::Bet)),
        [b'c', b'o', b'l', b'l', b'e', b'c', b't', b' ', ..] => {
            (7, MonteLine::Known(Keyword::Settle(SettleAction::Collect)))
        }
        [b'd', b'e', b'a', b'l', b' ', ..] => (4, MonteLine::Known(Keyword::Shoe(ShoeKeyword::Deal))),
        [b'p', b'a', b'y', b' ', ..] => (3, MonteLine::Known(Keyword::Settle(SettleAction::Pay))),
        [b't', b'u', b'r', b'n', b' ', ..] => (4, MonteLine::Known(Keyword::Other)),
        [b'r', b'e', b's', b'u', b'l', b't', b' ', ..] => {
            (6, MonteLine::Known(Keyword::Baccarat(BaccaratKeyword::Result)))
        }
        // `nomore` ends its line (with anything after it, the keyword's scan reads it).
        [b'n', b'o', b'm', b'o', b'r', b'e'] => (6, MonteLine::Known(Keyword::NoMore)),
        [b'b', b'e', b't', b't', b'i', b'n', b'g', b' ', ..] => (7, MonteLine::Known(Keyword::Other)),
        [b's', b'h', b'o', b'e', b' ', ..] => (4, MonteLine::Deck),
        [b'r', b'o', b'u', b'n', b'd', b' ', ..] => (5, MonteLine::Known(Keyword::Round)),
        _ => return None,
    };
    let (keyword, rest) = i.split_at_checked(n)?;
    Some((rest, keyword, line))
}

impl<'a> Line<'a> {
    /// ` pN` of a well-formed line: the input after it and the place.
    #[inline(always)]
    fn fast_pos(&self, i: &'a [u8]) -> Option<(&'a [u8], Sp<Pos>)> {
        let i = blanks1(i)?;
        let (t, rest) = i.split_first_chunk::<2>()?;
        match *t {
            [b'p', n @ b'1'..=b'4'] if rest.first().is_none_or(|&b| is_separator(b)) => {
                Some((rest, self.sp(t, n - b'0')))
            }
            _ => None,
        }
    }

    /// ` <card> [top|bottom]` of a well-formed `deal`, `burn` or `draw` at a monte table: the
    /// input after it, the card and the end of the deck (a card is two bytes, taken as such, as
    /// [`Line::fast_card_face`] does).
    #[inline(always)]
    fn fast_monte_card(&self, i: &'a [u8]) -> Option<(&'a [u8], MonteCardParts)> {
        let i = blanks1(i)?;
        let (t, i) = i.split_first_chunk::<2>()?;
        if i.first().is_some_and(|&b| !is_separator(b)) {
            return None;
        }
        let card = SpanishCard { rank: SpanishRank::from_char(t[0])?, suit: SpanishSuit::from_char(t[1])? };
        let card = self.sp(t, card);
        if i.is_empty() {
            return Some((i, (card, None)));
        }
        match blanks1(i).and_then(|j| ended(any_token(j))) {
            Some((rest, e)) => {
                let end = match e {
                    b"top" => DeckEnd::Top,
                    b"bottom" => DeckEnd::Bottom,
                    _ => return None,
                };
                Some((rest, (card, Some(self.sp(e, end)))))
            }
            None => Some((i, (card, None))),
        }
    }

    /// The fast path's reading of a card line at a monte table (`deal`, `burn`), which the
    /// French tables read as the shoe's.
    #[inline(always)]
    pub(super) fn fast_monte_shoe(
        &self,
        k: ShoeKeyword,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        match k {
            ShoeKeyword::Deal => {
                let (i, pos) = need!(fallback, self.fast_pos(i));
                let (i, (card, end)) = need!(fallback, self.fast_monte_card(i));
                emit!(self, head, fallback, i, EventKind::Monte(MonteEvent::Place { pos, card, end }))
            }
            ShoeKeyword::Burn => {
                let (i, (card, end)) = need!(fallback, self.fast_monte_card(i));
                emit!(self, head, fallback, i, EventKind::Monte(MonteEvent::Burn { card, end }))
            }
            // No `cutcard` at a monte table: the full parser reads it as the shoe's, and the
            // checker finds it foreign.
            ShoeKeyword::CutCard => fallback(),
        }
    }

    /// `draw <card> [top|bottom]` at a monte table, from after the keyword.
    #[inline(always)]
    pub(super) fn fast_monte_draw(
        &self,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let (i, (card, end)) = need!(fallback, self.fast_monte_card(i));
        emit!(self, head, fallback, i, EventKind::Monte(MonteEvent::Draw { card, end }))
    }

    /// `shoe colour=<word>` at a monte table, from after the keyword (the colour alone, as
    /// the simulator and most tables write it; `decks=`, `color=` and the rest are the full
    /// parser's). Once a coup, but the full parser's reading cost some 800 instructions.
    #[inline(always)]
    pub(super) fn fast_monte_deck(
        &self,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let (rest, t) = need!(fallback, any_token(need!(fallback, blanks1(i))).ok());
        let v = need!(fallback, t.strip_prefix(b"colour="));
        // The word as [`check_word`] accepts it, the whole value.
        if !lower_word(v, false).is_ok_and(|(after, _)| after.is_empty()) {
            return fallback();
        }
        let colour = Some(self.word(self.ascii(v)));
        emit!(self, head, fallback, rest, EventKind::Monte(MonteEvent::Deck { colour, decks: None }))
    }

    /// `result pN` at a monte table, from after the keyword.
    #[inline(always)]
    pub(super) fn fast_monte_result(
        &self,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        let (i, pos) = need!(fallback, self.fast_pos(i));
        emit!(self, head, fallback, i, EventKind::Monte(MonteEvent::Result { pos }))
    }

    /// The once-a-phase lines of a monte table the byte scan names and no other family's fast
    /// path reads: `turn pN`, `betting primeras|segundas`, `commission` (`shoe` with its colour
    /// is left to the full parser: once a coup).
    #[inline(always)]
    pub(super) fn fast_monte_other(
        &self,
        keyword: &'a [u8],
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        match keyword {
            b"turn" => {
                let (i, pos) = need!(fallback, self.fast_pos(i));
                emit!(self, head, fallback, i, EventKind::Monte(MonteEvent::Turn { pos }))
            }
            b"betting" => {
                let (i, t) = need!(fallback, ended(kind_word(need!(fallback, blanks1(i)))));
                let phase = match t {
                    b"primeras" => MontePhase::Primeras,
                    b"segundas" => MontePhase::Segundas,
                    _ => return fallback(),
                };
                let phase = self.sp(t, phase);
                emit!(self, head, fallback, i, EventKind::Monte(MonteEvent::Betting { phase }))
            }
            b"commission" => {
                let loc = self.loc(keyword);
                emit!(self, head, fallback, i, EventKind::Monte(MonteEvent::Commission { loc }))
            }
            _ => fallback(),
        }
    }
}

#[cfg(test)]
#[path = "monte/tests.rs"]
mod tests;

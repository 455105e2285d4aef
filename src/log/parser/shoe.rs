//! The card shoe's lines, shared by every card game: `shoe`, `cutcard`, `burn` and `deal` (see
//! [`crate::log::event::ShoeEvent`]).

use super::*;

impl<'a> Line<'a> {
    /// `shoe [decks=<u16>]`
    pub(super) fn shoe(&self, i: &'a str) -> PResult<'a, Option<Sp<u16>>> {
        match next_token(i) {
            (_, None) => Ok((i, None)),
            (rest, Some(t)) => match t.split_once('=') {
                Some(("decks", v)) if !v.is_empty() => {
                    let n = whole(v, WHAT_DECKS, u16::MAX.into(), EXPECT_DECKS)?;
                    Ok((rest, Some(self.sp(v, u16::try_from(n).unwrap_or(u16::MAX)))))
                }
                _ => Err(Fail::stop(t, t!("log-not-shoe-option", token = shown(t)), EXPECT_DECKS)),
            },
        }
    }

    /// `cutcard <u16>|out`: `None` for `out`.
    pub(super) fn cutcard(&self, i: &'a str) -> PResult<'a, Option<Sp<u16>>> {
        let (rest, t) = required(i, || t!("log-cutcard-needs-count"), EXPECT_CUTCARD)?;
        if t == "out" {
            return Ok((rest, None));
        }
        let n = whole(t, WHAT_CARDS, u16::MAX.into(), EXPECT_CUTCARD)?;
        Ok((rest, Some(self.sp(t, u16::try_from(n).unwrap_or(u16::MAX)))))
    }

    /// `<card> [up|down]`
    pub(super) fn card_face(&self, keyword: &'static str, i: &'a str) -> PResult<'a, CardParts> {
        let (i, t) = required(i, || t!("log-needs-card", keyword = keyword), EXPECT_CARD)?;
        let card = self.sp(t, card(t)?);
        match next_token(i) {
            (_, None) => Ok((i, (card, None))),
            (rest, Some(f)) => {
                let face = match f {
                    "up" => Face::Up,
                    "down" => Face::Down,
                    _ => {
                        let hint = match f.to_ascii_lowercase().as_str() {
                            "up" | "down" => t!("log-hint-lower-case", word = f.to_ascii_lowercase()),
                            _ => no_hint(),
                        };
                        return Err(Fail::stop(f, t!("log-not-face", token = shown(f), hint = hint), EXPECT_FACE));
                    }
                };
                Ok((rest, (card, Some(self.sp(f, face)))))
            }
        }
    }

    /// ` <card> [up|down]` of a well-formed `deal` or `burn`: the input after it, the card and
    /// the side.
    #[inline(always)]
    pub(super) fn fast_card_face(&self, i: &'a [u8]) -> Option<(&'a [u8], CardParts)> {
        let i = blanks1(i)?;
        // A card is two bytes, then a separator or the line's end: taken as such, not scanned
        // for (the scan and the test of its length cost a `deal` line some twenty
        // instructions).
        let (t, i) = i.split_first_chunk::<2>()?;
        if i.first().is_some_and(|&b| !is_separator(b)) {
            return None;
        }
        let card = match *t {
            [b'?', b'?'] => None,
            [r, su] => {
                Some(Card { rank: crate::log::card::Rank::from_char(r)?, suit: crate::log::card::Suit::from_char(su)? })
            }
        };
        let card = self.sp(t, card);
        // Most cards end their line.
        if i.is_empty() {
            return Some((i, (card, None)));
        }
        match blanks1(i).and_then(|j| ended(any_token(j))) {
            Some((rest, f)) => {
                let face = match f {
                    b"up" => Face::Up,
                    b"down" => Face::Down,
                    _ => return None,
                };
                Some((rest, (card, Some(self.sp(f, face)))))
            }
            None => Some((i, (card, None))),
        }
    }
}

/// The card and the side it lies on, of a `deal` or `burn` line.
pub(super) type CardParts = (Sp<CardSeen>, Option<Sp<Face>>);

/// `Kh`, `Td`, `9c` or `??`.
/// A card written with its suit's symbol (`7♠`, `10♥`, `Q♦`): the card as the log writes it
/// (`7s`, `Th`, `Qd`), when that is a card.
fn card_with_suit_symbol(t: &str) -> Option<String> {
    let symbol = t.chars().last()?;
    let suit = match symbol {
        '♠' | '♤' => 's',
        '♥' | '♡' => 'h',
        '♦' | '♢' => 'd',
        '♣' | '♧' => 'c',
        _ => return None,
    };
    let rank = &t[..t.len() - symbol.len_utf8()];
    let rank = if rank == "10" { "T".to_owned() } else { rank.to_ascii_uppercase() };
    let card = format!("{rank}{suit}");
    Card::parse(&card).is_some().then_some(card)
}

pub(super) fn card(t: &str) -> Result<CardSeen, Stop<'_>> {
    if t == "??" {
        return Ok(None);
    }
    if let Some(c) = Card::parse(t) {
        return Ok(Some(c));
    }
    // A card of the Spanish deck (`Re`, `1o`, `Sb`) at a table of the French deck: the card it
    // stands for (a monte table reads its cards with `spanish_card`, never here).
    if let Some(spanish) = crate::log::spanish_card::SpanishCard::parse(t) {
        let french = super::monte::french_of(spanish).to_string();
        let hint = crate::log::suggest::did_you_mean_words(&[&french]);
        return Err(Fail::stop(t, t!("log-spanish-card", token = shown(t), hint = hint), EXPECT_CARD));
    }
    let b = t.as_bytes();
    let hint = if let Some(card) = card_with_suit_symbol(t) {
        crate::log::suggest::did_you_mean_words(&[&card])
    } else if t.starts_with("10") {
        t!("log-hint-ten", suit = t.get(2..).unwrap_or(""))
    } else if let [r, s] = *b
        && t.is_ascii()
        && Card::parse(&format!("{}{}", char::from(r.to_ascii_uppercase()), char::from(s.to_ascii_lowercase())))
            .is_some()
    {
        let (r, s) = (char::from(r.to_ascii_uppercase()), char::from(s.to_ascii_lowercase()));
        t!("log-hint-card-case", card = format!("{r}{s}"))
    } else if let [r, _] = *b
        && t.is_ascii()
        && crate::log::card::Rank::from_char(r).is_some()
    {
        t!("log-hint-suit")
    } else if b.len() == 2 && t.is_ascii() {
        t!("log-hint-rank")
    } else if t.contains('?') {
        t!("log-hint-unseen")
    } else {
        no_hint()
    };
    Err(Fail::stop(t, t!("log-not-card", token = shown(t), hint = hint), EXPECT_CARD))
}

/// The card shoe's grammar (see [`FAMILY_GRAMMARS`]).
pub(super) const SHOE_GRAMMAR: Grammar =
    Grammar { keywords: &ShoeEvent::KEYWORDS, full: |line, keyword, rest| line.shoe_event(keyword, rest) };

/// The card shoe's lines the fast path reads (`cutcard <n>` too: once a shoe, but some 600
/// instructions on the full parser).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ShoeKeyword {
    Deal,
    Burn,
    CutCard,
}

impl ShoeKeyword {
    #[inline(always)]
    pub(super) fn of(keyword: &[u8]) -> Option<ShoeKeyword> {
        match keyword {
            b"deal" => Some(ShoeKeyword::Deal),
            b"burn" => Some(ShoeKeyword::Burn),
            b"cutcard" => Some(ShoeKeyword::CutCard),
            _ => None,
        }
    }
}

impl<'a> Line<'a> {
    /// The full parser of a line whose keyword is one of [`ShoeEvent::KEYWORDS`].
    fn shoe_event(&self, keyword: &'a str, rest: &'a str) -> PResult<'a, EventKind<'a>> {
        let (rest, event) = match keyword {
            "shoe" => {
                let (rest, decks) = self.shoe(rest)?;
                (rest, ShoeEvent::Shoe { decks })
            }
            "cutcard" => match self.cutcard(rest)? {
                (rest, Some(below)) => (rest, ShoeEvent::CutCard { below }),
                (rest, None) => (rest, ShoeEvent::CutCardOut),
            },
            "burn" => {
                let (rest, (card, face)) = self.card_face("burn", rest)?;
                (rest, ShoeEvent::Burn { card, face })
            }
            _ => {
                let (rest, hand) = required(rest, || t!("log-deal-needs-hand"), EXPECT_HAND)?;
                check_word(hand, WHAT_HAND, EXPECT_HAND, false)?;
                let hand = self.word(hand);
                let (rest, t) = required(rest, || t!("log-needs-card", keyword = "deal"), EXPECT_CARD)?;
                let first = self.sp(t, card(t)?);
                // Several cards on one line are a círculo deal (`deal s1 Ac Kd`, `deal mesa Jc 3d 5c
                // up`); one card stays the shoe's event, as every other card game writes it.
                let (rest, (cards, count, face)) = self.card_run("deal", t, rest, true)?;
                if count > 1 {
                    return Ok((rest, EventKind::Circulo(CirculoEvent::Deal { hand, cards, face })));
                }
                (rest, ShoeEvent::Deal { hand, card: first, face })
            }
        };
        Ok((rest, EventKind::Shoe(event)))
    }

    /// The fast path's reading of a card shoe's line (see [`Line::fast`]).
    #[inline(always)]
    pub(super) fn fast_shoe(
        &self,
        k: ShoeKeyword,
        i: &'a [u8],
        head: Head<'a>,
        fallback: impl FnOnce() -> Result<Option<Event<'a>>, ParseError>,
    ) -> Result<Option<Event<'a>>, ParseError> {
        match k {
            ShoeKeyword::Deal => {
                let i = need!(fallback, blanks1(i));
                let (i, hand) = need!(fallback, ended(kind_word(i)));
                let hand = self.word(self.ascii(hand));
                // Where a card and its side are not the whole line, a círculo's deal of several
                // cards (`fast_card_face` declines a second card), read only then, out of line.
                let Some((i, (card, face))) = self.fast_card_face(i) else {
                    return self.fast_deal_run(hand, i, head, fallback);
                };
                emit!(self, head, fallback, i, EventKind::Shoe(ShoeEvent::Deal { hand, card, face }))
            }
            ShoeKeyword::Burn => {
                let (i, (card, face)) = need!(fallback, self.fast_card_face(i));
                emit!(self, head, fallback, i, EventKind::Shoe(ShoeEvent::Burn { card, face }))
            }
            // `cutcard <n>`; `cutcard out` goes to the full parser.
            ShoeKeyword::CutCard => {
                let i = need!(fallback, blanks1(i));
                let (i, t, n) = need!(fallback, fast_u16(i));
                let below = self.sp(t, n);
                emit!(self, head, fallback, i, EventKind::Shoe(ShoeEvent::CutCard { below }))
            }
        }
    }
}

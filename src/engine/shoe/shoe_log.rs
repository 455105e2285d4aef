//! The shoe as the log shows it, shared by every card game's engine: loading (`shoe`), the
//! stop card (`cutcard N`, `cutcard out`), burns and every card dealt, with the findings they
//! give — a card the shoe cannot hold, the burn count, the stop card's place, a round started
//! after the stop card and the deck count — under the codes of the game's [`ShoeCodes`] (the
//! baccarat family: BC001, BC020, BC021, BC022 and BC023).
//!
//! One error, one finding: a shoe that runs out is reported once (its later cards are not
//! judged), the late coup once per shoe, and a burn is not judged when a line of that shoe could
//! not be read (M001 already said so). Nor is a card the shoe cannot hold after a line of the
//! shoe could not be read, nor a copy too many after a coup dealt past the stop card: the line
//! lost may have been the next shoe's loading, and every card of that shoe would then be "one
//! copy too many" (the shoe running out is still reported, once).

use crate::engine::shoe::accounting::{Impossible, Shoe};
use crate::engine::shoe::{ShoeCodes, ShoeRules, ShoeWords};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{CardSeen, show};
use crate::log::event::{Loc, Sp};
use crate::t;

/// The shoe a log deals from without a `shoe` line: the article's (built once, out of the
/// line of every card's draw).
#[cold]
#[inline(never)]
fn implicit_shoe(rules: &ShoeRules) -> Shoe {
    let mut s = Shoe::new(rules.decks, None);
    s.stop_shows = rules.stop_card_shows;
    s
}

/// The shoe in play and what has already been reported about it, under the game's rules.
#[derive(Debug)]
pub struct ShoeLog<'r> {
    rules: &'r ShoeRules,
    shoe: Option<Shoe>,
    burn_checked: bool,
    stop_reported: bool,
    /// The shoe ran out (reported once per shoe: later cards of the same shoe are not judged).
    empty_reported: bool,
    /// A line since the shoe was loaded could not be read (it may have been a burned card): the
    /// burn count is not judged.
    unreadable_in_shoe: bool,
    /// A line since the shoe was loaded could not be read, at any point: the next `shoe` line
    /// may have been lost, so the cards are not judged against this shoe any more.
    unreadable_any: bool,
    /// The shoe's `decks=` is not the article's (reported): how many cards it holds is unsure,
    /// so where the stop card can come out is not judged.
    decks_disputed: bool,
}

impl<'r> ShoeLog<'r> {
    pub fn new(rules: &'r ShoeRules) -> ShoeLog<'r> {
        ShoeLog {
            rules,
            shoe: None,
            burn_checked: false,
            stop_reported: false,
            empty_reported: false,
            unreadable_in_shoe: false,
            unreadable_any: false,
            decks_disputed: false,
        }
    }

    fn codes(&self) -> ShoeCodes {
        self.rules.codes
    }

    fn words(&self) -> ShoeWords {
        self.rules.words
    }

    /// The shoe in play, if the log loaded one or dealt from one.
    pub fn shoe(&self) -> Option<&Shoe> {
        self.shoe.as_ref()
    }

    /// The shoe in play, an implicit one (the article's decks) when the log dealt without
    /// loading one. Inline: every card comes here, and the shoe is nearly always there.
    #[inline]
    fn shoe_mut(&mut self) -> &mut Shoe {
        let rules = self.rules;
        self.shoe.get_or_insert_with(|| implicit_shoe(rules))
    }

    /// `shoe [decks=N]`: a new shoe is loaded; its accounting starts afresh.
    pub fn load(&mut self, at: Loc, decks: Option<Sp<u16>>, out: &mut Vec<Finding>) {
        let rules = self.rules;
        let mut n = rules.decks;
        if let Some(d) = decks {
            if d.value != rules.decks {
                out.push(
                    Finding::new(
                        rules.codes.deck_count,
                        Label::new(d.loc, t!("bac-decks-in-this-shoe")),
                        t!("bac-wrong-deck-count", decks = d.value, article = rules.decks),
                    )
                    .expected(Text::verbatim(format!("decks={}", rules.decks)))
                    .found(Text::verbatim(format!("decks={}", d.value)))
                    .rule(rules.decks_rule.clone()),
                );
            }
            // Count the shoe the log says was loaded (a sane number of decks), so that one wrong
            // deck count does not turn every later card into a finding.
            if d.value > 0 && d.value <= 64 {
                n = d.value;
            }
        }
        let mut shoe = Shoe::new(n, Some(at));
        shoe.stop_shows = rules.stop_card_shows;
        let decks_disputed = decks.is_some_and(|d| d.value != rules.decks);
        *self = ShoeLog { shoe: Some(shoe), decks_disputed, ..ShoeLog::new(rules) };
    }

    /// A card leaves the shoe (dealt or burned). Inline, the findings apart: every card of a
    /// card game's log comes here, and nearly every one is possible (always inline: left to
    /// itself the compiler kept it a call, which cost a fifth of it).
    #[inline(always)]
    pub fn draw(&mut self, card: Sp<CardSeen>, out: &mut Vec<Finding>) {
        if let Err(why) = self.shoe_mut().draw(card.value, card.loc) {
            self.impossible(why, card, out);
        }
    }

    /// A card the shoe could not have held (`why`): its finding, unless already said.
    #[cold]
    #[inline(never)]
    fn impossible(&mut self, why: Impossible, card: Sp<CardSeen>, out: &mut Vec<Finding>) {
        if self.empty_reported || self.unreadable_any {
            // The shoe already ran out, or a line of it could not be read: the log may not be
            // this shoe's any more (a `shoe` line lost); one finding (or M001) said so.
            return;
        }
        match why {
            // A coup dealt past the stop card (reported): the next shoe's loading may be the
            // line lost, and its cards would each be one copy too many. That the shoe runs out
            // is still reported, once.
            Impossible::NoCopyLeft { .. } if self.stop_reported => {}
            Impossible::NoCopyLeft { card: c, copies, first } => {
                let mut f = Finding::new(
                    self.codes().impossible_card,
                    Label::new(card.loc, t!("bac-one-copy-too-many")),
                    t!(
                        "bac-card-too-many-times",
                        card = c.to_string(),
                        nth = copies + 1,
                        nth_category = ordinal_category(copies + 1),
                        copies = copies
                    ),
                )
                .expected(t!("bac-at-most-copies", copies = copies, card = c.to_string()))
                .found(t!("bac-copies", copies = copies + 1, card = c.to_string()))
                .rule(self.rules.decks_rule.clone());
                if let Some(first) = first {
                    f = f.label(first, t!("bac-first-copy"));
                }
                out.push(f);
            }
            Impossible::Empty { size } => {
                self.empty_reported = true;
                out.push(
                    Finding::new(
                        self.codes().impossible_card,
                        Label::new(card.loc, t!("bac-no-card-left")),
                        t!("bac-shoe-empty", card = show(card.value), size = size),
                    )
                    .expected(t!("bac-at-most-cards-per-shoe", size = size))
                    .found(t!("bac-card-number", number = size + 1))
                    .rule(self.rules.decks_rule.clone()),
                );
            }
        }
    }

    /// `cutcard N`: the stop card placed with N cards below it.
    pub fn cutcard(&mut self, below: Sp<u16>, out: &mut Vec<Finding>) {
        let rules = self.rules;
        let want = rules.cut_card_below;
        let wrong = if rules.cut_at_least { below.value < want } else { below.value != want };
        if wrong {
            // Exactly the article's number, or at least it.
            let how = if rules.cut_at_least { "at-least" } else { "exactly" };
            let words = rules.words;
            out.push(
                Finding::new(
                    rules.codes.cut_card_place,
                    Label::new(below.loc, Text::new(words.cards_under_stop_card)),
                    Text::new(words.stop_card_placed).arg("below", below.value).arg("want", want).arg("how", how),
                )
                .expected(t!("bac-cutcard-expected", want = want, how = how))
                .found(Text::log_line(format!("cutcard {}", below.value)))
                .rule(rules.cut_card_rule.clone()),
            );
        }
        let shoe = self.shoe_mut();
        shoe.cut_below = Some(below.value);
        if shoe.cut_out.is_none() && shoe.drawn > 0 && shoe.stop_reached() {
            shoe.cut_out = Some(below.loc);
        }
    }

    /// The stop card of the shoe loaded, when no `cutcard N` has placed it: where the article
    /// places it (`below` cards under it), for a family whose article fixes the place (treinta
    /// y cuarenta's red card «delante de las cinco últimas cartas»). A later `cutcard N`
    /// replaces it.
    pub fn assume_cut_below(&mut self, below: u16) {
        if let Some(shoe) = self.shoe.as_mut() {
            shoe.cut_below.get_or_insert(below);
        }
    }

    /// `cutcard out`: the stop card came out here.
    pub fn cut_out(&mut self, at: Loc) {
        self.shoe_mut().cut_out.get_or_insert(at);
    }

    /// `cutcard out`, judged against the count of cards drawn: with N cards below it the stop
    /// card cannot show before the cards above it are all drawn (`cutcard N`'s code, once per
    /// shoe). Not judged when a line of the shoe could not be read (cards may be missing from
    /// the count) or the shoe's `cutcard N` is not in the log. A family whose log writes
    /// `cutcard out` calls this instead of [`Self::cut_out`].
    pub fn cut_out_judged(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let rules = self.rules;
        if let Some(shoe) = &self.shoe
            && shoe.cut_out.is_none()
            && !self.unreadable_any
            && !self.decks_disputed
            && let Some(below) = shoe.cut_below.filter(|&b| u32::from(b) < shoe.size())
        {
            let above = shoe.size() - u32::from(below);
            if shoe.drawn < above {
                out.push(
                    Finding::new(
                        rules.codes.cut_card_place,
                        Label::new(at, t!("shoe-cut-card-out-early")),
                        t!("shoe-cut-card-out-too-soon", drawn = shoe.drawn, below = below, above = above),
                    )
                    .expected(t!("shoe-cut-card-out-after", above = above))
                    .found(t!("shoe-cut-card-out-at", drawn = shoe.drawn))
                    .rule(rules.cut_card_rule.clone()),
                );
            }
        }
        self.cut_out(at);
    }

    /// `burn CARD`: a card out of play before the shoe's first coup.
    pub fn burn(&mut self, card: Sp<CardSeen>, out: &mut Vec<Finding>) {
        self.draw(card, out);
        let shoe = self.shoe_mut();
        if shoe.first_deal.is_none() {
            shoe.burns.push((card.value, card.loc));
        }
    }

    /// A line could not be read: before the shoe's first card it may have been a burned card.
    pub fn unreadable(&mut self) {
        self.unreadable_any = true;
        if self.shoe.as_ref().is_none_or(|s| s.first_deal.is_none()) {
            self.unreadable_in_shoe = true;
        }
    }

    /// The first card of a coup (a round of the game) that started (its `round` line) at
    /// `started` is dealt at `at`: at the shoe's first card the burn is judged, and a coup
    /// started after the stop card came out is reported (the coup in progress when it comes out
    /// is completed).
    pub fn first_card_of_coup(&mut self, at: Loc, started: Loc, out: &mut Vec<Finding>) {
        let stop = self.shoe.as_ref().and_then(|s| s.cut_out);
        if self.shoe.as_ref().is_some_and(|s| s.first_deal.is_none()) {
            self.check_burn(at, out);
            if let Some(s) = self.shoe.as_mut() {
                s.first_deal = Some(at);
            }
        }
        if let Some(stop) = stop.filter(|l| l.offset < started.offset)
            && !self.stop_reported
        {
            self.stop_reported = true;
            let words = self.words();
            out.push(
                Finding::new(
                    self.codes().round_after_stop_card,
                    Label::new(started, Text::new(words.new_round)),
                    Text::new(words.round_after_stop_card),
                )
                .label(stop, Text::new(words.stop_card_out))
                .label(at, t!("bac-first-card"))
                .expected(Text::new(words.no_round_after_stop_card))
                .found(Text::new(words.a_new_round))
                .rule(self.rules.cut_card_rule.clone()),
            );
        }
    }

    /// At the shoe's first card dealt: the burn must have had the count its first card gives.
    fn check_burn(&mut self, at: Loc, out: &mut Vec<Finding>) {
        if self.burn_checked {
            return;
        }
        self.burn_checked = true;
        if self.unreadable_in_shoe {
            // M001 said so: one error, one finding.
            return;
        }
        let code = self.codes().burn;
        if let Some((want, rule)) = &self.rules.fixed_burn {
            self.check_fixed_burn(at, *want, rule, out);
        }
        let Some(spec) = &self.rules.burn else { return };
        let Some(shoe) = &self.shoe else { return };
        // A shoe the log never announced: its burn is not on record.
        let Some(shoe_loc) = shoe.loc else { return };
        let got = shoe.burns.len() as u32;
        match (shoe.burns.first(), shoe.expected_burns(spec)) {
            (None, _) => out.push(
                Finding::new(code, Label::new(at, t!("bac-first-card-dealt")), t!("bac-dealt-without-burn"))
                    .label(shoe_loc, t!("bac-shoe-loaded-here"))
                    .expected(t!("bac-burn-expected"))
                    .found(t!("bac-no-burned-card"))
                    .rule(spec.rule.clone()),
            ),
            (Some((first, first_loc)), Some(want)) if want != got => {
                // Whether the card turned up counts among the burned ones.
                let counted = if spec.exposed_card_counts { "including" } else { "after" };
                let v = want - u32::from(!spec.exposed_card_counts);
                let last = shoe.burns.last().map_or(*first_loc, |b| b.1);
                let (label_at, label) =
                    if got > want { (last, t!("bac-burn-too-many")) } else { (at, t!("bac-burn-too-short")) };
                out.push(
                    Finding::new(
                        code,
                        Label::new(label_at, label),
                        t!("bac-wrong-burn", card = show(*first), value = v, want = want, counted = counted, got = got),
                    )
                    .label(*first_loc, t!("bac-worth", value = v))
                    .expected(t!("bac-burned-cards", count = want))
                    .found(t!("bac-burned-cards", count = got))
                    .rule(spec.rule.clone()),
                );
            }
            _ => {}
        }
    }
}

impl ShoeLog<'_> {
    /// A burn of exactly `want` cards (Black Jack's five), judged at the shoe's first card.
    fn check_fixed_burn(&self, at: Loc, want: u32, rule: &str, out: &mut Vec<Finding>) {
        let Some(shoe) = &self.shoe else { return };
        // A shoe the log never announced: its burn is not on record.
        let Some(shoe_loc) = shoe.loc else { return };
        let got = shoe.burns.len() as u32;
        if got == want {
            return;
        }
        let (label_at, label) = match shoe.burns.last() {
            Some(&(_, last)) if got > want => (last, t!("bac-burn-too-many")),
            _ => (at, t!("bac-burn-too-short")),
        };
        out.push(
            Finding::new(
                self.codes().burn,
                Label::new(label_at, label),
                t!("shoe-wrong-fixed-burn", want = want, got = got),
            )
            .label(shoe_loc, t!("bac-shoe-loaded-here"))
            .expected(t!("bac-burned-cards", count = want))
            .found(t!("bac-burned-cards", count = got))
            .rule(rule.to_owned()),
        );
    }
}

/// The CLDR English ordinal category of `n` (`one` for 1st, 21st; `two` for 2nd; `few` for 3rd;
/// `other` for 4th, 11th…): the selector an English message needs to write `n` as an ordinal
/// (Fluent's `NUMBER(type: "ordinal")` is not available to the bundle). Other languages ignore it.
pub fn ordinal_category(n: u32) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=13) => "other",
        (1, _) => "one",
        (2, _) => "two",
        (3, _) => "few",
        _ => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::shoe::{BurnSpec, StopCardShows};
    use crate::i18n::{Lang, Locale};
    use crate::log::card::{Card, Rank, Suit};

    /// A shoe of another game than baccarat: its own codes and rules, no baccarat article.
    fn rules() -> ShoeRules {
        ShoeRules {
            decks: 1,
            decks_rule: "x.cards".into(),
            cut_card_below: 7,
            cut_at_least: true,
            cut_card_rule: "x.cut".into(),
            stop_card_shows: StopCardShows::WithNextCard,
            burn: Some(BurnSpec { ten_and_court_value: 10, exposed_card_counts: false, rule: "x.burn".into() }),
            fixed_burn: None,
            words: ShoeWords::ROUNDS,
            codes: ShoeCodes {
                impossible_card: "XX001",
                burn: "XX002",
                cut_card_place: "XX003",
                round_after_stop_card: "XX004",
                deck_count: "XX005",
            },
        }
    }

    fn at(line: u32) -> Loc {
        Loc { line, col: 1, offset: u64::from(line) * 100, len: 1 }
    }

    fn sp<T>(line: u32, value: T) -> Sp<T> {
        Sp { loc: at(line), value }
    }

    fn king() -> CardSeen {
        Some(Card { rank: Rank::King, suit: Suit::Spades })
    }

    #[test]
    fn findings_carry_the_game_s_codes_and_rules() {
        let rules = rules();
        let mut log = ShoeLog::new(&rules);
        let mut out = Vec::new();
        log.load(at(1), Some(sp(1, 2)), &mut out);
        // At least seven under the stop card: eight is right, six is not.
        log.cutcard(sp(2, 8), &mut out);
        log.cutcard(sp(3, 6), &mut out);
        // A king burned: it and ten more; one burned card only.
        log.burn(sp(4, king()), &mut out);
        log.first_card_of_coup(at(6), at(5), &mut out);
        // The shoe was loaded with the two decks its line says: it holds two kings.
        log.draw(sp(7, king()), &mut out);
        log.draw(sp(8, king()), &mut out);
        // A round started after the stop card came out.
        log.cut_out(at(9));
        log.first_card_of_coup(at(11), at(10), &mut out);
        let found: Vec<(&str, u32, Option<&str>)> =
            out.iter().map(|f| (f.code, f.primary.loc.line, f.rule_hint.as_deref())).collect();
        assert_eq!(
            found,
            [
                ("XX005", 1, Some("x.cards")),
                ("XX003", 3, Some("x.cut")),
                ("XX002", 6, Some("x.burn")),
                ("XX001", 8, Some("x.cards")),
                ("XX004", 10, Some("x.cut")),
            ]
        );
    }

    #[test]
    fn ordinals_in_english_and_spanish() {
        for (n, en) in [
            (1, "1st"),
            (2, "2nd"),
            (3, "3rd"),
            (4, "4th"),
            (11, "11th"),
            (12, "12th"),
            (13, "13th"),
            (21, "21st"),
            (22, "22nd"),
            (23, "23rd"),
            (101, "101st"),
            (111, "111th"),
        ] {
            let text = t!("bac-salutes-nth", seat = "s1", nth = n, nth_category = ordinal_category(n));
            assert_eq!(text.en(), format!("s1 «saluda» for the {en} time in this shoe"));
            assert_eq!(text.render(Locale::human(Lang::Es)), format!("s1 «saluda» por {n}.ª vez en este «sabot»"));
        }
    }
}

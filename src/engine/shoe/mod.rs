//! The French-deck card shoe, shared by every card game dealt from one: the baccarat family
//! today, Black Jack and Treinta y cuarenta next. Nothing here knows which game is dealt: a
//! family compiles what its article says about the shoe into a [`ShoeRules`] (decks, stop card,
//! burn, and the check codes under which its findings are reported) and its engine feeds a
//! [`ShoeLog`] the log's shoe events (`shoe`, `cutcard`, `cutcard out`, `burn`, and every card
//! dealt, `EventKind::Shoe`).
//!
//! - [`accounting`]: [`Shoe`], what a shoe of N decks can still deal ([`Impossible`] when it
//!   cannot), where the stop card lies and when it counts as out, the burn's expected count;
//! - [`shoe_log`]: [`ShoeLog`], the shoe as the log shows it, with its findings: a card the shoe
//!   cannot hold, the burn count, the stop card's place, a round started after the stop card
//!   and the deck count.
//!
//! The engine tells [`ShoeLog`] when a round deals its first card
//! ([`ShoeLog::first_card_of_coup`]): that is when the burn is judged and a round after the stop
//! card is reported. [`ShoeRules::lines_not_logged`] names the shoe's optional lines a log never
//! wrote, for the game's note on them. The words its messages use for a round and the stop card
//! are the family's ([`ShoeWords`]): the baccarat family's speak of «coups» and the stop card
//! (`bac-*` keys of `i18n/*/baccarat.ftl`, byte-identical to what it always showed), Black Jack's
//! of rounds and the cut card (`shoe-*` keys of `i18n/*/shoe.ftl`), Treinta y cuarenta's of
//! coups and the «carta roja» (`tc-shoe-*` keys of `i18n/*/treinta.ftl`).

pub mod accounting;
pub mod composition;
pub mod shoe_log;

pub use accounting::{Impossible, Shoe, burn_value};
pub use composition::Composition;
pub use shoe_log::{ShoeLog, ordinal_category};

use crate::catalog::shoe::{BurnSpec, StopCardShows};
use crate::engine::not_logged::Unlogged;
use crate::t;

/// What a game's article says about its shoe, compiled once per article by the family.
#[derive(Clone, Debug)]
pub struct ShoeRules {
    /// Decks of 52 in a full shoe (what `shoe` loads unless its line says otherwise).
    pub decks: u16,
    /// The rule giving the number of decks: cited by the deck count and by a card the shoe
    /// cannot hold.
    pub decks_rule: String,
    /// Cards under the stop card (`cutcard N`).
    pub cut_card_below: u16,
    /// At least `cut_card_below` cards under the stop card («al menos diez»), not exactly.
    pub cut_at_least: bool,
    /// The rule placing the stop card and ending the shoe: cited by its place and by a round
    /// after it.
    pub cut_card_rule: String,
    /// When a stop card known only by count is out.
    pub stop_card_shows: StopCardShows,
    /// The burn at the start of a shoe, counted from its first card; `None`: no such burn.
    pub burn: Option<BurnSpec>,
    /// A burn of a fixed number of cards (Black Jack's five), with its rule; `None`: none.
    /// Judged, like `burn`, at the shoe's first card dealt (under `codes.burn`).
    pub fixed_burn: Option<(u32, String)>,
    /// The check codes of the findings.
    pub codes: ShoeCodes,
    /// The family's words for a round and the stop card in the findings.
    pub words: ShoeWords,
}

/// The message ids a family's shoe findings use where the families word things differently (a
/// «coup» or a round, the stop card or the cut card). Each must be a message of every language
/// with the arguments the baccarat family's take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShoeWords {
    /// Label on the `round` line of a round after the stop card.
    pub new_round: &'static str,
    /// A round after the stop card: the message.
    pub round_after_stop_card: &'static str,
    /// Label on where the stop card came out.
    pub stop_card_out: &'static str,
    /// Expected: no round after the stop card.
    pub no_round_after_stop_card: &'static str,
    /// Found: a new round.
    pub a_new_round: &'static str,
    /// Label on `cutcard N`'s number.
    pub cards_under_stop_card: &'static str,
    /// The stop card's place: the message (`$below`, `$want`, `$how`).
    pub stop_card_placed: &'static str,
    /// The note on lines not logged: what `cutcard N` would have let veedor check.
    pub unlogged_cutcard: &'static str,
}

impl ShoeWords {
    /// The baccarat family's words: «coups» and the stop card.
    pub const BACCARAT: ShoeWords = ShoeWords {
        new_round: "bac-new-coup",
        round_after_stop_card: "bac-coup-after-stop-card",
        stop_card_out: "bac-stop-card-out",
        no_round_after_stop_card: "bac-no-coup-after-stop-card",
        a_new_round: "bac-a-new-coup",
        cards_under_stop_card: "bac-cards-under-stop-card",
        stop_card_placed: "bac-stop-card-placed",
        unlogged_cutcard: "bac-unlogged-cutcard",
    };

    /// Rounds and the cut card (Black Jack).
    pub const ROUNDS: ShoeWords = ShoeWords {
        new_round: "shoe-new-round",
        round_after_stop_card: "shoe-round-after-cut-card",
        stop_card_out: "shoe-cut-card-out",
        no_round_after_stop_card: "shoe-no-round-after-cut-card",
        a_new_round: "shoe-a-new-round",
        cards_under_stop_card: "shoe-cards-behind-cut-card",
        stop_card_placed: "shoe-cut-card-placed",
        unlogged_cutcard: "shoe-unlogged-cutcard",
    };

    /// Treinta y cuarenta's words: «coups» and the article's «carta roja», whose appearance
    /// voids the coup in progress (art. 05, §V.3) where baccarat's stop card lets it finish.
    pub const TREINTA: ShoeWords = ShoeWords {
        new_round: "tc-shoe-new-coup",
        round_after_stop_card: "tc-shoe-coup-after-red-card",
        stop_card_out: "tc-shoe-red-card-out",
        no_round_after_stop_card: "tc-shoe-no-coup-after-red-card",
        a_new_round: "tc-shoe-a-new-coup",
        cards_under_stop_card: "tc-shoe-cards-behind-red-card",
        stop_card_placed: "tc-shoe-red-card-placed",
        unlogged_cutcard: "tc-shoe-unlogged-cutcard",
    };

    /// Every id, for the test that each is a message.
    pub fn ids(&self) -> [&'static str; 8] {
        [
            self.new_round,
            self.round_after_stop_card,
            self.stop_card_out,
            self.no_round_after_stop_card,
            self.a_new_round,
            self.cards_under_stop_card,
            self.stop_card_placed,
            self.unlogged_cutcard,
        ]
    }
}

/// The check codes a family reports the shoe's findings under (each must be in the rules
/// registry, `src/rules.rs`, and cited by the family's catalogue rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShoeCodes {
    /// A card the shoe cannot hold: one copy too many, or a card after the shoe ran out.
    pub impossible_card: &'static str,
    /// The burn's count differs from what its first card gives, or there was no burn.
    pub burn: &'static str,
    /// `cutcard N` with a number of cards under the stop card the article does not allow.
    pub cut_card_place: &'static str,
    /// A round started after the stop card came out.
    pub round_after_stop_card: &'static str,
    /// `shoe decks=N` with another number of decks than the article's.
    pub deck_count: &'static str,
}

impl ShoeRules {
    /// The shoe's optional lines a log never wrote, with the checks that needed them and the
    /// rule each cites (for the game's note on lines not logged, BC055 in the baccarat family):
    /// `shoe decks=N` (and, where the article burns cards, the burn's count) and `cutcard N`.
    /// The engine adds the lines of its own game.
    pub fn lines_not_logged(&self, shoe: bool, cutcard: bool) -> Vec<(Unlogged, String)> {
        let mut v = Vec::new();
        let codes = self.codes;
        if !shoe {
            let burn = self.burn.is_some() || self.fixed_burn.is_some();
            let checks =
                if burn { format!("{}, {}", codes.burn, codes.deck_count) } else { codes.deck_count.to_owned() };
            v.push((
                Unlogged {
                    line: "shoe decks=N",
                    unchecked: t!("bac-unlogged-decks", burn = if burn { "yes" } else { "no" }),
                    checks,
                },
                self.decks_rule.clone(),
            ));
        }
        if !cutcard {
            v.push((
                Unlogged {
                    line: "cutcard N",
                    unchecked: crate::i18n::Text::new(self.words.unlogged_cutcard),
                    checks: format!("{}, {}", codes.cut_card_place, codes.round_after_stop_card),
                },
                self.cut_card_rule.clone(),
            ));
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::ShoeWords;
    use crate::i18n::{Lang, message};

    /// Each family's words are messages of every language (a missing id would show the id).
    #[test]
    fn every_family_word_is_a_message() {
        for words in [ShoeWords::BACCARAT, ShoeWords::ROUNDS, ShoeWords::TREINTA] {
            for id in words.ids() {
                for lang in Lang::ALL {
                    assert!(message(lang, id).is_some(), "{id} is not a message in {lang:?}");
                }
            }
        }
    }
}

//! Findings about third cards that read the same in every engine of the family: a player hand
//! drawing where its rule says stand (BC003) and a fourth card to any hand (BC003 for a player,
//! BC005 for the banker).
//!
//! Which rule binds a draw is each engine's own judgement (punto y banca's fixed tableau, a
//! banker free unless he asks for it, the banco exemption), and so are the findings whose words
//! depend on it (missed draws, draws after a natural, the banker against the tableau). The
//! engines add the rule they cite.

use crate::engine::baccarat::BaccaratGame;
use crate::engine::baccarat::coup::CoupLog;
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::show;
use crate::log::event::Loc;
use crate::t;

/// BC003: player hand `p`, with `p2` on its first two cards, was dealt a third card where its
/// rule says stand. `why` ends the message (why the hand was bound, or an empty text).
pub fn player_drew_on_stand(g: &BaccaratGame, coup: &CoupLog, p: usize, p2: u8, why: impl Into<Text>) -> Finding {
    let name = g.hand_name(p);
    let at = |i: usize| coup.locs.get(p).and_then(|l| l.get(i)).copied().unwrap_or(coup.loc);
    let third = coup.hands.get(p).and_then(|h| h.cards.get(2)).copied().flatten();
    let why = why.into();
    let message = if why.en().is_empty() {
        t!("bac-player-draws-on-stand", hand = name, total = p2)
    } else {
        t!("bac-player-draws-on-stand-why", hand = name, total = p2, why = why)
    };
    Finding::new("BC003", Label::new(at(2), t!("bac-illegal-third-card")), message)
        .label(at(1), t!("bac-hand-total", hand = name, total = p2))
        .expected(t!("bac-hand-stands-on", hand = name, total = p2))
        .found(t!("bac-deal-line", hand = name, card = show(third)))
}

/// `code` (BC003 for a player hand, BC005 for the banker): `hand` was dealt a fourth card, at
/// `at`, and holds `cards` in all.
pub fn fourth_card(code: &'static str, hand: &str, at: Loc, cards: usize) -> Finding {
    Finding::new(code, Label::new(at, t!("bac-fourth-card")), t!("bac-fourth-card-dealt", hand = hand))
        .expected(t!("bac-at-most-three-cards"))
        .found(t!("bac-n-cards", count = cards))
}

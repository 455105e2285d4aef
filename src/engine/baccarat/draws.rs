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
use crate::log::card::show;
use crate::log::event::Loc;

/// BC003: player hand `p`, with `p2` on its first two cards, was dealt a third card where its
/// rule says stand. `why` ends the message (why the hand was bound, or nothing).
pub fn player_drew_on_stand(g: &BaccaratGame, coup: &CoupLog, p: usize, p2: u8, why: &str) -> Finding {
    let name = g.hand_name(p);
    let at = |i: usize| coup.locs.get(p).and_then(|l| l.get(i)).copied().unwrap_or(coup.loc);
    let third = coup.hands.get(p).and_then(|h| h.cards.get(2)).copied().flatten();
    Finding::new(
        "BC003",
        Label::new(at(2), "illegal third card"),
        format!("{name} draws on {p2}, but must stand on {p2}{why}"),
    )
    .label(at(1), format!("{name} {p2}"))
    .expected(format!("{name} stands on {p2}"))
    .found(format!("deal {name} {}", show(third)))
}

/// `code` (BC003 for a player hand, BC005 for the banker): `hand` was dealt a fourth card, at
/// `at`, and holds `cards` in all.
pub fn fourth_card(code: &'static str, hand: &str, at: Loc, cards: usize) -> Finding {
    Finding::new(code, Label::new(at, "fourth card"), format!("{hand} is dealt a fourth card"))
        .expected("at most three cards")
        .found(format!("{cards} cards"))
}

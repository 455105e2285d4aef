//! One coup as the log tells it, shared by every engine of the family: where it started,
//! «no va más», the stakes, the cards dealt to each hand and where the result was announced.
//! With it, the findings about the coup's course that read the same whatever the variant: a
//! card to a hand the game does not have (BC030), a bet after betting closed (BC015), a first
//! card out of the deal order (BC002), cards before «no va más» (BC029), a card or a second
//! result after the result (BC031), a winner the cards do not give (BC008), and a result on
//! incomplete hands or none at all (BC028).
//!
//! What the result *is* differs between the engines (one winner in punto y banca, a verdict per
//! paño where a player holds the bank), and so does how settlements are judged (each line as it
//! comes, or the coup's money when it ends): each engine's own coup holds a [`CoupLog`] and adds
//! its result and what its judgement needs. The settlement lines themselves are recorded on
//! each stake ([`Book`]).

use smallvec::SmallVec;

use crate::engine::baccarat::BaccaratGame;
use crate::engine::baccarat::cards::Hand;
use crate::engine::baccarat::money::Book;
use crate::engine::shoe::ShoeLog;
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{CardSeen, show};
use crate::log::event::{BetRef, Loc, Sp, Word};
use crate::money::Amount;
use crate::t;

/// Where a hand's cards were dealt, in order (inline up to four, as [`Hand::cards`]).
pub type CardLocs = SmallVec<[Loc; 4]>;

/// What every coup of the family records, and what has been reported about it once.
#[derive(Debug, Default)]
pub struct CoupLog {
    /// The `round` line.
    pub loc: Loc,
    pub nomore: Option<Loc>,
    pub book: Book,
    /// Betting closed (at «no va más», the first card or the result): the engine's checks on
    /// the stakes as they stand were made.
    pub bets_closed: bool,
    /// Cards per hand (indices of [`BaccaratGame::hands`]), and where each was dealt. Inline
    /// for up to three hands of four cards: every coup allocated them, a share of the
    /// family's checking time.
    pub hands: SmallVec<[Hand; 3]>,
    pub locs: SmallVec<[CardLocs; 3]>,
    /// Cards dealt in the coup (a card after the result is not one of them).
    pub dealt: usize,
    pub first_deal: Option<Loc>,
    /// Where the `result` line was, whether or not it could be read.
    pub result_line: Option<Loc>,
    /// Reported once per coup: the deal order (BC002), a first card face up (BC035), a card
    /// after the result (BC031).
    ///
    /// After a card out of the deal order, which card was meant for which hand is not known
    /// (a `deal` line may be missing: every later card then sits one place off), so the coup's
    /// cards are judged no further: no first card face up, no short hand at the result, no
    /// draw and no winner the cards give. The settlements follow the announced result.
    pub order_reported: bool,
    pub face_reported: bool,
    pub late_reported: bool,
    /// Seats and bet words of `bet` lines refused as not bets of the article (BC019): one
    /// fault, one finding, so a later settlement of such a bet (returned or collected) is its
    /// consequence, not a settlement without a bet (BC033).
    pub refused: Vec<(String, String)>,
}

impl CoupLog {
    /// A coup started at `loc` for a game of `hands` hands.
    pub fn new(loc: Loc, hands: usize) -> CoupLog {
        CoupLog {
            loc,
            hands: smallvec::smallvec![Hand::default(); hands],
            locs: smallvec::smallvec![CardLocs::new(); hands],
            ..CoupLog::default()
        }
    }

    /// Empties this coup for the next, at `loc`, of the same game, keeping what its buffers
    /// allocated: every coup allocated its stakes and the refused bets' list anew. Everything
    /// not kept is as [`CoupLog::new`] makes it.
    pub fn reuse(&mut self, loc: Loc) {
        // Field by field, in place (every field named, so that a new one is not forgotten):
        // building a new value moved the hands' inline cards twice.
        let CoupLog {
            loc: at,
            nomore,
            book,
            bets_closed,
            hands,
            locs,
            dealt,
            first_deal,
            result_line,
            order_reported,
            face_reported,
            late_reported,
            refused,
        } = self;
        *at = loc;
        *nomore = None;
        book.clear();
        *bets_closed = false;
        hands.iter_mut().for_each(|h| h.cards.clear());
        locs.iter_mut().for_each(CardLocs::clear);
        *dealt = 0;
        *first_deal = None;
        *result_line = None;
        *order_reported = false;
        *face_reported = false;
        *late_reported = false;
        refused.clear();
    }

    /// A card dealt to hand `h`.
    pub fn push_card(&mut self, h: usize, card: CardSeen, at: Loc) {
        if let (Some(hand), Some(locs)) = (self.hands.get_mut(h), self.locs.get_mut(h)) {
            hand.cards.push(card);
            locs.push(at);
        }
        self.dealt += 1;
    }

    /// A card of this coup went to a hand the game does not have (BC030): which hand it was
    /// meant for is not known, so, as after a card out of the deal order, the coup's cards are
    /// judged no further (one fault, one finding: no deal order, short hand, draw or winner
    /// findings that would only follow from the card's unknown place). After the result the
    /// card is not part of the coup, and what was judged stands.
    pub fn card_to_unknown_hand(&mut self) {
        if self.result_line.is_none() {
            self.order_reported = true;
        }
    }

    /// A `bet` line of `seat` on `bet` was refused (BC019).
    pub fn refuse_bet(&mut self, seat: Word<'_>, bet: &BetRef<'_>) {
        let key = (seat.value.to_owned(), bet.kind.value.to_owned());
        if !self.refused.contains(&key) {
            self.refused.push(key);
        }
    }

    /// Whether a settlement of `seat` on `bet` settles a bet refused as BC019.
    pub fn settles_refused(&self, seat: Word<'_>, bet: &BetRef<'_>) -> bool {
        self.refused.iter().any(|(s, k)| s == seat.value && k == bet.kind.value)
    }

    /// BC015 for a `bet` line once betting has closed: at the result (`result`: where one was
    /// announced that closes betting, as the engine counts it), «no va más» or the first card.
    // The test inline, the finding out of line: this runs at every bet.
    #[inline]
    pub fn late_bet(
        &self,
        result: Option<Loc>,
        at: Loc,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
    ) -> Option<Finding> {
        if result.is_none() && self.nomore.is_none() && self.first_deal.is_none() {
            return None;
        }
        self.late_bet_finding(result, at, seat, bet, amount)
    }

    #[cold]
    #[inline(never)]
    fn late_bet_finding(
        &self,
        result: Option<Loc>,
        at: Loc,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
    ) -> Option<Finding> {
        // What closed betting: `result`, `nomore` or `deal` (a selector of the messages).
        let (closed, what) = result
            .map(|r| (r, "result"))
            .or(self.nomore.map(|l| (l, "nomore")))
            .or(self.first_deal.map(|l| (l, "deal")))?;
        Some(
            Finding::new(
                "BC015",
                Label::new(at, t!("bac-late-bet")),
                t!("bac-bet-after", seat = seat.value, bet = bet.kind.value, what = what),
            )
            .label(closed, t!("bac-betting-closed-by", what = what))
            .expected(t!("bac-bets-before-no-more"))
            .found(t!("bac-bet-line", seat = seat.value, bet = bet.kind.value, amount = amount.value)),
        )
    }

    /// The coup's first card, at `at`: BC029 when stakes were placed and «no va más» was not
    /// called. The engine closes betting after this.
    pub fn first_card(&mut self, at: Loc, out: &mut Vec<Finding>) {
        self.first_deal = Some(at);
        if self.nomore.is_none() && !self.book.stakes.is_empty() {
            out.push(
                Finding::new("BC029", Label::new(at, t!("bac-cards")), t!("bac-cards-before-no-more"))
                    .label(self.loc, t!("bac-coup-starts"))
                    .expected(t!("bac-no-more-then-cards"))
                    .found(t!("bac-a-card")),
            );
        }
    }

    /// A card dealt to `hand` after the result was announced: BC031, once per coup. Returns
    /// whether it was (the card is then not part of the coup).
    // The test inline, the finding out of line: this runs at every card.
    #[inline]
    pub fn card_after_result(&mut self, at: Loc, hand: Word<'_>, card: CardSeen, out: &mut Vec<Finding>) -> bool {
        self.result_line.is_some() && self.card_after_result_finding(at, hand, card, out)
    }

    #[cold]
    #[inline(never)]
    fn card_after_result_finding(&mut self, at: Loc, hand: Word<'_>, card: CardSeen, out: &mut Vec<Finding>) -> bool {
        let Some(result) = self.result_line else { return false };
        if !self.late_reported {
            self.late_reported = true;
            out.push(
                Finding::new(
                    "BC031",
                    Label::new(at, t!("bac-card-after-result")),
                    t!("bac-card-dealt-after-result", hand = hand.value),
                )
                .label(result, t!("bac-result"))
                .expected(t!("bac-no-card-after-result"))
                .found(t!("bac-deal-line", hand = hand.value, card = show(card))),
            );
        }
        true
    }

    /// BC031 for a `result` line at `at` when the coup already has one.
    pub fn second_result(&self, at: Loc) -> Option<Finding> {
        let first = self.result_line?;
        Some(
            Finding::new("BC031", Label::new(at, t!("bac-second-result")), t!("bac-result-announced-twice"))
                .label(first, t!("bac-first-result"))
                .expected(t!("bac-one-result-per-coup"))
                .found(t!("bac-another-result")),
        )
    }

    /// BC028 for a coup that had cards but ends (at `end`) without any `result` line; `expected`
    /// shows the line the engine wanted.
    pub fn ended_without_result(&self, end: Label, expected: impl Into<crate::i18n::Text>) -> Finding {
        Finding::new("BC028", end, t!("bac-coup-ends-without-result"))
            .label(self.first_deal.unwrap_or(self.loc), t!("bac-cards-dealt"))
            .expected(expected)
            .found(t!("bac-no-result"))
    }

    /// BC028 for a result announced at `at` while one of `hands` has fewer than two cards.
    pub fn incomplete(
        &self,
        g: &BaccaratGame,
        at: Loc,
        hands: impl IntoIterator<Item = usize> + Clone,
    ) -> Option<Finding> {
        // Every coup asks; nearly every coup has its cards: answered before any list is made.
        if hands.clone().into_iter().all(|i| self.hands.get(i).is_none_or(|h| h.len() >= 2)) {
            return None;
        }
        let short: Vec<Text> = hands
            .into_iter()
            .filter_map(|i| Some((i, self.hands.get(i)?.len())))
            .filter(|&(_, n)| n < 2)
            .map(|(i, n)| t!("bac-hand-has-cards", hand = g.hand_name(i), count = n))
            .collect();
        if short.is_empty() {
            return None;
        }
        Some(
            Finding::new(
                "BC028",
                Label::new(at, t!("bac-result")),
                t!("bac-result-but", hands = list(&short, "bac-list-and")),
            )
            .label(self.loc, t!("bac-coup-starts"))
            .expected(t!("bac-two-cards-each-then-result"))
            .found(list(&short, "bac-list-comma")),
        )
    }
}

/// A `deal` line, before anything an engine judges about it: the card leaves the shoe whatever
/// else is wrong with the line (BC001 and the shoe's other checks), and it must go to a hand of
/// the game (BC030). Returns that hand's index.
pub fn dealt_hand(
    g: &BaccaratGame,
    shoe: &mut ShoeLog<'_>,
    hand: Word<'_>,
    card: Sp<CardSeen>,
    out: &mut Vec<Finding>,
) -> Option<usize> {
    shoe.draw(card, out);
    let h = g.hand(hand.value);
    if h.is_none() {
        out.push(g.unknown_hand(hand));
    }
    h
}

/// BC008: the croupier announced `said` (at `at`) where the cards give `actual`, `totals`
/// showing them. `pano` names the player hand when the game announces one winner per paño
/// (`result punto1=WINNER …`).
pub fn wrong_winner(at: Loc, pano: Option<&str>, said: &str, actual: &str, totals: impl Into<Text>) -> Finding {
    let totals = totals.into();
    let (message, expected, found) = match pano {
        Some(p) => (
            t!("bac-wrong-winner-on", pano = p, said = said, actual = actual, totals = totals),
            Text::verbatim(format!("{p}={actual}")),
            Text::verbatim(format!("{p}={said}")),
        ),
        None => (
            t!("bac-wrong-winner", said = said, actual = actual, totals = totals),
            Text::verbatim(format!("result {actual}")),
            Text::verbatim(format!("result {said}")),
        ),
    };
    Finding::new("BC008", Label::new(at, t!("bac-announced")), message).expected(expected).found(found)
}

/// `items` as one text, each joined to the rest by message `joiner` (`$head` and `$tail`): a
/// list whose punctuation and conjunction are the translation files' business.
pub fn list(items: &[Text], joiner: &'static str) -> Text {
    match items {
        [] => Text::verbatim(""),
        [one] => one.clone(),
        [head, rest @ ..] => Text::new(joiner).arg("head", head.clone()).arg("tail", list(rest, joiner)),
    }
}

/// BC002 for card `k` (from 0) of the first deal going to `hand` when the deal order gives it
/// to `expected`.
pub fn out_of_deal_order(
    g: &BaccaratGame,
    at: Loc,
    k: usize,
    hand: Word<'_>,
    card: CardSeen,
    expected: &str,
) -> Finding {
    let order: Vec<&str> = g.deal_order.iter().map(|&i| g.hand_name(i)).collect();
    Finding::new(
        "BC002",
        Label::new(at, t!("bac-out-of-order")),
        t!("bac-card-out-of-deal-order", number = k + 1, hand = hand.value, order = order.join(", ")),
    )
    .expected(t!("bac-card-to", number = k + 1, hand = expected))
    .found(t!("bac-deal-line", hand = hand.value, card = show(card)))
}

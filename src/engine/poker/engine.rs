//! The póquer sin descarte engine, event by event: a round's antes and Carrusel stakes, the deal
//! (one deck, one card at a time from the croupier's left, the bank last in each pass, its last
//! card face up), each box's one decision, the reveal, and the settlements judged from the cards
//! when the round ends (the next `round`, or the end of the log), never from what was paid.

use smallvec::SmallVec;

use super::boxes::BoxMap;
use super::game::PokerGame;
use super::hand::{Category, HandValue};
use super::stake_index::{Consents, Keyed, StakeIndex};
use crate::catalog::poker::{MaximumCovers, NotQualified, VacantDecides};
use crate::engine::baccarat::money::SeatName;
use crate::engine::{Engine, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{Card, Face};
use crate::log::event::{
    BetRef, BlackJackEvent, Event, EventKind, Loc, PokerEvent, SettleAction, ShoeEvent, TableHeader,
};
use crate::money::Amount;
use crate::t;

mod settlement;

use settlement::judge;
pub(crate) use settlement::{carrusel_rule, pay_rule};

/// The rule a misdeal cites: a wrong count, the article's misdeal rule; a card shown wrongly,
/// the rule of the deal's faces.
const COUNT_RULE: &str = "psd.misdeal";
const FACE_RULE: &str = "psd.deal.count_and_upcard";

/// The bank's hand, as `deal` lines name it.
const BANK: &str = "banca";

/// What a stake is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `inicial`: the ante.
    Ante,
    /// `segunda`: the second bet, placed by `call`.
    Second,
    /// `carrusel`: the Carrusel's stake (Valencia).
    Carrusel,
}

impl Kind {
    fn word(self) -> &'static str {
        match self {
            Kind::Ante => "inicial",
            Kind::Second => "segunda",
            Kind::Carrusel => "carrusel",
        }
    }

    fn of(word: &str) -> Option<Kind> {
        match word {
            "inicial" => Some(Kind::Ante),
            "segunda" => Some(Kind::Second),
            "carrusel" => Some(Kind::Carrusel),
            _ => None,
        }
    }
}

/// A stake of the round and the lines that settled it. Its seat and lines are inline (every
/// stake of every round allocated and freed both): a stake is settled by one line, but a
/// Carrusel stake, collected and then paid its prize.
struct Stake {
    seat: SeatName,
    kind: Kind,
    bx: u16,
    amount: Amount,
    at: Loc,
    lines: SmallVec<[(SettleAction, Amount, Loc); 1]>,
}

impl Keyed for Stake {
    #[inline]
    fn key(&self) -> (u8, u16, &[u8]) {
        (self.kind as u8, self.bx, self.seat.as_bytes())
    }
}

/// A box's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decision {
    Call,
    Fold,
}

/// A box of the round: who sits at it, its bettors, its cards and its decision. Inline, as
/// the round's boxes are ([`BoxMap`]): four bettors (the most a box takes) and five cards.
#[derive(Default)]
struct BoxState {
    /// Nobody sits at it (`vacant N`): its first bettor decides (A-PSD-6).
    vacant: bool,
    /// The bettors in the order of their antes; the first is the seated player (who decides).
    bettors: SmallVec<[SeatName; 4]>,
    cards: SmallVec<[(Card, Loc); 5]>,
    decision: Option<(Decision, Loc)>,
    /// How many antes the box holds and their sum (PS004, PS003), kept as they come: counted
    /// over the round's stakes at every ante, a box of N antes cost N²/2.
    antes: usize,
    ante_sum: Amount,
    /// The highest ante and its bettor, the first placed of equal ones: who decides for a
    /// vacant box under `boxes.vacant_decides: highest-stake`, kept as the antes come (a scan of
    /// the round's stakes at every decision line would make a round quadratic).
    highest: Option<(Amount, SeatName)>,
    /// How many of its antes have a settlement line (a folded box's are all collected when
    /// this is `antes`).
    antes_settled: usize,
    /// The value of its cards, once asked ([`BoxState::value`]).
    value: std::cell::OnceCell<Option<HandValue>>,
}

impl BoxState {
    /// The value of the box's five cards (`None` for any other count): evaluated once a round,
    /// where each of the box's stakes evaluated them again at the round's end (a third of
    /// what was left of it).
    fn value(&self, g: &PokerGame) -> Option<HandValue> {
        *self.value.get_or_init(|| value(g, self.cards.iter().map(|c| c.0)))
    }
}

/// One round's state.
#[derive(Default)]
struct Round {
    nomore: Option<Loc>,
    reveal: Option<Loc>,
    void: Option<Loc>,
    boxes: BoxMap<BoxState>,
    consents: Consents,
    bank: SmallVec<[(Card, Loc, Option<Face>); 5]>,
    /// The deck's cards dealt so far (bit per card).
    dealt: u64,
    /// The hands in the order dealt (box number, or `None` for the bank): inline for a full
    /// cloth's deal (seven boxes and the bank, five cards each).
    order: SmallVec<[Option<u16>; 64]>,
    /// The hands with stakes in the deal's order (the boxes with bettors from the croupier's
    /// left, then the bank), once `hands_known`: made at the first card after a `bet` line (the
    /// boxes were walked twice at every `deal` line to find whose card came next).
    hands: SmallVec<[Option<u16>; 16]>,
    hands_known: bool,
    /// The deal's order was reported (PS006): once a round.
    order_reported: bool,
    /// The first misdeal seen (a wrong count or a wrongly shown card), not yet judged.
    misdeal: Option<(Loc, Text, &'static str)>,
    /// A card out of the deal's order (PS006), reported once the deal is over unless a hand's
    /// count is wrong.
    order_fault: Option<Finding>,
    /// The last card dealt and its hand ([`hand_key`]) (`deal` written twice).
    last_card: Option<(Card, u32)>,
    /// The round played on after a misdeal (a decision, the reveal, a settlement).
    played_on: bool,
    /// The boxes still undecided when the bank's cards were turned, and where.
    early_reveal: Option<(Loc, Vec<u16>)>,
    early_reported: bool,
    /// A fold whose antes must be collected before anything else: its box and line.
    fold_pending: Option<(u16, Loc)>,
    stakes: Vec<Stake>,
    /// `stakes` by (kind, box, seat). Whether a seat bets on a box (its bettors) or called on
    /// it is whether it has an ante or a second bet there: both are asked of this index.
    index: StakeIndex,
}

/// The engine of one log.
pub struct Table<'g> {
    g: &'g PokerGame,
    min: Amount,
    max: Amount,
    boxes: u16,
    sabot_auto: bool,
    /// Findings on the header, reported with the first event.
    pending: Vec<Finding>,
    round: Option<Round>,
    /// The last round's stakes and index, emptied, for the next round: their memory kept
    /// instead of a vector grown and a table rehashed again every round (a tenth of the
    /// engine's time on a long session).
    spare: Option<(Vec<Stake>, StakeIndex)>,
    /// What the table's study counts ([`super::study`]).
    tally: super::study::Tally,
}

impl<'g> Table<'g> {
    pub fn new(g: &'g PokerGame, table: &TableConfig, header: &TableHeader<'_>) -> Table<'g> {
        let spec = &g.spec;
        let mut pending = Vec::new();
        let multiple = match header.get("max") {
            Some(p) => match p.value.value.parse::<u32>() {
                Ok(m) if spec.limits.maximum_multiples.contains(&m) => m,
                _ => {
                    pending.push(limits_finding(p.value.loc, p.value.value, &spec.limits.maximum_multiples));
                    // Judged at the nearest multiple the article allows, so that one wrong
                    // figure is one finding, not one a box.
                    spec.limits.maximum_multiples.iter().copied().max().unwrap_or(1)
                }
            },
            None => spec.limits.default_maximum_multiple,
        };
        let minima = g.allowed_minima(&table.currency);
        if !minima.is_empty() && !minima.contains(&table.min) {
            let at = header.get("min").map_or(header.id.loc, |p| p.value.loc);
            let list = minima.iter().map(Amount::to_string).collect::<Vec<_>>();
            pending.push(
                Finding::new(
                    "PS018",
                    Label::new(at, t!("ps-label-minimum")),
                    t!("ps-minimum-not-band", min = table.min),
                )
                .expected(t!("ps-expect-one-of", values = list.join(", "))),
            );
        }
        let boxes = match header.get("boxes") {
            Some(p) => {
                let n = p.value.value.parse::<u16>().unwrap_or(u16::MAX);
                if n == 0 || n > u16::from(spec.boxes.max) {
                    pending.push(
                        Finding::new(
                            "PS019",
                            Label::new(p.value.loc, t!("ps-label-boxes")),
                            t!("ps-too-many-boxes", boxes = p.value.value, max = spec.boxes.max),
                        )
                        .expected(t!("ps-expect-boxes", max = spec.boxes.max)),
                    );
                }
                n.clamp(1, u16::from(spec.boxes.max))
            }
            None => u16::from(spec.boxes.default),
        };
        let sabot_auto = match header.get("sabot") {
            Some(p) if p.value.value == "auto" && spec.deal.sabot_auto => true,
            Some(p) => {
                pending.push(
                    Finding::new(
                        "PS006",
                        Label::new(p.value.loc, t!("ps-label-sabot")),
                        t!("ps-sabot-not-allowed", sabot = p.value.value),
                    )
                    .expected(t!("ps-expect-sabot")),
                );
                false
            }
            None => false,
        };
        Table {
            g,
            min: table.min,
            max: table.min.times(i64::from(multiple)),
            boxes,
            sabot_auto,
            pending,
            round: None,
            spare: None,
            tally: Default::default(),
        }
    }

    fn flush_pending(&mut self, out: &mut Vec<Finding>) {
        if !self.pending.is_empty() {
            out.append(&mut self.pending);
        }
    }

    // ---- stakes ----------------------------------------------------------------------------

    fn bet(&mut self, seat: &str, bet: &BetRef<'_>, amount: Amount, at: Loc, out: &mut Vec<Finding>) {
        let g = self.g;
        let (min, max, boxes) = (self.min, self.max, self.boxes);
        let r = self.round.get_or_insert_with(Round::default);
        let kind = match Kind::of(bet.kind.value) {
            Some(Kind::Carrusel) if g.carrusel.is_none() => None,
            // A second bet is placed by `call`, not by a `bet` line.
            Some(Kind::Second) => None,
            k => k,
        };
        let Some(kind) = kind else {
            let known: &[&str] = if g.carrusel.is_some() { &["inicial", "carrusel"] } else { &["inicial"] };
            let hint = crate::log::suggest::did_you_mean_text(bet.kind.value, known);
            out.push(
                Finding::new(
                    "PS023",
                    Label::new(bet.kind.loc, t!("ps-label-kind")),
                    t!("ps-unknown-kind", kind = bet.kind.value, hint = hint),
                )
                .expected(t!("ps-expect-kind", kinds = known.join(", "))),
            );
            return;
        };
        let bx = match bet.target.map(|t| t.value) {
            Some(n) if n.len() == 1 => n.as_slice()[0],
            _ => {
                out.push(
                    Finding::new(
                        "PS023",
                        Label::new(bet.loc, t!("ps-label-kind")),
                        t!("ps-bet-needs-box", kind = kind.word()),
                    )
                    .expected(t!("ps-expect-bet-line", kind = kind.word())),
                );
                return;
            }
        };
        if bx == 0 || bx > boxes {
            out.push(
                Finding::new(
                    "PS019",
                    Label::new(bet.loc, t!("ps-label-box")),
                    t!("ps-box-past-cloth", bx = bx, boxes = boxes),
                )
                .expected(t!("ps-expect-box-range", boxes = boxes)),
            );
            return;
        }
        if let Some(nm) = r.nomore {
            out.push(
                Finding::new("PS005", Label::new(at, t!("ps-label-late-bet")), t!("ps-bet-after-nomore", seat = seat))
                    .label(nm, t!("ps-label-nomore")),
            );
        }
        let b = r.boxes.entry(bx).or_default();
        if kind == Kind::Ante {
            if amount < min {
                out.push(
                    Finding::new(
                        "PS002",
                        Label::new(at, t!("ps-label-ante")),
                        t!("ps-ante-below-min", amount = amount, min = min),
                    )
                    .expected(t!("ps-expect-at-least", min = min)),
                );
            }
            if b.antes >= usize::from(g.spec.boxes.max_bets) {
                out.push(
                    Finding::new(
                        "PS004",
                        Label::new(at, t!("ps-label-ante")),
                        t!("ps-too-many-bets", bx = bx, max = g.spec.boxes.max_bets),
                    )
                    .expected(t!("ps-expect-max-bets", max = g.spec.boxes.max_bets)),
                );
            }
            // Amounts are never negative: the saturating sum is the same in any order.
            let total = b.ante_sum.saturating_add(amount);
            let over = match g.spec.limits.maximum_covers {
                MaximumCovers::Antes => total > max,
                MaximumCovers::EachAnte => amount > max,
            };
            if over {
                out.push(
                    Finding::new(
                        "PS003",
                        Label::new(at, t!("ps-label-ante")),
                        t!("ps-box-over-max", bx = bx, total = total, max = max),
                    )
                    .expected(t!("ps-expect-at-most", max = max)),
                );
            }
            // A seat is among the box's bettors if it holds an ante there.
            let bettor = r.index.find(&r.stakes, Kind::Ante as u8, bx, seat).is_some();
            if g.spec.boxes.consent {
                let other = match b.bettors.first() {
                    Some(s) => s != seat && !bettor,
                    None => b.vacant,
                };
                if other && !r.consents.contains(bx, seat) {
                    out.push(
                        Finding::new(
                            "PS022",
                            Label::new(at, t!("ps-label-ante")),
                            t!("ps-no-consent", seat = seat, bx = bx),
                        )
                        .expected(t!("ps-expect-consent", bx = bx, seat = seat)),
                    );
                }
            }
            if !bettor {
                b.bettors.push(SeatName::new(seat));
            }
            b.antes += 1;
            b.ante_sum = total;
            if b.highest.as_ref().is_none_or(|(h, _)| amount > *h) {
                b.highest = Some((amount, SeatName::new(seat)));
            }
        }
        r.stakes.push(Stake { seat: SeatName::new(seat), kind, bx, amount, at, lines: SmallVec::new() });
    }

    // ---- the deal --------------------------------------------------------------------------

    fn deal(
        &mut self,
        hand: &str,
        card: Option<Card>,
        card_at: Loc,
        face: Option<Face>,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let sabot_auto = self.sabot_auto;
        let r = self.round.get_or_insert_with(Round::default);
        if r.nomore.is_none() && r.order.is_empty() {
            out.push(Finding::new("PS005", Label::new(at, t!("ps-label-card")), t!("ps-card-before-nomore")));
        }
        let Some(card) = card else {
            out.push(Finding::new("PS001", Label::new(card_at, t!("ps-label-card")), t!("ps-card-unknown")));
            return;
        };
        let Some(i) = super::hand::Deck::French52.index_of(card) else { return };
        // The hand's name read once (it was read three times a line).
        let key = hand_key(hand);
        if r.dealt & (1 << i) != 0 {
            out.push(
                Finding::new(
                    "PS001",
                    Label::new(card_at, t!("ps-label-card")),
                    t!("ps-card-twice", card = card.to_string()),
                )
                .expected(t!("ps-expect-one-deck")),
            );
            // The same card to the same hand as the line before: the line written twice, not
            // counted (else a sixth card, PS007, and a deal out of order, PS006, of one fault).
            if r.last_card == Some((card, key)) {
                return;
            }
        }
        r.last_card = Some((card, key));
        r.dealt |= 1 << i;
        let who = if key == BANK_KEY {
            None
        } else {
            // A box's number is its key (any other name's is past `u16::MAX`).
            match u16::try_from(key).ok().filter(|n| r.boxes.contains_key(n)) {
                Some(n) => Some(n),
                None => {
                    if !r.order_reported {
                        r.order_reported = true;
                        out.push(
                            Finding::new(
                                "PS006",
                                Label::new(at, t!("ps-label-card")),
                                t!("ps-deal-to-no-box", hand = hand),
                            )
                            .expected(t!("ps-expect-hands")),
                        );
                    }
                    return;
                }
            }
        };
        // The order the article gives: boxes with stakes from the croupier's left, then the bank,
        // five passes (or each hand's five at once from an automatic sabot).
        // Kept inline, made again only after a bet (which may seat a box's first bettor).
        if !r.hands_known {
            r.hands.clear();
            r.hands.extend(r.boxes.iter().filter(|(_, b)| !b.bettors.is_empty()).map(|(n, _)| Some(*n)).chain([None]));
            r.hands_known = true;
        }
        let k = r.order.len();
        // The bank is always among them: never a division by zero.
        let expected =
            if sabot_auto { r.hands.get(k / 5).copied() } else { r.hands.get(k % r.hands.len().max(1)).copied() };
        let count = match who {
            Some(n) => r.boxes.get(&n).map_or(0, |b| b.cards.len()),
            None => r.bank.len(),
        };
        if count >= 5 {
            if r.misdeal.is_none() {
                r.misdeal = Some((at, t!("ps-misdeal-sixth", hand = hand), COUNT_RULE));
            }
        } else if expected.flatten() != who && expected.is_some() && !r.order_reported {
            r.order_reported = true;
            let want = match expected.flatten() {
                Some(n) => format!("m{n}"),
                None => BANK.to_owned(),
            };
            // Held until the deal is over: a card missing from the log shifts the order too,
            // and then the hand short of a card (PS007) is the one finding.
            r.order_fault = Some(
                Finding::new(
                    "PS006",
                    Label::new(at, t!("ps-label-card")),
                    t!("ps-deal-order", hand = hand, want = want.clone()),
                )
                .expected(t!("ps-expect-next-hand", want = want)),
            );
        }
        r.order.push(who);
        match who {
            Some(n) => {
                if face == Some(Face::Up) && r.misdeal.is_none() {
                    r.misdeal = Some((at, t!("ps-misdeal-box-up", hand = hand), FACE_RULE));
                }
                if let Some(b) = r.boxes.get_mut(&n) {
                    b.cards.push((card, at));
                    // A card more: its value is to be taken again.
                    b.value.take();
                }
            }
            None => r.bank.push((card, at, face)),
        }
    }

    /// The deal's count and faces, once the cards are in (the first decision, the reveal, or
    /// the round's end): a hand of other than five cards, or the bank's faces wrong.
    fn check_deal_complete(r: &mut Round, out: &mut Vec<Finding>) {
        Self::deal_checks(r);
        if let Some(f) = r.order_fault.take()
            && r.misdeal.is_none()
        {
            out.push(f);
        }
    }

    fn deal_checks(r: &mut Round) {
        if r.misdeal.is_some() || r.order.is_empty() {
            return;
        }
        for (n, b) in &r.boxes {
            if !b.bettors.is_empty() && b.cards.len() != 5 {
                let at = b.cards.last().map_or(Loc::default(), |c| c.1);
                r.misdeal =
                    Some((at, t!("ps-misdeal-count", hand = format!("m{n}"), cards = b.cards.len()), COUNT_RULE));
                return;
            }
        }
        if r.bank.len() != 5 {
            let at = r.bank.last().map_or(Loc::default(), |c| c.1);
            r.misdeal = Some((at, t!("ps-misdeal-count", hand = BANK, cards = r.bank.len()), COUNT_RULE));
            return;
        }
        for (i, (_, at, face)) in r.bank.iter().enumerate() {
            let up = *face == Some(Face::Up);
            if up != (i == 4) {
                let text = if up { t!("ps-misdeal-bank-up") } else { t!("ps-misdeal-bank-last-down") };
                r.misdeal = Some((*at, text, FACE_RULE));
                return;
            }
        }
    }

    // ---- decisions -------------------------------------------------------------------------

    /// A line that is not the folded box's collection, while one is due (PS013).
    fn fold_not_collected(r: &mut Round, at: Loc, out: &mut Vec<Finding>) {
        if let Some((bx, fold)) = r.fold_pending.take() {
            out.push(
                Finding::new(
                    "PS013",
                    Label::new(at, t!("ps-label-before-collect")),
                    t!("ps-fold-not-collected", bx = bx),
                )
                .label(fold, t!("ps-label-fold")),
            );
        }
    }

    fn decide(&mut self, hand: &str, seat: Option<(&str, Amount)>, at: Loc, out: &mut Vec<Finding>) {
        let multiple = self.g.spec.second_bet.multiple;
        let r = self.round.get_or_insert_with(Round::default);
        Self::fold_not_collected(r, at, out);
        Self::check_deal_complete(r, out);
        if r.misdeal.is_some() && r.void.is_none() {
            r.played_on = true;
        }
        let Some(bx) = hand.strip_prefix('m').and_then(|n| n.parse::<u16>().ok()).filter(|n| r.boxes.contains_key(n))
        else {
            out.push(Finding::new(
                "PS009",
                Label::new(at, t!("ps-label-decision")),
                t!("ps-decision-no-box", hand = hand),
            ));
            return;
        };
        if let Some((rv, undecided)) = &r.early_reveal
            && undecided.contains(&bx)
            && !r.early_reported
        {
            r.early_reported = true;
            out.push(
                Finding::new("PS012", Label::new(*rv, t!("ps-label-reveal")), t!("ps-reveal-early", bx = bx))
                    .label(at, t!("ps-label-decided-after")),
            );
        }
        let seated = decider(r, bx, self.g.spec.boxes.vacant_decides);
        let Some(b) = r.boxes.get_mut(&bx) else { return };
        match seat {
            None => {
                // `fold`: the whole box; after a call it contradicts the box's decision.
                match b.decision {
                    Some((Decision::Call, d)) => out.push(
                        Finding::new(
                            "PS009",
                            Label::new(at, t!("ps-label-decision")),
                            t!("ps-fold-after-call", bx = bx),
                        )
                        .label(d, t!("ps-label-box-decided")),
                    ),
                    Some((Decision::Fold, d)) => out.push(
                        Finding::new("PS009", Label::new(at, t!("ps-label-decision")), t!("ps-fold-twice", bx = bx))
                            .label(d, t!("ps-label-box-decided")),
                    ),
                    None => {
                        b.decision = Some((Decision::Fold, at));
                        r.fold_pending = Some((bx, at));
                    }
                }
            }
            Some((seat, amount)) => {
                match b.decision {
                    Some((Decision::Fold, d)) => {
                        out.push(
                            Finding::new(
                                "PS009",
                                Label::new(at, t!("ps-label-decision")),
                                t!("ps-call-after-fold", seat = seat, bx = bx),
                            )
                            .label(d, t!("ps-label-box-decided")),
                        );
                        return;
                    }
                    None if seat != seated.as_str() => {
                        out.push(not_the_decider(seat, bx, seated.as_str(), b.vacant, at))
                    }
                    _ => {}
                }
                if b.decision.is_none() {
                    b.decision = Some((Decision::Call, at));
                }
                let ante = r.index.find(&r.stakes, Kind::Ante as u8, bx, seat).map(|k| r.stakes[k].amount);
                match ante {
                    None => {
                        out.push(Finding::new(
                            "PS009",
                            Label::new(at, t!("ps-label-decision")),
                            t!("ps-call-without-ante", seat = seat, bx = bx),
                        ));
                        return;
                    }
                    Some(a) => {
                        let due = a.times(i64::from(multiple));
                        if amount != due {
                            out.push(
                                Finding::new(
                                    "PS010",
                                    Label::new(at, t!("ps-label-second-bet")),
                                    t!("ps-second-bet-amount", amount = amount, ante = a, due = due),
                                )
                                .expected(t!("ps-expect-amount", due = due)),
                            );
                        }
                    }
                }
                // Whether the seat called on the box already: a second bet is placed by `call`
                // only.
                if r.index.find(&r.stakes, Kind::Second as u8, bx, seat).is_some() {
                    out.push(Finding::new(
                        "PS017",
                        Label::new(at, t!("ps-label-second-bet")),
                        t!("ps-second-bet-twice", seat = seat, bx = bx),
                    ));
                    return;
                }
                r.stakes.push(Stake {
                    seat: SeatName::new(seat),
                    kind: Kind::Second,
                    bx,
                    amount,
                    at,
                    lines: SmallVec::new(),
                });
            }
        }
    }

    fn reveal(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let r = self.round.get_or_insert_with(Round::default);
        Self::fold_not_collected(r, at, out);
        Self::check_deal_complete(r, out);
        if r.misdeal.is_some() && r.void.is_none() {
            r.played_on = true;
        }
        let undecided: Vec<u16> =
            r.boxes.iter().filter(|(_, b)| !b.bettors.is_empty() && b.decision.is_none()).map(|(n, _)| *n).collect();
        if !undecided.is_empty() {
            r.early_reveal = Some((at, undecided));
        }
        r.reveal = Some(at);
    }

    fn settle(
        &mut self,
        action: SettleAction,
        seat: &str,
        bet: &BetRef<'_>,
        amount: Amount,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let r = self.round.get_or_insert_with(Round::default);
        let kind = Kind::of(bet.kind.value);
        let bx = bet.target.map(|t| t.value).filter(|n| n.len() == 1).map(|n| n.as_slice()[0]);
        // The folded box's antes, collected at once, are what is due; anything else first is
        // PS013.
        let folded_collect = matches!((r.fold_pending, kind, bx, action), (Some((f, _)), Some(Kind::Ante), Some(b), SettleAction::Collect) if f == b);
        if !folded_collect {
            Self::fold_not_collected(r, at, out);
        }
        if r.misdeal.is_some() && r.void.is_none() {
            r.played_on = true;
        }
        let found = match (kind, bx) {
            (Some(kind), Some(bx)) => r.index.find(&r.stakes, kind as u8, bx, seat),
            _ => None,
        };
        match found {
            Some(k) => {
                let s = &mut r.stakes[k];
                s.lines.push((action, amount, at));
                if s.kind == Kind::Ante
                    && s.lines.len() == 1
                    && let Some(b) = r.boxes.get_mut(&s.bx)
                {
                    b.antes_settled += 1;
                }
            }
            // A carrusel prize where the bettor has no carrusel stake on the box this round.
            None if kind == Some(Kind::Carrusel) && action == SettleAction::Pay => out.push(
                Finding::new(
                    "PS021",
                    Label::new(at, t!("ps-label-settled")),
                    t!("ps-carrusel-no-stake", seat = seat, bx = bx.unwrap_or(0)),
                )
                .rule("carrusel.eligibility"),
            ),
            None => out.push(
                Finding::new(
                    "PS017",
                    Label::new(at, t!("ps-label-settled")),
                    t!(
                        "ps-settle-no-stake",
                        seat = seat,
                        bet = format!(
                            "{} {}",
                            bet.kind.value,
                            bet.target.map(|t| t.value.to_string()).unwrap_or_default()
                        )
                    ),
                )
                .found(Text::log_line(format!(
                    "{} {seat} {} {amount}",
                    action.as_str(),
                    bet_words(bet)
                ))),
            ),
        }
        if folded_collect {
            let all = bx.and_then(|n| r.boxes.get(&n)).is_none_or(|b| b.antes_settled == b.antes);
            if all {
                r.fold_pending = None;
            }
        }
    }

    // ---- the round's end -------------------------------------------------------------------

    /// The round's stakes of the game (not the Carrusel's), for the study's edge.
    fn tally_stakes(&mut self, r: &Round, judged: bool) {
        for s in r.stakes.iter().filter(|s| s.kind != Kind::Carrusel) {
            self.tally.stake(s.amount.minor(), s.kind == Kind::Ante, judged);
        }
    }

    fn end_round(&mut self, out: &mut Vec<Finding>) {
        let Some(mut r) = self.round.take() else { return };
        self.judge_round(&mut r, out);
        let (mut stakes, mut index) = (r.stakes, r.index);
        stakes.clear();
        index.clear();
        self.spare = Some((stakes, index));
    }

    /// A new round, on the last round's memory.
    fn fresh_round(&mut self) -> Round {
        match self.spare.take() {
            Some((stakes, index)) => Round { stakes, index, ..Round::default() },
            None => Round::default(),
        }
    }

    fn judge_round(&mut self, r: &mut Round, out: &mut Vec<Finding>) {
        let g = self.g;
        if r.void.is_some() {
            self.tally_stakes(r, false);
            for s in &r.stakes {
                let ok = matches!(s.lines.as_slice(), [(SettleAction::Return, a, _)] if *a == s.amount);
                if !ok {
                    let at = s.lines.first().map_or(s.at, |l| l.2);
                    let mut f = Finding::new(
                        "PS008",
                        Label::new(at, t!("ps-label-after-void")),
                        t!(
                            "ps-void-not-returned",
                            seat = s.seat.clone(),
                            kind = s.kind.word(),
                            bx = s.bx,
                            amount = s.amount
                        ),
                    )
                    .expected(Text::log_line(format!(
                        "return {} {} {} {}",
                        s.seat,
                        s.kind.word(),
                        s.bx,
                        s.amount
                    )));
                    if let Some(v) = r.void {
                        f = f.label(v, t!("ps-label-void"));
                    }
                    out.push(f);
                }
            }
            return;
        }
        if r.fold_pending.is_some() {
            // The round ended with the folded antes still on the cloth: judged below (PS016).
            r.fold_pending = None;
        }
        Self::check_deal_complete(r, out);
        // A round misdealt and played on decides nothing, as an annulled one: its antes expect
        // no result and its hands are not counted.
        self.tally_stakes(r, r.misdeal.is_none());
        if let Some((at, why, rule)) = r.misdeal.take() {
            // Played on instead of annulled: one finding; its settlements are not judged (the
            // cards of a misdeal decide nothing).
            out.push(
                Finding::new("PS007", Label::new(at, t!("ps-label-misdeal")), t!("ps-misdeal-played-on", why = why))
                    .expected(t!("ps-expect-void"))
                    .rule(rule),
            );
            return;
        }
        for (n, b) in &r.boxes {
            if !b.bettors.is_empty() && b.decision.is_none() {
                let at = r.stakes.iter().find(|s| s.bx == *n && s.kind == Kind::Ante).map_or(Loc::default(), |s| s.at);
                out.push(
                    Finding::new("PS011", Label::new(at, t!("ps-label-ante")), t!("ps-box-never-decided", bx = *n))
                        .expected(t!("ps-expect-decision", bx = *n)),
                );
            }
        }
        let Some(bank_value) = value(g, r.bank.iter().map(|c| c.0)) else { return };
        let qualifies = g.ranking.qualifies(&g.qualifier, bank_value);
        for b in r.boxes.values().filter(|b| !b.bettors.is_empty()) {
            if let Some(own) = b.value(g) {
                self.tally.hand(own);
            }
        }
        for s in &r.stakes {
            let Some(b) = r.boxes.get(&s.bx) else { continue };
            let Some(own) = b.value(g) else { continue };
            judge(g, s, b, own, bank_value, qualifies, out);
        }
    }
}

/// The value of a hand of five cards (`None` for any other count, or a card repeated).
fn value(g: &PokerGame, cards: impl ExactSizeIterator<Item = Card>) -> Option<HandValue> {
    if cards.len() != 5 {
        return None;
    }
    let mut five = [Card { rank: crate::log::card::Rank::Ace, suit: crate::log::card::Suit::ALL[0] }; 5];
    for (slot, c) in five.iter_mut().zip(cards) {
        *slot = c;
    }
    g.ranking.evaluate(&five).ok()
}

/// The bank's [`hand_key`].
const BANK_KEY: u32 = u32::MAX;

/// A hand's name as a number, to compare without keeping the name: a box's number, the bank
/// `u32::MAX`, any other name `u32::MAX - 1`.
fn hand_key(hand: &str) -> u32 {
    if hand == BANK {
        return BANK_KEY;
    }
    let Some(n) = hand.strip_prefix('m') else { return u32::MAX - 1 };
    // `m` and one to four digits, as a deal line writes a box, read here (the library's parse
    // cost a deal line some forty instructions); anything else as the library reads it.
    if (1..=4).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit()) {
        return n.bytes().fold(0, |v, b| v * 10 + u32::from(b - b'0'));
    }
    n.parse::<u16>().map_or(u32::MAX - 1, u32::from)
}

/// The words of a bet reference as the log writes them (`inicial 3`).
fn bet_words(bet: &BetRef<'_>) -> String {
    match bet.target {
        Some(t) => format!("{} {}", bet.kind.value, t.value),
        None => bet.kind.value.to_owned(),
    }
}

/// Who decides for box `bx`: its seated player, its first bettor; on a box nobody sits at, the
/// one the article's `boxes.vacant_decides` names (A-PSD-6).
fn decider(r: &Round, bx: u16, vacant: VacantDecides) -> SeatName {
    let Some(b) = r.boxes.get(&bx) else { return SeatName::new("") };
    let seat = if !b.vacant || vacant == VacantDecides::FirstBettor {
        b.bettors.first()
    } else {
        // The highest ante; of equal ones, the first placed (the log's order).
        b.highest.as_ref().map(|(_, seat)| seat)
    };
    seat.cloned().unwrap_or_else(|| SeatName::new(""))
}

/// A call on box `bx` by `seat` before the box's decider has decided (PS009).
fn not_the_decider(seat: &str, bx: u16, decider: &str, vacant: bool, at: Loc) -> Finding {
    let message = if vacant {
        t!("ps-call-not-vacant-decider", seat = seat, bx = bx, decider = decider)
    } else {
        t!("ps-call-not-seated", seat = seat, bx = bx, seated = decider)
    };
    Finding::new("PS009", Label::new(at, t!("ps-label-decision")), message)
        .expected(t!("ps-expect-seated-first", seated = decider))
}

/// A `max=` the article does not allow (PS018).
fn limits_finding(at: Loc, written: &str, allowed: &[u32]) -> Finding {
    let list = allowed.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    Finding::new("PS018", Label::new(at, t!("ps-label-maximum")), t!("ps-max-not-allowed", max = written))
        .expected(t!("ps-expect-one-of", values = list))
}

impl Engine for Table<'_> {
    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        self.flush_pending(out);
        match &ev.kind {
            EventKind::Round { .. } => {
                self.end_round(out);
                self.round = Some(self.fresh_round());
            }
            // The session's close ends its last round: judged here, where the checker counts
            // the round's end (what an unreadable line before it sets aside).
            EventKind::SessionClose { .. } | EventKind::SessionOpen { .. } => self.end_round(out),
            EventKind::Bet { seat, bet, amount } => {
                if let Some(r) = self.round.as_mut() {
                    Self::fold_not_collected(r, ev.loc, out);
                }
                self.bet(seat.value, bet, amount.value, ev.loc, out);
                // A bet may seat a box's first bettor: the deal's order is made again.
                if let Some(r) = self.round.as_mut() {
                    r.hands_known = false;
                }
            }
            EventKind::NoMoreBets => {
                let r = self.round.get_or_insert_with(Round::default);
                r.nomore.get_or_insert(ev.loc);
            }
            EventKind::Shoe(ShoeEvent::Deal { hand, card, face, .. }) => {
                if let Some(r) = self.round.as_mut() {
                    Self::fold_not_collected(r, ev.loc, out);
                }
                self.deal(hand.value, card.value, card.loc, face.map(|f| f.value), ev.loc, out)
            }
            EventKind::BlackJack(BlackJackEvent::Vacant { bx }) => {
                let r = self.round.get_or_insert_with(Round::default);
                r.boxes.entry(bx.value).or_default().vacant = true;
            }
            EventKind::Poker(p) => match p {
                PokerEvent::Call { hand, seat, amount } => {
                    self.decide(hand.value, Some((seat.value, amount.value)), ev.loc, out)
                }
                PokerEvent::Fold { hand } => self.decide(hand.value, None, ev.loc, out),
                PokerEvent::Reveal => self.reveal(ev.loc, out),
                PokerEvent::Consent { bx, seat } => {
                    let r = self.round.get_or_insert_with(Round::default);
                    r.consents.push(bx.value, seat.value);
                }
                PokerEvent::Void => {
                    let r = self.round.get_or_insert_with(Round::default);
                    r.void.get_or_insert(ev.loc);
                    r.fold_pending = None;
                }
            },
            EventKind::Settle { action, seat, bet, amount } => {
                self.settle(action.value, seat.value, bet, amount.value, ev.loc, out)
            }
            _ => {}
        }
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
        self.flush_pending(out);
        self.end_round(out);
    }

    fn study(&self) -> Option<crate::study::GameStudy> {
        Some(self.tally.study(self.g))
    }
}

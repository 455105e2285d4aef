//! One Black Jack round as the log tells it: the stakes, the hands of the boxes, the deal, the
//! players' decisions (hit, stand, double, split, insurance, even money) and the dealer's draw,
//! with the findings about its course. What each stake is due and the findings about money are
//! [`super::settle`]'s.
//!
//! After a card out of the deal's order or to a hand the round does not have (BJ006, BJ007) the
//! cards are judged no further (which hand a card belongs to is no longer known) and the money
//! of the round's hands is not judged; after any other fault the round goes on from what the log
//! shows.

use rustc_hash::FxHashMap as HashMap;

use super::cards::{Points, doubled_total, hard_total, value};
use super::{BlackJackGame, DEALER};
use crate::catalog::black_jack::{DrawnAce, PairsCount};
use crate::engine::settlement_order::PaymentOrder;
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{CardSeen, Face, Rank, show};
use crate::log::event::{BetRef, Loc, SettleAction, Sp, Word};
use crate::log::suggest;
use crate::money::Amount;
use crate::t;

/// What a stake is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `mano N`: the box's hand (`mano N-K` after a split).
    Mano,
    /// `menor N`, `mayor N` (Valencia 2003).
    Menor,
    Mayor,
    /// `progresivo N` (Valencia 2003): prizes not in the catalogue.
    Progresivo,
    /// `seguro N`: the insurance of the seat's stake on box N.
    Seguro,
}

impl Kind {
    pub fn word(self) -> &'static str {
        match self {
            Kind::Mano => "mano",
            Kind::Menor => "menor",
            Kind::Mayor => "mayor",
            Kind::Progresivo => "progresivo",
            Kind::Seguro => "seguro",
        }
    }
}

/// One seat's stake.
#[derive(Clone, Debug)]
pub struct Stake {
    pub seat: String,
    pub kind: Kind,
    /// The box (1 = the dealer's left).
    pub bx: u16,
    /// For `mano`: the split hand's number (0 before any split).
    pub sub: u16,
    /// The whole stake, doubles included.
    pub amount: Amount,
    /// What was staked before any double or split (0 for a split's new stake).
    pub original: Amount,
    pub at: Loc,
    /// Placed after the cards began (BJ035): its money is not judged.
    pub late: bool,
    /// Even money taken here (Valencia 2003).
    pub even_money: Option<Loc>,
    /// The settlements made of it: action, amount, line.
    pub settled: Vec<(SettleAction, Amount, Loc)>,
    /// Settled before its outcome was known: judged no further.
    pub early: bool,
    /// An insurance or even money refused (BJ020, BJ022): the index of that finding. The
    /// stake's money is judged no further and its settlements are labels on that finding.
    pub refused: Option<usize>,
    /// A double or split of it for another amount than it held (BJ017, BJ019): the index of
    /// that finding. Its later amount findings (and those of the stakes split from it) follow
    /// from the same disputed amount, and are labels on that one.
    pub disputed: Option<usize>,
}

impl Stake {
    /// `mano 3`, `mano 3-1`, `seguro 3`.
    pub fn bet_name(&self) -> String {
        if self.kind == Kind::Mano && self.sub > 0 {
            format!("{} {}-{}", self.kind.word(), self.bx, self.sub)
        } else {
            format!("{} {}", self.kind.word(), self.bx)
        }
    }
}

/// A player hand.
#[derive(Clone, Debug)]
pub struct Hand {
    /// `m3`, `m3-1`.
    pub name: String,
    pub bx: u16,
    pub sub: u16,
    pub cards: Vec<(CardSeen, Loc)>,
    pub points: Points,
    /// The points of its first two cards (for a double).
    pub first_two: Points,
    /// Made by a split: its two-card 21 is not a Black-Jack.
    pub from_split: bool,
    /// One of a pair of aces split: one card only.
    pub split_ace: bool,
    /// Doubled here; then one card only.
    pub doubled: Option<Loc>,
    pub stood: bool,
    /// A card asked for (`hit`) and not yet dealt.
    pub asked: bool,
    /// The card that took it over 21.
    pub bust: Option<Loc>,
    /// BJ009/BJ012 reported on the pending `hit` (its card is not reported again).
    pub hit_reported: bool,
    /// The index in the findings of this hand's first BJ009/BJ010/BJ012: later cards or `hit`s
    /// the hand had no right to are labels on it, not more findings (one fault, one finding; a
    /// log of 5000 `hit`s after a stand is one finding).
    pub fault: Option<usize>,
}

impl Hand {
    fn new(name: String, bx: u16, sub: u16) -> Hand {
        Hand {
            name,
            bx,
            sub,
            cards: Vec::new(),
            points: Points::default(),
            first_two: Points::default(),
            from_split: false,
            split_ace: false,
            doubled: None,
            stood: false,
            asked: false,
            bust: None,
            hit_reported: false,
            fault: None,
        }
    }

    /// Over: stood, busted, its double's card or a split ace's card dealt.
    pub fn over(&self) -> bool {
        self.stood
            || self.bust.is_some()
            || (self.doubled.is_some() && self.cards.len() >= 3)
            || (self.split_ace && self.cards.len() >= 2)
    }

    /// A Black-Jack: two cards making 21, not from a split.
    pub fn blackjack(&self) -> bool {
        !self.from_split && self.points.two_card_21()
    }

    /// Its final total as the rules count it (a doubled ace 1), `None` when a card was unseen.
    pub fn total(&self, drawn_ace: DrawnAce) -> Option<u8> {
        match (self.doubled, self.cards.get(2)) {
            (Some(_), Some(&(card, _))) if self.cards.len() == 3 => {
                doubled_total(self.first_two, card, drawn_ace == DrawnAce::PlayerChoice)
            }
            _ => self.points.total(),
        }
    }
}

/// Where the round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Stakes, before the first card.
    Betting,
    /// The first deal: the `n`th card of the deal's order is next.
    Deal(usize),
    /// The players' decisions.
    Play,
    /// The dealer draws.
    Dealer,
}

/// Findings reported once per round.
#[derive(Debug, Default)]
pub struct Once {
    pub deal_order: bool,
    pub face_down: bool,
    pub out_of_turn: bool,
    pub dealer_drew: bool,
    pub dealer_short: bool,
    pub settle_order: bool,
    pub early: bool,
}

/// One round.
#[derive(Debug)]
pub struct Round {
    /// Its `round` line.
    pub start: Loc,
    pub stakes: Vec<Stake>,
    pub hands: Vec<Hand>,
    /// Play order: indices into `hands`.
    pub order: Vec<usize>,
    pub dealer: Vec<(CardSeen, Loc)>,
    pub dealer_points: Points,
    pub phase: Phase,
    /// The first deal's order: a hand's index, or `None` for the dealer.
    pub deal_seq: Vec<Option<usize>>,
    pub nomore: Option<Loc>,
    pub first_card: Option<Loc>,
    /// The cards are judged no further (BJ006, BJ007).
    pub broken: bool,
    /// Index into `order` of the hand whose turn it is.
    pub turn: usize,
    /// The first card after the first deal (closes the insurance).
    pub post_deal_card: Option<Loc>,
    /// Splits per box.
    pub splits: HashMap<u16, u8>,
    /// The last split line: the name it named, the hand it split, the new hand; other bettors
    /// of the box follow it with the same name until a card or a decision comes.
    pub last_split: Option<(String, usize, usize)>,
    /// A busted hand whose stakes must be collected before play moves on.
    pub bust_pending: Option<usize>,
    pub once: Once,
    /// Payments right to left (rank: place from the dealer's right).
    pub pay_order: PaymentOrder<Loc>,
    /// Settlements depending on the dealer made before the dealer's hand was over: a dealer's
    /// card after them is BJ030; the round ending with the dealer short, BJ015 alone.
    pub early: Vec<Loc>,
    /// Menor/mayor settled before the box's second card (box, line): BJ030 when that card
    /// comes; nothing more if it never does (the deal's fault is reported on its own).
    pub early_side: Vec<(u16, Loc)>,
    /// BJ013 for a busted hand's stake (its index) not collected before play moved on: reported
    /// when it is collected late; a stake never collected is BJ026 alone.
    pub late_bust: Vec<(usize, Finding)>,
    pub limits_checked: bool,
    /// Each box's first two cards (menor o mayor de 13).
    pub box_pairs: HashMap<u16, [CardSeen; 2]>,
    /// Findings reported once per round and key (the code and the seat or line it is about):
    /// the index of the first in the findings, on which a repeat becomes a label.
    pub reported: HashMap<(&'static str, String), usize>,
    /// The index of the round's first BJ035 (a late stake): cards to a box only a late stake
    /// opened are labels on it, not BJ007.
    pub late_stake: Option<usize>,
    /// `stakes` by seat: every stake and settlement line looks one up (a scan of the round's
    /// stakes would make a round of many stakes quadratic).
    by_seat: HashMap<String, Vec<usize>>,
    /// The boxes a `vacant N` line says nobody sits in front of.
    pub vacant: Vec<u16>,
    /// A double or split decided by a seat not controlling the box, until the controller's
    /// line follows or something else happens (BJ039).
    pub control_pending: Option<super::control::PendingControl>,
}

/// The most hands a round may make by splitting: past it a log is not a table's (each split
/// is a line and a card), and the round's cards are judged no further rather than slowly.
pub const MAX_HANDS: usize = 512;

/// The most labels a repeated fault adds to its finding: past them the repeats are not shown
/// (a log of thousands of repeats stays one readable finding).
pub const REPEAT_LABELS: usize = 8;

/// A repeat of the fault reported as finding `i`: a label on it (up to [`REPEAT_LABELS`]).
pub fn repeat(out: &mut [Finding], i: usize, at: Loc, text: Text) {
    if let Some(f) = out.get_mut(i)
        && f.secondary.len() < REPEAT_LABELS
    {
        f.secondary.push(Label::new(at, text));
    }
}

impl Round {
    /// Pushes `f` unless a finding of the same `key` was already made this round; then it is
    /// a label on that one (floods: one finding per round and key).
    /// Returns the index of the finding (the first of its key).
    pub fn report_once(&mut self, key: (&'static str, String), f: Finding, out: &mut Vec<Finding>) -> usize {
        match self.reported.get(&key) {
            Some(&i) => {
                repeat(out, i, f.primary.loc, t!("bj-same-again"));
                i
            }
            None => {
                self.reported.insert(key, out.len());
                out.push(f);
                out.len() - 1
            }
        }
    }
}

impl Round {
    pub fn new(start: Loc) -> Round {
        Round {
            start,
            stakes: Vec::new(),
            hands: Vec::new(),
            order: Vec::new(),
            dealer: Vec::new(),
            dealer_points: Points::default(),
            phase: Phase::Betting,
            deal_seq: Vec::new(),
            nomore: None,
            first_card: None,
            broken: false,
            turn: 0,
            post_deal_card: None,
            splits: HashMap::default(),
            last_split: None,
            bust_pending: None,
            once: Once::default(),
            pay_order: PaymentOrder::default(),
            early: Vec::new(),
            early_side: Vec::new(),
            late_bust: Vec::new(),
            limits_checked: false,
            box_pairs: HashMap::default(),
            reported: HashMap::default(),
            late_stake: None,
            by_seat: HashMap::default(),
            vacant: Vec::new(),
            control_pending: None,
        }
    }

    /// A new round at `start` in this ended round's buffers: every field as [`Round::new`] sets
    /// it, the collections emptied but their capacity kept, so that a session's rounds do not
    /// allocate and grow them afresh (the allocator was the largest cost of a check).
    pub fn renewed(mut self, start: Loc) -> Round {
        fn reuse<T>(into: &mut Vec<T>, from: &mut Vec<T>) {
            from.clear();
            std::mem::swap(into, from);
        }
        let mut r = Round::new(start);
        reuse(&mut r.stakes, &mut self.stakes);
        reuse(&mut r.hands, &mut self.hands);
        reuse(&mut r.order, &mut self.order);
        reuse(&mut r.dealer, &mut self.dealer);
        reuse(&mut r.deal_seq, &mut self.deal_seq);
        reuse(&mut r.early, &mut self.early);
        reuse(&mut r.early_side, &mut self.early_side);
        reuse(&mut r.late_bust, &mut self.late_bust);
        self.splits.clear();
        r.splits = std::mem::take(&mut self.splits);
        self.box_pairs.clear();
        r.box_pairs = std::mem::take(&mut self.box_pairs);
        self.reported.clear();
        r.reported = std::mem::take(&mut self.reported);
        self.by_seat.clear();
        r.by_seat = std::mem::take(&mut self.by_seat);
        r
    }

    /// The hand named `name`.
    pub fn hand(&self, name: &str) -> Option<usize> {
        self.hands.iter().position(|h| h.name == name)
    }

    /// The stake of `seat` on `kind` at box `bx` (split hand `sub`).
    pub fn stake(&self, seat: &str, kind: Kind, bx: u16, sub: u16) -> Option<usize> {
        self.by_seat.get(seat)?.iter().copied().find(|&i| {
            let s = &self.stakes[i];
            s.kind == kind && s.bx == bx && s.sub == sub
        })
    }

    /// Adds a stake; its index.
    pub fn push_stake(&mut self, stake: Stake) -> usize {
        let i = self.stakes.len();
        self.by_seat.entry(stake.seat.clone()).or_default().push(i);
        self.stakes.push(stake);
        i
    }

    /// A stake a line names that the log never placed (its `bet` line may be what is missing):
    /// reported once by the caller, then taken as placed, unjudged, so that the lines that
    /// follow about it are not findings of their own.
    pub fn phantom(&mut self, seat: &str, kind: Kind, bx: u16, sub: u16, amount: Amount, at: Loc) -> usize {
        self.push_stake(Stake {
            seat: seat.to_owned(),
            kind,
            bx,
            sub,
            amount,
            original: amount,
            at,
            late: true,
            even_money: None,
            settled: Vec::new(),
            early: false,
            refused: None,
            disputed: None,
        })
    }

    /// The `mano` stakes on hand `h`.
    pub fn stakes_on(&self, h: usize) -> impl Iterator<Item = usize> + '_ {
        let (bx, sub) = self.hands.get(h).map_or((0, u16::MAX), |x| (x.bx, x.sub));
        (0..self.stakes.len()).filter(move |&i| {
            let s = &self.stakes[i];
            s.kind == Kind::Mano && s.bx == bx && s.sub == sub
        })
    }

    /// The dealer's hand is over: 17 or more (a soft 17 unless the article hits it), or bust.
    pub fn dealer_over(&self, g: &BlackJackGame) -> bool {
        let p = self.dealer_points;
        match p.total() {
            None => false,
            Some(t) => {
                p.bust()
                    || t > g.spec.dealer.stands_on
                    || (t == g.spec.dealer.stands_on && !(g.spec.dealer.hit_soft_17 && p.soft() && t == 17))
            }
        }
    }

    /// The dealer has a Black-Jack (known from the second card).
    pub fn dealer_blackjack(&self) -> bool {
        self.dealer_points.two_card_21()
    }

    /// Every player hand busted (Valencia 2003's exemption).
    pub fn all_busted(&self) -> bool {
        !self.hands.is_empty() && self.hands.iter().all(|h| h.bust.is_some())
    }

    /// The dealer's first card is an ace.
    pub fn dealer_ace(&self) -> bool {
        matches!(self.dealer.first(), Some((Some(c), _)) if c.rank == Rank::Ace)
    }

    /// The boxes with a `mano` stake placed before the cards, ascending.
    pub(super) fn boxes(&self) -> Vec<u16> {
        let mut v: Vec<u16> = self.stakes.iter().filter(|s| s.kind == Kind::Mano && !s.late).map(|s| s.bx).collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// At the first card: the boxes' hands, the play order and the deal's order.
    pub fn open_deal(&mut self) {
        for bx in self.boxes() {
            self.hands.push(Hand::new(format!("m{bx}"), bx, 0));
        }
        self.order = (0..self.hands.len()).collect();
        let n = self.hands.len();
        self.deal_seq = (0..n).map(Some).chain([None]).chain((0..n).map(Some)).collect();
        self.phase = Phase::Deal(0);
    }
}

/// The parts of a stake's reference: its kind, box and split hand, or a finding (BJ036).
pub fn stake_ref(g: &BlackJackGame, bet: &BetRef<'_>, settle: bool) -> Result<(Kind, u16, u16), Box<Finding>> {
    let kind = match bet.kind.value {
        "mano" => Some(Kind::Mano),
        "menor" if g.side_bets() => Some(Kind::Menor),
        "mayor" if g.side_bets() => Some(Kind::Mayor),
        "progresivo" if g.spec.progressive.is_some() => Some(Kind::Progresivo),
        "seguro" if settle => Some(Kind::Seguro),
        _ => None,
    };
    let code = if settle { "BJ028" } else { "BJ036" };
    let Some(kind) = kind else {
        // The bets of this game, for the suggestion: built only here, as every stake line of a
        // session passes through this function.
        let mut names = vec!["mano"];
        if g.side_bets() {
            names.extend(["menor", "mayor"]);
        }
        if g.spec.progressive.is_some() {
            names.push("progresivo");
        }
        if settle {
            names.push("seguro");
        }
        return Err(Box::new(
            Finding::new(
                code,
                Label::new(bet.kind.loc, t!("bj-not-a-bet-of-this-game")),
                t!(
                    "bj-not-a-bet",
                    bet = bet.kind.value,
                    suggestion = suggest::did_you_mean_text(bet.kind.value, &names)
                ),
            )
            .expected(t!("bj-one-of", names = names.join(", ")))
            .found(Text::verbatim(bet.kind.value)),
        ));
    };
    let nums = bet.target.map(|t| t.value);
    let parts = nums.as_ref().map(|n| n.as_slice()).unwrap_or(&[]);
    let ok = match (kind, parts) {
        (Kind::Mano, [b]) | (Kind::Mano, [b, _]) => *b > 0,
        (_, [b]) => *b > 0,
        _ => false,
    };
    if !ok {
        let shown = match nums {
            Some(n) => format!("{} {}", bet.kind.value, n),
            None => bet.kind.value.to_owned(),
        };
        return Err(Box::new(
            Finding::new(code, Label::new(bet.loc, t!("bj-no-box")), t!("bj-bet-needs-box", bet = shown.as_str()))
                .expected(Text::verbatim(format!("{} N", kind.word())))
                .found(Text::verbatim(shown)),
        ));
    }
    Ok((kind, parts[0], parts.get(1).copied().unwrap_or(0)))
}

/// Context a round's handlers need from the engine.
pub struct Ctx<'g> {
    pub g: &'g BlackJackGame,
}

impl Ctx<'_> {
    /// A card dealt to `hand` (`deal HAND CARD [FACE]`): the first deal, a player's card, or
    /// the dealer's.
    pub fn deal(
        &self,
        r: &mut Round,
        at: Loc,
        hand: Word<'_>,
        card: Sp<CardSeen>,
        face: Option<Sp<Face>>,
        out: &mut Vec<Finding>,
    ) {
        if let Some(f) = face.filter(|f| f.value == Face::Down)
            && !r.once.face_down
        {
            r.once.face_down = true;
            out.push(
                Finding::new(
                    "BJ008",
                    Label::new(f.loc, t!("bj-face-down")),
                    t!("bj-card-face-down", card = show(card.value)),
                )
                .expected(t!("bj-face-up-expected"))
                .found(Text::verbatim("down"))
                .rule(self.g.spec.deal.face_up_rule.clone()),
            );
        }
        if r.phase == Phase::Betting {
            r.open_deal();
        }
        if r.broken {
            return;
        }
        let is_dealer = hand.value == DEALER;
        let h = if is_dealer { None } else { r.hand(hand.value) };
        if !is_dealer && h.is_none() {
            if let Some(i) = self.late_box(r, hand.value) {
                // The box of a stake already reported late (BJ035): its card is a label there.
                repeat(out, i, hand.loc, t!("bj-card-to-late-box"));
                return;
            }
            self.unknown_hand(r, hand, out);
            return;
        }
        if let Phase::Deal(n) = r.phase {
            let want = r.deal_seq.get(n).copied();
            if want != Some(h) {
                let want_name = match want {
                    Some(Some(w)) => r.hands[w].name.clone(),
                    Some(None) => DEALER.to_owned(),
                    None => "?".to_owned(),
                };
                self.out_of_order(r, hand, &want_name, out);
                return;
            }
            self.add_card(r, h, card, at);
            if let Some(x) = h.map(|h| &r.hands[h])
                && let [a, b] = x.cards.as_slice()
            {
                let bx = x.bx;
                r.box_pairs.insert(bx, [a.0, b.0]);
                if let Some(&(_, first)) = r.early_side.iter().find(|e| e.0 == bx)
                    && !r.once.early
                {
                    r.once.early = true;
                    out.push(
                        Finding::new(
                            "BJ030",
                            Label::new(first, t!("bj-settled-too-early")),
                            t!("bj-side-settled-before-cards", bx = bx),
                        )
                        .label(card.loc, t!("bj-box-second-card"))
                        .expected(t!("bj-outcome-first", kind = "menor"))
                        .found(t!("bj-settled-before-dealer-found"))
                        .rule(
                            self.g
                                .spec
                                .side_bet_13
                                .as_ref()
                                .map_or_else(|| self.g.spec.settlement.rule.clone(), |x| x.rule.clone()),
                        ),
                    );
                }
            }
            r.phase = if n + 1 >= r.deal_seq.len() { Phase::Play } else { Phase::Deal(n + 1) };
            return;
        }
        if let Some(x) = h
            && self.no_right(&r.hands[x])
        {
            // A card the hand had no right to neither moves the play nor closes the insurance:
            // it is reported and left out of the hand.
            self.player_card(r, x, card, at, out);
            return;
        }
        r.post_deal_card.get_or_insert(at);
        match h {
            None => self.dealer_card(r, hand, card, at, out),
            Some(h) => {
                if r.phase == Phase::Dealer {
                    let want = DEALER;
                    self.out_of_order(r, hand, want, out);
                    return;
                }
                self.moving_to(r, h, hand.loc, out);
                self.player_card(r, h, card, at, out);
            }
        }
    }

    fn add_card(&self, r: &mut Round, h: Option<usize>, card: Sp<CardSeen>, at: Loc) {
        match h {
            None => {
                r.dealer.push((card.value, at));
                r.dealer_points = r.dealer_points.with(card.value);
            }
            Some(h) => {
                let hand = &mut r.hands[h];
                hand.cards.push((card.value, at));
                hand.points = hand.points.with(card.value);
                if hand.cards.len() == 2 {
                    hand.first_two = hand.points;
                }
                if hand.points.bust() && hand.bust.is_none() {
                    hand.bust = Some(at);
                    r.bust_pending = Some(h);
                }
            }
        }
    }

    /// The BJ035 finding when `name` is `mN` and box N has only late stakes.
    fn late_box(&self, r: &Round, name: &str) -> Option<usize> {
        let i = r.late_stake?;
        let bx: u16 = name.strip_prefix('m')?.parse().ok()?;
        r.stakes.iter().any(|s| s.kind == Kind::Mano && s.late && s.bx == bx).then_some(i)
    }

    /// BJ007: a hand the round does not have; the cards are judged no further.
    fn unknown_hand(&self, r: &mut Round, hand: Word<'_>, out: &mut Vec<Finding>) {
        let mut names: Vec<&str> = r.hands.iter().map(|h| h.name.as_str()).collect();
        names.push(DEALER);
        out.push(
            Finding::new(
                "BJ007",
                Label::new(hand.loc, t!("bac-no-such-hand")),
                t!(
                    "bj-not-a-hand-of-the-round",
                    hand = hand.value,
                    suggestion = suggest::did_you_mean_text(hand.value, &names)
                ),
            )
            .expected(t!("bj-one-of", names = names.join(", ")))
            .found(Text::verbatim(hand.value))
            .rule(self.g.spec.deal.rule.clone()),
        );
        r.broken = true;
    }

    /// BJ006: a card to another hand than the one whose turn it is; the cards are judged no
    /// further.
    fn out_of_order(&self, r: &mut Round, hand: Word<'_>, want: &str, out: &mut Vec<Finding>) {
        self.out_of_turn_as(r, hand, want, "card", out);
    }

    /// [`Self::out_of_order`] for a card (`what` = `card`) or a decision (`decision`).
    fn out_of_turn_as(&self, r: &mut Round, hand: Word<'_>, want: &str, what: &str, out: &mut Vec<Finding>) {
        r.broken = true;
        if r.once.deal_order {
            return;
        }
        r.once.deal_order = true;
        out.push(
            Finding::new(
                "BJ006",
                Label::new(hand.loc, t!("bj-out-of-order")),
                t!("bj-card-out-of-order", hand = hand.value, want = want, what = what),
            )
            .expected(if what == "decision" { t!("bj-turn-of", hand = want) } else { t!("bj-card-to", hand = want) })
            .found(if what == "decision" {
                t!("bj-acts", hand = hand.value)
            } else {
                t!("bj-card-to", hand = hand.value)
            })
            .rule(self.g.spec.deal.rule.clone()),
        );
    }

    /// Play reaches hand `h` (a decision or a card for it): a hand the play already left is
    /// out of turn (BJ011); moving on, a busted hand left behind must have been collected
    /// (BJ013).
    fn moving_to(&self, r: &mut Round, h: usize, at: Loc, out: &mut Vec<Finding>) {
        let pos = r.order.iter().position(|&x| x == h).unwrap_or(0);
        if pos < r.turn {
            if !r.once.out_of_turn {
                r.once.out_of_turn = true;
                // Between the hands of one split box: the split hands' own order.
                let same_box = r.order.get(r.turn).is_some_and(|&x| r.hands[x].bx == r.hands[h].bx);
                let order_rule =
                    if same_box { self.g.spec.split.order_rule.clone() } else { self.g.spec.play.order_rule.clone() };
                let left = r.order.get(r.turn).map_or("?", |&x| r.hands[x].name.as_str());
                out.push(
                    Finding::new(
                        "BJ011",
                        Label::new(at, t!("bj-hand-already-passed")),
                        t!("bj-hand-out-of-turn", hand = r.hands[h].name.as_str(), now = left),
                    )
                    .expected(t!("bj-turn-of", hand = left))
                    .found(t!("bj-turn-of", hand = r.hands[h].name.as_str()))
                    .rule(order_rule),
                );
            }
            return;
        }
        if pos > r.turn {
            self.check_bust_collected(r, at);
            r.turn = pos;
        }
    }

    /// BJ013: play moved on at `at` while a busted hand still has stakes on the cloth.
    pub fn check_bust_collected(&self, r: &mut Round, at: Loc) {
        let Some(b) = r.bust_pending.take() else { return };
        let open: Vec<usize> = r.stakes_on(b).filter(|&i| r.stakes[i].settled.is_empty()).collect();
        let Some(&first) = open.first() else { return };
        let hand = &r.hands[b];
        let s = &r.stakes[first];
        let mut f = Finding::new(
            "BJ013",
            Label::new(at, t!("bj-play-moves-on")),
            t!("bj-bust-not-collected", hand = hand.name.as_str(), seat = s.seat.as_str(), bet = s.bet_name()),
        )
        // A log line: its amount as the log writes it (`10.00`), not localised.
        .expected(t!(
            "bj-collect-before-next",
            seat = s.seat.as_str(),
            bet = s.bet_name(),
            amount = s.amount.to_string()
        ))
        .found(t!("bj-play-went-on"))
        .rule(self.g.spec.play.bust_rule.clone());
        if let Some(bust) = hand.bust {
            f = f.label(bust, t!("bj-busts-here"));
        }
        r.late_bust.push((first, f));
    }

    /// A player's card after the first deal. A card the hand had no right to (after its
    /// double's card, a split ace's card, a stand or a bust, or at 21: BJ012, BJ009) is
    /// reported once and left out of the hand: «en ningún caso podrá pedir naipes
    /// suplementarios si ha obtenido ya una puntuación de 21 o más» (V2003 L669), «no tendrá
    /// derecho más que a un solo naipe suplementario» (L721), «no se le permitirá pedir más que
    /// un sólo naipe por cada as» (L715). The hand is judged as the law says it is; the card is
    /// counted only in the shoe.
    fn player_card(&self, r: &mut Round, h: usize, card: Sp<CardSeen>, at: Loc, out: &mut Vec<Finding>) {
        r.last_split = None;
        let hand = &r.hands[h];
        let total = hand.points.total();
        let soft21 = self.g.spec.play.hit_on_soft_21 && hand.points.soft();
        let asked = hand.asked;
        let reported = hand.hit_reported;
        let mut refused: Option<Finding> = None;
        let mut left_out = false;
        if hand.cards.len() < 2 {
            // A split hand's second card: given, not asked for.
        } else if hand.over() && !(hand.doubled.is_some() && hand.cards.len() == 2) {
            left_out = true;
            if !reported {
                refused = Some(self.finished(hand, card.loc, show(card.value)));
            }
        } else if hand.doubled.is_some() && hand.cards.len() == 2 {
            // The double's one card.
        } else if total.is_some_and(|t| t >= 21) && !(soft21 && total == Some(21)) {
            left_out = true;
            if !reported {
                refused = Some(self.hit_on_21(hand, card.loc, total.unwrap_or(21), asked));
            }
        } else if !asked {
            let f = Finding::new(
                "BJ010",
                Label::new(card.loc, t!("bj-not-asked")),
                t!("bj-card-not-asked", hand = hand.name.as_str(), card = show(card.value)),
            )
            .expected(t!("bj-hit-before-card", hand = hand.name.as_str()))
            .found(t!("bj-card-without-hit"))
            .rule(self.g.spec.play.hit_rule.clone());
            match hand.fault {
                Some(i) => repeat(out, i, card.loc, t!("bj-same-again")),
                None => {
                    r.hands[h].fault = Some(out.len());
                    out.push(f);
                }
            }
        }
        let hand = &mut r.hands[h];
        hand.asked = false;
        hand.hit_reported = false;
        if left_out {
            match (refused, hand.fault) {
                (_, Some(i)) => repeat(out, i, card.loc, t!("bj-card-left-out", card = show(card.value))),
                (Some(f), None) => {
                    hand.fault = Some(out.len());
                    out.push(f.label(card.loc, t!("bj-card-left-out", card = show(card.value))));
                }
                (None, None) => {}
            }
            return;
        }
        self.add_card(r, Some(h), card, at);
    }

    /// Hand `x` has no right to another card: it is over (its double's card excepted) or at 21
    /// or more (a soft 21 where the article lets it ask).
    fn no_right(&self, x: &Hand) -> bool {
        if x.cards.len() < 2 || (x.doubled.is_some() && x.cards.len() == 2) {
            return false;
        }
        let total = x.points.total();
        let soft21 = self.g.spec.play.hit_on_soft_21 && x.points.soft() && total == Some(21);
        x.over() || (total.is_some_and(|t| t >= 21) && !soft21)
    }

    /// BJ012 for a card or a decision on a hand that is over.
    fn finished(&self, hand: &Hand, at: Loc, what: String) -> Finding {
        let (why, rule) = if hand.split_ace {
            ("split-ace", self.g.spec.split.aces_rule.clone())
        } else if hand.doubled.is_some() {
            ("doubled", self.g.spec.double.one_card_rule.clone())
        } else if hand.bust.is_some() {
            ("bust", self.g.spec.play.bust_rule.clone())
        } else {
            ("stood", self.g.spec.play.hit_rule.clone())
        };
        Finding::new(
            "BJ012",
            Label::new(at, t!("bj-hand-over")),
            t!("bj-card-to-finished-hand", hand = hand.name.as_str(), what = what, why = why),
        )
        .expected(t!("bj-nothing-more-for", hand = hand.name.as_str()))
        .found(t!("bj-another-card"))
        .rule(rule)
    }

    /// BJ009 for a card asked for (or given) at 21 or more.
    fn hit_on_21(&self, hand: &Hand, at: Loc, total: u8, asked: bool) -> Finding {
        Finding::new(
            "BJ009",
            Label::new(at, t!("bj-no-card-at-21")),
            t!("bj-hit-on-21", hand = hand.name.as_str(), total = total, asked = if asked { "yes" } else { "no" }),
        )
        .expected(t!("bj-stands-at", total = total))
        .found(t!("bj-another-card"))
        .rule(self.g.spec.play.hit_rule.clone())
    }

    /// A dealer's card after the first deal.
    fn dealer_card(&self, r: &mut Round, hand: Word<'_>, card: Sp<CardSeen>, at: Loc, out: &mut Vec<Finding>) {
        r.last_split = None;
        if r.phase == Phase::Play {
            // The players are done: a split hand still waiting for its second card, or a double
            // for its card, is not.
            let waiting = |x: &Hand| x.cards.len() < 2 || (x.doubled.is_some() && x.cards.len() < 3 && !x.over());
            if let Some(&w) = r.order.iter().find(|&&x| waiting(&r.hands[x])) {
                let want = r.hands[w].name.clone();
                self.out_of_order(r, hand, &want, out);
                return;
            }
            self.check_bust_collected(r, hand.loc);
            r.turn = r.order.len();
            r.phase = Phase::Dealer;
        }
        if self.g.spec.dealer.all_busted_exempt && r.all_busted() {
            // Valencia 2003 lets the dealer stop; drawing is allowed all the same.
        }
        if r.dealer_over(self.g) && !r.once.dealer_drew {
            r.once.dealer_drew = true;
            let total = r.dealer_points.total().unwrap_or(0);
            let soft = if r.dealer_points.soft() { "soft" } else { "hard" };
            out.push(
                Finding::new(
                    "BJ014",
                    Label::new(card.loc, t!("bj-dealer-card")),
                    t!("bj-dealer-drew-on", total = total, soft = soft, card = show(card.value)),
                )
                .expected(t!("bj-dealer-stands-on", total = total))
                .found(t!("bj-dealer-drew"))
                .rule(if r.dealer_points.soft() {
                    self.g.spec.dealer.soft_ace_rule.clone()
                } else {
                    self.g.spec.dealer.rule.clone()
                }),
            );
        }
        if !r.early.is_empty() && !r.once.early {
            // Settled before this card: the dealer's hand was not over.
            r.once.early = true;
            let first = r.early[0];
            out.push(
                Finding::new("BJ030", Label::new(first, t!("bj-settled-too-early")), t!("bj-settled-before-dealer"))
                    .label(card.loc, t!("bj-dealer-still-draws"))
                    .expected(t!("bj-settle-after-dealer"))
                    .found(t!("bj-settled-before-dealer-found"))
                    .rule(self.g.spec.settlement.rule.clone()),
            );
        }
        self.add_card(r, None, card, at);
    }

    /// `hit HAND`.
    pub fn hit(&self, r: &mut Round, hand: Word<'_>, out: &mut Vec<Finding>) {
        let Some(h) = self.decision(r, hand, out) else { return };
        r.last_split = None;
        let x = &r.hands[h];
        let total = x.points.total();
        let soft21 = self.g.spec.play.hit_on_soft_21 && x.points.soft() && total == Some(21);
        if x.cards.len() < 2 {
            return;
        }
        let f = if x.over() {
            Some(self.finished(x, hand.loc, "hit".to_owned()))
        } else if total.is_some_and(|t| t >= 21) && !soft21 {
            Some(self.hit_on_21(x, hand.loc, total.unwrap_or(21), true))
        } else {
            None
        };
        if let Some(f) = f {
            match x.fault {
                Some(i) => repeat(out, i, hand.loc, t!("bj-same-again")),
                None => {
                    r.hands[h].fault = Some(out.len());
                    out.push(f);
                }
            }
            r.hands[h].hit_reported = true;
        }
        r.hands[h].asked = true;
    }

    /// `stand HAND`.
    pub fn stand(&self, r: &mut Round, hand: Word<'_>, out: &mut Vec<Finding>) {
        let Some(h) = self.decision(r, hand, out) else { return };
        r.last_split = None;
        r.hands[h].stood = true;
    }

    /// A decision's hand: known, and whose turn it is (or after). `None` when the round's cards
    /// are not judged or the hand is not the round's (BJ007).
    fn decision(&self, r: &mut Round, hand: Word<'_>, out: &mut Vec<Finding>) -> Option<usize> {
        if r.broken || r.phase == Phase::Betting {
            return None;
        }
        if hand.value == DEALER {
            // The dealer makes no decisions: he draws by rule. The line is reported; the round
            // goes on.
            let f =
                Finding::new("BJ007", Label::new(hand.loc, t!("bj-dealer-decides-not")), t!("bj-dealer-no-decision"))
                    .expected(t!("bj-a-player-hand"))
                    .found(Text::verbatim(hand.value))
                    .rule(self.g.spec.dealer.rule.clone());
            r.report_once(("BJ007", DEALER.to_owned()), f, out);
            return None;
        }
        let Some(h) = r.hand(hand.value) else {
            // A decision on a hand the round does not have: one finding about the line; which
            // hand each card belongs to is still known, so the round is judged on.
            if self.late_box(r, hand.value).is_some() {
                return None;
            }
            let mut names: Vec<&str> = r.hands.iter().map(|h| h.name.as_str()).collect();
            let f = Finding::new(
                "BJ007",
                Label::new(hand.loc, t!("bac-no-such-hand")),
                t!(
                    "bj-not-a-hand-of-the-round",
                    hand = hand.value,
                    suggestion = suggest::did_you_mean_text(hand.value, &names)
                ),
            );
            names.sort_unstable();
            let f = f
                .expected(t!("bj-one-of", names = names.join(", ")))
                .found(Text::verbatim(hand.value))
                .rule(self.g.spec.play.order_rule.clone());
            r.report_once(("BJ007", hand.value.to_owned()), f, out);
            return None;
        };
        if matches!(r.phase, Phase::Deal(_)) || r.phase == Phase::Dealer {
            let want = match r.phase {
                Phase::Deal(n) => match r.deal_seq.get(n).copied() {
                    Some(Some(w)) => r.hands[w].name.clone(),
                    _ => DEALER.to_owned(),
                },
                _ => DEALER.to_owned(),
            };
            self.out_of_turn_as(r, hand, &want, "decision", out);
            return None;
        }
        self.moving_to(r, h, hand.loc, out);
        if r.hands[h].cards.len() < 2 {
            // A split hand decides before its second card: that card is missing or late (the
            // deal's order, BJ006); the round's cards are judged no further.
            r.broken = true;
            if !r.once.deal_order {
                r.once.deal_order = true;
                out.push(
                    Finding::new(
                        "BJ006",
                        Label::new(hand.loc, t!("bj-out-of-order")),
                        t!("bj-decision-before-card", hand = hand.value),
                    )
                    .expected(t!("bj-card-to", hand = hand.value))
                    .found(t!("bj-a-decision"))
                    .rule(self.g.spec.deal.rule.clone()),
                );
            }
            return None;
        }
        Some(h)
    }

    /// A `deal` line repeating the line before it (same hand, same card): BJ010 once, the card
    /// not counted (see the engine); `prev` is the first line.
    pub fn repeated_deal(&self, r: &mut Round, prev: Loc, hand: Word<'_>, card: Sp<CardSeen>, out: &mut Vec<Finding>) {
        if r.broken {
            return;
        }
        // A card is given on request, one at a time (the dealer's by rule): the hit rule's.
        let rule = self.g.spec.play.hit_rule.clone();
        out.push(
            Finding::new(
                "BJ010",
                Label::new(card.loc, t!("bj-not-asked")),
                t!("bj-card-repeated", hand = hand.value, card = show(card.value)),
            )
            .label(prev, t!("bj-same-line-before"))
            .expected(t!("bj-one-card-per-deal"))
            .found(t!("bj-deal-twice", hand = hand.value, card = show(card.value)))
            .rule(rule),
        );
    }

    /// `double HAND SEAT AMOUNT`.
    pub fn double(
        &self,
        r: &mut Round,
        at: Loc,
        hand: Word<'_>,
        seat: Word<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let Some(h) = self.decision(r, hand, out) else { return };
        r.last_split = None;
        let x = &r.hands[h];
        if x.doubled.is_none() {
            if let Some(why) = self.double_refused(x) {
                out.push(
                    Finding::new(
                        "BJ016",
                        Label::new(hand.loc, t!("bj-no-double-here")),
                        t!("bj-double-not-allowed", hand = x.name.as_str(), why = why),
                    )
                    .expected(t!(
                        "bj-double-allowed",
                        totals = list(&self.g.spec.double.totals),
                        aces = list(&self.g.spec.double.ace_with),
                        has_aces = if self.g.spec.double.ace_with.is_empty() { "no" } else { "yes" }
                    ))
                    .found(t!("bj-hand-cards", cards = cards_text(x)))
                    .rule(if matches!(why, "split-aces" | "after-split") {
                        self.g.spec.double.after_split_rule.clone()
                    } else {
                        self.g.spec.double.rule.clone()
                    }),
                );
            }
            r.hands[h].doubled = Some(at);
        }
        let (bx, sub) = (r.hands[h].bx, r.hands[h].sub);
        // The hand's first `double` line is the decision; the others follow it.
        let decides = r.hands[h].doubled == Some(at);
        self.check_control(r, h, hand.value, seat, "double", decides, out);
        match r.stake(seat.value, Kind::Mano, bx, sub) {
            None => {
                let f = self.no_stake("BJ017", seat, &r.hands[h].name, self.g.spec.double.rule.clone());
                r.report_once(("BJ017", seat.value.to_owned()), f, out);
                r.phantom(seat.value, Kind::Mano, bx, sub, amount.value, at);
            }
            Some(i) => {
                let s = &mut r.stakes[i];
                let want = s.amount;
                if amount.value != want && !s.late {
                    if let Some(d) = s.disputed {
                        repeat(out, d, amount.loc, t!("bj-same-again"));
                    } else {
                        s.disputed = Some(out.len());
                        out.push(
                            Finding::new(
                                "BJ017",
                                Label::new(amount.loc, t!("bj-not-the-stake")),
                                t!("bj-double-amount", seat = seat.value, amount = amount.value, stake = want),
                            )
                            .label(s.at, t!("bj-stake-placed"))
                            .expected(Text::verbatim(format!("double {} {} {}", hand.value, seat.value, want)))
                            .found(Text::verbatim(format!("double {} {} {}", hand.value, seat.value, amount.value)))
                            .rule(self.g.spec.double.rule.clone()),
                        );
                    }
                }
                s.amount = s.amount.saturating_add(amount.value);
            }
        }
    }

    /// Why hand `x` may not double, as a selector of `bj-double-not-allowed`; `None`: it may.
    fn double_refused(&self, x: &Hand) -> Option<&'static str> {
        let d = &self.g.spec.double;
        if x.cards.len() != 2 {
            return Some("cards");
        }
        if x.split_ace && !d.on_split_aces {
            return Some("split-aces");
        }
        if x.from_split && !d.after_split {
            return Some("after-split");
        }
        let cards: Vec<CardSeen> = x.cards.iter().map(|c| c.0).collect();
        let hard = hard_total(&cards)?;
        let aces = cards.iter().filter(|c| c.is_some_and(|c| c.rank == Rank::Ace)).count();
        let ok = match aces {
            0 => d.totals.contains(&hard),
            1 => d.ace_with.contains(&(hard - 1)),
            _ => false,
        };
        if ok { None } else { Some("total") }
    }

    /// BJ017/BJ019: a seat without a stake on the hand doubles or splits.
    fn no_stake(&self, code: &'static str, seat: Word<'_>, hand: &str, rule: String) -> Finding {
        Finding::new(
            code,
            Label::new(seat.loc, t!("bj-no-stake-here")),
            t!("bj-seat-has-no-stake", seat = seat.value, hand = hand),
        )
        .expected(t!("bj-a-bettor-of", hand = hand))
        .found(Text::verbatim(seat.value))
        .rule(rule)
    }

    /// `split HAND SEAT AMOUNT`.
    pub fn split(
        &self,
        r: &mut Round,
        at: Loc,
        hand: Word<'_>,
        seat: Word<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        if r.broken || r.phase == Phase::Betting {
            return;
        }
        if r.hands.len() >= MAX_HANDS {
            r.broken = true;
            return;
        }
        // Another bettor of the box following the split just made.
        let follow = r.last_split.as_ref().filter(|(name, _, _)| name == hand.value).map(|&(_, a, b)| (a, b));
        let (first, new) = match follow {
            Some(pair) => {
                self.check_control(r, pair.0, hand.value, seat, "split", false, out);
                pair
            }
            None => {
                let Some(h) = self.decision(r, hand, out) else { return };
                let x = &r.hands[h];
                if let Some(why) = self.split_refused(r, x) {
                    out.push(
                        Finding::new(
                            "BJ018",
                            Label::new(hand.loc, t!("bj-no-split-here")),
                            t!(
                                "bj-split-not-allowed",
                                hand = x.name.as_str(),
                                why = why,
                                max = self.g.spec.split.max_pairs.unwrap_or(0)
                            ),
                        )
                        .expected(t!("bj-split-allowed"))
                        .found(t!("bj-hand-cards", cards = cards_text(x)))
                        .rule(if why == "limit" {
                            self.g.spec.split.max_rule.clone().unwrap_or_else(|| self.g.spec.split.rule.clone())
                        } else {
                            self.g.spec.split.rule.clone()
                        }),
                    );
                }
                if x.cards.len() != 2 {
                    // Nothing to split: the line's stake is judged no further.
                    return;
                }
                self.check_control(r, h, hand.value, seat, "split", true, out);
                (h, self.make_split(r, h, at))
            }
        };
        let (bx, old_sub, new_sub) = (r.hands[first].bx, r.hands[first].sub, r.hands[new].sub);
        match r.stake(seat.value, Kind::Mano, bx, old_sub) {
            None => {
                let f = self.no_stake("BJ019", seat, hand.value, self.g.spec.split.rule.clone());
                r.report_once(("BJ019", seat.value.to_owned()), f, out);
                r.phantom(seat.value, Kind::Mano, bx, old_sub, amount.value, at);
                r.phantom(seat.value, Kind::Mano, bx, new_sub, amount.value, at);
            }
            Some(i) => {
                let s = &r.stakes[i];
                // The stake on the hand split, before any of this split's additions.
                let want = s.amount;
                let (late, placed_at) = (s.late, s.at);
                let mut disputed = s.disputed;
                if amount.value != want && !late {
                    if let Some(d) = disputed {
                        repeat(out, d, amount.loc, t!("bj-same-again"));
                    } else {
                        disputed = Some(out.len());
                        r.stakes[i].disputed = disputed;
                        out.push(
                            Finding::new(
                                "BJ019",
                                Label::new(amount.loc, t!("bj-not-the-stake")),
                                t!("bj-split-amount", seat = seat.value, amount = amount.value, stake = want),
                            )
                            .label(placed_at, t!("bj-stake-placed"))
                            .expected(Text::verbatim(format!("split {} {} {}", hand.value, seat.value, want)))
                            .found(Text::verbatim(format!("split {} {} {}", hand.value, seat.value, amount.value)))
                            .rule(self.g.spec.split.rule.clone()),
                        );
                    }
                }
                let seat = r.stakes[i].seat.clone();
                r.push_stake(Stake {
                    seat,
                    kind: Kind::Mano,
                    bx,
                    sub: new_sub,
                    amount: amount.value,
                    original: Amount(0),
                    at,
                    late,
                    even_money: None,
                    settled: Vec::new(),
                    early: false,
                    refused: None,
                    disputed,
                });
            }
        }
        r.last_split = Some((hand.value.to_owned(), first, new));
    }

    /// Why hand `x` may not split (a selector of `bj-split-not-allowed`); `None`: it may.
    fn split_refused(&self, r: &Round, x: &Hand) -> Option<&'static str> {
        if x.cards.len() != 2 {
            return Some("cards");
        }
        let (a, b) = (x.cards[0].0?, x.cards[1].0?);
        if value(a.rank) != value(b.rank) {
            return Some("values");
        }
        if let Some(max) = self.g.spec.split.max_pairs {
            let done = r.splits.get(&x.bx).copied().unwrap_or(0);
            let too_many = match self.g.spec.split.pairs_count {
                PairsCount::Splits => done >= max,
                // Hands after this split: done + 2.
                PairsCount::Hands => done.saturating_add(2) > max,
            };
            if too_many {
                return Some("limit");
            }
        }
        None
    }

    /// Splits hand `h` (its second card starts a new hand, played right after it); returns the
    /// new hand. `m3` becomes `m3-1` and the box's stakes follow it.
    fn make_split(&self, r: &mut Round, h: usize, _at: Loc) -> usize {
        let bx = r.hands[h].bx;
        let n = r.splits.entry(bx).or_insert(0);
        *n = n.saturating_add(1);
        if r.hands[h].sub == 0 {
            r.hands[h].sub = 1;
            r.hands[h].name = format!("m{bx}-1");
            for s in r.stakes.iter_mut().filter(|s| s.kind == Kind::Mano && s.bx == bx && s.sub == 0) {
                s.sub = 1;
            }
        }
        let next = r.hands.iter().filter(|x| x.bx == bx).map(|x| x.sub).max().unwrap_or(1).saturating_add(1);
        let ace = r.hands[h].cards.first().is_some_and(|c| c.0.is_some_and(|c| c.rank == Rank::Ace));
        let second = r.hands[h].cards.pop();
        let x = &mut r.hands[h];
        x.points = x.cards.iter().fold(Points::default(), |p, c| p.with(c.0));
        x.first_two = Points::default();
        x.from_split = true;
        x.split_ace = ace;
        let mut new = Hand::new(format!("m{bx}-{next}"), bx, next);
        new.from_split = true;
        new.split_ace = ace;
        if let Some(c) = second {
            new.cards.push(c);
            new.points = new.points.with(c.0);
        }
        r.hands.push(new);
        let idx = r.hands.len() - 1;
        let pos = r.order.iter().position(|&o| o == h).map_or(r.order.len(), |p| p + 1);
        r.order.insert(pos, idx);
        idx
    }

    /// `insure SEAT mano N AMOUNT`.
    pub fn insure(
        &self,
        r: &mut Round,
        at: Loc,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let spec = &self.g.spec.insurance;
        let found = format!("insure {} {} {}", seat.value, bet_text(bet), amount.value);
        let refusal = |why: &'static str| {
            Finding::new(
                "BJ020",
                Label::new(bet.loc, t!("bj-no-insurance-here")),
                t!("bj-insurance-not-allowed", why = why),
            )
            .expected(t!("bj-insurance-when"))
            .found(Text::verbatim(found.as_str()))
            .rule(spec.rule.clone())
        };
        // Once per round and seat: a repeat is a label (a log of thousands is one finding).
        let key = || ("BJ020", seat.value.to_owned());
        let (bx, sub) = match stake_ref(self.g, bet, false) {
            Ok((Kind::Mano, bx, sub)) => (bx, sub),
            _ => {
                r.report_once(key(), refusal("bet"), out);
                return;
            }
        };
        // The insurance is on the cloth whatever is wrong with it, and its settlement names it:
        // judged where it was allowed, else taken as placed and not judged; a refused one's
        // settlement is a label of the refusal (`refused`), not another finding.
        let place = |r: &mut Round, judged: bool, refused: Option<usize>| {
            if r.stake(seat.value, Kind::Seguro, bx, 0).is_none() {
                let i = r.phantom(seat.value, Kind::Seguro, bx, 0, amount.value, at);
                r.stakes[i].late = !judged;
                r.stakes[i].refused = refused;
            }
        };
        if r.broken {
            return place(r, false, None);
        }
        if r.dealer.is_empty() || !r.dealer_ace() {
            let f = r.report_once(key(), refusal("no-ace"), out);
            return place(r, false, Some(f));
        }
        if let Some(closed) = r.post_deal_card {
            let f = r.report_once(key(), refusal("closed").label(closed, t!("bj-insurance-closed-here")), out);
            return place(r, false, Some(f));
        }
        let Some(i) = r.stake(seat.value, Kind::Mano, bx, sub).or_else(|| r.stake(seat.value, Kind::Mano, bx, 1))
        else {
            let f = r.report_once(key(), refusal("bet"), out);
            r.phantom(seat.value, Kind::Mano, bx, sub, Amount(0), at);
            return place(r, false, Some(f));
        };
        if r.stake(seat.value, Kind::Seguro, bx, 0).is_some() {
            r.report_once(key(), refusal("twice"), out);
            return;
        }
        // «podrán solicitar el pago a la par … o asegurarse» (V2003 L709): one or the other.
        if r.stakes[i].even_money.is_some() {
            let f = r.report_once(key(), refusal("even-money"), out);
            return place(r, false, Some(f));
        }
        let original = r.stakes[i].original;
        let max = original.mul_ratio(spec.max_fraction, crate::money::Rounding::Down);
        if amount.value > max && !r.stakes[i].late {
            out.push(
                Finding::new(
                    "BJ021",
                    Label::new(amount.loc, t!("bj-over-half")),
                    t!("bj-insurance-over", amount = amount.value, max = max, stake = original),
                )
                .label(r.stakes[i].at, t!("bj-stake-placed"))
                .expected(t!("bj-at-most", max = max))
                .found(Text::verbatim(amount.value.to_string()))
                .rule(spec.max_rule.clone()),
            );
        }
        place(r, true, None);
    }

    /// `evenmoney SEAT mano N` (Valencia 2003).
    pub fn even_money(&self, r: &mut Round, at: Loc, seat: Word<'_>, bet: &BetRef<'_>, out: &mut Vec<Finding>) {
        let Some(spec) = &self.g.spec.even_money else { return };
        let found = format!("evenmoney {} {}", seat.value, bet_text(bet));
        let refusal = |why: &'static str| {
            Finding::new(
                "BJ022",
                Label::new(bet.loc, t!("bj-no-even-money-here")),
                t!("bj-even-money-not-allowed", why = why),
            )
            .expected(t!("bj-even-money-when"))
            .found(Text::verbatim(found.as_str()))
            .rule(spec.rule.clone())
        };
        let key = || ("BJ022", seat.value.to_owned());
        let (bx, sub) = match stake_ref(self.g, bet, false) {
            Ok((Kind::Mano, bx, sub)) => (bx, sub),
            _ => {
                r.report_once(key(), refusal("bet"), out);
                return;
            }
        };
        if r.broken || r.phase == Phase::Betting {
            return;
        }
        if let Phase::Deal(n) = r.phase {
            // A decision while the first deal is not over: a card of it is missing or late.
            let want = match r.deal_seq.get(n).copied() {
                Some(Some(w)) => r.hands[w].name.clone(),
                _ => DEALER.to_owned(),
            };
            let word = Word { loc: bet.loc, value: "evenmoney" };
            return self.out_of_order(r, word, &want, out);
        }
        let Some(i) = r.stake(seat.value, Kind::Mano, bx, sub) else {
            r.report_once(key(), refusal("bet"), out);
            r.phantom(seat.value, Kind::Mano, bx, sub, Amount(0), at);
            return;
        };
        if r.stakes[i].late {
            return;
        }
        let why = if !r.dealer_ace() {
            Some("no-ace")
        } else if r.dealer.len() >= 2 {
            Some("late")
        } else if r.stake(seat.value, Kind::Seguro, bx, 0).is_some() {
            // «podrán solicitar el pago a la par … o asegurarse» (V2003 L709): one or the other.
            Some("insured")
        } else if !r.hands.iter().any(|h| h.bx == bx && h.sub == sub && h.blackjack()) {
            Some("no-blackjack")
        } else {
            None
        };
        match why {
            // The stake's settlement follows the refused even money: a label of this finding.
            Some(why) => {
                let f = r.report_once(key(), refusal(why), out);
                r.stakes[i].refused.get_or_insert(f);
            }
            None => {
                r.stakes[i].even_money.get_or_insert(at);
            }
        }
    }
}

/// A stake's reference as written: `mano 3`, `mano 3-1`.
fn bet_text(bet: &BetRef<'_>) -> String {
    match bet.target.map(|t| t.value) {
        Some(n) => format!("{} {}", bet.kind.value, n),
        None => bet.kind.value.to_owned(),
    }
}

/// `9, 10, 11`.
pub(super) fn list(v: &[u8]) -> String {
    v.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

/// A hand's cards, `9c 2s`.
fn cards_text(x: &Hand) -> String {
    x.cards.iter().map(|c| show(c.0)).collect::<Vec<_>>().join(" ")
}

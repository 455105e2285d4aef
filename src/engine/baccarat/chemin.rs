//! Chemin de fer and bacará a dos paños: a player holds the bank against one player hand
//! (chemin de fer) or two (dos paños, `punto1` and `punto2`).
//!
//! The pieces every variant shares come from the family's modules (card values, shoe
//! accounting, the tableau, the stake book); what is particular is here: the bank announced by
//! the croupier (`bank`), which carries the banker's winnings from coup to coup, his garage
//! (`garage`), the cagnotte on his winnings (`cagnotte`), the banco, bets that play half or
//! split over the paños, the players' rule with the banco exemption, the banker's freedom (bound
//! by the tableau only when he asks for it, `tableau`), the players' minimum (`players`) and
//! the replays of a null banco coup (`replay`).
//!
//! A coup's cards are judged when the croupier announces the result; its money when the coup
//! ends (the next `round`, `holder`, `garage`, `shoe`, or the end of the session). After a
//! violation the engine goes on from what the log shows: the coup is evaluated with the cards
//! dealt, the settlements against the result the cards give (after a wrong announcement, BC008,
//! money that follows the announcement is reported; after an illegal draw the announced result
//! stands), the cagnotte against the settlements recorded and the next bank against the money
//! recorded.
//!
//! The engine's methods are split by what they judge: the player's bank (`bank`), the stakes
//! (`stakes`), the cards (`cards`) and the money when a coup ends (`settle`); what an article of
//! these variants must say, and which checks it makes the engine emit, is `article`.

use crate::catalog::baccarat::{
    BancoFreedom, BankAnnounce, CagnotteBase, ModalitySpec, PlayerBankSpec, ShareSpec, SingleLivePano, SplitUnit,
    TableauBinding,
};
use crate::engine::baccarat::cards::{Hand, point};
use crate::engine::baccarat::coup::{CoupLog, dealt_hand, out_of_deal_order, wrong_winner};
use crate::engine::baccarat::draws::{fourth_card, player_drew_on_stand};
use crate::engine::baccarat::money::{Settlement, percent_text};
use crate::engine::baccarat::settlement::{Until, below_minimum, settled_stake, unsettled};
use crate::engine::baccarat::study::{self, Tally};
use crate::engine::baccarat::tableau::{Cell, PlayerMove, STOOD, column_label};
use crate::engine::baccarat::{BaccaratGame, Backs};
use crate::engine::not_logged::{self, Unlogged};
use crate::engine::shoe::ShoeLog;
use crate::engine::{Engine, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{CardSeen, Face, show};
use crate::log::event::{
    BaccaratEvent, BetRef, Event, EventKind, Loc, OutcomePart, SettleAction, ShoeEvent, Sp, TableHeader, Word,
};
use crate::money::{Amount, Payout, Rounding};
use crate::t;

use smallvec::{SmallVec, smallvec};

mod article;
mod bank;
mod cards;
mod settle;
pub(super) mod sim;
mod stakes;

pub use article::{check_spec, emitted_checks};

/// The header keys of these variants: the modality of the bank and the banco authorisation.
pub const HEADER_KEYS: &[&str] = &["bank", "banco_free"];

/// [`HEADER_KEYS`] of an article whose bank has limits set by the table's authorisation (dos
/// paños, «banca limitada»): the header may give them.
pub const HEADER_KEYS_WITH_LIMITS: &[&str] = &["bank", "banco_free", "bank_min", "bank_max"];

/// The bank's minimum and maximum from the table's authorisation (header `bank_min=` and
/// `bank_max=`), with where the header gives each.
#[derive(Clone, Copy, Debug, Default)]
struct AuthorisedLimits {
    min: Option<(Amount, Loc)>,
    max: Option<(Amount, Loc)>,
}

/// Reads `bank_min=` and `bank_max=`: positive amounts, the minimum not above the maximum nor
/// the maximum below the table minimum, and only under a modality whose authorisation sets them.
fn authorised_limits(
    header: &TableHeader<'_>,
    modality: &ModalitySpec,
    table_min: Amount,
) -> Result<AuthorisedLimits, Box<Finding>> {
    let mut limits = AuthorisedLimits::default();
    for (key, slot) in [("bank_min", &mut limits.min), ("bank_max", &mut limits.max)] {
        let Some(p) = header.get(key) else { continue };
        if !modality.authorised_limits {
            let mut f = Finding::new(
                "M004",
                Label::new(p.key.loc, t!("chemin-no-authorised-limits-label")),
                t!("chemin-no-authorised-limits", key = key, modality = &modality.name),
            )
            .expected(t!("chemin-no-authorised-limits-expected", modality = &modality.name))
            .found(Text::verbatim(format!("{key}={}", p.value.value)));
            if let Some(b) = header.get("bank") {
                f = f.label(b.value.loc, t!("chemin-this-modality"));
            }
            return Err(Box::new(f));
        }
        match Amount::parse(p.value.value) {
            Some(a) if a > Amount::ZERO => *slot = Some((a, p.value.loc)),
            parsed => {
                // Why it is not one (`bank_max=5.000`: a thousands separator).
                let message = match parsed {
                    None => t!(
                        "chemin-limit-not-amount",
                        key = key,
                        why = crate::log::parser::amount_problem_text(p.value.value)
                    ),
                    Some(_) => t!("chemin-limit-not-positive", key = key),
                };
                return Err(Box::new(
                    Finding::new("M004", Label::new(p.value.loc, t!("chemin-not-positive-amount-label")), message)
                        .expected(t!("chemin-positive-amount-expected"))
                        .found(Text::verbatim(p.value.value)),
                ));
            }
        }
    }
    if let (Some((min, min_at)), Some((max, max_at))) = (limits.min, limits.max)
        && min > max
    {
        return Err(Box::new(
            Finding::new(
                "M004",
                Label::new(max_at, t!("chemin-below-minimum-label")),
                t!("chemin-authorised-max-below-min", max = max, min = min),
            )
            .label(min_at, t!("chemin-authorised-minimum"))
            .expected(t!("chemin-bank-max-or-more", amount = min))
            .found(t!("chemin-bank-max-is", amount = max)),
        ));
    }
    if let Some((max, max_at)) = limits.max
        && max < table_min
    {
        return Err(Box::new(
            Finding::new(
                "M004",
                Label::new(max_at, t!("chemin-below-table-minimum-label")),
                t!("chemin-authorised-max-below-table-min", max = max, min = table_min),
            )
            .expected(t!("chemin-bank-max-or-more", amount = table_min))
            .found(t!("chemin-bank-max-is", amount = max)),
        ));
    }
    Ok(limits)
}

/// BC041 for a bank constituted over the authorisation's maximum (`over`) or below its minimum:
/// the limit and where the header gives it.
fn authorised_limit_finding(amount: Sp<Amount>, (bound, at): (Amount, Loc), over: bool, rule: String) -> Finding {
    // The Fluent selector: `max` or `min`.
    let side = if over { "max" } else { "min" };
    Finding::new(
        "BC041",
        Label::new(amount.loc, t!("chemin-authorised-limit-label", side = side)),
        t!("chemin-authorised-limit", side = side, bank = amount.value, bound = bound),
    )
    .label(at, t!("chemin-authorised-limit-at", side = side))
    .expected(t!("chemin-authorised-limit-expected", side = side, bound = bound))
    .found(t!("chemin-found-bank", amount = amount.value))
    .rule(rule)
}

/// A verdict per player hand (one or two paños): inline, as every coup made several.
type Verdicts = SmallVec<[Verdict; 2]>;

/// How a coup ended for one player hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    /// The player hand won.
    Player,
    Banker,
    Tie,
}

impl Verdict {
    /// `tie`: the catalogue's word for a tie (`tie_word`).
    fn word<'a>(self, player: &'a str, banker: &'a str, tie: &'a str) -> &'a str {
        match self {
            Verdict::Player => player,
            Verdict::Banker => banker,
            Verdict::Tie => tie,
        }
    }
}

/// What a coup's cards give: the verdicts per player hand of the cards dealt, and, after a
/// fourth card to a hand (`fourth` such findings), of the coup without it.
#[derive(Debug)]
struct Judged {
    dealt: Option<Verdicts>,
    cut: Option<Verdicts>,
    fourth: usize,
}

/// A card of the coup, as dealt.
#[derive(Clone, Copy, Debug)]
struct Dealt {
    hand: usize,
    card: CardSeen,
    face: Option<Face>,
    loc: Loc,
}

/// One coup: what every engine of the family records, and what a player's bank adds.
#[derive(Debug, Default)]
struct Coup {
    log: CoupLog,
    bank: Option<(Amount, Loc)>,
    /// The bank was not announced but carried from the last coup (dos paños).
    bank_carried: bool,
    /// The first stake placed without a known bank, and whether BC050 was reported.
    unannounced: Option<(Loc, bool)>,
    tableau: Option<Loc>,
    replay: Option<Loc>,
    /// The cards in the order dealt (`log.hands` keeps them per hand, the banker's extra
    /// initial cards included).
    seq: Vec<Dealt>,
    /// Where the banker dealt himself a card beyond his two in the first deal.
    extra_initial: Option<Loc>,
    /// Banker cards dealt in the first deal (more than two: he counts baccarà).
    b_initial: usize,
    /// A banker card out of turn in the first deal: reported as a deal-order error unless he
    /// ends the first deal with more than two cards (then the extra-card rule applies).
    pending_order: Option<Finding>,
    /// The announced verdict per player hand, and where (also set from the cards when the
    /// `result` line could not be read, BC030).
    result: Option<(Verdicts, Loc)>,
    /// The verdicts the croupier announced, when the cards give others (BC008): `result`
    /// holds the cards' verdicts, which the money is judged against.
    announced: Option<Verdicts>,
    /// The first settlement before the result (BC032, once per coup), held until the result:
    /// if none comes, the `result` line is likely what is missing, and the coup's BC028 names
    /// this settlement as a cause instead.
    early_settlement: Option<Finding>,
    early_settlement_reported: bool,
    /// A settlement named a stake the log never placed (BC033; its `bet` line may be
    /// missing): what the banker won is not known, so the cagnotte is not judged and the bank
    /// carried from this coup is unsure.
    stake_missing: bool,
    /// Seats and bets reported as settled without a stake (BC033): a split stake's second
    /// settlement (the other paño) is not reported again.
    missing_stakes: Vec<(String, String)>,
    cagnotte: Vec<(Amount, Loc)>,
}

/// The bank as the engine follows it.
#[derive(Debug, Default, Clone, Copy)]
struct BankState {
    /// The bank of the last coup and where it was announced.
    last: Option<(Amount, Loc)>,
    /// What the bank holds after the last coup's money (the least the next bank can be while
    /// the same banker keeps it); `None` when not known.
    carry: Option<Amount>,
    /// The banker's winnings since he took the bank, net of cagnotte and garage.
    winnings: Amount,
    /// A coup's money followed a wrong announcement (BC008): the banker's winnings are not
    /// known (the log's money and the cards' differ) until he leaves the bank, so a garage is
    /// not judged against them.
    winnings_unsure: bool,
    /// The last coup's banker net was negative (the bank lost).
    lost: Option<Loc>,
    /// The bank as the banker constituted it, checked against the authorisation's limits, while
    /// no coup has been played on it: announced again, it is not checked twice.
    constituted: Option<Amount>,
    /// The banker's initial deposit: the bank his first coup was played with, and where it was
    /// announced (a new deposit after the bank «saltó» may not be less).
    initial: Option<(Amount, Loc)>,
    /// A line could not be read since the bank was last announced (it may have been a `bank`
    /// line, a stake or a payment), or a coup ended without a result (what the bank won or
    /// lost is not known): `carry` is not known until the next `bank` line. Until then the
    /// carried bank is neither assumed (no stake is judged against it) nor reported missing,
    /// the next announcement is not compared with it, and a garage is not judged against the
    /// banker's winnings. A banco (which covers the whole bank) also tells it again.
    unsure: bool,
    /// A coup's stakes were reported as placed with no bank announced (BC050): the coups after
    /// it, until a `bank` line, have the same cause and are not reported again.
    unannounced_reported: bool,
}

/// What a bet of the article is to the bank, by its index in `g.bets`: resolved once, as every
/// stake of every coup needs it (a search of the shares and the hands by name, per stake, was a
/// share of the family's checking time).
#[derive(Debug)]
struct BetPlay<'g> {
    /// Its share rule (`pb.shares`), if any.
    share: Option<&'g ShareSpec>,
    /// The player hands (indices into `g.players`) it plays on: the share's hands, or the hand
    /// it backs.
    slots: SmallVec<[usize; 2]>,
    /// It is the banco bet, or half of it.
    banco: bool,
    half_banco: bool,
}

fn bet_plays<'g>(g: &'g BaccaratGame, pb: &'g PlayerBankSpec) -> Vec<BetPlay<'g>> {
    let slot = |h: usize| g.players.iter().position(|&p| p == h);
    g.bets
        .iter()
        .map(|def| {
            let share = pb.shares.iter().find(|s| s.bet == def.name);
            let slots = match share {
                Some(s) => s.hands.iter().filter_map(|h| g.hand(h).and_then(slot)).collect(),
                None => match def.backs {
                    Backs::Hand(h) => slot(h).into_iter().collect(),
                    _ => SmallVec::new(),
                },
            };
            BetPlay {
                share,
                slots,
                banco: def.name == pb.banco.bet,
                half_banco: pb.banco.half_bet.as_deref() == Some(def.name.as_str()),
            }
        })
        .collect()
}

/// Replays a chemin de fer or dos paños session.
pub struct Banked<'g> {
    g: &'g BaccaratGame,
    pb: &'g PlayerBankSpec,
    plays: Vec<BetPlay<'g>>,
    min: Amount,
    modality: &'g ModalitySpec,
    banco_free: bool,
    authorised: AuthorisedLimits,
    shoe: ShoeLog<'g>,
    /// Boxed, so that moving a coup moves a pointer; the last coup's box is kept in `spare`
    /// for the next, with the memory its lists took (a coup of every round allocated them).
    coup: Option<Box<Coup>>,
    spare: Option<Box<Coup>>,
    holder: Option<(String, Loc)>,
    bank: BankState,
    /// The players recorded (`players N [M]`), where, and whether a shortfall was reported.
    players: Option<(Vec<u16>, Loc, bool)>,
    /// A coup was dealt without any `players` line (BC051 reported).
    players_unlogged: bool,
    /// The last coup was a banco coup null on every hand: replays so far, and where.
    null_banco: Option<(u32, Loc)>,
    /// The bank lost the last coup: the holder must change before the next coup.
    must_pass: Option<Loc>,
    /// The banker named by the last `holder` line has dealt a card of a coup (BC052).
    holder_dealt: bool,
    /// The last banker left the bank voluntarily: what it held, where the bank changed hands
    /// and who left it; the new banker's first `bank` is at least that (BC053).
    abandoned: Option<(Amount, Loc, String)>,
    /// The session's `session open` and the `shoe` lines since (BC054).
    session: Option<Loc>,
    shoes: u32,
    /// The optional lines the log has shown, for the note on those it never did (BC055).
    seen: Seen,
    /// The study's counts: coups by outcome per player hand.
    tally: Tally,
}

/// Which optional lines the log has shown, and where the first card was dealt.
#[derive(Debug, Default)]
struct Seen {
    first_deal: Option<Loc>,
    shoe: bool,
    cutcard: bool,
    holder: bool,
    /// A line could not be read (it may have been one of them).
    unreadable: bool,
}

/// Reads the header's `bank=` and `banco_free=`.
pub fn start<'g>(
    g: &'g BaccaratGame,
    table: &TableConfig,
    header: &TableHeader<'_>,
) -> Result<Banked<'g>, Box<Finding>> {
    let Some(pb) = g.spec.player_bank.as_ref() else {
        return Err(Box::new(Finding::new(
            "M004",
            Label::new(header.id.loc, t!("chemin-no-bank-rules-label")),
            t!("chemin-no-bank-rules"),
        )));
    };
    let modality = match header.get("bank") {
        None => pb.modalities.first(),
        Some(p) => match pb.modalities.iter().find(|m| m.name == p.value.value) {
            Some(m) => Some(m),
            None => {
                let names: Vec<&str> = pb.modalities.iter().map(|m| m.name.as_str()).collect();
                return Err(Box::new(
                    Finding::new(
                        "M004",
                        Label::new(p.value.loc, t!("chemin-not-a-modality-label")),
                        t!("chemin-not-a-modality", value = p.value.value),
                    )
                    .expected(t!("chemin-one-of", names = names.join(", ")))
                    .found(Text::verbatim(p.value.value)),
                ));
            }
        },
    };
    let Some(modality) = modality else {
        return Err(Box::new(Finding::new(
            "M004",
            Label::new(header.id.loc, t!("chemin-no-modality-label")),
            t!("chemin-no-modality"),
        )));
    };
    let banco_free = match header.get("banco_free") {
        None => false,
        Some(p) => match p.value.value {
            "yes" => true,
            "no" => false,
            other => {
                return Err(Box::new(
                    Finding::new(
                        "M004",
                        Label::new(p.value.loc, t!("chemin-yes-or-no-label")),
                        t!("chemin-banco-free-yes-or-no", value = other),
                    )
                    .expected(Text::verbatim("banco_free=yes|no"))
                    .found(Text::verbatim(other)),
                ));
            }
        },
    };
    let authorised = authorised_limits(header, modality, table.min)?;
    Ok(Banked {
        g,
        pb,
        plays: bet_plays(g, pb),
        min: table.min,
        modality,
        banco_free,
        authorised,
        shoe: ShoeLog::new(&g.shoe_rules),
        coup: None,
        spare: None,
        holder: None,
        bank: BankState::default(),
        players: None,
        players_unlogged: false,
        null_banco: None,
        must_pass: None,
        holder_dealt: false,
        abandoned: None,
        session: None,
        shoes: 0,
        seen: Seen::default(),
        tally: Tally::new(g),
    })
}

impl<'g> Banked<'g> {
    fn banker_name(&self) -> &str {
        self.g.hand_name(self.g.banker)
    }

    fn new_coup(&mut self, loc: Loc) -> Box<Coup> {
        let Some(mut c) = self.spare.take() else {
            return Box::new(Coup { log: CoupLog::new(loc, self.g.hands.len()), ..Coup::default() });
        };
        // In place, every field named (see `CoupLog::reuse`).
        let Coup {
            log,
            bank,
            bank_carried,
            unannounced,
            tableau,
            replay,
            seq,
            extra_initial,
            b_initial,
            pending_order,
            result,
            announced,
            early_settlement,
            early_settlement_reported,
            stake_missing,
            missing_stakes,
            cagnotte,
        } = &mut *c;
        log.reuse(loc);
        *bank = None;
        *bank_carried = false;
        *unannounced = None;
        *tableau = None;
        *replay = None;
        seq.clear();
        *extra_initial = None;
        *b_initial = 0;
        *pending_order = None;
        *result = None;
        *announced = None;
        *early_settlement = None;
        *early_settlement_reported = false;
        *stake_missing = false;
        missing_stakes.clear();
        cagnotte.clear();
        c
    }

    fn share_of(&self, bet: usize) -> Option<&'g ShareSpec> {
        self.plays.get(bet)?.share
    }

    /// What a stake on `bet` plays on each player hand (index into `g.players`), and what does
    /// not play at all.
    fn parts(&self, bet: usize, stake: Amount) -> (SmallVec<[(usize, Amount); 2]>, Amount) {
        let Some(play) = self.plays.get(bet) else { return (SmallVec::new(), stake) };
        let slots = &play.slots;
        if let Some(s) = play.share {
            let playing = match s.share {
                Some(r) => stake.mul_ratio(r, s.rounding),
                None => stake,
            };
            let rest = stake.saturating_sub(playing);
            if slots.is_empty() {
                return (SmallVec::new(), stake);
            }
            let n = slots.len() as i64;
            let unit = match s.unit {
                SplitUnit::Cent => 1,
                SplitUnit::Minimum => self.min.0.max(1),
            };
            // Whole units split evenly; odd units go to the first hands; what is below a unit
            // goes to the first hand.
            let units = playing.0 / unit;
            let below = playing.0 - units * unit;
            let (each, odd) = (units / n, units % n);
            let mut parts = SmallVec::new();
            for (i, &sl) in slots.iter().enumerate() {
                let mut a = each * unit;
                if (i as i64) < odd {
                    a += unit;
                }
                if i == 0 {
                    a += below;
                }
                parts.push((sl, Amount(a)));
            }
            return (parts, rest);
        }
        match slots.first() {
            Some(&sl) => (smallvec![(sl, stake)], Amount(0)),
            None => (SmallVec::new(), stake),
        }
    }
}

impl Engine for Banked<'_> {
    fn study(&self) -> Option<crate::study::GameStudy> {
        Some(self.tally.player_banks(self.g))
    }

    fn unreadable(&mut self, _at: Loc) {
        self.shoe.unreadable();
        self.bank.unsure = true;
        // The line may have been one of the optional lines: their absence is not told (BC055).
        self.seen.unreadable = true;
    }

    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        match &ev.kind {
            EventKind::Round { .. } => {
                self.end_coup(ev.loc, out);
                let coup = self.new_coup(ev.loc);
                self.coup = Some(coup);
            }
            EventKind::SessionOpen { .. } => {
                self.session = Some(ev.loc);
                self.shoes = 0;
            }
            EventKind::SessionClose { .. } => {
                self.end_coup(ev.loc, out);
                self.close_session(ev.loc, out);
            }
            EventKind::Bet { seat, bet, amount } => self.bet(ev, *seat, bet, *amount, out),
            EventKind::NoMoreBets => {
                if let Some(c) = self.coup.as_mut() {
                    c.log.nomore.get_or_insert(ev.loc);
                }
                self.close_bets(out);
            }
            EventKind::Settle { action, seat, bet, amount } => {
                // `pay s1 banca 1 000` (no bet of the family takes numbers): the amount split by
                // a thousands separator (M001), judged as meant.
                match crate::log::suggest::thousands_settlement(bet, amount) {
                    Some((f, meant_bet, meant)) => {
                        out.push(f);
                        self.settle(ev, *action, *seat, &meant_bet, meant, out)
                    }
                    None => self.settle(ev, *action, *seat, bet, *amount, out),
                }
            }
            EventKind::Shoe(ShoeEvent::Shoe { decks }) => {
                self.seen.shoe = true;
                self.shoes = self.shoes.saturating_add(1);
                self.end_coup(ev.loc, out);
                self.shoe.load(ev.loc, *decks, out);
            }
            EventKind::Shoe(ShoeEvent::CutCard { below }) => {
                self.seen.cutcard = true;
                self.shoe.cutcard(*below, out);
            }
            EventKind::Shoe(ShoeEvent::CutCardOut) => {
                self.seen.cutcard = true;
                self.shoe.cut_out(ev.loc);
            }
            EventKind::Shoe(ShoeEvent::Burn { card, .. }) => self.shoe.burn(*card, out),
            EventKind::Shoe(ShoeEvent::Deal { hand, card, face }) => {
                self.seen.first_deal.get_or_insert(ev.loc);
                self.deal(ev, *hand, *card, *face, out);
            }
            EventKind::Baccarat(BaccaratEvent::Holder { seat }) => {
                self.seen.holder = true;
                self.holder_event(ev, *seat, out);
            }
            EventKind::Baccarat(BaccaratEvent::Outcome { parts }) => self.outcome(ev, parts, out),
            EventKind::Baccarat(BaccaratEvent::Bank { amount }) => self.bank_event(ev, *amount, out),
            EventKind::Baccarat(BaccaratEvent::Garage { amount }) => self.garage_event(ev, *amount, out),
            EventKind::Baccarat(BaccaratEvent::Cagnotte { amount, .. }) => self.cagnotte_event(ev, *amount),
            EventKind::Baccarat(BaccaratEvent::Tableau) => {
                let b = self.g.banker;
                if let Some(c) = self.coup.as_mut() {
                    // The tableau binds a draw still to be made: asked for after the banker's
                    // third card (or after the result) it does not bind that draw.
                    let drawn = c.log.hands.get(b).is_some_and(|h| h.len() > c.b_initial.max(2));
                    if !drawn && c.log.result_line.is_none() {
                        c.tableau.get_or_insert(ev.loc);
                    }
                }
            }
            EventKind::Baccarat(BaccaratEvent::Replay) => {
                if let Some(c) = self.coup.as_mut() {
                    c.replay.get_or_insert(ev.loc);
                }
            }
            EventKind::Baccarat(BaccaratEvent::Players { counts }) => self.players_event(ev, counts, out),
            _ => {}
        }
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
        let at = self.coup.as_ref().map(|c| c.log.loc).unwrap_or_default();
        self.end_coup(at, out);
        if let Some(at) = self.seen.first_deal {
            // The finding cites the rule of the first check not made.
            let (missing, rules): (Vec<Unlogged>, Vec<String>) = self.unlogged().into_iter().unzip();
            if let Some(f) = not_logged::finding("BC055", at, &missing) {
                out.push(f.rule_opt(rules.into_iter().next()));
            }
        }
    }
}

impl Banked<'_> {
    /// The optional lines this log never showed, with the checks that needed them (BC055), as
    /// at punto y banca: only where a coup was dealt and every line could be read. The
    /// players (`players`) have their own warning (BC051), and the side of a card is not
    /// listed (a log seldom knows it; BC035 and BC047 are checked wherever it is written).
    fn unlogged(&self) -> Vec<(Unlogged, String)> {
        let mut v = Vec::new();
        if self.seen.first_deal.is_none() || self.seen.unreadable {
            return v;
        }
        v.extend(self.g.shoe_rules.lines_not_logged(self.seen.shoe, self.seen.cutcard));
        if !self.seen.holder {
            // What knowing the banker checks, under this article.
            let mut what: Vec<(Text, &str, String)> = Vec::new();
            if let Some(h) = self.g.spec.shoe_holder.as_ref().filter(|h| h.passes_on_bank_loss) {
                what.push((t!("chemin-unlogged-bank-passes"), "BC024", h.rule.clone()));
            }
            if let Some(r) = &self.pb.bank.first_coup_rule {
                what.push((t!("chemin-unlogged-first-coup"), "BC052", r.clone()));
            }
            if let Some(r) = &self.pb.bank.after_voluntary_abandon_rule {
                what.push((t!("chemin-unlogged-abandoned-bank"), "BC053", r.clone()));
            }
            if let Some((_, _, rule)) = what.first() {
                let rule = rule.clone();
                // `a, b and c`: the list's punctuation and conjunction are the language's.
                let unchecked = match what.split_last() {
                    Some((last, [])) => last.0.clone(),
                    Some((last, before)) => {
                        let before = before
                            .iter()
                            .map(|w| w.0.clone())
                            .reduce(|a, b| t!("chemin-comma", left = a, right = b))
                            .unwrap_or_else(|| Text::verbatim(""));
                        t!("chemin-and", left = before, right = last.0.clone())
                    }
                    None => Text::verbatim(""),
                };
                let checks: Vec<&str> = what.iter().map(|w| w.1).collect();
                v.push((Unlogged { line: "holder SEAT", unchecked, checks: checks.join(", ") }, rule));
            }
        }
        v
    }
}

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

use crate::catalog::baccarat::{
    BancoFreedom, BankAnnounce, CagnotteBase, ModalitySpec, PlayerBankSpec, ShareSpec, SingleLivePano, SplitUnit,
    TableauBinding,
};
use crate::engine::baccarat::cards::{Hand, point};
use crate::engine::baccarat::coup::{CoupLog, dealt_hand, out_of_deal_order, wrong_winner};
use crate::engine::baccarat::draws::{fourth_card, player_drew_on_stand};
use crate::engine::baccarat::money::{Settlement, percent_text};
use crate::engine::baccarat::settlement::{Until, below_minimum, settled_stake, unsettled};
use crate::engine::baccarat::shoe_log::ShoeLog;
use crate::engine::baccarat::study::{self, Tally};
use crate::engine::baccarat::tableau::{Cell, PlayerMove, STOOD, column_label};
use crate::engine::baccarat::{BaccaratGame, Backs};
use crate::engine::not_logged::{self, Unlogged};
use crate::engine::{CompileError, Engine, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::card::{CardSeen, Face, show};
use crate::log::event::{BetRef, Event, EventKind, Loc, OutcomePart, SettleAction, Sp, TableHeader, Word};
use crate::money::{Amount, Payout, Rounding};
use crate::t;

use smallvec::{SmallVec, smallvec};

/// The checks this engine can emit under `g`'s parameters.
pub fn emitted_checks(g: &BaccaratGame) -> Vec<&'static str> {
    let mut v = vec![
        "BC001", "BC002", "BC003", "BC004", "BC005", "BC006", "BC007", "BC008", "BC009", "BC011", "BC012", "BC013",
        "BC014", "BC015", "BC019", "BC021", "BC022", "BC023", "BC028", "BC029", "BC030", "BC031", "BC032", "BC033",
        "BC034", "BC040", "BC044", "BC048", "BC050", "BC051", "BC055",
    ];
    if g.bets.iter().any(|b| !b.exempt) {
        v.push("BC016");
    }
    let Some(pb) = g.spec.player_bank.as_ref() else {
        v.sort_unstable();
        return v;
    };
    if pb.garage.is_some() {
        v.push("BC043");
    }
    if pb.modalities.iter().any(ModalitySpec::has_limits) {
        v.push("BC041");
    }
    if pb.bank.stakes_within_bank_rule.is_some() {
        v.push("BC042");
    }
    if pb.bank.first_coup_rule.is_some() {
        v.push("BC052");
    }
    if pb.bank.after_voluntary_abandon_rule.is_some() {
        v.push("BC053");
    }
    if pb.modalities.iter().any(|m| m.tallas_per_session.is_some()) {
        v.push("BC054");
    }
    if pb.bank.carry_rule.is_some() {
        v.push("BC046");
    }
    if pb.third_card_face_up_rule.is_some() {
        v.push("BC047");
    }
    if pb.first_cards_face_down_rule.is_some() {
        v.push("BC035");
    }
    if pb.banco.null_replays.is_some() {
        v.push("BC049");
    }
    if !pb.shares.is_empty() {
        v.push("BC045");
    }
    if g.spec.shoe_holder.as_ref().is_some_and(|h| h.passes_on_bank_loss) {
        v.push("BC024");
    }
    v.sort_unstable();
    v
}

/// What YAML types cannot say about a chemin de fer or dos paños article.
pub fn check_spec(g: &BaccaratGame) -> Result<(), Vec<CompileError>> {
    let base = "play.baccarat.player_bank";
    let Some(pb) = g.spec.player_bank.as_ref() else {
        return Err(vec![CompileError::new(
            "play.baccarat",
            t!("chemin-compile-needs-player-bank", variant = g.variant.as_str()),
        )]);
    };
    let mut errs = Vec::new();
    if pb.modalities.is_empty() {
        errs.push(CompileError::new(format!("{base}.modalities"), t!("chemin-compile-a-modality")));
    }
    for (i, m) in pb.modalities.iter().enumerate() {
        if let Some(r) = m.cagnotte_rate
            && (*r.0.numer() < 0 || *r.0.numer() >= *r.0.denom())
        {
            errs.push(CompileError::new(
                format!("{base}.modalities[{i}].cagnotte_rate"),
                t!("chemin-compile-cagnotte-rate"),
            ));
        }
        if m.has_limits() && m.limits_rule.is_none() {
            errs.push(CompileError::new(format!("{base}.modalities[{i}]"), t!("chemin-compile-limits-rule")));
        }
    }
    for &t in &pb.banker_must_draw {
        if t > 7 {
            errs.push(CompileError::new(
                format!("{base}.banker_must_draw"),
                t!("chemin-compile-not-below-naturals", total = t),
            ));
        }
    }
    if pb.players.per_hand && g.players.len() < 2 {
        errs.push(CompileError::new(format!("{base}.players.per_hand"), t!("chemin-compile-one-player-hand")));
    }
    for (key, name) in
        std::iter::once(("banco.bet", &pb.banco.bet)).chain(pb.banco.half_bet.iter().map(|b| ("banco.half_bet", b)))
    {
        if g.bet(name).is_none() {
            errs.push(CompileError::new(format!("{base}.{key}"), t!("chemin-compile-not-a-bet", name = name)));
        }
    }
    for (i, s) in pb.shares.iter().enumerate() {
        if g.bet(&s.bet).is_none() {
            errs.push(CompileError::new(
                format!("{base}.shares[{i}].bet"),
                t!("chemin-compile-not-a-bet", name = &s.bet),
            ));
        }
        if s.hands.is_empty() {
            errs.push(CompileError::new(format!("{base}.shares[{i}].hands"), t!("chemin-compile-share-hands")));
        }
        for h in &s.hands {
            if !g.hand(h).is_some_and(|x| g.players.contains(&x)) {
                errs.push(CompileError::new(
                    format!("{base}.shares[{i}].hands"),
                    t!("chemin-compile-not-a-player-hand", name = h),
                ));
            }
        }
        if let Some(r) = s.share
            && (*r.0.numer() <= 0 || r.0.numer() > r.0.denom())
        {
            errs.push(CompileError::new(format!("{base}.shares[{i}].share"), t!("chemin-compile-share-range")));
        }
    }
    if errs.is_empty() { Ok(()) } else { Err(errs) }
}

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
    shoe: ShoeLog,
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
        shoe: ShoeLog::new(pb.cut_card_at_least),
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

    // ---- the shoe ---------------------------------------------------------------------------

    // ---- table-level events -----------------------------------------------------------------

    fn holder_event(&mut self, ev: &Event<'_>, seat: Word<'_>, out: &mut Vec<Finding>) {
        self.end_coup(ev.loc, out);
        let same = self.holder.as_ref().is_some_and(|(h, _)| h == seat.value);
        self.abandoned = None;
        // Taken, not cloned: it is replaced below whatever happens.
        if !same && let Some((prev, since)) = self.holder.take() {
            if !self.holder_dealt
                && let Some(rule) = &self.pb.bank.first_coup_rule
            {
                out.push(
                    Finding::new(
                        "BC052",
                        Label::new(seat.loc, t!("chemin-bank-passes-label")),
                        t!("chemin-left-before-dealing", prev = &prev, next = seat.value),
                    )
                    .label(since, t!("chemin-takes-the-bank", holder = &prev))
                    .expected(t!("chemin-deals-one-coup", holder = &prev))
                    .found(t!("chemin-holder-no-coup", next = seat.value))
                    .rule(rule.clone()),
                );
            }
            // Left voluntarily: after a coup he dealt and did not lose, with what the bank held
            // known.
            if self.holder_dealt
                && self.pb.bank.after_voluntary_abandon_rule.is_some()
                && self.bank.lost.is_none()
                && self.must_pass.is_none()
                && !self.bank.unsure
                && let Some(held) = self.bank.carry.filter(|c| *c > Amount::ZERO)
            {
                self.abandoned = Some((held, seat.loc, prev));
            }
        }
        if !same {
            self.holder_dealt = false;
        }
        if !same {
            // A new banker: a new bank, nothing carried.
            self.bank = BankState::default();
            self.must_pass = None;
            self.null_banco = None;
        }
        self.holder = Some((seat.value.to_owned(), seat.loc));
    }

    fn players_event(&mut self, ev: &Event<'_>, counts: &[Sp<u16>], out: &mut Vec<Finding>) {
        let want = if self.pb.players.per_hand { self.g.players.len() } else { 1 };
        if counts.len() != want {
            let shape = if want == 1 { "players N".to_owned() } else { format!("players N{}", " N".repeat(want - 1)) };
            // The line does not fit this table's log (not a rule of the game): a log-format
            // error; the count is not used (nor reported again as missing, BC051).
            self.players_unlogged = true;
            out.push(
                Finding::new(
                    "M001",
                    Label::new(ev.loc, t!("chemin-player-count-label")),
                    t!("chemin-player-count-shape", given = counts.len(), want = want),
                )
                .expected(Text::verbatim(shape))
                .found(t!("chemin-counts", n = counts.len())),
            );
            return;
        }
        self.players = Some((counts.iter().map(|c| c.value).collect(), ev.loc, false));
    }

    fn garage_event(&mut self, ev: &Event<'_>, amount: Sp<Amount>, out: &mut Vec<Finding>) {
        self.end_coup(ev.loc, out);
        let Some(spec) = self.pb.garage.as_ref() else {
            // The log's word: the amount leaves the bank.
            self.bank.winnings = self.bank.winnings.saturating_sub(amount.value);
            if let Some(c) = self.bank.carry.as_mut() {
                *c = c.saturating_sub(amount.value);
            }
            out.push(
                Finding::new("BC043", Label::new(ev.loc, t!("chemin-garage-label")), t!("chemin-no-garage-in-game"))
                    .expected(t!("chemin-no-garage-expected"))
                    .found(t!("chemin-found-garage", amount = amount.value))
                    .rule(self.pb.bank.carry_rule.clone().unwrap_or_else(|| self.pb.settle_rule.clone())),
            );
            return;
        };
        let threshold = self.min.times(i64::from(spec.voluntary_above_multiple));
        let won = self.bank.winnings;
        if !self.bank.unsure && !self.bank.winnings_unsure && (won <= threshold || amount.value > won) {
            let (message, expected) = if won <= threshold {
                (
                    t!(
                        "chemin-garage-winnings-too-low",
                        won = won,
                        multiple = spec.voluntary_above_multiple,
                        threshold = threshold
                    ),
                    t!("chemin-garage-winnings-over", threshold = threshold),
                )
            } else {
                (
                    t!("chemin-garage-over-winnings", garaged = amount.value, won = won),
                    t!("chemin-garage-at-most", won = won),
                )
            };
            out.push(
                Finding::new("BC043", Label::new(amount.loc, t!("chemin-garaged-label")), message)
                    .expected(expected)
                    .found(t!("chemin-found-garage", amount = amount.value))
                    .rule(spec.rule.clone()),
            );
        }
        // The log's word: the amount leaves the bank.
        self.bank.winnings = self.bank.winnings.saturating_sub(amount.value);
        if let Some(c) = self.bank.carry.as_mut() {
            *c = c.saturating_sub(amount.value);
        }
    }

    fn bank_event(&mut self, ev: &Event<'_>, amount: Sp<Amount>, out: &mut Vec<Finding>) {
        // The rules are cloned only for a finding: this runs at every coup.
        let announce_rule = || self.pb.bank.announce_rule.clone();
        let Some(coup) = self.coup.as_mut() else { return };
        if let Some((first, at)) = coup.bank.filter(|_| !coup.bank_carried) {
            // A second announcement: the coup's bank is the first; a different figure is
            // reported, the same one is a repetition.
            if first != amount.value {
                out.push(
                    Finding::new(
                        "BC050",
                        Label::new(amount.loc, t!("chemin-announced-again-label")),
                        t!("chemin-announced-again", bank = amount.value, first = first),
                    )
                    .label(at, t!("chemin-first-announcement"))
                    .expected(t!("chemin-one-bank-per-coup", first = first))
                    .found(t!("chemin-found-bank", amount = amount.value))
                    .rule(announce_rule()),
                );
            }
            return;
        }
        coup.bank = Some((amount.value, amount.loc));
        coup.bank_carried = false;
        if let Some((held, passed, prev)) = self.abandoned.take()
            && amount.value < held
            && let Some(rule) = &self.pb.bank.after_voluntary_abandon_rule
        {
            out.push(
                Finding::new(
                    "BC053",
                    Label::new(amount.loc, t!("chemin-less-than-left-label")),
                    t!("chemin-less-than-left", bank = amount.value, held = held, prev = &prev),
                )
                .label(passed, t!("chemin-leaves-the-bank", holder = &prev))
                .expected(t!("chemin-bank-or-more", amount = held))
                .found(t!("chemin-found-bank", amount = amount.value))
                .rule(rule.clone()),
            );
        }
        self.bank.unannounced_reported = false;
        // Announced: known again; what it is compared with below is not.
        let unsure = std::mem::take(&mut self.bank.unsure);
        if let Some((bet_at, reported)) = coup.unannounced.take()
            && !reported
        {
            out.push(
                Finding::new(
                    "BC050",
                    Label::new(amount.loc, t!("chemin-announced-late-label")),
                    t!("chemin-announced-late", bank = amount.value),
                )
                .label(bet_at, t!("chemin-first-stake"))
                .expected(t!("chemin-bank-before-first-bet"))
                .found(t!("chemin-bank-after-a-bet", bank = amount.value))
                .rule(announce_rule()),
            );
        }
        let m = self.modality;
        let pb = self.pb;
        let rule = || m.limits_rule.clone().unwrap_or_else(|| pb.bank.announce_rule.clone());
        if let Some(mult) = m.bank_max_multiple {
            let max = self.min.times(i64::from(mult));
            if amount.value > max {
                out.push(
                    Finding::new(
                        "BC041",
                        Label::new(amount.loc, t!("chemin-over-bank-maximum-label")),
                        t!("chemin-over-bank-maximum", bank = amount.value, multiple = mult, max = max),
                    )
                    .expected(t!("chemin-at-most-in-play", max = max))
                    .found(t!("chemin-found-bank", amount = amount.value))
                    .rule(rule()),
                );
            }
        }
        if m.bank_at_least_minimum && amount.value < self.min {
            out.push(
                Finding::new(
                    "BC041",
                    Label::new(amount.loc, t!("chemin-below-minimum-label")),
                    t!("chemin-bank-below-table-minimum", bank = amount.value, min = self.min),
                )
                .expected(t!("chemin-at-least", amount = self.min))
                .found(t!("chemin-found-bank", amount = amount.value))
                .rule(rule()),
            );
        }
        // The authorisation's limits bound the bank as a banker constitutes it: when he takes
        // the bank, or makes a new deposit after it «saltó» (holds nothing). Not its growth with
        // his winnings («independientemente de que durante el transcurso del juego el banquero
        // supere con sus ganancias tal cantidad máxima»), nor, as the texts describe no such
        // thing, money added to a bank that still holds some.
        let jumped = self.bank.carry.is_some_and(|c| c <= Amount::ZERO);
        let constitutes =
            !unsure && (jumped || self.bank.carry.is_none()) && self.bank.constituted != Some(amount.value);
        if constitutes {
            self.bank.constituted = Some(amount.value);
        }
        // «el banquero tiene derecho a continuar, efectuando un nuevo depósito igual o superior
        // al inicial»
        if constitutes
            && jumped
            && let (Some(rule), Some((initial, at))) = (&self.pb.bank.redeposit_rule, self.bank.initial)
            && amount.value < initial
        {
            out.push(
                Finding::new(
                    "BC046",
                    Label::new(amount.loc, t!("chemin-below-initial-deposit-label")),
                    t!("chemin-below-initial-deposit", bank = amount.value, initial = initial),
                )
                .label(at, t!("chemin-initial-deposit"))
                .expected(t!("chemin-new-deposit-or-more", initial = initial))
                .found(t!("chemin-found-bank", amount = amount.value))
                .rule(rule.clone()),
            );
        }
        if constitutes {
            if let Some(max) = self.authorised.max.filter(|(max, _)| amount.value > *max) {
                let rule = m.constituted_rule.clone().unwrap_or_else(rule);
                out.push(authorised_limit_finding(amount, max, true, rule));
            }
            if let Some(min) = self.authorised.min.filter(|(min, _)| amount.value < *min) {
                out.push(authorised_limit_finding(amount, min, false, rule()));
            }
        }
        if let (Some(carry_rule), Some(carry), None, false) =
            (&self.pb.bank.carry_rule, self.bank.carry, self.bank.lost, unsure)
        {
            let floor = match m.bank_max_multiple {
                Some(mult) => carry.min(self.min.times(i64::from(mult))),
                None => carry,
            };
            if amount.value < floor {
                let mut f = Finding::new(
                    "BC046",
                    Label::new(amount.loc, t!("chemin-bank-decreased-label")),
                    t!("chemin-bank-decreased", bank = amount.value, floor = floor),
                )
                .expected(t!("chemin-bank-or-more", amount = floor))
                .found(t!("chemin-found-bank", amount = amount.value))
                .rule(carry_rule.clone());
                if let Some((_, at)) = self.bank.last {
                    f = f.label(at, t!("chemin-previous-bank"));
                }
                out.push(f);
            }
        }
        let _ = ev;
    }

    fn cagnotte_event(&mut self, ev: &Event<'_>, amount: Sp<Amount>) {
        if let Some(c) = self.coup.as_mut() {
            c.cagnotte.push((amount.value, ev.loc));
        }
    }

    // ---- bets -------------------------------------------------------------------------------

    fn bet(&mut self, ev: &Event<'_>, seat: Word<'_>, bet: &BetRef<'_>, amount: Sp<Amount>, out: &mut Vec<Finding>) {
        let Ok(k) = self.g.staked_bet(bet, &amount).map_err(|f| {
            out.push(*f);
            if let Some(c) = self.coup.as_mut() {
                c.log.refuse_bet(seat, bet);
            }
        }) else {
            return;
        };
        let every_coup = self.pb.bank.announce == BankAnnounce::EveryCoup;
        let carried = self.bank.carry;
        let unsure = self.bank.unsure;
        let Some(coup) = self.coup.as_mut() else { return };
        if coup.bank.is_none() && coup.log.book.stakes.is_empty() && !unsure {
            match (every_coup, carried) {
                (false, Some(c)) => {
                    coup.bank = Some((c, coup.log.loc));
                    coup.bank_carried = true;
                }
                // Reported when betting closes without a bank, or when the bank comes late.
                _ => coup.unannounced = Some((ev.loc, false)),
            }
        }
        // Betting is closed by a result with a verdict (a `result` line that could not be read
        // and gave none does not close it), «no va más» or the first card.
        if let Some(f) = coup.log.late_bet(coup.result.as_ref().map(|r| r.1), ev.loc, seat, bet, amount) {
            out.push(f);
        }
        coup.log.book.add(seat.value, k, amount.value, bet.loc);
    }

    /// Betting closes: the minimum, the banco's amount, the bank's cover.
    fn close_bets(&mut self, out: &mut Vec<Finding>) {
        let min = self.min;
        let g = self.g;
        let pb = self.pb;
        let Some(coup) = self.coup.as_mut() else { return };
        if coup.log.bets_closed {
            return;
        }
        coup.log.bets_closed = true;
        if let Some((bet_at, reported)) = coup.unannounced.as_mut()
            && !*reported
            && coup.bank.is_none()
        {
            *reported = true;
            // Where the bank is carried (dos paños), a lost `bank` line leaves every later coup
            // of that banker without one: reported at the first, not again until a `bank` line.
            // Where it is announced every coup, each omission is its own.
            let carried = pb.bank.announce != BankAnnounce::EveryCoup;
            if !(carried && std::mem::replace(&mut self.bank.unannounced_reported, true)) {
                out.push(
                    Finding::new("BC050", Label::new(*bet_at, t!("chemin-bet-label")), t!("chemin-bank-not-announced"))
                        .label(coup.log.loc, t!("chemin-coup-starts"))
                        .expected(t!("chemin-bank-before-first-bet"))
                        .found(t!("chemin-no-bank"))
                        .rule(pb.bank.announce_rule.clone()),
                );
            }
        }
        // The bank carried is unsure (see `BankState::unsure`): a banco covers the whole bank,
        // so it tells what the bank holds; the coup is judged on it, and the carry is known
        // again from here.
        if coup.bank.is_none()
            && self.bank.unsure
            && let Some(s) = coup.log.book.stakes.iter().find(|s| self.plays.get(s.bet).is_some_and(|p| p.banco))
        {
            coup.bank = Some((s.amount, s.loc));
            coup.bank_carried = true;
            self.bank.unsure = false;
        }
        let bank = coup.bank;
        let mut total = Amount(0);
        for s in &coup.log.book.stakes {
            let Some(def) = g.bets.get(s.bet) else { continue };
            total = total.saturating_add(s.amount);
            if s.amount < min && !def.exempt {
                out.push(below_minimum(g, s, min));
            }
            let Some((b, bloc)) = bank else { continue };
            let play = self.plays.get(s.bet);
            // `what`: the Fluent selector of what the stake covers.
            let want = if play.is_some_and(|p| p.banco) {
                Some((b, "whole"))
            } else if play.is_some_and(|p| p.half_banco) {
                Some((b.mul_ratio(Payout(num_rational::Ratio::new(1, 2)), Rounding::Down), "half"))
            } else {
                None
            };
            if let Some((w, what)) = want
                && s.amount != w
            {
                out.push(
                    Finding::new(
                        "BC048",
                        Label::new(s.loc, t!("chemin-banco-stake-label")),
                        t!(
                            "chemin-banco-stake",
                            seat = s.seat.as_str(),
                            bet = &def.name,
                            stake = s.amount,
                            what = what,
                            due = w
                        ),
                    )
                    .label(bloc, t!("chemin-bank-label"))
                    .expected(t!("chemin-bet-amount", bet = &def.name, amount = w))
                    .found(t!("chemin-bet-amount", bet = &def.name, amount = s.amount))
                    .rule(pb.banco.amount_rule.clone()),
                );
            }
        }
        if let (Some(rule), Some((b, bloc))) = (&pb.bank.stakes_within_bank_rule, bank)
            && total > b
        {
            let last = coup.log.book.stakes.last().map_or(coup.log.loc, |s| s.loc);
            out.push(
                Finding::new(
                    "BC042",
                    Label::new(last, t!("chemin-stakes-exceed-bank-label")),
                    t!("chemin-stakes-exceed-bank", total = total, bank = b),
                )
                .label(bloc, t!("chemin-bank-label"))
                .expected(t!("chemin-stakes-at-most", bank = b))
                .found(total)
                .rule(rule.clone()),
            );
        }
    }

    // ---- cards ------------------------------------------------------------------------------

    fn deal(
        &mut self,
        ev: &Event<'_>,
        hand: Word<'_>,
        card: Sp<CardSeen>,
        face: Option<Sp<Face>>,
        out: &mut Vec<Finding>,
    ) {
        let Some(h) = dealt_hand(self.g, &mut self.shoe, hand, card, out) else {
            if let Some(c) = self.coup.as_mut() {
                c.log.card_to_unknown_hand();
            }
            return;
        };
        if self.coup.is_none() {
            return;
        }
        if self.coup.as_ref().is_some_and(|c| c.log.first_deal.is_none()) {
            self.first_card_of_coup(ev, out);
        }
        let g = self.g;
        let pb = self.pb;
        let Some(coup) = self.coup.as_mut() else { return };
        if coup.log.card_after_result(ev.loc, hand, card.value, out) {
            return;
        }
        let b = g.banker;
        let initial = g.players.iter().any(|&p| coup.log.hands[p].len() < 2) || coup.log.hands[b].len() < 2;
        if initial {
            // The hand the first deal gives the next card to, from the cards each hand has.
            let mut have: SmallVec<[usize; 4]> = coup.log.hands.iter().map(Hand::len).collect();
            let mut expected = None;
            for &x in &g.deal_order {
                if have[x] == 0 {
                    expected = Some(x);
                    break;
                }
                have[x] -= 1;
            }
            if expected != Some(h) {
                let exp = expected.map_or("?", |e| g.hand_name(e));
                let f = out_of_deal_order(g, ev.loc, coup.log.dealt, hand, card.value, exp);
                if h == b && pb.extra_initial_card_rule.is_some() {
                    // Judged when the first deal ends: more than two cards make it the
                    // extra-card error, whose consequence the result must show.
                    if coup.pending_order.is_none() && !coup.log.order_reported {
                        coup.pending_order = Some(f);
                    }
                } else if !coup.log.order_reported {
                    coup.log.order_reported = true;
                    out.push(f);
                }
            }
            if h == b {
                coup.b_initial += 1;
                if coup.b_initial > 2 {
                    coup.extra_initial.get_or_insert(ev.loc);
                }
            }
            let done = g.players.iter().all(|&p| coup.log.hands[p].len() + usize::from(p == h) >= 2)
                && coup.log.hands[b].len() + usize::from(b == h) >= 2;
            // Tested before taking: taking moves the whole (empty) finding.
            if done
                && coup.pending_order.is_some()
                && let Some(f) = coup.pending_order.take()
                && coup.extra_initial.is_none()
                && !coup.log.order_reported
            {
                coup.log.order_reported = true;
                out.push(f);
            }
        } else if !coup.log.order_reported {
            // Third cards: the player hands in their order, then the banker.
            let later_drew = |x: usize| {
                coup.log.hands.get(x).is_some_and(|hh| hh.len() > if x == b { coup.b_initial.max(2) } else { 2 })
            };
            let rank = |x: usize| if x == b { usize::MAX } else { g.players.iter().position(|&p| p == x).unwrap_or(0) };
            let after = (0..g.hands.len()).find(|&x| x != h && rank(x) > rank(h) && later_drew(x));
            if let Some(x) = after {
                coup.log.order_reported = true;
                out.push(
                    Finding::new(
                        "BC002",
                        Label::new(ev.loc, t!("chemin-out-of-order-label")),
                        t!("chemin-third-card-after", hand = hand.value, other = &g.hands[x].name),
                    )
                    .expected(t!("chemin-third-card-before", hand = hand.value, other = &g.hands[x].name))
                    .found(Text::verbatim(format!("deal {} {}", hand.value, show(card.value))))
                    .rule_opt(pb.decision_order_rule.clone()),
                );
            }
        }
        // After the order check: a card out of the deal order may not be a first card at all
        // (see `CoupLog::order_reported`), nor any card after it.
        if initial
            && let (Some(rule), Some(f)) = (&pb.first_cards_face_down_rule, face)
            && f.value == Face::Up
            && !coup.log.face_reported
            && !coup.log.order_reported
            && coup.pending_order.is_none()
        {
            coup.log.face_reported = true;
            out.push(
                Finding::new(
                    "BC035",
                    Label::new(f.loc, t!("chemin-face-up-label")),
                    t!("chemin-first-card-face-up", hand = hand.value),
                )
                .expected(t!("chemin-first-cards-face-down"))
                .found(Text::verbatim(format!("deal {} {} up", hand.value, show(card.value))))
                .rule(rule.clone()),
            );
        }
        coup.seq.push(Dealt { hand: h, card: card.value, face: face.map(|f| f.value), loc: ev.loc });
        coup.log.push_card(h, card.value, ev.loc);
    }

    fn first_card_of_coup(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        self.holder_dealt = true;
        let started = self.coup.as_ref().map_or(ev.loc, |c| c.log.loc);
        self.shoe.first_card_of_coup(self.g, ev.loc, started, out);
        if let Some(pass) = self.must_pass.take()
            && let Some((h, since)) = &self.holder
            && let Some(rule) =
                self.g.spec.shoe_holder.as_ref().filter(|s| s.passes_on_bank_loss).map(|s| s.rule.clone())
        {
            out.push(
                Finding::new(
                    "BC024",
                    Label::new(ev.loc, t!("chemin-still-dealing-label")),
                    t!("chemin-still-holds-bank", holder = h),
                )
                .label(pass, t!("chemin-the-bank-lost"))
                .label(*since, t!("chemin-took-the-bank", holder = h))
                .expected(t!("chemin-bank-passes-on-loss"))
                .found(t!("chemin-deals-again", holder = h))
                .rule(rule),
            );
        }
        // The players' minimum.
        let min_players = self.pb.players.minimum;
        if self.players.is_none() && !self.players_unlogged {
            self.players_unlogged = true;
            let shape = if self.pb.players.per_hand { "players N M" } else { "players N" };
            out.push(
                Finding::new(
                    "BC051",
                    Label::new(ev.loc, t!("chemin-coup-dealt-label")),
                    t!("chemin-players-never-counted", min = min_players),
                )
                .expected(t!("chemin-players-before-first-coup", shape = shape))
                .found(t!("chemin-no-players-line"))
                .rule(self.pb.players.rule.clone()),
            );
        }
        if let Some((counts, at, reported)) = self.players.as_mut()
            && !*reported
            && counts.iter().any(|&c| c < min_players)
        {
            *reported = true;
            // The Fluent selector: counted per paño or for the table.
            let per = if self.pb.players.per_hand { "pano" } else { "table" };
            // `3 and 4`: each count, joined by the language's «and».
            let shown = counts
                .iter()
                .map(|&c| Text::from(c))
                .reduce(|a, b| t!("chemin-and", left = a, right = b))
                .unwrap_or_else(|| Text::verbatim(""));
            // For the plural: the one count, or several (`3 y 1 jugadores`).
            let n = if counts.len() == 1 { counts.first().copied().map_or(0, i64::from) } else { i64::MAX };
            out.push(
                Finding::new(
                    "BC044",
                    Label::new(ev.loc, t!("chemin-coup-dealt-label")),
                    t!("chemin-too-few-players", counts = shown.clone(), n = n, per = per, min = min_players),
                )
                .label(*at, t!("chemin-players-counted"))
                .expected(t!("chemin-at-least-players", min = min_players, per = per))
                .found(shown)
                .rule(self.pb.players.rule.clone()),
            );
        }
        let Some(coup) = self.coup.as_mut() else { return };
        coup.log.first_card(ev.loc, out);
        self.close_bets(out);
    }

    // ---- the result -------------------------------------------------------------------------

    fn outcome(&mut self, ev: &Event<'_>, parts: &[OutcomePart<'_>], out: &mut Vec<Finding>) {
        let Some(coup) = self.coup.as_ref() else { return };
        if let Some(f) = coup.log.second_result(ev.loc) {
            out.push(f);
            return;
        }
        let announced = self.read_result(ev, parts, out);
        self.close_bets(out);
        // A banker's card out of the deal order, held to see whether it was an extra first
        // card, is an order fault if the first deal never completed (a player's card missing).
        if let Some(coup) = self.coup.as_mut()
            && coup.extra_initial.is_none()
            && coup.pending_order.is_some()
            && let Some(f) = coup.pending_order.take()
            && !coup.log.order_reported
        {
            coup.log.order_reported = true;
            out.push(f);
        }
        let before = out.len();
        let judged = self.judge_cards(ev.loc, out);
        // From here the coup has its result, readable or not.
        if let Some(coup) = self.coup.as_mut() {
            coup.log.result_line = Some(ev.loc);
            // The result came after all: a settlement before it stands.
            if coup.early_settlement.is_some() {
                out.extend(coup.early_settlement.take().map(|f| f.label(ev.loc, t!("chemin-result-label"))));
            }
        }
        // A draw already reported: the croupier may have rectified the coup (the illegal card
        // disregarded, art. 08 «la jugada será rectificada») or counted the cards dealt; either
        // verdict is accepted, the draw finding says what went wrong. A fourth card is the
        // exception that leaves the coup judgeable: the coup without it (each hand has at most
        // one card beyond its first two) and the cards dealt give the two verdicts a croupier
        // may have followed; any other is a wrong winner.
        let draws =
            out[before..].iter().filter(|f| matches!(f.code, "BC003" | "BC004" | "BC005" | "BC006" | "BC007")).count();
        let draw_fault = draws > judged.fourth;
        let legal = if draw_fault { None } else { judged.cut.clone().or_else(|| judged.dealt.clone()) };
        let Some(announced) = announced else {
            // The line is unreadable (reported): a result was announced; the settlements are
            // judged against what the cards give, when they give it.
            if let Some(coup) = self.coup.as_mut()
                && let Some(a) = legal
            {
                coup.result = Some((a, ev.loc));
            }
            return;
        };
        // The money follows the winner by points («Ganará aquel juego cuya puntuación sea de
        // nueve o esté más próxima»), not the announcement: a wrong announcement is its one
        // finding (BC008) and a settlement that follows it rather than the cards is what a
        // player lost, reported when the coup's money is judged. Where the cards give no
        // verdict (a card not seen, a hand short), the announcement is all there is.
        let mut reference = announced.clone();
        if let Some(legal) = legal {
            let g = self.g;
            let b = g.hand_name(g.banker);
            let tie = self.g.spec.tie_word.as_str();
            for (i, (&a, &n)) in legal.iter().zip(&announced).enumerate() {
                let counted = judged.dealt.as_ref().and_then(|d| d.get(i)).copied();
                if a == n || (judged.fourth > 0 && counted == Some(n)) {
                    continue;
                }
                if let Some(r) = reference.get_mut(i) {
                    *r = a;
                }
                let p = self.g.players[i];
                let pname = self.g.hand_name(p).to_owned();
                let at = parts.get(i).map_or(ev.loc, |x| x.winner.loc);
                // The hands' names and totals (`punto 5, banca 3`) are shown as they are.
                let totals = if judged.fourth > 0 {
                    t!("chemin-totals-without-fourth", totals = self.totals_text(p), cut = self.totals_text_of(p, 1))
                } else {
                    Text::verbatim(self.totals_text(p))
                };
                let extra = self.coup.as_ref().and_then(|c| c.extra_initial);
                let pano = (self.g.players.len() > 1).then_some(pname.as_str());
                let mut f = wrong_winner(at, pano, n.word(&pname, b, tie), a.word(&pname, b, tie), totals);
                if let Some(x) = extra {
                    f = f.label(x, t!("chemin-extra-card-baccara")).rule_opt(self.pb.extra_initial_card_rule.clone());
                } else if let Some(ne) = &self.pb.natural_eight
                    && self.natural_eight_decides(p)
                {
                    f = f.rule(ne.rule.clone());
                }
                out.push(f);
            }
        }
        if let Some(coup) = self.coup.as_mut() {
            coup.announced = (reference != announced).then_some(announced);
            coup.result = Some((reference, ev.loc));
        }
    }

    fn totals_text(&self, p: usize) -> String {
        self.totals_text_of(p, usize::MAX)
    }

    /// `punto 5, banca 3`, counting at most `beyond` cards past each hand's first deal.
    fn totals_text_of(&self, p: usize, beyond: usize) -> String {
        let Some(coup) = self.coup.as_ref() else { return String::new() };
        let b = self.g.banker;
        let bn = coup.b_initial.max(2).saturating_add(beyond);
        let bt = self.banker_total_of(coup, bn).map_or("?".to_owned(), |t| t.to_string());
        let ph = &coup.log.hands[p];
        let pt = ph.total_of(ph.len().min(2usize.saturating_add(beyond))).map_or("?".to_owned(), |t| t.to_string());
        format!("{} {pt}, {} {bt}", self.g.hand_name(p), self.g.hand_name(b))
    }

    /// The `result` line read as a verdict per player hand.
    fn read_result(&self, ev: &Event<'_>, parts: &[OutcomePart<'_>], out: &mut Vec<Finding>) -> Option<Verdicts> {
        let g = self.g;
        let b = g.banker;
        let verdict = |hand: usize, w: Word<'_>| -> Result<Verdict, ()> {
            if w.value == g.spec.tie_word {
                Ok(Verdict::Tie)
            } else if g.hand(w.value) == Some(b) {
                Ok(Verdict::Banker)
            } else if g.hand(w.value) == Some(hand) {
                Ok(Verdict::Player)
            } else {
                Err(())
            }
        };
        let shape = || {
            if g.players.len() == 1 {
                format!("result {}|{}|{}", self.g.hand_name(g.players[0]), self.banker_name(), g.spec.tie_word)
            } else {
                g.players.iter().map(|&p| format!("{}=WINNER", self.g.hand_name(p))).collect::<Vec<_>>().join(" ")
            }
        };
        let bad = |at: Loc, msg: Text, found: Text, out: &mut Vec<Finding>| {
            out.push(
                Finding::new("BC030", Label::new(at, t!("chemin-result-label")), msg)
                    .expected(Text::verbatim(shape()))
                    .found(found),
            );
        };
        if g.players.len() == 1 {
            let [part] = parts else {
                bad(ev.loc, t!("chemin-one-result-per-coup"), t!("chemin-results", n = parts.len()), out);
                return None;
            };
            if let Some(h) = part.hand {
                bad(h.loc, t!("chemin-result-names-winner-only"), Text::verbatim(format!("{}=…", h.value)), out);
                return None;
            }
            match verdict(g.players[0], part.winner) {
                Ok(v) => Some(smallvec![v]),
                Err(()) => {
                    out.push(self.g.unknown_winner(part.winner));
                    None
                }
            }
        } else {
            let mut v: SmallVec<[Option<Verdict>; 2]> = smallvec![None; g.players.len()];
            for part in parts {
                let Some(h) = part.hand else {
                    bad(part.winner.loc, t!("chemin-winner-of-each-pano"), Text::verbatim(part.winner.value), out);
                    // A bare banker or tie word says the same for every paño: the engine goes
                    // on from it (the settlements that follow it are not contradictions).
                    if let ([_], Ok(x @ (Verdict::Banker | Verdict::Tie))) = (parts, verdict(usize::MAX, part.winner)) {
                        return Some(smallvec![x; g.players.len()]);
                    }
                    return None;
                };
                let Some(slot) = g.hand(h.value).and_then(|x| g.players.iter().position(|&p| p == x)) else {
                    out.push(self.g.unknown_hand(h));
                    return None;
                };
                match verdict(g.players[slot], part.winner) {
                    Ok(x) => v[slot] = Some(x),
                    Err(()) => {
                        bad(
                            part.winner.loc,
                            t!("chemin-cannot-win-on", winner = part.winner.value, hand = h.value),
                            Text::verbatim(part.winner.value),
                            out,
                        );
                        return None;
                    }
                }
            }
            if v.iter().any(Option::is_none) {
                bad(
                    ev.loc,
                    t!("chemin-winner-of-every-pano"),
                    t!("chemin-n-of-m", n = parts.len(), m = g.players.len()),
                    out,
                );
                return None;
            }
            Some(v.into_iter().flatten().collect())
        }
    }

    /// The banker's total: 0 plus any card he drew after the players when he dealt himself an
    /// extra card in the first deal; otherwise his cards' total;
    /// of his first `n` cards.
    fn banker_total_of(&self, coup: &Coup, n: usize) -> Option<u8> {
        let bh = coup.log.hands.get(self.g.banker)?;
        let n = n.min(bh.len());
        if coup.extra_initial.is_some() {
            let drawn: Vec<u8> = bh.cards[..n]
                .iter()
                .skip(coup.b_initial)
                .map(|c| c.map(|c| point(c.rank)))
                .collect::<Option<Vec<u8>>>()?;
            return Some(drawn.iter().fold(0, |a, &p| (a + p) % 10));
        }
        bh.total_of(n)
    }

    /// Whether the natural-eight rule, rather than plain totals, decides player hand `p`.
    fn natural_eight_decides(&self, p: usize) -> bool {
        let Some(coup) = self.coup.as_ref() else { return false };
        let b = self.g.banker;
        let (ph, bh) = (&coup.log.hands[p], &coup.log.hands[b]);
        let two8 = |h: &Hand| h.len() == 2 && h.total() == Some(8);
        let three89 = |h: &Hand| h.len() >= 3 && matches!(h.total(), Some(8 | 9));
        (two8(ph) && three89(bh)) || (two8(bh) && three89(ph))
    }

    /// Judges the coup's draws; returns the verdicts its cards give per player hand (`None`
    /// when a card was not seen or a hand is incomplete).
    fn judge_cards(&mut self, at: Loc, out: &mut Vec<Finding>) -> Judged {
        let none = Judged { dealt: None, cut: None, fourth: 0 };
        let g = self.g;
        let pb = self.pb;
        let Some(coup) = self.coup.as_ref() else { return none };
        if coup.log.order_reported {
            // See `CoupLog::order_reported`: the cards are not judged after a deal out of order.
            return none;
        }
        let b = g.banker;
        if let Some(f) = coup.log.incomplete(g, at, 0..g.hands.len()) {
            out.push(f);
            return none;
        }
        let mut fourth = 0usize;
        let bh = &coup.log.hands[b];
        let extra = coup.extra_initial.is_some();
        let b2 = if extra { Some(0) } else { bh.total_of(2) };
        let b_nat = !extra && g.is_natural(b2);
        // Where each hand's drawn cards start (the banker's after all his first-deal cards).
        let drawn_at = |h: usize| if h == b { coup.b_initial.max(2) } else { 2 };
        let third_loc = |h: usize| coup.log.locs.get(h).and_then(|l| l.get(drawn_at(h))).copied();
        let mut reported = false;
        // Face of third cards.
        if let Some(rule) = &pb.third_card_face_up_rule
            && let Some(d) = coup.seq.iter().find(|d| d.face == Some(Face::Down) && third_loc(d.hand) == Some(d.loc))
        {
            out.push(
                Finding::new(
                    "BC047",
                    Label::new(d.loc, t!("chemin-face-down-label")),
                    t!("chemin-third-card-face-down", hand = self.g.hand_name(d.hand)),
                )
                .expected(Text::verbatim(format!("deal {} {} up", self.g.hand_name(d.hand), show(d.card))))
                .found(Text::verbatim(format!("deal {} {} down", self.g.hand_name(d.hand), show(d.card))))
                .rule(rule.clone()),
            );
        }
        let banco = self.banco_stake(coup);
        let exempt = banco
            && match pb.banco.free {
                BancoFreedom::Never => false,
                BancoFreedom::IfAuthorised => self.banco_free,
                BancoFreedom::Always => true,
            };
        // Player hands.
        let mut p_nat: SmallVec<[bool; 2]> = SmallVec::new();
        let mut p3: SmallVec<[Option<Option<u8>>; 2]> = SmallVec::new();
        for &p in &g.players {
            let ph = &coup.log.hands[p];
            let p2 = ph.total_of(2);
            let nat = g.is_natural(p2);
            p_nat.push(nat);
            p3.push(if ph.len() >= 3 { Some(ph.point_at(2)) } else { None });
            let Some(p2) = p2 else { continue };
            if b_nat || nat {
                if let Some(l) = third_loc(p) {
                    let (who, t) = if nat { (p, p2) } else { (b, b2.unwrap_or(0)) };
                    out.push(
                        Finding::new(
                            "BC007",
                            Label::new(l, t!("chemin-third-card-label")),
                            t!(
                                "chemin-draws-against-natural",
                                hand = self.g.hand_name(p),
                                natural = self.g.hand_name(who),
                                total = t
                            ),
                        )
                        .label(coup.log.locs[who][1], t!("chemin-natural", total = t))
                        .expected(t!("chemin-no-third-card-to", hand = self.g.hand_name(p)))
                        .found(t!("chemin-a-third-card-to", hand = self.g.hand_name(p)))
                        .rule(g.spec.player_rule.rule.clone()),
                    );
                    reported = true;
                }
                continue;
            }
            // Cloned only for a finding: this runs for every hand of every coup.
            let hint = || if banco { Some(pb.banco.free_rule.clone()) } else { None };
            // A banco player bound by the rule: say why he is not free (the Fluent selector
            // `unauthorised`; `why`, the same as the end of the family's BC003 message).
            let bound_banco = banco && pb.banco.free == BancoFreedom::IfAuthorised;
            let why = || if bound_banco { t!("chemin-banco-unauthorised-why") } else { Text::verbatim("") };
            let banco_why = if bound_banco { "unauthorised" } else { "none" };
            match g.player_table.moves.get(usize::from(p2)) {
                Some(PlayerMove::Draw) if ph.len() == 2 && !exempt => {
                    let where_ = third_loc(b).unwrap_or(at);
                    out.push(
                        Finding::new(
                            "BC004",
                            Label::new(where_, t!("chemin-player-third-missing-label")),
                            t!("chemin-player-must-draw", hand = self.g.hand_name(p), total = p2, banco = banco_why),
                        )
                        .label(coup.log.locs[p][1], t!("chemin-hand-total", hand = self.g.hand_name(p), total = p2))
                        .expected(t!("chemin-a-third-card-to", hand = self.g.hand_name(p)))
                        .found(t!("chemin-no-third-card"))
                        .rule_opt(hint()),
                    );
                    reported = true;
                }
                Some(PlayerMove::Stand) if ph.len() >= 3 && !exempt => {
                    out.push(player_drew_on_stand(g, &coup.log, p, p2, why()).rule_opt(hint()));
                    reported = true;
                }
                _ => {}
            }
            if ph.len() > 3 {
                let f = fourth_card("BC003", g.hand_name(p), coup.log.locs[p][3], ph.len());
                out.push(f.rule(pb.one_third_card_rule.clone().unwrap_or_else(|| g.spec.player_rule.rule.clone())));
                reported = true;
                fourth += 1;
            }
        }
        // The banker.
        let all_nat = p_nat.iter().all(|&n| n);
        if b_nat || all_nat {
            if !reported && let Some(l) = third_loc(b) {
                let who = if b_nat { b } else { g.players[0] };
                let t = coup.log.hands[who].total_of(2).unwrap_or(0);
                out.push(
                    Finding::new(
                        "BC007",
                        Label::new(l, t!("chemin-third-card-label")),
                        t!(
                            "chemin-draws-against-natural",
                            hand = self.banker_name(),
                            natural = self.g.hand_name(who),
                            total = t
                        ),
                    )
                    .label(coup.log.locs[who][1], t!("chemin-natural", total = t))
                    .expected(t!("chemin-no-third-card-to", hand = self.banker_name()))
                    .found(t!("chemin-a-third-card-to", hand = self.banker_name()))
                    .rule(g.spec.player_rule.rule.clone()),
                );
            }
        } else if let Some(b2) = b2
            && !reported
        {
            let drew = bh.len() > drawn_at(b);
            let bname = g.hand_name(b);
            let must_draw = !extra && pb.banker_must_draw.contains(&b2);
            if must_draw && !drew {
                out.push(
                    Finding::new(
                        "BC006",
                        Label::new(at, t!("chemin-banker-third-missing-label")),
                        t!("chemin-banker-must-draw", hand = bname, total = b2),
                    )
                    .label(coup.log.locs[b][1], t!("chemin-hand-total", hand = bname, total = b2))
                    .expected(t!("chemin-a-third-card-to", hand = bname))
                    .found(t!("chemin-no-third-card"))
                    .rule(pb.banker_must_draw_rule.clone()),
                );
            } else if let Some(tl) = coup.tableau
                && !extra
            {
                // Bound by the tableau he asked for.
                let cells: SmallVec<[(usize, Option<Cell>); 2]> = g
                    .players
                    .iter()
                    .zip(&p3)
                    .zip(&p_nat)
                    .filter(|(_, nat)| !**nat)
                    .map(|((&p, t3), _)| match t3 {
                        Some(None) => (p, None),
                        Some(Some(v)) => (p, g.tableau.cell(b2, Some(*v))),
                        None => (p, g.tableau.cell(b2, None)),
                    })
                    .collect();
                let bound = match pb.tableau_binding {
                    TableauBinding::Always => cells.first().and_then(|c| c.1),
                    TableauBinding::WhenHandsAgree => {
                        let first = cells.first().and_then(|c| c.1);
                        let live = cells.len() == g.players.len() || pb.single_live_pano == SingleLivePano::Bound;
                        if live && cells.iter().all(|c| c.1 == first) { first } else { None }
                    }
                };
                // Formatted only for a finding: the tableau is read at every coup it is asked for.
                let cite = || {
                    cells
                        .iter()
                        .map(|(p, c)| {
                            let col = coup.log.hands[*p].point_at(2).map_or(STOOD, usize::from);
                            let col = if coup.log.hands[*p].len() >= 3 { col } else { STOOD };
                            t!(
                                "chemin-tableau-cell",
                                row = b2,
                                column = column_label(col),
                                cell = c.map_or('?', Cell::symbol).to_string()
                            )
                        })
                        .fold(Vec::<Text>::new(), |mut v, c| {
                            // Two paños on the same column read the same cell: say it once.
                            if !v.contains(&c) {
                                v.push(c);
                            }
                            v
                        })
                        .into_iter()
                        .reduce(|a, b| t!("chemin-and-also", left = a, right = b))
                        .unwrap_or_else(|| Text::verbatim(""))
                };
                match bound {
                    Some(Cell::Draw) if !drew => out.push(
                        Finding::new(
                            "BC006",
                            Label::new(at, t!("chemin-banker-third-missing-label")),
                            t!("chemin-tableau-says-draw", hand = bname, total = b2, cells = cite()),
                        )
                        .label(tl, t!("chemin-tableau-requested"))
                        .label(coup.log.locs[b][1], t!("chemin-hand-total", hand = bname, total = b2))
                        .expected(t!("chemin-a-third-card-to", hand = bname))
                        .found(t!("chemin-no-third-card"))
                        .rule(g.spec.tableau.rule.clone()),
                    ),
                    Some(Cell::Stand) if drew => out.push(
                        Finding::new(
                            "BC005",
                            Label::new(coup.log.locs[b][2], t!("chemin-illegal-third-card-label")),
                            t!("chemin-tableau-says-stand", hand = bname, total = b2, cells = cite()),
                        )
                        .label(tl, t!("chemin-tableau-requested"))
                        .label(coup.log.locs[b][1], t!("chemin-hand-total", hand = bname, total = b2))
                        .expected(t!("chemin-banker-stands", hand = bname))
                        .found(Text::verbatim(format!("deal {bname} {}", show(bh.cards[2]))))
                        .rule(g.spec.tableau.rule.clone()),
                    ),
                    _ => {}
                }
            }
            if bh.len() > drawn_at(b) + 1 {
                let f = fourth_card("BC005", bname, coup.log.locs[b][drawn_at(b) + 1], bh.len());
                // The banker's draw is «una tercera carta» (art. 08 §VI), tableau or not.
                out.push(f.rule(pb.one_third_card_rule.clone().unwrap_or_else(|| pb.banker_must_draw_rule.clone())));
                fourth += 1;
            }
        }
        // Verdicts: of the cards dealt, and, after a fourth card, of the coup without it (each
        // hand cut at its one card beyond the first two).
        let dealt = self.verdicts(coup, usize::MAX);
        let cut = if fourth > 0 { self.verdicts(coup, 1) } else { None };
        Judged { dealt, cut, fourth }
    }

    /// The verdict per player hand from each hand's cards, counting at most `beyond` cards past
    /// its first deal (`usize::MAX`: all); `None` when a card counted was not seen.
    fn verdicts(&self, coup: &Coup, beyond: usize) -> Option<Verdicts> {
        let b = self.g.banker;
        let bh = coup.log.hands.get(b)?;
        let extra = coup.extra_initial.is_some();
        let b_keep = bh.len().min(coup.b_initial.max(2).saturating_add(beyond));
        let bt = self.banker_total_of(coup, b_keep)?;
        let b_len = if extra { 3 } else { b_keep };
        let mut v = Verdicts::new();
        for &p in &self.g.players {
            let ph = &coup.log.hands[p];
            let keep = ph.len().min(2usize.saturating_add(beyond));
            let pt = ph.total_of(keep)?;
            v.push(self.compare(pt, keep, bt, b_len));
        }
        Some(v)
    }

    /// Compares a player hand with the banker's (totals and numbers of cards).
    fn compare(&self, pt: u8, p_len: usize, bt: u8, b_len: usize) -> Verdict {
        if let Some(ne) = &self.pb.natural_eight {
            let beats = |t: u8, len: usize, ot: u8, olen: usize| {
                len == 2
                    && olen >= 3
                    && ((t == 8 && (ot == 8 || ot == 9))
                        || (ne.natural_nine_beats_three_card_nine && t == 9 && ot == 9))
            };
            if beats(pt, p_len, bt, b_len) {
                return Verdict::Player;
            }
            if beats(bt, b_len, pt, p_len) {
                return Verdict::Banker;
            }
        }
        match pt.cmp(&bt) {
            std::cmp::Ordering::Greater => Verdict::Player,
            std::cmp::Ordering::Less => Verdict::Banker,
            std::cmp::Ordering::Equal => Verdict::Tie,
        }
    }

    fn banco_stake(&self, coup: &Coup) -> bool {
        coup.log.book.stakes.iter().any(|s| self.plays.get(s.bet).is_some_and(|p| p.banco))
    }

    // ---- settlements ------------------------------------------------------------------------

    fn settle(
        &mut self,
        ev: &Event<'_>,
        action: Sp<SettleAction>,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let Some(coup) = self.coup.as_mut() else { return };
        let Ok(i) = settled_stake(g, &coup.log.book, ev.loc, action, seat, bet, amount).map_err(|f| {
            if coup.log.settles_refused(seat, bet) {
                // The bet was reported as not a bet of the article (BC019): its settlement is
                // that fault's consequence. What it moved is not the coup's money as the rules
                // give it, so the cagnotte and the bank carried are not judged on it.
                coup.stake_missing = true;
                return;
            }
            if f.code == "BC033" {
                coup.stake_missing = true;
                let key = (seat.value.to_owned(), bet.kind.value.to_owned());
                if coup.missing_stakes.contains(&key) {
                    return;
                }
                coup.missing_stakes.push(key);
            }
            out.push(*f);
        }) else {
            return;
        };
        if coup.log.result_line.is_none() && !coup.early_settlement_reported {
            coup.early_settlement_reported = true;
            coup.early_settlement = Some(
                Finding::new(
                    "BC032",
                    Label::new(ev.loc, t!("chemin-before-result-label")),
                    t!("chemin-settled-before-result", seat = seat.value, bet = bet.kind.value),
                )
                .expected(t!("chemin-settlements-after-result"))
                .found(t!("chemin-action-before-result", action = action.value.as_str())),
            );
        }
        let stake = &mut coup.log.book.stakes[i];
        // A split stake may be paid on one paño and collected on the other: one of each action.
        if let Some(prev) = stake.settlements.iter().find(|m| m.action == action.value) {
            out.push(
                Finding::new(
                    "BC013",
                    Label::new(ev.loc, t!("chemin-second-settlement-label")),
                    t!("chemin-settled-twice", seat = seat.value, bet = bet.kind.value, action = action.value.as_str()),
                )
                .label(prev.at, t!("chemin-first-here"))
                .expected(t!("chemin-one-action-per-bet", action = action.value.as_str()))
                .found(t!("chemin-a-second-action", action = action.value.as_str())),
            );
            return;
        }
        stake.settlements.push(Settlement {
            action: action.value,
            amount: amount.value,
            at: ev.loc,
            amount_at: amount.loc,
        });
    }

    /// The coup is over: its settlements, its cagnotte, and the bank it leaves.
    fn end_coup(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let Some(mut coup) = self.coup.take() else { return };
        let g = self.g;
        let pb = self.pb;
        let Some((verdicts, result_loc)) = coup.result.take() else {
            if coup.log.first_deal.is_some() && coup.log.result_line.is_none() {
                let mut f = coup
                    .log
                    .ended_without_result(Label::new(at, t!("chemin-coup-ends")), t!("chemin-result-after-cards"));
                if let Some(early) = &coup.early_settlement {
                    f = f.label(early.primary.loc, t!("chemin-settled-no-result"));
                }
                out.push(f);
                self.bank.unsure = true;
            } else {
                out.extend(coup.early_settlement.take());
            }
            self.spare = Some(coup);
            return;
        };
        // The verdicts the money is judged against: the cards' when they give others.
        for (slot, v) in verdicts.iter().enumerate() {
            let outcome = match v {
                Verdict::Banker => study::BANKER_WON,
                Verdict::Player => study::PLAYER_WON,
                Verdict::Tie => study::TIE,
            };
            self.tally.outcome(slot, outcome);
        }
        // What the bank should collect and pay on the announced result, and what the log moved.
        let (mut due_net, mut rec_net) = (0i64, 0i64);
        // After a wrong announcement the log's money followed it, not the cards: what the bank
        // holds after this coup is not known from either (a `deal` line may be what is missing).
        let mut money_unsure = coup.stake_missing || coup.announced.is_some();
        // A settlement's amount was reported (BC009, BC045, BC011): see the cagnotte below.
        let mut settlement_found = false;
        for s in &coup.log.book.stakes {
            let Some(def) = g.bets.get(s.bet) else { continue };
            let (parts, _rest) = self.parts(s.bet, s.amount);
            let share = self.share_of(s.bet).is_some();
            let (mut pay, mut collect) = (Amount(0), Amount(0));
            let mut tie = !parts.is_empty();
            for (slot, a) in &parts {
                match verdicts.get(*slot) {
                    Some(Verdict::Player) => {
                        tie = false;
                        pay = pay.saturating_add(a.mul_ratio(def.payout, pb.payout_rounding));
                    }
                    Some(Verdict::Banker) => {
                        tie = false;
                        collect = collect.saturating_add(*a);
                    }
                    _ => {}
                }
            }
            due_net = due_net.saturating_add(collect.0.saturating_sub(pay.0));
            let moves = s.settlements.as_slice();
            // The rule and the description are made only for a finding: this runs for every
            // stake of every coup.
            let rule = || self.share_of(s.bet).map_or_else(|| def.rule.clone(), |x| x.rule.clone());
            let code = if share { "BC045" } else { "BC009" };
            let desc = || t!("chemin-stake", seat = s.seat.as_str(), stake = s.amount, bet = &def.name);
            let mut contradicted = false;
            let mut stake_found = false;
            for &Settlement { action: act, amount, at: line, amount_at: amount_loc } in moves {
                let (due, verb) = match act {
                    SettleAction::Pay => {
                        rec_net = rec_net.saturating_sub(amount.0);
                        (pay, t!("chemin-paid-label"))
                    }
                    SettleAction::Collect => {
                        rec_net = rec_net.saturating_add(amount.0);
                        (collect, t!("chemin-collected-label"))
                    }
                    // Stakes (or the parts that do not play) go back to the player: not money
                    // of the coup.
                    SettleAction::Return | SettleAction::Release => continue,
                };
                if due == Amount(0) {
                    contradicted = true;
                    settlement_found = true;
                    let mut f = self.contradicts(desc(), act, amount, line, result_loc, tie, pay, collect);
                    if coup.announced.is_some() {
                        // It followed the announcement, not the cards (BC008 on the result).
                        f.message = t!("chemin-by-the-cards", message = f.message);
                    }
                    out.push(f.rule(rule()));
                } else if amount != due {
                    // One finding per stake: a split stake's other part, off by the same cause
                    // (a wrong stake), is not reported again.
                    if std::mem::replace(&mut stake_found, true) {
                        continue;
                    }
                    settlement_found = true;
                    // The Fluent selector: the stake is split, and only a part of it plays.
                    let part = if share { "share" } else { "whole" };
                    let msg = match act {
                        SettleAction::Pay => {
                            t!("chemin-wins-but-paid", stake = desc(), due = due, part = part, amount = amount)
                        }
                        _ => t!("chemin-loses-but-collected", stake = desc(), due = due, part = part, amount = amount),
                    };
                    out.push(
                        Finding::new(code, Label::new(amount_loc, verb), msg)
                            .expected(t!("chemin-action-amount", action = act.as_str(), amount = due))
                            .found(t!("chemin-action-amount", action = act.as_str(), amount = amount))
                            .rule(rule()),
                    );
                }
            }
            let has = |a: SettleAction| moves.iter().any(|m| m.action == a);
            if contradicted {
                continue;
            }
            // A split stake may be owed both a payment (where its paño won) and a collection.
            for (owed, amount) in [(SettleAction::Pay, pay), (SettleAction::Collect, collect)] {
                if amount > Amount(0) && !has(owed) {
                    let message = match owed {
                        SettleAction::Pay => t!("chemin-wins-not-paid", stake = desc(), amount = amount),
                        _ => t!("chemin-loses-not-collected", stake = desc(), amount = amount),
                    };
                    let f = unsettled(owed, s, &def.name, amount, message, Until::CoupEnds, result_loc);
                    out.push(f.rule(rule()));
                    // Whether the money moved is not known (its line may be missing).
                    money_unsure = true;
                }
            }
        }
        // The cagnotte: on the banker's winnings by the announced result, when he wins the
        // coup overall (settlement errors are reported on their own lines, not again here).
        let taken = Amount(coup.cagnotte.iter().fold(0i64, |a, c| a.saturating_add(c.0.0)));
        // Without a rate in the text, only whether a cagnotte is due is checked: what was taken
        // stands when the banker wins overall.
        let rate = self.modality.cagnotte_rate;
        let due = if due_net <= 0 {
            Amount(0)
        } else if let Some(rate) = rate {
            let base = match pb.cagnotte.base {
                CagnotteBase::Net => Amount(due_net),
                CagnotteBase::Gross => Amount(self.gross_collected(&coup, &verdicts)),
            };
            base.mul_ratio(rate, pb.cagnotte.rounding)
        } else {
            taken
        };
        // After a settlement reported as wrong, a cagnotte on the money the log moved is not a
        // second error: the stake may be what is wrong (a `bet` line written twice), and the
        // settlement's finding says so.
        // So is a cagnotte that follows a wrong announcement: the settlements that followed it
        // are reported, and the cagnotte on the money they moved is their consequence.
        let on_log = match (rate, pb.cagnotte.base) {
            (Some(rate), CagnotteBase::Net) if settlement_found || coup.announced.is_some() => {
                Some(if rec_net > 0 { Amount(rec_net).mul_ratio(rate, pb.cagnotte.rounding) } else { Amount(0) })
            }
            (None, _) if settlement_found || coup.announced.is_some() => {
                Some(if rec_net > 0 { taken } else { Amount(0) })
            }
            _ => None,
        };
        if taken != due && !coup.stake_missing && on_log != Some(taken) {
            // The log's cagnotte or the rules' may be what left the bank (a `cagnotte` line may
            // be missing): the bank carried is not known.
            money_unsure = true;
            let rate = rate.map_or_else(|| t!("chemin-cagnotte-establishment-rate"), percent_text);
            let message = if due_net > 0 {
                let base = match pb.cagnotte.base {
                    CagnotteBase::Net => t!("chemin-cagnotte-base-net", won = Amount(due_net)),
                    CagnotteBase::Gross => {
                        t!("chemin-cagnotte-base-gross", collected = Amount(self.gross_collected(&coup, &verdicts)))
                    }
                };
                t!("chemin-cagnotte-banker-wins", taken = taken, rate = rate, base = base, due = due)
            } else if due_net == 0 {
                t!("chemin-cagnotte-banker-wins-nothing", taken = taken)
            } else {
                t!("chemin-cagnotte-banker-loses", taken = taken)
            };
            let primary = coup.cagnotte.first().map_or(result_loc, |c| c.1);
            let label = if coup.cagnotte.is_empty() {
                t!("chemin-no-cagnotte-taken-label")
            } else {
                t!("chemin-cagnotte-label")
            };
            out.push(
                Finding::new("BC040", Label::new(primary, label), message)
                    .label(result_loc, t!("chemin-result-label"))
                    .expected(t!("chemin-cagnotte-amount", amount = due))
                    .found(if coup.cagnotte.is_empty() {
                        t!("chemin-no-cagnotte")
                    } else {
                        t!("chemin-cagnotte-amount", amount = taken)
                    })
                    .rule(if due == Amount(0) {
                        pb.cagnotte.trigger_rule.clone().unwrap_or_else(|| pb.cagnotte.rule.clone())
                    } else {
                        pb.cagnotte.rule.clone()
                    }),
            );
        }
        // The bank it leaves: the least of what the rules and what the log's money give, so
        // that an error already reported does not make the next bank look decreased.
        let net = due_net.min(rec_net);
        let bank = coup.bank.map(|b| b.0).or(self.bank.carry);
        self.bank.carry = bank.map(|bank| Amount(bank.0.saturating_add(net).saturating_sub(taken.0)));
        self.bank.unsure |= money_unsure;
        self.bank.winnings_unsure |= coup.announced.is_some();
        if coup.bank.is_some() {
            self.bank.last = coup.bank;
        }
        // Played on: the next bank a banker announces is constituted anew only as the rules
        // say (a new banker, or a new deposit after the bank «saltó»).
        self.bank.constituted = None;
        if self.bank.initial.is_none() {
            self.bank.initial = coup.bank;
        }
        self.bank.winnings = Amount(self.bank.winnings.0.saturating_add(net).saturating_sub(taken.0));
        self.bank.lost = if net < 0 { Some(result_loc) } else { None };
        // Bank loss: chemin de fer passes the bank. After a wrong announcement the bank passing
        // or staying follows from it: either is accepted (one fault, one finding).
        let banker_lost = verdicts.iter().all(|v| *v == Verdict::Player) && coup.announced.is_none();
        if banker_lost && g.spec.shoe_holder.as_ref().is_some_and(|h| h.passes_on_bank_loss) {
            self.must_pass = Some(result_loc);
        }
        // Banco replays.
        if let Some(max) = pb.banco.null_replays {
            let banco = self.banco_stake(&coup);
            let null = verdicts.iter().all(|v| *v == Verdict::Tie);
            let rule = || pb.banco.replay_rule.clone().unwrap_or_else(|| pb.banco.free_rule.clone());
            let replays_before = match (coup.replay, self.null_banco) {
                (Some(r), None) => {
                    out.push(
                        Finding::new(
                            "BC049",
                            Label::new(r, t!("chemin-replay-label")),
                            t!("chemin-replay-without-null-banco"),
                        )
                        .expected(t!("chemin-replay-only-after-null-banco"))
                        .found(Text::verbatim("replay"))
                        .rule(rule()),
                    );
                    None
                }
                (Some(r), Some((n, first))) => {
                    if n >= max {
                        out.push(
                            Finding::new(
                                "BC049",
                                Label::new(r, t!("chemin-replay-label")),
                                t!("chemin-too-many-replays", nth = n + 1, max = max),
                            )
                            .label(first, t!("chemin-null-banco-coup"))
                            .expected(t!("chemin-at-most-replays", max = max))
                            .found(t!("chemin-replay-nth", nth = n + 1))
                            .rule(rule()),
                        );
                    }
                    Some((n + 1, first))
                }
                (None, _) => None,
            };
            self.null_banco = if banco && null {
                match replays_before {
                    Some(x) => Some(x),
                    None => Some((0, result_loc)),
                }
            } else {
                None
            };
        }
        self.spare = Some(coup);
    }

    /// The session closes at `at`: the tallas it played (BC054).
    fn close_session(&mut self, at: Loc, out: &mut Vec<Finding>) {
        let Some(t) = &self.modality.tallas_per_session else { return };
        if self.shoes == t.count {
            return;
        }
        let mut f = Finding::new(
            "BC054",
            Label::new(at, t!("chemin-session-closes-label")),
            t!("chemin-tallas-per-session", shoes = self.shoes, modality = &self.modality.name, count = t.count),
        )
        .expected(t!("chemin-shoe-lines-in-session", count = t.count))
        .found(self.shoes)
        .rule(t.rule.clone());
        if let Some(open) = self.session {
            f = f.label(open, t!("chemin-session-opens"));
        }
        out.push(f);
    }

    /// Winnings the banker collects on the announced result (the `gross` cagnotte base).
    fn gross_collected(&self, coup: &Coup, verdicts: &[Verdict]) -> i64 {
        let mut sum = 0;
        for s in &coup.log.book.stakes {
            let (parts, _) = self.parts(s.bet, s.amount);
            for (slot, a) in parts {
                if verdicts.get(slot) == Some(&Verdict::Banker) {
                    sum = a.0.saturating_add(sum);
                }
            }
        }
        sum
    }

    #[allow(clippy::too_many_arguments)]
    fn contradicts(
        &self,
        desc: Text,
        act: SettleAction,
        amount: Amount,
        line: Loc,
        result_loc: Loc,
        tie: bool,
        pay: Amount,
        collect: Amount,
    ) -> Finding {
        let due = match (pay > Amount(0), collect > Amount(0)) {
            (true, true) => t!("chemin-due-pay-and-collect", pay = pay, collect = collect),
            (true, false) => t!("chemin-action-amount", action = "pay", amount = pay),
            (false, true) => t!("chemin-action-amount", action = "collect", amount = collect),
            (false, false) => t!("chemin-due-nothing"),
        };
        if tie {
            return Finding::new(
                "BC014",
                Label::new(line, t!("chemin-on-null-coup-label")),
                t!("chemin-settled-on-null-coup", stake = desc, action = act.as_str()),
            )
            .label(result_loc, t!("chemin-tie-label"))
            .expected(due)
            .found(t!("chemin-action-amount", action = act.as_str(), amount = amount));
        }
        Finding::new(
            "BC011",
            Label::new(line, t!("chemin-contradicts-result-label")),
            t!("chemin-contradicts-result", stake = desc, action = act.as_str(), due = due.clone()),
        )
        .label(result_loc, t!("chemin-result-label"))
        .expected(due)
        .found(t!("chemin-action-amount", action = act.as_str(), amount = amount))
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
            EventKind::Shoe { decks } => {
                self.seen.shoe = true;
                self.shoes = self.shoes.saturating_add(1);
                self.end_coup(ev.loc, out);
                self.shoe.load(self.g, ev.loc, *decks, out);
            }
            EventKind::CutCard { below } => {
                self.seen.cutcard = true;
                self.shoe.cutcard(self.g, *below, out);
            }
            EventKind::CutCardOut => {
                self.seen.cutcard = true;
                self.shoe.cut_out(self.g, ev.loc);
            }
            EventKind::Burn { card, .. } => self.shoe.burn(self.g, *card, out),
            EventKind::Deal { hand, card, face } => {
                self.seen.first_deal.get_or_insert(ev.loc);
                self.deal(ev, *hand, *card, *face, out);
            }
            EventKind::Holder { seat } => {
                self.seen.holder = true;
                self.holder_event(ev, *seat, out);
            }
            EventKind::Outcome { parts } => self.outcome(ev, parts, out),
            EventKind::Bank { amount } => self.bank_event(ev, *amount, out),
            EventKind::Garage { amount } => self.garage_event(ev, *amount, out),
            EventKind::Cagnotte { amount } => self.cagnotte_event(ev, *amount),
            EventKind::Tableau => {
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
            EventKind::Replay => {
                if let Some(c) = self.coup.as_mut() {
                    c.replay.get_or_insert(ev.loc);
                }
            }
            EventKind::Players { counts } => self.players_event(ev, counts, out),
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
        v.extend(self.g.shoe_lines_not_logged(self.seen.shoe, self.seen.cutcard));
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

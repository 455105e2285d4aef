//! The baccarat family: punto y banca, chemin de fer and bacará a dos paños.
//!
//! One compiled article ([`BaccaratGame`]) holds what every variant shares — cards, shoe,
//! hands, the player's rule, the banker's tableau, bets, commission, limits — and [`compile`]
//! hands it to the variant's engine. The shoe itself (copies per card, the stop card, the burn,
//! and their findings BC001, BC020–BC023) is the shared card shoe of [`crate::engine::shoe`]:
//! the article's shoe is compiled into [`BaccaratGame::shoe_rules`] and each engine keeps a
//! [`ShoeLog`](crate::engine::shoe::ShoeLog) of it.
//!
//! - [`cards`]: card values and hands' totals;
//! - [`tableau`]: the banker's tableau and the player's rule, compiled from the YAML grids;
//! - [`money`]: stakes and settlements of one coup (limits, payouts, commission);
//! - [`coup`]: one coup as the log tells it (stakes, cards per hand, the result line) and the
//!   findings about its course that read the same in every engine;
//! - [`draws`]: findings about third cards that read the same in every engine;
//! - [`settlement`]: findings about stakes and settlements that read the same in every engine;
//! - [`punto_banca`]: the punto y banca engine;
//! - [`chemin`]: the chemin de fer and dos paños engine (a player holds the bank);
//! - [`odds`]: exact odds of punto y banca enumerated from the encoding (`veedor odds`).
//!
//! The engines share the pieces above; what stays in each is what differs between the
//! variants: the result (one winner, or a verdict per paño), how settlements are recorded and
//! judged, who is bound to draw, and chemin's bank, banco and cagnotte. Each variant has an arm
//! in [`compile`] and in [`BaccaratGame::emitted_checks`] / [`Game::start`].

pub mod cards;
pub mod chemin;
pub mod coup;
pub mod draws;
pub mod family;
pub mod money;
pub mod odds;
pub mod punto_banca;
pub mod settlement;
pub(crate) mod study;
pub mod tableau;

use std::sync::Arc;

use crate::catalog::baccarat::{
    BaccaratSpec, CommissionRounds, CommissionSpec, HandRole, LimitsSpec, MultiplePolicy, OnTie, TIE, Variant,
};
use crate::engine::names::NameMap;
use crate::engine::shoe::{ShoeCodes, ShoeRules};
use crate::engine::{CompileError, Engine, Game, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{BaccaratEvent, BetRef, EventKind, ShoeEvent, Sp, TableHeader, Word};
use crate::log::suggest;
use crate::money::{Amount, Payout};
use crate::t;

use tableau::{PlayerTable, Tableau};

/// A hand of the game, compiled.
#[derive(Clone, Debug)]
pub struct HandDef {
    pub name: String,
    pub role: HandRole,
}

/// What a bet backs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backs {
    /// The hand at this index of [`BaccaratGame::hands`].
    Hand(usize),
    Tie,
}

/// A bet of the game, compiled.
#[derive(Clone, Debug)]
pub struct BetDef {
    pub name: String,
    pub backs: Backs,
    pub payout: Payout,
    pub commission: bool,
    pub on_tie: OnTie,
    pub rule: String,
    pub tie_rule: Option<String>,
    /// Minimum and maximum do not apply.
    pub exempt: bool,
}

/// A compiled baccarat-family article.
#[derive(Debug)]
pub struct BaccaratGame {
    pub spec: BaccaratSpec,
    pub variant: Variant,
    pub decks: u16,
    pub hands: Vec<HandDef>,
    /// Index of the bank's hand in `hands`.
    pub banker: usize,
    /// Indices of the player hands, in the order of `hands`.
    pub players: Vec<usize>,
    /// Hand index of each of the first cards of a coup.
    pub deal_order: Vec<usize>,
    /// `naturals[t]`: a two-card total `t` ends the coup.
    pub naturals: [bool; 10],
    pub player_table: PlayerTable,
    pub tableau: Tableau,
    pub bets: Vec<BetDef>,
    pub commission: Option<CommissionSpec>,
    pub limits: LimitsSpec,
    /// The shoe as the shared card shoe judges it ([`crate::engine::shoe`]), with the family's
    /// check codes.
    pub shoe_rules: ShoeRules,
    /// `hands` and `bets` by name: every `deal`, `bet` and settlement line names one, and a
    /// scan comparing the names cost a string comparison per entry.
    hand_ids: NameMap<usize>,
    bet_ids: NameMap<usize>,
    /// The article's exact odds with its own deck count ([`odds::odds`]), enumerated the
    /// first time a table's study asks for them: an enumeration takes tens of milliseconds,
    /// once per article rather than once per log.
    exact: std::sync::OnceLock<Result<odds::Odds, odds::OddsError>>,
}

/// The first index of each name (as a scan would find it).
fn ids<'a>(names: impl Iterator<Item = &'a str>) -> NameMap<usize> {
    let mut map = NameMap::default();
    for (i, name) in names.enumerate() {
        if map.get(name).is_none() {
            map.insert(name, i);
        }
    }
    map
}

impl BaccaratGame {
    /// The exact odds of the article with its own number of decks (enumerated once).
    pub fn exact_odds(&self) -> Result<&odds::Odds, &odds::OddsError> {
        self.exact.get_or_init(|| odds::odds("", self, None)).as_ref()
    }

    /// Index of the hand named `name`.
    pub fn hand(&self, name: &str) -> Option<usize> {
        self.hand_ids.get(name).copied()
    }

    /// The name of hand `h` (`?` for an index out of range).
    pub fn hand_name(&self, h: usize) -> &str {
        self.hands.get(h).map_or("?", |x| x.name.as_str())
    }

    /// BC030 for a `deal`, `hand` or `result` line naming a hand this article does not have.
    pub fn unknown_hand(&self, hand: Word<'_>) -> Finding {
        let names: Vec<&str> = self.hands.iter().map(|h| h.name.as_str()).collect();
        Finding::new(
            "BC030",
            Label::new(hand.loc, t!("bac-no-such-hand")),
            t!("bac-not-a-hand", hand = hand.value, suggestion = did_you_mean(hand.value, &names)),
        )
        .expected(t!("bac-one-of", names = names.join(", ")))
        .found(Text::verbatim(hand.value))
    }

    /// BC030 for a `result` line whose winner is no hand of this article nor its tie word.
    pub fn unknown_winner(&self, winner: Word<'_>) -> Finding {
        let mut names: Vec<&str> = self.hands.iter().map(|h| h.name.as_str()).collect();
        names.push(&self.spec.tie_word);
        Finding::new(
            "BC030",
            Label::new(winner.loc, t!("bac-no-such-winner")),
            t!("bac-not-a-winner", winner = winner.value, suggestion = did_you_mean(winner.value, &names)),
        )
        .expected(t!("bac-one-of", names = names.join(", ")))
        .found(Text::verbatim(winner.value))
    }

    /// Whether a two-card total ends the coup (a total not seen is not a natural).
    pub fn is_natural(&self, two_card_total: Option<u8>) -> bool {
        two_card_total.is_some_and(|t| self.naturals.get(usize::from(t)).copied().unwrap_or(false))
    }

    /// Index of the bet named `name`.
    pub fn bet(&self, name: &str) -> Option<usize> {
        self.bet_ids.get(name).copied()
    }

    /// `bet s1 banca 1 000`: a bet of this article, its amount split by a thousands separator:
    /// the format error (M001), with the bet and the amount meant, by which the stake is judged
    /// (and its settlement too). The engines of the family ask it before [`Self::staked_bet`].
    pub fn meant_stake<'a>(&self, bet: &BetRef<'a>, amount: &Sp<Amount>) -> Option<(Finding, BetRef<'a>, Sp<Amount>)> {
        self.bet(bet.kind.value)?;
        suggest::thousands_settlement(bet, amount)
    }

    /// The bet a `bet` line stakes on: a kind of this article, written without numbers (BC019
    /// otherwise, whichever engine of the family reads the line).
    pub fn staked_bet(&self, bet: &BetRef<'_>) -> Result<usize, Box<Finding>> {
        let Some(k) = self.bet(bet.kind.value) else {
            let names: Vec<&str> = self.bets.iter().map(|b| b.name.as_str()).collect();
            return Err(Box::new(
                Finding::new(
                    "BC019",
                    Label::new(bet.loc, t!("bac-not-a-bet-of-this-game")),
                    t!("bac-not-a-bet", bet = bet.kind.value, suggestion = did_you_mean(bet.kind.value, &names)),
                )
                .expected(t!("bac-one-of", names = names.join(", ")))
                .found(Text::verbatim(bet.kind.value)),
            ));
        };
        if let Some(t) = bet.target {
            return Err(Box::new(
                Finding::new(
                    "BC019",
                    Label::new(t.loc, t!("bac-unexpected-numbers")),
                    t!("bac-bet-takes-no-numbers", bet = bet.kind.value),
                )
                .expected(Text::log_line(format!("bet SEAT {} AMOUNT", bet.kind.value)))
                .found(Text::verbatim(format!("{} {}", bet.kind.value, t.value))),
            ));
        }
        Ok(k)
    }

    /// Winnings of a winning bet, less the commission where it applies.
    pub fn winnings(&self, bet: &BetDef, stake: Amount) -> Amount {
        let gross = stake.mul_ratio(bet.payout, crate::money::Rounding::Down);
        match (&self.commission, bet.commission) {
            (Some(c), true) => net_of_commission(gross, c),
            _ => gross,
        }
    }

    /// Compiles what every variant shares.
    pub fn compile(spec: &BaccaratSpec) -> Result<BaccaratGame, Vec<CompileError>> {
        let base = "play.baccarat";
        let mut errs = Vec::new();
        if spec.cards.decks == 0 || spec.cards.decks > 64 {
            errs.push(CompileError::new(format!("{base}.cards.decks"), t!("bac-compile-decks")));
        }
        let hands: Vec<HandDef> = spec.hands.iter().map(|h| HandDef { name: h.name.clone(), role: h.role }).collect();
        for (i, h) in hands.iter().enumerate() {
            if h.name == TIE || h.name == "empate" || hands[..i].iter().any(|o| o.name == h.name) {
                errs.push(CompileError::new(
                    format!("{base}.hands[{i}].name"),
                    t!("bac-compile-hand-name", name = h.name.as_str()),
                ));
            }
        }
        let bankers: Vec<usize> = (0..hands.len()).filter(|&i| hands[i].role == HandRole::Banker).collect();
        let banker = match bankers.as_slice() {
            [b] => *b,
            _ => {
                errs.push(CompileError::new(format!("{base}.hands"), t!("bac-compile-one-banker")));
                0
            }
        };
        let players: Vec<usize> = (0..hands.len()).filter(|&i| hands[i].role == HandRole::Player).collect();
        if players.is_empty() {
            errs.push(CompileError::new(format!("{base}.hands"), t!("bac-compile-a-player")));
        }
        let mut deal_order = Vec::new();
        for (i, name) in spec.deal_order.iter().enumerate() {
            match hands.iter().position(|h| h.name == *name) {
                Some(h) => deal_order.push(h),
                None => errs.push(CompileError::new(
                    format!("{base}.deal_order[{i}]"),
                    t!("bac-compile-not-a-hand", name = name.as_str()),
                )),
            }
        }
        for (h, hand) in hands.iter().enumerate() {
            if deal_order.iter().filter(|&&x| x == h).count() != 2 {
                errs.push(CompileError::new(
                    format!("{base}.deal_order"),
                    t!("bac-compile-two-cards-first-deal", hand = hand.name.as_str()),
                ));
            }
        }
        let mut naturals = [false; 10];
        for &n in &spec.naturals {
            match naturals.get_mut(usize::from(n)) {
                Some(slot) if n >= 8 => *slot = true,
                _ => {
                    errs.push(CompileError::new(format!("{base}.naturals"), t!("bac-compile-not-a-natural", total = n)))
                }
            }
        }
        let player_table = PlayerTable::compile(&spec.player_rule, &format!("{base}.player_rule"));
        let tableau = Tableau::compile(&spec.tableau, &format!("{base}.tableau"));
        let mut bets = Vec::new();
        for (i, b) in spec.bets.iter().enumerate() {
            let backs = if b.wins_on == TIE {
                Backs::Tie
            } else if let Some(h) = hands.iter().position(|h| h.name == b.wins_on) {
                Backs::Hand(h)
            } else {
                errs.push(CompileError::new(
                    format!("{base}.bets[{i}].wins_on"),
                    t!("bac-compile-wins-on", name = b.wins_on.as_str(), tie = TIE),
                ));
                Backs::Tie
            };
            if spec.bets[..i].iter().any(|o| o.name == b.name) {
                errs.push(CompileError::new(
                    format!("{base}.bets[{i}].name"),
                    t!("bac-compile-bet-twice", bet = b.name.as_str()),
                ));
            }
            if b.commission && spec.commission.is_none() {
                errs.push(CompileError::new(format!("{base}.bets[{i}].commission"), t!("bac-compile-no-commission")));
            }
            bets.push(BetDef {
                name: b.name.clone(),
                backs,
                payout: b.payout,
                commission: b.commission,
                on_tie: b.on_tie,
                rule: b.rule.clone(),
                tie_rule: b.tie_rule.clone(),
                exempt: spec.limits.exempt_bets.contains(&b.name),
            });
        }
        for (i, name) in spec.limits.exempt_bets.iter().enumerate() {
            if !spec.bets.iter().any(|b| b.name == *name) {
                errs.push(CompileError::new(
                    format!("{base}.limits.exempt_bets[{i}]"),
                    t!("bac-compile-not-a-bet", name = name.as_str()),
                ));
            }
        }
        if spec.limits.maximum_multiples.is_empty()
            || spec.limits.maximum_multiples.contains(&0)
            || !spec.limits.maximum_multiples.contains(&spec.limits.default_maximum_multiple)
        {
            errs.push(CompileError::new(format!("{base}.limits"), t!("bac-compile-maximum-multiples")));
        }
        if let Some(c) = &spec.commission
            && *c.rate.0.numer() >= *c.rate.0.denom()
        {
            errs.push(CompileError::new(format!("{base}.commission.rate"), t!("bac-compile-commission-below-100")));
        }
        if let Some(h) = &spec.hand_holder {
            // A typo here would silently disable BC025.
            if !hands.iter().any(|x| x.name == h.hand) {
                errs.push(CompileError::new(
                    format!("{base}.hand_holder.hand"),
                    t!("bac-compile-not-in-hands", name = h.hand.as_str()),
                ));
            }
            if !spec.bets.iter().any(|b| b.name == h.highest_bet) {
                errs.push(CompileError::new(
                    format!("{base}.hand_holder.highest_bet"),
                    t!("bac-compile-not-in-bets", name = h.highest_bet.as_str()),
                ));
            }
            if h.nobody_bets.is_empty() || h.nobody_bets.contains(char::is_whitespace) {
                errs.push(CompileError::new(
                    format!("{base}.hand_holder.nobody_bets"),
                    t!("bac-compile-one-seat-word"),
                ));
            }
        }
        if spec.tie_word.is_empty()
            || spec.tie_word.contains(char::is_whitespace)
            || hands.iter().any(|x| x.name == spec.tie_word)
        {
            errs.push(CompileError::new(format!("{base}.tie_word"), t!("bac-compile-tie-word")));
        }
        if let Some(b) = &spec.shoe.burn
            && b.ten_and_court_value == 0
        {
            errs.push(CompileError::new(format!("{base}.shoe.burn.ten_and_court_value"), t!("bac-compile-positive")));
        }
        let (player_table, tableau) = match (player_table, tableau) {
            (Ok(p), Ok(t)) => (Some(p), Some(t)),
            (p, t) => {
                if let Err(e) = p {
                    errs.extend(e);
                }
                if let Err(e) = t {
                    errs.extend(e);
                }
                (None, None)
            }
        };
        match (player_table, tableau) {
            (Some(player_table), Some(tableau)) if errs.is_empty() => Ok(BaccaratGame {
                hand_ids: ids(hands.iter().map(|h| h.name.as_str())),
                bet_ids: ids(bets.iter().map(|b| b.name.as_str())),
                spec: spec.clone(),
                variant: spec.variant,
                decks: spec.cards.decks,
                hands,
                banker,
                players,
                deal_order,
                naturals,
                player_table,
                tableau,
                bets,
                commission: spec.commission.clone(),
                limits: spec.limits.clone(),
                shoe_rules: shoe_rules(spec),
                exact: std::sync::OnceLock::new(),
            }),
            _ => Err(errs),
        }
    }

    /// The header's `max=` and `multiples=`.
    fn table_limits(&self, header: &TableHeader<'_>) -> Result<(u32, bool), Box<Finding>> {
        let l = &self.limits;
        let max = match header.get("max") {
            None => l.default_maximum_multiple,
            Some(p) => match p.value.value.parse::<u32>() {
                Ok(m) if l.maximum_multiples.contains(&m) => m,
                _ => {
                    return Err(Box::new(
                        Finding::new(
                            "M004",
                            Label::new(p.value.loc, t!("bac-not-allowed")),
                            t!("bac-max-not-allowed", max = p.value.value),
                        )
                        .expected(t!("bac-max-multiples", multiples = format!("{:?}", l.maximum_multiples)))
                        .found(Text::verbatim(p.value.value)),
                    ));
                }
            },
        };
        let multiples = match (l.multiple_of_minimum, header.get("multiples")) {
            (MultiplePolicy::Required, None) => true,
            (MultiplePolicy::Never, None) => false,
            (MultiplePolicy::Optional, None) => l.multiples_by_default,
            (policy, Some(p)) => match (policy, p.value.value) {
                (MultiplePolicy::Optional | MultiplePolicy::Required, "yes") => true,
                (MultiplePolicy::Optional | MultiplePolicy::Never, "no") => false,
                _ => {
                    let policy = match policy {
                        MultiplePolicy::Optional => "optional",
                        MultiplePolicy::Required => "required",
                        MultiplePolicy::Never => "never",
                    };
                    return Err(Box::new(
                        Finding::new(
                            "M004",
                            Label::new(p.value.loc, t!("bac-not-allowed")),
                            t!("bac-multiples-not-allowed", value = p.value.value),
                        )
                        .expected(t!("bac-multiples-allowed", policy = policy))
                        .found(Text::verbatim(p.value.value)),
                    ));
                }
            },
        };
        Ok((max, multiples))
    }
}

/// The codes under which the family reports the shared shoe's findings.
pub const SHOE_CODES: ShoeCodes = ShoeCodes {
    impossible_card: "BC001",
    burn: "BC020",
    cut_card_place: "BC021",
    round_after_stop_card: "BC022",
    deck_count: "BC023",
};

/// The article's shoe for the shared card shoe. Only a player's bank (chemin de fer, dos paños)
/// reads `player_bank.cut_card_at_least`; punto y banca's stop card is placed exactly.
fn shoe_rules(spec: &BaccaratSpec) -> ShoeRules {
    let cut_at_least =
        spec.variant != Variant::PuntoYBanca && spec.player_bank.as_ref().is_some_and(|pb| pb.cut_card_at_least);
    ShoeRules {
        decks: spec.cards.decks,
        decks_rule: spec.cards.rule.clone(),
        cut_card_below: spec.shoe.cut_card_below,
        cut_at_least,
        cut_card_rule: spec.shoe.cut_card_rule.clone(),
        stop_card_shows: spec.shoe.stop_card_shows,
        burn: spec.shoe.burn.clone(),
        fixed_burn: None,
        codes: SHOE_CODES,
        words: crate::engine::shoe::ShoeWords::BACCARAT,
    }
}

/// ``: did you mean `banca`?`` after a word the game does not know, or nothing, in the
/// reader's language.
fn did_you_mean(word: &str, known: &[&str]) -> Text {
    suggest::did_you_mean_text(word, known)
}

/// Winnings less the commission, rounded as the catalogue says.
pub fn net_of_commission(gross: Amount, c: &CommissionSpec) -> Amount {
    match c.rounds {
        CommissionRounds::Deduction => gross.saturating_sub(gross.mul_ratio(c.rate, c.rounding)),
        CommissionRounds::Payment => {
            let keep = Payout(num_rational::Ratio::from_integer(1) - c.rate.0);
            gross.mul_ratio(keep, c.rounding)
        }
    }
}

/// Compiles a baccarat-family article for its variant's engine.
pub fn compile(spec: &BaccaratSpec) -> Result<Arc<dyn Game>, Vec<CompileError>> {
    let game = BaccaratGame::compile(spec)?;
    match spec.variant {
        Variant::PuntoYBanca => Ok(Arc::new(game)),
        // ---- chemin de fer / dos paños ----
        Variant::ChemInDeFer | Variant::DosPanos => {
            chemin::check_spec(&game)?;
            Ok(Arc::new(game))
        }
    }
}

impl Game for BaccaratGame {
    fn header_keys(&self) -> Vec<&str> {
        let keys: &[&str] = match self.variant {
            Variant::PuntoYBanca => &["max", "multiples"],
            // ---- chemin de fer / dos paños ----
            Variant::ChemInDeFer | Variant::DosPanos => {
                let limits =
                    self.spec.player_bank.as_ref().is_some_and(|pb| pb.modalities.iter().any(|m| m.authorised_limits));
                if limits { chemin::HEADER_KEYS_WITH_LIMITS } else { chemin::HEADER_KEYS }
            }
        };
        keys.to_vec()
    }

    fn decides_round(&self, kind: &EventKind<'_>) -> bool {
        matches!(kind, EventKind::Baccarat(BaccaratEvent::Outcome { .. }))
    }

    fn emitted_checks(&self) -> Vec<&'static str> {
        match self.variant {
            Variant::PuntoYBanca => punto_banca::emitted_checks(self),
            Variant::ChemInDeFer | Variant::DosPanos => chemin::emitted_checks(self),
        }
    }

    fn start(&self, table: &TableConfig, header: &TableHeader<'_>) -> Result<Box<dyn Engine + '_>, Box<Finding>> {
        if matches!(self.variant, Variant::ChemInDeFer | Variant::DosPanos) {
            return Ok(Box::new(chemin::start(self, table, header)?));
        }
        let (max_multiple, multiples) = self.table_limits(header)?;
        let limits = money::TableLimits::scaled(table.min, max_multiple, multiples);
        match self.variant {
            Variant::PuntoYBanca => Ok(Box::new(punto_banca::PuntoBanca::new(self, limits))),
            Variant::ChemInDeFer | Variant::DosPanos => Err(Box::new(Finding::new(
                "M004",
                Label::new(header.id.loc, t!("bac-not-supported-yet")),
                t!("bac-variant-not-supported", variant = self.variant.as_str()),
            ))),
        }
    }

    fn accepts(&self, kind: &EventKind<'_>) -> bool {
        match kind {
            // The shoe, the cards and the coup's result, at every game of the family.
            EventKind::Shoe(ShoeEvent::Shoe { .. })
            | EventKind::Shoe(ShoeEvent::CutCard { .. })
            | EventKind::Shoe(ShoeEvent::CutCardOut)
            | EventKind::Shoe(ShoeEvent::Burn { .. })
            | EventKind::Shoe(ShoeEvent::Deal { .. })
            | EventKind::Baccarat(BaccaratEvent::Holder { .. })
            | EventKind::Baccarat(BaccaratEvent::HandHolder { .. })
            | EventKind::Baccarat(BaccaratEvent::Outcome { .. })
            | EventKind::Baccarat(BaccaratEvent::Refuse { .. })
            | EventKind::Baccarat(BaccaratEvent::Salute { .. })
            | EventKind::Baccarat(BaccaratEvent::Leave { .. }) => true,
            // A player's bank: chemin de fer and dos paños, not punto y banca (the house banks).
            EventKind::Baccarat(BaccaratEvent::Bank { .. })
            | EventKind::Baccarat(BaccaratEvent::Garage { .. })
            | EventKind::Baccarat(BaccaratEvent::Cagnotte { .. })
            | EventKind::Baccarat(BaccaratEvent::Tableau)
            | EventKind::Baccarat(BaccaratEvent::Players { .. })
            | EventKind::Baccarat(BaccaratEvent::Replay) => self.variant != Variant::PuntoYBanca,
            _ => false,
        }
    }
}

//! The money of a coup (`docs/design/monte/spec.md` §3, MO009–MO016): each stake's settlement
//! judged against what the cards decided for it — won (its multiple, less the 10 % when its
//! window's first card decided it), lost, or undecided (returned at the coup's end).

use super::annul::Cards;
use super::engine::Table;
use super::game::MonteGame;
use super::spec::{CommissionOf, Suerte};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{BetRef, Loc, Numbers, SettleAction, Sp, Word};
use crate::money::Amount;
use crate::t;

/// What the cards decided for a stake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Won; `commission`: the 10 % is due on it.
    Win {
        commission: bool,
    },
    Lose,
    /// Given back (an annulled card under `annulled: return`, or undecided at Primeras' end
    /// under `undecided: return-at-primeras-end`).
    Return,
}

/// A seat's stakes on one reference in one window.
#[derive(Clone, Debug)]
pub struct Stake {
    pub seat: crate::engine::baccarat::money::SeatName,
    pub kind: Suerte,
    /// As written: a Cartas bet's first side is the one backed.
    pub target: Numbers,
    /// 0 Primeras, 1 Segundas.
    pub window: usize,
    pub amount: Amount,
    pub loc: Loc,
    /// Its live winning and losing cards, and the cards annulled for it, when placed.
    pub win: Cards,
    pub lose: Cards,
    pub annulled: Cards,
    /// The net multiple it pays.
    pub multiple: u32,
    pub outcome: Option<(Outcome, Loc)>,
    pub settled: Option<Loc>,
    /// What its `pay` line paid (the study's commission kept).
    pub paid: Option<Amount>,
    /// Cards unseen when it was placed (the study's exact edge).
    pub unseen: u8,
}

impl Stake {
    fn reference(&self) -> String {
        format!("{} {}", kind_word(self.kind), self.target)
    }

    /// The winnings before the commission.
    pub fn gross(&self) -> Amount {
        self.amount.times(i64::from(self.multiple))
    }
}

pub fn kind_word(k: Suerte) -> &'static str {
    match k {
        Suerte::Cartas => "cartas",
        Suerte::Salto => "salto",
        Suerte::Camo => "camo",
        Suerte::Anti => "anti",
        Suerte::Viudo => "viudo",
        Suerte::Vis => "vis",
    }
}

/// The 10 % of a won stake, rounded down to the cent (the house takes no more than its rate).
pub fn commission(g: &MonteGame, s: &Stake) -> Amount {
    let base = match g.spec.commission.of {
        CommissionOf::Winnings => s.gross(),
        CommissionOf::Stake => s.amount,
    };
    base.percent_floor(g.spec.commission.rate.0).unwrap_or(Amount(i64::MAX))
}

/// The `pay` a won stake is owed.
fn owed_pay(g: &MonteGame, s: &Stake, due: bool) -> Amount {
    if due { s.gross().saturating_sub(commission(g, s)) } else { s.gross() }
}

/// The rule a stake's outcome cites: its suerte's definition, or its payout.
fn def_rule(g: &MonteGame, k: Suerte) -> Option<String> {
    g.rule(match k {
        Suerte::Cartas => &["monte.cartas.pay", "monte.primeras.resolve"],
        Suerte::Salto => &["monte.salto.def"],
        Suerte::Camo => &["monte.camo.def"],
        Suerte::Anti => &["monte.anti.def"],
        Suerte::Viudo => &["monte.viudo.def"],
        Suerte::Vis => &["monte.vis.def"],
    })
}

fn pay_rule(g: &MonteGame, s: &Stake, burned: bool) -> Option<String> {
    // A VIS short of its 32: the deductions' rule, which says by how much (the burned cards'
    // own rule where the layout burned some).
    let layout_marked = s.multiple < g.spec.suertes.vis.pays;
    g.rule(match s.kind {
        Suerte::Cartas => &["monte.cartas.pay"],
        Suerte::Salto => &["monte.salto.pay"],
        Suerte::Camo | Suerte::Anti | Suerte::Viudo if s.window == 1 => &["monte.cav.pay.segundas"],
        Suerte::Camo | Suerte::Anti | Suerte::Viudo => &["monte.cav.pay.primeras"],
        Suerte::Vis if burned => &["monte.burn.vis", "monte.vis.deductions", "monte.vis.pay"],
        Suerte::Vis if layout_marked => &["monte.vis.deductions", "monte.vis.pay"],
        Suerte::Vis => &["monte.vis.pay"],
    })
}

/// MO009/MO010: a window's stake against the limits.
pub fn limits(g: &MonteGame, min: Amount, s: &Stake) -> Option<Finding> {
    let l = &g.spec.limits;
    let (times, rule) = match s.kind {
        Suerte::Cartas => (l.cartas, "monte.limits.cartas"),
        Suerte::Vis => (l.vis, "monte.limits.vis"),
        Suerte::Salto => (l.salto, "monte.limits.salto"),
        _ if s.window == 1 => (l.cav_segundas, "monte.limits.cav"),
        _ => (l.cav_primeras, "monte.limits.cav"),
    };
    let max = min.times(i64::from(times));
    if s.amount > max {
        return Some(
            Finding::new(
                "MO009",
                Label::new(s.loc, t!("mo-label-bet")),
                t!("mo-over-max", seat = s.seat.as_str(), bet = Text::code(s.reference()), stake = s.amount, max = max),
            )
            .expected(t!("mo-expect-at-most", max = max, times = times))
            .found(s.amount)
            .rule_opt(g.rule(&[rule])),
        );
    }
    if s.amount < min {
        return Some(
            Finding::new(
                "MO010",
                Label::new(s.loc, t!("mo-label-bet")),
                t!(
                    "mo-below-min",
                    seat = s.seat.as_str(),
                    bet = Text::code(s.reference()),
                    stake = s.amount,
                    min = min
                ),
            )
            .expected(t!("mo-expect-at-least", min = min))
            .found(s.amount)
            .rule_opt(g.rule(&["monte.limits.min"])),
        );
    }
    None
}

/// What a stake is owed, as text: `pay 27`, `collect 20`, `return 10`.
fn owed_text(g: &MonteGame, s: &Stake, over: bool) -> Text {
    match s.outcome {
        Some((Outcome::Win { commission }, _)) => t!("mo-owed-pay", amount = owed_pay(g, s, commission)),
        Some((Outcome::Lose, _)) => t!("mo-owed-collect", amount = s.amount),
        Some((Outcome::Return, _)) => t!("mo-owed-return", amount = s.amount),
        None if over => t!("mo-owed-return", amount = s.amount),
        None => t!("mo-owed-nothing-yet"),
    }
}

/// MO016: a stake the coup's end found unsettled.
pub fn never_settled(g: &MonteGame, s: &Stake, over: bool) -> Finding {
    Finding::new(
        "MO016",
        Label::new(s.loc, t!("mo-label-bet")),
        t!("mo-never-settled", seat = s.seat.as_str(), bet = Text::code(s.reference()), stake = s.amount),
    )
    .expected(owed_text(g, s, over))
    .found(t!("mo-found-no-settlement"))
    .rule_opt(g.rule(&["monte.bank"]))
}

impl Table<'_> {
    /// `collect|pay|return SEAT REF AMOUNT`, judged against the cards.
    pub(super) fn settle(
        &mut self,
        at: Loc,
        action: Sp<SettleAction>,
        seat: Word<'_>,
        bet: &BetRef<'_>,
        amount: Sp<Amount>,
        out: &mut Vec<Finding>,
    ) {
        let g = self.g;
        let Some(c) = self.coup.as_mut() else { return };
        let target = bet.target.map(|t| t.value).unwrap_or_default();
        let Some(kind) = super::bets::suerte_word(bet.kind.value) else {
            // A bet refused as not of the game: its settlement is the refusal's consequence.
            return;
        };
        let m = &mut c.money[super::engine::suerte_kind(kind) as usize];
        match action.value {
            SettleAction::Collect => m.collected = m.collected.saturating_add(amount.value),
            SettleAction::Pay => m.paid = m.paid.saturating_add(amount.value),
            SettleAction::Return | SettleAction::Release => m.returned = m.returned.saturating_add(amount.value),
        }
        // Written only for a finding: most settlements are right, and a string per line is
        // most of what they would cost.
        let reference = || format!("{} {}", bet.kind.value, target);
        // The seat's bytes compared last: the kind and places tell most stakes apart.
        let mine = |s: &&mut Stake| s.kind == kind && s.target == target && s.seat == seat.value;
        let open = c.stakes.iter_mut().filter(mine).find(|s| s.settled.is_none());
        let Some(s) = open else {
            if c.refused.iter().any(|(st, k, t)| st == seat.value && k == bet.kind.value && *t == target) {
                return;
            }
            let earlier = c.stakes.iter().find(|s| s.seat == seat.value && s.kind == kind && s.target == target);
            let mut f = Finding::new(
                "MO016",
                Label::new(at, t!("mo-label-settlement")),
                match earlier {
                    Some(_) => t!("mo-settled-twice", seat = seat.value, bet = Text::code(reference())),
                    None => t!("mo-no-such-stake", seat = seat.value, bet = Text::code(reference())),
                },
            )
            .expected(t!("mo-expect-one-settlement"))
            .found(t!("mo-found-settlement", action = action.value.as_str(), amount = amount.value))
            .rule_opt(g.rule(&["monte.bank"]));
            if let Some(e) = earlier {
                f = f.label(e.settled.unwrap_or(e.loc), t!("mo-label-earlier"));
            }
            out.push(f);
            return;
        };
        s.settled = Some(at);
        if action.value == SettleAction::Pay {
            s.paid = Some(amount.value);
        }
        let over = c.phases[1].decided.is_some() || c.layout.void.is_some();
        // The settlements the cards call for (the match below finds nothing in them), before
        // anything is written for a finding.
        let right = match (s.outcome, action.value) {
            (Some((Outcome::Win { commission: due }, _)), SettleAction::Pay) => amount.value == owed_pay(g, s, due),
            (Some((Outcome::Lose, _)), SettleAction::Collect) => amount.value == s.amount,
            (Some((Outcome::Return, _)), SettleAction::Return) => amount.value == s.amount,
            (None, SettleAction::Return) => over && amount.value == s.amount,
            _ => false,
        };
        if right {
            return;
        }
        let reference = reference();
        let last_card = c.drawn;
        let burned = c.layout.burned > 0;
        let s = s.clone();
        // The card that decided the stake.
        let decided_by = s.outcome.and_then(|(_, l)| c.draws.iter().find(|(at, _)| *at == l)).map(|&(_, card)| card);
        let found = t!("mo-found-settlement", action = action.value.as_str(), amount = amount.value);
        let against = |message: Text, expected: Text, rule: Option<String>| {
            let mut f = Finding::new("MO012", Label::new(at, t!("mo-label-settlement")), message)
                .label(s.loc, t!("mo-label-bet"))
                .expected(expected)
                .found(found.clone())
                .rule_opt(rule);
            if let Some((_, l)) = s.outcome {
                f = f.label(l, t!("mo-label-deciding-card"));
            }
            f
        };
        let who = |m: &str| -> Text {
            match m {
                "paid-lost" => t!("mo-paid-lost", seat = seat.value, bet = Text::code(reference.clone())),
                "collected-won" => t!("mo-collected-won", seat = seat.value, bet = Text::code(reference.clone())),
                "returned-decided" => t!("mo-returned-decided", seat = seat.value, bet = Text::code(reference.clone())),
                "wrong-collect" => t!(
                    "mo-wrong-collect",
                    seat = seat.value,
                    bet = Text::code(reference.clone()),
                    amount = amount.value,
                    stake = s.amount
                ),
                "annulled" => t!("mo-settled-annulled", seat = seat.value, bet = Text::code(reference.clone())),
                _ => t!("mo-settled-undecided", seat = seat.value, bet = Text::code(reference.clone())),
            }
        };
        let _ = last_card;
        match (s.outcome, action.value) {
            (Some((Outcome::Win { commission: due }, _)), SettleAction::Pay) => {
                let want = owed_pay(g, &s, due);
                if amount.value == want {
                    return;
                }
                let gross = s.gross();
                let cut = gross.saturating_sub(commission(g, &s));
                let com = (due && amount.value == gross) || (!due && amount.value == cut && gross != cut);
                let exempt = g.spec.commission.exempt.contains(&s.kind);
                if com {
                    let message = match (due, exempt) {
                        (true, _) => {
                            t!("mo-commission-not-taken", seat = seat.value, bet = Text::code(reference.clone()))
                        }
                        (false, true) => {
                            t!("mo-commission-on-exempt", seat = seat.value, bet = Text::code(reference.clone()))
                        }
                        (false, false) => {
                            t!("mo-commission-not-due", seat = seat.value, bet = Text::code(reference.clone()))
                        }
                    };
                    out.push(
                        Finding::new("MO014", Label::new(at, t!("mo-label-settlement")), message)
                            .label(s.loc, t!("mo-label-bet"))
                            .expected(want)
                            .found(amount.value)
                            .rule_opt(g.rule(&["monte.commission"])),
                    );
                } else {
                    out.push(
                        Finding::new(
                            "MO013",
                            Label::new(at, t!("mo-label-settlement")),
                            t!(
                                "mo-wrong-multiple",
                                seat = seat.value,
                                bet = Text::code(reference.clone()),
                                multiple = s.multiple,
                                stake = s.amount
                            ),
                        )
                        .label(s.loc, t!("mo-label-bet"))
                        .expected(want)
                        .found(amount.value)
                        .rule_opt(pay_rule(g, &s, burned)),
                    );
                }
            }
            (Some((Outcome::Win { commission: due }, _)), act) => {
                let m = if act == SettleAction::Collect { "collected-won" } else { "returned-decided" };
                out.push(against(who(m), t!("mo-owed-pay", amount = owed_pay(g, &s, due)), def_rule(g, s.kind)));
            }
            (Some((Outcome::Lose, _)), SettleAction::Collect) => {
                if amount.value != s.amount {
                    out.push(against(
                        who("wrong-collect"),
                        t!("mo-owed-collect", amount = s.amount),
                        g.rule(&["monte.bank"]),
                    ));
                }
            }
            (Some((Outcome::Lose, _)), act) => {
                let m = if act == SettleAction::Pay { "paid-lost" } else { "returned-decided" };
                // A Camo, Anti or Viudo paid on another suit of its card's value: the circle of
                // the suits read the wrong way round.
                let wrong_suit = act == SettleAction::Pay
                    && matches!(s.kind, Suerte::Camo | Suerte::Anti | Suerte::Viudo)
                    && decided_by.is_some_and(|card| s.win & super::annul::bit(card) == 0 && same_value(s.win, card));
                let rule = if wrong_suit { g.rule(&["monte.suit_order"]) } else { def_rule(g, s.kind) };
                out.push(against(who(m), t!("mo-owed-collect", amount = s.amount), rule));
            }
            (Some((Outcome::Return, _)), SettleAction::Return) if amount.value == s.amount => {}
            (Some((Outcome::Return, _)), _) => {
                out.push(against(who("undecided"), t!("mo-owed-return", amount = s.amount), def_rule(g, s.kind)));
            }
            (None, act) => {
                // A Segundas no card can decide is over too: its bets are owed back as at the
                // coup's end (asked only of a stake no card decided).
                let over = over || self.segundas_dead();
                if over && act == SettleAction::Return && amount.value == s.amount {
                    return;
                }
                // Settled before any card decided it: on a card annulled for it, or on none.
                let annulled = c_annulled_hit(&s, last_card);
                let (m, rule) =
                    if annulled { ("annulled", annul_rule(g, &s, self)) } else { ("undecided", def_rule(g, s.kind)) };
                let expected = if over { t!("mo-owed-return", amount = s.amount) } else { t!("mo-owed-nothing-yet") };
                out.push(against(who(m), expected, rule));
            }
        }
    }
}

/// Whether `card` is of the value of the (one) card in `win`.
fn same_value(win: Cards, card: crate::log::spanish_card::SpanishCard) -> bool {
    (0..4u8).any(|steps| win & super::annul::bit(card.after(steps)) != 0)
}

/// Whether a card annulled for the stake has been drawn.
fn c_annulled_hit(s: &Stake, drawn: Cards) -> bool {
    s.annulled & drawn != 0
}

/// The annulment rule of the layout's configuration (§13.VI.4 a–d, the Salto rules).
fn annul_rule(g: &MonteGame, s: &Stake, t: &Table<'_>) -> Option<String> {
    let on = t.coup.as_ref().map_or([0, 0], |c| c.layout.on);
    let (mut a, mut b) = (on[0].min(2), on[1].min(2));
    if a < b {
        std::mem::swap(&mut a, &mut b);
    }
    if s.kind == Suerte::Salto {
        return g.rule(if a >= 2 { &["monte.salto.tripled"] } else { &["monte.salto.doubled"] });
    }
    g.rule(match (a, b) {
        (1, 0) => &["monte.cartas.doubled_one"],
        (1, 1) => &["monte.cartas.doubled_two"],
        (2, 0) => &["monte.cartas.tripled_one"],
        (2, 1) => &["monte.cartas.triple_double"],
        (2, 2) => &["monte.cartas.triple_triple"],
        _ => &["monte.cartas.pay"],
    })
}

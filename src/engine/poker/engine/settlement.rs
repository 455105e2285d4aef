//! A round's settlements judged against its cards, stake by stake, at the round's end: what
//! each stake is owed, the rule that says so (the tie-break that decided, when the box and the
//! bank hold one combination), and the findings on the lines that settled it.

use std::cmp::Ordering;

use super::*;

/// What a stake is owed: the action and its amount (for a Carrusel stake, its collection; its
/// prize is judged apart).
fn owed(
    g: &PokerGame,
    s: &Stake,
    b: &BoxState,
    own: HandValue,
    bank: HandValue,
    qualifies: bool,
) -> Option<(SettleAction, Amount, &'static str)> {
    let decision = b.decision.map(|d| d.0)?;
    Some(match (s.kind, decision) {
        (Kind::Carrusel, _) => (SettleAction::Collect, s.amount, "carrusel.eligibility"),
        (Kind::Ante, Decision::Fold) => (SettleAction::Collect, s.amount, "psd.fold"),
        (Kind::Second, Decision::Fold) => return None,
        (Kind::Ante, Decision::Call) if !qualifies => (SettleAction::Pay, s.amount, "psd.qualify"),
        (Kind::Second, Decision::Call) if !qualifies => match g.spec.second_bet.when_bank_does_not_play {
            NotQualified::Returned => (SettleAction::Return, s.amount, "psd.qualify"),
            NotQualified::Lost => (SettleAction::Collect, s.amount, "psd.qualify"),
        },
        (kind, Decision::Call) => match g.ranking.compare(own, bank) {
            Ordering::Greater if kind == Kind::Ante => (SettleAction::Pay, s.amount, "psd.settle.win"),
            Ordering::Greater => {
                let m = g.pay[own.category() as usize];
                (SettleAction::Pay, s.amount.times(i64::from(m)), pay_rule(own.category()))
            }
            Ordering::Less => (SettleAction::Collect, s.amount, "psd.settle.lose"),
            Ordering::Equal => (SettleAction::Return, s.amount, "psd.settle.tie"),
        },
    })
}

/// The rule giving a combination's multiplier.
pub(crate) fn pay_rule(c: Category) -> &'static str {
    match c {
        Category::HighCards => "psd.pay.high_cards",
        Category::Pair => "psd.pay.pair",
        Category::TwoPair => "psd.pay.two_pair",
        Category::Trio => "psd.pay.trio",
        Category::Straight => "psd.pay.straight",
        Category::Color => "psd.pay.color",
        Category::Full => "psd.pay.full",
        Category::Poker => "psd.pay.poker",
        Category::StraightFlush => "psd.pay.straight_flush",
        Category::RoyalFlush => "psd.pay.royal",
    }
}

/// A stake's settlement lines against what the cards say.
pub(super) fn judge(
    g: &PokerGame,
    s: &Stake,
    b: &BoxState,
    own: HandValue,
    bank: HandValue,
    qualifies: bool,
    out: &mut Vec<Finding>,
) {
    let line = |action: SettleAction, amount: Amount| {
        format!("{} {} {} {} {}", action.as_str(), s.seat, s.kind.word(), s.bx, amount)
    };
    if s.kind == Kind::Carrusel {
        let minimum = g.carrusel.map_or(0, |t| t[own.category() as usize]);
        let prize_due = s.amount.times(i64::from(minimum));
        let mut collected = false;
        let mut prize = false;
        for &(action, amount, at) in &s.lines {
            match action {
                SettleAction::Collect if !collected && amount == s.amount => collected = true,
                SettleAction::Pay if !prize => {
                    prize = true;
                    if minimum == 0 {
                        out.push(
                            Finding::new(
                                "PS021",
                                Label::new(at, t!("ps-label-settled")),
                                t!(
                                    "ps-carrusel-no-combination",
                                    seat = s.seat.clone(),
                                    bx = s.bx,
                                    cat = own.category().name()
                                ),
                            )
                            .label(s.at, t!("ps-label-stake"))
                            .rule("carrusel.eligibility"),
                        );
                    } else if amount < prize_due {
                        out.push(
                            Finding::new(
                                "PS020",
                                Label::new(at, t!("ps-label-settled")),
                                t!(
                                    "ps-carrusel-below-min",
                                    amount = amount,
                                    due = prize_due,
                                    cat = own.category().name()
                                ),
                            )
                            .expected(t!("ps-expect-at-least", min = prize_due))
                            .rule(carrusel_rule(own.category())),
                        );
                    }
                }
                _ => out.push(
                    Finding::new(
                        "PS014",
                        Label::new(at, t!("ps-label-settled")),
                        t!("ps-carrusel-stake-settled", seat = s.seat.clone(), bx = s.bx),
                    )
                    .expected(Text::log_line(line(SettleAction::Collect, s.amount)))
                    .rule("carrusel.eligibility"),
                ),
            }
        }
        if !collected && !s.lines.iter().any(|l| l.0 != SettleAction::Pay) {
            out.push(
                Finding::new(
                    "PS016",
                    Label::new(s.at, t!("ps-label-stake")),
                    t!("ps-never-settled", seat = s.seat.clone(), kind = s.kind.word(), bx = s.bx),
                )
                .expected(Text::log_line(line(SettleAction::Collect, s.amount))),
            );
        }
        if minimum > 0 && !prize {
            out.push(
                Finding::new(
                    "PS020",
                    Label::new(s.at, t!("ps-label-stake")),
                    t!("ps-carrusel-prize-missing", seat = s.seat.clone(), bx = s.bx, cat = own.category().name()),
                )
                .expected(t!("ps-expect-at-least", min = prize_due))
                .rule(carrusel_rule(own.category())),
            );
        }
        return;
    }
    let Some((action, due, rule)) = owed(g, s, b, own, bank, qualifies) else { return };
    let outcome = outcome_text(own, bank, qualifies, b.decision.map(|d| d.0));
    // A stake not settled as owed: on its settlement line (the stake's own line when there is
    // none), the line owed expected, and the rule that owes it.
    let owed_finding = |code: &'static str, settled: Option<Loc>, message: Text, rule: &'static str| {
        let f = match settled {
            Some(at) => {
                Finding::new(code, Label::new(at, t!("ps-label-settled")), message).label(s.at, t!("ps-label-stake"))
            }
            None => Finding::new(code, Label::new(s.at, t!("ps-label-stake")), message),
        };
        f.expected(Text::log_line(line(action, due))).rule(rule)
    };
    match s.lines.as_slice() {
        [] => out.push(owed_finding(
            "PS016",
            None,
            t!("ps-never-settled", seat = s.seat.clone(), kind = s.kind.word(), bx = s.bx),
            rule,
        )),
        [(a, amount, at), rest @ ..] => {
            if *a != action {
                let message = t!(
                    "ps-against-cards",
                    action = a.as_str(),
                    seat = s.seat.clone(),
                    kind = s.kind.word(),
                    bx = s.bx,
                    outcome = outcome
                );
                // Who won is the settlement's rule; the multiplier's rule (a winning second
                // bet's) is the amount's, PS015's.
                let settled =
                    if (s.kind, action) == (Kind::Second, SettleAction::Pay) { "psd.settle.win" } else { rule };
                let rule = tie_break_rule(g, b, own, bank, qualifies)
                    .or_else(|| low_straight_rule(g, b, own, bank))
                    .unwrap_or(settled);
                out.push(owed_finding("PS014", Some(*at), message, rule).found(Text::log_line(line(*a, *amount))));
            } else if *amount != due {
                let message = t!(
                    "ps-wrong-amount",
                    action = a.as_str(),
                    seat = s.seat.clone(),
                    kind = s.kind.word(),
                    bx = s.bx,
                    amount = *amount,
                    due = due,
                    outcome = outcome
                );
                out.push(owed_finding("PS015", Some(*at), message, rule));
            }
            for (_, _, again) in rest {
                out.push(
                    Finding::new(
                        "PS017",
                        Label::new(*again, t!("ps-label-settled")),
                        t!("ps-settled-twice", seat = s.seat.clone(), kind = s.kind.word(), bx = s.bx),
                    )
                    .label(*at, t!("ps-label-first-settlement")),
                );
            }
        }
    }
}

/// The rule that decided between a box that went on and a playing bank of its own category:
/// the article's tie-break of that category (V §11.V.1, M art. 4.e.1: two fulls by the trío,
/// escaleras by the top card, colours and cartas mayores card by card, …), which says who wins
/// or that they tie. `None` when the categories differ (the combinations' order decided), the
/// bank does not play, or the article quotes no tie-break for the category.
fn tie_break_rule(
    g: &PokerGame,
    b: &BoxState,
    own: HandValue,
    bank: HandValue,
    qualifies: bool,
) -> Option<&'static str> {
    let called = matches!(b.decision, Some((Decision::Call, _)));
    (qualifies && called && own.category() == bank.category()).then(|| g.tie_rules[own.category() as usize]).flatten()
}

/// The ace-low clause (V §11.II.1, «El As puede utilizarse como la carta más pequeña delante del
/// 2»), when it decided between a box that went on and the bank: one of the two holds A-2-3-4-5,
/// a straight only by that clause, and the other a different combination (had the clause not
/// applied, the order of the combinations would have been another, or the bank would not have
/// played). `None` where the article has no such clause. A low straight is told by its top card,
/// the 5 (under `low_straight_top: ace` it cannot be told from the ace-high one by its value
/// alone, and the settlement's rule is cited).
fn low_straight_rule(g: &PokerGame, b: &BoxState, own: HandValue, bank: HandValue) -> Option<&'static str> {
    let low = |v: HandValue| {
        matches!(v.category(), Category::Straight | Category::StraightFlush)
            && v.key().first() == Some(&crate::log::card::Rank::Five)
    };
    let called = matches!(b.decision, Some((Decision::Call, _)));
    (g.ranking.ace_low && called && own.category() != bank.category() && (low(own) || low(bank)))
        .then_some("psd.ace_low")
}

/// The rule of the Carrusel's minimum for a combination.
pub(crate) fn carrusel_rule(c: Category) -> &'static str {
    match c {
        Category::RoyalFlush => "carrusel.pay.royal",
        Category::StraightFlush => "carrusel.pay.straight_flush",
        Category::Poker => "carrusel.pay.poker",
        Category::Full => "carrusel.pay.full",
        _ => "carrusel.pay.color",
    }
}

/// What the cards said, for a message: worded only when a message takes it (it was worded for
/// every stake of every round, and dropped unread but for a finding: a sixth of the checking).
fn outcome_text(own: HandValue, bank: HandValue, qualifies: bool, decision: Option<Decision>) -> Outcome {
    Outcome { own, bank, qualifies, decision }
}

/// What [`outcome_text`] words.
#[derive(Clone, Copy)]
struct Outcome {
    own: HandValue,
    bank: HandValue,
    qualifies: bool,
    decision: Option<Decision>,
}

impl From<Outcome> for crate::i18n::Arg {
    fn from(o: Outcome) -> crate::i18n::Arg {
        o.text().into()
    }
}

impl Outcome {
    fn text(self) -> Text {
        let Outcome { own, bank, qualifies, decision } = self;
        if decision == Some(Decision::Fold) {
            return t!("ps-outcome-fold");
        }
        if !qualifies {
            return t!("ps-outcome-bank-does-not-play", bank = bank.category().name());
        }
        match own.cmp(&bank) {
            Ordering::Greater => t!("ps-outcome-box-wins", own = own.category().name(), bank = bank.category().name()),
            Ordering::Less => t!("ps-outcome-bank-wins", own = own.category().name(), bank = bank.category().name()),
            Ordering::Equal => t!("ps-outcome-tie", own = own.category().name()),
        }
    }
}

//! The findings the engine builds from a coup's state: their wording, labels and rules.

use super::*;

/// A stake (or prisoner) named in a finding.
pub(super) struct Who<'a> {
    pub(super) seat: &'a str,
    pub(super) chance: Chance,
    pub(super) prison: bool,
    pub(super) bet_loc: Loc,
}

/// TC014: a settlement line that does not fit what the stake (or prisoner) is owed.
#[allow(clippy::too_many_arguments)]
pub(super) fn wrong_line(
    g: &TreintaGame,
    c: &Coup,
    who: &Who<'_>,
    (action, amount, at): (SettleAction, Amount, Loc),
    misfit: Misfit,
    owed: &Owed,
    outcome: Outcome,
    rule: String,
) -> Finding {
    let bet = g.name_of(who.chance);
    // The alternatives with lines, as a log writes them; one with none (the stake to prisión, or
    // left on the cloth) said in words, never a bare dash.
    let owed_text = owed
        .iter()
        .filter(|alt| !alt.is_empty())
        .map(|alt| written_as(alt, who.seat, bet, who.prison))
        .collect::<Vec<_>>()
        .join(" | ");
    let lines = owed.iter().map(|alt| alt.len()).sum::<usize>();
    let expected = match (owed_text.is_empty(), owed.iter().any(|alt| alt.is_empty())) {
        (true, _) => t!("tc-expected-no-line"),
        (false, true) => t!("tc-expected-lines-or-none", lines = Text::code(owed_text)),
        (false, false) if lines > 1 => Text::log_lines(owed_text),
        (false, false) => Text::log_line(owed_text),
    };
    let message = match misfit {
        Misfit::Amount(due) => {
            t!("tc-wrong-amount", action = action.as_str(), seat = who.seat, bet = bet, amount = amount, due = due)
        }
        Misfit::Action => t!(
            "tc-contradicts-outcome",
            action = action.as_str(),
            seat = who.seat,
            bet = bet,
            outcome = outcome_text(g, outcome)
        ),
    };
    let mut f = Finding::new("TC014", Label::new(at, t!("tc-settled-here")), message)
        .label(who.bet_loc, if who.prison { t!("tc-the-prisoner") } else { t!("tc-the-bet") })
        .expected(expected)
        .found(Text::log_line(format!(
            "{} {} {}{bet} {amount}",
            action.as_str(),
            who.seat,
            if who.prison { "prison " } else { "" },
        )))
        .rule(rule);
    if let Some(a) = c.announced {
        f = f.label(a, t!("tc-announced-here"));
    }
    f
}

/// TC023: a stake left in prisión at the session's close (`close`), its last coup `c`: no coup
/// follows to free it, and the article's last-coup rule says what it gets.
pub(super) fn left_in_prison(
    g: &TreintaGame,
    c: &Coup,
    close: Loc,
    who: &Who<'_>,
    missing: &[Line],
    choice: Option<(ZeroChoice, Loc)>,
    outcome: Outcome,
) -> Finding {
    let bet = g.name_of(who.chance);
    let primary = match choice {
        Some((ZeroChoice::Prison, at)) => Label::new(at, t!("tc-prison-chosen-here")),
        _ => Label::new(who.bet_loc, if who.prison { t!("tc-the-prisoner") } else { t!("tc-the-bet") }),
    };
    let found = match choice {
        Some((ZeroChoice::Prison, _)) => {
            Text::verbatim(format!("choose {} {}{bet} prison", who.seat, if who.prison { "prison " } else { "" }))
        }
        _ => t!("tc-no-line"),
    };
    Finding::new(
        "TC023",
        primary,
        t!("tc-left-in-prison", seat = who.seat, bet = bet, outcome = outcome_text(g, outcome)),
    )
    .label(c.loc, t!("tc-last-coup-here"))
    .label(close, t!("tc-session-closes-here"))
    .expected(log_lines(missing, who.seat, bet, who.prison))
    .found(found)
    .rule(g.spec.refait.last_coup_rule.clone().unwrap_or_else(|| g.spec.refait.rule.clone()))
}

/// The outcome in words, for messages.
pub(super) fn outcome_text(g: &TreintaGame, o: Outcome) -> Text {
    match o {
        Outcome::Decided { first, color } => t!(
            "tc-outcome-decided",
            row = g.rows[usize::from(!first)].as_str(),
            colour = match color {
                Some(true) => "color",
                Some(false) => "inverso",
                None => "unknown",
            }
        ),
        Outcome::Tie => t!("tc-outcome-tie"),
        Outcome::Refait => t!("tc-outcome-refait"),
        Outcome::RedCard => t!("tc-outcome-red-card"),
    }
}

/// The rule a settlement under `o` follows.
pub(super) fn rule_of(g: &TreintaGame, chance: Chance, o: Outcome) -> String {
    match o {
        Outcome::Tie => g.spec.tie_rule.clone(),
        Outcome::Refait => g.spec.refait.rule.clone(),
        Outcome::RedCard => g.spec.red_card_rule.clone(),
        Outcome::Decided { .. } => g.spec.bets[g.bet_of(chance)].rule.clone(),
    }
}

/// TC006: a row short of the stop when the coup ends or is announced.
pub(super) fn incomplete(g: &TreintaGame, c: &Coup, at: Loc, stop: u8) -> Finding {
    let rows = &c.rows.rows;
    let short = if rows[0].total < stop { 0 } else { 1 };
    let mut f = Finding::new(
        "TC006",
        Label::new(at, t!("tc-coup-ends-here")),
        t!("tc-row-stopped-short", row = g.rows[short].as_str(), total = rows[short].total, stop = stop),
    )
    .label(c.loc, t!("tc-coup-here"))
    .expected(t!("tc-row-to-stop", stop = stop))
    .found(t!("tc-row-total", row = g.rows[short].as_str(), total = rows[short].total));
    if let Some(l) = rows[short].last {
        f = f.label(l, t!("tc-row-last-card"));
    }
    f
}

/// TC015: a stake (or prisoner) whose settlement is not complete at the coup's end.
#[allow(clippy::too_many_arguments)]
pub(super) fn unsettled(
    g: &TreintaGame,
    c: &Coup,
    bet_loc: Loc,
    seat: &str,
    chance: Chance,
    prison: bool,
    missing: &[(SettleAction, Amount)],
    outcome: Outcome,
) -> Finding {
    Finding::new(
        "TC015",
        Label::new(bet_loc, if prison { t!("tc-the-prisoner") } else { t!("tc-the-bet") }),
        t!("tc-not-settled", seat = seat, bet = g.name_of(chance), outcome = outcome_text(g, outcome)),
    )
    .label(c.loc, t!("tc-coup-here"))
    .expected(log_lines(missing, seat, g.name_of(chance), prison))
    .found(t!("tc-no-line"))
}

/// TC019: a settlement of a bet that is not on the table (or a prisoner there is not).
pub(super) fn no_such_bet(
    g: &TreintaGame,
    at: Loc,
    action: Sp<SettleAction>,
    seat: Word<'_>,
    bet: &BetRef<'_>,
    amount: Sp<Amount>,
) -> Finding {
    let mut names = g.bet_names();
    if let Some(ins) = &g.spec.insurance {
        names.push(ins.word.as_str());
    }
    let p = if bet.prison { "prison " } else { "" };
    Finding::new(
        "TC019",
        Label::new(at, t!("tc-no-such-bet")),
        t!(
            "tc-settlement-without-bet",
            seat = seat.value,
            bet = format!("{p}{}", bet.kind.value),
            suggestion = if g.bet(bet.kind.value).is_some() {
                Text::verbatim(String::new())
            } else {
                did_you_mean_text(bet.kind.value, &names)
            }
        ),
    )
    .expected(t!("tc-settle-a-bet"))
    .found(Text::log_line(format!(
        "{} {} {p}{} {}",
        action.value.as_str(),
        seat.value,
        bet.kind.value,
        amount.value
    )))
}

/// The settlement lines `missing` as the log would write them, labelled as log lines; a dash
/// when there are none.
fn log_lines(missing: &[Line], seat: &str, bet: &str, prison: bool) -> Text {
    let written = written_as(missing, seat, bet, prison);
    match missing.len() {
        0 => Text::verbatim(written),
        1 => Text::log_line(written),
        _ => Text::log_lines(written),
    }
}

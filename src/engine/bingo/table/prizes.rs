//! A partida's money: the jackpots' deductions from its sales, its prizes and what each winner
//! is owed, and the judging of its `pay` lines against that.

use num_rational::Ratio;

use super::{Key, Owed, Paid, Partida, Prize, Table, key_text, pct_of, rule_of};
use crate::catalog::bingo::{CapCrossing, HeldBackOn};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::money::Amount;
use crate::t;

impl<'g> Table<'g> {
    /// The partida's deductions for the jackpots, once, from its sales.
    pub(super) fn fund(&mut self, p: &mut Partida) {
        if p.funded || p.void.is_some() {
            return;
        }
        p.funded = true;
        let Some(a) = self.acumulativo() else { return };
        // Sales not counted: the deductions, and so the balances, are unknown until the next
        // `jackpot` line.
        if p.sales_unknown {
            self.jackpots = None;
            return;
        }
        let Some(j) = self.jackpots.as_mut() else {
            p.cap_unknown = true;
            return;
        };
        for (i, pct) in [a.funding.line, a.funding.bingo].into_iter().enumerate() {
            if j[i] >= self.caps[i] {
                p.at_cap[i] = true;
                continue;
            }
            let mut d = pct_of(p.sales, pct.0, a.rounding);
            if a.caps.crossing == CapCrossing::Cut {
                d = Amount(d.0.min(self.caps[i].0 - j[i].0));
            }
            j[i] = j[i].saturating_add(d);
            p.deducted[i] = d;
        }
    }

    /// The prizes at the partida's percentages of its sales (line, bingo).
    pub(super) fn prizes(&self, p: &Partida) -> [Amount; 2] {
        let r = self.g.spec.prizes.rounding;
        let mut out = [Amount::ZERO; 2];
        for (i, pct) in self.pct.iter().enumerate() {
            let pct = match self.acumulativo() {
                Some(a) if p.at_cap[i] => {
                    if i == 0 {
                        a.prizes_at_cap.line
                    } else {
                        a.prizes_at_cap.bingo
                    }
                }
                _ => *pct,
            };
            out[i] = pct_of(p.sales, pct.0, r);
        }
        out
    }

    /// The latest ball on which each jackpot is won (line, bingo): the scale's for the cards
    /// sold, or the announced maximum when lower.
    fn thresholds(&self, p: &Partida) -> Option<[u32; 2]> {
        self.limits(p).map(|l| l.map(|l| l.ball))
    }

    /// [`Self::thresholds`] with what sets each: the scale's ball and the announced maximum.
    fn limits(&self, p: &Partida) -> Option<[Limit; 2]> {
        let a = self.acumulativo()?;
        let step = a.scale.iter().find(|s| s.up_to.is_none_or(|u| p.units <= u))?;
        let ann = p.announced.as_ref().map(|(ann, _)| ann);
        let ball = |m: &Option<crate::log::event::Sp<u16>>| m.as_ref().map(|m| u32::from(m.value));
        let announced = [ann.and_then(|a| ball(&a.maxball_line)), ann.and_then(|a| ball(&a.maxball))];
        let scale = [u32::from(step.line), u32::from(step.bingo)];
        Some(std::array::from_fn(|i| {
            let announced = announced[i];
            Limit { ball: announced.map_or(scale[i], |m| m.min(scale[i])), scale: scale[i], announced }
        }))
    }

    /// The partida's winners' payments owed, and the jackpots awarded.
    pub(super) fn owe(&mut self, p: &mut Partida) {
        if p.void.is_some() || p.sales_unknown {
            return;
        }
        let prizes = self.prizes(p);
        let sharing = &self.g.spec.sharing;
        for (i, prize_amount) in prizes.into_iter().enumerate() {
            let n = p.winners[i].len() as i128;
            if n == 0 {
                continue;
            }
            let share = Amount(i64::try_from(sharing.rounding.divide(i128::from(prize_amount.0), n)).unwrap_or(0));
            let prize = if i == 0 { Prize::Line } else { Prize::Bingo };
            for c in &p.winners[i] {
                p.books.owed.push(Owed {
                    key: c.key.clone(),
                    prize,
                    amount: share,
                    claim: c.loc,
                    reported: c.reported,
                });
            }
            // The jackpot, awarded when the first winning claim was made.
            let Some(payout) = p.jackpot_award[i] else { continue };
            let share = Amount(i64::try_from(sharing.rounding.divide(i128::from(payout.0), n)).unwrap_or(0));
            let prize = if i == 0 { Prize::JackpotLine } else { Prize::JackpotBingo };
            for c in &p.winners[i] {
                p.books.owed.push(Owed { key: c.key.clone(), prize, amount: share, claim: c.loc, reported: false });
            }
        }
    }

    /// The first winning claim of combination `i`: at the acumulativo, on a ball within the
    /// threshold, the jackpot is awarded (its balance at the end of the partida, less what is
    /// held back for the next).
    pub(super) fn award(&mut self, p: &mut Partida, i: usize) {
        let (Some(a), Some(t), Some(won)) = (self.acumulativo(), self.thresholds(p), p.won[i]) else { return };
        if won > t[i] {
            return;
        }
        let Some(j) = self.jackpots.as_mut() else {
            p.jackpot_unknown[i] = true;
            return;
        };
        let base = j[i];
        let held = a.held_back_on == HeldBackOn::Both || i == 1;
        let payout = if held { pct_of(base, Ratio::from_integer(100) - a.held_back.0, a.rounding) } else { base };
        j[i] = base.saturating_sub(payout);
        p.jackpot_award[i] = Some(payout);
    }

    /// The partida's payments against what it owes.
    pub(super) fn judge(&self, p: &mut Partida, out: &mut Vec<Finding>) {
        // A sale that could not be counted (BG010): the prizes, and so the payments, unknown.
        if p.sales_unknown {
            return;
        }
        let spec = &self.g.spec;
        let jackpot_rule = self.acumulativo().map(|a| a.scale_rule.clone());
        let mut paid_keys: Vec<(Key, Prize)> = Vec::new();
        // A prize won on a ball where a claim verified good could not be counted (its card
        // unknown, or a ball it lacked lost from the log): its share is in doubt.
        let in_doubt = |prize: Prize| {
            let i = prize.combination() as usize;
            p.won[i].is_some_and(|k| p.doubt[i].contains(&k))
        };
        for paid in &p.books.paid {
            let k = (paid.key.clone(), paid.prize);
            let first_of_key = !paid_keys.contains(&k);
            paid_keys.push(k);
            let owed = p.books.owed.iter().find(|o| o.key == paid.key && o.prize == paid.prize);
            match owed {
                Some(o) if first_of_key => {
                    if o.amount != paid.amount && !in_doubt(paid.prize) {
                        let code = if paid.prize.is_jackpot() { "BG011" } else { "BG007" };
                        // A jackpot of the wrong amount: its base and the 20 % held back.
                        let rule = if paid.prize.is_jackpot() {
                            self.acumulativo().map(|a| a.payout_rule.clone())
                        } else {
                            Some(spec.sharing.rule.clone())
                        };
                        out.push(
                            Finding::new(
                                code,
                                Label::new(paid.loc, t!("bg-paid-here")),
                                t!(
                                    "bg-wrong-amount",
                                    card = key_text(&paid.key),
                                    prize = paid.prize.as_str(),
                                    paid = paid.amount,
                                    owed = o.amount
                                ),
                            )
                            .label(o.claim, t!("bg-winning-claim"))
                            .expected(Text::from(o.amount))
                            .found(Text::from(paid.amount))
                            .rule_opt(rule),
                        );
                    }
                }
                _ => {
                    let comb = paid.prize.combination();
                    if p.books.reported.iter().any(|(k, c)| *k == paid.key && *c == comb) {
                        continue;
                    }
                    // A jackpot won while the balances were unknown: what is due is unknown.
                    let winner = p.winners[comb as usize].iter().any(|c| c.key == paid.key);
                    if first_of_key && paid.prize.is_jackpot() && p.jackpot_unknown[comb as usize] && winner {
                        continue;
                    }
                    let mut expected_found = None;
                    let (code, msg, rule, label) = if !first_of_key {
                        (
                            "BG007",
                            t!("bg-paid-twice", card = key_text(&paid.key), prize = paid.prize.as_str()),
                            Some(spec.sharing.rule.clone()),
                            None,
                        )
                    } else if paid.prize.is_jackpot() {
                        let (msg, ef) = self.jackpot_not_won(p, paid, winner);
                        expected_found = ef;
                        ("BG011", msg, jackpot_rule.clone(), None)
                    } else if let Some((_, _, at)) = p.books.late.iter().find(|(k, c, _)| *k == paid.key && *c == comb)
                    {
                        (
                            "BG005",
                            t!("bg-paid-late", card = key_text(&paid.key), prize = paid.prize.as_str()),
                            Some(rule_of(spec, comb)),
                            Some(*at),
                        )
                    } else {
                        (
                            "BG004",
                            t!("bg-paid-not-won", card = key_text(&paid.key), prize = paid.prize.as_str()),
                            Some(rule_of(spec, comb)),
                            None,
                        )
                    };
                    let mut f = Finding::new(code, Label::new(paid.loc, t!("bg-paid-here")), msg).rule_opt(rule);
                    if let Some((expected, found)) = expected_found {
                        f = f.expected(expected).found(found);
                    }
                    if let Some(at) = label {
                        f = f.label(at, t!("bg-late-claim"));
                    }
                    out.push(f);
                }
            }
        }
        for o in &p.books.owed {
            if o.reported || p.books.paid.iter().any(|x| x.key == o.key && x.prize == o.prize) {
                continue;
            }
            // The first game of double cards: its prizes may be paid up to the end of the second,
            // where the partida resumes.
            let flow = spec.double_cards.as_ref().filter(|_| !p.doubles.is_empty()).map(|d| d.flow_rule.clone());
            let (code, rule) = if o.prize.is_jackpot() {
                ("BG011", jackpot_rule.clone())
            } else {
                ("BG006", flow.or_else(|| Some(rule_of(spec, o.prize.combination()))))
            };
            out.push(
                Finding::new(
                    code,
                    Label::new(o.claim, t!("bg-winning-claim")),
                    t!("bg-not-paid", card = key_text(&o.key), prize = o.prize.as_str(), owed = o.amount),
                )
                .label(p.loc, t!("bg-partida"))
                .expected(Text::log_line(format!("pay {} {} {}", key_text(&o.key), o.prize.as_str(), o.amount)))
                .rule_opt(rule),
            );
        }
    }

    /// The message of a jackpot paid that was not won (BG011), with the ball its combination
    /// was won on and the last ball that wins the jackpot (expected vs found) where known.
    fn jackpot_not_won(&self, p: &Partida, paid: &Paid, winner: bool) -> (Text, Option<(Text, Text)>) {
        let card = key_text(&paid.key);
        let prize = paid.prize.as_str();
        let comb = paid.prize.combination();
        let i = comb as usize;
        let limit = self.limits(p).map(|l| l[i]);
        match (limit, p.won[i]) {
            (Some(l), Some(ball)) if winner && ball > l.ball => {
                let why = match l.announced {
                    Some(m) if m < l.scale => t!("bg-limit-announced", scale = l.scale, cards = p.units),
                    _ => t!("bg-limit-scale", cards = p.units),
                };
                let msg = t!(
                    "bg-jackpot-past-limit",
                    card = card,
                    prize = prize,
                    combination = comb.as_str(),
                    ball = ball,
                    limit = l.ball,
                    why = why
                );
                (msg, Some((t!("bg-ball-at-most", n = l.ball), t!("bg-ball-n", n = ball))))
            }
            (Some(l), _) if !winner => {
                let msg = t!("bg-jackpot-not-winner", card = card, prize = prize, combination = comb.as_str());
                let found = match p.won[i] {
                    Some(ball) => t!("bg-jackpot-won-by-others", ball = ball),
                    None => t!("bg-jackpot-not-won-at-all"),
                };
                (msg, Some((t!("bg-winner-at-most", n = l.ball), found)))
            }
            _ => (t!("bg-jackpot-not-won", card = card, prize = prize), None),
        }
    }
}

/// The last ball on which a jackpot is won, and what sets it.
#[derive(Clone, Copy, Debug)]
struct Limit {
    ball: u32,
    /// The scale's, for the cards sold.
    scale: u32,
    /// The announced maximum (`maxball-line=`, `maxball=`).
    announced: Option<u32>,
}

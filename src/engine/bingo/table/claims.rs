//! A claim judged: against the card's numbers and the balls drawn before it, whatever its
//! verification says (docs/log-format.md § 15, `claim`). The first correct claims of a
//! combination on a ball win it; a claim on a card not in play, or with no `card` line, is
//! BG010 when verified `good`.

use super::cards::Status;
use super::{Claim, Partida, Table, key_text, rule_of};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{CardRef, Combination, Loc};
use crate::t;

impl Table<'_> {
    pub(super) fn claim(
        &mut self,
        combination: Combination,
        card: &CardRef<'_>,
        good: bool,
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let spec = &self.g.spec;
        let Some(mut p) = self.partida.take() else { return };
        let key = self.cards.key_of(card);
        let i = combination as usize;
        let rule = rule_of(spec, combination);
        // After a verified bingo no ball is counted (BG008): a claim can only be on the bingo's
        // ball, simultaneous with it, and is judged; once a ball was reported after it, what
        // follows is its consequence.
        if p.over.is_some() && p.void.is_none() && p.after_end_reported {
            p.books.reported.push((key, combination));
            self.partida = Some(p);
            return;
        }
        if let Some(end) = p.void {
            if !p.after_end_reported {
                p.after_end_reported = true;
                out.push(
                    Finding::new("BG008", Label::new(at, t!("bg-claim-here")), t!("bg-after-end", keyword = "claim"))
                        .label(end, t!("bg-partida-ended"))
                        .rule(spec.prizes.void_rule.clone()),
                );
            }
            p.books.reported.push((key, combination));
            self.partida = Some(p);
            return;
        }
        let (unknown, retired) = match self.cards.status(&key) {
            Status::Declared(_) => (false, false),
            Status::Retired => (false, true),
            Status::Unknown => (true, false),
        };
        let sold_unknown =
            p.sold_unknown.iter().any(|(s, a, b)| s.as_str() == &*key.series && (*a..=*b).contains(&key.number));
        let in_play = p.in_play.get(&key.series).is_some_and(|s| s.contains(key.number));
        // A retired card is not in play, whatever this partida's sales say: its partidas are
        // over (a sale of it again is reported, [`Self::sold`]).
        if unknown || retired || !(in_play || sold_unknown) {
            // Rejected, as it should be: nothing to report.
            if !good {
                p.books.reported.push((key, combination));
                self.partida = Some(p);
                return;
            }
            if unknown {
                // It may have won too: its share of a prize won on this ball is in doubt.
                self.uncounted(&mut p, i);
                // After an unreadable line, that line's finding stands for a card it may have
                // given; a card already reported, the claim is a label on that finding.
                let first =
                    self.cards.unknown_reported(&key).and_then(|f| out.get_mut(f)).filter(|f| f.code == "BG010");
                if self.lost_line || first.is_some() {
                    if let Some(f) = first {
                        f.secondary.push(Label::new(card.loc, t!("bg-claim-same-card")));
                    }
                    p.books.reported.push((key, combination));
                    self.partida = Some(p);
                    return;
                }
                self.cards.report_unknown(&key, out.len());
            }
            // A card this partida sold again: the claim is a consequence of that sale.
            if retired {
                let sale = p
                    .resold
                    .iter()
                    .find(|r| r.0 == key.id && (r.1..=r.2).contains(&key.number))
                    .and_then(|r| out.get_mut(r.3))
                    .filter(|f| f.code == "BG010");
                if let Some(f) = sale {
                    f.secondary.push(Label::new(card.loc, t!("bg-claim-card-sold-again")));
                    p.books.reported.push((key, combination));
                    self.partida = Some(p);
                    return;
                }
            }
            let msg = if unknown {
                t!("bg-card-unknown", card = key_text(&key))
            } else {
                t!("bg-card-not-in-play", card = key_text(&key))
            };
            let rule = match &spec.double_cards {
                _ if unknown => spec.card.rule.clone(),
                Some(d) if self.cards.was_double(key.id, key.number) => d.rule.clone(),
                _ => spec.card.single_use_rule.clone(),
            };
            out.push(Finding::new("BG010", Label::new(card.loc, t!("bg-claim-here")), msg).rule(rule));
            p.books.reported.push((key, combination));
            self.partida = Some(p);
            return;
        }
        let Status::Declared(known) = self.cards.status(&key) else {
            // Not reached: an unknown or retired card was handled above.
            self.partida = Some(p);
            return;
        };
        if known.bad {
            p.books.reported.push((key, combination));
            self.partida = Some(p);
            return;
        }
        let complete = match combination {
            Combination::Line => known.card.has_line(&p.drawn),
            Combination::Bingo => known.card.has_bingo(&p.drawn),
        };
        let word = combination.as_str();
        match p.won[i] {
            Some(k) if k < p.balls => {
                // A correct claim on an earlier ball won: this one is too late.
                if complete {
                    p.books.late.push((key.clone(), combination, at));
                }
                if good {
                    let first = p.winners[i].first().map(|c| c.loc);
                    let mut f = Finding::new(
                        "BG005",
                        Label::new(at, t!("bg-claim-here")),
                        t!("bg-claim-after-winner", card = key_text(&key), combination = word),
                    )
                    .rule(rule);
                    if let Some(first) = first {
                        f = f.label(first, t!("bg-winning-claim"));
                    }
                    out.push(f);
                    p.books.reported.push((key, combination));
                }
            }
            _ if complete => {
                if p.won[i].is_none() {
                    p.won[i] = Some(p.balls);
                    self.award(&mut p, i);
                }
                let reported = !good;
                if !good {
                    out.push(
                        Finding::new(
                            "BG006",
                            Label::new(at, t!("bg-claim-here")),
                            t!("bg-correct-claim-rejected", card = key_text(&key), combination = word),
                        )
                        .expected(Text::verbatim("good"))
                        .found(Text::verbatim("bad"))
                        .rule(rule),
                    );
                }
                if p.winners[i].iter().all(|c| c.key != key) {
                    p.winners[i].push(Claim { key, loc: at, reported });
                }
                if combination == Combination::Bingo && good {
                    p.over = Some(at);
                }
            }
            _ => {
                if good {
                    // As `uncounted` does (`known` is borrowed from `self.cards`).
                    p.doubt[i].push(p.balls);
                    if self.g.spec.acumulativo.is_some() {
                        self.jackpots = None;
                    }
                    if let Some(f) = p.incomplete.and_then(|f| out.get_mut(f)).filter(|f| f.code == "BG004") {
                        f.secondary.push(Label::new(at, t!("bg-claim-also-incomplete", card = key_text(&key))));
                        p.books.reported.push((key, combination));
                        self.partida = Some(p);
                        return;
                    }
                    p.incomplete = Some(out.len());
                    out.push(
                        Finding::new(
                            "BG004",
                            Label::new(at, t!("bg-claim-here")),
                            t!("bg-claim-incomplete", card = key_text(&key), combination = word, balls = p.balls),
                        )
                        .expected(Text::verbatim("bad"))
                        .found(Text::verbatim("good"))
                        .rule(rule),
                    );
                    p.books.reported.push((key, combination));
                }
            }
        }
        self.partida = Some(p);
    }

    /// A claim of combination `i` verified good that cannot be counted (its card unknown, or
    /// the balls drawn not completing it, as when a `ball` line is lost): a prize won on its
    /// ball has its share in doubt, and at the acumulativo a jackpot may have been won, so the
    /// balances are unknown until the next `jackpot` line gives them (the Libro de Actas').
    fn uncounted(&mut self, p: &mut Partida, i: usize) {
        p.doubt[i].push(p.balls);
        if self.acumulativo().is_some() {
            self.jackpots = None;
        }
    }
}

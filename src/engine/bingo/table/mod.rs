//! The bingo engine: replays one log, partida by partida (docs/log-format.md § 15).
//!
//! The cards decide: a claim is judged against the card's numbers and the balls drawn before
//! it, whatever its verification says. The winners of the line are the correct line claims on
//! the first ball that has one; those of the bingo the same, and a verified correct bingo ends
//! the partida. Prizes are the header's percentages of the partida's sales, shared per card;
//! each partida's `pay` lines are judged when it ends (a double-card partida's at the end of
//! the next, where its prizes may be paid). At the acumulativo, the jackpots are followed from
//! the `jackpot` line before the first partida: funded from the sales, capped, won on a ball
//! within the scale and the announced maximum, 20 % held back.
//!
//! A partida's money (the jackpots' deductions, its prizes, what is owed and the judging of
//! its `pay` lines) is [`prizes`]'s; a claim's judgement [`claims`]'s; the session's series and
//! cards, declared and retired once their partidas are over, [`cards`]'.

use std::collections::HashMap;
use std::rc::Rc;

use num_rational::Ratio;
use rustc_hash::FxHashMap;

use crate::catalog::bingo::{AcumulativoSpec, HeldBackOn, Percent};
use crate::engine::bingo::BingoGame;
use crate::engine::bingo::card::{Card, shape_fault};
use crate::engine::bingo::study::BingoStudy;
use crate::engine::{Engine, TableConfig};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::{
    Announcement, BingoEvent, CardRef, Combination, Event, EventKind, JackpotPair, Loc, SettleAction, WheelEvent,
};
use crate::log::suggest::did_you_mean_text;
use crate::money::{Amount, Rounding};
use crate::t;

mod cards;
mod claims;
mod numbers;
mod prizes;

use cards::{Cards, Key, Known};
use numbers::{Numbers, Run};

const PRIZES: [&str; 4] = ["line", "bingo", "jackpot-line", "jackpot-bingo"];

/// A prize a `pay` line names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Prize {
    Line,
    Bingo,
    JackpotLine,
    JackpotBingo,
}

impl Prize {
    fn of(word: &str) -> Option<Prize> {
        match word {
            "line" => Some(Prize::Line),
            "bingo" => Some(Prize::Bingo),
            "jackpot-line" => Some(Prize::JackpotLine),
            "jackpot-bingo" => Some(Prize::JackpotBingo),
            _ => None,
        }
    }

    fn combination(self) -> Combination {
        match self {
            Prize::Line | Prize::JackpotLine => Combination::Line,
            Prize::Bingo | Prize::JackpotBingo => Combination::Bingo,
        }
    }

    fn is_jackpot(self) -> bool {
        matches!(self, Prize::JackpotLine | Prize::JackpotBingo)
    }

    fn as_str(self) -> &'static str {
        PRIZES[self as usize]
    }
}

/// A claim, as judged.
#[derive(Clone, Debug)]
struct Claim {
    key: Key,
    loc: Loc,
    /// Already reported (BG004–BG006): its payment is not judged again.
    reported: bool,
}

/// A payment owed at the end of a partida.
#[derive(Clone, Debug)]
struct Owed {
    key: Key,
    prize: Prize,
    amount: Amount,
    /// The winning claim.
    claim: Loc,
    reported: bool,
}

/// A `pay` line.
#[derive(Clone, Debug)]
struct Paid {
    key: Key,
    prize: Prize,
    amount: Amount,
    loc: Loc,
}

/// One partida's judgement, once it is over: what is owed, what was paid.
#[derive(Debug, Default)]
struct Books {
    owed: Vec<Owed>,
    paid: Vec<Paid>,
    /// Claims that lost (a later line, an incomplete card) already reported, by card and
    /// combination: their payment is a consequence.
    reported: Vec<(Key, Combination)>,
    /// Correct claims on a later ball than the winners' (BG005 when paid).
    late: Vec<(Key, Combination, Loc)>,
}

/// One partida.
#[derive(Debug)]
struct Partida {
    loc: Loc,
    /// Announced series: (face value, double).
    series: HashMap<String, (u32, Amount, bool)>,
    sales: Amount,
    /// Cards (units) in play.
    units: u32,
    /// The sales could not be known (a sale of an unannounced series).
    sales_unknown: bool,
    /// Double cards sold in this partida: they play in the next one too.
    doubles: Vec<Run>,
    /// Single cards sold in this partida (and, once it is annulled, its double cards): this
    /// is their only partida, and they are retired at its end ([`cards`]).
    singles: Vec<Run>,
    /// `sold` lines selling again cards retired (series id, first, last) and their finding's
    /// index: a claim on such a card is a label on it.
    resold: Vec<(u32, u32, u32, usize)>,
    /// The cards in play, by series: ranges ([`numbers`]).
    in_play: FxHashMap<Rc<str>, Numbers>,
    /// Sales that could not be counted (series, first, last): their cards are in play, and
    /// may be double cards playing in the next partida too.
    sold_unknown: Vec<(String, u32, u32)>,
    /// What this partida carries into the next is unknown (a line of it could not be read, or
    /// a sale could not be counted): the next partida's sales are unknown too.
    carry_unknown: bool,
    /// A line of the partida could not be read (M001): it may have been its announcement.
    unread: bool,
    /// A `sold` line of its own: the prizes are announced «tras las operaciones de venta»; a
    /// partida that only plays the double cards carried into it has none.
    sold_any: bool,
    /// The double cards carried into it, and whether any line of its own was seen: a partida
    /// with none (a `round` line written twice) passes them on untouched.
    carried_in: Vec<Run>,
    played: bool,
    drawn: [bool; 256],
    balls: u32,
    announced: Option<(Announcement, Loc)>,
    funded: bool,
    /// Funding stopped at the cap (the ordinary prize takes the deduction).
    at_cap: [bool; 2],
    /// Acumulativo: the balances unknown when the partida was funded, so whether a jackpot is
    /// at its cap: the announcement is taken to say.
    cap_unknown: bool,
    /// The winning ball (count of balls) and claims of each combination.
    won: [Option<u32>; 2],
    winners: [Vec<Claim>; 2],
    /// A verified correct bingo: the partida is over.
    over: Option<Loc>,
    after_end_reported: bool,
    books: Books,
    void: Option<Loc>,
    /// The jackpots awarded in this partida (line, bingo): what the winners share.
    jackpot_award: [Option<Amount>; 2],
    /// A jackpot won on a ball within the threshold while the balances were unknown: its
    /// payment's amount cannot be judged.
    jackpot_unknown: [bool; 2],
    /// This partida's deductions for the jackpots.
    deducted: [Amount; 2],
    /// The valid balls, in the order drawn (for the study).
    order: Vec<u8>,
    /// The partida's first claim verified good that the balls did not complete (BG004), the
    /// finding's index: the draw is then in doubt (a `ball` line may be lost), and a later such
    /// claim is a label on it.
    incomplete: Option<usize>,
    /// The balls (counts) at which a claim verified good could not be counted (its card unknown
    /// or incomplete), per combination: a prize won on that ball has its share in doubt.
    doubt: [Vec<u32>; 2],
}

/// Replays a bingo session.
pub struct Table<'g> {
    g: &'g BingoGame,
    pct: [Percent; 2],
    /// The series and cards of the session ([`cards`]).
    cards: Cards,
    /// Boxed: the engine takes the partida out and puts it back around most events (to lend
    /// it beside `self`), and moving the whole of it each time was a twentieth of the check.
    partida: Option<Box<Partida>>,
    /// The previous partida, while its double cards' prizes may still be paid.
    previous: Option<(Box<Partida>, bool)>,
    /// Double cards carried into the next partida.
    carried: Vec<Run>,
    /// What is carried into the next partida is unknown, and the sales that may be in it.
    carried_unknown: Option<Vec<(String, u32, u32)>>,
    /// Acumulativo: the jackpots' balances (line, bingo), once known.
    jackpots: Option<[Amount; 2]>,
    caps: [Amount; 2],
    /// The table's study ([`super::study`]).
    study: BingoStudy,
    /// A line could not be read: a claim on a card with no `card` line may be on that line's.
    lost_line: bool,
}

/// The first card of `first..=last` that is not among `new` (the ranges of it not sold before,
/// in order), if any: a card the line sells again.
fn first_not_new(first: u32, last: u32, new: &[(u32, u32)]) -> Option<u32> {
    let mut next = u64::from(first);
    for &(a, b) in new {
        if u64::from(a) > next {
            break;
        }
        next = next.max(u64::from(b) + 1);
    }
    (next <= u64::from(last)).then(|| u32::try_from(next).ok()).flatten()
}

/// A percentage of the header (`9.5`) as each language writes a number: `9,5` in Spanish (the
/// header's own form stays in the log lines that quote it).
fn pct_words(pct: Percent) -> Text {
    let en = pct.to_string();
    let es = en.replace('.', ",");
    Text::by_lang(en, es)
}

fn pct_of(amount: Amount, pct: Ratio<i64>, rounding: Rounding) -> Amount {
    let num = i128::from(amount.0) * i128::from(*pct.numer());
    let den = i128::from(*pct.denom()) * 100;
    Amount(i64::try_from(rounding.divide(num, den)).unwrap_or(i64::MAX))
}

fn key_text(key: &Key) -> String {
    card_text(&key.series, key.number)
}

fn card_text(series: &str, number: u32) -> String {
    format!("{series}-{number}")
}

impl<'g> Table<'g> {
    pub fn new(g: &'g BingoGame, table: &TableConfig, pct: [Percent; 2]) -> Table<'g> {
        let caps = match &g.spec.acumulativo {
            Some(a) => {
                let conv = |pesetas: i64| {
                    let cents = i128::from(pesetas) * 100;
                    if table.currency.eq_ignore_ascii_case("ESP") {
                        return Amount(i64::try_from(cents).unwrap_or(i64::MAX));
                    }
                    let rate = a.caps.pesetas_per_euro.0;
                    let v = a.caps.rounding.divide(cents * i128::from(*rate.denom()), i128::from(*rate.numer()));
                    Amount(i64::try_from(v).unwrap_or(i64::MAX))
                };
                [conv(a.caps.line_pesetas), conv(a.caps.bingo_pesetas)]
            }
            None => [Amount(i64::MAX); 2],
        };
        Table {
            g,
            pct,
            cards: Cards::new(g.spec.series_remembered.unwrap_or(cards::SERIES_REMEMBERED)),
            partida: None,
            previous: None,
            carried: Vec::new(),
            carried_unknown: None,
            jackpots: None,
            caps,
            study: BingoStudy::default(),
            lost_line: false,
        }
    }

    fn acumulativo(&self) -> Option<&'g AcumulativoSpec> {
        self.g.spec.acumulativo.as_ref()
    }

    fn card_line(
        &mut self,
        card: &CardRef<'_>,
        rows: &[crate::log::event::Sp<crate::log::event::CardRow>; 3],
        at: Loc,
        out: &mut Vec<Finding>,
    ) {
        let spec = &self.g.spec;
        let key = self.cards.key_of(card);
        // Looked up once, for the check and the insertion.
        let Some(slot) = self.cards.vacant(&key) else {
            out.push(
                Finding::new(
                    "BG001",
                    Label::new(card.loc, t!("bg-card-here")),
                    t!("bg-card-twice", card = key_text(&key)),
                )
                .rule(spec.card.rule.clone()),
            );
            return;
        };
        let fault = shape_fault(rows, &spec.card, spec.balls.highest);
        if let Some((row, why)) = &fault {
            out.push(
                Finding::new(
                    "BG001",
                    Label::new(rows[*row].loc, t!("bg-card-here")),
                    t!("bg-card-shape", card = key_text(&key), why = why.clone()),
                )
                .label(at, t!("bg-card-line"))
                .expected(t!("bg-card-expected", per_row = spec.card.per_row, columns = spec.card.columns))
                .rule(spec.card.rule.clone()),
            );
        }
        slot.insert(Known { card: Card::from_rows(rows), bad: fault.is_some() });
    }

    fn start_partida(&mut self, loc: Loc, out: &mut Vec<Finding>) {
        self.end_partida(out);
        self.cards.new_partida();
        let mut p = Box::new(Partida {
            loc,
            series: HashMap::new(),
            sales: Amount::ZERO,
            units: 0,
            sales_unknown: false,
            doubles: Vec::new(),
            singles: Vec::new(),
            resold: Vec::new(),
            in_play: FxHashMap::default(),
            sold_unknown: Vec::new(),
            carry_unknown: false,
            unread: false,
            sold_any: false,
            carried_in: Vec::new(),
            played: false,
            drawn: [false; 256],
            balls: 0,
            announced: None,
            funded: false,
            at_cap: [false; 2],
            cap_unknown: false,
            won: [None; 2],
            winners: [Vec::new(), Vec::new()],
            over: None,
            after_end_reported: false,
            books: Books::default(),
            void: None,
            jackpot_award: [None; 2],
            jackpot_unknown: [false; 2],
            deducted: [Amount::ZERO; 2],
            order: Vec::new(),
            incomplete: None,
            doubt: [Vec::new(), Vec::new()],
        });
        if let Some(sold) = self.carried_unknown.take() {
            p.sales_unknown = true;
            p.sold_unknown = sold;
        }
        for run in std::mem::take(&mut self.carried) {
            p.sales = run.add_to(p.sales);
            p.units = p.units.saturating_add(run.count());
            p.in_play.entry(Rc::clone(&run.series)).or_default().add(run.first, run.last);
            p.carried_in.push(run);
        }
        self.partida = Some(p);
    }

    /// The partida is over: its prizes, its jackpots, and (unless its double cards' prizes may
    /// still come) its payments judged.
    fn end_partida(&mut self, out: &mut Vec<Finding>) {
        let Some(mut p) = self.partida.take() else { return };
        if !p.played {
            // No line of its own (its `round` line written twice, reported by the checker): what
            // it was given goes on to the next, and the previous partida still waits.
            self.carried = p.carried_in;
            self.carried_unknown = p.sales_unknown.then_some(p.sold_unknown);
            return;
        }
        self.fund(&mut p);
        self.owe(&mut p);
        self.study_partida(&p);
        self.retire(&p);
        self.carried = p.doubles.clone();
        self.carried_unknown = p.carry_unknown.then(|| p.sold_unknown.clone());
        // The previous double-card partida's payments are judged now, with what this one
        // paid that it does not owe.
        if let Some((mut prev, _)) = self.previous.take() {
            let mut keep = Vec::new();
            for paid in std::mem::take(&mut p.books.paid) {
                // A payment of a claim this partida already reported is its own consequence.
                let comb = paid.prize.combination();
                let mine = p.books.owed.iter().any(|o| o.key == paid.key && o.prize == paid.prize)
                    || p.books.reported.iter().any(|(k, c)| *k == paid.key && *c == comb);
                let theirs = prev.books.owed.iter().any(|o| o.key == paid.key && o.prize == paid.prize);
                if !mine && theirs {
                    prev.books.paid.push(paid);
                } else {
                    keep.push(paid);
                }
            }
            p.books.paid = keep;
            self.judge(&mut prev, out);
        }
        if !p.doubles.is_empty() && self.g.spec.double_cards.is_some() {
            self.previous = Some((p, true));
        } else {
            self.judge(&mut p, out);
        }
    }

    /// The partida is over: the cards it was the last partida of are retired ([`cards`]): its
    /// single cards, the double cards carried into it, and the sales it could not count unless
    /// they are carried into the next partida (they may be double cards).
    ///
    /// An annulled partida's own cards are not retired: B79 art. 10.V returns their price «y la
    /// restitución de éstos a la mesa», so they may be sold again. The double cards carried into
    /// it had their first game in the partida before, which was played.
    fn retire(&mut self, p: &Partida) {
        let own: &[Run] = if p.void.is_some() { &[] } else { &p.singles };
        // Looked up, not named: a series not remembered has no card declared to retire (its
        // `card` lines would have named it, and a series of the partida is not forgotten).
        for run in own.iter().chain(&p.carried_in) {
            if let Some(id) = self.cards.remembered(&run.series) {
                self.cards.retire(id, run.first, run.last);
            }
        }
        if !p.carry_unknown && p.void.is_none() {
            for (series, first, last) in &p.sold_unknown {
                if let Some(id) = self.cards.remembered(series) {
                    self.cards.retire(id, *first, *last);
                }
            }
        }
    }

    /// The partida's part of the table's study: its sales and what its article gives back to
    /// the players (the prizes' percentages and the jackpots' funding), its balls, the balls of
    /// its line and bingo. An annulled partida's cards are refunded and its draw not counted.
    fn study_partida(&mut self, p: &Partida) {
        if p.sales_unknown {
            return;
        }
        if p.void.is_some() {
            self.study.voided(p.sales);
            return;
        }
        let share = |x: Percent| Ratio::new(i128::from(*x.0.numer()), i128::from(*x.0.denom()) * 100);
        let mut back = Ratio::from_integer(0);
        for i in 0..2 {
            back += match self.acumulativo() {
                Some(a) if p.at_cap[i] => share(if i == 0 { a.prizes_at_cap.line } else { a.prizes_at_cap.bingo }),
                Some(a) => share(self.pct[i]) + share(if i == 0 { a.funding.line } else { a.funding.bingo }),
                None => share(self.pct[i]),
            };
        }
        self.study.sale(p.sales, back);
        self.study.draw(&p.order);
        if let Some(k) = p.won[0] {
            self.study.line_on(k as usize);
        }
        if let Some(k) = p.won[1] {
            self.study.bingo_on(k as usize);
        }
    }

    fn series(&mut self, series: &str, size: u32, face: Amount, double: bool) {
        if let Some(p) = self.partida.as_mut() {
            p.series.insert(series.to_owned(), (size, face, double));
        }
    }

    fn sold(&mut self, series: &crate::log::event::Word<'_>, first: u32, last: u32, at: Loc, out: &mut Vec<Finding>) {
        let spec = &self.g.spec;
        let Some(p) = self.partida.as_mut() else { return };
        p.sold_any = true;
        let Some(&(size, face, double)) = p.series.get(series.value) else {
            p.sales_unknown = true;
            p.carry_unknown = true;
            p.sold_unknown.push((series.value.to_owned(), first, last));
            out.push(
                Finding::new(
                    "BG010",
                    Label::new(series.loc, t!("bg-series-here")),
                    t!("bg-series-not-announced", series = series.value),
                )
                .label(at, t!("bg-sale"))
                .rule(spec.prizes.sale_rule.clone()),
            );
            return;
        };
        if first == 0 || first > last || last > size {
            // As for an unannounced series (§ 15): the partida's sales are unknown, and the
            // cards the line names may be in play.
            p.sales_unknown = true;
            p.carry_unknown = true;
            p.sold_unknown.push((series.value.to_owned(), first.min(last).max(1), first.max(last).max(1)));
            out.push(
                Finding::new(
                    "BG010",
                    Label::new(at, t!("bg-sale")),
                    t!("bg-sale-outside-series", series = series.value, first = first, last = last, size = size),
                )
                .rule(spec.prizes.sale_rule.clone()),
            );
            return;
        }
        let (shared, id) = self.cards.series(series.value);
        let new = p.in_play.entry(Rc::clone(&shared)).or_default().add(first, last);
        let mut reported = false;
        // A double card's second half, carried into this partida, sold again: one finding for
        // the line (on its first such card), and the half counted once.
        if let Some(d) = &spec.double_cards {
            let resold = p
                .carried_in
                .iter()
                .filter(|r| *r.series == *shared && r.first <= last && first <= r.last)
                .map(|r| r.first.max(first))
                .min();
            if let Some(n) = resold {
                out.push(
                    Finding::new(
                        "BG010",
                        Label::new(at, t!("bg-sale")),
                        t!("bg-double-half-resold", card = card_text(&shared, n)),
                    )
                    .rule(d.halves_rule.clone()),
                );
                reported = true;
            }
        }
        // A card sold for an earlier partida (over: the card retired) sold again: one finding
        // for the line, on its first such card. The sale is counted (the partida's sales are
        // what was sold: the prizes are their percentages), but the card is not in play: its
        // claims are judged as claims on a card not in play.
        if let Some(n) = self.cards.first_retired(id, first, last).filter(|_| !reported) {
            let rule = match &spec.double_cards {
                Some(d) if self.cards.was_double(id, n) => d.rule.clone(),
                _ => spec.card.single_use_rule.clone(),
            };
            p.resold.push((id, first, last, out.len()));
            out.push(
                Finding::new(
                    "BG010",
                    Label::new(at, t!("bg-sale")),
                    t!("bg-card-sold-earlier", card = card_text(&shared, n)),
                )
                .rule(rule),
            );
            reported = true;
        }
        // A card already sold in this partida sold again (a `sold` line written twice, most
        // often): one finding for the line, on its first such card, and the card counted once.
        if let Some(n) = first_not_new(first, last, &new).filter(|_| !reported) {
            out.push(
                Finding::new(
                    "BG010",
                    Label::new(at, t!("bg-sale")),
                    t!("bg-card-sold-again", card = card_text(&shared, n)),
                )
                .rule(spec.prizes.sale_rule.clone()),
            );
        }
        for (a, b) in new {
            let run = Run { series: Rc::clone(&shared), first: a, last: b, face };
            p.sales = run.add_to(p.sales);
            p.units = p.units.saturating_add(run.count());
            if double {
                self.cards.sold_double(id, a, b);
                p.doubles.push(run);
            } else {
                p.singles.push(run);
            }
        }
    }

    fn announce(&mut self, a: &Announcement, at: Loc, out: &mut Vec<Finding>) {
        let Some(mut p) = self.partida.take() else { return };
        self.fund(&mut p);
        p.announced = Some((*a, at));
        if p.cap_unknown && !p.sales_unknown {
            // A prize announced at the cap's percentage is read as the cap reached.
            let base = self.prizes(&p);
            p.at_cap = [true; 2];
            let capped = self.prizes(&p);
            for (i, ann) in [a.line.value, a.bingo.value].into_iter().enumerate() {
                p.at_cap[i] = ann == capped[i] && ann != base[i];
            }
        }
        if !p.sales_unknown {
            let prizes = self.prizes(&p);
            let wrong: Vec<_> = [(a.line, prizes[0], "line"), (a.bingo, prizes[1], "bingo")]
                .into_iter()
                .filter(|(ann, due, _)| ann.value != *due)
                .collect();
            if let Some((first, _, _)) = wrong.first() {
                let [line, bingo] = prizes;
                // In a partida a double card plays in, the prizes of each of its halves.
                let doubles = !p.doubles.is_empty() || !p.carried_in.is_empty();
                let rule = match &self.g.spec.double_cards {
                    Some(d) if doubles => d.prizes_rule.clone(),
                    _ => self.g.spec.prizes.rule.clone(),
                };
                out.push(
                    Finding::new(
                        "BG009",
                        Label::new(first.loc, t!("bg-announced-here")),
                        t!(
                            "bg-prizes-not-pct",
                            sales = p.sales,
                            line = line,
                            bingo = bingo,
                            line_pct = pct_words(self.pct[0]),
                            bingo_pct = pct_words(self.pct[1])
                        ),
                    )
                    .expected(Text::log_line(format!("prizes line={line} bingo={bingo}")))
                    .found(Text::log_line(format!("prizes line={} bingo={}", a.line.value, a.bingo.value)))
                    .rule(rule),
                );
            }
        }
        if let Some(acc) = self.acumulativo() {
            self.announce_jackpots(acc, &p, a, at, out);
        }
        self.partida = Some(p);
    }

    fn announce_jackpots(&self, acc: &AcumulativoSpec, p: &Partida, a: &Announcement, at: Loc, out: &mut Vec<Finding>) {
        // The announced maximum ball, within the scale.
        if let Some(step) = acc.scale.iter().find(|s| s.up_to.is_none_or(|u| p.units <= u)) {
            let checks = [(a.maxball_line, step.line, "maxball-line"), (a.maxball, step.bingo, "maxball")];
            for (m, scale, key) in checks {
                match m {
                    Some(m) if m.value > scale => out.push(
                        Finding::new(
                            "BG014",
                            Label::new(m.loc, t!("bg-announced-here")),
                            t!(
                                "bg-maxball-above-scale",
                                key = key,
                                announced = m.value,
                                scale = scale,
                                cards = p.units
                            ),
                        )
                        .expected(t!("bg-at-most", n = scale))
                        .found(Text::from(m.value))
                        .rule(acc.announce_rule.clone()),
                    ),
                    None if key == "maxball" => out.push(
                        Finding::new(
                            "BG014",
                            Label::new(at, t!("bg-announced-here")),
                            t!("bg-maxball-missing", scale = scale),
                        )
                        .rule(acc.announce_rule.clone()),
                    ),
                    _ => {}
                }
            }
        }
        // The jackpots announced: what a win in this partida would pay.
        let Some(j) = self.jackpots else { return };
        for (i, ann, key) in [(0, a.jackpot_line, "jackpot-line"), (1, a.jackpot_bingo, "jackpot-bingo")] {
            let held = acc.held_back_on == HeldBackOn::Both || i == 1;
            let due = if held { pct_of(j[i], Ratio::from_integer(100) - acc.held_back.0, acc.rounding) } else { j[i] };
            match ann {
                Some(x) if x.value == due => {}
                Some(x) => out.push(
                    Finding::new(
                        "BG015",
                        Label::new(x.loc, t!("bg-announced-here")),
                        t!("bg-jackpot-announced", key = key, announced = x.value, due = due, balance = j[i]),
                    )
                    .expected(Text::from(due))
                    .found(Text::from(x.value))
                    .rule(acc.payout_rule.clone()),
                ),
                None => out.push(
                    Finding::new(
                        "BG015",
                        Label::new(at, t!("bg-announced-here")),
                        t!("bg-jackpot-not-announced", key = key, due = due),
                    )
                    .rule(acc.announce_rule.clone()),
                ),
            }
        }
    }

    fn fund_line(&mut self, pair: &JackpotPair, out: &mut Vec<Finding>) {
        let Some(acc) = self.acumulativo() else { return };
        let Some(mut p) = self.partida.take() else { return };
        self.fund(&mut p);
        if self.jackpots.is_some() && !p.sales_unknown {
            for (i, x) in [pair.line, pair.bingo].into_iter().enumerate() {
                let Some(x) = x else { continue };
                let due = p.deducted[i];
                if x.value == due {
                    continue;
                }
                let cap = self.caps[i];
                let rule = match (p.at_cap[i], i) {
                    (true, 0) => acc.line_cap_rule.clone(),
                    (true, _) => acc.bingo_cap_rule.clone(),
                    _ => acc.funding_rule.clone(),
                };
                out.push(
                    Finding::new(
                        "BG012",
                        Label::new(x.loc, t!("bg-fund-here")),
                        t!(
                            "bg-fund-wrong",
                            key = if i == 0 { "line" } else { "bingo" },
                            found = x.value,
                            due = due,
                            sales = p.sales,
                            cap = cap
                        ),
                    )
                    .expected(Text::from(due))
                    .found(Text::from(x.value))
                    .rule(rule),
                );
            }
        }
        self.partida = Some(p);
    }

    fn jackpot_line(&mut self, pair: &JackpotPair, out: &mut Vec<Finding>) {
        let Some(acc) = self.acumulativo() else { return };
        let Some(j) = self.jackpots.as_mut() else {
            // The first: what earlier sessions left.
            let (Some(line), Some(bingo)) = (pair.line, pair.bingo) else { return };
            self.jackpots = Some([line.value, bingo.value]);
            return;
        };
        for (i, x) in [pair.line, pair.bingo].into_iter().enumerate() {
            let Some(x) = x else { continue };
            if x.value != j[i] {
                out.push(
                    Finding::new(
                        "BG013",
                        Label::new(x.loc, t!("bg-balance-here")),
                        t!(
                            "bg-balance-wrong",
                            key = if i == 0 { "line" } else { "bingo" },
                            found = x.value,
                            due = j[i]
                        ),
                    )
                    .expected(Text::from(j[i]))
                    .found(Text::from(x.value))
                    .rule(acc.actas_rule.clone()),
                );
                // One fault, one finding: the log's figure from here on.
                j[i] = x.value;
            }
        }
    }

    fn balls(&mut self, ev: &Event<'_>, balls: &crate::log::event::Balls<'_>, out: &mut Vec<Finding>) {
        let spec = &self.g.spec;
        let Some(mut p) = self.partida.take() else { return };
        if !p.funded && p.void.is_none() {
            self.fund(&mut p);
        }
        // The first ball of this line drawn before, reported (BG003), and the finding's index:
        // the others repeated in the line (a line written twice) are labels on it.
        let mut repeated: Option<usize> = None;
        // The draw begins: the prizes must have been announced after the sale (B79 art. 10.IV,
        // «el importe de los premios de línea y bingo»), unless a line of the partida could not
        // be read (it may have been the announcement: its M001 stands for it). A partida with no
        // sale of its own (double cards' second game) announces them at its first game's sale.
        if p.balls == 0 && p.sold_any && p.over.is_none() && p.void.is_none() && p.announced.is_none() && !p.unread {
            out.push(
                Finding::new("BG009", Label::new(ev.loc, t!("bg-first-ball")), t!("bg-prizes-not-announced"))
                    .expected(t!("bg-prizes-announcement-expected"))
                    .found(t!("bg-prizes-announcement-found"))
                    .rule(spec.prizes.rule.clone()),
            );
        }
        for b in balls.iter() {
            if let Some(end) = p.over.or(p.void) {
                if !p.after_end_reported {
                    p.after_end_reported = true;
                    out.push(
                        Finding::new(
                            "BG008",
                            Label::new(ev.loc, t!("bg-ball-here")),
                            t!("bg-after-end", keyword = "ball"),
                        )
                        .label(end, t!("bg-partida-ended"))
                        .rule(if p.void.is_some() {
                            spec.prizes.void_rule.clone()
                        } else {
                            spec.claims_rule.clone()
                        }),
                    );
                }
                break;
            }
            let n = b.value;
            if n != 0 && n <= spec.balls.highest && p.drawn[usize::from(n)] {
                // Not counted as an extraction: the ball was out already.
                match repeated.and_then(|i| out.get_mut(i)).filter(|f| f.code == "BG003") {
                    Some(f) => f.secondary.push(Label::new(b.loc, t!("bg-ball-again", ball = n))),
                    None => {
                        repeated = Some(out.len());
                        out.push(
                            Finding::new("BG003", Label::new(b.loc, t!("bg-ball-here")), t!("bg-ball-twice", ball = n))
                                .rule(spec.balls.rule.clone()),
                        );
                    }
                }
                continue;
            }
            p.balls += 1;
            if n == 0 || n > spec.balls.highest {
                out.push(
                    Finding::new(
                        "BG002",
                        Label::new(b.loc, t!("bg-ball-here")),
                        t!("bg-ball-range", ball = n, highest = spec.balls.highest),
                    )
                    .expected(t!("bg-ball-expected", highest = spec.balls.highest))
                    .found(Text::from(n))
                    .rule(spec.balls.rule.clone()),
                );
                continue;
            }
            p.drawn[usize::from(n)] = true;
            p.order.push(n);
        }
        self.partida = Some(p);
    }

    fn pay(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        let EventKind::Settle { action, seat, bet, amount } = &ev.kind else { return };
        let spec = &self.g.spec;
        let prize = Prize::of(bet.kind.value).filter(|_| bet.target.is_none() && !bet.prison);
        let key = self.cards.parse_key(seat.value);
        let (Some(prize), Some(key), SettleAction::Pay) = (prize, key, action.value) else {
            let hint = if action.value == SettleAction::Pay {
                did_you_mean_text(bet.kind.value, &PRIZES)
            } else {
                Text::verbatim("")
            };
            out.push(
                Finding::new(
                    "BG016",
                    Label::new(ev.loc, t!("bg-not-a-prize-label")),
                    t!("bg-not-a-prize", keyword = action.value.as_str(), hint = hint),
                )
                .expected(t!("bg-prize-expected"))
                .rule(spec.prizes.rule.clone()),
            );
            return;
        };
        let Some(p) = self.partida.as_mut() else { return };
        if let Some(v) = p.void {
            if !p.after_end_reported {
                p.after_end_reported = true;
                out.push(
                    Finding::new("BG008", Label::new(ev.loc, t!("bg-paid-here")), t!("bg-after-end", keyword = "pay"))
                        .label(v, t!("bg-partida-ended"))
                        .rule(spec.prizes.void_rule.clone()),
                );
            }
            return;
        }
        self.study.paid(amount.value);
        p.books.paid.push(Paid { key, prize, amount: amount.value, loc: ev.loc });
    }
}

fn rule_of(spec: &crate::catalog::bingo::BingoSpec, c: Combination) -> String {
    match c {
        Combination::Line => spec.line_rule.clone(),
        Combination::Bingo => spec.bingo_rule.clone(),
    }
}

impl Engine for Table<'_> {
    fn event(&mut self, ev: &Event<'_>, out: &mut Vec<Finding>) {
        if !matches!(ev.kind, EventKind::Round { .. } | EventKind::SessionClose { .. }) {
            if let Some(p) = self.partida.as_mut() {
                p.played = true;
            }
        }
        match &ev.kind {
            EventKind::Round { .. } => self.start_partida(ev.loc, out),
            EventKind::SessionClose { .. } => self.end_partida(out),
            EventKind::Bingo(b) => match b {
                BingoEvent::Card { card, rows } => self.card_line(card, rows, ev.loc, out),
                BingoEvent::Series { series, size, face, double } => {
                    self.series(series.value, size.value, face.value, double.is_some())
                }
                BingoEvent::Sold { series, first, last } => self.sold(series, first.value, last.value, ev.loc, out),
                BingoEvent::Prizes(a) => self.announce(a, ev.loc, out),
                BingoEvent::Jackpot(pair) => self.jackpot_line(pair, out),
                BingoEvent::Fund(pair) => self.fund_line(pair, out),
                BingoEvent::Ball(balls) => self.balls(ev, balls, out),
                BingoEvent::Claim { combination, card, good } => {
                    self.claim(combination.value, card, good.value, ev.loc, out)
                }
            },
            EventKind::Wheel(WheelEvent::Void { .. }) => {
                if let Some(p) = self.partida.as_mut() {
                    if p.void.is_none() {
                        p.void = Some(ev.loc);
                        // Annulled: its double cards are not carried (this partida was their
                        // only one), and the cards' price returned, its sales fund nothing (a
                        // deduction made is undone).
                        let doubles = std::mem::take(&mut p.doubles);
                        p.singles.extend(doubles);
                        if let Some(j) = self.jackpots.as_mut() {
                            for (balance, d) in j.iter_mut().zip(p.deducted) {
                                *balance = balance.saturating_sub(d);
                            }
                        }
                        p.deducted = [Amount::ZERO; 2];
                    }
                }
            }
            EventKind::Settle { .. } => self.pay(ev, out),
            EventKind::Bet { .. } => out.push(
                Finding::new(
                    "BG016",
                    Label::new(ev.loc, t!("bg-not-a-prize-label")),
                    t!("bg-not-a-prize", keyword = "bet", hint = Text::verbatim("")),
                )
                .expected(t!("bg-prize-expected"))
                .rule(self.g.spec.prizes.rule.clone()),
            ),
            _ => {}
        }
        // Said once, on the line that named the series that made one too many.
        if let Some(window) = self.cards.first_forgotten() {
            out.push(Finding::new(
                "BG017",
                Label::new(ev.loc, t!("bg-series-forgotten-here")),
                t!("bg-series-forgotten", window = window),
            ));
        }
    }

    fn unreadable(&mut self, _at: Loc) {
        self.lost_line = true;
        match self.partida.as_mut() {
            Some(p) => {
                p.carry_unknown = true;
                p.unread = true;
            }
            // Outside a partida it may have been a `round` line: the sales of the partida it
            // opened, and what that one carried, are unknown.
            None => {
                self.carried_unknown.get_or_insert_with(Vec::new);
            }
        }
        // The line may have been a sale, a fund or a winning claim: the jackpots' balances are
        // unknown until the next `jackpot` line gives them.
        if self.acumulativo().is_some() {
            self.jackpots = None;
        }
    }

    fn finish(&mut self, _closed: bool, out: &mut Vec<Finding>) {
        self.end_partida(out);
        if let Some((mut prev, _)) = self.previous.take() {
            self.judge(&mut prev, out);
        }
    }

    fn study(&self) -> Option<crate::study::GameStudy> {
        Some(self.study.game_study())
    }

    fn study_money(&self) -> Option<crate::study::Money> {
        Some(self.study.money())
    }

    fn study_views(&self) -> Vec<crate::study::View> {
        self.study.views()
    }
}

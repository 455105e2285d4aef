//! A hand judged at its end: the uncalled bets given back, the pots by contribution level
//! (side pots when a player is all in, «jugarán en proporción a la cantidad apostada»), the take
//! deducted, each pot's winners from the cards (`Ranking::best`, never the log's word), the tie
//! splits, and what the `pay` lines gave against it: one finding per fault.

use smallvec::SmallVec;

use super::engine::{Table, pct_floor};
use super::round::{Hand, MAX_HOLE};
use super::spec::{OddChip, ShowUncontested, TakeOption, TieSplit};
use super::study::Ending;
use crate::engine::poker::hand::{BoardCounts, HandValue};
use crate::finding::{Finding, Label, Severity};
use crate::log::card::Card;
use crate::log::event::Loc;
use crate::money::Amount;
use crate::t;

/// One value a player of the hand, inline: a table seats ten at most (a longer log spills to
/// the heap and is judged the same), and a hand's end allocated a dozen vectors of them.
type PerPlayer<T> = SmallVec<[T; 10]>;

/// A pot: its money (after the take) and its level: the players who can win it are those
/// who may win the hand and put in at least the level (kept as the level, not a list: the
/// hand's end built a list per pot, and a hand without an all-in has one pot, everyone's).
struct Pot {
    amount: Amount,
    level: Amount,
}

impl Pot {
    fn eligible(&self, rows: &[Row], i: usize) -> bool {
        rows.get(i).is_some_and(|r| r.may_win && r.contrib >= self.level)
    }
}

/// The players the hand's end keeps its per-player values for in plain arrays (a table seats
/// ten at most; a longer hand's values go to the heap, judged the same): each index of a small
/// vector asked whether it had spilled.
pub(super) const INLINE: usize = 10;

/// `n` slots of `init` in `arr` where they fit, else in `heap` (made for them).
pub(super) fn slots<'a, T: Copy>(arr: &'a mut [T; INLINE], heap: &'a mut Vec<T>, n: usize, init: T) -> &'a mut [T] {
    match arr.get_mut(..n) {
        Some(s) => s,
        None => {
            *heap = vec![init; n];
            heap
        }
    }
}

/// The rows' one pot, where they make one, found in the walk that makes their contributions
/// (three more walks in [`pots_of`] before).
struct OneLevel {
    /// The first contribution of a row that may win.
    first: Option<Amount>,
    /// Every row that may win put in `first`.
    same: bool,
    /// Every row's contribution, from zero up, summed (saturating) in the rows' order.
    money: Amount,
}

/// What the hand's end needs of one player, gathered in one pass.
#[derive(Clone, Copy)]
struct Row {
    /// Put in, less the forced bets given back and a call's chips beyond the highest total.
    base: Amount,
    /// What should have come back to it uncalled.
    back: Amount,
    /// Its money in the pots: `base` and the excess, less `back`.
    contrib: Amount,
    /// Dealt in and not folded: it may win a pot.
    may_win: bool,
    /// Dealt in ([`Hand::dealt_in`], read once: it asks the hole cards' small vector).
    dealt: bool,
}

impl Row {
    const EMPTY: Row =
        Row { base: Amount::ZERO, back: Amount::ZERO, contrib: Amount::ZERO, may_win: false, dealt: false };
}

/// The pots by contribution level (before the take): a main pot every player still in shares,
/// then a side pot above each all-in player's level.
///
/// `eligible` counts the rows that may win (the hand's end counted them, not collected them);
/// `one` is the hand's end's [`OneLevel`] of the rows, made in its walk that made them.
fn pots_of(rows: &[Row], eligible: usize, one: &OneLevel) -> SmallVec<[Pot; 4]> {
    let mut pots: SmallVec<[Pot; 4]> = SmallVec::new();
    // One level (uncontested, or every player in put the same: no all-in below the others):
    // one pot of everyone's money, the levels not sorted.
    let first = one.first.unwrap_or(Amount::ZERO);
    if eligible == 1 || one.same {
        let amount = one.money;
        // Uncontested, the one player left wins it whatever he put in.
        let level = if eligible == 1 { Amount(i64::MIN) } else { first };
        pots.push(Pot { amount, level });
        return pots;
    }
    // The levels, sorted and each once, in a plain array (on the heap past ten).
    let (mut levels_arr, mut levels_heap) = ([Amount::ZERO; INLINE], Vec::new());
    let levels_buf = slots(&mut levels_arr, &mut levels_heap, eligible, Amount::ZERO);
    let mut k = 0;
    for r in rows {
        if r.may_win
            && let Some(slot) = levels_buf.get_mut(k)
        {
            *slot = r.contrib;
            k += 1;
        }
    }
    let levels_all = levels_buf.get_mut(..k).unwrap_or_default();
    // Equal levels are the same value: the unstable sort orders them as the stable one.
    levels_all.sort_unstable();
    let mut d = 0;
    // By index: the slice is read at `j` and written at `d` (below it) in the one walk.
    #[allow(clippy::needless_range_loop)]
    for j in 0..levels_all.len() {
        if d == 0 || levels_all[j] != levels_all[d - 1] {
            levels_all[d] = levels_all[j];
            d += 1;
        }
    }
    let levels: &[Amount] = levels_all.get(..d).unwrap_or_default();
    // Each level's money, the rows walked once (each row's share of every level, each level's
    // sum in the rows' order as before, when each level walked every row): from zero up, the
    // levels rise, so that a row at or under a level's base has no share in it or above.
    let (mut amounts_arr, mut amounts_heap) = ([Amount::ZERO; INLINE], Vec::new());
    let amounts = slots(&mut amounts_arr, &mut amounts_heap, d, Amount::ZERO);
    let rising = levels.first().is_some_and(|&l| l >= Amount::ZERO);
    for r in rows {
        let c = r.contrib;
        let mut prev = Amount::ZERO;
        for (k, (&lv, a)) in levels.iter().zip(amounts.iter_mut()).enumerate() {
            // Its share is `c − c` here and at every level above: none.
            if rising && c <= prev {
                break;
            }
            let last = k + 1 == d;
            let upper = if last { c } else { c.min(lv) };
            *a = a.saturating_add(upper.saturating_sub(c.min(prev)).max(Amount::ZERO));
            prev = lv;
        }
    }
    for (&lv, &amount) in levels.iter().zip(amounts.iter()) {
        if amount > Amount::ZERO || pots.is_empty() {
            pots.push(Pot { amount, level: lv });
        }
    }
    pots
}

/// A player whose best hand the study counts where the whole board came out: dealt in, its two
/// hole cards seen.
fn studied(h: &Hand, i: usize) -> bool {
    h.dealt_in(i) && h.players[i].hole.len() == 2 && h.players[i].hole.iter().all(|c| c.0.is_some())
}

impl Table<'_> {
    pub(super) fn judge(&mut self, h: &mut Hand, at: Loc, out: &mut Vec<Finding>) {
        if h.players.is_empty() {
            return;
        }
        let end = h.first_pay.unwrap_or(if h.last_line == Loc::default() { at } else { h.last_line });
        if h.dealt() {
            self.tally.hand_dealt();
        }
        if let Some(v) = h.void {
            self.judge_void(h, v, out);
            self.tally.ending(Ending::Void, 0);
            return;
        }
        if !h.deal_judged && (h.dealt() || h.begun_betting) {
            self.judge_deal_at_end(h, end, out);
        }
        Self::close_interval(h, end, true, &|c| self.emits(c), out);
        let h: &Hand = h;
        let n = h.players.len();
        // One pass over the players for what every pot needs of each (who may win, what came
        // back uncalled): the hand's end collected a dozen per-player vectors, one pass each.
        // The players who may win, counted (walked below as the rows that may win: a vector
        // of their indices cost its pushes and its spill checks at every hand).
        let mut eligible = 0usize;
        let (mut rows_arr, mut rows_heap) = ([Row::EMPTY; INLINE], Vec::new());
        let rows = slots(&mut rows_arr, &mut rows_heap, n, Row::EMPTY);
        // The highest base (the first seat of it) and the highest of the others'.
        let mut top: Option<(usize, Amount)> = None;
        let mut second: Option<Amount> = None;
        for (i, (p, r)) in h.players.iter().zip(rows.iter_mut()).enumerate() {
            let dealt = h.dealt_in(i);
            let may_win = dealt && p.folded.is_none();
            eligible += usize::from(may_win);
            // The bets nobody called (and a call's chips beyond the highest total) go back.
            let base = p.put.saturating_sub(p.returned_forced).saturating_sub(p.overcall);
            match top {
                Some((_, t)) if base <= t => second = Some(second.map_or(base, |s| s.max(base))),
                // The old top is at least every base before it.
                Some((_, t)) => {
                    second = Some(t);
                    top = Some((i, base));
                }
                None => top = Some((i, base)),
            }
            *r = Row { base, back: p.overcall, contrib: Amount::ZERO, may_win, dealt };
        }
        if eligible == 0 {
            return;
        }
        let second = second.unwrap_or(Amount::ZERO);
        if let Some((t, top_base)) = top
            && h.players[t].folded.is_none()
            && top_base > second
            && let Some(r) = rows.get_mut(t)
        {
            r.back = r.back.saturating_add(top_base.saturating_sub(second));
        }
        let mut money_reported = false;
        let mut hand_money = Amount::ZERO;
        let mut one = OneLevel { first: None, same: true, money: Amount::ZERO };
        for (p, r) in h.players.iter().zip(rows.iter_mut()) {
            let want_back = r.back;
            r.contrib = r.base.saturating_add(p.overcall).saturating_sub(want_back);
            hand_money = hand_money.saturating_add(r.contrib);
            one.money = one.money.saturating_add(r.contrib.max(Amount::ZERO));
            if r.may_win {
                match one.first {
                    None => one.first = Some(r.contrib),
                    Some(f) => one.same &= r.contrib == f,
                }
            }
            if p.returned == want_back {
                continue;
            }
            if p.returned < want_back && p.returned < p.overcall && self.emits("PC007") {
                out.push(
                    Finding::new(
                        "PC007",
                        Label::new(p.overcall_at.unwrap_or(end), t!("pc-label-call")),
                        t!("pc-overcall-kept", seat = p.name.clone(), excess = p.overcall),
                    )
                    .expected(t!("pc-expect-return", amount = p.overcall))
                    .rule_opt(self.g.rule(&["pc.err.oversize_chip"])),
                );
                money_reported = true;
            } else if self.emits("PC027") {
                let msg = if p.returned > want_back {
                    t!("pc-return-too-much", seat = p.name.clone(), returned = p.returned, want = want_back)
                } else {
                    t!("pc-uncalled-kept", seat = p.name.clone(), amount = want_back.saturating_sub(p.returned))
                };
                out.push(
                    Finding::new("PC027", Label::new(end, t!("pc-label-hand-end")), msg)
                        .expected(t!("pc-expect-return", amount = want_back)),
                );
                money_reported = true;
            }
        }
        let rows: &[Row] = rows;
        let take = h.take_total();
        self.tally.into_pots(hand_money);
        // A hand won without a showdown, where the article takes nothing from it, is judged
        // below (its take should be none).
        let untaken = !self.g.spec.take.uncontested && eligible < 2;
        if self.take == TakeOption::Hand && !untaken {
            if let Some(pct) = &self.g.spec.take.hand_pct {
                self.tally.allowed(pct_floor(hand_money, pct));
            }
            self.judge_hand_take(h, hand_money, take, end, out);
        }

        let mut pots = pots_of(rows, eligible, &one);
        // The take comes out of the main pot first (the cagnotte is taken from the pot every
        // player shares), then the side pots in order.
        let mut left = take;
        for p in &mut pots {
            let cut = left.min(p.amount);
            p.amount = p.amount.saturating_sub(cut);
            left = left.saturating_sub(cut);
        }

        let contested = eligible > 1;
        if !contested {
            self.judge_uncontested_take(h, take, end, out);
        }
        // The showdown's order matters only to a showdown: a pot won uncontested has one winner,
        // and no odd chip to give.
        let (mut order_arr, mut order_heap) = ([0usize; INLINE], Vec::new());
        let order_buf = slots(&mut order_arr, &mut order_heap, n, 0);
        let order_len = if contested { self.showdown_order(h, rows, order_buf) } else { 0 };
        let order: &[usize] = order_buf.get(..order_len).unwrap_or_default();
        if contested {
            self.judge_showdown(h, rows, order, out);
        } else if let Some(&(i, loc)) = h.showdown.first()
            && h.players[i].shown.is_some()
            && self.g.spec.play.show_uncontested == ShowUncontested::Warn
            && self.emits("PC023")
        {
            out.push(
                Finding::new(
                    "PC023",
                    Label::new(loc, t!("pc-label-show")),
                    t!("pc-show-uncontested", seat = h.players[i].name.clone()),
                )
                .expected(t!("pc-expect-no-show")),
            );
        }

        // Each player's best hand, from the cards dealt (or shown, where the deal was not seen):
        // a showdown weighs every hand (its awards, a show's named five, a wrong winner's
        // finding); a hand won uncontested only the study's (below), where the whole board came
        // out. Else no hand is valued.
        let whole_board = h.board.len() == 5;
        let (mut values_arr, mut values_heap) = ([None; INLINE], Vec::new());
        let values_buf = slots(&mut values_arr, &mut values_heap, n, None);
        // The board's cards copied into a fixed array (a collect into a small vector went
        // through `extend`, its spill asked a card); a board past eight (never dealt) collected.
        let board_buf: SmallVec<[Card; 8]>;
        let mut board_arr;
        let board: &[Card] = match h.board.as_slice() {
            [] => &[],
            cards @ [(first, _), ..] if cards.len() <= 8 => {
                board_arr = [*first; 8];
                for (slot, (c, _)) in board_arr.iter_mut().zip(cards) {
                    *slot = *c;
                }
                &board_arr[..cards.len()]
            }
            cards => {
                board_buf = cards.iter().map(|b| b.0).collect();
                &board_buf
            }
        };
        // In a showdown the awards weigh the hands of the players still in (and a show's named
        // five, PC051); a folded player's hand only the study, or a wrong award's finding (which
        // values the rest below, when it is written).
        let weighed = |i: usize| rows.get(i).is_some_and(|r| r.may_win) || h.players[i].shown.is_some();
        // The table of sevens (Murcia's sintético), asked once for the hand's players, and the
        // whole board's sums for it.
        let sevens = self.fives.as_ref().filter(|t| t.sevens_of(&self.g.ranking));
        // The table of fives (Valencia's sintético), asked once too.
        let twos = self.fives.as_ref().filter(|t| t.fives_of(&self.g.ranking));
        let seven_board = match sevens {
            Some(_) if whole_board => self.g.ranking.board_sevens(board, self.g.selection),
            _ => None,
        };
        // The board counted once for all the players: at once where every player's value asks it
        // (no table of sevens), else when a player's value first does (with the table, none
        // may: some five hundred instructions a hand).
        let count =
            || if contested || whole_board { self.g.ranking.board_counts(board, self.g.selection) } else { None };
        let counted_now = if seven_board.is_none() { count() } else { None };
        let counted_once = std::cell::OnceCell::new();
        let counted = || match seven_board {
            None => counted_now.as_ref(),
            Some(_) => counted_once.get_or_init(count).as_ref(),
        };
        if contested || whole_board {
            for (i, (p, v)) in h.players.iter().zip(values_buf.iter_mut()).enumerate() {
                // The hole read once (each look at it asked whether it spilled): `studied` and
                // `weighed` asked of it in place.
                let hole = p.hole.as_slice();
                let studied =
                    whole_board && rows.get(i).is_some_and(|r| r.dealt) && matches!(hole, [(Some(_), _), (Some(_), _)]);
                if studied || (contested && (rows.get(i).is_some_and(|r| r.may_win) || p.shown.is_some())) {
                    // Two hole cards seen (nearly every player): valued here, as `value_of`
                    // would, without its call; a seven looked up where the table tells it, as
                    // `best_value_on` gives it on the board counted (which then need not be).
                    *v = match hole {
                        [(Some(a), _), (Some(b), _)] => {
                            match sevens
                                .zip(seven_board.as_ref())
                                .and_then(|(t, s)| self.g.ranking.seven_value(*a, *b, s, t))
                            {
                                Some(v) => Some(v),
                                None => match counted() {
                                    // Valencia's two own cards: its fives looked up inline.
                                    Some(c) => match twos.and_then(|t| self.g.ranking.two_value(*a, *b, c, t)) {
                                        Some(v) => Some(v),
                                        None => self.g.ranking.best_value_on(&[*a, *b], c, self.fives.as_ref()),
                                    },
                                    None => self.value_of(h, i, board, None),
                                },
                            }
                        }
                        _ => self.value_of(h, i, board, counted()),
                    };
                }
                // Every dealt hand's best combination, where the whole board came out (the
                // study's test against the exact distribution: two hole cards and five on the
                // board).
                if studied && let Some(v) = *v {
                    self.tally.best_hand(v);
                }
            }
        }
        let values: &[Option<HandValue>] = values_buf;
        if contested {
            self.explain_named(h, values, out);
        }
        // Who may win: in a showdown, the players who showed; uncontested, the last one in.
        let players = &h.players[..];
        let can_win = |i: usize| !contested || (players[i].shown.is_some() && players[i].mucked.is_none());
        let (mut expected_arr, mut expected_heap) = ([Amount::ZERO; INLINE], Vec::new());
        let expected = slots(&mut expected_arr, &mut expected_heap, n, Amount::ZERO);
        let mut tied = false;
        let mut judgeable = true;
        let rank = &self.g.ranking;
        // Each pot's winners, its contenders walked in place (not collected).
        let mut winners: PerPlayer<usize> = SmallVec::new();
        for pot in &pots {
            winners.clear();
            let contends = |i: usize| pot.eligible(rows, i) && can_win(i);
            let mut any = false;
            let mut unknown = false;
            let mut best: Option<HandValue> = None;
            // The winners gathered in the same walk (a second walk, through `extend` of a
            // filter, cost some four hundred instructions a hand): a better hand starts them
            // again, an equal one joins them, in the players' order either way.
            // Every player walked: `contends` asks whether it may win (a pot's eligibility does).
            // By index: the index is what `contends` asks of and what the winners keep.
            #[allow(clippy::needless_range_loop)]
            for i in 0..rows.len() {
                if !contends(i) {
                    continue;
                }
                any = true;
                if !contested {
                    winners.push(i);
                    continue;
                }
                match values[i] {
                    Some(v) => match best.map(|b| rank.compare(v, b)) {
                        Some(std::cmp::Ordering::Less) => {}
                        Some(std::cmp::Ordering::Equal) => {
                            // The last of the best, as `max_by` keeps it.
                            best = Some(v);
                            winners.push(i);
                        }
                        _ => {
                            best = Some(v);
                            winners.clear();
                            winners.push(i);
                        }
                    },
                    None => unknown = true,
                }
            }
            if !any {
                continue;
            }
            if contested && unknown {
                judgeable = false;
                continue;
            }
            if winners.len() > 1 {
                tied = true;
                // The literal split weighs the restos: one in doubt after an unreadable line
                // leaves the shares unknown, and the awards are not judged.
                if self.g.spec.play.tie_split == TieSplit::ProportionalToResto && !self.restos_known(h, &winners) {
                    judgeable = false;
                    continue;
                }
            }
            self.split(h, pot.amount, &winners, order, expected);
        }
        if !judgeable {
            return;
        }
        let ending = match (contested, tied) {
            (false, _) => Ending::Uncontested,
            (true, true) => Ending::Split,
            (true, false) => Ending::Showdown,
        };
        self.tally.ending(ending, pots.iter().filter(|p| p.amount > Amount::ZERO).count().max(1));
        if contested {
            for (e, v) in expected.iter().zip(values) {
                if *e > Amount::ZERO
                    && let Some(v) = *v
                {
                    self.tally.winner(v);
                }
            }
        }

        // The awards against the cards, and the money kept: what went in, what came back.
        let mut all_paid = true;
        let mut total = Amount::ZERO;
        let mut back = Amount::ZERO;
        let expected: &[Amount] = expected;
        for (p, e) in h.players.iter().zip(expected) {
            let paid = p.total_paid();
            all_paid &= paid == *e;
            total = total.saturating_add(p.put);
            back = back.saturating_add(p.returned).saturating_add(p.returned_forced).saturating_add(paid);
        }
        if all_paid {
            let house = total.saturating_sub(back).saturating_sub(take);
            let odd_house = self.g.spec.play.odd_chip == OddChip::House;
            if house != Amount::ZERO
                && !money_reported
                && !(odd_house && house > Amount::ZERO && house.0 < 10)
                && self.emits("PC027")
            {
                out.push(
                    Finding::new(
                        "PC027",
                        Label::new(end, t!("pc-label-hand-end")),
                        t!("pc-not-conserved", put = total, back = back, take = take),
                    )
                    .expected(t!("pc-expect-conserved")),
                );
            }
            return;
        }
        let paid: PerPlayer<Amount> = h.players.iter().map(|p| p.total_paid()).collect();
        // A wrong award's finding names the paid player's hand, a folded one's too: the values
        // the showdown did not weigh, computed now (as the study's were, for the same cards).
        if contested {
            for (i, v) in values_buf.iter_mut().enumerate() {
                if !(weighed(i) || (whole_board && studied(h, i))) {
                    *v = self.value_of(h, i, board, counted());
                }
            }
        }
        let values: &[Option<HandValue>] = values_buf;
        let first_over =
            (0..n).filter(|&i| paid[i] > expected[i]).min_by_key(|&i| h.players[i].paid.first().map(|p| p.2.offset));
        let loc_of = |i: usize| h.players[i].paid.first().map_or(end, |p| p.2);
        let winners: Vec<String> =
            (0..n).filter(|&i| expected[i] > Amount::ZERO).map(|i| h.players[i].name.as_str().to_owned()).collect();
        let want = awards_text(h, expected);
        let mut rule = None;
        let (code, loc, msg) = match first_over {
            Some(i) if !contested => (
                "PC037",
                loc_of(i),
                t!("pc-uncontested-wrong", seat = h.players[i].name.clone(), winner = winners.join(", ")),
            ),
            Some(i)
                if h.players[i].allin
                    && expected[i] > Amount::ZERO
                    && pots.iter().any(|p| p.amount > Amount::ZERO && !p.eligible(rows, i)) =>
            {
                (
                    "PC025",
                    loc_of(i),
                    t!("pc-allin-over", seat = h.players[i].name.clone(), paid = paid[i], want = expected[i]),
                )
            }
            Some(i)
                if expected[i] == Amount::ZERO
                    && (h.players[i].shown.is_none() || h.players[i].mucked.is_some())
                    && h.players[i].folded.is_none() =>
            {
                ("PC024", loc_of(i), t!("pc-not-shown-paid", seat = h.players[i].name.clone()))
            }
            // One pot shared between the winner and a player who does not tie with him: a
            // voluntary split («repartirse el bote voluntariamente»), not a wrong winner (with
            // side pots, a pot paid to the wrong hand while another went right is PC021).
            Some(i)
                if expected[i] == Amount::ZERO
                    && contested
                    && !tied
                    && pots.iter().filter(|p| p.amount > Amount::ZERO).count() == 1
                    && h.players[i].folded.is_none()
                    && (0..n).any(|j| expected[j] > Amount::ZERO && paid[j] > Amount::ZERO) =>
            {
                rule = self.g.rule(&["pc.prohib.no_voluntary_split", "msint.prohib.no_voluntary_split"]);
                let winner = winners.join(", ");
                (
                    "PC027",
                    loc_of(i),
                    t!("pc-voluntary-split", seat = h.players[i].name.clone(), paid = paid[i], winner = winner),
                )
            }
            Some(i) if expected[i] == Amount::ZERO => {
                let cat = values[i].map(|v| v.category().name());
                let win_cat =
                    (0..n).find(|&j| expected[j] > Amount::ZERO).and_then(|j| values[j]).map(|v| v.category().name());
                let msg = match (cat, win_cat) {
                    (Some(c), Some(w)) => t!(
                        "pc-wrong-winner",
                        seat = h.players[i].name.clone(),
                        cat = c,
                        winner = winners.join(", "),
                        wcat = w
                    ),
                    _ => t!("pc-wrong-winner-folded", seat = h.players[i].name.clone(), winner = winners.join(", ")),
                };
                let winner = (0..n).find(|&j| expected[j] > Amount::ZERO);
                rule = self.award_rule(h, i, winner, values);
                ("PC021", loc_of(i), msg)
            }
            Some(i) if tied => (
                "PC026",
                loc_of(i),
                t!("pc-tie-split", seat = h.players[i].name.clone(), paid = paid[i], want = expected[i]),
            ),
            Some(i) => (
                "PC027",
                loc_of(i),
                t!("pc-overpaid", seat = h.players[i].name.clone(), paid = paid[i], want = expected[i]),
            ),
            None => {
                let i = (0..n).find(|&i| paid[i] < expected[i]).unwrap_or(0);
                if tied && paid[i] > Amount::ZERO {
                    (
                        "PC026",
                        loc_of(i),
                        t!("pc-tie-split", seat = h.players[i].name.clone(), paid = paid[i], want = expected[i]),
                    )
                } else {
                    (
                        "PC027",
                        end,
                        t!("pc-underpaid", seat = h.players[i].name.clone(), paid = paid[i], want = expected[i]),
                    )
                }
            }
        };
        if self.emits(code) {
            let mut f = Finding::new(code, Label::new(loc, t!("pc-label-pay")), msg).expected(want).rule_opt(rule);
            for (p, e) in h.players.iter().zip(expected) {
                if *e > Amount::ZERO
                    && let Some((_, l)) = p.shown.as_ref()
                {
                    f = f.label(*l, t!("pc-label-winner-shown", seat = p.name.clone()));
                }
            }
            out.push(f);
        }
    }

    /// The rule a pot paid to player `i` (of value `paid`) instead of the best hand breaks, the
    /// one that decides between them: a player who folded or never showed was not the one the
    /// crupier had to hand the pot to; a `show` that names a better hand than the cards make is
    /// what the player said, which does not count (the cards speak); a low straight made with the
    /// ace is the ace's rule; colour above full on a short deck, the sintético's ranking; else the
    /// winner's category, or the tie-break of their one category (Murcia: its list of
    /// combinations).
    fn award_rule(&self, h: &Hand, i: usize, winner: Option<usize>, values: &[Option<HandValue>]) -> Option<String> {
        use crate::engine::poker::hand::{Category, Deck};
        use crate::log::card::Rank;
        let p_i = &h.players[i];
        let Some(p) = values[i].filter(|_| p_i.folded.is_none()) else {
            return self.g.rule(&["pc.pot.award", "msint.pot.award"]);
        };
        let w = winner?;
        let b = values[w]?;
        // The five cards a `show` names, where it names more than the hole cards.
        let named = |j: usize| {
            let pj = &h.players[j];
            let (shown, _) = pj.shown.as_ref()?;
            if shown.len() <= pj.hole.len() {
                return None;
            }
            let five: SmallVec<[Card; 5]> = shown.iter().copied().take(5).collect();
            self.g.ranking.evaluate(&five).ok()
        };
        // The one paid said a better hand than his cards make: what a player says does not count.
        if named(i).is_some_and(|v| self.g.ranking.compare(v, p).is_gt()) {
            return self.g.rule(&["pc.showdown.cards_speak", "msint.cards_speak"]);
        }
        // The winner's hand was announced as less than it is: the cards speak for themselves.
        if named(w).is_some_and(|v| self.g.ranking.compare(v, b).is_lt()) {
            return self.g.rule(&["pc.err.misannounce", "msint.cards_speak"]);
        }
        let low_top = match self.g.ranking.deck {
            Deck::Short28 => Rank::Jack,
            _ => Rank::Five,
        };
        if matches!(b.category(), Category::Straight | Category::StraightFlush)
            && !self.g.ranking.low_top_ace
            && b.key().first() == Some(&low_top)
        {
            return self.g.rule(&["sint.ace", "pc.ace", "msint.ace"]);
        }
        if self.g.ranking.color_over_full && b.category() == Category::Color && p.category() == Category::Full {
            return self.g.rule(&["sint.ranking", "pc.hand.short_deck"]);
        }
        let name = |c: Category| match c {
            Category::RoyalFlush => "royal",
            Category::StraightFlush => "straight_flush",
            Category::Poker => "poker",
            Category::Full => "full",
            Category::Color => "color",
            Category::Straight => "straight",
            Category::Trio => "trio",
            Category::TwoPair => "two_pair",
            Category::Pair => "pair",
            Category::HighCards => "high",
        };
        // Two hands of high cards are decided by «la carta mayor», the category's own rule.
        let own = if p.category() == b.category() && b.category() != Category::HighCards {
            format!("pc.tie.{}", name(b.category()))
        } else {
            format!("pc.hand.{}", name(b.category()))
        };
        self.g.rule(&[own.as_str(), "msint.ranking"])
    }

    /// A voided hand: every chip returned, nothing taken or paid (PC029).
    fn judge_void(&self, h: &Hand, v: Loc, out: &mut Vec<Finding>) {
        if h.after_void_reported || !self.emits("PC029") {
            return;
        }
        // Each seat and what it still has in the pot, the amounts in the reader's notation.
        let kept: Vec<crate::i18n::Text> = h
            .players
            .iter()
            .filter(|p| p.contributed() != Amount::ZERO || !p.paid.is_empty())
            .map(|p| t!("pc-award-item", seat = p.name.clone(), amount = p.contributed()))
            .collect();
        if !kept.is_empty() || !h.takes.is_empty() {
            let list = kept
                .into_iter()
                .rev()
                .reduce(|rest, item| t!("pc-award-more", first = item, rest = rest))
                .unwrap_or_else(|| crate::i18n::Text::verbatim("—"));
            out.push(
                Finding::new("PC029", Label::new(v, t!("pc-label-void")), t!("pc-void-kept", list = list))
                    .expected(t!("pc-expect-all-returned")),
            );
        }
    }

    fn judge_deal_at_end(&self, h: &mut Hand, at: Loc, out: &mut Vec<Finding>) {
        self.judge_deal(h, at, out);
    }

    /// A take from a hand won without a showdown where the article's `take.uncontested` says
    /// such a hand pays none: option a's PC018, Murcia's PC049, at the first take line.
    fn judge_uncontested_take(&self, h: &Hand, take: Amount, end: Loc, out: &mut Vec<Finding>) {
        if self.g.spec.take.uncontested || take == Amount::ZERO {
            return;
        }
        let code = match self.take {
            TakeOption::Interval => "PC018",
            TakeOption::Hand => "PC049",
            TakeOption::Session => return,
        };
        if !self.emits(code) {
            return;
        }
        let loc = h.takes.first().map_or(end, |t| t.1);
        out.push(
            Finding::new(code, Label::new(loc, t!("pc-label-take")), t!("pc-take-uncontested", take = take))
                .expected(t!("pc-expect-no-take")),
        );
    }

    /// Murcia: 3 % of the hand's money, rounded down, before the winner is paid (PC049; less
    /// is a warning).
    fn judge_hand_take(&self, h: &Hand, money: Amount, take: Amount, end: Loc, out: &mut Vec<Finding>) {
        let Some(pct) = &self.g.spec.take.hand_pct else { return };
        let want = pct_floor(money, pct);
        if take == want || !self.emits("PC049") {
            return;
        }
        let loc = h.takes.first().map_or(end, |t| t.1);
        let mut f = Finding::new(
            "PC049",
            Label::new(loc, t!("pc-label-take")),
            t!("pc-hand-take", take = take, money = money, pct = pct.to_string()),
        )
        .expected(t!("pc-expect-take", want = want));
        if take < want {
            f.severity = Severity::Warning;
        }
        out.push(f);
    }

    /// The showdown's order: the last bettor first, then each to his right (the order of
    /// play); with no bet in the hand, from the mano.
    ///
    /// Written into `order` (a slot a row), the number written returned.
    fn showdown_order(&self, h: &Hand, rows: &[Row], order: &mut [usize]) -> usize {
        let from = h.last_bettor.or_else(|| h.mano_index()).unwrap_or(0);
        let n = rows.len();
        // The players who may win from `from` round to it, in two plain walks: from the first of
        // them at or after `from` (as `Hand::next_from` finds it, a division a seat) is the same
        // order, those between not being in it.
        let from = from % n.max(1);
        let mut k = 0;
        let mut put = |i: usize, r: &Row| {
            if r.may_win
                && let Some(slot) = order.get_mut(k)
            {
                *slot = i;
                k += 1;
            }
        };
        for (i, r) in rows.iter().enumerate().skip(from) {
            put(i, r);
        }
        for (i, r) in rows.iter().enumerate().take(from) {
            put(i, r);
        }
        k
    }

    /// The showdown's lines in the order the article gives (PC022); the number of intervals
    /// (PC044).
    fn judge_showdown(&self, h: &Hand, rows: &[Row], order: &[usize], out: &mut Vec<Finding>) {
        if let Some(st) = &self.g.spec.street {
            let want = st.turned_before.len();
            // An interval in which fewer than two players could bet (the others all in or
            // folded) passes without a word: its card turned counts it.
            let able = h.players.iter().zip(rows).filter(|(p, r)| r.dealt && p.active()).count();
            let mut by_cards = 0;
            let mut turned = 0usize;
            for &n in &st.turned_before {
                turned += usize::from(n);
                by_cards += usize::from(turned <= h.board.len());
            }
            let intervals = if able < 2 { usize::from(h.intervals).max(by_cards) } else { usize::from(h.intervals) };
            if intervals != want && self.emits("PC044") {
                let loc = h.showdown.first().map_or(h.last_line, |s| s.1);
                out.push(
                    Finding::new(
                        "PC044",
                        Label::new(loc, t!("pc-label-showdown")),
                        t!("pc-intervals", n = intervals, want = want),
                    )
                    .expected(t!("pc-expect-intervals", want = want)),
                );
            }
        }
        for (k, &(i, loc)) in h.showdown.iter().enumerate() {
            if let Some(&want) = order.get(k)
                && want != i
            {
                if self.emits("PC022") {
                    out.push(
                        Finding::new(
                            "PC022",
                            Label::new(loc, t!("pc-label-show")),
                            t!(
                                "pc-showdown-order",
                                seat = h.players[i].name.clone(),
                                want = h.players[want].name.clone()
                            ),
                        )
                        .expected(t!("pc-expect-show-first", want = h.players[want].name.clone()))
                        // The first to show is the sintético's own rule where it has one; the
                        // others, «por turno … empezando por la derecha», the general rule's.
                        .rule_opt(if k > 0 {
                            self.g.rule(&["pc.showdown.order"])
                        } else {
                            None
                        }),
                    );
                }
                break;
            }
        }
    }

    /// The player's best hand under the article (`None`: its cards are not all known).
    fn value_of(&self, h: &Hand, i: usize, board: &[Card], counted: Option<&BoardCounts>) -> Option<HandValue> {
        let p = &h.players[i];
        let best = |hole: &[Card]| match counted {
            Some(b) => self.g.ranking.best_value_on(hole, b, self.fives.as_ref()),
            None => self.g.ranking.best_value(hole, board, self.g.selection),
        };
        // Two hole cards seen (the sintético's every hand): passed as they are.
        if let [(Some(a), _), (Some(b), _)] = p.hole.as_slice() {
            return best(&[*a, *b]);
        }
        // Every hole card seen (the deal's common case): read in place, not collected.
        if let Some(&(Some(first), _)) = p.hole.first()
            && p.hole.len() <= MAX_HOLE
        {
            let mut cards = [first; MAX_HOLE];
            let mut known = 0;
            for (slot, (c, _)) in cards.iter_mut().zip(&p.hole) {
                if let Some(c) = c {
                    *slot = *c;
                    known += 1;
                }
            }
            if known == p.hole.len() {
                return best(&cards[..known]);
            }
        }
        let mut hole: SmallVec<[Card; 7]> = p.hole.iter().filter_map(|(c, _)| *c).collect();
        if hole.len() < p.hole.len() || hole.is_empty() {
            // `??` dealt: the cards shown stand for them.
            hole = p.shown.as_ref().map(|(c, _)| c.iter().copied().take(p.hole.len().max(2)).collect())?;
        }
        best(&hole)
    }

    /// A show naming five cards other than the best the article makes of them (PC051: the
    /// selection explained).
    fn explain_named(&self, h: &Hand, values: &[Option<HandValue>], out: &mut Vec<Finding>) {
        if !self.emits("PC051") {
            return;
        }
        for (i, p) in h.players.iter().enumerate() {
            let Some((shown, loc)) = &p.shown else { continue };
            if shown.len() <= p.hole.len() {
                continue;
            }
            let named: SmallVec<[Card; 7]> =
                if shown.len() == 5 { shown.clone() } else { shown.iter().copied().take(5).collect() };
            let (Ok(v), Some(best)) = (self.g.ranking.evaluate(&named), values[i]) else { continue };
            if v == best {
                continue;
            }
            let board: SmallVec<[Card; 8]> = h.board.iter().map(|b| b.0).collect();
            let hole = p.known_hole();
            let Ok(b) = self.g.ranking.best(&hole, &board, self.g.selection) else { continue };
            let cards = b.cards.iter().map(Card::to_string).collect::<Vec<_>>().join(" ");
            let selection = match self.g.selection {
                crate::engine::poker::hand::Selection::AnyFive => t!("pc-selection-any-five"),
                crate::engine::poker::hand::Selection::Hole(k) => t!("pc-selection-hole", k = k),
            };
            out.push(
                Finding::new(
                    "PC051",
                    Label::new(*loc, t!("pc-label-show")),
                    t!(
                        "pc-named-hand",
                        seat = p.name.clone(),
                        named = v.category().name(),
                        best = best.category().name()
                    ),
                )
                .expected(t!("pc-expect-best-five", cards = cards, selection = selection)),
            );
        }
    }

    /// A pot's shares among its winners, per `tie_split` and `odd_chip`.
    fn split(&self, h: &Hand, amount: Amount, winners: &[usize], order: &[usize], expected: &mut [Amount]) {
        // One winner (nearly every pot): the whole amount his, as the shares below would give
        // it (its share the amount over one, no chip left), without collecting them.
        if let [w] = winners {
            if let Some(e) = expected.get_mut(*w) {
                *e = e.saturating_add(amount);
            }
            return;
        }
        if winners.is_empty() {
            return;
        }
        let k = winners.len() as i64;
        let mut shares: PerPlayer<(usize, i64)> = match self.g.spec.play.tie_split {
            TieSplit::ProportionalToResto if winners.len() > 1 => {
                let total: i128 = winners.iter().map(|&i| i128::from(h.players[i].start.0)).sum();
                if total <= 0 {
                    winners.iter().map(|&i| (i, amount.0 / k)).collect()
                } else {
                    winners
                        .iter()
                        .map(|&i| {
                            (
                                i,
                                i64::try_from(i128::from(amount.0) * i128::from(h.players[i].start.0) / total)
                                    .unwrap_or(0),
                            )
                        })
                        .collect()
                }
            }
            _ => winners.iter().map(|&i| (i, amount.0 / k)).collect(),
        };
        let left = amount.0 - shares.iter().map(|s| s.1).sum::<i64>();
        if left > 0 {
            self.odd_chips(h, left, winners, order, &mut shares);
        }
        // Read in place (an iterator by value moved the shares out first).
        for &(i, s) in &shares {
            if let Some(e) = expected.get_mut(i) {
                *e = e.saturating_add(Amount(s));
            }
        }
    }

    /// The odd chips of a split (`left` of them) given one each, in the order `odd_chip` says.
    fn odd_chips(&self, h: &Hand, left: i64, winners: &[usize], order: &[usize], shares: &mut [(usize, i64)]) {
        let chip_order: PerPlayer<usize> = match self.g.spec.play.odd_chip {
            OddChip::FirstInShowdownOrder => order.iter().copied().collect(),
            OddChip::FirstFromMano => {
                let m = h.mano_index().unwrap_or(0);
                let n = h.players.len();
                (0..n).map(|j| (m + j) % n).collect()
            }
            OddChip::House => PerPlayer::new(),
        };
        for i in
            chip_order.iter().filter(|i| winners.contains(i)).cycle().take(usize::try_from(left.max(0)).unwrap_or(0))
        {
            if let Some(s) = shares.iter_mut().find(|s| s.0 == *i) {
                s.1 += 1;
            }
        }
    }
}

/// The awards the cards give, as a sentence: each winner and its amount (in the reader's
/// notation for money).
fn awards_text(h: &Hand, expected: &[Amount]) -> crate::i18n::Text {
    let items: Vec<crate::i18n::Text> = (0..h.players.len())
        .filter(|&i| expected[i] > Amount::ZERO)
        .map(|i| t!("pc-award-item", seat = h.players[i].name.clone(), amount = expected[i]))
        .collect();
    let list = items.into_iter().rev().reduce(|rest, item| t!("pc-award-more", first = item, rest = rest));
    match list {
        Some(l) => t!("pc-expect-awards", list = l),
        None => t!("pc-expect-no-award"),
    }
}

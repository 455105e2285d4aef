//! Simulated chemin de fer and dos paños sessions, and their faults.
//!
//! A real shoe is shuffled and dealt: the players follow their rule (choosing at random on 5),
//! the banker chooses freely except where the article binds him (baccarà, a requested tableau),
//! every stake is settled on the result, the cagnotte is taken on the banker's winnings and the
//! bank is carried from coup to coup. A fault changes exactly one thing in one coup.

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::catalog::baccarat::{
    BaccaratSpec, BancoFreedom, CagnotteBase, PlayerBankSpec, SingleLivePano, TableauBinding, Variant,
};
use crate::engine::baccarat::BaccaratGame;
use crate::engine::baccarat::cards::point;
use crate::engine::baccarat::tableau::{Cell, PlayerMove};
use crate::log::card::{Card, Rank, Suit};
use crate::money::Amount;
use crate::sim::{Fault, LATE_EVENING, SimOptions, failure, possible_faults, shuffle};
use crate::t;

const ALL_FAULTS: &[Fault] = &[
    Fault { name: "card-not-in-shoe", code: "BC001", summary: "sim-fault-chemin-card-not-in-shoe" },
    Fault { name: "deal-order", code: "BC002", summary: "sim-fault-chemin-deal-order" },
    Fault { name: "illegal-draw", code: "BC003", summary: "sim-fault-chemin-illegal-draw" },
    Fault { name: "missed-draw", code: "BC004", summary: "sim-fault-chemin-missed-draw" },
    Fault { name: "banker-against-tableau", code: "BC005", summary: "sim-fault-chemin-banker-against-tableau" },
    Fault { name: "banker-missed-draw", code: "BC006", summary: "sim-fault-chemin-banker-missed-draw" },
    Fault { name: "draw-after-natural", code: "BC007", summary: "sim-fault-chemin-draw-after-natural" },
    Fault { name: "wrong-winner", code: "BC008", summary: "sim-fault-chemin-wrong-winner" },
    Fault { name: "wrong-payout", code: "BC009", summary: "sim-fault-chemin-wrong-payout" },
    Fault { name: "unpaid-winner", code: "BC012", summary: "sim-fault-chemin-unpaid-winner" },
    Fault { name: "duplicate-settlement", code: "BC013", summary: "sim-fault-chemin-duplicate-settlement" },
    Fault { name: "coup-after-stop-card", code: "BC022", summary: "sim-fault-chemin-coup-after-stop-card" },
    Fault { name: "cards-before-no-more", code: "BC029", summary: "sim-fault-chemin-cards-before-no-more" },
    Fault { name: "settlement-without-bet", code: "BC033", summary: "sim-fault-chemin-settlement-without-bet" },
    Fault { name: "first-card-face-up", code: "BC035", summary: "sim-fault-chemin-first-card-face-up" },
    Fault { name: "wrong-cagnotte", code: "BC040", summary: "sim-fault-chemin-wrong-cagnotte" },
    Fault { name: "too-few-players", code: "BC044", summary: "sim-fault-chemin-too-few-players" },
    Fault { name: "wrong-share", code: "BC045", summary: "sim-fault-chemin-wrong-share" },
    Fault { name: "bank-decreased", code: "BC046", summary: "sim-fault-chemin-bank-decreased" },
    Fault {
        name: "bank-over-authorised-maximum",
        code: "BC041",
        summary: "sim-fault-chemin-bank-over-authorised-maximum",
    },
    Fault { name: "banco-amount", code: "BC048", summary: "sim-fault-chemin-banco-amount" },
    Fault { name: "third-card-face-down", code: "BC047", summary: "sim-fault-chemin-third-card-face-down" },
    Fault { name: "bank-left-before-dealing", code: "BC052", summary: "sim-fault-chemin-bank-left-before-dealing" },
];

/// The faults this article's parameters make possible.
pub(crate) fn faults(spec: &BaccaratSpec) -> Vec<Fault> {
    let Some(pb) = spec.player_bank.as_ref() else { return Vec::new() };
    possible_faults(ALL_FAULTS, |code| match code {
        "BC045" => pb.shares.iter().any(|s| s.hands.len() == 1 && s.share.is_some()),
        "BC046" => pb.bank.carry_rule.is_some(),
        "BC041" => pb.modalities.first().is_some_and(|m| m.authorised_limits),
        "BC047" => pb.third_card_face_up_rule.is_some(),
        "BC035" => pb.first_cards_face_down_rule.is_some(),
        "BC052" => pb.bank.first_coup_rule.is_some(),
        _ => true,
    })
}

/// A shuffled shoe.
struct Deck {
    cards: Vec<Card>,
    next: usize,
    /// Cards that must stay under the stop card.
    below: usize,
    /// The stop card came out.
    stop_out: bool,
}

impl Deck {
    fn new(rng: &mut ChaCha8Rng, decks: u16, below: usize, extra_king: bool) -> Deck {
        let suits = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
        let mut cards = Vec::with_capacity(usize::from(decks) * 52);
        for _ in 0..decks {
            for s in suits {
                for r in Rank::ALL {
                    cards.push(Card { rank: r, suit: s });
                }
            }
        }
        shuffle(rng, &mut cards);
        if extra_king {
            // Seven kings of hearts on top of the shoe (one replaces another card): the seventh
            // cannot come from a six-deck shoe.
            let kh = Card { rank: Rank::King, suit: Suit::Hearts };
            cards.retain(|c| *c != kh);
            cards.truncate(cards.len().saturating_sub(1));
            for _ in 0..7 {
                cards.insert(0, kh);
            }
        }
        Deck { cards, next: 0, below, stop_out: false }
    }

    fn draw(&mut self) -> Card {
        let c = self.cards.get(self.next).copied().unwrap_or(Card { rank: Rank::Ace, suit: Suit::Clubs });
        self.next += 1;
        if self.next >= self.cards.len().saturating_sub(self.below) {
            self.stop_out = true;
        }
        c
    }

    /// Cards left above the stop card.
    fn left(&self) -> usize {
        self.cards.len().saturating_sub(self.below).saturating_sub(self.next)
    }
}

fn card_text(c: Card) -> String {
    c.to_string()
}

struct Sim<'a> {
    g: &'a BaccaratGame,
    pb: &'a PlayerBankSpec,
    rng: ChaCha8Rng,
    out: &'a mut dyn Write,
    min: Amount,
    /// The fault, and whether it was written.
    fault: Option<Fault>,
    done: bool,
    /// Don't inject before this coup (so that some clean coups come first).
    from: u32,
    /// The coup being written.
    now: u32,
}

/// Player hand names, banker name.
struct Names {
    players: Vec<String>,
    banker: String,
}

pub(crate) fn simulate(
    id: &str,
    spec: &BaccaratSpec,
    opts: &SimOptions,
    fault: Option<Fault>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let g = BaccaratGame::compile(spec).map_err(|_| failure(t!("sim-catalogue-invalid", id = id)))?;
    let Some(pb) = spec.player_bank.as_ref() else {
        return Err(failure(t!("sim-no-player-bank", id = id)));
    };
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let from = if fault.is_some() { rng.random_range(1..=(opts.rounds / 3).max(1)) } else { u32::MAX };
    let mut sim = Sim { g: &g, pb, rng, out, min: Amount(1000), fault, done: false, from, now: 0 };
    sim.run(id, opts.rounds)
}

impl Sim<'_> {
    fn wants(&self, code: &str) -> bool {
        !self.done && self.fault.is_some_and(|f| f.code == code)
    }

    fn run(&mut self, id: &str, rounds: u32) -> io::Result<()> {
        let g = self.g;
        let dos = g.variant == Variant::DosPanos;
        let names = Names {
            players: g.players.iter().map(|&p| g.hands[p].name.clone()).collect(),
            banker: g.hands[g.banker].name.clone(),
        };
        let min = self.min;
        // Where the authorisation sets the bank's limits, the header gives them: every bank a
        // banker constitutes here is 10 to 40 minimums, and his winnings may take it further.
        let limits = self.pb.modalities.first().filter(|m| m.authorised_limits).map(|_| (min.times(10), min.times(40)));
        let bank = limits.map(|(lo, hi)| format!(" bank_min={lo} bank_max={hi}")).unwrap_or_default();
        LATE_EVENING.open(self.out, id, 1, rounds, "coups", format_args!("min={min} currency=EUR{bank}"))?;
        let need = self.pb.players.minimum;
        if dos {
            writeln!(self.out, "players {} {}", need + 1, need + 2)?;
        } else {
            writeln!(self.out, "players {}", need + 3)?;
        }
        let below = usize::from(g.spec.shoe.cut_card_below);
        let decks = g.decks;
        let extra_king = self.fault.is_some_and(|f| f.code == "BC001");
        let mut deck = Deck::new(&mut self.rng, decks, below, extra_king);
        if extra_king {
            self.done = true;
        }
        writeln!(self.out, "shoe decks={decks}")?;
        writeln!(self.out, "cutcard {below}")?;
        let seats: Vec<String> = (1..=8).map(|i| format!("s{i}")).collect();
        let mut holder = 0usize;
        if self.wants("BC052") {
            // The last seat takes the bank and gives it up before a coup.
            writeln!(self.out, "holder {}", seats[seats.len() - 1])?;
            self.done = true;
        }
        writeln!(self.out, "holder {}", seats[holder])?;
        let max_bank = self.pb.modalities.first().and_then(|m| m.bank_max_multiple).map(|m| min.times(i64::from(m)));
        // Without a rate in the text the simulated croupier takes none (any is accepted).
        let rate = self.pb.modalities.first().and_then(|m| m.cagnotte_rate);
        let mut bank = min.times(20);
        let mut new_bank = true;
        let mut winnings = Amount(0);
        let mut last_net_nonneg = false;
        for n in 1..=rounds {
            // A new shoe when the stop card came out (or too few cards are left for a coup).
            if deck.stop_out || deck.left() < 8 {
                deck = Deck::new(&mut self.rng, decks, below, false);
                writeln!(self.out, "shoe decks={decks}")?;
                writeln!(self.out, "cutcard {below}")?;
            } else if self.wants("BC022") && n >= self.from && n > 1 {
                // The stop card is out, and another coup is dealt from the same shoe.
                writeln!(self.out, "cutcard out")?;
                self.done = true;
            }
            if self.wants("BC044") && n >= self.from {
                if dos {
                    writeln!(self.out, "players {} {}", need - 1, need + 2)?;
                } else {
                    writeln!(self.out, "players {}", need - 1)?;
                }
                self.done = true;
            }
            writeln!(self.out, "round {n}")?;
            self.now = n;
            // The bank: at most the maximum (the rest is garage impropio).
            let announced = match max_bank {
                Some(m) => bank.min(m),
                None => bank,
            };
            let every = self.pb.bank.announce == crate::catalog::baccarat::BankAnnounce::EveryCoup;
            let mut shown = announced;
            if self.wants("BC046") && n >= self.from && !new_bank && last_net_nonneg && announced.0 > min.0 {
                shown = Amount(announced.0 - 1);
                self.done = true;
            }
            if let Some((_, hi)) = limits
                && self.wants("BC041")
                && new_bank
            {
                // The banker constitutes his bank one cent over the maximum (the first bank is
                // one, so the fault is always placed).
                shown = Amount(hi.0 + 1);
                self.done = true;
            }
            if every || new_bank || shown != announced {
                writeln!(self.out, "  bank {shown}")?;
            }
            let bank_now = shown;
            new_bank = false;
            // Stakes.
            let bets = self.stakes(&names, bank_now, holder, &seats);
            for (seat, kind, amt) in &bets {
                writeln!(self.out, "  bet {seat} {kind} {amt}")?;
            }
            if self.wants("BC029") && n >= self.from && !bets.is_empty() {
                self.done = true;
            } else {
                writeln!(self.out, "  nomore")?;
            }
            let banco = bets.iter().any(|b| b.1 == self.pb.banco.bet);
            let banco_free = banco && self.pb.banco.free == BancoFreedom::Always;
            let (verdicts, lines) = self.coup(&mut deck, &names, n, banco_free)?;
            for l in lines {
                writeln!(self.out, "  {l}")?;
            }
            // Settle.
            let mut due_net = 0i64;
            let mut pays: Vec<(String, String, Amount, bool)> = Vec::new();
            let mut colls: Vec<(String, String, Amount)> = Vec::new();
            let mut share_fault: Option<usize> = None;
            for (seat, kind, amt) in &bets {
                let (parts, share) = self.parts(kind, *amt, &names);
                let (mut pay, mut coll) = (0i64, 0i64);
                for (slot, a) in parts {
                    match verdicts[slot] {
                        1 => pay += a.0,
                        -1 => coll += a.0,
                        _ => {}
                    }
                }
                due_net += coll - pay;
                if coll > 0 {
                    if self.wants("BC045") && n >= self.from && share && share_fault.is_none() {
                        share_fault = Some(colls.len());
                        colls.push((seat.clone(), kind.clone(), *amt));
                        self.done = true;
                    } else {
                        colls.push((seat.clone(), kind.clone(), Amount(coll)));
                    }
                }
                if pay > 0 {
                    pays.push((seat.clone(), kind.clone(), Amount(pay), share));
                }
            }
            for (s, k, a) in &colls {
                writeln!(self.out, "  collect {s} {k} {a}")?;
                if self.wants("BC013") && n >= self.from {
                    writeln!(self.out, "  collect {s} {k} {a}")?;
                    self.done = true;
                }
            }
            if self.wants("BC033") && n >= self.from {
                writeln!(self.out, "  collect s9 {} {min}", names.players[0])?;
                self.done = true;
            }
            let mut paid_fault = false;
            // Money the log moves beyond what is due (a fault): the bank follows the log.
            let mut extra_out = 0i64;
            for (s, k, a, share) in &pays {
                if self.wants("BC012") && n >= self.from {
                    self.done = true;
                    continue;
                }
                let a = if self.wants("BC009") && n >= self.from && !paid_fault && !share && self.is_plain(k) {
                    paid_fault = true;
                    self.done = true;
                    extra_out += 1;
                    Amount(a.0 + 1)
                } else {
                    *a
                };
                writeln!(self.out, "  pay {s} {k} {a}")?;
            }
            let mut cag = Amount(0);
            if due_net <= 0 && rate.is_none() && self.wants("BC040") && n >= self.from {
                // The text gives no rate: the fault is a cagnotte on a coup the banker did not win.
                writeln!(self.out, "  cagnotte 1")?;
                self.done = true;
                extra_out += 100;
            }
            if let (true, Some(rate)) = (due_net > 0, rate) {
                let base = match self.pb.cagnotte.base {
                    CagnotteBase::Net => Amount(due_net),
                    CagnotteBase::Gross => Amount(colls.iter().map(|c| c.2.0).sum()),
                };
                cag = base.mul_ratio(rate, self.pb.cagnotte.rounding);
                let shown = if self.wants("BC040") && n >= self.from {
                    self.done = true;
                    extra_out += 1;
                    Amount(cag.0 + 1)
                } else {
                    cag
                };
                if shown.0 > 0 {
                    writeln!(self.out, "  cagnotte {shown}")?;
                }
            }
            // The bank after the coup.
            let lost = verdicts.iter().all(|&v| v == 1);
            last_net_nonneg = due_net >= 0;
            bank = Amount(bank_now.0 + due_net - cag.0 - extra_out);
            winnings = Amount(winnings.0 + due_net - cag.0 - extra_out);
            let passes = g.spec.shoe_holder.as_ref().is_some_and(|h| h.passes_on_bank_loss) || !dos;
            if (lost && passes) || bank.0 < min.0 {
                holder = (holder + 1) % 8;
                writeln!(self.out, "holder {}", seats[holder])?;
                bank = min.times(self.rng.random_range(10..=40));
                new_bank = true;
                winnings = Amount(0);
            } else if let Some(gs) = &self.pb.garage {
                let threshold = min.times(i64::from(gs.voluntary_above_multiple));
                // Half his winnings, but never more than the bank holds above the minimum: the
                // part of his winnings over the bank maximum (garage impropio) has already left
                // the bank, so half his winnings can be more than the bank holds.
                let amount = Amount((winnings.0 / 2).min(bank.0 - min.0));
                if winnings > threshold && self.rng.random_bool(0.5) && amount.0 > 0 {
                    writeln!(self.out, "garage {amount}")?;
                    bank = Amount(bank.0 - amount.0);
                    winnings = Amount(winnings.0 - amount.0);
                }
            }
        }
        LATE_EVENING.close(self.out)?;
        if self.fault.is_some() && !self.done {
            return Err(failure(t!("sim-fault-not-placed")));
        }
        Ok(())
    }

    /// A bet on one hand that is neither a share nor split.
    fn is_plain(&self, kind: &str) -> bool {
        !self.pb.shares.iter().any(|s| s.bet == kind)
    }

    /// Random stakes that the bank covers.
    fn stakes(
        &mut self,
        names: &Names,
        bank: Amount,
        holder: usize,
        seats: &[String],
    ) -> Vec<(String, String, Amount)> {
        let min = self.min;
        let others: Vec<&String> = seats.iter().enumerate().filter(|(i, _)| *i != holder).map(|(_, s)| s).collect();
        let mut bets = Vec::new();
        let bank_units = bank.0 / min.0;
        // Sometimes a banco (always for the banco-amount fault: one cent short).
        let short = self.wants("BC048") && self.now >= self.from && bank.0 > min.0;
        if (short || self.rng.random_bool(0.08)) && bank_units >= 1 {
            let seat = others[self.rng.random_range(0..others.len())].clone();
            let amount = if short {
                self.done = true;
                Amount(bank.0 - 1)
            } else {
                bank
            };
            bets.push((seat, self.pb.banco.bet.clone(), amount));
            return bets;
        }
        let mut left = bank_units;
        let mut used = 0i64;
        let line_bets: Vec<String> =
            self.pb.shares.iter().filter(|s| s.hands.len() == 1 && s.share.is_some()).map(|s| s.bet.clone()).collect();
        let split_bets: Vec<String> = self
            .pb
            .shares
            .iter()
            .filter(|s| s.hands.len() > 1 && s.bet != self.pb.banco.bet)
            .map(|s| s.bet.clone())
            .collect();
        let wants_share = self.wants("BC045");
        for (k, seat) in others.iter().enumerate().take(self.rng.random_range(1..=5)) {
            if left < 1 {
                break;
            }
            let units = self.rng.random_range(1..=left.min(5));
            left -= units;
            let r: f64 = self.rng.random();
            let kind = if (k == 0 && wants_share && !line_bets.is_empty()) || (r < 0.12 && !line_bets.is_empty()) {
                line_bets[self.rng.random_range(0..line_bets.len())].clone()
            } else if r < 0.25 && !split_bets.is_empty() {
                split_bets[self.rng.random_range(0..split_bets.len())].clone()
            } else {
                names.players[self.rng.random_range(0..names.players.len())].clone()
            };
            // Stakes on the line and a caballo in whole minimums, sometimes with odd cents.
            let cents = if kind != names.players[0] && self.rng.random_bool(0.3) { 1 } else { 0 };
            let room = bank.0 - used;
            let amt = Amount((min.0 * units + cents).min(room));
            if amt.0 < min.0 {
                break;
            }
            used += amt.0;
            bets.push(((*seat).clone(), kind, amt));
        }
        bets
    }

    /// The parts of a stake per player hand (slot), and whether it is a line bet.
    fn parts(&self, kind: &str, amt: Amount, names: &Names) -> (Vec<(usize, Amount)>, bool) {
        let slot = |h: &str| names.players.iter().position(|p| p == h);
        if let Some(s) = self.pb.shares.iter().find(|s| s.bet == kind) {
            let playing = match s.share {
                Some(r) => amt.mul_ratio(r, s.rounding),
                None => amt,
            };
            let slots: Vec<usize> = s.hands.iter().filter_map(|h| slot(h)).collect();
            let n = slots.len().max(1) as i64;
            let unit = match s.unit {
                crate::catalog::baccarat::SplitUnit::Cent => 1,
                crate::catalog::baccarat::SplitUnit::Minimum => self.min.0.max(1),
            };
            let units = playing.0 / unit;
            let below = playing.0 - units * unit;
            let (each, odd) = (units / n, units % n);
            let parts = slots
                .iter()
                .enumerate()
                .map(|(i, &sl)| {
                    let mut a = each * unit + if (i as i64) < odd { unit } else { 0 };
                    if i == 0 {
                        a += below;
                    }
                    (sl, Amount(a))
                })
                .collect();
            return (parts, slots.len() == 1 && s.share.is_some());
        }
        let backs = self.g.bet(kind).and_then(|b| match self.g.bets[b].backs {
            crate::engine::baccarat::Backs::Hand(h) => self.g.players.iter().position(|&p| p == h),
            crate::engine::baccarat::Backs::Tie => None,
        });
        (backs.map(|s| vec![(s, amt)]).unwrap_or_default(), false)
    }

    /// Deals one coup; returns the verdict per player hand (1 player, -1 banker, 0 tie) and the
    /// lines written.
    #[allow(clippy::too_many_lines)]
    fn coup(&mut self, deck: &mut Deck, names: &Names, n: u32, banco_free: bool) -> io::Result<(Vec<i8>, Vec<String>)> {
        let g = self.g;
        let np = names.players.len();
        let mut lines = Vec::new();
        let mut hands: Vec<Vec<Card>> = vec![Vec::new(); np];
        let mut bh: Vec<Card> = Vec::new();
        let at = n >= self.from;
        // First deal, in the article's order.
        let mut first: Vec<(String, Card)> = Vec::new();
        for &h in &g.deal_order {
            let c = deck.draw();
            if h == g.banker {
                bh.push(c);
                first.push((names.banker.clone(), c));
            } else if let Some(slot) = g.players.iter().position(|&p| p == h) {
                hands[slot].push(c);
                first.push((names.players[slot].clone(), c));
            }
        }
        if self.wants("BC002") && at {
            first.swap(0, 1);
            self.done = true;
        }
        let mut up = self.wants("BC035") && at;
        for (h, c) in &first {
            let face = if up { "up" } else { "down" };
            if up {
                up = false;
                self.done = true;
            }
            lines.push(format!("deal {h} {} {face}", card_text(*c)));
        }
        let tot = |cs: &[Card]| cs.iter().fold(0u8, |a, c| (a + point(c.rank)) % 10);
        let nat = |t: u8| g.naturals.get(usize::from(t)).copied().unwrap_or(false);
        let b2 = tot(&bh);
        let b_nat = nat(b2);
        let p_nat: Vec<bool> = hands.iter().map(|h| nat(tot(h))).collect();
        let mut face_fault = self.wants("BC047") && at;
        let mut third = |who: &str, c: Card, lines: &mut Vec<String>, me: &mut Self| {
            let face = if face_fault {
                face_fault = false;
                me.done = true;
                "down"
            } else {
                "up"
            };
            lines.push(format!("deal {who} {} {face}", card_text(c)));
        };
        let mut p3: Vec<Option<u8>> = vec![None; np];
        if !b_nat {
            for i in 0..np {
                if p_nat[i] {
                    if self.wants("BC007") && at {
                        let c = deck.draw();
                        hands[i].push(c);
                        p3[i] = Some(point(c.rank));
                        third(&names.players[i], c, &mut lines, self);
                        self.done = true;
                    }
                    continue;
                }
                let t = tot(&hands[i]);
                let rule = g.player_table.moves.get(usize::from(t)).copied().unwrap_or(PlayerMove::Stand);
                let mut draw = match rule {
                    PlayerMove::Draw => true,
                    PlayerMove::Stand => false,
                    PlayerMove::Option => self.rng.random_bool(0.5),
                };
                if banco_free {
                    draw = self.rng.random_bool(0.5);
                } else if self.wants("BC003") && at && rule == PlayerMove::Stand {
                    draw = true;
                    self.done = true;
                } else if self.wants("BC004") && at && rule == PlayerMove::Draw {
                    draw = false;
                    self.done = true;
                }
                if draw {
                    let c = deck.draw();
                    hands[i].push(c);
                    p3[i] = Some(point(c.rank));
                    third(&names.players[i], c, &mut lines, self);
                }
            }
        }
        // The banker.
        let all_nat = p_nat.iter().all(|&x| x);
        if !b_nat && !all_nat {
            let tableau = self.rng.random_bool(0.3) || ((self.wants("BC005") || self.wants("BC006")) && at);
            if tableau {
                lines.push("tableau".to_owned());
            }
            let cells: Vec<Option<Cell>> = (0..np).filter(|&i| !p_nat[i]).map(|i| g.tableau.cell(b2, p3[i])).collect();
            let bound = if tableau {
                match self.pb.tableau_binding {
                    TableauBinding::Always => cells.first().copied().flatten(),
                    TableauBinding::WhenHandsAgree => {
                        let f = cells.first().copied().flatten();
                        let live = cells.len() == np || self.pb.single_live_pano == SingleLivePano::Bound;
                        if live && cells.iter().all(|c| *c == f) { f } else { None }
                    }
                }
            } else {
                None
            };
            let must = self.pb.banker_must_draw.contains(&b2);
            let mut draw = match bound {
                Some(Cell::Draw) => true,
                Some(Cell::Stand) => false,
                _ => self.rng.random_bool(0.5),
            } || must;
            if (must || bound == Some(Cell::Draw)) && self.wants("BC006") && at {
                draw = false;
                self.done = true;
            } else if tableau && bound == Some(Cell::Stand) && !must && self.wants("BC005") && at {
                draw = true;
                self.done = true;
            }
            if draw {
                let c = deck.draw();
                bh.push(c);
                third(&names.banker, c, &mut lines, self);
            }
        }
        // Verdicts.
        let bt = tot(&bh);
        let mut v: Vec<i8> = Vec::with_capacity(np);
        for h in &hands {
            let pt = tot(h);
            let mut x = match pt.cmp(&bt) {
                std::cmp::Ordering::Greater => 1,
                std::cmp::Ordering::Less => -1,
                std::cmp::Ordering::Equal => 0,
            };
            if let Some(ne) = &self.pb.natural_eight {
                let beats = |t: u8, len: usize, ot: u8, olen: usize| {
                    len == 2
                        && olen >= 3
                        && ((t == 8 && (ot == 8 || ot == 9))
                            || (ne.natural_nine_beats_three_card_nine && t == 9 && ot == 9))
                };
                if beats(pt, h.len(), bt, bh.len()) {
                    x = 1;
                } else if beats(bt, bh.len(), pt, h.len()) {
                    x = -1;
                }
            }
            v.push(x);
        }
        // The money follows the cards whatever is announced: a wrong winner is BC008 alone.
        let truth = v.clone();
        if self.wants("BC008") && at {
            v[0] = if v[0] == -1 { 1 } else { -1 };
            self.done = true;
        }
        let word = |x: i8, p: &str| match x {
            1 => p.to_owned(),
            -1 => names.banker.clone(),
            _ => g.spec.tie_word.clone(),
        };
        if np == 1 {
            lines.push(format!("result {}", word(v[0], &names.players[0])));
        } else {
            let parts: Vec<String> =
                names.players.iter().zip(&v).map(|(p, &x)| format!("{p}={}", word(x, p))).collect();
            lines.push(format!("result {}", parts.join(" ")));
        }
        let _ = face_fault;
        Ok((truth, lines))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_fault_is_described_in_both_languages() {
        crate::sim::assert_described(super::ALL_FAULTS);
    }
}

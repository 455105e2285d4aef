//! Simulated punto y banca sessions, and their faults.
//!
//! A real shoe is shuffled and dealt: burns set by the first card, the stop card seven from the
//! end (a new shoe after it comes out and the coup in progress is completed), the player's rule
//! and the tableau from the YAML, the shoe passing when the bank loses, the highest punto bettor
//! given punto's cards, settlements with the catalogue's payouts and commission. A fault rigs
//! one coup (moving cards of the values it needs to the top of the shoe, all of them still in
//! the shoe) and breaks exactly one rule there.

use std::collections::BTreeSet;
use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::CROUPIER;
use crate::catalog::baccarat::{BaccaratSpec, MultiplePolicy, OnTie};
use crate::engine::baccarat::cards::{burn_value, point};
use crate::engine::baccarat::money::{Due, Outcome, due};
use crate::engine::baccarat::tableau::{Cell, PlayerMove, STOOD};
use crate::engine::baccarat::{BaccaratGame, Backs};
use crate::log::card::{Card, Rank, Suit};
use crate::money::Amount;
use crate::sim::{EVENING, Fault, SimOptions, failure, possible_faults, shuffle};
use crate::t;

const ALL_FAULTS: &[Fault] = &[
    Fault { name: "card-not-in-shoe", code: "BC001", summary: "sim-fault-baccarat-card-not-in-shoe" },
    Fault { name: "deal-order", code: "BC002", summary: "sim-fault-baccarat-deal-order" },
    Fault { name: "player-illegal-draw", code: "BC003", summary: "sim-fault-baccarat-player-illegal-draw" },
    Fault { name: "player-missed-draw", code: "BC004", summary: "sim-fault-baccarat-player-missed-draw" },
    Fault { name: "banker-illegal-draw", code: "BC005", summary: "sim-fault-baccarat-banker-illegal-draw" },
    Fault { name: "banker-missed-draw", code: "BC006", summary: "sim-fault-baccarat-banker-missed-draw" },
    Fault { name: "draw-after-natural", code: "BC007", summary: "sim-fault-baccarat-draw-after-natural" },
    Fault { name: "wrong-winner", code: "BC008", summary: "sim-fault-baccarat-wrong-winner" },
    Fault { name: "wrong-payout", code: "BC009", summary: "sim-fault-baccarat-wrong-payout" },
    Fault { name: "wrong-commission", code: "BC010", summary: "sim-fault-baccarat-wrong-commission" },
    Fault { name: "paid-loser", code: "BC011", summary: "sim-fault-baccarat-paid-loser" },
    Fault { name: "unpaid-winner", code: "BC012", summary: "sim-fault-baccarat-unpaid-winner" },
    Fault { name: "duplicate-settlement", code: "BC013", summary: "sim-fault-baccarat-duplicate-settlement" },
    Fault { name: "tie-collected", code: "BC014", summary: "sim-fault-baccarat-tie-collected" },
    Fault { name: "bet-after-no-more", code: "BC015", summary: "sim-fault-baccarat-bet-after-no-more" },
    Fault { name: "bet-below-minimum", code: "BC016", summary: "sim-fault-baccarat-bet-below-minimum" },
    Fault { name: "bet-above-maximum", code: "BC017", summary: "sim-fault-baccarat-bet-above-maximum" },
    Fault { name: "bet-not-multiple", code: "BC018", summary: "sim-fault-baccarat-bet-not-multiple" },
    Fault { name: "bet-not-in-catalogue", code: "BC019", summary: "sim-fault-baccarat-bet-not-in-catalogue" },
    Fault { name: "wrong-burn-count", code: "BC020", summary: "sim-fault-baccarat-wrong-burn-count" },
    Fault { name: "cut-card-position", code: "BC021", summary: "sim-fault-baccarat-cut-card-position" },
    Fault { name: "coup-after-stop-card", code: "BC022", summary: "sim-fault-baccarat-coup-after-stop-card" },
    Fault { name: "wrong-deck-count", code: "BC023", summary: "sim-fault-baccarat-wrong-deck-count" },
    Fault { name: "shoe-passed-without-loss", code: "BC024", summary: "sim-fault-baccarat-shoe-passed-without-loss" },
    Fault {
        name: "hand-not-to-highest-bettor",
        code: "BC025",
        summary: "sim-fault-baccarat-hand-not-to-highest-bettor",
    },
    Fault { name: "seat-kept-after-refusals", code: "BC026", summary: "sim-fault-baccarat-seat-kept-after-refusals" },
    Fault { name: "salute-repeated", code: "BC027", summary: "sim-fault-baccarat-salute-repeated" },
    Fault { name: "coup-without-result", code: "BC028", summary: "sim-fault-baccarat-coup-without-result" },
    Fault { name: "cards-before-no-more", code: "BC029", summary: "sim-fault-baccarat-cards-before-no-more" },
    Fault { name: "unknown-hand", code: "BC030", summary: "sim-fault-baccarat-unknown-hand" },
    Fault { name: "second-result", code: "BC031", summary: "sim-fault-baccarat-second-result" },
    Fault { name: "settlement-before-result", code: "BC032", summary: "sim-fault-baccarat-settlement-before-result" },
    Fault { name: "settlement-without-bet", code: "BC033", summary: "sim-fault-baccarat-settlement-without-bet" },
    Fault { name: "uncollected-loser", code: "BC034", summary: "sim-fault-baccarat-uncollected-loser" },
    Fault { name: "first-card-face-up", code: "BC035", summary: "sim-fault-baccarat-first-card-face-up" },
];

/// The faults this article's parameters make possible.
pub(crate) fn faults(spec: &BaccaratSpec) -> Vec<Fault> {
    possible_faults(ALL_FAULTS, |code| match code {
        "BC010" => spec.commission.is_some() && spec.bets.iter().any(|b| b.commission),
        "BC014" => spec.bets.iter().any(|b| b.on_tie == OnTie::Push && b.wins_on == "punto"),
        "BC018" => spec.limits.multiple_of_minimum != MultiplePolicy::Never,
        "BC020" => spec.shoe.burn.is_some(),
        "BC024" => spec.shoe_holder.as_ref().is_some_and(|h| h.passes_on_bank_loss),
        "BC025" => spec.hand_holder.is_some(),
        "BC026" => spec.seats.as_ref().is_some_and(|s| s.refusals_before_leaving.is_some()),
        "BC027" => spec.seats.as_ref().is_some_and(|s| s.salutes_per_shoe.is_some()),
        _ => true,
    })
}

/// Faults set up at the session's first shoe, whatever the round.
const AT_FIRST_SHOE: &[&str] = &["BC020", "BC021", "BC023"];

/// Card values a fault needs for its coup, in deal order (punto, banca, punto, banca).
fn rig_for(code: &str) -> Option<[u8; 4]> {
    Some(match code {
        // Punto 6 stands, banca 5.
        "BC003" => [6, 2, 0, 3],
        // Punto 2 draws, banca 5.
        "BC004" => [2, 2, 0, 3],
        // Punto 7 stands, banca 6 stands.
        "BC005" => [7, 6, 0, 0],
        // Punto 7 stands, banca 3 draws.
        "BC006" => [7, 3, 0, 0],
        // Punto wins with a natural 9 against 5 (the second card, a ten, is the seventh king in
        // BC001).
        "BC001" | "BC007" | "BC008" | "BC009" | "BC011" | "BC012" | "BC034" => [9, 2, 0, 3],
        // Banca wins with a natural 9.
        "BC010" => [2, 9, 0, 0],
        // A tie of naturals.
        "BC014" => [9, 9, 0, 0],
        _ => return None,
    })
}

/// The bet of the stake a fault needs on the table (placed by [`FORCED_SEAT`]).
fn forced_stake(code: &str) -> Option<&'static str> {
    Some(match code {
        "BC009" | "BC012" | "BC014" => "punto",
        "BC010" | "BC011" | "BC034" => "banca",
        "BC013" | "BC016" | "BC017" | "BC018" | "BC029" | "BC032" => "punto",
        _ => return None,
    })
}

/// The seat the simulator keeps for forced stakes; `s9` never bets.
const FORCED_SEAT: &str = "s8";
const IDLE_SEAT: &str = "s9";
const SEATS: [&str; 7] = ["s1", "s2", "s3", "s4", "s5", "s6", "s7"];

struct Stake {
    seat: String,
    bet: usize,
    amount: Amount,
}

struct Sim<'a> {
    g: BaccaratGame,
    rng: ChaCha8Rng,
    min: Amount,
    max: Amount,
    shoe: Vec<Card>,
    pos: usize,
    /// Cards drawn when the stop card shows (every card above it out).
    stop_at: usize,
    stop_out: bool,
    /// The stop card came out (really or by the BC022 fault) and the coup is over: a new shoe
    /// comes before the next coup, except in BC022.
    new_shoe_due: bool,
    /// After BC022's coup: the coups still to end before a new shoe (its own and the one dealt
    /// past the stop card); 0 otherwise.
    past_stop: u8,
    first_shoe: bool,
    holder: String,
    turn: usize,
    bank_lost: bool,
    refused: BTreeSet<String>,
    saluted: BTreeSet<String>,
    fault: Option<&'static str>,
    fault_round: u32,
    pending: bool,
    out: &'a mut dyn Write,
}

pub(crate) fn simulate(
    id: &str,
    spec: &BaccaratSpec,
    opts: &SimOptions,
    fault: Option<Fault>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let g = BaccaratGame::compile(spec).map_err(|_| failure(t!("sim-catalogue-invalid", id = id)))?;
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let min = crate::sim::table_minimum(&mut rng);
    let fault = fault.map(|f| f.code);
    let multiples = match g.limits.multiple_of_minimum {
        MultiplePolicy::Required => true,
        MultiplePolicy::Never => false,
        MultiplePolicy::Optional => fault == Some("BC018") || rng.random_bool(0.3),
    };
    let max_multiple = g.limits.maximum_multiples[rng.random_range(0..g.limits.maximum_multiples.len())];
    let mut sim = Sim {
        rng,
        min,
        max: min.times(i64::from(max_multiple)),
        shoe: Vec::new(),
        pos: 0,
        stop_at: 0,
        stop_out: false,
        new_shoe_due: true,
        past_stop: 0,
        first_shoe: true,
        holder: SEATS[0].to_owned(),
        turn: 0,
        bank_lost: false,
        refused: BTreeSet::new(),
        saluted: BTreeSet::new(),
        fault,
        // BC001 needs the first shoe, whose kings of hearts the burn took (a later shoe still
        // holds its own, and a seventh would not show).
        fault_round: if fault == Some("BC001") { 2 } else { (opts.rounds / 2).max(2) },
        pending: false,
        out,
        g,
    };
    sim.run(id, opts.rounds, max_multiple, multiples)
}

impl Sim<'_> {
    fn is(&self, code: &str) -> bool {
        self.pending && self.fault == Some(code)
    }

    fn run(&mut self, id: &str, rounds: u32, max_multiple: u32, multiples: bool) -> io::Result<()> {
        let table = self.rng.random_range(1..100);
        let multiples = match self.g.limits.multiple_of_minimum {
            MultiplePolicy::Optional if multiples => " multiples=yes",
            MultiplePolicy::Optional => " multiples=no",
            _ => "",
        };
        let params = format_args!("min={} max={max_multiple}{multiples} currency=EUR", self.min);
        EVENING.open(self.out, id, table, rounds, "coups", params)?;
        for no in 1..=rounds {
            if no == self.fault_round && self.fault.is_some_and(|f| !AT_FIRST_SHOE.contains(&f)) {
                self.pending = true;
            }
            self.coup(no)?;
        }
        EVENING.close(self.out)?;
        if self.pending {
            let (from, to) = (self.fault_round, rounds);
            return Err(failure(t!("sim-fault-not-injected", game = "cards", from = from, to = to)));
        }
        Ok(())
    }

    // ---- the shoe -----------------------------------------------------------------------------

    fn new_shoe(&mut self) -> io::Result<()> {
        let decks = usize::from(self.g.decks);
        let mut cards = Vec::with_capacity(decks * 52);
        for _ in 0..decks {
            for rank in Rank::ALL {
                for suit in Suit::ALL {
                    cards.push(Card { rank, suit });
                }
            }
        }
        shuffle(&mut self.rng, &mut cards);
        let first = self.first_shoe;
        let this_fault = self.fault;
        let fault_here = |code: &str| first && this_fault == Some(code);
        if fault_here("BC001") {
            // Every king of hearts to the top: the burn takes them all.
            let kh = Card { rank: Rank::King, suit: Suit::Hearts };
            cards.sort_by_key(|c| *c != kh);
        }
        self.shoe = cards;
        self.pos = 0;
        let below = self.g.spec.shoe.cut_card_below;
        // The stop card misplaced (BC021) is where the log says it is: the shoe ends there, so a
        // long session does not also deal past it (BC022, a second fault).
        let logged_below = if fault_here("BC021") { below + 1 } else { below };
        // The card that brings the stop card out (`shoe.stop_card_shows`, as the engine counts).
        let with_next = self.g.spec.shoe.stop_card_shows == crate::catalog::baccarat::StopCardShows::WithNextCard;
        self.stop_at = self.shoe.len().saturating_sub(usize::from(logged_below)) + usize::from(with_next);
        self.stop_out = false;
        self.new_shoe_due = false;
        self.saluted.clear();
        if fault_here("BC023") {
            writeln!(self.out, "shoe decks={}", self.g.decks + 2)?;
        } else {
            writeln!(self.out, "shoe decks={}", self.g.decks)?;
        }
        writeln!(self.out, "cutcard {logged_below}")?;
        if let Some(burn) = self.g.spec.shoe.burn.clone() {
            let exposed = self.draw()?;
            writeln!(self.out, "burn {exposed} up")?;
            let v = usize::from(burn_value(exposed.rank, burn.ten_and_court_value));
            let mut more = if burn.exposed_card_counts { v.saturating_sub(1) } else { v };
            if fault_here("BC020") {
                // One card short (one too many when nothing more was due).
                more = if more > 0 { more - 1 } else { 1 };
            }
            for _ in 0..more {
                let c = self.draw()?;
                writeln!(self.out, "burn {c} down")?;
            }
        }
        if first {
            writeln!(self.out, "holder {}", self.holder)?;
        }
        self.first_shoe = false;
        Ok(())
    }

    /// The next card of the shoe; writes `cutcard out` after the card that uncovers the stop
    /// card.
    fn draw(&mut self) -> io::Result<Card> {
        let Some(&c) = self.shoe.get(self.pos) else {
            return Err(failure(t!("sim-shoe-ran-out")));
        };
        self.pos += 1;
        Ok(c)
    }

    /// After a card is written: the stop card shows once every card above it is out.
    fn after_card(&mut self) -> io::Result<()> {
        if !self.stop_out && self.pos >= self.stop_at {
            self.stop_out = true;
            writeln!(self.out, "cutcard out")?;
        }
        Ok(())
    }

    /// Moves cards of the given values to the top of the shoe, in order (value 0: a ten or a
    /// court card).
    fn rig(&mut self, values: &[u8]) -> bool {
        for (i, &v) in values.iter().enumerate() {
            let at = self.pos + i;
            let Some(k) = (at..self.shoe.len()).find(|&k| point(self.shoe[k].rank) == v) else {
                return false;
            };
            self.shoe.swap(at, k);
        }
        true
    }

    /// Whether [`Sim::rig`] finds the cards of `values` among those left in the shoe.
    fn can_rig(&self, values: &[u8]) -> bool {
        let left = self.shoe.get(self.pos..).unwrap_or_default();
        let count = |v: u8| left.iter().filter(|c| point(c.rank) == v).count();
        values.iter().all(|&v| values.iter().filter(|&&x| x == v).count() <= count(v))
    }

    // ---- a coup -------------------------------------------------------------------------------

    fn stake_amount(&mut self) -> Amount {
        let top = (self.max.minor() / self.min.minor()).clamp(1, 6);
        self.min.times(self.rng.random_range(1..=top))
    }

    fn pass_shoe(&mut self) -> io::Result<()> {
        // The next seat in turn; now and then it declines (never twice without holding it).
        let mut next = (self.turn + 1) % SEATS.len();
        if self.rng.random_bool(0.2) && !self.refused.contains(SEATS[next]) {
            writeln!(self.out, "refuse {}", SEATS[next])?;
            self.refused.insert(SEATS[next].to_owned());
            next = (next + 1) % SEATS.len();
        }
        self.turn = next;
        self.holder = SEATS[next].to_owned();
        self.refused.remove(&self.holder);
        writeln!(self.out, "holder {}", self.holder)
    }

    fn coup(&mut self, no: u32) -> io::Result<()> {
        let shoe_opens = self.new_shoe_due || self.first_shoe;
        if shoe_opens {
            self.new_shoe()?;
        }
        // Table-level events before the coup.
        if self.bank_lost {
            self.pass_shoe()?;
            self.bank_lost = false;
        } else if self.is("BC024") && !shoe_opens {
            // The bank did not lose, yet the shoe moves on (not as a new shoe opens: the holder
            // may change with the shoe).
            let next = (self.turn + 1) % SEATS.len();
            self.turn = next;
            self.holder = SEATS[next].to_owned();
            self.refused.remove(&self.holder);
            writeln!(self.out, "holder {}", self.holder)?;
            self.pending = false;
        }
        let salutes = self.g.spec.seats.as_ref().and_then(|s| s.salutes_per_shoe).is_some();
        let mut refused_twice = None;
        if self.is("BC026") {
            let seat = SEATS.iter().find(|s| **s != self.holder && !self.refused.contains(**s)).copied();
            if let Some(seat) = seat {
                writeln!(self.out, "refuse {seat}")?;
                writeln!(self.out, "refuse {seat}")?;
                self.refused.insert(seat.to_owned());
                refused_twice = Some(seat);
            }
        } else if self.is("BC027") {
            let seat = SEATS.iter().find(|s| !self.saluted.contains(**s)).copied().unwrap_or(SEATS[0]);
            writeln!(self.out, "salute {seat}")?;
            writeln!(self.out, "salute {seat}")?;
            self.saluted.insert(seat.to_owned());
            self.pending = false;
        } else if salutes && self.rng.random_bool(0.05) {
            let seat = SEATS[self.rng.random_range(0..SEATS.len())];
            if self.saluted.insert(seat.to_owned()) {
                writeln!(self.out, "salute {seat}")?;
            }
        }
        writeln!(self.out, "round {no}")?;

        // Bets. A fault that rigs the coup waits, near a shoe's end, for a coup whose cards are
        // still in the shoe.
        let fault = if self.pending { self.fault } else { None };
        let fault = fault.filter(|&f| rig_for(f).is_none_or(|v| self.can_rig(&v)));
        let mut stakes: Vec<Stake> = Vec::new();
        let tie_bet = self.g.bets.iter().position(|b| b.backs == Backs::Tie);
        for _ in 0..self.rng.random_range(0..=5) {
            let seat = SEATS[self.rng.random_range(0..SEATS.len())];
            if Some(seat) == refused_twice {
                continue;
            }
            let bet = match (self.rng.random_range(0..10), tie_bet) {
                (0, Some(t)) => t,
                (r, _) => self.g.bet(if r % 2 == 0 { "punto" } else { "banca" }).unwrap_or(0),
            };
            if stakes.iter().any(|s| s.seat == seat && s.bet == bet) {
                continue;
            }
            let amount = self.stake_amount();
            stakes.push(Stake { seat: seat.to_owned(), bet, amount });
        }
        if let Some(seat) = refused_twice {
            let bet = self.g.bet("banca").unwrap_or(0);
            stakes.push(Stake { seat: seat.to_owned(), bet, amount: self.min });
            self.pending = false;
        }
        if let Some(kind) = fault.and_then(forced_stake) {
            let bet = self.g.bet(kind).unwrap_or(0);
            let amount = match fault {
                Some("BC016") => self.min.saturating_sub(Amount(1)),
                Some("BC017") => self.max.saturating_add(self.min),
                Some("BC018") => self.min.saturating_add(Amount(self.min.minor() / 2)),
                _ => self.min,
            };
            stakes.push(Stake { seat: FORCED_SEAT.to_owned(), bet, amount });
        }
        if matches!(fault, Some("BC016" | "BC017" | "BC018")) {
            self.pending = false;
        }
        for s in &stakes {
            writeln!(self.out, "bet {} {} {}", s.seat, self.g.bets[s.bet].name, s.amount)?;
        }
        if fault == Some("BC019") {
            writeln!(self.out, "bet {FORCED_SEAT} pareja {}", self.min)?;
            self.pending = false;
        }
        if fault == Some("BC029") {
            self.pending = false;
        } else {
            writeln!(self.out, "nomore")?;
        }
        if fault == Some("BC015") {
            let bet = self.g.bet("punto").unwrap_or(0);
            writeln!(self.out, "bet {FORCED_SEAT} punto {}", self.min)?;
            stakes.push(Stake { seat: FORCED_SEAT.to_owned(), bet, amount: self.min });
            self.pending = false;
        }

        // Punto's cards go to its highest bettor.
        if let Some(h) = &self.g.spec.hand_holder {
            let hb = self.g.bet(&h.highest_bet);
            let top = stakes.iter().filter(|s| Some(s.bet) == hb).max_by_key(|s| s.amount);
            let seat = match (fault, top) {
                (Some("BC025"), _) => IDLE_SEAT.to_owned(),
                (_, Some(s)) => s.seat.clone(),
                (_, None) => h.nobody_bets.clone(),
            };
            writeln!(self.out, "hand {} {seat}", h.hand)?;
            if fault == Some("BC025") {
                self.pending = false;
            }
        }
        if fault == Some("BC030") {
            writeln!(self.out, "hand pinto {CROUPIER}")?;
            self.pending = false;
        }

        // The cards.
        if let Some(values) = fault.and_then(rig_for)
            && !self.rig(&values)
        {
            return Err(failure(t!("sim-shoe-lacks-cards")));
        }
        let outcome = self.deal(fault)?;

        // The result.
        let announced = match (fault, outcome) {
            (Some("BC008"), Outcome::Won(h)) => {
                self.pending = false;
                Outcome::Won(if h == self.g.banker { self.g.players[0] } else { self.g.banker })
            }
            (_, o) => o,
        };
        let word = match announced {
            Outcome::Won(h) => self.g.hands[h].name.clone(),
            Outcome::Tie => self.g.spec.tie_word.clone(),
        };
        if fault == Some("BC028") {
            // Neither result nor settlements.
            self.pending = false;
            self.bank_lost = false;
            return self.after_coup();
        }
        // BC032: the forced stake's settlement comes before the result.
        let mut early = None;
        if fault == Some("BC032")
            && let Some(i) = stakes.iter().position(|s| s.seat == FORCED_SEAT)
        {
            // The settlement due, only early (a wrong one would be its money error).
            let s = &stakes[i];
            let name = &self.g.bets[s.bet].name;
            match due(&self.g, s.bet, s.amount, outcome) {
                Due::Pay(w) => writeln!(self.out, "pay {} {name} {w}", s.seat)?,
                Due::Collect(a) => writeln!(self.out, "collect {} {name} {a}", s.seat)?,
                Due::Push(a) => writeln!(self.out, "return {} {name} {a}", s.seat)?,
            }
            early = Some(i);
            self.pending = false;
        }
        writeln!(self.out, "result {word}")?;
        if fault == Some("BC031") {
            writeln!(self.out, "result {word}")?;
            self.pending = false;
        }

        // Settlements: losers collected, then winners paid, then pushes returned.
        let mut lines: Vec<(u8, String)> = Vec::new();
        for (i, s) in stakes.iter().enumerate() {
            if Some(i) == early {
                continue;
            }
            let name = &self.g.bets[s.bet].name;
            // The money follows the cards, whatever was announced (a wrong winner is BC008 alone).
            let d = due(&self.g, s.bet, s.amount, outcome);
            let forced = s.seat == FORCED_SEAT;
            let line = match (d, fault) {
                (Due::Pay(w), Some("BC009")) if forced => {
                    self.pending = false;
                    (1, format!("pay {} {name} {}", s.seat, w.saturating_add(Amount(1))))
                }
                (Due::Pay(_), Some("BC010")) if forced => {
                    self.pending = false;
                    (1, format!("pay {} {name} {}", s.seat, s.amount))
                }
                (Due::Pay(_), Some("BC012")) if forced => {
                    self.pending = false;
                    continue;
                }
                (Due::Collect(a), Some("BC011")) if forced => {
                    self.pending = false;
                    (1, format!("pay {} {name} {a}", s.seat))
                }
                (Due::Collect(_), Some("BC034")) if forced => {
                    self.pending = false;
                    continue;
                }
                (Due::Push(a), Some("BC014")) if forced => {
                    self.pending = false;
                    (0, format!("collect {} {name} {a}", s.seat))
                }
                (Due::Pay(w), _) => (1, format!("pay {} {name} {w}", s.seat)),
                (Due::Collect(a), _) => (0, format!("collect {} {name} {a}", s.seat)),
                (Due::Push(a), _) => (2, format!("return {} {name} {a}", s.seat)),
            };
            lines.push(line);
        }
        lines.sort_by_key(|(rank, _)| *rank);
        for (_, l) in &lines {
            writeln!(self.out, "{l}")?;
        }
        if fault == Some("BC013")
            && let Some((_, l)) = lines.first()
        {
            writeln!(self.out, "{l}")?;
            self.pending = false;
        }
        if fault == Some("BC033") {
            writeln!(self.out, "collect {IDLE_SEAT} punto {}", self.min)?;
            self.pending = false;
        }
        self.bank_lost = matches!(announced, Outcome::Won(h) if h != self.g.banker);
        self.after_coup()
    }

    fn after_coup(&mut self) -> io::Result<()> {
        if self.stop_out {
            self.new_shoe_due = true;
        }
        if self.past_stop > 0 {
            self.past_stop -= 1;
            self.new_shoe_due |= self.past_stop == 0;
        }
        Ok(())
    }

    /// Deals the coup (with the fault's breach, if any) and returns the winner of the cards
    /// dealt.
    fn deal(&mut self, fault: Option<&str>) -> io::Result<Outcome> {
        let g = &self.g;
        let (p, b) = (g.players[0], g.banker);
        let (pn, bn) = (g.hands[p].name.clone(), g.hands[b].name.clone());
        let mut cards: [Vec<Card>; 2] = [Vec::new(), Vec::new()];
        let order: Vec<usize> = g.deal_order.clone();
        let mut first_four = Vec::new();
        for &h in &order {
            first_four.push((h, self.draw()?));
        }
        if fault == Some("BC002") {
            first_four.swap(0, 1);
            self.pending = false;
        }
        let kh = Card { rank: Rank::King, suit: Suit::Hearts };
        for (i, (h, c)) in first_four.iter().enumerate() {
            let mut c = *c;
            if fault == Some("BC001") && i == 2 {
                c = kh;
                self.pending = false;
            }
            let name = if *h == p { &pn } else { &bn };
            if fault == Some("BC035") && i == 0 {
                writeln!(self.out, "deal {name} {c} up")?;
                self.pending = false;
            } else {
                writeln!(self.out, "deal {name} {c}")?;
            }
            self.after_card()?;
            cards[usize::from(*h != p)].push(c);
        }
        let total = |cs: &[Card]| cs.iter().map(|c| point(c.rank)).sum::<u8>() % 10;
        let (p2, b2) = (total(&cards[0]), total(&cards[1]));
        let natural = self.g.naturals[usize::from(p2)] || self.g.naturals[usize::from(b2)];
        if natural {
            if fault == Some("BC007") {
                let c = self.draw()?;
                writeln!(self.out, "deal {pn} {c}")?;
                self.after_card()?;
                cards[0].push(c);
                self.pending = false;
            }
        } else {
            let mut player_draws = self.g.player_table.at(p2) == Some(PlayerMove::Draw);
            if matches!(fault, Some("BC003" | "BC004")) {
                player_draws = !player_draws;
                self.pending = false;
            }
            let mut p3 = None;
            if player_draws {
                let c = self.draw()?;
                writeln!(self.out, "deal {pn} {c}")?;
                self.after_card()?;
                cards[0].push(c);
                p3 = Some(point(c.rank));
            }
            let col = p3.map_or(STOOD, usize::from);
            let mut bank_draws = self.g.tableau.cells[usize::from(b2)][col] == Cell::Draw;
            if matches!(fault, Some("BC005" | "BC006")) {
                bank_draws = !bank_draws;
                self.pending = false;
            }
            if bank_draws {
                let c = self.draw()?;
                writeln!(self.out, "deal {bn} {c}")?;
                self.after_card()?;
                cards[1].push(c);
            }
        }
        if fault == Some("BC022") {
            // The log says the stop card came out, and the next coup is dealt anyway.
            if !self.stop_out {
                writeln!(self.out, "cutcard out")?;
            }
            self.stop_out = false;
            self.stop_at = usize::MAX;
            // One coup past the stop card, then a new shoe (a long session would run it out).
            self.past_stop = 2;
            self.pending = false;
        }
        let (pt, bt) = (total(&cards[0]), total(&cards[1]));
        let outcome = match pt.cmp(&bt) {
            std::cmp::Ordering::Greater => Outcome::Won(p),
            std::cmp::Ordering::Less => Outcome::Won(b),
            std::cmp::Ordering::Equal => Outcome::Tie,
        };
        Ok(outcome)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_fault_is_described_in_both_languages() {
        crate::sim::assert_described(super::ALL_FAULTS);
    }
}

//! Simulated Black Jack sessions, and their faults — the family's part of `veedor simulate`
//! ([`crate::sim`] drives it through [`crate::engine::family`]).
//!
//! A real shoe is shuffled and dealt ([`shoe`]): the cut card with at least a deck behind it,
//! five cards burned, the cut card's round the shoe's last. Each round ([`round`]) stakes 1 to
//! all of the table's boxes, sometimes with several bettors on a box and the side bets the
//! article has, deals one card to each hand from the dealer's left, one to the dealer and a
//! second to each hand (no hole card), lets the players play a reasonable strategy
//! ([`strategy`]) within what the article allows, collects a bust at once, draws the dealer's
//! cards by the article's rule ([`dealer`]) and settles from right to left with exact amounts
//! ([`settle`]). [`mod@faults`] lists the faults the article makes possible; each breaks one
//! rule once, in a round where its consequences are no other finding.
//!
//! The simulator reads the article through [`SimRules`] ([`SimRules::of`]), a plain summary of
//! what it needs; its unit tests run it under every embedded article.

use std::io::{self, Write};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::catalog::black_jack::{BlackJackSpec, DealerBlackjackTakes, DrawnAce, PairsCount};
use crate::catalog::roulette::ChangePolicy;
use crate::catalog::shoe::StopCardShows;
use crate::log::card::{Card, Rank, Suit};
use crate::money::{Amount, Payout, Rounding};
use crate::sim::{EVENING, Fault, SimOptions, failure};
use crate::t;

mod dealer;
mod faults;
mod hand;
mod round;
mod settle;
mod shoe;
mod strategy;

use shoe::SimShoe;

/// What a dealer's Black-Jack (made after the players played: there is no hole card) takes
/// from a hand that doubled or split (the texts do not say).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealerBlackJackTakes {
    /// Every stake on the hands, doubles and splits included.
    All,
    /// Only the original stake; what a double or a split added is returned.
    OriginalOnly,
}

/// What the simulator needs of a Black Jack article.
#[derive(Clone, Debug)]
pub struct SimRules {
    /// Decks in the shoe (6).
    pub decks: u16,
    /// The numbers of boxes a table may have (1979: 7; 2003: 7 or 9).
    pub boxes: Vec<u8>,
    /// Most bets on one box (2003: 4); `None` where the article sets no limit.
    pub bets_per_box: Option<u8>,
    /// The maxima the authorisation may set, as multiples of the minimum (50, 100, 200).
    pub max_multiples: Vec<u32>,
    /// Cards that must stay behind the cut card (52).
    pub cut_at_least: u16,
    /// Whether the cut card, known by count, shows with the card after the last card above it.
    pub cut_with_next_card: bool,
    /// Cards burned at the start of a shoe (5).
    pub burn: u16,
    /// An ordinary win (1:1), a Black-Jack (3:2), the insurance (2:1), «menor o mayor» (1:1).
    pub win: Payout,
    pub blackjack: Payout,
    pub insurance: Payout,
    pub side_13: Payout,
    /// The total both «menor» and «mayor» lose on (13).
    pub side_13_total: u8,
    /// The most an insurance may be, as a fraction of the original stake (1/2).
    pub insurance_max: Payout,
    /// The dealer stands on this total or more (17), and draws on a soft one where the article
    /// says so.
    pub dealer_stands_on: u8,
    pub dealer_hits_soft_17: bool,
    /// How a payout that leaves a fraction of a cent is rounded (a 3:2 on an odd stake).
    pub rounding: Rounding,
    /// A Black-Jack's even money against the dealer's ace (2003: 1:1); `None` where the
    /// article has none.
    pub even_money: Option<Payout>,
    /// The first two cards' totals, without an ace, a player may double on (9, 10, 11).
    pub double_hard: Vec<u8>,
    /// The other card with an ace a player may double on (2003: 8, 9; the ace then counts 1).
    pub double_soft: Vec<u8>,
    /// Whether split hands may double.
    pub double_after_split: bool,
    /// Whether an ace drawn as a double's card counts only 1.
    pub double_drawn_ace_is_one: bool,
    /// The most hands one initial hand may be split into (`None`: no limit).
    pub max_split_hands: Option<u8>,
    /// Whether the article has the side bet «menor o mayor de 13» (2003).
    pub menor_mayor: bool,
    /// Whether the article says who controls a box (decides its doubles and splits).
    pub box_control: bool,
    /// Whether the article has progressive bets (2003), and the most a stake may be, as a
    /// fraction of the table minimum (1/2).
    pub progressive: Option<Payout>,
    /// Whether the dealer need not draw when every hand is bust (2003).
    pub dealer_may_skip_when_all_bust: bool,
    pub dealer_blackjack_takes: DealerBlackJackTakes,
    /// Whether the article forbids changing the limits once the session is open (1979, by the
    /// roulette's rules it applies).
    pub limits_fixed: bool,
}

impl SimRules {
    /// What the simulator needs of the article `spec`.
    pub fn of(spec: &BlackJackSpec) -> SimRules {
        SimRules {
            decks: spec.cards.decks,
            boxes: spec.boxes.allowed.clone(),
            bets_per_box: spec.boxes.max_bets,
            max_multiples: spec.limits.maximum_multiples.clone(),
            cut_at_least: spec.shoe.cut_card_below,
            cut_with_next_card: spec.shoe.stop_card_shows == StopCardShows::WithNextCard,
            burn: spec.burn.count,
            win: spec.payouts.win,
            blackjack: spec.payouts.blackjack,
            insurance: spec.insurance.payout,
            side_13: spec.side_bet_13.as_ref().map_or(Payout::whole(1), |s| s.payout),
            side_13_total: spec.side_bet_13.as_ref().map_or(13, |s| s.total),
            insurance_max: spec.insurance.max_fraction,
            dealer_stands_on: spec.dealer.stands_on,
            dealer_hits_soft_17: spec.dealer.hit_soft_17,
            rounding: spec.payouts.rounding,
            even_money: spec.even_money.as_ref().map(|e| e.payout),
            double_hard: spec.double.totals.clone(),
            double_soft: spec.double.ace_with.clone(),
            double_after_split: spec.double.after_split,
            double_drawn_ace_is_one: spec.double.drawn_ace == DrawnAce::One,
            max_split_hands: spec.split.max_pairs.map(|n| match spec.split.pairs_count {
                PairsCount::Splits => n.saturating_add(1),
                PairsCount::Hands => n,
            }),
            menor_mayor: spec.side_bet_13.is_some(),
            box_control: spec.boxes.control.is_some(),
            progressive: spec.progressive.as_ref().map(|p| p.max_fraction_of_minimum),
            dealer_may_skip_when_all_bust: spec.dealer.all_busted_exempt,
            dealer_blackjack_takes: match spec.payouts.dealer_blackjack_takes {
                DealerBlackjackTakes::AllStakes => DealerBlackJackTakes::All,
                DealerBlackjackTakes::OriginalStakesOnly => DealerBlackJackTakes::OriginalOnly,
            },
            limits_fixed: spec.limits.change_during_session == ChangePolicy::Forbidden,
        }
    }
}

impl SimRules {
    /// Whether the dealer, holding `cards`, draws another.
    fn dealer_draws(&self, cards: &[Card]) -> bool {
        let (total, soft) = hand::dealer_total(cards);
        total < self.dealer_stands_on || (self.dealer_hits_soft_17 && soft && total == self.dealer_stands_on)
    }
}

/// The most hands the simulator splits one initial hand into, whatever the article allows:
/// within every reading of 2003's «seis pares», and a shoe's worth of cards for nine boxes.
const SPLIT_HANDS_CAP: u8 = 4;

pub(super) struct Sim<'a> {
    r: SimRules,
    rng: ChaCha8Rng,
    min: Amount,
    max: Amount,
    boxes: u8,
    shoe: Option<SimShoe>,
    /// The cut card came out and its round is over: a new shoe before the next round.
    new_shoe_due: bool,
    shoes: u32,
    /// Kings of hearts dealt from the first shoe (the fault `card-not-in-shoe`).
    kings_out: u32,
    /// This round neither doubles nor splits (its cards are out of order, a fault's).
    plain: bool,
    /// The fault's name, and the round from which it waits for a round it fits.
    fault: Option<&'static str>,
    fault_round: u32,
    pending: bool,
    out: &'a mut dyn Write,
}

/// The faults the simulator can inject into the article's logs (those its parameters make
/// possible).
pub fn faults(spec: &BlackJackSpec) -> Vec<Fault> {
    faults::faults(&SimRules::of(spec))
}

/// Writes a simulated session of the article `id`, with `fault` injected.
pub fn simulate(
    id: &str,
    spec: &BlackJackSpec,
    opts: &SimOptions,
    fault: Option<Fault>,
    out: &mut dyn Write,
) -> io::Result<()> {
    simulate_rules(id, &SimRules::of(spec), opts, fault, out)
}

/// [`simulate`] under rules given directly.
pub fn simulate_rules(
    id: &str,
    rules: &SimRules,
    opts: &SimOptions,
    fault: Option<Fault>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let min = crate::sim::table_minimum(&mut rng);
    let multiple = rules.max_multiples.get(rng.random_range(0..rules.max_multiples.len().max(1))).copied();
    let Some(multiple) = multiple else { return Err(failure(t!("sim-catalogue-invalid", id = id))) };
    let boxes = rules.boxes.get(rng.random_range(0..rules.boxes.len().max(1))).copied().unwrap_or(7);
    let mut sim = Sim {
        r: rules.clone(),
        rng,
        min,
        max: min.times(i64::from(multiple)),
        boxes,
        shoe: None,
        new_shoe_due: true,
        shoes: 0,
        kings_out: 0,
        plain: false,
        fault: fault.map(|f| f.name),
        fault_round: (opts.rounds / 2).max(2),
        pending: false,
        out,
    };
    sim.run(id, opts.rounds, multiple)
}

impl Sim<'_> {
    /// The fault `name` is to be injected now.
    fn is(&self, name: &str) -> bool {
        self.pending && self.fault == Some(name)
    }

    /// The fault is in the log.
    fn injected(&mut self) {
        self.pending = false;
    }

    fn run(&mut self, id: &str, rounds: u32, multiple: u32) -> io::Result<()> {
        let table = self.rng.random_range(1..100);
        let params = format_args!("min={} max={multiple} boxes={} currency=EUR", self.min, self.boxes);
        EVENING.open(self.out, id, table, rounds, "rounds", params)?;
        let at_first_shoe = self.fault.is_some_and(|f| faults::AT_FIRST_SHOE.contains(&f));
        self.pending = at_first_shoe;
        // The round after the cut card's needs the cut card early in the session.
        if self.fault == Some("round-after-cut-card") {
            self.fault_round = 1;
        }
        let mut late_round = false;
        for no in 1..=rounds {
            if no == self.fault_round && self.fault.is_some() && !at_first_shoe {
                self.pending = true;
            }
            if self.new_shoe_due {
                self.new_shoe()?;
            }
            if self.is("limits-changed") {
                // A change the article forbids: the checker keeps the header's limits, so the
                // stakes that follow are judged as before and the change is the one finding.
                writeln!(self.out, "limits min={}", self.min.times(2))?;
                self.injected();
            }
            self.round(no)?;
            if late_round {
                // The round dealt after the cut card's is over: now the new shoe.
                self.new_shoe_due = true;
                late_round = false;
            } else if self.shoe.as_ref().is_some_and(|s| s.cut_out) {
                if self.is("round-after-cut-card") {
                    self.injected();
                    late_round = true;
                } else {
                    self.new_shoe_due = true;
                }
            }
        }
        EVENING.close(self.out)?;
        if self.pending {
            let (from, to) = (self.fault_round, rounds);
            return Err(failure(t!("sim-fault-not-injected", game = "cards", from = from, to = to)));
        }
        Ok(())
    }

    /// A new shoe: loaded, cut and burned (the first shoe's faults written there).
    fn new_shoe(&mut self) -> io::Result<()> {
        let first = self.shoes == 0;
        let mut shoe = SimShoe::shuffled(&mut self.rng, self.r.decks);
        let burn = usize::from(self.r.burn);
        let mut behind = SimShoe::behind(&mut self.rng, self.r.cut_at_least);
        if first && self.is("cut-card-reserve") {
            behind = self.rng.random_range(20..usize::from(self.r.cut_at_least.max(21)));
            self.injected();
        }
        if first && self.fault == Some("round-after-cut-card") {
            // The cut card about sixty cards in, within the law (the fault is the round after).
            behind = shoe.cards.len().saturating_sub(burn + 60).max(usize::from(self.r.cut_at_least));
        }
        if first && self.is("card-not-in-shoe") {
            // Every king of hearts dealt first, after the burn: a later one is one too many.
            let kh = Card { rank: Rank::King, suit: Suit::Hearts };
            let (kings, mut rest): (Vec<Card>, Vec<Card>) = shoe.cards.drain(..).partition(|&c| c == kh);
            let tail = rest.split_off(burn.min(rest.len()));
            shoe.cards = rest;
            shoe.cards.extend(kings);
            shoe.cards.extend(tail);
        }
        shoe.cut(behind, self.r.cut_with_next_card);
        if first && self.is("wrong-deck-count") {
            writeln!(self.out, "shoe decks={}", self.r.decks + 2)?;
            self.injected();
        } else {
            writeln!(self.out, "shoe decks={}", self.r.decks)?;
        }
        if self.fault == Some("cut-card-place-not-logged") {
            // Never written, in any shoe: the cut card's reserve and a round after it go
            // unchecked, which the engine says once.
            self.pending = false;
        } else {
            writeln!(self.out, "cutcard {behind}")?;
        }
        let mut burned = burn;
        if first && self.is("wrong-burn-count") {
            burned -= 1;
            self.injected();
        }
        for _ in 0..burned {
            shoe.draw()?;
            writeln!(self.out, "burn ?? down")?;
        }
        self.shoe = Some(shoe);
        self.new_shoe_due = false;
        self.shoes += 1;
        Ok(())
    }

    /// The shoe in play (there is one from the first round on).
    fn shoe(&mut self) -> io::Result<&mut SimShoe> {
        self.shoe.as_mut().ok_or_else(|| failure(t!("sim-shoe-ran-out")))
    }

    /// Draws the next card and writes it dealt to `hand` (`cutcard out` after it when it
    /// uncovers the cut card).
    fn deal(&mut self, hand: &str) -> io::Result<Card> {
        let shoe = self.shoe.as_mut().ok_or_else(|| failure(t!("sim-shoe-ran-out")))?;
        let mut c = shoe.draw()?;
        if self.pending && self.fault == Some("card-not-in-shoe") && self.shoes == 1 {
            // Once the shoe's kings of hearts are out, a ten-valued card written as one more.
            let kh = Card { rank: Rank::King, suit: Suit::Hearts };
            if c == kh {
                self.kings_out += 1;
            } else if self.kings_out >= u32::from(self.r.decks) && c.rank.is_ten_or_court() {
                c = kh;
                self.pending = false;
            }
        }
        writeln!(self.out, "deal {hand} {c}")?;
        shoe.after_card(self.out)?;
        Ok(c)
    }

    /// A stake of `k` table minima.
    fn minima(&self, k: i64) -> Amount {
        self.min.times(k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::CatalogSet;
    use crate::catalog::model::Play;

    /// The rules of every embedded Black Jack article.
    fn articles() -> Vec<(String, SimRules)> {
        let set = match CatalogSet::embedded() {
            Ok(s) => s,
            Err(e) => panic!("embedded catalogue invalid: {e:?}"),
        };
        let all: Vec<(String, SimRules)> = set
            .iter()
            .filter_map(|c| match &c.file.play {
                Play::BlackJack(spec) => Some((c.id().to_owned(), SimRules::of(spec))),
                _ => None,
            })
            .collect();
        assert!(all.len() >= 3, "the three Black Jack articles are embedded");
        all
    }

    fn run(rules: &SimRules, rounds: u32, seed: u64, fault: Option<Fault>) -> Result<String, String> {
        let opts = SimOptions { rounds, seed, inject: fault.map(|f| f.name.to_owned()), bias: Vec::new() };
        let mut out = Vec::new();
        simulate_rules("test/black-jack", rules, &opts, fault, &mut out).map_err(|e| e.to_string())?;
        String::from_utf8(out).map_err(|e| e.to_string())
    }

    /// Every fault is placed within the property tests' sessions (24 rounds and more, a few
    /// seeds), under every article's rules.
    #[test]
    fn every_fault_is_placed() {
        let mut failures = Vec::new();
        for (id, rules) in articles() {
            for f in faults::faults(&rules) {
                for (rounds, seed) in [(24, 0), (24, 1), (24, 2), (24, 3), (40, 4), (40, 5), (120, 7), (200, 11)] {
                    if let Err(e) = run(&rules, rounds, seed, Some(f)) {
                        failures.push(format!("{id} {}: {rounds} rounds seed {seed}: {e}", f.name));
                    }
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// Long sessions never run the shoe out (the cut card leaves at least a deck, and the
    /// simulator splits a hand into at most four).
    #[test]
    fn long_sessions_never_run_out_of_cards() {
        for (id, rules) in articles() {
            for seed in 0..20 {
                if let Err(e) = run(&rules, 400, seed, None) {
                    panic!("{id} seed {seed}: {e}");
                }
            }
        }
    }
}

//! One simulated round: bets, «no va más», the spin and its settlement, with the fault that
//! belongs to the round.

use std::io;

use rand::Rng;

use super::{Act, Bet, Item, Sim, other};
use crate::engine::roulette::cloth::covers;
use crate::log::event::Numbers;
use crate::money::Amount;

impl Sim<'_> {
    pub(super) fn round(&mut self, no: u32, last: bool) -> io::Result<()> {
        // Faults that need a prisoner: imprison one in the round before.
        let setup_prisoner = self.fault_round == no + 1 && matches!(self.fault, Some("RL020" | "RL021" | "RL030"));
        let shown = if self.is("S002") { no - 1 } else { no };
        if self.is("S002") {
            self.pending = false;
        }
        if self.is("S008") && self.settled {
            self.pending = false;
        } else {
            writeln!(self.out, "round {shown}")?;
        }
        self.settled = false;

        let mut bets = Vec::new();
        for _ in 0..self.rng.random_range(1..=6) {
            let b = self.random_bet();
            Self::push_unique(&mut bets, b);
        }
        // The draw that once forced a zero on one spin in twelve is kept, so that a seed still
        // gives the same stakes and bets: the wheel is now fair (or biased only by `--bias`), as
        // a simulated month of a fair table must pass the frequency test; zeros still come at
        // 1/37, and the faults about the zero force theirs.
        let _ = self.rng.random_bool(0.08);
        let mut force_zero = setup_prisoner;
        let mut force_nonzero = false;
        let mut force_number: Option<u16> = None;
        let mut forced_choice: Option<(usize, Act)> = None;
        let mut extra_lines_after_bets: Vec<String> = Vec::new();
        let mut invalid_bet: Option<String> = None;

        let fault = if self.pending { self.fault } else { None };
        match fault {
            Some("RL001") if self.prisoners.is_empty() => force_nonzero = true,
            Some("RL014") => {
                let mut b = self.random_bet();
                if self.g.kinds[b.kind].is_series() {
                    b = self.chance_bet(None).unwrap_or(b);
                }
                b.stake = self.min.saturating_sub(Amount(1));
                b.seat = 9;
                bets.push(b);
                self.pending = false;
            }
            Some("RL036") => {
                // Seat 9's colour chips are worth the minimum: half a chip more is not a whole
                // number of them (and is still within every maximum).
                let mut b = self.random_bet();
                b.seat = 9;
                b.stake = self.min.saturating_add(Amount(self.min.minor() / 2));
                bets.push(b);
                self.pending = false;
            }
            Some("RL015") | Some("RL016") => {
                let mut b = self.random_bet();
                while self.g.kinds[b.kind].is_series() {
                    b = self.random_bet();
                }
                b.seat = 9;
                b.stake = if fault == Some("RL015") {
                    self.max_for(b.kind).saturating_add(self.min)
                } else {
                    self.min.saturating_add(Amount(self.min.minor() / 2))
                };
                bets.push(b);
                self.pending = false;
            }
            Some("RL026") => {
                if let Some(kind) = (0..self.g.kinds.len()).find(|&i| self.g.kinds[i].is_series()) {
                    let chips = i64::from(self.g.kinds[kind].chips);
                    bets.push(Bet {
                        seat: 9,
                        kind,
                        target: Numbers::default(),
                        stake: self.min.times(chips).saturating_add(Amount(1)),
                    });
                    self.pending = false;
                }
            }
            Some("RL002") => {
                if let Some(kind) =
                    (0..self.g.kinds.len()).find(|&i| self.g.kinds[i].shape == crate::catalog::model::Shape::Split)
                {
                    let name = &self.g.kinds[kind].name;
                    invalid_bet = Some(format!("{name} 1-5"));
                    self.pending = false;
                }
            }
            Some("RL017") | Some("RL018") | Some("RL019") => {
                let stake = if fault == Some("RL019") { Some(self.min) } else { None };
                if let Some(mut b) = self.chance_bet(stake) {
                    b.seat = 9;
                    forced_choice =
                        Some((bets.len(), if fault == Some("RL017") { Act::ChoosePrison } else { Act::ChooseHalf }));
                    bets.push(b);
                    force_zero = true;
                }
            }
            Some("RL022") if last => {
                if let Some(mut b) = self.chance_bet(None) {
                    b.seat = 9;
                    bets.push(b);
                    force_zero = true;
                }
            }
            Some("RL029") => {
                if let Some(mut b) = self.chance_bet(None) {
                    b.seat = 9;
                    let r = self.bet_ref(false, b.kind, &b.target);
                    extra_lines_after_bets.push(format!("choose p9 {r} half"));
                    bets.push(b);
                    force_nonzero = true;
                    self.pending = false;
                }
            }
            // On a wheel of named spots a round may pay no one (24 ties): the faults on a
            // payment make one bet win.
            Some("RL003" | "RL004" | "RL006" | "RL010") if !self.g.symbol_names.is_empty() => {
                let g = &self.g;
                let paid: Vec<u16> = (0..g.numbers)
                    .filter(|&n| {
                        bets.iter().any(|b| {
                            let k = &g.kinds[b.kind];
                            k.payout != crate::money::Payout::whole(0) && covers(k.mask, n)
                        })
                    })
                    .collect();
                if !paid.is_empty() {
                    force_number = Some(paid[self.rng.random_range(0..paid.len())]);
                }
            }
            Some("RL020" | "RL021" | "RL030") => {
                if let Some(p) = self.prisoners.iter().find(|p| p.seat == 9) {
                    let mask = self.g.kinds[p.kind].mask;
                    let winners: Vec<u16> = (1..self.g.numbers).filter(|&n| covers(mask, n)).collect();
                    force_number = Some(winners[self.rng.random_range(0..winners.len())]);
                }
            }
            _ => {}
        }
        if setup_prisoner {
            if let Some(mut b) = self.chance_bet(None) {
                b.seat = 9;
                forced_choice = Some((bets.len(), Act::ChoosePrison));
                bets.push(b);
            }
        }
        // The forced bet must not collide with a random one.
        let mut seen = Vec::new();
        bets.retain(|b| {
            let key = (b.seat, b.kind, b.target);
            if seen.contains(&key) {
                false
            } else {
                seen.push(key);
                true
            }
        });
        if let Some((i, _)) = forced_choice {
            if i >= bets.len() {
                forced_choice = None;
            }
        }

        // Bets, «no va más», the spin.
        let late_bet = fault == Some("RL011") && bets.len() > 1;
        let write_now = if late_bet { bets.len() - 1 } else { bets.len() };
        for b in &bets[..write_now] {
            let r = self.bet_ref(false, b.kind, &b.target);
            writeln!(self.out, "  bet p{} {r} {}", b.seat, b.stake)?;
        }
        // Seat 1's stake on it, in its colour chips where it has them.
        let invalid_stake = self.in_chips(1, self.min, Amount(i64::MAX));
        if let Some(r) = &invalid_bet {
            writeln!(self.out, "  bet p1 {r} {invalid_stake}")?;
        }
        let no_more = fault != Some("RL028");
        if no_more {
            writeln!(self.out, "  nomore")?;
        }
        if late_bet {
            let b = &bets[bets.len() - 1];
            let r = self.bet_ref(false, b.kind, &b.target);
            writeln!(self.out, "  bet p{} {r} {}", b.seat, b.stake)?;
        }
        if late_bet || fault == Some("RL028") {
            self.pending = false;
        }

        if fault == Some("S004") {
            // The round never gets its result: a «tirada nula» never relaunched, or (an article
            // without one, boule) no spin at all.
            if let Some(reason) = self.g.spin.void_reasons.first() {
                writeln!(self.out, "  void {reason}")?;
            }
            self.pending = false;
            return Ok(());
        }
        let void = self.last_number.is_some()
            && (self.rng.random_bool(0.04) || matches!(fault, Some("RL023" | "RL024")))
            && !self.g.spin.void_reasons.is_empty();
        if void {
            let reason = if fault == Some("RL023") {
                "croupier-sneezed".to_owned()
            } else {
                let r = &self.g.spin.void_reasons;
                r[self.rng.random_range(0..r.len())].clone()
            };
            writeln!(self.out, "  void {reason}")?;
        }

        let zero = self.g.zero_number;
        let mut n = if force_zero && !force_nonzero { zero } else { self.draw() };
        // (From 1 on a roulette, as the seeds' logs have always drawn it.)
        while force_nonzero && n == zero {
            n = self.rng.random_range(self.g.lowest.max(1)..self.g.numbers);
        }
        if let Some(f) = force_number {
            n = f;
        }
        let second_result = fault == Some("RL032") && !void && self.last_number.is_some();
        if second_result {
            // A first result the croupiers then ignored; the real spin below alternates with it.
            writeln!(
                self.out,
                "  spin {} {} ball={}",
                self.g.written(self.next_number(n)),
                self.rotor.as_str(),
                other(self.rotor).as_str()
            )?;
            self.rotor = other(self.rotor);
            self.pending = false;
        }
        let (rotor, next_rotor) = if fault == Some("RL012") && self.last_number.is_some() {
            self.pending = false;
            (other(self.rotor), self.rotor)
        } else {
            (self.rotor, other(self.rotor))
        };
        let ball = if fault == Some("RL013") {
            self.pending = false;
            Some(rotor)
        } else {
            // The draw that once left `ball=` out of one spin in five is kept, so that a seed
            // still gives the same log: a clean log now gives the ball's sense on every spin,
            // as a spin without it leaves RL013 unchecked (RL033).
            let _ = self.rng.random_bool(0.8);
            Some(other(rotor))
        };
        // A named spot is written by its name (a number past the spots is not one: RL001).
        let shown = match (fault == Some("RL001") && force_nonzero, self.g.symbol_names.is_empty()) {
            (true, true) => self.g.numbers.to_string(),
            // No spot of a wheel of named spots has the figure 0.
            (true, false) => "0".to_owned(),
            (false, _) => self.g.written(n),
        };
        // A plate that does not turn (boule) gives the number alone.
        let mut spin =
            if self.g.spin.rotor { format!("  spin {shown} {}", rotor.as_str()) } else { format!("  spin {shown}") };
        if let Some(b) = ball.filter(|_| self.g.spin.rotor) {
            spin.push_str(&format!(" ball={}", b.as_str()));
        }
        if void {
            let from = self.last_number.unwrap_or(0);
            let from = if fault == Some("RL024") { self.next_number(from) } else { from };
            spin.push_str(&format!(" from={from}"));
            if matches!(fault, Some("RL023" | "RL024")) {
                self.pending = false;
            }
        }
        self.rotor = next_rotor;
        let invalid_result = fault == Some("RL001") && force_nonzero;

        // Settlement, as the article orders it.
        let mut items = self.settle(&bets, n, last, forced_choice);
        if let Some(r) = &invalid_bet {
            // The croupier collects the stake of the bet that should not have been accepted.
            items.insert(
                0,
                Item {
                    seat: 1,
                    prison: false,
                    kind: usize::MAX,
                    target: Numbers::default(),
                    act: Act::Collect,
                    amount: invalid_stake,
                    losing: true,
                    rank: 0,
                    block: 0,
                },
            );
            let _ = r;
        }
        let early = fault == Some("RL025");
        if early {
            if let Some(i) = items.iter().position(|it| it.act == Act::Collect && it.losing && it.kind != usize::MAX) {
                let it = items.remove(i);
                let line = self.item_line(&it, invalid_bet.as_deref());
                writeln!(self.out, "{line}")?;
                self.pending = false;
            }
        }
        writeln!(self.out, "{spin}")?;
        if invalid_result {
            self.pending = false;
        }
        for l in &extra_lines_after_bets {
            writeln!(self.out, "  {l}")?;
        }
        if !invalid_result {
            self.inject(&mut items, fault, last);
        }
        for it in &items {
            let line = self.item_line(it, invalid_bet.as_deref());
            writeln!(self.out, "{line}")?;
            self.settled |= !matches!(it.act, Act::ChooseHalf | Act::ChoosePrison);
        }
        if !invalid_result {
            self.last_number = Some(n);
        } else {
            // An invalid result settles nothing: bets vanish, prisoners stay.
        }
        Ok(())
    }
}

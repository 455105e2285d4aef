//! Exact dealer odds of Black Jack (Veintiuno) as the Spanish catalogues deal it: the
//! probability of every final total of the dealer's hand from each up-card.
//!
//! The rules this follows (Valencia 2003 and State 1979, art. 03, §03.V.1.a):
//!
//! - **no hole card**: the dealer takes one card, the players act, and only then does the dealer
//!   draw a second card and go on. So a dealer Black-Jack (21 with two cards) is possible from an
//!   ace or a ten-valued up-card and is reported as its own outcome, never folded into 21; the
//!   figures are those "before the peek" (Wizard of Odds calls them appendix 2B);
//! - the dealer draws below 17 and stands on 17 or more, counting an ace as 11 whenever that makes
//!   17 to 21 («deberá contarlos como once puntos si con este valor alcanza 17 o más y siempre
//!   que no cuente con él más de 21 puntos»): he **stands on soft 17**. Hitting soft 17 is a
//!   parameter ([`DealerRules::hits_soft_17`]) for comparison with published tables;
//! - court cards count 10, an ace 1 or 11.
//!
//! Two shoes ([`Shoe`]): an infinite deck (every draw ace to nine with probability 1/13, a
//! ten-valued card 4/13), and an `N`-deck shoe with only the up-card removed, where every draw
//! depends on the cards already drawn: exactly, as a sum over the ways the dealer's hand can end
//! (the multisets he draws and their orders, [`super::strategy::dealer::Endings::exact`]); the
//! tests check it against a recursion over the remaining composition.
//!
//! Probabilities are exact rationals (`Ratio<i128>`). They fit: a dealer's hand has at most 12
//! cards standing on soft 17 (once it holds an ace its hard total must jump from 6 or less to 12
//! or more, since a hard 7–11 with an ace is a soft 17–21 and stands: six aces, a six, four aces
//! and a last card), 13 hitting soft 17 (seven aces first), so a denominator divides at most 12
//! factors of the shoe's size (< 416 for 8 decks), about 10^31, well inside i128 (10^38).
//!
//! Not computed here: the house edge of basic strategy under the article's rules (doubling on
//! 9–11 and soft 19–20 with the ace counted as 1, splits up to six pairs, doubled and split
//! stakes lost to a later dealer Black-Jack or not: [AMBIG] in the text).

use std::collections::HashMap;
use std::fmt;

use num_rational::Ratio;

/// An exact probability.
pub type Prob = Ratio<i128>;

/// How the dealer's hand ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DealerFinal {
    Total17,
    Total18,
    Total19,
    Total20,
    /// 21 with three cards or more.
    Total21,
    /// 21 with the up-card and the next card.
    BlackJack,
    Bust,
}

impl DealerFinal {
    /// Every outcome, in the order of [`DealerOutcomes::by_upcard`]'s rows.
    pub const ALL: [DealerFinal; 7] = [
        DealerFinal::Total17,
        DealerFinal::Total18,
        DealerFinal::Total19,
        DealerFinal::Total20,
        DealerFinal::Total21,
        DealerFinal::BlackJack,
        DealerFinal::Bust,
    ];

    /// Its position in [`DealerFinal::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Where the cards come from: the shared card shoe's composition (for the dealer, a shoe
/// `Decks(n)` is full but for the up-card).
pub use crate::engine::shoe::Composition as Shoe;

/// The dealer's drawing rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealerRules {
    /// Whether the dealer draws on a soft 17 (the catalogues say no: he stands on every 17).
    pub hits_soft_17: bool,
}

impl DealerRules {
    /// The catalogues' rule: stand on every 17, soft ones included.
    pub const CATALOGUE: DealerRules = DealerRules { hits_soft_17: false };
}

/// The dealer's final-total distribution from each up-card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealerOutcomes {
    pub shoe: Shoe,
    pub rules: DealerRules,
    /// `by_upcard[u][f]`: up-card `u` (0 = ace, 1–8 = two to nine, 9 = ten or court card),
    /// outcome `f` in [`DealerFinal::ALL`]'s order. Each row sums to exactly 1.
    pub by_upcard: [[Prob; 7]; 10],
}

impl DealerOutcomes {
    /// The probability of `outcome` from an up-card worth `upcard` (1 = ace, …, 10 = ten or
    /// court card); `None` for any other value.
    pub fn probability(&self, upcard: u8, outcome: DealerFinal) -> Option<Prob> {
        let row = self.by_upcard.get(usize::from(upcard).checked_sub(1)?)?;
        Some(row[outcome.index()])
    }
}

/// Why the odds cannot be computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OddsError {
    /// The deck count is outside 1–8 (the bound that keeps the exact rationals inside i128).
    Decks(u16),
}

impl fmt::Display for OddsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OddsError::Decks(d) => write!(f, "expected a shoe of 1 to 8 decks, found {d}"),
        }
    }
}

impl std::error::Error for OddsError {}

/// The largest shoe computed exactly.
pub const MAX_DECKS: u16 = 8;

/// The dealer's final-total distribution from every up-card.
pub fn dealer_outcomes(shoe: Shoe, rules: DealerRules) -> Result<DealerOutcomes, OddsError> {
    if let Shoe::Decks(d) = shoe {
        if !(1..=MAX_DECKS).contains(&d) {
            return Err(OddsError::Decks(d));
        }
    }
    let zero = Prob::from_integer(0);
    let mut by_upcard = [[zero; 7]; 10];
    for (up, row) in by_upcard.iter_mut().enumerate() {
        let hand = Hand::default().with(up);
        *row = match shoe {
            Shoe::Infinite => Infinite { rules, memo: HashMap::new() }.value(hand),
            Shoe::Decks(d) => {
                let mut left = [4 * d; 10];
                left[9] = 16 * d;
                left[up] -= 1;
                super::strategy::dealer::endings(up, rules).exact(left)
            }
        };
    }
    Ok(DealerOutcomes { shoe, rules, by_upcard })
}

/// A dealer's hand: its total counting every ace as 1, whether it holds an ace, how many cards.
/// The one statement of the dealer's rule for the odds: the exact recursions here and the
/// floating-point endings of `strategy::dealer` both stop where [`Hand::stops`] says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(super) struct Hand {
    hard: u8,
    ace: bool,
    pub(super) cards: u8,
}

impl Hand {
    /// The hand with one more card of class `c` (0 = ace, …, 9 = ten-valued).
    pub(super) fn with(self, c: usize) -> Hand {
        // Class c is worth c + 1 (< 11): the cast cannot truncate.
        Hand { hard: self.hard + c as u8 + 1, ace: self.ace || c == 0, cards: self.cards + 1 }
    }

    /// Where the dealer stops with this hand, or `None` if he must draw.
    pub(super) fn stops(self, rules: DealerRules) -> Option<DealerFinal> {
        let soft = self.ace && self.hard + 10 <= 21;
        let total = if soft { self.hard + 10 } else { self.hard };
        if total > 21 {
            return Some(DealerFinal::Bust);
        }
        if total < 17 || (rules.hits_soft_17 && soft && total == 17) {
            return None;
        }
        Some(match total {
            17 => DealerFinal::Total17,
            18 => DealerFinal::Total18,
            19 => DealerFinal::Total19,
            20 => DealerFinal::Total20,
            _ if self.cards == 2 => DealerFinal::BlackJack,
            _ => DealerFinal::Total21,
        })
    }
}

fn certain(outcome: DealerFinal) -> [Prob; 7] {
    let mut v = [Prob::from_integer(0); 7];
    v[outcome.index()] = Prob::from_integer(1);
    v
}

/// Infinite deck: the distribution depends only on the hand (and whether it still has two
/// cards or fewer, for the Black-Jack).
struct Infinite {
    rules: DealerRules,
    memo: HashMap<Hand, [Prob; 7]>,
}

impl Infinite {
    fn value(&mut self, hand: Hand) -> [Prob; 7] {
        if let Some(f) = hand.stops(self.rules) {
            return certain(f);
        }
        let key = Hand { cards: hand.cards.min(3), ..hand };
        if let Some(v) = self.memo.get(&key) {
            return *v;
        }
        let mut v = [Prob::from_integer(0); 7];
        for c in 0..10 {
            let p = Prob::new(if c == 9 { 4 } else { 1 }, 13);
            let sub = self.value(hand.with(c));
            for (acc, s) in v.iter_mut().zip(sub) {
                *acc += p * s;
            }
        }
        self.memo.insert(key, v);
        v
    }
}

/// A finite shoe by recursion: the distribution depends on the cards left, which (the up-card
/// being fixed) also determine the hand. The tests' reference for the endings' sums
/// ([`super::strategy::dealer::Endings::exact`]), which compute the same fractions far faster.
#[cfg(test)]
struct Finite {
    rules: DealerRules,
    left: [u16; 10],
    memo: HashMap<[u16; 10], [Prob; 7]>,
}

#[cfg(test)]
impl Finite {
    fn value(&mut self, hand: Hand) -> [Prob; 7] {
        if let Some(f) = hand.stops(self.rules) {
            return certain(f);
        }
        if let Some(v) = self.memo.get(&self.left) {
            return *v;
        }
        let total: i128 = self.left.iter().map(|&n| i128::from(n)).sum();
        let mut v = [Prob::from_integer(0); 7];
        for c in 0..10 {
            let n = self.left[c];
            if n == 0 {
                continue;
            }
            let p = Prob::new(i128::from(n), total);
            self.left[c] -= 1;
            let sub = self.value(hand.with(c));
            self.left[c] += 1;
            for (acc, s) in v.iter_mut().zip(sub) {
                *acc += p * s;
            }
        }
        self.memo.insert(self.left, v);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(p: Prob) -> f64 {
        *p.numer() as f64 / *p.denom() as f64
    }

    fn assert_table(o: &DealerOutcomes, published: &[[f64; 7]], tolerance: f64) {
        for (row, want) in o.by_upcard.iter().zip(published) {
            for (got, want) in row.iter().zip(want) {
                assert!((f(*got) - want).abs() <= tolerance, "{o:?}: got {} want {want}", f(*got));
            }
        }
    }

    #[test]
    fn every_row_sums_to_one_and_black_jack_is_the_next_card() {
        for shoe in [Shoe::Infinite, Shoe::Decks(1), Shoe::Decks(6)] {
            for rules in [DealerRules::CATALOGUE, DealerRules { hits_soft_17: true }] {
                let o = dealer_outcomes(shoe, rules).unwrap();
                for row in &o.by_upcard {
                    assert_eq!(row.iter().sum::<Prob>(), Prob::from_integer(1), "{shoe:?}");
                }
                // A Black-Jack is the up-card and the next card making 21: an ace up needs a ten
                // (16 a deck of the 52·d − 1 left), a ten up an ace (4 a deck).
                let (ace, ten) = match shoe {
                    Shoe::Infinite => (Prob::new(4, 13), Prob::new(1, 13)),
                    Shoe::Decks(d) => {
                        let left = 52 * i128::from(d) - 1;
                        (Prob::new(16 * i128::from(d), left), Prob::new(4 * i128::from(d), left))
                    }
                };
                assert_eq!(o.probability(1, DealerFinal::BlackJack), Some(ace));
                assert_eq!(o.probability(10, DealerFinal::BlackJack), Some(ten));
                for up in 2..=9 {
                    assert_eq!(o.probability(up, DealerFinal::BlackJack), Some(Prob::from_integer(0)));
                }
                assert_eq!(o.probability(0, DealerFinal::Bust), None);
                assert_eq!(o.probability(11, DealerFinal::Bust), None);
            }
        }
    }

    /// The endings' sums give the very fractions of the recursion over the shoe's compositions,
    /// for both dealer rules, from one deck to eight (the largest, where the fractions are
    /// largest).
    #[test]
    fn the_endings_sums_are_the_recursions_fractions() {
        for decks in [1u16, 2, 8] {
            for rules in [DealerRules::CATALOGUE, DealerRules { hits_soft_17: true }] {
                let o = dealer_outcomes(Shoe::Decks(decks), rules).unwrap();
                for up in 0..10 {
                    let mut left = [4 * decks; 10];
                    left[9] = 16 * decks;
                    left[up] -= 1;
                    let by_recursion = Finite { rules, left, memo: HashMap::new() }.value(Hand::default().with(up));
                    assert_eq!(o.by_upcard[up], by_recursion, "{decks} decks, up-card {up}, {rules:?}");
                }
            }
        }
    }

    #[test]
    fn shoes_outside_one_to_eight_decks_are_refused() {
        assert_eq!(dealer_outcomes(Shoe::Decks(0), DealerRules::CATALOGUE), Err(OddsError::Decks(0)));
        assert_eq!(dealer_outcomes(Shoe::Decks(9), DealerRules::CATALOGUE), Err(OddsError::Decks(9)));
    }

    /// No published infinite-deck table was found to cite, so the infinite deck is checked as
    /// the limit of the exact shoes: every probability moves towards it as decks are added, and
    /// 8 decks are within 0.003 of it (the 1- and 2-deck shoes being checked against the
    /// published tables below).
    #[test]
    fn finite_shoes_converge_on_the_infinite_deck() {
        let inf = dealer_outcomes(Shoe::Infinite, DealerRules::CATALOGUE).unwrap();
        let dist = |d: u16| {
            let o = dealer_outcomes(Shoe::Decks(d), DealerRules::CATALOGUE).unwrap();
            let mut worst = 0.0f64;
            for (a, b) in o.by_upcard.iter().flatten().zip(inf.by_upcard.iter().flatten()) {
                worst = worst.max((f(*a) - f(*b)).abs());
            }
            worst
        };
        let (one, two, eight) = (dist(1), dist(2), dist(8));
        assert!(one > two && two > eight, "{one} {two} {eight}");
        assert!(eight < 0.003, "{eight}");
    }

    /// Wizard of Odds, "Dealer Probabilities in Blackjack", appendix 2B (the dealer did not yet
    /// peek: the no-hole-card figures), "1 Deck - Dealer Stands on Soft 17",
    /// https://wizardofodds.com/games/blackjack/appendix/2b/ — printed to six significant
    /// digits, so compared within 5e-6. Rows ace, 2, …, 9, 10; columns 17–21, BJ, bust.
    #[test]
    fn one_deck_matches_the_wizard_of_odds_appendix_2b() {
        let published = [
            [0.126128, 0.131003, 0.129486, 0.131553, 0.0515646, 0.313726, 0.11654],
            [0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0.0, 0.352973],
            [0.130313, 0.130946, 0.123761, 0.123345, 0.116047, 0.0, 0.375588],
            [0.130973, 0.114163, 0.120679, 0.116286, 0.115096, 0.0, 0.402803],
            [0.119687, 0.123483, 0.116909, 0.104694, 0.106321, 0.0, 0.428905],
            [0.166948, 0.106454, 0.107192, 0.100705, 0.0978785, 0.0, 0.420823],
            [0.372345, 0.138583, 0.0773344, 0.0788967, 0.072987, 0.0, 0.259854],
            [0.130857, 0.362989, 0.129445, 0.0682898, 0.0697914, 0.0, 0.238627],
            [0.121886, 0.103921, 0.357391, 0.12225, 0.0611088, 0.0, 0.233442],
            [0.114418, 0.112879, 0.114662, 0.328879, 0.0364661, 0.0784314, 0.214264],
        ];
        let o = dealer_outcomes(Shoe::Decks(1), DealerRules::CATALOGUE).unwrap();
        assert_table(&o, &published, 5e-6);
    }

    /// The same appendix, "2 Decks - Dealer Stands on Soft 17" (the rows the source shows:
    /// ace to five).
    #[test]
    fn two_decks_match_the_wizard_of_odds_appendix_2b() {
        let published = [
            [0.128467, 0.13089, 0.130179, 0.131159, 0.0527542, 0.31068, 0.115872],
            [0.139367, 0.133348, 0.130744, 0.123997, 0.119254, 0.0, 0.353291],
            [0.132764, 0.130676, 0.124575, 0.121811, 0.11538, 0.0, 0.374794],
            [0.130704, 0.120208, 0.121038, 0.116366, 0.113145, 0.0, 0.39854],
            [0.121005, 0.122831, 0.117318, 0.109022, 0.10732, 0.0, 0.422505],
        ];
        let o = dealer_outcomes(Shoe::Decks(2), DealerRules::CATALOGUE).unwrap();
        assert_table(&o, &published, 5e-6);
    }
}

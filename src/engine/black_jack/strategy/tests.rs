use super::*;

/// The infinite deck's card probabilities and dealer distribution from up-card class `up`, in
/// `f64`.
fn infinite(up: usize, rules: DealerRules) -> ([f64; 10], [f64; 7]) {
    let o = odds::dealer_outcomes(Shoe::Infinite, rules).unwrap();
    let mut p = [1.0 / 13.0; 10];
    p[TEN] = 4.0 / 13.0;
    let dist = std::array::from_fn(|f| {
        let r = o.by_upcard[up][f];
        *r.numer() as f64 / *r.denom() as f64
    });
    (p, dist)
}

/// The closed form of an unlimited re-split (the fixed point `W = S + p·max(V, 2W)`) agrees with
/// the recursion over open hands once the limit is far beyond what a shoe gives.
#[test]
fn unlimited_resplits_are_the_limit_of_bounded_ones() {
    for shoe in [Shoe::Infinite, Shoe::Decks(6)] {
        let unlimited = basic_strategy(&Rules::estado_1979(), shoe).unwrap();
        let bounded = basic_strategy(&Rules { max_splits: Some(40), ..Rules::estado_1979() }, shoe).unwrap();
        assert!((unlimited.edge - bounded.edge).abs() < 1e-14, "{shoe:?}");
        for (u, b) in unlimited.cells.iter().zip(&bounded.cells) {
            let (us, bs) = (u.returns.split.unwrap_or(0.0), b.returns.split.unwrap_or(0.0));
            assert!((us - bs).abs() < 1e-13, "{:?} vs {}: {us} {bs}", u.row, u.up);
        }
    }
}

/// A hand-checkable split: aces not re-split, each takes one card and stands, so the split is
/// worth twice the average of standing on A+x.
#[test]
fn split_aces_take_one_card_each() {
    let rules = Rules { resplit_aces: false, ..Rules::estado_1979() };
    let (p, dist) = infinite(9, rules.dealer());
    let mut player = Player::new(&rules, p, &dist);
    let want: f64 = (0..10).map(|x| p[x] * player.stand(1 + worth(x), true)).sum::<f64>() * 2.0;
    assert!((player.split(ACE) - want).abs() < 1e-15);
    // No split allowed at all: a pair has no split return.
    let no_splits = Rules { max_splits: Some(0), ..rules.clone() };
    assert!(Context::new(&no_splits, p, &dist).returns(&no_splits, 7, 7).split.is_none());
    assert!(Context::new(&rules, p, &dist).returns(&rules, 7, 7).split.is_some());
}

/// Standing on a total against the dealer's distribution: below 17 the player wins only when
/// the dealer busts; on 21 he pushes the dealer's three-card 21 and loses to his Black-Jack.
#[test]
fn standing_values_follow_the_dealer_distribution() {
    let (p, dist) = infinite(0, DealerRules::CATALOGUE);
    let rules = Rules::estado_1979();
    let player = Player::new(&rules, p, &dist);
    let bust = dist[DealerFinal::Bust.index()];
    assert!((player.stand(16, false) - (2.0 * bust - 1.0)).abs() < 1e-15);
    let bj = dist[DealerFinal::BlackJack.index()];
    let t21 = dist[DealerFinal::Total21.index()];
    assert!((player.stand(21, false) - (1.0 - t21 - 2.0 * bj)).abs() < 1e-15);
    assert_eq!(player.stand(22, false), -1.0);
}

/// The article's doubling parameters: an ace drawn on a double counted 1 can only lower a
/// double's value (it turns 9 + A from 20 into 10); letting split aces double can only raise a
/// split of aces; a hand without a total of the rules' list has no double at all.
#[test]
fn doubling_parameters_move_the_values_their_way() {
    let (p, dist) = infinite(5, DealerRules::CATALOGUE);
    let free = Rules::valencia_2003();
    let one = Rules { drawn_ace_may_be_11: false, ..Rules::valencia_2003() };
    let (a, b) = (Player::new(&free, p, &dist), Player::new(&one, p, &dist));
    // 9 + an ace: 20 against 10 (stand values), weighted 1/13, times two stakes.
    let d = a.double(9) - b.double(9);
    assert!((d - 2.0 / 13.0 * (a.stand(20, false) - a.stand(10, false))).abs() < 1e-15, "{d}");
    let split_aces = Rules { double_on_split_aces: true, ..Rules::valencia_2003() };
    let (mut c, mut e) = (Player::new(&free, p, &dist), Player::new(&split_aces, p, &dist));
    assert!(e.split(ACE) >= c.split(ACE));
    // A+8 and A+9 double in 2003 only; 8 without an ace (3+5) never.
    assert!(c.may_double(ACE, 7).is_some() && c.may_double(8, ACE).is_some());
    assert_eq!(c.may_double(ACE, ACE), None);
    assert_eq!(c.may_double(2, 4), None);
    let old = Rules::estado_1979();
    assert_eq!(Player::new(&old, p, &dist).may_double(ACE, 7), None);
    assert_eq!(e.may_double(3, 4), Some(9));
}

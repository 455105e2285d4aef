//! The quote must contain the clause applied (issue 29 §4): where a rule's parameters give a
//! figure its checks apply (a payout's ratio, a maximum's multiple, a percentage, a count, a
//! threshold), the rule's quote must show that figure, so that a finding citing the rule shows
//! the words it was judged by. A quote that cut out «en 12» or «el 200 por 100» cited a clause
//! without the very figure the check used.
//!
//! A figure is shown when the quote writes it in digits (`35`, `0'5`, `1.000`, `2,5`) or in
//! Spanish words (`treinta y cinco`, `doscientos`, `dos millones`, `doble`, `triple`, `mitad`,
//! `a la par`); a ratio `p/q` also as its two terms (`3 por 2`, `6 a 5`), a rate as its
//! percentage (`el 5 por 100` for 1/20). What the lint cannot decide is left out, and said
//! where it is left out (see the comments of [`demands`]).

use num_rational::Ratio;

use crate::catalog::model::{Play, RuleSpec};

/// A figure a parameter applies, as a quote may write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Figure {
    /// A number or a ratio (a payout `3/2`, a multiple, a count, a ball).
    Value(Ratio<i64>),
    /// A rate, shown as its percentage (`1/20`: «5 por 100») or as a fraction.
    Rate(Ratio<i64>),
}

impl Figure {
    fn int(n: impl Into<i64>) -> Figure {
        Figure::Value(Ratio::from_integer(n.into()))
    }

    /// The figure as a message writes it: `35`, `3/2`, `5 %`.
    pub(crate) fn text(self) -> String {
        match self {
            Figure::Value(r) => ratio_text(r),
            Figure::Rate(r) => format!("{} %", ratio_text(r * Ratio::from_integer(100))),
        }
    }
}

fn ratio_text(r: Ratio<i64>) -> String {
    if r.is_integer() {
        r.to_integer().to_string()
    } else {
        // A decimal where it is one (0.5, 1.25), else the fraction.
        let mut d = r;
        for places in 1..=3 {
            d *= Ratio::from_integer(10);
            if d.is_integer() {
                let n = d.to_integer();
                let p = 10_i64.pow(places);
                return format!("{}.{:0width$}", n / p, n % p, width = places as usize);
            }
        }
        format!("{}/{}", r.numer(), r.denom())
    }
}

/// One figure a rule must show: the rule, the parameter's YAML path (for the message) and the
/// figure.
#[derive(Clone, Debug)]
pub(crate) struct Demand {
    pub rule: String,
    pub path: String,
    pub figure: Figure,
}

/// Whether `quote` shows `figure`.
pub(crate) fn shows(quote: &str, figure: Figure) -> bool {
    let found = numbers(quote);
    let has = |r: Ratio<i64>| found.contains(&r);
    let terms = |r: Ratio<i64>| has(Ratio::from_integer(*r.numer())) && has(Ratio::from_integer(*r.denom()));
    match figure {
        Figure::Value(r) => has(r) || (!r.is_integer() && terms(r)),
        Figure::Rate(r) => has(r * Ratio::from_integer(100)) || (!r.is_integer() && terms(r)),
    }
}

/// Every number `text` writes, in digits or in Spanish words.
pub(crate) fn numbers(text: &str) -> Vec<Ratio<i64>> {
    let lower = text.to_lowercase();
    let mut out = Vec::new();
    // Digits: `1.000` (thousands), `2,5` and `0'5` (the texts' decimal comma, and the OCR's
    // apostrophe for it).
    let chars: Vec<char> = lower.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let digits = |i: &mut usize, into: &mut String| {
            while *i < chars.len() && chars[*i].is_ascii_digit() {
                into.push(chars[*i]);
                *i += 1;
            }
        };
        let mut int = String::new();
        digits(&mut i, &mut int);
        // A thousands point: three digits after it, and no more.
        while i + 4 <= chars.len()
            && chars[i] == '.'
            && chars[i + 1..i + 4].iter().all(char::is_ascii_digit)
            && chars.get(i + 4).is_none_or(|c| !c.is_ascii_digit())
        {
            i += 1;
            digits(&mut i, &mut int);
        }
        let mut frac = String::new();
        if i + 1 < chars.len() && (chars[i] == ',' || chars[i] == '\'') && chars[i + 1].is_ascii_digit() {
            i += 1;
            digits(&mut i, &mut frac);
        }
        if let Some(r) = decimal(&int, &frac) {
            out.push(r);
        }
    }
    // Words, read as runs: «treinta y cinco», «dos millones», «ciento veinte».
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
    let mut run: Option<(i64, i64)> = None; // (total of thousands and millions, current)
    // After `y` a unit goes on the run («treinta y cinco»); otherwise a word after tens or
    // units starts another number («un dos por ciento»: 1 and 2, not 3).
    let mut after_y = false;
    let flush = |run: &mut Option<(i64, i64)>, out: &mut Vec<Ratio<i64>>| {
        if let Some((total, current)) = run.take() {
            out.push(Ratio::from_integer(total + current));
        }
    };
    for (k, w) in words.iter().enumerate() {
        match word_value(w) {
            Some(Word::Add(n)) => {
                if run.is_some_and(|(_, c)| c % 100 != 0 && !after_y) {
                    flush(&mut run, &mut out);
                }
                let (total, current) = run.unwrap_or((0, 0));
                run = Some((total, current + n));
                after_y = false;
            }
            Some(Word::Times(m)) => {
                let (total, current) = run.unwrap_or((0, 0));
                run = Some((total + current.max(1) * m, 0));
            }
            Some(Word::Alone(r)) => {
                flush(&mut run, &mut out);
                out.push(r);
            }
            // «treinta y cinco»: `y` between two number words goes on.
            None if *w == "y"
                && run.is_some()
                && words.get(k + 1).is_some_and(|n| matches!(word_value(n), Some(Word::Add(_)))) =>
            {
                after_y = true
            }
            None => flush(&mut run, &mut out),
        }
    }
    flush(&mut run, &mut out);
    // «a la par»: even money.
    if words.windows(3).any(|w| w == ["a", "la", "par"]) {
        out.push(Ratio::from_integer(1));
    }
    out
}

fn decimal(whole: &str, decimals: &str) -> Option<Ratio<i64>> {
    let w: i64 = whole.parse().ok()?;
    if decimals.is_empty() {
        return Some(Ratio::from_integer(w));
    }
    let d: i64 = decimals.parse().ok()?;
    let scale = 10_i64.checked_pow(u32::try_from(decimals.len()).ok()?)?;
    Some(Ratio::new(w.checked_mul(scale)?.checked_add(d)?, scale))
}

enum Word {
    /// A word adding to its run (`treinta`, `cinco`, `doscientos`).
    Add(i64),
    /// A word multiplying its run (`mil`, `millones`).
    Times(i64),
    /// A word that is a number of its own (`doble`, `mitad`).
    Alone(Ratio<i64>),
}

fn word_value(w: &str) -> Option<Word> {
    const UNITS: [&str; 30] = [
        "cero",
        "uno",
        "dos",
        "tres",
        "cuatro",
        "cinco",
        "seis",
        "siete",
        "ocho",
        "nueve",
        "diez",
        "once",
        "doce",
        "trece",
        "catorce",
        "quince",
        "dieciséis",
        "diecisiete",
        "dieciocho",
        "diecinueve",
        "veinte",
        "veintiuno",
        "veintidós",
        "veintitrés",
        "veinticuatro",
        "veinticinco",
        "veintiséis",
        "veintisiete",
        "veintiocho",
        "veintinueve",
    ];
    const TENS: [(&str, i64); 7] = [
        ("treinta", 30),
        ("cuarenta", 40),
        ("cincuenta", 50),
        ("sesenta", 60),
        ("setenta", 70),
        ("ochenta", 80),
        ("noventa", 90),
    ];
    const HUNDREDS: [(&str, i64); 10] = [
        ("cien", 100),
        ("ciento", 100),
        ("doscientos", 200),
        ("trescientos", 300),
        ("cuatrocientos", 400),
        ("quinientos", 500),
        ("seiscientos", 600),
        ("setecientos", 700),
        ("ochocientos", 800),
        ("novecientos", 900),
    ];
    let half = |n: i64| Some(Word::Alone(Ratio::new(1, n)));
    match w {
        "un" | "una" => Some(Word::Add(1)),
        "dieciseis" => Some(Word::Add(16)),
        "veintidos" => Some(Word::Add(22)),
        "veintitres" => Some(Word::Add(23)),
        "veintiseis" => Some(Word::Add(26)),
        "veintiún" | "veintiun" | "veintiuna" => Some(Word::Add(21)),
        "mil" => Some(Word::Times(1000)),
        "millón" | "millon" | "millones" => Some(Word::Times(1_000_000)),
        "doble" | "dobles" => Some(Word::Alone(Ratio::from_integer(2))),
        "triple" | "triples" => Some(Word::Alone(Ratio::from_integer(3))),
        "cuádruple" | "cuadruple" => Some(Word::Alone(Ratio::from_integer(4))),
        "mitad" => half(2),
        "tercio" => half(3),
        _ => {
            if let Some(n) = UNITS.iter().position(|u| *u == w) {
                return Some(Word::Add(n as i64));
            }
            let feminine = w.strip_suffix("as").map(|s| format!("{s}os"));
            let w = feminine.as_deref().unwrap_or(w);
            TENS.iter().chain(HUNDREDS.iter()).find(|(t, _)| *t == w).map(|(_, n)| Word::Add(*n))
        }
    }
}

/// The figures an article's parameters apply, with the rule each is cited under.
///
/// Left out, since the lint cannot decide them:
/// - a figure the text states as a relation, not a number: a maximum «igual al» another
///   (craps: the odds behind a Win, 100 % of it; a place bet's 100 % of the simple maximum), a
///   payout of «lo apostado» (the 1 of a Black Jack win, where the text does not say «a la
///   par»);
/// - sets of numbers and card totals (the roulette's bets' numbers, the tableau's cells, the
///   player's draw and stand totals, the doubling totals): the text writes them as ranges and
///   lists («de 9, 10 u 11», «del 1 al 36») the matcher cannot tell from other numbers;
/// - the zero's options and the roulette's limits that a scale names by position;
/// - figures of rules quoted from another text (`source:`): the fragment's rule cites the
///   text it copies, whose wording is kept as it is.
pub(crate) fn demands(play: &Play) -> Vec<Demand> {
    let mut out = Vec::new();
    let mut add = |rule: &str, path: String, figure: Figure| {
        out.push(Demand { rule: rule.to_owned(), path, figure });
    };
    match play {
        Play::Roulette(s) => {
            let base = "play.roulette";
            for (i, b) in s.bets.iter().enumerate() {
                if let Some(p) = b.payout {
                    // A tie (`0`) or even money is shown by words the matcher does not read
                    // («el ganador empata», «a la par» is read); a chance's 1 is left to its
                    // rule's words.
                    if *p.0.numer() > 1 || !p.0.is_integer() {
                        add(&b.rule, format!("{base}.bets[{i}].payout"), Figure::Value(p.0));
                    }
                }
            }
            for (class, m) in &s.limits.maximum {
                for (scale, n) in &m.multiples {
                    add(&m.rule, format!("{base}.limits.maximum.{class}.multiples.{scale}"), Figure::int(*n));
                }
                if let Some(a) = &m.authorised {
                    if a.from > 1 {
                        add(&m.rule, format!("{base}.limits.maximum.{class}.authorised.from"), Figure::int(a.from));
                    }
                    if let Some(to) = a.to {
                        add(&m.rule, format!("{base}.limits.maximum.{class}.authorised.to"), Figure::int(to));
                    }
                }
            }
        }
        Play::Baccarat(s) => {
            let base = "play.baccarat";
            add(&s.cards.rule, format!("{base}.cards.decks"), Figure::int(s.cards.decks));
            add(&s.shoe.cut_card_rule, format!("{base}.shoe.cut_card_below"), Figure::int(s.shoe.cut_card_below));
            for (i, b) in s.bets.iter().enumerate() {
                // Even money is «a la par» or the payout of «lo apostado»: left to the words.
                if b.payout.0 != Ratio::from_integer(1) {
                    add(&b.rule, format!("{base}.bets[{i}].payout"), Figure::Value(b.payout.0));
                }
            }
            if let Some(c) = &s.commission {
                add(&c.rule, format!("{base}.commission.rate"), Figure::Rate(c.rate.0));
            }
            // A player's bank (chemin de fer, dos paños) bounds the stakes by the bank, not by
            // `limits.maximum_multiples`, which these variants do not apply.
            if s.player_bank.is_none() {
                for n in &s.limits.maximum_multiples {
                    add(&s.limits.max_rule, format!("{base}.limits.maximum_multiples"), Figure::int(*n));
                }
            }
            if let Some(seats) = &s.seats {
                if let (Some(n), Some(r)) = (seats.refusals_before_leaving, &seats.refusal_rule) {
                    add(r, format!("{base}.seats.refusals_before_leaving"), Figure::int(n));
                }
                if let (Some(n), Some(r)) = (seats.salutes_per_shoe, &seats.salute_rule) {
                    add(r, format!("{base}.seats.salutes_per_shoe"), Figure::int(n));
                }
            }
            if let Some(pb) = &s.player_bank {
                let base = format!("{base}.player_bank");
                for (i, m) in pb.modalities.iter().enumerate() {
                    if let (Some(n), Some(r)) = (m.bank_max_multiple, &m.limits_rule) {
                        add(r, format!("{base}.modalities[{i}].bank_max_multiple"), Figure::int(n));
                    }
                    if let Some(rate) = m.cagnotte_rate {
                        add(&pb.cagnotte.rule, format!("{base}.modalities[{i}].cagnotte_rate"), Figure::Rate(rate.0));
                    }
                    if let Some(t) = &m.tallas_per_session {
                        add(&t.rule, format!("{base}.modalities[{i}].tallas_per_session.count"), Figure::int(t.count));
                    }
                }
                if let Some(g) = &pb.garage {
                    add(
                        &g.rule,
                        format!("{base}.garage.voluntary_above_multiple"),
                        Figure::int(g.voluntary_above_multiple),
                    );
                }
                add(&pb.players.rule, format!("{base}.players.minimum"), Figure::int(pb.players.minimum));
                if let (Some(n), Some(r)) = (pb.banco.null_replays, &pb.banco.replay_rule) {
                    add(r, format!("{base}.banco.null_replays"), Figure::int(n));
                }
                for (i, sh) in pb.shares.iter().enumerate() {
                    if let Some(share) = sh.share {
                        add(&sh.rule, format!("{base}.shares[{i}].share"), Figure::Value(share.0));
                    }
                }
            }
        }
        Play::BlackJack(s) => {
            let base = "play.black-jack";
            add(&s.cards.rule, format!("{base}.cards.decks"), Figure::int(s.cards.decks));
            add(&s.burn.rule, format!("{base}.burn.count"), Figure::int(s.burn.count));
            add(&s.dealer.rule, format!("{base}.dealer.stands_on"), Figure::int(s.dealer.stands_on));
            add(&s.payouts.blackjack_rule, format!("{base}.payouts.blackjack"), Figure::Value(s.payouts.blackjack.0));
            add(
                &s.insurance.max_rule,
                format!("{base}.insurance.max_fraction"),
                Figure::Value(s.insurance.max_fraction.0),
            );
            add(&s.insurance.payout_rule, format!("{base}.insurance.payout"), Figure::Value(s.insurance.payout.0));
            if let (Some(n), Some(r)) = (s.split.max_pairs, &s.split.max_rule) {
                add(r, format!("{base}.split.max_pairs"), Figure::int(n));
            }
            if let (Some(n), Some(r)) = (s.boxes.max_bets, &s.boxes.max_bets_rule) {
                add(r, format!("{base}.boxes.max_bets"), Figure::int(n));
            }
            if let Some(b) = &s.side_bet_13 {
                add(&b.rule, format!("{base}.side_bet_13.total"), Figure::int(b.total));
                add(&b.rule, format!("{base}.side_bet_13.payout"), Figure::Value(b.payout.0));
            }
            if let Some(p) = &s.progressive {
                add(
                    &p.rule,
                    format!("{base}.progressive.max_fraction_of_minimum"),
                    Figure::Value(p.max_fraction_of_minimum.0),
                );
            }
            for n in &s.limits.maximum_multiples {
                add(&s.limits.max_rule, format!("{base}.limits.maximum_multiples"), Figure::int(*n));
            }
        }
        Play::Treinta(s) => {
            let base = "play.treinta";
            add(&s.cards.rule, format!("{base}.cards.decks"), Figure::int(s.cards.decks));
            add(&s.refait.rule, format!("{base}.refait.total"), Figure::int(s.refait.total));
            if let Some(ins) = &s.insurance {
                add(
                    &ins.rule,
                    format!("{base}.insurance.percent"),
                    Figure::Rate(Ratio::new(i64::from(ins.percent), 100)),
                );
            }
            add(
                &s.limits.maximum_rule,
                format!("{base}.limits.maximum_multiple"),
                Figure::int(s.limits.maximum_multiple),
            );
        }
        Play::Dice(s) => dice(s, &mut add),
        Play::Circulo(s) => circulo(s, &mut add),
        Play::Monte(s) => monte(s, &mut add),
        Play::Poker(s) => poker(s, &mut add),
        Play::Bingo(s) => {
            let base = "play.bingo";
            add(&s.balls.rule, format!("{base}.balls.highest"), Figure::int(s.balls.highest));
            add(&s.card.rule, format!("{base}.card.rows"), Figure::int(s.card.rows));
            add(&s.card.rule, format!("{base}.card.per_row"), Figure::int(s.card.per_row));
            add(&s.card.rule, format!("{base}.card.columns"), Figure::int(s.card.columns));
            if let Some(a) = &s.acumulativo {
                let base = format!("{base}.acumulativo");
                for (i, step) in a.scale.iter().enumerate() {
                    if let Some(u) = step.up_to {
                        add(&a.scale_rule, format!("{base}.scale[{i}].up_to"), Figure::int(u));
                    }
                    add(&a.scale_rule, format!("{base}.scale[{i}].line"), Figure::int(step.line));
                    add(&a.scale_rule, format!("{base}.scale[{i}].bingo"), Figure::int(step.bingo));
                }
                let pct = |p: crate::catalog::bingo::Percent| Figure::Value(p.0);
                add(&a.line_cap_rule, format!("{base}.funding.line"), pct(a.funding.line));
                add(&a.bingo_cap_rule, format!("{base}.funding.bingo"), pct(a.funding.bingo));
                add(&a.line_cap_rule, format!("{base}.prizes_at_cap.line"), pct(a.prizes_at_cap.line));
                add(&a.bingo_cap_rule, format!("{base}.prizes_at_cap.bingo"), pct(a.prizes_at_cap.bingo));
                add(&a.line_cap_rule, format!("{base}.caps.line_pesetas"), Figure::int(a.caps.line_pesetas));
                add(&a.bingo_cap_rule, format!("{base}.caps.bingo_pesetas"), Figure::int(a.caps.bingo_pesetas));
                add(&a.payout_rule, format!("{base}.held_back"), pct(a.held_back));
            }
        }
    }
    out
}

/// Dados: each payout by its ratio or «veces», each maximum by its percentage, the limits'
/// multiples, and the Don't bets' push on the 12 (the engine's: a condition the parameters do
/// not name, so it is stated here for the rule that applies it).
fn dice(s: &crate::catalog::dice::DiceSpec, add: &mut impl FnMut(&str, String, Figure)) {
    use crate::catalog::dice::Backs;
    let base = "play.dice";
    let l = &s.limits;
    for (i, b) in s.bets.iter().enumerate() {
        for (k, p) in b.pays.iter().enumerate() {
            // The Come's odds are paid «como la suerte asociada del Win» (the Don't Come's as
            // the Don't Win's): the clause names the other rule, whose quote shows the figures.
            if matches!(b.backs, Backs::OddsCome | Backs::OddsDontCome) {
                break;
            }
            let rule = p.rule.as_deref().unwrap_or(&b.rule);
            if let Some(r) = p.ratio {
                // Even money: «a la par» is said once for all the suertes sencillas (A).
                if r.0 != Ratio::from_integer(1) {
                    add(rule, format!("{base}.bets[{i}].pays[{k}].ratio"), Figure::Value(r.0));
                }
            }
            if let Some(v) = p.veces {
                add(rule, format!("{base}.bets[{i}].pays[{k}].veces"), Figure::int(v));
            }
        }
        if matches!(b.backs, Backs::DontWin | Backs::DontCome) {
            add(&b.rule, format!("{base}.bets[{i}].backs"), Figure::int(12));
        }
        let limit_rule = match b.backs {
            Backs::OddsWin | Backs::OddsCome => &l.odds_rule,
            Backs::OddsDontWin | Backs::OddsDontCome => &l.odds_dont_rule,
            Backs::Right => &l.right_rule,
            Backs::Wrong => &l.wrong_rule,
            _ => continue,
        };
        for (k, p) in b.max.percent.iter().enumerate() {
            // 100 %: «igual al» maximum or the amount of the bet behind (see [`demands`]).
            if p.percent != 100 {
                add(limit_rule, format!("{base}.bets[{i}].max.percent[{k}]"), Figure::int(p.percent));
            }
        }
    }
    add(&l.multiple_rule, format!("{base}.limits.multiple_max_factor"), Figure::int(l.multiple_max_factor));
    add(&l.simple_rule, format!("{base}.limits.simple_min_multiple"), Figure::int(l.simple_min_multiple));
    add(&l.simple_rule, format!("{base}.limits.simple_max_multiple"), Figure::int(l.simple_max_multiple));
}

/// Póquer sin descarte: the pay table and the Carrusel's minima by the rule the engine cites
/// for each combination, the second bet's multiple, the seats, the bets a box holds and the
/// maximum's multiples. Murcia's maximum (25) is not printed as a figure: it is the ratio of
/// each band's two amounts («Mínimo de 500 pesetas y máximo de 12.500 pesetas»), so it is
/// demanded only where the article has no bands in pesetas.
fn poker(s: &crate::catalog::poker::PokerSpec, add: &mut impl FnMut(&str, String, Figure)) {
    use crate::engine::poker::{Category, carrusel_rule, pay_rule};
    let base = "play.poker";
    // The YAML's names of the combinations, in `Category` order.
    const KEYS: [&str; 10] = [
        "high_cards",
        "pair",
        "two_pair",
        "trio",
        "straight",
        "color",
        "full",
        "poker",
        "straight_flush",
        "royal_flush",
    ];
    for (c, key) in Category::ALL.into_iter().zip(KEYS) {
        // Even money (pareja, cartas mayores) is «a la par» or «1 vez»: left to the words.
        let n = s.pay_table.get(c);
        if n > 1 {
            add(pay_rule(c), format!("{base}.pay_table.{key}"), Figure::int(n));
        }
        if let Some(car) = &s.carrusel {
            let n = car.minimum.get(c);
            if n > 0 {
                add(carrusel_rule(c), format!("{base}.carrusel.minimum.{key}"), Figure::int(n));
            }
        }
    }
    add("psd.call.amount", format!("{base}.second_bet.multiple"), Figure::int(s.second_bet.multiple));
    add("psd.seats.max", format!("{base}.boxes.max"), Figure::int(s.boxes.max));
    add("psd.box.max4", format!("{base}.boxes.max_bets"), Figure::int(s.boxes.max_bets));
    if s.limits.minimum_pesetas.is_empty() {
        for n in &s.limits.maximum_multiples {
            add("psd.limits.max_multiple", format!("{base}.limits.maximum_multiples"), Figure::int(*n));
        }
    }
}

/// Póquer de círculo and sintético: the parameters carry no rule ids (the engine cites the
/// design note's), so each figure is demanded of the rule ids the three articles give it:
/// Valencia's general rules (`pc.*`), its sintético's (`sint.*`) and Murcia's (`msint.*`). An
/// article without one of those ids is not held to it. Left to the words: the session's
/// minutes («una hora», an hour, not 60) and the number of intervals («hasta que descubre la
/// quinta y última carta», an ordinal the reader does not take as a count).
fn circulo(s: &crate::engine::circulo::CirculoSpec, add: &mut impl FnMut(&str, String, Figure)) {
    use crate::engine::circulo::spec::{DeckKind, Structure};
    let base = "play.circulo";
    let pct = |p: crate::catalog::bingo::Percent| Figure::Value(p.0);
    let (deck_rules, cards): (&[&str], i64) = match s.hands.deck {
        DeckKind::Full => (&["pc.deck"], 52),
        DeckKind::Short => (&["sint.deck28", "msint.deck28"], 28),
    };
    for r in deck_rules {
        add(r, format!("{base}.hands.deck"), Figure::int(cards));
    }
    if let Some(st) = &s.street {
        for r in ["sint.deal", "msint.deal"] {
            add(r, format!("{base}.street.hole"), Figure::int(st.hole));
        }
    }
    for r in ["pc.min_players", "msint.min_players"] {
        add(r, format!("{base}.seats.min_players"), Figure::int(s.seats.min_players));
    }
    if let Some(n) = s.seats.max {
        add("msint.table", format!("{base}.seats.max"), Figure::int(n));
    }
    for r in ["pc.seat.rest", "msint.seat.rest"] {
        add(r, format!("{base}.seats.rest_limit"), Figure::int(s.seats.rest_limit));
    }
    let l = &s.limits;
    if let Some([low, high]) = l.min_of_max {
        add("pc.limits.ratio_and_ante", format!("{base}.limits.min_of_max"), pct(low));
        add("pc.limits.ratio_and_ante", format!("{base}.limits.min_of_max"), pct(high));
    }
    if let Some(p) = l.ante_max_of_min {
        add("pc.limits.ratio_and_ante", format!("{base}.limits.ante_max_of_min"), pct(p));
    }
    // Split limit's bet is «la mitad del bote».
    if l.structures.contains(&Structure::Split) {
        add("pc.limits.split", format!("{base}.limits.structures"), Figure::Value(Ratio::new(1, 2)));
    }
    let t = &s.take;
    if let Some(p) = t.interval_pct {
        add("pc.take.pot_pct", format!("{base}.take.interval_pct"), pct(p));
    }
    if let Some([low, high]) = t.session_pct {
        add("pc.take.session_fee", format!("{base}.take.session_pct"), pct(low));
        add("pc.take.session_fee", format!("{base}.take.session_pct"), pct(high));
    }
    if let Some(p) = t.hand_pct {
        add("msint.take", format!("{base}.take.hand_pct"), pct(p));
    }
    if let Some([low, high]) = s.resto.initial {
        add("sint.resto.initial", format!("{base}.resto.initial"), Figure::int(low));
        add("sint.resto.initial", format!("{base}.resto.initial"), Figure::int(high));
    }
    if let Some([low, high]) = s.resto.rebuy {
        add("sint.resto.rebuy", format!("{base}.resto.rebuy"), Figure::int(low));
        add("sint.resto.rebuy", format!("{base}.resto.rebuy"), Figure::int(high));
    }
}

/// Monte o banca (issue 33): the multiples, the deductions, the 10 % and the maxima are the
/// article's own figures. Not demanded: the decks per coup (the text says two decks, one per
/// coup is a default, A-MON-1), a tripled card's two points (A-MON-6) and the Segundas deduction
/// (A-MON-11), which the text does not give.
fn monte(s: &crate::engine::monte::MonteSpec, add: &mut impl FnMut(&str, String, Figure)) {
    let base = "play.monte";
    // The Spanish deck's 40 cards are the engine's, not a key: the deck's rule must show them.
    add("monte.decks", format!("{base}.decks"), Figure::int(40));
    let su = &s.suertes;
    add("monte.cartas.pay", format!("{base}.suertes.cartas.pays"), Figure::int(su.cartas.pays));
    add("monte.salto.pay", format!("{base}.suertes.salto.pays"), Figure::int(su.salto.pays));
    add("monte.cav.pay.primeras", format!("{base}.suertes.cav.primeras"), Figure::int(su.cav.primeras));
    add(
        "monte.cav.pay.primeras",
        format!("{base}.suertes.cav.deduction.doubled"),
        Figure::int(su.cav.deduction.doubled),
    );
    add("monte.cav.pay.segundas", format!("{base}.suertes.cav.segundas"), Figure::int(su.cav.segundas));
    add("monte.vis.pay", format!("{base}.suertes.vis.pays"), Figure::int(su.vis.pays));
    for r in ["monte.vis.pay", "monte.vis.deductions", "monte.burn.vis"] {
        add(r, format!("{base}.suertes.vis.points_per_card"), Figure::int(su.vis.points_per_card));
    }
    add("monte.commission", format!("{base}.commission.rate"), Figure::Value(s.commission.rate.0));
    let l = &s.limits;
    add("monte.limits.cartas", format!("{base}.limits.cartas"), Figure::int(l.cartas));
    add("monte.limits.vis", format!("{base}.limits.vis"), Figure::int(l.vis));
    add("monte.limits.cav", format!("{base}.limits.cav_primeras"), Figure::int(l.cav_primeras));
    add("monte.limits.cav", format!("{base}.limits.cav_segundas"), Figure::int(l.cav_segundas));
    add("monte.limits.salto", format!("{base}.limits.salto"), Figure::int(l.salto));
}

/// The demands of `play` that the quotes of `rules_` do not meet: (rule's index, demand).
/// A rule quoted from another text (`source:`) is not held to its article's figures.
pub(crate) fn unmet<'r>(play: &Play, rules_: &'r [RuleSpec]) -> Vec<(usize, &'r RuleSpec, Demand)> {
    let mut out = Vec::new();
    for d in demands(play) {
        let Some((i, r)) = rules_.iter().enumerate().find(|(_, r)| r.id == d.rule) else { continue };
        if r.source.is_some() || shows(&r.quote, d.figure) || note_declares(r, &d.path) {
            continue;
        }
        // One per rule and figure, however many parameters apply it.
        if out.iter().any(|(j, _, e): &(usize, &RuleSpec, Demand)| *j == i && e.figure == d.figure) {
            continue;
        }
        out.push((i, r, d));
    }
    out
}

/// Whether the rule's note declares the parameter at `path` as one the text does not give
/// (fragment A's `cards.decks: 6`: «the surviving page does not give the number of decks»): it
/// names it in backquotes, from `play.<family>.`, from `player_bank.`, or without either, and
/// without item indices.
fn note_declares(rule: &RuleSpec, path: &str) -> bool {
    let Some(note) = &rule.note else { return false };
    let generic = |p: &str| {
        let mut out = String::new();
        let mut skip = false;
        for c in p.chars() {
            match c {
                '[' => skip = true,
                ']' => skip = false,
                c if !skip => out.push(c),
                _ => {}
            }
        }
        out
    };
    let full = generic(path);
    // `play.baccarat.cards.decks` → `cards.decks`.
    let short = full.splitn(3, '.').nth(2).unwrap_or(&full).to_owned();
    let shorter = short.strip_prefix("player_bank.").unwrap_or(&short).to_owned();
    note.split('`').skip(1).step_by(2).any(|q| {
        let named = generic(q.split(':').next().unwrap_or("").trim());
        named == full || named == short || named == shorter
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn has(text: &str, n: i64) -> bool {
        numbers(text).contains(&Ratio::from_integer(n))
    }

    /// `(rule, path, figure)` of each figure the article `text` (its YAML) applies and its quote
    /// does not show. Read without compiling: the figures are the article's, not the engine's.
    fn unmet_in(text: &str) -> Vec<(String, String, String)> {
        let file: crate::catalog::model::CatalogFile = match serde_yaml::from_str(text) {
            Ok(f) => f,
            Err(e) => panic!("the article does not read: {e}"),
        };
        unmet(&file.play, &file.rules).into_iter().map(|(_, r, d)| (r.id.clone(), d.path, d.figure.text())).collect()
    }

    /// [`unmet_in`] of `text` with its one `from` (a quote's words) replaced by `to`: what a quote
    /// that loses a figure leaves unmet.
    fn cut(text: &str, from: &str, to: &str) -> Vec<(String, String, String)> {
        assert_eq!(text.matches(from).count(), 1, "{from}");
        unmet_in(&text.replacen(from, to, 1))
    }

    #[test]
    fn reads_numbers_in_digits_and_words() {
        assert!(has("se paga 35 veces la puesta", 35));
        assert!(has("treinta y cinco veces", 35));
        assert!(has("para 4 y 10, el 200 por 100", 200));
        assert!(has("el doscientos por ciento", 200));
        assert!(has("se paga doble", 2));
        assert!(has("dos millones de pesetas", 2_000_000));
        assert!(has("ciento veinte", 120));
        assert!(has("1.000 pesetas", 1000));
        assert!(numbers("del 0'5% y el 2,5 %").contains(&Ratio::new(1, 2)));
        assert!(numbers("del 0'5% y el 2,5 %").contains(&Ratio::new(5, 2)));
        assert!(!has("da resultado nulo", 12));
        assert!(has("a la par", 1));
        assert!(has("en un dos por ciento", 2));
        assert!(!has("en un dos por ciento", 3));
    }

    /// The círculo articles show every figure their parameters apply, and a quote that loses one
    /// is caught (issue 32). Read without compiling: the figures are the article's, not the
    /// engine's.
    #[test]
    fn the_circulo_quotes_show_their_figures() {
        use crate::catalog::model::CatalogFile;
        const V_PC: &str = include_str!("../../../catalog/valencia-2003/poquer-circulo.yaml");
        const V_SINT: &str = include_str!("../../../catalog/valencia-2003/poquer-sintetico.yaml");
        const M_SINT: &str = include_str!("../../../catalog/murcia-1996/poquer-sintetico.yaml");
        for text in [V_PC, V_SINT, M_SINT] {
            assert_eq!(unmet_in(text), vec![], "the embedded quotes show their figures");
        }
        // How many figures each article demands, so that a rule id misspelt in [`circulo`]
        // (which would silently demand nothing) is noticed.
        let count = |text: &str| {
            let file: CatalogFile = serde_yaml::from_str(text).expect("reads");
            demands(&file.play).into_iter().filter(|d| file.rules.iter().any(|r| r.id == d.rule)).count()
        };
        assert_eq!([count(V_PC), count(V_SINT), count(M_SINT)], [10, 15, 6]);
        let v = cut(V_SINT, "Resto inicial: de 10 a 200 veces", "Resto inicial: de 10 a veces");
        assert_eq!(v, vec![("sint.resto.initial".into(), "play.circulo.resto.initial".into(), "200".into())]);
        let m = cut(M_SINT, "no superior a seis y numerados", "no superior y numerados");
        assert_eq!(m, vec![("msint.table".into(), "play.circulo.seats.max".into(), "6".into())]);
        let p = cut(V_PC, "limitado por la mitad del bote", "limitado por el bote");
        assert_eq!(p, vec![("pc.limits.split".into(), "play.circulo.limits.structures".into(), "0.5".into())]);
    }

    /// The monte article shows every figure its parameters apply (40 cards, 32, 11, 5, tres,
    /// 1 por 1, the points off, 10 %, 300, 10, 30, 60, 100), and a quote that loses one is
    /// caught (issue 33). Read without compiling, as the círculo's.
    #[test]
    fn the_monte_quotes_show_their_figures() {
        use crate::catalog::model::CatalogFile;
        const MONTE: &str = include_str!("../../../catalog/valencia-2003/monte.yaml");
        assert_eq!(unmet_in(MONTE), vec![], "the embedded quotes show their figures");
        // Every demand names a rule of the article: a misspelt id in [`monte`] would demand
        // nothing.
        let file: CatalogFile = serde_yaml::from_str(MONTE).expect("reads");
        let demanded = demands(&file.play);
        assert_eq!(demanded.len(), 16);
        assert!(demanded.iter().all(|d| file.rules.iter().any(|r| r.id == d.rule)), "{demanded:?}");
        let cut = |from: &str, to: &str| cut(MONTE, from, to);
        let salto = cut("Se paga tres veces la apuesta.", "Se paga la apuesta.");
        assert_eq!(salto, vec![("monte.salto.pay".into(), "play.monte.suertes.salto.pays".into(), "3".into())]);
        let cav = cut("30 veces el mínimo de la apuesta en el juego", "el mínimo de la apuesta en el juego");
        assert_eq!(cav, vec![("monte.limits.cav".into(), "play.monte.limits.cav_primeras".into(), "30".into())]);
        let rate = cut("ganadoras un 10% en beneficio", "ganadoras una parte en beneficio");
        assert_eq!(rate, vec![("monte.commission".into(), "play.monte.commission.rate".into(), "10".into())]);
    }

    #[test]
    fn a_ratio_shows_as_its_terms_or_its_value() {
        assert!(shows("3 por 2 si el punto es 5 ó 9", Figure::Value(Ratio::new(3, 2))));
        assert!(shows("la mitad de su apuesta", Figure::Value(Ratio::new(1, 2))));
        assert!(shows("un cinco por ciento", Figure::Rate(Ratio::new(1, 20))));
        assert!(!shows("un cuatro por ciento", Figure::Rate(Ratio::new(1, 20))));
    }
}

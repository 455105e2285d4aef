//! The círculo lines of design note §A: each shape read into its event, the worked hand of §A.1
//! read without an error, and wrong lines explained where they go wrong.

use super::*;
use crate::log::event::{BaccaratEvent, PokerEvent};

const LINE: u32 = 3;
const OFFSET: u64 = 500;

fn parse(text: &str) -> Result<Option<Event<'_>>, ParseError> {
    parse_line(text, LINE, OFFSET)
}

/// The event of a line that must parse, read by `parse_line` and by the full parser alike.
#[track_caller]
fn kind(text: &str) -> EventKind<'_> {
    let full = Line { text, no: LINE, offset: OFFSET }.full();
    match parse(text) {
        Ok(Some(ev)) => {
            assert_eq!(full, Ok(Some(ev.clone())), "{text:?}: the full parser reads it otherwise");
            ev.kind
        }
        other => panic!("{text:?} should parse, got {other:?}"),
    }
}

#[track_caller]
fn err(text: &str) -> ParseError {
    match parse(text) {
        Err(e) => e,
        other => panic!("{text:?} should fail, got {other:?}"),
    }
}

/// The column (1-based) of `needle`'s `nth` occurrence in `text`.
fn col(text: &str, needle: &str, nth: usize) -> u32 {
    text.match_indices(needle).nth(nth).map(|(i, _)| i as u32 + 1).unwrap_or_else(|| panic!("{needle} in {text}"))
}

fn cards(run: &CardRun<'_>) -> Vec<String> {
    run.iter().map(|c| c.value.map_or("??".to_owned(), |c| c.to_string())).collect()
}

#[test]
fn seat_lines() {
    for (text, keyword) in
        [("mano s3", "mano"), ("cut s4", "cut"), ("rest s4", "rest"), ("check s2", "check"), ("muck s4", "muck")]
    {
        let k = kind(text);
        assert_eq!(k.keyword(), keyword);
        let seat = match k {
            EventKind::Circulo(
                CirculoEvent::Mano { seat }
                | CirculoEvent::Cut { seat }
                | CirculoEvent::Rest { seat }
                | CirculoEvent::Check { seat }
                | CirculoEvent::Muck { seat },
            ) => seat,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!((seat.value, seat.loc.col, seat.loc.len), (&text[text.len() - 2..], col(text, " s", 0) + 1, 2));
    }
    assert!(matches!(kind("fold s6"), EventKind::Poker(PokerEvent::Fold { hand }) if hand.value == "s6"));
    assert!(matches!(kind("void"), EventKind::Poker(PokerEvent::Void)));
}

#[test]
fn amount_lines() {
    assert!(matches!(kind("stack s1 200"), EventKind::Circulo(CirculoEvent::Stack { seat, amount })
        if seat.value == "s1" && amount.value == Amount(20000) && amount.loc.col == 10));
    assert!(matches!(kind("rebuy s6 100.50"), EventKind::Circulo(CirculoEvent::Rebuy { seat, amount })
        if seat.value == "s6" && amount.value == Amount(10050)));
    assert!(matches!(kind("lend s2 s3 50"), EventKind::Circulo(CirculoEvent::Lend { from, to, amount })
        if from.value == "s2" && to.value == "s3" && to.loc.col == 9 && amount.value == Amount(5000)));
    assert!(matches!(kind("raise s3 20"), EventKind::Circulo(CirculoEvent::Raise { seat, to, allin: None })
        if seat.value == "s3" && to.value == Amount(2000)));
    let text = "raise s5 85 allin  # the last chips";
    match kind(text) {
        EventKind::Circulo(CirculoEvent::Raise { to, allin: Some(at), .. }) => {
            assert_eq!(to.value, Amount(8500));
            assert_eq!((at.col, at.len, at.offset), (col(text, "allin", 0), 5, OFFSET + 12));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn call_by_its_shape() {
    assert!(matches!(kind("call s4"), EventKind::Circulo(CirculoEvent::Call { seat, amount: None, allin: None })
        if seat.value == "s4"));
    assert!(matches!(kind("call s4 20"), EventKind::Circulo(CirculoEvent::Call { amount: Some(a), allin: None, .. })
        if a.value == Amount(2000) && a.loc.col == 9));
    assert!(
        matches!(kind("call s5 12 allin"), EventKind::Circulo(CirculoEvent::Call { amount: Some(a), allin: Some(at), .. })
        if a.value == Amount(1200) && at.col == 12)
    );
    assert!(
        matches!(kind("call s5 allin"), EventKind::Circulo(CirculoEvent::Call { amount: None, allin: Some(at), .. })
        if at.col == 9)
    );
    // Sin descarte's three tokens stay its own.
    assert!(matches!(kind("call m1 p1 8.00"), EventKind::Poker(PokerEvent::Call { hand, seat, amount })
        if hand.value == "m1" && seat.value == "p1" && amount.value == Amount(800)));
    assert!(matches!(kind("call s1 20 30"), EventKind::Poker(PokerEvent::Call { .. })));
}

#[test]
fn deals_of_several_cards() {
    // One card is the shoe's event, as at every other card game.
    assert!(matches!(kind("deal s1 Ac"), EventKind::Shoe(ShoeEvent::Deal { .. })));
    assert!(matches!(kind("deal s1 Ac up"), EventKind::Shoe(ShoeEvent::Deal { face: Some(_), .. })));
    let text = "deal s1 Qc Jc";
    match kind(text) {
        EventKind::Circulo(CirculoEvent::Deal { hand, cards: run, face: None }) => {
            assert_eq!(hand.value, "s1");
            assert_eq!((run.text.value, run.count, run.text.loc.col), ("Qc Jc", 2, 9));
            assert_eq!(cards(&run), ["Qc", "Jc"]);
            let locs: Vec<u32> = run.iter().map(|c| c.loc.col).collect();
            assert_eq!(locs, [9, 12]);
        }
        other => panic!("{other:?}"),
    }
    match kind("deal mesa Jc 3d\t5c up # flop") {
        EventKind::Circulo(CirculoEvent::Deal { hand, cards: run, face: Some(face) }) => {
            assert_eq!(hand.value, "mesa");
            assert_eq!((run.text.value, run.count), ("Jc 3d\t5c", 3));
            assert_eq!(cards(&run), ["Jc", "3d", "5c"]);
            assert_eq!(face.value, Face::Up);
        }
        other => panic!("{other:?}"),
    }
    match kind("deal mesa ?? ?? ?? ?? ?? down") {
        EventKind::Circulo(CirculoEvent::Deal { cards: run, face: Some(face), .. }) => {
            assert_eq!(cards(&run), ["??"; 5]);
            assert_eq!(face.value, Face::Down);
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(kind("deal s1 Ac Kd Qh Jh Th 9h 8h"), EventKind::Circulo(CirculoEvent::Deal { cards, .. })
        if cards.count == 7));
}

#[test]
fn shows_and_discards() {
    match kind("show s3 Kh Ks") {
        EventKind::Circulo(CirculoEvent::Show { seat, cards: run }) => {
            assert_eq!(seat.value, "s3");
            assert_eq!(cards(&run), ["Kh", "Ks"]);
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(kind("show s3 Kh"), EventKind::Circulo(CirculoEvent::Show { cards, .. }) if cards.count == 1));
    match kind("discard 9c") {
        EventKind::Circulo(CirculoEvent::Discard { card }) => {
            assert_eq!(card.value.map(|c| c.to_string()).as_deref(), Some("9c"));
            assert_eq!(card.loc.col, 9);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_shared_lines_in_the_circulo_sense() {
    assert!(matches!(kind("bet s1 ante 5"), EventKind::Bet { bet, amount, .. }
        if bet.kind.value == "ante" && amount.value == Amount(500)));
    assert!(matches!(kind("bet s1 blind 1"), EventKind::Bet { bet, .. } if bet.kind.value == "blind"));
    assert!(matches!(kind("pay s3 bote 1 118"), EventKind::Settle { bet, amount, .. }
        if bet.kind.value == "bote" && bet.target.is_some() && amount.value == Amount(11800)));
    assert!(matches!(kind("return s5 apuesta 15"), EventKind::Settle { bet, .. } if bet.kind.value == "apuesta"));
    assert!(matches!(kind("cagnotte 3"), EventKind::Baccarat(BaccaratEvent::Cagnotte { seat: None, .. })));
    assert!(matches!(kind("cagnotte 30 s2"), EventKind::Baccarat(BaccaratEvent::Cagnotte { seat: Some(s), .. })
        if s.value == "s2"));
}

/// Design note §A.1, the worked hand (Valencia sintético, pot limit, take option a).
pub(crate) const WORKED_HAND: &str = "\
mesa-log 1
table SIN-01 catalog=valencia-2003/poquer-sintetico min=10 max=40 ante=5 limit=pot take=interval currency=EUR
session open 2026-12-04T21:00
round 1
stack s1 200              # restos 10–200 × the minimum (V L3187)
stack s2 150
stack s3 300
stack s4 100
mano s1
cut s4                    # the player to the left of the mano: the seat before it (V L2934)
bet s1 ante 5             # ante ≤ 50 % of the minimum (V L2867)
bet s2 ante 5
bet s3 ante 5
bet s4 ante 5             # pot 20
deal s1 Qc Jc             # from the mano, counter-clockwise (increasing seats)
deal s2 Ac 8d
deal s3 Kh Ks
deal s4 9c 9d
deal mesa Ts up           # card 1; interval 1 opened by the mano (V L3194)
check s1
raise s2 10               # pot limit: to at most 0 + 20
call s3
fold s4
call s1                   # level at 10: interval 1 closed, 30 new money
cagnotte 1.50             # ≤ 5 % of the 30 (pot now 48.50)
deal mesa Kd up           # card 2; interval 2 opened by interval 1's highest bettor, s2
check s2
raise s3 40               # ≤ 48.50
fold s1
call s2                   # 80 new money
cagnotte 4                # pot 124.50
deal mesa 9h up           # card 3; opened by interval 2's highest bettor, s3
check s3
check s2                  # nothing bet, no take
deal mesa Jd up           # card 4; nobody bet in interval 3: the mano opens, s1 folded → s2
raise s2 50
call s3                   # 100 new money
cagnotte 5                # pot 219.50
deal mesa Qs up           # card 5, the last interval; opened by s2, interval 4's highest bettor
check s2
raise s3 60               # s3 holds 300 − 5 − 10 − 40 − 50 = 195
call s2 45 allin          # s2 holds 150 − 5 − 10 − 40 − 50 = 45: all in for 45
return s3 apuesta 15      # the 15 of s3's 60 nobody can call, given back
cagnotte 4.50             # ≤ 5 % of the 90 (pot 305); the hand's take 15 = 4.69 % of 320 put in
show s3 Kh Ks             # the last bettor shows first (V L3021): Kh Ks + Kd Qs Jd, a trío of kings
show s2 Ac 8d             # then to his right: Ac 8d + Ts 9h Jd, A-8-9-10-J, an escalera: wins
pay s2 bote 1 305         # one pot: s2 and s3 put in 150 each, s1 15, s4 5; 320 − 15 taken
";

#[test]
fn the_worked_hand_reads_without_an_error() {
    let mut circulo = 0;
    for (n, text) in WORKED_HAND.lines().enumerate() {
        let line = Line { text, no: n as u32 + 1, offset: 0 };
        let full = line.full();
        let read = parse_line(text, n as u32 + 1, 0);
        assert_eq!(read, full, "line {}: {text:?}", n + 1);
        match read {
            Ok(Some(ev)) => circulo += usize::from(matches!(ev.kind, EventKind::Circulo(_))),
            other => panic!("line {}: {text:?}: {other:?}", n + 1),
        }
    }
    // 4 stacks, mano, cut, 4 hole deals, 5 checks, 4 raises, 5 calls, 2 shows.
    assert_eq!(circulo, 4 + 2 + 4 + 5 + 4 + 5 + 2);
}

/// A line that must fail: at `needle` (its `nth` occurrence; the line's end when `None`), with
/// a message containing `says` and the expected text `expected`.
#[track_caller]
fn fails(text: &str, at: Option<(&str, usize)>, says: &str, expected: &str) {
    let e = err(text);
    let want = match at {
        Some((needle, nth)) => (col(text, needle, nth), needle.len() as u32),
        None => (text.trim_end().len() as u32 + 1, 0),
    };
    assert_eq!((e.loc.col, e.loc.len), want, "{text:?}: {e:?}");
    let shown = e.message.en();
    assert!(shown.contains(says), "{text:?}: {shown}");
    assert_eq!(e.expected.id(), Some(expected), "{text:?}: {e:?}");
}

#[test]
fn wrong_lines_are_explained_where_they_go_wrong() {
    fails("stack", None, "`stack` needs the seat", EXPECT_SEAT);
    fails("stack s1", None, "`stack` needs the amount", EXPECT_AMOUNT);
    fails("stack s1 12,50", Some(("12,50", 0)), "12,50", EXPECT_AMOUNT);
    fails("stack s1 1 000", Some(("000", 0)), "thousands", "log-expect-no-thousands-here");
    fails("stack -s1 20", Some(("-s1", 0)), "not a seat", EXPECT_SEAT);
    fails("mano", None, "`mano` needs the seat", EXPECT_SEAT);
    fails("mano s1 s2", Some(("s2", 0)), "`mano` event", EXPECT_END);
    fails("check s1 10", Some(("10", 0)), "`check` event", EXPECT_END);
    fails("raise s3", None, "`raise` needs the amount", EXPECT_AMOUNT);
    fails("raise s3 ten", Some(("ten", 0)), "ten", EXPECT_AMOUNT);
    fails("raise s3 20 all-in", Some(("all-in", 0)), "`allin`", EXPECT_CIRC_ALLIN);
    fails("raise s3 20 ALLIN", Some(("ALLIN", 0)), "`allin`", EXPECT_CIRC_ALLIN);
    fails("raise s3 20 now", Some(("now", 0)), "`raise` event", EXPECT_END);
    fails("raise s3 20 allin allin", Some(("allin", 1)), "`raise` event", EXPECT_END);
    fails("call", None, "`call m3 p3 10`", EXPECT_SEAT);
    fails("call s4 12x", Some(("12x", 0)), "12x", EXPECT_AMOUNT);
    fails("call s4 20 all_in", Some(("all_in", 0)), "`allin`", EXPECT_CIRC_ALLIN);
    fails("call s4 20 allin x", Some(("x", 0)), "`call` event", EXPECT_END);
    // Sin descarte's call keeps its errors.
    fails("call m1 p1", None, "`call` needs the amount", EXPECT_AMOUNT);
    fails("call m1 p1 8.005", Some(("8.005", 0)), "8.005", EXPECT_AMOUNT);
    fails("lend s2", None, "the seat that receives", EXPECT_SEAT);
    fails("lend s2 s3", None, "`lend` needs the amount", EXPECT_AMOUNT);
    fails("discard", None, "`discard` needs the card", EXPECT_CARD);
    fails("discard ??", Some(("??", 0)), "not `??`", EXPECT_SEEN_CARD);
    fails("discard 10c", Some(("10c", 0)), "`T`", EXPECT_CARD);
    fails("show s3", None, "`show` needs the cards", EXPECT_CARD);
    fails("show s3 Ac ??", Some(("??", 0)), "not `??`", EXPECT_SEEN_CARD);
    fails("show s3 Ac kd", Some(("kd", 0)), "`Kd`", EXPECT_CARD);
    fails("show s3 Ac Kd now", Some(("now", 0)), "`show` event", EXPECT_END);
    fails("show s3 Ac Kd Qh Jh Th 9h 8h 7h", Some(("7h", 0)), "at most 7 cards", EXPECT_END);
    fails("deal s1 Ac Kx", Some(("Kx", 0)), "suit is one of", EXPECT_CARD);
    fails("deal s1 Ac Kd sideways", Some(("sideways", 0)), "neither a card nor a side", EXPECT_CARD_OR_FACE);
    fails("deal s1 Ac Kd UP", Some(("UP", 0)), "lower case", EXPECT_CARD_OR_FACE);
    fails("deal s1 Ac Kd up Qh", Some(("Qh", 0)), "`deal` event", EXPECT_END);
    fails("deal mesa Ac Kd Qh Jh Th 9h 8h 7h up", Some(("7h", 0)), "at most 7 cards", EXPECT_END);
    fails("cagnotte 3 s2 s3", Some(("s3", 0)), "`cagnotte` event", EXPECT_END);
}

// ---- the fast path -------------------------------------------------------------------------

/// The fast path's reading of `text` alone (`None` where it leaves the line to the full parser).
fn fast_only(text: &str) -> Option<Event<'_>> {
    let line = Line { text, no: LINE, offset: OFFSET };
    let fallback =
        || Err(ParseError { loc: Loc::default(), message: Text::verbatim(""), expected: Text::verbatim("") });
    line.fast::<false>(fallback).ok().flatten()
}

#[test]
fn the_fast_path_reads_the_frequent_circulo_lines_as_the_full_parser() {
    for text in [
        "check s2",
        "  check s2   # paso",
        "20:01:05 check s2",
        "raise s3 20",
        "raise s3 12.50",
        "raise s5 85 allin",
        "raise s5 85 allin # the last chips",
        "call s4",
        "call s4#c",
        "call s4 20",
        "call s4 20  # c",
        "call s5 12 allin",
        "call s5 allin",
        "call m1 p1 8.00",
        "call s1 20 30",
        "fold s6",
        "stack s1 200",
        "stack S-1 0.05",
        "rebuy s6 100",
        "mano s3",
        "cut s4",
        "rest s4",
        "muck s4",
        "show s3 Kh Ks",
        "show s3 Kh",
        "show s3 Ac Kd Qh Jh Th 9h 8h",
        "deal s1 Qc Jc",
        "deal s1 Qc\tJc down",
        "deal mesa Jc 3d 5c up",
        "deal mesa ?? ?? ?? ?? ?? down",
        "deal mesa Ts up",
        "deal s1 Ac Kd Qh Jh Th 9h 8h # seven",
        "bet s1 ante 5",
        "pay s2 bote 1 305",
        "return s3 apuesta 15",
        "cagnotte 4.50",
        "cagnotte 30 s2",
    ] {
        let fast = fast_only(text).unwrap_or_else(|| panic!("the fast path should read {text:?}"));
        assert_eq!(Line { text, no: LINE, offset: OFFSET }.full(), Ok(Some(fast)), "{text:?}");
        assert_eq!(parse_line_circulo(text, LINE, OFFSET), parse(text), "{text:?} at a círculo table");
    }
    for text in [
        "check",
        "check S 2",
        "check s2 s3",
        "raise s3",
        "raise s3 20 all-in",
        "raise s3 20 allin allin",
        "raise s3 1 000",
        "call s4 20 all-in",
        "call s4 x",
        "call m1 p1",
        "call s4   # c",
        "stack s1",
        "stack s1 12,50",
        "show s3",
        "show s3 Ac ??",
        "show s3 Ac Kd Qh Jh Th 9h 8h 7h",
        "deal s1 Ac Kd Qh Jh Th 9h 8h 7h",
        "deal s1 Ac Kd sideways",
        "deal s1 Ac Kd up Qh",
        "deal s1 Ac kd",
        "discard 9c",
        "lend s2 s3 50",
        "cagnotte 30 s2 s3",
    ] {
        assert!(fast_only(text).is_none(), "the fast path should leave {text:?}");
    }
}

/// Every círculo line of the worked hand, with one byte changed or a token added or cut: where
/// the fast path reads the result, the full parser reads it alike.
#[test]
fn the_fast_path_agrees_on_garbled_circulo_lines() {
    let alphabet: &[&str] = &["0", "9", " ", "\t", "#", "-", ".", "a", "s", "A", "?", "allin", "up", "Kd", "??", "x"];
    let mut read = 0usize;
    for text in WORKED_HAND.lines() {
        let text = text.split('#').next().unwrap_or("").trim_end();
        let cuts: Vec<usize> = (0..=text.len()).filter(|&i| text.is_char_boundary(i)).collect();
        for &at in &cuts {
            for piece in alphabet {
                let mut changed = text.to_owned();
                changed.insert_str(at, piece);
                let mut replaced = text.to_owned();
                if let Some(&next) = cuts.iter().find(|&&c| c > at) {
                    replaced.replace_range(at..next, piece);
                }
                for line in [changed, replaced, text[..at].to_owned()] {
                    // A círculo table's reading gives every line's event or error as any other's.
                    assert_eq!(parse_line_circulo(&line, LINE, OFFSET), parse(&line), "{line:?} at a círculo table");
                    if let Some(fast) = fast_only(&line) {
                        read += 1;
                        assert_eq!(Line { text: &line, no: LINE, offset: OFFSET }.full(), Ok(Some(fast)), "{line:?}");
                    }
                }
            }
        }
    }
    assert!(read > 5_000, "the fast path read only {read} lines");
}

/// The lines of a círculo log, and the other games' lines and wrong lines: a círculo table's
/// reading (its own fast path first) gives each the event or the error that [`parse_line`] gives.
#[test]
fn a_circulo_table_reads_every_line_as_any_other_table() {
    let lines = [
        "bet s1 ante 1.00",
        "bet s1 ante 1",
        "bet  s1 ante 1",
        "bet s1 prison ante 1",
        "pay s1 bote 1 7.00",
        "pay s1 bote 1-2 7.00",
        "collect s1 ante 1",
        "return s1 apuesta 3.40",
        "round 7",
        "round 7 x",
        "round x",
        "round",
        "deal s1 Jh 8c",
        "deal s1 Jh",
        "deal s1 Jh up",
        "deal s1 Jh down # c",
        "deal mesa Ks 2s 5d up",
        "deal mesa Ks up x",
        "deal s1 ?? ??",
        "deal s1 ??",
        "deal S1 Ac Kd",
        "deal s1 AcKd",
        "deal s1 Ac Kd Qh",
        "deal s1 Ac Kd Qh Jh Th 9h 8h",
        "deal s1 Ac Kd Qh Jh Th 9h 8h 7h",
        "deal s1",
        "deal",
        "deal s1 Ac 1c",
        "deal s1 Ac Kdx",
        "deal s1 Ac Xx",
        "deal s1 Ac Kd up Qh",
        "deal s1 Ac\tKd",
        "deal\ts1 Ac Kd",
        "check s1",
        "check s1 x",
        "check",
        "checks s1",
        "chec s1",
        "check\ts1",
        "check  s1",
        "stack s1 130.00",
        "stacks s1 1",
        "raise s1 3.40",
        "raise s1 3.40 allin",
        "raise s1",
        "rebuy s1 50",
        "rebuys s1 50",
        "call s1",
        "call s1 5",
        "call s1 allin",
        "call s1 5 allin",
        "call m1 s1 5",
        "call",
        "fold s1",
        "fold S1",
        "fold",
        "show s1 Ac Kd",
        "show s1",
        "mano s1",
        "manos s1",
        "cut s7",
        "cuts s7",
        "rest s1",
        "muck s1",
        "cagnotte 5.00",
        "cagnotte 5.00 s1",
        "cagnotte",
        "cagnottes 5",
        "collects s1 ante 1",
        "returns s1 a 1",
        "void",
        "session close",
        "hit m1",
        "spin 17",
        "nomore",
        "bet",
        "pay",
        "cut",
        "x",
        "ab",
        "abc",
        "abcd",
        "20:01:05 check s1",
        "20:01:05 deal s1 Ac Kd",
        "20:01 raise s1 5",
        "99:99:99 check s1",
        "  check s1",
        "   check s1",
        "\tcheck s1",
        "# c",
        "",
        "   ",
        "lend s1 s2 5",
        "discard 9c",
        "table T catalog=x",
        // The shapes the círculo's own reading compares whole or reads at fixed places.
        "deal mesa Kd up",
        "deal mesa ?? up",
        "deal mesa ?d up",
        "deal mesa Kx up",
        "deal mesa Kd up ",
        "deal mesa Kd  up",
        "deal mesa Kd upx",
        "deal mesa Kd",
        "deal mesa  Kd up",
        "deal mesaKd up",
        "20:01:05 deal mesa Kd up",
        "show s1 Qh Ac",
        "show s1 Qh ??",
        "show s1 Qh Ac ",
        "show s1 Qh Acx",
        "show s1 Qh  Ac",
        "bet s1 ante 2.00",
        "bet s1 ante 2.00 # c",
        "bet s1 bote 2.00",
        "bet s1 antes 2.00",
        "bet s1 ante 2.0",
        "bet s1 ante 2.",
        "bet s1 ante 1 2.00",
        "pay s1 bote 1 ",
        "pay s1 bote 1 # c",
        "pay s1 bote 1 2",
        "pay s1 bote 12 7.00",
        "stack s1 999.99",
        "stack s1 1234.56",
        "stack s1 2.8x",
        "stack s1 .50",
        "stack s1 0.50",
        "raise s1 2.80",
        "raise s1 2.80 allin",
        "raise s1 2.80 ",
        "raise s1 x.80",
        "call s1 2.80",
        "cagnotte 0.40",
        "cagnotte 0.40 ",
        "cagnotte 0.40 s2",
        "cagnotte 0.4",
        "cagnotte  0.40",
    ];
    for text in lines {
        assert_eq!(parse_line_circulo(text, LINE, OFFSET), parse(text), "{text:?} at a círculo table");
    }
}

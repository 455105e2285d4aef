use super::*;

/// The `EXPECT_*` and `WHAT_*` ids are passed around as strings, not named by `t!`: each
/// must be a message of both languages.
#[test]
fn every_expected_and_what_is_a_message() {
    for lang in crate::i18n::Lang::ALL {
        let defined = crate::i18n::message_ids(lang);
        for id in [
            EXPECT_KEYWORD,
            EXPECT_END,
            EXPECT_STAMP,
            EXPECT_SESSION_TIME,
            EXPECT_VERSION,
            EXPECT_TABLE_ID,
            EXPECT_PARAM,
            EXPECT_SESSION,
            EXPECT_ROUND,
            EXPECT_WHEEL,
            EXPECT_DIRECTION,
            EXPECT_SPIN_OPTION,
            EXPECT_REASON,
            EXPECT_SEAT,
            EXPECT_BET,
            EXPECT_KIND,
            EXPECT_NUMBERS,
            EXPECT_AMOUNT,
            EXPECT_CHOICE,
            EXPECT_CARD,
            EXPECT_FACE,
            EXPECT_HAND,
            EXPECT_BJ_HAND,
            EXPECT_BJ_BOX,
            EXPECT_DECKS,
            EXPECT_CUTCARD,
            EXPECT_PLAYERS,
            EXPECT_RESULT,
            EXPECT_HAND_ONCE,
            EXPECT_PARAM_ONCE,
            EXPECT_LIMITS_PARAMS,
            EXPECT_OPTION_ONCE,
            EXPECT_NUMBERS_THEN_AMOUNT,
            EXPECT_NUMBERS_THEN_CHOICE,
            EXPECT_AMOUNT_LAST,
            EXPECT_CHOICE_LAST,
            EXPECT_SHORT_LINE,
            WHAT_SEAT,
            WHAT_TABLE_ID,
            WHAT_HAND,
            WHAT_WINNER,
            WHAT_PARAM_NAME,
            WHAT_REASON,
            WHAT_KIND,
            WHAT_PLAYERS,
            WHAT_DECKS,
            WHAT_CARDS,
            WHAT_VERSION,
            WHAT_ROUND,
            WHAT_WHEEL,
            WHAT_BOX,
            crate::log::suggest::NO_THOUSANDS,
        ] {
            assert!(defined.iter().any(|d| d == id), "{}: no message {id}", lang.code());
        }
    }
}

const LINE: u32 = 7;
const OFFSET: u64 = 1000;

fn parse(line: &str) -> Result<Option<Event<'_>>, ParseError> {
    parse_line(line, LINE, OFFSET)
}

fn ev(line: &str) -> Event<'_> {
    match parse(line) {
        Ok(Some(e)) => e,
        other => panic!("{line:?} should parse, got {other:?}"),
    }
}

fn kind(line: &str) -> EventKind<'_> {
    ev(line).kind
}

fn err(line: &str) -> ParseError {
    match parse(line) {
        Err(e) => e,
        other => panic!("{line:?} should fail, got {other:?}"),
    }
}

fn loc(idx: usize, len: usize) -> Loc {
    Loc { line: LINE, col: idx as u32 + 1, offset: OFFSET + idx as u64, len: len as u32 }
}

/// The location of the `nth` (0-based) occurrence of `needle` in `line`.
fn at_nth(line: &str, needle: &str, nth: usize) -> Loc {
    let idx = line.match_indices(needle).nth(nth).unwrap_or_else(|| panic!("{needle:?} in {line:?}")).0;
    loc(idx, needle.len())
}

fn at(line: &str, needle: &str) -> Loc {
    at_nth(line, needle, 0)
}

fn w<'a>(line: &str, s: &'a str) -> Word<'a> {
    Sp { loc: at(line, s), value: s }
}

fn nums(n: &[u16]) -> Numbers {
    Numbers::from_slice(n).unwrap()
}

#[track_caller]
fn check_err(line: &str, want: Loc, message: &str, expected: &str) {
    let e = err(line);
    assert_eq!(e.loc, want, "loc of {line:?}: {e:?}");
    assert_eq!(e.message, message, "message of {line:?}");
    // `expected` is an `EXPECT_*` (a message id) or the English text.
    if expected.starts_with("log-expect-") {
        assert_eq!(e.expected.id(), Some(expected), "expected of {line:?}");
    } else {
        assert_eq!(e.expected, expected, "expected of {line:?}");
    }
}

// ---- blank lines and comments ------------------------------------------------------------

#[test]
fn blank_and_comment_lines_are_nothing() {
    for line in ["", " ", "\t \t", "#", "# a comment", "   # bet s3 rojo 20", "\t#", "##"] {
        assert_eq!(parse(line), Ok(None), "{line:?}");
    }
}

#[test]
fn event_loc_excludes_indentation_and_comment() {
    let line = "  \tbet s3 rojo 20   # the first bet";
    let e = ev(line);
    assert_eq!(e.loc, at(line, "bet s3 rojo 20"));
    assert_eq!(e.time, None);
    let line = "nomore#closed";
    assert_eq!(ev(line).loc, at(line, "nomore"));
    let line = "bet\ts3\t\trojo 20#x";
    assert_eq!(ev(line).loc, at(line, "bet\ts3\t\trojo 20"));
    let EventKind::Bet { seat, bet, amount } = kind(line) else { panic!() };
    assert_eq!((seat, bet.kind, amount.loc), (w(line, "s3"), w(line, "rojo"), at(line, "20")));
}

// ---- every event ---------------------------------------------------------------------------

#[test]
fn format_line() {
    let line = "mesa-log 1";
    let e = ev(line);
    assert_eq!(e.loc, loc(0, 10));
    assert_eq!(e.kind, EventKind::Format { version: Sp { loc: at(line, "1"), value: 1 } });
    assert_eq!(e.keyword(), "mesa-log");
    assert!(matches!(kind("mesa-log 4294967295"), EventKind::Format { version: Sp { value: u32::MAX, .. } }));
}

#[test]
fn table_header() {
    let line = "table RF-03 catalog=estado-1979/ruleta-francesa min=5 panos=2 scale=alta currency=EUR";
    let e = ev(line);
    assert_eq!(e.loc, loc(0, line.len()));
    let EventKind::Table(h) = e.kind else { panic!() };
    assert_eq!(h.id, w(line, "RF-03"));
    let got: Vec<(&str, &str)> = h.params.iter().map(|p| (p.key.value, p.value.value)).collect();
    assert_eq!(
        got,
        [
            ("catalog", "estado-1979/ruleta-francesa"),
            ("min", "5"),
            ("panos", "2"),
            ("scale", "alta"),
            ("currency", "EUR")
        ]
    );
    assert_eq!(h.params[0].key, w(line, "catalog"));
    assert_eq!(h.params[0].value, w(line, "estado-1979/ruleta-francesa"));
    assert_eq!(h.params[1].value, w(line, "5"));
    assert_eq!(h.get("scale").map(|p| p.value.loc), Some(at(line, "alta")));
    // No parameters is grammatical (the checker asks for catalog= and min=).
    let line = "table mesa_1.b";
    let EventKind::Table(h) = kind(line) else { panic!() };
    assert_eq!(h.id, w(line, "mesa_1.b"));
    assert!(h.params.is_empty());
    // A value is anything but blanks and `#`, `=` included.
    let EventKind::Table(h) = kind("table T x_y-2=a=b=c#c") else { panic!() };
    assert_eq!((h.params[0].key.value, h.params[0].value.value), ("x_y-2", "a=b=c"));
}

#[test]
fn session_open_and_close() {
    let line = "session open 2026-11-20T20:00";
    let e = ev(line);
    assert_eq!(e.loc, loc(0, line.len()));
    assert_eq!(e.kind, EventKind::SessionOpen { at: Some(w(line, "2026-11-20T20:00")) });
    assert_eq!(e.keyword(), "session open");
    assert_eq!(kind("session open"), EventKind::SessionOpen { at: None });
    let line = "session close 2026-11-21T04:00:30+01:00 # end";
    let e = ev(line);
    assert_eq!(e.loc, at(line, "session close 2026-11-21T04:00:30+01:00"));
    assert_eq!(e.kind, EventKind::SessionClose { at: Some(w(line, "2026-11-21T04:00:30+01:00")) });
    assert_eq!(kind("session close"), EventKind::SessionClose { at: None });
}

#[test]
fn limits_line() {
    let line = "limits min=10 scale=alta";
    let EventKind::Limits { params } = kind(line) else { panic!() };
    assert_eq!(params.len(), 2);
    assert_eq!(params[0], Param { key: w(line, "min"), value: w(line, "10") });
    assert_eq!(params[1], Param { key: w(line, "scale"), value: w(line, "alta") });
}

#[test]
fn round_line() {
    let line = "round 123";
    assert_eq!(kind(line), EventKind::Round { number: Sp { loc: at(line, "123"), value: 123 } });
    assert!(matches!(kind("round 18446744073709551615"), EventKind::Round { number: Sp { value: u64::MAX, .. } }));
    assert!(matches!(kind("round 007"), EventKind::Round { number: Sp { value: 7, .. } }));
}

#[test]
fn bet_lines() {
    let line = "bet s3 pleno 17 10";
    let e = ev(line);
    assert_eq!(e.loc, loc(0, line.len()));
    assert_eq!(
        e.kind,
        EventKind::Bet {
            seat: w(line, "s3"),
            bet: BetRef {
                prison: false,
                kind: w(line, "pleno"),
                target: Some(Sp { loc: at(line, "17"), value: nums(&[17]) }),
                loc: at(line, "pleno 17"),
            },
            amount: Sp { loc: at(line, "10"), value: Amount(1000) },
        }
    );
    // The last token is the amount: `rojo 20` is rojo for 20.
    let line = "bet s3 rojo 20";
    assert_eq!(
        kind(line),
        EventKind::Bet {
            seat: w(line, "s3"),
            bet: BetRef { prison: false, kind: w(line, "rojo"), target: None, loc: at(line, "rojo") },
            amount: Sp { loc: at(line, "20"), value: Amount(2000) },
        }
    );
    let line = "bet p12 seisena 4-5-6-1-2-3 2.5";
    let EventKind::Bet { seat, bet, amount } = kind(line) else { panic!() };
    assert_eq!(seat, w(line, "p12"));
    assert_eq!(bet.target, Some(Sp { loc: at(line, "4-5-6-1-2-3"), value: nums(&[4, 5, 6, 1, 2, 3]) }));
    assert_eq!(bet.loc, at(line, "seisena 4-5-6-1-2-3"));
    assert_eq!(amount.value, Amount(250));
    let EventKind::Bet { bet, amount, .. } = kind("bet s1 dos-docenas 1-2 12.50") else { panic!() };
    assert_eq!((bet.kind.value, bet.target.map(|t| t.value)), ("dos-docenas", Some(nums(&[1, 2]))));
    assert_eq!(amount.value, Amount(1250));
    let EventKind::Bet { bet, .. } = kind("bet s1 transversal 0-2-3 5") else { panic!() };
    assert_eq!(bet.target.map(|t| t.value), Some(nums(&[0, 2, 3])));
    let EventKind::Bet { bet, amount, .. } = kind("bet s9 vecinos 0.05") else { panic!() };
    assert_eq!((bet.kind.value, bet.target, amount.value), ("vecinos", None, Amount(5)));
}

#[test]
fn insure_line() {
    // A stake-shaped line: seat, the bet insured, the insurance's amount.
    let line = "insure p1 mano 3 50";
    let EventKind::Insure { seat, bet, amount } = kind(line) else { panic!() };
    assert_eq!(seat, w(line, "p1"));
    assert_eq!((bet.kind.value, bet.target.map(|t| t.value)), ("mano", Some(nums(&[3]))));
    assert_eq!(amount.value, Amount(5000));
    let EventKind::Insure { bet, amount, .. } = kind("insure s1 rojo 1") else { panic!() };
    assert_eq!((bet.kind.value, bet.target, amount.value), ("rojo", None, Amount(100)));
    check_err("insure", loc(6, 0), "`insure` needs the seat", EXPECT_SEAT);
}

#[test]
fn nomore_line() {
    let line = "nomore";
    assert_eq!(ev(line), Event { loc: loc(0, 6), time: None, kind: EventKind::NoMoreBets });
}

#[test]
fn spin_lines() {
    // A plate that does not turn (boule): the number alone, by both readers.
    for line in ["spin 7", "spin 7   # boule", "  spin 7"] {
        assert_eq!(
            kind(line),
            EventKind::Wheel(WheelEvent::Spin {
                number: Sp { loc: at(line, "7"), value: 7 },
                name: None,
                rotor: None,
                ball: None,
                from: None
            }),
            "{line}"
        );
    }
    let line = "spin 17 cw";
    assert_eq!(
        kind(line),
        EventKind::Wheel(WheelEvent::Spin {
            number: Sp { loc: at(line, "17"), value: 17 },
            name: None,
            rotor: Some(Sp { loc: at(line, "cw"), value: Direction::Clockwise }),
            ball: None,
            from: None,
        })
    );
    let line = "spin 0 ccw from=32 ball=cw";
    let e = ev(line);
    assert_eq!(e.loc, loc(0, line.len()));
    assert_eq!(
        e.kind,
        EventKind::Wheel(WheelEvent::Spin {
            number: Sp { loc: at(line, "0"), value: 0 },
            name: None,
            rotor: Some(Sp { loc: at(line, "ccw"), value: Direction::CounterClockwise }),
            ball: Some(Sp { loc: at_nth(line, "cw", 1), value: Direction::Clockwise }),
            from: Some(Sp { loc: at(line, "32"), value: 32 }),
        })
    );
    let EventKind::Wheel(WheelEvent::Spin { ball, from, .. }) = kind("spin 5 cw ball=ccw") else { panic!() };
    assert_eq!((ball.map(|b| b.value), from), (Some(Direction::CounterClockwise), None));
}

#[test]
fn void_line() {
    let line = "void object-in-cylinder";
    assert_eq!(kind(line), EventKind::Wheel(WheelEvent::Void { reason: w(line, "object-in-cylinder") }));
}

#[test]
fn choose_lines() {
    let line = "choose s3 rojo prison";
    assert_eq!(
        kind(line),
        EventKind::Wheel(WheelEvent::Choose {
            seat: w(line, "s3"),
            bet: BetRef { prison: false, kind: w(line, "rojo"), target: None, loc: at(line, "rojo") },
            choice: Sp { loc: at(line, "prison"), value: ZeroChoice::Prison },
        })
    );
    // A bet already in prisión (a second zero).
    let line = "choose s3 prison rojo half";
    assert_eq!(
        kind(line),
        EventKind::Wheel(WheelEvent::Choose {
            seat: w(line, "s3"),
            bet: BetRef { prison: true, kind: w(line, "rojo"), target: None, loc: at(line, "prison rojo") },
            choice: Sp { loc: at(line, "half"), value: ZeroChoice::Half },
        })
    );
    let line = "choose s3 prison rojo prison";
    let EventKind::Wheel(WheelEvent::Choose { bet, choice, .. }) = kind(line) else { panic!() };
    assert_eq!((bet.prison, bet.loc, choice.loc), (true, at(line, "prison rojo"), at_nth(line, "prison", 1)));
}

#[test]
fn colour_lines() {
    let line = "colour s3 20";
    assert_eq!(
        kind(line),
        EventKind::Wheel(WheelEvent::Colour {
            seat: w(line, "s3"),
            value: Some(Sp { loc: at(line, "20"), value: Amount::parse("20").expect("an amount") }),
        })
    );
    // Without a value: each chip is worth the table minimum.
    let line = "colour s3 # its chips are worth the minimum";
    assert_eq!(kind(line), EventKind::Wheel(WheelEvent::Colour { seat: w(line, "s3"), value: None }));
    assert_eq!(ev("colour s3 12.50").keyword(), "colour");
    check_err("colour", loc(6, 0), "`colour` needs the seat", EXPECT_SEAT);
    let e = err("colour s3 ten");
    assert_eq!(e.loc, loc(10, 3));
    let e = err("colour s3 10 20");
    assert_eq!(e.loc, loc(13, 2));
}

#[test]
fn settle_lines() {
    for (word, action) in [
        ("collect", SettleAction::Collect),
        ("pay", SettleAction::Pay),
        ("return", SettleAction::Return),
        ("release", SettleAction::Release),
    ] {
        let line = format!("{word} s3 pleno 17 350");
        let e = ev(&line);
        assert_eq!(e.keyword(), word);
        assert_eq!(e.loc, loc(0, line.len()));
        assert_eq!(
            e.kind,
            EventKind::Settle {
                action: Sp { loc: at(&line, word), value: action },
                seat: w(&line, "s3"),
                bet: BetRef {
                    prison: false,
                    kind: w(&line, "pleno"),
                    target: Some(Sp { loc: at(&line, "17"), value: nums(&[17]) }),
                    loc: at(&line, "pleno 17"),
                },
                amount: Sp { loc: at(&line, "350"), value: Amount(35000) },
            }
        );
    }
    let line = "release s4 prison negro 10";
    let EventKind::Settle { bet, amount, .. } = kind(line) else { panic!() };
    assert!(bet.prison);
    assert_eq!((bet.kind, bet.loc, amount.value), (w(line, "negro"), at(line, "prison negro"), Amount(1000)));
    let line = "return s4 rojo 7.5";
    let EventKind::Settle { amount, .. } = kind(line) else { panic!() };
    assert_eq!(amount, Sp { loc: at(line, "7.5"), value: Amount(750) });
}

// ---- timestamps ----------------------------------------------------------------------------

#[test]
fn leading_timestamps() {
    for stamp in [
        "20:01:05",
        "00:00:00",
        "23:59:59Z",
        "20:01:05+01:00",
        "2026-11-20T20:01",
        "2026-11-20T20:01:05",
        "2026-11-20T20:01Z",
        "2026-11-20T20:01:05-03:30",
        "2024-02-29T12:00",
    ] {
        let line = format!("  {stamp}\tspin 17 cw # x");
        let e = ev(&line);
        assert_eq!(e.time, Some(Sp { loc: at(&line, stamp), value: stamp }), "{line}");
        assert_eq!(e.loc, at(&line, &format!("{stamp}\tspin 17 cw")), "{line}");
        assert!(matches!(e.kind, EventKind::Wheel(WheelEvent::Spin { .. })));
    }
    let line = "20:01:05 session open 2026-11-20T20:00";
    let e = ev(line);
    assert_eq!(e.time, Some(w(line, "20:01:05")));
    assert_eq!(e.kind, EventKind::SessionOpen { at: Some(w(line, "2026-11-20T20:00")) });
}

#[test]
fn locations_use_line_number_and_offset() {
    let e = parse_line("  round 5", 42, 10_000).unwrap().unwrap();
    assert_eq!(e.loc, Loc { line: 42, col: 3, offset: 10_002, len: 7 });
    let EventKind::Round { number } = e.kind else { panic!() };
    assert_eq!(number.loc, Loc { line: 42, col: 9, offset: 10_008, len: 1 });
    // Columns count bytes.
    let line = "bet s3 rojo 20 # ñandú";
    assert_eq!(parse(line).unwrap().unwrap().loc.len, 14);
    let e = err("round é");
    assert_eq!(e.loc, loc(6, 2));
    let e = err("spin 17 cw ñ");
    assert_eq!(e.loc, loc(11, 2));
}

#[test]
fn bad_timestamps() {
    check_err(
        "25:00:00 nomore",
        loc(0, 8),
        "`25:00:00` is not a valid timestamp: hour 25 is out of range (00 to 23)",
        EXPECT_STAMP,
    );
    check_err(
        "2026-02-29T10:00 nomore",
        loc(0, 16),
        "`2026-02-29T10:00` is not a valid timestamp: month 02 of 2026 has no day 29",
        EXPECT_STAMP,
    );
    check_err(
        "2026-13-01T10:00 nomore",
        loc(0, 16),
        "`2026-13-01T10:00` is not a valid timestamp: there is no month 13",
        EXPECT_STAMP,
    );
    check_err(
        "20:60:00 nomore",
        loc(0, 8),
        "`20:60:00` is not a valid timestamp: minute 60 is out of range (00 to 59)",
        EXPECT_STAMP,
    );
    check_err(
        "20:00:61 nomore",
        loc(0, 8),
        "`20:00:61` is not a valid timestamp: second 61 is out of range (00 to 59)",
        EXPECT_STAMP,
    );
    check_err(
        "20:00:00+25:00 nomore",
        loc(0, 14),
        "`20:00:00+25:00` is not a valid timestamp: the UTC offset 25:00 is out of range",
        EXPECT_STAMP,
    );
    check_err(
        "20:01 nomore",
        loc(0, 5),
        "`20:01` is not a timestamp: a time without a date needs its seconds, `HH:MM:SS`",
        EXPECT_STAMP,
    );
    check_err(
        "2026-11-20 20:00:00 nomore",
        loc(0, 10),
        "`2026-11-20` is not a timestamp: a date needs its time, joined with `T`, e.g. `2026-11-20T20:00`",
        EXPECT_STAMP,
    );
    check_err(
        "2026-11-20t20:00 nomore",
        loc(0, 16),
        "`2026-11-20t20:00` is not a timestamp: `T` and `Z` are capital letters",
        EXPECT_STAMP,
    );
    check_err(
        "20:01:05.250 nomore",
        loc(0, 12),
        "`20:01:05.250` is not a timestamp: fractions of a second are not allowed",
        EXPECT_STAMP,
    );
    check_err("2:01:05 nomore", loc(0, 7), "`2:01:05` is not a timestamp", EXPECT_STAMP);
    check_err("20:01:05", loc(8, 0), "a timestamp must be followed by an event", EXPECT_KEYWORD);
    check_err(
        "17 cw",
        loc(0, 2),
        "`17` is neither an event keyword nor a timestamp: a line starts with its event keyword, optionally after \
         a timestamp",
        EXPECT_KEYWORD,
    );
    check_err(
        "session open 2026-11-20",
        at("session open 2026-11-20", "2026-11-20"),
        "`2026-11-20` is not a timestamp: a date needs its time, joined with `T`, e.g. `2026-11-20T20:00`",
        EXPECT_SESSION_TIME,
    );
    check_err("session close now", loc(14, 3), "`now` is not a timestamp", EXPECT_SESSION_TIME);
}

// ---- errors --------------------------------------------------------------------------------

#[test]
fn unknown_keywords() {
    check_err("dance s3", loc(0, 5), "`dance` is not an event keyword", EXPECT_KEYWORD);
    check_err(
        "  BET s3 rojo 20",
        loc(2, 3),
        "`BET` is not an event keyword: keywords are written in lower case, `bet`",
        EXPECT_KEYWORD,
    );
    check_err("no-more", loc(0, 7), "`no-more` is not an event keyword: did you mean `nomore`?", EXPECT_KEYWORD);
    check_err("spni 17 cw", loc(0, 4), "`spni` is not an event keyword: did you mean `spin`?", EXPECT_KEYWORD);
    check_err("open", loc(0, 4), "`open` is not an event keyword: did you mean `session open`?", EXPECT_KEYWORD);
    check_err(
        "min=5",
        loc(0, 5),
        "`min=5` is not an event keyword: a `key=value` parameter belongs on a `table` or `limits` line",
        EXPECT_KEYWORD,
    );
    check_err(
        "bet\u{a0}s3 rojo 20",
        loc(0, 7),
        "`bet\u{a0}s3` is not an event keyword: it contains U+00A0, but tokens are separated by spaces or tabs",
        EXPECT_KEYWORD,
    );
    check_err("20:01:05 dance", loc(9, 5), "`dance` is not an event keyword", EXPECT_KEYWORD);
    let long = "x".repeat(100);
    let e = err(&long);
    assert_eq!(e.loc, loc(0, 100));
    assert_eq!(e.message.en(), format!("`{}…` is not an event keyword", "x".repeat(40)));
    let e = err("\u{7}bell");
    assert_eq!(e.message, "`\\u{7}bell` is not an event keyword");
}

#[test]
fn trailing_tokens() {
    check_err("nomore now", loc(7, 3), "unexpected `now` after the end of the `nomore` event", EXPECT_END);
    check_err("round 12 13", loc(9, 2), "unexpected `13` after the end of the `round` event", EXPECT_END);
    check_err("mesa-log 1 x # c", loc(11, 1), "unexpected `x` after the end of the `mesa-log` event", EXPECT_END);
    check_err(
        "session open 2026-11-20T20:00 late",
        loc(30, 4),
        "unexpected `late` after the end of the `session open` event",
        EXPECT_END,
    );
    check_err("void ball-out twice", loc(14, 5), "unexpected `twice` after the end of the `void` event", EXPECT_END);
    let line = "bet s3 pleno 17 10 extra";
    check_err(line, at(line, "extra"), "unexpected `extra` after the amount", EXPECT_END);
    let line = "pay s3 rojo 20 x";
    // `rojo 20` reads as a bet on number 20 and `x` as its amount.
    check_err(
        line,
        at(line, "x"),
        "`x` is not an amount: amounts are digits with an optional `.` and one or two decimals",
        EXPECT_AMOUNT,
    );
    let line = "choose s3 rojo prison now";
    check_err(line, at(line, "now"), "unexpected `now` after the choice", EXPECT_END);
}

#[test]
fn format_errors() {
    check_err("mesa-log", loc(8, 0), "`mesa-log` needs the format version", EXPECT_VERSION);
    check_err("mesa-log  # v", loc(8, 0), "`mesa-log` needs the format version", EXPECT_VERSION);
    check_err("mesa-log one", loc(9, 3), "`one` is not a format version", EXPECT_VERSION);
    check_err("mesa-log 1.0", loc(9, 3), "`1.0` is not a format version: it must be a whole number", EXPECT_VERSION);
    check_err(
        "mesa-log 4294967296",
        loc(9, 10),
        "`4294967296` is too large for a format version (at most 4294967295)",
        EXPECT_VERSION,
    );
}

#[test]
fn table_and_limits_errors() {
    check_err("table", loc(5, 0), "`table` needs the table's id", EXPECT_TABLE_ID);
    check_err(
        "table catalog=x min=5",
        loc(6, 9),
        "`table` needs the table's id before its parameters, found `catalog=x`",
        EXPECT_TABLE_ID,
    );
    check_err("table RF/03", loc(6, 5), "`RF/03` is not a table id: `/` is not allowed in it", EXPECT_TABLE_ID);
    check_err(
        "table -RF",
        loc(6, 3),
        "`-RF` is not a table id: it must start with a letter or a digit, not `-`",
        EXPECT_TABLE_ID,
    );
    check_err("table T min", loc(8, 3), "`min` is not a `key=value` parameter", EXPECT_PARAM);
    check_err("table T min=", loc(8, 4), "`min=` has no value after `=`", EXPECT_PARAM);
    check_err("table T =5", loc(8, 2), "`=5` has no parameter name before `=`", EXPECT_PARAM);
    check_err(
        "table T Min=5",
        loc(8, 3),
        "`Min` is not a parameter name: it must be written in lower case, `min`",
        EXPECT_PARAM,
    );
    check_err("table T 2x=5", loc(8, 2), "`2x` is not a parameter name: it must start with a letter", EXPECT_PARAM);
    check_err("table T m.n=5", loc(8, 3), "`m.n` is not a parameter name: `.` is not allowed in it", EXPECT_PARAM);
    check_err(
        "table T min=5 panos=2 min=10",
        loc(22, 3),
        "`min` is given twice on this line (first at column 9)",
        "each parameter once",
    );
    check_err("limits", loc(6, 0), "`limits` needs at least one `key=value` parameter", "parameters such as `min=10`");
    check_err(
        "limits # none",
        loc(6, 0),
        "`limits` needs at least one `key=value` parameter",
        "parameters such as `min=10`",
    );
    check_err("limits min", loc(7, 3), "`min` is not a `key=value` parameter", EXPECT_PARAM);
    let many: String = (0..=MAX_PARAMS).map(|i| format!(" k{i}=v")).collect();
    let line = format!("limits{many}");
    let e = err(&line);
    assert_eq!(e.loc, at(&line, &format!("k{MAX_PARAMS}=v")));
    assert_eq!(e.message, "a line may have at most 64 parameters");
    let fine: String = (0..MAX_PARAMS).map(|i| format!(" k{i}=v")).collect();
    assert!(matches!(kind(&format!("limits{fine}")), EventKind::Limits { params } if params.len() == MAX_PARAMS));
}

#[test]
fn session_and_round_errors() {
    check_err("session", loc(7, 0), "`session` needs `open` or `close`", EXPECT_SESSION);
    check_err("session start", loc(8, 5), "`start` is not `open` or `close`", EXPECT_SESSION);
    check_err("round", loc(5, 0), "`round` needs the round number", EXPECT_ROUND);
    check_err("round -1", loc(6, 2), "`-1` is not a round number: negative numbers are not allowed", EXPECT_ROUND);
    check_err("round +1", loc(6, 2), "`+1` is not a round number: numbers are written without a sign", EXPECT_ROUND);
    check_err("round twelve", loc(6, 6), "`twelve` is not a round number", EXPECT_ROUND);
    check_err(
        "round 18446744073709551616",
        loc(6, 20),
        "`18446744073709551616` is too large for a round number (at most 18446744073709551615)",
        EXPECT_ROUND,
    );
}

#[test]
fn spin_errors() {
    check_err("spin", loc(4, 0), "`spin` needs the winning number", EXPECT_WHEEL);
    check_err("spin cw", loc(5, 2), "`cw` is not a wheel number", EXPECT_WHEEL);
    check_err("spin 65536 cw", loc(5, 5), "`65536` is too large for a wheel number (at most 65535)", EXPECT_WHEEL);
    check_err("spin 17 left", loc(8, 4), "`left` is not a sense of rotation", EXPECT_DIRECTION);
    check_err(
        "spin 17 CW",
        loc(8, 2),
        "`CW` is not a sense of rotation: write it in lower case, `cw`",
        EXPECT_DIRECTION,
    );
    check_err(
        "spin 17 ball=cw ccw",
        loc(8, 7),
        "`spin` needs the rotor's sense right after the number, before `ball=cw`",
        EXPECT_DIRECTION,
    );
    check_err("spin 17 cw ball=up", loc(16, 2), "`up` is not a sense of rotation", EXPECT_DIRECTION);
    check_err("spin 17 cw ball=", loc(11, 5), "`ball=` has no value after `=`", EXPECT_SPIN_OPTION);
    check_err("spin 17 cw from=x", loc(16, 1), "`x` is not a wheel number", EXPECT_WHEEL);
    check_err(
        "spin 17 cw from=99999",
        loc(16, 5),
        "`99999` is too large for a wheel number (at most 65535)",
        EXPECT_WHEEL,
    );
    check_err("spin 17 cw ball=ccw ball=ccw", loc(20, 8), "`spin` gives `ball=` twice", "each option at most once");
    check_err("spin 17 cw from=3 from=3", loc(18, 6), "`spin` gives `from=` twice", "each option at most once");
    check_err("spin 17 cw fast", loc(11, 4), "`fast` is not an option of `spin`", EXPECT_SPIN_OPTION);
    check_err("spin 17 cw speed=3", loc(11, 7), "`speed=3` is not an option of `spin`", EXPECT_SPIN_OPTION);
    check_err(
        "spin 17 cw ccw",
        loc(11, 3),
        "`ccw` is not an option of `spin`: the ball's sense is written `ball=ccw`",
        EXPECT_SPIN_OPTION,
    );
    check_err(
        "spin 17 cw 32",
        loc(11, 2),
        "`32` is not an option of `spin`: the number the ball was launched from is written `from=32`",
        EXPECT_SPIN_OPTION,
    );
}

#[test]
fn void_errors() {
    // A bare `void` is a poker round annulled (§ 16), not a wheel's void without its reason.
    assert!(matches!(
        parse_line("void", 1, 0),
        Ok(Some(Event { kind: EventKind::Poker(crate::log::event::PokerEvent::Void), .. }))
    ));
    check_err(
        "void Ball-Out",
        loc(5, 8),
        "`Ball-Out` is not a reason: it must be written in lower case, `ball-out`",
        EXPECT_REASON,
    );
    check_err(
        "void ball_out",
        loc(5, 8),
        "`ball_out` is not a reason: `_` is not allowed in it: did you mean `ball-out`?",
        EXPECT_REASON,
    );
    check_err("void 1", loc(5, 1), "`1` is not a reason: it must start with a letter", EXPECT_REASON);
}

#[test]
fn stake_structure_errors() {
    check_err("bet", loc(3, 0), "`bet` needs the seat", EXPECT_SEAT);
    check_err("pay # nothing", loc(3, 0), "`pay` needs the seat", EXPECT_SEAT);
    check_err("bet s3!", loc(4, 3), "`s3!` is not a seat: `!` is not allowed in it", EXPECT_SEAT);
    check_err(
        "bet _s3 rojo 1",
        loc(4, 3),
        "`_s3` is not a seat: it must start with a letter or a digit, not `_`",
        EXPECT_SEAT,
    );
    check_err("bet s3", loc(6, 0), "`bet` needs the bet and the amount after the seat", EXPECT_BET);
    check_err("choose s3", loc(9, 0), "`choose` needs the bet and the choice after the seat", EXPECT_BET);
    check_err(
        "bet s3 20",
        loc(6, 0),
        "`bet` has no bet between the seat and the amount: a bet in a betting interval of póquer de círculo is \
         `raise SEAT AMOUNT` (its ante is `bet SEAT ante AMOUNT`)",
        EXPECT_BET,
    );
    check_err("choose s3 half", loc(9, 0), "`choose` has no bet between the seat and the choice", EXPECT_BET);
    check_err("bet s3 rojo", loc(11, 0), "`bet` needs the amount after the bet", EXPECT_AMOUNT);
    check_err("collect s3 rojo  # c", loc(15, 0), "`collect` needs the amount after the bet", EXPECT_AMOUNT);
    check_err("choose s3 rojo", loc(14, 0), "`choose` needs the choice after the bet", EXPECT_CHOICE);
    check_err("bet s3 prison", loc(13, 0), "`prison` must be followed by the bet kind", EXPECT_KIND);
    check_err("release s3 prison 10", loc(17, 0), "`prison` must be followed by the bet kind", EXPECT_KIND);
    check_err(
        "bet s3 17 10",
        loc(7, 2),
        "`17` is not a bet kind: the kind comes before its numbers, e.g. `pleno 17`",
        EXPECT_KIND,
    );
    check_err(
        "bet s3 Pleno 17 10",
        loc(7, 5),
        "`Pleno` is not a bet kind: it must be written in lower case, `pleno`",
        EXPECT_KIND,
    );
    check_err(
        "bet s3 dos_docenas 1-2 10",
        loc(7, 11),
        "`dos_docenas` is not a bet kind: `_` is not allowed in it: did you mean `dos-docenas`?",
        EXPECT_KIND,
    );
    check_err(
        "bet s3 dos docenas 1-2 10",
        loc(11, 7),
        "unexpected `docenas` after the bet kind `dos` (a kind of several words is joined with `-`, e.g. `dos-docenas`)",
        "the bet's numbers (e.g. `17` or `0-2-3`), then the amount",
    );
    check_err(
        "choose s3 rojo x half",
        loc(15, 1),
        "unexpected `x` after the bet kind `rojo` (a kind of several words is joined with `-`, e.g. `rojo-x`)",
        "the bet's numbers (e.g. `17`), then `half` or `prison`",
    );
    check_err(
        "bet s3 caballo 17 20 10",
        loc(18, 2),
        "unexpected `20` after the bet's numbers `17` (the numbers of one bet are joined with `-`, e.g. `17-20`)",
        "the amount, as the last token",
    );
    check_err(
        "choose s3 prison rojo 5 x half",
        loc(24, 1),
        "unexpected `x` after the bet's numbers `5`",
        "`half` or `prison`, as the last token",
    );
    check_err("choose s3 rojo later", loc(15, 5), "`later` is not a choice", EXPECT_CHOICE);
    check_err(
        "choose s3 rojo Half",
        loc(15, 4),
        "`Half` is not a choice: write it in lower case, `half`",
        EXPECT_CHOICE,
    );
    check_err(
        "choose s3 rojo 10",
        loc(15, 2),
        "`10` is not a choice: `choose` ends with the player's choice, not an amount",
        EXPECT_CHOICE,
    );
}

#[test]
fn numbers_errors() {
    check_err(
        "bet s3 caballo 17,20 10",
        loc(15, 5),
        "`17,20` is not a list of numbers: join the numbers of a bet with `-`, e.g. `17-20`",
        EXPECT_NUMBERS,
    );
    check_err(
        "bet s3 caballo 17- 10",
        loc(15, 3),
        "`17-` is not a list of numbers: a number is missing next to a `-`",
        EXPECT_NUMBERS,
    );
    check_err(
        "bet s3 caballo 17--20 10",
        loc(15, 6),
        "`17--20` is not a list of numbers: a number is missing next to a `-`",
        EXPECT_NUMBERS,
    );
    check_err("bet s3 caballo 17a 10", loc(15, 3), "`17a` is not a list of numbers", EXPECT_NUMBERS);
    check_err(
        "bet s3 cuadro 1-2-70000-5 10",
        loc(18, 5),
        "`70000` is too large for a number of a bet (at most 65535)",
        EXPECT_NUMBERS,
    );
    check_err(
        "bet s3 x 1-2-3-4-5-6-7 10",
        loc(9, 13),
        "`1-2-3-4-5-6-7` has 7 numbers, but a bet covers at most 6",
        EXPECT_NUMBERS,
    );
    let line = "bet s3 x 99999999999999999999999 10";
    check_err(
        line,
        at(line, "99999999999999999999999"),
        "`99999999999999999999999` is too large for a number of a bet (at most 65535)",
        EXPECT_NUMBERS,
    );
}

#[test]
fn amount_errors() {
    let cases = [
        ("12,50", "`12,50` has a decimal comma: the log writes the decimal point as `.`; here `12.50`"),
        (
            "1,000",
            "`1,000` is written with a thousands separator (or has more than two decimals): amounts are written without thousands separators: 1000 or 1000.00; here `1000`",
        ),
        ("-3", "`-3` is negative: amounts are written without a sign"),
        ("+3", "`+3` has a sign: amounts are written without one"),
        ("1e3", "`1e3` uses an exponent: write the amount in full, e.g. `1000`"),
        (
            "12.505",
            "`12.505` is written with a thousands separator (or has more than two decimals): amounts are written without thousands separators: 1000 or 1000.00; here `12505`",
        ),
        ("12.5055", "`12.5055` has more than two decimals: amounts are in whole cents"),
        (
            "1.000,50",
            "`1.000,50` is written with a thousands separator (or has more than two decimals): amounts are written without thousands separators: 1000 or 1000.00; here `1000.50`",
        ),
        ("1,5", "`1,5` has a decimal comma: the log writes the decimal point as `.`; here `1.5`"),
        (".5", "`.5` needs a digit before the decimal point, e.g. `0.50`"),
        ("12.", "`12.` needs digits after the decimal point"),
        (
            "1.000.000",
            "`1.000.000` is written with a thousands separator (or has more than two decimals): amounts are written without thousands separators: 1000 or 1000.00; here `1000000`",
        ),
        ("1.00.0", "`1.00.0` has more than one `.`: amounts have no thousands separators"),
        ("10€", "`10€` has a currency: amounts are plain numbers, the table header gives the currency"),
        ("10EUR", "`10EUR` has a currency: amounts are plain numbers, the table header gives the currency"),
        ("1_000", "`1_000` has a digit separator: amounts are written without one"),
        ("99999999999999999999", "`99999999999999999999` is too large for an amount"),
        ("ten", "`ten` is not an amount: amounts are digits with an optional `.` and one or two decimals"),
    ];
    for (amount, message) in cases {
        for verb in ["bet", "collect", "pay", "return", "release"] {
            let line = format!("{verb} s3 pleno 17 {amount}");
            check_err(&line, at(&line, amount), message, EXPECT_AMOUNT);
        }
        let line = format!("bet s3 rojo {amount}  # c");
        check_err(&line, at(&line, amount), message, EXPECT_AMOUNT);
    }
}

#[test]
fn odd_characters_are_reported_with_their_code_point() {
    check_err(
        "bet s\u{200b}3 rojo 1",
        loc(4, 5),
        "`s\u{200b}3` is not a seat: U+200B is not allowed in it",
        EXPECT_SEAT,
    );
    check_err("bet s3 rojó 1", loc(7, 5), "`rojó` is not a bet kind: `ó` (U+00F3) is not allowed in it", EXPECT_KIND);
    check_err(
        "void \u{1}",
        loc(5, 1),
        "`\\u{1}` is not a reason: it must start with a letter, not U+0001",
        EXPECT_REASON,
    );
}

// ---- the specification ---------------------------------------------------------------------

/// Every line of the examples in `docs/log-format.md` (its ```` ```mesa ```` blocks) parses; a
/// monte table's (```` ```mesa monte ````), with the Spanish deck.
#[test]
fn documentation_examples_parse() {
    let doc = include_str!("../../../docs/log-format.md");
    let (mut in_example, mut spanish) = (false, false);
    let (mut events, mut monte) = (0, 0);
    for (n, line) in doc.lines().enumerate() {
        if line.starts_with("```") {
            in_example = line == "```mesa" || line == "```mesa monte";
            spanish = line == "```mesa monte";
            continue;
        }
        if in_example {
            let read = if spanish { parse_line_spanish } else { parse_line };
            match read(line, n as u32 + 1, 0) {
                Ok(Some(_)) => events += 1,
                Ok(None) => {}
                Err(e) => panic!("docs/log-format.md:{}: {line:?}: {e:?}", n + 1),
            }
            if spanish {
                monte += 1;
            } else {
                check_fast_agrees(line);
            }
        }
    }
    assert!(events > 40, "only {events} example events");
    assert!(monte > 50, "only {monte} lines of monte examples");
}

/// The `event` rule of `docs/log-format.md`'s grammar (its ```` ```ebnf ```` blocks), with the
/// `*-event` rules it names, reaches every keyword the parser reads, each once: a rule given two
/// endings, or a family left out, is caught here.
#[test]
fn the_grammars_event_rule_names_every_family_once() {
    use std::collections::BTreeMap;
    let doc = include_str!("../../../docs/log-format.md");
    let mut ebnf = String::new();
    let mut inside = false;
    for line in doc.lines() {
        if line.starts_with("```") {
            inside = line == "```ebnf";
            continue;
        }
        if inside {
            ebnf.push_str(line);
            ebnf.push('\n');
        }
    }
    // Tokens: names, quoted terminals (kept with their quote), and single punctuation marks;
    // comments `(* … *)` left out.
    let mut tokens: Vec<String> = Vec::new();
    let mut chars = ebnf.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '(' if chars.peek() == Some(&'*') => {
                let mut prev = ' ';
                for d in chars.by_ref() {
                    if prev == '*' && d == ')' {
                        break;
                    }
                    prev = d;
                }
            }
            '"' | '\'' => {
                let mut t = String::from('"');
                t.extend(chars.by_ref().take_while(|&d| d != c));
                tokens.push(t);
            }
            c if c.is_ascii_alphanumeric() || c == '-' => {
                let mut t = String::from(c);
                while let Some(&d) = chars.peek().filter(|d| d.is_ascii_alphanumeric() || **d == '-' || **d == '_') {
                    t.push(d);
                    chars.next();
                }
                tokens.push(t);
            }
            c if c.is_whitespace() => {}
            c => tokens.push(c.to_string()),
        }
    }
    // Rules: `name = body ;`, each name with every body it is given.
    let mut rules: BTreeMap<String, Vec<Vec<String>>> = BTreeMap::new();
    let mut i = 0;
    while i + 1 < tokens.len() {
        if tokens[i + 1] == "=" {
            let end = tokens[i + 2..].iter().position(|t| t == ";").map_or(tokens.len(), |p| i + 2 + p);
            rules.entry(tokens[i].clone()).or_default().push(tokens[i + 2..end].to_vec());
            i = end + 1;
        } else {
            i += 1;
        }
    }
    let names = |rule: &str| -> Vec<String> {
        let bodies = rules.get(rule).unwrap_or_else(|| panic!("no rule `{rule}`"));
        assert_eq!(bodies.len(), 1, "`{rule}` is defined {} times", bodies.len());
        bodies[0].iter().filter(|t| t.as_str() != "|").cloned().collect()
    };
    let mut keywords: Vec<String> = Vec::new();
    let mut pending = vec!["event".to_owned()];
    while let Some(rule) = pending.pop() {
        for name in names(&rule) {
            if name.ends_with("-event") {
                pending.push(name);
                continue;
            }
            // An event's rule starts with its keyword (or a choice of keywords), before any
            // blank; a name given two rules (`card`: a card of the shoe, a bingo card) is the
            // event whose rule starts so.
            let bodies = rules.get(&name).unwrap_or_else(|| panic!("no rule `{name}`"));
            let found: Vec<String> = bodies
                .iter()
                .filter(|b| b.first().is_some_and(|t| t.starts_with('"') || t == "("))
                .flat_map(|b| b.iter().take_while(|t| !t.starts_with("blank")).filter_map(|t| t.strip_prefix('"')))
                .map(str::to_owned)
                .collect();
            assert!(!found.is_empty(), "`{name}` starts with no keyword");
            keywords.extend(found);
        }
    }
    let mut sorted = keywords.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), keywords.len(), "a keyword the event rule reaches twice: {keywords:?}");
    let mut want: Vec<String> = super::keywords().map(str::to_owned).collect();
    want.sort();
    assert_eq!(sorted, want, "the event rule's keywords against the parser's");
}

// ---- fast path -----------------------------------------------------------------------------

/// The fast path's reading of `line`, without falling back to the full parser.
fn fast_only(line: &str) -> Option<Event<'_>> {
    let l = Line { text: line, no: LINE, offset: OFFSET };
    let fallback =
        || Err(ParseError { loc: Loc::default(), message: Text::verbatim(""), expected: Text::verbatim("") });
    l.fast::<false>(fallback).ok().flatten()
}

/// Where the fast path reads a line, it reads it as the full parser does.
#[track_caller]
fn check_fast_agrees(line: &str) {
    if let Some(fast) = fast_only(line) {
        let l = Line { text: line, no: LINE, offset: OFFSET };
        assert_eq!(l.full(), Ok(Some(fast)), "{line:?}");
    }
}

#[test]
fn fast_path_reads_the_frequent_lines() {
    for line in [
        "bet s3 pleno 17 10",
        "  bet s3 rojo 20 # c",
        "bet s1 dos-docenas 1-2 12.50",
        "bet s9 seisena 1-2-3-4-5-6 0.05",
        "pay s3 pleno 17 350",
        "collect s7 rojo 20",
        "return s4 rojo 7.5",
        "release s4 prison negro 10",
        "choose s3 rojo prison",
        "choose s3 prison rojo half",
        "round 123",
        "round 18446744073709551615",
        "nomore",
        "nomore   #",
        "spin 17 cw",
        "spin 0 ccw from=32 ball=cw",
        "deal punto 9c",
        "deal banca Td down",
        "12:00:01 deal punto1 ?? up # c",
        "burn Kh up",
        "burn ??",
        "result banca",
        "result punto1=banca punto2=empate",
        "  result punto1=punto1\tpunto2=banca # c",
        "hand punto s7",
        "holder s4",
        "holder croupier",
        "bank 500",
        "cagnotte 7.50",
        "tableau",
        "void ball-out",
        "roll 3 4",
        "point 6",
        "point off",
        "shooter s1",
        "shooter s2 seven-out",
        "20:01:05 spin 17 cw",
        "2026-11-20T20:01:05+01:00\tpay s3 pleno 17 350",
        "hit m3",
        "stand m3-1",
        "  hit m12   # c",
        "20:01:05 stand crupier",
        "hit m1",
        "hit m1-1",
        "stand m1",
        "deal m1 Js",
        "deal m4-1 8s",
        "deal crupier ?? down",
        "deal crupier As up",
        "deal m1 Js#c",
        "deal m1 Js ",
        "bet p1 mano 1 6.00",
        "bet p16 mano 5 4",
        "pay p4 mano 4-2 10.00",
        "insure p1 mano 1 3.00",
        "insure p1 prison mano 1 3",
        "double m3 p3 10.00",
        "split m4 p4 10",
        "double m4-1 p4 10.00 # c",
        "cutcard 92",
        "cutcard 0",
        "cutcard 00092",
        "vacant 3",
        "vacant 007",
        "call m1 p1 8.00",
        "  call m7 p26 4 # c",
        "20:01:05 call m12 box-3 12.5",
        "fold m3",
        "fold m3#c",
        "reveal",
        "reveal   # c",
        "consent 1 p2",
        "consent 65535 s-1.x",
        "void",
        "void  # misdeal",
        "20:01:05 void",
        // A bare `call SEAT` is the círculo's call (design note §A).
        "call m1",
    ] {
        assert!(fast_only(line).is_some(), "the fast path should read {line:?}");
        check_fast_agrees(line);
    }
    for line in [
        "mesa-log 1",
        "table T min=5",
        "session open",
        "limits min=5",
        "bet s3 pleno 17 10 x",
        "bet s3 pleno 17 12.505",
        "spin 17 cw ball=cw ball=cw",
        "spin 70000 cw",
        "round 18446744073709551616",
        "25:00:00 nomore",
        "choose s3 rojo later",
        "result",
        "result banca punto",
        "result banca punto1=banca",
        "result punto1=banca banca",
        "result punto1=banca punto1=punto1",
        "result punto1=",
        "result =banca",
        "result Banca",
        "hand punto",
        "hand Punto s7",
        "holder",
        "holder s4 s5",
        "bank -20",
        "bank 1 000",
        "bank 1.000",
        "cagnotte",
        "tableau now",
        "hit",
        "hit M3",
        "stand m3 m4",
        "hit 3",
        "deal m1 J",
        "deal m1 Jsx",
        "deal m1  Js",
        "deal m1 J#",
        "deal m1 ?",
        "deal m1 ?? sideways",
        "deal m1 js",
        "deal m1 1s",
        "deal m1 10s",
        "double m3",
        "double m3 p3",
        "double m3 p3 10.005",
        "double M3 p3 10",
        "split m4 p4 10 20",
        "split m4 -p4 10",
        "cutcard out",
        "cutcard 65536",
        "cutcard -1",
        "cutcard",
        "vacant",
        "vacant 65536",
        "vacant m3",
        "vacant 3 4",
        "call m1 p1",
        "call M1 p1 8",
        "call m1 -p1 8",
        "call m1 p1 8.005",
        "call m1 p1 8 9",
        "fold",
        "fold m3 m4",
        "fold 3",
        "reveal now",
        "consent p2",
        "consent 1",
        "consent 1 p2 p3",
        "consent 70000 p2",
        "void ball-out now",
    ] {
        assert!(fast_only(line).is_none(), "the fast path should leave {line:?}");
    }
}

/// Tokens for the fused scanners: every shape an amount or a numbers token can take, and
/// near misses.
const NUMERIC_TOKENS: &[&str] = &[
    "0",
    "7",
    "17",
    "007",
    "65535",
    "65536",
    "99999",
    "12.5",
    "12.50",
    "0.05",
    "12.",
    ".5",
    "12.505",
    "1.2.3",
    "1-2",
    "0-2-3",
    "1-2-3-4-5-6",
    "1-2-3-4-5-6-7",
    "1-",
    "-1",
    "1--2",
    "1-65536",
    "12,50",
    "1e3",
    "12x",
    "9999999999999999",
    "99999999999999999",
    "9999999999999999.99",
    "99999999999999999999",
    "",
    "x",
    "-",
    ".",
];

#[test]
fn fused_scanners_read_tokens_as_the_token_grammars() {
    for t in NUMERIC_TOKENS {
        for after in ["", " x", "\t", "#c", "x", "-", ".", "é"] {
            let text = format!("{t}{after}");
            let i = text.as_bytes();
            let token_end = i.iter().position(|&b| is_separator(b)).unwrap_or(i.len());
            let (token, rest) = i.split_at(token_end);
            // A whole token that the grammar accepts, or nothing.
            let want = Amount::parse_bytes(token).filter(|_| token_end > 0);
            match fast_amount(i) {
                Some((r, tok, a)) => {
                    assert_eq!((r, tok, Some(a)), (rest, token, want), "{text:?}");
                }
                // Declined: only what the grammar rejects, or over 16 whole digits.
                None => {
                    assert!(want.is_none() || token.iter().take_while(|b| b.is_ascii_digit()).count() > 16, "{text:?}")
                }
            }
            let want = std::str::from_utf8(token).ok().and_then(|t| numbers(t).ok());
            match fast_numbers(i) {
                Some((r, tok, n)) => assert_eq!((r, tok, Some(n)), (rest, token, want), "{text:?}"),
                None => assert_eq!(want, None, "{text:?}"),
            }
        }
    }
    for t in ["half", "prison", "half#", "halfx", "Half", "prisons", ""] {
        let i = t.as_bytes();
        let got = fast_choice(i).map(|(r, tok, c)| (r.len(), tok.len(), c));
        let want = match t.trim_end_matches('#') {
            "half" => Some((t.len() - 4, 4, ZeroChoice::Half)),
            "prison" => Some((0, 6, ZeroChoice::Prison)),
            _ => None,
        };
        assert_eq!(got, want, "{t:?}");
    }
}

#[test]
fn unrolled_spans_count_as_a_byte_loop() {
    let mut rng = Rng(7);
    for _ in 0..20_000 {
        let len = rng.below(14);
        let bytes: Vec<u8> = (0..len).map(|_| b"ab1 \t#-.Z\xc3"[rng.below(10)]).collect();
        for mask in [BLANK, SEPARATOR, DIGIT, IDENT, WORD, KEYWORD] {
            let of = bytes.iter().take_while(|&&b| is(b, mask)).count();
            let until = bytes.iter().take_while(|&&b| !is(b, mask)).count();
            assert_eq!((span_of(&bytes, mask), span_until(&bytes, mask)), (of, until), "{bytes:?} {mask}");
        }
    }
}

#[test]
fn runs_of_blanks_between_tokens_read_alike() {
    let lines = VALID.iter().chain(&["  bet p3 seisena 4-5-6-7-8-9 14.00", "deal banca Td down", "burn ?? up"]);
    for line in lines {
        for (k, _) in line.match_indices(' ') {
            for blanks in ["  ", " \t", "\t", "\t ", "   "] {
                let changed = format!("{}{blanks}{}", &line[..k], &line[k + 1..]);
                check_fast_agrees(&changed);
                check_invariants(&changed);
            }
        }
    }
}

#[test]
fn frequent_keywords_read_as_the_keyword_scan() {
    let mut found = 0;
    for kw in keywords().chain(["be", "bets", "collec", "pays", "spinx", "Round", "retur", "bet-", ""]) {
        for after in ["", " ", "  ", " s3 pleno 17 10", "\tx", "#c", "x y z w", "-y z", " 1", "1234567 8"] {
            let line = format!("{kw}{after}");
            let i = line.as_bytes();
            if let Some((rest, keyword, kw)) = frequent_keyword(i) {
                assert_eq!(Some((rest, keyword)), ended(keyword_shape(i)), "{line:?}");
                assert_eq!(kw, Keyword::of(keyword), "{line:?}");
                found += 1;
            }
        }
    }
    assert!(found >= 10, "{found}");
}

#[test]
fn indentation_is_skipped_whatever_it_is() {
    for indent in ["", " ", "  ", "   ", "\t", " \t", "  \t", "\t  ", "    "] {
        for rest in ["bet s3 rojo 20", "nomore", "# c", "", "round 2", "pay s1 pleno 0 35"] {
            let line = format!("{indent}{rest}");
            check_fast_agrees(&line);
            check_invariants(&line);
        }
    }
}

#[test]
fn fast_unsigned_reads_as_unsigned() {
    for t in NUMERIC_TOKENS.iter().chain(&["18446744073709551615", "18446744073709551616", "00018446744073709551615"]) {
        for after in ["", " x", "\t", "#c", "x", "-"] {
            let text = format!("{t}{after}");
            let i = text.as_bytes();
            let want = match ended(unsigned(i)) {
                Some((rest, (token, Some(v)))) => Some((rest, token, v)),
                _ => None,
            };
            assert_eq!(fast_unsigned(i), want, "{text:?}");
        }
    }
}

#[test]
fn fast_u16_reads_small_numbers() {
    for t in NUMERIC_TOKENS.iter().chain(&["000000000000017", "65535", "65536", "0"]) {
        for after in ["", " x", "\t", "#c", "x", "-"] {
            let text = format!("{t}{after}");
            let i = text.as_bytes();
            let end = i.iter().position(|&b| is_separator(b)).unwrap_or(i.len());
            let (token, rest) = i.split_at(end);
            let want = std::str::from_utf8(token)
                .ok()
                .filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|t| t.parse::<u16>().ok())
                .map(|v| (rest, token, v));
            assert_eq!(fast_u16(i), want, "{text:?}");
        }
    }
}

#[test]
fn fast_path_agrees_on_numeric_tails() {
    let mut read = 0;
    for kw in ["bet", "pay", "choose"] {
        for a in NUMERIC_TOKENS.iter().chain(&["rojo", "half", "prison"]) {
            for b in NUMERIC_TOKENS.iter().chain(&["half", "prison", "x", "# c"]) {
                for line in [
                    format!("{kw} s3 pleno {a} {b}"),
                    format!("{kw} s3 rojo {a}"),
                    format!("{kw} s3 rojo {a} {b}"),
                    format!("{kw} s3 prison rojo {a}  {b} # c"),
                ] {
                    check_fast_agrees(&line);
                    read += usize::from(fast_only(&line).is_some());
                }
            }
        }
    }
    assert!(read > 500, "the fast path read only {read} lines");
}

// ---- card events ---------------------------------------------------------------------------

#[test]
fn card_events() {
    use crate::log::card::{Card, Face, Rank, Suit};
    let kh = Some(Card { rank: Rank::King, suit: Suit::Hearts });
    assert_eq!(kind("shoe"), EventKind::Shoe(ShoeEvent::Shoe { decks: None }));
    let line = "shoe decks=6";
    assert_eq!(kind(line), EventKind::Shoe(ShoeEvent::Shoe { decks: Some(Sp { loc: at(line, "6"), value: 6 }) }));
    let line = "cutcard 7";
    assert_eq!(kind(line), EventKind::Shoe(ShoeEvent::CutCard { below: Sp { loc: at(line, "7"), value: 7 } }));
    assert_eq!(kind("cutcard out"), EventKind::Shoe(ShoeEvent::CutCardOut));
    let line = "burn Kh up";
    assert_eq!(
        kind(line),
        EventKind::Shoe(ShoeEvent::Burn {
            card: Sp { loc: at(line, "Kh"), value: kh },
            face: Some(Sp { loc: at(line, "up"), value: Face::Up })
        })
    );
    let line = "burn ?? down";
    assert!(matches!(
        kind(line),
        EventKind::Shoe(ShoeEvent::Burn { card: Sp { value: None, .. }, face: Some(Sp { value: Face::Down, .. }) })
    ));
    let line = "12:00:01 deal punto Td";
    match kind(line) {
        EventKind::Shoe(ShoeEvent::Deal { hand, card, face }) => {
            assert_eq!(hand, Sp { loc: at(line, "punto"), value: "punto" });
            assert_eq!(card.value, Some(Card { rank: Rank::Ten, suit: Suit::Diamonds }));
            assert_eq!(card.loc, at(line, "Td"));
            assert_eq!(face, None);
        }
        other => panic!("{other:?}"),
    }
    let line = "holder s4";
    assert_eq!(
        kind(line),
        EventKind::Baccarat(BaccaratEvent::Holder { seat: Sp { loc: at(line, "s4"), value: "s4" } })
    );
    let line = "hand punto croupier";
    assert_eq!(
        kind(line),
        EventKind::Baccarat(BaccaratEvent::HandHolder {
            hand: Sp { loc: at(line, "punto"), value: "punto" },
            seat: Sp { loc: at(line, "croupier"), value: "croupier" }
        })
    );
    let line = "result banca # 7 to 5";
    assert_eq!(
        kind(line),
        EventKind::Baccarat(BaccaratEvent::Outcome {
            parts: smallvec::smallvec![OutcomePart {
                hand: None,
                winner: Sp { loc: at(line, "banca"), value: "banca" }
            }]
        })
    );
    let line = "result punto1=banca punto2=punto";
    match kind(line) {
        EventKind::Baccarat(BaccaratEvent::Outcome { parts }) => {
            assert_eq!(parts.len(), 2);
            assert_eq!(parts[0].hand.map(|h| h.value), Some("punto1"));
            assert_eq!(parts[1].winner.loc, loc(line.len() - 5, 5));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(kind("refuse s2"), EventKind::Baccarat(BaccaratEvent::Refuse { .. })));
    assert!(matches!(kind("salute s2"), EventKind::Baccarat(BaccaratEvent::Salute { .. })));
    assert!(matches!(kind("leave s2"), EventKind::Baccarat(BaccaratEvent::Leave { .. })));
    assert_eq!(ev("deal banca 9c").keyword(), "deal");
    assert_eq!(ev("cutcard out").keyword(), "cutcard");
}

// ---- chemin de fer / dos paños events ----

#[test]
fn bank_events() {
    match kind("bank 342.50") {
        EventKind::Baccarat(BaccaratEvent::Bank { amount }) => {
            assert_eq!(amount.value, Amount(34250));
            assert_eq!(amount.loc.col, 6);
        }
        other => panic!("{other:?}"),
    }
    assert!(
        matches!(kind("garage 140.75"), EventKind::Baccarat(BaccaratEvent::Garage { amount }) if amount.value == Amount(14075))
    );
    assert!(
        matches!(kind("cagnotte 7.5"), EventKind::Baccarat(BaccaratEvent::Cagnotte { amount, seat: None }) if amount.value == Amount(750))
    );
    // A círculo's per-session take names the seat it comes from.
    assert!(matches!(kind("cagnotte 30 s2"), EventKind::Baccarat(BaccaratEvent::Cagnotte { amount, seat: Some(seat) })
        if amount.value == Amount(3000) && seat.value == "s2" && seat.loc.col == 13));
    assert!(matches!(kind("tableau"), EventKind::Baccarat(BaccaratEvent::Tableau)));
    assert!(matches!(kind("replay   # a null banco coup"), EventKind::Baccarat(BaccaratEvent::Replay)));
    match kind("players 3 2") {
        EventKind::Baccarat(BaccaratEvent::Players { counts }) => {
            assert_eq!(counts.iter().map(|c| c.value).collect::<Vec<_>>(), [3, 2]);
            assert_eq!(counts[1].loc.col, 11);
        }
        other => panic!("{other:?}"),
    }
    for (line, kw) in [("bank 1", "bank"), ("garage 1", "garage"), ("cagnotte 1", "cagnotte"), ("players 4", "players")]
    {
        assert_eq!(ev(line).keyword(), kw);
    }
    assert_eq!(ev("tableau").keyword(), "tableau");
    assert_eq!(ev("replay").keyword(), "replay");
}

#[test]
fn bank_event_errors_point_at_the_token() {
    let e = err("bank");
    assert!(e.message.en().contains("`bank` needs the amount"), "{e:?}");
    let e = err("bank 12,50");
    assert_eq!(e.loc.col, 6, "{e:?}");
    assert_eq!(e.expected.id(), Some(EXPECT_AMOUNT));
    // After the amount, a seat (`cagnotte 30 s2`) and nothing more.
    let e = err("cagnotte 5 s2 now");
    assert_eq!(e.loc.col, 15, "{e:?}");
    let e = err("cagnotte 5 -s2");
    assert_eq!(e.loc.col, 12, "{e:?}");
    let e = err("tableau please");
    assert_eq!(e.loc.col, 9, "{e:?}");
    let e = err("players");
    assert_eq!(e.expected.id(), Some(EXPECT_PLAYERS), "{e:?}");
    let e = err("players 4 x");
    assert_eq!(e.loc.col, 11, "{e:?}");
    let e = err("players 1 2 3 4 5 6 7 8 9");
    assert!(e.message.en().contains("at most 8"), "{e:?}");
    let e = err("players 70000");
    assert_eq!(e.loc.col, 9, "{e:?}");
}

#[test]
fn card_event_errors() {
    for (line, token, says) in [
        ("deal punto 10h", "10h", "the ten is written `T`"),
        ("deal punto kH", "kH", "`Kh`"),
        ("deal punto Kx", "Kx", "suit is one of"),
        ("deal punto Xh", "Xh", "rank is one of"),
        ("deal punto ?", "?", "`??`"),
        ("burn Kh sideways", "sideways", "not a side of a card"),
        ("burn Kh UP", "UP", "lower case"),
        ("deal Punto 9c", "Punto", "lower case"),
        ("shoe 6", "6", "not an option of `shoe`"),
        ("shoe decks=x", "x", "not a number of decks"),
        ("cutcard seven", "seven", "not a number of cards"),
        ("result banca punto", "punto", "either one winner"),
        ("result punto1=banca punto1=punto", "punto1", "given twice"),
        ("result a=", "a=", "not `HAND=WINNER`"),
        ("holder s3 s4", "s4", "unexpected `s4`"),
        ("deal punto 9c up down", "down", "unexpected `down`"),
        ("deal punto Éh", "Éh", "not a card"),
    ] {
        let e = err(line);
        assert_eq!(e.loc, at_nth(line, token, line.matches(token).count() - 1), "{line}: {e:?}");
        assert!(e.message.en().contains(says), "{line}: {}", e.message);
    }
    for (line, says) in [
        ("deal", "needs the hand"),
        ("deal punto", "needs the card"),
        ("burn", "needs the card"),
        ("cutcard", "or `out`"),
        ("holder", "needs the seat"),
        ("hand punto", "needs the seat"),
        ("result", "needs the winner"),
    ] {
        let e = err(line);
        assert_eq!(e.loc.len, 0, "{line}");
        assert!(e.message.en().contains(says), "{line}: {}", e.message);
    }
}

// ---- robustness ----------------------------------------------------------------------------

/// Every location a result carries lies inside the line, on character boundaries; an event's
/// location is exactly its text without indentation and comment.
fn check_invariants(line: &str) {
    let within = |l: Loc| {
        assert_eq!(l.line, LINE, "{line:?}");
        let start = usize::try_from(l.offset - OFFSET).unwrap();
        let end = start + l.len as usize;
        assert_eq!(l.col as usize, start + 1, "{line:?}");
        assert!(end <= line.len() && line.is_char_boundary(start) && line.is_char_boundary(end), "{line:?} {l:?}");
        &line[start..end]
    };
    match parse(line) {
        Ok(None) => assert!(line.split('#').next().unwrap().trim_matches([' ', '\t']).is_empty(), "{line:?}"),
        Ok(Some(e)) => {
            let content = line.split('#').next().unwrap().trim_matches([' ', '\t']);
            assert_eq!(within(e.loc), content, "{line:?}");
            let words: Vec<Word<'_>> = match &e.kind {
                EventKind::Table(h) => {
                    let mut v = vec![h.id];
                    v.extend(h.params.iter().flat_map(|p| [p.key, p.value]));
                    v
                }
                EventKind::Limits { params } => params.iter().flat_map(|p| [p.key, p.value]).collect(),
                EventKind::SessionOpen { at } | EventKind::SessionClose { at } => at.iter().copied().collect(),
                EventKind::Bet { seat, bet, .. }
                | EventKind::Settle { seat, bet, .. }
                | EventKind::Wheel(WheelEvent::Choose { seat, bet, .. }) => {
                    within(bet.loc);
                    if let Some(t) = bet.target {
                        within(t.loc);
                    }
                    vec![*seat, bet.kind]
                }
                EventKind::Wheel(WheelEvent::Void { reason }) => vec![*reason],
                EventKind::Baccarat(BaccaratEvent::Holder { seat })
                | EventKind::Baccarat(BaccaratEvent::Refuse { seat })
                | EventKind::Baccarat(BaccaratEvent::Salute { seat })
                | EventKind::Baccarat(BaccaratEvent::Leave { seat }) => vec![*seat],
                EventKind::Baccarat(BaccaratEvent::HandHolder { hand, seat }) => vec![*hand, *seat],
                EventKind::Baccarat(BaccaratEvent::Outcome { parts }) => {
                    parts.iter().flat_map(|p| p.hand.into_iter().chain([p.winner])).collect()
                }
                EventKind::Shoe(ShoeEvent::Deal { hand, card, face }) => {
                    within(card.loc);
                    if let Some(f) = face {
                        assert_eq!(within(f.loc), f.value.as_str(), "{line:?}");
                    }
                    vec![*hand]
                }
                EventKind::Shoe(ShoeEvent::Burn { card, .. }) => {
                    within(card.loc);
                    vec![]
                }
                EventKind::Circulo(c) => circulo_words(line, c, &within),
                _ => vec![],
            };
            for word in words.iter().chain(e.time.iter()) {
                assert_eq!(within(word.loc), word.value, "{line:?}");
            }
        }
        Err(e) => {
            within(e.loc);
            assert!(!e.message.en().is_empty() && !e.expected.en().is_empty(), "{line:?}");
            assert!(e.message.en().len() < 400, "{line:?}: {}", e.message);
        }
    }
}

/// The words of a círculo event, its amounts, cards and `allin` checked to lie where they were
/// read (see [`check_invariants`]).
fn circulo_words<'a, 'l>(line: &'l str, e: &CirculoEvent<'a>, within: &dyn Fn(Loc) -> &'l str) -> Vec<Word<'a>> {
    let amount = |a: &Sp<Amount>| {
        assert_eq!(Amount::parse(within(a.loc)), Some(a.value), "{line:?}");
    };
    let run = |r: &crate::log::event::CardRun<'_>| {
        assert_eq!(within(r.text.loc), r.text.value, "{line:?}");
        assert_eq!(r.iter().count(), usize::from(r.count), "{line:?}");
        for c in r.iter() {
            assert_eq!(super::shoe::card(within(c.loc)).ok(), Some(c.value), "{line:?}");
        }
    };
    let allin = |a: &Option<Loc>| {
        if let Some(l) = a {
            assert_eq!(within(*l), "allin", "{line:?}");
        }
    };
    match e {
        CirculoEvent::Stack { seat, amount: a } | CirculoEvent::Rebuy { seat, amount: a } => {
            amount(a);
            vec![*seat]
        }
        CirculoEvent::Mano { seat }
        | CirculoEvent::Cut { seat }
        | CirculoEvent::Rest { seat }
        | CirculoEvent::Check { seat }
        | CirculoEvent::Muck { seat } => vec![*seat],
        CirculoEvent::Deal { hand, cards, face } => {
            run(cards);
            if let Some(f) = face {
                assert_eq!(within(f.loc), f.value.as_str(), "{line:?}");
            }
            vec![*hand]
        }
        CirculoEvent::Discard { card } => {
            within(card.loc);
            vec![]
        }
        CirculoEvent::Raise { seat, to, allin: a } => {
            amount(to);
            allin(a);
            vec![*seat]
        }
        CirculoEvent::Call { seat, amount: n, allin: a } => {
            if let Some(n) = n {
                amount(n);
            }
            allin(a);
            vec![*seat]
        }
        CirculoEvent::Show { seat, cards } => {
            run(cards);
            vec![*seat]
        }
        CirculoEvent::Lend { from, to, amount: a } => {
            amount(a);
            vec![*from, *to]
        }
    }
}

/// xorshift64*: reproducible pseudo-random numbers without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const VALID: &[&str] = &[
    "mesa-log 1",
    "table RF-03 catalog=estado-1979/ruleta-francesa min=5 panos=2 scale=alta currency=EUR",
    "session open 2026-11-20T20:00",
    "session close",
    "limits min=10",
    "round 12",
    "bet s3 pleno 17 10",
    "bet s3 rojo 20",
    "bet s1 dos-docenas 1-2 12.50",
    "nomore",
    "spin 17 cw ball=ccw from=32",
    "void ball-out",
    "choose s3 prison rojo half",
    "pay s3 pleno 17 350",
    "collect s7 rojo 20",
    "release s4 prison negro 10",
    "20:01:05 spin 0 ccw",
    "2026-11-20T20:01:05+01:00 return s3 rojo 10",
    "deal punto 9c down",
    "burn Kh up",
    "result banca",
    "result punto1=banca punto2=empate",
    "hand punto s7",
    "holder s4",
    "bank 500",
    "cagnotte 7.50",
    "tableau",
    "call m1 p1 8.00",
    "fold m3",
    "reveal",
    "consent 1 p2",
    "void",
    "vacant 3",
    // Póquer de círculo (design note §A).
    "stack s1 200",
    "mano s3",
    "check s2",
    "raise s3 20",
    "raise s5 85 allin",
    "call s4",
    "call s4 20",
    "call s5 12 allin",
    "deal s1 Ac Kd",
    "deal mesa Jc 3d 5c up",
    "show s3 Kh Ks",
    "muck s4",
    "rebuy s6 100",
    "lend s2 s3 50",
    "discard 9c",
    "cagnotte 30 s2",
];

const PIECES: &[&str] = &[
    " ",
    "\t",
    "#",
    "=",
    "-",
    ".",
    ",",
    ":",
    "T",
    "Z",
    "+",
    "0",
    "17",
    "65536",
    "99999999999999999999",
    "s3",
    "prison",
    "half",
    "rojo",
    "pleno",
    "cw",
    "ccw",
    "ball=",
    "from=",
    "min=",
    "é",
    "€",
    "\u{a0}",
    "\u{200b}",
    "\u{0}",
    "\r",
    "𝟙",
    "ß",
    "\u{feff}",
    "bet",
    "spin",
    "table",
    "session",
    "open",
    "2026-11-20T20:00",
    "20:01:05",
    "1-2-3-4-5-6-7",
    "12.505",
    "allin",
    "Ac",
    "??",
    "up",
    "call",
    "deal",
    "raise",
];

#[test]
fn garbled_lines_never_panic() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut line = String::new();
    let mut fast_reads = 0usize;
    for round in 0..60_000 {
        line.clear();
        if round % 3 == 2 {
            // A valid line with one byte changed: many stay valid, and the fast path and
            // the full parser must agree on them.
            line.push_str(rng.pick(VALID));
            let bytes: Vec<u8> = line.bytes().collect();
            let at = rng.below(bytes.len());
            let alphabet = b"0123456789 \t-.#=apsz";
            let with = alphabet[rng.below(alphabet.len())];
            let mut changed = bytes.clone();
            changed[at] = with;
            if let Ok(text) = String::from_utf8(changed) {
                line = text;
            }
        } else if round % 3 == 0 {
            // A valid line, mutated.
            line.push_str(rng.pick(VALID));
            for _ in 0..=rng.below(3) {
                let cuts: Vec<usize> = (0..=line.len()).filter(|&i| line.is_char_boundary(i)).collect();
                let at = cuts[rng.below(cuts.len())];
                match rng.below(4) {
                    0 => line.insert_str(at, rng.pick(PIECES)),
                    1 => {
                        let to = cuts[rng.below(cuts.len())];
                        if to > at {
                            line.replace_range(at..to, "");
                        }
                    }
                    2 => line.truncate(at),
                    _ => {
                        let to = cuts[rng.below(cuts.len())];
                        if to > at {
                            line.replace_range(at..to, rng.pick(PIECES));
                        }
                    }
                }
            }
        } else {
            // Random pieces.
            for _ in 0..rng.below(12) {
                line.push_str(rng.pick(PIECES));
                if rng.below(3) == 0 {
                    line.push(' ');
                }
            }
        }
        check_invariants(&line);
        check_fast_agrees(&line);
        fast_reads += usize::from(fast_only(&line).is_some());
    }
    // The agreement check above means something only if the fast path read many lines.
    assert!(fast_reads > 5_000, "the fast path read only {fast_reads} lines");
    for line in VALID {
        check_invariants(line);
        assert!(matches!(parse(line), Ok(Some(_))), "{line}");
    }
}

#[test]
fn every_short_ascii_line_is_handled() {
    // Every line of up to three characters from a small alphabet, after each keyword.
    let alphabet = [' ', '#', '=', '-', '.', '0', '9', 'a', 'Z', ':', 'T', '\t'];
    for keyword in keywords().chain(["", "20:01:05", "session open"]) {
        for a in alphabet {
            for b in alphabet {
                for c in alphabet {
                    for line in [format!("{keyword} {a}{b}{c}"), format!("{keyword} s3 {a}{b} {c}")] {
                        check_invariants(&line);
                        check_fast_agrees(&line);
                    }
                }
            }
        }
    }
}

#[test]
fn very_long_lines() {
    let n = 1 << 20;
    for line in [
        "x".repeat(n),
        "#".repeat(n),
        " ".repeat(n),
        "=".repeat(n),
        format!("bet s3 pleno {} 10", "1-".repeat(n / 2)),
        format!("bet s3 pleno 17 {}", "9".repeat(n)),
        format!("round {}", "9".repeat(n)),
        format!("bet s3 rojo 20{}", " x".repeat(n / 2)),
        format!("table T{}", " a=1".repeat(n / 4)),
        format!("spin 1 cw{}", " ball=cw".repeat(n / 8)),
        format!("session open {}", "é".repeat(n)),
        "𝟙".repeat(n / 4),
    ] {
        check_invariants(&line);
    }
    let line = format!("bet s3 rojo 20 {}", "1".repeat(n));
    let e = err(&line);
    assert!(e.message.en().contains('…'), "{}", e.message);
}

#[test]
fn black_jack_lines() {
    let line = "hit m3-1";
    assert_eq!(kind(line), EventKind::BlackJack(BlackJackEvent::Hit { hand: w(line, "m3-1") }));
    let line = "stand m1  # 20";
    assert_eq!(kind(line), EventKind::BlackJack(BlackJackEvent::Stand { hand: w(line, "m1") }));
    let line = "double m1 p2 20";
    let EventKind::BlackJack(BlackJackEvent::Double { hand, seat, amount }) = kind(line) else { panic!() };
    assert_eq!((hand, seat, amount.value), (w(line, "m1"), w(line, "p2"), Amount(2000)));
    let line = "split m4 p3 12.50";
    let EventKind::BlackJack(BlackJackEvent::Split { hand, seat, amount }) = kind(line) else { panic!() };
    assert_eq!((hand, seat, amount.value), (w(line, "m4"), w(line, "p3"), Amount(1250)));
    // A stake written `mano 3-1` keeps its numbers in the order written: box 3, its first hand.
    let line = "evenmoney p1 mano 3-1";
    let EventKind::BlackJack(BlackJackEvent::EvenMoney { seat, bet }) = kind(line) else { panic!() };
    assert_eq!(seat, w(line, "p1"));
    assert_eq!((bet.kind.value, bet.target.map(|t| t.value)), ("mano", Some(nums(&[3, 1]))));
    // A double or split adds its amount to the cloth: the study counts it as staked.
    assert_eq!(kind("double m1 p2 20").stake_added(), Some(Amount(2000)));
    assert_eq!(kind("hit m1").stake_added(), None);
}

#[test]
fn black_jack_line_errors() {
    check_err("hit", loc(3, 0), "`hit` needs the hand (`m3`, `m3-1`, `crupier`)", EXPECT_BJ_HAND);
    check_err("stand M1", loc(6, 2), "`M1` is not a hand: it must be written in lower case, `m1`", EXPECT_BJ_HAND);
    check_err("double m1 p1", loc(12, 0), "`double` needs the amount", EXPECT_AMOUNT);
    check_err("split m1", loc(8, 0), "`split` needs the seat", EXPECT_SEAT);
    check_err("evenmoney p1", loc(12, 0), "`evenmoney` needs the bet after the seat (`mano 3`)", EXPECT_BET);
    check_err(
        "evenmoney p1 mano 3 50",
        loc(20, 2),
        "unexpected `50` after the end of the `evenmoney` event",
        EXPECT_END,
    );
    check_err("hit m1 m2", loc(7, 2), "unexpected `m2` after the end of the `hit` event", EXPECT_END);
}

#[test]
fn mistyped_black_jack_keywords_are_suggested() {
    check_err("stnad m1", loc(0, 5), "`stnad` is not an event keyword: did you mean `stand`?", EXPECT_KEYWORD);
    check_err("dobule m1 p1 10", loc(0, 6), "`dobule` is not an event keyword: did you mean `double`?", EXPECT_KEYWORD);
    check_err(
        "even-money p1 mano 1",
        loc(0, 10),
        "`even-money` is not an event keyword: did you mean `evenmoney`?",
        EXPECT_KEYWORD,
    );
    check_err("hti m1", loc(0, 3), "`hti` is not an event keyword: did you mean `hit`?", EXPECT_KEYWORD);
}

#[test]
fn the_red_card_by_its_article_name_is_suggested_as_cutcard() {
    // Treinta y cuarenta's article calls it «carta roja»: a log writing that gets the keyword.
    check_err(
        "cartaroja out",
        loc(0, 9),
        "`cartaroja` is not an event keyword: did you mean `cutcard`?",
        EXPECT_KEYWORD,
    );
    check_err(
        "carta-roja 5",
        loc(0, 10),
        "`carta-roja` is not an event keyword: did you mean `cutcard`?",
        EXPECT_KEYWORD,
    );
    check_err("redcard out", loc(0, 7), "`redcard` is not an event keyword: did you mean `cutcard`?", EXPECT_KEYWORD);
    // Not a word for it: no suggestion of `cutcard`.
    check_err("cartanegra out", loc(0, 10), "`cartanegra` is not an event keyword", EXPECT_KEYWORD);
}

//! The engine on coups written in the log's words (`docs/design/monte/spec.md` §2), read by a
//! small reader of their own until the parser's monte grammar is merged: the worked coups give
//! no finding, each fault its code.

use super::game::{IMPLEMENTED, MonteGame};
use crate::engine::Engine;
use crate::finding::Finding;
use crate::log::event::{
    BetRef, DeckEnd, Event, EventKind, Loc, MonteEvent, MontePhase, Numbers, PokerEvent, SettleAction, Sp,
};
use crate::log::spanish_card::SpanishCard;
use crate::money::Amount;

const SPEC: &str = r#"
suertes:
  cartas: {pays: 1, pairings: [row, column, rows, columns, diagonals]}
  salto: {pays: 3, phases: [primeras]}
  cav: {primeras: 11, segundas: 5, deduction: {doubled: 1, tripled: 2, burned: 0}}
  vis: {pays: 32, phases: [primeras], points_per_card: 1}
commission: {rate: "10", phases: [primeras, segundas], exempt: [vis]}
limits: {cartas: 300, vis: 10, cav_primeras: 30, cav_segundas: 60, salto: 100}
"#;

fn game() -> MonteGame {
    game_with(SPEC)
}

/// An article with the text's figures and `yaml`'s parameters.
fn game_with(yaml: &str) -> MonteGame {
    let mut spec: serde_yaml::Value = serde_yaml::from_str(yaml).expect("spec");
    let annulments = super::test_spec::catalogue_annulments();
    spec.as_mapping_mut().expect("map").insert("annulments".into(), annulments);
    let spec = serde_yaml::from_value(spec).expect("a MonteSpec");
    MonteGame::from_spec(spec, IMPLEMENTED.to_vec(), Vec::new()).unwrap_or_else(|_| panic!("compiles"))
}

fn card(w: &str, loc: Loc) -> Sp<SpanishCard> {
    Sp { loc, value: SpanishCard::parse(w).unwrap_or_else(|| panic!("card {w}")) }
}

fn end(w: Option<&&str>, loc: Loc) -> Option<Sp<DeckEnd>> {
    match w.copied() {
        Some("top") => Some(Sp { loc, value: DeckEnd::Top }),
        Some("bottom") => Some(Sp { loc, value: DeckEnd::Bottom }),
        _ => None,
    }
}

fn pos(w: &str, loc: Loc) -> Sp<u8> {
    Sp { loc, value: w.trim_start_matches('p').parse().expect("pN") }
}

fn bet_ref<'a>(kind: &'a str, target: &str, loc: Loc) -> BetRef<'a> {
    let nums: Vec<u16> = target.split('-').map(|n| n.parse().expect("n")).collect();
    BetRef {
        prison: false,
        kind: Sp { loc, value: kind },
        target: Some(Sp { loc, value: Numbers::from_slice(&nums).expect("numbers") }),
        loc,
    }
}

/// One line of a test coup as the parser will give it.
fn event(line: &str, n: u32) -> Option<Event<'_>> {
    let text = line.split('#').next().unwrap_or("").trim();
    let w: Vec<&str> = text.split_whitespace().collect();
    let loc = Loc { line: n, col: 1, offset: u64::from(n) * 100, len: text.len() as u32 };
    let amount = |s: &str| Sp { loc, value: Amount::parse(s).expect("amount") };
    let kind = match w.as_slice() {
        [] => return None,
        ["round", k] => EventKind::Round { number: Sp { loc, value: k.parse().expect("round") } },
        ["session", "close", ..] => EventKind::SessionClose { at: None },
        ["shoe", rest @ ..] => EventKind::Monte(MonteEvent::Deck {
            colour: rest.first().and_then(|c| c.strip_prefix("colour=")).map(|c| Sp { loc, value: c }),
            decks: rest
                .iter()
                .find_map(|d| d.strip_prefix("decks="))
                .map(|d| Sp { loc, value: d.parse().expect("decks") }),
        }),
        ["deal", p, c, rest @ ..] => {
            EventKind::Monte(MonteEvent::Place { pos: pos(p, loc), card: card(c, loc), end: end(rest.first(), loc) })
        }
        ["burn", c, rest @ ..] => {
            EventKind::Monte(MonteEvent::Burn { card: card(c, loc), end: end(rest.first(), loc) })
        }
        ["draw", c, rest @ ..] => {
            EventKind::Monte(MonteEvent::Draw { card: card(c, loc), end: end(rest.first(), loc) })
        }
        ["betting", p] => EventKind::Monte(MonteEvent::Betting {
            phase: Sp { loc, value: if *p == "primeras" { MontePhase::Primeras } else { MontePhase::Segundas } },
        }),
        ["result", p] => EventKind::Monte(MonteEvent::Result { pos: pos(p, loc) }),
        ["turn", p] => EventKind::Monte(MonteEvent::Turn { pos: pos(p, loc) }),
        ["commission"] => EventKind::Monte(MonteEvent::Commission { loc }),
        ["void"] => EventKind::Poker(PokerEvent::Void),
        ["nomore"] => EventKind::NoMoreBets,
        ["bet", seat, k, t, a] => {
            EventKind::Bet { seat: Sp { loc, value: seat }, bet: bet_ref(k, t, loc), amount: amount(a) }
        }
        // A bet with no places (`bet s8 cartas 10`: the number is the stake).
        ["bet", seat, k, a] => EventKind::Bet {
            seat: Sp { loc, value: seat },
            bet: BetRef { prison: false, kind: Sp { loc, value: k }, target: None, loc },
            amount: amount(a),
        },
        [act @ ("collect" | "pay" | "return"), seat, k, t, a] => EventKind::Settle {
            action: Sp {
                loc,
                value: match *act {
                    "collect" => SettleAction::Collect,
                    "pay" => SettleAction::Pay,
                    _ => SettleAction::Return,
                },
            },
            seat: Sp { loc, value: seat },
            bet: bet_ref(k, t, loc),
            amount: amount(a),
        },
        other => panic!("test line not understood: {other:?}"),
    };
    Some(Event { loc, time: None, kind })
}

fn check(g: &MonteGame, log: &str) -> Vec<Finding> {
    let mut t = super::engine::Table::new(g, Amount::parse("5").expect("min"));
    let mut out = Vec::new();
    for (i, line) in log.lines().enumerate() {
        if let Some(ev) = event(line, i as u32 + 1) {
            t.event(&ev, &mut out);
        }
    }
    t.finish(true, &mut out);
    out
}

fn codes(g: &MonteGame, log: &str) -> Vec<(&'static str, u32)> {
    check(g, log).iter().map(|f| (f.code, f.primary.loc.line)).collect()
}

/// spec.md §2's clean coup.
const CLEAN: &str = "
round 1
shoe colour=roja
deal p1 5o bottom
deal p2 Rc bottom
deal p3 2c top
deal p4 Sb top
betting primeras
bet s1 salto 2 10
bet s2 cartas 1-2 20
bet s3 camo 3 5
bet s4 vis 2 5
bet s5 cartas 3-4-1-2 10
bet s6 cartas 1-3 10
nomore
draw Rb
result p2
turn p1
commission
collect s2 cartas 1-2 20
collect s3 camo 3 5
collect s4 vis 2 5
collect s5 cartas 3-4-1-2 10
pay s1 salto 2 27
betting segundas
bet s2 cartas 4-3 20
bet s7 viudo 3 5
nomore
draw 7e
draw 5e
pay s6 cartas 1-3 10
draw 2b
result p3
turn p4
collect s2 cartas 4-3 20
pay s7 viudo 3 25
";

/// spec.md §2's coup with a doubled card.
const DOUBLED: &str = "
round 2
shoe colour=azul
deal p1 4c bottom
deal p2 Co bottom
deal p1 4b top
deal p3 6e top
deal p4 1c top
betting primeras
bet s1 cartas 2-1 20
bet s2 salto 1 10
bet s3 anti 2 5
bet s4 vis 3 5
bet s5 cartas 1-2-3-4 10
nomore
draw Cc
commission
collect s3 anti 2 5
collect s4 vis 3 5
pay s5 cartas 1-2-3-4 9
draw 3o
draw 4e
result p1
turn p2
collect s1 cartas 2-1 20
pay s2 salto 1 30
betting segundas
bet s1 cartas 3-4 10
bet s6 camo 4 5
nomore
draw Rb
draw 1e
result p4
turn p3
collect s1 cartas 3-4 10
pay s6 camo 4 25
";

/// spec.md §2's burns (completed into a played coup) and void coup.
const BURNS_AND_VOID: &str = "
round 3
shoe colour=roja
deal p1 3e bottom
deal p2 3o bottom
burn 3e
burn 3o
deal p1 Sc bottom
deal p2 7b bottom
burn 3b
deal p3 Rc top
deal p4 Re top
burn Rc
burn Re
deal p3 2o top
deal p4 6c top
betting primeras
bet s1 vis 3 5
bet s2 cartas 1-2 10
nomore
draw 2c
result p3
turn p4
commission
pay s1 vis 3 135
betting segundas
bet s3 cartas 2-1 10
nomore
draw 5o
draw 7o
result p2
turn p1
collect s2 cartas 1-2 10
pay s3 cartas 2-1 10
round 4
shoe colour=azul
deal p1 6o bottom
deal p2 1e bottom
deal p1 6c top
deal p1 6e top
deal p1 6b top
void
";

#[test]
fn the_worked_coups_give_no_finding() {
    let g = game();
    for log in [CLEAN, DOUBLED, BURNS_AND_VOID] {
        let f = check(&g, log);
        assert!(
            f.is_empty(),
            "{:#?}",
            f.iter().map(|f| (f.code, f.primary.loc.line, f.message.en())).collect::<Vec<_>>()
        );
    }
}

/// A VIS won after burns pays 32 − n (five burned: 27); another multiple is MO013, a VIS paid
/// when its card was not the first is MO012.
#[test]
fn vis_pays_thirty_two_less_each_card_out() {
    let g = game();
    let log = swap(BURNS_AND_VOID, "pay s1 vis 3 135", "pay s1 vis 3 160");
    assert_eq!(codes(&g, &log), vec![("MO013", 25)]);
    let log = swap(BURNS_AND_VOID, "draw 2c", "draw 2e");
    assert_eq!(codes(&g, &log), vec![("MO012", 25)]);
}

fn swap(base: &str, from: &str, to: &str) -> String {
    assert!(base.contains(from), "{from}");
    base.replacen(from, to, 1)
}

const LAYOUT_ONLY: &str = "
round 1
shoe
deal p1 4c bottom
deal p2 Co bottom
deal p3 6e top
deal p4 1c top
";

/// The code wanted, the coup, and the edits that make its fault.
type Case = (&'static str, &'static str, &'static [(&'static str, &'static str)]);

#[test]
fn each_fault_is_one_finding_of_its_code() {
    let g = game();
    let cases: &[Case] = &[
        // A card twice; a card before the deck.
        ("MO001", CLEAN, &[("draw 7e", "draw Rb")]),
        ("MO001", CLEAN, &[("shoe colour=roja\n", "")]),
        // p3 before p2; p1 from the top.
        ("MO002", CLEAN, &[("deal p2 Rc bottom\ndeal p3 2c top", "deal p3 2c top\ndeal p2 Rc bottom")]),
        ("MO002", CLEAN, &[("deal p1 5o bottom", "deal p1 5o top")]),
        ("MO002", CLEAN, &[("draw 7e", "draw 7e bottom")]),
        // A needless burn; an equal pair played.
        ("MO003", CLEAN, &[("draw 7e", "burn 7e")]),
        ("MO003", LAYOUT_ONLY, &[("deal p2 Co bottom", "deal p2 4o bottom")]),
        // A doubling card placed on p3; a card on p2 of another value.
        ("MO004", LAYOUT_ONLY, &[("deal p3 6e top", "deal p3 4b top")]),
        ("MO004", LAYOUT_ONLY, &[("deal p3 6e top", "deal p2 6e top\ndeal p3 6o top")]),
        // A void without the fourth card; the fourth card and the coup played on.
        ("MO005", LAYOUT_ONLY, &[("deal p4 1c top\n", "deal p4 1c top\nvoid\n")]),
        ("MO005", BURNS_AND_VOID, &[("void\n", "")]),
        // A bet after «no va más»; a Segundas bet without its «hagan juego».
        ("MO006", CLEAN, &[("bet s6 cartas 1-3 10\nnomore", "nomore\nbet s6 cartas 1-3 10")]),
        ("MO006", CLEAN, &[("betting segundas\n", "")]),
        ("MO007", CLEAN, &[("bet s7 viudo 3 5", "bet s7 salto 3 5"), ("pay s7 viudo 3 25", "return s7 salto 3 5")]),
        ("MO008", CLEAN, &[("bet s7 viudo 3 5", "bet s7 vis 3 5"), ("pay s7 viudo 3 25", "return s7 vis 3 5")]),
        (
            "MO009",
            CLEAN,
            &[
                ("bet s4 vis 2 5\n", "bet s4 vis 2 5\nbet s8 vis 1 55\n"),
                ("collect s4 vis 2 5", "collect s4 vis 2 5\ncollect s8 vis 1 55"),
            ],
        ),
        (
            "MO010",
            CLEAN,
            &[
                ("bet s4 vis 2 5\n", "bet s4 vis 2 5\nbet s8 vis 1 2.50\n"),
                ("collect s4 vis 2 5", "collect s4 vis 2 5\ncollect s8 vis 1 2.50"),
            ],
        ),
        ("MO011", CLEAN, &[("bet s4 vis 2 5\n", "bet s4 vis 2 5\nbet s8 cartas 1-4 10\n")]),
        ("MO011", CLEAN, &[("bet s4 vis 2 5\n", "bet s4 vis 2 5\nbet s8 vista 1 10\n")]),
        ("MO011", CLEAN, &[("bet s7 viudo 3 5", "bet s7 viudo 1 5"), ("pay s7 viudo 3 25", "return s7 viudo 1 5")]),
        // A Cartas paid on an annulled Camo («ni gana ni pierde»).
        (
            "MO012",
            DOUBLED,
            &[
                ("pay s5 cartas 1-2-3-4 9", "pay s5 cartas 1-2-3-4 9\npay s1 cartas 2-1 20"),
                ("collect s1 cartas 2-1 20\n", ""),
            ],
        ),
        // A C/A/V paid 11 with a doubled card (10, less 10 %: 45).
        (
            "MO013",
            DOUBLED,
            &[("bet s3 anti 2 5", "bet s3 anti 2 5\nbet s9 camo 2 5"), ("draw Cc\n", "draw Cc\npay s9 camo 2 55\n")],
        ),
        // No 10 % on a first-card win; 10 % off a VIS.
        ("MO014", CLEAN, &[("pay s1 salto 2 27", "pay s1 salto 2 30")]),
        ("MO014", BURNS_AND_VOID, &[("pay s1 vis 3 135", "pay s1 vis 3 121.50")]),
        ("MO014", CLEAN, &[("draw 7e\n", "draw 7e\ncommission\n")]),
        // The winning card turned; Segundas before the losing card is turned.
        ("MO015", CLEAN, &[("turn p1", "turn p2")]),
        ("MO015", CLEAN, &[("turn p1\n", "")]),
        // A stake never settled; settled twice.
        ("MO016", CLEAN, &[("pay s7 viudo 3 25\n", "")]),
        ("MO016", CLEAN, &[("pay s7 viudo 3 25\n", "pay s7 viudo 3 25\npay s7 viudo 3 25\n")]),
        ("MO017", CLEAN, &[("result p2", "result p1")]),
    ];
    let mut problems = Vec::new();
    for (i, (want, base, edits)) in cases.iter().enumerate() {
        let log = edits.iter().fold(base.to_string(), |log, (from, to)| swap(&log, from, to));
        let f = check(&g, &log);
        if f.len() != 1 || f[0].code != *want {
            problems.push(format!(
                "case {i} ({want}): {:?}",
                f.iter().map(|f| (f.code, f.primary.loc.line, f.message.en())).collect::<Vec<_>>()
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The fixtures of `fixtures/valencia-2003/monte/` read by this module's reader (the header and
/// session lines skipped): the clean session gives no finding, each `MOnnn-*.mesa` one of its code.
#[test]
fn the_fixtures_give_their_codes() {
    // The catalogue's own article: its tables, its rules (every finding cites one).
    let set = match crate::catalog::CatalogSet::embedded() {
        Ok(set) => set,
        Err(e) => panic!("embedded catalogue: {e:?}"),
    };
    let file = &set.get("valencia-2003/monte").expect("the monte article").file;
    let g = MonteGame::compile(file).unwrap_or_else(|e| panic!("compiles: {e:?}"));
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/valencia-2003/monte");
    let mut problems = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(&dir).expect("fixtures").flatten().map(|e| e.path()).collect();
    names.sort();
    for path in names {
        let text = std::fs::read_to_string(&path).expect("fixture");
        let body: String = text
            .lines()
            .map(|l| {
                let t = l.trim_start();
                if t.starts_with('#') || ["mesa-log", "table", "session open"].iter().any(|k| t.starts_with(k)) {
                    ""
                } else {
                    l
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let f = check(&g, &body);
        let want = name.split('-').next().filter(|c| c.starts_with("MO"));
        let ok = match want {
            Some(code) => f.len() == 1 && f[0].code == code && f[0].rule_hint.is_some(),
            None => f.is_empty(),
        };
        if !ok {
            problems.push(format!(
                "{name}: {:?}",
                f.iter().map(|f| (f.code, f.primary.loc.line, f.message.en())).collect::<Vec<_>>()
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The literal alternatives the engine reads: an annulled card returns the bet
/// (`play.annulled: return`); «X veces» as the gross return (`suertes.payout: gross`).
#[test]
fn the_parameters_alternatives_change_what_is_owed() {
    let returned = game_with(&format!("{SPEC}play: {{annulled: return}}\n"));
    let log = swap(DOUBLED, "draw 3o\n", "return s1 cartas 2-1 20\nreturn s2 salto 1 10\ndraw 3o\n");
    let log = swap(&log, "collect s1 cartas 2-1 20\n", "");
    let log = swap(&log, "pay s2 salto 1 30\n", "");
    assert!(codes(&returned, &log).is_empty(), "{:?}", codes(&returned, &log));
    assert_eq!(codes(&game(), &log).iter().map(|c| c.0).collect::<Vec<_>>(), ["MO012", "MO012"]);
    let gross = game_with(&SPEC.replace("points_per_card: 1}", "points_per_card: 1}\n  payout: gross"));
    // The Salto won by the first card: 2 × 10, less 10 %.
    let log = swap(CLEAN, "pay s1 salto 2 27", "pay s1 salto 2 18");
    let log = swap(&log, "pay s7 viudo 3 25", "pay s7 viudo 3 20");
    assert!(codes(&gross, &log).is_empty(), "{:?}", codes(&gross, &log));
}

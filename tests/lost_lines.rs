//! One damaged line, one finding: every clean session of every game and article, damaged one
//! line at a time (made unreadable, left out, written twice), through the public API. What the
//! damage leaves in the log must be reported once, not followed by the findings its missing
//! event would cause in the rest of the round, the coup or the bank carried.
//!
//! Each test names the cases still giving more than one finding: they are known gaps, pinned
//! here so that they do not grow.

use std::sync::OnceLock;

use veedor::catalog::CatalogSet;
use veedor::check::check_bytes;

/// The clean sessions damaged one line at a time: every `clean*.mesa` fixture of every game
/// and article (`fixtures/<jurisdiction>/<game>/`), so that a new game or article is covered
/// by its fixtures. Paths relative to `fixtures/`, sorted.
fn clean_sessions() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut found = Vec::new();
    let dirs = |p: &std::path::Path| -> Vec<std::path::PathBuf> {
        let entries = std::fs::read_dir(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        entries.filter_map(|e| e.ok().map(|e| e.path())).collect()
    };
    for jurisdiction in dirs(&root).into_iter().filter(|p| p.is_dir()) {
        for game in dirs(&jurisdiction).into_iter().filter(|p| p.is_dir()) {
            for file in dirs(&game) {
                let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
                // Murcia's clean sessions are the 1979 ones under the id of an article that
                // adopts the 1979 article: the same engine and rules, already damaged here.
                // Its bingo acumulativo is its own article (the jackpots), damaged too, and so is
                // its póquer sintético (art. 4's second part).
                let adopted = jurisdiction.ends_with("murcia-1996")
                    && !game.ends_with("bingo-acumulativo")
                    && !game.ends_with("poquer-sintetico");
                if name.starts_with("clean") && name.ends_with(".mesa") && !adopted {
                    let rel = file.strip_prefix(&root).unwrap_or(&file);
                    found.push(rel.to_string_lossy().replace('\\', "/"));
                }
            }
        }
    }
    found.sort();
    assert!(found.len() >= 20, "only {} clean sessions found", found.len());
    found
}

/// Codes and lines of the findings on `text` (a whole log).
fn codes_of(text: &str) -> Vec<(&'static str, u32)> {
    static SET: OnceLock<CatalogSet> = OnceLock::new();
    let set = SET.get_or_init(|| match CatalogSet::embedded() {
        Ok(s) => s,
        Err(e) => panic!("embedded catalogue invalid: {e:?}"),
    });
    let report = check_bytes("damaged.mesa", text.as_bytes().to_vec(), set);
    report.findings.iter().map(|f| (f.code, f.primary.loc.line)).collect()
}

/// The first word of line `i` (empty past the end).
fn keyword<'a>(lines: &[&'a str], i: usize) -> &'a str {
    lines.get(i).and_then(|l| l.split_whitespace().next()).unwrap_or("")
}

/// How a line is damaged.
#[derive(Clone, Copy)]
enum Damage {
    Unreadable,
    LeftOut,
    WrittenTwice,
}

/// How many lines a test damages, at least, and how many of them may leave no finding at all
/// (a line whose loss the log cannot show, such as an optional third card or the return of a
/// stake on a tie): the bound is the count measured when the test was written, so that a
/// check that goes silent too widely fails the test.
struct Expect {
    at_least: usize,
    silent_at_most: usize,
}

/// Damages, in each session `sessions` keeps, each line `pick` picks (from the session, its
/// lines and the line's index), and asks `ok` about the findings (from the session, its
/// lines, the line's index and the findings). Panics with every problem, or when the counts
/// are not as `expect` says (a test that tries nothing proves nothing).
fn damage_each(
    damage: Damage,
    sessions: impl Fn(&str) -> bool,
    pick: impl Fn(&str, &[&str], usize) -> bool,
    ok: impl Fn(&str, &[&str], usize, &[(&'static str, u32)]) -> bool,
    expect: Expect,
) {
    let mut problems = Vec::new();
    let mut tried = 0;
    let mut silent = 0;
    for rel in clean_sessions().iter().filter(|r| sessions(r)) {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures").join(rel);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{rel}: {e}"));
        let lines: Vec<&str> = text.lines().collect();
        for i in 0..lines.len() {
            if !pick(rel, &lines, i) {
                continue;
            }
            tried += 1;
            let mut broken = lines.clone();
            let what = match damage {
                Damage::Unreadable => {
                    broken[i] = "  @@@ unreadable";
                    "unreadable"
                }
                Damage::LeftOut => {
                    broken.remove(i);
                    "left out"
                }
                Damage::WrittenTwice => {
                    broken.insert(i + 1, lines[i]);
                    "written twice"
                }
            };
            let got = codes_of(&(broken.join("\n") + "\n"));
            silent += usize::from(got.is_empty());
            if !ok(rel, &lines, i, &got) {
                problems.push(format!("{rel}: line {} `{}` {what}: {got:?}", i + 1, lines[i].trim()));
            }
        }
    }
    assert!(problems.is_empty(), "{} problem(s):\n  {}", problems.len(), problems.join("\n  "));
    assert!(tried >= expect.at_least, "only {tried} lines tried");
    assert!(silent <= expect.silent_at_most, "{silent} of {tried} lines gave no finding");
}

/// The wheel games (the roulette family).
fn roulette(rel: &str) -> bool {
    rel.contains("ruleta") || rel.contains("/boule/")
}

fn cards(rel: &str) -> bool {
    !roulette(rel) && !new_card_family(rel)
}

/// The families added after these tests were written (Black Jack, treinta y cuarenta, dados,
/// bingo): the tests below are written in the baccarat family's codes. Black Jack, treinta y
/// cuarenta and dados are held strictly by their own tests
/// ([`black_jack_a_line_left_out_or_written_twice_is_one_or_two_findings`],
/// [`a_treinta_row_line_left_out_or_written_twice_is_one_finding`],
/// [`a_dados_roll_line_left_out_or_written_twice_is_one_finding`]) and by the unreadable-line
/// one; every one of them by [`new_card_families_survive_every_damaged_line`] to the floor every
/// log must meet: no panic, and a finding wherever a line was lost to unreadability. Bingo is held
/// strictly by the unreadable-line test and, for its `card` and `ball` lines, by
/// [`a_bingo_card_or_ball_line_left_out_or_written_twice_is_one_finding`]. Known gaps of bingo,
/// a line left out: a `sold` line (the prizes then off the sales, BG009, and each claim on its
/// cards, BG010), a `claim` line (a shared prize then paid to a card that did not claim it),
/// a `round` line (the partidas run together).
fn new_card_family(rel: &str) -> bool {
    // Craps (`/dados/`) too: a family added after these tests, held to the same floor; and
    // póquer sin descarte (`/poquer-sin-descarte/`) and the círculo games (`/poquer-circulo/`,
    // `/poquer-sintetico/`), held strictly by the unreadable-line test.
    rel.contains("/black-jack/")
        || rel.contains("/poquer-sin-descarte/")
        || rel.contains("/poquer-circulo/")
        || rel.contains("/poquer-sintetico/")
        || rel.contains("/treinta-y-cuarenta/")
        || rel.contains("/dados/")
        || rel.contains("/bingo")
        || rel.contains("/monte/")
}

fn black_jack(rel: &str) -> bool {
    rel.contains("/black-jack/")
}

/// The codes alone.
fn codes(got: &[(&'static str, u32)]) -> Vec<&'static str> {
    got.iter().map(|(c, _)| *c).collect()
}

#[test]
fn an_unreadable_line_anywhere_is_its_m001_alone() {
    // Each line of the body in turn made unreadable: M001 on it, and nothing the missing event
    // would have caused (settlements with no result, a spin in the same sense, stakes over a
    // bank, a card count off). Known gap, left out: the session that changes its limits
    // (`limits min=2.00`, at Valencian roulette and boule tables); when that line is unreadable
    // every later stake under the old minimum is still reported (RL015). The círculo tables are
    // held here too, their simulated sessions included: after the line every resto is in doubt
    // until counted again, and option b's sessions are counted with and without a lost `round`.
    damage_each(
        Damage::Unreadable,
        // Dados is held here: after an unreadable line its state is in doubt until a 7 has
        // decided every bet. Bingo too: an unreadable line stands for the card it may have given.
        |rel| !rel.starts_with("valencia-2003/ruleta") && !rel.contains("/boule/"),
        |_, lines, i| {
            let body = lines.iter().position(|l| l.starts_with("table ")).map_or(0, |t| t + 1);
            let line = lines[i].trim();
            i >= body && !line.is_empty() && !line.starts_with('#')
        },
        |_, _, i, got| got == [("M001", i as u32 + 1)],
        Expect { at_least: 1000, silent_at_most: 0 },
    );
}

#[test]
fn a_round_line_left_out_after_a_round_was_over_is_one_s008() {
    // Each `round` line left out where the round before it was over (it has a settlement, or a
    // result and no stake) and the round opens with a stake or «no va más»: one S008 there, and
    // nothing more (no late bets, no second result, no settlement of the wrong round).
    let over = |lines: &[&str], i: usize| {
        let start = (0..i).rev().find(|&j| keyword(lines, j) == "round");
        let Some(start) = start else { return false };
        let round = &lines[start..i];
        let first = |k: &[&str]| round.iter().position(|l| l.split_whitespace().next().is_some_and(|w| k.contains(&w)));
        let settled = first(&["collect", "pay", "return", "release"]).is_some();
        let decided = match (first(&["spin", "result"]), first(&["bet"])) {
            (Some(r), Some(b)) => r < b,
            (Some(_), None) => true,
            _ => false,
        };
        settled || decided
    };
    damage_each(
        Damage::LeftOut,
        |_| true,
        |_, lines, i| {
            keyword(lines, i) == "round" && over(lines, i) && matches!(keyword(lines, i + 1), "bet" | "bank" | "nomore")
        },
        |_, _, i, got| got == [("S008", i as u32 + 1)],
        Expect { at_least: 100, silent_at_most: 0 },
    );
}

#[test]
fn a_spin_left_out_of_a_settled_round_is_one_s004() {
    // Each `spin` line of the roulette sessions left out (where no prisoner is made or freed
    // around it): one S004 on the round's first bet, naming its first settlement; no
    // settlement with no result (RL025) nor the next spin "in the same sense" (RL012). Known
    // gap, left out: a zero's spin whose prisoners a later round releases (RL007, RL021).
    let bounds = |lines: &[&str], i: usize| {
        let start = (0..=i).rev().find(|&j| keyword(lines, j) == "round").unwrap_or(0);
        let next = |from: usize| {
            (from + 1..lines.len()).find(|&j| matches!(keyword(lines, j), "round" | "session")).unwrap_or(lines.len())
        };
        (start, next(next(i)))
    };
    damage_each(
        Damage::LeftOut,
        roulette,
        |_, lines, i| {
            let (start, end) = bounds(lines, i);
            keyword(lines, i) == "spin" && !lines[start..end].iter().any(|l| l.contains("prison") || l.contains("void"))
        },
        |_, lines, i, got| {
            let (start, _) = bounds(lines, i);
            let first_bet = (start..i).find(|&j| keyword(lines, j) == "bet").map_or(0, |j| j as u32 + 1);
            got == [("S004", first_bet)]
        },
        Expect { at_least: 50, silent_at_most: 0 },
    );
}

#[test]
fn a_deal_left_out_is_at_most_one_finding_per_pano() {
    // Each `deal` line of the card sessions left out. The card after it is then out of the
    // deal order (BC002), or the coup is short of a card at the result (BC028), or a hand
    // stood or drew wrongly for what it holds (BC003–BC008): one finding, not the short hand,
    // the card "face up" one place off and the wrong winner besides. At dos paños each paño has
    // its own verdict, so a wrong winner may be reported on both. Known gap: the bank's last
    // first card left out, where its third card, face up, then reads as a first card face up
    // (BC035) and the hands give another winner or draw (BC003–BC008); both are what the log
    // shows, and nothing in it says a card is missing.
    //
    // When the cards left give another winner (BC008), the money is judged against them, as
    // for any wrong announcement: the settlements (and stakes left unsettled) that follow the
    // announced result are reported too — the log cannot tell a card left out from a wrong
    // announcement, and the law judges the money by the cards.
    const MONEY: &[&str] = &["BC009", "BC010", "BC011", "BC012", "BC014", "BC034", "BC040", "BC045"];
    damage_each(
        Damage::LeftOut,
        cards,
        |_, lines, i| keyword(lines, i) == "deal",
        |rel, lines, i, got| {
            let codes = codes(got);
            let faults: Vec<&str> = codes.iter().copied().filter(|c| !MONEY.contains(c)).collect();
            let wrong_winner = faults.contains(&"BC008");
            let money_ok = wrong_winner || faults.len() == codes.len();
            let per_pano = faults == ["BC008", "BC008"] && rel.contains("dos-panos");
            let face_then_winner =
                matches!(faults.as_slice(), ["BC035", "BC003" | "BC004" | "BC005" | "BC006" | "BC007" | "BC008"])
                    && lines[i].contains("deal banca");
            money_ok && (faults.len() <= 1 || per_pano || face_then_winner)
        },
        // Silent: chiefly an optional third card left out, the hand then standing as it may (65 measured).
        Expect { at_least: 200, silent_at_most: 65 },
    );
}

#[test]
fn a_result_left_out_of_a_settled_coup_is_one_bc028() {
    // Each `result` line of the card sessions left out: one BC028 (the coup ended without a
    // result), naming its first settlement; no BC032 per settlement, no «the shoe passed though
    // the bank did not lose», and no bank findings on the coups after it.
    damage_each(
        Damage::LeftOut,
        cards,
        |_, lines, i| keyword(lines, i) == "result",
        |_, _, _, got| codes(got) == ["BC028"],
        Expect { at_least: 50, silent_at_most: 0 },
    );
}

#[test]
fn a_stake_settlement_bank_or_cagnotte_left_out_is_at_most_one_finding() {
    // Each `bet`, settlement, `bank` and `cagnotte` line of the card sessions left out: at most
    // one finding (the settlement of a stake never placed, the loser not collected, the
    // cagnotte not taken, the bank not announced). Not, at punto y banca, the hand given to a
    // seat whose highest bet the log lost; nor, at chemin de fer and dos paños, where the bank
    // is carried from coup to coup, the cagnotte, banco and bank findings of later coups that a
    // carried bank off by that amount would give (what the bank holds is unsure from then
    // until the next `bank` line), nor a missing bank on every later coup. Known gap: a
    // `banco` stake left out, where the hand, played by one who made banco and so free to
    // stand, is first judged by the fixed rule (BC004), before the settlement shows the stake
    // was missing (BC033).
    damage_each(
        Damage::LeftOut,
        cards,
        |_, lines, i| matches!(keyword(lines, i), "bet" | "collect" | "pay" | "return" | "cagnotte" | "bank"),
        |_, lines, i, got| {
            let banco = codes(got) == ["BC004", "BC033"] && lines[i].contains(" banco ");
            got.len() <= 1 || banco
        },
        // Silent: a stake on a tie, which no line (or only a `return`) settles, or that return (112
        // measured); and Black Jack's progressive, whose prizes the catalogue does not give (1).
        Expect { at_least: 200, silent_at_most: 113 },
    );
}

#[test]
fn a_roulette_bet_left_out_is_at_most_one_rl007() {
    // Each `bet` line of the roulette sessions left out: one RL007 at the first line naming the
    // bet (its settlement, or its zero choice, even when the choice put it in prisión and a
    // later round releases it), not one per line about it. (A fortune wheel's bet on 24 is
    // left out of the count: when 24 comes it ties, stays on the table and no line names it, so
    // nothing in the log can show it was left out.)
    damage_each(
        Damage::LeftOut,
        roulette,
        |_, lines, i| keyword(lines, i) == "bet" && !lines[i].contains(" veinticuatro "),
        |_, _, _, got| got.len() <= 1,
        Expect { at_least: 200, silent_at_most: 0 },
    );
}

#[test]
fn a_spin_or_stake_written_twice_is_at_most_one_finding() {
    // Each `spin` of the roulette sessions, and each stake other than a banco at the dos paños
    // tables, written twice in a row: a second result (RL032) without the cylinder's sense
    // reported "again"; or a settlement that does not match the doubled stake, without the
    // cagnotte on the money moved or the split stake's other part reported as well. Known
    // gaps: at chemin de fer (left out) a doubled stake may also exceed the bank (BC042); at
    // dos paños the bank carried after it, which follows the rules' money where that is less
    // than the log's, may make a later banco look short (BC048).
    damage_each(
        Damage::WrittenTwice,
        |rel| roulette(rel) || rel.contains("dos-panos"),
        |rel, lines, i| match keyword(lines, i) {
            "spin" => true,
            "bet" => !roulette(rel) && !lines[i].contains(" banco"),
            _ => false,
        },
        |_, _, _, got| got.len() <= 1 || got.iter().skip(1).all(|(c, _)| *c == "BC048"),
        // Silent: a stake on a paño that tied, which no line settles (42 measured).
        Expect { at_least: 200, silent_at_most: 42 },
    );
}

#[test]
fn new_card_families_survive_every_damaged_line() {
    // Black Jack and treinta y cuarenta (see `new_card_family`): each line of their clean
    // sessions made unreadable, left out or written twice. Checking never panics (a panic
    // here fails the test) and an unreadable line is always reported (M001 first).
    for damage in [Damage::Unreadable, Damage::LeftOut, Damage::WrittenTwice] {
        damage_each(
            damage,
            new_card_family,
            |_, lines, i| {
                let line = lines[i].trim();
                i > 1 && !line.is_empty() && !line.starts_with('#')
            },
            // Unreadable: its M001 first. Left out or written twice: whatever the log then
            // shows, reached without a panic (the extra findings are the gap named above).
            |_, _, i, got| !matches!(damage, Damage::Unreadable) || got.first() == Some(&("M001", i as u32 + 1)),
            Expect { at_least: 500, silent_at_most: usize::MAX },
        );
    }
}

#[test]
fn a_treinta_row_line_left_out_or_written_twice_is_one_finding() {
    // Each `deal` line of the treinta y cuarenta sessions left out, then written twice: one
    // finding — the row stopped short (TC006) or dealt past its stop or to the other row
    // (TC005), the totals off the announcement (TC008), or a copy the shoe cannot hold (TC001)
    // — and nothing it causes: the coup's money then follows the announcement, and the shoe's
    // count, in doubt, no longer places the red card or counts copies.
    for damage in [Damage::LeftOut, Damage::WrittenTwice] {
        damage_each(
            damage,
            |rel| rel.contains("/treinta-y-cuarenta/"),
            |_, lines, i| keyword(lines, i) == "deal",
            |_, _, _, got| got.len() == 1,
            Expect { at_least: 2000, silent_at_most: 0 },
        );
    }
}

#[test]
fn a_dados_roll_line_left_out_or_written_twice_is_one_finding() {
    // Each `roll` line of the craps sessions left out, then written twice: one finding — the
    // round ended without a roll though it was settled or its plaque moved (S004), or a second
    // throw (CR013) — and nothing it causes: from there the table's state is in doubt until a 7
    // decides every bet on it, and what the engine would find on the state it holds is left out.
    // Silent: the roll of a null throw, written before its `void`, which the log may leave out
    // (8 measured); a roll written twice is always reported.
    for (damage, silent) in [(Damage::LeftOut, 8), (Damage::WrittenTwice, 0)] {
        damage_each(
            damage,
            |rel| rel.contains("/dados/"),
            |_, lines, i| keyword(lines, i) == "roll",
            |_, _, _, got| got.len() <= 1,
            Expect { at_least: 140, silent_at_most: silent },
        );
    }
}

#[test]
fn black_jack_a_line_left_out_or_written_twice_is_one_or_two_findings() {
    // Each line of the Black Jack sessions left out, then written twice: at most two findings
    // — the fault and, at most, the one thing it made impossible (a round dealt past the stop
    // card when a `shoe` line is lost; the dealer's total when its card is lost, every
    // settlement against it one finding with the others as labels; a hand's stakes likewise; a
    // stake written twice, its doubled amount once however often it is doubled, split or paid;
    // a `deal` written twice, one BJ010 and the card not counted). A silent line is one the
    // log may leave out or repeat (`nomore`, `stand`, `hit` twice, `cutcard`, `shoe`), or whose
    // loss the cards left still explain: a `hit` whose card is lost, the hand then standing
    // as it may; a back bet or a dealer's card whose loss changes no settlement. (Silent counts
    // measured when the test was written.)
    const MAY_BE_SILENT: &[&str] =
        &["nomore", "stand", "hit", "cutcard", "shoe", "evenmoney", "deal", "bet", "collect"];
    for (damage, silent) in [(Damage::LeftOut, 483), (Damage::WrittenTwice, 625)] {
        damage_each(
            damage,
            black_jack,
            |_, lines, i| {
                let body = lines.iter().position(|l| l.starts_with("table ")).map_or(0, |t| t + 1);
                let line = lines[i].trim();
                i >= body && !line.is_empty() && !line.starts_with('#')
            },
            // A dealer's card written twice once his hand is over is BJ014 alone (the copy
            // counted neither in his hand nor the shoe); before, it is a card he may draw, and
            // the settlements it turns are labels on the BJ014 of the card he then draws on 17,
            // or one BJ024 — with, at most, a copy too many later (BJ001).
            |_, lines, i, got| got.len() <= 2 && (!got.is_empty() || MAY_BE_SILENT.contains(&keyword(lines, i))),
            Expect { at_least: 3000, silent_at_most: silent },
        );
    }
}

#[test]
fn a_bingo_card_or_ball_line_left_out_or_written_twice_is_one_finding() {
    // Each `card` and `ball` line of the bingo sessions (1979 and the Murcian acumulativo) left
    // out, then written twice: at most one finding. A card left out: the first claim verified
    // good on it (BG010), later claims on it labels, the share of a prize it may have won and
    // the jackpots' balances in doubt (not a wrong share, nor the balances off at every later
    // `jackpot` line). A ball left out: the first claim verified good that the balls no longer
    // complete (BG004), the partida's later such claims labels on it, the payments of those
    // claims not judged again. Written twice: the card's second line (BG001); the balls drawn
    // again, one finding with each repeated ball a label (BG003), not counted as extractions.
    // Silent: a card left out that no claim verified good names, a ball left out that completes
    // no claim verified good (663 of 964 left out measured when the test was written).
    for (damage, silent) in [(Damage::LeftOut, 663), (Damage::WrittenTwice, 0)] {
        damage_each(
            damage,
            |rel| rel.contains("/bingo"),
            |_, lines, i| matches!(keyword(lines, i), "card" | "ball"),
            |_, _, _, got| got.len() <= 1,
            Expect { at_least: 900, silent_at_most: silent },
        );
    }
}

//! The embedded catalogues, their lint diagnostics, the committed JSON Schema and coverage,
//! through the public API.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use veedor::catalog::coverage::coverage;
use veedor::catalog::model::{Play, RouletteSpec};
use veedor::catalog::{Catalog, CatalogError, CatalogSet, lint, schema_json};
use veedor::finding::Severity;
use veedor::i18n::Lang;

const ESTADO_1979: &str = include_str!("../catalog/estado-1979/ruleta-francesa.yaml");
const VALENCIA_2003: &str = include_str!("../catalog/valencia-2003/ruleta-francesa.yaml");
const MURCIA_1996: &str = include_str!("../catalog/murcia-1996/ruleta-francesa.yaml");

fn embedded() -> CatalogSet {
    match CatalogSet::embedded() {
        Ok(set) => set,
        Err(errors) => panic!("embedded catalogues do not load:\n{}", render_all(&errors)),
    }
}

/// `check` loads embedded articles lazily: the same articles, under the same ids, loaded only
/// when asked for.
#[test]
fn lazy_embedded_set_holds_the_same_articles() {
    let eager = embedded();
    let lazy = CatalogSet::embedded_lazy();
    let ids: Vec<&str> = eager.ids().collect();
    assert_eq!(lazy.ids().collect::<Vec<_>>(), ids);
    for id in &ids {
        let (Some(a), Some(b)) = (eager.get(id), lazy.get(id)) else { panic!("{id} does not load lazily") };
        assert_eq!((a.id(), &a.origin, a.file.rules.len()), (b.id(), &b.origin, b.file.rules.len()));
    }
    assert_eq!(lazy.iter().count(), ids.len());
    assert!(lazy.get("estado-1979/no-such-game").is_none());
}

fn render(e: &CatalogError) -> String {
    let mut out = String::new();
    let handler = miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor()).with_width(200);
    if let Err(err) = handler.render_report(&mut out, e) {
        panic!("rendering failed: {err}");
    }
    out
}

fn render_all(errors: &[CatalogError]) -> String {
    errors.iter().map(render).collect::<Vec<_>>().join("\n")
}

/// Loads `text` as the 1979 article and returns its diagnostics.
fn lint_errors(text: &str) -> Vec<CatalogError> {
    match Catalog::from_yaml("catalog/estado-1979/ruleta-francesa.yaml", text, Some("estado-1979/ruleta-francesa")) {
        Ok(_) => panic!("the broken catalogue loaded without error"),
        Err(e) => e,
    }
}

/// Replaces the single occurrence of `from` (which must be the whole trimmed text of one line)
/// and returns the new text with the 1-based number of that line.
fn break_line(text: &str, from: &str, to: &str) -> (String, usize) {
    assert_eq!(text.matches(from).count(), 1, "`{from}` must occur once");
    let line = text[..text.find(from).unwrap_or(0)].matches('\n').count() + 1;
    (text.replacen(from, to, 1), line)
}

/// The diagnostic's rendering shows `line_text` as source line `line`, with its label.
fn assert_points_at(e: &CatalogError, line: usize, line_text: &str) {
    let out = render(e);
    let shown = out.lines().any(|l| {
        let l = l.trim_start();
        l.starts_with(&format!("{line} │")) && l.ends_with(line_text.trim_start())
    });
    assert!(shown, "expected line {line} `{line_text}` in:\n{out}");
    let under: Vec<&str> =
        out.lines().skip_while(|l| !l.trim_start().starts_with(&format!("{line} │"))).skip(1).take(2).collect();
    assert!(under.iter().any(|l| l.contains(&e.label.en())), "the label `{}` is under the line:\n{out}", e.label);
    assert!(e.help.is_some(), "a help text says how to fix it:\n{out}");
}

#[test]
fn embedded_catalogues_load() {
    let set = embedded();
    let ids: Vec<&str> = set.ids().collect();
    for id in [
        "estado-1979/punto-y-banca",
        "estado-1979/ruleta-francesa",
        "valencia-2003/punto-y-banca",
        "valencia-2003/ruleta-francesa",
        "estado-1979/chemin-de-fer",
        "valencia-2003/chemin-de-fer",
        "estado-1979/dos-panos",
        "valencia-2003/dos-panos",
        "fragmento-a/dos-panos",
        "fragmento-b/dos-panos",
        "valencia-2003/monte",
    ] {
        assert!(ids.contains(&id), "{id} is missing from {ids:?}");
    }
    // (The fortune wheel's articles are the shortest: 16 rules.)
    for c in set.iter() {
        assert!(c.file.rules.len() >= 15, "{}: {} rules", c.id(), c.file.rules.len());
    }
}

#[test]
fn unknown_field_points_at_its_line() {
    let (text, line) = break_line(ESTADO_1979, "        payout: \"11\"", "        payuot: \"11\"");
    let errors = lint_errors(&text);
    assert_eq!(errors.len(), 1, "{}", render_all(&errors));
    assert!(errors[0].message.en().contains("unknown field `payuot`"), "{}", errors[0].message);
    assert!(errors[0].message.en().starts_with("play.roulette.bets[2]"), "{}", errors[0].message);
    assert_points_at(&errors[0], line, "payuot: \"11\"");
}

#[test]
fn bad_payout_points_at_its_line() {
    let (text, line) = break_line(ESTADO_1979, "        payout: \"17\"", "        payout: \"17 to 1\"");
    let errors = lint_errors(&text);
    assert_eq!(errors.len(), 1, "{}", render_all(&errors));
    assert!(errors[0].message.en().contains("invalid payout ratio `17 to 1`"), "{}", errors[0].message);
    assert_points_at(&errors[0], line, "payout: \"17 to 1\"");
}

#[test]
fn wrong_type_and_syntax_errors_point_at_their_line() {
    let (text, line) = break_line(ESTADO_1979, "    numbers: 37", "    numbers: treinta y siete");
    let errors = lint_errors(&text);
    assert_eq!(errors.len(), 1, "{}", render_all(&errors));
    assert_points_at(&errors[0], line, "numbers: treinta y siete");

    let (text, line) = break_line(ESTADO_1979, "      - [transversal, seisena]", "      - [transversal, seisena");
    let errors = lint_errors(&text);
    assert_eq!(errors.len(), 1, "{}", render_all(&errors));
    let out = render(&errors[0]);
    assert!(out.contains(&format!("{line} │")) || out.contains(&format!("{} │", line + 1)), "{out}");
}

#[test]
fn every_cross_reference_error_of_a_file_is_reported_on_its_line() {
    let mut text = ESTADO_1979.to_owned();
    let mut expect = Vec::new();
    for (from, to, needle) in [
        ("    checks: [RL024, RL033]", "    checks: [RL099, RL033]", "unknown check code `RL099`"),
        ("    checks: [RL001]", "    checks: [rl001]", "unknown check code `rl001`"),
        ("  - id: ruleta.staff.croupiers_place_bets", "  - id: ruleta.staff.un_pano", "is used twice"),
        ("        rule: ruleta.payout.seisena", "        rule: ruleta.payout.sesena", "not among `rules`"),
        ("        rule: ruleta.payout.pleno", "        rule: ruleta.definition", "does not list RL003"),
        (
            "        dobles: { multiples: { alta: 720 }, rule: ruleta.limit.max.multiples }",
            "        dobles: { multiples: { alta: 720 }, rule: ruleta.limit.max.dobles }",
            "not among `rules`",
        ),
        ("    checks: [RL012, RL013, RL033]", "    checks: []", "neither `checks` nor `not_checkable`"),
        (
            "    quote: 'Asimismo, podrán colocar las posturas sobre la mesa.'",
            "    quote: ' Asimismo, podrán colocar las posturas sobre la mesa.'",
            "starts or ends with white space",
        ),
        ("id: estado-1979/ruleta-francesa", "id: estado-1979/ruleta", "does not match the file's place"),
    ] {
        let (t, line) = break_line(&text, from, to);
        text = t;
        expect.push((needle, line, to.trim().to_owned()));
    }
    let errors = lint_errors(&text);
    let all = render_all(&errors);
    for (needle, line, line_text) in &expect {
        let Some(e) =
            errors.iter().find(|e| e.message.en().contains(needle) && render(e).contains(&format!("{line} │")))
        else {
            panic!("no diagnostic `{needle}` on line {line}:\n{all}");
        };
        // The row with the duplicated id shows the key; the others the value.
        let shown = if line_text.starts_with("- id:") {
            line_text.trim_start_matches("- ").to_owned()
        } else {
            line_text.clone()
        };
        assert_points_at(e, *line, &shown);
    }
    // The id also no longer reads jurisdiction/game: one more, on the same line. (A real engine
    // also reports the checks it emits that the broken `checks` no longer list; not counted.)
    let own: Vec<&CatalogError> = errors.iter().filter(|e| !e.message.en().contains("but no rule lists it")).collect();
    assert_eq!(own.len(), expect.len() + 1, "{all}");
}

#[test]
fn committed_schema_is_current() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("catalog/schema.json");
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == schema_json(),
        "catalog/schema.json is out of date with src/catalog/model.rs: run `cargo run -- schema > catalog/schema.json`"
    );
}

#[test]
fn embedded_yaml_validates_against_the_schema() {
    let schema: serde_json::Value = serde_json::from_str(&schema_json()).expect("schema is JSON");
    // The root is either format: an article (`CatalogFile`) or an adoption (`AdoptionFile`).
    for (name, text, def) in [
        ("estado-1979", ESTADO_1979, "CatalogFile"),
        ("valencia-2003", VALENCIA_2003, "CatalogFile"),
        ("murcia-1996", MURCIA_1996, "AdoptionFile"),
    ] {
        let format = &schema["$defs"][def];
        let props: BTreeSet<&str> =
            format["properties"].as_object().expect("properties").keys().map(String::as_str).collect();
        let required: BTreeSet<&str> =
            format["required"].as_array().expect("required").iter().filter_map(|v| v.as_str()).collect();
        let yaml: serde_yaml::Value = serde_yaml::from_str(text).expect("YAML");
        let json = serde_json::to_value(&yaml).expect("YAML converts to JSON");
        let keys: BTreeSet<&str> = json.as_object().expect("a mapping").keys().map(String::as_str).collect();
        assert_eq!(keys, props, "{name}: top-level keys");
        assert!(required.is_subset(&keys), "{name}: required keys");
        let mut errs = Vec::new();
        validate(&schema, &schema, &json, "", &mut errs);
        assert!(errs.is_empty(), "{name} does not validate against catalog/schema.json:\n{}", errs.join("\n"));
    }
}

/// A small validator for the subset of JSON Schema that schemars emits (`$ref` to `$defs`,
/// `type`, `enum`, `const`, `properties`, `required`, `additionalProperties`, `items`,
/// `oneOf`/`anyOf`/`allOf`, `minimum`/`maximum`, `pattern` on payouts).
fn validate(root: &serde_json::Value, s: &serde_json::Value, v: &serde_json::Value, at: &str, errs: &mut Vec<String>) {
    use serde_json::Value;
    if let Some(r) = s.get("$ref").and_then(Value::as_str) {
        let name = r.trim_start_matches("#/$defs/");
        validate(root, &root["$defs"][name], v, at, errs);
    }
    if let Some(t) = s.get("type") {
        let types: Vec<&str> = match t {
            Value::String(t) => vec![t.as_str()],
            Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
            _ => vec![],
        };
        let ok = types.iter().any(|t| match *t {
            "object" => v.is_object(),
            "array" => v.is_array(),
            "string" => v.is_string(),
            "integer" => v.is_i64() || v.is_u64(),
            "number" => v.is_number(),
            "boolean" => v.is_boolean(),
            "null" => v.is_null(),
            _ => true,
        });
        if !ok {
            errs.push(format!("{at}: {v} is not {types:?}"));
            return;
        }
    }
    if let Some(e) = s.get("enum").and_then(Value::as_array) {
        if !e.contains(v) {
            errs.push(format!("{at}: {v} not in {e:?}"));
        }
    }
    if let Some(c) = s.get("const") {
        if c != v {
            errs.push(format!("{at}: {v} is not {c}"));
        }
    }
    if let (Some(min), Some(n)) = (s.get("minimum").and_then(Value::as_f64), v.as_f64()) {
        if n < min {
            errs.push(format!("{at}: {n} < {min}"));
        }
    }
    if let (Some(max), Some(n)) = (s.get("maximum").and_then(Value::as_f64), v.as_f64()) {
        if n > max {
            errs.push(format!("{at}: {n} > {max}"));
        }
    }
    if let (Some(p), Some(text)) = (s.get("pattern").and_then(Value::as_str), v.as_str()) {
        // The only pattern is the payout's, `^[0-9]+(/[1-9][0-9]*)?$`.
        let ok = match text.split_once('/') {
            Some((n, d)) => {
                !n.is_empty()
                    && n.bytes().all(|b| b.is_ascii_digit())
                    && d.starts_with(|c: char| ('1'..='9').contains(&c))
                    && d.bytes().all(|b| b.is_ascii_digit())
            }
            None => !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()),
        };
        assert_eq!(p, "^[0-9]+(/[1-9][0-9]*)?$", "a new pattern in the schema: teach this validator");
        if !ok {
            errs.push(format!("{at}: `{text}` does not match {p}"));
        }
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        if let Some(subs) = s.get(key).and_then(Value::as_array) {
            let passing = subs
                .iter()
                .filter(|sub| {
                    let mut e = Vec::new();
                    validate(root, sub, v, at, &mut e);
                    e.is_empty()
                })
                .count();
            let ok = match key {
                "allOf" => passing == subs.len(),
                "anyOf" => passing >= 1,
                _ => passing == 1,
            };
            if !ok {
                errs.push(format!("{at}: {passing} of {} alternatives of {key} match", subs.len()));
            }
        }
    }
    if let Some(obj) = v.as_object() {
        let props = s.get("properties").and_then(Value::as_object);
        if let Some(req) = s.get("required").and_then(Value::as_array) {
            for r in req.iter().filter_map(Value::as_str) {
                if !obj.contains_key(r) {
                    errs.push(format!("{at}: missing `{r}`"));
                }
            }
        }
        for (k, val) in obj {
            let path = format!("{at}.{k}");
            match props.and_then(|p| p.get(k)) {
                Some(ps) => validate(root, ps, val, &path, errs),
                None => match s.get("additionalProperties") {
                    Some(Value::Bool(false)) => errs.push(format!("{at}: unknown `{k}`")),
                    Some(ap @ Value::Object(_)) => validate(root, ap, val, &path, errs),
                    _ => {}
                },
            }
        }
    }
    if let (Some(items), Some(arr)) = (s.get("items"), v.as_array()) {
        for (i, item) in arr.iter().enumerate() {
            validate(root, items, item, &format!("{at}[{i}]"), errs);
        }
    }
}

#[test]
fn the_validator_rejects_what_the_format_rejects() {
    let schema: serde_json::Value = serde_json::from_str(&schema_json()).expect("schema is JSON");
    let yaml: serde_yaml::Value = serde_yaml::from_str(VALENCIA_2003).expect("YAML");
    let good = serde_json::to_value(&yaml).expect("JSON");
    for (pointer, bad) in [
        ("/play/roulette/bets/0/payout", serde_json::json!("35x")),
        ("/play/roulette/losers_first", serde_json::json!("sometimes")),
        ("/rules/0/not_checkable/reason", serde_json::json!("lazy")),
        ("/table/panos", serde_json::json!("two")),
    ] {
        let mut v = good.clone();
        *v.pointer_mut(pointer).expect(pointer) = bad;
        let mut errs = Vec::new();
        validate(&schema, &schema, &v, "", &mut errs);
        assert!(!errs.is_empty(), "{pointer} accepted");
    }
    let mut v = good.clone();
    v["rules"][0]["extra"] = serde_json::json!(1);
    let mut errs = Vec::new();
    validate(&schema, &schema, &v, "", &mut errs);
    assert!(!errs.is_empty(), "unknown field accepted");
}

fn roulette(c: &Catalog) -> &RouletteSpec {
    match &c.file.play {
        Play::Roulette(r) => r,
        other => panic!("{} is not roulette: {}", c.id(), other.family()),
    }
}

/// Every roulette check is listed by a rule, except those the article cannot give rise to.
#[test]
fn every_roulette_check_has_a_rule_to_cite() {
    let set = embedded();
    let all: BTreeSet<&str> =
        veedor::rules::CHECKS.iter().filter(|c| c.group == veedor::rules::Group::Roulette).map(|c| c.code).collect();
    for (id, not_applicable) in [
        // No multiple-of-minimum rule, no series; limits may not change. No colour chips.
        // (RL040 and RL041: maxima and minimum set by the authorisation, boule's.)
        ("estado-1979/ruleta-francesa", vec!["RL016", "RL026", "RL034", "RL035", "RL036", "RL040", "RL041"]),
        // Limits may change during the session. No colour chips.
        ("valencia-2003/ruleta-francesa", vec!["RL027", "RL034", "RL035", "RL036", "RL040", "RL041"]),
        // Half back on zero, the only option: no choice, no prisión, no last-spin refund; no
        // series nor multiples of the minimum; no figure for the colour players (1979).
        (
            "estado-1979/ruleta-americana",
            vec!["RL016", "RL017", "RL019", "RL020", "RL021", "RL022", "RL026", "RL030", "RL035", "RL040", "RL041"],
        ),
        (
            "valencia-2003/ruleta-americana",
            vec!["RL016", "RL017", "RL019", "RL020", "RL021", "RL022", "RL026", "RL027", "RL030", "RL040", "RL041"],
        ),
    ] {
        let c = set.get(id).expect(id);
        let listed: BTreeSet<&str> = c.file.rules.iter().flat_map(|r| r.checks.iter().map(String::as_str)).collect();
        let expected: BTreeSet<&str> = all.iter().copied().filter(|c| !not_applicable.contains(c)).collect();
        assert_eq!(listed, expected, "{id}");
        // Findings cite the bet kind's payout rule and the limit class's rule.
        for b in &roulette(c).bets {
            assert!(c.rule_for("RL003", Some(&b.rule)).is_some_and(|r| r.id == b.rule), "{id}: {}", b.name);
        }
        for (name, m) in &roulette(c).limits.maximum {
            assert!(c.rule_for("RL015", Some(&m.rule)).is_some_and(|r| r.id == m.rule), "{id}: {name}");
        }
        assert_eq!(
            c.rule_for("RL010", Some("ruleta.settle.single_pano")).map(|r| r.id.as_str()),
            Some("ruleta.settle.single_pano")
        );
        assert_eq!(c.rule_for("RL010", None).map(|r| r.id.as_str()), Some("ruleta.settle.losers_first"));
        assert_eq!(c.rule_for("RL025", None).map(|r| r.id.as_str()), Some("ruleta.settle.after_result"));
    }
}

/// The series cover exactly the numbers the 2003 text lists for them (§IV.1.B).
#[test]
fn series_cover_the_numbers_of_the_text() {
    let set = embedded();
    let c = set.get("valencia-2003/ruleta-francesa").expect("2003");
    let text: BTreeMap<&str, (Vec<u16>, u32)> = BTreeMap::from([
        ("vecinos", (vec![25, 2, 21, 4, 19, 15, 32, 0, 26, 3, 35, 12, 28, 7, 29, 18, 22], 9)),
        ("tercio", (vec![33, 16, 24, 5, 10, 23, 8, 30, 11, 36, 13, 27], 6)),
        ("huerfanos", (vec![1, 20, 14, 31, 9, 17, 34, 6], 5)),
        ("juego-cero", (vec![12, 35, 3, 26, 0, 32, 15], 4)),
    ]);
    let mut seen = 0;
    for b in roulette(c).bets.iter().filter(|b| !b.placements.is_empty()) {
        let (numbers, chips) = text.get(b.name.as_str()).unwrap_or_else(|| panic!("unexpected series {}", b.name));
        let covered: BTreeSet<u16> = b.placements.iter().flat_map(|p| p.numbers.iter().copied()).collect();
        assert_eq!(covered, numbers.iter().copied().collect::<BTreeSet<u16>>(), "{}", b.name);
        assert_eq!(b.placements.iter().map(|p| p.chips).sum::<u32>(), *chips, "{}", b.name);
        seen += 1;
    }
    assert_eq!(seen, 4);
    let s1979 = set.get("estado-1979/ruleta-francesa").expect("1979");
    assert!(roulette(s1979).bets.iter().all(|b| b.placements.is_empty()), "1979 has no series");
}

/// The colours follow the text's rule: black when the digit sum is even, plus 10 and 29, not 19.
#[test]
fn colours_follow_the_digit_sum_rule() {
    let set = embedded();
    // The 37-number wheels (boule's colours are its own, tested in tests/odds.rs).
    for c in set.iter().filter(|c| c.file.play.family() == "roulette" && roulette(c).numbers == 37) {
        let bets = &roulette(c).bets;
        let get = |n: &str| -> BTreeSet<u16> {
            bets.iter().find(|b| b.name == n).map(|b| b.numbers.iter().copied().collect()).unwrap_or_default()
        };
        let black: BTreeSet<u16> =
            (1..=36u16).filter(|n| ((n / 10 + n % 10) % 2 == 0 || *n == 10 || *n == 29) && *n != 19).collect();
        assert_eq!(get("negro"), black, "{}", c.id());
        assert_eq!(get("rojo"), (1..=36).filter(|n| !black.contains(n)).collect(), "{}", c.id());
        assert_eq!(get("par"), (1..=36).filter(|n| n % 2 == 0).collect(), "{}", c.id());
        assert_eq!(get("impar"), (1..=36).filter(|n| n % 2 == 1).collect(), "{}", c.id());
        assert_eq!(get("falta"), (1..=18).collect(), "{}", c.id());
        assert_eq!(get("pasa"), (19..=36).collect(), "{}", c.id());
    }
}

/// Every quote is verbatim at its `source_line` in the reference text (segments joined by
/// ` … ` follow in order, possibly on later lines across a page break). The texts are not part
/// of the repository: set VEEDOR_SOURCES to their directory, or keep them at ../shared/sources.
#[test]
fn quotes_are_verbatim_in_the_sources() {
    let dir = std::env::var_os("VEEDOR_SOURCES")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/sources"));
    let set = embedded();
    let mut texts: BTreeMap<String, Option<String>> = BTreeMap::new();
    for c in set.iter() {
        for r in &c.file.rules {
            // A rule quoted from another text (`source:`) is verified in that text.
            let file = r.source.as_ref().map_or(&c.file.source.file, |s| &s.file);
            let path = dir.join(file);
            let text = texts.entry(file.clone()).or_insert_with(|| std::fs::read_to_string(&path).ok());
            let Some(source) = text.as_deref() else {
                eprintln!("skipped: {} not found (set VEEDOR_SOURCES)", path.display());
                continue;
            };
            let lines: Vec<&str> = source.lines().collect();
            let at = r.source_line.unwrap_or_else(|| panic!("{}: {} has no source_line", c.id(), r.id)) as usize;
            let mut segs = r.quote.split(" … ");
            let first = segs.next().unwrap_or("");
            let line = lines.get(at - 1).copied().unwrap_or("");
            let Some(col) = line.find(first) else {
                panic!("{}: {}: not on line {at}: «{first}»\nline: {line}", c.id(), r.id);
            };
            let (mut l, mut from) = (at - 1, col + first.len());
            for seg in segs {
                let found = (l..lines.len().min(l + 40)).find_map(|k| {
                    let start = if k == l { from } else { 0 };
                    lines[k].get(start..).and_then(|rest| rest.find(seg)).map(|i| (k, start + i + seg.len()))
                });
                match found {
                    Some((k, end)) => (l, from) = (k, end),
                    None => panic!("{}: {}: «{seg}» does not follow line {at}", c.id(), r.id),
                }
            }
            let words = r.quote.split_whitespace().filter(|w| *w != "…").count();
            assert!(words <= 42, "{}: {}: quote of {words} words", c.id(), r.id);
        }
        // An adopting provision (Murcia's art. 2) is verified in the adopting text.
        if let Some(a) = &c.adoption {
            let path = dir.join(&a.file.source.file);
            let Ok(source) = std::fs::read_to_string(&path) else {
                eprintln!("skipped: {} not found (set VEEDOR_SOURCES)", path.display());
                continue;
            };
            let lines: Vec<&str> = source.lines().collect();
            let by = &a.file.adoption;
            let at = by.source_line.unwrap_or_else(|| panic!("{}: {} has no source_line", c.id(), by.id)) as usize;
            let mut segs = by.quote.split(" … ");
            let first = segs.next().unwrap_or("");
            let line = lines.get(at - 1).copied().unwrap_or("");
            let Some(col) = line.find(first) else { panic!("{}: {}: not on line {at}: «{first}»", c.id(), by.id) };
            let (mut l, mut from) = (at - 1, col + first.len());
            for seg in segs {
                let found = (l..lines.len().min(l + 40)).find_map(|k| {
                    let start = if k == l { from } else { 0 };
                    lines[k].get(start..).and_then(|rest| rest.find(seg)).map(|i| (k, start + i + seg.len()))
                });
                match found {
                    Some((k, end)) => (l, from) = (k, end),
                    None => panic!("{}: {}: «{seg}» does not follow line {at}", c.id(), by.id),
                }
            }
            let words = by.quote.split_whitespace().filter(|w| *w != "…").count();
            assert!(words <= 42, "{}: {}: quote of {words} words", c.id(), by.id);
        }
    }
}

/// The American article's own parameters are checked: the rule a payment in two blocks cites
/// exists and lists RL009; colour chips need a pleno, whose maximum bounds their value.
#[test]
fn lint_checks_the_american_parameters() {
    const AMERICANA: &str = include_str!("../catalog/estado-1979/ruleta-americana.yaml");
    let load = |text: &str| {
        Catalog::from_yaml("catalog/estado-1979/ruleta-americana.yaml", text, Some("estado-1979/ruleta-americana"))
    };
    assert!(load(AMERICANA).is_ok());
    for (from, to, needle) in [
        (
            "    pay_player_at_once_rule: ruleta_am.settle.player_at_once",
            "    pay_player_at_once_rule: ruleta_am.settle.at_once",
            "not among `rules`",
        ),
        (
            "    pay_player_at_once_rule: ruleta_am.settle.player_at_once",
            "    pay_player_at_once_rule: ruleta_am.settle.media",
            "does not list RL009",
        ),
        ("    pay_player_at_once: true", "    pay_player_at_once: false", "`pay_player_at_once` is not `true`"),
        ("        shape: straight", "        shape: split", "no straight-up"),
    ] {
        let (text, line) = break_line(AMERICANA, from, to);
        let Err(errors) = load(&text) else { panic!("`{to}` loaded") };
        let all = render_all(&errors);
        assert!(
            errors.iter().any(|e| e.message.en().contains(needle)),
            "no `{needle}` for `{to}` (line {line}):\n{all}"
        );
    }
}

/// Murcia's art. 2 adopts the 1979 articles: one article per game veedor supports from 1979,
/// judged by the 1979 rules under Murcia's id, every citation naming both texts.
#[test]
fn murcia_adopts_the_1979_articles() {
    let set = embedded();
    for game in ["ruleta-francesa", "ruleta-americana", "punto-y-banca", "chemin-de-fer", "dos-panos"] {
        let id = format!("murcia-1996/{game}");
        let c = set.get(&id).unwrap_or_else(|| panic!("no {id}"));
        let a = c.adoption.as_ref().unwrap_or_else(|| panic!("{id} adopts nothing"));
        let adopted = format!("estado-1979/{game}");
        assert_eq!((a.file.adopts.as_str(), a.rules_of.as_str()), (adopted.as_str(), adopted.as_str()));
        let original = set.get(&adopted).expect("the 1979 article");
        assert_eq!(c.file.rules.len(), original.file.rules.len(), "{id}");
        assert_eq!(c.game.emitted_checks(), original.game.emitted_checks(), "{id}");
        let rule = &c.file.rules[0];
        let cite = c.citation(rule);
        assert_eq!(
            (cite.catalog.as_str(), cite.document.as_str()),
            (adopted.as_str(), original.file.source.document.as_str())
        );
        let by = cite.adopted_by.as_deref().expect("adopted_by");
        assert_eq!((by.catalog.as_str(), by.article.as_str()), (id.as_str(), "2"));
        assert!(by.document.starts_with("Decreto 28/1996"), "{}", by.document);
    }
}

/// What `adopts` must name: an article that exists, of the same game, not in a circle.
#[test]
fn lint_reports_bad_adoptions() {
    let dir = std::env::temp_dir().join(format!("veedor-adopts-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let write = |rel: &str, adopts: &str| {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        let (j, g) = rel.trim_end_matches(".yaml").split_once('/').expect("j/g");
        let text = MURCIA_1996
            .replace("murcia-1996/ruleta-francesa", &format!("{j}/{g}"))
            .replace("jurisdiction: murcia-1996", &format!("jurisdiction: {j}"))
            .replace("game: ruleta-francesa", &format!("game: {g}"))
            .replace("adopts: estado-1979/ruleta-francesa", &format!("adopts: {adopts}"));
        std::fs::write(path, text).expect("write");
    };
    write("uno/ruleta-francesa.yaml", "dos/ruleta-francesa");
    write("dos/ruleta-francesa.yaml", "uno/ruleta-francesa");
    write("tres/ruleta-francesa.yaml", "estado-1979/ruleta-fracesa");
    write("cuatro/ruleta-francesa.yaml", "estado-1979/punto-y-banca");
    write("cinco/ruleta-francesa.yaml", "murcia-1996/ruleta-francesa");
    let mut set = embedded();
    let errors = set.load_dir(&dir);
    let messages: Vec<String> = errors.iter().map(|e| e.message.en()).collect();
    let has = |s: &str| messages.iter().any(|m| m.contains(s));
    assert!(
        has(
            "`uno/ruleta-francesa` adopts in a circle: uno/ruleta-francesa adopts dos/ruleta-francesa adopts uno/ruleta-francesa"
        ),
        "{messages:#?}"
    );
    assert!(has("`dos/ruleta-francesa` adopts in a circle"), "{messages:#?}");
    assert!(
        has("`tres/ruleta-francesa` adopts `estado-1979/ruleta-fracesa`, which is not a catalogue article"),
        "{messages:#?}"
    );
    assert!(
        has("`cuatro/ruleta-francesa` is ruleta-francesa, but adopts `estado-1979/punto-y-banca`"),
        "{messages:#?}"
    );
    assert_eq!(errors.len(), 4, "{messages:#?}");
    assert!(errors.iter().all(|e| e.span.is_some()), "each error on the `adopts` line");
    assert!(set.get("uno/ruleta-francesa").is_none());
    // A chain: cinco adopts Murcia's, which adopts 1979's; the citation names all three.
    let c = set.get("cinco/ruleta-francesa").expect("a chain resolves");
    let cite = c.citation(&c.file.rules[0]);
    assert_eq!(cite.catalog, "estado-1979/ruleta-francesa");
    let murcia = cite.adopted_by.as_deref().expect("murcia");
    assert_eq!(murcia.catalog, "murcia-1996/ruleta-francesa");
    assert_eq!(murcia.adopted_by.as_deref().map(|c| c.catalog.as_str()), Some("cinco/ruleta-francesa"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn coverage_counts_and_renders() {
    let set = embedded();
    let cov = coverage(&set);
    assert_eq!(cov.articles.len(), set.iter().count());
    for a in &cov.articles {
        let c = set.get(&a.catalog).expect("catalogue");
        if c.file.play.family() != "roulette" {
            continue;
        }
        assert_eq!(a.counts.rules, c.file.rules.len());
        assert_eq!(a.counts.checked + a.counts.not_checkable, a.counts.rules);
        assert_eq!(a.counts.by_reason.values().sum::<usize>(), a.counts.not_checkable);
        // The American article has no prisión, and so no last-spin refund: its zero is half back.
        if c.file.game == "ruleta-americana" {
            assert!(a.inventory.iter().any(|i| i == "ruleta_am.zero.half"));
            assert!(a.not_checkable.iter().any(|r| r.id == "ruleta.session.cylinder_locked"));
        } else if c.file.game == "ruleta-francesa" {
            assert!(a.inventory.iter().any(|i| i == "ruleta.zero.last_spin"));
            assert!(a.not_checkable.iter().any(|r| r.id == "ruleta.session.cylinder_locked"));
        }
    }
    let text = cov.render_text(veedor::i18n::Lang::En);
    assert_eq!(text, coverage(&set).render_text(veedor::i18n::Lang::En), "stable");
    for a in &cov.articles {
        assert!(text.contains(&format!("{}  {}", a.catalog, a.title)), "{text}");
        for r in &a.checked {
            assert!(
                text.lines().any(|l| l.trim_start().starts_with(&r.id) && l.ends_with(&r.codes.join(" "))),
                "{}: {text}",
                r.id
            );
        }
    }
    assert!(text.contains("staff"), "{text}");
    let json = serde_json::to_value(&cov).expect("serializes");
    let articles = json["articles"].as_array().expect("articles");
    assert!(articles.iter().any(|a| a["catalog"] == "estado-1979/ruleta-francesa"), "1979 roulette");
    assert!(articles.iter().any(|a| a["catalog"] == "valencia-2003/punto-y-banca"), "2003 punto y banca");
    let rf2003 = articles.iter().find(|a| a["catalog"] == "valencia-2003/ruleta-francesa").expect("2003 roulette");
    assert_eq!(rf2003["not_checkable"][0]["reason"], "descriptive");
    // An adopting article's rules are the adopted one's, counted once.
    let own = cov.articles.iter().filter(|a| a.adopts.is_none());
    assert_eq!(json["totals"]["rules"], own.map(|a| a.counts.rules).sum::<usize>());
    let murcia = articles.iter().find(|a| a["catalog"] == "murcia-1996/ruleta-francesa").expect("Murcia");
    assert_eq!(murcia["adopts"], "estado-1979/ruleta-francesa");
}

/// Lint never panics, and every diagnostic's span lies inside the text on char boundaries,
/// whatever is done to a catalogue: lines deleted, duplicated or cut, multibyte characters and
/// YAML indicators inserted anywhere.
#[test]
fn lint_survives_mutated_catalogues() {
    let mut seed: u64 = 0x5eed_cafe;
    let mut next = move |n: usize| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((seed >> 33) as usize) % n.max(1)
    };
    let inserts = ["ñ", "«", "—", ":", " #", "- ", "[", "]", "{", "'", "\"", "\t", "&a ", "*a", "!x ", "\n  ", ">-\n"];
    for (name, base) in [("estado-1979", ESTADO_1979), ("valencia-2003", VALENCIA_2003)] {
        for round in 0..120 {
            let mut lines: Vec<String> = base.lines().map(str::to_owned).collect();
            for _ in 0..1 + next(3) {
                let i = next(lines.len());
                match next(4) {
                    0 => {
                        lines.remove(i);
                    }
                    1 => {
                        let l = lines[i].clone();
                        lines.insert(i, l);
                    }
                    2 => {
                        let l = &lines[i];
                        let cut = l.char_indices().map(|(b, _)| b).nth(next(l.chars().count() + 1)).unwrap_or(l.len());
                        lines[i] = l[..cut].to_owned();
                    }
                    _ => {
                        let l = &lines[i];
                        let at = l.char_indices().map(|(b, _)| b).nth(next(l.chars().count() + 1)).unwrap_or(l.len());
                        lines[i] = format!("{}{}{}", &l[..at], inserts[next(inserts.len())], &l[at..]);
                    }
                }
            }
            let text = lines.join("\n");
            let origin = format!("catalog/{name}/ruleta-francesa.yaml");
            if let Err(errors) = Catalog::from_yaml(&origin, &text, Some(&format!("{name}/ruleta-francesa"))) {
                assert!(!errors.is_empty(), "{name} round {round}: Err without diagnostics");
                for e in &errors {
                    if let Some(s) = e.span {
                        let end = s.offset() + s.len();
                        assert!(
                            end <= text.len() && text.is_char_boundary(s.offset()) && text.is_char_boundary(end),
                            "{name} round {round}: span {s:?} outside the text or inside a character: {}",
                            e.message
                        );
                    }
                    let _ = render(e);
                }
            }
        }
    }
}

/// Each baccarat tableau's `printed` rows are the source's rows at `source_line` (the cells of a
/// row are its last eleven tab-separated fields — twelve in the misaligned 2003 chemin de fer
/// grid — after the row label); the punto y banca grids of 1979 and 2003 read the same, and so do
/// every chemin de fer and dos paños grid.
#[test]
fn baccarat_tableaux_are_printed_as_in_the_sources() {
    let dir = std::env::var_os("VEEDOR_SOURCES")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/sources"));
    let set = embedded();
    let mut grids = BTreeMap::new();
    for c in set.iter() {
        let Play::Baccarat(spec) = &c.file.play else { continue };
        if spec.variant == veedor::catalog::baccarat::Variant::PuntoYBanca && c.adoption.is_none() {
            grids.insert(c.id().to_owned(), spec.tableau.grid.clone());
        }
        // A tableau cited from another text (its rule has `source:`) is printed in that text.
        let file = c.rule(&spec.tableau.rule).and_then(|r| r.source.as_ref()).map_or(&c.file.source.file, |s| &s.file);
        let Ok(source) = std::fs::read_to_string(dir.join(file)) else {
            eprintln!("skipped: {file} not found (set VEEDOR_SOURCES)");
            continue;
        };
        let lines: Vec<&str> = source.lines().collect();
        let Some(first) = spec.tableau.source_line else { continue };
        for (r, printed) in spec.tableau.printed.iter().enumerate() {
            let line = lines[first as usize - 1 + r];
            // Tab-separated in the catalogues; fragment A prints its grid with spaces.
            let fields: Vec<&str> = if line.contains('\t') {
                line.split('\t').map(str::trim).filter(|f| !f.is_empty()).collect()
            } else {
                line.split_whitespace().collect()
            };
            // Eleven cells, or twelve where the print inserted a spurious one (`surplus_cell`).
            let n = printed.split_whitespace().count();
            assert!(fields.len() > n, "{}: row {r}: {line}", c.id());
            let cells = &fields[fields.len() - n..];
            assert_eq!(fields[fields.len() - n - 1], r.to_string(), "{}: row label of row {r}: {line}", c.id());
            assert_eq!(cells.join(" "), *printed, "{}: row {r}", c.id());
        }
    }
    assert_eq!(grids.get("estado-1979/punto-y-banca"), grids.get("valencia-2003/punto-y-banca"));
    assert_eq!(grids.len(), 2);
    let chemin: BTreeSet<Vec<String>> = set
        .iter()
        .filter_map(|c| match &c.file.play {
            Play::Baccarat(s) if s.player_bank.is_some() => Some(s.tableau.grid.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(chemin.len(), 1, "the chemin de fer and dos paños grids differ: {chemin:?}");
}

/// A `rule:` reference in punto y banca's `play` must name a rule that lists the code the
/// engine cites it for: `hand_holder.rule` pointing at the burn rule is caught.
#[test]
fn a_hinted_rule_must_list_the_code() {
    let path = "catalog/estado-1979/punto-y-banca.yaml";
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => panic!("{path}: {e}"),
    };
    let (broken, line) = break_line(&text, "rule: pyb.hands.who_plays", "rule: pyb.burn");
    let errors = match Catalog::from_yaml(path, &broken, Some("estado-1979/punto-y-banca")) {
        Ok(_) => panic!("the broken catalogue loaded without error"),
        Err(e) => e,
    };
    let e = errors.iter().find(|e| e.message.en().contains("does not list BC025"));
    match e {
        Some(e) => assert_points_at(e, line, "rule: pyb.burn"),
        None => panic!("no BC025 error in:\n{}", render_all(&errors)),
    }
}

/// A rule quoted from a text other than its article's (`source:`) must say why in a `note`.
#[test]
fn a_rule_from_another_text_needs_a_note() {
    const FRAGMENTO_B: &str = include_str!("../catalog/fragmento-b/dos-panos.yaml");
    let from = "    note: 'Not on the fragment''s surviving page; taken from the 1979 article it copies (assumption, inventory §3.8).'\n  - id: dospanos.player.must-expose-8-9";
    assert_eq!(FRAGMENTO_B.matches(from).count(), 1);
    let text = FRAGMENTO_B.replacen(from, "  - id: dospanos.player.must-expose-8-9", 1);
    let errors = match Catalog::from_yaml("catalog/fragmento-b/dos-panos.yaml", &text, Some("fragmento-b/dos-panos")) {
        Ok(_) => panic!("a rule from another text without a note loaded"),
        Err(e) => e,
    };
    assert_eq!(errors.len(), 1, "{}", render_all(&errors));
    assert!(
        errors[0].message.en().contains("`dospanos.player.must-draw-0-4` is quoted from another text"),
        "{}",
        errors[0].message
    );
    let rule = text.find("  - id: dospanos.player.must-draw-0-4").unwrap_or(0);
    let source = rule + text[rule..].find("\n    source:").unwrap_or(0) + 1;
    let line = text[..source].matches('\n').count() + 1;
    assert_points_at(&errors[0], line, "source:");
}

/// Every requirement-inventory id a rule names is one the inventories define (in backquotes in
/// `shared/rules/*.md`; `VEEDOR_RULES` may point elsewhere), and every rule of fragment A maps
/// to the inventory (its page is a paraphrase: each sentence it keeps states a dos paños rule of
/// the inventory, and the one rule taken from the 1979 text names the 1979 rule's id).
#[test]
fn inventory_ids_are_the_inventory_s() {
    let set = embedded();
    for c in set.iter().filter(|c| c.id() == "fragmento-a/dos-panos") {
        let bare: Vec<&str> = c.file.rules.iter().filter(|r| r.inventory.is_empty()).map(|r| r.id.as_str()).collect();
        assert!(bare.is_empty(), "{}: rules without inventory ids: {bare:?}", c.id());
    }
    let dir = std::env::var_os("VEEDOR_RULES")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/rules"));
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!("skipped: {} not found (set VEEDOR_RULES)", dir.display());
        return;
    };
    let mut known = BTreeSet::new();
    for e in entries.flatten() {
        let text = std::fs::read_to_string(e.path()).unwrap_or_default();
        known.extend(text.split('`').skip(1).step_by(2).map(str::to_owned));
        // The inventory of articles 10–13 writes its ids in bold.
        known.extend(text.split("**").skip(1).step_by(2).map(str::to_owned));
    }
    let mut unknown = Vec::new();
    for c in set.iter() {
        let ids = c.file.rules.iter().flat_map(|r| r.inventory.iter().map(move |i| (r.id.as_str(), i)));
        for (rule, id) in ids {
            if !known.contains(id.as_str()) {
                unknown.push(format!("{}: {rule} names `{id}`", c.id()));
            }
        }
    }
    assert!(unknown.is_empty(), "inventory ids no inventory defines:\n{}", unknown.join("\n"));
}

/// Every rule of the embedded catalogue, and every adopting provision, has its title in English
/// and in Spanish (the Spanish a translation, not a copy), so `catalog lint` has nothing to warn.
#[test]
fn every_embedded_rule_has_both_titles() {
    let set = embedded();
    let mut titles = 0;
    for c in set.iter() {
        let provision = c.adoption.as_ref().map(|a| (&a.file.adoption.id, &a.file.adoption.title));
        for (id, title) in c.file.rules.iter().map(|r| (&r.id, &r.title)).chain(provision) {
            assert!(title.has(Lang::En) && title.has(Lang::Es), "{}: {id}: {title:?}", c.id());
            assert_ne!(title.get(Lang::En), title.get(Lang::Es), "{}: {id}: the Spanish is the English", c.id());
            titles += 1;
        }
        let warnings = lint::warnings(c);
        assert!(warnings.is_empty(), "{}:\n{}", c.id(), render_all(&warnings));
    }
    assert!(titles >= 450, "{titles} titles");
}

/// The rule `ruleta.wheel.colours` of the 1979 article with `title` written as `to`, and the
/// 1-based line where it starts.
fn retitle_colours(to: &str) -> (String, usize) {
    let from = "    title:\n      en: Which numbers are black and which red\n      es: Qué números son negros y cuáles rojos\n";
    assert_eq!(ESTADO_1979.matches(from).count(), 1, "the 1979 colours rule's title");
    let line = ESTADO_1979[..ESTADO_1979.find(from).unwrap_or(0)].matches('\n').count() + 1;
    (ESTADO_1979.replacen(from, to, 1), line)
}

/// A title written as a plain string, as catalogues were before titles were translated, is
/// English: the article loads, a Spanish reader gets the English, and `catalog lint` warns on
/// the title's line, in either language.
#[test]
fn a_plain_string_title_is_english_and_lint_warns_of_it() {
    let (text, line) = retitle_colours("    title: Which numbers are black and which red\n");
    let c = match Catalog::from_yaml(
        "catalog/estado-1979/ruleta-francesa.yaml",
        &text,
        Some("estado-1979/ruleta-francesa"),
    ) {
        Ok(c) => c,
        Err(e) => panic!("a plain-string title does not load:\n{}", render_all(&e)),
    };
    let rule = c.rule("ruleta.wheel.colours").expect("the rule");
    assert_eq!(rule.title(Lang::Es), "Which numbers are black and which red");
    assert_eq!(rule.title(Lang::En), "Which numbers are black and which red");
    let warnings = lint::warnings(&c);
    assert_eq!(warnings.len(), 1, "{}", render_all(&warnings));
    let w = &warnings[0];
    assert_eq!(w.severity, Severity::Warning);
    assert_eq!(
        w.message.en(),
        "rule `ruleta.wheel.colours` has no Spanish title: a Spanish reader reads it in English"
    );
    assert_points_at(w, line, "title: Which numbers are black and which red");
    assert!(render(w).contains('⚠'), "rendered as a warning:\n{}", render(w));
    let es = w.localized(Lang::Es).to_string();
    assert_eq!(es, "la regla `ruleta.wheel.colours` no tiene título en español: un lector en español lo lee en inglés");
}

/// A title map takes `en` (required) and `es`: anything else is an error on its line.
#[test]
fn a_title_map_needs_english_and_knows_only_en_and_es() {
    let (text, line) = retitle_colours(
        "    title:\n      en: Which numbers are black and which red\n      fr: Quels numéros sont noirs\n",
    );
    let errors = lint_errors(&text);
    assert_eq!(errors.len(), 1, "{}", render_all(&errors));
    assert!(errors[0].message.en().contains("unknown field `fr`, expected `en` or `es`"), "{}", errors[0].message);
    assert_points_at(&errors[0], line + 2, "fr: Quels numéros sont noirs");

    let (text, line) = retitle_colours("    title:\n      es: Qué números son negros y cuáles rojos\n");
    let errors = lint_errors(&text);
    assert_eq!(errors.len(), 1, "{}", render_all(&errors));
    assert!(errors[0].message.en().contains("missing field `en`"), "{}", errors[0].message);
    assert!(render(&errors[0]).contains(&format!("{} │", line + 1)), "{}", render(&errors[0]));

    let (text, line) = retitle_colours("    title: [Which numbers are black]\n");
    let errors = lint_errors(&text);
    assert_eq!(errors.len(), 1, "{}", render_all(&errors));
    assert!(
        errors[0].message.en().contains("expected a string (English) or a map by language"),
        "{}",
        errors[0].message
    );
    assert!(render(&errors[0]).contains(&format!("{line} │")), "{}", render(&errors[0]));
}

/// Boule's `zero.rule` (what a settlement on the 5 that contradicts it cites) must be a rule of
/// the article that lists RL005.
#[test]
fn the_zero_rule_is_checked_like_the_other_cross_references() {
    const BOULE: &str = include_str!("../catalog/estado-1979/boule.yaml");
    for (to, needle) in
        [("      rule: boule.five_kills", "not among `rules`"), ("      rule: boule.definition", "does not list RL005")]
    {
        let (text, line) = break_line(BOULE, "      rule: boule.five_kills_even", to);
        let errors = match Catalog::from_yaml("catalog/estado-1979/boule.yaml", &text, Some("estado-1979/boule")) {
            Ok(_) => panic!("the broken catalogue loaded without error"),
            Err(e) => e,
        };
        let Some(e) = errors.iter().find(|e| e.message.en().contains(needle)) else {
            panic!("no diagnostic `{needle}`:\n{}", render_all(&errors));
        };
        assert_points_at(e, line, to.trim());
    }
}

const DADOS_1979: &str = include_str!("../catalog/estado-1979/dados.yaml");

/// Issue 29 §4: a quote must show the figure its checks apply. The two quotes that cut out the
/// very words applied (the Don't Win's push «en 12», the Don't odds' maximum «para 4 y 10, el
/// 200 por 100») each give a warning on the quote's line, in both languages; the embedded
/// article, whose quotes say them, gives none (as every embedded article:
/// `every_embedded_rule_has_both_titles`).
#[test]
fn a_quote_without_the_figure_its_check_applies_is_a_lint_warning() {
    let new_push = "da resultado nulo en 12 … Las apuestas sobre Dont Win";
    let old_push = "da resultado nulo … Las apuestas sobre Dont Win";
    let new_odds = "el máximo de … para 4 y 10, el 200 por 100 … para el 5 y 9";
    let old_odds = "el máximo de … para el 5 y 9";
    let (text, push_line) = break_line(DADOS_1979, new_push, old_push);
    let (text, odds_line) = break_line(&text, new_odds, old_odds);
    let load = |text: &str| match Catalog::from_yaml("catalog/estado-1979/dados.yaml", text, Some("estado-1979/dados"))
    {
        Ok(c) => c,
        Err(e) => panic!("the article does not load:\n{}", render_all(&e)),
    };
    assert!(lint::warnings(&load(DADOS_1979)).is_empty(), "the embedded quotes show their figures");
    let warnings = lint::warnings(&load(&text));
    assert_eq!(warnings.len(), 2, "{}", render_all(&warnings));
    let push = &warnings[0];
    assert_eq!(push.severity, Severity::Warning);
    assert_eq!(
        push.message.en(),
        "the quote of rule `craps.dontwin` does not show the 12 that `play.dice.bets[1].backs` applies: a finding \
         under it would cite a clause without the figure it was judged by"
    );
    assert!(render(push).contains(&format!("{push_line} │")), "{}", render(push));
    let odds = &warnings[1];
    assert!(odds.message.en().starts_with("the quote of rule `craps.limit.odds-dont` does not show the 200 that"));
    assert!(render(odds).contains(&format!("{odds_line} │")), "{}", render(odds));
    let es = odds.localized(Lang::Es).to_string();
    assert!(es.starts_with("la cita de la regla `craps.limit.odds-dont` no muestra el 200 que aplica"), "{es}");
}

/// An explicit null reads as the text reads it, whether the article is read from its tree or
/// from its text: `None` where the model has an `Option` (`max_players: null`, read once from
/// the tree), refused where it wants a list (`checks: ~`), as the text refuses it, where a tree
/// alone would take it as an empty list.
#[test]
fn an_explicit_null_reads_as_the_text_reads_it() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("catalog/estado-1979/ruleta-americana.yaml");
    let text = std::fs::read_to_string(path).expect("ruleta americana");
    let id = "estado-1979/ruleta-americana";
    let origin = "catalog/estado-1979/ruleta-americana.yaml";
    assert!(text.contains("max_players: null"));
    let Ok(cat) = Catalog::from_yaml(origin, &text, Some(id)) else { panic!("the article loads") };
    let Play::Roulette(spec) = &cat.file.play else { panic!("a roulette") };
    let chips = spec.colour_chips.as_ref().expect("colour chips");
    assert_eq!(chips.max_players, None);
    let (nulled, _) = break_line(&text, "    checks: [RL001]", "    checks: ~");
    let Err(errors) = Catalog::from_yaml(origin, &nulled, Some(id)) else { panic!("`checks: ~` is refused") };
    let text_reading = serde_yaml::from_str::<veedor::catalog::model::CatalogFile>(&nulled);
    assert!(text_reading.is_err(), "the text refuses it too");
    assert!(render_all(&errors).contains("checks"), "{}", render_all(&errors));
}

/// A text is cited by one name everywhere: the 1979 Orden is «Orden de 9 de octubre de 1979,
/// Catálogo de Juegos (BOE-A-1979-25744)» in every article and every rule that cites it (Black
/// Jack, chemin de fer and dos paños once left out «Catálogo de Juegos»).
#[test]
fn each_text_is_cited_by_one_name() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("catalog");
    let mut names: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("catalogue dir").flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "yaml") {
                let text = std::fs::read_to_string(&path).expect("YAML");
                for line in text.lines() {
                    let Some(doc) = line.trim_start().strip_prefix("document: ") else { continue };
                    let doc = doc.trim().trim_matches(['\'', '"']);
                    if let Some(boe) = doc.split(['(', ')']).find(|p| p.starts_with("BOE-")) {
                        names.entry(boe.to_owned()).or_default().insert(doc.to_owned());
                    }
                }
            }
        }
    }
    assert!(names.contains_key("BOE-A-1979-25744"));
    for (boe, docs) in &names {
        assert_eq!(docs.len(), 1, "{boe} is cited by several names: {docs:#?}");
    }
}

const PSD_2003: &str = include_str!("../catalog/valencia-2003/poquer-sin-descarte.yaml");

/// The poker articles are held to their figures too: a Carrusel prize whose quote lost its
/// «400» gives the warning on the quote's line; the embedded articles give none.
#[test]
fn a_poker_quote_without_its_figure_is_a_lint_warning() {
    let load = |text: &str| match Catalog::from_yaml(
        "catalog/valencia-2003/poquer-sin-descarte.yaml",
        text,
        Some("valencia-2003/poquer-sin-descarte"),
    ) {
        Ok(c) => c,
        Err(e) => panic!("the article does not load:\n{}", render_all(&e)),
    };
    assert!(lint::warnings(&load(PSD_2003)).is_empty(), "the embedded quotes show their figures");
    let (text, line) = break_line(PSD_2003, "\"Póquer\\t400 veces la postura.\"", "\"Póquer\\tveces la postura.\"");
    let warnings = lint::warnings(&load(&text));
    assert_eq!(warnings.len(), 1, "{}", render_all(&warnings));
    assert!(
        warnings[0].message.en().starts_with(
            "the quote of rule `carrusel.pay.poker` does not show the 400 that `play.poker.carrusel.minimum.poker` applies"
        ),
        "{}",
        warnings[0].message.en()
    );
    assert!(render(&warnings[0]).contains(&format!("{line} │")), "{}", render(&warnings[0]));
}

const MONTE: &str = include_str!("../catalog/valencia-2003/monte.yaml");

/// Monte's annulment tables (issue 33) are whole and say what their comments say, read without
/// compiling: the principle's has a row for each of the nine configurations of the first two
/// cards with the nine Cartas bets, and brings every Cartas bet to 1 : 1 and every Salto to
/// 1 : 3 in live cards; the literal one covers every doubled or tripled configuration, its Salto
/// entries only for a Salto on a doubled or tripled card. (That they annul exactly what
/// docs/design/monte/odds.py does is `annul_table.py --check`.)
#[test]
fn monte_annulment_tables_are_whole() {
    use veedor::catalog::model::CatalogFile;
    use veedor::engine::monte::spec::{AnnulMode, AnnulTable, Doubling};
    let file: CatalogFile = match serde_yaml::from_str(MONTE) {
        Ok(f) => f,
        Err(e) => panic!("the article does not read: {e}"),
    };
    let Play::Monte(spec) = &file.play else { panic!("not a monte article") };
    assert_eq!(spec.annulments.mode, AnnulMode::Principle);
    let missing = |d: Doubling| match d {
        Doubling::Clean => 0,
        Doubling::Doubled => 1,
        Doubling::Tripled => 2,
    };
    let bets = [
        "cartas 1-2",
        "cartas 3-4",
        "cartas 1-3",
        "cartas 2-4",
        "cartas 1-4",
        "cartas 2-3",
        "cartas 1-2-3-4",
        "cartas 1-3-2-4",
        "cartas 1-4-2-3",
    ];
    let sides = |bet: &str| -> (Vec<u8>, Vec<u8>) {
        let n: Vec<u8> = bet["cartas ".len()..].split('-').filter_map(|p| p.parse().ok()).collect();
        let (a, b) = n.split_at(n.len() / 2);
        (a.to_vec(), b.to_vec())
    };
    let check_shape = |t: &AnnulTable, what: &str| {
        let mut configs = BTreeSet::new();
        for row in &t.cartas {
            assert!(configs.insert(format!("{:?}", row.config)), "{what}: {:?} twice", row.config);
            let names: Vec<&str> = row.bets.iter().map(|e| e.bet.as_str()).collect();
            assert_eq!(names, bets, "{what}: {:?}", row.config);
            for e in &row.bets {
                let (a, b) = sides(&e.bet);
                assert!(usize::from(e.annul) <= e.order.len(), "{what}: {:?} {}", row.config, e.bet);
                assert!(e.order.iter().all(|(p, _)| e.side.contains(p)), "{what}: {:?} {}", row.config, e.bet);
                assert!(e.side.iter().all(|p| a.contains(p) || b.contains(p)), "{what}: {:?} {}", row.config, e.bet);
                let diagonal_one = e.bet == "cartas 1-4" || e.bet == "cartas 2-3";
                assert_eq!(e.only_if.as_deref(), diagonal_one.then_some("cartas.diagonal_one"), "{what}: {}", e.bet);
            }
        }
        configs.len()
    };
    let principle = &spec.annulments.principle;
    assert_eq!(check_shape(principle, "principle"), 9);
    for row in &principle.cartas {
        let live = [3 - missing(row.config.p1), 3 - missing(row.config.p2), 3, 3];
        for e in &row.bets {
            let (a, b) = sides(&e.bet);
            let count = |s: &[u8]| {
                let all: u8 = s.iter().map(|p| live[usize::from(p - 1)]).sum();
                if e.side.iter().all(|p| s.contains(p)) && !e.side.is_empty() { all - e.annul } else { all }
            };
            assert_eq!(count(&a), count(&b), "principle {:?} {}: not 1 : 1", row.config, e.bet);
        }
    }
    assert_eq!(principle.salto.len(), 8);
    for row in &principle.salto {
        assert_eq!(row.on, None, "the principle's Salto rule holds for every Salto");
        let live = [3 - missing(row.config.p1), 3 - missing(row.config.p2), 3, 3];
        let after: Vec<u8> = (1..=4u8)
            .map(|p| live[usize::from(p - 1)] - row.every_salto.annul_per_card.get(&p).copied().unwrap_or(0))
            .collect();
        assert!(after.iter().all(|&n| n == after[0]), "principle Salto {:?}: {after:?}", row.config);
    }
    let Some(literal) = &spec.annulments.literal else { panic!("no literal table") };
    assert_eq!(check_shape(literal, "literal"), 8);
    assert_eq!(literal.salto.len(), 12, "one entry per doubled or tripled card of each configuration");
    for row in &literal.salto {
        let on = row.on.unwrap_or_else(|| panic!("literal Salto {:?} without `on`", row.config));
        let state = if on == 1 { row.config.p1 } else { row.config.p2 };
        assert!(on <= 2 && state != Doubling::Clean, "literal Salto {:?} on {on}", row.config);
        let per_card = missing(state);
        assert!(row.every_salto.annul_per_card.iter().all(|(&p, &n)| p != on && n == per_card), "{:?}", row.config);
        assert_eq!(row.every_salto.order_within_card.len(), usize::from(per_card), "{:?}", row.config);
    }
}

//! Verdicts on small logs that once went wrong (found in review). Each asserts the exact codes a
//! log yields: an empty list for a compliant log.

use veedor::catalog::CatalogSet;
use veedor::check::check_bytes;

fn codes(catalog: &str, min: &str, body: &str) -> Vec<&'static str> {
    let set = match CatalogSet::embedded() {
        Ok(s) => s,
        Err(e) => panic!("embedded catalogue invalid: {e:?}"),
    };
    let text = format!("mesa-log 1\ntable T1 catalog={catalog} min={min}\nsession open\n{body}");
    check_bytes("regression.mesa", text.into_bytes(), &set).findings.iter().map(|f| f.code).collect()
}

const E79: &str = "estado-1979/ruleta-francesa";
const V03: &str = "valencia-2003/ruleta-francesa";

#[test]
fn a_limits_change_between_rounds_does_not_judge_the_round_before() {
    let body = "round 1\nbet s1 negro 4\nnomore\nspin 0 cw\nchoose s1 negro half\ncollect s1 negro 2\nreturn s1 negro 2\n\
                limits min=4\nround 2\nnomore\nspin 5 ccw\nsession close\n";
    assert_eq!(codes(V03, "2", body), Vec::<&str>::new());
}

#[test]
fn forced_prison_needs_no_choice() {
    let body = "round 1\nbet s1 rojo 5\nnomore\nspin 0 cw ball=ccw\nround 2\nnomore\nspin 3 ccw ball=cw\n\
                release s1 prison rojo 5\nsession close\n";
    assert_eq!(codes(E79, "5", body), Vec::<&str>::new());
}

#[test]
fn the_last_spin_is_the_last_one_played() {
    let refund = "round 1\nbet s1 rojo 20\nnomore\nspin 0 cw ball=ccw\nreturn s1 rojo 10\ncollect s1 rojo 10\nround 2\nsession close\n";
    assert_eq!(codes(E79, "5", refund), Vec::<&str>::new());
    let prison = "round 1\nbet s1 rojo 20\nnomore\nspin 0 cw ball=ccw\nchoose s1 rojo prison\nround 2\nsession close\n";
    assert_eq!(codes(E79, "5", prison), vec!["RL022"]);
}

#[test]
fn limits_apply_to_stakes_added_up() {
    let two_small =
        "round 1\nbet s1 pleno 17 3\nbet s1 pleno 17 3\nnomore\nspin 2 cw\ncollect s1 pleno 17 6\nsession close\n";
    assert_eq!(codes(E79, "5", two_small), Vec::<&str>::new());
    let series = "round 1\nbet s1 vecinos 1125\nbet s1 vecinos 1125\nnomore\nspin 9 cw\ncollect s1 vecinos 2250\nsession close\n";
    assert_eq!(codes(V03, "5", series), vec!["RL015"]);
}

#[test]
fn a_forbidden_limits_change_is_one_finding() {
    let body = "round 1\nbet s1 rojo 5\nnomore\nspin 1 cw\npay s1 rojo 5\nlimits min=10\n\
                round 2\nbet s1 rojo 5\nnomore\nspin 2 ccw\ncollect s1 rojo 5\nsession close\n";
    assert_eq!(codes(E79, "5", body), vec!["RL027"]);
    let same = "limits min=5\nround 1\nbet s1 rojo 5\nnomore\nspin 1 cw\npay s1 rojo 5\nsession close\n";
    assert_eq!(codes(E79, "5", same), Vec::<&str>::new(), "repeating the limits changes nothing");
}

#[test]
fn one_error_one_finding() {
    // A choice written before the result.
    let early = "round 1\nbet s1 rojo 10\nnomore\nchoose s1 rojo half\nspin 0 cw\nreturn s1 rojo 5\ncollect s1 rojo 5\n\
                 round 2\nnomore\nspin 3 ccw\nsession close\n";
    assert_eq!(codes(E79, "5", early), vec!["RL029"]);
    // A bet after the result owes nothing, whatever it would have won.
    let late = "round 1\nbet s1 rojo 10\nnomore\nspin 5 cw\nbet s2 rojo 20\npay s1 rojo 10\nsession close\n";
    assert_eq!(codes(E79, "5", late), vec!["RL011"]);
    // A new bet written as if in prisión, then collected.
    let prison = "round 1\nbet s1 prison rojo 20\nnomore\nspin 2 cw\ncollect s1 prison rojo 20\nsession close\n";
    assert_eq!(codes(E79, "5", prison), vec!["RL002"]);
}

#[test]
fn a_void_after_the_result_is_reported_and_the_relaunch_starts_from_the_previous_round() {
    let body = "round 1\nbet s1 pleno 17 5\nnomore\nspin 3 cw\ncollect s1 pleno 17 5\n\
                round 2\nbet s1 pleno 17 5\nnomore\nspin 17 ccw\nvoid ball-out\nspin 5 cw from=3\ncollect s1 pleno 17 5\nsession close\n";
    assert_eq!(codes(E79, "5", body), vec!["RL023"]);
}

#[test]
fn the_zero_is_a_pleno() {
    let body = "round 1\nbet s1 pleno 0 5\nnomore\nspin 0 cw\npay s1 pleno 0 175\nsession close\n";
    assert_eq!(codes(V03, "5", body), Vec::<&str>::new());
}

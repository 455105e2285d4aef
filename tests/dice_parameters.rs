//! Craps's readings of the text that the embedded articles leave at their defaults, each
//! switched in a copy of an article: a shooter's refusal of the dice in the middle of a point
//! (`throw.refusal_during_point`). The defaults themselves are covered by the fixtures
//! (`fixtures/*/dados/`).

mod common;

use common::found_in as found;
use veedor::catalog::CatalogSet;

/// s1 sets the point of 4 (line 11), and s2 takes the dice on a refusal (line 14) with the
/// point on; s2 has a Win bet of its own standing, so it throws with a line bet.
const REFUSAL_IN_POINT: &str = include_str!("../fixtures/estado-1979/dados/CR010-refusal-during-point.mesa");

#[test]
fn a_refusal_during_a_point_is_cr010_by_default_and_accepted_when_allowed() {
    let all = CatalogSet::embedded().expect("embedded");
    for jurisdiction in ["estado-1979", "valencia-2003"] {
        let log = REFUSAL_IN_POINT.replace("estado-1979", jurisdiction);
        assert_eq!(found(&all, &log), vec![("CR010", 14)], "{jurisdiction} at its default");

        let path = format!("{jurisdiction}/dados.yaml");
        let yaml = std::fs::read_to_string(format!("catalog/{path}")).expect("the article");
        let from = "refusal_during_point: forbidden";
        assert!(yaml.contains(from), "{jurisdiction}: {from:?} is not in the article");
        let allowed = common::embedded_with(
            &format!("dice-refusal-{jurisdiction}"),
            &path,
            &yaml.replace(from, "refusal_during_point: allowed"),
        );
        assert_eq!(found(&allowed, &log), vec![], "{jurisdiction} with refusals allowed during a point");

        // Either way a refusal with no point on (the dice offered at a come-out) is lawful, and a
        // change during the point with no reason at all is still CR010.
        let at_come_out = log
            .replace("  roll 2 2\n  point 4\n", "  roll 3 4\n  pay s1 win 10\n  pay s2 win 10\n")
            .replace("round 2\n  nomore\n  roll 1 2\n", "round 2\n  bet s2 win 10\n  nomore\n  roll 2 2\n");
        assert_eq!(found(&all, &at_come_out), vec![], "{jurisdiction}: a refusal at the come-out");
        assert_eq!(found(&allowed, &at_come_out), vec![]);
        let no_reason = log.replace("shooter s2 refusal", "shooter s2");
        assert_eq!(found(&allowed, &no_reason), vec![("CR010", 14)], "{jurisdiction}: no reason");
    }
}

//! The cross-checks of each family's article that serde's types cannot make: every `rule:` a
//! bet kind, limit or payout names is a rule of the file that lists the checks cited with it
//! (baccarat, treinta y cuarenta, bingo and roulette each their own; dados and Black Jack
//! through [`check_rule_refs`]). Called by each family's plug-in ([`crate::engine::family`])
//! while its article is loaded.

use super::Lint;
use crate::catalog::model::{RouletteSpec, RuleSpec};
use crate::i18n::Text;
use crate::t;

/// Every `rule:` of a baccarat article names a rule of the file.
///
/// A reference must list the codes cited with it that the article's engine can emit (`emitted`,
/// `None` when the article does not compile: then all of them): a chemin de fer bank caps the
/// punto's stake (BC042), so `limits.max_rule` is not cited for BC017 there.
pub(crate) fn check_baccarat(
    lint: &mut Lint<'_>,
    spec: &crate::catalog::baccarat::BaccaratSpec,
    rules_: &[RuleSpec],
    emitted: Option<&[&'static str]>,
) {
    let base = "play.baccarat";
    // Each reference, and the codes the engine cites it for (a finding's rule hint): the rule
    // must exist and list each of them, or the citation would silently fall back elsewhere.
    let mut refs: Vec<(String, &str, &[&str])> = vec![
        (format!("{base}.cards.rule"), spec.cards.rule.as_str(), &["BC001", "BC023"]),
        (format!("{base}.player_rule.rule"), spec.player_rule.rule.as_str(), &["BC004"]),
        (format!("{base}.tableau.rule"), spec.tableau.rule.as_str(), &["BC005", "BC006"]),
        (format!("{base}.shoe.cut_card_rule"), spec.shoe.cut_card_rule.as_str(), &["BC021"]),
        (format!("{base}.limits.min_rule"), spec.limits.min_rule.as_str(), &["BC016"]),
        (format!("{base}.limits.max_rule"), spec.limits.max_rule.as_str(), &["BC017"]),
    ];
    if spec.limits.multiple_of_minimum != crate::catalog::baccarat::MultiplePolicy::Never {
        refs.push((format!("{base}.limits.max_rule"), spec.limits.max_rule.as_str(), &["BC018"]));
    }
    if let Some(b) = &spec.shoe.burn {
        refs.push((format!("{base}.shoe.burn.rule"), b.rule.as_str(), &["BC020"]));
    }
    if let Some(c) = &spec.commission {
        refs.push((format!("{base}.commission.rule"), c.rule.as_str(), &["BC010"]));
    }
    if let Some(h) = &spec.shoe_holder {
        refs.push((format!("{base}.shoe_holder.rule"), h.rule.as_str(), &["BC024"]));
    }
    if let Some(h) = &spec.hand_holder {
        refs.push((format!("{base}.hand_holder.rule"), h.rule.as_str(), &["BC025"]));
    }
    if let Some(s) = &spec.seats {
        if let Some(r) = &s.refusal_rule {
            refs.push((format!("{base}.seats.refusal_rule"), r.as_str(), &["BC026"]));
        }
        if let Some(r) = &s.salute_rule {
            refs.push((format!("{base}.seats.salute_rule"), r.as_str(), &["BC027"]));
        }
    }
    for (i, b) in spec.bets.iter().enumerate() {
        // Cited for a wrong amount, a settlement against the result, an unpaid winner
        // (BC010 cites commission.rule instead of a commission bet's rule).
        refs.push((format!("{base}.bets[{i}].rule"), b.rule.as_str(), &["BC011", "BC012"]));
        // A bet shared over parts (`player_bank.shares`) has its amount checked as BC045,
        // citing the share's rule.
        let shared = spec.player_bank.as_ref().is_some_and(|pb| pb.shares.iter().any(|s| s.bet == b.name));
        if !(shared || (b.commission && spec.commission.is_some())) {
            refs.push((format!("{base}.bets[{i}].rule"), b.rule.as_str(), &["BC009"]));
        }
        if let Some(t) = &b.tie_rule {
            refs.push((format!("{base}.bets[{i}].tie_rule"), t.as_str(), &["BC014"]));
        }
    }
    // ---- chemin de fer / dos paños ----
    if let Some(pb) = &spec.player_bank {
        let p = format!("{base}.player_bank");
        refs.push((format!("{p}.bank.announce_rule"), pb.bank.announce_rule.as_str(), &[]));
        if let Some(r) = &pb.bank.stakes_within_bank_rule {
            refs.push((format!("{p}.bank.stakes_within_bank_rule"), r.as_str(), &[]));
        }
        if let Some(r) = &pb.bank.carry_rule {
            refs.push((format!("{p}.bank.carry_rule"), r.as_str(), &[]));
        }
        if let Some(r) = &pb.bank.redeposit_rule {
            refs.push((format!("{p}.bank.redeposit_rule"), r.as_str(), &[]));
        }
        if let Some(r) = &pb.bank.first_coup_rule {
            refs.push((format!("{p}.bank.first_coup_rule"), r.as_str(), &["BC052"]));
        }
        if let Some(r) = &pb.bank.after_voluntary_abandon_rule {
            refs.push((format!("{p}.bank.after_voluntary_abandon_rule"), r.as_str(), &["BC053"]));
        }
        for (i, m) in pb.modalities.iter().enumerate() {
            if let Some(t) = &m.tallas_per_session {
                refs.push((format!("{p}.modalities[{i}].tallas_per_session.rule"), t.rule.as_str(), &["BC054"]));
            }
            if let Some(r) = &m.limits_rule {
                refs.push((format!("{p}.modalities[{i}].limits_rule"), r.as_str(), &[]));
            }
            if let Some(r) = &m.constituted_rule {
                refs.push((format!("{p}.modalities[{i}].constituted_rule"), r.as_str(), &[]));
            }
        }
        if let Some(g) = &pb.garage {
            refs.push((format!("{p}.garage.rule"), g.rule.as_str(), &[]));
        }
        refs.push((format!("{p}.cagnotte.rule"), pb.cagnotte.rule.as_str(), &[]));
        if let Some(r) = &pb.cagnotte.trigger_rule {
            refs.push((format!("{p}.cagnotte.trigger_rule"), r.as_str(), &[]));
        }
        refs.push((format!("{p}.banker_must_draw_rule"), pb.banker_must_draw_rule.as_str(), &["BC005", "BC006"]));
        for (key, r) in [
            ("third_card_face_up_rule", &pb.third_card_face_up_rule),
            ("first_cards_face_down_rule", &pb.first_cards_face_down_rule),
            ("extra_initial_card_rule", &pb.extra_initial_card_rule),
            ("one_third_card_rule", &pb.one_third_card_rule),
            ("decision_order_rule", &pb.decision_order_rule),
            ("banco.replay_rule", &pb.banco.replay_rule),
        ] {
            if let Some(r) = r {
                refs.push((format!("{p}.{key}"), r.as_str(), &[]));
            }
        }
        if let Some(n) = &pb.natural_eight {
            refs.push((format!("{p}.natural_eight.rule"), n.rule.as_str(), &[]));
        }
        refs.push((format!("{p}.players.rule"), pb.players.rule.as_str(), &["BC044", "BC051"]));
        refs.push((format!("{p}.banco.amount_rule"), pb.banco.amount_rule.as_str(), &[]));
        refs.push((format!("{p}.banco.free_rule"), pb.banco.free_rule.as_str(), &[]));
        for (i, sh) in pb.shares.iter().enumerate() {
            refs.push((format!("{p}.shares[{i}].rule"), sh.rule.as_str(), &["BC011", "BC012", "BC045"]));
        }
        refs.push((format!("{p}.settle_rule"), pb.settle_rule.as_str(), &[]));
    }
    check_rule_refs(lint, rules_, emitted, refs);
}

/// Each `(path, rule id, codes)` of a family's article names a rule of the file that lists each
/// code cited with it (those the article's engine can emit, `emitted`; all of them when the
/// article does not compile): a citation would otherwise silently fall back elsewhere.
pub(crate) fn check_rule_refs(
    lint: &mut Lint<'_>,
    rules_: &[RuleSpec],
    emitted: Option<&[&'static str]>,
    refs: Vec<(String, &str, &[&str])>,
) {
    for (path, id, codes) in refs {
        match rules_.iter().find(|r| r.id == id) {
            None => lint.at(
                &path,
                t!("catalog-ref-missing", id = id),
                t!("catalog-label-no-such-rule"),
                Some(t!("catalog-help-ref-missing")),
            ),
            Some(r) => {
                for code in codes {
                    if emitted.is_some_and(|e| !e.contains(code)) {
                        continue;
                    }
                    if !r.checks.iter().any(|c| c == code) {
                        lint.at(
                            &path,
                            t!("catalog-ref-code", code = *code, id = id),
                            t!("catalog-label-ref-code"),
                            Some(t!("catalog-help-ref-code", code = *code, id = id)),
                        );
                    }
                }
            }
        }
    }
}

/// Treinta y cuarenta: every rule its article names exists and lists the codes the engine cites
/// it for (a finding's rule hint), as [`check_baccarat`] does for its family.
pub(crate) fn check_treinta(
    lint: &mut Lint<'_>,
    spec: &crate::catalog::treinta::TreintaSpec,
    rules_: &[RuleSpec],
    emitted: Option<&[&'static str]>,
) {
    let base = "play.treinta";
    let mut refs: Vec<(String, &str, &[&str])> = vec![
        (format!("{base}.cards.rule"), spec.cards.rule.as_str(), &["TC001", "TC004"]),
        (format!("{base}.shoe.cut_card_rule"), spec.shoe.cut_card_rule.as_str(), &["TC002", "TC003", "TC022"]),
        (format!("{base}.rows.values_rule"), spec.rows.values_rule.as_str(), &[]),
        (format!("{base}.rows.deal_rule"), spec.rows.deal_rule.as_str(), &["TC005", "TC021"]),
        (format!("{base}.rows.winner_rule"), spec.rows.winner_rule.as_str(), &[]),
        (format!("{base}.rows.colour_rule"), spec.rows.colour_rule.as_str(), &[]),
        (format!("{base}.payout_rule"), spec.payout_rule.as_str(), &["TC014"]),
        (format!("{base}.tie_rule"), spec.tie_rule.as_str(), &["TC014"]),
        (format!("{base}.refait.rule"), spec.refait.rule.as_str(), &["TC014", "TC020"]),
        (format!("{base}.limits.minimum_rule"), spec.limits.minimum_rule.as_str(), &["TC010"]),
        (format!("{base}.limits.maximum_rule"), spec.limits.maximum_rule.as_str(), &["TC011"]),
        (format!("{base}.settlement.losers_first_rule"), spec.settlement.losers_first_rule.as_str(), &["TC016"]),
        (format!("{base}.settlement.order_rule"), spec.settlement.order_rule.as_str(), &["TC017"]),
        (format!("{base}.red_card_rule"), spec.red_card_rule.as_str(), &["TC014", "TC018"]),
        (format!("{base}.announce_rule"), spec.announce_rule.as_str(), &["TC008", "TC024"]),
    ];
    if let Some(i) = &spec.insurance {
        refs.push((format!("{base}.insurance.rule"), i.rule.as_str(), &["TC013", "TC014"]));
    }
    if let Some(r) = &spec.refait.forced_prison_rule {
        refs.push((format!("{base}.refait.forced_prison_rule"), r.as_str(), &["TC014"]));
    }
    if let Some(r) = &spec.refait.last_coup_rule {
        refs.push((format!("{base}.refait.last_coup_rule"), r.as_str(), &["TC014", "TC023"]));
    }
    for (i, b) in spec.bets.iter().enumerate() {
        refs.push((format!("{base}.bets[{i}].rule"), b.rule.as_str(), &["TC014"]));
    }
    for (path, id, codes) in refs {
        match rules_.iter().find(|r| r.id == id) {
            None => lint.at(
                &path,
                t!("catalog-ref-missing", id = id),
                t!("catalog-label-no-such-rule"),
                Some(t!("catalog-help-ref-missing")),
            ),
            Some(r) => {
                for code in codes {
                    if emitted.is_some_and(|e| !e.contains(code)) || r.checks.iter().any(|c| c == code) {
                        continue;
                    }
                    lint.at(
                        &path,
                        t!("catalog-ref-code", code = *code, id = id),
                        t!("catalog-label-ref-code"),
                        Some(t!("catalog-help-ref-code", code = *code, id = id)),
                    );
                }
            }
        }
    }
}

pub(crate) fn check_bingo(
    lint: &mut Lint<'_>,
    spec: &crate::catalog::bingo::BingoSpec,
    rules_: &[RuleSpec],
    emitted: Option<&[&'static str]>,
) {
    let base = "play.bingo";
    let mut refs: Vec<(String, &str, &[&str])> = vec![
        (format!("{base}.balls.rule"), spec.balls.rule.as_str(), &["BG002", "BG003"]),
        (format!("{base}.card.rule"), spec.card.rule.as_str(), &["BG001"]),
        (format!("{base}.card.single_use_rule"), spec.card.single_use_rule.as_str(), &["BG010"]),
        (format!("{base}.prizes.sale_rule"), spec.prizes.sale_rule.as_str(), &["BG010"]),
        (format!("{base}.prizes.rule"), spec.prizes.rule.as_str(), &["BG009", "BG016"]),
        (format!("{base}.prizes.void_rule"), spec.prizes.void_rule.as_str(), &["BG008"]),
        (format!("{base}.sharing.rule"), spec.sharing.rule.as_str(), &["BG007"]),
        (format!("{base}.line_rule"), spec.line_rule.as_str(), &["BG004", "BG005", "BG006"]),
        (format!("{base}.bingo_rule"), spec.bingo_rule.as_str(), &["BG004", "BG006"]),
        (format!("{base}.claims_rule"), spec.claims_rule.as_str(), &["BG008"]),
    ];
    if let Some(d) = &spec.double_cards {
        refs.push((format!("{base}.double_cards.rule"), d.rule.as_str(), &["BG010"]));
        refs.push((format!("{base}.double_cards.halves_rule"), d.halves_rule.as_str(), &["BG010"]));
        refs.push((format!("{base}.double_cards.prizes_rule"), d.prizes_rule.as_str(), &["BG009"]));
        refs.push((format!("{base}.double_cards.flow_rule"), d.flow_rule.as_str(), &["BG006"]));
    }
    if let Some(a) = &spec.acumulativo {
        let b = format!("{base}.acumulativo");
        refs.push((format!("{b}.scale_rule"), a.scale_rule.as_str(), &["BG011"]));
        refs.push((format!("{b}.funding_rule"), a.funding_rule.as_str(), &["BG012"]));
        refs.push((format!("{b}.line_cap_rule"), a.line_cap_rule.as_str(), &["BG012"]));
        refs.push((format!("{b}.bingo_cap_rule"), a.bingo_cap_rule.as_str(), &["BG012"]));
        refs.push((format!("{b}.payout_rule"), a.payout_rule.as_str(), &["BG015"]));
        refs.push((format!("{b}.actas_rule"), a.actas_rule.as_str(), &["BG013"]));
        refs.push((format!("{b}.announce_rule"), a.announce_rule.as_str(), &["BG014"]));
    }
    check_rule_refs(lint, rules_, emitted, refs);
}

pub(crate) fn check_roulette(lint: &mut Lint<'_>, spec: &RouletteSpec, rules_: &[RuleSpec]) {
    let base = "play.roulette";
    let find = |id: &str| rules_.iter().find(|r| r.id == id);
    for (i, b) in spec.bets.iter().enumerate() {
        let (bet, rule) = (&b.name, &b.rule);
        cites_its_check(
            lint,
            &format!("{base}.bets[{i}].rule"),
            find(rule),
            "RL003",
            || [t!("catalog-bet-rule-missing", bet = bet, rule = rule), t!("catalog-help-bet-rule-missing")],
            || {
                [
                    t!("catalog-bet-rule-no-check", bet = bet, rule = rule),
                    t!("catalog-label-bet-rule-no-check"),
                    t!("catalog-help-bet-rule-no-check"),
                ]
            },
        );
    }
    for (class, max) in &spec.limits.maximum {
        let rule = &max.rule;
        cites_its_check(
            lint,
            &format!("{base}.limits.maximum.{class}.rule"),
            find(rule),
            "RL015",
            || [t!("catalog-limit-rule-missing", class = class, rule = rule), t!("catalog-help-limit-rule-missing")],
            || {
                [
                    t!("catalog-limit-rule-no-check", class = class, rule = rule),
                    t!("catalog-label-limit-rule-no-check"),
                    t!("catalog-help-limit-rule-no-check"),
                ]
            },
        );
    }
    if let Some(rule) = &spec.zero.rule {
        cites_its_check(
            lint,
            &format!("{base}.zero.rule"),
            find(rule),
            "RL005",
            || [t!("catalog-zero-rule-missing", rule = rule), t!("catalog-help-zero-rule-missing")],
            || {
                [
                    t!("catalog-zero-rule-no-check", rule = rule),
                    t!("catalog-label-zero-rule-no-check"),
                    t!("catalog-help-zero-rule-no-check"),
                ]
            },
        );
    }
    if let Some(rule) = &spec.single_pano_rule {
        cites_its_check(
            lint,
            &format!("{base}.single_pano_rule"),
            find(rule),
            "RL010",
            || [t!("catalog-pano-rule-missing", rule = rule), t!("catalog-help-pano-rule-missing")],
            || {
                [
                    t!("catalog-pano-rule-no-check", rule = rule),
                    t!("catalog-label-pano-rule-no-check"),
                    t!("catalog-help-pano-rule-no-check"),
                ]
            },
        );
    }
    if let Some(rule) = &spec.pay_player_at_once_rule {
        cites_its_check(
            lint,
            &format!("{base}.pay_player_at_once_rule"),
            find(rule),
            "RL009",
            || [t!("catalog-at-once-rule-missing", rule = rule), t!("catalog-help-at-once-rule-missing")],
            || {
                [
                    t!("catalog-at-once-rule-no-check", rule = rule),
                    t!("catalog-label-at-once-rule-no-check"),
                    t!("catalog-help-at-once-rule-no-check"),
                ]
            },
        );
    }
}

/// A roulette article's reference at `path` to a rule (`found`, `None` when the file has no
/// rule of that id) that must list `code`, the check citing it: an error on the reference when
/// the rule is missing (`missing`: message and help) or does not list the code (`no_check`:
/// message, label and help). The messages are built only for an error, and each as a literal
/// id, which the translations' test finds.
fn cites_its_check(
    lint: &mut Lint<'_>,
    path: &str,
    found: Option<&RuleSpec>,
    code: &str,
    missing: impl FnOnce() -> [Text; 2],
    no_check: impl FnOnce() -> [Text; 3],
) {
    match found {
        None => {
            let [message, help] = missing();
            lint.at(path, message, t!("catalog-label-no-such-rule"), Some(help));
        }
        Some(r) if !r.checks.iter().any(|c| c == code) => {
            let [message, label, help] = no_check();
            lint.at(path, message, label, Some(help));
        }
        Some(_) => {}
    }
}

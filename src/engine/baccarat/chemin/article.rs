//! A chemin de fer or dos paños article as the engine needs it: the checks it makes the engine
//! emit, and what its YAML types cannot say (checked when the article is compiled).

use crate::catalog::baccarat::ModalitySpec;
use crate::engine::CompileError;
use crate::engine::baccarat::BaccaratGame;
use crate::t;

/// The checks this engine can emit under `g`'s parameters.
pub fn emitted_checks(g: &BaccaratGame) -> Vec<&'static str> {
    let mut v = vec![
        "BC001", "BC002", "BC003", "BC004", "BC005", "BC006", "BC007", "BC008", "BC009", "BC011", "BC012", "BC013",
        "BC014", "BC015", "BC019", "BC021", "BC022", "BC023", "BC028", "BC029", "BC030", "BC031", "BC032", "BC033",
        "BC034", "BC040", "BC044", "BC048", "BC050", "BC051", "BC055",
    ];
    if g.bets.iter().any(|b| !b.exempt) {
        v.push("BC016");
    }
    let Some(pb) = g.spec.player_bank.as_ref() else {
        v.sort_unstable();
        return v;
    };
    if pb.garage.is_some() {
        v.push("BC043");
    }
    if pb.modalities.iter().any(ModalitySpec::has_limits) {
        v.push("BC041");
    }
    if pb.bank.stakes_within_bank_rule.is_some() {
        v.push("BC042");
    }
    if pb.bank.first_coup_rule.is_some() {
        v.push("BC052");
    }
    if pb.bank.after_voluntary_abandon_rule.is_some() {
        v.push("BC053");
    }
    if pb.modalities.iter().any(|m| m.tallas_per_session.is_some()) {
        v.push("BC054");
    }
    if pb.bank.carry_rule.is_some() {
        v.push("BC046");
    }
    if pb.third_card_face_up_rule.is_some() {
        v.push("BC047");
    }
    if pb.first_cards_face_down_rule.is_some() {
        v.push("BC035");
    }
    if pb.banco.null_replays.is_some() {
        v.push("BC049");
    }
    if !pb.shares.is_empty() {
        v.push("BC045");
    }
    if g.spec.shoe_holder.as_ref().is_some_and(|h| h.passes_on_bank_loss) {
        v.push("BC024");
    }
    v.sort_unstable();
    v
}

/// What YAML types cannot say about a chemin de fer or dos paños article.
pub fn check_spec(g: &BaccaratGame) -> Result<(), Vec<CompileError>> {
    let base = "play.baccarat.player_bank";
    let Some(pb) = g.spec.player_bank.as_ref() else {
        return Err(vec![CompileError::new(
            "play.baccarat",
            t!("chemin-compile-needs-player-bank", variant = g.variant.as_str()),
        )]);
    };
    let mut errs = Vec::new();
    if pb.modalities.is_empty() {
        errs.push(CompileError::new(format!("{base}.modalities"), t!("chemin-compile-a-modality")));
    }
    for (i, m) in pb.modalities.iter().enumerate() {
        if let Some(r) = m.cagnotte_rate
            && (*r.0.numer() < 0 || *r.0.numer() >= *r.0.denom())
        {
            errs.push(CompileError::new(
                format!("{base}.modalities[{i}].cagnotte_rate"),
                t!("chemin-compile-cagnotte-rate"),
            ));
        }
        if m.has_limits() && m.limits_rule.is_none() {
            errs.push(CompileError::new(format!("{base}.modalities[{i}]"), t!("chemin-compile-limits-rule")));
        }
    }
    for &t in &pb.banker_must_draw {
        if t > 7 {
            errs.push(CompileError::new(
                format!("{base}.banker_must_draw"),
                t!("chemin-compile-not-below-naturals", total = t),
            ));
        }
    }
    if pb.players.per_hand && g.players.len() < 2 {
        errs.push(CompileError::new(format!("{base}.players.per_hand"), t!("chemin-compile-one-player-hand")));
    }
    for (key, name) in
        std::iter::once(("banco.bet", &pb.banco.bet)).chain(pb.banco.half_bet.iter().map(|b| ("banco.half_bet", b)))
    {
        if g.bet(name).is_none() {
            errs.push(CompileError::new(format!("{base}.{key}"), t!("chemin-compile-not-a-bet", name = name)));
        }
    }
    for (i, s) in pb.shares.iter().enumerate() {
        if g.bet(&s.bet).is_none() {
            errs.push(CompileError::new(
                format!("{base}.shares[{i}].bet"),
                t!("chemin-compile-not-a-bet", name = &s.bet),
            ));
        }
        if s.hands.is_empty() {
            errs.push(CompileError::new(format!("{base}.shares[{i}].hands"), t!("chemin-compile-share-hands")));
        }
        for h in &s.hands {
            if !g.hand(h).is_some_and(|x| g.players.contains(&x)) {
                errs.push(CompileError::new(
                    format!("{base}.shares[{i}].hands"),
                    t!("chemin-compile-not-a-player-hand", name = h),
                ));
            }
        }
        if let Some(r) = s.share
            && (*r.0.numer() <= 0 || r.0.numer() > r.0.denom())
        {
            errs.push(CompileError::new(format!("{base}.shares[{i}].share"), t!("chemin-compile-share-range")));
        }
    }
    if errs.is_empty() { Ok(()) } else { Err(errs) }
}

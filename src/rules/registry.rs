//! The registry's table (see [`super`]): every check's code, name, group, default severity and
//! the message ids of its documentation in `i18n/<lang>/checks.ftl`.

use super::{Check, Group};
use crate::finding::Severity;

macro_rules! checks {
    ($( $code:literal $name:literal $group:ident $sev:ident
        summary: $summary:literal
        explanation: $expl:literal ; )*) => {
        /// Every check veedor knows, in code order.
        pub static CHECKS: &[Check] = &[
            $( Check {
                code: $code,
                name: $name,
                group: Group::$group,
                severity: Severity::$sev,
                summary_id: $summary,
                explanation_id: $expl,
            }, )*
        ];
    };
}

checks! {
    // ---- log format: input errors -------------------------------------------------------------
    "M001" "malformed-line" LogFormat Error
        summary: "check-m001-summary"
        explanation: "check-m001-doc";
    "M002" "invalid-utf8" LogFormat Error
        summary: "check-m002-summary"
        explanation: "check-m002-doc";
    "M003" "format-version" LogFormat Error
        summary: "check-m003-summary"
        explanation: "check-m003-doc";
    "M004" "table-header" LogFormat Error
        summary: "check-m004-summary"
        explanation: "check-m004-doc";
    "M005" "unreadable-input" LogFormat Error
        summary: "check-m005-summary"
        explanation: "check-m005-doc";
    "M006" "internal-error" LogFormat Error
        summary: "check-m006-summary"
        explanation: "check-m006-doc";
    // ---- session structure --------------------------------------------------------------------
    "S001" "event-outside-session" Session Error
        summary: "check-s001-summary"
        explanation: "check-s001-doc";
    "S002" "round-order" Session Error
        summary: "check-s002-summary"
        explanation: "check-s002-doc";
    "S003" "session-not-closed" Session Warning
        summary: "check-s003-summary"
        explanation: "check-s003-doc";
    "S004" "round-without-result" Session Error
        summary: "check-s004-summary"
        explanation: "check-s004-doc";
    "S005" "event-outside-round" Session Error
        summary: "check-s005-summary"
        explanation: "check-s005-doc";
    "S006" "session-reopened" Session Error
        summary: "check-s006-summary"
        explanation: "check-s006-doc";
    "S007" "event-foreign-to-game" Session Error
        summary: "check-s007-summary"
        explanation: "check-s007-doc";
    "S008" "round-not-announced" Session Error
        summary: "check-s008-summary"
        explanation: "check-s008-doc";
    "S009" "no-session" Session Error
        summary: "check-s009-summary"
        explanation: "check-s009-doc";
    // ---- waivers ------------------------------------------------------------------------------
    "W001" "invalid-waiver" Waiver Error
        summary: "check-w001-summary"
        explanation: "check-w001-doc";
    "W002" "unused-waiver" Waiver Warning
        summary: "check-w002-summary"
        explanation: "check-w002-doc";
    // ---- roulette -----------------------------------------------------------------------------
    "RL001" "result-out-of-range" Roulette Error
        summary: "check-rl001-summary"
        explanation: "check-rl001-doc";
    "RL002" "bet-not-in-catalogue" Roulette Error
        summary: "check-rl002-summary"
        explanation: "check-rl002-doc";
    "RL003" "wrong-payout" Roulette Error
        summary: "check-rl003-summary"
        explanation: "check-rl003-doc";
    "RL004" "unpaid-winner" Roulette Error
        summary: "check-rl004-summary"
        explanation: "check-rl004-doc";
    "RL005" "settlement-contradicts-result" Roulette Error
        summary: "check-rl005-summary"
        explanation: "check-rl005-doc";
    "RL006" "duplicate-settlement" Roulette Error
        summary: "check-rl006-summary"
        explanation: "check-rl006-doc";
    "RL007" "settlement-without-bet" Roulette Error
        summary: "check-rl007-summary"
        explanation: "check-rl007-doc";
    "RL008" "uncollected-loser" Roulette Warning
        summary: "check-rl008-summary"
        explanation: "check-rl008-doc";
    "RL009" "payment-order" Roulette Error
        summary: "check-rl009-summary"
        explanation: "check-rl009-doc";
    "RL010" "losers-not-collected-first" Roulette Error
        summary: "check-rl010-summary"
        explanation: "check-rl010-doc";
    "RL011" "bet-after-no-more" Roulette Error
        summary: "check-rl011-summary"
        explanation: "check-rl011-doc";
    "RL012" "rotor-not-alternated" Roulette Error
        summary: "check-rl012-summary"
        explanation: "check-rl012-doc";
    "RL013" "ball-not-against-rotor" Roulette Error
        summary: "check-rl013-summary"
        explanation: "check-rl013-doc";
    "RL014" "bet-below-minimum" Roulette Error
        summary: "check-rl014-summary"
        explanation: "check-rl014-doc";
    "RL015" "bet-above-maximum" Roulette Error
        summary: "check-rl015-summary"
        explanation: "check-rl015-doc";
    "RL016" "bet-not-multiple-of-minimum" Roulette Error
        summary: "check-rl016-summary"
        explanation: "check-rl016-doc";
    "RL017" "zero-choice-missing" Roulette Error
        summary: "check-rl017-summary"
        explanation: "check-rl017-doc";
    "RL018" "wrong-refund" Roulette Error
        summary: "check-rl018-summary"
        explanation: "check-rl018-doc";
    "RL019" "forced-prison-ignored" Roulette Error
        summary: "check-rl019-summary"
        explanation: "check-rl019-doc";
    "RL020" "prisoner-paid-winnings" Roulette Error
        summary: "check-rl020-summary"
        explanation: "check-rl020-doc";
    "RL021" "prisoner-not-resolved" Roulette Error
        summary: "check-rl021-summary"
        explanation: "check-rl021-doc";
    "RL022" "last-spin-refund" Roulette Error
        summary: "check-rl022-summary"
        explanation: "check-rl022-doc";
    "RL023" "void-reason-not-allowed" Roulette Error
        summary: "check-rl023-summary"
        explanation: "check-rl023-doc";
    "RL024" "relaunch-not-from-previous" Roulette Error
        summary: "check-rl024-summary"
        explanation: "check-rl024-doc";
    "RL025" "settlement-before-result" Roulette Error
        summary: "check-rl025-summary"
        explanation: "check-rl025-doc";
    "RL026" "series-chips" Roulette Error
        summary: "check-rl026-summary"
        explanation: "check-rl026-doc";
    "RL027" "limits-changed-in-session" Roulette Error
        summary: "check-rl027-summary"
        explanation: "check-rl027-doc";
    "RL028" "spin-without-no-more" Roulette Error
        summary: "check-rl028-summary"
        explanation: "check-rl028-doc";
    "RL029" "choice-not-allowed" Roulette Error
        summary: "check-rl029-summary"
        explanation: "check-rl029-doc";
    "RL030" "wrong-release" Roulette Error
        summary: "check-rl030-summary"
        explanation: "check-rl030-doc";
    "RL031" "wrong-collection" Roulette Error
        summary: "check-rl031-summary"
        explanation: "check-rl031-doc";
    "RL032" "second-result" Roulette Error
        summary: "check-rl032-summary"
        explanation: "check-rl032-doc";
    "RL033" "checks-not-made" Roulette Warning
        summary: "check-rl033-summary"
        explanation: "check-rl033-doc";
    "RL034" "colour-chip-value" Roulette Error
        summary: "check-rl034-summary"
        explanation: "check-rl034-doc";
    "RL035" "too-many-colour-players" Roulette Error
        summary: "check-rl035-summary"
        explanation: "check-rl035-doc";
    "RL036" "bet-not-in-colour-chips" Roulette Error
        summary: "check-rl036-summary"
        explanation: "check-rl036-doc";
    "RL040" "authorised-maximum-out-of-range" Roulette Error
        summary: "check-rl040-summary"
        explanation: "check-rl040-doc";
    "RL041" "minimum-not-authorised" Roulette Error
        summary: "check-rl041-summary"
        explanation: "check-rl041-doc";
    // ---- baccarat family: shared machinery and punto y banca (BC001–BC039) -------------------
    "BC001" "card-not-in-shoe" Baccarat Error
        summary: "check-bc001-summary"
        explanation: "check-bc001-doc";
    "BC002" "deal-order" Baccarat Error
        summary: "check-bc002-summary"
        explanation: "check-bc002-doc";
    "BC003" "player-illegal-draw" Baccarat Error
        summary: "check-bc003-summary"
        explanation: "check-bc003-doc";
    "BC004" "player-missed-draw" Baccarat Error
        summary: "check-bc004-summary"
        explanation: "check-bc004-doc";
    "BC005" "banker-illegal-draw" Baccarat Error
        summary: "check-bc005-summary"
        explanation: "check-bc005-doc";
    "BC006" "banker-missed-draw" Baccarat Error
        summary: "check-bc006-summary"
        explanation: "check-bc006-doc";
    "BC007" "draw-after-natural" Baccarat Error
        summary: "check-bc007-summary"
        explanation: "check-bc007-doc";
    "BC008" "wrong-winner" Baccarat Error
        summary: "check-bc008-summary"
        explanation: "check-bc008-doc";
    "BC009" "baccarat-wrong-payout" Baccarat Error
        summary: "check-bc009-summary"
        explanation: "check-bc009-doc";
    "BC010" "wrong-commission" Baccarat Error
        summary: "check-bc010-summary"
        explanation: "check-bc010-doc";
    "BC011" "baccarat-settlement-contradicts-result" Baccarat Error
        summary: "check-bc011-summary"
        explanation: "check-bc011-doc";
    "BC012" "baccarat-unpaid-winner" Baccarat Error
        summary: "check-bc012-summary"
        explanation: "check-bc012-doc";
    "BC013" "baccarat-duplicate-settlement" Baccarat Error
        summary: "check-bc013-summary"
        explanation: "check-bc013-doc";
    "BC014" "tie-not-void" Baccarat Error
        summary: "check-bc014-summary"
        explanation: "check-bc014-doc";
    "BC015" "baccarat-bet-after-no-more" Baccarat Error
        summary: "check-bc015-summary"
        explanation: "check-bc015-doc";
    "BC016" "baccarat-bet-below-minimum" Baccarat Error
        summary: "check-bc016-summary"
        explanation: "check-bc016-doc";
    "BC017" "baccarat-bet-above-maximum" Baccarat Error
        summary: "check-bc017-summary"
        explanation: "check-bc017-doc";
    "BC018" "baccarat-bet-not-multiple-of-minimum" Baccarat Error
        summary: "check-bc018-summary"
        explanation: "check-bc018-doc";
    "BC019" "baccarat-bet-not-in-catalogue" Baccarat Error
        summary: "check-bc019-summary"
        explanation: "check-bc019-doc";
    "BC020" "wrong-burn-count" Baccarat Error
        summary: "check-bc020-summary"
        explanation: "check-bc020-doc";
    "BC021" "cut-card-position" Baccarat Error
        summary: "check-bc021-summary"
        explanation: "check-bc021-doc";
    "BC022" "coup-after-stop-card" Baccarat Error
        summary: "check-bc022-summary"
        explanation: "check-bc022-doc";
    "BC023" "wrong-deck-count" Baccarat Error
        summary: "check-bc023-summary"
        explanation: "check-bc023-doc";
    "BC024" "shoe-not-passed-on-bank-loss" Baccarat Error
        summary: "check-bc024-summary"
        explanation: "check-bc024-doc";
    "BC025" "hand-not-to-highest-bettor" Baccarat Error
        summary: "check-bc025-summary"
        explanation: "check-bc025-doc";
    "BC026" "seat-kept-after-refusals" Baccarat Error
        summary: "check-bc026-summary"
        explanation: "check-bc026-doc";
    "BC027" "salute-repeated" Baccarat Error
        summary: "check-bc027-summary"
        explanation: "check-bc027-doc";
    "BC028" "coup-incomplete" Baccarat Error
        summary: "check-bc028-summary"
        explanation: "check-bc028-doc";
    "BC029" "cards-before-no-more" Baccarat Error
        summary: "check-bc029-summary"
        explanation: "check-bc029-doc";
    "BC030" "unknown-hand" Baccarat Error
        summary: "check-bc030-summary"
        explanation: "check-bc030-doc";
    "BC031" "coup-already-decided" Baccarat Error
        summary: "check-bc031-summary"
        explanation: "check-bc031-doc";
    "BC032" "baccarat-settlement-before-result" Baccarat Error
        summary: "check-bc032-summary"
        explanation: "check-bc032-doc";
    "BC033" "baccarat-settlement-without-bet" Baccarat Error
        summary: "check-bc033-summary"
        explanation: "check-bc033-doc";
    "BC034" "baccarat-uncollected-loser" Baccarat Warning
        summary: "check-bc034-summary"
        explanation: "check-bc034-doc";
    "BC035" "first-cards-face-up" Baccarat Error
        summary: "check-bc035-summary"
        explanation: "check-bc035-doc";
    // ---- chemin de fer and dos paños (BC040–BC079) --------------------------------------------
    "BC040" "wrong-cagnotte" Baccarat Error
        summary: "check-bc040-summary"
        explanation: "check-bc040-doc";
    "BC041" "bank-out-of-limits" Baccarat Error
        summary: "check-bc041-summary"
        explanation: "check-bc041-doc";
    "BC042" "stakes-over-bank" Baccarat Error
        summary: "check-bc042-summary"
        explanation: "check-bc042-doc";
    "BC043" "garage-not-allowed" Baccarat Error
        summary: "check-bc043-summary"
        explanation: "check-bc043-doc";
    "BC044" "too-few-players" Baccarat Error
        summary: "check-bc044-summary"
        explanation: "check-bc044-doc";
    "BC045" "wrong-share" Baccarat Error
        summary: "check-bc045-summary"
        explanation: "check-bc045-doc";
    "BC046" "bank-decreased" Baccarat Error
        summary: "check-bc046-summary"
        explanation: "check-bc046-doc";
    "BC047" "third-card-face-down" Baccarat Error
        summary: "check-bc047-summary"
        explanation: "check-bc047-doc";
    "BC048" "banco-amount" Baccarat Error
        summary: "check-bc048-summary"
        explanation: "check-bc048-doc";
    "BC049" "banco-replay" Baccarat Error
        summary: "check-bc049-summary"
        explanation: "check-bc049-doc";
    "BC050" "bank-not-announced" Baccarat Error
        summary: "check-bc050-summary"
        explanation: "check-bc050-doc";
    "BC051" "players-not-logged" Baccarat Warning
        summary: "check-bc051-summary"
        explanation: "check-bc051-doc";
    "BC052" "bank-left-before-dealing" Baccarat Error
        summary: "check-bc052-summary"
        explanation: "check-bc052-doc";
    "BC053" "bank-below-abandoned" Baccarat Error
        summary: "check-bc053-summary"
        explanation: "check-bc053-doc";
    "BC054" "tallas-per-session" Baccarat Error
        summary: "check-bc054-summary"
        explanation: "check-bc054-doc";
    "BC055" "optional-lines-not-logged" Baccarat Warning
        summary: "check-bc055-summary"
        explanation: "check-bc055-doc";
    // ---- Black Jack (BJ001–BJ099) -------------------------------------------------------------
    "BJ001" "bj-card-not-in-shoe" BlackJack Error
        summary: "check-bj001-summary"
        explanation: "check-bj001-doc";
    "BJ002" "bj-wrong-burn-count" BlackJack Error
        summary: "check-bj002-summary"
        explanation: "check-bj002-doc";
    "BJ003" "bj-cut-card-reserve" BlackJack Error
        summary: "check-bj003-summary"
        explanation: "check-bj003-doc";
    "BJ004" "bj-round-after-cut-card" BlackJack Error
        summary: "check-bj004-summary"
        explanation: "check-bj004-doc";
    "BJ005" "bj-wrong-deck-count" BlackJack Error
        summary: "check-bj005-summary"
        explanation: "check-bj005-doc";
    "BJ006" "bj-deal-order" BlackJack Error
        summary: "check-bj006-summary"
        explanation: "check-bj006-doc";
    "BJ007" "bj-unknown-hand" BlackJack Error
        summary: "check-bj007-summary"
        explanation: "check-bj007-doc";
    "BJ008" "bj-card-face-down" BlackJack Error
        summary: "check-bj008-summary"
        explanation: "check-bj008-doc";
    "BJ009" "hit-on-21-or-more" BlackJack Error
        summary: "check-bj009-summary"
        explanation: "check-bj009-doc";
    "BJ010" "card-not-asked-for" BlackJack Error
        summary: "check-bj010-summary"
        explanation: "check-bj010-doc";
    "BJ011" "hand-out-of-turn" BlackJack Error
        summary: "check-bj011-summary"
        explanation: "check-bj011-doc";
    "BJ012" "card-to-finished-hand" BlackJack Error
        summary: "check-bj012-summary"
        explanation: "check-bj012-doc";
    "BJ013" "bust-not-collected-at-once" BlackJack Error
        summary: "check-bj013-summary"
        explanation: "check-bj013-doc";
    "BJ014" "dealer-drew-on-17" BlackJack Error
        summary: "check-bj014-summary"
        explanation: "check-bj014-doc";
    "BJ015" "dealer-stood-below-17" BlackJack Error
        summary: "check-bj015-summary"
        explanation: "check-bj015-doc";
    "BJ016" "double-not-allowed" BlackJack Error
        summary: "check-bj016-summary"
        explanation: "check-bj016-doc";
    "BJ017" "double-wrong-amount" BlackJack Error
        summary: "check-bj017-summary"
        explanation: "check-bj017-doc";
    "BJ018" "split-not-allowed" BlackJack Error
        summary: "check-bj018-summary"
        explanation: "check-bj018-doc";
    "BJ019" "split-wrong-amount" BlackJack Error
        summary: "check-bj019-summary"
        explanation: "check-bj019-doc";
    "BJ020" "insurance-not-allowed" BlackJack Error
        summary: "check-bj020-summary"
        explanation: "check-bj020-doc";
    "BJ021" "insurance-over-half" BlackJack Error
        summary: "check-bj021-summary"
        explanation: "check-bj021-doc";
    "BJ022" "even-money-not-allowed" BlackJack Error
        summary: "check-bj022-summary"
        explanation: "check-bj022-doc";
    "BJ023" "bj-wrong-payout" BlackJack Error
        summary: "check-bj023-summary"
        explanation: "check-bj023-doc";
    "BJ024" "bj-settlement-contradicts-outcome" BlackJack Error
        summary: "check-bj024-summary"
        explanation: "check-bj024-doc";
    "BJ025" "bj-unpaid-winner" BlackJack Error
        summary: "check-bj025-summary"
        explanation: "check-bj025-doc";
    "BJ026" "bj-uncollected-loser" BlackJack Warning
        summary: "check-bj026-summary"
        explanation: "check-bj026-doc";
    "BJ027" "bj-duplicate-settlement" BlackJack Error
        summary: "check-bj027-summary"
        explanation: "check-bj027-doc";
    "BJ028" "bj-settlement-without-bet" BlackJack Error
        summary: "check-bj028-summary"
        explanation: "check-bj028-doc";
    "BJ029" "bj-settlement-order" BlackJack Error
        summary: "check-bj029-summary"
        explanation: "check-bj029-doc";
    "BJ030" "bj-settlement-before-outcome" BlackJack Error
        summary: "check-bj030-summary"
        explanation: "check-bj030-doc";
    "BJ031" "bj-bet-below-minimum" BlackJack Error
        summary: "check-bj031-summary"
        explanation: "check-bj031-doc";
    "BJ032" "bj-bet-above-maximum" BlackJack Error
        summary: "check-bj032-summary"
        explanation: "check-bj032-doc";
    "BJ033" "too-many-bets-on-box" BlackJack Error
        summary: "check-bj033-summary"
        explanation: "check-bj033-doc";
    "BJ034" "box-not-on-table" BlackJack Error
        summary: "check-bj034-summary"
        explanation: "check-bj034-doc";
    "BJ035" "bj-bet-after-first-card" BlackJack Error
        summary: "check-bj035-summary"
        explanation: "check-bj035-doc";
    "BJ036" "bj-bet-not-in-catalogue" BlackJack Error
        summary: "check-bj036-summary"
        explanation: "check-bj036-doc";
    "BJ037" "progressive-over-half-minimum" BlackJack Error
        summary: "check-bj037-summary"
        explanation: "check-bj037-doc";
    "BJ038" "bj-optional-lines-not-logged" BlackJack Warning
        summary: "check-bj038-summary"
        explanation: "check-bj038-doc";
    "BJ039" "decided-by-non-controller" BlackJack Error
        summary: "check-bj039-summary"
        explanation: "check-bj039-doc";
    "BJ040" "side-bet-without-hand" BlackJack Error
        summary: "check-bj040-summary"
        explanation: "check-bj040-doc";
    "BJ041" "bj-limits-changed-in-session" BlackJack Error
        summary: "check-bj041-summary"
        explanation: "check-bj041-doc";
    // ---- treinta y cuarenta (TC001–TC024) ------------------------------------------------------
    "TC001" "treinta-card-not-in-shoe" Treinta Error
        summary: "check-tc001-summary"
        explanation: "check-tc001-doc";
    "TC002" "red-card-position" Treinta Error
        summary: "check-tc002-summary"
        explanation: "check-tc002-doc";
    "TC003" "coup-after-red-card" Treinta Error
        summary: "check-tc003-summary"
        explanation: "check-tc003-doc";
    "TC004" "treinta-wrong-deck-count" Treinta Error
        summary: "check-tc004-summary"
        explanation: "check-tc004-doc";
    "TC005" "row-deal-order" Treinta Error
        summary: "check-tc005-summary"
        explanation: "check-tc005-doc";
    "TC006" "treinta-coup-incomplete" Treinta Error
        summary: "check-tc006-summary"
        explanation: "check-tc006-doc";
    "TC007" "unknown-row" Treinta Error
        summary: "check-tc007-summary"
        explanation: "check-tc007-doc";
    "TC008" "wrong-points" Treinta Error
        summary: "check-tc008-summary"
        explanation: "check-tc008-doc";
    "TC009" "treinta-bet-not-in-catalogue" Treinta Error
        summary: "check-tc009-summary"
        explanation: "check-tc009-doc";
    "TC010" "treinta-bet-below-minimum" Treinta Error
        summary: "check-tc010-summary"
        explanation: "check-tc010-doc";
    "TC011" "treinta-bet-above-maximum" Treinta Error
        summary: "check-tc011-summary"
        explanation: "check-tc011-doc";
    "TC012" "treinta-bet-after-no-more" Treinta Error
        summary: "check-tc012-summary"
        explanation: "check-tc012-doc";
    "TC013" "wrong-insurance" Treinta Error
        summary: "check-tc013-summary"
        explanation: "check-tc013-doc";
    "TC014" "treinta-wrong-settlement" Treinta Error
        summary: "check-tc014-summary"
        explanation: "check-tc014-doc";
    "TC015" "treinta-unsettled-bet" Treinta Error
        summary: "check-tc015-summary"
        explanation: "check-tc015-doc";
    "TC016" "treinta-losers-not-first" Treinta Error
        summary: "check-tc016-summary"
        explanation: "check-tc016-doc";
    "TC017" "treinta-payment-order" Treinta Error
        summary: "check-tc017-summary"
        explanation: "check-tc017-doc";
    "TC018" "coup-not-voided-by-red-card" Treinta Error
        summary: "check-tc018-summary"
        explanation: "check-tc018-doc";
    "TC019" "treinta-settlement-without-bet" Treinta Error
        summary: "check-tc019-summary"
        explanation: "check-tc019-doc";
    "TC020" "choice-without-refait" Treinta Error
        summary: "check-tc020-summary"
        explanation: "check-tc020-doc";
    "TC021" "card-face-down" Treinta Error
        summary: "check-tc021-summary"
        explanation: "check-tc021-doc";
    "TC022" "red-card-out-of-place" Treinta Error
        summary: "check-tc022-summary"
        explanation: "check-tc022-doc";
    "TC023" "left-in-prison-at-close" Treinta Error
        summary: "check-tc023-summary"
        explanation: "check-tc023-doc";
    "TC024" "settlement-before-cards" Treinta Error
        summary: "check-tc024-summary"
        explanation: "check-tc024-doc";
    // ---- dados o craps (CR001–CR017) -----------------------------------------------------------
    "CR001" "dice-bet-not-in-article" Dice Error
        summary: "check-cr001-summary"
        explanation: "check-cr001-doc";
    "CR002" "dice-bet-out-of-turn" Dice Error
        summary: "check-cr002-summary"
        explanation: "check-cr002-doc";
    "CR003" "dice-bet-after-no-more" Dice Error
        summary: "check-cr003-summary"
        explanation: "check-cr003-doc";
    "CR004" "dice-bet-above-maximum" Dice Error
        summary: "check-cr004-summary"
        explanation: "check-cr004-doc";
    "CR005" "odds-above-maximum" Dice Error
        summary: "check-cr005-summary"
        explanation: "check-cr005-doc";
    "CR006" "dice-settled-against-the-dice" Dice Error
        summary: "check-cr006-summary"
        explanation: "check-cr006-doc";
    "CR007" "dice-payout-off-ratio" Dice Error
        summary: "check-cr007-summary"
        explanation: "check-cr007-doc";
    "CR008" "dice-unsettled-bet" Dice Error
        summary: "check-cr008-summary"
        explanation: "check-cr008-doc";
    "CR009" "dice-settlement-without-bet" Dice Error
        summary: "check-cr009-summary"
        explanation: "check-cr009-doc";
    "CR010" "shooter-change-not-allowed" Dice Error
        summary: "check-cr010-summary"
        explanation: "check-cr010-doc";
    "CR011" "shooter-without-line-bet" Dice Error
        summary: "check-cr011-summary"
        explanation: "check-cr011-doc";
    "CR012" "null-throw-settled" Dice Error
        summary: "check-cr012-summary"
        explanation: "check-cr012-doc";
    "CR013" "second-throw-in-round" Dice Error
        summary: "check-cr013-summary"
        explanation: "check-cr013-doc";
    "CR014" "takedown-not-allowed" Dice Error
        summary: "check-cr014-summary"
        explanation: "check-cr014-doc";
    "CR015" "point-plaque-wrong" Dice Error
        summary: "check-cr015-summary"
        explanation: "check-cr015-doc";
    "CR016" "dice-change-during-point" Dice Error
        summary: "check-cr016-summary"
        explanation: "check-cr016-doc";
    "CR017" "void-reason-not-in-article" Dice Error
        summary: "check-cr017-summary"
        explanation: "check-cr017-doc";
    // ---- bingo (BG001–BG017) -------------------------------------------------------------------
    "BG001" "bingo-card-shape" Bingo Error
        summary: "check-bg001-summary"
        explanation: "check-bg001-doc";
    "BG002" "ball-out-of-range" Bingo Error
        summary: "check-bg002-summary"
        explanation: "check-bg002-doc";
    "BG003" "ball-drawn-twice" Bingo Error
        summary: "check-bg003-summary"
        explanation: "check-bg003-doc";
    "BG004" "claim-not-complete" Bingo Error
        summary: "check-bg004-summary"
        explanation: "check-bg004-doc";
    "BG005" "prize-after-earlier-winner" Bingo Error
        summary: "check-bg005-summary"
        explanation: "check-bg005-doc";
    "BG006" "winning-claim-not-paid" Bingo Error
        summary: "check-bg006-summary"
        explanation: "check-bg006-doc";
    "BG007" "prize-share" Bingo Error
        summary: "check-bg007-summary"
        explanation: "check-bg007-doc";
    "BG008" "play-after-partida-end" Bingo Error
        summary: "check-bg008-summary"
        explanation: "check-bg008-doc";
    "BG009" "prizes-not-percentages" Bingo Error
        summary: "check-bg009-summary"
        explanation: "check-bg009-doc";
    "BG010" "card-not-in-play" Bingo Error
        summary: "check-bg010-summary"
        explanation: "check-bg010-doc";
    "BG011" "jackpot-award" Bingo Error
        summary: "check-bg011-summary"
        explanation: "check-bg011-doc";
    "BG012" "jackpot-funding" Bingo Error
        summary: "check-bg012-summary"
        explanation: "check-bg012-doc";
    "BG013" "jackpot-balance" Bingo Error
        summary: "check-bg013-summary"
        explanation: "check-bg013-doc";
    "BG014" "maxball-above-scale" Bingo Error
        summary: "check-bg014-summary"
        explanation: "check-bg014-doc";
    "BG015" "jackpot-announced" Bingo Error
        summary: "check-bg015-summary"
        explanation: "check-bg015-doc";
    "BG016" "bingo-not-a-prize" Bingo Error
        summary: "check-bg016-summary"
        explanation: "check-bg016-doc";
    "BG017" "series-forgotten" Bingo Warning
        summary: "check-bg017-summary"
        explanation: "check-bg017-doc";
    // ---- póquer sin descarte (PS001–PS023) -----------------------------------------------------
    "PS001" "poker-card-not-in-deck" Poker Error
        summary: "check-ps001-summary"
        explanation: "check-ps001-doc";
    "PS002" "poker-ante-below-minimum" Poker Error
        summary: "check-ps002-summary"
        explanation: "check-ps002-doc";
    "PS003" "poker-box-above-maximum" Poker Error
        summary: "check-ps003-summary"
        explanation: "check-ps003-doc";
    "PS004" "poker-too-many-bets-on-box" Poker Error
        summary: "check-ps004-summary"
        explanation: "check-ps004-doc";
    "PS005" "poker-bet-after-no-more" Poker Error
        summary: "check-ps005-summary"
        explanation: "check-ps005-doc";
    "PS006" "poker-deal-order" Poker Error
        summary: "check-ps006-summary"
        explanation: "check-ps006-doc";
    "PS007" "poker-misdeal-not-annulled" Poker Error
        summary: "check-ps007-summary"
        explanation: "check-ps007-doc";
    "PS008" "poker-void-not-returned" Poker Error
        summary: "check-ps008-summary"
        explanation: "check-ps008-doc";
    "PS009" "poker-decision-not-the-box" Poker Error
        summary: "check-ps009-summary"
        explanation: "check-ps009-doc";
    "PS010" "poker-second-bet-amount" Poker Error
        summary: "check-ps010-summary"
        explanation: "check-ps010-doc";
    "PS011" "poker-box-never-decides" Poker Error
        summary: "check-ps011-summary"
        explanation: "check-ps011-doc";
    "PS012" "poker-reveal-before-decisions" Poker Error
        summary: "check-ps012-summary"
        explanation: "check-ps012-doc";
    "PS013" "poker-fold-not-collected" Poker Error
        summary: "check-ps013-summary"
        explanation: "check-ps013-doc";
    "PS014" "poker-settled-against-cards" Poker Error
        summary: "check-ps014-summary"
        explanation: "check-ps014-doc";
    "PS015" "poker-wrong-amount" Poker Error
        summary: "check-ps015-summary"
        explanation: "check-ps015-doc";
    "PS016" "poker-stake-not-settled" Poker Error
        summary: "check-ps016-summary"
        explanation: "check-ps016-doc";
    "PS017" "poker-settled-twice" Poker Error
        summary: "check-ps017-summary"
        explanation: "check-ps017-doc";
    "PS018" "poker-limits-not-the-articles" Poker Error
        summary: "check-ps018-summary"
        explanation: "check-ps018-doc";
    "PS019" "poker-too-many-boxes" Poker Error
        summary: "check-ps019-summary"
        explanation: "check-ps019-doc";
    "PS020" "poker-carrusel-prize-below-minimum" Poker Error
        summary: "check-ps020-summary"
        explanation: "check-ps020-doc";
    "PS021" "poker-carrusel-prize-not-owed" Poker Error
        summary: "check-ps021-summary"
        explanation: "check-ps021-doc";
    "PS022" "poker-bet-without-consent" Poker Error
        summary: "check-ps022-summary"
        explanation: "check-ps022-doc";
    "PS023" "poker-bet-not-of-the-game" Poker Error
        summary: "check-ps023-summary"
        explanation: "check-ps023-doc";
    // ---- póquer de círculo and sintético (PC001–PC051; PC060 for PHH files) -------------------
    // The design note's I (information) codes, PC051 and PC060, are warnings: the registry has
    // two severities, and a warning reports without failing the run (`--fail-on` is `error` by
    // default).
    "PC001" "circulo-too-few-players" Circulo Error
        summary: "check-pc001-summary"
        explanation: "check-pc001-doc";
    "PC002" "circulo-ante-above-half-minimum" Circulo Error
        summary: "check-pc002-summary"
        explanation: "check-pc002-doc";
    "PC003" "circulo-minimum-not-of-maximum" Circulo Error
        summary: "check-pc003-summary"
        explanation: "check-pc003-doc";
    "PC004" "circulo-mano-not-rotated" Circulo Error
        summary: "check-pc004-summary"
        explanation: "check-pc004-doc";
    "PC005" "circulo-cut-by-wrong-seat" Circulo Error
        summary: "check-pc005-summary"
        explanation: "check-pc005-doc";
    "PC006" "circulo-check-after-bet" Circulo Error
        summary: "check-pc006-summary"
        explanation: "check-pc006-doc";
    "PC007" "circulo-call-not-level" Circulo Error
        summary: "check-pc007-summary"
        explanation: "check-pc007-doc";
    "PC008" "circulo-raise-after-out-of-turn-bet" Circulo Error
        summary: "check-pc008-summary"
        explanation: "check-pc008-doc";
    "PC009" "circulo-out-of-turn" Circulo Warning
        summary: "check-pc009-summary"
        explanation: "check-pc009-doc";
    "PC010" "circulo-above-split-limit" Circulo Error
        summary: "check-pc010-summary"
        explanation: "check-pc010-doc";
    "PC011" "circulo-above-pot-limit" Circulo Error
        summary: "check-pc011-summary"
        explanation: "check-pc011-doc";
    "PC012" "circulo-below-minimum-bet" Circulo Error
        summary: "check-pc012-summary"
        explanation: "check-pc012-doc";
    "PC013" "circulo-too-many-raises" Circulo Error
        summary: "check-pc013-summary"
        explanation: "check-pc013-doc";
    "PC014" "circulo-interval-not-level" Circulo Error
        summary: "check-pc014-summary"
        explanation: "check-pc014-doc";
    "PC015" "circulo-chips-added-in-hand" Circulo Error
        summary: "check-pc015-summary"
        explanation: "check-pc015-doc";
    "PC016" "circulo-chips-lent" Circulo Error
        summary: "check-pc016-summary"
        explanation: "check-pc016-doc";
    "PC017" "circulo-chips-pocketed" Circulo Error
        summary: "check-pc017-summary"
        explanation: "check-pc017-doc";
    "PC018" "circulo-interval-take-too-high" Circulo Error
        summary: "check-pc018-summary"
        explanation: "check-pc018-doc";
    "PC019" "circulo-session-take-out-of-range" Circulo Error
        summary: "check-pc019-summary"
        explanation: "check-pc019-doc";
    "PC020" "circulo-take-option-not-the-tables" Circulo Error
        summary: "check-pc020-summary"
        explanation: "check-pc020-doc";
    "PC021" "circulo-pot-to-wrong-hand" Circulo Error
        summary: "check-pc021-summary"
        explanation: "check-pc021-doc";
    "PC022" "circulo-showdown-out-of-order" Circulo Error
        summary: "check-pc022-summary"
        explanation: "check-pc022-doc";
    "PC023" "circulo-shown-uncontested" Circulo Warning
        summary: "check-pc023-summary"
        explanation: "check-pc023-doc";
    "PC024" "circulo-pot-without-show" Circulo Error
        summary: "check-pc024-summary"
        explanation: "check-pc024-doc";
    "PC025" "circulo-all-in-beyond-eligible" Circulo Error
        summary: "check-pc025-summary"
        explanation: "check-pc025-doc";
    "PC026" "circulo-tie-split" Circulo Error
        summary: "check-pc026-summary"
        explanation: "check-pc026-doc";
    "PC027" "circulo-money-not-conserved" Circulo Error
        summary: "check-pc027-summary"
        explanation: "check-pc027-doc";
    "PC028" "circulo-misdeal-not-voided" Circulo Error
        summary: "check-pc028-summary"
        explanation: "check-pc028-doc";
    "PC029" "circulo-void-not-returned" Circulo Error
        summary: "check-pc029-summary"
        explanation: "check-pc029-doc";
    "PC030" "circulo-card-not-in-deck" Circulo Error
        summary: "check-pc030-summary"
        explanation: "check-pc030-doc";
    "PC031" "circulo-dealt-without-ante" Circulo Error
        summary: "check-pc031-summary"
        explanation: "check-pc031-doc";
    "PC032" "circulo-limit-change-unannounced" Circulo Error
        summary: "check-pc032-summary"
        explanation: "check-pc032-doc";
    "PC033" "circulo-third-rest" Circulo Warning
        summary: "check-pc033-summary"
        explanation: "check-pc033-doc";
    "PC034" "circulo-partida-too-short" Circulo Warning
        summary: "check-pc034-summary"
        explanation: "check-pc034-doc";
    "PC035" "circulo-card-contact-not-voided" Circulo Error
        summary: "check-pc035-summary"
        explanation: "check-pc035-doc";
    "PC036" "circulo-action-after-fold" Circulo Error
        summary: "check-pc036-summary"
        explanation: "check-pc036-doc";
    "PC037" "circulo-uncontested-pot-award" Circulo Error
        summary: "check-pc037-summary"
        explanation: "check-pc037-doc";
    "PC038" "circulo-all-in-claim" Circulo Warning
        summary: "check-pc038-summary"
        explanation: "check-pc038-doc";
    "PC039" "circulo-bet-not-of-the-game" Circulo Error
        summary: "check-pc039-summary"
        explanation: "check-pc039-doc";
    "PC040" "sintetico-hole-deal" Circulo Error
        summary: "check-pc040-summary"
        explanation: "check-pc040-doc";
    "PC041" "sintetico-several-cards-turned" Circulo Error
        summary: "check-pc041-summary"
        explanation: "check-pc041-doc";
    "PC042" "sintetico-card-turned-early" Circulo Error
        summary: "check-pc042-summary"
        explanation: "check-pc042-doc";
    "PC043" "sintetico-replacements-short" Circulo Error
        summary: "check-pc043-summary"
        explanation: "check-pc043-doc";
    "PC044" "sintetico-interval-count" Circulo Error
        summary: "check-pc044-summary"
        explanation: "check-pc044-doc";
    "PC045" "sintetico-interval-opener" Circulo Error
        summary: "check-pc045-summary"
        explanation: "check-pc045-doc";
    "PC046" "sintetico-starting-resto" Circulo Error
        summary: "check-pc046-summary"
        explanation: "check-pc046-doc";
    "PC047" "sintetico-rebuy" Circulo Error
        summary: "check-pc047-summary"
        explanation: "check-pc047-doc";
    "PC048" "sintetico-too-many-seats" Circulo Error
        summary: "check-pc048-summary"
        explanation: "check-pc048-doc";
    "PC049" "sintetico-hand-take" Circulo Error
        summary: "check-pc049-summary"
        explanation: "check-pc049-doc";
    "PC050" "sintetico-check-then-raise" Circulo Warning
        summary: "check-pc050-summary"
        explanation: "check-pc050-doc";
    "PC051" "sintetico-winning-five" Circulo Warning
        summary: "check-pc051-summary"
        explanation: "check-pc051-doc";
    "PC060" "phh-variant-not-checked" Circulo Warning
        summary: "check-pc060-summary"
        explanation: "check-pc060-doc";
    // ---- monte o banca (MO001–MO017, docs/design/monte/spec.md § 3) ----------------------------
    "MO001" "monte-card-not-of-the-deck" Monte Error
        summary: "check-mo001-summary"
        explanation: "check-mo001-doc";
    "MO002" "monte-layout-order" Monte Error
        summary: "check-mo002-summary"
        explanation: "check-mo002-doc";
    "MO003" "monte-burn" Monte Error
        summary: "check-mo003-summary"
        explanation: "check-mo003-doc";
    "MO004" "monte-doubling" Monte Error
        summary: "check-mo004-summary"
        explanation: "check-mo004-doc";
    "MO005" "monte-void-coup" Monte Error
        summary: "check-mo005-summary"
        explanation: "check-mo005-doc";
    "MO006" "monte-bet-outside-window" Monte Error
        summary: "check-mo006-summary"
        explanation: "check-mo006-doc";
    "MO007" "monte-salto-in-segundas" Monte Error
        summary: "check-mo007-summary"
        explanation: "check-mo007-doc";
    "MO008" "monte-vis-in-segundas" Monte Error
        summary: "check-mo008-summary"
        explanation: "check-mo008-doc";
    "MO009" "monte-bet-above-maximum" Monte Error
        summary: "check-mo009-summary"
        explanation: "check-mo009-doc";
    "MO010" "monte-bet-below-minimum" Monte Error
        summary: "check-mo010-summary"
        explanation: "check-mo010-doc";
    "MO011" "monte-bet-not-of-the-game" Monte Error
        summary: "check-mo011-summary"
        explanation: "check-mo011-doc";
    "MO012" "monte-settled-against-the-cards" Monte Error
        summary: "check-mo012-summary"
        explanation: "check-mo012-doc";
    "MO013" "monte-wrong-multiple" Monte Error
        summary: "check-mo013-summary"
        explanation: "check-mo013-doc";
    "MO014" "monte-commission" Monte Error
        summary: "check-mo014-summary"
        explanation: "check-mo014-doc";
    "MO015" "monte-losing-card-not-turned" Monte Error
        summary: "check-mo015-summary"
        explanation: "check-mo015-doc";
    "MO016" "monte-stake-not-settled" Monte Error
        summary: "check-mo016-summary"
        explanation: "check-mo016-doc";
    "MO017" "monte-wrong-result" Monte Error
        summary: "check-mo017-summary"
        explanation: "check-mo017-doc";
}

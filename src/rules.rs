//! The registry of checks: one table, as ruff and clippy keep theirs. Each entry is a stable code
//! that vendors can gate on, a kebab-case name, a default severity and the documentation that
//! `veedor explain` prints. Which article and wording a check enforces is data: catalogue rules
//! name the codes that implement them (`checks: [RL003]`), so one check serves every
//! jurisdiction and each finding cites the text of the table's own catalogue.

use crate::finding::Severity;

/// What part of veedor reports the check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// The log cannot be read as the format says: the file cannot be fully checked, so these
    /// are input errors (exit code 2), not violations.
    LogFormat,
    /// The session's structure (open, rounds, close), common to every game.
    Session,
    /// Waivers: inline `# veedor: waive` comments and waivers files. Problems with a waiver are
    /// findings like violations (they count towards the exit code at their severity).
    Waiver,
    /// Ruleta francesa and its family.
    Roulette,
}

impl Group {
    pub fn as_str(self) -> &'static str {
        match self {
            Group::LogFormat => "log-format",
            Group::Session => "session",
            Group::Waiver => "waiver",
            Group::Roulette => "roulette",
        }
    }
}

#[derive(Debug)]
pub struct Check {
    pub code: &'static str,
    pub name: &'static str,
    pub group: Group,
    pub severity: Severity,
    /// One line.
    pub summary: &'static str,
    /// Why the check exists and exactly what it compares.
    pub explanation: &'static str,
}

impl Check {
    /// Input errors (exit 2) rather than violations (exit 1).
    pub fn is_input_error(&self) -> bool {
        self.group == Group::LogFormat
    }
}

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
                summary: $summary,
                explanation: $expl,
            }, )*
        ];
    };
}

checks! {
    // ---- log format: input errors -------------------------------------------------------------
    "M001" "malformed-line" LogFormat Error
        summary: "A line does not follow the table-log grammar."
        explanation: "Every non-blank, non-comment line must be one event of the `.mesa` format \
(docs/log-format.md). The diagnostic says which event or token was expected. The line is \
skipped and checking resumes at the next line, so every malformed line of a file is reported in \
one run; because the skipped event may matter to later checks, the file counts as an input \
error (exit code 2).";
    "M002" "invalid-utf8" LogFormat Error
        summary: "A line is not valid UTF-8."
        explanation: "Logs are UTF-8 text. The span points at the first invalid byte; the line is \
skipped and checking resumes at the next line.";
    "M003" "format-version" LogFormat Error
        summary: "The file does not start with a supported `mesa-log N` line."
        explanation: "The first event of a log names the format and its version so that later \
versions can be told apart. veedor reads version 1. A file without it, or with another version, \
is not checked further.";
    "M004" "table-header" LogFormat Error
        summary: "The `table` header is missing or names an unknown catalogue or invalid parameter."
        explanation: "The second event is the table header: the table id, `catalog=` \
(jurisdiction/game, see `veedor catalog list`), `min=` (the table minimum) and the parameters \
the authorisation fixes (`panos=`, `scale=`, `currency=`). Without a valid header no rule can \
be applied, so the file is not checked further.";
    "M005" "unreadable-input" LogFormat Error
        summary: "The input could not be read."
        explanation: "The file does not exist, is a directory without logs, or reading it failed. \
Other inputs are still checked.";
    // ---- session structure --------------------------------------------------------------------
    "S001" "event-outside-session" Session Error
        summary: "A game event comes before `session open` or after `session close`."
        explanation: "Rules such as the forced refund on the session's last spin depend on the \
session's bounds, so every round must lie between `session open` and `session close`.";
    "S002" "round-order" Session Error
        summary: "A round number does not increase."
        explanation: "Rounds (coups) are numbered in the order they are played; a number equal to \
or lower than the previous one means lost, repeated or reordered rounds.";
    "S003" "session-not-closed" Session Warning
        summary: "The log ends without `session close`."
        explanation: "A truncated log or a session left open: the last round could not be checked \
as the session's last spin, and unsettled bets could not be told from missing lines.";
    "S004" "round-without-result" Session Error
        summary: "Bets were placed in a round that ended without a result."
        explanation: "Every round with bets must end with a result (or a «tirada nula» followed by \
a relaunch). The bets of the round are dropped so that the next round is checked on its own.";
    "S005" "event-outside-round" Session Error
        summary: "A bet or result comes before the first `round` line of the session."
        explanation: "Bets, results and settlements belong to a round; write `round N` first.";
    "S006" "session-reopened" Session Error
        summary: "A second `session open` without closing the first."
        explanation: "A log records one session, from `session open` to `session close`.";
    // ---- waivers ------------------------------------------------------------------------------
    "W001" "invalid-waiver" Waiver Error
        summary: "A waiver has no reason, names no known check, or cannot be read."
        explanation: "A waiver records that an inspector reviewed a finding and accepted it; the \
reason is mandatory (`# veedor: waive RL005 reason=\"…\"` in the log, `reason:` in a waivers \
file). A waiver without a reason, with an unknown check code, or whose directive cannot be \
parsed waives nothing and is reported itself, so the findings it meant to waive stay active.";
    "W002" "unused-waiver" Waiver Warning
        summary: "A waiver matches no finding."
        explanation: "An inline waiver applies to findings of its codes on its own line (a trailing \
comment) or on the next event line (a comment line). A waivers-file entry applies to the finding \
of its code in its file whose line text has the entry's fingerprint (or, without one, on its \
line). A waiver that matches nothing is stale: the log or veedor changed since it was written. \
It is reported at the waiver's own line (in the log or in the waivers file) so it can be removed.";
    // ---- roulette -----------------------------------------------------------------------------
    "RL001" "result-out-of-range" Roulette Error
        summary: "The spin's result is not a number of the wheel."
        explanation: "The wheel has the numbers 0 to 36 (37 pockets). A result outside them is \
reported and the round's bets are not settled against it.";
    "RL002" "bet-not-in-catalogue" Roulette Error
        summary: "The bet is not one of the catalogue's combinations."
        explanation: "Players may only use the combinations the article lists. The bet kind must \
exist in the table's catalogue and its numbers must form that combination on the cloth (two \
adjacent numbers for a caballo, a row for a transversal, …). Series bets exist only where the \
catalogue defines them (Valencia 2003).";
    "RL003" "wrong-payout" Roulette Error
        summary: "A winning bet was paid a different amount than its payout ratio gives."
        explanation: "Winnings are the stake times the catalogue's payout for the combination \
(35 for a pleno, 17 for a caballo, …, 1/2 for two dozens); the player keeps the stake. For a \
series bet only the chips on the winning combination are paid, at that combination's rate.";
    "RL004" "unpaid-winner" Roulette Error
        summary: "A winning bet was never paid."
        explanation: "After the result, every bet covering the winning number (or chance) must be \
paid before the next round.";
    "RL005" "settlement-contradicts-result" Roulette Error
        summary: "A bet was settled the wrong way for the result: a loser paid, a winner collected."
        explanation: "A losing bet must be collected and a winning one paid; a freed prisoner is \
released, a lost one collected. The settlement recorded does the opposite.";
    "RL006" "duplicate-settlement" Roulette Error
        summary: "A bet was settled twice."
        explanation: "Each bet is collected, paid, returned or released once per round. The \
second settlement is reported with the first as its cause.";
    "RL007" "settlement-without-bet" Roulette Error
        summary: "A settlement names a bet that is not on the table."
        explanation: "Money can only move for a bet placed in the round (or held in prisión). \
A settlement for a seat and combination with no such bet is reported.";
    "RL008" "uncollected-loser" Roulette Warning
        summary: "A losing bet was never collected."
        explanation: "The croupiers first collect losing bets. A losing bet with no `collect` \
line before the next round is reported.";
    "RL009" "payment-order" Roulette Error
        summary: "Winning bets were paid out of the catalogue's order."
        explanation: "The article fixes the order of payment (columns and dozens; even chances; \
transversales and seisenas; cuadros and caballos; plenos last). A payment of an earlier rank \
after one of a later rank is reported once; checking continues from the payment found.";
    "RL010" "losers-not-collected-first" Roulette Error
        summary: "A losing bet was collected after winners had started to be paid."
        explanation: "Losing bets are removed before winning bets are paid (on single-paño \
tables the article says so expressly). The late collection is reported with the first payment \
as its cause.";
    "RL011" "bet-after-no-more" Roulette Error
        summary: "A bet was accepted after «no va más»."
        explanation: "From the announcement «no va más» no stake may be placed or accepted on the \
cloth. The late bet is still settled as the log records, so it causes no further findings.";
    "RL012" "rotor-not-alternated" Roulette Error
        summary: "The cylinder turned the same way as on the previous spin."
        explanation: "The croupier must turn the cylinder each time in the sense opposite to the \
previous spin.";
    "RL013" "ball-not-against-rotor" Roulette Error
        summary: "The ball was launched in the cylinder's own sense."
        explanation: "The ball is launched against the cylinder's rotation. Checked when the log \
records the ball's sense (`ball=`).";
    "RL014" "bet-below-minimum" Roulette Error
        summary: "A bet is below the table minimum."
        explanation: "Every stake (every chip of a series bet) is at least the table's minimum \
as authorised.";
    "RL015" "bet-above-maximum" Roulette Error
        summary: "A bet exceeds the maximum for its combination."
        explanation: "Maxima are multiples of the table minimum per combination, on the scale \
the table is authorised for (`scale=` in the header). A player's stakes on the same \
combination in a round add up.";
    "RL016" "bet-not-multiple-of-minimum" Roulette Error
        summary: "A bet is not a multiple of the table minimum."
        explanation: "Where the catalogue requires it (Valencia 2003), every stake is a whole \
multiple of the table minimum.";
    "RL017" "zero-choice-missing" Roulette Error
        summary: "On zero, an even-chance bet got neither half back nor prisión."
        explanation: "When the zero comes, each even-chance bet must end in exactly one of the \
article's options: half returned (the bank keeps the other half) or the whole stake left in \
prisión. The log must record the player's choice (`choose`).";
    "RL018" "wrong-refund" Roulette Error
        summary: "On zero, the half handed back (or the bank's share) is not what the zero rules give."
        explanation: "Half back on zero returns the bet's residual value (half the initial stake \
after the first zero, a quarter after the second, …, rounded as the catalogue's `zero.rounding` \
says) and the bank collects the rest. A missing return is reported too.";
    "RL019" "forced-prison-ignored" Roulette Error
        summary: "Half was returned although the residual value was below the table minimum."
        explanation: "When the residual value of an even-chance bet falls below the table minimum \
the option of taking half back disappears and the bet must stay in prisión.";
    "RL020" "prisoner-paid-winnings" Roulette Error
        summary: "A bet freed from prisión was paid winnings."
        explanation: "An imprisoned bet on the winning chance «recobra pura y simplemente su \
libertad»: the stake is freed, without winnings.";
    "RL021" "prisoner-not-resolved" Roulette Error
        summary: "A bet in prisión was neither freed nor lost after the next spin."
        explanation: "On the next spin that is not zero, an imprisoned bet on the winning chance \
is released and any other is lost. Either must be recorded before the next round.";
    "RL022" "last-spin-refund" Roulette Error
        summary: "A zero on the session's last spin was not settled by the forced refund."
        explanation: "When the zero comes on the last spin of the session the player must accept \
back half of the initial stake (a quarter on the second zero of an imprisoned bet, …, as far as \
the catalogue goes) and no choice is offered.";
    "RL023" "void-reason-not-allowed" Roulette Error
        summary: "A «tirada nula» was declared for a reason the catalogue does not give."
        explanation: "The jefe de mesa declares a null spin only in the cases the article lists \
(an object in the cylinder, the ball out of the cylinder, a defective launch and, in Valencia \
2003, the ball not dropping with the cylinder stopped).";
    "RL024" "relaunch-not-from-previous" Roulette Error
        summary: "After a «tirada nula» the ball was not relaunched from the previous result."
        explanation: "Before the relaunch the ball is placed on the number of the previous spin. \
Checked when the relaunch records `from=`.";
    "RL025" "settlement-before-result" Roulette Error
        summary: "Money moved before the round had a result."
        explanation: "Settlements follow the result; a null spin has no settlement.";
    "RL026" "series-chips" Roulette Error
        summary: "A series bet's stake does not divide into its fixed number of equal chips."
        explanation: "Each announced series is played with a fixed number of chips (9, 6, 5 or \
4); the stake must be that many chips of one value.";
    "RL027" "limits-changed-in-session" Roulette Error
        summary: "The table's limits changed during the session where the catalogue forbids it."
        explanation: "The 1979 catalogue forbids changing a table's limits once the session has \
started; Valencia 2003 allows it.";
    "RL028" "spin-without-no-more" Roulette Error
        summary: "A result came without «no va más» having been announced."
        explanation: "Bets are closed by the announcement «no va más» before the ball drops; a \
round with bets and a result but no announcement is reported.";
    "RL029" "choice-not-allowed" Roulette Error
        summary: "A zero choice was recorded where none is allowed."
        explanation: "The half-or-prisión choice exists only for even-chance bets when the zero \
comes, and only with the options the catalogue gives.";
    "RL030" "wrong-release" Roulette Error
        summary: "A bet freed from prisión got back a different amount than the release rule gives."
        explanation: "A prisoner on the winning chance is freed without winnings; what it gets \
back is the initial stake or its residual value, as the catalogue's `release_amount` says (the \
bank collects the rest).";
    "RL031" "wrong-collection" Roulette Error
        summary: "A losing bet was collected for a different amount than its stake."
        explanation: "A losing bet is removed whole (for a series, every chip that is not on the \
winning combination). Collecting more or less than that is reported with the stake as expected.";
    "RL032" "second-result" Roulette Error
        summary: "A round has a second result without a «tirada nula» declared in between."
        explanation: "The ball is relaunched within a round only after the jefe de mesa declares \
«tirada nula». A second `spin` with no `void` before it is reported; the round is then settled \
on the last result, as the log says the croupiers did.";
}

/// The registry entry for `code`.
pub fn lookup(code: &str) -> Option<&'static Check> {
    CHECKS.iter().find(|c| c.code == code)
}

/// Finds a check by code or by name.
pub fn find(code_or_name: &str) -> Option<&'static Check> {
    CHECKS.iter().find(|c| c.code.eq_ignore_ascii_case(code_or_name) || c.name == code_or_name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_names_are_unique_and_sorted() {
        for pair in CHECKS.windows(2) {
            assert!(pair[0].code < pair[1].code || pair[0].group != pair[1].group, "{}", pair[1].code);
        }
        let mut names: Vec<_> = CHECKS.iter().map(|c| c.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), CHECKS.len());
    }
}

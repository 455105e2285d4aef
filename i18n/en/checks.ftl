### The documentation of every check (`veedor explain CODE`, `veedor explain`, docs/rules.md,
### SARIF rule descriptions): each entry of the registry (src/rules.rs) names its two messages,
### `check-CODE-summary` (one line) and `check-CODE-doc` (why the check exists and exactly what
### it compares). Rule codes and names are the same in every language.
###
### A `-doc` message is wrapped freely: its line breaks are spaces, and a blank line is where
### the text itself breaks the line (src/rules.rs, `Check::explanation`).

## The frame of `veedor explain CODE` (src/cli/explain.rs, `explain_text`)

# The labels of the header's lines, before the check's group and default severity.
explain-group = group:
explain-default-severity = default severity:
# The group of checks (English: its identifier, as SARIF tags it).
explain-group-log-format = log-format
explain-group-session = session
explain-group-waiver = waiver
explain-group-roulette = roulette
explain-group-baccarat = baccarat
explain-group-black-jack = black-jack
explain-group-treinta = treinta
explain-group-dice = dice
explain-group-bingo = bingo
explain-group-poker = poker
explain-group-circulo = circulo
explain-group-monte = monte
explain-catalogue-text = Catalogue text
# A catalogue article that adopts another's rules; $rules names the adopted rules.
explain-adopted-rules = { $document }, art. { $article }: the rules of { $rules } apply
explain-rule-place = { $document }, art. { $article }, §{ $section }
# A rule quoted from another text ($document) than the article's own ($catalogue).
explain-rule-place-taken = { $document }, art. { $article }, §{ $section } (taken from that text: not in { $catalogue })
# The severity a catalogue rule gives the check, when not its default.
explain-severity-here = severity here: { $severity }
explain-no-article = no catalogue article lists { $code }
explain-example = Example
explain-missing-file = veedor check { $path }   (a file that does not exist)
explain-no-example-internal-error = no log makes veedor fail on purpose (every failure found is fixed): the explanation above quotes the message it gives
explain-no-example = no example log yet (fixtures/**/{ $code }-*.mesa)
explain-example-without-finding = { $file } gives no { $code } finding in this build

## log-format

# M001 malformed-line
check-m001-summary = A line does not follow the table-log grammar.
check-m001-doc =
    Every non-blank, non-comment line must be one event of the `.mesa` format (docs/log-format.md).
    The diagnostic says which event or token was expected. The line is skipped and checking resumes
    at the next line, so every malformed line of a file is reported in one run; because the skipped
    event may matter to later checks, the file counts as an input error (exit code 2). What the
    game's rules find after the line, to the end of its round and the next, may only follow from
    what it said: those findings are set aside, and a label says how many and where checking resumes
    (docs/log-format.md, «Unreadable lines»).

# M002 invalid-utf8
check-m002-summary = A line is not valid UTF-8.
check-m002-doc =
    Logs are UTF-8 text. The span points at the first invalid byte; the line is skipped and checking
    resumes at the next line. As for M001, what the game's rules find after it, to the end of its
    round and the next, is set aside.

# M003 format-version
check-m003-summary = The file does not start with a supported `mesa-log N` line.
check-m003-doc =
    The first event of a log names the format and its version so that later versions can be told
    apart. veedor reads version 1. A file without it, or with another version, is not checked
    further.

# M004 table-header
check-m004-summary = The `table` header is missing or names an unknown catalogue or invalid parameter.
check-m004-doc =
    The second event is the table header: the table id, `catalog=` (jurisdiction/game, see `veedor
    catalog list`), `min=` (the table minimum) and the parameters the authorisation fixes (`panos=`,
    `scale=`, `currency=`). Without a valid header no rule can be applied, so the file is not
    checked further.

# M005 unreadable-input
check-m005-summary = The input could not be read.
check-m005-doc =
    The file does not exist, is a directory without logs, is a glob pattern that matches no log, is
    a `*.mesa` symbolic link inside a directory that leads to no file (dangling or looping), is a
    `*.mesa` named pipe, socket or device inside a directory (read only when given by name), or
    reading it failed. Other inputs are still checked.

# M006 internal-error
check-m006-summary = veedor failed while checking the file (a bug in veedor): please report it.
check-m006-doc =
    Checking this input stopped on an internal error (a panic): a defect in veedor, not in the log.
    The message gives the error and the place in veedor's source; please report it, with the file
    (or the smallest part of it that still fails), at the project's issue tracker. The file is not
    checked, so it counts as an input error (exit code 2); every other input of the run is still
    checked and reported, in every output format.

    For example: «veedor failed on `mesa3.mesa` (internal error: index out of bounds: the len is 2
    but the index is 5 at src/engine/roulette/settle.rs:412); the file is not checked: this is a bug
    in veedor, please report it, with the file».

## session

# S001 event-outside-session
check-s001-summary = A game event comes before `session open` or after `session close`.
check-s001-doc =
    Rules such as the forced refund on the session's last spin depend on the session's bounds, so
    every round must lie between `session open` and `session close`.

# S002 round-order
check-s002-summary = A round number does not increase.
check-s002-doc =
    Rounds (coups) are numbered in the order they are played; a number equal to or lower than the
    previous one means lost, repeated or reordered rounds.

# S003 session-not-closed
check-s003-summary = The log ends without `session close`.
check-s003-doc =
    A truncated log or a session left open: the last round could not be checked as the session's
    last spin, and unsettled bets could not be told from missing lines.

# S004 round-without-result
check-s004-summary = Bets were placed in a round that ended without a result.
check-s004-doc =
    Every round with bets must end with a result (or a «tirada nula» followed by a relaunch). The
    bets of the round are dropped so that the next round is checked on its own. When the round was
    settled all the same, its `spin` line is likely what is missing: the first settlement or zero
    choice made with no result is labelled as the cause of this finding, none of them is reported on
    its own (RL025, RL029), and the next spin's sense and a relaunch's `from=` are not compared with
    an older spin.

# S005 event-outside-round
check-s005-summary = A bet or result comes before the first `round` line of the session.
check-s005-doc =
    Bets, results and settlements belong to a round; write `round N` first.

# S006 session-reopened
check-s006-summary = A second `session open` without closing the first.
check-s006-doc =
    A log records one session, from `session open` to `session close`.

# S007 event-foreign-to-game
check-s007-summary = An event of another family of games (a `deal` at a roulette table, a `spin` at a card table).
check-s007-doc =
    Each table plays one game, named by the header's catalogue. An event that no game of that family
    has (cards at a roulette table, a spin at a baccarat table) means the log mixes tables or names
    the wrong catalogue. It is reported once per keyword and otherwise ignored.

# S008 round-not-announced
check-s008-summary = A stake, bank or «no va más» follows a round's settlements (or the result of a round with no stake): a new round began without its `round` line.
check-s008-doc =
    Once a round's settlements have begun, or a round with no stake has its result, the round is
    over: the next stake, bank announcement or «no va más» belongs to the next round, which the log
    must open with `round N`. veedor reports the missing line once, at the stake that began the new
    round, and checks that round as if its `round` line had been there, so the lost line does not
    turn every stake of the round into a late bet and every settlement into one for the wrong round.
    The next `round` line is only required to have a higher number than the last one written.

# S009 no-session
check-s009-summary = The log has its header but records no session.
check-s009-doc =
    A table log records one session, from `session open` to `session close`. A log that ends after
    its `table` header (and `limits`, comments or blank lines) records no play at all: nothing in it
    can be checked, and an export cut short or written from the wrong table looks exactly like this,
    so it is reported rather than called clean. It is not reported when a line after the header
    could not be read (that line, already reported, may have been the session's opening).

## waiver

# W001 invalid-waiver
check-w001-summary = A waiver has no reason, names no known check, or cannot be read.
check-w001-doc =
    A waiver records that an inspector reviewed a finding and accepted it; the reason is mandatory
    (`# veedor: waive RL005 reason="…"` in the log, `reason:` in a waivers file). A waiver without a
    reason, with an unknown check code, or whose directive cannot be parsed waives nothing and is
    reported itself, so the findings it meant to waive stay active.

# W002 unused-waiver
check-w002-summary = A waiver matches no finding.
check-w002-doc =
    An inline waiver applies to findings of its codes on its own line (a trailing comment) or on the
    next event line (a comment line). A waivers-file entry applies to the finding of its code in its
    file whose line text has the entry's fingerprint (or, without one, on its line). A waiver that
    matches nothing is stale: the log or veedor changed since it was written. It is reported at the
    waiver's own line (in the log or in the waivers file) so it can be removed.

## roulette

# RL001 result-out-of-range
check-rl001-summary = The spin's result is not a pocket of the table's wheel.
check-rl001-doc =
    The result must be a pocket of the table's wheel: 0 to 36 at the French and the one-zero
    American tables (37 pockets), 1 to 9 at boule, and at the fortune wheel one of its spots, by
    name (`quince`, `joker-1`) or by the figure the catalogue gives it (`15`). A number is read as
    written: `00` is the double zero, which none of these wheels has, and a number written with
    more digits than the wheel's highest (`007`, or `05` at boule) names no pocket. A result
    outside the wheel is reported and the round's bets are not settled against it.

# RL002 bet-not-in-catalogue
check-rl002-summary = The bet is not one of the catalogue's combinations.
check-rl002-doc =
    Players may only use the combinations the article lists. The bet kind must exist in the table's
    catalogue and its numbers must form that combination on the cloth (two adjacent numbers for a
    caballo, a row for a transversal, …). Series bets exist only where the catalogue defines them
    (Valencia 2003).

# RL003 wrong-payout
check-rl003-summary = A winning bet was paid a different amount than its payout ratio gives.
check-rl003-doc =
    Winnings are the stake times the catalogue's payout for the combination (35 for a pleno, 17 for
    a caballo, …, 1/2 for two dozens); the player keeps the stake. For a series bet only the chips
    on the winning combination are paid, at that combination's rate.

# RL004 unpaid-winner
check-rl004-summary = A winning bet was never paid.
check-rl004-doc =
    After the result, every bet covering the winning number (or chance) must be paid before the next
    round.

# RL005 settlement-contradicts-result
check-rl005-summary = A bet was settled the wrong way for the result: a loser paid, a winner collected.
check-rl005-doc =
    A losing bet must be collected and a winning one paid; a freed prisoner is released, a lost one
    collected. The settlement recorded does the opposite.

# RL006 duplicate-settlement
check-rl006-summary = A bet was settled twice.
check-rl006-doc =
    Each bet is collected, paid, returned or released once per round. The second settlement is
    reported with the first as its cause.

# RL007 settlement-without-bet
check-rl007-summary = A settlement names a bet that is not on the table.
check-rl007-doc =
    Money can only move for a bet placed in the round (or held in prisión). A settlement (or zero
    choice) for a seat and combination with no such bet is reported, at the first line of the round
    that names it: the other lines on the same bet (the choice, the half returned and the half
    collected) follow from the same missing bet. A line naming a bet held in prisión without the
    word `prison` (`release s1 rojo 20`) says how prisoners are written (`release s1 prison rojo
    20`), and its money is judged as the prisoner's. A line naming the combination one chip of the
    seat's series lies on is that chip's settlement, not a missing bet (docs/log-format.md).

# RL008 uncollected-loser
check-rl008-summary = A losing bet was never collected.
check-rl008-doc =
    The croupiers first collect losing bets. A losing bet with no `collect` line before the next
    round is reported.

# RL009 payment-order
check-rl009-summary = Winning bets were paid out of the catalogue's order.
check-rl009-doc =
    The article fixes the order of payment (columns and dozens; even chances; transversales and
    seisenas; cuadros and caballos; plenos last). A payment of an earlier rank after one of a later
    rank is reported once; checking continues from the payment found. Where the article pays a
    player's winning combinations «de una sola vez» (Ruleta americana,
    `play.roulette.pay_player_at_once`), a player's payments in a row are one block, unordered
    inside, that takes the earliest rank of his winning bets; a player paid in two blocks, with
    another's payment in between, is reported too.

# RL010 losers-not-collected-first
check-rl010-summary = A losing bet was collected after winners had started to be paid.
check-rl010-doc =
    Losing bets are removed before winning bets are paid (on single-paño tables the article says so
    expressly). The late collection is reported with the first payment as its cause.

# RL011 bet-after-no-more
check-rl011-summary = A bet was accepted after «no va más».
check-rl011-doc =
    From the announcement «no va más» no stake may be placed or accepted on the cloth. The late bet
    is still settled as the log records, so it causes no further findings.

# RL012 rotor-not-alternated
check-rl012-summary = The cylinder turned the same way as on the previous spin.
check-rl012-doc =
    The croupier must turn the cylinder each time in the sense opposite to the previous spin. A
    second result without «tirada nula» (RL032, often the same spin written twice) is not compared
    with the first, nor the spin after a round that had no result at all (S004) with an older one.

# RL013 ball-not-against-rotor
check-rl013-summary = The ball was launched in the cylinder's own sense.
check-rl013-doc =
    The ball is launched against the cylinder's rotation. Checked when the log records the ball's
    sense (`ball=`).

# RL014 bet-below-minimum
check-rl014-summary = A bet is below the table minimum.
check-rl014-doc =
    Every stake (every chip of a series bet) is at least the table's minimum as authorised.

# RL015 bet-above-maximum
check-rl015-summary = A bet exceeds the maximum for its combination.
check-rl015-doc =
    Maxima are multiples of the table minimum per combination, on the scale the table is authorised
    for (`scale=` in the header). A player's stakes on the same combination in a round add up.

# RL016 bet-not-multiple-of-minimum
check-rl016-summary = A bet is not a multiple of the table minimum.
check-rl016-doc =
    Where the catalogue requires it (Valencia 2003), every stake is a whole multiple of the table
    minimum.

# RL017 zero-choice-missing
check-rl017-summary = On zero, an even-chance bet got neither half back nor prisión.
check-rl017-doc =
    When the zero comes, each even-chance bet must end in exactly one of the article's options: half
    returned (the bank keeps the other half) or the whole stake left in prisión. The log must record
    the player's choice (`choose`).

# RL018 wrong-refund
check-rl018-summary = On zero, the half handed back (or the bank's share) is not what the zero rules give.
check-rl018-doc =
    Half back on zero returns the bet's residual value (half the initial stake after the first zero,
    a quarter after the second, …, rounded as the catalogue's `zero.rounding` says) and the bank
    collects the rest. A missing return is reported too.

# RL019 forced-prison-ignored
check-rl019-summary = Half was returned although the residual value was below the table minimum.
check-rl019-doc =
    When the residual value of an even-chance bet falls below the table minimum the option of taking
    half back disappears and the bet must stay in prisión.

# RL020 prisoner-paid-winnings
check-rl020-summary = A bet freed from prisión was paid winnings.
check-rl020-doc =
    An imprisoned bet on the winning chance «recobra pura y simplemente su libertad»: the stake is
    freed, without winnings.

# RL021 prisoner-not-resolved
check-rl021-summary = A bet in prisión was neither freed nor lost after the next spin.
check-rl021-doc =
    On the next spin that is not zero, an imprisoned bet on the winning chance is released and any
    other is lost. Either must be recorded before the next round.

# RL022 last-spin-refund
check-rl022-summary = A zero on the session's last spin was not settled by the forced refund.
check-rl022-doc =
    When the zero comes on the last spin of the session the player must accept back half of the
    initial stake (a quarter on the second zero of an imprisoned bet, …, as far as the catalogue
    goes) and no choice is offered.

# RL023 void-reason-not-allowed
check-rl023-summary = A «tirada nula» was declared for a reason the catalogue does not give.
check-rl023-doc =
    The jefe de mesa declares a null spin only in the cases the article lists (an object in the
    cylinder, the ball out of the cylinder, a defective launch and, in Valencia 2003, the ball not
    dropping with the cylinder stopped).

# RL024 relaunch-not-from-previous
check-rl024-summary = After a «tirada nula» the ball was not relaunched from the previous result.
check-rl024-doc =
    Before the relaunch the ball is placed on the number of the previous spin. Checked when the
    relaunch records `from=`.

# RL025 settlement-before-result
check-rl025-summary = Money moved before the round had a result.
check-rl025-doc =
    Settlements follow the result; a null spin has no settlement. It is reported when the result
    comes after the settlement; a round with bets that never gets a result is one S004 instead,
    naming its first settlement as a cause (its `spin` line is then likely what is missing), not one
    finding per settlement. (A round with no bet, whose only settlements are of prisoners, has no
    S004: each such settlement is an RL025.)

# RL026 series-chips
check-rl026-summary = A series bet's stake does not divide into its fixed number of equal chips.
check-rl026-doc =
    Each announced series is played with a fixed number of chips (9, 6, 5 or 4); the stake must be
    that many chips of one value.

# RL027 limits-changed-in-session
check-rl027-summary = The table's limits changed during the session where the catalogue forbids it.
check-rl027-doc =
    The 1979 catalogue forbids changing a table's limits once the session has started; Valencia 2003
    allows it.

# RL028 spin-without-no-more
check-rl028-summary = A result came without «no va más» having been announced.
check-rl028-doc =
    Bets are closed by the announcement «no va más» before the ball drops; a round with bets and a
    result but no announcement is reported.

# RL029 choice-not-allowed
check-rl029-summary = A zero choice was recorded where none is allowed.
check-rl029-doc =
    The half-or-prisión choice exists only for even-chance bets when the zero comes, and only with
    the options the catalogue gives. A losing bet the log puts in prisión though it has no such
    choice (a dozen on zero), or an even chance put there at a table whose article has no prisión
    (the one-zero American table), is one fault: unless money moved for it in that round or it was
    the session's last spin, it is then held as the log holds it (`prison docena 1`, `prison
    rojo`), and its later release or loss is judged as a prisoner's, not reported again as
    uncollected or as a bet not on the table. Left unsettled on the next spin, it is a prisoner not
    resolved (RL021), as any other.

# RL030 wrong-release
check-rl030-summary = A bet freed from prisión got back a different amount than the release rule gives.
check-rl030-doc =
    A prisoner on the winning chance is freed without winnings; what it gets back is the initial
    stake or its residual value, as the catalogue's `release_amount` says (the bank collects the
    rest).

# RL031 wrong-collection
check-rl031-summary = A losing bet was collected for a different amount than its stake.
check-rl031-doc =
    A losing bet is removed whole (for a series, every chip that is not on the winning combination).
    Collecting more or less than that is reported with the stake as expected.

# RL032 second-result
check-rl032-summary = A round has a second result without a «tirada nula» declared in between.
check-rl032-doc =
    The ball is relaunched within a round only after the jefe de mesa declares «tirada nula». A
    second `spin` with no `void` before it is reported; the round is then settled on the last
    result, as the log says the croupiers did.

# RL033 checks-not-made
check-rl033-summary = The log leaves out optional information, so a check of the article could not be made.
check-rl033-doc =
    Some facts a roulette log may give are optional: the cylinder's sense (a `spin` may give the
    number alone), which RL012 compares with the previous spin's; the ball's sense (`ball=` on
    `spin`), which RL013 compares with the cylinder's; and the number a relaunch after a «tirada nula» starts from
    (`from=`), which RL024 compares with the previous result. A log that leaves them out is not
    wrong, but those rules are then not verified: this warning says so once per table and check, on
    the first line without it, with how many lines lack it, instead of passing the rule silently (as
    BC051 does for the players of chemin de fer).

# RL034 colour-chip-value
check-rl034-summary = A player's colour chips were given a value outside the minimum and the pleno maximum.
check-rl034-doc =
    At the Ruleta americana each player plays with chips of his own colour and says what each is
    worth (`colour s3 20`); the article allows «del mínimo al máximo de la postura de la mesa sobre
    un número entero»: from the table minimum to the maximum of a pleno on the table's scale
    (`limits.maximum` of the pleno's class). A `colour` line without a value gives chips worth the
    minimum, which is always allowed. Whether the value fits the casino's chip denominations is
    not in the log.

# RL035 too-many-colour-players
check-rl035-summary = More players played with colour chips than the catalogue allows.
check-rl035-doc =
    The catalogue may cap the players with colour chips at a table (Valencia 2003: «no superior a
    diez»; `play.roulette.colour_chips.max_players`). The distinct seats with a `colour` line in
    the session are counted; the first one past the cap is reported, once, with the first colour
    player as a cause. Where the text gives no figure (1979) nothing is counted.

# RL036 bet-not-in-colour-chips
check-rl036-summary = A colour-chip player's bet is not a whole number of his chips.
check-rl036-doc =
    A player with colour chips (a `colour` line) bets with those chips, each worth the value he
    gave them or, if he gave none, the table minimum («cada una de sus fichas representa el
    mínimo»). Each of his `bet` lines must then be a whole number of chips. Seats without a
    `colour` line may bet with the casino's value chips, of which the log says nothing, and are
    not checked. A stake below the table minimum is RL014's alone.

# RL040 authorised-maximum-out-of-range
check-rl040-summary = The table's authorised maximum is outside the bounds the article sets for it.
check-rl040-doc =
    Some articles leave a maximum to the table's authorisation within bounds: boule's maximum on a
    number is «no inferior a cuarenta veces, ni superior a cien veces el mínimo autorizado», on the
    even chances between 200 and 500 times. The catalogue gives those bounds
    (`limits.maximum.<class>.authorised`); the table header gives the authorised figure as
    `max-<class>=<amount>`. A figure outside the bounds is reported on the header; the table's
    bets are then judged by the maximum it announced (RL015). Without `max-<class>=`, RL015 uses the
    highest the article allows.

# RL041 minimum-not-authorised
check-rl041-summary = The table's minimum is neither the authorised minimum nor twice it.
check-rl041-doc =
    Boule lets the director open a cloth «con una apuesta mínima igual a dos veces la autorizada»:
    where the catalogue names that rule (`limits.doubled_minimum`) and the header gives the
    authorised minimum (`authorised-min=`), the table's `min=` must be that amount or twice it.
    That at least one cloth keeps the authorised minimum is a fact about the casino's other
    tables, which one table's log cannot show.

## baccarat

# BC001 card-not-in-shoe
check-bc001-summary = A card comes out of the shoe more often than the shoe holds it (or after its last card).
check-bc001-doc =
    A shoe of N decks holds N copies of each card and N × 52 cards in all (6 × 52 = 312 in every
    article of the family). Counting from the last `shoe` line, a card seen for the N+1-th time, or
    any card after the shoe's last, cannot have come out of it: the shoe was not what the log says,
    or a card was added. Burned and dealt cards both count; `??` cards count toward the total only.
    The card is still taken as dealt.

# BC002 deal-order
check-bc002-summary = The first cards of a coup were not dealt in the article's order.
check-bc002-doc =
    Punto y banca deals one card at a time, punto first: the first and third cards to punto, the
    second and fourth to banca; a third card goes to punto before banca. The order is the
    catalogue's `deal_order`. Reported once per coup; the cards count for the hands the log gives
    them to. After a card out of order, which card was meant for which hand is not known (a missing
    `deal` line puts every later card one place off), so the coup's cards are judged no further: no
    first card face up (BC035), short hand (BC028), draw (BC003–BC007) or winner (BC008) is reported
    for that coup, and its settlements follow the announced result.

# BC003 player-illegal-draw
check-bc003-summary = The player hand drew a third card where its fixed rule says stand.
check-bc003-doc =
    The player hand («punto») must stand on 6 and 7 (the catalogue's `player_rule`); a third card
    there, or a fourth card at all, is reported. The coup is then evaluated with the cards actually
    dealt: the bank's tableau is read with that third card.

# BC004 player-missed-draw
check-bc004-summary = The player hand stood where its fixed rule says draw.
check-bc004-doc =
    The player hand must draw on 0 to 5 (the catalogue's `player_rule`) unless either hand has a
    natural. The coup is evaluated with the cards dealt: the bank's tableau is read in the column
    «P» (punto stood).

# BC005 banker-illegal-draw
check-bc005-summary = The bank's hand drew a third card where the tableau says stand.
check-bc005-doc =
    The bank draws by the tableau of the article: the row is the bank's two-card total, the column
    the value of punto's third card (or «P» when punto stood). The finding names the cell. A fourth
    card is reported too.

# BC006 banker-missed-draw
check-bc006-summary = The bank's hand stood where the tableau says draw.
check-bc006-doc =
    As BC005: the cell of the tableau at the bank's two-card total and punto's third card (or «P»)
    says `T`, and the bank took no third card before the result.

# BC007 draw-after-natural
check-bc007-summary = A third card was dealt although a hand had a natural 8 or 9.
check-bc007-doc =
    When either hand's first two cards total 8 or 9 the coup is over and neither hand may draw. The
    winner is still taken from the cards dealt.

# BC008 wrong-winner
check-bc008-summary = The announced winner is not the hand the cards give.
check-bc008-doc =
    The hand closest to 9 wins (units only: tens and court cards count 0, aces 1); equal totals are
    a tie. The croupier's `result` is compared with the cards dealt. Settlements are then judged
    against the winner the cards give, not the announcement: a payment that follows the cards is not
    reported, one that follows the wrong announcement is what a player (or the bank) lost and is
    reported on its line (BC011, BC009, BC012, BC034). Where the cards give no winner (a card not
    seen, a hand short) the announcement stands. After an illegal draw, a result that either counts
    the cards dealt or rectifies the coup (a fourth card disregarded) is accepted: the draw's
    finding says what went wrong.

# BC009 baccarat-wrong-payout
check-bc009-summary = A settlement moved a different amount than the bet's payout gives.
check-bc009-doc =
    Winnings are the stake times the catalogue's payout (punto 1 to 1; the tie bet 8 to 1 where it
    exists); the player keeps the stake. A collection takes the whole stake, a return gives it all
    back.

# BC010 wrong-commission
check-bc010-summary = A winning bet on the bank was paid other than its winnings less the commission.
check-bc010-doc =
    Winning bets on banca pay 1 to 1 less the establishment's deduction (5 % in punto y banca). The
    deduction is rounded to the cent as the catalogue's `commission` says (the texts do not): by
    default the deduction is rounded down, so the player keeps the odd cent.

# BC011 baccarat-settlement-contradicts-result
check-bc011-summary = A bet was settled the wrong way for the result: a loser paid, a winner collected.
check-bc011-doc =
    After the result a winning bet is paid and a losing one collected; a return gives the stake back
    without winnings and is only right for a bet left void by a tie. Judged against the winner the
    cards give, not the croupier's announcement: after a wrong announcement (BC008) a settlement
    that follows it instead of the cards is reported here, as what the player or the bank lost.
    Where the cards give no winner (a card not seen, a hand short) the announced result is all there
    is.

# BC012 baccarat-unpaid-winner
check-bc012-summary = A winning bet was never paid.
check-bc012-doc =
    Every winning bet is paid (less commission where due) before the next coup starts. The payment
    line may be what is missing: At chemin de fer and dos paños the bank carried after that coup is
    then unknown: no banco, stake or announcement is judged against it until a `bank` line or a
    banco tells it again.

# BC013 baccarat-duplicate-settlement
check-bc013-summary = A bet was settled twice.
check-bc013-doc =
    Each stake is collected, paid or returned once per coup. The second settlement is reported with
    the first as its cause.

# BC014 tie-not-void
check-bc014-summary = On a tie, a bet on punto or banca was collected or paid.
check-bc014-doc =
    A tie makes the coup void for bets on the hands: «la jugada será considerada nula y las apuestas
    podrán ser retiradas». They are returned (or left on the table for the next coup), never
    collected or paid. Bets on the tie itself are paid.

# BC015 baccarat-bet-after-no-more
check-bc015-summary = A bet was placed after «no va más» (or after the first card).
check-bc015-doc =
    Bets close at «no va más», which comes before the order «cartas». A stake placed after it, after
    the first card of the coup, or after the result is reported. It is still settled as the log
    records.

# BC016 baccarat-bet-below-minimum
check-bc016-summary = A stake is below the table minimum.
check-bc016-doc =
    Each seat's stake on each bet, as it stands when betting closes, is at least the table's minimum
    (`min=`). Bets the catalogue exempts (`limits.exempt_bets`) are not checked.

# BC017 baccarat-bet-above-maximum
check-bc017-summary = A stake exceeds the table maximum.
check-bc017-doc =
    The maximum is 50 or 100 times the minimum, as the table is authorised (`max=50` or `max=100` in
    the header; the catalogue gives the default). A seat's stakes on the same bet in one coup add
    up.

# BC018 baccarat-bet-not-multiple-of-minimum
check-bc018-summary = A stake is not a multiple of the table minimum where the casino requires it.
check-bc018-doc =
    The management may require stakes to be multiples of the table minimum (`multiples=yes` in the
    header; the catalogue gives the default). Checked when betting closes.

# BC019 baccarat-bet-not-in-catalogue
check-bc019-summary = The bet is not one of the article's bets.
check-bc019-doc =
    Only the bets the article lists can be placed: punto and banca, and the tie bet where the
    article has it (Valencia 2003, not 1979).

# BC020 wrong-burn-count
check-bc020-summary = The burn at the start of the shoe did not have the count its first card gives.
check-bc020-doc =
    After the cut the croupier turns up a first card; its value (tens and court cards 10, aces 1)
    says how many cards are burned. Whether the exposed card is one of them is not said: the
    catalogue's `exposed_card_counts` decides (by default it is not: value N means N+1 cards out in
    all). Checked at the shoe's first card dealt; not checked when the first burned card was not
    seen.

# BC021 cut-card-position
check-bc021-summary = The stop card was not placed with the article's number of cards below it.
check-bc021-doc =
    The stop card («carta de detención») is placed so that exactly seven cards lie below it in punto
    y banca (`shoe.cut_card_below`). The shoe is counted with the position the log gives.

# BC022 coup-after-stop-card
check-bc022-summary = A coup was dealt after the stop card came out.
check-bc022-doc =
    The appearance of the stop card ends the shoe: the coup in progress is completed and no other is
    dealt. The stop card is out when the log says so (`cutcard out`) or when every card above it has
    been drawn, counted from the `cutcard` line. Reported once per shoe.

# BC023 wrong-deck-count
check-bc023-summary = A shoe was loaded with another number of decks than the article's.
check-bc023-doc =
    The game is played with six decks of 52. The shoe is still counted with the decks the log gives.

# BC024 shoe-not-passed-on-bank-loss
check-bc024-summary = The shoe changed hands although the bank did not lose, or stayed after it lost.
check-bc024-doc =
    The player who holds the shoe keeps it until the bank's hand loses a coup; then it passes on.
    Checked when the log records the holder (`holder SEAT`): a new holder without a bank loss (a
    refusal, a departure or a new shoe also free the shoe), or a holder who deals the next coup
    after a bank loss. A tie does not pass the shoe. The croupier may keep dealing. After a coup
    dealt with no result (BC028) whether the bank lost is not known, and the shoe's passing is not
    judged.

# BC025 hand-not-to-highest-bettor
check-bc025-summary = Punto's cards were not given to the highest bettor on punto.
check-bc025-doc =
    The player hand's cards go to the seat with the highest bet on punto; with no bet on punto, to
    the croupier. Equal highest stakes are settled by the catalogue's `on_equal_stakes` (by default
    any of them). Checked on `hand punto SEAT`, and reported at the coup's end: when that seat then
    settles a bet on punto at least as high that the log never placed (BC033), its `bet` line is
    what is missing and the hand went where it should.

# BC026 seat-kept-after-refusals
check-bc026-summary = A player who refused the hand twice in a row kept playing.
check-bc026-doc =
    Valencia 2003: a player who twice in a row refuses to take the hand must give up the seat. After
    the second `refuse SEAT` the seat must `leave` before it bets again.

# BC027 salute-repeated
check-bc027-summary = A player «saludó» more than once in one shoe.
check-bc027-doc =
    Valencia 2003: a player may «saludar» only once per game or shoe. The text does not define the
    act; the log records it as `salute SEAT` and veedor counts it per shoe.

# BC028 coup-incomplete
check-bc028-summary = A result was announced before each hand had two cards, or a coup ended without a result.
check-bc028-doc =
    Each coup deals two cards to each hand, then the draws the rules require, then the croupier
    announces the winner. A coup whose cards were dealt but no result announced, or a result over
    incomplete hands, cannot be judged. When a coup dealt with no result was settled all the same,
    its `result` line is likely what is missing: the settlements are a cause of this finding (the
    first is labelled), not BC032 findings of their own, and whether the shoe or the bank passes
    after that coup is not judged.

# BC029 cards-before-no-more
check-bc029-summary = Cards were dealt before «no va más».
check-bc029-doc =
    The croupier calls «no va más» and then «cartas»: no card is dealt while bets are open. Reported
    when a coup with bets has its first card before `nomore`.

# BC030 unknown-hand
check-bc030-summary = A card, hand or result names a hand this game does not have, or a result line does not have the game's shape.
check-bc030-doc =
    Hands are named by the catalogue (`punto`, `banca`); a result is a hand or `empate`. A card
    dealt to an unknown hand still counts in the shoe; which hand it was meant for is not known, so,
    as after a card out of the deal order (BC002), the coup's cards are judged no further and its
    settlements follow the announced result. Dos paños gives the winner of each paño (`result
    punto1=W punto2=W`): a missing paño or a bare winner is reported here too. After an unreadable
    result the coup counts as announced: its cards are judged and its settlements are checked
    against what the cards give (a bare banker or tie word at dos paños is read for both paños).

# BC031 coup-already-decided
check-bc031-summary = A card was dealt or a second result announced after the coup's result.
check-bc031-doc =
    After the croupier announces the winner the coup is over: no more cards until the next `round`,
    and one result per coup. The first result stands.

# BC032 baccarat-settlement-before-result
check-bc032-summary = A bet was settled before the coup's result.
check-bc032-doc =
    Losing bets are collected and winning ones paid once the winner is announced. Reported when the
    result comes after the settlement; a coup dealt that never gets a result is one BC028 instead.

# BC033 baccarat-settlement-without-bet
check-bc033-summary = A settlement names a bet that is not on the table.
check-bc033-doc =
    Money can only move for a stake placed in the coup. A settlement for a seat and bet with no such
    stake is reported, once per seat and bet in a coup (a split stake's two settlements name it
    twice). Its `bet` line may be what is missing: the coup's cagnotte is not judged. At chemin de
    fer and dos paños the bank carried after that coup is then unknown: no banco, stake or
    announcement is judged against it until a `bank` line or a banco tells it again.

# BC034 baccarat-uncollected-loser
check-bc034-summary = A losing bet was never collected.
check-bc034-doc =
    Losing bets are collected after the result. A losing stake with no `collect` line before the
    next coup is reported. The collection line may be what is missing: At chemin de fer and dos
    paños the bank carried after that coup is then unknown: no banco, stake or announcement is
    judged against it until a `bank` line or a banco tells it again.

# BC035 first-cards-face-up
check-bc035-summary = One of the first two cards of a hand was dealt face up.
check-bc035-doc =
    The holder of the shoe deals two cards face down to each hand («dos cartas, boca abajo, a cada
    mano»); they are shown afterwards. Checked where the log records the side (`deal HAND CARD up`).
    Reported once per coup.

# BC040 wrong-cagnotte
check-bc040-summary = The cagnotte taken on the banker's winnings is not the article's rate of them, or was taken when he did not win.
check-bc040-doc =
    In chemin de fer and dos paños a player holds the bank and the establishment takes a share of
    his winnings in each coup (`cagnotte AMOUNT`): 5 % in chemin de fer; 2 % with a limited bank and
    1.25 % with a free one in dos paños (header `bank=`). It is due only when the banker wins the
    coup overall — in dos paños when he wins on both paños or wins more on one than he loses on the
    other — and is computed on the result the cards give, on his net winnings by default
    (`cagnotte.base`), rounded down to the cent (`cagnotte.rounding`). A missing, wrong or undue
    cagnotte is reported once per coup; the bank carried after it is then unknown (the log's
    cagnotte or the rules' may be what left it) until a `bank` line or a banco tells it again. After
    a settlement of the coup was reported as wrong, or a wrong announcement (BC008) the money
    followed, a cagnotte that is the rate of the money the log moved is not reported too (a stake
    written twice makes both the settlement and the rules' cagnotte look wrong).

# BC041 bank-out-of-limits
check-bc041-summary = The bank announced for a coup is above its maximum or below its minimum.
check-bc041-doc =
    Chemin de fer: the bank is at most a hundred times the punto minimum (what exceeds it is «garage
    impropio», out of play) and never below the minimum, unless the table is authorised to play
    without maximum (header `bank=unlimited`). Dos paños with a limited bank: the table's
    authorisation sets the bank's maximum and minimum, which the header gives as `bank_min=` and
    `bank_max=`; they bound the bank as a banker constitutes it (when he takes the bank, or deposits
    anew after it «saltó»), not its later growth with his winnings. Checked on each `bank AMOUNT`
    line.

# BC042 stakes-over-bank
check-bc042-summary = The stakes of a coup add up to more than the bank.
check-bc042-doc =
    The most a player may stake is what the bank holds («hacer banco»), and the bank answers only
    for what it holds: the stakes of a coup together may not exceed the announced bank. Checked when
    betting closes.

# BC043 garage-not-allowed
check-bc043-summary = The banker garaged winnings he may not withdraw yet, or more than he has won.
check-bc043-doc =
    Chemin de fer: the banker's winnings join the bank, and he may exclude them (`garage AMOUNT`,
    «garage voluntario») only once they exceed fifty times the punto minimum, counted since he took
    the bank, net of cagnotte and earlier garages. Dos paños has no garage: every `garage` line is
    reported. The bank is then followed as the log says. While the bank carried is unknown (after an
    unreadable line or a coup whose money is not known; see BC028, BC033, BC034, BC040) the winnings
    are too, and a garage is not judged against them.

# BC044 too-few-players
check-bc044-summary = A coup is dealt with fewer players than the article requires.
check-bc044-doc =
    Chemin de fer needs at least four players at the table, dos paños two on each paño, for the
    whole partida. The log gives the count (`players N`, or `players N M` per paño); a coup dealt
    while it is short is reported once per count. Logs without `players` cannot be checked (BC051
    warns once per session); a `players` line with the wrong number of counts is a log-format error
    (M001). Whether standing players count is not said by the texts: `players` counts whom the
    croupier counts.

# BC045 wrong-share
check-bc045-summary = A stake on the line or a caballo was settled on the wrong part of it.
check-bc045-doc =
    A stake on the line («sobre la raya») plays half: it wins or loses half its amount (rounded down
    to the cent), the rest stays with the player. In dos paños a stake a caballo (and the banco)
    plays on both paños in equal parts, the odd unit to paño 1; each part is paid or collected by
    its paño's result. The unit is a parameter (`shares[].unit`, the cent by default). A stake whose
    two parts are both off is reported once.

# BC046 bank-decreased
check-bc046-summary = A banker who keeps the bank announces less than it holds after his winnings, or goes on after it «saltó» with less than his initial deposit.
check-bc046-doc =
    The banker's winnings join the bank (less the cagnotte and any garage), and the bank may be
    increased but never decreased while he keeps it. After a coup the banker did not lose, a `bank`
    line below that (capped at the bank maximum, the rest being garage) is reported. A new `holder`
    starts a new bank. Dos paños: when the bank «saltó» (holds nothing) the banker may go on only
    with a new deposit «igual o superior al inicial», at least the bank his first coup was played
    with; a smaller one is reported.

# BC047 third-card-face-down
check-bc047-summary = A third card was dealt face down.
check-bc047-doc =
    Unlike the first two, the third card is always dealt face up. Reported for a third card written
    `down`; a card without `up`/`down` is not judged.

# BC048 banco-amount
check-bc048-summary = A banco stake does not cover the bank, or «banco con la mesa» is not half of it.
check-bc048-doc =
    «Hacer banco» is staking the whole bank (`bet SEAT banco AMOUNT`); «banco con la mesa» is a
    stake of exactly half of it (rounded down to the cent), which the table then completes. Checked
    when betting closes, against the coup's bank.

# BC049 banco-replay
check-bc049-summary = A null banco coup was replayed more often than allowed, or a replay follows no null banco coup.
check-bc049-doc =
    Dos paños: a banco coup that is null (neither paño won or lost) may be repeated at most twice. A
    coup marked `replay` must follow a banco coup null on both paños, and a third replay is
    reported.

# BC050 bank-not-announced
check-bc050-summary = Stakes were placed before the bank was announced.
check-bc050-doc =
    The croupier announces the bank before the stakes («hay … euros en la banca»): in chemin de fer
    before every coup, in dos paños when a banker takes it (later coups carry it). A coup whose
    first stake comes without a known bank is reported once: at the bank line when the bank is
    announced after the stakes (its limits are still checked), or when betting closes without any
    bank; the coups after it that have no bank either, until a `bank` line, are not reported again
    (a lost `bank` line leaves every later coup of that banker without one). A second `bank` line
    with a different figure in the same coup is reported too; the coup's bank is the first.

# BC051 players-not-logged
check-bc051-summary = A coup is dealt but the log never counted the players, so their minimum is not verified.
check-bc051-doc =
    Chemin de fer and dos paños need a minimum of players for the whole partida (BC044), which the
    log states with `players N` (or `players N M` per paño). When the first coup of a session is
    dealt and no `players` line has come, the minimum cannot be checked: this warning says so once
    per session instead of passing the rule silently.

# BC052 bank-left-before-dealing
check-bc052-summary = A banker left the bank before dealing a coup.
check-bc052-doc =
    Whoever takes the bank must deal at least one coup with it (chemin de fer: «está obligado a dar
    cartas por lo menos una vez»; dos paños: the banker may leave «una vez realizada la primera
    jugada»). A `holder` line naming another seat while the banker named by the last `holder` line
    has not dealt a card of a coup is reported at the new holder. A banker who holds the bank when
    the session ends is not reported.

# BC053 bank-below-abandoned
check-bc053-summary = The bank taken after a banker left it voluntarily is less than the bank he left.
check-bc053-doc =
    Valencia 2003, chemin de fer: «el jugador que coge la banca habrá de hacerlo, por lo menos, con
    la misma cantidad que el que abandonó voluntariamente». A banker leaves voluntarily when the
    bank changes hands (`holder`) after a coup he did not lose; what he left is his bank after that
    coup's money (his last bank plus his net winnings, less the cagnotte and any garage). The new
    banker's first `bank` line below it is reported. After a line that could not be read, or money
    that was not settled, what the bank held is not known and nothing is reported.

# BC054 tallas-per-session
check-bc054-summary = A session of a modality that plays a fixed number of tallas closed after another number.
check-bc054-doc =
    Dos paños with a free bank (`bank=libre`): «En cada sesión se jugarán dos tallas». A talla is
    one shoe: the `shoe` lines from `session open` to `session close` are counted, and a session
    closed after a different number is reported at its close. A log that ends without `session
    close` is not judged (S003 says so).

# BC055 optional-lines-not-logged
check-bc055-summary = The log leaves out optional lines a check needs, so that check was not made.
check-bc055-doc =
    Some lines of a punto y banca log are optional: the shoe's loading (`shoe decks=N`), the stop
    card (`cutcard N`), who holds the shoe (`holder SEAT`) and who is given punto's cards (`hand
    punto SEAT`). Without them the checks that compare them cannot be made: the decks and the burn
    (BC023, BC020), the stop card's place and late coups (BC021, BC022), the shoe passing when the
    bank loses (BC024), the highest bettor on punto given its cards (BC025). At chemin de fer and
    dos paños the same holds for the shoe's loading (BC023), the stop card (BC021, BC022) and who
    holds the bank (`holder SEAT`): that it passes when the banker loses (BC024, where the article
    says so), that a banker deals at least one coup (BC052) and, in Valencia 2003 chemin de fer,
    takes a bank left voluntarily for at least as much (BC053); the players' count has its own
    warning (BC051). Rather than pass those rules silently, one warning per file lists the lines
    never written and the checks not made, at the first card dealt. The side of a card (`up`/`down`)
    is not listed: a log seldom knows it, and BC035 and BC047 are checked wherever it is written.

## ---- Black Jack (BJ001–BJ099) ----

# BJ001 bj-card-not-in-shoe
check-bj001-summary = A card comes out of the Black Jack shoe more often than the shoe holds it (or after its last card).
check-bj001-doc =
    A Black Jack shoe holds six decks of 52 cards («seis barajas de 52 cartas»): six copies of each
    card, 312 cards in all. Counting from the last `shoe` line, a card seen once more than the decks
    hold, or any card after the shoe's last, cannot have come out of it. Burned and dealt cards
    both count; `??` cards count toward the total only. Reported once per card (once per shoe when
    it runs out); the card is still taken as dealt.

# BJ002 bj-wrong-burn-count
check-bj002-summary = The shoe was not started by burning exactly five cards.
check-bj002-doc =
    «Antes de distribuir las cartas, el crupier apartará las cinco primeras del distribuidor»: a
    new shoe's first round is dealt after exactly five `burn` lines. Judged at the shoe's first
    card dealt; not judged when a line of that shoe could not be read (it may have been a burned
    card), nor for a shoe the log never announced with `shoe`.

# BJ003 bj-cut-card-reserve
check-bj003-summary = The cut card leaves fewer cards behind it than one deck.
check-bj003-doc =
    The separator is placed so as to leave in reserve at least one deck's worth of cards («como
    mínimo, a un juego»): `cutcard N` needs N ≥ 52 (the article's `shoe.cut_card_below`, at
    least). A `cutcard out` before the cards in front of the cut card are all drawn (burns
    included) is reported too: the card cannot show there, so its place or its line is wrong.

# BJ004 bj-round-after-cut-card
check-bj004-summary = A round was dealt after the cut card came out.
check-bj004-doc =
    When the separator appears, the croupier announces that the round in progress is the shoe's
    last («la jugada que está realizando es la última»). A `round` whose line comes after
    `cutcard out` (or after the cut card's place, counted from `cutcard N`) and before a new
    `shoe` is reported, once per shoe, at its first card.

# BJ005 bj-wrong-deck-count
check-bj005-summary = The shoe was loaded with another number of decks than the article's.
check-bj005-doc =
    Black Jack is played with six decks. A `shoe decks=N` with another N is reported; the shoe is
    then counted with the decks the log says were loaded.

# BJ006 bj-deal-order
check-bj006-summary = A card was dealt out of the article's order.
check-bj006-doc =
    The deal runs: one card to each hand from the dealer's left (box 1 first), one to the dealer,
    a second to each hand in the same order; the dealer has one card only until the players are
    done, and draws only after every player hand is over. A card to another hand than the one
    whose turn it is, or to the dealer too early, is reported once per round; the round's cards
    are then judged no further (its money is still judged).

# BJ007 bj-unknown-hand
check-bj007-summary = A line names a hand the round does not have.
check-bj007-doc =
    The hands of a round are `m1`…`mN` for the boxes with a bet, their split hands (`m3-1`,
    `m3-2`, …) once made, and `crupier`. A card or a decision for any other hand is reported,
    with the hand meant where one is close; the round's cards are judged no further.

# BJ008 bj-card-face-down
check-bj008-summary = A card was dealt face down.
check-bj008-doc =
    «Las cartas se distribuirán siempre con las caras hacia arriba»: a `deal` line marked `down`
    is reported (once per round). Burned cards may go face down.

# BJ009 hit-on-21-or-more
check-bj009-summary = A hand with 21 or more asked for (or was given) another card.
check-bj009-doc =
    «En ningún caso podrá pedir naipes suplementarios si ha obtenido ya una puntuación de 21 o
    más». A soft 21 (an ace counted 11) is a score of 21: no card either, unless the article's
    `hit_on_soft_21` allows it.

# BJ010 card-not-asked-for
check-bj010-summary = A hand was given a card nobody asked for.
check-bj010-doc =
    Past its first two cards a hand gets a card only when its player asks for it, one at a time
    («pedir naipes complementarios, uno por uno»): a `hit`, a `double` (one card) or a split (the
    new hand's second card). Any other card dealt to it is reported. A `deal` line repeating the
    line before it (same hand, same card, nothing between) is reported once as written twice, and
    the round is judged without the repeated card.

# BJ011 hand-out-of-turn
check-bj011-summary = A hand acted after the play had passed it.
check-bj011-doc =
    Each hand follows the normal order («seguirá el orden normal de distribución y petición de
    cartas»): box 1 first, and a box's split hands from the player's right («empezando por la mano
    más a su derecha»). A decision or card for a hand the play already left is reported.

# BJ012 card-to-finished-hand
check-bj012-summary = A card was given to a hand that was over.
check-bj012-doc =
    A hand is over once it stood, busted, received its double's one card («no tendrá derecho
    más que a un solo naipe suplementario»), or is a split ace with its one card («no se le
    permitirá pedir más que un solo naipe por cada as»). A later card or decision for it is
    reported.

# BJ013 bust-not-collected-at-once
check-bj013-summary = A busted hand's stakes were not collected before play moved on.
check-bj013-doc =
    «El crupier recogerá inmediatamente su apuesta y los naipes antes de pasar a la mano
    siguiente»: after the card that takes a hand over 21, each stake on it is collected before any
    other hand's card or decision. Reported at the line where play moved on.

# BJ014 dealer-drew-on-17
check-bj014-summary = The dealer drew a card at 17 or more.
check-bj014-doc =
    «Al llegar a 17 puntos deberá plantarse»: the dealer stands on 17 or more, counting an ace as
    11 whenever that makes 17 to 21 (so a soft 17 stands, unless the article's
    `dealer.hit_soft_17`). A dealer card after such a total is reported.

# BJ015 dealer-stood-below-17
check-bj015-summary = The dealer stopped drawing below 17.
check-bj015-doc =
    «Deberá pedir otros naipes hasta que el total de su puntuación alcance 17 o más»: a round
    whose settlements begin (or which ends) with the dealer below 17 is reported. Valencia 2003
    exempts the dealer when every player hand has busted.

# BJ016 double-not-allowed
check-bj016-summary = A hand doubled where the article does not allow it.
check-bj016-doc =
    A hand may double on its first two cards totalling 9, 10 or 11 (the ace counted 1), and in
    Valencia 2003 on an ace with an 8 or a 9 (`double.totals`, `double.soft_pairs`); split hands
    too (`double.after_split`), split aces not (`double.on_split_aces`).

# BJ017 double-wrong-amount
check-bj017-summary = A double added another amount than the bettor's stake, or was made by a seat without a stake on the hand.
check-bj017-doc =
    «Podrá doblar su apuesta»: each `double HAND SEAT AMOUNT` adds exactly that seat's stake on the
    hand, so that the stake is doubled.

# BJ018 split-not-allowed
check-bj018-summary = A hand split where the article does not allow it.
check-bj018-doc =
    A hand splits on its first two cards of the same value («del mismo valor»: a king and a ten
    too), and may split again, up to the article's limit (none in 1979; six pairs per initial hand
    in Valencia 2003, `split.max_pairs`, read as `split.pairs_count`).

# BJ019 split-wrong-amount
check-bj019-summary = A split added another amount than the bettor's initial stake, or was made by a seat without a stake on the hand.
check-bj019-doc =
    «Deberá hacer una apuesta igual a la suya inicial en la otra carta»: each `split HAND SEAT
    AMOUNT` adds exactly that seat's stake on the hand.

# BJ020 insurance-not-allowed
check-bj020-summary = An insurance was taken where the article does not allow it.
check-bj020-doc =
    Insurance is offered only when the dealer's first card is an ace, to the players with a stake
    on a hand, and closes when the first card after the deal is given to a hand («a partir de este
    momento, nadie podrá asegurarse»). An `insure` outside that window, on a bet not placed, or
    twice on one bet is reported.

# BJ021 insurance-over-half
check-bj021-summary = An insurance exceeds half the original stake.
check-bj021-doc =
    The insurance is «una cantidad como máximo igual a la mitad de su apuesta primitiva»: at most
    half the insured seat's stake on the hand before any double or split.

# BJ022 even-money-not-allowed
check-bj022-summary = Even money was taken where the article does not allow it.
check-bj022-doc =
    Valencia 2003: when the dealer's first card is an ace, a player with a Black-Jack may ask for
    payment at par, which ends the hand («pago a la par»). `evenmoney` on another hand, at another
    time (after the dealer's second card), or on a bet not placed is reported; at a table whose
    article has no even money the line is foreign to the game (S007).

# BJ023 bj-wrong-payout
check-bj023-summary = A settlement moved a different amount than the rules give.
check-bj023-doc =
    Winnings are 1 to 1, 3 to 2 for a Black-Jack (two cards making 21, not after a split), 2 to 1
    for an insurance when the dealer makes Black-Jack, 1 to 1 for menor/mayor and for even money.
    A collection takes the whole stake (doubles and splits included), a return gives all of it
    back. Judged against the true outcome of the cards.

# BJ024 bj-settlement-contradicts-outcome
check-bj024-summary = A bet was settled the wrong way for what the cards say.
check-bj024-doc =
    A hand over 21 loses; if the dealer busts every hand still standing wins; otherwise the higher
    total wins, equal totals are void, and a Black-Jack beats a 21 of more cards. Paying a loser,
    collecting a winner, or returning a stake that won or lost, is reported.

# BJ025 bj-unpaid-winner
check-bj025-summary = A winning or void bet was never paid or returned.
check-bj025-doc =
    Every winning stake is paid and every void one returned before the next round. A stake left
    unsettled is reported at the round's end.

# BJ026 bj-uncollected-loser
check-bj026-summary = A losing bet was never collected.
check-bj026-doc =
    Losing stakes are collected («recoger las apuestas perdedoras»). A losing stake with no
    `collect` line before the next round is reported.

# BJ027 bj-duplicate-settlement
check-bj027-summary = A bet was settled twice.
check-bj027-doc =
    Each stake is settled once: paid (and kept), collected, or returned.

# BJ028 bj-settlement-without-bet
check-bj028-summary = A settlement names a bet the seat did not place.
check-bj028-doc =
    A `pay`, `collect` or `return` must name a stake of the round: the seat's `mano N` (or its
    split hands `mano N-K`), its side bets, or its insurance `seguro N`.

# BJ029 bj-settlement-order
check-bj029-summary = The hands were settled out of the right-to-left order.
check-bj029-doc =
    After the dealer's score, losers are collected and winners paid «de derecha a izquierda»:
    from the dealer's right, box N first, down to box 1. A settlement of a box after a box to its
    left was settled is reported (once per round). Busts, side bets and even money are settled as
    they happen and do not count.

# BJ030 bj-settlement-before-outcome
check-bj030-summary = A hand was settled before its outcome was known.
check-bj030-doc =
    A hand standing on 21 or less is settled after the dealer's last card; an insurance after the
    dealer's second card; menor/mayor after the box's second card. A settlement earlier than that
    is reported.

# BJ031 bj-bet-below-minimum
check-bj031-summary = A stake is below the table minimum.
check-bj031-doc =
    Bets are made «dentro de los límites del mínimo y máximo por casilla»: each stake on a hand,
    and each menor/mayor stake, is at least the table's `min=`.

# BJ032 bj-bet-above-maximum
check-bj032-summary = A stake is above the table maximum.
check-bj032-doc =
    The maximum is 50, 100 or 200 times the minimum (the header's `max=`) and «se entiende por
    mano»: it binds each bettor's stake on a hand (`limits.maximum_applies: per-bet`), or the
    box's total where the article says so (`per-box`).

# BJ033 too-many-bets-on-box
check-bj033-summary = A box carries more bets than the article allows.
check-bj033-doc =
    Valencia 2003: «En ningún caso el número de apuestas por plaza o casilla podrá exceder del
    número de cuatro». The bettors of a box (its `mano` stakes) are counted when betting closes.

# BJ034 box-not-on-table
check-bj034-summary = A bet names a box the table does not have.
check-bj034-doc =
    The table has as many boxes as its header's `boxes=` (7; 7 or 9 in Valencia 2003), numbered
    from 1. A stake on box 0 or past the last is reported.

# BJ035 bj-bet-after-first-card
check-bj035-summary = A stake was placed after the cards began.
check-bj035-doc =
    Bets are made «antes de distribuir las cartas»: a `bet` after the round's first card (or
    after `nomore`) is reported; doubles, splits and insurance are the only stakes added later.

# BJ036 bj-bet-not-in-catalogue
check-bj036-summary = A bet kind the article does not have.
check-bj036-doc =
    A Black Jack stake is `mano N`; Valencia 2003 adds `menor N`, `mayor N` and `progresivo N`.
    Any other kind, or one without its box, is reported with the kind meant where one is close.

# BJ037 progressive-over-half-minimum
check-bj037-summary = A progressive stake exceeds half the table minimum.
check-bj037-doc =
    Valencia 2003: «El importe de la apuesta del progresivo no puede ser superior a la mitad de la
    apuesta mínima de la mesa». Its prizes are not in the catalogue: their payment is not
    judged.

# BJ038 bj-optional-lines-not-logged
check-bj038-summary = The log leaves out optional shoe lines a check needs, so that check was not made.
check-bj038-doc =
    The shoe's loading (`shoe decks=N`) and the cut card's place (`cutcard N`) may be left out of
    a Black Jack log, but then the deck count and the five-card burn (BJ005, BJ002), the cut card's
    reserve and a round after it (BJ003, BJ004) cannot be checked. Rather than pass those rules
    silently, one warning per file lists the lines never written and the checks not made, at the
    first card dealt (not after a line that could not be read, which may have been one of them).

# BJ039 decided-by-non-controller
check-bj039-summary = A double or split is decided by a bettor who does not control the box.
check-bj039-doc =
    «El jugador situado en primera línea delante de cada casilla será el que mande en la misma»
    (both articles): the box's first `bet` line is its first-line player's, and its doubles and
    splits are that player's to decide; a back bettor only follows. On a box a `vacant N` line
    names, Valencia 2003 gives it to «el de mayor apuesta o, en caso de igualdad, el de "mano" más
    cercana al cajetín» (`boxes.control`; 1979 names no one, so nothing is checked there). The
    first `double` or `split` line of a hand is reported when its seat is not the controller and
    the controller's own line for the same decision does not come next.

# BJ040 side-bet-without-hand
check-bj040-summary = A «menor o mayor de 13» is staked on a box that is dealt no hand.
check-bj040-doc =
    Valencia 2003: in «menor o mayor de 13» «el jugador apuesta sobre si el total de puntos de sus
    dos primeros naipes» is under or over 13. A `menor N` or `mayor N` on a box without a `mano N`
    stake placed before the cards has no first two cards to be judged by: it is reported when
    the cards begin, and its settlement is judged no further.

# BJ041 bj-limits-changed-in-session
check-bj041-summary = The table's limits changed during the session where the article's rules on changing limits forbid it.
check-bj041-doc =
    The 1979 Black Jack article applies «las normas de la ruleta referentes a la posibilidad de
    modificar el mínimo y el máximo de las apuestas», and the 1979 roulette's forbid it: «Durante
    el desarrollo de la sesión y una vez puesta en funcionamiento una mesa, el Casino no podrá
    variar el límite de apuesta de la misma». A `limits` line that changes the minimum or the
    maximum once the session is open is reported, and the limits of the table's header stay in
    force for the rounds after it. Valencia 2003, whose roulette allows the change, judges the
    rounds after it under the new limits (`limits.change_during_session`).
# ---- treinta y cuarenta (TC001–TC022) ---------------------------------------------------------

# TC001 treinta-card-not-in-shoe
check-tc001-summary = A card comes out of the shoe more often than the shoe holds it (or after its last card).
check-tc001-doc =
    A treinta y cuarenta shoe is six French decks of 52 (312 cards): six copies of each card.
    Counting from the last `shoe` line, a card seen for the seventh time, or any card after the
    shoe's last, cannot have come out of it. Dealt cards and the cards of the last five laid on the
    table (`burn`) both count; `??` cards count toward the total only. The card is still taken as
    dealt.

# TC002 red-card-position
check-tc002-summary = The red card was not placed before the last five cards.
check-tc002-doc =
    «El crupier coloca una carta roja delante de las cinco últimas cartas del mazo»: a `cutcard N`
    line must say 5 cards below it (the article's `shoe.cut_card_below`). The shoe is then counted
    with the number the log gives.

# TC003 coup-after-red-card
check-tc003-summary = A coup was started after the red card appeared.
check-tc003-doc =
    The red card ends the shoe: «la aparición de esta carta roja determina la anulación del juego en
    curso», after which the last five cards are laid face down and counted. A coup whose `round`
    line comes after the red card appeared (`cutcard out`, or counted from `cutcard N`) is reported
    at its first card, once per shoe.

# TC004 treinta-wrong-deck-count
check-tc004-summary = A shoe was loaded with another number of decks than the article's six.
check-tc004-doc =
    «Se juega con seis barajas»: a `shoe decks=N` line with N other than 6 is reported, and the shoe
    is counted with the decks the log says (a sane number), so that one wrong count does not make
    every later card a finding.

# TC005 row-deal-order
check-tc005-summary = A card was dealt to the wrong row: roja before negra reached 31, or a row past the card that brought it to 31.
check-tc005-doc =
    The deal «comenzará necesariamente por la fila negra. Cuando el total alcance o sobrepase los 31
    puntos, se iniciará la colocación de cartas en la fila roja»: negra takes every card until its
    total is 31 or more, then roja until its own is; no row takes a card after reaching 31. A
    card to roja while negra is short, or to a row already at 31 or more, is reported once. Which
    card was meant for which row is then unknown: the coup's cards are judged no further, and its
    money follows the croupier's announcement (`points`), or is not judged without one.

# TC006 treinta-coup-incomplete
check-tc006-summary = A coup ended (or was announced) with a row short of 31.
check-tc006-doc =
    «Se distribuirán cartas hasta que se obtenga por cada fila una puntuación comprendida entre
    treinta y cuarenta»: both rows must reach 31 or more. A coup whose announcement (`points`)
    comes, or which ends (the next `round`, the session's close, the end of the log), with a row
    below 31 — or with stakes and no card at all — is reported once; its settlements are not
    judged, for it has no result.

# TC007 unknown-row
check-tc007-summary = A card was dealt to a row the game does not have.
check-tc007-doc =
    The rows are `negra` and `roja` (the article's `rows`). A `deal` line naming another gets a
    «did you mean»; the coup's cards are then judged no further, and its money follows the
    croupier's announcement.

# TC008 wrong-points
check-tc008-summary = The points the croupier announced are not the rows' totals.
check-tc008-doc =
    «El crupier anuncia en voz alta la puntuación de cada fila»: a `points N M` line gives the negra
    and roja totals announced; they are compared with the cards (ace 1, court cards 10, the others
    their face value). The settlements are judged against the cards, not the announcement; one
    settled as the wrong announcement said is its consequence, a label on this finding, not
    another (a settlement neither gives is reported on its own, TC014).

# TC009 treinta-bet-not-in-catalogue
check-tc009-summary = A bet on something other than the four chances (rojo, negro, color, inverso).
check-tc009-doc =
    «Los jugadores no pueden hacer uso más que de las combinaciones siguientes»: rojo or negro,
    color or inverso. A `bet` line on any other word is reported with a «did you mean» and ignored;
    its settlement, if any, is not reported again.

# TC010 treinta-bet-below-minimum
check-tc010-summary = A stake below the table minimum.
check-tc010-doc =
    The minimum is the authorisation's (the header's `min=`). Each seat's stake on a chance, as it
    stands when betting closes (at «no va más» or the coup's first card), must reach it.

# TC011 treinta-bet-above-maximum
check-tc011-summary = A player's stake on a chance over the maximum, a thousand times the minimum.
check-tc011-doc =
    «El máximo será igual a mil veces el mínimo establecido»: each seat's stakes on one chance in a
    coup add up, and the first `bet` line that takes them over the maximum is reported. The maximum
    binds each player, never the pool of several players' stakes.

# TC012 treinta-bet-after-no-more
check-tc012-summary = A bet placed after betting closed for the coup.
check-tc012-doc =
    Bets are placed before «no va más» and before the first card is laid on the table. A `bet`
    line after either is reported once per coup, and judged as the log records it.

# TC013 wrong-insurance
check-tc013-summary = The 1 % insurance against the refait was not deposited as the article says.
check-tc013-doc =
    «… mediante el depósito de 1 por 100 del importe de la apuesta efectuado en el momento de la
    postura»: an `insure SEAT BET AMOUNT` line must be for a stake of the coup, before betting
    closes, of 1 % of the stake (`insurance.percent`, rounded as `insurance.rounding` says, up by
    default), on a stake of at least `insurance.threshold_minimums` minimums (the sentence is
    truncated: «las apuestas iguales o superiores» to what, it does not say; by default every
    stake). A late deposit is still taken as made.

# TC014 treinta-wrong-settlement
check-tc014-summary = A settlement line contradicts the coup's outcome, or pays the wrong amount.
check-tc014-doc =
    Each stake is judged against what the cards give (the croupier's announcement only when the
    cards cannot say): the winning chances paid even money («reciben el equivalente de su
    apuesta»), the losing ones collected; on a tie other than 31 every stake returned; on the red
    card every stake of the coup in progress returned; on the refait (31–31) the roulette's zero
    system: half the stake returned and half collected, or nothing, the stake going to prisión
    (`choose SEAT BET half|prison` records the option; an insured stake is settled as
    `insurance.on_refait` says). Prisoners are freed (`release`) when their chance wins, with the
    initial stake or its residual (`refait.release_amount`), collected when it loses, kept on a
    void coup, and on a further refait have the option again. The 1 % deposit is the house's,
    collected. A line that fits none of this is reported; that stake is then judged no further.

# TC015 treinta-unsettled-bet
check-tc015-summary = A stake (or a prisoner, or a 1 % deposit) was not settled when its coup ended.
check-tc015-doc =
    When a decided coup ends (the next `round`, the session's close, the end of the log), each of
    its stakes must have the settlement lines its outcome requires (TC014), each prisoner the lines
    of its release or loss, and each 1 % deposit its `collect`. On the refait a stake with no line
    went to prisión, which needs none. What is missing is reported, with the lines expected.

# TC016 treinta-losers-not-first
check-tc016-summary = A losing stake was collected after a winning one had been paid.
check-tc016-doc =
    «Sólo después de haber sido retiradas las posturas perdedoras podrá procederse al pago de las
    apuestas ganadoras»: a `collect` of a losing stake after a `pay` of the coup is reported, once
    per coup.

# TC017 treinta-payment-order
check-tc017-summary = Negro or rojo was paid before color or inverso.
check-tc017-doc =
    Payment goes «suerte por suerte, comenzando siempre por color o inverso y después negro y
    rojo»: a `pay` on color or inverso after a `pay` on negro or rojo in the same coup is reported
    (the order then goes on from it). The order within a chance («por las apuestas más alejadas del
    crupier») needs the seats' places, which no log shows.

# TC018 coup-not-voided-by-red-card
check-tc018-summary = A card was dealt after the red card appeared: the coup in progress is void.
check-tc018-doc =
    «La aparición de esta carta roja determina la anulación del juego en curso»: when the red card
    comes out (`cutcard out`, or counted from `cutcard N`: it stands before the last five cards)
    before the rows are complete, the coup is void and every stake returned. A card dealt after it
    in that coup is reported once; the coup's money is judged as void.

# TC019 treinta-settlement-without-bet
check-tc019-summary = A settlement for a bet that has no stake in the coup.
check-tc019-doc =
    A `collect`, `pay`, `return` or `release` line names a seat and a chance (`prison` before it
    for a prisoner, `seguro` for the 1 % deposit); when the coup has no such stake (or prisoner, or
    deposit) the line is reported, with a «did you mean» for a mistyped word.

# TC020 choice-without-refait
check-tc020-summary = An option of half or prisión where the coup gives none.
check-tc020-doc =
    The option of half back or prisión («las mismas disposiciones que regulan el sistema del cero
    en la ruleta») exists only on the refait, 31–31, for a stake without the 1 % insurance (or a
    prisoner). A `choose` line on another outcome, before the coup is decided, for a stake that
    does not exist or is insured, or a second one for the same stake, is reported.

# TC021 card-face-down
check-tc021-summary = A card of the rows was dealt face down.
check-tc021-doc =
    The cards are laid on the table «en forma descubierta»: a `deal` line marked `down` is
    reported, once per coup. A log that does not write the side is not judged.

# TC022 red-card-out-of-place
check-tc022-summary = The red card appeared where the shoe's count says it cannot be.
check-tc022-doc =
    «El crupier coloca una carta roja delante de las cinco últimas cartas del mazo. La aparición de
    esta carta roja determina la anulación del juego en curso»: the red card appears when every
    card above it is out, with the `cutcard N` line's N cards left; without that line, with the
    article's five (`shoe.cut_card_below`). When the shoe is counted (a `shoe` line and no line of
    the shoe unreadable), a `cutcard out` with another number of cards left is reported, and not
    taken: the coup is judged as if the red card had not appeared, since a croupier could
    otherwise void any coup.

# TC023 left-in-prison-at-close
check-tc023-summary = A stake was left in prisión at the session's close.
check-tc023-doc =
    The refait follows the roulette's zero system, whose «cuando el cero sale en la última jugada
    de la sesión, el jugador viene obligado a aceptar el reintegro de la mitad, de la cuarta parte
    …» leaves nothing in prisión when the session ends. On the session's last coup (the one before
    `session close`), a refait gives the refund the article forces (`refait.last_coup_refund`: ½ of
    the initial stake on its first refait, ¼ on its second, …; without one, the options with
    prisión replaced by the settlement at the close), and a prisoner the last coup leaves held (a
    void tie, the red card) gets what `refait.prisoner_at_close` says (default: its residual value
    back, the rest collected). A stake or prisoner with no settlement line there — or a `choose …
    prison` — is reported, once, citing the last-coup rule.

# TC024 settlement-before-cards
check-tc024-summary = A stake was settled before any card of its coup was dealt.
check-tc024-doc =
    «A continuación el croupier anuncia en voz alta la puntuación de cada fila y las suertes
    ganadoras … se procederá al pago de las apuestas ganadoras»: the money follows the rows. A
    `pay`, `collect`, `return` or `release` line written in a coup before its first card (the
    1 % deposit's `collect` aside, made with the bet) is reported once per coup, and the stake it
    settles is judged no further. A line written after some cards and before the rows are complete
    is judged when the coup is decided.
# CR001 dice-bet-not-in-article
check-cr001-summary = A bet the article does not have: an unknown kind, or a number its kind is not played on.
check-cr001-doc =
    «Los jugadores no podrán hacer uso más que de las siguientes clases de suertes»: a `bet` (or
    a settlement or takedown) naming a bet the article does not list, or a hard way, Big, craps
    or place bet on a number it is not played on (`hard 5`, `right 3`), is reported and the bet
    refused; its settlements are not reported again. Whether the place bets may be on the 8,
    which the article's list leaves out, is the catalogue's `place_eight` (default: yes).

# CR002 dice-bet-out-of-turn
check-cr002-summary = A bet placed when the article does not allow it: a line bet with a point on, a Come on the come-out, odds with no established point.
check-cr002-doc =
    Win and Don't Win «se juega a la primera tirada»: a line bet placed while a point is on is
    reported. Come and Don't Come «en cualquier momento después de la primera tirada»: one
    placed with no point on is reported. The odds «sólo pueden jugarse cuando la suerte simple
    correspondiente, cuyo punto es conocido, ha sido ya apostada»: odds with no such bet of the
    seat's are reported. The bet is refused; its settlements are not reported again.

# CR003 dice-bet-after-no-more
check-cr003-summary = A bet placed after «ya no va más».
check-cr003-doc =
    «No podrán hacerse apuestas después del "ya no va más"»: a `bet` line after the round's
    `nomore` (or its roll) is reported once per round, and judged as the log records it.

# CR004 dice-bet-above-maximum
check-cr004-summary = A stake over its maximum: the simple bets', the multiple bets', or the right or wrong bets'.
check-cr004-doc =
    The simple maximum is the header's `max=` times the minimum (100 to 1,000, «no podrá ser
    inferior a 100 veces ni superior a 1.000 veces del mínimo»). A multiple bet's maximum is the
    stake whose winnings are `max-multiple=` (1 to 3) times the simple maximum's, rounded down
    to the cent. A right bet's is the simple maximum on 4, 5, 9 and 10 and 120 % of it on 6 and
    8; a wrong bet's 125 %, 160 % or 220 % of it. A seat's stakes on one bet add up; the first
    line that takes them over is reported.

# CR005 odds-above-maximum
check-cr005-summary = Odds over their maximum, which comes from the bet they stand behind.
check-cr005-doc =
    Behind Win and Come the odds may be at most «el importe de las apuestas efectivamente hechas
    sobre las suertes sencillas correspondientes»; behind Don't Win and Don't Come, 200 % of
    that stake on 4 and 10, 150 % on 5 and 9, 120 % on 6 and 8. The first odds line that takes
    the seat's odds over is reported, with the bet behind them labelled.

# CR006 dice-settled-against-the-dice
check-cr006-summary = A bet settled other than as the dice decided it: the wrong way, or on a roll that did not decide it.
check-cr006-doc =
    Each roll decides exactly the bets its dice decide (the article's rules for each suerte, the
    point coming from the dice, never from the plaque): the one-roll bets every roll, the others
    when their number or the 7 comes. A `pay` of a bet the dice made lose, a `collect` of one
    they made win, a `return` other than the Don't bets' 12 on their first roll, or any
    settlement of a bet the roll left in play, is reported: one finding per bet.

# CR007 dice-payout-off-ratio
check-cr007-summary = A winning bet paid other than its ratio, or a losing or pushed bet settled for other than its stake.
check-cr007-doc =
    A `pay` line carries the winnings: the stake times the article's ratio («a la par», «se paga
    N veces la apuesta», «X por Y»), rounded as `rounding` says (down by default). How «N veces»
    is read is the catalogue's `veces` (default: N to 1). A `collect` or `return` is of the
    whole stake.

# CR008 dice-unsettled-bet
check-cr008-summary = A bet the roll decided and no line settled.
check-cr008-doc =
    When a round ends, every bet its roll decided must have been settled in it, after the roll:
    a decided bet with no `pay`, `collect` or `return` is reported once, on the bet's line, and
    a settlement of it in a later round is not reported again.

# CR009 dice-settlement-without-bet
check-cr009-summary = A settlement of a bet the seat does not have.
check-cr009-doc =
    A `pay`, `collect` or `return` naming a bet of the article that the seat has not placed (or
    that was already settled) is reported.

# CR010 shooter-change-not-allowed
check-cr010-summary = The dice changed hands other than as the article says, or were thrown by no shooter or by the shooter who sevened out.
check-cr010-doc =
    «Los dados cambian de mano cuando sale el 7, que hace perder»; «si un jugador rehusa los
    dados pasarán al jugador siguiente»; the jefe de mesa may bar a shooter. A `shooter` line
    after a roll that was not a seven-out, without `refusal` or `barred`, is reported, as is a
    `seven-out` reason the last roll was not; so is a roll before any `shooter` line, or by the
    shooter who just sevened out. The dice refused are dice offered: a `refusal` while a point
    is on is reported too, unless the catalogue allows it (`throw.refusal_during_point:
    allowed`).

# CR011 shooter-without-line-bet
check-cr011-summary = The shooter threw with no bet on the Win or the Don't Win.
check-cr011-doc =
    «El jugador que tira los dados deberá apostar sobre el Win o sobre el Don't Win antes de
    lanzarlos»: a roll whose shooter has neither on the table is reported, once per shooter's
    turn.

# CR012 null-throw-settled
check-cr012-summary = A bet settled on a throw declared null («tirada nula»).
check-cr012-doc =
    A null throw decides nothing and settles nothing; the shooter throws again in the same
    round. A settlement after a `void`, before the throw again, is reported, as is a `void`
    written after the throw's bets were settled.

# CR013 second-throw-in-round
check-cr013-summary = A second throw in a round with no «tirada nula» between.
check-cr013-doc =
    The shooter throws «inmediatamente después del anuncio de "ya no va más"»: one throw per
    round, and another only after a `void`. A second `roll` otherwise is reported. Right after
    the first (nothing but the plaque between), it is not taken: the first decides the round;
    with other dice, the state is then in doubt (a `void` may be what is missing) until a 7.
    After the first throw's settlements or the next stakes, the round's `round` line is likely
    what is missing: the throw is reported and followed, its dice deciding the bets.

# CR014 takedown-not-allowed
check-cr014-summary = A bet taken down that the article does not let come down, or taken down after «ya no va más», for more than its stake, or not on the table.
check-cr014-doc =
    «Las apuestas colocadas sobre Win no pueden ser retiradas»; Big 6 and 8, the hard ways, the
    odds and the place bets may be taken down on the rolls that do not decide them (the
    catalogue's `take_down`), that is, before «ya no va más». A `takedown` of any other bet,
    after `nomore`, of more than the stake, or of a bet the seat does not have, is reported.

# CR015 point-plaque-wrong
check-cr015-summary = The point's plaque disagrees with the dice.
check-cr015-doc =
    The crupier marks the point with a plaque after the roll that sets it and turns it off after
    the roll that decides it. A `point` line is judged against the point the dice made: a plaque
    on another number, left on after the point was made or sevened out, or off while a point is
    on, is reported. The bets are judged against the dice, not the plaque.

# CR016 dice-change-during-point
check-cr016-summary = The dice were changed while a point was on, not for a die off the table nor by the jefe de mesa.
check-cr016-doc =
    The shooter may ask for other dice before throwing, «pero no podrá hacerlo durante la serie
    de lanzamientos precisos para alcanzar el número designado como punto, salvo en el caso de
    que un dado salte fuera de la mesa»: a `dice shooter` line while a point is on is reported;
    so is a `dice lost-die` during the point with no throw declared null for a die off the
    table since the last roll (`void off-table`, the catalogue's `lost_die_void`), and a `dice
    new-set` during the point, since the new set comes «al término de la misma», once the point
    is decided. A change ordered by the jefe de mesa (`dice chief`) is allowed at any time.

# CR017 void-reason-not-in-article
check-cr017-summary = A «tirada nula» for a reason the article does not give.
check-cr017-doc =
    The stickman declares a throw null when the dice break, land one on the other, rest on a
    chip, leave the table or land on its rim, fall into the reserve dice's basket, or are not
    thrown as the article says: the catalogue's `void_reasons`. A `void` with another word is
    reported, with a «did you mean»; the throw is still taken as null.
# BG001 bingo-card-shape
check-bg001-summary = A card that is not a bingo card: not 15 distinct numbers of 1–90 in 3 rows of 5 over 9 columns.
check-bg001-doc =
    «Cartones o tarjetas integradas por 15 números distintos entre sí, y distribuidos en tres líneas
    horizontales de cinco números cada una y en nueve columnas verticales … sin que nunca haya una
    columna sin número». Each `card` line is judged: three rows of five, fifteen distinct numbers
    of 1 to 90, no row with two numbers in one column and no empty column (columns by tens, the
    article's `card.column_of`). A card written twice is reported too. Claims on a card of the
    wrong shape are not judged.

# BG002 ball-out-of-range
check-bg002-summary = A ball outside 1–90.
check-bg002-doc =
    «Una lotería jugada sobre 90 números, del 1 al 90 inclusive»: every ball of a `ball` line is
    one of them.

# BG003 ball-drawn-twice
check-bg003-summary = A ball drawn twice in one partida.
check-bg003-doc =
    The 90 balls are drawn without replacement: a number already drawn in the partida cannot come
    out again. The second drawing is reported and not counted as an extraction; the other balls
    of the same `ball` line drawn again (a line written twice) are labels on that finding.

# BG004 claim-not-complete
check-bg004-summary = A line or bingo verified good, or paid, that the balls drawn did not complete.
check-bg004-doc =
    A line is formed «cuando hayan sido extraídos todos los números que la integran», a bingo when
    all fifteen are. A `claim … good` is judged against the card's `card` line and the balls drawn
    before it; a verified claim the balls do not complete is reported on the claim, and a `pay`
    for a prize the card did not win on the payment (once: the payment of a claim already reported
    is its consequence). After one such claim the partida's draw is in doubt (a `ball` line may be
    lost): its later verified claims the balls do not complete are labels on the first, and the
    share of a prize won on their ball is not judged.

# BG005 prize-after-earlier-winner
check-bg005-summary = A line or bingo given to a claim on a later ball than a correct earlier claim.
check-bg005-doc =
    The line wins «siempre y cuando no haya sido cantada correctamente por otro jugador durante la
    extracción de las bolas anteriores»: the winners are the correct claims on the first ball that
    has one. A claim on a later ball, verified good or paid, is reported.

# BG006 winning-claim-not-paid
check-bg006-summary = A winning claim verified bad, or not paid.
check-bg006-doc =
    The cards decide, not the verification: a claim the balls complete, on the first ball with a
    correct claim, wins its prize. Verified `bad`, it is reported on the claim; verified good and
    never paid (no `pay` line for the card and prize before the partida is judged), it is reported
    at the end of the partida; the first game of double cards is judged at the end of the second,
    where the partida resumes and its prizes may still be paid.

# BG007 prize-share
check-bg007-summary = A prize paid other than its share: the prize over the winning cards.
check-bg007-doc =
    «La aparición de más de una combinación ganadora determinará la distribución proporcional de
    los premios»: a prize is the header's percentage of the partida's sales, split in equal parts
    among the winning cards (`sharing.split: per-card`, each share rounded as `sharing.rounding`
    says). A `pay` of another amount, or a second payment of the same prize, is reported.

# BG008 play-after-partida-end
check-bg008-summary = A ball, claim or prize after the partida ended (a verified bingo, or its annulment).
check-bg008-doc =
    «En caso de ser la verificación de éste positiva, se dará por finalizada la partida»: after a
    correct bingo verified good no ball and no claim may follow; after a `void` line (the partida
    annulled, its cards' price returned) no ball, claim or prize. Reported once per partida.

# BG009 prizes-not-percentages
check-bg009-summary = The prizes were not announced before the draw, or are not the header's percentages of the partida's sales.
check-bg009-doc =
    After the sale the Jefe de Mesa announces «el importe de los premios de línea y bingo». They
    are the authorisation's percentages (the header's `line-pct=` and `bingo-pct=`) of the sales:
    the cards sold times their face value (a double card's half counts in each of its two
    partidas), rounded as `prizes.rounding` says. At the acumulativo, a prize whose jackpot has
    reached its cap is the article's larger percentage (10 % and 60 %). A draw that begins with
    no `prizes` line (the announcement not made) is reported on its first ball, unless a line of
    the partida could not be read (M001), which may have been it, or the partida has no sale of its
    own (double cards' second game).

# BG010 card-not-in-play
check-bg010-summary = A claim on a card not sold for the partida, or a sale outside an announced series.
check-bg010-doc =
    «Los cartones sólo serán válidos para una partida»; a double card for two consecutive partidas.
    A claim on a card not sold in the partida (nor a double card sold in the previous one), or with
    no `card` line, is reported; so is a `sold` line of a series not announced in the partida, or of
    numbers past the series' size, or selling again a double card whose second half plays in the
    partida (carried from its sale), or a card sold for an earlier partida that is over (counted in
    the sales, not in play: a claim on it in the partida is a label). A card with no `card` line is
    reported once (its later claims are labels), not at all after a line that could not be read
    (M001), which may have been it; the share of a prize won on its claim's ball, and at the
    acumulativo the jackpots' balances until the next `jackpot` line, are then in doubt and not
    judged.

# BG011 jackpot-award
check-bg011-summary = A jackpot paid on a ball past the scale or the announced maximum, not paid when won, or paid wrong.
check-bg011-doc =
    The acumulativo's extra prize goes to the winners of the ordinary line or bingo «en una bola
    cuya extracción sea igual o inferior» to the scale's for the cards sold (8 for the line; 41,
    40 or 39 for the bingo), or to the announced maximum ball where lower. It is 80 % of the
    balance, funding of the partida included, split per winning card. A `pay … jackpot-line` or
    `jackpot-bingo` that was not won, or of another amount, and a jackpot won and not paid, are
    reported.

# BG012 jackpot-funding
check-bg012-summary = A partida's funding of the jackpots is not 0.5 % and 2.5 % of its sales (none past the caps).
check-bg012-doc =
    «Deducir en cada jugada el 3% del importe total de cartones vendidos en cada partida,
    correspondiendo el 0'5% al premio acumulado de la línea y el 2'5% al del bingo»; once a jackpot
    has reached its cap (2,000,000 and 10,000,000 pesetas, converted at 166.386 for a table in
    euros) its deduction stops. A `fund` line is compared with these deductions.

# BG013 jackpot-balance
check-bg013-summary = A jackpot's balance is not what the funding, the awards and the 20 % held back leave.
check-bg013-doc =
    veedor follows the jackpots from the first `jackpot` line: each partida's funding is added, and
    a jackpot won leaves 20 % of its balance as the next one's first endowment («de la que se
    deducirá el 20%, cantidad que pasará a ser la primera dotación del próximo premio»). A later
    `jackpot` line (the Libro de Actas' figures) is compared with this; after a finding the log's
    figure is followed. Where the log leaves them unknown (a line that could not be read, a sale
    not counted, a claim verified good that cannot be judged), the balances are taken again from
    the next `jackpot` line.

# BG014 maxball-above-scale
check-bg014-summary = The announced maximum ball is past the scale for the cards sold, or not announced.
check-bg014-doc =
    The Jefe de Mesa announces «el número de bola máximo, según su orden de extracción, no superior
    a la establecida en la escala»: `maxball=` (and `maxball-line=` where written) must not exceed
    the scale's ball for the cards sold.

# BG015 jackpot-announced
check-bg015-summary = The jackpot prizes announced are not 80 % of the balances, or not announced.
check-bg015-doc =
    The announcement includes «el importe de los premios de Línea, Bingo, Línea y Bingo
    Acumulativos»: `jackpot-line=` and `jackpot-bingo=` are what a win in the partida would pay,
    80 % of the balance after the partida's funding (all of it for the line where the article
    holds back from the bingo jackpot only).

# BG016 bingo-not-a-prize
check-bg016-summary = A money line at a bingo table that is not a prize paid.
check-bg016-doc =
    Players buy cards; the only money the log moves is the prizes (`pay CARD PRIZE AMOUNT`, the
    prize `line`, `bingo`, `jackpot-line` or `jackpot-bingo`). A `bet`, `collect`, `return` or
    `release` line, or a `pay` of another prize (with a «did you mean»), is reported.

# BG017 series-forgotten
check-bg017-summary = The session named more series than the check remembers: a card of a series forgotten, sold or declared again, is not reported.
check-bg017-doc =
    A card is valid for one partida (a double card for its two): the check remembers the cards
    whose partidas are over, by series, so that a card sold or declared again however late in
    the session is reported (BG010, BG001). To keep its memory flat on a session of any length,
    it remembers the last `play.bingo.series_remembered` series named (65,536 by default, far
    more than a bingo hall's session names): naming one more forgets the series named longest
    ago (never one with a card declared and not yet played, nor one of the partida under way or
    the one before). A card of a series forgotten, sold or declared again, is then not
    recognised as such. This warning says so once per table, on the line that named the series
    one over the window, instead of passing those checks silently.

# ---- póquer sin descarte (PS001–PS023) ---------------------------------------------------------

# PS001 poker-card-not-in-deck
check-ps001-summary = A card not of the deck, or dealt twice in a round.
check-ps001-doc =
    Póquer sin descarte is played with one French deck of 52 cards a round. A card written `??`, or
    a card already dealt to any hand of the round (a box or the bank), cannot have come from that
    deck.

# PS002 poker-ante-below-minimum
check-ps002-summary = An ante below the table minimum.
check-ps002-doc =
    Each `bet SEAT inicial BOX AMOUNT` must be at least the header's `min=`.

# PS003 poker-box-above-maximum
check-ps003-summary = A box's antes above the box maximum.
check-ps003-doc =
    The box maximum is `max=` times the minimum. By default (A-PSD-5, the article's
    `maximum_covers`) the sum of the antes of every bettor on the box counts against it; the second
    bet, forced at twice the ante, does not.

# PS004 poker-too-many-bets-on-box
check-ps004-summary = More than four bets on a box.
check-ps004-doc =
    A box holds at most four bets (the article's `max_bets`), the seated player's included; each
    ante past that is reported.

# PS005 poker-bet-after-no-more
check-ps005-summary = A bet after «no va más», or a card dealt before it.
check-ps005-doc =
    The antes are placed before the deal; the croupier closes them with «no va más» (`nomore`) and
    then deals. A `bet` after `nomore`, or a `deal` before it, breaks that order.

# PS006 poker-deal-order
check-ps006-summary = The deal out of order.
check-ps006-doc =
    Cards go one at a time to each box with a bet, from the croupier's left (box 1 up), the bank
    last, five passes; with an automatic sabot (`sabot=auto`, Valencia only) five at a time to each
    hand in the same order. A card to a hand out of that order, to a box without a bet, or
    `sabot=auto` at an article without it, is reported once a round.

# PS007 poker-misdeal-not-annulled
check-ps007-summary = A misdeal and the round played on, not annulled.
check-ps007-doc =
    Any error in the number of cards (a hand with other than five) or a card shown when it should
    not be (a box's card face up, a bank card face up other than the last, the last face down)
    annuls the whole round: the log must write `void` and return every stake. A round that goes on
    to decisions or settlements instead is reported once; its settlements are not judged.

# PS008 poker-void-not-returned
check-ps008-summary = After an annulment, a stake not returned in full.
check-ps008-doc =
    After `void` every stake of the round (antes, second bets, carrusel stakes) is returned in full
    with one `return` line and nothing else (A-PSD-7).

# PS009 poker-decision-not-the-box
check-ps009-summary = A bettor's decision not the box's.
check-ps009-doc =
    The seated player decides for everyone on the box (A-PSD-8): the first `call` on a box must be
    the seated player's (its first bettor; on a `vacant` box, the first bettor), a co-bettor cannot
    call on a box that passed, a box cannot pass after calling, and a call needs an ante on the box.

# PS010 poker-second-bet-amount
check-ps010-summary = A second bet other than twice the ante.
check-ps010-doc =
    «Voy» doubles the initial bet by adding twice its amount (A-PSD-1, the article's
    `second_bet.multiple`): each bettor's `call` amount must be that multiple of the bettor's own
    ante.

# PS011 poker-box-never-decides
check-ps011-summary = A box with an ante that never decides.
check-ps011-doc =
    Every box with an ante says «voy» (`call`) or «paso» (`fold`) before the round ends.

# PS012 poker-reveal-before-decisions
check-ps012-summary = The bank's cards turned before every box decided.
check-ps012-doc =
    The croupier turns the bank's four hidden cards (`reveal`) after every box has decided; a box
    deciding after it is reported, once a round.

# PS013 poker-fold-not-collected
check-ps013-summary = A fold's ante not collected at once.
check-ps013-doc =
    The antes of a box that passes are collected «en ese momento»: after `fold mN` the next lines
    are the `collect` of that box's antes; any other line first is reported.

# PS014 poker-settled-against-cards
check-ps014-summary = A stake settled against what the cards say.
check-ps014-doc =
    From the cards: a box that passed loses its ante; if the bank has no ace and king nor any
    combination it does not play, and each box that went is paid 1:1 on the ante with its second bet
    returned (A-PSD-2); if it plays, the higher hand wins both stakes, and a tie returns them. The
    carrusel stake is collected for the fund. A `pay`, `collect` or `return` other than the one owed
    is reported.

# PS015 poker-wrong-amount
check-ps015-summary = A stake settled for a wrong amount.
check-ps015-doc =
    The ante is paid 1:1; the second bet is paid its box's own combination's multiplier (100, 25,
    20, 7, 5, 4, 3, 2, 1, 1 from escalera real down to cartas mayores); a collection or a return is
    the whole stake.

# PS016 poker-stake-not-settled
check-ps016-summary = A stake never settled.
check-ps016-doc =
    A new round starts only when every losing stake is collected and every winner paid: a stake
    without a settlement line by the next `round` or the end of the log is reported.

# PS017 poker-settled-twice
check-ps017-summary = A stake settled twice, or one not placed.
check-ps017-doc =
    Each stake is settled by one line: a second line, or a line for a stake the round does not hold,
    is reported.

# PS018 poker-limits-not-the-articles
check-ps018-summary = Limits not the article's.
check-ps018-doc =
    Valencia: the box maximum (`max=`) is 10, 20, 25 or 30 times the table minimum. Murcia: the
    minimum is one of the bands' 500, 1.000 or 2.000 pesetas (converted at 166,386 pesetas a euro
    for a table in euros) and the maximum 25 times it.

# PS019 poker-too-many-boxes
check-ps019-summary = More boxes than the article's seats, or a bet past them.
check-ps019-doc =
    The boxes (`boxes=`) are the seats, at most seven in Valencia's Spanish text (six in its
    Valencian text, A-PSD-3; the article's `boxes.max`) and six in Murcia; a bet on a box past
    `boxes=` is reported too.

# PS020 poker-carrusel-prize-below-minimum
check-ps020-summary = A carrusel prize below the minimum table, or missing.
check-ps020-doc =
    With a carrusel stake, a box whose five cards make color or better is owed at least 60, 100,
    400, 2.000 or 12.000 times the stake (color, full, póquer, escalera de color, escalera máxima),
    whatever the main game's outcome (A-CAR-3).

# PS021 poker-carrusel-prize-not-owed
check-ps021-summary = A carrusel prize with no stake that round, or on no prize combination.
check-ps021-doc =
    Only a bettor with a carrusel stake that round can be paid a carrusel prize, and only for color
    or better.

# PS022 poker-bet-without-consent
check-ps022-summary = A bet on another's box without consent (Murcia).
check-ps022-doc =
    In Murcia a bet on another player's box needs that player's consent: a `consent BOX SEAT` line
    before the bet.

# PS023 poker-bet-not-of-the-game
check-ps023-summary = A bet kind not of the game, or without its box.
check-ps023-doc =
    The bets are `inicial BOX` and, in Valencia, `carrusel BOX`; the second bet is made by `call`.
    Any other kind, or a bet without one box number, is reported and not counted.

# ---- póquer de círculo and póquer sintético (PC001–PC051, PC060) ------------------------------
# The players bet against each other; the house's only money is its take («pozo o cagnotte»).
# Amounts on `raise` are the seat's total in the betting interval after the action («to»).

# PC001 circulo-too-few-players
check-pc001-summary = A hand dealt with fewer than four players.
check-pc001-doc =
    The game needs at least four players, a number kept through the whole partida (the article's
    `seats.min_players`). A `round` whose hole cards go to fewer seats than that is reported, for
    example a hand dealt to `s1`, `s2` and `s3` only.

# PC002 circulo-ante-above-half-minimum
check-pc002-summary = The ante above half the table minimum.
check-pc002-doc =
    The «ante» is at most 50 % of the table minimum (`limits.ante_max_of_min`). With `min=10` an
    `ante=6` in the header, or a `bet s1 ante 6`, is reported.

# PC003 circulo-minimum-not-of-maximum
check-pc003-summary = The table minimum outside 20–40 % of the maximum.
check-pc003-doc =
    The minimum may vary between 20 and 40 % of the maximum (`limits.min_of_max`): a header or a
    `limits` line with `min=10 max=100` (10 %) is reported.

# PC004 circulo-mano-not-rotated
check-pc004-summary = The mano not where the rotation puts it.
check-pc004-doc =
    The mano (the «marca») moves counter-clockwise with each new deal: to the next seat playing
    after the last hand's mano, in the direction of play (`seats.order`, increasing seat numbers
    by default). `mano s1` in one hand and `mano s3` in the next, with `s2` playing, is reported.

# PC005 circulo-cut-by-wrong-seat
check-pc005-summary = The cut, when logged, by another seat than the one to the mano's left.
check-pc005-doc =
    The crupier offers the cards to the player to the left of the mano to cut: the seat before the
    mano in the direction of play. A `cut` line naming any other seat is reported; a hand without
    `cut` is not judged.

# PC006 circulo-check-after-bet
check-pc006-summary = A «paso» after a bet in the same interval.
check-pc006-doc =
    A player may say «paso» (`check`) only while nobody before him has bet in the interval. After
    `raise s2 10`, a `check s3` is reported: s3 must call, raise or fold.

# PC007 circulo-call-not-level
check-pc007-summary = A call that does not bring the player exactly to the highest bet.
check-pc007-doc =
    A call makes the player's total in the interval equal to the highest, not higher. A `call`
    whose amount leaves him short (and not all in), or puts in more without a raise (the excess
    must be returned to him, `return SEAT apuesta N`), is reported: with s2 at 10 and s3 at 0,
    `call s3 15` is.

# PC008 circulo-raise-after-out-of-turn-bet
check-pc008-summary = A raise by a player whose earlier bet in the interval was out of turn.
check-pc008-doc =
    A bet made out of turn stands, but when the player's turn comes he cannot raise it. A `raise`
    by a seat with an out-of-turn action earlier in the same interval (PC009) is reported.

# PC009 circulo-out-of-turn
check-pc009-summary = An action out of turn.
check-pc009-doc =
    Players speak in turn, counter-clockwise from the interval's opener. An action by another seat
    than the one whose turn it is stands (the text says so) and is reported as a warning, so that a
    later raise by the same seat can be judged (PC008).

# PC010 circulo-above-split-limit
check-pc010-summary = Split limit: a bet above half the pot.
check-pc010-doc =
    At `limit=split` the largest bet is half the pot. By default (`limits.base: after-call`) the pot
    is counted after the raiser's own call, and a raise may reach the highest total plus half that
    pot; `before-call` counts the pot as it stands. The take is not deducted.

# PC011 circulo-above-pot-limit
check-pc011-summary = Pot limit: a bet above the pot.
check-pc011-doc =
    At `limit=pot` the largest bet is the pot, counted as `limits.base` says (after the raiser's
    call by default). With a pot of 20 and nothing bet, `raise s2 25` is reported.

# PC012 circulo-below-minimum-bet
check-pc012-summary = No limit: a bet or raise below the authorised minimum.
check-pc012-doc =
    At `limit=no` there is no maximum, but no bet may be below the table minimum (`min=`); a raise
    adds at least that much. A player's all-in for less is not reported.

# PC013 circulo-too-many-raises
check-pc013-summary = More raises in an interval than the article allows.
check-pc013-doc =
    The number of raises may be limited by the variety (`limits.raise_cap`, none by default), but
    never when only two players remain. Each raise past the cap is reported.

# PC014 circulo-interval-not-level
check-pc014-summary = An interval closed with active players not level.
check-pc014-doc =
    When an interval ends (a community card turned, the showdown, a take or an award), every player
    still in must have put the same amount in it, all-in players apart. A `deal mesa` after `raise
    s2 20` and `call s3` while s4, still in, is at 10 is reported.

# PC015 circulo-chips-added-in-hand
check-pc015-summary = Chips added to a stack during a hand.
check-pc015-doc =
    Buying or adding chips to the resto once the hand has begun is forbidden, and a player bets
    only what was on the table when the hand started. A `rebuy` inside a hand, or a `stack` count
    above what the hand's money leaves the seat, is reported.

# PC016 circulo-chips-lent
check-pc016-summary = Chips lent between players.
check-pc016-doc =
    Lending money between players is forbidden: every `lend` line is reported.

# PC017 circulo-chips-pocketed
check-pc017-summary = Chips taken off the table from a stack.
check-pc017-doc =
    Keeping back chips of one's resto is forbidden. A `stack` count below what the log's money
    leaves the seat (its start, less bets, plus awards and returns) is reported.

# PC018 circulo-interval-take-too-high
check-pc018-summary = Option a: an interval's take above 5 % of the pot.
check-pc018-doc =
    Under option a (`take=interval`) the house takes a percentage of the pot that in no case
    exceeds 5 %, in each betting interval. By default (`take.interval_base: interval-new-money`)
    each `cagnotte` is compared with what that interval added, so the hand's take stays within 5 %
    of its pot; `running-pot` compares it with the whole pot. After an interval that added 30, a
    `cagnotte 2` is reported.

# PC019 circulo-session-take-out-of-range
check-pc019-summary = Option b: a session's take outside 10–20 % of the maximum or the resto.
check-pc019-doc =
    Under option b (`take=session`) the house takes, per session (an hour of play plus the last two
    hands), between 10 and 20 % of the table maximum or of the resto (the header's `take_of=`).
    Each player's session take (`cagnotte AMOUNT SEAT`) outside that band is reported.

# PC020 circulo-take-option-not-the-tables
check-pc020-summary = A take of another option than the table's, or both.
check-pc020-doc =
    The casino chooses one of the two options for the table. A take in a hand at a `take=session`
    table, or a session fee at a `take=interval` table, is reported.

# PC021 circulo-pot-to-wrong-hand
check-pc021-summary = A pot awarded to a hand the cards do not make the best.
check-pc021-doc =
    The cards speak for themselves: the crupier's announcement and the log's `show` lines are
    evidence, the cards decide. veedor makes each player's best hand from his cards and the board
    as the article builds it (`hands.selection`) and ranks it (`hands.color_over_full`); a `pay`
    of a pot to another player is reported.

# PC022 circulo-showdown-out-of-order
check-pc022-summary = The showdown out of order.
check-pc022-doc =
    The player who made the last bet shows first, then, in turn, the others from his right. `show`
    lines in another order are reported once a hand.

# PC023 circulo-shown-uncontested
check-pc023-summary = Cards shown when everyone else had folded.
check-pc023-doc =
    A player left alone wins the pot without showing his cards. A `show` in such a hand is not
    forbidden but is reported as a warning (`play.show_uncontested: allowed` silences it).

# PC024 circulo-pot-without-show
check-pc024-summary = A contested pot awarded with a hand not shown.
check-pc024-doc =
    At the showdown every player who has not folded must show his cards. A contested pot paid to
    a player with `muck` or no `show` line is reported.

# PC025 circulo-all-in-beyond-eligible
check-pc025-summary = An all-in player awarded more than the pots he is eligible for.
check-pc025-doc =
    A player without chips to cover a bet plays in proportion to what he put in: each all-in level
    closes a pot (pot 1 the main one, then 2, 3 …) whose players put in at least that much. A
    player paid a pot above his level, or more than the pots he is in, is reported.

# PC026 circulo-tie-split
check-pc026-summary = A tied pot split otherwise than the article's reading.
check-pc026-doc =
    A tie splits the pot among the players with the same combination. By default
    (`play.tie_split: equal-per-pot`, ambiguity A-PC-1) each pot is shared equally by the tied
    players eligible for it, the indivisible cent going as `play.odd_chip` says; the literal
    `proportional-to-resto` shares it in proportion to their restos.

# PC027 circulo-money-not-conserved
check-pc027-summary = Money not conserved: a pot not paid in full, paid twice, or over its size.
check-pc027-doc =
    What the players put in a hand goes to the pots; each pot, less the take, goes to its winners.
    A pot not awarded in full, awarded twice, or paid more than it held, and a `return` of chips
    nobody bet, are reported.

# PC028 circulo-misdeal-not-voided
check-pc028-summary = A misdeal and the hand played on, not voided.
check-pc028-doc =
    Cards dealt out of order, a player with too many or too few cards not corrected before the
    betting, a card face up in the deal, a card repeated or missing: the crupier collects the
    cards and starts the hand again. A hand that goes on to the betting instead of `void` is
    reported once.

# PC029 circulo-void-not-returned
check-pc029-summary = A voided hand whose chips are not all returned, or that goes on.
check-pc029-doc =
    After `void` every chip put in the hand is returned to whoever put it (`return SEAT ante N`,
    `return SEAT apuesta N`), and the hand is started again as a new `round`. A chip not returned,
    or play after `void` in the same round, is reported.

# PC030 circulo-card-not-in-deck
check-pc030-summary = A card not of the deck, or given twice.
check-pc030-doc =
    Art. 12 is played with 52 cards; the sintético with 28 (A, K, Q, J, 10, 9 and 8 of each suit).
    A card outside the article's deck (a `7h` at a sintético table), or one already given in the
    hand, is reported.

# PC031 circulo-dealt-without-ante
check-pc031-summary = A player dealt in without an ante.
check-pc031-doc =
    The players post the «ante» before the crupier deals; a player who wants to take part in the
    hand must put it. A `deal` of hole cards to a seat without its `bet SEAT ante N` is reported.

# PC032 circulo-limit-change-unannounced
check-pc032-summary = A limit changed without its announcement.
check-pc032-doc =
    The casino may change a table's limits once it is open, after announcing it to the players: a
    `limits` line before the hand. A hand played under other limits than the log last announced is
    reported.

# PC033 circulo-third-rest
check-pc033-summary = A seat resting a third hand in a row and keeping its seat.
check-pc033-doc =
    A player may rest two hands without losing his seat (`seats.rest_limit`). A third `rest` in a
    row for the same seat, which then plays again, is reported as a warning: the text gives the
    right, not the sanction.

# PC034 circulo-partida-too-short
check-pc034-summary = A partida closed before every starting player had the mano twice.
check-pc034-doc =
    Without a duration fixed by the casino (the header's `duration=`), a partida lasts until each
    player who began it has had the mano twice. A session closed earlier is reported as a warning.

# PC035 circulo-card-contact-not-voided
check-pc035-summary = Two players' cards in contact and their hands not voided.
check-pc035-doc =
    When one player's cards touch another's, both hands are void. The log has no line for the
    contact yet, so this check reports only what a future line will record.

# PC036 circulo-action-after-fold
check-pc036-summary = An action by a player who folded or was not dealt in.
check-pc036-doc =
    A player who folds takes no more part in the pot and forfeits what he bet. A `check`, `call`,
    `raise` or `show` by a seat after its `fold`, or by a seat not dealt in, is reported.

# PC037 circulo-uncontested-pot-award
check-pc037-summary = An uncontested pot not awarded to the last player in it.
check-pc037-doc =
    When all the others fold, the one left wins the hand and the pot at once. A `pay` of that pot
    to anyone else, or none, is reported.

# PC038 circulo-all-in-claim
check-pc038-summary = `allin` written while chips remain, or a bet past the stack.
check-pc038-doc =
    `allin` on a `raise` or `call` says the seat put in its last chips; veedor checks it against the
    stack the log gives. `allin` with chips left, or a bet or call beyond the stack without it, is
    reported as a warning.

# PC039 circulo-bet-not-of-the-game
check-pc039-summary = A bet, pay or return kind not of the game.
check-pc039-doc =
    The kinds are `ante` and `blind` on `bet`, `ante` and `apuesta` on `return`, and `bote N`
    (the pot's number) on `pay`. Any other kind is reported with the nearest word, and not counted.

# PC040 sintetico-hole-deal
check-pc040-summary = Sintético: a hole-card misdeal and the hand not restarted.
check-pc040-doc =
    Each player gets two cards face down, in order. A player dealt other than two, the deal out of
    order, or a hole card face up, and the hand not voided and dealt again, is reported (at the
    sintético this replaces PC028 for the hole cards).

# PC041 sintetico-several-cards-turned
check-pc041-summary = Sintético: several community cards turned in one interval and not replaced.
check-pc041-doc =
    One community card is turned before each interval. If several are turned together the first
    stands and the others are replaced from the unused cards: a second card not followed by its
    `discard` and a replacement is reported.

# PC042 sintetico-card-turned-early
check-pc042-summary = Sintético: a community card turned before the interval closed.
check-pc042-doc =
    A card turned before the betting interval has finished is void and replaced by a new one. A
    `deal mesa … up` before the interval is level, without its `discard`, is reported.

# PC043 sintetico-replacements-short
check-pc043-summary = Valencia sintético: too few cards to replace, and the hand not voided.
check-pc043-doc =
    When the unused cards are not enough to replace the community cards turned by mistake, the hand
    is void (`street.void_when_short`). A hand that goes on instead of `void` is reported.

# PC044 sintetico-interval-count
check-pc044-summary = Sintético: the wrong number of betting intervals.
check-pc044-doc =
    Valencia turns a community card before each of five intervals; Murcia's text, read literally,
    has four, the fifth card turned after the betting (`street.turned_before`, ambiguity A-SIN-5).
    A hand with another number of intervals is reported.

# PC045 sintetico-interval-opener
check-pc045-summary = Sintético: an interval opened by the wrong player.
check-pc045-doc =
    The mano opens the first interval; each later one is opened by the previous interval's highest
    bettor (Valencia) or its last raiser (Murcia; `street.later_opener`). When nobody bet, the mano
    (or the first active seat after it) opens by default (`street.opener_without_bet`, A-SIN-3).

# PC046 sintetico-starting-resto
check-pc046-summary = Sintético: a starting resto outside the article's.
check-pc046-doc =
    Valencia: a player's first resto is 10 to 200 times the table minimum (`resto.initial`).
    Murcia: a newcomer's resto is the table's authorised one, the header's `resto=`. A first
    `stack` outside that is reported.

# PC047 sintetico-rebuy
check-pc047-summary = Sintético: a rebuy outside the article's.
check-pc047-doc =
    Valencia: rebuys of 5 to 100 times the minimum, only once the resto is spent and between hands
    (`resto.rebuy`, `resto.rebuy_when`). Murcia: at least the header's `rebuy_min=`. A `rebuy`
    during a hand, out of the band, or (Valencia) with chips left, is reported.

# PC048 sintetico-too-many-seats
check-pc048-summary = Murcia sintético: more than six seats playing.
check-pc048-doc =
    Murcia's table has at most six places (`seats.max`). A hand with a seventh seat playing, or a
    header with `seats=` above six, is reported.

# PC049 sintetico-hand-take
check-pc049-summary = Murcia sintético: a take other than 3 % of the hand, or after the payment.
check-pc049-doc =
    The casino's profit is 3 % of the money put in each hand (antes and bets, a returned uncalled
    bet apart), rounded down to the cent, deducted before the winner is paid. A `cagnotte` above
    that, or after the hand's first `pay`, is reported; one below it too, as a warning.

# PC050 sintetico-check-then-raise
check-pc050-summary = Murcia sintético: a player who checked then raised in the same interval.
check-pc050-doc =
    Murcia's text says a player who said «paso» «tiene que cubrir la apuesta» when another bets
    after him. By default (`play.check_raise: allowed`) his raise is reported as a warning;
    `forbidden` makes it a violation.

# PC051 sintetico-winning-five
check-pc051-summary = The winner's five cards, when the log names another hand.
check-pc051-doc =
    Valencia builds a hand from both hole cards and three community cards; Murcia takes the best
    five of seven, and the two rank full and colour differently: the same cards can have a
    different winner in each. When the log's showdown names another winner, this note gives the
    five cards and the selection that made the winning hand (it explains PC021).

# PC060 phh-variant-not-checked
check-pc060-summary = A PHH hand of a variant the articles do not cover, skipped.
check-pc060-doc =
    veedor checks PHH hand histories of no-limit and fixed-limit Texas hold'em (`variant = "NT"`,
    `"FT"`) under art. 12's general rules. Any other variant (pot-limit Omaha, stud, draw,
    razz, badugi …) is reported once and the file is skipped.

## Monte o banca (Valencia 2003 art. 13; docs/design/monte/spec.md § 3). Cards of the Spanish
## deck: rank 1–7, S (sota), C (caballo), R (rey); suit o, c, e, b (oros, copas, espadas, bastos).

# MO001 monte-card-not-of-the-deck
check-mo001-summary = A card not of the coup's Spanish 40-card deck, seen twice, or before the deck.
check-mo001-doc =
    Monte is played with Spanish decks of 40 cards (1 to 7, sota, caballo, rey in oros, copas,
    espadas and bastos), one deck per coup (`play.monte.decks.per_coup: 1`, A-MON-1: the void rule
    needs four cards of a value). Every card placed, burned or drawn in a coup must be a card of
    that deck that has not been seen in the coup, and come after the coup's `shoe` line (the deck
    cut and put in the sabot). With `play.monte.decks.alternate: true` a coup on the previous
    coup's colour is reported too. A second `deal p2 Re` or a `draw Re` after `deal p2 Re` in the
    same coup is reported; a French card (`Kh`) is a malformed line (M001) with the Spanish card
    meant.

# MO002 monte-layout-order
check-mo002-summary = The layout out of order or drawn from the wrong end of the deck.
check-mo002-doc =
    The tirador places the first card top left (p1) and the second top right (p2), both from the
    bottom of the deck, then the third bottom left (p3) and the fourth bottom right (p4) from the
    top; doubling cards and the play cards come from the top
    (`play.monte.draw.from: top`, A-MON-2). Where a line says `top` or `bottom`, it is compared
    with the card's role. `deal p3 2c top` before any `deal p2`, or `deal p1 5o top`, is reported.

# MO003 monte-burn
check-mo003-summary = A burn wrong: an equal first pair not burned, a card burned that need not be, or the redraw.
check-mo003-doc =
    When the first two cards are of one value they are burned («se quemarán») and a new first and
    second card drawn from the bottom (`play.monte.layout.burn_redraw_from`). By default a later
    layout card of a burned value is burned too (`play.monte.layout.burned_value: burn`) and P3
    and P4 of one value are both burned and redrawn from the top
    (`play.monte.layout.p3_p4_same_value: burn-both`; the text is silent, 9.7 % of coups). Reported:
    `deal p1 3e`, `deal p2 3o` and then bets; a `burn` of a card that did not have to be; a
    placed card of a burned value.

# MO004 monte-doubling
check-mo004-summary = A doubling wrong: a card of P1's or P2's value not placed on it, or a card placed on another value.
check-mo004-doc =
    A third or fourth card of the first's or the second's value is «doblada» (then «triplicada»):
    it is placed on that card (`deal p1 4b top` when p1 holds the 4 de copas) and another card is
    drawn from the top. Only the first two cards can be doubled, and only with cards drawn from the
    top. Reported: a card of p1's value dealt to p3; a card of another value dealt onto p1; a
    doubling of p3 or p4 or from the bottom; the layout declared complete without the card that
    replaces a doubling one.

# MO005 monte-void-coup
check-mo005-summary = All four of P1's or P2's value out before the layout is complete, and the coup played on; or a void without it.
check-mo005-doc =
    If the fourth card of the first or second card's value comes out before the four cards are
    placed, the coup is void («se anulará la jugada»; `play.monte.layout.void_on_fourth: true`).
    No bet can exist yet. Reported: a coup whose p1 holds the 6 with 6c, 6e and 6b on it and whose
    play goes on; a bare `void` when no value has come out four times.

# MO006 monte-bet-outside-window
check-mo006-summary = A bet outside its window: before the layout or «hagan juego», after «no va más».
check-mo006-doc =
    Bets are made only once the four cards are placed, between «hagan juego» (`betting primeras`,
    `betting segundas`) and «no va más» (`nomore`); Segundas has its own window. Reported: a `bet`
    before `deal p4`, before `betting`, or after `nomore`; a card drawn before `nomore`; Segundas
    bets with no `betting segundas`.

# MO007 monte-salto-in-segundas
check-mo007-summary = A Salto bet in Segundas.
check-mo007-doc =
    «Solamente se puede apostar a esta combinación en la fase del juego de Primeras»
    (`play.monte.suertes.salto.phases: [primeras]`). A `bet s1 salto 3 10` after `betting
    segundas` is reported.

# MO008 monte-vis-in-segundas
check-mo008-summary = A Vista Hermosa bet in Segundas.
check-mo008-doc =
    The Vista Hermosa is decided by the coup's first card drawn («la primera carta que se
    descubre»), so by default it is bet in Primeras only
    (`play.monte.suertes.vis.phases: [primeras]`, A-MON-11: in Segundas its 32 times would give
    the player an edge in 28 % of coups). A `bet s4 vis 3 5` after `betting segundas` is reported; add `segundas` to the phases
    to allow it.

# MO009 monte-bet-above-maximum
check-mo009-summary = A bet above its suerte's maximum.
check-mo009-doc =
    The maxima are multiples of the table minimum (`min=` of the header): Cartas 300, Vista
    Hermosa 10, Camo, Anti and Viudo 30 in Primeras and 60 in Segundas, Salto 100
    (`play.monte.limits`). A seat's stakes on one reference in one betting window add up to one
    bet. At `min=5`, `bet s1 salto 2 505` is reported (the maximum is 500).

# MO010 monte-bet-below-minimum
check-mo010-summary = A bet below the table minimum.
check-mo010-doc =
    The minimum is set by the Comisión Técnica del Juego and written in the header (`min=`). A
    seat's stakes on one reference in one window add up to one bet, judged against it. At `min=5`,
    `bet s3 camo 1 2` is reported.

# MO011 monte-bet-not-of-the-game
check-mo011-summary = A bet the game does not offer: a Cartas pairing not allowed, a position not placed, an unknown kind.
check-mo011-doc =
    Cartas is one placed card against another in a row or a column (`cartas 1-2`, `cartas 1-3`) or
    two against the other two (`cartas 1-2-3-4`, `1-3-2-4`, `1-4-2-3`); Salto, Camo, Anti, Viudo
    and Vista Hermosa name one placed card (1 to 4). Reported: a diagonal one against one
    (`cartas 1-4`, unless `play.monte.suertes.cartas.diagonal_one: true`), a card against itself,
    a position outside 1–4, a Segundas bet on a card of the row no longer placed, an unknown kind
    (with the kind meant: `vista` for `vis`).

# MO012 monte-settled-against-the-cards
check-mo012-summary = A stake settled against the cards: paid when it lost, collected when it won, or settled on an annulled card.
check-mo012-doc =
    Each bet is a race between its live winning cards and its live losing cards, decided by the
    first of them drawn: Salto by a card of its placed card's value, Camo, Anti and Viudo by the
    first card of any placed value (the next, previous or opposite suit in the circle oros, copas,
    espadas, bastos), Vista Hermosa by the first card drawn, Cartas by a card of either side's
    values. A doubled or tripled card annuls cards of the other side
    (`play.monte.annulments`, by default the table that keeps every bet at its fair odds;
    `play.monte.annulments.mode: literal` for the text as printed): an annulled card «ni gana ni
    pierde», the bet stays (`play.monte.play.annulled: no-action`). The outcome is judged from the
    cards, never from `result` or the settlements. Reported: a `pay` of a bet that lost, a
    `collect` of one that won, a settlement on an annulled card (with p1 doubled, `cartas 2-1`
    settled on p2's Camo) or before any card decided it, a `return` of a decided bet.

# MO013 monte-wrong-multiple
check-mo013-summary = A winning bet paid the wrong multiple.
check-mo013-doc =
    Net winnings: Cartas 1 to 1, Salto 3, Camo, Anti and Viudo 11 in Primeras less one point per
    card lying on the first and second cards (a doubled card 1, a tripled card 2:
    `play.monte.suertes.cav.deduction`) and 5 in Segundas less one per live card the row lacks
    (`play.monte.suertes.cav.segundas_deduction`), Vista Hermosa 32 less one point per doubled,
    tripled or burned card. The amount is compared after the 10 % where it is due (MO014). With p1
    doubled, a Camo of 5 paid 55 (11 times) instead of 50 (10 times) is reported.

# MO014 monte-commission
check-mo014-summary = The 10 % of the winnings taken when not due, not taken when due, or taken from a Vista Hermosa.
check-mo014-doc =
    When the first card drawn after a window's «no va más» hits a placed card, 10 % of the
    winnings is deducted from every bet that card decides and wins, Vista Hermosa excepted,
    rounded down to the cent (`play.monte.commission`: `rate`, `of: winnings`, `phases`, `scope:
    decided-by-first-card`, `exempt: [vis]`). Reported: a Salto of 10 won by the first card and
    paid 30 instead of 27; a commission taken from a bet won by a later card or from a Vista
    Hermosa; a `commission` line after a first card that hit nothing (and, as a warning, none
    written after one that did).

# MO015 monte-losing-card-not-turned
check-mo015-summary = The losing card of Primeras not turned face down, or another card turned.
check-mo015-doc =
    When a card wins Primeras, its horizontal partner, «la carta perdedora», is placed face down
    (`turn pN`) and Segundas is played with the other row. Reported: no `turn` before `betting
    segundas`, a `turn` of the winning card or of a card of the other row.

# MO016 monte-stake-not-settled
check-mo016-summary = A stake never settled, settled twice, or a settlement of a stake not placed.
check-mo016-doc =
    The house collects and pays every bet. Each stake must be settled once: when a card decides it,
    or returned at the end of the coup if none did (`play.monte.play.undecided: ride`). Reported:
    a bet still open when the next `round` starts, a second `pay` of the same stake, a `pay` or
    `collect` of a reference the seat did not bet.

# MO017 monte-wrong-result
check-mo017-summary = The announced winning card (result) is not the one the cards give.
check-mo017-doc =
    `result pN` announces the placed card that won the phase: the first card drawn of a placed
    value that is live for its row's one against one (an annulled card decides nothing). A
    `result p1` when the deciding card was a rey matching p2 is reported.

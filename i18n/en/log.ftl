# The log's own diagnostics (src/log/, src/check.rs, src/batch.rs): lines that cannot be read,
# the header and the session's structure. Tokens of the log are quoted verbatim in backticks.

## What the parser expected where a line went wrong (src/log/parser.rs).

log-expect-keyword = an event keyword: mesa-log, table, session, limits, round, bet, nomore, spin, void, choose, collect, pay, return, release, shoe, cutcard, burn, deal, holder, hand, result, refuse, salute, leave, bank, garage, cagnotte, tableau, players, replay, hit, stand, double, split, insure, evenmoney, vacant
log-expect-end = the end of the line (or a `#` comment)
log-expect-stamp = a timestamp `HH:MM:SS` or `YYYY-MM-DDTHH:MM[:SS]`, optionally followed by `Z` or `±HH:MM`
log-expect-session-time = a date-time such as `2026-11-20T20:00` (optionally with `Z` or `±HH:MM`), or the end of the line
log-expect-version = the format version, `1`
log-expect-table-id = a table id such as `RF-03` (letters, digits, `_`, `.`, `-`)
log-expect-param = a parameter `key=value`, e.g. `min=5`
log-expect-session = `open` or `close`
log-expect-round = a round number such as `12`
log-expect-wheel = a number of the wheel such as `17`
log-expect-direction = `cw` or `ccw`
log-expect-spin-option = `ball=cw`, `ball=ccw`, `from=N` or the end of the line
log-expect-reason = a reason such as `ball-out` (lower-case letters, digits and `-`)
log-expect-seat = a seat such as `s3` (letters, digits, `_`, `.`, `-`)
log-expect-bet = a bet such as `pleno 17`, `rojo` or `prison rojo`
log-expect-kind = a bet kind such as `pleno` or `rojo`
log-expect-numbers = the bet's numbers, such as `17` or `0-2-3` (at most 6, joined with `-`)
log-expect-amount = an amount such as `10` or `12.50`
log-expect-choice = `half` or `prison`
log-expect-card = a card such as `Kh`, `Td` or `9c` (rank A 2-9 T J Q K, suit c d h s), or `??`
log-expect-face = `up`, `down` or the end of the line
log-expect-card-or-face = another card, `up`, `down` or the end of the line
log-expect-seat-or-end = the seat the take comes from (`s2`), or the end of the line
log-circ-expect-allin = `allin` or the end of the line
log-circ-expect-seen-card = a card seen face up, such as `9c` (rank A 2-9 T J Q K, suit c d h s)
log-expect-hand = a hand such as `punto` or `banca` (lower-case letters, digits and `-`)
log-expect-bj-hand = a hand such as `m3`, `m3-1` or `crupier` (lower-case letters, digits and `-`)
log-expect-bj-box = a box number such as `3`
log-expect-decks = `decks=N`, e.g. `decks=6`, or the end of the line
log-expect-cutcard = the number of cards below the stop card, e.g. `7`, or `out`
log-expect-players = the number of players, e.g. `6`, or one number per paño, e.g. `3 2`
log-expect-result = the winner, e.g. `banca`, `punto` or `empate`, or `HAND=WINNER` per hand
log-expect-hand-once = each hand once
log-expect-param-once = each parameter once
log-expect-limits-params = parameters such as `min=10`
log-expect-option-once = each option at most once
log-expect-numbers-then-amount = the bet's numbers (e.g. `17` or `0-2-3`), then the amount
log-expect-numbers-then-choice = the bet's numbers (e.g. `17`), then `half` or `prison`
log-expect-amount-last = the amount, as the last token
log-expect-choice-last = `half` or `prison`, as the last token
log-expect-short-line = a line shorter than 4 GiB
log-expect-points = the negra row's total and the roja row's, e.g. `32 34`
log-expect-die = a die's face, `1` to `6`, e.g. `roll 3 4`
log-expect-point = the point, `4`, `5`, `6`, `8`, `9` or `10`, or `off`
log-expect-shooter-reason = why the dice changed hands: `seven-out`, `refusal` or `barred` (or nothing)
log-expect-dice-reason = why the dice changed: `shooter`, `chief`, `lost-die` or `new-set`
log-expect-no-thousands-here = { log-no-thousands } (here `{ $meant }`)

## What a token is, in "`x` is not a { $what }".

log-what-seat = seat
log-what-table-id = table id
log-what-hand = hand
log-what-winner = winner
log-what-param-name = parameter name
log-what-reason = reason
log-what-kind = bet kind
log-what-players = number of players
log-what-decks = number of decks
log-what-cards = number of cards
log-what-version = format version
log-what-round = round number
log-what-wheel = wheel number
log-what-points = row total
log-what-point = point
log-what-box = box number

## Why a line could not be read. $token is the offending token, as written; $hint is empty or
## one of the log-hint-* messages (each starts with its own punctuation).

log-not-grammar = this line does not follow the table-log grammar
log-line-too-long-for-event = this line is too long to be an event (4 GiB or more)
log-stamp-needs-event = a timestamp must be followed by an event
log-deal-needs-hand = `deal` needs the hand the card goes to
log-needs-seat = `{ $keyword }` needs the seat
log-hand-needs-name = `hand` needs the hand's name
log-hand-needs-seat = `hand` needs the seat that is given the hand
log-needs-amount = `{ $keyword }` needs the amount
log-bj-needs-hand = `{ $keyword }` needs the hand (`m3`, `m3-1`, `crupier`)
log-bj-vacant-needs-box = `vacant` needs the box nobody sits in front of (`vacant 3`)
log-bj-evenmoney-needs-bet = `evenmoney` needs the bet after the seat (`mano 3`)
log-players-at-most = a `players` line gives at most { $max } counts
log-players-needs-count = `players` needs the number of players
log-not-shoe-option = `{ $token }` is not an option of `shoe`
log-cutcard-needs-count = `cutcard` needs the cards below it, or `out`
log-points-needs-totals = `points` needs the negra row's total and the roja row's
log-roll-needs-dice = `roll` needs the two dice's faces, e.g. `roll 3 4`
log-not-die = `{ $token }` is not a die's face: a die shows 1 to 6
log-not-shooter-reason = `{ $token }` is not a reason for the dice to change hands{ $hint }
log-point-needs-number = `point` needs the point the plaque marks, or `off`
log-not-point = `{ $token }` is not a point{ $hint }
log-point-then-number = unexpected `{ $token }` after the point{ $hint }
log-dice-needs-reason = `dice` needs the reason the dice changed
log-not-dice-reason = `{ $token }` is not a reason for a change of dice{ $hint }
log-needs-card = `{ $keyword }` needs the card
log-not-face = `{ $token }` is not a side of a card{ $hint }
log-not-card-or-face = `{ $token }` is neither a card nor a side of the cards{ $hint }
# Póquer de círculo and sintético (docs/design/poquer-circulo.md §A); $keyword: `raise` or `call`.
log-circ-not-allin = `{ $token }` after `{ $keyword }`'s amount is not `allin`{ $hint }
# $keyword: `discard` or `show`.
log-circ-card-seen = a card that `{ $keyword }` names is seen face up: write it (`9c`), not `??`
log-circ-too-many-cards = a line names at most { $max } cards
log-circ-show-needs-cards = `show` needs the cards shown (`show s3 Ac Kd`)
log-circ-lend-needs-to = `lend` needs the seat that lends, the seat that receives and the amount (`lend s2 s3 50`)
log-circ-call-needs-seat = `call` needs the seat (`call s4`, `call s4 20`), or at póquer sin descarte the box, the seat and the amount (`call m3 p3 10`)
log-too-many-results = a line may have at most { $max } results
log-not-hand-winner = `{ $token }` is not `HAND=WINNER`
log-result-mixed = a `result` gives either one winner or one `HAND=WINNER` per hand
# $col: the column where the same name was first given.
log-given-twice = `{ $token }` is given twice on this line (first at column { $col })
log-result-needs-winner = `result` needs the winner
log-format-needs-version = `mesa-log` needs the format version
log-table-needs-id = `table` needs the table's id
log-table-id-first = `table` needs the table's id before its parameters, found `{ $token }`
log-limits-needs-param = `limits` needs at least one `key=value` parameter
log-too-many-params = a line may have at most { $max } parameters
log-not-param = `{ $token }` is not a `key=value` parameter
log-param-no-name = `{ $token }` has no parameter name before `=`
log-no-value = `{ $token }` has no value after `=`
log-session-needs-which = `session` needs `open` or `close`
log-not-open-close = `{ $token }` is not `open` or `close`
log-round-needs-number = `round` needs the round number
log-spin-needs-number = `spin` needs the winning number
log-spin-rotor-first = `spin` needs the rotor's sense right after the number, before `{ $token }`
log-not-direction = `{ $token }` is not a sense of rotation{ $hint }
log-not-spin-option = `{ $token }` is not an option of `spin`{ $hint }
log-void-needs-reason = `void` needs the reason the spin is void
log-not-choice = `{ $token }` is not a choice{ $hint }
# $tail: log-tail-amount or log-tail-choice.
log-stake-needs-bet = `{ $keyword }` needs the bet and { $tail } after the seat
log-stake-no-bet = `{ $keyword }` has no bet between the seat and { $tail }
log-circ-bet-no-kind = `bet` has no bet between the seat and the amount: a bet in a betting interval of póquer de círculo is `raise SEAT AMOUNT` (its ante is `bet SEAT ante AMOUNT`)
log-stake-needs-tail = `{ $keyword }` needs { $tail } after the bet
log-unexpected-after-tail = unexpected `{ $token }` after { $tail }
log-tail-amount = the amount
log-tail-choice = the choice
log-prison-needs-kind = `prison` must be followed by the bet kind
log-kind-before-numbers = `{ $token }` is not a bet kind: the kind comes before its numbers, e.g. `pleno 17`
log-bet-incomplete = the bet is incomplete
log-unexpected-after-kind = unexpected `{ $token }` after the bet kind `{ $kind }`{ $hint }
log-unexpected-after-numbers = unexpected `{ $token }` after the bet's numbers `{ $numbers }`{ $hint }
log-unexpected-after-event = unexpected `{ $token }` after the end of the `{ $keyword }` event
# $what: one of log-what-*; $max: the largest value, as written.
log-too-large = `{ $token }` is too large for a { $what } (at most { $max })
log-not-a = `{ $token }` is not a { $what }{ $hint }
# $why: one of log-why-*.
log-not-a-because = `{ $token }` is not a { $what }: { $why }
log-spin-option-twice = `spin` gives `{ $option }` twice
log-bet-number-too-large = `{ $token }` is too large for a number of a bet (at most { $max })
log-too-many-numbers = `{ $token }` has { $count } numbers, but a bet covers at most { $max }
log-not-numbers = `{ $token }` is not a list of numbers{ $hint }
# $amount: the digit groups as written, e.g. `1 000`.
log-thousands-after-numbers = unexpected `{ $token }` after the bet's numbers `{ $numbers }`: the amount `{ $amount }` is written with a thousands separator
# $first: the event's amount before the stray groups.
log-thousands-after-amount = unexpected `{ $token }` after the `{ $keyword }` amount `{ $first }`: the amount `{ $amount }` is written with a thousands separator
log-not-card = `{ $token }` is not a card{ $hint }
log-stamp-invalid = `{ $token }` is not a valid timestamp: { $why }
log-not-stamp = `{ $token }` is not a timestamp{ $hint }
log-neither-keyword-nor-stamp = `{ $token }` is neither an event keyword nor a timestamp: a line starts with its event keyword, optionally after a timestamp
log-not-keyword = `{ $token }` is not an event keyword{ $hint }

## Why a timestamp names no real instant (fields zero-padded, as the log writes them).

log-stamp-no-month = there is no month { $month }
log-stamp-no-day = month { $month } of { $year } has no day { $day }
log-stamp-hour = hour { $hour } is out of range (00 to 23)
log-stamp-minute = minute { $minute } is out of range (00 to 59)
log-stamp-second = second { $second } is out of range (00 to 59)
log-stamp-offset = the UTC offset { $offset } is out of range

## Why a token is not an identifier or a word ($char: `x`, `é` (U+00E9) or U+00A0).

# A character that is not ASCII, and its code point: `é` (U+00E9).
log-char-code-point = { $char } ({ $code })
log-why-start-alnum = it must start with a letter or a digit, not { $char }
log-why-not-allowed = { $char } is not allowed in it
log-why-not-allowed-meant = { $char } is not allowed in it{ $hint }
log-why-empty = it is empty
log-why-lower-case = it must be written in lower case, `{ $word }`
log-why-start-letter = it must start with a letter
log-why-start-letter-not = it must start with a letter, not { $char }

## Hints at the end of a message: each carries its own leading punctuation.

log-hint-lower-case = : write it in lower case, `{ $word }`
log-hint-ball = : the ball's sense is written `ball={ $value }`
log-hint-from = : the number the ball was launched from is written `from={ $value }`
log-hint-choose-amount = : `choose` ends with the player's choice, not an amount
log-hint-join-kind = {" "}(a kind of several words is joined with `-`, e.g. `{ $first }-{ $second }`)
log-hint-join-numbers = {" "}(the numbers of one bet are joined with `-`, e.g. `{ $first }-{ $second }`)
log-hint-negative = : negative numbers are not allowed
log-hint-no-sign = : numbers are written without a sign
log-hint-whole = : it must be a whole number
log-hint-join-dash = : join the numbers of a bet with `-`, e.g. `17-20`
log-hint-number-missing = : a number is missing next to a `-`
# $suit: what followed `10`.
log-hint-ten = : the ten is written `T`, e.g. `T{ $suit }`
log-hint-card-case = : the rank is a capital letter or digit and the suit lower case, `{ $card }`
log-hint-suit = : the suit is one of `c`, `d`, `h`, `s`
log-hint-rank = : the rank is one of `A 2 3 4 5 6 7 8 9 T J Q K`
log-hint-unseen = : an unseen card is written `??`
log-hint-date-needs-time = : a date needs its time, joined with `T`, e.g. `2026-11-20T20:00`
log-hint-time-needs-seconds = : a time without a date needs its seconds, `HH:MM:SS`
log-hint-stamp-capitals = : `T` and `Z` are capital letters
log-hint-no-fractions = : fractions of a second are not allowed
log-hint-keyword-case = : keywords are written in lower case, `{ $word }`
log-hint-param-line = : a `key=value` parameter belongs on a `table` or `limits` line
log-hint-contains-blank = : it contains { $char }, but tokens are separated by spaces or tabs
# $words: the words meant, each in backticks (log-or joins several).
log-did-you-mean = : did you mean { $words }?
log-or = { $first } or { $last }
# «paso»: the parser does not know the table's game, and the word means one keyword at each.
log-hint-paso = : did you mean `check` (at póquer de círculo, «paso» bets nothing) or `fold` (at póquer sin descarte, «paso» gives up the box)?

## Monte o banca's lines (src/log/parser/monte.rs; log-format.md § 18). $name: the card's Spanish
## name (`rey de copas`), the game's own words in both languages.

log-expect-monte-card = a card of the Spanish deck such as `5o`, `Re` or `Sb` (rank 1-7 S C R, suit o c e b)
log-expect-monte-pos = a place of the layout: `p1`, `p2`, `p3` or `p4`
log-expect-monte-end = `top`, `bottom` or the end of the line
log-expect-monte-phase = `primeras` or `segundas`
log-expect-monte-shoe = `colour=roja`, `colour=azul`, `decks=1` or the end of the line
log-what-monte-colour = deck colour
log-monte-not-card = `{ $token }` is not a card of the Spanish deck{ $hint }
log-monte-french-card = `{ $token }` is a card of the French deck; this table plays the Spanish deck{ $hint }
log-monte-line-french-card = `{ $token }` is a card of the French deck; `{ $keyword }` is a line of monte o banca, whose cards are of the Spanish deck
log-monte-no-eight = `{ $token }` is not a card of this table: the 40-card Spanish deck has no 8, 9 or 10
log-hint-monte-card = : did you mean `{ $card }` ({ $name })?
log-hint-monte-figure = : figures are written by letter, `{ $card }` ({ $name })
log-hint-monte-case = : the rank is a digit or a capital (`S`, `C`, `R`) and the suit lower case, `{ $card }`
log-hint-monte-suit = : the suit is one of `o`, `c`, `e`, `b` (oros, copas, espadas, bastos)
log-hint-monte-rank = : the rank is one of `1 2 3 4 5 6 7 S C R` (sota, caballo, rey)
log-hint-monte-unseen = : every card of a monte coup is seen face up, so it is written, never `??`
log-spanish-card = `{ $token }` is a card of the Spanish deck; this table plays the French deck{ $hint }
log-monte-needs-pos = `{ $keyword }` needs the place of the layout, `p1` to `p4`
log-monte-not-pos = `{ $token }` is not a place of the layout{ $hint }
log-monte-not-end = `{ $token }` is not an end of the deck{ $hint }
log-hint-monte-face = : a monte card is always face up; `top` or `bottom` says which end of the deck it came from
log-betting-needs-phase = `betting` needs the phase, `primeras` or `segundas`
log-monte-not-phase = `{ $token }` is not a phase of the coup{ $hint }
log-monte-not-shoe-option = `{ $token }` is not an option of a monte deck{ $hint }
log-monte-one-deck = `decks={ $token }` is not a number of decks: a monte coup is played with one 40-card deck, `decks=1` or nothing

## Amounts (src/log/parser.rs, src/log/suggest.rs).

log-no-thousands = amounts are written without thousands separators: 1000 or 1000.00
log-amount-thousands = `{ $token }` is written with a thousands separator (or has more than two decimals): { log-no-thousands }; here `{ $meant }`
log-amount-decimals = `{ $token }` has more than two decimals: amounts are in whole cents
log-amount-too-large = `{ $token }` is too large for an amount
log-amount-negative = `{ $token }` is negative: amounts are written without a sign
log-amount-sign = `{ $token }` has a sign: amounts are written without one
log-amount-exponent = `{ $token }` uses an exponent: write the amount in full, e.g. `1000`
log-amount-currency = `{ $token }` has a currency: amounts are plain numbers, the table header gives the currency
log-amount-comma = `{ $token }` has a comma: write the decimal point as `.`, without thousands separators, e.g. `12.50`, not `12,50`
log-amount-decimal-comma = `{ $token }` has a decimal comma: the log writes the decimal point as `.`; here `{ $meant }`
log-amount-leading-point = `{ $token }` needs a digit before the decimal point, e.g. `0.50`
log-amount-trailing-point = `{ $token }` needs digits after the decimal point
log-amount-points = `{ $token }` has more than one `.`: amounts have no thousands separators
log-amount-digit-separator = `{ $token }` has a digit separator: amounts are written without one
log-amount-not = `{ $token }` is not an amount: amounts are digits with an optional `.` and one or two decimals
log-label-thousands = amount with a thousands separator
# $written: the line's tokens, e.g. `1 000`; $bet: what they read as, e.g. `rojo 1`; $amount: the
# amount they read as; $meant: the amount meant, e.g. `1000`.
log-thousands-split = `{ $written }` reads as a bet on `{ $bet }` for { $amount }, which this bet cannot be: the amount is `{ $meant }` written with a thousands separator

## The checker (src/check.rs): lines that cannot be read, the format line, the header, the
## session's structure.

chk-label-here = here
# $why: the system's reason, as it gives it.
chk-cannot-read = cannot read `{ $name }`: { $why }
chk-label-reading-stopped = reading stopped here
chk-reading-failed = reading `{ $name }` failed: { $why }
chk-label-line-too-long = line too long
chk-line-too-long = line { $line } is { $len } bytes long
chk-expect-line-length = lines of at most { $max } bytes
chk-bytes = { $len } bytes
chk-label-not-utf8 = not UTF-8
chk-not-utf8 = line { $line } is not valid UTF-8 text
chk-expect-utf8 = UTF-8 text
# $byte: e.g. 0xF1; $char: what it is in Windows-1252.
chk-expect-utf8-windows = UTF-8 text (the file looks like Windows-1252, where byte { $byte } is `{ $char }`: read it with `--encoding windows-1252`, or save it as UTF-8)
chk-byte = byte { $byte }
# $what: what the parser expected (one of log-expect-*).
chk-label-expected = expected { $what }
chk-label-not-understood = not understood
chk-byte-at = byte { $byte } at line { $line }, column { $col }
chk-label-bom = UTF-16 byte-order mark
chk-utf16 = the file is { $encoding } text, not UTF-8
chk-expect-utf8-log = UTF-8 text starting with `mesa-log { $version }` (or read it with `--encoding { $encoding }`)
chk-bytes-two = bytes { $first } { $second }
chk-label-binary = binary data
chk-binary-file = the file is not a text log: it holds binary data; the rest of it is not read
chk-expect-text-log = a text log starting with `mesa-log { $version }`
chk-binary-line = line { $line } holds binary data, not text: the rest of the file is not read
chk-expect-text-lines = text lines
chk-label-not-read-further = not read further
chk-not-a-log = the file is not a table log: its first { $count } events could not be read, and none is the format line; the rest of it is not read
chk-expect-log = a log starting with `mesa-log { $version }`
chk-unreadable-lines = { $count } unreadable lines
chk-label-round-settled = round { $round } settled from here
chk-label-round-decided = round { $round }'s result, with no stake
chk-label-new-round = begins a new round
# $was: settled (paid and collected) or decided (its result given, nothing staked).
chk-round-not-announced = `{ $keyword }` comes after round { $round } was { $was ->
    [settled] settled
   *[decided] decided
}, with no `round` line before it
chk-expect-round-line = `round { $round }` before this `{ $keyword }`
chk-label-unsupported-version = unsupported version
chk-unsupported-version = this log is format version { $version }, veedor reads version { $supported }
chk-label-first-event = first event
chk-no-format-line = the log does not start with its format line
chk-label-header-expected = table header expected before this
chk-no-header = the log has no `table` header
chk-expect-header = table ID catalog=JURISDICTION/GAME min=AMOUNT …
chk-label-no-catalog = no catalog=
chk-no-catalog = the table header does not name its catalogue
chk-expect-catalog = catalog=JURISDICTION/GAME
chk-label-unknown-catalog = unknown catalogue
chk-unknown-catalog = no catalogue article `{ $catalog }` is known{ $hint }
chk-expect-one-of = one of: { $list }
chk-expect-one-of-list = one of { $list }
chk-label-no-min = no min=
chk-no-min = the table header does not give the table minimum
chk-expect-min = min=AMOUNT
chk-label-not-amount = not an amount
# $why: one of log-amount-*.
chk-min-not-amount = the table minimum is not a positive amount: { $why }
chk-min-not-positive = the table minimum is not a positive amount
chk-expect-positive-amount = a positive decimal amount such as 5 or 2.50
chk-label-not-allowed = not allowed
chk-panos-not-allowed = `panos={ $value }` is not allowed by { $catalog }
chk-label-not-currency = not a currency code
chk-not-currency = the currency is not an ISO 4217 code
chk-expect-currency = three capital letters, e.g. EUR
chk-label-unknown-param = unknown parameter
chk-unknown-param = `{ $key }` is not a table parameter of { $catalog }
chk-label-second-open = second session open
chk-session-reopened = a session is opened again in the same log
chk-label-session-opened = session opened here
chk-expect-one-session = one session per log
chk-found-second-open = a second `session open`
chk-label-top-only = only allowed at the top
chk-top-only = `{ $keyword }` may only appear at the start of the log
chk-expect-game-event = a game event
chk-label-round-not-after = not after the previous round
chk-round-order = round { $round } follows round { $prev }
chk-label-previous-round = previous round
chk-expect-round-above = a round number above { $prev }
chk-label-no-round = no round yet
chk-before-first-round = `{ $keyword }` comes before the first round
chk-expect-round-first = `round N` before bets and results
chk-label-foreign = not an event of this game
# $game: the game's part of the article's id (`punto-y-banca`); a new game adds its name here.
chk-foreign-event = `{ $keyword }` is not an event of this table's game ({ $game })
chk-expect-game-events = the events of { $game }
chk-after-session = `{ $keyword }` comes after the session was closed
chk-before-session = `{ $keyword }` comes before the session was opened
chk-found-after-close = after `session close`
chk-found-before-open = before `session open`
chk-label-outside-session = outside the session
chk-expect-inside-session = game events between `session open` and `session close`
chk-label-session-closed = session closed here
chk-label-log-ends = log ends here
chk-no-session = the log records no session
chk-expect-session = `session open`, the rounds, then `session close`
chk-found-end-after-header = end of file after the header
chk-session-not-closed = the log ends without closing the session
chk-found-end-of-file = end of file
chk-what-format-line = the format line `mesa-log 1`
chk-what-header = a `table` header
chk-label-input-ends = input ends here
# $what: chk-what-format-line or chk-what-header.
chk-ends-before = the log ends before { $what }
# Findings after an unreadable line are set aside (not reported) as they may follow from it.
chk-label-checked-again = checked again from here: { $count ->
    [one] 1 finding
   *[other] { $count } findings
} since line { $line } set aside, as they may follow from it
chk-label-set-aside = { $count ->
    [one] 1 finding
   *[other] { $count } findings
} after this line set aside, as they may follow from it

## Inputs that cannot be checked (src/batch.rs): why a command-line argument stands for no
## log, and a check that failed inside veedor.

chk-dir-no-logs = the directory holds no `.{ $extension }` logs
chk-glob-no-logs = the pattern matches no `.{ $extension }` log
# $why: the pattern library's explanation.
chk-bad-glob = invalid glob pattern: { $why }
chk-unknown-file-kind = cannot tell what kind of file this is
chk-dangling-link-to = the symbolic link to `{ $target }` leads to no file: { $why }
chk-dangling-link = the symbolic link leads to no file: { $why }
chk-special-file = it is { $kind ->
    [pipe] a named pipe
    [socket] a socket
    [device] a device
   *[other] not a regular file
}: a directory's logs are read only from regular files (give it by name to read it)
# $message: the panic's own text (a programmer's, in English); $place: where in veedor's source
# it happened (`src/engine/roulette/settle.rs:412`), when $located is `yes`. The explanation of
# M006 (checks.ftl) quotes this message: keep them equal.
chk-internal-error = veedor failed on `{ $name }` (internal error: { $message }{ $located ->
    [yes] {" "}at { $place }
   *[no] {""}
}); the file is not checked: this is a bug in veedor, please report it, with the file
chk-panic-without-message = a panic without a message
# $message: the M001 of a French card at a monte table (log-format § 18).
chk-monte-copas-note = { $message } (note: at this table `c` is copas; clubs are bastos, `b`)

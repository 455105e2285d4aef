# What a catalogue author reads: `veedor catalog lint` and the errors loading a catalogue
# (src/catalog/), and `veedor catalog coverage`. serde_yaml's own messages (syntax, types) and
# the engines' compile messages are shown in their words.

catalog-cannot-read = cannot read `{ $origin }`: { $error }
catalog-none = none

## Labels on the YAML line, and their help

catalog-label-here = here
catalog-label-in-here = in here
# An engine's compile error about a YAML path: the path, then the engine's message.
catalog-compile-error-at = { $path }: { $message }
catalog-label-no-such-rule = no such rule
catalog-label-unknown-field = unknown field
catalog-help-unknown-field = remove it or correct its spelling: the message lists the fields allowed here (catalog/schema.json documents each)
catalog-label-unknown-value = unknown value
catalog-help-unknown-value = use one of the values the message lists
catalog-label-missing-field = this mapping lacks it
catalog-help-missing-field = add the field (catalog/schema.json says what it holds)
catalog-label-payout-ratio = not a payout ratio
catalog-help-payout-ratio = write payouts as quoted strings of winnings per unit staked: "35", "17", "1/2"
catalog-label-wrong-type = wrong type
catalog-help-wrong-type = give a value of the type the message expects (catalog/schema.json has the format)
catalog-label-duplicate-key = duplicate key
catalog-help-duplicate-key = write each key once
catalog-help-yaml-syntax = fix the YAML syntax here: indentation, a missing `:`, an unclosed bracket or quote
# A file the YAML reader (serde_yaml) could not read into a catalogue file. $message: its
# message, in its own English words (`rules[3]: missing field `id``), shown as it is; $detail:
# the same without the place; $path: the place (`rules[3]`) when $placed is `yes`.
catalog-yaml-error = { $message }

## The article's id

catalog-id-place = the id `{ $file_id }` does not match the file's place `{ $id }`
catalog-label-id-place = does not match the file's place
catalog-help-id-place = a catalogue lives at catalog/JURISDICTION/GAME.yaml with id JURISDICTION/GAME: write `id: { $id }` or move the file
catalog-id-composed = the id `{ $file_id }` is not `jurisdiction/game` (`{ $composed }`)
catalog-label-id-composed = not jurisdiction/game
catalog-help-id-composed = the id is the jurisdiction and the game joined by `/`; correct whichever of the three is wrong

## Rules

# $name: the check's name, or `none` when the code has none.
catalog-check-unlisted = check { $code }{ $name ->
    [none] {""}
   *[other] {" "}({ $name })
} can be reported under this article, but no rule lists it
catalog-label-check-unlisted = no rule lists this check
catalog-help-check-unlisted = add `{ $code }` to the `checks` of the rule whose text it enforces (`veedor explain { $code }` says what it compares), so that its findings can cite the article
catalog-note-path = the note of `{ $id }` names `{ $path }`, which is not a key of this file
catalog-label-note-path = no such parameter
catalog-help-note-path = name the parameter by its path in this file (`play.baccarat.…`), `[]` for any item
# $first: the index of the rule that has the id first; $line its line (0: unknown).
catalog-rule-id-twice = rule id `{ $id }` is used twice (first by rules[{ $first }]{ $line ->
    [0] {""}
   *[other] , line { $line }
})
catalog-label-rule-id-twice = duplicate rule id
catalog-help-rule-id-twice = give each rule its own id; when one sentence holds two rules, split it into ids with a common stem (`ruleta.limit.change_min`, `ruleta.limit.who_changes_min`)
catalog-unknown-code = rule `{ $id }` names an unknown check code `{ $code }`
catalog-label-unknown-code = unknown check code
catalog-help-code-case = codes are upper case: write `{ $code }`
catalog-help-code-unknown = `checks` names codes of the check registry (`veedor explain CODE`); known codes: { $codes }
catalog-rule-both = rule `{ $id }` has both `checks` and `not_checkable`
catalog-label-rule-both = one or the other
catalog-help-rule-both = a rule is either checked from the log (keep `checks`) or declared not checkable (keep `not_checkable`), not both
catalog-rule-neither = rule `{ $id }` has neither `checks` nor `not_checkable`
catalog-label-rule-neither = neither checked nor declared not checkable
catalog-help-rule-neither = add `checks: [CODE, …]` with the codes that enforce it, or `not_checkable: {"{"} reason: staff | equipment | authorisation | descriptive, detail: … {"}"}` saying what a log would need
catalog-rule-no-detail = rule `{ $id }` does not say why it cannot be checked
catalog-label-rule-no-detail = empty detail
catalog-help-rule-no-detail = say what a log would need to show for this rule to be checked
catalog-rule-source-no-note = rule `{ $id }` is quoted from another text but has no `note` saying why
catalog-label-rule-source-no-note = quoted from another text
catalog-help-rule-source-no-note = a rule taken from a text other than the article's (`source:`) is an assumption: add a `note` saying why the article does not give it and why this text stands in for it
catalog-rule-empty-quote = rule `{ $id }` has an empty quote
catalog-label-rule-empty-quote = empty quote
catalog-help-rule-empty-quote = quote the article's sentence verbatim (typos included), using ` … ` for omissions
catalog-rule-untrimmed-quote = the quote of rule `{ $id }` starts or ends with white space
catalog-label-rule-untrimmed-quote = untrimmed quote
catalog-help-rule-untrimmed-quote = remove the leading and trailing spaces or line breaks (a folded `>` block adds a final line break: use `>-`)

## Parameters citing rules

catalog-ref-missing = `{ $id }` is not among `rules`
catalog-help-ref-missing = name the id of the rule whose text this encodes, or add that rule
catalog-ref-code = findings { $code } cite `{ $id }`, but it does not list { $code } in `checks`
catalog-label-ref-code = rule does not list the code
catalog-help-ref-code = add { $code } to the `checks` of `{ $id }`, or name the rule that { $code } breaks
catalog-bet-rule-missing = bet kind `{ $bet }` cites rule `{ $rule }`, which is not among `rules`
catalog-help-bet-rule-missing = name the id of the rule that gives this combination and its payout, or add that rule
catalog-bet-rule-no-check = bet kind `{ $bet }` cites rule `{ $rule }`, which does not list RL003
catalog-label-bet-rule-no-check = does not implement the payout check
catalog-help-bet-rule-no-check = wrong payouts of this kind cite this rule: cite the rule that gives the payout, and list RL003 (with RL004, RL005) in its `checks`
catalog-limit-rule-missing = limit class `{ $class }` cites rule `{ $rule }`, which is not among `rules`
catalog-help-limit-rule-missing = name the id of the rule that sets this maximum, or add that rule
catalog-limit-rule-no-check = limit class `{ $class }` cites rule `{ $rule }`, which does not list RL015
catalog-label-limit-rule-no-check = does not implement the maximum check
catalog-help-limit-rule-no-check = bets over this maximum cite this rule: cite the rule that sets it, and list RL015 in its `checks`
catalog-pano-rule-missing = `single_pano_rule` cites rule `{ $rule }`, which is not among `rules`
catalog-help-pano-rule-missing = name the id of the rule on paying after collecting at one-paño tables
catalog-pano-rule-no-check = `single_pano_rule` cites rule `{ $rule }`, which does not list RL010
catalog-label-pano-rule-no-check = does not implement the losers-first check
catalog-help-pano-rule-no-check = late collections on one-paño tables cite this rule: list RL010 in its `checks`
catalog-zero-rule-missing = `zero.rule` cites rule `{ $rule }`, which is not among `rules`
catalog-help-zero-rule-missing = name the id of the rule on what the even chances lose on the zero number
catalog-zero-rule-no-check = `zero.rule` cites rule `{ $rule }`, which does not list RL005
catalog-label-zero-rule-no-check = does not implement the settlement check
catalog-help-zero-rule-no-check = settlements on the zero number that contradict it cite this rule: list RL005 in its `checks`
catalog-at-once-rule-missing = `pay_player_at_once_rule` cites rule `{ $rule }`, which is not among `rules`
catalog-help-at-once-rule-missing = name the id of the rule on paying a player's winning combinations at once
catalog-at-once-rule-no-check = `pay_player_at_once_rule` cites rule `{ $rule }`, which does not list RL009
catalog-label-at-once-rule-no-check = does not implement the payment-order check
catalog-help-at-once-rule-no-check = a player paid in two blocks cites this rule: list RL009 in its `checks`

## Adoptions (`adopts:`)

catalog-adoption-quote = the quote of `{ $id }` is empty or starts or ends with white space
catalog-label-adoption-quote = empty or untrimmed quote
catalog-help-adoption-quote = quote the adopting provision verbatim, trimmed, using ` … ` for omissions
catalog-adoption-not-loaded = `{ $id }` adopts `{ $adopts }`, which is not loaded with it
catalog-label-adoption-not-loaded = adopted article
catalog-help-adoption-not-loaded = an article that adopts another is loaded from a catalogue directory holding both (or the embedded catalogue): `veedor catalog lint DIR`
# One link of a chain of adoptions: $adopted is an id or the next link.
catalog-adoption-link = { $article } adopts { $adopted }
catalog-adoption-circle = `{ $id }` adopts in a circle: { $chain }
catalog-label-adoption-circle = adopts in a circle
catalog-help-adoption-circle = an adoption ends at an article with its own rules: make one of them adopt that article
catalog-adoption-unknown = `{ $id }` adopts `{ $adopts }`, which is not a catalogue article (or is invalid)
catalog-label-adoption-unknown = unknown article
# $same_game: the articles of the same game, or catalog-none.
catalog-help-adoption-unknown = adopt an article of `veedor catalog list`; of this game: { $same_game }
# $game, $other: the games' names as the YAML writes them.
catalog-adoption-other-game = `{ $id }` is { $game }, but adopts `{ $adopts }`, an article of { $other }
catalog-label-adoption-other-game = another game
catalog-help-adoption-other-game = adopt the article of the same game

## veedor catalog coverage

# $reasons: catalog-coverage-reasons, or nothing.
catalog-coverage-counts = { $rules } rules: { $checked } checked, { $not_checkable } not checkable{ $reasons }
# The not-checkable rules by reason (the YAML's keywords).
catalog-coverage-reasons = {" "}({ $reasons })
catalog-coverage-total = { $articles ->
    [one] { $articles } article
   *[other] { $articles } articles
}: { $counts }; { $codes } check codes, { $inventory } inventory ids
catalog-coverage-adopts = adopts { $adopts }: the rules below are its
catalog-coverage-codes = { $codes } check codes, { $inventory } inventory ids
catalog-coverage-checked = checked
catalog-coverage-section = section
catalog-coverage-checks = checks
catalog-coverage-not-checkable = not checkable
catalog-coverage-reason = reason
catalog-coverage-detail = detail
catalog-coverage-not-emitted = listed by rules but not reported by the engine: { $codes }
catalog-coverage-inventory = inventory:

## Warnings of `veedor catalog lint` (the article still loads)

catalog-title-no-spanish = rule `{ $id }` has no Spanish title: a Spanish reader reads it in English
catalog-label-title-no-spanish = English only
catalog-help-title-no-spanish = give the title by language: `title: {"{"}en: …, es: …{"}"}`
catalog-quote-lacks-figure = the quote of rule `{ $id }` does not show the { $figure } that `{ $path }` applies: a finding under it would cite a clause without the figure it was judged by
catalog-label-quote-lacks-figure = no { $figure } here
catalog-help-quote-lacks-figure = extend the quote, verbatim, to the words that state the figure (in digits or in words: «200 por 100», «doble», «treinta y cinco»)
# After the summary line of `catalog lint` when there are warnings.
catalog-lint-warnings = { $warnings ->
    [one] { $warnings } warning
   *[other] { $warnings } warnings
} (the articles load; see above)

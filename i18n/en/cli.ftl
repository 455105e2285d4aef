# veedor's own messages (src/cli.rs and src/cli/) and its --help (src/cli/help.rs: ids from the
# commands' and arguments' names; the English is the doc comments' text, a test holds them equal).

## --help

cli-about = Audits recorded casino table-game logs (.mesa) against the Spanish Catálogo de Juegos
cli-after-help = Exit codes: 0 clean, 1 findings at or above --fail-on, 2 input or usage error (2 wins over 1).
cli-help-color = When to colour the output: `auto` colours when writing to a terminal, or when FORCE_COLOR (not empty) or CLICOLOR_FORCE (not empty, not 0) is set, and never when NO_COLOR (not empty) is set; `always` and `never` override the environment
cli-value-color-auto = On a terminal, unless NO_COLOR is set; also off a terminal when FORCE_COLOR or CLICOLOR_FORCE is set
cli-value-color-always = Always colour
cli-value-color-never = Never colour
cli-help-lang = The language of what veedor writes: `es` (Spanish) or `en` (English). Without it the locale decides: the first of LC_ALL, LC_MESSAGES and LANG that is set; `es_*` gives Spanish, anything else English. Codes, rule names, JSON keys and SARIF ids are the same in both; machine formats keep plain numbers
cli-value-lang-es = Spanish (español)
cli-value-lang-en = English
cli-about-check = Check table logs: files, directories (every *.mesa below, in path order), globs or `-` for standard input, in parallel
cli-help-check-paths = Log files, directories (every *.mesa below, in path order), glob patterns (quoted, e.g. 'exports/**/*.mesa'), or `-` (standard input)
cli-help-check-format = How to write the report (`--output-format` is the same option, as ruff names it)
cli-value-check-format-human = Diagnostics on the log's lines, for reading
cli-value-check-format-concise = One line per finding: `path:line:col: CODE [severity] message`
cli-value-check-format-json = One JSON document (docs/json-output.md)
cli-value-check-format-jsonl = JSON Lines: one record per finding, per file, and a summary (docs/json-output.md)
cli-value-check-format-sarif = SARIF 2.1.0, for code-scanning dashboards
cli-value-check-format-junit = JUnit XML, for CI test reports
cli-value-check-format-github = GitHub Actions workflow commands (annotations)
cli-value-check-format-html = One self-contained HTML document for an inspector's file: cover, findings per table with the log excerpt and the article quoted, the table's money and outcome frequencies; prints to A4 (README, «The HTML report»)
cli-help-check-catalog = Directory of catalogue articles (JURISDICTION/GAME.yaml) added to, or replacing, the embedded ones
cli-help-check-jobs = Files checked in parallel; 0 (the default) is one per core, at most 256 (never more than the files). The output is the same for any N
cli-help-check-fail-on = Exit with 1 when a finding (not waived) is at least this severe
cli-value-check-fail-on-error = Fail on errors only (warnings alone exit 0)
cli-value-check-fail-on-warning = Fail on warnings too
cli-help-check-exit-zero = Exit with 0 even when there are findings (input and argument errors still give 2)
cli-help-check-summary = After the report, a table per table: its sessions, rounds, staked, hold, verdict and codes, worst first, clean tables counted; then what was examined (each file's SHA-256) (in the JSON formats, as JSON; with sarif, junit, github and html, on standard error)
cli-help-check-summary-all = With --summary: list the clean tables too, rather than counting them
cli-help-check-alert-p = The p-value below which a table's outcome frequencies are anomalous: a table without violations is then «conforme con observaciones» (REVIEW)
cli-help-check-acta-id = The acta's number, printed on the HTML report's cover and in --summary (a line to fill when not given)
cli-help-check-inspector = Who examined the logs, printed on the HTML report's cover and in --summary
cli-help-check-establishment = The establishment (casino) the logs come from, printed on the HTML report's cover and in --summary
cli-help-check-statistics = Instead of the findings, counts per rule (most frequent first): text with human and concise, JSON with json and jsonl; refused with sarif, junit, github and html
cli-help-check-html-full = With html: every session in full (its header, study and findings), the clean ones too; without it, a table or session with neither findings nor observations is one line
cli-help-check-waivers = Waivers file (YAML) of accepted findings; see README, "Waivers"
cli-help-check-write-baseline = Write a waivers file accepting every current finding (with --reason) instead of reporting; findings already waived by --waivers keep their reason
cli-help-check-reason = The reason recorded in the waivers --write-baseline writes (mandatory there)
cli-help-check-output-file = Write the report to FILE instead of standard output (created or replaced; not coloured unless --color always)
cli-help-check-quiet = Only the findings: no line per file, no total, no progress bar (as ruff's --quiet). The machine formats (json, jsonl, sarif, junit, github) are whole documents and unchanged
cli-help-check-encoding = Text encoding of the logs: `utf-8` (the default), or a legacy one such as `windows-1252` (Latin-1 exports from Windows; `latin-1` is read as `latin1`) or `utf-16le` (any WHATWG label)
cli-help-check-stdin-filename = The name standard input (`-`) is reported under, in place of `<stdin>` (as an editor or a pipeline knows the file it pipes in)
cli-help-check-table = The table of PHH hand histories (*.phh) without a sidecar file: its `table` line, or its words (e.g. 'catalog=valencia-2003/poquer-circulo min=2 max=10 ante=0'); see docs/phh.md
cli-about-explain = Explain a check (by code, e.g. RL003, or name, e.g. wrong-payout): what it compares, the catalogue text it enforces, an example. Without RULE, list every check
cli-help-explain-rule = The check: its code (RL003) or name (wrong-payout); without it, every check is listed
cli-help-explain-catalog = Catalogue directory whose articles are cited as well as the embedded ones
cli-about-schema = Print the JSON Schema of catalogue files (for YAML editors)
cli-about-catalog = Inspect or validate the catalogue
cli-about-catalog-list = List jurisdictions and games
cli-help-catalog-list-catalog = Directory of catalogue articles (JURISDICTION/GAME.yaml) added to, or replacing, the embedded ones
cli-about-catalog-lint = Validate a catalogue directory (default: the embedded catalogue)
cli-help-catalog-lint-dir = Directory of catalogue articles (JURISDICTION/GAME.yaml) to validate; without it, the catalogue embedded in veedor
cli-about-catalog-coverage = Which rules of each article are checked, and which no log can show
cli-help-catalog-coverage-format = How to write it (json: docs/json-output.md, «Catalogue coverage»)
cli-value-catalog-coverage-format-human = Diagnostics on the log's lines, for reading
cli-value-catalog-coverage-format-json = One JSON document (docs/json-output.md)
cli-help-catalog-coverage-catalog = Directory of catalogue articles (JURISDICTION/GAME.yaml) added to, or replacing, the embedded ones
cli-about-simulate = Write a simulated session log for a catalogue article, optionally with one injected fault
cli-help-simulate-catalog-id = Catalogue article, e.g. estado-1979/ruleta-francesa (see `veedor catalog list`)
cli-help-simulate-rounds = Rounds (spins or coups) to play
cli-help-simulate-seed = Seed of the random choices (stakes, bets, outcomes): the same seed writes the same log
cli-help-simulate-inject = Inject one fault (see --list-faults): the log then breaks exactly one rule
cli-help-simulate-bias = Bias the roulette wheel: NUMBER comes WEIGHT times as often as any other number (`--bias 17:2`; repeat for several numbers). Without it the wheel is fair
cli-help-simulate-output = Write the log to FILE instead of standard output (`--output-file` as `check` names it)
cli-help-simulate-table = The table's name on the log's `table` line, in place of the simulator's `SIM-NN` (a month of one simulated table is the same `--table` with a `--date` per day)
cli-help-simulate-date = The day the session opens (YYYY-MM-DD), in place of the simulator's 2026-11-20; the close moves with it (the next day, at the article's closing hour)
cli-help-simulate-list-faults = List the faults that can be injected for this article, and stop
cli-help-simulate-catalog = Directory of catalogue articles (JURISDICTION/GAME.yaml) added to, or replacing, the embedded ones
cli-about-odds = Exact odds from a catalogue article's rules, for every game but chemin de fer and dos paños (their players choose): punto y banca's outcomes and bets; every bet of the roulettes (francesa, americana, boule, fortune wheel) and of dados; treinta y cuarenta's rows and chances; Black Jack's dealer outcomes and basic strategy's edge; a bingo card's line and bingo by the ball; póquer sin descarte's combinations, the bank's qualifying, the Carrusel's return and the house edge
cli-help-odds-catalog-id = Catalogue article, e.g. valencia-2003/punto-y-banca
cli-help-odds-decks = Decks in the shoe (default: the article's)
cli-help-odds-catalog = Directory of catalogue articles (JURISDICTION/GAME.yaml) added to, or replacing, the embedded ones
cli-about-completions = Print a shell completion script (e.g. `veedor completions bash > ~/.local/share/bash-completion/completions/veedor`)
cli-help-completions-shell = The shell to complete in
cli-about-man = Print the manual page (roff; e.g. `veedor man > veedor.1; man ./veedor.1`)

## What veedor says about its own run (src/cli.rs, src/cli/).

# $error: the system's description of the failure, as it gives it.
cli-cannot-write-output = cannot write the output: { $error }
cli-cannot-create = cannot create `{ $path }`: { $error }
cli-cannot-write = cannot write `{ $path }`: { $error }
cli-not-a-directory = `{ $dir }` is not a directory
cli-catalog-embedded-invalid = the embedded catalogue is invalid ({ $problems ->
    [one] { $problems } problem
   *[other] { $problems } problems
})
cli-catalog-dir-invalid = the catalogue directory `{ $dir }` is invalid ({ $problems ->
    [one] { $problems } problem
   *[other] { $problems } problems
})
# $known: the known articles' ids, or cli-none.
cli-unknown-article = no catalogue article `{ $id }`; known: { $known }
cli-unknown-article-near = no catalogue article `{ $id }`{ $hint }
cli-none = none
cli-odds-roulette-no-decks = { $id }: a roulette has no decks (`--decks`)
cli-sim-write-failed = writing the log failed: { $error }
cli-unknown-encoding = `{ $label }` is not a known encoding (e.g. `utf-8`, `windows-1252`, `iso-8859-15`, `utf-16le`)
cli-jobs-not-a-number = invalid digit found in string
cli-jobs-too-many = at most { $max } threads (0 is one per core)
# $format: sarif, junit or github.
cli-statistics-refused = the argument '--statistics' cannot be used with '--format { $format }' (the counts per rule are written as text with --format human or concise, as JSON with json or jsonl)
cli-reason-empty = --reason must not be empty: a waiver says why the finding is accepted
cli-baseline-written = wrote { $waivers ->
    [one] { $waivers } waiver
   *[other] { $waivers } waivers
} to { $path }
cli-baseline-input-errors = { $files ->
    [one] { $files } file
   *[other] { $files } files
} could not be fully checked; input errors cannot be waived
# The progress bar's template: its arguments are the bar's placeholders ({pos} …); $files the number of files.
cli-progress = { $bar } { $pos }/{ $len } files, { $elapsed } ({ $eta } left)
cli-explain-unknown = no check is called `{ $query }`
cli-explain-did-you-mean = did you mean:
cli-explain-see-list = run `veedor explain` for the list of checks
# SARIF's notification when an input could not be checked (machine format: the run's language).
cli-sarif-inputs-not-checked = { $inputs ->
    [one] { $inputs } input
   *[other] { $inputs } inputs
} could not be read or checked to the end (see the M findings)

## veedor catalog list

cli-list-source = source: { $document }, art. { $article }
cli-list-rules = rules:  { $checked } checked, { $not_checkable } not checkable
cli-list-adopts = adopts: { $adopts }, whose rules apply (art. { $article } [{ $rule }])
cli-list-taken = taken:  { $rules } rules quoted from another text (see their `source` and `note`)
cli-list-from = from:   { $origin }
cli-list-empty = no catalogue articles

## veedor catalog lint

cli-lint-embedded = embedded catalogue
# $place: cli-lint-embedded or the directory linted.
cli-lint-ok = { $place }: OK, { $articles ->
    [one] { $articles } article
   *[other] { $articles } articles
}{ $adopting ->
    [0] {""}
   *[other] {" "}({ $adopting } adopting another)
} with { $rules ->
    [one] { $rules } rule
   *[other] { $rules } rules
}
cli-lint-problems = { $place }: { $problems ->
    [one] { $problems } problem
   *[other] { $problems } problems
}, { $articles ->
    [one] { $articles } article
   *[other] { $articles } articles
} valid

## --summary and --statistics (src/report/stats.rs): the tables' headings

stats-rule-waived = ({ $waived } waived)

## --help: what clap writes by itself, for a Spanish reader only (clap's English is its own)

cli-heading-usage = Usage:
cli-usage-options = {"[OPTIONS]"}
cli-default = default
cli-possible-values = possible values
cli-possible-values-heading = Possible values:
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-heading-commands = Commands
cli-value-name-command = COMMAND
cli-flag-help = Print help
cli-flag-help-more = Print help (see more with '--help')
cli-flag-help-summary = Print help (see a summary with '-h')
cli-flag-version = Print version
cli-about-help-command = Print this message or the help of the given subcommand(s)
cli-help-command-subcommand = Print help for the subcommand(s)

## clap's usage errors (src/cli/errors.rs): written so for a Spanish reader only; an English
## reader reads clap's own words, which these repeat. Quoted names arrive quoted and styled.

cli-clap-error = error:
cli-clap-tip = tip:
cli-clap-tip-pass-value = to pass '{ $arg }' as a value, use '{ $usage }'
cli-clap-try-help = For more information, try '{ $flag }'.
cli-clap-invalid-arguments = the arguments are not valid
cli-clap-conflict-twice = the argument '{ $arg }' cannot be used multiple times
cli-clap-conflict = the argument '{ $arg }' cannot be used with { $with }
cli-clap-conflict-subcommand = the subcommand '{ $subcommand }' cannot be used with { $with }
cli-clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-clap-value-missing = a value is required for '{ $arg }' but none was supplied
cli-clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
# $message: one of the two messages above; $values: the valid ones, quoted.
cli-clap-possible-values = { $message }
    {"  ["}possible values: { $values }]
cli-clap-unknown-subcommand = unrecognized subcommand '{ $subcommand }'
# $args: one argument a line, each line starting with a line break.
cli-clap-missing-arguments = the following required arguments were not provided:{ $args }
cli-clap-missing-subcommand = '{ $command }' requires a subcommand but one was not provided
    {"  ["}subcommands: { $subcommands }]
cli-clap-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-clap-number-of-values = { $expected } values required by '{ $arg }'; only { $given ->
    [one] { $given } was provided
   *[other] { $given } were provided
}
# $reason: why veedor's parser refused the value, in the reader's language.
cli-clap-value-rejected = invalid value '{ $value }' for '{ $arg }': { $reason }
cli-clap-unknown-argument = unexpected argument '{ $arg }' found
# $what: subcommand, argument or value.
cli-clap-similar = { $count ->
    [one] a similar { $what } exists: { $names }
   *[other] some similar { $what }s exist: { $names }
}
# The headings of the manual page (`veedor man`), as man pages write them.
cli-man-heading-name = NAME
cli-man-heading-synopsis = SYNOPSIS
cli-man-heading-description = DESCRIPTION
cli-man-heading-options = OPTIONS
cli-man-heading-extra = EXTRA
cli-man-heading-version = VERSION
cli-man-heading-exit-status = EXIT STATUS
cli-man-heading-environment = ENVIRONMENT
cli-man-heading-examples = EXAMPLES
# The man page's own sections: one entry per line; `TERM :: text` is a term and its description.
cli-man-exit-status =
    0 :: Every file was checked and no finding (not waived) reaches --fail-on (errors, by default); or --exit-zero.
    1 :: Findings at or above --fail-on: the logs break the catalogue's rules.
    2 :: An input or usage error: a file that could not be read or whose lines could not all be read (M-codes), a catalogue or waivers file in error, a wrong option. 2 wins over 1.
cli-man-environment =
    LC_ALL, LC_MESSAGES, LANG :: The language of the output when --lang is not given: the first one set decides; es_* gives Spanish, anything else English.
    NO_COLOR :: Not empty: no colour with --color auto.
    FORCE_COLOR, CLICOLOR_FORCE :: Not empty (CLICOLOR_FORCE: not 0): colour with --color auto even when not writing to a terminal.
    CI :: Set: no progress bar on standard error.
    SOURCE_DATE_EPOCH :: Seconds since 1970: the date the HTML report gives as its run's, for reproducible reports.
cli-man-examples =
    veedor check fixtures/ :: Check every log below a directory, in parallel, and read the findings on their lines.
    veedor check day/ --summary --format html -o acta.html :: A day's export as one HTML document for an inspector, and a summary per table.
    veedor check logs/ --format sarif -o veedor.sarif --waivers waivers.yaml :: A CI run for a code-scanning dashboard, with the accepted findings waived.
    veedor explain RL003 :: What a check compares and the catalogue text it enforces.
    veedor simulate estado-1979/ruleta-francesa --rounds 200 --table RF-03 --date 2026-12-01 -o rf.mesa :: A simulated session of a table on a day.
    veedor odds valencia-2003/punto-y-banca :: The exact odds of an article's rules.
cli-alert-p-invalid = `{ $value }` is not a probability between 0 and 1 (e.g. 0.001)
stats-table = table
stats-article = article
stats-sessions = sessions
stats-rounds = rounds
stats-staked = staked
stats-hold = hold
stats-verdict = verdict
stats-codes = codes
stats-clean-folded = { $tables ->
    [one] 1 compliant table, not listed (--summary-all lists it)
   *[other] { $tables } compliant tables, not listed (--summary-all lists them)
}
stats-total-line = total: { $files ->
    [one] 1 file
   *[other] { $files } files
}, { $tables ->
    [one] 1 table
   *[other] { $tables } tables
} (non-compliant: { $non_compliant }; to review: { $review }; with warnings: { $warnings_only }; compliant: { $compliant }{ $not_checked ->
    [0] {""}
   *[other] ; not fully checked: { $not_checked }
}); errors: { $errors }, warnings: { $warnings }, waived: { $waived }
stats-top-codes = most frequent codes: { $codes }
custody-heading = Chain of custody
custody-acta = acta: { $acta }
custody-inspector = inspector: { $inspector }
custody-establishment = establishment: { $establishment }
custody-program = program: { $veedor }
custody-command = command line: { $command }
custody-articles = catalogue articles (SHA-256, id, origin):
custody-files = files (SHA-256, bytes, name):

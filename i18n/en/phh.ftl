## PHH hand histories (src/engine/circulo/phh/): reading a `.phh` file (TOML), its table's
## article (a sidecar or `--table`), and what cannot be checked.

phh-label-not-toml = not TOML
# $why: the TOML reader's reason, in English, as it gives it.
phh-not-toml = the PHH hand is not valid TOML: { $why }
phh-label-variant-not-checked = variant not checked
# $variant: the PHH variant code, e.g. F2L3D.
phh-variant-not-checked = the PHH variant `{ $variant }` is not a game of art. 12 that veedor checks: the hand is skipped
phh-expect-variant = `NT` (no-limit Texas hold'em) or `FT` (fixed-limit Texas hold'em)
phh-label-no-awards = no awards in the file
phh-awards-unjudged = the hand gives neither `winnings` nor `finishing_stacks`: who was paid what, and the take, are not judged
phh-expect-awards = `winnings` (or `finishing_stacks`) to judge the pots and the take
phh-label-players = players
phh-too-few-players = the PHH hand has { $count } { $count ->
    [one] player
   *[other] players
} in `starting_stacks`; a hand has at least two
phh-label-wrong-type = wrong type
phh-wrong-type = `{ $key }` has the wrong type
phh-expect-string = a string
phh-expect-name = a string or an integer
phh-expect-array = an array
phh-expect-time = a local time such as 20:01:05
phh-label-missing-key = here
phh-missing-key = the PHH hand has no `{ $key }`, which its variant requires
phh-label-length = wrong length
phh-wrong-length = `{ $key }` has { $len } { $len ->
    [one] value
   *[other] values
} for { $players } players
phh-expect-length = one value per player: { $players }
phh-label-not-amount = not an amount
phh-not-amount = an amount of the PHH hand is not a non-negative whole number of cents
phh-expect-amount = a number such as `2000` or `0.50`
phh-label-zero-stack = a stack of nothing
phh-zero-stack = a starting stack of 0: PHH's stacks are above zero («All stack sizes must strictly be non-zero»), and a player with no chips is not dealt in
phh-expect-stack = a positive amount, or `inf` when the stack is not known
phh-label-not-seat = not a seat
phh-not-seat = a seat number in `seats` is not a positive integer
phh-label-action = not understood
# $why: one of phh-why-*.
phh-bad-action = a PHH action cannot be read: { $why }
phh-expect-action = an action such as `d dh p1 AcKd`, `d db Jc3d5c`, `p2 cbr 300`, `p3 cc`, `p1 f` or `p1 sm AcKd`
phh-why-player = `{ $word }` is not one of the players p1…p{ $players }
phh-why-arity = it has { $words } words, and this action has { $want }
phh-why-dealer = the dealer's `{ $word }` is neither `dh` (hole cards) nor `db` (the board)
phh-why-amount = `{ $word }` is not an amount in whole cents
phh-why-not-holdem = `{ $word }` (a draw or a bring-in) is not an action of hold'em
phh-why-verb = `{ $word }` is not an action (cbr, cc, f, sm)
phh-why-cards = `{ $word }` is not a run of cards such as `AcKd` (`??` for an unknown card)
phh-label-no-table = which table?
phh-no-table = a PHH hand needs its table's article, and none is given
# $sidecar: HAND.phh.table; $dir: table.mesa.
phh-expect-table = a file `{ $sidecar }` beside the hand (or `{ $dir }` in its directory) holding one line `table ID catalog=valencia-2003/poquer-circulo min=… max=…`, or the option `--table 'catalog=… min=… max=…'`
phh-table-unusable = the PHH hand's table file cannot be used (see its own report)
phh-sidecar-no-table = the table file of PHH hands has no `table` line
phh-label-disagrees = not the table's
# $key: the table's key (limit, min, currency…); $phh_key: the PHH field.
phh-disagrees = the PHH hand's `{ $phh_key }` is not the table's `{ $key }=`: the hand is not checked under it
phh-label-take = the hand's take
# $take, $pot: amounts; $pct: the article's percentage.
phh-take-over = the hand's take, { $take }, is above { $pct } % of its pot of { $pot } (PHH gives the take of the whole hand, judged against the whole pot)
phh-expect-take = at most { $max }

# Bingo: its log lines (src/log/parser/bingo.rs), the engine's findings, its articles' compile
# errors, `veedor odds` and the study (src/engine/bingo/).

## The log's lines
log-bingo-expect-card = a card as its series and number, such as `A-17`
log-bingo-expect-row = a row of the card: its numbers joined by `-`, such as `2-10-30-56-61`
log-bingo-expect-series = a series: letters and digits, such as `A` or `B12`
log-bingo-expect-series-size = the number of cards of the series, such as `1000`
log-bingo-expect-double = `double` (a series of double cards) or the end of the line
log-bingo-expect-sold = the cards sold, `FIRST-LAST` such as `1-350`, or one card's number
log-bingo-expect-ball = a ball's number, such as `17`
log-bingo-expect-combination = `line` or `bingo`
log-bingo-expect-verdict = the verification, `good` or `bad`
log-bingo-expect-prizes = `line=AMOUNT bingo=AMOUNT`, and at the acumulativo `jackpot-line=`, `jackpot-bingo=`, `maxball=`
log-bingo-expect-jackpot = `line=AMOUNT` and `bingo=AMOUNT`
log-bingo-what-ball = ball number
log-bingo-what-card-number = card number
log-bingo-what-series-size = number of cards
log-bingo-what-maxball = ball position
log-bingo-card-needs-card = `card` needs the card, such as `A-17`, then its three rows
log-bingo-card-needs-rows = the card needs its row { $row } (each row's numbers joined by `-`)
log-bingo-series-needs-size = `series` needs the number of cards of the series after its name
log-bingo-series-needs-face = `series` needs the face value of a card after the number of cards
log-bingo-not-double = `{ $token }` is not `double`{ $hint }
log-bingo-sold-needs-range = `sold` needs the cards sold after the series (`1-350`)
log-bingo-needs-series = `{ $keyword }` needs the series (`A`)
log-bingo-not-series = `{ $token }` is not a series: letters and digits only
log-bingo-not-card = `{ $token }` is not a card: a card is written as its series, `-` and its number (`A-17`)
log-bingo-not-row = `{ $token }` is not a row of a card: numbers joined by `-`
log-bingo-row-too-long = the row `{ $token }` has more than { $max } numbers
log-bingo-not-range = `{ $token }` is not a range of cards: `FIRST-LAST` or one number
log-bingo-prizes-needs-both = `prizes` needs both `line=` and `bingo=`
log-bingo-jackpot-needs-one = `{ $keyword }` needs `line=`, `bingo=` or both
log-bingo-unknown-key = `{ $key }` is not a parameter of `{ $keyword }`{ $hint }
log-bingo-ball-needs-number = `ball` needs the ball's number
log-bingo-claim-needs-combination = `claim` needs what is claimed, `line` or `bingo`
log-bingo-not-combination = `{ $token }` is not a claim: `line` or `bingo`{ $hint }
log-bingo-claim-needs-card = `claim` needs the card claimed (`A-17`)
log-bingo-claim-needs-verdict = `claim` needs the verification after the card, `good` or `bad`
log-bingo-not-verdict = `{ $token }` is not a verification: `good` or `bad`{ $hint }

## The header and the article (src/engine/bingo/article.rs)
bg-header-label = the table's header
bg-header-missing = the header has no `{ $key }=`: the prize's percentage of the sales, which the authorisation sets
bg-header-invalid = `{ $key }={ $value }` is not a percentage of the sales (up to 100, at most two decimals)
bg-header-expected = `{ $key }=` and a percentage such as `10` or `9.5`
bg-compile-highest = the highest ball must be at least 1
bg-compile-series-remembered = at least one series must be remembered
bg-compile-card = a card has 3 rows of 1 to 9 numbers and at least one column
bg-compile-params = the line and bingo prizes need two different header keys
bg-compile-scale = the scale's steps must go up in `up_to`, the last with none
bg-compile-rate = the pesetas per euro must not be zero
bg-limits-card = the lowest face value of a card: { $min }

## The cards (BG001)
bg-card-here = this card
bg-card-line = the card's line
bg-card-twice = the card { $card } is written twice in the session
bg-card-shape = the card { $card } is not a bingo card: { $why }
bg-card-expected = 15 distinct numbers of 1–90 in 3 rows of { $per_row }, over { $columns } columns none of which is empty
bg-card-rows = it does not have { $rows } rows
bg-card-row-length = its row { $row } has { $count } numbers, not { $per_row }
bg-card-number-range = { $number } is not a number of 1 to { $highest }
bg-card-number-twice = { $number } appears twice
bg-card-row-column-twice = its row { $row } has two numbers in column { $column }
bg-card-empty-column = its column { $column } has no number

## The balls (BG002, BG003, BG008)
bg-ball-here = this ball
bg-ball-range = ball { $ball } is not one of 1 to { $highest }
bg-ball-expected = a ball of 1 to { $highest }
bg-ball-twice = ball { $ball } was already drawn in this partida
bg-after-end = a `{ $keyword }` line after the partida ended
bg-partida-ended = the partida ended here

## The claims and the prizes (BG004–BG007, BG009, BG010, BG016)
bg-claim-here = this claim
bg-winning-claim = the winning claim
bg-late-claim = the claim, after an earlier winner
bg-claim-incomplete = the { $combination } of { $card } was verified good, but after { $balls } balls the card does not have it
bg-claim-after-winner = the { $combination } of { $card } was verified good on a later ball than a correct earlier claim, which alone wins
bg-correct-claim-rejected = the { $combination } of { $card } was verified bad, but the balls drawn complete it: it wins
bg-card-unknown = the card { $card } has no `card` line: its numbers are unknown
bg-card-not-in-play = the card { $card } was not sold for this partida
bg-paid-here = this payment
bg-wrong-amount = { $card } was paid { $paid } for the `{ $prize }`; its share is { $owed }
bg-paid-twice = { $card } was paid the `{ $prize }` twice
bg-paid-not-won = { $card } was paid the `{ $prize }`, which the balls did not give it
bg-paid-late = { $card } was paid the `{ $prize }` claimed after a correct earlier claim, which alone wins
bg-jackpot-not-won = { $card } was paid the `{ $prize }`, not won on a ball within the scale and the announced maximum
bg-jackpot-past-limit = { $card } was paid the `{ $prize }` for a { $combination } won on ball { $ball }: the jackpot is won up to ball { $limit }, { $why }
bg-limit-scale = the scale's for { $cards } cards sold
bg-limit-announced = the announced maximum (the scale's is { $scale } for { $cards } cards sold)
bg-jackpot-not-winner = { $card } was paid the `{ $prize }` but did not win the { $combination }
bg-ball-at-most = a win on ball { $n } at the latest
bg-ball-n = a win on ball { $n }
bg-winner-at-most = a winner of the combination, on ball { $n } at the latest
bg-jackpot-won-by-others = another card's win, on ball { $ball }
bg-jackpot-not-won-at-all = the combination not won
bg-not-paid = the `{ $prize }` of { $card } ({ $owed }) was not paid
bg-partida = the partida
bg-announced-here = the announcement
bg-prizes-not-pct = the prizes announced are not { $line_pct } % and { $bingo_pct } % of the sales of { $sales }: { $line } and { $bingo }
bg-first-ball = the draw's first ball
bg-prizes-not-announced = the draw began with no `prizes` line: the line and bingo prizes were not announced after the sale
bg-prizes-announcement-expected = a `prizes` line before the first ball
bg-prizes-announcement-found = the first ball with no announcement
bg-series-here = this series
bg-sale = the sale
bg-series-not-announced = cards of the series { $series } sold without its announcement (`series`) in this partida
bg-sale-outside-series = cards { $first }–{ $last } of the series { $series } sold, which has { $size }
bg-not-a-prize-label = this line
bg-not-a-prize = a `{ $keyword }` line at a bingo table: the only money lines are the prizes paid{ $hint }
bg-prize-expected = `pay CARD PRIZE AMOUNT`, the prize `line`, `bingo`, `jackpot-line` or `jackpot-bingo`

## The acumulativo (BG011–BG015)
bg-fund-here = the funding
bg-fund-wrong = the { $key } jackpot's funding of { $found } is not the article's { $due } (sales { $sales }, cap { $cap })
bg-balance-here = the balance
bg-balance-wrong = the { $key } jackpot's balance of { $found } is not { $due }, from the funding, the awards and the 20 % held back
bg-maxball-above-scale = the announced `{ $key }={ $announced }` is past the scale's { $scale } for { $cards } cards sold
bg-maxball-missing = the maximum ball is not announced (`maxball=`, at most { $scale })
bg-at-most = at most { $n }
bg-jackpot-announced = the announced `{ $key }={ $announced }` is not { $due }, 80 % of the balance of { $balance }
bg-jackpot-not-announced = the `{ $key }=` prize is not announced ({ $due })

## One fault, one finding: what a damaged line causes, as labels
bg-ball-again = ball { $ball } drawn again too
bg-claim-same-card = another claim on the same card
bg-claim-also-incomplete = the claim of { $card }, verified good, which the balls drawn do not complete either
bg-double-half-resold = the double card { $card } was sold in the previous partida: its second half plays in this one, and is not sold again
bg-card-sold-again = the card { $card } was already sold in this partida: a card is sold once
bg-card-sold-earlier = the card { $card } was sold for an earlier partida, which is over: a card is valid for one partida (a double card for its two), and is not sold again
bg-series-forgotten = more than { $window } series named in this session: from here on the series named longest ago are forgotten, and a card of one of them sold or declared again is not reported (BG010, BG001)
bg-series-forgotten-here = the series one over the window
bg-claim-card-sold-again = a claim on a card sold again

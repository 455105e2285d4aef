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

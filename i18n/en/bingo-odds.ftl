# `veedor odds` for a bingo article (src/engine/bingo/odds.rs): a single card's exact chance of
# a line and of its bingo by each ball. $catalog is the article's id; $line, $bingo and $mean are
# figures already written as the reader writes them; $n is a whole number already grouped.

bingo-odds-title = { $catalog }: exact odds of a single bingo card (90 balls; 15 numbers in 3 rows of 5)
bingo-odds-table-heading = The probability that the card has completed a line (any of its 3 rows) or its bingo (all 15 numbers) once the k-th ball is drawn:
bingo-odds-column-ball = ball
bingo-odds-column-line = line
bingo-odds-column-bingo = bingo
bingo-odds-one-in = 1 in { $n }
bingo-odds-summary-heading = The ball on which the card completes it:
bingo-odds-summary = { $prize }: first possible { $first }, likeliest { $mode }, median { $median }, mean { $mean }
bingo-odds-jackpot-heading = Bingo acumulativo: a single card's chance of a jackpot (its line or its bingo on a ball within the scale's, for the cards sold):
bingo-odds-band-upto = { $from } to { $to } cards sold
bingo-odds-band-more = more than { $from } cards sold
bingo-odds-jackpot-band = { $cards }: line by ball { $line_ball }: { $line }; bingo by ball { $bingo_ball }: { $bingo }
bingo-odds-note = These are one card's figures. The first line and the first bingo of a partida among many cards fall earlier; their law is not closed-form (the cards share numbers).

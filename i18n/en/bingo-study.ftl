# A bingo table's study (src/engine/bingo/study.rs): the ball on which the line and the bingo
# fell, beside a single card's exact law.

bingo-study-line-ball = The ball on which the line fell (in bands of five; the marks: a single card's law)
bingo-study-bingo-ball = The ball on which the bingo fell (in bands of five; the marks: a single card's law)
bingo-study-single-card = the marks are a single card's exact law, for reference: the first line or bingo among many cards falls earlier, and its law is not closed-form

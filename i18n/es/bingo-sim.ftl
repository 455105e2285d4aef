# `veedor simulate --list-faults` de un artículo de bingo (src/engine/bingo/sim/faults.rs): qué
# hace cada fallo al registro simulado.

sim-fault-bingo-bad-card = un cartón de la serie, no vendido, con un número repetido
sim-fault-bingo-ball-out-of-range = una bola 91 entre las extraídas
sim-fault-bingo-ball-twice = una bola extraída por segunda vez
sim-fault-bingo-incomplete-claim-verified = un canto de un cartón que no lo ha completado, verificado como bueno
sim-fault-bingo-late-line-verified = una línea completada después de ganada la línea, cantada y verificada como buena
sim-fault-bingo-winner-not-paid = un ganador de la línea sin pagar
sim-fault-bingo-winning-claim-rejected = una línea ganadora verificada como mala, y sin pagar
sim-fault-bingo-wrong-share = un ganador de la línea cobra un céntimo más de su parte
sim-fault-bingo-ball-after-bingo = una bola extraída después del bingo verificado
sim-fault-bingo-wrong-prize-announced = el premio de línea anunciado un céntimo por encima de su porcentaje de la venta
sim-fault-bingo-claim-unknown-card = un canto de un cartón sin línea `card`
sim-fault-bingo-jackpot-not-won = el premio acumulado de línea pagado a una línea ganada después de la bola de la escala
sim-fault-bingo-wrong-funding = la dotación del acumulado de línea escrita un céntimo por encima del 0,5 % de la venta
sim-fault-bingo-wrong-balance = el saldo del acumulado de línea escrito un céntimo por encima del que es
sim-fault-bingo-maxball-above-scale = la bola máxima anunciada una por encima de la de la escala
sim-fault-bingo-wrong-jackpot-announced = el acumulado de bingo anunciado un céntimo por encima del 80 % de su saldo
sim-fault-bingo-not-a-prize = el premio de un ganador escrito además como cobrado

# `veedor simulate` en una mesa de dados (src/engine/dice/sim/): los fallos del propio simulador
# y los resúmenes de sus faltas. $stake es un importe.

sim-dice-inexact-payout = el simulador eligió una apuesta de { $stake } cuyas ganancias no son céntimos enteros

## Las faltas (`simulate --list-faults`)

sim-fault-dice-bet-not-in-article = una suerte que el artículo no tiene
sim-fault-dice-come-before-come-out = un Come en la primera tirada
sim-fault-dice-bet-after-no-more = una apuesta después del «ya no va más»
sim-fault-dice-bet-above-maximum = un Field por encima del máximo de las suertes sencillas
sim-fault-dice-odds-above-maximum = una suerte asociada del Win por encima de su apuesta
sim-fault-dice-loser-paid = una apuesta perdedora pagada
sim-fault-dice-payout-off-ratio = una apuesta ganadora pagada por encima de su proporción
sim-fault-dice-bet-unsettled = una apuesta perdedora sin retirar
sim-fault-dice-settlement-without-bet = un pago a un puesto sin apuesta
sim-fault-dice-shooter-change = los dados cambian de mano sin un 7 que haga perder
sim-fault-dice-shooter-without-line-bet = un tirador que lanza sin apuesta en el Win ni en el Don't Win
sim-fault-dice-null-throw-settled = una apuesta liquidada en una tirada nula
sim-fault-dice-second-throw = una segunda tirada en la misma jugada, sin que la primera fuera nula
sim-fault-dice-win-taken-down = una apuesta en el Win retirada
sim-fault-dice-plaque-wrong = la placa del punto en un número que no sacaron los dados
sim-fault-dice-dice-change-during-point = el tirador cambia de dados con un punto establecido
sim-fault-dice-void-reason = una tirada nula por un motivo que el artículo no da

# `veedor simulate` en una mesa de dados (src/engine/dice/sim/): los fallos del propio simulador
# y los resúmenes de sus faltas. $stake es un importe.

sim-dice-inexact-payout = el simulador eligió una apuesta de { $stake } cuyas ganancias no son céntimos enteros

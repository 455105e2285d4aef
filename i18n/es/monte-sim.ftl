# `veedor simulate --list-faults` del monte o banca (src/engine/monte/sim/faults.rs): qué hace
# cada fallo al registro de una sesión correcta, en pocas palabras.

sim-fault-mo-card-seen-twice = una carta descubierta dos veces en una jugada
sim-fault-mo-draw-from-bottom = una carta de juego anotada como sacada por abajo del mazo
sim-fault-mo-needless-burn = una carta quemada con las cuatro ya emplazadas
sim-fault-mo-doubling-from-bottom = una carta doblada anotada como sacada por abajo
sim-fault-mo-void-without-fourth = una jugada anulada con las cuatro cartas emplazadas
sim-fault-mo-draw-before-nomore = la primera carta de Primeras descubierta antes del «no va más»
sim-fault-mo-salto-in-segundas = una apuesta al Salto en Segundas
sim-fault-mo-vis-in-segundas = una apuesta a la Vista Hermosa en Segundas
sim-fault-mo-over-maximum = una apuesta de su máximo más un mínimo
sim-fault-mo-below-minimum = una apuesta de medio mínimo de la mesa
sim-fault-mo-diagonal-cartas = una apuesta a Cartas de una contra otra en diagonal (`cartas 1-4`)
sim-fault-mo-lost-bet-paid = una apuesta perdedora pagada en vez de retirada
sim-fault-mo-wrong-multiple = una apuesta ganadora pagada con una vez de más
sim-fault-mo-commission-not-taken = una ganancia de la primera carta pagada sin el 10 %
sim-fault-mo-winner-turned = la carta ganadora vuelta boca abajo en vez de la perdedora
sim-fault-mo-stake-never-settled = una apuesta perdedora nunca retirada
sim-fault-mo-wrong-result = la carta perdedora anunciada como ganadora (`result`)

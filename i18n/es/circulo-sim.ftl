# `veedor simulate --list-faults` para los artículos de círculo (src/engine/circulo/sim/faults.rs):
# qué hace cada fallo al registro de una sesión limpia, en pocas palabras.

sim-fault-pc-too-few-players = una mano repartida a tres jugadores, los demás descansando
sim-fault-pc-ante-above-half-minimum = el ante de la cabecera al 60 % del mínimo de la mesa
sim-fault-pc-minimum-outside-ratio = el máximo de la cabecera seis veces el mínimo (el mínimo al 16,7 %)
sim-fault-pc-mano-not-rotated = la mano se salta el puesto al que le toca por la rotación
sim-fault-pc-cut-by-wrong-seat = corta el jugador siguiente a la mano, no el anterior
sim-fault-pc-check-after-bet = un «paso» de un jugador ante una apuesta, que luego iguala
sim-fault-pc-out-of-turn = los «paso» o «igualo» de dos jugadores escritos al revés
sim-fault-pc-split-over-half-pot = con límite de medio bote («split limit»), un intervalo abierto con una apuesta de todo el bote
sim-fault-pc-pot-limit-exceeded = con bote con límite, un intervalo abierto con el bote más el mínimo
sim-fault-pc-no-limit-bet-below-minimum = con bote sin límite, un intervalo abierto con la mitad del mínimo
sim-fault-pc-interval-not-level = un «igualo» omitido: se descubre la carta con un jugador por debajo de la apuesta
sim-fault-pc-chips-added = un recuento entre manos un mínimo por encima del resto que da el registro
sim-fault-pc-chips-lent = un jugador presta el mínimo a otro entre manos
sim-fault-pc-chips-pocketed = un recuento entre manos un mínimo por debajo del resto que da el registro
sim-fault-pc-interval-take-over = la detracción de un intervalo un céntimo por encima del 5 % de su dinero nuevo
sim-fault-pc-take-of-other-option = una detracción por sesión a un jugador en una mesa que detrae por intervalo
sim-fault-pc-pot-to-wrong-hand = el bote principal pagado a una jugada descubierta que lo perdió
sim-fault-pc-showdown-out-of-order = las dos primeras jugadas del descubrimiento mostradas al revés
sim-fault-pc-shown-uncontested = el ganador de un bote sin disputa enseña sus cartas
sim-fault-pc-muck-awarded = el ganador del bote principal no enseña y se le paga
sim-fault-pc-all-in-overpaid = un bote secundario pagado al jugador con todo su resto que ganó el principal
sim-fault-pc-tie-split-wrong = un bote empatado repartido con un céntimo de diferencia
sim-fault-pc-pot-paid-twice = el bote principal pagado con el mínimo de la mesa de más
sim-fault-pc-hole-card-face-up = las cartas propias de un jugador repartidas descubiertas, y la mano sigue
sim-fault-pc-void-chips-kept = la última mano anulada sin devolver un ante
sim-fault-pc-card-not-of-the-deck = un siete entre las cartas propias de un jugador
sim-fault-pc-dealt-without-ante = un jugador que recibe cartas sin haber puesto el ante
sim-fault-pc-rest-third-hand = un puesto que descansa una tercera mano seguida
sim-fault-pc-mano-never-reached = sin `duration=`, y un puesto que descansa cada vez que le llegaría la mano
sim-fault-pc-action-after-fold = un jugador se retira dos veces
sim-fault-pc-uncontested-paid-to-folded = un bote sin disputa pagado a un jugador que se había retirado
sim-fault-pc-allin-claimed-with-chips = `allin` en un «igualo» que deja fichas
sim-fault-pc-hole-card-shown-in-deal = las dos cartas de un jugador repartidas descubiertas, y la mano sigue
sim-fault-pc-wrong-number-of-intervals = se omite el último intervalo de una mano, su carta sin descubrir
sim-fault-pc-wrong-opener = un intervalo posterior abierto por el jugador siguiente al que le toca
sim-fault-pc-starting-resto = un jugador se sienta con un resto que el artículo no admite
sim-fault-pc-rebuy-outside-bounds = una reposición que el artículo no admite (por debajo de la mínima, o antes de agotar el resto)
sim-fault-pc-hand-take = la detracción de una mano un paso por encima del 3 % de su dinero
sim-fault-pc-check-raise = un jugador que pasó sube en el mismo intervalo
sim-fault-pc-card-dealt-twice = la primera carta del primer jugador dada otra vez al último

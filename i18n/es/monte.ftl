# Monte o banca (issue 33): los hallazgos del motor (src/engine/monte/), con las palabras del
# propio juego: emplazar, doblada, triplicada, quemada, hagan juego, no va más, Primeras, Segundas.

mo-compile-one-deck = el monte se juega con una baraja de 40 cartas por jugada
mo-compile-rate = la comisión no puede pasar del 100 %
mo-compile-limits = cada máximo ha de ser al menos un mínimo
mo-compile-literal = `annulments.mode: literal` necesita la tabla `literal`

mo-limits-heading = Máximos (múltiplos del mínimo)
mo-limits-line = { $suerte }: { $max } ({ $multiple } mínimos)

mo-label-bet = la apuesta
mo-label-betting = aquí «hagan juego»
mo-label-card = esta carta
mo-label-commission = la comisión anunciada
mo-label-coup = aquí empieza la jugada
mo-label-decided = la carta que decidió la fila
mo-label-deciding-card = la carta que decidió la apuesta
mo-label-deck = la baraja
mo-label-earlier = ya liquidada aquí
mo-label-end = el extremo del mazo
mo-label-first-card = la primera carta de la fase
mo-label-fourth = la cuarta carta del valor
mo-label-kind = la apuesta
mo-label-line = esta línea
mo-label-next-card = la carta siguiente
mo-label-nomore = aquí «no va más»
mo-label-pair = la pareja de un mismo valor
mo-label-place = este lugar
mo-label-played-on = aquí se sigue jugando
mo-label-result = el anuncio
mo-label-settlement = la liquidación
mo-label-turn = la carta vuelta
mo-label-void = aquí se anula la jugada

mo-same-colour = la jugada se hace otra vez con la baraja { $colour }, donde las barajas se alternan
mo-expect-other-colour = el color de la otra baraja
mo-decks-per-coup = la jugada se juega con { $decks } barajas; el monte juega una sola baraja de 40 cartas por jugada
mo-expect-decks = `decks={ $per_coup }` (una baraja de 40 cartas) o ningún `decks=`
mo-card-before-deck = sale una carta antes de que la baraja de la jugada esté en el sabot (`shoe`)
mo-expect-deck = una línea `shoe` antes de la primera carta de la jugada
mo-found-no-deck = ninguna baraja para la jugada
mo-card-twice = `{ $card }` aparece dos veces en una jugada de una sola baraja de 40 cartas
mo-expect-once = cada carta una vez por jugada
mo-found-twice = la carta otra vez

mo-out-of-order = se emplaza una carta en p{ $pos } con p{ $expected } aún vacío: se emplazan p1, p2 y luego p3, p4
mo-expect-place = la siguiente carta en p{ $pos }
mo-found-place = una carta en p{ $pos }
mo-wrong-end = `{ $card }` se emplaza en p{ $pos } desde { $end } del mazo, no desde { $want }
mo-end-top = la parte superior
mo-end-bottom = la parte inferior
mo-expect-end = desde { $end }
mo-found-end = desde { $end }
mo-draw-from-bottom = `{ $card }` se descubre por la parte inferior del mazo; las cartas de juego salen por arriba
mo-pair-not-burned = las dos primeras cartas (o la tercera y la cuarta) son de un mismo valor y no se quemaron
mo-expect-pair-burned = las dos cartas quemadas y dos nuevas emplazadas
mo-found-pair-played = la pareja sigue emplazada
mo-burned-value-placed = `{ $card }` es de un valor quemado y se emplazó en p{ $pos } en vez de quemarse también
mo-expect-burned = `{ $card }` quemada
mo-found-placed = emplazada en p{ $pos }
mo-needless-burn = `{ $card }` se quemó sin motivo: ni hay pareja de un valor ni es de un valor quemado
mo-needless-burn-after-layout = `{ $card }` se quemó con las cuatro cartas ya emplazadas, cuando nada pide quemar
mo-expect-no-burn = la carta emplazada o descubierta, no quemada
mo-found-burned = `{ $card }` quemada
mo-not-doubled = `{ $card }` es del valor de p{ $on } y se emplazó en p{ $pos } en vez de colocarse encima de p{ $on } («doblada»)
mo-expect-on = la carta colocada encima de p{ $pos }
mo-bad-doubling = `{ $card }` se colocó encima de `{ $on }` en p{ $pos }: { $why }
mo-why-p3p4 = solo se doblan la primera y la segunda carta
mo-why-value = una carta solo se coloca encima de otra de su valor
mo-why-bottom = la carta que dobla sale por la parte superior del mazo
mo-expect-doubling = una carta del valor de la primera o la segunda, por arriba
mo-found-on = `{ $card }` encima de p{ $pos }
mo-void-without-fourth = se anuló la jugada sin que saliera la cuarta carta del valor de la primera o la segunda antes de completar el emplazamiento
mo-expect-void-cause = la jugada jugada (solo la anula la cuarta carta de un valor emplazado)
mo-found-void = `void`
mo-played-on = salió la cuarta carta del valor de la primera o la segunda antes de completar el emplazamiento y la jugada siguió
mo-expect-void = la jugada anulada («se anulará la jugada»)
mo-found-played-on = la jugada sigue

mo-betting-before-layout = se dijo «hagan juego» antes de completar el emplazamiento
mo-bet-before-layout = se aceptó una apuesta antes de completar el emplazamiento
mo-draw-before-layout = se descubrió una carta antes de completar el emplazamiento
mo-expect-layout-first = antes, las cuatro cartas emplazadas
mo-found-layout-incomplete = el emplazamiento incompleto
mo-segundas-before-decided = se abrieron las Segundas antes de que una carta decidiera las Primeras
mo-expect-primeras-decided = antes, las Primeras decididas
mo-found-segundas-early = las Segundas abiertas
mo-segundas-without-betting = una apuesta o carta de Segundas sin su propio «hagan juego» (`betting segundas`)
mo-bet-after-nomore = se aceptó una apuesta después del «no va más»
mo-bet-before-betting = se aceptó una apuesta antes del «hagan juego» (`betting primeras`)
mo-draw-before-nomore = se descubrió una carta antes del «no va más»
mo-draw-after-coup = se descubrió una carta con las Segundas ya decididas
mo-expect-window = las apuestas entre «hagan juego» y «no va más», las cartas después

mo-salto-segundas = se aceptó un Salto en Segundas; solo se apuesta en Primeras
mo-vis-segundas = se aceptó una Vista Hermosa en Segundas; solo se apuesta en Primeras
mo-expect-primeras-only = la apuesta en Primeras
mo-unknown-kind = `{ $kind }` no es una apuesta del monte{ $hint }
mo-expect-one-of = una de: { $list }
mo-place-out-of-range = `{ $target }` nombra un lugar que no está en el tapete: los lugares son 1 a 4
mo-expect-positions = lugares 1 a 4
mo-cartas-no-places = una apuesta a Cartas nombra dos lugares (`1-2`) o cuatro (`1-2-3-4` …); esta no nombra ninguno (su único número es la puesta)
mo-cartas-place-count = una apuesta a Cartas nombra dos lugares (`1-2`) o cuatro (`1-2-3-4` …); `{ $target }` nombra { $count }
mo-cartas-against-itself = Cartas `{ $target }` enfrenta una carta a sí misma
mo-one-place-none = una apuesta a { $suerte } nombra un lugar (1 a 4); esta no nombra ninguno (su único número es la puesta)
mo-one-place-count = una apuesta a { $suerte } nombra un lugar (1 a 4); `{ $target }` nombra { $count }
mo-expect-one-place = un lugar, de 1 a 4
mo-bad-pairing = Cartas `{ $target }` no es un emparejamiento del juego
mo-expect-pairings = una carta contra otra en horizontal o vertical, o dos contra dos
mo-not-placed = la apuesta de Segundas sobre `{ $target }` nombra una carta que ya no está emplazada
mo-expect-row = las cartas de la fila que siguen emplazadas

mo-over-max = la apuesta de { $seat } de { $stake } a { $bet } pasa de su máximo de { $max }
mo-expect-at-most = como mucho { $max } ({ $times } mínimos)
mo-below-min = la apuesta de { $seat } de { $stake } a { $bet } no llega al mínimo de la mesa de { $min }
mo-expect-at-least = al menos { $min }

mo-result-undecided = se anunció p{ $pos } como carta ganadora antes de que una carta decidiera la fila
mo-wrong-result = se anunció p{ $pos } como carta ganadora; las cartas dan p{ $winner }
mo-expect-decided-first = antes, una carta que decida la fila
mo-found-pos = p{ $pos }
mo-turn-undecided = se volvió p{ $pos } boca abajo antes de que una carta decidiera la fila
mo-wrong-turn = se volvió p{ $pos } boca abajo; «la carta perdedora» es p{ $loser }, la pareja de p{ $winner }
mo-not-turned = «la carta perdedora», p{ $pos }, no se volvió boca abajo
mo-segundas-before-turn = se abrieron las Segundas antes de volver boca abajo «la carta perdedora», p{ $pos }
mo-expect-turn = `turn p{ $pos }`
mo-found-no-turn = ninguna carta vuelta

mo-commission-no-hit = se anunció la comisión, pero la primera carta, `{ $card }`, no acertó ninguna carta emplazada
mo-commission-no-card = se anunció la comisión antes de descubrir ninguna carta
mo-expect-no-commission = ninguna comisión
mo-found-commission = `commission`
mo-commission-not-announced = la primera carta de { $phase }, `{ $card }`, acertó una carta emplazada y no se anunció el 10 %
mo-expect-commission-line = `commission`
mo-found-no-commission-line = ninguna línea `commission`
mo-commission-not-taken = { $bet } de { $seat } la ganó la primera carta tras el «no va más» y se pagó sin descontar el 10 %
mo-commission-not-due = { $bet } de { $seat } se pagó con el 10 % descontado, que no le corresponde
mo-commission-on-exempt = { $bet } de { $seat } se pagó con el 10 % descontado, que la Vista Hermosa nunca paga

mo-wrong-multiple = { $bet } de { $seat } ganó { $multiple } veces su apuesta de { $stake } y se pagó otra cantidad
mo-paid-lost = { $bet } de { $seat } perdió por las cartas y se pagó
mo-collected-won = { $bet } de { $seat } ganó por las cartas y se cobró
mo-returned-decided = { $bet } de { $seat } la decidió una carta y se devolvió
mo-wrong-collect = { $bet } de { $seat } perdió; se cobraron { $amount } de una apuesta de { $stake }
mo-settled-annulled = { $bet } de { $seat } se liquidó con una carta anulada para ella, que «ni gana ni pierde»
mo-settled-undecided = { $bet } de { $seat } se liquidó antes de que una carta la decidiera
mo-owed-pay = `pay` { $amount }
mo-owed-collect = `collect` { $amount }
mo-owed-return = `return` { $amount }
mo-owed-nothing-yet = nada hasta que una carta viva la decida

mo-never-settled = la apuesta de { $seat } de { $stake } a { $bet } no se liquidó nunca
mo-found-no-settlement = ninguna liquidación
mo-settled-twice = { $bet } de { $seat } se liquidó dos veces
mo-no-such-stake = { $seat } no tiene apuesta a { $bet } en esta jugada que liquidar
mo-expect-one-settlement = una liquidación por apuesta
mo-found-settlement = `{ $action }` { $amount }

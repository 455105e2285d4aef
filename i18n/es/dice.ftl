## Dados o craps: los hallazgos del motor (src/engine/dice/). $seat es un puesto, $bet una
## apuesta tal como la escribe el registro (`hard 8`), los importes como los escribe el registro.

## El artículo compilado (catalog lint).
dice-compile-bet-twice = la apuesta `{ $bet }` aparece dos veces
dice-compile-numbers = la apuesta `{ $bet }` no tiene los números que pide su clase (los hard ways, Big, craps, las asociadas del Come y las apuestas a un número los necesitan, de 2 a 12; las demás no llevan)
dice-compile-pays = la apuesta `{ $bet }` necesita sus pagos, cada uno con uno solo de `ratio` y `veces` (y unas «N veces» que paguen algo según `veces`)
dice-compile-lost-die-void = `{ $reason }` no es uno de los motivos de `void` (`void_reasons`)
dice-compile-limits = los límites no son coherentes: los márgenes del máximo de las suertes sencillas deben contener su valor por defecto, y el factor por defecto de las múltiples debe ir de 1 a su máximo
dice-limits-multiple = suertes múltiples: ganancia de hasta { $factor } × la del máximo de las sencillas

## La cabecera.
dice-label-not-allowed = no lo permite el artículo
dice-header-out-of-bounds = `{ $key }={ $value }` está fuera de lo que permite el artículo
dice-header-bounds = `{ $key }=` de { $lo } a { $hi }

## Apuestas.
dice-label-not-a-bet = no es una suerte del artículo
dice-bet-unknown = { $seat } apuesta a `{ $bet }`, que no es una suerte del artículo{ $hint }
dice-expect-bets = una de las suertes del artículo: { $bets }
dice-bet-bad-number = { $seat } apuesta a `{ $bet } { $number }`, que el artículo no tiene
dice-expect-no-number = `{ $bet }` sin número
dice-expect-numbers = `{ $bet }` al { $numbers }
dice-label-late-bet = hecha después de «ya no va más»
dice-bet-after-no-more = { $seat } apuesta a `{ $bet }` después de «ya no va más»
dice-label-no-more-here = «ya no va más» aquí
dice-expect-before-no-more = apuestas antes de «ya no va más»
dice-found-late-bet = una apuesta después
dice-label-out-of-turn = no se permite ahora
dice-bet-out-of-turn = { $seat } apuesta a `{ $bet }` cuando el artículo no lo permite: { $why }
dice-why-line-on-point = hay punto ({ $point }), y el Win y el Don't Win se juegan a la primera tirada
dice-why-come-on-come-out = no hay punto: el Come y el Don't Come se juegan después de la primera tirada
dice-why-odds-no-point = el puesto no tiene una suerte sencilla con punto conocido a la que asociar esta apuesta
dice-expect-line-on-come-out = el Win o el Don't Win a la primera tirada
dice-expect-come-after-come-out = un Come con el punto ya establecido
dice-expect-odds-behind = la suerte asociada tras la sencilla del propio puesto, con su punto conocido
dice-found-out-of-turn = una apuesta a destiempo
dice-label-over-maximum = por encima del máximo
dice-bet-over-maximum = lo apostado por { $seat } a `{ $bet }` suma { $stake }, por encima de su máximo de { $max }
dice-expect-at-most = como máximo { $amount }
dice-label-parent = la suerte sencilla: { $stake } al punto { $point }
dice-label-first-bet = primera postura en esta apuesta
dice-label-the-bet = la apuesta

## Retiradas.
dice-label-takedown = retirada que el artículo no permite
dice-takedown-not-allowed = { $seat } retira `{ $bet }`, y el artículo no lo permite: { $why }
dice-why-no-such-bet = el puesto no tiene esa apuesta en la mesa
dice-why-may-not-come-down = esta apuesta no puede ser retirada
dice-why-after-no-more = ya se anunció «ya no va más»
dice-why-more-than-stake = más que lo apostado, { $stake }
dice-expect-takedown = una apuesta que pueda retirarse, hasta lo apostado, antes de «ya no va más»

## La tirada.
dice-label-second-throw = una segunda tirada
dice-second-throw = los dados se lanzan una segunda vez en la jugada, sin una «tirada nula» entre ambas
dice-label-the-throw = la tirada
dice-expect-one-throw = una tirada por jugada, o repetirla tras una tirada nula (`void`)
dice-found-second-throw = una segunda tirada
dice-label-no-shooter = sin tirador
dice-roll-without-shooter = los dados se lanzan antes de que una línea `shooter` los dé a un jugador
dice-expect-shooter-line = una línea `shooter` antes de la tirada
dice-found-no-shooter = ningún tirador
dice-label-same-shooter = lanza el mismo tirador
dice-same-shooter-after-seven-out = { $seat } vuelve a tirar tras el siete que hace perder, cuando los dados pasan al jugador siguiente
dice-label-seven-out = el siete que hace perder
dice-found-same-shooter = el mismo tirador
dice-label-roll = la tirada
dice-shooter-without-line-bet = el tirador { $seat } lanza sin apuesta sobre el Win ni sobre el Don't Win
dice-expect-line-bet = la apuesta del tirador a `win` o `dont-win` antes de lanzar
dice-found-no-line-bet = ninguna en la mesa
dice-label-shooter = la línea del tirador
dice-label-void-reason = no es un motivo del artículo
dice-void-reason = `{ $reason }` no es un motivo de «tirada nula» del artículo{ $hint }
dice-expect-void-reasons = alguno de estos valores: { $reasons }
dice-label-void = «tirada nula»
dice-void-after-settlement = la tirada se declara nula después de liquidar sus apuestas
dice-label-settled-bet = una apuesta liquidada con ella
dice-expect-void-settles-nothing = una tirada nula no liquida nada
dice-found-settled-null-throw = una liquidación de una tirada nula

## La placa.
dice-point-off = apagada
dice-label-plaque = la placa
dice-plaque-wrong = la placa marca el punto como { $plaque }, pero los dados lo dejan en { $dice }

## Una jugada sin tirada.
dice-no-roll = la jugada terminó sin tirada tras «ya no va más»: puede faltar su línea `roll`
dice-no-roll-settled = la jugada terminó sin tirada, aunque la apuesta `{ $bet }` de { $seat } se liquida: puede faltar su línea `roll`
dice-no-roll-plaque = la jugada terminó sin tirada, aunque la placa marca el punto como { $plaque } (los dados lo dejaron en { $dice }): puede faltar su línea `roll`
dice-label-round-no-roll = una jugada sin tirada
dice-label-settled-no-roll = liquidada sin tirada
dice-expect-roll = una línea `roll` tras «ya no va más» (o, tras una tirada nula, la nueva tirada), antes de la placa y las liquidaciones
dice-found-no-roll = ninguna tirada en la jugada

## El tirador y los dados.
dice-label-shooter-change = los dados cambian de mano aquí
dice-shooter-change = los dados pasan a { $seat } sin siete que haga perder, rehúse ni privación (tirador anterior: { $from })
dice-expect-shooter-change = un cambio tras el siete que hace perder, o un rehúse (`refusal`) o una exclusión (`barred`)
dice-found-no-reason = sin siete que haga perder
dice-label-refusal-in-point = un rehúse durante el punto
dice-refusal-during-point = los dados pasan a { $seat } por un rehúse con el punto ({ $point }) de { $from } establecido: se rehúsan los dados ofrecidos, y durante el punto solo cambian de mano con el siete que hace perder
dice-expect-refusal-during-point = el tirador conserva los dados hasta el siete que hace perder (un rehúse solo sin punto: `throw.refusal_during_point: forbidden` del catálogo)
dice-found-refusal-during-point = un rehúse con el punto { $point }
dice-label-point-set = el punto { $point } se establece aquí
dice-label-dice-change = cambio de dados
dice-change-during-point = el tirador cambia los dados con el punto ({ $point }) establecido
dice-expect-dice-change = el cambio de dados por el tirador solo sin punto
dice-found-dice-change = un cambio con el punto { $point }
dice-lost-die-without-die-off = los dados se cambian por un dado perdido con el punto ({ $point }) establecido, pero ninguna tirada desde la última se declaró nula por un dado fuera de la mesa
dice-expect-lost-die = un `void { $reason }` (un dado fuera de la mesa) antes de un cambio por dado perdido durante el punto
dice-found-lost-die = ningún dado fuera de la mesa
dice-new-set-during-point = llega un juego de dados nuevo con el punto ({ $point }) establecido: el dado perdido se repone al término de la jugada
dice-expect-new-set = un juego nuevo una vez decidido el punto, que el tirador termina con los dados restantes

## Liquidaciones.
dice-label-wrong-way = no es lo que decidieron los dados
dice-settled-wrong-way = la apuesta `{ $bet }` de { $seat } se { $written ->
    [pay] paga
    [collect] cobra
    [return] devuelve
   *[other] liquida (`{ $written }`)
}, pero según los dados procede { $owed ->
    [pay] pagarla
    [collect] cobrarla
    [return] devolverla
   *[other] `{ $owed }`
}
dice-expect-settlement = { $action ->
    [pay] el pago de { $amount }
    [collect] el cobro de { $amount }
    [return] la devolución de { $amount }
    [release] la liberación de { $amount }
   *[other] una línea `{ $action }` de { $amount }
}
dice-label-wrong-amount = no es el pago del artículo
dice-wrong-amount = la apuesta `{ $bet }` de { $seat } se liquida por { $written }, pero la proporción del artículo da { $owed }
dice-label-settled-null = liquida una tirada nula
dice-settled-null-throw = la apuesta `{ $bet }` de { $seat } se liquida aunque la tirada se declaró nula
dice-label-not-decided = no la decidió esta tirada
dice-settled-undecided = la apuesta `{ $bet }` de { $seat } se liquida, pero ninguna tirada la ha decidido
dice-expect-decided-bets = liquidaciones de las apuestas que decidió la tirada
dice-found-undecided = una apuesta aún en juego
dice-label-no-bet = no existe esa apuesta
dice-settlement-without-bet = la apuesta `{ $bet }` de { $seat } se liquida, pero el puesto no tiene esa apuesta
dice-expect-a-bet = la liquidación de una apuesta de la mesa
dice-found-no-bet = ninguna apuesta
dice-label-unsettled = nunca liquidada
dice-unsettled = la apuesta `{ $bet }` de { $seat } quedó decidida por la tirada pero nunca se liquidó
dice-found-unsettled = sin liquidación
dice-label-decided-here = decidida aquí

# `veedor odds` para un artículo de Black Jack (src/engine/black_jack/strategy/render.rs): la
# estrategia básica y su ventaja de la banca. $catalog es el id del artículo; $edge, $insurance
# son porcentajes ya escritos como los escribe el lector; $exact es una fracción; $decks,
# $splits son cuentas.

bj-strategy-title = { $catalog } — estrategia básica del Black Jack y su ventaja de la banca
bj-odds-shoe-infinite = baraja infinita: cada carta del as al nueve 1/13, las de diez puntos 4/13; exacto
bj-odds-shoe-decks = { $decks ->
    [one] una baraja
   *[other] { $decks } barajas
  }: los dos naipes del jugador y el primero del crupier, repartidos exactamente del distribuidor lleno; los siguientes, de lo que dejan, con reemplazo (aproximación de principio de distribuidor)
bj-odds-rules = reglas:
bj-odds-rule-stands-soft-17 = el crupier no toma segunda carta hasta el final y se planta con 17 blando
bj-odds-rule-hits-soft-17 = el crupier no toma segunda carta hasta el final y pide con 17 blando
bj-odds-rule-blackjack-pays = el Black-Jack se paga { $numerator } por { $denominator }; 21 tras separar no es Black-Jack
bj-odds-rule-no-doubles = no se dobla
bj-odds-rule-doubles = se dobla con dos naipes sin as que sumen uno de { $totals }
bj-odds-rule-doubles-ace-only = solo se dobla con un as y uno de { $cards }, valiendo el as un punto
bj-odds-rule-doubles-and-ace = se dobla con dos naipes sin as que sumen uno de { $totals }, y con un as y uno de { $cards }, valiendo el as un punto
bj-odds-rule-double-split-aces = la mano de un as separado puede doblar
bj-odds-rule-drawn-ace-one = un as recibido al doblar vale un punto
bj-odds-rule-das = se puede doblar tras separar
bj-odds-rule-no-das = no se puede doblar tras separar
bj-odds-rule-splits-unlimited = se separa sin límite; cada as separado recibe un solo naipe
bj-odds-rule-splits-limited = { $splits ->
    [one] una separación
   *[other] { $splits } separaciones
  } como máximo por mano inicial; cada as separado recibe un solo naipe
bj-odds-rule-no-resplit-aces = los ases separados no se vuelven a separar
bj-odds-rule-all-stakes = el Black-Jack del crupier se lleva todas las apuestas, dobladas y separadas incluidas
bj-odds-rule-original-stake = el Black-Jack del crupier se lleva solo la apuesta inicial
bj-odds-edge = ventaja de la banca con la estrategia básica: { $edge } de la apuesta inicial
bj-odds-edge-infinite = las mismas reglas con una baraja infinita, exactamente: ventaja de la banca { $edge }
bj-odds-insurance = seguro (nunca tomado): ventaja de la banca { $insurance } ({ $exact })
bj-odds-hard = duras
bj-odds-soft = blandas
bj-odds-pairs = pares
bj-odds-legend = { $stand } plantarse, { $hit } pedir carta, { $double } doblar, { $split } separar; columnas: el primer naipe del crupier
bj-odds-letter-stand = P
bj-odds-letter-hit = C
bj-odds-letter-double = D
bj-odds-letter-split = S
bj-odds-error-decks = se esperaba un distribuidor de 1 a { $max } barajas; tiene { $decks }
bj-odds-error-payout = el pago del Black-Jack necesita un denominador mayor que cero

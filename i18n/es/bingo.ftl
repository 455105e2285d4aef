# Bingo: sus líneas del registro (src/log/parser/bingo.rs), los hallazgos del motor, los errores
# de compilación de sus artículos, `veedor odds` y el estudio (src/engine/bingo/).

## Las líneas del registro
log-bingo-expect-card = un cartón por su serie y su número, como `A-17`
log-bingo-expect-row = una línea del cartón: sus números unidos por `-`, como `2-10-30-56-61`
log-bingo-expect-series = una serie: letras y cifras, como `A` o `B12`
log-bingo-expect-series-size = el número de cartones de la serie, como `1000`
log-bingo-expect-double = `double` (una serie de cartones dobles) o el final de la línea
log-bingo-expect-sold = los cartones vendidos, `PRIMERO-ÚLTIMO` como `1-350`, o el número de un cartón
log-bingo-expect-ball = el número de una bola, como `17`
log-bingo-expect-combination = `line` (línea) o `bingo`
log-bingo-expect-verdict = la comprobación, `good` (correcta) o `bad` (errónea)
log-bingo-expect-prizes = `line=IMPORTE bingo=IMPORTE` y, en el acumulativo, `jackpot-line=`, `jackpot-bingo=`, `maxball=`
log-bingo-expect-jackpot = `line=IMPORTE` y `bingo=IMPORTE`
log-bingo-what-ball = número de bola
log-bingo-what-card-number = número de cartón
log-bingo-what-series-size = número de cartones
log-bingo-what-maxball = orden de extracción
log-bingo-card-needs-card = `card` necesita el cartón, como `A-17`, y después sus tres líneas
log-bingo-card-needs-rows = al cartón le falta su línea { $row } (los números de cada línea unidos por `-`)
log-bingo-series-needs-size = `series` necesita el número de cartones de la serie tras su nombre
log-bingo-series-needs-face = `series` necesita el valor facial de un cartón tras el número de cartones
log-bingo-not-double = `{ $token }` no es `double`{ $hint }
log-bingo-sold-needs-range = `sold` necesita los cartones vendidos tras la serie (`1-350`)
log-bingo-needs-series = `{ $keyword }` necesita la serie (`A`)
log-bingo-not-series = `{ $token }` no es una serie: solo letras y cifras
log-bingo-not-card = `{ $token }` no es un cartón: un cartón se escribe con su serie, `-` y su número (`A-17`)
log-bingo-not-row = `{ $token }` no es una línea de un cartón: números unidos por `-`
log-bingo-row-too-long = la línea `{ $token }` tiene más de { $max } números
log-bingo-not-range = `{ $token }` no es un intervalo de cartones: `PRIMERO-ÚLTIMO` o un número
log-bingo-prizes-needs-both = `prizes` necesita `line=` y `bingo=`
log-bingo-jackpot-needs-one = `{ $keyword }` necesita `line=`, `bingo=` o ambos
log-bingo-unknown-key = `{ $key }` no es un parámetro de `{ $keyword }`{ $hint }
log-bingo-ball-needs-number = `ball` necesita el número de la bola
log-bingo-claim-needs-combination = `claim` necesita lo que se canta, `line` o `bingo`
log-bingo-not-combination = `{ $token }` no es algo que se cante: `line` o `bingo`{ $hint }
log-bingo-claim-needs-card = `claim` necesita el cartón cantado (`A-17`)
log-bingo-claim-needs-verdict = `claim` necesita la comprobación tras el cartón, `good` o `bad`
log-bingo-not-verdict = `{ $token }` no es una comprobación: `good` o `bad`{ $hint }

## La cabecera y el artículo (src/engine/bingo/article.rs)
bg-header-label = la cabecera de la mesa
bg-header-missing = la cabecera no tiene `{ $key }=`: el porcentaje del premio sobre la venta, que fija la autorización
bg-header-invalid = `{ $key }={ $value }` no es un porcentaje de la venta (hasta 100, con dos decimales como mucho)
bg-header-expected = `{ $key }=` y un porcentaje como `10` o `9.5`
bg-compile-highest = la bola más alta debe ser al menos 1
bg-compile-series-remembered = hay que recordar al menos una serie
bg-compile-card = un cartón tiene 3 líneas de 1 a 9 números y al menos una columna
bg-compile-params = los premios de línea y de bingo necesitan dos claves distintas de la cabecera
bg-compile-scale = los tramos de la escala deben subir en `up_to`, y el último no tenerlo
bg-compile-rate = las pesetas por euro no pueden ser cero
bg-limits-card = el valor facial más bajo de un cartón: { $min }

## Los cartones (BG001)
bg-card-here = este cartón
bg-card-line = la línea del cartón
bg-card-twice = el cartón { $card } está escrito dos veces en la sesión
bg-card-shape = el cartón { $card } no es un cartón de bingo: { $why }
bg-card-expected = 15 números distintos del 1 al 90 en 3 líneas de { $per_row }, en { $columns } columnas, ninguna vacía
bg-card-rows = no tiene { $rows } líneas
bg-card-row-length = su línea { $row } tiene { $count } números, no { $per_row }
bg-card-number-range = { $number } no es un número del 1 al { $highest }
bg-card-number-twice = { $number } aparece dos veces
bg-card-row-column-twice = su línea { $row } tiene dos números en la columna { $column }
bg-card-empty-column = su columna { $column } no tiene ningún número

## Las bolas (BG002, BG003, BG008)
bg-ball-here = esta bola
bg-ball-range = la bola { $ball } no es del 1 al { $highest }
bg-ball-expected = una bola del 1 al { $highest }
bg-ball-twice = la bola { $ball } ya había salido en esta partida
bg-after-end = una línea `{ $keyword }` después de terminada la partida
bg-partida-ended = aquí terminó la partida

## Los cantos y los premios (BG004–BG007, BG009, BG010, BG016)
bg-claim-here = este canto
bg-winning-claim = el canto ganador
bg-late-claim = el canto, después de un ganador anterior
bg-claim-incomplete = el canto de { $combination ->
        [line] línea
       *[bingo] bingo
    } del cartón { $card } se dio por bueno, pero tras { $balls } bolas el cartón no lo completa
bg-claim-after-winner = el canto de { $combination ->
        [line] línea
       *[bingo] bingo
    } del cartón { $card } se dio por bueno en una bola posterior a un canto correcto anterior, el único que gana
bg-correct-claim-rejected = el canto de { $combination ->
        [line] línea
       *[bingo] bingo
    } del cartón { $card } se dio por erróneo, pero las bolas extraídas completan el cartón: gana
bg-card-unknown = el cartón { $card } no tiene línea `card`: sus números no se conocen
bg-card-not-in-play = el cartón { $card } no se vendió para esta partida
bg-paid-here = este pago
bg-wrong-amount = al cartón { $card } se le pagaron { $paid } por el { $prize ->
    [line] premio de línea
    [bingo] premio de bingo
    [jackpot-line] premio acumulado de línea
    [jackpot-bingo] premio acumulado de bingo
   *[other] premio `{ $prize }`
}; su parte es { $owed }
bg-paid-twice = al cartón { $card } se le pagó dos veces el { $prize ->
    [line] premio de línea
    [bingo] premio de bingo
    [jackpot-line] premio acumulado de línea
    [jackpot-bingo] premio acumulado de bingo
   *[other] premio `{ $prize }`
}
bg-paid-not-won = al cartón { $card } se le pagó el { $prize ->
    [line] premio de línea
    [bingo] premio de bingo
    [jackpot-line] premio acumulado de línea
    [jackpot-bingo] premio acumulado de bingo
   *[other] premio `{ $prize }`
}, que las bolas no le dieron
bg-paid-late = al cartón { $card } se le pagó el { $prize ->
    [line] premio de línea
    [bingo] premio de bingo
    [jackpot-line] premio acumulado de línea
    [jackpot-bingo] premio acumulado de bingo
   *[other] premio `{ $prize }`
} cantado después de un canto correcto anterior, el único que gana
bg-jackpot-not-won = al cartón { $card } se le pagó el { $prize ->
    [line] premio de línea
    [bingo] premio de bingo
    [jackpot-line] premio acumulado de línea
    [jackpot-bingo] premio acumulado de bingo
   *[other] premio `{ $prize }`
}, no ganado en una bola dentro de la escala y del máximo anunciado
bg-jackpot-past-limit = al cartón { $card } se le pagó el { $prize ->
    [line] premio de línea
    [bingo] premio de bingo
    [jackpot-line] premio acumulado de línea
    [jackpot-bingo] premio acumulado de bingo
   *[other] premio `{ $prize }`
} por { $combination ->
        [line] una línea cantada
       *[bingo] un bingo cantado
    } en la bola { $ball }: el acumulado se gana hasta la bola { $limit }, { $why }
bg-limit-scale = la de la escala para { $cards } cartones vendidos
bg-limit-announced = el máximo anunciado (la escala da { $scale } para { $cards } cartones vendidos)
bg-jackpot-not-winner = al cartón { $card } se le pagó el { $prize ->
    [line] premio de línea
    [bingo] premio de bingo
    [jackpot-line] premio acumulado de línea
    [jackpot-bingo] premio acumulado de bingo
   *[other] premio `{ $prize }`
} sin haber ganado { $combination ->
        [line] la línea
       *[bingo] el bingo
    }
bg-ball-at-most = un premio ganado como muy tarde en la bola { $n }
bg-ball-n = un premio ganado en la bola { $n }
bg-winner-at-most = un ganador de la combinación, como muy tarde en la bola { $n }
bg-jackpot-won-by-others = el premio de otro cartón, en la bola { $ball }
bg-jackpot-not-won-at-all = la combinación sin ganar
bg-not-paid = el { $prize ->
    [line] premio de línea
    [bingo] premio de bingo
    [jackpot-line] premio acumulado de línea
    [jackpot-bingo] premio acumulado de bingo
   *[other] premio `{ $prize }`
} del cartón { $card } ({ $owed }) no se pagó
bg-partida = la partida
bg-announced-here = el anuncio
bg-prizes-not-pct = los premios anunciados no son el { $line_pct } % y el { $bingo_pct } % de la venta de { $sales }: { $line } y { $bingo }
bg-first-ball = la primera bola de la extracción
bg-prizes-not-announced = la extracción empezó sin línea `prizes`: no se anunciaron tras la venta los premios de línea y bingo
bg-prizes-announcement-expected = una línea `prizes` antes de la primera bola
bg-prizes-announcement-found = la primera bola sin el anuncio
bg-series-here = esta serie
bg-sale = la venta
bg-series-not-announced = se vendieron cartones de la serie { $series } sin anunciarla (`series`) en esta partida
bg-sale-outside-series = se vendieron los cartones { $first }–{ $last } de la serie { $series }, que tiene { $size }
bg-not-a-prize-label = esta línea
bg-not-a-prize = una línea `{ $keyword }` en una mesa de bingo: el único dinero que se mueve son los premios pagados{ $hint }
bg-prize-expected = `pay CARTÓN PREMIO IMPORTE`, con el premio `line`, `bingo`, `jackpot-line` o `jackpot-bingo`

## El acumulativo (BG011–BG015)
bg-fund-here = la dotación
bg-fund-wrong = la dotación de { $found } al acumulado de { $key ->
        [line] línea
       *[bingo] bingo
    } no es la del artículo, { $due } (venta { $sales }, tope { $cap })
bg-balance-here = el saldo
bg-balance-wrong = el saldo de { $found } del acumulado de { $key ->
        [line] línea
       *[bingo] bingo
    } no es { $due }, según las dotaciones, los premios y la detracción del 20 %
bg-maxball-above-scale = el `{ $key }={ $announced }` anunciado pasa del { $scale } de la escala para { $cards } cartones vendidos
bg-maxball-missing = no se anunció el número de bola máximo (`maxball=`, como mucho { $scale })
bg-at-most = como mucho { $n }
bg-jackpot-announced = el premio `{ $key }=` anunciado, { $announced }, no es { $due }, el 80 % del saldo de { $balance }
bg-jackpot-not-announced = no se anunció el premio `{ $key }=` ({ $due })

## Una falta, un hallazgo: lo que causa una línea dañada, como etiquetas
bg-ball-again = la bola { $ball }, también repetida
bg-claim-same-card = otro canto con el mismo cartón
bg-claim-also-incomplete = el canto del cartón { $card }, dado por bueno, que las bolas extraídas tampoco completan
bg-double-half-resold = el cartón doble { $card } se vendió en la partida anterior: su segunda parte juega en esta y no se vende de nuevo
bg-card-sold-again = el cartón { $card } ya se vendió en esta partida: un cartón se vende una sola vez
bg-card-sold-earlier = el cartón { $card } se vendió para una partida anterior, ya terminada: un cartón vale para una partida (uno doble, para sus dos) y no se vende de nuevo
bg-series-forgotten = más de { $window } series nombradas en esta sesión: desde aquí se olvidan las nombradas hace más tiempo, y un cartón de una de ellas vendido o declarado de nuevo no se señala (BG010, BG001)
bg-series-forgotten-here = la serie que pasa de la ventana
bg-claim-card-sold-again = un canto con un cartón vendido de nuevo

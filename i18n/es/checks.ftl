### La documentación de cada comprobación (`veedor explain CODE`, `veedor explain`): cada
### entrada del registro de comprobaciones (src/rules.rs) nombra sus dos mensajes,
### `check-CODE-summary` (una línea) y `check-CODE-doc` (por qué existe la comprobación y qué
### compara exactamente). Los códigos y los nombres de las reglas son los mismos en todas las lenguas.
### docs/rules.md y las descripciones de reglas de SARIF quedan en inglés.
###
### Un mensaje `-doc` se corta libremente: sus saltos de línea son espacios, y una línea en blanco
### es donde el propio texto salta de línea (src/rules.rs, `Check::explanation`).

## El marco de `veedor explain CODE` (src/cli/explain.rs, `explain_text`)

# Las etiquetas de las líneas de la cabecera, antes del grupo y la gravedad por defecto.
explain-group = grupo:
explain-default-severity = gravedad por defecto:
# El grupo de comprobaciones (en inglés, su identificador, como lo etiqueta SARIF).
explain-group-log-format = formato del registro
explain-group-session = sesión
explain-group-waiver = dispensas
explain-group-roulette = ruleta
explain-group-baccarat = familia del bacará
explain-group-black-jack = Black Jack
explain-group-treinta = treinta y cuarenta
explain-group-dice = dados o craps
explain-group-bingo = bingo
explain-group-poker = póquer
explain-group-circulo = póquer de círculo
explain-group-monte = monte o banca
explain-catalogue-text = Texto del catálogo
# Un artículo del catálogo que adopta las reglas de otro; $rules nombra las reglas adoptadas.
explain-adopted-rules = { $document }, art. { $article }: se aplican las reglas de { $rules }
explain-rule-place = { $document }, art. { $article }, §{ $section }
# Una regla citada de otro texto ($document) que el del propio artículo ($catalogue).
explain-rule-place-taken = { $document }, art. { $article }, §{ $section } (tomada de ese texto: no figura en { $catalogue })
# La gravedad que una regla del catálogo da a la comprobación, cuando no es la de por defecto.
explain-severity-here = gravedad aquí: { $severity }
explain-no-article = ningún artículo del catálogo recoge { $code }
explain-example = Ejemplo
explain-missing-file = veedor check { $path }   (un fichero que no existe)
explain-no-example-internal-error = ningún registro hace fallar a veedor a propósito (todo fallo encontrado se corrige): la explicación anterior cita el mensaje que da
explain-no-example = aún no hay registro de ejemplo (fixtures/**/{ $code }-*.mesa)
explain-example-without-finding = { $file } no da ningún hallazgo { $code } en esta versión

## log-format (formato del registro: errores de entrada)

# M001 malformed-line
check-m001-summary = Una línea no sigue la gramática del registro de mesa.
check-m001-doc =
    Cada línea que no esté en blanco ni sea un comentario ha de ser un evento del formato `.mesa`
    (docs/log-format.md). El diagnóstico indica qué evento o elemento se esperaba. La línea se omite
    y la revisión continúa en la línea siguiente, de modo que todas las líneas mal formadas de un
    fichero se señalan en una sola ejecución; como el evento omitido puede importar a comprobaciones
    posteriores, el fichero cuenta como error de entrada (código de salida 2). Lo que las reglas del
    juego encuentren tras la línea, hasta el final de su jugada y de la siguiente, puede deberse
    solo a lo que ella decía: esos hallazgos se dejan aparte, y una etiqueta indica cuántos son y
    dónde se reanuda la revisión (docs/log-format.md, «Unreadable lines»).

# M002 invalid-utf8
check-m002-summary = Una línea no es texto UTF-8 válido.
check-m002-doc =
    Los registros son texto UTF-8. La marca señala el primer byte no válido; la línea se omite y la
    revisión continúa en la línea siguiente. Como en M001, lo que las reglas del juego encuentren
    tras ella, hasta el final de su jugada y de la siguiente, se deja aparte.

# M003 format-version
check-m003-summary = El fichero no empieza por una línea `mesa-log N` admitida.
check-m003-doc =
    El primer evento de un registro nombra el formato y su versión, para que las versiones
    posteriores puedan distinguirse. veedor lee la versión 1. Un fichero sin ella, o con otra
    versión, no se revisa más.

# M004 table-header
check-m004-summary = Falta la cabecera `table` o nombra un catálogo desconocido o un parámetro no válido.
check-m004-doc =
    El segundo evento es la cabecera de la mesa: el identificador de la mesa, `catalog=`
    (jurisdicción/juego, véase `veedor catalog list`), `min=` (el mínimo de la mesa) y los
    parámetros que fija la autorización (`panos=`, `scale=`, `currency=`). Sin una cabecera válida
    no puede aplicarse ninguna regla, por lo que el fichero no se revisa más.

# M005 unreadable-input
check-m005-summary = No pudo leerse la entrada.
check-m005-doc =
    El fichero no existe, es un directorio sin registros, es un patrón glob que no coincide con
    ningún registro, es un enlace simbólico `*.mesa` dentro de un directorio que no lleva a ningún
    fichero (roto o en bucle), es una tubería con nombre, un socket o un dispositivo `*.mesa` dentro
    de un directorio (solo se lee si se da por su nombre), o su lectura falló. Las demás entradas se
    revisan igualmente.

# M006 internal-error
check-m006-summary = veedor falló al revisar el fichero (un defecto de veedor): se ruega comunicarlo.
check-m006-doc =
    La revisión de esta entrada se detuvo por un error interno (un pánico): un defecto de veedor, no
    del registro. El mensaje da el error y el lugar del código fuente de veedor; se ruega
    comunicarlo, con el fichero (o la parte más pequeña de él que siga fallando), en el gestor de
    incidencias del proyecto. El fichero no se revisa, por lo que cuenta como error de entrada
    (código de salida 2); todas las demás entradas de la ejecución se revisan y sus hallazgos se dan
    igualmente, en todos los formatos de salida.

    Por ejemplo: «veedor falló con `mesa3.mesa` (error interno: index out of bounds: the len is 2
    but the index is 5, en src/engine/roulette/settle.rs:412); el fichero no se revisa: es un
    defecto de veedor, se ruega comunicarlo, con el fichero».

## session (estructura de la sesión)

# S001 event-outside-session
check-s001-summary = Un evento de juego aparece antes de `session open` o después de `session close`.
check-s001-doc =
    Reglas como el reintegro forzoso en la última jugada de la sesión dependen de dónde empieza y
    termina la sesión, por lo que toda jugada ha de quedar entre `session open` y `session close`.

# S002 round-order
check-s002-summary = Un número de jugada no es creciente.
check-s002-doc =
    Las jugadas se numeran en el orden en que se juegan; un número igual o inferior al anterior
    indica jugadas perdidas, repetidas o desordenadas.

# S003 session-not-closed
check-s003-summary = El registro termina sin `session close`.
check-s003-doc =
    Un registro truncado o una sesión que quedó abierta: la última jugada no pudo revisarse como
    última jugada de la sesión, y las apuestas sin liquidar no pudieron distinguirse de líneas que
    faltan.

# S004 round-without-result
check-s004-summary = Se hicieron apuestas en una jugada que terminó sin resultado.
check-s004-doc =
    Toda jugada con apuestas ha de terminar con un resultado (o con una «tirada nula» seguida de un
    nuevo lanzamiento). Las apuestas de la jugada se descartan para que la jugada siguiente se
    revise por sí sola. Si la jugada se liquidó de todos modos, lo que probablemente falta es su
    línea `spin`: la primera liquidación u opción del cero hecha sin resultado se señala como causa
    de este hallazgo, ninguna de ellas se señala por sí misma (RL025, RL029), y el sentido de la
    tirada siguiente y el `from=` de un nuevo lanzamiento no se comparan con una tirada anterior.

# S005 event-outside-round
check-s005-summary = Una apuesta o un resultado aparece antes de la primera línea `round` de la sesión.
check-s005-doc =
    Las apuestas, los resultados y las liquidaciones pertenecen a una jugada; escríbase antes `round
    N`.

# S006 session-reopened
check-s006-summary = Un segundo `session open` sin cerrar el primero.
check-s006-doc =
    Un registro recoge una sesión, de `session open` a `session close`.

# S007 event-foreign-to-game
check-s007-summary = Un evento de otra familia de juegos (un `deal` en una mesa de ruleta, un `spin` en una mesa de cartas).
check-s007-doc =
    Cada mesa juega un juego, nombrado por el catálogo de la cabecera. Un evento que ningún juego de
    esa familia tiene (cartas en una mesa de ruleta, una tirada en una mesa de bacará) indica que el
    registro mezcla mesas o nombra un catálogo equivocado. Se señala una vez por palabra clave y,
    por lo demás, se ignora.

# S008 round-not-announced
check-s008-summary = Una apuesta, un anuncio de banca o un «no va más» sigue a las liquidaciones de una jugada (o al resultado de una jugada sin apuestas): empezó una nueva jugada sin su línea `round`.
check-s008-doc =
    Una vez comenzadas las liquidaciones de una jugada, o cuando una jugada sin apuestas tiene su
    resultado, la jugada ha terminado: la apuesta, el anuncio de la banca o el «no va más»
    siguientes pertenecen a la jugada siguiente, que el registro ha de abrir con `round N`. veedor
    señala la línea que falta una sola vez, en la apuesta que empezó la nueva jugada, y revisa esa
    jugada como si su línea `round` estuviera presente, de modo que la línea perdida no convierte
    cada apuesta de la jugada en una apuesta tardía ni cada liquidación en una de otra jugada. A la
    siguiente línea `round` solo se le exige un número mayor que el último escrito.

# S009 no-session
check-s009-summary = El registro tiene su cabecera pero no recoge ninguna sesión.
check-s009-doc =
    Un registro de mesa recoge una sesión, de `session open` a `session close`. Un registro que
    termina tras su cabecera `table` (y `limits`, comentarios o líneas en blanco) no recoge juego
    alguno: nada en él puede revisarse, y una exportación cortada o escrita desde la mesa equivocada
    tiene exactamente ese aspecto, por lo que se señala en lugar de darlo por correcto. No se señala
    cuando no pudo leerse una línea posterior a la cabecera (esa línea, ya señalada, pudo ser la
    apertura de la sesión).

## waiver (dispensas)

# W001 invalid-waiver
check-w001-summary = Una dispensa no tiene motivo, no nombra ninguna comprobación conocida o no puede leerse.
check-w001-doc =
    Una dispensa deja constancia de que un inspector examinó un hallazgo y lo aceptó; el motivo es
    obligatorio (`# veedor: waive RL005 reason="…"` en el registro, `reason:` en un fichero de
    dispensas). Una dispensa sin motivo, con un código de comprobación desconocido o cuya directiva
    no puede analizarse no dispensa nada y se señala ella misma, de modo que los hallazgos que
    pretendía dispensar siguen activos.

# W002 unused-waiver
check-w002-summary = Una dispensa no coincide con ningún hallazgo.
check-w002-doc =
    Una dispensa en línea se aplica a los hallazgos de sus códigos en su propia línea (un comentario
    al final) o en la siguiente línea de evento (una línea de comentario). Una entrada de un fichero
    de dispensas se aplica al hallazgo de su código en su fichero cuyo texto de línea tiene la
    huella de la entrada (o, sin ella, en su línea). Una dispensa que no coincide con nada ha
    caducado: el registro o veedor cambiaron desde que se escribió. Se señala en la propia línea de
    la dispensa (en el registro o en el fichero de dispensas) para que pueda retirarse.

## roulette (ruleta)

# RL001 result-out-of-range
check-rl001-summary = El resultado de la tirada no es una casilla de la rueda de la mesa.
check-rl001-doc =
    El resultado ha de ser una casilla de la rueda de la mesa: del 0 al 36 en la ruleta francesa y
    en la americana con un solo cero (37 casillas), del 1 al 9 en la boule y, en la ruleta de la
    fortuna, una de sus posiciones, por su nombre (`quince`, `joker-1`) o por la cifra que le da el
    catálogo (`15`). El número se lee como está escrito: `00` es el doble cero, que ninguna de
    estas ruedas tiene, y un número escrito con más cifras que el más alto de la rueda (`007`, o
    `05` en la boule) no nombra ninguna casilla. Un resultado fuera de la rueda se señala y las
    apuestas de la jugada no se liquidan contra él.

# RL002 bet-not-in-catalogue
check-rl002-summary = La apuesta no es una de las combinaciones del catálogo.
check-rl002-doc =
    Los jugadores solo pueden usar las combinaciones que enumera el artículo. La clase de apuesta ha
    de existir en el catálogo de la mesa y sus números han de formar esa combinación en el paño (dos
    números contiguos para un caballo, una fila para una transversal, …). Las apuestas a series solo
    existen donde el catálogo las define (Valencia 2003).

# RL003 wrong-payout
check-rl003-summary = Una apuesta ganadora se pagó por un importe distinto del que da su proporción de pago.
check-rl003-doc =
    La ganancia es la postura multiplicada por el pago del catálogo para la combinación (35 para un
    pleno, 17 para un caballo, …, 1/2 para dos docenas); el jugador conserva la postura. En una
    apuesta a una serie solo se pagan las fichas de la combinación ganadora, al pago de esa
    combinación.

# RL004 unpaid-winner
check-rl004-summary = Una apuesta ganadora no se pagó.
check-rl004-doc =
    Tras el resultado, toda apuesta que cubra el número (o la suerte) ganador ha de pagarse antes de
    la jugada siguiente.

# RL005 settlement-contradicts-result
check-rl005-summary = Una apuesta se liquidó al revés de lo que da el resultado: se pagó una perdedora o se cobró una ganadora.
check-rl005-doc =
    Una apuesta perdedora ha de cobrarse y una ganadora pagarse; una apuesta en prisión que se
    libera se devuelve, una que se pierde se cobra. La liquidación registrada hace lo contrario.

# RL006 duplicate-settlement
check-rl006-summary = Una apuesta se liquidó dos veces.
check-rl006-doc =
    Cada apuesta se cobra, se paga, se devuelve o se libera una sola vez por jugada. La segunda
    liquidación se señala con la primera como causa.

# RL007 settlement-without-bet
check-rl007-summary = Una liquidación nombra una apuesta que no está en la mesa.
check-rl007-doc =
    Solo puede moverse dinero por una apuesta hecha en la jugada (o retenida en prisión). Una
    liquidación (u opción del cero) para un puesto y una combinación sin tal apuesta se señala en la
    primera línea de la jugada que la nombra: las demás líneas sobre la misma apuesta (la opción, la
    mitad devuelta y la mitad cobrada) se deben a la misma apuesta que falta. Una línea que nombra
    una apuesta retenida en prisión sin la palabra `prison` (`release s1 rojo 20`) indica cómo se
    escriben las apuestas en prisión (`release s1 prison rojo 20`), y su dinero se juzga como el de
    la apuesta en prisión. Una línea que nombra la combinación en la que está una ficha de la serie
    del puesto es la liquidación de esa ficha, no una apuesta que falta (docs/log-format.md).

# RL008 uncollected-loser
check-rl008-summary = Una apuesta perdedora no se cobró.
check-rl008-doc =
    Los «croupiers» retiran primero las apuestas perdedoras. Se señala la apuesta perdedora sin línea
    `collect` antes de la jugada siguiente.

# RL009 payment-order
check-rl009-summary = Las apuestas ganadoras se pagaron fuera del orden del catálogo.
check-rl009-doc =
    El artículo fija el orden de pago (columnas y docenas; suertes sencillas; transversales y
    seisenas; cuadros y caballos; los plenos en último lugar). Un pago de un rango anterior tras
    otro de un rango posterior se señala una vez; la revisión continúa desde el pago encontrado.
    Donde el artículo paga «de una sola vez» las combinaciones ganadoras de un jugador (ruleta
    americana, `play.roulette.pay_player_at_once`), los pagos seguidos de un jugador son un bloque,
    sin orden dentro, que toma el rango más temprano de sus apuestas ganadoras; un jugador pagado en
    dos veces, con el pago de otro en medio, también se señala.

# RL010 losers-not-collected-first
check-rl010-summary = Se cobró una apuesta perdedora después de empezar a pagarse las ganadoras.
check-rl010-doc =
    Las apuestas perdedoras se retiran antes de pagar las ganadoras (en las mesas de un solo paño el
    artículo lo dice expresamente). El cobro tardío se señala con el primer pago como causa.

# RL011 bet-after-no-more
check-rl011-summary = Se aceptó una apuesta después del «no va más».
check-rl011-doc =
    Desde el anuncio «no va más» ninguna postura puede colocarse ni aceptarse sobre el paño. La
    apuesta tardía se liquida igualmente como dice el registro, por lo que no da lugar a más
    hallazgos.

# RL012 rotor-not-alternated
check-rl012-summary = El cilindro giró en el mismo sentido que en la tirada anterior.
check-rl012-doc =
    El «croupier» ha de accionar el cilindro cada vez en sentido opuesto al de la tirada anterior. Un
    segundo resultado sin «tirada nula» (RL032, a menudo la misma tirada escrita dos veces) no se
    compara con el primero, ni la tirada que sigue a una jugada sin resultado alguno (S004) con una
    anterior.

# RL013 ball-not-against-rotor
check-rl013-summary = La bola se lanzó en el mismo sentido en que gira el cilindro.
check-rl013-doc =
    La bola se lanza en sentido inverso al giro del cilindro. Se comprueba cuando el registro recoge
    el sentido de la bola (`ball=`).

# RL014 bet-below-minimum
check-rl014-summary = Una apuesta es inferior al mínimo de la mesa.
check-rl014-doc =
    Toda postura (cada ficha de una apuesta a una serie) es al menos el mínimo autorizado de la
    mesa.

# RL015 bet-above-maximum
check-rl015-summary = Una apuesta supera el máximo de su combinación.
check-rl015-doc =
    Los máximos son múltiplos del mínimo de la mesa por combinación, según la escala para la que
    está autorizada la mesa (`scale=` en la cabecera). Las posturas de un jugador sobre la misma
    combinación en una jugada se suman.

# RL016 bet-not-multiple-of-minimum
check-rl016-summary = Una apuesta no es múltiplo del mínimo de la mesa.
check-rl016-doc =
    Donde el catálogo lo exige (Valencia 2003), toda postura es un múltiplo entero del mínimo de la
    mesa.

# RL017 zero-choice-missing
check-rl017-summary = Al salir el cero, no consta que una apuesta a suerte sencilla retirase la mitad ni quedase en prisión.
check-rl017-doc =
    Cuando sale el cero, cada apuesta a una suerte sencilla ha de terminar exactamente en una de las
    opciones del artículo: la mitad devuelta (la banca se queda con la otra mitad) o la apuesta
    entera en prisión. El registro ha de recoger la opción del jugador (`choose`).

# RL018 wrong-refund
check-rl018-summary = Al salir el cero, la mitad devuelta (o la parte de la banca) no es la que dan las reglas del cero.
check-rl018-doc =
    La mitad devuelta al salir el cero es el valor residual de la apuesta (la mitad de la postura
    inicial tras el primer cero, la cuarta parte tras el segundo, …, redondeado como dice el
    `zero.rounding` del catálogo) y la banca cobra el resto. También se señala la devolución que
    falta.

# RL019 forced-prison-ignored
check-rl019-summary = Se devolvió la mitad aunque el valor residual era inferior al mínimo de la mesa.
check-rl019-doc =
    Cuando el valor residual de una apuesta a suerte sencilla queda por debajo del mínimo de la mesa
    desaparece la opción de retirar la mitad y la apuesta ha de quedar en prisión.

# RL020 prisoner-paid-winnings
check-rl020-summary = Una apuesta liberada de la prisión cobró ganancias.
check-rl020-doc =
    Una apuesta en prisión sobre la suerte ganadora «recobra pura y simplemente su libertad»: la
    postura se libera, sin ganancias.

# RL021 prisoner-not-resolved
check-rl021-summary = Una apuesta en prisión no se liberó ni se perdió en la jugada siguiente.
check-rl021-doc =
    Si en la jugada siguiente no sale el cero, una apuesta en prisión sobre la suerte ganadora se
    libera y cualquier otra se pierde. Una u otra cosa ha de registrarse antes de la jugada
    siguiente.

# RL022 last-spin-refund
check-rl022-summary = Un cero en la última jugada de la sesión no se liquidó con el reintegro forzoso.
check-rl022-doc =
    Cuando el cero sale en la última jugada de la sesión el jugador ha de aceptar el reintegro de la
    mitad de la postura inicial (la cuarta parte en el segundo cero de una apuesta en prisión, …,
    hasta donde llegue el catálogo) y no se ofrece opción alguna.

# RL023 void-reason-not-allowed
check-rl023-summary = Se declaró una «tirada nula» por un motivo que el catálogo no contempla.
check-rl023-doc =
    El jefe de mesa declara «tirada nula» solo en los casos que enumera el artículo (un objeto en el
    cilindro, la bola fuera del cilindro, un lanzamiento defectuoso y, en Valencia 2003, la bola que
    no cae con el cilindro parado).

# RL024 relaunch-not-from-previous
check-rl024-summary = Tras una «tirada nula» la bola no se volvió a lanzar desde el resultado anterior.
check-rl024-doc =
    Antes del nuevo lanzamiento la bola se pone en el número que cayó en la jugada anterior. Se
    comprueba cuando el nuevo lanzamiento recoge `from=`.

# RL025 settlement-before-result
check-rl025-summary = Se movió dinero antes de que la jugada tuviera resultado.
check-rl025-doc =
    Las liquidaciones siguen al resultado; una «tirada nula» no tiene liquidación. Se señala cuando el
    resultado llega después de la liquidación; una jugada con apuestas que nunca llega a tener
    resultado es en cambio un solo S004, que nombra su primera liquidación como causa (lo que falta
    es entonces probablemente su línea `spin`), no un hallazgo por liquidación. (Una jugada sin
    apuestas, cuyas únicas liquidaciones son de apuestas en prisión, no tiene S004: cada una de esas
    liquidaciones es un RL025.)

# RL026 series-chips
check-rl026-summary = La postura de una apuesta a una serie no se divide en su número fijo de fichas iguales.
check-rl026-doc =
    Cada serie anunciada se juega con un número fijo de fichas (9, 6, 5 o 4); la postura ha de ser
    ese número de fichas de un mismo valor.

# RL027 limits-changed-in-session
check-rl027-summary = Los límites de la mesa cambiaron durante la sesión, cuando el catálogo lo prohíbe.
check-rl027-doc =
    El catálogo de 1979 prohíbe cambiar los límites de una mesa una vez empezada la sesión; Valencia
    2003 lo permite.

# RL028 spin-without-no-more
check-rl028-summary = Llegó un resultado sin haberse anunciado el «no va más».
check-rl028-doc =
    Las apuestas se cierran con el anuncio «no va más» antes de que caiga la bola; se señala la
    jugada con apuestas y resultado pero sin anuncio.

# RL029 choice-not-allowed
check-rl029-summary = Se registró una opción del cero donde no se admite ninguna.
check-rl029-doc =
    La opción entre la mitad y la prisión existe solo para las apuestas a suertes sencillas cuando
    sale el cero, y solo con las opciones que da el catálogo. Una apuesta perdedora que el registro
    pone en prisión aunque no tiene tal opción (una docena al cero), o una suerte sencilla puesta
    en prisión en una mesa cuyo artículo no la tiene (la americana con un solo cero), es una sola
    falta: salvo que se moviera dinero por ella en esa jugada o fuera la última tirada de la
    sesión, queda retenida como la retiene el registro (`prison docena 1`, `prison rojo`), y su
    liberación o pérdida posterior se juzga como la de una apuesta en prisión, sin señalarla de
    nuevo como no cobrada o como apuesta que no está en la mesa. Si no se resuelve en la tirada
    siguiente, es una apuesta en prisión no resuelta (RL021), como cualquier otra.

# RL030 wrong-release
check-rl030-summary = Una apuesta liberada de la prisión recibió un importe distinto del que da la regla de liberación.
check-rl030-doc =
    Una apuesta en prisión sobre la suerte ganadora se libera sin ganancias; lo que recibe es la
    postura inicial o su valor residual, según dice el `release_amount` del catálogo (la banca cobra
    el resto).

# RL031 wrong-collection
check-rl031-summary = Una apuesta perdedora se cobró por un importe distinto de su postura.
check-rl031-doc =
    Una apuesta perdedora se retira entera (en una serie, cada ficha que no esté en la combinación
    ganadora). Cobrar más o menos se señala con la postura como valor esperado.

# RL032 second-result
check-rl032-summary = Una jugada tiene un segundo resultado sin que entre ambos se declarara «tirada nula».
check-rl032-doc =
    La bola se vuelve a lanzar dentro de una jugada solo después de que el jefe de mesa declare
    «tirada nula». Se señala una segunda tirada (`spin`) sin «tirada nula» (`void`) antes; la jugada se liquida entonces con
    el último resultado, como el registro dice que hicieron los «croupiers».

# RL033 checks-not-made
check-rl033-summary = El registro omite información opcional, por lo que no pudo hacerse una comprobación del artículo.
check-rl033-doc =
    Algunos datos que puede dar un registro de ruleta son opcionales: el sentido del cilindro (un
    `spin` puede dar solo el número), que RL012 compara con el de la tirada anterior; el sentido de
    la bola (`ball=` en `spin`), que RL013 compara con el del cilindro; y el número desde el que parte un nuevo
    lanzamiento tras una «tirada nula» (`from=`), que RL024 compara con el resultado anterior. Un
    registro que los omite no es incorrecto, pero esas reglas no se verifican entonces: este aviso
    lo dice una vez por mesa y comprobación, en la primera línea que no lo recoge, con cuántas
    líneas carecen de él, en lugar de dar la regla por cumplida en silencio (como hace BC051 con los
    jugadores del chemin de fer).

# RL034 colour-chip-value
check-rl034-summary = Las fichas de color de un jugador recibieron un valor fuera del mínimo y el máximo del pleno.
check-rl034-doc =
    En la ruleta americana cada jugador juega con fichas de su propio color y dice cuánto vale cada
    una (`colour s3 20`); el artículo lo permite «del mínimo al máximo de la postura de la mesa
    sobre un número entero»: del mínimo de la mesa al máximo del pleno en la escala de la mesa
    (`limits.maximum` de la clase del pleno). Una línea `colour` sin valor da fichas que valen el
    mínimo, siempre permitido. Si el valor se acomoda a las fichas existentes en el casino no consta
    en el registro.

# RL035 too-many-colour-players
check-rl035-summary = Jugaron con fichas de color más jugadores de los que permite el catálogo.
check-rl035-doc =
    El catálogo puede limitar los jugadores con fichas de color de una mesa (Valencia 2003: «no
    superior a diez»; `play.roulette.colour_chips.max_players`). Se cuentan los puestos distintos
    con una línea `colour` en la sesión; se señala el primero que pasa del límite, una vez, con el
    primer jugador de color como causa. Donde el texto no da cifra (1979) no se cuenta nada.

# RL036 bet-not-in-colour-chips
check-rl036-summary = Una apuesta de un jugador con fichas de color no es un número entero de sus fichas.
check-rl036-doc =
    Un jugador con fichas de color (una línea `colour`) apuesta con esas fichas, cada una del valor
    que les dio o, si no dio ninguno, del mínimo de la mesa («cada una de sus fichas representa el
    mínimo»). Cada una de sus líneas `bet` debe ser entonces un número entero de fichas. Los puestos
    sin línea `colour` pueden apostar con fichas de valor del casino, de las que el registro no dice
    nada, y no se comprueban. Una postura inferior al mínimo de la mesa es solo de RL014.

# RL040 authorised-maximum-out-of-range
check-rl040-summary = El máximo autorizado de la mesa queda fuera de los límites que le fija el artículo.
check-rl040-doc =
    Algunos artículos dejan un máximo a la autorización de la mesa dentro de unos límites: el máximo
    de la boule sobre un número «no podrá ser inferior a cuarenta veces, ni superior a cien veces el
    mínimo autorizado», y sobre las suertes sencillas entre 200 y 500 veces. El catálogo da esos
    límites (`limits.maximum.<clase>.authorised`); la cabecera de la mesa da la cifra autorizada
    como `max-<clase>=<cantidad>`. Una cifra fuera de los límites se señala en la cabecera; las
    posturas de la mesa se juzgan entonces por el máximo que anunció (RL015). Sin `max-<clase>=`,
    RL015 aplica el más alto que permite el artículo.

# RL041 minimum-not-authorised
check-rl041-summary = El mínimo de la mesa no es el mínimo autorizado ni su doble.
check-rl041-doc =
    La boule permite al director abrir un paño «con una apuesta mínima igual a dos veces la
    autorizada»: donde el catálogo nombra esa regla (`limits.doubled_minimum`) y la cabecera da el
    mínimo autorizado (`authorised-min=`), el `min=` de la mesa ha de ser esa cantidad o su doble.
    Que al menos un paño mantenga el mínimo autorizado es un hecho de las demás mesas del casino,
    que el registro de una mesa no puede mostrar.

## baccarat (familia del bacará)

# BC001 card-not-in-shoe
check-bc001-summary = Una carta sale del «sabot» más veces de las que el «sabot» la contiene (o después de su última carta).
check-bc001-doc =
    Un «sabot» de N barajas contiene N ejemplares de cada carta y N × 52 cartas en total (6 × 52 = 312
    en todos los artículos de la familia). Contando desde la última línea `shoe`, una carta vista
    por N+1-ésima vez, o cualquier carta posterior a la última del «sabot», no pudo salir de él: el
    «sabot» no era el que dice el registro, o se añadió una carta. Cuentan tanto las cartas
    inutilizadas como las repartidas; las cartas `??` solo cuentan para el total. La carta se da
    igualmente por repartida.

# BC002 deal-order
check-bc002-summary = Las primeras cartas de una jugada no se repartieron en el orden del artículo.
check-bc002-doc =
    En punto y banca se reparte carta a carta, empezando por el punto: la primera y la tercera
    cartas al punto, la segunda y la cuarta a la banca; una tercera carta va al punto antes que a la
    banca. El orden es el `deal_order` del catálogo. Se señala una vez por jugada; las cartas
    cuentan para las manos a las que el registro las da. Tras una carta fuera de orden no se sabe
    qué carta correspondía a qué mano (una línea `deal` que falta desplaza un lugar todas las cartas
    posteriores), por lo que las cartas de la jugada no se juzgan más: no se señala para esa jugada
    ninguna primera carta descubierta (BC035), mano incompleta (BC028), petición de carta
    (BC003–BC007) ni ganador (BC008), y sus liquidaciones siguen al resultado anunciado.

# BC003 player-illegal-draw
check-bc003-summary = El punto pidió tercera carta donde su regla fija manda plantarse.
check-bc003-doc =
    La mano del jugador («punto») ha de plantarse con 6 y 7 (el `player_rule` del catálogo); se
    señala una tercera carta en ese caso, o una cuarta carta en cualquier caso. La jugada se evalúa
    entonces con las cartas realmente repartidas: el cuadro de jugadas de la banca se lee con esa
    tercera carta.

# BC004 player-missed-draw
check-bc004-summary = El punto se plantó donde su regla fija manda pedir carta.
check-bc004-doc =
    La mano del jugador ha de pedir carta con 0 a 5 (el `player_rule` del catálogo), salvo que
    alguna de las manos tenga 8 o 9 con sus dos primeras cartas. La jugada se evalúa con las cartas repartidas: el cuadro
    de jugadas de la banca se lee en la columna «P» (el punto se plantó).

# BC005 banker-illegal-draw
check-bc005-summary = La banca pidió tercera carta donde el cuadro de jugadas manda plantarse.
check-bc005-doc =
    La banca pide carta según el cuadro de jugadas del artículo: la fila es el total de las dos
    cartas de la banca, la columna el valor de la tercera carta del punto (o «P» si el punto se
    plantó). El hallazgo nombra la casilla. También se señala una cuarta carta.

# BC006 banker-missed-draw
check-bc006-summary = La banca se plantó donde el cuadro de jugadas manda pedir carta.
check-bc006-doc =
    Como en BC005: la casilla del cuadro de jugadas en el total de las dos cartas de la banca y la
    tercera carta del punto (o «P») dice `T`, y la banca no tomó tercera carta antes del resultado.

# BC007 draw-after-natural
check-bc007-summary = Se dio una tercera carta aunque una mano tenía 8 o 9 con sus dos primeras cartas.
check-bc007-doc =
    Cuando las dos primeras cartas de cualquiera de las manos suman 8 o 9 la jugada ha terminado y
    ninguna mano puede pedir carta. El ganador se toma igualmente de las cartas repartidas.

# BC008 wrong-winner
check-bc008-summary = El ganador anunciado no es la mano que dan las cartas.
check-bc008-doc =
    Gana la mano más próxima a 9 (solo cuentan las unidades: los dieces y las figuras valen 0, los
    ases 1); a totales iguales hay empate. El `result` del «croupier» se compara con las cartas
    repartidas. Las liquidaciones se juzgan entonces contra el ganador que dan las cartas, no contra
    el anuncio: un pago que sigue a las cartas no se señala; uno que sigue al anuncio erróneo es lo
    que perdió un jugador (o la banca) y se señala en su línea (BC011, BC009, BC012, BC034). Donde
    las cartas no dan ganador (una carta no vista, una mano incompleta) vale el anuncio. Tras una
    petición de carta indebida se acepta un resultado que cuente las cartas repartidas o que
    rectifique la jugada (sin tener en cuenta una cuarta carta): el hallazgo de la petición dice qué
    falló.

# BC009 baccarat-wrong-payout
check-bc009-summary = Una liquidación movió un importe distinto del que da el pago de la apuesta.
check-bc009-doc =
    La ganancia es la postura multiplicada por el pago del catálogo (el punto a la par; la apuesta
    al empate 8 a 1 donde existe); el jugador conserva la postura. Un cobro se lleva la postura
    entera, una devolución la devuelve entera.

# BC010 wrong-commission
check-bc010-summary = Una apuesta ganadora a la banca no se pagó por su ganancia menos la deducción del establecimiento.
check-bc010-doc =
    Las apuestas ganadoras a la banca se pagan a la par menos la deducción del establecimiento (5 %
    en punto y banca). La deducción se redondea al céntimo como dice el `commission` del catálogo
    (los textos no lo dicen): por defecto se redondea a la baja, de modo que el jugador conserva el
    céntimo sobrante.

# BC011 baccarat-settlement-contradicts-result
check-bc011-summary = Una apuesta se liquidó al revés de lo que da el resultado: se pagó una perdedora o se cobró una ganadora.
check-bc011-doc =
    Tras el resultado se paga la apuesta ganadora y se cobra la perdedora; una devolución reintegra
    la postura sin ganancia y solo procede para una apuesta que un empate deja nula. Se juzga contra
    el ganador que dan las cartas, no contra el anuncio del «croupier»: tras un anuncio erróneo
    (BC008) se señala aquí la liquidación que sigue al anuncio en lugar de a las cartas, como lo que
    perdió el jugador o la banca. Donde las cartas no dan ganador (una carta no vista, una mano
    incompleta) solo queda el resultado anunciado.

# BC012 baccarat-unpaid-winner
check-bc012-summary = Una apuesta ganadora no se pagó.
check-bc012-doc =
    Toda apuesta ganadora se paga (menos la deducción del establecimiento donde proceda) antes de que empiece la jugada
    siguiente. Lo que falta puede ser la línea del pago: en chemin de fer y en dos paños la banca
    que queda tras esa jugada es entonces desconocida: ningún banco, postura ni anuncio se juzga
    contra ella hasta que una línea `bank` o un banco vuelvan a darla.

# BC013 baccarat-duplicate-settlement
check-bc013-summary = Una apuesta se liquidó dos veces.
check-bc013-doc =
    Cada postura se cobra, se paga o se devuelve una sola vez por jugada. La segunda liquidación se
    señala con la primera como causa.

# BC014 tie-not-void
check-bc014-summary = En un empate se cobró o se pagó una apuesta al punto o a la banca.
check-bc014-doc =
    Un empate deja la jugada nula para las apuestas a las manos: «la jugada será considerada nula y
    las apuestas podrán ser retiradas». Se devuelven (o se dejan en la mesa para la jugada
    siguiente), nunca se cobran ni se pagan. Las apuestas al propio empate se pagan.

# BC015 baccarat-bet-after-no-more
check-bc015-summary = Se hizo una apuesta después del «no va más» (o después de la primera carta).
check-bc015-doc =
    Las apuestas se cierran con el «no va más», que precede a la orden «cartas». Se señala la
    postura hecha después de él, después de la primera carta de la jugada o después del resultado.
    Se liquida igualmente como dice el registro.

# BC016 baccarat-bet-below-minimum
check-bc016-summary = Una postura es inferior al mínimo de la mesa.
check-bc016-doc =
    La postura de cada puesto sobre cada apuesta, tal como queda al cerrarse las apuestas, es al
    menos el mínimo de la mesa (`min=`). Las apuestas que el catálogo exceptúa
    (`limits.exempt_bets`) no se comprueban.

# BC017 baccarat-bet-above-maximum
check-bc017-summary = Una postura supera el máximo de la mesa.
check-bc017-doc =
    El máximo es 50 o 100 veces el mínimo, según la autorización de la mesa (`max=50` o `max=100` en
    la cabecera; el catálogo da el valor por defecto). Las posturas de un puesto sobre la misma
    apuesta en una jugada se suman.

# BC018 baccarat-bet-not-multiple-of-minimum
check-bc018-summary = Una postura no es múltiplo del mínimo de la mesa donde la dirección del casino lo exige.
check-bc018-doc =
    La dirección puede exigir que las posturas sean múltiplos del mínimo de la mesa (`multiples=yes`
    en la cabecera; el catálogo da el valor por defecto). Se comprueba al cerrarse las apuestas.

# BC019 baccarat-bet-not-in-catalogue
check-bc019-summary = La apuesta no es una de las apuestas del artículo.
check-bc019-doc =
    Solo pueden hacerse las apuestas que enumera el artículo: punto y banca, y la apuesta al empate
    donde el artículo la tiene (Valencia 2003, no 1979).

# BC020 wrong-burn-count
check-bc020-summary = Las cartas inutilizadas al empezar el «sabot» no fueron las que indica su primera carta.
check-bc020-doc =
    Tras el corte el «croupier» descubre una primera carta; su valor (los dieces y las figuras 10, los
    ases 1) indica cuántas cartas se inutilizan. Los textos no dicen si la carta descubierta es una
    de ellas: lo decide el `exposed_card_counts` del catálogo (por defecto no lo es: el valor N
    supone N+1 cartas retiradas en total). Se comprueba en la primera carta repartida del «sabot»; no
    se comprueba cuando la primera carta inutilizada no se vio.

# BC021 cut-card-position
check-bc021-summary = La carta de detención no se colocó con el número de cartas debajo que fija el artículo.
check-bc021-doc =
    La carta de detención se coloca de modo que queden exactamente siete cartas debajo de ella en
    punto y banca (`shoe.cut_card_below`). El «sabot» se cuenta con la posición que da el registro.

# BC022 coup-after-stop-card
check-bc022-summary = Se repartió una jugada después de salir la carta de detención.
check-bc022-doc =
    La aparición de la carta de detención termina el «sabot»: se completa la jugada en curso y no se
    reparte ninguna otra. La carta de detención ha salido cuando el registro lo dice (`cutcard out`)
    o cuando se han sacado todas las cartas que tenía encima, contadas desde la línea `cutcard`. Se
    señala una vez por «sabot».

# BC023 wrong-deck-count
check-bc023-summary = Un «sabot» se cargó con un número de barajas distinto del que fija el artículo.
check-bc023-doc =
    El juego se practica con seis barajas de 52 cartas. El «sabot» se cuenta igualmente con las
    barajas que da el registro.

# BC024 shoe-not-passed-on-bank-loss
check-bc024-summary = El «sabot» cambió de manos sin que la banca perdiera, o no lo hizo tras perder la banca.
check-bc024-doc =
    El jugador que tiene el «sabot» lo conserva hasta que la mano de la banca pierde una jugada;
    entonces pasa al siguiente. Se comprueba cuando el registro recoge quién lo tiene (`holder
    SEAT`): un nuevo poseedor sin que la banca perdiera (una renuncia, una salida o un «sabot» nuevo
    también dejan libre el «sabot»), o un poseedor que reparte la jugada siguiente tras perder la
    banca. Un empate no hace pasar el «sabot». El «croupier» puede seguir repartiendo. Tras una jugada
    repartida sin resultado (BC028) no se sabe si la banca perdió, y el paso del «sabot» no se juzga.

# BC025 hand-not-to-highest-bettor
check-bc025-summary = Las cartas del punto no se dieron al jugador de mayor apuesta al punto.
check-bc025-doc =
    Las cartas de la mano del jugador se entregan al puesto de mayor apuesta al punto; sin apuestas
    al punto, al «croupier». Entre posturas mayores iguales decide el `on_equal_stakes` del catálogo
    (por defecto, cualquiera de ellas). Se comprueba en `hand punto SEAT`, y se señala al final de
    la jugada: cuando ese puesto liquida después una apuesta al punto al menos igual de alta que el
    registro nunca recogió (BC033), lo que falta es su línea `bet` y la mano fue a donde debía.

# BC026 seat-kept-after-refusals
check-bc026-summary = Un jugador que rehusó la mano dos veces seguidas siguió jugando.
check-bc026-doc =
    Valencia 2003: el jugador que rehúsa dos veces seguidas tomar la mano ha de ceder el puesto.
    Tras el segundo `refuse SEAT` el puesto ha de hacer `leave` antes de volver a apostar.

# BC027 salute-repeated
check-bc027-summary = Un jugador «saludó» más de una vez en un mismo «sabot».
check-bc027-doc =
    Valencia 2003: un jugador solo puede «saludar» una vez por partida o «sabot». El texto no define
    el acto; el registro lo recoge como `salute SEAT` y veedor lo cuenta por «sabot».

# BC028 coup-incomplete
check-bc028-summary = Se anunció un resultado antes de que cada mano tuviera dos cartas, o una jugada terminó sin resultado.
check-bc028-doc =
    En cada jugada se dan dos cartas a cada mano, luego las que exigen las reglas, y después el
    «croupier» anuncia el ganador. Una jugada cuyas cartas se repartieron sin que se anunciara
    resultado, o un resultado sobre manos incompletas, no puede juzgarse. Si una jugada repartida
    sin resultado se liquidó de todos modos, lo que probablemente falta es su línea `result`: las
    liquidaciones son causa de este hallazgo (se señala la primera), no hallazgos BC032 por sí
    mismas, y no se juzga si el «sabot» o la banca pasan tras esa jugada.

# BC029 cards-before-no-more
check-bc029-summary = Se repartieron cartas antes del «no va más».
check-bc029-doc =
    El «croupier» anuncia «no va más» y luego «cartas»: no se reparte ninguna carta mientras las
    apuestas están abiertas. Se señala cuando una jugada con apuestas tiene su primera carta antes
    de `nomore`.

# BC030 unknown-hand
check-bc030-summary = Una carta, una mano o un resultado nombra una mano que este juego no tiene, o una línea de resultado no tiene la forma del juego.
check-bc030-doc =
    Las manos las nombra el catálogo (`punto`, `banca`); un resultado es una mano o `empate`. Una
    carta dada a una mano desconocida cuenta igualmente en el «sabot»; no se sabe a qué mano iba
    destinada, por lo que, como tras una carta fuera del orden de reparto (BC002), las cartas de la
    jugada no se juzgan más y sus liquidaciones siguen al resultado anunciado. En dos paños se da el
    ganador de cada paño (`result punto1=W punto2=W`): también se señala aquí un paño que falta o un
    ganador sin paño. Tras un resultado ilegible la jugada cuenta como anunciada: sus cartas se
    juzgan y sus liquidaciones se comprueban contra lo que dan las cartas (en dos paños, una palabra
    suelta de banca o de empate se lee para ambos paños).

# BC031 coup-already-decided
check-bc031-summary = Se dio una carta o se anunció un segundo resultado después del resultado de la jugada.
check-bc031-doc =
    Cuando el «croupier» anuncia el ganador la jugada ha terminado: no hay más cartas hasta el
    siguiente `round`, y hay un resultado por jugada. Vale el primer resultado.

# BC032 baccarat-settlement-before-result
check-bc032-summary = Una apuesta se liquidó antes del resultado de la jugada.
check-bc032-doc =
    Las apuestas perdedoras se cobran y las ganadoras se pagan una vez anunciado el ganador. Se
    señala cuando el resultado llega después de la liquidación; una jugada repartida que nunca tiene
    resultado es en cambio un solo BC028.

# BC033 baccarat-settlement-without-bet
check-bc033-summary = Una liquidación nombra una apuesta que no está en la mesa.
check-bc033-doc =
    Solo puede moverse dinero por una postura hecha en la jugada. Una liquidación para un puesto y
    una apuesta sin tal postura se señala una vez por puesto y apuesta en una jugada (las dos
    liquidaciones de una postura dividida la nombran dos veces). Lo que falta puede ser su línea
    `bet`: la «cagnotte» de la jugada no se juzga. En chemin de fer y en dos paños la banca que queda
    tras esa jugada es entonces desconocida: ningún banco, postura ni anuncio se juzga contra ella
    hasta que una línea `bank` o un banco vuelvan a darla.

# BC034 baccarat-uncollected-loser
check-bc034-summary = Una apuesta perdedora no se cobró.
check-bc034-doc =
    Las apuestas perdedoras se cobran tras el resultado. Se señala la postura perdedora sin línea
    `collect` antes de la jugada siguiente. Lo que falta puede ser la línea del cobro: en chemin de
    fer y en dos paños la banca que queda tras esa jugada es entonces desconocida: ningún banco,
    postura ni anuncio se juzga contra ella hasta que una línea `bank` o un banco vuelvan a darla.

# BC035 first-cards-face-up
check-bc035-summary = Una de las dos primeras cartas de una mano se dio descubierta.
check-bc035-doc =
    Quien tiene el «sabot» reparte dos cartas boca abajo a cada mano («dos cartas, boca abajo, a cada
    mano»); se muestran después. Se comprueba donde el registro recoge la cara (`deal HAND CARD
    up`). Se señala una vez por jugada.

# BC040 wrong-cagnotte
check-bc040-summary = La «cagnotte» detraída de las ganancias del banquero no es la proporción del artículo, o se detrajo sin que ganara.
check-bc040-doc =
    En chemin de fer y en dos paños un jugador tiene la banca y el establecimiento detrae una parte
    de sus ganancias en cada jugada (`cagnotte AMOUNT`): el 5 % en chemin de fer; en dos paños, el 2
    % con banca limitada y el 1,25 % con banca libre (cabecera `bank=`). Solo procede cuando el
    banquero gana la jugada en conjunto —en dos paños, cuando gana en ambos paños o gana en uno más
    de lo que pierde en el otro— y se calcula sobre el resultado que dan las cartas, por defecto
    sobre su ganancia neta (`cagnotte.base`), redondeada a la baja al céntimo (`cagnotte.rounding`).
    Una «cagnotte» que falta, errónea o indebida se señala una vez por jugada; la banca que queda tras
    ella es entonces desconocida (pudo dejarla la «cagnotte» del registro o la de las reglas) hasta
    que una línea `bank` o un banco vuelvan a darla. Si una liquidación de la jugada se señaló como
    errónea, o el dinero siguió a un anuncio erróneo (BC008), no se señala además una «cagnotte» que
    sea la proporción del dinero que movió el registro (una postura escrita dos veces hace que
    parezcan erróneas tanto la liquidación como la «cagnotte» de las reglas).

# BC041 bank-out-of-limits
check-bc041-summary = La banca anunciada para una jugada supera su máximo o no alcanza su mínimo.
check-bc041-doc =
    Chemin de fer: la banca es como máximo cien veces el mínimo del punto (lo que lo excede es
    «garage impropio», fuera de juego) y nunca inferior al mínimo, salvo que la mesa esté autorizada
    a jugar sin máximo (cabecera `bank=unlimited`). Dos paños con banca limitada: la autorización de
    la mesa fija el máximo y el mínimo de la banca, que la cabecera da como `bank_min=` y
    `bank_max=`; limitan la banca tal como la constituye un banquero (cuando toma la banca, o cuando
    vuelve a depositar después de que «saltó»), no su crecimiento posterior con sus ganancias. Se
    comprueba en cada línea `bank AMOUNT`.

# BC042 stakes-over-bank
check-bc042-summary = Las posturas de una jugada suman más que la banca.
check-bc042-doc =
    Lo más que puede poner un jugador es lo que contiene la banca («hacer banco»), y la banca solo
    responde por lo que contiene: las posturas de una jugada en conjunto no pueden exceder la banca
    anunciada. Se comprueba al cerrarse las apuestas.

# BC043 garage-not-allowed
check-bc043-summary = El banquero apartó al «garage» ganancias que aún no puede retirar, o más de lo que ha ganado.
check-bc043-doc =
    Chemin de fer: las ganancias del banquero se suman a la banca, y solo puede excluirlas (`garage
    AMOUNT`, «garage voluntario») una vez que superan cincuenta veces el mínimo del punto, contadas
    desde que tomó la banca, netas de «cagnotte» y de «garages» anteriores. En dos paños no hay «garage»:
    se señala toda línea `garage`. La banca se sigue después como dice el registro. Mientras la
    banca que queda es desconocida (tras una línea ilegible o una jugada cuyo dinero no se conoce;
    véanse BC028, BC033, BC034, BC040) también lo son las ganancias, y un «garage» no se juzga contra
    ellas.

# BC044 too-few-players
check-bc044-summary = Se reparte una jugada con menos jugadores de los que exige el artículo.
check-bc044-doc =
    El chemin de fer exige al menos cuatro jugadores en la mesa, y dos paños dos en cada paño,
    durante toda la partida. El registro da el número (`players N`, o `players N M` por paño); una
    jugada repartida mientras faltan jugadores se señala una vez por número. Los registros sin
    `players` no pueden comprobarse (BC051 avisa una vez por sesión); una línea `players` con un
    número de cifras equivocado es un error de formato del registro (M001). Los textos no dicen si
    cuentan los jugadores de pie: `players` cuenta a quienes cuenta el «croupier».

# BC045 wrong-share
check-bc045-summary = Una postura sobre la raya o a caballo se liquidó sobre una parte equivocada de ella.
check-bc045-doc =
    Una postura colocada sobre la raya «juega la mitad»: gana o pierde la mitad de su importe
    (redondeada a la baja al céntimo) y el resto queda para el jugador. En dos paños una postura a
    caballo (y el banco) juega en ambos paños a partes iguales, con la unidad sobrante para el paño
    1; cada parte se paga o se cobra según el resultado de su paño. La unidad es un parámetro
    (`shares[].unit`, el céntimo por defecto). Una postura cuyas dos partes son erróneas se señala
    una sola vez.

# BC046 bank-decreased
check-bc046-summary = Un banquero que conserva la banca anuncia menos de lo que contiene tras sus ganancias, o sigue después de que «saltó» con menos que su depósito inicial.
check-bc046-doc =
    Las ganancias del banquero se suman a la banca (menos la «cagnotte» y cualquier «garage»), y la
    banca puede aumentarse pero nunca disminuirse mientras él la conserve. Tras una jugada que el
    banquero no perdió, se señala una línea `bank` por debajo de eso (con el tope del máximo de la
    banca; el resto es «garage»). Un nuevo `holder` empieza una banca nueva. Dos paños: cuando la
    banca «saltó» (no contiene nada) el banquero solo puede seguir con un nuevo depósito «igual o
    superior al inicial», al menos la banca con que se jugó su primera jugada; se señala uno menor.

# BC047 third-card-face-down
check-bc047-summary = Se dio una tercera carta boca abajo.
check-bc047-doc =
    A diferencia de las dos primeras, la tercera carta se da siempre descubierta. Se señala la
    tercera carta escrita `down`; una carta sin `up`/`down` no se juzga.

# BC048 banco-amount
check-bc048-summary = Una postura de banco no cubre la banca, o el «banco con la mesa» no es la mitad de ella.
check-bc048-doc =
    «Hacer banco» es poner la banca entera (`bet SEAT banco AMOUNT`); el «banco con la mesa» es una
    postura de exactamente la mitad de ella (redondeada a la baja al céntimo), que la mesa completa
    después. Se comprueba al cerrarse las apuestas, contra la banca de la jugada.

# BC049 banco-replay
check-bc049-summary = Una jugada de banco nula se repitió más veces de las permitidas, o una repetición no sigue a ninguna jugada de banco nula.
check-bc049-doc =
    Dos paños: una jugada de banco nula (ningún paño ganó ni perdió) puede repetirse como máximo dos
    veces. Una jugada marcada `replay` ha de seguir a una jugada de banco nula en ambos paños, y se
    señala una tercera repetición.

# BC050 bank-not-announced
check-bc050-summary = Se hicieron posturas antes de anunciarse la banca.
check-bc050-doc =
    El «croupier» anuncia la banca antes de las posturas («hay … euros en la banca»): en chemin de fer
    antes de cada jugada, en dos paños cuando un banquero la toma (las jugadas siguientes la
    arrastran). Una jugada cuya primera postura llega sin banca conocida se señala una vez: en la
    línea de la banca cuando esta se anuncia después de las posturas (sus límites se comprueban
    igualmente), o al cerrarse las apuestas sin banca alguna; las jugadas posteriores que tampoco
    tienen banca, hasta una línea `bank`, no se señalan de nuevo (una línea `bank` perdida deja sin
    ella todas las jugadas posteriores de ese banquero). También se señala una segunda línea `bank`
    con otra cifra en la misma jugada; la banca de la jugada es la primera.

# BC051 players-not-logged
check-bc051-summary = Se reparte una jugada pero el registro nunca contó a los jugadores, por lo que no se verifica su mínimo.
check-bc051-doc =
    El chemin de fer y dos paños exigen un mínimo de jugadores durante toda la partida (BC044), que
    el registro declara con `players N` (o `players N M` por paño). Cuando se reparte la primera
    jugada de una sesión sin que haya llegado ninguna línea `players`, el mínimo no puede
    comprobarse: este aviso lo dice una vez por sesión en lugar de dar la regla por cumplida en
    silencio.

# BC052 bank-left-before-dealing
check-bc052-summary = Un banquero dejó la banca antes de repartir una jugada.
check-bc052-doc =
    Quien toma la banca ha de repartir al menos una jugada con ella (chemin de fer: «está obligado a
    dar cartas por lo menos una vez»; dos paños: el banquero puede retirarse «una vez realizada la
    primera jugada»). Una línea `holder` que nombra otro puesto cuando el banquero nombrado por la
    última línea `holder` no ha repartido ninguna carta de una jugada se señala en el nuevo
    poseedor. No se señala al banquero que tiene la banca cuando termina la sesión.

# BC053 bank-below-abandoned
check-bc053-summary = La banca tomada después de que un banquero la dejara voluntariamente es menor que la que él dejó.
check-bc053-doc =
    Valencia 2003, chemin de fer: «el jugador que coge la banca habrá de hacerlo, por lo menos, con
    la misma cantidad que el que abandonó voluntariamente». Un banquero deja la banca
    voluntariamente cuando esta cambia de manos (`holder`) tras una jugada que él no perdió; lo que
    dejó es su banca tras el dinero de esa jugada (su última banca más su ganancia neta, menos la
    «cagnotte» y cualquier «garage»). Se señala la primera línea `bank` del nuevo banquero que quede por
    debajo. Tras una línea que no pudo leerse, o dinero que no se liquidó, no se sabe lo que
    contenía la banca y no se señala nada.

# BC054 tallas-per-session
check-bc054-summary = Una sesión de una modalidad que juega un número fijo de tallas se cerró tras otro número.
check-bc054-doc =
    Dos paños con banca libre (`bank=libre`): «En cada sesión se jugarán dos tallas». Una talla es
    un «sabot»: se cuentan las líneas `shoe` de `session open` a `session close`, y una sesión cerrada
    tras otro número se señala en su cierre. Un registro que termina sin `session close` no se juzga
    (lo dice S003).

# BC055 optional-lines-not-logged
check-bc055-summary = El registro omite líneas opcionales que necesita una comprobación, por lo que esa comprobación no se hizo.
check-bc055-doc =
    Algunas líneas de un registro de punto y banca son opcionales: la carga del «sabot» (`shoe
    decks=N`), la carta de detención (`cutcard N`), quién tiene el «sabot» (`holder SEAT`) y a quién
    se entregan las cartas del punto (`hand punto SEAT`). Sin ellas no pueden hacerse las
    comprobaciones que las comparan: las barajas y las cartas inutilizadas (BC023, BC020), el lugar
    de la carta de detención y las jugadas tardías (BC021, BC022), el paso del «sabot» cuando pierde
    la banca (BC024), la entrega de las cartas del punto al jugador de mayor apuesta (BC025). En
    chemin de fer y en dos paños ocurre lo mismo con la carga del «sabot» (BC023), la carta de
    detención (BC021, BC022) y quién tiene la banca (`holder SEAT`): que pase cuando pierde el
    banquero (BC024, donde el artículo lo dice), que un banquero reparta al menos una jugada (BC052)
    y, en el chemin de fer de Valencia 2003, que una banca dejada voluntariamente se tome al menos
    por lo mismo (BC053); el número de jugadores tiene su propio aviso (BC051). En lugar de dar esas
    reglas por cumplidas en silencio, un aviso por fichero enumera las líneas nunca escritas y las
    comprobaciones no hechas, en la primera carta repartida. La cara de una carta (`up`/`down`) no
    se enumera: un registro rara vez la conoce, y BC035 y BC047 se comprueban dondequiera que esté
    escrita.

## ---- Black Jack (BJ001–BJ099) ----

# BJ001 bj-card-not-in-shoe
check-bj001-summary = Una carta sale del distribuidor de Black Jack más veces de las que contiene (o tras la última).
check-bj001-doc =
    Un distribuidor de Black Jack tiene seis barajas de 52 cartas: seis ejemplares de cada carta,
    312 en total. Contando desde la última línea `shoe`, una carta vista más veces de las que
    contienen las barajas, o cualquier carta tras la última, no pudo salir de él. Cuentan las
    cartas quemadas y las repartidas; las `??` solo cuentan para el total. Se informa una vez por
    carta (una vez por distribuidor cuando se agota); la carta se toma como repartida.

# BJ002 bj-wrong-burn-count
check-bj002-summary = El distribuidor no se empezó apartando exactamente cinco cartas.
check-bj002-doc =
    «Antes de distribuir las cartas, el crupier apartará las cinco primeras del distribuidor»: la
    primera jugada de un distribuidor nuevo se reparte tras exactamente cinco líneas `burn`. Se
    juzga en la primera carta repartida del distribuidor; no se juzga si una línea de ese
    distribuidor no pudo leerse (pudo ser una carta quemada), ni para un distribuidor que el
    registro nunca anunció con `shoe`.

# BJ003 bj-cut-card-reserve
check-bj003-summary = El separador deja tras él menos cartas que una baraja.
check-bj003-doc =
    El separador se coloca de modo que quede en reserva al menos una baraja («como mínimo, a un
    juego»): `cutcard N` requiere N ≥ 52 (el `shoe.cut_card_below` del artículo, como mínimo).
    También se señala un `cutcard out` antes de sacarse todas las cartas que el separador
    tiene delante (las quemadas incluidas): no puede aparecer ahí, así que su lugar o su línea
    están mal.

# BJ004 bj-round-after-cut-card
check-bj004-summary = Se repartió una jugada después de salir el separador.
check-bj004-doc =
    Cuando aparece el separador, el crupier anuncia que la jugada en curso es la última del
    distribuidor («la jugada que está realizando es la última»). Una jugada (`round`) posterior a
    `cutcard out` (o al lugar del separador, contado desde `cutcard N`) y anterior a un
    nuevo `shoe` se señala, una vez por distribuidor, en su primera carta.

# BJ005 bj-wrong-deck-count
check-bj005-summary = El distribuidor se cargó con otro número de barajas que el del artículo.
check-bj005-doc =
    Al Black Jack se juega con seis barajas. Un `shoe decks=N` con otro N se señala; el
    distribuidor se cuenta entonces con las barajas que dice el registro.

# BJ006 bj-deal-order
check-bj006-summary = Se repartió una carta fuera del orden del artículo.
check-bj006-doc =
    El reparto es: una carta a cada mano empezando por la izquierda del crupier (la casilla 1), una
    al crupier, una segunda a cada mano en el mismo orden; el crupier tiene una sola carta hasta que
    los jugadores terminan, y solo pide cuando todas las manos han acabado. Una carta a otra mano
    que la que tiene el turno, o al crupier antes de tiempo, se señala una vez por jugada; las
    cartas de esa jugada ya no se juzgan (su dinero sí).

# BJ007 bj-unknown-hand
check-bj007-summary = Una línea nombra una mano que la jugada no tiene.
check-bj007-doc =
    Las manos de una jugada son `m1`…`mN` de las casillas con apuesta, sus manos separadas
    (`m3-1`, `m3-2`, …) una vez hechas, y `crupier`. Una carta o decisión para otra mano se
    informa, con la mano que se quiso decir si hay una parecida; las cartas de la jugada ya no se
    juzgan.

# BJ008 bj-card-face-down
check-bj008-summary = Se repartió una carta boca abajo.
check-bj008-doc =
    «Las cartas se distribuirán siempre con las caras hacia arriba»: una línea `deal` marcada
    `down` se señala (una vez por jugada). Las cartas quemadas pueden ir boca abajo.

# BJ009 hit-on-21-or-more
check-bj009-summary = Una mano con 21 o más pidió (o recibió) otra carta.
check-bj009-doc =
    «En ningún caso podrá pedir naipes suplementarios si ha obtenido ya una puntuación de 21 o
    más». Un 21 blando (un as contado como once) es una puntuación de 21: tampoco recibe carta,
    salvo que el `hit_on_soft_21` del artículo lo permita.

# BJ010 card-not-asked-for
check-bj010-summary = Una mano recibió una carta que nadie pidió.
check-bj010-doc =
    Tras sus dos primeras cartas una mano solo recibe carta cuando su jugador la pide, de una en
    una («pedir naipes complementarios, uno por uno»): una petición de carta (`hit`), un doble (`double`, una carta) o una
    separación (la segunda carta de la nueva mano). Cualquier otra carta se señala.
    Una línea `deal` que repite la anterior (misma mano, misma carta, nada entre ambas) se señala
    una vez como escrita dos veces, y la jugada se juzga sin la carta repetida.

# BJ011 hand-out-of-turn
check-bj011-summary = Una mano actuó después de que el juego la hubiera pasado.
check-bj011-doc =
    Cada mano sigue el orden normal («seguirá el orden normal de distribución y petición de
    cartas»): la casilla 1 primero, y las manos separadas de una casilla empezando por la más a la
    derecha del jugador. Una decisión o carta para una mano ya pasada se señala.

# BJ012 card-to-finished-hand
check-bj012-summary = Se dio una carta a una mano ya terminada.
check-bj012-doc =
    Una mano termina al plantarse, pasarse, recibir la única carta de su doble («no tendrá derecho
    más que a un solo naipe suplementario») o ser un as separado con su carta («no se le permitirá
    pedir más que un solo naipe por cada as»). Una carta o decisión posterior se señala.

# BJ013 bust-not-collected-at-once
check-bj013-summary = Las apuestas de una mano pasada no se recogieron antes de seguir el juego.
check-bj013-doc =
    «El crupier recogerá inmediatamente su apuesta y los naipes antes de pasar a la mano
    siguiente»: tras la carta que pasa una mano de 21, cada apuesta suya se recoge antes de
    cualquier carta o decisión de otra mano. Se informa en la línea en que el juego siguió.

# BJ014 dealer-drew-on-17
check-bj014-summary = El crupier pidió carta con 17 o más.
check-bj014-doc =
    «Al llegar a 17 puntos deberá plantarse»: el crupier se planta con 17 o más, contando un as
    como once siempre que así llegue a 17–21 (un 17 blando se planta, salvo el `dealer.hit_soft_17`
    del artículo). Una carta del crupier tras ese total se señala.

# BJ015 dealer-stood-below-17
check-bj015-summary = El crupier dejó de pedir con menos de 17.
check-bj015-doc =
    «Deberá pedir otros naipes hasta que el total de su puntuación alcance 17 o más»: una jugada
    cuyas liquidaciones empiezan (o que termina) con el crupier por debajo de 17 se señala.
    Valencia 2003 exime al crupier cuando todas las manos se han pasado.

# BJ016 double-not-allowed
check-bj016-summary = Una mano dobló donde el artículo no lo permite.
check-bj016-doc =
    Una mano puede doblar con sus dos primeras cartas si suman 9, 10 u 11 (el as vale uno), y en
    Valencia 2003 con un as y un 8 o un 9 (`double.totals`, `double.soft_pairs`); también las manos
    separadas (`double.after_split`), no los ases separados (`double.on_split_aces`).

# BJ017 double-wrong-amount
check-bj017-summary = Un doble añadió otro importe que la apuesta del jugador, o lo hizo un puesto sin apuesta en la mano.
check-bj017-doc =
    «Podrá doblar su apuesta»: cada `double MANO PUESTO IMPORTE` añade exactamente la apuesta de
    ese puesto en la mano, de modo que la apuesta se dobla.

# BJ018 split-not-allowed
check-bj018-summary = Una mano se separó donde el artículo no lo permite.
check-bj018-doc =
    Una mano se separa con sus dos primeras cartas del mismo valor («del mismo valor»: un rey y un
    diez también), y puede volver a separarse, hasta el límite del artículo (ninguno en 1979; seis
    pares por mano inicial en Valencia 2003, `split.max_pairs`, leído según `split.pairs_count`).

# BJ019 split-wrong-amount
check-bj019-summary = Una separación añadió otro importe que la apuesta inicial del jugador, o la hizo un puesto sin apuesta en la mano.
check-bj019-doc =
    «Deberá hacer una apuesta igual a la suya inicial en la otra carta»: cada `split MANO PUESTO
    IMPORTE` añade exactamente la apuesta de ese puesto en la mano.

# BJ020 insurance-not-allowed
check-bj020-summary = Se tomó un seguro donde el artículo no lo permite.
check-bj020-doc =
    El seguro solo se ofrece cuando la primera carta del crupier es un as, a los jugadores con
    apuesta en una mano, y se cierra al dar la primera carta tras el reparto («a partir de este
    momento, nadie podrá asegurarse»). Un `insure` fuera de ese momento, sobre una apuesta no
    hecha, o dos veces sobre una apuesta se señala.

# BJ021 insurance-over-half
check-bj021-summary = Un seguro supera la mitad de la apuesta original.
check-bj021-doc =
    El seguro es «una cantidad como máximo igual a la mitad de su apuesta primitiva»: como mucho la
    mitad de la apuesta del puesto en la mano antes de doblar o separar.

# BJ022 even-money-not-allowed
check-bj022-summary = Se tomó el pago a la par donde el artículo no lo permite.
check-bj022-doc =
    Valencia 2003: cuando la primera carta del crupier es un as, un jugador con Black-Jack puede
    pedir el pago a la par, que termina su jugada. Un `evenmoney` en otra mano, en otro momento
    (tras la segunda carta del crupier) o sobre una apuesta no hecha se señala; en una mesa cuyo
    artículo no lo tiene la línea es ajena al juego (S007).

# BJ023 bj-wrong-payout
check-bj023-summary = Una liquidación movió otro importe que el que dan las reglas.
check-bj023-doc =
    Las ganancias son 1 a 1, 3 a 2 un Black-Jack (dos cartas que suman 21, no tras separar), 2 a 1
    un seguro cuando el crupier hace Black-Jack, 1 a 1 menor/mayor y el pago a la par. Una
    recogida se lleva toda la apuesta (dobles y separaciones incluidos), una devolución la
    devuelve entera. Se juzga contra el resultado real de las cartas.

# BJ024 bj-settlement-contradicts-outcome
check-bj024-summary = Una apuesta se liquidó al revés de lo que dicen las cartas.
check-bj024-doc =
    Una mano de más de 21 pierde; si el crupier se pasa ganan todas las manos en pie; si no, gana
    la puntuación mayor, las iguales son nulas, y un Black-Jack gana a un 21 de más cartas. Pagar
    una perdedora, recoger una ganadora o devolver una apuesta que ganó o perdió se señala.

# BJ025 bj-unpaid-winner
check-bj025-summary = Una apuesta ganadora o nula nunca se pagó ni devolvió.
check-bj025-doc =
    Toda apuesta ganadora se paga y toda nula se devuelve antes de la jugada siguiente. Una apuesta
    sin liquidar se señala al final de la jugada.

# BJ026 bj-uncollected-loser
check-bj026-summary = Una apuesta perdedora nunca se recogió.
check-bj026-doc =
    Las apuestas perdedoras se recogen («recoger las apuestas perdedoras»). Una apuesta perdedora
    sin línea `collect` antes de la jugada siguiente se señala.

# BJ027 bj-duplicate-settlement
check-bj027-summary = Una apuesta se liquidó dos veces.
check-bj027-doc =
    Cada apuesta se liquida una vez: se paga (y se conserva), se recoge o se devuelve.

# BJ028 bj-settlement-without-bet
check-bj028-summary = Una liquidación nombra una apuesta que el puesto no hizo.
check-bj028-doc =
    Una línea `pay`, `collect` o `return` debe nombrar una apuesta de la jugada: la `mano N` del puesto (o
    sus manos separadas `mano N-K`), sus apuestas adicionales o su seguro `seguro N`.

# BJ029 bj-settlement-order
check-bj029-summary = Las manos se liquidaron fuera del orden de derecha a izquierda.
check-bj029-doc =
    Tras la puntuación del crupier, se recogen las perdedoras y se pagan las ganadoras «de derecha
    a izquierda»: desde la derecha del crupier, la casilla N primero, hasta la 1. Liquidar una
    casilla después de otra a su izquierda se señala (una vez por jugada). Las manos pasadas, las
    apuestas adicionales y el pago a la par se liquidan al ocurrir y no cuentan.

# BJ030 bj-settlement-before-outcome
check-bj030-summary = Una mano se liquidó antes de conocerse su resultado.
check-bj030-doc =
    Una mano plantada con 21 o menos se liquida tras la última carta del crupier; un seguro tras
    la segunda carta del crupier; menor/mayor tras la segunda carta de la casilla. Una liquidación
    anterior se señala.

# BJ031 bj-bet-below-minimum
check-bj031-summary = Una apuesta es inferior al mínimo de la mesa.
check-bj031-doc =
    Las apuestas se hacen «dentro de los límites del mínimo y máximo por casilla»: cada apuesta en
    una mano, y cada apuesta menor/mayor, es al menos el `min=` de la mesa.

# BJ032 bj-bet-above-maximum
check-bj032-summary = Una apuesta supera el máximo de la mesa.
check-bj032-doc =
    El máximo es 50, 100 o 200 veces el mínimo (el `max=` de la cabecera) y «se entiende por
    mano»: limita la apuesta de cada jugador en una mano (`limits.maximum_applies: per-bet`), o el
    total de la casilla donde el artículo lo diga (`per-box`).

# BJ033 too-many-bets-on-box
check-bj033-summary = Una casilla lleva más apuestas de las que permite el artículo.
check-bj033-doc =
    Valencia 2003: «En ningún caso el número de apuestas por plaza o casilla podrá exceder del
    número de cuatro». Se cuentan los apostantes de la casilla (sus apuestas `mano`) al cerrarse
    las apuestas.

# BJ034 box-not-on-table
check-bj034-summary = Una apuesta nombra una casilla que la mesa no tiene.
check-bj034-doc =
    La mesa tiene tantas casillas como dice `boxes=` en su cabecera (7; 7 o 9 en Valencia 2003),
    numeradas desde 1. Una apuesta en la casilla 0 o más allá de la última se señala.

# BJ035 bj-bet-after-first-card
check-bj035-summary = Se apostó después de empezar el reparto.
check-bj035-doc =
    Las apuestas se hacen «antes de distribuir las cartas»: una apuesta (`bet`) tras la primera carta de la
    jugada (o tras `nomore`) se señala; dobles, separaciones y seguros son las únicas apuestas
    posteriores.

# BJ036 bj-bet-not-in-catalogue
check-bj036-summary = Una clase de apuesta que el artículo no tiene.
check-bj036-doc =
    Una apuesta de Black Jack es `mano N`; Valencia 2003 añade `menor N`, `mayor N` y
    `progresivo N`. Otra clase, o una sin su casilla, se señala con la clase que se quiso decir
    si hay una parecida.

# BJ037 progressive-over-half-minimum
check-bj037-summary = Una apuesta al progresivo supera la mitad del mínimo de la mesa.
check-bj037-doc =
    Valencia 2003: «El importe de la apuesta del progresivo no puede ser superior a la mitad de la
    apuesta mínima de la mesa». Sus premios no están en el catálogo: su pago no se juzga.

# BJ038 bj-optional-lines-not-logged
check-bj038-summary = El registro omite líneas opcionales del distribuidor que una comprobación necesita, y esa comprobación no se hizo.
check-bj038-doc =
    La carga del distribuidor (`shoe decks=N`) y el lugar del separador (`cutcard N`) pueden
    faltar en un registro de Black Jack, pero entonces no pueden comprobarse el número de barajas y
    las cinco cartas apartadas (BJ005, BJ002), la reserva tras el separador ni una jugada
    posterior a él (BJ003, BJ004). En lugar de dar esas reglas por cumplidas, un aviso por fichero
    enumera las líneas nunca escritas y las comprobaciones no hechas, en la primera carta repartida
    (no tras una línea ilegible, que pudo ser una de ellas).

# BJ039 decided-by-non-controller
check-bj039-summary = Dobla o separa quien no manda en la casilla.
check-bj039-doc =
    «El jugador situado en primera línea delante de cada casilla será el que mande en la misma»
    (ambos artículos): la primera línea `bet` de la casilla es la de su jugador de primera línea,
    y a él le corresponde decidir doblar o separar; quien apuesta sobre su mano solo le sigue. En
    una casilla que una línea `vacant N` nombra, Valencia 2003 da el mando a «el de mayor apuesta
    o, en caso de igualdad, el de "mano" más cercana al cajetín» (`boxes.control`; 1979 no nombra
    a nadie, y ahí no se comprueba). Se señala la primera línea `double` o `split` de una mano
    cuando su puesto no es el que manda y la línea de este para la misma decisión no le sigue.

# BJ040 side-bet-without-hand
check-bj040-summary = Se apuesta a «menor o mayor de 13» en una casilla que no recibe mano.
check-bj040-doc =
    Valencia 2003: en «menor o mayor de 13» «el jugador apuesta sobre si el total de puntos de sus
    dos primeros naipes» es inferior o superior a trece. Una apuesta `menor N` o `mayor N` en una
    casilla sin apuesta `mano N` anterior a las cartas no tiene dos primeros naipes por los que
    juzgarse: se señala al empezar las cartas, y su liquidación no se juzga más.

# BJ041 bj-limits-changed-in-session
check-bj041-summary = Los límites de la mesa variaron durante la sesión donde las normas del artículo sobre su modificación lo prohíben.
check-bj041-doc =
    El artículo de Black Jack de 1979 aplica «las normas de la ruleta referentes a la posibilidad
    de modificar el mínimo y el máximo de las apuestas», y las de la ruleta de 1979 lo prohíben:
    «Durante el desarrollo de la sesión y una vez puesta en funcionamiento una mesa, el Casino no
    podrá variar el límite de apuesta de la misma». Una línea `limits` que cambia el mínimo o el
    máximo con la sesión abierta se señala, y los límites de la cabecera de la mesa siguen en
    vigor en las jugadas que la siguen. Valencia 2003, cuya ruleta permite el cambio, juzga las
    jugadas posteriores con los nuevos límites (`limits.change_during_session`).
# ---- treinta y cuarenta (TC001–TC022) ---------------------------------------------------------

# TC001 treinta-card-not-in-shoe
check-tc001-summary = Una carta sale del sabot más veces de las que el sabot la contiene (o después de su última carta).
check-tc001-doc =
    Un sabot de treinta y cuarenta son seis barajas francesas de 52 cartas (312): seis ejemplares
    de cada carta. Contando desde la última línea `shoe`, una carta vista por séptima vez, o
    cualquier carta después de la última del sabot, no puede haber salido de él. Cuentan las cartas
    servidas y las cinco últimas puestas en la mesa (`burn`); las cartas `??` cuentan solo para el
    total. La carta se da igualmente por servida.

# TC002 red-card-position
check-tc002-summary = La carta roja no se colocó delante de las cinco últimas cartas.
check-tc002-doc =
    «El crupier coloca una carta roja delante de las cinco últimas cartas del mazo»: una línea
    `cutcard N` debe indicar 5 cartas por debajo (el `shoe.cut_card_below` del artículo). El sabot
    se cuenta después con el número que da el registro.

# TC003 coup-after-red-card
check-tc003-summary = Se empezó una jugada después de aparecer la carta roja.
check-tc003-doc =
    La carta roja termina el sabot: «la aparición de esta carta roja determina la anulación del
    juego en curso», y las cinco últimas cartas se ponen boca abajo y se cuentan. Una jugada cuya
    línea `round` llega después de aparecer la carta roja (`cutcard out`, o contada desde
    `cutcard N`) se señala en su primera carta, una vez por sabot.

# TC004 treinta-wrong-deck-count
check-tc004-summary = Se cargó un sabot con otro número de barajas que las seis del artículo.
check-tc004-doc =
    «Se juega con seis barajas»: una línea `shoe decks=N` con N distinto de 6 se señala, y el
    sabot se cuenta con las barajas que dice el registro (un número razonable), para que un error
    de recuento no convierta en hallazgo cada carta posterior.

# TC005 row-deal-order
check-tc005-summary = Se dio una carta a la fila equivocada: a la roja antes de que la negra llegara a 31, o a una fila que ya había llegado.
check-tc005-doc =
    La colocación «comenzará necesariamente por la fila negra. Cuando el total alcance o sobrepase
    los 31 puntos, se iniciará la colocación de cartas en la fila roja»: la negra recibe todas las
    cartas hasta sumar 31 o más, luego la roja hasta lo mismo; ninguna fila recibe carta después de
    llegar a 31. Una carta a la roja con la negra corta, o a una fila que ya está en 31 o más, se
    señala una vez. Qué carta era para qué fila deja de saberse: las cartas de la jugada no se
    juzgan más, y su dinero sigue el anuncio del crupier (`points`), o no se juzga sin él.

# TC006 treinta-coup-incomplete
check-tc006-summary = Una jugada terminó (o se anunció) con una fila por debajo de 31.
check-tc006-doc =
    «Se distribuirán cartas hasta que se obtenga por cada fila una puntuación comprendida entre
    treinta y cuarenta»: las dos filas deben llegar a 31 o más. Una jugada cuyo anuncio (`points`)
    llega, o que termina (la siguiente `round`, el cierre de la sesión, el final del registro), con
    una fila por debajo de 31 —o con posturas y ninguna carta— se señala una vez; sus
    liquidaciones no se juzgan, porque no tiene resultado.

# TC007 unknown-row
check-tc007-summary = Se dio una carta a una fila que el juego no tiene.
check-tc007-doc =
    Las filas son `negra` y `roja` (las `rows` del artículo). Una línea `deal` que nombra otra
    recibe un «quizá quiso decir»; las cartas de la jugada no se juzgan más, y su dinero sigue el
    anuncio del crupier.

# TC008 wrong-points
check-tc008-summary = Los puntos que anunció el crupier no son los totales de las filas.
check-tc008-doc =
    «El crupier anuncia en voz alta la puntuación de cada fila»: una línea `points N M` da los
    totales anunciados de la negra y la roja; se comparan con las cartas (el as 1, las figuras 10,
    las demás su valor nominal). Las liquidaciones se juzgan por las cartas, no por el anuncio;
    una liquidada según el anuncio erróneo es su consecuencia, una etiqueta de este hallazgo y no
    otro (una liquidación que no da ninguno de los dos se señala aparte, TC014).

# TC009 treinta-bet-not-in-catalogue
check-tc009-summary = Una apuesta a algo distinto de las cuatro suertes (rojo, negro, color, inverso).
check-tc009-doc =
    «Los jugadores no pueden hacer uso más que de las combinaciones siguientes»: rojo o negro,
    color o inverso. Una línea `bet` a cualquier otra palabra se señala con un «quizá quiso decir» y
    se ignora; su liquidación, si la hay, no se vuelve a señalar.

# TC010 treinta-bet-below-minimum
check-tc010-summary = Una postura por debajo del mínimo de la mesa.
check-tc010-doc =
    El mínimo es el de la autorización (el `min=` de la cabecera). La postura de cada asiento en
    una suerte, tal como queda al cerrarse las apuestas («no va más» o la primera carta de la
    jugada), debe alcanzarlo.

# TC011 treinta-bet-above-maximum
check-tc011-summary = La postura de un jugador en una suerte por encima del máximo, mil veces el mínimo.
check-tc011-doc =
    «El máximo será igual a mil veces el mínimo establecido»: las posturas de un asiento en una
    suerte dentro de una jugada se suman, y se señala la primera línea `bet` que las lleva por
    encima del máximo. El máximo vale para cada jugador, nunca para la suma de varios.

# TC012 treinta-bet-after-no-more
check-tc012-summary = Una apuesta hecha después de cerrarse las apuestas de la jugada.
check-tc012-doc =
    Las apuestas se hacen antes del «no va más» y antes de colocar la primera carta en la mesa.
    Una línea `bet` posterior se señala una vez por jugada, y se juzga tal como la registra el
    registro.

# TC013 wrong-insurance
check-tc013-summary = El seguro del 1 % contra el refait no se depositó como dice el artículo.
check-tc013-doc =
    «… mediante el depósito de 1 por 100 del importe de la apuesta efectuado en el momento de la
    postura»: una línea `insure ASIENTO APUESTA IMPORTE` debe ser de una postura de la jugada, antes
    de cerrarse las apuestas, del 1 % de la postura (`insurance.percent`, redondeado como dice
    `insurance.rounding`, hacia arriba por defecto), en una postura de al menos
    `insurance.threshold_minimums` mínimos (la frase está truncada: «las apuestas iguales o
    superiores» a qué, no lo dice; por defecto toda postura). Un depósito tardío se toma igualmente
    por hecho.

# TC014 treinta-wrong-settlement
check-tc014-summary = Una línea de liquidación contradice el resultado de la jugada, o paga un importe equivocado.
check-tc014-doc =
    Cada postura se juzga por lo que dan las cartas (por el anuncio del crupier solo cuando las
    cartas no pueden decirlo): las suertes ganadoras cobran a la par («reciben el equivalente de su
    apuesta»), las perdedoras se retiran; en un empate distinto de 31 se devuelven todas; en la
    carta roja se devuelven las del juego en curso; en el refait (31–31) rige el sistema del cero de
    la ruleta: media postura devuelta y media retirada, o nada, quedando la postura en prisión
    (`choose ASIENTO APUESTA half|prison` registra la opción; una postura asegurada se liquida como
    dice `insurance.on_refait`). Las presas se liberan (`release`) cuando gana su suerte, con la
    postura inicial o su valor residual (`refait.release_amount`), se retiran cuando pierde, siguen
    presas en una jugada nula, y en otro refait tienen de nuevo la opción. El depósito del 1 % es de
    la casa, que lo retira. Se señala la línea que no encaja en nada de esto; esa postura ya no se
    juzga más.

# TC015 treinta-unsettled-bet
check-tc015-summary = Una postura (o una presa, o un depósito del 1 %) no se liquidó al terminar su jugada.
check-tc015-doc =
    Al terminar una jugada decidida (la siguiente `round`, el cierre de la sesión, el final del
    registro), cada una de sus posturas debe tener las líneas que exige su resultado (TC014), cada
    presa las de su liberación o pérdida, y cada depósito del 1 % su cobro (`collect`). En el refait una
    postura sin línea quedó en prisión, que no necesita ninguna. Se señala lo que falta, con las
    líneas esperadas.

# TC016 treinta-losers-not-first
check-tc016-summary = Se retiró una postura perdedora después de pagarse una ganadora.
check-tc016-doc =
    «Sólo después de haber sido retiradas las posturas perdedoras podrá procederse al pago de las
    apuestas ganadoras»: un cobro (`collect`) de una postura perdedora después de un pago (`pay`) de la jugada se
    señala, una vez por jugada.

# TC017 treinta-payment-order
check-tc017-summary = Se pagó negro o rojo antes que color o inverso.
check-tc017-doc =
    El pago se hace «suerte por suerte, comenzando siempre por color o inverso y después negro y
    rojo»: un pago (`pay`) a color o inverso después de un pago (`pay`) a negro o rojo de la misma jugada se
    señala (el orden sigue desde él). El orden dentro de una suerte («por las apuestas más alejadas
    del crupier») necesita el lugar de los asientos, que ningún registro muestra.

# TC018 coup-not-voided-by-red-card
check-tc018-summary = Se dio una carta después de aparecer la carta roja: el juego en curso es nulo.
check-tc018-doc =
    «La aparición de esta carta roja determina la anulación del juego en curso»: cuando la carta
    roja sale (`cutcard out`, o contada desde `cutcard N`: está delante de las cinco últimas cartas)
    antes de completarse las filas, la jugada es nula y se devuelven todas las posturas. Una carta
    dada después en esa jugada se señala una vez; el dinero de la jugada se juzga como nulo.

# TC019 treinta-settlement-without-bet
check-tc019-summary = Una liquidación de una apuesta que no tiene postura en la jugada.
check-tc019-doc =
    Una línea `collect`, `pay`, `return` o `release` nombra un asiento y una suerte (con `prison`
    delante para una presa, `seguro` para el depósito del 1 %); si la jugada no tiene tal postura
    (ni presa, ni depósito) la línea se señala, con un «quizá quiso decir» para una palabra mal
    escrita.

# TC020 choice-without-refait
check-tc020-summary = Una opción de mitad o prisión donde la jugada no da ninguna.
check-tc020-doc =
    La opción de mitad devuelta o prisión («las mismas disposiciones que regulan el sistema del
    cero en la ruleta») solo existe en el refait, 31–31, para una postura sin el seguro del 1 % (o
    una presa). Se señala una línea `choose` con otro resultado, antes de decidirse la jugada, para
    una postura que no existe o está asegurada, o una segunda para la misma postura.

# TC021 card-face-down
check-tc021-summary = Una carta de las filas se dio boca abajo.
check-tc021-doc =
    Las cartas se colocan sobre la mesa «en forma descubierta»: una línea `deal` marcada `down`
    se señala, una vez por jugada. Un registro que no escribe el lado no se juzga.

# TC022 red-card-out-of-place
check-tc022-summary = La carta roja apareció donde la cuenta del sabot dice que no puede estar.
check-tc022-doc =
    «El crupier coloca una carta roja delante de las cinco últimas cartas del mazo. La aparición de
    esta carta roja determina la anulación del juego en curso»: la carta roja aparece cuando han
    salido todas las cartas que tiene encima, con las N cartas de la línea `cutcard N` por salir;
    sin esa línea, con las cinco del artículo (`shoe.cut_card_below`). Cuando el sabot está contado
    (una línea `shoe` y ninguna línea del sabot ilegible), un `cutcard out` con otro número de
    cartas por salir se señala y no se toma en cuenta: la jugada se juzga como si la carta roja no
    hubiera aparecido, pues de lo contrario el crupier podría anular cualquier jugada.

# TC023 left-in-prison-at-close
check-tc023-summary = Una postura quedó en prisión al cierre de la sesión.
check-tc023-doc =
    El refait sigue el sistema del cero de la ruleta, cuyo «cuando el cero sale en la última jugada
    de la sesión, el jugador viene obligado a aceptar el reintegro de la mitad, de la cuarta parte
    …» no deja nada en prisión al terminar la sesión. En la última jugada de la sesión (la anterior
    a `session close`), un refait da el reintegro que el artículo impone
    (`refait.last_coup_refund`: ½ de la puesta inicial en su primer refait, ¼ en el segundo, …; sin
    él, las opciones con la prisión sustituida por la liquidación al cierre), y una presa que la
    última jugada deja retenida (un empate nulo, la carta roja) recibe lo que dice
    `refait.prisoner_at_close` (por defecto: su valor residual devuelto y el resto retirado). Se
    señala, una vez y citando la regla de la última jugada, una postura o presa sin línea de
    liquidación en ella, o con un `choose … prison`.

# TC024 settlement-before-cards
check-tc024-summary = Se liquidó una postura antes de darse ninguna carta de su jugada.
check-tc024-doc =
    «A continuación el croupier anuncia en voz alta la puntuación de cada fila y las suertes
    ganadoras … se procederá al pago de las apuestas ganadoras»: el dinero sigue a las filas. Se
    señala una vez por jugada una línea `pay`, `collect`, `return` o `release` escrita en una
    jugada antes de su primera carta (salvo el cobro (`collect`) del depósito del 1 %, hecho con la
    postura), y la postura que liquida no se juzga más. Una línea escrita tras algunas cartas y
    antes de completarse las filas se juzga cuando la jugada se decide.
# CR001 dice-bet-not-in-article
check-cr001-summary = Una apuesta que el artículo no tiene: una clase desconocida, o un número al que no se juega su clase.
check-cr001-doc =
    «Los jugadores no podrán hacer uso más que de las siguientes clases de suertes»: una línea
    `bet` (o una liquidación o retirada) que nombra una suerte que el artículo no recoge, o un
    hard way, Big, craps o apuesta a un número sobre un número al que no se juega (`hard 5`,
    `right 3`), se señala y la apuesta se rechaza; sus liquidaciones no se vuelven a señalar. Si
    las apuestas a un número pueden hacerse al 8, que la lista del artículo omite, lo dice
    `place_eight` del catálogo (por defecto, sí).

# CR002 dice-bet-out-of-turn
check-cr002-summary = Una apuesta hecha cuando el artículo no lo permite: Win o Don't Win con punto, un Come en la primera tirada, una asociada sin punto establecido.
check-cr002-doc =
    El Win y el Don't Win «se juega a la primera tirada»: uno hecho con punto se señala. El Come
    y el Don't Come «en cualquier momento después de la primera tirada»: uno hecho sin punto se
    señala. Las suertes asociadas «sólo pueden jugarse cuando la suerte simple correspondiente,
    cuyo punto es conocido, ha sido ya apostada»: una asociada sin esa suerte del puesto se
    señala. La apuesta se rechaza; sus liquidaciones no se vuelven a señalar.

# CR003 dice-bet-after-no-more
check-cr003-summary = Una apuesta hecha después de «ya no va más».
check-cr003-doc =
    «No podrán hacerse apuestas después del "ya no va más"»: una línea `bet` después del
    `nomore` de la jugada (o de su tirada) se señala una vez por jugada, y se juzga tal como la
    registra el registro.

# CR004 dice-bet-above-maximum
check-cr004-summary = Una postura por encima de su máximo: el de las suertes sencillas, el de las múltiples, o el de las apuestas a un número.
check-cr004-doc =
    El máximo de las sencillas es `max=` de la cabecera por el mínimo (de 100 a 1.000, «no podrá
    ser inferior a 100 veces ni superior a 1.000 veces del mínimo»). El de una suerte múltiple
    es la postura cuya ganancia es `max-multiple=` (de 1 a 3) veces la del máximo de las
    sencillas, redondeada al céntimo por abajo. El de una apuesta a un número a ganar es el
    máximo de las sencillas al 4, 5, 9 y 10 y el 120 % al 6 y 8; el de una a perder, el 125 %,
    el 160 % o el 220 %. Lo apostado por un puesto a una apuesta se suma; se señala la primera
    línea que lo pasa.

# CR005 odds-above-maximum
check-cr005-summary = Una suerte asociada por encima de su máximo, que depende de la suerte sencilla tras la que está.
check-cr005-doc =
    Tras el Win y el Come la asociada puede ser como máximo «el importe de las apuestas
    efectivamente hechas sobre las suertes sencillas correspondientes»; tras el Don't Win y el
    Don't Come, el 200 % de ese importe al 4 y 10, el 150 % al 5 y 9, el 120 % al 6 y 8. Se
    señala la primera línea que pasa el máximo, con la suerte sencilla marcada.

# CR006 dice-settled-against-the-dice
check-cr006-summary = Una apuesta liquidada de otro modo que como la decidieron los dados: al revés, o en una tirada que no la decidió.
check-cr006-doc =
    Cada tirada decide exactamente las apuestas que deciden sus dados (las reglas del artículo
    para cada suerte, con el punto que dan los dados, nunca la placa): las de una tirada en cada
    tirada, las demás cuando sale su número o el 7. Un pago (`pay`) de una apuesta que los dados
    hicieron perder, un cobro (`collect`) de una que hicieron ganar, una devolución (`return`) que no sea el 12 de las
    Don't en su primera tirada, o cualquier liquidación de una apuesta que la tirada dejó en
    juego, se señala: un hallazgo por apuesta.

# CR007 dice-payout-off-ratio
check-cr007-summary = Una apuesta ganadora pagada con otra proporción, o una perdedora o nula liquidada por otro importe que lo apostado.
check-cr007-doc =
    Una línea `pay` lleva la ganancia: lo apostado por la proporción del artículo («a la par»,
    «se paga N veces la apuesta», «X por Y»), redondeado como dice `rounding` (por abajo por
    defecto). Cómo se leen las «N veces» lo dice `veces` del catálogo (por defecto, N a 1). Una línea
    `collect` o `return` mueve todo lo apostado.

# CR008 dice-unsettled-bet
check-cr008-summary = Una apuesta que la tirada decidió y ninguna línea liquidó.
check-cr008-doc =
    Al acabar una jugada, cada apuesta que decidió su tirada debe haberse liquidado en ella,
    después de la tirada: una apuesta decidida sin `pay`, `collect` ni `return` se señala una
    vez, en su línea, y su liquidación en una jugada posterior no se vuelve a señalar.

# CR009 dice-settlement-without-bet
check-cr009-summary = La liquidación de una apuesta que el puesto no tiene.
check-cr009-doc =
    Una línea `pay`, `collect` o `return` de una suerte del artículo que el puesto no ha apostado (o
    que ya se liquidó) se señala.

# CR010 shooter-change-not-allowed
check-cr010-summary = Los dados cambiaron de mano de otro modo que como dice el artículo, se lanzaron sin tirador o volvió a lanzarlos el tirador que acababa de perder con el 7.
check-cr010-doc =
    «Los dados cambian de mano cuando sale el 7, que hace perder»; «si un jugador rehusa los
    dados pasarán al jugador siguiente»; el jefe de mesa puede privar a un jugador de su derecho
    a tirar. Una línea `shooter` tras una tirada que no fue el siete que hace perder, sin
    `refusal` ni `barred`, se señala, como un motivo `seven-out` que la última tirada no fue;
    también una tirada antes de toda línea `shooter`, o del tirador que acaba de perder con el
    7. Se rehúsan los dados ofrecidos: un rehúse (`refusal`) con un punto establecido se señala también,
    salvo que el catálogo lo admita (`throw.refusal_during_point: allowed`).

# CR011 shooter-without-line-bet
check-cr011-summary = El tirador lanzó sin apuesta sobre el Win ni sobre el Don't Win.
check-cr011-doc =
    «El jugador que tira los dados deberá apostar sobre el Win o sobre el Don't Win antes de
    lanzarlos»: una tirada cuyo tirador no tiene ninguna de las dos en la mesa se señala, una
    vez por turno de tirador.

# CR012 null-throw-settled
check-cr012-summary = Una apuesta liquidada en una tirada declarada nula.
check-cr012-doc =
    Una tirada nula no decide ni liquida nada; el tirador vuelve a lanzar en la misma jugada.
    Una liquidación tras una «tirada nula» (`void`), antes de repetir la tirada, se señala, como una línea `void`
    escrita después de liquidar las apuestas de la tirada.

# CR013 second-throw-in-round
check-cr013-summary = Una segunda tirada en la jugada sin «tirada nula» entre ambas.
check-cr013-doc =
    El tirador lanza «inmediatamente después del anuncio de "ya no va más"»: una tirada por
    jugada, y otra solo tras una «tirada nula» (`void`). Una segunda línea `roll` se señala en otro caso. Justo
    tras la primera (sin más que la placa entre ambas), no se toma: la primera decide la
    jugada; con otros dados, el estado de la mesa queda en duda (puede faltar una «tirada nula» (`void`)) hasta
    un 7. Tras las liquidaciones de la primera o las apuestas siguientes, lo que falta es
    probablemente la línea `round` de la jugada: la tirada se señala y se sigue, y sus dados
    deciden las apuestas.

# CR014 takedown-not-allowed
check-cr014-summary = Una apuesta retirada que el artículo no deja retirar, o retirada después de «ya no va más», por más de lo apostado, o que no está en la mesa.
check-cr014-doc =
    «Las apuestas colocadas sobre Win no pueden ser retiradas»; los Big 6 y 8, los hard ways,
    las asociadas y las apuestas a un número pueden retirarse en las tiradas que no las deciden
    (`take_down` del catálogo), es decir, antes de «ya no va más». Un `takedown` de otra
    apuesta, después de `nomore`, por más de lo apostado, o de una apuesta que el puesto no
    tiene, se señala.

# CR015 point-plaque-wrong
check-cr015-summary = La placa del punto no coincide con los dados.
check-cr015-doc =
    El crupier marca el punto con una placa tras la tirada que lo establece y la apaga tras la
    que lo decide. Una línea `point` se juzga contra el punto de los dados: una placa en otro
    número, encendida tras hacerse el punto o salir el 7, o apagada con punto, se señala. Las
    apuestas se juzgan por los dados, no por la placa.

# CR016 dice-change-during-point
check-cr016-summary = Se cambiaron los dados con el punto establecido, sin que cayera un dado de la mesa ni lo ordenara el jefe de mesa.
check-cr016-doc =
    El tirador puede pedir otros dados antes de lanzar, «pero no podrá hacerlo durante la serie
    de lanzamientos precisos para alcanzar el número designado como punto, salvo en el caso de
    que un dado salte fuera de la mesa»: una línea `dice shooter` con punto se señala; también
    un `dice lost-die` durante el punto sin una tirada declarada nula por un dado fuera de la
    mesa desde la última (`void off-table`, el `lost_die_void` del catálogo), y un `dice
    new-set` durante el punto, pues el juego nuevo llega «al término de la misma», decidido el
    punto. El cambio que ordena el jefe de mesa (`dice chief`) se permite en cualquier momento.

# CR017 void-reason-not-in-article
check-cr017-summary = Una «tirada nula» por un motivo que el artículo no da.
check-cr017-doc =
    El stickman declara nula la tirada cuando los dados se rompen, se superponen, se montan
    sobre una ficha, caen de la mesa o encima de su borde, caen en el cesto de los dados de
    reserva, o no se lanzan como dice el artículo: `void_reasons` del catálogo. Un `void` con
    otra palabra se señala, con un «quiso decir»; la tirada se toma igualmente por nula.
# BG001 bingo-card-shape
check-bg001-summary = Un cartón que no es de bingo: no tiene 15 números distintos del 1 al 90 en 3 líneas de 5 y 9 columnas.
check-bg001-doc =
    «Cartones o tarjetas integradas por 15 números distintos entre sí, y distribuidos en tres líneas
    horizontales de cinco números cada una y en nueve columnas verticales … sin que nunca haya una
    columna sin número». Se juzga cada línea `card`: tres líneas de cinco, quince números distintos
    del 1 al 90, ninguna línea con dos números en una columna y ninguna columna vacía (columnas por
    decenas, el `card.column_of` del artículo). También se señala un cartón escrito dos veces. Los
    cantos de un cartón mal formado no se juzgan.

# BG002 ball-out-of-range
check-bg002-summary = Una bola fuera del 1 al 90.
check-bg002-doc =
    «Una lotería jugada sobre 90 números, del 1 al 90 inclusive»: cada bola de una línea `ball` es
    uno de ellos.

# BG003 ball-drawn-twice
check-bg003-summary = Una bola extraída dos veces en una partida.
check-bg003-doc =
    Las 90 bolas se extraen sin reposición: un número ya extraído en la partida no puede volver a
    salir. Se señala la segunda extracción, que no se cuenta como extracción; las demás bolas de la
    misma línea `ball` extraídas de nuevo (una línea escrita dos veces) son etiquetas de ese hallazgo.

# BG004 claim-not-complete
check-bg004-summary = Una línea o un bingo dados por buenos, o pagados, que las bolas extraídas no completaban.
check-bg004-doc =
    La línea se forma «cuando hayan sido extraídos todos los números que la integran», el bingo
    cuando lo han sido los quince. Un `claim … good` se juzga por la línea `card` del cartón y las
    bolas extraídas antes; un canto dado por bueno que las bolas no completan se señala en el canto,
    y un pago (`pay`) de un premio que el cartón no ganó, en el pago (una sola vez: el pago de un canto ya
    señalado es su consecuencia). Tras un canto así la extracción de la partida queda en duda (puede
    faltar una línea `ball`): los cantos posteriores dados por buenos que las bolas no completan son
    etiquetas del primero, y no se juzga la parte de un premio ganado en su bola.

# BG005 prize-after-earlier-winner
check-bg005-summary = Una línea o un bingo dados a un canto en una bola posterior a un canto correcto anterior.
check-bg005-doc =
    La línea gana «siempre y cuando no haya sido cantada correctamente por otro jugador durante la
    extracción de las bolas anteriores»: ganan los cantos correctos de la primera bola que tiene
    alguno. Se señala el canto de una bola posterior dado por bueno o pagado.

# BG006 winning-claim-not-paid
check-bg006-summary = Un canto ganador dado por erróneo, o no pagado.
check-bg006-doc =
    Deciden los cartones, no la comprobación: un canto que las bolas completan, en la primera bola
    con un canto correcto, gana su premio. Dado por erróneo (`bad`), se señala en el canto; dado por
    bueno y nunca pagado (ninguna línea `pay` del cartón y el premio antes de juzgar la partida), se
    señala al terminar la partida; la primera partida de cartones dobles se juzga al terminar la
    segunda, en la que la partida se reanuda y aún pueden pagarse sus premios.

# BG007 prize-share
check-bg007-summary = Un premio pagado por un importe distinto de su parte: el premio entre los cartones ganadores.
check-bg007-doc =
    «La aparición de más de una combinación ganadora determinará la distribución proporcional de
    los premios»: un premio es el porcentaje de la cabecera sobre la venta de la partida, repartido
    a partes iguales entre los cartones ganadores (`sharing.split: per-card`, cada parte redondeada
    según `sharing.rounding`). Se señala un pago (`pay`) de otro importe, o un segundo pago del mismo premio.

# BG008 play-after-partida-end
check-bg008-summary = Una bola, un canto o un premio después de terminada la partida (un bingo comprobado, o su anulación).
check-bg008-doc =
    «En caso de ser la verificación de éste positiva, se dará por finalizada la partida»: tras un
    bingo correcto dado por bueno no puede seguir ninguna bola ni ningún canto; tras una línea
    `void` (la partida anulada, devuelto el importe de sus cartones), ninguna bola, canto ni premio.
    Se señala una vez por partida.

# BG009 prizes-not-percentages
check-bg009-summary = Los premios no se anunciaron antes de la extracción, o no son los porcentajes de la cabecera sobre la venta de la partida.
check-bg009-doc =
    Tras la venta el Jefe de Mesa anuncia «el importe de los premios de línea y bingo». Son los
    porcentajes de la autorización (`line-pct=` y `bingo-pct=` de la cabecera) sobre la venta: los
    cartones vendidos por su valor facial (la mitad de un cartón doble cuenta en cada una de sus dos
    partidas), redondeados según `prizes.rounding`. En el acumulativo, el premio cuyo acumulado ha
    llegado a su tope es el porcentaje mayor del artículo (el 10 % y el 60 %). Una extracción que
    empieza sin línea `prizes` (sin el anuncio) se señala en su primera bola, salvo si una línea de
    la partida no se pudo leer (M001), que pudo ser esa, o si la partida no tiene venta propia
    (segunda partida de cartones dobles).

# BG010 card-not-in-play
check-bg010-summary = Un canto con un cartón no vendido para la partida, o una venta fuera de una serie anunciada.
check-bg010-doc =
    «Los cartones sólo serán válidos para una partida»; un cartón doble, para dos partidas
    consecutivas. Se señala el canto con un cartón no vendido en la partida (ni cartón doble vendido
    en la anterior), o sin línea `card`; también una línea `sold` de una serie no anunciada en la
    partida, o de números que pasan del tamaño de la serie, o que vende otra vez un cartón doble
    cuya segunda parte juega en la partida (traída de su venta), o un cartón vendido para una
    partida anterior ya terminada (se cuenta en la venta, no en juego: un canto con él en la partida
    es una etiqueta). Un cartón sin línea `card` se señala una vez (sus cantos posteriores son
    etiquetas), y ninguna tras una línea ilegible (M001), que pudo ser la suya; la parte de un
    premio ganado en la bola de su canto y, en el acumulativo, los saldos de los acumulados hasta la
    siguiente línea `jackpot` quedan en duda y no se juzgan.

# BG011 jackpot-award
check-bg011-summary = Un acumulado pagado en una bola posterior a la escala o al máximo anunciado, no pagado cuando se ganó, o mal pagado.
check-bg011-doc =
    El premio adicional del acumulativo es para los ganadores de la línea o el bingo ordinarios «en
    una bola cuya extracción sea igual o inferior» a la de la escala para los cartones vendidos (8
    para la línea; 41, 40 o 39 para el bingo), o al número de bola máximo anunciado si es menor. Es
    el 80 % del saldo, con la dotación de la partida, repartido por cartón ganador. Se señala un
    `pay … jackpot-line` o `jackpot-bingo` no ganado o de otro importe, y un acumulado ganado y no
    pagado.

# BG012 jackpot-funding
check-bg012-summary = La dotación de una partida a los acumulados no es el 0,5 % y el 2,5 % de su venta (ninguna pasado el tope).
check-bg012-doc =
    «Deducir en cada jugada el 3% del importe total de cartones vendidos en cada partida,
    correspondiendo el 0'5% al premio acumulado de la línea y el 2'5% al del bingo»; cuando un
    acumulado llega a su tope (dos y diez millones de pesetas, convertidos a 166,386 en una mesa en
    euros) su deducción cesa. Una línea `fund` se compara con estas deducciones.

# BG013 jackpot-balance
check-bg013-summary = El saldo de un acumulado no es el que dejan las dotaciones, los premios y la detracción del 20 %.
check-bg013-doc =
    veedor sigue los acumulados desde la primera línea `jackpot`: suma la dotación de cada partida,
    y el acumulado ganado deja el 20 % de su saldo como primera dotación del siguiente («de la que se
    deducirá el 20%, cantidad que pasará a ser la primera dotación del próximo premio»). Una línea
    `jackpot` posterior (las cifras del Libro de Actas) se compara con ello; tras un hallazgo se
    sigue la cifra del registro. Donde el registro los deja sin conocer (una línea ilegible, una
    venta que no se pudo contar, un canto dado por bueno que no se puede juzgar), los saldos se
    toman de nuevo de la siguiente línea `jackpot`.

# BG014 maxball-above-scale
check-bg014-summary = El número de bola máximo anunciado pasa de la escala para los cartones vendidos, o no se anunció.
check-bg014-doc =
    El Jefe de Mesa anuncia «el número de bola máximo, según su orden de extracción, no superior a
    la establecida en la escala»: `maxball=` (y `maxball-line=` si se escribe) no puede pasar de la
    bola de la escala para los cartones vendidos.

# BG015 jackpot-announced
check-bg015-summary = Los premios acumulados anunciados no son el 80 % de los saldos, o no se anunciaron.
check-bg015-doc =
    El anuncio incluye «el importe de los premios de Línea, Bingo, Línea y Bingo Acumulativos»:
    `jackpot-line=` y `jackpot-bingo=` son lo que pagaría ganarlos en la partida, el 80 % del saldo
    tras la dotación de la partida (todo el de la línea si el artículo solo detrae del acumulado del
    bingo).

# BG016 bingo-not-a-prize
check-bg016-summary = Una línea de dinero en una mesa de bingo que no es un premio pagado.
check-bg016-doc =
    Los jugadores compran cartones; el único dinero que mueve el registro son los premios (`pay
    CARTÓN PREMIO IMPORTE`, con el premio `line`, `bingo`, `jackpot-line` o `jackpot-bingo`). Se
    señala una línea `bet`, `collect`, `return` o `release`, o un pago (`pay`) de otro premio (con un
    «quizá quiso decir»).

# BG017 series-forgotten
check-bg017-summary = La sesión nombró más series de las que la comprobación recuerda: no se señala un cartón de una serie olvidada vendido o declarado de nuevo.
check-bg017-doc =
    Un cartón vale para una partida (uno doble, para sus dos): la comprobación recuerda los
    cartones cuyas partidas terminaron, por series, para señalar un cartón vendido o declarado
    de nuevo por tarde que sea en la sesión (BG010, BG001). Para que su memoria no crezca en una
    sesión de cualquier longitud, recuerda las últimas `play.bingo.series_remembered` series
    nombradas (65.536 por omisión, muchas más de las que nombra una sesión de una sala de bingo):
    nombrar una más olvida la nombrada hace más tiempo (nunca una con un cartón declarado y aún
    no jugado, ni una de la partida en curso o de la anterior). Un cartón de una serie olvidada,
    vendido o declarado de nuevo, ya no se reconoce como tal. Este aviso lo dice una vez por
    mesa, en la línea que nombró la serie que pasa de la ventana, en lugar de dejar pasar esas
    comprobaciones en silencio.

# ---- póquer sin descarte (PS001–PS023) ---------------------------------------------------------

# PS001 poker-card-not-in-deck
check-ps001-summary = Una carta que no es de la baraja, o repartida dos veces en la jugada.
check-ps001-doc =
    El póquer sin descarte se juega con una baraja francesa de 52 cartas por jugada. Una carta
    escrita `??`, o ya repartida a alguna mano de la jugada (una casilla o la banca), no puede salir
    de esa baraja.

# PS002 poker-ante-below-minimum
check-ps002-summary = Una postura inicial por debajo del mínimo de la mesa.
check-ps002-doc =
    Cada `bet SEAT inicial BOX AMOUNT` debe ser al menos el `min=` de la cabecera.

# PS003 poker-box-above-maximum
check-ps003-summary = Las posturas iniciales de una casilla por encima del máximo por casilla.
check-ps003-doc =
    El máximo por casilla es `max=` veces el mínimo. Por defecto (A-PSD-5, `maximum_covers` del
    artículo) cuenta la suma de las posturas iniciales de todos los apostantes de la casilla; la
    segunda apuesta, obligada al doble de la inicial, no cuenta.

# PS004 poker-too-many-bets-on-box
check-ps004-summary = Más de cuatro apuestas en una casilla.
check-ps004-doc =
    Una casilla admite como máximo cuatro apuestas (`max_bets` del artículo), incluida la del
    jugador sentado; se señala cada postura inicial que pase de ahí.

# PS005 poker-bet-after-no-more
check-ps005-summary = Una apuesta después del «no va más», o una carta repartida antes.
check-ps005-doc =
    Las posturas iniciales se hacen antes de la distribución; el crupier las cierra con el «no va
    más» (`nomore`) y después reparte. Una línea `bet` después de `nomore`, o una `deal` antes,
    rompe ese orden.

# PS006 poker-deal-order
check-ps006-summary = La distribución fuera de orden.
check-ps006-doc =
    Las cartas se reparten de una en una a cada casilla con apuesta, desde la izquierda del crupier
    (de la casilla 1 en adelante), la banca la última, en cinco vueltas; con sabot automático
    (`sabot=auto`, solo en Valencia), de cinco en cinco a cada mano en el mismo orden. Una carta
    fuera de ese orden, a una casilla sin apuesta, o `sabot=auto` en un artículo que no lo prevé, se
    señala una vez por jugada.

# PS007 poker-misdeal-not-annulled
check-ps007-summary = Un error de distribución y la jugada seguida, no anulada.
check-ps007-doc =
    Cualquier error en el número de cartas (una mano con otra cantidad que cinco) o la aparición
    indebida de una carta descubierta (una carta de casilla descubierta, una de la banca descubierta
    que no sea la última, o la última tapada) anula toda la jugada: el registro debe escribir `void`
    y devolver todas las apuestas. Si la jugada sigue con decisiones o liquidaciones se señala una
    vez y sus liquidaciones no se juzgan.

# PS008 poker-void-not-returned
check-ps008-summary = Tras una anulación, una apuesta no devuelta íntegra.
check-ps008-doc =
    Tras `void`, cada apuesta de la jugada (posturas iniciales, segundas apuestas, posturas del
    carrusel) se devuelve íntegra con una línea `return` y nada más (A-PSD-7).

# PS009 poker-decision-not-the-box
check-ps009-summary = La decisión de un apostante que no es la de la casilla.
check-ps009-doc =
    El jugador sentado decide por todos los de su casilla (A-PSD-8): la primera línea `call` de una
    casilla debe ser la suya (su primer apostante; en una casilla `vacant`, el primer apostante),
    nadie puede ir en una casilla que ha pasado, una casilla no puede pasar después de ir, e ir
    requiere una postura inicial en la casilla.

# PS010 poker-second-bet-amount
check-ps010-summary = Una segunda apuesta distinta del doble de la inicial.
check-ps010-doc =
    «Voy» dobla la apuesta inicial añadiendo una cantidad doble (A-PSD-1, `second_bet.multiple` del
    artículo): el importe de cada `call` debe ser ese múltiplo de la postura inicial del propio
    apostante.

# PS011 poker-box-never-decides
check-ps011-summary = Una casilla con postura inicial que no decide nunca.
check-ps011-doc =
    Cada casilla con postura inicial dice «voy» (`call`) o «paso» (`fold`) antes de que acabe la
    jugada.

# PS012 poker-reveal-before-decisions
check-ps012-summary = Las cartas de la banca descubiertas antes de que decidieran todas las casillas.
check-ps012-doc =
    El crupier descubre las cuatro cartas tapadas de la banca (`reveal`) cuando todas las casillas
    han decidido; se señala, una vez por jugada, la casilla que decide después.

# PS013 poker-fold-not-collected
check-ps013-summary = La postura inicial de una casilla que pasa, no retirada en ese momento.
check-ps013-doc =
    Las posturas iniciales de la casilla que pasa se retiran «en ese momento»: tras `fold mN` las
    líneas siguientes son los `collect` de esas posturas; se señala cualquier otra línea antes.

# PS014 poker-settled-against-cards
check-ps014-summary = Una apuesta liquidada en contra de lo que dicen las cartas.
check-ps014-doc =
    Según las cartas: la casilla que pasa pierde su postura inicial; si la banca no tiene as y rey
    ni combinación no juega, y a cada casilla que fue se le paga la inicial 1 por 1 y se le devuelve
    la segunda (A-PSD-2); si juega, la mano superior gana ambas apuestas y el empate las devuelve.
    La postura del carrusel se retira para el acumulado. Se señala un `pay`, `collect` o `return`
    distinto del debido.

# PS015 poker-wrong-amount
check-ps015-summary = Una apuesta liquidada por un importe erróneo.
check-ps015-doc =
    La inicial se paga 1 por 1; la segunda, por el multiplicador de la combinación de la propia
    casilla (100, 25, 20, 7, 5, 4, 3, 2, 1, 1, de la escalera real a las cartas mayores); un cobro o
    una devolución es la apuesta entera.

# PS016 poker-stake-not-settled
check-ps016-summary = Una apuesta que no se liquida nunca.
check-ps016-doc =
    Una jugada nueva empieza solo cuando se han retirado las apuestas perdedoras y pagado las
    ganadoras: se señala la apuesta sin línea de liquidación al llegar la siguiente `round` o el
    final del registro.

# PS017 poker-settled-twice
check-ps017-summary = Una apuesta liquidada dos veces, o una no hecha.
check-ps017-doc =
    Cada apuesta se liquida con una línea: se señala una segunda línea, o una línea de una apuesta
    que la jugada no tiene.

# PS018 poker-limits-not-the-articles
check-ps018-summary = Límites que no son los del artículo.
check-ps018-doc =
    Valencia: el máximo por casilla (`max=`) es 10, 20, 25 o 30 veces el mínimo de la mesa. Murcia:
    el mínimo es el de una de las bandas, 500, 1.000 o 2.000 pesetas (a 166,386 pesetas por euro en
    una mesa en euros), y el máximo 25 veces ese mínimo.

# PS019 poker-too-many-boxes
check-ps019-summary = Más casillas que plazas del artículo, o una apuesta fuera de ellas.
check-ps019-doc =
    Las casillas (`boxes=`) son las plazas, como máximo siete según el texto castellano de Valencia
    (seis en el valenciano, A-PSD-3; `boxes.max` del artículo) y seis en Murcia; también se señala
    una apuesta en una casilla mayor que `boxes=`.

# PS020 poker-carrusel-prize-below-minimum
check-ps020-summary = Un premio del carrusel por debajo de la tabla mínima, o no pagado.
check-ps020-doc =
    Con postura en el carrusel, a la casilla cuyas cinco cartas forman color o más se le deben al
    menos 60, 100, 400, 2.000 o 12.000 veces la postura (color, full, póquer, escalera de color,
    escalera máxima), sea cual sea el resultado del juego (A-CAR-3).

# PS021 poker-carrusel-prize-not-owed
check-ps021-summary = Un premio del carrusel sin postura en esa jugada, o sin combinación premiada.
check-ps021-doc =
    Solo quien tiene postura en el carrusel en esa jugada puede cobrar un premio del carrusel, y
    solo por color o más.

# PS022 poker-bet-without-consent
check-ps022-summary = Una apuesta sobre la casilla de otro sin su consentimiento (Murcia).
check-ps022-doc =
    En Murcia, apostar sobre la casilla de otro jugador requiere su consentimiento: una línea
    `consent BOX SEAT` antes de la apuesta.

# PS023 poker-bet-not-of-the-game
check-ps023-summary = Una apuesta que no es de este juego, o sin su casilla.
check-ps023-doc =
    Las apuestas son `inicial BOX` y, en Valencia, `carrusel BOX`; la segunda apuesta se hace con
    `call`. Se señala cualquier otra, o una apuesta sin un número de casilla, y no se cuenta.

# ---- póquer de círculo y póquer sintético (PC001–PC051, PC060) --------------------------------

# PC001 circulo-too-few-players
check-pc001-summary = Una mano repartida con menos de cuatro jugadores.
check-pc001-doc =
    El juego necesita como mínimo cuatro jugadores, número que debe mantenerse a lo largo de toda
    la partida (`seats.min_players` del artículo). Se señala una `round` cuyas cartas cubiertas
    van a menos puestos, por ejemplo una mano repartida solo a `s1`, `s2` y `s3`.

# PC002 circulo-ante-above-half-minimum
check-pc002-summary = El «ante» por encima de la mitad del mínimo de la mesa.
check-pc002-doc =
    El «ante» es como máximo un 50 % del mínimo de la mesa (`limits.ante_max_of_min`). Con `min=10`
    se señala un `ante=6` en la cabecera o un `bet s1 ante 6`.

# PC003 circulo-minimum-not-of-maximum
check-pc003-summary = El mínimo de la mesa fuera del 20–40 % del máximo.
check-pc003-doc =
    El mínimo puede variar entre el 20 y el 40 % del máximo (`limits.min_of_max`): se señala una
    cabecera o una línea `limits` con `min=10 max=100` (un 10 %).

# PC004 circulo-mano-not-rotated
check-pc004-summary = La mano no está donde la pone la rotación.
check-pc004-doc =
    La mano (la «marca») rota en sentido contrario a las agujas del reloj con cada nuevo reparto:
    al siguiente puesto que juega tras la mano anterior, en el sentido del juego (`seats.order`; por
    omisión, números de puesto crecientes). Se señala `mano s1` en una mano y `mano s3` en la
    siguiente si `s2` juega.

# PC005 circulo-cut-by-wrong-seat
check-pc005-summary = El corte, si consta, hecho por otro puesto que el situado a la izquierda de la mano.
check-pc005-doc =
    El crupier ofrece las cartas para el corte al jugador situado a la izquierda de la mano: el
    puesto anterior a la mano en el sentido del juego. Se señala una línea `cut` con otro puesto;
    una mano sin `cut` no se juzga.

# PC006 circulo-check-after-bet
check-pc006-summary = Un «paso» tras una apuesta en el mismo intervalo.
check-pc006-doc =
    Un jugador solo puede decir «paso» (`check`) mientras ningún jugador anterior haya apostado en
    el intervalo. Tras `raise s2 10` se señala un `check s3`: s3 debe igualar, subir o retirarse.

# PC007 circulo-call-not-level
check-pc007-summary = Una igualada que no deja al jugador exactamente en la apuesta más alta.
check-pc007-doc =
    Igualar deja el total del jugador en el intervalo igual al más alto, no superior. Se señala un
    `call` cuyo importe se queda corto (sin ir con todo su resto) o pone de más sin anunciar una
    subida (el exceso debe devolvérsele, `return SEAT apuesta N`): con s2 en 10 y s3 en 0, `call s3
    15`.

# PC008 circulo-raise-after-out-of-turn-bet
check-pc008-summary = Una subida de un jugador que antes apostó fuera de turno en el intervalo.
check-pc008-doc =
    Una apuesta fuera de turno es válida, pero cuando llegue el turno del jugador este no puede
    subirla. Se señala un `raise` de un puesto con una acción fuera de turno anterior en el mismo
    intervalo (PC009).

# PC009 circulo-out-of-turn
check-pc009-summary = Una acción fuera de turno.
check-pc009-doc =
    Los jugadores hablan por turno, en sentido contrario a las agujas del reloj desde quien abre el
    intervalo. La acción de otro puesto que el que tiene el turno es válida (así lo dice el texto)
    y se señala como aviso, para poder juzgar una subida posterior del mismo puesto (PC008).

# PC010 circulo-above-split-limit
check-pc010-summary = Split limit: una apuesta por encima de la mitad del bote.
check-pc010-doc =
    Con `limit=split` la apuesta máxima es la mitad del bote. Por omisión (`limits.base:
    after-call`) el bote se cuenta tras la igualada del propio jugador que sube, y una subida puede
    llegar al total más alto más la mitad de ese bote; `before-call` cuenta el bote tal como está.
    No se descuenta la cagnotte.

# PC011 circulo-above-pot-limit
check-pc011-summary = Bote con límite: una apuesta por encima del bote.
check-pc011-doc =
    Con `limit=pot` la apuesta máxima es el bote, contado como dice `limits.base` (por omisión, tras
    la igualada del que sube). Con un bote de 20 y nada apostado se señala `raise s2 25`.

# PC012 circulo-below-minimum-bet
check-pc012-summary = Bote sin límite: una apuesta o subida por debajo del mínimo autorizado.
check-pc012-doc =
    Con `limit=no` no hay máximo, pero ninguna apuesta puede ser inferior al mínimo de la mesa
    (`min=`); una subida añade al menos eso. No se señala quien va con todo su resto por menos.

# PC013 circulo-too-many-raises
check-pc013-summary = Más subidas en un intervalo de las que permite el artículo.
check-pc013-doc =
    El número de subidas puede estar limitado según la variedad (`limits.raise_cap`, sin límite por
    omisión), pero nunca si solo quedan dos jugadores. Se señala cada subida por encima del límite.

# PC014 circulo-interval-not-level
check-pc014-summary = Un intervalo cerrado con jugadores activos sin igualar.
check-pc014-doc =
    Al terminar un intervalo (una carta común descubierta, el descubrimiento, la cagnotte o un
    pago) todos los jugadores que siguen en juego deben haber puesto lo mismo en él, salvo los que
    van con todo su resto. Se señala un `deal mesa` tras `raise s2 20` y `call s3` con s4, activo,
    en 10.

# PC015 circulo-chips-added-in-hand
check-pc015-summary = Fichas añadidas a un resto durante una mano.
check-pc015-doc =
    Está prohibido comprar o añadir fichas al resto una vez iniciada la jugada, y solo se apuesta lo
    que había sobre la mesa al empezar la mano. Se señala un `rebuy` dentro de una mano, o un
    recuento `stack` superior a lo que el dinero de la mano deja al puesto.

# PC016 circulo-chips-lent
check-pc016-summary = Fichas prestadas entre jugadores.
check-pc016-doc =
    Está prohibido prestarse dinero entre jugadores: se señala toda línea `lend`.

# PC017 circulo-chips-pocketed
check-pc017-summary = Fichas retiradas de un resto.
check-pc017-doc =
    Está prohibido guardarse fichas del resto. Se señala un recuento `stack` inferior a lo que el
    dinero del registro deja al puesto (su resto inicial, menos lo apostado, más pagos y
    devoluciones).

# PC018 circulo-interval-take-too-high
check-pc018-summary = Opción a: la cagnotte de un intervalo por encima del 5 % del bote.
check-pc018-doc =
    Con la opción a (`take=interval`) la casa retira un porcentaje sobre el bote que en ningún caso
    superará el 5 %, en cada intervalo de apuestas. Por omisión (`take.interval_base:
    interval-new-money`) cada `cagnotte` se compara con lo que aportó ese intervalo, de modo que la
    de la mano no pasa del 5 % de su bote; `running-pot` la compara con el bote entero. Tras un
    intervalo que aportó 30 se señala un `cagnotte 2`.

# PC019 circulo-session-take-out-of-range
check-pc019-summary = Opción b: la cagnotte de una sesión fuera del 10–20 % del máximo o del resto.
check-pc019-doc =
    Con la opción b (`take=session`) la casa retira, por sesión (una hora de juego más las dos
    últimas manos), entre el 10 y el 20 % del máximo de la mesa o del resto (`take_of=` de la
    cabecera). Se señala la cagnotte de sesión de cada jugador (`cagnotte AMOUNT SEAT`) fuera de esa
    banda.

# PC020 circulo-take-option-not-the-tables
check-pc020-summary = Una cagnotte de otra opción que la de la mesa, o de las dos.
check-pc020-doc =
    El casino elige una de las dos opciones para la mesa. Se señala una cagnotte dentro de una mano
    en una mesa `take=session`, o una cuota de sesión en una mesa `take=interval`.

# PC021 circulo-pot-to-wrong-hand
check-pc021-summary = Un bote entregado a una mano que las cartas no hacen la mejor.
check-pc021-doc =
    Las cartas hablan por sí mismas: el anuncio del crupier y las líneas `show` del registro son
    indicios, las cartas deciden. veedor forma la mejor mano de cada jugador con sus cartas y las
    comunes como las forma el artículo (`hands.selection`) y la ordena (`hands.color_over_full`); se
    señala el pago (`pay`) de un bote a otro jugador.

# PC022 circulo-showdown-out-of-order
check-pc022-summary = El descubrimiento de cartas fuera de orden.
check-pc022-doc =
    El jugador que hizo la última apuesta muestra primero y, a continuación y por turno, los demás
    empezando por su derecha. Se señalan, una vez por mano, líneas `show` en otro orden.

# PC023 circulo-shown-uncontested
check-pc023-summary = Cartas mostradas cuando todos los demás se habían retirado.
check-pc023-doc =
    El jugador que queda solo gana el bote sin necesidad de enseñar sus cartas. Un `show` en esa
    mano no está prohibido pero se señala como aviso (`play.show_uncontested: allowed` lo calla).

# PC024 circulo-pot-without-show
check-pc024-summary = Un bote disputado entregado con una mano sin mostrar.
check-pc024-doc =
    En el descubrimiento, cada jugador que no se haya retirado debe mostrar sus cartas. Se señala
    un bote disputado pagado a un jugador con `muck` o sin línea `show`.

# PC025 circulo-all-in-beyond-eligible
check-pc025-summary = Un jugador que fue con todo su resto cobra más que los botes a que opta.
check-pc025-doc =
    Quien no tiene fichas para cubrir una apuesta juega en proporción a la cantidad apostada: cada
    nivel de todo el resto cierra un bote (el 1 el principal, luego el 2, el 3 …) en el que están
    quienes pusieron al menos eso. Se señala a un jugador pagado con un bote por encima de su nivel,
    o con más que los botes en que está.

# PC026 circulo-tie-split
check-pc026-summary = Un bote empatado repartido de otro modo que la lectura del artículo.
check-pc026-doc =
    Un empate reparte el bote entre los jugadores con la misma combinación. Por omisión
    (`play.tie_split: equal-per-pot`, ambigüedad A-PC-1) cada bote se reparte a partes iguales
    entre los empatados que optan a él, y el céntimo indivisible va como dice `play.odd_chip`; la
    lectura literal `proportional-to-resto` lo reparte en proporción a sus restos.

# PC027 circulo-money-not-conserved
check-pc027-summary = Dinero que no cuadra: un bote no pagado entero, pagado dos veces o por encima de lo que tenía.
check-pc027-doc =
    Lo que los jugadores ponen en una mano va a los botes; cada bote, menos la cagnotte, a sus
    ganadores. Se señalan un bote no entregado entero, entregado dos veces o pagado por más de lo
    que tenía, y una devolución (`return`) de fichas que nadie apostó.

# PC028 circulo-misdeal-not-voided
check-pc028-summary = Un error en el reparto y la mano jugada, sin anularla.
check-pc028-doc =
    Cartas repartidas fuera de orden, un jugador con cartas de más o de menos sin corregir antes de
    las apuestas, una carta descubierta en el reparto, una carta repetida o que falta: el crupier
    recoge las cartas e inicia la mano de nuevo. Se señala una vez la mano que sigue a las apuestas
    en lugar de `void`.

# PC029 circulo-void-not-returned
check-pc029-summary = Una mano anulada sin devolver todas las fichas, o que sigue.
check-pc029-doc =
    Tras `void` se devuelve cada ficha puesta en la mano a quien la puso (`return SEAT ante N`,
    `return SEAT apuesta N`) y la mano empieza de nuevo como otra `round`. Se señalan una ficha no
    devuelta o juego tras `void` en la misma jugada.

# PC030 circulo-card-not-in-deck
check-pc030-summary = Una carta que no es de la baraja, o dada dos veces.
check-pc030-doc =
    El art. 12 se juega con 52 cartas; el sintético con 28 (As, K, Q, J, 10, 9 y 8 de cada palo).
    Se señala una carta fuera de la baraja del artículo (un `7h` en una mesa de sintético), o ya
    dada en la mano.

# PC031 circulo-dealt-without-ante
check-pc031-summary = Un jugador que recibe cartas sin haber puesto el «ante».
check-pc031-doc =
    Los jugadores ponen el «ante» antes de que el crupier reparta; quien quiera participar en la
    mano debe ponerlo. Se señala un `deal` de cartas cubiertas a un puesto sin su `bet SEAT ante N`.

# PC032 circulo-limit-change-unannounced
check-pc032-summary = Un límite cambiado sin su anuncio.
check-pc032-doc =
    El casino puede variar los límites de una mesa ya en funcionamiento, con previo anuncio a los
    jugadores: una línea `limits` antes de la mano. Se señala una mano jugada con otros límites que
    los últimos anunciados en el registro.

# PC033 circulo-third-rest
check-pc033-summary = Un puesto que descansa una tercera mano seguida y conserva el puesto.
check-pc033-doc =
    Un jugador puede descansar dos manos sin perder el puesto (`seats.rest_limit`). Se señala como
    aviso un tercer `rest` seguido del mismo puesto que luego vuelve a jugar: el texto da el
    derecho, no la sanción.

# PC034 circulo-partida-too-short
check-pc034-summary = Una partida cerrada antes de que cada jugador inicial tuviera la mano dos veces.
check-pc034-doc =
    Si el casino no fijó la duración (`duration=` de la cabecera), la partida dura lo necesario para
    que cada jugador que la inicia tenga la mano en dos ocasiones. Se señala como aviso una sesión
    cerrada antes.

# PC035 circulo-card-contact-not-voided
check-pc035-summary = Cartas de dos jugadores en contacto y sus manos sin anular.
check-pc035-doc =
    Si las cartas de un jugador tocan las de otro, se anulan ambas manos. El registro aún no tiene
    línea para el contacto, de modo que esta comprobación solo señalará lo que esa línea registre.

# PC036 circulo-action-after-fold
check-pc036-summary = Una acción de un jugador retirado o sin cartas.
check-pc036-doc =
    El jugador que se retira no participa en el bote y renuncia a lo que apostó. Se señala un
    `check`, `call`, `raise` o `show` de un puesto tras su `fold`, o de un puesto sin cartas.

# PC037 circulo-uncontested-pot-award
check-pc037-summary = Un bote sin disputa no entregado al último jugador que quedaba.
check-pc037-doc =
    Si todos los demás se retiran, el que queda gana automáticamente la mano y el bote. Se señala
    el pago (`pay`) de ese bote a otro, o su falta.

# PC038 circulo-all-in-claim
check-pc038-summary = `allin` escrito con fichas en el resto, o una apuesta por encima del resto.
check-pc038-doc =
    `allin` en un `raise` o un `call` dice que el puesto puso sus últimas fichas; veedor lo contrasta
    con el resto que da el registro. Se señalan como aviso un `allin` con fichas restantes y una
    apuesta o igualada por encima del resto sin él.

# PC039 circulo-bet-not-of-the-game
check-pc039-summary = Un tipo de apuesta, pago o devolución que no es de este juego.
check-pc039-doc =
    Los tipos son `ante` y `blind` en `bet`, `ante` y `apuesta` en `return`, y `bote N` (el número
    del bote) en `pay`. Se señala cualquier otro con la palabra más parecida, y no se cuenta.

# PC040 sintetico-hole-deal
check-pc040-summary = Sintético: un error en el reparto de las cartas cubiertas y la mano sin reiniciar.
check-pc040-doc =
    Cada jugador recibe dos cartas cubiertas, por orden. Se señala un jugador con otro número de
    cartas, el reparto fuera de orden o una carta cubierta descubierta, sin anular la mano y
    repartir de nuevo (en el sintético sustituye a PC028 para las cartas cubiertas).

# PC041 sintetico-several-cards-turned
check-pc041-summary = Sintético: varias cartas comunes descubiertas en un intervalo y sin sustituir.
check-pc041-doc =
    Antes de cada intervalo se descubre una carta común. Si se descubren varias a la vez, vale la
    primera y las demás se sustituyen por cartas no usadas: se señala una segunda carta sin su
    `discard` y su sustituta.

# PC042 sintetico-card-turned-early
check-pc042-summary = Sintético: una carta común descubierta antes de cerrar el intervalo.
check-pc042-doc =
    Una carta descubierta antes de terminar el intervalo de apuestas es nula y se sustituye por
    otra nueva. Se señala un `deal mesa … up` antes de que el intervalo esté igualado, sin su
    `discard`.

# PC043 sintetico-replacements-short
check-pc043-summary = Sintético de Valencia: cartas insuficientes para sustituir, y la mano sin anular.
check-pc043-doc =
    Si las cartas no usadas no bastan para sustituir las comunes descubiertas por error, la mano se
    anula (`street.void_when_short`). Se señala la mano que sigue en lugar de `void`.

# PC044 sintetico-interval-count
check-pc044-summary = Sintético: un número erróneo de intervalos de apuestas.
check-pc044-doc =
    Valencia descubre una carta común antes de cada uno de cinco intervalos; el texto de Murcia,
    leído literalmente, tiene cuatro, y la quinta carta se descubre tras las apuestas
    (`street.turned_before`, ambigüedad A-SIN-5). Se señala una mano con otro número de intervalos.

# PC045 sintetico-interval-opener
check-pc045-summary = Sintético: un intervalo abierto por otro jugador que el debido.
check-pc045-doc =
    La mano abre el primer intervalo; cada uno de los siguientes lo abre quien hizo la apuesta más
    alta en el anterior (Valencia) o el último que subió (Murcia; `street.later_opener`). Si nadie
    apostó, abre por omisión la mano o el primer puesto activo tras ella
    (`street.opener_without_bet`, A-SIN-3).

# PC046 sintetico-starting-resto
check-pc046-summary = Sintético: un resto inicial fuera del del artículo.
check-pc046-doc =
    Valencia: el primer resto de un jugador es de 10 a 200 veces el mínimo de la mesa
    (`resto.initial`). Murcia: el de quien se incorpora es el autorizado para la mesa, el `resto=`
    de la cabecera. Se señala un primer `stack` fuera de eso.

# PC047 sintetico-rebuy
check-pc047-summary = Sintético: una reposición fuera de la del artículo.
check-pc047-doc =
    Valencia: reposiciones de 5 a 100 veces el mínimo, solo al agotarse el resto y entre manos
    (`resto.rebuy`, `resto.rebuy_when`). Murcia: al menos el `rebuy_min=` de la cabecera. Se señala
    un `rebuy` durante una mano, fuera de la banda o (Valencia) con fichas en el resto.

# PC048 sintetico-too-many-seats
check-pc048-summary = Sintético de Murcia: más de seis puestos jugando.
check-pc048-doc =
    La mesa de Murcia tiene como máximo seis departamentos (`seats.max`). Se señala una mano con un
    séptimo puesto jugando, o una cabecera con `seats=` por encima de seis.

# PC049 sintetico-hand-take
check-pc049-summary = Sintético de Murcia: una cagnotte distinta del 3 % de la mano, o tras el pago.
check-pc049-doc =
    El beneficio del casino es el 3 % del dinero aportado en cada mano («antes» y apuestas, salvo
    una apuesta no igualada devuelta), redondeado al céntimo por abajo, y se deduce antes de pagar
    al ganador. Se señala una `cagnotte` por encima, o tras el primer pago (`pay`) de la mano; una por
    debajo, como aviso.

# PC050 sintetico-check-then-raise
check-pc050-summary = Sintético de Murcia: un jugador que pasó y luego subió en el mismo intervalo.
check-pc050-doc =
    El texto de Murcia dice que quien dijo «paso» «tiene que cubrir la apuesta» si otro apuesta tras
    él. Por omisión (`play.check_raise: allowed`) su subida se señala como aviso; `forbidden` la
    hace infracción.

# PC051 sintetico-winning-five
check-pc051-summary = Las cinco cartas del ganador, cuando el registro nombra otra mano.
check-pc051-doc =
    Valencia forma la mano con las dos cartas cubiertas y tres comunes; Murcia toma las cinco
    mejores de siete, y los dos ordenan distinto el full y el color: las mismas cartas pueden dar
    un ganador distinto en cada uno. Cuando el descubrimiento del registro nombra otro ganador,
    esta nota da las cinco cartas y la forma de elegirlas que hicieron la mano ganadora (explica
    PC021).

# PC060 phh-variant-not-checked
check-pc060-summary = Una mano PHH de una variante que los artículos no cubren, omitida.
check-pc060-doc =
    veedor comprueba historiales PHH de Texas hold'em sin límite y de límite fijo (`variant = "NT"`,
    `"FT"`) con las reglas generales del art. 12. Se señala una vez cualquier otra variante (Omaha
    con límite de bote, stud, de descarte (`draw`), razz, badugi …) y se omite el fichero.

## Monte o banca (Valencia 2003 art. 13; docs/design/monte/spec.md § 3). Cartas de la baraja
## española: valor 1–7, S (sota), C (caballo), R (rey); palo o, c, e, b (oros, copas, espadas, bastos).

# MO001 monte-card-not-of-the-deck
check-mo001-summary = Una carta que no es de la baraja española de 40 del golpe, vista dos veces o antes de la baraja.
check-mo001-doc =
    Al monte se juega con barajas españolas de 40 cartas (1 a 7, sota, caballo y rey de oros,
    copas, espadas y bastos), una baraja por golpe (`play.monte.decks.per_coup: 1`, A-MON-1: la
    regla de la jugada nula necesita las cuatro cartas de un valor). Cada carta emplazada, quemada
    o descubierta en un golpe debe ser de esa baraja, no haber salido ya en el golpe y venir
    después de la línea `shoe` del golpe (el mazo cortado e introducido en el sabot). Con
    `play.monte.decks.alternate: true` se señala también un golpe con el color de la baraja del
    anterior. Se señala un segundo `deal p2 Re` o un `draw Re` tras `deal p2 Re` en el mismo golpe;
    una carta francesa (`Kh`) es una línea mal formada (M001) con la carta española que se quiso
    decir.

# MO002 monte-layout-order
check-mo002-summary = Las cartas emplazadas fuera de orden o sacadas del extremo equivocado del mazo.
check-mo002-doc =
    El tirador emplaza la primera carta arriba a la izquierda (p1) y la segunda arriba a la derecha
    (p2), las dos por abajo del mazo; luego la tercera abajo a la izquierda (p3) y la cuarta abajo
    a la derecha (p4), por arriba; las cartas dobladas y las de juego salen por arriba
    (`play.monte.draw.from: top`, A-MON-2). Donde la línea dice `top` o `bottom`, se compara con el
    papel de la carta. Se señala `deal p3 2c top` antes de ningún `deal p2`, o `deal p1 5o top`.

# MO003 monte-burn
check-mo003-summary = Una quema equivocada: dos primeras iguales sin quemar, una carta quemada sin motivo o la reposición.
check-mo003-doc =
    Si las dos primeras cartas son del mismo valor «se quemarán» y se sacan otras dos por abajo
    (`play.monte.layout.burn_redraw_from`). Por defecto, una carta posterior de un valor quemado se
    quema también (`play.monte.layout.burned_value: burn`), y tercera y cuarta del mismo valor se
    queman las dos y se reponen por arriba (`play.monte.layout.p3_p4_same_value: burn-both`; el
    texto calla, un 9,7 % de los golpes). Se señala: `deal p1 3e`, `deal p2 3o` y después apuestas;
    un `burn` de una carta que no había que quemar; una carta emplazada de un valor quemado.

# MO004 monte-doubling
check-mo004-summary = Una carta doblada mal: una del valor de la primera o la segunda no colocada encima, o colocada sobre otro valor.
check-mo004-doc =
    Una tercera o cuarta carta del valor de la primera o la segunda se considera «doblada» (luego
    «triplicada»): se coloca encima de esa carta (`deal p1 4b top` cuando p1 tiene el 4 de copas) y
    se descubre otro naipe por arriba. Sólo se doblan la primera y la segunda, y sólo con cartas
    sacadas por arriba. Se señala: una carta del valor de p1 emplazada en p3; una carta de otro
    valor colocada sobre p1; una doblada de p3 o p4, o sacada por abajo; las cuatro cartas dadas
    por emplazadas sin la que repone a la doblada.

# MO005 monte-void-coup
check-mo005-summary = Las cuatro del valor de la primera o la segunda fuera antes de completar el emplazamiento y el golpe sigue; o un nulo sin ello.
check-mo005-doc =
    Si antes de emplazar las cuatro cartas salen las cuatro del valor de la primera o la segunda,
    «se anulará la jugada» (`play.monte.layout.void_on_fourth: true`). Aún no puede haber
    apuestas. Se señala: un golpe cuyo p1 tiene el 6 con el 6c, el 6e y el 6b encima y que sigue
    jugándose; un `void` sin que ningún valor haya salido cuatro veces.

# MO006 monte-bet-outside-window
check-mo006-summary = Una apuesta fuera de su momento: antes de emplazar o del «hagan juego», después del «no va más».
check-mo006-doc =
    Se apuesta sólo con las cuatro cartas emplazadas, entre el «hagan juego» (`betting primeras`,
    `betting segundas`) y el «no va más» (`nomore`); Segundas tiene el suyo. Se señala: un `bet`
    antes de `deal p4`, antes de `betting` o después de `nomore`; una carta descubierta antes del
    `nomore`; apuestas de Segundas sin `betting segundas`.

# MO007 monte-salto-in-segundas
check-mo007-summary = Una apuesta al Salto en Segundas.
check-mo007-doc =
    «Solamente se puede apostar a esta combinación en la fase del juego de Primeras»
    (`play.monte.suertes.salto.phases: [primeras]`). Se señala un `bet s1 salto 3 10` después de
    `betting segundas`.

# MO008 monte-vis-in-segundas
check-mo008-summary = Una apuesta a la Vista Hermosa en Segundas.
check-mo008-doc =
    La Vista Hermosa la decide la primera carta del golpe («la primera carta que se descubre»),
    así que por defecto sólo se apuesta en Primeras (`play.monte.suertes.vis.phases: [primeras]`,
    A-MON-11: en Segundas sus 32 veces darían ventaja al jugador en un 28 % de los golpes). Se
    señala un `bet s4 vis 3 5` después de `betting segundas`; añadir `segundas` a las fases la
    permite.

# MO009 monte-bet-above-maximum
check-mo009-summary = Una apuesta por encima del máximo de su suerte.
check-mo009-doc =
    Los máximos son múltiplos del mínimo de la mesa (`min=` de la cabecera): Cartas 300, Vista
    Hermosa 10, Camo, Anti y Viudo 30 en Primeras y 60 en Segundas, Salto 100
    (`play.monte.limits`). Lo que un puesto apuesta a una misma referencia en un mismo «hagan juego»
    suma una sola apuesta. Con `min=5` se señala `bet s1 salto 2 505` (el máximo es 500).

# MO010 monte-bet-below-minimum
check-mo010-summary = Una apuesta por debajo del mínimo de la mesa.
check-mo010-doc =
    El mínimo lo fija la Comisión Técnica del Juego y lo escribe la cabecera (`min=`). Lo que un
    puesto apuesta a una referencia en un mismo «hagan juego» suma una apuesta, que se compara con
    él. Con `min=5` se señala `bet s3 camo 1 2`.

# MO011 monte-bet-not-of-the-game
check-mo011-summary = Una apuesta que el juego no ofrece: una pareja de Cartas no permitida, una posición no emplazada, un tipo desconocido.
check-mo011-doc =
    Cartas es una emplazada contra otra en horizontal o vertical (`cartas 1-2`, `cartas 1-3`) o dos
    contra las otras dos (`cartas 1-2-3-4`, `1-3-2-4`, `1-4-2-3`); Salto, Camo, Anti, Viudo y Vista
    Hermosa nombran una emplazada (1 a 4). Se señala: una contra otra en diagonal (`cartas 1-4`,
    salvo con `play.monte.suertes.cartas.diagonal_one: true`), una carta contra sí misma, una
    posición fuera de 1–4, una apuesta de Segundas a una carta de la fila que ya no está emplazada,
    un tipo desconocido (con el que se quiso decir: `vista` por `vis`).

# MO012 monte-settled-against-the-cards
check-mo012-summary = Una apuesta liquidada contra las cartas: pagada si perdió, retirada si ganó, o liquidada con una carta anulada.
check-mo012-doc =
    Cada apuesta es una carrera entre sus cartas vivas ganadoras y sus cartas vivas perdedoras, que
    decide la primera de ellas que se descubre: el Salto, una carta del valor de su emplazada; Camo,
    Anti y Viudo, la primera carta de cualquier valor emplazado (el palo siguiente, el anterior o
    el opuesto en el orden circular oros, copas, espadas, bastos); la Vista Hermosa, la primera
    carta descubierta; Cartas, una carta de los valores de uno u otro lado. Una carta doblada o
    triplicada anula cartas del lado contrario (`play.monte.annulments`, por defecto la tabla que
    deja cada apuesta en sus probabilidades justas; `play.monte.annulments.mode: literal` para el
    texto tal como está impreso): con una carta anulada la apuesta «ni gana ni pierde» y sigue
    (`play.monte.play.annulled: no-action`). El resultado se juzga por las cartas, nunca por
    `result` ni por las liquidaciones. Se señala: un `pay` de una apuesta que perdió, un `collect`
    de una que ganó, una liquidación con una carta anulada (con p1 doblada, `cartas 2-1` liquidada
    con la Camo de p2) o antes de que ninguna carta la decidiera, un `return` de una apuesta
    decidida.

# MO013 monte-wrong-multiple
check-mo013-summary = Una apuesta ganadora pagada con un múltiplo equivocado.
check-mo013-doc =
    Ganancia neta: Cartas 1 por 1, Salto 3, Camo, Anti y Viudo 11 en Primeras menos un punto por
    carta colocada sobre la primera y la segunda (una doblada 1, una triplicada 2:
    `play.monte.suertes.cav.deduction`) y 5 en Segundas menos uno por carta viva que le falta a la
    fila (`play.monte.suertes.cav.segundas_deduction`), Vista Hermosa 32 menos un punto por carta
    doblada, triplicada o quemada. La cantidad se compara tras el 10 % cuando se debe (MO014). Con
    p1 doblada, se señala una Camo de 5 pagada con 55 (11 veces) en lugar de 50 (10 veces).

# MO014 monte-commission
check-mo014-summary = El 10 % de la ganancia deducido sin deberse, no deducido cuando se debía, o deducido a una Vista Hermosa.
check-mo014-doc =
    Cuando la primera carta descubierta tras el «no va más» de una fase corresponde a una
    emplazada, se deduce un 10 % de la ganancia a cada apuesta que esa carta decide y gana, salvo
    la Vista Hermosa, redondeado hacia abajo al céntimo (`play.monte.commission`: `rate`, `of:
    winnings`, `phases`, `scope: decided-by-first-card`, `exempt: [vis]`). Se señala: un Salto de
    10 ganado con la primera carta y pagado con 30 en lugar de 27; una comisión a una apuesta que
    ganó con una carta posterior o a una Vista Hermosa; una línea `commission` tras una primera
    carta que no correspondía a ninguna emplazada (y, como aviso, ninguna tras una que sí).

# MO015 monte-losing-card-not-turned
check-mo015-summary = La carta perdedora de Primeras no colocada boca abajo, u otra carta vuelta.
check-mo015-doc =
    Cuando una carta gana Primeras, su compañera horizontal, «la carta perdedora», se coloca boca
    abajo (`turn pN`) y Segundas se juega con la otra fila. Se señala: ningún `turn` antes de
    `betting segundas`, un `turn` de la carta ganadora o de una carta de la otra fila.

# MO016 monte-stake-not-settled
check-mo016-summary = Una apuesta nunca liquidada, liquidada dos veces, o la liquidación de una apuesta que no se hizo.
check-mo016-doc =
    El establecimiento cobra y paga todas las apuestas. Cada una se liquida una vez: cuando una
    carta la decide, o se devuelve al final del golpe si ninguna la decidió
    (`play.monte.play.undecided: ride`). Se señala: una apuesta aún abierta cuando empieza el
    `round` siguiente, un segundo `pay` de la misma apuesta, un `pay` o `collect` de una referencia
    a la que el puesto no apostó.

# MO017 monte-wrong-result
check-mo017-summary = La carta ganadora anunciada (result) no es la que dan las cartas.
check-mo017-doc =
    `result pN` anuncia la emplazada que ganó la fase: la primera carta descubierta de un valor
    emplazado que está viva para la una contra una de su fila (una carta anulada no decide nada).
    Se señala un `result p1` cuando la carta que decidió fue un rey del valor de p2.

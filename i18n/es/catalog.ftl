# Lo que lee quien redacta el catálogo: `veedor catalog lint` y los errores al cargar un
# catálogo (src/catalog/), y `veedor catalog coverage`. Los mensajes propios de serde_yaml
# (sintaxis, tipos) y los de compilación de los motores se muestran con sus palabras.

catalog-cannot-read = no se puede leer `{ $origin }`: { $error }
catalog-none = ninguno

## Etiquetas sobre la línea del YAML, y su ayuda

catalog-label-here = aquí
catalog-label-in-here = aquí dentro
# Un error de compilación de un motor sobre una ruta del YAML: la ruta y el mensaje del motor.
catalog-compile-error-at = { $path }: { $message }
catalog-label-no-such-rule = no existe esa regla
catalog-label-unknown-field = campo desconocido
catalog-help-unknown-field = elimínelo o corrija su ortografía: el mensaje enumera los campos admitidos aquí (catalog/schema.json documenta cada uno)
catalog-label-unknown-value = valor desconocido
catalog-help-unknown-value = use uno de los valores que enumera el mensaje
catalog-label-missing-field = a esta asignación le falta
catalog-help-missing-field = añada el campo (catalog/schema.json dice qué contiene)
catalog-label-payout-ratio = no es una proporción de pago
catalog-help-payout-ratio = escriba los pagos como cadenas entre comillas con lo que se gana por unidad apostada: "35", "17", "1/2"
catalog-label-wrong-type = tipo incorrecto
catalog-help-wrong-type = dé un valor del tipo que espera el mensaje (catalog/schema.json tiene el formato)
catalog-label-duplicate-key = clave repetida
catalog-help-duplicate-key = escriba cada clave una sola vez
catalog-help-yaml-syntax = corrija aquí la sintaxis YAML: la sangría, un `:` que falta, un corchete o unas comillas sin cerrar
# Un fichero que el lector de YAML (serde_yaml) no pudo leer como fichero del catálogo. $detail:
# su mensaje, en sus propias palabras inglesas (la biblioteca no tiene traducción), que se
# reproduce tal cual tras la frase de veedor; $path: el lugar (`rules[3]`) cuando $placed es
# `yes`; $message: el mensaje completo (el lugar y el detalle), que usa el inglés.
catalog-yaml-error = { $placed ->
    [yes] no pudo leerse el fichero en `{ $path }`; la biblioteca YAML dice (en inglés): { $detail }
   *[no] no pudo leerse el fichero; la biblioteca YAML dice (en inglés): { $detail }
}

## El identificador del artículo

catalog-id-place = el identificador `{ $file_id }` no corresponde al lugar del fichero `{ $id }`
catalog-label-id-place = no corresponde al lugar del fichero
catalog-help-id-place = un catálogo está en catalog/JURISDICCIÓN/JUEGO.yaml con el identificador JURISDICCIÓN/JUEGO: escriba `id: { $id }` o mueva el fichero
catalog-id-composed = el identificador `{ $file_id }` no es `jurisdicción/juego` (`{ $composed }`)
catalog-label-id-composed = no es jurisdicción/juego
catalog-help-id-composed = el identificador es la jurisdicción y el juego unidos por `/`; corrija el que de los tres esté mal

## Reglas

# $name: el nombre de la comprobación, o `none` cuando el código no lo tiene.
catalog-check-unlisted = la comprobación { $code }{ $name ->
    [none] {""}
   *[other] {" "}({ $name })
} puede notificarse con este artículo, pero ninguna regla la incluye
catalog-label-check-unlisted = ninguna regla incluye esta comprobación
catalog-help-check-unlisted = añada `{ $code }` a los `checks` de la regla cuyo texto hace cumplir (`veedor explain { $code }` dice qué compara), para que sus hallazgos puedan citar el artículo
catalog-note-path = la nota de `{ $id }` nombra `{ $path }`, que no es una clave de este fichero
catalog-label-note-path = no existe ese parámetro
catalog-help-note-path = nombre el parámetro por su ruta en este fichero (`play.baccarat.…`), `[]` para cualquier elemento
# $first: el índice de la regla que tiene primero el identificador; $line, su línea (0: desconocida).
catalog-rule-id-twice = el identificador de regla `{ $id }` se usa dos veces (primero en rules[{ $first }]{ $line ->
    [0] {""}
   *[other] , línea { $line }
})
catalog-label-rule-id-twice = identificador de regla repetido
catalog-help-rule-id-twice = dé a cada regla su propio identificador; cuando una frase contiene dos reglas, divídala en identificadores con una raíz común (`ruleta.limit.change_min`, `ruleta.limit.who_changes_min`)
catalog-unknown-code = la regla `{ $id }` nombra un código de comprobación desconocido `{ $code }`
catalog-label-unknown-code = código de comprobación desconocido
catalog-help-code-case = los códigos van en mayúsculas: escriba `{ $code }`
catalog-help-code-unknown = `checks` nombra códigos del registro de comprobaciones (`veedor explain CÓDIGO`); códigos conocidos: { $codes }
catalog-rule-both = la regla `{ $id }` tiene a la vez `checks` y `not_checkable`
catalog-label-rule-both = uno u otro
catalog-help-rule-both = una regla o se comprueba a partir del registro (conserve `checks`) o se declara no comprobable (conserve `not_checkable`), no ambas cosas
catalog-rule-neither = la regla `{ $id }` no tiene ni `checks` ni `not_checkable`
catalog-label-rule-neither = ni comprobada ni declarada no comprobable
catalog-help-rule-neither = añada `checks: [CÓDIGO, …]` con los códigos que la hacen cumplir, o `not_checkable: {"{"} reason: staff | equipment | authorisation | descriptive, detail: … {"}"}` diciendo qué necesitaría un registro
catalog-rule-no-detail = la regla `{ $id }` no dice por qué no puede comprobarse
catalog-label-rule-no-detail = detalle vacío
catalog-help-rule-no-detail = diga qué tendría que mostrar un registro para que esta regla pudiera comprobarse
catalog-rule-source-no-note = la regla `{ $id }` se cita de otro texto pero no tiene una `note` que diga por qué
catalog-label-rule-source-no-note = citada de otro texto
catalog-help-rule-source-no-note = una regla tomada de un texto distinto del artículo (`source:`) es una suposición: añada una `note` que diga por qué el artículo no la da y por qué este texto lo suple
catalog-rule-empty-quote = la regla `{ $id }` tiene una cita vacía
catalog-label-rule-empty-quote = cita vacía
catalog-help-rule-empty-quote = cite la frase del artículo literalmente (erratas incluidas), con ` … ` para las omisiones
catalog-rule-untrimmed-quote = la cita de la regla `{ $id }` empieza o termina con espacios en blanco
catalog-label-rule-untrimmed-quote = cita con espacios sobrantes
catalog-help-rule-untrimmed-quote = quite los espacios o saltos de línea iniciales y finales (un bloque plegado `>` añade un salto de línea final: use `>-`)

## Parámetros que citan reglas

catalog-ref-missing = `{ $id }` no está entre las `rules`
catalog-help-ref-missing = nombre el identificador de la regla cuyo texto codifica esto, o añada esa regla
catalog-ref-code = los hallazgos { $code } citan `{ $id }`, pero esta no incluye { $code } en `checks`
catalog-label-ref-code = la regla no incluye el código
catalog-help-ref-code = añada { $code } a los `checks` de `{ $id }`, o nombre la regla que incumple { $code }
catalog-bet-rule-missing = la clase de apuesta `{ $bet }` cita la regla `{ $rule }`, que no está entre las `rules`
catalog-help-bet-rule-missing = nombre el identificador de la regla que da esta combinación y su pago, o añada esa regla
catalog-bet-rule-no-check = la clase de apuesta `{ $bet }` cita la regla `{ $rule }`, que no incluye RL003
catalog-label-bet-rule-no-check = no aplica la comprobación del pago
catalog-help-bet-rule-no-check = los pagos erróneos de esta clase citan esta regla: cite la regla que da el pago e incluya RL003 (con RL004 y RL005) en sus `checks`
catalog-limit-rule-missing = la clase de límite `{ $class }` cita la regla `{ $rule }`, que no está entre las `rules`
catalog-help-limit-rule-missing = nombre el identificador de la regla que fija este máximo, o añada esa regla
catalog-limit-rule-no-check = la clase de límite `{ $class }` cita la regla `{ $rule }`, que no incluye RL015
catalog-label-limit-rule-no-check = no aplica la comprobación del máximo
catalog-help-limit-rule-no-check = las apuestas por encima de este máximo citan esta regla: cite la regla que lo fija e incluya RL015 en sus `checks`
catalog-pano-rule-missing = `single_pano_rule` cita la regla `{ $rule }`, que no está entre las `rules`
catalog-help-pano-rule-missing = nombre el identificador de la regla sobre pagar después de cobrar en las mesas de un solo paño
catalog-pano-rule-no-check = `single_pano_rule` cita la regla `{ $rule }`, que no incluye RL010
catalog-label-pano-rule-no-check = no aplica la comprobación de cobrar primero a los perdedores
catalog-help-pano-rule-no-check = los cobros tardíos en mesas de un solo paño citan esta regla: incluya RL010 en sus `checks`
catalog-zero-rule-missing = `zero.rule` cita la regla `{ $rule }`, que no está entre las `rules`
catalog-help-zero-rule-missing = nombre el identificador de la regla sobre lo que pierden las suertes sencillas con el número del cero
catalog-zero-rule-no-check = `zero.rule` cita la regla `{ $rule }`, que no incluye RL005
catalog-label-zero-rule-no-check = no aplica la comprobación de las liquidaciones
catalog-help-zero-rule-no-check = las liquidaciones con el número del cero que lo contradicen citan esta regla: incluya RL005 en sus `checks`
catalog-at-once-rule-missing = `pay_player_at_once_rule` cita la regla `{ $rule }`, que no está entre las `rules`
catalog-help-at-once-rule-missing = nombre el identificador de la regla sobre pagar de una sola vez las combinaciones ganadoras de un jugador
catalog-at-once-rule-no-check = `pay_player_at_once_rule` cita la regla `{ $rule }`, que no incluye RL009
catalog-label-at-once-rule-no-check = no aplica la comprobación del orden de pago
catalog-help-at-once-rule-no-check = un jugador pagado en dos veces cita esta regla: incluya RL009 en sus `checks`

## Adopciones (`adopts:`)

catalog-adoption-quote = la cita de `{ $id }` está vacía o empieza o termina con espacios en blanco
catalog-label-adoption-quote = cita vacía o con espacios sobrantes
catalog-help-adoption-quote = cite la disposición que adopta literalmente, sin espacios sobrantes, con ` … ` para las omisiones
catalog-adoption-not-loaded = `{ $id }` adopta `{ $adopts }`, que no se ha cargado con él
catalog-label-adoption-not-loaded = artículo adoptado
catalog-help-adoption-not-loaded = un artículo que adopta otro se carga desde un directorio del catálogo que contenga ambos (o del catálogo incorporado): `veedor catalog lint DIR`
# Un eslabón de una cadena de adopciones: $adopted es un identificador o el eslabón siguiente.
catalog-adoption-link = { $article } adopta { $adopted }
catalog-adoption-circle = `{ $id }` adopta en círculo: { $chain }
catalog-label-adoption-circle = adopta en círculo
catalog-help-adoption-circle = una adopción termina en un artículo con reglas propias: haga que uno de ellos adopte ese artículo
catalog-adoption-unknown = `{ $id }` adopta `{ $adopts }`, que no es un artículo del catálogo (o no es válido)
catalog-label-adoption-unknown = artículo desconocido
# $same_game: los artículos del mismo juego, o catalog-none.
catalog-help-adoption-unknown = adopte un artículo de `veedor catalog list`; de este juego: { $same_game }
# $game, $other: los nombres de los juegos tal como los escribe el YAML.
catalog-adoption-other-game = `{ $id }` es de { $game }, pero adopta `{ $adopts }`, un artículo de { $other }
catalog-label-adoption-other-game = otro juego
catalog-help-adoption-other-game = adopte el artículo del mismo juego

## veedor catalog coverage

# $reasons: catalog-coverage-reasons, o nada.
catalog-coverage-counts = { $rules } reglas: { $checked } comprobadas, { $not_checkable } no comprobables{ $reasons }
# Las reglas no comprobables por motivo (las palabras clave del YAML).
catalog-coverage-reasons = {" "}({ $reasons })
catalog-coverage-total = { $articles ->
    [one] { $articles } artículo
   *[other] { $articles } artículos
}: { $counts }; { $codes } códigos de comprobación, { $inventory } identificadores del inventario
catalog-coverage-adopts = adopta { $adopts }: las reglas siguientes son las de ese artículo
catalog-coverage-codes = { $codes } códigos de comprobación, { $inventory } identificadores del inventario
catalog-coverage-checked = comprobadas
catalog-coverage-section = apartado
catalog-coverage-checks = comprobaciones
catalog-coverage-not-checkable = no comprobables
catalog-coverage-reason = motivo
catalog-coverage-detail = detalle
catalog-coverage-not-emitted = incluidas por las reglas pero que el motor no notifica: { $codes }
catalog-coverage-inventory = inventario:

## Avisos de `veedor catalog lint` (el artículo se carga igualmente)

catalog-title-no-spanish = la regla `{ $id }` no tiene título en español: un lector en español lo lee en inglés
catalog-label-title-no-spanish = solo en inglés
catalog-help-title-no-spanish = dé el título por idioma: `title: {"{"}en: …, es: …{"}"}`
catalog-quote-lacks-figure = la cita de la regla `{ $id }` no muestra el { $figure } que aplica `{ $path }`: un hallazgo que la cite citaría una cláusula sin la cifra por la que se juzgó
catalog-label-quote-lacks-figure = aquí no hay { $figure }
catalog-help-quote-lacks-figure = alargue la cita, literal, hasta las palabras que dan la cifra (en cifras o en letra: «200 por 100», «doble», «treinta y cinco»)
# Tras la línea de resumen de `catalog lint` cuando hay avisos.
catalog-lint-warnings = { $warnings ->
    [one] { $warnings } aviso
   *[other] { $warnings } avisos
} (los artículos se cargan; véase arriba)

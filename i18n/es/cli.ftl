# Los mensajes propios de veedor (src/cli.rs y src/cli/) y su --help (src/cli/help.rs:
# identificadores formados con los nombres de los comandos y argumentos).

## --help

cli-about = Audita los registros de partidas de juegos de mesa de casino (.mesa) frente al Catálogo de Juegos español
cli-after-help = Códigos de salida: 0 sin incidencias, 1 hallazgos de gravedad igual o superior a --fail-on, 2 error de entrada o de uso (el 2 prevalece sobre el 1).
cli-help-color = Cuándo colorear la salida: `auto` colorea al escribir en un terminal, o cuando FORCE_COLOR (no vacía) o CLICOLOR_FORCE (no vacía, distinta de 0) está definida, y nunca cuando NO_COLOR (no vacía) está definida; `always` y `never` prevalecen sobre el entorno
cli-value-color-auto = En un terminal, salvo que NO_COLOR esté definida; también fuera de un terminal cuando FORCE_COLOR o CLICOLOR_FORCE está definida
cli-value-color-always = Colorear siempre
cli-value-color-never = No colorear nunca
cli-help-lang = El idioma de lo que escribe veedor: `es` (español) o `en` (inglés). Sin esta opción decide la configuración regional: la primera de LC_ALL, LC_MESSAGES y LANG que esté definida; `es_*` da español y cualquier otra, inglés. Los códigos, los nombres de las reglas, las claves JSON y los identificadores SARIF son los mismos en ambos; los formatos para máquinas conservan los números sin formato local
cli-value-lang-es = Español
cli-value-lang-en = Inglés (English)
cli-about-check = Comprueba registros de mesa: ficheros, directorios (todos los *.mesa que contengan, por orden de ruta), patrones glob o `-` para la entrada estándar, en paralelo
cli-help-check-paths = Ficheros de registro, directorios (todos los *.mesa que contengan, por orden de ruta), patrones glob (entre comillas, p. ej. 'exports/**/*.mesa') o `-` (entrada estándar)
cli-help-check-format = Cómo escribir el informe (`--output-format` es la misma opción, con el nombre que le da ruff)
cli-value-check-format-human = Diagnósticos sobre las líneas del registro, para su lectura
cli-value-check-format-concise = Una línea por hallazgo: `ruta:línea:columna: CÓDIGO [gravedad] mensaje`
cli-value-check-format-json = Un único documento JSON (docs/json-output.md)
cli-value-check-format-jsonl = JSON Lines: un registro por hallazgo, por fichero y un resumen (docs/json-output.md)
cli-value-check-format-sarif = SARIF 2.1.0, para paneles de análisis de código
cli-value-check-format-junit = JUnit XML, para los informes de pruebas de integración continua
cli-value-check-format-github = Comandos de flujo de trabajo de GitHub Actions (anotaciones)
cli-value-check-format-html = Un único documento HTML autónomo para el expediente del inspector: portada, hallazgos por mesa con el extracto del registro y el artículo citado, el dinero de la mesa y las frecuencias de los resultados; se imprime en A4 (README, «The HTML report»)
cli-help-check-catalog = Directorio de artículos del catálogo (JURISDICCIÓN/JUEGO.yaml) que se añaden a los incorporados o los sustituyen
cli-help-check-jobs = Ficheros comprobados en paralelo; 0 (el valor por defecto) es uno por núcleo, como máximo 256 (nunca más que ficheros). La salida es la misma para cualquier N
cli-help-check-fail-on = Salir con 1 cuando un hallazgo (no dispensado) tenga al menos esta gravedad
cli-value-check-fail-on-error = Fallar solo con errores (los avisos por sí solos salen con 0)
cli-value-check-fail-on-warning = Fallar también con avisos
cli-help-check-exit-zero = Salir con 0 aunque haya hallazgos (los errores de entrada y de argumentos siguen dando 2)
cli-help-check-summary = Tras el informe, una fila por mesa: sus sesiones, jugadas, apostado, retención, dictamen y códigos, de peor a mejor, con las mesas sin incidencias contadas; después, lo examinado (el SHA-256 de cada fichero) (en los formatos JSON, como JSON; con sarif, junit, github y html, en la salida de error estándar)
cli-help-check-summary-all = Con --summary: lista también las mesas sin incidencias, en lugar de contarlas
cli-help-check-alert-p = El valor p por debajo del cual las frecuencias de resultados de una mesa son anómalas: una mesa sin infracciones queda entonces «conforme con observaciones» (REVIEW)
cli-help-check-acta-id = El número del acta, impreso en la portada del informe HTML y en --summary (una línea para rellenar si no se da)
cli-help-check-inspector = Quién examinó los registros, impreso en la portada del informe HTML y en --summary
cli-help-check-establishment = El establecimiento (casino) del que proceden los registros, impreso en la portada del informe HTML y en --summary
cli-help-check-statistics = En lugar de los hallazgos, el recuento por regla (de más a menos frecuente): texto con human y concise, JSON con json y jsonl; no se admite con sarif, junit, github ni html
cli-help-check-html-full = Con html: cada sesión completa (cabecera, estadística y hallazgos), también las que no tienen hallazgos; sin ella, una mesa o sesión sin hallazgos ni observaciones ocupa una línea
cli-help-check-waivers = Fichero de dispensas (YAML) de hallazgos aceptados; véase el README, «Waivers»
cli-help-check-write-baseline = Escribir un fichero de dispensas que acepte todos los hallazgos actuales (con --reason) en lugar de informar; los hallazgos ya dispensados por --waivers conservan su motivo
cli-help-check-reason = El motivo que consta en las dispensas que escribe --write-baseline (obligatorio con esa opción)
cli-help-check-output-file = Escribir el informe en el fichero FILE en lugar de en la salida estándar (se crea o se sustituye; sin color salvo con --color always)
cli-help-check-quiet = Solo los hallazgos: sin línea por fichero, sin total ni barra de progreso (como --quiet de ruff). Los formatos para máquinas (json, jsonl, sarif, junit, github) son documentos completos y no cambian
cli-help-check-encoding = Codificación de texto de los registros: `utf-8` (la predeterminada) u otra heredada como `windows-1252` (exportaciones Latin-1 de Windows; `latin-1` se lee como `latin1`) o `utf-16le` (cualquier etiqueta WHATWG)
cli-help-check-stdin-filename = El nombre con el que se informa de la entrada estándar (`-`), en lugar de `<stdin>` (el del fichero que un editor o una cadena de órdenes envía)
cli-help-check-table = La mesa de los historiales PHH (*.phh) que no tienen fichero acompañante: su línea `table`, o sus palabras (p. ej. 'catalog=valencia-2003/poquer-circulo min=2 max=10 ante=0'); véase docs/phh.md
cli-about-explain = Explica una comprobación (por código, p. ej. RL003, o por nombre, p. ej. wrong-payout): qué compara, el texto del catálogo que hace cumplir y un ejemplo. Sin RULE, lista todas las comprobaciones
cli-help-explain-rule = La comprobación: su código (RL003) o su nombre (wrong-payout); sin ella, se listan todas las comprobaciones
cli-help-explain-catalog = Directorio del catálogo cuyos artículos se citan además de los incorporados
cli-about-schema = Imprime el esquema JSON (JSON Schema) de los ficheros del catálogo (para editores de YAML)
cli-about-catalog = Examina o valida el catálogo
cli-about-catalog-list = Lista las jurisdicciones y los juegos
cli-help-catalog-list-catalog = Directorio de artículos del catálogo (JURISDICCIÓN/JUEGO.yaml) que se añaden a los incorporados o los sustituyen
cli-about-catalog-lint = Valida un directorio del catálogo (por defecto, el catálogo incorporado)
cli-help-catalog-lint-dir = Directorio de artículos del catálogo (JURISDICCIÓN/JUEGO.yaml) que se valida; sin él, el catálogo incorporado en veedor
cli-about-catalog-coverage = Qué reglas de cada artículo se comprueban y cuáles no puede mostrar ningún registro
cli-help-catalog-coverage-format = Cómo escribirlo (json: docs/json-output.md, «Catalogue coverage»)
cli-value-catalog-coverage-format-human = Diagnósticos sobre las líneas del registro, para su lectura
cli-value-catalog-coverage-format-json = Un único documento JSON (docs/json-output.md)
cli-help-catalog-coverage-catalog = Directorio de artículos del catálogo (JURISDICCIÓN/JUEGO.yaml) que se añaden a los incorporados o los sustituyen
cli-about-simulate = Escribe el registro de una sesión simulada para un artículo del catálogo, opcionalmente con un fallo inyectado
cli-help-simulate-catalog-id = Artículo del catálogo, p. ej. estado-1979/ruleta-francesa (véase `veedor catalog list`)
cli-help-simulate-rounds = Jugadas que se juegan
cli-help-simulate-seed = Semilla de las elecciones aleatorias (posturas, apuestas, resultados): la misma semilla escribe el mismo registro
cli-help-simulate-inject = Inyecta un fallo (véase --list-faults): el registro incumple entonces exactamente una regla
cli-help-simulate-bias = Sesga el cilindro de la ruleta: NUMBER sale WEIGHT veces más a menudo que cualquier otro número (`--bias 17:2`; se repite para varios números). Sin ella, el cilindro es equilibrado
cli-help-simulate-output = Escribir el registro en el fichero FILE en lugar de en la salida estándar (`--output-file`, como lo llama `check`)
cli-help-simulate-table = El nombre de la mesa en la línea `table` del registro, en lugar del `SIM-NN` del simulador (un mes de una misma mesa simulada es el mismo `--table` con un `--date` por día)
cli-help-simulate-date = El día en que abre la sesión (AAAA-MM-DD), en lugar del 2026-11-20 del simulador; el cierre se desplaza con él (al día siguiente, a la hora de cierre del artículo)
cli-help-simulate-list-faults = Lista los fallos que pueden inyectarse para este artículo, y termina
cli-help-simulate-catalog = Directorio de artículos del catálogo (JURISDICCIÓN/JUEGO.yaml) que se añaden a los incorporados o los sustituyen
cli-about-odds = Probabilidades exactas a partir de las reglas de un artículo del catálogo, para todos los juegos salvo el chemin de fer y el dos paños (en ellos deciden los jugadores): en punto y banca, los resultados y las apuestas; cada apuesta de las ruletas (francesa, americana, boule, ruleta de la fortuna) y de los dados; en treinta y cuarenta, las filas y las suertes; en Black Jack, los resultados del crupier y la ventaja de la estrategia básica; en el bingo, la línea y el bingo de un cartón bola a bola; en el póquer sin descarte, las combinaciones, cuándo juega la banca, lo que devuelve el carrusel y la ventaja de la casa
cli-help-odds-catalog-id = Artículo del catálogo, p. ej. valencia-2003/punto-y-banca
cli-help-odds-decks = Barajas del «sabot» (por defecto, las del artículo)
cli-help-odds-catalog = Directorio de artículos del catálogo (JURISDICCIÓN/JUEGO.yaml) que se añaden a los incorporados o los sustituyen
cli-about-completions = Imprime un guion de autocompletado para el intérprete de órdenes (p. ej. `veedor completions bash > ~/.local/share/bash-completion/completions/veedor`)
cli-help-completions-shell = El intérprete de órdenes (shell) en que se completa
cli-about-man = Imprime la página de manual (roff; p. ej. `veedor man > veedor.1; man ./veedor.1`)

## Lo que veedor dice de su propia ejecución (src/cli.rs, src/cli/).

# $error: la descripción del fallo que da el sistema, tal cual.
cli-cannot-write-output = no se puede escribir la salida: { $error }
cli-cannot-create = no se puede crear `{ $path }`: { $error }
cli-cannot-write = no se puede escribir `{ $path }`: { $error }
cli-not-a-directory = `{ $dir }` no es un directorio
cli-catalog-embedded-invalid = el catálogo incorporado no es válido ({ $problems ->
    [one] { $problems } problema
   *[other] { $problems } problemas
})
cli-catalog-dir-invalid = el directorio del catálogo `{ $dir }` no es válido ({ $problems ->
    [one] { $problems } problema
   *[other] { $problems } problemas
})
# $known: los identificadores de los artículos conocidos, o cli-none.
cli-unknown-article = no hay ningún artículo del catálogo `{ $id }`; conocidos: { $known }
cli-unknown-article-near = no hay ningún artículo del catálogo `{ $id }`{ $hint }
cli-none = ninguno
cli-odds-roulette-no-decks = { $id }: una ruleta no tiene barajas (`--decks`)
cli-sim-write-failed = no se pudo escribir el registro: { $error }
cli-unknown-encoding = `{ $label }` no es una codificación conocida (p. ej. `utf-8`, `windows-1252`, `iso-8859-15`, `utf-16le`)
cli-jobs-not-a-number = no es un número entero no negativo
cli-jobs-too-many = como máximo { $max } hilos (0 es uno por núcleo)
# $format: sarif, junit o github.
cli-statistics-refused = el argumento '--statistics' no puede usarse con '--format { $format }' (el recuento por regla se escribe como texto con --format human o concise, y como JSON con json o jsonl)
cli-reason-empty = --reason no puede estar vacío: una dispensa dice por qué se acepta el hallazgo
cli-baseline-written = { $waivers ->
    [one] se ha escrito { $waivers } dispensa
   *[other] se han escrito { $waivers } dispensas
} en { $path }
cli-baseline-input-errors = { $files ->
    [one] { $files } fichero no pudo revisarse por completo
   *[other] { $files } ficheros no pudieron revisarse por completo
}; los errores de entrada no pueden dispensarse
# La plantilla de la barra de progreso: sus argumentos son los marcadores de la barra ({pos} …); $files, el número de ficheros.
cli-progress = { $bar } { $pos }/{ $len } ficheros, { $elapsed } (quedan { $eta })
cli-explain-unknown = ninguna comprobación se llama `{ $query }`
cli-explain-did-you-mean = quizá quiso decir:
cli-explain-see-list = la lista de comprobaciones la da `veedor explain`
# La notificación de SARIF cuando una entrada no pudo comprobarse (formato para máquinas: en el idioma de la ejecución).
cli-sarif-inputs-not-checked = { $inputs ->
    [one] { $inputs } entrada no pudo leerse o comprobarse hasta el final
   *[other] { $inputs } entradas no pudieron leerse o comprobarse hasta el final
} (véanse los hallazgos M)

## veedor catalog list

cli-list-source = fuente:    { $document }, art. { $article }
cli-list-rules = reglas:    { $checked } comprobadas, { $not_checkable } no comprobables
cli-list-adopts = adopta:    { $adopts }, cuyas reglas se aplican (art. { $article } [{ $rule }])
cli-list-taken = tomadas:   { $rules } reglas citadas de otro texto (véanse su `source` y su `note`)
cli-list-from = origen:    { $origin }
cli-list-empty = no hay artículos del catálogo

## veedor catalog lint

cli-lint-embedded = catálogo incorporado
# $place: cli-lint-embedded o el directorio validado.
cli-lint-ok = { $place }: correcto, { $articles ->
    [one] { $articles } artículo
   *[other] { $articles } artículos
}{ $adopting ->
    [0] {""}
    [one] {" "}({ $adopting } adopta otro)
   *[other] {" "}({ $adopting } adoptan otro)
} con { $rules ->
    [one] { $rules } regla
   *[other] { $rules } reglas
}
cli-lint-problems = { $place }: { $problems ->
    [one] { $problems } problema
   *[other] { $problems } problemas
}, { $articles ->
    [one] { $articles } artículo válido
   *[other] { $articles } artículos válidos
}

## --summary y --statistics (src/report/stats.rs): los encabezados de las tablas

stats-rule-waived = ({ $waived ->
    [one] { $waived } dispensado
   *[other] { $waived } dispensados
})

## --help: lo que clap escribe por sí mismo (solo para un lector en español)

cli-heading-usage = Uso:
cli-usage-options = {"[OPCIONES]"}
cli-default = por defecto
cli-possible-values = valores posibles
cli-possible-values-heading = Valores posibles:
cli-heading-arguments = Argumentos
cli-heading-options = Opciones
cli-heading-commands = Comandos
cli-value-name-command = COMANDO
cli-flag-help = Muestra la ayuda
cli-flag-help-more = Muestra la ayuda (más detalles con '--help')
cli-flag-help-summary = Muestra la ayuda (un resumen con '-h')
cli-flag-version = Muestra la versión
cli-about-help-command = Muestra esta ayuda o la de los comandos indicados
cli-help-command-subcommand = El comando cuya ayuda se muestra

## Los errores de uso de clap (src/cli/errors.rs), para un lector en español. Los nombres
## citados llegan entre comillas y con su estilo.

cli-clap-error = error:
cli-clap-tip = consejo:
cli-clap-tip-pass-value = para pasar '{ $arg }' como valor, use '{ $usage }'
cli-clap-try-help = Para más información, pruebe '{ $flag }'.
cli-clap-invalid-arguments = los argumentos no son válidos
cli-clap-conflict-twice = el argumento '{ $arg }' no puede usarse más de una vez
cli-clap-conflict = el argumento '{ $arg }' no puede usarse con { $with }
cli-clap-conflict-subcommand = el comando '{ $subcommand }' no puede usarse con { $with }
cli-clap-no-equals = hace falta un signo igual para dar valores a '{ $arg }'
cli-clap-value-missing = '{ $arg }' necesita un valor, pero no se ha dado ninguno
cli-clap-invalid-value = valor no válido '{ $value }' para '{ $arg }'
# $message: uno de los dos mensajes anteriores; $values: los válidos, entre comillas.
cli-clap-possible-values = { $message }
    {"  ["}valores posibles: { $values }]
cli-clap-unknown-subcommand = comando desconocido '{ $subcommand }'
# $args: un argumento por línea, cada línea precedida de un salto de línea.
cli-clap-missing-arguments = no se han dado los siguientes argumentos obligatorios:{ $args }
cli-clap-missing-subcommand = '{ $command }' necesita un comando, pero no se ha dado ninguno
    {"  ["}comandos: { $subcommands }]
cli-clap-too-many-values = valor inesperado '{ $value }' para '{ $arg }'; no se esperaban más
cli-clap-number-of-values = '{ $arg }' necesita { $expected } valores; { $given ->
    [one] solo se ha dado { $given }
   *[other] solo se han dado { $given }
}
# $reason: por qué el analizador de veedor rechazó el valor, en el idioma del lector.
cli-clap-value-rejected = valor no válido '{ $value }' para '{ $arg }': { $reason }
cli-clap-unknown-argument = argumento inesperado '{ $arg }'
# $what: subcommand, argument o value.
cli-clap-similar = { $count ->
    [one] existe { $what ->
        [subcommand] un comando parecido
        [argument] un argumento parecido
       *[value] un valor parecido
    }: { $names }
   *[other] existen { $what ->
        [subcommand] comandos parecidos
        [argument] argumentos parecidos
       *[value] valores parecidos
    }: { $names }
}
# Los encabezados de la página de manual (`veedor man`), como los escriben las páginas de manual.
cli-man-heading-name = NOMBRE
cli-man-heading-synopsis = SINOPSIS
cli-man-heading-description = DESCRIPCIÓN
cli-man-heading-options = OPCIONES
cli-man-heading-extra = MÁS INFORMACIÓN
cli-man-heading-version = VERSIÓN
cli-man-heading-exit-status = ESTADO DE SALIDA
cli-man-heading-environment = ENTORNO
cli-man-heading-examples = EJEMPLOS
# Las secciones propias de la página de manual: una entrada por línea; `TÉRMINO :: texto` es un término y su descripción.
cli-man-exit-status =
    0 :: Se revisaron todos los ficheros y ningún hallazgo (no dispensado) alcanza --fail-on (los errores, por omisión); o --exit-zero.
    1 :: Hay hallazgos de gravedad igual o superior a --fail-on: los registros incumplen las reglas del catálogo.
    2 :: Un error de entrada o de uso: un fichero que no pudo leerse o cuyas líneas no pudieron leerse todas (códigos M), un fichero de catálogo o de dispensas con errores, una opción equivocada. El 2 prevalece sobre el 1.
cli-man-environment =
    LC_ALL, LC_MESSAGES, LANG :: El idioma de la salida cuando no se da --lang: decide la primera que esté definida; es_* da español y cualquier otra, inglés.
    NO_COLOR :: No vacía: sin color con --color auto.
    FORCE_COLOR, CLICOLOR_FORCE :: No vacías (CLICOLOR_FORCE: distinta de 0): color con --color auto aunque no se escriba en un terminal.
    CI :: Definida: sin barra de progreso en la salida de errores.
    SOURCE_DATE_EPOCH :: Segundos desde 1970: la fecha que el informe HTML da a su ejecución, para informes reproducibles.
cli-man-examples =
    veedor check fixtures/ :: Revisa todos los registros de un directorio, en paralelo, y muestra los hallazgos sobre sus líneas.
    veedor check registros/ --summary --format html -o acta.html :: La exportación de un día como un documento HTML para el inspector, con un resumen por mesa.
    veedor check registros/ --format sarif -o veedor.sarif --waivers dispensas.yaml :: Una ejecución de integración continua para un panel de análisis de código, con los hallazgos aceptados dispensados.
    veedor explain RL003 :: Qué compara una comprobación y el texto del catálogo que hace cumplir.
    veedor simulate estado-1979/ruleta-francesa --rounds 200 --table RF-03 --date 2026-12-01 -o rf.mesa :: Una sesión simulada de una mesa en un día.
    veedor odds valencia-2003/punto-y-banca :: Las probabilidades exactas de las reglas de un artículo.
cli-alert-p-invalid = `{ $value }` no es una probabilidad entre 0 y 1 (p. ej. 0,001)
stats-table = mesa
stats-article = artículo
stats-sessions = sesiones
stats-rounds = jugadas
stats-staked = apostado
stats-hold = retención
stats-verdict = dictamen
stats-codes = códigos
stats-clean-folded = { $tables ->
    [one] 1 mesa conforme, no listada (--summary-all la lista)
   *[other] { $tables } mesas conformes, no listadas (--summary-all las lista)
}
stats-total-line = total: { $files ->
    [one] 1 fichero
   *[other] { $files } ficheros
}, { $tables ->
    [one] 1 mesa
   *[other] { $tables } mesas
} (no conformes: { $non_compliant }; conformes con observaciones: { $review }; con avisos: { $warnings_only }; conformes: { $compliant }{ $not_checked ->
    [0] {""}
   *[other] ; no revisadas por completo: { $not_checked }
}); errores: { $errors }, avisos: { $warnings }, dispensados: { $waived }
stats-top-codes = códigos más frecuentes: { $codes }
custody-heading = Cadena de custodia
custody-acta = acta: { $acta }
custody-inspector = inspector: { $inspector }
custody-establishment = establecimiento: { $establishment }
custody-program = programa: { $veedor }
custody-command = orden ejecutada: { $command }
custody-articles = artículos del catálogo (SHA-256, id, origen):
custody-files = ficheros (SHA-256, bytes, nombre):

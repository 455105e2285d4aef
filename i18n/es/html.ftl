# El informe HTML del inspector (src/report/html/): lo que rodea a los hallazgos, la portada,
# la estadística de la mesa y su gráfico.

html-title = Informe de inspección de registros de mesas de juego
html-kicker = veedor · Informe de inspección
html-lead = Revisión de los registros de juego (.mesa) conforme al artículo del catálogo que cita cada mesa. Cada hallazgo señala el suceso del registro que incumple la norma y reproduce literalmente el texto de esta.
# Encabezado de cada página impresa.
html-running-head = veedor · Informe de inspección · { $date }
html-page-number = Página
html-colophon = Generado por veedor { $version } el { $date }. Los importes proceden de las líneas del registro; las probabilidades, del catálogo.
# $rounds, $lines: los números para el plural; $rounds_shown, $lines_shown: los mismos como se escriben (13.300).
# $month: 1–12; $time: HH:MM en UTC.
html-date-time = { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }, { $time } UTC

html-verdict-compliant = Conforme
html-verdict-warnings = Con avisos
html-verdict-review = Conforme con observaciones
html-verdict-non-compliant = No conforme
html-verdict-not-fully-checked = No revisada por completo

## Portada
html-cover-date = Fecha de la revisión
html-cover-version = Programa
html-cover-checked = Objeto de la revisión
html-cover-checked-value = { $files ->
    [one] { $files } fichero
   *[other] { $files } ficheros
}, { $tables ->
    [one] { $tables } mesa
   *[other] { $tables } mesas
}, { $sessions ->
    [one] { $sessions } sesión
   *[other] { $sessions } sesiones
}, { $rounds ->
    [one] { $rounds_shown } jugada
   *[other] { $rounds_shown } jugadas
}
html-cover-findings = Hallazgos
html-cover-findings-value = { $errors ->
    [one] { $errors } error
   *[other] { $errors } errores
}, { $warnings ->
    [one] { $warnings } aviso
   *[other] { $warnings } avisos
}, { $waived ->
    [one] { $waived } dispensado
   *[other] { $waived } dispensados
}
html-verdicts-heading = Dictamen por mesa
html-no-tables = Ningún registro tiene una cabecera de mesa aceptada.
html-articles-heading = Normativa aplicada
# La disposición oficial de la que procede un artículo del catálogo.
html-article-source = { $document }, artículo { $article }
# Un artículo que adopta las reglas de otro.
html-article-adopts = Adopta las reglas de { $rules_of }: { $citation }: «{ $quote }»
html-files-heading = Ficheros revisados

html-col-table = Mesa
html-col-catalog = Artículo
html-col-sessions = Sesiones
html-col-rounds = Jugadas
html-col-errors = Errores
html-col-warnings = Avisos
html-col-waived = Dispensados
html-col-frequencies = Frecuencias
html-col-verdict = Dictamen
html-col-file = Fichero
html-col-lines = Líneas
html-col-opened = Apertura

## Cada mesa y cada sesión
html-table-heading = Mesa { $table }
html-table-subtitle = { $title } ({ $catalog }; { $document }) · { $sessions ->
    [one] { $sessions } sesión
   *[other] { $sessions } sesiones
} · { $rounds ->
    [one] { $rounds_shown } jugada
   *[other] { $rounds_shown } jugadas
}
html-session-heading = Sesión { $number }: { $file }
html-header-catalog = Artículo del catálogo
html-header-minimum = Mínimo de la mesa
html-header-limits = Límites (máximos)
html-header-opened = Apertura de la sesión
html-header-closed = Cierre de la sesión
html-header-file = Registro
html-header-file-value = { $file }: { $lines ->
    [one] { $lines_shown } línea
   *[other] { $lines_shown } líneas
}, { $rounds ->
    [one] { $rounds_shown } jugada
   *[other] { $rounds_shown } jugadas
}
html-header-line = Cabecera (línea { $line })
# $scale: la escala de máximos del artículo (alta, baja).
html-limits-scale = escala { $scale ->
    [unica] única
   *[other] { $scale }
}:
# $class: la clase de apuesta del artículo (pleno, sencillas…); $max: importe.
html-limits-class = { $class ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $class }
}: { $max } ({ $multiple } veces el mínimo)
html-limits-authorised = { $class ->
    [numero] número
    [huerfanos] huérfanos
   *[other] { $class }
}: { $max } (autorizado, `max-{ $class }=`)
html-limits-maximum = máximo { $max } ({ $multiple } veces el mínimo)
html-others-heading = Otras entradas
html-others-intro = Entradas que no son la sesión de una mesa: ficheros ilegibles, registros sin cabecera aceptada y los problemas del fichero de dispensas.

## Hallazgos
html-no-findings = Sin hallazgos.
html-findings-heading = Hallazgos: { $count }{ $waived ->
    [0] {""}
    [one] , de ellos { $waived } dispensado
   *[other] , de ellos { $waived } dispensados
}
html-rule-count = { $count ->
    [one] { $count } hallazgo
   *[other] { $count } hallazgos
}{ $waived ->
    [0] {""}
    [one] {" "}({ $waived } dispensado)
   *[other] {" "}({ $waived } dispensados)
}
html-findings-without-excerpt = Se muestran con su extracto del registro los { $shown } primeros de los { $count } hallazgos de esta regla; los demás, sin él.
html-finding-place = { $file }, línea { $line }, columna { $column }
html-finding-place-file = { $file }
html-expected = Esperado
html-found = Encontrado
# $waiver: dónde está la dispensa (línea del registro o entrada del fichero de dispensas).
html-waived = Dispensado: «{ $reason }» ({ $waiver })
html-label-elsewhere = en { $place }: { $text }
# $has_section: 0 cuando la regla no tiene apartado.
html-citation = { $document }, art. { $article }{ $has_section ->
    [0] {""}
   *[other] , §{ $section }
} [{ $rule }]
html-citation-short = art. { $article }{ $has_section ->
    [0] {""}
   *[other] , §{ $section }
} [{ $rule }]
html-adopted-by = Adoptado por { $citation }: «{ $quote }»

## La estadística de la mesa
html-study-heading = Estadística de la sesión
html-estudio-heading = Estudio de la mesa en { $sessions ->
    [one] { $sessions } sesión
   *[other] sus { $sessions } sesiones
}
html-estudio-sessions = Sesiones del estudio
html-study-missing = Sin estadística de la mesa para este registro: su cabecera no se aceptó, o veedor aún no la calcula para este juego.
html-estudio-missing = Sin estadística de la mesa: veedor no la ha calculado para ninguna de sus sesiones (véase cada sesión).
html-session-no-study = sin estadística
html-hold-edge-heading = Retención observada y ventaja teórica
# Las dos barras de la figura de la retención y la ventaja.
html-hold-bar-observed = observada
html-hold-bar-theoretical = teórica
html-money-heading = Dinero de la mesa
html-money-staked = Total apostado
html-money-paid = Pagado (ganancias)
html-money-collected = Cobrado (apuestas perdedoras)
html-money-returned = Devuelto a los jugadores
html-money-cagnotte = Pozo («cagnotte»)
html-money-house-result-banker = Resultado del establecimiento (cobrado − pagado)
html-money-house-result-cagnotte = Ingreso del establecimiento («cagnotte»)
html-money-hold = Retención observada
html-money-hold-value = { $percent } de lo apostado
html-money-hold-none = — (nada apostado)
html-money-edge = Ventaja teórica del establecimiento
html-kinds-heading = Dinero por apuesta
html-kinds-bet = Apuesta
html-kinds-staked = Apostado
html-kinds-won = Ganado por los jugadores
html-kinds-commission = Comisión retenida
html-kinds-hold = Retención
html-kinds-edge = Ventaja exacta
html-edge-value = { $percent }
html-edge-value-exact = { $percent } (exactamente { $fraction })
html-edge-house-does-not-bank = no procede: la banca la tiene un jugador y el establecimiento solo percibe la «cagnotte»
html-edge-house-plays-no-hand = no procede: el establecimiento no juega ninguna mano; su ingreso es lo que detrae de los botes
html-take-share = Detracción, parte de los botes
html-take-share-value = { $percent } de { $pots } puestos en los botes
html-take-allowed = Máximo que permite el artículo
html-take-per-hour = Detracción por hora
html-take-per-hour-value = { $taken } por hora (el artículo permite como máximo { $allowed }), en { $hours } h
html-edge-not-enumerable = sin cifra exacta: { $detail }
html-edge-no-stakes = sin apuestas de ventaja conocida
html-edge-basic-strategy = { $percent } con la estrategia básica, por apuesta inicial ({ $decks ->
    [one] una baraja
   *[other] { $decks } barajas
  }; la retención observada cuenta entre lo apostado lo doblado, lo separado y los seguros)
html-frequencies-heading = { $unit ->
    [balls] Las bolas extraídas frente a una extracción uniforme ({ $rounds ->
        [one] { $rounds_shown } bola
       *[other] { $rounds_shown } bolas
    }, las 15 primeras de cada partida; cada una 1/90)
   *[rounds] Frecuencias de los resultados ({ $rounds ->
        [one] { $rounds_shown } jugada
       *[other] { $rounds_shown } jugadas
    })
}
html-outcome = Resultado
html-outcome-observed = Observado
html-outcome-probability = Probabilidad
html-outcome-expected = Esperado
html-test-statistic = χ² = { $chi2 } con { $df ->
    [one] { $df } grado de libertad
   *[other] { $df } grados de libertad
} sobre { $unit ->
    [balls] { $rounds ->
        [one] { $rounds_shown } bola
       *[other] { $rounds_shown } bolas
    }
   *[rounds] { $rounds ->
        [one] { $rounds_shown } jugada
       *[other] { $rounds_shown } jugadas
    }
}
# $p: «p = 0,003» o «p < 0,001».
html-test-no-sign-of-bias = Sin indicios de sesgo, { $p } (umbral { $threshold }); { $stats }.
html-test-anomalous = Frecuencias anómalas, { $p } (umbral { $threshold }); { $stats }.
html-test-too-few-rounds = { $unit ->
    [balls] Bolas insuficientes para juzgar
   *[rounds] Jugadas insuficientes para juzgar
}: la frecuencia esperada mínima es { $min_expected } y el contraste requiere { $needed }; { $stats }.
html-test-not-enumerable = Sin probabilidades exactas con las que contrastar las frecuencias: { $detail }.
html-test-none = Sin contraste de las frecuencias.
html-test-short-ok = sin indicios de sesgo ({ $p })
html-test-short-anomalous = anómalas ({ $p })
html-test-short-too-few = { $unit ->
    [balls] bolas insuficientes para juzgar
   *[rounds] jugadas insuficientes para juzgar
}
html-test-short-none = —
html-test-short-no-test = sin probabilidades exactas con las que contrastarlas
html-chart-title = Frecuencias observadas de cada resultado y las esperadas según su probabilidad exacta
html-chart-bar = { $label }: observado { $observed }
html-chart-bar-expected = { $label }: observado { $observed }, esperado { $expected }
html-chart-legend-observed = observado
html-chart-legend-expected = { $unit ->
    [balls] esperado (bolas × probabilidad)
   *[rounds] esperado (jugadas × probabilidad)
}
html-chart-axis-rounds = jugadas
verdict-alert-frequencies = frecuencias de resultados anómalas ({ $p }, por debajo del umbral de alerta de { $threshold })
verdict-alert-hold = una retención muy por { $direction ->
    [above] encima
   *[below] debajo
} de lo que la ventaja de las apuestas realizadas hace esperar ({ $p }, por debajo del umbral de alerta de { $threshold })
html-verdict-review-note = { $alert }: la mesa no tiene infracciones, pero sus estadísticas piden una segunda revisión.
html-acta-id = N.º de acta
html-acta-inspector = Inspector
html-acta-establishment = Establecimiento
html-col-staked = Apostado
html-col-hold = Retención
html-col-codes = Códigos
html-clean-folded = { $tables ->
    [one] 1 mesa conforme, no listada (su sección sigue; --summary-all la lista aquí).
   *[other] { $tables } mesas conformes, no listadas (sus secciones siguen; --summary-all las lista aquí).
}
html-custody-heading = Cadena de custodia
html-custody-program = Programa
html-custody-command = Orden ejecutada
html-custody-origin = Origen
html-custody-bytes = Bytes

# La hora de un registro: $has_date 1 con fecha; $zone «local» (el registro no nombra zona: la
# hora es la de su reloj), «none» (lo mismo, dicho ya en el encabezado de la columna), «UTC» o
# «UTC+01:00».
html-log-time = { $has_date ->
    [1] { $day } de { $month ->
        [1] enero
        [2] febrero
        [3] marzo
        [4] abril
        [5] mayo
        [6] junio
        [7] julio
        [8] agosto
        [9] septiembre
        [10] octubre
        [11] noviembre
       *[12] diciembre
    } de { $year }, { $time }
   *[0] { $time }
}{ $zone ->
    [local] {" "}(hora local del registro)
    [none] {""}
   *[other] {" "}{ $zone }
}
# Un registro con otro mínimo o límites que la primera sesión de su mesa.
html-header-minimum-differs = Mínimo (distinto del de la mesa)
html-header-limits-differs = Límites (distintos de los de la mesa)
html-table-facts-note = Mínimo y límites de la primera sesión; una sesión con otros lo indica en su cabecera.
# Versión plegada: una línea por sesión o mesa sin hallazgos ni observaciones.
html-col-when-note = hora local del registro
html-quote-above = citado arriba: art. { $article }{ $has_section ->
    [0] {""}
   *[other] , §{ $section }
} [{ $rule }]
html-files-folded = { $files ->
    [one] El fichero revisado figura en la sección de su mesa, con sus hallazgos.
   *[other] Los { $files } ficheros revisados figuran cada uno en la sección de su mesa: una línea por sesión, con su dictamen, y sus hallazgos agrupados por norma. Con --html-full, el informe los enumera también aquí y muestra cada sesión completa. Una mesa sin hallazgos ni observaciones muestra una línea por sesión; el mínimo y los límites de una mesa son los de su primera sesión, y una sesión con otros lo indica en su cabecera.
}
# La misma, abreviada, en una columna de tabla: «14 nov. 2026, 20:00».
html-log-time-short = { $has_date ->
    [1] { $day } { $month ->
        [1] ene.
        [2] feb.
        [3] mar.
        [4] abr.
        [5] may.
        [6] jun.
        [7] jul.
        [8] ago.
        [9] sept.
        [10] oct.
        [11] nov.
       *[12] dic.
    } { $year }, { $time }
   *[0] { $time }
}{ $zone ->
    [local] {" "}(hora local del registro)
    [none] {""}
   *[other] {" "}{ $zone }
}
# Los ficheros de una mesa, nombrados a partir de su carpeta común.
html-files-in = Ficheros en { $dir }
# Columnas estrechas de la tabla de sesiones.

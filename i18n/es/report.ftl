# El marco de todo informe: lo que rodea a los textos de los hallazgos (src/report/).

severity-error = error
severity-warning = aviso

# La palabra ante el pie de un hallazgo (esperado, encontrado, el artículo). Cuatro letras: las
# demás líneas del pie se sangran para seguirla.
report-help = nota
report-expected = esperado: { $value }
# Un valor esperado o encontrado escrito como lo escribe el registro (sus importes, en la forma del registro).
report-log-line = línea del registro: { $line }
report-log-lines = líneas del registro: { $lines }
# Líneas del registro, una tras otra.
report-code-list = { $head }, { $tail }
report-found = encontrado: { $value }
# Una etiqueta cuya línea no puede dibujarse (sin posición, más allá del final del fichero).
report-label-elsewhere = en { $place }: { $text }
report-required-by = lo exige: { $citation }
# Una regla que es ley en la jurisdicción de la mesa porque otra disposición la adopta.
report-adopted-by = según la adopta { $citation }

report-file-clean = { $file }: sin incidencias{ $waived ->
    [0] {""}
    [one] {" "}({ $waived } dispensado)
   *[other] {" "}({ $waived } dispensados)
}
report-file-findings = { $file }: { $errors ->
    [one] { $errors } error
   *[other] { $errors } errores
}, { $warnings ->
    [one] { $warnings } aviso
   *[other] { $warnings } avisos
}{ $waived ->
    [0] {""}
    [one] {" "}({ $waived } dispensado)
   *[other] {" "}({ $waived } dispensados)
}{ $input_error ->
    [0] {""}
   *[other] {" "}(error de entrada: no revisado por completo)
}
report-waived-line = dispensado: { $place }: { $code } { $name }: { $message } (motivo: «{ $reason }», { $waiver })
report-waived-line-no-reason = dispensado: { $place }: { $code } { $name }: { $message }
report-inline-waiver = dispensa en la línea { $line }
report-total = total: { $files ->
    [one] { $files } fichero
   *[other] { $files } ficheros
}, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errores
}, { $warnings ->
    [one] { $warnings } aviso
   *[other] { $warnings } avisos
}{ $waived ->
    [0] {""}
    [one] , { $waived } dispensado
   *[other] , { $waived } dispensados
}{ $input_errors ->
    [0] {""}
    [one] ; { $input_errors } fichero con errores de entrada
   *[other] ; { $input_errors } ficheros con errores de entrada
}
# Un hallazgo dispensado en una anotación de GitHub.
report-waived-notice = dispensado ({ $reason }): { $message }
# Un hallazgo dispensado en JUnit: su caso de prueba se omite con este mensaje.
report-waived-reason = dispensado: { $reason }
# El mensaje de una línea de SARIF: la frase del hallazgo y, tras ella, esto.
report-expected-found-inline = {" "}(esperado { $expected }; encontrado { $found })
# Tras la línea de un hallazgo dispensado en el formato conciso.
report-waived-suffix = {" "}(dispensado: { $reason })

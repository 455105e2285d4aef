# Dispensas (src/waiver.rs): comentarios `# veedor: waive` en el registro y ficheros de
# dispensas, y lo que tienen de incorrecto (W001, W002 y errores del fichero en su conjunto).

waiver-label-invalid = dispensa no válida
waiver-invalid = esta dispensa no surte efecto: { $why }
waiver-no-code = la dispensa no indica ningún código de comprobación
waiver-not-waivable = los hallazgos { $code } no pueden dispensarse
waiver-unknown-code = no hay ninguna comprobación llamada `{ $code }`
waiver-no-reason-inline = la dispensa no tiene motivo; escríbase reason="por qué se acepta el hallazgo"
waiver-no-closing-quote = falta la comilla de cierre del motivo
waiver-empty-reason = el motivo de la dispensa está vacío
waiver-no-reason = la dispensa no tiene motivo
waiver-expect-reason = reason: por qué se acepta el hallazgo
waiver-no-line = la dispensa no indica ni `line` ni `fingerprint`
waiver-expect-directive = # veedor: waive CÓDIGO[,CÓDIGO…] reason="…"
waiver-label-unused = no dispensa nada
waiver-unused-inline = esta dispensa de { $codes } no corresponde a ningún hallazgo
waiver-expect-finding-on-line = un hallazgo { $codes } en la línea dispensada
waiver-expect-finding-at-line = un hallazgo { $codes } en la línea { $line }
waiver-found-none = ninguno
waiver-unused-file = esta dispensa de { $code } en `{ $file }` no corresponde a ningún hallazgo
waiver-unused-file-line = esta dispensa de { $code } en `{ $file }` en la línea { $line } no corresponde a ningún hallazgo
waiver-expect-finding-in-file = un hallazgo { $code } en `{ $file }`
# $why: lo que dijo el sistema (sys-io-error).
waiver-file-unreadable = no puede leerse el fichero de dispensas `{ $name }`: { $why }
# $why: el mensaje del lector de YAML (serde_yaml), en sus propias palabras inglesas (la
# biblioteca no tiene traducción), tal cual, con el lugar del fichero en que se detuvo.
waiver-file-invalid = `{ $name }` no es un fichero de dispensas; la biblioteca YAML dice (en inglés): { $why }
waiver-file-version = `{ $name }` es de la versión { $version } del fichero de dispensas; veedor lee la versión { $supported }

# Lo que dice el sistema operativo cuando un fichero no puede leerse o escribirse
# (src/i18n/system.rs).

# $detail: las palabras del sistema, en inglés, tal como las escribe la biblioteca estándar de
# Rust (`No such file or directory (os error 2)`); $kind: la clase de error. Se traducen las
# clases que un usuario encuentra; las demás conservan las palabras del sistema.
sys-io-error = { $kind ->
    [not-found] no existe el fichero o el directorio
    [permission-denied] permiso denegado
    [already-exists] el fichero ya existe
    [is-a-directory] es un directorio
    [not-a-directory] una parte de la ruta no es un directorio
    [storage-full] no queda espacio en el dispositivo
    [read-only-filesystem] el sistema de ficheros es de solo lectura
    [unexpected-eof] el fichero termina antes de lo esperado
   *[other] { $detail }
}

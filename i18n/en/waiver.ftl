# Waivers (src/waiver.rs): inline `# veedor: waive` comments and waivers files, and what is
# wrong with them (W001, W002, and errors of the file as a whole).

waiver-label-invalid = invalid waiver
# $why: one of the waiver-* reasons below.
waiver-invalid = this waiver waives nothing: { $why }
waiver-no-code = the waiver names no check code
waiver-not-waivable = { $code } findings cannot be waived
waiver-unknown-code = no check is called `{ $code }`
waiver-no-reason-inline = the waiver has no reason; write reason="why the finding is accepted"
waiver-no-closing-quote = the reason's closing quote is missing
waiver-empty-reason = the waiver's reason is empty
waiver-no-reason = the waiver has no reason
waiver-expect-reason = reason: why the finding is accepted
waiver-no-line = the waiver gives neither `line` nor `fingerprint`
waiver-expect-directive = # veedor: waive CODE[,CODE…] reason="…"
waiver-label-unused = waives nothing
# $codes: the waived codes as the comment lists them, e.g. RL005,S003.
waiver-unused-inline = this waiver of { $codes } matches no finding
waiver-expect-finding-on-line = a { $codes } finding on the waived line
waiver-expect-finding-at-line = a { $codes } finding on line { $line }
waiver-found-none = none
waiver-unused-file = this waiver of { $code } in `{ $file }` matches no finding
waiver-unused-file-line = this waiver of { $code } in `{ $file }` at line { $line } matches no finding
waiver-expect-finding-in-file = a { $code } finding in `{ $file }`
# Errors of a waivers file as a whole ($why: the system's explanation (sys-io-error), or the
# YAML reader's, in serde_yaml's own English words).
waiver-file-unreadable = cannot read the waivers file `{ $name }`: { $why }
waiver-file-invalid = `{ $name }` is not a waivers file: { $why }
waiver-file-version = `{ $name }` is waivers-file version { $version }, veedor reads version { $supported }

# The frame of every report: what surrounds the findings' own texts (src/report/).

severity-error = error
severity-warning = warning

# The word before a finding's footer (expected, found, the article). Four letters: the footer's
# further lines are indented to follow it.
report-help = help
report-expected = expected: { $value }
# An expected or found value written as the log writes it (its amounts in the log's form).
report-log-line = log line: { $line }
report-log-lines = log lines: { $lines }
# Log lines one after the other.
report-code-list = { $head }, { $tail }
report-found = found: { $value }
# A label whose line cannot be drawn (no position, past the end of the file).
report-label-elsewhere = at { $place }: { $text }
report-required-by = required by: { $citation }
# A rule that is the law of the table's jurisdiction because another provision adopts it.
report-adopted-by = as adopted by { $citation }

report-file-clean = { $file }: clean{ $waived ->
    [0] {""}
   *[other] {" "}({ $waived } waived)
}
report-file-findings = { $file }: { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $warnings ->
    [one] { $warnings } warning
   *[other] { $warnings } warnings
}{ $waived ->
    [0] {""}
   *[other] {" "}({ $waived } waived)
}{ $input_error ->
    [0] {""}
   *[other] {" "}(input error: not fully checked)
}
report-waived-line = waived: { $place }: { $code } { $name }: { $message } (reason: "{ $reason }", { $waiver })
report-waived-line-no-reason = waived: { $place }: { $code } { $name }: { $message }
report-inline-waiver = inline waiver on line { $line }
report-total = total: { $files ->
    [one] { $files } file
   *[other] { $files } files
}, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $warnings ->
    [one] { $warnings } warning
   *[other] { $warnings } warnings
}{ $waived ->
    [0] {""}
   *[other] , { $waived } waived
}{ $input_errors ->
    [0] {""}
    [one] ; { $input_errors } file with input errors
   *[other] ; { $input_errors } files with input errors
}
# A waived finding in a GitHub annotation.
report-waived-notice = waived ({ $reason }): { $message }
# A waived finding in JUnit: its test case is skipped with this message.
report-waived-reason = waived: { $reason }
# SARIF's one-line message: the finding's sentence, then this.
report-expected-found-inline = {" "}(expected { $expected }; found { $found })
# After a waived finding's line in the concise format.
report-waived-suffix = {" "}(waived: { $reason })

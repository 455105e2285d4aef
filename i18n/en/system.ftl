# What the operating system says when a file cannot be read or written (src/i18n/system.rs).

# $detail: the system's own words, as the standard library writes them (`No such file or
# directory (os error 2)`); $kind: what kind of error it is, for the languages that translate
# the common ones (`not-found`, `permission-denied`, …, `other`). English keeps the system's
# words.
sys-io-error = { $detail }

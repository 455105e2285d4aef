//! What the operating system says when a file cannot be read or written.

use std::io;

use super::Text;

/// An I/O error as a reader of each language reads it: in English the system's own words, as
/// the standard library writes them (`No such file or directory (os error 2)`); in Spanish a
/// translation for the kinds a user meets (a missing file, a refused permission, a directory
/// where a file was wanted, a full disk), and the system's words for the rest.
pub fn io_error(e: &io::Error) -> Text {
    crate::t!("sys-io-error", kind = kind(e.kind()), detail = e.to_string())
}

/// The selector of `sys-io-error`: the error's kind, as the translation files name it.
fn kind(k: io::ErrorKind) -> &'static str {
    match k {
        io::ErrorKind::NotFound => "not-found",
        io::ErrorKind::PermissionDenied => "permission-denied",
        io::ErrorKind::AlreadyExists => "already-exists",
        io::ErrorKind::IsADirectory => "is-a-directory",
        io::ErrorKind::NotADirectory => "not-a-directory",
        io::ErrorKind::StorageFull => "storage-full",
        io::ErrorKind::ReadOnlyFilesystem => "read-only-filesystem",
        io::ErrorKind::UnexpectedEof => "unexpected-eof",
        _ => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Locale};

    #[test]
    fn english_keeps_the_systems_words_and_spanish_translates_common_kinds() {
        let missing = io::Error::from(io::ErrorKind::NotFound);
        assert_eq!(io_error(&missing).en(), missing.to_string());
        assert_eq!(io_error(&missing).render(Locale::human(Lang::Es)), "no existe el fichero o el directorio");
        // A kind without a translation: the system's words in both languages.
        let odd = io::Error::other("something odd");
        assert_eq!(io_error(&odd).render(Locale::human(Lang::Es)), "something odd");
    }
}

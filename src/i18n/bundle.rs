//! The translation files, embedded in the binary, each parsed on the first use of one of its
//! messages.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};

use super::{Arg, Lang, Locale, render_arg};

/// `i18n/<lang>/*.ftl`: one folder per language, files split by the part of veedor they serve.
static FILES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/i18n");

type Bundle = FluentBundle<FluentResource>;

/// One translation file of a language and its bundle, built the first time one of its
/// messages is asked for: a run formats a few messages, from a file or two, and parsing every
/// file up front was a tenth of the start-up of `veedor check`. A message refers only to
/// messages of its own file (no file defines a term), so a file's bundle is complete.
struct File {
    /// The file's bytes, read as text when its bundle is built.
    bytes: &'static [u8],
    bundle: OnceLock<Bundle>,
}

impl File {
    /// The file's bundle. A file that does not parse still gives the messages it could read
    /// (`tests/i18n.rs` makes sure every file parses).
    fn bundle(&self, lang: Lang) -> &Bundle {
        self.bundle.get_or_init(|| {
            let id = match lang {
                Lang::En => unic_langid::langid!("en"),
                Lang::Es => unic_langid::langid!("es"),
            };
            let mut bundle = Bundle::new_concurrent(vec![id]);
            // Unicode isolation marks around arguments are for right-to-left scripts; in a
            // terminal or a JSON string they are invisible noise.
            bundle.set_use_isolating(false);
            // Not UTF-8 (which `tests/i18n.rs` forbids): read as the lossy text it was read as.
            // simdutf8's check, with the same verdict, is a tenth of the standard library's.
            let text = match simdutf8::basic::from_utf8(self.bytes) {
                Ok(text) => text.to_owned(),
                Err(_) => String::from_utf8_lossy(self.bytes).into_owned(),
            };
            let resource = FluentResource::try_new(text).unwrap_or_else(|(partial, _errors)| partial);
            // A message defined twice keeps its first definition; the tests forbid it.
            let _ = bundle.add_resource(resource);
            bundle
        })
    }

    /// The ids the file defines: each line that starts with one, then `=` (after blanks), read
    /// from the text's lines (what `build.rs` writes the index from; the test compares them).
    #[cfg(test)]
    fn ids(bytes: &'static [u8]) -> impl Iterator<Item = &'static str> {
        let text = std::str::from_utf8(bytes).unwrap_or_default();
        let starts = std::iter::once(0).chain(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1));
        starts.filter_map(move |start| {
            let line = text.get(start..)?;
            if !line.as_bytes().first()?.is_ascii_alphabetic() {
                return None;
            }
            match memchr::memchr2(b'=', b'\n', line.as_bytes()) {
                // `=` and `\n` are ASCII: the slice ends at a character boundary.
                Some(eq) if line.as_bytes()[eq] == b'=' => Some(line[..eq].trim_end_matches([' ', '\t'])),
                _ => None,
            }
        })
    }
}

// `FILES_EN`, `INDEX_EN`, `FILES_ES`, `INDEX_ES`: each language's files in path order, and
// the file (an index in them) that first defines each message id, sorted by id; written by
// `build.rs` from the same files, so that a message costs a binary search, not an index of
// every file's ids built at each run (about 1.2 M instructions, what a run's first message paid).
include!(concat!(env!("OUT_DIR"), "/i18n_index.rs"));

/// A language's files, in the order of their paths, and which file defines each message id.
struct Files {
    files: Vec<File>,
    index: &'static [(&'static str, u8)],
}

/// The files of `lang`.
fn files(lang: Lang) -> &'static Files {
    static FILES_OF: [OnceLock<Files>; 2] = [OnceLock::new(), OnceLock::new()];
    let (slot, names, index) = match lang {
        Lang::En => (&FILES_OF[0], FILES_EN, INDEX_EN),
        Lang::Es => (&FILES_OF[1], FILES_ES, INDEX_ES),
    };
    slot.get_or_init(|| {
        let files = names
            .iter()
            .map(|name| {
                let bytes = FILES.get_file(format!("{}/{name}", lang.code())).map_or(&[][..], |f| f.contents());
                File { bytes, bundle: OnceLock::new() }
            })
            .collect();
        Files { files, index }
    })
}

/// The bundle that holds message `id` in `lang`: the first file (in path order) that defines
/// it, as when every file was added to one bundle (which kept a message's first definition).
fn bundle_of(lang: Lang, id: &str) -> Option<&'static Bundle> {
    let files = files(lang);
    let i = files.index.binary_search_by(|(k, _)| (*k).cmp(id)).ok()?;
    files.files.get(usize::from(files.index[i].1)).map(|f| f.bundle(lang))
}

/// Message `id` with `args`, in `locale`; English if `lang` lacks it, the id itself if both do.
pub(super) fn format(locale: Locale, id: &str, args: &[(&'static str, Arg)], marked: bool) -> String {
    let fluent_args = (!args.is_empty()).then(|| {
        let mut fa = FluentArgs::with_capacity(args.len());
        for (name, arg) in args {
            let value = match arg {
                Arg::Int(n) => FluentValue::from(*n),
                other => FluentValue::from(render_arg(other, locale, marked)),
            };
            fa.set(*name, value);
        }
        fa
    });
    for lang in [locale.lang, Lang::En] {
        let Some(bundle) = bundle_of(lang, id) else { continue };
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors).into_owned();
        }
    }
    id.to_owned()
}

/// Message `id` without arguments in `lang` only (no English fallback); `None` when `lang`
/// does not define it. For ids built at run time (`cli-help-check-jobs`), which `t!` cannot take.
pub(super) fn lookup(lang: Lang, id: &str) -> Option<String> {
    let bundle = bundle_of(lang, id)?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(bundle.format_pattern(pattern, None, &mut errors).into_owned())
}

/// Every message id `lang` defines, from its files' text: what the tests compare.
pub fn message_ids(lang: Lang) -> Vec<String> {
    let mut ids = Vec::new();
    if let Some(dir) = FILES.get_dir(lang.code()) {
        for file in dir.files() {
            let text = String::from_utf8_lossy(file.contents());
            ids.extend(text.lines().filter_map(|l| {
                let (id, _) = l.split_once(" =")?;
                let ok = id.starts_with(|c: char| c.is_ascii_alphabetic())
                    && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                ok.then(|| id.to_owned())
            }));
        }
    }
    ids.sort();
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The index `build.rs` writes is what the files' text defines: for each language, every id
    /// of every file, with the first file (in path order) that defines it.
    #[test]
    fn the_build_index_is_the_files() {
        for lang in Lang::ALL {
            let mut dir: Vec<_> = FILES.get_dir(lang.code()).map(|d| d.files().collect()).unwrap_or_default();
            dir.sort_by_key(|f| f.path());
            let names: Vec<String> =
                dir.iter().filter_map(|f| Some(f.path().file_name()?.to_string_lossy().into_owned())).collect();
            let mut want = std::collections::BTreeMap::new();
            for (i, f) in dir.iter().enumerate() {
                for id in File::ids(f.contents()) {
                    want.entry(id).or_insert(i);
                }
            }
            let have = files(lang);
            let listed = match lang {
                Lang::En => FILES_EN,
                Lang::Es => FILES_ES,
            };
            assert_eq!(names, listed, "{lang:?}: the files, in path order");
            assert_eq!(have.files.len(), names.len());
            let index: Vec<(&str, usize)> = have.index.iter().map(|&(id, i)| (id, usize::from(i))).collect();
            assert_eq!(index, want.into_iter().collect::<Vec<_>>(), "{lang:?}");
        }
    }
}

//! The translation files, embedded in the binary, each parsed on the first use of one of its
//! messages.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};
use rustc_hash::FxHashMap;

use super::{Arg, Lang, Locale, render_arg};

/// `i18n/<lang>/*.ftl`: one folder per language, files split by the part of veedor they serve.
static FILES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/i18n");

type Bundle = FluentBundle<FluentResource>;

/// One translation file of a language and its bundle, built the first time one of its
/// messages is asked for: a run formats a few messages, from a file or two, and parsing every
/// file up front was a tenth of the start-up of `veedor check`. A message refers only to
/// messages of its own file (no file defines a term), so a file's bundle is complete.
struct File {
    text: &'static str,
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
            let resource = FluentResource::try_new(self.text.to_owned()).unwrap_or_else(|(partial, _errors)| partial);
            // A message defined twice keeps its first definition; the tests forbid it.
            let _ = bundle.add_resource(resource);
            bundle
        })
    }

    /// The ids the file defines: each line that starts with one, then `=` (after blanks). Read
    /// from the text's lines, much cheaper than parsing the file; every `veedor check` reads
    /// them all (its first message needs the index), so a line that cannot start a message (a
    /// comment, a pattern's further lines, indented) is passed over at its first byte, and the
    /// `=` of one that can is found by memchr.
    fn ids(&self) -> impl Iterator<Item = &'static str> {
        let text = self.text;
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

/// A language's files, in the order of their paths, and which file defines each message id
/// (the first, as when every file was added to one bundle): read once, so that a message costs
/// one hash lookup, not a search of every file (a log of many findings formats many).
struct Files {
    files: Vec<File>,
    /// Fx, not SipHash: the keys are the embedded files' own ids, and hashing the thousands of
    /// them was a third of building the index.
    index: FxHashMap<&'static str, usize>,
}

/// The files of `lang`.
fn files(lang: Lang) -> &'static Files {
    static FILES_OF: [OnceLock<Files>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = match lang {
        Lang::En => &FILES_OF[0],
        Lang::Es => &FILES_OF[1],
    };
    slot.get_or_init(|| {
        let mut files: Vec<_> = FILES.get_dir(lang.code()).map(|d| d.files().collect()).unwrap_or_default();
        files.sort_by_key(|f| f.path());
        let files = files
            .into_iter()
            // Not UTF-8 (which `tests/i18n.rs` forbids): read as the lossy text it was read as.
            // simdutf8's check, with the same verdict, is a tenth of the standard library's.
            .map(|f| match simdutf8::basic::from_utf8(f.contents()) {
                Ok(text) => text,
                Err(_) => Box::leak(String::from_utf8_lossy(f.contents()).into_owned().into_boxed_str()),
            })
            .map(|text| File { text, bundle: OnceLock::new() })
            .collect::<Vec<_>>();
        // Messages average a hundred bytes of text: room for all of them, no growing.
        let bytes: usize = files.iter().map(|f| f.text.len()).sum();
        let mut index = FxHashMap::with_capacity_and_hasher(bytes / 100, Default::default());
        for (i, file) in files.iter().enumerate() {
            for id in file.ids() {
                index.entry(id).or_insert(i);
            }
        }
        Files { files, index }
    })
}

/// The bundle that holds message `id` in `lang`: the first file (in path order) that defines
/// it, as when every file was added to one bundle (which kept a message's first definition).
fn bundle_of(lang: Lang, id: &str) -> Option<&'static Bundle> {
    let files = files(lang);
    files.index.get(id).and_then(|&i| files.files.get(i)).map(|f| f.bundle(lang))
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

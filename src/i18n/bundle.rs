//! The translation files, embedded in the binary and parsed once per language on first use.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};

use super::{Arg, Lang, Locale, render_arg};

/// `i18n/<lang>/*.ftl`: one folder per language, files split by the part of veedor they serve.
static FILES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/i18n");

type Bundle = FluentBundle<FluentResource>;

/// The bundle of `lang`, built on first use. A file that does not parse still gives the
/// messages it could read (`tests/i18n.rs` makes sure every file parses).
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = match lang {
        Lang::En => &BUNDLES[0],
        Lang::Es => &BUNDLES[1],
    };
    slot.get_or_init(|| {
        let id = match lang {
            Lang::En => unic_langid::langid!("en"),
            Lang::Es => unic_langid::langid!("es"),
        };
        let mut bundle = Bundle::new_concurrent(vec![id]);
        // Unicode isolation marks around arguments are for right-to-left scripts; in a
        // terminal or a JSON string they are invisible noise.
        bundle.set_use_isolating(false);
        let mut files: Vec<_> = FILES.get_dir(lang.code()).map(|d| d.files().collect()).unwrap_or_default();
        files.sort_by_key(|f| f.path());
        for file in files {
            let text = String::from_utf8_lossy(file.contents()).into_owned();
            let resource = FluentResource::try_new(text).unwrap_or_else(|(partial, _errors)| partial);
            // A message defined twice keeps its first definition; the tests forbid it.
            let _ = bundle.add_resource(resource);
        }
        bundle
    })
}

/// Message `id` with `args`, in `locale`; English if `lang` lacks it, the id itself if both do.
pub(super) fn format(locale: Locale, id: &str, args: &[(&'static str, Arg)]) -> String {
    let fluent_args = (!args.is_empty()).then(|| {
        let mut fa = FluentArgs::with_capacity(args.len());
        for (name, arg) in args {
            let value = match arg {
                Arg::Int(n) => FluentValue::from(*n),
                other => FluentValue::from(render_arg(other, locale)),
            };
            fa.set(*name, value);
        }
        fa
    });
    for lang in [locale.lang, Lang::En] {
        let bundle = bundle(lang);
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors).into_owned();
        }
    }
    id.to_owned()
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

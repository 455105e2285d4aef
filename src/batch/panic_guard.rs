//! Surviving a panic in one input's check: the panic is caught on the worker's thread, its
//! message recorded (not printed: it becomes the input's `M006` finding), and the batch goes
//! on with the other inputs.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use super::Input;
use crate::check::{FileReport, FileStats, SourceHandle};
use crate::finding::{Finding, Label};
use crate::i18n::Text;
use crate::log::event::Loc;

thread_local! {
    /// Whether a panic on this thread happens inside [`catch`].
    static GUARDED: Cell<bool> = const { Cell::new(false) };
    /// The message and place of the last panic [`catch`] caught on this thread.
    static CAUGHT: RefCell<Option<Panic>> = const { RefCell::new(None) };
}

/// A panic caught: its message (a programmer's, in English) and where in veedor's source it
/// happened (`src/engine/roulette/settle.rs:412`), kept apart so that each language places it.
#[derive(Clone, Debug, Default)]
pub(super) struct Panic {
    /// `None` when the panic carried no text.
    message: Option<String>,
    place: Option<String>,
}

/// Runs `f`; a panic inside it is returned (its message, the place in veedor's source) instead
/// of unwinding further. Panics outside `catch` are printed as always.
pub(super) fn catch<T>(f: impl FnOnce() -> T) -> Result<T, Panic> {
    install_hook();
    CAUGHT.take();
    let outer = GUARDED.replace(true);
    // The state `f` touched is dropped with the panic (an input's checker), or is read-only
    // (the catalogues, the options): nothing half-updated is used after it.
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    GUARDED.set(outer);
    result.map_err(|payload| CAUGHT.take().unwrap_or_else(|| Panic { message: message(payload.as_ref()), place: None }))
}

/// Once per process: a panic hook that, inside [`catch`], records the panic instead of printing
/// it on standard error (the finding says it), and otherwise does what the hook before it did.
fn install_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if GUARDED.get() {
                let place = info.location().map(|l| format!("{}:{}", l.file(), l.line()));
                CAUGHT.set(Some(Panic { message: message(info.payload()), place }));
            } else {
                previous(info);
            }
        }));
    });
}

/// A panic's message (`panic!` gives a `&str` or a `String`); `None` for any other payload.
fn message(payload: &(dyn Any + Send)) -> Option<String> {
    if let Some(s) = payload.downcast_ref::<&str>() {
        Some((*s).to_owned())
    } else {
        payload.downcast_ref::<String>().cloned()
    }
}

/// The report of an input whose check panicked: one `M006` finding, an input error (exit 2).
pub(super) fn internal_error(input: &Input, panic: &Panic) -> FileReport {
    let (name, source) = match input {
        Input::Stdin => ("<stdin>".to_owned(), SourceHandle::Bytes(Vec::new().into())),
        // The finding has no line to show: the source is not opened again (a named pipe given
        // by name would wait for a writer).
        Input::File(p) | Input::Unreadable(p, _) | Input::PhhHands(p, _) => {
            (p.display().to_string(), SourceHandle::Bytes(Vec::new().into()))
        }
    };
    let finding = Finding::new(
        "M006",
        Label::new(Loc::default(), crate::t!("chk-label-here")),
        crate::t!(
            "chk-internal-error",
            name = name.as_str(),
            message = match &panic.message {
                Some(m) => Text::verbatim(m),
                None => crate::t!("chk-panic-without-message"),
            },
            located = if panic.place.is_some() { "yes" } else { "no" },
            place = panic.place.as_deref().unwrap_or("")
        ),
    );
    FileReport {
        name,
        source,
        catalog: None,
        findings: vec![finding],
        stats: FileStats::default(),
        study: None,
        lang: crate::i18n::Lang::En,
    }
}

/// The environment variable that makes a debug build panic while checking an input whose name
/// contains its value.
#[cfg(debug_assertions)]
const DELIBERATE_PANIC_VAR: &str = "VEEDOR_DEBUG_PANIC_ON";

/// In debug builds only, panics deliberately when the input's name contains the value of
/// `VEEDOR_DEBUG_PANIC_ON`: no log can make veedor panic on purpose (every panic found is
/// fixed), so this is how the tests show, through the command line and every output format,
/// that a panicking file does not cost the batch. Release builds, which users run, have no
/// such variable (it is compiled out).
#[cfg(debug_assertions)]
pub(super) fn deliberate(input: &Input) {
    let Some(wanted) = std::env::var_os(DELIBERATE_PANIC_VAR) else { return };
    let name = match input {
        Input::Stdin => "-".to_owned(),
        Input::File(p) | Input::Unreadable(p, _) | Input::PhhHands(p, _) => p.display().to_string(),
    };
    if let Some(w) = wanted.to_str()
        && !w.is_empty()
        && name.contains(w)
    {
        panic!("deliberate panic on `{name}` ({DELIBERATE_PANIC_VAR})");
    }
}

#[cfg(not(debug_assertions))]
pub(super) fn deliberate(_input: &Input) {}
